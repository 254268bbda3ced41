"""Refusals and the exceptions raised for them, one class per cause.

Every exception is a :class:`ValueError`; the ones raised for a refused action carry the
structured :class:`Refusal` that ``Deal.why_illegal`` returns for the same action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cards import Card


@dataclass(frozen=True)
class Refusal:
    """Why an action is refused: a stable rule id, the cards involved, the legal alternatives and
    a sentence in French and in English that a 9-year-old understands.

    >>> Refusal("follow-suit", "Tu dois fournir.", "You must follow suit.").text("en")
    'You must follow suit.'
    """

    rule: str
    fr: str
    en: str
    cards: tuple[Card, ...] = ()
    legal: tuple[Any, ...] = ()

    def text(self, lang: str = "fr") -> str:
        return self.fr if lang == "fr" else self.en


class TarotError(ValueError):
    """Base of every error the engine raises."""

    refusal: Refusal | None = None

    def __init__(self, message: str, refusal: Refusal | None = None) -> None:
        super().__init__(message)
        self.refusal = refusal


class NotationError(TarotError):
    """Text that is not valid card, hand, deal or action notation."""


class UnknownCardError(TarotError):
    """A well-written card that the game's deck does not have (``T21`` in Tarot Kids)."""


class OptionsError(TarotError):
    """Bad game options; the message lists every problem at once."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems


class IllegalActionError(TarotError):
    """An action the rules refuse (follow suit, bid too low, …)."""


class OutOfTurnError(IllegalActionError):
    """An action by a seat whose turn it is not."""


class WrongPhaseError(IllegalActionError):
    """An action that does not belong to the deal's current phase (a card during the bets)."""


class NotInHandError(IllegalActionError):
    """A card of the deck that the acting seat does not hold."""


#: Which exception a refusal raises, by rule id; every other rule raises IllegalActionError.
ERROR_BY_RULE: dict[str, type[TarotError]] = {
    "not-your-turn": OutOfTurnError,
    "wrong-phase": WrongPhaseError,
    "not-in-hand": NotInHandError,
    "unknown-card": UnknownCardError,
}
