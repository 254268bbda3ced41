"""What each rule id means, in our own words, and where the rule comes from.

Hints key on the rule id of a :class:`~engine.errors.Refusal`; "Pourquoi ?" shows
:func:`passage`: a short explanation written for a 9-year-old, in French and in English, and
the book and section it comes from. The rule books are third-party texts: we use their facts,
never their sentences (the tests check no run of 9 words is copied).

>>> p = passage("kids", "follow-suit")
>>> p.source.cite("fr")
'Règle du Tarot Kids (WDK Partner), La partie'
>>> p.title("en")
'Follow suit'
>>> passage("premier", "overtrump") is None  # no such duty in Mon premier Tarot
True

A passage may depend on the number of players: ``passage(game, rule, players)`` gives the words
for that table (Tarot's poignée has 13, 15 or 18 trumps at 3 players, 8, 10 or 13 at 5):

>>> passage("tarot", "poignee-count", players=3).fr.endswith("la double 15 et la triple 18.")
True
>>> passage("tarot", "poignee-count", players=6).source.cite("en")
"Tarot École's choices, French Tarot (full game)"
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Book:
    """A rule book: its file beside the repository (for the tests: in ``../shared/rules/``), or a
    path inside the repository (our own choices, ``docs/rules-choices.md``; a game's own rule
    text kept in its folder, ``engine/games/<id>/rules.md``, whose « ## » headings are its
    sections), and its title."""

    file: str
    fr: str
    en: str


@dataclass(frozen=True)
class Source:
    """A section of a book, named as a reader would look for it (the French heading, and what
    it means in English)."""

    book: Book
    section_fr: str
    section_en: str

    def cite(self, lang: str) -> str:
        """« Règle du Tarot Junior (Grimaud), Mon premier Tarot »."""
        if lang == "fr":
            return f"{self.book.fr}, {self.section_fr}"
        return f"{self.book.en}, {self.section_en}"


@dataclass(frozen=True)
class Passage:
    """A rule as the learner reads it: its title and our explanation, in both languages."""

    rule: str
    source: Source
    title_fr: str
    title_en: str
    fr: str
    en: str

    def title(self, lang: str) -> str:
        return self.title_fr if lang == "fr" else self.title_en

    def text(self, lang: str) -> str:
        return self.fr if lang == "fr" else self.en


#: books more than one game cites (a game's own book lives in its package's ``passages.py``)
JUNIOR = Book("tarot-junior.txt", "Règle du Tarot Junior (Grimaud)", "Tarot Junior rules (Grimaud)")
RULINGS = Book("RULINGS.md", "Arbitrages de Tarot École", "Tarot École rulings")
#: what we chose where the texts and RULINGS.md are silent; its sections are the file's « ## »
#: headings (in English: a Source names them in French too)
RULES_CHOICES = Book("docs/rules-choices.md", "Choix de Tarot École", "Tarot École's choices")

#: one explanation: (source, title FR, title EN, our words FR, our words EN)
Entry = tuple[Source, str, str, str, str]
#: an explanation that depends on the number of players: by player count, and under ``None``
#: the words for any table (when the count is not known)
ByPlayers = Mapping[int | None, Entry]

#: every game's explanations, by (game id, rule id): each game's package registers its own
_PASSAGES: dict[tuple[str, str], Entry | ByPlayers] = {}


def register_passages(game: str, passages: Mapping[str, Entry | ByPlayers]) -> None:
    """Add the explanations of the game with id ``game``, by rule id (each game's package
    calls it once). An explanation that changes with the number of players is a mapping from
    the count to its entry, with the words for any count under ``None``."""
    for rule, entry in passages.items():
        if isinstance(entry, Mapping) and None not in entry:
            raise ValueError(f"{game}: {rule} has no words for any table (the None key)")
    _PASSAGES.update(((game, rule), entry) for rule, entry in passages.items())


def forget_passages(game: str) -> None:
    """Take the explanations of the game with id ``game`` off the book (a test's own game)."""
    for key in [key for key in _PASSAGES if key[0] == game]:
        del _PASSAGES[key]


#: the rule ids of refusals that come from the input, not from a rule
INPUT_ERRORS = frozenset({"not-in-hand", "unknown-card", "wrong-phase"})


def passage(game: str, rule: str, players: int | None = None) -> Passage | None:
    """The explanation of ``rule`` in ``game`` at a table of ``players`` (``None``: the words
    for any table); ``None`` for input errors and foreign rules."""
    entry = _PASSAGES.get((game, rule))
    if isinstance(entry, Mapping):
        entry = entry.get(players, entry[None])
    return Passage(rule, *entry) if entry else None


def rules_of(game: str) -> tuple[str, ...]:
    """Every rule id with an explanation in ``game``."""
    return tuple(rule for g, rule in _PASSAGES if g == game)


def sources() -> frozenset[Source]:
    """Every book section an explanation cites."""
    return frozenset(each[0] for entry in _PASSAGES.values()
                     for each in (entry.values() if isinstance(entry, Mapping) else (entry,)))
