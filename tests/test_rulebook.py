"""Every rule id the engine refuses with is explained in our own words, in French and in English,
with its book and section named; and nothing we ship repeats the rule books' sentences.

The books themselves live beside the repository (``../shared/rules``) and may be missing: the
checks then run against their fingerprints (tests/rulecopy.py), so they run the same anywhere."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from engine import Deal
from engine.rulebook import _PASSAGES, INPUT_ERRORS, passage, rules_of, sources
from tests import rulecopy

ENGINE = Path(__file__).resolve().parents[1] / "engine"
#: how a rule id is written where the engine refuses: Refusal("id", …), Duty("id", …), or an
#: ("id", "French…", "English…") problem tuple that becomes a Refusal
_RULE_ID = re.compile(r'(?:Refusal|Duty)\(\s*"([a-z]+(?:-[a-z]+)*)"|\(\s*"([a-z]+(?:-[a-z]+)+)",\s*f?"')


def _rule_ids() -> dict[str, set[str]]:
    """Rule ids written in the engine's sources, by game (``"*"`` for the shared core)."""
    found: dict[str, set[str]] = {}
    for path in ENGINE.rglob("*.py"):
        game = path.parent.name if path.parent.parent.name == "games" else "*"  # engine/games/<id>/
        for match in _RULE_ID.finditer(path.read_text(encoding="utf-8")):
            found.setdefault(game, set()).add(match[1] or match[2])
    return found


def test_the_rule_id_finder_reads_the_engine():
    ids = _rule_ids()
    assert {"follow-suit", "must-trump", "overtrump", "raise-trump", "not-your-turn", "wrong-phase"} <= ids["*"]
    assert {"bet-too-low", "trop-cool-few", "greve-prof"} <= ids["kids"]
    assert {"call-king", "ecart-bout", "poignee-count", "called-suit-lead", "prime-unknown"} <= ids["tarot"]


def test_every_rule_id_of_the_engine_is_explained():
    for game, ids in _rule_ids().items():
        games = sorted({g for g, _ in _PASSAGES}) if game == "*" else [game]
        for rule in ids - INPUT_ERRORS:
            assert any(passage(g, rule) for g in games), f"{game}: no explanation for {rule}"


@pytest.mark.parametrize("key", sorted(_PASSAGES), ids=lambda k: f"{k[0]}:{k[1]}")
def test_each_explanation_is_ours_in_both_languages(key):
    p = passage(*key)
    assert p.title_fr and p.title_en and p.fr and p.en and p.fr != p.en
    for text in (p.fr, p.en):
        # child-sized: short sentences
        longest = max(len(s.split()) for s in re.split(r"[.!?:;]\s", text))
        assert longest <= 25, f"{key}: a sentence of {longest} words"
    # English is English: no French guillemets, no French spacing before punctuation
    assert "«" not in p.en and not re.search(r"\s[:;!?]", p.en), p.en


def _own_headings(file: str) -> set[str]:
    """The hashed « ## » headings of a book kept in the repository at ``file``."""
    text = (rulecopy.TOP / file).read_text(encoding="utf-8")
    return {rulecopy.digest(rulecopy.heading(line)) for line in text.splitlines() if line.startswith("## ")}


def test_each_source_names_a_real_section_of_its_book():
    """The section named is a heading of that book (checked against the books' fingerprints)."""
    _, headings = rulecopy.read()
    for source in sources():
        names = {rulecopy.heading(source.section_fr), rulecopy.heading(source.section_en)}
        # a book kept in the repository (docs/rules-choices.md, a game's own rules.md in its
        # folder) is read; a book beside it, through its fingerprints
        found = _own_headings(source.book.file) if "/" in source.book.file else headings
        assert any(rulecopy.digest(n) in found for n in names), source
        assert source.book.fr in source.cite("fr") and source.book.en in source.cite("en")
        assert ".txt" not in source.cite("fr") + source.cite("en")


def test_no_shipped_file_repeats_a_rulebook_sentence():
    runs, _ = rulecopy.read()
    copied = {str(path.relative_to(rulecopy.TOP)): found[:2] for path in rulecopy.shipped()
              for found in [rulecopy.copied(path.read_text(encoding="utf-8", errors="ignore"), runs)]
              if found}
    assert not copied


def test_the_fingerprints_are_those_of_the_books(tmp_path):
    """With the books beside the repository, the fingerprints kept here must be theirs; without
    them, the fingerprints must still catch a copied run and pass our own words."""
    if rulecopy.RULES_DIR.is_dir():
        assert rulecopy.read() == rulecopy.from_books(), "run: python -m tests.rulecopy"
    runs, headings = rulecopy.read()
    assert len(runs) > 5000 and rulecopy.digest("la partie") in headings
    book = tmp_path / "book.txt"
    book.write_text("## Un titre\n\nUn deux trois quatre cinq six sept huit neuf dix onze.\n")
    fake = tmp_path / "fp.txt"
    rulecopy.write(fake, tmp_path)
    runs, headings = rulecopy.read(fake)
    assert rulecopy.copied("Zéro un deux trois quatre cinq six sept huit neuf.", runs)
    assert not rulecopy.copied("Un deux trois quatre cinq six sept huit, et dix.", runs)
    assert rulecopy.digest("un titre") in headings


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
def test_every_refusal_met_in_play_is_explained(game, players, options):
    seen = _refusals_seen(game, players, options, range(30))
    missing = {r for r in seen - INPUT_ERRORS if passage(game, r) is None}
    assert not missing
    assert seen, "no refusal met at all"


def test_each_game_explains_its_duties():
    assert {"follow-suit", "must-trump", "overtrump", "raise-trump"} <= set(rules_of("kids"))
    assert {"follow-suit", "must-trump", "follow-trump"} <= set(rules_of("premier"))
    assert passage("premier", "overtrump") is None
