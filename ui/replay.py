"""« Rejoue tes erreurs »: a costly mistake of a reviewed deal, played again from that very
position (issue 40).

A :class:`~ui.progress.Retry` holds all a replay needs, so opening one searches nothing: the
link of the match up to that decision (the same cards, the same moves before it), what the
player played, and each choice the review weighed with its average and whether it is within the
margin of the best. :class:`ReplayRun` opens the table there; the robots never move (the table
waits for the player's choice and stops there); a choice is judged by the stored figures, and a
choice the review did not weigh is not judged: the player is asked to pick one it weighed (a
card that does what a weighed one does counts as that one, as the search counts it).

>>> from ui.progress import Figure, Retry
>>> retry = Retry("kids", "g=kids&n=3&s=1&m=", "play", 1, "T9",
...               (Figure("E2P", 30.0, True), Figure("T9", 20.0, False)))
>>> run = ReplayRun(retry)
>>> run.table.human_to_move, run.table.robots_to_move
(True, False)
>>> run.choose("E2P"), run.good
(True, True)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import param

from engine import Action, TarotError, as_action
from engine.hard_bots import action_words
from engine.trickgame import TrickView

from .games.presenter import HUMAN, capital
from .i18n import LANGS, known, t
from .progress import Figure, Retry
from .table import Table
from .urlstate import LinkError, decode
from .viewmodels import game_label


class ReplayTable(Table):
    """A table held at one decision of the player: the robots never move, and a choice is
    handed to ``judge`` (which says whether it was taken) rather than played."""

    timed = False  # a moment replayed has no clock: the game's end time is not its own

    def __init__(self, *args: Any, judge: Callable[[Action], bool], **params: Any) -> None:
        self.judge = judge
        super().__init__(*args, **params)

    @property
    def robots_to_move(self) -> bool:
        return False

    @property
    def can_step(self) -> bool:
        return False

    def choose(self, action: Action | str) -> bool:
        """A legal choice goes to :attr:`judge`; a refused one sets the hint, as at any table."""
        try:
            action = as_action(action)
        except TarotError:
            return False
        if self.deal.to_act != HUMAN:
            return False
        refusal = self.deal.why_illegal(action, HUMAN)
        if refusal is not None:
            self.param.update(hint=refusal, why=False)
            return False
        self.param.update(hint=None, why=False)
        return self.judge(action)


def signed(points: float, lang: str) -> str:
    """« +12 points », « −1 point », « 0 point » (rounded half up, as « Conseil » rounds)."""
    n = math.floor(points + 0.5)
    sign = "+" if n > 0 else "−" if n < 0 else ""
    return f"{sign}{t('replay.points', lang, n=abs(n))}"


class ReplayRun(param.Parameterized):
    """One mistake played again. :attr:`chosen` is the player's new choice (notation; empty:
    none yet), :attr:`unweighed` a legal choice the review did not weigh (asked again).

    Raises :class:`~ui.urlstate.LinkError` when the kept link no longer opens at a decision of
    the player (a damaged record, or a version whose rules changed)."""

    lang = param.Selector(default="fr", objects=list(LANGS))
    chosen = param.String(default="", doc="the new choice (notation); empty: none yet")
    unweighed = param.String(default="", doc="a legal choice the review did not weigh")

    def __init__(self, retry: Retry, **params: Any) -> None:
        super().__init__(**params)
        self.retry = retry
        link = decode(retry.query)
        if link.spec.game != retry.game:
            raise LinkError("the kept mistake's link is of another game", "le lien de l'erreur gardée est d'un autre jeu")
        self.table = ReplayTable(link.spec, link.moves, judge=self._judge, lang=self.lang, delay=0, advice=False)
        table = self.table
        legal = {str(a) for a in table.view.legal}
        if not table.human_to_move or retry.played not in legal or not any(f.action in legal for f in retry.figures):
            raise LinkError("the kept mistake's link does not stop at the player's choice",
                            "le lien de l'erreur gardée ne s'arrête pas au choix du joueur")
        self.view = table.view
        self.param.watch(lambda e: setattr(self.table, "lang", e.new), "lang")

    # --- choosing ------------------------------------------------------------------------------
    def _judge(self, action: Action) -> bool:
        token = str(action)
        if self.retry.figure(token) is None:
            self.param.update(unweighed=token, chosen="")
            return False
        self.param.update(chosen=token, unweighed="")
        return True

    def choose(self, action: Action | str) -> bool:
        """The player's choice, as a tap at the table makes it (tests)."""
        return self.table.choose(action)

    def again(self) -> None:
        """« Réessayer »: choose again."""
        self.param.update(chosen="", unweighed="")

    @property
    def figure(self) -> Figure | None:
        return self.retry.figure(self.chosen) if self.chosen else None

    @property
    def good(self) -> bool:
        """The new choice is within the margin of the best (stored by the review)."""
        figure = self.figure
        return figure is not None and figure.good

    # --- words ---------------------------------------------------------------------------------
    def words(self, action: str) -> str:
        """An action in words, the seats named as at the table: « le Roi de cœur »."""
        view = self.view
        assert isinstance(view, TrickView)
        return self.table.show.seats_named(action_words(view, as_action(action), self.lang))

    def when(self) -> str:
        """« Tarot Kids, pli 5 »: the game and the moment (as the review says it)."""
        return label(self.retry, self.lang)

    def intro(self) -> str:
        """What happened the first time, and what to do now."""
        retry, lang = self.retry, self.lang
        lost = retry.cost(retry.played) or 0.0
        return t("replay.intro", lang, played=self.words(retry.played), lost=signed(-lost, lang))

    def verdict(self) -> str:
        """The verdict on the new choice (empty before one): a success within the margin, else
        what it brings less than the best on average; or which choices were weighed."""
        retry, lang = self.retry, self.lang
        if self.unweighed:
            weighed = [f.action for f in retry.figures if f.action in {str(a) for a in self.view.legal}]
            return t("replay.unweighed", lang, choice=self.words(self.unweighed),
                     choices=", ".join(self.words(a) for a in weighed))
        figure = self.figure
        if figure is None:
            return ""
        if figure.good:
            return t("replay.good", lang, choice=capital(self.words(self.chosen)))
        lost = retry.cost(self.chosen) or 0.0
        return t("replay.bad", lang, choice=capital(self.words(self.chosen)), lost=signed(lost, lang).lstrip("+"),
                 best=self.words(retry.best.action))

    def figures(self) -> list[str]:
        """Each weighed choice and its average (best first), once a choice was made: the same
        figures the review computed, in the game's points, the good ones and the player's marked."""
        if not self.chosen:
            return []
        lang, chosen = self.lang, self.retry.figure(self.chosen)
        lines = []
        for figure in self.retry.figures:
            marks = [t("replay.mark.good", lang)] if figure.good else []
            if figure is chosen:
                marks.append(t("replay.mark.yours", lang))
            if figure.action == self.retry.played:
                marks.append(t("replay.mark.before", lang))
            line = t("replay.figure", lang, choice=capital(self.words(figure.action)), points=signed(figure.points, lang))
            lines.append(f"{line} ({', '.join(marks)})" if marks else line)
        return lines


def label(retry: Retry, lang: str) -> str:
    """A kept mistake in words for the home page, without opening it: « Tarot Kids, pli 5 »."""
    key = f"review.at.{retry.phase}"
    at = t(key, lang, trick=retry.trick) if known(key, lang) else t("replay.somewhere", lang)
    return t("replay.when", lang, game=game_label(retry.game, lang, "path"), at=at)
