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


def play_first_choices(table: Table) -> Table:
    """Play the deal on ``table`` to its end, the player always taking the first action it
    may (a careless player: some choices cost points), the robots theirs."""
    while not table.deal.over:
        if table.human_to_move:
            assert table.choose(table.view.legal[0])
        else:
            table.step()
    return table
