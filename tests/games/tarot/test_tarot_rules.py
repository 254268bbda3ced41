"""Rules of the full game (« La règle du tarot », tarot-junior.txt, and RULINGS.md)."""

from __future__ import annotations

import random

import pytest

from engine import (TAROT_DECK, Card, Deal, IllegalActionError, Match, NotInHandError, OutOfTurnError,
                    WrongPhaseError)
from engine.games.tarot.rules import DEALING, callable_cards
from tests.helpers import refuse, run, take

C = Card.of


def play_random(deal: Deal, rng: random.Random) -> Deal:
    while not deal.over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_deal_sizes_and_chien(players):
    """« Le Chien est formé de 6 cartes » (3 at 5 players: « chaque joueur reçoit 15 cartes »;
    at 3: « Chaque joueur reçoit ainsi 24 cartes »); 6 players: « le mort » gets no card."""
    size, chien, _ = DEALING[players]
    for seed in range(20):
        deal = Deal.new("tarot", players, seed)
        playing = [s for s in range(players) if players < 6 or s != deal.dealer]
        assert [len(deal.hands[s]) for s in playing] == [size] * len(playing)
        assert len(deal.aside) == chien
        assert sorted(c for h in deal.hands for c in h) + sorted(deal.aside) != []
        assert sorted([*(c for h in deal.hands for c in h), *deal.aside]) == sorted(TAROT_DECK.cards)
        if players == 6:
            assert deal.hands[deal.dealer] == [] and deal.dealer not in deal.seats


def test_chien_never_first_nor_last_card(monkeypatch):
    """« le donneur ne peut pas : mettre plusieurs cartes à la fois dans le chien ; mettre la
    première ou la dernière carte de la donne dans le chien »: with the pack in a known order,
    the top and bottom cards dealt always reach players."""
    from engine.games.tarot import rules as tarot
    for seed in range(50):
        pack = list(TAROT_DECK.cards)
        monkeypatch.setattr(tarot, "shuffled", lambda deck, rng, pack=pack: list(pack))
        deal = Deal.new("tarot", 4, seed, dealer=0)
        assert pack[-1] in deal.hands[1]  # the first card dealt goes to the dealer's right
        assert pack[0] not in deal.aside and pack[-1] not in deal.aside


def test_petit_sec_redeals():
    """« Si un joueur ne dispose que d'un seul atout dans sa main et que cet atout est le 1
    (Petit) […] la donne est annulée »; RULINGS: and he does not hold the Excuse."""
    hands = "T1 1S 2S 3S / T2 4S 5S 6S / T3 7S 8S 9S / T4 10S JS NS"
    assert Deal.from_hands("tarot", hands).result().redeal == "petit-sec"
    with_excuse = "T1 EX 2S 3S / T2 4S 5S 6S / T3 7S 8S 9S / T4 10S JS NS"
    assert Deal.from_hands("tarot", with_excuse).phase == "bid"


def test_one_bidding_turn_each_bid_higher_and_all_pass_redeals():
    """« Il n'y a qu'un tour d'enchère […] les joueurs suivant devront surenchérir […] Si
    personne ne prend, les cartes sont […] redistribuées par le donneur suivant. »"""
    deal = Deal.new("tarot", 4, 3, dealer=3)
    assert deal.to_act == 0  # « le joueur placé à droite du donneur parle en premier »
    deal.apply("bid:garde")
    why = refuse(deal, "bid:prise", IllegalActionError, "bid-too-low")
    assert "Garde" in why.fr
    refuse(deal, "bid:petite", IllegalActionError, "bid-unknown")
    run(deal, "pass bid:garde_sans pass")
    assert (deal.taker, deal.contract, deal.phase) == (2, "garde_sans", "play")
    match = Match("tarot", 4, 1)
    first = match.dealer
    deal = match.next_deal()
    while deal.phase == "bid":
        deal.apply("pass")
    match.record(deal)
    assert deal.result().redeal == "all-pass" and match.dealer == (first + 1) % 4


def _taken(contract: str, players: int = 4, seed: int = 5) -> Deal:
    deal = Deal.new("tarot", players, seed)
    taker = deal.to_act
    take(deal, contract)
    if deal.phase == "call":
        deal.apply(deal.legal_actions()[0])
    assert deal.taker == taker
    return deal


def test_prise_shows_the_chien_then_ecart_refusals():
    """« Le preneur d'une Prise ou d'une Garde dispose des 6 cartes du Chien […] On ne peut
    écarter ni Roi ni Bout ; si on écarte des atouts, il faut les montrer à la défense. »"""
    deal = _taken("prise")
    assert deal.phase == "ecart" and len(deal.hands[deal.taker]) == 24
    other = (deal.taker + 1) % 4
    assert deal.view(other).chien == deal.aside  # shown to everyone
    hand = deal.hands[deal.taker]
    assert all(a.card.rank != 14 or a.card.is_trump for a in deal.legal_actions())
    king = next((c for c in hand if c.rank == 14 and not c.is_trump), None)
    if king:
        refuse(deal, f"discard:{king}", IllegalActionError, "ecart-king")
    bout = next((c for c in hand if c in TAROT_DECK.bouts), None)
    if bout:
        refuse(deal, f"discard:{bout}", IllegalActionError, "ecart-bout")
    refuse(deal, "discard:KS" if C("KS") not in hand else "discard:1S" if C("1S") not in hand
           else "discard:2S", NotInHandError, "not-in-hand")
    while deal.phase == "ecart":
        deal.apply(deal.legal_actions()[-1])  # trumps last in hand order: shown when discarded
    trumps = [c for c in deal.ecart if c.is_trump]
    assert [c for s, c in deal.shown] == trumps
    secret = [a for s, a in deal.view(other).history if str(a).startswith("discard")]
    assert all(a.card is None or a.card.is_trump for a in secret)


@pytest.mark.parametrize("contract,owner", [("garde_sans", "attack"), ("garde_contre", "defence")])
def test_garde_sans_and_contre_keep_the_chien_face_down(contract, owner):
    """« La Garde sans le chien […] le Chien n'est pas montré et ses cartes sont directement
    mises de côté au profit du preneur. » / « La Garde contre […] va directement dans les plis
    de la défense. »"""
    deal = _taken(contract)
    assert deal.phase == "play" and not deal.view(0).chien
    play_random(deal, random.Random(1))
    result = deal.result()
    attack = [c for s in {deal.taker} for c in deal.piles[s]]
    expected = TAROT_DECK.total(attack) + (TAROT_DECK.total(deal.aside) if owner == "attack" else 0)
    assert result.detail.half_points - expected in (-1, 0, 1)  # ± the Excuse's half point


def test_king_call_queen_with_four_kings_and_self_call():
    """« Lorsque le preneur possède 4 Rois, il peut appeler une Dame (voire un Cavalier s'il a 4
    Rois et 4 Dames […]). Il peut s'appeler lui-même »"""
    assert {c.rank for c in callable_cards([C("KS"), C("KH")])} == {14}
    kings = [C(f"K{s}") for s in "SHDC"]
    assert {c.rank for c in callable_cards(kings)} == {13}
    assert {c.rank for c in callable_cards(kings + [C(f"Q{s}") for s in "SHDC"])} == {12}
    deal = Deal.new("tarot", 5, 2)
    take(deal, "garde")
    refuse(deal, "call:QS" if C("QS") else None, IllegalActionError, "call-king")
    own = next((c for c in deal.hands[deal.taker] if c.rank == 14 and not c.is_trump), None)
    if own:
        deal.apply(f"call:{own}")
        assert deal.partner == deal.taker  # « le preneur joue seul contre les quatre autres »


def test_called_partner_hidden_until_the_card_is_played_and_first_lead_rule():
    """« Il n'y a que quand il jouera le Roi qu'il révélera […] L'entame ne peut pas être faite
    dans la couleur de la carte appelée […] sauf si cette entame est faite de la carte appelée. »"""
    for seed in range(40):
        deal = Deal.new("tarot", 5, seed)
        take(deal, "garde_sans")
        called = next(a.card for a in deal.legal_actions()
                      if a.card not in deal.hands[deal.taker])
        deal.apply(f"call:{called}")
        partner = deal.partner
        leader = deal.to_act
        outsiders = [s for s in deal.seats if s not in (partner, deal.taker)]
        assert all(deal.view(s).partner is None for s in outsiders)
        if partner is not None:
            assert deal.view(partner).partner == partner
        lead = next((c for c in deal.hands[leader] if c.suit == called.suit and c != called), None)
        if lead is not None and deal.hands[leader] != [lead]:
            refuse(deal, str(lead), IllegalActionError, "called-suit-lead")
            suit = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}[called.suit]
            assert deal.why_illegal(str(lead)).fr.startswith(
                f"Au premier pli, on ne peut pas ouvrir avec une carte de {suit}, la couleur")
            return
    pytest.fail("no seed gave a leader holding the called suit")


def test_overtrump_and_pisser():
    """« Si un joueur a déjà coupé, il faut « surcouper » […] Si l'on a pas d'atout supérieur, on
    peut « sous-couper » » and « Si la première carte posée est un atout, on est obligé de jouer
    un atout et de monter. »"""
    deal = Deal.from_hands("tarot", "5H 2S / T10 3S / T4 T12 / 6H 7H", dealer=3)
    deal.phase, deal.to_act = "play", 0  # straight to the cards: the bids are tested above
    run(deal, "5H T10")
    refuse(deal, "T4", IllegalActionError, "overtrump")
    deal.apply("T12")
    deal = Deal.from_hands("tarot", "T8 2S / T10 3S / T4 5S / 6H 7H", dealer=3)
    deal.phase, deal.to_act = "play", 0
    run(deal, "T8 T10 T4")  # cannot go higher: any trump (« pisser »)


def test_poignee_thresholds_and_timing():
    """« La simple poignée (10 atouts) […] La double poignée (13 atouts) […] La triple poignée
    (15 atouts) » at 4 players; « juste avant de jouer sa première carte »; the Excuse counts."""
    trumps = " ".join(f"T{n}" for n in range(2, 11))
    hands = f"{trumps} EX 1S 2S 3S 4S 5S 6S 7S 8S / " + " / ".join(
        " ".join(f"{r}{s}" for r in [*range(1, 11), "J", "N", "Q", "K"][:18 if False else 14]
                 ) + " " + extra
        for s, extra in (("H", "T11 T12 T13 T14"), ("D", "T15 T16 T17 T18"),
                         ("C", "T19 T20 T21 T1")))
    deal = Deal.from_hands("tarot", hands, dealer=3)
    deal.phase, deal.to_act, deal.taker, deal.contract = "play", 0, 1, "prise"
    shown = [C(f"T{n}") for n in range(2, 11)] + [C("EX")]
    assert any(str(a).startswith("declare:poignee") for a in deal.legal_actions())
    refuse(deal, "declare:poignee:" + ",".join(map(str, shown[:9])), IllegalActionError,
           "poignee-count")
    refuse(deal, "declare:poignee:" + ",".join(map(str, shown[:9] + [C("1S")])),
           IllegalActionError, "poignee-trumps")
    deal.apply("declare:poignee:" + ",".join(map(str, shown)))
    assert deal.declared == [(0, "poignee_simple")] and len(deal.view(2).shown) == 10
    refuse(deal, "declare:poignee:" + ",".join(map(str, shown)), IllegalActionError, "poignee-twice")


def test_a_poignee_is_offered_from_exactly_the_smallest_count():
    """At 4 players the first card's legal actions offer a poignée from 10 trumps (the Excuse
    counts): one Declare per poignée the hand can show, none with 9."""
    def offered(trumps: int) -> list[int]:
        first = [C(f"T{n}") for n in range(2, trumps + 1)] + [C("EX")]
        first += [c for c in TAROT_DECK.cards if c.suit == "S"][:18 - len(first)]
        rest = [c for c in TAROT_DECK.cards if c not in first]
        hands = [first] + [rest[18 * i:18 * i + 18] for i in range(3)]
        deal = Deal.from_hands("tarot", hands, rest[54:], dealer=3)
        deal.phase, deal.to_act, deal.taker, deal.contract = "play", 0, 1, "prise"
        return [len(a.cards) for a in deal.legal_actions() if str(a).startswith("declare:")]

    assert offered(8) == [] and offered(9) == [] and offered(10) == [10]
    assert offered(12) == [10] and offered(13) == [10, 13]


def test_excuse_exchange_and_last_trick():
    """« Celui qui l'a joué récupère l'Excuse […] Il y prend une carte sans valeur […] qu'il
    donne au camp adverse » and « L'Excuse ne doit pas être jouée au dernier pli, sinon elle
    change de camp ! »"""
    deal = Deal.from_hands("tarot", "EX KS / 1H 2S / 2H 3S / 3H 4S", dealer=3)
    deal.phase, deal.to_act, deal.taker, deal.contract = "play", 0, 0, "prise"
    run(deal, "EX 1H 2H 3H 4S KS 2S 3S")  # the 3 of hearts takes the first trick
    assert C("EX") in deal.piles[0]  # the owner keeps it
    assert deal.result().detail.half_points == 9 + 9 + 3 - 1  # EX, KS, 3 low cards, gives 0.5
    deal = Deal.from_hands("tarot", "KS EX / 2S 1H / 3S 2H / 4S 3H", dealer=3)
    deal.phase, deal.to_act, deal.taker, deal.contract = "play", 0, 0, "prise"
    run(deal, "KS 2S 3S 4S EX 1H 2H 3H")
    assert C("EX") in deal.piles[3]  # played last, it goes to the trick's winner


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_deals_count_91_and_sum_to_zero(players):
    """« Le jeu compte 91 points » and « Le total de tous les scores d'une manche doit être
    égal à 0. »"""
    for seed in range(60):
        deal = play_random(Deal.new("tarot", players, seed), random.Random(seed))
        result = deal.result()
        assert sum(result.scores) == 0
        if result.redeal:
            continue
        kept = deal.ecart if deal.contract in ("prise", "garde") else deal.aside
        assert sum(TAROT_DECK.total(p) for p in deal.piles) + TAROT_DECK.total(kept) == 182
        if players == 6:
            assert result.scores[deal.dealer] == 0  # « Le mort ne compte pas »


def _playing(hands: str) -> Deal:
    """A 4-player deal straight at the cards, seat 0 to lead (the bids are tested above)."""
    deal = Deal.from_hands("tarot", hands, dealer=3)
    deal.phase, deal.to_act, deal.taker, deal.contract = "play", 0, 0, "prise"
    return deal


def test_follow_the_suit_led_without_having_to_go_higher():
    """« les joueurs sont obligés de jouer cette couleur. Ils ne sont pas obligés de « monter » »"""
    deal = _playing("5H 2S 3S / 2H KH T3 / 6H 7H 4S / 8H 9H 5S")
    deal.apply("5H")
    why = refuse(deal, "T3", IllegalActionError, "follow-suit")
    assert {a.card for a in why.legal} == {C("2H"), C("KH")}  # the King is allowed, not required
    deal.apply("2H")  # lower than the 5: allowed


def test_no_card_of_the_suit_means_trumping_and_no_trump_means_discarding():
    """« Si l'on ne possède pas de carte dans la couleur demandée, on est obligé de « couper »
    avec un atout. » and « On se défause si l'on a pas d'atout. »"""
    deal = _playing("5H 2S 7S / T3 3S KD / 6H 7H 8S / 4S 9D 9S")
    deal.apply("5H")
    why = refuse(deal, "3S", IllegalActionError, "must-trump")
    assert [a.card for a in why.legal] == [C("T3")]
    run(deal, "T3 6H")
    assert {a.card for a in deal.legal_actions()} == {C("4S"), C("9D"), C("9S")}  # no heart, no trump


def test_a_trump_lead_must_be_followed_with_a_higher_trump_when_possible():
    """« Si la première carte posée est un atout, on est obligé de jouer un atout et de monter.
    Si l'on ne peut pas monter, on peut pisser... On se défause si l'on a pas d'atout. »"""
    deal = _playing("T8 2S 7S / T5 T12 3S / 4S T2 8S / 5S 6S 9S")
    deal.apply("T8")
    refuse(deal, "3S", IllegalActionError, "raise-trump")
    refuse(deal, "T5", IllegalActionError, "raise-trump")
    deal.apply("T12")
    refuse(deal, "4S", IllegalActionError, "follow-trump")
    deal.apply("T2")  # cannot go above the 12: a lower trump (« pisser »)
    assert {a.card for a in deal.legal_actions()} == {C("5S"), C("6S"), C("9S")}


def test_the_excuse_may_be_played_instead_of_following():
    """« L'Excuse » : « carte Joker à jouer à la place d'une autre carte » (RULINGS: « The Excuse may
    be played at any time »)."""
    deal = _playing("5H 2S 3S / EX 2H 4S / 6H 7H 5S / 8H 9H 6S")
    deal.apply("5H")
    assert C("EX") in {a.card for a in deal.legal_actions()}


def test_poignee_only_before_ones_first_card_and_no_other_announcement():
    """« la présenter aux autres joueurs juste avant de jouer sa première carte »; the full
    game has no other announcement."""
    trumps = [f"T{n}" for n in range(2, 12)]
    deal = _playing(f"{' '.join(trumps)} 1S / 2H 3H 4H 5H 6H 7H 8H 9H 10H JH 2S / "
                    "2D 3D 4D 5D 6D 7D 8D 9D 10D JD 3S / 2C 3C 4C 5C 6C 7C 8C 9C 10C JC 4S")
    assert "declare:poignee:" + ",".join(trumps) in map(str, deal.legal_actions())
    refuse(deal, "declare:chelem", IllegalActionError, "prime-unknown")
    run(deal, "T2 2H 2D 2C")
    refuse(deal, "declare:poignee:" + ",".join(trumps[1:]), IllegalActionError, "poignee-late")


def test_acting_out_of_turn_or_out_of_phase_is_refused():
    """« Le joueur placé à droite du donneur parle en premier » and cards come after the bids."""
    deal = Deal.new("tarot", 4, 3, dealer=3)
    refuse(deal, "bid:garde", OutOfTurnError, "not-your-turn", seat=1)
    card = deal.hands[0][0]
    refuse(deal, str(card), WrongPhaseError, "wrong-phase")


def test_called_card_in_the_chien_means_playing_alone_for_four_shares():
    """« Si la carte appelée est dans le Chien ou si le preneur s'est appelé, alors le preneur joue
    seul contre les quatre autres joueurs » (RULINGS: « taker alone against four (×4) »)."""
    for seed in range(200):
        deal = Deal.new("tarot", 5, seed)
        take(deal, "garde")
        if deal.phase != "call":
            continue
        buried = [a for a in deal.legal_actions() if a.card in deal.aside]
        if buried:
            break
    else:
        pytest.fail("no seed put a callable King in the chien")
    deal.apply(buried[0])
    assert deal.partner is None
    result = play_random(deal, random.Random(seed)).result()
    defenders = [s for s in deal.seats if s != deal.taker]
    assert len({result.scores[s] for s in defenders}) == 1
    assert result.scores[deal.taker] == -4 * result.scores[defenders[0]] != 0
