"""``python -m sitebuild build|serve|check`` — see ``docs/site.md``.

    python -m sitebuild build --pyodide-dir ~/pyodide-0.29.3     # a local distribution
    python -m sitebuild build --pyodide-url https://...          # or one over the network
    python -m sitebuild serve --port 8000                        # builds first if dist/ is empty
    python -m sitebuild check                                    # the static checks only

Without ``--pyodide-dir`` or ``--pyodide-url``: ``$PYODIDE_DIR`` if set, else
``../shared/pyodide-0.29.3`` if it is there, else the official distribution (network).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import ROOT, default_source
from .check import check_site
from .report import format_report, sizes
from .vendor import VendorError
from .wheels import WheelError


def pyodide_source(args: argparse.Namespace) -> str | Path:
    """The distribution to vendor: a directory, or a URL."""
    if args.pyodide_dir:
        return Path(args.pyodide_dir).expanduser().resolve()
    return args.pyodide_url or default_source()


def run_build(args: argparse.Namespace) -> int:
    """Build, print the size report, run the checks; 0 when all is well."""
    from .build import build  # imports Panel: only when building
    from .page import PageError

    out = Path(args.out)
    source = pyodide_source(args)
    print(f"Building {out}/ from {ROOT / 'app.py'} with Pyodide from {source}", flush=True)
    try:
        build(out, source)
    except (VendorError, WheelError, PageError) as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    print(format_report(sizes(out)))
    return run_check(args)


def run_check(args: argparse.Namespace) -> int:
    problems = check_site(Path(args.out))
    for problem in problems:
        print(f"check: {problem}", file=sys.stderr)
    print(f"checks: {'failed' if problems else 'passed'} ({len(problems)} problem(s))")
    return 1 if problems else 0


def run_serve(args: argparse.Namespace) -> int:
    from .serve import make_server

    out = Path(args.out)
    if not (out / "index.html").is_file():
        status = run_build(args)
        if status:
            return status
    server = make_server(out, args.host, args.port)
    host, port = server.server_address[:2]
    print(f"Serving {out}/ on http://{host}:{port}/ (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python -m sitebuild", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for name, help_text in (("build", "build dist/"), ("serve", "serve dist/, building it if needed"),
                            ("check", "check a built dist/")):
        command = commands.add_parser(name, help=help_text)
        command.add_argument("--out", default=str(ROOT / "dist"), help="the site folder (dist/)")
        if name != "check":
            source = command.add_mutually_exclusive_group()
            source.add_argument("--pyodide-dir", help="a local Pyodide 0.29.3 distribution")
            source.add_argument("--pyodide-url", help="the URL of a Pyodide 0.29.3 distribution")
    serve = commands.choices["serve"]
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--host", default="127.0.0.1",
                       help="0.0.0.0 to serve a classroom (see docs/site.md)")
    args = parser.parse_args(argv)
    return {"build": run_build, "serve": run_serve, "check": run_check}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
