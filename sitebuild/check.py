"""Static checks of a built ``dist/`` (run at the end of every build, and by the tests):

* every URL that the page, the loader, the worker, the service worker, the manifest, the lock and
  the stylesheets name is a file of ``dist/``;
* the service worker precaches exactly the files the site needs: those named, plus the folders
  that the app's Python code names at run time (``assets/``, Panel's stylesheets);
* the service worker's integrity of each file is that file's, and every gzipped copy
  (``name.gz``) unpacks to its file, so that no stale byte can be served or cached;
* every wheel matches the sha256 of the lock;
* no CDN host appears in any text file (but those documented in :data:`ALLOWED`);
* the page's Content-Security-Policy is its first ``<meta>`` after the charset, allows no other
  origin and runs no inline script but by its hash (see :func:`csp_problems`).

>>> sorted(refs_in_html('<script src="a.js?v=1"></script><link href="./b%20c.css">'))
['a.js', 'b c.css']
"""

from __future__ import annotations

import gzip
import json
import posixpath
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from . import CORE_SHA256, LOCK_FILE
from .build import PYODIDE_DIR, SERVICE_WORKER, WORKER, integrity, site_files
from .compress import SUFFIX
from .page import PANEL_LOCAL, PANEL_RUNTIME_GLOBS
from .vendor import sha256_file

CDN_HOSTS = ("cdn.jsdelivr.net", "cdn.holoviz.org", "cdn.bokeh.org", "unpkg.com", "pyscript.net",
             "esm.sh", "fonts.googleapis.com", "fonts.gstatic.com", "files.pythonhosted.org",
             "pypi.org", "cdnjs.cloudflare.com", "use.fontawesome.com")
#: (file prefix, host) pairs that stay, each named only for a feature the app does not use:
#: Pyodide's loader has its CDN as the default source of packages missing from the lock (the
#: worker sets ``packageBaseUrl`` to the site instead, and the file is checked byte for byte);
#: BokehJS fetches MathJax for TeX labels and the Tabler icon font for ``TablerIcon`` only.
#: The browser test checks that no request leaves 127.0.0.1.
ALLOWED = (("pyodide/pyodide.js", "cdn.jsdelivr.net"), ("bokeh/", "cdn.jsdelivr.net"))
TEXT_SUFFIXES = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt")
#: folders whose files the app's Python asks for at run time, so no file names them statically
RUNTIME_DIRS = ("assets/",)


def _clean(url: str, base: str = "") -> str | None:
    """A same-site URL as a path from the site's root, or None for data:, blob: and fragments."""
    if url.startswith(("data:", "blob:", "#", "javascript:")) or not url:
        return None
    parts = urlsplit(url)
    if parts.scheme or parts.netloc:
        return url  # absolute: reported as not a file of the site
    return posixpath.normpath(posixpath.join(base, unquote(parts.path))).lstrip("/")


def refs_in_html(html: str) -> set[str]:
    """Files named by ``src``/``href`` attributes and by the stylesheets of the pre-rendered
    document."""
    urls = re.findall(r"""\b(?:src|href)=["']([^"']+)["']""", html)
    urls += re.findall(r'"url":"([^"]+)"', html)
    return {path for path in map(_clean, urls) if path}


def refs_in_css(css: str, base: str) -> set[str]:
    """Files named by ``url(...)`` in a stylesheet at ``base``.

    >>> refs_in_css("a { b: url('../x.svg') } c { d: url(data:abc) }", "panel/css")
    {'panel/x.svg'}
    """
    urls = re.findall(r"""url\(\s*['"]?([^'")]+)['"]?\s*\)""", css)
    return {path for path in (_clean(url, base) for url in urls) if path}


def embedded_site(text: str) -> dict[str, Any]:
    """The ``SITE`` settings that the build wrote into a generated script."""
    start = text.index("const SITE = ") + len("const SITE = ")
    return json.JSONDecoder().raw_decode(text[start:])[0]


def references(dist: Path) -> dict[str, set[str]]:
    """For each file that names others, the files it names (paths from the site's root)."""
    read = lambda rel: (dist / rel).read_text(encoding="utf-8")  # noqa: E731
    loader, worker = embedded_site(read("loader.js")), embedded_site(read(WORKER))
    lock = json.loads(read(PYODIDE_DIR + LOCK_FILE))
    manifest = json.loads(read("site.webmanifest"))
    refs = {
        "index.html": refs_in_html(read("index.html")),
        "loader.js": {loader["worker"], loader["serviceWorker"]},
        WORKER: {f["path"] for f in worker["files"]} | {
            worker["pyodide"] + name for name in (*CORE_SHA256, LOCK_FILE)},
        PYODIDE_DIR + LOCK_FILE: {PYODIDE_DIR + p["file_name"] for p in lock["packages"].values()},
        "site.webmanifest": {_clean(i["src"]) for i in manifest["icons"]} | {"index.html"},
        SERVICE_WORKER: set(embedded_site(read(SERVICE_WORKER))["files"]),
    }
    for css in sorted(dist.rglob("*.css")):
        rel = css.relative_to(dist).as_posix()
        refs[rel] = refs_in_css(css.read_text(encoding="utf-8"), posixpath.dirname(rel))
    return refs


def needed(dist: Path, refs: dict[str, set[str]]) -> set[str]:
    """The files the site needs: the entry points, what they name (transitively, the service
    worker's list aside) and the run-time folders."""
    todo, found = ["index.html", SERVICE_WORKER], set()
    while todo:
        rel = todo.pop()
        if rel in found:
            continue
        found.add(rel)
        for name, targets in refs.items():
            if name == rel and name != SERVICE_WORKER:
                todo.extend(targets)
    runtime = {PANEL_LOCAL + p.relative_to(dist / PANEL_LOCAL).as_posix()
               for pattern in PANEL_RUNTIME_GLOBS for p in (dist / PANEL_LOCAL).glob(pattern)}
    files = site_files(dist)
    return found | runtime | {rel for rel in files if rel.startswith(RUNTIME_DIRS)}


def cdn_mentions(dist: Path, files: Iterable[str]) -> list[str]:
    """``file: host`` for every CDN host named in a text file of the site."""
    found = []
    for rel in files:
        if not rel.endswith(TEXT_SUFFIXES):
            continue
        text = (dist / rel).read_text(encoding="utf-8", errors="replace")
        found += [f"{rel}: {host}" for host in CDN_HOSTS
                  if host in text and not any(rel.startswith(prefix) and host == allowed
                                               for prefix, allowed in ALLOWED)]
    return found


def stale_copies(dist: Path, precached: dict[str, str]) -> list[str]:
    """Files whose integrity in the service worker, or whose gzipped copy, is not their
    content."""
    problems = [f"{SERVICE_WORKER}: wrong integrity for {rel}"
                for rel, value in sorted(precached.items())
                if (dist / rel).is_file() and integrity(sha256_file(dist / rel)) != value]
    for copy in sorted(p for p in dist.rglob("*" + SUFFIX) if p.is_file()):
        rel = copy.relative_to(dist).as_posix()
        original = copy.with_name(copy.name[: -len(SUFFIX)])
        if not original.is_file():
            problems.append(f"{rel} is the copy of no file")
        elif gzip.decompress(copy.read_bytes()) != original.read_bytes():
            problems.append(f"{rel} does not unpack to {original.relative_to(dist).as_posix()}")
    return problems


CSP_META = re.compile(r'<meta charset="utf-8">\s*<meta http-equiv="Content-Security-Policy" content="([^"]*)">')
#: what a source of the page's policy may be: the site itself, its own blobs and data, a hash
#: of an inline script, or one of the keywords docs/site.md explains
CSP_SOURCES = re.compile(r"'self'|'none'|blob:|data:|'sha256-[A-Za-z0-9+/]+={0,2}'|'unsafe-eval'|"
                         r"'report-sample'|'unsafe-inline'")
#: directives where a source is allowed only if the policy names it here
CSP_REQUIRED = {"default-src": "'self'", "connect-src": "'self' blob:", "object-src": "'none'",
                "base-uri": "'self'"}


def csp_problems(html: str) -> list[str]:
    """What is wrong with the Content-Security-Policy of the page ``html``.

    >>> page = '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="%s">'
    >>> for problem in csp_problems(page % ("default-src 'self'; connect-src 'self' blob: https://x.org; "
    ...                                     "script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'")):
    ...     print(problem)
    CSP: connect-src is not 'self' blob:
    CSP: connect-src allows https://x.org
    CSP: script-src allows 'unsafe-inline'
    """
    found = CSP_META.findall(html)
    if len(found) != 1 or html.count("Content-Security-Policy") != 1:
        return ["CSP: index.html has no Content-Security-Policy right after its charset"]
    policy = {name: sources for name, *sources in (part.split() for part in found[0].split(";") if part.strip())}
    problems = [f"CSP: {name} is not {value}" for name, value in CSP_REQUIRED.items()
                if " ".join(policy.get(name, [])) != value]
    problems += [f"CSP: {name} allows {source}" for name, sources in policy.items() for source in sources
                 if not CSP_SOURCES.fullmatch(source)
                 or source == "'unsafe-inline'" and name.startswith("script-src")]
    return problems


def check_site(dist: Path) -> list[str]:
    """Every problem of a built site, one line each; an empty list when all is well.

    Example::

        assert check_site(Path("dist")) == []
    """
    files = set(site_files(dist))
    refs = references(dist)
    problems = [f"{source} names {target}, which is not a file of the site"
                for source, targets in sorted(refs.items())
                for target in sorted(targets - files)]
    precached = refs[SERVICE_WORKER]
    need = needed(dist, refs) - {SERVICE_WORKER}
    problems += [f"needed but not precached: {rel}" for rel in sorted(need - precached)]
    problems += [f"precached but not needed: {rel}" for rel in sorted(precached - need)]
    problems += [f"in dist/ but not needed: {rel}"
                 for rel in sorted(files - need - {SERVICE_WORKER})]
    lock = json.loads((dist / PYODIDE_DIR / LOCK_FILE).read_text(encoding="utf-8"))
    problems += [f"{PYODIDE_DIR}{p['file_name']}: sha256 differs from the lock"
                 for p in lock["packages"].values()
                 if (dist / PYODIDE_DIR / p["file_name"]).is_file()
                 and sha256_file(dist / PYODIDE_DIR / p["file_name"]) != p["sha256"]]
    worker_list = embedded_site((dist / SERVICE_WORKER).read_text(encoding="utf-8"))["files"]
    problems += stale_copies(dist, worker_list)
    problems += [f"CDN host named in {m}" for m in cdn_mentions(dist, sorted(files))]
    problems += csp_problems((dist / "index.html").read_text(encoding="utf-8"))
    return problems
