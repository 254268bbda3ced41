"""Every game the engine knows, one package each, found here: importing this package imports
each of its subpackages (a game is a package dropped in, listed nowhere), each registering its
game, then puts them in their order on the path (:func:`engine.protocol.settle`, from each
game's ``after``). A game written elsewhere (the test-only sample game of ``tests/``) registers
itself the same way and leaves with :func:`unregister`."""

import pkgutil
from importlib import import_module

from ..botkit import BOT_LEVELS, BOTS
from ..protocol import GAMES, settle
from ..rulebook import forget_passages
from ..search import GAME_SEARCH
from ..tips import TIPS
from ..worlds import PLAYOUTS


def _discover() -> None:
    """Import every game's package, found by ``pkgutil`` in this package's own folder (so
    from the site's wheel in Pyodide too), then put the games in their order on the path."""
    for found in pkgutil.iter_modules(__path__):
        if found.ispkg:
            import_module(f"engine.games.{found.name}")
    settle()


_discover()


def unregister(game: str) -> None:
    """Take the game with id ``game`` off every registry: the games, the robots, the search
    hooks, « Conseil »'s tips, the play-outs and the « Pourquoi ? » passages (its actions' notation and its rule ids' errors are
    keyed by text, not by game, and stay)."""
    for registry in (GAMES, BOTS, BOT_LEVELS, GAME_SEARCH, PLAYOUTS, TIPS):
        registry.pop(game, None)
    forget_passages(game)


__all__ = ["unregister"]
