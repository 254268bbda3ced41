"""Pass-and-play (issue 42): several people share one device with robots. The spec says who sits
where and the link keeps it; the table speaks to the person holding the device, and a cover
hides every hand until the next person says « C'est moi »."""

from __future__ import annotations

import json

import pytest

from engine import OptionsError, Pass, Play
from engine.games.tamalou import Draw, Look, Throw
from ui.games.tamalou.presenter import REMEMBERED, SEEN
from ui.app_model import App
from ui.coach import Coach
from ui.i18n import t
from ui.progress import parse, read_file
from ui.table import Table
from ui.urlstate import MAX_NAME, GameSpec, Link, LinkError, clean_name, decode, encode
from ui.viewmodels import Setup

PEOPLE = ((0, "Ana"), (1, "Bob"), (2, "<b>x</b>"))


def together(game: str = "tarot", players: int = 4, people: tuple[tuple[int, str], ...] = PEOPLE,
             seed: int = 5, **params: object) -> Table:
    return Table(GameSpec(game, players, seed, people=people), delay=0, **params)


def test_a_link_keeps_the_people_and_their_names_whole() -> None:
    link = Link(GameSpec("tarot", 4, 5, people=((0, "Zoé, la 1re : <b>"), (2, "Tom"))))
    query = encode(link)
    assert "p=" in query and decode(query) == link


@pytest.mark.parametrize("people", [((1, "Bob"),), ((0, "Ana"), (0, "Bob")), ((0, "Ana"), (4, "Bob")),
                                    ((0, ""),), ((0, "x" * (MAX_NAME + 1)),), ((0, "a\nb"),)])
def test_a_spec_refuses_bad_people(people: tuple[tuple[int, str], ...]) -> None:
    with pytest.raises(OptionsError):
        GameSpec("tarot", 4, 5, people=people).check()


def test_a_bad_seat_in_a_link_is_said() -> None:
    with pytest.raises(LinkError):
        decode("g=tarot&n=4&s=5&p=x:Ana")


def test_a_name_is_bounded_text() -> None:
    assert clean_name("  Léa\u0000  Rose ") == "Léa Rose"
    assert len(clean_name("é" * 100)) == MAX_NAME == 20  # the figure docs/app.md and docs/site.md give


def test_one_person_alone_plays_as_before() -> None:
    table = Table(GameSpec("tarot", 4, 5), delay=0)
    assert table.covered is None and table.names()[0] == "Toi" and not table.spec.together


def test_the_cover_comes_before_another_persons_turn_and_the_table_speaks_to_the_holder() -> None:
    table = together()
    covers = 0
    while not table.deal.over:
        seat = table.deal.to_act
        if table.covered is not None:
            assert table.covered == seat != table.viewer
            assert not table.human_to_move and not table.can_step and table.show.choices() == []
            assert table.hand_over() and table.viewer == seat
            covers += 1
        elif table.human_to_move:
            assert table.view.seat == table.viewer == seat
            # the screen is the holder's: their hand at the bottom, the others around
            assert sorted(table.around()) == sorted(set(range(4)) - {seat})
            assert table.choose(table.robot_move(seat).action)
        else:
            assert seat == 3  # the robot
            table.step()
    assert covers >= 3
    assert table.names() == ["Ana", "Bob", "<b>x</b>", "Zoé"]  # the score sheet names the people


def test_sentences_say_you_to_the_holder_and_name_the_others() -> None:
    table = together()
    table.hand_over()
    assert table.said("log.pass", table.viewer) == "Tu passes."
    other = next(s for s in range(3) if s != table.viewer)
    assert table.said("log.pass", other) == f"{table.seat_name(other)} passe."


def test_a_tamalou_round_asks_each_person_in_turn_for_a_snap_and_each_has_a_first_look() -> None:
    table = together("tamalou", 3, ((0, "Ana"), (1, "Bob")), seed=3)
    show = table.show
    assert show.first_look and show.peeking and all(seat == 0 for seat, _ in show.peeking)
    assert table.window() is None
    looked = set()
    for _ in range(400):
        if table.deal.over:
            break
        if table.covered is not None:
            table.hand_over()
        if show.first_look:
            assert all(seat == table.viewer for seat, _ in show.peeking)  # only the holder's own cards
            looked.add(table.viewer)
            table.press(REMEMBERED)
            continue
        assert table.window() is None  # no race on one shared screen
        if table.human_to_move:
            action = table.robot_move(table.viewer).action
            if table.deal.phase == "snap":
                assert show.snapping
            assert table.choose(action)
        else:
            table.step()
    assert looked == {0, 1}


def test_people_without_robots_have_a_snap_level() -> None:
    table = together("tamalou", 2, ((0, "Ana"), (1, "Bob")), seed=3)
    assert table.show.level == "medium"  # no robot to be the kindest: the usual level


def test_the_setup_seats_people_and_says_what_is_missing() -> None:
    setup = Setup(game="tarot", players=4)
    setup.set_seat(1, "new")
    assert setup.spec("fr") is None and setup.problem == t("setup.name_missing", "fr")
    setup.set_name(0, "Ana")
    setup.set_name(1, " ana ")
    assert setup.spec("en") is None and setup.problem == t("setup.name_twice", "en")
    setup.set_name(1, "<i>Bob</i>" + "b" * 40)
    spec = setup.spec("fr")
    assert spec is not None and spec.people == ((0, "Ana"), (1, "<i>Bob</i>" + "b" * (MAX_NAME - 10)))
    setup.set_seat(1, "robot:hard")
    assert setup.spec("fr").people == ((0, "Ana"),) and setup.levels[0] == "hard"


def test_the_seats_are_kept_in_the_progress_and_offered_again() -> None:
    app = App(delay=0)
    app.setup.choose(game="tamalou", players=3)
    app.setup.set_name(0, "Ana")
    app.setup.set_seat(2, "new")
    app.setup.set_name(2, "Tom")
    assert app.start()
    saved = app.learning.progress.to_json()
    assert json.loads(saved)["people"] == ["Ana", "", "Tom"]
    again = App(delay=0)
    again.learning.progress = parse(saved).progress
    again.to_setup()
    assert again.setup.persons == [True, False, True] and again.setup.names == ["Ana", "", "Tom"]
    assert again.setup.remembered == ["Ana", "Tom"]


@pytest.mark.parametrize("people", [["", "Tom"], ["x" * 50], ["a"] * 7, "Ana", [3], ["A\u0007"]])
def test_damaged_seats_are_dropped_and_said(people: object) -> None:
    loaded = parse(json.dumps({"version": 1, "lessons": {}, "people": people}))
    assert loaded.progress.people == () and loaded.notice == "progress.repaired" and loaded.lossy
    assert "people" not in loaded.progress.to_data()


def test_the_new_holders_first_look_is_ready_when_the_screen_redraws() -> None:
    table = together("tamalou", 3, ((0, "Ana"), (1, "Bob")), seed=4)
    table.press(REMEMBERED)
    while table.covered is None:
        action = table.robot_move(table.deal.to_act).action
        table.choose(action) if table.human_to_move else table.step()
    drawn: list[bool] = []
    table.param.watch(lambda _: drawn.append(table.show.first_look and table.viewer == 1), "version")
    assert table.hand_over()
    assert drawn == [True]


def test_la_taroinche_names_a_partner_who_is_a_person() -> None:
    table = together("taroinche", 5, ((0, "Ana"), (2, "Bob")))
    table.viewer = 2
    assert table.show.seats_named("80 ♥ avec le joueur 0") == f"80 ♥ {t('tx.with', 'fr', name='Ana')}"
    assert table.show.seats_named("80 ♥ avec le joueur 2") == f"80 ♥ {t('tx.with_you', 'fr')}"


def test_the_hint_and_the_turn_name_the_holder() -> None:
    table = together()
    table.hand_over()
    name = table.seat_name(table.viewer)
    assert table.addressed(table.show.status()).startswith(f"{name} : ")
    assert not table.choose(Play(table.view.hand[0]))  # a card during the auction: refused, explained
    assert table.hint is not None and table.hint_text().startswith(f"{name} : ")
    alone = Table(GameSpec("tarot", 4, 5), delay=0)
    assert alone.addressed("À toi de jouer !") == "À toi de jouer !"


def test_a_power_look_ends_before_the_cover() -> None:
    for seed in range(1, 60):
        table = together("tamalou", 2, ((0, "Ana"), (1, "Bob")), seed=seed)
        show = table.show
        for _ in range(200):
            if table.deal.over:
                break
            if table.covered is not None:
                table.hand_over()
            if show.looking:
                if show.power_look and table.deal.to_act not in (None, table.viewer):
                    assert table.covered is None  # the holder still sees their card
                    table.press(SEEN)
                    assert table.covered == table.deal.to_act
                    return
                table.press(REMEMBERED if show.first_look else SEEN)
                continue
            if not table.human_to_move:
                table.step()
                continue
            # draw, throw the card drawn, use a power to look at one's own card, never snap
            legal = table.view.legal
            wanted = [a for a in legal if isinstance(a, (Draw, Throw, Pass)) and table.deal.phase != "power"
                      or isinstance(a, Look) and a.seat == table.viewer]
            assert table.choose(wanted[0] if wanted else legal[0])
    raise AssertionError("no power look followed by another person's turn")


def test_the_end_names_every_winner() -> None:
    table = together()
    assert table.show.winners("end.winner", (table.viewer,)) == t("end.winner", "fr", names="Ana")
    alone = Table(GameSpec("tarot", 4, 5), delay=0)
    assert alone.show.winners("end.winner", (0,)) == t("end.winner.you", "fr", names="Toi")


def test_an_imported_file_with_damaged_seats_is_refused() -> None:
    good = {"version": 1, "lessons": {"kids-cards": {"stars": 1, "step": 0}}}
    assert read_file(json.dumps({**good, "people": ["Ana", "", "Tom"]}), {"kids-cards"}).progress.people == ("Ana", "", "Tom")
    refused = read_file(json.dumps({**good, "people": ["", "Tom"]}), {"kids-cards"})
    assert (refused.notice, refused.entry, refused.why) == ("progress.bad_entry.import", "people", "progress.why.people")


def test_conseil_and_the_review_name_the_holder() -> None:
    table = together()
    table.hand_over()
    coach = Coach(table, worlds=4)
    assert coach.available and coach.ask() is not None
    name = table.seat_name(table.viewer)
    assert coach.lines()[0].startswith(f"{name} : ")
    assert coach.review_label() == f"{name} : revoir mes choix"  # no « de Inès » to elide
    assert Coach(Table(GameSpec("tarot", 4, 5), delay=0)).review_label() == "Revoir mes choix"


def hand_over_and_play(table: Table) -> None:
    """One step of a round together: the device handed over when the cover asks, then the
    holder plays as the robot would, or a robot plays (a first look is the caller's)."""
    if table.covered is not None:
        table.hand_over()
    if table.show.looking:
        return
    if table.human_to_move:
        assert table.choose(table.robot_move(table.viewer).action)
    else:
        table.step()


def test_an_undo_into_a_tamalou_round_shows_nobody_their_first_look_again() -> None:
    table = together("tamalou", 2, ((0, "Ana"), (1, "Bob")), seed=3)
    show, looks = table.show, []
    while not (len(looks) == 2 and len(table.log[-1]) >= 3):  # both have looked, then played on
        assert not table.deal.over
        hand_over_and_play(table)
        if show.first_look:
            looks.append(table.viewer)
            table.press(REMEMBERED)
    assert looks == [0, 1]
    table.undo()
    assert table.log[-1]
    for _ in range(40):
        hand_over_and_play(table)
        assert not show.first_look, f"{table.names()[table.viewer]} sees their two cards again"
        if table.deal.over:
            break
