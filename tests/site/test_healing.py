"""The service worker heals its cache, and keeps each page on its own build.

On the real site (``real_site``): a byte flipped in the cached app wheel, in the cached page and
in the cached interpreter (``pyodide.asm.wasm``, ``pyodide.asm.js``) — the next visit boots all
the same, with no click, having downloaded exactly the damaged files again, and the cache holds
the good bytes. The page's « Réessayer » message ``heal``: every damaged file and the saved
interpreter dropped, the files downloaded again, the reply says which.
On the fake distribution's site (``site_copy``: the service worker installs as on the real one):
a page left open while a new build installs keeps getting its own build's files, and the next
visit gets the new build; a new build that cannot be downloaded whole leaves no cache behind.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .conftest import REBUILT, Served, rebuild, serving
from .test_browser import CONTROLLED, FAILED, next_visit, worker_list
from .test_real_boot import BOOT_S, SAVING, SNAPSHOT

pytestmark = pytest.mark.browser

# (predicates as functions: the page's Content-Security-Policy forbids evaluating strings)
READY = "() => document.documentElement.dataset.siteReady === '1'"
SAVED = f"() => window.tarotBoot.snapshot !== {SAVING!r}"

#: the build's cache, from the page
CACHE = """async () => caches.open((await caches.keys()).find((n) => n.startsWith("tarot-ecole-")))"""
#: flips a byte in the middle of the cached copy of each path
DAMAGE = f"""async (paths) => {{
  const cache = await ({CACHE})();
  for (const path of paths) {{
    const url = new URL(path, document.baseURI).href;
    const copy = await cache.match(url);
    const bytes = new Uint8Array(await copy.arrayBuffer());
    bytes[bytes.length >> 1] ^= 1;
    await cache.put(url, new Response(bytes, {{headers: copy.headers}}));
  }}
}}"""
#: the integrity of the cached copy of each path (null where there is none)
CACHED = f"""async (paths) => {{
  const cache = await ({CACHE})();
  const out = {{}};
  for (const path of paths) {{
    const copy = await cache.match(new URL(path, document.baseURI).href);
    const digest = copy && new Uint8Array(await crypto.subtle.digest("SHA-256", await copy.arrayBuffer()));
    out[path] = digest && "sha256-" + btoa(String.fromCharCode(...digest));
  }}
  return out;
}}"""
#: the « Réessayer » protocol: ``heal`` through a MessageChannel, the reply (null after 60 s)
HEAL = """() => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => resolve(event.data);
  setTimeout(() => resolve(null), 60000);
  navigator.serviceWorker.controller.postMessage({type: "heal"}, [channel.port2]);
})"""
#: a check for a new build, until it is installed, active or refused: that state
UPDATE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration.update().catch(() => undefined);
  const worker = registration.installing;
  if (!worker) return "none";
  while (!["installed", "activated", "redundant"].includes(worker.state)) {
    await new Promise((resolve) => worker.addEventListener("statechange", resolve, {once: true}));
  }
  return worker.state;
}"""
CSS = "fetch('assets/app.css').then((response) => response.text())"


def app_wheel(dist: Path) -> str:
    return "pyodide/" + next((dist / "pyodide").glob("tarot_ecole-*.whl")).name


def asked(served: Served) -> set[str]:
    """What the server was asked for, but the browser's check for a new service worker (a
    file may come back as a 304 from the browser's own HTTP cache, checked all the same)."""
    return {path for path, _ in served.log} - {"serviceWorker.js"}


@pytest.fixture(scope="module")
def visited(real_site: Path, browser: Any) -> Iterator[tuple[Any, Served]]:
    """A page of the real site after a whole first visit: the app live, the service worker in
    control, the interpreter saved. One for the module (a first visit is the dearest part of a
    site test): the test of ``heal``, which needs the saved interpreter, comes first (a damaged
    file drops it); each test leaves every file of the cache whole and the app live."""
    context = browser.new_context()
    context.add_init_script("localStorage.setItem('tarot-ecole.delay', '0.05')")
    page = context.new_page()
    with serving(real_site) as served:
        page.goto(served.url)
        page.wait_for_function(READY, timeout=BOOT_S * 1000, polling=100)
        page.wait_for_function(CONTROLLED, timeout=60_000)
        page.wait_for_function(SAVED, timeout=60_000)
        try:
            yield page, served
        finally:
            context.close()


def test_heal_drops_every_damaged_file_and_the_saved_interpreter(real_site, visited):
    files = worker_list(real_site)["files"]
    damaged = sorted([app_wheel(real_site), "loader.js", "pyodide/python_stdlib.zip"])
    page, served = visited
    assert page.evaluate(CACHED, [SNAPSHOT])[SNAPSHOT]  # (the first visit's: this test comes first)
    page.evaluate(DAMAGE, damaged)
    served.log.clear()
    assert page.evaluate(HEAL) == {"type": "healed", "dropped": sorted([*damaged, SNAPSHOT]),
                                   "refetched": damaged}
    assert asked(served) == set(damaged)
    assert page.evaluate(CACHED, [*damaged, SNAPSHOT]) == {
        **{path: files[path] for path in damaged}, SNAPSHOT: None}
    # nothing wrong: nothing to do
    assert page.evaluate(HEAL) == {"type": "healed", "dropped": [], "refetched": []}


def test_damaged_files_in_the_cache_are_downloaded_again_and_the_site_boots(real_site, visited):
    files = worker_list(real_site)["files"]
    page, served = visited
    for damaged in ([app_wheel(real_site), "index.html"],
                    ["pyodide/pyodide.asm.wasm", "pyodide/pyodide.asm.js"]):
        page.evaluate(DAMAGE, damaged)
        assert all(page.evaluate(CACHED, damaged)[path] != files[path] for path in damaged)
        served.log.clear()
        page.reload()
        page.wait_for_function(READY, timeout=BOOT_S * 1000, polling=100)
        assert asked(served) == set(damaged)
        assert page.evaluate(CACHED, damaged) == {path: files[path] for path in damaged}


def new_build(served: Served, rebuilt_site: Path) -> dict:
    """The new build (one stylesheet changed) in place of the served one: its service worker's
    settings."""
    rebuild(served, rebuilt_site)
    return worker_list(served.dist)


def old_build_page(context: Any, served: Served) -> Any:
    """A page of the fake distribution's site (its boot stops at a fake module), in the service
    worker's hands: the build a new one will update."""
    page = context.new_page()
    page.goto(served.url)
    page.wait_for_selector(FAILED, timeout=90_000)
    page.wait_for_function(CONTROLLED, timeout=60_000)
    return page


def test_an_open_page_keeps_its_own_build_through_an_update(browser, site_copy, rebuilt_site):
    served = site_copy
    context = browser.new_context()
    page = old_build_page(context, served)
    old = worker_list(served.dist)
    new = new_build(served, rebuilt_site)

    assert page.evaluate(UPDATE) == "installed"  # and waits: a page of the old build is open
    assert not page.evaluate(CSS).endswith(REBUILT)
    assert page.evaluate("caches.keys()") == [old["cacheName"], new["cacheName"]]
    page.reload()  # a reload is still this tab: the old build
    page.wait_for_selector(FAILED, timeout=90_000)
    assert not page.evaluate(CSS).endswith(REBUILT)

    page = next_visit(context, page, new["cacheName"])
    page.goto(served.url)
    page.wait_for_selector(FAILED, timeout=90_000)
    assert page.evaluate(CSS).endswith(REBUILT)
    assert page.evaluate("caches.keys()") == [new["cacheName"]]
    context.close()


def test_a_failed_update_leaves_no_partial_cache(browser, site_copy, rebuilt_site):
    served = site_copy
    context = browser.new_context()
    page = old_build_page(context, served)
    old = worker_list(served.dist)
    new_build(served, rebuilt_site)
    for name in ("app.css", "app.css.gz"):  # the changed file is missing on the server
        (served.dist / "assets" / name).unlink()

    assert page.evaluate(UPDATE) == "redundant"
    assert page.evaluate("caches.keys()") == [old["cacheName"]]
    assert not page.evaluate(CSS).endswith(REBUILT)
    context.close()


def test_a_waiting_update_is_offered_and_taken_when_the_learner_chooses(
        browser, site_copy, rebuilt_site):
    served = site_copy
    context = browser.new_context()
    page = old_build_page(context, served)
    other = old_build_page(context, served)  # a second tab of the old build
    new = new_build(served, rebuilt_site)

    assert page.evaluate(UPDATE) == "installed"
    offer = page.locator("#site-update")
    offer.get_by_text("Une nouvelle version de Tarot École est prête.").wait_for()
    assert offer.bounding_box()["y"] == 0  # at the top, in the page's flow
    with page.expect_navigation():
        offer.get_by_role("button", name="Mettre à jour").click()
    page.wait_for_selector(FAILED, timeout=90_000)
    assert page.evaluate(CSS).endswith(REBUILT)
    assert page.evaluate("caches.keys()") == [new["cacheName"]]
    # the other tab, now served by the new build, asks to be reloaded
    other.locator("#site-update").get_by_role("button", name="Recharger la page").wait_for()
    context.close()
