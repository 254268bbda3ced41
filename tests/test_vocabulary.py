"""English names each thing one way, as the setup does: the Proviseur stays « Proviseur »
(lesson 1 says once what it is), never "head teacher" or "principal"."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from engine import Card
from engine.texts import card_name

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [*ROOT.glob("lessons/data/*.toml"), *ROOT.glob("lessons/*.py"), *ROOT.glob("engine/**/*.py"),
           *ROOT.glob("ui/*.py"), *ROOT.glob("ui/*.js")]
INTRODUCTION = "1 Proviseur (the head teacher)"


def test_the_proviseur_has_one_english_name() -> None:
    other_names = re.compile(r"head ?teachers?|headmaster|principal", re.IGNORECASE)
    found = {str(path.relative_to(ROOT)): hits for path in SOURCES
             for hits in [other_names.findall(path.read_text(encoding="utf-8").replace(INTRODUCTION, ""))]
             if hits}
    assert not found
    assert INTRODUCTION in (ROOT / "lessons/data/01-kids-cards.toml").read_text(encoding="utf-8")
    assert card_name(Card.of("PvB"), "en") == "the Proviseur (blue)"


def test_counts_agree_in_each_language() -> None:
    from engine.texts import counted, plural

    assert [counted(n, "pli", "plis", "fr") for n in (0, 1, "1,5", 2)] == ["0 pli", "1 pli", "1,5 pli", "2 plis"]
    assert [counted(n, "trick", "tricks", "en") for n in (0, 1, 2)] == ["0 tricks", "1 trick", "2 tricks"]
    assert plural(-1, "fr") == "one" and plural(-2, "fr") == "other" and plural(-1, "en") == "other"


def _strings(value: object, seen: set[int]) -> list[str]:
    """Every string inside a lesson (its texts, hints, explanations, worked answers)."""
    if isinstance(value, str):
        return [value]
    if id(value) in seen or isinstance(value, (int, float, bytes)) or value is None:
        return []
    seen.add(id(value))
    if isinstance(value, dict):
        items = list(value.values())
    elif isinstance(value, (list, tuple, set, frozenset)):
        items = list(value)
    elif dataclasses.is_dataclass(value):
        items = [getattr(value, f.name) for f in dataclasses.fields(value)]
    else:
        return []
    return [s for item in items for s in _strings(item, seen)]


def test_no_lesson_text_hedges_its_plural() -> None:
    import lessons

    texts = _strings(lessons.load(), set())
    assert any("bout →" in s or "bouts →" in s for s in texts)  # the worked « required » answers
    assert not [s for s in texts if "(s)" in s or "(x)" in s]
