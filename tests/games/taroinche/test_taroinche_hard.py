"""La Taroinche's hard level (engine.games.taroinche.search, engine.hard_bots): its worlds fit the
seat's view, it is legal, blind to hidden cards and seeded.

Searches here imagine 2 deals each: the strength is measured by ``make bench-strength``."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Deal
from engine.actions import Pass, Play
from engine.games.taroinche import Coinche, SuitBid
from engine.bots import HARD, choose
from engine.cards import Card
from engine.hard_bots import action_words, advise, candidates
from engine.search import sample_world
from engine.games.taroinche.search import known, quick_card

from tests.helpers import check_blind_search, medium_until

#: the first bid, then the auction as the medium bots go on: a plain bid (chien shown, hidden
#: écart), « sans » and « contre le chien » (nobody sees the chien), a coinche, capots in tout
#: atout (every suit ranks as trumps, no belote) and sans atout
OPENINGS = ("", "bid:80:H:3", "bid:90:S:1:sans", "bid:100:C:4:contre", "bid:80:D:2|coinche",
            "bid:capot:TA:2", "bid:capot:SA:3:sans")


def _position(opening: str, seed: int, steps: int) -> Deal:
    """A deal of seed ``seed``: the chien placed, ``opening`` said, then ``steps`` medium moves."""
    deal = Deal.new("taroinche", 5, seed, dealer=0)
    deal.apply("chien:11,22")
    for action in filter(None, opening.split("|")):
        deal.apply(action, seat=3 if action == "coinche" else None)
    return medium_until(deal, steps, seed)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(opening=st.sampled_from(OPENINGS), seed=st.integers(0, 10**6), steps=st.integers(0, 40),
       other_seed=st.integers(0, 10**6))
def test_hard_bot_is_legal_and_blind_to_what_the_seat_cannot_see(opening, seed, steps, other_seed):
    deal = _position(opening, seed, steps)
    if not deal.over:  # other hands, chien and écart dealt again: same view, worlds, advice
        check_blind_search(deal, seed, other_seed)


@pytest.mark.parametrize("opening", OPENINGS[1:])
def test_every_seat_can_imagine_the_real_deal_again(opening):
    """Each seat's worlds replay to exactly its view, whoever saw the chien or the écart."""
    moved = 0
    for steps in (5, 12, 21):
        deal = _position(opening, 7, steps)
        for seat in range(5):
            view = deal.view(seat)
            for k in range(3):
                world = sample_world(view, random.Random(k))
                assert world is not None and world.deal().view(seat) == view
                moved += world.deal().hands != deal.hands
    assert moved > 30  # the hidden cards really move


def test_the_chien_shown_stays_with_the_taker_and_voids_hold():
    """A defender saw the chien of a plain bid: in every world its cards are with the taker,
    played or in the écart, and a seat that did not follow a suit has none of it."""
    deal = _position("bid:80:H:3", 11, 18)
    me = next(s for s in range(5) if s not in (deal.taker, deal.partner))
    view = deal.view(me)
    played = {c for t in view.tricks for c in t.cards} | {c for _, c in view.trick}
    voids = {(s, t.plays[0][1].suit) for t in view.tricks for s, c in t.plays[1:]
             if c.suit != t.plays[0][1].suit}
    for k in range(8):
        world = sample_world(view, random.Random(k)).deal()
        assert all(c in world.hands[view.taker] or c in world.ecart or c in played
                   for c in view.chien)
        assert all(not any(c.suit == suit for c in world.hands[s]) for s, suit in voids)


def _hearts_sans_le_chien(hands: str, dealer: int) -> Deal:
    """The first bidder takes 80 hearts with seat 4, « sans le chien »; the others pass."""
    deal = Deal.from_hands("taroinche", hands, dealer=dealer)
    deal.apply("bid:80:H:4:sans")
    for _ in range(4):
        deal.apply("pass")
    return deal


def test_belote_tells_where_the_trump_king_is():
    """Belote said with the Queen: the King is surely in that hand, in every world."""
    deal = _hearts_sans_le_chien("7S 8S 9S 10S QS KS / QH KH 7C 8C 9C 10C / 7D 8D 9D 10D QD KD / "
                                 "JS 1S JC 1C JD 1D / 7H 8H 9H JH 1H 10H | QC KC", dealer=0)
    deal.apply("QH")  # seat 1 leads its trump Queen and holds the King: belote
    view = deal.view(3)
    assert view.declared == ((1, "belote"),)
    assert Card.of("KH") in known(view).sure[1]
    for k in range(4):
        assert Card.of("KH") in sample_world(view, random.Random(k)).hands[1]


def test_a_trump_played_without_belote_keeps_its_mate_away():
    deal = _hearts_sans_le_chien("7S 8S 9S 10S QS KH / QH 7C 8C 9C 10C KC / 7D 8D 9D 10D QD KD / "
                                 "JS 1S JC 1C JD 1D / 7H 8H 9H JH 1H 10H | QC KS", dealer=4)
    deal.apply("KH")  # seat 0 leads its trump King: no belote, so no Queen of hearts there
    assert deal.view(2).declared == ()
    assert Card.of("QH") in known(deal.view(2)).never[0]
    for k in range(4):
        assert Card.of("QH") not in sample_world(deal.view(2), random.Random(k)).hands[0]


def test_the_same_seed_gives_the_same_advice():
    deal = _position("bid:80:H:3", 21, 14)
    view = deal.view(deal.to_act)
    assert advise(view, random.Random(5), worlds=2) == advise(view, random.Random(5), worlds=2)


def test_hard_decides_every_phase_legally_with_words():
    """A whole deal at the hard level (2 worlds a decision), every seat: chien, bids, écart,
    play; the chien's places and the bids are the medium bot's, weighed among a few."""
    deal = Deal.new("taroinche", 5, 4, dealer=2)
    rng = random.Random(4)
    phases = set()
    while not deal.over:
        view = deal.view(deal.to_act)
        if view.phase == "bid":
            weighed = candidates(view, rng)
            assert len(weighed) <= 3 and Pass() in weighed
            assert all(isinstance(a, (Pass, Coinche, SuitBid)) for a in weighed)
        advice = advise(view, rng, worlds=2)
        assert advice.decision.action in view.legal
        for action in (advice.decision.action, *(c.action for c in advice.choices)):
            assert action_words(view, action, "fr") != action_words(view, action, "en")
        phases.add(view.phase)
        deal.apply(advice.decision.action)
    assert {"chien", "bid", "ecart", "play"} <= phases
    assert deal.result().scores


def test_choose_at_hard_for_la_taroinche():
    deal = _position("bid:80:H:3", 2, 10)
    view = deal.view(deal.to_act)
    assert choose(view, HARD, random.Random(1)).action in view.legal


def test_quick_card_gives_points_to_a_winning_partner():
    deal = Deal.from_hands("taroinche", "1S 7S 8S KH 7H 8H / 1D 10D 7C 8C 9C QD / "
                           "9S 10S QS KS 7D 8D / JS 9D JD KD 1C 10C / JC QC KC JH 9H 1H | 10H QH",
                           dealer=4)
    deal.apply("bid:80:H:1:sans")  # seat 0 takes with seat 1 as partner
    for _ in range(4):
        deal.apply("pass")
    deal.apply("1S")  # the master Ace of spades: seat 1 has neither spades nor trumps
    plays = [a for a in deal.legal_actions() if isinstance(a, Play)]
    assert quick_card(deal, plays, random.Random(0)) == Play(Card.of("1D"))
