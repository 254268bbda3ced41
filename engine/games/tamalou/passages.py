"""Le Tamalou's rules in our own words, for « Pourquoi ? » (:mod:`engine.rulebook`): by rule
id, the book section it comes from, its title and our explanation, in French and in English."""

from __future__ import annotations

from ...rulebook import RULES_CHOICES, Book, Source

TAMALOU = Book("tamalou.txt", "Règle du Tamalou", "Le Tamalou rules")
TAMALOU_RULES = Source(TAMALOU, "Règle du jeu", "Règle du jeu (how to play)")
#: what the text leaves open (the direction, one announce, the frozen cards, the empty pile, one
#: answer per discard): our choices, written in docs/rules-choices.md
TAMALOU_CHOICE = Source(RULES_CHOICES, "Le Tamalou", "Le Tamalou")

PASSAGES: dict[str, tuple[Source, str, str, str, str]] = {
    # rule: (source, title FR, title EN, our words FR, our words EN)
    "not-your-turn": (
        TAMALOU_CHOICE, "Chacun son tour", "Each in turn",
        "On joue chacun son tour, vers la gauche. Seul moment où tout le monde peut agir : "
        "quand une carte arrive sur la défausse.",
        "Everyone plays in turn, to the left. The only time anyone may act: when a card lands "
        "on the discard."),
    "tamalou-no-card": (
        TAMALOU_RULES, "Une place vide", "An empty place",
        "Ton carré garde toujours sa forme. Une carte jetée laisse une place vide, et une place "
        "vide ne sert plus à rien.",
        "Your square always keeps its shape. A card thrown away leaves an empty place, and an "
        "empty place is no use any more."),
    "tamalou-once": (
        TAMALOU_CHOICE, "Un seul Tamalou", "One Tamalou only",
        "Une seule personne dit « Tamalou » dans une manche. Ensuite, chacun des autres joue un "
        "dernier tour, puis on compte.",
        "Only one player says 'Tamalou' in a round. Then each of the others plays one last "
        "turn, and everyone counts."),
    "tamalou-must-announce": (
        TAMALOU_RULES, "Plus aucune carte", "No card left",
        "Si tu n'as plus aucune carte devant toi, tu es obligé de dire « Tamalou » quand vient "
        "ton tour.",
        "If you have no card left in front of you, you have to say 'Tamalou' when your turn "
        "comes."),
    "tamalou-pile-empty": (
        TAMALOU_CHOICE, "La pioche vide", "The empty draw pile",
        "Quand la pioche est vide, on mélange la défausse, sauf sa carte du dessus, pour en "
        "faire une nouvelle. Une seule fois : si elle se vide encore, on compte. Pendant le "
        "dernier tour, après « Tamalou », on prend alors la carte de la défausse.",
        "When the draw pile is empty, the discard is shuffled, all but its top card, into a new "
        "one. Only once: if it runs out again, everyone counts. In the last round, after "
        "'Tamalou', you take the discard's card instead."),
    "tamalou-exchange-shape": (
        TAMALOU_RULES, "Échanger", "Swapping",
        "Un échange fait passer une de tes cartes chez un adversaire, et une des siennes chez "
        "toi. Jamais deux cartes du même joueur.",
        "A swap sends one of your cards to an opponent and one of theirs to you. Never two "
        "cards of the same player."),
    "tamalou-locked": (
        TAMALOU_CHOICE, "Les cartes de l'annonceur", "The announcer's cards",
        "Après « Tamalou », les cartes de celui qui l'a dit ne bougent plus. Personne ne les "
        "échange, et il ne jette plus rien.",
        "After 'Tamalou', the cards of the player who said it stay put. Nobody swaps them, and "
        "that player throws nothing more."),
    "tamalou-snap-once": (
        TAMALOU_CHOICE, "Jeter vite", "Throwing fast",
        "Quand une carte arrive sur la défausse, chacun peut y jeter ses cartes pareilles (un 7 "
        "sur un 7). Chacun répond une seule fois par carte.",
        "When a card lands on the discard, anyone may throw their cards of the same rank on it. "
        "Each player answers once per card."),
    "tamalou-snap-count": (
        TAMALOU_RULES, "Jeter vite", "Throwing fast",
        "Tu peux jeter d'un coup une, deux ou trois de tes cartes pareilles, jamais plus.",
        "You may throw one, two or three of your cards of the same rank at once, never more."),
    "tamalou-wrong-snap": (
        TAMALOU_RULES, "Jeter vite", "Throwing fast",
        "Jette seulement des cartes pareilles à celle du dessus de la défausse : un Roi sur un "
        "Roi, une Dame sur une Dame (pas sur un Valet). Si tu te trompes, ta carte revient à sa "
        "place et tu prends une carte de plus.",
        "Throw only cards of the rank on top of the discard: a King on a King, a Queen on a "
        "Queen (not on a Jack). If you are wrong, your card goes back to its place and you take "
        "one more card."),
    "tamalou-misuse": (
        TAMALOU_RULES, "Les pouvoirs", "The powers",
        "Un 7 ou un 8 : regarde une de tes cartes. Un 9 ou un 10 : celle d'un adversaire. Un "
        "Valet ou une Dame : échange sans regarder. Un Roi noir : regarde, puis échange si tu "
        "veux. Te tromper coûte ton tour et une carte de plus.",
        "A 7 or an 8: look at one of your cards. A 9 or a 10: at an opponent's. A Jack or a "
        "Queen: swap without looking. A black King: look, then swap if you like. A mistake "
        "costs your turn and one more card."),
}
