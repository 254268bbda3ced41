"""Helpers shared by the tests: snapshots of a deal, the refusal check, scripted play, the card art
generator."""

from __future__ import annotations

import ast
import dataclasses
import importlib.util
import sys
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType

import pytest

from engine import Card, Deal


#: the types :func:`frozen` keeps as they are (neither a list, a dict nor a set): it learns the
#: others (a card, an action) the first time it meets them
_KEPT: set[type] = {int, float, str, bool, type(None), tuple, frozenset}


def frozen(value):
    """A snapshot of ``value``: lists and dicts copied (recursively), immutable values kept.

    tests/test_playout_shortcuts.py snapshots a deal after every action of thousands of replays:
    a list of kept values (a hand, the history) is copied at once, without a call per item (a
    quarter of that file's time went here)."""
    kind = type(value)
    if kind in _KEPT:
        return value
    if isinstance(value, list):
        return ("list", tuple(value) if _KEPT.issuperset(map(type, value)) else tuple(map(frozen, value)))
    if isinstance(value, dict):
        return ("dict", tuple(zip(value, map(frozen, value.values()))))
    if isinstance(value, set):
        return frozenset(value)
    _KEPT.add(kind)
    return value


def state(deal: Deal):
    """Everything a refused action must leave untouched: the deal's text, history, turn, phase,
    trick, every seat's view, and every attribute of the deal."""
    internal = {k: frozen(v) for k, v in vars(deal).items() if k != "game"}
    return (deal.text(), tuple(deal.history), deal.to_act, deal.phase,
            tuple(getattr(deal, "trick", ())),  # a game without tricks (Le Tamalou) has none
            [deal.view(s) for s in range(deal.players)], internal)


def refuse(deal: Deal, action, error: type, rule: str, seat: int | None = None):
    """Check that ``action`` is refused for ``rule`` with ``error``, and changes nothing."""
    before = state(deal)
    why = deal.why_illegal(action, seat)
    assert why is not None, f"{action} should be refused ({rule})"
    assert why.rule == rule, why
    assert not deal.is_legal(action, seat)
    assert why.fr.strip() and why.en.strip()
    if rule != "not-your-turn":
        assert set(why.legal) == set(deal.legal_actions())
    with pytest.raises(error) as info:
        deal.apply(action, seat)
    assert type(info.value) is error
    assert isinstance(info.value, ValueError)
    assert info.value.refusal == why
    assert state(deal) == before
    return why


def run(deal: Deal, actions: str) -> Deal:
    for action in actions.split():
        deal.apply(action)
    return deal


def take(deal: Deal, contract: str) -> Deal:
    """The seat to speak bids ``contract`` and every later seat passes (full Tarot)."""
    deal.apply(f"bid:{contract}")
    while deal.phase == "bid":
        deal.apply("pass")
    return deal


def legal_cards(deal: Deal) -> set[Card]:
    return {a.card for a in deal.legal_actions()}


def cards_in(obj):
    """Every card inside ``obj`` (dataclasses, mappings and collections, recursively)."""
    if isinstance(obj, Card):
        yield obj
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from cards_in(getattr(obj, f.name))
    elif isinstance(obj, Mapping):
        for k, v in obj.items():
            yield from cards_in(k)
            yield from cards_in(v)
    elif isinstance(obj, (tuple, list, set, frozenset)):
        for x in obj:
            yield from cards_in(x)


def kids_bet_won(card_points, taker, holder=None, called=False):
    """Whether the bet is won: alone, strictly more points than every other player; with a
    called Proviseur, the team strictly more than the others together."""
    team = {taker} | ({holder} if called else set())
    others = [s for s in range(len(card_points)) if s not in team]
    if called:
        return sum(card_points[s] for s in team) > sum(card_points[s] for s in others)
    return all(card_points[taker] > card_points[s] for s in others)


def kids_expected_scores(card_points, taker, diploma, holder=None, called=False, primes=()):
    """The text's scoring.

    Alone: « avoir plus de points que les autres » (ruling: strictly more than every other
    player); « S'il gagne son pari, il ajoute les points du diplôme aux points de ses cartes
    gagnées. S'il perd son pari, il ne note aucun point … et il soustrait les points du diplôme ».
    Called Proviseur: « Si les 2 joueurs ont plus de points que les 3 autres cumulés, le pari est
    gagné. Ces points cumulés, ajoutés à ceux du diplôme visé, sont notés à chacun des 2
    partenaires. Les 3 autres joueurs notent 0 point … Si les 2 joueurs ont moins de points … ils
    notent chacun 0 point … et les points du diplôme visé sont déduits pour chacun des 2
    partenaires. Les points cumulés des 3 autres joueurs … sont notés à chacun d'eux. »
    Primes: « 5 points offerts … que les joueurs perdent ou gagnent ».
    """
    n = len(card_points)
    scores = list(card_points)
    if taker is not None:
        team = {taker} | ({holder} if called else set())
        others = [s for s in range(n) if s not in team]
        ours = sum(card_points[s] for s in team)
        won = kids_bet_won(card_points, taker, holder, called)
        if called:
            theirs = sum(card_points[s] for s in others)
            for s in others:
                scores[s] = 0 if won else theirs
        for s in team:
            scores[s] = ours + diploma if won else -diploma
    for seat in primes:
        scores[seat] += 5
    return tuple(scores)


def play_out(deal: Deal) -> Deal:
    """Play the first legal action until the deal is over."""
    while not deal.over:
        deal.apply(deal.legal_actions()[0])
    return deal


def check_blind_search(deal: Deal, seed: int, other_seed: int) -> None:
    """The hard bot at the seat to act is legal and blind: another deal the seat cannot tell
    from this one (every hidden card dealt again by the search's own sampler, the public
    history replayed on it) gives the same view, the same worlds and the same advice."""
    import random

    from engine.hard_bots import advise
    from engine.search import sample_world

    seat = deal.to_act
    view = deal.view(seat)
    world = sample_world(view, random.Random(other_seed))
    assert world is not None
    other = world.deal()
    assert other is not None and other.view(seat) == view
    # same sample space: from either deal, the same seed imagines the same worlds
    assert sample_world(other.view(seat), random.Random(3)) == sample_world(view, random.Random(3))
    mine = advise(view, random.Random(seed), worlds=2)
    assert mine == advise(other.view(seat), random.Random(seed), worlds=2)
    assert mine.decision.action in view.legal
    assert mine.decision.fr.strip() and mine.decision.en.strip() and mine.decision.fr != mine.decision.en


def medium_until(deal: Deal, steps: int, seed: int) -> Deal:
    """``deal`` moved on by ``steps`` moves of the medium bots (fewer if it ends), seeded."""
    import random

    from engine.bots import choose

    rng = random.Random(seed)
    for _ in range(steps):
        if deal.over:
            break
        deal.apply(choose(deal.view(deal.to_act), "medium", rng).action)
    return deal


def lesson_problems(folder) -> list[str]:
    """Every problem ``lessons.load`` finds in the lesson files of ``folder`` (it must find some)."""
    import lessons

    with pytest.raises(lessons.LessonError) as caught:
        lessons.load(folder)
    return caught.value.problems


def make_cards() -> ModuleType:
    """``static/make_cards.py``, the card art generator (a script, not a package's module),
    imported once as the module ``make_cards``."""
    if "make_cards" not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            "make_cards", Path(__file__).resolve().parents[1] / "static" / "make_cards.py")
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses look their module up here
        spec.loader.exec_module(module)
    return sys.modules["make_cards"]


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of a module and of its classes and functions: a check of
    a module's code leaves them out (their doctests play real games on purpose)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found
