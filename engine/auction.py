"""Trick games with an auction: a taker, their contract, maybe a called partner.

Tarot Kids (the diploma bets and the Proviseur call) and the full Tarot (contracts and the
King call) share these fields; each game's own state adds the rest.

>>> deal = Deal.new("tarot", players=5, seed=3)
>>> isinstance(deal, AuctionDeal), deal.taker, deal.view(0).partner
(True, None, None)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from .actions import Action
from .cards import Card
from .protocol import Deal, View, get_game  # noqa: F401  (Deal: doctest)
from .trickgame import TrickDeal, TrickGame, TrickView


@dataclass(frozen=True, kw_only=True)
class AuctionView(TrickView):
    """A trick view with the auction's public outcome and the cards shown to everyone."""

    taker: int | None
    contract: str | None
    called: Card | None
    partner: int | None  # as this seat knows it: the holder knows from the start
    shown: tuple[tuple[int, Card], ...]
    #: how many moves of the history are the bets (they come first)
    bets: int = 0

    def taker_seat(self) -> int | None:
        return self.taker

    def partner_seat(self) -> int | None:
        return self.partner

    def _attack(self) -> frozenset[int]:
        return frozenset({self.taker} | ({self.partner} if self.partner is not None else set()))

    def _hidden(self) -> bool:
        """A card was called and its holder is still hidden from this seat."""
        return self.called is not None and self.partner is None

    def _together(self) -> bool:
        """Whether the defenders play as one side (:attr:`AuctionDeal.defence_together`)."""
        state = get_game(self.game).state
        return issubclass(state, AuctionDeal) and state.defence_together

    def known_side(self) -> frozenset[int]:
        """The taker and a partner known, or the defence when the defenders play as one and
        none of them is still hidden; else this seat alone."""
        if self.taker is None:
            return frozenset({self.seat})
        attack = self._attack()
        if self.seat in attack:
            return attack
        if not self._together() or self._hidden():
            return frozenset({self.seat})  # each for themselves, or a called partner still hidden
        return frozenset(self.seats or range(self.players)) - attack

    def known_foes(self) -> frozenset[int]:
        """Every other seat when each plays for themselves; the other side once sides are known;
        only the taker while a called partner is still hidden from a defender (and none for the
        taker: any of the others may be the partner)."""
        others = frozenset(self.seats or range(self.players)) - {self.seat}
        if self.taker is None:
            return others
        attack = self._attack()
        if self.seat in attack:
            return frozenset() if self._hidden() else others - attack
        if not self._together():
            return others
        return frozenset({self.taker}) if self._hidden() else attack


class AuctionDeal(TrickDeal):
    """A trick deal with bids, a taker and their contract, a called card and its holder."""

    view_type: ClassVar[type[View]] = AuctionView
    LISTS = TrickDeal.LISTS | {"bids", "shown", "declared"}
    #: whether the seats against the taker play as one side (Tarot's defence); else each
    #: defender plays alone against the taker and the partner (Tarot Kids' bets)
    defence_together: ClassVar[bool] = False

    def __init__(self, game: TrickGame, hands: Sequence[Iterable[Card]], aside: Iterable[Card],
                 dealer: int, options: Mapping[str, Any], seed: int | None = None) -> None:
        self.bids: list[tuple[int, Action]] = []
        self.taker: int | None = None
        self.contract: str | None = None
        self.called: Card | None = None
        self.partner: int | None = None
        self.partner_revealed = False
        self.shown: list[tuple[int, Card]] = []  # cards shown to everyone (Trop cool, poignée)
        self.declared: list[tuple[int, str]] = []
        super().__init__(game, hands, aside, dealer, options, seed)

    def card_played(self, seat: int, card: Card) -> None:
        if card == self.called:
            self.partner_revealed = True

    def side(self, seat: int) -> frozenset[int]:
        """The taker and the partner, or the defence (:attr:`defence_together`), or ``seat``
        alone (no taker yet, or a defender who plays alone)."""
        if self.taker is None:
            return frozenset({seat})
        attack = frozenset({self.taker} | ({self.partner} if self.partner is not None else set()))
        if seat in attack:
            return attack
        return frozenset(self.seats) - attack if self.defence_together else frozenset({seat})

    def partner_known_to(self, seat: int) -> int | None:
        """The called partner as ``seat`` knows them (the holder knows from the start)."""
        if self.partner is not None and (self.partner_revealed or seat == self.partner):
            return self.partner
        return None

    def view_fields(self, seat: int) -> dict[str, Any]:
        return {"taker": self.taker, "contract": self.contract, "called": self.called,
                "partner": self.partner_known_to(seat), "shown": tuple(self.shown), "bets": len(self.bids)}

    def open_fields(self, seat: int) -> dict[str, Any]:
        """The partner, even before the called card shows who it is."""
        return super().open_fields(seat) | {"partner": self.partner}
