"""The layout is checked, not promised (issue 28): outside a game's own folders
(``engine/games/<id>/``, ``ui/games/<id>/``) and the lists of games, no module of engine/,
lessons/, ui/ or benchmarks/ names a game id, even inside a longer string (issue 41), nor asks
``getattr``/``hasattr`` about an attribute it names (a game's field guessed, not asked: the game
answers through its own class's hooks); lessons/ and the shared ui/ never import a game's
package, and a game's UI imports only its own; nothing there imports the test-only sample game;
no import circle hides among engine/, lessons/ and ui/ — ``importlib.import_module`` included;
no presenter reads the deal (it builds the screen from the seat's view, or the open view) nor
drives the table (it says what a click asks for and describes a window; the table acts).
Each check also runs on a small tree with a planted violation, and must find it."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping
from pathlib import Path

from engine import GAMES
from tests.helpers import docstrings

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("engine", "lessons", "ui")
#: where game ids may not be written: the layers and the benchmarks
SHARED = (*LAYERS, "benchmarks")

#: shared modules that still name a game, each with why
NAMES_A_GAME = {
    "benchmarks/engine_bench.py": "the `core` ratio deals French Tarot on purpose: it is measured "
                                  "against a minimal list play-out written for Tarot's rules",
    "benchmarks/coach_timing.py": "the tables « Conseil » is timed at (docs/coach.md), by default",
    "benchmarks/strength.py": "the tables and deal counts of docs/coach.md's strength figures, by default",
    "benchmarks/site_bench.py": "the built site is timed at a Tarot table, as its figures say",
    "benchmarks/site_taps.py": "issue 43's taps are timed over a whole Tarot Kids deal and a whole "
                               "4-player Tarot deal, the two tables the issue names",
    "ui/games/presenter.py": "`back-tarot.svg`, the French tarot deck's back (the deck's art, not the "
                             "game: #41 item 2 moves card art into the games' packages)",
    "lessons/loader.py": "the example of a lesson id in its error message (`'kids-cards'`)",
}
#: compound words that begin with a game id but name something else: the app (« Tarot École »:
#: its files and its storage keys) and a rule book's file (« Tarot Junior »)
NOT_IDS = ("tarot-ecole", "tarot-junior")
#: ``getattr``/``hasattr`` with an attribute name written out, in shared modules, each with why
PROBES: dict[str, str] = {}
#: imports of another game's package, each with why
GAME_IMPORTS: dict[tuple[str, str], str] = {}
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


def _shared(root: Path) -> Iterator[tuple[str, ast.Module]]:
    """Each shared module (outside a game's own folders and the lists of games), parsed."""
    for layer in SHARED:
        for path in sorted((root / layer).rglob("*.py")):
            where = path.relative_to(root).as_posix()
            if not _own(where):
                yield where, ast.parse(path.read_text(encoding="utf-8"))


def _own(where: str) -> bool:
    """Whether the file ``where`` is in a folder a game owns (``engine/games/<id>/``,
    ``ui/games/<id>/``) or is a list of games (``engine/games/__init__.py``,
    ``ui/games/__init__.py``: each game's package is imported there, once). The shared
    ``ui/games/presenter.py``, ``trick.py``, ``auction.py`` are not."""
    parts = where.split("/")
    return parts[1:2] == ["games"] and (len(parts) > 3 or parts[2:] == ["__init__.py"])


def _game_names(root: Path, games: tuple[str, ...]) -> dict[str, set[str]]:
    """Shared modules that hold a game id in a string of their code (an f-string's written
    parts too; docstrings aside), with the ids each holds (see :func:`_names`)."""
    found = {}
    for where, tree in _shared(root):
        docs = docstrings(tree)
        held = {game for node in ast.walk(tree)
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
                for game in games if _names(node.value, game)}
        if held:
            found[where] = held
    return found


def _names(text: str, game: str) -> bool:
    """Whether ``text`` names the game: it is the id; or, in a text without spaces (a key, a
    path, a file, a prefix), the id is one of its pieces cut at every character that is not a
    letter or a digit (``"kids-"``, ``"path.tarin"``, ``"cards/tamalou/"``); or, in a text with
    spaces (words for people), the id is such a piece of a word that has another piece
    (``"kids-3"``), a word alone being prose (« le premier pli », "the tarot deck", « premier. »).
    Ids are lower case, so « Tarot » and ``tarotBoot`` are not ``tarot``; the compound words of
    :data:`NOT_IDS` are not ids."""
    for other in NOT_IDS:
        text = text.replace(other, "")
    if text == game:
        return True
    if not re.search(r"\s", text):
        return game in re.split(r"[^A-Za-z0-9]+", text)
    for word in text.split():
        pieces = re.split(r"[^A-Za-z0-9]+", word)
        if game in pieces and len([p for p in pieces if p]) > 1:
            return True
    return False


def _probes(root: Path) -> dict[str, set[str]]:
    """Shared modules that call ``getattr`` or ``hasattr`` with an attribute name written out
    (``getattr(deal, "ecart", [])``), with the names each asks about: a field some games have,
    guessed instead of asked."""
    found: dict[str, set[str]] = {}
    for where, tree in _shared(root):
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2
                    and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
                found.setdefault(where, set()).add(node.args[1].value)
    return found


#: what a presenter may not read: the table's deal, or a deal as it was dealt (a replay's start)
DEAL_ATTRIBUTES = ("deal", "opening")


def _deal_readers(root: Path) -> dict[str, set[int]]:
    """The presenters' modules (``ui/games/``, the games' folders too) that read a deal
    (``table.deal``, ``table.opening``), with the lines: a presenter builds what it shows from
    the seat's view (:attr:`ui.table.Table.view`) or the open view, never from the deal."""
    found: dict[str, set[int]] = {}
    for path in sorted((root / "ui" / "games").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in DEAL_ATTRIBUTES:
                found.setdefault(path.relative_to(root).as_posix(), set()).add(node.lineno)
    return found


#: what only the table controller does: take an action, ask a robot, say who moved last
DRIVING_CALLS, DRIVING_SETS = ("apply", "robot_move"), ("move", "mover")


def _table_drivers(root: Path) -> dict[str, set[int]]:
    """The presenters' modules that drive the table (call ``apply`` or ``robot_move``, set
    ``move`` or ``mover``), with the lines: a presenter returns an intent or describes a
    window, and the table (:class:`ui.table.Table`) acts on it."""
    found: dict[str, set[int]] = {}
    for path in sorted((root / "ui" / "games").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and (
                    node.attr in DRIVING_CALLS or (node.attr in DRIVING_SETS and isinstance(node.ctx, ast.Store))):
                found.setdefault(path.relative_to(root).as_posix(), set()).add(node.lineno)
    return found


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


def test_no_shared_module_probes_for_a_games_field():
    found = _probes(ROOT)
    assert set(found) <= set(PROBES), {k: v for k, v in found.items() if k not in PROBES}
    assert set(PROBES) <= set(found), "an exception no longer needed: take it off the list"


def test_a_game_is_reached_only_through_the_registries():
    found = _game_imports(ROOT, tuple(GAMES))
    assert found <= set(GAME_IMPORTS), found - set(GAME_IMPORTS)
    assert set(GAME_IMPORTS) <= found, "an exception no longer needed: take it off the list"


def test_no_presenter_reads_the_deal():
    assert _deal_readers(ROOT) == {}


def test_no_presenter_drives_the_table():
    assert _table_drivers(ROOT) == {}


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


def test_a_game_id_inside_a_longer_string_is_found(tmp_path):
    root = _tree(tmp_path, {
        "ui/assets.py": 'def art(n):\n    return f"static/cards/kids-{n}.svg"\n',
        "ui/table.py": 'PREFIX = "tamalou-"\nSAID = "Passe au niveau tarin.2 demain"\n',
        "lessons/loader.py": 'def ok(x):\n    return x.startswith(("kids-", "other"))\n',
        "ui/games/trick.py": 'BACK = "back-kids.svg"\n',
        "ui/games/kids/presenter.py": 'BACK = "back-kids.svg"\n',
        "ui/games/__init__.py": 'from . import kids\nORDER = ("kids",)\n',
        "engine/words.py": '"""Deal.new("tarot", 4) in a doctest."""\n'
                           'FR = "le premier pli, puis le premier."\nEN = "the tarot deck"\n'
                           'KEY = "tarot-ecole-lang"\nJS = "window.tarotBoot"\nT = "Tarot"\n'})
    assert _game_names(root, ("kids", "premier", "tarot", "tarin", "tamalou")) == {
        "ui/assets.py": {"kids"}, "ui/table.py": {"tamalou", "tarin"}, "lessons/loader.py": {"kids"},
        "ui/games/trick.py": {"kids"}}


def test_a_probe_for_a_games_field_is_found(tmp_path):
    root = _tree(tmp_path, {
        "engine/trickgame.py": 'def places(deal):\n    return getattr(deal, "ecart", [])\n',
        "lessons/model.py": 'def pile(deal):\n    return deal.piles[0] if hasattr(deal, "piles") else ()\n',
        "ui/games/trick.py": 'def held(view):\n    return getattr(view, "held", ())\n',
        "ui/games/auction.py": 'def taker(view, name):\n    return getattr(view, name, None)\n',
        "ui/games/tarot/presenter.py": 'def chien(view):\n    return getattr(view, "chien")\n'})
    assert _probes(root) == {"engine/trickgame.py": {"ecart"}, "lessons/model.py": {"piles"},
                             "ui/games/trick.py": {"held"}}


def test_a_presenter_reading_the_deal_is_found(tmp_path):
    root = _tree(tmp_path, {
        "ui/games/trick.py": '"""Reads ``table.deal`` nowhere but here."""\n'
                             'def phase(self):\n    return self.table.deal.phase\n',
        "ui/games/tamalou/presenter.py": 'def seen(table):\n    deal = table.opening.copy()\n    return deal\n',
        "ui/games/auction.py": 'def phase(self):\n    return self.view.phase\n',
        "ui/table.py": 'def over(self):\n    return self.deal.over\n'})
    assert _deal_readers(root) == {"ui/games/trick.py": {3}, "ui/games/tamalou/presenter.py": {2}}


def test_a_presenter_driving_the_table_is_found(tmp_path):
    root = _tree(tmp_path, {
        "ui/games/tamalou/presenter.py": 'def claim(self, move):\n    self.table.move = move\n'
                                         '    self.table.apply(move.action)\n',
        "ui/games/trick.py": 'def think(self, seat):\n    return self.table.robot_move(seat)\n',
        "ui/games/auction.py": 'def last(self):\n    return self.table.move, self.table.mover\n',
        "ui/table.py": 'def claim(self, move):\n    self.mover = 1\n    self.apply(move.action)\n'})
    assert _table_drivers(root) == {"ui/games/tamalou/presenter.py": {2, 3}, "ui/games/trick.py": {2}}


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
