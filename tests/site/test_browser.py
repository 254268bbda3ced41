"""The built site in Debian's Chromium, on the fake distribution: the real Pyodide boots and
installs every wheel of the lock, then the first fake module stops it. So this checks what can
run here: the loading screen's progress and error; the service worker's precache (exactly the
site's files, in the build's cache); the bytes of a cold visit, each file downloaded once (the
server's own log counts them); a second visit making no request for the site's files; a new
build replacing the cache and downloading only what changed; and no request leaving 127.0.0.1.
"""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from urllib.parse import unquote

import pytest

from sitebuild.check import embedded_site

from .conftest import REBUILT, rebuild

CACHES = """async () => {
  const out = {};
  for (const name of await caches.keys()) {
    out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
  }
  return out;
}"""
FAILED = "#site-loading .site-step[data-step=error]"
# (as a function: the page's Content-Security-Policy forbids evaluating strings)
CONTROLLED = "() => navigator.serviceWorker.controller !== null"

pytestmark = pytest.mark.browser


def worker_list(dist: Path) -> dict:
    """The service worker's settings: cacheName, prefix, files {path: integrity}."""
    return embedded_site((dist / "serviceWorker.js").read_text(encoding="utf-8"))


def next_visit(context, page, cache_name: str):
    """A new page of the site once ``page``, the last of the old build, is closed and the
    build of ``cache_name``, which was waiting for it, has taken over."""
    from playwright.sync_api import Error

    def active(worker) -> bool:
        try:
            return worker.evaluate(f"SITE.cacheName === {cache_name!r} && !self.registration.waiting")
        except Error:  # a service worker stopped (or restarted) meanwhile: asked again
            return False

    page.close()
    deadline = time.monotonic() + 60
    while not any(active(worker) for worker in context.service_workers):
        assert time.monotonic() < deadline, "the new build's service worker did not take over"
        time.sleep(0.25)
    return context.new_page()


def cached_paths(page, url: str) -> dict[str, list[str]]:
    return {name: sorted(unquote(u.removeprefix(url)) for u in urls)
            for name, urls in page.evaluate(CACHES).items()}


def test_cold_visit_once_each_then_second_visit_from_the_service_worker(browser, site_copy):
    served = site_copy
    context = browser.new_context()
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    progress: list[str] = []
    page.expose_function("noteProgress", lambda text: progress.append(text))
    page.add_init_script("""new MutationObserver(() => {
        const b = document.querySelector('#site-loading .site-bytes');
        if (b && b.textContent) window.noteProgress(b.textContent);
      }).observe(document, {subtree: true, childList: true, characterData: true});""")
    page.goto(served.url)

    page.wait_for_selector(FAILED, timeout=90_000)
    message = page.inner_text("#site-loading .site-file")
    assert "fake package of the test distribution" in message  # Python ran the worker's code
    # the downloads, the interpreter and the packages are done (0.7); the first import failed
    # while the imports' share crept on (never to its end)
    assert 0.7 <= page.evaluate("document.querySelector('#site-loading .site-bar').value") < 0.85
    # "0,7 Mo sur 4,9 Mo": what has crossed the network of what will
    sizes = [tuple(float(part.split()[0].replace(",", ".")) for part in text.split(" sur "))
             for text in progress if " sur " in text]
    assert len(sizes) > 3 and sizes[0][0] < sizes[-1][0] == sizes[-1][1]  # it moved, to the end

    # the service worker registers once the boot files are in, and precaches the exact list
    site = worker_list(served.dist)
    page.wait_for_function(CONTROLLED, timeout=60_000)
    assert cached_paths(page, served.url) == {site["cacheName"]: sorted(site["files"])}

    # every file of the site came over the network exactly once, the service worker's own
    # script too, and nothing else was asked for; any other answer is a 304 without a body
    # (once Python draws the app, BokehJS links the stylesheets again in each component, and the
    # server says no-cache)
    sent = Counter(path for path, status in served.log if status == 200)
    assert sent == Counter([*site["files"], "serviceWorker.js"])
    revalidated = [path for path, status in served.log if status != 200]
    assert {status for _, status in served.log} <= {200, 304}
    assert set(revalidated) <= {path for path in site["files"] if path.endswith(".css")}

    # a second visit: the page, the boot and the app's files all come from the service worker;
    # the only request is the browser's check for a new build
    served.log.clear()
    page.reload()
    page.wait_for_selector(FAILED, timeout=90_000)
    assert {path for path, _ in served.log} <= {"serviceWorker.js"}

    outside = {url for url in requests if not url.startswith((served.url, "blob:", "data:"))}
    assert not outside
    context.close()


def test_a_new_build_replaces_the_cache_and_downloads_only_what_changed(
        browser, site_copy, rebuilt_site):
    served = site_copy
    context = browser.new_context()
    page = context.new_page()
    page.goto(served.url)
    page.wait_for_function(CONTROLLED, timeout=90_000)
    old = worker_list(served.dist)

    rebuild(served, rebuilt_site)
    new = worker_list(served.dist)
    changed = {path for path, value in new["files"].items() if old["files"].get(path) != value}
    # the file, what names the build (worker.js) and what others may be editing meanwhile
    assert {"assets/app.css", "worker.js"} <= changed and len(changed) < len(new["files"]) / 10

    served.log.clear()
    page.reload()  # the old service worker serves the page; the browser finds the new one
    # installed, it waits for the old build's pages to close
    deadline = time.monotonic() + 90
    while not page.evaluate("navigator.serviceWorker.getRegistration().then((r) => Boolean(r.waiting))"):
        assert time.monotonic() < deadline, "the new build was not installed"
        page.wait_for_timeout(250)
    downloads = Counter(path for path, status in served.log if status == 200)
    assert downloads == Counter([*changed, "serviceWorker.js"])

    served.log.clear()
    page = next_visit(context, page, new["cacheName"])
    page.goto(served.url)
    assert cached_paths(page, served.url) == {new["cacheName"]: sorted(new["files"])}  # the old one is gone
    css = page.evaluate("fetch('assets/app.css').then((r) => r.text())")
    assert css.endswith(REBUILT)
    assert not [path for path, _ in served.log if path in new["files"]]
    context.close()
