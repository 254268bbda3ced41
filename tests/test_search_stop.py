"""The browser's time cap on the hard level's search (:meth:`engine.search.Search.slices` with
``stop``): asked only between two worlds, never before ``MIN_WORLDS``; without it the clock is
never read and the search is the same."""

from __future__ import annotations

import random

from engine import Deal, bots  # noqa: F401  (bots: the play-outs need every game's bots registered)
from engine.search import MIN_WORLDS, Search


def _search() -> Search:
    deal = Deal.new("kids", players=3, seed=4)
    return Search(deal.view(deal.to_act), random.Random(1))


def test_stop_ends_the_search_between_two_worlds_after_the_fewest():
    asked = []
    found = _search()

    def stop() -> bool:
        asked.append(found.samples)
        lengths = {len(e.scores) for e in found.estimates}
        assert lengths == {found.samples}, "asked in the middle of a world"
        return True

    for _ in found.slices(worlds=10, stop=stop):
        pass
    assert found.samples == MIN_WORLDS and asked == [MIN_WORLDS]


def test_a_stop_that_never_says_stop_changes_nothing():
    free, watched = _search().run(6), _search()
    for _ in watched.slices(6, stop=lambda: False):
        pass
    assert [e.scores for e in watched.estimates] == [e.scores for e in free.estimates]
