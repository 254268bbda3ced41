"""Le Tarin: one test per rule of ``tarin.txt`` and of the Tarin part of ``RULINGS.md``.

Each test names the rule it checks (in our words). Expected values are worked out here from the
text (card values, deck, dealing, auction, scoring), never copied from the engine.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import (Bid, Card, Deal, IllegalActionError, Match, OutOfTurnError, Pass, Play, Trump,
                    UnknownCardError, WrongPhaseError, get_game, parse_card, parse_hand)
from engine.games.tarin.rules import TarinScore
from tests.helpers import refuse, run

COLOURS = ("N", "R", "J", "V")  # noir, rouge, jaune, vert
#: the text: the 5 counts 5, the 10 counts 10, the 14 counts 10; other cards nothing
TEXT_POINTS = {5: 5, 10: 10, 14: 10}


def text_deck(players: int) -> set[Card]:
    """56 cards, 1 to 14 in four colours; at 3 players the cards under 5 are taken out."""
    low = 5 if players == 3 else 1
    return {Card(s, r) for s in COLOURS for r in range(low, 15)}


def points(cards) -> int:
    return sum(TEXT_POINTS.get(c.rank, 0) for c in cards)


def text_winner(plays: list[Card], trump: str) -> int:
    """Highest trump if any was played, else highest of the colour led; a discard never wins."""
    trumps = [i for i, c in enumerate(plays) if c.suit == trump]
    pool = trumps or [i for i, c in enumerate(plays) if c.suit == plays[0].suit]
    return max(pool, key=lambda i: plays[i].rank)


def random_deal(players: int, seed: int) -> Deal:
    """Random play; in the auction only the lowest bid or a pass, so bids are both made and
    missed."""
    deal = Deal.new("tarin", players, seed)
    rng = random.Random(seed)
    while not deal.over:
        legal = deal.legal_actions()
        deal.apply(rng.choice([legal[0], legal[-1]] if deal.phase == "bid" else legal))
    return deal


# --- the deck and its points ------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_card_is_dealt_once_one_at_a_time(players):
    """All the cards are dealt one by one from the dealer's left, even if some get one more."""
    deal = Deal.new("tarin", players, seed=players)
    every = [c for h in deal.hands for c in h]
    assert Counter(every) == Counter(text_deck(players))
    size, extra = divmod(len(every), players)
    for k in range(players):
        seat = (deal.dealer + 1 + k) % players
        assert len(deal.hands[seat]) == size + (k < extra)
    assert deal.aside == ()


def test_at_three_players_no_card_under_5_is_dealt_or_accepted():
    """« A trois joueurs, retirez toutes les cartes au-dessous du 5 »: no deal gives one, not
    even the draw for the dealer, and hands holding some are refused, every such card named,
    in French and in English; « A quatre joueurs ou plus, utilisez le jeu complet »."""
    for seed in range(20):
        match = Match("tarin", 3, seed)
        assert all(card.rank >= 5 for _, card in match.draws)
        for _ in range(2):
            deal = match.next_deal()
            assert all(card.rank >= 5 for hand in deal.hands for card in hand)
            while not deal.over:
                deal.apply(deal.legal_actions()[0])
            match.record(deal)
    with pytest.raises(UnknownCardError) as refused:
        Deal.from_hands("tarin", "1N 5R / 6N 4V / 7N", dealer=2)
    fr, en = refused.value.text("fr"), refused.value.text("en")
    for words in (fr, en):
        assert "1N 5R / 6N 4V / 7N" in words and "5" in words
    assert "1 noir" in fr and "4 vert" in fr and "black 1" in en and "green 4" in en
    assert "5 rouge" not in fr and "red 5" not in en, "the 5s stay in the deck"
    Deal.from_hands("tarin", "1N 5R / 6N 4V / 7N / 2J", dealer=2)


@pytest.mark.parametrize("players", [3, 4])
def test_the_cards_that_count_make_100(players):
    """5, 10 and 14 of each colour: 4 × (5 + 10 + 10) = 100, with or without the 1 to 4."""
    assert points(text_deck(players)) == 100
    assert get_game("tarin").deck.total(text_deck(players)) == 100


# --- the draw for the dealer ------------------------------------------------------------------
def test_highest_card_deals_and_ties_draw_again():
    ties = 0
    for seed in range(60):
        match = Match("tarin", 4, seed)
        rounds, current, seen = [], {}, set()
        for seat, card in match.draws:
            if seat in current:
                rounds.append(current)
                current = {}
            current[seat] = card
            seen.add(card)
        rounds.append(current)
        for earlier, later in zip(rounds, rounds[1:]):
            top = max(c.rank for c in earlier.values())
            assert set(later) == {s for s, c in earlier.items() if c.rank == top}
            assert len(later) > 1
        last = rounds[-1]
        top = max(c.rank for c in last.values())
        assert [s for s, c in last.items() if c.rank == top] == [match.dealer]
        ties += len(rounds) > 1
    assert ties, "no tie in 60 draws: the redraw is never exercised"


# --- the auction -------------------------------------------------------------------------------
#: B (seat 1) holds six good greens and little else, as in the text's example
EXAMPLE = ("1N 2N 3N 4N 5N 6N 7N 8N 9N 10N 11N 12N 13N 14N / "
           "9V 10V 11V 12V 13V 14V 1R 2R 3R 1J 2J 3J 4J 5J / "
           "4R 5R 6R 7R 8R 9R 10R 11R 12R 13R 14R 6J 7J 8J / "
           "1V 2V 3V 4V 5V 6V 7V 8V 9J 10J 11J 12J 13J 14J")


def test_the_worked_auction_example():
    """A deals and says 15, B 25, C passes, D 30, A 35, B 40, C is out, D passes, A passes:
    B names green and must make 40."""
    deal = Deal.from_hands("tarin", EXAMPLE, dealer=0)
    a, b, c, d = 0, 1, 2, 3
    assert deal.phase == "bid" and deal.to_act == a
    for seat, action in [(a, "bid:15"), (b, "bid:25"), (c, "pass"), (d, "bid:30"),
                         (a, "bid:35"), (b, "bid:40")]:
        assert deal.to_act == seat
        deal.apply(action)
    assert deal.to_act == d, "C has passed: the turn goes past C"
    refuse(deal, "bid:45", OutOfTurnError, "not-your-turn", seat=c)
    run(deal, "pass pass")
    assert deal.phase == "trump" and deal.to_act == b
    refuse(deal, "trump:V", OutOfTurnError, "not-your-turn", seat=a)
    deal.apply("trump:V")
    assert deal.trump == "V" and deal.taker == b and deal.contract == "40"
    # the player on the dealer's left leads the first trick: here B again
    assert deal.phase == "play" and deal.to_act == b
    while not deal.over:
        deal.apply(deal.legal_actions()[0])
    result = deal.result()
    took = points(deal.piles[b])
    assert result.scores[b] == (took if took >= 40 else -40)


def test_the_dealer_must_open_at_15_or_more_in_fives():
    deal = Deal.new("tarin", 4, seed=3)
    refuse(deal, "pass", IllegalActionError, "tarin-dealer-opens")
    for bad in ("bid:10", "bid:17", "bid:105", "bid:0", "bid:prise"):
        refuse(deal, bad, IllegalActionError, "tarin-bid-number")
    assert deal.legal_actions() == tuple(Bid(str(v)) for v in range(15, 101, 5))
    deal.apply("bid:20")
    refuse(deal, "bid:20", IllegalActionError, "tarin-bid-higher")
    refuse(deal, "bid:15", IllegalActionError, "tarin-bid-higher")
    assert Pass() in deal.legal_actions() and Bid("25") in deal.legal_actions()


def test_the_auction_ends_when_nobody_goes_higher():
    deal = Deal.new("tarin", 5, seed=4)
    opener = deal.dealer
    run(deal, "bid:15 pass pass pass pass")
    assert deal.phase == "trump" and deal.to_act == opener and deal.contract == "15"


def test_nobody_can_go_above_100():
    deal = Deal.new("tarin", 4, seed=5)
    run(deal, "bid:15 bid:100")
    assert deal.phase == "trump" and deal.to_act == (deal.dealer + 1) % 4


def test_a_player_who_passed_never_speaks_again():
    for seed in range(40):
        deal = Deal.new("tarin", 6, seed)
        rng = random.Random(seed)
        out: set[int] = set()
        while deal.phase == "bid":
            assert deal.to_act not in out
            action = rng.choice(deal.legal_actions())
            if action == Pass():
                out.add(deal.to_act)
            deal.apply(action)


def test_only_a_colour_can_be_trumps():
    deal = run(Deal.new("tarin", 3, seed=1), "bid:15 pass pass")
    refuse(deal, "trump:T", IllegalActionError, "tarin-trump-colour")
    refuse(deal, "KH", WrongPhaseError, "wrong-phase")
    assert set(deal.legal_actions()) == {Trump(s) for s in COLOURS}


# --- the play ----------------------------------------------------------------------------------
def _to_play(hands: str, trump: str, dealer: int = 0) -> Deal:
    deal = Deal.from_hands("tarin", hands, dealer=dealer)
    deal.apply("bid:15")
    while deal.phase == "bid":
        deal.apply("pass")
    return deal.apply(f"trump:{trump}")


def test_follow_the_colour_led_when_you_can():
    deal = _to_play("6N 7R 8J / 9N 5R 11J / 12N 13V 14V", "V")
    run(deal, "9N")
    refuse(deal, "13V", IllegalActionError, "follow-suit")


def test_a_void_player_may_trump_or_discard_freely():
    deal = _to_play("6N 7R 8J / 9N 5R 11J / 12V 13J 14J", "V")
    run(deal, "9N")
    assert {a.card for a in deal.legal_actions()} == set(parse_hand("12V 13J 14J"))


@pytest.mark.parametrize("plays,trump", [
    ("9N 8J 7N", "V"),   # nobody trumps: the highest of black; the yellow 8 is a discard
    ("9N 5V 13N", "V"),  # one trump takes it, however small
    ("9N 5V 6V", "V"),   # several trumps: the highest
    ("14R 5R 13J", "J"), # a small trump beats the 14 led
])
def test_who_takes_the_trick(plays, trump):
    cards = [parse_card(t) for t in plays.split()]
    hands = " / ".join(f"{cards[(k + 2) % 3]}" for k in range(3))  # seat 1 leads: cards[0]
    deal = _to_play(hands, trump)
    run(deal, plays)
    assert deal.tricks[-1].winner == (1 + text_winner(cards, trump)) % 3


def test_spare_cards_go_to_the_last_tricks_winner():
    """B holds one card more: once the others are empty, it goes to whoever took the last trick."""
    deal = _to_play("5N / 10N 14R / 6N", "N")  # seat 1 has the spare card
    run(deal, "14R 6N 5N")  # C has no red and trumps; A trumps lower
    assert deal.over and deal.tricks[-1].winner == 2
    assert deal.spare == [(1, parse_card("10N"))]
    assert sorted(deal.piles[2]) == sorted(parse_hand("14R 6N 5N 10N"))
    result = deal.result()
    assert result.card_points == (0, 0, 25)
    assert result.scores == (-15, 0, 25), "the bidder (A, 15) took nothing: minus 15"


# --- scoring -----------------------------------------------------------------------------------
def test_a_bid_made_scores_what_was_taken_and_a_bid_missed_loses_the_bid():
    """35 bid and 30 taken: minus 35. The others always score what they took."""
    made = missed = 0
    for players in (3, 4, 5, 6):
        for seed in range(25):
            deal = random_deal(players, seed)
            result = deal.result()
            taken = tuple(points(p) for p in deal.piles)
            assert result.card_points == taken and sum(taken) == 100
            bidder, bid = deal.taker, int(deal.contract)
            for seat in range(players):
                if seat != bidder:
                    assert result.scores[seat] == taken[seat]
            expected = taken[bidder] if taken[bidder] >= bid else -bid
            assert result.scores[bidder] == expected
            made += taken[bidder] >= bid
            missed += taken[bidder] < bid
    assert made and missed


def test_the_count_in_words():
    score = TarinScore(bidder=0, bid=35, trump="V", taken=(30, 40, 30), made=False)
    assert "35" in score.lines("fr")[1] and "30" in score.lines("fr")[1]
    assert "missed" in score.lines("en")[1]


# --- the match ---------------------------------------------------------------------------------
def test_first_to_150_wins_the_highest_if_several_a_tie_plays_on():
    over = get_game("tarin").game_over
    options = {"target": 150}
    assert not over((149, 100, -40), 5, options)
    assert over((150, 100, -40), 5, options)
    assert over((160, 155, 0), 5, options), "both reached 150: the higher wins"
    assert not over((160, 160, 0), 5, options), "a tie at the top: one more deal"
    assert over((120, 0, 0), 5, {"target": 100}), "a longer or shorter game is agreed beforehand"


def test_a_match_plays_to_its_end_and_the_deal_passes_on():
    match = Match("tarin", 3, seed=2, options={"target": 60})
    rng = random.Random(2)
    dealers = []
    while not match.over:
        deal = match.next_deal()
        dealers.append(deal.dealer)
        while not deal.over:
            deal.apply(rng.choice(deal.legal_actions()))
        match.record(deal)
        assert len(match.results) < 200
    assert all(b == (a + 1) % 3 for a, b in zip(dealers, dealers[1:]))
    best = max(match.totals)
    assert best >= 60 and match.winners == (match.totals.index(best),)


def test_the_notation_is_unambiguous():
    assert parse_card("14N") == Card("N", 14) and parse_card("5J") == Card("J", 5)
    assert parse_card("JS") == Card("S", 11), "the tarot Jack of spades is still itself"
    assert Play(parse_card("10V")).__str__() == "10V"
