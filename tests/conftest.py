"""Shared test helpers."""

from __future__ import annotations

from pathlib import Path

import pytest

#: the rule texts live beside the repository, in ../shared/rules
RULES_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "rules"


@pytest.fixture(scope="session")
def rule_text():
    """Read a rule text (bold marks removed, white space folded) by file name."""
    if not RULES_DIR.is_dir():
        pytest.skip(f"the rule texts are not beside the repository ({RULES_DIR})")

    def read(name: str) -> str:
        return fold((RULES_DIR / name).read_text(encoding="utf-8"))

    return read


def fold(text: str) -> str:
    return " ".join(text.replace("**", "").split())


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
