"""Each game's UI, one package each (its presenter, its words, its drawing where it has its
own), found here: importing this package imports each of its subpackages (a game's UI is a
package dropped in, listed nowhere), each registering itself (:mod:`ui.games.registry`). Every
game the engine knows is then checked: its presenter can say how its match ends.

>>> presenter_of("tarot").__name__, presenter_of("a game with no UI of its own").__name__
('TarotPresenter', 'TrickPresenter')
"""

import pkgutil
from importlib import import_module

from engine import all_games

from .registry import presenter_of, register


def _discover() -> None:
    """Import every game's UI package, found by ``pkgutil`` in this package's own folder (so
    from the site's wheel in Pyodide too); then refuse, now rather than at a match's end, a
    game whose presenter cannot say how its match ends (:func:`presenter_of`)."""
    for found in pkgutil.iter_modules(__path__):
        if found.ispkg:
            import_module(f"ui.games.{found.name}")
    for game in all_games():
        presenter_of(game.id)


_discover()

__all__ = ["presenter_of", "register"]
