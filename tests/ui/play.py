"""Moving a table on in the view-model tests, one action at a time."""

from __future__ import annotations

from ui.games.presenter import HUMAN
from ui.table import Table


def advance(table: Table) -> None:
    """One action: a robot's (« Coup suivant »), or on the player's turn the move a robot
    would make in their place (« Coup suivant » never decides for the player)."""
    if table.human_to_move:
        assert table.choose(table.robot_move(HUMAN).action)
    else:
        assert table.can_step
        table.step()
