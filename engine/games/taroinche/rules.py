"""La Taroinche (``taroinche.txt``): 5 players, 32 cards (7 to Ace of the four tarot suits),
clockwise; a taker and the partner they name against the others, with coinche-style bids.

A deal goes through these phases (``deal.phase``):

``chien``      the dealer places the chien: :class:`~engine.actions.Chien` ``chien:P,Q`` — the
               P-th and Q-th cards dealt (counted from 1) go to the chien. Legal: P odd, Q even,
               3 ≤ P, P + 3 ≤ Q ≤ 30 (91 placements); :data:`DEFAULT_CHIEN` is offered.
               (A deal built with ``from_hands`` starts at ``bid``, its hands already dealt.)
``bid``        from the dealer's left: :class:`~engine.actions.SuitBid` ``bid:90:H:3``
               (value 80…160 or ``capot``, trump ``S H D C`` or, with capot only, ``TA`` tout
               atout / ``SA`` sans atout, the partner's seat — one's own seat: alone — and
               optionally ``:sans`` or ``:contre`` le chien), ``pass``, or
               :class:`~engine.actions.Coinche` ``coinche``: any seat but the bidder and their
               partner, on its turn or out of turn (``deal.apply("coinche", seat=4)``); it ends
               the auction. Four passes after a bid end it; five passes without a bid: the same
               dealer deals again (``result().redeal == "no-bid"``).
``surcoinche`` after a coinche, the taker then the partner: ``surcoinche`` (×4) or ``pass``.
``ecart``      a plain bid: the chien is shown, the taker takes it and lays two cards away,
               one :class:`~engine.actions.Discard` ``discard:7S`` at a time.
``play``       6 tricks of :class:`~engine.actions.Play` ``JH``; belote and rebelote are
               announced by the engine when the holder of trump King and Queen plays them.
``done``       ``result()``.

Cards are written as in the tarot deck (the Ace is ``1``): ``1H JD 9S``. The view
(:class:`TaroincheView`) adds to the auction view: ``bid`` (the highest :class:`SuitBid`),
``trump`` (``None`` until the auction is over), ``coinche`` (who coinched, then who
surcoinched), ``multiplier`` (1, 2, 4), ``may_coinche`` / ``may_surcoinche`` (this seat, now,
even out of turn), ``chien`` (once shown), ``ecart`` (the taker only), ``declared`` (belote,
rebelote), ``cut`` (who cut and where), ``default_chien``, ``passes``; ``partner`` is the named
partner, public; ``pile_points`` count with this deal's trump. ``result()`` is a
:class:`~engine.trickgame.DealResult` whose ``detail`` is a :class:`TaroincheScore` (the taker's
side's count worked out, ``lines(lang)`` in words). Options: ``rounds`` (one round = one deal
by each player). In a :class:`~engine.match.Match`, the next deal is cut from the cards picked
up in order (:meth:`TaroincheGame.gathered`), never shuffled again. Words for a screen:
:func:`bid_label` (« 90 cœur avec le joueur 3, sans le chien »), :func:`bid_words`, and the
refusals' sentences; the order and points of a card with this deal's trump: :func:`power`,
:func:`points`, :func:`winning`; what may be played: :func:`duty`.

>>> deal = Deal.new("taroinche", players=5, seed=1, dealer=0)
>>> deal.phase, deal.to_act, str(DEFAULT_CHIEN)
('chien', 0, 'chien:11,22')
>>> _ = deal.apply("chien:11,22")
>>> deal.phase, deal.to_act, [len(h) for h in deal.hands], len(deal.aside)
('bid', 1, [6, 6, 6, 6, 6], 2)
>>> _ = deal.apply("bid:80:H:3").apply("coinche", seat=2)
>>> deal.phase, deal.to_act, deal.view(4).multiplier
('surcoinche', 1, 2)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ...actions import Action, Discard, Pass, Play, as_action
from ...auction import AuctionDeal, AuctionView
from ...cards import TRUMP, Card, sort_cards
from ..french import TAROT_SUITS
from ...errors import InputError, Refusal
from ...play import holding_refusal
from ...protocol import Deal, Game, Option, View, register  # noqa: F401  (Deal: doctest)
from ...texts import card_name, suit_name
from ...trickgame import DealResult, Phase, Trick, TrickGame
from ...tricks import TrickRules
from .deck import TAROINCHE_DECK
from .actions import Chien, Coinche, SuitBid, Surcoinche

PLAYERS = 5
HAND = 6
VALUES = (*(str(v) for v in range(80, 161, 10)), "capot")
CAPOT_STAKE = 250
NO_TRUMP_SUITS = ("TA", "SA")  # tout atout, sans atout: capot only
MODIFIERS = ("", "sans", "contre")  # at equal value: plain < sans le chien < contre le chien
THRESHOLD = 82  # the taker's side fails under 82, counting the 10 de der as its only bonus
DER, BELOTE = 10, 20
CUT_MIN = 5
DEFAULT_CHIEN = Chien(11, 22)  # after the 5th and the 10th packet of two

#: power within the trump suit (J 9 A 10 K Q 8 7) and its points; plain suits: the deck's
TRUMP_POWER = {7: 0, 8: 1, 13: 2, 14: 3, 10: 4, 1: 5, 9: 6, 11: 7}
TRUMP_POINTS = {11: 20, 9: 14, 1: 11, 10: 10, 14: 4, 13: 3}
BELOTE_RANKS = (13, 14)


# --- cards: order and points depend on the trump ------------------------------------------------
def is_trump(card: Card, trump: str | None) -> bool:
    """Whether ``card`` ranks as a trump (every card in tout atout, none in sans atout)."""
    return trump == "TA" or card.suit == trump


def points(card: Card, trump: str | None) -> int:
    """What ``card`` counts with ``trump`` (``None``: before trumps are known, as a plain card).

    >>> points(Card.of("JH"), "H"), points(Card.of("JH"), "S"), points(Card.of("9C"), "TA")
    (20, 2, 14)
    """
    if is_trump(card, trump):
        return TRUMP_POINTS.get(card.rank, 0)
    return TAROINCHE_DECK.value(card)


def total(cards: Iterable[Card], trump: str | None) -> int:
    return sum(points(c, trump) for c in cards)


def power(card: Card, trump: str | None) -> int:
    """Strength within its own suit: J 9 A 10 K Q 8 7 for a trump, A 10 K Q J 9 8 7 else."""
    return TRUMP_POWER[card.rank] if is_trump(card, trump) else TAROINCHE_DECK.power[card.rank]


def trick_trump(trump: str | None, led: str) -> str | None:
    """The suit that cuts in a trick led with ``led``: in tout atout only the led suit ranks."""
    if trump == "TA":
        return led
    return trump if trump in TAROT_SUITS else None


def winning(cards: Sequence[Card], trump: str | None) -> int:
    """Index of the card that wins (so far): the best trump, else the best of the suit led.

    >>> winning([Card.of("1S"), Card.of("JS"), Card.of("7H")], "H")
    2
    """
    led = cards[0].suit
    cut = trick_trump(trump, led)

    def key(card: Card) -> int:
        if card.suit == cut:
            return 100 + TRUMP_POWER[card.rank]
        return power(card, trump) if card.suit == led else -1

    return max(range(len(cards)), key=lambda i: key(cards[i]))


# --- what may be played ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Duty:
    """The rule that limits the next card (``None``: any card), the cards it allows, the suit
    led, the best trump on the table, whether a partner is winning the trick, and how many
    partners the player has (none alone, one for the taker's side, two in the defence)."""

    rule: str | None
    allowed: tuple[Card, ...]
    led: str | None = None
    top: Card | None = None
    partner_master: bool = False
    partners: int = 0


def duty(hand: Sequence[Card], trick: Sequence[tuple[int, Card]], trump: str | None,
         partners: Iterable[int]) -> Duty:
    """What ``hand`` may play on ``trick`` (``(seat, card)`` pairs); ``partners``: the seats on
    the player's side (the player excluded).

    >>> hand = [Card.of("7S"), Card.of("9H"), Card.of("JH")]
    >>> duty(hand, [(0, Card.of("1C")), (1, Card.of("7H"))], "H", {3}).allowed
    (Card('9H'), Card('JH'))
    >>> duty(hand, [(0, Card.of("1C")), (3, Card.of("KC"))], "H", {0}).rule is None
    True
    """
    hand = tuple(hand)
    if not trick:
        return Duty(None, hand)
    partners = set(partners)
    cards = [c for _, c in trick]
    led = cards[0].suit
    cut = trick_trump(trump, led)
    on_table = [c for c in cards if c.suit == cut]
    top = max(on_table, key=lambda c: TRUMP_POWER[c.rank], default=None)
    mine = tuple(c for c in hand if c.suit == cut)
    higher = tuple(c for c in mine if top is None or TRUMP_POWER[c.rank] > TRUMP_POWER[top.rank])
    if led == cut:  # a trump lead: follow, and go higher when able
        if higher:
            return Duty("raise-trump", higher, led, top)
        return Duty("follow-trump", mine, led, top) if mine else Duty(None, hand, led)
    follow = tuple(c for c in hand if c.suit == led)
    if follow:
        return Duty("follow-suit", follow, led)
    if not mine:
        return Duty(None, hand, led)
    master = trick[winning(cards, trump)][0]
    if master in partners:
        return Duty(None, hand, led, top, partner_master=True)
    if higher and top is not None:
        return Duty("overtrump", higher, led, top, partners=len(partners))
    return Duty("must-trump", mine, led, top, partners=len(partners))


def duty_sentences(d: Duty, trump: str | None) -> tuple[str, str]:
    """Why the card is refused, in words a 9-year-old understands (French, English)."""
    led_fr, led_en = suit_name(d.led or "S", "fr", True), suit_name(d.led or "S", "en")
    order_fr = "À l'atout, le plus fort est le Valet, puis le 9, l'As, le 10, le Roi, la Dame, le 8, le 7."
    order_en = "In trumps the Jack is highest, then the 9, Ace, 10, King, Queen, 8, 7."
    top_fr = card_name(d.top, "fr") if d.top else ""
    top_en = card_name(d.top, "en") if d.top else ""
    if d.rule == "follow-suit":
        return (f"Tu as encore {led_fr} : tu dois en jouer.",
                f"You still have {led_en}: you must play one.")
    if d.rule == "follow-trump":
        return (f"On a demandé {led_fr} et tu en as : tu dois en jouer un.",
                f"{led_en.capitalize()} were led and you have some: you must play one.")
    if d.rule == "raise-trump":
        return (f"Quand l'atout est demandé, il faut monter : joue un atout plus fort que "
                f"{top_fr}. {order_fr}",
                f"When trumps are led you must go higher: play a trump stronger than {top_en}. "
                f"{order_en}")
    none_fr = f"de {suit_name(d.led or 'S', 'fr')}"  # « plus de pique », never « plus du pique »
    # a defender has two partners: « ton partenaire » would name one of them
    partner_fr = ("", " et ton partenaire ne gagne pas le pli",
                  " et aucun de tes partenaires ne gagne le pli")[min(d.partners, 2)]
    partner_en = ("", " and your partner is not winning the trick",
                  " and none of your partners is winning the trick")[min(d.partners, 2)]
    if d.rule == "overtrump":
        return (f"Tu n'as plus {none_fr}{partner_fr} : tu dois couper plus fort que {top_fr}, "
                f"et tu peux. {order_fr}",
                f"You have no {led_en} left{partner_en}: you must trump higher than {top_en}, and "
                f"you can. {order_en}")
    trump_fr = suit_name(trump, "fr") if trump in TAROT_SUITS else "atout"
    return (f"Tu n'as plus {none_fr}{partner_fr} : tu dois couper avec un atout ({trump_fr}).",
            f"You have no {led_en} left{partner_en}: you must play a trump.")


# --- bids -------------------------------------------------------------------------------------------
def bid_rank(bid: SuitBid) -> tuple[int, int]:
    """Bids compare by value, then plain < sans le chien < contre le chien; suits are equal."""
    return VALUES.index(bid.value), MODIFIERS.index(bid.modifier)


def stake(bid: SuitBid) -> int:
    """The points a bid puts at stake: its value, or 250 for a capot."""
    return CAPOT_STAKE if bid.value == "capot" else int(bid.value)


def bid_words(bid: SuitBid, lang: str) -> str:
    """« 90 cœur avec le joueur 3, sans le chien » / "90 hearts with player 3, without the chien"."""
    fr = lang == "fr"
    suit = {"TA": ("tout atout", "all trumps"), "SA": ("sans atout", "no trumps")}.get(
        bid.suit, (suit_name(bid.suit, "fr"), suit_name(bid.suit, "en")) if bid.suit in TAROT_SUITS
        else (bid.suit, bid.suit))
    words = f"{bid.value} {suit[0] if fr else suit[1]}"
    mod = {"sans": ("sans le chien", "without the chien"),
           "contre": ("contre le chien", "against the chien")}.get(bid.modifier)
    return words + (f", {mod[0] if fr else mod[1]}" if mod else "")


def bid_label(bid: SuitBid, lang: str) -> str:
    """The whole bid in words, partner included: « 90 cœur avec le joueur 3, sans le chien ».

    >>> bid_label(SuitBid("capot", "TA", 1), "en")
    'capot all trumps with player 1'
    """
    fr = lang == "fr"
    words = bid_words(replace(bid, modifier=""), lang)
    words += f" avec le joueur {bid.partner}" if fr else f" with player {bid.partner}"
    if bid.modifier in MODIFIERS:
        return words + bid_words(bid, lang)[len(bid_words(replace(bid, modifier=""), lang)):]
    return words + f", « {bid.modifier} »" if fr else words + f", '{bid.modifier}'"


def bid_problem(bid: SuitBid, current: SuitBid | None) -> tuple[str, str, str] | None:
    """Why ``bid`` cannot be said over ``current``: ``(rule, fr, en)``, or ``None``."""
    if bid.value not in VALUES:
        return ("taroinche-bid-value", f"« {bid.value} » ne va pas : on annonce 80, 90, 100… jusqu'à 160, "
                f"ou capot.",
                f"'{bid.value}' will not do: bid 80, 90, 100… up to 160, or capot.")
    if bid.suit not in (*TAROT_SUITS, *NO_TRUMP_SUITS):
        return ("taroinche-bid-suit", f"« {bid.suit} » n'est pas une couleur : choisis pique (S), cœur (H), "
                f"carreau (D) ou trèfle (C).",
                f"'{bid.suit}' is not a suit: choose spades (S), hearts (H), diamonds (D) or "
                f"clubs (C).")
    if bid.suit in NO_TRUMP_SUITS and bid.value != "capot":
        return ("taroinche-bid-capot", "Tout atout et sans atout ne se jouent qu'avec un capot : "
                "il faut alors gagner tous les plis.",
                "All trumps and no trumps are only for a capot: then you must win every trick.")
    if not 0 <= bid.partner < PLAYERS:
        return ("taroinche-bid-partner", f"Il n'y a pas de joueur {bid.partner} : choisis une place de 0 "
                f"à 4 (la tienne pour jouer seul).",
                f"There is no player {bid.partner}: choose a seat from 0 to 4 (your own to play "
                f"alone).")
    if bid.modifier not in MODIFIERS:
        return ("taroinche-bid-modifier", f"« {bid.modifier} » ne va pas : ajoute « sans » ou « contre » "
                f"(le chien), ou rien.",
                f"'{bid.modifier}' will not do: add 'sans' or 'contre' (the chien), or nothing.")
    if current is not None and bid_rank(bid) <= bid_rank(current):
        return ("taroinche-bid-higher", f"On en est à {bid_words(current, 'fr')} : il faut annoncer plus "
                f"(plus de points, ou « sans », puis « contre » le chien), ou passer.",
                f"The bid is {bid_words(current, 'en')}: bid more (more points, or 'sans', "
                f"then 'contre' the chien), or pass.")
    return None


def action_words(action: Action, lang: str) -> str | None:
    """A coinche, a surcoinche or a chien placement in a few words (``None``: another action).

    >>> action_words(Coinche(), "fr"), action_words(Chien(11, 22), "en")
    ('coincher', 'put cards 11 and 22 in the chien')
    """
    fr = lang == "fr"
    if isinstance(action, (Coinche, Surcoinche)):
        word = "coinche" if isinstance(action, Coinche) else "surcoinche"
        return word + "r" if fr else word
    if isinstance(action, Chien):
        return (f"mettre au chien les cartes {action.first} et {action.second}" if fr
                else f"put cards {action.first} and {action.second} in the chien")
    return None


#: every bid, lowest first
ALL_BIDS = tuple(SuitBid(v, s, p, m) for v in VALUES for m in MODIFIERS
                 for s in (*TAROT_SUITS, *(NO_TRUMP_SUITS if v == "capot" else ()))
                 for p in range(PLAYERS))
_RANKS = [bid_rank(b) for b in ALL_BIDS]
#: each rank but the highest → where the bids above it start; one pass, as ALL_BIDS is sorted (a
#: search per bid was 180,000 ``bid_rank`` calls at import: 1.5 s of the site's first visit)
_FIRST_ABOVE = {below: i for i, (below, rank) in enumerate(zip(_RANKS, _RANKS[1:]), 1) if rank != below}


def higher_bids(current: SuitBid | None) -> tuple[SuitBid, ...]:
    """Every bid above ``current``, lowest first (none above a capot « contre le chien »).

    >>> len(higher_bids(None)), higher_bids(SuitBid("160", "H", 2, "contre"))[0]
    (630, SuitBid(value='capot', suit='S', partner=0, modifier=''))
    """
    if current is None:
        return ALL_BIDS
    return ALL_BIDS[_FIRST_ABOVE.get(bid_rank(current), len(ALL_BIDS)):]


# --- the chien's places -------------------------------------------------------------------------
def chien_problem(places: Chien, cards: int = HAND * PLAYERS + 2) -> tuple[str, str, str] | None:
    """Why the dealer may not put the ``first`` and ``second`` cards dealt in the chien.

    >>> chien_problem(Chien(11, 22)) is None, chien_problem(Chien(1, 8))[0]
    (True, 'chien-first-last')
    """
    first, second = places.first, places.second
    if not 1 <= first < second <= cards:
        return ("chien-places", f"Pour le chien, choisis deux places différentes entre 1 et "
                f"{cards}, la plus petite d'abord.",
                f"For the chien, choose two different places from 1 to {cards}, the smaller "
                f"first.")
    if first == 1 or second == cards:
        return ("chien-first-last", "Ni la première ni la dernière carte ne peut aller au chien.",
                "Neither the first nor the last card may go to the chien.")
    if second == first + 1:
        return ("chien-together", "Les deux cartes du chien ne peuvent pas se suivre.",
                "The two chien cards may not come one right after the other.")
    if (first - 1) % 2 or (second - 2) % 2:
        return ("chien-split", "Chaque joueur reçoit ses deux cartes d'un coup : on ne met pas "
                "une carte au chien entre les deux.",
                "Each player gets two cards in a row: no chien card between those two.")
    return None


CHIEN_PLACES = tuple(Chien(p, q) for p in range(1, 33) for q in range(p + 1, 33)
                     if chien_problem(Chien(p, q)) is None)


def deal_out(stock: Sequence[Card], places: Chien, dealer: int) -> tuple[list[list[Card]], list[Card]]:
    """Packets of two round the table from the dealer's left; the cards at ``places`` to the
    chien."""
    chien = [stock[places.first - 1], stock[places.second - 1]]
    rest = [c for i, c in enumerate(stock, 1) if i not in (places.first, places.second)]
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    for k in range(0, len(rest), 2):
        hands[(dealer + 1 + k // 2) % PLAYERS] += rest[k:k + 2]
    return hands, chien


# --- the view and the deal ------------------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class TaroincheView(AuctionView):
    """A Taroinche view (see the module docstring for each field)."""

    bid: SuitBid | None
    trump: str | None
    coinche: tuple[int, ...]
    multiplier: int
    may_coinche: bool
    may_surcoinche: bool
    chien: tuple[Card, ...]
    ecart: tuple[Card, ...]
    declared: tuple[tuple[int, str], ...]
    cut: tuple[int, int] | None
    default_chien: Chien | None
    passes: int
    #: the chien face down: in an open view only (which also shows the whole écart)
    aside: tuple[Card, ...] = ()

    def trump_suit(self) -> str:
        """This deal's trump suit once named (« tout atout » and « sans atout » have none)."""
        return self.trump if self.trump in TAROT_SUITS else TRUMP


class TaroincheDeal(AuctionDeal):
    """One deal of La Taroinche. ``bid`` is the highest :class:`SuitBid`, ``taker`` its bidder,
    ``partner`` the seat they named, ``trump`` the trick core's trump once the auction is over
    (``S H D C``, ``TA``, ``SA``), ``aside`` the chien, ``ecart`` the taker's two cards,
    ``coinche`` the seats that coinched and surcoinched, ``stock`` the cards in dealing order
    (hidden) until the dealer places the chien."""

    game: TaroincheGame
    view_type: ClassVar[type[View]] = TaroincheView
    defence_together = True  # the defence plays as one camp against the taker and partner

    def __init__(self, game: TrickGame, hands: Sequence[Iterable[Card]], aside: Iterable[Card],
                 dealer: int, options: Mapping[str, Any], seed: int | None = None,
                 stock: Sequence[Card] = (), cut: tuple[int, int] | None = None) -> None:
        self.stock = tuple(stock)
        self.cut = cut
        self.placement: Chien | None = None
        self.bid: SuitBid | None = None
        self.passes = 0
        self.coinche: list[int] = []
        self.chien_shown = False
        self.ecart: list[Card] = []
        super().__init__(game, hands, aside, dealer, options, seed)
        self.trump: str | None = None  # type: ignore[assignment]  (known once the auction ends)

    @classmethod
    def start(cls, game: Game, players: int, rng: random.Random, dealer: int,
              options: dict[str, Any], seed: int, stock: Sequence[Card] | None = None) -> TaroincheDeal:
        """Shuffle (the first deal of a game) or take ``stock`` as picked up after the last
        deal; the player on the dealer's right cuts, leaving at least 5 cards in each part."""
        assert isinstance(game, TaroincheGame)
        if stock is None:
            cards = list(game.deck.cards)
            rng.shuffle(cards)
        else:
            cards = list(stock)
            if sorted(cards) != sorted(game.deck.cards):
                raise InputError(f"the cards picked up must be the 32 cards once each, got {cards!r}",
                                 fr="Il faut ramasser les 32 cartes, chacune une fois.")
        cut = rng.randint(CUT_MIN, len(cards) - CUT_MIN)
        cutter = (dealer - 1) % players
        return cls(game, [[] for _ in range(players)], (), dealer, options, seed,
                   stock=cards[cut:] + cards[:cut], cut=(cutter, cut))

    # --- teams ---------------------------------------------------------------------------------
    def side(self, seat: int) -> frozenset[int]:
        """The seats on ``seat``'s side (``seat`` included): taker and partner, or the defence."""
        attack = frozenset({self.taker, self.partner} - {None})
        if not attack:
            return frozenset({seat})
        return attack if seat in attack else frozenset(range(self.players)) - attack

    def partners_of(self, seat: int) -> frozenset[int]:
        return self.side(seat) - {seat}

    @property
    def multiplier(self) -> int:
        return 2 ** len(self.coinche)

    # --- coinche and surcoinche: any time in their window, even out of turn ------------------
    def why_illegal(self, action: Action | str, seat: int | None = None) -> Refusal | None:
        action = as_action(action)
        if isinstance(action, (Coinche, Surcoinche)) and self.phase != "done":
            seat = self.to_act if seat is None else self._seat(seat)
            assert seat is not None
            problem = (coinche_problem(self, seat) if isinstance(action, Coinche)
                       else surcoinche_problem(self, seat))
            return problem and Refusal(problem[0], problem[1], problem[2], legal=(
                self.legal_actions() if seat == self.to_act else ()))
        return super().why_illegal(action, seat)

    # --- hooks --------------------------------------------------------------------------------
    def card_played(self, seat: int, card: Card) -> None:
        """Belote when the holder of trump King and Queen plays the first, rebelote the second."""
        if self.trump in TAROT_SUITS and card.suit == self.trump and card.rank in BELOTE_RANKS:
            other = Card(card.suit, sum(BELOTE_RANKS) - card.rank)
            if other in self.hands[seat]:
                self.declared.append((seat, "belote"))
            elif (seat, "belote") in self.declared:
                self.declared.append((seat, "rebelote"))

    def public(self, seat: int, entry: tuple[int, Action]) -> tuple[int, Action]:
        actor, action = entry
        if isinstance(action, Discard) and actor != seat:
            return actor, Discard(None)
        return entry

    def view_fields(self, seat: int) -> dict[str, Any]:
        return super().view_fields(seat) | {
            "partner": self.partner, "bid": self.bid,
            "trump": self.trump, "coinche": tuple(self.coinche), "multiplier": self.multiplier,
            "may_coinche": coinche_problem(self, seat) is None,
            "may_surcoinche": surcoinche_problem(self, seat) is None,
            "chien": tuple(self.aside) if self.chien_shown else (),
            "ecart": tuple(self.ecart) if seat == self.taker else (),
            "declared": tuple(self.declared), "cut": self.cut,
            "default_chien": DEFAULT_CHIEN if self.phase == "chien" else None,
            "passes": self.passes}

    def open_fields(self, seat: int) -> dict[str, Any]:
        return super().open_fields(seat) | {"aside": tuple(self.aside), "ecart": tuple(self.ecart)}

    def laid_aside(self) -> list[Card]:
        """The écart, the chien unless it was shown (then the taker took it), and the cards
        not dealt yet (before the dealer places the chien)."""
        return [*self.ecart, *(() if self.chien_shown else self.aside), *self.stock]

    def view(self, seat: int) -> TaroincheView:
        view = super().view(seat)
        return replace(view, pile_points=tuple(total(p, self.trump) for p in self.piles))  # type: ignore[return-value]


def coinche_problem(deal: TaroincheDeal, seat: int) -> tuple[str, str, str] | None:
    if deal.phase != "bid" or deal.coinche:
        return ("coinche-timing", "On ne peut coincher que pendant les enchères, avant que le "
                "chien soit montré ou la première carte jouée.",
                "You may only coinche during the auction, before the chien is shown or the first "
                "card is played.")
    if deal.bid is None:
        return ("coinche-no-bid", "Personne n'a encore fait d'enchère : il n'y a rien à coincher.",
                "Nobody has bid yet: there is nothing to coinche.")
    if seat in (deal.taker, deal.partner):
        return ("coinche-own-side", "Tu ne peux pas coincher cette enchère : c'est la tienne ou "
                "celle de ton partenaire.",
                "You may not coinche this bid: it is yours or your partner's.")
    return None


def surcoinche_problem(deal: TaroincheDeal, seat: int) -> tuple[str, str, str] | None:
    if not deal.coinche:
        return ("surcoinche-no-coinche", "Personne n'a coinché : on ne peut surcoincher "
                "qu'après une coinche.",
                "Nobody has coinched: you may only surcoinche after a coinche.")
    if deal.phase != "surcoinche":
        return ("surcoinche-timing", "C'est trop tard pour surcoincher : il fallait le faire "
                "juste après la coinche.",
                "It is too late to surcoinche: it had to be right after the coinche.")
    if seat not in (deal.taker, deal.partner):
        return ("surcoinche-side", "Seuls le preneur et son partenaire peuvent surcoincher.",
                "Only the taker and their partner may surcoinche.")
    return None


# --- the phases -------------------------------------------------------------------------------------
class ChienPhase(Phase):
    """The dealer chooses where the two chien cards fall in the dealing."""

    name = "chien"
    accepts = (Chien,)
    fr = "de placer le chien"
    en = "placing the chien"

    def legal(self, deal: TaroincheDeal) -> tuple[Action, ...]:
        return CHIEN_PLACES

    def refusal(self, deal: TaroincheDeal, seat: int, action: Action) -> Refusal | None:
        assert isinstance(action, Chien)
        problem = chien_problem(action, len(deal.stock))
        return problem and Refusal(*problem, legal=(DEFAULT_CHIEN, *self.legal(deal)))

    def apply(self, deal: TaroincheDeal, seat: int, action: Action) -> None:
        assert isinstance(action, Chien)
        hands, chien = deal_out(deal.stock, action, deal.dealer)
        deal.placement, deal.stock = action, ()
        deal.hands = [sorted_hand(h) for h in hands]
        deal.aside = tuple(sorted_hand(chien))
        deal.phase = "bid"
        deal.to_act = deal.next_seat(deal.dealer)


def sorted_hand(cards: Iterable[Card]) -> list[Card]:
    return list(sort_cards(cards))


class AuctionPhase(Phase):
    """From the dealer's left: a higher bid, a pass, or a coinche of the current bid."""

    name = "bid"
    accepts = (SuitBid, Pass, Coinche)
    fr = "des enchères"
    en = "the auction"

    def legal(self, deal: TaroincheDeal) -> tuple[Action, ...]:
        assert deal.to_act is not None
        coinche = (Coinche(),) if coinche_problem(deal, deal.to_act) is None else ()
        return (*higher_bids(deal.bid), Pass(), *coinche)

    def refusal(self, deal: TaroincheDeal, seat: int, action: Action) -> Refusal | None:
        if isinstance(action, SuitBid):
            problem = bid_problem(action, deal.bid)
            return problem and Refusal(*problem, legal=self.legal(deal))
        return None

    def apply(self, deal: TaroincheDeal, seat: int, action: Action) -> None:
        if isinstance(action, Coinche):
            deal.coinche.append(seat)
            deal.phase, deal.to_act = "surcoinche", deal.taker
            return
        if isinstance(action, SuitBid):
            deal.bid, deal.passes = action, 0
            deal.taker, deal.partner, deal.contract = seat, action.partner, str(action)[4:]
            deal.partner_revealed = True
        else:
            deal.passes += 1
        if deal.bid is None and deal.passes == deal.players:
            deal.redeal = "no-bid"
            deal.phase, deal.to_act = "done", None
        elif deal.bid is not None and deal.passes == deal.players - 1:
            after_auction(deal)
        else:
            deal.to_act = deal.next_seat(seat)


class SurcoinchePhase(Phase):
    """After a coinche: the taker, then the partner, may surcoinche."""

    name = "surcoinche"
    accepts = (Surcoinche, Pass)
    fr = "de surcoincher ou non"
    en = "surcoinching or not"

    def legal(self, deal: TaroincheDeal) -> tuple[Action, ...]:
        return (Surcoinche(), Pass())

    def refusal(self, deal: TaroincheDeal, seat: int, action: Action) -> Refusal | None:
        return None

    def apply(self, deal: TaroincheDeal, seat: int, action: Action) -> None:
        if isinstance(action, Surcoinche):
            deal.coinche.append(seat)
        elif seat == deal.taker and deal.partner != deal.taker:
            deal.to_act = deal.partner
            return
        after_auction(deal)


def after_auction(deal: TaroincheDeal) -> None:
    """Trumps are set; a plain bid shows the chien to the taker's écart, else play starts."""
    assert deal.bid is not None and deal.taker is not None
    deal.trump = deal.bid.suit
    if not deal.bid.modifier and deal.aside:
        deal.chien_shown = True
        deal.hands[deal.taker] = sorted_hand([*deal.hands[deal.taker], *deal.aside])
        deal.phase, deal.to_act = "ecart", deal.taker
    else:
        start_play(deal)


def start_play(deal: TaroincheDeal) -> None:
    deal.phase = "play"
    deal.leader = deal.to_act = deal.next_seat(deal.dealer)


class EcartPhase(Phase):
    """The taker lays as many cards away as the chien had, one at a time, any cards."""

    name = "ecart"
    accepts = (Discard,)
    fr = "de faire l'écart"
    en = "making the écart"

    def legal(self, deal: TaroincheDeal) -> tuple[Action, ...]:
        assert deal.taker is not None
        return tuple(Discard(c) for c in deal.hands[deal.taker])

    def refusal(self, deal: TaroincheDeal, seat: int, action: Action) -> Refusal | None:
        assert isinstance(action, Discard)
        if action.card is None or action.card not in deal.hands[seat]:
            shown = card_name(action.card, "fr") if action.card else "cette carte"
            shown_en = card_name(action.card, "en") if action.card else "that card"
            return Refusal("not-in-hand", f"Tu n'as pas {shown} dans ta main : écarte une de tes "
                           f"cartes.", f"You do not have {shown_en} in your hand: lay away one "
                           f"of your cards.", cards=(action.card,) if action.card else (),
                           legal=self.legal(deal))
        return None

    def apply(self, deal: TaroincheDeal, seat: int, action: Action) -> None:
        assert isinstance(action, Discard) and action.card is not None
        deal.hands[seat].remove(action.card)
        deal.ecart.append(action.card)
        if len(deal.ecart) == len(deal.aside):
            start_play(deal)


class PlayPhase(Phase):
    """Six tricks: follow; else trump (unless a partner is winning), going higher when able."""

    name = "play"
    accepts = (Play,)
    fr = "de jouer une carte"
    en = "playing a card"

    def duty(self, deal: TaroincheDeal, seat: int) -> Duty:
        return duty(deal.hands[seat], deal.trick, deal.trump, deal.partners_of(seat))

    def legal(self, deal: TaroincheDeal) -> tuple[Action, ...]:
        assert deal.to_act is not None
        allowed = self.duty(deal, deal.to_act).allowed
        return tuple(Play(c) for c in deal.hands[deal.to_act] if c in allowed)

    def refusal(self, deal: TaroincheDeal, seat: int, action: Action) -> Refusal | None:
        assert isinstance(action, Play)
        card = action.card
        held = holding_refusal(self, deal, seat, card)
        if held is not None:
            return held
        d = self.duty(deal, seat)
        if d.rule is None or card in d.allowed:
            return None
        fr, en = duty_sentences(d, deal.trump)
        return Refusal(d.rule, fr, en, cards=(card, *((d.top,) if d.top else ())),
                       legal=self.legal(deal))

    def apply(self, deal: TaroincheDeal, seat: int, action: Action) -> None:
        assert isinstance(action, Play)
        deal.card_played(seat, action.card)
        deal.hands[seat].remove(action.card)
        deal.trick.append((seat, action.card))
        if len(deal.trick) < len(deal.seats):
            deal.to_act = deal.next_seat(seat)
            return
        plays = tuple(deal.trick)
        winner = plays[winning([c for _, c in plays], deal.trump)][0]
        deal.trick = []
        deal.tricks.append(Trick(deal.leader, plays, winner))
        deal.won_round(winner, list(plays))
        deal.leader = deal.to_act = winner
        if not any(deal.hands):
            deal.phase, deal.to_act = "done", None


# --- the count ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TaroincheScore:
    """The taker's side's count, worked out.

    ``cards``: card points in the side's piles (with the écart, and the chien « sans le
    chien »); ``der``: 10 when the side took the last trick; ``belote``: 20 when one of them
    said it; ``tricks``: tricks the side took; ``made``: the contract is met (a capot: every
    trick; else ``cards + der + belote`` ≥ the value and ``cards + der`` ≥ 82); ``stake``: the
    value (250 for a capot) × ``multiplier``.
    """

    taker: int
    partner: int
    bid: SuitBid
    multiplier: int
    cards: int
    der: int
    belote: int
    tricks: int
    made: bool

    @property
    def capot(self) -> bool:
        return self.bid.value == "capot"

    @property
    def count(self) -> int:
        return self.cards + self.der + self.belote

    @property
    def stake(self) -> int:
        return stake(self.bid) * self.multiplier

    @property
    def alone(self) -> bool:
        return self.partner == self.taker

    def scores(self, players: int = PLAYERS) -> tuple[int, ...]:
        """Each defender ∓ the stake; the taker ± twice it and the partner ± once (alone: ± 4×)."""
        sign = 1 if self.made else -1
        out = [-sign * self.stake] * players
        if self.alone:
            out[self.taker] = sign * self.stake * (players - 1)
        else:
            out[self.taker], out[self.partner] = 2 * sign * self.stake, sign * self.stake
        return tuple(out)

    def lines(self, lang: str) -> list[str]:
        """The count in words, line by line."""
        fr = lang == "fr"
        what = bid_words(self.bid, lang)
        coinche = {1: ("", ""), 2: (", coinché (×2)", ", coinched (×2)"),
                   4: (", surcoinché (×4)", ", surcoinched (×4)")}[self.multiplier]
        lines = [f"Contrat : {what}{coinche[0]}." if fr else f"Contract: {what}{coinche[1]}."]
        if self.capot:
            # a taker alone has no partner to count with
            whose = ("Plis du preneur" if self.alone else "Plis du preneur et de son partenaire") if fr \
                else ("The taker's tricks" if self.alone else "Tricks of the taker's side")
            lines.append(f"{whose} : {self.tricks} sur 6." if fr else f"{whose}: {self.tricks} of 6.")
        else:
            parts_fr = [f"{self.cards} en cartes"] + ([f"{self.der} de der"] if self.der else []) + \
                ([f"{self.belote} de belote"] if self.belote else [])
            parts_en = [f"{self.cards} in cards"] + ([f"{self.der} for the last trick"] if self.der
                                                     else []) + ([f"{self.belote} for belote"]
                                                                 if self.belote else [])
            lines.append(f"Le camp du preneur a {' + '.join(parts_fr)} = {self.count} points."
                         if fr else f"The taker's side has {' + '.join(parts_en)} = {self.count} "
                         f"points.")
            value = int(self.bid.value)
            if self.count < value:
                lines.append(f"C'est moins que les {value} annoncés." if fr else
                             f"That is less than the {value} bid.")
            elif self.cards + self.der < THRESHOLD:
                # said only when the belote reached the value: the 82 then decides the fall
                lines.append(f"Sans la belote, cela fait {self.cards + self.der}, moins de 82 : "
                             f"le contrat tombe quand même." if fr else
                             f"Without belote that is {self.cards + self.der}, under 82: the "
                             f"contract fails all the same.")
        verdict = ("réussi" if self.made else "chuté") if fr else ("made" if self.made else "failed")
        defenders = PLAYERS - (1 if self.alone else 2)
        per, sign = self.stake, ("+" if self.made else "−")
        back = "−" if self.made else "+"
        if fr:
            who = (f"le preneur seul {sign}{per * defenders}" if self.alone else
                   f"le preneur {sign}{2 * per}, le partenaire {sign}{per}")
            lines.append(f"Contrat {verdict} : chaque défenseur {back}{per}, {who}.")
        else:
            who = (f"the taker alone {sign}{per * defenders}" if self.alone else
                   f"the taker {sign}{2 * per}, the partner {sign}{per}")
            lines.append(f"Contract {verdict}: each defender {back}{per}, {who}.")
        return lines


class TaroincheGame(TrickGame):
    def check_points(self, deal: TaroincheDeal) -> None:
        """The scores add up to 0, and with a colour trump the piles make 152 points (the
        points depend on the trump; the écart and the chien are in the piles)."""
        result = deal.result()
        if sum(result.scores) != 0 or deal.trump in TAROT_SUITS and sum(result.card_points) != 152:
            raise AssertionError(f"taroinche scores {result.scores}, card points {result.card_points}")

    def label(self, action: Action, lang: str) -> str | None:
        """A bid, a coinche or a surcoinche, or the chien's places."""
        if isinstance(action, SuitBid):
            return bid_label(action, lang)
        if isinstance(action, (Coinche, Surcoinche, Chien)):
            return action_words(action, "fr" if lang != "en" else "en") or ""
        return None

    def first_phase(self, deal: TaroincheDeal) -> str:  # type: ignore[override]
        if deal.stock:  # dealt from the stock once the dealer has placed the chien
            deal.to_act = deal.dealer
            return "chien"
        return "bid"

    def deal_cards(self, rng: random.Random, players: int, dealer: int,
                   options: Mapping[str, Any]) -> tuple[list[list[Card]], list[Card]]:
        raise NotImplementedError("La Taroinche deals once the dealer has placed the chien")

    def card_points(self, card: Card, trump: str | None = None) -> int:
        return points(card, trump)

    def best(self, cards: Sequence[Card], trump: str | None = None) -> tuple[int, ...]:
        return (winning(cards, trump),)

    def score(self, deal: TaroincheDeal) -> TaroincheScore:
        assert deal.bid is not None and deal.taker is not None and deal.partner is not None
        side = deal.side(deal.taker)
        cards = [c for s in side for c in deal.piles[s]] + deal.ecart
        if deal.bid.modifier == "sans":
            cards += deal.aside
        last = deal.tricks[-1].winner if deal.tricks else None
        belote = any(s in side and what == "belote" for s, what in deal.declared) and \
            any(s in side and what == "rebelote" for s, what in deal.declared)
        points_ = total(cards, deal.trump)
        der = DER if last in side else 0
        tricks = sum(deal.tricks_won[s] for s in side)
        if deal.bid.value == "capot":
            made = tricks == len(deal.tricks)
        else:
            made = points_ + der >= THRESHOLD and points_ + der + BELOTE * belote >= int(deal.bid.value)
        return TaroincheScore(deal.taker, deal.partner, deal.bid, deal.multiplier, points_, der,
                              BELOTE * belote, tricks, made)

    def result(self, deal: TaroincheDeal) -> DealResult:  # type: ignore[override]
        tricks = tuple(deal.tricks_won)
        if deal.redeal:
            zero = (0,) * deal.players
            return DealResult(deal.redeal, zero, tricks, zero)
        score = self.score(deal)
        piles = [list(p) for p in deal.piles]
        assert deal.taker is not None
        piles[deal.taker] += deal.ecart
        if deal.bid and deal.bid.modifier:  # the unseen chien: the taker's side, or the defence
            owner = deal.taker if deal.bid.modifier == "sans" else min(
                set(range(deal.players)) - deal.side(deal.taker),
                key=lambda s: (s - deal.taker) % deal.players)
            piles[owner] += deal.aside
        last = deal.tricks[-1].winner if deal.tricks else None
        bonuses = (*((("dix_de_der", last, DER),) if last is not None else ()),
                   *(("belote", s, BELOTE) for s, what in deal.declared if what == "rebelote"))
        scores = score.scores(deal.players)
        return DealResult(None, tuple(total(p, deal.trump) for p in piles), tricks, scores,
                          bonuses, tuple(s for s, v in enumerate(scores) if v > 0), score.made,
                          detail=score)

    def keeps_dealer(self, result: Any) -> bool:
        """Nobody bid: the same dealer deals again."""
        return result.redeal is not None

    def game_over(self, totals: Sequence[int], deals: int, options: Mapping[str, Any]) -> bool:
        """Over after ``rounds`` rounds, a round being one deal by each player."""
        return deals >= options["rounds"] * PLAYERS

    def gathered(self, deal: Deal) -> tuple[Card, ...] | None:
        """The tricks picked up in the order played, then the écart (or the unseen chien); after
        a deal nobody bid on, the hands from the dealer's left, then the chien."""
        assert isinstance(deal, TaroincheDeal)
        if deal.redeal:
            order = [(deal.dealer + 1 + k) % deal.players for k in range(deal.players)]
            return (*(c for s in order for c in deal.hands[s]), *deal.aside)
        rest = deal.ecart if deal.chien_shown else deal.aside
        return (*(c for t in deal.tricks for c in t.cards), *rest)


TAROINCHE = register(TaroincheGame(
    id="taroinche",
    fr="La Taroinche",
    en="La Taroinche",
    deck=TAROINCHE_DECK,
    players=(PLAYERS,),
    default_players=5,
    after="tarin",
    age=12,  # teams, a four-part bid, coinche and surcoinche
    # five players, a called partner and the chien: what Tarot's lesson at five teaches
    opens_after=("kids", "premier", "tarot"),
    state=TaroincheDeal,
    clockwise=True,
    trick_rules=TrickRules(overtrump=True, must_trump=True),
    options=(Option("rounds", 1, "Nombre de tours (un tour : une donne par joueur)",
                    "Rounds (one round: one deal by each player)", 1, 10),),
    phases={"chien": ChienPhase(), "bid": AuctionPhase(), "surcoinche": SurcoinchePhase(),
            "ecart": EcartPhase(), "play": PlayPhase()},
))
