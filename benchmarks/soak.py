"""Soak test: seeded random deals of every game, player count and Tarot Kids variant, played on
every core, each step checked against the engine's invariants. Not part of ``make test``.

    python -m benchmarks.soak [DEALS] [--workers 2] [--seed 0]     (or SOAK_DEALS=... make soak)

``DEALS`` (default 10 000, or ``$SOAK_DEALS``) is the total, shared evenly between the
configurations. Deal ``i`` of a configuration uses seed ``--seed + i`` for both the shuffle and
the random choices, so a failure is replayed with :func:`play` and the printed configuration and
seed. Checked:

* at every step, every card of the deck is in exactly one place (hands, the trick, tied rounds
  on the table, the piles, unscored cards, the écart, the chien when it was not taken);
* at every step, the seat to act has a legal action, and one offered action picked at random
  is legal when asked (besides the one played, which ``apply`` checks);
* Le Tamalou (2 to 6 players): every card in one place among the squares, the draw pile, the
  discard and a drawn card; at the end the totals are the squares' points and the winners
  follow the announce rule;
* at the end, the card points add up to the deck's total (Le Tarin: 100, spare cards
  included), in French Tarot (the only game whose scores are a zero sum) the scores add up to
  0, and in Le Tarin the bidder scores the points taken when they reach the bid, else minus it.

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

from engine import Card, Deal

#: (name, game, players, options): Mon premier Tarot, Tarot and Le Tarin from 3 to 6, and Tarot
#: Kids with every option combination its rules allow at each player count
CONFIGS: list[tuple[str, str, int, dict[str, bool]]] = [
    *((f"premier-{n}p", "premier", n, {}) for n in (3, 4, 5, 6)),
    *((f"tarot-{n}p", "tarot", n, {}) for n in (3, 4, 5, 6)),
    *((f"tarin-{n}p", "tarin", n, {}) for n in (3, 4, 5, 6)),
    ("taroinche-5p", "taroinche", 5, {}),
]
for _n in (2, 3, 4, 5):
    for _paris in (False, True):
        for _proviseur in (False, True):
            for _primes in (False, True):
                if (_proviseur and not (_paris and _n == 5)) or (_primes and _n not in (4, 5)):
                    continue
                _on = {"paris": _paris, "proviseur": _proviseur, "primes": _primes}
                CONFIGS.append((f"kids-{_n}p" + "".join(f"-{k}" for k, v in _on.items() if v),
                                "kids", _n, _on))
CONFIGS += [(f"tamalou-{n}p", "tamalou", n, {}) for n in (2, 3, 4, 5, 6)]
CHUNK = 500  # deals per task: small enough to spread evenly over the workers


def places(deal: Deal) -> list:
    """Every card the deal holds, wherever it is (a card in two places is listed twice)."""
    if deal.game.id == "tamalou":  # no hands: the squares, the pile, the discard, a drawn card
        return [*(c for s in deal.squares for c in s if c is not None), *deal.pile,
                *deal.discard, *([deal.drawn] if deal.drawn else [])]
    # each game keeps its own places: tied rounds (Kids), the écart and a taken chien (Tarot)
    ecart = getattr(deal, "ecart", [])
    chien = () if getattr(deal, "chien_shown", False) else deal.aside  # a taken chien is in a hand
    return [*(c for h in deal.hands for c in h), *(c for _, c in deal.trick),
            *(c for _, c in getattr(deal, "held", ())), *(c for p in deal.piles for c in p),
            *deal.unscored, *ecart, *chien, *getattr(deal, "stock", ())]


def check_step(deal: Deal, deck: frozenset, legal: tuple, rnd: random.Random) -> None:
    """Every card in one place; while the deal goes on, a legal action, and one of them (picked
    at random: the one played is checked again by ``apply``) legal when asked."""
    cards = places(deal)
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


def check_end(deal: Deal) -> None:
    result = deal.result()
    if deal.game.id == "tamalou":
        check_tamalou_end(deal)
        return
    total = deal.game.deck.total(deal.game.deck.cards)
    if result.redeal:
        if any(result.scores):
            raise AssertionError(f"a redeal scores {result.scores}")
        return
    if any(deal.hands):
        raise AssertionError("cards left in hand at the end")
    if deal.game.id == "taroinche":  # points depend on the trump; the écart and chien are in the piles
        if sum(result.scores) != 0 or deal.trump in ("S", "H", "D", "C") and sum(result.card_points) != 152:
            raise AssertionError(f"taroinche scores {result.scores}, card points {result.card_points}")
        return
    # what is not in a pile: the écart (counted for the attack), the chien, tied rounds left over
    rest = deal.game.deck.total([*deal.unscored, *(getattr(deal, "ecart", []) or deal.aside)])
    if sum(result.card_points) + rest != total:
        raise AssertionError(f"card points {result.card_points} + {rest} != {total}")
    if deal.game.id == "tarin":
        bidder, bid = deal.taker, int(deal.contract)
        made = result.card_points[bidder] >= bid
        if result.scores[bidder] != (result.card_points[bidder] if made else -bid):
            raise AssertionError(f"the bidder's score {result.scores[bidder]} for bid {bid}")
    if deal.game.id == "tarot":
        if sum(result.scores) != 0:
            raise AssertionError(f"tarot scores {result.scores} do not add up to 0")
        half = result.detail.half_points
        if not 0 <= half <= total:
            raise AssertionError(f"the attack has {half} half points of {total}")


def check_tamalou_end(deal: Deal) -> None:
    """Le Tamalou: each total is its square's points; the announcer wins exactly with at most
    the limit and strictly fewer than everyone, else the lowest of the others win."""
    result = deal.result()
    deck = deal.game.deck
    if result.totals != tuple(deck.total(c for c in s if c is not None) for s in deal.squares):
        raise AssertionError(f"totals {result.totals} are not the squares' points")
    a, totals = result.announcer, result.totals
    others = [s for s in range(deal.players) if s != a]
    won = a is not None and totals[a] <= result.limit and all(totals[a] < totals[s] for s in others)
    expected = (a,) if won else tuple(s for s in others if totals[s] == min(totals[o] for o in others))
    if result.winners != expected or sum(result.scores) != len(expected):
        raise AssertionError(f"winners {result.winners} for totals {totals}, announcer {a}")


def play(config: int, seed: int) -> Deal:
    """Deal and play configuration ``config`` with ``seed``, checking every step."""
    _, game, players, options = CONFIGS[config]
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
    check_end(deal)
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
