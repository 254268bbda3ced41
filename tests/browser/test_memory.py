"""A class's long afternoon in one page: 30 Kids deals played by mouse against `panel serve`, and
the page's memory stays flat. Before, each deal's score chart (a new Bokeh figure: ~100 models,
kept for good by BokehJS's plot view) and end-of-deal buttons stayed in the page: +110 BokehJS
models and +0.7 MB of JS heap a deal."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.test_app import HAND, settle, tokens, wait_for_turn_or_end

pytestmark = pytest.mark.browser

DEALS = 30
WARM_UP = 5  # deals before the first count: the chart and the end-of-deal screen exist by then
#: models the page may hold after deal 30 beyond those after deal 5 (none are expected: every
#: widget is kept and updated; the slack is for a notice or a tooltip Panel might add once)
MODEL_SLACK = 20
#: JS heap a deal may add, after garbage collection: the score sheet and the log grow by a line
#: a deal (a few kB); the old page added 0.7 to 0.9 MB a deal, the page now about 0.1 MB
HEAP_PER_DEAL = 0.3e6

#: a Kids game nobody wins within 30 deals, against quick robots
LINK = "g=kids&n=3&s=3&o=target:1000&b=easy,easy"


def play_deal(page: Any) -> None:
    """Click cards until the deal ends: the first card, or the first lit one once a hint lights
    the cards allowed."""
    while wait_for_turn_or_end(page):
        before = tokens(page)
        lit = page.locator(".hand .card-btn:has(.card.lit)")
        hinted = lit.count() > 0
        (lit.first if hinted else page.locator(HAND).first).click()
        # after a lit card, only the hand losing it counts: the hint may still be on the page
        settle(page, before, hint=not hinted)


def models(page: Any) -> int:
    """The models BokehJS holds for the page."""
    return page.evaluate("Bokeh.documents[0].all_models.size")


def heap(cdp: Any) -> float:
    """The JS heap in use after a full garbage collection, in bytes."""
    cdp.send("HeapProfiler.collectGarbage")
    return cdp.send("Runtime.getHeapUsage")["usedSize"]


def test_thirty_deals_in_one_page_keep_the_memory_flat(page: Any, server: str) -> None:
    page.goto(f"{server}?{LINK}")
    page.locator(".tarot-felt").wait_for()
    cdp = page.context.new_cdp_session(page)
    counts: dict[int, tuple[int, float]] = {}
    for deal in range(1, DEALS + 1):
        play_deal(page)
        if deal in (WARM_UP, DEALS):
            counts[deal] = (models(page), heap(cdp))
        if deal < DEALS:
            page.locator(".next").click()  # « Donne suivante », or « Redistribuer » when nobody bet
            page.locator(".verdict").wait_for(state="detached")
    (first, first_heap), (last, last_heap) = counts[WARM_UP], counts[DEALS]
    assert last <= first + MODEL_SLACK, f"BokehJS models: {first} after deal {WARM_UP}, {last} after deal {DEALS}"
    per_deal = (last_heap - first_heap) / (DEALS - WARM_UP)
    assert per_deal < HEAP_PER_DEAL, f"the JS heap grew {per_deal / 1e6:.2f} MB a deal"
    # the chart still follows the game: a point a deal and the start, ending on the sheet's totals
    rows = page.locator(".score-sheet tbody tr")
    totals = [int(cell.replace("−", "-")) for cell in rows.last.locator("td").all_inner_texts()]
    chart = page.evaluate("""() => [...Bokeh.documents[0].all_models]
        .filter(m => m.constructor.__name__ === 'ColumnDataSource')
        .map(m => Object.fromEntries(m.data instanceof Map ? m.data : Object.entries(m.data)))
        .filter(data => 's0' in data)
        .map(data => [data.x.length, ...Object.keys(data).filter(k => k !== 'x').map(k => data[k].at(-1))])""")
    assert chart == [[rows.count(), *totals]]  # the sheet's rows: one a deal, and the total
