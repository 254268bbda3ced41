"""La Taroinche at the table, through the view-model: the setup, the chien placed by a human
dealer, the bid composed in parts (a refused one says why), « Coincher ! » in and out of turn,
surcoinche, belote under the card, the end of the deal added up in words, links, and English."""

from __future__ import annotations

import re

import pytest

from engine.games.taroinche import Chien, SuitBid
from engine.games.taroinche.rules import DEFAULT_CHIEN
from ui import viewmodels
from ui.app_model import App
from ui.i18n import EN, FR
from ui.urlstate import GameSpec, decode
from ui.games.presenter import HUMAN
from ui.table import Table
from ui.viewmodels import supported


def robots(table: Table) -> None:
    while table.robots_to_move:
        table.step()


def taroinche(seed: int, teacher: bool = False, moves: tuple = ()) -> Table:
    return Table(GameSpec("taroinche", 5, seed), ((*moves,),), teacher=teacher, delay=0)


def human_dealer() -> Table:
    return next(t for t in (taroinche(s) for s in range(1, 60)) if t.deal.dealer == HUMAN)


def human_bids() -> Table:
    """A deal where the player is the first to bid (the dealer on their right)."""
    table = next(t for t in (taroinche(s) for s in range(1, 60)) if t.deal.dealer == 4)
    robots(table)
    assert table.deal.phase == "bid" and table.human_to_move and table.deal.bid is None
    return table


def compose(table: Table, value: str, suit: str, partner: int, mention: str = "plain") -> None:
    for part, choice in (("value", value), ("suit", suit), ("partner", str(partner)), ("mention", mention)):
        assert not table.press(f"tx:{part}:{choice}")


def announce(table: Table) -> bool:
    return table.press(table.show.choices()[0].action)


def play_out(table: Table) -> None:
    """The robots play for everyone, the player's moves made by the robot's choice."""
    robots(table)
    while not table.deal.over:
        assert table.choose(table.robot_move(HUMAN).action)
        robots(table)


def test_taroinche_is_offered_in_the_setup_at_five() -> None:
    assert "taroinche" in supported()
    assert viewmodels.game_label("taroinche", "fr") == "La Taroinche (5 joueurs)"
    app = App()
    app.setup.game = "taroinche"
    assert app.setup.player_counts() == (5,) and app.setup.players == 5
    assert app.setup.options == {"rounds": 1}
    app.setup.set_option("rounds", 2)
    app.setup.seed = "4"
    assert app.start() and app.table.deal.game.id == "taroinche" and len(app.table.names()) == 5
    assert app.table.show.target() == "La partie dure 2 tours : 10 donnes, chacun donne à son tour."


def test_the_human_dealer_places_the_chien_with_a_suggestion() -> None:
    table = human_dealer()
    assert table.deal.phase == "chien" and "chien" in table.show.status()
    assert table.show.hand() == []  # nothing is dealt before the chien has its places
    suggested, here = table.show.choices()
    assert suggested.action == str(DEFAULT_CHIEN) and suggested.label == "Places proposées"
    assert not here.enabled  # the same places as the suggestion: one button is enough
    first, second = table.show.fields()
    assert first.value == "tx:chien1:11" and second.value == "tx:chien2:22"
    assert (first.options[4][0], second.options[0][0]) == ("11e carte", "14e carte")
    # only legal places are offered: odd, from the 3rd, leaving room for the second
    assert [a for _, a in first.options] == [f"tx:chien1:{n}" for n in range(3, 28, 2)]
    table.press("tx:chien1:25")
    assert table.show.fields()[1].value == "tx:chien2:28"  # moved along: never right after the first
    assert all(Chien(25, int(a.rsplit(":", 1)[1])) in table.view.legal for _, a in table.show.fields()[1].options)
    here = table.show.choices()[1]
    assert here.enabled and here.legal and table.press(here.action)
    assert table.deal.phase == "bid" and len(table.show.hand()) == 6
    assert "Tu glisses le chien aux 25e et 28e cartes de la donne." in table.show.announcements()


def test_the_bid_is_composed_in_parts_and_a_refused_one_says_why() -> None:
    table = human_bids()
    value, suit, partner, mention = table.show.fields()
    assert value.value == "tx:value:80" and not suit.value and not partner.value
    assert mention.value == "tx:mention:plain"
    assert [label for label, _ in suit.options][:2] == ["atout ♠ pique", "atout ♥ cœur"]
    assert [label for label, _ in partner.options] == ["seul contre quatre", "avec Léa", "avec Hugo",
                                                      "avec Zoé", "avec Noé"]
    say = table.show.choices()[0]
    assert say.label == "Annoncer" and not say.enabled  # trumps and partner still to choose
    compose(table, "90", "TA", 2)  # tout atout: capot only
    assert not table.show.choices()[0].legal and not announce(table)
    assert table.hint.rule == "taroinche-bid-capot" and "capot" in table.hint_text()
    assert table.deal.bid is None and table.show.fields()[1].value == "tx:suit:TA"  # nothing changed
    table.toggle_why()
    assert table.why and table.passage() is not None
    compose(table, "90", "H", 2, "sans")
    assert announce(table) and table.deal.bid == SuitBid("90", "H", 2, "sans")
    assert "Tu annonces 90 cœur avec Hugo, sans le chien." in table.show.announcements()
    assert table.show.fields() == [] or table.deal.to_act == HUMAN


def scripted(moves: str, seed: int | None = None) -> Table:
    """A table whose moves so far are ``moves`` (the robots' too), the player dealing."""
    table = human_dealer() if seed is None else taroinche(seed)
    return Table.from_link(decode(f"{table.query()}{moves}"), delay=0)


def test_a_bid_not_above_the_last_one_is_explained() -> None:
    # the player deals; Léa bids 100 ♠ with Hugo, the others pass: the player's turn
    table = scripted(f"{DEFAULT_CHIEN}.bid:100:S:2.pass.pass.pass")
    assert table.human_to_move and table.show.fields()[0].value == "tx:value:110"  # the lowest plain bid above
    assert table.show.trick().title == "Enchère la plus haute : Léa annonce 100 pique avec Hugo."
    compose(table, "100", "H", 3)
    assert not table.show.choices()[0].legal and not announce(table)
    assert table.hint.rule == "taroinche-bid-higher" and "100 pique" in table.hint_text()
    compose(table, "100", "H", 3, "contre")  # the same value, a higher mention
    assert announce(table) and table.deal.bid == SuitBid("100", "H", 3, "contre")


def test_coinche_in_and_out_of_turn_is_kept_in_the_link() -> None:
    # the player deals; Léa bids, Hugo is to act: the player may coinche now, out of turn
    table = scripted(f"{DEFAULT_CHIEN}.bid:80:S:2")
    table.teacher = True
    assert table.deal.to_act == 2 and table.view.may_coinche
    assert "coincher l'enchère de Léa" in table.show.status()
    assert [c.action for c in table.show.choices()] == ["coinche"] and table.show.fields() == []
    assert table.show.choice_title() == "Coinche"
    assert table.press("coinche")
    assert table.deal.phase == "surcoinche" and table.deal.coinche == [HUMAN]
    assert table.query().endswith("bid:80:S:2.0_coinche")
    again = Table.from_link(table.link(), delay=0)
    assert again.deal.coinche == [HUMAN] and again.query() == table.query()
    assert "Tu coinches ! Les enchères sont finies, la donne compte double." in table.show.announcements()
    assert "coinche" in table.show.seats()[HUMAN].badges
    # Hugo (the partner) may not coinche his own side's bid, nor may the player twice
    assert not table.view.may_coinche and table.show.choices() == []
    table.undo()
    assert table.deal.phase == "bid" and table.view.may_coinche


def test_the_taker_may_surcoinche_or_play_on() -> None:
    table = scripted(f"{DEFAULT_CHIEN}.pass.pass.pass.pass.bid:80:H:2.coinche")
    assert table.deal.phase == "surcoinche" and table.human_to_move
    assert "surcoincher" in table.show.status()
    surcoinche, play_on = table.show.choices()
    assert surcoinche.label == "Surcoincher !" and play_on.action == "pass"
    assert table.press(surcoinche.action)
    assert table.view.multiplier == 4
    assert "Tu surcoinches ! La donne compte quatre fois." in table.show.announcements()
    assert any("surcoinche" in b for b in table.show.seats()[HUMAN].badges)
    other = scripted(f"{DEFAULT_CHIEN}.pass.pass.pass.pass.bid:80:H:2.coinche")
    assert other.press("pass")
    assert other.deal.to_act == 2 and other.deal.phase == "surcoinche"  # the partner's turn now
    assert "Tu ne surcoinches pas." in other.show.announcements()


def test_the_partner_asked_to_surcoinche_hears_of_the_takers_bid() -> None:
    # the player deals; Léa bids 80 ♥ with the player, Hugo coinches, Léa does not surcoinche
    table = scripted(f"{DEFAULT_CHIEN}.bid:80:H:0.coinche.pass")
    assert table.deal.phase == "surcoinche" and table.human_to_move
    assert table.show.status() == ("L'enchère de Léa est coinchée ! Tu es dans son camp : tu peux "
                                   "surcoincher ou laisser jouer.")
    table.lang = "en"
    assert table.show.status().startswith("Léa's bid is coinched!")


def test_the_chien_waits_then_the_taker_lays_two_cards_away() -> None:
    # « the chien waits for the end of the auction » while the dealer had not yet placed it
    placing = human_dealer()
    assert placing.deal.phase == "chien" and not placing.show.trick().aside_title
    bidding = scripted(f"{DEFAULT_CHIEN}.pass")
    assert bidding.show.trick().aside_title == "Le chien (2 cartes) attend la fin des enchères."
    table = scripted(f"{DEFAULT_CHIEN}.pass.pass.pass.pass.bid:80:H:2.pass.pass.pass.pass")
    assert table.deal.phase == "ecart" and table.human_to_move and len(table.show.hand()) == 8
    trick = table.show.trick()
    assert "Le chien" in trick.title and len(trick.plays) == 2
    assert "écart" in table.show.status()
    first = table.show.hand()[0].token
    assert table.click(first) and table.deal.phase == "ecart"
    assert table.click(table.show.hand()[0].token) and table.deal.phase == "play"
    assert any(line.startswith("Tu mets à l'écart") for line in table.show.announcements())


def test_belote_is_written_under_the_card() -> None:
    for seed in range(1, 120):
        table = taroinche(seed)
        play_out(table)
        if not any(what == "rebelote" for _, what in table.deal.declared):
            continue
        seat = next(s for s, what in table.deal.declared if what == "belote")
        trump = table.deal.trump
        shown = {}
        for trick in table.deal.tricks:
            for s, card in trick.plays:
                if s == seat and card.suit == trump and card.rank in (13, 14):
                    shown[card] = table.show.caption(s, card)
        assert sorted(shown.values()) == sorted([f"{table.seat_name(seat)} · Belote !",
                                                 f"{table.seat_name(seat)} · Rebelote !"])
        assert "belote" in " ".join(table.show.seats()[seat].badges).lower()
        said = [line for line in table.show.announcements() if "« Belote ! »" in line or "« Rebelote ! »" in line]
        assert len(said) == 2 and all(table.seat_name(seat) in line or "Tu dis" in line for line in said)
        return
    raise AssertionError("no belote in 120 deals")


def test_the_end_of_the_deal_adds_up() -> None:
    for seed in (1, 2, 3):
        table = taroinche(seed)
        play_out(table)
        result = table.deal.result()
        if result.redeal:
            continue
        attack, defence = table.show.camps()
        # every card point of the deck is on screen once, and the 10 de der as a bonus
        assert attack.points + defence.points + 10 == 162
        for camp in (attack, defence):
            terms = re.findall(r"(\d+) \(", camp.sum)
            assert sum(map(int, terms)) == camp.points and re.search(f"= {camp.points} points?$", camp.sum)
        assert sum(1 for c in (attack, defence) for b in c.bonuses if b.startswith("10 de der")) == 1
        assert table.show.score_steps() == result.detail.lines("fr")
        piles = table.show.piles()
        assert len(piles) == 5 and sum(p.score for p in piles) == 0
        assert [p.score for p in piles] == list(result.scores)
        verdict = table.show.verdict()
        taker = "toi" if table.deal.taker == HUMAN else table.seat_name(table.deal.taker)
        assert verdict[0].startswith(f"Contrat {'réussi' if result.won else 'chuté'} pour {taker} : ")
        taker_pile = piles[table.deal.taker]
        if table.deal.ecart:
            assert taker_pile.aside is not None and len(taker_pile.aside.cards) == 2
        # each pile shows its tricks' points, the écart (or chien) its own: together, the camps
        asides = sum(p.aside.points for p in piles if p.aside) + sum(c.points for c in [table.show.chien_pile()] if c)
        assert sum(p.points for p in piles) + asides == attack.points + defence.points
        assert table.sheet()[0][1] == tuple(result.scores)
        return
    raise AssertionError("three deals without a bid")


def test_nobody_bids_and_the_same_dealer_deals_again() -> None:
    table = scripted(f"{DEFAULT_CHIEN}.pass.pass.pass.pass.pass")
    assert table.deal.over and table.show.verdict() == ["Personne n'a annoncé : le même donneur redonne."]
    assert table.show.camps() == [] and table.show.piles() == []  # no card played: no empty piles (issue 38)
    dealer = table.deal.dealer
    table.next_deal()
    assert table.deal.dealer == dealer and table.deal.phase == "chien"


@pytest.mark.parametrize("seed", [1, 2])
def test_every_word_of_a_deal_is_in_english_too(seed: int) -> None:
    table = taroinche(seed)
    table.lang = "en"
    seen: list[str] = []

    def read() -> None:
        seen.extend([table.show.status(), table.show.trick().title, *table.show.announcements(), table.show.target()])
        seen.extend(c.label for c in table.show.choices())
        seen.extend(label for f in table.show.fields() for label, _ in f.options)
        seen.extend(b for s in table.show.seats() for b in s.badges)

    robots(table)
    while not table.deal.over:
        read()
        assert table.choose(table.robot_move(HUMAN).action)
        robots(table)
    seen.extend([*table.show.verdict(), *table.show.score_steps()])
    seen.extend(c.sum for c in table.show.camps())
    for line in seen:
        assert not re.search(r"\b(tx|field|prime|end|seat)\.[a-z_]+", line), line
        assert not re.search(r"\b(annonce|passe|chien de|tu |avec )\b", line), line


def test_the_catalogues_speak_both_languages() -> None:
    mine = {k for k in FR if k.startswith(("tx.", "prime.belote", "prime.dix", "end.rounds", "field."))}
    assert mine and mine == {k for k in EN if k.startswith(("tx.", "prime.belote", "prime.dix", "end.rounds",
                                                                "field."))}
    assert {k for k in mine if k.endswith(".you")} <= mine


def test_the_art_and_back_are_the_taroinche_deck() -> None:
    table = human_bids()
    face = table.show.hand()[0]
    assert face.url == f"assets/cards/taroinche-{face.token}.svg"
    table.lang = "en"
    assert table.show.hand()[0].url == f"assets/cards/en/taroinche-{face.token}.svg"
    assert table.show.back_url(table.lang).endswith("cards/en/back-taroinche.svg")


@pytest.mark.parametrize(("mention", "side"), [("sans", 0), ("contre", 1)])
def test_the_unseen_chien_counts_for_its_side(mention: str, side: int) -> None:
    """« Sans le chien »: the chien nobody saw counts with the taker; « contre »: with the defence."""
    table = scripted(f"{DEFAULT_CHIEN}.pass.pass.pass.pass.bid:80:H:2:{mention}.pass.pass.pass.pass")
    assert table.deal.phase == "play" and table.show.trick().aside == ()  # never shown
    play_out(table)
    camps = table.show.camps()
    assert camps[0].points + camps[1].points + 10 == 162
    assert any("(chien)" in part for part in camps[side].sum.split(" + "))
    assert "(chien)" not in camps[1 - side].sum
    piles = table.show.piles()
    assert (piles[HUMAN].aside is not None) == (mention == "sans")
    assert (table.show.chien_pile() is not None) == (mention == "contre")


def test_a_list_picked_while_the_table_redraws_for_another_one_is_kept() -> None:
    """A child picks the trumps, then at once the partner: the table redraws for the trumps
    while the partner is on its way from the browser. The partner's list must stay the one the
    browser changed (the server drops a change to a list no longer on the page): the bid is
    then composed, and refused, since « tout atout » is for a capot only."""
    from bokeh.document import Document
    from bokeh.model import Model

    from ui.views import TableView

    table = human_bids()
    view = TableView(table=table, on_new_game=lambda: None)
    doc = Document()
    doc.add_root(view.__panel__().get_root(doc))

    def shown(part: str) -> Model:  # the list's model, as the browser has it
        return next(m for m in doc.models if "field-" + part in getattr(m, "css_classes", ()))

    partner_id = shown("partner").id
    shown("suit").value = "tout atout"  # the trumps reach the table: it redraws
    partner = doc.get_model_by_id(partner_id)  # where the browser's pick of a partner lands
    assert partner is not None, "the partner's list left the page: the pick made in it is lost"
    partner.value = "avec Hugo"
    bid = table.show.composed()
    assert bid is not None and bid.suit == "TA" and table.show.name(bid.partner) == "Hugo"
    assert any("refused" in getattr(m, "css_classes", ()) for m in doc.models)


def test_the_highest_bid_names_its_bidder_before_the_partner() -> None:
    """« 80 pique avec toi (Léa) » read as if the player were Léa: the bidder comes first."""
    table = scripted(f"{DEFAULT_CHIEN}.bid:80:S:0")
    assert table.show.trick().title == "Enchère la plus haute : Léa annonce 80 pique avec toi."
    table = scripted(f"{DEFAULT_CHIEN}.pass.pass.pass.pass.bid:80:S:1")
    assert table.show.trick().title == "Enchère la plus haute : la tienne, 80 pique avec Léa."
    table.lang = "en"
    assert table.show.trick().title == "Highest bid: yours, 80 spades with Léa."


def test_a_robots_reason_names_its_partner() -> None:
    """Teacher mode: « J'annonce 100 trèfle avec Léa », not « avec le joueur 1 »."""
    table = taroinche(4, teacher=True)
    reasons = []
    while table.deal.phase in ("chien", "bid"):
        if table.human_to_move:
            assert table.press("pass")
        else:
            table.step()
            reasons.append(table.robot_line())
    bids = [r for r in reasons if "J'annonce" in r]
    assert bids and all("joueur" not in r for r in bids)
    assert any(f"avec {name} :" in r or "avec toi :" in r for r in bids for name in table.names()[1:])


def test_the_trumps_and_contract_stay_beside_the_trick_and_badges_stay_short() -> None:
    """« preneur : 90 pique » read « preneur : … » in a seat on a phone, and nothing else said
    which suit was trumps: the badge says « preneur », the note beside the trick the rest."""
    moves = "chien:7,18.pass.pass.bid:80:H:4.bid:90:S:0.pass.pass.pass.pass.discard:KH.discard:KD"
    table = Table.from_link(decode(f"g=taroinche&n=5&s=7&l=fr&m={moves}"), delay=0)
    assert table.deal.phase == "play" and table.deal.taker == 3
    assert table.show.seats()[3].badges == ("preneur",)
    ecart = Table.from_link(decode(f"g=taroinche&n=5&s=7&l=fr&m={moves.rsplit('.', 2)[0]}"), delay=0)
    assert ecart.deal.phase == "ecart" and ecart.show.seats()[3].badges == ("90 pique",)
    assert table.show.trick().aside_title == "Atout : pique · contrat : 90"
    while not table.deal.over:
        # the longest a badge of a 5-player seat shows whole on a phone (« partenaire »)
        assert all(len(b) <= len("partenaire") for seat in table.show.seats() for b in seat.badges)
        assert table.show.trick().aside_title == "Atout : pique · contrat : 90"
        if table.human_to_move:
            assert table.choose(table.robot_move(HUMAN).action)
        else:
            table.step()
    table.lang = "en"
    assert table.show.trick().aside_title == "Trumps: spades · contract: 90"
