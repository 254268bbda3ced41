"""Every suit symbol of every deck draws something a child can see, as Chromium renders the card.

A symbol is a path in the card's ``<defs>``, drawn by ``<use>``: a path that encloses nothing
(two arcs of one circle, a wrong fill rule) or a fill the colour of its background leaves the
card as it would be without it. So each card is rendered twice, as shipped and with that path
emptied, and the two pictures must differ.
"""

from __future__ import annotations

import base64
import re

import pytest

from tests.helpers import make_cards

pytestmark = pytest.mark.browser

# one card of each suit of each deck, and the backs that show the suits' symbols
SUIT_CARDS = ([f"7{c}" for c in "NRJV"] + [f"E1{s}" for s in "BOGP"] + [f"7{s}" for s in "SHDC"]
              + [f"taroinche-7{s}" for s in "SHDC"] + [f"tamalou-7{s}" for s in "SHDC"])
BACKS = ["back-kids", "back-tarot", "back-tarin", "back-taroinche", "back-tamalou"]
SYMBOL = re.compile(r'(<path id="[^"]+" d=")([^"]*)"')
# at least a 10 × 10 patch: a symbol is shown at 19 px or more, a path with no inside
# changes nothing (or a hairline when stroked)
ENOUGH = 100

CHANGED = """async ([shipped, blank]) => {
  const pixels = async (svg) => {
    const img = new Image();
    img.src = "data:image/svg+xml;base64," + svg;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = 200;
    canvas.height = 300;
    const context = canvas.getContext("2d");
    context.drawImage(img, 0, 0);
    return context.getImageData(0, 0, 200, 300).data;
  };
  const [a, b] = [await pixels(shipped), await pixels(blank)];
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    const far = [0, 1, 2, 3].some((k) => Math.abs(a[i + k] - b[i + k]) > 24);
    if (far) changed++;
  }
  return changed;
}"""


def _b64(svg: str) -> str:
    return base64.b64encode(svg.encode()).decode()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_suit_symbol_draws_something_visible(browser, lang: str) -> None:
    drawn = make_cards().all_cards(lang)
    page = browser.new_page()
    faint = []
    for stem in SUIT_CARDS + BACKS:
        svg = drawn[f"{stem}.svg"][1]
        symbols = list(SYMBOL.finditer(svg))  # only the symbols' paths have an id
        assert symbols, f"{stem}: no symbol in <defs>"
        for symbol in symbols:
            blank = svg[:symbol.start(2)] + svg[symbol.end(2):]
            changed = page.evaluate(CHANGED, [_b64(svg), _b64(blank)])
            if changed < ENOUGH:
                faint.append(f"{stem}: {symbol.group(0)[:40]}… changes {changed} pixels")
    page.close()
    assert not faint, "symbols that draw (almost) nothing:\n" + "\n".join(faint)
