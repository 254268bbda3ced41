"""Mon premier Tarot's rules in our own words, for « Pourquoi ? » (:mod:`engine.rulebook`): by rule
id, the book section it comes from, its title and our explanation, in French and in English."""

from __future__ import annotations

from ...rulebook import JUNIOR, RULINGS, Source

FIRST = Source(JUNIOR, "Mon premier Tarot", "Mon premier Tarot (my first Tarot)")
FIRST_RULING = Source(RULINGS, "Mon premier Tarot (débutants)", "Mon premier Tarot (beginners)")

PASSAGES: dict[str, tuple[Source, str, str, str, str]] = {
    # rule: (source, title FR, title EN, our words FR, our words EN)
    "follow-suit": (
        FIRST, "La couleur demandée", "The suit led",
        "La première carte du pli donne la couleur : tout le monde doit jouer cette couleur s'il "
        "en a.",
        "The first card of the trick sets the suit: everyone must play that suit if they have "
        "it."),
    "must-trump": (
        FIRST, "Couper", "Trump",
        "Tu n'as pas la couleur demandée ? Alors tu dois jouer un atout. Sans atout, tu jettes "
        "la carte de ton choix.",
        "You do not have the suit led? Then you must play a trump. With no trump, you throw away "
        "any card you like."),
    "follow-trump": (
        FIRST_RULING, "Atout demandé", "Trumps led",
        "Quand la première carte est un atout, tu dois jouer un atout si tu en as un. Dans Mon "
        "premier Tarot, pas besoin de jouer plus fort.",
        "When the first card is a trump, you must play a trump if you have one. In My first "
        "Tarot, you do not need to play a higher one."),
    "not-your-turn": (
        FIRST, "Chacun son tour", "Each in turn",
        "Chacun joue une carte à son tour. Dans Mon premier Tarot, le tour passe vers la "
        "droite, à l'envers des aiguilles d'une montre.",
        "Everyone plays one card in turn. In My first Tarot the turn goes to the right, the "
        "other way from the hands of a clock."),
}
