"""Bytecode compiled ahead: the site's wheels and Pyodide's standard library ship ``.pyc`` files
instead of ``.py`` (as Pyodide's own compiled packages do), so the browser does not compile
thousands of modules at every visit (in Pyodide nothing can write a ``__pycache__`` that lasts).

The compiler is the CPython 3.13 of the Pyodide distribution being shipped, run under Node.js
(``compile.mjs``): its bytecode is exactly what the browser's interpreter reads. Each ``.pyc``
is "unchecked-hash" and the zips are written with fixed timestamps, so the same sources give
the same bytes. Results are kept in the build cache, by the digest of what was compiled.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tempfile
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

from . import CACHE
from .wheels import WheelError, read_zip, write_zip

COMPILER = Path(__file__).with_name("compile.mjs")
#: where Pyodide installs wheels and mounts its standard library (the paths tracebacks show)
SITE_PACKAGES = "/lib/python3.13/site-packages"
STDLIB = "/lib/python313.zip"
#: modules (with their submodules) imported at start in Pyodide only; those the app imports are
#: found by running it on CPython (see ``build``), whose version may be older than Pyodide's
#: 3.13, so the modules that 3.13 has and 3.11 does not are named too: ``pathlib`` is a package
#: since 3.13, ``zipfile`` and ``importlib.resources`` since 3.12 (found by listing
#: ``sys.modules`` after the imports in Pyodide under Node.js; two more, ``_opcode_metadata``
#: and ``_sysconfigdata_*``, are tables that compile quickly and take more bytes compiled)
PYODIDE_MODULES = ("pyodide", "_pyodide", "pyodide_http", "panel.io.pyodide", "pathlib", "zipfile",
                   "importlib.resources", "_colorize")
#: the core files the compiler needs from the distribution (and a lock, written for it)
CORE = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")


def node() -> str | None:
    """The Node.js that runs the compiler, if there is one."""
    return shutil.which("node")


def module_name(arc: str) -> str | None:
    """The module a file of a wheel or of the standard library's zip is, if it is one.

    >>> module_name("json/decoder.py"), module_name("panel/io/__init__.py"), module_name("a.txt")
    ('json.decoder', 'panel.io', None)
    """
    if not arc.endswith(".py"):
        return None
    return arc[: -len(".py")].removesuffix("/__init__").replace("/", ".")


def _key(files: Mapping[str, bytes], shown: str) -> str:
    digest = hashlib.sha256(COMPILER.read_bytes() + shown.encode())
    for arc in sorted(files):
        digest.update(f"{arc}\0{hashlib.sha256(files[arc]).hexdigest()}\n".encode())
    return digest.hexdigest()[:32]


def sourceless(core: Path, lock_info: dict[str, Any], archives: list[tuple[Mapping[str, bytes], str]],
               modules: Collection[str], cache: Path = CACHE / "pyc") -> list[dict[str, bytes]]:
    """Each archive's files (archive name → bytes) with the ``.py`` of each of ``modules`` (and
    of :data:`PYODIDE_MODULES`) replaced by its ``.pyc``, compiled as if found under the path given with it. The other
    modules stay sources (smaller to download; compiled if they are ever imported).
    ``core`` holds Pyodide's core files, ``lock_info`` is the ``info`` of its lock.

    Example (needs Node.js and a Pyodide distribution)::

        info = json.loads(Path("pyodide-lock.json").read_text())["info"]
        [files] = sourceless(Path("."), info, [({"m.py": b"x = 1"}, SITE_PACKAGES)])
        sorted(files)  # ['m.pyc']
    """
    originals = archives
    def chosen(arc: str) -> bool:
        name = module_name(arc)
        return name is not None and (name in modules or any(
            name == top or name.startswith(top + ".") for top in PYODIDE_MODULES))

    archives = [({arc: data for arc, data in files.items() if chosen(arc)}, shown)
                for files, shown in archives]
    keys = [_key(files, shown) for files, shown in archives]
    todo = [i for i, key in enumerate(keys) if not (cache / f"{key}.zip").is_file()]
    if todo:
        with tempfile.TemporaryDirectory() as tmp:
            runtime = Path(tmp) / "core"
            runtime.mkdir()
            for name in CORE:
                (runtime / name).symlink_to((core / name).resolve())
            (runtime / "pyodide-lock.json").write_text(json.dumps({"info": lock_info, "packages": {}}))
            args = []
            for i in todo:
                folder = Path(tmp) / str(i)
                for arc, data in archives[i][0].items():
                    if arc.endswith(".py"):
                        (folder / arc).parent.mkdir(parents=True, exist_ok=True)
                        (folder / arc).write_bytes(data)
                folder.mkdir(exist_ok=True)
                args += [str(folder), archives[i][1]]
            result = subprocess.run([node() or "node", str(COMPILER), str(runtime), *args],
                                    capture_output=True, text=True)
            if result.returncode:
                raise WheelError(f"compiling to bytecode failed:\n{result.stdout}{result.stderr}")
            for i in todo:
                folder = Path(tmp) / str(i)
                compiled = {arc + "c": (folder / (arc + "c")).read_bytes()
                            for arc in archives[i][0] if arc.endswith(".py")}
                write_zip(cache / f"{keys[i]}.zip", compiled)
    out = []
    for (files, _), key in zip(originals, keys):
        kept = {arc: data for arc, data in files.items() if not chosen(arc)}
        out.append({**kept, **read_zip(cache / f"{key}.zip")})
    return out
