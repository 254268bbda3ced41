"""Every refusal explained by its own game's rule, at every player count.

For each game and each number of players it allows, seeded deals are played at random; at each
decision the test tries, for the seat to act and for the seats that may not act, the game's
probes (wrong bids, wrong calls, wrong cards, …), every card of the hand and the legal actions
of the other seats. Every rule id the game refuses with (``rules_of(game)`` and
``not-your-turn``; a game's rule that cannot happen at a count is listed in ``NOT_AT``) must be
met at every count, and its « Pourquoi ? » passage for that count must:

* exist, and belong to that game (its own book, RULINGS.md, or docs/rules-choices.md, whose
  section names that game);
* quote the sizes of that player count (``SIZES``), and name no other table than its own;
* cite a section that really holds the rule: the section heading is in the cited book, and the
  section holds the passage's numbers and the rule's key words (``HOLDS``). docs/rules-choices.md
  is read here; the books of ``../shared/rules`` are read when present, else their section
  fingerprints (``tests/data/rulebook-sections.txt``, written by ``python -m tests.rulecopy``)
  stand for them: headings, numbers and the key words, hashed.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from functools import cache
from itertools import combinations
from pathlib import Path

import pytest

from engine import Deal, all_games, get_game
from engine.errors import InputError, NotationError, OptionsError
from engine.games.kids.rules import TROP_COOL
from engine.games.tarot.rules import POIGNEES
from engine.rulebook import INPUT_ERRORS, RULES_CHOICES, RULINGS, Passage, Source, passage, rules_of, sources
from tests import rulecopy

#: actions tried at every decision, beside the hand's cards and the others' legal actions
PROBES: dict[str, tuple[str, ...]] = {
    "kids": ("pass", "bid:brevet", "bid:phd", "call:E1B", "call:PvB", "declare:trop_cool",
             "declare:trop_cool:T2", "declare:la_loose", "declare:greve", "declare:greve:T2",
             "declare:bout_du_bout", "declare:chouette"),
    "premier": (),
    "tarot": ("pass", "bid:prise", "bid:chouette", "call:KS", "call:QS", "call:QH", "discard:KS",
              "discard:KH", "discard:T1", "discard:T21", "discard:EX", "declare:chelem",
              "declare:poignee:T1,T2", "declare:poignee:1S,2S,3S,4S,5S,6S,7S,8S,9S,10S"),
    "tarin": ("pass", "bid:15", "bid:17", "bid:20", "trump:Z", "trump:N"),
    "taroinche": ("chien:0,40", "chien:11,11", "chien:1,22", "chien:11,32", "chien:11,12",
                  "chien:12,22", "chien:11,22", "pass", "coinche", "surcoinche",
                  "bid:85:H:1", "bid:90:X:1", "bid:90:TA:1", "bid:90:H:9", "bid:90:H:1:plus",
                  "bid:80:H:1", "bid:capot:TA:1", "bid:160:S:0:contre"),
    "tamalou": ("draw", "take:0", "take:5", "tamalou", "pass", "throw", "swap:0", "look:0.0",
                "look:1.0", "look:0.9", "exchange:0.0,0.1", "exchange:0.0,1.0", "exchange:1.0,2.0",
                "exchange:0.1,1.1", "snap:0", "snap:1", "snap:0,1,2,3", "snap:0,1"),
}

#: rules a game cannot refuse with at some player counts (the rule is not played there)
_KIDS_PRIMES = ("trop-cool-few", "trop-cool-show", "la-loose-trump", "greve-prof", "prime-automatic",
                "prime-unknown", "prime-twice", "prime-show")
NOT_AT: dict[str, dict[int, set[str]]] = {
    # the primes are played at 4 and 5, the Head teacher's call at 5; at 2 nobody has trumped
    # before the second card, so there is nothing to overtrump
    "kids": {2: {"call-proviseur", "overtrump", *_KIDS_PRIMES}, 3: {"call-proviseur", *_KIDS_PRIMES},
             4: {"call-proviseur"}},
    # the King is called at 5 (and at 6, where five play)
    "tarot": {n: {"call-king", "called-suit-lead"} for n in (3, 4)},
}

#: the sizes a passage must quote at each count: (game, rule) → {players: numbers}
SIZES: dict[tuple[str, str], dict[int, tuple[int, ...]]] = {
    **{("tarot", rule): {n: POIGNEES[min(n, 5)] for n in (3, 4, 5, 6)}
       for rule in ("poignee-count", "poignee-late", "poignee-trumps", "poignee-twice")},
    **{("kids", rule): {n: (need,) for n, need in TROP_COOL.items()}
       for rule in ("trop-cool-few", "trop-cool-show")},
}

#: the key words (in the language of the book cited) the cited section must hold, by book file
_CHOICES = "docs/rules-choices.md"
HOLDS: dict[tuple[str, str], dict[str, tuple[str, ...]]] = {
    ("kids", "not-your-turn"): {"RULINGS.md": ("clockwise",), "tarot-kids.txt": ("gauche",)},
    ("premier", "not-your-turn"): {"RULINGS.md": ("counter",), "tarot-junior.txt": ("aiguilles",)},
    ("tarot", "not-your-turn"): {"tarot-junior.txt": ("aiguilles",)},
    ("tarin", "not-your-turn"): {"RULINGS.md": ("clockwise",), _CHOICES: ("clockwise",)},
    ("taroinche", "not-your-turn"): {"taroinche.txt": ("aiguilles",)},
    ("tamalou", "not-your-turn"): {_CHOICES: ("clockwise",)},
    ("taroinche", "follow-trump"): {"taroinche.txt": ("atout",)},
    ("tarot", "poignee-count"): {"tarot-junior.txt": ("poignée",), _CHOICES: ("poignée",)},
    ("tarot", "call-king"): {"tarot-junior.txt": ("roi",), "RULINGS.md": ("five", "king")},
    ("tamalou", "tamalou-once"): {_CHOICES: ("once", "round")},
    ("tamalou", "tamalou-locked"): {_CHOICES: ("frozen",)},
    ("tamalou", "tamalou-pile-empty"): {_CHOICES: ("empty", "pile", "once")},
    ("tamalou", "tamalou-snap-once"): {_CHOICES: ("answers", "once")},
    ("tamalou", "tamalou-must-announce"): {"tamalou.txt": ("obligatoirement",)},
    ("tamalou", "tamalou-snap-count"): {"tamalou.txt": ("trois",)},
}


def _refusal(deal, action: str, seat: int | None = None):
    check = getattr(deal, "fault", None) or deal.why_illegal  # Le Tamalou: what a move would cost
    try:
        return check(action, seat)
    except (NotationError, InputError, ValueError):
        return None


def _tamalou_rare(players: int) -> list[tuple[Deal, str]]:
    """Le Tamalou's rare refusals, set up: an empty square at its turn, and a last turn after
    « Tamalou » with the pile empty after its one reshuffle."""
    from engine.games.tamalou.rules import TamalouDeal

    deck = [str(c) for c in get_game("tamalou").deck.cards]
    squares = [" ".join(deck[4 * i:4 * i + 4]) for i in range(players)]
    empty = TamalouDeal.from_text(" / ".join([". . . .", *squares[1:]]) + f" | {deck[-1]} | {deck[-2]}",
                                  dealer=players - 1)
    spent = TamalouDeal.from_text(" / ".join(squares) + " | - | " + " ".join(deck[4 * players:]),
                                  dealer=players - 1)
    spent.reshuffled = True  # the pile was already made again once
    return [(empty, "draw"), (spent.apply("tamalou"), "draw")]


def _tarot_rare(players: int) -> list[tuple[Deal, str]]:
    """A poignée shown twice, and one showing a card that is no trump: a deal where a hand has
    one (13 trumps at 3 players are rare), played to its first card."""
    sizes = POIGNEES[min(players, 5)]
    for seed in range(2000):
        deal = Deal.new("tarot", players, seed)
        if max(sum(c.is_trump or c.is_excuse for c in h) for h in deal.hands) >= sizes[0]:
            break
    rng = random.Random(0)
    while not deal.over:
        legal = [str(a) for a in deal.legal_actions()]
        shown = [a for a in legal if a.startswith("declare:poignee")]
        if shown:
            cards = shown[0].split(":")[2].split(",")
            other = next(str(c) for c in deal.hands[deal.to_act] if not (c.is_trump or c.is_excuse))
            wrong = f"declare:poignee:{','.join([*cards[1:], other])}"
            before = deal.why_illegal(wrong)
            deal.apply(shown[0])
            return [(_Fixed(before), wrong), (deal, shown[0])]
        deal.apply(_steer(legal, rng))
    return []


class _Fixed:
    """A refusal already computed, for :func:`met`."""

    def __init__(self, refusal):
        self.refusal = refusal

    def why_illegal(self, action, seat=None):
        return self.refusal


#: positions set up for refusals random deals meet too rarely
RARE = {"tamalou": _tamalou_rare, "tarot": _tarot_rare}


@cache
def met(game: str, players: int) -> dict[str, str]:
    """Every rule id met at ``players``, with the action that met it first."""
    wanted = _expected(game, players)
    found: dict[str, str] = {}
    for deal, action in RARE.get(game, lambda n: [])(players):
        refusal = _refusal(deal, action)
        if refusal is not None:
            found.setdefault(refusal.rule, f"set up: {action}")
    pool: set[str] = set()
    for seed in range(40):
        deal = Deal.new(game, players, seed, _options(game, players))
        rng = random.Random(seed)
        for _ in range(300):
            if deal.over:
                break
            legal = [str(a) for a in deal.legal_actions()]
            pool.update(legal)
            seat = deal.to_act
            hand = getattr(deal, "hands", None)
            tries = {*PROBES.get(game, ()), *sorted(pool)[:: max(1, len(pool) // 40)],
                     *(a for a in pool if a.startswith("declare"))}
            if hand is not None and seat is not None and seat < len(hand):
                tries.update(str(c) for c in hand[seat])
                if deal.phase == "ecart":
                    tries.update(f"discard:{c}" for c in hand[seat])
            for action in sorted(tries):
                refusal = _refusal(deal, action)
                if refusal is not None:
                    found.setdefault(refusal.rule, f"seed {seed}: {action}")
            for other in range(players):
                if other != seat and legal:
                    refusal = _refusal(deal, legal[0], other)
                    if refusal is not None:
                        found.setdefault(refusal.rule, f"seed {seed}: seat {other} {legal[0]}")
            deal.apply(_steer(legal, rng) if seed % 2 and game in STEERED else rng.choice(legal))
        if wanted <= set(found):
            break
    return found


STEERED = {"tarot", "tamalou"}


def _steer(legal: list[str], rng: random.Random) -> str:
    """Half the deals are steered where random play rarely goes: the first bidder takes a Prise
    and the others pass (an écart), and every poignée is shown."""
    for wish in ("declare:poignee", "bid:prise", "throw", "pass"):
        chosen = [a for a in legal if a.startswith(wish)]
        if chosen:
            return chosen[0]
    return rng.choice(legal)


def _options(game: str, players: int) -> dict:
    """The most on-off options that table can play (Tarot Kids: the call at 5, primes at 4–5)."""
    g = get_game(game)
    names = [o.name for o in g.options if isinstance(o.default, bool)]
    for size in range(len(names), -1, -1):
        for chosen in combinations(names, size):
            try:
                g.check_options(players, dict.fromkeys(chosen, True))
            except OptionsError:
                continue
            return dict.fromkeys(chosen, True)
    return {}


def _expected(game: str, players: int) -> set[str]:
    return ({*rules_of(game), "not-your-turn"} - INPUT_ERRORS) - NOT_AT.get(game, {}).get(players, set())


CASES = [(g.id, n) for g in all_games() for n in g.players]


@pytest.mark.parametrize("game,players", CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_every_refusal_is_met_and_explained(game, players):
    found = met(game, players)
    missing = _expected(game, players) - set(found)
    assert not missing, f"{game} at {players}: never met {sorted(missing)}"
    for rule in sorted(set(found) - INPUT_ERRORS):
        p = passage(game, rule, players)
        assert p is not None, f"{game} at {players}: no passage for {rule} ({found[rule]})"


# --- the passage belongs to its game, quotes its table's sizes, and its source holds it ---------

TOP = Path(__file__).resolve().parents[1]
#: the books every game may cite, each in a section named after the game
SHARED_BOOKS = (RULINGS, RULES_CHOICES)


@cache
def own_book(game: str) -> str:
    """The file of ``game``'s own rule book: the one its passages cite most, besides the shared
    ones (a game's may be in its own folder: ``engine/games/<id>/rules.md``)."""
    books = Counter(p.source.book.file for rule in rules_of(game) for p in [passage(game, rule)]
                    if p.source.book not in SHARED_BOOKS)
    return books.most_common(1)[0][0]


def section_game(section: str) -> str | None:
    """The game a section of a shared book is named after: the longest name of a game (French or
    English) it starts with (« Tarot Kids », not « Tarot »)."""
    names = sorted(((name, game.id) for game in all_games() for name in (game.fr, game.en)),
                   key=lambda pair: -len(pair[0]))
    return next((game for name, game in names if section.startswith(name)), None)
_COUNTS = re.compile(r"(\d)(?:\s*(?:,|ou|et|or|and)\s*(?:à\s+)?(\d))?\s+(?:joueurs|players)")


def _numbers(text: str) -> set[str]:
    return set(re.findall(r"\d+", text))


@cache
def _lines(file: str) -> tuple[tuple[bool, str, frozenset[str]], ...]:
    """The book's lines as (Markdown heading?, heading hash, word hashes): read from the book
    when it is here (docs/rules-choices.md always is), else from the kept fingerprints."""
    path = TOP / file if "/" in file else rulecopy.RULES_DIR / file
    if path.is_file():
        return tuple((line.startswith("#"), rulecopy.digest(rulecopy.heading(line))
                      if len(rulecopy.words(line)) <= 8 else "-",
                      frozenset(rulecopy.digest(w) for w in rulecopy.words(line)))
                     for line in path.read_text(encoding="utf-8").splitlines() if rulecopy.words(line))
    assert "/" not in file
    return tuple((mark == "#", head, frozenset(words))
                 for name, _, mark, head, *words in map(str.split, rulecopy.read_lines()) if name == file)


def section_words(source: Source) -> frozenset[str] | None:
    """The word hashes of the section a source names (``None``: no such heading in its book).
    A Markdown section runs to the next heading; a section of a text, to the next heading that
    some passage cites in that book (the texts have no heading levels)."""
    lines = _lines(source.book.file)
    names = {rulecopy.digest(rulecopy.heading(n)) for n in (source.section_fr, source.section_en)}
    cited = {rulecopy.digest(rulecopy.heading(n)) for s in sources() if s.book == source.book
             for n in (s.section_fr, s.section_en)}
    markdown = source.book.file.endswith(".md")
    start = next((i for i, (mark, head, _) in enumerate(lines)
                  if head in names and (mark or not markdown)), None)
    if start is None:
        return None
    words: set[str] = set()
    for i, (mark, head, found) in enumerate(lines[start:]):
        if i and (mark if markdown else head in cited):
            break
        words |= found
    return frozenset(words)


def _check(game: str, rule: str, players: int, p: Passage) -> list[str]:
    problems = []
    source = p.source
    if source.book.file != own_book(game) and section_game(source.section_en) != game:
        problems.append(f"cites {source.cite('en')}, not a section of {get_game(game).en}")
    for lang, text in (("fr", p.fr), ("en", p.en)):
        sizes = SIZES.get((game, rule), {}).get(players, ())
        if not {str(n) for n in sizes} <= _numbers(text):
            problems.append(f"{lang} does not quote the sizes {sizes} of {players} players: {text}")
        counts = {int(n) for match in _COUNTS.finditer(text) for n in match.groups() if n}
        if counts and players not in counts:
            problems.append(f"{lang} speaks of {sorted(counts)} players at a table of {players}")
    held = section_words(source)
    if held is None:
        problems.append(f"{source.book.file} has no section « {source.section_fr} »")
        return problems
    # the sizes quoted and the tables named (other numbers name cards, or bids)
    quoted = {str(n) for n in SIZES.get((game, rule), {}).get(players, ())}
    quoted |= {n for match in _COUNTS.finditer(p.fr) for n in match.groups() if n}
    missing = sorted(n for n in quoted if rulecopy.digest(n) not in held)
    if missing:
        problems.append(f"{source.cite('en')} does not hold the numbers {missing}")
    for word in HOLDS.get((game, rule), {}).get(source.book.file, ()):
        if rulecopy.digest(word) not in held:
            problems.append(f"{source.cite('en')} does not say « {word} »")
    return problems


@pytest.mark.parametrize("game,players", CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_each_refusal_cites_its_own_games_rule_for_its_table(game, players):
    problems = {rule: found for rule in sorted(set(met(game, players)) - INPUT_ERRORS)
                for p in [passage(game, rule, players)] if p is not None
                for found in [_check(game, rule, players, p)] if found}
    assert not problems


def test_the_section_fingerprints_are_those_of_the_books():
    """With the books here, the kept lines must be theirs; without them, they still name the
    sections the passages cite (a check that runs the same in a clone without ../shared)."""
    if rulecopy.RULES_DIR.is_dir():
        assert rulecopy.read_lines() == rulecopy.book_lines(), "run: python -m tests.rulecopy"
    kept = {line.split()[0] for line in rulecopy.read_lines()}
    assert {own_book(game.id) for game in all_games() if "/" not in own_book(game.id)} | {"RULINGS.md"} <= kept
    assert section_words(passage("tarot", "poignee-count", 5).source) is not None
