"""« Conseil »'s tip: the one idea behind the advised choice, named as the strategy lessons
name it (« Ton partenaire gagne ce pli : donne-lui des points », « Garde ton Petit à l'abri »…),
said only when it is true of the position and the advised action.

The ideas of the card play are the same in every trick game and are checked here, on the
seat's view (a card that completes its trick is judged in a world that fits the view: every card
of that trick is known, so who takes it is the same in every such world). Each game says which
ideas it teaches, in its own words (its table has no « preneur », or calls it otherwise), and
adds the ideas of its own auction (:func:`register_tips`, from ``engine/games/<id>/tips.py``).
When no idea of the game fits, the tip is a plain sentence of that game's: the choice brings the
most on average (``"best"``), loses the least (``"least-loss"``), or is worth the best ones
within the noise (``"as-good"``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from .actions import Action, Play
from .botkit import others
from .cards import PETIT, TRUMP, Card
from .protocol import get_game
from .search import _sample, fork
from .texts import card_name, counted, suit_name
from .trickgame import TrickDeal, TrickView

#: the plain sentences every game gives when no idea fits
GENERIC = ("best", "least-loss", "as-good")
#: the plain sentences of a game scored in points, for the games that are to use them
POINTS: dict[str, tuple[str, str]] = {
    "best": ("Ce choix rapporte le plus en moyenne.", "This choice brings the most on average."),
    "least-loss": ("Tous les choix perdent des points ici : celui-ci perd le moins en moyenne.",
                   "Every choice loses points here: this one loses the least on average."),
    "as-good": ("Ce choix vaut les meilleurs : leurs écarts ne sont que du hasard.",
                "This choice is as good as the best ones: their gaps are only chance."),
}
#: the card play's ideas this module checks (a game gives those it has words for); the
#: ``"master"`` trump is judged by rank, the order of Tarot's trumps, Kids' and Le Tarin's
PLAY = ("excuse", "save-petit", "keep-petit", "load", "take", "take-trick", "dump-taker", "dump", "master",
        "trump-taker")

#: the fields a tip's words may use, each a pair (French, English)
Fields = dict[str, tuple[str, str]]
#: a game's own ideas: ``(view, advised action)`` → (key, fields) when one is true, else ``None``
OwnFacts = Callable[[TrickView, Action], "tuple[str, Fields] | None"]


@dataclass(frozen=True)
class Tip:
    """The idea said first: its key (the idea's name, for the tests) and its words."""

    key: str
    fr: str
    en: str

    def text(self, lang: str) -> str:
        return self.fr if lang == "fr" else self.en


@dataclass(frozen=True)
class GameTips:
    """A game's tips: its words by key (``{key: (fr, en)}``, with ``{field}`` places) and its
    own ideas (the auction's, the écart's…)."""

    words: Mapping[str, tuple[str, str]]
    own: OwnFacts | None = None


#: the tips of each game, by game id (each game registers its own)
TIPS: dict[str, GameTips] = {}


def register_tips(game: str, words: Mapping[str, tuple[str, str]], own: OwnFacts | None = None) -> None:
    """Give ``game``'s tips: a key this module checks is given only if the game has words for it;
    the plain sentences (:data:`GENERIC`) are required."""
    missing = [key for key in GENERIC if key not in words]
    if missing:
        raise ValueError(f"{game}: no words for the tips {missing}")
    TIPS[game] = GameTips(dict(words), own)


def some(n: int, fr: tuple[str, str], en: tuple[str, str], gender: str = "m") -> tuple[str, str]:
    """A count and its noun in both languages, none said as none: « aucun Roi » / "no King",
    « 1 Bout » / "1 Bout", « 6 atouts » / "6 trumps" (``gender``: the French noun's, for
    « aucune »)."""
    if n == 0:
        return f"{'aucune' if gender == 'f' else 'aucun'} {fr[0]}", f"no {en[0]}"
    return counted(n, *fr, "fr"), counted(n, *en, "en")


def completes(view: TrickView, action: Action) -> bool:
    """Whether ``action`` is the card that completes the trick on the table: every card of that
    trick is then known, and so is who takes it."""
    active = view.seats or range(view.players)
    return isinstance(action, Play) and view.phase == "play" and len(view.trick) == len(active) - 1


def points(view: TrickView, card: Card) -> int:
    """What ``card`` counts in this deal (La Taroinche's trump suit counts more)."""
    return get_game(view.game).card_points(card, view.trump_suit())  # type: ignore[attr-defined]


def _after(view: TrickView, action: Play) -> TrickDeal | None:
    """The deal once ``action`` completes the trick, in a world that fits the view (a fixed seed:
    who takes a trick whose every card is known is the same in every world)."""
    found = _sample(view, random.Random(0))
    if found is None:
        return None
    deal = fork(found[1])
    deal.apply(action)
    return deal


def _trick_facts(view: TrickView, action: Action) -> Iterator[tuple[str, Fields]]:
    """The card play's ideas true of ``action``, the most telling first."""
    if not isinstance(action, Play) or view.phase != "play":
        return
    card, at = action.card, len(view.tricks)
    plays = [a for a in view.legal if isinstance(a, Play)]
    cheapest = min(points(view, a.card) for a in plays)
    named = (card_name(card, "fr"), card_name(card, "en"))
    side, foes = view.known_side(), view.known_foes()
    deck = get_game(view.game).deck
    petit = PETIT in deck.bouts and any(a.card == PETIT for a in plays)
    if card.is_excuse and len(view.hand) == 2:
        yield "excuse", {}
    if completes(view, action):
        after = _after(view, action)
        winner = after.tricks[at].winner if after is not None else None
        if winner is not None and petit:
            if card == PETIT and winner in side:
                yield "save-petit", {}
            if card != PETIT:
                with_petit = _after(view, Play(PETIT))
                lost = with_petit is not None and with_petit.tricks[at].winner in foes
                if lost:
                    yield "keep-petit", {}
        if winner is not None and winner != view.seat and winner in side and points(view, card) > cheapest:
            yield "load", {"card": named}
        if winner == view.seat:
            floor = min(points(view, c) for c in deck.cards)
            if any(points(view, c) > floor for _, c in view.trick):
                yield "take", {"card": named}
            yield "take-trick", {"card": named}
        if winner in foes and points(view, card) == cheapest:
            if winner == view.taker_seat() and len(side) > 1:
                yield "dump-taker", {"card": named}
            yield "dump", {"card": named}
    if not view.trick and not card.is_excuse:
        trump = view.trump_suit()
        if card.suit == trump:
            seen = set(view.hand) | {c for t in view.tricks for _, c in t.plays}
            if all(c in seen for c in deck.cards if c.suit == trump and c.rank > card.rank):
                yield "master", {"card": named}
        taker = view.taker_seat()
        if card.suit != trump and taker is not None and view.seat not in (taker, view.partner_seat()):
            known = others(view)
            if known.void(taker, card.suit) == 1.0 and known.has(taker, lambda c: c.suit == trump) > 0:
                yield "trump-taker", {"suit": (suit_name(card.suit, "fr"), suit_name(card.suit, "en"))}


def tip(view: TrickView, action: Action, generic: str) -> Tip:
    """The tip for ``action`` advised at ``view``: the first idea of the game true of it, else
    the game's plain sentence ``generic`` (one of :data:`GENERIC`)."""
    own = TIPS[view.game]
    found = own.own(view, action) if own.own else None
    if found is not None and found[0] not in own.words:  # a game's own idea has its own words
        raise KeyError(f"{view.game}: no words for its tip {found[0]!r}")
    if found is None:
        found = next(((key, fields) for key, fields in _trick_facts(view, action) if key in own.words),
                     (generic, {}))
    key, fields = found
    fr, en = own.words[key]
    return Tip(key, fr.format(**{k: v[0] for k, v in fields.items()}),
               en.format(**{k: v[1] for k, v in fields.items()}))


__all__ = ["GENERIC", "PLAY", "POINTS", "GameTips", "TIPS", "Tip", "completes", "points",
           "register_tips", "some", "tip"]
