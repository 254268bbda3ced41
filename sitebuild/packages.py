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
#: browser does not give) and nothing imports them there
STDLIB_DROP = ("multiprocessing/", "_pyrepl/", "wsgiref/", "xmlrpc/", "ftplib.py", "smtplib.py",
               "imaplib.py", "poplib.py")
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
