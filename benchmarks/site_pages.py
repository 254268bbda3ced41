"""What the site's benchmarks read and do in the page: the app live, a table's states as they
change, the player's next decision taken (shared by :mod:`benchmarks.site_bench` and
:mod:`benchmarks.site_taps`, so that neither imports the other back)."""

from __future__ import annotations

from typing import Any


READY = {"site": "document.documentElement.dataset.siteReady === '1'",
         "bare": "document.documentElement.dataset.ready === '1'"}


#: calls ``changed(roots)`` after each change of the page, with the document or shadow roots it
#: touched (new shadow roots included): every shadow root is watched, new ones too
OBSERVE = """const observer = new MutationObserver((records) => {
  const roots = new Set();
  for (const r of records) {
    roots.add(r.target.getRootNode());
    for (const n of r.addedNodes) watch(n, roots);
  }
  changed(roots);
});
const watch = (root, roots) => {
  if (!(root instanceof Element || root instanceof Document || root instanceof ShadowRoot)) return;
  observer.observe(root, {subtree: true, childList: true, characterData: true, attributes: true});
  for (const e of [root, ...root.querySelectorAll('*')]) {
    if (e.shadowRoot) { roots?.add(e.shadowRoot); watch(e.shadowRoot, roots); }
  }
};
watch(document);"""


#: a shadow DOM-piercing ``querySelectorAll`` for the page's scripts (Panel draws in shadow roots)
DEEP = """const deep = (root, sel) => [...root.querySelectorAll(sel), ...[...root.querySelectorAll('*')]
  .filter((e) => e.shadowRoot).flatMap((e) => deep(e.shadowRoot, sel))];"""


#: the table's state on screen at each change, with the page's clock (ms): the language, the
#: status line, the cards of the trick, whether the player has a decision to make, whether the
#: deal's end shows, the cards in the player's hand and how many a hint lights up, and
#: « Conseil »'s advice (``advice``: its text, "" while hidden); ``window.onTableState`` (if set)
#: is called with each new state, and ``untilState(test, ms, since)`` is a promise of the first
#: state that passes ``test`` (:func:`until_state`).
#: It runs in the page's own tasks after each change (a MutationObserver), and those tasks are
#: measured: a root (the document, a shadow root of a Panel view) is read again only when a change
#: touched it, with no walk of the whole page and no layout (a walk of every shadow root at each
#: change took 1.5 of the main thread's 8.0 s over a Tarot deal, profiled, inside the app's tasks;
#: the tests polled at each frame took 0.8 s more); ``window.harnessSpans`` keeps [start, ms] of
#: each of its runs, to tell its time from the app's.
RECORD_TABLE = """
const seen = window.tableSeen = [];
const spans = window.harnessSpans = [];
const waiting = [];
// what each watched root shows
const shows = new Map();
const read = (root) => {
  const all = (sel) => [...root.querySelectorAll(sel)];
  // Bokeh hides a view with a style in its own shadow root (':host { display: none; }')
  const display = root.querySelector('style[data-css="display"]');
  shows.set(root, {status: all('.status-line').map((e) => e.textContent).join(''),
                   trick: all('.trick .card').map((e) => e.dataset.token),
                   turn: all('.hand.playable, .choice').length > 0, end: all('.verdict').length > 0,
                   hand: all('.hand .card-btn').length, lit: all('.hand .card.lit').length,
                   advice: all('.coach-advice'), hidden: !!display && display.textContent.includes('none')});
};
const shown = (node) => {
  for (let root = node.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) {
    const part = shows.get(root);
    if (!root.host.isConnected || (part && part.hidden)) return false;
  }
  return node.isConnected;
};
const state = () => {
  const now = {at: performance.now(), lang: document.documentElement.lang, status: '', trick: [],
               turn: false, end: false, hand: 0, lit: 0, advice: ''};
  for (const [root, part] of shows) {
    // a root taken out of the page is let go (kept, it kept the old view's whole DOM alive); put
    // back, its host comes as an added node and is watched again
    if (root !== document && !root.host.isConnected) { shows.delete(root); continue; }
    now.status += part.status;
    now.trick.push(...part.trick);
    now.turn = now.turn || part.turn;
    now.end = now.end || part.end;
    now.hand += part.hand;
    now.lit += part.lit;
    for (const e of part.advice) if (shown(e)) now.advice += e.textContent;
  }
  now.trick = now.trick.join(' ');
  return now;
};
const KEYS = ['lang', 'status', 'trick', 'turn', 'end', 'hand', 'lit', 'advice'];
const changed = () => {
  const now = state();
  const last = seen.at(-1);
  if (last && KEYS.every((k) => last[k] === now[k])) return;
  seen.push(now);
  if (window.onTableState) window.onTableState(now);
  for (const wait of [...waiting]) if (wait[0](now)) { waiting.splice(waiting.indexOf(wait), 1); wait[1](now); }
};
window.untilState = (given, ms, since) => {
  // from the page's clock `since`: the first state then or after, recorded already or to come;
  // else the last state, or one to come
  const test = since == null ? given : (s) => s.at >= since && given(s);
  const found = since == null ? [seen.at(-1)].filter((s) => s && test(s))[0] : seen.find(test);
  if (found) return Promise.resolve(found);
  return new Promise((ok, fail) => {
    const wait = [test, (s) => { clearTimeout(timer); ok(s); }];
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(wait), 1);
      fail(new Error(`no such state of the table in ${ms} ms: ${test}; the last: ${JSON.stringify(seen.at(-1))}`));
    }, ms);
    waiting.push(wait);
  });
};
const watch = (node) => {
  if (!(node instanceof Element || node instanceof Document || node instanceof ShadowRoot)) return;
  if (!(node instanceof Element)) {
    observer.observe(node, {subtree: true, childList: true, characterData: true, attributes: true});
    read(node);
  }
  for (const e of [node, ...node.querySelectorAll('*')]) if (e.shadowRoot) watch(e.shadowRoot);
};
const observer = new MutationObserver((records) => {
  const start = performance.now();
  const touched = new Set();
  for (const r of records) {
    touched.add(r.target.getRootNode());
    for (const n of r.addedNodes) watch(n);
  }
  for (const root of touched) if (shows.has(root)) read(root);
  changed();
  spans.push([start, performance.now() - start]);
});
watch(document);
changed();
// the page's clock when the player last clicked (clicks inside shadow roots reach the window)
window.addEventListener('click', () => { window.clickedAt = performance.now(); }, true);
"""


def until_state(page: Any, test: str, arg: Any = None, since: float | None = None,
                timeout_s: float = 120) -> dict[str, Any]:
    """The first state of the table (:data:`RECORD_TABLE`) for which ``test``, a JavaScript
    function of the state and ``arg``, is true: the first recorded at or after ``since`` (the
    page's clock, ms), those already recorded included, else the last state or one to come. The
    page says when, nothing polls it (an error after ``timeout_s`` seconds)."""
    return page.evaluate(f"([arg, ms, since]) => window.untilState((s) => ({test})(s, arg), ms, since)",
                         [arg, timeout_s * 1000, since])


def play_decision(page: Any) -> None:
    """The player's decision, the same whatever the robots: pass the bid, show no poignée, else
    the first card of the hand, or the first one the hint lights up if it is refused. The
    table's states must be recorded (:data:`RECORD_TABLE`)."""
    for name in ("Passe", "Ne pas montrer", "Pass", "Don't show"):
        button = page.get_by_role("button", name=name, exact=True)
        if button.count():
            button.click()
            return
    hand = page.locator(".hand.playable .card-btn")
    cards = hand.count()
    hand.first.click()
    played = until_state(page, "(s, cards) => s.hand !== cards || s.lit > 0", cards,
                         since=page.evaluate("window.clickedAt"))
    if played["hand"] == cards:  # refused: the hint lights up the cards that may be played
        page.locator(".hand .card-btn:has(.card.lit)").first.click()


def decision_or_end(page: Any) -> bool:
    """Wait for the player's next decision (True) or the deal's end (False). The table's states
    must be recorded (:data:`RECORD_TABLE`)."""
    return not until_state(page, "(s) => s.turn || s.end")["end"]
