"""La Taroinche's presenter: its auction, its écart and its camps at the table.

The player composes a bid in four parts (value, trumps, partner, chien) and says it with
« Annoncer »; a bid the rules refuse explains itself (the engine's sentence, « Pourquoi ? »).
« Coincher ! » shows whenever the player may coinche, even while a robot is to bid (the link
keeps that seat: ``0_coinche``); after a coinche the taker's side may surcoincher. A human
dealer places the chien (a suggested placement first), the taker makes the écart, belote and
rebelote are written under the cards, and the end of the deal works the score out in words.

>>> from ui.table import Table
>>> from ui.urlstate import GameSpec
>>> table = Table(GameSpec("taroinche", 5, 3), delay=0)
>>> table.view.phase, type(table.show).__name__
('chien', 'TaroinchePresenter')
"""

from __future__ import annotations

import re
from typing import Any

from engine import Action, Card, Discard, Play, parse_action
from engine.games.french import TAROT_SUITS
from engine.games.taroinche.rules import PLAYERS
from engine.games.taroinche import (DEFAULT_CHIEN, NO_TRUMP_SUITS, VALUES, Chien, Coinche, SuitBid, Surcoinche,
                                    bid_words, higher_bids, total)
from engine.texts import card_name, suit_name

from ...i18n import BOT_NAMES, join_names, t
from ..auction import AuctionPresenter
from ..presenter import HUMAN, Choice, Field, Intent, Step
from ..trick import Aside, CardFace, Camp, TrickInfo

#: the composer's own buttons start with this (they change the screen, not the deal)
DRAFT = "tx:"
PARTS = ("value", "suit", "partner", "mention")
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: a partner as the engine numbers it (« 100 trèfle avec le joueur 2 »)
SEAT_WORDS = re.compile(r"\b(?:avec le joueur|with player) (\d)\b")


def suit_label(suit: str, lang: str) -> str:
    """« atout ♥ cœur », « tout atout »."""
    if suit in NO_TRUMP_SUITS:
        return t(f"tx.suit.{suit}", lang)
    return t("tx.badge_trump", lang, suit=f"{SYMBOLS[suit]} {suit_name(suit, lang)}")


def with_words(bid: SuitBid, bidder: int, name: str, lang: str, me: int = HUMAN) -> str:
    """« avec Hugo », « avec toi », « seul contre quatre »: the partner ``bidder`` names
    (``name``: the partner's; ``me``: the seat of the person the screen speaks to)."""
    if bid.partner == bidder:
        return t("tx.with_self", lang)
    if bid.partner == me:
        return t("tx.with_you", lang)
    return t("tx.with", lang, name=name)


class TaroinchePresenter(AuctionPresenter):
    """How a deal of La Taroinche looks (see the module docstring)."""

    art = "taroinche-"
    back = "back-taroinche.svg"
    ecart_phase = "ecart"

    def fresh(self) -> None:
        """Forget a bid or chien placement being composed (after any action)."""
        self.draft: dict[str, str] = {}

    def moved(self, seat: int, action: Action) -> None:
        self.fresh()

    def bid_text(self, bid: SuitBid, bidder: int) -> str:
        """« 90 cœur avec Hugo, sans le chien »: the engine's words and the partner."""
        value, _, mention = bid_words(bid, self.lang).partition(", ")
        return f"{value} {self.with_words(bid, bidder)}" + (f", {mention}" if mention else "")

    def with_words(self, bid: SuitBid, bidder: int) -> str:
        """« avec Hugo », « avec toi », « seul contre quatre » as the player reads it."""
        return with_words(bid, bidder, self.name(bid.partner), self.lang, self.me)

    @classmethod
    def choice_label(cls, token: str, lang: str) -> str | None:
        """A bid of the player's in a lesson, its partner named as at the table."""
        bid = parse_action(token)
        if not isinstance(bid, SuitBid) or not 0 <= bid.partner < PLAYERS:
            return None
        value, _, mention = bid_words(bid, lang).partition(", ")
        name = BOT_NAMES[bid.partner - 1] if bid.partner != HUMAN else ""
        return f"{value} {with_words(bid, HUMAN, name, lang)}" + (f", {mention}" if mention else "")

    @classmethod
    def text_named(cls, text: str, lang: str) -> str:
        """« avec Hugo », « avec toi »: nobody at the table or in a lesson knows who « le joueur
        2 » is."""
        def named(match: re.Match[str]) -> str:
            seat = int(match.group(1))
            return t("tx.with_you", lang) if seat == HUMAN else t("tx.with", lang, name=BOT_NAMES[seat - 1])
        return SEAT_WORDS.sub(named, text)

    def seats_named(self, text: str) -> str:
        """The same at this table: its people by their names, the holder as « toi »."""
        lang = self.lang

        def named(match: re.Match[str]) -> str:
            seat = int(match.group(1))
            return t("tx.with_you", lang) if seat == self.me else t("tx.with", lang, name=self.name(seat))
        return SEAT_WORDS.sub(named, text)

    # --- the screen ------------------------------------------------------------------------------
    def status(self) -> str:
        return ("" if self.over else self.auction_status()) or super().status()

    def auction_status(self) -> str:
        table, view, lang = self.table, self.view, self.lang
        phase, mine = view.phase, table.human_to_move
        if phase == "chien" and mine:
            return t("tx.turn_chien", lang)
        if phase == "chien" and not table.teacher:
            return t("tx.bot_chien", lang, name=self.name(view.to_act))
        if phase == "bid" and mine:
            return t("tx.turn_bid", lang)
        if phase == "surcoinche" and mine:
            if view.taker == self.me:
                return t("tx.turn_surcoinche", lang)
            return t("tx.turn_surcoinche_partner", lang, name=self.name(view.taker))
        if phase == "bid" and view.may_coinche:
            wait = t("turn.wait" if table.teacher else "turn.bot", lang, name=self.name(view.to_act))
            return f"{wait} {t('tx.turn_coinche', lang, name=self.name(view.taker))}"
        return ""

    def badges(self, seat: int) -> list[str]:
        view, lang, out = self.view, self.lang, []
        bid = view.bid
        if bid is not None and seat == view.taker:
            # the bid until the play, when the note beside the trick takes it over
            playing = view.phase not in ("bid", "surcoinche", "ecart")
            out.append(t("tx.badge_taker", lang) if playing else bid_words(bid, lang))
        if bid is not None and seat == view.partner and seat != view.taker:
            out.append(t("tx.badge_partner", lang))
        for index, who in enumerate(view.coinche):
            if who == seat:
                out.append(t("tx.badge_coinche" if index == 0 else "tx.badge_surcoinche", lang))
        out += [t(f"tx.{what}", lang) for who, what in view.declared if who == seat]
        return out

    def note(self) -> tuple[str, tuple[CardFace, ...]]:
        """The trumps and the contract beside the trick, all through the play."""
        bid, lang = self.view.bid, self.lang
        if bid is None or not self.view.trump:
            return "", ()
        if bid.suit in NO_TRUMP_SUITS:
            return t("tx.note_capot", lang, suit=t(f"tx.suit.{bid.suit}", lang)), ()
        value = t("tx.capot", lang) if bid.value == "capot" else bid.value
        return t("tx.note", lang, suit=suit_name(bid.suit, lang), value=value), ()

    def caption(self, seat: int, card: Card) -> str:
        """The seat's name, and « Belote ! » / « Rebelote ! » under the trump King or Queen
        announced with it."""
        word = self.said_with(seat, card)
        return f"{self.name(seat)} · {t(f'tx.{word}', self.lang)}" if word else self.name(seat)

    def said_with(self, seat: int, card: Card) -> str:
        """« belote » or « rebelote » when ``seat`` announced it playing ``card``, else ``""``."""
        view = self.view
        if view.trump not in TAROT_SUITS or card.suit != view.trump or card.rank not in (13, 14):
            return ""
        said = [what for who, what in view.declared if who == seat]
        played = [a.card for s, a in view.history if s == seat and isinstance(a, Play)
                  and a.card.suit == view.trump and a.card.rank in (13, 14)]
        word = ("belote", "rebelote")[played.index(card)] if card in played else ""
        return word if word in said else ""

    def size(self) -> str:
        # no trick before the play: the middle gives its room away to the auction
        return super().size() + (" auction" if self.middle() else "")

    def middle(self) -> TrickInfo | None:
        """The auction in the middle of the table, with the chien face down beside it."""
        view, lang = self.view, self.lang
        if view.phase not in ("chien", "bid", "surcoinche"):
            return None
        # words only: the auction needs its room for the bid's parts and the hand
        if view.phase == "chien":  # no chien yet: the dealer is choosing where it goes
            return TrickInfo(self.table.said("log.dealer", view.dealer), ())
        waiting = t("tx.chien_waiting", lang)
        if view.bid is None:
            return TrickInfo(t("tx.auction_open", lang), (), (), waiting)
        return TrickInfo(self.table.said("tx.auction_high", view.taker,
                                         bid=self.bid_text(view.bid, view.taker)), (), (), waiting)

    # --- the decisions ---------------------------------------------------------------------------
    def choice_title(self) -> str:
        phase = self.view.phase
        if phase == "bid" and not self.table.human_to_move:  # only « Coincher ! », out of turn
            return t("tx.title_coinche", self.lang)
        return t({"chien": "tx.title_chien", "surcoinche": "tx.title_surcoinche"}.get(phase, "tx.title_bid"),
                 self.lang)

    def fields(self) -> list[Field]:
        """The composer: the bid's four parts, or the chien's two places."""
        if not self.table.human_to_move:
            return []
        phase, lang = self.view.phase, self.lang
        if phase == "bid":
            values = tuple((t("tx.capot", lang) if v == "capot" else t("tx.points", lang, n=v), f"{DRAFT}value:{v}")
                           for v in VALUES)
            suits = tuple((suit_label(s, lang), f"{DRAFT}suit:{s}") for s in (*TAROT_SUITS, *NO_TRUMP_SUITS))
            partners = tuple((t("tx.alone", lang) if s == self.me else t("tx.with", lang, name=self.name(s)),
                              f"{DRAFT}partner:{s}") for s in range(self.table.players))
            mentions = tuple((t(f"tx.{m}", lang), f"{DRAFT}mention:{m}") for m in ("plain", "sans", "contre"))
            draft = self.bid_draft()
            return [Field(part, t(f"tx.{part}", lang), options, f"{DRAFT}{part}:{draft[part]}" if draft[part] else "",
                          t(f"tx.pick_{part}", lang))
                    for part, options in zip(PARTS, (values, suits, partners, mentions))]
        if phase == "chien":
            first, second = self.chien_draft()
            return [Field("chien1", t("tx.chien_first", lang), self._places(range(3, 28, 2), "chien1"),
                          f"{DRAFT}chien1:{first}"),
                    Field("chien2", t("tx.chien_second", lang), self._places(range(first + 3, 31, 2), "chien2"),
                          f"{DRAFT}chien2:{second}")]
        return []

    def _places(self, places: range, part: str) -> tuple[tuple[str, str], ...]:
        return tuple((t("tx.place", self.lang, n=n), f"{DRAFT}{part}:{n}") for n in places)

    def bid_draft(self) -> dict[str, str]:
        """The bid being composed: the lowest value still open, the plain chien, and the
        player's own choice of trumps and partner (none until they pick)."""
        plain = [b for b in higher_bids(self.view.bid) if not b.modifier]
        value = plain[0].value if plain else VALUES[-1]
        return {"value": value, "suit": "", "partner": "", "mention": "plain"} | self.draft

    def composed(self) -> SuitBid | None:
        """The bid the composer says, once every part is chosen."""
        draft = self.bid_draft()
        if not (draft["suit"] and draft["partner"]):
            return None
        return SuitBid(draft["value"], draft["suit"], int(draft["partner"]),
                       "" if draft["mention"] == "plain" else draft["mention"])

    def chien_draft(self) -> tuple[int, int]:
        """The chien's places being chosen: the suggested ones until the dealer changes them
        (a second place too close to the first moves along)."""
        suggested = self.view.default_chien or DEFAULT_CHIEN
        first = int(self.draft.get("chien1", suggested.first))
        second = int(self.draft.get("chien2", suggested.second))
        return first, max(second, first + 3)

    def choices(self) -> list[Choice]:
        table, view, lang = self.table, self.view, self.lang
        mine = table.human_to_move
        if view.phase == "chien" and mine:
            default = view.default_chien or DEFAULT_CHIEN
            first, second = self.chien_draft()
            here = Chien(first, second)
            return [Choice(t("tx.chien_default", lang), str(default)),
                    Choice(t("tx.chien_here", lang), str(here), table.allows(here),
                           enabled=here != default)]
        if view.phase == "surcoinche" and mine:
            return [Choice(t("tx.surcoinche", lang), str(Surcoinche())), Choice(t("tx.no_surcoinche", lang), "pass")]
        coinche = [Choice(t("tx.coinche", lang), str(Coinche()))] if view.phase == "bid" and view.may_coinche else []
        if view.phase == "bid" and mine:
            bid = self.composed()
            say = Choice(t("tx.announce", lang), str(bid) if bid else f"{DRAFT}none",
                         bid is None or table.allows(bid), enabled=bid is not None)
            return [say, Choice(t("tx.pass", lang), "pass"), *coinche]
        return coinche

    def help(self) -> str:
        """Under the buttons: how the chien may be placed."""
        if self.view.phase == "chien" and self.table.human_to_move:
            return t("tx.chien_help", self.lang)
        return ""

    def press(self, action: str) -> Intent:
        """Pick one part of the bid or of the chien's places (nothing is said yet), or say it."""
        if not action.startswith(DRAFT):
            return action
        part, _, value = action[len(DRAFT):].partition(":")
        if part in (*PARTS, "chien1", "chien2") and value and self.table.human_to_move:
            return Step(lambda: self.draft.__setitem__(part, value))
        return None

    # --- the log ---------------------------------------------------------------------------------
    def announcements(self) -> list[str]:
        """The chien's places, the bids, passes, coinche and surcoinche, then the écart."""
        table = self.table
        lines: list[str] = []
        ecart: list[Card | None] = []
        coinched = False
        for seat, action in self.view.history:
            if isinstance(action, Discard):
                lines += [] if ecart else [""]
                ecart.append(action.card)
                lines[-1] = self.ecart_line(seat, ecart)
            elif isinstance(action, Coinche):
                coinched = True
                lines.append(table.said("tx.log_coinche", seat))
            elif isinstance(action, Play):
                word = self.said_with(seat, action.card)
                if word:  # belote and rebelote are said aloud: the log keeps them too
                    lines.append(table.said("tx.log_belote", seat, word=t(f"tx.{word}", self.lang),
                                            card=card_name(action.card, self.lang)))
            else:
                lines.append(self.describe(seat, action, coinched))
        return lines

    def describe(self, seat: int, action: Action, coinched: bool = False) -> str:
        """A bid, the chien's places, a surcoinche or a pass (``coinched``: the pass says no
        to a surcoinche)."""
        table = self.table
        if isinstance(action, Chien):
            return table.said("tx.log_chien", seat, a=action.first, b=action.second)
        if isinstance(action, SuitBid):
            return table.said("tx.log_bid", seat, bid=self.bid_text(action, seat))
        if isinstance(action, Surcoinche):
            return table.said("tx.log_surcoinche", seat)
        return table.said("tx.log_no_surcoinche" if coinched else "log.pass", seat)

    # --- the end of the deal ---------------------------------------------------------------------
    def verdict(self) -> list[str]:
        result, view = self.result, self.view
        if result is None:
            return []
        if result.redeal:
            return [t("tx.redeal", self.lang)]
        key = "tx.made" if result.won else "tx.fell"
        lines = [self.table.said(key, view.taker, bid=self.bid_text(view.bid, view.taker))]
        return [*lines, self.winners("end.winner", result.winners)]

    def played(self) -> bool:
        """Whether the deal was played to its end (not dealt again for want of a bid)."""
        return self.result is not None and not self.result.redeal

    def aside(self, title: str, cards: Any) -> Aside:
        return Aside(title, tuple(self.face(c) for c in cards), total(cards, self.view.trump))

    def taker_aside(self) -> Aside | None:
        """What the taker's pile counts besides its tricks: the écart, or the chien nobody saw
        (« sans le chien »)."""
        if not self.played():
            return None
        end = self.open
        if end.ecart:
            return self.aside(self.table.said("ecart.end", end.taker), end.ecart)
        if end.bid.modifier == "sans":
            return self.aside(t("ecart.sans", self.lang), end.aside)
        return None

    def chien_pile(self) -> Aside | None:
        """« Contre le chien »: the chien nobody saw counts for the defence."""
        if not self.played() or self.view.bid.modifier != "contre":
            return None
        return self.aside(t("ecart.contre", self.lang), self.open.aside)

    def extras(self) -> dict[int, Aside]:
        """The cards the engine counts in a seat's pile though no trick brought them: the
        écart (or the unseen chien « sans ») with the taker, the chien « contre » with the
        first defender after the taker."""
        taker, out = self.view.taker, {}
        if (aside := self.taker_aside()) is not None:
            out[taker] = aside
        if (chien := self.chien_pile()) is not None:
            defence = set(range(self.table.players)) - set(self.attack())
            out[min(defence, key=lambda s: (s - taker) % self.table.players)] = chien
        return out

    def attack(self) -> list[int]:
        """The taker and the partner they named (the engine's own side of the taker)."""
        view = self.view
        return sorted({view.taker, view.partner} - {None})

    def pile_points(self, seat: int) -> int:
        """The points of the tricks in ``seat``'s pile (its écart or chien is shown apart)."""
        aside = self.extras().get(seat)
        return self.result.card_points[seat] - (aside.points if aside else 0)

    def camps(self) -> list[Camp]:
        """The two sides: the card points of each pile (and the écart or chien it counts)
        added up, the 10 de der and the belote they receive."""
        table, lang, end = self.table, self.lang, self.open
        if not self.played():
            return []
        result = self.result
        attack = self.attack()
        defence = [s for s in range(table.players) if s not in attack]
        extra = self.extras()
        camps = []
        for index, seats in enumerate((attack, defence)):
            terms: list[tuple[int, str]] = []
            for s in seats:
                aside = extra.get(s)
                terms.append((self.pile_points(s), self.name(s)))
                if aside is not None:
                    terms.append((aside.points, t("camp.ecart" if end.ecart else "camp.chien", lang)))
            total = sum(p for p, _ in terms)
            received = [b for b in result.bonuses if b[1] in seats]
            won = (index == 0) == bool(result.won)
            camps.append(Camp(
                t("tx.camp_attack" if index == 0 else "tx.camp_defence", lang,
                  names=join_names([self.name(s) for s in seats], lang)),
                t("camp.sum", lang, terms=self.terms(terms), n=total), total,
                tuple(t("camp.bonus", lang, name=t(f"prime.{name}", lang), seat=self.name(seat), points=pts)
                      for name, seat, pts in received),
                won))
        return camps

