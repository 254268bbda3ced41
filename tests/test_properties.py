"""One validation path: over random reachable positions of every game, player count and Tarot
Kids variant, for generated actions (legal ones, near misses, malformed announcements, garbage
text and objects that are not actions), ``is_legal`` is True exactly when ``apply`` succeeds,
anything refused raises the same error from both with the same reason, and a refused action
leaves the deal byte-identical (its pickle), its text and every seat's view unchanged."""

from __future__ import annotations

import pickle
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import TAROT_DECK, Bid, Call, Card, Deal, Declare, Discard, Pass, Play, TarotError, Trump
from engine.games.kids import KIDS_DECK
from engine.games.tamalou import Announce, Draw, Exchange, Look, Snap, Swap, Take, Throw
from engine.games.taroinche import Chien, Coinche, SuitBid, Surcoinche
from engine.games.kids.rules import PRIME_NAMES
from engine.games.tarot.rules import CONTRACTS
from tests.helpers import state
from tests.test_playouts import CONFIGS as PLAYOUT_CONFIGS

CONFIGS = (PLAYOUT_CONFIGS + [("tarot", n, {}) for n in (3, 4, 5, 6)]
           + [("tarin", n, {}) for n in (3, 4, 5, 6)] + [("taroinche", 5, {})])
DECKS = (KIDS_DECK, TAROT_DECK)
WORDS = ["brevet", "bac", "master", "licence", *CONTRACTS, "garde_avec", "", "Bac",
         "poignee", *PRIME_NAMES, "chelem", "none", "15", "40", "100", "105", "17", "0", "-5"]
GARBAGE = [None, 42, 0, -1, 3.5, b"T1", [], (), {}, True, False, object(), Card("H", 99),
           Card("Z", 1), Play("T1"), Play(None), Bid(None), Call("PvB"), Discard(3),
           Declare("poignee", None), Declare(None), Declare("poignee", ("T1",)), "", " ", "T1 T2",
           "declare:", "declare:poignee:", "declare:poignee:T1,T1", "bid:", "call:", "discard:",
           "pass:now", "KH:", "T0", "T22", "EX,", "declare:trop_cool:T2,,T3", "\x00", "é",
           Trump(None), Trump(3), "trump:", "trump:v", "trump:VV", "15N", "0N", "bid:1000"]
#: La Taroinche's near misses (values, suits, partners, modifiers, chien places) and garbage
TAROINCHE = [Coinche(), Surcoinche(), *(SuitBid(v, s, p, m) for v, s, p, m in (
    ("80", "H", 2, ""), ("85", "H", 2, ""), ("80", "TA", 1, ""), ("capot", "SA", 0, "contre"),
    ("160", "S", 4, "sans"), ("90", "X", 1, ""), ("90", "H", 9, ""), ("90", "H", 1, "avec"),
    ("170", "D", 0, ""), ("capot", "C", 3, ""))),
    *(Chien(p, q) for p, q in ((11, 22), (1, 4), (3, 4), (4, 9), (29, 32), (9, 3), (0, 40)))]
TAROINCHE_GARBAGE = [SuitBid(None, "H", 1), SuitBid("80", "H", "1"), SuitBid("80", "H", True),
                     Chien("1", 4), Chien(None, None), "bid:80:H", "bid:80:H:1:", "chien:3",
                     "chien:3,", "coinche:", "surcoinche:x", "bid:capot:ta:1"]
#: a whole position per example: modest counts and a fixed derandomised search keep the run
#: short and the same on every machine (CPython and Pyodide)
SETTINGS = settings(max_examples=50, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def position(config: int, seed: int, steps: int) -> Deal:
    """A reachable position: the deal with ``seed``, then ``steps`` random legal actions."""
    game, players, options = CONFIGS[config]
    deal = Deal.new(game, players, seed, options)
    rnd = random.Random(seed)
    for _ in range(steps):
        if deal.over:
            break
        deal.apply(rnd.choice(deal.legal_actions()))
    return deal


def candidates(deal: Deal, rnd: random.Random) -> list[object]:
    """Actions to try here: every legal one, near misses of each kind, malformed announcements
    and garbage, as objects and as text."""
    deck = deal.game.deck
    other = DECKS[deck is KIDS_DECK]
    seat = deal.to_act if deal.to_act is not None else 0
    hand = list(deal.hands[seat])
    trumps = [c for c in hand if c.is_trump or c.is_excuse]
    plain = [c for c in hand if not (c.is_trump or c.is_excuse)]
    everything = list(deck.cards)
    some = rnd.sample(everything, 6) + rnd.sample(list(other.cards), 2) + hand[:4]
    actions: list[object] = list(deal.legal_actions())
    actions += [Play(c) for c in some] + [Discard(c) for c in some] + [Call(c) for c in some]
    actions += [Call(None), Discard(None), Pass()] + [Bid(w) for w in WORDS]
    actions += [Trump(s) for s in ("N", "V", "T", "H", "", "vert")]
    for prime in ("poignee", "trop_cool", "la_loose", "greve", "bout_du_bout", "chelem"):
        actions.append(Declare(prime))
        for count in {0, 1, 5, 6, 8, 9, 10, 11, 13, 15, len(trumps), len(trumps) - 1}:
            if 0 <= count <= len(trumps):
                actions.append(Declare(prime, tuple(trumps[:count])))
                actions.append(Declare(prime, tuple(rnd.sample(trumps, count))))
        if trumps:
            actions.append(Declare(prime, tuple(trumps[:1] * 2)))  # the same trump twice
        if plain and len(trumps) > 1:
            actions.append(Declare(prime, tuple(trumps[:-1] + plain[:1])))  # one non-trump
        actions.append(Declare(prime, tuple(rnd.sample(everything, 10))))  # others' cards
    actions += TAROINCHE
    actions += [str(a) for a in actions if not isinstance(a, str)]
    return actions + GARBAGE + TAROINCHE_GARBAGE


def outcome(ask, *args):
    """What a call gives: ``("ok", value)`` or ``("error", error class, its refusal)``."""
    try:
        return ("ok", ask(*args))
    except TarotError as error:
        return ("error", type(error), error.refusal)


def snapshot(deal: Deal):
    return pickle.dumps(deal), deal.text(), state(deal)


def check_one(deal: Deal, action: object, seat: object) -> Deal:
    """The property for one action; returns the deal (a fresh copy when the action was taken)."""
    before = snapshot(deal)
    legal = outcome(deal.is_legal, action, seat)
    why = outcome(deal.why_illegal, action, seat)
    assert snapshot(deal) == before, "asking changed the deal"
    trial = pickle.loads(before[0])  # apply on a copy: the deal itself stays for the next action
    copied = snapshot(trial)
    assert copied[1:] == before[1:]
    applied = outcome(trial.apply, action, seat)
    if legal[0] == "error":  # not an action at all, or not a seat: the same error everywhere
        assert applied[0] == why[0] == "error" and applied[1] is legal[1] is why[1], (action, seat)
        assert legal[2] is None and applied[2] is None
    else:
        assert why[0] == "ok" and legal[1] == (why[1] is None)
        assert (applied[0] == "ok") == legal[1], (action, seat, why[1], applied)
        if applied[0] == "error":
            assert applied[2] == why[1], "apply refuses with why_illegal's reason"
    if applied[0] == "error":
        assert issubclass(applied[1], ValueError)
        assert snapshot(trial) == copied, f"refused {action!r} changed the deal"
    return trial


@SETTINGS
@given(config=st.integers(0, len(CONFIGS) - 1), seed=st.integers(0, 2**32 - 1),
       steps=st.integers(0, 90), data=st.data())
def test_is_legal_exactly_when_apply_succeeds(config, seed, steps, data):
    deal = position(config, seed, steps)
    rnd = random.Random(seed ^ steps)
    actions = candidates(deal, rnd)
    seats = [None, deal.to_act, *range(deal.players), -1, deal.players, "0", 1.5, True]
    for action in data.draw(st.lists(st.sampled_from(actions), min_size=5, max_size=15),
                            label="actions"):
        check_one(deal, action, data.draw(st.sampled_from(seats), label="seat"))
    for action in rnd.sample(actions, min(len(actions), 40)):  # many more, by the seat to act
        check_one(deal, action, None)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(text=st.text(max_size=12), seat=st.one_of(st.none(), st.integers(-2, 7)))
def test_any_text_is_an_action_or_a_notation_error(text, seat):
    """Any text at all, at the start of a Tarot deal: the same answer from the three questions."""
    check_one(Deal.new("tarot", 4, 11), text, seat)


# --- Le Tamalou: no hands and no tricks, actions on the places of the squares ------------------
TAMALOU_GARBAGE = ["take:", "take:-1", "swap:x", "look:1", "look:-1.0", "exchange:0.1",
                   "exchange:0.1,0.1", "snap:", "snap:1,1", "snap:0,", "draw:1", "tamalou:7",
                   "throw:KH", Take(-1), Take(True), Swap(None), Look(0, -2), Look("0", 1),
                   Exchange((0, 0), (0, 0)), Exchange((0,), (1, 1)), Snap(()), Snap((1, 1)),
                   Snap((-1,)), Snap("0")]


def tamalou_candidates(deal: Deal, rnd: random.Random) -> list[object]:
    """Every legal action of every seat, near misses (holes, places past the square, seats not
    at the table, too many snapped cards, other phases' actions) and garbage."""
    actions: list[object] = [a for s in range(deal.players) for a in deal.legal_for(s)]
    size = max(len(s) for s in deal.squares) + 1
    actions += [Draw(), Throw(), Announce(), Pass()]
    actions += [kind(p) for kind in (Take, Swap) for p in range(size)]
    actions += [Look(s, p) for s in range(deal.players + 1) for p in range(size)]
    spots = [(s, p) for s in range(deal.players + 1) for p in range(size)]
    actions += [Exchange(*sorted(rnd.sample(spots, 2))) for _ in range(12)]
    actions += [Snap(tuple(sorted(rnd.sample(range(size), k)))) for k in (1, 2, 3, 4)
                for _ in range(2)]
    actions += [Play(Card.of("KH")), Bid("15")]
    actions += [str(a) for a in actions if not isinstance(a, str)]
    return actions + GARBAGE[:12] + TAMALOU_GARBAGE


@settings(SETTINGS, max_examples=20)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 120),
       data=st.data())
def test_tamalou_is_legal_exactly_when_apply_succeeds(players, seed, steps, data):
    deal = Deal.new("tamalou", players, seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if deal.over:
            break
        deal.apply(rnd.choice(deal.legal_actions()))
    actions = tamalou_candidates(deal, rnd)
    seats = [None, deal.to_act, *range(deal.players), -1, deal.players, "0", True]
    for action in data.draw(st.lists(st.sampled_from(actions), min_size=5, max_size=15),
                            label="actions"):
        check_one(deal, action, data.draw(st.sampled_from(seats), label="seat"))
    for action in rnd.sample(actions, min(len(actions), 15)):
        check_one(deal, action, None)
