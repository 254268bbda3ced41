"""The lesson objects the app shows: texts, boards, steps, lessons, feedback.

Everything here is frozen and built by :func:`lessons.load`; the answers were worked out by the
engine when the lesson file was read (see :mod:`lessons.loader`).

>>> Text("Bonjour", "Hello").get("en")
'Hello'
>>> stars(0), stars(1), stars(2), stars(5)
(3, 2, 1, 1)
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import Card, Deal, Refusal, all_games
from engine.actions import Action, parse_action

from .proofs import Proof



def levels() -> tuple[str, ...]:
    """The levels of the lessons' path, in order: one per game, named by its id, in the order
    the games register (:mod:`engine.games`)."""
    return tuple(game.id for game in all_games())

KINDS = ("explain", "legal", "winner", "count", "ecart", "bid", "score", "scripted", "practice", "best")
#: how the learner answers each kind of step
PICK = {"explain": "none", "legal": "many", "ecart": "many", "winner": "one", "bid": "one",
        "count": "number", "score": "number", "scripted": "one", "practice": "none", "best": "one"}
#: the token a learner clicks when the best cards of a Kids trick are equal
TIE = "tie"


class LessonError(ValueError):
    """Lesson files that do not load; ``problems`` lists every problem of every file.

    >>> str(LessonError(["a.toml: x", "b.toml: y"]))
    '2 problems in the lesson files:\\n  a.toml: x\\n  b.toml: y'
    """

    def __init__(self, problems: Sequence[str]) -> None:
        self.problems = list(problems)
        lines = "\n".join(f"  {p}" for p in self.problems)
        super().__init__(f"{len(self.problems)} problem{'s' if len(self.problems) != 1 else ''} "
                         f"in the lesson files:\n{lines}")


@dataclass(frozen=True)
class Text:
    """A sentence in French and in English."""

    fr: str
    en: str

    def get(self, lang: str) -> str:
        return self.en if lang == "en" else self.fr

    def __add__(self, other: Text) -> Text:
        """Two texts one after the other (« La règle. » + « Ce que ça coûte. »)."""
        return Text(f"{self.fr} {other.fr}".strip(), f"{self.en} {other.en}".strip())


@dataclass(frozen=True)
class GameWords:
    """What the lessons of one game say after a miss, in that game's own words
    (``lessons.toml`` in the game's package): its reminders (how a trick is won, what the cards are
    worth, how a deal is scored) and what each kind of mistake costs."""

    game: str
    unit: int  # card points are written in 1/unit points: the deck's (French tarot counts half points)
    reminders: Mapping[str, Text]
    costs: Mapping[str, Text]
    file: Path  # where they are written
    token_needs: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # token or verb → rule ids
    kind_needs: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # kind of step → rule ids


@dataclass(frozen=True)
class Board:
    """What to draw: the learner's hand (seat 0), the trick so far as ``(seat, card)``, a pile
    to count or the chien."""

    game: str
    players: int
    hand: tuple[Card, ...] = ()
    trick: tuple[tuple[int, Card], ...] = ()
    pile: tuple[Card, ...] = ()
    caption: Text | None = None


@dataclass(frozen=True)
class Practice:
    """A free deal against bots, the lesson's rules highlighted."""

    game: str
    players: int
    options: Mapping[str, Any]
    seed: str
    highlight: tuple[str, ...]

    def deal(self) -> Deal:
        """The practice deal (the same every time)."""
        return Deal.new(self.game, self.players, int(self.seed), dict(self.options))


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: the rule broken (engine rule id), one sentence with what the
    mistake would cost, and the right tokens to highlight."""

    correct: bool
    rule: str | None
    text: Text
    right: tuple[str, ...]


@dataclass(frozen=True)
class Goal:
    """What a scripted deal asks of the learner (seat 0); every condition given must hold."""

    text: Text
    tricks: int | None = None  # at least this many tricks
    points: float | None = None  # at least this many card points (tarot: may end in .5)
    take: tuple[Card, ...] = ()  # these cards end in the learner's pile
    won: bool | None = None  # the learner's contract or bet is won
    unit: int = 1  # the deck's points are in 1/unit points (French tarot: 2)


@dataclass(frozen=True)
class Setup:
    """A position made with the engine: fixed hands, a dealer, options and the moves before."""

    game: str
    hands: str
    dealer: int
    options: Mapping[str, Any]
    moves: tuple[str, ...] = ()

    def deal(self) -> Deal:
        deal = Deal.from_hands(self.game, self.hands, dealer=self.dealer, options=dict(self.options))
        for move in self.moves:
            deal.apply(move)
        return deal


@dataclass(frozen=True)
class Step:
    """One screen of a lesson. ``answer`` was computed by the engine, never typed by hand."""

    lesson: str
    number: int  # 1-based, as in the URL #/lesson/<id>/<number>
    kind: str
    game: str  # the step's own game (a step with no board too)
    text: Text
    board: Board | None
    pick: str
    options: tuple[str, ...]
    answer: tuple[str, ...]
    hints: tuple[Text, ...]
    why: Text
    cost: Text | None = None
    reminder: Text | None = None  # the rule a wrong answer is nudged with (winner, count, score)
    default_cost: Text | None = None  # what a mistake costs when the file says nothing: its game's words
    worked: Text | None = None  # the engine's worked answer of a number step, line by line
    rules: tuple[str, ...] = ()  # rule ids the step teaches: declared, or met in the engine
    script: tuple[str, ...] = ()
    goal: Goal | None = None
    practice: Practice | None = None
    setup: Setup | None = field(default=None, repr=False)
    path: tuple[str, ...] = field(default=(), repr=False)  # a right way through a scripted deal
    refusals: Mapping[str, Refusal | None] = field(default_factory=dict, repr=False, compare=False)
    declared: tuple[str, ...] = ()  # the rule ids the file says the step teaches
    needs: tuple[str, ...] = ()  # rule ids the learner must know already: declared and derived
    urges: str | None = None  # the action the step's text recommends at its position
    proof: Proof | None = field(default=None, repr=False, compare=False)  # a best step's figures

    # --- scripted deals -------------------------------------------------------------------------
    def deal(self) -> Deal:
        """A fresh deal for a scripted step, the moves before it already made; seat 0 is the
        learner."""
        if self.setup is None:
            raise LessonError([f"{self.lesson} step {self.number}: a {self.kind} step has no deal"])
        return self.setup.deal()

    def bot_move(self, deal: Deal) -> Action:
        """The next move of the bot to act: the script's, or the first legal action when the
        learner left the script's path."""
        done = sum(1 for seat, _ in deal.history[len(self.setup.moves) if self.setup else 0:] if seat != 0)
        if done < len(self.script) and deal.is_legal(self.script[done]):
            return parse_action(self.script[done])
        return deal.legal_actions()[0]

    def goal_met(self, deal: Deal) -> bool | None:
        """Whether the learner reached the goal (``None`` while the deal is not over)."""
        if not deal.over or self.goal is None:
            return None
        goal = self.goal
        # each check asks only what the goal names: tricks, points and cards taken are a trick
        # game's, a game without tricks aims at being among the winners
        return ((goal.tricks is None or deal.tricks_won[0] >= goal.tricks)
                and (goal.points is None or deal.game.deck.total(deal.piles[0]) / goal.unit >= goal.points)
                and all(c in deal.piles[0] for c in goal.take)
                and (goal.won is None or _won(deal) == goal.won))


def _won(deal: Deal) -> bool:
    result = deal.result()
    return 0 in result.winners


@dataclass(frozen=True)
class Lesson:
    """One lesson: a few steps, opened once every lesson it ``requires`` has a star."""

    id: str
    level: str
    title: Text
    summary: Text
    requires: tuple[str, ...]
    rules: tuple[str, ...]
    steps: tuple[Step, ...]
    file: str = field(default="", compare=False)
    strategy: bool = False  # a « S'entraîner » lesson: skill, after every rule of its game


@dataclass(frozen=True)
class Curriculum:
    """Every lesson, in path order (Kids, then Mon premier Tarot, then Tarot)."""

    lessons: tuple[Lesson, ...]

    def get(self, lesson_id: str) -> Lesson:
        """The lesson with this id.

        >>> import lessons
        >>> lessons.load().get("kids-cards").level
        'kids'
        """
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise LessonError([f"no lesson {lesson_id!r} (known: {', '.join(l.id for l in self.lessons)})"])

    def step(self, lesson_id: str, number: int) -> Step:
        """Step ``number`` (1-based, as in ``#/lesson/<id>/<number>``) of a lesson."""
        steps = self.get(lesson_id).steps
        if not 1 <= number <= len(steps):
            raise LessonError([f"lesson {lesson_id!r} has steps 1 to {len(steps)}, not {number}"])
        return steps[number - 1]


def stars(slips: int) -> int:
    """Stars for a finished lesson: each slip (a wrong answer, a hint, the answer asked for)
    costs one of the 3, and a finished lesson keeps at least one (see ``lessons/README.md``)."""
    return max(1, 3 - max(0, slips))


_NUMBER = re.compile(r"^[−-]?\d+(?:[.,]5|[.,]0)?$")


def parse_number(text: str) -> float | None:
    """A typed number: ``-140``, ``−140``, ``40,5`` or ``40.5`` (``None`` when it is not one).

    >>> parse_number("40,5"), parse_number("−140"), parse_number("douze")
    (40.5, -140.0, None)
    """
    text = text.strip().replace(" ", "")
    if not _NUMBER.match(text):
        return None
    return float(text.replace("−", "-").replace(",", "."))


def format_number(value: float) -> str:
    """The canonical answer text of a number: ``64``, ``-140``, ``40.5``."""
    return f"{value:g}" if value != int(value) else str(int(value))
