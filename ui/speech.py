"""Read aloud (issue 42): what the page says, in which language, and when.

The browser speaks (``window.speechSynthesis``, the device's own voices: ``ui/read_aloud.js``);
Python only publishes what to say. A screen's texts are its *lines*, each in a named slot (the
lesson's text, a hint, the nudge under a wrong answer, « Pourquoi ? », the turn prompt, a
refusal, the end of a deal): a line is said when its slot's words are new, so a redrawn screen is
not read again, and the next time it is the player's turn « À toi de jouer » is said once more.

>>> from ui.app_model import App
>>> app = App()
>>> app.speech.on = True
>>> app.open_lesson("kids-cards")
True
>>> app.speech.said[0].startswith(app.learning.run.text())
True
"""

from __future__ import annotations

from typing import Any

import param

from .i18n import LANGS, t
from .lessons import LessonRun
from .table import Table

#: a screen's texts: (slot, words) in the order they are read
Lines = list[tuple[str, str]]


def table_lines(table: Table) -> Lines:
    """A table's texts: the end of the deal, or the turn prompt when the player is to act (by
    name when the device goes round); the refusal of a move, and the rule behind it once
    « Pourquoi ? » is open. Under the pass-and-play cover, only who takes the device."""
    show, lang, lines = table.show, table.lang, []
    cover = table.covered
    if cover is not None:  # the device goes round: who takes it, and nothing of any hand
        return [("cover", t("cover.title", lang, name=table.seat_name(cover)))]
    if table.deal.over:
        lines.append(("end", " ".join([*show.verdict(), *([table.champions()] if table.match.over else [])])))
    elif table.human_to_move:
        lines.append(("turn", table.addressed(show.status())))
    if table.hint is not None:
        lines.append(("hint", table.hint_text()))
        passage = table.passage()
        if table.why and passage is not None:
            lines.append(("why", f"{passage.title(lang)}. {passage.text(lang)}"))
    return lines


def lesson_lines(run: LessonRun) -> Lines:
    """A lesson step's texts: its text (with the board's caption, the goal, and the choices'
    words: a child who cannot read hears what each button says), the hints asked for, the nudge
    under a wrong answer, the answer shown and the why, then its deal's; at the end, the result."""
    lang = run.lang
    if run.finished:
        return [("done", f'{t("lesson.done", lang, title=run.title())} {t("lesson.stars", lang, n=run.stars)}')]
    step = f"{run.index}{'r' if run.reviewing else ''}."  # a new step is read even with the same words
    text = [run.text(), run.caption(), run.goal()]
    options = run.options()
    if options and run.step.kind != "scripted":
        # beside cards to tap, the buttons are the other answers (« égalité »)
        words = "speech.or_choices" if run.card_states() else "speech.choices"
        text.append(t(words, lang, choices=" ; ".join(o.label for o in options)))
    lines = [(step + "text", " ".join(part.replace("\n\n", " ") for part in text if part))]
    lines += [(f"{step}hint{i}", hint) for i, hint in enumerate(run.hints())]
    if run.feedback is not None and not run.feedback.correct and not run.revealed:
        lines.append((step + "wrong", f"{run.feedback_text()} {run.nudge()}"))
    lines += [(step + "answer", run.answer_text()), (step + "why", run.why())]
    if run.table is not None:
        lines += [(step + "deal." + slot, words) for slot, words in table_lines(run.table)]
    return lines


def words_of(lines: Lines, *names: str) -> str:
    """The words of the lines named ``names`` (a speaker button's text): a slot's name is what
    follows a lesson's step (``3.hint1``: ``hint``, its number dropped; ``3.deal.hint``: ``deal.hint``)."""
    return " ".join(words for slot, words in lines
                    if words and slot.split(".", 1)[-1].rstrip("0123456789") in names)


#: the speech follows a change after the views' own watchers (param's default precedence, 0): the
#: page gets Python's changes in the order they are made, and a speaker tapped as soon as the new
#: words are heard said the words before
AFTER_VIEWS = 1


class Speech(param.Parameterized):
    """What the page reads aloud: while :attr:`on`, each new line of the screen shown goes to
    :attr:`said` (the page cancels what it was saying and says these, in order, in :attr:`lang`)."""

    on = param.Boolean(default=False, doc="« Lire à voix haute » is on (and the device has a voice)")
    lang = param.Selector(default="fr", objects=list(LANGS))
    said = param.List(default=[], doc="the texts of the last batch, in the order they are said")
    batch = param.Integer(default=0, doc="grows with each batch: the same words may be said again")

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self._heard: dict[str, str] = {}  # each slot's words, as last seen on the screen
        self._app: Any = None  # the ui.app_model.App followed (it imports this module)
        self._watched: list[tuple[Any, Any]] = []  # (object, watcher) of the table and lesson shown
        self.param.watch(self._switched, "on")

    def follow(self, lines: Lines) -> None:
        """The screen's lines now: those whose words are new are said (when :attr:`on`)."""
        new = [words for slot, words in lines if words and self._heard.get(slot) != words]
        self._heard = dict(lines)
        if self.on and new:
            self.param.update(said=new, batch=self.batch + 1)

    def _switched(self, event: Any) -> None:
        """Turned on: the screen shown is read from its first line."""
        self._heard = {}
        if event.new:
            self._follow_app()

    # --- following the app ------------------------------------------------------------------------
    def attach(self, app: Any) -> None:
        """Follow ``app``'s (a :class:`ui.app_model.App`) screens: its table, its lesson, its replay, in its language."""
        self._app = app
        app.param.watch(self._rewatch, ["screen", "table", "replay", "lang"], precedence=AFTER_VIEWS)
        app.learning.param.watch(self._rewatch, ["run"], precedence=AFTER_VIEWS)
        self._rewatch()

    def lines(self) -> Lines:
        """The texts of the screen the app shows."""
        app = self._app
        if app is None:
            return []
        if app.screen == "lesson" and app.learning.run is not None:
            return lesson_lines(app.learning.run)
        if app.screen == "table" and app.table is not None:
            return table_lines(app.table)
        if app.screen == "replay" and app.replay is not None:
            return table_lines(app.replay.table)
        return []

    def _rewatch(self, *_: Any) -> None:
        """Watch the table or lesson now shown (and no longer the one before)."""
        app = self._app
        assert app is not None
        for obj, watcher in self._watched:
            obj.param.unwatch(watcher)
        self._watched = []
        run = app.learning.run if app.screen == "lesson" else None
        table = app.table if app.screen == "table" else app.replay.table if app.screen == "replay" and app.replay else None
        if run is not None:
            self._watched.append((run, run.param.watch(self._moved, [
                "index", "feedback", "solved", "shown", "finished", "lang", "demo", "table", "revealed",
                "reviewing", "picked"], precedence=AFTER_VIEWS)))
            table = run.table
        if table is not None:
            watcher = table.param.watch(self._follow_app, ["version", "hint", "why", "lang"], precedence=AFTER_VIEWS)
            self._watched.append((table, watcher))
        self._follow_app()

    def _moved(self, *events: Any) -> None:
        if any(event.name == "table" for event in events):  # a lesson's deal starts or ends: its table is watched
            self._rewatch()
        else:
            self._follow_app()

    def _follow_app(self, *_: Any) -> None:
        if self._app is not None:
            self.lang = self._app.lang  # the texts' language: the app's, which they all follow
        self.follow(self.lines())
