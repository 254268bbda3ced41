"""A static server for ``dist/``: the right MIME types (``application/wasm`` above all, which
WebAssembly's streaming compile requires), gzip for what compresses, and revalidation headers so
that a new build is seen at once (offline visits are the service worker's job, not the HTTP
cache's).

>>> SiteHandler.extensions_map[".wasm"], SiteHandler.extensions_map[".webmanifest"]
('application/wasm', 'application/manifest+json')
"""

from __future__ import annotations

import functools
import gzip
import http.server
import os
from pathlib import Path

#: types that gain from gzip; wheels and zips are compressed already
COMPRESSIBLE = ("text/", "application/javascript", "application/json", "application/wasm",
                "application/manifest+json", "image/svg+xml")


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """``SimpleHTTPRequestHandler`` with our MIME types, gzip and ``Cache-Control``."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript",
        ".css": "text/css", ".html": "text/html; charset=utf-8", ".json": "application/json",
        ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml",
        ".whl": "application/zip", ".zip": "application/zip",
    }

    def end_headers(self) -> None:
        # revalidate every time (cheap: 304 when unchanged)
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):  # type: ignore[no-untyped-def]
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"  # (without the slash, the base class redirects)
        kind = self.guess_type(str(path))
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and path.is_file() and kind.startswith(COMPRESSIBLE)):
            return super().send_head()
        stat = path.stat()
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}-gz"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return None
        body = _gzipped(path, stat.st_mtime_ns)
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", etag)
        self.end_headers()
        return _Body(body)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base's name)
        if os.environ.get("SITE_SERVE_LOG"):
            super().log_message(format, *args)


class _Body:
    """The file-like object ``send_head`` returns, holding compressed bytes."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def read(self, *_: int) -> bytes:
        data, self.data = self.data, b""
        return data

    def close(self) -> None:
        self.data = b""


@functools.lru_cache(maxsize=256)
def _gzipped(path: Path, mtime_ns: int) -> bytes:
    # keyed by modification time: a rebuilt file is compressed again
    return gzip.compress(path.read_bytes(), compresslevel=6)


def make_server(dist: Path, host: str = "127.0.0.1", port: int = 8000) -> http.server.ThreadingHTTPServer:
    """A server of ``dist`` (not yet serving; call ``serve_forever``). Port 0 picks a free one.

    >>> import tempfile; server = make_server(Path(tempfile.mkdtemp()), port=0)
    >>> server.server_address[0]
    '127.0.0.1'
    >>> server.server_close()
    """
    handler = functools.partial(SiteHandler, directory=str(dist))
    return http.server.ThreadingHTTPServer((host, port), handler)
