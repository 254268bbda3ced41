"""Saved progress in a real browser (issue #26): two tabs merge their saves, full or blocked
storage is said (and a save retried until it works), an import asks first and the backup brings
the old progress back, a record too deep is refused by the page before Python reads it."""

from __future__ import annotations

import json
from typing import Any

import pytest

import lessons
from ui.lesson_views import STORAGE_KEY

pytestmark = pytest.mark.browser

CURRICULUM = lessons.load()
# the lessons open to a new learner: « Commencer » opens the first (a teacher's link would open
# any lesson, but saves nothing: issue 38)
OPEN = [lesson for lesson in CURRICULUM.lessons if not lesson.requires]
TWO_DONE = json.dumps({"version": 1, "lessons": {CURRICULUM.lessons[0].id: {"stars": 3, "step": 0},
                                                 CURRICULUM.lessons[1].id: {"stars": 2, "step": 0}}})
# seeds the saved progress once (an init script runs again on each reload)
SEED = f"if (!localStorage.getItem('{STORAGE_KEY}')) localStorage.setItem('{STORAGE_KEY}', %s);"


def stored(page: Any) -> dict[str, Any]:
    return json.loads(page.evaluate(f"localStorage.getItem('{STORAGE_KEY}')") or "{}")


def to_map(page: Any, server: str, query: str = "") -> None:
    page.goto(f"{server}{query}#/lessons")
    page.locator(".path-title").wait_for()


def done_tiles(page: Any) -> int:
    return page.locator(".lesson-tile.done").count()


def test_two_tabs_never_lose_each_others_lessons(browser: Any, server: str) -> None:
    context = browser.new_context()
    first, second = context.new_page(), context.new_page()
    try:
        for page in (first, second):
            page.set_default_timeout(30_000)
            to_map(page, server)
        # both tabs hold the same copy; each opens another lesson (a saved step) after the other,
        # by a link in the page (no reload: the second tab still holds its older copy)
        for page, lesson in ((first, OPEN[1]), (second, OPEN[0])):
            page.evaluate(f"location.hash = '#/lesson/{lesson.id}/2'")
            page.locator(".lesson-title", has_text=lesson.title.fr).wait_for()
            page.wait_for_function(f"(localStorage.getItem('{STORAGE_KEY}') || '').includes('\"{lesson.id}\"')")
        ids = f"['{OPEN[1].id}', '{OPEN[0].id}']"
        first.wait_for_function(f"{ids}.every(id => JSON.parse(localStorage.getItem('{STORAGE_KEY}')).lessons[id])")
        # and neither tab's next save drops the other's lesson
        first.evaluate(f"location.hash = '#/lesson/{OPEN[1].id}/3'")
        first.locator(".lesson-step", has_text="Étape 3").wait_for()
        first.wait_for_function(f"JSON.parse(localStorage.getItem('{STORAGE_KEY}')).lessons['{OPEN[1].id}'].step === 2")
        assert set(stored(first)["lessons"]) >= {OPEN[1].id, OPEN[0].id}
    finally:
        context.close()


# only the progress's keys: Panel's own setItem at start is not ready for a throw
FULL = """
const write = Storage.prototype.setItem;
window.full = true;
Storage.prototype.setItem = function (key, value) {
  if (window.full && key.startsWith("tarot-ecole")) throw new DOMException("full", "QuotaExceededError");
  return write.call(this, key, value);
};
"""


def test_full_storage_is_said_and_the_save_retried_until_it_works(page: Any, server: str) -> None:
    page.add_init_script(FULL)
    to_map(page, server)
    page.get_by_role("button", name="Commencer").click()
    page.locator(".lesson-title").wait_for()
    page.get_by_role("button", name="◀ Le parcours").click()
    notice = page.locator(".progress-unsaved")
    notice.wait_for()
    assert "n'a plus de place" in notice.inner_text()
    assert page.locator(".lesson-tile").count() > 0  # the app goes on, in memory
    page.evaluate("window.full = false")
    notice.wait_for(state="detached")  # the timer tried again, and it worked
    assert OPEN[0].id in stored(page)["lessons"]


def test_full_storage_is_said_on_a_map_opened_by_its_link(page: Any, server: str) -> None:
    # the map is drawn while its import button's module loads, and the notice comes then: the
    # browser dropped it (see KEEP_CHILDREN in ui/views.py)
    page.add_init_script(FULL)
    to_map(page, server)
    notice = page.locator(".progress-unsaved")
    notice.wait_for()
    assert "n'a plus de place" in notice.inner_text()


BLOCKED = """
Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
});
"""


def test_blocked_storage_is_said_and_the_lessons_still_open(page: Any, server: str) -> None:
    page.add_init_script(BLOCKED)
    to_map(page, server)
    notice = page.locator(".progress-unsaved")
    notice.wait_for()
    assert "bloque les données" in notice.inner_text()
    page.get_by_role("button", name="Commencer").click()
    page.locator(".lesson-title").wait_for()


def test_an_import_asks_first_and_the_old_progress_comes_back(page: Any, server: str) -> None:
    page.add_init_script(SEED % json.dumps(TWO_DONE))
    to_map(page, server)
    page.locator(".lesson-tile.done").nth(1).wait_for()
    picker = page.locator(".progress-import input[type=file]")
    picker.set_input_files(files=[{"name": "bad.json", "mimeType": "application/json",
                                   "buffer": b'{"version": 1, "lessons": "x"}'}])
    page.locator(".notice", has_text="la liste des leçons est abîmée").wait_for()
    assert done_tiles(page) == 2
    picker.set_input_files(files=[{"name": "empty.json", "mimeType": "application/json",
                                   "buffer": '\ufeff{"version": 1, "lessons": {}}'.encode()}])
    page.locator(".import-ask", has_text="Remplacer ma progression ? 2 leçons réussies → 0 leçon réussie").wait_for()
    assert done_tiles(page) == 2  # nothing changed before the answer
    page.get_by_role("button", name="Remplacer", exact=True).click()
    page.locator(".notice", has_text="reprise depuis le fichier").wait_for()
    assert done_tiles(page) == 0
    page.reload()
    page.locator(".path-title").wait_for()
    page.get_by_role("button", name="Revenir à ma progression d'avant").click()  # the backup outlived the reload
    page.locator(".lesson-tile.done").nth(1).wait_for()
    page.reload()
    page.locator(".lesson-tile.done").nth(1).wait_for()


def test_a_record_too_deep_is_refused_before_python_reads_it(page: Any, server: str) -> None:
    deep = '{"version": 1, "lessons": {"a": ' + "[" * 5000 + "]" * 5000 + "}}"
    page.add_init_script(SEED % json.dumps(deep))
    to_map(page, server)
    page.locator(".notice", has_text="plus de 20").wait_for()
    page.get_by_role("button", name="Commencer").click()  # the first save heals the record
    page.locator(".lesson-title").wait_for()
    page.wait_for_function(f"localStorage.getItem('{STORAGE_KEY}').length < 1000")
