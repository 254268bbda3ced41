"""How much stronger the hard bot is than the medium one, printed as one JSON object.

    python -m benchmarks.strength [--deals 1000] [--games tarot:4,kids:4,premier:3,tarin:4]

Duplicate deals cut the luck of the cards: each seeded deal is played twice, once with the
hard bot at one seat and the medium bot at every other seat, once with the medium bot
everywhere; the hard seat's score minus the medium seat's score on the same cards is that
deal's gain (the seat turns with the seed). For each game: the mean gain per deal, its
standard error, ``gain_in_errors`` (the target is above 3), and the hard bot's CPU time per
decision (mean and 95th percentile, milliseconds). The run takes long (minutes per hundred
deals): ``make bench-strength`` runs it in one process.
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

GAMES = "tarot:4,kids:4,premier:3,tarin:4,taroinche:5"


def _play(deal: Deal, hard: int | None, seed: int, times: list[float]) -> float:
    """Play the deal out; ``hard``'s score (seat ``seed % players`` when all are medium)."""
    rngs = [random.Random(seed * 100 + s) for s in range(deal.players)]
    while not deal.over:
        seat = deal.to_act
        view = deal.view(seat)
        if seat == hard:
            start = time.process_time()
            action = choose(view, "hard", rngs[seat]).action
            times.append(time.process_time() - start)
        else:
            action = choose(view, "medium", rngs[seat]).action
        deal.apply(action)
    return float(deal.result().scores[seed % deal.players])


def measure(game: str, players: int, deals: int, every: int = 50) -> dict[str, Any]:
    """Hard against medium on ``deals`` duplicate deals; every ``every`` deals the figures so
    far go to stderr (a long run can be read before its end)."""
    gains: list[float] = []
    times: list[float] = []
    for seed in range(deals):
        seat = seed % players
        hard = _play(Deal.new(game, players, seed), seat, seed, times)
        medium = _play(Deal.new(game, players, seed), None, seed, [])
        gains.append(hard - medium)
        if every and len(gains) % every == 0 and len(gains) < deals:
            print(json.dumps(_figures(game, players, gains, times)), file=sys.stderr, flush=True)
    return _figures(game, players, gains, times)


def _figures(game: str, players: int, gains: list[float], times: list[float]) -> dict[str, Any]:
    deals = len(gains)
    times = sorted(times)
    mean = statistics.mean(gains)
    error = statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else float("nan")
    return {"game": game, "players": players, "deals": deals, "mean_gain": round(mean, 2),
            "standard_error": round(error, 2),
            "gain_in_errors": round(mean / error, 2) if error else None,
            "decisions": len(times),
            "hard_ms_mean": round(1000 * statistics.mean(times), 1) if times else None,
            "hard_ms_p95": round(1000 * times[int(0.95 * (len(times) - 1))], 1) if times else None}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--games", default=GAMES, help="game:players, comma separated")
    args = parser.parse_args(argv)
    results = []
    for item in args.games.split(","):
        game, players = item.split(":")
        results.append(measure(game, int(players), args.deals))
        print(json.dumps(results[-1]), file=sys.stderr, flush=True)  # progress of a long run
    json.dump({"strength": results}, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
