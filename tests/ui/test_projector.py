"""Projector mode in the view-model: the address keeps it, a game link carries it along."""

from __future__ import annotations

from ui.app_model import App
from ui.app_view import AppView
from ui.i18n import t
from ui.views import TableView
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


def teacher_view(projector: bool = False) -> TableView:
    """A Kids table where a robot moves first."""
    seed = next(s for s in range(1, 100) if Table(GameSpec("kids", 3, s), delay=0).robots_to_move)
    return TableView(table=Table(GameSpec("kids", 3, seed), teacher=True, delay=0), on_new_game=lambda: None,
                     projector=projector)


def test_the_copied_link_keeps_projector_mode_when_it_is_on() -> None:
    view = teacher_view(projector=True)
    assert view.share.query == view.table.query() + "&projector=1"
    view.projector = False
    assert view.share.query == view.table.query()


def test_the_app_tells_the_table_screen_when_projector_mode_changes() -> None:
    app = App(delay=0)
    assert app.open_link(teacher_view().table.query())
    page = AppView(app=app)
    app.projector = True
    assert page._table_view is not None and page._table_view.share.query.endswith("&projector=1")


def test_the_teacher_keys_do_what_their_buttons_do() -> None:
    view = teacher_view()
    table = view.table
    view._key("step")
    assert table.can_undo and not table.can_redo
    view._key("undo")
    assert not table.can_undo and table.can_redo
    view._key("redo")
    assert table.can_undo and not table.can_redo
    assert view.shortcuts.help == t("teacher.keys", "fr")
