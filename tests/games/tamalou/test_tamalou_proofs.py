"""Le Tamalou's `best` steps are proven by its own imagined rounds (engine/games/tamalou/worlds.py,
registered with engine.worlds.register_playouts): every card seat 0 has not seen placed at random,
the medium robots play each choice out, paired, scored as the score sheet (1 for a round won).
``lessons.proofs.prove`` dispatches to them because the trick search does not play Le Tamalou."""

from __future__ import annotations

import random

import pytest

from engine import Deal
from engine.games.tamalou.worlds import imagine, play_out
from engine.hard_bots import searched
from engine.worlds import PLAYOUTS
from lessons import proofs
from tests.sample_game import registered

#: seat 0 looked at Léa's two cards (2 of spades, 2 of hearts: 4 points); Léa said « Tamalou »;
#: seat 0 drew the 2 of clubs for its last turn
BEFORE = "draw throw look:1.0 pass pass draw throw pass pass draw throw look:1.1 pass pass tamalou draw"


def _position(square: str, moves: str = BEFORE) -> Deal:
    deal = Deal.from_hands("tamalou", f"{square} / 2S 2H . . | 9H 5S 10H 2C | 10C", dealer=1)
    for move in moves.split():
        deal.apply(move, seat=deal.to_act)
    return deal


def test_the_tamalou_is_weighed_by_its_own_play_outs_not_searched():
    assert "tamalou" not in searched() and "tamalou" in PLAYOUTS


def test_an_imagined_round_looks_the_same_to_seat_0_and_keeps_every_seat_s_memory_true():
    deal = _position("1H KD 7C 8D")
    rng = random.Random(5)
    for _ in range(20):
        world = imagine(deal, 0, rng)
        assert world.view(0) == deal.view(0)  # the learner cannot tell them apart
        assert sorted(map(str, world.game.places(world))) == sorted(map(str, deal.game.places(deal)))
        for memory in world.known:
            assert all(world.at(spot) == known.card for spot, known in memory.items())
    # the two places seat 0 never saw and the pile's order change from one imagined round to another
    worlds = [imagine(deal, 0, rng) for _ in range(20)]
    assert len({tuple(map(str, w.squares[0][2:])) for w in worlds}) > 5
    assert len({str(w.pile[-1]) for w in worlds}) > 5


def test_a_round_whose_discard_became_the_pile_is_not_imagined():
    deal = _position("1H KD 7C 8D", "")
    deal.pile.clear()  # the next draw shuffles the discard into a new pile
    deal.discard[:0] = [c for c in deal.game.deck.cards if c not in deal.game.places(deal)]
    deal.apply("draw")
    assert deal.reshuffled
    with pytest.raises(ValueError, match="already shuffled"):
        imagine(deal, 0, random.Random(1))


def test_a_play_out_ends_the_round_and_scores_it_as_the_score_sheet():
    deal = _position("KS 1H . .")
    world = imagine(deal, 0, random.Random(2))
    world.apply("swap:0")
    assert play_out(world, 0, random.Random(2)) == 1.0  # 2 + 1 = 3: Léa's 4 is not fewer
    assert world.over and world.result().winners == (0,)


def test_a_clear_position_is_proven_the_same_for_the_same_seed():
    deal = _position("KS 1H . .")
    proof = proofs.prove(deal, ["swap:1", "swap:0", "throw"], "clear")
    assert proof.proven and proof.best == "swap:0" and proof.worlds == proofs.MIN_WORLDS
    assert proof.figures == (("swap:0", 1.0), ("swap:1", 0.0), ("throw", 0.0))
    assert proofs.prove(deal, ["swap:1", "swap:0", "throw"], "clear") == proof


def test_a_clear_position_with_hidden_cards_is_proven_and_repeats_for_its_seed():
    # seat 0 knows 1 + 0 + 2 = 3 points and has never seen its place 4: « Tamalou » now is a gamble
    deal = Deal.from_hands("tamalou", "1S KH 2D 9D / 9S 6D . . | 8H 5S 6S | 10C", dealer=1)
    for move in "draw throw look:0.2 pass pass draw throw pass pass".split():
        deal.apply(move, seat=deal.to_act)
    proof = proofs.prove(deal, ["tamalou", "draw"], "unknown")
    assert proof.proven and proof.best == "draw"
    assert proof.gap > 0.2 and 0 < proof.error < 0.05
    assert proofs.prove(deal, ["tamalou", "draw"], "unknown") == proof
    assert proofs.prove(deal, ["tamalou", "draw"], "another seed") != proof


def test_a_coin_flip_is_not_proven_after_the_most_imagined_rounds():
    # two places seat 0 never saw: keeping the 2 at one or the other is the same bet
    deal = _position("1H KD 7C 8D")
    proof = proofs.prove(deal, ["swap:2", "swap:3"], "coin")
    assert not proof.proven and proof.worlds == proofs.MAX_WORLDS
    assert abs(proof.gap) < 3 * proof.error


def test_a_game_neither_searched_nor_weighed_cannot_be_proven():
    with registered() as game:
        deal = Deal.new(game.id, 3, seed=1, dealer=2)
        assert deal.to_act == 0 and game.id not in searched() and game.id not in PLAYOUTS
        choices = [str(a) for a in deal.legal_actions()[:2]]
        with pytest.raises(ValueError, match="neither searched nor weighed"):
            proofs.prove(deal, choices, "none")
