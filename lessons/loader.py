"""Read the lesson files, check them against the schema and the engine, build the lessons.

Every problem of every file is collected before anything is raised: a teacher fixing lesson
files sees the whole list at once. The answers come from the engine (the trick core, a real
:class:`~engine.Deal`, a game's own hooks such as :meth:`~engine.Game.score_step`); a file's
``expect`` is only compared with them.

>>> cur = load()
>>> cur.lessons[0].level, len(cur.lessons) >= 3
('kids', True)
"""

from __future__ import annotations

import pickle
import re
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from engine import Card, Deal, Refusal, TrickDeal, all_games, get_game
from engine.actions import Discard, Play, parse_action
from engine.cards import TRUMP, parse_hand
from engine.errors import TarotError
from engine.rulebook import INPUT_ERRORS, rules_of
from engine.tricks import card_refusal

from . import inventory, proofs
from .model import (KINDS, PICK, TIE, Board, Curriculum, GameWords, Goal, Lesson, LessonError,
                    Practice, Setup, Step, Text, format_number, levels)

_FILE = re.compile(r"^(\d+)-([a-z0-9-]+)\.toml$")

LESSON_KEYS = {"id", "level", "title", "summary", "requires", "rules", "reminders", "steps", "strategy"}
#: the words of its game a kind of step needs: (its reminder, its cost); a scripted or practice
#: deal's cost is that of a refused move
NEEDS: dict[str, tuple[str | None, str | None]] = {
    "explain": (None, None), "legal": (None, "legal"), "ecart": (None, "ecart"), "bid": (None, "bid"),
    "winner": ("winner", "winner"), "count": ("count", "count"), "score": ("score", "score"),
    "scripted": (None, "move"), "practice": (None, "move"), "best": (None, None),
}
REMINDERS = {r for r, _ in NEEDS.values() if r}
COSTS = {c for _, c in NEEDS.values() if c}
_COMMON = {"kind", "text", "caption", "rules", "needs", "hints", "why", "cost", "expect", "game",
           "players"}
_POSITION = {"deal", "dealer", "options", "moves", "urges"}
STEP_KEYS: dict[str, set[str]] = {
    "explain": _COMMON | _POSITION | {"hand", "trick", "pile"},
    "legal": _COMMON | _POSITION | {"hand", "trick", "choices"},
    "ecart": _COMMON | _POSITION | {"choices"},
    "bid": _COMMON | _POSITION | {"choices"},
    "winner": _COMMON | {"trick", "trump"},
    "count": _COMMON | {"pile", "trump", "left", "hand"},
    "score": _COMMON | {"contract", "bouts", "points", "defenders", "partner", "petit_au_bout",
                        "poignee", "ask"},
    "scripted": _COMMON | _POSITION | {"script", "path", "goal"},
    "practice": _COMMON | {"options", "seed", "highlight", "urges"},
    "best": _COMMON | _POSITION | {"choices"},
}
GOAL_KEYS = {"fr", "en", "tricks", "points", "take", "won"}


def known_rules(game: str) -> frozenset[str]:
    """Every rule id a lesson of ``game`` may cite: its inventory (every single rule of its text,
    :mod:`lessons.inventory`), which holds every rule the engine can refuse with, and the input
    errors.

    >>> "overtrump" in known_rules("tarot"), "overtrump" in known_rules("premier")
    (True, False)
    """
    rules, _ = inventory.read(get_game(game).id, get_game(game).inventory())
    return frozenset(rules) | frozenset(rules_of(game)) | INPUT_ERRORS


def _qualified(rule: str, game: str) -> tuple[str, str]:
    """``"excuse"`` in a step of ``game``, or ``"kids:excuse"``: (game, rule id)."""
    other, _, own = rule.rpartition(":")
    return (other or game, own)


def _unknown_rules(rules: Iterable[str], game: str, key: str, report: _Report) -> None:
    for rule in rules:
        owner, rule_id = _qualified(rule, game)
        try:
            known = known_rules(owner)
        except TarotError:
            report(f"{key}: {rule!r} names no game")
            continue
        if rule_id not in known:
            report(f"{key}: unknown rule id {rule_id!r} for {owner} (its inventory: "
                   f"{get_game(owner).inventory().parent.name}/inventory.toml)")


def lesson_folders() -> tuple[Path, ...]:
    """The folder of each registered game's lesson files that has one, in the games' order
    (:meth:`engine.Game.lesson_folder`: ``engine/games/<id>/lessons/``)."""
    return tuple(game.lesson_folder() for game in all_games() if game.lesson_folder().is_dir())


#: every lesson as :func:`load` read and checked it when the static site was built
#: (``sitebuild.build.built_lessons`` puts it in the site's wheel; a checkout has none)
BUILT = Path(__file__).with_name("curriculum.pickle")


@cache
def built(path: Path = BUILT) -> Curriculum | None:
    """The lessons read at build time, kept at ``path`` (``None`` when there are none): reading
    the files and proving their steps through the engine took 1.5–2 s of the site's first visit.

    >>> built(Path("no-such-file")) is None
    True
    """
    return pickle.loads(path.read_bytes()) if path.exists() else None


def load(folder: str | Path | None = None, games: str | Path | None = None,
         also: Iterable[str | Path] = ()) -> Curriculum:
    """Every lesson of every registered game (:func:`lesson_folders`), or of ``folder`` alone
    when given, and of each folder of ``also``, in path order (:func:`_in_path_order`); each
    game speaks with its own words (:meth:`engine.Game.lesson_words`, or ``<game>.toml`` in
    ``games`` when given); raises :class:`LessonError` listing every problem of every file.
    With no argument, in the static site, the copy the build read (:func:`built`; frozen, so one
    copy serves every call)."""
    if folder is None and games is None and not also and (copy := built()) is not None:
        return copy
    folders = lesson_folders() if folder is None else (Path(folder),)
    problems: list[str] = []
    words = _read_games(problems, None if games is None else Path(games))
    lessons: list[Lesson] = []
    heads: list[_Head] = []  # every file's id and prerequisites, even when its steps are broken
    proved: dict[Path, dict[str, proofs.Proof]] = {}  # each folder's proofs of its best steps
    files = [path for each in folders for path in sorted(each.glob("*.toml"), key=lambda p: p.name)]
    if not files:
        problems.append(f"{', '.join(map(str, folders)) or 'no game has a lessons folder'}: no lesson file (*.toml)")
    files += [path for extra in also for path in sorted(Path(extra).glob("*.toml"), key=lambda p: p.name)]
    for path in files:
        report = _Report(path.name, problems)
        if path.parent not in proved:
            proved[path.parent] = proofs.stored(path.parent / proofs.PROOFS)
        lesson = _read_lesson(path, report, heads, words, proved[path.parent])
        if lesson is not None:
            lessons.append(lesson)
    problems += _path_problems(heads)
    lessons = _in_path_order(lessons)
    problems += _later_prerequisites(lessons) + _branch_problems(lessons, declared=folder is None)
    for game in sorted({step.game for lesson in lessons for step in lesson.steps}):
        problems += inventory.read(game, get_game(game).inventory())[1]
    problems += _untaught(lessons) + _strategy_after_rules(lessons)
    if problems:
        raise LessonError(problems)
    return Curriculum(_ties_once_taught(lessons))


def _in_path_order(lessons: Sequence[Lesson]) -> list[Lesson]:
    """The lessons in path order: the rule lessons game by game, in the games' order
    (:func:`engine.all_games`), then the strategy lessons game by game; within one game's rule
    (or strategy) lessons, each after the lessons it requires, and where that leaves the order
    open, by file name (``NN-<id>.toml``: ``NN`` is its place among its game's lessons)."""
    rank = {game: place for place, game in enumerate(levels())}
    groups: dict[tuple[bool, int], list[Lesson]] = {}
    for lesson in sorted(lessons, key=lambda each: each.file):
        groups.setdefault((lesson.strategy, rank[lesson.level]), []).append(lesson)
    ordered: list[Lesson] = []
    for key in sorted(groups):
        group = groups[key]
        ids = {lesson.id for lesson in group}
        done: set[str] = set()
        while len(done) < len(group):
            ready = [lesson for lesson in group if lesson.id not in done
                     and {need for need in lesson.requires if need in ids} <= done]
            # none ready: a circle (reported by _path_problems), the rest in file order
            for lesson in ready[:1] or [lesson for lesson in group if lesson.id not in done]:
                ordered.append(lesson)
                done.add(lesson.id)
    return ordered


def _later_prerequisites(lessons: Sequence[Lesson]) -> list[str]:
    """Lessons that require one placed after them on the path: of a game that comes later, or
    a strategy lesson required by a rule lesson."""
    place = {lesson.id: number for number, lesson in enumerate(lessons)}
    by_id = {lesson.id: lesson for lesson in lessons}
    return [f"{lesson.file}: requires {need!r} ({by_id[need].level}"
            f"{', a strategy lesson' if by_id[need].strategy else ''}), which comes after it on the path: "
            f"the games come in their order (each game's `after`), a game's rule lessons before every "
            f"strategy lesson"
            for lesson in lessons for need in lesson.requires
            if need in place and place[need] > place[lesson.id] and by_id[need].level != lesson.level
            or need in place and by_id[need].strategy and not lesson.strategy]


def _branch_problems(lessons: Sequence[Lesson], declared: bool) -> list[str]:
    """A game's lessons are one branch of the map, opened by its first lesson: every other one
    requires it, however far back. With ``declared`` (the registered games' own lessons), the
    games whose lessons the first one requires, however far back, are those its game says its
    lessons open after (:attr:`engine.Game.opens_after`), and they play at least one whole deal
    scripted and one practice deal."""
    by_id = {lesson.id: lesson for lesson in lessons}
    first: dict[str, Lesson] = {}
    for lesson in lessons:
        first.setdefault(lesson.level, lesson)
    problems = [f"{lesson.file}: requires no lesson of {lesson.level} before it, however far back: only "
                f"its first lesson ({first[lesson.level].id}) opens the branch of {lesson.level} on the map; "
                f"require it, or a lesson that does"
                for lesson in lessons if lesson is not first[lesson.level]
                and first[lesson.level].id not in _closure(lesson.id, by_id)]
    for game, lesson in first.items() if declared else ():
        needs = {by_id[need].level for need in _closure(lesson.id, by_id)} - {game}
        said = set(get_game(game).opens_after)
        if needs != said:
            path = levels()
            problems.append(
                f"{lesson.file}: the first lesson of {game} requires, however far back, lessons of "
                f"{', '.join(sorted(needs, key=path.index)) or 'no other game'}, but {game} says its "
                f"lessons open after {', '.join(sorted(said, key=path.index)) or 'no other game'} "
                f"(`opens_after` of its Game, in engine/games/{game}/rules.py): the home page and the "
                f"map say what opens a game from its lessons")
        kinds = {step.kind for each in lessons if each.level == game for step in each.steps}
        for kind in ("scripted", "practice"):
            if kind not in kinds:
                problems.append(f"{game}: its lessons have no {kind} step: every game's lessons play at least one "
                                f"scripted deal and one practice deal")
    return problems


def _ties_once_taught(lessons: list[Lesson]) -> tuple[Lesson, ...]:
    """« égalité » is a choice of a trick's winner from the lesson that first asks about a tie
    on: before it (Tarot Kids' first lessons), a child met a button named for a rule not taught."""
    taught: set[str] = set()
    out = []
    for lesson in lessons:
        taught |= {step.game for step in lesson.steps if step.answer == (TIE,)}
        steps = tuple(replace(step, options=tuple(o for o in step.options if o != TIE))
                      if step.kind == "winner" and step.game not in taught else step for step in lesson.steps)
        out.append(replace(lesson, steps=steps))
    return tuple(out)


def _untaught(lessons: Sequence[Lesson]) -> list[str]:
    """Steps that need a rule that neither an earlier step of their lesson, nor the step itself,
    nor any lesson it requires (however far back) teaches: a careful learner would be marked
    wrong for not knowing a rule that nobody gave them."""
    by_id = {lesson.id: lesson for lesson in lessons}
    teaches = {lesson.id: {_qualified(r, step.game) for step in lesson.steps for r in step.rules}
               for lesson in lessons}
    first: dict[tuple[str, str], str] = {}  # the first step whose file says it teaches the rule
    for lesson in lessons:
        for step in lesson.steps:
            for rule in step.declared:
                first.setdefault(_qualified(rule, step.game), f"{lesson.id} step {step.number}")
    problems = []
    for lesson in lessons:
        before: set[tuple[str, str]] = set()
        for required in _closure(lesson.id, by_id):
            before |= teaches[required]
        for step in lesson.steps:
            own = {_qualified(r, step.game) for r in step.declared}
            for game, rule in sorted({_qualified(n, step.game) for n in step.needs} - before - own):
                where = first.get((game, rule))
                problems.append(
                    f"{lesson.file} step {step.number}: needs rule {game}:{rule}, which no earlier "
                    f"step, no lesson it requires and not the step itself teaches "
                    + (f"(it is taught in {where}: require that lesson, or teach it before)" if where
                       else "(no step says it teaches it: add it to the `rules` of the step that "
                            "explains it)"))
            before |= {_qualified(r, step.game) for r in step.rules}
    return problems


def _strategy_after_rules(lessons: Sequence[Lesson]) -> list[str]:
    """A strategy lesson (« S'entraîner ») opens only once every rule lesson of its game has a
    star: it requires them, however far back."""
    by_id = {lesson.id: lesson for lesson in lessons}
    problems = []
    for lesson in lessons:
        if lesson.strategy:
            missing = [other.id for other in lessons if other.level == lesson.level
                       and not other.strategy and other.id not in _closure(lesson.id, by_id)]
            if missing:
                problems.append(f"{lesson.file}: a strategy lesson comes after every rule lesson of "
                                f"{lesson.level}; it does not require {', '.join(missing)}")
    return problems


def _closure(lesson_id: str, by_id: Mapping[str, Lesson]) -> set[str]:
    """Every lesson ``lesson_id`` requires, directly or through another."""
    found: set[str] = set()
    todo = list(by_id[lesson_id].requires)
    while todo:
        need = todo.pop()
        if need in found or need not in by_id:
            continue
        found.add(need)
        todo.extend(by_id[need].requires)
    return found


@dataclass(frozen=True)
class _Head:
    file: str
    id: str
    requires: tuple[str, ...]


@dataclass
class _Report:
    """Collects the problems of one file, each prefixed with where it is."""

    file: str
    problems: list[str]
    where: str = ""

    def __call__(self, message: str) -> None:
        self.problems.append(f"{self.file}{self.where}: {message}")

    def at(self, where: str) -> _Report:
        return _Report(self.file, self.problems, where)


def _read_games(problems: list[str], folder: Path | None = None) -> dict[str, GameWords]:
    """Each registered game's words, ``[reminders]`` and ``[costs]``: its own file
    (:meth:`engine.Game.lesson_words`), or ``<game>.toml`` in ``folder`` when given."""
    words: dict[str, GameWords] = {}
    files = ([(path.stem, path) for path in sorted(folder.glob("*.toml"))] if folder is not None
             else [(g.id, g.lesson_words()) for g in all_games() if g.lesson_words().is_file()])
    for game, path in files:
        report = _Report(f"{path.parent.name}/{path.name}", problems)
        try:
            raw = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
            report(f"not valid TOML: {error}")
            continue
        try:
            unit = get_game(game).deck.unit
        except TarotError as error:
            report(f"the file name must be a game id: {error}")
            continue
        _unknown(raw, {"reminders", "costs", "needs"}, report, "game's words")
        reminders = _kind_texts(raw, "reminders", REMINDERS, report)
        costs = _kind_texts(raw, "costs", COSTS, report)
        tokens, kinds = _needs_table(raw.get("needs", {}), game, report)
        words[game] = GameWords(game, unit, reminders, costs, path, tokens, kinds)
    return words


def _needs_table(raw: Any, game: str, report: _Report
                 ) -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """A game's ``[needs]``: the rules a token (``tokens``) or a kind of step (``kinds``)
    needs the learner to know."""
    if not isinstance(raw, dict):
        report(f"needs: a table with tokens and kinds, got {raw!r}")
        return {}, {}
    _unknown(raw, {"tokens", "kinds"}, report, "needs table")
    tables = []
    for key in ("tokens", "kinds"):
        table = raw.get(key, {})
        if not isinstance(table, dict) or not all(
                isinstance(v, list) and all(isinstance(r, str) for r in v) for v in table.values()):
            report(f"needs.{key}: a table of lists of rule ids, got {table!r}")
            table = {}
        if key == "kinds":
            _unknown(table, set(KINDS), report, "needs.kinds table")
        for name, rules in table.items():
            _unknown_rules(rules, game, f"needs.{key}.{name}", report)
        tables.append({name: tuple(rules) for name, rules in table.items()})
    return tables[0], tables[1]


def _kind_texts(raw: Mapping[str, Any], key: str, known: set[str], report: _Report) -> dict[str, Text]:
    """A table of texts by kind of step (``[reminders]``, ``[costs]``)."""
    table = raw.get(key, {})
    if not isinstance(table, dict):
        report(f"{key}: a table of {{fr, en}} texts, got {table!r}")
        return {}
    _unknown(table, known, report, key)
    texts = {kind: _one_text(value, f"{key}.{kind}", report) for kind, value in table.items()
             if kind in known}
    return {kind: text for kind, text in texts.items() if text is not None}


def _read_lesson(path: Path, report: _Report, heads: list[_Head],
                 words: Mapping[str, GameWords], proved: Mapping[str, proofs.Proof]) -> Lesson | None:
    match = _FILE.match(path.name)
    if match is None:
        report("the file name must be NN-<lesson id>.toml (NN: its place among its game's lessons, "
               "where what they require leaves it open)")
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        report(f"not valid TOML: {error}")
        return None
    _unknown(raw, LESSON_KEYS, report, "lesson")
    lesson_id = _string(raw, "id", report)
    if match and lesson_id and match[2] != lesson_id:
        report(f"id {lesson_id!r} does not match the file name ({match[2]!r})")
    level = raw.get("level")
    if level not in levels():
        report(f"level must be one of {', '.join(levels())}, got {level!r}")
        level = None
    title = _text(raw, "title", report)
    summary = _text(raw, "summary", report)
    requires = _strings(raw, "requires", report)
    rules = _strings(raw, "rules", report)
    # a lesson may nudge with less than its game's whole rule, when that names what it does not teach yet
    reminders = _kind_texts(raw, "reminders", REMINDERS, report)
    if lesson_id:
        heads.append(_Head(path.name, lesson_id, tuple(requires)))
    game = level or ""  # a level is its game's id
    if game:
        for rule in rules:
            if rule not in known_rules(game):
                report(f"rules: unknown rule id {rule!r} for {game} "
                       f"(known: {', '.join(sorted(known_rules(game)))})")
    raw_steps = raw.get("steps")
    steps: list[Step] = []
    if not isinstance(raw_steps, list) or not raw_steps:
        report("steps: a lesson needs at least one [[steps]] table")
        raw_steps = []
    for number, raw_step in enumerate(raw_steps, 1):
        step_report = report.at(f" step {number}")
        if not isinstance(raw_step, dict):
            step_report("a step must be a table")
            continue
        step = _read_step(raw_step, number, lesson_id or "?", level or levels()[0], rules, step_report,
                          words, reminders, proved)
        if step is not None:
            steps.append(step)
    if None in (lesson_id, level, title, summary) or len(steps) != len(raw_steps):
        return None
    assert lesson_id and level and title and summary
    strategy = raw.get("strategy", False)
    if not isinstance(strategy, bool):
        report(f"strategy: true or false, got {strategy!r}")
        return None
    return Lesson(lesson_id, level, title, summary, tuple(requires), tuple(rules), tuple(steps),
                  path.name, strategy)


def _path_problems(lessons: Sequence[_Head]) -> list[str]:
    """Unknown or later prerequisites, cycles and ids used twice."""
    problems = []
    ids = [lesson.id for lesson in lessons]
    for twice in sorted({i for i in ids if ids.count(i) > 1}):
        problems.append(f"lesson id {twice!r} is used by more than one file")
    known = set(ids)
    graph = {lesson.id: lesson.requires for lesson in lessons}
    for lesson in lessons:
        for need in lesson.requires:
            if need not in known:
                problems.append(f"{lesson.file}: requires unknown lesson {need!r}")
    for cycle in _cycles(graph):
        problems.append(f"prerequisites go round in a circle: {' → '.join(cycle)}")
    return problems


def _cycles(graph: Mapping[str, Sequence[str]]) -> list[list[str]]:
    """Each cycle of the prerequisite graph once (depth-first search)."""
    found: list[list[str]] = []
    seen: set[frozenset[str]] = set()
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for need in graph.get(node, ()):
            if need not in graph:
                continue
            if state.get(need) == 1:
                cycle = trail[trail.index(need):] + [need]
                if frozenset(cycle) not in seen:
                    seen.add(frozenset(cycle))
                    found.append(cycle)
            elif need not in state:
                visit(need, [*trail, need])
        state[node] = 2

    for node in graph:
        if node not in state:
            visit(node, [node])
    return found


# --- the steps ------------------------------------------------------------------------------------
@dataclass
class _Computed:
    """What the engine says about a step."""

    board: Board | None = None
    options: tuple[str, ...] = ()
    answer: tuple[str, ...] = ()
    refusals: dict[str, Refusal | None] = field(default_factory=dict)
    rules: set[str] = field(default_factory=set)
    setup: Setup | None = None
    script: tuple[str, ...] = ()
    path: tuple[str, ...] = ()
    goal: Goal | None = None
    practice: Practice | None = None
    worked: Text | None = None
    proof: proofs.Proof | None = None


def _read_step(raw: dict[str, Any], number: int, lesson_id: str, level: str,
               lesson_rules: Sequence[str], report: _Report, words: Mapping[str, GameWords],
               reminders: Mapping[str, Text], proved: Mapping[str, proofs.Proof]) -> Step | None:
    kind = raw.get("kind")
    if kind not in KINDS:
        report(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
        return None
    _unknown(raw, STEP_KEYS[kind], report, f"{kind} step")
    game = raw.get("game", level)
    try:
        get_game(game)
    except TarotError as error:
        report(f"game: {error}")
        return None
    own = words.get(game)
    if own is None:
        report(f"lesson {lesson_id}, a {kind} step of {game}: no words for {game} "
               f"({get_game(game).lesson_words()})")
        return None
    reminder_key, cost_key = NEEDS[kind]
    mine = reminders if game == level else {}  # a lesson's own words speak of its game (its level)
    reminder = (mine.get(reminder_key) or own.reminders.get(reminder_key)) if reminder_key else None
    default_cost = own.costs.get(cost_key) if cost_key else None
    for section, key, found in (("reminders", reminder_key, reminder), ("costs", cost_key, default_cost)):
        if key and found is None:
            report(f"lesson {lesson_id}, a {kind} step of {game}: {own.file.parent.name}/{own.file.name} "
                   f"has no {section}.{key}")
    text = _text(raw, "text", report)
    caption = _text(raw, "caption", report, required=False)
    cost = _text(raw, "cost", report, required=False)
    exercise = kind not in ("explain", "practice")
    why = _text(raw, "why", report, required=exercise)
    hints = _texts(raw, "hints", report)
    if exercise and not 1 <= len(hints) <= 3:
        report(f"hints: an exercise needs 1 to 3 hints (idea → suit → card), got {len(hints)}")
    if not exercise and hints:
        report(f"hints: a {kind} step has no hints")
    declared = _strings(raw, "rules", report)
    _unknown_rules(declared, game, "rules", report)
    needed = _strings(raw, "needs", report)
    _unknown_rules(needed, game, "needs", report)
    computed = _Computed()
    try:
        computed = _COMPUTE[kind](raw, game, level, caption, report, own)
    except (TarotError, ValueError, KeyError, TypeError) as error:
        report(f"the engine refuses this step: {error}")
        return None
    if computed is None:
        return None
    if kind == "best":
        computed.proof = _proof(raw, game, proved.get(f"{lesson_id}/{number}"), computed, report)
        if computed.proof is None:
            return None
        computed.answer = (computed.proof.best,)
    if "expect" in raw:
        _compare(raw["expect"], computed.answer, PICK[kind], report)
    elif exercise and kind != "scripted":  # a scripted step is proven by its path
        report(f"expect: state the right answer (the engine says {_show(computed.answer)})")
    if computed.practice is not None and not raw.get("highlight"):
        computed.practice = Practice(computed.practice.game, computed.practice.players,
                                     computed.practice.options, computed.practice.seed,
                                     tuple(lesson_rules))
    if text is None or (exercise and why is None) or (reminder_key and reminder is None) \
            or (cost_key and default_cost is None):
        return None
    rules = tuple(sorted(set(declared) | computed.rules))
    needs = tuple(sorted(set(needed) | _derived_needs(kind, computed, own)))
    urges = _urges(raw, computed, report)
    return Step(lesson_id, number, kind, game, text, computed.board, PICK[kind], computed.options,
                computed.answer, tuple(hints), why or text, cost, reminder, default_cost, computed.worked,
                rules, computed.script, computed.goal, computed.practice, computed.setup, computed.path,
                computed.refusals, tuple(declared), needs, urges, computed.proof)


def _derived_needs(kind: str, computed: _Computed, own: GameWords) -> set[str]:
    """What a step needs known without saying it: the rule of each refusal a wrong choice
    meets (to choose right, the learner must know it), and what its game's ``[needs]`` says of
    the step's kind and of each token in its answer, its trick, its moves and its path."""
    needs = {rule for rule in computed.rules if rule not in INPUT_ERRORS} \
        if kind in ("legal", "bid", "ecart") else set()
    needs |= set(own.kind_needs.get(kind, ()))
    tokens = [*computed.answer, *computed.path, *(computed.setup.moves if computed.setup else ())]
    tokens += [str(card) for _, card in (computed.board.trick if computed.board else ())]
    for token in tokens:
        needs |= set(own.token_needs.get(token, ())) | set(own.token_needs.get(token.split(":")[0], ()))
    return needs


def _urges(raw: Mapping[str, Any], computed: _Computed, report: _Report) -> str | None:
    """The action a step's text recommends (``urges``), checked legal at the step's position."""
    urges = raw.get("urges")
    if urges is None:
        return None
    if not isinstance(urges, str):
        report(f"urges: one action token, got {urges!r}")
        return None
    if computed.setup is not None:
        deal = computed.setup.deal()
    elif computed.practice is not None:  # a practice deal's first position (« tente une Garde »)
        deal = computed.practice.deal()
    else:
        report("urges: a recommendation needs a position (a deal and its moves, or a practice deal)")
        return None
    refusal = None if deal.over else deal.why_illegal(urges, 0)
    if deal.over or deal.to_act != 0 or refusal is not None:
        report(f"urges: {urges!r} is not a move the learner may make at this step's position"
               + (f" ({refusal.en})" if refusal else ""))
        return None
    return urges


def _compare(expect: Any, answer: tuple[str, ...], pick: str, report: _Report) -> None:
    if pick == "many":
        given = expect if isinstance(expect, list) else None
        same = given is not None and sorted(map(str, given)) == sorted(answer)
    elif pick == "number":
        same = isinstance(expect, (int, float)) and not isinstance(expect, bool) and \
            format_number(float(expect)) == answer[0]
    else:
        same = isinstance(expect, str) and (expect,) == answer
    if not same:
        report(f"expect says {expect!r} but the engine says {_show(answer)}: the lesson would "
               f"teach a wrong answer")


def _show(answer: tuple[str, ...]) -> str:
    return repr(list(answer)) if len(answer) != 1 else repr(answer[0])


# --- one computation per kind ---------------------------------------------------------------------
def _players(raw: Mapping[str, Any], game: str, level: str) -> int:
    players = raw.get("players", get_game(level).default_players)
    if players not in get_game(game).players:
        raise ValueError(f"players: {get_game(game).en} is played by "
                         f"{', '.join(map(str, get_game(game).players))}, not {players!r}")
    return players


def _cards(raw: Mapping[str, Any], key: str, game: str) -> tuple[Card, ...]:
    value = raw.get(key, "-")
    if not isinstance(value, str):
        raise ValueError(f"{key}: write the cards as text, like 'KH 10S T21 EX', got {value!r}")
    return parse_hand(value, get_game(game).deck) if value.strip() != "-" else ()


def _in_order(raw: Mapping[str, Any], key: str, game: str) -> tuple[Card, ...]:
    """Cards in the order they were played (a trick), checked against the deck."""
    from engine.cards import parse_card

    value = raw.get(key, "")
    if not isinstance(value, str):
        raise ValueError(f"{key}: write the cards as text in the order played, got {value!r}")
    cards = tuple(parse_card(t, get_game(game).deck) for t in value.split())
    if len(set(cards)) != len(cards):
        raise ValueError(f"{key}: a card is played twice in {value!r}")
    return cards


def _setup(raw: Mapping[str, Any], game: str) -> tuple[Setup, Deal]:
    hands = raw.get("deal")
    if not isinstance(hands, str):
        raise ValueError("deal: give every hand, seat 0 (the learner) first: 'hand / hand | aside'")
    seats = len(hands.split("|")[0].split("/"))
    options = raw.get("options", {})
    moves = raw.get("moves", "")
    if not isinstance(options, dict) or not isinstance(moves, str):
        raise ValueError("options must be a table and moves a text of actions")
    setup = Setup(game, hands, raw.get("dealer", seats - 1), options, tuple(moves.split()))
    try:
        deal = Deal.from_hands(game, hands, dealer=setup.dealer, options=options)
        for move in setup.moves:
            deal.apply(move)
    except TarotError as error:
        raise ValueError(f"deal/moves: {error}") from None
    if raw.get("players", seats) != seats:
        raise ValueError(f"players says {raw['players']} but the deal has {seats} hands")
    return setup, deal


def _deal_board(deal: Deal, caption: Text | None, pile: Iterable[Card] = ()) -> Board:
    if not isinstance(deal, TrickDeal):  # Le Tamalou: the square lies face down, the discard shows
        return Board(deal.game.id, deal.players, (), (), deal.view(0).discard[-1:], caption)
    return Board(deal.game.id, deal.players, tuple(deal.hands[0]), tuple(deal.trick), tuple(pile),
                 caption)


def _learner_turn(deal: Deal, phase: str | tuple[str, ...]) -> None:
    phases = (phase,) if isinstance(phase, str) else phase
    if deal.over or deal.phase not in phases or deal.to_act != 0:
        raise ValueError(f"the position must be seat 0's turn in phase {' or '.join(phases)}, "
                         f"but it is phase {deal.phase}, seat {deal.to_act} to act")


def _choices(raw: Mapping[str, Any], default: Sequence[str]) -> tuple[str, ...]:
    choices = raw.get("choices", list(default))
    if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices) or not choices:
        raise ValueError(f"choices: a list of tokens like ['KH', 'T21'], got {choices!r}")
    if len(set(choices)) != len(choices):
        raise ValueError(f"choices: a token is given twice in {choices!r}")
    return tuple(choices)


def _why(deal: Deal) -> Callable[[str], Refusal | None]:
    """The question a `legal` or `bid` step asks of a deal about the learner's move: is it
    refused, or does it cost a penalty? The deal's :meth:`~engine.Deal.judge` answers."""
    return lambda token: deal.judge(parse_action(token), 0)


def _judge(options: Sequence[str], why: Callable[[str], Refusal | None]) -> _Computed:
    refusals = {token: why(token) for token in options}
    answer = tuple(t for t in options if refusals[t] is None)
    rules = {r.rule for r in refusals.values() if r is not None}
    return _Computed(options=tuple(options), answer=answer, refusals=refusals, rules=rules)


def _explain(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
             report: _Report, own: GameWords) -> _Computed:
    if "deal" in raw:
        setup, deal = _setup(raw, game)
        return _Computed(board=_deal_board(deal, caption), setup=setup)
    if not ({"hand", "trick", "pile"} & raw.keys()) and caption is None:
        return _Computed()
    players = _players(raw, game, level)
    trick = _in_order(raw, "trick", game)
    hand = _cards(raw, "hand", game)
    pile = _cards(raw, "pile", game)
    _no_twice(hand, trick, pile)
    whole = bool(trick) and len(trick) == len(get_game(game).active_seats(players, players - 1))
    return _Computed(board=Board(game, players, hand, _seated(trick, game, players, whole), pile,
                                 caption))


def _no_twice(*groups: Sequence[Card]) -> None:
    every = [c for g in groups for c in g]
    twice = sorted({str(c) for c in every if every.count(c) > 1})
    if twice:
        raise ValueError(f"{', '.join(twice)} drawn twice on the board")


def _seated(trick: Sequence[Card], game: str, players: int, leader_first: bool = False
            ) -> tuple[tuple[int, Card], ...]:
    """Seats for a trick: played by the seats just before seat 0 (seat 0 plays next), or, for
    a whole trick, from seat 0 round."""
    if not trick:  # nothing to seat (and a game without tricks has no seats in play)
        return ()
    active = get_game(game).active_seats(players, players - 1)
    if len(trick) > len(active) or (not leader_first and len(trick) >= len(active)):
        raise ValueError(f"trick: {len(trick)} cards for {len(active)} players in play")
    seats = active[:len(trick)] if leader_first else active[len(active) - len(trick):]
    return tuple(zip(seats, trick))


def _legal(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
           report: _Report, own: GameWords) -> _Computed:
    if "deal" in raw:
        if {"hand", "trick"} & raw.keys():
            raise ValueError("give either a deal (and moves) or a hand and a trick, not both")
        setup, deal = _setup(raw, game)
        _learner_turn(deal, get_game(game).legal_phases)
        options = _choices(raw, [str(c) for c in deal.cards_in_hand(0)])
        computed = _judge(options, _why(deal))
        computed.board, computed.setup = _deal_board(deal, caption), setup
        return computed
    players = _players(raw, game, level)
    rules = get_game(game).trick_rules
    hand = _cards(raw, "hand", game)
    trick = _in_order(raw, "trick", game)
    _no_twice(hand, trick)
    if not hand:
        raise ValueError("hand: the learner needs cards to choose from")
    options = _choices(raw, [str(c) for c in hand])
    by_token = {str(c): c for c in hand}
    outside = [t for t in options if t not in by_token]
    if outside:
        raise ValueError(f"choices: {', '.join(outside)} not in the hand")
    computed = _judge(options, lambda t: card_refusal(by_token[t], hand, trick, rules))
    computed.board = Board(game, players, hand, _seated(trick, game, players), (), caption)
    return computed


def _ecart(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
           report: _Report, own: GameWords) -> _Computed:
    setup, deal = _setup(raw, game)
    _learner_turn(deal, "ecart")
    options = _choices(raw, [str(c) for c in deal.hands[0]])
    computed = _judge(options, lambda t: deal.why_illegal(Discard(_card_token(t)), 0))
    computed.board, computed.setup = _deal_board(deal, caption, deal.aside), setup
    return computed


def _card_token(token: str) -> Card:
    action = parse_action(token)
    if not isinstance(action, Play):
        raise ValueError(f"choices: {token!r} is not a card")
    return action.card


def _bid(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
         report: _Report, own: GameWords) -> _Computed:
    setup, deal = _setup(raw, game)
    _learner_turn(deal, get_game(game).bid_phases)
    if "choices" not in raw:
        raise ValueError("choices: a bid step lists the calls to choose from, like "
                         "['bid:garde', 'bid:garde_sans', 'pass']")
    computed = _judge(_choices(raw, ()), _why(deal))
    if len(computed.answer) != 1:
        raise ValueError(f"choices: exactly one must be allowed, the engine allows "
                         f"{_show(computed.answer)}")
    computed.board, computed.setup = _deal_board(deal, caption), setup
    return computed


def _winner(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
            report: _Report, own: GameWords) -> _Computed:
    players = _players(raw, game, level)
    trick = _in_order(raw, "trick", game)
    seated = _seated(trick, game, players, leader_first=True)
    if len(trick) != len(get_game(game).active_seats(players, players - 1)):
        raise ValueError(f"trick: a whole trick has one card per player in play, got {len(trick)}")
    # Le Tarin: the trump colour the bidder named (``trump = "V"``); other games: the trumps
    best = get_game(game).best(trick, raw.get("trump", TRUMP))
    ties = get_game(game).trick_rules.ties
    options = tuple(str(c) for c in trick) + ((TIE,) if ties else ())
    answer = (TIE,) if len(best) > 1 else (str(trick[best[0]]),)
    return _Computed(board=Board(game, players, (), seated, (), caption), options=options,
                     answer=answer)


def _count(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
           report: _Report, own: GameWords) -> _Computed:
    pile = _cards(raw, "pile", game)
    if not pile:
        raise ValueError("pile: give the cards to count")
    if "left" in raw:
        return _count_left(raw, game, level, caption, pile)
    if "hand" in raw:
        raise ValueError("hand: only a count of what is left (left = \"trumps\") shows a hand")
    rules = get_game(game)
    unit = own.unit
    # La Taroinche: a trump counts more than a plain card (``trump = "H"``)
    values = [rules.card_points(c, raw.get("trump", TRUMP)) for c in pile]
    total = format_number(sum(values) / unit)
    terms = " + ".join(format_number(v / unit) for v in values)
    worked = Text(f"{terms} = {total}".replace(".", ","), f"{terms} = {total}")
    return _Computed(board=Board(game, raw.get("players", get_game(level).default_players), (), (), pile,
                                 caption), answer=(total,), worked=worked)


def _count_left(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
                pile: tuple[Card, ...]) -> _Computed:
    """``left = "trumps"``: how many trumps (the Excuse with them) are still out, every one of the
    deck minus those seen played (``pile``) and those in the learner's ``hand``."""
    if raw["left"] != "trumps":
        raise ValueError(f"left: only \"trumps\" can be counted this way, got {raw['left']!r}")
    deck = get_game(game).deck.cards
    trumps = [c for c in deck if c.is_trump or c.is_excuse]
    if not trumps:
        raise ValueError(f"left: the {game} deck has no trumps")
    hand = _cards(raw, "hand", game)
    _no_twice(pile, hand)
    others = sorted({str(c) for c in (*pile, *hand) if not (c.is_trump or c.is_excuse)})
    if others:
        raise ValueError(f"pile and hand: only trumps and the Excuse are counted, not {', '.join(others)}")
    mine = sum(1 for c in hand if c.is_trump or c.is_excuse)
    out = len(trumps) - len(pile) - mine
    worked = Text(f"{len(trumps)} − {len(pile)} vus − {mine} dans ta main = {out}",
                  f"{len(trumps)} − {len(pile)} seen − {mine} in your hand = {out}")
    return _Computed(board=Board(game, raw.get("players", get_game(level).default_players), hand, (),
                                 pile, caption), answer=(str(out),), worked=worked)


def _score(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
           report: _Report, own: GameWords) -> _Computed:
    value, fr, en = get_game(game).score_step(raw)
    return _Computed(answer=(format_number(value),), worked=Text(fr, en))


def _scripted(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
              report: _Report, own: GameWords) -> _Computed:
    setup, deal = _setup(raw, game)
    board = _deal_board(deal, caption)
    script = tuple(str(raw.get("script", "")).split())
    path = tuple(str(raw.get("path", "")).split())
    goal = _goal(raw.get("goal"), game, own.unit)
    if not path:
        raise ValueError("path: give a right way through the deal (the learner's moves)")
    step = Step("?", 0, "scripted", game, Text("", ""), None, "one", (), (), (), Text("", ""),
                script=script, goal=goal, setup=setup, path=path)
    rules: set[str] = set()
    mine = 0
    while not deal.over:
        if deal.to_act == 0:
            if mine >= len(path):
                raise ValueError(f"path: seat 0 must play again but the path is used up ({deal!r})")
            rules |= {r.rule for c in deal.cards_in_hand(0)
                      for r in [deal.why_illegal(Play(c), 0)] if r}
            move, mine = path[mine], mine + 1
            who = "path"
        else:
            move, who = str(step.bot_move(deal)), "script"
            done = sum(1 for s, _ in deal.history[len(setup.moves):] if s != 0)
            if done >= len(script) or move != script[done]:
                raise ValueError(f"script: move {done + 1} ({script[done] if done < len(script) else 'none'}) "
                                 f"is not legal for seat {deal.to_act} here ({deal!r})")
        refusal = deal.why_illegal(move)
        if refusal is not None:
            raise ValueError(f"{who}: {move!r} is refused: {refusal.en}")
        deal.apply(move)
    done = sum(1 for s, _ in deal.history[len(setup.moves):] if s != 0)
    if mine != len(path) or done != len(script):
        raise ValueError(f"the deal ended with moves left over (path {len(path) - mine}, "
                         f"script {len(script) - done})")
    if not step.goal_met(deal):
        raise ValueError("the path does not reach the goal: the lesson would teach a wrong way")
    return _Computed(board=board, answer=path, rules=rules, setup=setup, script=script,
                     path=path, goal=goal, options=tuple(str(c) for c in board.hand))


def _goal(raw: Any, game: str, unit: int) -> Goal:
    if not isinstance(raw, dict):
        raise ValueError("goal: a table with fr, en and at least one of tricks, points, take, won")
    unknown = sorted(set(raw) - GOAL_KEYS)
    if unknown:
        raise ValueError(f"goal: unknown key(s) {', '.join(unknown)} (known: {', '.join(sorted(GOAL_KEYS))})")
    if not (isinstance(raw.get("fr"), str) and raw["fr"].strip() and isinstance(raw.get("en"), str)
            and raw["en"].strip()):
        raise ValueError("goal: needs its fr and en sentence")
    take = parse_hand(raw["take"], get_game(game).deck) if "take" in raw else ()
    goal = Goal(Text(raw["fr"], raw["en"]), raw.get("tricks"), raw.get("points"), take, raw.get("won"), unit)
    if goal.tricks is None and goal.points is None and not take and goal.won is None:
        raise ValueError("goal: say what to reach (tricks, points, take or won)")
    return goal


def _practice(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
              report: _Report, own: GameWords) -> _Computed:
    players = _players(raw, game, level)
    options = raw.get("options", {})
    seed = raw.get("seed", 1)
    highlight = _strings(raw, "highlight", report)
    for rule in highlight:
        if rule not in known_rules(game):
            report(f"highlight: unknown rule id {rule!r} for {game}")
    practice = Practice(game, players, dict(options), str(seed), tuple(highlight))
    deal = practice.deal()
    return _Computed(board=_deal_board(deal, caption), practice=practice)


def _best(raw: Mapping[str, Any], game: str, level: str, caption: Text | None,
          report: _Report, own: GameWords) -> _Computed:
    """A position and a few legal choices; the answer is the one the search proves best
    (:mod:`lessons.proofs`), read from the proofs file by :func:`_proof`."""
    setup, deal = _setup(raw, game)
    if deal.over or deal.to_act != 0:
        raise ValueError(f"the position must be seat 0's turn, but it is seat {deal.to_act}'s")
    if "choices" not in raw:
        raise ValueError("choices: a best step lists the moves to choose from, like ['bid:prise', 'pass']")
    choices = _choices(raw, ())
    if len(choices) < 2:
        raise ValueError("choices: offer at least two")
    for token in choices:
        refusal = deal.why_illegal(token, 0)
        if refusal is not None:
            raise ValueError(f"choices: {token!r} is not allowed at this position ({refusal.en})")
    return _Computed(board=_deal_board(deal, caption), options=choices,
                     refusals=dict.fromkeys(choices), setup=setup)


def _position(raw: Mapping[str, Any]) -> dict[str, Any]:
    return {key: raw[key] for key in sorted(_POSITION - {"urges"}) if key in raw}


def _proof(raw: Mapping[str, Any], game: str, proof: proofs.Proof | None, computed: _Computed,
           report: _Report) -> proofs.Proof | None:
    """The step's proof as kept beside its lesson file (``proofs.json``), if it is there, made
    for this very position and these choices, and proven."""
    stamp = proofs.fingerprint(game, _position(raw), computed.options)
    again = "run `python -m lessons.prove` (make proofs)"
    if proof is None or proof.fingerprint != stamp:
        report(f"best: no proof of this position's answer yet ({'none' if proof is None else 'the step changed'}): {again}")
        return None
    if proof.best not in computed.options:
        report(f"best: the search finds {proof.best} best here ({proof.figures[0][1]:+.1f} points, against "
               + ", ".join(f"{t} {v:+.1f}" for t, v in proof.figures[1:] if t in computed.options)
               + "), which is not among the choices: the lesson would teach a move that is not the best")
        return None
    if not proof.proven:
        report(f"best: not proven: {proof.figures[0][0]} leads {proof.figures[1][0]} by {proof.gap:+.1f} ± "
               f"{proof.error:.1f} points over {proof.worlds} imagined deals, under {proofs.SURE:g} standard "
               f"errors: choose a position whose answer is clear")
        return None
    return proof


def best_positions(folder: str | Path) -> dict[str, tuple[Deal, tuple[str, ...], str, str]]:
    """Every `best` step of the lesson files in ``folder``, by "lesson/step": its position (seat
    0 to act), its choices, the seed of its proof and the fingerprint the proof is made for."""
    found = {}
    for path in sorted(Path(folder).glob("*.toml"), key=lambda p: p.name):
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        for number, step in enumerate(raw.get("steps", []), 1):
            if step.get("kind") != "best":
                continue
            game = step.get("game", raw["level"])
            _, deal = _setup(step, game)
            choices = tuple(step["choices"])
            key = f"{raw['id']}/{number}"
            found[key] = (deal, choices, f"best/{key}", proofs.fingerprint(game, _position(step), choices))
    return found


_COMPUTE: dict[str, Callable[..., _Computed]] = {
    "explain": _explain, "legal": _legal, "ecart": _ecart, "bid": _bid, "winner": _winner,
    "count": _count, "score": _score, "scripted": _scripted, "practice": _practice, "best": _best,
}


# --- schema helpers -------------------------------------------------------------------------------
def _unknown(raw: Mapping[str, Any], known: set[str], report: _Report, what: str) -> None:
    for key in sorted(set(raw) - known):
        report(f"unknown key {key!r} in a {what} (known: {', '.join(sorted(known))})")


def _string(raw: Mapping[str, Any], key: str, report: _Report) -> str | None:
    value = raw.get(key)
    if not isinstance(value, str) or not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", value):
        report(f"{key}: a short id in lower case with dashes, like 'kids-cards', got {value!r}")
        return None
    return value


def _strings(raw: Mapping[str, Any], key: str, report: _Report) -> list[str]:
    value = raw.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        report(f"{key}: a list of texts, got {value!r}")
        return []
    return value


def _text(raw: Mapping[str, Any], key: str, report: _Report, required: bool = True) -> Text | None:
    value = raw.get(key)
    if value is None:
        if required:
            report(f"{key}: missing (a table with fr and en)")
        return None
    return _one_text(value, key, report)


def _one_text(value: Any, key: str, report: _Report) -> Text | None:
    if not isinstance(value, dict):
        report(f"{key}: a table with fr and en, got {value!r}")
        return None
    for extra in sorted(set(value) - {"fr", "en"}):
        report(f"{key}: unknown language key {extra!r} (only fr and en)")
    missing = [lang for lang in ("fr", "en") if not (isinstance(value.get(lang), str) and value[lang].strip())]
    for lang in missing:
        twin = "fr" if lang == "en" else "en"
        report(f"{key}: the {lang.upper()} text is missing" + (f" (its {twin.upper()} twin is there)"
                                                                 if twin not in missing else ""))
    return None if missing else Text(value["fr"], value["en"])


def _texts(raw: Mapping[str, Any], key: str, report: _Report) -> list[Text]:
    value = raw.get(key, [])
    if not isinstance(value, list):
        report(f"{key}: a list of {{fr, en}} tables, got {value!r}")
        return []
    texts = [_one_text(v, f"{key}[{i}]", report) for i, v in enumerate(value, 1)]
    return [t for t in texts if t is not None]
