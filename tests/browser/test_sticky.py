"""Nothing that stays put on the screen covers what it should not, at the four screens: the page
is scrolled as a user would scroll to each thing to read (its top at the screen's top, its bottom
at the screen's bottom) and the boxes of every element that sticks (``position: sticky`` or
``fixed``) are measured against its box. Checked on a wrong answer's nudge in a lesson, and on the
end of a 5-player Tarot deal (the score step by step, « Poignée simple +20 », the piles, « Donne
suivante » and « Revoir mes choix », which sit side by side); « Voir ce coup » in the review
brings the table back into view. Each test plays its scenario once and checks it at every size
(test_viewports.Screens)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from engine import Play
from engine.games.tamalou import Announce, Draw, Throw
from engine.games.taroinche.rules import VALUES as TX_VALUES
from tests.browser.test_coach import first_choices_to_the_end
from tests.browser.test_viewports import (APART, LESSON, STEP, WITH_SMALL_PROJECTOR, Screens, five_player_deal, robots,
                                          screens, settle, taroinche_bid)  # noqa: F401 (screens: a fixture)
from ui.games.tarot.presenter import DECLINE, PICK
from ui.i18n import t
from ui.lessons import Route, format_route
from ui.table import Table
from ui.urlstate import GameSpec, decode

pytestmark = pytest.mark.browser

#: for each element of the selector, scrolled to its top then to its bottom: the sticking
#: elements that overlap it (none that contains it or lies inside it)
COVERED = """els => {
  const all = [];
  const walk = (root) => { for (const e of root.querySelectorAll('*')) { all.push(e); if (e.shadowRoot) walk(e.shadowRoot); } };
  walk(document);
  const bars = all.filter(e => ['sticky', 'fixed'].includes(getComputedStyle(e).position));
  const inside = (a, b) => { for (let n = a; n; n = n.parentNode || n.host) if (n === b) return true; return false; };
  const found = [];
  for (const el of els) {
    for (const block of ['start', 'end']) {
      el.scrollIntoView({block, behavior: 'instant'});
      const r = el.getBoundingClientRect();
      for (const bar of bars) {
        if (inside(el, bar) || inside(bar, el)) continue;
        const b = bar.getBoundingClientRect();
        const w = Math.min(r.right, b.right) - Math.max(r.left, b.left);
        const h = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
        if (w > 1 && h > 1 && b.width * b.height > 0 && getComputedStyle(bar).visibility !== 'hidden')
          found.push(`${el.textContent.trim().slice(0, 30)} (${block}) under ${bar.className || bar.tagName}`);
      }
    }
  }
  window.scrollTo(0, 0);
  return found;
}"""


def covered(page: Any, selector: str) -> list[str]:
    elements = page.locator(selector)
    assert elements.count(), f"nothing shows for {selector}"
    return elements.evaluate_all(COVERED)


def test_a_wrong_answers_nudge_is_under_no_bar(screens: Screens) -> None:
    screens.open(route=format_route(Route("lesson", LESSON.id, STEP.number)), ready=f".lesson-step:has-text('{STEP.number} ')")
    wrong = next(token for token in STEP.options if token not in STEP.answer and token != "tie")

    def miss(page: Any) -> None:
        page.locator(f"button.lesson-card[data-token='{wrong}']").click()
        page.locator(".lesson-validate .bk-btn").click()
        page.locator(".lesson-wrong").wait_for()

    def uncovered(name: str, page: Any) -> None:
        assert covered(page, ".lesson-wrong, .lesson-actions .bk-btn:visible, .lesson-card") == []
        # read at once: the whole nudge on the first screen
        nudge = page.locator(".lesson-wrong").bounding_box()
        assert nudge["y"] >= 0 and nudge["y"] + nudge["height"] <= page.viewport_size["height"] + 0.5, nudge

    screens.act(miss)
    screens.check(uncovered)
    screens.verdict()


@cache
def tarot_end() -> str:
    """The link of the 5-player deal of test_viewports played to its end (a poignée shown)."""
    link, steps = five_player_deal()
    table = Table.from_link(decode(link), delay=0)
    robots(table)
    for phase, what in steps:
        if phase in ("bid", "call", "poignee"):
            table.press(next(c.action for c in table.show.choices() if c.label == what))
        else:
            assert table.click(what)
        robots(table)
    assert table.deal.over
    return table.query()


def test_the_end_of_a_deal_is_under_no_bar(screens: Screens, shots: Path) -> None:
    screens.open(tarot_end())

    def shown(page: Any) -> None:
        page.locator(".score-steps li").first.wait_for()
        page.get_by_text("Poignée simple (Toi) : +20").wait_for()

    def uncovered(name: str, page: Any) -> None:
        review = page.get_by_role("button", name="Revoir mes choix")
        nexts = page.get_by_role("button", name="Donne suivante")
        # side by side (one under the other when the row is too narrow), nothing between them
        a, b = nexts.bounding_box(), review.bounding_box()
        beside = abs(a["y"] - b["y"]) < 2 and 0 <= b["x"] - (a["x"] + a["width"]) <= 40
        under = 0 <= b["y"] - (a["y"] + a["height"]) <= 20
        assert beside or under, (a, b)
        assert covered(page, ".score-steps li, .camp .bonus, .camp, .pile, .pile .bonus, .next .bk-btn, "
                             ".review-ask .bk-btn") == []
        page.screenshot(path=shots / f"screen-{name}-tarot-end.png")

    screens.act(shown)
    screens.check(uncovered)
    screens.verdict()


def test_voir_ce_coup_brings_the_table_into_view(kept_page: Callable[..., Any], server: str) -> None:
    table = Table(GameSpec("kids", 3, 9), delay=0)
    first_choices_to_the_end(table)
    # « Voir ce coup » scrolls the page for the size it has when pressed: a page for each screen
    screens = Screens(kept_page, server, APART)
    screens.open(table.query(), ready="role=button[name='Revoir mes choix']")

    def review(page: Any) -> None:
        page.get_by_role("button", name="Revoir mes choix").click()
        page.get_by_role("button", name="Voir ce coup").first.wait_for(timeout=40_000)

    def show(page: Any) -> None:
        button = page.get_by_role("button", name="Voir ce coup").first
        button.scroll_into_view_if_needed()
        button.click()
        page.locator(".verdict").wait_for(state="detached")
        page.locator(".hand .card-btn").first.wait_for()

    def in_view(name: str, page: Any) -> None:
        # the table's top in the upper half of the screen, within some 10 s of frames
        assert page.locator(".tarot-felt").evaluate("""felt => new Promise(done => {
            let frames = 600;
            const look = () => { const top = felt.getBoundingClientRect().top;
                if (top >= -1 && top < innerHeight / 2) done(true); else if (--frames) requestAnimationFrame(look); else done(top); };
            look(); })""") is True

    def uncovered(name: str, page: Any) -> None:
        assert covered(page, ".review-item") == []

    screens.act(review)
    screens.check(uncovered, "the review")
    screens.act(show)
    screens.check(in_view, "« Voir ce coup »")
    screens.verdict()


# --- a refused decision: its hint covers no control, in every game, phase and size ---------------
#: for each element, scrolled to the middle of the screen: the points of it (its middle, and a
#: quarter in from its left and right) that a tap does not reach, and what lies over them (the
#: hit test goes down through every shadow root, as a tap does)
UNREACHED = """els => {
  const inside = (a, b) => { for (let n = a; n; n = n.parentNode || n.host) if (n === b) return true; return false; };
  const hit = (x, y) => { let node = document.elementFromPoint(x, y);
    while (node && node.shadowRoot) { const inner = node.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === node) break; node = inner; }
    return node; };
  const host = (n) => { for (; n; n = n.parentNode || n.host) if (n.classList && n.classList.length) return n.className; return '?'; };
  const found = [];
  for (const el of els) {
    el.scrollIntoView({block: 'center', behavior: 'instant'});
    const r = el.getBoundingClientRect();
    for (const fx of [0.25, 0.5, 0.75]) {
      const x = r.left + r.width * fx, y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const top = hit(x, y);
      if (!inside(top, el)) found.push(`${(el.dataset.token || el.textContent).trim().slice(0, 30)} under ${host(top)}`);
    }
  }
  window.scrollTo(0, 0);
  return found;
}"""
#: what the player may tap to decide: buttons, lists, hand cards, Le Tamalou's squares, « Pourquoi ? »
CONTROLS = ".choices .bk-btn, .choices select, .hand .card-btn, button.tam-card, .why .bk-btn"


@cache
def tamalou_after_announce() -> str:
    """A 3-player Tamalou link where a robot has said « Tamalou » and the player is to move: the
    player draws and throws at each turn (or does the one thing allowed), passes every snap."""
    for seed in range(1, 80):
        table = Table(GameSpec("tamalou", 3, seed), teacher=True, delay=0)  # the robots wait
        for _ in range(600):
            show, view = table.show, table.view
            if table.deal.over:
                break
            if table.human_to_move and view.phase == "turn" and view.announcer not in (None, 0):
                link = table.query().replace("&t=1", "")
                assert not table.deal.is_legal(Announce(), 0) and link != table.query()
                return link
            if table.deal.phase == "snap" and show.snapping:
                table.press("pass")
            elif table.human_to_move:
                choice = (Draw() if view.phase == "turn" and Draw() in view.legal else
                          Throw() if view.phase == "drawn" else view.legal[0])
                table.choose(choice)
            elif table.robots_to_move:
                table.step()
            else:  # the first look, and a power's look: « Je les ai retenues », « J'ai vu »
                table.press(show.choices()[0].action)
    raise AssertionError("no Tamalou round where a robot says « Tamalou » before the player")


def refused_decisions() -> dict[str, tuple[str, str, str]]:
    """A position of each game and phase where the player decides and may make a refused
    choice: the link, and the button's words or the card's token that is refused (worked out in
    Python, each the first found by playing seeded deals)."""
    return {
        "kids-play": ("g=kids&n=3&s=1&l=fr&m=HgB.InB.T3.E2O", "card", "PvB"),
        "premier-play": ("g=premier&n=3&s=1&l=fr&m=1S", "card", "3H"),
        "tarot-bid": ("g=tarot&n=4&s=1&l=fr&m=bid:prise", "button", "Prise (× 1)"),
        "tarot-ecart": ("g=tarot&n=4&s=1&l=fr&m=bid:prise.bid:garde.pass.pass", "card", "KS"),
        "tarot-play": ("g=tarot&n=4&s=1&l=fr&m=bid:prise.bid:garde.pass.pass.discard:2S.discard:7S.discard:9S"
                       ".discard:NS.discard:QS.discard:7H.KH", "card", "KS"),
        "tarin-bid": ("g=tarin&n=4&s=1&l=fr&m=bid:15.bid:20", "button", "15"),
        "tarin-play": ("g=tarin&n=4&s=1&l=fr&m=bid:15.bid:20.bid:25.pass.pass.pass.trump:N.14R", "card", "3N"),
        "taroinche-play": ("g=taroinche&n=5&s=1&l=fr&m=chien:7,16.bid:100:H:0.pass.pass.pass.pass.discard:KD"
                           ".discard:7S.JH.9H", "card", "8S"),
        # the bid composed in its lists: the lowest value, under the robot's bid, and any trumps
        # and partner; « Annoncer » is then refused
        "taroinche-bid": (taroinche_bid(), "parts", "Annoncer"),
        # « Tamalou ! » once a robot has said it (the last round): found by playing
        "tamalou-turn": (tamalou_after_announce(), "button", "Tamalou !"),
    }


REFUSED = refused_decisions()
#: the rule behind the refusal, opened with « Pourquoi ? » and closed with « Fermer »: the label
#: the button then has, and whether the rule shows
RULE = (("Pourquoi ?", "Fermer", "visible"), ("Fermer", "Pourquoi ?", "hidden"))


@pytest.mark.parametrize("decision", REFUSED)
def test_a_refusals_hint_covers_no_control(decision: str, kept_page: Callable[..., Any], server: str,
                                           shots: Path) -> None:
    """Le Tarin on a phone: the hint of a refused bid lay over the bids 15 to 35, and a tap on
    « 20 » did nothing. Whatever is refused, every button, list and card of the decision, and
    « Pourquoi ? », still take a tap, with the hint showing and with the rule opened and closed,
    at every size (the 1280×720 projector is the 1920×1080 one's page, resized)."""
    link, kind, what = REFUSED[decision]
    screens = Screens(kept_page, server, WITH_SMALL_PROJECTOR)
    screens.open(link, ready={"card": f".hand.playable .card-btn[data-token='{what}']", "button": f"role=button[name='{what}']",
                              "parts": ".field-value select"}[kind])

    def refuse(page: Any) -> None:
        if kind == "card":
            page.locator(f".hand.playable .card-btn[data-token='{what}']").click()
        else:
            if kind == "parts":  # the lowest value, under the robot's bid; then trumps and a partner
                # one list at a time, by its own class: each part redraws the row of lists, and its
                # choice must show before the next (the lists' order and options move as they fill)
                low = t("tx.points", "fr", n=TX_VALUES[0])
                page.locator(".field-value select").select_option(label=low)
                expect(page.locator(".field-value select")).to_have_value(low)
                for part in ("suit", "partner"):
                    field = page.locator(f".field-{part} select")
                    first = field.locator("option").nth(1).inner_text()
                    field.select_option(label=first)
                    expect(field).to_have_value(first)
                expect(page.locator(".choice.refused").get_by_role("button", name=what, exact=True)).to_be_enabled()
            page.get_by_role("button", name=what, exact=True).click()
        page.locator(".hint").wait_for()

    def reachable(shot: bool) -> Callable[[str, Any], None]:
        def check(name: str, page: Any) -> None:
            page.mouse.move(0, 0)
            settle(page)  # a raised card sinks back
            if shot:
                page.screenshot(path=shots / f"refusal-{decision}-{name}.png")
            assert page.locator(CONTROLS).evaluate_all(UNREACHED) == []
        return check

    screens.act(refuse)
    screens.check(reachable(shot=True), "the hint")
    for words, then, rule in RULE:  # the rule opened, then closed: the hint stays
        def shown(page: Any) -> None:
            page.get_by_role("button", name=then).wait_for()
            page.locator(".passage").wait_for(state=rule)

        screens.act(lambda page: page.get_by_role("button", name=words).click(), shown)
        screens.check(reachable(shot=False), f"after « {words} »")
    screens.verdict()
