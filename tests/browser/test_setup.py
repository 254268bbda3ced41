"""The setup screen shows what is chosen and fits a phone: at each of the four screens the chosen
game and number of players are filled, ticked and ``aria-pressed``; every target is at least
44 px; « Jouer ! » is on the first screen with the settings most players never change (variants,
robots, seed) folded under it; a number field keeps its distance from the screen's edge."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.browser.test_viewports import SCREENS, TAP, address, boxes, check_decision

pytestmark = pytest.mark.browser

PILLS = ".choice-pill"


def pressed(page: Any) -> list[str]:
    return page.locator(f"{PILLS}[aria-pressed='true']").all_inner_texts()


@pytest.mark.parametrize("name", list(SCREENS))
def test_the_setup_shows_its_choice_and_fits(name: str, page_on: Callable[..., Any], server: str,
                                             shots: Path) -> None:
    page = page_on(**SCREENS[name])
    page.goto(address(server, name, route="#/play"))
    page.locator(".setup-title").wait_for()
    page.get_by_role("button", name="Tarot (3 à 6 joueurs)").click()
    page.get_by_role("button", name="6", exact=True).wait_for()
    page.get_by_role("button", name="5", exact=True).click()
    page.locator(f"{PILLS}[aria-pressed='true']", has_text="5").wait_for()
    # one game and one number of players chosen, each ticked and filled unlike the others
    assert [text.lstrip("✓ ").strip() for text in pressed(page)] == ["Tarot (3 à 6 joueurs)", "5"]
    looks = page.locator(PILLS).evaluate_all("""els => els.map(e => [e.getAttribute('aria-pressed'),
        getComputedStyle(e).backgroundColor, getComputedStyle(e, '::before').content])""")
    chosen = {(color, tick) for state, color, tick in looks if state == "true"}
    others = {(color, tick) for state, color, tick in looks if state == "false"}
    assert len(chosen) == 1 and chosen.isdisjoint(others) and next(iter(chosen))[1].startswith('"✓ "')
    # the tick is seen, not read: a chosen button keeps its plain name (aria-pressed says it)
    assert page.get_by_role("button", name="5", exact=True, pressed=True).count() == 1
    # the choices, the teacher's box, the fold and « Jouer ! »: on the first screen, finger-sized
    check_decision(page, f"{PILLS}, .setup .check-field, .fold summary, .start .bk-btn")
    assert not page.locator("input[placeholder='42']").is_visible()  # folded
    page.screenshot(path=shots / f"screen-{name}-setup.png")

    page.locator(".fold summary").click()
    page.locator("input[placeholder='42']").wait_for()
    numbers = boxes(page, ".number-field")
    assert numbers and min(b["x"] for b in numbers) >= 8, f"a number field touches the edge: {numbers}"
    fields = boxes(page, ".number-row button, select, input[placeholder='42']")
    small = [(b["what"], round(b["w"]), round(b["h"])) for b in fields if min(b["w"], b["h"]) < TAP - 0.5]
    assert small == [], f"smaller than {TAP} px: {small}"
