"""One deal: the single state object every action goes through.

>>> deal = Deal.new("premier", players=3, seed=7)
>>> deal.phase, deal.to_act == (deal.dealer + 1) % 3, len(deal.hands[0])
('play', True, 26)
>>> first = deal.to_act
>>> deal.apply(deal.legal_actions()[0]).to_act == (first + 1) % 3
True

Seats are numbered in the order of play (seat ``s + 1`` plays after seat ``s``), whatever the
game's direction; the app draws them clockwise or counter-clockwise.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action, Discard, Play, as_action
from .cards import TRUMP, Card, check_cards, format_deal, format_hand, sort_cards
from .errors import ERROR_BY_RULE, IllegalActionError, InputError, NotationError, Refusal, TarotError
from .game import Game, get_game


@dataclass(frozen=True)
class Trick:
    """A finished round of a trick: who led, who played what, who took it (``None``: a tie)."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int | None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)


@dataclass(frozen=True)
class DealResult:
    """The outcome of a finished deal.

    ``redeal`` says why a void deal is dealt again (``None``: it was played). ``scores`` is what
    each seat writes on the score sheet; ``bonuses`` lists ``(name, seat, points)`` lines
    already included in it (primes, a diploma won or lost).
    """

    redeal: str | None
    card_points: tuple[int, ...]
    tricks: tuple[int, ...]
    scores: tuple[int, ...]
    bonuses: tuple[tuple[str, int, int], ...] = ()
    winners: tuple[int, ...] = ()
    won: bool | None = None
    unscored: tuple[Card, ...] = ()
    detail: Any = None  # the game's own breakdown (tarot: a TarotScore, worked out in words)


@dataclass(frozen=True)
class SeatView:
    """What one seat may know: its own hand, everything played in public, never another hand.

    Bots and the player's screen use only this.
    """

    game: str
    players: int
    seat: int
    dealer: int
    options: Mapping[str, Any]
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    leader: int
    trick: tuple[tuple[int, Card], ...]
    held: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    pile_points: tuple[int, ...]
    history: tuple[tuple[int, Action], ...]
    taker: int | None
    contract: str | None
    called: Card | None
    partner: int | None
    shown: tuple[tuple[int, Card], ...]
    legal: tuple[Action, ...]
    seats: tuple[int, ...] = ()
    chien: tuple[Card, ...] = ()
    trump: str = TRUMP
    spare: tuple[tuple[int, Card], ...] = ()


class Deal:
    """The state of one deal. Change it only with :meth:`apply`.

    Build it with :meth:`new` (seeded shuffle and deal) or :meth:`from_hands` (fixed hands, for
    lessons and tests).
    """

    def __init__(self, game: Game, hands: Sequence[Iterable[Card]], aside: Iterable[Card],
                 dealer: int, options: Mapping[str, Any], seed: int | None = None) -> None:
        self.game = game
        self.players = len(hands)
        self.options = dict(options)
        self.seed = seed
        self.dealer = dealer
        self.hands: list[list[Card]] = [list(sort_cards(h)) for h in hands]
        self.aside: tuple[Card, ...] = sort_cards(aside)
        self.seats: tuple[int, ...] = game.active_seats(self.players, dealer)
        self.leader = self.next_seat(dealer)
        self.to_act: int | None = self.leader
        self.trick: list[tuple[int, Card]] = []
        self.held: list[tuple[int, Card]] = []  # tied rounds waiting on the table (Kids)
        self.tricks: list[Trick] = []
        self.piles: list[list[Card]] = [[] for _ in hands]
        self.tricks_won = [0] * self.players
        self.unscored: list[Card] = []
        self.history: list[tuple[int, Action]] = []
        self.bids: list[tuple[int, Action]] = []
        self.taker: int | None = None
        self.contract: str | None = None
        self.called: Card | None = None
        self.partner: int | None = None
        self.partner_revealed = False
        self.shown: list[tuple[int, Card]] = []  # cards shown to everyone (Trop cool, poignée)
        self.chien_shown = False  # tarot: the chien turned face up for everyone
        self.ecart: list[Card] = []  # tarot: the cards the taker put back
        self.declared: list[tuple[int, str]] = []
        self.redeal: str | None = None  # why the deal is void and dealt again
        self.trump = TRUMP  # the trump suit (Le Tarin: the colour the highest bidder names)
        self.spare: list[tuple[int, Card]] = []  # cards left in hands after the last trick (Tarin)
        self.phase = game.first_phase(self)

    # --- construction ------------------------------------------------------------------------
    @classmethod
    def new(cls, game: str | Game, players: int, seed: int, options: Mapping[str, Any] | None = None,
            dealer: int | None = None) -> Deal:
        """Shuffle with ``seed`` and deal; the same arguments always give the same deal.

        Without ``dealer`` the seed also picks the dealer.

        >>> Deal.new("kids", players=4.0, seed=1)
        Traceback (most recent call last):
        ...
        engine.errors.OptionsError: the number of players must be a whole number, got 4.0
        """
        game = get_game(game)
        values = game.check_options(players, options)
        if not _whole(seed):
            raise InputError(f"the seed must be a whole number, got {seed!r}",
                             fr=f"La graine du mélange est un nombre entier, pas {seed!r}.")
        rng = random.Random(seed)
        if dealer is None:
            dealer = rng.randrange(players)
        else:
            _check_seat(dealer, players, "dealer")
        hands, aside = game.deal_cards(rng, players, dealer, values)
        return cls(game, hands, aside, dealer, values, seed)

    @classmethod
    def from_hands(cls, game: str | Game, hands: str | Sequence[Iterable[Card]],
                   aside: Iterable[Card] = (), dealer: int = 0,
                   options: Mapping[str, Any] | None = None) -> Deal:
        """A deal with these hands (canonical deal text, or lists of :class:`Card`); hands must
        be equal (in Le Tarin they may differ by one card).

        >>> Deal.from_hands("kids", "T1 PvB / T2 E1B").legal_actions()
        (Play(card=Card('E1B')), Play(card=Card('T2')))
        >>> Deal.from_hands("kids", ["T1 PvB", "T2 E1B"])
        Traceback (most recent call last):
        ...
        engine.errors.InputError: a hand must be a list of Card objects, got 'T1 PvB'
        """
        game = get_game(game)
        aside = check_cards(aside, "the aside")
        if isinstance(hands, str):
            from .cards import parse_deal

            hands, text_aside = parse_deal(hands, game.deck)
            aside += text_aside
        if not isinstance(hands, (list, tuple)):
            raise InputError(f"the hands must be a deal text ('T1 PvB / T2 E1B') or a list of "
                             f"hands, got {hands!r}",
                             fr=f"Les mains s'écrivent comme 'T1 PvB / T2 E1B', pas {hands!r}.")
        hands = [check_cards(h, "a hand") for h in hands]
        values = game.check_options(len(hands), options)
        _check_seat(dealer, len(hands), "dealer")
        every = [c for h in (*hands, aside) for c in h]
        for card in every:
            game.deck.check(card)
        problems = []
        if len(set(every)) != len(every):
            problems.append(f"a card is dealt twice in {format_deal(hands, aside)!r}")
        sizes = {len(h) for s, h in enumerate(hands) if s in game.active_seats(len(hands), dealer)}
        if max(sizes) - min(sizes) > (1 if game.uneven_hands else 0):
            problems.append(f"hands must be the same size: {format_deal(hands, aside)!r}")
        if problems:
            raise NotationError("; ".join(problems))
        return cls(game, hands, aside, dealer, values)

    def next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat`` (a seat that sits this deal out is skipped)."""
        following = (seat + 1) % self.players
        return following if following in self.seats else self.next_seat(following)

    def copy(self) -> Deal:
        return copy.deepcopy(self)

    # --- the three questions about an action -------------------------------------------------
    def why_illegal(self, action: Action | str, seat: int | None = None) -> Refusal | None:
        """Why ``action`` by ``seat`` (default: the seat to act) is refused; ``None`` if legal.

        Something that is not an action at all, or a seat not at the table, raises the same
        error as :meth:`apply` (:class:`NotationError`, :class:`InputError`).
        """
        action = as_action(action)
        seat = self.to_act if seat is None else self._seat(seat)
        if self.phase == "done":
            return Refusal("wrong-phase", "La donne est finie.", "The deal is over.")
        if seat != self.to_act:
            return Refusal("not-your-turn", "Ce n'est pas ton tour : attends que ce soit à toi.",
                           "It is not your turn: wait until it is yours.", legal=())
        phase = self.game.phases[self.phase]
        if not isinstance(action, phase.accepts):
            return Refusal("wrong-phase", f"Ce n'est pas le moment : c'est le moment {phase.fr}.",
                           f"Not now: this is the time for {phase.en}.", legal=self.legal_actions())
        return phase.refusal(self, seat, action)

    def is_legal(self, action: Action | str, seat: int | None = None) -> bool:
        """Whether :meth:`apply` would take ``action`` (same errors as it for non-actions).

        >>> Deal.from_hands("kids", "T1 PvB / T2 E1B", dealer=1).is_legal("PvB")
        True
        """
        return self.why_illegal(action, seat) is None

    def apply(self, action: Action | str, seat: int | None = None) -> Deal:
        """Apply a legal action and return the deal; a refused one raises and changes nothing.

        >>> Deal.from_hands("kids", "T1 PvB / T2 E1B", dealer=1).apply("T2")
        Traceback (most recent call last):
        ...
        engine.errors.NotInHandError: seat 0 cannot play 'T2' (phase play, seat 0 to act, hand PvB T1, trick -): You do not have the 2 of trumps in your hand.
        """
        action = as_action(action)
        refusal = self.why_illegal(action, seat)
        acting = self.to_act if seat is None else seat
        if refusal is not None:
            error = ERROR_BY_RULE.get(refusal.rule, IllegalActionError)
            hand = format_hand(self.hands[acting]) if acting is not None else "?"
            trick = " ".join(str(c) for _, c in self.trick) or "-"
            verb = "play" if isinstance(action, Play) else "do"
            raise error(f"seat {acting} cannot {verb} '{action}' (phase {self.phase}, seat "
                        f"{self.to_act} to act, hand {hand}, trick {trick}): {refusal.en}", refusal)
        assert acting is not None
        self.game.phases[self.phase].apply(self, acting, action)
        self.history.append((acting, action))
        return self

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action of the seat to act (none when the deal is over)."""
        if self.phase == "done":
            return ()
        return self.game.phases[self.phase].legal(self)

    def _seat(self, seat: object) -> int:
        return _check_seat(seat, self.players, "seat")

    # --- reading the state -------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == "done"

    def result(self) -> DealResult:
        """The finished deal's points and scores."""
        if not self.over:
            raise TarotError(f"the deal is not over yet (phase {self.phase}, seat {self.to_act} to act)")
        return self.game.result(self)

    def partner_known_to(self, seat: int) -> int | None:
        """The called partner as ``seat`` knows them (the holder knows from the start)."""
        if self.partner is not None and (self.partner_revealed or seat == self.partner):
            return self.partner
        return None

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know; a seat not at the table is an :class:`InputError`.

        >>> Deal.new("kids", players=4, seed=1).view(-1)
        Traceback (most recent call last):
        ...
        engine.errors.InputError: seat -1 is not at the table (seats 0 to 3)
        """
        seat = self._seat(seat)
        return SeatView(
            game=self.game.id, players=self.players, seat=seat, dealer=self.dealer,
            options=dict(self.options), phase=self.phase, to_act=self.to_act,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            leader=self.leader, trick=tuple(self.trick), held=tuple(self.held),
            tricks=tuple(self.tricks), tricks_won=tuple(self.tricks_won),
            pile_points=tuple(self.game.deck.total(p) for p in self.piles),
            history=tuple(self._public(seat, a) for a in self.history),
            taker=self.taker, contract=self.contract,
            called=self.called, partner=self.partner_known_to(seat), shown=tuple(self.shown),
            legal=self.legal_actions() if seat == self.to_act else (),
            seats=self.seats, chien=self.aside if self.chien_shown else (),
            trump=self.trump, spare=tuple(self.spare),
        )

    def _public(self, seat: int, entry: tuple[int, Action]) -> tuple[int, Action]:
        """A history entry as ``seat`` may see it: the écart stays secret, but for trumps."""
        actor, action = entry
        if isinstance(action, Discard) and actor != seat and not (action.card and action.card.is_trump):
            return actor, Discard(None)
        return entry

    def text(self) -> str:
        """The current hands in canonical deal notation."""
        return format_deal(self.hands, self.aside)

    def __repr__(self) -> str:
        return (f"<Deal {self.game.id} {self.players}p seed={self.seed} dealer={self.dealer} "
                f"phase={self.phase} to_act={self.to_act} hands={self.text()!r}>")


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_seat(seat: object, players: int, what: str) -> int:
    """``seat`` when it is one of the table's seats, else an :class:`InputError` quoting it."""
    if not _whole(seat):
        raise InputError(f"a {what} must be a whole number from 0 to {players - 1}, got {seat!r}",
                         fr=f"Une place est un nombre entier de 0 à {players - 1}, pas {seat!r}.")
    if not 0 <= seat < players:
        raise InputError(f"{what} {seat!r} is not at the table (seats 0 to {players - 1})",
                         fr=f"La place {seat!r} n'est pas à la table (places 0 à {players - 1}).")
    return seat
