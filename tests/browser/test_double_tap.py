"""A double tap is one press (issue 39): a press is taken once per screen, so the second tap
of a double tap, made on the screen the first one left, does nothing.

Before, both taps reached Python one after the other: a double tap on a lesson's « Suivant »
skipped an explanation (step 1 → 3), and a double tap on a legal card played it, then played it
again on the next screen, where it was no longer in the hand or no longer the player's turn
(« Tu n'as pas le Prof de Sciences bleu dans ta main », « Ce n'est pas ton tour »).
"""

from __future__ import annotations

from typing import Any

import pytest

import lessons

from ui.urlstate import GameSpec

from .test_app import HAND, click_card, human_table, open_table, tokens, wait_for_turn_or_end

pytestmark = pytest.mark.browser

LESSON = lessons.load().lessons[0]  # its first two steps explain: « Suivant » moves on at once

#: every hint the page shows, recorded as it shows (a robot's card takes it away 50 ms later)
RECORD_HINTS = """() => {
  const seen = window.hintsSeen = [];
  const deep = (root) => [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? deep(e.shadowRoot) : [])]);
  setInterval(() => {
    for (const e of deep(document)) {
      if (e.classList.contains('hint') && e.offsetParent && !seen.includes(e.textContent)) seen.push(e.textContent);
    }
  }, 10);
}"""


def double_tap(target: Any) -> None:
    """Two taps in one task of the page, so that nothing from Python comes between them: a double
    tap made faster than Python answers, as on a slow tablet. (Playwright's ``dblclick`` sends each
    tap in a call of its own: on a loaded machine Python's answer came between them, and a tap made
    once the answer is in is a tap on the new screen, which is taken.)"""
    target.evaluate("(element) => { element.click(); element.click(); }")


def in_english(page: Any) -> None:
    """« English » pressed, and Python's answer drawn: Python answers the page's messages in turn, so
    the answer to a second tap, had it been taken, has come before this one."""
    page.get_by_role("button", name="English", exact=True).click()
    page.get_by_role("button", name="Home", exact=True).wait_for()  # the header, drawn by Python


def step_shown(page: Any) -> str:
    return page.locator(".lesson-step").inner_text()


def test_a_double_tap_on_next_moves_one_step(page: Any, server: str) -> None:
    count = len(LESSON.steps)
    assert [s.kind for s in LESSON.steps[:2]] == ["explain", "explain"]
    page.goto(f"{server}#/lesson/{LESSON.id}/1")
    page.locator(".lesson-step", has_text=f"Étape 1 sur {count}").wait_for()
    double_tap(page.get_by_role("button", name="Suivant"))
    page.locator(".lesson-step", has_text=f"Étape 2 sur {count}").wait_for()
    in_english(page)
    assert f"Step 2 of {count}" in step_shown(page), "the second tap was taken"
    # a press on the new screen is taken, with the keyboard too
    page.get_by_role("button", name="Next").focus()
    page.keyboard.press("Enter")
    page.locator(".lesson-step", has_text=f"Step 3 of {count}").wait_for()


def test_a_double_tap_on_a_card_plays_it_once(page: Any, server: str) -> None:
    table = human_table(GameSpec("kids", 3, 7))
    open_table(page, server, table.query())
    assert wait_for_turn_or_end(page)
    page.evaluate(RECORD_HINTS)
    before = tokens(page)
    assert before == [str(c) for c in table.view.hand]
    played = str(table.view.legal[-1].card)
    double_tap(page.locator(f"{HAND}[data-token='{played}']"))
    page.locator(f"{HAND}[data-token='{played}']").wait_for(state="detached")
    in_english(page)
    assert page.evaluate("window.hintsSeen") == [], "the second tap was taken"
    assert tokens(page) == [t for t in before if t != played]
    # the next tap is taken
    assert wait_for_turn_or_end(page)
    click_card(page, page.locator(HAND).first)
    assert len(tokens(page)) == len(before) - 2


def python_says(page: Any) -> list[str]:
    """Each message Python sends the page from now on, as text (a list that grows)."""
    said: list[str] = []
    page.on("websocket", lambda socket: socket.on(
        "framereceived", lambda frame: said.append(frame) if isinstance(frame, str) else None))
    return said


def test_the_answer_to_a_press_comes_with_its_new_screen(page: Any, server: str) -> None:
    """The page takes the next press once Python has answered (its ``answered`` mark): in the
    message of the new screen, so that no tap falls between the two (after the mark alone, a
    double tap's second tap moved a lesson two steps; after the screen alone, a tap on it was
    lost). `panel serve` sends each change on its own unless Python holds them."""
    said = python_says(page)
    page.goto(f"{server}#/lesson/{LESSON.id}/1")
    page.locator(".lesson-step", has_text="Étape 1 sur").wait_for()
    before = len(said)
    page.get_by_role("button", name="Suivant").click()
    page.locator(".lesson-step", has_text="Étape 2 sur").wait_for()
    step = next(m for m in said[before:] if "tape 2 sur" in m)  # « Étape », its É escaped or not
    assert "answered-1" in step
    # the new address too: a reload made once the new screen shows reloads that screen (the
    # address came three messages after a lesson's title, and a reload went back to the check)
    assert f"#/lesson/{LESSON.id}/2" in step

    table = human_table(GameSpec("kids", 3, 7))
    open_table(page, server, table.query())
    assert wait_for_turn_or_end(page)
    before = len(said)
    played = str(table.view.legal[-1].card)
    page.locator(f"{HAND}[data-token='{played}']").click()
    page.locator(f"{HAND}[data-token='{played}']").wait_for(state="detached")
    scene = next(m for m in said[before:] if '"drawing"' in m)
    assert '"answered"' in scene
