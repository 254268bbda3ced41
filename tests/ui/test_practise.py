"""Issue #40, in plain pytest: a game's strategy lessons (``strategy = true``) are its
« S'entraîner » branch on the map, after its rule lessons; each opens when what it requires has
a star, the first one also when « Je connais déjà ce jeu » opened the game's rules; their stars
are kept as the rule lessons' are. The strategy lessons are the fixture's (``tests/ui/conftest.py``),
after Le Tarin's rule lessons."""

from __future__ import annotations

import re

import pytest

import lessons
from tests.ui.conftest import FIRST, LAST_RULES, SECOND
from tests.ui.test_home import answer
from ui.app_model import App
from ui.i18n import t
from ui.lesson_views import path_html
from ui.lessons import Learning
from ui.progress import Mark, Progress

OURS = [FIRST, SECOND]


def rules_of(curriculum: lessons.Curriculum, game: str) -> list[lessons.Lesson]:
    return [lesson for lesson in curriculum.lessons if lesson.level == game and not lesson.strategy]


def app_with(curriculum: lessons.Curriculum, progress: Progress | None = None, lang: str = "fr") -> App:
    app = App(delay=0, lang=lang)
    app.learning._curriculum = curriculum
    app.learning.load(None if progress is None else progress.to_json())
    return app


def tarin_rules_done(curriculum: lessons.Curriculum) -> Progress:
    """Every lesson Le Tarin's strategy lessons need, with a star: the whole path up to its rules."""
    last = curriculum.lessons.index(curriculum.get(LAST_RULES))
    return Progress({lesson.id: Mark(2, 0) for lesson in curriculum.lessons[: last + 1]})


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_map_shows_a_game_s_strategy_lessons_under_practise_after_its_rules(best_curriculum, lang: str) -> None:
    learning = Learning(best_curriculum, lang=lang)
    branches = {branch.id: branch for branch in learning.levels()}
    tarin = branches["tarin"]
    assert [card.id for card in tarin.cards] == [lesson.id for lesson in rules_of(best_curriculum, "tarin")]
    practise = [card.id for card in tarin.practise]
    assert practise[-2:] == OURS and all(best_curriculum.get(i).strategy for i in practise)
    assert not any(best_curriculum.get(card.id).strategy for b in branches.values() for card in b.cards)
    html = path_html(learning.levels(), lang).replace("&#x27;", "'")
    section = re.search(r'<section class="branch" data-branch="tarin">(.*?)</section>', html).group(1)
    heading = f'<h3 class="practise-title">{t("path.practise", lang)}</h3>'
    assert heading in section and t("path.practise_help", lang) in section
    # after the rules: the last rule lesson's tile, then the heading, then the strategy lessons
    last_rule = section.index(f'href="#/lesson/{LAST_RULES}/1"')
    assert last_rule < section.index(heading) < section.index(f'href="#/lesson/{FIRST}/1"') \
        < section.index(f'href="#/lesson/{SECOND}/1"')
    titles = re.findall(r'<span class="tile-title">([^<]*)</span>', section)
    assert titles[-2:] == [best_curriculum.get(i).title.get(lang) for i in OURS]
    # a branch without strategy lessons has no such heading
    kids = re.search(r'<section class="branch" data-branch="kids">(.*?)</section>', html).group(1)
    assert (heading in kids) == bool(branches["kids"].practise)


def test_a_strategy_lesson_opens_once_what_it_requires_has_a_star(best_curriculum) -> None:
    fresh = Learning(best_curriculum)
    assert fresh.state(best_curriculum.get(FIRST)) == fresh.state(best_curriculum.get(SECOND)) == "locked"
    progress = tarin_rules_done(best_curriculum)
    learning = Learning(best_curriculum, progress=progress)
    assert learning.state(best_curriculum.get(FIRST)) == "open"
    assert learning.state(best_curriculum.get(SECOND)) == "locked"
    learning = Learning(best_curriculum, progress=progress.finish(FIRST, 1))
    assert learning.state(best_curriculum.get(SECOND)) == "open"
    # the teacher's demo opens everything
    assert Learning(best_curriculum, demo=True).state(best_curriculum.get(SECOND)) == "open"


def test_the_check_opens_the_rules_and_the_first_strategy_lesson_but_not_the_next(best_curriculum) -> None:
    app = app_with(best_curriculum)
    learning = app.learning
    practise = learning.practise("tarin")
    assert [lesson.id for lesson in practise][-2:] == OURS
    assert app.open_check("tarin")
    run = learning.run
    rule_steps = [step for lesson in rules_of(best_curriculum, "tarin") for step in lesson.steps]
    assert all(any(step is own for own in rule_steps) for step in run.lesson.steps)  # the rules, not the skill
    for _ in range(run.count):
        answer(run, right=True)
    assert run.passed and learning.progress.opened == ("tarin",)
    assert all(learning.state(lesson) == "open" for lesson in rules_of(best_curriculum, "tarin"))
    assert learning.state(practise[0]) == "open"  # the branch's first strategy lesson
    # a strategy lesson that requires another one waits for its star
    assert learning.state(best_curriculum.get(SECOND)) == "locked"
    # the check's opening counts for a strategy lesson's own requires only through the rules
    assert not learning.known(FIRST) and learning.known(LAST_RULES)
    # and the branches after Le Tarin's count its rule lessons only, as before
    plain = Learning(lessons.load())
    for game in lessons.levels():
        assert Learning(best_curriculum).after(game) == plain.after(game)


def test_a_strategy_lesson_s_stars_are_kept_and_the_next_one_follows(best_curriculum) -> None:
    app = app_with(best_curriculum, tarin_rules_done(best_curriculum))
    learning = app.learning
    # after Le Tarin's last rule lesson, « Leçon suivante » is its first strategy lesson
    assert app.open_lesson(LAST_RULES)
    assert learning.next_lesson() == learning.practise("tarin")[0]
    assert app.open_lesson(FIRST)
    run = learning.run
    run.next()  # the explain step
    run.toggle("trump:R")
    run.submit()  # one slip
    run.retry()
    run.toggle("trump:V")
    run.submit()
    run.next()
    assert run.finished and run.stars == 2
    assert learning.progress.stars(FIRST) == 2 and learning.state(best_curriculum.get(FIRST)) == "done"
    assert learning.next_lesson() == best_curriculum.get(SECOND)
    assert learning.state(best_curriculum.get(SECOND)) == "open"
    branch = {b.id: b for b in learning.levels()}["tarin"]
    assert {card.id: (card.state, card.stars) for card in branch.practise}[FIRST] == ("done", 2)
    # reloaded: the same stars
    reloaded = Learning(best_curriculum)
    reloaded.load(learning.saved)
    assert reloaded.progress.stars(FIRST) == 2 and reloaded.state(best_curriculum.get(SECOND)) == "open"
