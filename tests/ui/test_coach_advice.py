"""« Conseil » a beginner can use (issue #40, deliverable 6), at the table, in plain pytest: the
tip first, the choices in the order advised and in words, choices within the noise « se valent »,
a loss read as a loss, the figures only under « Voir les calculs ». Tried as a new user would, it
picked « l'As de carreau » with the 10 listed at +43 against +41, said « c'est ce qui rapporte le
plus (−100 points en moyenne) » and « rapporte +47 points de plus… à 87 points près ».

Each position is found by the search's own scores, worked out again here with the coach's seed,
not by what the coach says."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from engine.hard_bots import SURE_EDGE, action_words, search
from engine.search import Estimate
from ui.coach import Coach, CoachView
from ui.table import Table
from ui.urlstate import GameSpec

from tests.ui.play import advance

WORLDS = 8


def _decisions(game: str, players: int) -> Iterator[tuple[Table, Coach, list[Estimate]]]:
    """The player's decisions in seeded deals, each with the coach's estimates (the same search,
    the same seed), best first."""
    for seed in range(1, 200):
        table = Table(GameSpec(game, players, seed), delay=0)
        coach = Coach(table, worlds=WORLDS)
        while not table.deal.over:
            if table.human_to_move and len(table.view.legal) > 1:
                found = search(table.view, coach._rng(len(table.log[-1]))).run(WORLDS)
                yield table, coach, sorted((e for e in found.estimates if e.samples), key=lambda e: -e.mean)
            advance(table)


def _find(game: str, players: int, wanted: Callable[[list[Estimate]], bool]) -> tuple[Table, Coach]:
    for table, coach, ranked in _decisions(game, players):
        if len(ranked) >= 2 and wanted(ranked):
            coach.ask()
            return table, coach
    raise AssertionError(f"no {game} position found")


def _within_noise(ranked: list[Estimate]) -> bool:
    """The top two figures listed differ (+43 against +41), but by less than the margin."""
    top, second = ranked[0], ranked[1]
    gain, error = top.edge(second)
    return round(top.mean) - round(second.mean) >= 2 and gain <= SURE_EDGE * error


def _figure(text: str) -> bool:
    """A figure of the search: points, or a number of imagined deals."""
    return bool(re.search(r"\d+ (points?|donnes?|deals?)\b|[+−]\d", text))


def test_choices_within_the_noise_are_said_to_be_worth_the_same_without_a_figure() -> None:
    table, coach = _find("kids", 3, _within_noise)
    view, advice = table.view, coach.advice
    ranked = sorted(advice.choices, key=lambda c: -c.points)
    first = coach.weighed()[0]
    for choice in ranked[:2]:  # both named on the first line, worth the same
        assert action_words(view, choice.action, "fr").lower() in first.lower(), first
    assert first.endswith("ces choix se valent"), first
    assert not any(_figure(line) for line in coach.lines() + coach.weighed()), coach.weighed()
    _, _, notes = coach.figures()
    assert not any("près" in note or "trop proche" in note for note in notes), notes
    table.lang = "en"
    assert coach.weighed()[0].endswith("these choices are worth the same"), coach.weighed()


def test_the_choices_are_listed_in_the_order_advised_in_words() -> None:
    """The advised choice first; the others best to worst; no figure in the list."""
    table, coach = _find("tarot", 4, lambda ranked: len(ranked) >= 3)
    view, advice = table.view, coach.advice
    weighed = coach.weighed()
    assert weighed[0].lower().startswith(action_words(view, advice.decision.action, "fr").lower()), weighed
    assert not any(_figure(line) for line in weighed), weighed
    _, lines, _ = coach.figures()
    assert [line.split(" : ")[0].lower() for line in lines] == [
        action_words(view, c.action, "fr").lower() for c in advice.choices]
    grouped = len(advice.group())
    after = [c.points for c in advice.choices[grouped:]]
    assert after == sorted(after, reverse=True)
    assert len(weighed) == 1 + len(after)  # the advised one (with those worth the same), then each


def test_a_position_where_every_choice_loses_reads_as_a_loss() -> None:
    table, coach = _find("tarot", 4, lambda ranked: ranked[0].mean < -0.5 and len(ranked) >= 2)
    advice = coach.advice
    texts = coach.lines() + coach.weighed() + [advice.decision.fr]
    assert not any(re.search(r"rapporte|[−-]\d+ points? en moyenne", text) for text in texts), texts
    _, lines, _ = coach.figures()
    assert all(re.search(r" : perd \d+ points? en moyenne$", line) for line in lines), lines
    if advice.choices[0].points >= max(c.points for c in advice.choices):
        assert advice.tip.key != "best" and "perd le moins" in advice.decision.fr, advice.decision.fr
    table.lang = "en"
    _, lines, _ = coach.figures()
    assert all(re.search(r": loses \d+ points? on average$", line) for line in lines), lines


def test_the_figures_show_only_under_voir_les_calculs() -> None:
    """Outside the ``details`` (a native one: a button for the keyboard and screen readers), no
    figure; inside, each choice's and how many deals were imagined."""
    table, coach = _find("kids", 3, lambda ranked: True)
    view = CoachView(coach=coach)
    html = view.advice.object
    opened = re.search(r'<details class="coach-figures"><summary>Voir les calculs</summary>(.*)</details>',
                       html, re.S)
    assert opened, html
    outside = html.replace(opened.group(0), "")
    assert not _figure(re.sub(r"<[^>]+>", " ", outside)), outside
    assert f"{coach.advice.worlds} donnes imaginées" in opened.group(1)
    assert opened.group(1).count("<li>") == len(coach.advice.choices)
    assert html.index("coach-tip") < html.index("À ta place") < html.index("coach-choices")  # the tip first
    table.lang = "en"
    assert "<summary>Show the figures</summary>" in view.advice.object
