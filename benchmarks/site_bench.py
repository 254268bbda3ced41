"""Static-site benchmark: seconds until the app is live and bytes transferred, in headless
Chromium, on a first visit (fresh profile) and a second visit, against a baseline measured in the
same run from the same server: a bare ``loadPyodide()`` in a worker (no package), with the
distribution's own core files. Prints JSON.

    python -m benchmarks.site_bench [--pyodide-dir DIR] [--site dist] [--timeout 240]

Both are served by ``sitebuild.serve`` on 127.0.0.1 (gzipped copies, as the build writes them).
The site's time ends when Python has drawn the app (``siteReady``); its breakdown comes from
the loader's marks (``window.tarotBoot``): downloads done, interpreter up, packages installed,
Panel and Bokeh imported, the app built and serialized, the first render in the page. Each
phase is given as the seconds since the navigation started when it ended (the downloads run
while the interpreter starts: phases overlap). Targets (issue #11): first visit at most 2.0x
the bare boot, second visit at most 1.5x, first-visit bytes at most 12 MB.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script>new Worker("worker.js").onmessage = () => { document.documentElement.dataset.ready = "1"; };</script>
"""
BARE_WORKER = """importScripts("pyodide/pyodide.js");
loadPyodide({indexURL: new URL("pyodide/", self.location.href).href}).then(() => postMessage("ready"));
"""
READY = {"site": "document.documentElement.dataset.siteReady === '1'",
         "bare": "document.documentElement.dataset.ready === '1'"}
#: the site's visit is over once its service worker has installed (its precache belongs to the
#: first visit) and controls the page
SETTLED = {"site": "navigator.serviceWorker.controller !== null", "bare": "true"}
PHASES = ("download", "interpreter", "packages", "imports", "app", "ready")
MAX_BYTES = 12_000_000
TARGETS = {"cold": 2.0, "second_visit": 1.5}


def visit(context: Any, url: str, kind: str, timeout_s: float) -> dict[str, Any]:
    """Open ``url`` in ``context``: seconds until it is ready, bytes that came over the network
    until the visit settled (service-worker answers count for nothing), and the phases."""
    finished: list[Any] = []

    def listener(request: Any) -> None:
        finished.append(request)

    context.on("requestfinished", listener)
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_function(READY[kind], timeout=timeout_s * 1000, polling=50)
    seconds = time.perf_counter() - start
    phases = None
    if kind == "site":
        marks = page.evaluate("window.tarotBoot")
        origin = page.evaluate("performance.timeOrigin")
        phases = {name: round((marks[name] - origin) / 1000, 2) for name in PHASES if name in marks}
    page.wait_for_function(SETTLED[kind], timeout=timeout_s * 1000, polling=100)
    page.wait_for_timeout(500)  # late requests of the same visit
    context.remove_listener("requestfinished", listener)
    transferred = 0
    for request in finished:
        response = request.response()
        if response is None or response.from_service_worker:
            continue
        sizes = request.sizes()
        transferred += sizes["responseBodySize"] + sizes["responseHeadersSize"]
    page.close()
    result = {"seconds": round(seconds, 2), "bytes": transferred, "requests": len(finished)}
    return {**result, "phases_s": phases} if phases else result


def measure(browser: Any, url: str, kind: str, timeout_s: float) -> dict[str, Any]:
    """A first visit in a fresh profile, then a second visit in the same one."""
    context = browser.new_context()
    try:
        return {"cold": visit(context, url, kind, timeout_s),
                "second_visit": visit(context, url, kind, timeout_s)}
    finally:
        context.close()


def make_bare(dest: Path, pyodide_dir: Path) -> None:
    """The baseline: a page whose worker only calls ``loadPyodide()``, with the distribution's
    core files, gzipped like the site's."""
    from sitebuild.bytecode import CORE
    from sitebuild.compress import precompress

    (dest / "pyodide").mkdir(parents=True)
    for name in (*CORE, "pyodide-lock.json"):
        shutil.copyfile(pyodide_dir / name, dest / "pyodide" / name)
    (dest / "index.html").write_text(BARE_PAGE, encoding="utf-8")
    (dest / "worker.js").write_text(BARE_WORKER, encoding="utf-8")
    precompress(dest, [p.relative_to(dest).as_posix() for p in dest.rglob("*") if p.is_file()])


def main(argv: list[str] | None = None) -> int:
    from sitebuild import default_source

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pyodide-dir", help="a Pyodide 0.29.3 distribution (default: as the build)")
    parser.add_argument("--site", help="an already built site (default: build one now)")
    parser.add_argument("--timeout", type=float, default=240, help="seconds allowed per visit")
    parser.add_argument("--rounds", type=int, default=1, help="measure this many times, keep the median")
    args = parser.parse_args(argv)
    source = Path(args.pyodide_dir).expanduser().resolve() if args.pyodide_dir else default_source()
    if not (isinstance(source, Path) and (source / "pyodide-lock.json").is_file()):
        print(f"site_bench: {source} is not a Pyodide distribution directory (no pyodide-lock.json "
              "there); pass --pyodide-dir DIR or set PYODIDE_DIR", file=sys.stderr)
        return 2

    from playwright.sync_api import sync_playwright

    from sitebuild.build import build
    from sitebuild.report import sizes
    from sitebuild.serve import make_server

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "www"
        site = root / "site"
        if args.site:
            site.parent.mkdir(parents=True)
            site.symlink_to(Path(args.site).resolve())
        else:
            build(site, source)
        make_bare(root / "bare", source)
        server = make_server(root, port=0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        rounds = []
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                for _ in range(args.rounds):
                    # the baseline first and last: the machine's load changes during a run
                    bare_before = measure(browser, base + "bare/", "bare", args.timeout)
                    ours = measure(browser, base + "site/", "site", args.timeout)
                    bare_after = measure(browser, base + "bare/", "bare", args.timeout)
                    rounds.append((bare_before, ours, bare_after))
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
        report_total = sum(sent for _, sent in sizes(site).values())

    def ratio(visit_kind: str, entry: tuple[dict, dict, dict]) -> float:
        bare = (entry[0][visit_kind]["seconds"] + entry[2][visit_kind]["seconds"]) / 2
        return entry[1][visit_kind]["seconds"] / bare

    ratios = {kind: sorted(ratio(kind, r) for r in rounds)[len(rounds) // 2] for kind in TARGETS}
    median = min(rounds, key=lambda r: abs(ratio("cold", r) - ratios["cold"]))
    bare_before, ours, bare_after = median
    result: dict[str, Any] = {
        "baseline_bare_pyodide": {"before": bare_before, "after": bare_after},
        "site": ours,
        "ratios_to_bare": {kind: round(value, 2) for kind, value in ratios.items()},
        "site_bytes_sent_by_size_report": report_total,
        "rounds": len(rounds),
        "targets": {
            "cold_at_most_2.0x_bare": ratios["cold"] <= TARGETS["cold"],
            "second_visit_at_most_1.5x_bare": ratios["second_visit"] <= TARGETS["second_visit"],
            "cold_bytes_at_most_12MB": ours["cold"]["bytes"] <= MAX_BYTES,
        },
    }
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
