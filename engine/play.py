"""The card-play phase, shared by every trick-taking game.

Duties come from :mod:`engine.tricks`; the game's hooks decide where the Excuse goes. With
``TrickRules.ties`` (Tarot Kids) a round whose best cards are equal is handed to the deal's
``tied_round`` and the same leader leads one more round.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from .actions import Action, Play
from .cards import EXCUSE, Card
from .errors import Refusal
from .texts import card_name
from .trickgame import Phase, Trick, TrickDeal, TrickGame
from .tricks import best_cards, card_allowed, card_refusal, plays_of, trick_plays


class PlayPhase(Phase):
    name = "play"
    accepts = (Play,)
    fr = "de jouer une carte"
    en = "playing a card"

    def legal(self, deal: TrickDeal) -> tuple[Action, ...]:
        if type(deal.game).lead_refusal is TrickGame.lead_refusal:
            return duty_plays(deal)
        return plays_of(self.cards(deal))

    def cards(self, deal: TrickDeal) -> Sequence[Card]:
        """The cards the seat to act may play: its duties, then the game's ``lead_refusal``."""
        cards = duty_cards(deal)
        game = deal.game
        if type(game).lead_refusal is not TrickGame.lead_refusal:
            seat = deal.to_act
            cards = [c for c in cards if game.lead_refusal(deal, seat, c) is None]
        return cards

    def refusal(self, deal: TrickDeal, seat: int, action: Action) -> Refusal | None:
        assert isinstance(action, Play)
        card = action.card
        hand = deal.hands[seat]
        game = deal.game
        if card in hand and card in game.deck and card_allowed(
                card, hand, [c for _, c in deal.trick], game.trick_rules, deal.trump):
            if type(game).lead_refusal is TrickGame.lead_refusal:
                return None  # the happy path: no sentences, no list of legal moves
            refusal = game.lead_refusal(deal, seat, card)
            return refusal and replace(refusal, legal=self.legal(deal))
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
        if type(action) is not Play:
            self.announce(deal, seat, action)
            return
        card = action.card
        deal.hands[seat].remove(card)
        trick = deal.trick
        trick.append((seat, card))
        deal.card_played(seat, card)
        if len(trick) < len(deal.seats):
            deal.to_act = deal.next_seat(seat)
            return
        _close_round(deal)

    def announce(self, deal: TrickDeal, seat: int, action: Action) -> None:
        """Apply an action of this phase that is not a card (tarot's poignée): a subclass that
        accepts more than :class:`Play` says how."""
        raise NotImplementedError(f"{type(self).__name__} takes no {type(action).__name__}")


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
    deal.trick = []
    game = deal.game
    # the last round: a hand is empty (uneven Tarin hands keep a spare card, given away below)
    last = not all(map(deal.hands.__getitem__, deal.seats))
    cards = [c for _, c in plays]
    kept = list(plays)
    # the Excuse never wins: it goes back to its owner (or, where the game says so, is left in)
    if EXCUSE in cards and game.excuse_owner_keeps(deal, last):
        at = cards.index(EXCUSE)
        deal.piles[plays[at][0]].append(EXCUSE)
        del kept[at]
    best = best_cards(cards, game.deck, deal.trump)
    if len(best) > 1 and game.trick_rules.ties:
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


def duty_plays(deal: TrickDeal) -> tuple[Play, ...]:
    """The :class:`Play` of each card the play duties allow the seat to act
    (:func:`engine.tricks.trick_plays`): the hot path of every playout."""
    return trick_plays(deal.hands[deal.to_act], deal.trick,  # type: ignore[index]
                       deal.game.trick_rules, deal.trump)


def duty_cards(deal: TrickDeal) -> tuple[Card, ...]:
    """The cards the play duties allow the seat to act."""
    return tuple([p.card for p in duty_plays(deal)])


def finish(deal: TrickDeal) -> None:
    deal.phase = "done"
    deal.to_act = None
