"""The interpreter saved for the next visit keeps its own checksum (see docs/site.md, « The
interpreter saved for the next visit »): a copy damaged in the cache since it was saved (64 bytes
flipped in its memory, where Pyodide's header and the size still look right) is never restored;
the next visit starts afresh at once, with no click and no wait for « Python ne répond plus »,
saves a new copy, and the visit after it restores that one.

Before, the damaged copy was restored as it was: of 64 bytes flipped at 13 places, 4 starts hung
until « Python ne répond plus » (90 s), one failed with « TypeError: attribute name must be
string », one came up and crashed later (« memory access out of bounds »), and the others came
up on a damaged memory.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import serving
from .test_csp import page_errors

pytestmark = pytest.mark.browser

READY = "document.documentElement.dataset.siteReady === '1'"
#: seconds for one boot: Pyodide in headless Chromium on two busy cores
BOOT_S = 240
#: where the worker keeps the saved interpreter, in the build's cache (see templates/worker.js)
SNAPSHOT = "pyodide/python-snapshot"

#: flips ``length`` bytes at ``at`` (a fraction of the memory after Pyodide's header) of the saved
#: interpreter, in place in the cache, its headers kept: damage on the disk, not a new copy
DAMAGE = """async ([path, at, length]) => {
  const name = (await caches.keys()).find((n) => n.startsWith("tarot-ecole-"));
  const cache = await caches.open(name);
  const url = new URL(path, location.href).href;
  const saved = await cache.match(url);
  const bytes = new Uint8Array(await saved.arrayBuffer());
  const memory = new Uint32Array(bytes.buffer, 0, 2)[1];  // where the memory starts
  const from = memory + Math.floor((bytes.length - memory) * at);
  for (let i = from; i < from + length; i++) bytes[i] ^= 0xff;
  await cache.put(url, new Response(bytes, {headers: saved.headers}));
  return {size: bytes.length, from: from};
}"""


def boot(page: Any, url: str) -> None:
    page.goto("about:blank")  # a new load, even where only the address's « # » differs
    page.goto(url)
    page.wait_for_function(READY, timeout=BOOT_S * 1000, polling=100)


def test_a_damaged_saved_interpreter_is_never_restored(real_site: Path, browser: Any) -> None:
    context = browser.new_context()
    # a start that hangs would be said after this long: the test sees a hang as such, not as slow
    context.add_init_script("if (location.protocol === 'http:') localStorage.setItem('tarot-ecole.patience', '600')")
    # every load of the page, counted: a start that falls back by reloading shows as two
    context.add_init_script("if (window === top && location.protocol === 'http:') "
                            "sessionStorage.loads = Number(sessionStorage.loads || 0) + 1")
    page = context.new_page()
    errors = page_errors(page)
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    try:
        with serving(real_site) as served:
            boot(page, served.url)
            page.wait_for_function("window.tarotBoot.snapshot === 'saved'", timeout=BOOT_S * 1000)
            page.wait_for_function("navigator.serviceWorker.controller !== null")

            damaged = page.evaluate(DAMAGE, [SNAPSHOT, 0.5, 64])
            assert damaged["size"] > 10_000_000, damaged
            loads = page.evaluate("Number(sessionStorage.loads)")
            boot(page, served.url + "?l=fr#/lessons")
            # started afresh in this very load (no reload, no click), and saved a new copy
            page.wait_for_function("window.tarotBoot.snapshot !== 'saving'", timeout=BOOT_S * 1000)
            assert page.evaluate("window.tarotBoot.snapshot") == "saved"
            assert page.evaluate("Number(sessionStorage.loads)") == loads + 1
            assert any("damaged" in w for w in warnings), warnings
            page.get_by_role("button", name="Commencer").first.wait_for()  # the live map answers

            boot(page, served.url)  # the new copy is whole: restored
            assert page.evaluate("window.tarotBoot.snapshot") == "restored"
        assert errors == [], f"errors in the page: {errors}"
    finally:
        context.close()
