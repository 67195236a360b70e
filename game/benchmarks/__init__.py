"""The parts of ``python main.py bench`` (see ``game/bench.py`` for the command and the table).

Each module measures one family of figures and returns ``Row`` objects (``report.py``):
- ``frames``   frame work time of the real scenes through the real App, headless, at 1280x720 and
               1920x1080 (SDL's scaled window, so the scale step is paid as in a real window),
               beside the cost of bare full-screen blits on the same window;
- ``child``    the small programs run in subprocesses: idle CPU on the title and in a paused level,
               peak memory of a play session;
- ``startup``  time from process start to the first drawn frame of the title;
- ``cores``    level load, the solver over the campaign, Kathmandu games per second, bot decisions.

Nothing here asserts a timing: figures are compared with their budget and printed PASS / OVER.
A part whose subject is not in the build yet reports "not available: <why>".
"""
