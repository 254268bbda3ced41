"""Real-browser fixtures: `panel serve app.py` on 127.0.0.1 and Debian's Chromium via Playwright."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
# screenshots go to a temporary folder; `make screenshots` points this at docs/screenshots
SHOTS_DIR = os.environ.get("TAROT_SCREENSHOTS")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session")
def server() -> Iterator[str]:
    """The app served by `panel serve` in a subprocess, the card art drawn first into
    static/cards/ as `make run` does (it is not committed); yields its URL."""
    subprocess.run([sys.executable, "static/make_cards.py"], cwd=ROOT, check=True, capture_output=True)
    port = free_port()
    command = [sys.executable, "-m", "panel", "serve", "app.py", "--port", str(port),
               "--address", "127.0.0.1", f"--allow-websocket-origin=127.0.0.1:{port}",
               "--static-dirs", "assets=static",
               # Bokeh drops a page's session when its websocket has not come 15 s after the page
               # was served; on a loaded machine a page took longer, and the session the websocket
               # then made afresh fetched Panel's stylesheets from cdn.holoviz.org (a test failed on
               # requests outside 127.0.0.1). Ten minutes: longer than any page takes to start.
               "--unused-session-lifetime", "600000"]
    env = {**os.environ, "TAROT_DELAY": "0.05"}  # quick robots: the tests wait for them
    # the server's log goes to a file: a pipe nobody reads fills up after enough page loads, and
    # the server then blocks on its next log line (a table that stops moving mid-session)
    log = tempfile.TemporaryFile()
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log)
    url = f"http://127.0.0.1:{port}/app"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                # as long as the deadline allows: on a loaded 2-core machine the first page took
                # 10 s (load 17); a shorter wait gave up on each one, and each retry queued
                # another page behind it, so the server never answered in time
                with urllib.request.urlopen(url, timeout=max(1.0, deadline - time.monotonic())) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    raise RuntimeError(f"panel serve did not start: {log.read().decode()}")
                time.sleep(0.3)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


# module scope: Playwright's sync API keeps an event loop running while it is open, which
# would break the asyncio tests of the view-models run after it
@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian's Chromium is not installed: run `make chromium` (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


def new_page(browser: Any, **options: Any) -> tuple[Any, list[str], list[str]]:
    """A page in a new context (like another machine; ``options`` describe its screen), and the
    lists it fills with what it fetches from outside 127.0.0.1 (no CDN) and the errors it logs."""
    context = browser.new_context(**{"viewport": {"width": 1400, "height": 1000}, **options})
    page = context.new_page()
    page.set_default_timeout(30_000)
    outside: list[str] = []
    errors: list[str] = []
    page.on("request", lambda r: outside.append(r.url)
            if not r.url.startswith(("http://127.0.0.1", "data:", "blob:")) else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return page, outside, errors


@contextmanager
def watched_page(browser: object, **options: Any) -> Iterator[object]:
    """A fresh page (a new context: like another machine; ``options`` describe its screen);
    fails if anything is fetched from outside 127.0.0.1 (no CDN) or if the page logs an error."""
    page, outside, errors = new_page(browser, **options)
    context = page.context
    try:
        yield page
    finally:
        context.close()
    assert outside == [], f"requests outside 127.0.0.1: {outside}"
    assert errors == [], f"errors in the page: {errors}"


@pytest.fixture
def page(browser: object, server: str) -> Iterator[object]:
    with watched_page(browser) as page:
        yield page


@pytest.fixture
def page_on(browser: object, server: str) -> Iterator[Callable[..., Any]]:
    """Opens watched pages on other screens: ``page_on(viewport={...}, is_mobile=True)``."""
    with ExitStack() as stack:
        yield lambda **options: stack.enter_context(watched_page(browser, **options))


class KeptPages:
    """Pages kept open through a module's tests, each under a name its tests give it (a device:
    the same screen options but the size). A page that goes to a new address in the same tab
    skips starting a new renderer: a table of the app loaded with 2.5 s of CPU (browser and
    server) against 4.3 s in a fresh page (a busy 2-core machine, 2026-12-02). Between two tests
    a page forgets what the app stored (localStorage, sessionStorage, cookies) and the rights a
    test gave it (the clipboard's), and leaves the app, as a fresh page knows nothing; each test
    fails, as with a fresh page, on a request outside 127.0.0.1 or an error in the page."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser
        #: each page, its options but the size, and what it fetched from outside and its errors
        self.pages: dict[str, tuple[Any, dict[str, Any], list[str], list[str]]] = {}
        self.used: set[str] = set()

    def get(self, key: str, **options: Any) -> Any:
        """The page named ``key``, made with ``options`` if it is new, else resized to their size."""
        device = {k: v for k, v in options.items() if k != "viewport"}
        if key not in self.pages:
            page, outside, errors = new_page(self.browser, **options)
            self.pages[key] = (page, device, outside, errors)
        page, made_with, _, _ = self.pages[key]
        assert made_with == device, f"the page {key!r} was made with {made_with}, not {device}"
        if "viewport" in options and page.viewport_size != options["viewport"]:
            page.set_viewport_size(options["viewport"])
        self.used.add(key)
        return page

    def leave(self) -> None:
        """Every page used since the last call forgets the app and what it stored; fails on what
        was fetched from outside or logged as an error meanwhile."""
        found = []
        for key in sorted(self.used):
            page, _, outside, errors = self.pages[key]
            address = urlsplit(page.url)
            # the app left first: a save it sent while still live came after a clear done in the
            # page, and the next test began with the last one's progress
            page.goto("about:blank")
            if address.scheme.startswith("http"):
                # from the browser's side, as about:blank cannot reach the origin's storage; this
                # clears the tab's sessionStorage too (checked on Chromium 156: DOMStorage.clear
                # finds no frame of the origin once the page has left it)
                cdp = page.context.new_cdp_session(page)
                cdp.send("Storage.clearDataForOrigin", {"origin": f"{address.scheme}://{address.netloc}",
                                                        "storageTypes": "local_storage"})
                cdp.detach()
            page.context.clear_cookies()
            page.context.clear_permissions()  # a test's clipboard rights
            if outside:
                found.append(f"{key}: requests outside 127.0.0.1: {outside}")
            if errors:
                found.append(f"{key}: errors in the page: {errors}")
            outside.clear()
            errors.clear()
        self.used.clear()
        assert found == [], found

    def close(self) -> None:
        for page, _, _, _ in self.pages.values():
            page.context.close()


@pytest.fixture(scope="module")
def kept_pages(browser: object, server: str) -> Iterator[KeptPages]:
    """The module's kept pages (:class:`KeptPages`), closed after its last test."""
    kept = KeptPages(browser)
    yield kept
    kept.close()


@pytest.fixture
def kept_page(kept_pages: KeptPages) -> Iterator[Callable[..., Any]]:
    """Like ``page_on``, but a page kept open through the module's tests (:class:`KeptPages`):
    ``kept_page("phone", viewport={...}, is_mobile=True)``."""
    yield kept_pages.get
    kept_pages.leave()


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = Path(SHOTS_DIR) if SHOTS_DIR else tmp_path_factory.mktemp("screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def address_has(page: Any, *parts: str, timeout: float = 10_000) -> None:
    """Wait until the address bar holds every one of ``parts``: Python sends the address in its
    own message, which may reach the page after the new screen is drawn (on a loaded machine it
    does), so checking ``page.url`` at once would race it."""
    from playwright.sync_api import TimeoutError as Timeout

    try:
        page.wait_for_function("parts => parts.every(p => window.location.href.includes(p))",
                               arg=list(parts), timeout=timeout)
    except Timeout:
        raise AssertionError(f"the address {page.url!r} does not hold {parts!r}") from None
