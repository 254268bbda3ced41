"""The shared-link parser and the saved-progress reader take anything: a bad link is a LinkError
in both languages (in the link's own language when that part is readable), saved progress that
cannot be read is a fresh start with a notice; neither ever raises anything else."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ui import progress
from ui.app_model import App
from ui.urlstate import Link, LinkError, decode
from ui.viewmodels import Setup

FAST = settings(max_examples=150, deadline=None, derandomize=True)
KEYS = ["g", "n", "s", "o", "b", "l", "t", "m", "x"]
VALUES = ["kids", "premier", "tarot", "chess", "3", "4", "0", "-1", "1e3", "٣", "²", "99999999999999999",
          "paris:1", "paris:1,proviseur:1", "target:5", "primes:yes", "easy", "genius", "en", "fr",
          "de", "1", "yes", "KH", "T1.T2", "pass.pass~", "declare:poignee:", "bid:garde", "%%",
          "", "~~~", ".", "EX.EX"]


@FAST
@given(st.text(max_size=60))
def test_any_text_is_a_link_or_a_link_error(text):
    try:
        assert isinstance(decode(text), Link)
    except LinkError as error:
        assert error.fr and error.en and str(error) == error.en
        assert error.lang in ("fr", "en", None)


@FAST
@given(st.lists(st.tuples(st.sampled_from(KEYS), st.sampled_from(VALUES)), max_size=8))
def test_any_mix_of_link_fields_is_a_link_or_a_link_error(fields):
    query = "&".join(f"{k}={v}" for k, v in fields)
    try:
        link = decode(query)
    except LinkError as error:
        lang = dict(fields).get("l", "fr")
        assert error.lang == (lang if lang in ("fr", "en") else None)
        return
    assert link.spec.game in ("kids", "premier", "tarot")


@pytest.mark.parametrize("bad", [None, 42, b"g=kids", ["g=kids"], 3.5], ids=repr)
def test_a_link_that_is_not_text_is_a_link_error(bad):
    with pytest.raises(LinkError, match="must be text"):
        decode(bad)


def test_a_bad_link_is_shown_in_the_links_language():
    """« l=en » is honoured when the rest of the link is wrong (issue 10)."""
    app = App(delay=0)
    assert app.open_link("g=kids&n=3&s=1&l=en&o=proviseur:1,paris:1") is False
    assert app.lang == "en" and app.screen == "setup"
    assert app.error == "This game link does not work: the Head teacher call is played by 5 players, not 3"
    assert app.open_link("g=kids&n=3&s=1&o=proviseur:1,paris:1") is False
    assert app.lang == "fr"
    assert app.error == ("Ce lien de partie ne marche pas : l'appel au Proviseur se joue à 5 "
                         "joueurs, pas à 3")
    assert app.open_link("g=kids&n=3&s=1&l=en&m=pass") is False  # a move the deal refuses
    assert app.lang == "en" and "not" in app.error and "ne " not in app.error


def test_setup_problems_are_shown_in_one_language():
    setup = Setup(game="kids", players=3)
    setup.set_option("paris", True)
    setup.set_option("proviseur", True)
    assert setup.spec("fr") is None
    assert setup.problem == ("Ces réglages ne vont pas ensemble : l'appel au Proviseur se joue à 5 "
                             "joueurs, pas à 3")
    assert setup.spec("en") is None
    assert setup.problem == ("These settings do not fit together: the Head teacher call is played by "
                             "5 players, not 3")


SAVED = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["version", "lessons", "current", "stars", "step", "kids-cards", "x"]),
        inner, max_size=4),
    max_leaves=12)


@FAST
@given(st.one_of(SAVED.map(json.dumps), st.text(max_size=40), st.binary(max_size=20), SAVED))
def test_saved_progress_never_raises(saved):
    loaded = progress.parse(saved, known={"kids-cards"})
    assert loaded.notice in (None, *progress.NOTICES)
    assert progress.parse(loaded.progress.to_json(), known={"kids-cards"}).progress == loaded.progress


def test_the_table_ignores_what_is_not_an_action():
    from ui.urlstate import GameSpec
    from ui.table import Table

    table = Table(GameSpec("kids", 3, 1), delay=0)
    before = table.query()
    for bad in (None, 42, b"T1", "", "declare:", "T99"):
        assert table.choose(bad) is False and table.press(bad) is False
    assert table.query() == before


def test_a_link_without_a_game_names_every_game_of_the_registry():
    """« g=kids, g=premier ou g=tarot » was written when three games existed: the list is the
    registry's, in both languages."""
    from engine import all_games

    with pytest.raises(LinkError) as raised:
        decode("n=3&s=1")
    for lang, last in (("fr", " ou "), ("en", " or ")):
        said = raised.value.text(lang)
        games = [f"g={game.id}" for game in all_games()]
        assert len(games) >= 6 and all(game in said for game in games), said
        assert f"{last}{games[-1]})" in said, said
