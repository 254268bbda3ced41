"""Which view-model draws a game's table: the trick games share :class:`ui.viewmodels.Table`;
a game with a table of its own subclasses it in its own module.

>>> table_class("tamalou").__name__, table_class("tarot").__name__
('TamalouTable', 'Table')
"""

from __future__ import annotations

from .tamalou import TamalouTable
from .viewmodels import Table


def table_class(game: str) -> type[Table]:
    """The view-model of a game's table: the trick games share :class:`Table`; Le Tamalou,
    a game of squares and memory, has its own subclass."""
    if game == "tamalou":
        return TamalouTable
    return Table
