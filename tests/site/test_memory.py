"""Memory flat over a school afternoon (issue 43): Tarot Kids deals one after the other in one page of
the real site, the robots at no delay, a new game started whenever one is won (about every five
deals, one at least among those counted: each new game once left the last one's screens in the page,
+115 models and about 1 MB, until BokehJS let go of them 30 s after the page's last change). The
page's JavaScript objects after a garbage collection (its heap less the code V8 compiles and the
browser's native objects: :func:`benchmarks.site_taps.objects_mb`) grow at most issue 43's 5 MB over
100 deals, scaled to the deals played here, and the app's Bokeh document holds as many models after
the last deal as after the first, its score chart still following the score sheet. (Each deal's
score chart, then a new Bokeh figure, once stayed in the page for good: +110 models and +0.7 MB of
heap a deal.)

The first deals are not counted: the page compiles and caches its code, styles and fonts while
they are played (their growth stops; see docs/benchmarks.md, where the benchmark plays 100).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from benchmarks.site_taps import AFTERNOON_LINK, GOALS, NO_DELAY, WARM, open_table, play_deals

from .conftest import serving

pytestmark = pytest.mark.browser

#: deals counted after the :data:`~benchmarks.site_taps.WARM` ones
COUNTED = 10
#: each total in the score chart's name (« … après 12 donnes : Toi 40, Léa −20. »)
TOTAL = re.compile(r"(−?\d+)(?:,|\.$)")


def test_the_heap_and_the_models_stay_flat_deal_after_deal(real_site: Path, browser: Any) -> None:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.add_init_script(NO_DELAY)
    with serving(real_site) as served:
        page = open_table(context, served.url + AFTERNOON_LINK.format(seed=1), 240)
        steps = play_deals(page, WARM + COUNTED, every=WARM)
        # the score chart still follows the game: a point a deal and the start on each line,
        # named by the sheet's totals
        rows = page.locator(".score-sheet tbody tr")
        totals = rows.last.locator("td").all_inner_texts()
        chart = page.locator("svg.chart")
        points = chart.locator("polyline").evaluate_all("lines => lines.map(l => l.getAttribute('points'))")
        named = TOTAL.findall(chart.get_attribute("aria-label"))
        sheet = ([rows.count()] * len(totals), totals)
    context.close()
    first, last = steps[1], steps[-1]
    assert (first["deals"], last["deals"]) == (WARM, WARM + COUNTED)
    assert last["games"] > first["games"], steps  # a new game among the deals counted
    bound = GOALS["heap_growth_100_deals_mb"] * COUNTED / 100
    assert last["objects_mb"] - first["objects_mb"] <= bound, steps
    assert last["models"] == first["models"], steps
    assert ([len(p.split()) for p in points], named) == sheet
