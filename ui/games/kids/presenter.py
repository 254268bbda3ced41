"""Tarot Kids' presenter: the bets are diplomas (« le Bac »), the announcements primes, and the
trumps and the Excuse have their own drawings."""

from __future__ import annotations

from engine import Action, Bid, Card, Declare
from engine.games.kids import DIPLOMA_NAMES, DIPLOMAS, PRIME_NAMES
from engine.texts import card_list

from ... import assets
from ...i18n import t
from ..auction import AuctionPresenter
from ..presenter import capital


#: the short names on small cards, by rank (the Interro is 1, the Élèves 7 to 10)
TAGS_FR = {1: "Interro", 7: "Élève 1", 8: "Élève 2", 9: "Élève 3", 10: "Élève 4", 11: "Sport",
           12: "Histoire", 13: "Sciences", 14: "Proviseur"}
TAGS_EN = {1: "Test", 7: "Pupil 1", 8: "Pupil 2", 9: "Pupil 3", 10: "Pupil 4", 11: "Sports",
           12: "History", 13: "Science", 14: "Head"}


class KidsPresenter(AuctionPresenter):
    """How a Tarot Kids deal looks (see the module docstring)."""

    back = "back-kids.svg"

    @classmethod
    def card_url(cls, card: Card, lang: str) -> str:
        special = card.is_trump or card.is_excuse
        return assets.card_url(card, lang, "kids-" if special else "")

    @classmethod
    def card_tag(cls, card: Card, lang: str) -> str:
        """« Proviseur », « Sciences », « Élève 3 », « Atout 7 »: a few letters that read at 11 px
        on a 56-px card (the art's own name, « Prof de Sciences », was 5 px high on a phone)."""
        fr = lang == "fr"
        if card.is_excuse:
            return "Excuse"
        if card.is_trump:
            return ("Atout " if fr else "Trump ") + str(card.rank)
        return (TAGS_FR if fr else TAGS_EN).get(card.rank, "")

    def held(self) -> tuple[tuple[int, Card], ...]:
        """The tied rounds waiting on the table for the next round's winner."""
        return self.view.held

    def diploma(self, level: str) -> str:
        fr, en = DIPLOMA_NAMES.get(level, (level, level))
        return fr if self.lang == "fr" else en

    def bonus(self, name: str) -> str:
        return t("prime.diploma", self.lang) if name == "diploma" else self.prime(name)

    def prime(self, prime: str) -> str:
        return PRIME_NAMES.get(prime) or t(f"prime.{prime}", self.lang)

    def taker_badge(self, contract: str) -> str:
        return t("seat.taker", self.lang, diploma=self.diploma(contract))

    def label(self, action: Action) -> str:
        lang = self.lang
        if isinstance(action, Bid):
            return capital(t("bet.bid", lang, diploma=self.diploma(action.level),
                             points=DIPLOMAS.get(action.level, 0)))
        if isinstance(action, Declare):
            return t("announce.declare", lang, prime=self.prime(action.prime))
        return super().label(action)

    def describe(self, seat: int, action: Action, betting: bool = False) -> str:
        said = self.table.said
        if isinstance(action, Bid):
            return said("log.bid", seat, diploma=self.diploma(action.level))
        if isinstance(action, Declare):
            line = said("log.declare", seat, prime=self.prime(action.prime))
            if action.cards:
                line += " " + said("log.show", seat, cards=card_list(action.cards, self.lang))
            return line
        return super().describe(seat, action, betting)

    def bet_lines(self) -> list[str]:
        view, result = self.view, self.result
        if result.won is None or view.taker is None or not view.contract:
            return []
        key = "end.won" if result.won else "end.lost"
        return [self.table.said(key, view.taker, diploma=self.diploma(view.contract))]
