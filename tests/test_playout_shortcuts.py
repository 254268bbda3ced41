"""The search's shortcuts past the checked API (``Deal.apply``, which asks the rules before
every action) agree with it, at thousands of seeded positions of every searched game and table,
through every phase the search plays (bids, call, chien and écart, announcements, card play):

1. the action each play-out policy picks (:func:`engine.search.policy`, the game's quick card or
   :func:`engine.search.quick_card`, :func:`engine.search.medium`) is legal (``is_legal``);
2. a play-out step on :func:`engine.search.fork` (``perform`` and a history entry, as
   :func:`engine.search.play_out` does it) leaves the fork as ``apply`` leaves a deep copy
   (every attribute, and the legal actions next), and the deal it forked as it was;
3. a whole play-out from a world sampled as the search samples it scores what the same actions
   score once replayed from the world's first action through the checked API;
4. a sampled world's replay (:func:`engine.search._sample`, which takes an action of the seat to
   act from ``legal_actions()`` without asking the rules again) goes through the same states,
   action for action, as the replay that asks the rules before each action.

``POSITIONS`` positions per game, and per table of Tarot (10,000; the Pyodide runner sets
``TAROT_PLAYOUT_POSITIONS`` lower, WebAssembly being slower). The walk takes one of the
policies' picks or, as often as each, any legal action (a real deal, where a search starts, is
played by people), and goes on from the fork, as a play-out does. Every ``EVERY``-th position
also samples a world (4), and another plays one out whole (3). The games and tables come
from the registry (:func:`engine.hard_bots.searched`, each game's player counts and on/off
options): a game that becomes searched is checked without editing this file.
"""

from __future__ import annotations

import copy
import os
import random
from collections.abc import Callable

import pytest

from engine import Deal, Play, get_game
from engine.actions import Action
from engine.errors import OptionsError
from engine.hard_bots import searched
from engine.search import GAME_SEARCH, World, _sample, fork, medium, play_out, policy, quick_card, worth
from engine.trickgame import TrickDeal

from tests.helpers import frozen

POSITIONS = int(os.environ.get("TAROT_PLAYOUT_POSITIONS", "10000"))
#: every ``EVERY``-th position samples a world (4), and the one half way to the next plays one
#: out whole (3): 250 of each per 10,000 positions
EVERY = 40
#: games whose tables differ in their rules (Tarot: the chien's size, a King called at 5 and 6)
#: get ``POSITIONS`` at each table, the others share them among their tables
BY_TABLE = {"tarot"}

Table = tuple[int, dict[str, bool]]


def tables(game: str) -> list[Table]:
    """Every player count of ``game`` with every set of its on/off options that count allows."""
    rules = get_game(game)
    flags = [o.name for o in rules.options if isinstance(o.default, bool)]
    found = []
    for players in rules.players:
        for bits in range(2 ** len(flags)):
            options = {name: bool(bits >> i & 1) for i, name in enumerate(flags)}
            try:
                rules.check_options(players, options)
            except OptionsError:
                continue
            found.append((players, options))
    return found


def groups(game: str) -> list[list[Table]]:
    each = tables(game)
    if game in BY_TABLE:
        return [[t for t in each if t[0] == players] for players in get_game(game).players]
    return [each]


def deep(deal: TrickDeal) -> TrickDeal:
    """A deep copy, sharing what never changes: the game (as :meth:`engine.protocol.Deal.copy`
    does), the finished tricks and the history's entries (frozen: copying them took half the
    time, and a container shared by mistake is a list or a dict, still copied)."""
    return copy.deepcopy(deal, {id(x): x for x in (deal.game, *deal.tricks, *deal.history)})


def differ(one: TrickDeal, other: TrickDeal) -> list[str]:
    """The attributes where two deals differ (for the failure message)."""
    a, b = vars(one), vars(other)
    return sorted(k for k in a.keys() | b.keys() if a.get(k, KeyError) != b.get(k, KeyError))


#: the checked apply: the rules asked before every action (a deal's own ``apply`` takes an
#: action of the seat to act from ``legal_actions()`` unasked: the shortcut of a world's replay)
CHECKED: Callable[..., object] = Deal.apply


def check_step(deal: TrickDeal, walk: random.Random, rng: random.Random) -> TrickDeal:
    """Points 1 and 2 at ``deal``; the deal after the step, on the fork."""
    before = deep(deal)
    legal = deal.legal_actions()
    picks = [policy(deal, rng), medium(deal, rng)]
    plays = [a for a in legal if isinstance(a, Play)]
    if plays and deal.phase == "play":
        picks.append((GAME_SEARCH[deal.game.id].quick or quick_card)(deal, plays, rng))
    for pick in picks:
        assert deal.is_legal(pick), (deal, pick)
    # any legal action as often as each pick: a kind of action at random, then one of that kind
    # (an announcement, a coinche, would else be one legal action among a hand's cards)
    kind = walk.choice(sorted({type(a).__name__ for a in legal}))
    action = walk.choice([*picks, walk.choice([a for a in legal if type(a).__name__ == kind])])
    mover = deal.to_act
    assert mover is not None
    step = fork(deal)
    step.perform(mover, action)  # exactly as play_out steps
    step.history.append((mover, action))
    # neither the fork's step nor the policies' reading changed the deal forked
    assert vars(deal) == vars(before), (deal, action, differ(deal, before))
    CHECKED(before, action, mover)
    assert vars(step) == vars(before), (deal, action, differ(step, before))
    assert step.legal_actions() == before.legal_actions(), (deal, action)
    return step


def replay(world: World) -> tuple[TrickDeal | None, TrickDeal | None, list[object]]:
    """The search's own replay of ``world`` (``world.deal()``), the deal as it stood before
    its first applied action (the deal itself when none was) and the state after each action."""
    state = get_game(world.view.game).state
    fast = state.apply
    start: list[TrickDeal] = []
    states: list[object] = []

    def recorded(deal: TrickDeal, action: object, seat: int | None = None) -> TrickDeal:
        if not start:
            start.append(deep(deal))
        fast(deal, action, seat)
        states.append(frozen(vars(deal)))
        return deal

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(state, "apply", recorded)
        deal = world.deal()
    return deal, start[0] if start else deal, states


def checked_replay(world: World, start: TrickDeal | None,
                   history: list[tuple[int, Action]]) -> tuple[TrickDeal, list[object]]:
    """``history`` replayed through the checked apply from ``start``, the world's deal before
    its first applied action; the state after each action."""
    view = world.view
    dealt = Deal.from_hands(view.game, [list(h) for h in world.hands], world.aside, view.dealer,
                            view.options)
    assert isinstance(dealt, TrickDeal) and start is not None
    # a world may write into its deal only what no dealt hand could do (La Taroinche's chien
    # placement, made before the cards were dealt): anything else goes through the rules
    assert not any(dealt.is_legal(action, seat) for seat, action in start.history), world
    deal = deep(start)
    states: list[object] = []
    for seat, action in history[len(deal.history):]:
        CHECKED(deal, action, seat)  # raises if the rules refuse it
        states.append(frozen(vars(deal)))
    return deal, states


def check_world(deal: TrickDeal, rng: random.Random) -> bool:
    """Point 4 from the view of the seat to act; ``False`` when no world fits (La Taroinche
    before the chien is placed: no card is dealt yet)."""
    found = _sample(deal.view(deal.to_act), rng)
    if found is None:
        return False
    world, sampled = found
    again, start, states = replay(world)
    checked, checked_states = checked_replay(world, start, sampled.history)
    assert states == checked_states, (deal, world)
    assert vars(sampled) == vars(again) == vars(checked), (deal, differ(sampled, checked))
    return True


def check_whole_play_out(deal: TrickDeal, rng: random.Random) -> bool:
    """Point 3 from the view of the seat to act, one of its legal actions weighed as the
    search weighs a candidate; ``False`` when no world fits."""
    seat = deal.to_act
    view = deal.view(seat)
    found = _sample(view, rng)
    if found is None:
        return False
    world, base = found
    action = rng.choice(view.legal)
    played = fork(base)
    played.apply(action)
    watch = len(base.tricks) if isinstance(action, Play) else None
    score, took = play_out(played, random.Random(rng.random()), seat, watch=watch)
    checked, _ = checked_replay(world, replay(world)[1], played.history)
    assert checked.over and vars(checked) == vars(played), (deal, differ(checked, played))
    own = GAME_SEARCH[checked.game.id]
    assert score == (own.value(checked, seat) if own.value
                     else worth(checked.result(), seat, own.trick_edge)), deal
    if took is not None:
        assert took == (checked.tricks[watch].winner == seat), deal
    return True


def check_group(game: str, group: list[Table]) -> set[tuple[str, str]]:
    """``POSITIONS`` positions of seeded deals at the tables of ``group`` in turn; the kinds of
    action walked, with their phases."""
    kinds: set[tuple[str, str]] = set()
    done = seed = worlds = wholes = 0
    while done < POSITIONS:
        players, options = group[seed % len(group)]
        deal = Deal.new(game, players, seed, options)
        assert isinstance(deal, TrickDeal)
        walk = random.Random(seed)
        while not deal.over and done < POSITIONS:
            if done % EVERY == 0:
                worlds += check_world(deal, random.Random(done))
            elif done % EVERY == EVERY // 2:
                wholes += check_whole_play_out(deal, random.Random(done))
            phase = deal.phase
            deal = check_step(deal, walk, random.Random(done))
            kinds.add((phase, type(deal.history[-1][1]).__name__))
            done += 1
        seed += 1
    # a world fits every position but La Taroinche's chien placement, one a deal
    assert min(worlds, wholes) >= 0.8 * POSITIONS / EVERY
    return kinds


@pytest.mark.parametrize("game", searched())
def test_play_out_shortcuts_agree_with_the_checked_api(game: str) -> None:
    kinds: set[tuple[str, str]] = set()
    for group in groups(game):
        kinds |= check_group(game, group)
    # every kind of action of every phase was walked: bids, calls, écarts, announcements, cards
    assert kinds == {(name, kind.__name__) for name, phase in get_game(game).phases.items()
                     for kind in phase.accepts}
