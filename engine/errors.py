"""Refusals and the exceptions raised for them, one class per cause.

Every exception is a :class:`ValueError`; the ones raised for a refused action carry the
structured :class:`Refusal` that ``Deal.why_illegal`` returns for the same action. Each also says
what went wrong in French and in English (:attr:`TarotError.fr`, :attr:`TarotError.en`), so a
screen shows one language only; ``str(error)`` is the English developer's message.

>>> error = InputError("a seat must be a whole number, got '0'",
...                    fr="Une place se donne par un nombre entier, pas '0'.")
>>> error.text("fr"), error.text("en") == str(error)
("Une place se donne par un nombre entier, pas '0'.", True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


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
    cards: tuple[Any, ...] = ()  # Card objects (errors sit below cards: no import of them here)
    legal: tuple[Any, ...] = ()
    #: the sentences already say what the mistake would cost in a real game (a lesson's nudge
    #: adds no cost of its own: « …une carte de pénalité » twice in a row)
    says_cost: bool = False

    def text(self, lang: str = "fr") -> str:
        return self.fr if lang == "fr" else self.en


class TarotError(ValueError):
    """Base of every error the engine raises.

    ``fr`` and ``en`` are what to tell a person, in words a 9-year-old understands: the refusal's
    sentences for a refused action, else ``en`` is the message and ``fr`` its French twin (the
    English message when no twin was written).
    """

    refusal: Refusal | None = None

    def __init__(self, message: str, refusal: Refusal | None = None, fr: str | None = None) -> None:
        super().__init__(message)
        self.refusal = refusal
        self.en = refusal.en if refusal is not None else message
        self.fr = fr if fr is not None else refusal.fr if refusal is not None else self.en

    def text(self, lang: str = "fr") -> str:
        """The sentence for a person, in ``lang`` (``"fr"`` or ``"en"``)."""
        return self.fr if lang == "fr" else self.en


class NotationError(TarotError):
    """Text that is not valid card, hand, deal or action notation."""


class InputError(NotationError):
    """A value the engine cannot take at all: the wrong type (``deal.apply(42)``) or a seat that
    is not at the table (``deal.view(-1)``). The message quotes the value."""


class UnknownCardError(TarotError):
    """A well-written card that the game's deck does not have (``T21`` in Tarot Kids)."""


class OptionsError(TarotError):
    """Bad game options; the message lists every problem at once.

    ``problems`` are the English sentences, ``problems_fr`` their French twins in the same order.

    >>> error = OptionsError(["the primes are played by 4 or 5 players, not 3"],
    ...                      ["les primes se jouent à 4 ou 5 joueurs, pas à 3"])
    >>> error.text("fr")
    'les primes se jouent à 4 ou 5 joueurs, pas à 3'
    """

    def __init__(self, problems: list[str], problems_fr: list[str] | None = None) -> None:
        if problems_fr is not None and len(problems_fr) != len(problems):
            raise ValueError("every problem needs its French twin")
        super().__init__("; ".join(problems), fr="; ".join(problems_fr) if problems_fr else None)
        self.problems = list(problems)
        self.problems_fr = list(problems_fr) if problems_fr else list(problems)

    @classmethod
    def of(cls, pairs: list[tuple[str, str]]) -> OptionsError:
        """The error for ``(fr, en)`` pairs of sentences."""
        return cls([en for _, en in pairs], [fr for fr, _ in pairs])


class IllegalActionError(TarotError):
    """An action the rules refuse (follow suit, bid too low, …)."""


class OutOfTurnError(IllegalActionError):
    """An action by a seat whose turn it is not."""


class WrongPhaseError(IllegalActionError):
    """An action that does not belong to the deal's current phase (a card during the bets)."""


class NotInHandError(IllegalActionError):
    """A card of the deck that the acting seat does not hold."""


#: Which exception a refusal raises, by rule id; every other rule raises IllegalActionError.
#: A game adds its own rules' (:func:`register_errors`).
ERROR_BY_RULE: dict[str, type[TarotError]] = {
    "not-your-turn": OutOfTurnError,
    "wrong-phase": WrongPhaseError,
    "not-in-hand": NotInHandError,
    "unknown-card": UnknownCardError,
}


def register_errors(errors: Mapping[str, type[TarotError]]) -> None:
    """Add a game's rule ids and the exception each raises (its package calls it once)."""
    ERROR_BY_RULE.update(errors)
