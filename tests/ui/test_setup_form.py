"""The setup form is built once for each language: choosing another game or number of players
changes what depends on it (the players' choices, the variants, the robots' levels) in place and
in one update. Its fold, its choices and the seats' fields stay the same widgets, so the browser
keeps their elements: a tap on « Plus de réglages… » while the form changes is kept, and so is the
keyboard's focus on the pressed choice (tests/browser/test_setup_fold.py) or on a name being typed."""

from __future__ import annotations

from collections import Counter
from typing import Any

import panel as pn
import pytest
from panel.custom import JSComponent

from engine import get_game
from ui.app_model import App
from ui.views import ChoiceField, Fold, SetupView
from ui.viewmodels import supported

#: each game after the first one taught (Tarot Kids, for 3), with the most players it is played by
CHANGES = [(game, get_game(game).players[-1]) for game in supported()[1:]]


def parts(page: Any) -> dict[str, Any]:
    """The form's fold, its two choices (the game, the players), its variants and robots."""
    seats = [column for column in page.select(pn.Column) if "seat-choice" in column.css_classes]
    return {"fold": page.select(Fold), "choices": page.select(ChoiceField),
            "variants": [w for w in page.select(JSComponent) if any(c.startswith("opt-") for c in w.css_classes)],
            "seats": seats, "robots": [column[0] for column in seats if column.visible]}


def press(page: Any, group: int, value: str) -> None:
    """What the browser does when a choice's button is pressed."""
    page.select(ChoiceField)[group].value = value


@pytest.mark.parametrize(("game", "players"), CHANGES)
def test_another_game_keeps_the_form_and_shows_that_game(game: str, players: int) -> None:
    app = App(delay=0)
    view = SetupView(app=app)
    page = view.__panel__()
    before = parts(page)
    before["fold"][0].open = True  # the learner opened « Plus de réglages… »
    press(page, 0, game)
    press(page, 1, str(players))
    after = parts(page)
    assert after["fold"] == before["fold"] and after["fold"][0].open
    assert after["choices"] == before["choices"]
    # the seats' fields too, the seats past the players hidden: a name being typed keeps its field
    assert after["seats"] == before["seats"]
    choices = after["choices"][1]
    assert choices.options == [[str(n), str(n)] for n in get_game(game).players] and choices.value == str(players)
    rules = get_game(game)
    assert [w.css_classes[-1] for w in after["variants"]] == [f"opt-{o.name}" for o in rules.options]
    assert [w.value for w in after["variants"]] == [o.default for o in rules.options]
    assert len(after["robots"]) == players - 1
    # each seat: a robot at each level, or a person (issue 42)
    assert all(tuple(select.options.values()) == (*(f"robot:{x}" for x in app.levels()), "new")
               for select in after["robots"])
    assert [s.value for s in after["robots"]] == [f"robot:{x}" for x in app.setup.levels]


@pytest.mark.parametrize(("game", "players"), [(g, n) for g, n in CHANGES if len(get_game(g).players) > 1])
def test_a_game_or_a_player_count_is_one_update(game: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    draws: list[str] = []
    draw = SetupView._draw

    def counted(view: SetupView, *events: Any) -> None:
        draws.append(view.app.setup.game)
        draw(view, *events)

    monkeypatch.setattr(SetupView, "_draw", counted)
    page = SetupView(app=App(delay=0)).__panel__()
    sent: Counter[int] = Counter()
    for field in (page.select(ChoiceField)[1], *page.select(pn.layout.FlexBox)):
        field.param.watch(lambda *_, key=id(field): sent.update([key]),
                          ["options", "value"] if isinstance(field, ChoiceField) else ["objects"])
    draws.clear()
    press(page, 0, game)
    assert draws == [game]  # one drawing, of the new game
    assert max(sent.values()) == 1  # the players' choices and the variants, each sent once
    draws.clear()
    press(page, 1, str(players))
    assert draws == [game]


def test_the_form_is_built_when_shown_in_the_language_chosen_meanwhile() -> None:
    """A language switch at the table or on the home page builds no hidden form (on a slow
    tablet that was a sixth of the switch at the table); the setup then shows in that language."""
    from ui.app_view import AppView
    from ui.i18n import t

    app = App(delay=0)
    app.open_link("g=tarot&n=5&s=3")
    view = AppView(app=app)
    page = view._setup.__panel__()
    assert page.objects == []  # never shown: never built
    app.to_setup()
    built = list(page.objects)
    assert t("setup.title", "fr") in built[0].object
    app.open_link("g=tarot&n=5&s=3")
    app.lang = "en"
    assert page.objects == built  # at the table: the French form kept, unseen
    app.to_setup()
    assert t("setup.title", "en") in page.objects[0].object
    assert parts(page)["choices"][0].label == t("setup.game", "en")
    app.lang = "fr"  # on the setup itself: built anew at once
    assert t("setup.title", "fr") in page.objects[0].object
