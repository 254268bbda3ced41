"""Robots at « difficile » on the real site (issue 30): a shared link to a seeded 4-player Tarot
deal with three of them, opened in Chromium (Pyodide 0.29.3 in the app's worker). The player
passes and plays a card at each turn; the robots bid, take and play every trick, and the deal
reaches its end screen with the score. While a robot searches its card, the page answers: the
language switch, clicked as that robot starts thinking, shows on screen before its card does.

Why this does not hang on the clock: the robots play with no delay between two cards (the site's
test setting), and the next robot's search begins in the very turn of the worker that sent the
last card, so the click (made by the page's script as soon as that card shows) reaches a worker
already searching. A search run in one block answers it only once its card is down (checked: the
test fails on a ``run_robots`` that calls the synchronous ``step()``); a search in slices answers
it between two slices. It needs only the search to outlast the click's way to the worker: a few
milliseconds, against 0.4 s (idle) to the 1 s cap for that robot's lead of the second trick.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from benchmarks.site_bench import DEEP, RECORD_TABLE, ROBOTS_SEED, decision_or_end, take_decision
from benchmarks.site_taps import ROBOTS_LINK

from .conftest import serving
from .test_csp import POLICY_WORDS
from .test_real_boot import boot

pytestmark = pytest.mark.browser

#: once armed (by the player's card), as soon as the status names a second robot thinking (the
#: first robot's card is down, the next robot's search has begun in the same turn of the
#: worker), click « English », and note what the table showed then
SWITCH_AS_THE_NEXT_ROBOT_THINKS = DEEP + """
const names = [];
window.switched = null;
window.onTableState = (state) => {
  const thinking = state.status.match(/^(.+) réfléchit…$/);
  if (window.switched || !window.armed || !thinking) return;
  if (!names.includes(thinking[1])) names.push(thinking[1]);
  if (names.length < 2) return;
  window.switched = state;
  deep(document, 'button').find((b) => b.textContent.trim() === 'English').click();
};"""


def test_hard_robots_play_a_whole_deal_and_the_page_answers_while_they_think(real_site: Path,
                                                                             browser: Any) -> None:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.add_init_script("localStorage.setItem('tarot-ecole.delay', '0')")
    errors: list[str] = []
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text)
            if m.type == "error" or POLICY_WORDS in m.text else None)
    with serving(real_site) as served:
        boot(page, served.url + ROBOTS_LINK.format(seed=ROBOTS_SEED, level="hard"))
        page.evaluate(f"() => {{ {RECORD_TABLE} }}")
        page.evaluate(f"() => {{ {SWITCH_AS_THE_NEXT_ROBOT_THINKS} }}")

        page.get_by_role("button", name="Passe", exact=True).wait_for()
        take_decision(page)  # the player passes: the robots bid and take
        assert decision_or_end(page)
        page.evaluate("window.armed = true")
        take_decision(page)  # the player's first card: the robots think in turn
        page.wait_for_function("document.documentElement.lang === 'en'")
        switched = page.evaluate("window.switched")
        seen = page.evaluate("window.tableSeen")
        robot = switched["status"].removesuffix(" réfléchit…")
        after = [s for s in seen if s["at"] >= switched["at"]]
        until_its_card = after[: next((i for i, s in enumerate(after) if s["trick"] != switched["trick"]),
                                      len(after))]
        assert any(s["status"] == f"{robot} is thinking…" for s in until_its_card), (
            f"the switch to English did not show while {robot} was thinking, before its card "
            f"(states from the click on: {after[:8]})")

        plays = 1
        while decision_or_end(page):
            take_decision(page)
            plays += 1
        # the end screen, in English since the switch: the score step by step and the sheet
        page.locator(".score-steps li").first.wait_for()
        assert page.locator(".score-steps h3").inner_text() == "The score, step by step"
        assert page.locator(".score-sheet tbody tr").count() == 2  # the deal and the total
        context.close()  # before the server stops: its closing would reset the page's requests
    assert plays == 18  # every card of the player's hand: the robots played every trick
    assert errors == [], f"errors in the page: {errors}"
