"""The README a newcomer reads in two minutes (issue #41): what the app is, pictures, the two
commands, hosting, and links to ``docs/``, each of which exists; the engine's examples in
``docs/engine.md`` run as written."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
ENGINE = ROOT / "docs" / "engine.md"
#: a README read in two minutes: about 250 words a minute, and its tables of pictures
MAX_WORDS = 600


def test_the_engine_examples_run():
    blocks = re.findall(r"```python\n(.*?)```", ENGINE.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 3
    namespace: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for block in blocks:
            exec(compile(block, str(ENGINE), "exec"), namespace)
    printed = out.getvalue()
    # the refusal example prints what its comments say
    assert "follow-suit Tu as encore du bleu : tu dois fournir à la couleur demandée." in printed
    assert "['PvB', 'EX']" in printed
    assert "UnknownCardError" in printed
    assert namespace["match"].over and namespace["deal"].over


def _prose(text: str) -> str:
    """The words a reader reads: no pictures' descriptions, no addresses."""
    return re.sub(r"!\[[^\]]*\]\([^)]*\)|\]\([^)]*\)", "", text)


def test_the_readme_is_short_and_gives_the_two_commands():
    text = README.read_text(encoding="utf-8")
    words = len(_prose(text).split())
    assert words <= MAX_WORDS, f"README.md has {words} words: keep it to {MAX_WORDS}, the rest in docs/"
    commands = re.search(r"```bash\n(.*?)```", text, re.S)
    assert commands and re.findall(r"^make (\w+)", commands.group(1), re.M) == ["run", "test"]
    assert "docs/screenshots/" in text and "docs/site.md" in text


def test_every_link_of_the_readme_and_the_docs_leads_somewhere():
    pages = [README, ROOT / "lessons" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    broken = []
    for page in pages:
        for target in re.findall(r"\]\(([^)\s]+)\)", page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue
            if not (page.parent / target.split("#")[0]).exists():
                broken.append(f"{page.relative_to(ROOT)} → {target}")
    assert not broken, broken
