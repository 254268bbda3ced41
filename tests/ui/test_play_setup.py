"""A game's « Jouer » on the home page shows its setup at its usual player count in one update:
the form is drawn once, for that game and count, not first at the player count it had."""

from __future__ import annotations

from typing import Any

import pytest

from engine import get_game
from ui.app_model import App
from ui.views import SetupView
from ui.viewmodels import supported


@pytest.mark.parametrize("game", supported()[1:])
def test_jouer_draws_the_setup_once(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    draws: list[tuple[str, int]] = []
    draw = SetupView._draw

    def counted(view: SetupView, *events: Any) -> None:
        draws.append((view.app.setup.game, view.app.setup.players))
        draw(view, *events)

    monkeypatch.setattr(SetupView, "_draw", counted)
    app = App(delay=0)
    SetupView(app=app)
    draws.clear()
    app.play(game)
    assert draws == [(game, get_game(game).default_players)]
