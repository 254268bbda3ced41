"""La Taroinche for the search (:mod:`engine.search`): the deals a seat cannot tell from the
real one, a quick card for the play-outs, and the cards that do the same as a smaller one.

What a seat knows of the hidden cards in La Taroinche:

- the chien: the taker and every player saw it once a plain bid was won (its cards are then
  with the taker, played, or in the taker's écart); nobody saw it « sans » or « contre le
  chien », nor before the auction is over;
- the écart: only the taker knows its two cards (any cards, trumps and chien cards too);
- the play: a seat that did not follow has none of the suit led; one that neither followed nor
  trumped while its partner was not winning has no trump; one that played a trump under the
  best trump when it had to go higher has no trump above it;
- belote: the holder of trump King and Queen says « belote » with the first: the other is still
  in that hand; a trump King or Queen played without belote says its mate was not there.

A sampled world is replayed through the checked API (the chien placement, which happens
before the hands exist, is written back into its history), so a world that breaks any rule the
real deal followed, or would announce belote otherwise, is refused and drawn again.

>>> import random
>>> from engine import Deal
>>> deal = Deal.new("taroinche", 5, seed=3)
>>> _ = deal.apply("chien:11,22").apply("bid:90:H:3")
>>> world = sample_world(deal.view(2), random.Random(1))
>>> world.deal().view(2) == deal.view(2)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...actions import Action, Discard, Pass, Play
from ...cards import Card
from ..french import TAROT_SUITS
from .deck import TAROINCHE_DECK
from .actions import Chien, Coinche, SuitBid, Surcoinche
from .bots import decide
from .rules import (BELOTE_RANKS, TRUMP_POWER, TaroincheDeal, TaroincheView, action_words, bid_label,
                    bid_words, is_trump, points, power, trick_trump, winning)
from ...protocol import Deal
from ...search import World
from ...trickgame import TrickDeal, TrickView


# --- worlds --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TaroincheWorld(World):
    """A sampled Taroinche deal: :meth:`deal` replays the view's history on it."""

    def deal(self) -> TrickDeal | None:
        view = self.view
        assert isinstance(view, TaroincheView)
        try:
            deal = Deal.from_hands("taroinche", [list(h) for h in self.hands], self.aside,
                                   view.dealer, view.options)
            assert isinstance(deal, TaroincheDeal)
            deal.cut = view.cut
            hidden = iter(self.ecart)
            for seat, action in view.history:
                if isinstance(action, Chien):  # placed before these hands were dealt
                    deal.placement = action
                    deal.history.append((seat, action))
                    continue
                if isinstance(action, Discard) and action.card is None:
                    action = Discard(next(hidden))
                deal.apply(action, seat)
        except (ValueError, StopIteration):
            return None
        same = (deal.to_act, deal.phase, tuple(deal.declared)) == \
            (view.to_act, view.phase, view.declared)
        return deal if same else None


@dataclass(frozen=True)
class Known:
    """What the seat knows of the other hands: cards each surely holds, cards each cannot
    hold, cards that are with the taker or in the écart (a chien everyone saw)."""

    sure: dict[int, set[Card]]
    never: dict[int, set[Card]]
    taker_only: set[Card]


def known(view: TaroincheView) -> Known:
    """The inferences of the module docstring, from ``view`` alone."""
    me, trump = view.seat, view.trump
    seats = [s for s in range(view.players) if s != me]
    sure: dict[int, set[Card]] = {s: set() for s in seats}
    never: dict[int, set[Card]] = {s: set() for s in seats}
    attack = {view.taker, view.partner} - {None}
    played = {c for t in view.tricks for c in t.cards} | {c for _, c in view.trick}

    def partners(seat: int) -> set[int]:
        side = attack if seat in attack else set(range(view.players)) - attack if attack else set()
        return side - {seat}

    def suit(seat: int, name: str, above: Card | None = None) -> None:
        never[seat] |= {c for c in TAROINCHE_DECK.cards if c.suit == name
                        and (above is None or TRUMP_POWER[c.rank] > TRUMP_POWER[above.rank])}

    for plays in [t.plays for t in view.tricks] + [view.trick]:
        cards = [c for _, c in plays]
        for i, (seat, card) in enumerate(plays):
            if not i or seat == me:
                continue
            led = cards[0].suit
            cut = trick_trump(trump, led)
            if card.suit != led:
                suit(seat, led)
            if cut is None or card.suit == led != cut:
                continue  # no trumps, or it followed a plain suit: nothing more to learn
            if led != cut and plays[winning(cards[:i], trump)][0] in partners(seat):
                continue  # its partner was winning: any card would do
            tops = [c for c in cards[:i] if c.suit == cut]
            top = max(tops, key=lambda c: TRUMP_POWER[c.rank]) if tops else None
            if card.suit == cut:
                if top is not None and TRUMP_POWER[card.rank] < TRUMP_POWER[top.rank]:
                    suit(seat, cut, top)  # it had to go higher and could not
            else:
                suit(seat, cut)  # it had to trump and did not
    if trump in TAROT_SUITS:
        pair = [Card(trump, r) for r in BELOTE_RANKS]
        for seat, card in (*((s, c) for t in view.tricks for s, c in t.plays), *view.trick):
            if seat == me or card not in pair:
                continue
            mate = pair[1 - pair.index(card)]
            if (seat, "belote") in view.declared:
                if mate not in played:
                    sure[seat].add(mate)
            else:
                never[seat].add(mate)
    chien_seen = bool(view.chien) and me != view.taker
    taker_only = set(view.chien) - played if chien_seen else set()
    return Known(sure, never, taker_only)


def sample_world(view: TrickView, rng: random.Random) -> TaroincheWorld | None:
    """One try at a deal that fits ``view`` (``None``: this try broke a constraint); the
    search tries again (:func:`engine.search.sample_world`)."""
    assert isinstance(view, TaroincheView)
    if view.phase == "chien":  # the cards are not dealt yet: nothing to imagine
        return None
    me, taker = view.seat, view.taker
    info = known(view)
    by_seat: dict[int, list[Card]] = {s: [] for s in range(view.players)}
    for plays in [t.plays for t in view.tricks] + [view.trick]:
        for seat, card in plays:
            by_seat[seat].append(card)
    discards = [a.card for s, a in view.history if isinstance(a, Discard)]
    mine = [c for c in discards if c is not None]
    room: dict[object, int] = {s: view.hand_sizes[s] - len(info.sure[s])
                               for s in range(view.players) if s != me}
    hidden_ecart = discards.count(None)
    if hidden_ecart:
        room["ecart"] = hidden_ecart
    fixed = set(view.hand) | {c for cards in by_seat.values() for c in cards} | set(mine) \
        | {c for cards in info.sure.values() for c in cards}
    pool = [c for c in TAROINCHE_DECK.cards if c not in fixed]
    if not view.chien:
        room["aside"] = len(pool) - sum(room.values())  # the chien nobody saw
    if any(n < 0 for n in room.values()) or sum(room.values()) != len(pool):
        return None

    def fits(card: Card, slot: object) -> bool:
        if isinstance(slot, int):
            return card not in info.never[slot] and (card not in info.taker_only or slot == taker)
        return slot == "ecart" or card not in info.taker_only

    options = {c: [s for s in room if fits(c, s)] for c in pool}
    held: dict[object, list[Card]] = {s: [] for s in room}
    left = sorted(pool, key=lambda c: rng.random())
    while left:
        need = {s: room[s] - len(held[s]) for s in room}
        fit = {s: [c for c in left if s in options[c]] for s in room if need[s]}
        if any(len(fit[s]) < need[s] for s in fit):
            return None
        full = next((s for s in fit if len(fit[s]) == need[s]), None)
        if full is not None:  # a place with just enough cards that fit it takes them all
            held[full] += fit[full]
            left = [c for c in left if c not in fit[full]]
            continue
        # else the card with the fewest places left, at random among those places
        card = min(left, key=lambda c: sum(need[s] > 0 for s in options[c]))
        left.remove(card)
        open_slots = [s for s in options[card] if need[s]]
        if not open_slots:
            return None
        slot = rng.choices(open_slots, weights=[need[s] for s in open_slots])[0]
        held[slot].append(card)
    ecart = held.get("ecart", [])
    rng.shuffle(ecart)
    chien = tuple(view.chien) or tuple(held["aside"])
    hands = []
    for seat in range(view.players):
        now = list(view.hand) if seat == me else held[seat] + sorted(info.sure[seat])
        start = now + by_seat[seat]
        if view.chien and seat == taker:  # the chien went into this hand, the écart out of it
            start = [c for c in start + mine + ecart if c not in chien]
        hands.append(tuple(start))
    return TaroincheWorld(view, tuple(hands), chien, tuple(ecart))


#: what a card point taken by the seat's side is worth in a play-out, next to the score
POINTS_WEIGHT = 0.25
TOTAL = 162  # the card points of a deal with the 10 de der


# --- the play-outs' quick card, and twins --------------------------------------------------------
def _strength(card: Card, trump: str | None) -> int:
    return power(card, trump) + 10 * is_trump(card, trump)


def quick_card(deal: TrickDeal, plays: Sequence[Play], rng: random.Random) -> Play:
    """As :func:`engine.search.quick_card`, with La Taroinche's order and points: take the
    trick with the cheapest card that wins it last, give points to a partner who wins it,
    else give the cheapest card; a lead is random."""
    if len(plays) == 1:
        return plays[0]
    if not deal.trick:
        return rng.choice(plays)
    assert isinstance(deal, TaroincheDeal) and deal.to_act is not None
    trump = deal.trump
    cards = [c for _, c in deal.trick]
    master = deal.trick[winning(cards, trump)][0]
    last = len(cards) == deal.players - 1
    wins = [p for p in plays if winning([*cards, p.card], trump) == len(cards)]
    if master in deal.side(deal.to_act) and (last or not wins):
        return max(plays, key=lambda p: (points(p.card, trump) * (not is_trump(p.card, trump)),
                                         -_strength(p.card, trump)))
    if wins:
        pick = min if last else max
        return pick(wins, key=lambda p: _strength(p.card, trump))
    return min(plays, key=lambda p: (points(p.card, trump), _strength(p.card, trump)))


def twins(view: TrickView) -> dict[Action, Action]:
    """Cards of one suit worth the same points, with no card the seat has not seen between
    them in this deal's order, each mapped to the smallest: the search weighs it alone.

    >>> deal = Deal.from_hands("taroinche", "7S 8S 7H 8H JH 9H / 9S 10S QS KS 1S JS / "
    ...     "7C 8C 9C 10C QC KC / 7D 8D 9D 10D QD KD / JC 1C JD 1D KH QH | 1H 10H", dealer=4)
    >>> _ = deal.apply("bid:80:H:2:sans")
    >>> for _ in range(4): _ = deal.apply("pass")
    >>> {str(a): str(b) for a, b in twins(deal.view(0)).items()}
    {'8H': '7H', '8S': '7S'}
    """
    assert isinstance(view, TaroincheView)
    trump = view.trump
    seen = set(view.hand) | set(view.ecart) | {c for t in view.tricks for c in t.cards} \
        | {c for _, c in view.trick}
    plays = sorted((a for a in view.legal if isinstance(a, Play)),
                   key=lambda a: (a.card.suit, power(a.card, trump)))
    same: dict[Action, Action] = {}
    for low, high in zip(plays, plays[1:]):
        a, b = low.card, high.card
        if a.suit != b.suit or points(a, trump) != points(b, trump):
            continue
        if all(c in seen for c in TAROINCHE_DECK.cards if c.suit == a.suit
               and power(a, trump) < power(c, trump) < power(b, trump)):
            same[high] = same.get(low, low)
    return same


def value(deal: TrickDeal, seat: int) -> float:
    """A finished play-out's worth to ``seat``: its score, plus :data:`POINTS_WEIGHT` of the
    card points its side took above half the deck. A score moves only when a contract flips,
    which one card seldom does; the points tell which card helps, safe or lost contract alike.
    """
    result = deal.result()
    assert isinstance(deal, TaroincheDeal)
    side = deal.side(seat)
    taken = sum(p for s, p in enumerate(result.card_points) if s in side)
    taken += sum(p for _, s, p in result.bonuses if s in side)
    return result.scores[seat] + POINTS_WEIGHT * (taken - TOTAL / 2)


def words(view: TrickView, action: Action, lang: str) -> str | None:
    """A bid, a coinche or the chien's places in a few words, for the search's advice
    (:func:`engine.hard_bots.action_words`); ``None`` for any other action."""
    fr = lang == "fr"
    if isinstance(action, SuitBid):
        if action.partner != view.seat:
            return ("annoncer " if fr else "bid ") + bid_label(action, lang)
        plain = bid_words(replace(action, modifier=""), lang)
        return ("annoncer " if fr else "bid ") + plain + (" seul" if fr else " alone") \
            + bid_words(action, lang)[len(plain):]
    if isinstance(action, (Coinche, Surcoinche, Chien)):
        return action_words(action, lang) or ""
    return None


def shortlist(view: TrickView, legal: tuple[Action, ...], most: int) -> tuple[Action, ...] | None:
    """In the bids and the chien's places, the medium bot's choice, passing and coinching
    (``None`` elsewhere)."""
    if not any(isinstance(a, (SuitBid, Chien)) for a in legal):
        return None
    usual = decide(view, "medium", random.Random(0)).action
    return tuple(a for a in legal if a == usual or isinstance(a, (Pass, Coinche)))
