"""Tarot Kids' presenter: the bets are diplomas (« le Bac »), the announcements primes, and the
trumps and the Excuse have their own drawings."""

from __future__ import annotations

import re

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


_COLOURS = {"bleu": "B", "bleue": "B", "orange": "O", "vert": "G", "verte": "G", "violet": "P",
            "violette": "P", "blue": "B", "green": "G", "purple": "P"}
_TEACHERS = {"Sport": "Sp", "Sciences": "Sc", "Histoire-Géo": "Hg", "sport": "Sp", "sports": "Sp",
             "science": "Sc", "history": "Hg"}
_COLOUR = r"(bleue?|orange|verte?|violet(?:te)?|blue|green|purple)"
_NUMBERS = r"(\d{1,2}(?:(?:, | et | and )\d{1,2})*)"
#: how the lessons name one card, FR and EN: each pattern gives the card from its groups; a
#: number list (« les atouts 4, 6 et 8 ») names a card after each number
_NAMES: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), code) for p, code in (
    (r"\b[Ll]'Excuse\b|\b[Tt]he Excuse\b", "EX"),
    (r"\b(?:[Ll]e|[Tt]on|[Tt]he|[Yy]our) Petit\b", "T1"),
    (rf"\b(?:[Ll]'atout|[Aa]touts?|[Tt]rumps?) {_NUMBERS}(?! (?:points?|joueurs?|players?|cartes?|cards?))", "T#"),
    (r"\b[Ll]e (\d{1,2}) d'atout\b|\b[Tt]he (\d{1,2}) of trumps\b", "T#"),
    (r"\b[Ll]e (\d{1,2})(?!\w| (?:points?|joueurs?|cartes?|plis?|au|à)\b)|"
     r"\b[Tt]he (\d{1,2})(?=[,.;:!?)]| and\b| or\b| is\b|$)", "T#"),  # « the 3 teachers »: no card
    (rf"\bProviseurs? {_COLOUR}\b|\b{_COLOUR} Head teachers?\b", "Pv@"),
    (rf"\bProf (?:de |d')(Sport|Sciences|Histoire-Géo) {_COLOUR}\b|"
     rf"\b{_COLOUR} (sports?|science|history) teacher\b", "%@"),
    (rf"\bInterro {_COLOUR}\b|\b{_COLOUR} test\b", "In@"),
    (rf"\bÉlève ([1-4]) {_COLOUR}\b", "E#@"),
))


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

    @classmethod
    def named_cards(cls, text: str, lang: str) -> list[tuple[int, Card]]:
        """« l'Excuse », « le Petit », « l'atout 7 », « le 13 », « le Proviseur bleu », « le Prof de
        Sciences orange », « the blue test »… (a card of a kind, « un Élève bleu », names none).

        >>> [(text[:end], str(card)) for text in ["Le Proviseur orange est joué, puis l'atout 2."]
        ...  for end, card in KidsPresenter.named_cards(text, "fr")]
        [('Le Proviseur orange', 'PvO'), ("Le Proviseur orange est joué, puis l'atout 2", 'T2')]
        """
        found: dict[int, Card] = {}
        for pattern, code in _NAMES:
            for match in pattern.finditer(text):
                groups = [g for g in match.groups() if g]
                colour = next((_COLOURS[g] for g in groups if g in _COLOURS), "")
                if code == "T#":  # one card after each number of the list
                    start = match.start(match.lastindex) if match.lastindex else match.start()
                    for number in re.finditer(r"\d{1,2}", match[0][start - match.start():]):
                        if 1 <= int(number[0]) <= 13:
                            found.setdefault(start + number.end(), Card.of(f"T{number[0]}"))
                    continue
                rank = next((g for g in groups if g.isdigit()), "")
                teacher = next((_TEACHERS[g] for g in groups if g in _TEACHERS), "")
                found.setdefault(match.end(), Card.of(code.replace("%", teacher).replace("#", rank)
                                                      .replace("@", colour)))
        return sorted(found.items())

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
