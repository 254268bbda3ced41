"""``python -m sitebuild build``: everything of ``dist/`` from ``app.py``, in order.

1. the Pyodide core and the packages of :data:`packages.FROM_PYODIDE`, checked (``vendor``);
2. the PyPI wheels, then our own wheel (``wheels``);
3. every wheel slimmed and, like the standard library, compiled to bytecode (``bytecode``), and
   a lock of exactly those wheels, so that Pyodide loads them without resolving anything;
4. the pre-rendered page with same-origin Panel and Bokeh files and the first screen (plain HTML
   usable while Python starts: ``first_screen``), and ``static/`` as ``assets/``, with every
   registered deck's card art drawn into ``assets/cards/`` (``static/make_cards.py``);
5. the worker, the loading screen, the web manifest and the service worker, whose cache name
   is a digest of every file of the build and which knows the integrity of each file;
6. gzipped copies (``name.gz``) of what compresses, for the server (see ``compress``).

The build is written next to ``out`` and moved into place at the end: a failed build leaves the
previous ``dist/`` as it was.
"""

from __future__ import annotations

import base64
import hashlib
import importlib
import json
import pickle
import shutil
import subprocess
import sys
from collections.abc import Collection
from importlib.metadata import version as installed_version
from pathlib import Path
from typing import Any

from panel.config import config as pn_config

import lessons
from ui.views import LANG_KEY

from . import CACHE, CORE_SHA256, LOCK_FILE, PYODIDE_VERSION, ROOT, TEMPLATES, bytecode, first_screen, page, packages
from .compress import is_encoded_copy, precompress
from .vendor import Lock, lock_subset, normalize, sha256_file, vendor_pyodide
from .wheels import project_wheel, pypi_wheel, read_zip, rewrite_wheel, wheel_imports, write_zip

PYODIDE_DIR = "pyodide/"
CACHE_PREFIX = "tarot-ecole-"
SERVICE_WORKER = "serviceWorker.js"
WORKER = "worker.js"
#: where the worker keeps the saved interpreter in the build's cache (not a file of the site):
#: the service worker drops it with a damaged file it was made from
SNAPSHOT = PYODIDE_DIR + "python-snapshot"
#: files the worker fetches through Pyodide's ``fetch`` (and so can count); pyodide.js and
#: pyodide.asm.js are loaded with importScripts, which cannot be observed
NOT_PREFETCHED = ("pyodide.js", "pyodide.asm.js")
TITLE = "Tarot École"
#: the app's icon, in ``static/``
ICON = "icons/logo.svg"
#: draws the decks' card art from the games' packages (the pictures are not committed)
MAKE_CARDS = ROOT / "static" / "make_cards.py"


def integrity(sha256_hex: str) -> str:
    """The Subresource Integrity value of a hex sha256.

    >>> integrity("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='
    """
    return "sha256-" + base64.b64encode(bytes.fromhex(sha256_hex)).decode()


def render_template(name: str, site: dict[str, Any]) -> str:
    """A template of ``templates/`` with its ``__SITE__`` placeholder replaced by ``site``."""
    text = (TEMPLATES / name).read_text(encoding="utf-8")
    if text.count("__SITE__") != 1:
        raise ValueError(f"{name} must hold __SITE__ exactly once")
    return text.replace("__SITE__", json.dumps(site, ensure_ascii=False, sort_keys=True))


def _lock_entry(wheel: Path, depends: tuple[str, ...]) -> dict[str, Any]:
    dist, version = wheel.name.split("-")[:2]
    return {"name": normalize(dist), "version": version, "file_name": wheel.name,
            "install_dir": "site", "sha256": sha256_file(wheel), "package_type": "package",
            "imports": wheel_imports(wheel), "depends": sorted(depends),
            "unvendored_tests": False}


def build_wheels(dest: Path, cache: Path) -> dict[str, dict[str, Any]]:
    """The PyPI wheels and ours, in ``dest``; returns their lock entries."""
    entries = {}
    for name, depends in packages.FROM_PYPI.items():
        wheel = pypi_wheel(name, installed_version(name), cache / "pypi")
        entries[name] = _lock_entry(Path(shutil.copy(wheel, dest / wheel.name)), depends)
    ours = project_wheel(ROOT, dest, packages.PROJECT, packages.PROJECT_DEPENDS, made=built_lessons())
    entries[packages.PROJECT] = _lock_entry(ours, packages.PROJECT_DEPENDS)
    return entries


def built_lessons() -> dict[str, bytes]:
    """Every lesson as :func:`lessons.load` reads and checks it, pickled at
    :data:`page.CURRICULUM` in our wheel, for the site's prelude to hand to the app: reading the
    lesson files and playing their steps through the engine took 1.5–2 s of every first visit
    (the home page's map needs them). Nothing if a lesson is broken: the site then reads the
    files itself and shows the problem, as ``panel serve`` does."""
    try:
        curriculum = lessons.load()
    except lessons.LessonError:
        return {}
    return {page.CURRICULUM: pickle.dumps(curriculum, protocol=5)}


def compile_ahead(pyodide_dir: Path, lock: Lock, modules: Collection[str], cache: Path) -> Lock:
    """Slim the wheels (see :func:`packages.slim`) and ship ``modules`` (those the app
    imports at start) as bytecode, in the wheels and the standard library (see ``bytecode``);
    returns ``lock`` with the new digests. Without Node.js the sources stay (the site works,
    it only starts more slowly)."""
    entries = lock["packages"]
    wheels = {name: pyodide_dir / entry["file_name"] for name, entry in entries.items()}
    files = {name: packages.slim(name, entries[name]["version"], read_zip(path))
             for name, path in wheels.items()}
    stdlib = pyodide_dir / "python_stdlib.zip"
    stdlib_files = {arc: data for arc, data in read_zip(stdlib).items()
                    if packages.stdlib_keeps(arc)}
    if bytecode.node() is None:
        print("note: Node.js was not found, so the site ships Python sources, not bytecode "
              "(it starts more slowly; see docs/site.md)", flush=True)
    else:
        names = sorted(files)
        compiled = bytecode.sourceless(
            pyodide_dir, lock["info"], [(files[name], bytecode.SITE_PACKAGES) for name in names]
            + [(stdlib_files, bytecode.STDLIB)], modules, cache / "pyc")
        files, stdlib_files = dict(zip(names, compiled)), compiled[-1]
    write_zip(stdlib, stdlib_files, stored=True)
    packages_ = {name: {**entry, "sha256": sha256_file(rewrite_wheel(wheels[name], files[name], stored=True))}
                 for name, entry in entries.items()}
    return {**lock, "packages": packages_}


def copy_static(static: Path, dest: Path) -> None:
    """``static/`` as the app's ``assets/`` (see ``ui/assets.py``), without its scripts, and the
    card art drawn afresh into ``assets/cards/`` by each registered deck's art module: a
    ``static/cards/`` left by an earlier ``make run`` is not copied, so it can never be stale."""
    shutil.copytree(static, dest, ignore=shutil.ignore_patterns("*.py", "__pycache__", ".*", "cards"))
    drawn = subprocess.run([sys.executable, str(MAKE_CARDS), "--out", str(dest / "cards")],
                           capture_output=True, text=True)
    if drawn.returncode:
        raise RuntimeError(f"the card art could not be drawn:\n{drawn.stdout}{drawn.stderr}")


def site_files(dist: Path) -> list[str]:
    """Every file of the site, as URLs relative to its root, sorted; precompressed copies are
    not files of the site but encodings of one.

    >>> import tempfile; d = Path(tempfile.mkdtemp()); _ = (d / "a b.js").write_text("")
    >>> _ = (d / "a b.js.gz").write_text("")
    >>> site_files(d)
    ['a b.js']
    """
    return sorted(rel for rel in (p.relative_to(dist).as_posix() for p in dist.rglob("*")
                                  if p.is_file()) if not is_encoded_copy(rel))


def digest_of(dist: Path, files: list[str], extra: str) -> str:
    """A short digest of the names and contents of ``files``, and ``extra``."""
    digest = hashlib.sha256(extra.encode())
    for rel in files:
        digest.update(f"{rel}\0{sha256_file(dist / rel)}\n".encode())
    return digest.hexdigest()[:16]


def worker_site(dist: Path, lock: Lock, rendered: page.Page) -> dict[str, Any]:
    """The worker's settings: the files to prefetch (with size and integrity), the wheels to
    install (every one of the lock, into site-packages), where Panel's files are, and the
    Python code: the setup (imports), then the app."""
    if any(entry["install_dir"] != "site" for entry in lock["packages"].values()):
        raise ValueError("the worker installs wheels into site-packages only")
    # the core files as shipped (the standard library is compiled: not the distribution's bytes)
    sha = {name: sha256_file(dist / PYODIDE_DIR / name) for name in (*CORE_SHA256, LOCK_FILE)}
    sha.update({entry["file_name"]: entry["sha256"] for entry in lock["packages"].values()})
    names = sorted(set(sha) - set(NOT_PREFETCHED), key=lambda n: -(dist / PYODIDE_DIR / n).stat().st_size)
    files = [{"path": PYODIDE_DIR + name, "size": (dist / PYODIDE_DIR / name).stat().st_size,
              "integrity": integrity(sha[name])} for name in names]  # biggest first
    wheels = sorted(entry["file_name"] for entry in lock["packages"].values())
    # loaded by importScripts, which takes no integrity: the worker checks them first
    scripts = [[PYODIDE_DIR + name, integrity(sha[name])] for name in NOT_PREFETCHED]
    return {"pyodide": PYODIDE_DIR, "files": files, "scripts": scripts, "wheels": wheels,
            "panelRoot": "panel/", "setup": rendered.setup, "code": rendered.code}


def manifest() -> str:
    """The web manifest: installable, opens the app full screen, works from any sub-folder."""
    return json.dumps({
        "name": TITLE, "short_name": TITLE, "lang": "fr", "start_url": "./", "scope": "./",
        "display": "standalone", "background_color": "#124d30", "theme_color": "#124d30",
        "icons": [{"src": f"assets/{ICON}", "type": "image/svg+xml", "sizes": "any"}],
    }, ensure_ascii=False, indent=2)


def head(static: Path) -> str:
    """What the build adds to the page's ``<head>``. The tab's icon is inline: browsers fetch
    it apart from the page's HTTP cache, so as a file it would be downloaded twice.

    >>> "data:image/svg+xml;base64," in head(ROOT / "static")
    True
    """
    icon = base64.b64encode((static / ICON).read_bytes()).decode()
    return f"""<link rel="manifest" href="site.webmanifest">
<link rel="icon" href="data:image/svg+xml;base64,{icon}" type="image/svg+xml">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#124d30">
<link rel="stylesheet" href="loading.css" type="text/css">"""


BODY = '<script src="loader.js"></script>'
#: asked for before BokehJS and Panel's scripts: the loader starts the worker, and it waited for
#: one of the browser's six connections to the server, behind those five deferred scripts and
#: es-module-shims (its request started 0.3 s after the page's, and the worker with it)
EARLY = '<link rel="preload" href="loader.js" as="script">'


def build(out: Path, pyodide_source: str | Path, app: Path = ROOT / "app.py",
          static: Path = ROOT / "static", cache: Path = CACHE) -> Path:
    """Build the site into ``out`` from a Pyodide distribution directory or URL.

    Example (needs a Pyodide 0.29.3 distribution and PyPI)::

        build(Path("dist"), Path.home() / "pyodide-0.29.3")
    """
    work = out.with_name(out.name + ".building")
    shutil.rmtree(work, ignore_errors=True)
    pyodide_dir = work / PYODIDE_DIR
    store = cache / f"pyodide-{PYODIDE_VERSION}"
    lock, names = vendor_pyodide(pyodide_source, packages.FROM_PYODIDE, pyodide_dir, store)
    ours = build_wheels(pyodide_dir, cache)
    # rendering runs the app here: every module it imports at start is then in sys.modules, and
    # those it imports on first use that the site's setup imports (compiled ahead like them)
    rendered = page.render(app, head(static), first_screen.body_html() + BODY, EARLY)
    for name in page.FIRST_USE:
        importlib.import_module(name)
    site_lock = compile_ahead(pyodide_dir, lock_subset(lock, names, ours), set(sys.modules), cache)
    (pyodide_dir / LOCK_FILE).write_text(json.dumps(site_lock, indent=1, sort_keys=True))
    page.copy_files(rendered.files, work)
    copy_static(static, work / "assets")
    (work / "index.html").write_text(rendered.html, encoding="utf-8")
    (work / "loading.css").write_text((TEMPLATES / "loading.css").read_text(encoding="utf-8"))
    (work / "site.webmanifest").write_text(manifest(), encoding="utf-8")
    (work / "loader.js").write_text(render_template("loader.js", {
        "worker": WORKER, "serviceWorker": SERVICE_WORKER,
        "spinner": f"pn-{pn_config.loading_spinner}", "progressKey": first_screen.STORAGE_KEY,
        "langKey": LANG_KEY}),
        encoding="utf-8")

    # the cache name changes with any file, so a new build gets a new service worker and cache
    site = worker_site(work, site_lock, rendered)
    version = digest_of(work, site_files(work), render_template(WORKER, site))
    cache_name = CACHE_PREFIX + version
    (work / WORKER).write_text(render_template(WORKER, {**site, "cacheName": cache_name}),
                               encoding="utf-8")
    # with each file's integrity, the service worker can take it from wherever it already is
    # (this visit's HTTP cache, the previous build's cache) without trusting a stale copy
    precached = {rel: integrity(sha256_file(work / rel)) for rel in site_files(work)
                 if rel != SERVICE_WORKER}
    (work / SERVICE_WORKER).write_text(render_template(SERVICE_WORKER, {
        "cacheName": cache_name, "prefix": CACHE_PREFIX, "snapshot": SNAPSHOT, "files": precached}),
        encoding="utf-8")
    precompress(work, site_files(work))

    shutil.rmtree(out, ignore_errors=True)
    work.replace(out)
    return out
