"""The card-play phase, shared by every trick-taking game.

Duties come from :mod:`engine.tricks`; the game's hooks decide where the Excuse goes. With
``TrickRules.ties`` (Tarot Kids) a round whose best cards are equal is handed to the deal's
``tied_round`` and the same leader leads one more round.
"""

from __future__ import annotations

from dataclasses import replace

from .actions import Action, Play
from .cards import Card
from .errors import Refusal
from .texts import card_name
from .trickgame import Phase, Trick, TrickDeal
from .tricks import best_cards, card_refusal, legal_cards


class PlayPhase(Phase):
    name = "play"
    accepts = (Play,)
    fr = "de jouer une carte"
    en = "playing a card"

    def legal(self, deal: TrickDeal) -> tuple[Action, ...]:
        assert deal.to_act is not None
        played = [c for _, c in deal.trick]
        seat = deal.to_act
        return tuple(Play(c) for c in legal_cards(deal.hands[seat], played, deal.game.trick_rules,
                                                  deal.trump)
                     if deal.game.lead_refusal(deal, seat, c) is None)

    def refusal(self, deal: TrickDeal, seat: int, action: Action) -> Refusal | None:
        assert isinstance(action, Play)
        card = action.card
        held = holding_refusal(self, deal, seat, card)
        if held is not None:
            return held
        played = [c for _, c in deal.trick]
        refusal = card_refusal(card, deal.hands[seat], played, deal.game.trick_rules, deal.trump)
        if refusal is None:
            refusal = deal.game.lead_refusal(deal, seat, card)
            return refusal and replace(refusal, legal=self.legal(deal))
        return Refusal(refusal.rule, refusal.fr, refusal.en, refusal.cards,
                       tuple(Play(c) for c in refusal.legal))

    def apply(self, deal: TrickDeal, seat: int, action: Action) -> None:
        assert isinstance(action, Play)
        deal.hands[seat].remove(action.card)
        deal.trick.append((seat, action.card))
        deal.card_played(seat, action.card)
        if len(deal.trick) < len(deal.seats):
            deal.to_act = deal.next_seat(seat)
            return
        _close_round(deal)


def holding_refusal(phase: Phase, deal: TrickDeal, seat: int, card: Card) -> Refusal | None:
    """A card the game's deck has not, or that ``seat`` does not hold (any trick game)."""
    if card not in deal.game.deck:
        return Refusal("unknown-card", f"La carte {card} n'existe pas dans ce jeu.",
                       f"There is no card {card} in this game.", cards=(card,),
                       legal=phase.legal(deal))
    if card not in deal.hands[seat]:
        return Refusal("not-in-hand", f"Tu n'as pas {card_name(card, 'fr')} dans ta main.",
                       f"You do not have {card_name(card, 'en')} in your hand.",
                       cards=(card,), legal=phase.legal(deal))
    return None


def _close_round(deal: TrickDeal) -> None:
    plays = tuple(deal.trick)
    # the last round: a hand is empty (uneven Tarin hands keep a spare card, given away below)
    last = not all(deal.hands[s] for s in deal.seats)
    deal.trick = []
    # the Excuse never wins: it goes back to its owner (or, where the game says so, is left in)
    for seat, card in plays:
        if card.is_excuse and deal.game.excuse_owner_keeps(deal, last):
            deal.piles[seat].append(card)
    kept = [(s, c) for s, c in plays if not (c.is_excuse and deal.game.excuse_owner_keeps(deal, last))]
    best = best_cards([c for _, c in plays], deal.game.deck, deal.trump)
    if len(best) > 1 and deal.game.trick_rules.ties:
        deal.tricks.append(Trick(deal.leader, plays, None))
        deal.tied_round(plays, kept, last)
        if last:
            finish(deal)
        else:
            deal.to_act = deal.leader
        return
    winner = plays[best[0]][0]
    deal.tricks.append(Trick(deal.leader, plays, winner))
    deal.won_round(winner, kept)
    deal.leader = deal.to_act = winner
    if last:
        # uneven hands (Le Tarin): the cards still held go to the winner of this last trick
        deal.spare = [(s, c) for s in deal.seats for c in deal.hands[s]]
        deal.piles[winner] += [c for _, c in deal.spare]
        for s in deal.seats:
            deal.hands[s] = []
        finish(deal)


def finish(deal: TrickDeal) -> None:
    deal.phase = "done"
    deal.to_act = None
