"""Shared test helpers."""

from __future__ import annotations

import pytest

_SUMMARY = pytest.StashKey[list[str]]()


@pytest.fixture
def summary(request) -> list[str]:
    """Lines a test adds here are printed at the end of the run, after the progress dots."""
    return request.config.stash.setdefault(_SUMMARY, [])


def pytest_terminal_summary(terminalreporter, config) -> None:
    lines = config.stash.get(_SUMMARY, [])
    if lines:
        terminalreporter.section("figures")
        for line in lines:
            terminalreporter.write_line(line)

#: a new game's two folders, copied into a copy of the repository by tests/ui/test_new_game.py:
#: its modules import as ``engine.games.<id>`` there only, so they are not collected here
collect_ignore = ["data/new_game"]

#: files given out first on pytest-xdist's workers (``make test``: ``--dist loadfile``), longest
#: first. xdist gives out the files with the most tests first: this one, a single test of over
#: 2 minutes, came among the last and ran alone at the end of the run, the other worker done.
FIRST = ("tests/site/test_memory.py",)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling  # (only where xdist runs: not the engine's venv)

    class FirstFiles(LoadFileScheduling):
        def _assign_work_unit(self, node) -> None:
            for scope in reversed(FIRST):
                if scope in self.workqueue:
                    self.workqueue.move_to_end(scope, last=False)
            super()._assign_work_unit(node)

    return FirstFiles(config, log)
