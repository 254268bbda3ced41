"""Addresses are read within limits: a link, a route or a lesson id of any length gives an error
that names the limit and quotes at most a short prefix."""

from __future__ import annotations

import pytest

from ui.app_model import MAX_ROUTE, App
from ui.urlstate import MAX_LENGTH, MAX_QUOTED, LinkError, decode
from ui.views import Address

HUGE = 1_000_000


def test_a_huge_lesson_id_is_not_echoed_whole() -> None:
    app = App(delay=0)
    lesson = "a" * (MAX_ROUTE - len("#/lesson//1") - 1)
    assert app.open_route(f"#/lesson/{lesson}/1") is False
    assert app.screen == "lessons" and lesson[:MAX_QUOTED] + "…" in app.error
    assert len(app.error) < 2 * MAX_QUOTED + 40


@pytest.mark.parametrize("lang, words", [("fr", "trop longue"), ("en", "too long")])
def test_a_route_over_the_limit_is_refused_naming_the_limit(lang: str, words: str) -> None:
    app = App(lang=lang, delay=0)
    assert app.open_route("#/lesson/" + "a" * HUGE + "/1") is False
    assert app.screen == "lessons" and words in app.error and str(MAX_ROUTE) in app.error
    assert len(app.error) < 120


def test_a_link_over_the_limit_names_the_limit() -> None:
    with pytest.raises(LinkError) as error:
        decode("g=kids&m=" + "x" * MAX_LENGTH)
    assert str(MAX_LENGTH) in error.value.en and str(MAX_LENGTH) in error.value.fr


@pytest.mark.parametrize("query", ["g=" + "x" * 30_000, "g=kids&n=3&s=1&b=" + "y" * 30_000,
                                   "g=kids&n=3&s=1&o=" + "w" * 30_000, "g=kids&n=" + "9" * 30_000,
                                   "g=kids&n=3&s=1&m=" + "z" * 30_000])
def test_a_long_bad_part_of_a_link_is_quoted_short(query: str) -> None:
    with pytest.raises(LinkError) as error:
        decode(query)
    assert len(error.value.en) < 400 and len(error.value.fr) < 400 and "…" in error.value.fr



def test_a_step_past_the_end_is_corrected_in_the_address_the_browser_shows() -> None:
    # the static site opens the app at the address it was given (step 4 of 4, the last one)
    # before the browser reports that address (999): the correction must still be sent
    address = Address(on_visit=lambda *_: None)
    sent: list[dict] = []
    address.param.watch(lambda event: sent.append(event.new), "address")
    last = "?l=fr#/lesson/kids-cards/4"
    address.write(last, push=False)
    address._handle_msg({"search": "", "hash": "#/lesson/kids-cards/999", "base": "http://x/",
                         "visit": 0, "load": True})
    address.write(last, push=False)
    assert len(sent) == 2 and sent[-1]["url"] == last


def test_an_address_the_browser_already_shows_is_not_sent_again() -> None:
    address = Address(on_visit=lambda *_: None)
    sent: list[dict] = []
    address.param.watch(lambda event: sent.append(event.new), "address")
    address._handle_msg({"search": "?l=fr", "hash": "#/lessons", "base": "http://x/", "visit": 0, "load": True})
    for _ in range(3):
        address.write("?l=fr#/lessons", push=False)
    assert len(sent) == 1
