"""Issue 38, item 7, in plain pytest: teacher mode (the header's « Mode enseignant », or a
teacher's ``?teacher=1`` link) writes nothing of a learner's progress and passes no check; a wrong
answer in a check says what is true on a screen whose only button goes on; what opens a game's
lessons is said in lessons, as many as it takes, in French and in English."""

from __future__ import annotations

import json
import re

import lessons
from engine import all_games
from ui.app_model import App
from ui.i18n import t
from ui.lesson_views import LessonView, games_html
from ui.lessons import CheckRun, Learning
from ui.progress import Mark, Progress

from tests.ui.test_home import FIRST, answer, fresh
from tests.ui.test_lessons_ui import finish

CURRICULUM = lessons.load()


def opened(app: App, game: str) -> bool:
    """Whether ``game``'s branch is open for this learner, now and after a reload."""
    reloaded = Learning(CURRICULUM)
    reloaded.load(app.learning.saved or None)
    return game in app.learning.progress.opened or game in reloaded.progress.opened


# --- « Je connais déjà ce jeu » in teacher mode ---------------------------------------------------
def test_a_check_taken_with_the_teacher_s_answers_shown_does_not_pass() -> None:
    """The demo shows every answer of the check: one tap in the header, then off again, and
    every answer right must not open the branch."""
    app = fresh()
    app.open_check("tarin")
    run = app.learning.run
    app.learning.demo = True
    assert run.answer_text()  # the teacher sees the answers…
    app.learning.demo = False
    for _ in range(run.count):
        answer(run, right=True)
    assert run.finished and run.right == run.count
    assert not run.passed and not opened(app, "tarin")
    assert app.learning.state(FIRST["tarin"]) == "locked"


def test_a_check_in_the_teacher_s_demo_says_it_opens_nothing() -> None:
    app = fresh()
    app.learning.demo = True
    app.open_check("tarin")
    run = app.learning.run
    for _ in range(run.count):
        answer(run, right=True)
    assert run.finished and not run.passed and not opened(app, "tarin")
    view = LessonView(app=app, run=run)
    said = view.end.objects[0].object
    assert t("check.passed", "fr", game="Le Tarin").replace("'", "&#x27;") not in said
    assert "ne compte pas" in said.replace("&#x27;", "'"), said


# --- lessons through a teacher's link ---------------------------------------------------------------
def test_a_lesson_finished_through_a_teacher_s_link_is_not_saved_and_opens_nothing() -> None:
    app = fresh()
    app.read_flags("l=fr&teacher=1")
    lesson = FIRST["tarin"]  # locked for a new learner: the link opens it
    assert app.open_lesson(lesson.id) and app.screen == "lesson"
    finish(app.learning.run)
    progress = app.learning.progress
    assert not progress.done(lesson.id) and progress.current != lesson.id and progress.lessons == {}
    assert lesson.id not in app.learning.saved
    following = CURRICULUM.lessons[CURRICULUM.lessons.index(lesson) + 1]
    assert app.learning.state(following) == "locked"
    view = LessonView(app=app, run=app.learning.run)
    said = [getattr(pane, "object", "") for pane in view.end.objects]
    assert any(t("lesson.taught", "fr").replace("'", "&#x27;") in text for text in said if isinstance(text, str)), said


def test_a_lesson_done_with_the_demo_switched_on_then_off_is_not_saved() -> None:
    app = fresh()
    lesson = FIRST["kids"]
    app.open_lesson(lesson.id)
    app.learning.demo = True  # every answer shown…
    app.learning.demo = False  # …and off again
    finish(app.learning.run)
    # only where the learner had got to before the demo: no star, nothing passed
    assert not app.learning.progress.done(lesson.id) and app.learning.progress.stars(lesson.id) == 0
    assert json.loads(app.learning.saved)["lessons"][lesson.id] == {"stars": 0, "step": 0}


def test_once_the_demo_is_off_a_new_lesson_counts_again() -> None:
    """The address is a teacher's link only while the demo is on (or when it was opened as one):
    a learner who tried the toggle once does not lose every lesson after it."""
    app = fresh()
    app.learning.demo = True
    assert app.teacher_link
    app.learning.demo = False
    assert not app.teacher_link
    lesson = FIRST["kids"]
    app.open_lesson(lesson.id)
    finish(app.learning.run)
    assert app.learning.progress.done(lesson.id)
    linked = fresh()
    linked.read_flags("l=fr&teacher=1")
    linked.learning.demo = True
    linked.learning.demo = False
    assert linked.teacher_link  # opened as a teacher's link: it stays one


# --- a wrong answer in a check ----------------------------------------------------------------------
def test_a_wrong_answer_in_a_check_does_not_ask_to_try_again() -> None:
    """A check takes one answer a question: the only button is « Suivant » (« Terminer » at the
    last), so « Relis la règle et réessaie. » would send the learner to a button that is not there."""
    for lang in ("fr", "en"):
        app = fresh()
        app.lang = lang
        app.open_check("tarin")
        run = app.learning.run
        view = LessonView(app=app, run=run)
        for number in range(run.count):
            step = run.step
            if step.pick == "number":
                run.typed = "999"
            else:
                run.toggle(next(option for option in step.options if option not in step.answer))
            assert run.submit() is not None and not run.feedback.correct
            view._refresh()
            said = view.message.object
            assert t("lesson.nudge", lang) not in said and t("lesson.retry", lang) not in said
            assert not view.retry.visible and view.next.visible
            assert t("check.nudge", lang) in said.replace("&#x27;", "'"), said
            run.next()


# --- what opens a game's lessons ------------------------------------------------------------------
def needed(game: str, known: set[str] = frozenset()) -> list[lessons.Lesson]:
    """The lessons the first lesson of ``game`` needs, all the way down, that are not ``known``."""
    first = next(lesson for lesson in CURRICULUM.lessons if lesson.level == game)
    out, todo = set(), [r for r in first.requires if r not in known]
    while todo:
        lesson = CURRICULUM.get(todo.pop())
        if lesson.id not in out:
            out.add(lesson.id)
            todo += [r for r in lesson.requires if r not in known]
    return [CURRICULUM.get(i) for i in out]


def test_a_game_s_card_says_how_many_lessons_open_it_in_both_languages() -> None:
    for lang, word in (("fr", "leçons"), ("en", "lessons")):
        html = games_html(Learning(CURRICULUM, lang=lang), lang).replace("&#x27;", "'")
        cards = dict(re.findall(r'<li class="home-game" data-game="([a-z]+)">(.*?)</li>', html))
        for game in all_games():
            after = re.search(r'<p class="branch-after">(.*?)</p>', cards[game.id]).group(1)
            lessons_ = needed(game.id)
            if not lessons_:
                assert after == t("path.first", lang)
                continue
            assert f" {len(lessons_)} {word}" in after, after  # « 15 leçons », not « Mon premier Tarot »
            for level in {lesson.level for lesson in lessons_}:
                count = sum(lesson.level == level for lesson in lessons_)
                assert re.search(rf"\({count}\)", after), after
    tarot = next(s for s in games_html(Learning(CURRICULUM), "fr").split("<li ") if 'data-game="tarot"' in s)
    assert "S'ouvre après : Mon premier Tarot<" not in tarot.replace("&#x27;", "'")


def test_the_count_is_what_this_learner_still_needs_with_its_plural() -> None:
    """Done lessons no longer count; one lesson left says « 1 leçon », "1 lesson"; a branch
    whose lessons are all done, or opened by its check, says it is open."""
    missing = needed("tarot")
    last = max(missing, key=CURRICULUM.lessons.index)
    done = {lesson.id for lesson in missing} - {last.id}
    learning = Learning(CURRICULUM, progress=Progress({i: Mark(3, 0) for i in done}))
    assert len(needed("tarot", done)) == 1
    name = {b.id: b.title for b in learning.levels()}[last.level]
    learning.lang = "fr"
    fr = {b.id: b for b in learning.levels()}["tarot"].opens
    learning.lang = "en"
    en = {b.id: b for b in learning.levels()}["tarot"].opens
    assert fr.startswith("S'ouvre après 1 leçon :") and f"{name} (1)" in fr, fr
    assert en.startswith("Opens after 1 lesson:"), en
    for progress in (Progress({i.id: Mark(3, 0) for i in missing}), Progress().open_branch("tarot")):
        branch = {b.id: b for b in Learning(CURRICULUM, progress=progress).levels()}["tarot"]
        assert not branch.locked and branch.opens == t("path.now_open", "fr"), branch.opens
