"""Each game's rule inventory: its rule text split into single rules, each with a stable id.

A game brings its own (``inventory.toml`` in its package, :meth:`engine.Game.inventory`). Lesson
steps cite these ids: what a step teaches (``rules``) and what it needs taught before (``needs``);
the loader refuses a step that needs a rule no earlier step taught, and the tests fail on a rule
that no step teaches (``tests/test_inventory.py``).

>>> rule = inventory("tarot")["overtrump"]
>>> rule.game, rule.id
('tarot', 'overtrump')
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine import get_game
from engine.rulebook import INPUT_ERRORS, rules_of

#: where a rule may come from besides the game's own text: our rulings and our documented choices
SHARED_SOURCES = ("RULINGS.md", "docs/rules-choices.md")
_KEYS = {"id", "source", "en", "players", "options"}
_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


@dataclass(frozen=True)
class Rule:
    """One single rule of a game: its id, where it comes from, what it says (in our words), and
    the player counts and options it holds for (empty: always)."""

    game: str
    id: str
    source: str
    en: str
    players: tuple[int, ...] = ()
    options: tuple[str, ...] = ()


def inventory(game: str) -> dict[str, Rule]:
    """The rules of ``game`` by id. Raises :class:`ValueError` listing every problem of its
    file (a game without one included)."""
    rules, problems = read(get_game(game).id, get_game(game).inventory())
    if problems:
        raise ValueError("; ".join(problems))
    return rules


@cache
def read(game: str, path: Path) -> tuple[dict[str, Rule], tuple[str, ...]]:
    """The rules of ``game`` read from ``path``, and every problem found in it."""
    if not path.is_file():
        return {}, (f"{game}: no rule inventory at {path} (every game splits its rule text into "
                    f"single rules: lessons/README.md, « The rule inventory »)",)
    problems: list[str] = []
    where = f"{path.parent.name}/{path.name}"
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        return {}, (f"{where}: not valid TOML: {error}",)
    entries = raw.pop("rule", [])
    for key in sorted(raw):
        problems.append(f"{where}: unknown key {key!r} (only [[rule]] tables)")
    rules: dict[str, Rule] = {}
    book = _books(game)
    for number, entry in enumerate(entries if isinstance(entries, list) else [], 1):
        here = f"{where} rule {number}"
        if not isinstance(entry, dict):
            problems.append(f"{here}: a [[rule]] table, got {entry!r}")
            continue
        for key in sorted(set(entry) - _KEYS):
            problems.append(f"{here}: unknown key {key!r} (known: {', '.join(sorted(_KEYS))})")
        rule_id, source, en = entry.get("id"), entry.get("source"), entry.get("en")
        if not isinstance(rule_id, str) or not _ID.fullmatch(rule_id):
            problems.append(f"{here}: id must be lower case with dashes, got {rule_id!r}")
            continue
        here = f"{where} rule {rule_id!r}"
        if rule_id in rules:
            problems.append(f"{here}: the id is used twice")
        if rule_id in INPUT_ERRORS:
            problems.append(f"{here}: {rule_id!r} is an input error, not a rule")
        if source not in book | set(SHARED_SOURCES):
            problems.append(f"{here}: source must be one of {', '.join(sorted(book | set(SHARED_SOURCES)))}, "
                            f"got {source!r}")
        if not isinstance(en, str) or not en.strip():
            problems.append(f"{here}: en must say what the rule is, in our own words")
        players = entry.get("players", [])
        allowed = get_game(game).players
        if not isinstance(players, list) or not all(p in allowed for p in players):
            problems.append(f"{here}: players must list counts among {list(allowed)}, got {players!r}")
            players = []
        options = entry.get("options", [])
        if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
            problems.append(f"{here}: options must be a list of option names, got {options!r}")
            options = []
        rules[rule_id] = Rule(game, rule_id, str(source), str(en), tuple(players), tuple(options))
    for rule in sorted(set(rules_of(game)) - set(rules)):
        problems.append(f"{where}: the engine refuses with rule {rule!r} (« Pourquoi ? » explains it) "
                        f"but the inventory has no such rule")
    return rules, tuple(problems)


def _books(game: str) -> set[str]:
    """The rule text files the game's « Pourquoi ? » passages cite (its own book)."""
    from engine.rulebook import passage

    files = set()
    for rule in rules_of(game):
        found = passage(game, rule)
        if found is not None:
            files.add(found.source.book.file)
    return files
