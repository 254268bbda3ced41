"""La Taroinche's rules in our own words, for « Pourquoi ? » (:mod:`engine.rulebook`): by rule
id, the book section it comes from, its title and our explanation, in French and in English."""

from __future__ import annotations

from ...rulebook import Book, Source

TAROINCHE = Book("taroinche.txt", "Règle de la Taroinche", "La Taroinche rules")
TAROINCHE_DEAL = Source(TAROINCHE, "La donne", "La donne (the deal)")
TAROINCHE_BIDS = Source(TAROINCHE, "Les enchères", "Les enchères (the bidding)")
TAROINCHE_PLAY = Source(TAROINCHE, "Le jeu", "Le jeu (the play)")

PASSAGES: dict[str, tuple[Source, str, str, str, str]] = {
    # rule: (source, title FR, title EN, our words FR, our words EN)
    "chien-first-last": (
        TAROINCHE_DEAL, "Placer le chien", "Placing the chien",
        "Le donneur choisit où tombent les deux cartes du chien pendant qu'il distribue. Jamais "
        "la toute première ni la toute dernière carte. Jamais deux cartes du chien à la suite. "
        "Et chacun reçoit ses deux cartes d'un coup.",
        "The dealer chooses where the two chien cards fall while dealing. Never the very first "
        "or the very last card. Never two chien cards in a row. And each player gets two cards "
        "at once."),
    "taroinche-bid-value": (
        TAROINCHE_BIDS, "Ce qu'on annonce", "What a bid says",
        "Une enchère dit trois choses. Combien de points ton camp fera : 80, 90 et ainsi de "
        "suite jusqu'à 160, ou capot. Quelle couleur sera l'atout. Et qui sera ton partenaire, "
        "toi-même si tu joues seul.",
        "A bid says three things. How many points your side will make: 80, 90 and so on up to "
        "160, or capot. Which suit will be trumps. And who your partner is, yourself if you "
        "play alone."),
    "taroinche-bid-capot": (
        TAROINCHE_BIDS, "Tout atout, sans atout", "All trumps, no trumps",
        "Annoncer tout atout ou sans atout, c'est seulement pour un capot : ton camp promet de "
        "gagner les six plis.",
        "Bidding all trumps or no trumps is only for a capot: your side promises to win all six "
        "tricks."),
    "taroinche-bid-higher": (
        TAROINCHE_BIDS, "Surenchérir", "Bidding higher",
        "Pour passer devant, annonce plus de points. À points égaux, sans le chien bat une "
        "enchère simple, et contre le chien bat les deux. La couleur ne compte pas.",
        "To get ahead, bid more points. At equal points, without the chien beats a plain bid, "
        "and against the chien beats both. The suit does not matter."),
    "coinche-own-side": (
        TAROINCHE_BIDS, "Coincher", "Coinche",
        "Tu penses que le preneur va chuter ? Pendant les enchères, tu peux coincher, sauf si "
        "c'est ton enchère ou si tu es le partenaire. La coinche arrête les enchères et double "
        "les points en jeu.",
        "You think the taker will fail? During the auction you may coinche, unless the bid is "
        "yours or you are the partner. The coinche ends the auction and doubles the points at "
        "stake."),
    "surcoinche-side": (
        TAROINCHE_BIDS, "Surcoincher", "Surcoinche",
        "Juste après une coinche, le preneur ou son partenaire peut surcoincher : les points en "
        "jeu sont multipliés par 4. Une fois le chien montré ou la première carte jouée, c'est "
        "trop tard.",
        "Right after a coinche, the taker or the partner may surcoinche: the points at stake "
        "are multiplied by 4. Once the chien is shown or the first card played, it is too late."),
    "follow-suit": (
        TAROINCHE_PLAY, "Fournir", "Follow suit",
        "Joue la couleur de la première carte du pli si tu en as.",
        "Play the suit of the first card of the trick if you have any."),
    "raise-trump": (
        TAROINCHE_PLAY, "Monter à l'atout", "Going higher in trumps",
        "Quand l'atout est demandé, joue un atout plus fort que ceux déjà posés si tu peux. À "
        "l'atout, le Valet est le plus fort, puis le 9, l'As, le 10, le Roi, la Dame, le 8 et "
        "le 7.",
        "When trumps are led, play a trump stronger than those already down if you can. In "
        "trumps the Jack is strongest, then the 9, Ace, 10, King, Queen, 8 and 7."),
    "follow-trump": (
        TAROINCHE_PLAY, "Jouer atout", "Playing a trump",
        "L'atout est demandé, mais tu ne peux pas jouer plus fort ? Tu joues quand même un "
        "atout, même un petit. En tout atout, c'est pareil pour chaque couleur : tu fournis, "
        "même plus faible.",
        "Trumps are led but you cannot play higher? You still play a trump, even a small one. "
        "In all trumps it is the same for every suit: you follow, even with a weaker card."),
    "not-your-turn": (
        TAROINCHE_PLAY, "Chacun son tour", "Each in turn",
        "Chacun joue à son tour, vers la gauche, comme tournent les aiguilles d'une montre. "
        "Celui qui gagne un pli commence le suivant. Seules la coinche et la surcoinche peuvent "
        "se dire hors de son tour.",
        "Everyone plays in turn, to the left, the way the hands of a clock turn. Whoever wins a "
        "trick leads the next one. Only a coinche or a surcoinche may be said out of turn."),
    "must-trump": (
        TAROINCHE_PLAY, "Couper", "Trumping",
        "Sans la couleur demandée, tu coupes avec un atout, plus fort que ceux déjà posés si tu "
        "peux. Mais si ton partenaire gagne le pli, tu peux jouer la carte que tu veux.",
        "Without the suit led, you trump, higher than the trumps already down if you can. But "
        "if your partner is winning the trick, you may play any card you like."),
}

# La Taroinche: one explanation for each family of refusals
for _rule in ("chien-places", "chien-together", "chien-split"):
    PASSAGES[_rule] = PASSAGES["chien-first-last"]
for _rule in ("taroinche-bid-suit", "taroinche-bid-partner", "taroinche-bid-modifier"):
    PASSAGES[_rule] = PASSAGES["taroinche-bid-value"]
for _rule in ("coinche-no-bid", "coinche-timing"):
    PASSAGES[_rule] = PASSAGES["coinche-own-side"]
for _rule in ("surcoinche-no-coinche", "surcoinche-timing"):
    PASSAGES[_rule] = PASSAGES["surcoinche-side"]
PASSAGES["overtrump"] = PASSAGES["must-trump"]
