"""English names each thing one way, as the setup does: the Proviseur stays « Proviseur »
(lesson 1 says once what it is), never "head teacher" or "principal"."""

from __future__ import annotations

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
