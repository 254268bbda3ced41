"""What a game is: rules data (deck, seats, duties, options) plus a few hooks.

Each game module (``engine.games.kids``, ``engine.games.premier``…) defines one :class:`Game`
and registers it; :func:`get_game` finds it by id.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .cards import TAROT_DECK, Card, Deck  # noqa: F401  (TAROT_DECK: doctest)
from .errors import OptionsError, Refusal
from .tricks import TrickRules

if TYPE_CHECKING:
    from .actions import Action
    from .deal import Deal, DealResult


@dataclass(frozen=True)
class Option:
    """A game option: its default and allowed values (``bool``, or an ``int`` range)."""

    name: str
    default: bool | int
    fr: str
    en: str
    low: int = 0
    high: int = 0

    def problem(self, value: Any) -> tuple[str, str] | None:
        """Why ``value`` does not fit this option, in French and in English (``None``: it fits)."""
        name = self.name
        if isinstance(self.default, bool):
            return None if isinstance(value, bool) else (
                f"le réglage {name!r} se règle sur oui ou non, pas sur {value!r}",
                f"option {name!r} must be true or false, got {value!r}")
        if isinstance(value, bool) or not isinstance(value, int):
            return (f"le réglage {name!r} doit être un nombre entier, pas {value!r}",
                    f"option {name!r} must be a whole number, got {value!r}")
        if not self.low <= value <= self.high:
            return (f"le réglage {name!r} va de {self.low} à {self.high}, pas {value}",
                    f"option {name!r} must be from {self.low} to {self.high}, got {value}")
        return None


class Phase:
    """One phase of a deal: which actions it takes, why one is refused, and how it applies.

    The deal has already checked the seat and the action's type before calling ``refusal``.
    """

    name: ClassVar[str]
    accepts: ClassVar[tuple[type, ...]]
    fr: ClassVar[str]  # « le moment des paris »
    en: ClassVar[str]

    def legal(self, deal: Deal) -> tuple[Action, ...]:
        raise NotImplementedError

    def refusal(self, deal: Deal, seat: int, action: Action) -> Refusal | None:
        raise NotImplementedError

    def apply(self, deal: Deal, seat: int, action: Action) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class Game:
    """Rules data for one game. Subclasses add the phases before play and the scoring."""

    id: str
    fr: str
    en: str
    deck: Deck
    players: tuple[int, ...]
    clockwise: bool
    trick_rules: TrickRules
    options: tuple[Option, ...] = ()
    phases: Mapping[str, Phase] = field(default_factory=dict, repr=False)
    #: hands may differ by one card (Le Tarin deals every card); play stops when one runs out
    uneven_hands: bool = False

    def check_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Options with defaults filled in; every problem is reported at once (an
        :class:`OptionsError` in French and in English).

        >>> get_game("kids").check_options(3, {"paris": True})["primes"]
        False
        >>> get_game("kids").check_options(4.0, {"colour": 1})
        Traceback (most recent call last):
        ...
        engine.errors.OptionsError: unknown option 'colour' for Tarot Kids (known: paris, proviseur, primes, target, deals); the number of players must be a whole number, got 4.0
        """
        if options is not None and not isinstance(options, Mapping):
            raise OptionsError.of([(f"les réglages se donnent par nom et valeur, pas {options!r}",
                                    f"the options must map names to values, got {options!r}")])
        given = dict(options or {})
        specs = {o.name: o for o in self.options}
        known = ", ".join(specs) or "none"
        problems = [(f"le réglage {name!r} n'existe pas pour {self.fr} (réglages : {known})",
                     f"unknown option {name!r} for {self.en} (known: {known})")
                    for name in given if name not in specs]
        problems += [p for name, value in given.items() if name in specs
                     for p in [specs[name].problem(value)] if p]
        low, high = self.players[0], self.players[-1]
        if isinstance(players, bool) or not isinstance(players, int):
            problems.append((f"le nombre de joueurs est un nombre entier, pas {players!r}",
                             f"the number of players must be a whole number, got {players!r}"))
        elif players not in self.players:
            problems.append((f"on joue à {self.fr} de {low} à {high} joueurs, pas à {players}",
                             f"{self.en} is played by {low} to {high} players, not {players}"))
        values = {o.name: o.default for o in self.options} | given
        if not problems:
            problems += self.option_problems(players, values)
        if problems:
            raise OptionsError.of(problems)
        return values

    def option_problems(self, players: int, options: Mapping[str, Any]) -> list[tuple[str, str]]:
        """Problems of options that depend on each other or on the player count, as
        ``(fr, en)`` pairs."""
        return []

    # --- hooks -------------------------------------------------------------------------------
    def first_dealer(self, rng: random.Random, players: int) -> tuple[int, tuple[tuple[int, Card], ...]]:
        """The first dealer of a match, and the cards drawn to choose them (if any)."""
        return rng.randrange(players), ()

    def deal_cards(self, rng: random.Random, players: int, dealer: int,
                   options: Mapping[str, Any]) -> tuple[list[list[Card]], list[Card]]:
        raise NotImplementedError

    def first_phase(self, deal: Deal) -> str:
        return "play"

    def active_seats(self, players: int, dealer: int) -> tuple[int, ...]:
        """The seats that play this deal (at 6-player tarot the dealer sits out)."""
        return tuple(range(players))

    def lead_refusal(self, deal: Deal, seat: int, card: Card) -> Refusal | None:
        """A game's own limit on a card the duties allow (5-player tarot's first lead)."""
        return None

    def keeps_dealer(self, result: DealResult) -> bool:
        """Whether the same dealer deals again after ``result`` (a redeal, in some games)."""
        return False

    def excuse_owner_keeps(self, deal: Deal, last_trick: bool) -> bool:
        """Whether the Excuse goes back to the pile of the seat that played it."""
        return True

    def result(self, deal: Deal) -> DealResult:
        raise NotImplementedError

    def game_over(self, totals: Sequence[int], deals: int, options: Mapping[str, Any]) -> bool:
        raise NotImplementedError


GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    GAMES[game.id] = game
    return game


def get_game(game: str | Game) -> Game:
    """The game with this id (``kids``, ``premier``).

    >>> get_game("kids").fr
    'Tarot Kids'
    """
    if isinstance(game, Game):
        return game
    from . import games  # noqa: F401  (registers every game)

    if isinstance(game, str) and game in GAMES:
        return GAMES[game]
    known = ", ".join(sorted(GAMES))
    raise OptionsError.of([(f"le jeu {game!r} n'existe pas (jeux : {known})",
                            f"unknown game {game!r} (known: {known})")])


def deal_packets(cards: Sequence[Card], players: int, first: int, size: int,
                 packet: int) -> tuple[list[list[Card]], list[Card]]:
    """Give ``packet`` cards at a time round the table from seat ``first`` until every hand has
    ``size`` cards; the rest is set aside.

    >>> hands, aside = deal_packets(TAROT_DECK.cards, 4, 1, 18, 3)
    >>> [len(h) for h in hands], len(aside)
    ([18, 18, 18, 18], 6)
    """
    if size * players > len(cards):
        raise ValueError(f"cannot give {size} cards to each of {players} players from {len(cards)}")
    hands: list[list[Card]] = [[] for _ in range(players)]
    stock = list(cards)
    seat = first
    while any(len(h) < size for h in hands):
        take = min(packet, size - len(hands[seat]))
        hands[seat] += stock[:take]
        del stock[:take]
        seat = (seat + 1) % players
    return hands, stock


def shuffled(deck: Deck, rng: random.Random) -> list[Card]:
    """The deck shuffled, then cut by the player before the dealer."""
    cards = list(deck.cards)
    rng.shuffle(cards)
    cut = rng.randrange(1, len(cards))
    return cards[cut:] + cards[:cut]
