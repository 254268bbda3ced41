"""Read aloud (issue 42) in a real browser, with a recording stand-in for ``speechSynthesis``
(it keeps each utterance's text and language, and lists a French and an English voice, or none):
the texts said, in order, in the page's language; off by default; no voice, no reading; the
choice kept after a reload; a Tarot Kids lesson finished by tapping only speaker and answer
buttons; axe on the toggle and the speaker buttons."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import lessons
from ui.i18n import t
from ui.lessons import Route, format_route
from ui.speakers import READ_ALOUD_KEY
from tests.browser.test_a11y import axe_source, check, illegal_position, open_table  # noqa: F401

pytestmark = pytest.mark.browser

KIDS = lessons.load().lessons[0]  # the first Tarot Kids lesson: two explanations, two questions
BOTH = [{"lang": "fr-FR", "name": "Voix française"}, {"lang": "en-GB", "name": "English voice"}]

#: the stand-in: every utterance said (text, lang) and every cancel, in order, in window.spoken
FAKE = """(voices) => {
  window.spoken = []
  const synth = {
    getVoices: () => voices.map((v) => ({ ...v, voiceURI: v.name, localService: true, default: false })),
    speak: (u) => window.spoken.push({ text: u.text, lang: u.lang }),
    cancel: () => window.spoken.push({ cancel: true }),
    addEventListener: () => {}, removeEventListener: () => {},
    speaking: false, pending: false, paused: false,
  }
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true })
  window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; this.lang = ""; this.voice = null } }
}"""


def with_voices(page: Any, voices: list[dict[str, str]]) -> Any:
    page.add_init_script(f"({FAKE})({json.dumps(voices)})")
    return page


def spoken(page: Any) -> list[dict[str, Any]]:
    return page.evaluate("() => window.spoken")


def said(page: Any) -> list[tuple[str, str]]:
    """What was said, (text, lang), cancels left out."""
    return [(u["text"], u["lang"]) for u in spoken(page) if "text" in u]


def toggle(page: Any) -> Any:
    return page.locator("button.read-aloud")


def open_lesson(page: Any, server: str, lang: str = "fr") -> None:
    page.goto(f"{server}?l={lang}{format_route(Route('lesson', KIDS.id, 1))}")
    page.locator(".lesson-title").wait_for()


def until_said(page: Any, count: int) -> list[tuple[str, str]]:
    page.wait_for_function("(n) => window.spoken.filter((u) => u.text).length >= n", arg=count)
    return said(page)


def text_of(step: lessons.Step, lang: str) -> str:
    """What a step's text speaker says: its text and its board's caption."""
    caption = step.board.caption.get(lang) if step.board is not None and step.board.caption else ""
    return " ".join(part for part in (step.text.get(lang), caption) if part)


def miss_the_first_question(page: Any) -> None:
    """Pick a wrong card at the lesson's first question (its third step) and validate it."""
    third = KIDS.steps[2]
    wrong = next(token for token in third.options if token not in third.answer)
    page.locator(f"button.lesson-card[data-token='{wrong}']").click()
    page.locator(f".lesson-card.picked[data-token='{wrong}']").wait_for()  # then « Valider » is on
    page.locator(".lesson-validate").click()
    page.locator(".lesson-wrong").wait_for()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_texts_are_said_in_order_in_the_pages_language(page: Any, server: str, lang: str) -> None:
    with_voices(page, BOTH)
    open_lesson(page, server, lang)
    expect(toggle(page)).to_have_text(t("menu.read_aloud", lang))
    expect(toggle(page)).to_have_attribute("aria-pressed", "false")  # off by default
    toggle(page).click()
    expect(toggle(page)).to_have_attribute("aria-pressed", "true")
    voice = "fr-FR" if lang == "fr" else "en-GB"
    assert until_said(page, 1) == [(text_of(KIDS.steps[0], lang), voice)]  # the step shown, at once
    page.locator(".lesson-next").click()
    page.locator(".lesson-step", has_text="2").wait_for()
    page.locator(".lesson-next").click()  # the first question
    page.locator(".lesson-step", has_text="3").wait_for()
    miss_the_first_question(page)
    words = until_said(page, 4)
    assert words[:3] == [(text_of(step, lang), voice) for step in KIDS.steps[:3]]
    assert words[3][1] == voice and words[3][0].endswith(t("lesson.nudge", lang))
    # each new text cancels the one before
    assert [u.get("cancel", False) for u in spoken(page)] == [True, False] * 4
    # the speaker button beside the question says it again
    page.locator(".say-text button.speaker").click()
    assert until_said(page, 5)[4] == (KIDS.steps[2].text.get(lang), voice)


def test_no_voice_for_the_language_the_toggle_says_so_and_stays_off(page: Any, server: str) -> None:
    with_voices(page, [{"lang": "de-DE", "name": "Deutsche Stimme"}])
    page.add_init_script(f"localStorage.setItem('{READ_ALOUD_KEY}', 'on')")  # even when kept on
    open_lesson(page, server)
    expect(toggle(page)).to_have_text(t("menu.no_voice", "fr"))
    expect(toggle(page)).to_have_attribute("aria-disabled", "true")
    expect(page.locator("button.read-aloud .words")).to_be_hidden()  # a struck-through speaker
    toggle(page).dispatch_event("click")  # a tap all the same (Playwright waits for an enabled button)
    expect(page.locator("button.read-aloud .words")).to_be_visible()  # then its words say why
    # (the tap's handler has run, and it alone could have turned reading on: nothing to wait for)
    assert toggle(page).get_attribute("aria-pressed") == "false"
    expect(page.locator("button.speaker:visible")).to_have_count(0)
    assert spoken(page) == []


def test_without_speech_synthesis_the_toggle_says_so(page: Any, server: str) -> None:
    page.add_init_script("delete window.speechSynthesis; Object.defineProperty(window, 'speechSynthesis', {value: undefined})")
    open_lesson(page, server)
    expect(toggle(page)).to_have_text(t("menu.no_voice", "fr"))
    expect(toggle(page)).to_have_attribute("aria-pressed", "false")


def test_the_choice_is_kept_after_a_reload(page: Any, server: str) -> None:
    with_voices(page, BOTH)
    open_lesson(page, server)
    expect(page.locator("button.speaker:visible")).to_have_count(0)  # off: no speaker buttons
    toggle(page).click()
    expect(page.locator(".say-text button.speaker")).to_be_visible()
    page.reload()
    page.locator(".lesson-title").wait_for()
    expect(toggle(page)).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".say-text button.speaker")).to_be_visible()
    assert until_said(page, 1) == [(text_of(KIDS.steps[0], "fr"), "fr-FR")]
    toggle(page).click()  # off, and kept off
    page.reload()
    page.locator(".lesson-title").wait_for()
    # drawn with its voice: the kept choice was read then, and nothing reads it again
    expect(toggle(page)).to_have_attribute("aria-disabled", "false")
    assert toggle(page).get_attribute("aria-pressed") == "false"


def test_a_table_says_the_turn_a_refusal_and_why(page: Any, server: str) -> None:
    with_voices(page, BOTH)
    page.add_init_script(f"localStorage.setItem('{READ_ALOUD_KEY}', 'on')")
    link, wrong = illegal_position()
    open_table(page, server, link)
    assert until_said(page, 1) == [(t("turn.you", "fr"), "fr-FR")]
    page.locator(f".hand.playable .card-btn[data-token='{wrong}']").click()
    page.locator(".hint").wait_for()
    refusal = page.locator(".hint-sentence").inner_text()
    assert until_said(page, 2)[1] == (refusal, "fr-FR")
    page.get_by_role("button", name=t("hint.why")).click()
    title = page.locator(".rule h2").inner_text()
    assert until_said(page, 3)[2][0].startswith(f"{title}. ")


def test_a_kids_lesson_is_finished_by_taps_on_speaker_and_answer_buttons_only(page: Any, server: str) -> None:
    """A child who cannot read: each step is heard (and heard again with its speaker button),
    then answered with the cards and the answer buttons; nothing else is tapped."""
    with_voices(page, BOTH)
    page.add_init_script(f"localStorage.setItem('{READ_ALOUD_KEY}', 'on')")  # an adult turned it on once
    open_lesson(page, server)
    # the only things tapped: a speaker button, a card, « Valider », « Suivant » / « Terminer »
    allowed = {"speaker": ".say-text button.speaker", "card": "button.lesson-card[data-token='{}']",
               "validate": ".lesson-validate button", "next": ".lesson-next button"}
    taps: list[str] = []

    def tap(kind: str, token: str = "") -> None:
        page.locator(allowed[kind].format(token)).first.click()
        taps.append(kind)

    heard = 0
    for step in KIDS.steps:
        page.locator(".lesson-step", has_text=f"Étape {step.number} sur {len(KIDS.steps)}").wait_for()
        heard += 1
        assert until_said(page, heard)[heard - 1][0] == text_of(step, "fr")  # read as it shows
        tap("speaker")  # and again
        heard += 1
        assert until_said(page, heard)[heard - 1][0] == text_of(step, "fr")
        if step.kind != "explain":
            for token in step.answer:
                tap("card", token)
                page.locator(f".lesson-card.picked[data-token='{token}']").wait_for()
            tap("validate")
            page.locator(".lesson-why.right").wait_for()
            heard += 1
            assert until_said(page, heard)[heard - 1][0] == step.why.get("fr")  # the why is heard
        tap("next")
    page.locator(".lesson-done").wait_for()
    assert until_said(page, heard + 1)[heard][0].startswith(t("lesson.done", "fr", title=KIDS.title.fr))
    assert taps.count("speaker") == taps.count("next") == len(KIDS.steps)


def test_axe_on_the_toggle_and_the_speaker_buttons(page: Any, server: str, axe_source: str,  # noqa: F811
                                                   shots: Path) -> None:
    with_voices(page, BOTH)
    page.add_init_script(f"localStorage.setItem('{READ_ALOUD_KEY}', 'on')")
    open_lesson(page, server)
    page.locator(".lesson-next").click()
    page.locator(".lesson-step", has_text="Étape 2").wait_for()
    page.locator(".lesson-next").click()
    page.locator(".lesson-step", has_text="Étape 3").wait_for()
    miss_the_first_question(page)
    expect(page.locator(".say-message button.speaker")).to_be_visible()
    box = page.locator(".say-message button.speaker").bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44
    page.screenshot(path=shots / "read-aloud-lesson.png")
    check(page, axe_source, "read aloud on, a lesson's speaker buttons")
    link, card = illegal_position()
    open_table(page, server, link)
    page.locator(f".hand.playable .card-btn[data-token='{card}']").click()
    page.locator(".hint").wait_for()
    expect(page.locator(".say-hint button.speaker")).to_be_visible()
    page.screenshot(path=shots / "read-aloud-table.png")
    check(page, axe_source, "read aloud on, a table's speaker buttons")
