"""« Conseil » and the review at La Taroinche's table, in plain pytest (2 imagined deals)."""

from __future__ import annotations

from engine import Play
from engine.games.taroinche import SuitBid
from ui.coach import Coach
from ui.urlstate import GameSpec
from ui.games.presenter import HUMAN
from ui.table import Table

from tests.ui.play import advance


def _table(seed: int) -> Table:
    return Table(GameSpec("taroinche", 5, seed), delay=0)


def _to(table: Table, phase: str) -> None:
    """On until the player has a real choice in ``phase``."""
    while not (table.human_to_move and table.deal.phase == phase and len(table.view.legal) > 1):
        advance(table)


def test_advice_for_a_card_says_why_in_both_languages_and_lists_what_it_weighed():
    table = _table(3)
    coach = Coach(table, worlds=2)
    _to(table, "play")
    assert coach.available and coach.advice is None
    advice = coach.ask()
    assert advice is not None and isinstance(advice.decision.action, Play)
    assert advice.decision.action in table.view.legal and advice.worlds == 2
    tip, pick = coach.lines()  # the tip first, then the choice
    assert pick.startswith("À ta place") and tip == advice.tip.fr
    assert len(coach.figures()[1]) == len(advice.choices) >= 1
    table.lang = "en"
    assert coach.lines()[1].startswith("In your place") and coach.lines()[0] == advice.tip.en


def test_advice_at_the_auction_weighs_the_medium_bid_with_pass_and_follows_its_figures():
    """The medium bid and its words, unless a figure listed is clearly better: then that one
    (here coinching, from 2 imagined deals, which the advice says are few)."""
    table = _table(5)
    coach = Coach(table, worlds=2)
    _to(table, "bid")
    advice = coach.ask()
    usual = table.robot_move(HUMAN)
    if advice.decision.action == usual.action:
        assert advice.decision.fr.startswith(usual.fr)
    else:
        assert advice.decision.action == max(advice.choices, key=lambda c: c.points).action
    assert any("que 2 donnes, c'est peu" in note for note in coach.figures()[2])
    words = coach.figures()[1]
    assert any(line.startswith("Passer") for line in words)
    assert all(line.startswith(("Passer", "Annoncer", "Coincher")) for line in words)
    if isinstance(advice.decision.action, SuitBid):
        assert coach.lines()[0].startswith("À ta place") and "annoncer" in coach.lines()[0]


def test_review_after_a_deal_played_badly_shows_a_costly_move_on_the_table():
    table = _table(2)
    coach = Coach(table, worlds=2)
    while not table.deal.over:  # the player always takes the first legal action: bids alone
        if table.human_to_move:
            assert table.choose(table.view.legal[0])
        else:
            table.step()
    assert coach.can_review
    mistakes = coach.review()
    assert mistakes, "bidding alone on any hand must cost something"
    for mistake in mistakes:
        assert mistake.played != mistake.advice.decision.action and mistake.cost >= 1
        # every phase of La Taroinche has its own words: « Aux enchères : », « Pli 3 : »…
        assert not mistake.when("fr").startswith("review.") and not mistake.when("en").startswith("review.")
        assert mistake.line("fr").startswith(f"{mistake.when('fr')} :") and mistake.line("en")
    assert any(" seul" in m.line("fr") for m in mistakes)
    worst = coach.ranked()[0][0]
    coach.show(worst)
    assert table.teacher and table.view == worst.view and coach.advice is worst.advice
    coach.back()
    assert table.deal.over and coach.shown == -1


def test_advice_and_review_name_the_partner_as_the_table_does():
    """« annoncer 80 cœur avec le joueur 2 »: nobody at the table is numbered, the seats have names."""
    table = _table(9)
    coach = Coach(table, worlds=2)
    _to(table, "bid")
    coach.ask()
    bids = [line for line in coach.figures()[1] if line.startswith("Annoncer")]
    assert bids and all("joueur" not in line for line in bids + coach.lines() + coach.weighed())
    assert any(f"avec {name}" in line for line in bids for name in table.names()[1:])
    table.lang = "en"
    assert all("player" not in line for line in coach.weighed() + coach.lines() + coach.figures()[1])
    table.lang = "fr"
    while not table.deal.over:  # the player always takes the first legal action: bids alone
        if table.human_to_move:
            assert table.choose(table.view.legal[0])
        else:
            table.step()
    lines = [coach.mistake_line(m) for m in coach.review()]
    assert lines and not any("joueur" in line for line in lines)
