"""Le Tamalou from its rule text (``tamalou.txt``) and the rulings: the cards and their values,
the square, the three kinds of turn, the powers and their misuse, the snap window, the announce,
the last round and the count; refusals change nothing; seeded playouts at 2 to 6 players keep
every card in exactly one place and every view blind to hidden cards."""

from __future__ import annotations

import pickle
import random

import pytest

from engine import (Card, Deal, IllegalActionError, Match, NotationError, NotInHandError,
                    OptionsError, OutOfTurnError, UnknownCardError, WrongPhaseError, parse_action)
from engine.cards import parse_card
from engine.games.tamalou import TAMALOU_DECK, Exchange, Look, Snap
from engine.games.tamalou.rules import TamalouDeal, misuse, points, power_of
from engine.rulebook import passage
from tests.helpers import cards_in

# a 2-player round: seat 0 starts (dealer 1); the pile's top is 9H, the discard shows 7C
ROUND = "1S 2S 3S 4S / KH QD 5C 6C | 9H 8H JH KS | 7C"


def table(text: str = ROUND, dealer: int = 1, **options) -> TamalouDeal:
    return TamalouDeal.from_text(text, dealer=dealer, options=options or None)


def play(deal: TamalouDeal, actions: str, seat: int | None = None) -> TamalouDeal:
    for action in actions.split():
        deal.apply(action, seat)
    return deal


def snapshot(deal: TamalouDeal):
    return (pickle.dumps(deal), deal.text(), [deal.view(s) for s in range(deal.players)])


def refuse(deal: TamalouDeal, action, error: type, rule: str, seat: int | None = None):
    """``action`` is refused for ``rule`` with ``error`` (by class, exactly), and nothing moves."""
    before = snapshot(deal)
    why = deal.why_illegal(action, seat)
    assert why is not None and why.rule == rule, why
    assert why.fr.strip() and why.en.strip() and not deal.is_legal(action, seat)
    with pytest.raises(error) as info:
        deal.apply(action, seat)
    assert type(info.value) is error and info.value.refusal == why
    assert snapshot(deal) == before
    return why


def pass_window(deal: TamalouDeal) -> TamalouDeal:
    while deal.phase == "snap":
        deal.apply("pass")
    return deal


# --- the cards -------------------------------------------------------------------------------
def test_52_cards_and_their_values():
    cards = TAMALOU_DECK.cards
    assert len(cards) == len(set(cards)) == 52
    assert all(parse_card(str(c), TAMALOU_DECK) == c for c in cards)
    assert [points(Card.of(f"{r}H")) for r in range(1, 11)] == list(range(1, 11))
    assert {t: points(Card.of(t)) for t in ("JS", "QH", "KS", "KC", "KH", "KD")} == \
        {"JS": 10, "QH": 10, "KS": 15, "KC": 15, "KH": 0, "KD": 0}
    with pytest.raises(UnknownCardError):  # no Knights in a 52-card deck
        parse_card("NS", TAMALOU_DECK)


def test_powers_by_card():
    assert [power_of(Card.of(t)) for t in ("7S", "8D", "9C", "10H", "JS", "QD", "KS", "KC")] == \
        ["look-own", "look-own", "look-other", "look-other", "blind-swap", "blind-swap",
         "king", "king"]
    assert {power_of(Card.of(t)) for t in ("1S", "6H", "KH", "KD")} == {None}


# --- the deal --------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_deal(players):
    deal = Deal.new("tamalou", players, seed=players, dealer=0)
    assert [len(s) for s in deal.squares] == [4] * players
    assert len(deal.discard) == 1 and len(deal.pile) == 52 - 4 * players - 1
    assert deal.phase == "turn" and deal.to_act == 1 % players
    for seat in range(players):  # each sees its two nearest cards, and nothing else
        assert deal.view(seat).knowledge.entries and \
            {(k.seat, k.position) for k in deal.view(seat).knowledge.entries} == \
            {(seat, 0), (seat, 1)}


def test_player_count_and_options():
    for players in (1, 7):
        with pytest.raises(OptionsError):
            Deal.new("tamalou", players, seed=1)
    assert Deal.new("tamalou", 3, seed=1, options={"limit": 7}).options["limit"] == 7
    with pytest.raises(OptionsError):
        Deal.new("tamalou", 3, seed=1, options={"limit": 11})


def test_same_seed_same_round():
    assert Deal.new("tamalou", 4, seed=9).text() == Deal.new("tamalou", 4, seed=9).text()


def test_text_round_trip_and_bad_text():
    deal = table()
    assert deal.text().startswith("1S 2S 3S 4S / KH QD 5C 6C | 9H 8H JH KS ")
    assert TamalouDeal.from_text(deal.text()).text() == deal.text()
    assert Deal.from_hands("tamalou", ROUND).text() == deal.text()
    for bad in ("1S 1S / 2S", "1S | 2S | 3S | 4S", "ZZ / 1S"):
        with pytest.raises(NotationError):
            TamalouDeal.from_text(bad)


@pytest.mark.parametrize("text", ["take:0", "take:12", "draw", "swap:3", "throw", "look:1.2",
                                  "exchange:0.1,2.3", "snap:0", "snap:0,2,5", "tamalou", "pass"])
def test_action_notation_round_trip(text):
    assert str(parse_action(text)) == text


@pytest.mark.parametrize("text", ["take:", "take:x", "look:1", "look:1.2.3", "exchange:0.1",
                                  "exchange:0.1,0.1", "snap:", "snap:1,1", "snap:a", "draw:1",
                                  "tamalou:5"])
def test_bad_action_text(text):
    with pytest.raises(NotationError):
        parse_action(text)


def test_exchange_and_snap_are_written_one_way():
    assert str(parse_action("exchange:2.3,0.1")) == "exchange:0.1,2.3"
    assert str(parse_action("snap:2,0")) == "snap:0,2"


# --- the three kinds of turn -----------------------------------------------------------------
def test_take_the_discard():
    deal = play(table(), "take:3")
    assert deal.squares[0][3] == Card.of("7C") and deal.discard[-1] == Card.of("4S")
    for seat in (0, 1):  # everyone saw the 7 of clubs go there
        assert deal.view(seat).knowledge.card(0, 3) == Card.of("7C")
    assert deal.phase == "snap"


def test_draw_and_swap():
    deal = play(table(), "draw")
    assert deal.view(0).drawn == Card.of("9H") and deal.view(1).drawn is None
    play(deal, "swap:2")
    assert deal.squares[0][2] == Card.of("9H") and deal.discard[-1] == Card.of("3S")
    assert deal.view(0).knowledge.card(0, 2) == Card.of("9H")
    assert deal.view(1).knowledge.card(0, 2) is None  # the other player did not see it


def test_draw_and_throw_a_card_without_power():
    deal = play(table("1S 2S 3S 4S / KH QD 5C 6C | 6H | 7C"), "draw throw")
    assert deal.phase == "snap" and deal.discard[-1] == Card.of("6H")
    deal = play(table("1S 2S 3S 4S / KH QD 5C 6C | KD | 7C"), "draw throw")
    assert deal.phase == "snap"  # a red King has no power


def test_the_turn_passes_clockwise_after_the_snap_window():
    deal = pass_window(play(table(), "draw swap:2"))
    assert deal.phase == "turn" and deal.to_act == 1 and deal.turn == 1


# --- the powers ------------------------------------------------------------------------------
def powered(card: str, dealer: int = 1) -> TamalouDeal:
    return play(table(f"1S 2S 3S 4S / KH QD 5C 6C | {card} | 7C", dealer), "draw throw")


def test_seven_or_eight_looks_at_one_of_mine():
    for card in ("7H", "8H"):
        deal = powered(card)
        assert deal.phase == "power" and deal.view(0).power == "look-own"
        play(deal, "look:0.3")
        assert deal.view(0).knowledge.card(0, 3) == Card.of("4S")
        assert deal.view(1).knowledge.card(0, 3) is None and deal.phase == "snap"


def test_nine_or_ten_looks_at_an_opponents_card():
    deal = play(powered("10H"), "look:1.2")
    assert deal.view(0).knowledge.card(1, 2) == Card.of("5C")


def test_jack_or_queen_swaps_blind():
    deal = play(powered("JH"), "exchange:0.0,1.1")
    assert deal.squares[0][0] == Card.of("QD") and deal.squares[1][1] == Card.of("1S")
    # the cards each seat knew moved with them, and nobody saw a new card
    assert deal.view(0).knowledge.card(1, 1) == Card.of("1S")
    assert deal.view(0).knowledge.card(0, 0) is None
    assert deal.view(1).knowledge.card(0, 0) == Card.of("QD")
    assert deal.view(1).knowledge.card(1, 1) is None


def test_black_king_looks_then_may_swap():
    deal = play(powered("KS"), "look:1.3")
    assert deal.phase == "power" and deal.view(0).power == "king-swap"
    assert deal.view(0).looked == (1, 3) and deal.view(0).knowledge.card(1, 3) == Card.of("6C")
    play(deal, "exchange:0.2,1.3")
    assert deal.squares[0][2] == Card.of("6C") and deal.view(0).knowledge.card(0, 2) == Card.of("6C")
    deal = play(powered("KC"), "look:1.3 pass")  # or keeps its card
    assert deal.squares[0] == [Card.of(t) for t in ("1S", "2S", "3S", "4S")]


def test_a_power_may_be_left_unused():
    deal = play(powered("9H"), "pass")
    assert deal.phase == "snap" and not deal.view(0).knowledge.of(1)


@pytest.mark.parametrize("card, action", [("7H", "look:1.0"), ("9H", "look:0.3"),
                                          ("9H", "exchange:0.0,1.0"), ("JH", "look:1.0"),
                                          ("8H", "exchange:0.0,1.0")])
def test_a_misused_power_costs_the_turn_and_a_penalty_card(card, action):
    deal = powered(card)
    known = deal.view(0).knowledge
    assert deal.is_legal(action) and misuse(deal.power, deal.looked, 0, parse_action(action))
    play(deal, action)
    assert len(deal.squares[0]) == 5 and deal.squares[0][4] == Card.of("7C") or \
        deal.squares[0][4] is not None
    assert deal.view(0).knowledge == known  # nothing seen, the penalty card face down
    assert deal.phase == "snap" and deal.events[-1].kind == "penalty"
    assert deal.squares[1] == [Card.of(t) for t in ("KH", "QD", "5C", "6C")]


def test_the_king_swaps_only_the_card_it_looked_at():
    deal = play(powered("KS"), "look:1.3")
    assert misuse(deal.power, deal.looked, 0, Exchange((0, 0), (1, 2)))
    play(deal, "exchange:0.0,1.2")
    assert len(deal.squares[0]) == 5 and deal.squares[1][2] == Card.of("5C")


def test_exchanges_the_rules_never_allow_are_refused():
    deal = powered("JH")
    refuse(deal, "exchange:0.0,0.1", IllegalActionError, "tamalou-exchange-shape")
    refuse(deal, "exchange:0.0,1.7", NotInHandError, "tamalou-no-card")
    refuse(deal, "look:5.0", NotInHandError, "tamalou-no-card")
    refuse(deal, "draw", WrongPhaseError, "wrong-phase")


# --- the snap window -------------------------------------------------------------------------
SNAPPY = "7S 2S 3S 7H / KH 7D 5C 6C | 7C 9H | 1C"


def test_snap_window_asks_every_seat_in_order():
    deal = play(table(SNAPPY, dealer=1), "draw throw")  # seat 0 throws the 7 of clubs
    assert deal.phase == "power"
    play(deal, "pass")
    assert deal.phase == "snap" and deal.snap_waiting == [1, 0] and deal.to_act == 1
    assert deal.view(0).legal and deal.view(1).legal  # both may claim, in any order


def test_a_right_snap_leaves_a_hole_and_closes_the_window():
    deal = play(table(SNAPPY, dealer=1), "draw throw pass")
    play(deal, "snap:1", seat=1)
    assert deal.squares[1][1] is None and deal.discard[-1] == Card.of("7D")
    assert deal.phase == "turn" and deal.to_act == 1  # seat 0 was slower: it keeps its 7s
    assert [len(s) for s in deal.squares] == [4, 4]  # the square keeps its shape
    refuse(deal, "take:1", NotInHandError, "tamalou-no-card")


def test_the_fastest_claim_wins_whatever_the_order():
    deal = play(table(SNAPPY, dealer=1), "draw throw pass")
    play(deal, "snap:0,3", seat=0)  # seat 0 claims before seat 1 has answered
    assert deal.squares[0][0] is None and deal.squares[0][3] is None
    assert deal.discard[-2:] == [Card.of("7S"), Card.of("7H")]
    assert deal.phase == "turn" and deal.squares[1][1] == Card.of("7D")


def test_a_wrong_snap_shows_the_card_puts_it_back_and_adds_a_penalty():
    deal = play(table(SNAPPY, dealer=1), "draw throw pass")
    play(deal, "snap:2", seat=1)  # the 5 of clubs is not a 7
    assert deal.squares[1][2] == Card.of("5C") and len(deal.squares[1]) == 5
    assert deal.view(0).knowledge.card(1, 2) == Card.of("5C")
    assert deal.phase == "snap" and deal.snap_waiting == [0]
    refuse(deal, "pass", OutOfTurnError, "tamalou-snap-once", seat=1)


def test_snap_counts_and_places():
    deal = play(table(SNAPPY, dealer=1), "draw throw pass")
    refuse(deal, Snap((0, 1, 2, 3)), IllegalActionError, "tamalou-snap-count", seat=0)
    refuse(deal, "snap:6", NotInHandError, "tamalou-no-card", seat=0)
    refuse(deal, "draw", WrongPhaseError, "wrong-phase", seat=0)


# --- announcing ------------------------------------------------------------------------------
LOW = "1S KH 2D 1H / 9S 9H 9D 9C / 10S 10H 10D 10C | 5S | 3C"


def test_announce_replaces_the_turn_and_the_others_play_one_last_turn():
    deal = play(table(LOW, dealer=2), "tamalou")
    assert deal.announcer == 0 and deal.phase == "turn" and deal.to_act == 1
    assert deal.last_round == [1, 2]
    refuse(deal, "tamalou", IllegalActionError, "tamalou-once")
    pass_window(play(deal, "draw throw"))  # seat 1: a 5, no power
    assert deal.to_act == 2 and deal.snap_waiting == []
    pass_window(play(deal, "take:0"))  # seat 2 puts the 5 of spades in place of a 10
    assert deal.over and deal.to_act is None
    result = deal.result()
    assert result.totals == (4, 36, 35) and result.announcer_won and result.winners == (0,)
    assert result.scores == (1, 0, 0)
    assert deal.view(1).revealed == tuple(tuple(s) for s in deal.squares)


def test_the_announcers_cards_do_not_move():
    deal = play(table(LOW, dealer=2), "tamalou draw throw")  # seat 1 draws the 5: no power
    assert 0 not in deal.snap_waiting
    refuse(deal, "pass", IllegalActionError, "tamalou-locked", seat=0)
    deal = play(table("1S KH 2D 1H / 9S 9H 9D 9C / 10S 10H 10D 10C | JS | 3C", dealer=2),
                "tamalou draw throw")
    refuse(deal, "exchange:0.0,1.0", IllegalActionError, "tamalou-locked")
    assert deal.is_legal("look:0.0")  # looking is harmless


@pytest.mark.parametrize("squares, limit, won, winners", [
    ("1S KH 2D 1H / 9S 9H 9D 9C", 5, True, (0,)),       # 4 points, fewer than everyone
    ("1S KH 2D 3H / 9S 9H 9D 9C", 5, False, (1,)),      # 6 > 5
    ("1S KH 2D 3H / 9S 9H 9D 9C", 7, True, (0,)),       # Gabo: 6 ≤ 7
    ("1S KH 2D 1H / 1C 3S KD . ", 5, False, (1,)),      # a tie goes against the announcer
    ("1S KH 2D 1H / 1C 2S KD . ", 5, False, (1,)),      # the other is lower
])
def test_who_wins(squares, limit, won, winners):
    deal = table(f"{squares} | 5S 6S | 4C", dealer=1, limit=limit)
    play(deal, "tamalou")
    pass_window(play(deal, "draw throw"))  # seat 1 throws the 5 of spades away
    result = deal.result()
    assert result.announcer_won is won and result.winners == winners
    assert result.lines("fr")[-1] and result.lines("en")[-1]


def test_ties_among_the_others_share_the_win():
    deal = table("KS KC 9D 9H / 1C 2S . . / 2C 1S . . | 5S 6S | 4C", dealer=2)
    play(deal, "tamalou")
    for _ in range(2):
        pass_window(play(deal, "draw throw"))
    assert deal.result().winners == (1, 2) and deal.result().scores == (0, 1, 1)


def test_a_player_with_no_card_left_must_announce():
    deal = table(". . . . / 9S 9H 9D 9C | 5S | 3C", dealer=1)
    assert deal.legal_actions() == (parse_action("tamalou"),)
    refuse(deal, "draw", IllegalActionError, "tamalou-must-announce")
    refuse(deal, "take:0", IllegalActionError, "tamalou-must-announce")


# --- turns and refusals ----------------------------------------------------------------------
def test_out_of_turn_and_wrong_phase():
    deal = table()
    refuse(deal, "draw", OutOfTurnError, "not-your-turn", seat=1)
    refuse(deal, "swap:0", WrongPhaseError, "wrong-phase")
    refuse(deal, "snap:0", WrongPhaseError, "wrong-phase")
    refuse(deal, "take:4", NotInHandError, "tamalou-no-card")
    play(deal, "draw")
    refuse(deal, "take:0", WrongPhaseError, "wrong-phase")
    refuse(deal, "look:0.0", WrongPhaseError, "wrong-phase")


def test_errors_quote_the_input():
    with pytest.raises(NotInHandError, match="take:7"):
        table().apply("take:7")


# --- the draw pile ---------------------------------------------------------------------------
def test_an_empty_pile_takes_the_discard_once_then_the_round_ends():
    squares = "1S 2S 3S 4S / 1H 2H 3H 4H / 1D 2D 3D 4D / 1C 2C 3C 4C"
    dealt = {Card.of(t) for t in squares.replace("/", " ").split()} | {Card.of("5S")}
    rest = " ".join(str(c) for c in TAMALOU_DECK.cards if c not in dealt)
    deal = table(f"{squares} | 5S | {rest}", dealer=3)  # one card left in the pile
    pass_window(play(deal, "draw throw"))
    assert not deal.pile and deal.phase == "turn"
    top = deal.discard[-1]
    pass_window(play(deal, "draw swap:0"))  # seat 1: the discard but its top became the pile
    assert deal.reshuffled and deal.discard == [top, Card.of("1H")]
    assert [e.kind for e in deal.events].count("reshuffle") == 1
    while not deal.over:
        if deal.phase == "turn" and deal.is_legal("draw"):
            play(deal, "draw throw")
            while deal.phase == "power":
                play(deal, "pass")
        pass_window(deal)
    assert deal.result().ended == "pile" and deal.result().announcer is None


def every_card_but(*kept: str) -> str:
    return " ".join(str(c) for c in TAMALOU_DECK.cards if str(c) not in kept)


def test_the_last_round_is_played_even_when_the_pile_is_empty():
    """« Un dernier tour s'engage entre les joueurs, excluant l'annonceur. La manche se termine
    quand le dernier joueur a fini le tour. » With nothing left to draw, a last turn is played
    from the discard (the text's first way to play a turn)."""
    deal = table(f"2S 4S . . / {every_card_but('2S', '4S', '9H')} | - | 9H", dealer=1)
    play(deal, "tamalou")
    assert not deal.over and deal.phase == "turn" and deal.to_act == 1
    assert not deal.is_legal("draw") and deal.is_legal("take:0")
    refusal = deal.why_illegal("draw")
    assert refusal is not None and refusal.rule == "tamalou-pile-empty"
    assert "dernier tour" in passage("tamalou", refusal.rule).fr  # « Pourquoi ? » says what to do
    pass_window(play(deal, "take:0"))
    assert deal.over and deal.result().ended == "announce"
    assert [(e.seat, e.kind) for e in deal.events if e.kind in ("announce", "take")] == [(0, "announce"), (1, "take")]
    assert deal.squares[1][0] == Card.of("9H")


def test_in_the_last_round_a_player_with_nothing_to_take_or_draw_has_an_empty_turn():
    """Seat 1 threw every card and the pile is out: its last turn has nothing in it, and seat 2
    still plays its own."""
    deal = table(f"2S 4S . . / . . . . / {every_card_but('2S', '4S', '9H')} | - | 9H", dealer=2)
    play(deal, "tamalou")
    assert deal.to_act == 2 and deal.last_round == [2]
    pass_window(play(deal, "take:1"))
    assert deal.over and deal.result().ended == "announce"


# --- seeded playouts ---------------------------------------------------------------------------
def where_cards_are(deal: TamalouDeal) -> list[Card]:
    return ([c for s in deal.squares for c in s if c is not None] + deal.pile + deal.discard
            + ([deal.drawn] if deal.drawn else []))


def check_view(deal: TamalouDeal, seat: int) -> None:
    """A seat's view holds only cards it has seen: the discard, its drawn card, the cards its
    knowledge records (each one right), cards shown face up in the events, and every card once
    the round is over."""
    view = deal.view(seat)
    for known in view.knowledge.entries:
        assert deal.squares[known.seat][known.position] == known.card
    if deal.over:
        return
    seen = {*view.discard, *([deal.drawn] if seat == deal.turn_seat and deal.drawn else []),
            *(k.card for k in view.knowledge.entries), *(c for e in view.events for c in e.cards)}
    assert set(cards_in(view)) <= seen


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_playouts_keep_every_card_in_one_place(players):
    for seed in range(4):
        deal = Deal.new("tamalou", players, seed=seed)
        rnd = random.Random(seed)
        while not deal.over:
            cards = where_cards_are(deal)
            assert len(cards) == 52 and set(cards) == set(TAMALOU_DECK.cards)
            assert all(len(s) >= 4 for s in deal.squares)
            if deal.phase == "snap" and rnd.random() < 0.3:  # a later seat claims first
                seat = rnd.choice(deal.snap_waiting)
            else:
                seat = deal.to_act
            action = rnd.choice(deal.legal_for(seat))
            assert parse_action(str(action)) == action
            deal.apply(action, seat)
            check_view(deal, rnd.randrange(players))
        assert len(where_cards_are(deal)) == 52
        result = deal.result()
        assert sum(result.scores) == len(result.winners) >= 1
        assert result.totals == tuple(sum(points(c) for c in s if c) for s in deal.squares)


def test_refused_actions_change_nothing_in_playouts():
    rnd = random.Random(3)
    tries = ["take:0", "take:9", "draw", "swap:1", "throw", "look:0.0", "look:3.9",
             "exchange:0.0,1.0", "exchange:0.0,0.1", "snap:0", "snap:0,1,2,3", "tamalou", "pass"]
    for seed in range(5):
        deal = Deal.new("tamalou", 2 + seed % 5, seed=seed)
        for _ in range(rnd.randrange(40)):
            if deal.over:
                break
            deal.apply(rnd.choice(deal.legal_actions()))
        for text in tries:
            for seat in (None, rnd.randrange(deal.players)):
                before = snapshot(deal)
                if deal.why_illegal(text, seat) is not None:
                    with pytest.raises(IllegalActionError):
                        deal.copy().apply(text, seat)
                    assert snapshot(deal) == before


def test_a_match_is_won_by_rounds():
    match = Match("tamalou", 3, seed=5)
    rnd = random.Random(5)
    while not match.over:
        deal = match.next_deal()
        while not deal.over:
            deal.apply(rnd.choice(deal.legal_actions()))
        match.record(deal)
    assert max(match.totals) == 3 and len(match.winners) == 1
    assert sum(match.totals) >= len(match.results)


# --- faults: what lessons and teacher mode may say about a costly move ---------------------------
def test_fault_names_a_misused_power_and_a_wrong_snap():
    deal = powered("9H")
    assert deal.fault("look:0.0").rule == "tamalou-misuse" and deal.fault("look:1.0") is None
    assert deal.fault("draw").rule == "wrong-phase"
    assert all(not misuse("look-other", None, 0, a) for a in deal.fault("look:0.0").legal)
    deal = play(table(SNAPPY, dealer=1), "draw throw pass")
    assert deal.fault("snap:0,3", 0) is None and deal.fault("snap:1", 1) is None
    wrong = deal.fault("snap:0,1", 0)
    assert wrong.rule == "tamalou-wrong-snap" and "7" not in wrong.fr + wrong.en
    # the rank, not the points: « la même valeur » let a child think a Queen goes on a Jack
    assert "valeur" not in wrong.fr and "une Dame sur une Dame, pas sur un Valet" in wrong.fr
    assert "a Queen on a Queen, not on a Jack" in wrong.en
    assert set(wrong.legal) == {Snap((0,)), Snap((3,)), Snap((0, 3)), parse_action("pass")}


def test_a_round_replays_from_its_seed_and_history():
    """Undo and shared links replay the history (seats included: snaps may come out of turn)."""
    rnd = random.Random(11)
    deal = Deal.new("tamalou", 4, seed=11)
    while not deal.over:
        seat = rnd.choice(deal.snap_waiting) if deal.phase == "snap" else deal.to_act
        deal.apply(rnd.choice(deal.legal_for(seat)), seat)
    again = Deal.new("tamalou", 4, seed=11)
    for seat, action in deal.history:
        again.apply(str(action), seat)
    assert again.text() == deal.text() and again.result() == deal.result()
    assert [again.view(s) for s in range(4)] == [deal.view(s) for s in range(4)]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_round_nobody_announces_stops_after_20_turns_each(players):
    """« 20 turns each » (docs/rules-choices.md): players who only ever take the discard's card
    never empty the pile, and the round stops when each has played exactly 20 turns."""
    deal = Deal.new("tamalou", players, seed=3)
    turns = [0] * players
    while not deal.over:
        if deal.phase == "turn":
            turns[deal.to_act] += 1
        deal.apply("take:0" if deal.phase == "turn" else "pass")
    result = deal.result()
    assert result.ended == "turns" and result.announcer is None
    assert turns == [20] * players
    assert result.winners == tuple(s for s in range(players) if result.totals[s] == min(result.totals))
    assert "20" in result.lines("fr")[-1] and "20" in result.lines("en")[-1]
