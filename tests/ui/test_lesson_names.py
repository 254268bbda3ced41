"""A lesson names the players as its board and its table do: by their names (Léa, Hugo, …,
« seul contre quatre »). Its texts said « le joueur 2 » (counted from 1 in Le Tamalou, from 0
in La Taroinche) while the board under them wrote the names, and a Taroinche bid's choices
read « 100 cœur avec le joueur 0 », « 100 X avec le joueur 5 »: seats the learner never sees
numbered, and a raw engine token."""

from __future__ import annotations

import re

import pytest

import lessons
from engine import parse_action
from ui.games.taroinche.presenter import TaroinchePresenter
from ui.lessons import Learning
from ui.table import Table
from ui.urlstate import GameSpec

CURRICULUM = lessons.load()
STEPS = [(lesson.id, n) for lesson in CURRICULUM.lessons for n, step in enumerate(lesson.steps)
         if step.kind != "practice"]
#: « le joueur 2 », « player 0 », « la place 0 » (Le Tamalou's places 1 to 4 are a hand's own)
NUMBERED = re.compile(r"\b(joueur|player|seat) [0-9]|\bplace 0\b", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_lesson_numbers_a_player(lang: str) -> None:
    learning = Learning(lang=lang)
    said = []
    for lesson_id, index in STEPS:
        run = learning.open(lesson_id, index)
        run.param.update(revealed=True)  # the answer in words, and its why
        words = [run.text(), run.goal(), run.why(), run.answer_text(), *(o.label for o in run.options()),
                 *(h.get(lang) for h in run.step.hints)]
        said += [f"{lesson_id}/{index + 1}: {w}" for w in words if NUMBERED.search(w)]
    assert said == []


def test_a_taroinche_bid_reads_as_at_the_table() -> None:
    table = Table(GameSpec("taroinche", 5, 1), delay=0)
    presenter = table.show
    assert isinstance(presenter, TaroinchePresenter)
    learning = Learning()
    for lesson_id, index in STEPS:
        run = learning.open(lesson_id, index)
        bids = [o for o in run.options() if run.step.game == "taroinche" and o.token.startswith("bid:")]
        for option in bids:
            assert option.label.lower() == presenter.bid_text(parse_action(option.token), 0).lower(), option.token


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_nudge_numbers_a_player(lang: str) -> None:
    """A wrong answer's nudge is often the engine's refusal, which numbers the seats (« Le joueur
    2 a déjà dit « Tamalou » »): the lesson names them, as its board does."""
    learning = Learning(lang=lang)
    said = []
    for lesson_id, index in STEPS:
        step = CURRICULUM.get(lesson_id).steps[index]
        for token in step.options if step.pick in ("one", "many") else ():
            if token in step.answer:
                continue
            run = learning.open(lesson_id, index)
            run.toggle(token)
            run.submit()
            if NUMBERED.search(run.feedback_text()):
                said.append(f"{lesson_id}/{index + 1} {token}: {run.feedback_text()}")
    assert said == []
