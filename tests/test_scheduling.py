"""The files ``make test`` gives out first to its workers (``tests/conftest.py``) are test files
that exist: a renamed one would quietly go back to the end of the run."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import FIRST

ROOT = Path(__file__).resolve().parents[1]


def test_the_files_given_out_first_exist():
    assert FIRST and all((ROOT / name).is_file() and Path(name).name.startswith("test_") for name in FIRST)
