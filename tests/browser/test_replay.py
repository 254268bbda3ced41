"""« Rejoue tes erreurs » in a real browser under ``panel serve`` (issue 40): a mistake kept in
the saved progress shows under « Mes erreurs à rejouer » on the home page, opens at its position
with one tap, the same choice again says what it costs with every figure, and the language
switches mid-replay; on a phone (390 px) nothing scrolls sideways and every button of it is at
least 44 px high. (The whole way from a reviewed deal, offline, on the built site:
``tests/site/test_replay.py``; axe on these screens: ``tests/browser/test_a11y.py``.)"""

from __future__ import annotations

import functools
import json
from typing import Any

import pytest

from ui.coach import Coach
from ui.lesson_views import STORAGE_KEY
from ui.progress import Progress, Retry
from ui.table import Table
from ui.urlstate import GameSpec
from tests.ui.play import play_first_choices

pytestmark = pytest.mark.browser

#: Tarot at 3, seed 1, the player always taking the first allowed action: the bid (move 1) is a
#: mistake of some 100 points however few deals the review imagines
SPEC = GameSpec("tarot", 3, 1)


@functools.cache
def kept_mistake() -> tuple[Retry, str]:
    """The costliest replayable mistake of that deal (3 imagined deals a decision: quick), and
    the label of the button that makes the same choice again."""
    table = Table(SPEC, delay=0)
    play_first_choices(table)
    mistakes = [m for m in Coach(table, worlds=3).review() if m.retry is not None]
    retry = max(mistakes, key=lambda m: m.cost).retry
    at = Table(SPEC, (tuple(table.log[-1][:max(mistakes, key=lambda m: m.cost).ply]),), delay=0)
    label = next(c.label for c in at.show.choices() if c.action == retry.played)
    return retry, label


def saving_mistake() -> str:
    """A script that puts that mistake in the browser's saved progress, run before a page's own."""
    saved = Progress().keep_retry(kept_mistake()[0]).to_json()
    return f"localStorage.setItem({json.dumps(STORAGE_KEY)}, {json.dumps(saved)})"


def with_mistake(page: Any) -> tuple[Retry, str]:
    """The browser's saved progress holds that mistake before the page loads."""
    page.context.add_init_script(saving_mistake())
    return kept_mistake()


def open_kept(page: Any, server: str) -> tuple[Retry, str]:
    retry, label = with_mistake(page)
    page.goto(server)
    page.get_by_role("heading", name="Mes erreurs à rejouer").wait_for()
    page.locator(".home-retry").first.click()
    page.locator(".replay-intro").wait_for()
    return retry, label


def test_a_kept_mistake_opens_from_home_is_judged_and_switches_language(page: Any, server: str) -> None:
    retry, label = open_kept(page, server)
    assert page.locator(".replay-intro").get_attribute("data-played") == retry.played
    page.get_by_role("button", name=label, exact=True).click()
    page.locator(".replay-box.bad").wait_for()
    assert page.locator(".replay-figures li").count() == len(retry.figures)
    page.get_by_role("button", name="English").click()
    page.locator(".replay-sentence", has_text="less on average than").wait_for()
    page.get_by_role("button", name="Try again").click()
    page.locator(".replay-box").wait_for(state="detached")
    page.get_by_role("button", name="Back", exact=True).click()
    page.get_by_role("heading", name="My mistakes to replay").wait_for()


def test_on_a_phone_nothing_scrolls_sideways_and_buttons_are_big(page_on: Any, server: str) -> None:
    page = page_on(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    _, label = open_kept(page, server)
    page.get_by_role("button", name=label, exact=True).click()
    page.locator(".replay-box.bad").wait_for()
    for where in ("replay", "home"):
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, where
        heights = page.locator(".replay-again button, .replay-back button, .home-retry button").evaluate_all(
            "els => els.filter(e => e.offsetParent !== null).map(e => e.getBoundingClientRect().height)")
        assert heights and min(heights) >= 44, (where, heights)
        if where == "replay":
            page.get_by_role("button", name="Retour", exact=True).click()
            page.get_by_role("heading", name="Mes erreurs à rejouer").wait_for()
