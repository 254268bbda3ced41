"""Words for the tokens a learner clicks: cards, bids, calls, announcements, « égalité ».

>>> label("KH", "fr"), label("bid:garde_sans", "en"), label("tie", "fr")
('le Roi de cœur', 'a Garde sans', 'égalité')
>>> label("declare:poignee:T2,T3", "en")
'show a poignée: the 2 of trumps, the 3 of trumps'
>>> label("bid:90:H:3:sans", "fr"), label("coinche", "en")
('90 cœur avec le joueur 3, sans le chien', 'coinche')
>>> label("take:0", "fr"), label("exchange:0.1,1.3", "en"), label("snap:0,2", "fr")
('prendre la carte de la défausse pour ta place 1', "swap your place 2 with player 2's place 4", 'jeter tes cartes des places 1 et 3')
"""

from __future__ import annotations

from engine import all_games
from engine.actions import Bid, Call, Discard, Pass, Play, parse_action
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
    for game in all_games():
        words = game.label(action, lang)
        if words is not None:
            return words
    if isinstance(action, Bid):
        return action.level
    if isinstance(action, Call):
        if action.card is None:
            return "n'appeler personne" if fr else "call nobody"
        return f"appeler {card_name(action.card, lang)}" if fr else f"call {card_name(action.card, lang)}"
    raise ValueError(f"no words for the token {token!r}")
