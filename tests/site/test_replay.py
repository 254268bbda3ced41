"""« Rejoue tes erreurs » on the real site (issue 40): a finished Tarot deal at 3 (the teacher's
link with its moves: the player always took the first allowed action), reviewed inside Pyodide;
the costliest mistake (the bid: some 100 points lost, whatever the number of imagined deals the
browser's time allows) replayed from the review; then the page reloaded with the network cut,
and the mistake found again under « Mes erreurs à rejouer », opened at that very position. How
fast it opens is measured by ``benchmarks/site_bench.py`` (``replay_open_ms``), not here.

Built from the real distribution as ``test_real_boot.py`` is (``real_site``): without it the
build fails with what to set, never skips."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from ui.games.presenter import HUMAN
from ui.table import Table
from ui.urlstate import GameSpec, Link, encode

from .conftest import serving
from .test_real_boot import NOT_LOCAL, boot
from tests.ui.play import play_first_choices

pytestmark = pytest.mark.browser

#: the deal: Tarot at 3, seed 1; its costliest mistake is the player's bid (move 1)
SPEC, PLY = GameSpec("tarot", 3, 1), 1


def first_choices() -> Table:
    """The deal played to its end, the player always taking the first allowed action."""
    table = Table(SPEC, delay=0)
    play_first_choices(table)
    return table


def test_a_reviewed_mistake_is_replayed_then_found_again_offline(real_site: Path, browser: Any) -> None:
    table = first_choices()
    played = table.log[-1][PLY]
    at = Table(SPEC, (tuple(table.log[-1][:PLY]),), delay=0)
    assert at.deal.to_act == HUMAN
    label = next(c.label for c in at.show.choices() if c.action == str(played))
    context = browser.new_context(viewport={"width": 390, "height": 844})
    outside: list[str] = []
    errors: list[str] = []
    context.route(NOT_LOCAL, lambda route: (outside.append(route.request.url), route.abort()))
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.on("pageerror", lambda error: errors.append(str(error)))
    with ExitStack() as running:
        url = running.enter_context(serving(real_site)).url
        boot(page, f"{url}?{encode(Link(SPEC, (tuple(table.log[-1]),), teacher=True))}")
        page.get_by_role("button", name="Revoir mes choix").click()
        replay = page.get_by_role("button", name="Rejouer ce coup")
        replay.first.wait_for(timeout=180_000)
        # the costliest mistake is listed first: the bid
        assert page.locator(".review-item p").first.get_attribute("data-ply") == str(PLY)
        replay.first.click()
        page.locator(".replay-intro").wait_for()
        assert page.locator(".replay-intro").get_attribute("data-played") == str(played)
        page.get_by_role("button", name=label, exact=True).click()
        page.locator(".replay-box.bad").wait_for()  # the same choice again: what it costs, figures shown
        assert page.locator(".replay-figures li").count() >= 2
        page.wait_for_function("navigator.serviceWorker.controller !== null")

    # no server, no network: the page reloads from the service worker, the mistake is kept
    context.set_offline(True)
    boot(page, url)
    page.get_by_role("heading", name="Mes erreurs à rejouer").wait_for()
    page.locator(".home-retry").first.click()
    page.locator(".replay-intro").wait_for()
    assert page.locator(".replay-intro").get_attribute("data-played") == str(played)
    page.get_by_role("button", name=label, exact=True).wait_for()
    context.close()
    assert outside == [], f"requests outside 127.0.0.1: {outside}"
    assert errors == [], f"errors in the page: {errors}"
