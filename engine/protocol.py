"""The protocol every game of the family implements, and the registry games register into.

This module is the bottom of the engine: it imports no game and no game family. A game module
defines a :class:`Game` (rules data and match hooks) whose ``state`` is its own subclass of
:class:`Deal` (the state of one deal, with the game's own fields) and whose views are its own
subclass of :class:`View`; it calls :func:`register` once. Importing :mod:`engine` imports
:mod:`engine.games`, which registers every game.

>>> from engine import Deal
>>> deal = Deal.new("kids", players=3, seed=1)
>>> type(deal).__name__, deal.phase, deal.over
('KidsDeal', 'play', False)
>>> isinstance(deal, Deal) and deal.is_legal(deal.legal_actions()[0])
True

Nothing here assumes tricks: a trick-taking game builds on :mod:`engine.trickgame`; a game
without tricks (Le Tamalou) subclasses :class:`Deal` directly.
"""

from __future__ import annotations

import copy
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, ClassVar, Protocol

from .actions import Action, Declare, as_action
from .cards import Card, Deck
from .errors import ERROR_BY_RULE, IllegalActionError, InputError, OptionsError, Refusal, TarotError


@dataclass(frozen=True)
class Option:
    """A game option: its default and allowed values (``bool``, or an ``int`` range)."""

    name: str
    default: bool | int
    fr: str
    en: str
    low: int = 0
    high: int = 0

    def problem(self, value: Any) -> tuple[str, str] | None:
        """Why ``value`` does not fit this option, in French and in English (``None``: it fits)."""
        name = self.name
        if isinstance(self.default, bool):
            return None if isinstance(value, bool) else (
                f"le réglage {name!r} se règle sur oui ou non, pas sur {value!r}",
                f"option {name!r} must be true or false, got {value!r}")
        if isinstance(value, bool) or not isinstance(value, int):
            return (f"le réglage {name!r} doit être un nombre entier, pas {value!r}",
                    f"option {name!r} must be a whole number, got {value!r}")
        if not self.low <= value <= self.high:
            return (f"le réglage {name!r} va de {self.low} à {self.high}, pas {value}",
                    f"option {name!r} must be from {self.low} to {self.high}, got {value}")
        return None


class Result(Protocol):
    """What :class:`engine.match.Match` reads from any game's ``Deal.result()``.

    ``redeal``: why a void deal is dealt again (``None``: it was played); ``scores``: what each
    seat writes on the score sheet. A game's result type adds its own fields.
    """

    @property
    def redeal(self) -> str | None: ...

    @property
    def scores(self) -> tuple[int, ...]: ...


@dataclass(frozen=True, kw_only=True)
class View:
    """What one seat may know, common to every game; a game's view type adds its own fields.

    Bots and the player's screen read only a view, never the deal. An open view
    (:meth:`Deal.open_view`) also holds what no seat may know while the deal goes on.
    """

    game: str
    players: int
    seat: int
    dealer: int
    options: Mapping[str, Any]
    phase: str
    to_act: int | None
    history: tuple[tuple[int, Action], ...]
    legal: tuple[Action, ...]
    #: the deal's result, in an open view of a deal that is over (``None`` in any other view)
    result: Any = None


@dataclass(frozen=True, kw_only=True)
class Game:
    """One game of the family: rules data, its state class, and the hooks a match needs.

    ``state`` is the game's :class:`Deal` subclass; :meth:`Deal.new` and
    :meth:`Deal.from_hands` dispatch to it.
    """

    id: str
    fr: str
    en: str
    deck: Deck
    players: tuple[int, ...]
    #: the player count a lesson's deal has when it names none
    default_players: int
    state: type[Deal] = field(repr=False)
    clockwise: bool = True
    options: tuple[Option, ...] = ()
    #: the player counts ``make bench`` times its robots at (empty: :attr:`default_players`)
    timed_players: tuple[int, ...] = ()
    # --- its place on the path (the home page, the lessons' map, the order of :func:`all_games`)
    #: the id of the game it comes after (``None``: the first game); the order is worked out
    #: from these (:func:`path_order`)
    after: str | None = None
    #: the age we advise, from which it is played (its words say it on the home page,
    #: ``home.age.<id>``); ``None``: none is said
    age: int | None = None
    #: the games whose lessons a new learner must know before its own open: those of the
    #: lessons its first lesson requires, however far back (the lesson loader checks it)
    opens_after: tuple[str, ...] = ()

    def check_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Options with defaults filled in; every problem is reported at once (an
        :class:`OptionsError` in French and in English).

        >>> get_game("kids").check_options(3, {"paris": True})["primes"]
        False
        >>> get_game("kids").check_options(4.0, {"colour": 1})
        Traceback (most recent call last):
        ...
        engine.errors.OptionsError: unknown option 'colour' for Tarot Kids (known: paris, proviseur, primes, target, deals, minutes, until); the number of players must be a whole number, got 4.0
        """
        if options is not None and not isinstance(options, Mapping):
            raise OptionsError.of([(f"les réglages se donnent par nom et valeur, pas {options!r}",
                                    f"the options must map names to values, got {options!r}")])
        given = dict(options or {})
        specs = {o.name: o for o in self.options}
        known = ", ".join(specs) or "none"
        problems = [(f"le réglage {name!r} n'existe pas pour {self.fr} (réglages : {known})",
                     f"unknown option {name!r} for {self.en} (known: {known})")
                    for name in given if name not in specs]
        problems += [p for name, value in given.items() if name in specs
                     for p in [specs[name].problem(value)] if p]
        low, high = self.players[0], self.players[-1]
        if isinstance(players, bool) or not isinstance(players, int):
            problems.append((f"le nombre de joueurs est un nombre entier, pas {players!r}",
                             f"the number of players must be a whole number, got {players!r}"))
        elif players not in self.players:
            problems.append((f"on joue à {self.fr} de {low} à {high} joueurs, pas à {players}",
                             f"{self.en} is played by {low} to {high} players, not {players}"))
        values = {o.name: o.default for o in self.options} | given
        if not problems:
            problems += self.option_problems(players, values)
        if problems:
            raise OptionsError.of(problems)
        return values

    def option_problems(self, players: int, options: Mapping[str, Any]) -> list[tuple[str, str]]:
        """Problems of options that depend on each other or on the player count, as
        ``(fr, en)`` pairs."""
        return []

    def label(self, action: Action, lang: str) -> str | None:
        """One of this game's own actions in a few words, as a lesson's token shows it
        (:func:`lessons.label`); ``None``: not one of its own.

        >>> from engine.actions import Bid
        >>> get_game("tarot").label(Bid("garde"), "fr"), get_game("kids").label(Bid("garde"), "fr")
        ('la Garde', None)
        """
        return None

    def rules_out(self, declare: Declare) -> Callable[[Card], bool] | None:
        """Which cards a seat cannot hold once it has made this announcement in public (Tarot
        Kids: « C'est la loose » says no trump); ``None``: it says nothing of the hand. The
        robots and the search's imagined deals read it (:func:`engine.botkit.others`)."""
        return None

    def cards(self, players: int) -> tuple[Card, ...]:
        """The cards dealt at ``players``: the whole deck, unless the game takes some out.

        >>> len(get_game("tarot").cards(3)), len(get_game("tarin").cards(3))
        (78, 40)
        """
        return self.deck.cards

    # --- lesson hooks ------------------------------------------------------------------------
    #: the phases in which a learner answers a lesson's ``legal`` step (a card or move to pick)
    legal_phases: ClassVar[tuple[str, ...]] = ("play",)
    #: the phases in which a learner answers a lesson's ``bid`` step (a call to pick)
    bid_phases: ClassVar[tuple[str, ...]] = ("bid", "bet", "call", "announce", "play")

    def lesson_words(self) -> Path:
        """The file of this game's words for its lessons (reminders, costs of a mistake):
        ``lessons.toml`` beside the module that defines the game's class, so a game brings its
        own (:mod:`lessons.loader` reads it).

        >>> get_game("tarin").lesson_words().relative_to(Path(__file__).parent).as_posix()
        'games/tarin/lessons.toml'
        """
        return Path(sys.modules[type(self).__module__].__file__).with_name("lessons.toml")

    def lesson_folder(self) -> Path:
        """The folder of this game's lesson files, ``lessons/`` beside its :meth:`lesson_words`
        (:func:`lessons.load` reads every registered game's).

        >>> get_game("tarin").lesson_folder().relative_to(Path(__file__).parent).as_posix()
        'games/tarin/lessons'
        """
        return self.lesson_words().with_name("lessons")

    def inventory(self) -> Path:
        """The file of this game's rule inventory: every single rule of its rule text (and of
        the rulings and choices that change them), each with a stable id that lessons cite:
        ``inventory.toml`` beside the module that defines the game's class
        (:mod:`lessons.inventory` reads it).

        >>> get_game("tarin").inventory().name
        'inventory.toml'
        """
        return self.lesson_words().with_name("inventory.toml")

    def score_step(self, step: Mapping[str, Any]) -> tuple[float, str, str]:
        """A lesson's « score » step on this game, from the step's table: the answer, and how
        it is worked out in French and in English. A :class:`ValueError` says what is wrong
        with the table, or that the game has no such step (only French Tarot has one)."""
        raise ValueError(f"a score step needs a game scored by contract, and {self.en} is not")

    # --- invariants: the soak checks them at every step of random deals ----------------------
    def places(self, deal: Deal) -> list[Card]:
        """Every card ``deal`` holds, wherever it is (a card in two places is listed twice)."""
        raise NotImplementedError

    def check_end(self, deal: Deal) -> None:
        """Raise an :class:`AssertionError` when the finished ``deal``'s result breaks the
        game's own arithmetic (points that do not add up, the wrong winners)."""
        raise NotImplementedError

    # --- match hooks -------------------------------------------------------------------------
    def first_dealer(self, rng: random.Random, players: int) -> tuple[int, tuple[tuple[int, Card], ...]]:
        """The first dealer of a match, and the cards drawn to choose them (if any)."""
        return rng.randrange(players), ()

    def keeps_dealer(self, result: Result) -> bool:
        """Whether the same dealer deals again after ``result`` (a redeal, in some games)."""
        return False

    def game_over(self, totals: Sequence[int], deals: int, options: Mapping[str, Any]) -> bool:
        """Whether the match ends with these totals after ``deals`` deals played."""
        raise NotImplementedError

    def gathered(self, deal: Deal) -> tuple[Card, ...] | None:
        """The cards of a finished deal picked up in order, when the next deal is cut from
        them instead of shuffled (La Taroinche); ``None``: every deal is shuffled."""
        return None


class Deal:
    """The state of one deal of any game: the interface the app, lessons, bots and tests use.

    Build one with :meth:`new` (seeded) or :meth:`from_hands` (fixed hands, for lessons and
    tests); both find the game's own state class in the registry. Change it only with
    :meth:`apply`. A game's state class implements :meth:`start`, :meth:`legal_actions`,
    :meth:`why_illegal`, :meth:`perform`, :meth:`view`, :meth:`result` and :meth:`text`, and
    keeps ``phase`` (``"done"`` once over) and ``to_act`` (``None`` once over) up to date.
    """

    game: Game
    players: int
    dealer: int
    seed: int | None
    options: dict[str, Any]
    phase: str
    to_act: int | None
    history: list[tuple[int, Action]]
    view_type: ClassVar[type[View]] = View

    # --- construction ------------------------------------------------------------------------
    @classmethod
    def new(cls, game: str | Game, players: int, seed: int, options: Mapping[str, Any] | None = None,
            dealer: int | None = None, stock: Sequence[Card] | None = None) -> Deal:
        """Shuffle with ``seed`` and deal; the same arguments always give the same deal.

        Without ``dealer`` the seed also picks the dealer. ``stock``: the cards in order,
        picked up after the last deal, for a game whose ``gathered`` gives them (not shuffled).

        >>> Deal.new("kids", players=4.0, seed=1)
        Traceback (most recent call last):
        ...
        engine.errors.OptionsError: the number of players must be a whole number, got 4.0
        """
        game = get_game(game)
        values = game.check_options(players, options)
        if not whole(seed):
            raise InputError(f"the seed must be a whole number, got {seed!r}",
                             fr=f"La graine du mélange est un nombre entier, pas {seed!r}.")
        rng = random.Random(seed)
        if dealer is None:
            dealer = rng.randrange(players)
        else:
            check_seat(dealer, players, "dealer")
        if stock is None:
            return game.state.start(game, players, rng, dealer, values, seed)
        return game.state.start(game, players, rng, dealer, values, seed, stock=tuple(stock))

    @classmethod
    def start(cls, game: Game, players: int, rng: random.Random, dealer: int,
              options: dict[str, Any], seed: int) -> Deal:
        """Shuffle with ``rng`` and deal (arguments already checked): the game's own hook."""
        raise NotImplementedError(f"{cls.__name__} does not deal")

    @classmethod
    def from_hands(cls, game: str | Game, hands: Any, aside: Any = (), dealer: int = 0,
                   options: Mapping[str, Any] | None = None) -> Deal:
        """A deal from fixed hands (lessons, tests), built by the game's own state class.

        >>> Deal.from_hands("kids", "T1 PvB / T2 E1B").legal_actions()
        (Play(card=Card('E1B')), Play(card=Card('T2')))
        """
        state = get_game(game).state
        if state.from_hands.__func__ is Deal.from_hands.__func__:  # type: ignore[attr-defined]
            raise TarotError(f"{get_game(game).id} has no from_hands: use its own constructor")
        return state.from_hands(game, hands, aside, dealer, options)

    def copy(self) -> Deal:
        """An independent copy of the deal (the game is shared: it never changes)."""
        return copy.deepcopy(self, {id(self.game): self.game})

    # --- the three questions about an action -------------------------------------------------
    def why_illegal(self, action: Action | str, seat: int | None = None) -> Refusal | None:
        """Why ``action`` by ``seat`` (default: the seat to act) is refused; ``None`` if legal.

        Something that is not an action at all, or a seat not at the table, raises the same
        error as :meth:`apply` (:class:`NotationError`, :class:`InputError`).
        """
        raise NotImplementedError

    def judge(self, action: Action | str, seat: int | None = None) -> Refusal | None:
        """What a lesson says of a learner's move: why it is refused, or what it costs when the
        rules take it with a penalty (a game's state says so); ``None`` for a right move. By
        default :meth:`why_illegal`."""
        return self.why_illegal(action, seat)

    def cards_in_hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds in hand, a lesson's choices when it gives none: none by
        default (a game whose cards lie face down on the table)."""
        return ()

    def is_legal(self, action: Action | str, seat: int | None = None) -> bool:
        """Whether :meth:`apply` would take ``action`` (same errors as it for non-actions).

        >>> Deal.from_hands("kids", "T1 PvB / T2 E1B", dealer=1).is_legal("PvB")
        True
        """
        return self.why_illegal(action, seat) is None

    def apply(self, action: Action | str, seat: int | None = None) -> Deal:
        """Apply a legal action and return the deal; a refused one raises and changes nothing.

        The error's class comes from the refusal's rule (:data:`engine.errors.ERROR_BY_RULE`).

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
            raise error(f"seat {acting} cannot {self.verb(action)} '{action}' ({self.situation(acting)}): "
                        f"{refusal.en}", refusal)
        assert acting is not None
        self.perform(acting, action)
        self.history.append((acting, action))
        return self

    def perform(self, seat: int, action: Action) -> None:
        """Change the state by a legal action of ``seat`` (already checked): the game's hook."""
        raise NotImplementedError

    def verb(self, action: Action) -> str:
        """The verb an error message uses for ``action`` (« cannot play », « cannot do »)."""
        return "do"

    def situation(self, seat: int | None) -> str:
        """The state an error message quotes, in a few words."""
        return f"phase {self.phase}, seat {self.to_act} to act"

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action of the seat to act (none when the deal is over)."""
        raise NotImplementedError

    # --- reading the state -------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == "done"

    def result(self) -> Result:
        """The finished deal's outcome (the game's own result type)."""
        raise NotImplementedError

    def view(self, seat: int) -> View:
        """What ``seat`` may know (the game's own view type)."""
        raise NotImplementedError

    def open_view(self, seat: int) -> View:
        """``seat``'s view with every card face up and, once the deal is over, its result: what
        a teacher with open hands sees, and everyone at the end of a deal. Never a robot's.

        >>> deal = Deal.new("tarot", 4, seed=5)
        >>> len(deal.view(0).hands), len(deal.open_view(0).hands), deal.open_view(0).result
        (0, 4, None)
        """
        return replace(self.view(seat), **self.open_fields(seat))

    def open_fields(self, seat: int) -> dict[str, Any]:
        """The fields an open view changes or fills (see :meth:`open_view`); a game adds its
        hidden ones."""
        return {"result": self.result() if self.over else None}

    def text(self) -> str:
        """The deal in the game's canonical text notation."""
        raise NotImplementedError

    def _seat(self, seat: object) -> int:
        return check_seat(seat, self.players, "seat")


# --- the registry ------------------------------------------------------------------------------
GAMES: dict[str, Game] = {}
#: whether every game of :mod:`engine.games` has registered: from then on, :func:`register` puts
#: a game at its place on the path at once, and refuses one that has none
_SETTLED: list[bool] = [False]


class PathError(TarotError):
    """Games whose places on the path cannot be worked out: an ``after`` naming no game, two
    games that both say they come first, games that come after one another in a circle.
    ``problems`` lists each."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = list(problems)


def path_order(games: Sequence[Game]) -> tuple[Game, ...]:
    """``games`` in their order on the path: the first game (the one with no ``after``), then
    each game's followers, the games that come after it, each followed at once by its own
    followers; followers of one game in the order of their ids. Raises :class:`PathError`.

    >>> from dataclasses import replace
    >>> kids, tarot, tarin = (replace(get_game(g), after=a, opens_after=()) for g, a in
    ...                       (("kids", None), ("tarot", "kids"), ("tarin", "kids")))
    >>> [g.id for g in path_order([tarot, tarin, kids])]
    ['kids', 'tarin', 'tarot']
    >>> path_order([kids, replace(tarot, after="belote")])
    Traceback (most recent call last):
    ...
    engine.protocol.PathError: tarot comes after 'belote', which is no game (games: kids, tarot)
    """
    by_id = {game.id: game for game in games}
    known = ", ".join(sorted(by_id))
    problems = [f"{game.id} comes after {game.after!r}, which is no game (games: {known})"
                for game in games if game.after is not None and game.after not in by_id]
    problems += [f"{game.id} opens after {other!r}, which is no game (games: {known})"
                 for game in games for other in game.opens_after if other not in by_id]
    first = sorted(game.id for game in games if game.after is None)
    if len(first) > 1:
        problems.append(f"{' and '.join(first)} each say they come first (no `after`): "
                        f"only one game may, each other names the game it comes after")
    followers: dict[str | None, list[str]] = {}
    for game_id in sorted(by_id):
        followers.setdefault(by_id[game_id].after, []).append(game_id)
    order: list[str] = []
    # depth first: a game's followers right after it (those of an unknown game too, reported above)
    lost = sorted(game.id for game in games if game.after is not None and game.after not in by_id)
    todo = list(reversed(followers.get(None, []) + lost))
    while todo:
        game_id = todo.pop()
        order.append(game_id)
        todo.extend(reversed(followers.get(game_id, [])))
    unplaced = set(by_id) - set(order)  # each comes after a game of a circle, however far back
    circle = set()
    for game_id in unplaced:
        trail = [game_id]
        while by_id[trail[-1]].after not in trail:
            trail.append(by_id[trail[-1]].after)
        circle |= set(trail[trail.index(by_id[trail[-1]].after):])
    if circle:
        problems.append(f"{', '.join(sorted(circle))} come after one another in a circle "
                        f"({', '.join(f'{g} after {by_id[g].after}' for g in sorted(circle))}): none comes first"
                        + (f"; {', '.join(sorted(unplaced - circle))} come after them" if unplaced - circle else ""))
    if problems:
        raise PathError(problems)
    return tuple(by_id[game_id] for game_id in order)


def settle() -> None:
    """Put the registered games in their order on the path (:func:`path_order`; raises
    :class:`PathError`); :mod:`engine.games` calls it once every game has registered, and
    :func:`register` after that."""
    ordered = path_order(tuple(GAMES.values()))
    GAMES.clear()
    GAMES.update((game.id, game) for game in ordered)
    _SETTLED[0] = True


def register(game: Game) -> Game:
    """Add ``game`` to the registry (each game module calls it once, at import). Once the games
    of :mod:`engine.games` are all in, the game takes its place on the path at once; a game
    whose place cannot be worked out is refused (:class:`PathError`) and not registered (a game
    it would have replaced stays)."""
    before = dict(GAMES)
    GAMES[game.id] = game
    if _SETTLED[0]:
        try:
            settle()
        except PathError:
            GAMES.clear()
            GAMES.update(before)
            raise
    return game


def all_games() -> tuple[Game, ...]:
    """Every registered game, in the order the app shows and teaches them: their order on the
    path, worked out from each game's :attr:`Game.after` (:func:`path_order`).

    >>> games = all_games()
    >>> games[0].after is None and all(game.after in {g.id for g in games[:i]} for i, game in enumerate(games) if i)
    True
    """
    return tuple(GAMES.values())


def get_game(game: str | Game) -> Game:
    """The game with this id (``kids``, ``premier``, ``tarot``…).

    >>> get_game("kids").fr
    'Tarot Kids'
    """
    if isinstance(game, Game):
        return game
    if isinstance(game, str) and game in GAMES:
        return GAMES[game]
    known = ", ".join(sorted(GAMES))
    raise OptionsError.of([(f"le jeu {game!r} n'existe pas (jeux : {known})",
                            f"unknown game {game!r} (known: {known})")])


def clear_leader(totals: Sequence[int], target: int) -> bool:
    """Whether someone has ``target`` or more and nobody ties them for the top (a match hook's
    usual end: a tie at the top plays on).

    >>> clear_leader((150, 120), 150), clear_leader((150, 150), 150), clear_leader((3, 2), 5)
    (True, False, False)
    """
    best = max(totals)
    return best >= target and list(totals).count(best) == 1


# --- checks shared by every game ----------------------------------------------------------------
def whole(value: object) -> bool:
    """Whether ``value`` is a whole number (``True`` and ``False`` are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_seat(seat: object, players: int, what: str) -> int:
    """``seat`` when it is one of the table's seats, else an :class:`InputError` quoting it."""
    if not whole(seat):
        raise InputError(f"a {what} must be a whole number from 0 to {players - 1}, got {seat!r}",
                         fr=f"Une place est un nombre entier de 0 à {players - 1}, pas {seat!r}.")
    if not 0 <= seat < players:
        raise InputError(f"{what} {seat!r} is not at the table (seats 0 to {players - 1})",
                         fr=f"La place {seat!r} n'est pas à la table (places 0 à {players - 1}).")
    return seat
