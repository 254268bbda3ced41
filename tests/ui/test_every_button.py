"""Every button the table offers, pressed in every phase of seeded deals of each game and player
count: none raises. At each of the player's turns, each choice, each card of the hand, the
poignée buttons and the teacher's tools are tried on a copy of the table (rebuilt from its
link), and everything the screen reads is read; then the player goes on with a legal move."""

from __future__ import annotations

import random

import pytest

from engine import Declare, Discard, Play
from tests.sample_game import registered
from ui.urlstate import GameSpec
from ui.games.tarot.presenter import CANCEL, DECLINE, PICK, SHOW, TarotPresenter
from ui.table import Table

CONFIGS = [
    ("kids", 2, ()), ("kids", 3, (("paris", True),)),
    ("kids", 4, (("paris", True), ("primes", True))),
    ("kids", 5, (("paris", True), ("proviseur", True), ("primes", True))),
    *(("premier", n, ()) for n in (3, 4, 5, 6)),
    *(("tarot", n, ()) for n in (3, 4, 5, 6)),
    *(("tarin", n, ()) for n in (3, 4, 5, 6)),
    ("taroinche", 5, ()),
]


def read_everything(table: Table) -> None:
    """What the views read, in any state."""
    table.show.status(), table.show.hand(), table.show.seats(), table.show.trick(), table.show.choices()
    table.show.announcements(), table.show.dealer_line(), table.robot_line(), table.hint_text()
    table.passage(), table.show.help(), table.sheet(), table.query(), table.show.fields()
    if table.deal.over:
        table.show.piles(), table.show.camps(), table.show.chien_pile(), table.show.verdict(), table.show.score_steps()
        table.series(), table.show.target(), table.champions()


def copy(table: Table) -> Table:
    return Table.from_link(table.link(), delay=0)


def poignee_offered(table: Table) -> bool:
    """Whether a Tarot poignée is offered now (no other game has one)."""
    return isinstance(table.show, TarotPresenter) and table.show.poignee_offered()


def try_everything(table: Table) -> int:
    """Each button and card on its own copy of the table; returns how many were pressed."""
    actions = [c.action for c in table.show.choices()] + [PICK, SHOW, CANCEL, DECLINE]
    actions += [action for field in table.show.fields() for _, action in field.options]  # a decision's parts
    pressed = 0
    for action in actions:
        other = copy(table)
        other.press(action)
        other.toggle_why()
        read_everything(other)
        pressed += 1
    for face in table.show.hand():
        other = copy(table)
        other.click(face.token)
        other.toggle_why()
        read_everything(other)
        pressed += 1
    if poignee_offered(table):
        other = copy(table)
        other.press(PICK)
        for face in other.show.hand():  # every trump picked in turn, the other cards explained
            other.click(face.token)
            read_everything(other)
            for choice in other.show.choices():
                # with no trump picked yet the button is there but disabled
                assert choice.action != SHOW or other.show.picked or not choice.enabled, \
                    "an empty poignée offered"
        for choice in other.show.choices():
            other.press(choice.action)
            read_everything(other)
            pressed += 1
    other = copy(table)
    for tool in (other.undo, other.redo, other.replay, other.redo, other.step, other.next_deal):
        tool()
        read_everything(other)
    return pressed


def legal_move(table: Table, rnd: random.Random) -> None:
    """A legal move as a person makes it: a card is clicked, anything else is a button."""
    if poignee_offered(table) and rnd.random() < 0.5:
        table.press(DECLINE)
        return
    action = rnd.choice(table.view.legal)
    if isinstance(action, (Play, Discard)):
        assert table.click(str(action.card))
    else:
        assert table.press(str(action)), action
    assert not isinstance(action, Declare) or table.deal.declared


@pytest.mark.parametrize("game,players,options", CONFIGS,
                         ids=[f"{g}-{n}p" + "".join(f"-{k}" for k, _ in o) for g, n, o in CONFIGS])
def test_every_button_of_a_deal(game, players, options):
    press_every_button(game, players, options)


def test_every_button_of_a_game_from_the_tests():
    """Le Petit Pli, registered from tests/sample_game with no UI code, through the same table."""
    with registered() as game:
        press_every_button(game.id, game.default_players, ())


def press_every_button(game: str, players: int, options: tuple[tuple[str, object], ...]) -> None:
    """Two seeded deals: every button at each of the player's turns, then a legal move."""
    rnd = random.Random(players)
    pressed = 0
    for seed in (1, 2):
        table = Table(GameSpec(game, players, seed, options), delay=0)
        read_everything(table)
        while not table.deal.over:
            while table.robots_to_move:
                table.step()
                read_everything(table)
            if table.human_to_move:
                pressed += try_everything(table)
                legal_move(table, rnd)
                read_everything(table)
        read_everything(table)
        table.next_deal()
        read_everything(table)
    assert pressed > 0


def test_every_button_of_the_poignee_offer():
    """A table where the player may show a poignée: every step of the offer, every count of
    picked trumps; « show » is disabled until a trump is picked."""
    from tests.ui.test_tarot_table import poignee_table

    table = poignee_table()
    assert table.show.poignee_offered()
    assert try_everything(table) > len(table.show.hand())
    table.press(PICK)
    show, cancel = table.show.choices()
    assert show.action == SHOW and not show.enabled and cancel.action == CANCEL
    assert not table.press(SHOW) and table.hint is not None and table.deal.declared == []


def tamalou_read(table) -> None:
    """What Le Tamalou's screen reads, in any state."""
    table.show.status(), table.show.scene(), table.show.choices(), table.show.announcements(), table.show.dealer_line()
    table.robot_line(), table.hint_text(), table.passage(), table.sheet(), table.query()
    table.show.count_lines(), table.show.verdict(), table.show.target(), table.champions(), table.series()


def tamalou_keys(table) -> list[str]:
    """Every card, pile or discard the player may touch now."""
    scene = table.show.scene()
    keys = [s["pick"] for seat in scene["seats"] for s in seat["slots"] if s and s["pick"]]
    return keys + [x["pick"] for x in (scene["middle"]["pile"], scene["middle"]["discard"]) if x and x["pick"]]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_button_and_card_of_a_tamalou_round(players):
    """Le Tamalou: at each of the player's decisions (the snap window included), each button
    and each card that may be touched, on a copy; then a move as a person makes it."""

    rnd = random.Random(players)
    table = Table(GameSpec("tamalou", players, 3), delay=0)
    pressed = 0
    while not table.deal.over:
        tamalou_read(table)
        if table.human_to_move or table.show.snapping:
            for what in [("press", c.action) for c in table.show.choices()] + [("click", k) for k in tamalou_keys(table)]:
                other = Table.from_link(table.link(), delay=0)
                getattr(other, what[0])(what[1])
                other.toggle_why()
                tamalou_read(other)
                pressed += 1
            moves = [("press", c.action) for c in table.show.choices() if c.enabled] + [("click", k) for k in tamalou_keys(table)]
            kind, key = rnd.choice(moves)
            getattr(table, kind)(key)
            if table.show.snapping and not table.show.marked:
                table.press("pass")
        if table.deal.phase == "snap" and not table.show.snapping:
            claims = table.plan()
            table.tick(1e9, claims, 0)
        elif table.can_step:
            table.step()
    tamalou_read(table)
    for tool in (table.undo, table.redo, table.replay, table.redo, table.next_deal):
        tool()
        tamalou_read(table)
    assert pressed > 0
