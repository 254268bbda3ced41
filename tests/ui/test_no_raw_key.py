"""No words key ever reaches the screen: every screen of the app (home, setup, each game's table
through every phase, the end of a deal and of the game, the review, the lessons' map and every
lesson step) is built as the page builds it, in both languages, and everything it would show
is read: a text that is a key of :mod:`ui.i18n` (« tam.power.blind_swap ») rather than words
fails, and so does a key the catalogue does not know (:func:`ui.i18n.t` logs it)."""

from __future__ import annotations

import logging
import random
import re
from html.parser import HTMLParser
from typing import Any, Iterator

import panel as pn
import pytest
from panel.custom import JSComponent
from panel.viewable import Viewer

from ui.app_model import App
from ui.app_view import AppView
from ui.i18n import EN, FR
from ui.games.presenter import HUMAN
from ui.games.tarot.presenter import TarotPresenter

#: the first part of every key (« tam », « seat », …): a dotted word starting so is a key
PREFIXES = {key.split(".")[0] for key in FR | EN if "." in key}
#: a dotted lowercase identifier standing on its own (not part of an address or a file name)
DOTTED = re.compile(r"(?<![\w./-])[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+(?![\w/-])")
#: what HTML shows besides its text
SHOWN_ATTRIBUTES = ("alt", "title", "aria-label", "placeholder")


class _Shown(HTMLParser):
    """The text and the read attributes of an HTML fragment."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.parts += [value for name, value in attrs if name in SHOWN_ATTRIBUTES and value]


def html_text(html: str) -> list[str]:
    parser = _Shown()
    parser.feed(html)
    return parser.parts


def strings(value: Any) -> Iterator[str]:
    """Every string inside plain data (a felt's scene)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from strings(item)


def own_params(component: JSComponent) -> list[str]:
    """The parameters one of our components sends to its module (its words, its scene)."""
    return [name for name in component.param if name not in JSComponent.param]


def shown(root: Any) -> list[str]:
    """Everything the visible part of a page shows in words."""
    texts: list[str] = []
    stack, seen = [root], set()
    while stack:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, Viewer):
            stack.append(item.__panel__())
            continue
        if getattr(item, "visible", True) is False:
            continue
        stack.extend(getattr(item, "objects", []))
        if isinstance(item, pn.pane.HTML):
            texts += html_text(item.object or "")
        elif isinstance(item, pn.pane.Bokeh) and item.object is not None:
            texts += [item.object.title.text, *(axis.axis_label or "" for axis in item.object.axis)]
        elif isinstance(item, pn.widgets.Widget):
            texts += [str(getattr(item, "label", "") or ""), item.name, getattr(item, "placeholder", "")]
            options = getattr(item, "options", [])
            texts += list(options) if isinstance(options, (dict, list)) else []
        elif isinstance(item, JSComponent):
            texts += [s for name in own_params(item) for s in strings(getattr(item, name))]
    return texts


def raw_keys(texts: list[str]) -> set[str]:
    """The words keys among ``texts``.

    >>> sorted(raw_keys(["Pouvoir : tam.power.blind_swap", "www.example.org", "cards/B4.svg", "Léa"]))
    ['tam.power.blind_swap']
    """
    return {m for text in texts for m in DOTTED.findall(text) if m.split(".")[0] in PREFIXES}


class Screens:
    """The app built as the page builds it, each screen checked as it shows."""

    def __init__(self, lang: str, caplog: pytest.LogCaptureFixture) -> None:
        self.app = App(delay=0, lang=lang)
        self.view = AppView(app=self.app)
        self.page = self.view.__panel__()
        self.caplog = caplog
        self.checked = 0

    def check(self, where: str) -> None:
        found = raw_keys(shown(self.page))
        missing = [r.getMessage() for r in self.caplog.records if r.name == "ui.i18n"]
        assert not found and not missing, f"{where} ({self.app.lang}): {sorted(found)} {missing}"
        self.checked += 1

    @property
    def table_view(self) -> Any:
        return self.view._table_view

    def start(self, game: str, players: int, options: dict[str, Any]) -> Any:
        setup = self.app.setup
        self.app.to_setup()
        setup.game = game
        self.check(f"setup of {game}")
        setup.players, setup.seed, setup.teacher = players, "5", True
        for name, value in options.items():
            setup.set_option(name, value)
        assert self.app.start()
        coach = self.table_view.coach.coach
        coach.worlds, coach.cap = 2, None  # a quick « Conseil »: its words, not its strength
        return self.app.table


def wrong_card(table: Any) -> None:
    """A card the rules refuse, when the hand has one: the hint, then its rule."""
    refused = [face.token for face in table.show.hand() if face.token not in {str(a.card) for a in table.view.legal
                                                                          if getattr(a, "card", None)}]
    if refused and table.deal.phase in ("play", "ecart"):
        table.click(refused[0])
        table.toggle_why()


def trick_deal(screens: Screens, game: str, rnd: random.Random) -> None:
    """A deal of a trick game move by move: at each of the player's turns a refused card, the
    buttons of a poignée, « Conseil »; then the robots' move for the player."""
    table = screens.app.table
    asked = False
    while not table.deal.over:
        phase = table.deal.phase
        screens.check(f"{game}, {phase}")
        if table.human_to_move:
            wrong_card(table)
            screens.check(f"{game}, a refused card in the {phase}")
            if isinstance(table.show, TarotPresenter) and table.show.poignee_offered():
                table.press("poignee:pick")
                screens.check(f"{game}, choosing a poignée")
                table.press("poignee:cancel")
            coach = screens.table_view.coach.coach
            if coach.available and not asked and rnd.random() < 0.3:
                asked = coach.ask() is not None
                screens.check(f"{game}, « Conseil » in the {phase}")
            move = table.robot_move(HUMAN).action
            assert table.choose(move), move
        else:
            table.step()
    screens.check(f"{game}, end of the deal")


def review(screens: Screens, game: str) -> None:
    """The review of the deal just played, a mistake shown on the table, then back."""
    coach = screens.table_view.coach.coach
    if not coach.can_review:
        return
    mistakes = coach.review()
    screens.check(f"{game}, the review")
    if mistakes:
        coach.show(mistakes[0])
        screens.check(f"{game}, a move of the review")
        coach.back()


def tamalou_round(screens: Screens, rnd: random.Random) -> None:
    """A round of Le Tamalou: the player draws and throws what they draw (every power comes
    up), never announces (the round lasts), and otherwise picks at random among the buttons and
    the cards that may be touched; the robots' snaps are decided at once."""
    table = screens.app.table
    while not table.deal.over:
        screens.check(f"tamalou, {table.deal.phase}")
        if table.human_to_move or table.show.snapping:
            scene = table.show.scene()
            keys = [s["pick"] for seat in scene["seats"] for s in seat["slots"] if s and s["pick"]]
            keys += [x["pick"] for x in (scene["middle"]["pile"], scene["middle"]["discard"]) if x and x["pick"]]
            actions = [c.action for c in table.show.choices() if c.enabled]
            first = [a for a in ("draw", "throw") if a in actions][:1]
            moves = [("press", a) for a in first or actions if a != "tamalou"] + [("click", k) for k in keys] * (not first)
            kind, key = rnd.choice(moves)
            getattr(table, kind)(key)
            screens.check("tamalou, after the player's move")
            if table.show.snapping and not table.show.marked:
                table.press("pass")
        if table.deal.phase == "snap" and not table.show.snapping:
            table.tick(1e9, table.plan(), 0)
        elif table.can_step:
            table.step()
    screens.check("tamalou, end of the round")


#: each game at a size and with options that reach every phase, in a short match
GAMES = [
    ("kids", 5, {"paris": True, "proviseur": True, "primes": True, "deals": 1}),
    ("kids", 3, {"target": 10}),
    ("premier", 3, {"target": 1}),
    ("tarot", 5, {"deals": 1}),
    ("tarot", 3, {"deals": 1}),
    ("tarin", 4, {"target": 50}),
    ("taroinche", 5, {"rounds": 1}),
    ("tamalou", 2, {"wins": 1}),
    ("tamalou", 3, {"wins": 1}),
]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game,players,options", GAMES, ids=[f"{g}-{n}p" for g, n, _ in GAMES])
def test_no_table_shows_a_key(game: str, players: int, options: dict[str, Any], lang: str,
                              caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="ui.i18n")
    rnd = random.Random(players)
    screens = Screens(lang, caplog)
    screens.check("home")
    table = screens.start(game, players, options)
    for deal in range(12):
        if game == "tamalou":
            tamalou_round(screens, rnd)
        else:
            trick_deal(screens, game, rnd)
            if deal == 0:
                review(screens, game)
        if table.match.over:
            break
        table.next_deal()
    assert table.match.over, "the match should end in a few deals"
    screens.check(f"{game}, end of the game")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_lesson_shows_a_key(lang: str, caplog: pytest.LogCaptureFixture) -> None:
    """The lessons' map, and every step of every lesson: as it opens, after a wrong answer (the
    nudge), a hint and the answer shown; then the end of the lesson."""
    caplog.set_level(logging.WARNING, logger="ui.i18n")
    screens = Screens(lang, caplog)
    app = screens.app
    app.learning.load(None)  # no progress saved: every lesson opens
    assert app.learning.curriculum.lessons, app.learning.problem
    app.to_lessons()
    screens.check("the lessons' map")
    for lesson in app.learning.curriculum.lessons:
        for step in range(len(lesson.steps)):
            assert app.open_lesson(lesson.id, step)
            run = app.learning.run
            screens.check(f"{lesson.id}, step {step + 1}")
            if not run.exercise:
                continue
            options = [o.token for o in run.options() if not o.right] or [o.token for o in run.options()]
            run.toggle(options[0]) if options else setattr(run, "typed", "999")
            run.submit()
            run.hint()
            screens.check(f"{lesson.id}, step {step + 1}, answered wrong, a hint")
            run.reveal()
            screens.check(f"{lesson.id}, step {step + 1}, the answer")
        run.finished = True
        screens.check(f"{lesson.id}, the end")
