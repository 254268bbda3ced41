"""Le Tamalou (``tamalou.txt``): 52 cards, 2 to 6 players, a memory game without tricks.

Each player has a square of face-down cards whose places never move: positions ``0`` to ``3``
(``0`` and ``1`` the two nearest, seen once at the start); a thrown card leaves a hole (its
position stays empty for good) and a penalty card takes the next new position (``4``, ``5``…).
The draw pile is face down; the discard starts with one card turned up. The player after the
dealer starts, then play goes clockwise. Option ``limit`` (5; 7 is « Gabo ») is the most
points one may have to win after announcing; ``wins`` (3) is how many rounds win a match.

Actions (:mod:`engine.actions` notation; a spot is ``seat.position``):

==================  =========  =================================================================
notation            phase      what it does
==================  =========  =================================================================
``take:2``          turn       take the discard's top card into my position 2; my old card
                               there goes on the discard
``draw``            turn       draw the pile's top card (only I see it) → phase ``drawn``
``tamalou``         turn       announce: everyone else plays one last turn (replaces my turn);
                               a player with no card left must announce
``swap:2``          drawn      the drawn card goes to my position 2; the old one is discarded
``throw``           drawn      the drawn card goes on the discard; a 7 to King♠/♣ gives a power
                               → phase ``power``
``look:0.2``        power      look at a card: 7/8 one of mine, 9/10 and K♠/K♣ an opponent's
``exchange:0.1,2.3``power      swap one of my cards with an opponent's: J/Q blind, K♠/K♣ with
                               the card just looked at (or blind)
``pass``            power      do not use the power (or, after a King's look, keep my card)
``snap:0,2``        snap       throw 1 to 3 of my cards of the discard's rank
``pass``            snap       no snap this time
==================  =========  =================================================================

A power used the wrong way (a 7 used to look at an opponent's card, a blind swap after a 9…)
is accepted, and costs what the rules say: the power is lost, the turn ends, and the top card of
the pile comes face down to a new position of the player's square (a penalty card). The
``legal`` actions of the power phase include these mistakes; :func:`misuse` tells them apart.

Phases: ``turn`` → (``drawn`` → (``power``)) → ``snap`` → next ``turn`` …, then ``done``. After
every discard the engine opens the **snap window** (phase ``snap``): each seat that still has a
card and has not announced may answer once, ``snap:…`` or ``pass``. ``to_act`` is the first seat
still to answer, from the left of the discarding turn's player round to that player; a seat
later in that order may also claim first (``apply("snap:1", seat=3)``): the first claim the
engine receives is the fastest. The first right snap closes the window; a wrong snap (a card of
another rank) puts the cards back where they were, shown to all, plus a penalty card, and the
window stays open for the others. The window closes when every seat has answered.

A round nobody announces stops when the draw pile runs out a second time (the discard, but
its top card, is shuffled into a new pile once), or after :data:`TURNS_EACH` turns each; it is
then counted with no announcer. After « Tamalou ! » the others play one last turn each (with
nothing left to draw, a last turn takes the discard's card; a player with no card left and
nothing to draw has nothing to do), then every card is shown and counted:
Ace to 10 their number, Jack and Queen 10, King of spades and of clubs 15, King of hearts and of
diamonds 0. The announcer wins with at most ``limit`` points and strictly fewer than everyone
else; otherwise the lowest of the others wins (several share a tie). The announcer's cards no
longer move: they may not snap, and no power may touch their cards (a look is allowed).

Views (:class:`TamalouView`): ``slots`` (per seat, per position: a card there or a hole), the
``discard`` (bottom to top: every card in it was shown), ``pile`` (how many cards), ``drawn``
(the drawn card, for the drawer only), ``power`` and ``looked``, ``turn`` and ``turn_seat``,
``announcer``, ``last_round`` (seats still to play their last turn), ``snap_rank`` and
``snap_waiting``, the public ``events`` and the seat's :class:`Knowledge`: every card it knows
and where, learned how and when. Once ``done``, ``revealed`` holds every square.

>>> deal = Deal.new("tamalou", players=3, seed=4, dealer=2)
>>> deal.phase, deal.to_act, deal.legal_actions()[-2:]
('turn', 0, (Draw(), Announce()))
>>> sorted(deal.view(0).knowledge.own())  # the two nearest cards, seen at the start
[0, 1]
>>> _ = deal.apply("draw").apply("swap:0")
>>> deal.phase, deal.to_act, deal.view(0).knowledge.card(0, 0) == deal.squares[0][0]
('snap', 1, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar

from ...actions import Action, Pass, as_action
from ...cards import Card, parse_card
from ...errors import NotationError, Refusal
from ...protocol import Deal, Game, Option, View, check_seat, clear_leader, get_game, register
from ...texts import card_name
from .deck import TAMALOU_DECK
from .actions import Announce, Draw, Exchange, Look, Snap, Swap, Take, Throw

SQUARE = 4
NEAREST = (0, 1)
#: turns each player may play before a round nobody announces stops and is counted
TURNS_EACH = 20
HOLE = "."
Spot = tuple[int, int]

#: a thrown card's power, by rank (the black Kings only: the red ones have none)
POWERS = {7: "look-own", 8: "look-own", 9: "look-other", 10: "look-other", 11: "blind-swap",
          13: "blind-swap", 14: "king"}
#: the powers that look at an opponent's card, and those that swap one of mine with theirs
SPIES = frozenset({"look-other", "king"})
SWAPPERS = frozenset({"blind-swap", "king"})
#: how a card's power is said, for refusals and events
POWER_WORDS = {
    "look-own": ("regarder une de tes cartes", "look at one of your cards"),
    "look-other": ("regarder une carte d'un adversaire", "look at an opponent's card"),
    "blind-swap": ("échanger sans regarder une de tes cartes avec une carte d'un adversaire",
                   "swap one of your cards with an opponent's without looking"),
    "king": ("regarder une carte d'un adversaire, puis l'échanger si tu veux",
             "look at an opponent's card, then swap it if you like"),
    "king-swap": ("échanger ta carte avec celle que tu viens de regarder, ou la laisser",
                  "swap your card with the one you just looked at, or leave it"),
}


def points(card: Card) -> int:
    """What a card counts at the end.

    >>> [points(Card.of(t)) for t in ("1S", "10H", "JD", "QC", "KS", "KC", "KH", "KD")]
    [1, 10, 10, 10, 15, 15, 0, 0]
    """
    return TAMALOU_DECK.value(card)


def power_of(card: Card) -> str | None:
    """The power a drawn card gives when thrown: ``look-own``, ``look-other``, ``blind-swap``,
    ``king``, or ``None``.

    >>> power_of(Card.of("KS")), power_of(Card.of("KH")), power_of(Card.of("6C"))
    ('king', None, None)
    """
    if card.rank == 14 and card.suit in "HD":
        return None
    return POWERS.get(card.rank)


@dataclass(frozen=True)
class Known:
    """One card a seat knows: where it is, what it is, at which turn it learned it and how
    (``peek`` the start, ``drawn`` a card it put there itself, ``look`` a power, ``shown`` a
    card shown to everyone, ``moved`` a known card that an exchange carried here, ``revealed``
    the count at the end)."""

    seat: int
    position: int
    card: Card
    turn: int
    how: str


@dataclass(frozen=True)
class Knowledge:
    """Everything one seat knows about the cards lying in the squares, and nothing else.

    >>> k = Knowledge(0, (Known(0, 1, Card.of("5H"), 0, "peek"),))
    >>> k.card(0, 1), k.card(1, 0), k.own()
    (Card('5H'), None, {1: Card('5H')})
    """

    seat: int
    entries: tuple[Known, ...]

    def card(self, seat: int, position: int) -> Card | None:
        """The card this seat knows at ``seat``'s ``position`` (``None``: unknown)."""
        return next((k.card for k in self.entries if (k.seat, k.position) == (seat, position)),
                    None)

    def of(self, seat: int) -> dict[int, Card]:
        """The known cards of ``seat``'s square, by position."""
        return {k.position: k.card for k in self.entries if k.seat == seat}

    def own(self) -> dict[int, Card]:
        """The known cards of this seat's own square, by position."""
        return self.of(self.seat)


@dataclass(frozen=True)
class Event:
    """Something everyone saw, for the table to show. ``kind``: ``take``, ``discard`` (the
    old card of a ``take``), ``draw``, ``swap``, ``throw``, ``look``, ``exchange``, ``misuse``,
    ``penalty``, ``snap``, ``wrong-snap``, ``pass``, ``announce``, ``reshuffle`` or ``end``;
    ``spots`` the squares' places it touched; ``cards`` only the cards shown face up (a
    discarded card, a wrong snap)."""

    turn: int
    seat: int
    kind: str
    spots: tuple[Spot, ...] = ()
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, kw_only=True)
class TamalouView(View):
    """What one seat of Le Tamalou may know (see the module's docstring)."""

    slots: tuple[tuple[bool, ...], ...]
    discard: tuple[Card, ...]
    pile: int
    drawn: Card | None
    power: str | None
    looked: Spot | None
    turn: int
    turn_seat: int
    announcer: int | None
    last_round: tuple[int, ...]
    snap_rank: int | None
    snap_waiting: tuple[int, ...]
    events: tuple[Event, ...]
    knowledge: Knowledge
    revealed: tuple[tuple[Card | None, ...], ...] | None
    #: the card each of this seat's looks saw, by the index of its event (an open view: every
    #: seat's looks); the card may have moved since
    seen: tuple[tuple[int, Card], ...] = ()
    #: every square, face up: in an open view only
    squares: tuple[tuple[Card | None, ...], ...] = ()

    def cards_left(self, seat: int) -> int:
        """How many cards ``seat`` has in its square."""
        return sum(self.slots[seat])

    def positions(self, seat: int) -> tuple[int, ...]:
        """The positions of ``seat``'s square that hold a card."""
        return tuple(p for p, full in enumerate(self.slots[seat]) if full)


@dataclass(frozen=True)
class TamalouResult:
    """The count of a round: each square's ``totals``, who announced and whether they won, the
    ``winners`` (1 point each on the score sheet), and why the round ended (``announce``;
    ``pile`` when the draw pile ran out a second time; ``turns`` when nobody announced within
    :data:`TURNS_EACH` turns each)."""

    totals: tuple[int, ...]
    announcer: int | None
    announcer_won: bool
    winners: tuple[int, ...]
    limit: int
    ended: str
    squares: tuple[tuple[Card | None, ...], ...]
    redeal: None = None

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(int(s in self.winners) for s in range(len(self.totals)))

    def lines(self, lang: str) -> list[str]:
        """The count in words, one line per player, then the verdict.

        >>> for line in TamalouResult((3, 9), 0, True, (0,), 5, "announce", ()).lines("en"):
        ...     print(line)
        Player 1: 3 points.
        Player 2: 9 points.
        Player 1 said 'Tamalou' with 3 points, at most 5 and fewer than everyone else: Player 1 wins.
        """
        fr = lang == "fr"
        name = (lambda s: f"Joueur {s + 1}") if fr else (lambda s: f"Player {s + 1}")
        pts = (lambda n: f"{n} point" + ("s" if n >= 2 else "")) if fr else \
            (lambda n: f"{n} point" + ("" if n == 1 else "s"))
        lines = [f"{name(s)} : {pts(t)}." if fr else f"{name(s)}: {pts(t)}."
                 for s, t in enumerate(self.totals)]
        won = " et ".join(map(name, self.winners)) if fr else " and ".join(map(name, self.winners))
        verb = ("gagnent" if len(self.winners) > 1 else "gagne") if fr else \
            ("win" if len(self.winners) > 1 else "wins")
        a = self.announcer
        if a is None and self.ended == "turns":
            lines.append(f"Personne n'a dit « Tamalou » en {TURNS_EACH} tours chacun : le plus "
                         f"petit total gagne. {won} {verb}." if fr else
                         f"Nobody said 'Tamalou' in {TURNS_EACH} turns each: the lowest total "
                         f"wins. {won} {verb}.")
        elif a is None:
            lines.append(f"La pioche est vide une deuxième fois : le plus petit total gagne. "
                         f"{won} {verb}." if fr else
                         f"The draw pile ran out a second time: the lowest total wins. "
                         f"{won} {verb}.")
        elif self.announcer_won:
            lines.append(f"{name(a)} a dit « Tamalou » avec {pts(self.totals[a])}, pas plus de "
                         f"{self.limit} et moins que tous les autres : {won} {verb}." if fr else
                         f"{name(a)} said 'Tamalou' with {pts(self.totals[a])}, at most "
                         f"{self.limit} and fewer than everyone else: {won} {verb}.")
        else:
            why = (f"plus de {self.limit}" if fr else f"more than {self.limit}") \
                if self.totals[a] > self.limit else \
                ("pas moins que tous les autres" if fr else "not fewer than everyone else")
            lines.append(f"{name(a)} a dit « Tamalou » avec {pts(self.totals[a])}, {why} : "
                         f"c'est perdu. {won} {verb}." if fr else
                         f"{name(a)} said 'Tamalou' with {pts(self.totals[a])}, {why}: "
                         f"lost. {won} {verb}.")
        return lines


def _refusal(rule: str, fr: str, en: str, legal: tuple[Action, ...] = (),
             cards: tuple[Card, ...] = (), says_cost: bool = False) -> Refusal:
    return Refusal(rule, fr, en, cards, legal, says_cost)


class TamalouDeal(Deal):
    """One round of Le Tamalou. Build it with ``Deal.new("tamalou", …)`` or
    :meth:`from_text`; change it only with :meth:`apply`."""

    view_type: ClassVar[type[View]] = TamalouView

    squares: list[list[Card | None]]
    pile: list[Card]  # the top is the last
    discard: list[Card]  # the top is the last

    # --- construction ------------------------------------------------------------------------
    @classmethod
    def start(cls, game: Game, players: int, rng: random.Random, dealer: int,
              options: dict[str, Any], seed: int) -> TamalouDeal:
        cards = list(game.deck.cards)
        rng.shuffle(cards)
        squares = [[cards.pop() for _ in range(SQUARE)] for _ in range(players)]
        discard = [cards.pop()]
        return cls(game, players, dealer, options, seed, squares, cards, discard,
                   rng.getrandbits(48))

    def __init__(self, game: Game, players: int, dealer: int, options: dict[str, Any],
                 seed: int | None, squares: list[list[Card | None]], pile: list[Card],
                 discard: list[Card], shuffle: int) -> None:
        self.game, self.players, self.dealer = game, players, dealer
        self.options, self.seed = options, seed
        self.squares, self.pile, self.discard = squares, pile, discard
        self.shuffle = shuffle  # the seed that shuffles the discard into a new pile, once
        self.history = []
        self.events: list[Event] = []
        self.seen: list[tuple[int, Card]] = []  # each look's card, by its event's index
        self.known: list[dict[Spot, Known]] = [{} for _ in range(players)]
        self.drawn: Card | None = None
        self.power: str | None = None
        self.looked: Spot | None = None
        self.announcer: int | None = None
        self.last_round: list[int] = []
        self.snap_rank: int | None = None
        self.snap_waiting: list[int] = []
        self.reshuffled = False
        self.ended = ""
        self.turn = 0
        self.turn_seat = (dealer + 1) % players
        self.phase, self.to_act = "turn", self.turn_seat
        for seat in range(players):
            for position in NEAREST:
                card = squares[seat][position] if position < len(squares[seat]) else None
                if card is not None:
                    self._learn(seat, (seat, position), card, "peek")

    @classmethod
    def from_text(cls, text: str, dealer: int = 0,
                  options: Mapping[str, Any] | None = None) -> TamalouDeal:
        """A round from its text (see :meth:`text`): the squares in seat order, positions in
        order (``.`` a hole), then ``|`` the top of the draw pile, top first, and ``|`` the
        discard, bottom to top. The cards written nowhere go under the pile in deck order;
        without a discard, the pile's top card is turned. The player after ``dealer`` starts.
        Each seat has seen its positions 0 and 1.

        >>> deal = TamalouDeal.from_text("1S 2S 3S 4S / KH QD . 5C | 9H | 7C", dealer=1)
        >>> deal.to_act, deal.pile[-1], deal.discard, deal.view(1).knowledge.own()
        (0, Card('9H'), [Card('7C')], {0: Card('KH'), 1: Card('QD')})
        >>> TamalouDeal.from_text(deal.text()).text() == deal.text()
        True
        >>> TamalouDeal.from_text("1S 2S / 1S 3S | 9H | 7C")
        Traceback (most recent call last):
        ...
        engine.errors.NotationError: the round '1S 2S / 1S 3S | 9H | 7C' holds 1S more than once
        """
        game = get_game("tamalou")
        if not isinstance(text, str):
            raise NotationError(f"a Tamalou round must be text, got {text!r}")
        parts = text.split("|")
        if len(parts) > 3:
            raise NotationError(f"{text!r} has more than three parts (squares | pile | discard)")
        squares = [[None if t == HOLE else parse_card(t, game.deck) for t in seat.split()
                    if t != "-"] for seat in parts[0].split("/")]
        pile = [parse_card(t, game.deck) for t in parts[1].split() if t != "-"][::-1] \
            if len(parts) > 1 else None
        discard = [parse_card(t, game.deck) for t in parts[2].split() if t != "-"] \
            if len(parts) > 2 else None
        placed = [c for square in squares for c in square if c is not None]
        placed += (pile or []) + (discard or [])
        problems = []
        twice = sorted({str(c) for c in placed if placed.count(c) > 1})
        if twice:
            problems.append(f"holds {', '.join(twice)} more than once")
        pile = [c for c in game.deck.cards if c not in placed][::-1] + (pile or [])
        if discard is None:
            discard = [pile.pop()] if pile else []
        if not discard:
            problems.append("has no card on the discard")
        values = game.check_options(len(squares), options)
        check_seat(dealer, len(squares), "dealer")
        if problems:
            raise NotationError(f"the round {text!r} " + "; it ".join(problems))
        return cls(game, len(squares), dealer, values, None, squares, pile, discard, 0)

    @classmethod
    def from_hands(cls, game: Any, hands: Any, aside: Any = (), dealer: int = 0,
                   options: Mapping[str, Any] | None = None) -> TamalouDeal:
        """``Deal.from_hands("tamalou", text)``: the same as :meth:`from_text`."""
        if aside:
            raise NotationError("a Tamalou round puts its pile and discard in its text, after '|'")
        return cls.from_text(hands, dealer, options)

    # --- small helpers -----------------------------------------------------------------------
    def cards_of(self, seat: int) -> list[int]:
        """The positions of ``seat``'s square holding a card."""
        return [p for p, c in enumerate(self.squares[seat]) if c is not None]

    def at(self, spot: Spot) -> Card | None:
        seat, position = spot
        if not 0 <= seat < self.players or not 0 <= position < len(self.squares[seat]):
            return None
        return self.squares[seat][position]

    def spots(self) -> Iterator[Spot]:
        for seat in range(self.players):
            for position in self.cards_of(seat):
                yield seat, position

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def _learn(self, viewer: int, spot: Spot, card: Card, how: str) -> None:
        self.known[viewer][spot] = Known(spot[0], spot[1], card, self.turn, how)

    def _show(self, spot: Spot, card: Card) -> None:
        for viewer in range(self.players):
            self._learn(viewer, spot, card, "shown")

    def _forget(self, spot: Spot) -> None:
        for known in self.known:
            known.pop(spot, None)

    def _event(self, seat: int, kind: str, spots: tuple[Spot, ...] = (),
               cards: tuple[Card, ...] = ()) -> None:
        self.events.append(Event(self.turn, seat, kind, spots, cards))

    def can_draw(self) -> bool:
        return bool(self.pile) or (not self.reshuffled and len(self.discard) > 1)

    def _draw(self) -> Card | None:
        """The pile's top card; an empty pile first takes the discard but its top, shuffled
        (once a round)."""
        if not self.pile and self.can_draw():
            self.pile, self.discard = self.discard[:-1], self.discard[-1:]
            random.Random(self.shuffle).shuffle(self.pile)
            self.reshuffled = True
            self._event(self.turn_seat, "reshuffle")
        return self.pile.pop() if self.pile else None

    def _penalty(self, seat: int) -> None:
        card = self._draw()
        if card is not None:
            self.squares[seat].append(card)
            self._event(seat, "penalty", ((seat, len(self.squares[seat]) - 1),))

    # --- what each seat may do ---------------------------------------------------------------
    def legal_for(self, seat: int) -> tuple[Action, ...]:
        """Every action ``seat`` may take now (in the snap window, any seat still to answer)."""
        if self.phase == "snap":
            if seat not in self.snap_waiting:
                return ()
            own = self.cards_of(seat)
            snaps = [Snap(c) for n in (1, 2, 3) for c in combinations(own, n)]
            return (*snaps, Pass())
        if seat != self.to_act:
            return ()
        own = self.cards_of(seat)
        if self.phase == "turn":
            if not own and self.announcer is None:
                return (Announce(),)
            moves: list[Action] = [Take(p) for p in own]
            if self.can_draw():
                moves.append(Draw())
            if self.announcer is None:
                moves.append(Announce())
            return tuple(moves)
        if self.phase == "drawn":
            return (*(Swap(p) for p in own), Throw())
        if self.phase == "power":
            looks = [Look(*spot) for spot in self.spots()]
            swaps = [Exchange(*sorted(((seat, p), spot))) for p in own for spot in self.spots()
                     if spot[0] not in (seat, self.announcer)]
            return (*looks, *swaps, Pass())
        return ()

    def legal_actions(self) -> tuple[Action, ...]:
        return () if self.to_act is None else self.legal_for(self.to_act)

    def why_illegal(self, action: Action | str, seat: int | None = None) -> Refusal | None:
        action = as_action(action)
        acting = self.to_act if seat is None else self._seat(seat)
        if self.phase == "done" or acting is None:
            return _refusal("wrong-phase", "La manche est finie : on compte les points.",
                            "The round is over: it is time to count.")
        legal = self.legal_for(acting)
        if self.phase == "snap":
            return self._snap_refusal(acting, action, legal)
        if acting != self.to_act:
            return _refusal("not-your-turn",
                            f"Ce n'est pas ton tour : c'est au joueur {self.to_act + 1} de jouer.",
                            f"It is not your turn: player {self.to_act + 1} plays now.",
                            self.legal_for(self.to_act))
        if action in legal:
            return None
        accepts = {"turn": (Take, Draw, Announce), "drawn": (Swap, Throw),
                   "power": (Look, Exchange, Pass)}[self.phase]
        if not isinstance(action, accepts):
            return _refusal("wrong-phase", *self._phase_words(), legal)
        return self._refusal_in_phase(acting, action, legal)

    def _phase_words(self) -> tuple[str, str]:
        return {
            "turn": ("C'est le début de ton tour : prends la carte de la défausse, pioche, ou "
                     "dis « Tamalou ».",
                     "Your turn is starting: take the discard's card, draw, or say 'Tamalou'."),
            "drawn": ("Tu as pioché : pose ta carte à la place d'une des tiennes, ou jette-la "
                      "sur la défausse.",
                      "You drew: put your card in place of one of yours, or throw it on the "
                      "discard."),
            "power": ("Tu as jeté une carte à pouvoir : utilise-le ou dis « je passe ».",
                      "You threw a card with a power: use it or pass."),
        }[self.phase]

    def _refusal_in_phase(self, seat: int, action: Action, legal: tuple[Action, ...]) -> Refusal:
        if legal == (Announce(),):
            return _refusal("tamalou-must-announce",
                            "Tu n'as plus aucune carte : piocher ou prendre n'est plus permis. Il "
                            "ne te reste qu'une chose à faire, l'annonce.",
                            "You have no card left: drawing or taking is not allowed any more. "
                            "Only one thing is left to do: the announcement.", legal)
        if isinstance(action, Announce):
            assert self.announcer is not None
            return _refusal("tamalou-once",
                            f"Le joueur {self.announcer + 1} a déjà dit « Tamalou » : on ne le dit "
                            f"qu'une fois par manche.",
                            f"Player {self.announcer + 1} already said 'Tamalou': it is said "
                            f"only once a round.", legal)
        if isinstance(action, Draw):
            return _refusal("tamalou-pile-empty",
                            "La pioche est vide : prends la carte de la défausse.",
                            "The draw pile is empty: take the discard's card.", legal)
        spots: tuple[Spot, ...] = ()
        if isinstance(action, (Take, Swap)):
            spots = ((seat, action.position),)
        elif isinstance(action, Look):
            spots = ((action.seat, action.position),)
        elif isinstance(action, Exchange):
            spots = (action.first, action.second)
        empty = [s for s in spots if self.at(s) is None]
        if empty:
            return _refusal("tamalou-no-card", *self._no_card_words(seat, empty[0]), legal)
        assert isinstance(action, Exchange)
        mine = [s for s in spots if s[0] == seat]
        if len(mine) != 1:
            return _refusal("tamalou-exchange-shape",
                            "Un échange se fait toujours entre une de tes cartes et une carte "
                            "d'un autre joueur.",
                            "An exchange is always between one of your cards and another "
                            "player's card.", legal)
        return _refusal("tamalou-locked",
                        f"Le joueur {self.announcer + 1} a dit « Tamalou » : plus personne ne "
                        f"peut toucher à ses cartes.",
                        f"Player {self.announcer + 1} said 'Tamalou': nobody may touch their "
                        f"cards any more.", legal)

    def _no_card_words(self, seat: int, spot: Spot) -> tuple[str, str]:
        where_fr = "dans ton carré" if spot[0] == seat else f"chez le joueur {spot[0] + 1}"
        where_en = "in your square" if spot[0] == seat else f"in player {spot[0] + 1}'s square"
        return (f"Il n'y a pas de carte à la place {spot[1] + 1} {where_fr}.",
                f"There is no card at place {spot[1] + 1} {where_en}.")

    def _snap_refusal(self, seat: int, action: Action, legal: tuple[Action, ...]) -> Refusal | None:
        if action in legal:
            return None
        if seat not in self.snap_waiting:
            if seat == self.announcer:
                return _refusal("tamalou-locked",
                                "Tu as dit « Tamalou » : tes cartes ne bougent plus.",
                                "You said 'Tamalou': your cards do not move any more.")
            if not self.cards_of(seat):
                return _refusal("tamalou-no-card", "Tu n'as plus de carte à jeter.",
                                "You have no card left to throw.")
            return _refusal("tamalou-snap-once",
                            "Tu as déjà répondu pour cette carte : attends la suivante.",
                            "You already answered for this card: wait for the next one.")
        if not isinstance(action, Snap):
            return _refusal("wrong-phase",
                            "La défausse est ouverte : jette une carte pareille à celle du dessus (un 7 "
                            "sur un 7), ou dis « je passe ».",
                            "The discard is open: throw a card of the same rank, or pass.", legal)
        if len(action.positions) > 3:
            return _refusal("tamalou-snap-count",
                            "On jette une, deux ou trois cartes à la fois, pas plus.",
                            "You throw one, two or three cards at a time, no more.", legal)
        empty = [(seat, p) for p in action.positions if self.at((seat, p)) is None]
        return _refusal("tamalou-no-card", *self._no_card_words(seat, empty[0]), legal)

    def judge(self, action: Action | str, seat: int | None = None) -> Refusal | None:
        """A lesson's question about a move: its :meth:`fault` (a move the rules take with a
        penalty is a wrong answer too)."""
        return self.fault(action, seat)

    def fault(self, action: Action | str, seat: int | None = None) -> Refusal | None:
        """Why ``action`` is refused, or what it would cost when the rules take it with a
        penalty (a misused power: rule ``tamalou-misuse``; a wrong snap: ``tamalou-wrong-snap``);
        ``None`` for a right move. It reads the squares, hidden cards included: for lessons and
        teacher mode, never for a hint during a real game.

        >>> deal = TamalouDeal.from_text("1S 2S 3S 4S / KH QD 5C 6C | 7H | 1C", dealer=1)
        >>> _ = deal.apply("draw").apply("throw")
        >>> deal.is_legal("look:1.0"), deal.fault("look:1.0").rule, deal.fault("look:0.2")
        (True, 'tamalou-misuse', None)
        """
        refusal = self.why_illegal(action, seat)
        if refusal is not None:
            return refusal
        action = as_action(action)
        acting = self.to_act if seat is None else seat
        assert acting is not None
        legal = self.legal_for(acting)
        if self.phase == "power" and misuse(self.power, self.looked, acting, action):
            assert self.power is not None
            fr, en = POWER_WORDS[self.power]
            right = tuple(a for a in legal if not misuse(self.power, self.looked, acting, a))
            return _refusal("tamalou-misuse",
                            f"Ici, ta carte te permet seulement de {fr}. Autre chose te ferait "
                            f"perdre ton tour, avec une carte de pénalité en plus.",
                            f"Here your card only lets you {en}. Anything else would lose your "
                            f"turn and add a penalty card.", right, says_cost=True)
        if isinstance(action, Snap) and not self._right_snap(acting, action):
            right = tuple(a for a in legal if not isinstance(a, Snap) or self._right_snap(acting, a))
            return _refusal("tamalou-wrong-snap",
                            "On ne jette que des cartes pareilles à celle du dessus de la défausse : "
                            "une Dame sur une Dame, pas sur un Valet, même si les deux valent 10 "
                            "points. Une erreur te ferait prendre une carte de pénalité.",
                            "You may only throw cards of the same rank as the discard's top "
                            "card: a Queen on a Queen, not on a Jack, even though both are worth 10 "
                            "points. A mistake would add a penalty card.", right, says_cost=True)
        return None

    def _right_snap(self, seat: int, action: Snap) -> bool:
        cards = [self.at((seat, p)) for p in action.positions]
        return all(c is not None and c.rank == self.snap_rank for c in cards)

    # --- changing the state ------------------------------------------------------------------
    def perform(self, seat: int, action: Action) -> None:
        if self.phase == "snap":
            self._answer(seat, action)
        elif isinstance(action, Announce):
            self.announcer = seat
            self.last_round = [(seat + i) % self.players for i in range(1, self.players)]
            self._event(seat, "announce")
            self._next_turn()
        elif isinstance(action, Take):
            card = self.discard.pop()
            self._event(seat, "take", ((seat, action.position),), (card,))
            self._replace(seat, action.position, card, "shown")
        elif isinstance(action, Draw):
            self.drawn = self._draw()
            self._event(seat, "draw")
            self.phase = "drawn"
        elif isinstance(action, Swap):
            card, self.drawn = self.drawn, None
            assert card is not None
            self._replace(seat, action.position, card, "drawn")
        elif isinstance(action, Throw):
            card, self.drawn = self.drawn, None
            assert card is not None
            self.discard.append(card)
            self._event(seat, "throw", (), (card,))
            self.power = power_of(card)
            if self.power is None:
                self._open_snap()
            else:
                self.phase = "power"
        else:
            self._use_power(seat, action)

    def _replace(self, seat: int, position: int, card: Card, how: str) -> None:
        """``card`` goes to ``seat``'s ``position``; the old card there is thrown face up."""
        old = self.squares[seat][position]
        assert old is not None
        self.squares[seat][position] = card
        self.discard.append(old)
        self._forget((seat, position))
        if how == "shown":
            self._show((seat, position), card)
        else:
            self._learn(seat, (seat, position), card, how)
        self._event(seat, "swap" if how == "drawn" else "discard", ((seat, position),), (old,))
        self._open_snap()

    def _use_power(self, seat: int, action: Action) -> None:
        if isinstance(action, Pass):
            self._event(seat, "pass")
        elif misuse(self.power, self.looked, seat, action):
            self._event(seat, "misuse")
            self._penalty(seat)
        elif isinstance(action, Look):
            spot = (action.seat, action.position)
            card = self.at(spot)
            assert card is not None
            self._learn(seat, spot, card, "look")
            self.seen.append((len(self.events), card))
            self._event(seat, "look", (spot,))
            if self.power == "king":
                self.power, self.looked = "king-swap", spot
                return
        else:
            assert isinstance(action, Exchange)
            self._exchange(seat, action.first, action.second)
        self.power = self.looked = None
        self._open_snap()

    def _exchange(self, seat: int, a: Spot, b: Spot) -> None:
        card_a, card_b = self.at(a), self.at(b)
        self.squares[a[0]][a[1]], self.squares[b[0]][b[1]] = card_b, card_a
        for viewer, known in enumerate(self.known):
            was_a, was_b = known.pop(a, None), known.pop(b, None)
            for was, spot in ((was_a, b), (was_b, a)):
                if was is not None:
                    how = was.how if viewer == seat and self.power == "king-swap" else "moved"
                    known[spot] = Known(spot[0], spot[1], was.card, self.turn, how)
        self._event(seat, "exchange", (a, b))

    def _open_snap(self) -> None:
        """Open the snap window on the discard's top card: every seat with a card, but the
        announcer, answers once, from the left of the turn's player round to that player."""
        self.phase = "snap"
        self.snap_rank = self.discard[-1].rank
        order = [(self.turn_seat + i) % self.players for i in range(1, self.players + 1)]
        self.snap_waiting = [s for s in order if s != self.announcer and self.cards_of(s)]
        self._next_snapper()

    def _next_snapper(self) -> None:
        if self.snap_waiting:
            self.to_act = self.snap_waiting[0]
        else:
            self.snap_rank = None
            self._next_turn()

    def _answer(self, seat: int, action: Action) -> None:
        self.snap_waiting.remove(seat)
        if isinstance(action, Pass):
            self._next_snapper()
            return
        assert isinstance(action, Snap)
        spots = tuple((seat, p) for p in action.positions)
        cards = tuple(self.at(s) for s in spots)
        if self._right_snap(seat, action):
            for (s, p), card in zip(spots, cards, strict=True):
                self.squares[s][p] = None
                self._forget((s, p))
                assert card is not None
                self.discard.append(card)
            self._event(seat, "snap", spots, cards)  # type: ignore[arg-type]
            self.snap_waiting.clear()
        else:  # shown to all, put back, and a penalty card
            for spot, card in zip(spots, cards, strict=True):
                assert card is not None
                self._show(spot, card)
            self._event(seat, "wrong-snap", spots, cards)  # type: ignore[arg-type]
            self._penalty(seat)
        self._next_snapper()

    def _next_turn(self) -> None:
        self.phase = "turn"
        if self.announcer is not None:
            if self.turn_seat in self.last_round:
                self.last_round.remove(self.turn_seat)
            if not self.last_round:
                self._end("announce")
                return
            self.turn_seat = self.last_round[0]
            if not self.cards_of(self.turn_seat) and not self.can_draw():
                self._next_turn()  # nothing to take, nothing to draw: this last turn is empty
                return
        else:
            self.turn_seat = self.next_seat(self.turn_seat)
            if not self.can_draw():  # the pile ran out after its one reshuffle
                self._end("pile")
                return
            if self.turn + 1 >= TURNS_EACH * self.players:  # turns count from 0
                self._end("turns")  # players who only take from the discard would never stop
                return
        self.turn += 1
        self.to_act = self.turn_seat

    def _end(self, why: str) -> None:
        self.phase, self.to_act, self.ended = "done", None, why
        self.snap_waiting, self.snap_rank = [], None
        for viewer in range(self.players):
            for spot in self.spots():
                card = self.at(spot)
                assert card is not None
                self._learn(viewer, spot, card, "revealed")
        self._event(self.turn_seat, "end")

    # --- reading the state -------------------------------------------------------------------
    def totals(self) -> tuple[int, ...]:
        """Each square's points (its cards as they lie, known or not)."""
        return tuple(sum(points(c) for c in square if c is not None) for square in self.squares)

    def result(self) -> TamalouResult:
        if not self.over:
            raise ValueError(f"the round is not over (phase {self.phase})")
        totals, limit, a = self.totals(), self.options["limit"], self.announcer
        others = [s for s in range(self.players) if s != a]
        won = a is not None and totals[a] <= limit and all(totals[a] < totals[s] for s in others)
        if won:
            winners: tuple[int, ...] = (a,)  # type: ignore[assignment]
        else:
            best = min(totals[s] for s in others)
            winners = tuple(s for s in others if totals[s] == best)
        squares = tuple(tuple(square) for square in self.squares)
        return TamalouResult(totals, a, won, winners, limit, self.ended, squares)

    def view(self, seat: int) -> TamalouView:
        seat = self._seat(seat)
        entries = tuple(sorted(self.known[seat].values(), key=lambda k: (k.seat, k.position)))
        return TamalouView(
            game=self.game.id, players=self.players, seat=seat, dealer=self.dealer,
            options=dict(self.options), phase=self.phase, to_act=self.to_act,
            history=tuple(self.history), legal=self.legal_for(seat),
            slots=tuple(tuple(c is not None for c in square) for square in self.squares),
            discard=tuple(self.discard), pile=len(self.pile),
            drawn=self.drawn if seat == self.turn_seat else None,
            power=self.power, looked=self.looked, turn=self.turn, turn_seat=self.turn_seat,
            announcer=self.announcer, last_round=tuple(self.last_round),
            snap_rank=self.snap_rank, snap_waiting=tuple(self.snap_waiting),
            events=tuple(self.events), knowledge=Knowledge(seat, entries),
            revealed=tuple(tuple(s) for s in self.squares) if self.over else None,
            seen=tuple((i, c) for i, c in self.seen if self.events[i].seat == seat))

    def open_fields(self, seat: int) -> dict[str, Any]:
        return super().open_fields(seat) | {"seen": tuple(self.seen),
                                            "squares": tuple(tuple(s) for s in self.squares)}

    def text(self) -> str:
        """The round as text: squares (``.`` a hole) ``|`` pile top first ``|`` discard."""
        squares = " / ".join(" ".join(str(c) if c else HOLE for c in s) or "-"
                             for s in self.squares)
        pile = " ".join(map(str, reversed(self.pile))) or "-"
        return f"{squares} | {pile} | {' '.join(map(str, self.discard)) or '-'}"

    def situation(self, seat: int | None) -> str:
        return (f"phase {self.phase}, seat {self.to_act} to act, turn of seat {self.turn_seat}, "
                f"{len(self.cards_of(seat)) if seat is not None else 0} cards in the square, "
                f"discard top {self.discard[-1] if self.discard else '-'}")


def misuse(power: str | None, looked: Spot | None, seat: int, action: Action) -> bool:
    """Whether ``action`` by ``seat`` uses the power ``power`` the wrong way (it then costs
    the turn and a penalty card). ``looked`` is the card a black King just looked at.

    >>> misuse("look-own", None, 0, Look(1, 2)), misuse("look-other", None, 0, Look(1, 2))
    (True, False)
    >>> misuse("king-swap", (1, 2), 0, Exchange((0, 3), (1, 2)))
    False
    """
    if isinstance(action, Pass) or power is None:
        return False
    if isinstance(action, Look):
        own = action.seat == seat
        return not ((power == "look-own" and own) or (power in SPIES and not own))
    if isinstance(action, Exchange):
        if power == "king-swap":
            return looked not in (action.first, action.second)
        return power not in SWAPPERS
    return False


def _spot(spot: tuple[int, int], fr: bool) -> str:
    seat, position = spot
    if fr:
        return f"ta place {position + 1}" if seat == 0 else \
            f"la place {position + 1} du joueur {seat + 1}"
    return f"your place {position + 1}" if seat == 0 else f"player {seat + 1}'s place {position + 1}"


class TamalouGame(Game):
    # a lesson's learner picks a move at their turn, once a card is drawn, to use a power, or
    # in the snap window: there is no bid and no trick
    legal_phases: ClassVar[tuple[str, ...]] = ("turn", "drawn", "power", "snap")
    bid_phases: ClassVar[tuple[str, ...]] = legal_phases

    def places(self, deal: TamalouDeal) -> list[Card]:
        """No hands: the squares, the pile, the discard, a drawn card."""
        return [*(c for s in deal.squares for c in s if c is not None), *deal.pile,
                *deal.discard, *([deal.drawn] if deal.drawn else [])]

    def check_end(self, deal: TamalouDeal) -> None:
        """Each total is its square's points; the announcer wins exactly with at most the
        limit and strictly fewer than everyone, else the lowest of the others win."""
        result = deal.result()
        if result.totals != tuple(self.deck.total(c for c in s if c is not None) for s in deal.squares):
            raise AssertionError(f"totals {result.totals} are not the squares' points")
        a, totals = result.announcer, result.totals
        others = [s for s in range(deal.players) if s != a]
        won = a is not None and totals[a] <= result.limit and all(totals[a] < totals[s] for s in others)
        expected = (a,) if won else tuple(s for s in others if totals[s] == min(totals[o] for o in others))
        if result.winners != expected or sum(result.scores) != len(expected):
            raise AssertionError(f"winners {result.winners} for totals {totals}, announcer {a}")

    def label(self, action: Action, lang: str) -> str | None:
        """One of its moves; places count from 1 and seat 0 is the learner."""
        fr = lang != "en"
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
        if not isinstance(action, Snap):
            return None
        places = [str(p + 1) for p in action.positions]
        joined = ", ".join(places[:-1]) + (" et " if fr else " and ") + places[-1] \
            if len(places) > 1 else places[0]
        if fr:
            return f"jeter tes cartes des places {joined}" if len(places) > 1 else \
                f"jeter ta carte de la place {joined}"
        return f"throw your cards at places {joined}" if len(places) > 1 else \
            f"throw your card at place {joined}"

    def card_points(self, card: Card, trump: str = "") -> int:
        """What ``card`` counts at the end (lessons count piles with it; no trumps here)."""
        return points(card)

    def game_over(self, totals: Sequence[int], deals: int, options: Mapping[str, Any]) -> bool:
        """Over when someone has won ``wins`` rounds and nobody ties them for the top."""
        return clear_leader(totals, options["wins"])


TAMALOU = register(TamalouGame(
    id="tamalou",
    fr="Le Tamalou",
    en="Le Tamalou",
    deck=TAMALOU_DECK,
    players=(2, 3, 4, 5, 6),
    default_players=2,
    after="taroinche",
    age=7,  # small sums and memory, no trick nor trump: its lessons need nothing of Tarot
    timed_players=(4,),
    state=TamalouDeal,
    clockwise=True,
    options=(Option("limit", 5, "Limite pour dire « Tamalou » (7 : Gabo)",
                    "Limit to say 'Tamalou' (7: Gabo)", 0, 10),
             Option("wins", 3, "Manches gagnées pour gagner la partie",
                    "Rounds won to win the game", 1, 10)),
))

__all__ = ["Event", "Knowledge", "Known", "POWERS", "TAMALOU", "TamalouDeal", "TamalouGame",
           "TamalouResult", "TamalouView", "card_name", "misuse", "points", "power_of"]
