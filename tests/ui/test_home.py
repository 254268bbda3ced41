"""Issue 29, in plain pytest: the home page names every game with « Apprendre » and « Jouer »; the
map has a branch per game, each opened by what it needs; a locked lesson says what opens it;
« Je connais déjà ce jeu » opens a branch after a check of its own exercises; old saved
progress opens what it opened before."""

from __future__ import annotations

import itertools
import json
import re

import pytest

import lessons
from engine import all_games
from ui.app_model import App
from ui.i18n import known, t
from ui.lesson_views import PathView, door_html, games_html
from ui.lessons import CHECK_KINDS, CheckRun, Learning, check_steps
from ui.progress import Mark, Progress, parse, read_file
from ui.viewmodels import game_label

CURRICULUM = lessons.load()
FIRST = {game.id: next(lesson for lesson in CURRICULUM.lessons if lesson.level == game.id) for game in all_games()}


def fresh() -> App:
    app = App(delay=0)
    app.learning.load(None)
    return app


def answer(run: CheckRun, right: bool) -> None:
    """Answer the question shown, right or wrong, and go on."""
    step = run.step
    if step.pick == "number":
        run.typed = step.answer[0] if right else "999"
    elif right:
        for token in step.answer:
            run.toggle(token)
    else:
        run.toggle(next(option for option in step.options if option not in step.answer))
    feedback = run.submit()
    assert feedback is not None and feedback.correct is right
    run.next()


# --- the home page -----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_home_page_names_every_game_with_its_players_and_two_links(lang: str) -> None:
    html = games_html(Learning(CURRICULUM, lang=lang), lang)
    cards = re.findall(r'<li class="home-game" data-game="([a-z]+)">(.*?)</li>', html)
    assert [game for game, _ in cards] == [game.id for game in all_games()]
    for (game, card), rules in zip(cards, all_games()):
        low, high = min(rules.players), max(rules.players)
        players = t("home.players", lang, low=low, high=high) if low != high else t("home.players.same", lang, n=low)
        assert players in card and t(f"home.pitch.{game}", lang).replace("'", "&#x27;") in card
        assert f'href="#/lesson/{FIRST[game].id}/1"' in card and f'href="#/play/{game}"' in card


def test_another_language_rewrites_the_home_page_s_words_in_place() -> None:
    """The same panes and buttons, their words in the new language: the browser writes new text
    instead of building the page again (most of a language switch on a slow tablet)."""
    import panel as pn

    from ui.lesson_views import HomeView

    app = fresh()
    page = HomeView(app=app).__panel__()

    def shown() -> list[tuple[object, str]]:
        parts = [*page.select(pn.pane.HTML), *page.select(pn.widgets.Button)]
        return [(part, part.object if isinstance(part, pn.pane.HTML) else part.label) for part in parts]

    before = shown()
    app.lang = "en"
    after = shown()
    assert [part for part, _ in after] == [part for part, _ in before]
    words = " ".join(text for _, text in after)
    assert t("home.title", "en") in words and t("home.learn", "en") in words and t("home.play", "en") in words
    assert t("home.title", "fr") not in words
    assert games_html(app.learning, "en") in words


def test_the_ages_on_the_home_page_are_the_ones_each_game_declares() -> None:
    """The age we advise is the game's (``Game.age``, its reason beside it in its rules.py); its
    words on the home page say it."""
    for game in all_games():
        if game.age is None:
            assert not known(f"home.age.{game.id}", "fr") and not known(f"home.age.{game.id}", "en")
            continue
        assert re.search(rf"\b{game.age}\b", t(f"home.age.{game.id}", "fr"))
        assert re.search(rf"\b{game.age}\b", t(f"home.age.{game.id}", "en"))


@pytest.mark.parametrize("game", [game.id for game in all_games()])
def test_jouer_opens_the_setup_of_that_game_at_its_usual_player_count(game: str) -> None:
    app = fresh()
    assert app.open_route(f"#/play/{game}")
    rules = next(g for g in all_games() if g.id == game)
    assert app.screen == "setup" and app.setup.game == game and app.setup.players == rules.default_players
    assert app.start() and app.table is not None and app.table.spec.game == game


def test_an_unknown_game_in_the_address_says_so() -> None:
    app = fresh()
    assert app.open_route("#/play/belote")
    assert app.screen == "setup" and "belote" in app.error


# --- the branches --------------------------------------------------------------------------------
def test_a_new_learner_can_start_the_games_that_open_at_once_and_each_branch_waits_for_what_it_needs() -> None:
    """What opens each game is the game's own word (``Game.opens_after``, which the lesson loader
    checks against its first lesson's ``requires``): today Tarot Kids and Le Tamalou at once."""
    learning = Learning(CURRICULUM)
    branches = {branch.id: branch for branch in learning.levels()}
    assert [b.id for b in branches.values()] == [game.id for game in all_games()]
    assert {b.id for b in branches.values() if not b.locked} == {g.id for g in all_games() if not g.opens_after}
    # every game with lessons still to do on the way, in the path's order, counted (tests/ui/test_locks.py)
    assert {b.id: tuple(name for name, _ in b.after) for b in branches.values()} == {
        game.id: tuple(game_label(other.id, "fr", "path") for other in all_games() if other.id in game.opens_after)
        for game in all_games()}


def test_old_progress_opens_everything_it_opened_before() -> None:
    """Today's map (a lesson opens once every lesson it requires has a star) is kept: for any
    set of lessons done, every lesson it opened is still open."""
    ids = [lesson.id for lesson in CURRICULUM.lessons]
    for done in itertools.islice(itertools.combinations(ids[::4], 3), 200):
        progress = Progress({lesson: Mark(2, 0) for lesson in done})
        learning = Learning(CURRICULUM, progress=progress)
        for lesson in CURRICULUM.lessons:
            if all(progress.done(r) for r in lesson.requires):
                assert learning.state(lesson) != "locked", (done, lesson.id)


def test_saved_progress_without_opened_branches_reads_and_writes_back_unchanged() -> None:
    text = json.dumps({"version": 1, "lessons": {"kids-cards": {"stars": 2, "step": 0}}, "current": "kids-cards",
                       "generation": 3})
    found = parse(text, {lesson.id for lesson in CURRICULUM.lessons})
    assert found.notice is None and found.progress.to_json() == text


# --- a locked lesson -----------------------------------------------------------------------------
def test_a_locked_lesson_s_address_says_what_opens_it_with_a_link_to_an_open_lesson() -> None:
    app = fresh()
    tarin = FIRST["tarin"]
    assert app.open_route(f"#/lesson/{tarin.id}/1")
    assert app.screen == "lessons" and app.learning.door == tarin.id and app.learning.run is None
    html = door_html(app.learning, tarin.id, "fr")
    needs = CURRICULUM.get(tarin.requires[0])
    assert needs.title.fr in html.replace("&#x27;", "'")
    way = re.search(r'class="home-link door-go" href="#/lesson/([a-z0-9-]+)/1"', html).group(1)
    assert app.learning.state(CURRICULUM.get(way)) == "open"
    assert 'href="#/check/tarin"' in html
    total, need = app.learning.check_size("tarin")
    assert t("door.check", "fr", game="Le Tarin", total=total, need=need).replace("'", "&#x27;") in html
    view = PathView(app=app)
    assert t("door.title", "fr") in view._door.object  # the map shows the door, not the lessons
    assert view._door.visible and not view._map.visible
    assert app.open_route("#/lessons") and app.learning.door == ""


def test_the_teacher_s_demo_opens_the_lesson_behind_a_door_and_gives_a_teacher_s_link() -> None:
    app = fresh()
    app.open_lesson(FIRST["taroinche"].id)
    assert app.learning.door
    app.learning.demo = True
    assert app.screen == "lesson" and app.learning.run.lesson == FIRST["taroinche"]
    assert "teacher=1" in app.query().split("&")


# --- « Je connais déjà ce jeu » -------------------------------------------------------------------
@pytest.mark.parametrize("game", ["premier", "tarot", "tarin", "taroinche"])
def test_a_check_asks_the_branch_s_own_exercises_without_hint_or_answer(game: str) -> None:
    app = fresh()
    assert app.open_route(f"#/check/{game}") and app.route() == f"#/check/{game}"
    run = app.learning.run
    assert isinstance(run, CheckRun) and run.count == app.learning.check_size(game)[0] >= 3
    own = [step for lesson in CURRICULUM.lessons if lesson.level == game for step in lesson.steps]
    assert all(step in own and step.kind in CHECK_KINDS for step in run.lesson.steps)
    answer(run, right=False)
    assert run.index == 1  # one answer a question: a wrong one is not asked again
    assert run.hints_left == 0 and not run.can_reveal and run.answer_text() == "" and run.why() == ""


def test_three_right_answers_open_the_branch_and_it_stays_open_after_a_reload() -> None:
    app = fresh()
    app.open_check("tarin")
    run = app.learning.run
    for number in range(run.count):
        answer(run, right=number != 1)
    assert run.finished and run.passed
    assert all(app.learning.state(lesson) == "open" for lesson in CURRICULUM.lessons
               if lesson.level == "tarin" and not lesson.strategy)  # its strategy lessons: tests/ui/test_practise.py
    reloaded = Learning(CURRICULUM)
    reloaded.load(app.learning.saved)
    assert reloaded.progress.opened == ("tarin",) and reloaded.state(FIRST["tarin"]) == "open"
    assert reloaded.progress.count_done() == 0  # no star given away


def test_two_wrong_answers_open_nothing_and_the_next_try_asks_other_questions() -> None:
    app = fresh()
    app.open_check("tarot")
    run = app.learning.run
    first = run.lesson.steps
    for number in range(run.count):
        answer(run, right=number >= 2)
    assert run.finished and not run.passed and app.learning.progress.opened == ()
    assert app.learning.state(FIRST["tarot"]) == "locked"
    app.open_check("tarot")
    assert app.learning.run.lesson.steps != first


def test_passing_tarot_s_check_opens_la_taroinche_too() -> None:
    learning = Learning(CURRICULUM, progress=Progress().open_branch("tarot"))
    assert learning.state(FIRST["taroinche"]) == "open" and learning.state(FIRST["tarin"]) == "locked"


def test_check_steps_spread_over_the_branch() -> None:
    tarot = [lesson for lesson in CURRICULUM.lessons if lesson.level == "tarot" and not lesson.strategy]
    steps = check_steps(tarot)
    owners = [next(i for i, lesson in enumerate(tarot) if any(s is step for s in lesson.steps)) for step in steps]
    assert owners[0] == 0 and owners[-1] >= len(tarot) - 3 and owners == sorted(set(owners))


def test_an_imported_file_with_a_broken_list_of_opened_branches_is_refused() -> None:
    known = {lesson.id for lesson in CURRICULUM.lessons}
    base = {"version": 1, "lessons": {"kids-cards": {"stars": 1, "step": 0}}}
    assert read_file(json.dumps({**base, "opened": "tarin"}), known).notice == "progress.bad_entry.import"
    assert read_file(json.dumps({**base, "opened": ["tarin"]}), known).progress.opened == ("tarin",)
    assert parse(json.dumps({**base, "opened": [3]}), known).notice == "progress.repaired"


def test_two_tabs_merge_their_opened_branches() -> None:
    mine, theirs = Progress().open_branch("tarin"), Progress().open_branch("tarot")
    assert mine.merge(theirs).opened == ("tarin", "tarot") and mine.sync(theirs).opened == ("tarin", "tarot")


def test_a_lesson_s_address_followed_before_the_saved_progress_arrives_opens_once_it_does() -> None:
    """A reload follows the address before the browser has sent the saved progress: the lesson
    the learner may open must not stay behind a door."""
    app = App(delay=0)
    lesson = FIRST["premier"]
    assert app.open_route(f"#/lesson/{lesson.id}/2") and app.learning.door == lesson.id
    app.learning.load(Progress({lesson.requires[0]: Mark(1, 0)}).to_json())
    assert app.screen == "lesson" and app.learning.run.lesson == lesson and app.learning.run.index == 1


def test_the_next_question_of_a_check_is_drawn_unanswered() -> None:
    """The view redraws when the question changes: the check must not still say the last one
    was answered (its choices greyed, its verdict shown)."""
    app = fresh()
    app.open_check("tarin")
    run = app.learning.run
    seen = []
    run.param.watch(lambda _: seen.append(run.done), "index")
    answer(run, right=True)
    assert seen == [False]


def test_the_address_becomes_a_teacher_s_link_as_soon_as_the_demo_is_on() -> None:
    from ui.app_view import AppView

    app = fresh()
    view = AppView(app=app)
    app.open_lesson(FIRST["kids"].id, 2)
    app.learning.demo = True  # the teacher copies the address bar at once, no step further
    assert "teacher=1" in view._address.address["url"]
