"""How many deals the hard level imagines for a decision (issue #30): counted, never timed (the
time it takes is measured by ``benchmarks/coach_timing.py`` in CPython and in Pyodide, see
docs/coach.md). The count depends on the view only: the same view imagines as many deals
whatever the hidden cards and the machine."""

from __future__ import annotations

import random
import statistics

from engine import Deal
from engine.bots import choose
from engine.hard_bots import search


def _card_decisions(players: int, deals: int):
    """Every card decision with a choice of seeded deals played by the medium bots."""
    for seed in range(deals):
        deal, rng = Deal.new("tarot", players, seed), random.Random(seed)
        while not deal.over:
            view = deal.view(deal.to_act)
            if view.phase == "play" and len(view.legal) > 1:
                yield view, seed
            deal.apply(choose(view, "medium", rng).action)


def test_a_tarot_card_decision_at_4_players_imagines_30_deals_or_more_at_the_median():
    """Searched as the hard bot searches (before issue #30: a median of 5 to 8 deals)."""
    found = [search(view, random.Random(seed)).run()
             for view, seed in list(_card_decisions(4, 4))[::3]]
    assert len(found) > 15 and all(f.samples == f.worlds_wanted for f in found)
    assert statistics.median(f.samples for f in found) >= 30, sorted(f.samples for f in found)
