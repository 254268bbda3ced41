"""« Suivant » shows the next question once, as it is: not answered, nothing picked, its cards
free to pick. It used to be drawn first with the last question's state (in a lesson: « Juste ! »
and its explanation, which gives its answer, its cards not to be picked; in a check: the last
question's pick, « Valider » ready), then again: a tap on a card of that first drawing went to
cards on their way out and was lost (tests/browser/test_home.py failed on it, 3 times in 10).
A pick changes the cards in place, for the same reason: the board was drawn anew for each pick,
and a second tap right after a first one could land on the board on its way out."""

from __future__ import annotations

import re
from typing import Any

import pytest

import lessons
from ui.app_model import App
from ui.lesson_views import CardPicker, LessonView
from ui.lessons import LessonRun

CURRICULUM = lessons.load()
#: a lesson that is read, then asks two questions in a row
LESSON = next(lesson for lesson in CURRICULUM.lessons
              if [s.kind == "explain" for s in lesson.steps] == [True, True, False, False])
#: a lesson's question answered with several cards, and where it is
MANY, AT = next((lesson, n) for lesson in CURRICULUM.lessons for n, step in enumerate(lesson.steps)
                if step.pick == "many" and step.board is not None and len(step.answer) > 1)


def seen(view: LessonView) -> tuple[Any, ...]:
    """What the learner sees of a step: its place in the lesson, a verdict or an explanation,
    what is picked, whether the step's cards may be picked, whether « Valider » may be pressed."""
    cards = [card for picker in view.board.select(CardPicker) for card in picker.cards]
    picked = [card["token"] for card in cards if card["picked"]]
    picked += [button.name for button in view.choices.objects if "picked" in button.css_classes]
    free = all(card["option"] for card in cards if card["token"] in view.run.step.options)
    return (re.search(r'class="lesson-step">([^<]*)<', view.head.object).group(1),
            "lesson-why" in view.message.object, picked, free, not view.validate.disabled)


@pytest.fixture
def drawings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """Each drawing of a lesson's view, as the learner sees it."""
    drawn: list[tuple[Any, ...]] = []
    refresh = LessonView._refresh

    def recorded(view: LessonView, *events: Any) -> None:
        refresh(view, *events)
        drawn.append(seen(view))

    monkeypatch.setattr(LessonView, "_refresh", recorded)
    return drawn


def answer(run: LessonRun, right: bool) -> None:
    step = run.step
    if step.pick == "number":
        run.typed = step.answer[0] if right else "999"
    else:
        for token in step.answer if right else [next(o for o in step.options if o not in step.answer)]:
            run.toggle(token)
    run.submit()


def go_on(run: LessonRun, drawings: list[tuple[Any, ...]]) -> None:
    """« Suivant »: one drawing, of the next question, fresh."""
    drawings.clear()
    run.next()
    if not run.finished:
        assert drawings == [(run.position(), False, [], True, False)], run.position()


def test_a_check_draws_each_question_once_fresh(drawings: list[tuple[Any, ...]]) -> None:
    app = App(delay=0)
    app.learning.load(None)
    app.open_check("tarin")
    run = app.learning.run
    LessonView(app=app, run=run)
    while not run.finished:
        answer(run, right=True)
        go_on(run, drawings)
    assert run.passed


def test_a_lesson_draws_each_step_once_fresh_and_the_missed_one_again(drawings: list[tuple[Any, ...]]) -> None:
    app = App(delay=0)
    app.learning.load(None)
    app.open_lesson(LESSON.id)
    run = app.learning.run
    LessonView(app=app, run=run)
    drawings.clear()
    run.next()
    assert len(drawings) == 1  # the second text, to read
    go_on(run, drawings)  # the first question
    answer(run, right=False)
    answer(run, right=False)  # its answer shown: it comes back at the end
    assert run.revealed
    go_on(run, drawings)  # the second question
    answer(run, right=True)
    go_on(run, drawings)  # the first one again
    assert run.reviewing
    answer(run, right=True)
    go_on(run, drawings)
    assert run.finished


def test_a_pick_changes_the_cards_in_place() -> None:
    app = App(delay=0)
    app.learning.load(None)
    run = app.learning.open(MANY.id, AT)
    view = LessonView(app=app, run=run)
    pickers = view.board.select(CardPicker)
    for token in run.step.answer:
        view._pick(token)
        assert view.board.select(CardPicker) == pickers
    assert {card["token"] for picker in pickers for card in picker.cards if card["picked"]} == set(run.step.answer)
