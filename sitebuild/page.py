"""The page: Panel's pyodide-worker page for ``app.py``, pre-rendered, with every Panel and Bokeh
URL turned into a same-origin file, our loading screen in place of Panel's worker handler, and the
Python code the worker runs.

>>> local_path("https://cdn.bokeh.org/bokeh/release/bokeh-widgets-3.9.2.min.js")
'bokeh/3.9.2/bokeh-widgets.min.js'
>>> local_path("https://fonts.example.org/x.woff2") is None
True
"""

from __future__ import annotations

import ast
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import bokeh
import panel
from panel.io import convert
from panel.io.resources import CDN_DIST, DIST_DIR, JS_VERSION

from . import TEMPLATES

BOKEH_CDN = "https://cdn.bokeh.org/bokeh/release/"
BOKEH_JS_DIR = Path(bokeh.__file__).parent / "server" / "static" / "js"
#: where Panel's own files go in ``dist/``; the worker sets ``PANEL_CDN_ROOT`` to ``<site>/panel/``
#: so that Panel's runtime URLs (``{root}{version}/dist/...``) land on the same files
PANEL_LOCAL = f"panel/{JS_VERSION}/dist/"
#: Panel files that its Python code may ask for at run time (stylesheets of widgets and themes,
#: the spinners of loading.css), not only those of the first screen
PANEL_RUNTIME_GLOBS = ("css/*.css", "bundled/theme/*.css", "assets/*_spinner.svg")
UUID_RE = re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b")
URL_RE = re.compile(r"""https?://[^\s"'<>()\\]+""")
#: absolute URLs that name something without fetching it (XML namespaces of inline SVG)
NOT_FETCHED = ("http://www.w3.org/",)


class PageError(Exception):
    """The page cannot be made self-contained."""


@dataclass
class Page:
    """The page's HTML, the Python code of its worker (the setup, then the app), and the web
    files it needs (path in ``dist/`` → source file)."""

    html: str
    setup: str
    code: str
    files: dict[str, Path]


def local_path(url: str) -> str | None:
    """The path in ``dist/`` of a Panel or Bokeh CDN URL, or None for any other URL."""
    if url.startswith(CDN_DIST):
        return PANEL_LOCAL + url[len(CDN_DIST):].split("?")[0]
    match = re.fullmatch(re.escape(BOKEH_CDN) + r"(bokeh[a-z-]*)-(\d[\w.]*?)\.min\.js", url)
    if match:
        return f"bokeh/{match[2]}/{match[1]}.min.js"
    return None


def source_of(path: str) -> Path:
    """The installed file behind a ``dist/`` path made by :func:`local_path`.

    >>> source_of("bokeh/3.9.2/bokeh.min.js").name
    'bokeh.min.js'
    """
    if path.startswith(PANEL_LOCAL):
        return DIST_DIR / path[len(PANEL_LOCAL):]
    return BOKEH_JS_DIR / path.split("/")[-1]


def localize(text: str) -> tuple[str, dict[str, Path]]:
    """``text`` with every Panel and Bokeh CDN URL made relative, and the files they name.

    Raises :class:`PageError` for any other absolute URL (it would leave the site).
    """
    files: dict[str, Path] = {}
    unknown: set[str] = set()

    def swap(match: re.Match[str]) -> str:
        url = match[0]
        path = local_path(url)
        if path is None:
            if not url.startswith(NOT_FETCHED):
                unknown.add(url)
            return url
        files[path] = source_of(path)
        return path

    text = URL_RE.sub(swap, text)
    if unknown:
        raise PageError("the page names files on other hosts: " + ", ".join(sorted(unknown)))
    missing = sorted(str(src) for src in files.values() if not src.is_file())
    if missing:
        raise PageError("installed Panel/Bokeh files are missing: " + ", ".join(missing))
    return text, files


def stable_ids(html: str) -> str:
    """``html`` with Bokeh's random document and element ids numbered in order of appearance,
    so that they do not change the page (and the service worker's cache name) at every build.

    >>> stable_ids("16fe3468-d15e-4577-841a-949b23e35d39 d75c130f-58ca-4b27-97f1-9df813956ae4 "
    ...            "16fe3468-d15e-4577-841a-949b23e35d39").split()
    ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', \
'00000000-0000-4000-8000-000000000001']
    """
    numbers: dict[str, int] = {}

    def number(match: re.Match[str]) -> str:
        n = numbers.setdefault(match[0], len(numbers) + 1)
        return f"00000000-0000-4000-8000-{n:012d}"

    return UUID_RE.sub(number, html)


def panel_runtime_files() -> dict[str, Path]:
    """The Panel files of :data:`PANEL_RUNTIME_GLOBS`, by their path in ``dist/``."""
    return {PANEL_LOCAL + src.relative_to(DIST_DIR).as_posix(): src
            for pattern in PANEL_RUNTIME_GLOBS for src in sorted(DIST_DIR.glob(pattern))}


def worker_setup(app: Path) -> str:
    """What the worker runs before the app is made: our prelude (which imports Panel), then the
    app's own top-level imports. It holds nothing of one visit (no address, no document), so
    the interpreter's memory after it can be saved and restored on the next visit (see
    ``templates/worker.js``).

    >>> "from ui.views import" in worker_setup(Path(__import__("sitebuild").ROOT / "app.py"))
    True
    """
    source = app.read_text(encoding="utf-8")
    imports = [ast.get_source_segment(source, node) for node in ast.parse(source).body
               if isinstance(node, ast.Import)
               or isinstance(node, ast.ImportFrom) and node.module != "__future__"]
    prelude = (TEMPLATES / "prelude.py").read_text(encoding="utf-8")
    return "\n".join([prelude, *imports])


def worker_code(app: Path) -> str:
    """What the worker runs to make the app, after :func:`worker_setup`: the app inside Panel's
    own wrapping (``init_doc()`` and the page's address before, ``await write_doc()`` after), as
    ``panel convert`` does; the app's ``from __future__`` imports go first, where Python
    requires them.

    >>> worker_code(Path(__import__("sitebuild").ROOT / "app.py")).startswith("from __future__")
    True
    """
    lines = app.read_text(encoding="utf-8").splitlines()
    future = [line for line in lines if line.startswith("from __future__ import")]
    body = [line for line in lines if line not in future]
    return "\n".join([*future, convert.PRE, "_set_location(page_location)", *body, convert.POST])


def replace_handler(html: str, name: str, body: str) -> str:
    """``html`` with Panel's worker handler (the inline script that starts ``./{name}.js``)
    replaced by ``body``.

    >>> replace_handler('<p><script>\\n new Worker("./app.js");\\n</script></p>', "app", "X")
    '<p>X</p>'
    """
    marker = f'new Worker("./{name}.js")'
    if html.count(marker) != 1:
        raise PageError(f"Panel's page does not start ./{name}.js once: its shape has changed")
    at = html.index(marker)
    start, end = html.rindex("<script", 0, at), html.index("</script>", at) + len("</script>")
    return html[:start] + body + html[end:]


#: Panel's one inline script that needs BokehJS while the page is read
LOG_LEVEL = 'Bokeh.set_log_level("info");'


def defer_scripts(html: str) -> str:
    """``html`` with the script files of its ``<head>`` (BokehJS, Panel: 2 MB of JavaScript)
    deferred: they run in order once the page is read, before ``DOMContentLoaded`` as Panel's
    own code expects, and no longer hold up the first screen. Panel's inline use of BokehJS in
    the head waits for them.

    >>> defer_scripts('<head><script type="text/javascript" src="b.js"></script>'
    ...               '<script type="text/javascript">Bokeh.set_log_level("info");</script></head>')
    '<head><script type="text/javascript" defer src="b.js"></script><script type="text/javascript">\
addEventListener("DOMContentLoaded", () => Bokeh.set_log_level("info"));</script></head>'
    """
    head, rest = html.split("</head>", 1)
    if head.count(LOG_LEVEL) != 1:
        raise PageError("Panel's page does not set BokehJS's log level once: its shape has changed")
    head = head.replace('<script type="text/javascript" src="', '<script type="text/javascript" defer src="')
    head = head.replace(LOG_LEVEL, f'addEventListener("DOMContentLoaded", () => {LOG_LEVEL[:-1]});')
    return head + "</head>" + rest


PRERENDER_RE = re.compile(r'<script type="application/json" id="\w+">.*?</script>\s*'
                          r'<script>(?:(?!</script>).)*?embed_items\(docs_json, render_items\).*?</script>', re.S)


def drop_prerender(html: str) -> str:
    """``html`` without Panel's pre-rendered document (its JSON and the script that draws it
    with BokehJS): the first screen is in its place until Python draws the live app, and
    drawing a copy nobody sees would keep the page's thread busy while the visitor clicks.

    >>> drop_prerender('<p></p><script type="application/json" id="p1">{}</script>\\n'
    ...                '<script>Bokeh.embed.embed_items(docs_json, render_items);</script><i></i>')
    '<p></p><i></i>'
    """
    found = PRERENDER_RE.findall(html)
    if len(found) != 1:
        raise PageError("Panel's page does not draw one pre-rendered document: its shape has changed")
    return PRERENDER_RE.sub("", html)


def render(app: Path, head: str, body: str) -> Page:
    """Panel's pre-rendered pyodide-worker page for ``app``, with ``head`` added at the end of
    ``<head>`` and ``body`` in place of Panel's worker handler, made self-contained."""
    # the app imports its own packages (ui, engine) the way `panel serve` would
    sys.path.insert(0, str(app.parent))
    try:
        html, _ = convert.script_to_html(str(app), runtime="pyodide-worker", prerender=True,
                                         manifest=None, panel_version=panel.__version__)
    finally:
        sys.path.remove(str(app.parent))
    if html.count("</head>") != 1:
        raise PageError("Panel's page does not have one </head>: its shape has changed")
    html = defer_scripts(drop_prerender(replace_handler(html, app.stem, body)))
    html = html.replace("</head>", head + "\n</head>")
    html, files = localize(stable_ids(html))
    files.update(panel_runtime_files())
    return Page(html=html, setup=worker_setup(app), code=worker_code(app), files=files)


def copy_files(files: dict[str, Path], dest: Path) -> None:
    """Copy ``files`` (path in ``dist/`` → source) under ``dest``."""
    for rel, src in files.items():
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, target)
