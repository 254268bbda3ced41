"""The lessons' view-models and progress, without a browser: a learner's run through a lesson,
hints and stars, the saved progress and its migrations, the teacher's routes and demo mode."""

from __future__ import annotations

import asyncio
import doctest
import json
import types

import pytest

import lessons
from ui import lessons as ui_lessons
from ui import progress as ui_progress
from ui.app_model import App
from ui.i18n import EN, FR, t
from ui.lessons import Learning, LessonRun, Route, format_route, parse_route
from ui.progress import VERSION, Mark, Progress, parse

CURRICULUM = lessons.load()
FIRST = CURRICULUM.lessons[0]


def wrong_token(step: lessons.Step) -> str:
    return next(token for token in step.options if token not in step.answer)


def answer(run: LessonRun) -> None:
    """Give the step's right answer the way the learner does: clicks or typing, then « Valider »."""
    step = run.step
    if step.pick == "number":
        run.typed = step.answer[0]
    for token in step.answer if step.pick in ("one", "many") else ():
        run.toggle(token)
    run.submit()


def finish(run: LessonRun) -> None:
    """Answer every remaining step right (deal steps are played by their path or first legal card)."""
    while not run.finished:
        if run.table is not None:
            play_deal(run)
        elif not run.solved:
            answer(run)
        assert run.solved, (run.lesson.id, run.index)
        run.next()


def play_deal(run: LessonRun) -> None:
    table = run.table
    moves = list(run.step.path)
    while not table.deal.over:
        if table.human_to_move:
            assert table.choose(moves.pop(0) if moves else table.view.legal[0])
        else:
            table.step()


@pytest.mark.parametrize("module", [ui_progress, ui_lessons])
def test_doctests(module: types.ModuleType) -> None:
    assert doctest.testmod(module).failed == 0


def test_every_lesson_string_key_exists_in_both_catalogues() -> None:
    for prefix in ("home.", "path.", "lesson.", "progress."):
        assert {k for k in FR if k.startswith(prefix)} == {k for k in EN if k.startswith(prefix)}
    for notice in ui_progress.NOTICES:
        assert notice in FR and f"{notice}" in EN


# --- a learner's run ---------------------------------------------------------------------------
def test_the_first_kids_lesson_with_one_wrong_answer() -> None:
    learning = Learning(CURRICULUM)
    learning.load(None)
    run = learning.open(FIRST.id)
    assert FIRST.level == "kids" and run.index == 0
    wrong_done = False
    while not run.finished:
        step = run.step
        assert run.position() == t("lesson.step", "fr", n=step.number, total=len(FIRST.steps))
        if step.pick in ("one", "many") and not wrong_done:
            bad = wrong_token(step)
            run.toggle(bad)
            feedback = run.submit()
            assert feedback is not None and not feedback.correct and not run.solved
            assert feedback.text.fr and run.feedback_text() == feedback.text.fr
            states = run.card_states()
            lit = {token for token, s in states.items() if s["right"]}
            lit |= {o.token for o in run.options() if o.right}
            assert lit == set()  # a nudge: the right options stay dark
            assert not run.can_go_on and run.why() == "" and run.answer_text() == ""
            run.retry()
            assert run.feedback is None and run.picked == []
            wrong_done = True
        if not run.solved:
            answer(run)
        assert run.solved and run.why() == (step.why.fr if step.kind != "explain" else "")
        run.next()
    assert wrong_done
    assert run.stars == 2  # one wrong answer: one slip
    assert learning.progress.stars(FIRST.id) == 2
    assert json.loads(learning.saved)["lessons"][FIRST.id] == {"stars": 2, "step": 0}


def test_a_click_after_a_wrong_answer_starts_the_retry() -> None:
    run = LessonRun(FIRST)
    while run.step.pick not in ("one", "many"):
        run.next()
    step = run.step
    run.toggle(wrong_token(step))
    run.submit()
    run.toggle(step.answer[0])
    assert run.feedback is None and run.picked == [step.answer[0]]


def test_a_second_wrong_answer_shows_the_answer_in_one_change() -> None:
    # the page draws each change as it comes: a nudge first, then the answer, made the page
    # flash « Réessayer » (and a test read the buttons in between)
    run = LessonRun(FIRST)
    while run.step.pick not in ("one", "many"):
        run.next()
    seen: list[tuple[str, ...]] = []
    run.param.watch(lambda *events: seen.append(tuple(e.name for e in events)),
                    ["feedback", "misses", "revealed", "missed"])
    for _ in range(2):
        run.toggle(wrong_token(run.step))
        run.submit()
        if not run.revealed:
            run.retry()
    assert run.revealed and run.missed == [run.index]
    assert set(seen[-1]) == {"feedback", "misses", "revealed", "missed"}
    assert not any("revealed" in names for names in seen[:-1])


def test_a_number_step_accepts_a_french_comma_and_refuses_words() -> None:
    lesson, index = next((lesson, i) for lesson in CURRICULUM.lessons for i, s in enumerate(lesson.steps)
                         if s.pick == "number")
    run = LessonRun(lesson, index=index)
    run.typed = "douze"
    assert not run.submit().correct
    run.retry()
    run.typed = run.step.answer[0].replace(".", ",")
    assert run.submit().correct


def test_hints_come_in_order_and_each_is_a_slip() -> None:
    run = LessonRun(FIRST)
    with_hints = [i for i, s in enumerate(FIRST.steps) if s.hints]
    assert with_hints
    run.goto(with_hints[0])
    step = run.step
    for shown in range(1, len(step.hints) + 1):
        run.hint()
        assert run.hints() == [h.fr for h in step.hints[:shown]]
    run.hint()  # none left: nothing more revealed, nothing more charged
    assert run.slips == len(step.hints) and run.hints_left == 0
    assert run.stars == lessons.stars(len(step.hints))
    answer(run)
    run.hint()
    assert run.slips == len(step.hints)  # no hint once solved


def test_best_stars_are_kept() -> None:
    learning = Learning(CURRICULUM)
    learning.load(None)
    run = learning.open(FIRST.id)
    finish(run)
    assert learning.progress.stars(FIRST.id) == 3
    run = learning.open(FIRST.id)
    while not run.step.hints:
        run.goto(run.index + 1)
    run.hint()
    run.hint()
    run.hint()
    finish(run)
    assert run.stars < 3
    assert learning.progress.stars(FIRST.id) == 3


def test_locked_lessons_open_when_their_requirements_are_done() -> None:
    learning = Learning(CURRICULUM)
    second = next(lesson for lesson in CURRICULUM.lessons if FIRST.id in lesson.requires)
    assert learning.state(FIRST) == "open" and learning.state(second) == "locked"
    assert learning.resume_target() == (FIRST.id, 0) and not learning.started()
    finish(learning.open(FIRST.id))
    assert learning.state(FIRST) == "done" and learning.state(second) == "open"
    assert learning.next_lesson() == second
    assert learning.resume_target() == (second.id, 0)
    branches = {branch.title: branch.cards for branch in learning.levels()}
    card = next(c for c in branches[t("path.kids", "fr")] if c.id == FIRST.id)
    assert (card.state, card.stars) == ("done", 3)


def test_resume_after_a_reload_goes_back_to_the_step_left() -> None:
    app = App(delay=0)
    app.learning.load(None)
    assert app.open_lesson(FIRST.id)
    run = app.learning.run
    for _ in range(2):
        answer(run)
        run.next()
    saved = app.learning.saved
    again = App(delay=0)  # the page reloaded: the browser hands back what was saved
    again.learning.load(saved)
    assert again.resume() and again.screen == "lesson"
    assert (again.learning.run.lesson.id, again.learning.run.index) == (FIRST.id, 2)


def test_a_scripted_deal_follows_the_script_and_checks_the_goal() -> None:
    lesson, index = next((lesson, i) for lesson in CURRICULUM.lessons for i, s in enumerate(lesson.steps)
                         if s.kind == "scripted")
    run = LessonRun(lesson, index=index, delay=0)
    step = run.step
    table = run.table
    assert table.script is not None and not run.solved
    start = step.deal()
    assert [sorted(map(str, h)) for h in table.deal.hands] == [sorted(map(str, h)) for h in start.hands]
    play_deal(run)
    bots = [str(action) for seat, action in table.deal.history if seat != 0]
    assert bots[: len(step.script)] == list(step.script)
    assert table.match.over and not table.can_continue
    assert run.solved == bool(step.goal_met(table.deal)) and run.solved
    run.retry()  # the deal again, from the start
    assert run.table is not table and not run.table.deal.history[len(start.history):]


def test_a_missed_goal_says_so_and_offers_the_deal_again() -> None:
    lesson, index = next((lesson, i) for lesson in CURRICULUM.lessons for i, s in enumerate(lesson.steps)
                         if s.kind == "scripted")
    run = LessonRun(lesson, index=index, delay=0)
    table = run.table
    for order in (0, -1):  # the first, then the last legal card each time: one of them misses
        while not table.deal.over:
            if table.human_to_move:
                table.choose(table.view.legal[order])
            else:
                table.step()
        if not run.solved:
            break
        run.retry()
        table = run.table
    assert not run.solved and run.feedback is not None
    assert run.feedback_text() == t("lesson.goal_missed", "fr")
    assert run.slips == 1 and not run.can_reveal  # a missed goal is a slip; the deal is played again


def test_a_practice_step_is_a_normal_game_with_the_rules_highlighted() -> None:
    lesson, index = next((lesson, i) for lesson in CURRICULUM.lessons for i, s in enumerate(lesson.steps)
                         if s.kind == "practice")
    run = LessonRun(lesson, index=index, delay=0)
    practice = run.step.practice
    assert run.table.spec.game == practice.game and run.table.players == practice.players
    assert len(run.highlight()) == len(practice.highlight) and all(run.highlight())
    assert not run.solved
    while not run.table.deal.over:
        if run.table.human_to_move:
            run.table.choose(run.table.view.legal[0])
        else:
            asyncio.run(run.table.run_robots())
    assert run.solved


# --- progress: the saved JSON ------------------------------------------------------------------
def test_progress_json_round_trip() -> None:
    progress = Progress({"a": Mark(3, 0), "b": Mark(0, 4)}, "b")
    text = progress.to_json()
    assert json.loads(text)["version"] == VERSION
    loaded = parse(text, {"a", "b"})
    assert loaded.progress == progress and loaded.notice is None
    assert parse(text.encode()).progress == progress


@pytest.mark.parametrize("text, notice", [
    ("{not json", "progress.garbled"),
    ("[1, 2]", "progress.garbled"),
    ('{"version": "one"}', "progress.garbled"),
    ('{"version": 0, "lessons": {}}', "progress.garbled"),
    ('{"version": 99, "lessons": {"a": {"stars": 3}}}', "progress.newer"),
    (b"\xff\xfe\x00", "progress.garbled"),
])
def test_unreadable_progress_starts_afresh_with_a_message(text: str | bytes, notice: str) -> None:
    loaded = parse(text)
    assert loaded.progress == Progress() and loaded.notice == notice
    assert notice in FR and notice in EN


def test_older_progress_is_migrated() -> None:
    loaded = parse('{"lessons": {"a": 2, "b": 0, "gone": 3, "c": true}}', known={"a", "b", "c"})
    assert loaded.notice == "progress.migrated"
    assert loaded.progress.lessons == {"a": Mark(2, 0), "b": Mark(0, 0)}


def test_broken_and_unknown_entries_are_kept_aside_and_stars_capped() -> None:
    text = json.dumps({"version": 1, "current": "gone",
                       "lessons": {"a": {"stars": 2, "step": 1}, "b": {"stars": 7}, "c": "x",
                                   "gone": {"stars": 1, "step": 0}}})
    loaded = parse(text, known={"a", "b", "c"})
    assert loaded.notice == "progress.repaired"
    assert loaded.progress == Progress({"a": Mark(2, 1), "b": Mark(3, 0)}, "gone",
                                       {"c": "x", "gone": {"stars": 1, "step": 0}})
    assert json.loads(loaded.progress.to_json())["lessons"]["gone"] == {"stars": 1, "step": 0}


def test_a_change_made_before_the_browser_answers_is_kept_and_only_then_saved() -> None:
    learning = Learning(CURRICULUM)
    learning.open(FIRST.id, 1)
    assert learning.saved == ""  # nothing written before the saved copy was read
    other = CURRICULUM.lessons[1].id
    learning.load(Progress({other: Mark(2, 0)}).to_json())
    saved = parse(learning.saved).progress
    assert saved.stars(other) == 2 and saved.current == FIRST.id and saved.mark(FIRST.id).step == 1


def test_import_export_and_reset() -> None:
    learning = Learning(CURRICULUM)
    learning.load(None)
    finish(learning.open(FIRST.id))
    exported = learning.export()
    assert learning.import_file(b"garbage") is False
    assert learning.notice == "progress.garbled.import" and learning.progress.stars(FIRST.id) == 3
    learning.reset()  # not confirmed: nothing happens
    assert learning.progress.stars(FIRST.id) == 3
    learning.ask_reset()
    learning.cancel_reset()
    learning.reset()
    assert learning.progress.stars(FIRST.id) == 3
    learning.ask_reset()
    learning.reset()
    assert not learning.progress.lessons and learning.notice == "progress.reset"
    assert parse(learning.saved).progress == learning.progress
    assert learning.import_file(exported.encode()) is True
    learning.replace_progress()
    assert learning.progress.stars(FIRST.id) == 3 and learning.notice == "progress.imported"


def test_loading_garbled_progress_tells_the_learner() -> None:
    app = App(delay=0)
    app.learning.load("{{{")
    assert app.learning.notice == "progress.garbled" and app.learning.progress == Progress()


# --- the teacher: routes and demo mode ---------------------------------------------------------
@pytest.mark.parametrize("route", [Route("home"), Route("play"), Route("lessons"),
                                   Route("lesson", "kids-cards", 1), Route("lesson", "tarot-scoring", 3)])
def test_routes_round_trip(route: Route) -> None:
    assert parse_route(format_route(route) or "#/") == route


@pytest.mark.parametrize("fragment", ["", "#", "#/nope", "#/lesson/", "#/lesson/Bad Id/1", "#/lesson/x/y"])
def test_unknown_routes_are_ignored(fragment: str) -> None:
    assert parse_route(fragment) is None
    app = App(delay=0)
    assert app.open_route(fragment) is False and app.screen == "home"


def test_the_app_follows_routes_and_names_its_screens() -> None:
    app = App(delay=0)
    assert app.screen == "home" and app.route() == ""
    lesson = CURRICULUM.lessons[-1]  # locked for a new learner: its address says what opens it
    assert app.open_route(f"#/lesson/{lesson.id}/2")
    assert app.screen == "lessons" and app.learning.door == lesson.id and app.learning.run is None
    assert app.route() == f"#/lesson/{lesson.id}/1"
    app.read_flags("l=fr&teacher=1")  # a teacher's link opens it anyway
    assert app.open_route(f"#/lesson/{lesson.id}/2")
    assert app.screen == "lesson" and app.learning.run.index == 1 and app.learning.door == ""
    assert app.route() == f"#/lesson/{lesson.id}/2"
    assert app.open_route(app.route()) is False  # the address the app wrote itself: nothing to do
    assert app.open_route("#/lessons") and app.screen == "lessons" and app.route() == "#/lessons"
    assert app.open_route("#/play") and app.screen == "setup" and app.route() == "#/play"
    assert app.open_route("#/lesson/no-such-lesson/1") is False
    assert app.screen == "lessons" and "no-such-lesson" in app.error
    app.to_home()
    assert app.error == "" and app.route() == ""


def test_demo_mode_shows_every_answer_and_its_explanation() -> None:
    app = App(delay=0)
    app.learning.load(None)
    app.learning.demo = True
    assert all(app.learning.state(lesson) != "locked" for lesson in CURRICULUM.lessons)
    for lesson in CURRICULUM.lessons:
        app.open_lesson(lesson.id)
        run = app.learning.run
        assert run.demo
        while not run.finished:
            step = run.step
            assert run.why() == (step.why.fr if run.exercise else "") and run.can_go_on
            if step.pick in ("one", "many"):
                shown = {tok for tok, s in run.card_states().items() if s["right"]}
                shown |= {o.token for o in run.options() if o.right}
                assert shown == set(step.answer)
            if step.pick == "number":
                assert step.answer[0].replace(".", ",").replace("-", "−") in run.answer_text()
            run.next()
    assert app.learning.progress == Progress()  # a demonstration is not the teacher's progress
    app.learning.demo = False
    assert app.learning.run.demo is False


@pytest.mark.parametrize("lesson", CURRICULUM.lessons, ids=[lesson.id for lesson in CURRICULUM.lessons])
def test_every_lesson_can_be_finished_through_the_app(lesson: lessons.Lesson) -> None:
    """The whole path, Kids to full Tarot: each lesson's steps answered as a learner does, its
    scripted deals played along their path and its practice deals to the end, for three stars
    (opened by a teacher's link: most are locked for a new learner)."""
    app = App(delay=0, teacher_link=True)
    assert app.open_lesson(lesson.id)
    run = app.learning.run
    finish(run)
    assert run.stars == 3
