"""The size report: bytes per component of a built site, as stored and as sent by a server that
uses the build's gzipped copies (``sitebuild serve``, ``gzip_static``), and the total: the bytes
of a first visit, which downloads every file once.

>>> component("pyodide/numpy-2.2.5-cp313-cp313-pyodide_2025_0_wasm32.whl"), component("bokeh/x.js")
('wheel numpy', 'BokehJS')
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from .build import site_files
from .compress import sent_size

COMPONENTS = (("pyodide/", "Pyodide core and lock"), ("bokeh/", "BokehJS"),
              ("panel/", "Panel JS and CSS"), ("assets/", "assets (cards, CSS, icons)"))


def component(rel: str) -> str:
    """The component a file of the site belongs to."""
    if rel.startswith("pyodide/") and rel.endswith(".whl"):
        return "wheel " + rel.split("/")[-1].split("-")[0]
    return next((name for prefix, name in COMPONENTS if rel.startswith(prefix)),
                "page, workers, manifest")


def sizes(dist: Path) -> dict[str, tuple[int, int]]:
    """Component → (bytes stored, bytes sent), biggest sent first."""
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for rel in site_files(dist):
        row = table[component(rel)]
        row[0] += (dist / rel).stat().st_size
        row[1] += sent_size(dist, rel)
    return {name: (raw, packed) for name, (raw, packed) in
            sorted(table.items(), key=lambda item: -item[1][1])}


def format_report(table: dict[str, tuple[int, int]]) -> str:
    """The table as text, with a total line.

    >>> print(format_report({"a": (2_000_000, 1_000_000), "b": (500, 500)}))
    component                           bytes       sent
    a                               2,000,000  1,000,000
    b                                     500        500
    total                           2,000,500  1,000,500
    """
    lines = [f"{'component':<30} {'bytes':>10} {'sent':>10}"]
    rows = [*table.items(), ("total", (sum(r for r, _ in table.values()),
                                       sum(s for _, s in table.values())))]
    lines += [f"{name:<30} {raw:>10,} {sent:>10,}" for name, (raw, sent) in rows]
    return "\n".join(lines)
