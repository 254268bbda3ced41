"""« Conseil » during a deal and the review after it: what the strong robot (the engine's hard
level, :mod:`engine.hard_bots`) would do, why, and what each of the player's choices cost.

:class:`Coach` is the view-model (no widget: tested in plain pytest); :class:`CoachView` draws
it. A search runs in slices (one imagined deal per slice) and yields to the event loop between
two slices, so the page stays fluid in the browser (no threads in Pyodide) and under
``panel serve``.

>>> from ui.table import Table
>>> from ui.urlstate import decode
>>> table = Table.from_link(decode("g=kids&n=3&s=7"))
>>> coach = Coach(table, worlds=2)
>>> coach.available == table.human_to_move
True
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import panel as pn
import param
from panel.viewable import Viewer

from engine import Action, Deal, Discard, Play
from engine.hard_bots import SURE_EDGE, Advice, Choice, action_words, advise, search, searched
from engine.search import Search
from engine.trickgame import TrickView

from .i18n import LANGS, t
from .games.presenter import capital
from .progress import Figure, Retry
from .table import CAP, Table, deadline
from .urlstate import Link, encode
from .widgets import button, esc

#: the mistakes shown first, the costliest
FIRST = 3
#: a choice that costs less than this (estimated points) is no mistake: the estimate's own noise
SMALL = 1.0
#: the share of the cap each decision gets in a review (it searches every decision of the deal)
REVIEW_SHARE = 0.5
#: seconds after a move before « Conseil » thinks ahead: the page draws the move first, with
#: the CPU to itself (two cores, the worker's and the page's, are all a school tablet may have)
AHEAD_AFTER = 0.5
#: in the browser only, as :data:`~ui.table.CAP`: there the CPU is the player's own, on a server
#: it is shared
AHEAD = AHEAD_AFTER if CAP is not None else None
#: a mistake that cost at least this many points (on average, against the best choice weighed)
#: can be played again (« Rejouer ce coup »): a few points, well above :data:`SMALL`'s noise
REPLAY_COST = 5.0


class Thought:
    """The search for one decision of the player, shared by the thinking ahead and « Conseil »:
    whichever asks goes on from the worlds the other has searched (one stream of slices, so the
    same worlds in the same order: the advice depends only on how many were searched)."""

    def __init__(self, position: tuple[int, tuple[Action, ...]], view: TrickView, rng: random.Random,
                 worlds: int | None) -> None:
        self.position, self.view, self.rng = position, view, rng
        self.search = search(view, rng)
        self.asked = False  # « Conseil » asked: the thinking ahead leaves the rest to it
        self.started = False  # the thinking ahead has started
        self.stop: Callable[[], bool] | None = None  # « Conseil »'s time, once asked
        self.slices = self.search.slices(worlds, lambda: self.stop is not None and self.stop())


@dataclass(frozen=True)
class Mistake:
    """A decision of the player the strong robot would have taken otherwise."""

    ply: int          # the action's place in the deal (0: the first action)
    view: TrickView   # what the player knew then
    played: Action
    advice: Advice
    #: each choice weighed, best first, and whether it is within the margin of the best
    #: (:func:`figures`): what « Rejouer ce coup » judges a new choice by
    figures: tuple[Figure, ...] = ()
    query: str = ""   # the link of the match up to this decision (empty: a lesson's deal)

    @property
    def cost(self) -> float:
        """What the choice lost against the advice, in the figures the learner reads: points,
        or in a game of wins the deals won fewer, in a hundred."""
        if self.advice.wins:
            mine, best = self._weighed(self.played), self._weighed(self.advice.decision.action)
            return 100 * ((best.won or 0) - (mine.won or 0)) / max(1, mine.tried)
        return self.advice.cost(self.played) or 0.0

    def _weighed(self, action: Action) -> Choice:
        """The figures of ``action`` (a card, or the twin weighed for it)."""
        action = dict(self.advice.same).get(action, action)
        return next(c for c in self.advice.choices if c.action == action)

    @property
    def retry(self) -> Retry | None:
        """What « Rejouer ce coup » needs, when the mistake is worth it: it lost at least
        :data:`REPLAY_COST` points against the best choice, and more than the margin (a choice
        the search cannot tell from the best is no mistake to replay); ``None`` otherwise."""
        if not self.query or not self.figures or self.advice.wins:  # a replay's figures are points
            return None
        retry = Retry(self.view.game, self.query, self.view.phase, len(self.view.tricks) + 1, str(self.played),
                      self.figures, tuple((str(a), str(b)) for a, b in self.advice.same))
        figure, cost = retry.figure(retry.played), retry.cost(retry.played)
        return retry if figure is not None and not figure.good and cost is not None and cost >= REPLAY_COST else None

    def line(self, lang: str) -> str:
        """« Pli 5 : tu as choisi le 2 de carreau, le robot fort aurait choisi … »"""
        if self.advice.wins:  # the deals each choice won, as « Voir les calculs » lists them
            mine, best = self._weighed(self.played), self._weighed(self.advice.decision.action)
            return t("review.item.wins", lang, at=self.when(lang), played=self._chose(self.played, lang),
                     better=self._chose(best.action, lang), m=mine.tried, a=best.won, b=mine.won)
        return t("review.item", lang, at=self.when(lang), played=self._chose(self.played, lang),
                 better=self._chose(self.advice.decision.action, lang), n=max(1, round(self.cost)))

    def when(self, lang: str) -> str:
        """When it was: « Pli 5 », « Aux enchères », « À l'écart »…"""
        return t(f"review.at.{self.view.phase}", lang, trick=len(self.view.tricks) + 1)

    def _chose(self, action: Action, lang: str) -> str:
        """What follows « tu as choisi » : « la Garde », « de passer », « d'écarter le 5 »."""
        words = action_words(self.view, action, lang)
        if words.split()[0] not in _VERBS:
            return words
        if lang == "en":
            return "to " + words
        return ("d'" if words[0] in "aeiouéè" else "de ") + words


def figures(weighing: Search) -> tuple[Figure, ...]:
    """Each action ``weighing`` weighed, best average first, with that average (points, as the
    review computed it) and whether it is within the margin of the best: the search cannot
    tell them apart (the paired difference, on the same imagined deals, is at most
    :data:`~engine.hard_bots.SURE_EDGE` standard errors) or it costs under :data:`SMALL`."""
    ranked = [e for e in weighing.ranked() if e.samples]
    if len(ranked) < 2:
        return ()
    top = ranked[0]
    out = []
    for estimate in ranked:
        gain, error = top.edge(estimate)
        good = estimate is top or gain < SMALL or gain <= SURE_EDGE * error
        out.append(Figure(str(estimate.action), round(estimate.mean, 2), good))
    return tuple(out)


#: the words of :func:`engine.hard_bots.action_words` that start with a verb
_VERBS = {"passer", "écarter", "appeler", "n'appeler", "montrer", "annoncer",
          "pass", "put", "call", "show", "announce", "bid",
          "coincher", "surcoincher", "mettre", "coinche", "surcoinche"}  # La Taroinche


class Coach(param.Parameterized):
    """« Conseil » for the player's decision, and the review of the deal just played.

    ``worlds`` fixes how many deals each search imagines (``None``: the engine's budget);
    ``cap`` stops a search after that many seconds (:data:`CAP`: in the browser only, as the
    answer then depends on the machine's speed; an answer is kept, so asking again at the same
    position gives the same one). ``ahead`` is how many seconds after a move the player's
    decision is searched without being asked (:meth:`think_ahead`; ``None``: not at all;
    :data:`AHEAD`: in the browser only).
    """

    lang = param.Selector(default="fr", objects=list(LANGS))
    advice = param.ClassSelector(class_=Advice, default=None, allow_None=True)
    thinking = param.Boolean(default=False, doc="a search is under way")
    progress = param.String(default="", doc="what the search under way has done, in words")
    mistakes = param.List(default=None, allow_None=True, doc="the review (None: not asked)")
    shown = param.Integer(default=-1, doc="the mistake shown on the table (-1: none)")

    def __init__(self, table: Table, worlds: int | None = None, cap: float | None = CAP,
                 ahead: float | None = AHEAD, **params: Any) -> None:
        super().__init__(lang=table.lang, **params)
        self.table, self.worlds, self.cap, self.ahead = table, worlds, cap, ahead
        self._thought: Thought | None = None  # the search of the decision on the table
        self._answers: dict[tuple[int, tuple[Action, ...]], Advice] = {}  # by position
        self._run = 0  # bumped to drop a search whose position is gone
        self._reviewed: tuple[Action, ...] = ()  # the moves of the deal reviewed
        self._teacher = table.teacher  # teacher mode before the review showed a move
        self._version = table.version
        table.param.watch(self._moved, "version")
        table.param.watch(lambda e: setattr(self, "lang", e.new), "lang")
        # the progress line's words, kept to say them again in the other language mid-search
        self._told: tuple[str, dict[str, int]] = ("", {})
        self.param.watch(self._retell, "lang")

    def _tell(self, key: str, **counts: int) -> None:
        self._told = (key, counts)
        self.progress = t(key, self.lang, **counts)

    def _retell(self, *_: Any) -> None:
        key, counts = self._told
        if self.thinking and key:
            self._tell(key, **counts)

    # --- « Conseil » ---------------------------------------------------------------------------
    @property
    def available(self) -> bool:
        """The player has a choice to make, in a game the strong robot plays."""
        table = self.table
        return (table.advice and table.human_to_move and table.game.id in searched()
                and len(table.view.legal) > 1)

    def _rng(self, ply: int) -> random.Random:
        """Seeded by the match and the position: the same advice every time it is asked."""
        return random.Random(f"coach/{self.table.spec.seed}/{len(self.table.log) - 1}/{ply}")

    def ask(self) -> Advice | None:
        """The advice for the player's decision now, searched at once (tests, no event loop)."""
        for _ in self._asking():
            pass
        return self.advice

    async def ask_async(self) -> None:
        """The same, one imagined deal at a time, yielding to the event loop in between."""
        for _ in self._asking():
            await asyncio.sleep(0)

    async def think_ahead(self) -> None:
        """The search for the player's decision, started ``ahead`` seconds after it becomes
        theirs, one slice at a time with the event loop free in between, showing nothing:
        « Conseil » goes on from there, so it answers sooner or weighs more imagined deals (the
        position's advice is the same for the same number of worlds). Stops at any move, or
        when « Conseil » is asked (which takes it over).

        >>> from ui.urlstate import decode
        >>> table = Table.from_link(decode("g=kids&n=3&s=7"))
        >>> coach = Coach(table, worlds=2, ahead=0.0)
        >>> asyncio.run(coach.think_ahead())
        >>> coach.advice is None  # nothing shown
        True
        >>> coach.ask() == Coach(table, worlds=2, ahead=None).ask()  # the advice of a search asked
        True
        """
        if self.ahead is None or not self.available or self._position() in self._answers:
            return
        thought = self._thinking()
        if thought.started or thought.asked:
            return
        thought.started = True
        if self.ahead:
            await asyncio.sleep(self.ahead)
            if self._thought is not thought or thought.asked:
                return
        for _ in thought.slices:
            await asyncio.sleep(0)
            if self._thought is not thought or thought.asked:
                return

    def _position(self) -> tuple[int, tuple[Action, ...]]:
        return len(self.table.log), tuple(self.table.log[-1])

    def _thinking(self) -> Thought:
        """The search of the decision on the table: the one under way, else a new one."""
        position = self._position()
        if self._thought is None or self._thought.position != position:
            view = self.table.view
            assert isinstance(view, TrickView)
            self._thought = Thought(position, view, self._rng(len(position[1])), self.worlds)
        return self._thought

    def _asking(self) -> Iterator[None]:
        if not self.available:
            return
        self._run += 1
        run = self._run
        self.table.asked += 1
        position = self._position()
        if position in self._answers:
            self.advice = self._answers[position]
            return
        thought = self._thinking()
        thought.asked, thought.stop = True, self._stop(1.0)
        self.param.update(thinking=True, advice=None)
        for done in thought.slices:
            if run != self._run:
                return
            self._tell("coach.thinking", n=done.samples)
            yield
        if run == self._run:
            self._answers[position] = advice = advise(thought.view, thought.rng, done=thought.search)
            self._thought = None
            self.param.update(advice=advice, thinking=False, progress="")

    def _stop(self, share: float) -> Callable[[], bool] | None:
        """What ends a search under way at ``share`` of :attr:`cap` (``None``: no cap)."""
        return None if self.cap is None else deadline(self.cap * share)

    def lines(self) -> list[str]:
        """The advice in words: the tip first (the idea behind the choice, as the strategy
        lessons name it), then the choice."""
        advice, lang = self.advice, self.lang
        if advice is None:
            return []
        view = self.table.view
        assert isinstance(view, TrickView)
        decision = advice.decision
        pick = t("coach.pick", lang, action=action_words(view, decision.action, lang))
        named = self.table.show.seats_named
        # nothing weighed (no world fits the view): the medium robot's own words say why
        lead = advice.tip.text(lang) if advice.tip else (decision.fr if lang == "fr" else decision.en)
        return [self.table.addressed(named(lead)), named(pick)]

    def review_label(self) -> str:
        """« Revoir mes choix »; when people play together, whose choices: the person holding
        the device at the end of the deal (the review is of their decisions)."""
        table = self.table
        if table.spec.together and table.script is None:
            return t("review.button_of", self.lang, name=table.seat_name(table.viewer))
        return t("review.button", self.lang)

    def mistake_line(self, mistake: Mistake) -> str:
        """A mistake of the review in words, the seats named as at the table."""
        return self.table.show.seats_named(mistake.line(self.lang))

    @property
    def advised(self) -> Action | None:
        """The action advised for the position on the table (the advice is dropped by any
        move, and set again only at the move a review shows)."""
        return self.advice.decision.action if self.advice is not None else None

    def advised_card(self) -> str | None:
        """The token of the hand card to light up: the card to play or to put in the écart."""
        action = self.advised
        return str(action.card) if isinstance(action, (Play, Discard)) and action.card else None

    def advised_choice(self) -> str | None:
        """The button to mark (a bid, a King to call, a poignée…): the action in the notation
        the table's buttons carry."""
        action = self.advised
        return None if action is None or self.advised_card() else str(action)

    def weighed(self) -> list[str]:
        """The choices weighed in the order advised, in words and without a figure."""
        view = self.table.view
        if self.advice is None or not isinstance(view, TrickView):
            return []
        return [self.table.show.seats_named(line) for line in self.advice.plain(view, self.lang)]

    def figures(self) -> tuple[str, list[str], list[str]]:
        """The figures behind the advice, for « Voir les calculs »: what they are over, each
        choice's in the order advised, and how sure they are (empty: nothing weighed)."""
        view = self.table.view
        if self.advice is None or not self.advice.choices or not isinstance(view, TrickView):
            return "", [], []
        named = self.table.show.seats_named
        intro, lines, notes = self.advice.figures(view, self.lang)
        return named(intro), [named(line) for line in lines], [named(note) for note in notes]

    def _moved(self, _: Any = None) -> None:
        """Any move makes the advice stale; a search under way stops."""
        if self.table.version == self._version:
            return
        self._version = self.table.version
        self._thought = None
        table = self.table
        if self.shown >= 0 and self.mistakes and self._deal_moves() == self._reviewed:
            # browsing the review: the advice of that move
            mistake = self.mistakes[self.shown]
            self.advice = mistake.advice if len(table.log[-1]) == mistake.ply else None
        elif self.shown >= 0:  # the player played on otherwise: the review was of another deal
            self._leave_review()
            self.param.update(advice=None, mistakes=None)
        else:
            self._run += 1
            self.param.update(advice=None, thinking=False, progress="")
            if not self.table.deal.over and self.mistakes is not None:
                self.mistakes = None

    # --- the review after a deal ----------------------------------------------------------------
    def decisions(self) -> list[tuple[int, TrickView, Action]]:
        """The player's decisions in the deal on the table (with a real choice), replayed
        from its start: (place in the deal, what the player knew, what they did)."""
        table = self.table
        match = table.new_match()
        deal: Deal | None = None
        for actions in table.log[:-1]:
            deal = match.next_deal()
            for action in actions:
                deal.apply(action)
            match.record(deal)
        deal = match.next_deal()
        found = []
        for ply, action in enumerate(table.log[-1]):
            if deal.to_act == table.viewer and len(deal.legal_actions()) > 1:
                view = deal.view(table.viewer)
                if isinstance(view, TrickView):
                    found.append((ply, view, action))
            deal.apply(action)
        return found

    @property
    def reviewable(self) -> bool:
        """A finished deal of a searched game that was played: one dealt again for want of a
        bid played no card, and « le robot fort aurait fait les mêmes choix » would praise nothing."""
        deal = self.table.deal
        return deal.over and self.table.game.id in searched() and not deal.result().redeal

    @property
    def can_review(self) -> bool:
        return self.reviewable and self.mistakes is None and not self.thinking

    def review(self) -> list[Mistake]:
        """Search every decision of the finished deal at once (tests, no event loop)."""
        for _ in self._reviewing():
            pass
        return self.mistakes or []

    async def review_async(self) -> None:
        for _ in self._reviewing():
            await asyncio.sleep(0)

    def _reviewing(self) -> Iterator[None]:
        if not self.reviewable:
            return
        self._run += 1
        run = self._run
        decisions = self.decisions()
        table = self.table
        # a lesson's scripted deal has no link to open it again: nothing of it to replay
        before = (*map(tuple, table.log[:-1]),) if table.script is None else None
        # an écart is a set: a card advised that the player put there too is no mistake, only
        # another order
        ecart = {a.card for _, _, a in decisions if isinstance(a, Discard)}
        self._reviewed = self._deal_moves()
        self.param.update(thinking=True, mistakes=None)
        found = []
        for index, (ply, view, played) in enumerate(decisions):
            self._tell("review.running", done=index, n=len(decisions))
            rng = self._rng(ply)
            weighing = search(view, rng, also=(played,))
            for _ in weighing.slices(self.worlds, self._stop(REVIEW_SHARE)):
                if run != self._run:
                    return
                yield
            advice = advise(view, rng, done=weighing)
            # pass-and-play keeps no mistake to replay: the saved list is one learner's
            query = "" if before is None or table.spec.together else encode(Link(table.spec, (*before, self._reviewed[:ply]), table.lang))
            mistake = Mistake(ply, view, played, advice, figures(weighing), query)
            advised = advice.decision.action
            if isinstance(advised, Discard) and advised.card in ecart:
                continue
            if played != advised and mistake.cost >= SMALL:
                found.append(mistake)
        self.param.update(mistakes=found, thinking=False, progress="")

    def ranked(self) -> tuple[list[Mistake], list[Mistake]]:
        """The :data:`FIRST` costliest mistakes, then the others in the order they were made."""
        mistakes = self.mistakes or []
        first = sorted(mistakes, key=lambda m: (-m.cost, m.ply))[:FIRST]
        return first, [m for m in mistakes if m not in first]

    def show(self, mistake: Mistake) -> None:
        """Put the table back at ``mistake`` (teacher mode: ↶ and ↷ go move by move) with the
        strong robot's advice for it."""
        table = self.table
        if self.shown < 0:
            self._teacher = table.teacher
        self.shown = self.mistakes.index(mistake) if self.mistakes else -1
        table.teacher = True
        table.rewind(mistake.ply)
        self.advice = mistake.advice

    def back(self) -> None:
        """Back to the end of the deal, the review still open, teacher mode as it was."""
        self._leave_review()
        self.table.rewind(len(self._reviewed))

    def _leave_review(self) -> None:
        self.shown = -1
        self.table.teacher = self._teacher

    def _deal_moves(self) -> tuple[Action, ...]:
        """The moves of the deal on the table, those undone included."""
        return (*self.table.log[-1], *reversed(self.table.future))


# --- the view ------------------------------------------------------------------------------------
#: the « Conseil » button's bulb, drawn here rather than an emoji: a machine without an emoji
#: font (a school's Linux, Debian's Chromium) showed an empty box, and a screen reader read it
BULB = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" aria-hidden="true">'
        '<path d="M32 5a20 20 0 0 0-12 36c3 2.4 4 5 4 8h16c0-3 1-5.6 4-8A20 20 0 0 0 32 5z" fill="#f4b400" '
        'stroke="#7a4a24" stroke-width="4" stroke-linejoin="round"/>'
        '<path d="M25 28l7 7 7-7M32 35v13" fill="none" stroke="#7a4a24" stroke-width="4" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
        '<rect x="23" y="51" width="18" height="5" rx="2.5" fill="#1d2b36"/>'
        '<rect x="26" y="57" width="12" height="4" rx="2" fill="#1d2b36"/></svg>')


class CoachView(Viewer):
    """The « Conseil » button and its answer, and the review after a deal."""

    coach = param.ClassSelector(class_=Coach)
    #: what « Rejouer ce coup » does with a costly mistake's :class:`~ui.progress.Retry` (``None``:
    #: not offered, as in a lesson's deal)
    on_replay = param.Callable(default=None, allow_None=True)

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self.box = pn.Column(sizing_mode="stretch_width", css_classes=["coach"])
        # the progress changes with every imagined deal: its text alone is sent to the page
        self.progress = pn.pane.HTML(sizing_mode="stretch_width")
        self.ask = button("", self._ask_async, "light", css_classes=["coach-ask"], icon=BULB, icon_size="1.4em")
        self.review = button("", self._review_async, "light", css_classes=["review-ask"])
        self.advice = pn.pane.HTML(sizing_mode="stretch_width")
        self._advised: tuple[Any, str] = (None, "")  # the advice shown, and in which language
        self.browse = pn.pane.HTML(sizing_mode="stretch_width")
        self.back = button("", self.coach.back, "default", css_classes=["review-back"])
        # the review's widgets, and what they show: (mistakes, lang)
        self._listed: tuple[tuple[Any, str], list[Any]] = ((None, ""), [])
        self.coach.param.watch(self._draw_progress, "progress")
        self.coach.param.watch(self._draw, ["advice", "thinking", "mistakes", "shown", "lang"])
        self.coach.table.param.watch(self._draw, ["version", "lang", "advice"])
        self.coach.table.param.watch(self._think_ahead, ["version", "advice"])
        self._draw()
        self._think_ahead()

    def __panel__(self) -> Any:
        return self.box

    def _ask_async(self) -> None:
        pn.state.execute(self.coach.ask_async)

    def _think_ahead(self, *_: Any) -> None:
        if self.coach.ahead is not None and self.coach.available:
            pn.state.execute(self.coach.think_ahead)

    def _review_async(self) -> None:
        pn.state.execute(self.coach.review_async)

    def _draw_progress(self, *_: Any) -> None:
        self.progress.object = f'<p class="coach-progress" role="status">{esc(self.coach.progress)}</p>'

    def _draw(self, *_: Any) -> None:
        """The coach's box; its widgets are kept and only their words change (every move of the
        table draws it again: new widgets each time would be sent to the page each time)."""
        coach, lang = self.coach, self.coach.lang
        # the progress line and the buttons stay in the box, shown or hidden: Panel reveals a
        # markup pane added anew only once its stylesheets have loaded again (in CI the line
        # stayed hidden during a whole review), and a widget put back is sent to the page anew,
        # where it stays until the page rests (BokehJS forgets models 30 s after the last change)
        if coach.thinking:
            self._draw_progress()
        self.progress.visible = coach.thinking
        self.ask.label = t("coach.button", lang)
        self.ask.visible = not coach.thinking and coach.available and coach.advice is None
        # the words before the box shows (here as above): the other way round, the page showed for a
        # moment the advice for the decision before, with its figures as the learner had left them
        if coach.advice is not None and self._advised != (coach.advice, lang):
            self._advised = (coach.advice, lang)
            self.advice.object = self._advice_html()
        self.advice.visible = coach.advice is not None
        self.review.label = self.coach.review_label()
        self.review.visible = coach.can_review
        listed: list[Any] = []
        if coach.mistakes is not None:
            # the list stays as it is while the table moves (browsing the deal move by move)
            drawn = self._listed[0]
            if not (drawn[0] is coach.mistakes and drawn[1] == lang):
                self._listed = ((coach.mistakes, lang), self._review_parts())
            listed = self._listed[1] + (self._browse_parts() if coach.shown >= 0 else [])
        # the review's button is not in the box: the table puts it beside « Donne suivante »
        parts = [self.progress, self.ask, self.advice, *listed]
        if parts != self.box.objects:
            self.box.objects = parts
        self.box.visible = any(part.visible for part in parts)

    def _advice_html(self) -> str:
        """The tip, the choice, the choices in the order advised; the figures folded under
        « Voir les calculs » (a ``details``: a button for the keyboard and screen readers)."""
        coach, lang = self.coach, self.coach.lang
        tip, *rest = coach.lines()
        weighed = "".join(f"<li>{esc(line)}</li>" for line in coach.weighed())
        intro, lines, notes = coach.figures()
        figures = ""
        if lines:
            figures = (f'<details class="coach-figures"><summary>{esc(t("coach.figures", lang))}</summary>'
                       f"<p>{esc(intro)}</p><ul>{''.join(f'<li>{esc(line)}</li>' for line in lines)}</ul>"
                       + "".join(f"<p>{esc(note)}</p>" for note in notes) + "</details>")
        return (f'<div class="coach-advice" role="status"><h2 class="panel-title">{esc(t("coach.title", lang))}</h2>'
                f'<p class="coach-tip"><strong>{esc(tip)}</strong></p>'
                + "".join(f"<p>{esc(line)}</p>" for line in rest)
                + (f'<p class="coach-order">{esc(t("coach.weighed", lang))}</p>'
                   f'<ol class="coach-choices">{weighed}</ol>' if weighed else "")
                + figures + "</div>")

    def _review_parts(self) -> list[Any]:
        coach, lang = self.coach, self.coach.lang
        first, rest = coach.ranked()
        if not first:
            return [pn.pane.HTML(f'<p class="review-none">{esc(t("review.none", lang))}</p>')]
        parts: list[Any] = [pn.pane.HTML(f'<h2 class="panel-title">{esc(t("review.title", lang))}</h2>')]
        for heading, mistakes in (("review.costliest", first), ("review.others", rest)):
            if not mistakes:
                continue
            parts.append(pn.pane.HTML(f"<h3>{esc(t(heading, lang))}</h3>"))
            for mistake in mistakes:
                # the button goes under its sentence on a narrow screen
                parts.append(pn.FlexBox(
                    pn.pane.HTML(f'<p data-ply="{mistake.ply}">'
                                 f'{esc(coach.mistake_line(mistake))}</p>',
                                 sizing_mode="stretch_width"),
                    button(t("review.show", lang), lambda m=mistake: coach.show(m), "default",
                           css_classes=["review-show"]),
                    *self._replay_button(mistake),
                    flex_wrap="wrap", align_items="center", sizing_mode="stretch_width",
                    css_classes=["review-item", heading.split(".")[1]]))
        return parts

    def _replay_button(self, mistake: Mistake) -> list[Any]:
        """« Rejouer ce coup » for a mistake worth it (:attr:`Mistake.retry`)."""
        retry, replay = mistake.retry, self.on_replay
        if retry is None or replay is None:
            return []
        return [button(t("review.replay", self.coach.lang), lambda: replay(retry), "primary",
                       css_classes=["review-replay"])]

    def _browse_parts(self) -> list[Any]:
        """While a move of the review is shown: how to browse, and the way back."""
        lang = self.coach.lang
        self.browse.object = f'<p>{esc(t("review.browse", lang))}</p>'
        self.back.label = t("review.back", lang)
        return [self.browse, self.back]

