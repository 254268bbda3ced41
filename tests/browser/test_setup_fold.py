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

#: the element with the keyboard's focus, inside Panel's shadow roots (`element`)
ACTIVE = """
  let element = document.activeElement;
  while (element && element.shadowRoot && element.shadowRoot.activeElement) element = element.shadowRoot.activeElement;"""
#: the pressed choice with the focus: its words and aria-pressed
FOCUSED = f"""() => {{{ACTIVE}
  return element && element.matches(".choice-pill") ? [element.textContent, element.getAttribute("aria-pressed")] : null;
}}"""


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


#: the number of players changed the way a tap does, with the keyboard's focus left where it is:
#: Python's answer then comes while a name is being typed, as when it comes late after a tap
PLAYERS_TO = """(players) => {
  for (const model of Bokeh.documents[0]._all_models.values()) {
    if (model.css_classes && model.css_classes.includes("pick-players")) model.data.value = players;
  }
}"""

#: the text of the field with the keyboard's focus
TYPED = f"""() => {{{ACTIVE}
  return element && element.matches("input") ? element.value : null;
}}"""


def test_a_name_being_typed_keeps_its_field_while_the_form_changes(page: Any, server: str) -> None:
    """The seats' fields stay the same elements: when the box around them was drawn again for
    another number of players, the name being typed lost the focus and the next letters went
    nowhere (a test's « Ana » was lost so, and « Jouer ! » asked for every person's name)."""
    page.goto(server + "#/play")
    page.get_by_role("button", name="Tarot (3 à 6 joueurs)").click()
    changed(page, "6")
    page.locator(".fold summary").click()
    page.get_by_label("Ton prénom (facultatif si tu joues seul)").click()
    page.keyboard.type("An")
    page.evaluate(PLAYERS_TO, "5")
    page.get_by_label("Place 5", exact=True).wait_for()  # Python's answer is drawn
    page.keyboard.type("a")
    assert page.evaluate(TYPED) == "Ana"
