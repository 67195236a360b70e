"""Relics of Rajavihara on screen: the isometric board, play controls, campaign and map play-testing.

``start_scene(app, args)`` is the entry point (the title's "Relics of Rajavihara" and
``python main.py relics``): ``args.map`` plays any Tiled map and reloads it when saved,
``args.level`` opens a campaign level directly, otherwise the floor and level select opens.
``args.autoplay`` plays the solver's solution through the input layer.

Where things are:
- ``iso``: the 2:1 projection, rotation, painter's depth and picking (no pygame);
- ``sprites``: every board picture, painted by code at start-up and cached per tile size;
- ``picture``: the plain snapshot of a State that the renderer draws (no pygame);
- ``board``: the renderer - cached static layer, moving things repaired on top, plan view;
- ``anim``: the core's events of one move as timed tracks and sounds (no pygame);
- ``reach``: shortest walks and push previews for the mouse (no pygame);
- ``markers`` / ``effects``: walk dots, push ghosts, hints, sparkles;
- ``play``: the level screen, presenting a ``game.relics.session.Session`` (the State, redo, the
  typed-ahead queue, refusals as ids: pure, tested without a window); ``controls``: keys, pad
  and clicks -> commands; ``hints``: the hint worker (push-graph lookup, solver meanwhile) and an
  edited map's fresh par; ``watch``: the map-file watcher of ``--map``; ``menus``: pause, help;
- ``hud``: the side panel, compass and messages; ``cards``: new block, pause, level complete;
- ``flow``: what follows a win; ``select``: floors and levels; ``campaign``: ids, levels, progress;
- ``autoplay``: the solver's moves as synthetic key presses.
"""
from __future__ import annotations

from pathlib import Path


def start_scene(app, args=None):
    from game.relics.view.play import PlayScene
    from game.relics.view.select import SelectScene

    level = getattr(args, "level", None)
    map_path = getattr(args, "map", None)
    autoplay = bool(getattr(args, "autoplay", False))
    if map_path:
        return PlayScene(app, Path(map_path), watch=True, autoplay=autoplay, campaign=False)
    if level:
        from game.relics.loader import find_level
        from game.relics.progress import norm_id

        path = find_level(level)
        return PlayScene(app, path, level_id=norm_id(level), autoplay=autoplay)
    return SelectScene(app)
