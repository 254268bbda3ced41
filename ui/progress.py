"""A learner's progress through the lessons, as versioned JSON; reading it never crashes and
never throws a lesson away.

The browser keeps the JSON (``ui/progress.js`` in the page's main thread: never ``localStorage``
from Python, which may run in Pyodide's web worker); this module only turns text into a
:class:`Progress` and back. Format, version 1 (``docs/site.md`` « Saved progress »)::

    {"version": 1, "lessons": {"kids-cards": {"stars": 2, "step": 0}}, "current": "kids-cards",
     "generation": 0, "opened": ["tarin"]}

``stars`` is the best result so far (0: not finished yet; more than 3 counts as 3), ``step``
where the learner left off, ``current`` the lesson to resume, ``generation`` how many times the
progress was erased or replaced on purpose (a later one wins over another tab's older copy),
``opened`` the branches of the map (by their game's id) opened by « Je connais déjà ce jeu »'s
check: written only once there is one, so a record without it reads as before (issue 29);
``retries`` the positions of « Rejoue tes erreurs » (:class:`Retry`, at most :data:`MAX_RETRIES`,
the oldest dropped; written only once there is one): each entry is checked on read, and a bad
one is dropped and said as a repair (``progress.repaired``), never fatal (issue 40);
``people`` who sat where at the last game played together (issue 42): a first name per seat,
``""`` for a robot (at most :data:`MAX_SEATS`, each name at most ``ui.urlstate.MAX_NAME``
characters of text; written only once there is one; a damaged list is dropped and said as a
repair).
Entries this version cannot use (a lesson it does not know, a broken entry, a top-level field)
are kept as they came and written back; a record that cannot be read whole gives the lessons still
readable in it (:func:`salvage`) and is kept aside as it was (:attr:`Loaded.lossy`). Text longer than :data:`MAX_CHARS` or nested deeper than
:data:`MAX_DEPTH` is refused before any JSON parser sees it: in Pyodide a JSON 5,000 brackets
deep ends the interpreter itself (« Maximum call stack size exceeded »).

>>> loaded = parse('{"version": 1, "lessons": {"a": {"stars": 2, "step": 0}}, "current": "a"}')
>>> loaded.progress.stars("a"), loaded.notice
(2, None)
>>> parse("{oops").notice
'progress.garbled'
>>> p = Progress().at("a", 3).finish("a", 2).finish("a", 1)
>>> p.stars("a"), p.to_json()
(2, '{"version": 1, "lessons": {"a": {"stars": 2, "step": 0}}, "current": "a", "generation": 0}')
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .urlstate import clean_name

VERSION = 1
MAX_STARS = 3
MAX_STEP = 1000
#: the longest progress text or file read (characters; a real one is a few kilobytes)
MAX_CHARS = 1_000_000
#: the deepest nesting of brackets read (a real progress has 3 levels)
MAX_DEPTH = 20
#: the name of the file a learner exports
FILE_NAME = "tarot-ecole-progress.json"
#: what a lesson's id looks like (``lessons/README.md``); anything else in a file is damage
LESSON_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,79}")
#: the i18n keys of what :func:`parse` may have to tell the learner
NOTICES = ("progress.garbled", "progress.newer", "progress.migrated", "progress.repaired",
           "progress.too_big", "progress.too_deep")
#: notices after which nothing of the text could be used
UNREADABLE = ("progress.garbled", "progress.newer", "progress.too_big", "progress.too_deep")
#: the i18n keys of why :func:`read_file` refused a file (all but the limits end in ``.import``)
FILE_PROBLEMS = ("progress.garbled.import", "progress.newer.import", "progress.too_big.import",
                 "progress.too_deep.import", "progress.bad_lessons.import", "progress.bad_entry.import",
                 "progress.none_known.import")
#: the i18n keys of why one entry of a file is damaged
WHYS = ("progress.why.name", "progress.why.entry", "progress.why.stars", "progress.why.step",
        "progress.why.generation", "progress.why.opened", "progress.why.retries", "progress.why.people")
#: the most mistakes kept to replay (« Mes erreurs à rejouer »): a new one drops the oldest
MAX_RETRIES = 20
#: the longest link kept for a mistake's position (characters): a long match's whole moves
#: (a deal of Tarot is some 400); a mistake past it is replayed at once but not kept
MAX_QUERY = 8000
#: the longest action (notation) and phase name read in a kept mistake
MAX_TOKEN = 40
#: the most choices weighed in one kept mistake (the search weighs about 8, and the player's own)
MAX_CHOICES = 30
#: the largest figure read (points): no deal of any game scores near it
MAX_POINTS = 100_000
#: the most seats a table has (and so the most names kept)
MAX_SEATS = 6
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
#: a lesson's entry, whole, in a damaged record, and its fields (at most 4 digits: an int of
#: thousands of digits is refused by Python itself)
_ENTRY = re.compile(r'"([a-z0-9][a-z0-9-]{0,79})"\s*:\s*\{([^{}]{0,200})\}')
_FIELD = re.compile(r'"(stars|step)"\s*:\s*(\d{1,4})(?![\d.eE])')
#: notices after which the text can only be searched for the lessons still readable in it
DAMAGED = ("progress.garbled", "progress.too_big", "progress.too_deep")
_BRACKET = re.compile(r"[\[\]{}]")


@dataclass(frozen=True)
class Mark:
    """One lesson's record: best stars (0 until finished once) and the step to resume at."""

    stars: int = 0
    step: int = 0


@dataclass(frozen=True)
class Figure:
    """One choice the review weighed at a mistake: the action (its notation), its average in
    the game's points over the imagined deals, and whether it is within the margin of the best
    (``good``: the search cannot tell it from the best; see ``docs/lessons.md``)."""

    action: str
    points: float
    good: bool


@dataclass(frozen=True)
class Retry:
    """A mistake to replay, with all that replaying it needs and no search: ``query`` the link
    of the match up to that decision (:mod:`ui.urlstate`: its last deal stops there), the
    decision's ``phase`` and ``trick`` (1 for the first: said « Pli 5 » at home without opening
    it), what the player ``played``, each weighed choice's :class:`Figure`, best first, and
    ``twins``: a card that does what a weighed one does, and that one (the search weighs one of
    them)."""

    game: str
    query: str
    phase: str
    trick: int
    played: str
    figures: tuple[Figure, ...]
    twins: tuple[tuple[str, str], ...] = ()

    @property
    def best(self) -> Figure:
        return max(self.figures, key=lambda f: f.points)

    def figure(self, action: str) -> Figure | None:
        """The figure of ``action`` (or of the card it is the twin of); ``None``: not weighed."""
        action = dict(self.twins).get(action, action)
        return next((f for f in self.figures if f.action == action), None)

    def cost(self, action: str) -> float | None:
        """What ``action`` brings less than the best choice on average (``None``: not weighed)."""
        figure = self.figure(action)
        return None if figure is None else max(0.0, self.best.points - figure.points)

    def same(self, other: Retry) -> bool:
        """The same decision of the same match (kept once)."""
        return self.query == other.query

    def to_data(self) -> dict[str, Any]:
        return {"game": self.game, "query": self.query, "phase": self.phase, "trick": self.trick,
                "played": self.played, "figures": [[f.action, f.points, f.good] for f in self.figures],
                "twins": [list(pair) for pair in self.twins]}


@dataclass(frozen=True)
class Progress:
    """Every lesson's :class:`Mark`, the lesson to resume, the entries kept for another version
    (:attr:`kept`) and the :attr:`generation`; changes return a new object."""

    lessons: Mapping[str, Mark] = field(default_factory=dict)
    current: str | None = None
    kept: Mapping[str, Any] = field(default_factory=dict)
    generation: int = 0
    opened: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)  # another version's top-level fields, kept
    retries: tuple[Retry, ...] = ()  # the mistakes to replay, oldest first
    people: tuple[str, ...] = ()  # the last game together: each seat's first name, "" a robot

    def mark(self, lesson: str) -> Mark:
        return self.lessons.get(lesson, Mark())

    def stars(self, lesson: str) -> int:
        return self.mark(lesson).stars

    def done(self, lesson: str) -> bool:
        """Finished at least once (which opens the lessons that require it)."""
        return self.stars(lesson) >= 1

    def count_done(self) -> int:
        return sum(mark.stars >= 1 for mark in self.lessons.values())

    def at(self, lesson: str, step: int) -> Progress:
        """The learner is at ``step`` of ``lesson`` (what « Reprendre » reopens)."""
        return self._put(lesson, replace(self.mark(lesson), step=max(step, 0)))

    def finish(self, lesson: str, stars: int) -> Progress:
        """``lesson`` finished with ``stars``: the best result is kept, the next visit starts over."""
        return self._put(lesson, Mark(max(self.stars(lesson), min(max(stars, 1), MAX_STARS)), 0))

    def open_branch(self, branch: str) -> Progress:
        """``branch``'s check was passed: its lessons open, and count as known for the others."""
        return self if branch in self.opened else replace(self, opened=(*self.opened, branch))

    def keep_retry(self, retry: Retry) -> Progress:
        """``retry`` kept to replay, last (the same decision kept before moves there); the oldest
        dropped past :data:`MAX_RETRIES`; a position whose link is too long is not kept."""
        if len(retry.query) > MAX_QUERY:
            return self
        kept = tuple(r for r in self.retries if not r.same(retry))
        return replace(self, retries=(*kept, retry)[-MAX_RETRIES:])

    def drop_retry(self, retry: Retry) -> Progress:
        """``retry`` replayed right: no longer offered."""
        return replace(self, retries=tuple(r for r in self.retries if not r.same(retry)))

    def seat_people(self, seats: tuple[str, ...]) -> Progress:
        """Who sat where at a game played together (kept for the next one), if it reads back."""
        return replace(self, people=seats) if _people(list(seats)) == seats else self

    def _put(self, lesson: str, mark: Mark) -> Progress:
        kept = {k: v for k, v in self.kept.items() if k != lesson}
        return replace(self, lessons={**self.lessons, lesson: mark}, current=lesson, kept=kept)

    def merge(self, other: Progress) -> Progress:
        """Both together, lesson by lesson: the better record wins (more stars, then further
        on); ``other``'s lesson to resume and kept entries win a tie, so that two tabs merging
        each other's copies agree at once."""
        marks = dict(self.lessons)
        for lesson, mark in other.lessons.items():
            mine = marks.get(lesson)
            if mine is None or (mark.stars, mark.step) > (mine.stars, mine.step):
                marks[lesson] = mark
        kept = {k: v for k, v in {**self.kept, **other.kept}.items() if k not in marks}
        opened = (*self.opened, *(b for b in other.opened if b not in self.opened))
        retries = (*self.retries, *(r for r in other.retries if not any(r.same(m) for m in self.retries)))
        return Progress(marks, other.current or self.current, kept, max(self.generation, other.generation), opened,
                        {**self.extra, **other.extra}, retries[-MAX_RETRIES:], other.people or self.people)

    def sync(self, stored: Progress) -> Progress:
        """This copy after another tab saved ``stored``: an erase or a replace made later (a
        higher generation) wins whole, otherwise the two are merged."""
        if stored.generation != self.generation:
            return stored if stored.generation > self.generation else self
        return self.merge(stored)

    def to_data(self) -> dict[str, Any]:
        marks = {k: {"stars": m.stars, "step": m.step} for k, m in self.lessons.items()}
        data = {"version": VERSION, "lessons": {**self.kept, **marks}, "current": self.current,
                "generation": self.generation}
        if self.opened:
            data["opened"] = list(self.opened)
        if self.retries:
            data["retries"] = [r.to_data() for r in self.retries]
        if self.people:
            data["people"] = list(self.people)
        return data | {k: v for k, v in self.extra.items() if k not in data}

    def to_json(self) -> str:
        return json.dumps(self.to_data(), ensure_ascii=False)


@dataclass(frozen=True)
class Loaded:
    """What was read, and the notice key to show (``None``: nothing to say); for a refused
    file, the entry at fault (shortened) and the i18n key of why; whether the text must be kept."""

    progress: Progress
    notice: str | None = None
    entry: str = ""
    why: str = ""
    #: the text holds something :attr:`progress` will not write back (an unreadable record, a
    #: draft's unknown lessons, a damaged ``current``…): keep the text aside before writing
    lossy: bool = False


def limit_problem(text: str) -> str | None:
    """``progress.too_big`` or ``progress.too_deep`` when ``text`` passes a limit, without
    parsing it (nor recursing: strings are skipped, then brackets counted).

    >>> limit_problem("[" * 21 + "]" * 21), limit_problem('{"a": "[[[[[[[[[[[[[[[[[[[[[["}')
    ('progress.too_deep', None)
    """
    if len(text) > MAX_CHARS:
        return "progress.too_big"
    depth = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > MAX_DEPTH:
            return "progress.too_deep"
    return None


def parse(text: str | bytes | None, known: Collection[str] | None = None) -> Loaded:
    """Read the saved progress; never raises, and keeps what it cannot use.

    ``known`` (the lesson ids of the curriculum): other lessons' entries are kept aside.
    Nothing saved yet (``None`` or empty) is a fresh start without a notice.

    >>> parse(None)
    Loaded(progress=Progress(lessons={}, current=None, kept={}, generation=0, opened=(), extra={}, retries=(), people=()), notice=None, entry='', why='', lossy=False)
    >>> parse('{"version": 9, "lessons": {}}').notice
    'progress.newer'
    >>> parse(42).notice
    'progress.garbled'
    >>> loaded = parse('{"lessons": {"a": 3, "b": 0}}')  # the unversioned draft format
    >>> loaded.progress.stars("a"), loaded.notice
    (3, 'progress.migrated')
    """
    found = _read(text, known, strict=False)
    if found.notice in DAMAGED:
        return salvage(text, found.notice, known)
    return found


def salvage(text: Any, notice: str, known: Collection[str] | None = None) -> Loaded:
    """A saved record that cannot be read whole (``notice``: garbled, too big, too deep): the
    lessons still readable in it, each ``"<id>": {"stars": n, "step": m}`` found whole in the
    text (a regular scan, no parser: safe past the limits too); to be kept aside (``lossy``).

    >>> found = salvage('{"version": 1, "lessons": {"a": {"stars": 3, "step": 0}, "b": {"sta', "progress.garbled")
    >>> found.progress.lessons, found.lossy
    ({'a': Mark(stars=3, step=0)}, True)
    """
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    lessons: dict[str, Mark] = {}
    for lesson, body in _ENTRY.findall(text if isinstance(text, str) else ""):
        if known is not None and lesson not in known:
            continue
        fields = {name: int(value) for name, value in _FIELD.findall(body)}
        mark = _mark(fields)[0] if "stars" in fields or "step" in fields else None
        best = lessons.get(lesson)
        if mark is not None and (best is None or (mark.stars, mark.step) > (best.stars, best.step)):
            lessons[lesson] = mark
    return Loaded(Progress(lessons), notice, lossy=isinstance(text, str) and bool(text))


def read_file(data: str | bytes | None, known: Collection[str]) -> Loaded:
    """Read an imported file strictly: any damaged part refuses the whole file (the notice,
    one of :data:`FILE_PROBLEMS`, says which part and why), and so does a file with no lesson of
    ``known``; a valid empty file is read as empty.

    >>> read_file('{"version": 1, "lessons": "x"}', {"a"}).notice
    'progress.bad_lessons.import'
    >>> found = read_file('{"version": 1, "lessons": {"a": {"stars": -1}}}', {"a"})
    >>> found.notice, found.entry, found.why
    ('progress.bad_entry.import', 'a', 'progress.why.stars')
    """
    found = _read(data, known, strict=True)
    if found.notice is None or found.notice.endswith(".import"):
        return found
    return replace(found, notice=f"{found.notice}.import")


def _read(text: Any, known: Collection[str] | None, strict: bool) -> Loaded:
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            return Loaded(Progress(), "progress.garbled")
    if not isinstance(text, (str, type(None))):
        return Loaded(Progress(), "progress.garbled")  # not text at all: nothing to read
    text = (text or "").removeprefix("\ufeff")  # a byte-order mark some editors add
    if not text.strip():
        return Loaded(Progress(), "progress.garbled" if strict else None)
    problem = limit_problem(text)
    if problem:
        return Loaded(Progress(), problem)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return Loaded(Progress(), "progress.garbled")
    if not isinstance(data, dict):
        return Loaded(Progress(), "progress.garbled")
    version = data.get("version")
    if version is None:
        return _migrate_draft(data, known)
    if not _is_int(version) or version < VERSION:  # no released format before version 1
        return Loaded(Progress(), "progress.garbled")
    if version > VERSION:
        return Loaded(Progress(), "progress.newer")
    return _read_v1(data, known, strict)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _short(name: str) -> str:
    """An entry's name as an error shows it: at most 40 characters."""
    return name if len(name) <= 40 else name[:39] + "…"


def _read_v1(data: dict[str, Any], known: Collection[str] | None, strict: bool) -> Loaded:
    entries = data.get("lessons", {})
    if not isinstance(entries, dict):
        return Loaded(Progress(), "progress.bad_lessons.import" if strict else "progress.garbled")
    lessons: dict[str, Mark] = {}
    kept: dict[str, Any] = {}
    broken = lossy = False  # lossy: a part dropped, not kept (the broken entries are kept)
    for lesson, entry in entries.items():
        mark, why = _mark(entry)
        if strict and not LESSON_ID.fullmatch(lesson):
            why = "progress.why.name"
        if why and strict:
            return Loaded(Progress(), "progress.bad_entry.import", _short(lesson), why)
        if mark is None or not LESSON_ID.fullmatch(lesson) or (known is not None and lesson not in known):
            kept[lesson] = entry  # another version's lesson, or damage: not ours to throw away
            broken = broken or mark is None
        else:
            lessons[lesson] = mark
    if strict and known is not None and entries and not lessons:
        return Loaded(Progress(), "progress.none_known.import")
    current = data.get("current")
    if current is not None and not (isinstance(current, str) and LESSON_ID.fullmatch(current)):
        if strict:
            return Loaded(Progress(), "progress.bad_entry.import", "current", "progress.why.name")
        current, broken, lossy = None, True, True
    generation = data.get("generation", 0)
    if not (_is_int(generation) and generation >= 0):
        if strict:
            return Loaded(Progress(), "progress.bad_entry.import", "generation", "progress.why.generation")
        generation, broken, lossy = 0, True, True
    opened = data.get("opened", [])
    if not (isinstance(opened, list) and all(isinstance(b, str) and LESSON_ID.fullmatch(b) for b in opened)):
        if strict:
            return Loaded(Progress(), "progress.bad_entry.import", "opened", "progress.why.opened")
        opened, broken, lossy = [], True, True  # the checks can be taken again; the text is kept aside
    found = data.get("retries", [])
    retries = [_retry(entry) for entry in found] if isinstance(found, list) else [None]
    if None in retries:
        if strict:
            return Loaded(Progress(), "progress.bad_entry.import", "retries", "progress.why.retries")
        broken, lossy = True, True  # a bad mistake is dropped (the review finds others); the text kept aside
    good = tuple(r for r in retries if r is not None)[-MAX_RETRIES:]
    people = _people(data.get("people", []))
    if people is None:
        if strict:
            return Loaded(Progress(), "progress.bad_entry.import", "people", "progress.why.people")
        people, broken, lossy = (), True, True  # the seats are chosen again; the text kept aside
    extra = {k: v for k, v in data.items()
             if k not in ("version", "lessons", "current", "generation", "opened", "retries", "people")}
    return Loaded(Progress(lessons, current, kept, generation, tuple(dict.fromkeys(opened)), extra, good, people),
                  "progress.repaired" if broken else None, lossy=lossy)


#: a kept mistake's phase, and an action in the engine's notation (checked again when it opens)
_PHASE = re.compile(r"[a-z_]{1,40}")
_TOKEN = re.compile(r"[A-Za-z0-9:_+,.=-]{1,40}")


def _retry(entry: Any) -> Retry | None:
    """The kept mistake in ``entry``, or ``None`` when any part of it is damaged: every field
    there, of its type and within its bounds (its link's moves are checked when it opens)."""
    if not isinstance(entry, dict):
        return None
    game, query, phase, trick = entry.get("game"), entry.get("query"), entry.get("phase"), entry.get("trick")
    played, figures, twins = entry.get("played"), entry.get("figures"), entry.get("twins", [])
    if not (isinstance(game, str) and LESSON_ID.fullmatch(game) and isinstance(query, str)
            and len(query) <= MAX_QUERY and query.startswith(f"g={game}&")
            and isinstance(phase, str) and _PHASE.fullmatch(phase) and _is_int(trick) and 0 < trick < 100
            and isinstance(played, str) and _TOKEN.fullmatch(played)
            and isinstance(figures, list) and 1 < len(figures) <= MAX_CHOICES
            and isinstance(twins, list) and len(twins) <= MAX_CHOICES):
        return None
    read: list[Figure] = []
    for figure in figures:
        if not (isinstance(figure, list) and len(figure) == 3 and isinstance(figure[0], str)
                and _TOKEN.fullmatch(figure[0]) and isinstance(figure[1], (int, float))
                and not isinstance(figure[1], bool) and abs(figure[1]) <= MAX_POINTS
                and isinstance(figure[2], bool)):
            return None
        read.append(Figure(figure[0], float(figure[1]), figure[2]))
    if not all(isinstance(pair, list) and len(pair) == 2 and all(isinstance(a, str) and _TOKEN.fullmatch(a) for a in pair)
               for pair in twins):
        return None
    retry = Retry(game, query, phase, trick, played, tuple(read), tuple(tuple(p) for p in twins))
    return retry if retry.figure(played) is not None and len({f.action for f in read}) == len(read) else None


def _people(entry: Any) -> tuple[str, ...] | None:
    """The seats kept in ``entry`` (``None``: damaged): a list of at most :data:`MAX_SEATS`
    texts, the first a name, each a name as a table keeps it or ``""`` (a robot).

    >>> _people(["Léa", "", "Tom"]), _people(["", "Tom"]), _people(["x" * 500]), _people([])
    (('Léa', '', 'Tom'), None, None, ())
    """
    if not isinstance(entry, list) or len(entry) > MAX_SEATS:
        return None
    if not all(isinstance(name, str) and clean_name(name) == name for name in entry):
        return None
    return tuple(entry) if not entry or entry[0] else None


def _mark(entry: Any) -> tuple[Mark | None, str]:
    """The record in ``entry``, or ``None`` and the i18n key of why not."""
    if not isinstance(entry, dict):
        return None, "progress.why.entry"
    stars, step = entry.get("stars", 0), entry.get("step", 0)
    if not (_is_int(stars) and stars >= 0):
        return None, "progress.why.stars"
    if not (_is_int(step) and 0 <= step < MAX_STEP):
        return None, "progress.why.step"
    return Mark(min(stars, MAX_STARS), step), ""


def _migrate_draft(data: dict[str, Any], known: Collection[str] | None) -> Loaded:
    """The unversioned draft format ``{"lessons": {id: stars}}`` becomes version 1."""
    entries = data.get("lessons")
    if not isinstance(entries, dict) or not entries:
        return Loaded(Progress(), "progress.garbled")
    lessons = {lesson: Mark(min(stars, MAX_STARS), 0) for lesson, stars in entries.items()
               if _is_int(stars) and stars >= 0 and (known is None or lesson in known)}
    if not lessons:
        return Loaded(Progress(), "progress.garbled")
    return Loaded(Progress(lessons), "progress.migrated", lossy=True)
