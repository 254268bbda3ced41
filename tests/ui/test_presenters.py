"""The table controller names no game: each game's screen comes from its presenter, found in
the UI registry, and a game the engine knows with no UI of its own plays with the trick
games' presenter, its name and words from the engine."""

from __future__ import annotations

import logging
import random
from dataclasses import replace

import pytest

import lessons
from engine import all_games, get_game, register
from tests.sample_game import registered
from tests.ui.test_lessons_ui import answer, play_deal, wrong_token
from ui.lessons import LessonRun
from ui.app_model import App
from ui.games import presenter_of
from ui.games.presenter import END_OPTIONS, HUMAN
from ui.games.trick import TrickPresenter
from ui.table import Table
from ui.urlstate import GameSpec, decode
from ui.viewmodels import Setup, game_label, supported
from ui.views import TableView

#: Le Petit Pli's « who wins? » reminder, from its lessons.toml
WINNER = {"fr": "Rappel : la plus forte carte de la couleur jouée en premier gagne le pli. L'As est la plus forte.",
          "en": "Remember: the strongest card of the suit led wins the trick. The Ace is the strongest."}


def test_a_kids_prime_is_announced_as_a_prime_not_as_a_poignee() -> None:
    """The shared table offered Tarot's poignée whenever any announcement could be made, so a
    Tarot Kids player who could announce « Trop cool » read « Tu as une poignée ! »."""
    table = Table.from_link(decode("g=kids&n=4&s=27&o=primes:1&l=fr&m="))
    assert table.deal.phase == "announce" and table.human_to_move
    assert table.show.status() == "As-tu une prime à annoncer ?"
    assert [c.label for c in table.show.choices()] == ["Annoncer « Trop cool »", "Rien (de plus) à annoncer"]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_game_with_no_ui_of_its_own_plays_through_the_table(lang: str, caplog: pytest.LogCaptureFixture) -> None:
    """Le Petit Pli (tests/sample_game) registers in the engine only: the setup offers it under
    the engine's name, a whole match plays through the controller with the trick games'
    presenter and screen, every sentence in words (a missing key is logged by ``t``), and it
    is gone once unregistered."""
    caplog.set_level(logging.WARNING, logger="ui.i18n")
    with registered() as game:
        assert game.id in supported() and presenter_of(game.id) is TrickPresenter
        assert game_label(game.id, lang) == (game.fr if lang == "fr" else game.en)
        app = App(lang=lang, delay=0)
        app.setup.game, app.setup.seed = game.id, "5"
        assert app.start()
        table, rnd = app.table, random.Random(5)
        assert type(table.show) is TrickPresenter
        screen = TableView(table=table, on_new_game=lambda: None)
        while True:
            while not table.deal.over:
                if table.human_to_move:
                    wrong = [f for f in table.show.hand() if not table.deal.is_legal(f.token, HUMAN)]
                    if wrong:  # a refused card explains itself, with its rule passage
                        assert not table.click(wrong[0].token) and table.hint_text() and table.passage()
                    assert table.click(rnd.choice([str(a.card) for a in table.view.legal]))
                else:
                    table.step()
                screen.scene()
            assert table.show.piles() and table.show.verdict() and table.show.dealer_line()
            if table.match.over:
                break
            table.next_deal()
        assert table.champions() and table.show.target() and len(table.match.results) == 3
    assert not [r.getMessage() for r in caplog.records]
    assert game.id not in supported() and game.id not in Setup().param.game.objects


#: the games whose every decision is a card to play (no bet, no auction, no écart): a match is
#: played through the table by clicking cards alone; today Mon premier Tarot (read from the registry)
CARD_ONLY = [game.id for game in all_games() if set(getattr(game, "phases", {})) == {"play"}]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", CARD_ONLY)
def test_a_whole_match_of_a_card_only_game_plays_through_the_table(game: str, lang: str,
                                                                    caplog: pytest.LogCaptureFixture) -> None:
    """A whole match, as short as its end option allows, through the table controller and its
    screen: each refused card the player touches explains itself with its rule's passage, robots
    play their turns, every deal ends with its verdict and the match with its champions — every
    sentence in words (a missing key is logged by ``t``)."""
    caplog.set_level(logging.WARNING, logger="ui.i18n")
    rules = get_game(game)
    shortest = tuple((o.name, o.low) for o in rules.options if o.name in END_OPTIONS)
    table = Table(GameSpec(game, rules.default_players, 5, shortest), lang=lang, delay=0)
    screen, rnd, refused = TableView(table=table, on_new_game=lambda: None), random.Random(5), set()
    while True:
        while not table.deal.over:
            if table.human_to_move:
                wrong = [f for f in table.show.hand() if not table.deal.is_legal(f.token, HUMAN)]
                if wrong:
                    assert not table.click(wrong[0].token) and table.hint_text() and table.passage()
                    refused.add(table.hint.rule)
                assert table.click(rnd.choice([str(a.card) for a in table.view.legal]))
            else:
                table.step()
            screen.scene()
        assert table.show.verdict() and table.show.dealer_line() and table.show.status()
        if table.match.over:
            break
        table.next_deal()
    assert table.champions() and table.show.target() and refused
    assert not [r.getMessage() for r in caplog.records]


def test_a_game_whose_match_its_presenter_cannot_say_the_end_of_is_refused_by_name() -> None:
    """The default presenter says how a match ends from a ``target``, ``rounds`` or ``deals``
    option: a game with none of them is refused when its presenter is asked for, not at the end
    of its first match (a KeyError in ``Presenter.target``)."""
    with registered() as game:
        register(replace(game, options=tuple(replace(o, name="manches") for o in game.options)))
        with pytest.raises(TypeError) as refused:
            presenter_of(game.id)
    assert str(refused.value) == (
        "Little Trick: its match ends by none of the options target, rounds, deals, which "
        "TrickPresenter.target() reads to say how it ends: name its end option so, or register a "
        "presenter of its own with its own target()")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_lesson_of_a_game_from_the_tests(lang: str, caplog: pytest.LogCaptureFixture) -> None:
    """Le Petit Pli's own lesson (tests/sample_game/lessons) is followed on the lesson screen as
    any lesson: a wrong card gets a nudge in the game's own words (its ``lessons.toml``), the
    right one solves the step, its scripted and practice deals are played at its table, and the
    run ends with its stars."""
    caplog.set_level(logging.WARNING, logger="ui.i18n")
    with registered():
        lesson = lessons.load().get("sample-follow")
        run = LessonRun(lesson, lang=lang, delay=0)
        while not run.finished:
            step = run.step
            if run.table is not None:
                play_deal(run)
                assert run.solved
                run.next()
                continue
            run.toggle(wrong_token(step))
            feedback = run.submit()
            assert feedback is not None and not feedback.correct and run.feedback_text()
            if step.kind == "winner":
                assert WINNER[lang] in run.feedback_text(), run.feedback_text()
            run.retry()
            answer(run)
            assert run.solved and run.why() == step.why.get(lang)
            run.next()
        assert run.stars == 1 and [s.kind for s in lesson.steps] == ["legal", "winner", "scripted", "practice"]
    assert not [r.getMessage() for r in caplog.records]


def test_a_game_s_own_words_cover_every_form_of_the_shared_words_they_replace() -> None:
    """Le Tamalou says « manche » where the trick games say « donne » (``own_words``): a form of
    a replaced word left out (« Léa et toi gagnez … », the ``.you`` of ``end.winners``) fell
    back to the trick games' « gagnez la donne ! »."""
    from engine import all_games
    from ui.i18n import CATALOGUES

    owners = {game.id: presenter_of(game.id).own_words for game in all_games()}
    assert any(owners.values())  # Le Tamalou has its own words
    for lang, words in CATALOGUES.items():
        for game, own in owners.items():
            missing = [own[key] + form[len(key):] for key in own for form in words
                       if form.startswith(key + ".") and own[key] + form[len(key):] not in words]
            assert not missing, (lang, game, missing)
