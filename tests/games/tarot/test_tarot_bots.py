"""The full-Tarot bots (engine/games/tarot/bots.py): legal at every phase and player count, blind to
hidden cards, explained, sensible in the classic situations, and medium beats easy."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import TAROT_DECK, Card, Deal
from engine.actions import Bid, Call, Declare, Discard, Pass, Play
from engine.bots import LEVELS, choose
from engine.cards import parse_hand
from engine.games.tarot.rules import DEALING, PETIT
from engine.games.tarot.bots import _ecart_plan
from engine.texts import card_name
from tests.helpers import run, take
from tests.test_bots import (_assert_clearly_positive, _hide_and_shuffle, _levels, _paired_gain,
                             _play_out)

C = Card.of
PLAYERS = (3, 4, 5, 6)


def _deal(*hands: str, players: int = 4, dealer: int | None = None, seed: int = 0) -> Deal:
    """A deal where the first seats hold ``hands``; the other seats and the chien get the rest
    of the pack, shuffled with ``seed``. Seat 0 speaks first unless ``dealer`` says otherwise."""
    dealer = players - 1 if dealer is None else dealer
    size, chien, _ = DEALING[players]
    given_hands = [list(parse_hand(h)) for h in hands]
    assert all(len(h) == size for h in given_hands)
    rest = [c for c in TAROT_DECK.cards if all(c not in h for h in given_hands)]
    random.Random(seed).shuffle(rest)
    seats = [s for s in range(players) if players < 6 or s != dealer]
    full: list[list[Card]] = [[] for _ in range(players)]
    for seat, hand in zip(seats, given_hands):
        full[seat] = hand
    for seat in seats[len(given_hands):]:
        full[seat], rest = rest[:size], rest[size:]
    assert len(rest) == chien
    deal = Deal.from_hands("tarot", full, aside=rest, dealer=dealer)
    assert deal.phase == "bid", deal  # no petit sec
    return deal


def _playing(hands: str, taker: int, *plays: str, contract: str = "prise") -> Deal:
    """Straight to the cards with small hands (the bids are tested elsewhere), as in
    tests/games/tarot/test_tarot_rules.py; seat 0 leads."""
    deal = Deal.from_hands("tarot", hands, dealer=hands.count("/"))
    deal.phase, deal.to_act, deal.taker, deal.contract = "play", 0, taker, contract
    for play in plays:
        deal.apply(play)
    return deal


def _decide(deal: Deal):
    decision = choose(deal.view(deal.to_act))
    assert decision.action in deal.legal_actions()
    assert decision.fr.strip() and decision.en.strip() and decision.fr != decision.en
    return decision


# --- legal actions at every player count and level ---------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_bots_only_take_legal_actions_in_whole_deals(players):
    for seed, mix in itertools.product(range(3), range(3)):
        deal = _play_out(Deal.new("tarot", players, seed), _levels(players, mix), seed)
        assert deal.over and sum(deal.result().scores) == 0


@pytest.mark.parametrize("players", PLAYERS)
def test_every_phase_is_decided_by_both_levels(players):
    """Force a Garde so that the call (5 players), the écart and the poignée offers all come."""
    for seed in range(4):
        for level in LEVELS:
            deal = Deal.new("tarot", players, seed)
            if deal.over:
                continue
            take(deal, "garde")
            seen = set()
            while not deal.over:
                view = deal.view(deal.to_act)
                decision = choose(view, level, random.Random(seed))
                assert decision.action in view.legal
                assert decision.fr.strip() and decision.en.strip() and decision.fr != decision.en
                seen.add(type(decision.action))
                deal.apply(decision.action)
            assert Discard in seen and Play in seen
            assert (Call in seen) == (players >= 5)  # at 6, five play: the king call too


# --- bots never read hidden cards --------------------------------------------------------------
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from(PLAYERS), seed=st.integers(0, 10**6), depth=st.floats(0, 1),
       mix=st.integers(0, 2), shuffle_seed=st.integers(0, 10**6))
def test_tarot_bots_never_read_hidden_cards(players, seed, depth, mix, shuffle_seed):
    deal = Deal.new("tarot", players, seed)
    deal = _play_out(deal, _levels(players, mix), seed, until=int(depth * 80))
    if deal.over:
        return
    seat = deal.to_act
    other = _hide_and_shuffle(deal, seat, random.Random(shuffle_seed))
    assert other.view(seat) == deal.view(seat)
    for level in LEVELS:
        mine = choose(deal.view(seat), level, random.Random(shuffle_seed))
        theirs = choose(other.view(seat), level, random.Random(shuffle_seed))
        assert mine == theirs


# --- medium is clearly better than easy --------------------------------------------------------
#: deals per player count: enough for a margin of about 6 standard errors (more players, more
#: noise from the easy partners and bidders)
STRENGTH_DEALS = {3: 100, 4: 200, 5: 400, 6: 300}


@pytest.mark.parametrize("players", PLAYERS)
def test_medium_scores_more_than_easy(players):
    _assert_clearly_positive(_paired_gain("tarot", players, STRENGTH_DEALS[players],
                                          lambda r: r.scores[0]))


# --- bidding -------------------------------------------------------------------------------------
WEAK = "T2 T4 T8 T10 1S 4S 6S 8S 2H 5H 7H 3D 6D 7D JD 1C 3C 9C"
FAIR = "T21 T16 T13 T9 T7 T5 T1 KH 4H 9H KS 3S 8D 5D 2D 6C 4C 2C"
STRONG = "T21 T19 T16 T12 T8 T6 T1 KH QH 4H KS 7S 3S 9D 5D 2D 6C 4C"
HUGE = "T21 T20 T19 T18 T17 T15 T12 T9 T5 T1 EX KH QH KS KD 3D 2C 4C"


def test_medium_bids_a_garde_with_a_strong_hand():
    decision = _decide(_deal(STRONG))
    assert decision.action == Bid("garde"), decision
    assert "2 Bouts" in decision.fr and "2 Kings" in decision.en


def test_medium_takes_a_fair_hand_and_passes_a_weak_one():
    assert _decide(_deal(FAIR)).action == Bid("prise")
    decision = _decide(_deal(WEAK))
    assert decision.action == Pass()
    assert "0 Bout" in decision.fr and "not strong enough" in decision.en


def test_medium_goes_without_the_chien_with_a_huge_hand():
    assert _decide(_deal(HUGE)).action in (Bid("garde_sans"), Bid("garde_contre"))


def test_medium_does_not_outbid_above_its_hand():
    deal = _deal(WEAK, FAIR)
    deal.apply("bid:garde")
    decision = _decide(deal)
    assert decision.action == Pass()
    assert "Garde" in decision.fr and "Garde" in decision.en


# --- the king call -------------------------------------------------------------------------------
def _called(hand: str) -> Deal:
    deal = _deal(hand, players=5, dealer=4)
    take(deal, "garde")
    assert deal.phase == "call"
    return deal


def test_medium_calls_a_king_it_lacks_in_a_suit_it_holds():
    decision = _decide(_called("T21 T18 T15 T11 T8 T6 T1 EX KS KH QD 5D 3D 2C 7S"))
    assert decision.action == Call(C("KD")), decision  # diamonds: three cards, no King
    assert "King of diamonds" in decision.en
    assert decision.fr == ("J'appelle le Roi de carreau : je ne l'ai pas, mais j'ai 3 cartes de carreau. "
                           "Celui qui l'a jouera avec moi, en secret jusqu'à ce qu'il joue le Roi de carreau.")


def test_medium_calls_a_queen_it_lacks_with_four_kings():
    decision = _decide(_called("T21 T18 T15 T11 T8 T6 T1 EX KS KH KD KC QS QH 4H"))
    assert decision.action in (Call(C("QD")), Call(C("QC")))  # the Queens it lacks
    assert "quatre Rois" in decision.fr and "four Kings" in decision.en


# --- the écart -----------------------------------------------------------------------------------
def test_medium_ecart_makes_a_void_keeps_kings_and_trumps():
    taker = "T21 T19 T16 T12 T8 T6 T1 KH QH 4H KS 7S 3S 9D 5D 2D 6C 4C"
    deal = _deal(taker)
    take(deal, "garde")
    before = list(deal.hands[0])
    assert deal.phase == "ecart"
    texts = []
    while deal.phase == "ecart":
        decision = _decide(deal)
        texts.append(decision.en)
        deal.apply(decision.action)
    hand = deal.hands[0]
    assert all(c in hand for c in parse_hand("KH KS T21 T19 T16 T12 T8 T6 T1"))
    assert not any(c.is_trump for c in deal.ecart)
    assert {c.suit for c in hand} < {c.suit for c in before}  # at least one new void
    assert any("no" in text and "left" in text for text in texts)


def test_ecart_plan_secures_honours_of_kingless_suits_before_small_cards():
    hand = parse_hand("QS 3S 4S 5S 6S KH 2H 3H 4H 5H 6H 7H T2")
    plan = _ecart_plan(hand, [c for c in hand if c != C("KH")], 2)
    assert plan[0] == (C("QS"), "safe")
    assert plan[1][0] in parse_hand("3S 4S 5S 6S")


# --- the poignée ---------------------------------------------------------------------------------
def test_medium_shows_a_poignee_with_its_smallest_trumps():
    hand = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T21 EX KH KS KD 2C 3C 4C"
    deal = _deal(hand)
    take(deal, "garde_sans")
    assert deal.to_act == 0
    decision = _decide(deal)
    assert isinstance(decision.action, Declare)
    assert decision.action.cards == parse_hand("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11")  # no Excuse
    assert "poignée" in decision.fr and "20" in decision.en
    deal.apply(decision.action)
    assert isinstance(_decide(deal).action, Play)  # once shown, it plays


def test_medium_shows_the_excuse_only_when_needed():
    hand = "T2 T3 T4 T5 T6 T7 T8 T9 T21 EX KH KS KD 2C 3C 4C 5C 6C"
    deal = _deal(hand)
    take(deal, "garde_sans")
    decision = _decide(deal)
    assert decision.action.cards == parse_hand("T2 T3 T4 T5 T6 T7 T8 T9 T21 EX")
    assert "Excuse" in decision.fr and "Excuse" in decision.en


# --- card play -----------------------------------------------------------------------------------
def test_defender_charges_its_sides_sure_trick():
    # seat 0 (defence) leads the 21, the taker (seat 1) follows: seat 2 gives its Queen
    deal = _playing("T21 2S 3S / T2 4S 5S / QS 3H 4D / 6S 7S 8S", 1, "T21", "T2")
    decision = _decide(deal)
    assert decision.action == Play(C("QS")), decision
    assert "load" in decision.en


def test_defender_gives_little_to_the_takers_trick():
    deal = _playing("KH 2S 3S / T2 4S 5S / QH 3H 4D / 6S 7S 8S", 1, "KH", "T2")
    assert _decide(deal).action == Play(C("3H"))


def test_taker_saves_the_petit_when_it_surely_wins():
    deal = _playing("KH 2S 3S / 2H 4S 5S / 3H 4D 5D / T1 T8 6S", 3, "KH", "2H", "3H")
    decision = _decide(deal)
    assert decision.action == Play(PETIT), decision
    assert "Petit" in decision.fr and "saved" in decision.en


def test_taker_does_not_risk_the_petit():
    deal = _playing("KH 2S 3S / T1 T8 6S / T3 4D 5D / T9 4H 7S", 1, "KH")
    assert _decide(deal).action == Play(C("T8"))


def test_no_high_trump_wasted_on_a_sure_cut():
    deal = _playing("KH 2S 3S / 2H 4S 5S / 3H 4D 5D / T20 T3 6S", 3, "KH", "2H", "3H")
    decision = _decide(deal)
    assert decision.action == Play(C("T3")), decision
    assert "smallest" in decision.en
    # the points on the table so far (King 4.5 + two small cards), not the whole trick's worth
    assert decision.en.endswith("the trick already holds 5.5 points.")
    assert decision.fr.endswith("le pli contient déjà 5,5 points.")


def test_the_excuse_is_not_kept_for_the_last_trick():
    deal = _playing("EX 5S / 2H 4S / 3H 4D / 6S 7S", 0)
    decision = _decide(deal)
    assert decision.action == Play(C("EX")), decision
    assert "last trick" in decision.en


def test_the_petit_is_brought_home_when_nobody_can_take_it():
    # once nobody follows the 21, nobody else has a trump: the Petit waits for the last trick
    deal = _playing("T1 T21 2S / 3S 4S 5S / 6S 7S 8S / 9S 10S JS", 0, contract="garde")
    decision = _decide(deal)
    assert decision.action == Play(C("T21")), decision
    deal.apply(decision.action)
    for _ in range(3):
        deal.apply(_decide(deal).action)
    assert _decide(deal).action == Play(C("2S"))  # not the Petit: it waits for the last trick
    while not deal.over:
        deal.apply(_decide(deal).action)
    assert any(name == "petit_au_bout" and seat == 0 for name, seat, _ in deal.result().bonuses)


@pytest.mark.parametrize("revealed, expected", [(False, "3D"), (True, "QS")])
def test_five_players_partner_unknown_until_the_called_king_is_seen(revealed, expected):
    """Seat 1 wins with the 21. Seat 3 loads it only once it knows that seat 1 defends with it:
    while the King of hearts is hidden, seat 1 could be the taker's partner."""
    hands = "2S T5 / T21 3S / KH T2 / QS 3D / 4S 5S"
    deal = Deal.from_hands("tarot", hands, dealer=4)
    deal.phase, deal.taker, deal.contract = "play", 0, "prise"
    deal.leader = deal.to_act = 1
    deal.called, deal.partner = C("KH"), 2
    deal.partner_revealed = revealed  # as if the King had been played in an earlier trick
    run(deal, "T21 T2")
    assert deal.view(3).partner == (2 if revealed else None)
    decision = _decide(deal)
    assert decision.action == Play(C(expected)), decision


def test_medium_never_plays_a_card_it_cannot_explain():
    """Each sentence names the card it plays (or the Excuse)."""
    deal = Deal.new("tarot", 4, 9)
    while not deal.over:
        decision = _decide(deal)
        if isinstance(decision.action, Play):
            assert card_name(decision.action.card, "en") in decision.en or \
                "Excuse" in decision.en or "Petit" in decision.en, decision
        deal.apply(decision.action)


# --- play ideas ----------------------------------------------------------------------------------
def test_taker_draws_trumps_and_brings_the_petit_home():
    """Two defenders showed they have no trump left and the third played under the 19: the
    taker leads its master trumps to pull the last ones, and the Petit wins the last trick."""
    deal = _playing("T19 T21 T20 T1 2S / 4S 5S 6S 7S 8S / T5 T6 6D 7D 8D / 5H 6H 7H 8H 9H", 0,
                    "T19", "4S", "T5", "5H")
    decision = _decide(deal)
    assert decision.action == Play(C("T20")), decision
    assert "draw out the defenders' trumps" in decision.en and "Petit" in decision.fr
    while not deal.over:
        assert deal.to_act != 0 or len(deal.hands[0]) == 1 or _decide(deal).action != Play(PETIT)
        deal.apply(_decide(deal).action)
    assert ("petit_au_bout", 0, 10) in deal.result().bonuses


def test_taker_without_master_trumps_does_not_draw():
    deal = _playing("T12 T10 T9 T8 2S / 4S 5S 6S 7S 8S / T15 T6 6D 7D 8D / 5H 6H 7H 8H 9H", 0)
    assert "draw out" not in _decide(deal).en


def test_defender_leads_the_suit_the_taker_lacks():
    """The taker (seat 1) trumped the hearts: seat 0 leads its small heart to make him trump
    again, rather than its smaller spade."""
    deal = _playing("2H KD 3H 2S / T3 4D T8 9S / 4H 5D 7S 8S / T15 3D 9D 10S", 1,
                    "2H", "T3", "4H", "T15", "3D", "KD", "4D", "5D")
    decision = _decide(deal)
    assert decision.action == Play(C("3H")), decision
    assert "no hearts left" in decision.en and "couper" in decision.fr
    assert " him " not in decision.en and " his " not in decision.en  # the taker may be Léa


def test_defender_hunts_the_petit_with_big_trumps():
    """Seats 1 and 3 have no trump left: if the Petit is out, the taker (seat 2) holds it, and
    seat 0 holds more trumps than the taker is thought to."""
    deal = _playing("T21 T20 T18 T16 3S 4D / 5S 6S 7S 8S 9S 10S / T2 T7 5H 6H 7H 8H / "
                    "2D 3D 5D 6D 7D 8D", 2, "T21", "5S", "T2", "2D")
    decision = _decide(deal)
    assert decision.action == Play(C("T20")), decision
    assert "hunt" in decision.en and "chasser le Petit" in decision.fr
    # what the defender guesses, not what it knows
    assert decision.fr.endswith("si c'est le preneur qui l'a.") and decision.en.endswith("in case the taker holds it.")


def _five(hands: str, taker: int, partner: int, leader: int) -> Deal:
    deal = Deal.from_hands("tarot", hands, dealer=4)
    deal.phase, deal.taker, deal.contract = "play", taker, "prise"
    deal.leader = deal.to_act = leader
    deal.called, deal.partner = C("KH"), partner
    return deal


def test_five_players_defender_leads_the_called_suit_to_find_the_partner():
    """Seat 0 won the first trick (the called suit may not be led there) and now leads a
    heart, the called King's suit, rather than a smaller card."""
    deal = _five("KS 6H 2S 2C / 4S 5S 6S 7S / 3S 2D 3D 6D / 9S 10S JS 8C / KH 4D 5D 8S", 2, 4, 0)
    run(deal, "KS 4S 3S 9S 8S")
    decision = _decide(deal)
    assert decision.action == Play(C("6H")), decision
    assert "called King" in decision.en and "partenaire" in decision.fr


def test_five_players_the_partner_plays_for_the_taker():
    """The holder of the called King knows it plays with the taker: it loads the taker's sure
    trick, where a defender gives a small card."""
    hands = "T21 2S / T2 3S / QS 4D / 3D 4S / KH 5D"
    deal = _five(hands, 0, 4, 0)
    run(deal, "T21 T2 4D 4S")
    decision = _decide(deal)
    assert decision.action == Play(C("KH")), decision
    assert "load" in decision.en
    defender = _five(hands, 0, 2, 0)  # the same cards when seat 4 defends
    run(defender, "T21 T2 4D 4S")
    assert _decide(defender).action == Play(C("5D"))


def test_no_honour_thrown_on_a_trick_the_other_side_wins():
    deal = _playing("T21 2S / T2 3S / T3 4S / KH 2D", 0, "T21", "T2", "T3")
    decision = _decide(deal)
    assert decision.action == Play(C("2D")), decision
    assert "King of hearts" in decision.en and "Roi de cœur" in decision.fr


def test_no_honour_loaded_on_a_doubtful_trick():
    """Seat 1 (defence) is winning with the 10 of spades, but the taker (seat 3) plays after
    and may hold higher spades or a trump: seat 2 keeps its Queen."""
    deal = _playing("2S 5H 6H / 10S 7H 8H / QD 3D 9H / T4 4D 5D", 3, "2S", "10S")
    decision = _decide(deal)
    assert decision.action == Play(C("3D")), decision
    assert "Queen of diamonds" in decision.en
