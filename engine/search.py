"""Search from one seat's view: sample deals the seat cannot tell apart from the real one, play
each candidate action out in every sampled deal, and keep the action that scores best on
average (« Monte Carlo » over the hidden cards, as a player imagines where the cards may be).

Only the view is read. A sampled deal (a « world ») gives every other seat a hand that fits
what the seat has seen — each card played, each void shown, each card shown (poignée, Trop
cool, trumps of the écart), each card an announcement rules out (« C'est la loose »), the
chien once shown — and replays the public history on it, so
the world agrees with every rule the real deal followed. The search runs in slices:
:meth:`Search.step` samples one world and plays every candidate out in it, so a browser can
run a few slices between two screen updates.

>>> from engine import Deal
>>> deal = Deal.new("kids", players=3, seed=4)
>>> search = Search(deal.view(deal.to_act), random.Random(1))
>>> search.run(worlds=2).samples
2
>>> search.best().action in deal.legal_actions()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from .actions import Action, Discard, Play
from .auction import AuctionView
from .botkit import BOTS, others, played_cards
from .cards import EXCUSE_SUIT, TRUMP, Card, Deck
from .protocol import Deal, get_game
from .trickgame import DealResult, TrickDeal, TrickView
from .tricks import best_cards, taking_plays

#: what a decision may cost, counted in card plays of a play-out (about 0.009 ms each in
#: CPython here, about twice that in Pyodide): sampling and replaying a world costs about
#: :data:`WORLD_COST` of them, a medium bot's decision (the trick under way, bids, écart) about
#: :data:`MEDIUM_COST`. Set by the browser's clock: a decision of « Conseil » under 1 s at the
#: 95th percentile in Pyodide 0.29.3 on a busy machine (``node tools/coach_timing.mjs``,
#: docs/coach.md); the count, not the clock, ends a search (same seed, same decision)
PLAY_BUDGET = 16000
WORLD_COST, MEDIUM_COST = 40, 12
MIN_WORLDS, MAX_WORLDS = 3, 100


@dataclass(frozen=True)
class GameSearch:
    """What a game gives the search: registering one (:func:`register_search`) makes the game
    searched, at the ``"hard"`` level of :func:`engine.bots.choose`. Each hook left ``None``
    takes Tarot's way. A game whose hidden cards or card order differ from Tarot's (see
    :mod:`engine.games.taroinche.search`) gives ``sample(view, rng)`` one try at a world
    (``None``: none fits), ``quick(deal, plays, rng)`` the play-outs' quick card,
    ``twins(view)`` cards that do what a smaller one does (:func:`engine.hard_bots.twins`),
    ``value(deal, seat)`` what a finished play-out is worth to the seat (default: its score).
    ``words(view, action, lang)`` names its own actions (:func:`engine.hard_bots.action_words`;
    ``None``: not one of its own), ``shortlist(view, legal, most)`` about ``most`` actions worth weighing when
    there are more (``None``: the usual ones)."""

    sample: Callable[[TrickView, random.Random], World | None] | None = None
    quick: Callable[[TrickDeal, Sequence[Play], random.Random], Play] | None = None
    twins: Callable[[TrickView], dict[Action, Action]] | None = None
    value: Callable[[TrickDeal, int], float] | None = None
    #: a medium bot's decision in its play-outs, in card plays, and the card plays a decision
    #: may cost (:data:`MEDIUM_COST` and :data:`PLAY_BUDGET` are measured on Tarot)
    medium_cost: int = MEDIUM_COST
    budget: int = PLAY_BUDGET
    #: added per trick the seat took more than the best other seat, in a game that scores
    #: only who won (most play-outs of two candidates end alike otherwise)
    trick_edge: float = 0.0
    #: the game scores 1 for a deal won and 0 else: its figures count the deals won (a mean of
    #: scores with :attr:`trick_edge` in it is no number of points)
    wins: bool = False
    words: Callable[[TrickView, Action, str], str | None] | None = None
    shortlist: Callable[[TrickView, tuple[Action, ...], int], tuple[Action, ...] | None] | None = None
    #: phases where the medium bot's choice stands, the search only showing what it weighed
    medium_decides: frozenset[str] = frozenset()


#: the searched games' hooks, by game id (each game registers its own)
GAME_SEARCH: dict[str, GameSearch] = {}


def register_search(game: str, hooks: GameSearch) -> GameSearch:
    """Make the game with id ``game`` searched, with ``hooks`` (each game package calls it once)."""
    GAME_SEARCH[game] = hooks
    return hooks


# --- worlds: deals that fit a view -----------------------------------------------------------
@dataclass(frozen=True)
class World:
    """A sampled deal as it was dealt (``hands``, ``aside``) and the hidden écart cards, in
    the order the taker put them; :meth:`deal` replays the view's history on it."""

    view: TrickView
    hands: tuple[tuple[Card, ...], ...]
    aside: tuple[Card, ...]
    ecart: tuple[Card, ...]

    def deal(self) -> TrickDeal | None:
        """The deal replayed up to the view's moment (``None`` if a rule refuses the replay)."""
        view = self.view
        try:
            deal = Deal.from_hands(view.game, [list(h) for h in self.hands], self.aside,
                                   view.dealer, view.options)
            hidden = iter(self.ecart)
            for seat, action in view.history:
                if isinstance(action, Discard) and action.card is None:
                    action = Discard(next(hidden))
                if seat == deal.to_act:  # an action among the legal ones is applied unasked
                    deal.legal_actions()
                    deal.apply(action)
                else:
                    deal.apply(action, seat)  # refused: not this seat's turn
        except (ValueError, StopIteration):
            return None
        assert isinstance(deal, TrickDeal)
        return deal if deal.to_act == view.to_act and deal.phase == view.phase else None


@dataclass
class _Slot:
    """Where unseen cards may go: a seat's hand, the hidden écart, or the aside."""

    name: object
    room: int
    cards: list[Card] = field(default_factory=list)


def sample_world(view: TrickView, rng: random.Random, tries: int = 30) -> World | None:
    """A deal that fits everything ``view`` shows and replays to it, or ``None`` after
    ``tries`` failures.

    >>> from engine import Deal
    >>> deal = Deal.new("tarot", players=4, seed=3)
    >>> world = sample_world(deal.view(deal.to_act), random.Random(2))
    >>> world.hands[deal.to_act] == tuple(deal.hands[deal.to_act])
    True
    """
    found = _sample(view, rng, tries)
    return found and found[0]


def _sample(view: TrickView, rng: random.Random, tries: int = 30) -> tuple[World, TrickDeal] | None:
    """A world and its deal replayed up to the view's moment: the sampler knows most rules but
    not all (a Tarot taker who calls a King does not hold all four), and the replay refuses a
    world that breaks one."""
    attempt = GAME_SEARCH[view.game].sample or _try_world
    for _ in range(tries):
        world = attempt(view, rng)
        deal = world.deal() if world is not None else None
        if deal is not None:
            return world, deal
    return None


def _try_world(view: TrickView, rng: random.Random) -> World | None:
    game = get_game(view.game)
    me = view.seat
    active = view.seats or tuple(range(view.players))
    chien = view.chien_taken()
    taken = bool(chien)
    taker = view.taker if isinstance(view, AuctionView) else None
    discards = [(s, a.card) for s, a in view.history if isinstance(a, Discard)]
    seen_ecart = [c for _, c in discards if c is not None]
    hidden_ecart = sum(c is None for _, c in discards)
    kept = [c for c in chien if c in game.deck.bouts or c.rank == 14 and not c.is_trump]
    known = others(view, kept)
    played = played_cards(view)
    by_seat: dict[int, list[Card]] = {s: [] for s in range(view.players)}
    for plays in (*[t.plays for t in view.tricks], view.trick):
        for seat, card in plays:
            by_seat[seat].append(card)
    slots = [_Slot(s, known.hidden[s]) for s in known.hidden]
    if hidden_ecart:
        slots.append(_Slot("ecart", hidden_ecart))
    fixed = set(view.hand) | played | set(seen_ecart) | {c for s in known.sure.values() for c in s}
    pool = [c for c in game.cards(view.players) if c not in fixed]
    aside_room = len(pool) - sum(s.room for s in slots)
    if aside_room < 0:
        return None
    if aside_room:
        slots.append(_Slot("aside", aside_room))
    maybe = {s: set(cards) for s, cards in known.maybe.items()}
    chien_left = set(chien) if taken and taker != me else set()

    def fits(card: Card, slot: _Slot) -> bool:
        if slot.name == "ecart":
            return not card.is_trump and not card.is_excuse and card.rank != 14
        if slot.name == "aside":
            return card not in chien_left
        if card in chien_left and slot.name != taker:
            return False
        return card in maybe[slot.name]  # type: ignore[index]

    options = {c: [s for s in slots if fits(c, s)] for c in pool}
    order = sorted(pool, key=lambda c: (len(options[c]), rng.random()))
    for card in order:
        open_slots = [s for s in options[card] if len(s.cards) < s.room]
        if not open_slots:
            if not _make_room(card, options):
                return None
            continue
        pick = rng.choices(open_slots, weights=[s.room - len(s.cards) for s in open_slots])[0]
        pick.cards.append(card)
    held = {s.name: s.cards for s in slots}
    ecart = list(held.get("ecart", ()))
    rng.shuffle(ecart)
    hands = []
    for seat in range(view.players):
        now = list(view.hand) if seat == me else held.get(seat, []) + sorted(known.sure.get(seat, ()))
        if seat not in active:
            hands.append(())
            continue
        start = now + by_seat[seat]
        if taken and seat == taker:
            own = seen_ecart + ecart if seat != me else seen_ecart
            start = [c for c in start + own if c not in chien]
        hands.append(tuple(start))
    if game.voids_deal(hands):
        return None
    aside = chien if chien else tuple(held.get("aside", ()))
    return World(view, tuple(hands), aside, tuple(ecart))


def _make_room(card: Card, options: dict[Card, list[_Slot]]) -> bool:
    """Place ``card``, whose places are all full, by moving cards along a chain of places,
    each to another place it fits, up to one with room (the shortest such chain); ``False``
    if there is none. Late in a deal, with voids shown, the fill by chance used to end in a
    dead end in most tries (99 in 100 at a position of Tarot at 4 players), though deals fit."""
    came: dict[int, tuple[_Slot, Card] | None] = {id(s): None for s in options[card]}
    queue = list(options[card])
    for slot in queue:
        for moved in slot.cards:
            for other in options[moved]:
                if id(other) in came:
                    continue
                came[id(other)] = (slot, moved)
                if len(other.cards) < other.room:
                    step = came[id(other)]
                    while step is not None:  # each card of the chain moves one place along
                        source, shifted = step
                        source.cards.remove(shifted)
                        other.cards.append(shifted)
                        other, step = source, came[id(source)]
                    other.cards.append(card)
                    return True
                queue.append(other)
    return False


def fork(deal: TrickDeal) -> TrickDeal:
    """A copy of ``deal`` to play on, much cheaper than a deep copy: a deal's state is made of
    immutable values (cards, tricks, actions) in lists, lists of lists and dicts, copied one
    level down; everything else is shared."""
    new = object.__new__(type(deal))
    for name, value in vars(deal).items():
        if isinstance(value, list):
            value = [list(v) if isinstance(v, list) else v for v in value]
        elif isinstance(value, dict):
            value = dict(value)
        setattr(new, name, value)
    return new


# --- play-outs -------------------------------------------------------------------------------
def quick_card(deal: TrickDeal, plays: Sequence[Play], rng: random.Random) -> Play:
    """A quick card-play policy for play-outs, reading the whole sampled deal: take a trick
    with the cheapest card that wins, give points to a partner who wins it, else give the
    cheapest card; lead as :func:`_lead`. It draws no random number: the candidates of a world
    are played out alike but for their own consequences (far less noise between them)."""
    if len(plays) == 1:
        return plays[0]
    trick = [c for _, c in deal.trick]
    if not trick:
        return _lead(deal, plays)
    deck, trump, seat = deal.game.deck, deal.trump, deal.to_act
    assert seat is not None
    best = best_cards(trick, deck, trump)
    side = deal.side(seat)
    last = len(deal.trick) == len(deal.seats) - 1
    winning = taking_plays(plays, trick, deck, trump)
    value, strength = deck.value, _strengths(deck)

    def cost(p: Play) -> tuple[int, int]:
        return value(p.card) if p.card[0] != EXCUSE_SUIT else 0, strength[p.card]

    if best and deal.trick[best[0]][0] in side and (last or not winning):
        return max(plays, key=lambda p: (value(p.card) * (p.card[0] != TRUMP), -strength[p.card]))
    if winning:
        return min(winning, key=lambda p: (strength[p.card], cost(p)[0])) if last \
            else max(winning, key=lambda p: strength[p.card])
    return min(plays, key=cost)


def _lead(deal: TrickDeal, plays: Sequence[Play]) -> Play:
    """A lead that reads the sampled deal: the richest card no opponent can beat (a sure
    trick), else the cheapest card (a plain card before a trump, the Excuse kept)."""
    deck, trump, seat = deal.game.deck, deal.trump, deal.to_act
    assert seat is not None
    side = deal.side(seat)
    value, strength = deck.value, _strengths(deck)
    tops: list[dict[str, int]] = []  # each opponent's strongest card in each suit it holds
    for other in deal.seats:
        if other not in side:
            top: dict[str, int] = {}
            for card in deal.hands[other]:
                if strength[card] > top.get(card[0], -1):
                    top[card[0]] = strength[card]
            tops.append(top)

    def sure(card: Card) -> bool:
        suit, power = card[0], strength[card]
        for top in tops:
            if not (top[suit] < power if suit in top else suit == trump or trump not in top):
                return False
        return True

    real = [p for p in plays if p.card[0] != EXCUSE_SUIT] or list(plays)
    safe = [p for p in real if sure(p.card)]
    if safe:
        return max(safe, key=lambda p: (value(p.card), -strength[p.card]))
    return min(real, key=lambda p: (value(p.card), p.card[0] == trump, strength[p.card]))


#: each deck's cards' strengths (:meth:`engine.cards.Deck.strength`), by the deck's name
_STRENGTHS: dict[str, dict[Card, int]] = {}


def _strengths(deck: Deck) -> dict[Card, int]:
    """Each card's :meth:`~engine.cards.Deck.strength`, in a table made once per deck (the
    play-outs ask it for every card they weigh)."""
    table = _STRENGTHS.get(deck.name)
    if table is None:
        table = _STRENGTHS[deck.name] = {card: deck.strength(card) for card in deck.cards}
    return table


def policy(deal: TrickDeal, rng: random.Random) -> Action:
    """The play-out policy: :func:`quick_card` for cards, the medium bot for anything else."""
    legal = deal.legal_actions()
    plays = [a for a in legal if isinstance(a, Play)]
    if plays and deal.phase == "play":
        return (GAME_SEARCH[deal.game.id].quick or quick_card)(deal, plays, rng)
    assert deal.to_act is not None
    return BOTS[deal.game.id](deal.view(deal.to_act), "medium", rng).action


def medium(deal: TrickDeal, rng: random.Random) -> Action:
    """The medium bot's action for the seat to act in ``deal``."""
    assert deal.to_act is not None
    return BOTS[deal.game.id](deal.view(deal.to_act), "medium", rng).action


def play_out(deal: TrickDeal, rng: random.Random, seat: int,
             act: Callable[[TrickDeal, random.Random], Action] = policy,
             watch: int | None = None) -> tuple[float, bool | None]:
    """Play ``deal`` to its end; ``seat``'s score and whether ``seat`` itself took trick number
    ``watch`` (``None`` when no trick is watched). The trick under way is finished by the
    medium bots (what happens next to the card weighed matters most), the rest by ``act``."""
    tricks = len(deal.tricks)
    while not deal.over:
        action = medium(deal, rng) if deal.trick and len(deal.tricks) == tricks else act(deal, rng)
        mover = deal.to_act
        assert mover is not None
        deal.perform(mover, action)  # from the legal actions: no need to check it again
        deal.history.append((mover, action))
    # the seat, not its side: « the card takes the trick » is what the learner reads, and a
    # partner still hidden would make a finished trick's count vary from world to world; a tied
    # round (Tarot Kids) is nobody's yet: its cards go to the next round's winner
    winner = None if watch is None or len(deal.tricks) <= watch else deal.tricks[watch].winner
    took = None if winner is None else winner == seat
    own = GAME_SEARCH[deal.game.id]
    if own.value:
        return own.value(deal, seat), took
    return worth(deal.result(), seat, own.trick_edge), took


def worth(result: DealResult, seat: int, edge: float) -> float:
    """What a play-out's end is worth to ``seat``: its score, plus ``edge`` per trick it took
    more than the best other seat (:attr:`GameSearch.trick_edge`)."""
    tricks = result.tricks
    best_other = max((n for s, n in enumerate(tricks) if s != seat), default=0)
    return result.scores[seat] + edge * (tricks[seat] - best_other)


# --- the search ------------------------------------------------------------------------------
@dataclass
class Estimate:
    """What one candidate action brought over the sampled worlds."""

    action: Action
    scores: list[float] = field(default_factory=list)  # one per world
    took: int = 0     # worlds where the card weighed took its trick (the seat, not a partner)
    tricks: int = 0   # worlds where that trick was decided
    outcomes: list[int] = field(default_factory=list)  # 1 a world the deal was won (a game of wins only)

    @property
    def samples(self) -> int:
        return len(self.scores)

    @property
    def mean(self) -> float:
        return sum(self.scores) / len(self.scores) if self.scores else float("-inf")

    @property
    def won(self) -> int:
        """The worlds where the seat won the deal (in a game of wins)."""
        return sum(self.outcomes)

    def edge(self, other: Estimate, wins: bool = False) -> tuple[float, float]:
        """How much better this action did than ``other`` on the same worlds: the mean
        difference and its standard error (``wins``: of the deals won, in a game of wins)."""
        mine, theirs = (self.outcomes, other.outcomes) if wins else (self.scores, other.scores)
        diffs = [a - b for a, b in zip(mine, theirs)]
        if len(diffs) < 2:
            return (diffs[0] if diffs else 0.0), float("inf")
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        return mean, (var / len(diffs)) ** 0.5


class Search:
    """A search for the seat of ``view``, one world per :meth:`step`.

    ``candidates`` limits the actions weighed (default: every legal action).
    """

    def __init__(self, view: TrickView, rng: random.Random,
                 candidates: Sequence[Action] | None = None) -> None:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has nothing to do now (phase {view.phase})")
        self.view, self.rng = view, rng
        self.estimates = [Estimate(a) for a in (candidates or view.legal)]
        self.wins = GAME_SEARCH[view.game].wins
        self.samples = 0
        self.failures = 0

    @property
    def worlds_wanted(self) -> int:
        """Worlds for a decision within :data:`PLAY_BUDGET`: fewer when many candidates, many
        cards left to play and many medium bots' decisions in each play-out."""
        view = self.view
        left = sum(view.hand_sizes) + 1
        active = len(view.seats or range(view.players))
        # the medium bots finish the trick under way; before the cards they bid, call, discard
        mediums = active - 1 - len(view.trick) if view.phase == "play" else active + 6
        own = GAME_SEARCH[view.game]
        medium, budget = own.medium_cost, own.budget
        per_world = WORLD_COST + len(self.estimates) * (left + medium * max(0, mediums))
        return max(MIN_WORLDS, min(MAX_WORLDS, budget // per_world))

    def step(self) -> bool:
        """Sample one world and play every candidate out in it; ``False`` if no world fits."""
        before = self.samples
        for _ in self._world():
            pass
        return self.samples > before

    def _world(self) -> Iterator[None]:
        """One world, yielding after each candidate's play-out (the smallest slice)."""
        found = _sample(self.view, self.rng)
        if found is None:
            self.failures += 1
            return
        base = found[1]
        # an int, the same on every platform: a float seed is hashed, and a float's hash is not
        # the same in 32-bit WebAssembly (this int is the hash CPython gives it on 64 bits)
        seed = int(self.rng.random() * 2**61)
        # the trick the card weighed goes to, counted before the card is played: a card that
        # completes its trick must be judged on that trick, not the next one
        at = len(base.tricks)
        for estimate in self.estimates if len(self.estimates) > 1 else ():  # else nothing to weigh
            deal = fork(base) if estimate is not self.estimates[-1] else base
            deal.apply(estimate.action)
            watch = at if isinstance(estimate.action, Play) else None
            score, took = play_out(deal, random.Random(seed), self.view.seat, watch=watch)
            estimate.scores.append(score)
            if self.wins:
                estimate.outcomes.append(int(deal.result().scores[self.view.seat] > 0))
            if took is not None:
                estimate.tricks += 1
                estimate.took += took
            yield
        self.samples += 1

    def run(self, worlds: int | None = None) -> Search:
        """Search ``worlds`` worlds (default :attr:`worlds_wanted`); deterministic for a seed."""
        for _ in self.slices(worlds):
            pass
        return self

    def slices(self, worlds: int | None = None,
               stop: Callable[[], bool] | None = None) -> Iterator[Search]:
        """The same search, yielding after each candidate's play-out in each world: a caller
        (the browser) updates the screen or yields to its event loop between two slices.
        ``stop`` is asked before each new world once :data:`MIN_WORLDS` are searched: true
        ends the search there (the browser's time cap; without it the search never reads the
        clock)."""
        want = self.worlds_wanted if worlds is None else worlds
        tries = 0
        while self.samples < want and tries < 3 * want:
            if stop is not None and self.samples >= MIN_WORLDS and stop():
                return
            tries += 1
            for _ in self._world():
                yield self
            if len(self.estimates) == 1:
                yield self

    def ranked(self) -> list[Estimate]:
        """The candidates, best first (ties: the order of the legal actions)."""
        order = {id(e): i for i, e in enumerate(self.estimates)}
        return sorted(self.estimates, key=lambda e: (-round(e.mean, 9), order[id(e)]))

    def best(self) -> Estimate:
        return self.ranked()[0]
