"""Le Tamalou's felt: the squares, the draw pile and the discard, drawn by ``felt.js`` beside
this file from :meth:`TamalouPresenter.scene <ui.games.tamalou.presenter.TamalouPresenter.scene>`."""

from __future__ import annotations

from pathlib import Path

from ...widgets import SceneFelt, cards_esm


class TamalouFelt(SceneFelt):
    """The squares, the pile and the discard drawn from :attr:`scene`; a touched card, the
    pile or the discard calls :attr:`on_pick` with its key."""

    _esm = cards_esm(Path(__file__).with_name("felt.js"))
