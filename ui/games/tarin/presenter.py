"""Le Tarin's presenter (see the package docstring)."""

from __future__ import annotations

from engine import Action, Bid, Pass, Trump
from engine.actions import parse_action
from engine.games.tarin import LEVELS
from engine.texts import card_name, suit_name

from ...i18n import t
from ..auction import AuctionPresenter
from ..presenter import Choice, capital
from ..trick import CardFace, TrickInfo


class TarinPresenter(AuctionPresenter):
    """How a Tarin deal looks (see the package docstring)."""

    back = "back-tarin.svg"
    turn_keys = {**AuctionPresenter.turn_keys, "bid": "tarin.turn_bid", "trump": "tarin.turn_trump"}

    @classmethod
    def choice_label(cls, token: str, lang: str) -> str | None:
        """A lesson's trump colour as the table's button says it (« Atout vert »); a bid and
        « je passe » in the engine's words."""
        action = parse_action(token)
        return t("tarin.trump", lang, colour=suit_name(action.suit, lang)) if isinstance(action, Trump) else None

    def taker_badge(self, contract: str) -> str:
        # the number said: true during the auction and after it
        return t("tarin.badge", self.lang, n=contract)

    def middle(self) -> TrickInfo | None:
        view = self.view
        if view.phase not in ("bid", "trump"):
            return None
        key = "tarin.auction_bid" if view.contract else "tarin.auction_open"
        return TrickInfo(t(key, self.lang, n=view.contract or 0), ())

    def note(self) -> tuple[str, tuple[CardFace, ...]]:
        """The trumps' colour beside the trick (no seat's badge has room for it on a phone)."""
        if self.view.phase == "play":
            return t("tarin.trump_note", self.lang, colour=suit_name(self.view.trump, self.lang)), ()
        return "", ()

    def choices(self) -> list[Choice]:
        """Every bid from 15 to 100 (the ones too low explain themselves when pressed) and
        « Passe »; then the four colours for trumps."""
        if not self.table.human_to_move:
            return []
        legal, phase, lang = self.view.legal, self.view.phase, self.lang
        if phase == "bid":
            bids = [Bid(str(v)) for v in LEVELS]
            return [*(Choice(str(b.level), str(b), b in legal) for b in bids),
                    Choice(t("bid.pass", lang), "pass", Pass() in legal)]
        if phase == "trump":
            return [Choice(capital(t("tarin.trump", lang, colour=suit_name(a.suit, lang))), str(a))
                    for a in legal if isinstance(a, Trump)]
        return []

    def describe(self, seat: int, action: Action, betting: bool = False) -> str:
        said = self.table.said
        if isinstance(action, Bid):
            return said("tarin.log_bid", seat, n=action.level)
        if isinstance(action, Trump):
            return said("tarin.log_trump", seat, colour=suit_name(action.suit, self.lang))
        return super().describe(seat, action, betting)

    def bonus(self, name: str) -> str:
        return t("tarin.bid_missed", self.lang) if name == "bid_missed" else super().bonus(name)

    def verdict(self) -> list[str]:
        """The bid made or missed, the spare cards given to the last trick's winner, the
        winners; the count in points is in :meth:`score_steps`."""
        view, result = self.view, self.result
        if result is None or result.redeal:
            return super().verdict()
        lang, said = self.lang, self.table.said
        bidder, bid = view.taker, int(view.contract)
        key = "tarin.made" if result.won else "tarin.missed"
        lines = [said(key, bidder, n=result.card_points[bidder], bid=bid)]
        last = view.tricks[-1].winner
        for seat, card in view.spare:
            # « elle va à Toi » and « Léa … va à Léa » read wrong: the card stays or comes to you
            key = ("tarin.spare_kept" if seat == last else
                   "tarin.spare_to_you" if last == self.me else "tarin.spare")
            lines.append(said(key, seat, card=card_name(card, lang), winner=self.name(last)))
        # each number with its pile's owner: « 10 + 35 + 55 » left the reader to guess whose
        lines.append(t("tarin.total", lang, terms=self.terms(
            [(points, self.name(seat)) for seat, points in enumerate(result.card_points)])))
        return [*lines, self.winners("end.winner", result.winners)]
