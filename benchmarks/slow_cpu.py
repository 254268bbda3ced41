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

import os
import signal
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


class SlowCPU:
    """While entered, the renderers descending from this process are ``rate`` times slower
    (``rate`` 1: untouched). Left, they run freely again, whatever happened.

    Every :data:`SLICE_S` they are stopped for ``rate - 1`` times the CPU time their busiest
    thread used meanwhile: a thread that computes for 10 ms then takes 40 ms, as on a CPU
    ``rate`` times slower, whatever else the machine runs (a fixed share of running time would
    slow them far less on a loaded machine: a process that waited gets the CPU back at once)."""

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._pids: list[int] = []

    def _signal(self, sig: int) -> None:
        for pid in self._pids:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:  # closed meanwhile
                pass

    def _cycle(self) -> None:
        slices = 0
        try:
            before = busiest(self._pids)
            while not self._stop.is_set():
                time.sleep(SLICE_S)
                self._signal(signal.SIGSTOP)
                after = busiest(self._pids)
                used = max((after[k] - before.get(k, 0) for k in after), default=0) / 1e9
                time.sleep(used * (self.rate - 1))
                slices += 1
                if slices % REFRESH == 0:
                    self._signal(signal.SIGCONT)
                    self._pids = renderers(os.getpid())
                    after = busiest(self._pids)
                before = after
                self._signal(signal.SIGCONT)
        finally:
            self._signal(signal.SIGCONT)

    def __enter__(self) -> SlowCPU:
        if self.rate > 1:
            self._pids = renderers(os.getpid())
            self._thread = threading.Thread(target=self._cycle, daemon=True, name="slow-cpu")
            self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self._thread is not None:
            self._stop.set()
            self._thread.join()


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
