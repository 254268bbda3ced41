"""Guided lessons from Tarot Kids to the full game, written as data and proven by the engine.

Each lesson is a TOML file in its game's package, ``engine/games/<id>/lessons/`` (schema:
``lessons/README.md``). :func:`load` reads every registered game's, checks them against the schema and the engine, and reports every problem of
every file at once. Every answer a step expects is worked out by the engine from the step's
cards; no lesson can teach a wrong answer.

>>> import lessons
>>> cur = lessons.load()
>>> step = cur.get("kids-follow").steps[1]
>>> step.kind, step.pick
('legal', 'many')
>>> fb = lessons.check(step, ["T5"])
>>> fb.correct, fb.rule
(False, 'follow-suit')
>>> lessons.stars(slips=1), lessons.stars(slips=3)
(2, 1)

No Panel, no param: this package runs wherever the engine runs (CPython 3.11+, Pyodide).
"""

from .feedback import check, check_move
from .loader import known_rules, lesson_folders, load
from .model import (KINDS, TIE, Board, Curriculum, Feedback, Goal, Lesson, LessonError,
                    Practice, Step, Text, levels, stars)
from .tokens import label

__all__ = [
    "Board", "Curriculum", "Feedback", "Goal", "KINDS", "Lesson", "LessonError",
    "Practice", "Step", "TIE", "Text", "check", "check_move", "known_rules", "label", "lesson_folders", "levels", "load", "stars",
]
