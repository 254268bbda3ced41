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

from engine.actions import (Announce, Bid, Call, Chien, Coinche, Declare, Discard, Draw, Exchange, Look,
                            Pass, Play, Snap, SuitBid, Surcoinche, Swap, Take, Throw, parse_action)
from engine.games.kids import DIPLOMA_NAMES, PRIME_NAMES
from engine.games.taroinche import action_words as taroinche_words
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
    if isinstance(action, (Coinche, Surcoinche, Chien)):
        return taroinche_words(action, "fr" if fr else "en") or ""
    if isinstance(action, Call):
        if action.card is None:
            return "n'appeler personne" if fr else "call nobody"
        return f"appeler {card_name(action.card, lang)}" if fr else f"call {card_name(action.card, lang)}"
    if not isinstance(action, Declare):
        return _tamalou(action, fr)
    if action.prime == "poignee":
        shown = ", ".join(card_name(c, lang) for c in action.cards)
        return f"montrer une poignée : {shown}" if fr else f"show a poignée: {shown}"
    name = PRIME_NAMES.get(action.prime, action.prime)
    return f"annoncer « {name} »" if fr else f"announce '{name}'"


def _tamalou(action: object, fr: bool) -> str:
    """Le Tamalou's moves; places count from 1 and seat 0 is the learner."""
    if isinstance(action, Draw):
        return "piocher" if fr else "draw"
    if isinstance(action, Throw):
        return "jeter la carte piochée" if fr else "throw the drawn card away"
    if isinstance(action, Announce):
        return "dire « Tamalou »" if fr else "say 'Tamalou'"
    if isinstance(action, Take):
        place = _spot((0, action.position), fr)
        return f"prendre la carte de la défausse pour {place}" if fr else \
            f"take the discard's card for {place}"
    if isinstance(action, Swap):
        place = _spot((0, action.position), fr)
        return f"garder la carte piochée à {place}" if fr else f"keep the drawn card at {place}"
    if isinstance(action, Look):
        place = _spot((action.seat, action.position), fr)
        return f"regarder {place}" if fr else f"look at {place}"
    if isinstance(action, Exchange):
        a, b = (_spot(s, fr) for s in (action.first, action.second))
        return f"échanger {a} et {b}" if fr else f"swap {a} with {b}"
    assert isinstance(action, Snap)
    places = [str(p + 1) for p in action.positions]
    joined = ", ".join(places[:-1]) + (" et " if fr else " and ") + places[-1] \
        if len(places) > 1 else places[0]
    if fr:
        return f"jeter tes cartes des places {joined}" if len(places) > 1 else \
            f"jeter ta carte de la place {joined}"
    return f"throw your cards at places {joined}" if len(places) > 1 else \
        f"throw your card at place {joined}"


def _spot(spot: tuple[int, int], fr: bool) -> str:
    seat, position = spot
    if fr:
        return f"ta place {position + 1}" if seat == 0 else \
            f"la place {position + 1} du joueur {seat + 1}"
    return f"your place {position + 1}" if seat == 0 else f"player {seat + 1}'s place {position + 1}"
