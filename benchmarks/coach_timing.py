"""How long « Conseil » thinks: the hard level's whole search for one decision, as the app runs
it (one slice at a time), printed as one JSON object per game.

    python -m benchmarks.coach_timing [--deals 2] [--games kids:4,tarot:3,tarot:4,tarot:5,tarot:6] [--cap 1.0]
    node tools/coach_timing.mjs [same arguments]      # the same code inside Pyodide 0.29.3

Every decision with a real choice of seeded deals played by medium bots is searched with the
engine's own budget (:data:`engine.search.PLAY_BUDGET`, no clock): for each game the wall time
per decision (p50, p95, max, milliseconds), the worlds searched (mean and median), the longest slice (what the page
waits between two screen updates) and the phases seen. Wall time, not CPU time: in a browser the
person waits for the wall clock. ``--cap`` ends each search as the app does in the browser
(:data:`ui.table.BROWSER_CAP`: no new world after that many seconds).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any

from engine import Deal
from engine.bots import choose
from engine.hard_bots import advise, search

GAMES = "kids:4,tarot:3,tarot:4,tarot:5,tarot:6"


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure(game: str, players: int, deals: int, cap: float | None = None) -> dict[str, Any]:
    """Time every searched decision of ``deals`` seeded deals (the medium bots play them)."""
    times: list[float] = []
    slices: list[float] = []
    worlds: list[int] = []
    phases: set[str] = set()
    for seed in range(deals):
        deal = Deal.new(game, players=players, seed=seed)
        rng = random.Random(seed)
        while not deal.over:
            view = deal.view(deal.to_act)
            if len(view.legal) > 1:
                start = last = time.perf_counter()
                found = search(view, random.Random(seed))
                end = start + cap if cap is not None else None
                for _ in found.slices(stop=None if end is None else lambda: time.perf_counter() > end):
                    now = time.perf_counter()
                    slices.append(now - last)
                    last = now
                advise(view, random.Random(seed), done=found)
                times.append(time.perf_counter() - start)
                worlds.append(found.samples)
                phases.add(view.phase)
            deal.apply(choose(view, "medium", rng).action)
    ms = [t * 1000 for t in times]
    return {"game": game, "players": players, "cap_s": cap, "decisions": len(ms), "phases": sorted(phases),
            "ms_p50": round(statistics.median(ms)), "ms_p95": round(_percentile(ms, 0.95)),
            "ms_max": round(max(ms)), "worlds_mean": round(statistics.mean(worlds), 1),
            "worlds_p50": statistics.median(worlds),
            "slice_ms_max": round(max(slices) * 1000, 1),
            "slice_ms_p95": round(_percentile(slices, 0.95) * 1000, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--games", default=GAMES)
    parser.add_argument("--cap", type=float, default=None, help="seconds: no new world after that")
    args = parser.parse_args(argv)
    for item in args.games.split(","):
        game, players = item.split(":")
        print(json.dumps({"python": sys.version.split()[0], "platform": sys.platform,
                          **measure(game, int(players), args.deals, args.cap)}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
