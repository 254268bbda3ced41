"""Issue #40, deliverable 4: the lessons and the coach agree. « Conseil » (the app's coach,
``ui/coach.py``: :func:`engine.hard_bots.advise` on the seat's view, the strong robot's search
over every move it weighs there, not only the step's choices) is asked at the position of every
`best` step of ``lessons.load()``, and of the fixture's (``tests/ui/conftest.py``, so the test
runs even before the games' lessons have any), with a seed of its own, and advises the lesson's
answer. Its figures go to the run's summary."""

from __future__ import annotations

import random

import pytest

import lessons
from engine.actions import parse_action
from engine.hard_bots import advise, searched, twins
from lessons import proofs
from tests.ui.conftest import FIRST, SECOND

CURRICULUM = lessons.load()
BEST = {f"{step.lesson}/{step.number}": step for lesson in CURRICULUM.lessons for step in lesson.steps
        if step.kind == "best"}
#: « Conseil » is offered in the games the search plays (``ui/coach.py``): their best steps (a
#: game without it, Le Tamalou, has no coach to agree with)
REAL = sorted(key for key, step in BEST.items() if step.game in searched())
#: the fixture's best steps
FIXTURE = [f"fixture:{FIRST}/2", f"fixture:{SECOND}/1"]


def _step(key: str, curriculum: lessons.Curriculum) -> lessons.Step:
    lesson, number = key.removeprefix("fixture:").rsplit("/", 1)
    return curriculum.step(lesson, int(number))


@pytest.mark.parametrize("key", REAL + FIXTURE)
def test_conseil_advises_the_lesson_s_answer(key: str, best_curriculum, summary) -> None:
    step = _step(key, best_curriculum if key.startswith("fixture:") else CURRICULUM)
    assert step.kind == "best" and step.proof is not None and step.setup is not None
    view = step.setup.deal().view(0)
    # as many imagined deals as the proof needed, never fewer than it ever takes
    worlds = max(step.proof.worlds, proofs.MIN_WORLDS)
    advice = advise(view, random.Random(f"coach/{key}"), worlds=worlds)
    same = twins(view)
    advised = same.get(advice.decision.action, advice.decision.action)
    answer = parse_action(step.answer[0])
    figures = ", ".join(f"{c.action} {c.points:+.1f}" for c in advice.choices)
    summary.append(f"{key}: « Conseil » advises {advice.decision.action} over {advice.worlds} imagined deals "
                   f"[{figures}]; the lesson's answer {step.answer[0]} (proof: "
                   f"{', '.join(f'{t} {v:+.1f}' for t, v in step.proof.figures)})")
    assert advised == same.get(answer, answer), (
        f"{key}: the lesson's answer is {step.answer[0]}, but « Conseil » advises {advice.decision.action} "
        f"over {advice.worlds} imagined deals: {figures}")

