"""A lesson folder of our own with `best` steps (issue #40), so that the tests of the best step's
screen, the « S'entraîner » branch and the coach's agreement do not depend on the strategy
lessons of the games: two strategy lessons of Le Tarin, proven in a temporary folder by
``lessons.prove.main`` as ``tests/test_best.py`` does, and loaded after the real lessons
(``lessons.load(also=[folder])``)."""

from __future__ import annotations

from pathlib import Path

import pytest

import lessons
from lessons.prove import main as prove_all

#: seat 0 holds eight greens (V), three blacks (N), three yellows (J) and no red (R); it won the
#: auction with 15 and chooses trumps
DEAL = ("3N 10N 14N 2J 6J 8J 1V 2V 5V 9V 11V 12V 13V 14V / 1N 4N 6N 7N 7R 10R 12R 3J 5J 11J 13J 3V 4V 10V"
        " / 2N 9N 11N 13N 4R 5R 6R 8R 9R 11R 14R 9J 14J 7V / 5N 8N 12N 1R 2R 3R 13R 1J 4J 7J 10J 12J 6V 8V")
#: the last rule lesson of Le Tarin: a strategy lesson requires every rule lesson of its game
LAST_RULES = "tarin-scoring"
FIRST, SECOND = "tarin-practise-test", "tarin-practise-more-test"

_BEST = """
[[steps]]
kind = "best"
deal = "{deal}"
dealer = 0
moves = "bid:15 pass pass pass"
choices = {choices}
expect = "trump:V"
text.fr = "Tu as gagné les enchères. Quelle couleur choisis-tu pour l'atout ?"
text.en = "You won the auction. Which colour do you choose for trumps?"
hints = [
  {{ fr = "Compte tes cartes de chaque couleur.", en = "Count your cards of each colour." }},
  {{ fr = "La couleur où tu as le plus de cartes fait le plus de plis.", en = "Your longest colour takes the most tricks." }},
]
why.fr = "Avec huit verts, le vert est ta couleur la plus longue : en atout, il gagne le plus de plis."
why.en = "With eight greens, green is your longest colour: as trumps, it wins the most tricks."
"""

LESSONS = {
    f"51-{FIRST}.toml": f"""
id = "{FIRST}"
level = "tarin"
strategy = true
requires = ["{LAST_RULES}"]
title = {{ fr = "Choisir le bon atout", en = "Choosing the right trumps" }}
summary = {{ fr = "Ta couleur la plus longue.", en = "Your longest colour." }}

[[steps]]
kind = "explain"
text.fr = "Quand tu choisis l'atout, compte tes cartes de chaque couleur."
text.en = "When you choose trumps, count your cards of each colour."
""" + _BEST.format(deal=DEAL, choices='["trump:V", "trump:R"]'),
    f"52-{SECOND}.toml": f"""
id = "{SECOND}"
level = "tarin"
strategy = true
requires = ["{FIRST}"]
title = {{ fr = "Encore l'atout", en = "Trumps again" }}
summary = {{ fr = "Jaune ou vert ?", en = "Yellow or green?" }}
""" + _BEST.format(deal=DEAL, choices='["trump:J", "trump:V"]'),
}


def best_folder(root: Path) -> Path:
    """Write the lessons in ``root/lessons`` and prove their best steps (its ``proofs.json``)."""
    folder = root / "lessons"
    folder.mkdir(exist_ok=True)
    for name, text in LESSONS.items():
        (folder / name).write_text(text, encoding="utf-8")
    assert prove_all([folder]) == 0, "the fixture's positions must be proven"
    return folder


@pytest.fixture(scope="session")
def best_lessons(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The proven folder (once a run: each proof searches a few hundred imagined deals)."""
    return best_folder(tmp_path_factory.mktemp("best"))


@pytest.fixture(scope="session")
def best_curriculum(best_lessons: Path) -> lessons.Curriculum:
    """Every lesson of every game, then the two strategy lessons of the folder."""
    return lessons.load(also=[best_lessons])
