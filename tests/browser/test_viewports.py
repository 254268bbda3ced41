"""Every screen fits the device it is on: a phone (390×844), a tablet (1024×768), a laptop
(1366×768) and a classroom projector (1920×1080, projector mode). At each one a person plays a
Kids deal, a whole 5-player Tarot deal (bid, King call, chien, écart, poignée, play, score) and
answers a lesson wrongly twice; whenever they have something to decide, the cards or buttons of
that decision are inside the screen without scrolling, big enough for a finger, and the page
never scrolls sideways. A hint never moves the cards under the pointer.

A test plays its scenario once for all the screens (:class:`Screens`): a page for each kind of
device, resized to each of its screens, every page driven side by side; what is wrong at a
screen is reported under its name, with what is wrong at the others."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import lessons
from engine import Bid, Discard, Play
from ui.lessons import Route, format_route
from ui.urlstate import GameSpec
from ui.games.tarot.presenter import DECLINE, PICK
from ui.table import Table

pytestmark = pytest.mark.browser

TAP = 44  # px: the smallest thing a finger must hit
SCREENS = {
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "tablet": {"viewport": {"width": 1024, "height": 768}, "has_touch": True},
    "laptop": {"viewport": {"width": 1366, "height": 768}},
    "projector": {"viewport": {"width": 1920, "height": 1080}},
}
#: each screen on a page of its own: its browser context's options (its size among them) and
#: whether it is in projector mode (from its address)
APART = {name: (options, name == "projector") for name, options in SCREENS.items()}
#: the screens as :class:`Screens` shows them: the tablet on the phone's page, resized, a touch
#: screen in a mobile browser as real tablets are. With the app's viewport tag (the device's
#: width, scale 1) and Playwright's hidden scroll bars that page is laid out as a plain touch
#: page of 1024×768 is, box for box (test_a_resized_page_is_laid_out_as_one_opened_at_that_size)
SIZES = {**APART, "tablet": ({**SCREENS["tablet"], "is_mobile": True}, False)}
#: the four screens and a 1280×720 projector, whose side panel is narrower (360 px)
WITH_SMALL_PROJECTOR = {**SIZES, "projector-1280": ({"viewport": {"width": 1280, "height": 720}}, True)}
HAND = ".hand .card-btn"
CHOICES = ".choices .bk-btn:visible"


def link(server: str, query: str = "", route: str = "", projector: bool = False) -> str:
    """The app's address, in projector mode if asked (from its link, as a teacher opens it)."""
    flags = [query] if query else []
    if projector:
        flags.append("projector=1")
    return server + ("?" + "&".join(flags) if flags else "") + route


def address(server: str, name: str, query: str = "", route: str = "") -> str:
    """The app's address; the projector gets projector mode from its link."""
    return link(server, query, route, projector=name == "projector")


#: true once the page has settled: its stylesheets in (each component's shadow root links its
#: own, which may come after the component is drawn), no CSS transition running (a raised card
#: sinking back), and every element laid out where it was a frame before (the hand's rows are
#: placed by a ResizeObserver, a frame after the stylesheet's media queries apply), on a screen of
#: the size given if one is (the screen's: a phone's page wider than the phone is laid out wider,
#: which check_decision reports); false if that has not happened within some 4 s of frames.
#: Boxes are read before transforms (offsets): a card dropping onto the table or a pulsing button
#: settles nothing.
SETTLED = """async (size) => {
  const roots = () => { const found = [document];
    for (let i = 0; i < found.length; i++) for (const e of found[i].querySelectorAll('*')) if (e.shadowRoot) found.push(e.shadowRoot);
    return found; };
  await document.fonts.ready;
  let last = null;
  for (let frames = 0; frames < 240; frames++) {
    const all = roots(), elements = all.flatMap(r => [...r.querySelectorAll('*')]);
    let now = innerWidth * 7919 + innerHeight;  // a hash of the viewport and of every box
    for (const e of elements) if (e instanceof HTMLElement)
      for (const v of [e.offsetLeft, e.offsetTop, e.offsetWidth, e.offsetHeight]) now = (now * 31 + v) | 0;
    const loading = elements.filter(e => e.matches('link[rel=stylesheet]') && !e.sheet);
    const moving = all.flatMap(r => r.getAnimations()).filter(a => a instanceof CSSTransition && a.playState === 'running');
    const sized = !size || (screen.width === size[0] && screen.height === size[1]);
    if (sized && !loading.length && !moving.length && now === last) return true;
    last = now;
    await new Promise(done => requestAnimationFrame(done));
  }
  return false;
}"""


def settle(page: Any, size: dict[str, int] | None = None) -> None:
    """Wait until the page has settled (:data:`SETTLED`), at ``size`` if given."""
    assert page.evaluate(SETTLED, [size["width"], size["height"]] if size else None), \
        "the page did not settle" + (f" at {size['width']}×{size['height']}" if size else "")


class Screens:
    """One scenario seen at several screen sizes at once.

    A size's page is made with its device's options (a phone's mobile layout and touch, a
    tablet's touch: Playwright fixes them when it makes a page's context, and the layout reads
    them: ``pointer: coarse`` hides the keys' help) and its address's projector mode; sizes that
    share both share a page, resized to each in turn before it is checked (the layout is the
    stylesheet's and the page's own scripts', which follow a resize: nothing in the app reads
    the size at load). A step of :meth:`act` runs at the size its page was last checked at: a
    scenario whose outcome depends on the size the page has then (the page scrolls to show
    something) puts its sizes on pages of their own (:data:`APART`). The pages are the module's
    kept pages (``kept_page``), driven side by side, so that the server and the other pages move
    on while one is checked: :meth:`act` does each of its steps on every page, :meth:`check`
    checks every size. A failed check is kept under its size's name and the scenario goes on;
    :meth:`verdict` reports them all at the end."""

    def __init__(self, kept_page: Callable[..., Any], server: str,
                 sizes: dict[str, tuple[dict[str, Any], bool]]) -> None:
        self.server = server
        self.sizes = sizes
        self.problems: list[str] = []
        devices: dict[str, tuple[Any, bool, list[str]]] = {}
        for name, (options, projector) in sizes.items():
            device = json.dumps([{k: v for k, v in options.items() if k != "viewport"}, projector], sort_keys=True)
            if device not in devices:  # the page is named after the device's first size
                devices[device] = (kept_page(name, **options), projector, [])
            devices[device][2].append(name)
        #: each page, whether it is in projector mode, and the names of its sizes
        self.pages = list(devices.values())
        self.page = {name: page for page, _, names in self.pages for name in names}

    def open(self, query: str = "", route: str = "", ready: str = "") -> None:
        """Every page to the app's address, then (``ready``) a wait until each shows that and
        has settled. No page load is waited for before the next page's: the server makes each
        page's session while the pages before it load."""
        for page, projector, _ in self.pages:
            page.goto(link(self.server, query, route, projector), wait_until="commit")
        if ready:
            self.act(lambda page: page.locator(ready).first.wait_for(), settle)

    def act(self, *steps: Callable[[Any], Any]) -> None:
        """Each ``step(page)`` (a click, a wait) on every page before the next step: a click's
        answers come meanwhile. An error says on which screens."""
        for step in steps:
            for page, _, names in self.pages:
                with self._on(" and ".join(names)):
                    step(page)

    def check(self, step: Callable[[str, Any], Any], when: str = "") -> None:
        """``step(name, page)`` at each size, its page resized to it first and settled. A failed
        assertion is kept under the size's name (and ``when``: the moment of the scenario); the
        scenario goes on."""
        for name, (options, _) in self.sizes.items():
            page, size = self.page[name], options["viewport"]
            with self._on(name):
                if page.viewport_size != size:
                    page.set_viewport_size(size)
                settle(page, size)
                try:
                    step(name, page)
                except AssertionError as error:
                    self.problems.append(f"{name}{f' ({when})' if when else ''}: {error}")

    def verdict(self) -> None:
        """Fails listing every problem found, each under its size's name."""
        assert self.problems == [], "\n".join(self.problems)

    @contextmanager
    def _on(self, names: str) -> Iterator[None]:
        """An error that stops the scenario says on which screens, and what was found before it."""
        try:
            yield
        except Exception as error:
            error.add_note(f"on the {names} screen" + "".join(f"\nfound before: {p}" for p in self.problems))
            raise


@pytest.fixture
def screens(kept_page: Callable[..., Any], server: str) -> Screens:
    """The four screens (:data:`SIZES`: the tablet on the phone's page)."""
    return Screens(kept_page, server, SIZES)


# --- what a person sees ----------------------------------------------------------------------------
def boxes(page: Any, selector: str) -> list[dict[str, Any]]:
    """The boxes of the visible elements of ``selector`` (page scrolled to the top, pointer away)."""
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")
    settle(page)  # a raised card sinks back (0.12 s)
    return page.locator(selector).evaluate_all("""els => { window.scrollTo(0, 0); return els
        .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
        .map(e => { const r = e.getBoundingClientRect();
                    return {x: r.left, y: r.top, right: r.right, bottom: r.bottom, w: r.width, h: r.height,
                            what: e.dataset.token || e.textContent.trim().slice(0, 40)}; }); }""")


def check_decision(page: Any, selector: str, taps: bool = True) -> list[dict[str, Any]]:
    """The elements of the decision are on screen without scrolling (and, with ``taps``, each
    at least TAP px both ways); nothing makes the page scroll sideways."""
    size = page.viewport_size
    found = boxes(page, selector)
    assert found, f"nothing shows for {selector}"
    outside = [b["what"] for b in found if b["x"] < -0.5 or b["y"] < -0.5
               or b["right"] > size["width"] + 0.5 or b["bottom"] > size["height"] + 0.5]
    assert outside == [], f"{selector}: off the {size['width']}×{size['height']} screen: {outside}"
    if taps:
        small = [(b["what"], round(b["w"]), round(b["h"])) for b in found if min(b["w"], b["h"]) < TAP - 0.5]
        assert small == [], f"{selector}: smaller than {TAP} px: {small}"
    # a phone lays the page out at its own width only if the page has a viewport tag
    width, wide = page.evaluate("[document.documentElement.clientWidth, document.documentElement.scrollWidth]")
    assert width == size["width"], f"the page is laid out {width} px wide on a {size['width']}-px screen"
    assert wide <= width, f"the page scrolls sideways by {wide - width} px"
    return found


def click_card(page: Any, token: str) -> None:
    """Click a hand card when it is the player's turn; wait until it has left the hand."""
    card_clicked(token)(page)
    card_gone(token)(page)


def card_clicked(token: str) -> Callable[[Any], None]:
    """A click on a hand card of the player's turn (:meth:`Screens.act`'s step)."""
    return lambda page: page.locator(f".hand.playable .card-btn[data-token='{token}']").click()


def card_gone(token: str) -> Callable[[Any], None]:
    """A wait until a card has left the hand (:meth:`Screens.act`'s step)."""
    return lambda page: page.locator(f".hand .card-btn[data-token='{token}']").wait_for(state="detached")


def robots(table: Table) -> None:
    while table.robots_to_move:
        table.step()


#: the smallest type a name on a card may have (CSS px), and the art's own name: 18 units of the
#: card's 200 (static/make_cards.py, name_block)
READABLE = 11
ART_NAME = 18 / 200
#: resolves once the drop of each of these cards onto the table (0.35 s) has ended
LANDED = "els => Promise.all(els.flatMap(e => e.getAnimations({subtree: true})).map(a => a.finished.catch(() => null)))"
#: for each card: its width, its short name (a tag over its corner) if it shows, the tag's font
#: size, whether its words are cut, and whether a tap at the tag's middle reaches the card (the
#: tag is on the strip of the card that the next row leaves uncovered)
CARD_NAMES = """els => els.map(card => {
  const hit = (x, y) => { let node = document.elementFromPoint(x, y);
    while (node && node.shadowRoot) { const inner = node.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === node) break; node = inner; }
    return node; };
  const box = card.getBoundingClientRect(), tag = card.querySelector('.card-tag');
  const shown = tag && getComputedStyle(tag).display !== 'none';
  const r = shown ? tag.getBoundingClientRect() : null;
  const top = shown ? hit(r.left + r.width / 2, r.top + r.height / 2) : null;
  return {token: card.dataset.token || card.closest('[data-token]').dataset.token, width: box.width, tag: shown ? tag.dataset.tag : null,
          size: shown ? parseFloat(getComputedStyle(tag).fontSize) : 0,
          cut: shown && (tag.scrollWidth > tag.clientWidth + 0.5 || r.left < box.left - 0.5 || r.right > box.right + 0.5),
          seen: !shown || (top !== null && (card.closest('.card-btn') || card).contains(top))};
})"""


def test_a_kids_card_s_name_reads_at_every_size(screens: Screens, shots: Path) -> None:
    """Tarot Kids' cards wrote their name (« Prof de Sciences ») about 5 px high on a phone: each
    card of the hand and of the trick says its name at 11 px at least, in its art on a big card
    or else on a tag over its corner, whole, where the next row of the hand leaves it seen."""
    link, wrong, plays = kids_deal()
    screens.open(link, ready=".hand.playable")

    def play_first(page: Any) -> None:
        page.mouse.move(0, 0)
        click_card(page, plays[0])
        # the robots lead the next trick: the player's turn again, the trick's cards landed
        page.locator(".hand.playable").wait_for()
        page.locator(".trick .played").evaluate_all(LANDED)

    screens.act(play_first)

    def read(name: str, page: Any) -> None:
        page.screenshot(path=shots / f"kids-names-{name}.png")
        cards = page.locator(".hand .card, .trick .card").evaluate_all(CARD_NAMES)
        assert len(cards) >= len(plays)
        unread = [(c["token"], round(c["width"]), c["tag"], c["size"]) for c in cards
                  if not (c["width"] * ART_NAME >= READABLE or c["tag"] and c["size"] >= READABLE)]
        assert unread == [], f"a card's name under {READABLE} px: {unread}"
        hidden = [(c["token"], c["tag"], "cut" if c["cut"] else "covered") for c in cards
                  if c["tag"] and (c["cut"] or not c["seen"])]
        assert hidden == [], hidden

    screens.check(read)
    screens.verdict()


# --- a Kids deal ------------------------------------------------------------------------------------
@cache
def kids_deal() -> tuple[str, str, list[str]]:
    """A 3-player Kids deal where the player's first turn has an illegal card: the link, that
    card, and the player's cards in order (worked out in Python; the browser replays it)."""
    for seed in range(1, 300):
        table = Table(GameSpec("kids", 3, seed), delay=0)
        link = table.query()
        robots(table)
        legal = [a.card for a in table.view.legal]
        wrong = next((c for c in table.view.hand if c not in legal), None)
        if wrong is None:
            continue
        plays = []
        while not table.deal.over:
            card = next(a.card for a in table.view.legal if isinstance(a, Play))
            plays.append(str(card))
            assert table.click(str(card))
            robots(table)
        return link, str(wrong), plays
    raise AssertionError("no Kids deal with an illegal card on the first turn")


def test_a_kids_deal_fits_every_screen(screens: Screens, shots: Path) -> None:
    link, wrong, plays = kids_deal()
    screens.open(link, ready=".hand.playable")
    before: dict[str, list[dict[str, Any]]] = {}

    def first_look(name: str, page: Any) -> None:
        before[name] = check_decision(page, HAND)
        # the player's name, their badges and their line (« Toi  Plis : 0 · Points : 0 ») never touch
        gaps = page.locator(".mine .seat-name").evaluate("""name => {
            const words = document.createRange();
            words.selectNodeContents(name.firstChild);
            const rects = [words.getBoundingClientRect(), ...[...name.children].map(e => e.getBoundingClientRect())];
            return rects.slice(1).map((r, i) => r.left - rects[i].right); }""")
        assert gaps and min(gaps) >= 4, gaps

    screens.check(first_look, "the first turn")

    # a wrong card: the hint shows over the status line, the cards stay where they were
    def wrong_card(page: Any) -> None:
        page.locator(f".card-btn[data-token='{wrong}']").click()
        page.locator(".hint").wait_for()

    def hint(name: str, page: Any) -> None:
        after = check_decision(page, HAND)
        if name in before:
            assert [(round(b["x"]), round(b["y"])) for b in after] == \
                [(round(b["x"]), round(b["y"])) for b in before[name]], "the hint moved the cards"
        check_decision(page, ".hint", taps=False)
        page.screenshot(path=shots / f"screen-{name}-kids.png")

    screens.act(wrong_card)
    screens.check(hint, "a wrong card's hint")

    for number, token in enumerate(plays, 1):
        screens.act(lambda page: page.locator(".hand.playable").wait_for())
        screens.check(lambda name, page: check_decision(page, HAND), f"card {number}")
        screens.act(card_clicked(token), card_gone(token))
    screens.act(lambda page: page.locator(".verdict").wait_for())
    screens.check(lambda name, page: check_decision(page, ".next .bk-btn"), "the end")
    screens.verdict()


# --- a whole 5-player Tarot deal ----------------------------------------------------------------------
@cache
def five_player_deal() -> tuple[str, list[tuple[str, str]]]:
    """A 5-player deal where the player takes with a Garde, calls a King, makes the écart,
    shows a poignée and plays every card: the link and the player's steps, each a phase and the
    label of a button or the token of a card (worked out in Python; the browser replays it)."""
    for seed in range(1, 2000):
        table = Table(GameSpec("tarot", 5, seed), delay=0)
        link = table.query()
        robots(table)
        if table.deal.phase != "bid" or Bid("garde") not in table.view.legal:
            continue
        if sum(c.is_trump or c.is_excuse for c in table.view.hand) < 8:  # a poignée at 5
            continue
        steps = [("bid", next(c.label for c in table.show.choices() if c.action == "bid:garde"))]
        table.press("bid:garde")
        robots(table)
        if table.deal.phase != "call" or not table.human_to_move:
            continue
        call = next(c for c in table.show.choices() if c.legal)
        steps.append(("call", call.label))
        table.press(call.action)
        robots(table)
        if table.deal.phase != "ecart" or not table.human_to_move:
            continue
        while table.deal.phase == "ecart":
            card = next(a.card for a in table.view.legal if isinstance(a, Discard))
            steps.append(("ecart", str(card)))
            assert table.click(str(card))
        robots(table)
        while not table.deal.over:
            if table.show.poignee_offered():
                show = next(c for c in table.show.choices() if c.action not in (PICK, DECLINE))
                steps.append(("poignee", show.label))
                table.press(show.action)
            card = next(a.card for a in table.view.legal if isinstance(a, Play))
            steps.append(("play", str(card)))
            assert table.click(str(card))
            robots(table)
        if table.deal.result().redeal is None and any(kind == "poignee" for kind, _ in steps):
            return link, steps
    raise AssertionError("no 5-player deal where the player takes, calls and shows a poignée")


def test_a_five_player_tarot_deal_fits_every_screen(screens: Screens, shots: Path) -> None:
    link, steps = five_player_deal()
    screens.open(link, ready=".tarot-felt")

    def choose(name: str, page: Any) -> None:
        check_decision(page, CHOICES)
        # every button's words whole, none cut by its edges
        cut = page.locator(CHOICES).evaluate_all("""els => els.filter(e => e.scrollWidth > e.clientWidth + 1
            || e.scrollHeight > e.clientHeight + 1).map(e => [e.textContent.trim(), e.scrollWidth, e.clientWidth, e.scrollHeight, e.clientHeight])""")
        assert cut == [], f"words cut in {cut}"
        # the status line shows two lines at most: what the decision is about must fit them
        status = page.locator(".status-line:visible")
        assert status.evaluate("e => e.scrollHeight <= e.clientHeight + 1"), status.inner_text()
        check_decision(page, HAND)

    for number, (phase, what) in enumerate(steps):
        when = f"step {number + 1}, {phase} {what}"
        if phase in ("bid", "call", "poignee"):
            def button(page: Any) -> Any:
                return page.get_by_role("button", name=what, exact=True)

            screens.act(lambda page: button(page).wait_for())
            screens.check(choose, when)
            screens.act(lambda page: button(page).click(), lambda page: button(page).wait_for(state="detached"))
        else:
            first_ecart = phase == "ecart" and steps[number - 1][0] != "ecart"

            def hand(name: str, page: Any) -> None:
                check_decision(page, HAND)
                if first_ecart:
                    page.screenshot(path=shots / f"screen-{name}-tarot.png")

            screens.act(lambda page: page.locator(".hand.playable").wait_for())
            screens.check(hand, when)
            screens.act(card_clicked(what), card_gone(what))

    def score(name: str, page: Any) -> None:
        check_decision(page, ".next .bk-btn")
        sheet = boxes(page, ".score-sheet")
        side = boxes(page, ".side")
        assert sheet[0]["right"] <= side[0]["right"] + 0.5, "the score sheet goes out of its box"

    screens.act(lambda page: page.locator(".score-steps li").first.wait_for())
    screens.check(score, "the score")
    screens.verdict()


# --- a 6-player Tarot score sheet after four deals ---------------------------------------------------------
@cache
def six_player_game() -> str:
    """The link of a 6-player Tarot game four deals in, three-figure scores in every column."""
    table = Table(GameSpec("tarot", 6, 3), delay=0)
    for _ in range(4):
        while not table.deal.over:
            if table.robots_to_move:
                table.step()
            else:
                action = next(c.action for c in table.show.choices() if c.legal) if table.show.choices() \
                    else str(next(a.card for a in table.view.legal if isinstance(a, (Play, Discard))))
                assert table.press(action) if table.show.choices() else table.click(action)
        table.next_deal()
    return table.query()


def test_a_six_player_score_sheet_reads_without_scrolling(kept_page: Callable[..., Any], server: str) -> None:
    """Seven columns (the deal and six players) fit the side panel: on a projector a column
    hidden behind a scroll bar is a column nobody in the room reads. A 1280×720 projector's side
    panel is narrower (360 px) than a 1920×1080 one's: the last column was 21 px behind a scroll bar."""
    screens = Screens(kept_page, server, WITH_SMALL_PROJECTOR)
    screens.open(six_player_game(), ready=".score-sheet tr >> nth=5")  # the header, four deals, the total

    def whole(name: str, page: Any) -> None:
        width, seen = page.locator(".sheet-scroll").evaluate("e => [e.scrollWidth, e.clientWidth]")
        assert width <= seen + 1, f"the sheet is {width} px wide in a {seen}-px box"

    screens.check(whole)
    screens.verdict()





#: the page's viewport (its width and height, the zoom, the width it is laid out at and its
#: content's) and every element's box (shadow roots too), the page scrolled to its top
LAYOUT = """() => {
  window.scrollTo(0, 0);
  const html = document.documentElement, roots = [document];
  const found = [`${innerWidth}×${innerHeight} ×${visualViewport.scale} ${html.clientWidth} ${html.scrollWidth}`];
  for (let i = 0; i < roots.length; i++) for (const e of roots[i].querySelectorAll('*')) {
    if (e.shadowRoot) roots.push(e.shadowRoot);
    const b = e.getBoundingClientRect();
    found.push(`${e.tagName.toLowerCase()}.${typeof e.className === 'string' ? e.className : ''} `
               + `${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.width)}×${Math.round(b.height)}`);
  }
  return found;
}"""


def test_a_resized_page_is_laid_out_as_one_opened_at_that_size(kept_page: Callable[..., Any],
                                                                page_on: Callable[..., Any], server: str) -> None:
    """:class:`Screens` checks the tablet on the phone's page and the 1280×720 projector on the
    1920×1080 one's, each resized: that page must be laid out box for box as a page opened at
    that size on that screen (for the tablet, the plain touch page of :data:`SCREENS`). It is
    while nothing in the page reads its size, or the kind of device, once and for all at load."""
    bid = DURING_PLAY["tarot-bid"]  # the player's turn: nothing moves
    screens = Screens(kept_page, server, {name: WITH_SMALL_PROJECTOR[name]
                                          for name in ("phone", "tablet", "projector", "projector-1280")})
    screens.open(bid, ready=HAND)
    opened = {"tablet": page_on(**SCREENS["tablet"]), "projector-1280": page_on(**WITH_SMALL_PROJECTOR["projector-1280"][0])}
    for name, page in opened.items():
        page.goto(link(server, bid, projector=WITH_SMALL_PROJECTOR[name][1]))
        page.locator(HAND).first.wait_for()
        page.mouse.move(0, 0)
        settle(page)

    def same_as_opened(name: str, page: Any) -> None:
        if name in opened:  # a page resized to this size
            page.mouse.move(0, 0)
            resized, fresh = page.evaluate(LAYOUT), opened[name].evaluate(LAYOUT)
            differ = [(a, b) for a, b in zip(resized, fresh) if a != b]
            assert len(resized) == len(fresh) and differ == [], f"resized, opened: {differ[:5]}"

    screens.check(same_as_opened)
    screens.verdict()


@pytest.mark.parametrize("link", [
    "g=tarot&n=6&s=3&l=fr&m=pass.pass.pass.bid:garde",
    # teacher mode: its side panel makes every seat narrower
    "g=tarot&n=6&s=1&l=fr&t=1&m=pass.pass.bid:prise.bid:garde.pass.call:KS.discard:3H.discard:8H.discard:9H",
])
def test_the_dead_seat_reads_whole(link: str, screens: Screens) -> None:
    """At 6 players the dealer is « donneur » and « le mort »: the two badges go one under the
    other instead of shrinking to « donn… » and « le m… », and the name stays whole."""
    screens.open(link, ready=".seat.out .badge:text-is('le mort')")

    def whole(name: str, page: Any) -> None:
        dead = page.locator(".seat.out")
        cut = dead.locator(".badge, .seat-name").evaluate_all(
            "els => els.filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)"
            ".map(e => e.textContent)")
        clipped = dead.locator(".badge").evaluate_all(  # a badge cut by the bottom of its row
            "els => els.filter(e => e.getBoundingClientRect().bottom > e.parentElement.getBoundingClientRect().bottom + 0.5)"
            ".map(e => e.textContent)")
        assert cut == [] and clipped == [], f"cut {cut}, clipped {clipped}"

    screens.check(whole)
    screens.verdict()


def test_six_seats_read_whole_on_a_phone(kept_page: Callable[..., Any], server: str) -> None:
    """Five robots' seats side by side on a phone: « partenaire » and « Points : 3,5 » whole."""
    page = kept_page("phone", **SCREENS["phone"])
    page.goto(f"{server}?g=tarot&n=6&s=1&l=fr&m=pass.pass.bid:prise.bid:garde.pass.call:KS.discard:3H"
              ".discard:8H.discard:9H.2C.10C.JC.5C.1C.KS")
    page.locator(".seat .badge:text-is('partenaire')").wait_for()
    cut = page.locator(".opponents .seat .badge, .opponents .seat-line").evaluate_all(
        "els => els.filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)"
        ".map(e => e.textContent)")
    assert cut == [], f"cut: {cut}"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_dead_players_status_reads_whole_on_a_phone(lang: str, kept_page: Callable[..., Any], server: str) -> None:
    """The player is « le mort » in teacher mode: « you sit out » and « click Next move » share
    the status line's two lines (it cut « …clique sur « » before)."""
    page = kept_page("phone", **SCREENS["phone"])
    page.goto(f"{server}?g=tarot&n=6&s=2&l={lang}&t=1&m=bid:garde.pass.pass.pass.pass.call:KD.discard:1S"
              ".discard:JH.discard:9H.T21.T6.T2.T8.T3")
    status = page.locator(".status-line:visible")
    status.filter(has_text={"fr": "Coup suivant", "en": "Next move"}[lang]).wait_for()
    assert status.evaluate("e => e.scrollHeight <= e.clientHeight + 1"), status.inner_text()


# --- a lesson answered wrongly twice --------------------------------------------------------------------
LESSON, STEP = next((lesson, step) for lesson in lessons.load().lessons for step in lesson.steps
                    if step.kind == "winner" and step.pick == "one" and len(step.options) > 2)


def test_a_lesson_answered_wrongly_twice_fits_every_screen(screens: Screens, shots: Path) -> None:
    screens.open(route=format_route(Route("lesson", LESSON.id, STEP.number)), ready=f".lesson-step:has-text('{STEP.number} ')")
    wrong = next(token for token in STEP.options if token not in STEP.answer and token != "tie")
    answer = "button.lesson-card:visible, .lesson-actions .bk-btn:visible"
    # a nudge after a first miss, the answer after a second. A second miss reaches the page in
    # two updates, the nudge then the answer, each message after its buttons: waiting for the
    # nudge there read the buttons between the two (none shown, or « Réessayer » still there)
    for attempt, said in enumerate((".lesson-wrong", ".lesson-why")):
        def miss(page: Any) -> None:
            if not page.locator(f".lesson-card.picked[data-token='{wrong}']").count():  # kept by « Réessayer »?
                page.locator(f"button.lesson-card[data-token='{wrong}']").click()
                page.locator(f".lesson-card.picked[data-token='{wrong}']").wait_for()
            page.locator(".lesson-validate .bk-btn").click()
            page.locator(said).wait_for()

        def told(name: str, page: Any) -> None:
            buttons = check_decision(page, ".lesson-actions .bk-btn:visible")
            # what is said about the answer starts on the first screen, under the buttons, which
            # stay where they were (a long text goes on down the page, under no bar)
            top = boxes(page, said)[0]["y"]
            assert max(b["bottom"] for b in buttons) <= top <= page.viewport_size["height"] - 40
            if attempt == 0:
                page.screenshot(path=shots / f"screen-{name}-lesson.png")

        def retry(page: Any) -> None:
            button = page.locator(".lesson-retry .bk-btn")
            if button.is_visible():
                button.click()
                page.locator(said).wait_for(state="detached")

        when = ("a first", "a second")[attempt] + " miss"
        screens.check(lambda name, page: check_decision(page, answer), when)
        screens.act(miss)
        screens.check(told, when)
        screens.act(retry)
    screens.verdict()


#: a number to type: its box shares the row with « Réessayer », « Un indice » and « Voir la réponse »
NUMBER_LESSON, NUMBER_STEP = next((lesson, step) for lesson in lessons.load().lessons for step in lesson.steps
                                  if step.kind == "score")


def test_a_number_answered_wrongly_fits_every_screen(screens: Screens) -> None:
    """The 200-px number box pushed « Voir la réponse » off a phone (a sideways scroll) and
    squeezed « Un indice (3) : −1 étoile » until its words spilled out of the button."""
    # a teacher's link: the lesson is locked
    screens.open("teacher=1", format_route(Route("lesson", NUMBER_LESSON.id, NUMBER_STEP.number)), ready=".lesson-number input")

    def miss(page: Any) -> None:
        page.locator(".lesson-number input").fill(str(NUMBER_STEP.answer[0]) + "1")
        page.locator(".lesson-validate .bk-btn").click()
        page.locator(".lesson-wrong").wait_for()

    def fits(name: str, page: Any) -> None:
        buttons = check_decision(page, ".lesson-actions .bk-btn:visible, .lesson-number input")
        assert len(buttons) == 4  # the number kept, « Réessayer », « Un indice », « Voir la réponse »
        spilled = page.locator(".lesson-actions .bk-btn:visible").evaluate_all(
            "els => els.filter(e => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)"
            ".map(e => e.textContent.trim())")
        assert spilled == [], f"words spill out of their button: {spilled}"

    screens.act(miss)
    screens.check(fits)
    screens.verdict()


#: the usual board of a lesson: a trick above the learner's hand, two rows of cards
TWO_ROWS, TWO_ROWS_STEP = next((lesson, step) for lesson in lessons.load().lessons for step in lesson.steps
                               if step.kind == "legal" and step.board is not None and step.board.trick
                               and step.board.hand)


def test_a_wrong_answers_nudge_under_two_rows_of_cards_is_read_without_scrolling(screens: Screens) -> None:
    """Under a trick and a hand the nudge began under the screen's bottom (at 1920×1080 in
    projector mode, 1366×768 and 1024×768) or was cut by it (a phone): the learner saw
    « Réessayer » and no word of why."""
    # a teacher's link: the lesson may be locked
    wrong = next(token for token in TWO_ROWS_STEP.options if token not in TWO_ROWS_STEP.answer)
    screens.open("teacher=1", format_route(Route("lesson", TWO_ROWS.id, TWO_ROWS_STEP.number)),
                 ready=f"button.lesson-card[data-token='{wrong}']")

    def miss(page: Any) -> None:
        page.locator(f"button.lesson-card[data-token='{wrong}']").click()
        page.locator(f".lesson-card.picked[data-token='{wrong}']").wait_for()
        page.locator(".lesson-validate .bk-btn").click()
        page.locator(".lesson-wrong").wait_for()

    def read(name: str, page: Any) -> None:
        nudge = boxes(page, ".lesson-wrong")[0]
        assert nudge["y"] >= 0 and nudge["bottom"] <= page.viewport_size["height"] + 0.5, nudge

    screens.act(miss)
    screens.check(read)
    screens.verdict()


#: the answer step with the most options to tap, and the longest question: both push what
#: follows them down
MANY_OPTIONS, MANY_OPTIONS_STEP = max(((lesson, step) for lesson in lessons.load().lessons for step in lesson.steps
                                       if step.kind == "bid"),
                                      key=lambda found: (len(found[1].options), len(found[1].text.fr)))


def test_on_a_phone_the_page_brings_the_nudge_under_a_list_of_options_into_view(
        kept_page: Callable[..., Any], server: str) -> None:
    """Under four options the nudge began below the phone's screen: « Réessayer » with no word
    of why. The page now scrolls until the whole nudge shows."""
    page = kept_page("phone", **SCREENS["phone"])
    route = format_route(Route("lesson", MANY_OPTIONS.id, MANY_OPTIONS_STEP.number))
    page.goto(address(server, "phone", "teacher=1", route))
    wrong = next(i for i, token in enumerate(MANY_OPTIONS_STEP.options) if token not in MANY_OPTIONS_STEP.answer)
    page.locator(".lesson-option").nth(wrong).click()
    page.locator(".lesson-option.picked").wait_for()
    page.locator(".lesson-validate .bk-btn").click()
    nudge = page.locator(".lesson-wrong")
    nudge.wait_for()
    height = page.viewport_size["height"]
    page.wait_for_function("([n, h]) => n.getBoundingClientRect().bottom <= h + 0.5", arg=[nudge.element_handle(), height])
    assert nudge.bounding_box()["y"] >= 0


# --- projector mode ----------------------------------------------------------------------------------------
def test_the_projector_toggle_scales_the_page_and_stays_in_the_address(page_on: Callable[..., Any],
                                                                       server: str) -> None:
    page = page_on(**SCREENS["projector"])
    page.goto(server)
    page.locator(".home-title").wait_for()
    size = page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)")
    page.get_by_role("button", name="Projecteur", pressed=False).click()
    page.wait_for_function("document.documentElement.classList.contains('projector')")
    page.get_by_role("button", name="Projecteur", pressed=True).wait_for()  # a screen reader hears it on
    assert page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)") > size
    page.wait_for_function("location.search.includes('projector=1')")
    page.reload()
    page.locator(".home-title").wait_for()
    page.wait_for_function("document.documentElement.classList.contains('projector')")
    page.get_by_role("button", name="Projecteur", pressed=True).wait_for()


def test_teacher_mode_looks_and_says_whether_it_is_on(page: Any, server: str) -> None:
    """Off, « Mode enseignant » is white like its neighbours and not pressed; on, it is gold and
    pressed (Bokeh's Toggle was gold both ways, and a screen reader heard neither state)."""
    page.goto(server + "?g=kids&n=3&s=7")
    page.locator(".hand.playable").wait_for()
    off = page.get_by_role("button", name="Mode enseignant", pressed=False)
    home = page.get_by_role("button", name="Accueil")

    def colour(button: Any) -> str:
        return button.evaluate("b => getComputedStyle(b).backgroundColor")

    assert colour(off) == colour(home)
    off.click()
    page.locator(".teacher").first.wait_for()  # the teacher's tools
    on = page.get_by_role("button", name="Mode enseignant", pressed=True)
    assert colour(on) != colour(home)
    on.click()
    page.get_by_role("button", name="Mode enseignant", pressed=False).wait_for()
    page.wait_for_function("!location.search.includes('t=1')")  # teacher mode off for good


# --- La Taroinche: the bid in parts ------------------------------------------------------------------
@cache
def taroinche_bid() -> str:
    """A Taroinche table where the player is to bid over a robot's bid (« Coincher ! » too)."""
    for seed in range(1, 300):
        table = Table(GameSpec("taroinche", 5, seed), delay=0)
        robots(table)
        if table.deal.phase == "bid" and table.human_to_move and table.view.may_coinche:
            return table.query()
    raise AssertionError("no Taroinche table where the player bids over a robot")


def test_a_taroinche_bid_fits_every_screen(screens: Screens, shots: Path) -> None:
    """The bid's four lists, « Annoncer », « Passer », « Coincher ! » and the hand, at once."""
    screens.open(taroinche_bid(), ready="role=button[name='Coincher !']")

    def fits(name: str, page: Any) -> None:
        assert len(check_decision(page, ".choices select")) == 4
        assert len(check_decision(page, CHOICES)) == 3
        check_decision(page, HAND)
        page.screenshot(path=shots / f"screen-{name}-taroinche.png")

    screens.check(fits)
    screens.verdict()


# --- the decision, the hand and « Conseil » on the first screen -------------------------------------
#: a 4-player Tarot deal: the player's first card (18 in the hand) and their bid over a robot's
#: Prise; a 5-player deal's first card, the robot taker's badges on three lines
DURING_PLAY = {
    "tarot-play": "g=tarot&n=4&s=1&l=fr&m=bid:prise.bid:garde.pass.pass.discard:2S.discard:7S.discard:9S.discard:NS"
                  ".discard:QS.discard:7H.KH",
    "tarot-bid": "g=tarot&n=4&s=1&l=fr&m=bid:prise",
    "tarot-5-play": "g=tarot&n=5&s=1&l=fr&m=pass.pass.pass",
}


@pytest.mark.parametrize("deal", DURING_PLAY)
def test_the_decision_the_hand_and_conseil_are_on_the_first_screen(deal: str, screens: Screens) -> None:
    """At 1366×768 « Conseil » was at y = 866 and the hand cut by 58 px during the play: a
    player who wants advice had to scroll away from the cards to ask for it."""
    screens.open(DURING_PLAY[deal], ready=HAND)

    def first_screen(name: str, page: Any) -> None:
        check_decision(page, HAND)
        check_decision(page, ".coach-ask .bk-btn")
        if deal.endswith("bid"):
            check_decision(page, CHOICES)
        # the whole hand's cards, not only the strips a finger taps
        size = page.viewport_size
        cards = page.locator(".hand .card").evaluate_all("els => els.map(e => e.getBoundingClientRect().bottom)")
        assert max(cards) <= size["height"] + 0.5, f"the hand is cut by {max(cards) - size['height']:.0f} px"

    screens.act(lambda page: page.get_by_role("button", name="Conseil").wait_for())
    screens.check(first_screen)
    screens.verdict()