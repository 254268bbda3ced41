"""The README's engine examples run as written."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_python_examples_run():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 3
    namespace: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for block in blocks:
            exec(compile(block, str(README), "exec"), namespace)
    printed = out.getvalue()
    # the refusal example prints what its comments say
    assert "follow-suit Tu as encore du bleu : tu dois fournir à la couleur demandée." in printed
    assert "['PvB', 'EX']" in printed
    assert "UnknownCardError" in printed
    assert namespace["match"].over and namespace["deal"].over
