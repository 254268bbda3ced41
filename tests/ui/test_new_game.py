"""Proof by doing (issue 41): a seventh game is added to a copy of the repository using only its
own two folders, and the game-generic tests pass on it.

The new game, La Luciole (3 players, 36 cards of four suits of its own, no trump, most tricks
wins), is kept in ``tests/data/new_game/``: ``engine/`` becomes ``engine/games/luciole/`` and
``ui/`` becomes ``ui/games/luciole/`` in a copy of the repository's tracked files. Nothing else
of the copy is edited. The copy's own tests then run in a subprocess, in the copy: those of
:data:`FILES` parametrized by game or by lesson, selected for the new game by its id, and the
tests of :data:`WHOLE` that walk every game at once. Last, ``git status`` in the copy shows
nothing changed outside the two new folders. ``docs/architecture.md``'s « How to add a game » is
what this test does.

It is here, with the UI's tests, because the home card, the setup and the table need Panel.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.helpers import make_cards

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "data" / "new_game"
NEW = "luciole"
#: where each half of the fixture goes in the copy
FOLDERS = {"engine": f"engine/games/{NEW}", "ui": f"ui/games/{NEW}"}

#: files whose tests are parametrized by game (or by lesson, whose id starts with its game's):
#: only the new game's run (``-k``), and each test of :data:`MUST_RUN` must be among them
FILES = (
    f"engine/games/{NEW}",  # its doctests: its deck's card names, a deal
    "tests/test_refusals.py",  # every refusal met in play, explained by a passage of its own book
    "tests/test_bots.py",  # its robots, easy and medium, play only legal actions to the end
    "tests/ui/test_presenters.py",  # a whole match through the table controller, refusals explained
    "tests/ui/test_lessons_ui.py",  # its lesson finished through the app
)
#: the tests that walk every game at once, or every lesson (the new one's among them): run whole
WHOLE = (
    "tests/test_game.py",  # the registry: found, in its place on the path, a circle refused
    "tests/test_decks.py",  # its cards registered, its letters its own, named by no shared module
    "tests/test_rulebook.py",  # every passage ours, citing a real section of its book
    "tests/test_inventory.py",  # its inventory reads, every rule of it is taught
    "tests/test_lessons.py",  # its lesson loads in the path's order; answers are the engine's; scripted, practice
    "tests/test_lesson_words.py",  # its lesson names nothing its game lacks
    "tests/test_architecture.py",  # the shared code names no game, the new one included
    "tests/ui/test_home.py",  # its home card (players, pitch, age, links), « Jouer », its branch on the map
    "tests/ui/test_locks.py",  # the map's locks
)
#: the new game's own cases that must have run and passed (a selection that found none fails)
MUST_RUN = (
    f"test_every_refusal_is_met_and_explained[{NEW}-3]",
    f"test_each_refusal_cites_its_own_games_rule_for_its_table[{NEW}-3]",
    f"test_bots_only_play_legal_actions[{NEW}-3p]",
    f"test_a_whole_match_of_a_card_only_game_plays_through_the_table[{NEW}-fr]",
    f"test_every_lesson_can_be_finished_through_the_app[{NEW}-tricks]",
    f"test_every_game_has_an_inventory_that_reads_without_a_problem[{NEW}]",
    f"test_every_rule_of_the_inventory_is_taught[{NEW}]",
    f"test_scripted_deal_can_be_lost[{NEW}-tricks/4]",
    f"test_practice_deals_start[{NEW}-tricks/5]",
    f"test_no_lesson_text_names_what_its_game_does_not_have[{NEW}-tricks]",
    f"test_jouer_opens_the_setup_of_that_game_at_its_usual_player_count[{NEW}]",
)


def tracked_copy(to: Path) -> None:
    """The repository's tracked files, as they are in the working tree, copied into ``to``,
    committed there (so ``git status`` shows what changes after)."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, listed.decode().split("\0")):
        source = ROOT / name
        if source.is_file():  # a file deleted in the working tree is not copied
            (to / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, to / name)
    git = ["git", "-c", "user.name=test", "-c", "user.email=test@example.org", "-c", "commit.gpgsign=false"]
    for command in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "before the new game"]):
        subprocess.run([*git, *command], cwd=to, check=True, capture_output=True)


def changed(where: Path) -> list[str]:
    """What ``git status`` shows changed in ``where``: one path per line."""
    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=where,
                            capture_output=True, text=True, check=True).stdout
    return [line[3:] for line in status.splitlines()]


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The copy of the repository with the new game's two folders added, and nothing else."""
    where = tmp_path_factory.mktemp("tree")
    tracked_copy(where)
    for half, folder in FOLDERS.items():
        shutil.copytree(FIXTURE / half, where / folder)
    return where


def test_the_fixture_is_the_new_games_two_folders_and_nothing_else(copy: Path) -> None:
    """The fixture holds exactly the two folders, and before the tests run the copy differs from
    the repository by them alone."""
    assert sorted(p.name for p in FIXTURE.iterdir()) == sorted(FOLDERS)
    assert changed(copy) and all(any(path.startswith(f"{folder}/") for folder in FOLDERS.values())
                                 for path in changed(copy))


def pytest_in(where: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m pytest args`` run in ``where``, importing that tree's own modules."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                          cwd=where, env=env, capture_output=True, text=True, timeout=900)


def test_the_generic_tests_pass_on_a_copy_with_a_new_game_added_in_its_own_folders(copy: Path) -> None:
    passed = []
    for args in ([*FILES, "-k", NEW], WHOLE):
        run = pytest_in(copy, *args, "-rA")
        assert run.returncode == 0, run.stdout[-8000:] + run.stderr[-3000:]
        passed += [line.split("::", 1)[1] for line in run.stdout.splitlines() if line.startswith("PASSED ")]
    assert not [test for test in MUST_RUN if test not in passed]
    # the tests wrote nothing anywhere else either
    assert all(any(path.startswith(f"{folder}/") for folder in FOLDERS.values()) for path in changed(copy))


def free_port() -> int:
    """A port of 127.0.0.1 that nothing listens on."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def fetch(url: str, wait: float = 0) -> bytes:
    """The body of ``url``, retried for ``wait`` seconds while the server starts."""
    deadline = time.monotonic() + wait
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as answer:
                return answer.read()
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)


def test_its_card_art_is_drawn_from_its_own_package_and_served(copy: Path) -> None:
    """The copy draws its card art as ``make run`` and the browser tests' server do: the new
    deck's 36 cards and back, found through the registry, in French and English, clash with no
    other deck's file; the app then serves them from its assets; and they are not committed, so
    ``git status`` still shows nothing outside the two folders."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTHONPATH", None)
    run = subprocess.run([sys.executable, "static/make_cards.py"], cwd=copy, env=env,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    cards = [f"luciole-{rank}{suit}.svg" for suit in "ELFM" for rank in range(1, 10)] + ["back-luciole.svg"]
    assert len(cards) == 37
    for lang, folder in (("fr", ""), ("en", "en/")):
        written = {path.name for path in (copy / "static" / "cards" / folder).glob("*.svg")}
        assert written - set(make_cards().all_cards(lang)) == set(cards), lang
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "panel", "serve", "app.py", "--port", str(port),
                               "--address", "127.0.0.1", "--static-dirs", "assets=static"],
                              cwd=copy, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}/assets/cards/"
        fetch(base + cards[0], wait=60)
        for name in cards:
            for folder in ("", "en/"):
                assert fetch(base + folder + name) == (copy / "static" / "cards" / folder / name).read_bytes()
        assert b"<title>9 d'\xc3\xa9toile" in fetch(base + "luciole-9E.svg").replace(b"&#x27;", b"'")
        assert b"<title>9 of stars" in fetch(base + "en/luciole-9E.svg")
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert all(any(path.startswith(f"{folder}/") for folder in FOLDERS.values()) for path in changed(copy))


def test_the_architecture_doc_s_how_to_add_a_game_is_what_this_test_does() -> None:
    """« How to add a game » names each file of the fixture and each test file run on the copy."""
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = doc.split("## How to add a game", 1)[1].split("\n## ", 1)[0]
    files = {path.name for path in FIXTURE.rglob("*") if path.is_file()}
    named = {name.replace(f"{NEW}-", "<id>-") for name in files}  # its lesson file: 01-<id>-tricks.toml
    assert not [name for name in named if f"`{name}`" not in section and f"/{name}`" not in section]
    assert not [f for f in (*FILES[1:], *WHOLE) if f"`{f}`" not in section]
    assert f"`{FOLDERS['engine'].replace(NEW, '<id>')}/`" in section and f"`{FOLDERS['ui'].replace(NEW, '<id>')}/`" in section
