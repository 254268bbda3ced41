"""Robots at « fort » (the engine's hard level) think in slices while the last move is shown:
the same moves as :func:`engine.bots.choose`, the event loop free meanwhile, a thought dropped
when the position moves on (issue 30)."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from collections.abc import Callable
from types import SimpleNamespace

import pytest

from engine import hard_bots
from engine.search import GAME_SEARCH, MIN_WORLDS
from ui import table as ui_table
from ui.games.presenter import HUMAN
from ui.i18n import t
from ui.table import Table, bot_rng
from ui.urlstate import GameSpec

from tests.ui.play import advance


def hard_table(game: str, players: int, seed: int) -> Table:
    return Table(GameSpec(game, players, seed, levels=("hard",) * (players - 1)), delay=0)


@pytest.fixture
def few_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every search imagines the fewest deals (the engine's ``MIN_WORLDS``): the same for the
    table and for :func:`engine.bots.choose`, and quick."""
    for game in ("tarot", "kids"):
        monkeypatch.setitem(GAME_SEARCH, game, dataclasses.replace(GAME_SEARCH[game], budget=0))


class Ticker:
    """Another task of the event loop: counts its turns, and does ``then`` at turn ``at``."""

    def __init__(self, at: int = 0, then: Callable[[], None] = lambda: None) -> None:
        self.turns, self.at, self.then = 0, at, then

    async def _tick(self) -> None:
        while True:
            self.turns += 1
            if self.turns == self.at:
                self.then()
            await asyncio.sleep(0)

    def run(self, table: Table) -> None:
        """The robots' loop with the ticker beside it."""
        async def both() -> None:
            ticking = asyncio.ensure_future(self._tick())
            try:
                await table.run_robots()
            finally:
                ticking.cancel()
        asyncio.run(both())


def searches(table: Table) -> bool:
    """Whether the robot to act must search before it moves."""
    seat = table.deal.to_act
    assert seat is not None
    return hard_bots.deciding(table.deal.view(seat), random.Random()) is not None


@pytest.mark.parametrize(("game", "players", "seed"), [("tarot", 4, 1), ("tarot", 4, 2),
                                                       ("tarot", 4, 4), ("kids", 4, 0), ("kids", 4, 5)])
def test_thought_moves_are_the_bots_moves(few_worlds: None, game: str, players: int,
                                          seed: int) -> None:
    """A whole deal: every robot move made by thinking in slices is the move (and its reason)
    :func:`engine.bots.choose` gives with the same randomness, here through « Coup suivant »,
    and the event loop turned between the slices of every search."""
    thinking, stepping = hard_table(game, players, seed), hard_table(game, players, seed)
    ticker = Ticker()
    moved: list[tuple[int | None, object]] = []  # (robot, move); (None, None): the player
    turns: list[int] = []  # the ticker's turns when each move was made
    thinking.param.watch(lambda _: (moved.append((thinking.mover, thinking.move)),
                                    turns.append(ticker.turns)), "version")
    expected: list[tuple[int | None, object]] = []
    searched: list[bool] = []  # for each robot move, whether it needed a search
    while True:
        while stepping.robots_to_move:
            searched.append(searches(stepping))
            stepping.step()
            expected.append((stepping.mover, stepping.move))
        ticker.run(thinking)
        assert thinking.log == stepping.log
        if stepping.deal.over:
            break
        action = stepping.robot_move(HUMAN).action  # the player plays as a medium robot would
        stepping.choose(action)
        thinking.choose(action)
        expected.append((None, None))
    assert moved == expected
    assert any(searched)
    robot_turns = [b - a for (a, b), (seat, _) in zip(zip([0, *turns], turns), moved) if seat]
    # at least one turn per imagined deal; deciding at once, the loop turned once (twice
    # after a trick)
    assert all(n >= MIN_WORLDS for n, search in zip(robot_turns, searched) if search)


def test_the_page_runs_while_a_robot_thinks() -> None:
    """One decision of a robot at « fort » at the engine's own budget: another task of the
    event loop turns at least once per slice of its search, and meanwhile the table says
    who is thinking. Synchronous, the search let it turn once."""
    table = hard_table("tarot", 4, 2)
    seat = table.deal.to_act
    assert seat not in (None, HUMAN) and searches(table)
    slices = hard_bots.deciding(table.deal.view(seat), bot_rng(2, 0, table.ply(seat)))
    assert slices is not None
    slices.run()
    said: list[str] = []
    ticker = Ticker(at=5, then=lambda: said.append(table.show.status()))
    seen: list[int] = []
    table.param.watch(lambda _: seen.append(ticker.turns), "version")
    ticker.run(table)
    assert seen, "no robot moved"
    assert seen[0] >= slices.samples * len(slices.estimates)
    assert said == [t("turn.bot", "fr", name=table.seat_name(seat))] == ["Léa réfléchit…"]


def test_undo_drops_the_thought(few_worlds: None) -> None:
    """The player bids, and takes the bid back while the next robot thinks: the robot's thought
    is not applied to the position after the undo."""
    table = hard_table("tarot", 4, 4)
    assert table.human_to_move
    table.choose(table.robot_move(HUMAN).action)
    assert searches(table)
    Ticker(at=3, then=table.undo).run(table)
    assert table.log == [[]] and table.move is None
    assert table.human_to_move


def test_stop_drops_the_thought(few_worlds: None) -> None:
    """Leaving the table (the robots stopped) while a robot thinks: it does not move."""
    table = hard_table("tarot", 4, 1)
    assert searches(table)
    Ticker(at=3, then=table.stop_robots).run(table)
    assert table.log == [[]] and table.move is None


def test_a_robot_thinks_during_the_whole_wait(few_worlds: None,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Each robot move waits as long as before the robots thought ahead (one delay, two once a
    trick is complete: it stays in view), but in one wait the next robot thinks through: after
    a trick it starts at once, not a delay later. The sleeps are counted, none is slept."""
    table = hard_table("tarot", 4, 1)
    table.delay = 1.0
    asked: list[tuple[int, float]] = []  # (moves made, seconds asked)
    real_sleep = asyncio.sleep

    async def sleep(seconds: float) -> None:
        if seconds:
            asked.append((len(table.log[-1]), seconds))
        await real_sleep(0)

    monkeypatch.setattr(ui_table, "asyncio",
                        SimpleNamespace(sleep=sleep, ensure_future=asyncio.ensure_future))
    tricks = [0]  # tricks complete after each move
    robot = [False]  # whether each move was a robot's
    table.param.watch(lambda _: (tricks.append(len(table.deal.tricks)),
                                 robot.append(table.mover is not None)), "version")
    while not table.deal.over:
        asyncio.run(table.run_robots())
        if table.human_to_move:
            table.choose(table.robot_move(HUMAN).action)
    # the waits before each robot move, by the moves made before it
    waits = {moves: [s for at, s in asked if at == moves]
             for moves in range(len(robot) - 1) if robot[moves + 1]}
    after_trick = {moves for moves in waits if robot[moves] and tricks[moves] > tricks[moves - 1]}
    assert after_trick
    assert waits == {moves: [2.0 if moves in after_trick else 1.0] for moves in waits}
