"""The mastery loop of the lessons, in plain pytest: a nudge first, the answer only after a
second miss or on request, stars that count every slip (and say so before a hint), a missed
exercise asked again after the last step, explain steps without a verdict, the celebration and
the map drawn as a path."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import lessons
from engine import get_game
from tests.ui.test_lessons_ui import answer
from ui.app_model import App
from ui.i18n import t
from ui.lesson_views import TRAIL, LessonView, celebration_html, path_html
from ui.lessons import Learning, LessonRun, option_label
from ui.widgets import esc

CURRICULUM = lessons.load()
FIRST = CURRICULUM.lessons[0]


def exercises(lesson: lessons.Lesson, picks: tuple[str, ...] = ("one", "many", "number")) -> list[int]:
    return [i for i, s in enumerate(lesson.steps) if s.pick in picks and s.kind not in ("scripted", "practice")]


def number_step() -> tuple[lessons.Lesson, int]:
    return next((lesson, i) for lesson in CURRICULUM.lessons for i, s in enumerate(lesson.steps)
                if s.kind == "score" and s.worked is not None and "×" in s.worked.fr)


def wrong(run: LessonRun) -> None:
    """A wrong answer, given the way the learner does."""
    step = run.step
    if step.pick == "number":
        run.typed = "1" if step.answer[0] != "1" else "2"
    else:
        run.toggle(next(token for token in step.options if token not in step.answer))
    feedback = run.submit()
    assert feedback is not None and not feedback.correct


def right(run: LessonRun) -> None:
    answer(run)
    assert run.solved


def lit(run: LessonRun) -> set[str]:
    return ({token for token, s in run.card_states().items() if s["right"]}
            | {o.token for o in run.options() if o.right})


def go_on(run: LessonRun) -> None:
    """Answer the step shown if needed, then « Suivant »."""
    if not run.can_go_on:
        right(run)
    run.next()


# --- nudge, then the answer -------------------------------------------------------------------
def test_a_first_wrong_number_gets_the_rule_and_a_second_one_the_answer() -> None:
    lesson, index = number_step()
    run = LessonRun(lesson, index=index)
    step = run.step
    wrong(run)
    nudge = run.feedback_text()
    assert step.worked.fr not in nudge and step.answer[0].replace("-", "−") not in nudge
    assert "25" in nudge  # the scoring rule instead
    assert (run.misses, run.revealed, run.can_go_on, run.answer_text(), run.why()) == (1, False, False, "", "")
    assert run.can_reveal
    run.retry()
    wrong(run)
    assert run.revealed and run.can_go_on and not run.solved and not run.can_reveal
    assert run.answer_text().startswith("La réponse : ") and step.worked.fr in run.answer_text()
    assert run.why() == step.why.fr
    assert run.submit() is None and run.misses == 2  # nothing more to answer here


def test_a_first_wrong_card_leaves_the_right_cards_dark_until_the_second_miss() -> None:
    lesson, index = next((lesson, i) for lesson in CURRICULUM.lessons for i in exercises(lesson, ("many",))
                         if set(lesson.steps[i].options) - set(lesson.steps[i].answer))
    run = LessonRun(lesson, index=index)
    step = run.step
    wrong(run)
    assert lit(run) == set() and all(s["option"] for s in run.card_states().values())
    run.toggle(step.options[0])  # a click after a nudge starts the retry
    assert run.feedback is None and run.misses == 1
    run.retry()
    wrong(run)
    assert lit(run) == set(step.answer)
    assert not any(s["option"] for s in run.card_states().values())  # the answer is shown: no more clicks
    before = list(run.picked)
    run.toggle(step.answer[0])
    assert run.picked == before and not run.solved


def test_a_wrong_winner_is_told_the_rule_not_the_winner() -> None:
    step_index = next(i for i in exercises(FIRST, ("one",)) if FIRST.steps[i].kind == "winner")
    run = LessonRun(FIRST, index=step_index)
    wrong(run)
    winner = lessons.label(run.step.answer[0], "fr")
    assert winner.lower() not in run.feedback_text().lower() and "Rappel" in run.feedback_text()


def test_the_answer_on_request_is_offered_after_a_try_and_costs_a_slip() -> None:
    run = LessonRun(FIRST, index=exercises(FIRST)[0])
    assert not run.can_reveal
    run.reveal()  # not offered yet: nothing happens
    assert (run.revealed, run.slips) == (False, 0)
    wrong(run)
    assert run.reveal_label() == "Voir la réponse : −1 étoile"  # 2 stars, then 1
    run.reveal()
    assert run.revealed and run.slips == 2 and run.missed == [run.index] and run.can_go_on


# --- stars ---------------------------------------------------------------------------------------
def test_stars_count_wrong_answers_hints_and_answers_asked_for() -> None:
    assert [lessons.stars(n) for n in range(5)] == [3, 2, 1, 1, 1]
    run = LessonRun(FIRST, index=exercises(FIRST)[0])
    assert run.stars == 3 and run.hint_label().endswith("−1 étoile")  # the cost, before the click
    run.hint()
    assert (run.slips, run.stars) == (1, 2)
    assert run.hints_left > 0 and run.hint_label().endswith("−1 étoile")
    wrong(run)
    assert (run.slips, run.stars) == (2, 1)
    assert run.reveal_label().endswith("gratuit")  # the last star is kept whatever happens
    run.reveal()
    assert (run.slips, run.stars) == (3, 1)
    run.lang = "en"
    assert run.reveal_label() == "Show the answer: free"
    assert "costs a star" in run.star_rule() and run.star_rule().endswith("so far: 3.")


def test_a_lesson_without_a_slip_has_three_stars_and_one_slip_two() -> None:
    learning = Learning(CURRICULUM)
    learning.load(None)
    run = learning.open(FIRST.id)
    while not run.finished:
        go_on(run)
    assert run.stars == 3 and learning.progress.stars(FIRST.id) == 3
    run = learning.open(FIRST.id)
    run.goto(exercises(FIRST)[0])
    wrong(run)
    while not run.finished:
        go_on(run)
    assert run.stars == 2 and learning.progress.stars(FIRST.id) == 3  # the best result is kept


def test_the_view_says_the_cost_on_the_hint_button() -> None:
    app = App(delay=0)
    app.open_lesson(FIRST.id, exercises(FIRST)[0])
    run = app.learning.run
    view = LessonView(app=app, run=run)
    assert view.hint.label == run.hint_label() and "étoile" in view.hint.label
    assert esc(t("lesson.star_rule", "fr", n=0)) in view.message.object
    wrong(run)
    assert view.reveal.visible and view.reveal.label == run.reveal_label()
    assert view.retry.visible and "lesson-why" not in view.message.object


# --- a missed exercise comes back -----------------------------------------------------------------
def test_a_missed_step_is_asked_again_after_the_last_one() -> None:
    learning = Learning(CURRICULUM)
    learning.load(None)
    run = learning.open(FIRST.id)
    first, second = exercises(FIRST)[:2]
    run.goto(first)
    wrong(run)
    wrong(run)  # missed: the answer is shown
    assert run.missed == [first]
    run.next()
    assert run.index == first + 1
    run.goto(second)
    wrong(run)
    right(run)  # one miss then right: not missed
    assert run.missed == [first]
    while run.index < run.count - 1:
        go_on(run)
    assert not run.last  # « Suivant », not « Terminer »: the missed step comes first
    go_on(run)
    assert run.reviewing and not run.finished and run.index == first
    assert run.position() == "À revoir : question 1 sur 1" and run.last
    assert (run.misses, run.revealed, run.solved, run.feedback) == (0, False, False, None)
    assert learning.progress.mark(FIRST.id).step == run.count - 1  # a reload resumes at the end
    right(run)
    run.next()
    assert run.finished and run.stars == 1  # 2 misses + 1 miss: three slips


def test_a_step_missed_again_does_not_come_back_a_third_time() -> None:
    run = LessonRun(FIRST)
    first = exercises(FIRST)[0]
    run.goto(first)
    wrong(run)
    run.reveal()
    while not run.reviewing:
        go_on(run)
    assert run.index == first
    wrong(run)
    wrong(run)
    assert run.missed == [first]
    run.next()
    assert run.finished


# --- explain steps, the celebration, lesson 1, the map ---------------------------------------------
def test_an_explain_step_has_no_verdict() -> None:
    app = App(delay=0)
    app.open_lesson(FIRST.id)
    run = app.learning.run
    assert run.step.kind == "explain" and not run.exercise
    assert run.submit() is None and run.feedback is None and run.why() == "" and run.can_go_on
    view = LessonView(app=app, run=run)
    assert not view.validate.visible and not view.hint.visible and view.next.visible
    assert not view.message.visible and t("lesson.right", "fr") not in view.message.object


def test_finishing_a_lesson_plays_a_skippable_celebration() -> None:
    app = App(delay=0)
    app.open_lesson(FIRST.id)
    run = app.learning.run
    view = LessonView(app=app, run=run)
    while not run.finished:
        go_on(run)
    assert run.celebrating and view.skip in view.end.objects
    assert view.skip.label == "Passer l'animation"
    assert celebration_html(3, "fr").count('class="burst-star"') == 3
    run.skip_celebration()
    assert not run.celebrating and view.skip not in view.end.objects
    assert any("lesson-done" in getattr(o, "object", "") for o in view.end.objects)
    app.learning.demo = True
    run = app.learning.run
    run.goto(run.count - 1)
    run.next()
    assert run.finished and not run.celebrating  # a teacher's demonstration is not celebrated


def test_the_celebration_keeps_still_for_reduced_motion() -> None:
    css = (Path(__file__).parents[2] / "static" / "app.css").read_text()
    block = css[css.index("@media (prefers-reduced-motion: reduce)"):]
    block = block[: block.index("}\n}") + 3]
    assert ".burst-star" in block and "animation: none" in block and ".confetti { display: none; }" in block


def test_lesson_one_shows_the_blue_school_in_the_order_its_caption_says() -> None:
    step = FIRST.steps[0]
    deck = get_game("kids").deck
    strengths = [deck.strength(card) for card in step.board.hand]
    assert strengths == sorted(strengths)  # drawn weakest first
    assert "de la plus faible à la plus forte" in step.board.caption.fr
    assert "from weakest to strongest" in step.board.caption.en


def test_the_map_is_a_winding_path_in_lesson_order() -> None:
    learning = Learning(CURRICULUM)
    html = path_html(learning.levels(), "fr")
    assert "<ol class=\"path-level trail\">" in html and "<ul" not in html
    xs = [int(x) for x in re.findall(r'style="--x:(\d+)%"', html)]
    assert len(xs) == len(CURRICULUM.lessons) and len(set(xs)) > 1
    titles = re.findall(r'<span class="tile-title">([^<]*)</span>', html)
    # game by game, its rule lessons then its strategy lessons (« S'entraîner »)
    assert titles == [lesson.title.fr.replace("'", "&#x27;") for lesson in learning.order()]
    assert sorted(lesson.id for lesson in learning.order()) == sorted(lesson.id for lesson in CURRICULUM.lessons)
    curves = [(int(a), int(b)) for a, b in re.findall(r'<path d="M(\d+) 0 C\d+ 50 \d+ 50 (\d+) 100"', html)]
    levels = learning.levels()
    trails = len(levels) + sum(1 for branch in levels if branch.practise)  # its rules, its « S'entraîner »
    assert len(curves) == len(xs) - trails  # one curve to the next node, within a trail
    assert set(curves) <= set(zip(xs, xs[1:])) and set(xs) == set(TRAIL)
    # every lesson is a link (a locked one says what opens it); a new learner may start two: Kids
    # and Le Tamalou, which needs no Tarot
    opened = re.findall(r'<li class="lesson-tile open"[^>]*>(?:<svg.*?</svg>)?<a class="tile-open" href="#/lesson/([a-z0-9-]+)/1"', html)
    assert html.count('class="tile-open" href=') == len(CURRICULUM.lessons)
    assert opened == ["kids-cards", "tamalou-values"]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_new_words_exist_in_both_languages(lang: str) -> None:
    for key in ("lesson.review", "lesson.review_help", "lesson.nudge", "lesson.cost_star", "lesson.cost_none",
                "lesson.hint_cost", "lesson.reveal_cost", "lesson.star_rule", "lesson.shown",
                "lesson.comes_back", "lesson.bravo", "lesson.skip"):
        assert t(key, lang, n=1, total=2, cost="x") != key


@pytest.mark.parametrize("lesson", CURRICULUM.lessons, ids=[lesson.id for lesson in CURRICULUM.lessons])
def test_no_nudge_gives_the_answer_away(lesson: lessons.Lesson) -> None:
    """A first wrong answer never names a right card or action left out, nor shows the working."""
    for step in (lesson.steps[i] for i in exercises(lesson)):
        if step.pick == "number":
            nudge = lessons.check(step, ["1" if step.answer[0] != "1" else "2"]).text
            assert step.worked is None or (step.worked.fr not in nudge.fr and step.worked.en not in nudge.en)
            continue
        for token in (t for t in step.options if t not in step.answer):
            nudge = lessons.check(step, [token]).text
            # the answer as the engine names it, and as its button does (Le Tarin's trump colours
            # have only the table's words)
            for name in {*(option_label(r, step.game, "fr") for r in step.answer),
                         *(lessons.label(r, "fr") for r in step.answer if not r.startswith("trump:"))}:
                assert name.lower() not in nudge.fr.lower(), (step.number, token, nudge.fr)


def test_a_missed_last_step_asked_again_starts_with_an_empty_answer_box() -> None:
    lesson, index = number_step()
    app = App(delay=0, teacher_link=True)
    app.open_lesson(lesson.id, index)
    run = app.learning.run
    run.goto(run.count - 1)  # the last step, a number to type
    assert run.step.pick == "number"
    view = LessonView(app=app, run=run)
    for miss in range(2):
        if miss:
            view._retry()
        view.number.value = view.number.value_input = "1"
        run.typed = "1"
        run.submit()
    assert run.revealed and run.missed == [run.count - 1]
    run.next()
    assert run.reviewing and run.index == run.count - 1 and view.number.visible
    assert view.number.value_input == "" and run.typed == ""


def written(number: str, text: str) -> bool:
    """``text`` writes ``number`` as a number of its own (« 29 », « 10,5 »; not the 29 of 129)."""
    shown = {number, number.replace(".", ","), number.lstrip("-"), number.lstrip("-").replace(".", ",")}
    return any(re.search(rf"(?<![\d,.]){re.escape(n)}(?![\d]|[,.]\d)", text) for n in shown)


@pytest.mark.parametrize("lesson", CURRICULUM.lessons, ids=[lesson.id for lesson in CURRICULUM.lessons])
def test_no_hint_writes_the_number_asked(lesson: lessons.Lesson) -> None:
    """A hint leads to the answer, it does not give it: « Combien marque le partenaire ? » had
    « Chacun des 3 défenseurs perd 25 + 4 = 29 » for its first hint, and 29 was the answer."""
    for step in lesson.steps:
        if step.pick == "number":
            for hint in step.hints:
                assert not written(step.answer[0], hint.fr) and not written(step.answer[0], hint.en), \
                    (step.number, hint.fr)
