"""Tarot Kids's rules in our own words, for « Pourquoi ? » (:mod:`engine.rulebook`): by rule
id, the book section it comes from, its title and our explanation, in French and in English."""

from __future__ import annotations

from ...rulebook import Book, ByPlayers, Entry, Source

KIDS = Book("tarot-kids.txt", "Règle du Tarot Kids (WDK Partner)", "Tarot Kids rules (WDK Partner)")
KIDS_PLAY = Source(KIDS, "La partie", "La partie (the game)")
KIDS_BETS = Source(KIDS, "Les paris", "Les paris (the bets)")
KIDS_CALL = Source(KIDS, "L'appel au Proviseur", "L'appel au Proviseur (calling a Head teacher)")
KIDS_PRIMES = Source(KIDS, "Des primes", "Des primes (the primes)")

PASSAGES: dict[str, Entry | ByPlayers] = {
    # rule: (source, title FR, title EN, our words FR, our words EN)
    "follow-suit": (
        KIDS_PLAY, "Fournir", "Follow suit",
        "La première carte du pli vient d'une École ? Joue une carte de cette École, si tu en "
        "as une. On appelle ça « fournir ».",
        "The first card of the trick comes from a school? Play a card of that school, if you "
        "have one. This is called following suit."),
    "must-trump": (
        KIDS_PLAY, "Couper", "Trump",
        "Tu n'as plus de carte de l'École demandée ? Alors tu dois jouer un atout : c'est "
        "« couper ». Tu jettes une autre carte seulement si tu n'as plus d'atout.",
        "No card left of the school that was led? Then you must play a trump: that is "
        "trumping. You throw away another card only when you have no trump left."),
    "overtrump": (
        KIDS_PLAY, "Surcouper", "Overtrump",
        "Quelqu'un a déjà coupé ? Ton atout doit battre le plus fort atout posé. Si tu ne peux "
        "pas le battre, tu joues quand même un atout.",
        "Has someone already trumped? Your trump must beat the highest trump on the table. If "
        "you cannot beat it, you still play a trump."),
    "raise-trump": (
        KIDS_PLAY, "Monter à l'atout", "Go higher in trumps",
        "La première carte est un atout ? Joue un atout plus fort que tous ceux déjà posés, si "
        "tu en as un. On appelle ça « monter ».",
        "The first card is a trump? Play a trump higher than all those already played, if you "
        "have one. This is called going higher."),
    "follow-trump": (
        KIDS_PLAY, "Jouer atout", "Play a trump",
        "Tu ne peux pas monter ? Tant pis : tu joues quand même un atout, même un petit.",
        "You cannot go higher? Never mind: you still play a trump, even a small one."),
    "not-your-turn": (
        KIDS_PLAY, "Chacun son tour", "Each in turn",
        "On joue chacun son tour, une carte à la fois. Au Tarot Kids, le tour passe vers la "
        "gauche, comme tournent les aiguilles d'une montre.",
        "Everyone plays in turn, one card at a time. In Tarot Kids the turn goes to the left, "
        "like a clock."),
    "bet-unknown": (
        KIDS_BETS, "Les diplômes", "The diplomas",
        "Pour parier, choisis un diplôme. Le Brevet vaut 10 points, le Bac 20, le Master 30.",
        "To bet, choose a diploma. The Brevet is worth 10 points, the Bac 20, the Master 30."),
    "bet-too-low": (
        KIDS_BETS, "Le parieur", "The bettor",
        "Chaque pari doit viser un diplôme plus haut que le précédent. Celui qui annonce le "
        "diplôme le plus haut devient le parieur.",
        "Each bet must aim for a higher diploma than the one before. Whoever names the highest "
        "diploma becomes the bettor."),
    "call-proviseur": (
        KIDS_CALL, "L'appel au Proviseur", "Calling a Head teacher",
        "À 5 joueurs, le parieur peut appeler le Proviseur d'une École. Celui qui a cette carte "
        "devient son partenaire secret.",
        "At 5 players, the bettor may call the Head teacher of one school. Whoever holds that card "
        "becomes the bettor's secret partner."),
    "trop-cool-few": {
        None: (
            KIDS_PRIMES, "Trop cool", "Trop cool",
            "« Trop cool », c'est avoir plein d'atouts. Montre-en 6 à 4 joueurs, ou 5 à 5 "
            "joueurs. L'Excuse compte comme un atout.",
            "“Trop cool” means having lots of trumps. Show 6 of them at 4 players, or 5 at 5 "
            "players. The Excuse counts as a trump."),
        **{n: (
            KIDS_PRIMES, "Trop cool", "Trop cool",
            f"« Trop cool », c'est avoir plein d'atouts. À {n} joueurs, montre-en {need}. "
            f"L'Excuse compte comme un atout.",
            f"“Trop cool” means having lots of trumps. At {n} players, show {need} of them. "
            f"The Excuse counts as a trump.") for n, need in ((4, 6), (5, 5))},
    },
    "trop-cool-show": {
        None: (
            KIDS_PRIMES, "Trop cool", "Trop cool",
            "Pour « Trop cool », montre juste le bon nombre d'atouts. C'est 6 à 4 joueurs, 5 à "
            "5. Montre plutôt tes petits atouts !",
            "For “Trop cool”, show just the right number of trumps. That is 6 at 4 players, 5 at "
            "5. Better show your small ones!"),
        **{n: (
            KIDS_PRIMES, "Trop cool", "Trop cool",
            f"Pour « Trop cool », tu montres juste le bon nombre d'atouts : {need} à {n} joueurs. "
            f"Montre plutôt tes petits atouts !",
            f"For “Trop cool”, you show just the right number of trumps: {need} at {n} players. "
            f"Better show your small ones!") for n, need in ((4, 6), (5, 5))},
    },
    "la-loose-trump": (
        KIDS_PRIMES, "C'est la loose", "C'est la loose",
        "« C'est la loose », c'est n'avoir aucun atout en main. Attention : l'Excuse compte "
        "comme un atout.",
        "“C'est la loose” means having no trump at all in your hand. Careful: the Excuse counts "
        "as a trump."),
    "greve-prof": (
        KIDS_PRIMES, "Grève des profs", "Grève des profs",
        "« Grève des profs », c'est n'avoir ni Prof ni Proviseur parmi les cartes reçues au "
        "début.",
        "“Grève des profs” means neither teacher nor Head teacher in the hand you were dealt."),
    "prime-automatic": (
        KIDS_PRIMES, "Le bout du bout", "Le bout du bout",
        "« Le bout du bout » ne s'annonce pas. Le Petit (l'atout 1) gagne le dernier pli ? "
        "Son joueur reçoit 5 points tout seul.",
        "“Le bout du bout” is not announced. The Petit (trump 1) wins the last trick? Its "
        "player gets 5 points by itself."),
    "prime-unknown": (
        KIDS_PRIMES, "Les primes", "The primes",
        "À 4 ou 5 joueurs, tu peux faire des annonces au début de la partie. Ce sont « Trop "
        "cool », « C'est la loose » et « Grève des profs ». Chacune rapporte 5 points, une "
        "seule fois.",
        "At 4 or 5 players, you may make announcements at the start of the game. They are “Trop "
        "cool”, “C'est la loose” and “Grève des profs”. Each one wins 5 points, only once."),
}

# Same rule, same words for the announcements that show no card.
PASSAGES["prime-twice"] = PASSAGES["prime-unknown"]
PASSAGES["prime-show"] = PASSAGES["prime-unknown"]
