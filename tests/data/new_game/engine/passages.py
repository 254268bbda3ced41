"""La Luciole's rules in our own words, for « Pourquoi ? »: by rule id, where the rule is
written (its own rule text, ``rules.md`` in this folder), its title and our explanation, in
French and in English."""

from __future__ import annotations

from ...rulebook import Book, Source

#: the game's rule text is its own, kept in its package (no book beside the repository)
BOOK = Book("engine/games/luciole/rules.md", "Règle de la Luciole", "The Firefly rules")
PLAY = Source(BOOK, "Le jeu", "The play")

PASSAGES: dict[str, tuple[Source, str, str, str, str]] = {
    # rule: (source, title FR, title EN, our words FR, our words EN)
    "follow-suit": (
        PLAY, "La couleur demandée", "The suit led",
        "La première carte du pli donne la couleur. Si tu as cette couleur, tu dois la jouer.",
        "The first card of the trick sets the suit. If you have that suit, you must play it."),
    "not-your-turn": (
        PLAY, "Chacun son tour", "Each in turn",
        "Chacun joue une carte quand c'est son tour, vers la gauche, l'un après l'autre.",
        "Everyone plays one card when it is their turn, to the left, one after the other."),
}
