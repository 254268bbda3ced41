"""Wheels: write them (deterministically), slim Bokeh and Panel, build ours, fetch from PyPI.

Every wheel written here has fixed timestamps and sorted entries, so the same inputs give the
same bytes: the site's version (and so the service worker's cache) changes only when a file does.

>>> import tempfile
>>> path = write_wheel(Path(tempfile.mkdtemp()), "demo-pkg", "1.0", {"demo/__init__.py": b"x = 1\\n"})
>>> path.name, wheel_imports(path)
('demo_pkg-1.0-py3-none-any.whl', ['demo'])
"""

from __future__ import annotations

import base64
import hashlib
import os
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from collections.abc import Callable, Iterable, Mapping
from fnmatch import fnmatch
from pathlib import Path

from .vendor import normalize

#: the modules that draw the decks' card art (``static/make_cards.py``): the app never imports
#: them (it shows the SVG files they wrote), so our wheel leaves them out
ART_ONLY = ("engine/cardart.py", "engine/games/*/art.py")
#: zip timestamps of every wheel we write (the earliest a zip can hold)
EPOCH = (1980, 1, 1, 0, 0, 0)


class WheelError(Exception):
    """A wheel could not be downloaded or built."""


def _record_line(arcname: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arcname},sha256={digest},{len(data)}"


def write_zip(path: Path, entries: Mapping[str, bytes], stored: bool = False) -> Path:
    """Write ``entries`` (archive name → bytes) as a zip, sorted, with fixed timestamps;
    ``stored``: not compressed (a server's gzip of the whole zip is then smaller, and Pyodide
    unpacks it without inflating)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    method = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    # written aside, then put in place: two builds at once (the test workers) share the build's
    # cache, and one read a zip of the cache while the other was writing it
    aside = path.with_name(f"{path.name}.{os.getpid()}.part")
    with zipfile.ZipFile(aside, "w") as archive:
        for arc in sorted(entries):
            item = zipfile.ZipInfo(arc, EPOCH)
            item.external_attr = 0o644 << 16
            archive.writestr(item, entries[arc], method, compresslevel=None if stored else 9)
    aside.replace(path)
    return path


def _with_record(info: str, entries: Mapping[str, bytes]) -> dict[str, bytes]:
    entries = {arc: data for arc, data in entries.items() if arc != f"{info}/RECORD"}
    record = [_record_line(arc, entries[arc]) for arc in sorted(entries)] + [f"{info}/RECORD,,"]
    entries[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    return entries


def write_wheel(dest: Path, name: str, version: str, files: Mapping[str, bytes],
                requires: Iterable[str] = (), metadata: bytes | None = None) -> Path:
    """Write a pure-Python wheel of ``files`` (archive name → bytes) into ``dest``.

    ``metadata`` replaces the generated ``METADATA`` (to keep the original one of a slimmed
    wheel). Returns the wheel's path; see the module docstring for an example.
    """
    dist = f"{name.replace('-', '_')}-{version}"
    info = f"{dist}.dist-info"
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    lines += [f"Requires-Dist: {req}" for req in requires]
    entries = {arc: data for arc, data in files.items() if not arc.startswith(info + "/")}
    entries[f"{info}/METADATA"] = metadata or ("\n".join(lines) + "\n").encode()
    entries[f"{info}/WHEEL"] = (b"Wheel-Version: 1.0\nGenerator: sitebuild\n"
                                b"Root-Is-Purelib: true\nTag: py3-none-any\n")
    return write_zip(dest / f"{dist}-py3-none-any.whl", _with_record(info, entries))


def read_zip(path: Path) -> dict[str, bytes]:
    """The files of a zip (archive name → bytes), without its directory entries."""
    with zipfile.ZipFile(path) as archive:
        return {arc: archive.read(arc) for arc in archive.namelist() if not arc.endswith("/")}


def rewrite_wheel(path: Path, files: Mapping[str, bytes], stored: bool = False) -> Path:
    """The wheel at ``path`` rewritten in place with ``files`` (its own, changed), keeping its
    name, metadata and tags; ``RECORD`` is made again (``stored``: see :func:`write_zip`).

    >>> import tempfile
    >>> path = write_wheel(Path(tempfile.mkdtemp()), "demo", "1.0", {"demo/__init__.py": b""})
    >>> files = read_zip(path); files["demo/x.py"] = b"y = 2"
    >>> "demo/x.py," in read_zip(rewrite_wheel(path, files))["demo-1.0.dist-info/RECORD"].decode()
    True
    """
    info = next(arc.split("/")[0] for arc in files if arc.split("/")[0].endswith(".dist-info"))
    return write_zip(path, _with_record(info, files), stored)


def wheel_imports(path: Path) -> list[str]:
    """The top-level importable names of a wheel (for the lock's ``imports``)."""
    with zipfile.ZipFile(path) as wheel:
        names = wheel.namelist()
    tops = set()
    for name in names:
        head, _, rest = name.partition("/")
        if head.endswith((".dist-info", ".data")):
            continue
        if rest and (rest == "__init__.py" or "/" in rest or rest.endswith(".py")):
            tops.add(head)  # a package (a directory with modules)
        elif not rest and name.endswith(".py"):
            tops.add(head[:-3])  # a single module
    return sorted(tops)


def project_wheel(root: Path, dest: Path, name: str, requires: Iterable[str] = (),
                  made: Mapping[str, bytes] | None = None) -> Path:
    """Our own wheel: the packages and package data that ``pyproject.toml`` names, and its
    top-level modules, at its version, and the files ``made`` by the build (path → bytes);
    caches and tests are left out.

    >>> import sitebuild
    >>> path = project_wheel(sitebuild.ROOT, Path(__import__("tempfile").mkdtemp()), "tarot-ecole")
    >>> {"app", "engine", "lessons", "ui"} <= set(wheel_imports(path))
    True
    >>> names = zipfile.ZipFile(path).namelist()
    >>> "engine/games/tarot/lessons/proofs.json" in names, "engine/games/kids/art.py" in names
    (True, False)
    >>> "engine/games/kids/lessons/01-kids-cards.toml" in names
    True
    """
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    tool = project.get("tool", {}).get("setuptools", {})
    patterns = tool.get("packages", {}).get("find", {}).get("include", ["*"])
    data = tool.get("package-data", {})
    files: dict[str, bytes] = {}
    for module in tool.get("py-modules", []):
        files[f"{module}.py"] = (root / f"{module}.py").read_bytes()
    for init in sorted(root.glob("**/__init__.py")):
        package = init.parent.relative_to(root)
        dotted = ".".join(package.parts)
        if not any(fnmatch(dotted, pattern) for pattern in patterns):
            continue
        globs = ["*.py", *data.get(package.parts[0], []), *data.get(dotted, [])]
        for pattern in globs:
            for path in sorted((root / package).glob(pattern)):
                arc = path.relative_to(root).as_posix()
                if not any(fnmatch(arc, art) for art in ART_ONLY):
                    files[arc] = path.read_bytes()
    if not files:
        raise WheelError(f"no package of {root / 'pyproject.toml'} was found")
    return write_wheel(dest, name, project["project"]["version"], {**files, **(made or {})}, requires)


def pypi_wheel(name: str, version: str, cache: Path) -> Path:
    """The pure-Python wheel ``name==version`` from PyPI, kept in ``cache`` between builds.

    Example (needs PyPI)::

        pypi_wheel("param", "2.4.2", Path(".cache/sitebuild/pypi"))
    """
    found = _cached(name, version, cache)
    if found:
        return found
    cache.mkdir(parents=True, exist_ok=True)
    # downloaded aside, then put in place (see write_zip: builds at once share the cache)
    with tempfile.TemporaryDirectory(dir=cache) as aside:
        command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                   "--only-binary=:all:", "--dest", aside, f"{name}=={version}"]
        result = subprocess.run(command, capture_output=True, text=True)
        got = _cached(name, version, Path(aside))
        if result.returncode or not got:
            raise WheelError(f"could not download the wheel {name}=={version} from PyPI:\n"
                             f"{result.stderr.strip()}")
        return got.replace(cache / got.name)


def _cached(name: str, version: str, cache: Path) -> Path | None:
    for path in sorted(cache.glob("*.whl")) if cache.is_dir() else []:
        dist, found_version = path.name.split("-")[:2]
        if normalize(dist) == normalize(name) and found_version == version \
                and path.name.endswith("-none-any.whl"):
            return path
    return None
