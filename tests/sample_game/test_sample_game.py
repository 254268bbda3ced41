"""Le Petit Pli, a game written and registered from ``tests/`` alone, is a game like the others
for the engine, the robots, the soak and the lessons — and gone once its test is over."""

from __future__ import annotations

import random

import pytest

import lessons
from benchmarks.soak import play_deal
from engine import Deal, IllegalActionError, Match, all_games, get_game
from engine.bots import choose
from engine.rulebook import passage, sources

from . import registered


@pytest.fixture
def game():
    with registered() as sample:
        yield sample


def test_it_deals_eight_cards_each_from_its_24(game):
    deal = Deal.new(game.id, 3, seed=1)
    assert [len(h) for h in deal.hands] == [8, 8, 8] and not deal.aside
    assert sorted(c for h in deal.hands for c in h) == sorted(game.deck.cards)
    assert len(game.deck.cards) == 24


def test_an_illegal_card_is_refused_with_its_rule_and_both_sentences(game):
    deal = Deal.from_hands(game.id, "9S KS 10H 1D 9D 10D JD QD / QS 9H JH QH KH 1H 9C 10C "
                                    "/ JS 10S 1S JC QC KC 1C KD", dealer=2)
    deal.apply("10H", 0)  # hearts led: seat 1 holds five
    refusal = deal.why_illegal("9C", 1)
    assert refusal.rule == "follow-suit"
    assert "cœur" in refusal.fr and "hearts" in refusal.en
    with pytest.raises(IllegalActionError) as error:
        deal.apply("9C", 1)
    assert error.value.refusal == refusal
    why = passage(game.id, "follow-suit")
    assert why.text("fr").startswith("La première carte") and why.text("en").startswith("The first card")


@pytest.mark.parametrize("seed", range(40))
def test_seeded_random_deals_end_with_every_invariant(game, seed):
    deal = play_deal(game.id, 3, seed, {})  # the soak's checks at every step and at the end
    result = deal.result()
    assert sum(result.tricks) == 8 and max(result.scores) == 1


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_its_robots_play_a_whole_match(game, level):
    match, rng = Match(game.id, 3, seed=7), random.Random(7)
    while not match.over:
        deal = match.next_deal()
        while not deal.over:
            deal.apply(choose(deal.view(deal.to_act), level, rng).action)
        match.record(deal)
    assert len(match.results) == 3 and sum(match.totals) >= 3


def test_its_lesson_loads_and_is_proven(game):
    cur = lessons.load()  # its lessons are found beside it, as any game's
    lesson = cur.get("sample-follow")
    assert lesson.level == game.id and lesson.file == "01-sample-follow.toml"
    legal, winner, scripted, practice = lesson.steps
    assert scripted.path == ("1S", "9H") and practice.practice.game == game.id
    assert legal.answer == ("9S", "KS") and winner.answer == ("1H",)
    assert lessons.check(legal, ["9S", "KS"]).correct
    wrong = lessons.check(legal, ["10H"])
    assert not wrong.correct and wrong.rule == "follow-suit"
    assert lessons.check(winner, ["1H"]).correct and not lessons.check(winner, ["JH"]).correct
    assert winner.reminder.fr.startswith("Rappel : la plus forte carte")


def test_it_is_gone_once_its_test_is_over():
    with registered() as sample:
        assert sample in all_games() and passage(sample.id, "follow-suit")
    assert sample not in all_games() and passage(sample.id, "follow-suit") is None
    assert all(s.book.file != "tests/sample_game/rules.py" for s in sources())
    with pytest.raises(Exception):
        get_game(sample.id)


def test_the_benchmarks_and_the_soak_play_it(game):
    from benchmarks import engine_bench
    from benchmarks.cases import option_sets

    assert ("sample-3p", "sample", 3, {}) in engine_bench._playout_cases()
    assert engine_bench._bot_cases()["sample"] == ("sample", 3, {})
    assert option_sets(game, 3) == [("sample-3p", {})]
