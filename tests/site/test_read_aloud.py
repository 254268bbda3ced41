"""Read aloud (issue 42) on the real site: Python in Pyodide's worker publishes what to say, the
page's main thread says it with speechSynthesis (here the recording stand-in of
tests/browser/test_read_aloud.py), under the site's Content-Security-Policy."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.browser.test_read_aloud import BOTH, FAKE, KIDS, text_of
from ui.lessons import Route, format_route

from .conftest import serving
from .test_csp import POLICY_WORDS, record_violations
from .test_real_boot import boot

pytestmark = pytest.mark.browser

NOT_LOCAL = re.compile(r"^(?!http://127\.0\.0\.1[:/]|data:|blob:)")


def test_the_built_site_reads_a_lesson_aloud(real_site: Path, browser: Any) -> None:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.route(NOT_LOCAL, lambda route: route.abort())
    context.add_init_script(f"({FAKE})({json.dumps(BOTH)})")
    violations = record_violations(context)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" or POLICY_WORDS in m.text else None)
    with serving(real_site) as served:
        boot(page, served.url + format_route(Route("lesson", KIDS.id, 1)))
        page.locator(".lesson-title").wait_for()
        page.locator("button.read-aloud").click()
        page.wait_for_function("() => window.spoken.some((u) => u.text)")
        page.locator(".lesson-next").click()
        page.wait_for_function("() => window.spoken.filter((u) => u.text).length >= 2")
        page.locator(".say-text button.speaker").click()
        page.wait_for_function("() => window.spoken.filter((u) => u.text).length >= 3")
        said = [(u["text"], u["lang"]) for u in page.evaluate("window.spoken") if "text" in u]
        context.close()  # before the server stops: its closing would reset the page's requests
    first, second = text_of(KIDS.steps[0], "fr"), text_of(KIDS.steps[1], "fr")
    assert said == [(first, "fr-FR"), (second, "fr-FR"), (second, "fr-FR")]
    assert errors == [] and violations == []
