"""Build Tarot École as a self-contained static site that runs in Pyodide.

    python -m sitebuild build --pyodide-dir ~/pyodide-0.29.3   # or --pyodide-url URL
    python -m sitebuild serve --port 8000

See ``docs/site.md``. Every file the page needs is written to ``dist/`` and loads from the same
origin: the Pyodide core and a lock of the packages we ship, slim Bokeh and Panel wheels, our own
wheel, BokehJS, Panel's JS and CSS and ``static/`` (as ``assets/``).
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = Path(__file__).with_name("templates")
#: downloads are kept here between builds (``.cache/`` is ignored by git)
CACHE = ROOT / ".cache" / "sitebuild"

PYODIDE_VERSION = "0.29.3"
PYODIDE_URL = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"

#: The core files of Pyodide 0.29.3 are not listed in its lock, so they are checked against these
#: digests, taken from the npm package ``pyodide@0.29.3`` (the same release artefacts).
CORE_SHA256 = {
    "pyodide.js": "718d40f1c015dd25ec724cc8fc4e2325d6a45a92ae225121ff6953f224a16f72",
    "pyodide.asm.js": "1263f02b5b26099b96112378156f242dd98b39a8201ba7765e5fe3d455c5ce91",
    "pyodide.asm.wasm": "e2f4ee75b325e35eb31bfb8c613d4dd5098f5502c156a97847686875b5025480",
    "python_stdlib.zip": "4298b6ee445cb724c3973437da47789752b9e6ff4e26619026b283ec801fc46b",
}
LOCK_FILE = "pyodide-lock.json"
#: a local distribution beside the repository (on the project's machines and in its CI)
SHARED_DIR = ROOT.parent / "shared" / f"pyodide-{PYODIDE_VERSION}"


def default_source() -> str | Path:
    """The distribution to build from when none is named: ``$PYODIDE_DIR``, else
    :data:`SHARED_DIR` if it is there, else the official distribution over the network.

    >>> "PYODIDE_DIR" in os.environ or default_source() in (SHARED_DIR, PYODIDE_URL)
    True
    """
    env = os.environ.get("PYODIDE_DIR")
    if env:
        return Path(env).expanduser().resolve()
    return SHARED_DIR if (SHARED_DIR / LOCK_FILE).is_file() else PYODIDE_URL
