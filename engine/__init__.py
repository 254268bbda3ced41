"""Tarot École's rules engine: pure Python, no Panel, the same on CPython and Pyodide.

>>> from engine import Deal
>>> deal = Deal.new("kids", players=3, seed=42)
>>> while not deal.over:
...     _ = deal.apply(deal.legal_actions()[0])
>>> result = deal.result()
>>> sum(result.card_points) + deal.game.deck.total([*deal.unscored, *deal.aside])
75
"""

from .actions import (Action, Bid, Call, Declare, Discard, Pass, Play, Trump, as_action, format_actions, parse_action,
                      parse_actions, register_action)
from .cards import EXCUSE, Card, Deck, format_deal, format_hand, parse_card, parse_deal, parse_hand
from .errors import (IllegalActionError, InputError, NotationError, NotInHandError, OptionsError,
                     OutOfTurnError, Refusal, TarotError, UnknownCardError, WrongPhaseError)
from .match import Match
from .protocol import GAMES, Deal, Game, Option, Result, View, all_games, get_game, register
from .trickgame import DealResult, Trick, TrickDeal, TrickGame, TrickView

from . import games  # noqa: E402, I001  (last: every game registers itself)
from .games.french import TAROT_DECK  # noqa: E402  (the shared deck, no game)

__all__ = [
    "Action", "Bid", "Call", "Card", "Deal", "DealResult", "Deck", "Declare", "Discard", "EXCUSE", "GAMES",
    "Game", "IllegalActionError", "InputError", "Match", "NotInHandError", "NotationError",
    "Option", "OptionsError", "OutOfTurnError", "Pass", "Play", "Refusal", "Result", "TAROT_DECK",
    "TarotError", "Trick", "TrickDeal", "TrickGame", "TrickView", "Trump", "UnknownCardError", "View",
    "WrongPhaseError", "all_games", "as_action", "format_actions", "format_deal", "format_hand", "games", "get_game",
    "parse_action", "parse_actions", "parse_card", "parse_deal", "parse_hand", "register", "register_action",
]
