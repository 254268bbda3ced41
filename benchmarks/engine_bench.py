"""Engine and bot speed, printed as one JSON object.

    python -m benchmarks.engine_bench [--seconds 2]

* ``playouts``: random playouts (a random legal action at every step), in deals per second, for
  each game and player count: Tarot Kids plain and with every variant allowed at that count,
  Mon premier Tarot, the full French Tarot and Le Tarin from 3 to 6 players, Le Tamalou from 2
  to 6.
* ``bots``: milliseconds per :func:`engine.bots.choose` call, mean and 95th percentile, for each
  level and table (full Tarot at 4 players, and at 5 for the king call; Le Tarin at 4; Le
  Tamalou at 4, with its ``hard`` level too), all seats played by that level; ``phases`` splits
  them by phase of the deal (bids, call, écart, trump choice, card play; Tamalou's phases).
  For the trick games ``hard`` is the search of :mod:`engine.hard_bots` (budget:
  :data:`engine.search.PLAY_BUDGET` card plays a decision, sized for 1 s at the 95th percentile
  in Pyodide: docs/coach.md); its strength is ``make bench-strength``.
* ``<game>_strength`` (``tamalou_strength``): the levels of a game whose robots have a hard level
  of their own (Le Tamalou's memory), face to face at 2 players over 200 paired rounds: the
  stronger level's mean gain in wins, its standard error and ``z`` (> 3: clearly stronger).
* ``core``: random full 4-player Tarot deals through the public API against a minimal
  list-based playout of the same card play (ints and lists), in turns in the same run, and
  their ratio (issue 15's target: at least 0.5); ``card_play_only``, measured in the same turns,
  is the ceiling of an API of the engine's shape (:mod:`benchmarks.ceiling`: the card play
  alone, with every shortcut the engine cannot take, then with what the rest of a real deal
  costs); ``--core`` prints only this.
* ``baseline``: a plain Python loop (shuffle a 78-card list, split it into 4 hands), timed for a
  moment just before each case. Absolute figures vary from one machine or run to the next, so
  each figure is also given as a ratio to its case's baseline: ``deals_per_baseline`` is how
  many deals are played in the time of one shuffle-and-split (higher is faster),
  ``*_in_baselines`` how many shuffle-and-splits one bot decision costs (lower is faster).

Times are CPU time of this process, steadier than the wall clock on a busy machine. Each case
runs for ``--seconds`` of it (2 by default); the whole run takes about a minute.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from engine import Deal, all_games, get_game
from engine.botkit import BOT_LEVELS
from engine.bots import HARD, LEVELS, choose
from engine.hard_bots import searched

from .cases import case_name, fullest
from .ceiling import CardPlayOnly, card_play_only_playout, play_randomly



def _playout_cases() -> list[tuple[str, str, int, dict[str, bool]]]:
    """(name, game, players, options): every game at each of its player counts, plain, then
    with its fullest allowed options where it has some (Tarot Kids)."""
    cases = []
    for game in all_games():
        cases += [(f"{game.id}-{n}p", game.id, n, {}) for n in game.players]
        cases += [(case_name(game, n, on), game.id, n, on) for n in game.players if (on := fullest(game, n))]
    return cases


def _bot_cases() -> dict[str, tuple[str, int, dict[str, bool]]]:
    """The tables the bots are timed at: name → (game, players, options), each game at its
    :attr:`~engine.Game.timed_players` (the first by its id alone), its fullest options on."""
    return {(game.id if i == 0 else f"{game.id}-{n}p"): (game.id, n, fullest(game, n))
            for game in all_games() for i, n in enumerate(game.timed_players or (game.default_players,))}


#: (name, game, players, options) of the playout cases
PLAYOUT_CASES = _playout_cases()
BOT_CASES = _bot_cases()
#: games whose robots have a hard level of their own (not the search) play it face to face
OWN_LEVELS = tuple(game for game in all_games() if game.id not in searched() and HARD in BOT_LEVELS[game.id])
STRENGTH_ROUNDS = 200


#: every figure is in CPU time of this process: a busy machine slows the wall clock, not this.
#: In Pyodide the two are one (one thread), and ``process_time()`` raises once the process is
#: 2,147 s old (its counter overflows: the engine suite under load in ``make test`` got there)
clock = time.perf_counter if sys.platform == "emscripten" else time.process_time


def _run_for(seconds: float, step: Callable[[int], int]) -> tuple[int, int, float]:
    """Call ``step(i)`` for i = 0, 1, … until ``seconds`` of CPU time have passed (or 1.2 times
    that on the wall clock, on a busy machine); returns the number of calls, the sum of what
    they returned and the CPU time taken."""
    start, wall = clock(), time.perf_counter()
    calls = total = 0
    while calls == 0 or (clock() - start < seconds
                         and time.perf_counter() - wall < 1.2 * seconds):
        total += step(calls)
        calls += 1
    return calls, total, clock() - start


def baseline(seconds: float) -> dict[str, Any]:
    cards = list(range(78))
    rng = random.Random(0)

    def shuffle_and_split(_: int) -> int:
        rng.shuffle(cards)
        hands = [cards[i * 18:(i + 1) * 18] for i in range(4)]
        return len(hands)

    calls, _, elapsed = _run_for(seconds, shuffle_and_split)
    return {"what": "random.shuffle of a 78-item list, then slicing it into 4 hands",
            "per_second": round(calls / elapsed, 1), "ms": elapsed * 1000 / calls}


def playouts(name: str, game: str, players: int, options: dict[str, bool],
             seconds: float) -> dict[str, Any]:
    get_game(game).check_options(players, options)

    def one_deal(seed: int) -> int:
        return play_randomly(Deal.new(game, players, seed, options), random.Random(seed))

    deals, actions, elapsed = _run_for(seconds, one_deal)
    return {"game": game, "players": players, "options": options, "deals": deals,
            "actions": actions, "seconds": round(elapsed, 3),
            "deals_per_second": round(deals / elapsed, 1),
            "actions_per_second": round(actions / elapsed, 1)}


def bot_speed(case: str, level: str, seconds: float) -> dict[str, Any]:
    game, players, options = BOT_CASES[case]
    times: list[float] = []
    by_phase: dict[str, list[float]] = {}

    def one_deal(seed: int) -> int:
        deal = Deal.new(game, players, seed, options)
        rng = random.Random(seed)
        while not deal.over:
            view = deal.view(deal.to_act)
            start = clock()
            decision = choose(view, level, rng)
            times.append(clock() - start)
            by_phase.setdefault(view.phase, []).append(times[-1])
            deal.apply(decision.action)
        return 1

    deals, _, _ = _run_for(seconds, one_deal)
    times.sort()
    return {"game": game, "players": players, "options": options, "level": level,
            "deals": deals, "decisions": len(times),
            "mean_ms": round(sum(times) * 1000 / len(times), 4),
            "p95_ms": round(times[int(0.95 * (len(times) - 1))] * 1000, 4),
            "phases": {phase: {"decisions": len(t), "mean_ms": round(sum(t) * 1000 / len(t), 4)}
                       for phase, t in by_phase.items()}}


def strength(game: str, first: str, second: str, rounds: int) -> dict[str, Any]:
    """``game`` at its fewest players (2), ``first`` against ``second``: each seeded round
    played twice, the levels swapping seats; per pair, ``first``'s wins minus ``second``'s,
    halved. A gain more than 3 standard errors above 0 is a clear difference (``z`` > 3)."""
    gains = []
    for seed in range(rounds):
        gain = 0.0
        for levels in ((first, second), (second, first)):
            deal = Deal.new(game, 2, seed)
            rngs = [random.Random(seed * 100 + s) for s in range(2)]
            while not deal.over:
                seat = deal.to_act
                deal.apply(choose(deal.view(seat), levels[seat], rngs[seat]).action, seat)
            winners = deal.result().winners
            mine = levels.index(first)
            gain += ((mine in winners) - (1 - mine in winners)) / 2
        gains.append(gain)
    mean = sum(gains) / rounds
    error = (sum((g - mean) ** 2 for g in gains) / (rounds - 1)) ** 0.5 / rounds ** 0.5
    return {"rounds": rounds, "players": 2, "mean_gain": round(mean, 4),
            "standard_error": round(error, 4), "z": round(mean / error, 2) if error else None}


def run(seconds: float) -> dict[str, Any]:
    """Every case, each right after its own short baseline (the machine's speed drifts)."""
    bases: list[dict[str, Any]] = []

    def local_baseline() -> dict[str, Any]:
        bases.append(baseline(min(0.125 * seconds, 0.25)))
        return bases[-1]

    result: dict[str, Any] = {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "seconds_per_case": seconds,
        "clock": ("CPU time of this process (time.process_time)" if clock is time.process_time
                  else "wall time (time.perf_counter): Pyodide, one thread"),
        "baseline": {},
        "playouts": {},
        "bots": {},
    }
    for name, game, players, options in PLAYOUT_CASES:
        base = local_baseline()
        case = playouts(name, game, players, options, seconds)
        case["baseline_per_second"] = base["per_second"]
        case["deals_per_baseline"] = round(case["deals_per_second"] / base["per_second"], 5)
        result["playouts"][name] = case
    for name in BOT_CASES:
        game = BOT_CASES[name][0]
        # the search's hard level: at least one whole deal, a few seconds more
        for level in (*BOT_LEVELS.get(game, LEVELS), *((HARD,) if game in searched() else ())):
            base = local_baseline()
            case = bot_speed(name, level, seconds)
            case["baseline_ms"] = round(base["ms"], 5)
            for key in ("mean", "p95"):
                case[f"{key}_in_baselines"] = round(case[f"{key}_ms"] / base["ms"], 2)
            for phase in case["phases"].values():
                phase["mean_in_baselines"] = round(phase["mean_ms"] / base["ms"], 2)
            result["bots"][f"{name}-{level}"] = case
    for game in OWN_LEVELS:  # each stronger level against each weaker one
        levels = BOT_LEVELS[game.id]
        result[f"{game.id}_strength"] = {f"{a}-vs-{b}": strength(game.id, a, b, STRENGTH_ROUNDS)
                                         for a, b in _stronger_first(levels)}
    result["core"] = core_ratio(2 * seconds)
    rates = sorted(b["per_second"] for b in bases)
    result["baseline"] = {"what": bases[0]["what"], "runs": len(rates),
                          "per_second_median": rates[len(rates) // 2],
                          "per_second_min": rates[0], "per_second_max": rates[-1],
                          "ms_median": round(1000 / rates[len(rates) // 2], 5)}
    return result


def _stronger_first(levels: tuple[str, ...]) -> list[tuple[str, str]]:
    """Every pair of levels (weakest first in ``levels``), the stronger first: the strongest
    against each weaker one, then the next.

    >>> _stronger_first(("easy", "medium", "hard"))
    [('hard', 'easy'), ('medium', 'easy'), ('hard', 'medium')]
    """
    return [(stronger, weaker) for i, weaker in enumerate(levels) for stronger in reversed(levels[i + 1:])]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0,
                        help="time budget of each case, in seconds (default 2)")
    parser.add_argument("--core", action="store_true",
                        help="only the fast core's ratio to the list-based playout (issue 15)")
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be positive")
    json.dump(core_ratio(2 * args.seconds) if args.core else run(args.seconds), sys.stdout,
              indent=2)
    sys.stdout.write("\n")
    return 0



# --- the fast core against a minimal list-based playout (issue 15) ------------------------------
# The baseline plays the same card play as a 4-player Tarot deal with no objects at all: a card
# is an int (0–55 the four suits, 56–76 the trumps 1–21, 77 the Excuse), a hand a list of ints.
_L_SUIT = [c // 14 for c in range(56)] + [4] * 21 + [5]  # 4: trump, 5: the Excuse
_L_RANK = [c % 14 + 1 for c in range(56)] + list(range(1, 22)) + [0]
_L_HALF = ([(9, 7, 5, 3)[14 - r] if r > 10 else 1 for c in range(56) for r in [c % 14 + 1]]
           + [9] + [1] * 19 + [9] + [9])  # half points: King 9 … Jack 3, Bouts 9, others 1
_L_EXCUSE = 77


def list_playout(rng: random.Random) -> list[int]:
    """One random 4-player Tarot card play on plain lists: shuffle, deal 18 cards each (6 to the
    chien), then 18 tricks of random legal cards (follow suit, else trump, over the highest trump
    when able, the Excuse always allowed and back to its owner but on the last trick); the
    half points each seat won."""
    cards = list(range(78))
    rng.shuffle(cards)
    hands = [cards[18 * i:18 * i + 18] for i in range(4)]
    half = [0, 0, 0, 0]
    leader = rng.randrange(4)
    for trick in range(18):
        seat, suit, top, plays = leader, -1, 0, []
        for _ in range(4):
            hand = hands[seat]
            legal = hand
            if suit >= 0:
                follow = [c for c in hand if _L_SUIT[c] == suit]
                if suit == 4 or not follow:
                    trumps = follow if suit == 4 else [c for c in hand if _L_SUIT[c] == 4]
                    follow = [c for c in trumps if _L_RANK[c] > top] or trumps
                if follow:
                    legal = follow + [_L_EXCUSE] if _L_EXCUSE in hand else follow
            card = rng.choice(legal)
            hand.remove(card)
            kind = _L_SUIT[card]
            if suit < 0 and kind != 5:
                suit = kind
            if kind == 4 and _L_RANK[card] > top:
                top = _L_RANK[card]
            plays.append((seat, card))
            seat = (seat + 1) % 4
        wins = 4 if top else suit
        winner = max((p for p in plays if _L_SUIT[p[1]] == wins), key=lambda p: _L_RANK[p[1]])[0]
        for s, card in plays:
            half[s if card == _L_EXCUSE and trick < 17 else winner] += _L_HALF[card]
        leader = winner
    return half


def api_playout(seed: int) -> int:
    """One random full 4-player Tarot deal through the public API (bids, écart, poignées, card
    play, then the result); the number of actions."""
    deal = Deal.new("tarot", 4, seed)
    actions = play_randomly(deal, random.Random(seed))
    deal.result()
    return actions


def deal_beyond_card_play_us(seeds: range) -> float:
    """CPU µs a random API deal spends besides its card play (``Deal.new``, the actions before
    the first card, ``result()``), less what :class:`~benchmarks.ceiling.CardPlayOnly` spends
    on its own deal (shuffle, sorted hands, masks): what a real deal adds to the stand-in."""
    start = clock()
    started = []
    for seed in seeds:
        deal, rng = Deal.new("tarot", 4, seed), random.Random(seed)
        while deal.phase != "play" and not deal.over:
            deal.apply(rng.choice(deal.legal_actions()))
        started.append((deal, rng))
    before = clock() - start
    for deal, rng in started:
        while not deal.over:
            deal.apply(rng.choice(deal.legal_actions()))
    start = clock()
    for deal, _ in started:
        deal.result()
    after = clock() - start
    start = clock()
    for seed in seeds:
        CardPlayOnly(seed)
    own = clock() - start
    return (before + after - own) / len(seeds) * 1e6


def core_ratio(seconds: float, rounds: int = 5) -> dict[str, Any]:
    """Deals per second of :func:`api_playout`, of :func:`list_playout` and of the card-play
    stand-in (:mod:`benchmarks.ceiling`), measured in turns (``rounds`` of each, ``seconds`` in
    all) so that all see the same machine; ``ratio`` is the median of the rounds' ratios (the
    issue's target: at least 0.5). ``card_play_only`` is the stand-in's own ratio, and that
    ratio once the stand-in pays what the rest of a real deal costs: the most an API of the
    engine's shape could reach."""
    rng = random.Random(1)
    share = seconds / (3 * rounds)
    api_rates, list_rates, ratios, only, rests, with_rest = [], [], [], [], [], []
    for turn in range(rounds):
        deals, _, elapsed = _run_for(share, lambda i: len(list_playout(rng)))
        list_rates.append(deals / elapsed)
        deals, _, elapsed = _run_for(share, lambda i: api_playout(turn * 100_000 + i))
        api_rates.append(deals / elapsed)
        ratios.append(api_rates[-1] / list_rates[-1])
        deals, _, elapsed = _run_for(share, lambda i: card_play_only_playout(turn * 100_000 + i))
        only.append(deals / elapsed / list_rates[-1])
        rests.append(deal_beyond_card_play_us(range(turn * 1_000, turn * 1_000 + 200)))
        with_rest.append((1 / list_rates[-1]) / (elapsed / deals + rests[-1] / 1e6))
    middle = rounds // 2

    def median(values: list[float], digits: int = 3) -> float:
        return round(sorted(values)[middle], digits)

    return {"what": "random 4-player Tarot deals: the public API (Deal.new, legal_actions, apply "
                    "until over, result) against a minimal list-based playout of the same card "
                    "play (ints and lists, no objects)",
            "rounds": rounds, "seconds": seconds,
            "api_deals_per_second": median(api_rates, 1),
            "list_deals_per_second": median(list_rates, 1),
            "ratio": median(ratios), "target": 0.5,
            "card_play_only": {
                "what": "benchmarks.ceiling's stand-in: the card play alone as an object API of "
                        "the engine's shape, with every shortcut the engine cannot take; its "
                        "ratio to the list playout, the CPU microseconds a real API deal spends "
                        "beyond its card play (Deal.new, auction, call, écart, result) less the "
                        "stand-in's own deal, and the stand-in's ratio once it pays them too: "
                        "the ceiling of an API of this shape",
                "ratio": median(only), "rest_of_deal_us": median(rests, 1),
                "ratio_with_rest_of_deal": median(with_rest)}}

if __name__ == "__main__":
    sys.exit(main())
