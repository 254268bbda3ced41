"""Le Tamalou at the table, through the view-model: the setup, the squares as the player sees
them (their first look, then face down), the three kinds of turn, the powers as touched cards
and a look that waits for the player, a misused power's penalty card, refusals explained, the
snap window driven second by second without sleeping, links and undo, the count in words, in
French and in English, and one redraw of the screen per new round."""

from __future__ import annotations

import asyncio
import random

import panel as pn
import pytest

from engine import Match
from engine.actions import Pass
from engine.games.tamalou import Announce, Draw, Exchange, Look, Snap, Swap, Take, Throw
from engine.games.tamalou import TAMALOU_DECK
from engine.games.tamalou.rules import TamalouDeal, TamalouResult, points
from ui.app_model import App
from ui.i18n import EN, FR, t
from ui.games import presenter_of
from ui.games.tamalou.presenter import CANCEL, REACTION, REMEMBERED, SEEN, SNAP, TAKE, WINDOW, TamalouPresenter
from ui.urlstate import GameSpec, Seated, decode
from ui.games.presenter import HUMAN, Move
from ui.table import Claim, Table
from ui.viewmodels import supported
from ui.views import TableView

from tests.sample_game import registered


class FixedRound(Match):
    """A match whose rounds are all the same fixed position (the engine's text notation)."""

    def __init__(self, text: str, dealer: int, **options: object) -> None:
        self.text, self.first = text, dealer
        super().__init__("tamalou", text.split("|")[0].count("/") + 1, 0, options)

    def next_deal(self) -> TamalouDeal:
        self.dealt += 1
        return TamalouDeal.from_text(self.text, dealer=self.first)


class FixedTable(Table):
    """A table playing a fixed round (the player is seat 0, the dealer the last seat, so the
    player starts)."""

    def __init__(self, text: str, levels: tuple[str, ...] = (), **params: object) -> None:
        self.text = text
        players = text.split("|")[0].count("/") + 1
        super().__init__(GameSpec("tamalou", players, 1, (), levels or ("hard",) * (players - 1)), **params)

    def new_match(self) -> Match:
        return FixedRound(self.text, self.players - 1)


# squares: the player's 5♠ 3♥ 9♣ K♥, Léa's, Hugo's | the pile, top first | the discard
SQUARES, PILE = "5S 3H 9C KH / 5D 8H QS 1C / 2D 7C 10H 4S", "7D 9H JD KS 5C 6H 6S 6D"
ROUND = f"{SQUARES} | {PILE} | 2S"


def fixed(text: str = ROUND, levels: tuple[str, ...] = (), **params: object) -> FixedTable:
    """The fixed round, once the player has remembered their two cards."""
    table = FixedTable(text, levels, **{"delay": 0, **params})
    table.press(REMEMBERED)
    return table


def slots(table: Table, seat: int) -> list[dict | None]:
    return next(s for s in table.show.scene()["seats"] if s["name"] == table.seat_name(seat))["slots"]


def close(table: Table) -> None:
    """Let the open snap window run out (every robot answers, the player too)."""
    claims = table.plan()
    table.tick(1e9, claims, table.window_length(claims))


def test_tamalou_is_offered_from_2_to_6_players_with_its_options() -> None:
    assert "tamalou" in supported()
    app = App(delay=0)
    app.setup.game = "tamalou"
    assert app.setup.player_counts() == (2, 3, 4, 5, 6)
    assert set(app.setup.options) == {"limit", "wins"} and app.setup.options["limit"] == 5
    assert "hard" in app.levels()
    app.setup.players = 2
    app.setup.set_level(1, "hard")
    app.setup.set_option("limit", 7)
    app.setup.seed = "3"
    assert app.start() and isinstance(app.table.show, TamalouPresenter)
    assert app.table.match.options["limit"] == 7
    assert "o=limit:7" in app.query() and "b=hard" in app.query()
    app.setup.game = "tarot"  # every searched game plays « difficile » too: the level stays
    assert app.setup.levels[0] == "hard" and app.setup.spec() is not None
    with registered() as sample:  # a game without that level falls back to the usual one
        other = App(delay=0)
        other.setup.set_level(1, "hard")
        other.setup.game = sample.id
        assert "hard" not in other.setup.levels and other.setup.spec() is not None
    assert presenter_of("tarin") is not TamalouPresenter


class RobotFirst(FixedTable):
    """The fixed round, Léa (seat 1) to play first."""

    def new_match(self) -> Match:
        return FixedRound(self.text, 0)


@pytest.mark.parametrize("kind", [FixedTable, RobotFirst])
def test_the_first_look_waits_until_the_player_remembers_whoever_starts(kind: type[FixedTable]) -> None:
    """The two nearest cards show, the screen says to remember them, and nothing else happens
    (no robot, no snap window, no other button) until the player says they remember: the same
    look whoever starts, however long the page takes to show it."""
    table = kind(ROUND, delay=0)
    mine = slots(table, HUMAN)
    assert [s["open"] for s in mine] == [True, True, False, False]
    assert mine[0]["label"] == "Ta carte 1 : le 5 de pique" and mine[2]["label"] == "Ta carte 3, face cachée"
    assert all(not s["open"] for s in slots(table, 1))  # never a robot's card
    assert table.show.status().startswith("Retiens tes deux cartes")
    assert [c.action for c in table.show.choices()] == [REMEMBERED]
    assert not table.robots_to_move and not table.click("pile") and not table.press("draw")
    assert all(not s["pick"] for s in mine) and not table.show.scene()["middle"]["pile"]["pick"]
    asyncio.run(table.run_robots())
    assert table.deal.history == [] and [s["open"] for s in slots(table, HUMAN)] == [True, True, False, False]
    table.lang = "en"
    assert table.show.status().startswith("Remember your two cards") and table.show.choices()[0].label == "I remember them"
    assert table.press(REMEMBERED)
    assert not any(s["open"] for s in slots(table, HUMAN)) and not table.show.status().startswith("Remember")
    assert table.robots_to_move == (kind is RobotFirst) and table.human_to_move == (kind is FixedTable)


def test_a_face_down_card_shows_the_back_of_the_deck() -> None:
    """A hidden card is drawn with the pile's back, not a blank white face (its art was asked
    for as « tamalou-None.svg », a missing file)."""
    table = fixed()
    back = table.show.scene()["middle"]["pile"]["url"]
    hidden = [s for seat in table.show.scene()["seats"] for s in seat["slots"] if s and not s["open"]]
    assert len(hidden) == 12 and {s["url"] for s in hidden} == {back}
    table.open_hands, table.teacher = True, True  # every card open: every face, no back
    assert slots(table, HUMAN)[0]["url"].endswith("tamalou-5S.svg") and back not in {s["url"] for seat in table.show.scene()["seats"] for s in seat["slots"]}


def test_the_next_round_starts_with_its_own_first_look() -> None:
    table = Table(GameSpec("tamalou", 2, 5), delay=0)
    table.press(REMEMBERED)
    play_round(table, random.Random(1))
    table.next_deal()
    assert table.show.first_look and table.show.peeking == [(0, 0), (0, 1)] and table.show.status().startswith("Retiens")


def test_teacher_mode_opens_every_square() -> None:
    table = fixed()
    table.open_hands, table.teacher = True, True  # teacher mode: every square face up
    assert all(s["open"] for seat in table.show.scene()["seats"] for s in seat["slots"])


def test_draw_then_swap_and_the_drawn_card_in_the_middle() -> None:
    table = fixed()
    assert [c.action for c in table.show.choices()] == ["draw", TAKE, "tamalou"]
    assert table.show.scene()["middle"]["pile"]["pick"] == "pile"
    assert table.click("pile")
    assert table.deal.phase == "drawn" and table.view.drawn.rank == 7
    middle = table.show.scene()["middle"]
    assert middle["drawn"]["label"] == "Le 7 de carreau" and "7 de carreau" in table.show.status()
    assert [s["pick"] for s in slots(table, HUMAN)] == [f"slot:0:{p}" for p in range(4)]
    assert all(not s["pick"] for s in slots(table, 1))
    assert table.click("slot:0:2")
    assert table.deal.squares[0][2].rank == 7 and table.deal.discard[-1].rank == 9
    assert table.log[-1] == [Draw(), Swap(2)]
    assert table.deal.phase == "snap" and {(0, 2)} == table.show.last_moved()


def test_taking_the_discard_needs_a_place_and_can_be_cancelled() -> None:
    table = fixed()
    assert not table.click("slot:0:1")  # no card is touched before choosing what to do
    table.press(TAKE)
    assert table.show.taking and "2 de pique" in table.show.status()
    assert [c.action for c in table.show.choices()] == [CANCEL]
    table.press(CANCEL)
    assert not table.show.taking and table.deal.history == []
    assert not table.click("discard")  # the discard is a shortcut for « Prendre la défausse »
    assert table.show.taking
    assert table.click("slot:0:1")
    assert table.log[-1] == [Take(1)] and table.deal.discard[-1].rank == 3


def power_table(top: str) -> FixedTable:
    """The player draws ``top`` and throws it: its power waits."""
    pile = [top] + [c for c in PILE.split() if c != top]
    table = fixed(f"{SQUARES} | {' '.join(pile)} | 2S")
    table.click("pile")
    table.click("discard")  # throws the drawn card
    assert table.deal.phase == "power", table.deal.phase
    return table


def test_a_seven_looks_at_one_of_my_cards_until_i_have_seen_it() -> None:
    table = power_table("7D")
    assert "pour la voir" in table.show.status() and [c.action for c in table.show.choices()] == ["pass"]
    assert table.click("slot:0:3")
    assert table.log[-1][-1] == Look(0, 3) and table.show.peeking == [(0, 3)]
    assert slots(table, HUMAN)[3]["open"] and slots(table, HUMAN)[3]["token"] == "KH"
    assert "Tu regardes ta carte 4." in table.show.announcements()  # the card shows during the look only
    assert table.press(SEEN)
    assert not slots(table, HUMAN)[3]["open"]


def on_screen(table: Table, monkeypatch: pytest.MonkeyPatch) -> tuple[TableView, list]:
    """The table's screen, and the list where it leaves what it starts in the background (the
    robots, any timer) instead of running it."""
    started: list = []
    monkeypatch.setattr(pn.state, "execute", lambda task, schedule="auto": started.append(task))
    return TableView(table=table, on_new_game=lambda: None), started


def time_passes(started: list, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run what the screen started as if any amount of time went by: every sleep returns at
    once, so a clock would run out and the robots would play on."""
    async def instant(delay: float, result: object = None) -> object:
        return result

    monkeypatch.setattr(asyncio, "sleep", instant)
    while started:
        task = started.pop(0)()
        if asyncio.iscoroutine(task):
            asyncio.run(task)


@pytest.mark.parametrize("card,spot,seen", [("7D", "slot:0:3", "Retiens bien ta carte 4 : le Roi de cœur."),
                                            ("9H", "slot:2:1", "Retiens bien la carte 2 de Hugo : le 7 de trèfle.")])
def test_a_power_look_waits_for_the_player_not_for_a_clock(card: str, spot: str, seen: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The card a 7 or a 9 shows stays up, whatever time passes, with nothing else to do than
    « J'ai vu »; the robots and the snap window wait. Then it turns back and the round goes on."""
    table = power_table(card)
    view, started = on_screen(table, monkeypatch)
    view._pick(spot)
    moves = len(table.deal.history)
    time_passes(started, monkeypatch)
    for _ in range(3):
        asyncio.run(table.run_robots())
    seat, place = (int(n) for n in spot.split(":")[1:])
    assert len(table.deal.history) == moves and slots(table, seat)[place]["open"]  # nobody moved, still shown
    assert table.show.status() == seen and [c.label for c in table.show.choices()] == ["J'ai vu"]
    assert table.show.choice_title() == "La carte que tu regardes" and not table.robots_to_move
    assert not any(s and s["pick"] for s in slots(table, HUMAN)) and not table.click("slot:0:0")
    assert not table.press("pass") and len(table.deal.history) == moves  # only « J'ai vu » answers
    table.lang = "en"
    assert table.show.choices()[0].label == "I've seen it" and table.show.status().startswith("Remember ")
    table.lang = "fr"
    view._choose(SEEN)
    assert not slots(table, seat)[place]["open"] and table.robots_to_move
    time_passes(started, monkeypatch)  # the snap window runs out, the robots play
    assert len(table.deal.history) > moves and table.human_to_move and table.deal.phase == "turn"


def test_the_next_round_is_drawn_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """« Donne suivante » redraws the table once, and nothing redraws it by itself afterwards,
    whatever time passes (a timer started by the new round's look once turned it over a second
    time in teacher mode): its first look shows and stays, whoever leads the round."""
    for teacher in (False, True):
        table = Table(GameSpec("tamalou", 3, 5), delay=0, teacher=teacher, open_hands=False)
        table.press(REMEMBERED)
        play_round(table, random.Random(1))
        view, started = on_screen(table, monkeypatch)
        redraws: list[int] = []
        table.param.watch(lambda e: redraws.append(e.new), "version")
        view._end_pressed()
        shown = view.felt.scene
        time_passes(started, monkeypatch)
        assert len(redraws) == 1 and view.felt.scene == shown, f"teacher mode: {teacher}"
        assert [s["open"] for s in slots(table, HUMAN)] == [True, True, False, False]


def test_a_look_in_teacher_mode_lasts_until_the_players_next_move() -> None:
    """The teacher leads: no « J'ai vu », the robots step on, the card stays up until the
    player's own next move."""
    table = power_table("7D")
    table.teacher, table.open_hands = True, False
    table.click("slot:0:3")
    assert table.show.choices()[0].action != SEEN and slots(table, HUMAN)[3]["open"]
    while table.can_step:
        table.step()  # the robots answer the snap window, seat by seat
    assert slots(table, HUMAN)[3]["open"] and table.show.snapping
    assert table.press("pass")
    assert not slots(table, HUMAN)[3]["open"]


def test_a_misused_power_costs_a_penalty_card_in_the_square() -> None:
    table = power_table("7D")
    table.click("slot:1:0")  # a 7 looks at one's own cards, not at Léa's
    assert table.show.peeking == [] and not table.show.holding()  # nothing was seen: nothing waits
    mine = slots(table, HUMAN)
    assert len(mine) == 5 and mine[4]["penalty"] and "pénalité" in mine[4]["label"]
    lines = table.show.announcements()
    assert "Ce n'était pas le bon pouvoir : ton tour est fini." in lines
    assert "Tu reçois une carte de pénalité, face cachée." in lines


def test_a_queen_swaps_blind_one_of_mine_with_an_opponent_card() -> None:
    table = power_table("JD")
    assert not table.click("slot:0:2")  # first my card…
    assert table.show.marked == [(0, 2)] and slots(table, HUMAN)[2]["lit"]
    assert "carte 3" in table.show.status()
    assert table.click("slot:2:1")  # …then Hugo's
    assert table.log[-1][-1] == Exchange((0, 2), (2, 1))
    assert str(table.deal.squares[2][1]) == "9C" and str(table.deal.squares[0][2]) == "7C"


def test_a_refused_exchange_is_explained_and_changes_nothing() -> None:
    table = power_table("JD")
    before = table.deal.text()
    table.click("slot:0:2")
    assert not table.click("slot:0:3")  # two of my own cards: not an exchange
    assert table.hint is not None and "une de tes cartes et une carte" in table.hint_text()
    assert table.deal.text() == before and table.deal.phase == "power"
    table.toggle_why()
    assert table.why


def test_a_black_king_looks_then_may_swap_what_it_saw() -> None:
    table = power_table("KS")
    assert table.click("slot:1:2")
    assert table.view.power == "king-swap" and table.show.peeking == [(1, 2)]
    assert slots(table, 1)[2]["open"]  # still shown while the swap is decided
    assert [c.label for c in table.show.choices()] == ["Ne rien échanger"]
    assert table.click("slot:0:0")
    assert table.log[-1][-1] == Exchange((0, 0), (1, 2))
    assert str(table.deal.squares[0][0]) == "QS"


def test_a_black_kings_look_lasts_while_the_swap_is_decided_and_no_longer() -> None:
    """The decision is the player's next move: keeping their cards turns the look back at once."""
    table = power_table("KS")
    table.click("slot:1:2")
    assert slots(table, 1)[2]["open"] and table.show.status() == "Échange-la avec une de tes cartes, ou garde tout."
    assert table.press("pass")
    assert not slots(table, 1)[2]["open"] and table.show.peeking == [] and table.robots_to_move


def test_the_snap_window_robots_claim_at_their_level_speed() -> None:
    # Léa (easy) and Hugo (hard) both hold a 6 when the player throws the 6 of hearts
    text = "5S 3H 9C KH / 6C 8H QS 1C / 2D 6S 7C 4S | 6H 9H JD KS 5C 7D | 2S"
    table = FixedTable(text, ("easy", "hard"), delay=1.0)
    table.press(REMEMBERED)
    table.click("pile")
    table.click("discard")
    assert table.deal.phase == "snap" and table.show.snapping
    assert "6 de cœur" in table.show.status()
    claims = table.plan()
    assert [(c.seat, c.at) for c in claims] == [(2, REACTION["hard"]), (1, REACTION["easy"])]
    length = table.window_length(claims)
    assert length == WINDOW["easy"]  # the player may still answer: the window waits for them
    claims = table.tick(REACTION["hard"] - 0.1, claims, length)
    assert table.deal.phase == "snap" and len(table.deal.history) == 2  # too soon for anyone
    claims = table.tick(REACTION["hard"], claims, length)
    assert table.deal.history[-1] == (2, Snap((1,))) and table.log[-1][-1] == Seated(2, Snap((1,)))
    assert claims == [] and table.deal.phase == "turn"  # the fastest wins: the window closed
    assert str(table.deal.squares[1][0]) == "6C"  # Léa was too slow
    assert decode(table.query()).moves[-1][-1] == Seated(2, Snap((1,)))


def test_the_player_snaps_before_the_robots_and_the_link_replays_it() -> None:
    text = "6C 3H 9C KH / 5D 8H QS 1C / 2D 7C 6S 4S | 6H 9H JD KS 5C 7D | 2S"
    table = fixed(text)
    table.click("pile")
    table.click("discard")
    assert [c.action for c in table.show.choices()] == [SNAP, "pass"] and not table.show.choices()[0].enabled
    assert not table.click("slot:1:0")  # only my own cards
    table.click("slot:0:0")
    assert table.show.marked == [(0, 0)] and table.show.choices()[0].label == "Jeter 1 carte sur la défausse"
    table.click("slot:0:0")
    assert table.show.marked == []
    table.click("slot:0:0")
    assert table.press(SNAP)
    assert slots(table, HUMAN)[0] is None  # the place stays empty
    assert table.deal.history[-1] == (0, Snap((0,)))
    moves = decode(table.query()).moves
    assert moves == (tuple(table.log[-1]),) and moves[0][-1] == Seated(HUMAN, Snap((0,)))
    again = fixed(text)
    again._replay([list(moves[0])])
    assert again.deal.text() == table.deal.text()


def test_a_snap_is_said_by_the_card_not_by_its_points() -> None:
    """A Jack on a Queen is refused though both are worth 10 points: the screen names the card
    to throw (« une Dame »), never « la même valeur », which a child reads as the points."""
    table = fixed("QC JH 9C KH / 5D 8H QS 1C / 2D 7C 6S 4S | 6H 9H JD KS 5C 7D | 2S")
    table.press(TAKE)
    assert table.click("slot:0:0")  # the Queen of clubs goes on the discard
    assert table.show.status() == "Défausse : la Dame de trèfle. Tu as aussi une Dame ? Vite, sur la défausse !"
    table.lang = "en"
    assert table.show.status() == "Discard: the Queen of clubs. Do you have a Queen too? Quick, onto the discard!"
    table.lang = "fr"
    table.click("slot:0:1")
    assert table.press(SNAP)
    log = table.show.announcements()
    assert "Tu jettes le Valet de cœur, mais il fallait une Dame : tes cartes reviennent." in log
    table.lang = "en"
    assert "You throw the Jack of hearts, but it had to be a Queen: your cards go back." in table.show.announcements()
    assert "rank" not in table.show.status() and not any("value" in line for line in table.show.announcements())


def test_the_log_says_which_card_a_kept_draw_threw() -> None:
    table = fixed()
    table.click("pile")
    table.click("slot:0:2")  # the 7 of diamonds drawn, kept in place 3: the 9 of clubs goes
    assert "Tu gardes la carte piochée à ta place 3 et jettes le 9 de trèfle." in table.show.announcements()


def test_time_is_up_everyone_still_waiting_passes() -> None:
    table = fixed()
    table.click("pile")
    table.click("slot:0:3")  # the King of hearts: nobody else has a King
    claims = [c for c in table.plan() if c.seat != HUMAN]
    table.tick(table.window_length(claims), claims, table.window_length(claims))
    assert table.deal.phase == "turn" and table.deal.to_act == 1
    assert Pass() in [a for s, a in table.deal.history if s == HUMAN]


def test_a_robot_claim_too_late_changes_nothing() -> None:
    table = fixed()
    table.click("pile")
    table.click("slot:0:0")
    close(table)
    before = table.deal.text()
    table.claim(Claim(0, 1, Move(Snap((0,)), "", "")))  # the window is closed
    assert table.deal.text() == before


def test_robots_run_their_turns_and_windows_without_blocking() -> None:
    table = Table(GameSpec("tamalou", 4, 8, (), ("easy", "medium", "hard")), delay=0)
    table.press(REMEMBERED)
    for _ in range(40):
        if table.deal.over:
            break
        asyncio.run(table.run_robots())
        if table.human_to_move:
            table.click("pile")
            table.click("slot:0:0") if table.deal.phase == "drawn" else None
            asyncio.run(table.run_robots())
    assert len(table.deal.history) > 20


def play_round(table: Table, rnd: random.Random) -> None:
    """The player draws and keeps or throws, says Tamalou now and then; windows run out."""
    while not table.deal.over:
        if table.deal.phase == "snap":
            close(table)
        elif not table.human_to_move:
            table.step()
        elif table.deal.phase == "turn":
            legal = table.view.legal
            if Announce() in legal and (rnd.random() < 0.05 or legal == (Announce(),)):
                assert table.press("tamalou")
            elif Draw() in legal:
                assert table.click("pile")
            else:
                table.press(TAKE)
                assert table.click(f"slot:0:{table.view.positions(HUMAN)[0]}")
        elif table.deal.phase == "drawn":
            assert table.click(rnd.choice(["discard", f"slot:0:{table.view.positions(HUMAN)[0]}"]))
        else:
            assert table.press("pass")


@pytest.mark.parametrize("players", [2, 3, 6])
def test_a_whole_round_to_its_count_in_words(players: int) -> None:
    table = Table(GameSpec("tamalou", players, 11), delay=0)
    play_round(table, random.Random(players))
    result = table.deal.result()
    lines = table.show.count_lines()
    assert len(lines) == players
    for seat, line in enumerate(lines):
        cards = [c for c in result.squares[seat] if c is not None]
        assert line.startswith(table.seat_name(seat))
        if cards:
            assert line.endswith(f"= {sum(map(points, cards))} point" + ("s" if result.totals[seat] > 1 else ""))
    verdict = table.show.verdict()
    winners = [table.seat_name(s) for s in result.winners]
    assert all(name in verdict[-1] or name == "Toi" for name in winners) and "gagne" in verdict[-1]
    assert all(s["open"] for seat in table.show.scene()["seats"] for s in seat["slots"] if s)  # all shown
    table.lang = "en"
    assert table.show.count_lines()[0].startswith("You: ") and table.show.status() == "The round is over."
    assert table.sheet()[-1][1] == table.match.totals and sum(table.match.totals) >= 1
    if table.can_continue:
        table.next_deal()
        assert table.show.peeking == [(0, 0), (0, 1)]


def test_the_end_of_a_round_says_manche_never_donne(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule and our words play « manches » (« Le premier à gagner 3 manches »): the end of
    one, its button, its winner, the score sheet, the plot and the teacher's replay say so too,
    not the trick games' « donne »."""
    table = Table(GameSpec("tamalou", 3, 11), delay=0)
    table.press(REMEMBERED)
    play_round(table, random.Random(3))
    view, _ = on_screen(table, monkeypatch)
    table.teacher = True

    def said() -> str:
        return " ".join([table.show.status(), *table.show.verdict(), view.summary.object, view.next.label,
                         view.sheet.object, view.replay.label, view.plot.object])

    assert "Fin de la manche" in said() and view.next.label == "Manche suivante"
    assert table.show.verdict()[-1].endswith("la manche !") and "<th>Manche</th>" in view.sheet.object
    assert "donne" not in said().lower()
    table.lang = "en"
    assert "End of the round" in said() and view.next.label == "Next round" and "deal" not in said().lower()


def test_announcing_and_the_verdict_when_the_announcer_has_too_much() -> None:
    text = "10S 10H 9C KS / 1D 1H 2S 1C / 2D 2C 1S 3S | 7D 9H | 4H"
    table = fixed(text)
    assert table.press("tamalou")
    assert table.show.scene()["middle"]["title"] == "Dernier tour : tu as dit « Tamalou ! »."
    assert "tu as dit Tamalou" in next(s for s in table.show.scene()["seats"] if s["mine"])["badges"]
    play_round(table, random.Random(1))
    verdict = table.show.verdict()
    assert verdict[0] == "Tu as dit « Tamalou ! » avec 44 points : c'est plus que 5, c'est perdu."
    assert verdict[1].startswith("Le plus petit total des autres gagne")


def test_undo_in_teacher_mode_and_stepping_through_a_window() -> None:
    table = fixed(teacher=True)
    table.click("pile")
    table.click("slot:0:0")
    assert table.deal.phase == "snap" and table.can_step and table.deal.to_act == 1
    table.step()  # Léa answers, in the window's order
    assert len(table.deal.history) == 3
    table.undo()
    table.undo()
    assert table.deal.phase == "drawn" and table.can_redo
    table.redo()
    assert table.deal.phase == "snap"


def test_every_tamalou_word_in_both_languages_with_plurals() -> None:
    mine = {k for k in FR if k.startswith("tam.")}
    assert mine == {k for k in EN if k.startswith("tam.")}
    assert t("tam.pile", "fr", n=1) == "Pioche (1 carte)" and t("tam.pile", "en", n=0) == "Empty draw pile"
    assert t("tam.snap_n", "en", n=2) == "Throw 2 cards on the discard"
    assert t("tam.count", "fr", name="Léa", terms="0 + 1", n=1) == "Léa : 0 + 1 = 1 point"
    assert t("tam.count", "en", name="Léa", terms="0", n=0) == "Léa: 0 = 0 points"


def test_the_count_of_a_player_with_no_card_left(monkeypatch: pytest.MonkeyPatch) -> None:
    """« Toi n'a plus de carte » was the count of the player who threw all their cards."""
    table = fixed()
    squares = ((None, None, None, None), tuple(table.deal.squares[1]), tuple(table.deal.squares[2]))
    result = TamalouResult((0, 24, 23), 0, True, (0,), 5, "announce", squares)
    monkeypatch.setattr(type(table.deal), "over", property(lambda self: True))
    monkeypatch.setattr(table.deal, "result", lambda: result)
    assert table.show.count_lines()[0] == "Tu n'as plus de carte : 0 point"
    table.lang = "en"
    assert table.show.count_lines()[0] == "You have no card left: 0 points"


@pytest.mark.parametrize("ended", ["turns", "pile"])
def test_a_round_nobody_announced_says_why_it_ended(ended: str, monkeypatch: pytest.MonkeyPatch) -> None:
    table = fixed()
    result = TamalouResult((9, 3, 7), None, False, (1,), 5, ended, ())
    monkeypatch.setattr(type(table.deal), "over", property(lambda self: True))
    monkeypatch.setattr(table.deal, "result", lambda: result)
    first = ("Personne n'a dit « Tamalou ! » en 20 tours chacun" if ended == "turns"
             else "La pioche s'est vidée deux fois")
    lines = table.show.verdict()
    assert lines[0].startswith(first) and lines[0].endswith("gagne : Léa.")
    assert lines[1:] == ["Léa gagne la manche !"]


def test_every_words_key_of_the_table_is_words_in_both_languages() -> None:
    """Each key the table may show exists in French and in English: the literal ones, the
    powers' (« tam.power.blind_swap » once showed as such) and the log's."""
    import re
    from pathlib import Path

    from engine.games.tamalou.rules import POWER_WORDS

    source = "".join(path.read_text() for path in Path("ui/games/tamalou").glob("*.py"))
    keys = set(re.findall(r'"(tam\.[a-z_.]+)"', source))
    keys |= {f"tam.power.{power.replace('-', '_')}" for power in POWER_WORDS}
    keys |= {f"tam.log_{kind}" for kind in ("misuse", "penalty", "reshuffle")}
    assert {k for k in keys if k not in FR or k not in EN} == set()
    assert {k for k in FR if k.startswith("tam.")} == {k for k in EN if k.startswith("tam.")}


@pytest.mark.parametrize("card", ["7D", "9H", "JD", "KS"])
def test_each_power_says_what_to_do_in_words(card: str) -> None:
    table = power_table(card)
    if card == "KS":
        table.click("slot:1:2")  # the King looked: now the swap
    for lang in ("fr", "en"):
        table.lang = lang
        status = table.show.status()
        assert "tam." not in status and status in {*FR.values(), *EN.values()}, status


def test_the_log_says_your_card_and_their_card() -> None:
    """« Léa regarde ta carte 3 », never « la carte 3 de Toi »; « sa carte » for the actor's own."""
    table = fixed()
    table.click("pile")
    table.click("slot:0:0")  # the player keeps the 7 of diamonds
    close(table)
    for action in (Draw(), Throw(), Look(0, 2)):  # Léa draws the 9 of hearts and looks
        table.apply(action)
    close(table)
    for action in (Draw(), Throw(), Exchange((0, 1), (2, 0))):  # Hugo, the Jack: a blind swap
        table.apply(action)
    lines = table.show.announcements()
    assert "Léa regarde ta carte 3." in lines and lines[-1] == "Hugo échange ta carte 2 et sa carte 1."
    table.lang = "en"
    lines = table.show.announcements()
    assert "Léa looks at your card 3." in lines and lines[-1] == "Hugo swaps your card 2 and their card 1."
    assert not any("Toi" in line or "You's" in line for line in table.show.announcements())


def test_a_name_after_de_is_elided_in_french() -> None:
    table = Table(GameSpec("tamalou", 6, 2), delay=0)
    inès = table.names().index("Inès")
    assert table.show.card_of(inès, 0, 1) == "la carte 1 d'Inès" and table.show.card_of(1, 0, 2) == "la carte 1 de Léa"
    assert next(s for s in table.show.scene()["seats"] if s["name"] == "Inès")["squareLabel"] == "Le carré d'Inès : 4 cartes"


def test_each_square_is_named_for_its_owner_in_each_language() -> None:
    table = Table(GameSpec("tamalou", 3, 2), delay=0)
    labels = {s["name"]: s["squareLabel"] for s in table.show.scene()["seats"]}
    assert labels == {"Toi": "Ton carré : 4 cartes", "Léa": "Le carré de Léa : 4 cartes",
                      "Hugo": "Le carré de Hugo : 4 cartes"}
    table.lang = "en"
    labels = {s["name"]: s["squareLabel"] for s in table.show.scene()["seats"]}
    assert labels == {"You": "Your square: 4 cards", "Léa": "Léa's square: 4 cards",
                      "Hugo": "Hugo's square: 4 cards"}
    assert table.show.slot_name(1, 0) == "Léa's card 1" and table.show.slot_name(0, 1) == "your card 2"


# the player holds a 6 they have seen (place 1); the pile's top is the 6 of hearts
SIXES = "6C 3H 9C KH / 5D 8H QS 1C / 2D 7C 10S 4S | 6H 9H JD KS 5C 7D | 2S"


@pytest.mark.parametrize("levels,delays", [(("easy", "hard"), 10.0), (("medium", "hard"), 6.0),
                                           (("hard", "hard"), 4.5)])
def test_the_snap_window_follows_the_kindest_robots_level(levels: tuple[str, ...], delays: float) -> None:
    """The player's window is longest at « facile » (8 s at the default delay)."""
    table = fixed(SIXES, levels, delay=0.8)
    table.click("pile")
    table.click("discard")
    assert table.show.snapping and table.window_length([]) == pytest.approx(delays * 0.8)


def test_at_facile_one_touch_throws_the_marked_card() -> None:
    table = fixed(SIXES, ("easy", "easy"))
    table.click("pile")
    table.click("discard")  # the 6 of hearts
    assert table.show.snapping and "Touche vite ta carte" in table.show.status()
    assert slots(table, HUMAN)[0]["lit"] and not slots(table, HUMAN)[1]["lit"]  # the 6 they saw
    assert [c.action for c in table.show.choices()] == ["pass"]
    assert table.click("slot:0:0")  # one touch
    assert table.deal.history[-1] == (0, Snap((0,))) and slots(table, HUMAN)[0] is None


def test_the_last_round_asks_only_for_what_is_allowed() -> None:
    """After a robot's « Tamalou », the player may draw or take, not announce again; with the
    pile out, only take."""
    table = fixed(f"{SQUARES} | 7D 5C 9H | 2S")
    table.click("pile")
    table.click("slot:0:0")
    close(table)
    table.apply(Announce())  # Léa
    for action in (Draw(), Throw()):  # Hugo: the 5 of clubs, no power
        table.apply(action)
    close(table)
    assert table.show.status() == "À toi, dernier tour : pioche ou prends la défausse."
    rest = " ".join(str(c) for c in TAMALOU_DECK.cards if str(c) not in ("2S", "4S", "9H"))
    table = RobotFirst(f"{rest} / 2S 4S . . | - | 9H", delay=0)  # nothing left to draw
    table.press(REMEMBERED)
    table.apply(Announce())  # Léa
    assert table.human_to_move and table.deal.phase == "turn"
    assert table.show.status() == "À toi, dernier tour : la pioche est vide, prends la défausse."


def look_then(teacher: bool, snap: bool = False) -> FixedTable:
    """The player's 9 looks at Hugo's card 2 (the 7 of clubs). Then Léa draws the 7 of
    diamonds: with ``snap`` she throws it, looks at her card 1 and Hugo throws that 7 of clubs
    on it; else she keeps it at her card 1, and Hugo's Jack swaps his card 2 with the player's
    card 1 (the 5 of spades)."""
    table = power_table("9H")
    table.teacher, table.open_hands = teacher, True
    table.click("slot:2:1")
    if not teacher:
        table.press(SEEN)
    close(table)
    for action in ((Draw(), Throw(), Look(1, 0)) if snap else (Draw(), Swap(0))):
        table.apply(action)
    close(table)
    if snap:
        assert table.deal.squares[2][1] is None  # Hugo threw the card the player looked at
        return table
    for action in (Draw(), Throw(), Exchange((0, 0), (2, 1))):  # Hugo: the Jack, a blind swap
        table.apply(action)
    close(table)
    assert str(table.deal.squares[2][1]) == "5S"  # the player's 5 now lies at Hugo's card 2
    return table


def test_the_log_names_no_card_the_player_must_remember() -> None:
    """Le Tamalou is a memory game: « Annonces » says which card was looked at, never what it
    was (the card shows during the look only), then or later, in either language: not the card
    that lies there since a swap, nor « ? » once it was thrown."""
    table = power_table("9H")
    table.click("slot:2:1")
    assert "Tu regardes la carte 2 de Hugo." in table.show.announcements()
    assert "7 de trèfle" in table.show.status()  # the look itself shows it
    said = {"fr": ("Tu regardes la carte 2 de Hugo.", ("7 de trèfle", "5 de pique")),
            "en": ("You look at Hugo's card 2.", ("7 of clubs", "5 of spades"))}
    for table in (look_then(teacher=False), look_then(teacher=False, snap=True)):
        for lang, (line, cards) in said.items():
            table.lang = lang
            lines = table.show.announcements()
            assert line in lines, lines
            assert not any(card in text for text in lines for card in cards if "jet" not in text and "throw" not in text), lines
            assert not any("?" in text for text in lines), lines


def test_a_log_line_says_what_was_seen_then_never_what_lies_there_now() -> None:
    """Teacher mode may name the card looked at: the one seen at the time, not the card that a
    swap, a snap or a kept draw put at that place since."""
    said = "Tu regardes la carte 2 de Hugo : le 7 de trèfle."
    assert said in look_then(teacher=True, snap=True).show.announcements()
    table = look_then(teacher=True)
    assert said in table.show.announcements()
    table.click("pile")
    table.click("slot:0:0")  # the player keeps the King of spades where Hugo's 7 of clubs now lies
    close(table)
    assert said in table.show.announcements(), table.show.announcements()
    table.undo()  # rebuilt from the link's moves: the same line
    assert said in table.show.announcements()
    table.lang = "en"
    assert "You look at Hugo's card 2: the 7 of clubs." in table.show.announcements()


def test_the_blind_swap_says_what_was_touched_in_either_order() -> None:
    """A Jack or a Queen: touch an opponent's card first and the instruction says that card
    is chosen and asks for one of the player's own (never « Ta carte 1 est choisie »)."""
    table = power_table("JD")
    assert not table.click("slot:1:0")  # Léa's card 1 first…
    assert table.show.marked == [(1, 0)] and slots(table, 1)[0]["lit"]
    assert table.show.status() == "La carte 1 de Léa est choisie : touche maintenant une de tes cartes."
    table.lang = "en"
    assert table.show.status() == "Léa's card 1 is chosen: now touch one of your cards."
    table.lang = "fr"
    assert table.click("slot:0:2")  # …then mine
    assert table.log[-1][-1] == Exchange((0, 2), (1, 0))
    table = power_table("JD")
    table.click("slot:0:2")  # mine first: as before
    assert table.show.status() == "Ta carte 3 est choisie : touche maintenant une carte d'un adversaire."
