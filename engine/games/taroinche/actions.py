"""La Taroinche's own actions, and their notation (registered with the shared parser).

========================  =====================================================
notation                  action
========================  =====================================================
``bid:90:H:3``            :class:`SuitBid`: value, trump, partner seat;
``bid:capot:TA:0:contre`` with ``sans`` or ``contre`` (le chien) at the end when said
``coinche``               :class:`Coinche` the current bid
``surcoinche``            :class:`Surcoinche` after a coinche
``chien:11,22``           :class:`Chien`: the two places of the chien in the dealing
========================  =====================================================

>>> from engine import parse_actions
>>> parse_actions("bid:90:H:3 coinche chien:11,22")
(SuitBid(value='90', suit='H', partner=3, modifier=''), Coinche(), Chien(first=11, second=22))
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...actions import Action, register_action, word


@dataclass(frozen=True)
class SuitBid(Action):
    """A Taroinche bid: ``value`` (« 80 »…« 160 » or « capot »), the trump ``suit`` (``S``
    ``H`` ``D`` ``C``, or ``TA`` tout atout / ``SA`` sans atout with capot), the ``partner``
    seat (the bidder's own seat: alone) and ``modifier`` « sans » / « contre » (le chien).

    >>> str(SuitBid("90", "H", 3, "sans"))
    'bid:90:H:3:sans'
    """

    value: str
    suit: str
    partner: int
    modifier: str = ""

    def __str__(self) -> str:
        return f"bid:{self.value}:{self.suit}:{self.partner}" + (f":{self.modifier}" if self.modifier else "")


@dataclass(frozen=True)
class Coinche(Action):
    """Say « coinche » (double) on the current bid: it ends the auction (La Taroinche)."""

    def __str__(self) -> str:
        return "coinche"


@dataclass(frozen=True)
class Surcoinche(Action):
    """The bidder's side answers a coinche with « surcoinche » (×4, La Taroinche)."""

    def __str__(self) -> str:
        return "surcoinche"


@dataclass(frozen=True)
class Chien(Action):
    """The dealer puts the ``first`` and ``second`` cards dealt (counted from 1) in the chien."""

    first: int
    second: int

    def __str__(self) -> str:
        return f"chien:{self.first},{self.second}"


_SUIT_BID = re.compile(r"^(?P<value>[0-9]{1,3}|[a-z]+):(?P<suit>[A-Z]{1,2}):(?P<partner>[0-9])(?::(?P<mod>[a-z]+))?$")
_PLACES = re.compile(r"^([0-9]{1,2}),([0-9]{1,2})$")


def _suit_bid(rest: str, deck: object) -> SuitBid | None:
    bid = _SUIT_BID.match(rest)
    return SuitBid(bid["value"], bid["suit"], int(bid["partner"]), bid["mod"] or "") if bid else None


def _chien(rest: str, deck: object) -> Chien | None:
    places = _PLACES.match(rest)
    return Chien(int(places[1]), int(places[2])) if places else None


register_action(SuitBid, "bid", _suit_bid,
                lambda value: value if all(isinstance(f, str) for f in (value.value, value.suit, value.modifier))
                and type(value.partner) is int else None,
                ("'bid:VALUE:SUIT:SEAT[:sans|contre]'",))
register_action(Coinche, "coinche", word(Coinche()), forms=("'coinche'",))
register_action(Surcoinche, "surcoinche", word(Surcoinche()), forms=("'surcoinche'",))
register_action(Chien, "chien", _chien,
                lambda value: value if type(value.first) is int and type(value.second) is int else None,
                ("'chien:N,N'",))
