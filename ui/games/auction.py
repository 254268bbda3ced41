"""The auction, the chien and the écart at the table: a presenter a trick game opts into.

:class:`AuctionPresenter` is a :class:`~ui.games.trick.TrickPresenter` for a game whose deal is
an :class:`engine.auction.AuctionDeal` (Tarot Kids, Tarot, Le Tarin, La Taroinche): the taker's
badge and its bid, the card called and the partner, the cards shown to everyone, the bets in
the log, the écart or chien counted in the taker's pile. A game with a chien the taker takes and
an écart names its écart phase (:attr:`~AuctionPresenter.ecart_phase`): the chien is shown in
the middle while the taker lays cards from their hand, a click on a card puts it in the écart,
and the log keeps the écart in one line. Every sentence here is said in the game's own words
when its presenter replaces a key (:attr:`~ui.games.presenter.Presenter.own_words`).

>>> from ui.table import Table
>>> from ui.urlstate import decode
>>> table = Table.from_link(decode("g=tarot&n=4&s=2"))
>>> isinstance(table.show, AuctionPresenter), table.show.ecart_phase
(True, 'ecart')
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine import Action, Bid, Call, Card, Discard, Pass, Play
from engine.texts import card_list, card_name

from .trick import CardFace, TrickInfo, TrickPresenter


class AuctionPresenter(TrickPresenter):
    """How a trick game with an auction looks (see the module docstring)."""

    turn_keys = {"bet": "turn.you_bet", "call": "turn.you_call", "announce": "turn.you_announce",
                 "bid": "turn.you_bid"}
    titles = {"bet": "bet.title", "bid": "bid.title", "trump": "trump.title", "call": "call.title"}
    quiet = ("pass", "call:none")
    #: the phase where the taker lays the écart from their hand (``None``: the game has none)
    ecart_phase: ClassVar[str | None] = None

    def said(self, key: str, seat: int, **values: Any) -> str:
        """A sentence about ``seat``, in this game's words (:meth:`~Presenter.own_key`)."""
        return self.table.said(self.own_key(key), seat, **values)

    # --- the seats -----------------------------------------------------------------------------
    def shown(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` showed to everyone (a poignée, « Trop cool », trumps in the écart)."""
        return tuple(c for s, c in self.view.shown if s == seat)

    def badges(self, seat: int) -> list[str]:
        """A seat's role this deal: the taker and its bet, the card called, the partner."""
        view, out = self.view, []
        if seat == view.taker and view.contract:
            out.append(self.taker_badge(view.contract))
            if view.called is not None:
                out.append(self.word("seat.called", card=card_name(view.called, self.lang)))
        # teacher mode with open hands knows the partner before it is revealed
        partner = self.open.partner if self.table.teacher and self.table.open_hands else view.partner
        if partner is not None and seat == partner:  # a taker who called their own card has none
            out.append(self.word("seat.alone" if seat == view.taker else "seat.partner"))
        return out

    def taker_badge(self, contract: str) -> str:
        return self.label(Bid(contract))

    # --- the chien and the écart ---------------------------------------------------------------
    @property
    def ecart_now(self) -> bool:
        """Whether the taker is laying the écart now."""
        return self.ecart_phase is not None and self.view.phase == self.ecart_phase

    @property
    def clickable(self) -> bool:
        """Whether a click on a hand card does something now (play, écart)."""
        return self.table.human_to_move and (self.view.phase == "play" or self.ecart_now)

    def card_action(self, card: Card) -> Action:
        """A card clicked during the écart goes there; else it is played."""
        return Discard(card) if self.ecart_now else Play(card)

    @property
    def to_discard(self) -> int:
        """Cards the taker still has to put in the écart (0 outside the écart)."""
        view = self.view
        if not self.ecart_now:
            return 0
        return len(view.chien) - sum(isinstance(a, Discard) for _, a in view.history)

    def your_turn(self) -> str:
        if self.ecart_now:
            return self.word("turn.you_ecart", n=self.to_discard)
        return super().your_turn()

    def robot_turn(self) -> str:
        return self.own_key("turn.bot_ecart") if self.ecart_now else super().robot_turn()

    def trick(self) -> TrickInfo:
        """During the écart, the chien turned up in the middle and the écart beside it."""
        view = self.view
        if self.ecart_now and view.taker is not None:
            return TrickInfo(self.said("chien.shown", view.taker), tuple(self.face(c) for c in view.chien),
                             aside_title=self.said("ecart.progress", view.taker, n=len(self.ecart()),
                                                   total=len(view.chien)),
                             aside=self.ecart())
        return super().trick()

    def ecart(self) -> tuple[CardFace, ...]:
        """The écart so far as the player sees it: their own cards, else only the trumps (shown)
        and backs for the others."""
        hidden = CardFace("", self.back_url(self.lang), self.word("card.back"))
        return tuple(self.face(a.card) if a.card else hidden
                     for _, a in self.view.history if isinstance(a, Discard))

    # --- the decisions -------------------------------------------------------------------------
    def label(self, action: Action) -> str:
        lang = self.lang
        if isinstance(action, Call):
            return (self.word("call.card", card=card_name(action.card, lang)) if action.card
                    else self.word("call.none"))
        if isinstance(action, Pass):
            return self.word("announce.pass" if self.view.phase == "announce" else "bet.pass")
        return super().label(action)

    # --- the log -------------------------------------------------------------------------------
    def announcements(self) -> list[str]:
        """The bets, call and announcements of this deal, in order, as sentences; the écart so
        far in one line."""
        bets = self.view.bets  # the bets come first in the history
        lines: list[str] = []
        ecart: list[Card | None] = []
        for index, (seat, action) in enumerate(self.view.history):
            if isinstance(action, Discard):  # the écart so far, in one line
                lines += [] if ecart else [""]
                ecart.append(action.card)
                lines[-1] = self.ecart_line(seat, ecart)
            elif not isinstance(action, Play):
                lines.append(self.describe(seat, action, index < bets))
        return lines

    def ecart_line(self, seat: int, cards: list[Card | None]) -> str:
        """« Tu mets à l'écart : … », « Léa met 3 cartes sur 6 à l'écart. Atouts écartés… »."""
        lang, known = self.lang, [c for c in cards if c is not None]
        if seat == self.me:
            return self.said("log.ecart", seat, cards=card_list(known, lang))
        total = len(self.view.chien)
        # the taker lays cards from their hand, the chien's among them or not: once all are
        # down, « 6 sur 6 » would read as the whole chien put back
        line = self.said("log.ecart_done" if len(cards) == total else "log.ecart", seat, n=len(cards), total=total)
        return line + (" " + self.word("log.ecart_trumps", cards=card_list(known, lang)) if known else "")

    def describe(self, seat: int, action: Action, betting: bool = False) -> str:
        """« Léa passe. », « Léa appelle … »; ``betting`` tells a pass in the bets from one in
        the announcements."""
        if isinstance(action, Call):
            if action.card is None:
                return self.said("log.call_none", seat)
            return self.said("log.call", seat, card=card_name(action.card, self.lang))
        if isinstance(action, Pass):
            return self.said("log.pass" if betting else "log.done", seat)
        return super().describe(seat, action, betting)

    # --- the end of the deal -------------------------------------------------------------------
    def aside_holder(self) -> int | None:
        """The taker: their pile shows the écart or the chien it counts."""
        return self.view.taker
