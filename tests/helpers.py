"""Helpers shared by the rule tests: snapshots of a deal, the refusal check, scripted play."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

import pytest

from engine import Card, Deal


def frozen(value):
    """A snapshot of ``value``: lists and dicts copied (recursively), immutable values kept."""
    if isinstance(value, list):
        return ("list", tuple(frozen(x) for x in value))
    if isinstance(value, dict):
        return ("dict", tuple((k, frozen(v)) for k, v in value.items()))
    if isinstance(value, set):
        return frozenset(value)
    return value


def state(deal: Deal):
    """Everything a refused action must leave untouched: the deal's text, history, turn, phase,
    trick, every seat's view, and every attribute of the deal."""
    internal = {k: frozen(v) for k, v in vars(deal).items() if k != "game"}
    return (deal.text(), tuple(deal.history), deal.to_act, deal.phase, tuple(deal.trick),
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
