"""Issue 29 in a real browser: from a fresh profile, each game's first lesson (or, when it is
locked, what opens it) and its table are two taps from the home page, at the four screen sizes
(the second tap, « Jouer ! », starts the table at one size, and is tried at the others);
a locked lesson tapped on the map says what opens it, and « Je connais déjà ce jeu » opens its
branch after a check answered in the page; quick taps on a question's cards are all kept, and
a card picked with the keyboard keeps its focus."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

import pytest
from playwright.sync_api import expect

import lessons
from engine import all_games
from tests.browser.test_lessons import pick
from tests.browser.test_viewports import SCREENS, TAP, boxes
from ui.i18n import t
from ui.lesson_views import STORAGE_KEY
from ui.lessons import Learning, check_steps
from ui.progress import Mark, Progress
from ui.viewmodels import game_label

pytestmark = pytest.mark.browser

CURRICULUM = lessons.load()
NEW = Learning(CURRICULUM)  # a new learner: what is open at once
FIRST = {game.id: next(lesson for lesson in CURRICULUM.lessons if lesson.level == game.id) for game in all_games()}
#: a lesson's question answered with several cards, and where it is
MANY, AT = next((lesson, n) for lesson in CURRICULUM.lessons for n, step in enumerate(lesson.steps)
                if step.pick == "many" and step.board is not None and len(step.answer) > 1)
#: rounds of taps on every card of that answer: each round picks them all, or puts them all back
ROUNDS = 6
#: the element with the keyboard's focus, inside Panel's shadow roots: its tag and card
FOCUSED = """() => {
  let element = document.activeElement;
  while (element && element.shadowRoot && element.shadowRoot.activeElement) element = element.shadowRoot.activeElement;
  return element && [element.tagName, element.dataset.token || null];
}"""


def home(page: Any) -> None:
    page.get_by_role("button", name=t("menu.home", "fr")).click()
    page.locator(".home-game").first.wait_for()


#: the screen each game's table is started at, by its setup's « Jouer ! » (each screen starts
#: one or two; at the others the tap is tried, not done: a table cost some 0.9 s of CPU)
STARTED_AT = {game.id: list(SCREENS)[n % len(SCREENS)] for n, game in enumerate(all_games())}
#: the kept page each screen is seen on: the projector's is the laptop's, resized (the same
#: device: the page loads the app at the projector's size, as a page of its own would)
PAGES = {"projector": "laptop"}


@pytest.mark.parametrize("name", list(SCREENS))
def test_each_game_s_first_lesson_and_table_are_two_taps_from_home(name: str, kept_page: Callable[..., Any],
                                                                  server: str, shots: Path) -> None:
    page = kept_page(PAGES.get(name, name), **SCREENS[name])
    page.goto(server)
    page.locator(".home-game").first.wait_for()
    page.screenshot(path=shots / f"home-games-{name}.png")
    links = boxes(page, ".home-game a.home-link")
    assert len(links) == 2 * len(FIRST)
    assert [(b["what"], round(b["w"]), round(b["h"])) for b in links if min(b["w"], b["h"]) < TAP - 0.5] == []
    wide = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert wide <= 0, f"the home page scrolls sideways by {wide} px"
    for game in all_games():
        label = game_label(game.id, "fr", "path")
        first = FIRST[game.id]
        page.get_by_role("link", name=t("home.learn_game", "fr", game=label)).click()  # tap 1
        if NEW.state(first) == "locked":  # its door: what opens it, and the check
            page.locator(".door-needs", has_text=first.title.fr).wait_for()
            page.get_by_role("link", name=t("check.button", "fr")).wait_for()
        else:
            page.locator(".lesson-title", has_text=first.title.fr).wait_for()
        home(page)
        page.get_by_role("link", name=t("home.play_game", "fr", game=label)).click()  # tap 1
        start = page.get_by_role("button", name=t("setup.start", "fr"))
        if STARTED_AT[game.id] == name:
            start.click()  # tap 2
            page.locator(".tarot-felt, .verdict").first.wait_for()
        else:
            # what the size may change: that the tap lands on the button (shown, still, the
            # element under the finger there); the table it starts is the server's, the same
            start.click(trial=True)
        home(page)


def test_a_locked_lesson_says_what_opens_it_and_the_check_opens_its_branch(kept_page: Callable[..., Any],
                                                                           server: str, shots: Path) -> None:
    page = kept_page("phone", **SCREENS["phone"])
    page.goto(f"{server}#/lessons")
    tarin = FIRST["tarin"]
    page.locator(".branch[data-branch='tarin'] summary").click()  # its game's lessons, folded
    page.get_by_role("link", name=tarin.title.fr, exact=True).click()  # a locked lesson on the map
    page.locator(".door-needs", has_text=tarin.title.fr).wait_for()
    assert page.url.endswith(f"#/lesson/{tarin.id}/1")
    page.screenshot(path=shots / "lesson-locked.png")
    way = NEW.way_to(tarin)
    page.get_by_role("link", name=t("door.go", "fr", title=way.title.fr)).click()  # the link there
    page.locator(".lesson-title", has_text=way.title.fr).wait_for()
    page.go_back()
    page.locator(".door-needs").wait_for()

    page.get_by_role("link", name=t("check.button", "fr")).click()
    steps = check_steps(NEW.branch("tarin"))
    for number, step in enumerate(steps, 1):
        page.locator(".lesson-step", has_text=t("check.question", "fr", n=number, total=len(steps))).wait_for()
        if number == 1:
            page.screenshot(path=shots / "check.png")
        if step.pick != "number":  # the question's cards or buttons are drawn after its heading
            page.locator(f"button.lesson-card[data-token='{step.answer[0]}'], .lesson-option").first.wait_for()
        pick(page, step, step.answer)
        page.locator(".check-verdict.right").wait_for()
        last = number == len(steps)
        page.get_by_role("button", name=t("lesson.finish" if last else "lesson.next", "fr")).click()
    page.locator(".check-result", has_text=t("check.passed", "fr", game="Le Tarin")).wait_for()
    page.get_by_role("button", name=t("check.start", "fr", title=tarin.title.fr)).click()
    page.locator(".lesson-title", has_text=tarin.title.fr).wait_for()
    page.reload()  # the branch stays open
    page.locator(".lesson-title", has_text=tarin.title.fr).wait_for()


@pytest.fixture
def page(kept_page: Callable[..., Any]) -> Any:
    """A laptop's page kept through the module's tests (conftest's KeptPages: a fresh context
    for each test cost some 1.8 s of CPU), at conftest's size for a fresh page."""
    return kept_page("laptop", viewport={"width": 1400, "height": 1000})


def open_many(page: Any, server: str) -> None:
    page.goto(f"{server}?teacher=1#/lesson/{MANY.id}/{AT + 1}")  # a teacher's link: the lesson opens


def test_quick_taps_on_a_question_s_cards_are_all_kept(page: Any, server: str) -> None:
    """Each pick used to draw the board anew: a tap right after another one could land on the
    cards on their way out, and was lost (6 taps of 50 with the old board)."""
    open_many(page, server)
    cards = [page.locator(f"button.lesson-card[data-token='{token}']") for token in MANY.steps[AT].answer]
    cards[0].wait_for()
    for round_ in range(ROUNDS):
        for card in cards:
            card.click()  # no wait for the pick to show: as quick as a learner's taps
        # a lost tap leaves its card in the other state: this count is never reached
        expect(page.locator(".lesson-card.picked")).to_have_count(0 if round_ % 2 else len(cards))


def test_a_card_picked_with_the_keyboard_keeps_the_focus(page: Any, server: str) -> None:
    """The old board, drawn anew for each pick, sent the focus back to the page."""
    open_many(page, server)
    token = MANY.steps[AT].answer[0]
    page.locator(f"button.lesson-card[data-token='{token}']").focus()
    page.keyboard.press("Enter")
    page.locator(f".lesson-card.picked[data-token='{token}']").wait_for()
    assert page.evaluate(FOCUSED) == ["BUTTON", token]


#: each branch title of the map (a ``<summary>``) as the browser tells a screen reader: its name
#: and whether it is expanded (Chromium's accessibility tree, as for ``aria-expanded``)
def disclosures(page: Any) -> dict[str, bool]:
    cdp = page.context.new_cdp_session(page)
    found = {}
    for node in cdp.send("Accessibility.getFullAXTree")["nodes"]:
        states = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
        if "expanded" in states and not node.get("ignored"):
            found[node.get("name", {}).get("value", "")] = states["expanded"]
    cdp.detach()
    return found


def open_games(page: Any) -> list[str]:
    """The games whose branch the map shows open, by the screen reader's names."""
    shown = disclosures(page)
    assert len(shown) == len(FIRST), shown
    return [game.id for game in all_games() for name, open_ in shown.items()
            if open_ and name.startswith(game_label(game.id, "fr", "path") + " ")]


def test_the_map_folds_each_game_the_learner_s_open(kept_page: Callable[..., Any], server: str, shots: Path) -> None:
    """On a phone the map was one list of some 10,300 px: each game's branch folds under its
    title, a disclosure (expanded or not, told to a screen reader; Enter or Space), a finger
    high; the game the learner is at is open."""
    page = kept_page("phone", **SCREENS["phone"])
    page.goto(f"{server}#/lessons")
    page.locator(".branch-summary").first.wait_for()
    assert open_games(page) == ["kids"]  # a new learner: Tarot Kids
    titles = boxes(page, ".branch-summary")
    assert len(titles) == len(FIRST) and min(min(b["w"], b["h"]) for b in titles) >= TAP - 0.5, titles
    tarin = FIRST["tarin"]
    link = page.get_by_role("link", name=tarin.title.fr, exact=True)
    expect(link).to_be_hidden()
    folded = page.evaluate("document.documentElement.scrollHeight")
    # with the keyboard: Enter opens Le Tarin's lessons, Space folds them again
    summary = page.locator(".branch[data-branch='tarin'] summary")
    summary.focus()
    page.keyboard.press("Enter")
    expect(link).to_be_visible()
    assert open_games(page) == ["kids", "tarin"]
    page.keyboard.press("Space")
    expect(link).to_be_hidden()
    page.screenshot(path=shots / "path-folded-phone.png")
    page.locator(".branch-fold").evaluate_all("els => els.forEach(e => { e.open = true; })")
    whole = page.evaluate("document.documentElement.scrollHeight")
    assert folded < whole / 2, (folded, whole)

    # a learner who finished Tarot Kids is at their next game: its branch opens
    kids = {lesson.id: Mark(3, 0) for lesson in CURRICULUM.lessons if lesson.level == "kids"}
    target = Learning(CURRICULUM, progress=Progress(kids)).resume_target()
    game = CURRICULUM.get(target[0]).level
    assert game != "kids"
    record = json.dumps({"version": 1, "lessons": {k: {"stars": 3, "step": 0} for k in kids}})
    # written with the app left: a live app could save its own record over it before it goes
    page.goto("about:blank")
    with page.add_init_script(f"localStorage.setItem('{STORAGE_KEY}', {json.dumps(record)})"):
        page.goto(f"{server}#/lessons")  # the app reads the learner's progress when it loads
    page.locator(f".branch[data-branch='{game}'] details[open]").wait_for()
    assert open_games(page) == [game]
