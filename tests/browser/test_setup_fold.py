"""The setup form changes in place when another game is chosen (tests/ui/test_setup_form.py): a
tap on « Plus de réglages… » right after a game's button, before the form has changed, opens the
fold; and a keyboard user who presses a game's button keeps the focus on it.

The form used to be built anew for each game, the fold with it: the tap opened a fold on its way
out and the new one came closed (71 taps of 80 lost, in 4 runs), and the focus went back to
the page."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser

#: two games whose players' buttons differ: the new game's shows once the form has changed
GAMES = [("Tarot (3 à 6 joueurs)", "6"), ("Tarot Kids", "2")]
TAPS = 10

#: the element with the keyboard's focus, inside Panel's shadow roots
FOCUSED = """() => {
  let element = document.activeElement;
  while (element && element.shadowRoot && element.shadowRoot.activeElement) element = element.shadowRoot.activeElement;
  return element && element.matches(".choice-pill") ? [element.textContent, element.getAttribute("aria-pressed")] : null;
}"""


def changed(page: Any, players: str) -> None:
    """Wait until the form shows the new game: its own number of players is offered."""
    page.locator(".pick-players .choice-pill", has_text=players).wait_for()


def test_a_tap_on_the_fold_right_after_a_game_opens_it(page: Any, server: str) -> None:
    page.goto(server + "#/play")
    fold = page.locator("details.fold")
    fold.wait_for()
    lost = 0
    for tap in range(TAPS):
        game, players = GAMES[tap % len(GAMES)]
        page.get_by_role("button", name=game).click()
        page.locator(".fold summary").click()  # at once: the form has not changed yet
        changed(page, players)
        if fold.evaluate("d => d.open"):
            page.locator(".fold summary").click()  # folded again for the next tap
            page.locator("details.fold:not([open])").wait_for()
        else:
            lost += 1
    assert lost == 0, f"{lost} taps of {TAPS} lost"


def test_the_pressed_game_keeps_the_focus(page: Any, server: str) -> None:
    page.goto(server + "#/play")
    page.get_by_role("button", name="Tarot (3 à 6 joueurs)").focus()
    page.keyboard.press("Enter")
    changed(page, "6")
    assert page.evaluate(FOCUSED) == ["Tarot (3 à 6 joueurs)", "true"]
    page.keyboard.press("Tab")  # the next game, as if the form had not changed
    page.keyboard.press("Space")
    page.locator(".opt-target").wait_for(state="attached")  # Le Tarin's variant: the form has changed
    assert page.evaluate(FOCUSED) == ["Le Tarin (3 à 6 joueurs)", "true"]
