"""Le Tarin's rules in our own words, for « Pourquoi ? » (:mod:`engine.rulebook`): by rule
id, the book section it comes from, its title and our explanation, in French and in English."""

from __future__ import annotations

from ...rulebook import RULINGS, Book, Source

TARIN = Book("tarin.txt", "Règle du Tarin", "Le Tarin rules")
TARIN_RULES = Source(TARIN, "Règle du jeu", "Règle du jeu (how to play)")
#: the text names the dealer's left as the first to play; RULINGS.md says play goes clockwise
TARIN_RULING = Source(RULINGS, "Le Tarin", "Le Tarin")

PASSAGES: dict[str, tuple[Source, str, str, str, str]] = {
    # rule: (source, title FR, title EN, our words FR, our words EN)
    "follow-suit": (
        TARIN_RULES, "Fournir", "Follow the colour",
        "Joue la couleur de la première carte du pli si tu en as. Si tu n'en as pas, tu choisis : "
        "couper avec un atout, ou donner n'importe quelle autre carte.",
        "Play the colour of the first card of the trick if you have any. If you have none, you "
        "choose: trump, or give any other card."),
    "tarin-dealer-opens": (
        TARIN_RULES, "Le donneur ouvre", "The dealer opens",
        "Celui qui a donné les cartes parle en premier. Il n'a pas le droit de passer : il "
        "annonce 15 points ou plus.",
        "The player who dealt speaks first. They may not pass: they bid 15 points or more."),
    "tarin-bid-number": (
        TARIN_RULES, "Combien annoncer", "What to bid",
        "Une enchère, c'est le nombre de points que tu penses gagner si tu choisis l'atout. Elle "
        "va de 15 à 100, de 5 en 5.",
        "A bid is the number of points you think you can win if you choose trumps. It goes from "
        "15 to 100, in steps of 5."),
    "tarin-bid-higher": (
        TARIN_RULES, "Surenchérir", "Bid higher",
        "Chaque enchère doit dépasser la précédente. Qui passe ne parle plus jusqu'à la donne "
        "suivante.",
        "Each bid must beat the one before. Whoever passes stays quiet until the next deal."),
    "tarin-trump-colour": (
        TARIN_RULES, "Choisir l'atout", "Naming trumps",
        "Celui qui a fait la plus haute enchère choisit l'atout parmi les quatre couleurs : noir, "
        "rouge, jaune ou vert.",
        "The highest bidder picks trumps among the four colours: black, red, yellow or green."),
    "not-your-turn": (
        TARIN_RULING, "Chacun son tour", "Each in turn",
        "Au Tarin, on enchérit et on joue chacun son tour, vers la gauche, comme tournent les "
        "aiguilles d'une montre. Celui qui gagne une levée joue la première carte de la "
        "suivante.",
        "In Le Tarin, everyone bids and plays in turn, to the left, the way the hands of a "
        "clock turn. Whoever wins a trick plays the first card of the next one."),
}

# a trump colour led is followed like any colour led
PASSAGES["follow-trump"] = PASSAGES["follow-suit"]
