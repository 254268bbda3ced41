"""A person plays Le Tamalou in the browser: from the home page, a round at 3 players by mouse
(draw and keep a card, take the discard, say « Tamalou ! ») to the count in words; on a phone,
the whole table, its buttons and every card to touch fit the screen and a finger; and a card
looked at with a power stays up until « J'ai vu », a button a finger and the keyboard reach."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from engine.games.tamalou import Draw, Throw
from ui.table import Table
from ui.urlstate import GameSpec
from tests.browser.test_a11y import axe_source, check  # noqa: F401 (axe_source: the fixture)
from tests.browser.conftest import address_has
from tests.browser.test_viewports import LANDED

pytestmark = pytest.mark.browser

DRAW = "button:visible:text-is('Piocher')"


def my_turn(page: Any) -> None:
    """Wait until the player may draw (the robots and the snap windows are done)."""
    page.locator(DRAW).wait_for()


def test_a_tamalou_round_by_mouse_to_its_count(page: Any, server: str, shots: Path) -> None:
    page.goto(server)
    page.get_by_role("button", name="Jouer", exact=True).click()
    page.get_by_role("button", name="Le Tamalou (2 à 6 joueurs)").click()
    page.locator(".fold summary").click()  # the variants, robots and seed are folded
    page.locator(".opt-limit").wait_for()  # its own option: the limit to say « Tamalou »
    page.get_by_role("button", name="3", exact=True).click()
    page.locator("input[placeholder='42']").fill("4")
    page.locator("input[placeholder='42']").press("Tab")
    page.get_by_role("button", name="Jouer !").click()
    page.locator(".tam-piles").wait_for()
    address_has(page, "g=tamalou", "n=3")
    felt = page.locator(".tamalou-felt.tarot-felt")
    assert felt.locator(".square").count() == 3
    # the first look: two cards up, and nothing else happens until the player remembers them
    page.locator(".status-line:text-matches('^Retiens tes deux cartes')").wait_for()
    assert felt.locator(".tam-mine .tam-card.open").count() == 2
    assert page.locator(DRAW).count() == 0
    page.get_by_role("button", name="Je les ai retenues").click()
    my_turn(page)
    assert felt.locator(".tam-mine .tam-card.open").count() == 0
    page.screenshot(path=shots / "tamalou-turn.png")
    # draw, then keep the card in place 3
    page.locator(DRAW).click()
    page.locator("[data-pick='slot:0:2']").wait_for()
    expect(page.locator(".status-line")).to_have_text(re.compile("^Pioché : "))  # a message after the cards'
    page.locator("[data-pick='slot:0:2']").click()
    page.locator(".log-box p:text-matches('^Tu gardes la carte piochée à ta place 3 et jettes .*\\.$')").wait_for()
    my_turn(page)
    # take the discard into place 4
    page.get_by_role("button", name="Prendre la défausse").click()
    page.get_by_role("button", name="Annuler").wait_for()
    page.locator("[data-pick='slot:0:3']").click()
    page.locator(".log-box p:text-matches('^Tu prends .* pour ta place 4\\.$')").wait_for()
    my_turn(page)
    page.get_by_role("button", name="Tamalou !").click()
    verdict = page.locator(".verdict")
    verdict.wait_for()
    steps = page.locator(".score-steps li").all_inner_texts()
    assert len(steps) == 3 and steps[0].startswith("Toi : ") and all(" = " in s for s in steps)
    assert "« Tamalou ! »" in verdict.inner_text()
    assert felt.is_visible()
    squares = felt.locator(".square .tam-card.card")
    assert squares.count() >= 8 and felt.locator(".square .tam-card.open").count() == squares.count()
    log = page.locator(".log-box").inner_text()
    assert "Tu dis « Tamalou ! »." in log and "Tu prends" in log, log
    page.screenshot(path=shots / "tamalou-count.png", full_page=True)


def player_turn(players: int, seed: int) -> Table:
    """The seeded round played by its robots up to the player's first move (teacher mode: the
    robots wait; the player passes every snap window)."""
    table = Table(GameSpec("tamalou", players, seed), teacher=True, delay=0)
    while not table.deal.over and not table.human_to_move:
        if table.deal.phase == "snap" and table.show.snapping:
            table.press("pass")
        else:
            table.step()
    return table


def turn_link(players: int) -> str:
    """A table (teacher mode: the robots wait) where the player is to draw."""
    for seed in range(1, 50):
        table = player_turn(players, seed)
        if table.human_to_move and table.deal.phase == "turn":
            return table.query()
    raise AssertionError("no such table")


def inside(page: Any, selector: str) -> list[dict[str, Any]]:
    page.evaluate("window.scrollTo(0, 0)")
    # a card the last move touched turns over (rotated, scaled 0.8): measured once it has
    page.locator(".tam-card.moved").evaluate_all(LANDED)
    return page.locator(selector).evaluate_all("""els => els.filter(e => e.getClientRects().length)
        .map(e => { const r = e.getBoundingClientRect();
                    return {w: r.width, h: r.height, bottom: r.bottom, right: r.right, what: e.dataset.pick || e.textContent}; })""")


SCREENS = {  # name: (page options, players, extra flag)
    "phone": ({"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}, 3, ""),
    "phone-6": ({"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}, 6, ""),
    "tablet": ({"viewport": {"width": 1024, "height": 768}, "has_touch": True}, 4, ""),
    "laptop": ({"viewport": {"width": 1366, "height": 768}}, 6, ""),
    "projector": ({"viewport": {"width": 1920, "height": 1080}}, 6, "&projector=1"),
}


@pytest.mark.parametrize("name", list(SCREENS))
def test_a_tamalou_turn_fits_the_screen(name: str, page_on: Any, server: str, shots: Path) -> None:
    """Draw, then choose where the card goes: the buttons, the pile and every card of the
    player's square are on the screen, none narrower than a finger, nothing scrolls sideways."""
    options, players, flag = SCREENS[name]
    width, height = options["viewport"]["width"], options["viewport"]["height"]
    page = page_on(**options)
    page.goto(f"{server}?{turn_link(players)}{flag}")
    page.locator(".tam-piles").wait_for()
    my_turn(page)
    for step, label in (("turn", "Piocher"), ("drawn", "Jeter la carte piochée")):
        # the felt and the choices are two components redrawn one after the other: wait for this
        # step's own button, or the previous step's buttons may be measured as they are removed
        page.locator(f".choices button:visible:text-is('{label}')").wait_for()
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        buttons = inside(page, ".choices .bk-btn:visible")
        cards = inside(page, ".tam-seat.tam-mine .tam-card, [data-pick]")
        assert buttons and cards
        for box in buttons + cards:
            assert box["bottom"] <= height and box["right"] <= width, (name, step, box)
        for box in buttons + inside(page, "[data-pick]"):
            assert box["w"] >= 44 and box["h"] >= 44, (name, step, box)
        page.screenshot(path=shots / f"tamalou-{name}-{step}.png")
        if step == "turn":
            page.locator("[data-pick='pile']").click()
            page.locator("[data-pick='slot:0:0']").wait_for()


@pytest.mark.parametrize("lang,button", [("fr", "Je les ai retenues"), ("en", "I remember them")])
def test_the_first_look_reads_whole_on_a_phone(lang: str, button: str, page_on: Any, server: str) -> None:
    """The status line shows two lines at most on a phone: the first look's words must fit."""
    page = page_on(**SCREENS["phone"][0])
    page.goto(f"{server}?g=tamalou&n=3&s=4&l={lang}&m=")
    page.get_by_role("button", name=button, exact=True).wait_for()
    status = page.locator(".status-line:visible")
    assert status.evaluate("e => e.scrollHeight <= e.clientHeight + 1"), status.inner_text()


def power_link(players: int) -> str:
    """A table where the player has just drawn and thrown a 7 or an 8: its power waits."""
    for seed in range(1, 80):
        table = player_turn(players, seed)
        if table.human_to_move and table.deal.phase == "turn" and table.choose(Draw()):
            if table.view.drawn.rank in (7, 8) and table.choose(Throw()):
                table.teacher = False  # the link opens a game: the robots play on their own
                return table.query()
    raise AssertionError("no such table")


FOCUSED = """() => { let a = document.activeElement;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    return a ? a.textContent.trim() : ""; }"""


def test_a_power_look_waits_for_the_button_a_finger_and_the_keyboard_reach(page_on: Any, server: str,
                                                                           axe_source: str) -> None:
    """On a phone: the card a 7 shows stays up with « J'ai vu » (44 px at least, named for a
    screen reader, reached with Tab, pressed with Enter; axe finds nothing wrong); then it turns
    back and the round goes on."""
    page = page_on(**SCREENS["phone"][0])
    page.goto(f"{server}?{power_link(3)}")
    page.locator(".status-line:text-is('Pouvoir : touche une de tes cartes pour la voir.')").wait_for()
    page.locator("[data-pick='slot:0:2']").click()
    # the felt, the status and the buttons are redrawn one after the other: wait for each
    seen = page.get_by_role("button", name="J'ai vu", exact=True)
    seen.wait_for()
    page.locator(".status-line:text-matches('^Retiens bien ta carte 3 : ')").wait_for()
    mine = page.locator(".tamalou-felt .tam-mine .tam-card.open")
    expect(mine).to_have_count(1)
    assert mine.get_attribute("aria-label").startswith("Ta carte 3 : ")
    box = seen.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44, box
    check(page, axe_source, "Le Tamalou, a power's look")
    page.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(60):  # from the top of the page, Tab by Tab
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED) == "J'ai vu":
            break
    assert page.evaluate(FOCUSED) == "J'ai vu"
    assert mine.count() == 1  # the card waited for the button
    page.keyboard.press("Enter")
    expect(mine).to_have_count(0)
    my_turn(page)  # the snap window ran and the robots played


def test_the_log_says_which_card_was_looked_at_never_what_it_was(page: Any, server: str) -> None:
    """Issue 38: « Annonces » is read all round long, and Le Tamalou is a memory game: the card a
    power showed is in the log as « Tu regardes ta carte 3. », its face only during the look."""
    page.goto(f"{server}?{power_link(3)}")
    page.locator("[data-pick='slot:0:2']").click()
    page.get_by_role("button", name="J'ai vu", exact=True).click()
    my_turn(page)  # the snap window ran and the robots played
    log = page.locator(".log-box")
    log.locator("p:text-is('Tu regardes ta carte 3.')").wait_for()
    assert "ta carte 3 :" not in log.inner_text(), log.inner_text()
