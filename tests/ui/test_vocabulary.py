"""Each language on its own terms: English calls the Proviseur « the Head teacher », as the rest of
the English deck is in English (Pupil 3, the Sports teacher), uses English quotes and spacing, and
no text hedges a plural with « (s) »."""

from __future__ import annotations

import dataclasses
import re

import lessons
from ui.i18n import CATALOGUES
from engine import Card, get_game
from engine.rulebook import passage, rules_of
from engine.texts import card_name, counted, plural


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
    assert card_name(Card.of("PvB"), "en") == "the Head teacher (blue)"
    rules = [p for game in ("kids", "premier", "tarot") for r in rules_of(game)
             for p in [passage(game, r)] if p is not None]
    english = ([text.en for text in TEXTS] + list(CATALOGUES["en"].values())
               + [o.en for o in get_game("kids").options]
               + [s for p in rules for s in (p.title_en, p.en)])
    other_names = re.compile(r"\bproviseur|\bheadmaster|\bprincipal\b", re.IGNORECASE)
    assert [en for en in english if other_names.search(en)] == []
    assert any("Head teacher" in en for en in english)


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
