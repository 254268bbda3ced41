"""A slow CPU for the site's benchmark (issue 43): every renderer process of the Chromium that this
Python process launched runs a quarter of the time (``rate`` 4), its page, the app's worker where
Python runs, and its service worker alike.

Why not the DevTools protocol alone: ``Emulation.setCPUThrottlingRate`` on the page slows the
page's main thread only. Measured in Chromium 156 (``calibrate``): a JavaScript loop in the app's
dedicated worker ran about as fast at « 4× » as at 1×, and the worker's own target refuses the
command (« Operation is only supported for pages, not workers »). Python, the bare
``loadPyodide()`` baseline and the robots' search all run in a worker, so the issue's goal would
be measured on a fast CPU. Here the renderer processes are stopped and continued (SIGSTOP,
SIGCONT) in a fixed cycle: ``1/rate`` of each period running, the rest stopped, which is what
Chromium's own throttler does to the main thread, applied to every thread of the renderer.
The browser process (network, disk cache) is not slowed, as with the DevTools protocol.

    with SlowCPU(4):
        ...  # every renderer of the browsers this process launched runs at a quarter speed
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from types import TracebackType
from typing import Any

from .stats import spread

#: the renderers run this long between two checks of the CPU time they used, in seconds: short
#: against a tap's 300 ms goal, long against the scheduler's tick
SLICE_S = 0.005
#: the processes slowed are looked for again every this many slices (a new page may start one)
REFRESH = 40


def renderers(ancestor: int) -> list[int]:
    """The process ids of Chromium's renderer processes that descend from ``ancestor``: those
    of the browsers this Python process launched, not another program's."""
    parents: dict[int, int] = {}
    commands: dict[int, bytes] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            commands[int(entry.name)] = (entry / "cmdline").read_bytes()
        except OSError:  # gone meanwhile
            continue
        # the command's name is in parentheses and may hold spaces: the parent id follows it
        parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])

    def descends(pid: int) -> bool:
        while pid > 1:
            pid = parents.get(pid, 1)
            if pid == ancestor:
                return True
        return False

    return [pid for pid, command in commands.items() if b"--type=renderer" in command and descends(pid)]


def busiest(pids: list[int]) -> dict[tuple[int, int], int]:
    """Nanoseconds of CPU each thread of ``pids`` has used (``/proc/<pid>/task/<tid>/schedstat``)."""
    used = {}
    for pid in pids:
        try:
            tasks = list(Path(f"/proc/{pid}/task").iterdir())
        except OSError:
            continue
        for task in tasks:
            try:
                used[(pid, int(task.name))] = int((task / "schedstat").read_text().split()[0])
            except (OSError, ValueError, IndexError):
                pass
    return used


class Pacer:
    """How long to keep the renderers stopped after each slice: ``rate - 1`` times the CPU time
    their busiest thread used in it, less what earlier stops overran (a stop ends when the
    controller wakes, which may be late on a busy machine: unpaid, the overruns made the CPU some
    4.9 times slower instead of 4 during a deal), more what they fell short.

    >>> pacer = Pacer(4)
    >>> pacer.stop_for(0.005)
    0.015
    >>> pacer.stopped(0.025)  # woken 10 ms late
    >>> round(pacer.stop_for(0.005), 6)  # paid back at once
    0.005
    >>> pacer.stopped(0.025)  # 20 ms too long again: no stop until paid back
    >>> pacer.stop_for(0.005)
    0.0
    >>> pacer.stopped(0.0); round(pacer.stop_for(0.005), 6)
    0.01
    """

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.debt = 0.0  # seconds the renderers still owe stopped (negative: they overpaid)

    def stop_for(self, used: float) -> float:
        """Seconds to stop now, after a slice where the busiest thread used ``used`` seconds."""
        self.debt += used * (self.rate - 1)
        return max(0.0, self.debt)

    def stopped(self, seconds: float) -> None:
        """The stop just made lasted ``seconds``."""
        self.debt -= seconds


class SlowCPU:
    """While entered, the renderers descending from this process are ``rate`` times slower
    (``rate`` 1: untouched). Left, they run freely again, whatever happened.

    Every :data:`SLICE_S` they are stopped for ``rate - 1`` times the CPU time their busiest
    thread used meanwhile (:class:`Pacer`): a thread that computes for 10 ms then takes 40 ms, as
    on a CPU ``rate`` times slower, whatever else the machine runs (a fixed share of running time
    would slow them far less on a loaded machine: a process that waited gets the CPU back at
    once). The stops are made by a process of their own (:func:`pace`), at real-time priority
    where the system allows it: a thread of this process waited for Python's lock while the
    browser's driver worked, and the renderers stayed stopped meanwhile. ``achieved`` (after
    the block): the seconds stopped per second of CPU their busiest thread used, ``rate - 1``
    when on time."""

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.achieved: float | None = None
        self._child: subprocess.Popen[bytes] | None = None
        self._report = ""

    def __enter__(self) -> SlowCPU:
        if self.rate > 1:
            fd, self._report = tempfile.mkstemp(suffix=".json", prefix="slow-cpu-")
            os.close(fd)
            self._child = subprocess.Popen(
                [sys.executable, "-m", "benchmarks.slow_cpu", str(os.getpid()), str(self.rate), self._report],
                cwd=Path(__file__).resolve().parents[1], stdout=subprocess.PIPE)
            assert self._child.stdout is not None
            self._child.stdout.readline()  # the renderers are found: the first slice has begun
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self._child is None:
            return
        self._child.terminate()
        self._child.wait()
        for pid in renderers(os.getpid()):  # whatever happened to the pacer
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass
        report = Path(self._report)
        try:
            done = json.loads(report.read_text() or "{}")
        finally:
            report.unlink()
        if done.get("used_s"):
            self.achieved = round(done["stopped_s"] / done["used_s"], 2)


def pace(ancestor: int, rate: float, report: Path) -> None:
    """Slow the renderers descending from ``ancestor`` by ``rate`` until terminated (or until
    ``ancestor`` is gone), then write to ``report`` the CPU seconds their busiest thread used and
    the seconds they were stopped."""
    try:
        os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(10))
    except (AttributeError, PermissionError, OSError):
        pass  # an ordinary process: later wakes, paid back all the same (Pacer)
    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    pids = renderers(ancestor)
    pacer, used_s, stopped_s, slices = Pacer(rate), 0.0, 0.0, 0

    def send(sig: int) -> None:
        for pid in pids:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:  # closed meanwhile
                pass

    print("ready", flush=True)
    try:
        before = busiest(pids)
        while not done.is_set():
            time.sleep(SLICE_S)
            send(signal.SIGSTOP)
            stop_at = time.perf_counter()
            after = busiest(pids)
            used = max((after[k] - before.get(k, 0) for k in after), default=0) / 1e9
            time.sleep(pacer.stop_for(used))
            send(signal.SIGCONT)
            took = time.perf_counter() - stop_at
            pacer.stopped(took)
            used_s, stopped_s = used_s + used, stopped_s + took
            slices += 1
            if slices % REFRESH == 0:  # a new page may have started a renderer
                if os.getppid() != ancestor:
                    break
                pids = renderers(ancestor)
                after = busiest(pids)
            before = after
    finally:
        send(signal.SIGCONT)
        report.write_text(json.dumps({"used_s": used_s, "stopped_s": stopped_s, "slices": slices}))


#: a loop of some 200 ms at full speed, timed in the page (JavaScript) and in the app's worker
#: (Python, through the worker's Pyodide)
PAGE_LOOP = """() => { const t = performance.now(); let x = 0;
  for (let i = 0; i < 5e7; i++) x += Math.sqrt(i); return performance.now() - t; }"""
WORKER_LOOP = """() => { const t = performance.now();
  self.pyodide.runPython('s = 0\\nfor i in range(2_000_000): s += i * i'); return performance.now() - t; }"""


def calibrate(page: Any, rate: float, times: int = 5) -> dict[str, Any]:
    """How much slower the same loops run under :class:`SlowCPU` ``rate`` than at full speed,
    in the page and in the app's worker (the app live), and under the DevTools protocol's
    ``Emulation.setCPUThrottlingRate`` on the page (``devtools_*``: why it is not used): the
    median and range of ``times`` alternations, each ratio taken between neighbours (the
    machine's load changes)."""
    cdp = page.context.new_cdp_session(page)
    worker = page.workers[0]
    loops = {"page": lambda: page.evaluate(PAGE_LOOP), "worker": lambda: worker.evaluate(WORKER_LOOP)}
    found: dict[str, list[float]] = {}
    for _ in range(times):
        for where, run in loops.items():
            fast = run()
            with SlowCPU(rate):
                slow = run()
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
            devtools = run()
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
            found.setdefault(where, []).append(slow / fast)
            found.setdefault(f"devtools_{where}", []).append(devtools / fast)
    cdp.detach()
    return {where: spread(ratios) for where, ratios in found.items()}


if __name__ == "__main__":
    pace(int(sys.argv[1]), float(sys.argv[2]), Path(sys.argv[3]))
