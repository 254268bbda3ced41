"""A real build on the fake distribution, checked statically: every URL resolves to a file of
``dist/``, the service worker precaches exactly the site, no CDN host anywhere, slim wheels."""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import re
import shutil
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

from sitebuild.check import CDN_HOSTS, check_site, embedded_site
from sitebuild.compress import SUFFIX
from sitebuild.report import format_report, sizes
from tests.helpers import make_cards

GENERATED = ["index.html", "loader.js", "worker.js", "serviceWorker.js", "site.webmanifest",
             "loading.css", "pyodide/pyodide-lock.json"]


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.urls += [value for name, value in attrs if name in ("src", "href") and value]


def all_files(dist: Path) -> set[str]:
    """The files of the site, without the gzipped copies."""
    return {p.relative_to(dist).as_posix() for p in dist.rglob("*")
            if p.is_file() and not p.name.endswith(SUFFIX)}


def sri(data: bytes) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def test_the_checks_pass(built_site):
    assert check_site(built_site) == []


def test_every_link_of_the_page_is_a_file(built_site):
    parser = Links()
    parser.feed((built_site / "index.html").read_text(encoding="utf-8"))
    # the tab's icon is inline; the first screen's links to its own screens are in the page
    paths = {unquote(urlsplit(url).path).removeprefix("./") for url in parser.urls
             if not url.startswith(("data:", "#"))}
    assert {"loader.js", "loading.css", "site.webmanifest", "panel/1.9.4/dist/panel.min.js",
            "bokeh/3.9.2/bokeh.min.js", "assets/app.css"} <= paths
    assert not {p for p in paths if not (built_site / p).is_file()}


def test_the_service_worker_precaches_exactly_the_site(built_site):
    site = embedded_site((built_site / "serviceWorker.js").read_text(encoding="utf-8"))
    assert set(site["files"]) == all_files(built_site) - {"serviceWorker.js"}
    for path, integrity in site["files"].items():
        assert integrity == sri((built_site / path).read_bytes()), path
    worker = embedded_site((built_site / "worker.js").read_text(encoding="utf-8"))
    assert worker["cacheName"] == site["cacheName"] and site["cacheName"].startswith(site["prefix"])


def test_every_card_of_every_deck_is_drawn_into_the_site_and_precached(built_site):
    """The card art is not committed: the build draws it from each registered deck's art module
    into ``assets/cards/`` (whatever ``static/cards/`` holds, or lacks on a fresh clone), every
    card in French and in English and nothing else, and the service worker precaches it."""
    drawn = {f"assets/cards/{folder}{name}": svg for lang, folder in (("fr", ""), ("en", "en/"))
             for name, (_, svg) in make_cards().all_cards(lang).items()}
    assert {rel for rel in all_files(built_site) if rel.startswith("assets/cards/")} == set(drawn)
    assert not [rel for rel, svg in drawn.items() if (built_site / rel).read_text(encoding="utf-8") != svg]
    precached = embedded_site((built_site / "serviceWorker.js").read_text(encoding="utf-8"))["files"]
    assert set(drawn) <= set(precached)


def test_no_cdn_host_and_no_other_host_in_what_the_build_writes(built_site):
    for rel in GENERATED:
        text = (built_site / rel).read_text(encoding="utf-8")
        assert not [host for host in CDN_HOSTS if host in text], rel
        others = {u for u in re.findall(r"https?://[^\s\"'<>)]+", text)
                  if not u.startswith("http://www.w3.org/")}
        assert not others, (rel, others)


def test_the_lock_holds_our_packages_and_their_digests(built_site):
    lock = json.loads((built_site / "pyodide/pyodide-lock.json").read_text())
    packages = lock["packages"]
    assert set(packages) == {"bokeh", "panel", "param", "pyviz-comms", "tarot-ecole", "numpy",
                             "pyyaml", "jinja2", "markupsafe", "packaging", "tqdm", "pyodide-http"}
    for entry in packages.values():
        data = (built_site / "pyodide" / entry["file_name"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"]
    assert packages["tarot-ecole"]["depends"] == ["panel"]
    assert set(packages["tarot-ecole"]["imports"]) >= {"app", "engine", "ui"}


def test_the_worker_prefetches_every_wheel_with_its_integrity(built_site):
    worker = embedded_site((built_site / "worker.js").read_text(encoding="utf-8"))
    files = {f["path"]: f for f in worker["files"]}
    wheels = {f"pyodide/{p.name}" for p in (built_site / "pyodide").glob("*.whl")}
    assert wheels | {"pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip",
                     "pyodide/pyodide-lock.json"} == set(files)
    for path, item in files.items():
        data = (built_site / path).read_bytes()
        assert item["size"] == len(data)
        assert item["integrity"] == sri(data)
    assert {f"pyodide/{name}" for name in worker["wheels"]} == wheels
    assert worker["setup"].count("import panel") and "init_doc()" not in worker["setup"]
    assert worker["code"].startswith("from __future__ import annotations")


def test_bokeh_and_panel_wheels_are_slim(built_site):
    for name, dropped in (("bokeh", "bokeh/server/static/"), ("panel", "panel/dist/")):
        wheel = next((built_site / "pyodide").glob(f"{name}-*.whl"))
        names = zipfile.ZipFile(wheel).namelist()
        assert f"{name}/__init__.pyc" in names
        assert not [n for n in names if n.startswith(dropped) or "/tests/" in n or n.endswith(".ts")]
        assert wheel.with_name(wheel.name + SUFFIX).stat().st_size < 1_300_000


def test_what_only_a_server_a_terminal_or_jupyter_uses_is_left_out(built_site):
    wheels = {path.name.split("-")[0]: zipfile.ZipFile(path)
              for path in (built_site / "pyodide").glob("*.whl")}
    panel, comms = wheels["panel"].namelist(), wheels["pyviz_comms"].namelist()
    assert "panel/io/server.pyc" in panel and not [n for n in panel if n.startswith("panel/command/")]
    # pyviz_comms reads its extension's package.json at import: only that stays
    assert "pyviz_comms/labextension/package.json" in comms
    assert not [n for n in comms if "/static/" in n or ".data/" in n]
    for name, wheel in wheels.items():
        metadata = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
        headers = wheel.read(metadata).decode()
        assert "\nVersion: " in headers and "\n\n" not in headers, name  # no long description


def test_what_the_app_imports_at_start_ships_as_cpython_313_bytecode(built_site):
    magic_313 = (3571).to_bytes(2, "little") + b"\r\n"
    wheel = zipfile.ZipFile(next((built_site / "pyodide").glob("panel-*.whl")))
    stdlib = zipfile.ZipFile(built_site / "pyodide/python_stdlib.zip")
    ours = zipfile.ZipFile(next((built_site / "pyodide").glob("tarot_ecole-*.whl")))
    for archive, module in ((wheel, "panel/viewable"), (stdlib, "json/decoder"), (stdlib, "pyodide/ffi/__init__"),
                            (ours, "engine/__init__"), (ours, "ui/views")):
        assert f"{module}.py" not in archive.namelist()
        assert archive.read(f"{module}.pyc")[:4] == magic_313, module
    # what the app does not import at start stays a source (fewer bytes; compiled if ever needed)
    assert "graphlib.py" in stdlib.namelist() and "graphlib.pyc" not in stdlib.namelist()
    # and what cannot run in a browser's worker, or serves no one there, is not there at all
    assert not [name for name in stdlib.namelist()
                if name.startswith(("multiprocessing/", "smtplib.", "pydoc", "encodings/cp1252.",
                                    "doctest.", "pdb.", "xml/dom/", "http/server."))]
    assert {"encodings/cp437.py", "encodings/cp437.pyc"} & set(stdlib.namelist())  # zipfile's names


def test_our_wheel_holds_every_game_s_package_and_lessons(built_site):
    """The games are found in the wheel as in the tree: each game's package (its ``__init__``,
    as bytecode or source), its lesson files, their proofs and its lessons' words."""
    from engine import all_games

    ours = set(zipfile.ZipFile(next((built_site / "pyodide").glob("tarot_ecole-*.whl"))).namelist())
    root = Path(__file__).resolve().parents[2]
    for game in all_games():
        folder = game.lesson_folder().relative_to(root)
        package = folder.parent.as_posix()
        assert {f"{package}/__init__.py", f"{package}/__init__.pyc"} & ours, package
        assert f"{package}/lessons.toml" in ours and f"{package}/inventory.toml" in ours
        files = {path.relative_to(root).as_posix() for path in (root / folder).iterdir()}
        assert files and files <= ours, files - ours


def test_our_wheel_holds_the_lessons_read_and_checked_at_build_time(built_site):
    """The site's prelude hands this copy to the app (reading the lesson files in Pyodide took
    1.5-2 s of a first visit): it must be every lesson exactly as ``lessons.load()`` reads them."""
    import pickle

    import lessons
    from sitebuild.page import CURRICULUM

    ours = zipfile.ZipFile(next((built_site / "pyodide").glob("tarot_ecole-*.whl")))
    assert pickle.loads(ours.read(CURRICULUM)) == lessons.load()


def test_the_checks_can_fail(built_site, tmp_path):
    broken = tmp_path / "dist"
    shutil.copytree(built_site, broken)
    (broken / "stray.txt").write_text("left over")
    (broken / "bokeh/3.9.2/bokeh-gl.min.js").unlink()
    page = broken / "index.html"
    page.write_text(page.read_text().replace("</head>", '<script src="https://esm.sh/x"></script></head>'))
    problems = check_site(broken)
    assert "in dist/ but not needed: stray.txt" in problems
    assert "precached but not needed: stray.txt" not in problems  # the list was built before it
    assert any("bokeh-gl.min.js, which is not a file of the site" in p for p in problems)
    assert "CDN host named in index.html: esm.sh" in problems
    assert "serviceWorker.js: wrong integrity for index.html" in problems
    (broken / "loader.js.gz").write_bytes(gzip.compress(b"stale"))
    (broken / "gone.js.gz").write_bytes(gzip.compress(b"x"))
    problems = check_site(broken)
    assert "loader.js.gz does not unpack to loader.js" in problems
    assert "gone.js.gz is the copy of no file" in problems


def test_what_compresses_has_a_gzipped_copy(built_site):
    for rel in ["index.html", "pyodide/pyodide.asm.wasm", "bokeh/3.9.2/bokeh.min.js",
                "panel/1.9.4/dist/css/loading.css", "assets/app.css", "serviceWorker.js"]:
        data = (built_site / rel).read_bytes()
        packed = (built_site / (rel + SUFFIX)).read_bytes()
        assert gzip.decompress(packed) == data and len(packed) < len(data) / 2, rel
    copies = {p.relative_to(built_site).as_posix()[: -len(SUFFIX)]
              for p in built_site.rglob("*" + SUFFIX)}
    assert copies <= all_files(built_site)


def test_the_size_report_adds_up(built_site):
    table = sizes(built_site)
    files = all_files(built_site)
    total = sum((built_site / rel).stat().st_size for rel in files)
    copies = {rel: built_site / (rel + SUFFIX) for rel in files}
    sent = sum((copies[rel] if copies[rel].is_file() else built_site / rel).stat().st_size
               for rel in files)
    assert sum(raw for raw, _ in table.values()) == total
    assert sum(packed for _, packed in table.values()) == sent < total / 2
    assert {"Pyodide core and lock", "BokehJS", "Panel JS and CSS", "wheel panel"} <= set(table)
    assert format_report(table).splitlines()[-1].split()[1:] == [f"{total:,}", f"{sent:,}"]
