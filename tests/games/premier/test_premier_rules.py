"""Mon premier Tarot: one test per rule of the first part of ``tarot-junior.txt`` (« Mon premier
Tarot », « Présentation des cartes », « Tableau des points ») and of the « Mon premier Tarot »
ruling of ``RULINGS.md``. Expected values are derived here from the text.
"""

from __future__ import annotations


import pytest

from tests.helpers import cards_in, legal_cards, play_out, refuse, run
from engine import (EXCUSE, TAROT_DECK, Card, Deal, IllegalActionError, Match, NotInHandError,
                    OptionsError, OutOfTurnError, UnknownCardError, WrongPhaseError,
                    get_game, parse_card)

#: « Chacune de ces couleurs comprend 14 cartes qui vont de l'As (le 1) au Roi. L'As étant la plus
#: faible et le Roi la plus forte. Le Cavalier … est supérieur au Valet et inférieur à la Dame. »
RANKS = [*map(str, range(1, 11)), "J", "N", "Q", "K"]
SUITS = {"S": ("pique", "spades"), "H": ("cœur", "hearts"), "D": ("carreau", "diamonds"),
         "C": ("trèfle", "clubs")}
#: « Le 21 d'atout = 5 points, Le 1 d'atout (ou Petit) = 5 points, L'Excuse = 5 points, Les Rois
#: = 5 points, Les Dames = 4 points, Les Cavaliers = 3 points, Les Valets = 2 points »
HONOURS = {"T21": 5, "T1": 5, "EX": 5, "K": 5, "Q": 4, "N": 3, "J": 2}
#: « Mon premier Tarot … Cards that do not divide evenly (2 at 4 players, 3 at 5) are set aside »
ASIDE = {3: 0, 4: 2, 5: 3, 6: 0}


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def honour(card: Card) -> int | None:
    token = str(card)
    if token in HONOURS:
        return HONOURS[token]
    if card.is_trump:
        return None
    return HONOURS.get(token[:-1])


def strength(card: Card) -> int:
    if card.is_trump:
        return 100 + card.rank
    return RANKS.index(str(card)[:-1])


def text_winner(played: list[Card]) -> int:
    """« Celui qui a mis la carte la plus forte (ou celui qui a coupé avec l'atout le plus fort)
    ramasse le pli »; a discard « ne pourra pas gagner même si elle est très très forte »; the
    Excuse never wins."""
    led = next(c.suit for c in played if not c.is_excuse)
    trumps = [i for i, c in enumerate(played) if c.is_trump]
    if trumps:
        return max(trumps, key=lambda i: played[i].rank)
    return max((i for i, c in enumerate(played) if c.suit == led), key=lambda i: strength(played[i]))


# === Présentation des cartes ===================================================================
def test_seventy_eight_cards():
    """« Le jeu de Tarot comporte 78 cartes »"""
    assert len(TAROT_DECK.cards) == 78 == len(set(TAROT_DECK.cards))
    assert get_game("premier").deck == TAROT_DECK


@pytest.mark.parametrize("suit", SUITS)
def test_four_suits_of_fourteen(suit):
    """« Il y a 4 couleurs : Pique, cœur, trèfle, carreau. Chacune de ces couleurs comprend 14
    cartes qui vont de l'As (le 1) au Roi. »"""
    in_suit = {c for c in TAROT_DECK.cards if c.suit == suit}
    assert in_suit == {parse_card(r + suit) for r in RANKS}
    # the order of power within the suit
    ordered = sorted(in_suit, key=TAROT_DECK.strength)
    assert [str(c)[:-1] for c in ordered] == RANKS


def test_twenty_one_trumps_and_the_excuse():
    """« Il y a 21 atouts : de 1 (le plus faible) à 21 (le plus fort). » « L'Excuse » ;
    « L'Excuse, le 1 d'atout (ou « Petit ») et le 21 d'atout sont les 3 « Bouts ». »"""
    trumps = [c for c in TAROT_DECK.cards if c.is_trump]
    assert sorted(c.rank for c in trumps) == list(range(1, 22))
    assert EXCUSE in TAROT_DECK.cards
    assert TAROT_DECK.bouts == frozenset(cards("T1 T21 EX"))
    assert sorted(trumps, key=TAROT_DECK.strength) == [parse_card(f"T{n}") for n in range(1, 22)]


def test_ninety_one_points_in_half_points():
    """« Le jeu compte 91 points pour 78 cartes »; « Les cartes basses … deux cartes basses valent
    1 point. Lors du comptage des points, les Bouts et les figures doivent être associés à une
    carte basse » — so a Bout or figure worth v alone is v − ½, and a low card ½."""
    for card in TAROT_DECK.cards:
        v = honour(card)
        expected = 1 if v is None else 2 * v - 1
        assert TAROT_DECK.value(card) == expected, card
    assert TAROT_DECK.total(TAROT_DECK.cards) == 182 == 2 * 91
    # the text's way: every honour counted with one low card, the other low cards by pairs
    honours = [c for c in TAROT_DECK.cards if honour(c) is not None]
    lows = len(TAROT_DECK.cards) - 2 * len(honours)
    assert sum(honour(c) for c in honours) + lows // 2 == 91 and lows % 2 == 0


# === Mon premier Tarot =========================================================================
def test_three_to_six_players():
    """« Joueurs : de 3 à 6 joueurs »"""
    for n in (3, 4, 5, 6):
        Deal.new("premier", n, seed=1)
    for n in (2, 7):
        with pytest.raises(OptionsError):
            Deal.new("premier", n, seed=1)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_counter_clockwise_seats_in_play_order(players):
    """« Les joueurs posent une carte chacun leur tour, dans le sens inverse des aiguilles d'une
    montre. » Seats are numbered in the order of play."""
    assert get_game("premier").clockwise is False
    deal = Deal.new("premier", players, seed=players)
    for _ in range(3 * players):
        seat = deal.to_act
        deal.apply(deal.legal_actions()[0])
        if deal.trick:
            assert deal.to_act == (seat + 1) % players


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_hands_are_equal_and_the_rest_is_aside(players):
    """« Il distribue toutes les cartes entre les joueurs. » Ruling: « Cards that do not divide
    evenly (2 at 4 players, 3 at 5) are set aside unseen, so every hand is the same size. »"""
    size = (78 - ASIDE[players]) // players
    for seed in range(10):
        deal = Deal.new("premier", players, seed)
        assert [len(h) for h in deal.hands] == [size] * players
        assert len(deal.aside) == ASIDE[players]
        every = [c for h in deal.hands for c in h] + list(deal.aside)
        assert sorted(every) == sorted(TAROT_DECK.cards)


@pytest.mark.parametrize("players", [4, 5])
def test_cards_aside_are_unseen(players):
    """Ruling: « Cards that do not divide evenly (2 at 4 players, 3 at 5) are set aside
    unseen »."""
    deal = Deal.new("premier", players, seed=3)
    aside = set(deal.aside)
    while True:
        for seat in range(players):
            seen = set(cards_in(deal.view(seat)))
            assert not seen & aside
            assert not seen & {c for s, h in enumerate(deal.hands) if s != seat for c in h}
        if deal.over:
            break
        deal.apply(deal.legal_actions()[-1])


def test_first_dealer_is_chosen_at_random():
    """« Le premier joueur est désigné au hasard »: no draw, any seat."""
    dealers = set()
    for seed in range(40):
        match = Match("premier", 4, seed)
        assert match.draws == ()
        dealers.add(match.dealer)
    assert dealers == {0, 1, 2, 3}


@pytest.mark.parametrize("suit", SUITS)
def test_follow_the_led_suit(suit):
    """« La première carte posée est la « couleur demandée », cela veut dire que tous les joueurs
    doivent poser une carte de la même couleur ! »"""
    other = "S" if suit != "S" else "H"
    deal = Deal.from_hands("premier", f"1{suit} 2{other} 5{other} / K{suit} K{other} T5 / "
                                      f"3{suit} 4{other} 6{other}", dealer=2)
    deal.apply(f"1{suit}")
    assert legal_cards(deal) == {parse_card(f"K{suit}")}
    for bad in (f"K{other}", "T5"):
        why = refuse(deal, bad, IllegalActionError, "follow-suit")
        assert SUITS[suit][0] in why.fr and SUITS[suit][1] in why.en
        assert parse_card(bad) in why.cards


def test_void_must_trump_without_going_higher():
    """« Si tu n'as pas cette couleur alors tu dois « couper », cela veut dire « poser un atout » »
    Ruling: « No duty to overtrump at this level »."""
    deal = Deal.from_hands("premier", "1H 2S 3S / T10 KS QS / T5 T15 KD", dealer=2)
    deal.apply("1H")
    assert legal_cards(deal) == {parse_card("T10")}
    refuse(deal, "KS", IllegalActionError, "must-trump")
    deal.apply("T10")
    # seat 2 may trump under the 10: any trump
    assert legal_cards(deal) == set(cards("T5 T15"))
    why = refuse(deal, "KD", IllegalActionError, "must-trump")
    assert "cœur" in why.fr
    deal.apply("T5")
    assert deal.tricks[-1].winner == 1


def test_void_without_trump_discards_and_the_discard_never_wins():
    """« si tu n'as pas d'atout non plus, choisis alors une carte à « jeter » (elle ne pourra pas
    gagner même si elle est très très forte). »"""
    deal = Deal.from_hands("premier", "1H / KS / 2H", dealer=2)
    deal.apply("1H")
    assert legal_cards(deal) == {parse_card("KS")}
    run(deal, "KS 2H")
    assert deal.tricks[-1].winner == 2


def test_trump_lead_must_be_followed_by_a_trump_not_higher():
    """Ruling: « A trump lead must be followed by a trump if the player has one. » and no duty to
    go higher."""
    deal = Deal.from_hands("premier", "T10 1S 2S / T5 T15 KS / 2H 3H EX", dealer=2)
    deal.apply("T10")
    assert legal_cards(deal) == set(cards("T5 T15"))
    refuse(deal, "KS", IllegalActionError, "follow-trump")
    deal.apply("T5")
    assert legal_cards(deal) == set(cards("2H 3H EX"))  # no trump: anything
    deal.apply("3H")
    assert deal.tricks[-1].winner == 0


@pytest.mark.parametrize("hands,before", [
    ("1H 2S 9C / KH EX 5S / 3H 4H 8C", "1H"),   # must follow
    ("1H 2S 9C / T2 EX 5S / 3H 4H 8C", "1H"),   # must trump
    ("T3 2S 9C / T2 EX 5S / 3H 4H 8C", "T3"),   # must play a trump
    ("EX 2S 9C / 1H 5S 7C / 3H 4H 8C", ""),     # leading
])
def test_excuse_any_time(hands, before):
    """Ruling: « The Excuse may be played at any time and never wins. » (« L'Excuse ; carte
    Joker à jouer à la place d'une autre carte »)"""
    deal = run(Deal.from_hands("premier", hands, dealer=2), before)
    assert EXCUSE in deal.hands[deal.to_act]
    assert deal.is_legal("EX")
    if before:
        assert not deal.is_legal("5S")


def test_excuse_never_wins():
    """Ruling: « The Excuse may be played at any time and never wins. »"""
    deal = Deal.from_hands("premier", "EX / 1H / KS", dealer=2)
    run(deal, "EX 1H KS")
    assert deal.tricks[-1].winner == 1
    assert deal.result().tricks == (0, 1, 0)


@pytest.mark.parametrize("hands,plays,tricks", [
    ("KH KS / 1H 1S / 2H 2S", "KH 1H 2H KS 1S 2S", (2, 0, 0)),
    ("KH 1S / 1H KS / 2H 2S", "KH 1H 2H 1S KS 2S", (1, 1, 0)),
    ("KH 1S 1D / 1H KS 2D / 2H 2S KD", "KH 1H 2H 1S KS 2S 2D KD 1D", (1, 1, 1)),
])
def test_most_tricks_scores_one(hands, plays, tricks):
    """« Celui qui a mis la carte la plus forte … ramasse le pli … Il joue alors la carte qu'il
    veut et un nouveau tour commence. » « À la fin de la manche, celui qui a gagné le plus de plis
    … gagne 1 point. » Ruling: « Each player who ties for most tricks scores 1 point »."""
    deal = run(Deal.from_hands("premier", hands, dealer=2), plays)
    assert deal.over
    result = deal.result()
    assert result.tricks == tricks
    assert result.scores == tuple(int(t == max(tricks)) for t in tricks)


def test_the_winner_leads_the_next_trick():
    """« Celui qui a mis la carte la plus forte … ramasse le pli … Il joue alors la carte qu'il
    veut et un nouveau tour commence. »"""
    deal = Deal.from_hands("premier", "1H 2S / KH 3S / 2H 4S", dealer=2)
    run(deal, "1H KH 2H")
    assert deal.to_act == 1 and deal.view(0).leader == 1
    refuse(deal, "2S", OutOfTurnError, "not-your-turn", seat=0)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_first_to_three_points_wins(players):
    """« Le premier joueur arrivé à 3 points gagne la partie ! »"""
    match = Match("premier", players, seed=players)
    while not match.over:
        assert max(match.totals) < 3
        deal = match.next_deal()
        assert deal.game.id == "premier"
        while not deal.over:
            deal.apply(deal.legal_actions()[len(deal.history) % len(deal.legal_actions())])
        match.record(deal)
        assert match.over == (max(match.totals) >= 3)
        assert sum(match.results[-1].scores) >= 1
    assert max(match.totals) >= 3
    assert match.winners == tuple(s for s, t in enumerate(match.totals) if t == max(match.totals))
    assert match.totals == tuple(sum(r.scores[s] for r in match.results) for s in range(players))


def test_other_refusals():
    """« Les joueurs posent une carte chacun leur tour »: a card not held, not in the 78, an
    action that is not a card, or anything after the last trick is refused and changes
    nothing."""
    deal = Deal.from_hands("premier", "1H 2S / KH 3S / 2H 4S", dealer=2)
    refuse(deal, "KH", NotInHandError, "not-in-hand")
    refuse(deal, "PvB", UnknownCardError, "unknown-card")
    refuse(deal, "pass", WrongPhaseError, "wrong-phase")
    refuse(deal, "bid:bac", WrongPhaseError, "wrong-phase")
    play_out(deal)
    refuse(deal, "1H", WrongPhaseError, "wrong-phase")
