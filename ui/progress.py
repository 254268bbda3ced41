"""A learner's progress through the lessons, as versioned JSON; reading it never crashes.

The browser keeps the JSON (``ui/progress.js`` in the page's main thread: never ``localStorage``
from Python, which may run in Pyodide's web worker); this module only turns text into a
:class:`Progress` and back. Format, version 1::

    {"version": 1, "lessons": {"kids-cards": {"stars": 2, "step": 0}}, "current": "kids-cards"}

``stars`` is the best result so far (0: not finished yet), ``step`` where the learner left off,
``current`` the lesson to resume. Unreadable text, a newer version or broken entries give a fresh
or repaired progress and a notice key (see :data:`NOTICES`) the screen shows in words.

>>> loaded = parse('{"version": 1, "lessons": {"a": {"stars": 2, "step": 0}}, "current": "a"}')
>>> loaded.progress.stars("a"), loaded.notice
(2, None)
>>> parse("{oops").notice
'progress.garbled'
>>> p = Progress().at("a", 3).finish("a", 2).finish("a", 1)
>>> p.stars("a"), p.to_json()
(2, '{"version": 1, "lessons": {"a": {"stars": 2, "step": 0}}, "current": "a"}')
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

VERSION = 1
MAX_STARS = 3
#: the name of the file a learner exports
FILE_NAME = "tarot-ecole-progress.json"
#: the i18n keys of what :func:`parse` may have to tell the learner
NOTICES = ("progress.garbled", "progress.newer", "progress.migrated", "progress.repaired")


@dataclass(frozen=True)
class Mark:
    """One lesson's record: best stars (0 until finished once) and the step to resume at."""

    stars: int = 0
    step: int = 0


@dataclass(frozen=True)
class Progress:
    """Every lesson's :class:`Mark` and the lesson to resume; changes return a new object."""

    lessons: Mapping[str, Mark] = field(default_factory=dict)
    current: str | None = None

    def mark(self, lesson: str) -> Mark:
        return self.lessons.get(lesson, Mark())

    def stars(self, lesson: str) -> int:
        return self.mark(lesson).stars

    def done(self, lesson: str) -> bool:
        """Finished at least once (which opens the lessons that require it)."""
        return self.stars(lesson) >= 1

    def at(self, lesson: str, step: int) -> Progress:
        """The learner is at ``step`` of ``lesson`` (what « Reprendre » reopens)."""
        mark = replace(self.mark(lesson), step=max(step, 0))
        return replace(self, lessons={**self.lessons, lesson: mark}, current=lesson)

    def finish(self, lesson: str, stars: int) -> Progress:
        """``lesson`` finished with ``stars``: the best result is kept, the next visit starts over."""
        best = max(self.stars(lesson), min(max(stars, 1), MAX_STARS))
        return replace(self, lessons={**self.lessons, lesson: Mark(best, 0)}, current=lesson)

    def to_data(self) -> dict[str, Any]:
        return {"version": VERSION,
                "lessons": {k: {"stars": m.stars, "step": m.step} for k, m in self.lessons.items()},
                "current": self.current}

    def to_json(self) -> str:
        return json.dumps(self.to_data(), ensure_ascii=False)


@dataclass(frozen=True)
class Loaded:
    """What :func:`parse` read, and the notice key to show (``None``: nothing to say)."""

    progress: Progress
    notice: str | None = None


def parse(text: str | bytes | None, known: Collection[str] | None = None) -> Loaded:
    """Read saved or imported progress; never raises.

    ``known`` (the lesson ids of the curriculum) drops records of lessons that no longer exist.
    Nothing saved yet (``None`` or empty) is a fresh start without a notice.

    >>> parse(None)
    Loaded(progress=Progress(lessons={}, current=None), notice=None)
    >>> parse('{"version": 9, "lessons": {}}').notice
    'progress.newer'
    >>> parse(42).notice
    'progress.garbled'
    >>> loaded = parse('{"lessons": {"a": 3, "b": 0}}')  # the unversioned draft format
    >>> loaded.progress.stars("a"), loaded.notice
    (3, 'progress.migrated')
    """
    if not isinstance(text, (str, bytes, type(None))):
        return Loaded(Progress(), "progress.garbled")  # not text at all: nothing to read
    if text is None or not text.strip():
        return Loaded(Progress())
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return Loaded(Progress(), "progress.garbled")
    if not isinstance(data, dict):
        return Loaded(Progress(), "progress.garbled")
    version = data.get("version")
    if version is None:
        return _migrate_draft(data, known)
    if not _is_int(version):
        return Loaded(Progress(), "progress.garbled")
    if version > VERSION:
        return Loaded(Progress(), "progress.newer")
    if version < VERSION:  # no released format before version 1
        return Loaded(Progress(), "progress.garbled")
    return _read_v1(data, known)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _read_v1(data: dict[str, Any], known: Collection[str] | None) -> Loaded:
    lessons, broken = {}, False
    entries = data.get("lessons", {})
    if not isinstance(entries, dict):
        entries, broken = {}, True
    for lesson, entry in entries.items():
        mark = _mark(entry)
        if mark is None or (known is not None and lesson not in known):
            broken = True
        else:
            lessons[lesson] = mark
    current = data.get("current")
    if current is not None and not (isinstance(current, str) and (known is None or current in known)):
        current, broken = None, True
    return Loaded(Progress(lessons, current), "progress.repaired" if broken else None)


def _mark(entry: Any) -> Mark | None:
    if not isinstance(entry, dict):
        return None
    stars, step = entry.get("stars", 0), entry.get("step", 0)
    if not (_is_int(stars) and 0 <= stars <= MAX_STARS and _is_int(step) and 0 <= step < 1000):
        return None
    return Mark(stars, step)


def _migrate_draft(data: dict[str, Any], known: Collection[str] | None) -> Loaded:
    """The unversioned draft format ``{"lessons": {id: stars}}`` becomes version 1."""
    entries = data.get("lessons")
    if not isinstance(entries, dict) or not entries:
        return Loaded(Progress(), "progress.garbled")
    lessons = {lesson: Mark(stars, 0) for lesson, stars in entries.items()
               if _is_int(stars) and 0 <= stars <= MAX_STARS and (known is None or lesson in known)}
    if not lessons:
        return Loaded(Progress(), "progress.garbled")
    return Loaded(Progress(lessons), "progress.migrated")
