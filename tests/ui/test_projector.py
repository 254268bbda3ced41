"""Projector mode in the view-model: the address keeps it, a game link carries it along."""

from __future__ import annotations

from ui.app_model import App
from ui.urlstate import GameSpec
from ui.table import Table


def test_projector_mode_is_kept_in_the_address() -> None:
    app = App()
    assert "projector" not in app.query()
    app.projector = True
    assert app.query() == "l=fr&projector=1"


def test_the_flag_is_read_from_any_address() -> None:
    app = App()
    app.read_flags("?l=en&projector=1")
    assert app.projector
    app.read_flags("l=en")
    assert not app.projector


def test_a_game_link_with_the_flag_opens_the_game_and_keeps_the_flag() -> None:
    link = Table(GameSpec("kids", 3, 5), delay=0).query()
    app = App(delay=0)
    app.read_flags(link + "&projector=1")
    assert app.open_link(link + "&projector=1")
    assert app.screen == "table"
    assert app.query() == app.table.query() + "&projector=1"
    # a teacher's shared link is for the pupils' own screens: it leaves projector mode out
    assert "projector" not in app.table.query()
