"""Le Tarin (``tarin.txt``): 56 cards in four colours, 3 to 6 players, clockwise.

The cards under 5 leave the deck at 3 players. Every card is dealt, one at a time, so hands may
differ by one card. The dealer opens the auction at 15 or more (steps of 5); the highest bidder
names the trump colour; follow the colour led, else trump or discard as you like. 5, 10 and 14
count 5, 10 and 10: 100 points a deal. Option: ``target`` (150).

>>> deal = Deal.new("tarin", players=4, seed=1)
>>> deal.phase, deal.to_act == deal.dealer, deal.legal_actions()[:2]
('bid', True, (Bid(level='15'), Bid(level='20')))
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ...actions import Action, Bid, Pass, Trump
from ...auction import AuctionDeal, AuctionView
from ...cards import Card, format_deal
from ...errors import Refusal, UnknownCardError
from ...play import PlayPhase
from ...protocol import Deal, Option, View, clear_leader, register  # noqa: F401  (Deal: doctest)
from ...texts import card_list, counted, suit_name
from ...trickgame import DealResult, Phase, TrickGame, shuffled
from ...tricks import TrickRules
from .deck import TARIN_DECK, TARIN_SUITS

OPENING, STEP, TOP = 15, 5, 100
LEVELS = tuple(range(OPENING, TOP + 1, STEP))
#: at 3 players the 1 to 4 of each colour are taken out (the points stay 100)
LOWEST = {3: 5}


def deck_cards(players: int) -> tuple[Card, ...]:
    """The cards of a deal at ``players``: 56, or 40 at 3 players.

    >>> len(deck_cards(3)), len(deck_cards(4)), TARIN_DECK.total(deck_cards(3))
    (40, 56, 100)
    """
    low = LOWEST.get(players, 1)
    return tuple(c for c in TARIN_DECK.cards if c.rank >= low)


@dataclass(frozen=True, kw_only=True)
class TarinView(AuctionView):
    """A Tarin view: the auction's fields, the trump colour once named (``T`` before), and the
    spare cards given to the last trick's winner at the end."""

    trump: str
    spare: tuple[tuple[int, Card], ...]


class TarinDeal(AuctionDeal):
    """A deal of Le Tarin: ``contract`` is the highest bid (« 40 »), ``taker`` the bidder, and
    the trick core's ``trump`` the colour the bidder names."""

    view_type: ClassVar[type[View]] = TarinView

    @classmethod
    def from_hands(cls, game: Any, hands: Any, aside: Any = (), dealer: int = 0,
                   options: Mapping[str, Any] | None = None) -> TarinDeal:
        """A deal with these hands; at 3 players a card under 5 is refused, since the text
        takes them out of the deck (« retirez toutes les cartes au-dessous du 5 »).

        >>> Deal.from_hands("tarin", "1N 5R / 6N / 7N", dealer=2)
        Traceback (most recent call last):
        ...
        engine.errors.UnknownCardError: at 3 players Le Tarin has no card under 5, and '1N 5R / 6N / 7N' holds the black 1
        """
        deal = super().from_hands(game, hands, aside, dealer, options)
        low = LOWEST.get(deal.players, 1)
        out = [c for hand in (*deal.hands, deal.aside) for c in hand if c.rank < low]
        if out:
            text = format_deal(deal.hands, deal.aside)
            raise UnknownCardError(
                f"at {deal.players} players Le Tarin has no card under {low}, and {text!r} holds "
                f"{card_list(out, 'en')}",
                fr=f"À {deal.players} joueurs, le Tarin se joue sans les cartes au-dessous du "
                   f"{low}, et « {text} » a {card_list(out, 'fr')}.")
        return deal  # type: ignore[return-value]

    def view_fields(self, seat: int) -> dict[str, Any]:
        return super().view_fields(seat) | {"trump": self.trump, "spare": tuple(self.spare)}


def passed(deal: TarinDeal) -> set[int]:
    """The seats that said « je passe » in this auction (they are out until the next deal)."""
    return {seat for seat, action in deal.bids if isinstance(action, Pass)}


def bid_value(deal: TarinDeal) -> int:
    """The highest bid so far (0 before the dealer opens)."""
    return int(deal.contract) if deal.contract else 0


class AuctionPhase(Phase):
    """The dealer opens at 15 or more; then clockwise, each bids higher or passes for good."""

    name = "bid"
    accepts = (Bid, Pass)
    fr = "des enchères"
    en = "the auction"

    def legal(self, deal: TarinDeal) -> tuple[Action, ...]:
        bids: tuple[Action, ...] = tuple(Bid(str(v)) for v in LEVELS if v > bid_value(deal))
        return bids if deal.contract is None else (*bids, Pass())

    def refusal(self, deal: TarinDeal, seat: int, action: Action) -> Refusal | None:
        if isinstance(action, Pass):
            if deal.contract is None:
                return Refusal("tarin-dealer-opens",
                               "Tu donnes les cartes, alors tu dois ouvrir les enchères : annonce "
                               "au moins 15.",
                               "You dealt, so you must open the auction: bid at least 15.",
                               legal=self.legal(deal))
            return None
        assert isinstance(action, Bid)
        level = int(action.level) if action.level.isdigit() else None
        if level is None or level % STEP or not OPENING <= level <= TOP:
            return Refusal("tarin-bid-number",
                           f"« {action.level} » ne va pas : une enchère est un nombre de points "
                           f"de 15 à 100, de 5 en 5.",
                           f"'{action.level}' will not do: a bid is a number of points from 15 to "
                           f"100, going up by 5.", legal=self.legal(deal))
        if level <= bid_value(deal):
            return Refusal("tarin-bid-higher",
                           f"Quelqu'un a déjà annoncé {bid_value(deal)} : il faut dire plus, ou "
                           f"passer.",
                           f"Someone already bid {bid_value(deal)}: bid more, or pass.",
                           legal=self.legal(deal))
        return None

    def apply(self, deal: TarinDeal, seat: int, action: Action) -> None:
        deal.bids.append((seat, action))
        if isinstance(action, Bid):
            deal.taker, deal.contract = seat, action.level
        out = passed(deal)
        # over when everyone else has passed, or at 100 where nobody can go higher
        if len(out) == deal.players - 1 or bid_value(deal) == TOP:
            deal.phase, deal.to_act = "trump", deal.taker
            return
        following = deal.next_seat(seat)
        while following in out:
            following = deal.next_seat(following)
        deal.to_act = following


class TrumpPhase(Phase):
    """The highest bidder names the trump colour; the dealer's left then leads."""

    name = "trump"
    accepts = (Trump,)
    fr = "de choisir l'atout"
    en = "choosing trumps"

    def legal(self, deal: TarinDeal) -> tuple[Action, ...]:
        return tuple(Trump(s) for s in TARIN_SUITS)

    def refusal(self, deal: TarinDeal, seat: int, action: Action) -> Refusal | None:
        assert isinstance(action, Trump)
        if action.suit in TARIN_SUITS:
            return None
        return Refusal("tarin-trump-colour",
                       f"« {action.suit} » n'est pas une couleur : choisis noir, rouge, jaune "
                       f"ou vert.",
                       f"'{action.suit}' is not a colour: choose black, red, yellow or green.",
                       legal=self.legal(deal))

    def apply(self, deal: TarinDeal, seat: int, action: Action) -> None:
        assert isinstance(action, Trump)
        deal.trump = action.suit
        deal.phase = "play"
        deal.leader = deal.to_act = deal.next_seat(deal.dealer)


@dataclass(frozen=True)
class TarinScore:
    """A deal's count in words: each pile's points, the bid and whether it was made."""

    bidder: int
    bid: int
    trump: str
    taken: tuple[int, ...]
    made: bool

    def lines(self, lang: str) -> list[str]:
        """The bidder's line, worked out: « 45 points pour 40 annoncés : réussi, 45 marqués »."""
        taken = self.taken[self.bidder]
        colour = suit_name(self.trump, lang)
        points = counted(taken, "point", "points", lang)  # « 0 point » in French
        # Le Tarin has no « preneur » (a Tarot word): the bidder is who chose the trumps
        if lang == "fr":
            verdict = (f"réussi, {taken} points marqués" if self.made
                       else f"manqué, {self.bid} points en moins")
            return [f"Atout {colour}, enchère {self.bid}.",
                    f"Le joueur qui a choisi l'atout a pris {points} pour {self.bid} annoncés : "
                    f"{verdict}."]
        verdict = (f"made, {taken} points scored" if self.made
                   else f"missed, {self.bid} points taken off")
        return [f"{colour.capitalize()} trumps, bid {self.bid}.",  # as the button says it
                f"The bidder took {points} for a bid of {self.bid}: {verdict}."]


class TarinGame(TrickGame):
    def check_points(self, deal: TarinDeal) -> None:
        """The piles make 100 points, and the bidder scores their points or loses their bid."""
        super().check_points(deal)
        result, bidder, bid = deal.result(), deal.taker, int(deal.contract)
        made = result.card_points[bidder] >= bid
        if result.scores[bidder] != (result.card_points[bidder] if made else -bid):
            raise AssertionError(f"the bidder's score {result.scores[bidder]} for bid {bid}")

    def cards(self, players: int) -> tuple[Card, ...]:
        return deck_cards(players)

    def first_dealer(self, rng: random.Random,
                     players: int) -> tuple[int, tuple[tuple[int, Card], ...]]:
        """Each player draws a card; the highest number deals; a tie for highest draws again."""
        cards = self.cards(players)
        draws: list[tuple[int, Card]] = []
        contenders = list(range(players))
        while len(contenders) > 1:
            drawn = dict(zip(contenders, rng.sample(cards, len(contenders)), strict=True))
            draws += drawn.items()
            top = max(c.rank for c in drawn.values())
            contenders = [s for s, c in drawn.items() if c.rank == top]
        return contenders[0], tuple(draws)

    def deal_cards(self, rng: random.Random, players: int, dealer: int,
                   options: Mapping[str, Any]) -> tuple[list[list[Card]], list[Card]]:
        """One card at a time from the dealer's left until none is left."""
        low = LOWEST.get(players, 1)
        stock = [c for c in shuffled(self.deck, rng) if c.rank >= low]
        hands: list[list[Card]] = [[] for _ in range(players)]
        for i, card in enumerate(stock):
            hands[(dealer + 1 + i) % players].append(card)
        return hands, []

    def first_phase(self, deal: TarinDeal) -> str:
        deal.to_act = deal.dealer  # the dealer speaks first in the auction
        return "bid"

    def score(self, deal: TarinDeal) -> TarinScore:
        assert deal.taker is not None and deal.contract is not None
        taken = tuple(self.deck.total(p) for p in deal.piles)
        bid = int(deal.contract)
        return TarinScore(deal.taker, bid, deal.trump, taken, taken[deal.taker] >= bid)

    def result(self, deal: TarinDeal) -> DealResult:
        score = self.score(deal)
        scores = list(score.taken)
        scores[score.bidder] = score.taken[score.bidder] if score.made else -score.bid
        best = max(scores)
        missed = () if score.made else (("bid_missed", score.bidder, -score.bid),)
        return DealResult(None, score.taken, tuple(deal.tricks_won), tuple(scores), missed,
                          tuple(s for s, v in enumerate(scores) if v == best), score.made,
                          detail=score)

    def game_over(self, totals: Sequence[int], deals: int, options: Mapping[str, Any]) -> bool:
        """Over when someone has ``target`` or more and nobody ties them for the top; a tie at
        the top plays another deal."""
        return clear_leader(totals, options["target"])


TARIN = register(TarinGame(
    id="tarin",
    fr="Le Tarin",
    en="Le Tarin",
    deck=TARIN_DECK,
    players=(3, 4, 5, 6),
    default_players=4,
    after="tarot",
    age=9,  # adding 5s and 10s, and a bid to keep in mind
    # its bids and trump colour build on tricks only, not on Tarot's contracts
    opens_after=("kids", "premier"),
    state=TarinDeal,
    clockwise=True,
    trick_rules=TrickRules(overtrump=False, must_trump=False),
    options=(Option("target", 150, "Points pour gagner", "Points to win", 50, 1000),),
    phases={"bid": AuctionPhase(), "trump": TrumpPhase(), "play": PlayPhase()},
    uneven_hands=True,
))
