"""Seeded random playouts of every game, player count and valid Tarot Kids option combination,
checked against a small independent referee written here from the rule texts; plus perft-style
counts of the legal play sequences, compared with a brute-force count of the duty rules.
"""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from tests.helpers import kids_bet_won, kids_expected_scores, state
from engine import (TAROT_DECK, Bid, Call, Card, Deal, Declare,
                    IllegalActionError, Match, NotInHandError, OutOfTurnError, Pass, Play,
                    UnknownCardError, WrongPhaseError, parse_card)
from engine.games.kids import KIDS_DECK

# --- the rules, written out from the texts --------------------------------------------------------
KIDS_POWER = {"Pv": 3, "Sc": 2, "Hg": 2, "Sp": 2, "E1": 1, "E2": 1, "E3": 1, "E4": 1, "In": 0}
KIDS_POINTS = {"Pv": 5, "Sc": 2, "Hg": 2, "Sp": 2, "E1": 1, "E2": 1, "E3": 1, "E4": 1, "In": 0}
TAROT_RANKS = [*map(str, range(1, 11)), "J", "N", "Q", "K"]
DIPLOMA = {"brevet": 10, "bac": 20, "master": 30}
PETIT = parse_card("T1")
DECK = {"kids": KIDS_DECK, "premier": TAROT_DECK}


def kids_points(card: Card) -> int:
    if card.is_excuse or str(card) in ("T1", "T13"):
        return 5
    return 0 if card.is_trump else KIDS_POINTS[str(card)[:-1]]


def strength(game: str, card: Card) -> int:
    if card.is_trump:
        return 100 + card.rank
    if game == "kids":
        return KIDS_POWER[str(card)[:-1]]
    return TAROT_RANKS.index(str(card)[:-1])


def text_winner(game: str, played: list[Card]) -> int | None:
    """Highest trump, else strongest card of the led suit (the first that is not the Excuse);
    equal best cards: ``None`` (a Kids tie)."""
    led = next(c.suit for c in played if not c.is_excuse)
    trumps = [i for i, c in enumerate(played) if c.is_trump]
    if trumps:
        return max(trumps, key=lambda i: played[i].rank)
    follow = [i for i, c in enumerate(played) if c.suit == led]
    top = max(strength(game, played[i]) for i in follow)
    best = [i for i in follow if strength(game, played[i]) == top]
    return best[0] if len(best) == 1 else None


def text_legal(game: str, hand, played) -> set[Card]:
    """Tarot Kids: follow; else trump, beating the highest trump on the table when able; a trump
    lead: go higher, else any trump; else anything. Mon premier Tarot: the same without going
    higher. The Excuse at any time."""
    hand = list(hand)
    excuse = [c for c in hand if c.is_excuse]
    led = next((c.suit for c in played if not c.is_excuse), None)
    if led is None:
        return set(hand)
    mine = [c for c in hand if c.is_trump]
    top = max((c.rank for c in played if c.is_trump), default=0)
    higher = [c for c in mine if c.rank > top] if game == "kids" else []
    if led != "T":
        follow = [c for c in hand if c.suit == led]
        if follow:
            return set(follow + excuse)
    if not mine:
        return set(hand)
    return set((higher or mine) + excuse)


def referee(game: str, deal: Deal, hands0: list[list[Card]]):
    """Rebuild the rounds from the public history: order of play, leaders, winners, piles.

    Returns (points per seat [Kids] or tricks per seat [premier], unscored cards, last round and
    its winner)."""
    n = deal.players
    plays = [(s, a.card) for s, a in deal.history if isinstance(a, Play)]
    assert len(plays) == sum(map(len, hands0))
    leader = (deal.dealer + 1) % n
    won = [0] * n
    tricks = [0] * n
    held: list[tuple[int, Card]] = []
    unscored: list[Card] = []
    last = None
    pending = 0  # rounds waiting on the table (Kids ties)
    for i in range(0, len(plays), n):
        rnd = plays[i:i + n]
        assert [s for s, _ in rnd] == [(leader + k) % n for k in range(n)]
        w = text_winner(game, [c for _, c in rnd])
        for s, c in rnd:
            if c.is_excuse and game == "kids":
                won[s] += kids_points(c)
        held += [(s, c) for s, c in rnd if not c.is_excuse]
        pending += 1
        last = (rnd, None if w is None else rnd[w][0])
        if w is None:
            if i + n == len(plays):
                unscored += [c for _, c in held]
            continue
        winner = rnd[w][0]
        if game == "kids":
            won[winner] += sum(kids_points(c) for _, c in held)
        tricks[winner] += pending
        held, pending = [], 0
        leader = winner
    return (won if game == "kids" else tricks), unscored, last


def kids_scores(deal: Deal, hands0, card_points, last):
    """The score sheet line, from the text (see tests.helpers.kids_expected_scores)."""
    bids = [(s, a) for s, a in deal.history if isinstance(a, Bid)]
    calls = [a.card for _, a in deal.history if isinstance(a, Call) and a.card is not None]
    primes = [s for s, a in deal.history if isinstance(a, Declare)]
    taker, diploma, holder, won = None, 0, None, None
    if bids:
        taker, bid = bids[-1]
        diploma = DIPLOMA[bid.level]
        if calls:
            holder = next(s for s, h in enumerate(hands0) if calls[0] in h)
        won = kids_bet_won(card_points, taker, holder, bool(calls))
    scores = list(kids_expected_scores(card_points, taker, diploma, holder, bool(calls), primes))
    rnd, winner = last
    if deal.options.get("primes") and winner is not None and (winner, PETIT) in rnd:
        scores[winner] += 5
    return tuple(scores), won


# --- configurations ---------------------------------------------------------------------------
CONFIGS = [("premier", n, {}) for n in (3, 4, 5, 6)]
for n in (2, 3, 4, 5):
    for paris in (False, True):
        for proviseur in (False, True):
            for primes in (False, True):
                if proviseur and not (paris and n == 5):
                    continue
                if primes and n not in (4, 5):
                    continue
                CONFIGS.append(("kids", n, {"paris": paris, "proviseur": proviseur,
                                            "primes": primes}))


def config_id(config):
    game, n, options = config
    return f"{game}-{n}p-" + "-".join(k for k, v in options.items() if v)






def attempt_refusal(deal: Deal, rnd: random.Random) -> None:
    """Try one refused action of a random kind and check it changes nothing."""
    n = deal.players
    game = deal.game.id
    options = []
    if deal.over:
        options.append((Pass(), None, WrongPhaseError))
        options.append((Play(rnd.choice(DECK[game].cards)), 0, WrongPhaseError))
    else:
        seat = deal.to_act
        legal = deal.legal_actions()
        other = rnd.choice([s for s in range(n) if s != seat])
        options.append((rnd.choice(legal), other, OutOfTurnError))
        if deal.phase == "play":
            hand = deal.hands[seat]
            bad = [c for c in hand if Play(c) not in legal]
            if bad:
                options.append((Play(rnd.choice(bad)), None, IllegalActionError))
            elsewhere = [c for c in DECK[game].cards if c not in hand]
            options.append((Play(rnd.choice(elsewhere)), None, NotInHandError))
            unknown = "T21" if game == "kids" else "PvB"
            options.append((Play(parse_card(unknown)), None, UnknownCardError))
            options.append((rnd.choice([Pass(), Bid("bac"), Call(None), Declare("la_loose")]),
                            None, WrongPhaseError))
        else:
            options.append((Play(rnd.choice(deal.hands[seat])), None, WrongPhaseError))
        if deal.phase == "bet":
            options.append((Bid("licence"), None, IllegalActionError))
            if deal.contract:
                options.append((Bid(deal.contract), None, IllegalActionError))
    action, seat, error = rnd.choice(options)
    before = state(deal)
    why = deal.why_illegal(action, seat)
    assert why is not None and why.rule
    with pytest.raises(error) as info:
        deal.apply(action, seat)
    assert type(info.value) is error and isinstance(info.value, ValueError)
    assert info.value.refusal == why
    assert state(deal) == before


def play_random(deal: Deal, rnd: random.Random, checks: bool = True) -> list[list[Card]]:
    """Play ``deal`` to its end with random legal actions; return the hands as dealt."""
    game = deal.game.id
    hands0 = [list(h) for h in deal.hands]
    every = [c for h in hands0 for c in h] + list(deal.aside)
    assert sorted(every) == sorted(DECK[game].cards), "every card dealt exactly once"
    while not deal.over:
        legal = deal.legal_actions()
        assert legal, f"no legal action in {deal!r}"
        if checks:
            assert all(deal.is_legal(a) for a in legal)
            if deal.phase == "play":
                hand = deal.hands[deal.to_act]
                assert {a.card for a in legal} == text_legal(game, hand, [c for _, c in deal.trick])
                for card in hand:
                    if Play(card) not in legal:
                        why = deal.why_illegal(Play(card))
                        assert why is not None and why.rule and why.fr and why.en
                if not deal.trick:
                    assert len({len(h) for h in deal.hands}) == 1, "equal hands at a trick start"
            if rnd.random() < 0.15:
                attempt_refusal(deal, rnd)
        deal.apply(rnd.choice(legal))
    assert deal.legal_actions() == ()
    if checks:
        attempt_refusal(deal, rnd)
    return hands0


def check_result(deal: Deal, hands0) -> None:
    game = deal.game.id
    result = deal.result()
    if result.redeal:
        assert game == "kids" and deal.options["paris"]
        assert not any(isinstance(a, Bid) for _, a in deal.history)
        assert result.scores == (0,) * deal.players
        return
    assert all(not h for h in deal.hands)
    counted, unscored, last = referee(game, deal, hands0)
    if game == "kids":
        assert result.card_points == tuple(counted)
        assert sorted(result.unscored) == sorted(unscored)
        total = sum(result.card_points) + KIDS_DECK.total(result.unscored) \
            + KIDS_DECK.total(deal.aside)
        assert total == 75
        scores, won = kids_scores(deal, hands0, result.card_points, last)
        assert result.scores == scores
        assert result.won == won
    else:
        assert result.tricks == tuple(counted)
        assert sum(result.tricks) == sum(map(len, hands0)) // deal.players
        assert result.scores == tuple(int(t == max(counted)) for t in counted)


# --- playouts ---------------------------------------------------------------------------------
#: a whole deal per example: no shrinking, so a failure is reported at once (with its seed)
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)


@settings(max_examples=45, deadline=None, phases=NO_SHRINK)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1),
       rnd=st.randoms(use_true_random=False))
def test_random_playout(config, seed, rnd):
    game, n, options = config
    deal = Deal.new(game, n, seed, options)
    hands0 = play_random(deal, rnd)
    check_result(deal, hands0)


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_every_configuration_plays_out(config):
    """At least one full deal for every configuration, whatever hypothesis draws."""
    game, n, options = config
    rnd = random.Random(n)
    for seed in range(2):
        deal = Deal.new(game, n, seed * 1000 + n, options)
        hands0 = play_random(deal, rnd)
        check_result(deal, hands0)


@settings(max_examples=12, deadline=None, phases=NO_SHRINK)
@given(config=st.sampled_from([c for c in CONFIGS if c[0] == "kids"]),
       target=st.sampled_from([10, 40]), seed=st.integers(0, 2**32 - 1),
       rnd=st.randoms(use_true_random=False))
def test_kids_match_plays_to_its_end(config, target, seed, rnd):
    """« Les points sont inscrits dans un tableau sur une feuille, un joueur par colonne »; the
    game ends when a player reaches the target; a deal nobody bet on is dealt again by the same
    dealer."""
    _, n, options = config
    match = Match("kids", n, seed, {**options, "target": target})
    for _ in range(80):
        if match.over:
            break
        assert max(match.totals) < target
        dealer = match.dealer
        deal = match.next_deal()
        assert deal.dealer == dealer
        hands0 = play_random(deal, rnd, checks=False)
        check_result(deal, hands0)
        match.record(deal)
        if deal.result().redeal:
            assert match.dealer == dealer
        assert match.over == (max(match.totals) >= target)
        assert match.totals == tuple(sum(r.scores[s] for r in match.results) for s in range(n))
    assert match.over and max(match.totals) >= target
    assert match.winners == tuple(s for s, t in enumerate(match.totals) if t == max(match.totals))


@settings(max_examples=4, deadline=None, phases=NO_SHRINK)
@given(n=st.sampled_from([3, 4, 5, 6]), seed=st.integers(0, 2**32 - 1),
       rnd=st.randoms(use_true_random=False))
def test_premier_match_plays_to_three(n, seed, rnd):
    match = Match("premier", n, seed)
    for _ in range(40):
        if match.over:
            break
        assert max(match.totals) < 3
        deal = match.next_deal()
        hands0 = play_random(deal, rnd, checks=False)
        check_result(deal, hands0)
        match.record(deal)
        assert match.over == (max(match.totals) >= 3)
    assert match.over and max(match.totals) >= 3
    assert match.totals == tuple(sum(r.scores[s] for r in match.results) for s in range(n))


# --- perft ------------------------------------------------------------------------------------
def clone(deal: Deal) -> Deal:
    """A cheap copy (lists copied two levels deep); ``Deal.copy`` deep-copies the game too."""
    new = copy.copy(deal)
    new.__dict__ = {k: [list(x) if isinstance(x, list) else x for x in v] if isinstance(v, list)
                    else v for k, v in vars(deal).items()}
    return new


def engine_perft(deal: Deal, depth: int) -> int:
    if depth == 0 or deal.over:
        return 1
    legal = deal.legal_actions()
    if depth == 1:
        return len(legal)
    return sum(engine_perft(clone(deal).apply(a), depth - 1) for a in legal)


def model_perft(game: str, hands, leader: int, depth: int) -> int:
    """The same count from the text's duties and winner, by brute force."""
    n = len(hands)

    def rec(hands, trick, to_act, leader, depth):
        if depth == 0:
            return 1
        total = 0
        for card in text_legal(game, hands[to_act], [c for _, c in trick]):
            rest = [list(h) for h in hands]
            rest[to_act].remove(card)
            now = trick + [(to_act, card)]
            if len(now) == n:
                w = text_winner(game, [c for _, c in now])
                nxt = leader if w is None else now[w][0]
                total += rec(rest, [], nxt, nxt, depth - 1)
            else:
                total += rec(rest, now, (to_act + 1) % n, leader, depth - 1)
        return total

    return rec([list(h) for h in hands], [], leader, leader, depth)


PERFT = [("kids", n, seed, n + 2) for n in (2, 3, 4, 5) for seed in (1, 2, 3)] + \
        [("premier", 3, seed, 5) for seed in (1, 2, 3)] + \
        [("premier", n, seed, n) for n in (4, 5, 6) for seed in (1, 2, 3)]


@pytest.mark.parametrize("game,n,seed,depth", PERFT)
def test_perft_first_trick(game, n, seed, depth):
    """Leaf positions after every sequence of legal plays for the first trick (and, for Kids
    and premier 3p, the first two plies of the next one): the engine and a brute-force count of
    the duty rules agree."""
    deal = Deal.new(game, n, seed)
    before = state(deal)
    count = engine_perft(deal, depth)
    assert state(deal) == before
    assert count == model_perft(game, deal.hands, deal.to_act, depth)
    assert count > 1
