"""Words for the tokens a learner clicks: cards, bids, calls, announcements, « égalité ».

>>> label("KH", "fr"), label("bid:garde_sans", "en"), label("tie", "fr")
('le Roi de cœur', 'a Garde sans', 'égalité')
>>> label("declare:poignee:T1,T2", "en")
'show a poignée: the 1 of trumps, the 2 of trumps'
>>> label("bid:90:H:3:sans", "fr"), label("coinche", "en")
('90 cœur avec le joueur 3, sans le chien', 'coinche')
"""

from __future__ import annotations

from engine.actions import Bid, Call, Chien, Coinche, Declare, Discard, Pass, Play, SuitBid, Surcoinche, parse_action
from engine.games.kids import DIPLOMA_NAMES, PRIME_NAMES
from engine.games.taroinche import bid_label
from engine.games.tarot import CONTRACT_NAMES
from engine.texts import card_name

from .model import TIE


def label(token: str, lang: str = "fr") -> str:
    """What a token means, in a few words (the card's name, « la Garde », « je passe »…)."""
    fr = lang != "en"
    if token == TIE:
        return "égalité" if fr else "a tie"
    action = parse_action(token)
    if isinstance(action, Play):
        return card_name(action.card, lang)
    if isinstance(action, Discard):
        name = card_name(action.card, lang) if action.card else "?"
        return f"écarter {name}" if fr else f"put {name} in the écart"
    if isinstance(action, Pass):
        return "je passe" if fr else "pass"
    if isinstance(action, Bid):
        names = CONTRACT_NAMES.get(action.level) or DIPLOMA_NAMES.get(action.level)
        return (names[0] if fr else names[1]) if names else action.level
    if isinstance(action, SuitBid):
        return bid_label(action, lang)
    if isinstance(action, (Coinche, Surcoinche)):
        word = "coinche" if isinstance(action, Coinche) else "surcoinche"
        return word + "r" if fr else word
    if isinstance(action, Chien):
        return (f"mettre au chien les cartes {action.first} et {action.second}" if fr
                else f"put cards {action.first} and {action.second} in the chien")
    if isinstance(action, Call):
        if action.card is None:
            return "n'appeler personne" if fr else "call nobody"
        return f"appeler {card_name(action.card, lang)}" if fr else f"call {card_name(action.card, lang)}"
    assert isinstance(action, Declare)
    if action.prime == "poignee":
        shown = ", ".join(card_name(c, lang) for c in action.cards)
        return f"montrer une poignée : {shown}" if fr else f"show a poignée: {shown}"
    name = PRIME_NAMES.get(action.prime, action.prime)
    return f"annoncer « {name} »" if fr else f"announce '{name}'"
