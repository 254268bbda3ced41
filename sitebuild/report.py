"""The size report: bytes per component of a built site, as stored and as a compressing server
(gzip) sends them, and the total.

>>> component("pyodide/numpy-2.2.5-cp313-cp313-pyodide_2025_0_wasm32.whl"), component("bokeh/x.js")
('wheel numpy', 'BokehJS')
"""

from __future__ import annotations

import gzip
from collections import defaultdict
from pathlib import Path

from .build import site_files

COMPONENTS = (("pyodide/", "Pyodide core and lock"), ("bokeh/", "BokehJS"),
              ("panel/", "Panel JS and CSS"), ("assets/", "assets (cards, CSS, icons)"))


def component(rel: str) -> str:
    """The component a file of the site belongs to."""
    if rel.startswith("pyodide/") and rel.endswith(".whl"):
        return "wheel " + rel.split("/")[-1].split("-")[0]
    return next((name for prefix, name in COMPONENTS if rel.startswith(prefix)),
                "page, workers, manifest")


def sizes(dist: Path) -> dict[str, tuple[int, int]]:
    """Component → (bytes, gzip bytes), biggest first."""
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for rel in site_files(dist):
        data = (dist / rel).read_bytes()
        row = table[component(rel)]
        row[0] += len(data)
        row[1] += len(gzip.compress(data, compresslevel=6))
    return {name: (raw, packed) for name, (raw, packed) in
            sorted(table.items(), key=lambda item: -item[1][0])}


def format_report(table: dict[str, tuple[int, int]]) -> str:
    """The table as text, with a total line.

    >>> print(format_report({"a": (2_000_000, 1_000_000)}))
    component                           bytes     gzip
    a                               2,000,000 1,000,000
    total                           2,000,000 1,000,000
    """
    lines = [f"{'component':<30} {'bytes':>10} {'gzip':>8}"]
    lines += [f"{name:<30} {raw:>10,} {packed:>8,}" for name, (raw, packed) in table.items()]
    raw_total = sum(raw for raw, _ in table.values())
    packed_total = sum(packed for _, packed in table.values())
    lines.append(f"{'total':<30} {raw_total:>10,} {packed_total:>8,}")
    return "\n".join(lines)
