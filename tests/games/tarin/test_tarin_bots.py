"""The Le Tarin bots (engine/games/tarin/bots.py): legal at every player count, blind to hidden cards,
explained, sensible in the auction and at the trick, and medium beats easy."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Deal
from engine.actions import Bid, Pass, Play, Trump
from engine.botkit import others
from engine.bots import choose
from engine.cards import parse_hand
from engine.games.tarin import TARIN_DECK
from engine.games.tarin.rules import deck_cards
from engine.search import sample_world
from tests.test_bots import _assert_blind, _assert_clearly_positive, _levels, _paired_gain, _play_out

PLAYERS = (3, 4, 5, 6)


@pytest.mark.parametrize("players", PLAYERS)
def test_bots_only_take_legal_actions_in_whole_deals(players):
    for seed, mix in itertools.product(range(3), range(3)):
        deal = _play_out(Deal.new("tarin", players, seed), _levels(players, mix), seed)
        assert deal.over and sum(deal.result().card_points) == 100


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from(PLAYERS), seed=st.integers(0, 10**6), depth=st.floats(0, 1),
       mix=st.integers(0, 2), shuffle_seed=st.integers(0, 10**6))
def test_bots_never_read_hidden_cards(players, seed, depth, mix, shuffle_seed):
    """The other hands dealt again among themselves: the same view, the same choice."""
    deal = Deal.new("tarin", players, seed)
    deal = _play_out(deal, _levels(players, mix), seed, until=int(depth * 60))
    if deal.over:
        return
    _assert_blind(deal, shuffle_seed)


def test_medium_scores_more_than_easy():
    _assert_clearly_positive(_paired_gain("tarin", 4, 60, lambda r: r.scores[0]))


def test_medium_takes_more_card_points_than_easy():
    """Play alone, whatever the bids: the points taken in the tricks."""
    _assert_clearly_positive(_paired_gain("tarin", 3, 120, lambda r: r.card_points[0]))


# --- the auction and the trump -----------------------------------------------------------------
STRONG = "14V 13V 12V 11V 10V 9V 5V 14N 14R 2R 3R 2J 3J 4J"
WEAK = "1N 2N 3N 4N 6N 1R 4R 6R 7R 1J 6J 7J 2V 3V"


def _auction(first: str, second: str) -> Deal:
    """Seat 1 (after the dealer, seat 0) holds ``first`` and seat 2 ``second``."""
    given = [parse_hand(first), parse_hand(second)]
    rest = [c for c in TARIN_DECK.cards if all(c not in h for h in given)]
    random.Random(0).shuffle(rest)
    hands = [rest[:14], *given, rest[14:28]]
    return Deal.from_hands("tarin", hands, dealer=0)


def test_medium_bids_with_a_strong_hand_and_names_its_long_colour():
    deal = _auction(STRONG, WEAK).apply("bid:40")
    decision = choose(deal.view(1))
    assert decision.action == Bid("45"), "it outbids by the smallest step while it is safe"
    assert "vert" in decision.fr and "green" in decision.en
    deal.apply(decision.action)
    while deal.phase == "bid":
        deal.apply("pass")
    assert deal.to_act == 1 and choose(deal.view(1)).action == Trump("V")


def test_medium_passes_a_weak_hand_but_the_dealer_always_opens():
    deal = _auction(STRONG, WEAK)
    opening = choose(deal.view(0))
    assert isinstance(opening.action, Bid)
    deal.apply("bid:15").apply("bid:40")
    assert choose(deal.view(2)).action == Pass()


# --- at the trick ------------------------------------------------------------------------------
def _playing(hands: str, trump: str, *plays: str) -> Deal:
    deal = Deal.from_hands("tarin", hands, dealer=0).apply("bid:15")
    while deal.phase == "bid":
        deal.apply("pass")
    deal.apply(f"trump:{trump}")
    for play in plays:
        deal.apply(play)
    return deal


def test_medium_trumps_a_trick_worth_points_with_its_smallest_winning_trump():
    deal = _playing("6V 12V 9J / 14R 7N 8N / 11J 12J 13J", "V", "14R", "11J")
    decision = choose(deal.view(0))
    assert decision.action == Play(parse_hand("6V")[0])
    assert "10" in decision.fr and "10" in decision.en


def test_medium_gives_a_card_worth_nothing_to_a_trick_it_cannot_win():
    deal = _playing("6J 7J 9J / 14R 6N 7N / 5N 10J 8N", "V", "14R")
    decision = choose(deal.view(2))
    assert decision.action == Play(parse_hand("8N")[0]) and "rien" in decision.fr


def test_imagined_deals_at_three_players_hold_only_the_cards_in_play():
    # at 3 players the 1s to 4s are out of the game: a world holding one is a deal that cannot be
    deal = Deal.new("tarin", 3, seed=1)
    view = deal.view(deal.to_act)
    for seed in range(20):
        world = sample_world(view, random.Random(seed))
        assert world is not None and world.deal() is not None
        cards = [c for hand in world.hands for c in hand] + list(world.aside)
        assert sorted(cards) == sorted(deck_cards(3))
    assert all(c.rank >= 5 for cards in others(view).maybe.values() for c in cards)


def test_a_sure_lead_is_said_of_a_card_named_le():
    """Every Tarin card is « le 14 vert »: « personne ne devrait pouvoir la battre » was wrong."""
    words = []
    for seed in range(1, 4):
        deal = Deal.new("tarin", 4, seed)
        while not deal.over:
            decision = choose(deal.view(deal.to_act), "medium")
            words.append(decision.fr)
            deal.apply(decision.action)
    leads = [w for w in words if "personne ne devrait pouvoir" in w]
    assert leads and all(w.endswith("pouvoir le battre.") for w in leads)


def test_a_medium_pass_names_the_bid_it_would_have_to_make_in_whole_points():
    """« je ne compte prendre que 32,3 points » over a bid of 15 read false (32 is more) and
    too precise: a pass says the bid it would have to make, the estimate in whole points."""
    passes = []
    for seed in range(1, 6):
        deal = Deal.new("tarin", 4, seed)
        while deal.phase == "bid":
            view = deal.view(deal.to_act)
            decision = choose(view, "medium")
            if decision.action == Pass():
                passes.append((int(view.contract) + 5, decision))
            deal.apply(decision.action)
    assert passes
    for lowest, decision in passes:
        assert f"pas assez pour annoncer {lowest} sans risque." in decision.fr, decision.fr
        assert f"not enough to bid {lowest} safely." in decision.en
        assert "," not in decision.fr.split("environ")[1].split(" points")[0]
