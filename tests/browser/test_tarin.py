"""A person plays a whole deal of Le Tarin in the browser: opens the auction as the dealer,
names trumps when nobody goes higher, plays every card and reads the count, pile by pile, with
the bid made or missed, and the score sheet."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl

import pytest

from engine import Play
from ui.urlstate import GameSpec
from ui.games.presenter import HUMAN
from ui.table import Table
from tests.browser.test_viewports import settle

pytestmark = pytest.mark.browser


def moves(query: str) -> str:
    """The moves of a link (its ``m=`` part), as the page's address holds them."""
    return dict(parse_qsl(query)).get("m", "")


def robots(table: Table) -> None:
    while table.robots_to_move:
        table.step()


def dealer_deal() -> tuple[str, list[tuple[str, str, str]], Table]:
    """A 4-player deal where the player deals: the link, the player's buttons and cards worked
    out in Python (the browser replays the same robots), and the finished table."""
    for seed in range(1, 200):
        table = Table(GameSpec("tarin", 4, seed), delay=0)
        if table.deal.dealer != HUMAN:
            continue
        link = table.query()
        clicks: list[tuple[str, str, str]] = []  # what to press, and the moves after the robots' answer
        robots(table)
        while not table.deal.over:
            phase = table.deal.phase
            if phase == "bid":
                action = "bid:15" if table.deal.contract is None else "pass"
                press = ("button", next(c.label for c in table.show.choices() if c.action == action))
                table.press(action)
            elif phase == "trump":
                choice = table.show.choices()[-1]
                press = ("button", choice.label)
                table.press(choice.action)
            else:
                card = next(a.card for a in table.view.legal if isinstance(a, Play))
                press = ("card", str(card))
                assert table.click(str(card))
            robots(table)
            clicks.append((*press, moves(table.query())))
        return link, clicks, table
    raise AssertionError("no deal dealt by the player")


def test_a_whole_tarin_deal_to_its_score(page: Any, server: str, shots: Path) -> None:
    link, clicks, table = dealer_deal()
    page.goto(f"{server}?{link}")
    page.locator(".tarot-felt").wait_for()
    buttons = page.locator(".choice")
    buttons.first.wait_for()
    assert buttons.count() == 19  # 15 to 100 by fives, and « Passe »
    page.get_by_role("button", name="Passe", exact=True).click()  # the dealer may not pass
    hint = page.locator(".hint")
    hint.wait_for()
    assert "au moins 15" in hint.inner_text()
    page.screenshot(path=shots / "tarin-auction.png")
    for kind, token, after in clicks:
        if kind == "button":
            page.get_by_role("button", name=token, exact=True).click()
        else:
            page.locator(f".hand.playable .card-btn[data-token='{token}']").click()
        # the robots answer next: wait for their moves in the address, not to press a stale button
        page.wait_for_function("m => new URLSearchParams(location.search).get('m') === m", arg=after)
    verdict = page.locator(".verdict")
    verdict.wait_for()
    text = verdict.inner_text()
    for line in table.show.verdict():
        assert line in text
    assert "= 100." in text
    steps = page.locator(".score-steps li")
    assert steps.all_inner_texts() == table.show.score_steps()
    assert page.locator(".pile").count() == 4
    page.screenshot(path=shots / "tarin-score.png", full_page=True)


def test_the_bids_are_a_fingers_width_on_a_phone(page_on: Any, server: str) -> None:
    """Eight bids a row on a 390-px phone made each button 41 px wide: at least 44 px each way."""
    page = page_on(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page.goto(f"{server}?g=tarin&n=4&s=1&l=fr&m=bid:15.bid:20")
    page.locator(".choice").first.wait_for()
    settle(page)  # the stylesheet in every button's shadow root, and the row laid out
    small = page.locator(".choices .bk-btn").evaluate_all(
        "els => els.map(e => [e.textContent.trim(), e.getBoundingClientRect().width, e.getBoundingClientRect().height])"
        ".filter(([, w, h]) => Math.min(w, h) < 43.5)")
    assert small == [], f"smaller than 44 px: {small}"
