"""Precompressed copies: the build writes ``name.gz`` beside every file that gzip makes smaller
(text, SVG and the wasm by two thirds or more; even wheels and zips, whose members are compressed
one by one, by a few per cent), once, at the best level, so that ``python -m sitebuild serve``
and static hosts that know ``gzip_static`` send each file compressed without compressing it on
every request.

The ``.gz`` files are a transport encoding, not files of the site: the service worker does not
list them and the page never names them (see :func:`is_encoded_copy`).

>>> import tempfile; d = Path(tempfile.mkdtemp())
>>> _ = (d / "a.js").write_text("let x = 1;\\n" * 100); _ = (d / "b.png").write_bytes(b"PNG")
>>> precompress(d, ["a.js", "b.png"])
['a.js.gz']
>>> gzip.decompress((d / "a.js.gz").read_bytes()) == (d / "a.js").read_bytes()
True
"""

from __future__ import annotations

import gzip
from collections.abc import Iterable
from pathlib import Path

SUFFIX = ".gz"


def is_encoded_copy(rel: str) -> bool:
    """Whether a path of ``dist/`` is a precompressed copy of another file.

    >>> is_encoded_copy("pyodide/pyodide.asm.wasm.gz"), is_encoded_copy("pyodide/pyodide.asm.wasm")
    (True, False)
    """
    return rel.endswith(SUFFIX)


def gzipped(data: bytes) -> bytes:
    """``data`` gzipped at the best level, with no timestamp (the same input, the same bytes)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def precompress(dist: Path, files: Iterable[str]) -> list[str]:
    """Write ``rel.gz`` for each of ``files`` (paths in ``dist``) that gzip makes smaller;
    returns the copies written."""
    written = []
    for rel in files:
        data = (dist / rel).read_bytes()
        packed = gzipped(data)
        if len(packed) < len(data):
            (dist / (rel + SUFFIX)).write_bytes(packed)
            written.append(rel + SUFFIX)
    return written


def sent_size(dist: Path, rel: str) -> int:
    """The bytes a compressing server sends for ``rel``: its ``.gz`` copy if it has one."""
    copy = dist / (rel + SUFFIX)
    return (copy if copy.is_file() else dist / rel).stat().st_size
