"""The bots of Tarot Kids: they decide from the seat's view only, and say why.

Two levels. ``easy`` picks a random legal action. ``medium`` plays the way a child is taught:
win a trick cheaply when it is worth it, give the cheapest card to a trick it cannot win, keep
trumps and the Petit for the right moment, bet only with a strong hand, announce every prime.

To play a card, the medium bot is the shared card player (:class:`engine.cardplay.CardPlayer`)
weighing points: it estimates from public information only the chance that its side takes the
trick, and weighs what the trick is worth against what the card costs.
Every decision carries one sentence in French and in English for the teacher mode. What every
game's bots share is in :mod:`engine.botkit`; :func:`engine.bots.choose` finds them.

>>> from engine import Deal
>>> deal = Deal.from_hands("kids", "PvB E1O E2O / T3 T9 E3G / InB E1B E4O", dealer=2)
>>> _ = deal.apply("PvB")
>>> decision = decide(deal.view(1), "medium")
>>> str(decision.action)
'T3'
>>> print(decision.fr)
Je coupe avec le 3 d'atout, mon plus petit atout qui gagne : le pli vaut 5 points.
>>> print(decision.en)
I trump with the 3 of trumps, my smallest winning trump: the trick is worth 5 points.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...actions import Action, Bid, Call, Declare, Pass
from ...auction import AuctionView
from ...botkit import EASY_TEXT, PLAY_TEXT, SURE, Decision, at_random, names, points
from ...cardplay import CardPlayer, Option, Table
from ...cards import EXCUSE, TRUMP, Card
from .rules import DIPLOMA_NAMES, PRIME_NAMES, PRIMES, TROP_COOL, KidsView
from ...trickgame import TrickView
from ...texts import card_list, card_name
from .deck import KIDS_DECK, KIDS_SUITS


def decide(view: TrickView, level: str, rng: random.Random | None = None) -> Decision:
    """The ``level`` bot's decision for the seat of ``view`` (a view with legal actions)."""
    if level == "easy":
        return _easy(view, rng or random.Random())
    if view.phase not in _MEDIUM:
        raise ValueError(f"the medium bot does not know the phase {view.phase!r} yet")
    return _MEDIUM[view.phase](view)


# --- easy ------------------------------------------------------------------------------------
_EASY_TEXT = {
    **EASY_TEXT,
    Bid: ("Je parie au hasard, sans regarder si mon jeu est fort.",
          "I bet at random, without checking whether my hand is strong."),
    Call: ("J'appelle un Proviseur au hasard.", "I call a Head teacher at random."),
    Declare: ("Je fais une annonce au hasard parmi celles permises.",
              "I make a random announcement among the allowed ones."),
}


def _easy(view: TrickView, rng: random.Random) -> Decision:
    return at_random(view, rng, _EASY_TEXT)


# --- playing a card --------------------------------------------------------------------------
# What a card is worth beyond its points: its chance to win a trick later, used up when played.
_KIDS_POWER = {14: 1.0, 13: 0.3, 12: 0.3, 11: 0.3, 10: 0.1, 9: 0.1, 8: 0.1, 7: 0.1, 1: 0.0}
_KIDS_EXCUSE_POWER = 1.5     # the Excuse saves a valuable card once
# The share of a card's points it would probably lose later if kept: won now, they are safe.
_AT_RISK_LATER = {14: 0.2, 13: 0.5, 12: 0.5, 11: 0.5, 10: 0.5, 9: 0.5, 8: 0.5, 7: 0.5}
_PETIT_AT_RISK_LATER = 0.6
_FOLLOWER_POINTS = 0.5       # what each later player drops on the trick, on average
_PETIT = Card(TRUMP, 1)


class KidsCardPlayer(CardPlayer):
    """The shared card play, weighing points: a trick is worth what it holds, a card what it
    may lose or win later, and the Petit is kept until it surely wins."""

    TEXT = {
        **PLAY_TEXT,
        "petit": ("Je joue le Petit : personne ne peut le battre dans ce pli, il est à l'abri.",
                  "I play the Petit: nobody can beat it in this trick, so it is safe."),
        "give": ("Mon équipier gagne ce pli, alors je lui donne des points avec {fr}.",
                 "My teammate is winning this trick, so I give them points with {en}."),
        "let": CardPlayer.TEXT["let"],
        "tie": CardPlayer.TEXT["tie"],
        "try": ("Je tente de prendre le pli avec {fr} : il vaut {points_fr}, ça vaut le coup "
                "d'essayer.",
                "I try to take the trick with {en}: it is worth {points_en}, worth a try."),
        "excuse": ("Je joue l'Excuse : je ne peux pas gagner ce pli et elle revient toujours chez "
                   "moi, alors je ne donne pas {alt_fr}.",
                   "I play the Excuse: I cannot win this trick and it always comes back to me, so "
                   "I do not give away {alt_en}."),
        "not-worth": ("Le pli ne vaut que {points_fr} : je garde mes cartes fortes et je joue {fr}.",
                      "The trick is only worth {points_en}: I keep my strong cards and play {en}."),
        "lost": ("Je ne peux pas gagner ce pli, alors je joue ma carte la moins précieuse : {fr}.",
                 "I cannot win this trick, so I play my least useful card: {en}."),
    }

    def team(self, view: TrickView) -> frozenset[int]:
        """This seat and the seats known to play on its side (the Proviseur call)."""
        assert isinstance(view, AuctionView)
        me, taker, partner = view.seat, view.taker, view.partner
        if view.called is None or taker is None:
            return frozenset({me})
        if me == taker:
            return frozenset({me} | ({partner} if partner is not None else set()))
        if me == partner:
            return frozenset({me, taker})
        if partner is None:  # the hidden partner could be anyone but the taker
            return frozenset({me})
        return frozenset(range(view.players)) - {taker, partner}

    def waiting(self, view: TrickView) -> tuple[tuple[int, Card], ...]:
        """The tied rounds waiting on the table."""
        assert isinstance(view, KidsView)
        return view.held

    def power(self, table: Table, card: Card) -> float:
        if card.is_excuse:
            return _KIDS_EXCUSE_POWER
        if card.is_trump:
            return 0.0 if card.rank == 1 else 0.22 * card.rank
        return _KIDS_POWER[card.rank]

    def value(self, table: Table, card: Card, chance: float) -> float:
        gain = table.stake + _FOLLOWER_POINTS * len(table.after) + _at_risk_later(table, card)
        loss = 0 if card.is_excuse else table.deck.value(card)
        return chance * gain - (1 - chance) * loss - self.power(table, card)

    def allowed(self, table: Table, option: Option) -> bool:
        """The Petit is played only when it surely wins, or when nothing else is allowed."""
        return option.card != _PETIT or option.chance >= SURE

    def kind(self, table: Table, chosen: Option, options: list[Option]) -> str:
        kind = super().kind(table, chosen, options)
        if kind != "forced" and chosen.card == _PETIT and chosen.chance >= SURE:
            return "petit"
        if kind == "let" and table.deck.value(chosen.card) > 0:
            return "give"
        if kind == "too-risky" and table.stake < 3:
            return "not-worth"
        return kind

    def why_take(self, table: Table) -> tuple[str, str]:
        return f"le pli vaut {points(table.stake, 'fr')}", f"the trick is worth {points(table.stake, 'en')}"

    def keeps_points(self, table: Table, card: Card) -> tuple[str, str] | None:
        worth = table.deck.value(card)
        if worth < 2:
            return None
        fr, en = names(card)
        return (f"Je prends le pli avec {fr} : cette carte a de bonnes chances de gagner ici, et "
                f"je mets ses {worth} points à l'abri.",
                f"I take the trick with {en}: this card has a good chance to win here, and its "
                f"{worth} points are safe with me.")

    def says_cut(self, table: Table) -> bool:
        return table.stake < 3


def _at_risk_later(table: Table, card: Card) -> float:
    """Points of ``card`` its owner would probably lose by keeping it."""
    if card.is_excuse or card.is_trump and card.rank != 1:
        return 0.0
    share = _PETIT_AT_RISK_LATER if card.is_trump else _AT_RISK_LATER.get(card.rank, 0.0)
    return share * table.deck.value(card)


_PLAYER = KidsCardPlayer()


# --- bets (Kids « paris ») -------------------------------------------------------------------
#: by player count, how many fair shares (75 / players, counting only the cards in play) a hand
#: must expect for the Brevet, the Bac and the Master. Measured over medium playouts: from these
#: floors on, a bettor beats every other player about 6, 7 and 8 times in 10 (more with 2 or 3
#: players, where fewer rivals are to be beaten).
_BET_FLOORS = {2: (0.8, 1.0, 1.2), 3: (1.0, 1.2, 1.4), 4: (1.4, 1.7, 1.9), 5: (1.6, 1.8, 2.0)}
_BET_ORDER = ("brevet", "bac", "master")
_POINTS_PER_CARD = 1.5  # 75 points in 50 cards: a fair share is 1.5 points per card in hand


@dataclass(frozen=True)
class _Strength:
    points: float
    fair: float
    proviseurs: int
    bouts: int
    trumps: int  # the Excuse counts


def _strength(hand: Sequence[Card], players: int) -> _Strength:
    """The points a hand may expect to win, by the rules of thumb of the bets."""
    trumps = sorted(c.rank for c in hand if c.is_trump)
    catch = 1.0 * (players - 1)  # what the others drop on a trick this hand wins
    points = 0.0
    for card in hand:
        if card.is_excuse:
            points += 5
        elif card.is_trump:
            points += _trumppoints(card.rank, len(trumps), catch)
        elif card.rank == 14:
            points += 0.7 * (5 + catch)
        elif card.rank >= 11:
            points += 1.0
    points += max(0, len(trumps) - 4) * 0.5 * catch  # long trumps cut the others' schools
    return _Strength(points=points, fair=_POINTS_PER_CARD * len(hand),
                     proviseurs=sum(c.rank == 14 and not c.is_trump for c in hand),
                     bouts=sum(c in KIDS_DECK.bouts for c in hand),
                     trumps=len(trumps) + (EXCUSE in hand))


def _trumppoints(rank: int, count: int, catch: float) -> float:
    if rank == 13:
        return 5 + catch
    if rank == 1:  # the Petit is safe only among many trumps
        return 5 * (0.8 if count >= 5 else 0.5 if count >= 3 else 0.2)
    if rank >= 10:
        return 0.7 * catch
    return 0.0


def _bet(view: TrickView) -> Decision:
    strength = _strength(view.hand, view.players)
    ratio = strength.points / strength.fair
    floors = zip(_BET_ORDER, _BET_FLOORS[view.players])
    worthy = [level for level, floor in floors if ratio >= floor]
    reach = [level for level in reversed(worthy) if Bid(level) in view.legal]
    count_fr, count_en = _hand_words(strength)
    if reach:
        name_fr, name_en = DIPLOMA_NAMES[reach[0]]
        return Decision(Bid(reach[0]),
                        f"Mon jeu est fort ({count_fr}) : je pense faire plus de points que "
                        f"chacun des autres, alors je parie {name_fr}.",
                        f"My hand is strong ({count_en}): I expect more points than each of "
                        f"the others, so I bet {name_en}.")
    if worthy and view.contract is not None:
        name_fr, name_en = DIPLOMA_NAMES[view.contract]
        return Decision(Pass(),
                        f"Quelqu'un a déjà parié {name_fr} : mon jeu n'est pas assez fort pour "
                        f"viser plus haut, je passe.",
                        f"Someone already bet {name_en}: my hand is not strong enough to aim "
                        f"higher, so I pass.")
    return Decision(Pass(),
                    f"Mon jeu n'est pas assez fort pour parier ({count_fr}) : je ne suis pas "
                    f"sûr de faire plus de points que les autres, alors je passe.",
                    f"My hand is not strong enough to bet ({count_en}): I am not sure I will get "
                    f"more points than the others, so I pass.")


def _hand_words(strength: _Strength) -> tuple[str, str]:
    def count(n: int, fr: str, en: str) -> tuple[str, str]:
        return (f"{n} {fr}{'s' if n > 1 else ''}", f"{n} {en}{'' if n == 1 else 's'}")

    parts = [count(strength.proviseurs, "Proviseur", "Head teacher"),
             count(strength.bouts, "Bout", "Bout"), count(strength.trumps, "atout", "trump")]
    return ", ".join(p[0] for p in parts), ", ".join(p[1] for p in parts)


# --- the Proviseur call (Kids, 5 players) ----------------------------------------------------
_ALONE = 2.6  # with all four Proviseurs, call one's own only when this far above a fair share


def _call(view: TrickView) -> Decision:
    mine = {c.suit for c in view.hand if c.rank == 14 and c.suit in KIDS_SUITS}
    if len(mine) < len(KIDS_SUITS):
        school = max((s for s in KIDS_SUITS if s not in mine),
                     key=lambda s: (sum(c.suit == s for c in view.hand),
                                    KIDS_DECK.total(c for c in view.hand if c.suit == s),
                                    -KIDS_SUITS.index(s)))
        held = sum(c.suit == school for c in view.hand)
        card = Card(school, 14)
        fr, en = names(card)
        if held:
            return Decision(Call(card),
                            f"J'appelle {fr} : j'ai des cartes de cette École mais pas son "
                            f"Proviseur, et celui qui l'a jouera avec moi.",
                            f"I call {en}: I hold cards of that school but not its Head "
                            f"teacher, and whoever has it will play with me.")
        return Decision(Call(card),
                        f"J'appelle {fr} : je n'ai pas ce Proviseur, et celui qui l'a jouera avec "
                        f"moi.",
                        f"I call {en}: I do not have this Head teacher, and whoever has it will "
                        f"play with me.")
    strength = _strength(view.hand, view.players)
    if strength.points >= _ALONE * strength.fair:
        card = max((c for c in view.hand if c.rank == 14 and not c.is_trump),
                   key=lambda c: sum(d.suit == c.suit for d in view.hand))
        return Decision(Call(card),
                        f"J'ai les quatre Proviseurs et un jeu très fort : j'appelle "
                        f"{card_name(card, 'fr')}, qui est à moi, et je joue seul contre les "
                        f"quatre autres.",
                        f"I hold all four Head teachers and a very strong hand: I call "
                        f"{card_name(card, 'en')}, which is mine, and play alone against the "
                        f"four others.")
    return Decision(Call(None),
                    "J'ai les quatre Proviseurs : je n'appelle personne, il me suffit d'avoir "
                    "plus de points que chacun des autres.",
                    "I hold all four Head teachers: I call nobody, I only need more points than "
                    "each of the others.")


# --- primes (Kids, 4 or 5 players) -----------------------------------------------------------
_PRIME_TEXT = {
    "la_loose": ("J'annonce « C'est la loose » : je n'ai aucun atout, et ça me donne 5 points "
                 "gratuits.",
                 "I announce 'C'est la loose': I have no trumps at all, and it gives me 5 free "
                 "points."),
    "greve": ("J'annonce « Grève des profs » : je n'ai ni Prof ni Proviseur, et ça me donne 5 "
              "points gratuits.",
              "I announce 'Grève des profs': I have no teacher and no Head teacher, and it gives "
              "me 5 free points."),
    "trop_cool": ("J'annonce « Trop cool » : j'ai au moins {need} atouts, c'est 5 points "
                  "gratuits. Je montre les moins utiles : {fr}.",
                  "I announce 'Trop cool': I have at least {need} trumps, that is 5 free "
                  "points. I show the least useful ones: {en}."),
}


def _show_order(card: Card) -> tuple[int, int]:
    """Which trumps to show first for « Trop cool »: the small ones, the Bouts only if forced
    (the Excuse and the 13 cannot be taken anyway; the Petit last)."""
    bouts = {EXCUSE: 1, Card(TRUMP, 13): 2, Card(TRUMP, 1): 3}
    return bouts.get(card, 0), card.rank


def _announce(view: TrickView) -> Decision:
    declares = [a for a in view.legal if isinstance(a, Declare)]
    for prime in PRIMES:
        offered = [a for a in declares if a.prime == prime]
        if not offered:
            continue
        if prime != "trop_cool":
            return Decision(offered[0], *_PRIME_TEXT[prime])
        need = TROP_COOL[view.players]
        trumps = sorted((c for c in view.hand if c.is_trump or c.is_excuse), key=_show_order)
        shown = set(trumps[:need])
        action = next((a for a in offered if set(a.cards) == shown),
                      min(offered, key=lambda a: sorted(map(_show_order, a.cards))))
        fr_text, en_text = _PRIME_TEXT[prime]
        return Decision(action, fr_text.format(need=need, fr=card_list(action.cards, "fr")),
                        en_text.format(need=need, en=card_list(action.cards, "en")))
    return Decision(Pass(), "Je n'ai plus rien à annoncer, je passe.",
                    "I have nothing more to announce, so I pass.")


_MEDIUM: dict[str, Callable[[TrickView], Decision]] = {
    "bet": _bet, "call": _call, "announce": _announce, "play": _PLAYER.play,
}


def words(view: TrickView, action: Action, lang: str) -> str | None:
    """A diploma bid or a prime announced in a few words, for the search's advice
    (:func:`engine.hard_bots.action_words`); ``None`` for any other action."""
    fr = lang == "fr"
    if isinstance(action, Bid) and action.level in DIPLOMA_NAMES:
        return DIPLOMA_NAMES[action.level][0 if fr else 1]
    if isinstance(action, Declare):
        prime = PRIME_NAMES.get(action.prime, action.prime)
        shown = f" ({card_list(action.cards, lang)})" if action.cards else ""
        return (f"annoncer « {prime} »" if fr else f"announce '{prime}'") + shown
    return None

