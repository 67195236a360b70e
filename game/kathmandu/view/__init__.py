"""Reviving Kathmandu in the window: the new-game screen, the table, hot-seat hand-off, the end.

``start_scene(app, args)`` is the title's entry point: the new-game screen, or a table straight
away when the command line says who plays (``--players/--humans/--solo/--autoplay``).
"""
from __future__ import annotations


def start_scene(app, args=None):
    """The scene that opens Reviving Kathmandu for these command-line ``args`` (None: the new-game screen)."""
    from game.kathmandu.view.setup import setup_from_args

    if args is not None and getattr(args, "join", None):  # --join HOST:PORT/CODE: straight to that table
        from game.kathmandu.view.online import JoinScene
        return JoinScene(app, address=args.join, name=getattr(args, "name", None), auto=True)
    setup = setup_from_args(args) if args is not None else None
    if setup is None:
        from game.kathmandu.view.newgame import NewGameScene
        return NewGameScene(app)
    from game.kathmandu.view import routes
    return routes.table(app, setup, autoplay=bool(getattr(args, "autoplay", False)))
