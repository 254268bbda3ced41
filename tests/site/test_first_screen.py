"""The real site's first screen: plain HTML that a visitor uses while Python starts. The server
holds back one wheel, so Python cannot be ready until the test lets it go: the home page is there
and accessible on a phone, the visitor switches to English, opens the map and lesson 1, reads its
explain steps and goes on to its first question, which only the live app has: the page says it
waits for Python. Once the wheel is let go, the live app opens at that question, in English. No
page error, no request outside 127.0.0.1. And, without a browser: the first screen holds the app's
screens and words in each language.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import lessons
from engine import all_games
from tests.browser.conftest import address_has
from tests.browser.test_a11y import AXE, audit

from .conftest import holding, serving
from .test_csp import page_errors, record_violations
from .test_real_boot import BOOT_S, NOT_LOCAL, READY

USABLE = "document.documentElement.dataset.siteUsable === '1'"
#: the wheel the server holds back: no Python until it is sent
HELD = re.compile(r"/pyodide/param-[^/]*\.whl$")
PHONE = {"width": 390, "height": 844}


def small_targets(page: Any) -> list[str]:
    """The first screen's links and buttons shown smaller than 44 px on a side."""
    return page.evaluate("""() => [...document.querySelectorAll('#first-screen a, #first-screen button')]
        .filter((e) => e.getClientRects().length)
        .map((e) => [e.textContent.trim(), e.getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 || r.height < 44).map(([text]) => text)""")


def test_the_first_screen_has_the_app_s_screens_and_words_in_each_language() -> None:
    from sitebuild.first_screen import first_screen
    from ui.i18n import LANGS, t
    from ui.widgets import esc

    lesson = lessons.load().lessons[0]
    # a new learner may open the first lesson of each game that opens at once (today Kids' and
    # Le Tamalou's, which needs no Tarot): the loader checks no other lesson requires nothing
    opened = [each for each in lessons.load().lessons if not each.requires]
    assert opened[0] == lesson and [each.level for each in opened] == [g.id for g in all_games() if not g.opens_after]
    explained = [(each.id, next(i for i, step in enumerate(each.steps) if step.kind != "explain")) for each in opened]
    for lang in LANGS:
        html = first_screen(lang)
        routes = re.findall(r'<section class="fs-screen [a-z]+" data-route="([^"]+)"', html)
        assert routes == ["#/", "#/lessons", *(f"#/lesson/{each}/{n}" for each, count in explained
                                                for n in range(1, count + 1))]
        assert html.count("<h1 ") == len(routes) and html.count("<main") == 1
        for key in ("home.title", "home.learn", "home.play", "path.title", "lesson.next", "lesson.to_map"):
            assert esc(t(key, lang)) in html, key
        for each in lessons.load().lessons:  # the whole map, each lesson a link (a locked one says what opens it)
            assert esc(each.title.get(lang)) in html and f'href="#/lesson/{each.id}/1"' in html
        assert esc(lesson.steps[0].text.get(lang)) in html


@pytest.mark.browser
def test_the_first_screen_is_used_before_python_and_hands_over_to_the_live_app(real_site: Path,
                                                                             browser: Any) -> None:
    if not AXE.exists():
        pytest.fail(f"axe-core is not installed ({AXE}): run `make axe` (npm ci in tests/browser)")
    lesson = lessons.load().lessons[0]
    explained = next(i for i, step in enumerate(lesson.steps) if step.kind != "explain")
    assert explained >= 1, "lesson 1 starts with something to read"
    context = browser.new_context(viewport=PHONE)
    outside: list[str] = []
    context.route(NOT_LOCAL, lambda route: (outside.append(route.request.url), route.abort()))
    violations = record_violations(context)
    page = context.new_page()
    errors = page_errors(page)
    with holding(real_site, HELD) as (url, release):
        page.goto(url)
        page.wait_for_function(USABLE, timeout=BOOT_S * 1000)
        # the home page, in French, and the loading bar below it
        assert page.get_by_role("heading", level=1).inner_text() == "Bienvenue à l'École du Tarot !"
        assert page.locator("#site-loading.site-banner .site-bar").is_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        assert small_targets(page) == []
        problems = audit(page, AXE.read_text(encoding="utf-8"), "first screen (home)")
        assert not problems, "\n".join(problems)

        page.get_by_role("button", name="English").click()
        assert page.get_by_role("heading", level=1).inner_text() == "Welcome to the Tarot School!"
        address_has(page, "l=en")
        assert page.evaluate("document.documentElement.lang") == "en"
        # (a link changes the address: the first screen follows on « hashchange », a moment later)
        page.get_by_role("link", name="Learn", exact=True).click()
        page.get_by_role("heading", level=1, name="The lesson path").wait_for()
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        assert small_targets(page) == []
        page.get_by_role("link", name="Start").click()
        for n in range(1, explained + 1):  # the explain steps, read before Python is there
            heading = page.locator(".fs-screen:not([hidden]) .lesson-step")
            heading.filter(has_text=f"Step {n} of {len(lesson.steps)}").wait_for()
            assert heading.inner_text() == f"Step {n} of {len(lesson.steps)}"
            assert page.get_by_role("heading", level=1).inner_text() == lesson.title.en
            page.get_by_role("link", name="Next ▶").click()

        # the question needs Python: the page says so, and waits
        waiting = page.locator("#site-loading .site-waiting")
        waiting.wait_for()
        assert waiting.inner_text() == "Just a moment: the game is getting ready. The first visit takes the longest."
        assert page.url.endswith(f"#/lesson/{lesson.id}/{explained + 1}")
        assert page.evaluate(READY) is False

        release.set()
        page.wait_for_function(READY, timeout=BOOT_S * 1000, polling=100)
        # the live app, where the visitor got to, in English
        page.locator(".lesson-step", has_text=f"Step {explained + 1} of {len(lesson.steps)}").wait_for()
        assert page.locator("#first-screen").count() == 0
        page.locator(".home-button").click()
        page.get_by_role("heading", name="Welcome to the Tarot School!").wait_for()
        context.close()  # before the server stops: its closing would reset the page's requests
    assert outside == [], f"requests outside 127.0.0.1: {outside}"
    assert errors == [], f"errors in the page: {errors}"
    assert violations == [], f"blocked by the page's Content-Security-Policy: {violations}"


def test_the_first_screen_opens_in_the_language_chosen_last_time(real_site, browser) -> None:
    """#38: the language chosen was lost on reload: the first screen, which Python does not draw,
    showed French until the live app switched to English. An address's « l= » still wins."""
    # the first screen alone, as before Python: no worker (so no service worker either: the page
    # registers it once the worker has the site's files), so no boot begun by each load, nor a
    # live app that could switch the language in the first screen's stead
    context = browser.new_context(viewport=PHONE)
    context.route("**/worker.js", lambda route: route.fulfill(body="", content_type="text/javascript"))
    page = context.new_page()
    with serving(real_site) as served:
        page.goto(served.url)
        page.evaluate("localStorage.setItem('tarot-ecole-lang', 'en')")
        page.goto(served.url)
        page.locator('#first-screen .fs[data-lang="en"]:not([hidden])').wait_for()
        assert page.evaluate("document.documentElement.lang") == "en"
        page.goto(served.url + "?l=fr")
        page.locator('#first-screen .fs[data-lang="fr"]:not([hidden])').wait_for()
        # a choice made on the first screen is kept for the next visit
        page.locator('#first-screen .fs[data-lang="fr"] button[data-lang="en"]').click()
        assert page.evaluate("localStorage.getItem('tarot-ecole-lang')") == "en"
    context.close()
