"""Every rule of every game is taught, and never before what it needs (issue #37).

Each game's rule text is split into single rules in its inventory (``inventory.toml`` in its
package, :mod:`lessons.inventory`); each lesson step says which rules it teaches (``rules``) and the
loader works out which it needs. Here: every inventory loads, holds every rule the engine refuses
with, and every one of its rules is taught by a step of its own game (the matrix is printed); the
loader refuses an unknown rule id and a step that needs a rule nobody taught yet.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import lessons
from tests.helpers import lesson_problems
from engine import all_games, get_game
from engine.rulebook import INPUT_ERRORS, rules_of
from lessons import inventory
from lessons.loader import _qualified

CUR = lessons.load()
GAMES = [game.id for game in all_games()]
ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_an_inventory_that_reads_without_a_problem(game):
    path = get_game(game).inventory()
    assert path.is_file(), f"{game} has no rule inventory at {path}"
    rules, problems = inventory.read(game, path)
    assert problems == ()
    # every refusal « Pourquoi ? » explains is a rule of the text, and so is taking turns
    assert set(rules_of(game)) | {"not-your-turn"} <= set(rules)
    assert not set(rules) & INPUT_ERRORS
    assert all(rule.source in inventory._books(game) | set(inventory.SHARED_SOURCES) for rule in rules.values())


def _taught() -> dict[tuple[str, str], list[str]]:
    where: dict[tuple[str, str], list[str]] = {}
    for lesson in CUR.lessons:
        for step in lesson.steps:
            for rule in step.rules:
                where.setdefault(_qualified(rule, step.game), []).append(f"{lesson.id}/{step.number}")
    return where


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_of_the_inventory_is_taught(game, summary):
    taught = _taught()
    rules = inventory.inventory(game)
    rows = [(rule, taught.get((game, rule), [])) for rule in rules]
    width = max(len(rule) for rule in rules)
    summary.append(f"{game}: {sum(bool(w) for _, w in rows)} of {len(rows)} rules taught")
    summary.extend(f"  {rule:<{width}}  {', '.join(w) if w else 'NOT TAUGHT'}" for rule, w in rows)
    assert [rule for rule, where in rows if not where] == []


def test_every_rule_a_step_cites_exists():
    for lesson in CUR.lessons:
        for step in lesson.steps:
            for rule in (*step.rules, *step.needs):
                game, rule_id = _qualified(rule, step.game)
                assert rule_id in lessons.known_rules(game), f"{lesson.id}/{step.number}: {rule}"


# --- the loader's refusals, on a small lesson folder ------------------------------------------------
FOLLOW = """
id = "kids-follow-test"
level = "kids"
requires = []
title = {{ fr = "Fournir", en = "Follow" }}
summary = {{ fr = "Fournir.", en = "Follow." }}

[[steps]]
kind = "explain"
rules = {explained}
text.fr = "Quand une École est jouée, on joue de cette École si on en a."
text.en = "When a school is led, you play that school if you have it."

[[steps]]
kind = "legal"
players = 3
hand = "E1B E3B PvO"
trick = "ScB"
expect = ["E1B", "E3B"]
rules = {exercised}
needs = {needs}
text.fr = "Touche les cartes permises."
text.en = "Tap the cards you may play."
hints = [{{ fr = "Regarde l'École jouée.", en = "Look at the school led." }}]
why.fr = "Tu as du bleu : tu joues du bleu."
why.en = "You have blue: you play blue."
"""


def _folder(tmp_path: Path, explained: str = "[]", exercised: str = "[]", needs: str = "[]") -> Path:
    folder = tmp_path / "lessons"
    folder.mkdir()
    (folder / "01-kids-follow-test.toml").write_text(
        FOLLOW.format(explained=explained, exercised=exercised, needs=needs), encoding="utf-8")
    return folder


def test_a_wrong_choice_refused_by_a_rule_nobody_taught_is_refused(tmp_path):
    """The wrong card (the orange Head teacher) is refused by « follow suit »: a child must know
    that rule to answer, so a step that asks it before any step teaches it is refused."""
    problems = lesson_problems(_folder(tmp_path))
    assert any("step 2: needs rule kids:follow-suit" in p for p in problems), problems


def test_the_same_step_loads_once_an_earlier_step_teaches_the_rule(tmp_path):
    cur = lessons.load(_folder(tmp_path, explained='["follow-suit"]'))
    step = cur.get("kids-follow-test").steps[1]
    assert "follow-suit" in step.needs


def test_a_step_may_teach_the_rule_it_asks(tmp_path):
    lessons.load(_folder(tmp_path, exercised='["follow-suit"]'))


def test_a_declared_need_must_be_taught_too(tmp_path):
    problems = lesson_problems(_folder(tmp_path, explained='["follow-suit"]', needs='["not-your-turn"]'))
    assert any("needs rule kids:not-your-turn" in p for p in problems), problems


def test_a_rule_taught_by_a_required_lesson_counts_and_one_not_required_does_not(tmp_path):
    folder = _folder(tmp_path)
    teacher = (FOLLOW.format(explained='["follow-suit"]', exercised="[]", needs="[]")
               .replace("kids-follow-test", "kids-teacher"))
    teacher = teacher[:teacher.index("[[steps]]\nkind = \"legal\"")]
    (folder / "00-kids-teacher.toml").write_text(teacher, encoding="utf-8")
    problems = lesson_problems(folder)
    assert any("taught in kids-teacher step 1: require that lesson" in p for p in problems), problems
    path = folder / "01-kids-follow-test.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("requires = []", 'requires = ["kids-teacher"]'),
                    encoding="utf-8")
    lessons.load(folder)


def test_an_unknown_rule_id_is_refused_with_the_others(tmp_path):
    problems = lesson_problems(_folder(tmp_path, explained='["follow-suit", "no-such-rule"]',
                                 needs='["tamalou:no-such-either", "nogame:x"]'))
    assert any("rules: unknown rule id 'no-such-rule' for kids" in p for p in problems), problems
    assert any("needs: unknown rule id 'no-such-either' for tamalou" in p for p in problems), problems
    assert any("needs: 'nogame:x' names no game" in p for p in problems), problems


def test_a_games_needs_table_turns_a_token_into_a_need(tmp_path):
    """A game's words may say what a token needs (Tarot Kids: the Excuse): a step whose answer
    holds it needs that rule, whichever lesson it stands in."""
    words = tmp_path / "words"
    words.mkdir()
    (words / "kids.toml").write_text(
        '[costs]\nlegal = { fr = "Refusée.", en = "Refused." }\n'
        '[needs]\ntokens = { E1B = ["not-your-turn"] }\nkinds = { legal = ["must-trump"] }\n',
        encoding="utf-8")
    folder = _folder(tmp_path, explained='["follow-suit"]')
    with pytest.raises(lessons.LessonError) as caught:
        lessons.load(folder, games=words)
    problems = caught.value.problems
    assert any("needs rule kids:not-your-turn" in p for p in problems), problems
    assert any("needs rule kids:must-trump" in p for p in problems), problems


def test_a_game_without_an_inventory_is_a_problem(tmp_path):
    rules, problems = inventory.read("kids", tmp_path / "inventory.toml")
    assert rules == {} and "kids: no rule inventory at" in problems[0]


BEFORE = ROOT / "tests" / "data" / "before-37"


@pytest.mark.parametrize("step, rule, taught", [
    ("03-kids-turns.toml step 3", "kids:excuse-any-time", "kids-excuse step 1"),
    ("04-kids-follow.toml step 2", "kids:excuse-any-time", "kids-excuse step 1"),
    ("05-kids-cut.toml step 2", "kids:excuse-any-time", "kids-excuse step 1"),
    ("06-kids-overtrump.toml step 2", "kids:excuse-any-time", "kids-excuse step 1"),
    ("07-kids-trump-lead.toml step 2", "kids:excuse-any-time", "kids-excuse step 1"),
    ("28-tarot-poignee.toml step 3", "tarot:score-base", "tarot-scoring step 1"),
    ("29-tarot-petit-au-bout.toml step 3", "tarot:score-base", "tarot-scoring step 1"),
    ("46-tamalou-turns.toml step 3", "tamalou:announce", "tamalou-announce step 1"),
    ("46-tamalou-turns.toml step 5", "tamalou:announce", "tamalou-announce step 1"),
    ("49-tamalou-memory.toml step 4", "tamalou:power-jack-queen", "tamalou-powers step 1"),
])
def test_the_steps_the_issue_found_asked_before_taught_are_refused_on_the_old_data(step, rule, taught):
    """Issue #37's list: the Excuse expected as a legal card before the lesson that teaches it, a
    score built on « 25 + la différence » before the 25 is taught, « Tamalou ! » expected before
    the announce lesson, a Jack's swap shown before the powers are required."""
    with pytest.raises(lessons.LessonError) as caught:
        lessons.load(BEFORE)
    expected = f"{step}: needs rule {rule}, which no earlier step, no lesson it requires and not " \
               f"the step itself teaches (it is taught in {taught}: require that lesson, or teach it before)"
    assert expected in caught.value.problems


def test_a_score_step_before_the_contracts_poignee_and_petit_au_bout_are_taught_is_refused():
    """#38: Tarot's first lesson asked « how many points with 2 Bouts? » as a score step, whose
    nudge recites the whole scoring (the Garde's multipliers, the poignée, the Petit au bout)
    before any of it is taught: a score step needs what its nudge names."""
    with pytest.raises(lessons.LessonError) as caught:
        lessons.load(BEFORE)
    for rule in ("garde", "petit-au-bout", "poignee-bonus"):
        assert any(p.startswith(f"20-tarot-bouts.toml step 2: needs rule tarot:{rule},")
                   for p in caught.value.problems), rule
