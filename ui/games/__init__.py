"""Each game's UI, one package each (its presenter, its words, its drawing where it has its
own), listed here once: importing this package registers them (:mod:`ui.games.registry`).

>>> presenter_of("tarot").__name__, presenter_of("a game with no UI of its own").__name__
('TarotPresenter', 'TrickPresenter')
"""

from . import kids, premier, tarot, tarin, taroinche, tamalou  # noqa: F401  (each registers itself)
from .registry import presenter_of, register

__all__ = ["presenter_of", "register"]
