"""Proofs of the strategy lessons' answers: the choice a `best` step expects is the one the
engine finds best, by a margin no noise explains.

A `best` step offers a few choices at a position (a deal and its moves, seat 0 to act). The
strong robot's search (:class:`engine.search.Search`, the same as « Conseil ») imagines deals the
learner cannot tell from the real one, plays each choice out in every one of them (a game the
trick search does not play imagines its own deals and plays them out with its own robots,
:func:`engine.worlds.weighing`), and the answer is proven when the best choice leads the second
by more than :data:`SURE` standard errors of their paired difference over at least
:data:`MIN_WORLDS` imagined deals (doubled up to :data:`MAX_WORLDS` while it does not). The seed
is the step's own, so a proof is the same every time; ``python -m lessons.prove`` writes every
step's figures to :data:`PROOFS` beside the step's lesson file, which the loader reads (the
browser never searches for a lesson) and the tests recompute.

>>> fingerprint("tarin", {"deal": "14N 5N / 1R 2R / 1J 2J"}, ["bid:15", "pass"])
'7acdff8083679bff'
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from engine import Deal
from engine.actions import parse_action
from engine.hard_bots import search as search_for
from engine.hard_bots import searched, twins
from engine.search import Search
from engine.worlds import Weighing, weighing

#: the file, beside a game's lesson files, where the figures of their `best` steps are kept, by
#: "lesson/step"
PROOFS = "proofs.json"
MIN_WORLDS = 200
MAX_WORLDS = 1600
#: standard errors of the paired difference by which the best choice must lead the second
SURE = 3.0


@dataclass(frozen=True)
class Proof:
    """What the search found at a step's position: each choice's mean score for the learner
    over the same imagined deals (best first), and how far the best leads the second."""

    fingerprint: str  # of the position and choices it was made for: a changed step is re-proven
    seed: str
    worlds: int
    figures: tuple[tuple[str, float], ...]
    gap: float  # the best's mean paired lead over the second, in points
    error: float  # the standard error of that lead

    @property
    def best(self) -> str:
        return self.figures[0][0]

    @property
    def proven(self) -> bool:
        return self.worlds >= MIN_WORLDS and self.gap > SURE * self.error

    def figure(self, token: str) -> float:
        return dict(self.figures)[token]


def fingerprint(game: str, position: Mapping[str, Any], choices: Sequence[str]) -> str:
    """A short digest of what a proof depends on: the game, the position's keys, the choices."""
    text = json.dumps({"game": game, "position": position, "choices": list(choices)}, sort_keys=True,
                      ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def prove(deal: Deal, choices: Sequence[str], seed: str, stamp: str = "") -> Proof:
    """Search ``deal`` (seat 0 to act): every move « Conseil » would weigh there and the
    ``choices``, over at least :data:`MIN_WORLDS` imagined deals, doubled while the best does not
    lead the next best of them all by :data:`SURE` standard errors, up to :data:`MAX_WORLDS`. The
    figures list every move weighed, best first (a choice under its own token): the step's answer
    is proven only when the best of them all is one of its choices (:attr:`Proof.proven`, checked
    by the loader). Raises :class:`ValueError` when a choice is not legal there or no imagined
    deal fits."""
    if deal.over or deal.to_act != 0:
        raise ValueError("a best step's position must be seat 0's turn")
    for token in choices:
        refusal = deal.why_illegal(token, 0)
        if refusal is not None:
            raise ValueError(f"choice {token!r} is not allowed there: {refusal.en}")
    if len(choices) < 2:
        raise ValueError("a best step offers at least two choices")
    actions = [parse_action(t) for t in choices]
    rng = random.Random(seed)
    named: dict[Any, str] = {}
    if deal.game.id in searched():  # as « Conseil » weighs it, so that the coach agrees
        view = deal.view(0)
        same = twins(view)
        named = {same.get(a, a): t for a, t in zip(actions, choices)}
        search: Search | Weighing | None = search_for(view, rng, also=actions)
    else:
        search = weighing(deal, 0, rng, actions)
    if search is None:
        raise ValueError(f"{deal.game.en} is neither searched nor weighed by its own play-outs")
    worlds = MIN_WORLDS
    while True:
        search.run(worlds)
        ranked = [e for e in search.ranked() if e.samples]
        if len(ranked) < len(choices):
            raise ValueError(f"no imagined deal fits the position ({search.failures} tries failed)")
        gap, error = ranked[0].edge(ranked[1])
        if gap > SURE * error or worlds >= MAX_WORLDS:
            break
        worlds *= 2
    figures = tuple((named.get(e.action, str(e.action)), round(e.mean, 3)) for e in ranked)
    return Proof(stamp, seed, search.samples, figures, round(gap, 3), round(error, 3))


def stored(path: Path) -> dict[str, Proof]:
    """The proofs kept in ``path``, by "lesson/step" (none when the file is missing)."""
    if not path.is_file():
        return {}
    raw = json.loads(path.read_text(encoding="utf-8"))
    return {key: Proof(p["fingerprint"], p["seed"], p["worlds"], tuple(map(tuple, p["figures"])),
                       p["gap"], p["error"]) for key, p in raw.items()}


def write(proofs: Mapping[str, Proof], path: Path) -> None:
    data = {key: {**asdict(p), "figures": [list(f) for f in p.figures]} for key, p in sorted(proofs.items())}
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
