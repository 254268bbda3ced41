"""The layout is checked, not promised (issue 28): outside a game's own folders
(``engine/games/<id>/``, ``ui/games/<id>/``) and the lists of games, no module of engine/,
lessons/, ui/ or benchmarks/ names a game id; lessons/ and the shared ui/ never import a game's
package, and a game's UI imports only its own; nothing there imports the test-only sample game;
no import circle hides among engine/, lessons/ and ui/ — ``importlib.import_module`` included.
Each check also runs on a small tree with a planted violation, and must find it."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping
from pathlib import Path

from engine import GAMES

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("engine", "lessons", "ui")
#: where game ids may not be written: the layers and the benchmarks
SHARED = (*LAYERS, "benchmarks")
#: the folders a game owns, and the lists of games (each game's package is imported there, once)
OWN = ("engine/games/", "ui/games/")

#: shared modules that still name a game, each with why
NAMES_A_GAME = {
    "benchmarks/engine_bench.py": "the `core` ratio deals French Tarot on purpose: it is measured "
                                  "against a minimal list play-out written for Tarot's rules",
}
#: imports of another game's package, each with why
GAME_IMPORTS = {
    ("engine/games/premier/__init__.py", "engine.games.kids"): "Mon premier Tarot registers Tarot Kids' "
                                                                "robots: the same cards and tricks, "
                                                                "and no robot of its own",
}
#: ``import_module`` calls whose target is built at run time, by module, each with why
DYNAMIC_IMPORTS = {
    "engine.games": "imports each game's package it finds in its own folder (a game is a package "
                    "dropped in, listed nowhere): every target is one of its own subpackages",
    "ui.games": "imports each game's UI package it finds in its own folder: every target is one of "
                "its own subpackages",
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
    """Shared modules (outside a game's own folders and the lists of games) that hold a game id
    as a string, or a words key naming one, with the ids each holds."""
    found = {}
    for layer in SHARED:
        for path in sorted((root / layer).rglob("*.py")):
            where = path.relative_to(root).as_posix()
            if where.startswith(OWN):
                continue
            held = {game for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                    if isinstance(node, ast.Constant) and isinstance(node.value, str)
                    for game in games if _names(node.value, game)}
            if held:
                found[where] = held
    return found


def _names(text: str, game: str) -> bool:
    """Whether ``text`` is the game's id or a words key naming it (``"path.tarin"``)."""
    return text == game or " " not in text and game in text.split(".")


def _game_imports(root: Path, games: tuple[str, ...]) -> set[tuple[str, str]]:
    """``(module file, game package)`` for each import of a game's package (``engine.games.<id>``
    or ``ui.games.<id>``) by a module that is not that game's own: lessons/, the shared engine
    and ui/, another game's folder."""
    known = _modules(root)
    found = set()
    for name, path in known.items():
        parts = name.split(".")
        own = parts[2] if parts[1:2] == ["games"] and len(parts) > 2 else None
        for target, _ in _imports(name, path, known):
            aim = target.split(".")
            if aim[1:2] == ["games"] and len(aim) > 2 and aim[2] in games and aim[2] != own and not (
                    name in ("engine.games", "ui.games") and aim[0] == parts[0]):
                found.add((path.relative_to(root).as_posix(), ".".join(aim[:3])))
    return found


def _test_imports(root: Path) -> set[str]:
    """The layers' modules that import anything from ``tests`` (the sample game lives there)."""
    known = _modules(root)
    return {name for name, path in known.items()
            if any(target.split(".")[0] == "tests" for target, _ in _imports(name, path, known))}


# --- the real tree ----------------------------------------------------------------------------------
def test_no_shared_module_names_a_game():
    found = _game_names(ROOT, tuple(GAMES))
    assert set(found) <= set(NAMES_A_GAME), {k: v for k, v in found.items() if k not in NAMES_A_GAME}
    assert set(NAMES_A_GAME) <= set(found), "an exception no longer needed: take it off the list"


def test_a_game_is_reached_only_through_the_registries():
    found = _game_imports(ROOT, tuple(GAMES))
    assert found <= set(GAME_IMPORTS), found - set(GAME_IMPORTS)
    assert set(GAME_IMPORTS) <= found, "an exception no longer needed: take it off the list"


def test_nothing_imports_the_sample_game():
    assert _test_imports(ROOT) == set()


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


def test_a_game_id_in_the_shared_ui_or_benchmarks_is_found(tmp_path):
    root = _tree(tmp_path, {"ui/table.py": 'TAROT = game == "tarot"\n',
                            "ui/i18n.py": 'FR = {"path.kids": "Tarot Kids", "path.title": "Les kids"}\n',
                            "ui/games/tarot/presenter.py": 'ID = "tarot"\n',
                            "benchmarks/soak.py": 'GAMES = ("tarot", "kids")\n'})
    assert _game_names(root, ("tarot", "kids")) == {"ui/table.py": {"tarot"}, "ui/i18n.py": {"kids"},
                                                     "benchmarks/soak.py": {"tarot", "kids"}}


def test_importing_another_games_package_is_found(tmp_path):
    root = _tree(tmp_path, {"lessons/words.py": "from engine.games.kids.rules import PRIMES\n"
                                                "from engine import get_game\n",
                            "ui/table.py": "from .games.tarot import presenter\n",
                            "ui/games/__init__.py": "from . import tarot\n",
                            "ui/games/tarot/__init__.py": "from engine.games.tarot import CONTRACTS\n",
                            "ui/games/tarin/__init__.py": "from engine.games.tarot import CONTRACTS\n",
                            "engine/games/__init__.py": "from . import tarot\n",
                            "engine/games/tarot/__init__.py": "",
                            "ui/games/tarot/presenter.py": "from ..trick import TrickPresenter\n",
                            "ui/games/trick.py": "", "engine/games/kids/__init__.py": "",
                            "engine/games/kids/rules.py": "",
                            "engine/games/tarot/rules.py": "from ..kids.rules import x\n"})
    assert _game_imports(root, ("kids", "tarot", "tarin")) == {("lessons/words.py", "engine.games.kids"), ("ui/table.py", "ui.games.tarot"),
                                   ("ui/games/tarin/__init__.py", "engine.games.tarot"),
                                   ("engine/games/tarot/rules.py", "engine.games.kids")}


def test_a_layer_importing_the_tests_is_found(tmp_path):
    root = _tree(tmp_path, {"ui/sample.py": "def f():\n    from tests.sample_game import registered\n"})
    assert _test_imports(root) == {"ui.sample"}


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
