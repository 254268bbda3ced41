"""Each language on its own terms: English names the Proviseur as the setup does (lesson 1 says
once what it is), uses English quotes and spacing, and no text hedges a plural with « (s) »."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import lessons
from engine import Card
from engine.texts import card_name, counted, plural

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [*ROOT.glob("lessons/data/*.toml"), *ROOT.glob("lessons/*.py"), *ROOT.glob("engine/**/*.py"),
           *ROOT.glob("ui/*.py"), *ROOT.glob("ui/*.js")]
INTRODUCTION = "1 Proviseur (the head teacher)"


def _texts(value: object, seen: set[int]) -> list:
    """Every two-language text (``fr`` and ``en``) inside ``value``, a lesson or the curriculum."""
    if id(value) in seen or not (dataclasses.is_dataclass(value) or isinstance(value, (list, tuple, dict))):
        return []
    seen.add(id(value))
    if isinstance(value, dict):
        items = list(value.values())
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        items = [getattr(value, f.name) for f in dataclasses.fields(value)]
    own = [value] if isinstance(getattr(value, "en", None), str) and hasattr(value, "fr") else []
    return own + [t for item in items for t in _texts(item, seen)]


TEXTS = _texts(lessons.load(), set())


def test_the_proviseur_has_one_english_name() -> None:
    other_names = re.compile(r"head ?teachers?|headmaster|principal", re.IGNORECASE)
    found = {str(path.relative_to(ROOT)): hits for path in SOURCES
             for hits in [other_names.findall(path.read_text(encoding="utf-8").replace(INTRODUCTION, ""))]
             if hits}
    assert not found
    assert INTRODUCTION in (ROOT / "lessons/data/01-kids-cards.toml").read_text(encoding="utf-8")
    assert card_name(Card.of("PvB"), "en") == "the Proviseur (blue)"


def test_counts_agree_in_each_language() -> None:
    assert [counted(n, "pli", "plis", "fr") for n in (0, 1, "1,5", 2)] == ["0 pli", "1 pli", "1,5 pli", "2 plis"]
    assert [counted(n, "trick", "tricks", "en") for n in (0, 1, 2)] == ["0 tricks", "1 trick", "2 tricks"]
    assert plural(-1, "fr") == "one" and plural(-2, "fr") == "other" and plural(-1, "en") == "other"


def test_no_lesson_text_hedges_its_plural() -> None:
    texts = [s for text in TEXTS for s in (text.fr, text.en)]
    assert any("bout →" in s or "bouts →" in s for s in texts)  # the worked « required » answers
    assert not [s for s in texts if "(s)" in s or "(x)" in s]


def test_english_lesson_texts_use_english_typography() -> None:
    english = [text.en for text in TEXTS]
    assert len(english) > 300
    assert not [en for en in english if "«" in en or re.search(r"\w\s[:;!?]", en)]
