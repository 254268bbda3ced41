"""What every bot shares: the :class:`Decision`, what a seat may infer about the other hands
from its :class:`~engine.trickgame.TrickView` alone, and the chance its side takes the trick.

>>> from engine import Deal
>>> deal = Deal.from_hands("kids", "PvB E1O / E1B E3G / T3 E4O", dealer=2)
>>> for card in ("PvB", "E1B", "T3"):
...     _ = deal.apply(card)
>>> others(deal.view(0)).void(2, "B")  # seat 2 trumped the blue: it has no blue left
1.0
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from math import comb, prod

from .actions import Action, Declare, Discard, Pass, Play
from .cards import EXCUSE_SUIT, TRUMP, Card, Deck
from .auction import AuctionView
from .protocol import get_game
from .trickgame import TrickView
from .texts import card_name
from .tricks import best_cards, led_suit

#: a tie (Kids) carries the trick over: the tied side gets a share of its points, not all
TIE_SHARE = 0.35
SURE = 0.999  # a chance this high is a sure thing


@dataclass(frozen=True)
class Decision:
    """An action and why it was chosen, in plain French and English."""

    action: Action
    fr: str
    en: str


#: a game's bots: ``decide(view, level, rng)`` for a seat with legal actions, at ``level``
#: (``"easy"`` or ``"medium"``)
Bot = Callable[..., Decision]
BOTS: dict[str, Bot] = {}
#: the levels each game's bots play (a game may add ``"hard"``)
BOT_LEVELS: dict[str, tuple[str, ...]] = {}


def register_bots(game: str, decide: Bot, levels: tuple[str, ...] = ("easy", "medium")) -> Bot:
    """Make ``decide`` the bots of the game with id ``game`` at ``levels`` (each bot module
    calls it once)."""
    BOTS[game] = decide
    BOT_LEVELS[game] = levels
    return decide


def points(n: float, lang: str) -> str:
    """« 3 points », "1 point"; a half as « 4,5 points », "4.5 points"."""
    shown = f"{round(n)}" if abs(n - round(n)) < 1e-9 else f"{n:.1f}"
    if lang == "fr":
        return f"{shown.replace('.', ',')} point" + ("s" if n >= 2 else "")
    return f"{shown} point" + ("" if n == 1 else "s")


def names(card: Card) -> tuple[str, str]:
    """The card's French and English names."""
    return card_name(card, "fr"), card_name(card, "en")


# --- what the seat knows about the others ----------------------------------------------------
def chance_none(pool: int, wanted: int, drawn: int) -> float:
    """The chance that ``drawn`` cards taken from ``pool`` hold none of ``wanted`` of them."""
    if wanted <= 0 or drawn <= 0:
        return 1.0
    if pool - wanted < drawn:
        return 0.0
    return comb(pool - wanted, drawn) / comb(pool, drawn)


@dataclass(frozen=True)
class Others:
    """For each other seat: the cards it may hold, the cards it surely holds (shown), and how
    many of its cards are not known."""

    maybe: dict[int, tuple[Card, ...]]
    sure: dict[int, frozenset[Card]]
    hidden: dict[int, int]

    def has(self, seat: int, wanted: Callable[[Card], bool]) -> float:
        """The chance that ``seat`` holds a card with the property ``wanted``."""
        if any(wanted(c) for c in self.sure[seat]):
            return 1.0
        pool = self.maybe[seat]
        return 1.0 - chance_none(len(pool), sum(map(wanted, pool)), self.hidden[seat])

    def void(self, seat: int, suit: str) -> float:
        """The chance that ``seat`` has no card of ``suit`` left."""
        return 1.0 - self.has(seat, lambda c: c.suit == suit)


def rounds(view: TrickView) -> list[tuple[tuple[int, Card], ...]]:
    """Every round played so far, the one on the table last."""
    return [t.plays for t in view.tricks] + [view.trick]


def played_cards(view: TrickView) -> set[Card]:
    return {c for plays in rounds(view) for _, c in plays}


def discarded(view: TrickView) -> set[Card]:
    """The écart cards this seat saw: its own écart when it took, else the trumps shown."""
    return {a.card for _, a in view.history if isinstance(a, Discard) and a.card is not None}


def others(view: TrickView, kept: Collection[Card] = ()) -> Others:
    """What the seat may infer from the public information of its view; ``kept`` are cards
    the game says a seat surely still holds (tarot: the taker's Kings and Bouts from the chien
    shown to everyone), added to the cards shown by their holder."""
    game = get_game(view.game)
    rules = game.trick_rules  # type: ignore[attr-defined]
    played, out = played_cards(view), discarded(view)
    seats = [s for s in (view.seats or range(view.players)) if s != view.seat]
    shown = view.shown if isinstance(view, AuctionView) else ()
    sure = {s: frozenset(c for t, c in shown if t == s and c not in played | out)
            for s in seats}
    if isinstance(view, AuctionView) and view.taker in sure:
        sure[view.taker] |= frozenset(c for c in kept if c not in played | out)
    voids: dict[int, set[str]] = {s: set() for s in seats}
    trump_cap = {s: 99 for s in seats}  # each seat's trumps are below this rank
    for plays in rounds(view):
        led, top = None, 0  # the suit asked and the highest trump before each card
        for seat, (suit, rank) in plays:
            if seat != view.seat and suit != EXCUSE_SUIT and led is not None:
                if suit != led:
                    voids[seat].add(led)
                    if suit != TRUMP and rules.must_trump:
                        voids[seat].add(TRUMP)
                if suit == TRUMP and rank < top and rules.overtrump:
                    trump_cap[seat] = min(trump_cap[seat], top)
            if led is None and suit != EXCUSE_SUIT:
                led = suit
            if suit == TRUMP and rank > top:
                top = rank
    known = set(view.hand) | played | out | {c for cards in sure.values() for c in cards}
    unseen = [c for c in game.cards(view.players) if c not in known]
    maybe = {s: tuple([c for c in unseen if c[0] not in voids[s]
                       and not (c[0] == TRUMP and c[1] >= trump_cap[s])]) for s in seats}
    for seat, action in view.history:  # what an announcement says a hand has none of
        told = game.rules_out(action) if isinstance(action, Declare) and seat in maybe else None
        if told:
            maybe[seat] = tuple([c for c in maybe[seat] if not told(c)])
    hidden = {s: view.hand_sizes[s] - len(sure[s]) for s in seats}
    return Others(maybe, sure, hidden)


def seats_after(view: TrickView) -> tuple[int, ...]:
    """The seats still to play in this round, in order (a seat sitting the deal out skipped)."""
    active = view.seats or tuple(range(view.players))
    order = sorted(active, key=lambda s: (s - view.seat) % view.players)
    return tuple(order[1:len(active) - len(view.trick)])


# --- the chance of taking the trick ----------------------------------------------------------
def beat_chance(others: Others, deck: Deck, seat: int, best: Card, led: str) -> float:
    """The chance that ``seat`` can beat ``best`` in a round where ``led`` was asked."""
    higher_trump = others.has(seat, lambda c: c.is_trump and c.rank > best.rank) if best.is_trump \
        else others.has(seat, lambda c: c.is_trump)
    if led == TRUMP:
        return higher_trump
    cut = others.void(seat, led) * higher_trump
    if best.is_trump:
        return cut
    higher = others.has(seat, lambda c: c.suit == led and deck.strength(c) > deck.strength(best))
    equal = others.has(seat, lambda c: c.suit == led and deck.strength(c) == deck.strength(best))
    return min(1.0, higher + cut + (1 - TIE_SHARE) * equal)


@dataclass(frozen=True)
class Chance:
    """What playing a card does to the trick on the table."""

    chance: float  # that my side takes the trick
    mine: bool     # my card is the only best card after I play it
    tie: bool      # my card ties the best card


def trick_chance(view: TrickView, others: Others, team: Collection[int], card: Card,
                 after: Sequence[int]) -> Chance:
    """The chance that ``team`` takes the trick if this seat plays ``card`` now."""
    deck = get_game(view.game).deck
    plays = (*view.trick, (view.seat, card))
    cards = [c for _, c in plays]
    best = best_cards(cards, deck)
    if not best:
        return Chance(0.0, False, False)
    top, owners = cards[best[0]], {plays[i][0] for i in best}
    mine, tie = owners == {view.seat} and len(best) == 1, len(best) > 1
    if not owners & set(team):
        return Chance(0.0, mine, tie)
    led = led_suit(cards)
    assert led is not None
    hold = prod(1.0 - beat_chance(others, deck, s, top, led) for s in after if s not in team)
    return Chance(hold * (TIE_SHARE if tie else 1.0), mine, tie)


# --- sentences every game's bots use ---------------------------------------------------------
#: the easy level's sentences, by type of action (each game adds its own)
EASY_TEXT: dict[type, tuple[str, str]] = {
    Play: ("Je joue une carte au hasard parmi celles permises.",
           "I play a card at random among the allowed ones."),
    Pass: ("Je passe, au hasard.", "I pass, at random."),
}


def at_random(view: TrickView, rng: random.Random, texts: Mapping[type, tuple[str, str]]) -> Decision:
    """The easy level: a random legal action, with the sentence for its type."""
    action = rng.choice(view.legal)
    return Decision(action, *texts[type(action)])
PLAY_TEXT = {
    "forced": ("Je joue {fr} : c'est la seule carte que j'ai le droit de jouer.",
               "I play {en}: it is the only card I am allowed to play."),
    "lead-sure": ("J'ouvre avec {fr}, une carte que personne ne peut battre : je gagne le pli.",
                  "I lead {en}, a card nobody can beat: I win the trick."),
    "lead-good": ("J'ouvre avec {fr}, une carte qui a de bonnes chances de gagner le pli.",
                  "I lead {en}, a card with a good chance of winning the trick."),
    "lead-try": ("J'ouvre avec {fr}, une carte qui peut gagner le pli sans que je risque "
                 "beaucoup.",
                 "I lead {en}, a card that may win the trick without much risk."),
    "lead-low": ("J'ouvre avec {fr}, la carte qui me coûte le moins : je garde mes cartes fortes "
                 "pour plus tard.",
                 "I lead {en}, the card that costs me the least: I keep my strong cards for "
                 "later."),
    "too-risky": ("Je pourrais passer devant, mais on risque de me battre : je joue {fr} et je "
                  "garde mes cartes fortes.",
                  "I could go ahead, but someone could still beat me: I play {en} and keep my "
                  "strong cards."),
}
#: the lead sentence by the chance of taking the trick
LEAD_KINDS = (("lead-sure", SURE), ("lead-good", 0.5), ("lead-try", 0.2), ("lead-low", 0.0))
