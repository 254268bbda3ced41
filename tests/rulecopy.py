"""The rule books are third-party texts: what we ship must not repeat 9 words in a row of them.

This is the check of ``../shared/hooks/before-stop``. So that it also runs in a clone without
``../shared/``, the books are kept here as fingerprints only (a short hash of every run of 9
words and of every heading), in ``tests/data/rulebook-fingerprints.txt``; a hash cannot be read
back into the text. Refresh them after the books change with ``python -m tests.rulecopy``.

>>> runs("One two three four five six seven eight nine ten")[1]
'two three four five six seven eight nine ten'
>>> heading("3/LA PARTIE"), heading("## Mon premier Tarot (beginners)")
('la partie', 'mon premier tarot beginners')
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterator
from pathlib import Path

RUN = 9
#: the ones the hook reads: what a user or a reader of the repository can see
SHIPPED = {".py", ".toml", ".md", ".js", ".html", ".json"}
TOP = Path(__file__).resolve().parents[1]
RULES_DIR = TOP.parent / "shared" / "rules"
FINGERPRINTS = Path(__file__).resolve().parent / "data" / "rulebook-fingerprints.txt"
#: the books' lines as hashes, so a test can tell which section of which book holds a number or
#: a word (tests/test_refusals.py): per line, its heading and its distinct words, hashed
SECTIONS = Path(__file__).resolve().parent / "data" / "rulebook-sections.txt"
_PER_LINE = 8


def words(text: str) -> list[str]:
    return re.findall(r"\w+", text.replace("**", "").lower())


def runs(text: str) -> list[str]:
    """Every run of 9 words of ``text``, folded as the hook folds them."""
    w = words(text)
    return [" ".join(w[i:i + RUN]) for i in range(len(w) - RUN + 1)]


def heading(line: str) -> str:
    """A heading as its words, without the section number (« 3/ ») or Markdown marks."""
    w = words(line.lstrip("#"))
    while w and w[0].isdigit():
        w.pop(0)
    return " ".join(w)


def digest(text: str) -> str:
    return hashlib.blake2b(text.encode(), digest_size=6).hexdigest()


def from_books(folder: Path = RULES_DIR) -> tuple[set[str], set[str]]:
    """The fingerprints of the books in ``folder``: (9-word runs of the texts, headings of the
    texts and of RULINGS.md). A heading is a line of at most 8 words."""
    run_set: set[str] = set()
    headings: set[str] = set()
    for path in sorted(folder.glob("*.txt")) + sorted(folder.glob("*.md")):
        text = path.read_text(encoding="utf-8", errors="ignore")
        if path.suffix == ".txt":
            run_set.update(digest(r) for r in runs(text))
        headings.update(digest(heading(line)) for line in text.splitlines()
                        if 0 < len(words(line)) <= 8)
    return run_set, headings


def read(path: Path = FINGERPRINTS) -> tuple[set[str], set[str]]:
    """The fingerprints kept in the repository: lines ``r <hash>…`` and ``h <hash>…``."""
    run_set: set[str] = set()
    headings: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        kind, *hashes = line.split()
        (run_set if kind == "r" else headings).update(hashes)
    return run_set, headings


def write(path: Path = FINGERPRINTS, folder: Path = RULES_DIR) -> None:
    run_set, headings = from_books(folder)
    lines = [f"{kind} " + " ".join(chunk[i:i + _PER_LINE])
             for kind, found in (("r", run_set), ("h", headings))
             for chunk in [sorted(found)] for i in range(0, len(chunk), _PER_LINE)]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def book_lines(folder: Path = RULES_DIR) -> list[str]:
    """The lines of :data:`SECTIONS`: ``<file> <line> <#|-> <heading hash|-> <word hashes>``,
    one per line of text of each book (``#``: a Markdown heading)."""
    out = []
    for path in sorted(folder.glob("*.txt")) + sorted(folder.glob("*.md")):
        text = path.read_text(encoding="utf-8", errors="ignore")
        for number, line in enumerate(text.splitlines(), 1):
            w = words(line)
            if not w:
                continue
            head = digest(heading(line)) if len(w) <= 8 else "-"
            mark = "#" if line.startswith("#") else "-"
            out.append(f"{path.name} {number} {mark} {head} " + " ".join(sorted({digest(x) for x in w})))
    return out


def read_lines(path: Path = SECTIONS) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def shipped(top: Path = TOP) -> Iterator[Path]:
    """Every file a user or a reader sees: the hook's choice (no tests, no venvs, no .git), and
    no installed or built files either."""
    for folder, dirs, files in os.walk(top):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d not in
                   {"tests", "node_modules", "build", "dist", "__pycache__"} and ".venv" not in d]
        for name in files:
            if Path(name).suffix in SHIPPED:
                yield Path(folder, name)


def copied(text: str, run_set: set[str]) -> list[str]:
    """The runs of ``text`` that stand in a book."""
    return [r for r in runs(text) if digest(r) in run_set]


if __name__ == "__main__":
    write()
    SECTIONS.write_text("\n".join(book_lines()) + "\n", encoding="utf-8")
    print(f"wrote {FINGERPRINTS.relative_to(TOP)} and {SECTIONS.relative_to(TOP)}")
