"""The engine imports without Panel, param or Bokeh (it must run as-is in Pyodide)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_engine_imports_no_ui_package():
    code = ("import sys, engine, engine.games, engine.rulebook, engine.match\n"
            "ui = sorted(m for m in sys.modules if m.split('.')[0] in {'panel', 'param', 'bokeh', 'numpy', 'pandas'})\n"
            "print(','.join(ui))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == ""
