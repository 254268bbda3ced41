"""Le Tamalou's felt: the squares, the draw pile and the discard, drawn by ``felt.js`` beside
this file from :meth:`TamalouPresenter.scene <ui.games.tamalou.presenter.TamalouPresenter.scene>`."""

from __future__ import annotations

from pathlib import Path

import param

from ...widgets import CardClicks, cards_esm


class TamalouFelt(CardClicks):
    """The squares, the pile and the discard drawn from :attr:`scene`; a touched card, the
    pile or the discard calls :attr:`on_pick` with its key."""

    scene = param.Dict(default={})

    _esm = cards_esm(Path(__file__).with_name("felt.js"))
