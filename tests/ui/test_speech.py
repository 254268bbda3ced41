"""Read aloud (issue 42), the view-model: what the page would say, in order, in which language.
The browser's side (the toggle, speechSynthesis) is tested in tests/browser/test_read_aloud.py."""

from __future__ import annotations

import pytest

from engine.actions import Play
from ui.app_model import App
from ui.games.presenter import HUMAN
from ui.i18n import t
from ui.lesson_views import LessonView
from ui.speech import Speech
from ui.table import Table
from ui.urlstate import GameSpec
from lessons.model import Step
from tests.ui.play import advance

KIDS_FIRST = "kids-cards"


def heard(app: App) -> list[tuple[str, list[str]]]:
    """Every batch the app publishes from now on: (language, texts)."""
    batches: list[tuple[str, list[str]]] = []
    app.speech.param.watch(lambda _: batches.append((app.speech.lang, list(app.speech.said))), "batch")
    return batches


def shown(step: Step, lang: str) -> str:
    """A step's text as read: its words, then its board's caption when it has one."""
    caption = step.board.caption if step.board else None
    return " ".join(part.get(lang) for part in (step.text, caption) if part is not None)


def test_off_by_default_it_says_nothing_and_on_it_reads_the_screen_shown() -> None:
    app = App()
    said = heard(app)
    assert app.open_lesson(KIDS_FIRST)
    app.learning.run.next()
    assert said == []  # off by default
    app.speech.on = True  # the step shown is read at once
    assert said == [("fr", [said[0][1][0]])] and said[0][1][0].startswith(app.learning.run.text())


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_lesson_is_read_step_by_step_in_its_language(lang: str) -> None:
    app = App(lang=lang)
    app.speech.on = True
    said = heard(app)
    assert app.open_lesson(KIDS_FIRST)
    run = app.learning.run
    steps = run.lesson.steps
    run.next()
    run.next()  # « Quelle carte remporte le pli ? »
    run.toggle("ScG")
    run.submit()  # wrong: the feedback and the nudge
    run.hint()
    run.retry()
    run.toggle("PvG")  # picking a card is heard as nothing new
    run.submit()  # right: the why
    texts = [texts for _, texts in said]
    assert {language for language, _ in said} == {lang}
    assert len(texts) == 6 and all(len(batch) == 1 for batch in texts)
    assert texts[0][0] == shown(steps[0], lang)
    assert texts[1][0] == shown(steps[1], lang)
    assert texts[2][0] == shown(steps[2], lang)
    assert texts[3][0].endswith(t("lesson.nudge", lang)) and "ScG" not in texts[3][0]
    assert texts[4][0] == steps[2].hints[0].get(lang)
    assert texts[5][0] == steps[2].why.get(lang)
    # another language: the screen is read again in it
    other = "en" if lang == "fr" else "fr"
    app.lang = other
    assert said[-1] == (other, [shown(steps[2], other), steps[2].hints[0].get(other), steps[2].why.get(other)])


def test_a_lessons_end_is_said() -> None:
    app = App()
    app.speech.on = True
    assert app.open_lesson(KIDS_FIRST)
    app.learning.demo = True  # every answer shown: « Suivant » to the end
    run = app.learning.run
    while not run.finished:
        run.next()
    assert app.speech.said == [f'{t("lesson.done", "fr", title=run.title())} {t("lesson.stars", "fr", n=run.stars)}']


def test_a_table_says_the_turn_a_refusal_its_rule_and_the_end_of_the_deal() -> None:
    app = App()
    app.speech.on = True
    app.setup.seed = "7"
    said = heard(app)
    assert app.start()
    table: Table = app.table
    while not table.human_to_move:
        advance(table)
    your_turn = table.show.status()
    assert said == [("fr", [your_turn])]
    # play on to a turn where a card is refused
    while not (refused := [Play(c) for c in table.deal.cards_in_hand(HUMAN) if not table.deal.is_legal(Play(c), HUMAN)]):
        advance(table)
        while not table.human_to_move:
            advance(table)
    before = len(said)
    assert not table.choose(refused[0])
    assert said[before:] == [("fr", [table.hint_text()])]
    table.toggle_why()
    passage = table.passage()
    assert said[-1] == ("fr", [f"{passage.title('fr')}. {passage.text('fr')}"])
    said.clear()
    while not table.deal.over:
        advance(table)
    turns = [texts for _, texts in said if texts == [your_turn]]
    assert turns and said[-1][1][0].startswith(table.show.verdict()[0])
    assert len(turns) == len([texts for _, texts in said]) - 1  # the turn is said each time, nothing else


def test_a_redrawn_screen_is_not_read_again() -> None:
    speech = Speech(on=True)
    speech.follow([("text", "Bonjour"), ("hint0", "")])
    speech.follow([("text", "Bonjour"), ("hint0", "")])
    speech.follow([("text", "Bonjour"), ("hint0", "Regarde")])
    assert speech.batch == 2 and speech.said == ["Regarde"]


def test_the_speakers_say_the_text_and_the_message_and_hide_without_words() -> None:
    app = App()
    assert app.open_lesson(KIDS_FIRST)
    view = LessonView(app=app, run=app.learning.run)
    run = app.learning.run
    run.next()
    run.next()
    assert view.say_text.text == run.text() and view.say_text.visible and view.say_text.label == "Lire"
    assert not view.say_message.visible  # nothing under the question yet
    run.toggle("ScG")
    run.submit()
    assert view.say_message.visible and view.say_message.text == f"{run.feedback_text()} {run.nudge()}"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_answer_buttons_words_are_read_with_the_question(lang: str) -> None:
    """A child who cannot read hears what each button says (and, beside cards, that a card is an answer too)."""
    app = App(lang=lang, teacher_link=True)  # a teacher's link: any lesson opens
    app.speech.on = True
    assert app.open_lesson("kids-bets", 2)
    run = app.learning.run
    labels = " ; ".join(option.label for option in run.options())
    assert app.speech.said == [f'{run.text()} {t("speech.choices", lang, choices=labels)}']
    assert app.open_lesson("kids-ties", 2)
    run = app.learning.run
    labels = " ; ".join(option.label for option in run.options())
    assert run.card_states() and app.speech.said[-1].endswith(t("speech.or_choices", lang, choices=labels))


def test_the_device_going_round_is_said_and_the_turn_names_the_holder() -> None:
    """Pass-and-play: under the cover only who takes the device is said (nothing of a hand);
    once they have it, their turn is said to them by name."""
    app = App()
    app.speech.on = True
    said = heard(app)
    table = Table(GameSpec("tarot", 4, 5, people=((0, "Ana"), (1, "Bob"), (2, "Cléo"))), delay=0)
    app._seat(table)
    while table.covered is None:
        if table.human_to_move:
            assert table.choose(table.robot_move(table.viewer).action)
        else:
            table.step()
    name = table.seat_name(table.covered)
    assert said[-1] == ("fr", [t("cover.title", "fr", name=name)])
    assert table.hand_over()
    assert said[-1] == ("fr", [table.addressed(table.show.status())])
    assert said[-1][1][0].startswith(name)


def test_a_speaker_holds_the_new_words_before_they_are_said() -> None:
    """Python's changes reach the page in the order made: the page said step 2, and a tap on the
    speaker at once said step 1 (tests/site/test_read_aloud.py, once, on a busy machine)."""
    app = App()
    app.speech.on = True
    assert app.open_lesson(KIDS_FIRST)
    view = LessonView(app=app, run=app.learning.run)  # made after the speech follows the lesson, as in the app
    at_speech: list[tuple[list[str], str]] = []
    app.speech.param.watch(lambda _: at_speech.append((list(app.speech.said), view.say_text.text)), "batch")
    app.learning.run.next()
    assert at_speech and all(text in said for said, text in at_speech), at_speech
