"""The Le Tamalou bots: they decide from a :class:`~engine.games.tamalou.rules.TamalouView` only, and
say why in French and English.

The three levels play the same way and differ by memory (:func:`memory`): ``easy`` forgets
what it saw after a few turns, ``medium`` remembers the cards of its own square (but not those
an exchange carried in), ``hard`` also remembers the opponents' cards and follows every
exchange. With what it remembers, a bot takes a low discard, keeps a low drawn card in place of
its worst card, throws the others to use their power (look at an unknown card of its own, spy
on an opponent, swap its worst card away), snaps the cards it remembers of the discard's rank,
and says « Tamalou » when it knows every card it holds and their total is within the limit.

>>> from engine import Deal
>>> deal = Deal.from_hands("tamalou", "1S 2H 3C 4D / KS QH 9C 8D | 6H | KH", dealer=1)
>>> print(decide(deal.view(0), "hard").en)
I take the King of hearts (0 points) from the discard instead of my card at place 3, which I do not know.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from statistics import fmean

from ...actions import Action, Pass
from ...botkit import Decision, register_bots
from ...cards import Card
from .deck import TAMALOU_DECK
from .actions import Announce, Draw, Exchange, Look, Snap, Swap, Take, Throw
from .rules import POWER_WORDS, SPIES, Spot, TamalouView, points, power_of
from ...texts import card_name

LEVELS = ("easy", "medium", "hard")
#: how many turns (of any player) the easy bot remembers a card
EASY_MEMORY = 4
#: a change must save this many points to be worth it
GAIN = 2


def memory(view: TamalouView, level: str) -> dict[Spot, Card]:
    """The cards the bot of ``level`` remembers, by ``(seat, position)``.

    >>> from engine import Deal
    >>> view = Deal.from_hands("tamalou", "1S 2H 3C 4D / KS QH 9C 8D").view(0)
    >>> memory(view, "easy")
    {(0, 0): Card('1S'), (0, 1): Card('2H')}
    """
    cards: dict[Spot, Card] = {}
    for known in view.knowledge.entries:
        spot = (known.seat, known.position)
        if level == "hard" or view.phase == "done":
            cards[spot] = known.card
        elif level == "medium":
            if known.seat == view.seat and known.how != "moved":
                cards[spot] = known.card
        elif view.turn - known.turn < EASY_MEMORY:
            cards[spot] = known.card
    return cards


def unseen_mean(view: TamalouView, remembered: Mapping[Spot, Card]) -> float:
    """The average points of a card the bot has not seen (not remembered, not on the discard,
    not in its hand)."""
    out = {*remembered.values(), *view.discard, *([view.drawn] if view.drawn else [])}
    rest = [points(c) for c in TAMALOU_DECK.cards if c not in out]
    return fmean(rest) if rest else 0.0


def _value(spot: Spot, remembered: Mapping[Spot, Card], mean: float) -> float:
    card = remembered.get(spot)
    return points(card) if card is not None else mean


def _say(action: Action, fr: str, en: str) -> Decision:
    return Decision(action, fr, en)


def _name(card: Card) -> tuple[str, str]:
    return card_name(card, "fr"), card_name(card, "en")


def _pts(n: int, lang: str) -> str:
    if lang == "fr":
        return f"{n} point" + ("s" if n >= 2 else "")
    return f"{n} point" + ("" if n == 1 else "s")


def _mine(spot: Spot, remembered: Mapping[Spot, Card]) -> tuple[str, str]:
    """« ma carte à la place 3, que je ne connais pas » / « mon 9 de cœur »."""
    card = remembered.get(spot)
    place = spot[1] + 1
    if card is None:
        return (f"ma carte à la place {place}, que je ne connais pas",
                f"my card at place {place}, which I do not know")
    fr, en = _name(card)
    return f"ma carte à la place {place} ({fr})", f"my card at place {place} ({en})"


def decide(view: TamalouView, level: str, rng: random.Random | None = None) -> Decision:
    """The decision of a Tamalou bot of ``level`` for the seat of ``view`` (one of its
    ``legal`` actions)."""
    remembered = memory(view, level)
    if view.phase == "snap":
        return _snap(view, remembered)
    if view.phase == "turn":
        return _turn(view, remembered, level)
    if view.phase == "drawn":
        return _drawn(view, remembered)
    return _power(view, remembered, rng or random.Random())


def _worst(view: TamalouView, remembered: Mapping[Spot, Card], mean: float) -> tuple[Spot, float]:
    """My place whose card costs the most (an unknown card costs the average)."""
    spots = [(view.seat, p) for p in view.positions(view.seat)]
    worst = max(spots, key=lambda s: (_value(s, remembered, mean), s not in remembered, -s[1]))
    return worst, _value(worst, remembered, mean)


def estimate(view: TamalouView, remembered: Mapping[Spot, Card]) -> tuple[float, int]:
    """My estimated total and how many of my cards I do not remember."""
    mean = unseen_mean(view, remembered)
    spots = [(view.seat, p) for p in view.positions(view.seat)]
    unknown = sum(s not in remembered for s in spots)
    return sum(_value(s, remembered, mean) for s in spots), unknown


def _instead(action: Action, card: Card, spot: Spot, remembered: Mapping[Spot, Card],
             doing: tuple[str, str]) -> Decision:
    """« Je prends le 2 de cœur sur la défausse (2 points) à la place de ma carte … »."""
    fr, en = _name(card)
    mine_fr, mine_en = _mine(spot, remembered)
    fr, en = f"{fr} ({_pts(points(card), 'fr')})", f"{en} ({_pts(points(card), 'en')})"
    return _say(action, f"{doing[0].format(fr)} à la place de {mine_fr}.",
                f"{doing[1].format(en)} instead of {mine_en}.")


def _turn(view: TamalouView, remembered: Mapping[Spot, Card], level: str) -> Decision:
    limit = view.options["limit"]
    total, unknown = estimate(view, remembered)
    if view.legal == (Announce(),):
        return _say(Announce(), "Je n'ai plus aucune carte : je dis « Tamalou » !",
                    "I have no card left: I say 'Tamalou'!")
    if Announce() in view.legal and not unknown and total <= limit:
        n = round(total)
        return _say(Announce(),
                    f"Je connais toutes mes cartes et elles font {_pts(n, 'fr')}, pas plus de "
                    f"{limit} : je dis « Tamalou » !",
                    f"I know all my cards and they make {_pts(n, 'en')}, no more than {limit}: "
                    f"I say 'Tamalou'!")
    mean = unseen_mean(view, remembered)
    top = view.discard[-1]
    takes = [a for a in view.legal if isinstance(a, Take)]
    if takes:
        spot, worth = _worst(view, remembered, mean)
        if worth - points(top) >= GAIN + 1:
            return _instead(Take(spot[1]), top, spot, remembered,
                            ("Je prends {} sur la défausse", "I take {} from the discard"))
    if Draw() in view.legal:
        return _say(Draw(), "La carte de la défausse ne m'aide pas : je pioche.",
                    "The discard's card does not help me: I draw.")
    spot, _ = _worst(view, remembered, mean)
    return _say(Take(spot[1]), "La pioche est vide : je prends la carte de la défausse.",
                "The draw pile is empty: I take the discard's card.")


def _drawn(view: TamalouView, remembered: Mapping[Spot, Card]) -> Decision:
    card = view.drawn
    assert card is not None
    fr, en = _name(card)
    if view.positions(view.seat):
        mean = unseen_mean(view, remembered)
        spot, worth = _worst(view, remembered, mean)
        # a card with a power is worth a little more thrown: keep it only for a clear gain
        gain = GAIN + (1 if card.rank in (7, 8, 11, 13) or card.rank == 14 and card.suit in "SC"
                       else 0)
        if worth - points(card) >= gain:
            return _instead(Swap(spot[1]), card, spot, remembered,
                            ("Je garde ma carte piochée, {},", "I keep the card I drew, {},"))
    power = power_of(card)
    if power is None:
        return _say(Throw(), f"J'ai pioché {fr} : il ne m'aide pas, je le jette.",
                    f"I drew {en}: it does not help me, I throw it away.")
    doing_fr, doing_en = POWER_WORDS[power]
    return _say(Throw(), f"Je jette {fr} pour son pouvoir : {doing_fr}.",
                f"I throw {en} for its power: {doing_en}.")


def _power(view: TamalouView, remembered: Mapping[Spot, Card], rng: random.Random) -> Decision:
    mean = unseen_mean(view, remembered)
    me = view.seat
    mine = [(me, p) for p in view.positions(me)]
    others = [(s, p) for s in range(view.players) if s != me for p in view.positions(s)]
    if view.power == "look-own":
        unknown = [s for s in mine if s not in remembered]
        if unknown:
            spot = unknown[0]
            return _say(Look(*spot), f"Je regarde ma carte à la place {spot[1] + 1}, que je ne "
                        f"connais pas.",
                        f"I look at my card at place {spot[1] + 1}, which I do not know.")
        return _say(Pass(), "Je connais déjà toutes mes cartes : je ne regarde rien.",
                    "I already know all my cards: I look at nothing.")
    if view.power in SPIES:
        targets = [s for s in others if s not in remembered]
        if view.power == "king":
            # a remembered low card of an opponent: take it at once
            swap = _best_exchange(view, remembered, mean, blind=False)
            if swap is not None:
                return swap
            targets = [s for s in targets if s[0] != view.announcer]
        if targets:
            # spy on the player with the fewest cards: the closest to saying « Tamalou »
            spot = min(targets, key=lambda s: (view.cards_left(s[0]), s))
            return _say(Look(*spot),
                        f"Je regarde la carte du joueur {spot[0] + 1} à la place {spot[1] + 1}.",
                        f"I look at player {spot[0] + 1}'s card at place {spot[1] + 1}.")
        return _say(Pass(), "Il n'y a rien d'utile à regarder : je passe.",
                    "There is nothing useful to look at: I pass.")
    if view.power == "king-swap":
        assert view.looked is not None
        swap = _best_exchange(view, remembered, mean, blind=False, only=view.looked)
        if swap is not None:
            return swap
        return _say(Pass(), "Sa carte n'est pas meilleure que les miennes : je garde les miennes.",
                    "Their card is not better than mine: I keep mine.")
    swap = _best_exchange(view, remembered, mean, blind=True)
    if swap is not None:
        return swap
    return _say(Pass(), "Mes cartes sont déjà petites : je n'échange rien.",
                "My cards are already low: I swap nothing.")


def _best_exchange(view: TamalouView, remembered: Mapping[Spot, Card], mean: float, blind: bool,
                   only: Spot | None = None) -> Decision | None:
    """The exchange that lowers my total the most, if it saves enough: my worst card against an
    opponent's card I remember as low (or, blind, one I do not know)."""
    me = view.seat
    if not view.positions(me):  # nothing of mine to give (my square emptied by snaps)
        return None
    spot, worth = _worst(view, remembered, mean)
    best: tuple[float, Spot] | None = None
    for action in view.legal:
        if not isinstance(action, Exchange) or spot not in (action.first, action.second):
            continue
        theirs = action.second if action.first == spot else action.first
        if theirs[0] == me or (only is not None and theirs != only):
            continue
        if theirs not in remembered and not blind:
            continue
        gain = worth - _value(theirs, remembered, mean)
        if gain >= GAIN + 1 and (best is None or gain > best[0]):
            best = (gain, theirs)
    if best is None:
        return None
    theirs = best[1]
    mine_fr, mine_en = _mine(spot, remembered)
    card = remembered.get(theirs)
    if card is None:
        return _say(Exchange(*sorted((spot, theirs))),
                    f"J'échange {mine_fr} contre une carte du joueur {theirs[0] + 1} : la sienne "
                    f"a des chances d'être plus petite.",
                    f"I swap {mine_en} for a card of player {theirs[0] + 1}: theirs is likely to "
                    f"be lower.")
    fr, en = _name(card)
    return _say(Exchange(*sorted((spot, theirs))),
                f"J'échange {mine_fr} contre {fr} du joueur {theirs[0] + 1}, que je connais.",
                f"I swap {mine_en} for player {theirs[0] + 1}'s {en}, which I know.")


def _snap(view: TamalouView, remembered: Mapping[Spot, Card]) -> Decision:
    rank = view.snap_rank
    mine = sorted(p for (s, p), c in remembered.items()
                  if s == view.seat and c.rank == rank and points(c) > 0
                  and p in view.positions(view.seat))[:3]
    if mine and Snap(tuple(mine)) in view.legal:
        cards = [remembered[(view.seat, p)] for p in mine]
        fr = " et ".join(card_name(c, "fr") for c in cards)
        en = " and ".join(card_name(c, "en") for c in cards)
        it_fr, it_en = ("les", "them") if len(cards) > 1 else ("le", "it")
        return _say(Snap(tuple(mine)), f"Je me souviens que j'ai {fr} : je {it_fr} jette vite !",
                    f"I remember I have {en}: I throw {it_en} quickly!")
    return _say(Pass(), "Je ne me souviens d'aucune carte pareille chez moi : je passe.",
                "I do not remember any card of this rank in my square: I pass.")

