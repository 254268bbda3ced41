"""Le Tamalou's screen: the table screen of :mod:`ui.views` with its own felt
(``ui/tamalou_felt.js``), its buttons (the snap button pulses while the window is open), the
looked-at cards turned back after a few seconds, and the squares shown face up at the count."""

from __future__ import annotations

from typing import Any

import panel as pn
import param

from .i18n import t
from .tamalou import CANCEL, SNAP, TamalouTable
from .views import TableView
from .widgets import CardClicks, cards_esm, esc


class TamalouFelt(CardClicks):
    """The squares, the pile and the discard drawn from :attr:`scene`; a touched card, the
    pile or the discard calls :attr:`on_pick` with its key."""

    scene = param.Dict(default={})

    _esm = cards_esm("tamalou_felt.js")


class TamalouTableView(TableView):
    """The table screen for :class:`~ui.tamalou.TamalouTable`."""

    felt_type = TamalouFelt
    felt_at_end = True  # at the count, every square lies face up

    def __init__(self, **params: Any) -> None:
        self._peeks = -1  # the table's peek the timer was started for
        self._drawn: tuple[Any, ...] = ()  # the buttons on screen, and their title
        super().__init__(**params)

    def scene(self) -> dict[str, Any]:
        table: TamalouTable = self.table
        return table.scene()

    def _refresh(self, *events: Any) -> None:
        super()._refresh(*events)
        table: TamalouTable = self.table
        self.keys.object = f'<div class="keys-help">{esc(t("tam.keys", table.lang))}</div>'
        if table.peeking and table._peeks != self._peeks:
            self._peeks = table._peeks
            pn.state.execute(table.hide_peeks_later)

    quiet = ("pass", CANCEL)

    def _choice_title(self) -> str:
        table: TamalouTable = self.table
        key = "tam.first_look_title" if table.first_look else "tam.snap" if table.snapping else "tam.choices"
        return t(key, table.lang)

    def _choice_css(self, choice: Any) -> list[str]:
        return super()._choice_css(choice) + (["snap-live"] if choice.action == SNAP else [])

    def _draw_choices(self) -> None:
        """The buttons, rebuilt only when they change: a peek turning over or a robot's move
        must not swap a button for a new one under the player's finger (the press is lost)."""
        table = self.table
        shown = (tuple(table.choices()), self._choice_title())
        if shown != self._drawn:
            self._drawn = shown
            super()._draw_choices()
