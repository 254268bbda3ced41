"""Saved progress is never destroyed by accident (issue #26): an import asks first and keeps a
backup, a damaged file changes nothing and says where, unknown lessons and newer versions'
records are kept, two tabs merge, limits are checked before any JSON parser, the browser's
refusals are said. Plain view-models, no browser (those are in tests/browser/test_progress.py)."""

from __future__ import annotations

import html
import json

import pytest

import lessons
from ui.app_model import App
from ui.i18n import EN, FR, t
from ui.lesson_views import PathView, ProgressStore
from ui.lessons import Learning
from ui.progress import FILE_PROBLEMS, MAX_CHARS, MAX_DEPTH, NOTICES, WHYS, Mark, Progress, parse, read_file

CURRICULUM = lessons.load()
A, B, C = (lesson.id for lesson in CURRICULUM.lessons[:3])


def saved(**stars: int) -> str:
    return json.dumps({"version": 1, "lessons": {k.replace("_", "-"): {"stars": n, "step": 0}
                                                 for k, n in stars.items()}})


def learner(text: str | None) -> Learning:
    learning = Learning(CURRICULUM)
    learning.load(text)
    return learning


def two_done() -> Learning:
    return learner(Progress({A: Mark(3, 0), B: Mark(2, 0)}).to_json())


def words(view: object) -> str:
    """Every markup pane's text in a view, unescaped."""
    found, stack = [], [view.__panel__()] if isinstance(view, PathView) else [view]
    while stack:
        item = stack.pop()
        if isinstance(getattr(item, "object", None), str):
            found.append(item.object)
        stack.extend(getattr(item, "objects", []))
    return html.unescape("".join(found))


# --- an import never destroys by accident ------------------------------------------------------
@pytest.mark.parametrize(("text", "notice"), [
    ('{"version": 1, "lessons": "x"}', "progress.bad_lessons.import"),
    ('{"version": 1, "lessons": {"from-another-path": {"stars": 3, "step": 0}}}', "progress.none_known.import"),
    ('{"version": 1, "lessons": {"<img src=x onerror=alert(1)>": {"stars": 3}}}', "progress.bad_entry.import"),
    ("{oops", "progress.garbled.import"),
    ('{"version": 7, "lessons": {}}', "progress.newer.import"),
    ("{" + " " * MAX_CHARS + "}", "progress.too_big.import"),
])
def test_a_bad_file_changes_nothing_and_says_so(text: str, notice: str) -> None:
    learning = two_done()
    before = learning.progress
    assert learning.import_file(text.encode()) is False
    assert learning.progress == before and learning.pending is None and learning.notice == notice
    assert notice in FR and notice in EN and learning.notice_text("fr").endswith(("rien n'a changé.", "Rien n'a changé."))


def test_a_50_megabyte_file_is_refused_by_its_size_before_it_is_parsed() -> None:
    learning = two_done()
    huge = '{"version": 1, "lessons": {' + ", ".join(f'"x{i}": {{"stars": 3}}' for i in range(2_500_000)) + "}}"
    assert len(huge) > 50_000_000
    assert learning.import_file(huge) is False
    assert learning.notice == "progress.too_big.import" and learning.progress.stars(A) == 3
    assert "1 Mo" in learning.notice_text("fr") and "1 MB" in learning.notice_text("en")


def test_a_damaged_entry_is_named_shortened_with_why() -> None:
    learning = two_done()
    long_id = "x" * 500_000
    assert learning.import_file(json.dumps({"version": 1, "lessons": {A: {"stars": 2}, long_id: {"stars": 1}}})) is False
    said = learning.notice_text("fr")
    assert "x" * 39 + "…" in said and len(said) < 200 and t("progress.why.name", "fr") in said
    assert learning.import_file(json.dumps({"version": 1, "lessons": {A: {"stars": "trois"}}})) is False
    assert learning.notice_text("en") == t("progress.bad_entry.import", "en", entry=A,
                                           why=t("progress.why.stars", "en"))
    assert learning.progress.stars(A) == 3


def test_an_empty_file_asks_before_replacing_and_the_backup_brings_everything_back() -> None:
    learning = two_done()
    assert learning.import_file(b'{"version": 1, "lessons": {}}') is True
    assert learning.progress.stars(A) == 3 and learning.done_counts() == (2, 0)  # nothing changed yet
    app = App()
    app.learning = learning
    shown = words(PathView(app=app))
    assert "Remplacer ma progression ? 2 leçons réussies → 0 leçon réussie" in shown
    learning.replace_progress()
    assert learning.progress.lessons == {} and parse(learning.saved).progress.lessons == {}
    assert learning.backup and learning.notice == "progress.imported"
    learning.restore()
    assert learning.progress.stars(A) == 3 and learning.progress.stars(B) == 2 and learning.backup == ""
    assert parse(learning.saved).progress.stars(B) == 2


def test_cancel_changes_nothing_and_merge_keeps_the_best_of_each_lesson() -> None:
    learning = two_done()
    file = Progress({A: Mark(1, 0), B: Mark(3, 0), C: Mark(0, 4)}).to_json()
    learning.import_file(file)
    learning.cancel_import()
    assert learning.pending is None and learning.progress.stars(B) == 2
    learning.import_file(file)
    learning.merge_file()
    assert learning.progress.lessons == {A: Mark(3, 0), B: Mark(3, 0), C: Mark(0, 4)}
    assert learning.notice == "progress.merged" and parse(learning.backup).progress.stars(B) == 2


def test_erasing_keeps_a_backup() -> None:
    learning = two_done()
    learning.ask_reset()
    learning.reset()
    assert learning.progress.lessons == {}
    learning.restore()
    assert learning.progress.stars(A) == 3


# --- the saved record ---------------------------------------------------------------------------
def test_unknown_lessons_are_kept_and_written_back() -> None:
    text = json.dumps({"version": 1, "lessons": {"lesson-of-tomorrow": {"stars": 2, "step": 0, "badge": "gold"},
                                                 A: {"stars": 1, "step": 0}}})
    learning = learner(text)
    learning.open(B)
    kept = json.loads(learning.saved)["lessons"]
    assert kept["lesson-of-tomorrow"] == {"stars": 2, "step": 0, "badge": "gold"} and kept[A]["stars"] == 1
    assert [card.id for branch in learning.levels() for card in branch.cards if card.id == "lesson-of-tomorrow"] == []


def test_stars_above_three_are_capped_not_dropped() -> None:
    assert parse(saved(**{A.replace("-", "_"): 99}), {A}).progress.stars(A) == 3


def test_a_newer_versions_record_is_never_written_over() -> None:
    learning = learner(json.dumps({"version": 2, "lessons": {"anything": {}}}))
    assert learning.read_only and learning.saved == ""
    learning.open(A, 1)
    assert learning.saved == ""  # the record stays as the newer version wrote it
    app = App()
    app.learning = learning
    assert t("progress.newer", "fr") in words(PathView(app=app))


def test_a_byte_order_mark_is_accepted() -> None:
    text = "\ufeff" + Progress({A: Mark(2, 0)}).to_json()
    assert parse(text, {A}).progress.stars(A) == 2
    assert read_file(text.encode("utf-8"), {A}).progress.stars(A) == 2


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 5_000, 200_000])
def test_deep_json_is_refused_before_parsing(depth: int) -> None:
    text = '{"version": 1, "lessons": {"a": ' + "[" * depth + "]" * depth + "}}"
    assert parse(text).notice == "progress.too_deep"
    learning = two_done()
    assert learning.import_file(text) is False and learning.progress.stars(A) == 3
    assert str(MAX_DEPTH) in learning.notice_text("fr") and str(MAX_DEPTH) in learning.notice_text("en")


# --- two tabs ---------------------------------------------------------------------------------
def test_another_tabs_save_is_merged_and_no_lesson_is_lost() -> None:
    here, there = learner(None), learner(None)
    here.open(A, 2)
    there.open(B, 1)
    answer = here.load(there.saved)  # the storage event: the other tab saved its older copy
    merged = parse(answer).progress
    assert set(merged.lessons) == {A, B} and here.progress == merged
    assert there.load(answer) is None and there.progress.lessons == merged.lessons  # nothing left to write


def test_an_erase_in_another_tab_wins_over_an_older_copy() -> None:
    here, there = two_done(), two_done()
    older = here.progress.to_json()
    there.ask_reset()
    there.reset()
    erased = there.load(older)  # an older copy saved after the erase does not bring the lessons back
    assert there.progress.lessons == {} and parse(erased).progress.lessons == {}
    assert here.load(erased) is None  # the erase is already in storage
    assert here.progress.lessons == {}


# --- the browser refused a save ------------------------------------------------------------------
@pytest.mark.parametrize("why", ["full", "blocked"])
def test_a_refused_save_is_said_until_one_works(why: str) -> None:
    app = App()
    app.learning.load(None)
    app.learning.storage = why
    view = PathView(app=app)
    assert t(f"progress.unsaved.{why}", "fr") in words(view)
    app.learning.storage = ""
    assert "progress-unsaved" not in words(view)


def test_every_progress_word_is_in_both_languages() -> None:
    keys = [*NOTICES, *FILE_PROBLEMS, *WHYS, "progress.unsaved.full", "progress.unsaved.blocked", "progress.kept",
            "progress.kept.one", "progress.kept.zero",
            "progress.merged", "progress.restored", "path.import_ask", "path.restore", "path.import_merge"]
    for key in keys:
        assert key in FR and key in EN, key
    assert t("path.lessons_done", "fr", n=1) == "1 leçon réussie" and t("path.lessons_done", "en", n=0) == "0 lessons passed"


# --- an unreadable saved record is kept, and what can still be read comes back (issue #39) ------
WHOLE = json.dumps({"version": 1, "lessons": {A: {"stars": 3, "step": 0}, B: {"stars": 2, "step": 0}},
                    "current": B, "generation": 0})
BOTH = {A: Mark(3, 0), B: Mark(2, 0)}
# each record as the browser may hold it, and the lessons that can still be read in it
UNREADABLE = {
    "truncated": (WHOLE[:WHOLE.index('"current"')], BOTH),
    "garbled": (WHOLE.replace('"current": ', "current: "), BOTH),
    "version-2": (WHOLE.replace('"version": 1', '"version": "2"'), BOTH),
    "version-1e400": (WHOLE.replace('"version": 1', '"version": 1e400'), BOTH),
    "null": ("null", {}),
    "list": ("[]", {}),
    "number": ("42", {}),
    "nul-byte": (WHOLE.replace(', "current"', ',\x00 "current"'), BOTH),
    "too-big": (WHOLE[:-1] + ', "pad": "' + "x" * MAX_CHARS + '"}', BOTH),
    "too-deep": (WHOLE[:-1] + ', "deep": ' + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "}", BOTH),
}
# what the page says of a text past a limit (ui/progress.js), sent with the text itself
PAGE_REFUSES = {"too-big": "too_big", "too-deep": "too_deep"}


def loaded_from_the_page(case: str) -> tuple[Learning, list[str]]:
    """A learner whose page sent the saved record ``case``; the order of what Python asked it to write."""
    text = UNREADABLE[case][0]
    learning = Learning(CURRICULUM)
    writes: list[str] = []
    learning.param.watch(lambda event: writes.append(event.name), ["backup", "saved"])
    store = ProgressStore(learning)
    store._handle_msg({"kind": "loaded", "text": text, "refused": PAGE_REFUSES.get(case), "backup": None,
                       "problem": ""})
    return learning, writes


@pytest.mark.parametrize("case", list(UNREADABLE))
def test_an_unreadable_record_is_kept_first_and_every_readable_lesson_comes_back(case: str) -> None:
    text, readable = UNREADABLE[case]
    learning, writes = loaded_from_the_page(case)
    assert learning.backup == text and writes[0] == "backup"  # kept before anything is written over it
    assert learning.progress.lessons == readable
    assert parse(learning.saved).progress.lessons == readable
    app = App()
    app.learning = learning
    shown = words(PathView(app=app))
    assert t("path.restore", "fr") in shown and learning.notice_text("fr") in shown
    learning.open(C, 2)  # the learner goes on: the copy stays
    assert learning.backup == text and parse(learning.saved).progress.mark(C).step == 1
    learning.restore()  # « Revenir »: the record exactly as it was
    assert learning.saved == text and learning.notice == "progress.restored"
    assert learning.progress.lessons == readable and learning.backup == text


def test_the_notice_of_an_unreadable_record_says_what_came_back_in_both_languages() -> None:
    learning, _ = loaded_from_the_page("truncated")
    for lang in ("fr", "en"):
        said = learning.notice_text(lang)
        assert "2" in said and t("path.restore", lang) in said, said
    empty, _ = loaded_from_the_page("null")
    assert t("path.restore", "fr") in empty.notice_text("fr")


def test_a_whole_record_leaves_the_backup_alone() -> None:
    learning = Learning(CURRICULUM)
    ProgressStore(learning)._handle_msg({"kind": "loaded", "text": WHOLE, "refused": None,
                                         "backup": TWO_DONE_BACKUP, "problem": ""})
    assert learning.backup == TWO_DONE_BACKUP and learning.notice == ""


TWO_DONE_BACKUP = Progress({C: Mark(1, 0)}).to_json()


def test_an_unknown_top_level_field_is_kept_on_rewrite() -> None:
    text = json.dumps({"version": 1, "lessons": {A: {"stars": 1, "step": 0}}, "badges": {"gold": 2},
                       "theme": "night"})
    learning = learner(text)
    learning.open(B, 1)
    written = json.loads(learning.saved)
    assert written["badges"] == {"gold": 2} and written["theme"] == "night" and written["lessons"][B]["step"] == 1
