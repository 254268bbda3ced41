"""A card-play robot any trick game may use: it plays from the seat's view only, and says why.

:class:`CardPlayer` estimates, for each legal card, the chance that its side takes the trick
(:func:`engine.botkit.trick_chance`, from public information only: its hand, the cards played,
the cards shown, who could not follow suit) and weighs it against what the card is worth for
later tricks. As it stands it plays a game won by tricks, whatever the cards count (Mon premier
Tarot registers :func:`decide`); a game whose card points count subclasses it and gives its own
:meth:`~CardPlayer.power`, :meth:`~CardPlayer.value`, sentences and the like (Tarot Kids).

>>> from engine import Deal
>>> deal = Deal.from_hands("premier", "KH 2H / 3H 4H / QH 5H", dealer=2)
>>> _ = deal.apply("KH")
>>> decision = decide(deal.view(1), "medium")
>>> str(decision.action), decision.en
('3H', 'I cannot win this trick, so I play my weakest card: the 3 of hearts.')
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from .actions import Play
from .botkit import (EASY_TEXT, LEAD_KINDS, PLAY_TEXT, Decision, Others, at_random, names, others,
                     points, seats_after, trick_chance)
from .cards import TRUMP, Card, Deck
from .protocol import get_game
from .texts import suit_name
from .trickgame import TrickView
from .tricks import led_suit, none_of

#: how much a card may still win later, by rank, in a game won by tricks (the Kings most)
_POWER = {14: 0.6, 13: 0.45, 12: 0.3, 11: 0.2}
_EXCUSE_POWER = 0.25


@dataclass(frozen=True)
class Table:
    """The trick on the table, seen from the seat to play."""

    view: TrickView
    deck: Deck
    team: frozenset[int]
    plays: tuple[tuple[int, Card], ...]
    after: tuple[int, ...]  # seats still to play in this round
    stake: int              # points on the table (rounds waiting there and this round)
    others: Others

    @property
    def leading(self) -> bool:
        return not self.plays


@dataclass(frozen=True)
class Option:
    """One card the seat may play, weighed."""

    card: Card
    chance: float  # that my side takes the trick
    mine: bool     # my card is the only best card after I play it
    tie: bool      # my card ties the best card
    value: float   # how good the move is


class CardPlayer:
    """The medium robot's card play (see the module docstring): the card of best
    :meth:`value`, explained in a sentence of :attr:`TEXT`."""

    #: the sentences by kind of move (:meth:`kind`), ``{fr}``/``{en}`` the card played
    TEXT: ClassVar[dict[str, tuple[str, str]]] = {
        **PLAY_TEXT,
        "let": ("Mon équipier gagne ce pli : pas besoin de passer devant, je joue {fr}.",
                "My teammate is winning this trick: no need to beat them, I play {en}."),
        "tie": ("Je joue {fr}, une carte aussi forte que la meilleure du pli : égalité, on "
                "rejouera un tour pour ce pli.",
                "I play {en}, as strong as the best card: a tie, so this trick goes on for one "
                "more round."),
        "try": ("Je tente de gagner le pli avec {fr}, même si quelqu'un peut encore me battre.",
                "I try to win the trick with {en}, even if someone can still beat me."),
        "excuse": ("Je joue l'Excuse : je ne gagnerai pas ce pli, et je garde mes bonnes cartes "
                   "pour les plis suivants.",
                   "I play the Excuse: I will not win this trick, and I keep my good cards for "
                   "the next tricks."),
        "lost": ("Je ne peux pas gagner ce pli, alors je joue ma carte la plus faible : {fr}.",
                 "I cannot win this trick, so I play my weakest card: {en}."),
    }

    # --- what the seat sees ----------------------------------------------------------------------
    def team(self, view: TrickView) -> frozenset[int]:
        """This seat and the seats it knows play on its side: alone here."""
        return frozenset({view.seat})

    def waiting(self, view: TrickView) -> tuple[tuple[int, Card], ...]:
        """Cards of earlier rounds still on the table, won with this one: none here."""
        return ()

    def table(self, view: TrickView) -> Table:
        deck = get_game(view.game).deck
        stake = deck.total(c for _, c in (*self.waiting(view), *view.trick) if not c.is_excuse)
        return Table(view, deck, self.team(view), view.trick, seats_after(view), stake, others(view))

    # --- weighing a card -------------------------------------------------------------------------
    def power(self, table: Table, card: Card) -> float:
        """What ``card`` may still win later, used up if played now."""
        if card.is_excuse:
            return _EXCUSE_POWER
        if card.is_trump:
            return 0.3 + 0.7 * card.rank / 21
        return _POWER.get(card.rank, card.rank / 100)

    def value(self, table: Table, card: Card, chance: float) -> float:
        """How good playing ``card`` is: here only the trick counts."""
        return chance - self.power(table, card)

    def allowed(self, table: Table, option: Option) -> bool:
        """Whether the robot plays ``option`` when it has another choice: any card here."""
        return True

    def option(self, table: Table, card: Card) -> Option:
        odds = trick_chance(table.view, table.others, table.team, card, table.after)
        return Option(card, odds.chance, odds.mine, odds.tie, self.value(table, card, odds.chance))

    def play(self, view: TrickView) -> Decision:
        """The card to play, and why."""
        table = self.table(view)
        cards = [a.card for a in view.legal if isinstance(a, Play)]
        options = [self.option(table, c) for c in cards]
        safe = [o for o in options if self.allowed(table, o)]
        best = max(safe or options, key=lambda o: (round(o.value, 9), -table.deck.value(o.card),
                                                   -self.power(table, o.card)))
        return Decision(Play(best.card), *self.explain(table, best, options))

    # --- why this card ---------------------------------------------------------------------------
    def kind(self, table: Table, chosen: Option, options: list[Option]) -> str:
        """Which sentence of :attr:`TEXT` says why ``chosen`` (``"win"``: :meth:`win_text`)."""
        if len(options) == 1:
            return "forced"
        if table.leading:
            return next(kind for kind, floor in LEAD_KINDS if chosen.chance >= floor)
        if chosen.card.is_excuse:
            return "excuse"
        if chosen.tie:
            return "tie"
        if chosen.mine:
            return "win" if chosen.chance >= 0.5 else "try"
        if chosen.chance > 0:
            return "let"
        if any(o.mine for o in options):
            return "too-risky"
        return "lost"

    def explain(self, table: Table, chosen: Option, options: list[Option]) -> tuple[str, str]:
        kind = self.kind(table, chosen, options)
        if kind == "win":
            return self.win_text(table, chosen, options)
        alt = max((o for o in options if not o.card.is_excuse), default=chosen, key=lambda o: o.value)
        (fr, en), (alt_fr, alt_en) = names(chosen.card), names(alt.card)
        fields = dict(fr=fr, en=en, alt_fr=alt_fr, alt_en=alt_en,
                      points_fr=points(table.stake, "fr"), points_en=points(table.stake, "en"))
        return tuple(text.format(**fields) for text in self.TEXT[kind])  # type: ignore[return-value]

    def why_take(self, table: Table) -> tuple[str, str]:
        """Why the trick is worth taking, in French and English."""
        return "chaque pli gagné compte", "every trick I win counts"

    def keeps_points(self, table: Table, card: Card) -> tuple[str, str] | None:
        """The sentence for taking the trick with a card worth saving, not the smallest that
        wins (``None``: the plain one)."""
        return None

    def says_cut(self, table: Table) -> bool:
        """Whether a trump that wins a trick of another suit says « I have none left, I trump »."""
        return True

    def win_text(self, table: Table, chosen: Option, options: list[Option]) -> tuple[str, str]:
        card = chosen.card
        fr, en = names(card)
        led = led_suit([c for _, c in table.plays])
        smallest = min((o.card for o in options if o.mine),
                       key=lambda c: (c.is_trump, table.deck.strength(c))) == card
        why_fr, why_en = self.why_take(table)
        if not table.after:
            why_fr, why_en = f"je joue en dernier et {why_fr}", f"I play last and {why_en}"
        if not smallest and (own := self.keeps_points(table, card)) is not None:
            return own
        if not smallest:
            return (f"Je prends le pli avec {fr}, pour être sûr que personne ne passe devant : "
                    f"{why_fr}.",
                    f"I take the trick with {en}, to be sure nobody goes above it: {why_en}.")
        if card.is_trump and led != TRUMP and led is not None and self.says_cut(table):
            return (f"Je n'ai plus {none_of(suit_name(led, 'fr'))}, je dois couper : je mets {fr}, "
                    f"mon plus petit atout qui gagne.",
                    f"I have no {suit_name(led, 'en')} left, so I must trump: I play {en}, my "
                    f"smallest winning trump.")
        verb_fr, verb_en = ("Je coupe avec", "I trump with") if card.is_trump and led != TRUMP \
            else ("Je prends le pli avec", "I take the trick with")
        what_fr, what_en = ("mon plus petit atout", "trump") if card.is_trump \
            else ("ma plus petite carte", "card")
        return (f"{verb_fr} {fr}, {what_fr} qui gagne : {why_fr}.",
                f"{verb_en} {en}, my smallest winning {what_en}: {why_en}.")


PLAYER = CardPlayer()


def decide(view: TrickView, level: str, rng: random.Random | None = None) -> Decision:
    """The robots of a game with nothing to decide but its cards: ``easy`` plays a legal card
    at random, ``medium`` as :class:`CardPlayer` (register it with
    :func:`engine.botkit.register_bots`)."""
    if level == "easy":
        return at_random(view, rng or random.Random(), EASY_TEXT)
    if view.phase != "play":
        raise ValueError(f"the medium bot does not know the phase {view.phase!r} yet")
    return PLAYER.play(view)


__all__ = ["CardPlayer", "Option", "Table", "decide"]
