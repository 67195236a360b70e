"""Where each Kathmandu screen goes next, in one place.

The new-game screen opens a table (or resumes the saved one); the table hands off to the next
person at a hot-seat screen, pauses, shows the rules and ends on the results; the results go to
a new game, the title, or back to the final table. Scenes call these instead of importing
each other, so the flow between screens reads here.
"""
from __future__ import annotations

from game.i18n import _
from game.kathmandu.view import services


# ---------------------------------------------------------------------------------- opening
def table(app, setup, *, autoplay: bool = False):
    from game.kathmandu.view.table import TableScene
    return TableScene(app, setup, autoplay=autoplay)


def open_table(app, setup) -> None:
    app.replace(table(app, setup))


def resume_scene(app):
    """The saved game as a table, or None (with a toast) if it cannot be read."""
    from game.kathmandu.record import RecordError
    from game.kathmandu.saves import clear_save, read_save, set_aside
    from game.kathmandu.view.session import Session
    from game.kathmandu.view.table import TableScene
    doc, problem = read_save()
    if problem:
        services.toast(app, problem, "warn")
    if doc is None:
        return None
    try:
        session = Session.from_save(doc)
    except (RecordError, KeyError, TypeError, ValueError) as exc:
        services.toast(app, set_aside(str(exc).splitlines()[0][:80]), "warn")
        return None
    if session.over:
        clear_save()
        return None
    return TableScene(app, session.setup, session=session)


def new_game(app) -> None:
    """The new-game screen instead of whatever Kathmandu screens are open."""
    from game.kathmandu.view.newgame import NewGameScene
    app.replace(NewGameScene(app))


def title(app) -> None:
    app.go_title()


# ---------------------------------------------------------------------------------- at the table
def hand_off(app, table_scene, seat: int) -> None:
    from game.kathmandu.view.overlays import HandOffScene
    app.push(HandOffScene(app, table_scene, seat))


def rules(app) -> None:
    from game.kathmandu.view.overlays import RulesScene
    app.push(RulesScene(app))


def pause(app, table_scene) -> None:
    """The pause dialog: keep playing, settings, or leave (the game is saved after every move)."""
    def chosen(i: int) -> None:
        if i == 1:
            app.open_settings()
        elif i == 2:
            table_scene._save()
            app.go_title()
    body = (_("The game is saved after every move; choose Continue on the new-game screen to pick it up.")
            if not table_scene.autoplay else _("Bots are playing every seat."))
    if table_scene.session.remote:
        from game.kathmandu.view.online_strip import where_words
        body = where_words(table_scene.session) + ". " + (
            _("It runs in this window: leaving closes it for the other players.")
            if table_scene.session.link.server is not None else
            _("Join it again with its address and code to get your seat back (it waits a while for you)."))
    app.dialog(_("Paused"), body, [_("Keep playing"), _("Settings"), _("Leave the table")], on_choice=chosen, cancel=0)


def end_of_game(app, table_scene, *, autoquit: bool, again: bool = False) -> None:
    """The results over the final table (``again``: back from looking at the table)."""
    from game.kathmandu.view.overlays import EndScene
    app.push(EndScene(app, table_scene, autoquit=autoquit, again=again))


def table_runs_under(top, table_scene) -> bool:
    """Whether the table keeps animating under ``top`` (itself, or the results it can be seen through)."""
    from game.kathmandu.view.overlays import EndScene
    return top is None or top is table_scene or isinstance(top, EndScene)


def save_table(session) -> None:
    """Keep the game after a move: the save while it runs, none once it is over."""
    from game.kathmandu.saves import clear_save, write_save
    if session.over:
        clear_save()
    else:
        write_save(session.save_doc())


GAMES_DIR = ("kathmandu", "games")


def keep_finished(session, when: float | None = None):
    """A finished game kept as a record in the user data folder (``kathmandu/games/``): the core's
    replayable record (``record.replay`` reads it back) with who sat where. Returns the path."""
    import time

    from game.kathmandu.record import record
    from game.shell.paths import data_path
    from game.shell.storage import save_json
    rec = record(session.state)
    rec["table"] = {"seats": list(session.setup.seats), "names": list(session.setup.names)}
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    path = data_path(*GAMES_DIR, f"{stamp}-seed{session.setup.options.seed}.json")
    save_json(path, rec, indent=None)
    return path
