"""Static-site benchmark: seconds until the site is usable and until the app is live, and bytes
transferred, in headless Chromium, on a first visit (fresh profile) and a second visit, against a baseline measured in the
same run from the same server: a bare ``loadPyodide()`` in a worker (no package), with the
distribution's own core files and, like the site, a service worker that keeps them in Cache
Storage, so that both second visits are boots from the same kind of cache. Prints JSON, with the
seconds from a click on « English » to the page's last change on the home page, the lessons' map,
the setup and a table (``language_switch_s``; issue 29's goal: 0.5 s), and what the player waits
for the robots in a seeded 4-player Tarot deal with three « difficile » robots, next to « moyen »
robots in the same run (``robots``: issue 30; see :func:`robots_wait`), and the milliseconds from a
tap on a mistake of « Mes erreurs à rejouer » to its position ready (``replay_open_ms``, and the
first open after the app is live on a first and a second visit, ``replay_first_open_ms``: issue
40's goal, 1,000 ms; see :func:`replay_open`), and from « Commencer » to the first table
(``play_first_open_ms``, :func:`play_open`); and issue 43's figures on a CPU 4 times slower
(``slow_cpu``, :func:`slow_cpu`: the visits, a tap's answer, « Conseil », the longest task of the
page, a lesson's answer, the language switch, and the memory over 100 Kids deals).

    python -m benchmarks.site_bench [--pyodide-dir DIR] [--site dist] [--rounds 5] [--timeout 240]

Both are served by ``sitebuild.serve`` on 127.0.0.1 (gzipped copies, as the build writes them),
in interleaved rounds (bare then site, site then bare, ...): the machine's load changes during a
run, so each round's ratio compares neighbours, and the report gives the median and the range
over the rounds. The site is timed twice: **usable** when its first screen (plain HTML: the home
page, the lessons' map, lesson 1's explain steps) is drawn and answers clicks, the page's own
scripts having run (``siteUsable``), and **live** when Python has drawn the app (``siteReady``);
its breakdown comes from the loader's marks (``window.tarotBoot``): downloads done, interpreter up,
packages installed, Panel and the app's modules imported (or the saved interpreter restored),
the app built and serialized, the first render in the page. Each phase is given as the seconds
since the navigation started when it ended (the downloads run while the interpreter starts:
phases overlap). Targets (issue #11): first visit at most 2.0x the bare boot, second visit at
most 1.5x, first-visit bytes at most 12 MB. The issue's "ready" is the first screen the user can
use (the issue itself proposes that way), so the targets apply to *usable*; *live* is printed
against the same bounds beside them, marked as such.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.site_pages import (DEEP, OBSERVE, READY, RECORD_TABLE, decision_or_end,  # noqa: E402
                                   play_decision, until_state)
from benchmarks.stats import median, percentile, spread  # noqa: E402
from benchmarks.site_taps import ROBOTS_LINK  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script>new Worker("worker.js").onmessage = () => {
  document.documentElement.dataset.ready = "1";
  if (!navigator.serviceWorker.controller) navigator.serviceWorker.register("sw.js");
};</script>
"""
BARE_WORKER = """importScripts("pyodide/pyodide.js");
loadPyodide({indexURL: new URL("pyodide/", self.location.href).href}).then(() => postMessage("ready"));
"""
#: the baseline's service worker: like the site's, it keeps every file of the page in Cache
#: Storage after the first visit and answers from there, so that both second visits are boots
#: from the same kind of cache
BARE_SW = """const FILES = __FILES__;
self.addEventListener("install", (event) => event.waitUntil(
  caches.open("bare").then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting())));
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("fetch", (event) => event.respondWith(
  caches.match(event.request, {ignoreSearch: true}).then((hit) => hit || fetch(event.request))));
"""
#: the site's first screen is drawn and answers clicks (see templates/loader.js)
USABLE = "document.documentElement.dataset.siteUsable === '1'"
#: a visit is over once its service worker has installed (its precache belongs to the first
#: visit) and controls the page, and the site's worker has saved its snapshot
SETTLED = {"bare": "navigator.serviceWorker.controller !== null",
           "site": "navigator.serviceWorker.controller !== null && window.tarotBoot.snapshot !== 'saving'"}
PHASES = ("usable", "download", "interpreter", "packages", "imports", "app", "ready")
MAX_BYTES = 12_000_000
TARGETS = {"cold": 2.0, "second_visit": 1.5}


#: the screens whose language switch is timed (issue 29: at most 0.5 s to a redrawn screen)
SWITCHED = {"home": "", "lessons": "#/lessons", "setup": "#/play", "table": "?g=tarot&n=5&s=3"}
#: each screen drawn and waiting for the player: at the table, the player's bid (the robots
#: bid first, a card every 0.8 s and up to 1.6 s still, so a quiet second was no end to them:
#: their moves after the click were timed as the switch, 2.1 s)
SCREEN_WAITS = ".home-title, .path-title, .setup-title, .choice"
#: notes the time of the page's last change
WATCH_CHANGES = """() => {
  window.lastChange = 0;
  const changed = () => { window.lastChange = performance.now(); };
""" + OBSERVE + "}"


def switch_seconds(page: Any) -> float:
    """Click « English » on the page's screen: seconds from the click to the page's last change
    (settled: nothing changed for a whole second). The page is settled first: robots that move
    after the click are no part of the switch."""
    page.evaluate(WATCH_CHANGES)
    page.wait_for_function("performance.now() - window.lastChange > 1000", polling=100)
    start = page.evaluate("performance.now()")
    page.get_by_role("button", name="English").click()
    page.wait_for_function("document.documentElement.lang === 'en'")
    page.wait_for_function("performance.now() - window.lastChange > 1000", polling=100)
    return round((page.evaluate("window.lastChange") - start) / 1000, 2)


def language_switch(browser: Any, url: str, timeout_s: float, rate: float = 1,
                    screens: tuple[str, ...] = tuple(SWITCHED)) -> dict[str, float]:
    """Seconds from a click on « English » to the last change of the page, on each screen of
    :data:`SWITCHED` (or those named), the app live (Python has drawn it), the click and what
    follows at CPU ``rate`` (:class:`~benchmarks.slow_cpu.SlowCPU`)."""
    from .slow_cpu import SlowCPU

    context = browser.new_context()
    try:
        page = context.new_page()
        found = {}
        for name in screens:
            where = SWITCHED[name]
            page.goto(url + where)
            page.wait_for_function(READY["site"], timeout=timeout_s * 1000, polling=50)
            page.get_by_role("button", name="English").wait_for(timeout=timeout_s * 1000)
            page.locator(SCREEN_WAITS).first.wait_for(timeout=timeout_s * 1000)
            page.wait_for_load_state("networkidle")
            with SlowCPU(rate):
                found[name] = switch_seconds(page)
            page.evaluate("localStorage.clear()")  # the next screen opens in French again
        return found
    finally:
        context.close()


#: the deal the robots are timed on (:data:`~benchmarks.site_taps.ROBOTS_LINK`, Tarot with 4
#: players): the player passes, so the robots bid, take and play every trick against them
ROBOTS_SEED = 3
#: the status line while a robot decides: « Léa réfléchit… », « Léa is thinking… »
THINKING = re.compile(r" (réfléchit|is thinking)…$")
#: in the app's worker: the longest its event loop went without turning (a timer due every 5 ms
#: runs late by that much: Python held the loop), and how often over 100 ms, since the last reset
WORKER_TICKER = """self.held = {max: 0, over: 0};
let last = performance.now();
const tick = () => {
  const now = performance.now();
  self.held.max = Math.max(self.held.max, now - last);
  self.held.over += now - last > 100;
  last = now;
  setTimeout(tick, 5);
};
tick();"""


def take_decision(page: Any) -> float:
    """:func:`play_decision`, once the table shows it (the player's turn is over): returns the
    page's clock (ms) at the click. The table's states must be recorded (:data:`RECORD_TABLE`)."""
    play_decision(page)
    clicked = page.evaluate("window.clickedAt")
    until_state(page, "(s) => !s.turn", since=clicked)
    return clicked


def waits_of(seen: list[dict[str, Any]], clicks: list[float]) -> tuple[list[float], list[float]]:
    """From the table's states and the times of the player's actions (the page's clock, ms): for
    each action, the seconds until the player's next decision (or the deal's end) showed; and
    every stretch of those waits when the table stayed still while the status line said a robot
    was thinking, in seconds.

    >>> seen = [{"at": 0, "turn": True, "end": False, "status": "À toi"},
    ...         {"at": 10, "turn": False, "end": False, "status": "Léa réfléchit…"},
    ...         {"at": 900, "turn": False, "end": False, "status": "Léa joue"},
    ...         {"at": 2000, "turn": True, "end": False, "status": "À toi"}]
    >>> waits_of(seen, [5])
    ([2.0], [0.89])
    """
    waits, still = [], []
    for clicked in clicks:
        after = [s for s in seen if s["at"] >= clicked]
        gone = next(i for i, s in enumerate(after) if not s["turn"])  # the action shows first
        back = next(i for i, s in enumerate(after) if i > gone and (s["turn"] or s["end"]))
        waits.append(round((after[back]["at"] - clicked) / 1000, 2))
        still += [round((b["at"] - a["at"]) / 1000, 2) for a, b in zip(after[:back], after[1:back + 1])
                  if THINKING.search(a["status"])]
    return waits, still


def robots_wait(browser: Any, url: str, level: str, timeout_s: float) -> dict[str, Any]:
    """One deal of :data:`~benchmarks.site_taps.ROBOTS_LINK` with robots at ``level``, played to
    its end at the robots' usual pace (the delay between two cards is the app's): for each of
    the player's actions, the seconds until their next decision shows (median, 95th percentile,
    total); how long the table stayed still while a robot thought (median and longest stretch: a
    robot's move comes after the delay and its search, whichever ends last); and, from a timer in
    the app's worker, the longest its event loop was held (Python busy without a break: a click
    waits that long to be answered) and how often over 100 ms."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    try:
        page = context.new_page()
        page.set_default_timeout(timeout_s * 1000)
        page.goto(url + ROBOTS_LINK.format(seed=ROBOTS_SEED, level=level))
        page.wait_for_function(READY["site"], timeout=timeout_s * 1000, polling=100)
        page.evaluate(f"() => {{ {RECORD_TABLE} }}")
        worker = page.workers[0]
        worker.evaluate(f"() => {{ {WORKER_TICKER} }}")
        clicks, held = [], []
        while decision_or_end(page):
            worker.evaluate("() => { self.held.max = 0; self.held.over = 0; }")
            clicks.append(take_decision(page))
            decision_or_end(page)
            held.append(worker.evaluate("() => self.held"))
        waits, still = waits_of(page.evaluate("window.tableSeen"), clicks)
    finally:
        context.close()
    return {"decisions": len(waits), "wait_s": {"median": round(median(waits), 2), "p95": percentile(waits, 0.95),
                                                 "total": round(sum(waits), 1)},
            "thinking_still_s": {"median": round(median(still), 2), "max": max(still)},
            "worker_held_max_s": round(max(h["max"] for h in held) / 1000, 2),
            "worker_held_over_100ms": sum(h["over"] for h in held)}


def robots_compared(browser: Any, url: str, timeout_s: float) -> dict[str, Any]:
    """:func:`robots_wait` with « difficile » then « moyen » robots, the ratios of the waits
    (what the search adds to the delays the player waits anyway), and the machine's load."""
    found: dict[str, Any] = {level: robots_wait(browser, url, level, timeout_s) for level in ("hard", "medium")}
    found["hard_over_medium"] = {figure: round(found["hard"]["wait_s"][figure] / found["medium"]["wait_s"][figure], 2)
                                 for figure in ("median", "p95")}
    found["load_average"] = [round(load, 2) for load in os.getloadavg()]
    return found


#: the replay screen's position ready: its words, and the choices of the player's decision
REPLAY_READY = DEEP + """
return deep(document, '.replay-intro').length > 0 && deep(document, '.choice, .hand.playable').length > 0;"""
#: how many times the mistake is opened (the median is reported)
REPLAY_OPENS = 5
#: the deal whose mistake is opened: Tarot at 3, seed 1
REPLAY_LINK = "g=tarot&n=3&s=1&m="


def kept_mistake() -> str:
    """A saved progress holding one mistake to replay: the bid of Tarot at 3, seed 1, where the
    player passed on the first allowed action (some 100 points lost), reviewed in Python with a
    few imagined deals (its figures do not change what opening it costs)."""
    from ui.coach import Coach
    from ui.progress import Progress
    from ui.table import Table
    from ui.urlstate import decode

    table = Table.from_link(decode(REPLAY_LINK), delay=0)
    while not table.deal.over:
        if table.human_to_move:
            table.choose(table.view.legal[0])
        else:
            table.step()
    mistakes = [m for m in Coach(table, worlds=3).review() if m.retry is not None]
    return Progress().keep_retry(max(mistakes, key=lambda m: m.cost).retry).to_json()


def replay_open(browser: Any, url: str, timeout_s: float) -> dict[str, Any]:
    """Milliseconds from a tap on the kept mistake (home page, app live) to the replay's position
    drawn with the player's choices, :data:`REPLAY_OPENS` times on a first visit (back home
    between two), then once on a second visit (the saved interpreter restored). The first open
    after the app is live is reported apart (``first``, ``second_visit_first``): it paid for what
    the page and Python do the first time (issue 40's goal holds for it too)."""
    from ui.lesson_views import STORAGE_KEY

    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.add_init_script(f"localStorage.setItem({json.dumps(STORAGE_KEY)}, {json.dumps(kept_mistake())})")
    found, again = [], []
    try:
        for opens, times in ((REPLAY_OPENS, found), (1, again)):
            page = context.new_page()
            page.set_default_timeout(timeout_s * 1000)
            page.goto(url)
            page.wait_for_function(READY["site"], timeout=timeout_s * 1000, polling=100)
            for _ in range(opens):
                times.append(first_open(page, ".home-retry", REPLAY_READY))
                page.locator(".replay-back").click()
            page.close()
    finally:
        context.close()
    return {"median": round(median(found)), "max": round(max(found)), "first": round(found[0]),
            "each": [round(ms) for ms in found], "opens": len(found),
            "second_visit_first": round(again[0]), "goal": 1000}


def first_open(page: Any, tap: str, ready: str) -> float:
    """Milliseconds from a click on ``tap`` (once the page is quiet) to ``ready`` being true."""
    button = page.locator(tap).first
    button.wait_for()
    page.wait_for_load_state("networkidle")
    start = page.evaluate("performance.now()")
    button.click()
    page.wait_for_function(f"() => {{ {ready} }}", polling="raf")
    return page.evaluate("performance.now()") - start


#: a table drawn with the player's hand
TABLE_READY = DEEP + """
return deep(document, '.felt-host').length > 0 && deep(document, '.hand').length > 0;"""


def play_open(browser: Any, url: str, timeout_s: float) -> dict[str, float]:
    """Milliseconds from « Commencer » on the setup (« Jouer », app live) to the table drawn with
    the player's hand: the first table of a first visit and of a second visit (what the first
    replay of a mistake also pays, but for what it makes ahead)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    found = {}
    try:
        for visit_name in ("first_visit", "second_visit"):
            page = context.new_page()
            page.set_default_timeout(timeout_s * 1000)
            page.goto(url + "#/play")
            page.wait_for_function(READY["site"], timeout=timeout_s * 1000, polling=100)
            found[visit_name] = round(first_open(page, ".start", TABLE_READY))
            page.close()
    finally:
        context.close()
    return found


def visit(context: Any, url: str, kind: str, timeout_s: float) -> dict[str, Any]:
    """Open ``url`` in ``context``: seconds until it is ready (live) and, for the site, usable;
    bytes that came over the network until the visit settled (service-worker answers count for
    nothing), and the phases."""
    finished: list[Any] = []

    def listener(request: Any) -> None:
        finished.append(request)

    context.on("requestfinished", listener)
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url)
    usable = None
    if kind == "site":
        page.wait_for_function(USABLE, timeout=timeout_s * 1000, polling=50)
        usable = round(time.perf_counter() - start, 2)
    page.wait_for_function(READY[kind], timeout=timeout_s * 1000, polling=50)
    seconds = time.perf_counter() - start
    phases = None
    if kind == "site":
        marks = page.evaluate("window.tarotBoot")
        origin = page.evaluate("performance.timeOrigin")
        phases = {name: round((marks[name] - origin) / 1000, 2) for name in PHASES if name in marks}
    page.wait_for_function(SETTLED[kind], timeout=timeout_s * 1000, polling=100)
    page.wait_for_timeout(500)  # late requests of the same visit
    snapshot = page.evaluate("window.tarotBoot && window.tarotBoot.snapshot")
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
    return {**result, "usable_s": usable, "phases_s": phases, "snapshot": snapshot} if phases else result


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
    files = ["./", *sorted(p.relative_to(dest).as_posix() for p in dest.rglob("*") if p.is_file())]
    (dest / "sw.js").write_text(BARE_SW.replace("__FILES__", json.dumps(files)), encoding="utf-8")
    precompress(dest, [p.relative_to(dest).as_posix() for p in dest.rglob("*") if p.is_file()])


def main(argv: list[str] | None = None) -> int:
    from sitebuild import default_source

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pyodide-dir", help="a Pyodide 0.29.3 distribution (default: as the build)")
    parser.add_argument("--site", help="an already built site (default: build one now)")
    parser.add_argument("--timeout", type=float, default=240, help="seconds allowed per visit")
    parser.add_argument("--rounds", type=int, default=5,
                        help="bare and site visits, interleaved, this many times (medians reported)")
    parser.add_argument("--slow-rounds", type=int, default=3,
                        help="bare and site visits on the slow CPU, interleaved, this many times")
    parser.add_argument("--rate", type=float, default=SLOW_RATE, help="how many times slower the slow CPU is")
    parser.add_argument("--memory-deals", type=int, default=100,
                        help="Kids deals played in one page for the memory's growth (more than 3: those warm the page)")
    parser.add_argument("--slow-only", action="store_true",
                        help="only issue 43's figures: the slow CPU, the taps, the memory")
    parser.add_argument("--robots-only", action="store_true",
                        help="only the robots' figures: no visits, no language switch")
    parser.add_argument("--replay-only", action="store_true",
                        help="only the opening of a mistake to replay and of a first table "
                             "(replay_open_ms, replay_first_open_ms, play_first_open_ms)")
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
        rounds: list[dict[str, dict]] = []
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                only = args.robots_only or args.replay_only or args.slow_only
                slow = {} if args.robots_only or args.replay_only else slow_cpu(
                    browser, base, args.rate, args.slow_rounds, args.memory_deals, args.timeout)
                for n in range(0 if only else args.rounds):
                    # interleaved, each one first in every other round: the machine's load
                    # changes during a run, and a ratio compares neighbours
                    order = ("bare", "site") if n % 2 == 0 else ("site", "bare")
                    rounds.append({kind: measure(browser, base + kind + "/", kind, args.timeout)
                                   for kind in order})
                switch = {} if only else language_switch(browser, base + "site/", args.timeout)
                replay = {} if args.slow_only else replay_open(browser, base + "site/", args.timeout)
                play = {} if args.slow_only else play_open(browser, base + "site/", args.timeout)
                robots = {} if args.replay_only or args.slow_only else robots_compared(browser, base + "site/",
                                                                                      args.timeout)
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
        report_total = sum(sent for _, sent in sizes(site).values())
    boots = {} if only else {**summary(rounds, report_total), "language_switch_s": switch}
    replays = {"replay_open_ms": replay, "play_first_open_ms": play,
               "replay_first_open_ms": {"first_visit": replay["first"], "second_visit": replay["second_visit_first"]}
               } if replay else {}
    print(json.dumps({**boots, **replays, **({"robots": robots} if robots else {}),
                      **({"slow_cpu": slow} if slow else {})}, indent=2))
    return 0


#: issue 43's slow CPU: this many times slower than the machine (a school tablet)
SLOW_RATE = 4.0


def slow_cpu(browser: Any, base: str, rate: float, rounds: int, deals: int, timeout_s: float) -> dict[str, Any]:
    """Issue 43's figures. The slow CPU (:class:`~benchmarks.slow_cpu.SlowCPU` at ``rate``) and
    how much slower it made a loop in the page and in the app's worker (``calibration``); on it,
    first and second visits of the bare boot and of the site, interleaved over ``rounds``
    (:func:`summary`: medians, ranges, ratios, bytes); the taps, « Conseil », the longest
    main-thread task, a lesson's answer and the language switch at full speed and on it, each
    beside its goal (the longest task also with the robots at the app's pace, searching: the
    robots at no delay compute each move while the page draws the one before, which no one
    playing sees); and the page's memory over ``deals`` Kids deals (full speed: the heap does
    not depend on the CPU's speed)."""
    from .site_taps import GOALS, WARM, answers, lesson_answer, memory
    from .slow_cpu import SlowCPU, calibrate

    site = base + "site/"
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(site)
        page.wait_for_function(READY["site"], timeout=timeout_s * 1000, polling=100)
        calibration = calibrate(page, rate)
    finally:
        context.close()
    visits = []
    for n in range(rounds):
        order = ("bare", "site") if n % 2 == 0 else ("site", "bare")
        with SlowCPU(rate):
            visits.append({kind: measure(browser, base + kind + "/", kind, timeout_s) for kind in order})
    boots = summary(visits, 0)
    taps = {f"{r:g}x": answers(browser, site, r, timeout_s) for r in (1, rate)}
    # as a child plays: robots at the app's pace, searching while the page draws
    taps[f"{rate:g}x_app_pace"] = answers(browser, site, rate, timeout_s, paced=True)
    lesson = {f"{r:g}x": lesson_answer(browser, site, r, timeout_s) for r in (1, rate)}
    switch = {f"{r:g}x": language_switch(browser, site, timeout_s, r, ("home", "table")) for r in (1, rate)}
    slow, key = taps[f"{rate:g}x"], f"{rate:g}x"
    paced = taps[f"{key}_app_pace"]
    worlds_1x = taps["1x"]["conseil_worlds"]["median"]
    goals = {
        "kids_tap_p95_ms": [slow["kids_tap_ms"]["p95"], GOALS["tap_p95_ms"]],
        "tarot_4p_tap_p95_ms": [slow["tarot_4p_tap_ms"]["p95"], GOALS["tap_p95_ms"]],
        "lesson_answer_ms": [lesson[key]["answer_ms"], GOALS["tap_p95_ms"]],
        "conseil_p95_ms": [slow["conseil_ms"]["p95"], GOALS["conseil_p95_ms"]],
        "longest_task_ms": [slow["longest_task_ms"], GOALS["longest_task_ms"]],
        "conseil_p95_ms_at_once_app_pace": [paced["conseil_ms"]["p95"], GOALS["conseil_p95_ms"]],
        "longest_task_app_pace_ms": [paced["longest_task_ms"], GOALS["longest_task_ms"]],
        "language_switch_s": [max(switch[key].values()), GOALS["language_switch_s"]],
    }
    met = {name: figure is not None and figure <= goal for name, (figure, goal) in goals.items()}
    # after the same look at the hand as at 1×, at the same positions (at the app's pace,
    # « Conseil » is asked at once, in another deal: the robots there search)
    worlds = slow["conseil_worlds"]["median"]
    met["conseil_worlds_at_least_1x"] = None not in (worlds, worlds_1x) and worlds >= worlds_1x
    goals["conseil_worlds_median"] = [worlds, worlds_1x]
    mem = memory(browser, site, deals, timeout_s) if deals > WARM else {}
    if mem:
        goals["heap_growth_mb"] = [mem["heap_growth_mb"], mem["bound_mb"]]
        met["heap_growth_mb"] = mem["heap_growth_mb"] <= mem["bound_mb"]
        met["bokeh_models_flat"] = mem["models_first_last"][0] == mem["models_first_last"][1]
    return {"rate": rate, "calibration": calibration, "visits": boots["visits"],
            "live_at_most_2x_bare": {kind: boots["visits"][kind]["ratio_live"]["median"] <= 2.0
                                     for kind in TARGETS},
            "taps": taps, "lesson": lesson, "language_switch_s": switch, "memory": mem,
            "goals_figure_and_bound": goals, "goals_met": met, "load_average": [round(x, 2) for x in os.getloadavg()]}


def summary(rounds: list[dict[str, dict]], report_total: int) -> dict[str, Any]:
    """The report: per visit, the medians and ranges over the rounds of the bare boot, the
    site usable and live, their ratios (within each round) and the site's phases; the bytes;
    the targets (on *usable*) and *live* against the same bounds."""
    visits: dict[str, Any] = {}
    for kind in TARGETS:
        usable = [r["site"][kind]["usable_s"] / r["bare"][kind]["seconds"] for r in rounds]
        ratios = [r["site"][kind]["seconds"] / r["bare"][kind]["seconds"] for r in rounds]
        phases = {name: spread([r["site"][kind]["phases_s"][name] for r in rounds])["median"]
                  for name in PHASES}
        visits[kind] = {
            "bare_s": spread([r["bare"][kind]["seconds"] for r in rounds]),
            "site_usable_s": spread([r["site"][kind]["usable_s"] for r in rounds]),
            "site_live_s": spread([r["site"][kind]["seconds"] for r in rounds]),
            "ratio_usable": spread(usable),
            "ratio_live": spread(ratios),
            "site_phases_median_s": phases,
            "site_bytes": median([r["site"][kind]["bytes"] for r in rounds]),
            "bare_bytes": median([r["bare"][kind]["bytes"] for r in rounds]),
            "site_snapshot": sorted({r["site"][kind]["snapshot"] for r in rounds}),
            "per_round": [{"bare_s": r["bare"][kind]["seconds"], "site_usable_s": r["site"][kind]["usable_s"],
                           "site_live_s": r["site"][kind]["seconds"], "ratio_usable": round(u, 2),
                           "ratio_live": round(ratio, 2)} for r, u, ratio in zip(rounds, usable, ratios)],
        }

    def within(figure: str) -> dict[str, bool]:
        return {f"{kind}_{figure}_at_most_{bound}x_bare": visits[kind][f"ratio_{figure}"]["median"] <= bound
                for kind, bound in TARGETS.items()}

    return {
        "rounds": len(rounds),
        "visits": visits,
        "site_bytes_sent_by_size_report": report_total,
        "targets": {**within("usable"), "cold_bytes_at_most_12MB": visits["cold"]["site_bytes"] <= MAX_BYTES},
        "targets_apply_to": "usable: the first screen (plain HTML) is drawn and answers clicks, before "
                            "Python; issue 11's 'ready', by the way the issue proposes",
        "live_against_the_same_bounds": within("live"),
    }


if __name__ == "__main__":
    sys.exit(main())
