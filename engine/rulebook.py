"""Where each rule id comes from: the passage of the rule text (or of RULINGS.md) behind it.

Hints key on the rule id of a :class:`~engine.errors.Refusal`; "Pourquoi ?" shows
:func:`passage`. Quotes are the texts' own words (bold marks removed), checked by the tests.

>>> passage("kids", "follow-suit").source
'tarot-kids.txt'
>>> passage("premier", "overtrump") is None  # no such duty in Mon premier Tarot
True
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Passage:
    """A rule as the learner reads it: title, the source's words, and the rule in English."""

    rule: str
    source: str
    title_fr: str
    title_en: str
    quote: str
    en: str


KIDS = "tarot-kids.txt"
JUNIOR = "tarot-junior.txt"
RULINGS = "RULINGS.md"
TARIN = "tarin.txt"

_TURN_EN = "Players play one card each, in turn."

_PASSAGES: dict[tuple[str, str], tuple[str, str, str, str, str]] = {
    # (game, rule): (source, title FR, title EN, quote, English)
    ("kids", "follow-suit"): (
        KIDS, "Fournir", "Follow suit",
        "Si la première carte est une couleur d'École, les autres devront jouer la même couleur "
        "de carte. On dit qu'ils \"FOURNISSENT\" dans la couleur demandée.",
        "When a school colour is led, everyone must play that colour if they can."),
    ("kids", "must-trump"): (
        KIDS, "Couper", "Trump",
        "Si un joueur n'a plus la couleur demandée, il doit alors poser un Atout, on dit qu'il "
        "\"COUPE\".",
        "A player who has none of the colour led must play a trump."),
    ("kids", "overtrump"): (
        KIDS, "Surcouper", "Overtrump",
        "Si vous êtes plusieurs à \"couper\", vous devrez mettre un Atout plus fort que le "
        "dernier Atout posé.",
        "When someone has already trumped, a later trump must beat the highest trump played; "
        "a player who cannot beat it still plays a trump."),
    ("kids", "raise-trump"): (
        KIDS, "Monter à l'Atout", "Go higher in trumps",
        "Si la première carte est un Atout, les joueurs suivants devront obligatoirement poser "
        "des Atouts de puissance supérieure. On dit que le joueur \"MONTE\" à l'Atout.",
        "When a trump is led, everyone must play a higher trump if they can."),
    ("kids", "follow-trump"): (
        KIDS, "Jouer atout", "Play a trump",
        "S'il ne peut pas \"monter\", pas de chance ! Il joue un Atout quel qu'il soit.",
        "When trumps are played and you cannot go higher, you still play a trump."),
    ("kids", "not-your-turn"): (
        KIDS, "Chacun son tour", "Each in turn",
        "A chaque tour, les joueurs jouent une carte dans le sens des aiguilles d'une montre...",
        _TURN_EN + " Tarot Kids goes clockwise."),
    ("kids", "bet-unknown"): (
        KIDS, "Les diplômes", "The diplomas",
        "il doit annoncer quel diplôme il pense obtenir : le Brevet, le Baccalauréat ou le "
        "Master, qui valent respectivement 10, 20 ou 30 points.",
        "A bet names a diploma: the Brevet (10), the Bac (20) or the Master (30)."),
    ("kids", "bet-too-low"): (
        KIDS, "Le parieur officiel", "The official bettor",
        "C'est le premier qui propose le diplôme le plus haut qui est nommé \"parieur "
        "officiel\"",
        "Each bet must name a higher diploma; the first to name the highest is the bettor."),
    ("kids", "call-proviseur"): (
        KIDS, "L'appel au Proviseur", "Calling a Proviseur",
        "On dit qu'il \"APPELLE\" le Proviseur d'une École (il annonce la couleur du "
        "Proviseur).",
        "The bettor calls the Proviseur of one school; its holder is a secret partner."),
    ("kids", "trop-cool-few"): (
        KIDS, "Trop cool", "Trop cool",
        "le joueur qui annonce \"Trop cool\" a beaucoup d'Atouts dans son jeu. Il doit montrer "
        "5 ou 6 Atouts à ses adversaires",
        "'Trop cool' means many trumps: 6 to show at 4 players, 5 at 5 (the Excuse counts)."),
    ("kids", "trop-cool-show"): (
        KIDS, "Trop cool", "Trop cool",
        "Il doit montrer 5 ou 6 Atouts à ses adversaires (il vaut mieux montrer les moins "
        "intéressants bien sûr !).",
        "Show exactly 6 trumps at 4 players, 5 at 5 (the Excuse counts)."),
    ("kids", "la-loose-trump"): (
        KIDS, "C'est la loose", "C'est la loose",
        "le joueur ne dispose d'aucun Atout.",
        "'C'est la loose' means no trump at all; the Excuse counts as a trump."),
    ("kids", "greve-prof"): (
        KIDS, "Grève des profs", "Grève des profs",
        "le joueur n'a aucun Prof, ni de Proviseur dans son jeu de départ.",
        "'Grève des profs' means no Prof and no Proviseur in the starting hand."),
    ("kids", "prime-automatic"): (
        KIDS, "Le bout du bout", "Le bout du bout",
        "Si le \"Petit\" (= Atout 1) est joué lors du dernier pli et qu'il gagne ce pli, 5 "
        "points offerts à son propriétaire.",
        "If the Petit is played in the last trick and wins it, its owner gets 5 points."),
    ("kids", "prime-unknown"): (
        KIDS, "Les primes", "The primes",
        "En début de partie, à 4 ou 5 joueurs, les joueurs peuvent faire des \"ANNONCES\" pour "
        "gagner quelques points supplémentaires",
        "At 4 or 5 players, players may announce Trop cool, C'est la loose or Grève des profs."),
    ("premier", "follow-suit"): (
        JUNIOR, "La couleur demandée", "The suit led",
        "La première carte posée est la « couleur demandée », cela veut dire que tous les "
        "joueurs doivent poser une carte de la même couleur !",
        "Everyone must play the suit of the first card if they can."),
    ("premier", "must-trump"): (
        JUNIOR, "Couper", "Trump",
        "Si tu n'as pas cette couleur alors tu dois « couper », cela veut dire « poser un "
        "atout »",
        "If you have none of the suit led, you must play a trump."),
    ("premier", "follow-trump"): (
        RULINGS, "Atout demandé", "Trumps led",
        "A trump lead must be followed by a trump if the player has one.",
        "When a trump is led, play a trump if you have one (no need to go higher)."),
    ("premier", "not-your-turn"): (
        JUNIOR, "Chacun son tour", "Each in turn",
        "Les joueurs posent une carte chacun leur tour, dans le sens inverse des aiguilles "
        "d'une montre.",
        _TURN_EN + " Mon premier Tarot goes counter-clockwise."),
    ("tarot", "follow-suit"): (
        JUNIOR, "Fournir", "Follow suit",
        "Si la première carte posée est une couleur (Pique, Cœur, Trèfle ou Carreau), les "
        "joueurs sont obligés de jouer cette couleur.",
        "Play the suit led if you can (no need to play higher)."),
    ("tarot", "must-trump"): (
        JUNIOR, "Couper", "Trump",
        "Si l'on ne possède pas de carte dans la couleur demandée, on est obligé de « couper » "
        "avec un atout.",
        "With none of the suit led, you must trump."),
    ("tarot", "overtrump"): (
        JUNIOR, "Surcouper", "Overtrump",
        "Si un joueur a déjà coupé, il faut « surcouper » : mettre un atout plus fort.",
        "When someone has trumped, play a higher trump if you can; if not, any trump "
        "(« pisser »)."),
    ("tarot", "raise-trump"): (
        JUNIOR, "Monter à l'atout", "Go higher in trumps",
        "Si la première carte posée est un atout, on est obligé de jouer un atout et de monter.",
        "When a trump is led, play a higher trump if you can."),
    ("tarot", "follow-trump"): (
        JUNIOR, "Pisser", "Undertrump",
        "Si l'on ne peut pas monter, on peut pisser...",
        "When you cannot go higher, you still play a trump, even a small one."),
    ("tarot", "not-your-turn"): (
        JUNIOR, "Chacun son tour", "Each in turn",
        "Puis chaque joueur joue à son tour dans le sens inverse des aiguilles d'une montre.",
        _TURN_EN + " Tarot goes counter-clockwise."),
    ("tarot", "bid-too-low"): (
        JUNIOR, "Surenchérir", "Bid higher",
        "Si un joueur annonce qu'il prend, les joueurs suivant devront surenchérir s'ils "
        "décident de prendre.",
        "After a bid, the next players may only bid a stronger contract."),
    ("tarot", "bid-unknown"): (
        JUNIOR, "Les contrats", "The contracts",
        "Le contrat de base vaut 25 points. Ces contrats sont, dans l'ordre croissant :",
        "The contracts are Prise, Garde, Garde sans and Garde contre le Chien."),
    ("tarot", "call-king"): (
        JUNIOR, "L'appel au Roi", "Calling a King",
        "Lorsque le preneur possède 4 Rois, il peut appeler une Dame (voire un Cavalier s'il a "
        "4 Rois et 4 Dames ou un Valet s'il a 4 grands mariages).",
        "At 5 players the taker calls a King; with four Kings, a Queen, and so on."),
    ("tarot", "ecart-king"): (
        JUNIOR, "L'écart", "The écart",
        "On ne peut écarter ni Roi ni Bout ; si on écarte des atouts, il faut les montrer à la "
        "défense.",
        "No King and no Bout in the écart; trumps put there are shown."),
    ("tarot", "called-suit-lead"): (
        JUNIOR, "L'entame à 5", "The first lead at 5 players",
        "L'entame ne peut pas être faite dans la couleur de la carte appelée par le preneur "
        "sauf si cette entame est faite de la carte appelée.",
        "The first lead may not be in the called suit, except the called card itself."),
    ("tarot", "poignee-count"): (
        JUNIOR, "La poignée", "The poignée",
        "Un joueur possédant une poignée peut l'annoncer (mais ce n'est pas obligé !) et la "
        "présenter aux autres joueurs juste avant de jouer sa première carte.",
        "A poignée (many trumps, the Excuse counts) is shown just before your first card."),
    # Le Tarin: the quote is only the section's heading in the book; the explanation is ours
    ("tarin", "follow-suit"): (
        TARIN, "Le jeu : fournir", "The play: follow the colour",
        "LE JEU.",
        "Play the colour that was led if you have any. If you have none, you may trump or throw "
        "any other card: both are allowed."),
    ("tarin", "tarin-dealer-opens"): (
        TARIN, "Les enchères : le donneur ouvre", "The auction: the dealer opens",
        "LES ENCHÈRES.",
        "The dealer speaks first and may not pass: they bid 15 points or more, in steps of 5."),
    ("tarin", "tarin-bid-number"): (
        TARIN, "Les enchères : combien annoncer", "The auction: what to bid",
        "LES ENCHÈRES.",
        "A bid is a number of points you think you can take with your trumps: 15, 20, 25… "
        "up to 100, always in steps of 5."),
    ("tarin", "tarin-bid-higher"): (
        TARIN, "Les enchères : surenchérir", "The auction: bid higher",
        "LES ENCHÈRES.",
        "Each bid must be higher than the last one. Whoever passes is out until the next deal."),
    ("tarin", "tarin-trump-colour"): (
        TARIN, "Les enchères : fixer l'atout", "The auction: naming trumps",
        "LES ENCHÈRES.",
        "The highest bidder names one of the four colours as trumps: black, red, yellow or "
        "green."),
}
# Same rule, same words for both announcements that show no card.
_PASSAGES[("kids", "prime-twice")] = _PASSAGES[("kids", "prime-unknown")]
_PASSAGES[("kids", "prime-show")] = _PASSAGES[("kids", "prime-unknown")]

# a trump colour led is followed like any colour led
_PASSAGES[("tarin", "follow-trump")] = _PASSAGES[("tarin", "follow-suit")]
_PASSAGES[("tarot", "ecart-bout")] = _PASSAGES[("tarot", "ecart-king")]
for _rule in ("poignee-late", "poignee-trumps", "poignee-twice", "prime-unknown"):
    _PASSAGES[("tarot", _rule)] = _PASSAGES[("tarot", "poignee-count")]

#: every rule id a refusal can carry that comes from a rule (input errors have none)
INPUT_ERRORS = frozenset({"not-in-hand", "unknown-card", "wrong-phase"})


def passage(game: str, rule: str) -> Passage | None:
    """The passage behind ``rule`` in ``game`` (``None`` for input errors and foreign rules)."""
    entry = _PASSAGES.get((game, rule))
    return Passage(rule, *entry) if entry else None


def rules_of(game: str) -> tuple[str, ...]:
    """Every rule id with a passage in ``game``."""
    return tuple(rule for g, rule in _PASSAGES if g == game)
