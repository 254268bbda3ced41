"""The trick-taking core: what every trick game's deal shares, and the game hooks it calls.

Hands, the seats in play, the leader, the current trick, finished tricks, piles and tricks
won live here; a game's own fields (bids, a taker, a chien…) live in its subclass of
:class:`TrickDeal` and of :class:`TrickView`.

>>> deal = Deal.new("premier", players=3, seed=7)
>>> isinstance(deal, TrickDeal), deal.phase, deal.to_act == (deal.dealer + 1) % 3, len(deal.hands[0])
(True, 'play', True, 26)
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
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .actions import Action, Play, as_action
from .cards import TRUMP, Card, check_cards, format_deal, format_hand, parse_deal, sort_cards
from .errors import InputError, NotationError, Refusal, TarotError
from .protocol import Deal, Game, View, check_seat, get_game
from .tricks import PLAYS, TrickRules, best_cards


#: values that never change, shared by a deal and its copy
_SHARED = frozenset({int, str, bool, float, type(None), Card})


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
    detail: Any = None  # the game's own breakdown, its lines(lang) the score worked out in words


@dataclass(frozen=True, kw_only=True)
class TrickView(View):
    """What one seat of a trick game may know: its own hand, everything played in public,
    never another hand. A game's view type adds its own public fields."""

    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    leader: int
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    pile_points: tuple[int, ...]
    seats: tuple[int, ...] = ()
    #: every seat's hand and pile: in an open view only (:meth:`engine.protocol.Deal.open_view`)
    hands: tuple[tuple[Card, ...], ...] = ()
    piles: tuple[tuple[Card, ...], ...] = ()

    def chien_taken(self) -> tuple[Card, ...]:
        """The cards set aside that everyone saw go into the taker's hand (Tarot's chien at a
        Prise or a Garde): the search deals them aside, then gives them to the taker. None by
        default."""
        return ()

    def trump_suit(self) -> str:
        """The letter of the suit that trumps in this deal: the trumps' unless the game's deal
        names one (La Taroinche)."""
        return TRUMP

    def taker_seat(self) -> int | None:
        """The seat that plays against the others for a contract, if the game has one."""
        return None

    def partner_seat(self) -> int | None:
        """The taker's partner as this seat knows it, if any."""
        return None

    def known_side(self) -> frozenset[int]:
        """The seats this seat knows play with it, itself included: itself alone by default
        (each plays for themselves)."""
        return frozenset({self.seat})

    def known_foes(self) -> frozenset[int]:
        """The seats this seat knows play against it: every other one by default."""
        return frozenset(self.seats or range(self.players)) - {self.seat}


class Phase:
    """One phase of a deal: which actions it takes, why one is refused, and how it applies.

    The deal has already checked the seat and the action's type before calling ``refusal``.
    """

    name: ClassVar[str]
    accepts: ClassVar[tuple[type, ...]]
    fr: ClassVar[str]  # « le moment des paris »
    en: ClassVar[str]

    def legal(self, deal: Any) -> tuple[Action, ...]:
        raise NotImplementedError

    def refusal(self, deal: Any, seat: int, action: Action) -> Refusal | None:
        raise NotImplementedError

    def apply(self, deal: Any, seat: int, action: Action) -> None:
        raise NotImplementedError


@dataclass(frozen=True, kw_only=True)
class TrickGame(Game):
    """A trick-taking game: its play duties, its phases, and the hooks of its deal."""

    trick_rules: TrickRules
    phases: Mapping[str, Phase] = field(default_factory=dict, repr=False)
    #: hands may differ by one card (Le Tarin deals every card); play stops when one runs out
    uneven_hands: bool = False

    def places(self, deal: TrickDeal) -> list[Card]:
        return [*(c for h in deal.hands for c in h), *(c for _, c in deal.trick),
                *(c for p in deal.piles for c in p), *deal.unscored, *deal.laid_aside()]

    def check_end(self, deal: TrickDeal) -> None:
        result = deal.result()
        if result.redeal:
            if any(result.scores):
                raise AssertionError(f"a redeal scores {result.scores}")
            return
        if any(deal.hands):
            raise AssertionError("cards left in hand at the end")
        self.check_points(deal)

    def check_points(self, deal: TrickDeal) -> None:
        """The card points of a played deal: the piles and what is left out make the deck's."""
        total = self.deck.total(self.deck.cards)
        # what is not in a pile: the écart (counted for the attack), the chien, tied rounds left over
        rest = self.deck.total([*deal.unscored, *deal.laid_aside()])
        if sum(deal.result().card_points) + rest != total:
            raise AssertionError(f"card points {deal.result().card_points} + {rest} != {total}")

    def deal_cards(self, rng: random.Random, players: int, dealer: int,
                   options: Mapping[str, Any]) -> tuple[list[list[Card]], list[Card]]:
        raise NotImplementedError

    def first_phase(self, deal: TrickDeal) -> str:
        return "play"

    def voids_deal(self, hands: Sequence[Sequence[Card]]) -> bool:
        """Whether these dealt hands cancel the deal (tarot's petit sec): a search never
        imagines such a deal, since the real one went on."""
        return False

    def active_seats(self, players: int, dealer: int) -> tuple[int, ...]:
        """The seats that play this deal (at 6-player tarot the dealer sits out)."""
        return tuple(range(players))

    def lead_refusal(self, deal: TrickDeal, seat: int, card: Card) -> Refusal | None:
        """A game's own limit on a card the duties allow (5-player tarot's first lead)."""
        return None

    def excuse_owner_keeps(self, deal: TrickDeal, last_trick: bool) -> bool:
        """Whether the Excuse goes back to the pile of the seat that played it."""
        return True

    def result(self, deal: TrickDeal) -> DealResult:
        raise NotImplementedError

    def card_points(self, card: Card, trump: str = TRUMP) -> int:
        """What ``card`` counts when ``trump`` is trumps (La Taroinche's trump suit counts more)."""
        return self.deck.value(card)

    def best(self, cards: Sequence[Card], trump: str = TRUMP) -> tuple[int, ...]:
        """Positions of the best cards of a whole trick (more than one: a tie)."""
        return best_cards(cards, self.deck, trump)


def deal_packets(cards: Sequence[Card], players: int, first: int, size: int,
                 packet: int) -> tuple[list[list[Card]], list[Card]]:
    """Give ``packet`` cards at a time round the table from seat ``first`` until every hand has
    ``size`` cards; the rest is set aside.

    >>> from engine import TAROT_DECK
    >>> hands, aside = deal_packets(TAROT_DECK.cards, 4, 1, 18, 3)
    >>> [len(h) for h in hands], len(aside)
    ([18, 18, 18, 18], 6)
    """
    if size * players > len(cards):
        raise ValueError(f"cannot give {size} cards to each of {players} players from {len(cards)}")
    hands: list[list[Card]] = [[] for _ in range(players)]
    stock = list(cards)
    seat = first
    while any(len(h) < size for h in hands):
        take = min(packet, size - len(hands[seat]))
        hands[seat] += stock[:take]
        del stock[:take]
        seat = (seat + 1) % players
    return hands, stock


def shuffled(deck: Any, rng: random.Random) -> list[Card]:
    """The deck shuffled, then cut by the player before the dealer."""
    cards = list(deck.cards)
    rng.shuffle(cards)
    cut = rng.randrange(1, len(cards))
    return cards[cut:] + cards[:cut]


class TrickDeal(Deal):
    """The state of one deal of a trick game. Change it only with :meth:`apply`.

    Build it with :meth:`new` (seeded shuffle and deal) or :meth:`from_hands` (fixed hands, for
    lessons and tests).
    """

    game: TrickGame
    view_type: ClassVar[type[View]] = TrickView
    #: what legal_actions last answered: ((length of the history, phase, seat to act), the
    #: actions, the phase object). apply takes one of these very objects without asking the
    #: rules again while the stamp still matches. A slot, so neither pickling, nor copying,
    #: nor ``vars(deal)`` sees it.
    __slots__ = ("_legal",)
    #: whether every action is checked and applied by the game's phases (no state class of its
    #: own why_illegal or perform): only then may apply trust legal_actions' answer
    _phased: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._phased = (cls.why_illegal is TrickDeal.why_illegal
                       and cls.perform is TrickDeal.perform)

    def __init__(self, game: TrickGame, hands: Sequence[Iterable[Card]], aside: Iterable[Card],
                 dealer: int, options: Mapping[str, Any], seed: int | None = None) -> None:
        self._legal: tuple[tuple[int, str, int | None], tuple[Action, ...], Phase] | None = None
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
        self.tricks: list[Trick] = []
        self.piles: list[list[Card]] = [[] for _ in hands]
        self.tricks_won = [0] * self.players
        self.unscored: list[Card] = []
        self.history: list[tuple[int, Action]] = []
        self.redeal: str | None = None  # why the deal is void and dealt again
        self.trump = TRUMP  # the trump suit (Le Tarin: the colour the highest bidder names)
        self.spare: list[tuple[int, Card]] = []  # cards left in hands after the last trick
        self.phase = game.first_phase(self)

    # --- construction ------------------------------------------------------------------------
    @classmethod
    def start(cls, game: Game, players: int, rng: random.Random, dealer: int,
              options: dict[str, Any], seed: int) -> TrickDeal:
        assert isinstance(game, TrickGame)
        hands, aside = game.deal_cards(rng, players, dealer, options)
        return cls(game, hands, aside, dealer, options, seed)

    @classmethod
    def from_hands(cls, game: str | Game, hands: str | Sequence[Iterable[Card]],
                   aside: Iterable[Card] = (), dealer: int = 0,
                   options: Mapping[str, Any] | None = None) -> TrickDeal:
        """A deal with these hands (canonical deal text, or lists of :class:`Card`); hands must
        be equal (in Le Tarin they may differ by one card).

        >>> TrickDeal.from_hands("kids", "T1 PvB / T2 E1B").legal_actions()
        (Play(card=Card('E1B')), Play(card=Card('T2')))
        >>> TrickDeal.from_hands("kids", ["T1 PvB", "T2 E1B"])
        Traceback (most recent call last):
        ...
        engine.errors.InputError: a hand must be a list of Card objects, got 'T1 PvB'
        """
        game = get_game(game)
        assert isinstance(game, TrickGame)
        aside = check_cards(aside, "the aside")
        if isinstance(hands, str):
            hands, text_aside = parse_deal(hands, game.deck)
            aside += text_aside
        if not isinstance(hands, (list, tuple)) or isinstance(hands, Card):
            raise InputError(f"the hands must be a deal text ('T1 PvB / T2 E1B') or a list of "
                             f"hands, got {hands!r}",
                             fr=f"Les mains s'écrivent comme 'T1 PvB / T2 E1B', pas {hands!r}.")
        hands = [check_cards(h, "a hand") for h in hands]
        values = game.check_options(len(hands), options)
        check_seat(dealer, len(hands), "dealer")
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
        return game.state(game, hands, aside, dealer, values)  # type: ignore[call-arg]

    def next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat`` (a seat that sits this deal out is skipped)."""
        following = (seat + 1) % self.players
        return following if following in self.seats else self.next_seat(following)

    # --- the three questions about an action -------------------------------------------------
    def why_illegal(self, action: Action | str, seat: int | None = None) -> Refusal | None:
        """Why ``action`` by ``seat`` (default: the seat to act) is refused; ``None`` if legal.

        Something that is not an action at all, or a seat not at the table, raises the same
        error as :meth:`apply` (:class:`NotationError`, :class:`InputError`).
        """
        action = as_action(action)
        return self._refusal(action, self.to_act if seat is None else self._seat(seat))

    def apply(self, action: Action | str, seat: int | None = None) -> TrickDeal:
        """Apply a legal action and return the deal; a refused one raises and changes nothing
        (see :meth:`Deal.apply`)."""
        try:
            known = self._legal
        except AttributeError:  # a state made without __init__ or __setstate__
            known = None
        if (known is not None and seat is None
                and known[0] == (len(self.history), self.phase, self.to_act)):
            for legal in known[1]:  # by identity: an action object legal_actions just gave
                if legal is action:
                    break
            else:  # or a bot's own Play(card) of a card that Play object is for
                legal = PLAYS.get(action.card) if type(action) is Play else None
                if (legal is None or legal.card is not action.card  # type: ignore[attr-defined]
                        or not any(a is legal for a in known[1])):
                    return self._checked_apply(action, seat)
            self._legal = None
            acting = self.to_act
            known[2].apply(self, acting, legal)
            self.history.append((acting, legal))
            return self
        return self._checked_apply(action, seat)

    def _checked_apply(self, action: Action | str, seat: int | None) -> TrickDeal:
        """:meth:`apply` for an action legal_actions did not just give: the rules asked."""
        if not self._phased:
            return super().apply(action, seat)  # the game's own checks (La Taroinche's coinche)
        action = as_action(action)
        acting = self.to_act if seat is None else self._seat(seat)
        phase = self.game.phases.get(self.phase)  # None once the deal is over
        if (acting is None or acting != self.to_act or phase is None
                or not isinstance(action, phase.accepts)
                or phase.refusal(self, acting, action) is not None):
            return super().apply(action, seat)  # raises, with the refusal's reason
        self._legal = None
        phase.apply(self, acting, action)
        self.history.append((acting, action))
        return self

    def _refusal(self, action: Action, seat: int | None) -> Refusal | None:
        """:meth:`why_illegal` once the action and the seat are checked."""
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

    def perform(self, seat: int, action: Action) -> None:
        self.game.phases[self.phase].apply(self, seat, action)

    def verb(self, action: Action) -> str:
        return "play" if isinstance(action, Play) else "do"

    def situation(self, seat: int | None) -> str:
        hand = format_hand(self.hands[seat]) if seat is not None else "?"
        trick = " ".join(str(c) for _, c in self.trick) or "-"
        return f"phase {self.phase}, seat {self.to_act} to act, hand {hand}, trick {trick}"

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action of the seat to act (none when the deal is over)."""
        phase = self.phase
        if phase == "done":
            return ()
        rules = self.game.phases[phase]
        actions = rules.legal(self)
        if self._phased:
            self._legal = ((len(self.history), phase, self.to_act), actions, rules)
        return actions

    #: attributes holding a list of immutable values (cards, tuples, tricks, actions): copy()
    #: copies the list and shares the values; a game's state adds its own
    LISTS: ClassVar[frozenset[str]] = frozenset(
        {"trick", "tricks", "tricks_won", "unscored", "history", "spare"})
    #: attributes holding a list of such lists (a list per seat)
    LISTS_OF_LISTS: ClassVar[frozenset[str]] = frozenset({"hands", "piles"})

    def copy(self) -> TrickDeal:
        """An independent copy of the deal (the game, cards and actions are shared: they never
        change), much cheaper than ``copy.deepcopy``: for searches and replays.

        >>> deal = Deal.new("tarot", 4, seed=5)
        >>> other = deal.copy().apply("pass")
        >>> len(other.history), len(deal.history), other.text() == deal.text()
        (1, 0, True)
        """
        state = dict(self.__dict__)
        memo = {id(self.game): self.game}
        for name, value in state.items():
            if name in self.LISTS:
                state[name] = value[:]
            elif name in self.LISTS_OF_LISTS:
                state[name] = [part[:] for part in value]
            elif type(value) in _SHARED or name == "game":
                pass
            elif type(value) is dict and all(type(v) in _SHARED for v in value.values()):
                state[name] = dict(value)
            elif type(value) is tuple and all(type(v) in _SHARED for v in value):
                pass
            else:  # a game's own attribute this method does not know: copied the slow way
                state[name] = copy.deepcopy(value, memo)
        other = object.__new__(type(self))
        other.__dict__.update(state)
        other._legal = None
        return other

    def __getstate__(self) -> dict[str, Any]:
        return self.__dict__  # the state without the answer kept by legal_actions

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._legal = None

    # --- hooks of the play phase -------------------------------------------------------------
    def card_played(self, seat: int, card: Card) -> None:
        """A game's own bookkeeping when ``card`` is played (a called partner revealed)."""

    def tied_round(self, plays: tuple[tuple[int, Card], ...], kept: list[tuple[int, Card]],
                   last: bool) -> None:
        """A round whose best cards are equal, in a game whose ``trick_rules.ties`` allows it."""
        raise NotImplementedError

    def won_round(self, winner: int, kept: list[tuple[int, Card]]) -> None:
        """Put a won round's cards (the Excuse kept back already removed) on the winner's pile."""
        self.piles[winner] += [c for _, c in kept]
        self.tricks_won[winner] += 1

    # --- reading the state -------------------------------------------------------------------
    def result(self) -> DealResult:
        """The finished deal's points and scores."""
        if not self.over:
            raise TarotError(f"the deal is not over yet (phase {self.phase}, seat {self.to_act} to act)")
        return self.game.result(self)

    def view(self, seat: int) -> TrickView:
        """What ``seat`` may know; a seat not at the table is an :class:`InputError`.

        >>> Deal.new("kids", players=4, seed=1).view(-1)
        Traceback (most recent call last):
        ...
        engine.errors.InputError: seat -1 is not at the table (seats 0 to 3)
        """
        seat = self._seat(seat)
        return self.view_type(
            game=self.game.id, players=self.players, seat=seat, dealer=self.dealer,
            options=dict(self.options), phase=self.phase, to_act=self.to_act,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            leader=self.leader, trick=tuple(self.trick),
            tricks=tuple(self.tricks), tricks_won=tuple(self.tricks_won),
            pile_points=tuple(self.game.deck.total(p) for p in self.piles),
            history=(tuple(self.history) if type(self).public is TrickDeal.public
                     else tuple([self.public(seat, a) for a in self.history])),
            legal=self.legal_actions() if seat == self.to_act else (),
            seats=self.seats, **self.view_fields(seat),
        )

    def view_fields(self, seat: int) -> dict[str, Any]:
        """The game's own public fields of ``seat``'s view (its ``view_type``'s extra fields)."""
        return {}

    def open_fields(self, seat: int) -> dict[str, Any]:
        return super().open_fields(seat) | {"hands": tuple(tuple(h) for h in self.hands),
                                            "piles": tuple(tuple(p) for p in self.piles)}

    def cards_in_hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(self.hands[seat])

    def side(self, seat: int) -> frozenset[int]:
        """The seats playing with ``seat`` (``seat`` included) in this deal, every hand known
        (the search's play-outs read it): each seat alone by default."""
        return frozenset({seat})

    def laid_aside(self) -> list[Card]:
        """The deal's cards in no hand, trick, pile or :attr:`unscored`: the aside by default;
        a game's state says its own (Tarot's écart and a chien nobody took, Tarot Kids' tied
        rounds waiting on the table, La Taroinche's cards not dealt yet). :meth:`TrickGame.places`
        and :meth:`TrickGame.check_points` count them."""
        return list(self.aside)

    def public(self, seat: int, entry: tuple[int, Action]) -> tuple[int, Action]:
        """A history entry as ``seat`` may see it (a game hides what is played face down)."""
        return entry

    def text(self) -> str:
        """The current hands in canonical deal notation."""
        return format_deal(self.hands, self.aside)

    def __repr__(self) -> str:
        return (f"<{type(self).__name__} {self.game.id} {self.players}p seed={self.seed} "
                f"dealer={self.dealer} phase={self.phase} to_act={self.to_act} hands={self.text()!r}>")
