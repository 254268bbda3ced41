"""Game data helpers, and the games' order on the path: worked out from each game's ``after``,
a game whose place cannot be worked out refused when it registers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import all_games, get_game, register
from engine.games import unregister
from engine.games.kids import KIDS_DECK
from engine.protocol import PathError, path_order
from engine.trickgame import deal_packets
from tests.sample_game.rules import SAMPLE


def test_dealing_more_cards_than_the_deck_has_is_an_error_not_a_hang():
    with pytest.raises(ValueError, match="cannot give 20 cards to each of 3 players from 50"):
        deal_packets(KIDS_DECK.cards, 3, 0, 20, 2)


# --- the path ---------------------------------------------------------------------------------------
def test_each_game_comes_after_the_game_it_names_the_first_names_none():
    games = [game.id for game in all_games()]
    assert get_game(games[0]).after is None
    for place, game in enumerate(games[1:], 1):
        assert get_game(game).after in games[:place], game


@pytest.mark.parametrize("after, place", [("kids", -1), ("premier", 2), ("tamalou", -1)])
def test_a_new_game_takes_its_place_from_its_after_alone(after, place):
    """Its place is worked out, not listed: after ``premier`` it comes before Tarot (the
    followers of one game in the order of their ids: ``sample`` < ``tarot``), after Tarot Kids
    it comes once Mon premier Tarot and every game after it are done."""
    before = [game.id for game in all_games()]
    register(replace(SAMPLE, after=after))
    try:
        order = [game.id for game in all_games()]
        assert order.index("sample") == place % len(order)
        assert [g for g in order if g != "sample"] == before
    finally:
        unregister(SAMPLE.id)


def test_the_order_does_not_depend_on_the_order_games_register():
    games = list(all_games())
    assert path_order(games[::-1]) == path_order(games[3:] + games[:3]) == tuple(games)


@pytest.mark.parametrize("after, problem", [
    ("belote", "sample comes after 'belote', which is no game (games: "),
    (None, "kids and sample each say they come first (no `after`)"),
])
def test_a_game_whose_place_cannot_be_worked_out_is_refused_when_it_registers(after, problem):
    before = all_games()
    with pytest.raises(PathError) as refused:
        register(replace(SAMPLE, after=after))
    assert any(p.startswith(problem) for p in refused.value.problems), refused.value.problems
    assert all_games() == before  # not registered


def test_games_that_come_after_one_another_in_a_circle_are_refused():
    games = {game.id: game for game in all_games()}
    games["tarot"], games["tarin"] = replace(games["tarot"], after="tarin"), replace(games["tarin"], after="tarot")
    with pytest.raises(PathError) as refused:
        path_order(list(games.values()))

    def behind(game: str) -> bool:
        """Whether ``game``'s line of ``after`` reaches the circle (read from the registry, so
        a game added after them is named too)."""
        while game not in ("tarot", "tarin", None):
            game = games[game].after
        return game is not None

    later = ", ".join(sorted(g for g in games if g not in ("tarot", "tarin") and behind(g)))
    assert "tamalou, taroinche" in later
    assert refused.value.problems == ["tarin, tarot come after one another in a circle (tarin after tarot, "
                                      f"tarot after tarin): none comes first; {later} come after them"]
