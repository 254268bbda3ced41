"""Memory flat over a school afternoon (issue 43): Tarot Kids deals one after the other in one
page of the real site, the robots at no delay. The page's JavaScript objects after a garbage
collection (its heap less the code V8 compiles and the browser's native objects:
:func:`benchmarks.site_taps.objects_mb`) grow
at most issue 43's 5 MB over 100 deals, scaled to the deals played here, and
the app's Bokeh document holds as many models after the last deal as after the first, its score
chart still following the score sheet. (Each deal's score chart, a new Bokeh figure, once stayed
in the page for good: +110 models and +0.7 MB of heap a deal.)

The first deals are not counted: the page compiles and caches its code, styles and fonts while
they are played (their growth stops; see docs/benchmarks.md, where the benchmark plays 100).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from benchmarks.site_taps import GOALS, LONG_KIDS_LINK, NO_DELAY, WARM, open_table, play_deals

from .conftest import serving

pytestmark = pytest.mark.browser

#: deals counted after the :data:`~benchmarks.site_taps.WARM` ones
COUNTED = 10
#: the score chart's points (its ``x``) and each player's last value
CHART = """() => [...Bokeh.documents[0].all_models]
    .filter(m => m.constructor.__name__ === 'ColumnDataSource')
    .map(m => Object.fromEntries(m.data instanceof Map ? m.data : Object.entries(m.data)))
    .filter(data => 's0' in data)
    .map(data => [data.x.length, ...Object.keys(data).filter(k => k !== 'x').map(k => data[k].at(-1))])"""


def test_the_heap_and_the_models_stay_flat_deal_after_deal(real_site: Path, browser: Any) -> None:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.add_init_script(NO_DELAY)
    with serving(real_site) as served:
        page = open_table(context, served.url + LONG_KIDS_LINK.format(seed=1), 240)
        steps = play_deals(page, WARM + COUNTED, every=WARM)
        # the score chart, built once and updated in place, still follows the game: a point a
        # deal and the start, ending on the sheet's totals
        rows = page.locator(".score-sheet tbody tr")
        totals = [int(cell.replace("−", "-")) for cell in rows.last.locator("td").all_inner_texts()]
        chart, sheet = page.evaluate(CHART), [rows.count(), *totals]
    context.close()
    first, last = steps[1], steps[-1]
    assert (first["deals"], last["deals"]) == (WARM, WARM + COUNTED)
    bound = GOALS["heap_growth_100_deals_mb"] * COUNTED / 100
    assert last["objects_mb"] - first["objects_mb"] <= bound, steps
    assert last["models"] == first["models"], steps
    assert chart == [sheet]
