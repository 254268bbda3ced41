"""The layout is checked, not promised (issue 28): the engine's shared core names no game, the
lessons reach a game only through the registry, and no import circle hides among engine/,
lessons/ and ui/ — ``importlib.import_module`` included. Each check also runs on a small tree
with a planted violation, and must find it."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping
from pathlib import Path

from engine import GAMES

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("engine", "lessons", "ui")

#: shared engine modules that still name a game, each with why
NAMES_A_GAME = {
    "engine/actions.py": "« tamalou » is also the notation of Le Tamalou's announce: a word of "
                         "shared links and lesson files, which must stay valid",
}
#: lesson modules that import a game's own module, each with why
LESSONS_IMPORT_A_GAME = {
    ("lessons/loader.py", "engine.games.tarot"): "a `score` step computes a Tarot deal's score "
                                                  "(its contracts and `score`): only Tarot has one",
}
#: ``import_module`` calls whose target is built at run time, by module, each with why
DYNAMIC_IMPORTS = {
    "ui.viewmodels": "`own_table` loads `ui.<game id>` (La Taroinche's own table logic), which "
                     "imports `ui.viewmodels`: the circle the per-game presenters of the table "
                     "controller remove (issue 28, the UI side)",
}


def _modules(root: Path) -> dict[str, Path]:
    """Every module of the layers under ``root``, by dotted name (a package by its own name)."""
    found = {}
    for layer in LAYERS:
        for path in sorted((root / layer).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _imports(name: str, path: Path, known: Mapping[str, Path]) -> Iterator[tuple[str, bool]]:
    """The modules ``name`` imports, anywhere in its code (a function's own imports too), each
    with whether it comes from an ``import_module`` whose target is built at run time (such a
    target is matched against every known module, its run-time parts standing for any name)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from ((alias.name, False) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                yield (sub if sub in known else base), False
        elif (isinstance(node, ast.Call) and node.args
              and getattr(node.func, "id", getattr(node.func, "attr", None)) == "import_module"):
            target = node.args[0]
            if isinstance(target, ast.Constant):
                yield str(target.value), False
                continue
            pieces = target.values if isinstance(target, ast.JoinedStr) else [target]
            pattern = "".join(re.escape(p.value) if isinstance(p, ast.Constant) else "[A-Za-z0-9_.]+"
                              for p in pieces)
            yield from ((m, True) for m in known if re.fullmatch(pattern, m))


def _graph(root: Path, allowed: Mapping[str, str] = DYNAMIC_IMPORTS) -> tuple[dict[str, set[str]], set[str]]:
    """Who imports whom among the layers' modules, without the run-time imports of the
    ``allowed`` modules; and the modules with such an import."""
    known = _modules(root)
    graph: dict[str, set[str]] = {name: set() for name in known}
    dynamic = set()
    for name, path in known.items():
        for target, built in _imports(name, path, known):
            dynamic |= {name} if built else set()
            if target in known and target != name and not (built and name in allowed):
                graph[name].add(target)
    return graph, dynamic


def _circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another, directly or not (Tarjan's components of
    more than one module)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        order[node] = low[node] = len(order)
        stack.append(node)
        for nxt in graph[node]:
            if nxt not in order:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], order[nxt])
        if low[node] == order[node]:
            group = stack[stack.index(node):]
            del stack[stack.index(node):]
            if len(group) > 1:
                found.append(sorted(group))

    for node in graph:
        if node not in order:
            visit(node)
    return found


def _game_names(root: Path, games: tuple[str, ...]) -> dict[str, set[str]]:
    """Shared engine modules (outside ``engine/games/``: the games' own packages, and its
    ``__init__``, the one list of games) that hold a game id as a string, with the ids each
    holds."""
    found = {}
    for path in sorted((root / "engine").rglob("*.py")):
        where = path.relative_to(root).as_posix()
        if where.startswith("engine/games/"):
            continue
        strings = {node.value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                   if isinstance(node, ast.Constant) and isinstance(node.value, str)}
        if strings & set(games):
            found[where] = strings & set(games)
    return found


def _lesson_game_imports(root: Path) -> set[tuple[str, str]]:
    """``(lesson file, game package)`` for each import of a game's own modules in lessons/."""
    known = _modules(root)
    found = set()
    for name, path in known.items():
        if name.split(".")[0] != "lessons":
            continue
        for target, _ in _imports(name, path, known):
            parts = target.split(".")
            if parts[:2] == ["engine", "games"] and len(parts) > 2:
                found.add((path.relative_to(root).as_posix(), ".".join(parts[:3])))
    return found


# --- the real tree ----------------------------------------------------------------------------------
def test_the_engine_core_names_no_game():
    found = _game_names(ROOT, tuple(GAMES))
    assert set(found) <= set(NAMES_A_GAME), {k: v for k, v in found.items() if k not in NAMES_A_GAME}
    assert set(NAMES_A_GAME) <= set(found), "an exception no longer needed: take it off the list"


def test_lessons_reach_a_game_only_through_the_registry():
    found = _lesson_game_imports(ROOT)
    assert found <= set(LESSONS_IMPORT_A_GAME), found - set(LESSONS_IMPORT_A_GAME)
    assert set(LESSONS_IMPORT_A_GAME) <= found, "an exception no longer needed: take it off the list"


def test_no_import_circle_among_engine_lessons_and_ui():
    graph, dynamic = _graph(ROOT)
    assert _circles(graph) == []
    assert dynamic == set(DYNAMIC_IMPORTS)


# --- each check finds a planted violation -------------------------------------------------------
def _tree(tmp_path: Path, files: Mapping[str, str]) -> Path:
    for layer in LAYERS:
        (tmp_path / layer).mkdir(parents=True)
        (tmp_path / layer / "__init__.py").write_text("")
    for where, text in files.items():
        (tmp_path / where).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / where).write_text(text)
    return tmp_path


def test_a_game_id_in_the_shared_engine_is_found(tmp_path):
    root = _tree(tmp_path, {"engine/search.py": 'EDGE = {"premier": 0.05}\n',
                            "engine/games/__init__.py": 'from . import premier\n',
                            "engine/games/premier/rules.py": 'ID = "premier"\n'})
    assert _game_names(root, ("premier",)) == {"engine/search.py": {"premier"}}


def test_a_lesson_importing_a_game_is_found(tmp_path):
    root = _tree(tmp_path, {"lessons/words.py": "from engine.games.kids.rules import PRIMES\n"
                                                "from engine import get_game\n"})
    assert _lesson_game_imports(root) == {("lessons/words.py", "engine.games.kids")}


def test_an_import_circle_is_found_even_through_import_module(tmp_path):
    root = _tree(tmp_path, {"engine/a.py": "from .b import x\n",
                            "engine/b.py": "def f():\n    from . import a\n"})
    assert _circles(_graph(root)[0]) == [["engine.a", "engine.b"]]
    root = _tree(tmp_path / "dynamic", {
        "ui/table.py": "from importlib import import_module\n\n"
                       "def own(game):\n    return import_module(f'ui.{game}')\n",
        "ui/tarot.py": "from .table import own\n"})
    graph, dynamic = _graph(root, allowed={})
    assert _circles(graph) == [["ui.table", "ui.tarot"]] and dynamic == {"ui.table"}
    assert _circles(_graph(root, allowed={"ui.table": "planted"})[0]) == []
