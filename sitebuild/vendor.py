"""Vendoring the Pyodide distribution: read its lock, pick the packages we ship, copy or download
their files and check each one against its sha256.

A source is either a local directory laid out like the official distribution
(``pyodide-lock.json`` beside its files) or the URL of such a directory. Every file is checked;
a missing or corrupt file does not stop the others: one :class:`VendorError` lists them all.

>>> lock = {"packages": {"a": {"name": "a", "depends": ["b"], "file_name": "a.whl"},
...                      "b": {"name": "b", "depends": [], "file_name": "b.whl"}}}
>>> resolve(lock, ["A"])
['a', 'b']
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import urllib.error
import urllib.request
from collections.abc import Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import CORE_SHA256, LOCK_FILE

Lock = dict[str, Any]


class VendorError(Exception):
    """Some files could not be had: ``problems`` says which, one line each."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        lines = "\n".join(f"  - {problem}" for problem in problems)
        super().__init__(f"{len(problems)} Pyodide file(s) missing or corrupt:\n{lines}")


@dataclass(frozen=True)
class FileSpec:
    """A file of the distribution and the digest it must have."""

    name: str
    sha256: str


def normalize(name: str) -> str:
    """The lock's spelling of a package name (PEP 503).

    >>> normalize("PyYAML"), normalize("pyodide_http")
    ('pyyaml', 'pyodide-http')
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256_file(path: Path) -> str:
    """The hex sha256 of a file, read in blocks.

    >>> import tempfile; p = Path(tempfile.mkdtemp()) / "x"; _ = p.write_bytes(b"abc")
    >>> sha256_file(p)[:16]
    'ba7816bf8f01cfea'
    """
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def resolve(lock: Lock, names: Iterable[str]) -> list[str]:
    """``names`` and everything they depend on, by the lock's ``depends``, sorted.

    >>> resolve({"packages": {}}, ["nope"])
    Traceback (most recent call last):
    ...
    sitebuild.vendor.VendorError: 1 Pyodide file(s) missing or corrupt:
      - package 'nope' is not in the lock
    """
    packages = lock["packages"]
    found: set[str] = set()
    missing: list[str] = []
    todo = [normalize(name) for name in names]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        if name not in packages:
            missing.append(f"package {name!r} is not in the lock")
            continue
        found.add(name)
        todo.extend(normalize(dep) for dep in packages[name]["depends"])
    if missing:
        raise VendorError(sorted(missing))
    return sorted(found)


def files_for(lock: Lock, names: Iterable[str]) -> list[FileSpec]:
    """The core files and the files of the packages ``names`` (already resolved).

    >>> lock = {"packages": {"a": {"file_name": "a.whl", "sha256": "00"}}}
    >>> [spec.name for spec in files_for(lock, ["a"])][-2:]
    ['python_stdlib.zip', 'a.whl']
    """
    core = [FileSpec(name, digest) for name, digest in CORE_SHA256.items()]
    return core + [FileSpec(lock["packages"][name]["file_name"], lock["packages"][name]["sha256"])
                   for name in names]


def _is_url(source: str | Path) -> bool:
    return isinstance(source, str) and source.startswith(("http://", "https://"))


def read_bytes(source: str | Path, name: str, timeout: float = 60) -> bytes:
    """The bytes of ``name`` in a distribution directory or under a distribution URL.

    Raises :class:`FileNotFoundError` when the source does not have it, :class:`OSError` when it
    cannot be read.

    >>> read_bytes(Path("/nonexistent"), "pyodide.js")
    Traceback (most recent call last):
    ...
    FileNotFoundError: [Errno 2] No such file or directory: '/nonexistent/pyodide.js'
    """
    if not _is_url(source):
        return (Path(source) / name).read_bytes()
    url = str(source).rstrip("/") + "/" + name
    try:
        with urllib.request.urlopen(url, timeout=timeout) as answer:  # noqa: S310 (http/https only)
            return answer.read()
    except urllib.error.HTTPError as error:
        if error.code == 404:
            raise FileNotFoundError(f"{url}: HTTP 404") from error
        raise OSError(f"{url}: HTTP {error.code}") from error
    except urllib.error.URLError as error:
        raise OSError(f"{url}: {error.reason}") from error


def read_lock(source: str | Path) -> Lock:
    """The lock file of a distribution (directory or URL), checked for the fields we use."""
    try:
        lock = json.loads(read_bytes(source, LOCK_FILE))
    except FileNotFoundError as error:
        raise VendorError([f"{LOCK_FILE}: missing ({error})"]) from error
    except (OSError, ValueError) as error:
        raise VendorError([f"{LOCK_FILE}: unreadable ({error})"]) from error
    if not isinstance(lock, dict) or not isinstance(lock.get("packages"), dict):
        raise VendorError([f"{LOCK_FILE}: not a Pyodide lock (no 'packages' table)"])
    return lock


def _fetch_one(spec: FileSpec, source: str | Path, dest: Path) -> str | None:
    """Put one verified file in ``dest``; return a problem, or None when all is well."""
    target = dest / spec.name
    if target.is_file() and sha256_file(target) == spec.sha256:
        return None  # already there from an earlier build
    try:
        data = read_bytes(source, spec.name)
    except FileNotFoundError:
        return f"{spec.name}: missing"
    except OSError as error:
        return f"{spec.name}: could not be read ({error})"
    digest = hashlib.sha256(data).hexdigest()
    if digest != spec.sha256:
        return f"{spec.name}: corrupt (sha256 {digest}, the lock says {spec.sha256})"
    # written under another name first so that a half-written file never looks complete
    partial = target.with_name(target.name + ".part")
    partial.write_bytes(data)
    partial.replace(target)
    return None


def fetch_all(specs: Iterable[FileSpec], source: str | Path, dest: Path, workers: int = 8) -> list[Path]:
    """Copy or download every file of ``specs`` into ``dest``, in parallel, each checked.

    Files already in ``dest`` with the right digest are kept. Raises :class:`VendorError`
    listing every missing or corrupt file once all have been tried.

    >>> import tempfile; src, out = Path(tempfile.mkdtemp()), Path(tempfile.mkdtemp())
    >>> _ = (src / "a").write_bytes(b"abc")
    >>> good = FileSpec("a", hashlib.sha256(b"abc").hexdigest())
    >>> [p.name for p in fetch_all([good], src, out)]
    ['a']
    >>> fetch_all([good, FileSpec("b", "00")], src, out)
    Traceback (most recent call last):
    ...
    sitebuild.vendor.VendorError: 1 Pyodide file(s) missing or corrupt:
      - b: missing
    """
    specs = list(specs)
    dest.mkdir(parents=True, exist_ok=True)
    with ThreadPoolExecutor(max_workers=workers) as pool:
        problems = [p for p in pool.map(lambda s: _fetch_one(s, source, dest), specs) if p]
    if problems:
        raise VendorError(sorted(problems))
    return [dest / spec.name for spec in specs]


def vendor_pyodide(source: str | Path, packages: Iterable[str], dest: Path,
                   store: Path | None = None) -> tuple[Lock, list[str]]:
    """Put the Pyodide core and the files of ``packages`` (and their dependencies) in ``dest``.

    ``store`` keeps downloads between builds when ``source`` is a URL. Returns the lock and the
    resolved package names. Example (needs a distribution)::

        lock, names = vendor_pyodide(Path("~/pyodide").expanduser(), ["numpy"], Path("dist/pyodide"))
    """
    lock = read_lock(source)
    names = resolve(lock, packages)
    specs = files_for(lock, names)
    if _is_url(source) and store is not None:
        for path in fetch_all(specs, source, store):
            dest.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, dest / path.name)
    else:
        fetch_all(specs, source, dest)
    return lock, names


def lock_subset(lock: Lock, names: Iterable[str], extra: Mapping[str, dict[str, Any]]) -> Lock:
    """A lock of only ``names`` from ``lock`` plus the ``extra`` entries (our own wheels).

    >>> lock = {"info": {"python": "3.13"}, "packages": {"a": {"name": "a"}, "b": {"name": "b"}}}
    >>> sorted(lock_subset(lock, ["a"], {"c": {"name": "c"}})["packages"])
    ['a', 'c']
    """
    packages = {name: lock["packages"][name] for name in names}
    packages.update(extra)
    return {**lock, "packages": dict(sorted(packages.items()))}
