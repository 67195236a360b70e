"""Online play in the window: the join form ("Join online game" on the title, or
``python main.py kathmandu --join HOST:PORT/CODE``), hosting a table from the new-game screen, and
the short wait while either connects. Both end at the normal table, played through a
``RemoteSession``; a failure leaves the player on the form they came from with one line saying why.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.kathmandu.net import keep
from game.kathmandu.net.link import Address, JoinError, NetLink, lan_address, parse_address
from game.kathmandu.view import services
from game.kathmandu.view.net_words import error_words
from game.kathmandu.view.paint import wood
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene
from game.ui import theme
from game.ui.textfield import TextField

HOST_PORT = 8765
#: which field a join error is about (its rim turns red)
FIELD_OF = {"bad_address": "address", "bad_port": "address", "refused": "address", "timeout": "address",
            "unknown_host": "address", "unreachable": "address", "not_a_server": "address", "bad_code": "code",
            "no_code": "code", "no_such_table": "code"}


def _wake() -> None:
    """Called from the network thread: an idle window wakes to read the message."""
    try:
        pygame.event.post(pygame.event.Event(pygame.USEREVENT, {"net": True}))
    except pygame.error:  # the window is closing
        pass


def open_table(app, link: NetLink, address: Address, result: dict, host_token: str | None = None,
               shown_address: str = "") -> None:
    from game.kathmandu.view.remote_session import RemoteSession
    from game.kathmandu.view.table import TableScene
    session = RemoteSession(link, address, result, host_token=host_token, shown_address=shown_address)
    table = TableScene(app, session.setup, session=session)
    app.replace(table)
    if result.get("lost"):
        table.say(error_words("seat_lost", {}) + " " + _("You have a free seat instead."), bad=True)
    elif result.get("resumed"):
        table.say(_("Welcome back: your seat was kept for you."))


class ConnectingScene(Scene):
    """A small card over the form while a connection is made; Esc gives up."""

    transparent = True

    def __init__(self, app, link: NetLink, future, words: str, on_done, on_fail) -> None:
        super().__init__(app)
        self.link, self.future, self.words = link, future, words
        self.on_done, self.on_fail = on_done, on_fail
        self.t = 0.0
        self.finished = False

    def is_busy(self) -> bool:
        return True  # polls the connection (a second or two at most)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.finished or not self.future.done():
            return
        self.finished = True  # once: the table fades in over the next frames
        try:
            result = self.future.result()
        except JoinError as exc:
            self._fail(exc.code, exc.params)
            return
        except Exception as exc:  # a bug or an unexpected failure: said, not raised
            self._fail("unreachable", {"address": "", "why": str(exc)[:80]})
            return
        self.on_done(result)

    def _fail(self, code: str, params: dict) -> None:
        self.link.close()
        self.app.pop(self)
        services.play(self.app, "error")
        self.on_fail(code, params)

    def handle(self, event) -> bool:
        if isinstance(event, ActionEvent) and (event.means(Action.BACK) or event.means(Action.MENU)):
            self.future.cancel()
            self.link.close()
            self.app.pop(self)
            self.on_fail("", {})
            return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 120)
        box = pygame.Rect(0, 0, 620, 130)
        box.center = (640, 360)
        theme.panel(surface, box, alpha=245)
        dots = "." * (1 + int(self.t * 3) % 3)
        theme.draw_text(surface, self.words + dots, (box.centerx, box.y + 44), size=theme.BODY, color=theme.CREAM,
                        anchor="center", max_width=box.w - 40)
        theme.draw_text(surface, _("Esc: give up"), (box.centerx, box.bottom - 26), size=theme.TINY,
                        color=theme.TEXT_DIM, anchor="center")


class JoinScene(Scene):
    """The join form: address, table code, name; Join; Back. Nothing typed is lost on an error.
    With ``setup`` it opens that table on a server instead (``kathmandu serve``): no code to type."""

    ambient_fps = 4  # the caret blinks

    def __init__(self, app, address: str | None = None, name: str | None = None, auto: bool = False,
                 setup=None) -> None:
        super().__init__(app)
        last = _last_entry()
        text = address if address is not None else last["address"]
        host, _sep, code = text.partition("/")
        self.setup = setup
        self.roles = ["address", "name"] if setup is not None else ["address", "code", "name"]
        made = {
            "address": TextField(N_("Address of the server (host:port)") if setup is not None
                                 else N_("Address of the host (host:port)"), host, max_length=80,
                                 placeholder=N_("e.g. 192.168.1.20:8765")),
            "code": TextField(N_("Table code"), code, max_length=14, placeholder=N_("10 letters and digits"),
                              allowed=lambda ch: ch.isalnum() or ch in "- "),
            "name": TextField(N_("Your name at the table"), name if name is not None else last["name"], max_length=20,
                              placeholder=N_("optional")),
        }
        self.fields = [made[r] for r in self.roles]
        for i, f in enumerate(self.fields):
            f.rect = pygame.Rect(380, 240 + i * 90, 520, 50)
        self.join_rect = pygame.Rect(380, 520, 300, 58)
        self.back_rect = pygame.Rect(700, 520, 200, 58)
        self.focus = next((i for i, f in enumerate(self.fields[:-1]) if not f.text), len(self.fields) - 1)
        self.message = ""
        self.auto = auto

    # life ----------------------------------------------------------------------------------
    def on_enter(self) -> None:
        pygame.key.start_text_input()
        if self.auto:
            self.auto = False
            self._join()

    def on_resume(self) -> None:
        pygame.key.start_text_input()

    def on_exit(self) -> None:
        pygame.key.stop_text_input()

    # input ---------------------------------------------------------------------------------
    def text_input(self, ev) -> bool:
        if self.focus >= len(self.fields):
            return False
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB:
            self._step(-1 if ev.mod & pygame.KMOD_SHIFT else 1)
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus == len(self.fields) - 1 or all(f.text for f in self.fields[:-1]):
                self._join()
            else:
                self._step(1)
            return True
        return self.fields[self.focus].feed(ev)

    def _step(self, d: int) -> None:
        self.focus = (self.focus + d) % (len(self.fields) + 2)
        services.play(self.app, "focus")

    def handle(self, event) -> bool:
        if isinstance(event, PointerEvent):
            if event.kind == "down" and event.button == 1:
                for i, f in enumerate(self.fields):
                    if f.rect.collidepoint(event.pos):
                        self.focus = i
                        return True
                if self.join_rect.collidepoint(event.pos):
                    self._join()
                elif self.back_rect.collidepoint(event.pos):
                    self._back()
            return True
        if isinstance(event, ActionEvent):
            a = event.action
            if event.means(Action.BACK):
                self._back()
            elif a in (Action.UP, Action.LEFT) and not (a is Action.LEFT and self.focus < len(self.fields)):
                self._step(-1)
            elif a in (Action.DOWN, Action.RIGHT) and not (a is Action.RIGHT and self.focus < len(self.fields)):
                self._step(1)
            elif a is Action.CONFIRM:
                if self.focus == len(self.fields) + 1:
                    self._back()
                elif self.focus == len(self.fields):
                    self._join()
                else:
                    self._step(1)
            return True
        return False

    def _back(self) -> None:
        services.play(self.app, "back")
        if self.setup is not None:  # back to the new-game screen it came from
            self.app.pop(self, fade=True)
        else:
            self.app.go_title()

    def _say(self, code: str, params: dict) -> None:
        for f in self.fields:
            f.problem = False
        if not code:
            self.message = ""
            return
        self.message = error_words(code, params)
        role = FIELD_OF.get(code)
        if role in self.roles:
            i = self.roles.index(role)
            self.fields[i].problem = True
            self.focus = i

    def _address(self) -> tuple[Address, str] | None:
        """The typed address (with its code, unless this form opens a table) and name, remembered
        for next time; None (the problem said, the field marked) when they do not make one."""
        texts = {r: f.text.strip() for r, f in zip(self.roles, self.fields)}
        try:
            if self.setup is not None:
                address = parse_address(texts["address"], "")
            else:  # a pasted host:port/CODE works too
                address = parse_address(texts["address"], texts["code"] or None)
                if not address.code:
                    raise JoinError("no_code")
        except JoinError as exc:
            services.play(self.app, "error")
            self._say(exc.code, exc.params)
            return None
        self._say("", {})
        try:
            keep.remember_entry(address.text(), texts["name"])
        except OSError:
            pass
        services.play(self.app, "confirm")
        return address, texts["name"]

    def _join(self) -> None:
        if self.setup is not None:
            return self._create()
        typed = self._address()
        if typed is None:
            return
        address, name = typed
        saved = _recall(address.text())
        link = NetLink(wake=_wake)
        future = link.submit(link.join_table(address, name, saved))
        words = _("Joining the table at {address}").format(address=f"{address.host}:{address.port}")
        self.app.push(ConnectingScene(self.app, link, future, words,
                                      on_done=lambda result: open_table(self.app, link, address, result),
                                      on_fail=self._say))

    def _create(self) -> None:
        typed = self._address()
        if typed is None:
            return
        address, name = typed
        link = NetLink(wake=_wake)
        s = self.setup
        future = link.submit(link.create_table(address, s.options.players, server_seats(s), s.options.words(),
                                               name=name, seed=s.options.seed))

        def done(result: dict) -> None:
            where = Address(address.host, address.port, result["code"])
            open_table(self.app, link, where, result, host_token=result["host_token"], shown_address=address.where)
        words = _("Opening a table on {address}").format(address=address.where)
        self.app.push(ConnectingScene(self.app, link, future, words, on_done=done, on_fail=self._say))

    # drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(wood(surface.get_size()), (0, 0))
        t = services.now(self.app)
        theme.draw_text(surface, _("Reviving Kathmandu"), (640, 22), size=theme.H1, color=theme.BRASS_LIGHT,
                        bold=True, serif=True, shadow=True, anchor="midtop")
        theme.draw_text(surface, _("Host on a server") if self.setup is not None else _("Join an online game"), (640, 86), size=theme.SMALL, color=theme.TEXT_DIM,
                        anchor="midtop")
        theme.panel(surface, pygame.Rect(340, 136, 600, 466), alpha=220)
        theme.draw_paragraph(surface, _("Type the address of a computer running \"python main.py kathmandu serve\".")
                             if self.setup is not None else
                             _("Type the address and the table code shown on the host's table."),
                             pygame.Rect(380, 160, 520, 40), size=theme.TINY, color=theme.PARCHMENT)
        for i, f in enumerate(self.fields):
            f.draw(surface, self.focus == i, t)
        if self.message:
            theme.draw_paragraph(surface, self.message, pygame.Rect(380, 470, 520, 44), size=theme.TINY,
                                 color=(250, 150, 120))
        go = _("Open table") if self.setup is not None else _("Join")
        for i, (rect, label, primary) in enumerate(((self.join_rect, go, True),
                                                    (self.back_rect, _("Back"), False))):
            fill = theme.SAFFRON if primary else theme.WOOD_LIGHT
            theme.panel(surface, rect, fill=fill, rim=theme.BRASS_LIGHT, radius=9, alpha=245)
            theme.draw_text(surface, label, rect.center, size=theme.H3 if primary else theme.SMALL,
                            color=theme.NIGHT if primary else theme.CREAM, bold=True, anchor="center")
            if self.focus == len(self.fields) + i:
                theme.focus_ring(surface, rect, t, radius=9)
        theme.draw_paragraph(surface, _("Your seat is kept on this computer: if the window closes, join again with "
                                        "the same address and code to get it back."),
                             pygame.Rect(340, 614, 600, 60), size=theme.TINY, color=theme.TEXT_DIM)
        theme.draw_text(surface, _("Tab: next field    Enter: open the table    Esc: back") if self.setup is not None
                        else _("Tab: next field    Enter: join    Esc: back"), (640, 700), size=theme.TINY,
                        color=theme.TEXT_DIM, anchor="midbottom")


def host_game(app, setup, on_fail) -> None:
    """Hosts ``setup`` as an online table from this computer (its person seats after the first are
    for friends); ``on_fail(code, params)`` when it cannot."""
    from game.kathmandu.net.store import TableStore
    from game.shell.paths import data_path
    problem = check_hostable(setup)
    if problem:
        on_fail(problem, {})
        return
    seats = server_seats(setup)
    link = NetLink(wake=_wake)
    store = TableStore(data_path("kathmandu", "hosted-tables"))
    name = _last_entry()["name"]
    future = link.submit(link.host_table(HOST_PORT, setup.options.players, seats, setup.options.words(), name=name,
                                         store=store, seed=setup.options.seed))

    def done(result: dict) -> None:
        address = Address("127.0.0.1", result["port"], result["code"])
        open_table(app, link, address, result, host_token=result["host_token"],
                   shown_address=f"{lan_address()}:{result['port']}")

    app.push(ConnectingScene(app, link, future, _("Opening the online table"), on_done=done, on_fail=on_fail))


def check_hostable(setup) -> str:
    """The error code that stops ``setup`` from being played online ("" when it can be)."""
    if setup.options.players < 2:
        return "solo_offline"
    if len(setup.humans) < 2:
        return "no_friend_seat"
    return ""


def server_seats(setup) -> list[str]:
    return ["human" if k == "human" else f"bot:{k}" for k in setup.seats]


def ask_where_to_host(app, setup, on_fail) -> None:
    """Host here (a server in this window) or on a server that runs ``kathmandu serve``."""
    problem = check_hostable(setup)
    if problem:
        on_fail(problem, {})
        return

    def chosen(i: int) -> None:
        if i == 0:
            host_game(app, setup, on_fail)
        elif i == 1:
            app.push(JoinScene(app, address=_last_entry()["address"].partition("/")[0], setup=setup), fade=True)
    app.dialog(N_("Host online game"),
               N_("Friends join with the address and the table code shown on your table."),
               [N_("On this computer"), N_("On a server..."), N_("Cancel")], on_choice=chosen, cancel=2)


def _last_entry() -> dict:
    try:
        return keep.last_entry()
    except OSError:
        return {"address": "", "name": ""}


def _recall(key: str):
    try:
        return keep.recall(key)
    except OSError:
        return None
