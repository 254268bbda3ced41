"""The site benchmark's slow CPU (``benchmarks/slow_cpu.py``, issue 43) stops the renderers this
process launched while it is entered, and leaves none stopped after: a stand-in renderer here,
a busy Python process whose command line carries Chromium's ``--type=renderer``."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.slow_cpu import SlowCPU, renderers

BUSY = "while True: pass"


def state(pid: int) -> str:
    """The process's state letter in /proc (R running, S sleeping, T stopped...)."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


def test_the_renderers_are_stopped_inside_and_running_after() -> None:
    renderer = subprocess.Popen([sys.executable, "-c", BUSY, "--type=renderer"])
    try:
        assert renderer.pid in renderers(os.getpid())
        seen = set()
        with SlowCPU(4) as slow:
            deadline = time.monotonic() + 30
            while "T" not in seen and time.monotonic() < deadline:
                seen.add(state(renderer.pid))
                time.sleep(0.001)
        assert "T" in seen, seen
        time.sleep(0.05)
        assert state(renderer.pid) != "T"
        # the pacer's report: the seconds stopped per second of CPU the renderer used
        assert slow.achieved is not None and slow.achieved > 0
    finally:
        renderer.kill()
        renderer.wait()


def test_a_full_speed_cpu_starts_no_pacer() -> None:
    with SlowCPU(1) as slow:
        pass
    assert slow.achieved is None
