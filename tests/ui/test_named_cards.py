"""Tarot Kids for a pre-reader (issue 42): where a Kids lesson's words name a card (« l'Excuse »,
« le Petit », « l'atout 7 », « le Proviseur bleu »…), its picture shows right after the name,
the card's name its accessible text; the picture is one the Kids art draws."""

from __future__ import annotations

import html
import re

import pytest

import lessons
from engine import get_game
from engine.cards import Card
from engine.texts import card_name
from ui.games.kids.presenter import KidsPresenter
from ui.lesson_views import pictured
from ui.lessons import LessonRun

KIDS = [lesson for lesson in lessons.load().lessons if lesson.level == "kids"]
_IMG = re.compile(r'<img class="named-card" src="([^"]+)" alt="([^"]+)">')
#: words that name one card for sure, FR and EN (the detection knows more: « le 13 », lists)
SURE = {"fr": re.compile(r"l'Excuse|le Petit|l'atout \d+|Proviseur (?:bleu|orange|vert|violet)\b"),
        "en": re.compile(r"the Excuse|the Petit|trump \d+|(?:blue|orange|green|purple) Head teacher")}


def drawn(lang: str) -> set[str]:
    """The file names the Kids art draws in ``lang`` (``make cards``)."""
    from engine.games.kids import art  # the art module is not in the app: only here
    return set(art.cards(lang))


def texts(lesson: lessons.Lesson, lang: str) -> list[tuple[int, str]]:
    """Every text of a lesson that a step shows with pictures: text, caption, hints, why, goal."""
    found = []
    for number, step in enumerate(lesson.steps):
        goal = step.goal.text if step.goal else None
        caption = step.board.caption if step.board else None
        for text in (step.text, caption, goal, step.why, *step.hints):
            if text is not None:
                found.append((number, text.get(lang)))
    return found


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("lesson", KIDS, ids=lambda lesson: lesson.id)
def test_every_card_a_kids_lesson_names_shows_its_picture(lesson: lessons.Lesson, lang: str) -> None:
    files = drawn(lang)
    for number, text in texts(lesson, lang):
        run = LessonRun(lesson, index=number, lang=lang)
        shown = pictured(text, run)
        pictures = _IMG.findall(shown)
        assert html.unescape(_IMG.sub("", shown)) == text  # the words are all there, escaped
        for src, alt in pictures:
            name = src.rsplit("/", 1)[1]
            assert name in files, (lesson.id, number, src)
            code = name.removesuffix(".svg").removeprefix("kids-")
            assert html.unescape(alt) == card_name(Card.of(code), lang)
        named = SURE[lang].findall(text)
        assert len(pictures) >= len(named), (lesson.id, number, lang, text, named, pictures)


@pytest.mark.parametrize(("lang", "text", "cards"), [
    ("fr", "Le Proviseur orange est joué, puis l'atout 2.", ["PvO", "T2"]),
    ("fr", "Tes atouts 8 et 11 battent le 6, ou l'Excuse.", ["T8", "T11", "T6", "EX"]),
    ("fr", "Le Prof d'Histoire-Géo vert bat l'Interro bleue : 3 joueurs, 12 cartes, le 5 points.", ["HgG", "InB"]),
    ("fr", "Il n'y a pas d'atout 14 à 21. Un Élève bleu.", []),
    ("en", "The orange science teacher, trumps 10, 11 and 12, the 13 of trumps.", ["ScO", "T10", "T11", "T12", "T13"]),
    ("en", "With 3 players: the 2 players, a blue pupil, the Petit.", ["T1"]),
])
def test_the_words_that_name_a_card(lang: str, text: str, cards: list[str]) -> None:
    assert [str(card) for _, card in KidsPresenter.named_cards(text, lang)] == cards


def test_only_kids_shows_pictures_in_its_words() -> None:
    tarot = next(lesson for lesson in lessons.load().lessons if lesson.level == "tarot")
    assert "<img" not in pictured("l'Excuse et le Petit", LessonRun(tarot))
    assert get_game("kids").deck.art  # the pictures come from Kids' own art module
