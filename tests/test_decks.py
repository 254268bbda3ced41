"""A game declares its deck (issue 41): each set of cards is registered by the package that owns
it (``engine.cards.register_cards``), two sets claiming one suit letter are refused with both
named, a registered set's cards are read, written and named through the registry, and
``engine/cards.py`` and ``engine/texts.py`` name no deck (checked on the real files, and proven
on a planted violation)."""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
from engine.cards import (CARD_SETS, EVERY_CARD, Card, CardSet, Deck, DeckClashError, Suit, forget_cards,
                          format_hand, is_card, parse_card, parse_hand, register_cards)
from engine.errors import NotationError, UnknownCardError
from engine.games.french import FRENCH
from engine.texts import card_name, suit_name
from tests.helpers import docstrings, make_cards

ROOT = Path(__file__).resolve().parents[1]
NEUTRAL = ("engine/cards.py", "engine/texts.py")


def _runes(name: str = "Runes", letters: str = "WZ") -> CardSet:
    """A made-up set of cards: two suits, three ranks, its own words."""
    return CardSet(
        name=name,
        suits=tuple(Suit(letter, f"rune {letter}", f"de la rune {letter}", f"rune {letter}")
                    for letter in letters),
        ranks={1: "1", 2: "2", 11: "Ki"},
        name_card=lambda card, lang: (f"la pierre {card.rank} ({suit_name(card.suit, lang)})" if lang == "fr"
                                      else f"the stone {card.rank} ({suit_name(card.suit, lang)})"),
        examples=("KiW",),
    )


@pytest.fixture
def runes() -> Iterator[CardSet]:
    """The made-up set, registered for one test and taken off afterwards."""
    cards = register_cards(_runes())
    yield cards
    forget_cards(cards)
    assert "W" not in {s.letter for known in CARD_SETS for s in known.suits}


# --- registration -----------------------------------------------------------------------------------
@pytest.mark.parametrize("letter", ["S", "B", "N"])
def test_a_letter_another_deck_claimed_is_refused_naming_both(letter):
    before = list(EVERY_CARD)
    with pytest.raises(DeckClashError) as info:
        register_cards(_runes("Runes", f"W{letter}"))
    owner = next(known for known in CARD_SETS if letter in known.letters)
    message = str(info.value)
    assert isinstance(info.value, ValueError)
    assert "'Runes'" in message and repr(owner.name) in message and repr(letter) in message
    assert list(EVERY_CARD) == before and "W" not in {s for known in CARD_SETS for s in known.letters}


@pytest.mark.parametrize("letters", [("T",), ("X",), ("w",), ("WZ",), ("W", "W")])
def test_the_trumps_and_excuses_letters_non_capitals_and_a_letter_twice_are_refused(letters):
    before = list(EVERY_CARD)
    with pytest.raises(DeckClashError, match=repr(letters[-1])):
        register_cards(CardSet("Runes", tuple(Suit(letter, "rune", "de la rune", "rune") for letter in letters),
                               {1: "1"}, lambda card, lang: "une rune"))
    assert list(EVERY_CARD) == before


def test_registering_the_same_set_again_changes_nothing():
    before = list(EVERY_CARD)
    assert register_cards(FRENCH) is FRENCH
    assert list(EVERY_CARD) == before and CARD_SETS.count(FRENCH) == 1


def test_every_registered_set_reads_writes_and_names_its_cards():
    assert {known.name for known in CARD_SETS} >= {"French tarot", "Tarot Kids", "Le Tarin"}
    for known in CARD_SETS:
        for card, token in known.tokens().items():
            assert parse_card(token) is card and str(card) == token and is_card(card)
            assert card_name(card, "fr") and card_name(card, "en") and card_name(card, "fr") != card_name(card, "en")
        for suit in known.suits:
            assert suit_name(suit.letter, "fr") == suit.fr and suit_name(suit.letter, "en") == suit.en


def test_a_new_deck_is_read_written_and_named_through_the_registry(runes):
    card = parse_card("KiW")
    assert card == Card("W", 11) and str(card) == "KiW" and is_card(card) and card in EVERY_CARD
    assert card_name(card, "fr") == "la pierre 11 (rune W)" and card_name(card, "en") == "the stone 11 (rune W)"
    assert suit_name("Z", "fr", partitive=True) == "de la rune Z"
    assert format_hand(parse_hand("T1 2Z KiW 1W")) == "1W KiW 2Z T1"
    deck = Deck(name="Runes", suits=("W", "Z"), trumps=0, power={1: 1, 2: 2, 11: 3},
                points={card: 4}, bouts=frozenset(), excuse=False)
    assert deck.total(deck.cards) == 4 and len(deck.cards) == 6
    with pytest.raises(UnknownCardError):
        parse_card("PvB", deck)
    with pytest.raises(NotationError, match="the ranks for suit 'W' are 1 2 Ki"):
        parse_card("3W")


def test_a_forgotten_deck_is_no_longer_read():
    cards = register_cards(_runes())
    assert parse_card("1W")
    forget_cards(cards)
    with pytest.raises(NotationError):
        parse_card("1W")
    assert not is_card(Card("W", 1))


def test_a_deck_on_suits_no_set_registered_is_refused():
    with pytest.raises(NotationError, match="no registered set of cards"):
        Deck(name="Runes", suits=("W",), trumps=0, power={1: 1}, points={}, bouts=frozenset())


def test_the_engine_exports_the_shared_tarot_deck():
    assert engine.TAROT_DECK is engine.get_game("tarot").deck is engine.get_game("premier").deck
    assert set(engine.TAROT_DECK.suits) == set(FRENCH.letters)


# --- cards.py and texts.py name no deck ------------------------------------------------------------
def _deck_words(sets: list[CardSet]) -> tuple[set[str], set[str]]:
    """What names a deck: exact words (suit letters, rank codes with a letter) and names (its suits'
    and its own name's words), looked for in any case."""
    exact = {s.letter for known in sets for s in known.suits}
    exact |= {code for known in sets for code in known.ranks.values() if not code.isdigit()}
    names = {word.lower() for known in sets for s in known.suits for text in (s.fr, s.en, known.name)
             for word in re.findall(r"\w{4,}", text)}
    return exact, names


def deck_names(source: str, sets: list[CardSet]) -> set[str]:
    """What of ``sets`` the code of ``source`` names: a string (not a docstring) that is a suit
    letter or a rank code, that holds a word made of suit letters only (« "BOGP" ») or a suit's
    or a deck's name; an identifier that holds a deck's or a suit's name (« TAROT_SUITS »)."""
    exact, names = _deck_words(sets)
    letters = {s.letter for known in sets for s in known.suits}
    tree = ast.parse(source)
    skip = docstrings(tree)
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            for word in re.findall(r"[\w'’]+", node.value):
                if word in exact or set(word) <= letters or any(n in word.lower() for n in names):
                    found.add(word)
            found |= {n for n in names if n in node.value.lower()}
        for field in ("id", "attr", "name", "asname", "module", "arg"):
            identifier = getattr(node, field, None)
            if isinstance(identifier, str):
                found |= {n for n in names if n in identifier.lower()}
    return found


@pytest.mark.parametrize("where", NEUTRAL)
def test_the_shared_card_modules_name_no_deck(where):
    assert deck_names((ROOT / where).read_text(encoding="utf-8"), CARD_SETS) == set()


@pytest.mark.parametrize("planted,named", [
    ('TAROT_SUITS = ("S", "H", "D", "C")\n', {"tarot", "S", "H", "D", "C"}),
    ('def name(card):\n    return card.suit in "BOGP"\n', {"BOGP"}),
    ('RANKS = {14: "Pv"}\n', {"Pv"}),
    ('def name(lang):\n    return "du cœur" if lang == "fr" else "hearts"\n', {"cœur", "hearts"}),
    ('from .games.kids import deck as kids_deck\n', {"kids"}),
])
def test_a_deck_named_in_a_shared_card_module_is_found(planted, named):
    source = (ROOT / "engine/texts.py").read_text(encoding="utf-8") + "\n\n" + planted
    assert named <= deck_names(source, CARD_SETS)


def test_the_make_cards_script_finds_every_decks_art_through_the_registry(monkeypatch):
    """The art of each registered game's deck is drawn, found by its ``Deck.art``; two decks
    drawing one file name are refused."""
    module = make_cards()
    arts = {game.deck.art for game in engine.all_games()}
    assert set(module.decks()) == arts and "" not in arts
    drawn = module.all_cards("fr")
    for game in engine.all_games():
        assert f"back-{game.deck.art.split('.')[-2]}.svg" in drawn or game.deck is engine.TAROT_DECK
    twice = type(sys)("twice")
    twice.cards = lambda lang: {"KH.svg": ("", "")}
    monkeypatch.setitem(sys.modules, "twice", twice)
    monkeypatch.setattr(module, "decks", lambda: {"engine.games.french.art": None, "twice": None})
    with pytest.raises(ValueError, match="KH.svg"):
        module.all_cards("fr")
