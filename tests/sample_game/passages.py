"""Le Petit Pli's rules in our own words, for « Pourquoi ? »: by rule id, where the rule is
written, its title and our explanation, in French and in English."""

from __future__ import annotations

from engine.rulebook import Book, Source

BOOK = Book("tests/sample_game/rules.py", "Règle du Petit Pli (jeu d'essai)", "Little Trick rules (test game)")
PLAY = Source(BOOK, "Le jeu", "The play")

PASSAGES: dict[str, tuple[Source, str, str, str, str]] = {
    # rule: (source, title FR, title EN, our words FR, our words EN)
    "follow-suit": (
        PLAY, "La couleur demandée", "The suit led",
        "La première carte du pli donne la couleur. Si tu as cette couleur, tu dois la jouer.",
        "The first card of the trick sets the suit. If you have that suit, you must play it."),
    "not-your-turn": (
        PLAY, "Chacun son tour", "Each in turn",
        "Chacun joue une carte quand c'est son tour, l'un après l'autre.",
        "Everyone plays one card when it is their turn, one after the other."),
}
