"""« Conseil » and the review in a real browser: the search runs in slices on the server's
event loop, the page keeps answering. A Kids deal and a whole 5-player Tarot deal (advice at the
bid, the King call, the écart and the play, then the review browsed on the table), and one
« Conseil » at 3, 4 and 6 players from shared links that open at a decision."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest

from engine import Bid
from ui.i18n import t
from ui.urlstate import GameSpec
from ui.games.tarot.presenter import DECLINE
from ui.table import Table

from tests.browser.test_app import HAND, human_table, open_table, tokens, wait_for_turn_or_end
from tests.browser.test_tarot import click_card, robots

pytestmark = pytest.mark.browser

ADVISED = t("coach.advised", "fr")
#: a line of the review: « Pli 5 : tu as choisi …, le robot fort aurait choisi … (environ 9 points de mieux). »
MISTAKE = re.compile(r"^(?:Pli \d+|Aux enchères|À l'appel|À l'écart|Aux paris|Aux annonces) : tu as choisi .+, "
                     r"le robot fort aurait choisi .+ \(environ (\d+) points? de mieux\)\.$")


def test_advice_during_a_kids_deal_then_the_review_shown_on_the_table(page: Any, server: str,
                                                                      shots: Path) -> None:
    table = human_table(GameSpec("kids", 3, 9))
    open_table(page, server, table.query())
    assert wait_for_turn_or_end(page)
    ask_advice(page)
    page.screenshot(path=shots / "coach-advice.png")
    first_choices_to_the_end(table)
    review_on_the_table(page, server, table, shots / "coach-review.png")


# --- Tarot at 3 to 6 players ---------------------------------------------------------------------
#: the words of every ``selector`` shown, recorded at each change of the page
RECORD_SHOWN = """(selector) => {
  const seen = window.shownSeen = [];
  const roots = (root) => [root, ...[...root.querySelectorAll('*')].flatMap((e) => e.shadowRoot ? roots(e.shadowRoot) : [])];
  const look = () => {
    for (const root of roots(document)) {
      for (const e of root.querySelectorAll(selector)) if (e.getClientRects().length) seen.push(e.textContent);
      watch.observe(root, {subtree: true, childList: true, attributes: true, characterData: true});
    }
  };
  const watch = window.shownWatch = new MutationObserver(look);
  look();
}"""


def ask_advice(page: Any) -> None:
    """Press « Conseil »: the advice leads with a tip, names a choice, lists the choices in the
    order advised, keeps the figures folded under « Voir les calculs » (opened from the
    keyboard), and the advised card or button is marked on the table, alone. Nothing else was
    shown as advice meanwhile."""
    page.evaluate(RECORD_SHOWN, ".coach-advice")
    page.get_by_role("button", name="Conseil").click()
    advice = page.locator(".coach-advice")
    advice.wait_for()
    # the advice for the decision before, hidden, once showed again before its new words came
    shown = page.evaluate("() => { window.shownWatch.disconnect(); return window.shownSeen; }")
    assert set(shown) == {advice.text_content()}, shown
    tip, pick = advice.locator("p").all_inner_texts()[:2]
    assert tip.endswith(".") and advice.locator(".coach-tip").inner_text() == tip
    assert pick.startswith("À ta place, je choisirais : ")
    assert page.locator(".coach-choices li").count() >= 1  # the choices, in words
    figures = page.locator(".coach-figures li")
    assert figures.count() >= 2 and not figures.first.is_visible()  # folded
    summary = page.locator(".coach-figures summary")
    assert summary.inner_text() == "Voir les calculs"
    summary.focus()
    page.keyboard.press("Enter")
    figures.first.wait_for()  # opened from the keyboard
    assert "en moyenne" in figures.first.inner_text()
    card, button = page.locator(f"{HAND}:has(.card.advised)"), page.locator(".choice.advised")
    card.or_(button).first.wait_for()  # the table is drawn again with the mark
    assert card.count() + button.count() == 1
    if card.count():
        label = card.get_attribute("aria-label")
        name = label.split(", ")[0]
        assert label.endswith(ADVISED)
    else:
        name = button.inner_text().split(" (")[0]  # « Garde (× 2) »: the contract
    assert name.lower() in pick.lower(), f"{name!r} is marked, the advice says {pick!r}"


def at_decision(players: int, phase: str, tricks: int = 0) -> Table:
    """The first seeded deal reaching the player's choice in ``phase`` (after ``tricks``
    tricks in the play): the player bids a Garde when allowed, else plays as a medium robot."""
    for seed in range(1, 100):
        table = Table(GameSpec("tarot", players, seed), delay=0)
        while not table.deal.over:
            robots(table)
            view = table.view
            if table.deal.over:
                break
            if view.phase == phase and len(view.legal) > 1 and len(table.deal.tricks) >= tricks:
                return table
            garde = Bid("garde")
            assert table.choose(garde if garde in view.legal else table.robot_move(0).action)
    raise AssertionError(f"no {players}-player deal reaching the player's {phase}")


@pytest.mark.parametrize("players, phase", [(3, "ecart"), (4, "bid"), (6, "play")])
def test_advice_from_a_shared_link_at_a_decision(page: Any, server: str, players: int,
                                                 phase: str) -> None:
    table = at_decision(players, phase, tricks=3 if phase == "play" else 0)
    open_table(page, server, table.query())
    page.get_by_role("button", name="Conseil").wait_for()
    assert sorted(tokens(page)) == sorted(str(c) for c in table.view.hand)
    ask_advice(page)


def taking_deal(players: int) -> tuple[str, list[tuple[str, bool, str, str, str]], Table]:
    """A deal where the player takes with a Garde (calling a King at 5): the link, the
    player's clicks (phase, whether there is a choice, kind, what, and the moves made before it:
    the address's ``m``) worked out in Python (always the first allowed card, the first King:
    mistakes for the review), and the finished table."""
    for seed in range(1, 300):
        table = Table(GameSpec("tarot", players, seed), delay=0)
        link = table.query()
        clicks: list[tuple[str, bool, str, str, str]] = []
        while not table.deal.over:
            robots(table)
            if table.deal.over:
                break
            phase, legal = table.deal.phase, table.view.legal
            choice = len(legal) > 1
            moves = parse_qs(table.query()).get("m", [""])[0]
            if phase == "bid":
                if Bid("garde") not in legal:
                    break
                clicks.append((phase, choice, "button", next(c.label for c in table.show.choices()
                                                      if c.action == "bid:garde"), moves))
                table.press("bid:garde")
            elif phase == "call":
                call = next(c for c in table.show.choices() if c.legal)
                clicks.append((phase, choice, "button", call.label, moves))
                table.press(call.action)
            elif table.show.poignee_offered():
                clicks.append((phase, choice, "button", "Ne pas montrer", moves))
                table.press(DECLINE)
            else:
                card = str(legal[0].card)
                clicks.append((phase, choice, "card", card, moves))
                assert table.click(card)
        if table.deal.over and table.deal.taker == 0 and table.deal.result().redeal is None:
            return link, clicks, table
    raise AssertionError(f"no {players}-player deal where the player takes")


def test_five_players_advice_at_each_kind_of_decision_then_the_review_of_the_deal(
        page: Any, server: str, shots: Path) -> None:
    link, clicks, table = taking_deal(5)
    open_table(page, server, link)
    asked: list[str] = []
    for phase, choice, kind, what, moves in clicks:
        if phase not in asked and choice:
            asked.append(phase)
            # the page at this decision first: « Conseil » still showing for the one before (the
            # last card of the écart) was once pressed there, and Python had nothing to advise
            page.wait_for_function("(m) => (new URLSearchParams(location.search).get('m') || '') === m", arg=moves)
            ask_advice(page)
            if phase == "call":
                page.screenshot(path=shots / "coach-call.png")
        if asked == ["bid", "call", "ecart", "play"]:
            break
        if kind == "button":
            page.get_by_role("button", name=what, exact=True).click()
        else:
            click_card(page, what)
    assert asked == ["bid", "call", "ecart", "play"]

    review_on_the_table(page, server, table, shots / "coach-review-tarot.png")


def first_choices_to_the_end(table: Table) -> None:
    """The deal played on in Python, the player always taking the first allowed action (at the
    seeds used, that costs points at several moves: the review is seeded, the same every time)."""
    while not table.deal.over:
        if table.human_to_move:
            assert table.choose(table.view.legal[0])
        else:
            table.step()


def review_on_the_table(page: Any, server: str, table: Table, shot: Path) -> None:
    """Open the finished deal of ``table`` (its shared link) and review it: at most the 3
    costliest choices first, each with the points it cost, the others in the order of play;
    the costliest shown on the table as it was before that move, with its advice marked."""
    page.goto(f"{server}?{table.query()}")
    page.locator(".verdict").wait_for()
    page.get_by_role("button", name="Revoir mes choix").click()
    page.locator(".review-item").first.wait_for(timeout=40_000)
    first = page.locator(".review-item.costliest p").all_inner_texts()
    others = page.locator(".review-item.others p").all_inner_texts()
    assert 1 <= len(first) <= 3 and (not others or len(first) == 3)
    found = [MISTAKE.match(line) for line in first + others]
    assert all(found), first + others
    costs = [int(m[1]) for m in found]
    assert costs[:3] == sorted(costs[:3], reverse=True) and min(costs[:3]) >= max(costs[3:], default=0)
    items = page.locator(".review-item p")
    plies = [int(items.nth(i).get_attribute("data-ply")) for i in range(len(found))]
    assert plies[3:] == sorted(plies[3:])  # the others in the order of play
    page.screenshot(path=shot, full_page=True)

    page.get_by_role("button", name="Voir ce coup").first.click()
    table.rewind(plies[0])
    page.locator(".verdict").wait_for(state="detached")
    page.locator(".coach-advice").wait_for()
    assert sorted(tokens(page)) == sorted(str(c) for c in table.view.hand)
    marked = page.locator(".hand .card.advised, .choice.advised")
    marked.first.wait_for()
    assert marked.count() == 1
    page.get_by_role("button", name="Retour à la fin de la donne").click()
    page.locator(".verdict").wait_for()


def test_the_advice_shows_even_when_a_stylesheet_never_arrives(page: Any, server: str) -> None:
    """Panel shows a text pane only once each of its stylesheets has loaded; ours, loaded, shows
    it anyway: with Panel's theme sheet never answered, the advice and its words still show."""
    page.route("**/bundled/theme/default.css*", lambda route: None)  # never answered
    table = at_decision(4, "play", tricks=3)
    open_table(page, server, table.query())
    page.get_by_role("button", name="Conseil").wait_for()
    ask_advice(page)
