"""Which screen draws a game's table: the trick games share :class:`ui.views.TableView`; a game
with a table of its own subclasses it in its own module."""

from __future__ import annotations

from .tamalou_view import TamalouTableView
from .viewmodels import Table
from .views import TableView


def table_view_class(table: Table) -> type[TableView]:
    """The screen of ``table``'s game: Le Tamalou draws squares, not tricks."""
    if table.game.id == "tamalou":
        return TamalouTableView
    return TableView
