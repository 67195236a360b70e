"""Level push graphs built and asked in a worker process, so the frame loop never shares its GIL.

Building a level's whole push graph (``game.relics.hints.HintOracle``) is seconds of pure Python
on the campaign's big levels (2-06: ~17 s of CPU). In a thread of the window's process it held the
interpreter lock against the frame loop for all that time; here it runs in one warm worker
process (started with the first level, reused for every level, ended with the program), beside
the drawing on a 2-core machine. The graph stays in the worker: the window's process only sends
a ``State`` (a few KB pickled) and gets the ``Advice`` back.

Protocol (pickled tuples through one pipe): the window sends ``("open", gen, level,
solver_states)`` when a level opens (the worker drops the previous level's graph and builds this
one in a thread of its own), ``("ask", gen, rid, state, solver_states)`` for a hint (answered in another thread,
from the graph once it is built, from the solver until then: the same ``HintOracle.advice`` as in
process) and ``("close", gen)`` when the level is left. The worker sends ``("built", gen, nodes,
capped)`` when a graph is ready and ``("answer", rid, ok, advice-or-error)``.

A worker that dies (or cannot start) is replaced and the level re-opened in the new one; a
question it was answering is asked again of the new worker (and, if that one dies too, answered
by the solver in a thread of this process, logged), so a hint never goes missing. A worker that
does not answer within ``ANSWER_TIMEOUT`` is replaced and that hint says "no quick hint".
Nothing here imports pygame.
"""
from __future__ import annotations

import itertools
import logging
import multiprocessing as mp
import pickle
import threading
import time
from typing import Any, Optional

from game.processes import OnePerProgram, end

log = logging.getLogger("durbar.relics")

#: seconds a question may wait for its answer before the worker counts as stuck and is replaced
#: (the solver behind a hint is bounded by its states: seconds on a quiet machine; this is for a hang)
ANSWER_TIMEOUT = 180.0


# ------------------------------------------------------------------------------ the worker side
def _serve(conn) -> None:
    """The worker process: hold one level's oracle, build its graph, answer questions."""
    from game.relics.hints import HintOracle

    send_lock = threading.Lock()
    current: dict[str, Any] = {"gen": -1, "oracle": None, "stop": threading.Event()}

    def send(msg) -> None:
        data = pickle.dumps(msg, protocol=pickle.HIGHEST_PROTOCOL)
        with send_lock:
            try:
                conn.send_bytes(data)
            except (OSError, EOFError, ValueError):
                pass

    def build(gen: int, oracle, stop: threading.Event) -> None:
        try:
            oracle.build(stop.is_set)
        except Exception as exc:  # a graph that cannot be built: questions go to the solver
            log.warning("relics graph worker: building the graph failed (%s)", exc)
            return
        if not stop.is_set():
            g = oracle.graph
            send(("built", gen, g.size, g.capped))

    def answer(rid: int, oracle, state) -> None:
        try:
            send(("answer", rid, True, oracle.advice(state)))
        except Exception as exc:
            send(("answer", rid, False, f"{type(exc).__name__}: {exc}"))

    while True:
        try:
            msg = pickle.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        except Exception:  # a request it cannot read: wait for the next
            continue
        kind = msg[0]
        if kind in ("open", "close"):
            current["stop"].set()  # the previous level's build ends at its next check
            current["oracle"] = None
            current["gen"] = msg[1]
            if kind == "open":
                _k, gen, level, solver_states = msg
                stop = threading.Event()
                oracle = HintOracle(level, solver_states=solver_states)
                current.update(oracle=oracle, stop=stop)
                threading.Thread(target=build, args=(gen, oracle, stop), daemon=True,
                                 name=f"relics-graph-{level.id}").start()
        elif kind == "ask":
            _k, gen, rid, state, solver_states = msg
            oracle = current["oracle"] if gen == current["gen"] else None
            if oracle is None:  # a question about another level than the open one: solver alone
                oracle = HintOracle(state.level, solver_states=solver_states)
            threading.Thread(target=answer, args=(rid, oracle, state), daemon=True, name="relics-ask").start()


# ------------------------------------------------------------------------------ the window side
class Question:
    """One hint asked of the worker: poll :attr:`done`, then read :attr:`advice` / :attr:`error`.

    ``fell_back`` is True when the solver of this process answered because the worker died."""

    def __init__(self, rid: int, gen: int, state, solver_states: int) -> None:
        self.id = rid
        self.gen = gen
        self.tries = 1
        self.state = state
        self.solver_states = solver_states
        self.asked_at = time.monotonic()
        self.advice: Any = None
        self.error: Optional[str] = None
        self.fell_back = False
        self._done = threading.Event()
        self._thread: Optional[threading.Thread] = None

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def _finish(self, advice: Any = None, error: Optional[str] = None) -> None:
        self.advice, self.error = advice, error
        self._done.set()

    def _fall_back(self, why: str) -> None:
        if self._done.is_set() or self._thread is not None:
            return
        log.warning("relics hint: %s; the solver answers in the window's process instead", why)
        self.fell_back = True

        def run() -> None:
            from game.relics.hints import HintOracle
            try:
                self._finish(HintOracle(self.state.level, solver_states=self.solver_states).advice(self.state))
            except Exception as exc:
                self._finish(error=f"{type(exc).__name__}: {exc}")

        self._thread = threading.Thread(target=run, daemon=True, name="relics-hint-fallback")
        self._thread.start()


class GraphProcess:
    """One warm worker process holding the open level's push graph (see the module docstring)."""

    def __init__(self, start_method: str = "spawn") -> None:
        self._ctx = mp.get_context(start_method)
        self._proc = None
        self._conn = None
        self._lock = threading.RLock()
        self._gens = itertools.count(1)
        self._ids = itertools.count(1)
        self._level: Optional[tuple[int, Any, int]] = None  # (gen, level, solver_states) open now
        self._built: dict[int, tuple[int, bool]] = {}       # gen -> (nodes, capped)
        self._pending: dict[int, Question] = {}
        self.restarts = 0

    # ---------------------------------------------------------------- life cycle
    def start(self) -> bool:
        """Start the worker if it is not running; a level open before is opened in it again."""
        with self._lock:
            if self._proc is not None and self._proc.is_alive():
                return True
            if self._proc is not None:  # it died since the last request: this one replaces it
                self.restarts += 1
                self._built.clear()
            self._stop_locked()
            try:
                parent, child = self._ctx.Pipe(duplex=True)
                proc = self._ctx.Process(target=_serve, args=(child,), daemon=True, name="durbar-relics-graphs")
                proc.start()
                child.close()
            except Exception as exc:
                log.warning("relics hints: could not start the graph worker process (%s)", exc)
                return False
            self._proc, self._conn = proc, parent
            if self._level is not None:
                self._send(("open", *self._level))
            return True

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    @property
    def pid(self) -> Optional[int]:
        return self._proc.pid if self._proc is not None else None

    def stop(self) -> None:
        """End the worker (at exit, or by a test); pending questions go to the solver here."""
        with self._lock:
            self._level = None
            self._stop_locked()
            pending, self._pending = list(self._pending.values()), {}
        for q in pending:
            q._finish(error="the hint worker was stopped")

    def _stop_locked(self) -> None:
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        end(conn, proc)

    def _send(self, msg) -> bool:
        try:
            self._conn.send_bytes(pickle.dumps(msg, protocol=pickle.HIGHEST_PROTOCOL))
            return True
        except (OSError, EOFError, ValueError, AttributeError):
            return False

    def _lost(self, why: str, retry: bool = True) -> None:
        """The worker is gone: a new one is started and asked again what the old one owed (once:
        a question asked twice, or with no worker to ask, is answered by the solver here)."""
        self._stop_locked()
        self.restarts += 1
        self._built.clear()
        pending, self._pending = list(self._pending.values()), {}
        again = [q for q in pending if retry and q.tries < 2]
        for q in pending:
            if q not in again:
                q._fall_back(why)
        if again and self.start():
            for q in again:
                q.tries += 1
                self._pending[q.id] = q
                if not self._send(("ask", q.gen, q.id, q.state, q.solver_states)):
                    self._lost("the graph worker is gone", retry=False)
                    return
        else:
            for q in again:
                q._fall_back(why)

    # ---------------------------------------------------------------- levels and questions
    def open(self, level, solver_states: int) -> int:
        """A level opens: the worker builds its graph (the previous one is dropped). Returns the
        level's generation, for :meth:`built` and :meth:`ask`."""
        with self._lock:
            gen = next(self._gens)
            self._level = (gen, level, solver_states)
            self._built.clear()
            if self.alive:
                if not self._send(("open", gen, level, solver_states)):
                    self._lost("the graph worker is gone")
                    self.start()
            else:
                self.start()
            return gen

    def close(self, gen: int) -> None:
        """The level of ``gen`` is left: the worker stops building its graph and drops it."""
        with self._lock:
            if self._level is None or self._level[0] != gen:
                return
            self._level = None
            self._built.clear()
            if self.alive:
                self._send(("close", gen))

    def built(self, gen: int) -> Optional[tuple[int, bool]]:
        """(nodes, capped) once the graph of ``gen`` is built in the worker, else None."""
        self.poll()
        return self._built.get(gen)

    def ask(self, gen: int, state, solver_states: int) -> Question:
        """Ask for the advice from ``state`` (a copy the caller will not change); returns at once."""
        with self._lock:
            q = Question(next(self._ids), gen, state, solver_states)
            if not self.start():
                q._fall_back("no graph worker process")
                return q
            self._pending[q.id] = q
            if not self._send(("ask", gen, q.id, state, solver_states)):
                self._lost("the graph worker is gone")
            return q

    def poll(self) -> None:
        """Read what the worker sent (cheap when it sent nothing: call it every frame)."""
        with self._lock:
            conn = self._conn
            if conn is None:
                return
            try:
                while conn.poll(0):
                    msg = pickle.loads(conn.recv_bytes())
                    if msg[0] == "built":
                        _k, gen, nodes, capped = msg
                        if self._level is not None and self._level[0] == gen:
                            self._built[gen] = (nodes, capped)
                    elif msg[0] == "answer":
                        _k, rid, ok, payload = msg
                        q = self._pending.pop(rid, None)
                        if q is not None:
                            q._finish(payload) if ok else q._finish(error=payload)
            except (EOFError, OSError, pickle.UnpicklingError) as exc:
                self._lost(f"the graph worker died ({type(exc).__name__})")
                return
            if self._pending and not self._proc.is_alive():
                self._lost("the graph worker died")
                return
            now = time.monotonic()
            late = [q for q in self._pending.values() if now - q.asked_at > ANSWER_TIMEOUT]
            if late:  # stuck: replace it; the late questions get "no quick hint", not a search here
                log.warning("relics hint: the graph worker did not answer in %.0f s and was replaced", ANSWER_TIMEOUT)
                from game.relics.hints import UNKNOWN, Advice
                for q in late:
                    del self._pending[q.id]
                    q._finish(Advice(UNKNOWN, (), None, "solver"))
                self._lost("the graph worker was stuck")


_one: OnePerProgram[GraphProcess] = OnePerProgram(GraphProcess)


def shared() -> GraphProcess:
    """The program's one graph worker (started with the first level, stopped at exit)."""
    return _one.get()


def started() -> Optional[GraphProcess]:
    """The worker if it was started, else None (asking starts nothing)."""
    return _one.current
