"""Tarot's rules in our own words, for « Pourquoi ? » (:mod:`engine.rulebook`): by rule
id, the book section it comes from, its title and our explanation, in French and in English."""

from __future__ import annotations

from ...rulebook import JUNIOR, RULES_CHOICES, RULINGS, ByPlayers, Entry, Source

TAROT_PLAY = Source(JUNIOR, "Déroulement de la partie", "Déroulement de la partie (how a deal is played)")
TAROT_BIDS = Source(JUNIOR, "Les enchères", "Les enchères (the bidding)")
TAROT_ECART = Source(JUNIOR, "L'écart", "L'écart (the discard)")
TAROT_POIGNEE = Source(JUNIOR, "Les annonces", "Les annonces (announcements)")
TAROT_THREE = Source(JUNIOR, "Tarot à 3 joueurs", "Tarot à 3 joueurs (3 players)")
TAROT_FIVE = Source(JUNIOR, "Tarot à 5 joueurs", "Tarot à 5 joueurs (5 players)")
#: at 6 players the dealer sits out and the five others play the 5-player rules (RULINGS.md)
TAROT_RULING = Source(RULINGS, "Tarot (jeu complet)", "French Tarot (full game)")
#: the poignée at 6 players (8, 10 or 13 trumps, as at 5) is our choice: the text is silent
TAROT_CHOICE = Source(RULES_CHOICES, "Tarot (jeu complet)", "French Tarot (full game)")

_POIGNEE_TITLE = ("La poignée", "The poignée")
_POIGNEE_FR = ("Une poignée, c'est beaucoup d'atouts (l'Excuse compte). Tu peux la montrer si tu "
               "veux, juste avant ta première carte. ")
_POIGNEE_EN = ("A poignée is a lot of trumps (the Excuse counts). You may show it if you like, "
               "just before your first card. ")


def _poignee(source: Source, fr: str, en: str) -> Entry:
    return (source, *_POIGNEE_TITLE, _POIGNEE_FR + fr, _POIGNEE_EN + en)


#: the poignée's sizes change with the number of players
POIGNEE = {
    None: _poignee(
        TAROT_CHOICE,
        "À 3 joueurs, il faut 13, 15 ou 18 atouts. À 4 joueurs, 10, 13 ou 15. À 5 ou 6 "
        "joueurs, 8, 10 ou 13.",
        "At 3 players it takes 13, 15 or 18 trumps. At 4 players, 10, 13 or 15. At 5 or 6 "
        "players, 8, 10 or 13."),
    3: _poignee(
        TAROT_THREE,
        "À 3 joueurs, la simple a 13 atouts, la double 15 et la triple 18.",
        "At 3 players a single one has 13 trumps, a double 15 and a triple 18."),
    4: _poignee(
        TAROT_POIGNEE,
        "Une poignée simple a 10 atouts, une double 13 et une triple 15.",
        "A single poignée has 10 trumps, a double 13 and a triple 15."),
    5: _poignee(
        TAROT_FIVE,
        "À 5 joueurs, la simple a 8 atouts, la double 10 et la triple 13.",
        "At 5 players a single one has 8 trumps, a double 10 and a triple 13."),
    6: _poignee(
        TAROT_CHOICE,
        "À 6 joueurs, c'est comme à 5 : la simple a 8 atouts, la double 10 et la triple 13.",
        "At 6 players it is as at 5: a single one has 8 trumps, a double 10 and a triple 13."),
}

PASSAGES: dict[str, Entry | ByPlayers] = {
    # rule: (source, title FR, title EN, our words FR, our words EN)
    "follow-suit": (
        TAROT_PLAY, "Fournir", "Follow suit",
        "Quand la première carte est un pique, un cœur, un carreau ou un trèfle, tu dois jouer "
        "cette couleur si tu en as. Pas besoin de jouer plus fort.",
        "When the first card is a spade, a heart, a diamond or a club, you must play that suit "
        "if you have it. You do not need to play higher."),
    "must-trump": (
        TAROT_PLAY, "Couper", "Trump",
        "Tu n'as pas la couleur demandée ? Tu dois couper, c'est-à-dire jouer un atout. Sans "
        "atout, tu te défausses d'une autre carte.",
        "You do not have the suit led? You must trump, that is, play a trump. With no trump, "
        "you throw away another card."),
    "overtrump": (
        TAROT_PLAY, "Surcouper", "Overtrump",
        "Quelqu'un a déjà coupé ? Tu dois jouer un atout plus fort que le sien si tu peux. "
        "Sinon, tu joues un atout plus petit : on dit « pisser ».",
        "Has someone already trumped? You must play a higher trump if you can. If not, you play "
        "a lower trump (undertrumping)."),
    "raise-trump": (
        TAROT_PLAY, "Monter à l'atout", "Go higher in trumps",
        "Quand la première carte est un atout, tu dois jouer un atout plus fort que tous ceux "
        "déjà posés, si tu en as un.",
        "When a trump is led, you must play a trump higher than all those already played, if "
        "you have one."),
    "follow-trump": (
        TAROT_PLAY, "Pisser", "Undertrump",
        "Tu ne peux pas jouer plus fort ? Tu joues quand même un atout, même un petit. Sans "
        "atout, tu te défausses.",
        "You cannot play higher? You still play a trump, even a small one. With no trump, you "
        "throw away another card."),
    "not-your-turn": (
        TAROT_PLAY, "Chacun son tour", "Each in turn",
        "Chacun joue à son tour, vers la droite (à l'envers des aiguilles d'une montre). Celui "
        "qui gagne un pli commence le suivant.",
        "Everyone plays in turn, to the right (the other way from the hands of a clock). "
        "Whoever wins a trick leads the next one."),
    "bid-too-low": (
        TAROT_BIDS, "Surenchérir", "Bid higher",
        "Chaque joueur parle une seule fois. Après une enchère, tu ne peux annoncer qu'un "
        "contrat plus fort, ou passer.",
        "Each player speaks only once. After a bid, you may only bid a stronger contract, or "
        "pass."),
    "bid-unknown": (
        TAROT_BIDS, "Les contrats", "The contracts",
        "Les contrats, du plus petit au plus fort : la Prise, la Garde, la Garde sans le chien "
        "et la Garde contre le chien.",
        "The contracts, from smallest to strongest: Prise, Garde, Garde sans (without the chien) "
        "and Garde contre (against the chien)."),
    "call-king": {
        None: (
            TAROT_FIVE, "L'appel au Roi", "Calling a King",
            "À 5 joueurs, le preneur appelle un Roi : celui qui l'a devient son partenaire "
            "secret. Avec les quatre Rois, il appelle une Dame, et ainsi de suite.",
            "At 5 players, the taker calls a King: whoever holds it becomes the secret partner. "
            "With all four Kings, the taker calls a Queen, and so on."),
        6: (
            TAROT_RULING, "L'appel au Roi", "Calling a King",
            "À 6 joueurs, le donneur ne joue pas et les cinq autres jouent comme à 5. Le "
            "preneur appelle un Roi : celui qui l'a devient son partenaire secret. Avec les "
            "quatre Rois, il appelle une Dame, et ainsi de suite.",
            "At 6 players the dealer sits out and the other five play as at 5. The taker calls "
            "a King: whoever holds it becomes the secret partner. With all four Kings, the "
            "taker calls a Queen, and so on."),
    },
    "ecart-king": (
        TAROT_ECART, "L'écart", "The écart",
        "Dans l'écart, tu ne mets ni Roi ni Bout (le Petit, le 21 et l'Excuse). Si tu y mets "
        "des atouts, tu les montres à tout le monde.",
        "You may not put a King or a Bout (the Petit, the 21 and the Excuse) in the écart. Any "
        "trumps you put there are shown to everyone."),
    "called-suit-lead": {
        None: (
            TAROT_FIVE, "L'entame à 5", "The first lead at 5 players",
            "À 5 joueurs, la toute première carte de la donne ne peut pas être de la couleur du "
            "Roi appelé. Seul ce Roi lui-même a le droit.",
            "At 5 players, the very first card of the deal may not be of the called King's "
            "suit. Only that King itself may be led."),
        6: (
            TAROT_RULING, "L'entame à 6", "The first lead at 6 players",
            "À 6 joueurs, les cinq qui jouent suivent la règle de 5 : la toute première carte de "
            "la donne ne peut pas être de la couleur du Roi appelé. Seul ce Roi lui-même a le "
            "droit.",
            "At 6 players the five who play follow the 5-player rule: the very first card of "
            "the deal may not be of the called King's suit. Only that King itself may be led."),
    },
    "poignee-count": POIGNEE,
}

PASSAGES["ecart-bout"] = PASSAGES["ecart-king"]
for _rule in ("poignee-late", "poignee-trumps", "poignee-twice", "prime-unknown"):
    PASSAGES[_rule] = PASSAGES["poignee-count"]
