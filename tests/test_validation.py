"""Every public entry point of the engine refuses bad types and values with a clear ValueError
subclass quoting the input: never TypeError, AttributeError, IndexError or KeyError, never a
silently wrong answer (a negative seat), and a refused action changes nothing."""

from __future__ import annotations

import pickle

import pytest

from engine import (Bid, Call, Card, Deal, Declare, Discard, IllegalActionError, InputError, Match,
                    NotationError, OptionsError, Pass, Play, TarotError, as_action, get_game,
                    parse_action, parse_actions, parse_card, parse_deal, parse_hand)
from engine.games.tarot.rules import POIGNEES
from tests.helpers import refuse, state, take

C = Card.of
NOT_ACTIONS = [None, 42, 3.5, b"T1", [], True, {}, ("T1",), object, Card.of("T1"),
               Play("T1"), Play(Card("H", 99)), Play(Card("Z", 1)), Play(None), Bid(None),
               Call("PvB"), Discard(7), Declare("poignee", None), Declare(None),
               Declare("poignee", ("T1",))]


def snapshot(deal: Deal):
    """The whole state, byte for byte, and what every seat sees."""
    return pickle.dumps(deal), state(deal)


@pytest.fixture
def deal() -> Deal:
    return Deal.new("kids", players=4, seed=3)


# --- actions ------------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", NOT_ACTIONS, ids=repr)
def test_a_non_action_is_an_input_error_quoting_it(deal, bad):
    """``apply(None)`` used to say « Not now: this is the time for playing a card »."""
    before = snapshot(deal)
    for ask in (deal.apply, deal.why_illegal, deal.is_legal):
        with pytest.raises(InputError) as info:
            ask(bad)
        assert repr(bad) in str(info.value)
        assert info.value.fr and info.value.en and info.value.fr != info.value.en
    assert snapshot(deal) == before


def test_a_list_of_shown_cards_is_read_as_a_tuple():
    action = as_action(Declare("trop_cool", [C("T2"), C("T3")]))
    assert action == Declare("trop_cool", (C("T2"), C("T3")))


@pytest.mark.parametrize("seat", [-1, 4, 99, "0", 1.5, True, [0]], ids=repr)
def test_a_seat_not_at_the_table_is_an_input_error(deal, seat):
    before = snapshot(deal)
    legal = deal.legal_actions()[0]
    for ask in (lambda: deal.view(seat), lambda: deal.apply(legal, seat),
                lambda: deal.why_illegal(legal, seat), lambda: deal.is_legal(legal, seat)):
        with pytest.raises(InputError) as info:
            ask()
        assert repr(seat) in str(info.value)
    assert snapshot(deal) == before


def test_view_never_leaks_a_hand_through_a_negative_seat(deal):
    for seat in range(-deal.players, 0):
        with pytest.raises(InputError):
            deal.view(seat)
    with pytest.raises(InputError):
        deal.view(None)
    assert [deal.view(s).hand for s in range(4)] == [tuple(h) for h in deal.hands]


# --- building deals and matches -----------------------------------------------------------------
@pytest.mark.parametrize("kwargs,error", [
    (dict(players=4.0), OptionsError), (dict(players="4"), OptionsError),
    (dict(players=True), OptionsError), (dict(players=None), OptionsError),
    (dict(options=42), OptionsError), (dict(options=["paris"]), OptionsError),
    (dict(options={"paris": "yes"}), OptionsError), (dict(seed="1"), InputError),
    (dict(seed=1.0), InputError), (dict(seed=None), InputError), (dict(dealer=True), InputError),
    (dict(dealer=-1), InputError), (dict(dealer=4), InputError), (dict(dealer="0"), InputError),
])
def test_deal_new_refuses_bad_arguments(kwargs, error):
    args = dict(players=4, seed=1) | kwargs
    with pytest.raises(error) as info:
        Deal.new("kids", **args)
    (value,) = kwargs.values()
    quoted = value.values() if isinstance(value, dict) else [value]
    assert all(repr(v) in str(info.value) for v in quoted)


@pytest.mark.parametrize("game", [None, 42, ["kids"], "chess", b"kids"], ids=repr)
def test_an_unknown_game_is_an_options_error(game):
    with pytest.raises(OptionsError, match="unknown game"):
        get_game(game)
    with pytest.raises(OptionsError):
        Deal.new(game, 3, 1)


@pytest.mark.parametrize("hands", [None, 42, ["T1 PvB", "T2 E1B"], [["T1"], ["T2"]],
                                   [[C("T1")], None], {0: [C("T1")]}, [[C("T1"), Card("H", 99)]]],
                         ids=repr)
def test_from_hands_refuses_what_is_not_a_deal(hands):
    with pytest.raises(NotationError) as info:
        Deal.from_hands("kids", hands)
    assert "must" in str(info.value) or "not" in str(info.value)


def test_from_hands_refuses_a_bad_aside_and_dealer():
    with pytest.raises(OptionsError, match="not 1"):
        Deal.from_hands("kids", "T1 PvB")  # one hand: one player
    with pytest.raises(InputError):
        Deal.from_hands("kids", "T1 / T2", aside="T3")
    with pytest.raises(InputError):
        Deal.from_hands("kids", "T1 / T2", dealer=None)


@pytest.mark.parametrize("args,error", [
    (("kids", 3.0, 1), OptionsError), (("kids", 3, "1"), InputError), (("chess", 3, 1), OptionsError),
    (("kids", 3, 1, [1]), OptionsError), (("kids", 3, 1, {"target": 5}), OptionsError),
])
def test_match_refuses_bad_arguments(args, error):
    with pytest.raises(error):
        Match(*args)


def test_match_records_only_a_finished_deal():
    match = Match("kids", 3, 1)
    with pytest.raises(InputError):
        match.record(None)
    with pytest.raises(TarotError, match="not over"):
        match.record(match.next_deal())
    assert match.results == []


# --- notation -----------------------------------------------------------------------------------
@pytest.mark.parametrize("parse", [parse_card, parse_hand, parse_deal, parse_action, parse_actions])
@pytest.mark.parametrize("bad", [None, 42, b"KH", ["KH"], 1.5], ids=repr)
def test_parsers_refuse_what_is_not_text(parse, bad):
    with pytest.raises(NotationError) as info:
        parse(bad)
    assert repr(bad) in str(info.value)


# --- the poignée --------------------------------------------------------------------------------
def poignee_deal() -> Deal:
    """4 players, seat 0 to play its first card with at least a simple poignée."""
    for seed in range(500):
        deal = Deal.new("tarot", 4, seed)
        if deal.over:
            continue
        take(deal, "garde_sans")
        seat = deal.to_act
        trumps = [c for c in deal.hands[seat] if c.is_trump or c.is_excuse]
        if deal.phase == "play" and len(trumps) >= POIGNEES[4][0]:
            return deal
    raise AssertionError("no deal with a poignée")


def test_an_empty_poignee_is_refused_and_never_offered():
    """A poignée of no trump was legal and crashed in apply (the level lookup)."""
    deal = poignee_deal()
    assert all(a.cards for a in deal.legal_actions() if isinstance(a, Declare))
    for action in ("declare:poignee", Declare("poignee", ())):
        why = refuse(deal, action, IllegalActionError, "poignee-count")
        assert "0" in why.en and "0" in why.fr


def test_a_poignee_shows_exactly_a_threshold():
    deal = poignee_deal()
    seat = deal.to_act
    trumps = tuple(c for c in deal.hands[seat] if c.is_trump or c.is_excuse)
    simple = POIGNEES[4][0]
    for count in range(len(trumps) + 1):
        action = Declare("poignee", trumps[:count])
        assert deal.is_legal(action) == (count in POIGNEES[4]), count
    refuse(deal, Declare("poignee", trumps[:simple - 1] + trumps[:1]), IllegalActionError,
           "poignee-trumps")  # the same trump twice is not two trumps
    deal.apply(Declare("poignee", trumps[:simple]))
    assert deal.declared == [(seat, "poignee_simple")]


# --- errors in both languages -------------------------------------------------------------------
def test_option_errors_speak_french_and_english():
    with pytest.raises(OptionsError) as info:
        Deal.new("kids", 3, 1, {"paris": True, "proviseur": True})
    error = info.value
    assert error.en == str(error) == "the Head teacher call is played by 5 players, not 3"
    assert error.text("fr") == "l'appel au Proviseur se joue à 5 joueurs, pas à 3"
    assert error.text("en") == error.en
    assert len(error.problems) == len(error.problems_fr) == 1


def test_every_option_problem_is_reported_at_once_in_both_languages():
    with pytest.raises(OptionsError) as info:
        get_game("kids").check_options(7, {"colour": 1, "paris": 2, "target": 5})
    error = info.value
    assert len(error.problems) == len(error.problems_fr) == 4
    assert all("'colour'" in p or "'paris'" in p or "'target'" in p or "7" in p
               for p in error.problems_fr)
    assert "réglage" in error.fr and "option" in error.en


# --- lesson files -------------------------------------------------------------------------------
def toml(value) -> str:
    """``value`` written as TOML (what the test needs: scalars, arrays and inline tables)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(map(toml, value)) + "]"
    return "{" + ", ".join(f"{k} = {toml(v)}" for k, v in value.items()) + "}"


def test_a_lesson_file_with_many_bad_values_reports_them_all(tmp_path):
    from lessons.loader import load
    from lessons.model import LessonError

    lesson = {"id": 5, "level": "chess", "title": "x", "summary": {"fr": "a"}, "requires": "kids",
              "steps": [{"kind": "legal", "deal": 42, "text": {"fr": "a", "en": "b"}},
                        {"kind": "score", "points": "many", "contract": "garde"},
                        {"kind": "dance"}]}
    (tmp_path / "01-broken.toml").write_text("\n".join(f"{k} = {toml(v)}" for k, v in lesson.items()))
    with pytest.raises(LessonError) as info:
        load(tmp_path)
    problems = "\n".join(info.value.problems)
    for words in ("id:", "level", "title", "summary", "requires", "step 1", "step 2", "step 3"):
        assert words in problems, words


BAD_VALUES = [42, -1, 3.5, True, "", "x", [], [1, "a"], {}, {"fr": 1}, "T99", "KH KH",
              "declare:poignee:", "pass pass", {"paris": "x"}, {"target": 5}]
STEP_KEYS = ["kind", "deal", "moves", "options", "players", "choices", "dealer", "seed", "goal",
             "script", "path", "trick", "hand", "pile", "bouts", "points", "defenders", "poignee",
             "partner", "contract", "ask", "highlight", "expect", "hints", "why", "text"]


@pytest.mark.parametrize("seed", range(8))
def test_lesson_files_with_wrong_values_give_lesson_errors_only(tmp_path, seed):
    """Real lesson files with values of the wrong type or meaning put in: a LessonError listing
    the problems, never a crash."""
    import random
    import tomllib

    from lessons.loader import lesson_folders, load
    from lessons.model import LessonError

    rnd = random.Random(seed)
    files = [path for folder in lesson_folders() for path in sorted(folder.glob("*.toml"))]
    for path in rnd.sample(files, 4):
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        steps = [s for s in raw["steps"] if isinstance(s, dict)]
        for _ in range(rnd.randint(1, 3)):
            target = rnd.choice([raw, *steps, *steps])
            keys = list(raw) if target is raw else STEP_KEYS
            target[rnd.choice(keys)] = rnd.choice(BAD_VALUES)
        (tmp_path / path.name).write_text("\n".join(f"{k} = {toml(v)}" for k, v in raw.items()),
                                          encoding="utf-8")
        with pytest.raises(LessonError) as info:
            load(tmp_path)
        assert info.value.problems
        (tmp_path / path.name).unlink()
