"""What the site's benchmarks read and do in the page: the app live, a table's states as they
change, the player's next decision taken (shared by :mod:`benchmarks.site_bench` and
:mod:`benchmarks.site_taps`, so that neither imports the other back)."""

from __future__ import annotations

from typing import Any


READY = {"site": "document.documentElement.dataset.siteReady === '1'",
         "bare": "document.documentElement.dataset.ready === '1'"}


#: calls ``changed()`` after each change of the page: every shadow root is watched, new ones too
OBSERVE = """const observer = new MutationObserver((records) => {
  for (const r of records) for (const n of r.addedNodes) watch(n);
  changed();
});
const watch = (root) => {
  if (!(root instanceof Element || root instanceof Document || root instanceof ShadowRoot)) return;
  observer.observe(root, {subtree: true, childList: true, characterData: true, attributes: true});
  for (const e of [root, ...root.querySelectorAll('*')]) if (e.shadowRoot) watch(e.shadowRoot);
};
watch(document);"""


#: a shadow DOM-piercing ``querySelectorAll`` for the page's scripts (Panel draws in shadow roots)
DEEP = """const deep = (root, sel) => [...root.querySelectorAll(sel), ...[...root.querySelectorAll('*')]
  .filter((e) => e.shadowRoot).flatMap((e) => deep(e.shadowRoot, sel))];"""


#: the table's state on screen at each change, with the page's clock (ms): the language, the
#: status line, the cards of the trick, whether the player has a decision to make, whether the
#: deal's end shows; ``window.onTableState`` (if set) is called with each new state
#: (it runs in the page's own tasks, at each change: the shadow roots are found once per state,
#: not once per selector, as four walks of the whole page made the app's tasks 20-60 ms longer
#: at 4x, and those are measured)
RECORD_TABLE = """
const seen = window.tableSeen = [];
const state = () => {
  const roots = [document];
  for (let i = 0; i < roots.length; i++) for (const e of roots[i].querySelectorAll('*')) if (e.shadowRoot) roots.push(e.shadowRoot);
  const all = (sel) => roots.flatMap((r) => [...r.querySelectorAll(sel)]);
  return {lang: document.documentElement.lang,
          status: all('.status-line').map((e) => e.textContent).join(''),
          trick: all('.trick .card').map((e) => e.dataset.token).join(' '),
          turn: all('.hand.playable, .choice').length > 0,
          end: all('.verdict').length > 0};
};
const changed = () => {
  const now = {at: performance.now(), ...state()};
  const last = seen.at(-1);
  if (last && ['lang', 'status', 'trick', 'turn', 'end'].every((k) => last[k] === now[k])) return;
  seen.push(now);
  if (window.onTableState) window.onTableState(now);
};
""" + OBSERVE + """
changed();
// the page's clock when the player last clicked (clicks inside shadow roots reach the window)
window.addEventListener('click', () => { window.clickedAt = performance.now(); }, true);
"""


#: the hand lost a card, or a hint shows (the card was refused)
PLAYED_OR_HINT = DEEP + """
return deep(document, '.hand .card-btn').length !== cards
  || deep(document, '.hint').some((e) => e.offsetParent !== null);"""


def play_decision(page: Any) -> None:
    """The player's decision, the same whatever the robots: pass the bid, show no poignée, else
    the first card of the hand, or the first one the hint lights up if it is refused."""
    for name in ("Passe", "Ne pas montrer", "Pass", "Don't show"):
        button = page.get_by_role("button", name=name, exact=True)
        if button.count():
            button.click()
            return
    hand = page.locator(".hand.playable .card-btn")
    cards = hand.count()
    hand.first.click()
    page.wait_for_function(f"(cards) => {{ {PLAYED_OR_HINT} }}", arg=cards)
    if page.locator(".hint").is_visible():
        page.locator(".hand .card-btn:has(.card.lit)").first.click()


def decision_or_end(page: Any) -> bool:
    """Wait for the player's next decision (True) or the deal's end (False)."""
    page.locator(".hand.playable, .choice, .verdict").first.wait_for()
    return page.locator(".verdict").count() == 0
