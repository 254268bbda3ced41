"""Vendoring the Pyodide distribution: from a directory and over HTTP (a server on 127.0.0.1),
with good, corrupt and missing files."""

from __future__ import annotations

import doctest
import functools
import hashlib
import http.server
import importlib
import json
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from sitebuild import CORE_SHA256, LOCK_FILE
from sitebuild.packages import FROM_PYODIDE
from sitebuild.vendor import FileSpec, VendorError, fetch_all, resolve, vendor_pyodide

MODULES = ["vendor", "wheels", "packages", "page", "build", "check", "report", "serve", "compress"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(f"sitebuild.{name}")
    result = doctest.testmod(module)
    assert result.failed == 0 and (result.attempted > 0 or name == "packages")


def spec(name: str, data: bytes) -> FileSpec:
    return FileSpec(name, hashlib.sha256(data).hexdigest())


@pytest.fixture()
def source(tmp_path: Path) -> tuple[Path, list[FileSpec]]:
    """A distribution folder with a good file, a corrupt one, and a missing one."""
    folder = tmp_path / "source"
    folder.mkdir()
    (folder / "good.whl").write_bytes(b"good")
    (folder / "corrupt.whl").write_bytes(b"tampered")
    specs = [spec("good.whl", b"good"), spec("corrupt.whl", b"original"),
             spec("missing.whl", b"missing")]
    return folder, specs


@pytest.fixture()
def http_source(source: tuple[Path, list[FileSpec]]) -> Iterator[tuple[str, list[FileSpec]]]:
    folder, specs = source
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *args: None  # type: ignore[method-assign]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", specs
    server.shutdown()
    server.server_close()


def assert_two_problems(error: VendorError) -> None:
    assert len(error.problems) == 2
    corrupt, missing = error.problems
    assert corrupt.startswith("corrupt.whl: corrupt (sha256 ") and "the lock says" in corrupt
    assert missing == "missing.whl: missing"
    assert "2 Pyodide file(s) missing or corrupt" in str(error)


@pytest.mark.parametrize("kind", ["directory", "http"])
def test_every_problem_is_reported_and_only_good_files_are_kept(kind, source, request, tmp_path):
    origin, specs = request.getfixturevalue("http_source") if kind == "http" else source
    dest = tmp_path / "dest"
    with pytest.raises(VendorError) as caught:
        fetch_all(specs, origin, dest)
    assert_two_problems(caught.value)
    assert sorted(p.name for p in dest.iterdir()) == ["good.whl"]  # nothing corrupt is written


def test_good_files_over_http(http_source, tmp_path):
    url, specs = http_source
    paths = fetch_all(specs[:1], url, tmp_path)
    assert [p.read_bytes() for p in paths] == [b"good"]


def test_a_file_already_in_place_is_not_fetched_again(source, tmp_path):
    folder, specs = source
    fetch_all(specs[:1], folder, tmp_path)
    (folder / "good.whl").unlink()  # the source no longer has it: the copy in place is used
    assert fetch_all(specs[:1], folder, tmp_path) == [tmp_path / "good.whl"]


def test_a_wrong_copy_in_place_is_replaced(source, tmp_path):
    folder, specs = source
    (tmp_path / "good.whl").write_bytes(b"stale")
    fetch_all(specs[:1], folder, tmp_path)
    assert (tmp_path / "good.whl").read_bytes() == b"good"


def test_unknown_packages_and_a_missing_lock_are_clear_errors(tmp_path):
    with pytest.raises(VendorError, match="package 'nope' is not in the lock"):
        resolve({"packages": {}}, ["nope"])
    with pytest.raises(VendorError, match=f"{LOCK_FILE}: missing"):
        vendor_pyodide(tmp_path, ["numpy"], tmp_path / "out")


def test_vendor_over_http_with_the_fake_distribution(fake_distribution, tmp_path):
    """The whole network path: the lock, the core and the packages from a server, through the
    download store; then one corrupt and one missing file, both reported."""
    served = tmp_path / "served"
    shutil.copytree(fake_distribution, served)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(served))
    handler.log_message = lambda *args: None  # type: ignore[method-assign]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        lock, names = vendor_pyodide(url, FROM_PYODIDE, tmp_path / "out", tmp_path / "store")
        expected = set(CORE_SHA256) | {lock["packages"][n]["file_name"] for n in names}
        assert {p.name for p in (tmp_path / "out").iterdir()} == expected
        assert {p.name for p in (tmp_path / "store").iterdir()} == expected
        assert "markupsafe" in names  # brought in by jinja2's lock dependencies

        numpy = lock["packages"]["numpy"]["file_name"]
        (served / numpy).write_bytes(b"not numpy")
        (served / "python_stdlib.zip").unlink()
        with pytest.raises(VendorError) as caught:
            vendor_pyodide(url, FROM_PYODIDE, tmp_path / "out2", tmp_path / "store2")
        problems = caught.value.problems
        assert len(problems) == 2
        assert problems[0].startswith(f"{numpy}: corrupt")
        assert problems[1] == "python_stdlib.zip: missing"
    finally:
        server.shutdown()
        server.server_close()
    assert json.loads((served / LOCK_FILE).read_text())["packages"]
