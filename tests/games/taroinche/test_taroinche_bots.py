"""The La Taroinche bots (engine/games/taroinche/bots.py): legal, explained, blind to hidden cards,
sensible in the auction and at the trick, and medium beats easy."""

from __future__ import annotations

import copy
import itertools
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Card, Deal, Discard, Pass, Play, parse_hand
from engine.games.taroinche import Chien, Coinche, SuitBid
from engine.bots import LEVELS, choose
from engine.cards import sort_cards
from tests.test_bots import _assert_blind, _assert_clearly_positive, _levels, _paired_gain, _play_out


def test_bots_only_take_legal_actions_in_whole_deals():
    for seed, mix in itertools.product(range(6), range(3)):
        deal = _play_out(Deal.new("taroinche", 5, seed), _levels(5, mix), seed)
        result = deal.result()
        assert deal.over and sum(result.scores) == 0
        assert result.redeal or deal.trump not in ("S", "H", "D", "C") or sum(result.card_points) == 152


def hide_and_shuffle(deal: Deal, seat: int, rng: random.Random) -> Deal:
    """The same deal with every card ``seat`` cannot see dealt again among the places it cannot
    see (the other hands, the chien while unseen, the écart of another seat, the stock), each
    place keeping its size."""
    other = copy.deepcopy(deal)
    places = [("hand", s) for s in range(deal.players) if s != seat]
    places += [("aside", None)] if not deal.chien_shown else []
    places += [("ecart", None)] if seat != deal.taker else []
    places += [("stock", None)]

    def cards(place):
        kind, s = place
        return deal.hands[s] if kind == "hand" else getattr(deal, kind)

    hidden = [c for place in places for c in cards(place)]
    rng.shuffle(hidden)
    for kind, s in places:
        size = len(cards((kind, s)))
        part, hidden = hidden[:size], hidden[size:]
        if kind == "hand":
            other.hands[s] = list(sort_cards(part))
        elif kind == "aside":
            other.aside = sort_cards(part)
        elif kind == "ecart":
            other.ecart = part
        else:
            other.stock = tuple(part)
    return other


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), depth=st.integers(0, 45), mix=st.integers(0, 2),
       shuffle_seed=st.integers(0, 10**6))
def test_bots_never_read_hidden_cards(seed, depth, mix, shuffle_seed):
    """The hidden cards dealt again: the same view, the same choice at every level."""
    deal = _play_out(Deal.new("taroinche", 5, seed), _levels(5, mix), seed, until=depth)
    if deal.over:
        return
    _assert_blind(deal, shuffle_seed, hide_and_shuffle)


def test_medium_scores_more_than_easy():
    """Seat 0 medium, then easy, the others easy: the same deals, the difference in score."""
    _assert_clearly_positive(_paired_gain("taroinche", 5, 150, lambda r: r.scores[0]))


# --- the auction -----------------------------------------------------------------------------------
HANDS = ("JH 9H 1H 10H KH QH / 7S 8S 9S 10S QS KS / 7C 8C 9C 10C QC KC / "
         "7D 8D 9D 10D QD KD / 1S JS 1C JC 1D JD | 7H 8H")


def test_medium_bids_high_in_its_strong_suit_and_names_a_partner():
    deal = Deal.from_hands("taroinche", HANDS, dealer=4)
    decision = choose(deal.view(0))
    assert isinstance(decision.action, SuitBid) and decision.action.suit == "H"
    assert int(decision.action.value) >= 120 and decision.action.partner != 0
    assert "cœur" in decision.fr and "hearts" in decision.en


def test_medium_passes_a_weak_hand_and_never_outbids_its_own_taker():
    weak = "7S 8C 9D QH 7H 8D / 8S 9S 10S QS KS 7C / 9C 10C QC KC 7D 1D / 10D QD KD JD 1H 9H / " \
        "1S JS 1C JC JH 10H | 8H KH"
    deal = Deal.from_hands("taroinche", weak, dealer=4)
    assert choose(deal.view(0)).action == Pass()  # no Jack, no 9 with its friends, no Ace
    deal = Deal.from_hands("taroinche", HANDS, dealer=3).apply("bid:80:S:0")
    assert deal.to_act == 0 and choose(deal.view(0)).action == Pass()


def test_medium_coinches_a_bid_in_the_suit_where_it_holds_jack_and_nine():
    deal = Deal.from_hands("taroinche", HANDS, dealer=3).apply("bid:80:H:2")
    assert deal.to_act == 0
    decision = choose(deal.view(0))
    assert decision.action == Coinche() and "coinche" in decision.fr


def test_easy_never_coinches_and_every_chien_is_placed_at_random_legally():
    deal = Deal.from_hands("taroinche", HANDS, dealer=3).apply("bid:80:H:2")
    assert all(choose(deal.view(0), "easy", random.Random(s)).action != Coinche() for s in range(20))
    fresh = Deal.new("taroinche", 5, seed=3)
    places = {choose(fresh.view(fresh.to_act), level, random.Random(s)).action
              for s in range(30) for level in LEVELS}
    assert len(places) > 10 and all(isinstance(p, Chien) and fresh.is_legal(p) for p in places)


# --- the écart and the trick -------------------------------------------------------------------------
def test_medium_lays_away_small_side_cards_never_a_trump():
    deal = Deal.from_hands("taroinche", HANDS, dealer=4)
    for action in ("bid:80:H:2", "pass", "pass", "pass", "pass"):
        deal.apply(action)
    for _ in range(2):
        decision = choose(deal.view(0))
        assert isinstance(decision.action, Discard) and decision.action.card.suit != "H" or \
            decision.action.card in parse_hand("7H 8H")
        deal.apply(decision.action)
    assert deal.phase == "play"


def playing(hands: str, *plays: str, partner: int = 2) -> Deal:
    deal = Deal.from_hands("taroinche", hands, dealer=4)
    for action in (f"bid:80:H:{partner}", "pass", "pass", "pass", "pass", *plays):
        deal.apply(action)
    return deal


def test_medium_gives_points_to_a_partner_who_surely_wins():
    # seat 0 leads the Ace of spades, the others follow; seat 4, its partner, plays last and
    # may discard: it gives its Ace of clubs
    deal = playing("1S 7D / 7S 8D / 8S 7C / 9S 10D / 1C QC", "1S", "7S", "8S", "9S", partner=4)
    decision = choose(deal.view(4))
    assert decision.action == Play(Card.of("1C")) and "partenaire" in decision.fr


def test_medium_takes_with_its_smallest_winning_card_and_draws_trumps():
    deal = playing("JH 9H 7D / 7H 8D 9D / 10H 1C 7C / 9S 10D 8S / 10S QD 7S")
    decision = choose(deal.view(0))
    assert decision.action == Play(Card.of("JH")) and "atout" in decision.fr


def _medium_deals(seeds: range) -> list[tuple[object, object]]:
    """Every (view, decision) of medium robots playing whole deals."""
    said = []
    for seed in seeds:
        deal = Deal.new("taroinche", players=5, seed=seed)
        while not deal.over:
            view = deal.view(deal.to_act)
            decision = choose(view, "medium")
            said.append((view, decision))
            deal.apply(decision.action)
    return said


def test_the_medium_robots_words_are_true_of_the_auction_and_the_card():
    """« 113 points seulement » over a 100 read false: a pass says the bid it would have to make;
    « le 8 de cœur … elle vaut peu », « l'As … la battre », « avec lui » of Léa: the words fit
    any card and any bidder."""
    said = _medium_deals(range(1, 6))
    passes = [(v, d) for v, d in said if d.action == Pass() and v.phase == "bid" and v.seat != v.partner]
    assert passes
    for view, decision in passes:
        assert "seulement" not in decision.fr
        lowest = 80 if view.bid is None else int(view.bid.value) + 10
        assert f"pas assez pour annoncer {lowest} sans risque" in decision.fr, decision.fr
        assert f"not enough to bid {lowest} safely" in decision.en
    words = " ".join(d.fr for _, d in said)
    assert "J'écarte" in words and "personne ne peut battre" in words and "me désigne" in words
    assert not any(w in words for w in ("elle vaut peu", "la battre", "avec lui"))
