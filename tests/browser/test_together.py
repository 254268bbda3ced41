"""Pass-and-play on a phone, by taps alone (issue 42): three people and a robot play a whole
Tarot deal set up in the form, two people and a robot a round of Le Tamalou; at every hand-over
the cover stands alone and no card of anyone's is in the page. A name is shown as text, the
cover and the setup with people pass axe, and the people's seats come back after a reload."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from engine import Bid, Discard, Play
from ui.games.tamalou.presenter import REMEMBERED
from ui.games.tarot.presenter import DECLINE
from ui.i18n import t
from ui.table import Table
from ui.urlstate import GameSpec, encode, Link

from tests.browser.test_a11y import axe_source, check  # noqa: F401  (axe_source: a fixture)
from tests.browser.test_viewports import TAP, boxes, settle
from tests.browser.conftest import address_has

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
TAROT_PEOPLE = ((0, "Ana"), (1, "Bob"), (2, "<b>Zed</b>"))
#: every card the page could draw: a hand's, a trick's, the chien's, a square's
CARDS = "[data-token]:not([data-token='']), .card-btn, .tam-card, .trick .card, .aside-cards .card"


def tarot_steps(seed: int) -> list[tuple[str, str]] | None:
    """The taps of a 4-player deal where Ana, Bob and Zed play and the robot sits at seat 3: a
    person takes (the first who may bids « Prise », the others pass), the others play their
    first legal card. ``None``: no person takes at that seed."""
    table = Table(GameSpec("tarot", 4, seed, people=TAROT_PEOPLE), delay=0)
    steps: list[tuple[str, str]] = []
    bid = False
    while not table.deal.over:
        show = table.show
        if table.covered is not None:
            steps.append(("cover", table.seat_name(table.covered)))
            assert table.hand_over()
        elif not table.human_to_move:
            table.step()
        elif show.poignee_offered():
            steps.append(("button", t("poignee.no", "fr")))
            table.press(DECLINE)
        elif table.deal.phase == "bid":
            action = "bid:prise" if not bid and Bid("prise") in table.view.legal else "pass"
            bid = bid or action != "pass"
            steps.append(("button", next(c.label for c in show.choices() if c.action == action)))
            table.press(action)
        else:
            card = next(a.card for a in table.view.legal if isinstance(a, (Play, Discard)))
            steps.append(("card", str(card)))
            assert table.click(str(card))
    taker = None if table.deal.result().redeal else table.deal.taker
    return steps if taker in (0, 1, 2) and table.deal.phase == "done" else None


def no_card_while_covered(page: Any, name: str) -> None:
    """The cover asks for ``name``, alone: no card of any hand in the page, the table hidden."""
    title = page.locator(".cover-title")
    title.filter(has_text=name).wait_for()
    assert title.inner_text() == f"Passe la tablette à {name}"
    assert page.locator(CARDS).count() == 0, "a card is in the page under the cover"
    assert not page.locator(".table-screen").is_visible()


def tap_me(page: Any, name: str) -> None:
    button = page.get_by_role("button", name=f"C'est moi, {name}", exact=True)
    box = button.bounding_box()
    assert box is not None and box["height"] >= TAP - 0.5 and box["width"] >= TAP
    button.tap()
    page.locator(".cover-title").wait_for(state="hidden")


def play(page: Any, steps: list[tuple[str, str]]) -> int:
    """Replays ``steps`` by taps; returns how many hand-overs were checked. A step that fails
    says which it was and what the page showed then (a failure seen once in a fresh-clone run
    and not since: the next one says where)."""
    covers = 0
    for number, (kind, what) in enumerate(steps, 1):
        try:
            if kind == "cover":
                no_card_while_covered(page, what)
                tap_me(page, what)
                covers += 1
            elif kind == "button":
                page.get_by_role("button", name=what, exact=True).tap()
            else:
                page.locator(f".hand.playable .card-btn[data-token='{what}']").tap()
                page.locator(f".hand .card-btn[data-token='{what}']").wait_for(state="detached")
        except Exception as error:
            hand = page.locator(".card-btn").evaluate_all("cards => cards.map(c => c.dataset.token)")
            raise AssertionError(f"step {number} of {len(steps)} ({kind} {what!r}, after "
                                 f"{steps[max(0, number - 4):number - 1]}): {error}\n"
                                 f"status: {page.locator('.status-line').all_inner_texts()}\n"
                                 f"cover: {page.locator('.cover-title').all_inner_texts()}\n"
                                 f"buttons: {page.locator('.choices button').all_inner_texts()}\n"
                                 f"hand: {hand}") from error
    return covers


def test_three_people_and_a_robot_play_a_tarot_deal_set_up_on_a_phone(page_on: Any, server: str,
                                                                    axe_source: str) -> None:
    seed = next(s for s in range(1, 200) if tarot_steps(s) is not None)
    steps = tarot_steps(seed)
    page = page_on(**PHONE)
    page.goto(f"{server}#/play")
    page.locator(".setup-title").wait_for()
    page.get_by_role("button", name="Tarot (3 à 6 joueurs)").tap()
    page.get_by_role("button", name="6", exact=True).wait_for()
    page.get_by_role("button", name="4", exact=True).tap()
    page.locator(".choice-pill[aria-pressed='true']", has_text="4").wait_for()
    page.locator(".fold summary").tap()
    page.get_by_label("Ton prénom (facultatif si tu joues seul)").fill("Ana")
    for seat, name in ((1, "Bob"), (2, "<b>Zed</b>")):
        page.get_by_label(f"Place {seat + 1}", exact=True).select_option(label="une personne")
        field = page.get_by_label(f"Prénom de la place {seat + 1}")
        field.fill(name)
        field.press("Tab")
    page.locator("input[placeholder='42']").fill(str(seed))
    page.locator("input[placeholder='42']").press("Tab")
    settle(page)  # every field's stylesheet in, the form laid out
    small = [(b["what"], round(b["w"]), round(b["h"])) for b in boxes(page, ".setup select, .setup input[type=text]")
             if min(b["w"], b["h"]) < TAP - 0.5]
    assert small == []
    check(page, axe_source, "setup with people")
    page.get_by_role("button", name="Jouer !").tap()
    page.locator(".cover-title, .tarot-felt .hand, .setup .problem").first.wait_for()
    problems = page.locator(".setup .problem").all_inner_texts()
    fields = page.locator(".setup input[type=text], .setup select").evaluate_all(
        "fields => fields.map((f) => [f.labels?.[0]?.innerText ?? '', f.value])")
    assert problems == [], f"« Jouer ! » refused: {problems}; the form showed {fields}"
    page.locator(".cover-title, .tarot-felt .hand").first.wait_for()
    address_has(page, "p=0:Ana,1:Bob,2:%253Cb%253EZed%253C%252Fb%253E", f"s={seed}", "n=4")
    first = next(what for kind, what in steps if kind == "cover")
    no_card_while_covered(page, first)
    # the name is text: shown whole, never read as a tag
    if first == "<b>Zed</b>":
        assert page.locator(".cover-title b").count() == 0
    check(page, axe_source, "the cover")
    covers = play(page, steps)
    assert covers >= 3
    page.locator(".verdict").wait_for()
    heads = page.locator(".score-sheet thead th").all_inner_texts()
    assert heads[1:] == ["Ana", "Bob", "<b>Zed</b>", "Zoé"]  # the sheet names the people
    assert page.locator(".score-sheet b").count() == 0

    # the seats come back in the form after a reload: kept in the saved progress
    page.goto(f"{server}#/play")
    page.reload()
    page.locator(".setup-title").wait_for()
    page.locator(".fold summary").tap()
    assert page.get_by_label("Ton prénom (facultatif si tu joues seul)").input_value() == "Ana"
    assert page.get_by_label("Place 3", exact=True).input_value() == "<b>Zed</b>"


def tamalou_steps(seed: int) -> list[tuple[str, str, str]]:
    """The taps of a round of Le Tamalou where Ana and Bob play and a robot sits at seat 2:
    each remembers their cards, draws and throws, never uses a power nor snaps, and says
    « Tamalou ! » as soon as they may. Each step comes with the status line it is taken at."""
    table = Table(GameSpec("tamalou", 3, seed, people=((0, "Ana"), (1, "Bob"))), delay=0)
    show, steps = table.show, []
    while not table.deal.over:
        if table.covered is not None:
            steps.append(("cover", table.seat_name(table.covered), ""))
            assert table.hand_over()
            continue
        if show.first_look:
            steps.append(("look", table.seat_name(table.viewer), ""))
            table.press(REMEMBERED)
            continue
        if not table.human_to_move:
            table.step()
            continue
        choices = {c.action: c for c in show.choices() if c.legal and c.enabled}
        action = next(a for a in ("tamalou", "draw", "throw", "pass") if a in choices)
        steps.append(("button", choices[action].label, table.addressed(show.status())))
        assert table.press(action) or table.deal.over
    return steps


def test_two_people_and_a_robot_play_a_tamalou_round_on_a_phone(page_on: Any, server: str) -> None:
    steps = tamalou_steps(4)
    page = page_on(**PHONE)
    link = encode(Link(GameSpec("tamalou", 3, 4, people=((0, "Ana"), (1, "Bob")))))
    page.goto(f"{server}?{link}")
    felt = page.locator(".tamalou-felt.tarot-felt")
    felt.wait_for()
    covers = looks = 0
    for kind, what, status in steps:
        if kind == "cover":
            no_card_while_covered(page, what)
            tap_me(page, what)
            covers += 1
        elif kind == "look":
            # only the holder's own two cards are face up: none of anyone else's
            page.get_by_role("button", name="Je les ai retenues").wait_for()
            assert felt.locator(".tam-mine .tam-card.open").count() == 2
            assert felt.locator(".tam-card.open").count() == 2
            page.get_by_role("button", name="Je les ai retenues").tap()
            looks += 1
        else:
            # the decision's own status first: the round ends on two « Je n'ai rien à jeter »
            # a discard apart, and the second tap, made while the page still showed the first
            # window's button, was refused by the robot's turn in between: the round then
            # waited for Bob (under load, about half the runs)
            expect(page.locator(".status-line")).to_have_text(status)
            page.get_by_role("button", name=what, exact=True).tap()
    assert looks == 2 and covers >= 2
    page.locator(".verdict").wait_for()
    steps_text = page.locator(".score-steps li").all_inner_texts()
    assert any(s.startswith("Ana : ") for s in steps_text) and any(s.startswith("Bob : ") for s in steps_text)
