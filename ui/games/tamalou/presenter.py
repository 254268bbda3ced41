"""Le Tamalou at the table: every player's square of face-down cards, the draw pile and the
discard, the three kinds of turn, the powers, the snap window and the count, as a
:class:`~ui.games.presenter.Presenter` whose felt is drawn by ``felt.js`` beside it.

What the player sees comes from their own view only: their cards stay face down, teacher mode
opens all. A look waits for the player, never for a clock: a round starts with their first look
at their two nearest cards (:attr:`TamalouPresenter.first_look`), a power shows them one card
(:attr:`TamalouPresenter.power_look`), and nothing else happens until they say they remember it.
After each discard the snap window opens: the robots that throw a card do so after a delay that
depends on their level (:data:`REACTION`), the player has :data:`WINDOW` delays to answer (the
kindest robot's level sets it; at « facile » one touch throws a card), and whoever answers
first is logged with their seat (:class:`~ui.urlstate.Seated`). The presenter describes that
window (:meth:`TamalouPresenter.window`); the table runs it.

>>> from ui.table import Table
>>> from ui.urlstate import GameSpec
>>> table = Table(GameSpec("tamalou", 3, 4), delay=0)
>>> table.show.status()[:30], [c.action for c in table.show.choices()]
('Retiens tes deux cartes : elle', ['tamalou:remembered'])
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine import Action, Card, parse_action
from engine.games.tamalou import (NEAREST, TURNS_EACH, Announce, Draw, Exchange, Look, Snap, Swap, Take, Throw,
                                  points)
from engine.games.tamalou.rules import misuse
from engine.texts import card_list, card_name

from ...i18n import BOT_NAMES, join_names, known, say, t
from ..presenter import HUMAN, Choice, Intent, Presenter, Step, Window, capital
from .felt import TamalouFelt

#: how long a robot takes to throw a matching card, in robot delays: the stronger, the faster
REACTION = {"easy": 3.0, "medium": 2.0, "hard": 1.2}
#: how long the snap window stays open for the player, in robot delays, by the kindest robot's
#: level: at « facile » (8 s at the default delay) a child has time to find the card and touch it
WINDOW = {"easy": 10.0, "medium": 6.0, "hard": 4.5}
#: the robots' levels from the kindest
LEVELS = ("easy", "medium", "hard")
#: the player's buttons that change the screen, not the deal
TAKE, CANCEL, SNAP = "tamalou:take", "tamalou:cancel", "tamalou:snap"
REMEMBERED, SEEN = "tamalou:remembered", "tamalou:seen"  # the first look's button, a power look's
#: events whose places the felt animates (a card arrives or leaves)
MOVES = ("take", "swap", "exchange", "penalty", "snap", "wrong-snap")


def named(name: str, lang: str) -> dict[str, str]:
    """A player's name for a sentence, and as its owner: « d'Inès », "Inès's"."""
    if lang != "fr":
        return {"name": name, "of": f"{name}'s"}
    return {"name": name, "of": ("d'" if name[0] in "AEIOUYÉÈÊ" else "de ") + name}


def spot_words(spot: tuple[int, int], lang: str) -> str:
    """A place of a square in a lesson, seat 0 the learner's: « ta place 3 », « la place 1 de Léa »."""
    seat, position = spot
    if seat == HUMAN:
        return t("tam.spot.you", lang, place=position + 1)
    return t("tam.spot", lang, place=position + 1, **named(BOT_NAMES[seat - 1], lang))


def a_rank(rank: int, lang: str) -> str:
    """« un 7 », « une Dame », "an Ace": what a snap must match (the rank, not the points)."""
    key = f"tam.rank.{rank}"
    return t(key if known(key, lang) else "tam.rank", lang, rank=rank)


#: how the engine's sentences number a seat (from 1): « le joueur 2 », « au joueur 2 », « du
#: joueur 2 », « Joueur 2 »; "player 2"
_SEATS = {"fr": re.compile(r"\b(?P<lead>[Aa]u |[Dd]u |[Ll]e )?(?P<word>[Jj])oueur (?P<seat>\d+)"),
          "en": re.compile(r"\b(?P<lead>)(?P<word>[Pp])layer (?P<seat>\d+)")}


class TamalouPresenter(Presenter):
    """How a round of Le Tamalou looks and runs (see the module's docstring)."""

    art = "tamalou-"
    back = "back-tamalou.svg"
    felt = TamalouFelt
    felt_at_end = True  # at the count, every square lies face up
    at_once = True  # the snap window
    quiet = ("pass", CANCEL)
    own_words = {"turn.over": "tam.over", "teacher.replay": "tam.replay", "table.heading": "tam.heading",
                 "end.title": "tam.end_title", "end.winner": "tam.winner", "end.winners": "tam.winners",
                 "end.next": "tam.next", "sheet.deal": "tam.round", "plot.x": "tam.round",
                 "plot.summary": "tam.plot_summary"}

    @classmethod
    def text_named(cls, text: str, lang: str) -> str:
        """« Le joueur 2 a déjà dit « Tamalou » » → « Léa a déjà dit « Tamalou » »: the engine
        numbers the seats from 1, the screen never does.

        >>> TamalouPresenter.text_named("C'est au joueur 3 de jouer, chez le joueur 2.", "fr")
        "C'est à Hugo de jouer, chez Léa."
        """
        return cls.name_seats(text, lang, lambda seat: BOT_NAMES[seat - 1] if seat != HUMAN
                              else t("seat.you_last", lang))

    @staticmethod
    def name_seats(text: str, lang: str, name_of: Callable[[int], str]) -> str:
        """``text`` with each seat the engine numbers from 1 named by ``name_of(seat)``."""
        def name(match: re.Match[str]) -> str:
            seat = int(match.group("seat")) - 1
            words = named(name_of(seat), lang)
            lead = (match.group("lead") or "").lower()
            said = "à " + words["name"] if lead == "au " else words["of"] if lead == "du " else words["name"]
            return capital(said) if (match.group("lead") or match.group("word"))[0].isupper() else said
        return _SEATS[lang].sub(name, text)

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.taking = False  # « Prendre la défausse »: the next own card touched takes its place
        self.marked: list[tuple[int, int]] = []  # cards chosen for a snap or a blind exchange
        self.peeking: list[tuple[int, int]] = []  # places the player sees until they say so or move
        self.remembering = False  # the round's first look, until the player remembers
        self.remembered: set[int] = set()  # the people who had their first look this round

    def fresh(self) -> None:
        """A round starts, or is replayed: at its start the player sees their two nearest
        cards once. An undo back into the round keeps who has had their first look: a person
        never sees their two cards twice in a round."""
        self.taking, self.marked, self.peeking, self.remembering = False, [], [], False
        if not self.table.log[-1]:
            self.remembered = set()
            self.first_look_now()

    def first_look_now(self) -> None:
        """The person holding the device sees their two nearest cards once."""
        self.peeking = [(self.me, p) for p in NEAREST if self.view.slots[self.me][p]]
        self.remembering = True

    def handed(self) -> None:
        """Pass-and-play: the person now holding the device has their first look of the round
        when they had none yet (each sees only their own two cards)."""
        self.taking, self.marked, self.peeking, self.remembering = False, [], [], False
        if self.table.viewer not in self.remembered:
            self.first_look_now()

    @property
    def first_look(self) -> bool:
        """Whether the round waits for the player to remember their two cards: no timer (the
        page may take seconds to show them), no robot and no other prompt until they say so."""
        return self.remembering and self.waits

    @property
    def power_look(self) -> bool:
        """Whether the card a power showed waits for the player to say they have seen it, as
        the first look does: no timer (a child reads slowly, a teacher explains), no robot and
        no other prompt until « J'ai vu ». A black King's card stays up while the player decides
        the swap, their own move: that look waits for no button."""
        return bool(self.peeking) and not self.remembering and self.view.phase != "power" and self.waits

    @property
    def waits(self) -> bool:
        """Whether a look holds the round for the player's word: teacher mode and a lesson's
        script lead the round themselves (a look then lasts until the player's next move)."""
        return self.table.script is None and not self.table.teacher and not self.over

    @property
    def looking(self) -> bool:
        """Whether a look holds the round: only its button does something."""
        return self.first_look or self.power_look

    @property
    def level(self) -> str:
        """The kindest robot's level: it sets the player's snap window."""
        robots = [s for s in range(1, self.table.players) if s not in self.table.persons]
        return min((self.table.spec.level(s) for s in robots), default="medium",
                   key=lambda level: LEVELS.index(level) if level in LEVELS else len(LEVELS))

    @property
    def one_touch(self) -> bool:
        """At « facile », touching a card in the snap window throws it at once."""
        return self.level == "easy"

    def ready(self) -> list[tuple[int, int]]:
        """At « facile », the player's cards they know of the discard's rank, marked for them
        in the snap window (one touch throws one)."""
        view = self.view
        if not (self.one_touch and self.snapping):
            return []
        return [(self.me, p) for p, card in sorted(view.knowledge.own().items()) if card.rank == view.snap_rank]

    @property
    def top(self) -> Card | None:
        discard = self.view.discard
        return discard[-1] if discard else None

    @property
    def snapping(self) -> bool:
        """Whether the player may throw cards now (the window is open and they have not answered)."""
        view = self.view
        if self.table.spec.together:  # one shared screen: each person is asked in turn
            return not self.over and view.phase == "snap" and view.to_act == self.me
        return not self.over and view.phase == "snap" and self.me in view.snap_waiting

    def status(self) -> str:
        view, lang = self.view, self.lang
        if self.over:
            return self.word("turn.over")
        if self.first_look:
            return t("tam.first_look", lang)
        if self.power_look:
            [(seat, position)] = self.peeking
            card = card_name(view.knowledge.card(seat, position), lang)
            return t("tam.look", lang, slot=self.card_of(seat, position, self.me), card=card)
        top = card_name(self.top, lang) if self.top else ""
        if view.phase == "snap" and self.top:
            key = ("tam.snap_touch" if self.one_touch else "tam.snap_open") if self.snapping else "tam.snap_wait"
            return t(key, lang, card=top, rank=a_rank(self.top.rank, lang))
        if view.to_act != self.me:
            key = "turn.wait" if self.table.teacher else "tam.wait"
            return t(key, lang, name=self.name(view.to_act))
        if view.phase == "turn":
            if self.taking:
                return t("tam.turn_take", lang, card=top)
            if view.announcer is None:
                return t("tam.turn", lang)
            # the last round: nobody says « Tamalou » again, and an empty pile leaves the discard
            return t("tam.turn_last" if Draw() in view.legal else "tam.turn_last_take", lang)
        if view.phase == "drawn":
            return t("tam.turn_drawn", lang, card=card_name(view.drawn, lang))
        if view.power == "blind-swap" and self.marked:  # the first card touched, the player's or not
            seat, position = self.marked[0]
            if seat == self.me:
                return t("tam.power.picked", lang, place=position + 1)
            return t("tam.power.picked_other", lang, slot=capital(self.card_of(seat, position, self.me)))
        return t(f"tam.power.{view.power.replace('-', '_')}", lang)

    def shown_card(self, seat: int, position: int) -> Card | None:
        """The card the felt shows face up at this place, if any: every card at the count,
        every card in teacher mode with open hands, else only a card the player is looking at."""
        view = self.view
        if view.revealed is not None:
            return view.revealed[seat][position]
        if self.table.teacher and self.table.open_hands:
            return self.open.squares[seat][position]
        if (seat, position) in self.peeking:
            return view.knowledge.card(seat, position)
        return None

    def seats_named(self, text: str) -> str:
        """An engine sentence with the seats it numbers named as this table names them."""
        return self.name_seats(text, self.lang, lambda seat: self.name(seat) if seat != self.me
                               else t("seat.you_last", self.lang))

    def slot_name(self, seat: int, position: int) -> str:
        return say("tam.slot", self.lang, seat == self.me, place=position + 1, **self._named(seat))

    def _named(self, seat: int) -> dict[str, str]:
        return named(self.name(seat), self.lang)

    @classmethod
    def choice_label(cls, token: str, lang: str) -> str | None:
        """A power's choice in a lesson, the other square named by its player as at the table
        (« regarder la place 1 de Léa »; the engine's words number the player)."""
        action = parse_action(token)
        if isinstance(action, Look):
            return t("tam.choice.look", lang, spot=spot_words((action.seat, action.position), lang))
        if isinstance(action, Exchange):
            first, second = (spot_words(spot, lang) for spot in (action.first, action.second))
            return t("tam.choice.exchange", lang, first=first, second=second)
        return None

    def card_of(self, owner: int, position: int, actor: int) -> str:
        """Whose card a log sentence names: « ta carte 3 », « sa carte 3 » (the actor's own),
        « la carte 3 de Léa »."""
        key = "tam.card_of.you" if owner == self.me else "tam.card_of.own" if owner == actor else "tam.card_of"
        return t(key, self.lang, place=position + 1, **self._named(owner))

    def can_pick(self, seat: int, position: int) -> bool:
        """Whether touching this card does something now."""
        view = self.view
        if self.looking:
            return False
        if self.snapping:
            return seat == self.me
        if not self.table.human_to_move:
            return False
        if view.phase == "power":
            return True
        return seat == self.me and (view.phase == "drawn" or self.taking)

    def slot(self, seat: int, position: int) -> dict[str, Any] | None:
        """One place of a square as the felt draws it (``None``: a hole left by a snap)."""
        if not self.view.slots[seat][position]:
            return None
        lang = self.lang
        card = self.shown_card(seat, position)
        name = self.slot_name(seat, position)
        label = t("tam.open", lang, slot=name, card=card_name(card, lang)) if card else t("tam.hidden", lang, slot=name)
        if position >= 4:
            label += f" ({t('tam.penalty', lang)})"
        spot = (seat, position)
        # a card nobody may see shows the deck's back, as the pile does (not a blank face)
        url = self.card_url(card, lang) if card else self.back_url(lang)
        return {"token": str(card) if card else "", "url": url, "label": capital(label),
                "pick": f"slot:{seat}:{position}" if self.can_pick(seat, position) else "",
                "lit": spot in self.marked or spot in self.ready(), "peek": spot in self.peeking and card is not None,
                "moved": spot in self.last_moved(), "penalty": position >= 4, "open": card is not None}

    def last_moved(self) -> set[tuple[int, int]]:
        """The places the last public event touched (the felt animates them once)."""
        events = self.view.events
        return set(events[-1].spots) if events and events[-1].kind in MOVES else set()

    def seat_scene(self, seat: int) -> dict[str, Any]:
        view, lang = self.view, self.lang
        count = view.cards_left(seat)
        badges = []
        if seat == view.dealer:
            badges.append(t("seat.dealer", lang))
        if seat == view.announcer:
            badges.append(say("tam.badge_announced", lang, seat == self.me))
        return {"name": self.name(seat), "mine": seat == self.me, "turn": view.to_act == seat and view.phase != "snap",
                "badges": badges,
                "squareLabel": say("tam.square", lang, seat == self.me, n=count, **self._named(seat)),
                "slots": [self.slot(seat, p) for p in range(len(view.slots[seat]))]}

    def middle(self) -> dict[str, Any]:
        view, lang = self.view, self.lang
        turn = self.table.human_to_move and view.phase == "turn" and not self.looking
        pile = {"token": "", "url": self.back_url(lang), "label": t("tam.pile", lang, n=view.pile),
                "pick": "pile" if turn and Draw() in view.legal else ""} if view.pile else None
        top = self.top
        discard = {"token": str(top), "url": self.card_url(top, lang), "label": capital(card_name(top, lang)),
                   "pick": "discard" if turn or (self.table.human_to_move and view.phase == "drawn") else ""} if top else None
        drawn = None
        if view.drawn is not None:
            drawn = {"token": str(view.drawn), "url": self.card_url(view.drawn, lang),
                     "label": capital(card_name(view.drawn, lang)), "pick": "", "peek": True, "open": True}
        elif view.phase in ("drawn",):
            drawn = {"token": "", "url": self.back_url(lang), "pick": "",
                     "label": t("tam.drawn_hidden", lang, name=self.name(view.turn_seat))}
        title = t("tam.middle", lang)
        if view.announcer is not None and not self.over:
            title = say("tam.last_round", lang, view.announcer == self.me, name=self.name(view.announcer))
        return {"title": title, "quiet": view.announcer is None or self.over, "pile": pile,
                "pileTitle": t("tam.pile_caption", lang, n=view.pile),
                "discard": discard, "discardTitle": t("tam.discard" if top else "tam.discard_empty", lang),
                "drawn": drawn, "drawnTitle": t("tam.drawn", lang)}

    def scene(self) -> dict[str, Any]:
        """The plain data the felt draws: the squares (the player's last), the middle."""
        return {"seats": [self.seat_scene(s) for s in (*self.table.around(), self.me)], "middle": self.middle(),
                "size": f"players-{self.table.players}", "fresh": len(self.view.events)}

    # --- the player's buttons ----------------------------------------------------------------
    def choices(self) -> list[Choice]:
        view, lang = self.view, self.lang
        if self.first_look:
            return [Choice(t("tam.remembered", lang), REMEMBERED)]
        if self.power_look:
            return [Choice(t("tam.seen", lang), SEEN)]
        if self.snapping and self.one_touch:
            return [Choice(t("tam.no_snap", lang), "pass")]
        if self.snapping:
            n = len(self.marked)
            label = t("tam.snap_n", lang, n=n) if n else t("tam.snap", lang)
            return [Choice(label, SNAP, enabled=bool(n)), Choice(t("tam.no_snap", lang), "pass")]
        if not self.table.human_to_move:
            return []
        legal = view.legal
        if view.phase == "turn":
            if self.taking:
                return [Choice(t("tam.cancel", lang), CANCEL)]
            return [Choice(t("tam.draw", lang), "draw", Draw() in legal),
                    Choice(t("tam.take", lang), TAKE, any(isinstance(a, Take) for a in legal)),
                    Choice(t("tam.announce", lang), "tamalou", Announce() in legal)]
        if view.phase == "drawn":
            return [Choice(t("tam.throw", lang), "throw")]
        if self.marked:
            return [Choice(t("tam.cancel", lang), CANCEL)]
        return [Choice(t("tam.keep" if view.power == "king-swap" else "tam.skip", lang), "pass")]

    def press(self, action: str) -> Intent:
        """A button: an engine action, or a step that changes the screen (remembered, seen,
        take, cancel, snap)."""
        if self.looking:
            if action != (REMEMBERED if self.first_look else SEEN):
                return None
            return Step(self.seen, go=True)  # the round goes on: the robots play
        if action == TAKE and self.table.human_to_move and self.view.phase == "turn":
            return Step(lambda: setattr(self, "taking", True))
        if action == CANCEL:
            return Step(self.cancel)
        if action == SNAP:
            return Snap(tuple(sorted(p for _, p in self.marked))) if self.marked else None
        return action

    def seen(self) -> None:
        """The player remembers their cards, or has seen the card a power showed."""
        if self.remembering:
            self.remembered.add(self.me)
        self.remembering, self.peeking = False, []

    def cancel(self) -> None:
        """« Annuler »: no card to take the discard's place, no card marked."""
        self.taking, self.marked = False, []

    def mark(self, marked: list[tuple[int, int]]) -> Step:
        """The cards marked for a snap or a blind exchange become ``marked``."""
        return Step(lambda: setattr(self, "marked", marked))

    def click(self, key: str) -> Intent:
        """A touched card (``slot:SEAT:POSITION``), the draw pile or the discard."""
        view = self.view
        if self.looking:
            return None
        if key == "pile":
            return Draw() if self.table.human_to_move and view.phase == "turn" else None
        if key == "discard":
            if self.table.human_to_move and view.phase == "drawn":
                return Throw()
            return self.press(TAKE)
        parts = key.split(":")
        if len(parts) != 3 or parts[0] != "slot" or not (parts[1].isdigit() and parts[2].isdigit()):
            return None
        spot = (int(parts[1]), int(parts[2]))
        if not self.can_pick(*spot):
            return None
        if self.snapping and self.one_touch:
            return Snap((spot[1],))
        if self.snapping:
            return self.mark([m for m in self.marked if m != spot] if spot in self.marked else [*self.marked, spot])
        if view.phase == "turn":
            return Take(spot[1])
        if view.phase == "drawn":
            return Swap(spot[1])
        if view.power == "king-swap" and view.looked is not None:
            return Exchange(*sorted((spot, view.looked)))
        if view.power == "blind-swap":
            if not self.marked:
                return self.mark([spot])
            first = self.marked[0]
            if first == spot:
                return self.mark([])
            return Exchange(*sorted((first, spot)))
        return Look(*spot)

    def moved(self, seat: int, action: Action) -> None:
        self.taking, self.marked = False, []
        if seat != self.me:
            return
        # the player moves on: what they looked at turns back, and a power's look shows its
        # card (a misused power shows nothing). A pass is the player's own too: no clock
        # answers for them while a look holds the round
        view = self.view
        shown = isinstance(action, Look) and not misuse(view.power, view.looked, seat, action)
        self.peeking = [(action.seat, action.position)] if shown else []
        if self.remembering:
            self.remembered.add(seat)
        self.remembering = False

    # --- the snap window ------------------------------------------------------------------
    def window(self) -> Window | None:
        """The snap window, as the table runs it: the seats still to answer, each robot's
        reaction at its level, the player's time at the kindest robot's level."""
        view = self.view
        if self.over or view.phase != "snap" or self.table.spec.together:
            return None  # pass-and-play asks each seat in turn: no race on one shared screen
        level = self.table.spec.level
        reaction = {s: REACTION.get(level(s), 2.0) for s in view.snap_waiting if s != self.me}
        # which turn, how deep the discard: a wrong snap or a pass leaves the same window open
        return Window((view.turn, len(view.discard)), tuple(view.snap_waiting), reaction,
                      WINDOW.get(self.level, WINDOW["medium"]))

    def holding(self) -> bool:
        return self.looking

    # --- the screen's words ------------------------------------------------------------------
    def keys_help(self) -> str:
        return t("tam.keys", self.lang)

    def choice_title(self) -> str:
        key = ("tam.first_look_title" if self.first_look else "tam.look_title" if self.power_look
               else "tam.snap" if self.snapping else "tam.choices")
        return t(key, self.lang)

    def choice_css(self, choice: Choice) -> list[str]:
        return ["snap-live"] if choice.action == SNAP else []

    # --- the log and the count ---------------------------------------------------------------
    def seen_then(self) -> dict[int, Card]:
        """The card each look of this round saw, by the index of its event: the card that lay
        there at that moment, never the one a swap or a snap left there since (the player's own
        looks; every seat's in the open view)."""
        shown = self.open
        return dict((shown or self.view).seen)

    def says_looks(self, seat: int) -> bool:
        """Whether the log names the card a look saw: only in teacher mode (the player looks to
        remember, and the card shows during the look only), a robot's look only with open hands."""
        return self.table.teacher and (seat == self.me or self.table.open_hands)

    def announcements(self) -> list[str]:
        """What happened this round, in sentences, from the public events, each said as it was
        then. A look names no card (Le Tamalou is a memory game) but in teacher mode."""
        lang, lines = self.lang, []
        rank = 0  # the rank on top of the discard, which a snap must match
        for index, event in enumerate(self.view.events):
            seat, you = event.seat, event.seat == self.me
            name = self.name(seat)
            cards = card_list(event.cards, lang) if event.cards else ""
            kind = event.kind
            if kind == "draw":
                continue  # said with what follows: a swap or a throw
            if kind in ("take", "swap"):
                place = event.spots[0][1] + 1
                key = "tam.log_take" if kind == "take" else "tam.log_swap"
                lines.append(say(key, lang, you, name=name, card=cards, place=place))
            elif kind in ("discard", "throw"):
                lines.append(say("tam.log_throw", lang, you, name=name, card=cards))
            elif kind == "look":
                owner, position = event.spots[0]
                slot = self.card_of(owner, position, seat)
                seen = self.seen_then().get(index) if self.says_looks(seat) else None
                if seen is None:
                    lines.append(say("tam.log_look", lang, you, name=name, slot=slot))
                else:
                    lines.append(say("tam.log_look_seen", lang, you, name=name, slot=slot, card=card_name(seen, lang)))
            elif kind == "exchange":
                first, second = (self.card_of(s, p, seat) for s, p in event.spots)
                lines.append(say("tam.log_exchange", lang, you, name=name, first=first, second=second))
            elif kind in ("snap", "wrong-snap"):
                key = "tam.log_snap" if kind == "snap" else "tam.log_wrong_snap"
                lines.append(say(key, lang, you, name=name, cards=cards, rank=a_rank(rank, lang)))
            if kind in ("swap", "discard", "throw", "snap"):  # each puts its last card on the discard
                rank = event.cards[-1].rank
            elif kind in ("misuse", "penalty", "reshuffle"):
                lines.append(say(f"tam.log_{kind}", lang, you, name=name))
            elif kind == "pass":
                lines.append(say("tam.log_pass", lang, you, name=name))
            elif kind == "announce":
                lines.append(say("tam.log_announce", lang, you, name=name))
        return lines

    def count_lines(self) -> list[str]:
        """Each square added up in words: « Léa : 3 + 0 + 10 = 13 points »."""
        result, lang = self.result, self.lang
        if result is None:
            return []
        lines = []
        for seat, square in enumerate(result.squares):
            cards = [c for c in square if c is not None]
            if not cards:
                lines.append(self.table.said("tam.count_none", seat))
                continue
            terms = " + ".join(str(points(c)) for c in cards)
            lines.append(t("tam.count", lang, name=self.name(seat), terms=terms, n=result.totals[seat]))
        return lines

    def verdict(self) -> list[str]:
        """Who said « Tamalou ! », whether it worked, and who wins the round."""
        result, lang = self.result, self.lang
        if result is None:
            return []
        lines = []
        a = result.announcer
        if a is not None:
            n, limit = result.totals[a], result.limit
            key = "tam.won_announcer" if result.announcer_won else "tam.lost_limit" if n > limit else "tam.lost_low"
            lines.append(self.table.said(key, a, n=n, limit=limit))
        names = join_names([self.name(s) for s in result.winners], lang)
        if a is None:  # the pile ran out twice, or nobody announced for many turns
            key = "tam.end_turns" if result.ended == "turns" else "tam.end_pile"
            lines.append(t(key, lang, names=names, n=TURNS_EACH))
        elif not result.announcer_won:
            lines.append(t("tam.lowest", lang, names=names))
        lines.append(self.winners("end.winner", result.winners))
        return lines

    def target(self) -> str:
        return t("tam.target", self.lang, n=self.table.match.options["wins"])

    def score_steps(self) -> list[str]:
        return self.count_lines()
