"""Tarot Kids' « heure de fin » (issue 42): the setup's « Minutes de jeu » or « Heure de fin » ends
the game once the time is up, after the deal in progress; the clock is the app's (here a
stand-in), the engine only keeps the stop, and the shared link keeps it too."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from engine import Match
from engine.errors import InputError
from ui.i18n import t
from ui.replay import ReplayTable
from ui.table import Table
from ui.urlstate import LinkError, decode

from tests.ui.test_viewmodels import finish_deal, play_robots


class Clock:
    """A clock the test moves by hand: the local time, at first 18:00."""

    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 18, 0, 0)

    def __call__(self) -> datetime:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


def timed_table(minutes: int = 10, option: str = "minutes") -> tuple[Table, Clock]:
    clock = Clock()
    table = Table.from_link(decode(f"g=kids&n=3&s=7&o={option}:{minutes},target:1000"), clock=clock, delay=0)
    play_robots(table)
    return table, clock


def test_the_deal_in_progress_is_finished_then_the_game_ends_naming_the_winner() -> None:
    table, clock = timed_table()
    finish_deal(table)
    table.next_deal()
    play_robots(table)
    clock.wait(9 * 60)
    table.check_clock()
    assert table.stop is None and not table.stopping
    clock.wait(60)  # 10 minutes: time is up in the middle of deal 2
    table.check_clock()
    assert table.stopping and not table.match.over and not table.deal.over
    finish_deal(table)
    assert table.match.over and not table.can_continue and len(table.match.results) == 2
    totals = table.match.totals
    assert table.match.winners == tuple(s for s, p in enumerate(totals) if p == max(totals))
    assert table.champions().startswith(t("end.time_up", "fr") + " ")
    # the link keeps the stop: opened elsewhere (with no time passed) it is the same ended game
    again = Table.from_link(decode(table.query()), delay=0)
    assert "&x=2&" in table.query() and again.match.over and again.match.totals == totals


def test_between_two_deals_the_game_ends_at_once() -> None:
    table, clock = timed_table(1)
    finish_deal(table)
    clock.wait(61)
    table.check_clock()
    assert table.match.over and table.stop == 1 and not table.stopping


def test_without_minutes_the_clock_changes_nothing() -> None:
    clock = Clock()
    table = Table.from_link(decode("g=kids&n=3&s=7"), clock=clock, delay=0)
    replayed = ReplayTable(decode("g=kids&n=3&s=7&o=minutes:1").spec, judge=lambda _: True, clock=clock)
    clock.wait(10 ** 6)
    for each in (table, replayed):  # a moment of the review replayed has no clock either
        each.check_clock()
        assert each.stop is None and not each.time_up and each.end_time is None


def test_an_end_time_of_day_is_the_next_one_after_the_table_opens() -> None:
    table, clock = timed_table(1830, "until")
    clock.wait(29 * 60 + 59)
    table.check_clock()
    assert table.stop is None
    clock.wait(1)  # 18:30
    table.check_clock()
    assert table.stopping and table.stop == 1
    assert table.show.target().endswith(" Fin à 18 h 30 au plus tard.")
    early, _ = timed_table(1730, "until")  # already past at 18:00: tomorrow's
    assert early.end_time == datetime(2026, 12, 2, 17, 30)
    both, _ = timed_table(1815, "until")
    assert Table.from_link(decode("g=kids&n=3&s=7&o=minutes:5,until:1815"), clock=Clock()).end_time \
        == datetime(2026, 12, 1, 18, 5) and both.end_time == datetime(2026, 12, 1, 18, 15)


def test_an_end_time_with_60_minutes_or_more_is_refused() -> None:
    with pytest.raises(LinkError):
        decode("g=kids&n=3&s=7&o=until:1875")


def test_a_match_stops_only_after_a_deal() -> None:
    match = Match("kids", players=3, seed=1)
    with pytest.raises(InputError):
        match.stop(0)
    match.stop(1)
    assert not match.over  # nothing is on the score sheet yet: the deal in progress is played


@pytest.mark.parametrize("bad", ["x=0", "x=abc", "x=999"])
def test_a_bad_stop_in_a_link_is_refused(bad: str) -> None:
    with pytest.raises(LinkError):
        decode(f"g=kids&n=3&s=7&{bad}")


def test_a_link_stopped_before_its_last_deal_is_refused() -> None:
    table, _ = timed_table()
    finish_deal(table)
    table.next_deal()
    query = table.query() + "&x=1"
    with pytest.raises(LinkError):
        Table.from_link(decode(query), delay=0)
