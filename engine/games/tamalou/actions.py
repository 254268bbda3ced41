"""Le Tamalou's own actions, and their notation (registered with the shared parser).

========================  =====================================================
notation                  action
========================  =====================================================
``take:2``                :class:`Take` the discard's top card into your position 2
``draw``                  :class:`Draw` the draw pile's top card
``swap:2``                :class:`Swap`: the drawn card goes to your position 2
``throw``                 :class:`Throw` the drawn card on the discard
``look:1.2``              :class:`Look` at seat 1's position 2 (a power)
``exchange:0.1,2.3``      :class:`Exchange` two cards of two squares (a power)
``snap:0,2``              :class:`Snap`: throw your positions 0 and 2 on the discard
``tamalou``               :class:`Announce` « Tamalou ! »
========================  =====================================================

>>> from engine import parse_actions
>>> parse_actions("draw swap:2 look:1.0 tamalou")
(Draw(), Swap(position=2), Look(seat=1, position=0), Announce())
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...actions import Action, Parser, register_action, word
from ...errors import InputError, NotationError


@dataclass(frozen=True)
class Take(Action):
    """Take the discard's top card into your own ``position`` (Le Tamalou); the card that was
    there goes on the discard."""

    position: int

    def __str__(self) -> str:
        return f"take:{self.position}"


@dataclass(frozen=True)
class Draw(Action):
    """Draw the top card of the draw pile (Le Tamalou): only the drawer sees it."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Swap(Action):
    """Put the card just drawn at your own ``position`` (Le Tamalou); the card that was there
    goes on the discard."""

    position: int

    def __str__(self) -> str:
        return f"swap:{self.position}"


@dataclass(frozen=True)
class Throw(Action):
    """Put the card just drawn on the discard, to use its power if it has one (Le Tamalou)."""

    def __str__(self) -> str:
        return "throw"


@dataclass(frozen=True)
class Look(Action):
    """Look at the card at ``position`` in ``seat``'s square (a Le Tamalou power)."""

    seat: int
    position: int

    def __str__(self) -> str:
        return f"look:{self.seat}.{self.position}"


@dataclass(frozen=True)
class Exchange(Action):
    """Exchange two cards of two squares without moving any other (a Le Tamalou power); each
    spot is ``(seat, position)``, the smaller first."""

    first: tuple[int, int]
    second: tuple[int, int]

    def __str__(self) -> str:
        return f"exchange:{self.first[0]}.{self.first[1]},{self.second[0]}.{self.second[1]}"


@dataclass(frozen=True)
class Snap(Action):
    """Throw the cards at these own ``positions`` (smallest first) on the discard, during the
    snap window (Le Tamalou)."""

    positions: tuple[int, ...]

    def __str__(self) -> str:
        return "snap:" + ",".join(map(str, self.positions))


@dataclass(frozen=True)
class Announce(Action):
    """Say « Tamalou ! »: my cards are worth little, everyone else plays one last turn."""

    def __str__(self) -> str:
        return "tamalou"


_POSITION = re.compile(r"^[0-9]{1,2}$")
_SPOT = re.compile(r"^([0-9])\.([0-9]{1,2})$")


def _spot(text: str) -> tuple[int, int] | None:
    match = _SPOT.match(text)
    return (int(match[1]), int(match[2])) if match else None


def _exchange(text: object, first: tuple[int, int], second: tuple[int, int],
              error: type[NotationError] = NotationError) -> Exchange:
    if first == second:
        raise error(f"{text!r} exchanges a card with itself",
                    fr=f"{text!r} échange une carte avec elle-même.")
    return Exchange(*sorted((first, second)))


def _snap(text: object, positions: tuple[int, ...],
          error: type[NotationError] = NotationError) -> Snap:
    if len(set(positions)) != len(positions):
        raise error(f"{text!r} throws the same position more than once",
                    fr=f"{text!r} jette deux fois la même place.")
    return Snap(tuple(sorted(positions)))


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_spot(value: object) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(map(_whole, value))


def _parse_exchange(rest: str, deck: object) -> Exchange | None:
    spots = [_spot(part) for part in rest.split(",")] if rest else []
    return _exchange(f"exchange:{rest}", *spots) if len(spots) == 2 and None not in spots else None


def _parse_snap(rest: str, deck: object) -> Snap | None:
    parts = rest.split(",")
    if rest and all(_POSITION.match(p) for p in parts):
        return _snap(f"snap:{rest}", tuple(int(p) for p in parts))
    return None


def _check_snap(value: Snap) -> Snap | None:
    if isinstance(value.positions, (tuple, list)) and value.positions and all(map(_whole, value.positions)):
        return _snap(value, tuple(value.positions), InputError)
    return None


def _position(kind: type[Take] | type[Swap]) -> Parser:
    return lambda rest, deck: kind(int(rest)) if _POSITION.match(rest) else None


def _check_position(value: Take | Swap) -> Take | Swap | None:
    return value if _whole(value.position) else None


register_action(Take, "take", _position(Take), _check_position, ("'take:POSITION'",))
register_action(Swap, "swap", _position(Swap), _check_position, ("'swap:POSITION'",))
register_action(Look, "look", lambda rest, deck: Look(*_spot(rest)) if _SPOT.match(rest) else None,
                lambda value: value if _whole(value.seat) and _whole(value.position) else None,
                ("'look:SEAT.POSITION'",))
register_action(Exchange, "exchange", _parse_exchange,
                lambda value: _exchange(value, value.first, value.second, InputError)
                if _is_spot(value.first) and _is_spot(value.second) else None,
                ("'exchange:SEAT.POSITION,SEAT.POSITION'",))
register_action(Snap, "snap", _parse_snap, _check_snap, ("'snap:POSITION,…'",))
register_action(Draw, "draw", word(Draw()))
register_action(Throw, "throw", word(Throw()))
register_action(Announce, "tamalou", word(Announce()))
