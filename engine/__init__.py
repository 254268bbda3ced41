"""Tarot École's rules engine: pure Python, no Panel, the same on CPython and Pyodide.

>>> from engine import Deal
>>> deal = Deal.new("kids", players=3, seed=42)
>>> while not deal.over:
...     _ = deal.apply(deal.legal_actions()[0])
>>> result = deal.result()
>>> sum(result.card_points) + KIDS_DECK.total([*deal.unscored, *deal.aside])
75
"""

from .actions import (Action, Bid, Call, Declare, Discard, Pass, Play, Trump, as_action, format_actions,
                      parse_action, parse_actions)
from .cards import (EXCUSE, KIDS_DECK, TARIN_DECK, TAROT_DECK, Card, Deck, format_deal, format_hand, parse_card,
                    parse_deal, parse_hand)
from .deal import Deal, DealResult, SeatView, Trick
from .errors import (IllegalActionError, InputError, NotationError, NotInHandError, OptionsError,
                     OutOfTurnError, Refusal, TarotError, UnknownCardError, WrongPhaseError)
from .game import GAMES, Game, get_game
from .match import Match

__all__ = [
    "Action", "Bid", "Call", "Card", "Deal", "DealResult", "Deck", "Declare", "Discard", "EXCUSE", "GAMES",
    "Game", "IllegalActionError", "InputError", "KIDS_DECK", "Match", "NotInHandError", "NotationError",
    "OptionsError", "OutOfTurnError", "Pass", "Play", "Refusal", "SeatView", "TARIN_DECK", "TAROT_DECK",
    "TarotError", "Trick", "Trump", "UnknownCardError", "WrongPhaseError", "as_action", "format_actions", "format_deal",
    "format_hand", "get_game", "parse_action", "parse_actions", "parse_card", "parse_deal",
    "parse_hand",
]
