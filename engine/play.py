"""The card-play phase, shared by every trick-taking game.

Duties come from :mod:`engine.tricks`; the game's hooks decide where the Excuse goes. With
``TrickRules.ties`` (Tarot Kids) a round whose best cards are equal is handed to the deal's
``tied_round`` and the same leader leads one more round.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from .actions import Action, Play
from .cards import EVERY_CARD, EXCUSE_SUIT, Card
from .errors import Refusal
from .texts import card_name
from .trickgame import Phase, Trick, TrickDeal, TrickGame
from .tricks import best_cards, card_allowed, card_refusal, legal_cards


class _Plays(dict[Card, Play]):
    """One :class:`Play` object per card, made once: legal moves cost no new objects."""

    def __missing__(self, card: Card) -> Play:
        self[card] = play = Play(card)
        return play


PLAYS = _Plays()
#: the same, by the card object's id (a card's hash is its tuple's, computed at each look-up)
_PLAY_BY_ID = {id(card): PLAYS[card] for card in EVERY_CARD}


def plays_of(cards: Sequence[Card]) -> tuple[Play, ...]:
    """The :class:`Play` of each card, made once per card."""
    try:
        return tuple(map(_PLAY_BY_ID.__getitem__, map(id, cards)))
    except KeyError:  # a card no notation writes
        return tuple(map(PLAYS.__getitem__, cards))


class PlayPhase(Phase):
    name = "play"
    accepts = (Play,)
    fr = "de jouer une carte"
    en = "playing a card"

    def legal(self, deal: TrickDeal) -> tuple[Action, ...]:
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
        card = action.card  # type: ignore[union-attr]
        deal.hands[seat].remove(card)
        trick = deal.trick
        trick.append((seat, card))
        deal.card_played(seat, card)
        if len(trick) < len(deal.seats):
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
    last = not all(map(deal.hands.__getitem__, deal.seats))
    deal.trick = []
    # the Excuse never wins: it goes back to its owner (or, where the game says so, is left in)
    kept = list(plays)
    for seat, card in plays:
        if card.suit == EXCUSE_SUIT and deal.game.excuse_owner_keeps(deal, last):
            deal.piles[seat].append(card)
            kept.remove((seat, card))
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


def duty_cards(deal: TrickDeal) -> tuple[Card, ...]:
    """The cards the play duties allow the seat to act (:func:`engine.tricks.legal_cards`)."""
    assert deal.to_act is not None
    return legal_cards(deal.hands[deal.to_act], [c for _, c in deal.trick], deal.game.trick_rules,
                       deal.trump)


def finish(deal: TrickDeal) -> None:
    deal.phase = "done"
    deal.to_act = None
