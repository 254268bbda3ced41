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
    page.get_by_role("button", name="Suivant").dblclick()
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
    page.locator(f"{HAND}[data-token='{played}']").dblclick()
    page.locator(f"{HAND}[data-token='{played}']").wait_for(state="detached")
    in_english(page)
    assert page.evaluate("window.hintsSeen") == [], "the second tap was taken"
    assert tokens(page) == [t for t in before if t != played]
    # the next tap is taken
    assert wait_for_turn_or_end(page)
    click_card(page, page.locator(HAND).first)
    assert len(tokens(page)) == len(before) - 2
