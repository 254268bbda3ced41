"""The teacher's tools in a real browser: « Coup suivant » waits on the pupil's turn, the
position's link is copied (or selected when there is no clipboard), « Nouvelle partie » asks
before throwing a game away, and Back goes back one lesson step per press."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from ui.urlstate import GameSpec
from ui.table import Table

pytestmark = pytest.mark.browser

STEP = "Coup suivant ▶"


def teacher_table() -> Table:
    """A Kids table in teacher mode where a robot moves first, then the player."""
    for seed in range(1, 100):
        table = Table(GameSpec("kids", 3, seed), teacher=True, delay=0)
        if table.robots_to_move:
            return table
    raise AssertionError("no deal where a robot starts")


def expect_link(page: Any) -> None:
    """Wait until the link field holds the whole address (the page's own address comes from
    the browser a moment after the table is drawn)."""
    expect(page.get_by_label("Lien de cette position")).to_have_value(re.compile(r"^http://127\.0\.0\.1.*\?g=kids"))


def test_next_card_moves_robots_only_and_the_link_is_copied(page: Any, server: str) -> None:
    table = teacher_table()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{server}?{table.query()}")
    step = page.get_by_role("button", name=STEP)
    while page.locator(".hand.playable").count() == 0:
        assert step.is_enabled()
        before = page.locator(".trick .card, .held .card").count()
        step.click()
        page.wait_for_function(  # the robot's card is on the table (or the trick was gathered)
            """([before]) => { const all = (root) => Array.from(root.querySelectorAll('*')).flatMap(e =>
                 [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
               const nodes = all(document);
               return nodes.some(e => e.matches('.hand.playable')) ||
                      nodes.filter(e => e.matches('.trick .card, .held .card')).length !== before; }""",
            arg=[before])
    # the pupil's turn: the button waits and says why
    expect_link(page)
    page.locator(".step-help").filter(has_text="À l'élève de jouer").wait_for()
    assert step.is_disabled()
    page.get_by_role("button", name="Copier le lien").click()
    page.locator(".copy-note").filter(has_text="Lien copié").wait_for()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.get_by_label("Lien de cette position").input_value()
    assert copied.startswith("http://127.0.0.1") and "t=1" in copied and "g=kids" in copied


def test_without_a_clipboard_the_link_is_selected(page: Any, server: str) -> None:
    page.add_init_script("Object.defineProperty(navigator, 'clipboard', { value: undefined })")
    page.goto(f"{server}?{teacher_table().query()}")
    field = page.get_by_label("Lien de cette position")
    field.wait_for()
    page.wait_for_function("() => document.readyState === 'complete'")
    expect_link(page)
    page.get_by_role("button", name="Copier le lien").click()
    page.locator(".copy-note").filter(has_text="Ctrl+C").wait_for()
    selected = field.evaluate("f => f.value.slice(f.selectionStart, f.selectionEnd)")
    assert selected == field.input_value() and "g=kids" in selected


def test_new_game_asks_first_while_a_game_is_under_way(page: Any, server: str) -> None:
    table = teacher_table()
    table.step()  # a robot's card: the deal is under way
    page.goto(f"{server}?{table.query()}")
    page.locator(".tarot-felt").wait_for()
    page.get_by_role("button", name="Nouvelle partie").click()
    question = page.locator(".confirm-new .confirm")
    question.wait_for()
    assert "partie est en cours" in question.inner_text()
    page.get_by_role("button", name="Non, continuer").click()
    question.wait_for(state="hidden")
    assert page.locator(".tarot-felt").is_visible()
    page.get_by_role("button", name="Nouvelle partie").click()
    page.get_by_role("button", name="Oui, nouvelle partie").click()
    page.locator(".setup-title").wait_for()


def test_back_goes_back_one_lesson_step_per_press(page: Any, server: str) -> None:
    page.goto(server)
    page.get_by_role("button", name="Apprendre").click()
    page.locator(".path-title").wait_for()
    page.goto(f"{server}#/lesson/kids-cards/1")
    step = page.locator(".lesson-step")
    step.filter(has_text="Étape 1 ").wait_for()
    page.wait_for_url("**?l=fr#/lesson/kids-cards/1")
    for number in (2, 3):
        page.get_by_role("button", name="Suivant ▶").click()
        step.filter(has_text=f"Étape {number} ").wait_for()
        page.wait_for_url(f"**#/lesson/kids-cards/{number}")
    for number in (2, 1):
        page.go_back()
        step.filter(has_text=f"Étape {number} ").wait_for()
        assert page.url.endswith(f"#/lesson/kids-cards/{number}")
    page.go_back()
    page.locator(".path-title").wait_for()
    page.go_forward()
    step.filter(has_text="Étape 1 ").wait_for()
