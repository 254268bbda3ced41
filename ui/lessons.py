"""View-models of the lessons: the path map, one lesson being followed, the URL routes.

Plain ``param`` objects without widgets (the views are in :mod:`ui.lesson_views`), so a whole
lesson is followed in plain pytest. The lessons themselves (texts, boards, answers worked out by
the engine) come from the :mod:`lessons` package.

>>> learning = Learning()
>>> run = learning.open("kids-cards")
>>> run.step.number, run.count == len(run.lesson.steps)
(1, True)
>>> format_route(Route("lesson", "kids-cards", 2)), parse_route("#/lessons")
('#/lesson/kids-cards/2', Route(screen='lessons', lesson=None, step=1, game=None))
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import param

import lessons
from engine import Card, Match
from engine.actions import parse_action
from engine.hard_bots import action_words, searched
from engine.rulebook import passage
from engine.texts import card_name
from lessons import Curriculum, Feedback, Lesson, LessonError, Step, levels
from lessons.feedback import figures, reveal

from .i18n import BOT_NAMES, LANGS, t
from .progress import DAMAGED, MAX_CHARS, MAX_DEPTH, UNREADABLE, Loaded, Progress, Retry, parse, read_file, salvage
from .games import presenter_of
from .games.presenter import HUMAN, Move, capital
from .games.trick import CardFace
from .table import Table
from .urlstate import GameSpec
from .viewmodels import game_label



# --- routes: the part of the address after « # » ---------------------------------------------
@dataclass(frozen=True)
class Route:
    """A screen the address names: ``home``, ``play`` (the setup, of ``game`` when named),
    ``lessons`` (the map), ``lesson`` with its id and step (1-based, as the learner counts) or
    ``check`` (« Je connais déjà ce jeu » for the branch of ``game``)."""

    screen: str
    lesson: str | None = None
    step: int = 1
    game: str | None = None


_NAME = "([a-z0-9][a-z0-9-]*)"
_LESSON = re.compile(rf"^/lesson/{_NAME}(?:/(\d{{1,3}}))?/?$")
_GAME = re.compile(rf"^/(play|check)/{_NAME}/?$")


def parse_route(fragment: str) -> Route | None:
    """The route of ``#/lessons``, ``#/lesson/<id>/<step>``, ``#/play``, ``#/play/<game>``,
    ``#/check/<game>`` or ``#/``; ``None`` for an address without a route (or one we do not know).

    >>> parse_route("#/lesson/kids-cards"), parse_route("#/nope")
    (Route(screen='lesson', lesson='kids-cards', step=1, game=None), None)
    >>> parse_route("#/play/tarin")
    Route(screen='play', lesson=None, step=1, game='tarin')
    """
    path = fragment.lstrip("#")
    if path in ("/", "/home"):
        return Route("home")
    if path.rstrip("/") in ("/lessons", "/play"):
        return Route(path.strip("/"))
    found = _LESSON.match(path)
    if found:
        return Route("lesson", found.group(1), max(int(found.group(2) or 1), 1))
    found = _GAME.match(path)
    if found:
        return Route(found.group(1), game=found.group(2))
    return None


def format_route(route: Route) -> str:
    """The address fragment of ``route`` (``""`` for the home page: a clean address)."""
    if route.screen == "lesson":
        return f"#/lesson/{route.lesson}/{route.step}"
    if route.game is not None:
        return f"#/{route.screen}/{route.game}"
    return "" if route.screen == "home" else f"#/{route.screen}"


# --- what the views draw ---------------------------------------------------------------------
@dataclass(frozen=True)
class Option:
    """A choice of the step: a card (``face``) or an action button (``label``).

    ``picked``: chosen by the learner; ``right``: highlighted after a wrong answer or in demo mode.
    """

    token: str
    label: str
    face: CardFace | None
    picked: bool = False
    right: bool = False


@dataclass(frozen=True)
class Zone:
    """A row of cards on the lesson's board (the trick, the hand, a pile)."""

    title: str
    cards: tuple[CardFace, ...]


@dataclass(frozen=True)
class LessonCard:
    """A lesson on the path map: ``state`` is ``locked``, ``open`` or ``done``."""

    id: str
    title: str
    summary: str
    state: str
    stars: int


@dataclass(frozen=True)
class Branch:
    """A game's branch of the map: its rule lessons; the lessons still to do before it opens,
    counted by game (``after``: the games named, in path order; empty: open) and that said in a
    sentence (``opens``); ``locked`` while its first lesson is; then its strategy lessons
    (``practise``, « S'entraîner »), after its rules."""

    id: str
    title: str
    cards: tuple[LessonCard, ...]
    after: tuple[tuple[str, int], ...]
    locked: bool
    opens: str
    practise: tuple[LessonCard, ...] = ()


#: questions in « Je connais déjà ce jeu »'s check, and the wrong answers it forgives
CHECK_SIZE = 4
CHECK_SLIPS = 1
#: the steps a check may ask: answered on the lesson's board (no deal to play, nothing only read)
CHECK_KINDS = frozenset(lessons.KINDS) - {"explain", "scripted", "practice"}


def check_steps(branch: list[Lesson], attempt: int = 0) -> tuple[Step, ...]:
    """The questions of a branch's check: one exercise from each of :data:`CHECK_SIZE` of its
    lessons, spread from its first to its last; another ``attempt`` asks other exercises where
    a lesson has more than one.

    >>> [s.kind for s in check_steps([l for l in lessons.load().lessons if l.level == "tarin" and not l.strategy])]
    ['count', 'bid', 'legal', 'count']
    """
    pools = [[s for s in lesson.steps if s.kind in CHECK_KINDS] for lesson in branch]
    pools = [pool for pool in pools if pool]
    size = min(CHECK_SIZE, len(pools))
    picked = [pools[round(i * (len(pools) - 1) / max(size - 1, 1))] for i in range(size)]
    return tuple(pool[-1 - attempt % len(pool)] for pool in picked)


def seat_name(seat: int, lang: str) -> str:
    return t("seat.you", lang) if seat == HUMAN else BOT_NAMES[seat - 1]


def option_label(token: str, game: str, lang: str) -> str:
    """A choice in words, as the game's table says it (« 80 cœur avec Hugo »: the engine's
    « avec le joueur 2 » numbered a seat that the board and the table show by its name)."""
    return presenter_of(game).choice_label(token, lang) or lessons.label(token, lang)


def figure_words(step: Step) -> Any:
    """How a `best` step's figures name each choice: as « Conseil » says it at that position
    (« annoncer 15 », « la Garde », « l'atout vert », a card's name), else as its button does."""
    if step.game in searched() and step.setup is not None:
        view = step.setup.deal().view(0)
        return lambda token, lang: action_words(view, parse_action(token), lang)
    return lambda token, lang: option_label(token, step.game, lang)


def face(card: Card, game: str, lang: str, caption: str = "") -> CardFace:
    """A card as the table draws it (the same art and names as the game's presenter)."""
    shown = presenter_of(game)
    return CardFace(str(card), shown.card_url(card, lang), card_name(card, lang), caption=caption,
                    tag=shown.card_tag(card, lang))


# --- a scripted deal at the table -------------------------------------------------------------
class LessonMatch(Match):
    """A match of one fixed deal, the lesson step's: over as soon as that deal is played."""

    def __init__(self, step: Step) -> None:
        deal = step.deal()
        super().__init__(deal.game.id, deal.players, 0, deal.options)
        self.step = step
        self.draws = ()  # the lesson chose the dealer: no draw to tell

    def next_deal(self) -> Any:
        self.dealt += 1
        return self.step.deal()

    @property
    def over(self) -> bool:
        return bool(self.results)


class LessonScript:
    """A lesson step's deal and its robots' moves, for a :class:`~ui.table.Table` to play
    (:class:`~ui.table.Script`)."""

    def __init__(self, step: Step) -> None:
        self.step = step

    def match(self) -> Match:
        return LessonMatch(self.step)

    def move(self, deal: Any) -> Move:
        said = (t("lesson.scripted", "fr"), t("lesson.scripted", "en"))
        return Move(self.step.bot_move(deal), *said)


def scripted_table(step: Step, **params: Any) -> Table:
    """The table of a scripted step: its deal, the robots following the lesson's script."""
    deal = step.deal()
    return Table(GameSpec(deal.game.id, deal.players, 0), script=LessonScript(step), **params)


def practice_table(step: Step, **params: Any) -> Table:
    """A normal game against the robots, from a practice step."""
    practice = step.practice
    assert practice is not None
    spec = GameSpec(practice.game, practice.players, int(practice.seed), tuple(practice.options.items()))
    return Table(spec, **params)


# --- one lesson being followed ----------------------------------------------------------------
class LessonRun(param.Parameterized):
    """A learner going through one lesson: picks, answers, nudges, hints, the answer shown,
    the missed exercises asked again, stars.

    The mastery loop (the rule is written in ``lessons/README.md``): a first wrong answer gets a
    nudge, the rule and never the answer; the answer is shown after a second wrong answer or on
    request (:meth:`reveal`), and such a *missed* exercise comes back once after the last step.
    Every wrong answer, hint and answer asked for is a *slip*; the stars count them
    (:func:`lessons.stars`) and the hint and answer buttons say what they cost before the click.
    """

    lang = param.Selector(default="fr", objects=list(LANGS))
    demo = param.Boolean(default=False, doc="teacher's demo: every answer shown with its why")
    index = param.Integer(default=0, bounds=(0, None), doc="the step shown (0-based)")
    picked = param.List(default=[], item_type=str)
    typed = param.String(default="", doc="the number typed for a count or score")
    feedback = param.ClassSelector(class_=Feedback, default=None, allow_None=True)
    solved = param.Boolean(default=False, doc="the step shown was answered right")
    misses = param.Integer(default=0, doc="wrong answers in the step shown")
    revealed = param.Boolean(default=False, doc="the step's answer is shown: it was missed")
    shown = param.Integer(default=0, doc="hints revealed in this step")
    slips = param.Integer(default=0, doc="wrong answers, hints and answers asked for in the lesson")
    missed = param.List(default=[], item_type=int, doc="steps whose answer was shown, to ask again")
    reviewing = param.Boolean(default=False, doc="asking the missed steps again, after the last one")
    finished = param.Boolean(default=False)
    celebrating = param.Boolean(default=False, doc="the end-of-lesson celebration is playing")
    table = param.ClassSelector(class_=Table, default=None, allow_None=True)
    delay = param.Number(default=0.8, bounds=(0, None), doc="seconds between robot cards")
    taught = param.Boolean(default=False, doc="teacher mode had a part in this run (the demo showed its "
                           "answers, or a teacher's link opened it): it writes no progress and passes nothing")

    #: the mastery loop and its stars (a check has neither)
    mastery: ClassVar[bool] = True

    def __init__(self, lesson: Lesson, **params: Any) -> None:
        self.lesson = lesson
        super().__init__(**params)
        self.index = min(self.index, self.count - 1)
        self._taught()
        self._enter()

    @param.depends("lang", watch=True)
    def _sync_lang(self) -> None:
        if self.table is not None:
            self.table.lang = self.lang

    @param.depends("demo", watch=True)
    def _taught(self) -> None:
        """Once the demo has shown the answers, this run is the teacher's, even with the demo
        off again: one tap in the header must not pass a lesson or a check."""
        if self.demo:
            self.taught = True

    # --- reading -----------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def count(self) -> int:
        return len(self.lesson.steps)

    @property
    def stars(self) -> int:
        return lessons.stars(self.slips)

    @property
    def exercise(self) -> bool:
        """The step asks something (an explain step is only read, a practice deal only played)."""
        return self.step.kind not in ("explain", "practice")

    def title(self) -> str:
        return self.lesson.title.get(self.lang)

    def text(self) -> str:
        return self.step.text.get(self.lang)

    def position(self) -> str:
        if self.reviewing:
            return t("lesson.review", self.lang, n=self._done_reviews() + 1, total=len(self.missed))
        return t("lesson.step", self.lang, n=self.index + 1, total=self.count)

    def _done_reviews(self) -> int:
        return self.missed.index(self.index) if self.index in self.missed else 0

    @property
    def resume_step(self) -> int:
        """Where « Reprendre » comes back to: the step shown, or the last one while the missed
        steps are asked again (that second round is not saved)."""
        return self.count - 1 if self.reviewing else self.index

    def hints(self) -> list[str]:
        """The hints revealed so far in this step, in order."""
        return [h.get(self.lang) for h in self.step.hints[: self.shown]]

    @property
    def hints_left(self) -> int:
        return len(self.step.hints) - self.shown

    def cost(self) -> str:
        """What one more slip (a hint, the answer asked for) does to the stars, said before the
        click: « −1 étoile », or « gratuit » once only the last star is left."""
        after = lessons.stars(self.slips + 1)
        return t("lesson.cost_star" if after < self.stars else "lesson.cost_none", self.lang, n=after)

    def hint_label(self) -> str:
        return t("lesson.hint_cost", self.lang, n=self.hints_left, cost=self.cost())

    def reveal_label(self) -> str:
        return t("lesson.reveal_cost", self.lang, cost=self.cost())

    def star_rule(self) -> str:
        """The rule of the stars, in words, and where the learner stands."""
        return t("lesson.star_rule", self.lang, n=self.slips)

    @property
    def can_reveal(self) -> bool:
        """« Voir la réponse » is offered once the learner has tried (an exercise not yet done)."""
        return (self.misses > 0 and not (self.solved or self.revealed or self.demo)
                and self.step.kind != "scripted")

    def why(self) -> str:
        """The explanation: after the right answer or the answer shown, and in demo mode (an
        explain step is its own text: nothing to add)."""
        if not self.exercise:
            return ""
        return self.step.why.get(self.lang) if self.solved or self.revealed or self.demo else ""

    def answer_text(self) -> str:
        """The answer in words, with its working: once it is shown, and in demo mode."""
        if not self.exercise or self.step.kind == "scripted" or not (self.revealed or self.demo):
            return ""
        step = self.step
        return reveal(step, lambda token, lang: option_label(token, step.game, lang)).get(self.lang)

    def figures(self) -> str:
        """A `best` step's figures, every choice best first (« Sur 200 donnes imaginées, en
        moyenne : … »): once it is answered right or its answer is shown, and in demo mode."""
        step = self.step
        if step.proof is None or not (self.solved or self.revealed or self.demo):
            return ""
        return presenter_of(step.game).text_named(figures(step, figure_words(step)).get(self.lang), self.lang)

    def goal(self) -> str:
        goal = self.step.goal
        return goal.text.get(self.lang) if goal is not None else ""

    def highlight(self) -> list[str]:
        """A practice deal's banner: the rules this lesson is about, by their rule-book titles."""
        practice, out = self.step.practice, []
        for rule in practice.highlight if practice is not None else ():
            found = passage(practice.game, rule, practice.players)
            out.append(rule if found is None else found.title(self.lang))
        return out

    def _right(self) -> set[str]:
        return set(self.step.answer) if self.demo or self.revealed else set()

    def options(self) -> list[Option]:
        """The step's choices that are not drawn on the board (action buttons, cards from
        elsewhere), with their state; empty for a number or nothing to pick."""
        step = self.step
        if step.kind == "scripted":
            # moves that are not cards have no card on the table to light up: a demonstration
            # (or a revealed answer) lists them here instead
            right = self._right()
            return [Option(token, capital(option_label(token, step.game, self.lang)), None, False, True)
                    for token in step.answer if token in right and _card(token) is None]
        if step.pick in ("none", "number") or step.kind == "practice":
            return []
        if step.kind == "best":  # one choice among a few: every one a button, a card by its name
            return [replace(o, face=None) for o in self._options()]
        on_board = {f.token for zone in self.zones() for f in zone.cards}
        return [o for o in self._options() if o.token not in on_board]

    def _options(self) -> list[Option]:
        right, picked, game = self._right(), set(self.picked), self.step.game
        out = []
        for token in self.step.options:
            card = _card(token)
            shown = face(card, game, self.lang) if card is not None else None
            out.append(Option(token, capital(option_label(token, game, self.lang)), shown,
                              token in picked, token in right))
        return out

    def zones(self) -> list[Zone]:
        """The board: the trick (who played each card), the pile or chien, the learner's hand."""
        board, lang = self.step.board, self.lang
        if board is None or self.step.kind in ("scripted", "practice"):
            return []
        zones = []
        if board.trick:
            zones.append(Zone(t("trick.current", lang),
                              tuple(face(c, board.game, lang, seat_name(s, lang)) for s, c in board.trick)))
        if board.pile:
            # in an écart step the pile is the chien, already taken into the hand
            pile = "lesson.chien" if self.step.kind == "ecart" else "lesson.pile"
            zones.append(Zone(t(pile, lang), tuple(face(c, board.game, lang) for c in board.pile)))
        if board.hand:
            zones.append(Zone(t("hand.label", lang), tuple(face(c, board.game, lang) for c in board.hand)))
        return zones

    def caption(self) -> str:
        board = self.step.board
        return board.caption.get(self.lang) if board is not None and board.caption else ""

    def card_states(self) -> dict[str, dict[str, bool]]:
        """For each card token on the board: may it be clicked, is it picked, is it a right answer."""
        if self.step.pick in ("none", "number") or self.step.kind == "best":
            return {}  # a best step's hand is only shown: its choices are buttons
        return {o.token: {"option": not self.done, "picked": o.picked, "right": o.right}
                for o in self._options() if o.face is not None}

    @property
    def done(self) -> bool:
        """Nothing more to answer in this step: answered right, or its answer was shown."""
        return self.solved or self.revealed

    # --- the learner's actions ---------------------------------------------------------------
    def toggle(self, token: str) -> None:
        """Click an option: « one » replaces the choice, « many » adds or removes it. After a wrong
        answer, a click starts the retry."""
        step = self.step
        if self.done or token not in step.options or step.pick not in ("one", "many"):
            return
        if self.feedback is not None:
            self.retry()
        if step.pick == "one":
            self.picked = [token]
        elif token in self.picked:
            self.picked = [p for p in self.picked if p != token]
        else:
            self.picked = [*self.picked, token]

    @property
    def ready(self) -> bool:
        """« Valider » has something to check: a number typed or a choice made (an explain step
        is simply read)."""
        if self.step.pick == "number":
            return bool(self.typed.strip())
        return self.step.pick == "none" or bool(self.picked)

    def submit(self) -> Feedback | None:
        """« Valider »: check the answer. A first wrong answer gets a nudge (the rule); a second
        one shows the answer, and the step comes back after the last one."""
        step, picked = self.step, self._answer()
        if self.done or picked is None:
            return None
        feedback = lessons.check(step, picked)
        if feedback.correct:
            self.param.update(feedback=feedback, solved=True)
        else:
            misses = self.misses + 1
            # a second miss shows the answer in the same update: the nudge never flashes first
            shown = {"revealed": True, "missed": self._again()} if misses >= 2 else {}
            self.param.update(feedback=feedback, misses=misses, slips=self.slips + 1, **shown)
        return feedback

    def _answer(self) -> list[str] | None:
        """The learner's answer to check, or ``None`` when there is nothing to check yet."""
        step = self.step
        if not self.exercise or step.kind == "scripted":
            return None
        picked = [self.typed.strip()] if step.pick == "number" else list(self.picked)
        return picked if any(picked) else None

    def reveal(self) -> None:
        """« Voir la réponse » after a wrong answer: the answer shown, for one more slip."""
        if not self.can_reveal:
            return
        self.param.update(slips=self.slips + 1, revealed=True, missed=self._again())

    def _again(self) -> list[int]:
        """The steps to ask again once the answer is shown: this one comes back once after the last."""
        return self.missed if self.reviewing or self.index in self.missed else [*self.missed, self.index]

    def retry(self) -> None:
        """After a wrong answer: clear it and try again."""
        if self.table is not None:
            self._enter()
            return
        self.param.update(feedback=None, picked=[], typed="")

    def hint(self) -> None:
        """Reveal the next hint (idea, then suit, then card): one slip (see :meth:`cost`)."""
        if self.done or self.hints_left <= 0:
            return
        self.param.update(shown=self.shown + 1, slips=self.slips + 1)
        if self.table is not None and self.hints_left == 0:
            self.table.advice = True

    def _advice_asked(self, *_: Any) -> None:
        """« Conseil » in a scripted deal costs what a hint costs."""
        if self.step.kind == "scripted":
            self.slips += 1

    @property
    def can_go_on(self) -> bool:
        """The step is done (or the teacher demonstrates): « Suivant » is offered."""
        return self.done or self.demo

    @property
    def last(self) -> bool:
        """« Suivant » ends the lesson (« Terminer »)."""
        if self.reviewing:
            return self._done_reviews() + 1 >= len(self.missed)
        return self.index + 1 >= self.count and (self.demo or not self.missed)

    def next(self) -> None:
        """The next step; after the last one, the missed steps once more; then the end."""
        if not self.can_go_on or self.finished:
            return
        if self.reviewing:
            following = self._done_reviews() + 1
            if following < len(self.missed):
                self._go(self.missed[following])
                return
        elif self.index + 1 < self.count:
            self._go(self.index + 1)
            return
        elif self.missed and not self.demo:
            self._go(self.missed[0], reviewing=True)
            return
        self.stop()
        self.param.update(finished=True, celebrating=not self.demo)

    def _go(self, index: int, **changes: Any) -> None:
        self._enter(index=index, **changes)

    def skip_celebration(self) -> None:
        self.celebrating = False

    def goto(self, index: int) -> None:
        """Jump to a step (the teacher's links)."""
        self._go(max(0, min(index, self.count - 1)), reviewing=False, finished=False, celebrating=False)

    def restart(self) -> None:
        """The whole lesson again, from step 1, without slips or missed steps."""
        self.param.update(slips=0, missed=[])
        self.goto(0)

    # --- scripted and practice deals ---------------------------------------------------------
    def _enter(self, **changes: Any) -> None:
        """Show the step at :attr:`index` afresh (a deal step gets a new table), or the one
        ``changes`` move to, with them, in one update: a view draws the new step once, never
        with the last one's answer (a tap on that drawing's cards was lost)."""
        self.stop()
        step = self.lesson.steps[changes.get("index", self.index)]
        table = None
        if step.kind == "scripted":
            table = scripted_table(step, lang=self.lang, delay=self.delay)
        elif step.kind == "practice":
            table = practice_table(step, lang=self.lang, delay=self.delay)
        if table is not None:
            table.param.watch(self._deal_moved, "version")
            # « Conseil » is the last hint of a scripted deal: offered once the hints are used
            table.advice = step.kind == "practice" or not step.hints
            table.param.watch(self._advice_asked, "asked")
        self.param.update(table=table, feedback=None, picked=[], typed="", shown=0, misses=0,
                          revealed=False, solved=step.kind == "explain", **changes)

    def stop(self) -> None:
        """Stop the robots of a deal step (the learner leaves it)."""
        if self.table is not None:
            self.table.stop_robots()

    def _deal_moved(self, *_: Any) -> None:
        """At the end of a scripted deal, check the goal (a miss is a slip; the deal is played
        again); a practice deal is done once played."""
        table = self.table
        if table is None or not table.deal.over:
            return
        if self.step.kind == "practice":
            self.solved = True
            return
        if self.step.goal_met(table.deal):
            self.solved = True
        else:
            text = lessons.Text(t("lesson.goal_missed", "fr"), t("lesson.goal_missed", "en"))
            self.param.update(feedback=Feedback(False, None, text, ()), slips=self.slips + 1)

    def nudge(self) -> str:
        """Under a wrong answer: what to do next (here, « Réessayer » is offered); a `best`
        step's choice broke no rule, it brings less."""
        return t("lesson.nudge_best" if self.step.kind == "best" else "lesson.nudge", self.lang)

    def feedback_text(self) -> str:
        if self.feedback is None:
            return ""
        return presenter_of(self.step.game).text_named(self.feedback.text.get(self.lang), self.lang)


class CheckRun(LessonRun):
    """« Je connais déjà ce jeu »: a few of a branch's own exercises (:func:`check_steps`), one
    answer each, with neither hint nor answer shown, so that taking the check again is no free
    way in; :attr:`passed` with at most :data:`CHECK_SLIPS` wrong answers, which opens the branch
    (:meth:`Learning.state`)."""

    mastery = False
    branch = param.String(default="", doc="the branch's game id")
    right = param.Integer(default=0, doc="questions answered right")
    answered = param.Boolean(default=False, doc="the question shown was answered")

    @property
    def done(self) -> bool:
        return self.answered

    @property
    def hints_left(self) -> int:
        return 0

    @property
    def can_reveal(self) -> bool:
        return False

    @property
    def need(self) -> int:
        return max(self.count - CHECK_SLIPS, 1)

    @property
    def passed(self) -> bool:
        """Enough right answers, without teacher mode (:attr:`taught`: the answers were shown)."""
        return self.finished and self.right >= self.need and not self.taught

    def nudge(self) -> str:
        """A check takes one answer a question: no « Réessayer », only the next question."""
        return t("check.nudge", self.lang)

    def position(self) -> str:
        return t("check.question", self.lang, n=self.index + 1, total=self.count)

    def why(self) -> str:
        return super().why() if self.demo else ""

    def answer_text(self) -> str:
        return super().answer_text() if self.demo else ""

    def figures(self) -> str:
        return super().figures() if self.demo else ""

    def submit(self) -> Feedback | None:
        picked = self._answer()
        if self.answered or picked is None:
            return None
        feedback = lessons.check(self.step, picked)
        self.param.update(feedback=feedback, answered=True, solved=feedback.correct,
                          right=self.right + feedback.correct)
        return feedback

    def _go(self, index: int, **changes: Any) -> None:
        super()._go(index, answered=False, **changes)


def _card(token: str) -> Card | None:
    try:
        return Card.of(token)
    except ValueError:
        return None


# --- the whole path -----------------------------------------------------------------------------
class Learning(param.Parameterized):
    """The lessons side of the app: the curriculum, the learner's progress, the lesson open.

    Progress changes are published as JSON in :attr:`saved` once the browser's copy was read
    (:meth:`load`): never before, so an early change cannot overwrite what was saved; never over
    a newer version's record (:attr:`read_only`). An import asks before it changes anything.
    """

    lang = param.Selector(default="fr", objects=list(LANGS))
    demo = param.Boolean(default=False)
    progress = param.ClassSelector(class_=Progress, default=Progress())
    notice = param.String(default="", doc="an i18n key: what happened to the saved progress")
    details = param.Dict(default={}, doc="the notice's entry and why (a refused file)")
    loaded = param.Boolean(default=False, doc="the browser's saved progress was read")
    saved = param.String(default="", doc="the JSON the browser should keep")
    backup = param.String(default="", doc="the progress before the last import or reset, as JSON")
    pending = param.ClassSelector(class_=Progress, default=None, allow_None=True,
                                  doc="an imported file's progress, waiting for « Remplacer » or « Fusionner »")
    read_only = param.Boolean(default=False, doc="the saved record is a newer version's: never written over")
    storage = param.Selector(default="", objects=["", "full", "blocked"],
                             doc="why the browser could not keep the last save (empty: it did)")
    confirm = param.Boolean(default=False, doc="« reset » asks to be confirmed")
    run = param.ClassSelector(class_=LessonRun, default=None, allow_None=True)
    door = param.String(default="", doc="a locked lesson the learner tried to open: the map says what opens it")
    delay = param.Number(default=0.8, bounds=(0, None))

    def __init__(self, curriculum: Curriculum | None = None, **params: Any) -> None:
        super().__init__(**params)
        self._curriculum = curriculum
        self._attempts: dict[str, int] = {}  # checks taken per branch: each asks other questions
        self.problem = ""

    @property
    def curriculum(self) -> Curriculum:
        """The lessons, read on first use (a broken lesson file shows :attr:`problem`)."""
        if self._curriculum is None:
            try:
                self._curriculum = lessons.load()
            except LessonError as error:
                self.problem = str(error)
                self._curriculum = Curriculum(())
        return self._curriculum

    def ids(self) -> set[str]:
        return {lesson.id for lesson in self.curriculum.lessons}

    @param.depends("lang", "demo", watch=True)
    def _sync(self) -> None:
        if self.run is not None:
            self.run.param.update(lang=self.lang, demo=self.demo)

    # --- the map -----------------------------------------------------------------------------
    def known(self, lesson_id: str) -> bool:
        """A star, or its branch opened by a check (a rule lesson: the check asks the rules, not
        the strategy lessons' skill): what another lesson may require."""
        lesson = self.curriculum.get(lesson_id)
        return self.progress.done(lesson_id) or (lesson.level in self.progress.opened and not lesson.strategy)

    def state(self, lesson: Lesson) -> str:
        """``done`` (a star at least), ``open`` (every required lesson :meth:`known`, or its
        branch opened by a check) or ``locked``; in demo mode nothing is locked. A strategy
        lesson opens when what it requires is known: the check opens the first one (it requires
        the rule lessons the check opened), and each of the others after the one it requires."""
        if self.progress.done(lesson.id):
            return "done"
        if (self.demo or (lesson.level in self.progress.opened and not lesson.strategy)
                or all(self.known(r) for r in lesson.requires)):
            return "open"
        return "locked"

    def branch(self, game: str) -> list[Lesson]:
        """The rule lessons of ``game``'s branch, in path order (what its check asks, what opens
        it)."""
        return [lesson for lesson in self.curriculum.lessons if lesson.level == game and not lesson.strategy]

    def practise(self, game: str) -> list[Lesson]:
        """``game``'s strategy lessons (« S'entraîner »), in path order: after its rule lessons."""
        return [lesson for lesson in self.curriculum.lessons if lesson.level == game and lesson.strategy]

    def order(self) -> list[Lesson]:
        """Every lesson in the map's order: game by game, its rule lessons then its strategy
        lessons."""
        return [lesson for level in levels() for lesson in (*self.branch(level), *self.practise(level))]

    def after(self, game: str, lang: str | None = None) -> tuple[tuple[str, int], ...]:
        """The lessons still to do before ``game``'s open, counted by game (named, in path
        order): each lesson its first lesson requires that is not :meth:`known`, and what those
        require in turn (a lesson of a branch opened by its check requires nothing more).
        Empty: the branch is open, or opens at once."""
        first = self.branch(game)[:1]
        opened = self.progress.opened
        if not first or game in opened:
            return ()
        needed: set[str] = set()
        todo = list(first[0].requires)
        while todo:
            lesson = self.curriculum.get(todo.pop())
            if lesson.id in needed or self.known(lesson.id):
                continue
            needed.add(lesson.id)
            if lesson.level not in opened:
                todo += lesson.requires
        counts = Counter(self.curriculum.get(i).level for i in needed)
        return tuple((game_label(level, lang or self.lang, "path"), counts[level]) for level in levels()
                     if counts[level])

    def opens(self, game: str, lang: str | None = None) -> str:
        """What opens ``game``'s lessons, in words: « Ouvert tout de suite », « S'ouvre après
        15 leçons : Tarot Kids (10), Mon premier Tarot (5) » (what this learner still needs),
        or that they are open now."""
        lang = lang or self.lang
        first = self.branch(game)[:1]
        if not first or not first[0].requires:
            return t("path.first", lang)
        after = self.after(game, lang)
        if not after:
            return t("path.now_open", lang)
        games = ", ".join(t("path.after_game", lang, game=name, n=n) for name, n in after)
        return t("path.after", lang, n=sum(n for _, n in after), games=games)

    def levels(self) -> list[Branch]:
        """The map: a branch per game, its lessons in path order."""
        lang = self.lang
        out = []
        for level in levels():
            cards, practise = ([LessonCard(lesson.id, lesson.title.get(lang), lesson.summary.get(lang),
                                           self.state(lesson), self.progress.stars(lesson.id)) for lesson in group]
                               for group in (self.branch(level), self.practise(level)))
            if cards:
                out.append(Branch(level, game_label(level, lang, "path"), tuple(cards), self.after(level),
                                  cards[0].state == "locked", self.opens(level), tuple(practise)))
        return out

    def missing(self, lesson: Lesson) -> list[Lesson]:
        """The lessons ``lesson`` requires that are not known yet."""
        return [self.curriculum.get(r) for r in lesson.requires if not self.known(r)]

    def way_to(self, lesson: Lesson) -> Lesson | None:
        """The lesson to do first on the way to a locked ``lesson``: the first one the learner
        can open among what it requires, and what that requires in turn."""
        for need in self.missing(lesson):
            found = need if self.state(need) == "open" else self.way_to(need)
            if found is not None:
                return found
        return None

    def resume_target(self) -> tuple[str, int] | None:
        """Where « Reprendre » goes: the lesson left unfinished at its step, else the first open
        lesson not done yet (``None`` when the whole path is done)."""
        progress = self.progress
        current = progress.current
        if current in self.ids() and not progress.done(current):
            return current, progress.mark(current).step
        for lesson in self.curriculum.lessons:
            if self.state(lesson) == "open":
                return lesson.id, 0
        return None

    def started(self) -> bool:
        return bool(self.progress.lessons)

    def next_lesson(self) -> Lesson | None:
        """The lesson after the one open on the map (after a game's last rule lesson, its first
        strategy lesson), if the learner may start it."""
        if self.run is None:
            return None
        order = self.order()
        if self.run.lesson not in order:  # a check
            return None
        index = order.index(self.run.lesson)
        following = order[index + 1] if index + 1 < len(order) else None
        return following if following is not None and self.state(following) != "locked" else None

    # --- following a lesson ------------------------------------------------------------------
    def open(self, lesson_id: str, step: int = 0, taught: bool = False) -> LessonRun | None:
        """Open a lesson at ``step`` (0-based), locked or not: the teacher's links open anything
        (``taught``: a teacher's link opened it, and it saves nothing)."""
        try:
            lesson = self.curriculum.get(lesson_id)
        except LessonError:
            return None
        run = LessonRun(lesson, index=max(step, 0), lang=self.lang, demo=self.demo, delay=self.delay, taught=taught)
        self._start(run)
        return run

    def check_size(self, branch: str) -> tuple[int, int]:
        """How many questions ``branch``'s check asks, and how many must be right."""
        total = len(check_steps(self.branch(branch)))
        return total, max(total - CHECK_SLIPS, 1)

    def check(self, branch: str, taught: bool = False) -> CheckRun | None:
        """Start « Je connais déjà ce jeu » for ``branch`` (``None``: no exercise to ask;
        ``taught``: through a teacher's link, it opens nothing)."""
        attempt = self._attempts.get(branch, 0)
        steps = check_steps(self.branch(branch), attempt)
        if not steps:
            return None
        self._attempts[branch] = attempt + 1
        name = {lang: game_label(branch, lang, "path") for lang in LANGS}
        title = lessons.Text(*(t("check.title", lang, game=name[lang]) for lang in ("fr", "en")))
        lesson = Lesson(f"check-{branch}", branch, title, lessons.Text("", ""), (), (), steps)
        run = CheckRun(lesson, branch=branch, lang=self.lang, demo=self.demo, delay=self.delay, taught=taught)
        self._start(run)
        return run

    def _start(self, run: LessonRun) -> None:
        if self.run is not None:
            self.run.stop()
        run.param.watch(self._moved, ["index", "finished"])
        self.param.update(run=run, door="")
        self._moved()

    def _moved(self, *_: Any) -> None:
        run = self.run
        if run is None or run.taught:
            return  # a demonstration is not the teacher's own progress, nor a learner's
        if isinstance(run, CheckRun):
            if run.passed:
                self._set(self.progress.open_branch(run.branch))
            return
        if run.finished:
            self._set(self.progress.finish(run.lesson.id, run.stars))
        else:
            self._set(self.progress.at(run.lesson.id, run.resume_step))

    def keep_retry(self, retry: Retry) -> None:
        """A mistake to replay, kept in the progress (« Mes erreurs à rejouer »)."""
        self._set(self.progress.keep_retry(retry))

    def seat_people(self, seats: tuple[str, ...]) -> None:
        """Who sat where at a game played together, kept for the next one."""
        if seats != self.progress.people:
            self._set(self.progress.seat_people(seats))

    def drop_retry(self, retry: Retry) -> None:
        """A mistake replayed right, or one that no longer opens: off the list."""
        self._set(self.progress.drop_retry(retry))

    def _set(self, progress: Progress, **changes: Any) -> None:
        """``progress`` and ``changes`` (its notice) in one update: the map redraws once, with both."""
        if self.loaded and not self.read_only:
            changes["saved"] = progress.to_json()
        self.param.update(progress=progress, **changes)

    # --- saving, other tabs, export, import, reset ---------------------------------------------
    def load(self, text: str | None, refused: str | None = None) -> str | None:
        """The browser's saved progress arrived: read it (a change made meanwhile is kept). Once
        read, a new ``text`` is another tab's save: merged, and the merge returned when the
        browser should write it. ``refused``: the page found the text past a limit."""
        if self.loaded:
            return None if refused else self._merge_stored(text)
        found = salvage(text, refused, self.ids()) if refused else parse(text, self.ids())
        if found.lossy:  # kept aside as it was, before anything is written over it (« Revenir »)
            self.backup = text
        progress = found.progress
        run = self.run
        if run is not None and not run.demo and not run.finished:
            progress = progress.at(run.lesson.id, run.resume_step)
        read_only = found.notice == "progress.newer"  # said by its own line, for as long as it lasts
        self.param.update(loaded=True, read_only=read_only)
        details = {"kept": len(found.progress.lessons)} if found.notice in DAMAGED and found.lossy else {}
        self._set(progress, notice="" if read_only else found.notice or "", details=details)
        return None

    def _merge_stored(self, text: str | None) -> str | None:
        found = parse(text, self.ids())
        if found.notice == "progress.newer":
            self.read_only = True
            return None
        if found.notice in UNREADABLE or self.read_only:
            return None
        merged = self.progress.sync(found.progress)
        self.progress = merged
        if merged == found.progress:
            return None
        with param.discard_events(self):  # the answer is written by the caller: no second write
            self.saved = merged.to_json()
        return self.saved

    def export(self) -> str:
        """The progress as a file's contents."""
        return self.progress.to_json()

    def import_file(self, data: bytes | str | None, refused: str | None = None) -> bool:
        """Read a file and hold it in :attr:`pending` until the learner chooses; a file with any
        damaged part (or past a limit: ``refused``) changes nothing and says what is wrong."""
        found = Loaded(Progress(), f"{refused}.import") if refused else read_file(data, self.ids())
        if found.notice is not None:
            self.param.update(pending=None, notice=found.notice, details={"entry": found.entry, "why": found.why})
            return False
        self.param.update(pending=found.progress, notice="", details={})
        return True

    def replace_progress(self) -> None:
        """The pending file's progress replaces this one, which is kept as :attr:`backup`."""
        if self.pending is not None:
            self._renew(self.pending, "progress.imported")

    def merge_file(self) -> None:
        """The pending file's progress joins this one, lesson by lesson (best stars win)."""
        pending = self.pending
        if pending is not None:
            self._keep_backup()
            self._set(self.progress.merge(pending), pending=None, notice="progress.merged", details={})

    def cancel_import(self) -> None:
        self.param.update(pending=None, notice="", details={})

    def restore(self) -> None:
        """Back to the progress before the last import or reset."""
        found = parse(self.backup, self.ids())
        if found.lossy:
            # a record kept as it was (unreadable, or not written back whole): it goes back exactly
            # so, read as at load; the copy stays, for the next write over it
            if self.read_only:
                return
            self.param.update(progress=found.progress, notice="progress.restored", details={}, saved=self.backup)
            return
        if found.notice in UNREADABLE:
            return
        self._renew(found.progress, "progress.restored", keep=False)
        self.backup = ""

    def _renew(self, progress: Progress, notice: str, keep: bool = True) -> None:
        """Start over from ``progress`` on purpose: a new generation, so that another tab's
        older copy does not merge the old lessons back."""
        if keep:
            self._keep_backup()
        self._set(replace(progress, generation=self.progress.generation + 1), pending=None, notice=notice, details={})

    def _keep_backup(self) -> None:
        if self.progress.lessons or self.progress.kept:  # an empty one would hide an older backup
            self.backup = self.progress.to_json()

    def done_counts(self) -> tuple[int, int]:
        """Lessons finished now, and in the pending file."""
        return self.progress.count_done(), (self.pending or Progress()).count_done()

    def notice_text(self, lang: str) -> str:
        """The notice in words (a refused file's entry and why filled in)."""
        if not self.notice:
            return ""
        why = self.details.get("why", "")
        said = t(self.notice, lang, entry=self.details.get("entry", ""), why=t(why, lang) if why else "",
                 size=f"{MAX_CHARS // 1_000_000}", depth=MAX_DEPTH)
        if "kept" in self.details:  # an unreadable record: what came back, and the copy kept
            said = f"{said} {t('progress.kept', lang, n=self.details['kept'])}"
        return said

    def ask_reset(self) -> None:
        self.confirm = True

    def cancel_reset(self) -> None:
        self.confirm = False

    def reset(self) -> None:
        """Forget every lesson done (after :meth:`ask_reset`); the old progress is kept as
        :attr:`backup`."""
        if not self.confirm:
            return
        self.confirm = False
        self._renew(Progress(), "progress.reset")
