"""``python -m sitebuild serve`` over real HTTP: MIME types, the build's gzipped copies sent to
clients that accept gzip (and only to them), and revalidation."""

from __future__ import annotations

import gzip
import http.client
import threading
from urllib.parse import urlsplit

import pytest

from sitebuild.compress import SUFFIX
from sitebuild.serve import make_server


def get(url: str, path: str, **headers: str) -> tuple[http.client.HTTPResponse, bytes]:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    connection.request("GET", "/" + path, headers=headers)
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response, body


@pytest.mark.parametrize(("path", "kind"), [
    ("pyodide/pyodide.asm.wasm", "application/wasm"),
    ("", "text/html; charset=utf-8"),
    ("bokeh/3.9.2/bokeh.min.js", "text/javascript"),
    ("assets/app.css", "text/css"),
    ("site.webmanifest", "application/manifest+json"),
    ("assets/icons/logo.svg", "image/svg+xml"),
])
def test_gzip_to_those_who_accept_it_and_the_file_to_others(site_server, path, kind):
    file = site_server.dist / (path or "index.html")
    response, body = get(site_server.url, path, **{"Accept-Encoding": "gzip, deflate, br"})
    assert response.status == 200
    assert response.headers["Content-Type"] == kind
    assert response.headers["Content-Encoding"] == "gzip"
    assert response.headers["Vary"] == "Accept-Encoding"
    assert body == (file.parent / (file.name + SUFFIX)).read_bytes()
    assert gzip.decompress(body) == file.read_bytes()

    response, body = get(site_server.url, path, **{"Accept-Encoding": "br, gzip;q=0"})
    assert response.headers["Content-Type"] == kind
    assert "Content-Encoding" not in response.headers
    assert response.headers["Vary"] == "Accept-Encoding"
    assert body == file.read_bytes()


def test_revalidation_of_the_gzipped_copy(site_server):
    response, _ = get(site_server.url, "loader.js", **{"Accept-Encoding": "gzip"})
    assert response.headers["Cache-Control"] == "no-cache"
    again, body = get(site_server.url, "loader.js", **{"Accept-Encoding": "gzip",
                                                       "If-None-Match": response.headers["ETag"]})
    assert again.status == 304 and body == b""


def test_a_file_without_a_copy_goes_as_is(tmp_path):
    (tmp_path / "a.js").write_text("let a = 1;\n" * 100)  # compressible, but no a.js.gz
    server = make_server(tmp_path, port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        response, body = get(f"http://127.0.0.1:{server.server_address[1]}/", "a.js",
                             **{"Accept-Encoding": "gzip"})
    finally:
        server.shutdown()
        server.server_close()
    assert response.headers["Content-Type"] == "text/javascript"
    assert "Content-Encoding" not in response.headers and "Vary" not in response.headers
    assert body == (tmp_path / "a.js").read_bytes()
