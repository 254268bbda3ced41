"""The real site, booted for real in Chromium: built from the real Pyodide 0.29.3 distribution
(``$PYODIDE_DIR``, else ``../shared/pyodide-0.29.3``, else the official one over the network: see
``sitebuild.default_source``), served on 127.0.0.1, every other request aborted. A person asks
« Conseil » and plays a whole Kids deal by mouse, opens a lesson and answers a step, comes back
(second visit) to a 5-player Tarot deal (« Conseil » at the bid) played to its score, from the
interpreter saved by the first visit, and reviews it while switching the language; « Conseil »
answers at 3 and 6 players too (an écart, a card); then the server stops, the browser goes
offline, and the site reloads and plays again. No page error, no request outside 127.0.0.1, and
all of it under the page's Content-Security-Policy with no violation. (A saved interpreter that
cannot be restored: ``test_snapshot.py``.)
"""

from __future__ import annotations

import re
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

import lessons
from tests.browser.test_app import play_deal_by_mouse, wait_for_turn_or_end
from tests.browser.test_coach import ask_advice, at_decision
from tests.browser.test_lessons import pick
from tests.browser.test_tarot import passing_deal, play_to_score

from .conftest import serving
from .test_csp import POLICY_WORDS, record_violations

pytestmark = pytest.mark.browser

READY = "document.documentElement.dataset.siteReady === '1'"
#: seconds for one boot: Pyodide in headless Chromium on two busy cores
BOOT_S = 240
NOT_LOCAL = re.compile(r"^(?!http://127\.0\.0\.1[:/]|data:|blob:)")


#: where the worker keeps the saved interpreter, in the build's cache (see templates/worker.js)
SNAPSHOT = "pyodide/python-snapshot"
SAVING = "saving"


def snapshot_state(page: Any) -> str:
    """What the worker did with the saved interpreter: restored, saving, saved, or why not."""
    return page.evaluate("window.tarotBoot.snapshot")


def boot(page: Any, url: str) -> None:
    page.goto(url)
    page.wait_for_function(READY, timeout=BOOT_S * 1000, polling=100)


def answer_first_question(page: Any, lesson: lessons.Lesson) -> None:
    """Through the explain steps of ``lesson`` to its first question, answered right."""
    for step in lesson.steps:
        page.locator(".lesson-step", has_text=f"Étape {step.number} sur {len(lesson.steps)}").wait_for()
        if step.kind != "explain":
            pick(page, step, step.answer)
            page.locator(".lesson-why.right").wait_for()
            return
        page.get_by_role("button", name="Suivant").click()
    raise AssertionError(f"lesson {lesson.id} asks nothing")


#: every quarter second, the progress line's words and whether it shows, when they change:
#: what a failed review step prints
RECORD_PROGRESS = """() => {
  const seen = window.progressSeen = [];
  const find = (root) => root.querySelector('.coach-progress')
    || [...root.querySelectorAll('*')].filter((e) => e.shadowRoot).map((e) => find(e.shadowRoot)).find(Boolean);
  const start = performance.now();
  setInterval(() => {
    const line = find(document);
    const now = line ? `${getComputedStyle(line).visibility} ${line.textContent}` : 'none';
    if (!seen.length || seen.at(-1)[1] !== now) seen.push([Math.round(performance.now() - start), now]);
  }, 250);
}"""


def review_while_the_page_answers(page: Any) -> None:
    """The review searches every choice of the deal, in slices: meanwhile the page answers (the
    language changes mid-review: the progress line goes on in English), then the review shows."""
    page.evaluate(RECORD_PROGRESS)
    try:
        reviewing(page)
    except Exception as error:
        seen = page.evaluate("window.progressSeen")
        raise AssertionError(f"the progress line (ms, visibility, words): {seen}") from error


def reviewing(page: Any) -> None:
    page.get_by_role("button", name="Revoir mes choix").click()
    page.locator(".coach-progress").wait_for()
    page.get_by_role("button", name="English").click()
    # in English at once, mid-review; on a quick machine the review may end before the click
    # lands: then the review itself speaks English
    page.locator(".coach-progress", has_text="Looking at your choices").or_(
        page.get_by_text(re.compile("^(Where the strong robot|Well done)"))).first.wait_for()
    page.locator(".review-item, .review-none").first.wait_for(timeout=120_000)
    page.get_by_role("button", name="Français").click()
    page.get_by_role("button", name="Voir ce coup").or_(page.locator(".review-none", has_text="Bravo")).first.wait_for()


def test_the_real_site_boots_plays_teaches_and_works_offline(real_site: Path, browser: Any) -> None:
    link, clicks, table = passing_deal(5)
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    outside: list[str] = []
    errors: list[str] = []
    context.route(NOT_LOCAL, lambda route: (outside.append(route.request.url), route.abort()))
    context.on("request", lambda r: outside.append(r.url) if NOT_LOCAL.match(r.url) else None)
    context.add_init_script("localStorage.setItem('tarot-ecole.delay', '0.05')")  # quick robots
    violations = record_violations(context)
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text)
            if m.type == "error" or POLICY_WORDS in m.text else None)

    with ExitStack() as running:
        served = running.enter_context(serving(real_site))
        url = served.url

        # first visit: a whole Kids deal by mouse, from the home page and the game's setup
        boot(page, url)
        page.get_by_role("button", name="Jouer", exact=True).click()
        page.get_by_role("button", name="Tarot Kids").click()
        page.locator(".fold summary").click()  # the variants, robots and seed are folded
        page.locator("input[placeholder='42']").fill("7")
        page.locator("input[placeholder='42']").press("Tab")
        page.get_by_role("button", name="Jouer !").click()
        page.locator(".tarot-felt").wait_for()
        assert wait_for_turn_or_end(page)
        ask_advice(page)  # « Conseil », searched inside Pyodide
        assert play_deal_by_mouse(page) >= 12
        assert page.locator(".score-sheet tbody tr").count() == 2

        # a lesson, from the home page
        page.locator(".home-button").click()
        page.get_by_role("button", name="Apprendre").click()
        page.get_by_role("button", name="Commencer").click()
        answer_first_question(page, lessons.load().lessons[0])
        page.wait_for_function("navigator.serviceWorker.controller !== null")
        # the interpreter after the imports, saved for the next visit
        page.wait_for_function(f"window.tarotBoot.snapshot !== {SAVING!r}")
        assert snapshot_state(page) == "saved"

        # a second visit: a 5-player deal to its score, nothing of the site downloaded again
        served.log.clear()
        boot(page, f"{url}?{link}")
        assert {path for path, _ in served.log} <= {"serviceWorker.js"}
        assert snapshot_state(page) == "restored"
        page.locator(".tarot-felt").wait_for()
        page.get_by_role("button", name="Conseil").wait_for()  # at the player's bid
        ask_advice(page)
        play_to_score(page, clicks, table)
        review_while_the_page_answers(page)

        # « Conseil » at the other table sizes, from links that open at a decision
        for players, phase in ((3, "ecart"), (6, "play")):
            at = at_decision(players, phase, tricks=3 if phase == "play" else 0)
            boot(page, f"{url}?{at.query()}")
            page.get_by_role("button", name="Conseil").wait_for()
            ask_advice(page)

    # no server, no network: the service worker has everything
    context.set_offline(True)
    boot(page, f"{url}?g=kids&n=3&s=11")
    assert snapshot_state(page) == "restored"
    assert wait_for_turn_or_end(page)
    assert play_deal_by_mouse(page) >= 12

    context.close()
    assert outside == [], f"requests outside 127.0.0.1: {outside}"
    assert errors == [], f"errors in the page: {errors}"
    assert violations == [], f"the page broke its own Content-Security-Policy: {violations}"
