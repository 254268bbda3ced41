"""The built site in Debian's Chromium, on the fake distribution: the real Pyodide boots and
installs every wheel of the lock, then the first fake module stops it. So this checks what can
run here: the loading screen's progress and error, the service worker's precache (exactly the
site's files, in the build's cache), a second visit served by the service worker, and no request
leaving 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote

import pytest

from sitebuild.check import embedded_site

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
CACHES = """async () => {
  const out = {};
  for (const name of await caches.keys()) {
    out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
  }
  return out;
}"""

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "Chromium is missing: `make chromium` installs it"
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


def test_loading_service_worker_and_second_visit(browser, built_site, site_url):
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
    page.goto(site_url)

    page.wait_for_selector("#site-loading .site-step[data-step=error]", timeout=90_000)
    message = page.inner_text("#site-loading .site-file")
    assert "fake package of the test distribution" in message  # Python ran the worker's code
    assert page.evaluate("document.querySelector('#site-loading .site-bar').value") == 1
    # "0,7 Mo / 12,9 Mo"
    sizes = [tuple(float(part.split()[0].replace(",", ".")) for part in text.split("/"))
             for text in progress if "/" in text]
    assert len(sizes) > 3 and sizes[0][0] < sizes[-1][0] == sizes[-1][1]  # it moved, to the end

    # the service worker registers once the boot files are in, and precaches the exact list
    site = embedded_site((built_site / "serviceWorker.js").read_text(encoding="utf-8"))
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    cached = page.evaluate(CACHES)
    assert list(cached) == [site["cacheName"]]
    assert sorted(unquote(url.removeprefix(site_url)) for url in cached[site["cacheName"]]) \
        == site["files"]

    # a second visit: every file of the boot comes from the service worker
    responses = []
    page.on("response", lambda response: responses.append(response))
    page.reload()
    page.wait_for_selector("#site-loading .site-step[data-step=error]", timeout=90_000)
    boot = [r for r in responses if "/pyodide/" in r.url or r.url == site_url]
    assert boot and all(r.from_service_worker for r in boot), [
        r.url for r in boot if not r.from_service_worker]

    outside = {url for url in requests if not url.startswith((site_url, "blob:", "data:"))}
    assert not outside
    context.close()
