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
#: (0.9 MB, and their WebAssembly is not compiled at every visit; ``DROPPED_MODULES`` are
#: blocked in ``tests/site/test_package_set.py``), and LAPACK (see :data:`SLIM_STUBS`).
#: The rest is what only a server, a terminal or Jupyter uses, never a page: the command lines
#: (``bokeh``, ``panel``) and Panel's server-side modules (FastAPI, Jupyter server and executor,
#: the component compiler), pyviz_comms' JupyterLab extension (but its ``package.json``: read at import for the version), tqdm's front-ends for other
#: libraries (Tk, rich, Keras, Dask, contrib) and the parts of packaging that read or write
#: project metadata, licences and lock files (Bokeh and Panel use its versions only).
#: Nothing shipped imports any of them (checked over the sources in
#: ``tests/site/test_package_set.py``, and at run time there).
SLIM_DROP: dict[str, tuple[str, ...]] = {
    "bokeh": ("bokeh/server/static/", "bokeh/sphinxext/", "bokeh/_sri/",
              "bokeh/command/subcommands/", "bokeh/__main__.py"),
    "panel": ("panel/dist/", "panel/tests/", "panel/package-lock.json", "panel/styles/",
              "panel/command/", "panel/__main__.py", "panel/io/fastapi.py",
              "panel/io/jupyter_server_extension.py", "panel/io/jupyter_executor.py",
              "panel/io/compile.py", "panel/compiler.py"),
    "numpy": ("numpy/f2py/", "numpy/testing/", "numpy/_core/include/", "numpy/_core/lib/",
              "numpy/conftest.py", "numpy/random/", "numpy/fft/", "numpy/polynomial/",
              "numpy/linalg/lapack_lite.", "numpy/linalg/_umath_linalg."),
    "pyviz-comms": ("pyviz_comms/labextension/static/", "pyviz_comms/labextension/schemas/"),
    "tqdm": ("tqdm/contrib/", "tqdm/tk.py", "tqdm/rich.py", "tqdm/keras.py", "tqdm/dask.py",
             "tqdm/tqdm.1", "tqdm/completion.sh"),
    "packaging": ("packaging/metadata.py", "packaging/licenses/", "packaging/pylock.py",
                  "packaging/direct_url.py", "packaging/dependency_groups.py"),
    "param": ("param/mypy_plugin.py",),
}
#: modules written into a slim wheel in place of a compiled library left out. numpy imports
#: ``numpy.linalg`` at start (its ``matrix`` type needs ``matrix_power``), and that imports
#: the LAPACK library (0.5 MB over the network, 1.5 MB of WebAssembly compiled at each visit);
#: nothing of the site does linear algebra (no ``linalg`` in Bokeh, Panel, param or ours), so
#: the library is replaced by a module that says so if it is ever used
SLIM_STUBS: dict[str, dict[str, str]] = {
    "numpy": {"numpy/linalg/_umath_linalg.py": (
        '"""Left out of Tarot École\'s site: nothing in it does linear algebra."""\n\n\n'
        'def __getattr__(name):\n'
        '    raise ImportError(f"numpy.linalg is not part of this site (asked for {name!r})")\n')},
}
#: standard-library modules left out of ``python_stdlib.zip``: they cannot run in a browser's
#: worker (processes; the terminal REPL; WSGI and HTTP servers; protocols over raw sockets,
#: which a browser does not give; Windows' event loops) or serve no one there (pydoc's help
#: texts, mail boxes, pickle disassembly, the debugger and tracer, doctest, byte-compiling and
#: packing tools, the XML DOM, SAX and ElementTree APIs, the pure-Python twins of ``io`` and
#: ``datetime``, whose C modules Pyodide has, command-line scripts), and nothing shipped
#: imports them (checked over the sources in ``tests/site/test_package_set.py``)
STDLIB_DROP = ("multiprocessing/", "_pyrepl/", "wsgiref/", "xmlrpc/", "ftplib.py", "smtplib.py",
               "imaplib.py", "poplib.py", "pydoc.py", "pydoc_data/", "mailbox.py",
               "pickletools.py",
               "doctest.py", "pdb.py", "bdb.py", "trace.py", "tabnanny.py", "pyclbr.py",
               "symtable.py", "modulefinder.py", "compileall.py", "zipapp.py", "_pyio.py",
               "_pydatetime.py", "http/server.py", "http/cookiejar.py", "socketserver.py",
               "xml/dom/", "xml/sax/", "xml/etree/", "optparse.py", "logging/config.py",
               "asyncio/windows_events.py", "asyncio/windows_utils.py", "asyncio/__main__.py",
               "ctypes/wintypes.py", "ctypes/macholib/", "ctypes/_aix.py", "wave.py",
               "shelve.py", "urllib/robotparser.py", "email/mime/", "json/tool.py",
               "sysconfig/__main__.py", "unittest/__main__.py", "__phello__/", "__hello__.py",
               "this.py", "antigravity.py")
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
#: in every wheel: what it installs into ``share/jupyter`` (JupyterLab and Notebook extensions)
JUPYTER_DATA = ".data/data/share/jupyter/"
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
    >>> slim_keeps("pyviz-comms", "3.0.6", "pyviz_comms-3.0.6.data/data/share/jupyter/labextensions/x.js")
    False
    """
    if path.endswith(SLIM_DROP_SUFFIXES) or "/tests/" in path or JUPYTER_DATA in path:
        return False
    if path == f"{project}/_sri/{version}.json":
        return True
    return not path.startswith(SLIM_DROP.get(project, ()))


#: folders left out but for one file (data, not a module)
PARTLY_KEPT = ("bokeh/_sri",)


def slim(project: str, version: str, files: dict[str, bytes]) -> dict[str, bytes]:
    """The files of a wheel (archive name → bytes) as the site ships them: what
    :func:`slim_keeps` keeps, its ``METADATA`` without the long description (only its headers
    are ever read, for the version), and a stub (:data:`SLIM_STUBS`) for each compiled library
    left out.

    >>> slim("demo", "1", {"demo-1.dist-info/METADATA": b"Name: demo\\nVersion: 1\\n\\nLong text", "demo/x.ts": b""})
    {'demo-1.dist-info/METADATA': b'Name: demo\\nVersion: 1\\n'}
    """
    out = {}
    for arc, data in files.items():
        if arc.endswith(".dist-info/METADATA"):
            out[arc] = data.split(b"\n\n", 1)[0].rstrip(b"\n") + b"\n"
        elif ".dist-info/" in arc or slim_keeps(project, version, arc):
            out[arc] = data
    for stub, source in SLIM_STUBS.get(project, {}).items():
        if any(arc.startswith(stub[:-len("py")]) and arc.endswith(".so") for arc in files):
            out[stub] = source.encode()
    return out


def module_of(path: str) -> str | None:
    """The module a path left out is (a package for a folder), or None for a data file.

    >>> module_of("xml/dom/"), module_of("panel/io/fastapi.py"), module_of("numpy/linalg/lapack_lite.")
    ('xml.dom', 'panel.io.fastapi', 'numpy.linalg.lapack_lite')
    >>> module_of("tqdm/tqdm.1") is None
    True
    """
    if path.endswith("/"):
        name = path[:-1]
    elif path.endswith((".py", ".")):
        name = path.rsplit(".py", 1)[0].rstrip(".")
    else:
        return None
    parts = name.split("/")
    return ".".join(parts) if all(part.isidentifier() for part in parts) and name not in PARTLY_KEPT else None


#: every module the site leaves out (with its submodules): the standard library's and the
#: wheels' (those replaced by a stub stay, as the stub)
DROPPED_MODULES = tuple(sorted(
    {m for m in map(module_of, STDLIB_DROP) if m}
    | {m for paths in SLIM_DROP.values() for m in map(module_of, paths) if m}
    - {arc[:-3].replace("/", ".") for stubs in SLIM_STUBS.values() for arc in stubs}))
