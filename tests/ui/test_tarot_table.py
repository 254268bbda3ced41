"""The full Tarot at the table: every phase played by the player through the view-model, robots
(the engine's bots) on the other seats."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import Bid, Call, Card, Declare, Discard, Match, Play
from engine.games.tarot.rules import CONTRACTS, POIGNEES
from engine.texts import card_name
from ui import viewmodels
from ui.app_model import App
from ui.i18n import t
from ui.urlstate import GameSpec, decode
from ui.games.presenter import HUMAN
from ui.games.tarot.presenter import CANCEL, DECLINE, PICK, SHOW
from ui.table import Table
from ui.viewmodels import supported

from tests.ui.play import advance


def robots(table: Table) -> None:
    """The robots play (the engine's bots) until it is the player's turn or the deal ends."""
    while table.robots_to_move:
        table.step()


def tarot(players: int, seed: int, teacher: bool = False) -> Table:
    table = Table(GameSpec("tarot", players, seed), teacher=teacher, delay=0)
    robots(table)
    return table


def find(players: int, wanted: Callable[[Table], bool], seeds: range = range(1, 400),
         player: Callable[[Table], None] | None = None,
         dealt: Callable[[list[Card]], bool] = lambda hand: True) -> Table:
    """The first table (by seed) where ``wanted`` holds at the player's turn; ``player`` takes
    the player's actions until then (by default nothing: the first turn is looked at). ``dealt``
    skips, without playing, the seeds where the player's first hand does not fit."""
    for seed in seeds:
        if not dealt(Match("tarot", players, seed).next_deal().hands[HUMAN]):
            continue
        table = tarot(players, seed)
        while table.human_to_move:
            if wanted(table):
                return table
            if player is None:
                break
            player(table)
            robots(table)
    raise AssertionError("no such table")


def take_with_garde(table: Table) -> None:
    """The player bids Garde (or passes when someone bid more), then lets the bots decide."""
    if table.deal.phase == "bid":
        assert table.press("bid:garde" if Bid("garde") in table.view.legal else "pass")
    else:
        advance(table)


def legal_click(table: Table) -> None:
    """The player's turn as a person plays it: a button or a card, never a hidden shortcut."""
    phase, legal = table.deal.phase, table.view.legal
    if phase in ("bid", "call"):
        choice = next(c for c in table.show.choices() if c.legal)
        assert table.press(choice.action)
    elif table.show.poignee_offered():
        assert not table.press(DECLINE)
    else:
        card = next(a.card for a in legal if isinstance(a, (Play, Discard)))
        assert table.click(str(card))


# --- a whole deal at each player count ---------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_whole_deal_to_the_score(players: int) -> None:
    table = tarot(players, 3)
    while True:
        while not table.deal.over:
            legal_click(table)
            robots(table)
        result = table.deal.result()
        if not result.redeal:
            break
        assert table.show.verdict() and table.can_continue  # the redeal is explained, then dealt
        table.next_deal()
        robots(table)
    assert table.show.score_steps() == result.detail.lines("fr")
    assert table.show.verdict()[-1].endswith("!")
    assert [p.score for p in table.show.piles()] == [result.scores[s] for s in table.deal.seats]
    taker = table.show.piles()[table.deal.seats.index(table.deal.taker)]
    counted = taker.aside or table.show.chien_pile()
    assert counted is not None and len(counted.cards) == len(table.deal.aside) and counted.title
    rows = table.sheet()
    assert len(rows) == len(table.match.results) + 1 and rows[-1][1] == table.match.totals
    table.lang = "en"
    assert table.show.score_steps() == result.detail.lines("en")
    assert table.show.target() == "A game of 5 deals."


def test_tarot_is_offered_in_the_setup() -> None:
    assert "tarot" in supported()
    assert viewmodels.game_label("tarot", "fr") == "Tarot (3 à 6 joueurs)"
    app = App()
    app.setup.game = "tarot"
    assert app.setup.player_counts() == (3, 4, 5, 6) and app.setup.options == {"deals": 5}
    app.setup.players, app.setup.seed = 5, "8"
    assert app.start() and app.table.deal.game.id == "tarot" and len(app.table.names()) == 5


# --- bidding -----------------------------------------------------------------------------------
def test_every_contract_is_a_button_and_a_refused_one_says_why() -> None:
    table = find(4, lambda t: t.deal.phase == "bid" and t.deal.contract is not None)
    floor = CONTRACTS[table.deal.contract]
    choices = table.show.choices()
    assert [c.action for c in choices] == [f"bid:{c}" for c in CONTRACTS] + ["pass"]
    assert [c.legal for c in choices[:4]] == [m > floor for m in CONTRACTS.values()]
    assert choices[0].label == "Prise (× 1)" and not choices[0].legal
    assert not table.press("bid:prise")
    assert table.hint.rule == "bid-too-low" and "plus fort" in table.hint_text()
    assert table.passage() is not None and table.deal.phase == "bid"
    assert "annonce" in " ".join(table.show.announcements())


# --- the chien and the écart -------------------------------------------------------------------
def test_the_chien_is_shown_and_a_king_in_the_ecart_is_refused() -> None:
    table = find(4, lambda t: t.deal.phase == "ecart", player=take_with_garde)
    assert table.view.taker == HUMAN and table.deal.contract == "garde"
    trick = table.show.trick()
    assert [f.token for f in trick.plays] == [str(c) for c in table.deal.aside]
    assert "tu le prends" in trick.title
    assert table.show.to_discard == 6 and "6" in table.show.status() and len(table.view.hand) == 24
    king = next((c for c in table.view.hand if c.rank == 14 and not c.is_trump), None)
    assert king is not None, "every hand of 24 cards here holds a King"
    assert not table.click(str(king))
    assert table.hint.rule == "ecart-king" and "Roi" in table.hint_text()
    lit = {c.token for c in table.show.hand() if c.lit}
    assert lit == {str(a.card) for a in table.view.legal} and str(king) not in lit
    assert table.show.to_discard == 6
    first = next(a.card for a in table.view.legal)
    assert table.click(str(first))
    assert table.show.to_discard == 5 and table.hint is None
    assert [f.token for f in table.show.trick().aside] == [str(first)]
    assert card_name(first, "fr") in table.show.announcements()[-1]
    while table.deal.phase == "ecart":
        legal_click(table)
    assert table.deal.phase == "play" and len(table.deal.ecart) == 6
    assert table.show.trick().aside_title == "Le chien, vu par tous :"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_taker_is_named_only_once_the_auction_is_over(lang: str) -> None:
    """During the auction the highest call is shown as a call (« dit Prise »): someone may
    still bid more; « preneur » comes once everyone else has passed."""
    table = find(4, lambda t: t.deal.phase == "bid" and t.view.contract is not None)
    table.lang = lang
    badges = " ".join(b for seat in table.show.seats() for b in seat.badges)
    said = t("seat.bid_tarot", lang, contract=t(f"contract.{table.view.contract}", lang))
    assert said in badges and t("seat.taker_tarot", lang, contract="") not in badges
    while table.deal.phase == "bid":
        advance(table)
    taker = table.show.seats()[table.view.taker]
    assert t("seat.taker_tarot", lang, contract=t(f"contract.{table.view.contract}", lang)) in taker.badges


def test_a_robots_ecart_is_said_as_it_is_made() -> None:
    """A robot lays cards of its hand, one at a time, until its écart is made: « 6 sur 6 » read
    as the whole chien put back, so the last line says the écart is made, from its hand."""
    def passes(table: Table) -> None:
        assert table.press("pass") if table.deal.phase == "bid" else advance(table) is None

    table = find(4, lambda t: t.deal.phase == "play", player=passes)
    taker = table.seat_name(table.view.taker)
    said = []  # the écart's line after each move, as the log shows it
    table = Table(table.spec, teacher=True, delay=0)  # the same deal, move by move
    while table.deal.phase != "play":
        passes(table) if table.human_to_move else table.step()
        said += [line for line in table.show.announcements() if "écart" in line][-1:]
    assert said == [f"{taker} fait son écart : 1 carte de sa main posée sur 6.",
                    *(f"{taker} fait son écart : {n} cartes de sa main posées sur 6." for n in range(2, 6)),
                    f"{taker} a fait son écart : 6 cartes de sa main, face cachée."]
    table.lang = "en"
    assert f"{taker} has made the écart: 6 cards from their hand, face down." in table.show.announcements()


@pytest.mark.parametrize("lang, enter", [("fr", "Entrée pour l'écarter."), ("en", "Enter to put it in the écart.")])
def test_the_keyboard_help_says_enter_puts_a_card_in_the_ecart(lang: str, enter: str) -> None:
    table = find(4, lambda t: t.deal.phase == "ecart", player=take_with_garde)
    table.lang = lang
    assert table.show.keys_help().endswith(enter)
    while table.deal.phase == "ecart":
        legal_click(table)
        robots(table)
    assert table.show.keys_help() == t("kbd.help", lang)  # the play: Enter plays the card


def test_garde_sans_keeps_the_chien_hidden() -> None:
    def garde_sans(table: Table) -> None:
        if table.deal.phase == "bid":
            assert table.press("bid:garde_sans" if Bid("garde_sans") in table.view.legal else "pass")
        else:
            legal_click(table)

    table = find(4, lambda t: t.deal.phase == "play" and t.deal.contract == "garde_sans",
                 player=garde_sans)
    assert table.view.chien == () and "reste caché" in table.show.trick().aside_title
    assert table.show.trick().aside == ()


# --- the king call at 5 players ----------------------------------------------------------------
def test_the_king_call_at_five() -> None:
    table = find(5, lambda t: t.deal.phase == "call", player=take_with_garde)
    choices = table.show.choices()
    kings = [f"call:K{s}" for s in "SHDC"]
    assert [c.action for c in choices][:4] == kings
    assert all(c.legal == (Call(Card.of(c.action[5:])) in table.view.legal) for c in choices)
    assert "appeler un Roi" in table.show.status()
    assert table.press(kings[1])
    assert table.deal.called == Card.of("KH") and table.deal.phase == "ecart"
    taker = table.show.seats()[HUMAN]
    assert "appelle le Roi de cœur" in taker.badges
    assert "Tu appelles le Roi de cœur." in table.show.announcements()



def alone_at_five(king: Callable[[Table], Card | None]) -> Table:
    """The first 5-player deal the player takes with a Garde and calls ``king(table)`` in (a
    seed where it gives ``None`` is skipped), played to the end."""
    for seed in range(1, 400):
        table = tarot(5, seed)
        if table.deal.phase != "bid" or Bid("garde") not in table.view.legal:
            continue
        table.press("bid:garde")
        robots(table)
        called = king(table) if table.deal.phase == "call" else None
        if called is None:
            continue
        assert table.press(f"call:{called}")
        robots(table)
        while not table.deal.over:
            legal_click(table)
            robots(table)
        return table
    raise AssertionError("no such deal")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_playing_alone_at_five_is_explained_at_the_end(lang: str) -> None:
    """A taker who called a King of their own hand, or one lying in the chien, has no partner:
    the end of the deal says why the attack was one against four."""
    own = alone_at_five(lambda t: next((c for c in t.view.hand if c.rank == 14 and not c.is_trump), None))
    own.lang = lang
    card = card_name(own.deal.called, lang)
    assert own.deal.partner == HUMAN
    badges = own.show.seats()[HUMAN].badges
    assert {"fr": "sans partenaire", "en": "no partner"}[lang] in badges
    assert t("seat.partner", lang) not in badges  # never « partner » of oneself
    assert own.show.verdict()[1] == {
        "fr": f"Pas de partenaire : tu avais toi-même {card}, et tu jouais contre les quatre autres.",
        "en": f"No partner: you held {card} yourself, and played against the other four."}[lang]
    chien = alone_at_five(lambda t: next((c for c in t.deal.aside if c.rank == 14 and not c.is_trump), None))
    chien.lang = lang
    card = card_name(chien.deal.called, lang)
    assert chien.deal.partner is None and chien.deal.taker == HUMAN
    assert chien.show.verdict()[1] == {
        "fr": f"Pas de partenaire : {card} était dans le chien, tu jouais contre les quatre autres.",
        "en": f"No partner: {card} was in the chien, so you played against the other four."}[lang]

def test_calling_a_queen_while_holding_all_four_kings_is_explained() -> None:
    def four_kings(table: Table) -> bool:
        return table.deal.phase == "call" and Call(Card.of("QH")) in table.view.legal

    kings = {Card.of(f"K{s}") for s in "SHDC"}
    table = find(5, four_kings, seeds=range(1, 20_000), player=take_with_garde,
                 dealt=lambda hand: kings <= set(hand))
    assert not table.press("call:KS")
    assert table.hint.rule == "call-king" and "Dame" in table.hint_text()


# --- the poignée -------------------------------------------------------------------------------
def poignee_table() -> Table:
    return find(5, lambda t: t.show.poignee_offered(), player=legal_click,
                dealt=lambda hand: sum(c.is_trump or c.is_excuse for c in hand) >= POIGNEES[5][0])


def test_the_poignee_is_offered_and_can_be_declined() -> None:
    table = poignee_table()
    offered = table.show.choices()
    shows = [c for c in offered if c.action.startswith("declare:")]
    assert shows and shows[0].label.startswith("Montrer une poignée simple (8 atouts)")
    assert [c.action for c in offered[-2:]] == [PICK, DECLINE]
    assert "poignée" in table.show.status()
    assert not table.press(DECLINE)
    assert table.show.choices() == [] and table.show.status() == "À toi de jouer !"
    assert table.deal.declared == []


def test_the_player_chooses_the_trumps_of_the_poignee() -> None:
    table = poignee_table()
    size = POIGNEES[5][0]
    assert not table.press(PICK)
    assert table.show.help().startswith("Clique les atouts")
    plain = next(c for c in table.view.hand if not (c.is_trump or c.is_excuse))
    table.click(str(plain))  # not a trump: explained, nothing chosen
    assert table.hint.rule == "poignee-trumps" and table.show.picked == []
    trumps = table.show.poignee_trumps()[::-1][:size]  # the biggest ones, not the suggested set
    for card in trumps:
        assert not table.click(str(card))
    assert {f.token for f in table.show.hand() if f.lit} == {str(c) for c in trumps}
    show, cancel = table.show.choices()
    assert show.legal and show.action == SHOW and cancel.action == CANCEL
    assert table.press(SHOW)
    assert table.deal.declared == [(HUMAN, "poignee_simple")]
    seat, shown = table.deal.history[-1]
    assert seat == HUMAN and isinstance(shown, Declare) and set(shown.cards) == set(trumps)
    assert "poignée simple" in table.show.seats()[HUMAN].badges
    assert {f.token for f in table.show.seats()[HUMAN].shown} == {str(c) for c in trumps}
    assert any(line.startswith("Tu montres une poignée simple") for line in table.show.announcements())


def test_a_poignee_of_the_wrong_size_is_explained() -> None:
    table = poignee_table()
    table.press(PICK)
    table.click(str(table.show.poignee_trumps()[0]))
    show = table.show.choices()[0]
    assert not show.legal and not table.press(SHOW)
    assert table.hint.rule == "poignee-count"


def test_the_show_button_waits_for_a_chosen_trump() -> None:
    table = poignee_table()
    table.press(PICK)
    show = table.show.choices()[0]
    assert not show.enabled and show.label == "Choisis d'abord tes atouts"
    table.click(str(table.show.poignee_trumps()[0]))
    show = table.show.choices()[0]
    assert show.enabled and show.label == "Montrer cet atout"
    table.click(str(table.show.poignee_trumps()[1]))
    table.lang = "en"
    assert table.show.choices()[0].label == "Show these 2 trumps"


# --- the dead seat at 6 players and the redeal -------------------------------------------------
def test_the_dealer_sits_out_at_six() -> None:
    for seed in range(1, 100):
        table = Table(GameSpec("tarot", 6, seed), delay=0)
        if table.deal.dealer == HUMAN:
            break
    me = table.show.seats()[HUMAN]
    assert me.out and me.count == 0 and "le mort" in me.badges
    assert table.show.status().startswith("Tu es le mort")
    robots(table)
    assert table.deal.over and HUMAN not in table.deal.seats
    assert len(table.show.piles()) == 5



def test_the_dead_seat_is_named_without_a_gender() -> None:
    """« le mort » is a role, not a person: Zoé or Inès is no « il »."""
    for seed in range(1, 100):
        table = Table(GameSpec("tarot", 6, seed), delay=0)
        if table.deal.dealer != HUMAN:
            break
    name = table.seat_name(table.deal.dealer)
    assert table.show.dealer().endswith(f" {name} est le mort et ne joue pas cette donne.")
    table.lang = "en"
    assert table.show.dealer().endswith(f" {name} is the dummy and sits this deal out.")

def test_an_all_pass_deal_is_explained_and_dealt_again() -> None:
    for seed in range(1, 100):
        table = tarot(3, seed)
        if table.deal.phase == "bid" and table.deal.contract is None:
            table.press("pass")
            robots(table)
            if table.deal.over:
                break
    assert table.show.verdict() == ["Tout le monde a passé : personne ne prend, on redistribue."]
    assert table.sheet()[0][0] == "1 (redonne)"
    table.next_deal()
    assert len(table.log) == 2 and not table.deal.over


# --- teacher mode and links ---------------------------------------------------------------------
def snapshot(table: Table) -> tuple:
    return (table.deal.phase, table.deal.to_act, table.deal.text(), len(table.deal.history))


def test_teacher_undo_and_redo_cross_every_phase() -> None:
    def into_play(table: Table) -> bool:
        return table.deal.phase == "play" and table.deal.contract in ("prise", "garde")

    table = find(5, into_play, player=take_with_garde)
    spec = table.spec
    teacher = Table(spec, tuple(tuple(d) for d in table.log), teacher=True, delay=0)
    for _ in range(7):  # and a few cards
        advance(teacher)
    assert teacher.robot_line()
    seen = [snapshot(teacher)]
    phases = set()
    while teacher.can_undo:
        teacher.undo()
        seen.append(snapshot(teacher))
        phases.add(teacher.deal.phase)
    assert phases >= {"bid", "call", "ecart", "play"}
    assert teacher.deal.history == []
    for expected in reversed(seen[:-1]):
        teacher.redo()
        assert snapshot(teacher) == expected


def test_a_link_replays_a_tarot_deal() -> None:
    table = find(4, lambda t: t.deal.phase == "play" and t.deal.ecart, player=take_with_garde)
    for _ in range(5):
        if table.human_to_move:
            legal_click(table)
        else:
            table.step()
    query = table.query()
    assert "discard:" in query and "bid:garde" in query
    copy = Table.from_link(decode(query))
    assert snapshot(copy) == snapshot(table) and copy.log == table.log
    assert copy.show.trick() == table.show.trick() and copy.show.announcements() == table.show.announcements()


# --- the end of the deal adds up ---------------------------------------------------------------
def deal_to_the_end(players: int, seed: int, bid: str, poignee: bool = False) -> Table:
    """One whole deal: the player bids ``bid`` when allowed (else passes), shows the first
    poignée offered if ``poignee``, and plays the first legal card."""
    table = tarot(players, seed)
    while not table.deal.over:
        if table.deal.phase == "bid":
            allowed = bid != "pass" and Bid(bid.split(":")[1]) in table.view.legal
            assert table.press(bid if allowed else "pass")
        elif poignee and table.show.poignee_offered():
            assert table.press(next(c.action for c in table.show.choices() if c.action.startswith("declare:")))
        else:
            legal_click(table)
        robots(table)
    return table


def attack_of(table: Table) -> set[int]:
    return {table.deal.taker} | ({table.deal.partner} if table.deal.partner is not None else set())


@pytest.mark.parametrize("players, seed, bid", [
    (3, 1, "bid:garde"), (4, 1, "bid:garde_sans"), (4, 1, "bid:garde_contre"), (3, 1, "bid:garde_contre"),
    (5, 116, "bid:garde"), (5, 1, "bid:garde_sans"), (5, 211, "pass"), (4, 7, "bid:prise"),
    (6, 5, "bid:garde"), (3, 2, "bid:garde_sans"),
])
def test_the_piles_add_up_to_what_the_score_says(players: int, seed: int, bid: str) -> None:
    """The taker's pile holds the écart (or the chien of a Garde sans), a Garde contre's chien
    counts for the defence, and each camp's sum ends on the points the score works with."""
    table = deal_to_the_end(players, seed, bid)
    deal, result = table.deal, table.deal.result()
    assert not result.redeal and deal.contract
    if bid != "pass":
        assert deal.contract == bid.split(":")[1] and deal.taker == HUMAN
    detail, attack = result.detail, attack_of(table)
    piles = {s: p for s, p in zip(deal.seats, table.show.piles())}
    taker = piles[deal.taker]
    expected = {"prise": deal.ecart, "garde": deal.ecart, "garde_sans": deal.aside}.get(deal.contract)
    if expected is None:  # Garde contre: the chien is nobody's pile and counts for the defence
        assert taker.aside is None and [f.token for f in table.show.chien_pile().cards] == list(map(str, deal.aside))
    else:
        assert [f.token for f in taker.aside.cards] == list(map(str, expected)) and table.show.chien_pile() is None
    assert all(p.aside is None for s, p in piles.items() if s != deal.taker)
    counted = (taker.aside or table.show.chien_pile()).points
    attack_camp, defence_camp = table.show.camps()
    cards = sum(piles[s].points for s in attack) + (counted if deal.contract != "garde_contre" else 0)
    assert attack_camp.points == detail.half_points and cards - attack_camp.points in (-1, 0, 1)  # the Excuse
    assert attack_camp.points + defence_camp.points == deal.game.deck.total(deal.game.deck.cards)
    said = table.show.points_text(attack_camp.points)
    assert f"l'attaque a {said} :" in table.show.score_steps()[0]  # the explanation and the sum agree
    assert attack_camp.sum.endswith(f"= {said} points")
    assert defence_camp.sum.endswith(f"= {table.show.points_text(defence_camp.points)} points")
    for camp, seats in ((attack_camp, attack), (defence_camp, set(deal.seats) - attack)):
        assert all(table.seat_name(s) in camp.sum for s in seats)
    assert ("chien" in defence_camp.sum) == (deal.contract == "garde_contre")
    assert (attack_camp.won, defence_camp.won) == (result.won, not result.won)
    table.lang = "en"
    assert f"the attack has {table.show.points_text(table.show.camps()[0].points)}:" in table.show.score_steps()[0]


def test_a_lost_poignee_is_shown_on_the_camp_that_receives_it() -> None:
    """The player takes, shows a poignée and falls: its 20 points go to the defence, which says
    why (« Poignée simple (Toi) » alone, on the other camp's box, puzzled a learner)."""
    table = deal_to_the_end(4, 25, "bid:garde", poignee=True)
    result = table.deal.result()
    assert table.deal.declared == [(HUMAN, "poignee_simple")] and not result.won
    attack_camp, defence_camp = table.show.camps()
    assert defence_camp.bonuses == ("Poignée simple (Toi) : +20, pour le camp qui gagne la donne",)
    assert attack_camp.bonuses == ()
    assert all(p.bonuses == () for p in table.show.piles())  # never in the taker's own pile
    assert "Poignée : 20 pour le camp gagnant" in table.show.score_steps()


def test_the_petit_au_bout_goes_to_the_camp_that_took_it() -> None:
    for seed in range(1, 120):
        table = deal_to_the_end(4, seed, "pass")
        result = table.deal.result()
        petit = [b for b in result.bonuses if b[0] == "petit_au_bout"]
        if petit and not result.redeal:
            break
    else:
        raise AssertionError("no Petit au bout in these deals")
    (_, seat, points), = petit
    attack_camp, defence_camp = table.show.camps()
    line = f"Petit au bout ({table.seat_name(seat)}) : +{points}"
    receiving, other = (attack_camp, defence_camp) if seat in attack_of(table) else (defence_camp, attack_camp)
    assert line in receiving.bonuses and line not in other.bonuses


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_trick_taken_with_the_excuse_says_where_it_went(lang: str) -> None:
    """The Excuse never wins: the trick's title says it goes back to its owner's pile, or, on
    the last trick, that it stays in the trick."""
    back = last = None
    for seed in range(1, 60):
        table = tarot(4, seed)
        table.lang = lang
        while not table.deal.over:
            legal_click(table) if table.human_to_move else table.step()
            view = table.view
            if view.trick or not view.tricks or (view.phase != "play" and not table.deal.over):
                continue
            plays = dict(view.tricks[-1].plays)
            owner = next((s for s, c in plays.items() if c.is_excuse), None)
            if owner is not None:
                title = table.show.trick().title
                if any(view.hand_sizes):
                    back = (title, table.seat_name(owner) if owner != HUMAN else None)
                else:
                    last = title
        if back and last:
            break
    title, owner = back
    assert title.endswith({"fr": f" · l'Excuse reste à {owner}", "en": f" · the Excuse stays with {owner}"}[lang]
                          if owner else {"fr": " · tu gardes l'Excuse", "en": " · you keep the Excuse"}[lang])
    assert last.endswith({"fr": " · avec l'Excuse (jouée au dernier pli)", "en": " · the Excuse too (last trick)"}[lang])


@pytest.mark.parametrize("lang, said", [("fr", "Partenaire : toi, qui avais le Roi de "),
                                        ("en", "Partner: you, who held the King of ")])
def test_the_player_as_the_called_partner_is_named_as_such(lang: str, said: str) -> None:
    """« Partenaire : Toi, qui avait… » read as a third person: the player is « toi, qui avais »."""
    for seed in range(1, 200):
        table = deal_to_the_end(5, seed, "pass")
        if table.deal.partner == HUMAN and table.deal.taker != HUMAN:
            break
    table.lang = lang
    assert table.show.verdict()[1].startswith(said)


def test_the_player_among_the_winners_is_named_last_with_the_verb_agreeing() -> None:
    """« Toi, Léa et Hugo gagnent la donne ! » is not French: « Léa, Hugo et toi gagnez »."""
    for seed in range(1, 100):
        table = deal_to_the_end(4, seed, "pass")
        winners = table.deal.result().winners
        if HUMAN in winners and len(winners) == 3:
            break
    others = [table.seat_name(s) for s in winners if s != HUMAN]
    assert table.show.verdict()[-1] == f"{others[0]}, {others[1]} et toi gagnez la donne !"
    table.lang = "en"
    assert table.show.verdict()[-1] == f"{others[0]}, {others[1]} and you win the deal!"


def test_a_deal_everyone_passed_shows_no_piles_and_offers_no_review() -> None:
    """Nobody bid: no card was played, so there are no piles to show (four empty ones said
    « 0 pli » each) and nothing to review (« Bravo : le robot fort aurait fait les mêmes choix
    que toi ! » praised a deal that never took place)."""
    from ui.coach import Coach
    from ui.views import piles_html

    for seed in range(1, 200):
        table = tarot(4, seed)
        if table.deal.phase == "bid":
            table.press("pass")
            robots(table)
            if table.deal.over and table.deal.result().redeal:
                break
    else:
        raise AssertionError("no deal everyone passed")
    assert table.show.verdict() and table.can_continue
    assert table.show.piles() == [] and table.show.camps() == []
    assert piles_html(table.show) == ("", "")
    coach = Coach(table, worlds=2)
    assert not coach.can_review
    assert coach.review() == [] and coach.mistakes is None  # asked anyway: nothing is said
