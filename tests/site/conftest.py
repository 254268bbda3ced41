"""Fixtures of the site tests: a fake Pyodide 0.29.3 distribution, a site built on it and a new
build of that site (one stylesheet changed), the site built on the real distribution, and
servers on 127.0.0.1 that log every request they answer.

The fake distribution has the real core from the npm package ``pyodide@0.29.3`` (the runtime,
the stdlib and the lock), and, since the compiled packages of the distribution cannot be had
here, small generated wheels under their real file names, with the lock's sha256 rewritten to
match. Their modules raise ImportError, so a site built on it boots the real interpreter and
installs every wheel, then stops with a clear error.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import tarfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest

from sitebuild import CACHE, CORE_SHA256, LOCK_FILE, PYODIDE_VERSION, default_source
from sitebuild.packages import FROM_PYODIDE
from sitebuild.vendor import resolve
from sitebuild.wheels import write_wheel

NPM_DIR = CACHE / "npm"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
FAKE_MESSAGE = "fake package of the test distribution"


def npm_core() -> Path:
    """The unpacked npm package ``pyodide@0.29.3`` (downloaded once into the build cache)."""
    package = NPM_DIR / "package"
    if not (package / LOCK_FILE).is_file():
        NPM_DIR.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--silent"], cwd=NPM_DIR,
                       check=True, capture_output=True)
        with tarfile.open(NPM_DIR / f"pyodide-{PYODIDE_VERSION}.tgz") as archive:
            archive.extractall(NPM_DIR, filter="data")
    return package


def fake_wheel_bytes(dest: Path, entry: dict) -> bytes:
    """A wheel named as the lock says, whose modules raise ImportError."""
    files = {f"{name}/__init__.py": f"raise ImportError({FAKE_MESSAGE + ': ' + name!r})\n".encode()
             for name in entry["imports"]}
    path = write_wheel(dest / "build", entry["name"], entry["version"], files)
    return path.read_bytes()


def make_fake_distribution(dest: Path) -> Path:
    """Write the fake distribution into ``dest`` and return it."""
    core = npm_core()
    dest.mkdir(parents=True, exist_ok=True)
    for name in CORE_SHA256:
        shutil.copyfile(core / name, dest / name)
    lock = json.loads((core / LOCK_FILE).read_text())
    for name in resolve(lock, FROM_PYODIDE):
        entry = lock["packages"][name]
        data = fake_wheel_bytes(dest, entry)
        (dest / entry["file_name"]).write_bytes(data)
        entry["sha256"] = hashlib.sha256(data).hexdigest()
    shutil.rmtree(dest / "build")
    (dest / LOCK_FILE).write_text(json.dumps(lock))
    return dest


def made_once(factory: pytest.TempPathFactory, name: str, make: Callable[[Path], object]) -> Path:
    """``make(folder)`` run once for the whole test run, its folder returned: with pytest-xdist
    the workers share one temporary root, and the first to ask makes it while the others wait
    for it (a site build is 15-22 s of CPU, and every worker needs the real one). The folder is
    only read afterwards: a test that changes a site changes a copy. A ``make`` that fails marks
    nothing done, so the next worker to ask fails the same way, in its own tests."""
    root = factory.getbasetemp()
    if "PYTEST_XDIST_WORKER" in os.environ:
        root = root.parent
    folder = root / f"once-{name}" / "dist"
    with open(root / f"once-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = folder.with_name("done")
        if not done.exists():
            shutil.rmtree(folder.parent, ignore_errors=True)
            folder.parent.mkdir()
            make(folder)
            done.touch()
    return folder


@pytest.fixture(scope="session")
def fake_distribution(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return made_once(tmp_path_factory, "pyodide", make_fake_distribution)


@pytest.fixture(scope="session")
def built_site(fake_distribution: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``python -m sitebuild build`` on the fake distribution, into a temporary folder."""
    from sitebuild.__main__ import main

    def make(out: Path) -> None:
        assert main(["build", "--pyodide-dir", str(fake_distribution), "--out", str(out)]) == 0

    return made_once(tmp_path_factory, "site", make)


#: what the new build adds to the stylesheet (:func:`rebuilt_site`)
REBUILT = "\n/* rebuilt */\n"


@pytest.fixture(scope="session")
def rebuilt_site(fake_distribution: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new build of ``built_site``: the same, but ``assets/app.css`` ends with
    :data:`REBUILT`. Built once for the session (a build is seconds of CPU); :func:`rebuild`
    puts it in place of a served copy."""
    from sitebuild import ROOT
    from sitebuild.build import build

    def make(out: Path) -> None:
        static = out.with_name("static")
        shutil.copytree(ROOT / "static", static)
        with (static / "app.css").open("a", encoding="utf-8") as css:
            css.write(REBUILT)
        build(out, fake_distribution, static=static)

    return made_once(tmp_path_factory, "rebuilt", make)


def rebuild(served: Served, new_build: Path) -> None:
    """``new_build`` in place of the served copy, as a build replaces its output: built aside,
    then moved in."""
    aside = served.dist.with_name(served.dist.name + ".building")
    shutil.copytree(new_build, aside)
    shutil.rmtree(served.dist)
    aside.replace(served.dist)


@pytest.fixture(scope="session")
def real_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built from the real distribution (``sitebuild.default_source``): no fake package."""
    from sitebuild.build import build
    from sitebuild.check import check_site
    from sitebuild.vendor import VendorError
    from sitebuild.wheels import WheelError

    source = default_source()

    def make(out: Path) -> None:
        try:
            build(out, source)
        except (VendorError, WheelError) as error:
            pytest.fail(f"cannot build the site from {source} (set PYODIDE_DIR to a Pyodide 0.29.3 "
                        f"distribution, see docs/site.md):\n{error}")
        assert check_site(out) == []

    return made_once(tmp_path_factory, "real", make)


@dataclass
class Served:
    """A folder served on 127.0.0.1: its URL and the requests answered, as (path from the
    site's root, status), the page itself as ``index.html``."""

    dist: Path
    url: str = ""
    log: list[tuple[str, int]] = field(default_factory=list)


@contextmanager
def serving(dist: Path) -> Iterator[Served]:
    """Serve ``dist`` with ``sitebuild.serve``, logging every request."""
    from sitebuild.serve import SiteHandler, make_server

    served = Served(dist)

    class Logging(SiteHandler):
        def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
            path = unquote(urlsplit(self.path).path).lstrip("/")
            served.log.append((path if path and not path.endswith("/") else path + "index.html",
                               int(code)))

    server = make_server(dist, port=0, handler=Logging)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    served.url = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        yield served
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def holding(dist: Path, held: re.Pattern[str], timeout_s: float = 240) -> Iterator[tuple[str, threading.Event]]:
    """``dist`` served on 127.0.0.1, a request whose path matches ``held`` answered only once the
    returned event is set (or after ``timeout_s``)."""
    from sitebuild.serve import SiteHandler, make_server

    release = threading.Event()

    class Holding(SiteHandler):
        def send_head(self):  # type: ignore[no-untyped-def]
            if held.search(self.path.split("?")[0]):
                release.wait(timeout_s)
            return super().send_head()

    server = make_server(dist, port=0, handler=Holding)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", release
    finally:
        release.set()
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def site_server(built_site: Path) -> Iterator[Served]:
    """The built site, served."""
    with serving(built_site) as served:
        yield served


@pytest.fixture()
def site_copy(built_site: Path, tmp_path: Path) -> Iterator[Served]:
    """A copy of the built site, served: a test may rebuild it."""
    dist = tmp_path / "dist"
    shutil.copytree(built_site, dist)
    with serving(dist) as served:
        yield served


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "Chromium is missing: `make chromium` installs it"
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


#: what a page's boot has come to: the loader's marks, its screen's words, the service worker
BOOT_STATE = """() => ({marks: window.tarotBoot, ready: document.documentElement.dataset.siteReady || null,
  screen: (document.getElementById("site-loading") || {}).innerText || null,
  controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)})"""


def watch_console(page: Any) -> list[str]:
    """The page's console messages and errors from now on (its worker's included), kept to be
    said when a boot does not end (:func:`boot_state`)."""
    said: list[str] = []
    page.on("console", lambda message: said.append(f"{message.type}: {message.text[:300]}"))
    page.on("pageerror", lambda error: said.append(f"pageerror: {error}"))
    page.on("crash", lambda _: said.append("the page crashed"))
    page.on("requestfailed", lambda request: said.append(f"failed: {request.url} ({request.failure})"))
    return said


def boot_state(page: Any, said: list[str]) -> str:
    """Where a boot stopped, for a failure's message: :data:`BOOT_STATE` and the last console
    messages of ``said`` (:func:`watch_console`), each once: a message repeated by every
    component does not push out the one that said why."""
    try:
        state = json.dumps(page.evaluate(BOOT_STATE))
    except Exception as error:  # a crashed or closed page answers nothing
        state = f"the page does not answer: {error}"
    return f"{state}; console: {list(dict.fromkeys(said))[-20:]}"
