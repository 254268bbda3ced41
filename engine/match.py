"""A game of several deals: the first dealer, the score sheet and the game's end rule.

>>> match = Match("premier", players=3, seed=1)
>>> deal = match.next_deal()
>>> while not deal.over:
...     _ = deal.apply(deal.legal_actions()[0])
>>> match.record(deal)
>>> len(match.results), sum(match.totals) >= 1
(1, True)
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping
from typing import Any

from .errors import InputError, TarotError
from .protocol import Deal, Result, get_game, whole


def deal_seed(seed: int, index: int) -> int:
    """The seed of deal ``index`` of a match: the same on every Python, CPython or Pyodide."""
    digest = hashlib.sha256(f"tarot-ecole/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


class Match:
    """The score sheet of one game: deals in order, totals, end and winners.

    >>> Match("kids", 3, seed="1")
    Traceback (most recent call last):
    ...
    engine.errors.InputError: the seed must be a whole number, got '1'
    """

    def __init__(self, game: str, players: int, seed: int,
                 options: Mapping[str, Any] | None = None) -> None:
        self.game = get_game(game)
        self.options = self.game.check_options(players, options)
        if not whole(seed):
            raise InputError(f"the seed must be a whole number, got {seed!r}",
                             fr=f"La graine du mélange est un nombre entier, pas {seed!r}.")
        self.players = players
        self.seed = seed
        self.dealer, self.draws = self.game.first_dealer(random.Random(deal_seed(seed, -1)), players)
        self.results: list[Result] = []
        self.dealt = 0  # deals dealt, redeals included: each gets its own seed
        self.stock: tuple | None = None  # the last deal's cards in order, in a game that keeps them
        self.stop_after: int | None = None  # see :meth:`stop`

    def stop(self, after: int) -> None:
        """End the game once ``after`` deals are on the score sheet, whatever the totals: Tarot
        Kids' « heure de fin », when the clock (kept by the app, never by the engine) says
        time is up, the deal in progress is finished and the game ends there. A link records
        ``after``, so the same game ends the same way on any machine.

        >>> match = Match("kids", players=3, seed=1)
        >>> match.stop(1)
        >>> deal = match.next_deal()
        >>> while not deal.over:
        ...     _ = deal.apply(deal.legal_actions()[0])
        >>> match.record(deal)
        >>> match.over, len(match.winners) >= 1
        (True, True)
        """
        if not whole(after) or after < 1:
            raise InputError(f"a game stops after 1 deal or more, got {after!r}",
                             fr=f"Une partie s'arrête après 1 donne ou plus, pas {after!r}.")
        self.stop_after = after

    def next_deal(self) -> Deal:
        """Shuffle and deal the next deal."""
        if self.over:
            raise TarotError(f"the game is over (totals {self.totals})")
        deal = Deal.new(self.game, self.players, deal_seed(self.seed, self.dealt), self.options,
                        dealer=self.dealer, stock=self.stock)
        self.dealt += 1
        return deal

    def record(self, deal: Deal) -> None:
        """Write a finished deal on the score sheet and pass the deal on."""
        if not isinstance(deal, Deal):
            raise InputError(f"only a Deal goes on the score sheet, got {deal!r}",
                             fr=f"Seule une donne va sur la feuille de marque, pas {deal!r}.")
        result = deal.result()
        self.results.append(result)
        self.stock = self.game.gathered(deal)
        if not self.game.keeps_dealer(result):
            self.dealer = (self.dealer + 1) % self.players

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.scores[s] for r in self.results) for s in range(self.players))

    @property
    def played(self) -> int:
        """Deals played to the end (redeals not counted)."""
        return sum(not r.redeal for r in self.results)

    @property
    def over(self) -> bool:
        if self.stop_after is not None and len(self.results) >= self.stop_after:
            return True
        return bool(self.results) and self.game.game_over(self.totals, self.played, self.options)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the best total once the game is over (several share a tie)."""
        if not self.over:
            return ()
        best = max(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == best)
