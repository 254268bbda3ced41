"""Static-site benchmark: bytes transferred and seconds to the first interactive render in
headless Chromium, cold and on a second visit, for the built site and, as the baseline, a plain
``panel convert`` of a one-button app measured in the same run. Prints JSON.

    python -m benchmarks.site_bench --pyodide-dir ~/pyodide-0.29.3 [--site dist]

Both are served by ``sitebuild.serve`` on 127.0.0.1, with gzipped copies of their files (the
build writes the site's; the baseline's are written here). The baseline loads Pyodide and its
wheels from the public CDNs, as ``panel convert`` output does: it needs the internet, and is
reported as an error without it. Targets (issue #4): at most 12 MB transferred, a cold first
render in at most half the baseline's time, and a second visit faster still.
"""

from __future__ import annotations

import argparse
import json
import subprocess
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
ONE_BUTTON = 'import panel as pn\n\npn.widgets.Button(name="Click me").servable()\n'
#: when the page is live: our loader marks the document; Panel's handler removes pn-loading
READY = {"site": "document.documentElement.dataset.siteReady === '1'",
         "baseline": "!document.body.classList.contains('pn-loading')"}
#: when the visit's downloads are over: the site's service worker has installed (its precache
#: belongs to the cold visit) and controls the page
SETTLED = {"site": "navigator.serviceWorker.controller !== null", "baseline": "true"}
MAX_BYTES = 12_000_000


def visit(context: Any, url: str, ready: str, settled: str, timeout_s: float) -> dict[str, Any]:
    """Open ``url`` in ``context``; seconds until ``ready`` holds, and bytes that came over the
    network until ``settled`` holds (service-worker answers count for nothing)."""
    finished: list[Any] = []
    def listener(request: Any) -> None:
        finished.append(request)

    context.on("requestfinished", listener)
    page = context.new_page()
    start = time.perf_counter()
    try:
        page.goto(url)
        page.wait_for_function(ready, timeout=timeout_s * 1000, polling=50)
        seconds = time.perf_counter() - start
        error = None
    except Exception as exc:  # noqa: BLE001 (reported in the JSON)
        seconds, error = None, f"{type(exc).__name__}: {str(exc).splitlines()[0]}"
    try:
        page.wait_for_function(settled, timeout=timeout_s * 1000, polling=100)
    except Exception:  # noqa: BLE001 (the bytes so far are reported)
        pass
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
    return {"seconds": None if seconds is None else round(seconds, 2), "bytes": transferred,
            "requests": len(finished), **({"error": error} if error else {})}


def measure(url: str, ready: str, settled: str, timeout_s: float) -> dict[str, Any]:
    """A cold visit in a fresh profile, then a second visit in the same one."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        context = browser.new_context()
        cold = visit(context, url, ready, settled, timeout_s)
        second = visit(context, url, ready, settled, timeout_s)
        browser.close()
    return {"cold": cold, "second_visit": second}


def build_baseline(dest: Path) -> None:
    app = dest / "button.py"
    app.write_text(ONE_BUTTON)
    subprocess.run([sys.executable, "-m", "panel", "convert", str(app), "--to", "pyodide-worker",
                    "--out", str(dest)], check=True, capture_output=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pyodide-dir", required=True, help="a Pyodide 0.29.3 distribution")
    parser.add_argument("--site", help="an already built site (default: build one now)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds allowed per visit")
    args = parser.parse_args(argv)
    pyodide_dir = Path(args.pyodide_dir).expanduser()
    if not (pyodide_dir / "pyodide-lock.json").is_file():
        print(f"site_bench: {pyodide_dir} is not a Pyodide distribution directory "
              "(no pyodide-lock.json there); pass --pyodide-dir DIR", file=sys.stderr)
        return 2

    from sitebuild.build import build, site_files
    from sitebuild.compress import precompress
    from sitebuild.report import sizes
    from sitebuild.serve import make_server

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "www"
        site = root / "site"
        if args.site:
            site.parent.mkdir(parents=True)
            site.symlink_to(Path(args.site).resolve())
        else:
            build(site, pyodide_dir.resolve())
        baseline_dir = root / "baseline"
        baseline_dir.mkdir()
        build_baseline(baseline_dir)
        precompress(baseline_dir, site_files(baseline_dir))
        server = make_server(root, port=0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        try:
            ours = measure(base + "site/", READY["site"], SETTLED["site"], args.timeout)
            baseline = measure(base + "baseline/button.html", READY["baseline"], SETTLED["baseline"],
                               args.timeout)
        finally:
            server.shutdown()
            server.server_close()
        report_total = sum(sent for _, sent in sizes(site).values())

    result: dict[str, Any] = {"site": ours, "baseline_one_button": baseline,
                              "site_bytes_sent_by_size_report": report_total}
    cold, second, base_cold = ours["cold"], ours["second_visit"], baseline["cold"]
    if cold.get("seconds") and base_cold.get("seconds") and second.get("seconds"):
        result["targets"] = {
            "bytes_at_most_12MB": cold["bytes"] <= MAX_BYTES,
            "first_render_at_most_half_baseline": cold["seconds"] <= base_cold["seconds"] / 2,
            "second_visit_faster": second["seconds"] < cold["seconds"],
        }
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
