"""Tarot Kids is for children from 6, many of whom do not read yet: every sentence of a Kids
lesson is at most 15 words and every explain step at most 30, in French and in English, so a
text read aloud (or read slowly) stays short enough to follow alone (issue 42)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

import lessons
from engine.games.kids.passages import PASSAGES
from engine.games.kids.tips import WORDS as TIPS
from lessons.feedback import reveal
from lessons.model import Lesson, Step, Text

from tests.test_lesson_words import _shown

SENTENCE_WORDS = 15
EXPLAIN_WORDS = 30
KIDS = [lesson for lesson in lessons.load().lessons if lesson.level == "kids"]
#: a sentence ends at « . », « ! », « ? » or « … » followed by a space
_END = re.compile(r"(?<=[.!?…])\s+")


def words(text: str) -> int:
    """The words of ``text``: what lies between spaces and holds a letter or a digit (« : » and
    « – » are not words; « l'Excuse » and « 31 » are one each)."""
    return sum(1 for w in text.split() if re.search(r"\w", w))


def sentences(text: str) -> list[str]:
    """The sentences of ``text``."""
    return [s for s in _END.split(text.strip()) if s]


def own_texts(lesson: Lesson, step: Step) -> Iterator[tuple[str, Text]]:
    """Every text the lesson file itself gives ``step``: title, summary, question or
    explanation, hints, why, cost, caption, goal, and the reminder a miss is nudged with (the
    lesson's or the game's ``lessons.toml``)."""
    yield "title", lesson.title
    yield "summary", lesson.summary
    yield "text", step.text
    yield from ((f"hint {n}", hint) for n, hint in enumerate(step.hints, 1))
    for name, text in (("why", step.why), ("cost", step.cost),
                       ("caption", step.board.caption if step.board else None),
                       ("goal", step.goal.text if step.goal else None),
                       ("reminder", step.reminder)):
        if text is not None:
            yield name, text


def long_ones(lesson: Lesson) -> list[str]:
    """Every sentence over ``SENTENCE_WORDS`` and explain step over ``EXPLAIN_WORDS``."""
    found = []
    for step in lesson.steps:
        for where, text in own_texts(lesson, step):
            for lang in ("fr", "en"):
                found += [f"{lesson.id}/{step.number} {where} {lang}, {words(s)} words: {s}"
                          for s in sentences(text.get(lang)) if words(s) > SENTENCE_WORDS]
        if step.kind == "explain":
            found += [f"{lesson.id}/{step.number} explain {lang}: {words(step.text.get(lang))} words"
                      for lang in ("fr", "en") if words(step.text.get(lang)) > EXPLAIN_WORDS]
    return found


def test_words_and_sentences_are_counted_as_a_reader_would() -> None:
    assert words("Le Proviseur bat l'Interro : 5 points !") == 6
    assert sentences("Un. Deux ! Trois ? Quatre… cinq") == ["Un.", "Deux !", "Trois ?", "Quatre…", "cinq"]


@pytest.mark.parametrize("lesson", KIDS, ids=lambda lesson: lesson.id)
def test_every_kids_sentence_and_explain_step_is_short(lesson: Lesson) -> None:
    assert not long_ones(lesson), "\n".join(long_ones(lesson))


def test_every_kids_lesson_is_measured() -> None:
    assert len(KIDS) == 16


def test_every_refusal_a_kids_lesson_shows_is_short() -> None:
    """The engine's words after a wrong answer (« Tu n'as plus de vert, mais tu as des atouts. »),
    and a best step's nudge with its figures (« J'ai essayé 200 donnes imaginées. … »)."""
    found = [f"{lesson.id}/{step.number} {where} {lang}, {words(s)} words: {s}"
             for lesson in KIDS for step in lesson.steps
             for where, text in _shown(lesson, step) if where.startswith("nudge")
             for lang in ("fr", "en") for s in sentences(text.get(lang)) if words(s) > SENTENCE_WORDS]
    assert not found, "\n".join(found)


def test_every_kids_why_passage_is_short() -> None:
    """« Pourquoi ? »'s words for each Kids rule, at every player count."""
    entries = [(rule, entry) for rule, value in PASSAGES.items()
               for entry in (value.values() if isinstance(value, dict) else [value])]
    found = [f"{rule}: {words(s)} words: {s}" for rule, entry in entries for text in entry[3:5]
             for s in sentences(text) if words(s) > SENTENCE_WORDS]
    assert len(entries) > 20 and not found, "\n".join(found)


def test_every_kids_tip_is_short() -> None:
    """« Conseil »'s Kids tips, filled with long words (« le Prof d'Histoire-Géo violet »)."""
    filled = {"card": "le Prof d'Histoire-Géo violet", "action": "le Master",
              "strong": "2 Proviseurs, 3 gros atouts, 1 Bout", "points": "12 points"}
    found = [f"{key}: {words(s)} words: {s}" for key, pair in TIPS.items() for text in pair
             for s in sentences(text.format_map(filled)) if words(s) > SENTENCE_WORDS]
    assert not found, "\n".join(found)


def test_every_kids_answer_shown_is_short() -> None:
    """« Voir la réponse » names the right answers: a list of cards is a sentence too."""
    long = [f"{lesson.id}/{step.number} {lang}: {said}" for lesson in KIDS for step in lesson.steps
            if step.kind not in ("explain", "scripted") and step.answer
            for lang in ("fr", "en") for said in sentences(reveal(step).get(lang))
            if words(said) > SENTENCE_WORDS]
    assert not long, "\n".join(long)
