"""A tap made before the page has told the server it is drawn is answered on screen.

Panel counts a served session as connected only once the page reports that it has drawn
everything (Bokeh's ``DocumentReady``), and drops, until then, every change made inside a hold
(each layout's change is): the page is supposed to fetch the whole document later. It fetched
it before drawing, though, so a tap made meanwhile — on a slow or busy machine the page looks
ready well before that report — was handled in Python and never shown: a refused bid's hint
stayed hidden (`test_sticky`'s refusals failed so, once in a while, under load). Here the page's
report is held back until the test lets it go, so the tap surely comes first.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

#: the page's messages to the server, each sent whole as it comes, but the one that says the
#: page is drawn: kept until ``tarotSendReady()`` (a Bokeh message is a header, its metadata and
#: its content, then two frames a buffer)
HOLD_READY = """(() => {
  const PageSocket = window.WebSocket;
  window.tarotReadyHeld = false;
  window.WebSocket = class extends PageSocket {
    constructor(...args) {
      super(...args);
      let frames = [];
      const send = (frame) => super.send(frame);
      this.send = (frame) => {
        frames.push(frame);
        const header = JSON.parse(frames[0]);
        if (frames.length < 3 + 2 * (header.num_buffers || 0)) return;
        const message = frames;
        frames = [];
        if (typeof message[2] === 'string' && message[2].includes('"document_ready"')) {
          window.tarotReadyHeld = true;
          window.tarotSendReady = () => message.forEach(send);
        } else {
          message.forEach(send);
        }
      };
    }
  };
})();"""

#: a legal move at the same place: a higher bid, a spade
LEGAL = {"button": "role=button[name='Garde (× 2)']", "card": ".hand .card-btn[data-token='5S']"}
REFUSED = {
    "button": ("g=tarot&n=4&s=1&l=fr&m=bid:prise", "role=button[name='Prise (× 1)']"),
    "card": ("g=premier&n=3&s=1&l=fr&m=1S", ".hand.playable .card-btn[data-token='3H']"),
}


@pytest.mark.parametrize("kind", REFUSED)
def test_a_refused_tap_before_the_page_is_counted_drawn_shows_its_hint(kind: str, page: Any, server: str) -> None:
    link, target = REFUSED[kind]
    page.add_init_script(HOLD_READY)
    page.goto(f"{server}?{link}")
    page.locator(target).click()
    assert page.evaluate("window.tarotReadyHeld")  # the tap was made before the server knew
    page.locator(".hint").wait_for()
    page.evaluate("window.tarotSendReady()")
    # then the page goes on as any other: a legal move is taken (the hint goes) and left
    page.locator(LEGAL[kind]).click()
    page.locator(".hint").wait_for(state="hidden")
    expect(page.locator(LEGAL[kind])).to_have_count(0)
