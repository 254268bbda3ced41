"""How much stronger the hard bot is than the medium one: one JSON line per game on stdout.

    python -m benchmarks.strength [--deals N] [--games tarot:4:400,kids:4,premier:3]
                                  [--jobs 2] [--first-seed 0] [--gains FILE]
    (or STRENGTH_DEALS=... STRENGTH_JOBS=... make bench-strength)

Each table is ``game:players`` or ``game:players:deals``; ``--deals`` sets the count of every
table. By default every table of every trick game, each with the number of deals fixed for
issue #30 from the spread its gain showed (:data:`GAMES`, docs/coach.md).

Duplicate deals cut the luck of the cards: each seeded deal is played twice, once with the
hard bot at one seat and the medium bot at every other seat, once with the medium bot
everywhere; the hard seat's score minus the medium seat's score on the same cards is that
deal's gain (the seat turns with the seed). For each game: the mean gain per deal, its
standard error, ``gain_in_errors`` (the target is above 3), the hard bot's CPU time per
decision (mean and 95th percentile, milliseconds, and the same in « baselines »: the
shuffle-and-split of ``make bench``, timed in each worker, so a busy machine's figures can be
compared), and the wall-clock seconds the game took.

The deals are shared between ``--jobs`` worker processes (default: every core); deal ``i``
always uses seed ``i`` (``--first-seed`` shifts the range: a replication on deals never
measured before) and the results are merged in seed order, so the figures do not depend
on the number of jobs (only the times do). Every ``--every`` deals the figures so far go to
stderr: a long run can be read before its end.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import random
import statistics
import sys
import time
from typing import Any

from engine import Deal
from engine.bots import choose

from .engine_bench import baseline, clock

#: every table, with the deals that were enough for 3 standard errors (docs/coach.md)
GAMES = ("tarot:3:600,tarot:4:400,tarot:5:1000,tarot:6:600,kids:4:600,premier:3:600,tarin:4:150,"
         "taroinche:5:4000")


def _play(deal: Deal, hard: int | None, seed: int, times: list[float]) -> float:
    """Play the deal out; ``hard``'s score (seat ``seed % players`` when all are medium)."""
    rngs = [random.Random(seed * 100 + s) for s in range(deal.players)]
    while not deal.over:
        seat = deal.to_act
        view = deal.view(seat)
        if seat == hard:
            start = clock()
            action = choose(view, "hard", rngs[seat]).action
            times.append(clock() - start)
        else:
            action = choose(view, "medium", rngs[seat]).action
        deal.apply(action)
    return float(deal.result().scores[seed % deal.players])


def duplicate(task: tuple[str, int, int]) -> tuple[float, list[float], float]:
    """One seeded deal played twice: the hard seat's gain, its decision times (seconds) and a
    baseline's milliseconds measured right after, in the same process."""
    game, players, seed = task
    times: list[float] = []
    hard = _play(Deal.new(game, players, seed), seed % players, seed, times)
    medium = _play(Deal.new(game, players, seed), None, seed, [])
    return hard - medium, times, baseline(0.01)["ms"]


def measure(game: str, players: int, deals: int, jobs: int = 1,
            every: int = 50, first: int = 0, keep: list[float] | None = None) -> dict[str, Any]:
    """Hard against medium on the duplicate deals of seeds ``first … first+deals-1``; each
    deal's gain is appended to ``keep`` too, in seed order (to pair two runs deal by deal)."""
    gains: list[float] = []
    times: list[float] = []
    bases: list[float] = []
    start = time.perf_counter()
    tasks = [(game, players, seed) for seed in range(first, first + deals)]
    # one job plays in this process: no pool, so it runs where processes cannot (Pyodide)
    with (multiprocessing.Pool(jobs) if jobs > 1 else contextlib.nullcontext()) as pool:
        for gain, spent, base in (pool.imap(duplicate, tasks) if pool else map(duplicate, tasks)):
            gains.append(gain)
            if keep is not None:
                keep.append(gain)
            times += spent
            bases.append(base)
            if every and len(gains) % every == 0 and len(gains) < deals:
                print(json.dumps(_figures(game, players, gains, times, bases, start, jobs,
                                          first)), file=sys.stderr, flush=True)
    return _figures(game, players, gains, times, bases, start, jobs, first)


def _figures(game: str, players: int, gains: list[float], times: list[float],
             bases: list[float], start: float, jobs: int, first: int) -> dict[str, Any]:
    deals = len(gains)
    times = sorted(times)
    mean = statistics.mean(gains)
    error = statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else float("nan")
    base = statistics.median(bases)
    p95 = 1000 * times[int(0.95 * (len(times) - 1))] if times else None
    mean_ms = 1000 * statistics.mean(times) if times else None
    return {"game": game, "players": players, "deals": deals, "first_seed": first,
            "mean_gain": round(mean, 2),
            "standard_error": round(error, 2),
            "gain_in_errors": round(mean / error, 2) if error else None,
            "decisions": len(times),
            "hard_ms_mean": round(mean_ms, 1) if times else None,
            "hard_ms_p95": round(p95, 1) if p95 is not None else None,
            "baseline_ms": round(base, 5),
            "hard_p95_in_baselines": round(p95 / base) if p95 is not None else None,
            "jobs": jobs, "seconds": round(time.perf_counter() - start, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, help="deals of every table (default: its own)")
    parser.add_argument("--games", default=GAMES, help="game:players[:deals], comma separated")
    parser.add_argument("--jobs", type=int,
                        default=int(os.environ.get("STRENGTH_JOBS") or os.cpu_count() or 1))
    parser.add_argument("--every", type=int, default=50, help="progress to stderr every N deals")
    parser.add_argument("--first-seed", type=int, default=0,
                        help="the first deal's seed (default 0)")
    parser.add_argument("--gains", help="a file for each deal's gain, one JSON line per game: "
                        "two runs on the same seeds are then compared deal by deal")
    args = parser.parse_args(argv)
    for item in args.games.split(","):
        game, players, *own = item.split(":")
        deals = args.deals or int(own[0] if own else 1000)
        gains: list[float] = []
        figures = measure(game, int(players), deals, args.jobs, args.every, args.first_seed, gains)
        print(json.dumps(figures), flush=True)
        if args.gains:
            with open(args.gains, "a", encoding="utf-8") as out:
                out.write(json.dumps({"game": game, "players": players,
                                      "first_seed": args.first_seed, "gains": gains}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
