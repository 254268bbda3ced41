"""The small pieces every screen builds with: big buttons, escaped text, card pictures, and the
base of the components that draw cards and report clicks.

>>> esc("<b>Roi</b>")
'&lt;b&gt;Roi&lt;/b&gt;'
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any, Callable

import panel as pn
from panel.custom import JSComponent

BUTTON_HEIGHT = 56


def esc(text: object) -> str:
    return html.escape(str(text))


def button(label: str, action: Callable[[], None], kind: str = "primary", **params: Any) -> pn.widgets.Button:
    """A big button that calls ``action`` when pressed."""
    widget = pn.widgets.Button(label=label, color=kind, **{"height": BUTTON_HEIGHT, **params})
    widget.on_click(lambda _event: action())
    return widget


def cards_html(faces: Any, css: str = "mini") -> str:
    """Small card pictures (end of deal piles); the alt text names the card if art is missing."""
    return "".join(f'<img class="{css}" src="{esc(f.url)}" alt="{esc(f.label)}" title="{esc(f.label)}">'
                   for f in faces)


def cards_esm(drawing: str | Path) -> str:
    """The module of a component that draws cards: ``ui/card_art.js`` then ``drawing`` (a file
    name in ``ui/``, or a game's own file)."""
    here = Path(__file__).parent
    return (here / "card_art.js").read_text(encoding="utf-8") + (here / drawing).read_text(encoding="utf-8")


class CardClicks(JSComponent):
    """A component whose module sends ``{pick: token}`` when a card is clicked: calls ``on_pick``."""

    def __init__(self, on_pick: Callable[[str], None], **params: Any) -> None:
        super().__init__(**params)
        self.on_pick = on_pick

    def _handle_msg(self, data: Any) -> None:
        if isinstance(data, dict) and isinstance(data.get("pick"), str):
            self.on_pick(data["pick"])
