"""The table controller: a game in progress, whatever the game.

It holds the match, the current deal and every action so far, and runs the robots, undo and
redo, replay, shared links, hints and « Pourquoi ? », and teacher mode. What the screen shows of
the game it asks its presenter, :attr:`Table.show`, which the UI registry gives for the game
(:func:`ui.games.presenter_of`: the trick games' presenter for a game that registers none).
A lesson's scripted deal is the same table given a :class:`Script`.

>>> from ui.urlstate import decode
>>> table = Table.from_link(decode("g=kids&n=3&s=7"))
>>> table.deal.phase, table.show.status()
('play', 'Hugo réfléchit…')
"""

from __future__ import annotations

import asyncio
import random
import sys
import time
from collections.abc import Callable, Hashable
from datetime import datetime, timedelta
from dataclasses import dataclass
from typing import Any, Protocol

import param

from engine import Action, Card, Deal, Discard, Match, Pass, Play, Refusal, TarotError, View, as_action, bots, get_game
from engine import hard_bots, rulebook
from engine.rulebook import Passage
from engine.trickgame import TrickView

from .games import presenter_of
from .games.presenter import HUMAN, Intent, Move, Presenter, Step, Window
from .i18n import BOT_NAMES, LANGS, say, t
from .urlstate import GameSpec, Link, LinkError, Seated, act, encode


#: seconds of wall time a search may take in the browser (Pyodide, 1.5 to 3 times slower than
#: CPython): no new imagined deal is started after that (at least the engine's
#: ``MIN_WORLDS``). Measured in docs/coach.md; ``None`` on a server: the engine's budget alone
BROWSER_CAP = 1.0
CAP = BROWSER_CAP if sys.platform == "emscripten" else None


def deadline(seconds: float | None) -> Callable[[], bool] | None:
    """What ends a search under way ``seconds`` from now (``None``: nothing, no clock read)."""
    if seconds is None:
        return None
    end = time.monotonic() + seconds
    return lambda: time.monotonic() > end


def decide(view: View, level: str, rng: random.Random) -> Move:
    """The robot's move and its reason, from the engine's bots (they see only ``view``)."""
    decision = bots.choose(view, level, rng)
    return Move(decision.action, decision.fr, decision.en)


#: more than any table's seats: where several seats may act at once, each robot's randomness
#: at a point of the deal is its own (:meth:`Table.ply`)
SPREAD = 8


@dataclass(frozen=True)
class Claim:
    """A robot's answer to an open :class:`~ui.games.presenter.Window`, ``at`` seconds after it
    opened."""

    at: float
    seat: int
    move: Move


def bot_rng(seed: int, deal: int, ply: int) -> random.Random:
    """The robots' randomness: fixed by the match seed and the position, so a shared link
    replays and continues exactly the same way on any machine."""
    return random.Random(f"{seed}/{deal}/{ply}")


class Script(Protocol):
    """A fixed deal and what its robots do (a lesson's step): the table plays it instead of
    the spec's match, and the robots answer in turn, never on a clock."""

    def match(self) -> Match: ...

    def move(self, deal: Deal) -> Move: ...


class Table(param.Parameterized):
    """A game in progress: the match, the current deal, every action so far, hints, robots,
    and the teacher's tools (open hands, one step at a time, undo/redo, replay, link).

    The state is the spec plus the action log; undo and shared links rebuild it by replaying.
    """

    lang = param.Selector(default="fr", objects=list(LANGS))
    teacher = param.Boolean(default=False, doc="robots wait for « coup suivant »")
    open_hands = param.Boolean(default=True, doc="teacher mode shows every hand face up")
    hint = param.ClassSelector(class_=Refusal, default=None, allow_None=True)
    why = param.Boolean(default=False, doc="the rule passage of the hint is open")
    delay = param.Number(default=0.8, bounds=(0, None), doc="seconds between robot cards")
    version = param.Integer(default=0, doc="bumped on every change of the game state")
    advice = param.Boolean(default=True, doc="« Conseil » is offered at the player's turn")
    asked = param.Integer(default=0, doc="times « Conseil » was asked (a lesson counts it as a hint)")
    clock = param.Callable(default=datetime.now, doc="the local time, for a game's end time (a test gives its own)")
    viewer = param.Integer(default=HUMAN, doc="the person holding the device: the screen is theirs")

    #: whether the game's end time counts here (a lesson's or a replayed moment's table: no)
    timed = True

    def __init__(self, spec: GameSpec, moves: tuple[tuple[Action, ...], ...] = ((),),
                 script: Script | None = None, stop: int | None = None, **params: Any) -> None:
        super().__init__(**params)
        self.spec = spec
        self.script = script
        self.stop = stop  # the deals after which the game ends (the clock said so): see check_clock()
        self.started = self.clock()
        self.game = get_game(spec.game)
        self.show: Presenter = presenter_of(spec.game)(self)
        self.future: list[Action] = []  # redo stack: the next action is last
        self.move: Move | None = None  # the last robot decision, for the teacher
        self.mover: int | None = None
        self._runner = 0  # bumped to stop a robot loop that is running
        self._seen: tuple[Deal, int, View] | None = None  # the player's view, and of which state
        self._open: tuple[Deal, int, View] | None = None  # the same, its open view
        self._replay([list(deal) for deal in moves])
        self.show.fresh()

    @classmethod
    def from_link(cls, link: Link, **params: Any) -> Table:
        """The table a shared link describes; raises :class:`LinkError` if its moves do not
        replay (an illegal move, a deal started before the previous one ended…)."""
        return cls(link.spec, link.moves, stop=link.stop, lang=link.lang, teacher=link.teacher, **params)

    def _replay(self, log: list[list[Action]]) -> None:
        match = self.new_match()
        if self.stop is not None:
            match.stop(self.stop)
        deal: Deal | None = None
        for index, actions in enumerate(log or [[]]):
            if deal is not None and not deal.over:
                raise LinkError(f"deal {index} starts before deal {index - 1} is finished",
                                f"la donne {index} commence avant la fin de la donne {index - 1}")
            if match.over:
                raise LinkError(f"the game was already over after deal {index}",
                                f"la partie était déjà finie après la donne {index}")
            deal = match.next_deal()
            for ply, action in enumerate(actions):
                try:
                    act(deal, action)
                except TarotError as error:
                    raise LinkError(f"move {ply + 1} of deal {index + 1} ({action}): {error}",
                                    f"le coup {ply + 1} de la donne {index + 1} ({action}) ne va "
                                    f"pas : {error.fr}") from None
            if deal.over:
                match.record(deal)
        assert deal is not None
        self.match, self.deal, self.log = match, deal, log or [[]]

    def new_match(self) -> Match:
        """The match this table plays: the script's deal, else the spec's, deal after deal."""
        if self.script is not None:
            return self.script.match()
        spec = self.spec
        return Match(spec.game, spec.players, spec.seed, spec.option_dict)

    def robot_move(self, seat: int) -> Move:
        """What the robot at ``seat`` does now: the script's move, else the engine's bot with
        the position's randomness."""
        if self.script is not None:
            return self.script.move(self.deal)
        return decide(self.deal.view(seat), self.spec.level(seat), self._robot_rng(seat))

    def _robot_rng(self, seat: int) -> random.Random:
        return bot_rng(self.spec.seed, len(self.log) - 1, self.ply(seat))

    def ply(self, seat: int) -> int:
        """Where ``seat``'s robot is in the deal, for its randomness (see :func:`bot_rng`): in a
        game where several seats may act at once, each robot has its own."""
        ply = len(self.log[-1])
        return ply * SPREAD + seat if self.show.at_once else ply

    # --- reading the state -------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.spec.players

    @property
    def view(self) -> View:
        """What the player may know: the only source for the player's screen (built once per
        change of the deal: the screen reads it often)."""
        deal, seen = self.deal, self._seen
        if seen is None or seen[0] is not deal or seen[1] != len(deal.history) or seen[2].seat != self.viewer:
            seen = self._seen = (deal, len(deal.history), deal.view(self.viewer))
        return seen[2]

    @property
    def open_view(self) -> View | None:
        """The player's view with every card face up and the result once over
        (:meth:`engine.Deal.open_view`), when they may see it: at the end of a deal, or in
        teacher mode with open hands; else ``None``."""
        deal = self.deal
        if not (deal.over or (self.teacher and self.open_hands)):
            return None
        seen = self._open
        if seen is None or seen[0] is not deal or seen[1] != len(deal.history) or seen[2].seat != self.viewer:
            seen = self._open = (deal, len(deal.history), deal.open_view(self.viewer))
        return seen[2]

    def allows(self, action: Action) -> bool:
        """Whether the player may take ``action`` now (a decision made in parts, checked before
        its button is pressed)."""
        return self.deal.is_legal(action, self.viewer)

    @property
    def robots_to_move(self) -> bool:
        """Whether the robots have something to do: their turn, or a race they answer on
        their own clock (it ends on its own)."""
        deal = self.deal
        return (not deal.over and not self.show.holding()
                and (deal.to_act not in (None, *self.persons) or self.window() is not None))

    @property
    def human_to_move(self) -> bool:
        """Whether the person holding the device decides now."""
        return not self.deal.over and self.deal.to_act == self.viewer

    @property
    def persons(self) -> dict[int, str]:
        """The seats people play (a lesson's deal: seat 0 alone), with their first names."""
        return self.spec.persons if self.script is None else {HUMAN: ""}

    @property
    def covered(self) -> int | None:
        """The person the device must go to before anything more is drawn (pass-and-play: a
        person other than the one holding it decides now), else ``None``."""
        seat = self.deal.to_act
        if len(self.persons) < 2 or self.deal.over or seat == self.viewer or seat not in self.persons:
            return None
        # a look the holder has not ended yet (Le Tamalou's « J'ai vu ») is theirs to finish
        return None if self.show.holding() else seat

    def hand_over(self) -> bool:
        """« C'est moi »: the person the cover asked for now holds the device. Returns whether
        anything changed."""
        seat = self.covered
        if seat is None:
            return False
        self.viewer = seat
        self.show.handed()  # before the screen redraws: it draws what the new holder sees
        self.param.update(hint=None, why=False, version=self.version + 1)
        return True

    def names(self) -> list[str]:
        """Every seat's name: a person's first name (the one player alone is « Toi »), a robot's."""
        persons = self.persons
        return [persons[seat] or t("seat.you", self.lang) if seat in persons else BOT_NAMES[seat - 1]
                for seat in range(self.players)]

    def seat_name(self, seat: int) -> str:
        return self.names()[seat]

    def said(self, key: str, seat: int, **values: Any) -> str:
        """The sentence ``key`` about ``seat``: « Léa passe. », « Tu passes. »."""
        return say(key, self.lang, seat == self.viewer, name=self.seat_name(seat), **values)

    def around(self) -> list[int]:
        """The other seats from left to right across the top of the table: play goes from the
        player holding the device to their left when the game turns clockwise, to their right
        otherwise."""
        seats = [(self.viewer + step) % self.players for step in range(1, self.players)]
        return seats if self.game.clockwise else seats[::-1]

    def lit_cards(self) -> set[Card]:
        """The cards the hint lights up: those the rules allow."""
        if self.hint is None:
            return set()
        return {a.card for a in self.hint.legal if isinstance(a, (Play, Discard)) and a.card}

    def robot_line(self) -> str:
        """The last robot's reason (teacher mode)."""
        if self.move is None or self.mover is None:
            return ""
        reason = self.show.seats_named(self.move.fr if self.lang == "fr" else self.move.en)
        return t("teacher.reason", self.lang, name=self.seat_name(self.mover), reason=reason)

    # --- hints and the rule book -------------------------------------------------------------
    def hint_text(self) -> str:
        return self.addressed(self.show.seats_named(self.hint.text(self.lang))) if self.hint else ""

    def addressed(self, text: str) -> str:
        """``text`` said to the person holding the device by name when the device goes round
        (« Léa : À toi de jouer ! »); as it is with one player."""
        if not (self.spec.together and self.human_to_move and self.script is None):
            return text
        return t("turn.for", self.lang, name=self.seat_name(self.viewer), line=text)

    def passage(self) -> Passage | None:
        """The rule book's passage for the current hint (``None``: no hint, or an input error)."""
        if self.hint is None:
            return None
        return rulebook.passage(self.game.id, self.hint.rule, self.players)

    def toggle_why(self) -> None:
        self.why = not self.why and self.hint is not None

    # --- the player's actions ----------------------------------------------------------------
    def press(self, action: str) -> bool:
        """A choice button: the presenter says what it asks for (an engine action, or a step
        that changes the screen), and the table does it. Returns whether the robots may move on."""
        return self.do(self.show.press(action))

    def click(self, token: str) -> bool:
        """The player touches a card: the presenter says what it asks for, and the table does
        it. Returns whether the robots may move on."""
        return self.do(self.show.click(token))

    def do(self, intent: Intent) -> bool:
        """What a click or a button asked for: an action taken (a refused one sets
        :attr:`hint`), a step of the screen alone (the screen redraws), or nothing."""
        if intent is None:
            return False
        if isinstance(intent, Step):
            intent.do()  # the screen changed, not the deal: redrawn as after a move
            self.param.update(hint=None, why=False, version=self.version + 1)
            return intent.go
        return self.choose(intent)

    def choose(self, action: Action | str) -> bool:
        """The player takes ``action`` (a card, a bet…); a refused one sets :attr:`hint`."""
        try:
            action = as_action(action)
        except TarotError:  # not an action at all: nothing to play, nothing to explain
            return False
        me = self.viewer
        refusal = self.deal.why_illegal(action, me)
        if refusal is not None:
            self.param.update(hint=refusal, why=False)
            return False
        self.future.clear()
        self.move = self.mover = None
        # a deal where several seats may answer at once (a race) logs who answered out of turn
        self.apply(action if self.deal.to_act == me else Seated(me, action))
        return True

    def apply(self, action: Action | Seated) -> None:
        """Take ``action`` in the deal (logged, and the match told once the deal ends)."""
        deal = self.deal
        seated = isinstance(action, Seated)
        self.show.moved(action.seat if seated else deal.to_act, action.action if seated else action)
        act(deal, action)
        self.log[-1].append(action)
        if deal.over:
            self.match.record(deal)
        self.param.update(hint=None, why=False, version=self.version + 1)

    # --- robots and stepping -----------------------------------------------------------------
    @property
    def can_step(self) -> bool:
        """Whether « Coup suivant » may move: only a robot's turn; the player's own decision
        is never made for them."""
        return not self.deal.over and self.deal.to_act not in (None, *self.persons)

    def step(self, thought: Move | None = None) -> bool:
        """One robot action: the next redo action if any, else the robot's choice
        (``thought``: already searched for this very position); nothing on the player's turn.
        Returns whether a trick closed."""
        if not self.can_step:
            return False
        tricks = self.show.tricks_done()
        if self.future:
            self.move = self.mover = None
            self.apply(self.future.pop())
        else:
            seat = self.deal.to_act
            move = thought if thought is not None else self.robot_move(seat)
            self.move, self.mover = move, seat
            self.apply(move.action)
        return self.show.tricks_done() > tricks

    async def run_robots(self) -> None:
        """Let the robots play in turn, one move every :attr:`delay` seconds, until it is the
        player's turn, the deal ends, or teacher mode stops them; a window where several seats
        may act at once lasts its own time (:meth:`race`).
        A robot that searches thinks during that delay. A new call replaces a running one."""
        self._runner += 1
        runner = self._runner

        def going() -> bool:
            return runner == self._runner and not self.teacher and self.robots_to_move

        wait = self.delay
        while going():
            if self.window() is not None:
                await self.race(going)
                continue
            version = self.version
            shown = asyncio.ensure_future(asyncio.sleep(wait))  # the last move, seen meanwhile
            try:
                thought = await self._think(going)
                await shown
            finally:
                shown.cancel()  # a thought that failed leaves no sleeper behind
            wait = self.delay
            if not going() or self.window() is not None or self.version != version:
                continue
            if self.step(thought):  # let everyone see the whole trick one more delay
                if going():
                    wait += self.delay  # the next robot thinks meanwhile
                else:
                    await asyncio.sleep(self.delay)

    async def _think(self, going: Callable[[], bool]) -> Move | None:
        """The move of the robot to act if it searches (the engine's hard level in a searched
        game), searched in slices with the event loop free in between: the page answers and
        draws the last move meanwhile. ``None``: no search to make, or the position moved on
        meanwhile (the thought is dropped)."""
        seat, version = self.deal.to_act, self.version
        if (self.script is not None or self.future or seat is None or seat in self.persons
                or self.spec.level(seat) != bots.HARD or self.game.id not in hard_bots.searched()):
            return None
        view, rng = self.deal.view(seat), self._robot_rng(seat)
        assert isinstance(view, TrickView)
        found = hard_bots.deciding(view, rng)
        if found is None:  # decided at once
            return None
        # the same move as robot_move's, same seed, but in the browser: there the search stops
        # after CAP seconds, as « Conseil »'s does, and one stopped early may decide otherwise
        for _ in found.slices(stop=deadline(CAP)):
            await asyncio.sleep(0)
            if not going() or self.version != version:
                return None
        decision = hard_bots.decision(view, rng, found)
        return Move(decision.action, decision.fr, decision.en)

    def stop_robots(self) -> None:
        self._runner += 1

    # --- a window where several seats may act at once ----------------------------------------
    def window(self) -> Window | None:
        """The window open now, as the presenter describes it (``None``: none; a lesson's
        script answers seat by seat, in turn)."""
        return self.show.window() if self.script is None else None

    def window_key(self) -> tuple[int, Hashable] | None:
        """Which window is open (``None``: none): which deal of the match, which of its windows."""
        window = self.window()
        return None if window is None else (len(self.log), window.key)

    def plan(self) -> list[Claim]:
        """The robots' answers to the open window, fastest first: a robot that acts does so
        after its reaction time; one that passes waits for the end."""
        window, claims = self.window(), []
        for seat in window.waiting if window is not None else ():
            if seat in self.persons:
                continue
            move = self.robot_move(seat)
            if not isinstance(move.action, Pass):
                claims.append(Claim(window.reaction[seat] * self.delay, seat, move))
        return sorted(claims, key=lambda c: c.at)

    def window_length(self, claims: list[Claim]) -> float:
        """How long the window stays open, in seconds: long enough for the player to answer
        when they may, else until the slowest robot's claim (at least one robot delay)."""
        window = self.window()
        if window is not None and self.viewer in window.waiting:
            return window.length * self.delay
        return max([c.at for c in claims] + [self.delay])

    def claim(self, claim: Claim) -> None:
        """A robot's answer, out of turn if need be (whoever is first may win the window)."""
        window = self.window()
        if window is None or claim.seat not in window.waiting:
            return
        self.move, self.mover = claim.move, claim.seat
        action = claim.move.action
        self.apply(action if self.deal.to_act == claim.seat else Seated(claim.seat, action))

    def close_window(self) -> None:
        """Time is up: every seat that has not answered passes, in the window's order."""
        while self.window() is not None:
            self.move = self.mover = None
            self.apply(Pass())

    def tick(self, elapsed: float, claims: list[Claim], length: float) -> list[Claim]:
        """The window at ``elapsed`` seconds: the robots' claims due are made, and the window
        closes once its time is up. Returns the claims still to come (driven by :meth:`race`,
        and by tests without sleeping)."""
        key = self.window_key()
        while claims and claims[0].at <= elapsed and self.window_key() == key:
            self.claim(claims.pop(0))
        if self.window_key() == key and key is not None and elapsed >= length:
            self.close_window()
        return claims if self.window_key() == key else []

    async def race(self, going: Callable[[], bool]) -> None:
        """The open window lasts its time, the robots answering at their own speed."""
        key, claims = self.window_key(), self.plan()
        length, elapsed, step = self.window_length(claims), 0.0, max(self.delay / 4, 0.01)
        while going() and self.window_key() == key:
            await asyncio.sleep(step)
            elapsed += step
            if going():
                claims = self.tick(elapsed, claims, length)

    # --- teacher tools -----------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self.log[-1])

    @property
    def can_redo(self) -> bool:
        return bool(self.future) and not self.deal.over

    def undo(self) -> None:
        """Take back the last action of this deal (never further back than its start)."""
        if not self.can_undo:
            return
        self.future.append(self.log[-1].pop())
        self._rebuild()

    def redo(self) -> None:
        if self.can_redo:
            self.move = self.mover = None
            self.apply(self.future.pop())

    def replay(self) -> None:
        """Back to the start of this deal, the same cards; every action so far can be redone."""
        self.future += reversed(self.log[-1])
        self.log[-1] = []
        self._rebuild()

    def rewind(self, ply: int) -> None:
        """Go to move ``ply`` of this deal, back or forth; every later action can be redone
        (the review after a deal shows a move this way)."""
        moves = self.log[-1] + self.future[::-1]
        ply = max(0, min(ply, len(moves)))
        self.log[-1], self.future = moves[:ply], moves[ply:][::-1]
        self._rebuild()

    def _rebuild(self) -> None:
        self.stop_robots()
        self.move = self.mover = None
        self._replay(self.log)
        self.show.fresh()
        self.param.update(hint=None, why=False, version=self.version + 1)

    # --- between deals -----------------------------------------------------------------------
    @property
    def under_way(self) -> bool:
        """Whether leaving would throw a game away: something was played and it is not over."""
        return not self.match.over and (bool(self.log[-1]) or bool(self.match.results))

    @property
    def can_continue(self) -> bool:
        return self.deal.over and not self.match.over

    def next_deal(self) -> None:
        if not self.can_continue:
            return
        self.stop_robots()
        self.deal = self.match.next_deal()
        self.log.append([])
        self.future.clear()
        self.move = self.mover = None
        self.show.fresh()
        self.param.update(hint=None, why=False, version=self.version + 1)

    # --- the game's own end time (Tarot Kids' « minutes » or « until ») --------------------------------------
    @property
    def end_time(self) -> datetime | None:
        """When the game's time is up: its « minutes » after this table opened, or the next
        « until » (hours and minutes, 1830) after it, the earlier of the two; ``None``: never."""
        options = self.match.options if self.timed and self.script is None else {}
        ends = []
        if options.get("minutes"):
            ends.append(self.started + timedelta(minutes=options["minutes"]))
        if options.get("until"):
            hour, minute = divmod(options["until"], 100)
            end = self.started.replace(hour=hour, minute=minute, second=0, microsecond=0)
            ends.append(end if end > self.started else end + timedelta(days=1))
        return min(ends, default=None)

    @property
    def time_up(self) -> bool:
        """Whether the game's end time has come (never without one)."""
        end = self.end_time
        return end is not None and self.clock() >= end

    @property
    def stopping(self) -> bool:
        """Whether the time is up and the deal in progress is the last one."""
        return self.stop is not None and not self.match.over

    def check_clock(self) -> None:
        """Read the clock (the app calls this every few seconds): once the time is up, the deal
        in progress is finished and then the game ends, the most points winning (a tie shared);
        between two deals it ends at once. The stop is kept in the link."""
        if self.stop is not None or self.match.over or not self.time_up:
            return
        self.stop = len(self.match.results) + (0 if self.deal.over else 1)
        self.match.stop(self.stop)
        self.param.update(version=self.version + 1)

    def champions(self) -> str:
        """Who won the game, once it is over (and that the time was up, when it was)."""
        if not self.match.over:
            return ""
        winners = self.show.winners("end.game_winner", self.match.winners)
        return f"{t('end.time_up', self.lang)} {winners}" if self.stop is not None else winners

    def sheet(self) -> list[tuple[str, tuple[int, ...]]]:
        """The score sheet: one row per deal, then the totals."""
        rows = []
        for number, result in enumerate(self.match.results, 1):
            label = f"{number}" + (f" ({t('sheet.redeal', self.lang)})" if result.redeal else "")
            rows.append((label, tuple(result.scores)))
        rows.append((t("sheet.total", self.lang), tuple(self.match.totals)))
        return rows

    def series(self) -> dict[str, list[int]]:
        """Running totals for the plot: ``x`` (deals) and one list per seat (``s0``, ``s1``…)."""
        data: dict[str, list[int]] = {"x": list(range(len(self.match.results) + 1))}
        for seat in range(self.players):
            total, points = 0, [0]
            for result in self.match.results:
                total += result.scores[seat]
                points.append(total)
            data[f"s{seat}"] = points
        return data

    # --- sharing -----------------------------------------------------------------------------
    def link(self) -> Link:
        return Link(self.spec, tuple(tuple(deal) for deal in self.log), self.lang, self.teacher, self.stop)

    def query(self) -> str:
        """The query string that reproduces this table."""
        return encode(self.link())
