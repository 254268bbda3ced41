"""The page's Content-Security-Policy (see docs/site.md): the real site boots under it with no
violation, and the browser enforces it: a request to another origin, an inline script and an
image from elsewhere, injected into the live page, are blocked, each with a violation event.
A whole session (a first visit with a lesson in both languages, then returning visits from the
saved interpreter) breaks the policy nowhere: no violation event in the page and no violation in
the console, which is where the blocks of a frame's scripts are said.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sitebuild.check import csp_problems

from .conftest import serving

pytestmark = pytest.mark.browser

READY = "html[data-site-ready='1']"
BOOT_S = 240
#: every violation the page's document sees, handed to Python (it outlives navigations)
RECORD = """addEventListener('securitypolicyviolation', (e) => cspViolation(
  {directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample}), true);"""
#: how the browser's console says that the policy blocked something, in any frame of the page
#: (a frame's block fires no event in the page: es-module-shims' test frame's import map did so
#: on every load, see sitebuild/page.py, ESMS_IMPORT_MAP)
POLICY_WORDS = "Content Security Policy"
#: another origin (a closed port of this machine: nothing leaves it even if the policy failed)
ELSEWHERE = "http://127.0.0.1:9"


def record_violations(context: Any) -> list[dict[str, str]]:
    """The violations of every page of ``context``, as they happen."""
    seen: list[dict[str, str]] = []
    context.expose_binding("cspViolation", lambda _source, violation: seen.append(violation))
    context.add_init_script(RECORD)
    return seen


def page_errors(page: Any) -> list[str]:
    """The page's errors, console errors and any console message of a policy's block, as they
    happen."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text)
            if m.type == "error" or POLICY_WORDS in m.text else None)
    return errors


INJECT = f"""async () => {{
  const script = document.createElement('script');
  script.textContent = 'window.injected = true';
  document.body.appendChild(script);
  const image = new Image();
  image.src = '{ELSEWHERE}/image.png';
  document.body.appendChild(image);
  const fetched = await fetch('{ELSEWHERE}/data').then(() => 'fetched', (error) => error.name);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {{fetched, injected: window.injected === true}};
}}"""


def test_the_policy_allows_no_other_origin(real_site: Path) -> None:
    assert csp_problems((real_site / "index.html").read_text(encoding="utf-8")) == []


def test_a_whole_session_breaks_the_policy_nowhere_which_the_browser_enforces(real_site: Path,
                                                                             browser: Any) -> None:
    """A first visit in French (home, lesson 1 to its first question), the language switched,
    then returning visits in English (the map, the home page): no violation event, and not one
    console message of a block, in any frame. Then what is injected into the live page is
    blocked, each with its event: the policy is enforced, and a block is seen. (One session for
    both: a first visit is the dearest part of a site test. The deals are played under the same
    watch in ``test_real_boot.py``.)"""
    from .test_real_boot import answer_first_question

    import lessons

    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.add_init_script("if (location.protocol === 'http:') localStorage.setItem('tarot-ecole.delay', '0.05')")
    seen = record_violations(context)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors = page_errors(page)

    def boot(url: str) -> None:
        page.goto("about:blank")  # a new load, even where only the address's « # » differs
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=BOOT_S * 1000)

    try:
        with serving(real_site) as served:
            boot(served.url)
            page.get_by_role("button", name="Apprendre").click()
            page.get_by_role("button", name="Commencer").click()
            answer_first_question(page, lessons.load().lessons[0])
            page.get_by_role("button", name="English").click()
            page.get_by_role("button", name="Français").wait_for()
            page.wait_for_function("window.tarotBoot.snapshot === 'saved'", timeout=BOOT_S * 1000)
            page.wait_for_function("navigator.serviceWorker.controller !== null")
            for address in ("?l=en#/lessons", "?l=en"):  # returning visits, from the saved interpreter
                boot(served.url + address)
                page.get_by_role("button", name="Français").wait_for()  # the live app, in English
                assert page.evaluate("window.tarotBoot.snapshot") == "restored"
            page.wait_for_timeout(1000)  # (a late block would be said by now)
            assert seen == [], f"the page broke its own policy: {seen}"
            assert errors == [], f"errors in the page: {errors}"

            result = page.evaluate(INJECT)
            assert result == {"fetched": "TypeError", "injected": False}
            blocked = sorted((v["directive"], v["blocked"]) for v in seen)
            assert blocked == [("connect-src", f"{ELSEWHERE}/data"), ("img-src", f"{ELSEWHERE}/image.png"),
                               ("script-src-elem", "inline")], seen
    finally:
        context.close()
