"""One language at a time, down to what the browser would write itself: the file picker shows
our label, not the browser's « Choose File »; and a button that could do nothing is off."""

from __future__ import annotations

import html

import pytest

from ui.app_model import App
from ui.i18n import CATALOGUES, t
from ui.lesson_views import PathView


def buttons(view: object) -> dict[str, object]:
    """The page's buttons by label."""
    found = {}
    stack = [view]
    while stack:
        item = stack.pop()
        if hasattr(item, "clicks") and hasattr(item, "label"):
            found[item.label] = item
        stack.extend(getattr(item, "objects", []))
    return found


def test_no_word_needs_an_emoji_font() -> None:
    """A machine without an emoji font (a school's Linux, Debian's Chromium) draws an empty box for
    a pictograph, and a screen reader reads its name: the « Conseil » button's bulb was one; our
    pictures are drawn as SVG instead."""
    import ui.games  # noqa: F401  (every game's words join the catalogues)

    emoji = {(lang, key): text for lang, words in CATALOGUES.items() for key, text in words.items()
             if any(ord(c) >= 0x1F000 or c == "\ufe0f" for c in text)}
    assert not emoji


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_file_picker_speaks_the_chosen_language(lang: str) -> None:
    app = App()
    app.lang = lang
    view = PathView(app=app)
    page = view.__panel__()
    assert view._import.label == t("path.import", lang)
    assert view._import in [w for w in page.select(type(view._import))]


def test_erasing_is_off_until_there_is_progress() -> None:
    app = App()
    view = PathView(app=app)
    assert buttons(view.__panel__())[t("path.reset", "fr")].disabled
    app.learning.progress = app.learning.progress.finish(app.learning.curriculum.lessons[0].id, 2)
    assert not buttons(view.__panel__())[t("path.reset", "fr")].disabled


@pytest.mark.parametrize(("lesson", "step", "answer"), [("kids-follow", 1, "pick"),
                                                         ("kids-counting", 1, "type")])
def test_check_is_off_until_there_is_an_answer(lesson: str, step: int, answer: str) -> None:
    from ui.lesson_views import LessonView

    app = App()
    app.learning.load(None)
    run = app.learning.open(lesson, step)
    view = LessonView(app=app, run=run)
    assert view.validate.visible and view.validate.disabled
    if answer == "pick":
        run.toggle(run.step.answer[0])
    else:
        view.number.value_input = "7"
    assert not view.validate.disabled


def test_replaying_is_off_at_the_start_of_a_deal() -> None:
    from ui.urlstate import GameSpec
    from ui.table import Table
    from ui.views import TableView

    from tests.ui.play import advance

    table = Table(GameSpec("kids", 3, 1), teacher=True, delay=0)
    view = TableView(table=table, on_new_game=lambda: None)
    view._refresh()
    assert view.replay.disabled and view.undo.disabled
    advance(table)  # the first action, whoever's it is
    view._refresh()
    assert not view.replay.disabled
    table.replay()
    view._refresh()
    assert view.replay.disabled and not view.redo.disabled


def test_a_new_language_changes_the_words_of_the_decision_not_its_widgets() -> None:
    """At the player's bid, « English » changes the words of the decision's title and buttons in
    place: a row of new buttons made the switch at the table twice as long on a slow tablet (the
    browser built and laid them out anew). The buttons still act: « Pass » passes."""
    from ui.table import Table
    from ui.urlstate import GameSpec
    from ui.views import TableView

    table = Table(GameSpec("tarot", 5, 3), delay=0)
    while table.robots_to_move:
        table.step()
    view = TableView(table=table, on_new_game=lambda: None)
    row = view.choices.objects[0]
    widgets = list(row.objects)
    french, french_title = [w.label for w in widgets[1:]], table.show.choice_title()
    table.lang = "en"
    assert view.choices.objects[0] is row
    assert all(a is b for a, b in zip(row.objects, widgets, strict=True))
    assert t("bid.pass", "fr") in french and t("bid.pass", "en") in [w.label for w in widgets[1:]]
    assert html.escape(table.show.choice_title()) in widgets[0].object and table.show.choice_title() != french_title
    version = table.version
    next(w for w in widgets[1:] if w.label == t("bid.pass", "en")).clicks += 1
    assert table.version > version and table.hint is None
