"""The Le Tamalou bots (engine/games/tamalou/bots.py): legal at every player count and level, blind to
hidden cards (reshuffled hidden cards give the same view and the same choice), explained,
sensible with powers, snaps and the announce, different by memory, and hard beats easy."""

from __future__ import annotations

import random

import pytest

from engine import Deal
from engine.actions import Pass
from engine.games.tamalou import Announce, Draw, Exchange, Look, Snap, Swap, Take, Throw
from engine.bots import choose
from engine.cards import Card
from engine.games.tamalou.rules import TamalouDeal
from engine.games.tamalou.bots import EASY_MEMORY, LEVELS, decide, memory
from tests.test_bots import _assert_clearly_positive, _play_out


def bot_round(deal: TamalouDeal, levels: list[str], seed: int,
              until: int | None = None) -> TamalouDeal:
    """The bots play, every decision checked (legal, explained in both languages)."""
    return _play_out(deal, levels, seed, until)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_bots_take_legal_actions_in_whole_rounds(players):
    for seed in range(3):
        levels = [LEVELS[(seat + seed) % 3] for seat in range(players)]
        deal = bot_round(Deal.new("tamalou", players, seed), levels, seed)
        assert deal.over and deal.result().winners


def reshuffle_hidden(deal: TamalouDeal, seat: int, rnd: random.Random) -> TamalouDeal:
    """A copy where every card ``seat`` has not seen changes place with another unseen one:
    the squares' unknown places, the pile and another player's drawn card."""
    other = deal.copy()
    known = {(k.seat, k.position) for k in deal.view(seat).knowledge.entries}
    spots = [s for s in other.spots() if s not in known]
    cards = [other.at(s) for s in spots] + other.pile
    drawn_hidden = other.drawn is not None and seat != other.turn_seat
    if drawn_hidden:
        cards.append(other.drawn)
    rnd.shuffle(cards)
    for s, p in spots:
        other.squares[s][p] = cards.pop()
    if drawn_hidden:
        other.drawn = cards.pop()
    other.pile = cards
    return other


@pytest.mark.parametrize("players", [2, 4, 6])
def test_bots_never_read_hidden_cards(players):
    rnd = random.Random(players)
    for seed in range(6):
        deal = bot_round(Deal.new("tamalou", players, seed), ["hard"] * players, seed,
                         until=rnd.randrange(60))
        if deal.over:
            continue
        for seat in range(players):
            view = deal.view(seat)
            if not view.legal:
                continue
            other = reshuffle_hidden(deal, seat, rnd)
            assert other.text() != deal.text() or len(deal.pile) < 2
            assert other.view(seat) == view
            for level in LEVELS:
                assert decide(other.view(seat), level, random.Random(1)) == \
                    decide(view, level, random.Random(1))


def test_choose_knows_the_hard_level_of_every_game():
    deal = Deal.new("tamalou", 3, seed=1)
    assert choose(deal.view(deal.to_act), "hard").action in deal.legal_actions()
    with pytest.raises(ValueError, match="unknown bot level"):
        choose(deal.view(deal.to_act), "expert")
    # La Taroinche's hard level is the search of engine.hard_bots (issue 15), Le Tamalou's its memory
    taroinche = Deal.new("taroinche", 5, seed=1)
    assert choose(taroinche.view(taroinche.to_act), "hard").action in taroinche.legal_actions()


# --- memory ------------------------------------------------------------------------------------
def test_easy_forgets_medium_keeps_its_own_hard_keeps_everything():
    deal = TamalouDeal.from_text("1S 2S 3S 4S / KH QD 5C 6C | 9H 6H 6D 6S 5H 5D | 1C",
                                 dealer=1)
    deal.apply("draw").apply("throw").apply("look:1.2")  # seat 0 spies on the 5 of clubs
    spot = (1, 2)
    for level in LEVELS:
        assert (spot in memory(deal.view(0), level)) is (level in ("easy", "hard"))
    while deal.view(0).turn < EASY_MEMORY:
        if deal.phase == "turn":
            deal.apply("draw")
            deal.apply("throw")
        else:
            deal.apply("pass")
    view = deal.view(0)
    assert memory(view, "easy") == {}
    assert memory(view, "medium") == {(0, 0): Card.of("1S"), (0, 1): Card.of("2S")}
    assert spot in memory(view, "hard")


def test_only_hard_follows_an_exchange():
    deal = TamalouDeal.from_text("1S 2S 3S 4S / KH QD 5C 6C | JH | 1C", dealer=0)
    deal.apply("draw").apply("throw").apply("exchange:0.0,1.0")  # seat 1 takes my Ace blind
    view = deal.view(0)
    assert memory(view, "hard")[(1, 0)] == Card.of("1S")
    assert (1, 0) not in memory(view, "medium")


# --- sensible moves ----------------------------------------------------------------------------
def test_a_seven_looks_at_an_unknown_card_of_mine():
    deal = TamalouDeal.from_text("9S 9D 3S 4S / KH QD 5C 6C | 7H | 1C", dealer=1)
    deal.apply("draw")
    assert decide(deal.view(0), "medium").action == Throw()
    deal.apply("throw")
    assert decide(deal.view(0), "medium").action == Look(0, 2)


def test_a_low_discard_is_taken_in_place_of_the_worst_card():
    deal = TamalouDeal.from_text("KS 2S 3S 4S / KH QD 5C 6C | 7H | 1C", dealer=1)
    decision = decide(deal.view(0), "medium")
    assert decision.action == Take(0) and "1" in decision.en


def test_a_low_drawn_card_is_kept_and_a_high_one_thrown():
    deal = TamalouDeal.from_text("KS 2S 3S 4S / KH QD 5C 6C | 2H | QC", dealer=1)
    deal.apply("draw")
    assert decide(deal.view(0), "easy").action == Swap(0)
    deal = TamalouDeal.from_text("1D 2S 3S 4S / KH QD 5C 6C | 6H | QC", dealer=1)
    deal.apply("draw")
    assert decide(deal.view(0), "medium").action == Throw()


def test_a_jack_swaps_a_high_card_away_and_hard_picks_a_known_low_card():
    deal = TamalouDeal.from_text("1D 2S 3S 4S / 1H QD 5C 6C | JH | 9C", dealer=1)
    deal.apply("draw").apply("throw")
    assert decide(deal.view(0), "medium").action == Pass()  # nothing worth giving away
    deal = TamalouDeal.from_text("KS 2S 3S 4S / 1H QD 5C 6C | 10D 5H JH | 9C", dealer=1)
    deal.apply("draw").apply("throw").apply("look:1.0")  # seat 0 sees the Ace of hearts
    for action in ("pass", "pass", "draw", "throw", "pass", "pass", "draw", "throw"):
        deal.apply(action)  # seat 1 throws the 5 of hearts, seat 0 draws the Jack
    hard = decide(deal.view(0), "hard")
    assert hard.action == Exchange((0, 0), (1, 0)) and "Ace of hearts" in hard.en
    medium = decide(deal.view(0), "medium").action  # forgot it: swaps the King blind
    assert isinstance(medium, Exchange) and medium.first == (0, 0)


def test_bots_snap_what_they_remember():
    deal = TamalouDeal.from_text("7S 2S 3S 4S / QD 5C 7D 6C | 7C | 1C", dealer=1)
    deal.apply("draw").apply("throw").apply("pass")  # seat 0 throws the 7 of clubs
    assert deal.phase == "snap"
    assert decide(deal.view(1), "hard").action == Pass()  # seat 1 never saw its 7 of diamonds
    assert decide(deal.view(0), "easy").action == Snap((0,))


def test_bots_announce_when_they_know_a_low_total():
    deal = TamalouDeal.from_text("1S KH . . / 9S 9H 9D 9C | 5S | 8C", dealer=1)
    decision = decide(deal.view(0), "medium")
    assert decision.action == Announce() and "1 point" in decision.en
    deal = TamalouDeal.from_text("1S KH 2S . / 9S 9H 9D 9C | 5S | 8C", dealer=1)
    assert decide(deal.view(0), "medium").action == Draw()  # one card unknown: not yet


def test_with_no_card_left_the_bot_announces():
    deal = TamalouDeal.from_text(". . . . / 9S 9H 9D 9C | 5S | 8C", dealer=1)
    assert decide(deal.view(0), "easy").action == Announce()


@pytest.mark.parametrize("level", LEVELS)
def test_with_no_card_left_a_last_turn_queen_swaps_nothing(level):
    """After « Tamalou », a player with an empty square still draws; a Queen thrown then has
    nothing to swap (it used to crash the bot looking for its worst card)."""
    deal = TamalouDeal.from_text("1S KH 2D 3D / . . . . | QH 5S | 10C", dealer=1)
    deal.apply("tamalou").apply("draw").apply("throw")
    decision = decide(deal.view(1), level)
    assert decision.action == Pass() and "no card left" in decision.en


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("power", ["JH", "QS", "KS", "9H", "7H"])
def test_a_bot_with_an_empty_square_uses_a_power(power, level):
    """A robot whose last cards went in snaps, after another's « Tamalou », draws a Jack, a Queen
    or a black King and throws it: it looked for its worst card to swap away among none
    (``max() arg is an empty sequence`` in ``_worst``, seen beside a player moving at random)."""
    deal = TamalouDeal.from_text(f". . . . / 5S 5H 5D 5C | {power} | 8C", dealer=0)
    deal.apply("tamalou").apply("draw").apply("throw")  # seat 1 announces; seat 0 draws, throws
    assert deal.phase == "power" and deal.to_act == 0 and not deal.cards_of(0)
    decision = decide(deal.view(0), level, random.Random(1))
    assert decision.action in deal.view(0).legal and decision.fr and decision.en


@pytest.mark.parametrize("players, seed", [(4, 140), (5, 34)])
def test_bots_beside_a_player_moving_at_random(players, seed):
    """The rounds where the robots crashed: seat 0 picks any legal move (a child trying
    things), the robots play on to the end."""
    deal, rnd, steps = Deal.new("tamalou", players, seed), random.Random(seed), 0
    while not deal.over:
        steps += 1
        assert steps < 3000
        seat = deal.to_act
        view = deal.view(seat)
        action = rnd.choice(view.legal) if seat == 0 else choose(view, "medium", random.Random(steps)).action
        deal.apply(action, seat)
    assert deal.result().winners


# --- strength ----------------------------------------------------------------------------------
def test_hard_beats_easy():
    """Two players, each round played twice with the seats' levels exchanged: hard's win
    minus easy's win, over paired rounds, is clearly positive."""
    gains = []
    for seed in range(40):
        gain = 0
        for levels in (["hard", "easy"], ["easy", "hard"]):
            result = bot_round(Deal.new("tamalou", 2, seed), levels, seed).result()
            hard = levels.index("hard")
            gain += (hard in result.winners) - (1 - hard in result.winners)
        gains.append(gain / 2)
    _assert_clearly_positive(gains)
