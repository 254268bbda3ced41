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
