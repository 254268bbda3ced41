"""The app in a real browser: a person's clicks and keys against `panel serve`."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from engine import Play
from engine.rulebook import passage
from ui.urlstate import GameSpec, decode
from ui.table import Table
from tests.browser.conftest import address_has

pytestmark = pytest.mark.browser

HAND = ".hand .card-btn"


# --- helpers -----------------------------------------------------------------------------------
def human_table(spec: GameSpec, teacher: bool = False, illegal: bool = False) -> Table:
    """A table at the player's turn, computed in Python (the browser replays the same link)."""
    for seed in range(spec.seed, spec.seed + 200):
        table = Table(GameSpec(spec.game, spec.players, seed, spec.options), teacher=teacher, delay=0)
        while not table.human_to_move:
            table.step()
        if not illegal or len(table.view.legal) < len(table.view.hand):
            return table
    raise AssertionError("no such position")


def open_table(page: Any, server: str, query: str) -> None:
    page.goto(f"{server}?{query}")
    page.locator(".tarot-felt").wait_for()


def tokens(page: Any, selector: str = HAND) -> list[str]:
    return page.locator(selector).evaluate_all("els => els.map(e => e.dataset.token)")


def wait_for_turn_or_end(page: Any) -> bool:
    """Wait until the player may play a card (True) or the deal is over (False)."""
    page.locator(".hand.playable, .verdict").first.wait_for()
    return page.locator(".verdict").count() == 0


def settle(page: Any, before: list[str], hint: bool = True) -> None:
    """After a click or a key: wait until the hand lost a card (or, with ``hint``, a hint shows)."""
    page.wait_for_function(
        """([selector, count, hint]) => {
            const all = (root) => Array.from(root.querySelectorAll('*')).flatMap(e =>
              [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
            const nodes = all(document);
            const hand = nodes.filter(e => e.matches(selector)).length;
            const shown = nodes.some(e => e.classList.contains('hint') && e.offsetParent);
            return hand !== count || (hint && shown);
        }""",
        arg=[HAND, len(before), hint])


def click_card(page: Any, card: Any) -> None:
    """Click a hand card; after a hint, click the first lit card: the hand then loses a card."""
    before = tokens(page)
    card.click()
    settle(page, before)
    if page.locator(".hint").is_visible():
        page.locator(".hand .card-btn:has(.card.lit)").first.click()
        settle(page, before, hint=False)


def play_deal_by_mouse(page: Any) -> int:
    """Click cards until the deal ends: the first card, or the first lit one after a hint."""
    plays = 0
    while wait_for_turn_or_end(page):
        click_card(page, page.locator(HAND).first)
        plays += 1
    return plays


def play_deal_by_keyboard(page: Any) -> None:
    """Arrows and Enter only: Enter on the focused card; after a hint, arrow to a lit card."""
    while wait_for_turn_or_end(page):
        before = tokens(page)
        page.locator(".card-btn[tabindex='0']").focus()
        page.keyboard.press("Enter")
        settle(page, before)
        if page.locator(".hint").is_visible():
            lit = page.locator(HAND).evaluate_all(
                "els => els.findIndex(e => e.querySelector('.card.lit'))")
            current = page.locator(HAND).evaluate_all("els => els.findIndex(e => e.tabIndex === 0)")
            key = "ArrowRight" if lit > current else "ArrowLeft"
            for _ in range(abs(lit - current)):
                page.keyboard.press(key)
            page.keyboard.press("Enter")
            settle(page, before, hint=False)


def address_at_turn(page: Any, cards: int) -> str:
    """The page's address once it is the table's at the player's turn with ``cards`` in hand:
    Python sends the address in its own message, which may come after the table is drawn."""
    deadline = time.monotonic() + 10
    while True:
        table = Table.from_link(decode(urlsplit(page.url).query), delay=0)
        if table.human_to_move and len(table.view.hand) == cards:
            return page.url
        assert time.monotonic() < deadline, f"the address {page.url!r} is not the table's"
        page.wait_for_timeout(50)  # a look at the address again, after the page's next messages


def start_from_setup(page: Any, server: str, game: str, seed: str, **options: Any) -> None:
    page.goto(server)
    page.get_by_role("button", name=options.get("home", "Jouer"), exact=True).click()  # the home page
    page.get_by_role("button", name=game).click()
    page.locator(".fold summary").click()  # the variants, robots and seed are folded
    for label in options.get("check", ()):
        page.get_by_label(label).check()
    for label, value in options.get("fill", {}).items():
        page.get_by_label(label).fill(value)
        page.get_by_label(label).press("Tab")
    page.locator("input[placeholder='42']").fill(seed)
    page.locator("input[placeholder='42']").press("Tab")
    page.get_by_role("button", name=options.get("start", "Jouer !")).click()
    page.locator(".tarot-felt").wait_for()


# --- tests -------------------------------------------------------------------------------------
def test_a_whole_kids_deal_by_mouse(page: Any, server: str, shots: Path) -> None:
    page.goto(server)
    page.get_by_role("button", name="Jouer", exact=True).click()
    page.locator(".setup-title").wait_for()
    page.screenshot(path=shots / "setup.png")
    start_from_setup(page, server, "Tarot Kids", "7")
    address_has(page, "s=7", "g=kids")
    wait_for_turn_or_end(page)
    page.screenshot(path=shots / "table-kids.png")
    assert play_deal_by_mouse(page) >= 12
    assert page.locator(".verdict").inner_text().strip().endswith("!")
    assert page.locator(".pile").count() == 3
    assert page.locator(".score-sheet tbody tr").count() == 2  # deal 1 and the total
    page.screenshot(path=shots / "end-of-deal.png", full_page=True)
    page.get_by_role("button", name="Donne suivante").click()
    page.locator(".verdict").wait_for(state="detached")
    assert len(tokens(page)) == 12


def test_a_robot_s_card_leaves_the_player_s_hand_as_it_was(page: Any, server: str) -> None:
    """The felt draws anew only the parts whose data changed: while a robot plays, the player's
    hand keeps its very buttons (a card focused by the keyboard keeps the focus)."""
    open_table(page, server, "g=kids&n=3&s=3&l=fr")
    for _ in range(6):  # a card of the player's, then a robot's move before the player's turn
        assert wait_for_turn_or_end(page)
        click_card(page, page.locator(HAND).first)
        kept = page.locator(HAND).first.element_handle()
        trick = tokens(page, ".trick .card")
        robot = page.wait_for_function(
            """([trick]) => {
                const all = (root) => Array.from(root.querySelectorAll('*')).flatMap(e =>
                  [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
                const nodes = all(document);
                if (nodes.some(e => e.matches('.hand.playable'))) return 'turn';
                const now = nodes.filter(e => e.matches('.trick .card')).map(e => e.dataset.token);
                return now.join(' ') !== trick.join(' ') && 'robot';
            }""", arg=[trick]).json_value()
        if robot == "robot":
            break
    else:
        raise AssertionError("no robot played between two cards of the player's in six tries")
    assert kept.evaluate("button => button.isConnected")


def test_an_illegal_click_shows_the_hint_and_keeps_the_hand(page: Any, server: str,
                                                            shots: Path) -> None:
    table = human_table(GameSpec("kids", 3, 1), illegal=True)
    open_table(page, server, table.query())
    wait_for_turn_or_end(page)
    hand = tokens(page)
    assert hand == [str(c) for c in table.view.hand]
    legal = {str(a.card) for a in table.view.legal}
    wrong = next(token for token in hand if token not in legal)
    page.locator(f".card-btn[data-token='{wrong}']").click()
    hint = page.locator(".hint")
    hint.wait_for()
    refusal = table.deal.why_illegal(Play(table.view.hand[hand.index(wrong)]))
    assert refusal.fr in hint.inner_text()
    assert tokens(page) == hand
    assert set(tokens(page, ".hand .card-btn:has(.card.lit)")) == legal
    page.get_by_role("button", name="Pourquoi ?").click()
    rule = passage("kids", refusal.rule)
    page.locator(".rule").wait_for()
    assert rule.title_fr in page.locator(".rule").inner_text()
    page.screenshot(path=shots / "hint.png")


def test_on_a_phone_why_brings_the_rule_on_screen(page_on: Any, server: str) -> None:
    """The rule opens in the side panel, which a phone puts under the hand: « Pourquoi ? » seemed
    to do nothing, the rule's title on the screen's last line and its words below it."""
    from tests.browser.test_viewports import SCREENS

    page = page_on(**SCREENS["phone"])
    table = human_table(GameSpec("kids", 3, 1), illegal=True)
    open_table(page, server, table.query())
    wait_for_turn_or_end(page)
    legal = {str(a.card) for a in table.view.legal}
    wrong = next(token for token in tokens(page) if token not in legal)
    page.locator(f".card-btn[data-token='{wrong}']").click()
    page.get_by_role("button", name="Pourquoi ?").click()
    rule = page.locator(".rule")
    rule.wait_for()
    height = page.viewport_size["height"]
    page.wait_for_function("([el, h]) => el.getBoundingClientRect().bottom <= h", arg=[rule.element_handle(), height])
    box = rule.bounding_box()
    assert box and 0 <= box["y"] and box["y"] + box["height"] <= height


def test_teacher_mode_shows_every_hand_and_undo_restores(page: Any, server: str,
                                                         shots: Path) -> None:
    table = human_table(GameSpec("kids", 4, 3), teacher=True)
    open_table(page, server, table.query())
    wait_for_turn_or_end(page)
    opponents = sum(len(h) for h in table.deal.hands[1:])
    assert page.locator(".open-hand .card").count() == opponents
    hand, trick = tokens(page), tokens(page, ".trick .card")
    legal = str(table.view.legal[0].card)
    page.locator(f".card-btn[data-token='{legal}']").click()
    page.locator(f".trick .card[data-token='{legal}']").wait_for()
    assert legal not in tokens(page)
    page.get_by_role("button", name="↶ Annuler").click()
    page.locator(f".card-btn[data-token='{legal}']").wait_for()
    assert tokens(page) == hand and tokens(page, ".trick .card") == trick
    page.get_by_role("button", name="Rétablir ↷").click()
    page.locator(f".trick .card[data-token='{legal}']").wait_for()
    before = page.locator(".trick .card").count()
    page.get_by_role("button", name="Coup suivant ▶").click()  # a robot plays, one card
    page.locator(".reason p").wait_for()
    assert page.locator(".trick .card").count() in (before + 1, table.players)
    page.screenshot(path=shots / "teacher.png", full_page=True)


def test_a_shared_link_reproduces_the_table(page: Any, server: str, browser: Any) -> None:
    start_from_setup(page, server, "Tarot Kids", "11")
    for _ in range(2):
        wait_for_turn_or_end(page)
        click_card(page, page.locator(HAND).first)
    wait_for_turn_or_end(page)
    hand, trick = tokens(page), tokens(page, ".trick .card")
    link = address_at_turn(page, len(hand))
    sheet = page.locator(".side").inner_text()
    other = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    try:
        other.goto(link)
        other.locator(".tarot-felt").wait_for()
        wait_for_turn_or_end(other)
        assert tokens(other) == hand
        assert tokens(other, ".trick .card") == trick
        assert other.locator(".side").inner_text() == sheet
    finally:
        other.context.close()


def test_a_bad_link_returns_to_the_setup(page: Any, server: str) -> None:
    page.goto(f"{server}?g=kids&n=3&s=1&o=colour:1")
    alert = page.locator(".problem")
    alert.wait_for()
    assert "colour" in alert.inner_text() and "ne marche pas" in alert.inner_text()
    assert page.locator(".setup-title").is_visible()
    page.goto(f"{server}?g=kids&n=3&s=1&m=T1.T2.T3.T4")
    page.locator(".problem").wait_for()


def test_the_language_switch(page: Any, server: str, shots: Path) -> None:
    table = human_table(GameSpec("kids", 3, 5))
    open_table(page, server, table.query())
    wait_for_turn_or_end(page)
    expect(page.locator(".status-line")).to_contain_text("À toi")
    page.get_by_role("button", name="English").click()
    page.get_by_role("button", name="New game").wait_for()
    expect(page.locator(".status-line")).to_contain_text("Your turn")
    address_has(page, "l=en")
    label = page.locator(".card-btn").first.get_attribute("aria-label")
    assert label.startswith("the ") or "(" in label
    page.get_by_role("button", name="Français").click()
    page.get_by_role("button", name="Nouvelle partie").wait_for()
    expect(page.locator(".status-line")).to_contain_text("À toi")


def test_kids_variants_bets_call_and_primes(page: Any, server: str, shots: Path) -> None:
    open_table(page, server, "g=kids&n=5&s=4&o=paris:1,proviseur:1,primes:1&l=fr&m=")
    decisions = []
    while page.locator(".hand.playable").count() == 0 and page.locator(".verdict").count() == 0:
        # :visible: a hidden, stale button must not be the element waited for
        page.locator(".choices .bk-btn:visible, .hand.playable, .verdict").first.wait_for()
        buttons = page.locator(".choices .bk-btn:visible")
        if not buttons.count():
            continue
        title = page.locator(".choices .panel-title")
        expect(title).to_have_text(re.compile(r"\S"))  # the buttons may come before their title
        phase = title.inner_text()
        decisions.append(phase)
        if phase == "Les paris":
            if len(decisions) == 1:
                page.screenshot(path=shots / "kids-bets.png")
            chosen = buttons.first  # bet the lowest diploma still open
        elif phase == "L'appel au Proviseur":
            chosen = buttons.first  # call a Proviseur
        else:
            chosen = buttons.last  # « Rien (de plus) à annoncer »
        button = chosen.element_handle()
        button.click()
        # the choice taken: its buttons leave the page (the next decision's are new ones)
        page.wait_for_function("button => !button.isConnected", arg=button)
    assert decisions[0] == "Les paris"
    log = page.locator(".log-box").inner_text()
    assert "Annonces" in log and "parie" in log
    if "L'appel au Proviseur" in decisions:
        assert "appel" in log


def test_mon_premier_tarot_in_english_by_keyboard(page: Any, server: str, shots: Path) -> None:
    start_from_setup(page, server + "?l=en", "My first Tarot", "3", home="Play", start="Play!",
                     fill={"Points to win the game": "1"})
    wait_for_turn_or_end(page)
    page.locator(".card-btn[tabindex='0']").focus()
    page.keyboard.press("ArrowRight")
    focus = page.evaluate("""() => { let a = document.activeElement;
        while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
        return a ? getComputedStyle(a.querySelector('.card')).outlineWidth : null; }""")
    assert focus and focus != "0px"  # the focused card is outlined
    page.screenshot(path=shots / "premier-en.png")
    # Enter plays it (or asks for a hint); the hand drawn anew, the focus is on one of its cards
    # again: a keyboard player goes on without reaching for the hand
    before = tokens(page)
    page.keyboard.press("Enter")
    settle(page, before)
    page.wait_for_function("""() => { let a = document.activeElement;
        while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
        return !!a && a.classList.contains('card-btn'); }""")
    play_deal_by_keyboard(page)
    assert page.locator(".champion").inner_text().strip().endswith("game!")
    page.screenshot(path=shots / "game-over-en.png", full_page=True)
    page.get_by_role("button", name="New game").last.click()
    page.locator(".setup-title").wait_for()
