"""Panel views of the lessons: the home page, the path map, a lesson, the progress store.

They only draw the view-models of :mod:`ui.lessons` and call their methods.
"""

from __future__ import annotations

import io
import math
from dataclasses import asdict
from pathlib import Path
from typing import Any

import panel as pn
import param
from panel.custom import JSComponent
from panel.viewable import Viewer

from . import assets
from engine import all_games
from engine.texts import card_name

from .games import presenter_of
from .i18n import known, t
from .lessons import Branch, CheckRun, Learning, LessonCard, LessonRun, Route, Zone, format_route
from .progress import FILE_NAME, MAX_CHARS, MAX_DEPTH
from .replay import ReplayRun, label
from .viewmodels import game_label
from .app_model import App
from .views import ScrollHere, TableView
from .speakers import Speaker
from .speech import lesson_lines, words_of
from .widgets import BUTTON_HEIGHT, CardClicks, button, cards_esm, cards_html, esc

STORAGE_KEY = "tarot-ecole-progress"


def stars_html(stars: int, lang: str, total: int = 3) -> str:
    """★★☆ with words for screen readers."""
    shown = "★" * stars + "☆" * (total - stars)
    return f'<span class="stars" role="img" aria-label="{esc(t("path.stars", lang, n=stars))}">{shown}</span>'


# --- the browser's copy of the progress ----------------------------------------------------------
#: what the page says when it refused a text past a limit (``ui/progress.js``)
REFUSALS = {"too_big": "progress.too_big", "too_deep": "progress.too_deep"}


class ProgressJS(JSComponent):
    """``ui/progress.js``: the progress store (``role="store"``) or the import button
    (``role="picker"``); both check the limits of :mod:`ui.progress` before Python reads."""

    role = param.Selector(default="store", objects=["store", "picker"], constant=True)
    maxChars = param.Integer(default=MAX_CHARS, constant=True)
    maxDepth = param.Integer(default=MAX_DEPTH, constant=True)

    _esm = Path(__file__).with_name("progress.js")

    def __init__(self, learning: Learning, **params: Any) -> None:
        super().__init__(**params)
        self.learning = learning

    @staticmethod
    def _text(data: dict[str, Any]) -> tuple[str | None, str | None]:
        text, refused = data.get("text"), REFUSALS.get(data.get("refused"))
        return (text if isinstance(text, str) else None), refused


class ProgressStore(ProgressJS):
    """Reads and writes the progress JSON (and its backup) in ``localStorage`` from the page's
    main thread, hears other tabs' saves, and says when the browser could not keep a save."""

    saved = param.String(default="", doc="the JSON to keep; written whenever it changes")
    backup = param.String(default="", doc="the JSON of the progress before an import or reset")
    key = param.String(default=STORAGE_KEY, constant=True)
    retryMs = param.Integer(default=5000, constant=True, doc="how often a failed save is tried again")

    def __init__(self, learning: Learning, **params: Any) -> None:
        super().__init__(learning, role="store", saved=learning.saved, backup=learning.backup, **params)
        learning.param.watch(lambda e: setattr(self, e.name, e.new), ["saved", "backup"])

    def _handle_msg(self, data: Any) -> None:
        if not isinstance(data, dict):
            return
        learning = self.learning
        if data.get("problem") in ("", "full", "blocked"):
            learning.storage = data["problem"]
        if data.get("kind") == "loaded" and isinstance(data.get("backup"), str) and not learning.loaded:
            learning.backup = data["backup"]
        if data.get("kind") in ("loaded", "changed"):
            answer = learning.load(*self._text(data))
            if answer is not None:
                self._send_msg({"write": answer})


class ProgressFile(ProgressJS):
    """« Reprendre depuis un fichier »: the browser's file picker drawn as our button; the page
    checks the file's size and depth before sending its text to :meth:`Learning.import_file`."""

    label = param.String(default="")

    def __init__(self, learning: Learning, **params: Any) -> None:
        super().__init__(learning, role="picker", **params)

    def _handle_msg(self, data: Any) -> None:
        if isinstance(data, dict) and data.get("kind") == "file":
            self.learning.import_file(*self._text(data))


class RouteLinks(JSComponent):
    """Lets the app's route links (``#/lesson/…``) through Panel's HTML panes (``ui/route_links.js``)."""

    _esm = Path(__file__).with_name("route_links.js")


class CardPicker(CardClicks):
    """Cards the learner clicks (``ui/lesson_board.js``); a click calls :attr:`on_pick`."""

    cards = param.List(default=[])
    pickedWord = param.String(default="")
    rightWord = param.String(default="")

    _esm = cards_esm("lesson_board.js")


# --- home ------------------------------------------------------------------------------------------
def players_text(counts: tuple[int, ...], lang: str) -> str:
    """« 2 à 5 joueurs », or « 5 joueurs » for a game of one player count."""
    low, high = min(counts), max(counts)
    return t("home.players", lang, low=low, high=high) if low != high else t("home.players.same", lang, n=low)


def games_html(learning: Learning, lang: str) -> str:
    """Every game of the engine's registry, in the order it is taught: its name, a one-line
    pitch and the age (its own words, when it has some), its player counts (the engine's), what
    opens its lessons, « Apprendre » (its branch's first lesson, or what opens it) and « Jouer »
    (its setup): links, so that the site's first screen follows them before Python is ready."""
    cards = []
    for game in all_games():
        name = game_label(game.id, lang, "path")
        facts = [t(f"home.age.{game.id}", lang)] if known(f"home.age.{game.id}", lang) else []
        facts.append(players_text(game.players, lang))
        pitch = (f'<p class="home-game-pitch">{esc(t(f"home.pitch.{game.id}", lang))}</p>'
                 if known(f"home.pitch.{game.id}", lang) else "")
        first = learning.branch(game.id)[:1]
        links = [f'<a class="home-link home-game-learn" href="{format_route(Route("lesson", first[0].id, 1))}" '
                 f'aria-label="{esc(t("home.learn_game", lang, game=name))}">{esc(t("home.learn", lang))}</a>'
                 ] if first else []
        links.append(f'<a class="home-link home-game-play" href="{format_route(Route("play", game=game.id))}" '
                     f'aria-label="{esc(t("home.play_game", lang, game=name))}">{esc(t("home.play", lang))}</a>')
        cards.append(f'<li class="home-game" data-game="{esc(game.id)}"><h3 class="home-game-name">{esc(name)}</h3>'
                     f'{pitch}<p class="home-game-facts">{esc(" · ".join(facts))}</p>'
                     f'{after_html(learning.opens(game.id, lang)) if first else ""}'
                     f'<div class="home-game-links">{"".join(links)}</div></li>')
    return (f'<h2 class="panel-title home-games-title">{esc(t("home.games", lang))}</h2>'
            f'<ul class="home-games">{"".join(cards)}</ul>')


def after_html(opens: str) -> str:
    """What opens a game's lessons (:meth:`Learning.opens`): « Ouvert tout de suite » or
    « S'ouvre après 15 leçons : … »."""
    return f'<p class="branch-after">{esc(opens)}</p>'


class HomeView(Viewer):
    """The games, each with « Apprendre » and « Jouer »; then the two ways in for everything:
    « Apprendre » (the lessons' map) and « Jouer » (the setup).

    Another language changes the words in place: the same panes and buttons, so the browser
    only writes new text (building the page anew was most of a language switch on a slow tablet)."""

    app = param.ClassSelector(class_=App)

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        app = self.app
        # « Mes erreurs à rejouer »: drawn again when the progress changes (a mistake kept,
        # replayed right, or the browser's saved copy read)
        self.retries = pn.Column(sizing_mode="stretch_width", css_classes=["home-retries"], max_width=1000)
        self._drawn: tuple[str, str | None, list[str]] | None = None
        self._title, self._games = pn.pane.HTML(sizing_mode="stretch_width"), pn.pane.HTML(sizing_mode="stretch_width")
        self._learn_help, self._play_help = pn.pane.HTML(), pn.pane.HTML()
        self._learn = button("", app.to_lessons, "success", width=320, css_classes=["home-learn"])
        self._play = button("", app.to_setup, "primary", width=320, css_classes=["home-play"])
        self.app.learning.param.watch(self._draw_retries, ["progress"])
        self.app.param.watch(self._draw_retries, ["lang", "broken"])
        self.app.param.watch(self._draw_words, "lang")
        self._draw_retries()
        self._draw_words()

    def __panel__(self) -> Any:
        page = pn.Column(
            self._title,
            self.retries,  # a mistake to replay comes first: one tap from the home page
            self._games,
            pn.FlexBox(pn.Column(self._learn_help, self._learn, css_classes=["home-box"], width=380),
                       pn.Column(self._play_help, self._play, css_classes=["home-box"], width=380),
                       gap="24px"),
            css_classes=["home"], max_width=1000, sizing_mode="stretch_width")
        return pn.Column(page, RouteLinks(width=0, height=0, margin=0), sizing_mode="stretch_width")

    def _draw_words(self, *_: Any) -> None:
        app, lang = self.app, self.app.lang
        self._title.object = f'<h1 class="home-title">{esc(t("home.title", lang))}</h1>'
        self._games.object = games_html(app.learning, lang)
        self._learn_help.object = f'<p class="home-text">{esc(t("home.learn_help", lang))}</p>'
        self._play_help.object = f'<p class="home-text">{esc(t("home.play_help", lang))}</p>'
        self._learn.label, self._play.label = t("home.learn", lang), t("home.play", lang)

    def _draw_retries(self, *_: Any) -> None:
        """One button per kept mistake, the latest first: the game, when, what it lost."""
        app, lang = self.app, self.app.lang
        retries = app.learning.progress.retries
        broken = ([pn.pane.HTML(f'<p class="problem" role="alert">'
                                f'{esc(t("replay.broken", lang, detail=app.broken.text(lang)))}</p>')]
                  if app.broken is not None else [])
        labels = [t("home.retry", lang, when=label(retry, lang),
                    n=max(1, math.floor((retry.cost(retry.played) or 0.0) + 0.5))) for retry in reversed(retries)]
        # the same list is left as it is: the saved progress read just after the app is live
        # would otherwise put new buttons in place of those a child may be tapping
        drawn = (lang, app.broken.text(lang) if app.broken is not None else None, labels)
        if drawn == self._drawn:
            return
        self._drawn = drawn
        self.retries.visible = bool(retries) or bool(broken)
        if not retries:
            self.retries.objects = broken
            return
        buttons = [button(text, lambda i=len(retries) - 1 - n: app.open_retry(i), "light", css_classes=["home-retry"],
                          sizing_mode="stretch_width", max_width=640) for n, text in enumerate(labels)]
        self.retries.objects = [
            *broken,
            pn.pane.HTML(f'<h2 class="panel-title">{esc(t("home.retries", lang))}</h2>'
                         f'<p class="home-text">{esc(t("home.retries_help", lang))}</p>', sizing_mode="stretch_width"),
            pn.Column(*buttons, sizing_mode="stretch_width", css_classes=["retry-list"])]


# --- the path map ------------------------------------------------------------------------------------
#: how far right each node of the path sits (percent of the width), in turn: a winding trail in
#: a band on the left, the lessons' words in a column beside it (``static/app.css``)
TRAIL = (10, 18, 26, 18)


def current_branch(branches: list[Branch]) -> str | None:
    """The game the learner is at: the first branch with a lesson to do (none when all are done)."""
    return next((b.id for b in branches if any(card.state == "open" for card in b.cards)), None)


def path_html(branches: list[Branch], lang: str, current: str | None = None) -> str:
    """The map drawn as a winding path, a branch per game, one node per lesson in order, a curve
    from each node to the next. Every lesson is a link to its route (``#/lesson/<id>/1``): a
    locked one opens what says how to open it. A locked branch offers its check.

    Each branch folds under its title (the browser's own disclosure, ``<details>``: a screen
    reader says whether it is open, Enter or Space opens it, and it works before Python is ready
    on the static site's first screen): only ``current``'s is open (default: the first with a
    lesson to do). On a phone the whole map was one list of some 10,300 px."""
    current = current if current is not None else current_branch(branches)
    out, number = [], 0

    def trail(cards: tuple[LessonCard, ...]) -> str:
        nonlocal number
        nodes = []
        for card in cards:
            here, after = TRAIL[number % len(TRAIL)], TRAIL[(number + 1) % len(TRAIL)]
            number += 1
            mark = "✓" if card.state == "done" else str(number)
            node = f'<span class="trail-node" aria-hidden="true">{mark}</span>'
            name = (f'<a class="tile-open" href="{format_route(Route("lesson", card.id, 1))}">{node}'
                    f'<span class="tile-title">{esc(card.title)}</span></a>')
            curve = "" if card is cards[-1] else (
                f'<svg class="trail-curve" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">'
                f'<path d="M{here} 0 C{here} 50 {after} 50 {after} 100" vector-effect="non-scaling-stroke"/></svg>')
            nodes.append(f'<li class="lesson-tile {card.state}" style="--x:{here}%">{curve}{name}'
                         f'<div class="tile-head">{stars_html(card.stars, lang)}'
                         f'<span class="tile-state">{esc(t(f"path.{card.state}", lang))}</span></div>'
                         f'<p class="tile-summary">{esc(card.summary)}</p></li>')
        return "".join(nodes)

    for branch in branches:
        check = (f'<a class="branch-check" href="{format_route(Route("check", game=branch.id))}" '
                 f'aria-label="{esc(t("path.check_for", lang, game=branch.title))}">{esc(t("check.button", lang))}</a>'
                 if branch.locked else "")
        rules = trail(branch.cards)
        # « S'entraîner »: the game's strategy lessons, after its rules
        practise = (f'<div class="practise" data-practise="{esc(branch.id)}">'
                    f'<h3 class="practise-title">{esc(t("path.practise", lang))}</h3>'
                    f'<p class="practise-help">{esc(t("path.practise_help", lang))}</p>'
                    f'<ol class="path-level trail practise-trail">{trail(branch.practise)}</ol></div>'
                    if branch.practise else "")
        cards = (*branch.cards, *branch.practise)
        done = sum(card.state == "done" for card in cards)
        count = t("path.branch_count", lang, done=done, n=len(cards))
        opened = " open" if branch.id == current else ""
        out.append(f'<section class="branch" data-branch="{esc(branch.id)}"><details class="branch-fold"{opened}>'
                   f'<summary class="branch-summary"><h2 class="panel-title level-title">{esc(branch.title)}'
                   f'<span class="branch-count">{esc(count)}</span></h2></summary>'
                   f'<div class="branch-head">{after_html(branch.opens)}{check}</div>'
                   f'<ol class="path-level trail">{rules}</ol>{practise}</details></section>')
    return "".join(out)


def door_html(learning: Learning, lesson_id: str, lang: str) -> str:
    """A locked lesson's door: what opens it, the lesson to do first (a link), and the check of
    its game (« Je connais déjà ce jeu »), with its numbers."""
    lesson = learning.curriculum.get(lesson_id)
    needs = ", ".join(f"«\u00a0{n.title.get(lang)}\u00a0»" if lang == "fr" else f"“{n.title.get(lang)}”"
                      for n in learning.missing(lesson))
    parts = [f'<h1 class="door-title" tabindex="-1">{esc(t("door.title", lang))}</h1>',
             f'<p class="door-needs">{esc(t("door.needs", lang, title=lesson.title.get(lang), lessons=needs))}</p>']
    way = learning.way_to(lesson)
    if way is not None:
        parts.append(f'<p><a class="home-link door-go" href="{format_route(Route("lesson", way.id, 1))}">'
                     f'{esc(t("door.go", lang, title=way.title.get(lang)))}</a></p>')
    total, need = learning.check_size(lesson.level)
    if total:
        game = game_label(lesson.level, lang, "path")
        parts.append(f'<p class="door-check-help">{esc(t("door.check", lang, game=game, total=total, need=need))}</p>'
                     f'<p><a class="home-link door-check" href="{format_route(Route("check", game=lesson.level))}">'
                     f'{esc(t("check.button", lang))}</a></p>')
    parts.append(f'<p><a class="home-link door-map" href="{format_route(Route("lessons"))}">'
                 f'{esc(t("lesson.to_map", lang))}</a></p>')
    return f'<div class="door">{"".join(parts)}</div>'



# The browser writes its own words on a file input (« Choose File », in its language, not the
# app's): the input is made invisible over its label, which is drawn as our button.
FILE_PICKER_CSS = """
label { position: relative; display: inline-flex; align-items: center; min-height: 44px; padding: 0 18px;
        border-radius: 6px; border: 2px solid #c9b98f; background: #f8f9fa; color: #212529; font-weight: 600;
        cursor: pointer; }
input[type="file"] { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; cursor: pointer; }
label:focus-within { outline: 3px solid #0b5cad; outline-offset: 2px; }
"""


def progress_alerts(learning: Learning, lang: str) -> list[Any]:
    """What the learner must know about saving: a newer version's record left alone, or a
    browser that could not keep the last save."""
    texts = [t("progress.newer", lang) if learning.read_only else "",
             t(f"progress.unsaved.{learning.storage}", lang) if learning.storage else ""]
    return [pn.pane.HTML(f'<div class="problem progress-unsaved" role="alert">{esc(text)}</div>',
                         sizing_mode="stretch_width") for text in texts if text]


class PathView(Viewer):
    """The lessons by level, locked / open / done with their best stars; resume; the progress
    file tools (export, import that asks first, reset, back to the progress before)."""

    app = param.ClassSelector(class_=App)

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self._import = ProgressFile(self.app.learning, css_classes=["progress-import"], stylesheets=[FILE_PICKER_CSS])
        self._export = pn.widgets.FileDownload(callback=self._export_file, filename=FILE_NAME,
                                               color="light", height=BUTTON_HEIGHT, width=320,
                                               css_classes=["progress-export"])
        # the tools stay in one place, their contents changed in it: the picker (drawn by
        # progress.js once loaded) is never moved to a new parent, which a quick second redraw
        # of the whole page could leave empty
        self._tools_title = pn.pane.HTML()
        self._tools_row = pn.FlexBox(gap="16px", align_items="center")
        self._question = pn.Column(sizing_mode="stretch_width")
        self._tools = pn.Column(self._tools_title, self._tools_row, self._question,
                                css_classes=["side-box", "progress-tools"], sizing_mode="stretch_width")
        self._alerts = pn.Column(sizing_mode="stretch_width")
        # the map too is changed in place, never drawn anew: a tap on « Commencer » made while
        # Python redraws it (the saved progress arrives just after the app is live, a refused
        # save is said) reached a button already taken off the page, and was lost
        self._door = pn.pane.HTML(sizing_mode="stretch_width")
        self._title = pn.pane.HTML(sizing_mode="stretch_width")
        self._said = pn.pane.HTML(sizing_mode="stretch_width")
        self._resume = button("", self.app.resume, "success", width=320, css_classes=["resume"])
        self._done = pn.pane.HTML()
        self._path = pn.pane.HTML(sizing_mode="stretch_width")
        self._map = pn.Column(self._title, self._said, self._resume, self._done, self._path,
                              sizing_mode="stretch_width")
        self._fill_tools()
        self._fill_alerts()
        self._fill_page()

    def __panel__(self) -> Any:
        return pn.Column(self._alerts, self._door, self._map, self._tools, RouteLinks(width=0, height=0, margin=0),
                         css_classes=["path"], max_width=1200, sizing_mode="stretch_width")

    @param.depends("app.lang", "app.learning.read_only", "app.learning.storage", watch=True)
    def _fill_alerts(self) -> None:
        self._alerts.objects = progress_alerts(self.app.learning, self.app.lang)

    @param.depends("app.lang", "app.error", "app.learning.progress", "app.learning.notice",
                   "app.learning.details", "app.learning.demo", "app.learning.door", watch=True)
    def _fill_page(self) -> None:
        app, learning, lang = self.app, self.app.learning, self.app.lang
        door = learning.door
        self._door.object = door_html(learning, door, lang) if door else ""
        self._door.visible, self._map.visible = bool(door), not door
        if door:
            return
        self._title.object = f'<h1 class="path-title">{esc(t("path.title", lang))}</h1>'
        said = [f'<div class="{css}" role="alert">{esc(text)}</div>'
                for text, css in ((app.error, "problem"), (learning.problem, "problem"),
                                  (learning.notice_text(lang), "notice")) if text]
        self._said.object, self._said.visible = "".join(said), bool(said)
        target = learning.resume_target()
        self._resume.label = t("path.resume" if learning.started() else "path.start", lang)
        self._done.object = "" if target else f'<p class="path-done">{esc(t("path.all_done", lang))}</p>'
        self._resume.visible, self._done.visible = target is not None, target is None
        # the game of « Reprendre » open, the others folded
        branches = learning.levels()
        here = learning.curriculum.get(target[0]).level if target is not None else current_branch(branches)
        self._path.object = path_html(branches, lang, here)

    @param.depends("app.lang", "app.learning.progress", "app.learning.confirm", "app.learning.pending",
                   "app.learning.backup", watch=True)
    def _fill_tools(self) -> None:
        learning, lang = self.app.learning, self.app.lang
        self._export.label = t("path.export", lang)
        self._import.label = t("path.import", lang)
        if learning.confirm:
            reset: list[Any] = [
                pn.pane.HTML(f'<p class="confirm" role="alert">{esc(t("path.reset_confirm", lang))}</p>'),
                button(t("path.reset_yes", lang), learning.reset, "danger", width=200, css_classes=["reset-yes"]),
                button(t("path.reset_no", lang), learning.cancel_reset, "light", width=200)]
        else:
            reset = [button(t("path.reset", lang), learning.ask_reset, "light", width=260, css_classes=["reset"],
                            disabled=not learning.started())]  # nothing to erase yet
        if learning.backup:
            reset.append(button(t("path.restore", lang), learning.restore, "light", css_classes=["progress-restore"]))
        self._tools_title.object = f'<h2 class="panel-title">{esc(t("path.progress", lang))}</h2>'
        self._tools_row.objects = [self._export, self._import, *reset]
        self._question.objects = self._import_question(lang)

    def _import_question(self, lang: str) -> list[Any]:
        """« Remplacer ma progression ? 12 leçons réussies → 3 leçons réussies », and the choices."""
        learning = self.app.learning
        if learning.pending is None:
            return []
        now, file = (t("path.lessons_done", lang, n=n) for n in learning.done_counts())
        return [pn.pane.HTML(f'<p class="import-ask" role="alert">{esc(t("path.import_ask", lang, now=now, file=file))}'
                             f'</p><p>{esc(t("path.import_merge_help", lang))}</p>', sizing_mode="stretch_width"),
                pn.FlexBox(button(t("path.import_replace", lang), learning.replace_progress, "danger",
                                  css_classes=["import-replace"]),
                           button(t("path.import_merge", lang), learning.merge_file, "primary",
                                  css_classes=["import-merge"]),
                           button(t("path.import_cancel", lang), learning.cancel_import, "light",
                                  css_classes=["import-cancel"]), gap="16px")]

    def _export_file(self) -> io.StringIO:
        return io.StringIO(self.app.learning.export())


# --- one lesson -------------------------------------------------------------------------------------
def lesson_head_html(run: LessonRun) -> str:
    """A step's heading: the lesson's title, « Étape n sur N », the stars (the static site's
    first screen draws explain steps with it too, before Python is ready)."""
    lang = run.lang
    demo = f'<span class="badge demo">{esc(t("lesson.demo", lang))}</span>' if run.demo else ""
    stars = stars_html(run.stars, lang) if run.mastery else ""
    return (f'<div class="lesson-top"><h1 class="lesson-title">{esc(run.title())}</h1>'
            f'<span class="lesson-step">{esc(run.position())}</span>{stars}{demo}</div>')


def pictured(text: str, run: LessonRun) -> str:
    """``text`` as HTML, a small picture of each card it names right after its name (for a child
    who does not read yet: « l'Excuse » and its drawing), the card's name its accessible text.

    >>> from lessons import load
    >>> run = LessonRun(load().get("kids-trumps"), lang="en")
    >>> pictured("Trump 1 & the Excuse", run)  # doctest: +NORMALIZE_WHITESPACE
    'Trump 1<img class="named-card" src="assets/cards/en/kids-T1.svg" alt="the Petit"> &amp; the
    Excuse<img class="named-card" src="assets/cards/en/kids-EX.svg" alt="the Excuse">'
    """
    show, lang = presenter_of(run.step.game), run.lang
    out, at = [], 0
    for end, card in show.named_cards(text, lang):
        out.append(esc(text[at:end]) + f'<img class="named-card" src="{esc(show.card_url(card, lang))}" '
                                       f'alt="{esc(card_name(card, lang))}">')
        at = end
    return "".join(out) + esc(text[at:])


def lesson_text_html(run: LessonRun) -> str:
    """A step's text, its goal and a practice deal's banner."""
    lang = run.lang
    paragraphs = "".join(f"<p>{pictured(p, run)}</p>" for p in run.text().split("\n\n") if p.strip())
    goal = f'<p class="lesson-goal"><strong>{esc(t("lesson.goal", lang))}</strong> {pictured(run.goal(), run)}</p>' \
        if run.goal() else ""
    banner = ""
    if run.highlight():
        banner = (f'<p class="lesson-banner">{esc(t("lesson.practice", lang))} '
                  + ", ".join(f"<strong>{esc(r)}</strong>" for r in run.highlight()) + "</p>")
    review = f'<p class="lesson-review">{esc(t("lesson.review_help", lang))}</p>' if run.reviewing else ""
    return f'<div class="lesson-text-box">{review}{paragraphs}{goal}{banner}</div>'


def figures_html(zone: Zone) -> str:
    """A row of the board's cards that are only shown (not picked), with their captions."""
    figures = "".join(f'<figure class="lesson-slot">{cards_html([f], "lesson-card")}'
                      f'<figcaption>{esc(f.caption)}</figcaption></figure>' for f in zone.cards)
    return f'<div class="lesson-cards">{figures}</div>'


class ReplayView(Viewer):
    """« Rejoue tes erreurs »: the mistake's position at the table, what happened the first
    time, then the verdict on the new choice with every weighed choice's figure; « Réessayer »
    and « Retour »."""

    app = param.ClassSelector(class_=App)
    run = param.ClassSelector(class_=ReplayRun)

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        run = self.run
        self.head = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["replay-head"])
        self.verdict = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["replay-verdict"])
        # the verdict comes above the table: the hand is at the bottom of a phone's screen
        self.to_verdict = ScrollHere(width=0, height=0, margin=0)
        self.again = button("", run.again, "success", css_classes=["replay-again"])
        self.back = button("", self.app.leave_replay, "light", css_classes=["replay-back"])
        self.table_view = TableView(table=run.table, on_new_game=self.app.to_setup)
        run.param.watch(self._draw, ["chosen", "unweighed", "lang"])
        run.param.watch(self._scroll, ["chosen", "unweighed"])
        self._draw()

    def __panel__(self) -> Any:
        return pn.Column(self.to_verdict, self.head, self.verdict,
                         pn.FlexBox(self.again, self.back, gap="12px", align_items="center", css_classes=["replay-actions"]),
                         self.table_view, css_classes=["replay"], sizing_mode="stretch_width")

    def _scroll(self, event: Any) -> None:
        if event.new:
            self.to_verdict.count += 1

    def _draw(self, *_: Any) -> None:
        run, lang = self.run, self.run.lang
        self.head.object = (f'<h1 class="panel-title replay-title">{esc(t("replay.title", lang, when=run.when()))}</h1>'
                            f'<p class="replay-intro" data-played="{esc(run.retry.played)}">{esc(run.intro())}</p>')
        verdict, figures = run.verdict(), run.figures()
        css = "good" if run.good else "bad" if run.chosen else "ask"
        listed = (f'<p>{esc(t("replay.figures", lang))}</p><ul class="replay-figures">'
                  + "".join(f"<li>{esc(line)}</li>" for line in figures) + "</ul>") if figures else ""
        done = f'<p class="replay-done">{esc(t("replay.done", lang))}</p>' if run.good else ""
        self.verdict.object = (f'<div class="replay-box {css}" role="status">'
                               f'<p class="replay-sentence">{esc(verdict)}</p>{done}{listed}</div>') if verdict else ""
        self.verdict.visible = bool(verdict)
        self.again.label = t("replay.again", lang)
        self.again.visible = bool(run.chosen)
        self.back.label = t("replay.back", lang)


class LessonView(Viewer):
    """A lesson step: text, board, choices, « Valider », hints, feedback, why, next; a scripted
    or practice deal on the ordinary table; the stars at the end."""

    app = param.ClassSelector(class_=App)
    run = param.ClassSelector(class_=LessonRun)

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        run = self.run
        self.head = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["lesson-head"])
        self.text = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["lesson-text"])
        self.board = pn.Column(sizing_mode="stretch_width", css_classes=["lesson-board"])
        self.choices = pn.FlexBox(gap="12px", css_classes=["lesson-choices"])
        self.number = pn.widgets.TextInput(placeholder="0", width=200, css_classes=["lesson-number"])
        self.number.param.watch(lambda e: setattr(run, "typed", e.new), "value_input")
        run.param.watch(lambda e: setattr(self.validate, "disabled", not run.ready), "typed")
        self.number.param.watch(lambda e: self._submit(), "enter_pressed")
        self.validate = button("", self._submit, "success", width=200, css_classes=["lesson-validate"])
        # hint and answer buttons fit their words: they say what they cost
        self.hint = button("", run.hint, "warning", css_classes=["lesson-hint"])
        self.reveal = button("", run.reveal, "light", css_classes=["lesson-reveal"])
        self.retry = button("", self._retry, "light", width=200, css_classes=["lesson-retry"])
        self.next = button("", run.next, "success", width=220, css_classes=["lesson-next"])
        self.to_map = button("", self.app.to_lessons, "light", width=220, css_classes=["lesson-map"])
        self.skip = button("", run.skip_celebration, "light", width=260, css_classes=["celebration-skip"])
        self.message = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["lesson-message"])
        # a nudge, a hint or the answer comes under the choices: on a phone, under four options,
        # it began below the screen and the learner saw « Réessayer » with no word of why
        self.to_message = ScrollHere(if_hidden=True, width=0, height=0, margin=0)
        self._said: tuple[Any, ...] = ()  # the language, the step, and what the message says
        self.deal = pn.Column(sizing_mode="stretch_width", css_classes=["lesson-deal"])
        self.end = pn.Column(sizing_mode="stretch_width", css_classes=["lesson-end"])
        # read aloud's speaker buttons: the step's text, and what the message under it says
        self.say_text = Speaker(margin=0, css_classes=["say", "say-text"])
        self.say_message = Speaker(margin=0, css_classes=["say", "say-message"])
        self.body = pn.Column(self.head, pn.Row(self.say_text, self.text, sizing_mode="stretch_width"),
                              self.board, self.choices,
                              pn.FlexBox(self.number, self.validate, self.retry, self.hint, self.reveal, self.next,
                                         gap="12px", align_items="center", css_classes=["lesson-actions"]),
                              self.to_message, pn.Row(self.say_message, self.message, sizing_mode="stretch_width",
                                                      css_classes=["lesson-message-row"]),
                              self.deal, sizing_mode="stretch_width")
        self._table_view: TableView | None = None
        self._board: tuple[int, str] | None = None  # the step and language the board was drawn for
        self._pickers: list[CardPicker] = []  # its cards to pick, zone by zone
        run.param.watch(self._refresh, ["index", "picked", "feedback", "solved", "shown", "finished",
                                        "lang", "demo", "table", "revealed", "reviewing", "celebrating"])
        self._refresh()

    def __panel__(self) -> Any:
        return pn.Column(self.body, self.end, self.to_map, css_classes=["lesson"], sizing_mode="stretch_width")

    # --- events ---------------------------------------------------------------------------------
    def _submit(self) -> None:
        self.run.submit()

    def _retry(self) -> None:
        self.run.retry()
        self.number.value = self.number.value_input = ""

    def _pick(self, token: str) -> None:
        self.run.toggle(token)

    # --- drawing --------------------------------------------------------------------------------
    def _refresh(self, *events: Any) -> None:
        run, lang = self.run, self.run.lang
        if any(e.name in ("index", "reviewing") for e in events):  # a new question: an empty box
            self.number.value = self.number.value_input = ""
        self.body.visible = not run.finished
        self.end.visible = run.finished
        self.to_map.label = t("lesson.to_map", lang)
        if run.finished:
            self._draw_end()
            return
        # the speakers' words first: Python's changes reach the page one by one, and a tap on a
        # speaker as soon as the new step shows said the step before
        self._draw_speakers()
        self.head.object = lesson_head_html(run)
        self.text.object = lesson_text_html(run)
        self._draw_board()
        self._draw_choices()
        self._draw_actions()
        self._draw_message()
        self._draw_deal()

    def _draw_board(self) -> None:
        run = self.run
        states = run.card_states()
        zones = run.zones()
        pickable = [zone for zone in zones if any(f.token in states for f in zone.cards)]
        # a pick changes the cards in place: a tap right after it lands on the cards in the
        # page, not on a new board's, where it was lost
        if self._board == (run.index, run.lang):
            for picker, zone in zip(self._pickers, pickable):
                picker.cards = self._cards(zone, states)
            return
        self._board, self._pickers = (run.index, run.lang), [self._picker(zone, states) for zone in pickable]
        pickers = iter(self._pickers)
        parts: list[Any] = []
        if run.caption():
            parts.append(pn.pane.HTML(f'<p class="lesson-caption">{pictured(run.caption(), run)}</p>',
                                      sizing_mode="stretch_width"))
        for zone in zones:
            parts.append(pn.pane.HTML(f'<h2 class="zone-title">{esc(zone.title)}</h2>', sizing_mode="stretch_width"))
            parts.append(next(pickers) if zone in pickable else
                         pn.pane.HTML(figures_html(zone), sizing_mode="stretch_width"))
        self.board.objects = parts
        self.board.visible = bool(parts)

    def _picker(self, zone: Zone, states: dict[str, dict[str, bool]]) -> CardPicker:
        lang = self.run.lang
        return CardPicker(on_pick=self._pick, cards=self._cards(zone, states), pickedWord=t("lesson.picked", lang),
                          rightWord=t("lesson.right_word", lang), sizing_mode="stretch_width")

    @staticmethod
    def _cards(zone: Zone, states: dict[str, dict[str, bool]]) -> list[dict[str, Any]]:
        return [{**asdict(f), **states.get(f.token, {"option": False, "picked": False, "right": False})}
                for f in zone.cards]

    def _draw_choices(self) -> None:
        run = self.run
        options = run.options()
        widgets = []
        for option in options:
            kind = "success" if option.right else "primary" if option.picked else "light"
            css = ["lesson-option"] + (["picked"] if option.picked else []) + (["right"] if option.right else [])
            # a deal step's moves are made at the table: listed here, they are only shown
            widgets.append(button(option.label, lambda token=option.token: self._pick(token), kind,
                                  disabled=run.solved or run.step.kind == "scripted", css_classes=css))
        self.choices.objects = widgets
        self.choices.visible = bool(widgets)

    def _draw_actions(self) -> None:
        run, lang, step = self.run, self.run.lang, self.run.step
        deal_step = step.kind in ("scripted", "practice")
        wrong = run.feedback is not None and not run.feedback.correct and not run.done
        self.number.visible = step.pick == "number" and not run.done
        self.number.disabled = wrong
        self.validate.label = t("lesson.validate", lang)
        self.validate.visible = not run.done and not wrong and not deal_step
        self.validate.disabled = not run.ready  # nothing to check yet
        self.retry.label = t("lesson.retry", lang)
        self.retry.visible = wrong
        self.hint.label = run.hint_label()  # the cost is said before the click
        self.hint.visible = not run.done and run.hints_left > 0
        self.reveal.label = run.reveal_label()
        self.reveal.visible = run.can_reveal
        self.next.label = t("lesson.finish" if run.last else "lesson.next", lang)
        self.next.visible = run.can_go_on

    def _draw_message(self) -> None:
        run, lang = self.run, self.run.lang
        parts = []
        if isinstance(run, CheckRun) and run.answered:
            verdict = "right" if run.solved else "shown"
            word = t("check.right" if run.solved else "check.wrong", lang)
            parts.append(f'<p class="lesson-why check-verdict {verdict}" role="status">{esc(word)}</p>')
        hints = run.hints()
        # the answer and its why count only once asked for (teacher mode shows them at every step)
        said = (lang, run.index, *hints, run.feedback_text(), run.why() if run.solved or run.revealed else "")
        if said[:2] == self._said[:2] and said != self._said and any(said[2:]):  # something new to read
            self.to_message.count += 1
        self._said = said
        if hints:
            parts.append(f'<div class="lesson-hints"><h2>{esc(t("lesson.hints", lang))}</h2><ol>'
                         + "".join(f"<li>{pictured(h, run)}</li>" for h in hints) + "</ol></div>")
        if run.feedback is not None and not run.feedback.correct and not run.revealed:
            parts.append(f'<div class="hint lesson-wrong" role="alert"><img class="hint-icon" '
                         f'src="{assets.url("icons/hint.svg")}" alt=""><div><p class="hint-sentence">'
                         f'{esc(run.feedback_text())}</p>'
                         f'<p class="hint-legal">{esc(run.nudge())}</p></div></div>')
        if run.answer_text():
            parts.append(f'<p class="lesson-answer">{esc(run.answer_text())}</p>')
        if run.why():
            title = t("lesson.right" if run.solved else "lesson.shown" if run.revealed else "lesson.demo_why", lang)
            later = (f'<p class="lesson-later">{esc(t("lesson.comes_back", lang))}</p>'
                     if run.revealed and not run.reviewing else "")
            verdict = "right" if run.solved else "shown"
            parts.append(f'<div class="lesson-why {verdict}" role="status"><h2>{esc(title)}</h2>'
                         f'<p>{pictured(run.why(), run)}</p>{later}</div>')
        if run.figures():  # a best step, once answered: what the strong robot found for each choice
            parts.append(f'<div class="lesson-figures"><h2>{esc(t("lesson.figures", lang))}</h2>'
                         f'<p>{esc(run.figures())}</p></div>')
        # the rule of the stars last: a nudge right under the buttons, on the first screen
        if run.exercise and not run.demo and not run.done and run.mastery:
            parts.append(f'<p class="lesson-star-rule">{esc(run.star_rule())}</p>')
        self.message.object = "".join(parts)
        self.message.visible = bool(parts)

    def _draw_speakers(self) -> None:
        """Each speaker button with the words it says again (none where there are none)."""
        run, lines = self.run, lesson_lines(self.run)
        label = t("speech.read", run.lang)
        for speaker, names in ((self.say_text, ("text",)), (self.say_message, ("hint", "wrong", "answer", "why"))):
            words = words_of(lines, *names)
            speaker.param.update(text=words, lang=run.lang, label=label, visible=bool(words))

    def _draw_deal(self) -> None:
        table = self.run.table
        if table is None:
            self._table_view = None
            self.deal.objects = []
            self.deal.visible = False
            return
        if self._table_view is None or self._table_view.table is not table:
            self._table_view = TableView(table=table, on_new_game=self.run.retry)
            self.deal.objects = [self._table_view]
        self.deal.visible = True

    def _draw_end(self) -> None:
        if isinstance(self.run, CheckRun):
            self._draw_check_end(self.run)
            return
        run, lang, learning = self.run, self.run.lang, self.app.learning
        best = learning.progress.stars(run.lesson.id)
        parts: list[Any] = []
        if run.celebrating:
            parts += [pn.pane.HTML(celebration_html(run.stars, lang), sizing_mode="stretch_width"), self.skip]
            self.skip.label = t("lesson.skip", lang)
        lines = [f'<h1 class="lesson-done">{esc(t("lesson.done", lang, title=run.title()))}</h1>',
                 f'<p class="lesson-stars">{stars_html(run.stars, lang)} '
                 f'{esc(t("lesson.stars", lang, n=run.stars))}</p>']
        if best and not run.taught:
            lines.append(f'<p class="muted">{esc(t("lesson.best", lang, n=best))}</p>')
        if run.taught:  # teacher mode: the lesson was shown, not passed
            lines.append(f'<p class="lesson-taught">{esc(t("lesson.taught", lang))}</p>')
        parts.append(pn.pane.HTML("".join(lines), sizing_mode="stretch_width"))
        parts += progress_alerts(learning, lang)
        buttons = []
        following = learning.next_lesson()
        if following is not None:
            buttons.append(button(t("lesson.next_lesson", lang, title=following.title.get(lang)),
                                  lambda: self.app.open_lesson(following.id), "success", css_classes=["next-lesson"]))
        buttons.append(button(t("lesson.again", lang), run.restart, "light", width=220))
        parts.append(pn.FlexBox(*buttons, gap="12px"))
        self.end.objects = parts


    def _draw_check_end(self, run: CheckRun) -> None:
        """The check's result: its branch open, and its first lesson; or what it missed, the
        lesson to do first and the check again with other questions."""
        app, lang, learning = self.app, run.lang, self.app.learning
        game = game_label(run.branch, lang, "path")
        first = learning.branch(run.branch)[0]
        buttons = []
        if run.passed:
            text = t("check.passed", lang, game=game)
            buttons.append(button(t("check.start", lang, title=first.title.get(lang)),
                                  lambda: app.open_lesson(first.id), "success", css_classes=["check-start"]))
        elif run.taught:  # teacher mode: the answers were shown, the check opens nothing
            text = t("check.taught", lang, n=run.right, total=run.count)
        else:
            text = t("check.failed", lang, n=run.right, total=run.count, need=run.need)
            way = learning.way_to(first)
            if way is not None:
                buttons.append(button(t("door.go", lang, title=way.title.get(lang)),
                                      lambda: app.open_lesson(way.id), "success", css_classes=["door-go"]))
            buttons.append(button(t("check.again", lang), lambda: app.open_check(run.branch), "light",
                                  css_classes=["check-again"]))
        self.end.objects = [pn.pane.HTML(f'<h1 class="lesson-done check-result">{esc(text)}</h1>',
                                         sizing_mode="stretch_width"),
                            *progress_alerts(learning, lang), pn.FlexBox(*buttons, gap="12px")]


def celebration_html(stars: int, lang: str) -> str:
    """The end-of-lesson celebration: the stars won pop in one by one among falling confetti
    (CSS only, played once; ``prefers-reduced-motion`` keeps it still). Decorative: the result
    is said in words just below it."""
    won = "".join(f'<span class="burst-star" style="--i:{i}">★</span>' for i in range(stars))
    confetti = "".join(f'<i class="confetto" style="--i:{i}"></i>' for i in range(18))
    return (f'<div class="celebration" aria-hidden="true"><div class="confetti">{confetti}</div>'
            f'<p class="burst">{esc(t("lesson.bravo", lang))}</p><p class="burst-stars">{won}</p></div>')
