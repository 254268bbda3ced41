"""Soak test: seeded random deals of every game, player count and Tarot Kids variant, played on
every core, each step checked against the engine's invariants. Not part of ``make test``.

    python -m benchmarks.soak [DEALS] [--workers 2] [--seed 0]     (or SOAK_DEALS=... make soak)

``DEALS`` (default 10 000, or ``$SOAK_DEALS``) is the total, shared evenly between the
configurations. Deal ``i`` of a configuration uses seed ``--seed + i`` for both the shuffle and
the random choices, so a failure is replayed with :func:`play` and the printed configuration and
seed. Checked, for each game by its own hooks (:meth:`engine.Game.places`,
:meth:`engine.Game.check_end`):

* at every step, every card of the deck is in exactly one place (hands, the trick, tied rounds
  on the table, the piles, unscored cards, the écart, the chien when it was not taken; Le
  Tamalou's squares, draw pile, discard and drawn card);
* at every step, the seat to act has a legal action, and one offered action picked at random
  is legal when asked (besides the one played, which ``apply`` checks);
* at the end, the game's arithmetic: the card points add up to the deck's total (Le Tarin: 100,
  spare cards included), French Tarot's and La Taroinche's scores add up to 0, Le Tarin's
  bidder scores the points taken when they reach the bid, else minus it, Le Tamalou's totals
  are the squares' points and its winners follow the announce rule.

Progress goes to stderr; one JSON object goes to stdout at the end: deals per configuration and
game, failures with their seeds, time and deals per second. Ctrl-C (or SIGTERM) stops early and
still prints it, for the chunks finished (``"interrupted": true``). The exit code is 1 on any
failure.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import signal
import sys
import time
from collections import Counter
from typing import Any

from engine import Card, Deal, all_games

from .cases import option_sets

#: (name, game, players, options): every game at each of its player counts, with every
#: combination of its yes/no options its rules allow (Tarot Kids)
CONFIGS: list[tuple[str, str, int, dict[str, bool]]] = [
    (name, game.id, n, on) for game in all_games() for n in game.players for name, on in option_sets(game, n)]
CHUNK = 500  # deals per task: small enough to spread evenly over the workers


def check_step(deal: Deal, deck: frozenset, legal: tuple, rnd: random.Random) -> None:
    """Every card in one place; while the deal goes on, a legal action, and one of them (picked
    at random: the one played is checked again by ``apply``) legal when asked."""
    cards = deal.game.places(deal)
    # (suit, rank) pairs hash in C: several times faster than the Card dataclass's own __hash__
    if len(cards) != len(deck) or {(c.suit, c.rank) for c in cards} != deck:
        every = {Card(suit, rank) for suit, rank in deck}
        extra = sorted(set(cards) - every) or sorted({c for c in cards if cards.count(c) > 1})
        missing = sorted(every - set(cards))
        raise AssertionError(f"cards out of place: extra or twice {extra}, missing {missing}")
    if not deal.over:
        if not legal:
            raise AssertionError("no legal action")
        offered = rnd.choice(legal)
        if not deal.is_legal(offered):
            raise AssertionError(f"offered but refused: {offered}")


def play(config: int, seed: int) -> Deal:
    """Deal and play configuration ``config`` with ``seed``, checking every step."""
    _, game, players, options = CONFIGS[config]
    return play_deal(game, players, seed, options)


def play_deal(game: str, players: int, seed: int, options: dict[str, bool]) -> Deal:
    """Deal and play ``game`` with ``seed``, a random legal action at each step, checking every
    step and the end (any registered game, one registered after this module too)."""
    rnd = random.Random(seed)
    deal = Deal.new(game, players, seed, options)
    # the cards in play (Le Tarin at 3 players plays without the 1 to 4: 40 cards)
    cards = deal.game.cards(players)
    deck = frozenset((c.suit, c.rank) for c in cards)
    legal = deal.legal_actions()
    check_step(deal, deck, legal, rnd)
    while not deal.over:
        deal.apply(rnd.choice(legal))
        legal = deal.legal_actions()
        check_step(deal, deck, legal, rnd)
    deal.game.check_end(deal)
    return deal


def run_chunk(task: tuple[int, int, int]) -> tuple[int, int, list[dict[str, Any]]]:
    """Play ``count`` deals of configuration ``config`` from seed ``first``."""
    config, first, count = task
    failures = []
    for seed in range(first, first + count):
        try:
            play(config, seed)
        except Exception as error:  # noqa: BLE001  (any failure is reported with its seed)
            failures.append({"config": CONFIGS[config][0], "seed": seed,
                             "error": f"{type(error).__name__}: {error}"})
    return config, count, failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("deals", nargs="?", type=int,
                        default=int(os.environ.get("SOAK_DEALS") or 10_000))
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    per_config = -(-args.deals // len(CONFIGS))
    tasks = [(c, args.seed + start, min(CHUNK, per_config - start))
             for start in range(0, per_config, CHUNK) for c in range(len(CONFIGS))]
    done: Counter[str] = Counter()
    failures: list[dict[str, Any]] = []
    started = time.perf_counter()
    last = started
    interrupted = False
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # kill: stop as Ctrl-C does
    pool = multiprocessing.Pool(args.workers, initializer=signal.signal,
                                initargs=(signal.SIGINT, signal.SIG_IGN))
    try:
        for config, count, failed in pool.imap_unordered(run_chunk, tasks):
            done[CONFIGS[config][0]] += count
            failures += failed
            for failure in failed:
                print(f"FAIL {failure['config']} seed {failure['seed']}: {failure['error']}",
                      file=sys.stderr, flush=True)
            now = time.perf_counter()
            if now - last > 30:
                last = now
                total = sum(done.values())
                print(f"{total} deals, {total / (now - started):.0f}/s, {len(failures)} failures",
                      file=sys.stderr, flush=True)
    except KeyboardInterrupt:  # stopped early: report the chunks finished so far
        interrupted = True
    finally:
        pool.terminate()
        pool.join()
    seconds = time.perf_counter() - started
    total = sum(done.values())
    by_game: Counter[str] = Counter()
    for name, game, _, _ in CONFIGS:
        by_game[game] += done[name]
    report = {"deals": total, "failures": len(failures), "workers": args.workers,
              "seconds": round(seconds, 1), "deals_per_second": round(total / seconds, 1),
              "by_game": dict(by_game), "by_config": {name: done[name] for name, *_ in CONFIGS},
              "failed": failures[:100], "first_seed": args.seed, "interrupted": interrupted}
    print(json.dumps(report, indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
