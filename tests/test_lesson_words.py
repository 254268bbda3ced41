"""Every game answers for its own words: no text a learner can see in a lesson, in either
language, names a card or notion that the lesson's game does not have (the lists, from each
game's rule text, are in each game's own ``engine/games/<id>/absent_words.toml``), and a game
without its own words for a kind of step is a problem the loader reports."""

from __future__ import annotations

import re
import shutil
import tomllib
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import lessons
from engine import all_games, get_game
from engine.cards import parse_card
from lessons.feedback import reveal
from lessons.loader import _read_games
from lessons.model import Lesson, Step, Text

ROOT = Path(__file__).resolve().parent
#: each game's words its lessons never show, from its own folder (beside its lessons' words)
ABSENT = {game.id: tomllib.loads(path.read_text(encoding="utf-8")) for game in all_games()
          for path in [game.lesson_words().with_name("absent_words.toml")] if path.is_file()}
HALF = {"fr": r"\d,5", "en": r"\d\.5"}  # half points: only French tarot counts them
CUR = lessons.load()


def _pattern(game: str, lang: str) -> re.Pattern[str]:
    """One whole-word pattern of what ``game`` does not have; only a word in lower case matches
    in any case (a card's name keeps its capital)."""
    words = [f"(?i:{w})" if w[0].islower() else w for w in ABSENT[game][lang]]
    if ABSENT[game]["half"]:
        words.append(HALF[lang])
    return re.compile(rf"(?<![\w-])(?:{'|'.join(words)})(?![\w-])")


PATTERNS = {(game, lang): _pattern(game, lang) for game in ABSENT for lang in ("fr", "en")}


def _shown(lesson: Lesson, step: Step) -> Iterator[tuple[str, Text]]:
    """Every text of ``step`` a learner can see: the lesson's title and summary, the question,
    its hints, options, why, cost, caption, goal, the answer revealed, and the feedback on every
    wrong option, on a wrong number and on something that is not a number."""
    yield "title", lesson.title
    yield "summary", lesson.summary
    yield "text", step.text
    yield from ((f"hint {n}", hint) for n, hint in enumerate(step.hints, 1))
    yield "why", step.why
    for name, text in (("cost", step.cost), ("worked", step.worked),
                       ("caption", step.board.caption if step.board else None),
                       ("goal", step.goal.text if step.goal else None)):
        if text is not None:
            yield name, text
    for token in step.options:
        yield f"option {token}", Text(lessons.label(token, "fr"), lessons.label(token, "en"))
    if step.pick == "none":
        return
    yield "answer", reveal(step)
    if step.pick == "number":
        wrong = str(int(float(step.answer[0])) + 1)
        yield f"nudge for {wrong}", lessons.check(step, [wrong]).text
        yield "nudge for « douze »", lessons.check(step, ["douze"]).text
    elif step.kind == "scripted":
        yield from _scripted_nudges(step)
    else:
        for token in step.options:
            if token not in step.answer:
                yield f"nudge for {token}", lessons.check(step, [token]).text
        if step.pick == "many" and len(step.answer) > 1:
            yield "nudge for one left out", lessons.check(step, step.answer[:-1]).text


def _scripted_nudges(step: Step) -> Iterator[tuple[str, Text]]:
    """The refusal of every card the learner may not play, at each turn along the right path."""
    deal, path = step.deal(), iter(step.path)
    while not deal.over:
        if deal.to_act != 0:
            deal.apply(step.bot_move(deal))
            continue
        for card in getattr(deal, "hands", [()])[0]:
            feedback = lessons.check_move(step, deal, str(card))
            if not feedback.correct:
                yield f"nudge for {card}", feedback.text
        deal.apply(next(path))


def _offences(lesson: Lesson, step: Step) -> list[str]:
    game = step.game
    return [f"{lesson.id}/{step.number} ({game}) {where}, {lang}: « {hit} » in {text.get(lang)!r}"
            for where, text in _shown(lesson, step) for lang in ("fr", "en")
            for hit in PATTERNS[game, lang].findall(text.get(lang))]


@pytest.mark.parametrize("lesson", CUR.lessons, ids=lambda lesson: lesson.id)
def test_no_lesson_text_names_what_its_game_does_not_have(lesson: Lesson) -> None:
    found = [o for step in lesson.steps for o in _offences(lesson, step)]
    assert not found, "\n".join(found)


def test_every_game_with_lessons_lists_the_words_they_never_show() -> None:
    assert {lesson.level for lesson in CUR.lessons} <= set(ABSENT), "add engine/games/<id>/absent_words.toml"


def test_the_word_lists_can_catch_a_text() -> None:
    """Each game's list is alive: it catches a sentence of another game, in each language."""
    assert PATTERNS["tarin", "fr"].findall("Bouts et Rois 4,5 ; l'Excuse ne gagne jamais")
    assert not PATTERNS["tarin", "fr"].findall("As-tu du noir ? Même le petit 2 vert gagne.")
    for game in ABSENT:
        for lang in ("fr", "en"):
            words = [re.sub(r"\(\?:(\w+)\|\w+\) ", r"\1 ", w).replace("?", "") for w in ABSENT[game][lang]]
            assert all(PATTERNS[game, lang].search(w) for w in words), (game, lang)


def test_every_step_knows_its_own_game() -> None:
    for lesson in CUR.lessons:
        for step in lesson.steps:
            assert step.game == (step.board.game if step.board else lesson.level)


LESSON = '''
id = "tarin-one"
level = "tarin"
title = { fr = "Un pli", en = "A trick" }
summary = { fr = "Qui gagne ?", en = "Who wins?" }

[[steps]]
kind = "winner"
trick = "3N 14N 2V 9N"
trump = "V"
expect = "2V"
text = { fr = "Qui gagne ?", en = "Who wins?" }
hints = [{ fr = "L'atout.", en = "Trumps." }]
why = { fr = "Le vert est l'atout.", en = "Green is trumps." }

[[steps]]
kind = "count"
pile = "5N 10N"
expect = 15
text = { fr = "Combien ?", en = "How many?" }
hints = [{ fr = "5 et 10.", en = "5 and 10." }]
why = { fr = "5 + 10.", en = "5 + 10." }
'''


def test_a_game_without_its_words_for_a_kind_of_step_is_reported(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data/01-tarin-one.toml").write_text(LESSON, encoding="utf-8")
    games = tmp_path / "games"
    games.mkdir()
    for each in all_games():
        shutil.copy(each.lesson_words(), games / f"{each.id}.toml")
    words = (games / "tarin.toml").read_text(encoding="utf-8")
    kept = [line for line in words.splitlines() if not line.startswith(("winner.", "count."))]
    (games / "tarin.toml").write_text("\n".join(kept), encoding="utf-8")
    with pytest.raises(lessons.LessonError) as info:
        lessons.load(tmp_path / "data", games)
    problems = info.value.problems
    for section, kind in (("reminders", "winner"), ("costs", "winner"), ("reminders", "count"),
                          ("costs", "count")):
        assert any(p.startswith(f"01-tarin-one.toml step {1 if kind == 'winner' else 2}: "
                                f"lesson tarin-one, a {kind} step of tarin: ")
                   and f"has no {section}.{kind}" in p for p in problems), (section, kind, problems)
    assert len(problems) == 4
    (games / "tarin.toml").unlink()
    with pytest.raises(lessons.LessonError) as info:
        lessons.load(tmp_path / "data", games)
    assert "no words for tarin" in info.value.problems[0]
    (games / "tarin.toml").write_text(words, encoding="utf-8")
    assert lessons.load(tmp_path / "data", games).get("tarin-one").steps[1].answer == ("15",)


#: each game's count reminder with every number taken from the engine: ``{T1|T13|EX}`` is the
#: points of those cards, which must all be worth the same (``@S`` after a token: with spades trumps)
COUNTED = {
    "kids": ("Rappel : Proviseur {PvB}, Prof {ScB|HgO|SpG}, Élève {E1B|E4P}, Interro {InB}. Les 3 Bouts "
             "{T1|T13|EX} : l'atout 1, l'atout 13 et l'Excuse. Les autres atouts {T2|T12}.",
             "Remember: Head teacher {PvB}, teacher {ScB|HgO|SpG}, pupil {E1B|E4P}, test {InB}. The 3 Bouts "
             "{T1|T13|EX}: trump 1, trump 13 and the Excuse. Other trumps {T2|T12}."),
    "tarot": ("Rappel : Bouts et Rois {T1|T21|EX|KS}, Dames {QH}, Cavaliers {ND}, Valets {JC}, les autres "
              "cartes {1S|10H|T2|T20} ; on compte par deux.",
              "Remember: Bouts and Kings {T1|T21|EX|KS}, Queens {QH}, Knights {ND}, Jacks {JC}, every other "
              "card {1S|10H|T2|T20}; count them in pairs."),
    "tarin": ("Rappel : seuls les 5, les 10 et les 14 comptent. Un 5 vaut {5N|5R}, un 10 vaut {10J}, un 14 vaut "
              "{14V} ; toutes les autres cartes valent {1N|4R|9J|13V}.",
              "Remember: only the 5s, 10s and 14s count. A 5 is worth {5N|5R}, a 10 is worth {10J}, a 14 is "
              "worth {14V}; every other card is worth {1N|4R|9J|13V}."),
    "tamalou": ("Rappel : de l'As au 10, une carte vaut son numéro (l'As vaut {1S|1H}). Valet et Dame {JS|QD}, "
                "Roi de pique et Roi de trèfle {KS|KC}, Roi de cœur et Roi de carreau {KH|KD}.",
                "Remember: from Ace to 10 a card is worth its number (the Ace is {1S|1H}). Jack and Queen {JS|QD}, "
                "King of spades and King of clubs {KS|KC}, King of hearts and King of diamonds {KH|KD}."),
    "taroinche": ("Rappel : à l'atout, le Valet vaut {JS@S} points, le 9 en vaut {9S@S}, l'As {1S@S}, le 10 "
                  "{10S@S}, le Roi {KS@S} et la Dame {QS@S}. Dans les autres couleurs, l'As vaut {1H@S}, le 10 "
                  "{10H@S}, le Roi {KH@S}, la Dame {QH@S} et le Valet {JH@S}. Les autres cartes valent {7H@S|8S@S}.",
                  "Remember: in trumps, the Jack is worth {JS@S} points, the 9 is worth {9S@S}, the Ace {1S@S}, the "
                  "10 {10S@S}, the King {KS@S} and the Queen {QS@S}. In the other suits, the Ace is worth {1H@S}, "
                  "the 10 {10H@S}, the King {KH@S}, the Queen {QH@S} and the Jack {JH@S}. The other cards are "
                  "worth {7H@S|8S@S}."),
}


@pytest.mark.parametrize("game", sorted(COUNTED))
def test_each_count_reminder_states_the_engines_points(game: str) -> None:
    """Every number a count reminder gives is the engine's (in whole points: half points for tarot)."""
    problems: list[str] = []
    words = _read_games(problems)[game]
    assert not problems
    reminder, unit, engine = words.reminders["count"], words.unit, get_game(game)

    def worth(tokens: str, lang: str) -> str:
        values = set()
        for token in tokens.split("|"):
            name, _, trump = token.partition("@")
            card = parse_card(name)
            points = engine.card_points(card, trump) if trump else engine.deck.value(card)
            values.add(points / unit)
        assert len(values) == 1, (tokens, values)
        shown = f"{values.pop():g}"
        return shown.replace(".", ",") if lang == "fr" else shown

    for lang, template in zip(("fr", "en"), COUNTED[game], strict=True):
        expected = re.sub(r"\{([^}]+)\}", lambda m: worth(m.group(1), lang), template)
        assert getattr(reminder, lang) == expected


def test_the_wheel_ships_each_games_words(tmp_path: Path) -> None:
    """The site's wheel holds every game's lesson words, where ``Game.lesson_words`` looks."""
    import sitebuild
    from sitebuild.wheels import project_wheel

    names = set(zipfile.ZipFile(project_wheel(sitebuild.ROOT, tmp_path, "tarot-ecole")).namelist())
    for game in all_games():
        assert game.lesson_words().relative_to(sitebuild.ROOT).as_posix() in names, game.id


def test_a_wrong_score_is_nudged_in_the_words_the_lessons_teach() -> None:
    """The Tarot score nudge said « (25 + l'écart) » for the difference: « L'écart » is the
    lesson of the cards the taker puts aside; and « bouts » where every lesson writes « Bouts »."""
    steps = [step for lesson in CUR.lessons for step in lesson.steps if step.kind == "score"]
    assert steps
    for step in steps:
        nudge = lessons.check(step, ["1"]).text
        assert "l'écart" not in nudge.fr and "Bouts" in nudge.fr and "Bouts" in nudge.en, nudge.fr


def test_a_nudge_says_what_a_mistake_costs_once() -> None:
    """Le Tamalou's refusals already say what a wrong snap or a misused power costs: the lesson
    added its own cost after them (« …te ferait prendre une carte de pénalité. Une erreur te
    donnerait une carte de pénalité. »)."""
    from lessons.feedback import check

    twice = []
    for lesson in lessons.load().lessons:
        for step in lesson.steps:
            for token in step.options:
                if step.pick in ("one", "many") and token not in step.answer:
                    said = check(step, [token]).text
                    for word, text in (("pénalité", said.fr), ("penalty", said.en)):
                        if text.count(word) > 1:
                            twice.append((lesson.id, step.number, token, text))
    assert not twice
