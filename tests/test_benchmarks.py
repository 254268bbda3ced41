"""The two yardsticks of ``make bench``'s ``core`` section play the engine's card play: the
minimal list playout (the baseline of issue 15's ratio) and the card-play-only stand-in of
:mod:`benchmarks.ceiling` (the ceiling of an API of the engine's shape). A yardstick that
skipped a rule would be faster than the engine for the wrong reason."""

from __future__ import annotations

import doctest
import json
import random
from collections.abc import MutableSequence, Sequence

import pytest

from benchmarks import ceiling
from benchmarks.ceiling import CardPlayOnly
from benchmarks.engine_bench import list_playout
from engine.actions import Play
from engine import TAROT_DECK
from engine.cards import EXCUSE, TRUMP, Card
from engine.tricks import FULL_RULES, PLAYS, best_cards, legal_cards, trick_plays

DEALS = 300


def _card(number: int) -> Card:
    """The list playout's card ``number``: 0–55 the four suits, 56–76 trumps 1–21, 77 the
    Excuse."""
    if number < 56:
        return Card("SHDC"[number // 14], number % 14 + 1)
    return Card(TRUMP, number - 55) if number < 77 else EXCUSE


def _winner(plays: Sequence[tuple[int, Card]]) -> int:
    return plays[best_cards([c for _, c in plays], TAROT_DECK)[0]][0]


def _gather(piles: list[list[Card]], plays: Sequence[tuple[int, Card]], winner: int,
            last: bool) -> None:
    """A won round's cards to the winner, but the Excuse, which stays with its owner except on
    the last trick (French Tarot)."""
    for seat, card in plays:
        piles[seat if card is EXCUSE and not last else winner].append(card)


class _Referee:
    """Stands for the list playout's ``random.Random``: it draws with a real one, checks every
    choice the playout offers against the engine's legal cards, and follows the card play as
    the engine plays it."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.offers = 0

    def shuffle(self, numbers: MutableSequence[int]) -> None:
        self.rng.shuffle(numbers)
        self.hands = [[_card(n) for n in numbers[18 * i:18 * i + 18]] for i in range(4)]
        self.dealt = [card for hand in self.hands for card in hand]
        self.piles: list[list[Card]] = [[], [], [], []]
        self.trick: list[tuple[int, Card]] = []

    def randrange(self, stop: int) -> int:
        self.seat = self.rng.randrange(stop)
        return self.seat

    def choice(self, offered: Sequence[int]) -> int:
        hand = self.hands[self.seat]
        legal = legal_cards(hand, [c for _, c in self.trick], FULL_RULES)
        assert sorted(map(_card, offered)) == sorted(legal), (hand, self.trick)
        self.offers += 1
        number = self.rng.choice(offered)
        hand.remove(_card(number))
        self.trick.append((self.seat, _card(number)))
        self.seat = (self.seat + 1) % 4
        if len(self.trick) == 4:
            self.seat = _winner(self.trick)
            _gather(self.piles, self.trick, self.seat, last=not hand)
            self.trick = []
        return number


@pytest.mark.parametrize("seed", range(DEALS))
def test_list_playout_plays_the_engines_card_play(seed: int) -> None:
    referee = _Referee(seed)
    half_points = list_playout(referee)  # type: ignore[arg-type]
    assert referee.offers == 72 and not any(referee.hands)
    assert half_points == [sum(map(TAROT_DECK.value, pile)) for pile in referee.piles]
    assert sum(half_points) == sum(map(TAROT_DECK.value, referee.dealt))


@pytest.mark.parametrize("seed", range(DEALS))
def test_card_play_only_stand_in_plays_the_engines_card_play(seed: int) -> None:
    deal = CardPlayOnly(seed)
    rng = random.Random(seed)
    piles: list[list[Card]] = [[], [], [], []]
    while not deal.over:
        legal = deal.legal_actions()
        assert legal == trick_plays(deal.hands[deal.to_act], deal.trick, FULL_RULES)
        deal.apply(rng.choice(legal))
        if not deal.trick:  # a round just closed
            done = deal.rounds[-1]
            assert done.winner == _winner(done.plays) == deal.to_act
            _gather(piles, done.plays, done.winner, last=deal.over)
    assert len(deal.history) == 72 and len(deal.rounds) == 18 and not any(deal.hands)
    assert deal.piles == piles


def test_card_play_only_stand_in_refuses_what_legal_actions_did_not_give() -> None:
    deal = CardPlayOnly(seed=3)
    legal = deal.legal_actions()
    before = ([h[:] for h in deal.hands], deal.masks[:], deal.to_act)
    other = PLAYS[deal.hands[(deal.to_act + 1) % 4][0]]  # the one Play of a card not held
    for action in (Play(legal[0].card), other):
        with pytest.raises(ValueError, match="not a legal action now"):
            deal.apply(action)
        assert ([h[:] for h in deal.hands], deal.masks[:], deal.to_act) == before
    deal.apply(legal[0])
    with pytest.raises(ValueError):
        deal.apply(legal[-1])  # legal_actions was not asked again


def test_ceiling_examples() -> None:
    """The module's docstring example (benchmarks/ is not among pytest's doctest paths)."""
    result = doctest.testmod(ceiling)
    assert result.attempted and not result.failed


def test_the_tables_examples() -> None:
    """The tables the benchmarks and the soak play come from the registry (their examples:
    Tarot Kids' options at 4 and 5 players, Le Tamalou's levels face to face)."""
    from benchmarks import cases, engine_bench

    for module in (cases, engine_bench):
        result = doctest.testmod(module)
        assert result.attempted and not result.failed, module.__name__


def test_strength_reads_each_tables_own_count_of_deals(capsys) -> None:
    """``game:players:deals`` plays that many duplicate deals, ``--deals`` sets every table's;
    by default every table of every searched game is measured."""
    from benchmarks import strength
    from engine.hard_bots import searched

    strength.main(["--games", "kids:3:2", "--jobs", "1", "--every", "0"])
    strength.main(["--games", "kids:3:2,kids:2:5", "--deals", "1", "--jobs", "1", "--every", "0"])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["players"], r["deals"]) for r in lines] == [(3, 2), (3, 1), (2, 1)]
    assert {t.split(":")[0] for t in strength.GAMES.split(",")} == set(searched())
