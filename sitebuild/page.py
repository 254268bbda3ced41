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
import base64
import hashlib
import re
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import bokeh
import panel
from panel.io import convert
from panel.io.resources import CDN_DIST, DIST_DIR, JS_VERSION

from lessons.loader import BUILT

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
#: modules the app imports on first use, not at start, that the site imports in its setup: so
#: they are compiled ahead (the build imports them too) and in the saved interpreter. ``ui.coach``
#: comes with the first table (« Jouer », a replay, a lesson's deal): from its source, that first
#: table compiled it in the browser (issue 40: a replay starts in ≤ 1 s)
FIRST_USE = ("ui.coach",)

#: where our wheel holds the lessons read and checked at build time (``build.built_lessons``):
#: :data:`lessons.loader.BUILT`, which ``lessons.load()`` returns instead of reading the files
CURRICULUM = f"lessons/{BUILT.name}"


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
    app's own top-level imports and :data:`FIRST_USE`. It holds nothing of one visit (no
    address, no document), so the interpreter's memory after it can be saved and restored on the
    next visit (see ``templates/worker.js``).

    >>> setup = worker_setup(Path(__import__("sitebuild").ROOT / "app.py"))
    >>> "from ui.views import" in setup, "import ui.coach" in setup
    (True, True)
    >>> from ui.app_view import SAVED  # where the prelude's _set_saved leaves the saved progress
    >>> f'_state.cache["{SAVED}"] = text' in setup
    True
    >>> "_lessons_loader.built()" in setup  # the lessons read at build time, in the saved interpreter
    True
    """
    source = app.read_text(encoding="utf-8")
    imports = [ast.get_source_segment(source, node) for node in ast.parse(source).body
               if isinstance(node, ast.Import)
               or isinstance(node, ast.ImportFrom) and node.module != "__future__"]
    prelude = (TEMPLATES / "prelude.py").read_text(encoding="utf-8")
    return "\n".join([prelude, *imports, *(f"import {name}" for name in FIRST_USE)])


def worker_code(app: Path) -> str:
    """What the worker runs to make the app, after :func:`worker_setup`: the app inside Panel's
    own wrapping (``init_doc()``, the page's address and saved progress before, ``await
    write_doc()`` after), as ``panel convert`` does; the app's ``from __future__`` imports go
    first, where Python requires them.

    >>> worker_code(Path(__import__("sitebuild").ROOT / "app.py")).startswith("from __future__")
    True
    """
    lines = app.read_text(encoding="utf-8").splitlines()
    future = [line for line in lines if line.startswith("from __future__ import")]
    body = [line for line in lines if line not in future]
    return "\n".join([*future, convert.PRE, "_set_location(page_location)", "_set_saved(page_progress)", *body,
                      convert.POST])


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


#: Panel's icons (its own logo, and an ``apple-touch-icon`` with no address) and its viewport:
#: the build's head has the app's icon and the one viewport
PANEL_HEAD_TAGS = re.compile(r'<link rel="(?:apple-touch-)?icon"[^>]*>|<meta name="viewport"[^>]*>')


def drop_panel_head_tags(html: str) -> str:
    """``html`` without Panel's icons and viewport (:data:`PANEL_HEAD_TAGS`).

    >>> drop_panel_head_tags('<title>T</title><link rel="apple-touch-icon" href="">'
    ...                      '<meta name="viewport" content="width=device-width">')
    '<title>T</title>'
    """
    return PANEL_HEAD_TAGS.sub("", html)


#: the page's Content-Security-Policy, but for the hashes of its inline scripts, which
#: :func:`with_csp` adds to ``script-src``; docs/site.md says why each source is there
CSP = {
    "default-src": "'self'",
    "script-src": "'self' blob: 'unsafe-eval' 'report-sample'",
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data:",
    "connect-src": "'self' blob:",
    "worker-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'none'",
}
INLINE_SCRIPT_RE = re.compile(r"<script((?:(?!\bsrc=)[^>])*)>(.*?)</script>", re.S)
#: the ``type`` of an inline script the browser runs (any other is data, which CSP leaves alone)
SCRIPT_TYPE_RE = re.compile(r"""\btype=["']?(?:text/javascript|module)["']?""")


def inline_script_hashes(html: str) -> list[str]:
    """The CSP sources (``'sha256-…'``) of the inline scripts of ``html`` that run.

    >>> inline_script_hashes('<script>a()</script><script type="esms-options">{}</script>'
    ...                      '<script src="b.js"></script>')
    ["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"]
    """
    runs = (body for attrs, body in INLINE_SCRIPT_RE.findall(html)
            if "type=" not in attrs or SCRIPT_TYPE_RE.search(attrs))
    return sorted({source_hash(body) for body in runs})


#: es-module-shims (Panel's loader of the components' modules) finds out what the browser
#: supports with an inline script in a hidden frame, which inherits the page's policy. That
#: script's text is a template whose parts depend on the browser for import maps only (``K``):
#: the page sets no ``nonce`` (``f``) and turns on no CSS, JSON or WebAssembly modules (``w``,
#: ``y``, ``g``), so there is one text for browsers with import maps and one for the others.
ESMS_TEMPLATE = re.compile(r'const r=`<script nonce=\$\{f\|\|""\}>(.*?)<\\/script>`;', re.S)
ESMS_OFF = ("w?", "y?", "g?", "g&&$?")
#: the two values of ``K``
ESMS_IMPORT_MAPS = ("true,true", "'x',b('import.meta')")


ESMS_FILE = "/es-module-shims.min.js"
#: what es-module-shims' detection script does first, in its frame: it adds an import map that
#: maps ``x`` to a new ``blob:`` URL, random at each load, so no hash can allow it and the page's
#: policy blocked it on every load (a console error, « Executing inline script violates… », and
#: no event in the page). Only the import-map test, ``import('x')``, reads it, and only in a
#: browser that cannot say whether it has import maps (``K`` false): there the test failed
#: anyway, the map being blocked. The build ships es-module-shims without it: the same answers,
#: and nothing blocked.
ESMS_IMPORT_MAP = ("document.head.appendChild(Object.assign(document.createElement('script'),"
                   "{type:'importmap',nonce:\"${f}\",innerText:\\`{\"imports\":{\"x\":\"\\${b('')}\"}}\\`}));")


def esms_without_import_map(source: str) -> str:
    """es-module-shims' ``source`` without the import map of its detection script
    (:data:`ESMS_IMPORT_MAP`); raises :class:`PageError` if it is not there once.

    >>> esms_without_import_map("a;" + ESMS_IMPORT_MAP + "b")
    'a;b'
    """
    if source.count(ESMS_IMPORT_MAP) != 1:
        raise PageError("es-module-shims does not add its test import map once: its shape has changed")
    return source.replace(ESMS_IMPORT_MAP, "")


def shipped(path: str, source: Path) -> bytes:
    """The bytes the site ships at ``path`` for the installed file ``source``: the file itself,
    but es-module-shims' (see :data:`ESMS_IMPORT_MAP`)."""
    if path.endswith(ESMS_FILE):
        return esms_without_import_map(source.read_text(encoding="utf-8")).encode("utf-8")
    return source.read_bytes()


def fill_template(template: str, values: Callable[[str], str]) -> str:
    r"""The text of a JavaScript template literal whose every ``${expression}`` is
    ``values(expression)``.

    >>> fill_template("a\\`${x ? `${y}` : 1}b\\/", lambda expression: "X")
    'a`Xb/'
    """
    out, at = [], 0
    while at < len(template):
        if template[at] == "\\":
            out.append(template[at + 1])
            at += 2
        elif template.startswith("${", at):
            depth, end = 1, at + 2
            while depth:
                depth += {"{": 1, "}": -1}.get(template[end], 0)
                end += 1
            out.append(values(template[at + 2:end - 1]))
            at = end
        else:
            out.append(template[at])
            at += 1
    return "".join(out)


def esms_hashes(source: str) -> list[str]:
    """The CSP sources of es-module-shims' detection script (see :data:`ESMS_TEMPLATE`), from
    its ``source``; raises :class:`PageError` if that script is not the one known here."""
    found = ESMS_TEMPLATE.findall(source)
    if len(found) != 1:
        raise PageError("es-module-shims does not detect the browser's features once: its shape has changed")
    return [source_hash(fill_template(found[0], partial(esms_part, import_maps=import_maps)))
            for import_maps in ESMS_IMPORT_MAPS]


def esms_part(expression: str, import_maps: str) -> str:
    """The value of a part of es-module-shims' detection script (see :data:`ESMS_TEMPLATE`)."""
    if expression == "f":
        return "undefined"
    if expression.startswith("K?"):
        return import_maps
    if expression.startswith(ESMS_OFF):
        return "false"
    raise PageError(f"es-module-shims' detection script has a new part: ${{{expression}}}")


def source_hash(script: str) -> str:
    """The CSP source allowing the inline script ``script``.

    >>> source_hash("a()")
    "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"
    """
    return "'sha256-" + base64.b64encode(hashlib.sha256(script.encode()).digest()).decode() + "'"


def csp(html: str, files: dict[str, Path]) -> str:
    """The Content-Security-Policy of ``html``: :data:`CSP` with the hashes of its inline
    scripts and of those the files it loads (``files``, as :func:`shipped` ships them) write."""
    scripts = inline_script_hashes(html)
    for path, source in sorted(files.items()):
        if path.endswith(ESMS_FILE):
            scripts += esms_hashes(shipped(path, source).decode("utf-8"))
    policy = {**CSP, "script-src": " ".join([CSP["script-src"], *scripts])}
    return "; ".join(f"{name} {sources}" for name, sources in policy.items())


CHARSET = '<meta charset="utf-8">'


def with_csp(html: str, files: dict[str, Path], early: str = "") -> str:
    """``html`` with its Content-Security-Policy (see :func:`csp`) as a ``<meta>`` right after
    the charset, before anything the policy governs (a policy in a ``<meta>`` applies to what
    follows it), then ``early``."""
    if html.count(CHARSET) != 1:
        raise PageError("Panel's page does not declare its charset once: its shape has changed")
    meta = f'<meta http-equiv="Content-Security-Policy" content="{csp(html, files)}">'
    return html.replace(CHARSET, f"{CHARSET}\n    {meta}" + (f"\n    {early}" if early else ""))


def render(app: Path, head: str, body: str, early: str = "") -> Page:
    """Panel's pre-rendered pyodide-worker page for ``app``, with ``head`` added at the end of
    ``<head>``, ``early`` at its start (after the policy) and ``body`` in place of Panel's worker
    handler, made self-contained."""
    # the app imports its own packages (ui, engine) the way `panel serve` would
    sys.path.insert(0, str(app.parent))
    try:
        html, _ = convert.script_to_html(str(app), runtime="pyodide-worker", prerender=True,
                                         manifest=None, panel_version=panel.__version__)
    finally:
        sys.path.remove(str(app.parent))
    if html.count("</head>") != 1:
        raise PageError("Panel's page does not have one </head>: its shape has changed")
    html = drop_panel_head_tags(defer_scripts(drop_prerender(replace_handler(html, app.stem, body))))
    html = html.replace("</head>", head + "\n</head>")
    html, files = localize(stable_ids(html))
    html = with_csp(html, files, early)
    files.update(panel_runtime_files())
    return Page(html=html, setup=worker_setup(app), code=worker_code(app), files=files)


def copy_files(files: dict[str, Path], dest: Path) -> None:
    """Copy ``files`` (path in ``dist/`` → source) under ``dest``, as :func:`shipped` ships them."""
    for rel, src in files.items():
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if rel.endswith(ESMS_FILE):
            target.write_bytes(shipped(rel, src))
        else:
            shutil.copyfile(src, target)
