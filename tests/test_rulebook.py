"""Every hint's "Pourquoi ?" quotes the rule texts word for word, and every rule id the engine
refuses with has a passage (or is an input error)."""

from __future__ import annotations

import random

import pytest

from engine import Deal
from engine.rulebook import _PASSAGES, INPUT_ERRORS, passage, rules_of
from tests.conftest import fold


@pytest.mark.parametrize("key", sorted(_PASSAGES), ids=lambda k: f"{k[0]}:{k[1]}")
def test_quote_is_in_its_source(key, rule_text):
    p = passage(*key)
    assert fold(p.quote) in rule_text(p.source), f"{key}: quote not found in {p.source}"
    assert p.title_fr and p.title_en and p.en


def _refusals_seen(game: str, players: int, options: dict, seeds: range) -> set[str]:
    """Rule ids of every refusal met by trying every card of the hand, and a pass or a bid,
    at every turn of seeded random deals."""
    seen: set[str] = set()
    for seed in seeds:
        deal = Deal.new(game, players, seed, options)
        rng = random.Random(seed)
        while not deal.over:
            tries = [*deal.hands[deal.to_act], "pass", "bid:brevet", "bid:phd", "bid:prise",
                     "declare:trop_cool", "declare:la_loose", "declare:greve", "call:T2",
                     "declare:poignee:T2", "discard:KS", "discard:T1", "bid:15", "bid:17",
                     "trump:Z"]
            for action in tries:
                refusal = deal.why_illegal(action if isinstance(action, str) else str(action))
                if refusal:
                    seen.add(refusal.rule)
            deal.apply(rng.choice(deal.legal_actions()))
    return seen


@pytest.mark.parametrize("game,players,options", [
    ("kids", 5, {"paris": True, "proviseur": True, "primes": True}),
    ("kids", 4, {"paris": True, "primes": True}),
    ("kids", 2, {}),
    ("premier", 4, {}),
    ("tarot", 5, {}),
    ("tarot", 3, {}),
    ("tarin", 4, {}),
    ("tarin", 3, {}),
])
def test_every_refusal_has_a_passage(game, players, options):
    seen = _refusals_seen(game, players, options, range(30))
    missing = {r for r in seen - INPUT_ERRORS if passage(game, r) is None}
    assert not missing
    assert seen, "no refusal met at all"


def test_each_game_explains_its_duties():
    assert {"follow-suit", "must-trump", "overtrump", "raise-trump"} <= set(rules_of("kids"))
    assert {"follow-suit", "must-trump", "follow-trump"} <= set(rules_of("premier"))
    assert passage("premier", "overtrump") is None
