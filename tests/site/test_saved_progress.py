"""Saved progress on the real site, in Pyodide (issue #26): a record thousands of brackets deep
in the browser's storage ended the interpreter at every boot (« Maximum call stack size
exceeded »); the page now refuses it before Python parses it (Python only keeps it aside as the
backup, issue #39), the app says so, and the first save replaces it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ui.lesson_views import STORAGE_KEY

from .conftest import serving
from .test_real_boot import READY, BOOT_S

pytestmark = pytest.mark.browser

DEEP = '{"version": 1, "lessons": {"a": ' + "[" * 5000 + "]" * 5000 + "}}"


def test_a_record_thousands_deep_neither_kills_python_nor_stays(real_site: Path, browser: Any) -> None:
    context = browser.new_context()
    # seeded once: the init script runs again at each load
    context.add_init_script(f"if (!localStorage.getItem('{STORAGE_KEY}')) "
                            f"localStorage.setItem('{STORAGE_KEY}', {json.dumps(DEEP)})")
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        with serving(real_site) as served:
            page.goto(f"{served.url}#/lessons")
            page.wait_for_function(READY, timeout=BOOT_S * 1000, polling=100)
            page.locator(".notice", has_text="plus de 20").wait_for()
            page.get_by_role("button", name="Commencer").click()
            page.locator(".lesson-title").wait_for()
            page.wait_for_function(f"localStorage.getItem('{STORAGE_KEY}').length < 1000")
    finally:
        context.close()
    assert errors == []
