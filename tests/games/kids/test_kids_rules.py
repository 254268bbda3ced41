"""Tarot Kids: one test per rule of ``/work/shared/rules/tarot-kids.txt`` and per Tarot Kids
ruling of ``RULINGS.md`` (a ruling wins over the text where they disagree).

Each test quotes the sentence it checks. Expected values are derived here from the text (card
values, power order, scoring formulas), never copied from the engine.
"""

from __future__ import annotations

from math import comb

import pytest

from tests.helpers import cards_in, kids_expected_scores, legal_cards, play_out, refuse, run
from engine import (EXCUSE, Bid, Call, Card, Deal, Declare, IllegalActionError, Match,
                    NotInHandError, OptionsError, OutOfTurnError, Pass, Play, UnknownCardError,
                    WrongPhaseError, get_game, parse_card)
from engine.games.kids import KIDS_DECK

# --- the text, written out ----------------------------------------------------------------------
SCHOOLS = {"B": ("bleu", "blue"), "O": ("orange", "orange"), "G": ("vert", "green"),
           "P": ("violet", "purple")}
#: « le Proviseur > au Prof > à l'Élève > à l'Interro »; « Les 3 Profs ont la même puissance »,
#: « Les 4 Élèves du collège ont la même puissance »
TEXT_POWER = {"Pv": 3, "Sc": 2, "Hg": 2, "Sp": 2, "E1": 1, "E2": 1, "E3": 1, "E4": 1, "In": 0}
#: « Les valeurs des cartes : Proviseur = 5 points, Profs = 2 points, Élèves = 1 point,
#: Interros = 0 point, Les Atouts 1, 13 et l'Excuse = 5 points, les autres Atouts 0 point »
TEXT_SCHOOL_POINTS = {"Pv": 5, "Sc": 2, "Hg": 2, "Sp": 2, "E1": 1, "E2": 1, "E3": 1, "E4": 1,
                      "In": 0}
#: « 2 joueurs : 14 … 22 de côté ; 3 : 12 … 14 ; 4 : 10 … 10 ; 5 : 10 … aucune »
TEXT_SIZES = {2: (14, 22), 3: (12, 14), 4: (10, 10), 5: (10, 0)}
DIPLOMA = {"brevet": 10, "bac": 20, "master": 30}
PETIT = parse_card("T1")


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def points(card: Card) -> int:
    token = str(card)
    if card.is_excuse or token in ("T1", "T13"):
        return 5
    if card.is_trump:
        return 0
    return TEXT_SCHOOL_POINTS[token[:-1]]


def power(card: Card) -> int:
    """Strength from the text: any trump beats any school card; trumps by number."""
    if card.is_trump:
        return 100 + card.rank
    return TEXT_POWER[str(card)[:-1]]


def text_winner(played: list[Card]) -> int | None:
    """Index of the card that takes the round, ``None`` on a tie (equal best cards).

    « La carte la plus forte remporte le pli »; the Excuse never wins; « Si la première carte est
    l'Excuse, c'est le joueur suivant qui définit la couleur »; a discard never wins.
    """
    led = next(c.suit for c in played if not c.is_excuse)
    trumps = [i for i, c in enumerate(played) if c.is_trump]
    if trumps:
        return max(trumps, key=lambda i: played[i].rank)
    follow = [i for i, c in enumerate(played) if c.suit == led]
    top = max(power(played[i]) for i in follow)
    best = [i for i in follow if power(played[i]) == top]
    return best[0] if len(best) == 1 else None


# --- helpers ------------------------------------------------------------------------------------


# === 1/ CONTENU ================================================================================
def test_fifty_cards():
    """« 50 cartes super délirantes »"""
    assert len(KIDS_DECK.cards) == 50 == len(set(KIDS_DECK.cards))


def test_fourteen_trumps():
    """« Les Atouts : 14 Atouts numérotés de 1 à 13 + "l'Excuse". »"""
    trumps = [c for c in KIDS_DECK.cards if c.is_trump or c.is_excuse]
    assert len(trumps) == 14
    assert sorted(c.rank for c in trumps if c.is_trump) == list(range(1, 14))
    assert EXCUSE in trumps


@pytest.mark.parametrize("school", SCHOOLS)
def test_each_school_has_nine_cards(school):
    """« 36 cartes réparties en 4 Écoles de couleur : bleu, orange, vert et violet. Chaque École
    comporte 1 Proviseur, 3 Prof (Sciences, Histoire-Géo et Sport), 4 Élèves et une Interro. »"""
    in_school = {c for c in KIDS_DECK.cards if c.suit == school}
    expected = {parse_card(r + school) for r in ("Pv", "Sc", "Hg", "Sp", "E1", "E2", "E3", "E4",
                                                  "In")}
    assert in_school == expected
    suited = [c for c in KIDS_DECK.cards if not (c.is_trump or c.is_excuse)]
    assert len(suited) == 36 and {c.suit for c in suited} == set(SCHOOLS)


def test_card_values_and_75_points():
    """« Les valeurs des cartes : 4 cartes Proviseur = 5 points chacune, 12 Profs = 2 points
    chacun, 16 Élèves = 1 point chacun, 4 Interros = 0 point, Les Atouts 1, 13 et l'Excuse =
    5 points chacun, Les autres Atouts de 2 à 12 = 0 point »"""
    for card in KIDS_DECK.cards:
        assert KIDS_DECK.value(card) == points(card), card
    by_kind = {"Pv": 4, "Prof": 12, "E": 16, "In": 4}
    kinds = {"Pv": 0, "Prof": 0, "E": 0, "In": 0}
    for c in KIDS_DECK.cards:
        code = str(c)[:-1]
        if not (c.is_trump or c.is_excuse):
            kinds["Prof" if code in ("Sc", "Hg", "Sp") else code[0] if code[0] == "E" else code] += 1
    assert kinds == by_kind
    assert KIDS_DECK.total(KIDS_DECK.cards) == 4 * 5 + 12 * 2 + 16 * 1 + 4 * 0 + 3 * 5 == 75


def test_three_bouts():
    """« Les Atouts 1, 13 et "l'Excuse" sont appelés les "3 Bouts". »"""
    assert KIDS_DECK.bouts == frozenset(cards("T1 T13 EX"))


def test_two_to_five_players_clockwise():
    """« 2 à 5 JOUEURS »; « dans le sens des aiguilles d'une montre »"""
    game = get_game("kids")
    assert game.clockwise is True
    for n in (2, 3, 4, 5):
        Deal.new("kids", n, seed=1)
    for n in (1, 6):
        with pytest.raises(OptionsError):
            Deal.new("kids", n, seed=1)


# === power order ===============================================================================
NON_EXCUSE = [c for c in KIDS_DECK.cards if not c.is_excuse]


@pytest.mark.parametrize("lead", NON_EXCUSE, ids=str)
def test_power_order_every_pair(lead):
    """« le Proviseur > au Prof > à l'Élève > à l'Interro »; « Les 3 Profs ont la même
    puissance »; « Les 4 Élèves … ont la même puissance »; « Un Atout > aux cartes Proviseur,
    Prof, Élève ou la fameuse Interro »; « Le 13 étant la plus forte et le 1 la plus faible. »

    Two players with one card each: seat 0 leads ``lead``, seat 1 answers with its only card;
    the points land in the winner's pile, and a tie (last trick) is set aside unscored."""
    for other in NON_EXCUSE:
        if other == lead:
            continue
        deal = Deal.from_hands("kids", [[lead], [other]], dealer=1)
        play_out(deal)
        result = deal.result()
        winner = text_winner([lead, other])
        both = points(lead) + points(other)
        if winner is None:
            assert result.card_points == (0, 0), (lead, other)
            assert set(result.unscored) == {lead, other}
        else:
            expected = [0, 0]
            expected[winner] = both
            assert result.card_points == tuple(expected), (lead, other)


@pytest.mark.parametrize("lead,other,winner", [
    ("PvB", "ScB", 0), ("ScB", "PvB", 1), ("ScB", "HgB", None), ("SpB", "ScB", None),
    ("E1B", "E4B", None), ("E1B", "SpB", 1), ("InB", "E1B", 1), ("PvB", "T2", 1),
    ("InO", "T2", 1), ("T2", "T3", 1), ("T13", "T12", 0), ("E1B", "PvO", 0), ("T1", "PvB", 0),
])
def test_power_order_examples(lead, other, winner):
    """Hand-written examples of « Lors du jeu, le Proviseur > au Prof > à l'Élève > à l'Interro »
    and « Un Atout > aux cartes Proviseur, Prof, Élève ou la fameuse Interro » (``None``: the two
    cards are equal)."""
    assert text_winner(cards(f"{lead} {other}")) == winner
    deal = play_out(Deal.from_hands("kids", f"{lead} / {other}", dealer=1))
    assert deal.tricks[-1].winner == winner


# === 2/ MISE EN PLACE ==========================================================================
def replay_draw(draws, players: int) -> int:
    """The dealer that the text gives for this sequence of draws, checking the sequence obeys it.

    « Chaque joueur pioche une carte. Celui qui a la carte la plus forte distribuera les cartes
    … Si un joueur pioche "l'Excuse", pas de bol, il retire une carte, idem pour les égalités. »
    """
    it = iter(draws)
    contenders = list(range(players))
    while True:
        last: dict[int, Card] = {}
        for seat in contenders:
            drawer, card = next(it)
            assert drawer == seat
            while card.is_excuse:
                drawer, card = next(it)
                assert drawer == seat
            last[seat] = card
        top = max(power(c) for c in last.values())
        contenders = [s for s in contenders if power(last[s]) == top]
        if len(contenders) == 1:
            assert next(it, None) is None, "draws after the dealer was found"
            return contenders[0]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_dealer_draw(players):
    """« Chaque joueur pioche une carte. Celui qui a la carte la plus forte distribuera les
    cartes, c'est le Super Donneur. Si un joueur pioche "l'Excuse", pas de bol, il retire une
    carte, idem pour les égalités. » (many seeds of ``Match``)"""
    excuses = ties = 0
    for seed in range(150):
        match = Match("kids", players, seed)
        drawn = [c for _, c in match.draws]
        assert len(drawn) == len(set(drawn)), "a card drawn twice from one pile"
        assert all(c in KIDS_DECK for c in drawn)
        assert match.dealer == replay_draw(match.draws, players)
        excuses += EXCUSE in drawn
        ties += len(drawn) - drawn.count(EXCUSE) > players
    assert excuses and ties, "the seeds should cover an Excuse drawn and a tie"


@pytest.mark.parametrize("players,dealer", [(n, d) for n in (2, 3, 4, 5) for d in range(n)])
def test_deal_two_by_two_from_the_dealers_left(monkeypatch, players, dealer):
    """« Le Super Donneur distribue les cartes, 2 par 2, faces cachées, en commençant par le
    joueur situé à sa gauche et ainsi de suite dans le sens des aiguilles d'une montre. »

    The shuffle is replaced by a known pile, read from either end."""
    import engine.games.kids.rules as kids_module

    pile = list(KIDS_DECK.cards)
    monkeypatch.setattr(kids_module, "shuffled", lambda deck, rng: list(pile))
    deal = Deal.new("kids", players, seed=1, dealer=dealer)
    size, aside = TEXT_SIZES[players]

    def dealt(stock):
        stock = list(stock)
        hands = [[] for _ in range(players)]
        seat = (dealer + 1) % players  # the dealer's left: the next seat clockwise
        while any(len(h) < size for h in hands):
            hands[seat] += stock[:2]
            del stock[:2]
            seat = (seat + 1) % players
        return [set(h) for h in hands], set(stock)

    got = ([set(h) for h in deal.hands], set(deal.aside))
    assert got in (dealt(pile), dealt(reversed(pile)))
    assert len(deal.aside) == aside


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hand_sizes_and_cards_aside(players):
    """« à 2 joueurs : il en donne 14 à chaque joueur et en met 22 de côté. à 3 joueurs : il en
    donne 12 et en met 14 de côté. à 4 joueurs : il en donne 10 et en met 10 de côté. à 5
    joueurs : il en donne 10 et aucune n'est mise de côté. »"""
    size, aside = TEXT_SIZES[players]
    for seed in range(20):
        deal = Deal.new("kids", players, seed)
        assert [len(h) for h in deal.hands] == [size] * players
        assert len(deal.aside) == aside
        every = [c for h in deal.hands for c in h] + list(deal.aside)
        assert sorted(every) == sorted(KIDS_DECK.cards)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cards_aside_are_never_seen(players):
    """« Personne ne verra les cartes mises de côté. » and no seat sees another's hand."""
    for seed in range(4):
        deal = Deal.new("kids", players, seed)
        aside = set(deal.aside)
        assert aside
        while True:
            for seat in range(players):
                seen = set(cards_in(deal.view(seat)))
                assert not seen & aside
                others = {c for s, h in enumerate(deal.hands) if s != seat for c in h}
                assert not seen & others
                assert set(deal.view(seat).hand) == set(deal.hands[seat])
            if deal.over:
                break
            deal.apply(deal.legal_actions()[0])


def test_aside_cards_are_never_scored():
    """« Dommage, personne ne pourra s'approprier leurs points non plus. »"""
    for seed in range(5):
        deal = play_out(Deal.new("kids", 2, seed))
        result = deal.result()
        assert sum(result.card_points) + KIDS_DECK.total(result.unscored) \
            == 75 - KIDS_DECK.total(deal.aside)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_same_seed_same_deal_different_seeds_differ(players):
    """« Le joueur, placé à sa droite, sépare les cartes en deux tas » — the shuffle and cut are
    seeded: the same seed deals the same cards, another seed other cards."""
    texts = set()
    for seed in range(30):
        a, b = Deal.new("kids", players, seed), Deal.new("kids", players, seed)
        assert (a.text(), a.dealer) == (b.text(), b.dealer)
        texts.add(a.text())
    assert len(texts) == 30


# === 3/ LA PARTIE ==============================================================================
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_player_on_the_dealers_left_leads(players):
    """« C'est toujours le joueur situé à gauche du Super Donneur qui débute la partie. »
    « A chaque tour, les joueurs jouent une carte dans le sens des aiguilles d'une montre »
    (seats are numbered in the order of play)."""
    for dealer in range(players):
        deal = Deal.new("kids", players, seed=dealer, dealer=dealer)
        assert deal.to_act == (dealer + 1) % players
        assert deal.view(0).leader == (dealer + 1) % players
        for _ in range(players - 1):
            seat = deal.to_act
            deal.apply(deal.legal_actions()[0])
            assert deal.to_act == (seat + 1) % players


@pytest.mark.parametrize("school", SCHOOLS)
def test_follow_the_school(school):
    """« Si la première carte est une couleur d'École, les autres devront jouer la même couleur
    de carte. On dit qu'ils "FOURNISSENT" dans la couleur demandée. » and « interdiction de
    jouer un Atout si le joueur peut poser une carte de la couleur demandée »"""
    other = "O" if school != "O" else "B"
    s, o = school, other
    deal = Deal.from_hands("kids", f"E1{s} In{o} T1 / E2{s} Sc{o} T3 / E3{s} E1{o} EX", dealer=2)
    deal.apply(f"E1{s}")
    assert legal_cards(deal) == {parse_card(f"E2{s}")}
    fr, en = SCHOOLS[school]
    for bad in (f"Sc{o}", "T3"):
        why = refuse(deal, bad, IllegalActionError, "follow-suit")
        assert parse_card(bad) in why.cards
        assert why.legal == (Play(parse_card(f"E2{s}")),)
        assert fr in why.fr and "fournir" in why.fr
        assert en in why.en
    if school == "B":
        assert deal.why_illegal("ScO").fr == ("Tu as encore du bleu : tu dois fournir à la "
                                              "couleur demandée.")
    deal.apply(f"E2{s}")
    assert legal_cards(deal) == {parse_card(f"E3{s}"), EXCUSE}
    refuse(deal, f"E1{o}", IllegalActionError, "follow-suit")


def test_void_must_trump():
    """« Si un joueur n'a plus la couleur demandée, il doit alors poser un Atout, on dit qu'il
    "COUPE". » « Interdiction de poser une carte d'une autre couleur s'il peut poser un Atout. »"""
    deal = Deal.from_hands("kids", "E1B InO E2O / ScO T3 T5 / E2B E3B EX", dealer=2)
    deal.apply("E1B")
    assert legal_cards(deal) == set(cards("T3 T5"))
    why = refuse(deal, "ScO", IllegalActionError, "must-trump")
    assert parse_card("ScO") in why.cards
    assert set(why.legal) == {Play(c) for c in cards("T3 T5")}
    assert "bleu" in why.fr and "blue" in why.en


def test_void_without_trump_discards_anything():
    """« S'il n'a pas la couleur, ni d'Atout, il pose alors n'importe quelle autre carte, on dit
    qu'il "SE DÉFAUSSE". »"""
    deal = Deal.from_hands("kids", "E1B InO E2O / ScO SpO HgO / E2B E3B EX", dealer=2)
    deal.apply("E1B")
    assert legal_cards(deal) == set(cards("ScO SpO HgO"))
    assert deal.why_illegal("HgO") is None


def test_several_trumpers_must_beat_the_highest_trump():
    """« Si vous êtes plusieurs à "couper", vous devrez mettre un Atout plus fort que le dernier
    Atout posé. » Ruling: « a later trump must beat the highest trump already played; a player who
    cannot beat it still plays a trump. »"""
    deal = Deal.from_hands("kids", "E1B E2O E3O / T9 InO InG / T2 T3 E1G / T5 T10 E2G", dealer=3)
    deal.apply("E1B")
    assert legal_cards(deal) == {parse_card("T9")}
    deal.apply("T9")
    # seat 2 cannot beat the 9: any trump, but still a trump
    assert legal_cards(deal) == set(cards("T2 T3"))
    why = refuse(deal, "E1G", IllegalActionError, "must-trump")
    assert parse_card("E1G") in why.cards
    deal.apply("T2")
    # seat 3 must beat the 9 (the highest), not only the 2 (the last one)
    assert legal_cards(deal) == {parse_card("T10")}
    why = refuse(deal, "T5", IllegalActionError, "overtrump")
    assert parse_card("T5") in why.cards and parse_card("T9") in why.cards
    assert set(why.legal) == {Play(parse_card("T10"))}
    refuse(deal, "E2G", IllegalActionError, "overtrump")
    deal.apply("T10")
    assert deal.tricks[-1].winner == 3


def test_second_trumper_with_a_higher_trump_must_use_it():
    """« Si vous êtes plusieurs à "couper", vous devrez mettre un Atout plus fort que le dernier
    Atout posé. »"""
    deal = Deal.from_hands("kids", "E1B E2B / T5 InO / T3 T7", dealer=2)
    run(deal, "E1B T5")
    assert legal_cards(deal) == {parse_card("T7")}
    refuse(deal, "T3", IllegalActionError, "overtrump")


def test_trump_lead_go_higher():
    """« Si la première carte est un Atout, les joueurs suivants devront obligatoirement poser des
    Atouts de puissance supérieure. On dit que le joueur "MONTE" à l'Atout. » « S'il ne peut pas
    "monter", pas de chance ! Il joue un Atout quel qu'il soit. S'il n'en a plus, il posera
    n'importe quelle autre carte. »"""
    deal = Deal.from_hands("kids", "T5 E1B E2B / T3 T8 E3B / T2 T4 InB / E1O E2O InG", dealer=3)
    deal.apply("T5")
    assert legal_cards(deal) == {parse_card("T8")}
    refuse(deal, "T3", IllegalActionError, "raise-trump")
    refuse(deal, "E3B", IllegalActionError, "raise-trump")
    deal.apply("T8")
    assert legal_cards(deal) == set(cards("T2 T4"))
    refuse(deal, "InB", IllegalActionError, "follow-trump")
    deal.apply("T2")
    assert legal_cards(deal) == set(cards("E1O E2O InG"))
    deal.apply("InG")
    assert deal.tricks[-1].winner == 1


@pytest.mark.parametrize("hands,before", [
    ("E1B E2O E3O / E2B EX InG / E3B E4B E1G", "E1B"),                      # could follow
    ("E1B E2O E3O / T3 EX InG / E3B E4B E1G", "E1B"),                       # must trump
    ("E1B E2O E3O E4O / T9 E1O E2G E3G / T10 T2 EX InG / E3B E4B E1G E4G",
     "E1B T9"),                                                             # must overtrump
    ("T5 E2O E3O / T8 EX T2 / E3B E4B E1G", "T5"),                          # must go higher
    ("T5 E2O E3O / T3 EX InG / E3B E4B E1G", "T5"),                         # must play a trump
    ("EX T1 E3O / E1B E2O E1G / E3B E4B InG", ""),                          # leading
])
def test_excuse_playable_any_time(hands, before):
    """« On la place n'importe quand, comme un joker »"""
    n = hands.count("/") + 1
    deal = run(Deal.from_hands("kids", hands, dealer=n - 1), before)
    assert EXCUSE in deal.hands[deal.to_act]
    assert deal.is_legal("EX")
    assert Play(EXCUSE) in deal.legal_actions()
    if before:  # a duty applies, and the Excuse is allowed anyway
        assert len(deal.legal_actions()) < len(deal.hands[deal.to_act])


def test_excuse_never_wins_and_goes_back_to_its_owner():
    """« L'Excuse … Elle est toujours conservée par celui qui la possède et n'a aucune force
    spécifique. »; « Si la première carte est "l'Excuse", c'est le joueur suivant qui définit la
    couleur à jouer. »"""
    deal = play_out(Deal.from_hands("kids", "EX / InB / PvO", dealer=2))
    assert deal.tricks[-1].winner == 1  # the Interro, the only card of the led suit
    assert deal.result().card_points == (5, 0 + 5, 0)


def test_excuse_lead_next_card_sets_the_suit():
    """« Si la première carte est "l'Excuse", c'est le joueur suivant qui définit la couleur à
    jouer. »"""
    deal = Deal.from_hands("kids", "EX T1 / ScB E1O / E2B PvO", dealer=2)
    deal.apply("EX")
    assert legal_cards(deal) == set(cards("ScB E1O"))  # anything: the next card sets the suit
    deal.apply("E1O")
    assert legal_cards(deal) == {parse_card("PvO")}
    why = refuse(deal, "E2B", IllegalActionError, "follow-suit")
    assert "orange" in why.fr
    deal.apply("PvO")
    assert deal.tricks[-1].winner == 2


def test_excuse_lead_then_tied_eleves():
    """« Les 4 Élèves du collège ont la même puissance »: after an Excuse lead, two Élèves of the
    suit set by the next card tie like any others (« le tour continue »)."""
    deal = run(Deal.from_hands("kids", "EX T1 / ScB E1O / E2B E3O", dealer=2), "EX E1O E3O")
    assert text_winner(cards("EX E1O E3O")) is None
    assert deal.tricks[-1].winner is None
    assert deal.to_act == 0 and deal.hands[0] == [parse_card("T1")]


def test_equal_best_cards_tie_and_the_next_round_takes_both():
    """« Si 2 joueurs ont posé une carte Prof dans la couleur demandée et que ce sont les plus
    puissantes du pli, le tour continue. Tous les joueurs rejouent une carte (et oui, même ceux qui
    ont joué une carte plus faible). La carte la plus forte dans le 2ème pli remporte toutes les
    autres cartes (c'est-à-dire les 2 plis complets). » Ruling: « the same leader leading again ».
    « Si le dernier pli de la partie est un cas d'égalité … Ce pli n'est pas comptabilisé, les
    cartes sont mises de côté »"""
    deal = Deal.from_hands("kids", "ScB InO E1G / HgB PvO E2G / E1B E2O E3G", dealer=2)
    run(deal, "ScB HgB E1B")
    assert deal.tricks[-1].winner is None
    assert deal.trick == [] and deal.to_act == 0  # the same leader leads again
    assert {c for _, c in deal.held} == set(cards("ScB HgB E1B"))
    assert {c for _, c in deal.view(1).held} == set(cards("ScB HgB E1B"))
    assert [len(h) for h in deal.hands] == [2, 2, 2]
    run(deal, "InO PvO E2O")
    assert deal.tricks[-1].winner == 1 and deal.to_act == 1
    assert deal.held == []
    assert deal.view(0).pile_points == (0, sum(map(points, cards("ScB HgB E1B InO PvO E2O"))), 0)
    run(deal, "E2G E3G E1G")  # Élèves: a tie on the last trick
    result = deal.result()
    assert result.card_points == (0, 11, 0)
    assert set(result.unscored) == set(cards("E2G E3G E1G"))


def test_ties_repeat_while_tied():
    """« À 2 joueurs, le cas peut arriver à nouveau, même après un second tour de table ; un 3ème
    tour de table est donc nécessaire. »"""
    deal = Deal.from_hands("kids", "ScB E1O PvG / HgB E2O InG", dealer=1)
    run(deal, "ScB HgB")
    assert deal.tricks[-1].winner is None and deal.to_act == 0
    run(deal, "E1O E2O")
    assert deal.tricks[-1].winner is None and deal.to_act == 0
    run(deal, "PvG InG")
    assert deal.over
    assert deal.result().card_points == (sum(map(points, cards("ScB HgB E1O E2O PvG InG"))), 0)


def test_tie_on_the_last_trick_excuse_still_to_its_owner():
    """« Si le dernier pli de la partie est un cas d'égalité … Ce pli n'est pas comptabilisé, les
    cartes sont mises de côté » — and the Excuse « est toujours conservée par celui qui la
    possède »."""
    deal = play_out(Deal.from_hands("kids", "ScB / HgB / EX", dealer=2))
    result = deal.result()
    assert result.card_points == (0, 0, 5)
    assert set(result.unscored) == set(cards("ScB HgB"))


def test_excuse_in_a_tied_round_goes_to_its_owner_at_once():
    """« Elle est toujours conservée par celui qui la possède », tied round or not; « La carte
    la plus forte dans le 2ème pli remporte toutes les autres cartes »."""
    deal = Deal.from_hands("kids", "ScB E1O / HgB E2O / EX PvO", dealer=2)
    run(deal, "ScB HgB EX")
    assert deal.tricks[-1].winner is None
    run(deal, "E1O E2O PvO")
    assert deal.result().card_points == (0, 0, 5 + sum(map(points, cards("ScB HgB E1O E2O PvO"))))


@pytest.mark.parametrize("hands,winner", [
    ("E1B / ScB / E2B", 1),   # equal cards that are not the best: no tie
    ("ScB / ScO", 0),          # equal power, but the Prof orange is a discard
    ("ScB / T2 / HgB", 1),     # a trump beats the two Profs
])
def test_no_tie_when_the_equal_cards_are_not_the_best_of_the_led_suit(hands, winner):
    """« dans la couleur demandée et que ce sont les plus puissantes du pli »"""
    n = hands.count("/") + 1
    deal = play_out(Deal.from_hands("kids", hands, dealer=n - 1))
    assert deal.tricks[-1].winner == winner


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_equal_hands_at_each_trick_start(players):
    """« à chaque début de tour, tous les joueurs doivent avoir le même nombre de cartes en
    main. » (ties included)"""
    for seed in range(6):
        deal = Deal.new("kids", players, seed)
        while not deal.over:
            if not deal.trick:
                assert len({len(h) for h in deal.hands}) == 1
            deal.apply(deal.legal_actions()[seed % len(deal.legal_actions())])
        assert all(not h for h in deal.hands)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_score_is_the_sum_of_the_cards_won(players):
    """« Chaque joueur compte ses points en additionnant la valeur des cartes qu'il a gagnées. »
    The piles are rebuilt here from the rounds played and the text's winner."""
    for seed in range(6):
        deal = play_out(Deal.new("kids", players, seed))
        won = [0] * players
        held: list[tuple[int, Card]] = []
        unscored: list[Card] = []
        plays = [(s, a.card) for s, a in deal.history]
        for i in range(0, len(plays), players):
            rnd = plays[i:i + players]
            for s, c in rnd:
                if c.is_excuse:
                    won[s] += points(c)
            held += [(s, c) for s, c in rnd if not c.is_excuse]
            w = text_winner([c for _, c in rnd])
            if w is None:
                if i + players == len(plays):
                    unscored += [c for _, c in held]
                continue
            won[rnd[w][0]] += sum(points(c) for _, c in held)
            held = []
        result = deal.result()
        assert result.card_points == tuple(won)
        assert result.scores == tuple(won)
        assert set(result.unscored) == set(unscored)
        assert sum(won) + sum(map(points, unscored)) + sum(map(points, deal.aside)) == 75


def test_game_ends_at_the_points_target():
    """« les joueurs peuvent se donner une heure de fin ou un nombre de points à atteindre. Le
    joueur ayant le plus de points ou celui ayant atteint l'objectif de points, a gagné. »"""
    for seed in range(3):
        match = Match("kids", 3, seed, {"target": 40})
        while not match.over:
            assert max(match.totals, default=0) < 40
            match.record(play_out(match.next_deal()))
            assert match.over == (max(match.totals) >= 40)
        assert max(match.totals) >= 40
        assert match.winners == tuple(s for s, t in enumerate(match.totals)
                                      if t == max(match.totals))


@pytest.mark.parametrize("totals,deals,options,over", [
    ((39, 0, -10), 1, {"target": 40, "deals": 0}, False),
    ((40, 0, -10), 1, {"target": 40, "deals": 0}, True),
    ((12, 41, 3), 5, {"target": 40, "deals": 0}, True),
    ((-30, -20, -10), 9, {"target": 40, "deals": 0}, False),
    ((0, 0, 0), 2, {"target": 1000, "deals": 3}, False),
    ((0, 0, 0), 3, {"target": 1000, "deals": 3}, True),
])
def test_game_end_rule(totals, deals, options, over):
    """« un nombre de points à atteindre … celui ayant atteint l'objectif de points, a gagné »"""
    assert get_game("kids").game_over(totals, deals, options) is over


def test_game_ends_after_a_number_of_deals():
    """« une heure de fin » — the engine's stand-in: a number of deals."""
    match = Match("kids", 4, 7, {"deals": 3, "target": 1000})
    for _ in range(3):
        assert not match.over
        match.record(play_out(match.next_deal()))
    assert match.over and match.played == 3
    assert match.totals == tuple(sum(r.scores[s] for r in match.results) for s in range(4))


# === LES PARIS =================================================================================
def paris(players: int = 4, dealer: int | None = None, seed: int = 3, **options) -> Deal:
    dealer = players - 1 if dealer is None else dealer
    return Deal.new("kids", players, seed, {"paris": True, **options}, dealer=dealer)


def test_bets_start_at_the_dealers_left_and_go_round():
    """« C'est au joueur à gauche du Super Donneur de commencer les paris »; « il passe son tour
    et c'est au joueur suivant de se prononcer, puis au suivant, toujours dans le sens des
    aiguilles d'une montre »"""
    for dealer in range(4):
        deal = paris(dealer=dealer)
        assert deal.phase == "bet" and deal.to_act == (dealer + 1) % 4
        assert set(deal.legal_actions()) == {Bid("brevet"), Bid("bac"), Bid("master"), Pass()}
        deal.apply("pass")
        assert deal.to_act == (dealer + 2) % 4


def test_only_a_higher_diploma():
    """« C'est le premier qui propose le diplôme le plus haut qui est nommé "parieur officiel" »:
    Brevet 10 < Baccalauréat 20 < Master 30; a bet must aim higher."""
    deal = paris()
    deal.apply("bid:bac")
    assert set(deal.legal_actions()) == {Bid("master"), Pass()}
    for low in ("bid:brevet", "bid:bac"):
        why = refuse(deal, low, IllegalActionError, "bet-too-low")
        assert set(why.legal) == {Bid("master"), Pass()}
    refuse(deal, "bid:licence", IllegalActionError, "bet-unknown")
    refuse(deal, "T1", WrongPhaseError, "wrong-phase")
    refuse(deal, "bid:master", OutOfTurnError, "not-your-turn", seat=0)


def test_one_turn_round_the_table_after_the_last_bet():
    """Ruling: « one turn around the table after the last bet closes it »"""
    deal = paris(players=4, dealer=3)
    run(deal, "pass bid:brevet pass pass bid:bac pass pass")
    assert deal.phase == "bet" and deal.to_act == 3
    deal.apply("pass")
    assert deal.phase == "play" and deal.taker == 0 and deal.contract == "bac"
    assert deal.to_act == 0  # the dealer's left leads the play
    refuse(deal, "bid:master", WrongPhaseError, "wrong-phase")  # « Impossible de changer ensuite »


def test_master_closes_the_bets():
    """« le Brevet, le Baccalauréat ou le Master, qui valent respectivement 10, 20 ou 30
    points » — nobody can bet higher than the Master, so it closes the bets."""
    deal = paris(players=4, dealer=3)
    run(deal, "pass bid:master")
    assert deal.phase == "play" and deal.taker == 1 and deal.contract == "master"


def test_nobody_bets_redeal_with_the_same_dealer():
    """« Si personne ne parie, les cartes sont regroupées et redistribuées. »"""
    match = Match("kids", 4, 11, {"paris": True})
    dealer = match.dealer
    deal = match.next_deal()
    first = deal.text()
    run(deal, "pass pass pass pass")
    assert deal.over
    result = deal.result()
    assert result.redeal and result.scores == (0, 0, 0, 0)
    match.record(deal)
    assert match.dealer == dealer and match.played == 0
    again = match.next_deal()
    assert again.dealer == dealer and again.text() != first
    assert again.phase == "bet" and again.to_act == (dealer + 1) % 4


def test_bettor_wins_with_more_points():
    """« S'il gagne son pari, il ajoute les points du diplôme aux points de ses cartes
    gagnées. »"""
    deal = Deal.from_hands("kids", "PvB / E1B / InB", dealer=2, options={"paris": True})
    run(deal, "bid:brevet pass pass PvB E1B InB")
    result = deal.result()
    assert result.card_points == (6, 0, 0)
    assert result.scores == kids_expected_scores((6, 0, 0), 0, 10) == (16, 0, 0)
    assert result.won is True


def test_bettor_loses():
    """« S'il perd son pari, il ne note aucun point (0 dans sa colonne même s'il a gagné des
    plis) et il soustrait les points du diplôme visé »; the others note their points."""
    deal = Deal.from_hands("kids", "PvB / E1B / InB", dealer=2, options={"paris": True})
    run(deal, "pass bid:bac pass pass PvB E1B InB")
    result = deal.result()
    assert result.scores == kids_expected_scores((6, 0, 0), 1, 20) == (6, -20, 0)
    assert result.won is False


def test_bettor_needs_strictly_more_points():
    """Ruling: « The bettor wins with strictly more points than every other player. »"""
    deal = Deal.from_hands("kids", "PvB InO / InB PvO / E1B E1O", dealer=2,
                           options={"paris": True})
    run(deal, "bid:brevet pass pass PvB InB E1B InO PvO E1O")
    result = deal.result()
    assert result.card_points == (6, 6, 0)
    assert result.scores == kids_expected_scores((6, 6, 0), 0, 10) == (-10, 6, 0)


def test_lost_bets_go_below_zero_on_the_score_sheet():
    """« Si vous perdez plusieurs paris, vous continuez à décompter des points de votre score
    même en dessous de la barre du 0 »"""
    lost = 0
    for seed in range(60):
        match = Match("kids", 3, seed, {"paris": True, "target": 1000})
        deal = match.next_deal()
        taker = deal.to_act
        deal.apply("bid:master")  # nothing is higher: the auction closes at once
        play_out(deal)
        match.record(deal)
        if match.results[0].won is False:
            lost += 1
            assert match.totals[taker] == -30
    assert lost, "no lost Master bet in 60 seeded first deals"


# === L'APPEL AU PROVISEUR ======================================================================
def test_proviseur_call_needs_five_players_and_the_bets():
    """« Il faut être 5 joueurs car le jeu, ce sera 2 joueurs contre 3. »"""
    for n in (2, 3, 4):
        with pytest.raises(OptionsError):
            Deal.new("kids", n, 1, {"paris": True, "proviseur": True})
    with pytest.raises(OptionsError):
        Deal.new("kids", 5, 1, {"proviseur": True})
    Deal.new("kids", 5, 1, {"paris": True, "proviseur": True})


def test_the_bettor_calls_a_proviseur_or_nobody():
    """« On dit qu'il "APPELLE" le Proviseur d'une École (il annonce la couleur du Proviseur). »"""
    deal = paris(players=5, dealer=4, proviseur=True)
    run(deal, "pass bid:bac pass pass pass pass")
    assert deal.phase == "call" and deal.to_act == 1
    assert set(deal.legal_actions()) == {Call(parse_card(f"Pv{s}")) for s in SCHOOLS} | {Call(None)}
    why = refuse(deal, "call:ScB", IllegalActionError, "call-proviseur")
    assert parse_card("ScB") in why.cards
    refuse(deal, "call:PvB", OutOfTurnError, "not-your-turn", seat=2)
    refuse(deal, "pass", WrongPhaseError, "wrong-phase")
    deal.apply("call:PvO")
    assert deal.phase == "play" and deal.to_act == 0


@pytest.mark.parametrize("seed", range(6))
def test_the_partner_is_secret_until_the_card_is_played(seed):
    """« Celui qui détient cette carte sera donc son partenaire mystère. Chut ! L'allié ne doit
    rien dire »; « le suspense reste entier jusqu'à ce que la carte du Proviseur soit jouée »"""
    deal = paris(players=5, dealer=4, seed=seed, proviseur=True)
    run(deal, "bid:brevet pass pass pass pass call:PvG")
    holder = next(s for s, h in enumerate(deal.hands) if parse_card("PvG") in h)
    while parse_card("PvG") in deal.hands[holder]:
        for s in range(5):
            assert deal.view(s).partner == (holder if s == holder else None)
        deal.apply(deal.legal_actions()[0])
    for s in range(5):
        assert deal.view(s).partner == holder


def test_a_called_proviseur_that_nobody_holds_leaves_the_bettor_alone():
    """A hand-made deal (a lesson's) may set the called Proviseur aside: calling it crashed."""
    deal = Deal.from_hands("kids", "PvB InG / E1B E1G / InB E2G / PvO E3B / E2B E3G | PvG",
                           dealer=4, options={"paris": True, "proviseur": True})
    run(deal, "bid:brevet pass pass pass pass call:PvG")
    assert deal.phase == "play" and deal.partner is None


WON = "PvB InG / E1B E1G / InB E2G / PvO PvG / E2B E3G"
LOST = "InB InG / PvB PvG / E1B E1G / PvO E2G / E2B E3G"


def test_called_team_wins():
    """« Si les 2 joueurs ont plus de points que les 3 autres cumulés, le pari est gagné. Ces
    points cumulés, ajoutés à ceux du diplôme visé (10, 20 ou 30 points), sont notés à chacun des
    2 partenaires. Les 3 autres joueurs notent 0 point pour cette partie. »"""
    deal = Deal.from_hands("kids", WON, dealer=4, options={"paris": True, "proviseur": True})
    run(deal, "bid:brevet pass pass pass pass call:PvO")
    run(deal, "PvB E1B InB PvO E2B InG E1G E2G PvG E3G")
    result = deal.result()
    assert result.card_points == (12, 0, 0, 8, 0)
    expected = kids_expected_scores(result.card_points, 0, 10, holder=3, called=True)
    assert result.scores == expected == (30, 0, 0, 30, 0)
    assert result.won is True


def test_called_team_loses():
    """« Si les 2 joueurs ont moins de points que les autres cumulés, ils notent chacun 0 point
    pour cette partie et les points du diplôme visé sont déduits pour chacun des 2 partenaires. Les
    points cumulés des 3 autres joueurs, gagnants de la partie, sont notés à chacun d'eux. »
    « Attention : ils ne s'attribuent pas les points du diplôme non obtenu »."""
    deal = Deal.from_hands("kids", LOST, dealer=4, options={"paris": True, "proviseur": True})
    run(deal, "bid:brevet pass pass pass pass call:PvO")
    run(deal, "InB PvB E1B PvO E2B PvG E1G E2G E3G InG")
    result = deal.result()
    assert result.card_points == (0, 20, 0, 0, 0)
    expected = kids_expected_scores(result.card_points, 0, 10, holder=3, called=True)
    assert result.scores == expected == (-10, 20, 20, -10, 20)
    assert result.won is False


SELF = "PvB InG InP / E1B PvG E1P / E2B E1G PvP / E3B E2G E2P / E4B E3G E3P"


@pytest.mark.parametrize("call", ["call:PvB", "call:none"])
def test_bettor_holding_the_called_proviseur_plays_alone_against_four(call):
    """Ruling: « a bettor who holds the called Proviseur plays alone against four, comparing with
    their combined points. » Without a call the bettor must beat every other player."""
    deal = Deal.from_hands("kids", SELF, dealer=4, options={"paris": True, "proviseur": True})
    run(deal, f"bid:bac pass pass pass pass {call}")
    run(deal, "PvB E1B E2B E3B E4B InG PvG E1G E2G E3G E1P PvP E2P E3P InP")
    result = deal.result()
    assert result.card_points == (9, 8, 8, 0, 0)
    expected = kids_expected_scores(result.card_points, 0, 20, holder=0, called=call != "call:none")
    assert result.scores == expected
    if call == "call:none":
        assert result.scores == (29, 8, 8, 0, 0)
    else:
        assert result.scores == (-20, 16, 16, 16, 16)


# === DES PRIMES ================================================================================
def test_primes_only_at_four_or_five_players():
    """« En début de partie, à 4 ou 5 joueurs, les joueurs peuvent faire des "ANNONCES" »"""
    for n in (2, 3):
        with pytest.raises(OptionsError):
            Deal.new("kids", n, 1, {"primes": True})
    for n in (4, 5):
        assert Deal.new("kids", n, 1, {"primes": True}).phase == "announce"


PRIMES4 = ("T1 T2 T3 T4 T5 EX / InB E1B E2B E3B E4B InO / T6 T7 T8 T9 T10 ScB / "
           "PvB SpB HgB PvO E1O E2O")


def test_announcements_round_and_refusals():
    """« "Trop cool" : … Il doit montrer 5 ou 6 Atouts … à 4 joueurs : 6 Atouts »;
    « "C'est la loose" : le joueur ne dispose d'aucun Atout »; « "Grève des profs" : le joueur n'a
    aucun Prof, ni de Proviseur dans son jeu de départ »; « "Le bout du bout" … »"""
    deal = Deal.from_hands("kids", PRIMES4, dealer=3, options={"primes": True})
    assert deal.phase == "announce" and deal.to_act == 0
    # seat 0: six trumps with the Excuse (« the Excuse counts as a trump »), no Prof
    six = cards("T1 T2 T3 T4 T5 EX")
    assert Declare("trop_cool", tuple(six)) in deal.legal_actions()
    refuse(deal, "declare:la_loose", IllegalActionError, "la-loose-trump")
    refuse(deal, "declare:trop_cool:T1,T2,T3,T4,T5", IllegalActionError, "trop-cool-show")
    refuse(deal, "declare:trop_cool:T1,T2,T3,T4,T5,T6", IllegalActionError, "trop-cool-show")
    refuse(deal, "T1", WrongPhaseError, "wrong-phase")
    deal.apply("declare:trop_cool:T1,T2,T3,T4,T5,EX")
    for s in range(4):  # « Il doit montrer … à ses adversaires »
        assert {c for _, c in deal.view(s).shown} == set(six)
    why = refuse(deal, "declare:trop_cool:T1,T2,T3,T4,T5,EX", IllegalActionError, "prime-twice")
    assert why.fr
    deal.apply("declare:greve")
    refuse(deal, "declare:greve", IllegalActionError, "prime-twice")
    deal.apply("pass")
    # seat 1: no trump, no Prof
    assert deal.to_act == 1
    refuse(deal, "declare:greve:InB", IllegalActionError, "prime-show")
    refuse(deal, "declare:trop_cool:InB,E1B,E2B,E3B,E4B,InO", IllegalActionError, "trop-cool-few")
    run(deal, "declare:la_loose declare:greve pass")
    # seat 2: five trumps at 4 players, and a Prof
    why = refuse(deal, "declare:trop_cool:T6,T7,T8,T9,T10", IllegalActionError, "trop-cool-few")
    assert "6" in why.fr
    why = refuse(deal, "declare:greve", IllegalActionError, "greve-prof")
    assert parse_card("ScB") in why.cards
    refuse(deal, "declare:la_loose", IllegalActionError, "la-loose-trump")
    assert not any(isinstance(a, Declare) for a in deal.legal_actions())
    deal.apply("pass")
    # seat 3 (the dealer): Proviseurs and Profs, no trump
    why = refuse(deal, "declare:greve", IllegalActionError, "greve-prof")
    assert set(cards("PvB PvO")) <= set(why.cards)
    refuse(deal, "declare:bout_du_bout", IllegalActionError, "prime-automatic")
    refuse(deal, "declare:super", IllegalActionError, "prime-unknown")
    refuse(deal, "pass", OutOfTurnError, "not-your-turn", seat=0)
    run(deal, "declare:la_loose pass")
    assert deal.phase == "play" and deal.to_act == 0
    play_out(deal)
    result = deal.result()
    declared = [0, 0, 1, 1, 3]
    expected = list(kids_expected_scores(result.card_points, None, 0, primes=declared))
    last = deal.tricks[-1]
    if last.winner is not None and (last.winner, PETIT) in last.plays:
        expected[last.winner] += 5
    assert result.scores == tuple(expected)


def test_la_loose_the_excuse_counts_as_a_trump():
    """Ruling: « The Excuse counts as a trump for "Trop cool" and "C'est la loose". »"""
    deal = Deal.from_hands("kids", "EX InB E1B / T1 T2 T3 / E2B E3B E4B / InO E1O E2O",
                           dealer=3, options={"primes": True})
    why = refuse(deal, "declare:la_loose", IllegalActionError, "la-loose-trump")
    assert why.cards == (EXCUSE,)
    assert Declare("la_loose") not in deal.legal_actions()


@pytest.mark.parametrize("players,need", [(4, 6), (5, 5)])
def test_trop_cool_shows_exactly_the_number_for_the_table(players, need):
    """« à 4 joueurs : 6 Atouts - à 5 joueurs : 5 Atouts »; the legal announcements are every
    choice of that many of the player's trumps (the Excuse counts)."""
    trumps = cards("T1 T2 T3 T4 T5 T6 EX")
    filler = [c for c in KIDS_DECK.cards if not (c.is_trump or c.is_excuse)]
    hands = [trumps] + [filler[i * 7:(i + 1) * 7] for i in range(players - 1)]
    deal = Deal.from_hands("kids", hands, dealer=players - 1, options={"primes": True})
    declares = [a for a in deal.legal_actions() if isinstance(a, Declare) and a.prime == "trop_cool"]
    assert len(declares) == comb(7, need)
    assert all(len(a.cards) == need and set(a.cards) <= set(trumps) for a in declares)
    refuse(deal, "declare:trop_cool:" + ",".join(map(str, trumps[:need - 1])), IllegalActionError,
           "trop-cool-show")
    refuse(deal, "declare:trop_cool:" + ",".join(map(str, trumps)), IllegalActionError,
           "trop-cool-show")
    refuse(deal, "declare:trop_cool:" + ",".join(map(str, [*trumps[:need - 1], filler[0]])),
           IllegalActionError, "trop-cool-show")
    deal.apply("declare:trop_cool:" + ",".join(map(str, trumps[-need:])))
    assert [c for s, c in deal.shown] == trumps[-need:]


@pytest.mark.parametrize("players,need", [(4, 6), (5, 5)])
def test_trop_cool_a_card_shown_twice_is_not_two_cards(players, need):
    """« Il doit montrer 5 ou 6 Atouts » — ``need`` different trumps: writing one of them twice
    (``need + 1`` cards shown) is refused."""
    trumps = cards("T1 T2 T3 T4 T5 T6 EX")
    filler = [c for c in KIDS_DECK.cards if not (c.is_trump or c.is_excuse)]
    hands = [trumps] + [filler[i * 7:(i + 1) * 7] for i in range(players - 1)]
    deal = Deal.from_hands("kids", hands, dealer=players - 1, options={"primes": True})
    refuse(deal, Declare("trop_cool", (*trumps[:need], trumps[0])), IllegalActionError,
           "trop-cool-show")


@pytest.mark.parametrize("players", [4, 5])
def test_trop_cool_too_few_trumps(players):
    """« "Trop cool" : le joueur qui annonce "Trop cool" a beaucoup d'Atouts dans son jeu. Il doit
    montrer 5 ou 6 Atouts » — with one trump too few, refused."""
    need = {4: 6, 5: 5}[players]
    trumps = cards("T1 T2 T3 T4 T5 T6 EX")[:need - 1]
    filler = [c for c in KIDS_DECK.cards if not (c.is_trump or c.is_excuse)]
    size = need - 1
    hands = [trumps] + [filler[i * size:(i + 1) * size] for i in range(players - 1)]
    deal = Deal.from_hands("kids", hands, dealer=players - 1, options={"primes": True})
    why = refuse(deal, "declare:trop_cool:" + ",".join(map(str, trumps)), IllegalActionError,
                 "trop-cool-few")
    assert set(why.cards) == set(trumps)


def bout_deal(hands: str, primes: bool = True) -> Deal:
    deal = Deal.from_hands("kids", hands, dealer=3, options={"primes": primes})
    while deal.phase == "announce":
        deal.apply("pass")
    return deal


def test_le_bout_du_bout():
    """« "Le bout du bout" : … Si le "Petit" (= Atout 1) est joué lors du dernier pli et qu'il
    gagne ce pli, 5 points offerts à son propriétaire. » It is not announced."""
    deal = play_out(bout_deal("T1 / E1B / InB / E2O"))
    result = deal.result()
    card_points = points(PETIT) + 1 + 0 + 1
    assert result.card_points == (card_points, 0, 0, 0)
    assert result.scores == (card_points + 5, 0, 0, 0)
    assert ("bout_du_bout", 0, 5) in result.bonuses


@pytest.mark.parametrize("hands,plays,primes", [
    # the Petit in the last trick, beaten
    ("T1 / T2 / InB / E2O", "T1 T2 InB E2O", True),
    # the Petit wins, but not the last trick
    ("T1 E1O / E1B E2O / InB E3O / E2B PvO", "T1 E1B InB E2B E1O E2O E3O PvO", True),
    # no primes in this game
    ("T1 / E1B / InB / E2O", "T1 E1B InB E2O", False),
])
def test_no_bout_du_bout(hands, plays, primes):
    """« Si le "Petit" (= Atout 1) est joué lors du dernier pli et qu'il gagne ce pli » — both
    conditions, and only with the primes (« DES PRIMES », a variant)."""
    deal = run(bout_deal(hands, primes), plays)
    assert deal.over
    result = deal.result()
    assert result.scores == result.card_points
    assert not any(name == "bout_du_bout" for name, _, _ in result.bonuses)


def test_primes_count_for_a_losing_bettor():
    """« Les primes sont gagnées en fin de partie, que les joueurs perdent ou gagnent, et ce,
    peu importent les règles utilisées. »"""
    deal = Deal.from_hands("kids", PRIMES4, dealer=3, options={"primes": True, "paris": True})
    run(deal, "pass bid:brevet pass pass pass")  # seat 1, no trump at all, bets
    assert deal.phase == "announce" and deal.to_act == 0
    run(deal, "pass declare:la_loose declare:greve pass pass pass")
    play_out(deal)
    result = deal.result()
    expected = kids_expected_scores(result.card_points, 1, 10, primes=[1, 1])
    last = deal.tricks[-1]
    if last.winner is not None and (last.winner, PETIT) in last.plays:
        expected = tuple(v + 5 * (s == last.winner) for s, v in enumerate(expected))
    assert result.won is False
    assert result.scores == expected
    assert result.scores[1] == -10 + 10


# === refusals that are not duties ==============================================================
def test_out_of_turn_not_in_hand_unknown_card():
    """« A chaque tour, les joueurs jouent une carte dans le sens des aiguilles d'une montre »:
    out of turn, a card not held, a card not in the 50, an action of another phase, or anything
    after « Les tours continuent jusqu'à ce que tous les joueurs aient joué toutes leurs cartes »
    is refused and changes nothing."""
    deal = Deal.from_hands("kids", "E1B InO / E2B ScO / E3B E1O", dealer=2)
    refuse(deal, "E2B", OutOfTurnError, "not-your-turn", seat=1)
    refuse(deal, "E2B", NotInHandError, "not-in-hand")
    refuse(deal, "T21", UnknownCardError, "unknown-card")
    refuse(deal, "KH", UnknownCardError, "unknown-card")
    refuse(deal, "bid:bac", WrongPhaseError, "wrong-phase")
    refuse(deal, "declare:la_loose", WrongPhaseError, "wrong-phase")
    play_out(deal)
    refuse(deal, "E1B", WrongPhaseError, "wrong-phase")
