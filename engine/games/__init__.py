"""Every game the engine knows, one package each, listed here once: importing this package
registers them, in the order the app shows and teaches them (:data:`engine.protocol.GAMES`
keeps that order). A game written elsewhere (the test-only sample game of ``tests/``) registers
itself the same way and leaves with :func:`unregister`."""

from ..botkit import BOT_LEVELS, BOTS
from ..protocol import GAMES
from ..rulebook import forget_passages
from ..search import GAME_SEARCH
from ..tips import TIPS
from ..worlds import PLAYOUTS
from . import kids, premier, tarot, tarin, taroinche, tamalou  # noqa: I001  (the order is the path's)


def unregister(game: str) -> None:
    """Take the game with id ``game`` off every registry: the games, the robots, the search
    hooks, « Conseil »'s tips, the play-outs and the « Pourquoi ? » passages (its actions' notation and its rule ids' errors are
    keyed by text, not by game, and stay)."""
    for registry in (GAMES, BOTS, BOT_LEVELS, GAME_SEARCH, PLAYOUTS, TIPS):
        registry.pop(game, None)
    forget_passages(game)


__all__ = ["kids", "premier", "tarot", "tarin", "taroinche", "tamalou", "unregister"]
