"""The real site when its start goes wrong: the interpreter's files damaged on the server are
named, and so is a file of the page that did not load (« Réessayer » then boots); a start that
stops answering says so with « Réessayer » (which then boots), a bad robot delay in localStorage
is ignored, and a browser that refuses all site storage still gets the app.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from sitebuild.compress import SUFFIX
from tests.browser.test_app import HAND, click_card, wait_for_turn_or_end

from .conftest import holding, serving
from .test_returning import ready

pytestmark = pytest.mark.browser

ERROR = "#site-loading .site-step[data-step=error]"
#: what the page sent to start the worker, kept by the page (an init script)
RECORD_START = """const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (msg, ...rest) {
  if (msg && msg.type === "start") window.startSent = msg;
  return post.call(this, msg, ...rest);
};"""
#: Chromium with site data blocked: every storage getter throws
DENIED = 'new DOMException("Access is denied for this document.", "SecurityError")'
BLOCK_PAGE_STORAGE = f"""for (const name of ["localStorage", "sessionStorage", "indexedDB", "caches"]) {{
  Object.defineProperty(window, name, {{get() {{ throw {DENIED}; }}, configurable: true}});
}}
navigator.serviceWorker.register = () => Promise.reject({DENIED});"""
BLOCK_WORKER_STORAGE = f"""for (const name of ["indexedDB", "caches"]) {{
  Object.defineProperty(self, name, {{get() {{ throw {DENIED}; }}, configurable: true}});
}}
"""


def damaged_copy(real_site: Path, dest: Path, name: str) -> Path:
    """A copy of the site whose ``pyodide/<name>`` has one byte flipped in its middle."""
    shutil.copytree(real_site, dest)
    path = dest / "pyodide" / name
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x20
    path.write_bytes(bytes(data))
    path.with_name(name + SUFFIX).unlink()  # the server would send the good gzipped copy
    return dest


@pytest.mark.parametrize("name", ["pyodide.asm.js", "pyodide.asm.wasm"])
def test_a_damaged_interpreter_file_is_named(real_site: Path, browser: Any, tmp_path: Path,
                                             name: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    with serving(damaged_copy(real_site, tmp_path / "dist", name)) as served:
        page.goto(served.url)
        page.wait_for_selector(ERROR, timeout=240_000)
        assert page.inner_text("#site-loading .site-step") == "Un fichier du site manque ou est abîmé :"
        assert f"pyodide/{name}" in page.inner_text("#site-loading .site-file")
        assert page.get_by_role("button", name="Réessayer").is_visible()
    context.close()


def test_a_page_file_that_does_not_load_is_named_and_retry_boots(real_site: Path, browser: Any) -> None:
    """Panel's components need es-module-shims: without it the boot waited for ever at « On
    installe la table… »."""
    context = browser.new_context()
    refused: list[str] = []

    def refuse_once(route: Any) -> None:
        if refused:
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    context.route(re.compile(r"/es-module-shims\.min\.js$"), refuse_once)
    page = context.new_page()
    page.set_default_timeout(60_000)
    with serving(real_site) as served:
        page.goto(f"{served.url}#/lessons")
        page.wait_for_selector(ERROR, timeout=240_000)
        assert refused
        assert page.inner_text("#site-loading .site-step") == "Un fichier du site manque ou est abîmé :"
        assert page.inner_text("#site-loading .site-file").endswith("/es-module-shims.min.js")
        with page.expect_navigation():
            page.get_by_role("button", name="Réessayer").click()
        ready(page)
        page.locator(".lesson-tile").first.wait_for()
    context.close()


def test_a_start_that_hangs_says_so_and_retry_boots(real_site: Path, browser: Any) -> None:
    context = browser.new_context()
    # a short patience for this test, until « Réessayer »; robots that would never play
    context.add_init_script("""if (!sessionStorage.getItem("retried")) {
      localStorage.setItem("tarot-ecole.patience", "5");
      localStorage.setItem("tarot-ecole.delay", "1e9");
    }""")
    page = context.new_page()
    page.set_default_timeout(60_000)
    with holding(real_site, re.compile(r"/pyodide/python_stdlib\.zip$")) as (url, release):
        page.goto(f"{url}?g=kids&n=3&s=11")
        page.wait_for_selector(ERROR, timeout=240_000)
        assert page.inner_text("#site-loading .site-step") == "Python ne répond plus."
        assert page.inner_text("#site-loading .site-file") == "Rien n'a bougé depuis 5 secondes."
        release.set()
        page.evaluate("""() => { sessionStorage.setItem("retried", "1");
                                 localStorage.removeItem("tarot-ecole.patience"); }""")
        with page.expect_navigation():  # (the failed page's screen stays until then)
            page.get_by_role("button", name="Réessayer").click()
        ready(page)
        # the bad delay was ignored: the robots play their cards (at the usual pace), and the
        # player's turn comes round again after each of the player's cards (a trick needs all three)
        for _ in range(2):
            assert wait_for_turn_or_end(page) and page.locator(HAND).count() > 0
            click_card(page, page.locator(HAND).first)
        assert wait_for_turn_or_end(page)
    context.close()


# "0x2", "0b10", "0o2", "2e0", "+2", " 2": Number() reads them as 2 s; only a plain decimal counts (issue #39)
BAD_DELAYS = ["abc", "-1", "nan", "NaN", "1e9", "Infinity", "", " ", "0x", "9" * 400,
              "0x2", "0b10", "0o2", "2e0", "+2", " 2", "2."]


def test_a_bad_robot_delay_is_ignored(real_site: Path, browser: Any) -> None:
    """What the page gives the worker for each value (the worker itself is left out: no boot)."""
    context = browser.new_context()
    context.route("**/worker.js", lambda route: route.fulfill(body="", content_type="text/javascript"))
    context.add_init_script(RECORD_START)
    page = context.new_page()
    with serving(real_site) as served:
        sent = {}
        page.goto(served.url)
        for value in [*BAD_DELAYS, "0.05", "2"]:  # (one load per value: the one that reads it)
            page.evaluate("(value) => localStorage.setItem('tarot-ecole.delay', value)", value)
            page.reload()
            sent[value] = page.evaluate("() => window.startSent.env")
    context.close()
    assert sent == {**{value: {} for value in BAD_DELAYS},
                    "0.05": {"TAROT_DELAY": "0.05"}, "2": {"TAROT_DELAY": "2"}}


def test_the_app_works_with_site_storage_blocked(real_site: Path, browser: Any) -> None:
    context = browser.new_context()
    context.add_init_script(BLOCK_PAGE_STORAGE)

    def block_in_worker(route: Any) -> None:
        response = route.fetch()
        route.fulfill(response=response, body=BLOCK_WORKER_STORAGE + response.text())

    context.route("**/worker.js", block_in_worker)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    with serving(real_site) as served:
        page.goto(f"{served.url}#/lessons")
        ready(page)
        page.locator(".lesson-tile").first.wait_for()
        page.get_by_role("button", name="Commencer").click()
        page.locator(".lesson-step").first.wait_for()
    context.close()
    assert errors == []
