"""The page's Content-Security-Policy (see docs/site.md): the real site boots under it with no
violation, and the browser enforces it: a request to another origin, an inline script and an
image from elsewhere, injected into the live page, are blocked, each with a violation event.
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
#: es-module-shims' test frame adds an import map no hash can allow (docs/site.md): the browser
#: logs the block in the console, with no event in the page; a block in the page's own document
#: fires an event, which :func:`record_violations` counts
FRAME_BLOCK = "Executing inline script violates the following Content Security Policy directive"
#: another origin (a closed port of this machine: nothing leaves it even if the policy failed)
ELSEWHERE = "http://127.0.0.1:9"


def record_violations(context: Any) -> list[dict[str, str]]:
    """The violations of every page of ``context``, as they happen."""
    seen: list[dict[str, str]] = []
    context.expose_binding("cspViolation", lambda _source, violation: seen.append(violation))
    context.add_init_script(RECORD)
    return seen


def page_errors(page: Any) -> list[str]:
    """The page's errors and console errors, as they happen (but es-module-shims' frame's)."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text)
            if m.type == "error" and not m.text.startswith(FRAME_BLOCK) else None)
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


def test_the_site_boots_under_its_policy_which_the_browser_enforces(real_site: Path, browser: Any) -> None:
    context = browser.new_context()
    seen = record_violations(context)
    page = context.new_page()
    errors = page_errors(page)
    try:
        with serving(real_site) as served:
            page.goto(served.url)
            page.wait_for_selector(READY, state="attached", timeout=BOOT_S * 1000)
            page.get_by_role("button", name="English").wait_for()  # the live app, drawn
            assert seen == [], f"the page broke its own policy: {seen}"
            assert errors == [], f"errors in the page: {errors}"

            result = page.evaluate(INJECT)
            assert result == {"fetched": "TypeError", "injected": False}
            blocked = sorted((v["directive"], v["blocked"]) for v in seen)
            assert blocked == [("connect-src", f"{ELSEWHERE}/data"), ("img-src", f"{ELSEWHERE}/image.png"),
                               ("script-src-elem", "inline")], seen
    finally:
        context.close()
