"""Game data helpers."""

from __future__ import annotations

import pytest

from engine.games.kids import KIDS_DECK
from engine.trickgame import deal_packets


def test_dealing_more_cards_than_the_deck_has_is_an_error_not_a_hang():
    with pytest.raises(ValueError, match="cannot give 20 cards to each of 3 players from 50"):
        deal_packets(KIDS_DECK.cards, 3, 0, 20, 2)
