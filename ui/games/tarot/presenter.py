"""French Tarot's presenter (see the package docstring). Its cards count in half points
(« 40,5 »); a poignée is chosen trump by trump before it is shown."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine import Action, Bid, Call, Card, Declare, TarotError
from engine.games.french import TAROT_SUITS
from engine.games.tarot import CONTRACT_NAMES, CONTRACTS, POIGNEE_NAMES, POIGNEES
from engine.texts import card_list, card_name

from ...i18n import join_names, t
from ..auction import AuctionPresenter
from ..presenter import Choice, Intent, Step
from ..trick import Aside, Camp, CardFace, TrickInfo

#: the poignée offer's own buttons (they change the screen, not the deal)
PICK, SHOW, CANCEL, DECLINE = "poignee:pick", "poignee:show", "poignee:cancel", "poignee:decline"


class TarotPresenter(AuctionPresenter):
    """How a French Tarot deal looks (see the module docstring)."""

    turn_keys = {**AuctionPresenter.turn_keys, "call": "turn.you_call_king"}
    titles = {**AuctionPresenter.titles, "call": "call_king.title", "play": "poignee.title"}
    quiet = (*AuctionPresenter.quiet, DECLINE, CANCEL)
    ecart_phase = "ecart"

    def fresh(self) -> None:
        self.declined: set[int] = set()  # the seats whose person said no to showing a poignée this deal
        self.picked: list[Card] | None = None  # the trumps chosen for a poignée, while choosing

    def moved(self, seat: int, action: Action) -> None:
        self.picked = None

    def handed(self) -> None:
        """A poignée half chosen is the last person's: the next one starts afresh."""
        self.picked = None

    def points_text(self, points: int) -> str:
        """Tarot cards are worth halves (« 40,5 »)."""
        text = f"{points / 2:g}"
        return text.replace(".", ",") if self.lang == "fr" else text

    def size(self) -> str:
        return f"{super().size()} big-deck"

    # --- the screen ----------------------------------------------------------------------------
    def status(self) -> str:
        if self.poignee_offered():
            return t("turn.you_poignee", self.lang)
        return super().status()

    def keys_help(self) -> str:
        """In the écart the Enter key puts the card there: it plays nothing."""
        if self.view.phase == "ecart" and self.table.human_to_move:
            return t("kbd.help_ecart", self.lang)
        return super().keys_help()

    def hand(self) -> list[CardFace]:
        """While choosing a poignée, the chosen trumps are lit and the cards that cannot be
        shown dimmed."""
        if self.picked is None:
            return super().hand()
        trumps = set(self.poignee_trumps())
        return [self.face(c, lit=c in self.picked, dim=c not in trumps) for c in self.view.hand]

    def badges(self, seat: int) -> list[str]:
        view = self.view
        return [*super().badges(seat),
                *(t("seat.poignee", self.lang, level=self.poignee_level(len(a.cards)))
                  for s, a in view.history if s == seat and isinstance(a, Declare))]

    def taker_badge(self, contract: str) -> str:
        # the highest call is no taker until everyone else has passed
        key = "seat.bid_tarot" if self.view.phase == "bid" else "seat.taker_tarot"
        return t(key, self.lang, contract=t(f"contract.{contract}", self.lang))

    def middle(self) -> TrickInfo | None:
        if self.view.phase in ("bid", "call"):
            # the chien: the cards dealt that no hand holds (none is played yet)
            chien = len(self.table.game.cards(self.view.players)) - sum(self.view.hand_sizes)
            return TrickInfo(t("chien.waiting", self.lang, n=chien), ())
        return None

    def trick(self) -> TrickInfo:
        """A trick just taken with the Excuse in it says where the Excuse went: the winner did
        not take it (its owner keeps it), unless it was played on the last trick. Only what
        everyone sees is said: who keeps it, never which camp (the partner may be secret)."""
        info, view = super().trick(), self.view
        if view.trick or not view.tricks or (view.phase != "play" and not self.over):
            return info
        last = view.tricks[-1]
        owner = next((s for s, c in last.plays if c.is_excuse), None)
        if owner is None or last.winner in (None, owner):
            return info
        said = (t("excuse.last", self.lang) if not any(view.hand_sizes)
                else self.table.said("excuse.back", owner))
        return replace(info, title=f"{info.title} · {said}")

    def note(self) -> tuple[str, tuple[CardFace, ...]]:
        """During the first trick, the chien everyone saw, or why it stays hidden."""
        view = self.view
        if view.tricks:
            return "", ()
        if view.contract in ("garde_sans", "garde_contre"):
            return t(f"chien.{view.contract[6:]}", self.lang), ()
        if view.chien:
            return t("chien.was", self.lang), tuple(self.face(c) for c in view.chien)
        return "", ()

    # --- the decisions -------------------------------------------------------------------------
    def choices(self) -> list[Choice]:
        """Every contract (a refused one explains itself when pressed), the Kings to call, or
        the poignée offer (« show these trumps » disabled until a trump is picked: a wrong count
        explains itself when pressed)."""
        if not self.table.human_to_move:
            return []
        legal, phase, lang = self.view.legal, self.view.phase, self.lang
        if phase == "bid":
            return [*(Choice(self.label(Bid(c)), f"bid:{c}", Bid(c) in legal) for c in CONTRACTS),
                    Choice(t("bid.pass", lang), "pass")]
        if phase == "call":
            kings = [Call(Card(s, 14)) for s in TAROT_SUITS]
            calls = kings + [a for a in legal if a not in kings]
            return [Choice(self.label(a), str(a), a in legal) for a in calls]
        if not self.poignee_offered():
            return []
        if self.picked is None:
            shows = [Choice(t("poignee.show", lang, level=self.poignee_level(len(a.cards)), n=len(a.cards)),
                            str(a)) for a in legal if isinstance(a, Declare)]
            return [*shows, Choice(t("poignee.pick", lang), PICK), Choice(t("poignee.no", lang), DECLINE)]
        return [Choice(t("poignee.picked", lang, n=len(self.picked)), SHOW, len(self.picked) in self.sizes(),
                       enabled=bool(self.picked)),
                Choice(t("poignee.cancel", lang), CANCEL)]

    def label(self, action: Action) -> str:
        if isinstance(action, Bid):
            return t("bid.contract", self.lang, contract=t(f"contract.{action.level}", self.lang),
                     x=CONTRACTS.get(action.level, 0))
        return super().label(action)

    def help(self) -> str:
        """What to do while choosing the trumps of a poignée."""
        if self.picked is None:
            return ""
        return t("poignee.help", self.lang, sizes=", ".join(map(str, self.sizes())))

    def press(self, action: str) -> Intent:
        """A step of the poignée offer (choose the trumps, show them, cancel, say no), or an
        engine action."""
        if action == SHOW and self.picked is not None:
            hand = self.view.hand
            return Declare("poignee", tuple(sorted(self.picked, key=hand.index)))
        if action in (PICK, CANCEL, DECLINE):
            return Step(lambda: self.offer(action)) if self.poignee_offered() else None
        return action

    def offer(self, action: str) -> None:
        """The player chooses the trumps of a poignée, cancels, or says no to showing one."""
        self.picked = [] if action == PICK else None
        if action == DECLINE:
            self.declined.add(self.me)

    def click(self, token: str) -> Intent:
        """While choosing a poignée, a card is added to it or taken back; other cards that
        cannot be shown are explained."""
        if self.picked is None or not self.table.human_to_move:
            return super().click(token)
        try:
            card = Card.of(token)
        except TarotError:
            return None
        if card not in self.poignee_trumps():
            return Declare("poignee", (card,))  # refused: the engine says why only trumps are shown
        return Step(lambda: self.pick(card))

    def pick(self, card: Card) -> None:
        """A trump added to the poignée being chosen, or taken back."""
        assert self.picked is not None
        if card in self.picked:
            self.picked.remove(card)
        else:
            self.picked.append(card)

    # --- the poignée ---------------------------------------------------------------------------
    def poignee_offered(self) -> bool:
        """Whether the player may show a poignée now and has not said no."""
        return (self.table.human_to_move and self.me not in self.declined
                and any(isinstance(a, Declare) for a in self.view.legal))

    def poignee_trumps(self) -> list[Card]:
        """The cards a poignée may show: the player's trumps and the Excuse."""
        return [c for c in self.view.hand if c.is_trump or c.is_excuse]

    def sizes(self) -> tuple[int, ...]:
        """The poignée sizes at this table."""
        return POIGNEES[min(len(self.view.seats), 5)]

    def poignee_level(self, count: int) -> str:
        """« simple », « double » or « triple » for a poignée of ``count`` trumps."""
        sizes = self.sizes()
        name = POIGNEE_NAMES[sizes.index(count)] if count in sizes else POIGNEE_NAMES[0]
        return t(f"poignee.{name}", self.lang)

    def contract(self, level: str) -> str:
        """« la Garde », "a Garde": a contract in a sentence."""
        fr, en = CONTRACT_NAMES.get(level, (level, level))
        return fr if self.lang == "fr" else en

    def prime(self, prime: str) -> str:
        return t(f"prime.{prime}", self.lang)

    # --- the log -------------------------------------------------------------------------------
    def describe(self, seat: int, action: Action, betting: bool = False) -> str:
        said = self.table.said
        if isinstance(action, Bid):
            return said("log.contract", seat, contract=self.contract(action.level))
        if isinstance(action, Declare):
            return said("log.poignee", seat, level=self.poignee_level(len(action.cards)),
                        cards=card_list(action.cards, self.lang))
        return super().describe(seat, action, betting)

    # --- the end of the deal -------------------------------------------------------------------
    def played(self) -> bool:
        view, result = self.view, self.result
        return bool(result is not None and view.contract and view.taker is not None and not result.redeal)

    def aside(self, title: str, cards: Any) -> Aside:
        return Aside(title, tuple(self.face(c) for c in cards), self.table.game.deck.total(cards))

    def bonuses(self) -> dict[int, list[str]]:
        """None on a pile: tarot bonuses go to a camp, not to the seat that earned them."""
        return {s: [] for s in range(self.table.players)}

    def taker_aside(self) -> Aside | None:
        """The écart, or the unseen chien of a Garde sans."""
        if not self.played():
            return None
        end = self.open
        if end.contract in ("prise", "garde"):
            return self.aside(self.table.said("ecart.end", end.taker), end.ecart)
        if end.contract == "garde_sans":
            return self.aside(t("ecart.sans", self.lang), end.aside)
        return None

    def chien_pile(self) -> Aside | None:
        """A Garde contre's chien, nobody's pile: it counts for the defence."""
        if not self.played() or self.view.contract != "garde_contre":
            return None
        return self.aside(t("ecart.contre", self.lang), self.open.aside)

    def camps(self) -> list[Camp]:
        """A played deal's two camps: each one's piles (and the écart or chien it counts)
        added up to the total the score works with, then the bonuses it receives: the poignée
        goes to the camp that wins the deal, the Petit au bout to the camp that took it."""
        if not self.played():
            return []
        end, result, lang = self.open, self.result, self.lang
        detail = result.detail
        attack = {end.taker} | ({end.partner} if end.partner is not None else set())
        sides = [sorted(attack), [s for s in end.seats if s not in attack]]
        taker_aside, chien = self.taker_aside(), self.chien_pile()
        deck = self.table.game.deck
        totals = (detail.half_points, deck.total(deck.cards) - detail.half_points)  # the score's own count
        camps = []
        for index, seats in enumerate(sides):
            terms = [(result.card_points[s], self.name(s)) for s in seats]
            extra = taker_aside if index == 0 else chien
            if extra is not None:
                terms.append((extra.points, t("camp.chien" if end.contract.startswith("garde_") else "camp.ecart",
                                              lang)))
            total, shown = totals[index], sum(points for points, _ in terms)
            if total != shown:  # the Excuse stayed with its owner's camp, which gave a low card for it
                terms.append((total - shown, t("camp.excuse", lang)))
            won = (index == 0) == bool(result.won)
            receives = [b for b in result.bonuses
                        if (b[0] == "petit_au_bout" and (b[1] in attack) == (index == 0))
                        or (b[0] != "petit_au_bout" and won)]
            camps.append(Camp(
                t("camp.attack" if index == 0 else "camp.defence", lang,
                  names=join_names([self.name(s) for s in seats], lang)),
                t("camp.sum", lang, terms=self.terms(terms), n=self.points_text(total)),
                total,
                # a poignée goes to the camp that wins, whoever showed it: said when it crosses over
                tuple(t("camp.bonus" if seat in seats else "camp.bonus_won", lang, name=self.prime(name),
                        seat=self.name(seat), points=points)
                      for name, seat, points in receives),
                won))
        return camps

    def verdict(self) -> list[str]:
        """The redeal, or the contract made or not, the partner, the winners."""
        end, lang, result = self.open, self.lang, self.result
        if result is None:
            return []
        said = self.table.said
        if result.redeal == "petit-sec":
            sec = next(s for s in end.seats if [c for c in end.hands[s] if c.is_trump or c.is_excuse]
                       == [Card.of("T1")])
            return [said("end.petit_sec", sec)]
        if result.redeal:
            return [t("end.redeal_pass", lang)]
        if end.taker is None or not end.contract:
            return super().verdict()
        contract = CONTRACT_NAMES[end.contract][0] if lang == "fr" else t(f"contract.{end.contract}", lang)
        lines = [said("end.made" if result.won else "end.fell", end.taker, contract=contract)]
        if end.called is not None:  # 5 players: who was the partner, or why there was none
            card = card_name(end.called, lang)
            if end.partner is None:
                lines.append(said("end.alone_chien", end.taker, card=card))
            elif end.partner == end.taker:
                lines.append(said("end.alone_own", end.taker, card=card))
            else:
                lines.append(said("end.partner", end.partner, card=card))
        return [*lines, self.winners("end.winner", result.winners)]
