"""The loading screen of the real site: the step it names and its bar, which never goes back,
in the language of the address; and, when a file of the served copy is corrupt, a message that
names it and a button that boots the site once the file is whole again."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from sitebuild.compress import SUFFIX

from .conftest import serving
from .test_real_boot import BOOT_S, READY

pytestmark = pytest.mark.browser

#: every change of the loading screen, as [step, bar value, step text]
WATCH = """new MutationObserver(() => {
    const step = document.querySelector('#site-loading .site-step');
    const bar = document.querySelector('#site-loading .site-bar');
    if (step) window.noteScreen([step.dataset.step, bar.value, step.textContent]);
  }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});"""
ORDER = ["download", "python", "app"]


def test_a_corrupt_file_is_named_and_retry_boots_once_it_is_whole(real_site: Path, browser: Any,
                                                                   tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    shutil.copytree(real_site, dist)
    wheel = next((dist / "pyodide").glob("param-*.whl"))
    good = wheel.read_bytes()
    wheel.write_bytes(good[:-100] + bytes(100))
    wheel.with_name(wheel.name + SUFFIX).unlink()  # the server would send the good gzipped copy

    context = browser.new_context()
    page = context.new_page()
    seen: list[list[Any]] = []
    page.expose_function("noteScreen", lambda item: seen.append(item))
    page.add_init_script(WATCH)
    with serving(dist) as served:
        page.goto(f"{served.url}?l=en")
        page.wait_for_selector("#site-loading .site-step[data-step=error]", timeout=BOOT_S * 1000)
        assert page.inner_text("#site-loading .site-step") == "A file of the site is missing or damaged:"
        assert wheel.name in page.inner_text("#site-loading .site-file")
        retry = page.get_by_role("button", name="Try again")
        assert retry.is_visible()

        wheel.write_bytes(good)
        seen.clear()
        retry.click()
        page.wait_for_function(READY, timeout=BOOT_S * 1000, polling=100)
    context.close()

    # (the failed page may still report its last changes after the click)
    seen = seen[max(i for i, (step, _, _) in enumerate(seen) if step == "error") + 1:] \
        if any(step == "error" for step, _, _ in seen) else seen
    steps = [step for step, _, _ in seen]
    order = [step for i, step in enumerate(steps) if i == 0 or steps[i - 1] != step]
    assert order == ORDER  # each step once, in order
    assert {text for step, _, text in seen if step == "python"} == {"The game is starting up…"}
    bars = [value for _, value, _ in seen]
    assert bars == sorted(bars) and bars[-1] >= 0.85  # the imports done: only the app was left


#: every animation frame of a boot: [first screen shown, live headings' heights, app ready],
#: and every text of the loading screen: [step, bar value, step text, bytes text, waiting text]
FRAMES = """
window.tarotFrames = [];
window.tarotTexts = [];
function deep(root, selector, found) {
  for (const el of root.querySelectorAll('*')) {
    if (el.matches(selector)) found.push(el);
    if (el.shadowRoot) deep(el.shadowRoot, selector, found);
  }
  return found;
}
function tick() {
  const first = document.getElementById('first-screen');
  const heights = [...document.querySelectorAll('[data-root-id]')]
    .flatMap((root) => deep(root, 'h1', [])).map((h1) => h1.getBoundingClientRect().height);
  window.tarotFrames.push([Boolean(first && first.isConnected && !first.hidden), heights,
                           document.documentElement.dataset.siteReady === '1']);
  if (window.tarotFrames.length < 20000) requestAnimationFrame(tick);
}
requestAnimationFrame(tick);
new MutationObserver(() => {
  const at = (selector) => document.querySelector('#site-loading ' + selector);
  if (at('.site-step')) window.tarotTexts.push([at('.site-step').dataset.step, at('.site-bar').value,
    at('.site-step').textContent, at('.site-bytes').textContent, at('.site-waiting').textContent,
    at('.site-file').textContent]);
}).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
"""


#: the first screen has gone, and the page has drawn 10 frames since (the handover is judged on them)
HANDED_OVER = """() => { const frames = window.tarotFrames;
  const gone = frames.findIndex((frame, i) => i > 0 && !frame[0] && frames[i - 1][0]);
  return gone > 0 && frames.length - gone >= 10; }"""


def _blank_frames(page: Any) -> int:
    """Frames drawn once the first screen had gone in which the live app showed no heading."""
    frames = page.evaluate("window.tarotFrames")
    gone = next(i for i, (shown, _, _) in enumerate(frames) if not shown and i > 0 and frames[i - 1][0])
    return sum(1 for _, heights, _ in frames[gone:] if not any(h > 0 for h in heights))


def test_a_first_visit_says_in_words_what_happens_counts_what_travels_and_hands_over_whole(
        real_site: Path, browser: Any) -> None:
    """What a new user met at phone speed (#38): file names (« pyodide/numpy-…whl »), « 27,9 Mo »
    where about 11 MB travel, a bar that stood still while Python started, « 19,2 Mo / 19,2 Mo »
    on a reload from this device, and for a moment a blank page with three bare buttons between
    the first screen and the live app."""
    from sitebuild.build import WORKER
    from sitebuild.check import embedded_site
    from sitebuild.compress import sent_size

    site = embedded_site((real_site / WORKER).read_text(encoding="utf-8"))
    travels = sum(sent_size(real_site, file["path"]) for file in site["files"])
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.add_init_script(FRAMES)
    with serving(real_site) as served:
        page.goto(served.url)
        page.wait_for_function(READY, timeout=BOOT_S * 1000, polling=100)
        page.wait_for_function(HANDED_OVER)
        texts = page.evaluate("window.tarotTexts")
        assert _blank_frames(page) == 0
        # the steps in a child's words, no file name; the bytes that cross the network, once known
        shown = {text for row in texts for text in row[2:]}
        assert not [text for text in shown if ".whl" in text or "pyodide/" in text]
        assert {row[2] for row in texts} <= {"Le jeu arrive sur cet appareil…",
                                             "Le jeu se met en route…", "On installe la table…"}
        last = [row[3] for row in texts if " sur " in row[3]][-1]
        told = float(last.split(" sur ")[1].split()[0].replace(",", "."))
        assert told == pytest.approx(travels / 1e6, abs=0.1), (last, travels)
        # the bar moves while Python starts, though Python says nothing meanwhile
        starting = [row[1] for row in texts if row[0] == "python"]
        assert len(set(starting)) >= 4 and starting == sorted(starting)

        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        page.reload()
        page.wait_for_function(READY, timeout=BOOT_S * 1000, polling=100)
        page.wait_for_function(HANDED_OVER)
        texts = page.evaluate("window.tarotTexts")
        assert _blank_frames(page) == 0
        assert {row[3] for row in texts} - {""} == {"Déjà sur cet appareil : rien à télécharger."}
    context.close()
