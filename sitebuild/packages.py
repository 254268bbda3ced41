"""What the site ships, and why.

The app imports Panel, Bokeh, param and our code; Bokeh imports numpy, PyYAML, Jinja2 and
packaging at start, Panel imports tqdm. ``tests/site/test_package_set.py`` runs the app with every
other third-party module blocked, so this list cannot silently fall short.

Left out on purpose although Bokeh or Panel declare them: pandas (only for table panes and
``read_csv``; Panel skips it when ``pyodide_http`` is present), nh3 (Panel's HTML sanitizer: the
worker installs a stricter stdlib stand-in, see ``templates/prelude.py``), pillow and contourpy
(image and contour glyphs, unused), narwhals and xyzservices (data frames and map tiles), markdown
and its plugins (no Markdown pane), requests, and tornado (Bokeh needs it only outside emscripten).
"""

from __future__ import annotations

#: packages taken from the Pyodide distribution, by lock name (their lock dependencies follow)
FROM_PYODIDE = ("numpy", "pyyaml", "jinja2", "packaging", "tqdm", "pyodide-http")

#: pure-Python wheels from PyPI, at the versions installed here so that the pre-rendered page,
#: BokehJS and Panel's JS match the Python code that runs in the browser; with their lock
#: dependencies (not their declared ones: see the module docstring)
FROM_PYPI: dict[str, tuple[str, ...]] = {
    "param": (),
    "pyviz-comms": ("param",),
    "bokeh": ("numpy", "pyyaml", "jinja2", "packaging"),
    "panel": ("bokeh", "param", "pyviz-comms", "tqdm", "packaging", "pyodide-http"),
}

#: our own wheel (engine, lessons, ui, app) and what it needs
PROJECT = "tarot-ecole"
PROJECT_DEPENDS = ("panel",)

#: paths left out of the wheels: Bokeh's and Panel's bundled JS and CSS (served by the site
#: from ``bokeh/`` and ``panel/`` instead), Sphinx extensions and the SRI digests of other Bokeh
#: releases (Panel reads those of its own Bokeh at import); numpy's Fortran wrapper generator,
#: test helpers, C headers and libraries (for building extensions), and the subpackages that
#: numpy does not import at start and nothing of the app uses: random, fft and polynomial
#: (0.9 MB, and their WebAssembly is not compiled at every visit; ``NUMPY_DROPPED`` is
#: blocked in ``tests/site/test_package_set.py``)
SLIM_DROP: dict[str, tuple[str, ...]] = {
    "bokeh": ("bokeh/server/static/", "bokeh/sphinxext/", "bokeh/_sri/"),
    "panel": ("panel/dist/", "panel/tests/", "panel/package-lock.json", "panel/styles/"),
    "numpy": ("numpy/f2py/", "numpy/testing/", "numpy/_core/include/", "numpy/_core/lib/",
              "numpy/conftest.py", "numpy/random/", "numpy/fft/", "numpy/polynomial/"),
}
#: standard-library modules left out of ``python_stdlib.zip``: they cannot run in a browser's
#: worker (processes; the terminal REPL; WSGI servers; protocols over raw sockets, which a
#: browser does not give) or serve no one there (pydoc's help texts, mail boxes, pickle
#: disassembly), and nothing imports them there
STDLIB_DROP = ("multiprocessing/", "_pyrepl/", "wsgiref/", "xmlrpc/", "ftplib.py", "smtplib.py",
               "imaplib.py", "poplib.py", "pydoc.py", "pydoc_data/", "mailbox.py",
               "pickletools.py")
#: the text encodings kept: Unicode, ASCII, Latin-1, the codecs of the standard library's own
#: formats (zip names in cp437, IDNA, escapes, hex and base64); the site reads and writes only
#: UTF-8, so the tables of the legacy code pages (cp*, iso8859_*, mac_*, CJK...) go
ENCODINGS_KEPT = frozenset({
    "__init__", "aliases", "ascii", "base64_codec", "charmap", "cp437", "hex_codec", "idna",
    "latin_1", "punycode", "raw_unicode_escape", "undefined", "unicode_escape", "utf_16",
    "utf_16_be", "utf_16_le", "utf_32", "utf_32_be", "utf_32_le", "utf_7", "utf_8", "utf_8_sig"})


def stdlib_keeps(arc: str) -> bool:
    """Whether the site's standard library keeps the member ``arc`` of ``python_stdlib.zip``.

    >>> [stdlib_keeps(a) for a in ("json/__init__.py", "pydoc.py", "encodings/utf_8.py", "encodings/cp1252.py")]
    [True, False, True, False]
    """
    if arc.startswith(STDLIB_DROP):
        return False
    if arc.startswith("encodings/") and arc.count("/") == 1:
        return arc[len("encodings/"):].rsplit(".", 1)[0] in ENCODINGS_KEPT
    return True
NUMPY_DROPPED = ("numpy.testing", "numpy.f2py", "numpy.random", "numpy.fft", "numpy.polynomial")
#: in every wheel: TypeScript, style and type-stub sources, C sources and headers, tests
SLIM_DROP_SUFFIXES = (".ts", ".tsx", ".less", ".map", ".pyi", ".pxd", ".h", ".c", ".a")


def slim_keeps(project: str, version: str, path: str) -> bool:
    """Whether a file of the ``project`` wheel at ``version`` stays in its slim version.

    >>> slim_keeps("panel", "1.9.4", "panel/dist/panel.min.js")
    False
    >>> slim_keeps("panel", "1.9.4", "panel/viewable.py")
    True
    >>> slim_keeps("bokeh", "3.9.2", "bokeh/models/glyph.ts")
    False
    >>> slim_keeps("bokeh", "3.9.2", "bokeh/_sri/3.9.1.json")
    False
    >>> slim_keeps("bokeh", "3.9.2", "bokeh/_sri/3.9.2.json")
    True
    >>> slim_keeps("numpy", "2.2.5", "numpy/f2py/crackfortran.pyc")
    False
    """
    if path.endswith(SLIM_DROP_SUFFIXES) or "/tests/" in path:
        return False
    if path == f"{project}/_sri/{version}.json":
        return True
    return not path.startswith(SLIM_DROP.get(project, ()))
