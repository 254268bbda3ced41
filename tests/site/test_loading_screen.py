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
    assert {text for step, _, text in seen if step == "python"} == {"Starting Python…"}
    bars = [value for _, value, _ in seen]
    assert bars == sorted(bars) and bars[-1] >= 0.9
