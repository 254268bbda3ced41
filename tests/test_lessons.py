"""The lessons are proven by the engine: every file loads, every answer is the engine's, every
wrong pick is refused with the engine's sentence, every scripted deal reaches its goal, and
every rule the engine can refuse with is taught somewhere (the coverage matrix is printed)."""

from __future__ import annotations

import itertools
import random
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import lessons
from dataclasses import replace

from engine import Deal, get_game, register
from engine.actions import Discard
from engine.cards import parse_card, parse_hand
from engine.games.tarot.rules import score
from engine.rulebook import INPUT_ERRORS, rules_of
from engine.tricks import legal_cards

ROOT = Path(__file__).resolve().parents[1]
CUR = lessons.load()
FILES = [path for folder in lessons.lesson_folders() for path in sorted(folder.glob("*.toml"))]
RAW = {path.name: tomllib.loads(path.read_text(encoding="utf-8")) for path in FILES}
STEPS = [(lesson, step) for lesson in CUR.lessons for step in lesson.steps]
EXERCISES = [(l, s) for l, s in STEPS if s.kind in ("legal", "winner", "count", "ecart", "bid", "score")]
SCRIPTED = [(l, s) for l, s in STEPS if s.kind == "scripted"]
GAMES = lessons.levels()


def _id(pair) -> str:
    lesson, step = pair
    return f"{lesson.id}/{step.number}"


def _raw(lesson, step) -> dict:
    return RAW[lesson.file]["steps"][step.number - 1]


def _game(lesson, step) -> str:
    return step.board.game if step.board else lesson.level  # a level is its game's id


# --- loading -------------------------------------------------------------------------------------
def test_every_file_loads_in_path_order():
    assert len(CUR.lessons) >= 30
    assert len(CUR.lessons) == len(FILES)
    levels = [lesson.level for lesson in CUR.lessons if not lesson.strategy]
    path = lessons.levels()
    assert levels == sorted(levels, key=path.index), "the rule lessons go game by game, in the games' order"
    assert set(levels) == set(path)
    # the strategy lessons (« S'entraîner ») come after every rule lesson, game by game
    strategy = [lesson.level for lesson in CUR.lessons if lesson.strategy]
    assert [lesson.strategy for lesson in CUR.lessons] == sorted(lesson.strategy for lesson in CUR.lessons)
    assert strategy == sorted(strategy, key=path.index)
    ids = [lesson.id for lesson in CUR.lessons]
    assert len(set(ids)) == len(ids)
    for lesson in CUR.lessons:
        assert all(ids.index(need) < ids.index(lesson.id) for need in lesson.requires)
        assert CUR.get(lesson.id) is lesson
        assert CUR.step(lesson.id, len(lesson.steps)) is lesson.steps[-1]
    with pytest.raises(lessons.LessonError):
        CUR.get("no-such-lesson")


def test_every_kind_is_used():
    assert {s.kind for _, s in STEPS} == set(lessons.KINDS)


def test_a_game_whose_lessons_play_no_scripted_deal_nor_practice_is_refused(tmp_path, monkeypatch):
    """Each game's lessons play a whole deal, scripted, and a practice deal: the loader says so
    of a game's own lessons, by name."""
    from tests.sample_game import registered

    with registered() as sample:
        own = sample.lesson_folder() / "01-sample-follow.toml"
        text = own.read_text(encoding="utf-8")
        (tmp_path / own.name).write_text(text[:text.index("\n[[steps]]\nkind = \"scripted\"")], encoding="utf-8")
        monkeypatch.setattr(type(sample), "lesson_folder", lambda self: tmp_path)
        with pytest.raises(lessons.LessonError) as info:
            lessons.load()
    assert info.value.problems == [
        f"sample: its lessons have no {kind} step: every game's lessons play at least one scripted deal and "
        f"one practice deal" for kind in ("scripted", "practice")]


def test_the_rule_texts_worked_examples_are_taught():
    """Amélie +420/−140, Nathan +192/−64, Corentin −96/+32 (tests/games/tarot/test_tarot_scoring.py)."""
    scores = {(r.get("contract"), r.get("bouts"), r.get("points")): s
              for l, s in STEPS if s.kind == "score" for r in [_raw(l, s)]}
    assert ("garde_sans", 3, 36) in scores and ("garde", 2, 48) in scores and ("prise", 2, 34) in scores
    assert scores[("garde", 2, 48)].answer == ("192",)
    assert scores[("garde_sans", 3, 36)].answer == ("-140",)
    assert scores[("prise", 2, 34)].answer == ("-96",)


BROKEN = '''
id = "broken-one"
level = "kids"
requires = ["kids-nowhere", "broken-two"]
rules = ["no-such-rule"]
colour = "blue"

[title]
fr = "Cassée"

[summary]
fr = "Une leçon cassée"
en = "A broken lesson"

[[steps]]
kind = "legal"
hand = "E1B ZZ9"
text = { fr = "Joue", en = "Play" }
hints = [{ fr = "Idée", en = "Idea" }]
why = { fr = "Parce que", en = "Because" }
expect = ["E1B"]

[[steps]]
kind = "winner"
trick = "ScG PvG E3G"
text = { fr = "Qui gagne ?", en = "Who wins?" }
hints = [{ fr = "Idée", en = "Idea" }]
why = { fr = "Parce que", en = "Because" }
expect = "ScG"

[[steps]]
kind = "dance"
text = { fr = "Danse", en = "Dance" }
'''

BROKEN_TWO = '''
id = "broken-two"
level = "kids"
requires = ["broken-one"]
rules = []
title = { fr = "Deux", en = "Two" }
summary = { fr = "Deux", en = "Two" }

[[steps]]
kind = "count"
pile = "PvB ScO"
text = { fr = "Compte", en = "Count" }
hints = [{ fr = "Idée", en = "Idea" }]
why = { fr = "Parce que", en = "Because" }
expect = 8
'''


def test_a_broken_lesson_reports_every_problem_at_once(tmp_path):
    (tmp_path / "01-broken-one.toml").write_text(BROKEN, encoding="utf-8")
    (tmp_path / "02-broken-two.toml").write_text(BROKEN_TWO, encoding="utf-8")
    (tmp_path / "03-not-toml.toml").write_text("id = = 3", encoding="utf-8")
    with pytest.raises(lessons.LessonError) as info:
        lessons.load(tmp_path)
    problems = "\n".join(info.value.problems)
    expected = [
        "01-broken-one.toml: unknown key 'colour'",                       # schema: unknown key
        "01-broken-one.toml: title: the EN text is missing (its FR twin is there)",  # FR/EN twin
        "01-broken-one.toml: rules: unknown rule id 'no-such-rule'",     # unknown rule id
        "01-broken-one.toml step 1: the engine refuses this step: 'ZZ9' is not a card",  # notation
        "01-broken-one.toml step 2: expect says 'ScG' but the engine says 'PvG'",  # wrong answer
        "01-broken-one.toml step 3: kind must be one of",
        "02-broken-two.toml step 1: expect says 8 but the engine says '7'",
        "03-not-toml.toml: not valid TOML",
        "01-broken-one.toml: requires unknown lesson 'kids-nowhere'",    # unknown prerequisite
        "prerequisites go round in a circle: broken-one → broken-two → broken-one",  # cycle
    ]
    for part in expected:
        assert part in problems, f"{part!r} not reported in:\n{problems}"
    assert len(info.value.problems) >= len(expected)
    assert str(len(info.value.problems)) in str(info.value)


# --- the order along the path ------------------------------------------------------------------------
PLAIN = """
id = "{id}"
level = "{level}"
requires = {requires}
title = {{ fr = "Une leçon", en = "A lesson" }}
summary = {{ fr = "Une leçon", en = "A lesson" }}
{strategy}
[[steps]]
kind = "explain"
hand = "{hand}"
text = {{ fr = "Regarde.", en = "Look." }}
"""


def _plain(folder: Path, name: str, requires: list[str], level: str = "kids", strategy: bool = False) -> None:
    lesson_id = name.split("-", 1)[1]
    hand = "PvB ScO" if level == "kids" else "KS 1H"
    (folder / f"{name}.toml").write_text(PLAIN.format(id=lesson_id, level=level, requires=requires, hand=hand,
                                                      strategy="strategy = true" if strategy else ""),
                                         encoding="utf-8")


def test_a_game_s_lessons_follow_what_they_require_then_their_file_names(tmp_path):
    """No global number: each lesson comes after what it requires; where that leaves the order
    open, the file names (``NN-<id>``) decide; the rule lessons game by game in the games'
    order, then the strategy lessons."""
    _plain(tmp_path, "01-kids-b", ["kids-a"])
    _plain(tmp_path, "02-kids-a", [])
    _plain(tmp_path, "03-kids-d", ["kids-a"])
    _plain(tmp_path, "04-kids-c", ["kids-d"])
    _plain(tmp_path, "00-kids-practise", ["kids-b", "kids-c"], strategy=True)
    _plain(tmp_path, "01-premier-e", ["kids-c"], level="premier")
    order = [lesson.id for lesson in lessons.load(tmp_path).lessons]
    assert order == ["kids-a", "kids-b", "kids-d", "kids-c", "premier-e", "kids-practise"]


def test_a_lesson_requiring_one_later_on_the_path_or_opening_its_game_twice_is_refused(tmp_path):
    _plain(tmp_path, "01-kids-a", ["premier-e"])
    _plain(tmp_path, "02-kids-b", [])
    _plain(tmp_path, "03-kids-c", ["kids-practise"])
    _plain(tmp_path, "04-kids-practise", ["kids-a", "kids-b"], strategy=True)
    _plain(tmp_path, "01-premier-e", [], level="premier")
    with pytest.raises(lessons.LessonError) as info:
        lessons.load(tmp_path)
    later = ("which comes after it on the path: the games come in their order (each game's `after`), a "
             "game's rule lessons before every strategy lesson")
    for problem in (f"01-kids-a.toml: requires 'premier-e' (premier), {later}",
                    f"03-kids-c.toml: requires 'kids-practise' (kids, a strategy lesson), {later}",
                    "02-kids-b.toml: requires no lesson of kids before it, however far back: only its first "
                    "lesson (kids-a) opens the branch of kids on the map; require it, or a lesson that does"):
        assert problem in info.value.problems, info.value.problems
    assert not any(p.startswith(("01-premier-e.toml", "04-kids-practise.toml: requires")) for p in info.value.problems)


def test_a_game_whose_first_lesson_does_not_wait_for_what_it_says_is_refused():
    """What opens a game is said once, by the game (``opens_after``, read by the home page's
    tests), and its first lesson's ``requires`` must agree."""
    from tests.sample_game import registered
    from tests.sample_game.rules import SAMPLE

    with registered():
        assert lessons.load().get("sample-follow").requires == ()
        register(replace(SAMPLE, opens_after=("kids",)))
        with pytest.raises(lessons.LessonError) as info:
            lessons.load()
    assert info.value.problems == [
        "01-sample-follow.toml: the first lesson of sample requires, however far back, lessons of no other "
        "game, but sample says its lessons open after kids (`opens_after` of its Game, in "
        "engine/games/sample/rules.py): the home page and the map say what opens a game from its lessons"]


# --- answers, recomputed here with the engine alone ----------------------------------------------
def _recompute(lesson, step, raw: dict) -> tuple[str, ...]:
    """The right answer worked out from the file's data with the engine, without the loader."""
    game = get_game(raw.get("game", lesson.level))
    kind = step.kind
    if kind == "score":
        s = score(raw.get("contract", "prise"), raw["bouts"], int(raw.get("points", 0) * 2),
                  raw.get("defenders", 3), raw.get("partner", False), raw.get("petit_au_bout"),
                  raw.get("poignee", 0))
        value = {"taker": s.taker, "defender": -s.per_defender, "partner": s.partner_score,
                 "required": s.required}[raw.get("ask", "taker")]
        return (str(value),)
    if kind == "count" and raw.get("left") == "trumps":  # every trump of the deck and the Excuse
        every = sum(c.is_trump or c.is_excuse for c in game.deck.cards)
        return (str(every - len(parse_hand(raw["pile"])) - len(parse_hand(raw["hand"]))),)
    if kind == "count":
        total = sum(game.card_points(c, raw.get("trump", "T")) for c in parse_hand(raw["pile"]))
        return (f"{total / game.deck.unit:g}",)  # Tarot's in half points
    if kind == "winner":
        trick = [parse_card(t) for t in raw["trick"].split()]
        best = game.best(trick, raw.get("trump", "T"))
        return ("tie",) if len(best) > 1 else (str(trick[best[0]]),)
    if "deal" not in raw:  # a legal step from a hand and a trick
        hand = parse_hand(raw["hand"])
        allowed = legal_cards(hand, [parse_card(t) for t in raw["trick"].split()], game.trick_rules)
        return tuple(str(c) for c in allowed if str(c) in raw.get("choices", [str(c) for c in hand]))
    deal = Deal.from_hands(game, raw["deal"], dealer=raw.get("dealer", raw["deal"].count("/")),
                           options=raw.get("options", {}))
    for move in raw.get("moves", "").split():
        deal.apply(move)
    if hasattr(deal, "fault"):  # Le Tamalou: right means allowed and free of any penalty
        return tuple(t for t in raw["choices"] if deal.fault(t, 0) is None)
    legal = {str(a) for a in deal.legal_actions()}
    choices = raw.get("choices") or [str(c) for c in deal.hands[0]]
    if kind == "ecart":
        return tuple(t for t in choices if str(Discard(parse_card(t))) in legal)
    if kind == "bid" and any(t.startswith("declare:poignee") for t in choices):
        return tuple(t for t in choices if deal.is_legal(t))  # any poignée of the right size
    return tuple(t for t in choices if t in legal)


@pytest.mark.parametrize("pair", EXERCISES, ids=_id)
def test_every_expected_answer_is_the_engines(pair):
    lesson, step = pair
    raw = _raw(lesson, step)
    again = _recompute(lesson, step, raw)
    expect = raw["expect"]
    if step.pick == "many":
        assert sorted(again) == sorted(expect) == sorted(step.answer)
    elif step.pick == "number":
        assert float(again[0]) == float(expect) == float(step.answer[0])
    else:
        assert again == (expect,) == step.answer


# --- feedback -------------------------------------------------------------------------------------
def _wrong(step) -> tuple[str, ...]:
    """A wrong answer: an option the engine refuses if there is one, else another option."""
    if step.pick == "number":
        return (str(float(step.answer[0]) + 1).replace(".0", ""),)
    refused = [t for t in step.options if step.refusals.get(t) is not None]
    if step.pick == "many":
        return (*step.answer, refused[0]) if refused else step.answer[:-1]
    return (refused or [t for t in step.options if t not in step.answer])[:1]


@pytest.mark.parametrize("pair", EXERCISES, ids=_id)
def test_check_accepts_the_answer_and_refuses_a_wrong_pick(pair):
    lesson, step = pair
    ok = lessons.check(step, step.answer)
    assert ok.correct and ok.right == step.answer
    wrong = _wrong(step)
    fb = lessons.check(step, wrong)
    assert not fb.correct
    assert fb.right == step.answer
    assert fb.text.fr.strip() and fb.text.en.strip() and fb.text.fr != fb.text.en
    refused = [t for t in wrong if t not in step.answer and step.refusals.get(t)]
    if refused:  # the engine's own sentence, and the rule it breaks
        refusal = step.refusals[refused[0]]
        assert fb.rule == refusal.rule
        assert fb.text.fr.startswith(refusal.fr) and fb.text.en.startswith(refusal.en)
        if step.kind in ("legal", "bid") and "deal" in _raw(lesson, step):
            assert refusal == _engine_refusal(lesson, step, refused[0])


def _engine_refusal(lesson, step, token):
    raw = _raw(lesson, step)
    deal = Deal.from_hands(_game(lesson, step), raw["deal"], dealer=raw["dealer"],
                           options=raw.get("options", {}))
    for move in raw.get("moves", "").split():
        deal.apply(move)
    return getattr(deal, "fault", deal.why_illegal)(token, 0)


def test_number_answers_accept_french_and_english_writing():
    step = CUR.get("tarot-counting").steps[-1]
    assert step.answer == ("10.5",)
    assert lessons.check(step, ["10,5"]).correct and lessons.check(step, ["10.5"]).correct
    assert not lessons.check(step, ["10"]).correct
    assert "« dix » n'est pas un nombre" in lessons.check(step, ["dix"]).text.fr
    defender = CUR.get("tarot-scoring").steps[2]
    assert lessons.check(defender, ["−140"]).correct and not lessons.check(defender, ["140"]).correct
    assert "× 4" not in lessons.check(defender, ["140"]).text.fr  # a nudge: the rule, not the working
    assert "× 4" in lessons.feedback.reveal(defender).fr  # the engine's worked score, when shown


COUNT_LEFT = '''
id = "count-left"
level = "tarot"
rules = []
title = { fr = "Reste", en = "Left" }
summary = { fr = "Reste", en = "Left" }
%s
'''
COUNT_STEP = '''
[[steps]]
kind = "count"
%s
text = { fr = "Combien ?", en = "How many?" }
hints = [{ fr = "Idée", en = "Idea" }]
why = { fr = "Parce que", en = "Because" }
expect = 2
'''


def test_a_count_of_the_trumps_left_takes_the_pile_and_the_hand_from_the_whole_deck():
    step = CUR.get("tarot-count-trumps").steps[1]
    # 21 trumps and the Excuse: the French deck's 22, minus the 15 seen, minus the 5 in the hand
    assert sum(c.is_trump or c.is_excuse for c in get_game("tarot").deck.cards) == 22
    assert step.answer == ("2",) and len(step.board.pile) == 15 and len(step.board.hand) == 5
    assert step.worked.fr == "22 − 15 vus − 5 dans ta main = 2"
    assert step.worked.en == "22 − 15 seen − 5 in your hand = 2"
    assert lessons.check(step, ["2"]).correct and not lessons.check(step, ["7"]).correct
    nudge = lessons.check(step, ["7"]).text.fr
    assert "22 − 15" not in nudge and "22 cartes en tout" in nudge  # the lesson's rule, not the working
    assert "22 − 15 vus" in lessons.feedback.reveal(step).fr


@pytest.mark.parametrize("keys, problem", [
    ('left = "trumps"\npile = "T1 T2 KH"\nhand = "T3"', "only trumps and the Excuse are counted, not KH"),
    ('left = "trumps"\npile = "T1 T2"\nhand = "T2 T3"', "T2 drawn twice"),
    ('left = "kings"\npile = "T1 T2"\nhand = "T3"', "left: only \"trumps\" can be counted"),
    ('pile = "T1 T2"\nhand = "T3"', "hand: only a count of what is left"),
])
def test_a_count_of_the_trumps_left_refuses_what_is_not_a_trump(tmp_path, keys, problem):
    (tmp_path / "01-count-left.toml").write_text(COUNT_LEFT % (COUNT_STEP % keys), encoding="utf-8")
    with pytest.raises(lessons.LessonError) as info:
        lessons.load(tmp_path)
    assert any(problem in p for p in info.value.problems), info.value.problems


def test_a_legal_pick_with_a_card_left_out_says_so():
    step = CUR.get("kids-follow").steps[1]
    fb = lessons.check(step, ["E1B"])
    assert not fb.correct and fb.rule is None and "oublié 2" in fb.text.fr
    assert "Élève 3" not in fb.text.fr and "Excuse" not in fb.text.fr  # how many, not which
    assert set(fb.right) == {"E1B", "E3B", "EX"}


def test_stars():
    assert [lessons.stars(n) for n in range(5)] == [3, 2, 1, 1, 1]


@pytest.mark.parametrize("pair", [p for p in STEPS if p[1].options], ids=_id)
def test_every_token_has_words(pair):
    _, step = pair
    for token in step.options:
        assert lessons.label(token, "fr") and lessons.label(token, "en")


# --- scripted deals --------------------------------------------------------------------------------
def _play(step, learner) -> Deal:
    deal = step.deal()
    while not deal.over:
        if deal.to_act == 0:
            move = learner(deal)
            assert lessons.check_move(step, deal, move).correct
        else:
            move = str(step.bot_move(deal))
        deal.apply(move)
    return deal


@pytest.mark.parametrize("pair", SCRIPTED, ids=_id)
def test_scripted_deal_reaches_its_goal_on_script(pair):
    _, step = pair
    path = iter(step.path)
    deal = step.deal()
    assert deal.to_act is not None and not deal.over
    start = len(deal.history)
    bots = []
    while not deal.over:
        assert step.goal_met(deal) is None
        if deal.to_act == 0:
            move = next(path)
        else:
            move = str(step.bot_move(deal))
            bots.append(move)
        assert deal.is_legal(move), move
        deal.apply(move)
    assert tuple(bots) == step.script, "every scripted bot move was played, in order"
    assert next(path, None) is None
    assert len(deal.history) == start + len(step.path) + len(step.script)
    assert step.goal_met(deal) is True


@pytest.mark.parametrize("pair", SCRIPTED, ids=_id)
def test_scripted_deal_can_be_lost(pair):
    """The goal is a real goal: some legal way of playing misses it (bots follow the script
    while it is legal, then play the first legal action)."""
    _, step = pair
    misses = 0
    for order in itertools.permutations(range(len(step.path))):
        def learner(deal, order=iter(order)):
            legal = [str(a) for a in deal.legal_actions()]
            return legal[min(next(order), len(legal) - 1)]
        misses += step.goal_met(_play(step, learner)) is False
    assert misses


def test_a_wrong_move_in_a_scripted_deal_quotes_the_engine():
    step = CUR.get("tarot-first-deal").steps[0]
    deal = step.deal()
    fb = lessons.check_move(step, deal, "T1")
    assert not fb.correct and fb.rule == "not-in-hand"
    assert fb.text.fr.startswith(deal.why_illegal("T1", 0).fr) and fb.text.fr.startswith("Tu n'as pas le ")
    assert set(fb.right) == {"KH", "QH", "T21"}


@pytest.mark.parametrize("pair", [p for p in STEPS if p[1].kind == "practice"], ids=_id)
def test_practice_deals_start(pair):
    lesson, step = pair
    practice = step.practice
    deal = Deal.new(practice.game, practice.players, int(practice.seed), dict(practice.options))
    assert deal.legal_actions() or deal.over
    assert practice.deal().text() == deal.text()
    assert practice.highlight, "a practice highlights the rules of its lesson"
    assert set(practice.highlight) <= lessons.known_rules(practice.game)


# --- coverage and languages --------------------------------------------------------------------------
def _refusals_met(game: str, players: int, options: dict, seeds: range) -> set[str]:
    """Rule ids of refusals met by trying many actions at every turn of seeded deals."""
    seen: set[str] = set()
    for seed in seeds:
        deal = Deal.new(game, players, seed, options)
        rng = random.Random(seed)
        while not deal.over:
            tries = [str(c) for c in get_game(game).deck.cards] + [
                "pass", "bid:brevet", "bid:phd", "bid:prise", "declare:trop_cool", "declare:greve",
                "declare:la_loose", "declare:bout_du_bout", "call:T2", "declare:poignee:T2",
                "discard:KS", "discard:T1", "T21", "call:KH"]
            seen |= {r.rule for t in tries for r in [deal.why_illegal(t)] if r}
            deal.apply(rng.choice(deal.legal_actions()))
    return seen


def _every_refusal() -> dict[str, set[str]]:
    """Every rule id the engine can refuse with, by game: the rule book's passages (tests/
    test_rulebook.py checks every refusal met in play has one) and the input errors."""
    return {game: set(rules_of(game)) | set(INPUT_ERRORS) for game in GAMES}


def test_the_rule_list_is_complete():
    known = _every_refusal()
    for game, players, options in [("kids", 5, {"paris": True, "proviseur": True, "primes": True}),
                                   ("premier", 4, {}), ("tarot", 5, {}), ("tarot", 4, {})]:
        assert _refusals_met(game, players, options, range(3)) <= known[game]


def test_every_rule_is_taught(summary):
    matrix: dict[tuple[str, str], list[str]] = {}
    for lesson, step in STEPS:
        for rule in step.rules:
            matrix.setdefault((_game(lesson, step), rule), []).append(f"{lesson.id}/{step.number}")
    # an input error (not in hand, unknown card, wrong moment) is the same in every game
    for rule in INPUT_ERRORS:
        taught = [w for (g, r), where in matrix.items() if r == rule for w in where]
        for game in GAMES:
            matrix.setdefault((game, rule), taught)
    rows = [(g, r, matrix.get((g, r), [])) for g in GAMES for r in sorted(_every_refusal()[g])]
    width = max(len(f"{g}:{r}") for g, r, _ in rows)
    lines = [f"  {f'{g}:{r}':<{width}}  {', '.join(w) if w else 'NOT TAUGHT'}" for g, r, w in rows]
    summary.append(f"lesson coverage of the engine's rule ids ({len(rows)} rules, "
                   f"{sum(bool(w) for *_, w in rows)} taught):")
    summary.extend(lines)
    assert all(w for *_, w in rows), [f"{g}:{r}" for g, r, w in rows if not w]
    # each lesson's own rule list points at rules its steps teach or its game knows
    for lesson in CUR.lessons:
        assert set(lesson.rules) <= lessons.known_rules(lesson.level)


def _texts(value, where: str):
    if isinstance(value, dict):
        if value.keys() & {"fr", "en"}:
            yield where, value
        for key, inner in value.items():
            yield from _texts(inner, f"{where}.{key}")
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _texts(inner, f"{where}[{i}]")


@pytest.mark.parametrize("name", sorted(RAW))
def test_every_french_string_has_its_english_twin(name):
    found = list(_texts(RAW[name], name))
    assert found
    for where, text in found:
        fr, en = text.get("fr"), text.get("en")
        assert isinstance(fr, str) and fr.strip(), f"{where}: no French"
        assert isinstance(en, str) and en.strip(), f"{where}: no English twin of {fr!r}"
        if len(fr) > 30:
            assert fr != en, f"{where}: the English is a copy of the French"


def test_lessons_import_no_ui_package():
    code = ("import sys, lessons\nlessons.load()\n"
            "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in {'panel', 'param', 'bokeh'})))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == ""



def test_a_tie_is_a_choice_once_a_lesson_has_taught_it():
    """Tarot Kids' first lesson offered « Égalité » beside the three cards of a trick, eight
    lessons before « L'égalité » says what it is: a choice the child could not understand."""
    winners = [(lesson.id, step) for lesson in CUR.lessons for step in lesson.steps
               if step.kind == "winner" and get_game(step.game).trick_rules.ties]
    first = next(i for i, (_, step) in enumerate(winners) if step.answer == (lessons.TIE,))
    assert first > 0
    assert [lesson for lesson, step in winners[:first] if lessons.TIE in step.options] == []
    assert all(lessons.TIE in step.options for _, step in winners[first:])


def test_the_copy_read_at_build_time_is_the_lessons_and_no_checkout_holds_one(tmp_path: Path) -> None:
    """The static site's wheel carries the lessons read and checked at build time, and
    ``lessons.load()`` returns that copy; a copy left in a checkout would hide every later edit
    of a lesson file, so there is none, and ``load()`` reads the files."""
    from lessons.loader import BUILT, built

    assert not BUILT.exists(), f"{BUILT} would stand for the lesson files: remove it"
    fresh = lessons.load()
    kept = tmp_path / BUILT.name
    kept.write_bytes(__import__("pickle").dumps(fresh, protocol=5))
    assert built(kept) == fresh and built(kept) is built(kept)
    assert built(tmp_path / "none") is None
