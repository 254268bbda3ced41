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
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Book:
    """A rule book: its file beside the repository (for the tests) and its title."""

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


KIDS = Book("tarot-kids.txt", "Règle du Tarot Kids (WDK Partner)", "Tarot Kids rules (WDK Partner)")
JUNIOR = Book("tarot-junior.txt", "Règle du Tarot Junior (Grimaud)", "Tarot Junior rules (Grimaud)")
RULINGS = Book("RULINGS.md", "Arbitrages de Tarot École", "Tarot École rulings")

KIDS_PLAY = Source(KIDS, "La partie", "La partie (the game)")
KIDS_BETS = Source(KIDS, "Les paris", "Les paris (the bets)")
KIDS_CALL = Source(KIDS, "L'appel au Proviseur", "L'appel au Proviseur (calling a Head teacher)")
KIDS_PRIMES = Source(KIDS, "Des primes", "Des primes (the primes)")
FIRST = Source(JUNIOR, "Mon premier Tarot", "Mon premier Tarot (my first Tarot)")
FIRST_RULING = Source(RULINGS, "Mon premier Tarot (débutants)", "Mon premier Tarot (beginners)")
TAROT_PLAY = Source(JUNIOR, "Déroulement de la partie", "Déroulement de la partie (how a deal is played)")
TAROT_BIDS = Source(JUNIOR, "Les enchères", "Les enchères (the bidding)")
TAROT_ECART = Source(JUNIOR, "L'écart", "L'écart (the discard)")
TAROT_POIGNEE = Source(JUNIOR, "Les annonces", "Les annonces (announcements)")
TAROT_FIVE = Source(JUNIOR, "Tarot à 5 joueurs", "Tarot à 5 joueurs (5 players)")
TARIN = Book("tarin.txt", "Règle du Tarin", "Le Tarin rules")
TAROINCHE = Book("taroinche.txt", "Règle de la Taroinche", "La Taroinche rules")
TAROINCHE_DEAL = Source(TAROINCHE, "La donne", "La donne (the deal)")
TAROINCHE_BIDS = Source(TAROINCHE, "Les enchères", "Les enchères (the bidding)")
TAROINCHE_PLAY = Source(TAROINCHE, "Le jeu", "Le jeu (the play)")
TARIN_RULES = Source(TARIN, "Règle du jeu", "Règle du jeu (how to play)")
TAMALOU = Book("tamalou.txt", "Règle du Tamalou", "Le Tamalou rules")
TAMALOU_RULES = Source(TAMALOU, "Règle du jeu", "Règle du jeu (how to play)")
TAMALOU_RULING = Source(RULINGS, "Le Tamalou", "Le Tamalou")

_PASSAGES: dict[tuple[str, str], tuple[Source, str, str, str, str]] = {
    # (game, rule): (source, title FR, title EN, our words FR, our words EN)
    ("kids", "follow-suit"): (
        KIDS_PLAY, "Fournir", "Follow suit",
        "Quand la première carte du pli vient d'une École, tu dois jouer une carte de cette "
        "École si tu en as une. On appelle ça « fournir ».",
        "When the first card of the trick comes from a school, you must play a card of that "
        "school if you have one. This is called following suit."),
    ("kids", "must-trump"): (
        KIDS_PLAY, "Couper", "Trump",
        "Tu n'as plus de carte de l'École demandée ? Alors tu dois jouer un atout : c'est "
        "« couper ». Tu jettes une autre carte seulement si tu n'as plus d'atout.",
        "No card left of the school that was led? Then you must play a trump: that is "
        "trumping. You throw away another card only when you have no trump left."),
    ("kids", "overtrump"): (
        KIDS_PLAY, "Surcouper", "Overtrump",
        "Quelqu'un a déjà coupé ? Ton atout doit battre le plus fort atout posé. Si tu ne peux "
        "pas le battre, tu joues quand même un atout.",
        "Has someone already trumped? Your trump must beat the highest trump on the table. If "
        "you cannot beat it, you still play a trump."),
    ("kids", "raise-trump"): (
        KIDS_PLAY, "Monter à l'atout", "Go higher in trumps",
        "Quand la première carte est un atout, tu dois jouer un atout plus fort que tous ceux "
        "déjà posés, si tu en as un. On appelle ça « monter ».",
        "When the first card is a trump, you must play a trump higher than all those already "
        "played, if you have one. This is called going higher."),
    ("kids", "follow-trump"): (
        KIDS_PLAY, "Jouer atout", "Play a trump",
        "Tu ne peux pas monter ? Tant pis : tu joues quand même un atout, même un petit.",
        "You cannot go higher? Never mind: you still play a trump, even a small one."),
    ("kids", "not-your-turn"): (
        KIDS_PLAY, "Chacun son tour", "Each in turn",
        "On joue chacun son tour, une carte à la fois. Au Tarot Kids, le tour passe vers la "
        "gauche, comme tournent les aiguilles d'une montre.",
        "Everyone plays in turn, one card at a time. In Tarot Kids the turn goes to the left, "
        "the way the hands of a clock turn."),
    ("kids", "bet-unknown"): (
        KIDS_BETS, "Les diplômes", "The diplomas",
        "Pour parier, tu choisis un diplôme : le Brevet (10 points), le Bac (20 points) ou le "
        "Master (30 points).",
        "To bet, you choose a diploma: the Brevet (10 points), the Bac (20 points) or the "
        "Master (30 points)."),
    ("kids", "bet-too-low"): (
        KIDS_BETS, "Le parieur", "The bettor",
        "Chaque pari doit viser un diplôme plus haut que le précédent. Celui qui annonce le "
        "diplôme le plus haut devient le parieur.",
        "Each bet must aim for a higher diploma than the one before. Whoever names the highest "
        "diploma becomes the bettor."),
    ("kids", "call-proviseur"): (
        KIDS_CALL, "L'appel au Proviseur", "Calling a Head teacher",
        "À 5 joueurs, le parieur peut appeler le Proviseur d'une École. Celui qui a cette carte "
        "devient son partenaire secret.",
        "At 5 players, the bettor may call the Head teacher of one school. Whoever holds that card "
        "becomes the bettor's secret partner."),
    ("kids", "trop-cool-few"): (
        KIDS_PRIMES, "Trop cool", "Trop cool",
        "« Trop cool », c'est avoir plein d'atouts : il faut en montrer 6 à 4 joueurs, ou 5 à "
        "5 joueurs. L'Excuse compte comme un atout.",
        "“Trop cool” means having lots of trumps: you must show 6 of them at 4 players, or 5 at "
        "5 players. The Excuse counts as a trump."),
    ("kids", "trop-cool-show"): (
        KIDS_PRIMES, "Trop cool", "Trop cool",
        "Pour « Trop cool », tu montres juste le bon nombre d'atouts : 6 à 4 joueurs, 5 à 5 "
        "joueurs. Montre plutôt tes petits atouts !",
        "For “Trop cool”, you show just the right number of trumps: 6 at 4 players, 5 at 5 "
        "players. Better show your small ones!"),
    ("kids", "la-loose-trump"): (
        KIDS_PRIMES, "C'est la loose", "C'est la loose",
        "« C'est la loose », c'est n'avoir aucun atout en main. Attention : l'Excuse compte "
        "comme un atout.",
        "“C'est la loose” means having no trump at all in your hand. Careful: the Excuse counts "
        "as a trump."),
    ("kids", "greve-prof"): (
        KIDS_PRIMES, "Grève des profs", "Grève des profs",
        "« Grève des profs », c'est n'avoir ni Prof ni Proviseur parmi les cartes reçues au "
        "début.",
        "“Grève des profs” means having no teacher and no Head teacher among the cards you were "
        "dealt."),
    ("kids", "prime-automatic"): (
        KIDS_PRIMES, "Le bout du bout", "Le bout du bout",
        "« Le bout du bout » ne s'annonce pas : si le Petit (l'atout 1) gagne le dernier pli, "
        "son joueur reçoit 5 points tout seul.",
        "“Le bout du bout” is not announced: if the Petit (trump 1) wins the last trick, its "
        "player gets 5 points by itself."),
    ("kids", "prime-unknown"): (
        KIDS_PRIMES, "Les primes", "The primes",
        "À 4 ou 5 joueurs, tu peux faire des annonces au début de la partie. Chacune rapporte "
        "5 points et se fait une seule fois : « Trop cool », « C'est la loose » ou « Grève "
        "des profs ».",
        "At 4 or 5 players, you may make announcements at the start of the game. Each one wins "
        "5 points and is made only once: “Trop cool”, “C'est la loose” or “Grève des profs”."),
    ("premier", "follow-suit"): (
        FIRST, "La couleur demandée", "The suit led",
        "La première carte du pli donne la couleur : tout le monde doit jouer cette couleur s'il "
        "en a.",
        "The first card of the trick sets the suit: everyone must play that suit if they have "
        "it."),
    ("premier", "must-trump"): (
        FIRST, "Couper", "Trump",
        "Tu n'as pas la couleur demandée ? Alors tu dois jouer un atout. Sans atout, tu jettes "
        "la carte de ton choix.",
        "You do not have the suit led? Then you must play a trump. With no trump, you throw away "
        "any card you like."),
    ("premier", "follow-trump"): (
        FIRST_RULING, "Atout demandé", "Trumps led",
        "Quand la première carte est un atout, tu dois jouer un atout si tu en as un. Dans Mon "
        "premier Tarot, pas besoin de jouer plus fort.",
        "When the first card is a trump, you must play a trump if you have one. In My first "
        "Tarot, you do not need to play a higher one."),
    ("premier", "not-your-turn"): (
        FIRST, "Chacun son tour", "Each in turn",
        "Chacun joue une carte à son tour. Dans Mon premier Tarot, le tour passe vers la "
        "droite, à l'envers des aiguilles d'une montre.",
        "Everyone plays one card in turn. In My first Tarot the turn goes to the right, the "
        "other way from the hands of a clock."),
    ("tarot", "follow-suit"): (
        TAROT_PLAY, "Fournir", "Follow suit",
        "Quand la première carte est un pique, un cœur, un carreau ou un trèfle, tu dois jouer "
        "cette couleur si tu en as. Pas besoin de jouer plus fort.",
        "When the first card is a spade, a heart, a diamond or a club, you must play that suit "
        "if you have it. You do not need to play higher."),
    ("tarot", "must-trump"): (
        TAROT_PLAY, "Couper", "Trump",
        "Tu n'as pas la couleur demandée ? Tu dois couper, c'est-à-dire jouer un atout. Sans "
        "atout, tu te défausses d'une autre carte.",
        "You do not have the suit led? You must trump, that is, play a trump. With no trump, "
        "you throw away another card."),
    ("tarot", "overtrump"): (
        TAROT_PLAY, "Surcouper", "Overtrump",
        "Quelqu'un a déjà coupé ? Tu dois jouer un atout plus fort que le sien si tu peux. "
        "Sinon, tu joues un atout plus petit : on dit « pisser ».",
        "Has someone already trumped? You must play a higher trump if you can. If not, you play "
        "a lower trump (undertrumping)."),
    ("tarot", "raise-trump"): (
        TAROT_PLAY, "Monter à l'atout", "Go higher in trumps",
        "Quand la première carte est un atout, tu dois jouer un atout plus fort que tous ceux "
        "déjà posés, si tu en as un.",
        "When a trump is led, you must play a trump higher than all those already played, if "
        "you have one."),
    ("tarot", "follow-trump"): (
        TAROT_PLAY, "Pisser", "Undertrump",
        "Tu ne peux pas jouer plus fort ? Tu joues quand même un atout, même un petit. Sans "
        "atout, tu te défausses.",
        "You cannot play higher? You still play a trump, even a small one. With no trump, you "
        "throw away another card."),
    ("tarot", "not-your-turn"): (
        TAROT_PLAY, "Chacun son tour", "Each in turn",
        "Chacun joue à son tour, vers la droite (à l'envers des aiguilles d'une montre). Celui "
        "qui gagne un pli commence le suivant.",
        "Everyone plays in turn, to the right (the other way from the hands of a clock). "
        "Whoever wins a trick leads the next one."),
    ("tarot", "bid-too-low"): (
        TAROT_BIDS, "Surenchérir", "Bid higher",
        "Chaque joueur parle une seule fois. Après une enchère, tu ne peux annoncer qu'un "
        "contrat plus fort, ou passer.",
        "Each player speaks only once. After a bid, you may only bid a stronger contract, or "
        "pass."),
    ("tarot", "bid-unknown"): (
        TAROT_BIDS, "Les contrats", "The contracts",
        "Les contrats, du plus petit au plus fort : la Prise, la Garde, la Garde sans le chien "
        "et la Garde contre le chien.",
        "The contracts, from smallest to strongest: Prise, Garde, Garde sans (without the chien) "
        "and Garde contre (against the chien)."),
    ("tarot", "call-king"): (
        TAROT_FIVE, "L'appel au Roi", "Calling a King",
        "À 5 joueurs, le preneur appelle un Roi : celui qui l'a devient son partenaire secret. "
        "Avec les quatre Rois, il appelle une Dame, et ainsi de suite.",
        "At 5 players, the taker calls a King: whoever holds it becomes the secret partner. "
        "With all four Kings, the taker calls a Queen, and so on."),
    ("tarot", "ecart-king"): (
        TAROT_ECART, "L'écart", "The écart",
        "Dans l'écart, tu ne mets ni Roi ni Bout (le Petit, le 21 et l'Excuse). Si tu y mets "
        "des atouts, tu les montres à tout le monde.",
        "You may not put a King or a Bout (the Petit, the 21 and the Excuse) in the écart. Any "
        "trumps you put there are shown to everyone."),
    ("tarot", "called-suit-lead"): (
        TAROT_FIVE, "L'entame à 5", "The first lead at 5 players",
        "À 5 joueurs, la toute première carte de la donne ne peut pas être de la couleur du Roi "
        "appelé. Seul ce Roi lui-même a le droit.",
        "At 5 players, the very first card of the deal may not be of the called King's suit. "
        "Only that King itself may be led."),
    ("tarot", "poignee-count"): (
        TAROT_POIGNEE, "La poignée", "The poignée",
        "Une poignée, c'est beaucoup d'atouts (l'Excuse compte). Tu peux la montrer si tu veux, "
        "juste avant ta première carte. À 4 joueurs, elle a 10, 13 ou 15 atouts ; le nombre "
        "change à 3 et à 5 joueurs.",
        "A poignée is a lot of trumps (the Excuse counts). You may show it if you like, just "
        "before your first card. At 4 players it has 10, 13 or 15 trumps; the number changes at "
        "3 and 5 players."),
    ("tarin", "follow-suit"): (
        TARIN_RULES, "Fournir", "Follow the colour",
        "Joue la couleur de la première carte du pli si tu en as. Si tu n'en as pas, tu choisis : "
        "couper avec un atout, ou donner n'importe quelle autre carte.",
        "Play the colour of the first card of the trick if you have any. If you have none, you "
        "choose: trump, or give any other card."),
    ("tarin", "tarin-dealer-opens"): (
        TARIN_RULES, "Le donneur ouvre", "The dealer opens",
        "Celui qui a donné les cartes parle en premier. Il n'a pas le droit de passer : il "
        "annonce 15 points ou plus.",
        "The player who dealt speaks first. They may not pass: they bid 15 points or more."),
    ("tarin", "tarin-bid-number"): (
        TARIN_RULES, "Combien annoncer", "What to bid",
        "Une enchère, c'est le nombre de points que tu penses gagner si tu choisis l'atout. Elle "
        "va de 15 à 100, de 5 en 5.",
        "A bid is the number of points you think you can win if you choose trumps. It goes from "
        "15 to 100, in steps of 5."),
    ("tarin", "tarin-bid-higher"): (
        TARIN_RULES, "Surenchérir", "Bid higher",
        "Chaque enchère doit dépasser la précédente. Qui passe ne parle plus jusqu'à la donne "
        "suivante.",
        "Each bid must beat the one before. Whoever passes stays quiet until the next deal."),
    ("tarin", "tarin-trump-colour"): (
        TARIN_RULES, "Choisir l'atout", "Naming trumps",
        "Celui qui a fait la plus haute enchère choisit l'atout parmi les quatre couleurs : noir, "
        "rouge, jaune ou vert.",
        "The highest bidder picks trumps among the four colours: black, red, yellow or green."),
    # --- La Taroinche
    ("taroinche", "chien-first-last"): (
        TAROINCHE_DEAL, "Placer le chien", "Placing the chien",
        "Le donneur choisit où tombent les deux cartes du chien pendant qu'il distribue. Jamais "
        "la toute première ni la toute dernière carte. Jamais deux cartes du chien à la suite. "
        "Et chacun reçoit ses deux cartes d'un coup.",
        "The dealer chooses where the two chien cards fall while dealing. Never the very first "
        "or the very last card. Never two chien cards in a row. And each player gets two cards "
        "at once."),
    ("taroinche", "taroinche-bid-value"): (
        TAROINCHE_BIDS, "Ce qu'on annonce", "What a bid says",
        "Une enchère dit trois choses. Combien de points ton camp fera : 80, 90 et ainsi de "
        "suite jusqu'à 160, ou capot. Quelle couleur sera l'atout. Et qui sera ton partenaire, "
        "toi-même si tu joues seul.",
        "A bid says three things. How many points your side will make: 80, 90 and so on up to "
        "160, or capot. Which suit will be trumps. And who your partner is, yourself if you "
        "play alone."),
    ("taroinche", "taroinche-bid-capot"): (
        TAROINCHE_BIDS, "Tout atout, sans atout", "All trumps, no trumps",
        "Annoncer tout atout ou sans atout, c'est seulement pour un capot : ton camp promet de "
        "gagner les six plis.",
        "Bidding all trumps or no trumps is only for a capot: your side promises to win all six "
        "tricks."),
    ("taroinche", "taroinche-bid-higher"): (
        TAROINCHE_BIDS, "Surenchérir", "Bidding higher",
        "Pour passer devant, annonce plus de points. À points égaux, sans le chien bat une "
        "enchère simple, et contre le chien bat les deux. La couleur ne compte pas.",
        "To get ahead, bid more points. At equal points, without the chien beats a plain bid, "
        "and against the chien beats both. The suit does not matter."),
    ("taroinche", "coinche-own-side"): (
        TAROINCHE_BIDS, "Coincher", "Coinche",
        "Tu penses que le preneur va chuter ? Pendant les enchères, tu peux coincher, sauf si "
        "c'est ton enchère ou si tu es le partenaire. La coinche arrête les enchères et double "
        "les points en jeu.",
        "You think the taker will fail? During the auction you may coinche, unless the bid is "
        "yours or you are the partner. The coinche ends the auction and doubles the points at "
        "stake."),
    ("taroinche", "surcoinche-side"): (
        TAROINCHE_BIDS, "Surcoincher", "Surcoinche",
        "Juste après une coinche, le preneur ou son partenaire peut surcoincher : les points en "
        "jeu sont multipliés par 4. Une fois le chien montré ou la première carte jouée, c'est "
        "trop tard.",
        "Right after a coinche, the taker or the partner may surcoinche: the points at stake "
        "are multiplied by 4. Once the chien is shown or the first card played, it is too late."),
    ("taroinche", "follow-suit"): (
        TAROINCHE_PLAY, "Fournir", "Follow suit",
        "Joue la couleur de la première carte du pli si tu en as.",
        "Play the suit of the first card of the trick if you have any."),
    ("taroinche", "raise-trump"): (
        TAROINCHE_PLAY, "Monter à l'atout", "Going higher in trumps",
        "Quand l'atout est demandé, joue un atout plus fort que ceux déjà posés si tu peux. À "
        "l'atout, le Valet est le plus fort, puis le 9, l'As, le 10, le Roi, la Dame, le 8 et "
        "le 7.",
        "When trumps are led, play a trump stronger than those already down if you can. In "
        "trumps the Jack is strongest, then the 9, Ace, 10, King, Queen, 8 and 7."),
    ("taroinche", "must-trump"): (
        TAROINCHE_PLAY, "Couper", "Trumping",
        "Sans la couleur demandée, tu coupes avec un atout, plus fort que ceux déjà posés si tu "
        "peux. Mais si ton partenaire gagne le pli, tu peux jouer la carte que tu veux.",
        "Without the suit led, you trump, higher than the trumps already down if you can. But "
        "if your partner is winning the trick, you may play any card you like."),
}
_PASSAGES.update({
    ("tamalou", "not-your-turn"): (
        TAMALOU_RULES, "Chacun son tour", "Each in turn",
        "On joue chacun son tour, vers la gauche. Seul moment où tout le monde peut agir : "
        "quand une carte arrive sur la défausse.",
        "Everyone plays in turn, to the left. The only time anyone may act: when a card lands "
        "on the discard."),
    ("tamalou", "tamalou-no-card"): (
        TAMALOU_RULES, "Une place vide", "An empty place",
        "Ton carré garde toujours sa forme. Une carte jetée laisse une place vide, et une place "
        "vide ne sert plus à rien.",
        "Your square always keeps its shape. A card thrown away leaves an empty place, and an "
        "empty place is no use any more."),
    ("tamalou", "tamalou-once"): (
        TAMALOU_RULING, "Un seul Tamalou", "One Tamalou only",
        "Une seule personne dit « Tamalou » dans une manche. Ensuite, chacun des autres joue un "
        "dernier tour, puis on compte.",
        "Only one player says 'Tamalou' in a round. Then each of the others plays one last "
        "turn, and everyone counts."),
    ("tamalou", "tamalou-must-announce"): (
        TAMALOU_RULES, "Plus aucune carte", "No card left",
        "Si tu n'as plus aucune carte devant toi, tu es obligé de dire « Tamalou » quand vient "
        "ton tour.",
        "If you have no card left in front of you, you have to say 'Tamalou' when your turn "
        "comes."),
    ("tamalou", "tamalou-pile-empty"): (
        TAMALOU_RULING, "La pioche vide", "The empty draw pile",
        "Quand la pioche est vide, on mélange la défausse, sauf sa carte du dessus, pour en "
        "faire une nouvelle. Une seule fois : si elle se vide encore, on compte.",
        "When the draw pile is empty, the discard is shuffled, all but its top card, into a new "
        "one. Only once: if it runs out again, everyone counts."),
    ("tamalou", "tamalou-exchange-shape"): (
        TAMALOU_RULES, "Échanger", "Swapping",
        "Un échange fait passer une de tes cartes chez un adversaire, et une des siennes chez "
        "toi. Jamais deux cartes du même joueur.",
        "A swap sends one of your cards to an opponent and one of theirs to you. Never two "
        "cards of the same player."),
    ("tamalou", "tamalou-locked"): (
        TAMALOU_RULING, "Les cartes de l'annonceur", "The announcer's cards",
        "Après « Tamalou », les cartes de celui qui l'a dit ne bougent plus. Personne ne les "
        "échange, et il ne jette plus rien.",
        "After 'Tamalou', the cards of the player who said it stay put. Nobody swaps them, and "
        "that player throws nothing more."),
    ("tamalou", "tamalou-snap-once"): (
        TAMALOU_RULING, "Jeter vite", "Throwing fast",
        "Quand une carte arrive sur la défausse, chacun peut y jeter ses cartes de la même "
        "valeur. Chacun répond une seule fois par carte.",
        "When a card lands on the discard, anyone may throw their cards of the same rank on it. "
        "Each player answers once per card."),
    ("tamalou", "tamalou-snap-count"): (
        TAMALOU_RULES, "Jeter vite", "Throwing fast",
        "Tu peux jeter d'un coup une, deux ou trois de tes cartes de même valeur, jamais plus.",
        "You may throw one, two or three of your cards of the same rank at once, never more."),
    ("tamalou", "tamalou-wrong-snap"): (
        TAMALOU_RULES, "Jeter vite", "Throwing fast",
        "Jette seulement des cartes de la valeur du dessus de la défausse. Si tu te trompes, ta "
        "carte revient à sa place et tu prends une carte de plus.",
        "Throw only cards of the rank on top of the discard. If you are wrong, your card goes "
        "back to its place and you take one more card."),
    ("tamalou", "tamalou-misuse"): (
        TAMALOU_RULES, "Les pouvoirs", "The powers",
        "Un 7 ou un 8 : regarde une de tes cartes. Un 9 ou un 10 : celle d'un adversaire. Un "
        "Valet ou une Dame : échange sans regarder. Un Roi noir : regarde, puis échange si tu "
        "veux. Te tromper coûte ton tour et une carte de plus.",
        "A 7 or an 8: look at one of your cards. A 9 or a 10: at an opponent's. A Jack or a "
        "Queen: swap without looking. A black King: look, then swap if you like. A mistake "
        "costs your turn and one more card."),
})
# La Taroinche: one explanation for each family of refusals
for _rule in ("chien-places", "chien-together", "chien-split"):
    _PASSAGES[("taroinche", _rule)] = _PASSAGES[("taroinche", "chien-first-last")]
for _rule in ("taroinche-bid-suit", "taroinche-bid-partner", "taroinche-bid-modifier"):
    _PASSAGES[("taroinche", _rule)] = _PASSAGES[("taroinche", "taroinche-bid-value")]
for _rule in ("coinche-no-bid", "coinche-timing"):
    _PASSAGES[("taroinche", _rule)] = _PASSAGES[("taroinche", "coinche-own-side")]
for _rule in ("surcoinche-no-coinche", "surcoinche-timing"):
    _PASSAGES[("taroinche", _rule)] = _PASSAGES[("taroinche", "surcoinche-side")]
_PASSAGES[("taroinche", "follow-trump")] = _PASSAGES[("taroinche", "raise-trump")]
_PASSAGES[("taroinche", "overtrump")] = _PASSAGES[("taroinche", "must-trump")]
# a trump colour led is followed like any colour led
_PASSAGES[("tarin", "follow-trump")] = _PASSAGES[("tarin", "follow-suit")]
# Same rule, same words for the announcements that show no card.
_PASSAGES[("kids", "prime-twice")] = _PASSAGES[("kids", "prime-unknown")]
_PASSAGES[("kids", "prime-show")] = _PASSAGES[("kids", "prime-unknown")]

_PASSAGES[("tarot", "ecart-bout")] = _PASSAGES[("tarot", "ecart-king")]
for _rule in ("poignee-late", "poignee-trumps", "poignee-twice", "prime-unknown"):
    _PASSAGES[("tarot", _rule)] = _PASSAGES[("tarot", "poignee-count")]

#: the rule ids of refusals that come from the input, not from a rule
INPUT_ERRORS = frozenset({"not-in-hand", "unknown-card", "wrong-phase"})


def passage(game: str, rule: str) -> Passage | None:
    """The explanation of ``rule`` in ``game`` (``None`` for input errors and foreign rules)."""
    entry = _PASSAGES.get((game, rule))
    return Passage(rule, *entry) if entry else None


def rules_of(game: str) -> tuple[str, ...]:
    """Every rule id with an explanation in ``game``."""
    return tuple(rule for g, rule in _PASSAGES if g == game)


def sources() -> frozenset[Source]:
    """Every book section an explanation cites."""
    return frozenset(entry[0] for entry in _PASSAGES.values())
