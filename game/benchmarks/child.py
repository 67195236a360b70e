"""Measurements that need a process of their own: idle CPU of the real loop, peak memory of a session.

The parent runs ``python -m game.benchmarks.child <task> ...`` and reads the JSON object on the
child's last line of output. Run directly, e.g.::

    python -m game.benchmarks.child idle title 4
    python -m game.benchmarks.child memory 600
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

from game.benchmarks.report import NotAvailable, Row, failed, missing

ROOT = Path(__file__).resolve().parents[2]
IDLE_SECTION = "Idle CPU (real loop, % of one core)"
MEMORY_SECTION = "Memory"
#: % of one core once the screen has been left alone for a while (issue 17)
IDLE_BUDGET = 2.0
MEMORY_BUDGET_MB = 150.0  # issue 17 (was 200), with a whole level graph in memory


# ------------------------------------------------------------------------------ parent side
def _spawn(args: list[str], timeout: float) -> dict:
    env = dict(os.environ)
    env.pop("DURBAR_STATS", None)
    proc = subprocess.run([sys.executable, "-m", "game.benchmarks.child", *args], cwd=str(ROOT), env=env,
                          capture_output=True, text=True, timeout=timeout)
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if proc.returncode != 0 or not lines:
        err = (proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"])[-1]
        raise RuntimeError(err)
    out = json.loads(lines[-1])
    if "not_available" in out:
        raise NotAvailable(out["not_available"])
    return out


def idle_rows(seconds: float = 4.0) -> list[Row]:
    rows = []
    for what, label in (("title", "title, idle"), ("paused", "Relics level, paused"),
                        ("kathmandu", "Kathmandu table, your turn")):
        key = f"idle.{what}"
        try:
            out = _spawn(["idle", what, str(seconds)], timeout=80 + seconds)
        except NotAvailable as exc:
            rows.append(missing(IDLE_SECTION, key, label, str(exc), "%", IDLE_BUDGET))
            continue
        except Exception as exc:
            rows.append(failed(IDLE_SECTION, key, label, exc, "%", IDLE_BUDGET))
            continue
        rows.append(Row(IDLE_SECTION, key, label, out["cpu_percent"], "%", IDLE_BUDGET,
                        detail=f"{out['fps']:.1f} frames/s drawn over {out['seconds']:.1f} s, from "
                               f"{out['after']:.0f} s after the last input",
                        extra={"fps": out["fps"], "seconds": out["seconds"], "after": out["after"]}))
        rows.append(Row(IDLE_SECTION, key + ".first", label + ", first seconds", out["first_cpu_percent"], "%",
                        detail=f"{out['first_fps']:.1f} frames/s: the ambient animation at its full rate "
                               "(it slows after 10 s without input)",
                        extra={"fps": out["first_fps"]}))
    return rows


def memory_rows(frames: int = 600) -> list[Row]:
    """Two sessions: a first launch (an empty user folder: the music and effects are composed and
    cached on disk) and a later launch (read back from that cache)."""
    import shutil
    import tempfile

    rows: list[Row] = []
    home = tempfile.mkdtemp(prefix="durbar-bench-mem-")
    saved = os.environ.get("DURBAR_BENCH_HOME")
    os.environ["DURBAR_BENCH_HOME"] = home
    try:
        for key, label in (("memory.first_launch", "peak RSS, first launch (empty user folder)"),
                           ("memory.session_peak", "peak RSS, later launch")):
            try:
                out = _spawn(["memory", str(frames)], timeout=300)
            except NotAvailable as exc:
                rows.append(missing(MEMORY_SECTION, key, label, str(exc), "MB", MEMORY_BUDGET_MB))
                continue
            except Exception as exc:
                rows.append(failed(MEMORY_SECTION, key, label, exc, "MB", MEMORY_BUDGET_MB))
                continue
            rows.append(Row(MEMORY_SECTION, key, label, out["peak_mb"], "MB", MEMORY_BUDGET_MB,
                            detail=out.get("played", ""),
                            extra={"played": out.get("played", ""), "workers_mb": out.get("workers_mb", {})}))
    finally:
        if saved is None:
            os.environ.pop("DURBAR_BENCH_HOME", None)
        else:
            os.environ["DURBAR_BENCH_HOME"] = saved
        shutil.rmtree(home, ignore_errors=True)
    return rows


# ------------------------------------------------------------------------------ child side
def _post_key(action: str) -> None:
    import pygame

    from game.benchmarks.scenes import _tap

    _tap(_APP, action)


_APP = None


def idle(what: str, seconds: float) -> dict:
    """Run the real loop (``App.run``) on a still screen and read this process's CPU time."""
    global _APP
    import pygame

    from game.benchmarks import harness

    harness.headless_env()
    app = harness.open_app((1280, 720))
    _APP = app
    key = None
    if what == "title":
        from game.shell.title import TitleScene

        first = TitleScene(app)
    elif what == "kathmandu":
        from game.benchmarks.scenes import _table

        first = _table(app, ["human"] + ["normal"] * 5, until_seat=0)
    else:
        from game.benchmarks.scenes import relics_level_path
        from game.relics.view.play import PlayScene

        path = relics_level_path()
        first = PlayScene(app, path, level_id=path.stem)
        key = "menu"  # the player pauses, as with Esc
    result: dict = {}

    def window(secs: float) -> tuple[float, float, float]:
        f0, c0, w0 = app.frame_count, time.process_time(), time.perf_counter()
        time.sleep(secs)
        f1, c1, w1 = app.frame_count, time.process_time(), time.perf_counter()
        return 100.0 * (c1 - c0) / (w1 - w0), (f1 - f0) / (w1 - w0), w1 - w0

    def watch() -> None:
        from game.shell.app import AMBIENT_FULL

        time.sleep(1.5)  # the fade-in from black at start is over
        if key:
            _post_key(key)
        time.sleep(1.2)  # the App's grace period after input has passed
        first = window(min(seconds, 4.0))  # the ambient animation at its full rate
        wait = AMBIENT_FULL + 0.5 - app.idle_seconds()
        if wait > 0:
            time.sleep(wait)  # left alone for a while: the ambient animation has slowed down
        after = app.idle_seconds()
        cpu, fps, secs = window(seconds)
        result.update(cpu_percent=cpu, fps=fps, seconds=secs, after=after, first_cpu_percent=first[0],
                      first_fps=first[1], top=type(app.stack.top).__name__)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=watch, daemon=True).start()
    app.run(first)
    if not result:
        raise RuntimeError("the loop ended before the measurement")
    return result


def memory(frames: int) -> dict:
    """Play a Relics level and a Kathmandu table for ``frames`` frames each; report peak RSS."""
    from game.benchmarks import harness, scenes

    harness.headless_env()
    played = []
    for key, build in (("relics", scenes.relics), ("kathmandu", scenes.kathmandu)):
        app = harness.open_app((1280, 720))
        try:
            before = build(app)
            harness.time_frames(app, frames, 0, before)
            played.append(f"{key} {frames} frames")
        except NotAvailable as exc:
            played.append(f"{key} not available ({exc})")
        finally:
            app.close()
    workers = _workers_peak_mb()
    if workers:
        played.append("worker processes' own peaks: " + ", ".join(f"{k} {v:.0f} MB" for k, v in workers.items()))
    return {"peak_mb": peak_rss_mb(), "played": "; ".join(played), "workers_mb": workers}


def _workers_peak_mb() -> dict:
    """Peak RSS of the worker processes the session started (the Relics level graphs, the
    Kathmandu bots): their memory is not in this process's figure."""
    out = {}
    for name, mod in (("level graphs", "game.relics.graph_worker"), ("bots", "game.kathmandu.bots.worker")):
        module = sys.modules.get(mod)  # only a worker this session imported and started
        pid = getattr(module.started(), "pid", None) if module is not None else None
        if pid is None:
            continue
        try:
            with open(f"/proc/{pid}/status") as fh:
                for line in fh:
                    if line.startswith("VmHWM:"):
                        out[name] = int(line.split()[1]) / 1024
        except (OSError, ValueError, IndexError):
            continue
    return out


def peak_rss_mb() -> float:
    """This process's peak resident memory. On Linux ``VmHWM`` of /proc/self/status: ``ru_maxrss``
    there keeps the high-water mark of the parent's memory copied at fork (the bench itself is
    large by then), so it would report the bench's size rather than the session's."""
    import resource

    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / (1024 * 1024) if sys.platform == "darwin" else rss / 1024


def first_frame() -> dict:
    """Start Durbar as ``python main.py`` does (the title, in a real window when DISPLAY is set)
    and quit right after the first frame has been flipped; report the App's own figure for it
    (process age at that flip). Only the App's draw is wrapped, to stop after one frame."""
    from game.shell import app as app_mod

    plain_draw = app_mod.App._draw
    seen: dict = {}

    def draw_once(self) -> None:
        plain_draw(self)
        if "first" not in seen:
            seen["first"] = self.stats["first_frame_s"]
            seen["driver"] = self.pg.display.get_driver()
            seen["window"] = list(self.pg.display.get_window_size())
            self.quit()

    app_mod.App._draw = draw_once
    from game.cli import main as cli_main

    code = cli_main([])
    if "first" not in seen:
        raise RuntimeError(f"no frame was drawn (exit code {code})")
    return {"first_frame_s": seen["first"], "driver": seen["driver"], "window": seen["window"]}


def main(argv: list[str]) -> int:
    import shutil

    from game.benchmarks import harness

    task = argv[0] if argv else ""
    own_home = not os.environ.get("DURBAR_BENCH_HOME")
    if task == "firstframe":  # a real window when a display is given: keep the drivers as they are
        import tempfile

        home = os.environ.get("DURBAR_BENCH_HOME") or tempfile.mkdtemp(prefix="durbar-bench-")
        os.environ["DURBAR_HOME"] = home
    else:
        home = harness.headless_env()
    try:
        if task == "idle":
            out = idle(argv[1], float(argv[2]))
        elif task == "memory":
            out = memory(int(argv[1]))
        elif task == "firstframe":
            out = first_frame()
        else:
            print("usage: python -m game.benchmarks.child idle title|paused|kathmandu SECONDS | memory FRAMES"
                  " | firstframe",
                  file=sys.stderr)
            return 2
    except NotAvailable as exc:
        out = {"not_available": str(exc)}
    finally:
        if own_home:
            for th in threading.enumerate():  # e.g. the App's sound cache writer, still filling the folder
                if th is not threading.current_thread():
                    th.join(10.0)
            shutil.rmtree(home, ignore_errors=True)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
