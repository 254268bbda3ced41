"""The trick games' presenter, the default for any trick game that registers none: the hands,
the trick in the middle, the seats' boxes, the buttons before the play, the log and the piles
at the end of a deal. A game's own presenter subclasses :class:`TrickPresenter` (a game with an
auction, a chien or an écart: :class:`ui.games.auction.AuctionPresenter`) and fills its hooks
(:meth:`~TrickPresenter.badges`, :meth:`~TrickPresenter.middle`, :meth:`~TrickPresenter.note`,
:meth:`~Presenter.label`, :meth:`~TrickPresenter.describe`…).

>>> from ui.table import Table
>>> from ui.urlstate import decode
>>> table = Table.from_link(decode("g=kids&n=3&s=7"))
>>> isinstance(table.show, TrickPresenter), len(table.show.hand())
(True, 12)
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from engine import Action, Card, Play, TarotError
from engine.texts import card_name

from ..i18n import t
from .presenter import Choice, Intent, Presenter


@dataclass(frozen=True)
class CardFace:
    """One card as drawn: ``lit`` after a hint for a card that may be played, ``dim`` for one
    that may not; ``caption`` names who played it on the table."""

    token: str
    url: str
    label: str
    lit: bool = False
    dim: bool = False
    winner: bool = False
    caption: str = ""
    tag: str = ""  # the short name written on a small card (Presenter.card_tag)


@dataclass(frozen=True)
class SeatInfo:
    """A seat's box: name, cards left, tricks and points so far, and its role this deal."""

    seat: int
    name: str
    count: int
    tricks: int
    points: int
    turn: bool
    badges: tuple[str, ...]
    cards: tuple[CardFace, ...] = ()  # face up: teacher mode only
    shown: tuple[CardFace, ...] = ()  # shown to everyone (a poignée, trumps in the écart)
    out: bool = False  # sits this deal out (the dealer, « le mort », at 6-player tarot)


@dataclass(frozen=True)
class TrickInfo:
    title: str
    plays: tuple[CardFace, ...]
    held: tuple[CardFace, ...] = ()
    aside_title: str = ""  # the chien or the écart under way, and what it says
    aside: tuple[CardFace, ...] = ()


@dataclass(frozen=True)
class Aside:
    """The écart, or the chien nobody saw, at the end of a deal: cards that count for a camp
    though no trick brought them (``points`` as the deck counts them)."""

    title: str
    cards: tuple[CardFace, ...]
    points: int


@dataclass(frozen=True)
class Pile:
    """One seat's pile at the end of a deal; the taker's holds the écart (or the chien) it
    counts with. Bonuses that go to a side are on its :class:`Camp`."""

    title: str
    cards: tuple[CardFace, ...]
    points: int
    tricks: int
    score: int
    bonuses: tuple[str, ...]
    winner: bool
    aside: Aside | None = None


@dataclass(frozen=True)
class Camp:
    """A side of a deal at its end: its card points added up on screen (``sum``, ending with
    the total the score works with) and the bonuses it receives."""

    title: str
    sum: str
    points: int
    bonuses: tuple[str, ...]
    won: bool


class TrickPresenter(Presenter):
    """How a trick game looks (see the module docstring)."""

    #: scored by tricks rather than card points (the seat boxes then show tricks only)
    by_tricks = False
    #: which phase's buttons the player is asked for, and their title (a game's own phases)
    turn_keys: dict[str, str] = {}
    titles: dict[str, str] = {}

    # --- cards ---------------------------------------------------------------------------------
    def face(self, card: Card, **extra: Any) -> CardFace:
        return CardFace(str(card), self.card_url(card, self.lang), card_name(card, self.lang),
                        tag=self.card_tag(card, self.lang), **extra)

    def hand(self) -> list[CardFace]:
        """The player's hand; after a hint the legal cards are lit and the others dimmed."""
        lit = self.table.lit_cards()
        return [self.face(c, lit=c in lit, dim=bool(lit) and c not in lit) for c in self.view.hand]

    @property
    def clickable(self) -> bool:
        """Whether a click on a hand card does something now (play it)."""
        return self.table.human_to_move and self.view.phase == "play"

    def click(self, token: str) -> Intent:
        """The player clicks a card: play it (the table explains a refusal)."""
        try:
            card = Card.of(token)
        except TarotError:
            return None
        return self.card_action(card)

    def card_action(self, card: Card) -> Action:
        """What clicking ``card`` in the hand does now: play it."""
        return Play(card)

    def tricks_done(self) -> int:
        return len(self.view.tricks)

    def points_text(self, points: int) -> str:
        """Card points as the player counts them (in the deck's unit)."""
        return str(points)

    # --- the screen ----------------------------------------------------------------------------
    def status(self) -> str:
        table, view, lang = self.table, self.view, self.lang
        if self.over:
            return t("turn.over", lang)
        if view.to_act == self.me:
            return self.your_turn()
        key = "turn.wait" if table.teacher else self.robot_turn()
        line = t(key, lang, name=self.name(view.to_act))
        return line if self.me in view.seats else f"{t('turn.dead', lang)} {line}"

    def your_turn(self) -> str:
        """The status when the player is to act: what this phase asks of them."""
        return t(self.turn_keys.get(self.view.phase, "turn.you"), self.lang)

    def robot_turn(self) -> str:
        """The words key of the status while a robot acts (``{name}``: the robot)."""
        return "turn.bot"

    def seats(self) -> list[SeatInfo]:
        """Every seat's box, the player's included (seat order)."""
        table, view, opened = self.table, self.view, self.open
        show_open = table.teacher and table.open_hands
        infos = []
        for seat in range(table.players):
            badges = []
            if seat == view.dealer:
                badges.append(t("seat.dealer", self.lang))
            out = bool(view.seats) and seat not in view.seats
            if out:
                badges.append(t("seat.dead", self.lang))
            badges += self.badges(seat)
            cards = tuple(self.face(c) for c in opened.hands[seat]) if show_open and seat else ()
            # cards shown to all stay in front of their seat until the first trick is taken
            shown = () if view.tricks else tuple(self.face(c) for c in self.shown(seat))
            infos.append(SeatInfo(seat, self.name(seat), view.hand_sizes[seat], view.tricks_won[seat],
                                  view.pile_points[seat], view.to_act == seat, tuple(badges), cards,
                                  shown, out))
        return infos

    def shown(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` showed to everyone (none here)."""
        return ()

    def badges(self, seat: int) -> list[str]:
        """A seat's role this deal (none here)."""
        return []

    def middle(self) -> TrickInfo | None:
        """The middle of the table before the play, when the game shows its own (an auction)."""
        return None

    def trick(self) -> TrickInfo:
        """The middle of the table: the game's own (:meth:`middle`), else the trick being
        played, else the last one and who won it."""
        view, lang = self.view, self.lang
        if (own := self.middle()) is not None:
            return own
        held = tuple(self.face(c, caption=self.name(s)) for s, c in self.held()) if view.trick else ()
        if view.trick:
            plays = tuple(self.face(c, caption=self.caption(s, c)) for s, c in view.trick)
            return TrickInfo(t("trick.current", lang), plays, held, *self.note())
        if view.tricks:
            last = view.tricks[-1]
            plays = tuple(self.face(c, caption=self.caption(s, c), winner=s == last.winner)
                          for s, c in last.plays)
            title = t("trick.tie", lang) if last.winner is None else self.table.said("trick.last", last.winner)
            return TrickInfo(title, plays, (), *self.note())
        leader = view.to_act if view.phase == "play" and view.to_act is not None else view.leader
        if leader == self.me:
            return TrickInfo(t("trick.you_lead", lang), (), (), *self.note())
        return TrickInfo(t("trick.leads", lang, name=self.name(leader)), (), (), *self.note())

    def caption(self, seat: int, card: Card) -> str:
        """Under a card on the table: who played it."""
        return self.name(seat)

    def note(self) -> tuple[str, tuple[CardFace, ...]]:
        """Beside the trick: what the game reminds the player of there (``""``: nothing)."""
        return "", ()

    def held(self) -> tuple[tuple[int, Card], ...]:
        """Cards of earlier rounds still on the table beside the trick, with who played them
        (none here)."""
        return ()

    def size(self) -> str:
        """The felt's size classes: it scales the cards to the seats and the hands."""
        return f"players-{self.table.players}"

    def scene(self) -> dict[str, Any]:
        """The plain data the felt draws."""
        lang, table = self.lang, self.table
        infos = self.seats()

        def line(info: SeatInfo) -> str:
            # the number of cards is drawn next to the backs (or is the hand itself)
            parts = [t("seat.tricks", lang, n=info.tricks)]
            if not self.by_tricks:
                parts.append(t("seat.points", lang, n=self.points_text(info.points)))
            return " · ".join(parts)

        def seat(info: SeatInfo) -> dict[str, Any]:
            return {"name": info.name, "line": line(info), "badges": list(info.badges), "turn": info.turn,
                    "count": info.count, "countText": t("seat.cards", lang, n=info.count),
                    "handLabel": t("hand.open", lang, name=info.name),
                    "cards": [asdict(c) for c in info.cards], "shown": [asdict(c) for c in info.shown],
                    "out": info.out}

        trick = self.trick()
        return {
            "opponents": [seat(infos[s]) for s in table.around()],
            "me": seat(infos[self.me]),
            # « waiting »: no card is played there before the play begins (an auction), so a
            # phone need not keep the trick's height for it (the hand moves then anyway, when
            # the bids' buttons go)
            "trick": {"title": trick.title, "plays": [asdict(c) for c in trick.plays],
                      "held": [asdict(c) for c in trick.held], "asideTitle": trick.aside_title,
                      "aside": [asdict(c) for c in trick.aside],
                      "waiting": not trick.plays and self.view.phase != "play"},
            "heldTitle": t("trick.held", lang),
            "hand": [asdict(c) for c in self.hand()],
            "handLabel": t("hand.label", lang),
            "legalWord": t("card.legal", lang),
            "playable": self.clickable,
            "back": self.back_url(lang),
            "size": self.size(),
        }

    # --- the decisions -------------------------------------------------------------------------
    def choice_title(self) -> str:
        return t(self.titles.get(self.view.phase, "announce.title"), self.lang)

    def choices(self) -> list[Choice]:
        """The player's buttons before the play (bets, call, announcements), when it is their turn."""
        if not self.table.human_to_move or self.view.phase == "play":
            return []
        seen: set[str] = set()
        out = []
        for action in self.view.legal:
            label = self.label(action)
            if label not in seen:  # « Trop cool » may be shown with several sets of trumps
                seen.add(label)
                out.append(Choice(label, str(action)))
        return out

    # --- the log -------------------------------------------------------------------------------
    def announcements(self) -> list[str]:
        """This deal's decisions other than the cards played, in order, as sentences."""
        return [self.describe(seat, action) for seat, action in self.view.history if not isinstance(action, Play)]

    def describe(self, seat: int, action: Action, betting: bool = False) -> str:
        """« Hugo joue le 5 d'atout. », or the move's button words; ``betting`` tells a move of
        the bets from one after them (see :class:`ui.games.auction.AuctionPresenter`)."""
        if isinstance(action, Play):
            return self.table.said("log.play", seat, card=card_name(action.card, self.lang))
        return self.table.said("log.move", seat, move=self.label(action))

    def dealer(self) -> str:
        table, dealer = self.table, self.view.dealer
        line = super().dealer()
        return line if dealer in self.view.seats else f"{line} {table.said('log.dead', dealer)}"

    # --- the end of the deal -------------------------------------------------------------------
    def pile_points(self, seat: int) -> int:
        """The points of the tricks in ``seat``'s pile (an écart or chien it counts is shown apart)."""
        return self.result.card_points[seat]

    def bonus(self, name: str) -> str:
        """A bonus's name on a pile."""
        return t(f"prime.{name}", self.lang)

    def bonuses(self) -> dict[int, list[str]]:
        """The bonuses on each seat's pile."""
        out: dict[int, list[str]] = {s: [] for s in range(self.table.players)}
        for name, seat, points in self.result.bonuses:
            out[seat].append(t("end.bonus", self.lang, name=self.bonus(name), points=points))
        return out

    def taker_aside(self) -> Aside | None:
        """What the taker's pile counts besides its tricks (an écart, a chien): none here."""
        return None

    def aside_holder(self) -> int | None:
        """The seat whose pile shows :meth:`taker_aside` (none here)."""
        return None

    def chien_pile(self) -> Aside | None:
        """A chien that is nobody's pile: none here."""
        return None

    def camps(self) -> list[Camp]:
        """The two sides of a deal played by camps: none here."""
        return []

    def piles(self) -> list[Pile]:
        """Each seat's pile, card points, tricks, bonuses and score, once the deal is over
        (a deal dealt again, nobody having bid, played no card: it has none)."""
        result = self.result
        if result is None or result.redeal:
            return []
        shown, bonuses, aside = self.open, self.bonuses(), self.taker_aside()
        return [Pile(self.table.said("end.pile", s), tuple(self.face(c) for c in shown.piles[s]),
                     self.pile_points(s), result.tricks[s], result.scores[s], tuple(bonuses[s]),
                     s in result.winners, aside if s == self.aside_holder() else None)
                for s in shown.seats]  # the dead seat at 6 players has no pile

    def terms(self, terms: list[tuple[int, str]]) -> str:
        """« 37 (Toi) + 8 (écart) − 0,5 (échange de l'Excuse) »."""
        out = ""
        for points, label in terms:
            sign = "" if not out else " − " if points < 0 else " + "
            out += f"{sign}{self.points_text(abs(points))} ({label})"
        return out

    def verdict(self) -> list[str]:
        """The end of the deal in sentences: redeal, the bet, the winners, unscored cards."""
        result, lang, view = self.result, self.lang, self.view
        if result is None:
            return []
        if result.redeal:
            return [t("end.redeal", lang)]
        lines = self.bet_lines()
        if result.unscored:
            lines.append(t("end.unscored", lang))
        if self.by_tricks:  # who took how many, most first: the point is seen to go where it says
            seats = sorted(range(self.table.players), key=lambda s: -view.tricks_won[s])
            counts = ", ".join(f"{t('seat.you_last', lang) if s == self.me else self.name(s)} {view.tricks_won[s]}"
                               for s in seats)
            lines.append(t("end.most_tricks", lang, counts=counts))
        return [*lines, self.winners("end.winner", result.winners)]

    def bet_lines(self) -> list[str]:
        """Whether the bet was won, in a sentence (none: no bet)."""
        return []

    def score_steps(self) -> list[str]:
        """The score worked out step by step, in words, when the engine details it."""
        if self.result is None:
            return []
        detail = self.result.detail
        return detail.lines(self.lang) if detail is not None else []
