"""A static server for ``dist/``: the right MIME types (``application/wasm`` above all, which
WebAssembly's streaming compile requires), the build's gzipped copies (``name.gz``) sent with
``Content-Encoding: gzip`` to browsers that accept it, and revalidation headers so that a new
build is seen at once (offline visits are the service worker's job, not the HTTP cache's).

>>> SiteHandler.extensions_map[".wasm"], SiteHandler.extensions_map[".webmanifest"]
('application/wasm', 'application/manifest+json')
>>> accepts_gzip("gzip, deflate, br"), accepts_gzip("br, gzip;q=0"), accepts_gzip("identity")
(True, False, False)
"""

from __future__ import annotations

import functools
import http.server
import os
import re
from pathlib import Path

from .compress import SUFFIX


def accepts_gzip(header: str) -> bool:
    """Whether an ``Accept-Encoding`` header accepts gzip (``*`` too, unless refused by q=0)."""
    for item in header.split(","):
        name, _, params = item.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            quality = re.search(r"q\s*=\s*([0-9.]+)", params)
            return not quality or float(quality[1]) > 0
    return False


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """``SimpleHTTPRequestHandler`` with our MIME types, precompressed files and
    ``Cache-Control``."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript",
        ".css": "text/css", ".html": "text/html; charset=utf-8", ".json": "application/json",
        ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml",
        ".whl": "application/zip", ".zip": "application/zip",
    }

    #: whether the response depends on Accept-Encoding (the file has a gzipped copy)
    vary = False

    def end_headers(self) -> None:
        # revalidate every time (cheap: 304 when unchanged)
        self.send_header("Cache-Control", "no-cache")
        if self.vary:
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def send_head(self):  # type: ignore[no-untyped-def]
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"  # (without the slash, the base class redirects)
        copy = path.with_name(path.name + SUFFIX)
        self.vary = path.is_file() and copy.is_file()
        if not (self.vary and accepts_gzip(self.headers.get("Accept-Encoding", ""))):
            return super().send_head()
        stat = copy.stat()
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}-gz"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return None
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("ETag", etag)
        self.end_headers()
        return copy.open("rb")

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base's name)
        if os.environ.get("SITE_SERVE_LOG"):
            super().log_message(format, *args)


def make_server(dist: Path, host: str = "127.0.0.1", port: int = 8000,
                handler: type[SiteHandler] = SiteHandler) -> http.server.ThreadingHTTPServer:
    """A server of ``dist`` (not yet serving; call ``serve_forever``). Port 0 picks a free one;
    ``handler`` may be a subclass of :class:`SiteHandler` (the tests log requests with one).

    >>> import tempfile; server = make_server(Path(tempfile.mkdtemp()), port=0)
    >>> server.server_address[0]
    '127.0.0.1'
    >>> server.server_close()
    """
    return http.server.ThreadingHTTPServer((host, port), functools.partial(handler, directory=str(dist)))
