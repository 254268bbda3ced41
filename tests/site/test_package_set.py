"""The packages the site ships are enough for the app: CPython runs the worker's code path (our
prelude, the app, a whole Kids game) in an isolated interpreter that can import only the
standard library, the slim wheels of the build (unpacked; each CPython 3.13 ``.pyc`` of the
site replaced by the source it was compiled from, which this interpreter can read), the Pyodide
packages of its lock (taken from this machine's site-packages) and tornado, which Bokeh needs
outside emscripten only.
pandas, nh3, pillow & co. are simply absent, as they are in the browser."""

from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
import textwrap
import zipfile
from pathlib import Path

from sitebuild.packages import DROPPED_MODULES, SLIM_STUBS

ROOT = Path(__file__).parents[2]
CPYTHON_ONLY = ("tornado",)
#: left out of the site but imported by tornado here (its process module)
TORNADO_NEEDS = ("multiprocessing",)
#: imported by panel.io.pyodide only, which needs the browser
PYODIDE_ONLY = ("pyodide_http",)

SCRIPT = textwrap.dedent("""
    import asyncio, importlib.util, json, sys
    UNVENDORED = set(sys.argv[1].split(","))
    DROPPED = tuple(sys.argv[3].split(","))
    STUBS = json.loads(sys.argv[4])

    class Stub:
        def create_module(self, spec):
            return None
        def exec_module(self, module):
            exec(STUBS[module.__name__], module.__dict__)

    class Unvendored:
        # stdlib modules that Pyodide ships apart (ssl, sqlite3, lzma...) and the site does not,
        # every module the site leaves out, and the stubs it ships in place of some
        def find_spec(self, name, path=None, target=None):
            if name in STUBS:
                return importlib.util.spec_from_loader(name, Stub())
            if name.split(".")[0] in UNVENDORED or name in DROPPED or name.startswith(tuple(d + "." for d in DROPPED)):
                raise ModuleNotFoundError(f"No module named {name!r} (not in the site)", name=name)
            return None

    sys.meta_path.insert(0, Unvendored())
    exec(compile(open(sys.argv[2]).read(), "prelude.py", "exec"), {})

    import panel as pn
    from bokeh.document import Document
    from bokeh.embed.util import standalone_docs_json_and_render_items
    from panel.io.state import set_curdoc
    import app

    doc = Document()
    with set_curdoc(doc):
        view = app.create()
        pn.panel(view).server_doc(doc)
        standalone_docs_json_and_render_items(doc)
        view.app.start()
        table = view.app.table
        table.delay = 0
        for step in range(3000):
            if table.deal.over and not table.can_continue:
                break
            if table.deal.over:
                table.next_deal()
            elif table.human_to_move:
                table.choose(table.view.legal[0])
            asyncio.run(table.run_robots())
            if step % 40 == 0:
                standalone_docs_json_and_render_items(doc)
        standalone_docs_json_and_render_items(doc)
    assert table.deal.over and not table.can_continue, "the game did not end"
    try:
        __import__("numpy").linalg.inv([[1.0]])
    except ImportError as error:
        print("LINALG", error)
    loaded = sorted({m.split(".")[0] for m in sys.modules} - set(sys.stdlib_module_names))
    print("LOADED", ",".join(loaded))
""")


def test_the_app_plays_a_whole_game_with_only_the_shipped_packages(built_site, fake_distribution, tmp_path):
    lock = json.loads((built_site / "pyodide/pyodide-lock.json").read_text())
    site = tmp_path / "site-packages"
    site.mkdir()
    wheels = {"bokeh", "panel", "param", "pyviz-comms", "tarot-ecole"}
    installed = Path(sysconfig.get_paths()["purelib"])
    for name in wheels:
        sources = ROOT if name == "tarot-ecole" else installed
        with zipfile.ZipFile(built_site / "pyodide" / lock["packages"][name]["file_name"]) as wheel:
            for arc in wheel.namelist():
                target = site / arc.removesuffix("c") if arc.endswith(".pyc") else site / arc
                target.parent.mkdir(parents=True, exist_ok=True)
                source = sources / arc[:-1]
                target.write_bytes(source.read_bytes() if arc.endswith(".pyc") else wheel.read(arc))
    imports = [i for name, p in lock["packages"].items() if name not in wheels
               for i in p["imports"] if i not in PYODIDE_ONLY]
    for top in [*imports, *CPYTHON_ONLY]:
        matches = [p for p in installed.glob(f"{top}*") if p.name == top or p.name.startswith(
            (f"{top}.", f"{top}-")) and not p.name.endswith((".dist-info", ".pth"))]
        assert matches, f"{top} is not installed here"
        for path in matches:
            (site / path.name).symlink_to(path)
    full_lock = json.loads((fake_distribution / "pyodide-lock.json").read_text())
    unvendored = [i for p in full_lock["packages"].values() if p["package_type"] == "cpython_module"
                  for i in p["imports"]]
    script = tmp_path / "run.py"
    script.write_text(SCRIPT)
    prelude = ROOT / "sitebuild/templates/prelude.py"
    stdlib = [sysconfig.get_paths()["stdlib"], sysconfig.get_paths()["platstdlib"],
              str(Path(sysconfig.get_paths()["stdlib"]) / "lib-dynload")]
    stubs = json.dumps({arc[:-3].replace("/", "."): source for sources in SLIM_STUBS.values()
                        for arc, source in sources.items()})
    dropped = [name for name in DROPPED_MODULES if name not in TORNADO_NEEDS]
    argv = [",".join(unvendored), str(prelude), ",".join(dropped), stubs]
    code = f"import sys; sys.path[:] = {[*stdlib, str(site)]!r}; sys.argv[1:] = {argv!r}; " \
           f"exec(open({str(script)!r}).read())"
    result = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True,
                            text=True, timeout=300, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    loaded = set(result.stdout.split("LOADED ")[1].strip().split(","))
    assert {"panel", "bokeh", "numpy", "engine", "ui"} <= loaded
    assert not loaded & {"pandas", "nh3", "PIL", "contourpy", "narwhals", "requests"}
    # numpy imported with the stub in place of LAPACK, which says so when it is used
    assert "LINALG numpy.linalg is not part of this site" in result.stdout
