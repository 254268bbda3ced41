"""The fast trick core agrees with a plain reference written from the rules, at thousands of
seeded random positions of every trick game: the legal cards (``legal_actions``, ``is_legal``
and :func:`engine.tricks.legal_cards`), who takes each trick, and which legal cards would take
the trick on the table (:func:`engine.tricks.taking_plays`, the search's quick play-outs).

The reference below is deliberately naive (one card at a time, straight from the rule texts,
slow is fine) and shares no code with :mod:`engine.tricks`:

* Tarot Kids, Mon premier Tarot, Tarot, Le Tarin: follow the suit asked (the first card that is
  not the Excuse); the Excuse may always be played.
* Without the suit asked: trump (Kids, premier and Tarot; in Le Tarin you may discard instead),
  else discard anything.
* A trump on the table, or trumps asked: go over the highest trump when you can (Kids and
  Tarot; Mon premier Tarot and Le Tarin: any trump).
* Tarot at 5: on the first trick, nobody leads the called King's suit but with that King.
* The highest trump takes the trick, else the strongest card of the suit asked; Kids ranks:
  Interro < Élèves (equal) < Profs (equal) < Proviseur, equal best cards tie the round.

La Taroinche has its own play phase (its order of cards changes with the trump), checked
against its own reference below, from its rule text:

* Follow the suit asked; without it, trump, unless a partner is winning the trick (then any
  card); without a trump, any card.
* Whoever plays a trump goes over the highest trump on the table when able. In « tout atout »
  the suit asked is the trump of that trick; in « sans atout » nothing trumps.
* Trumps rank J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7.

``POSITIONS`` positions per game (10,000; the Pyodide runner sets ``TAROT_FASTCORE_POSITIONS``
lower, WebAssembly being slower): Tarot Kids (2 to 5 players, each variant), Mon premier Tarot
(3 to 6), Tarot at 3, 4, 5 and 6 players each, Le Tarin (3 to 6), La Taroinche (5).
"""

from __future__ import annotations

import os
import random

import pytest

from engine import Card, Deal, Play
from engine.tricks import legal_cards, taking_plays

POSITIONS = int(os.environ.get("TAROT_FASTCORE_POSITIONS", "10000"))

KIDS_OPTIONS = [{}, {"paris": True}, {"paris": True, "primes": True},
                {"paris": True, "proviseur": True, "primes": True}]
#: name → (game, player counts, options to cycle through)
GAMES = {
    "kids": ("kids", (2, 3, 4, 5), KIDS_OPTIONS),
    "premier": ("premier", (3, 4, 5, 6), [{}]),
    "tarot-3p": ("tarot", (3,), [{}]),
    "tarot-4p": ("tarot", (4,), [{}]),
    "tarot-5p": ("tarot", (5,), [{}]),
    "tarot-6p": ("tarot", (6,), [{}]),
    "tarin": ("tarin", (3, 4, 5, 6), [{}]),
}
#: the games with a play phase of their own, checked against their own reference
OWN_PLAY = {"taroinche": ("taroinche", (5,), [{}])}
#: game → (must go over the highest trump, must trump when out of the suit asked)
DUTIES = {"kids": (True, True), "premier": (False, True), "tarot": (True, True),
          "tarin": (False, False)}


def is_excuse(card: Card) -> bool:
    return card.suit == "X"


def suit_asked(cards: list[Card]) -> str | None:
    for card in cards:
        if not is_excuse(card):
            return card.suit
    return None


def may_play(card: Card, hand: list[Card], cards: list[Card], game: str, trump: str) -> bool:
    """Whether the rules let this card of ``hand`` go on the trick ``cards`` (no lead limit)."""
    over, must_trump = DUTIES[game]
    asked = suit_asked(cards)
    if asked is None or is_excuse(card):
        return True
    if asked != trump:
        if card.suit == asked:
            return True
        if any(c.suit == asked for c in hand):
            return False  # must follow
        if not must_trump:
            return True
    my_trumps = [c for c in hand if c.suit == trump]
    if card.suit != trump:
        return not my_trumps  # a discard only without a trump
    on_table = [c.rank for c in cards if c.suit == trump]
    if not over or not on_table:
        return True
    best = max(on_table)
    return card.rank > best or not any(c.rank > best for c in my_trumps)


def lead_allowed(deal: Deal, card: Card) -> bool:
    """Tarot at 5: the first lead may not be in the called King's suit, but for the King."""
    called = getattr(deal, "called", None)
    if deal.game.id != "tarot" or called is None or deal.tricks or deal.trick:
        return True
    return card.suit != called.suit or card == called


def kids_power(rank: int) -> int:
    return 0 if rank == 1 else 1 if rank <= 10 else 2 if rank <= 13 else 3


def taker(plays: tuple[tuple[int, Card], ...], game: str, trump: str) -> int | None:
    """Who takes the trick; ``None`` when equal best cards tie it (Tarot Kids)."""
    cards = [c for _, c in plays]
    wins = trump if any(c.suit == trump for c in cards) else suit_asked(cards)

    def power(card: Card) -> int:
        return kids_power(card.rank) if game == "kids" and card.suit != "T" else card.rank

    best = max(power(c) for c in cards if c.suit == wins)
    seats = [s for s, c in plays if c.suit == wins and power(c) == best]
    return seats[0] if len(seats) == 1 else None


def takes(card: Card, plays: tuple[tuple[int, Card], ...], seat: int, game: str,
          trump: str) -> bool:
    """Whether ``card``, played by ``seat`` now, would be the trick's only best card."""
    after = (*plays, (seat, card))
    return suit_asked([c for _, c in after]) is not None and taker(after, game, trump) == seat


def positions(name: str):
    """Seeded random deals of ``name``, yielding each card-play position (``POSITIONS`` in all)
    with the random generator of its deal; the caller plays a card before asking for the next."""
    game, counts, variants = {**GAMES, **OWN_PLAY}[name]
    found, seed = 0, 0
    while True:
        players = counts[seed % len(counts)]
        options = variants[seed // len(counts) % len(variants)]
        if game == "kids" and (options.get("primes") and players < 4
                               or options.get("proviseur") and players != 5):
            options = {"paris": True}
        deal = Deal.new(game, players, seed, options)
        rng = random.Random(seed)
        while not deal.over:
            if deal.phase != "play":
                deal.apply(rng.choice(deal.legal_actions()))
                continue
            yield deal, rng  # the test plays a card from there
            found += 1
            if found == POSITIONS:
                return
        seed += 1


@pytest.mark.parametrize("name", GAMES)
def test_fast_core_agrees_with_the_reference(name):
    checked = tricks = 0
    for deal, rng in positions(name):
        seat, game = deal.to_act, deal.game.id
        hand = list(deal.hands[seat])
        cards = [c for _, c in deal.trick]
        duties = [c for c in hand if may_play(c, hand, cards, game, deal.trump)]
        expected = [c for c in duties if lead_allowed(deal, c)]
        plays = [a.card for a in deal.legal_actions() if isinstance(a, Play)]
        assert plays == expected, (deal, cards)
        # the card-level answer lessons use: the duties alone
        assert list(legal_cards(hand, cards, deal.game.trick_rules, deal.trump)) == duties
        legal = [a for a in deal.legal_actions() if isinstance(a, Play)]
        taking = taking_plays(legal, cards, deal.game.deck, deal.trump)
        assert taking == [p for p in legal if takes(p.card, tuple(deal.trick), seat, game,
                                                    deal.trump)], (deal, cards)
        card = rng.choice(hand)  # one card of the hand, asked directly: the refusal's path too
        assert deal.is_legal(Play(card)) == (card in expected), (deal, card)
        done = len(deal.tricks)
        deal.apply(rng.choice(deal.legal_actions()))  # the walk goes on from here
        if len(deal.tricks) > done:
            trick = deal.tricks[-1]
            assert trick.winner == taker(trick.plays, game, deal.trump), trick
            tricks += 1
        checked += 1
    assert checked == POSITIONS and tricks > POSITIONS // 8


# --- La Taroinche --------------------------------------------------------------------------------
#: from strongest to weakest, by rank (1 the Ace, 11 the Jack, 13 the Queen, 14 the King)
TAROINCHE_TRUMPS = [11, 9, 1, 10, 14, 13, 8, 7]
TAROINCHE_PLAIN = [1, 10, 14, 13, 11, 9, 8, 7]


def cutting_suit(trump: str | None, asked: str) -> str | None:
    """The suit that wins over the suit asked: the trump; the suit asked itself in tout atout;
    none in sans atout."""
    return asked if trump == "TA" else None if trump == "SA" else trump


def beats(card: Card, other: Card) -> bool:
    """Both trumps of the trick: ``card`` is the stronger."""
    return TAROINCHE_TRUMPS.index(card.rank) < TAROINCHE_TRUMPS.index(other.rank)


def taroinche_winner(plays, trump: str | None) -> int:
    """The seat that takes the trick: the strongest trump, else the strongest card asked."""
    asked = plays[0][1].suit
    cut = cutting_suit(trump, asked)
    trumps = [(s, c) for s, c in plays if c.suit == cut]
    if trumps:
        return min(trumps, key=lambda p: TAROINCHE_TRUMPS.index(p[1].rank))[0]
    return min(((s, c) for s, c in plays if c.suit == asked),
               key=lambda p: TAROINCHE_PLAIN.index(p[1].rank))[0]


def taroinche_may_play(card: Card, hand: list[Card], plays, trump: str | None,
                       partners: set[int]) -> bool:
    if not plays:
        return True
    asked = plays[0][1].suit
    cut = cutting_suit(trump, asked)
    if asked != cut:
        if any(c.suit == asked for c in hand):
            return card.suit == asked
        if not any(c.suit == cut for c in hand):
            return True
        if taroinche_winner(plays, trump) in partners:
            return True  # a partner is master: no need to trump
    elif not any(c.suit == cut for c in hand):
        return True
    if card.suit != cut:
        return False
    on_table = [c for _, c in plays if c.suit == cut]
    if not on_table:
        return True
    best = min(on_table, key=lambda c: TAROINCHE_TRUMPS.index(c.rank))
    return beats(card, best) or not any(beats(c, best) for c in hand if c.suit == cut)


def test_la_taroinche_agrees_with_its_reference():
    checked = tricks = 0
    trumps = set()
    for deal, rng in positions("taroinche"):
        seat = deal.to_act
        hand = list(deal.hands[seat])
        attack = {deal.taker, deal.partner}
        partners = (attack if seat in attack else set(range(5)) - attack) - {seat}
        expected = [c for c in hand if taroinche_may_play(c, hand, deal.trick, deal.trump, partners)]
        plays = [a.card for a in deal.legal_actions() if isinstance(a, Play)]
        assert plays == expected, (deal.text(), deal.trump, partners)
        card = rng.choice(hand)
        assert deal.is_legal(Play(card)) == (card in expected), (deal.text(), card)
        done = len(deal.tricks)
        deal.apply(rng.choice(deal.legal_actions()))
        if len(deal.tricks) > done:
            trick = deal.tricks[-1]
            assert trick.winner == taroinche_winner(trick.plays, deal.trump), trick
            tricks += 1
        trumps.add(deal.trump if deal.trump in ("TA", "SA") else "suit")
        checked += 1
    assert checked == POSITIONS and tricks > POSITIONS // 6
    assert trumps == {"TA", "SA", "suit"}  # every kind of contract was played
