"""French Tarot, the full game of ``tarot-junior.txt`` (« La règle du tarot »), 3 to 6 players.

Deal with the chien (cards put in one at a time, never the first or last), petit sec redeal,
one bidding turn (Prise ×1, Garde ×2, Garde sans ×4, Garde contre ×6), the king call at 5
players, the écart (one card at a time: no King, no Bout, trumps shown), poignées shown before
one's first card, overtrumping and « pisser », the Excuse exchange, petit au bout, and scoring
in half points with the taker's share. At 6 players the dealer (« le mort ») sits out.

>>> score("garde", bouts=2, half_points=96, defenders=3).taker  # Nathan: 48 points with a Garde
192
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from math import ceil
from typing import Any, ClassVar

from ...actions import Action, Bid, Call, Declare, Discard, Pass, Play
from ...auction import AuctionDeal, AuctionView
from ...cards import EXCUSE, TRUMP, Card, sort_cards
from ..french import TAROT_DECK, TAROT_SUITS
from ...errors import Refusal
from ...play import PlayPhase, duty_plays, finish, plays_of
from ...protocol import Option, View, get_game, register  # noqa: F401  (get_game: doctest)
from ...trickgame import DealResult, Phase, TrickGame, shuffled
from ...texts import card_name, counted, suit_name
from ...tricks import TrickRules

CONTRACTS = {"prise": 1, "garde": 2, "garde_sans": 4, "garde_contre": 6}
#: what a lesson's score step may ask: the taker's score, a defender's, the partner's, the points needed
SCORE_ASKS = ("taker", "defender", "partner", "required")
CONTRACT_NAMES = {"prise": ("la Prise", "a Prise"), "garde": ("la Garde", "a Garde"),
                  "garde_sans": ("la Garde sans le Chien", "a Garde sans"),
                  "garde_contre": ("la Garde contre le Chien", "a Garde contre")}
REQUIRED = {3: 36, 2: 41, 1: 51, 0: 56}  # points the attack needs, by Bouts won
#: (hand size, chien size, cards per packet), by player count (6: five play, the dealer sits out)
DEALING = {3: (24, 6, 4), 4: (18, 6, 3), 5: (15, 3, 3), 6: (15, 3, 3)}
#: trumps to show for a simple, double and triple poignée, by number of seats in play
POIGNEES = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
POIGNEE_NAMES = ("simple", "double", "triple")
POIGNEE_BONUS = {"simple": 20, "double": 30, "triple": 40}
PETIT = Card(TRUMP, 1)
BASE = 25
PETIT_AU_BOUT = 10


def _trumps(hand: Sequence[Card]) -> tuple[Card, ...]:
    """Trumps as a poignée counts them: the Excuse is one (shown last)."""
    return (*filter(_TRUMP_CARDS.__contains__, hand), *((EXCUSE,) if EXCUSE in hand else ()))


_TRUMP_CARDS = frozenset(c for c in TAROT_DECK.cards if c[0] == TRUMP)


@dataclass(frozen=True)
class TarotScore:
    """A deal's score worked out step by step; every amount is in whole points.

    ``per_defender`` is what the attack wins from each defender (negative when it loses).
    """

    contract: str
    bouts: int
    half_points: int
    defenders: int
    partner: bool = False
    petit_au_bout: str | None = None  # "attack", "defence" or None
    poignee: int = 0  # bonus of the poignées shown in the deal

    @property
    def required(self) -> int:
        return REQUIRED[self.bouts]

    @property
    def won(self) -> bool:
        return self.half_points >= 2 * self.required

    @property
    def gap(self) -> int:
        """Points over or under the requirement, rounded up to a whole point (RULINGS)."""
        return ceil(abs(self.half_points - 2 * self.required) / 2)

    @property
    def multiplier(self) -> int:
        return CONTRACTS[self.contract]

    @property
    def contract_points(self) -> int:
        return (BASE + self.gap) * self.multiplier * (1 if self.won else -1)

    @property
    def petit_points(self) -> int:
        sign = {"attack": 1, "defence": -1, None: 0}[self.petit_au_bout]
        return sign * PETIT_AU_BOUT * self.multiplier

    @property
    def poignee_points(self) -> int:
        """The poignée goes to the camp that wins the deal, not multiplied."""
        return self.poignee if self.won else -self.poignee

    @property
    def per_defender(self) -> int:
        return self.contract_points + self.petit_points + self.poignee_points

    @property
    def taker(self) -> int:
        """The taker gets what the defenders lose; with a partner, two thirds of it."""
        share = self.per_defender * self.defenders
        return share * 2 // 3 if self.partner else share

    @property
    def partner_score(self) -> int:
        return self.per_defender * self.defenders - self.taker if self.partner else 0

    def lines(self, lang: str = "fr") -> list[str]:
        """The score in words, one step a line."""
        fr = lang == "fr"
        points = self.half_points / 2
        shown = f"{points:g}".replace(".", ",") if fr else f"{points:g}"
        name = CONTRACT_NAMES[self.contract][0 if fr else 1]
        sign = "+" if self.won else "−"
        out = [
            (f"{self.bouts} bout{'s' if self.bouts > 1 else ''} → {self.required} points demandés ; "
             f"l'attaque a {shown} : {sign}{self.gap}") if fr else
            (f"{self.bouts} bout{'s' if self.bouts != 1 else ''} → {self.required} points needed; "
             f"the attack has {shown}: {sign}{self.gap}"),
            f"{BASE} + {self.gap} = {BASE + self.gap} ; × {self.multiplier} ({name}) = "
            f"{abs(self.contract_points)}" if fr else
            f"{BASE} + {self.gap} = {BASE + self.gap}; × {self.multiplier} ({name}) = "
            f"{abs(self.contract_points)}",
        ]
        if self.petit_points:
            who = ("l'attaque" if self.petit_points > 0 else "la défense") if fr else (
                "the attack" if self.petit_points > 0 else "the defence")
            out.append(f"Petit au bout pour {who} : {PETIT_AU_BOUT} × {self.multiplier} = "
                       f"{abs(self.petit_points)}" if fr else
                       f"Petit au bout for {who}: {PETIT_AU_BOUT} × {self.multiplier} = "
                       f"{abs(self.petit_points)}")
        if self.poignee:
            out.append(f"Poignée : {self.poignee} pour le camp gagnant" if fr else
                       f"Poignée: {self.poignee} to the winning camp")
        each, taker = _signed(-self.per_defender), _signed(self.taker)
        out.append(f"Chaque défenseur : {each} ; preneur : {taker}" if fr else
                   f"Each defender: {each}; taker: {taker}")
        if self.partner:
            out.append(f"Partenaire : {_signed(self.partner_score)}" if fr else
                       f"Partner: {_signed(self.partner_score)}")
        return out


def _signed(n: int) -> str:
    """``n`` with its sign, the minus sign a true one as in the gap line (screen readers say it)."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def score(contract: str, bouts: int, half_points: int, defenders: int, partner: bool = False,
          petit_au_bout: str | None = None, poignee: int = 0) -> TarotScore:
    """The score of a deal from its facts (see :class:`TarotScore`).

    >>> amelie = score("garde_sans", 3, 72, defenders=3, petit_au_bout="attack")
    >>> amelie.per_defender, amelie.taker
    (140, 420)
    """
    return TarotScore(contract, bouts, half_points, defenders, partner, petit_au_bout, poignee)



@dataclass(frozen=True, kw_only=True)
class TarotView(AuctionView):
    """A tarot view: the auction's fields, and the chien once it is shown to everyone."""

    chien: tuple[Card, ...] = ()
    #: the chien face down and the taker's écart: in an open view only
    aside: tuple[Card, ...] = ()
    ecart: tuple[Card, ...] = ()

    def chien_taken(self) -> tuple[Card, ...]:
        """The chien: shown only when the taker takes it (a Prise or a Garde)."""
        return self.chien


class TarotDeal(AuctionDeal):
    """A deal of tarot: the auction's fields (poignées in ``declared`` and ``shown``), the
    chien (``aside``, face up once ``chien_shown``) and the taker's écart."""

    view_type: ClassVar[type[View]] = TarotView
    LISTS = AuctionDeal.LISTS | {"ecart"}
    defence_together = True  # the defenders share their tricks against the taker's side

    def __init__(self, game: TrickGame, hands: Sequence[Iterable[Card]], aside: Iterable[Card],
                 dealer: int, options: Mapping[str, Any], seed: int | None = None) -> None:
        self.chien_shown = False  # the chien turned face up for everyone
        self.ecart: list[Card] = []  # the cards the taker put back
        super().__init__(game, hands, aside, dealer, options, seed)

    def public(self, seat: int, entry: tuple[int, Action]) -> tuple[int, Action]:
        """The écart stays secret, but for trumps."""
        actor, action = entry
        if isinstance(action, Discard) and actor != seat and not (action.card and action.card.is_trump):
            return actor, _SECRET
        return entry

    def view_fields(self, seat: int) -> dict[str, Any]:
        return super().view_fields(seat) | {"chien": self.aside if self.chien_shown else ()}

    def open_fields(self, seat: int) -> dict[str, Any]:
        return super().open_fields(seat) | {"aside": tuple(self.aside), "ecart": tuple(self.ecart)}

    def laid_aside(self) -> list[Card]:
        """The écart, and the chien unless the taker took it into their hand."""
        return [*self.ecart, *(() if self.chien_shown else self.aside)]


_SECRET = Discard(None)  # a card put in the écart, as the other seats see it
_BIDS = {c: Bid(c) for c in CONTRACTS}
_PASS = Pass()
#: the bids that beat each contract's multiplier (0: no bid yet), then « pass »
_BIDDING = {floor: (*[_BIDS[c] for c, m in CONTRACTS.items() if m > floor], _PASS)
            for floor in (0, *CONTRACTS.values())}


class BidPhase(Phase):
    """One bidding turn from the dealer's right; each bid beats the one before."""

    name = "bid"
    accepts = (Bid, Pass)
    fr = "des enchères"
    en = "the bidding"

    def legal(self, deal: TarotDeal) -> tuple[Action, ...]:
        return _BIDDING[CONTRACTS[deal.contract] if deal.contract else 0]

    def refusal(self, deal: TarotDeal, seat: int, action: Action) -> Refusal | None:
        if isinstance(action, Pass) or action in self.legal(deal):
            return None
        assert isinstance(action, Bid)
        if action.level not in CONTRACTS:
            return Refusal("bid-unknown",
                           f"« {action.level} » n'est pas un contrat : choisis la Prise, la Garde, "
                           f"la Garde sans ou la Garde contre le Chien.",
                           f"'{action.level}' is not a contract: choose Prise, Garde, Garde sans "
                           f"or Garde contre.", legal=self.legal(deal))
        assert deal.contract is not None
        fr, en = CONTRACT_NAMES[deal.contract]
        return Refusal("bid-too-low",
                       f"Quelqu'un a déjà annoncé {fr} : il faut un contrat plus fort, ou passer.",
                       f"Someone already bid {en}: bid a stronger contract, or pass.",
                       legal=self.legal(deal))

    def apply(self, deal: TarotDeal, seat: int, action: Action) -> None:
        deal.bids.append((seat, action))
        if isinstance(action, Bid):
            deal.taker, deal.contract = seat, action.level
        if len(deal.bids) < len(deal.seats):
            deal.to_act = deal.next_seat(seat)
        elif deal.taker is None:
            deal.redeal = "all-pass"
            finish(deal)
        elif len(deal.seats) == 5:
            deal.phase, deal.to_act = "call", deal.taker
        else:
            TAROT.open_chien(deal)


def callable_cards(hand: Sequence[Card]) -> tuple[Card, ...]:
    """The four Kings, or the Queens for a taker holding four Kings, and so on down."""
    for rank in (14, 13, 12, 11):
        cards = tuple(Card(s, rank) for s in TAROT_SUITS)
        if not all(c in hand for c in cards):
            return cards
    return ()


class KingCallPhase(Phase):
    """5 players: the taker calls a King before the chien is seen."""

    name = "call"
    accepts = (Call,)
    fr = "de l'appel au Roi"
    en = "calling a King"

    def legal(self, deal: TarotDeal) -> tuple[Action, ...]:
        assert deal.taker is not None
        return tuple(Call(c) for c in callable_cards(deal.hands[deal.taker]))

    def refusal(self, deal: TarotDeal, seat: int, action: Action) -> Refusal | None:
        if action in self.legal(deal):
            return None
        assert isinstance(action, Call)
        rank = callable_cards(deal.hands[seat])[0].rank
        names = {14: ("un Roi", "a King"), 13: ("une Dame", "a Queen"),
                 12: ("un Cavalier", "a Knight"), 11: ("un Valet", "a Jack")}
        fr, en = names[rank]
        why_fr = " Tu as les quatre Rois." if rank < 14 else ""
        why_en = " You hold all four Kings." if rank < 14 else ""
        return Refusal("call-king", f"Tu dois appeler {fr}.{why_fr}", f"You must call {en}.{why_en}",
                       cards=(action.card,) if action.card else (), legal=self.legal(deal))

    def apply(self, deal: TarotDeal, seat: int, action: Action) -> None:
        assert isinstance(action, Call) and action.card is not None
        deal.called = action.card
        deal.partner = next((s for s, h in enumerate(deal.hands) if action.card in h), None)
        TAROT.open_chien(deal)


class EcartPhase(Phase):
    """Prise and Garde: the taker puts as many cards as the chien had back, one at a time."""

    name = "ecart"
    accepts = (Discard,)
    fr = "de l'écart"
    en = "making the écart"

    def legal(self, deal: TarotDeal) -> tuple[Action, ...]:
        assert deal.taker is not None
        return tuple(filter(None, map(_DISCARDS.get, deal.hands[deal.taker])))

    @staticmethod
    def _problem(card: Card) -> tuple[str, str, str] | None:
        if card.rank == 14 and not card.is_trump:
            return ("ecart-king", "On ne peut pas écarter un Roi : il vaut trop cher.",
                    "You may not put a King in the écart.")
        if card in TAROT_DECK.bouts:
            return ("ecart-bout",
                    "On ne peut pas écarter un Bout (le Petit, le 21 ou l'Excuse).",
                    "You may not put a Bout (the Petit, the 21 or the Excuse) in the écart.")
        return None

    def refusal(self, deal: TarotDeal, seat: int, action: Action) -> Refusal | None:
        assert isinstance(action, Discard)
        card = action.card
        if card is None or card not in deal.hands[seat]:
            shown = card_name(card, "fr") if card else "?"
            shown_en = card_name(card, "en") if card else "?"
            return Refusal("not-in-hand", f"Tu n'as pas {shown} dans ta main.",
                           f"You do not have {shown_en} in your hand.",
                           cards=(card,) if card else (), legal=self.legal(deal))
        problem = self._problem(card)
        if problem is None:
            return None
        rule, fr, en = problem
        return Refusal(rule, fr, en, cards=(card,), legal=self.legal(deal))

    def apply(self, deal: TarotDeal, seat: int, action: Action) -> None:
        assert isinstance(action, Discard) and action.card is not None
        deal.hands[seat].remove(action.card)
        deal.ecart.append(action.card)
        if action.card.is_trump:
            deal.shown.append((seat, action.card))  # trumps in the écart are shown to the defence
        if len(deal.ecart) == len(deal.aside):
            deal.phase, deal.to_act = "play", deal.leader


#: the Discard of every card that may go to the écart, made once
_DISCARDS = {c: Discard(c) for c in TAROT_DECK.cards if EcartPhase._problem(c) is None}


class TarotPlayPhase(PlayPhase):
    """Card play, and the poignée shown just before one's first card."""

    accepts = (Play, Declare)

    def legal(self, deal: TarotDeal) -> tuple[Action, ...]:
        if deal.tricks:  # past the first trick: no lead limit, and too late for a poignée
            return duty_plays(deal)
        seat = deal.to_act
        assert seat is not None
        if TAROT.first_lead_limited(deal):
            plays = plays_of(PlayPhase.cards(self, deal))  # lead_refusal asked card by card
        else:
            plays = duty_plays(deal)  # lead_refusal refuses nothing now
        sizes = POIGNEES[min(len(deal.seats), 5)]
        trumps = _trumps(deal.hands[seat])
        # too few trumps is the common case: answered without building the refusal's sentences
        if len(trumps) >= sizes[0] and self._poignee_problem(deal, seat) is None:
            return plays + tuple(Declare("poignee", trumps[:n]) for n in sizes if n <= len(trumps))
        return plays

    @staticmethod
    def _late(deal: TarotDeal, seat: int) -> bool:
        """Whether ``seat`` has played a card (every seat in play plays in every round)."""
        return bool(deal.tricks) or any(s == seat for s, _ in deal.trick)

    def refusal(self, deal: TarotDeal, seat: int, action: Action) -> Refusal | None:
        if isinstance(action, Play):
            return PlayPhase.refusal(self, deal, seat, action)
        assert isinstance(action, Declare)
        problem = self._poignee_problem(deal, seat, action.cards) if action.prime == "poignee" else (
            "prime-unknown", f"« {action.prime} » n'est pas une annonce du tarot : seule la poignée "
            f"s'annonce.", f"'{action.prime}' is not a tarot announcement: only the poignée is.")
        if problem is None:
            return None
        rule, fr, en = problem
        return Refusal(rule, fr, en, cards=tuple(action.cards), legal=self.legal(deal))

    def _poignee_problem(self, deal: TarotDeal, seat: int,
                         cards: Sequence[Card] | None = None) -> tuple[str, str, str] | None:
        """Why showing ``cards`` as a poignée is refused (``None``: whether ``seat`` may show
        one at all)."""
        sizes = POIGNEES[min(len(deal.seats), 5)]
        if any(s == seat and p.startswith("poignee") for s, p in deal.declared):
            return ("poignee-twice", "Tu as déjà montré ta poignée.", "You already showed your poignée.")
        if self._late(deal, seat):
            return ("poignee-late",
                    "La poignée se montre juste avant ta première carte : c'est trop tard.",
                    "A poignée is shown just before your first card: it is too late.")
        trumps = _trumps(deal.hands[seat])
        if len(trumps) < sizes[0]:
            return ("poignee-count",
                    f"Une poignée, c'est au moins {sizes[0]} atouts (l'Excuse compte) : tu en as "
                    f"{len(trumps)}.",
                    f"A poignée needs at least {sizes[0]} trumps (the Excuse counts): you have "
                    f"{len(trumps)}.")
        if cards is None:
            return None
        if any(c not in trumps for c in cards) or len(set(cards)) != len(cards):
            return ("poignee-trumps", "Une poignée ne montre que tes atouts (et l'Excuse), chacun "
                    "une fois.", "A poignée shows only your trumps (and the Excuse), each once.")
        if len(cards) not in sizes:
            return ("poignee-count",
                    f"Une poignée montre exactement {sizes[0]}, {sizes[1]} ou {sizes[2]} atouts ; "
                    f"tu en montres {len(cards)}.",
                    f"A poignée shows exactly {sizes[0]}, {sizes[1]} or {sizes[2]} trumps; you "
                    f"show {len(cards)}.")
        return None

    def announce(self, deal: TarotDeal, seat: int, action: Action) -> None:
        assert isinstance(action, Declare)
        level = POIGNEE_NAMES[POIGNEES[min(len(deal.seats), 5)].index(len(action.cards))]
        deal.declared.append((seat, f"poignee_{level}"))
        deal.shown += [(seat, c) for c in action.cards]


@dataclass(frozen=True, kw_only=True)
class TarotGame(TrickGame):
    def check_points(self, deal: TarotDeal) -> None:
        """The card points add up, the scores add up to 0 and the attack's half points are
        within the deck's."""
        super().check_points(deal)
        result = deal.result()
        if sum(result.scores) != 0:
            raise AssertionError(f"tarot scores {result.scores} do not add up to 0")
        if not 0 <= result.detail.half_points <= self.deck.total(self.deck.cards):
            raise AssertionError(f"the attack has {result.detail.half_points} half points")


    def score_step(self, step: Mapping[str, Any]) -> tuple[float, str, str]:
        """A lesson's « score » step: a deal's facts (``contract``, ``bouts``, the attack's
        card ``points``, ``defenders``, ``partner``, ``petit_au_bout``, ``poignee``) and what to
        ``ask`` (the taker's score, a defender's, the partner's, or the points ``required``).

        >>> get_game("tarot").score_step({"contract": "garde", "bouts": 2, "points": 45})[0]
        174
        """
        ask = step.get("ask", "taker")
        # « how many points with 2 Bouts? » needs only the Bouts
        contract = step.get("contract", "prise" if ask == "required" else None)
        if contract not in CONTRACTS:
            raise ValueError(f"contract must be one of {', '.join(CONTRACTS)}, got {contract!r}")
        if ask not in SCORE_ASKS:
            raise ValueError(f"ask must be one of {', '.join(SCORE_ASKS)}, got {ask!r}")
        points = step.get("points", 0 if ask == "required" else None)
        if not isinstance(points, (int, float)) or isinstance(points, bool) or (points * 2) % 1 \
                or not 0 <= points <= 91:
            raise ValueError(f"points: the attack's card points, 0 to 91 in half points, got {points!r}")
        bouts = step.get("bouts")
        if bouts not in (0, 1, 2, 3):
            raise ValueError(f"bouts: 0 to 3, got {bouts!r}")
        petit = step.get("petit_au_bout")
        if petit not in (None, "attack", "defence"):
            raise ValueError(f"petit_au_bout: 'attack' or 'defence', got {petit!r}")
        outcome = score(contract, bouts, int(points * 2), step.get("defenders", 3),
                        bool(step.get("partner", False)), petit, step.get("poignee", 0))
        if ask == "partner" and not outcome.partner:
            raise ValueError("ask = 'partner' needs partner = true")
        value = {"taker": outcome.taker, "defender": -outcome.per_defender,
                 "partner": outcome.partner_score, "required": outcome.required}[ask]
        if ask == "required":
            return (value, f"{counted(bouts, 'bout', 'bouts', 'fr')} → {outcome.required} points.",
                    f"{counted(bouts, 'Bout', 'Bouts', 'en')} → {outcome.required} points.")
        return value, ". ".join(outcome.lines("fr")) + ".", ". ".join(outcome.lines("en")) + "."

    def label(self, action: Action, lang: str) -> str | None:
        """A contract, or a poignée shown."""
        fr = lang != "en"
        if isinstance(action, Bid) and action.level in CONTRACT_NAMES:
            return CONTRACT_NAMES[action.level][0 if fr else 1]
        if isinstance(action, Declare) and action.prime == "poignee":
            shown = ", ".join(card_name(c, lang) for c in action.cards)
            return f"montrer une poignée : {shown}" if fr else f"show a poignée: {shown}"
        return None

    def active_seats(self, players: int, dealer: int) -> tuple[int, ...]:
        return tuple(range(players)) if players < 6 else tuple(s for s in range(6) if s != dealer)

    def deal_cards(self, rng: random.Random, players: int, dealer: int,
                   options: Mapping[str, Any]) -> tuple[list[list[Card]], list[Card]]:
        """Packets round the table from the dealer's right; the chien gets one card at a time
        between two packets, never the first card nor the last."""
        active = self.active_seats(players, dealer)
        seats = [s for s in ((dealer + 1 + i) % players for i in range(players)) if s in active]
        size, chien_size, packet = DEALING[players]
        packets = size * len(seats) // packet
        stock = shuffled(self.deck, rng)[::-1]  # cards come off the top: the end of the list
        after = sorted(rng.sample(range(1, packets), chien_size))
        # the chien's card after packet k is card k * packet + (chien cards before it)
        places = [k * packet + i for i, k in enumerate(after)]
        chien = [stock[p] for p in places]
        for p in reversed(places):
            del stock[p]
        hands: list[list[Card]] = [[] for _ in range(players)]
        for k, seat in enumerate(seats):  # packets k, k + len(seats)…: every len(seats)-th
            for top in range(k * packet, len(stock), packet * len(seats)):
                hands[seat] += stock[top:top + packet]
        return hands, chien

    def voids_deal(self, hands: Sequence[Sequence[Card]]) -> bool:
        for h in hands:  # a petit sec
            if PETIT in h and EXCUSE not in h and [c[0] for c in h].count(TRUMP) == 1:
                return True
        return False

    def first_phase(self, deal: TarotDeal) -> str:
        if self.voids_deal([deal.hands[s] for s in deal.seats]):
            deal.redeal = "petit-sec"
            deal.to_act = None
            return "done"
        return "bid"

    def open_chien(self, deal: TarotDeal) -> None:
        """After the bids (and the call): the chien shown and taken, or left face down."""
        assert deal.taker is not None
        if deal.contract in ("prise", "garde"):
            deal.chien_shown = True
            hand = deal.hands[deal.taker]
            hand[:] = sort_cards(hand + list(deal.aside))
            deal.phase, deal.to_act = "ecart", deal.taker
        else:
            deal.phase, deal.to_act = "play", deal.leader

    def lead_refusal(self, deal: TarotDeal, seat: int, card: Card) -> Refusal | None:
        """At 5 players the first lead may not be in the called suit, unless it is the called
        card itself."""
        called = deal.called
        if not self.first_lead_limited(deal) or card.suit != called.suit or card == called:
            return None
        return Refusal("called-suit-lead",
                       # « pas du pique »: after a negation French says « de »
                       f"Au premier pli, on ne peut pas ouvrir avec une carte de "
                       f"{suit_name(called.suit, 'fr')}, la couleur de la carte appelée, sauf avec "
                       f"{card_name(called, 'fr')}.",
                       f"On the first trick you may not lead {suit_name(called.suit, 'en')}, the "
                       f"called suit, except with {card_name(called, 'en')}.",
                       cards=(card, called))

    @staticmethod
    def first_lead_limited(deal: TarotDeal) -> bool:
        """Whether :meth:`lead_refusal` may refuse a card now (a card was called, nothing played)."""
        return deal.called is not None and not deal.tricks and not deal.trick

    def excuse_owner_keeps(self, deal: TarotDeal, last_trick: bool) -> bool:
        """Played on the last trick, the Excuse changes camp."""
        return not last_trick

    def keeps_dealer(self, result: DealResult) -> bool:
        """A petit sec voids the deal: the same dealer deals again. When everybody passes, the
        next dealer shuffles and deals."""
        return result.redeal == "petit-sec"

    def attack(self, deal: TarotDeal) -> set[int]:
        assert deal.taker is not None
        return {deal.taker} | ({deal.partner} if deal.partner is not None else set())

    def result(self, deal: TarotDeal) -> DealResult:
        piles = tuple(map(self.deck.total, deal.piles))
        tricks = tuple(deal.tricks_won)
        if deal.redeal:
            zeros = (0,) * deal.players
            return DealResult(deal.redeal, piles, tricks, zeros)
        attack = self.attack(deal)
        defence = [s for s in deal.seats if s not in attack]
        cards = [c for s in attack for c in deal.piles[s]]
        if deal.contract in ("prise", "garde"):
            cards += deal.ecart
        elif deal.contract == "garde_sans":
            cards += deal.aside
        half = self.deck.total(cards) + self._excuse_exchange(deal, attack)
        last = deal.tricks[-1]
        petit = None
        if PETIT in last.cards:
            petit = "attack" if last.winner in attack else "defence"
        poignee = sum(POIGNEE_BONUS[p.split("_")[1]] for _, p in deal.declared)
        assert deal.contract is not None
        outcome = score(deal.contract, len(self.deck.bouts.intersection(cards)), half,
                        len(defence), len(attack) == 2, petit, poignee)
        scores = [0] * deal.players
        each = -outcome.per_defender  # worked out once: the score's amounts are properties
        for s in defence:
            scores[s] = each
        scores[deal.taker] = outcome.taker
        if len(attack) == 2:
            scores[deal.partner] = outcome.partner_score
        bonuses = tuple((p, s, POIGNEE_BONUS[p.split("_")[1]]) for s, p in deal.declared)
        if petit:
            bonuses += (("petit_au_bout", last.winner, PETIT_AU_BOUT * outcome.multiplier),)
        won = outcome.won
        return DealResult(None, piles, tricks, tuple(scores), bonuses,
                          tuple(sorted(attack) if won else defence), won, detail=outcome)

    @staticmethod
    def _excuse_exchange(deal: TarotDeal, attack: set[int]) -> int:
        """Half points the attack gains (+1) or gives (−1) for the Excuse: its owner's camp
        keeps it and gives a half-point card to the camp that won the trick."""
        for trick in deal.tricks[:-1]:
            for owner, card in trick.plays:
                if card is EXCUSE:  # one object per card
                    if (owner in attack) != (trick.winner in attack):
                        return -1 if owner in attack else 1
                    return 0
        return 0

    def game_over(self, totals: Sequence[int], deals: int, options: Mapping[str, Any]) -> bool:
        return deals >= options["deals"]


TAROT = register(TarotGame(
    id="tarot",
    fr="Tarot",
    en="French Tarot",
    deck=TAROT_DECK,
    players=(3, 4, 5, 6),
    default_players=4,
    after="premier",
    age=10,  # counting half points, contracts and a score worked out by multiplying
    opens_after=("kids", "premier"),  # the 78 cards and the tricks are known
    timed_players=(4, 5),  # 5: a called King's partner
    state=TarotDeal,
    clockwise=False,
    trick_rules=TrickRules(overtrump=True),
    options=(Option("deals", 5, "Nombre de donnes", "Number of deals", 1, 50),),
    phases={"bid": BidPhase(), "call": KingCallPhase(), "ecart": EcartPhase(),
            "play": TarotPlayPhase()},
))
