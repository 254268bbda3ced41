"""Mon premier Tarot scores 1 for a deal won and 0 else, and its search adds a small edge per
trick ahead to tell play-outs apart: « Conseil » and the review there say how many imagined
deals each choice won, never points (« rapporte 1 point en moyenne » was a share of deals won
plus that edge, rounded)."""

from __future__ import annotations

import re

import pytest

from engine import Play
from ui.coach import SMALL, Coach
from ui.table import Table
from ui.urlstate import decode

WON = {"fr": re.compile(r"gagne la donne dans (?:(\d+) des|les) (\d+) donnes|ne gagne la donne dans aucune des (\d+)"),
       "en": re.compile(r"wins the deal in (?:(\d+) of the|all) (\d+) deals|wins the deal in none of the (\d+)")}


def _table(seed: int) -> Table:
    table = Table.from_link(decode(f"g=premier&n=4&s={seed}"))
    while not table.human_to_move:
        table.step()
    return table


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_conseil_counts_the_deals_each_choice_won(lang: str) -> None:
    table = _table(3)
    table.lang = lang
    for _ in range(4):
        coach = Coach(table, worlds=30)
        advice = coach.ask()
        intro, lines, notes = coach.figures()
        said = " ".join([*coach.lines(), *coach.weighed(), intro, *lines, *notes])
        assert "point" not in said, said
        for choice, line in zip(advice.choices, lines):
            found = WON[lang].search(line)
            assert found, line
            won = int(found.group(1)) if found.group(1) else (0 if found.group(3) else int(found.group(2)))
            assert (won, choice.tried) == (choice.won, advice.worlds), line
        table.choose(coach.advised)
        while not table.human_to_move and not table.deal.over:
            table.step()


def test_the_review_names_the_deals_won_by_each_choice() -> None:
    table = _table(5)
    while not table.deal.over:  # the player plays its first legal card each time: some cost deals
        if table.human_to_move:
            table.choose(next(a for a in table.view.legal if isinstance(a, Play)))
        else:
            table.step()
    coach = Coach(table, worlds=30)
    mistakes = coach.review()
    assert mistakes, "a deal played without thinking has choices that win fewer deals"
    for mistake in mistakes:
        mine, best = mistake._weighed(mistake.played), mistake._weighed(mistake.advice.decision.action)
        assert best.won > mine.won and mistake.cost >= SMALL
        line = coach.mistake_line(mistake)
        assert "point" not in line
        assert f"sur {mine.tried} donnes imaginées, son choix gagne la donne {best.won} fois, le tien {mine.won} fois" in line
        assert mistake.retry is None  # a replay's figures are points
