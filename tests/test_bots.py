"""The bots (engine/bots.py): legal, blind to hidden cards, explained, and medium beats easy."""

from __future__ import annotations

import copy
import itertools
import random
import statistics

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Deal, OptionsError, all_games, get_game
from engine.actions import Bid, Call, Declare, Pass, Play
from engine.bots import LEVELS, Decision, choose
from engine.cards import Card, parse_hand, sort_cards


def _configs() -> list[tuple[str, int, dict[str, bool]]]:
    """Every Kids variant combination the engine accepts, and every card-only game at each of its
    player counts."""
    configs: list[tuple[str, int, dict[str, bool]]] = []
    kids = get_game("kids")
    switches = list(itertools.product((False, True), repeat=3))
    for players, flags in itertools.product(kids.players, switches):
        options = dict(zip(("paris", "proviseur", "primes"), flags))
        try:
            kids.check_options(players, options)
        except OptionsError:
            continue
        configs.append(("kids", players, options))
    # every game whose every decision is a card to play (read from the registry: Mon premier
    # Tarot, and any such game added), at each of its player counts
    configs += [(game.id, players, {}) for game in all_games()
                if set(getattr(game, "phases", {})) == {"play"} for players in game.players]
    return configs


CONFIGS = _configs()


def _config_id(config: tuple[str, int, dict[str, bool]]) -> str:
    game, players, options = config
    on = [name for name, value in options.items() if value]
    return f"{game}-{players}p" + "".join(f"-{name}" for name in on)


def _levels(players: int, mix: int) -> list[str]:
    """All easy, all medium, or alternating."""
    return [("easy", "medium")[(seat + mix) % 2] if mix >= 2 else LEVELS[mix]
            for seat in range(players)]


def _play_out(deal: Deal, levels: list[str], seed: int, until: int | None = None) -> Deal:
    """Let the bots play (each seat with its own random generator), checking every decision."""
    rngs = [random.Random(seed * 100 + seat) for seat in range(deal.players)]
    steps = 0
    while not deal.over and (until is None or steps < until):
        seat = deal.to_act
        view = deal.view(seat)
        decision = choose(view, levels[seat], rngs[seat])
        assert isinstance(decision, Decision)
        assert decision.action in view.legal, (decision, deal)
        assert decision.fr.strip() and decision.en.strip() and decision.fr != decision.en, decision
        deal.apply(decision.action)
        steps += 1
    return deal


# --- legal actions, every game and variant -----------------------------------------------------
def test_configs_cover_every_variant():
    ids = {_config_id(c) for c in CONFIGS}
    assert "kids-5p-paris-proviseur-primes" in ids and "kids-2p-paris" in ids
    assert "kids-3p-primes" not in ids  # the primes need 4 or 5 players
    assert {f"premier-{n}p" for n in (3, 4, 5, 6)} <= ids


@pytest.mark.parametrize("config", CONFIGS, ids=_config_id)
def test_bots_only_play_legal_actions(config):
    game, players, options = config
    for seed, mix in itertools.product(range(2), range(3)):
        deal = _play_out(Deal.new(game, players, seed, options), _levels(players, mix), seed)
        assert deal.over
        deal.result()


def test_choose_refuses_bad_requests():
    deal = Deal.new("kids", players=3, seed=1)
    idle = deal.view((deal.to_act + 1) % 3)
    with pytest.raises(ValueError):
        choose(idle)
    with pytest.raises(ValueError):
        choose(deal.view(deal.to_act), level="expert")


# --- bots never read hidden cards --------------------------------------------------------------
def _hide_and_shuffle(deal: Deal, seat: int, rng: random.Random) -> Deal:
    """The same deal where the cards the seat cannot see (the other hands, except cards shown
    to everyone) are dealt again among the other hands, each keeping its size."""
    other = copy.deepcopy(deal)
    # the auction's fields belong to the games that have one (not Mon premier Tarot)
    shown = {card for _, card in getattr(deal, "shown", ())}
    seats = [s for s in range(deal.players) if s != seat]
    hidden = [c for s in seats for c in deal.hands[s] if c not in shown]
    rng.shuffle(hidden)
    for s in seats:
        keep = [c for c in deal.hands[s] if c in shown]
        take = len(deal.hands[s]) - len(keep)
        other.hands[s] = list(sort_cards(keep + hidden[:take]))
        del hidden[:take]
    called = getattr(deal, "called", None)
    holders = [s for s in seats if called in other.hands[s]]
    if holders and deal.partner in seats and deal.partner != deal.taker:
        # the called card moved between hidden hands: so did the secret partner (a taker alone,
        # or one who took the called card from the chien, stays alone)
        other.partner = holders[0]
    return other


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 10**6), depth=st.floats(0, 1),
       mix=st.integers(0, 2), shuffle_seed=st.integers(0, 10**6))
def test_bots_never_read_hidden_cards(config, seed, depth, mix, shuffle_seed):
    game, players, options = config
    deal = Deal.new(game, players, seed, options)
    deal = _play_out(deal, _levels(players, mix), seed, until=int(depth * 60 * players))
    if deal.over:
        return
    _assert_blind(deal, shuffle_seed)


def _assert_blind(deal: Deal, shuffle_seed: int, hide=None) -> None:
    """The hidden cards dealt again among the other hands (or as a game's own ``hide`` deals
    them): the same view, the same choice at every level."""
    seat = deal.to_act
    other = (hide or _hide_and_shuffle)(deal, seat, random.Random(shuffle_seed))
    assert other.hands[seat] == deal.hands[seat]
    assert other.view(seat) == deal.view(seat)
    for level in LEVELS:
        mine = choose(deal.view(seat), level, random.Random(shuffle_seed))
        theirs = choose(other.view(seat), level, random.Random(shuffle_seed))
        assert mine == theirs


def test_hidden_shuffle_really_moves_cards():
    deal = Deal.new("kids", players=4, seed=3)
    other = _hide_and_shuffle(deal, deal.to_act, random.Random(0))
    assert other.text() != deal.text()
    assert sorted(c for h in other.hands for c in h) == sorted(c for h in deal.hands for c in h)


# --- medium is clearly better than easy --------------------------------------------------------
def _paired_gain(game: str, players: int, deals: int, measure) -> list[float]:
    """For each seeded deal: seat 0's result as medium minus as easy, the others easy."""
    gains = []
    for seed in range(deals):
        results = []
        for level in ("medium", "easy"):
            levels = ["easy"] * players
            levels[0] = level
            results.append(measure(_play_out(Deal.new(game, players, seed), levels, seed).result()))
        gains.append(results[0] - results[1])
    return gains


def _assert_clearly_positive(gains: list[float]) -> None:
    mean = statistics.mean(gains)
    error = statistics.stdev(gains) / len(gains) ** 0.5
    assert mean > 3 * error, f"medium gains {mean:.2f} on average, ± {error:.2f}"


def test_medium_wins_more_card_points_than_easy_at_kids():
    _assert_clearly_positive(_paired_gain("kids", 3, 200, lambda r: r.card_points[0]))


def test_medium_wins_more_tricks_than_easy_at_premier():
    _assert_clearly_positive(_paired_gain("premier", 4, 60, lambda r: r.tricks[0]))


# --- bets, call, primes ------------------------------------------------------------------------
STRONG = "PvB PvO PvG T13 T12 T11 T10 T9 T1 EX ScB ScO"
WEAK = "InB E1B E2B InO E1O E2O InG E1G E2G InP E1P T2"
MIDDLE = "E3B E4B SpB E3O E4O SpO E3G E4G SpG E2P E3P T3"


def _bets(*hands: str) -> Deal:
    return Deal.from_hands("kids", " / ".join(hands), dealer=len(hands) - 1,
                           options={"paris": True})


def test_medium_bets_with_a_strong_hand():
    decision = choose(_bets(STRONG, WEAK, MIDDLE).view(0))
    assert isinstance(decision.action, Bid)
    assert "Proviseur" in decision.fr and "Head teacher" in decision.en


def test_medium_passes_with_a_weak_hand():
    assert choose(_bets(WEAK, STRONG, MIDDLE).view(0)).action == Pass()
    assert choose(_bets(MIDDLE, STRONG, WEAK).view(0)).action == Pass()


def test_medium_never_outbids_with_a_weak_hand():
    deal = _bets(STRONG, WEAK, MIDDLE)
    deal.apply("bid:brevet")  # the bets stay open: a Bac or a Master could still be bet
    for seat in (1, 2):
        decision = choose(deal.view(seat))
        assert decision.action == Pass(), decision
        deal.apply(decision.action)
    assert deal.phase == "play" and deal.taker == 0


DECENT = "PvB PvO T13 T11 T8 E3B E4B E3O E4O E3G E4G E3P"
OTHER = "SpB HgB ScB SpO HgO ScO SpG HgG ScG T3 T4 T5"


def test_medium_does_not_bet_above_its_hand():
    assert choose(_bets(DECENT, WEAK, OTHER).view(0)).action == Bid("brevet")
    deal = _bets(WEAK, DECENT, OTHER)
    deal.apply("bid:bac")
    decision = choose(deal.view(1))
    assert decision.action == Pass()
    assert "Bac" in decision.fr and "Bac" in decision.en


def test_medium_calls_a_proviseur_it_lacks_in_a_school_it_holds():
    hands = ["PvB PvO T13 T12 T11 EX E1G E2G T10 T9", "PvG InB E1B E2B InO E1O E2O InG E3G E4G",
             "PvP InP E1P E2P E3P E4P SpP HgP ScP T1", "E3B E4B SpB HgB ScB E3O E4O SpO HgO ScO",
             "SpG HgG ScG T2 T3 T4 T5 T6 T7 T8"]
    deal = Deal.from_hands("kids", " / ".join(hands), dealer=4,
                           options={"paris": True, "proviseur": True})
    deal.apply(choose(deal.view(0)).action)
    while deal.phase == "bet":
        deal.apply(choose(deal.view(deal.to_act)).action)
    assert deal.phase == "call" and deal.taker == 0
    decision = choose(deal.view(0))
    assert decision.action == Call(Card.of("PvG"))  # green: cards held, Proviseur missing


def test_medium_declares_every_prime_showing_its_least_useful_trumps():
    hands = ["T1 T2 T3 T4 T5 T6 T13 EX E1B SpB", "InB InO InG InP E1O E2O E3O E1G E2G E3G",
             "PvB PvO PvG PvP ScB ScO ScG ScP T7 T8", "HgB HgO HgG HgP E2B SpO SpG SpP T9 T10"]
    deal = Deal.from_hands("kids", " / ".join(hands), dealer=3, options={"primes": True})
    first = choose(deal.view(0)).action
    assert first == Declare("trop_cool", parse_hand("T2 T3 T4 T5 T6 EX")), first
    deal.apply(first)
    assert choose(deal.view(0)).action == Pass()
    deal.apply("pass")
    declared = []
    while (action := choose(deal.view(1)).action) != Pass():
        declared.append(action.prime)
        deal.apply(action)
    assert sorted(declared) == ["greve", "la_loose"]


# --- card play -------------------------------------------------------------------------------
def _kids(hands: str, *plays: str) -> Deal:
    deal = Deal.from_hands("kids", hands, dealer=hands.count("/"))
    for play in plays:
        deal.apply(play)
    return deal


@pytest.mark.parametrize("hands, plays, expected", [
    # the Excuse saves a Prof from a trick already lost
    ("PvB E2O E3O / ScB EX E1O / InB E4O E1G", ["PvB"], "EX"),
    # a trick already lost gets the smallest trump, not the 12
    ("T13 E2O E3O / T2 T12 E1O / InB E4O E1G", ["T13"], "T2"),
    # the Petit is not risked while someone may still overtrump it…
    ("PvB E2O E3O / T1 T5 E1O / InB E4O E1G", ["PvB"], "T5"),
    # …and is played when it surely wins
    ("PvB E2O E3O / E1B E4O E1G / T1 T5 E2G", ["PvB", "E1B"], "T1"),
    # last to play: win with the smallest card that wins
    ("E1B E2O E3O / InB E4O E1G / ScB PvB E2G", ["E1B", "InB"], "ScB"),
])
def test_medium_card_play(hands, plays, expected):
    deal = _kids(hands, *plays)
    decision = choose(deal.view(deal.to_act))
    assert decision.action == Play(Card.of(expected)), decision


def test_medium_gives_points_to_its_known_partner():
    hands = ["T13 T12 T11", "T2 T3 E1O", "PvB ScO InG", "T4 E1B E2B", "T5 E3B E4B"]
    deal = Deal.from_hands("kids", " / ".join(hands), dealer=4,
                           options={"paris": True, "proviseur": True})
    for action in ["bid:master", "call:PvB", "T13", "T2"]:
        deal.apply(action)
    view = deal.view(2)
    assert view.partner == 2  # the holder knows
    decision = choose(view)
    assert decision.action in (Play(Card.of("ScO")), Play(Card.of("PvB"))), decision
    assert "équipier" in decision.fr and "teammate" in decision.en


def test_premier_wins_the_trick_cheaply_when_last():
    deal = Deal.from_hands("premier", "5H 2S 3S / 9H 4S 6S / 10H KH 2H", dealer=2)
    deal.apply("5H").apply("9H")
    decision = choose(deal.view(2))
    assert decision.action == Play(Card.of("10H")), decision


def test_easy_is_random_but_reproducible():
    deal = Deal.new("premier", players=4, seed=5)
    view = deal.view(deal.to_act)
    picks = {choose(view, "easy", random.Random(n)).action for n in range(30)}
    assert len(picks) > 3 and picks <= set(view.legal)
    assert choose(view, "easy", random.Random(7)) == choose(view, "easy", random.Random(7))
