"""The bots of Tarot Kids and Mon premier Tarot: they decide from the seat's view only, and say why.

Two levels. ``easy`` picks a random legal action. ``medium`` plays the way a child is taught:
win a trick cheaply when it is worth it, give the cheapest card to a trick it cannot win, keep
trumps and the Petit for the right moment, bet only with a strong hand, announce every prime.

To play a card, the medium bot looks only at public information (its own hand, the cards played,
the cards shown, who could not follow suit) to estimate, for each legal card, the chance that
its side takes the trick; it weighs what the trick is worth against what the card costs.
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

from ...actions import Action, Bid, Call, Declare, Pass, Play
from ...auction import AuctionView
from ...botkit import (EASY_TEXT, LEAD_KINDS, PLAY_TEXT, SURE, Decision, Others, at_random, names,
                     others, points, seats_after, trick_chance)
from ...cards import EXCUSE, TRUMP, Card, Deck
from .rules import DIPLOMA_NAMES, PRIME_NAMES, PRIMES, TROP_COOL, KidsView
from ...protocol import get_game
from ...trickgame import TrickView
from ...texts import card_list, card_name, suit_name
from ...tricks import led_suit
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


# --- what the seat knows about the others ----------------------------------------------------
def _team(view: TrickView) -> frozenset[int]:
    """This seat and the seats known to play on its side (Kids Proviseur call only)."""
    if not isinstance(view, AuctionView):
        return frozenset({view.seat})
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


# --- playing a card --------------------------------------------------------------------------
# What a card is worth beyond its points: its chance to win a trick later, used up when played.
_KIDS_POWER = {14: 1.0, 13: 0.3, 12: 0.3, 11: 0.3, 10: 0.1, 9: 0.1, 8: 0.1, 7: 0.1, 1: 0.0}
_PREMIER_POWER = {14: 0.6, 13: 0.45, 12: 0.3, 11: 0.2}
_KIDS_EXCUSE_POWER = 1.5     # the Excuse saves a valuable card once
_PREMIER_EXCUSE_POWER = 0.25
# The share of a card's points it would probably lose later if kept: won now, they are safe.
_AT_RISK_LATER = {14: 0.2, 13: 0.5, 12: 0.5, 11: 0.5, 10: 0.5, 9: 0.5, 8: 0.5, 7: 0.5}
_PETIT_AT_RISK_LATER = 0.6
_FOLLOWER_POINTS = 0.5       # what each later player drops on the trick, on average (Kids)
_PETIT = Card(TRUMP, 1)


@dataclass(frozen=True)
class _Table:
    """The trick on the table, seen from the seat to play."""

    view: TrickView
    deck: Deck
    premier: bool
    team: frozenset[int]
    plays: tuple[tuple[int, Card], ...]
    after: tuple[int, ...]  # seats still to play in this round
    stake: int              # points on the table (tied rounds and this round)
    others: Others

    @property
    def leading(self) -> bool:
        return not self.plays


def _table(view: TrickView) -> _Table:
    deck = get_game(view.game).deck
    held = view.held if isinstance(view, KidsView) else ()
    stake = deck.total(c for _, c in (*held, *view.trick) if not c.is_excuse)
    return _Table(view, deck, view.game == "premier", _team(view), view.trick, seats_after(view),
                  stake, others(view))


def _power(table: _Table, card: Card) -> float:
    if card.is_excuse:
        return _PREMIER_EXCUSE_POWER if table.premier else _KIDS_EXCUSE_POWER
    if table.premier:
        if card.is_trump:
            return 0.3 + 0.7 * card.rank / 21
        return _PREMIER_POWER.get(card.rank, card.rank / 100)
    if card.is_trump:
        return 0.0 if card.rank == 1 else 0.22 * card.rank
    return _KIDS_POWER[card.rank]


def _at_risk_later(table: _Table, card: Card) -> float:
    """Points of ``card`` its owner would probably lose by keeping it (Kids)."""
    if card.is_excuse or card.is_trump and card.rank != 1:
        return 0.0
    share = _PETIT_AT_RISK_LATER if card.is_trump else _AT_RISK_LATER.get(card.rank, 0.0)
    return share * table.deck.value(card)


@dataclass(frozen=True)
class _Option:
    card: Card
    chance: float  # that my side takes the trick
    mine: bool     # my card is the only best card after I play it
    tie: bool      # my card ties the best card
    value: float   # how good the move is


def _option(table: _Table, card: Card) -> _Option:
    odds = trick_chance(table.view, table.others, table.team, card, table.after)
    return _Option(card, odds.chance, odds.mine, odds.tie, _value(table, card, odds.chance))


def _value(table: _Table, card: Card, chance: float) -> float:
    if table.premier:  # only tricks count
        return chance - _power(table, card)
    gain = table.stake + _FOLLOWER_POINTS * len(table.after) + _at_risk_later(table, card)
    loss = 0 if card.is_excuse else table.deck.value(card)
    return chance * gain - (1 - chance) * loss - _power(table, card)


def _play(view: TrickView) -> Decision:
    table = _table(view)
    cards = [a.card for a in view.legal if isinstance(a, Play)]
    options = [_option(table, c) for c in cards]
    # the Petit (Kids) is played only when it surely wins, or when nothing else is allowed
    safe = [o for o in options if table.premier or o.card != _PETIT or o.chance >= SURE]
    best = max(safe or options, key=lambda o: (round(o.value, 9), -table.deck.value(o.card),
                                               -_power(table, o.card)))
    return Decision(Play(best.card), *_explain(table, best, options))


# --- why this card ---------------------------------------------------------------------------
_PLAY_TEXT = {
    **PLAY_TEXT,
    "petit": ("Je joue le Petit : personne ne peut le battre dans ce pli, il est à l'abri.",
              "I play the Petit: nobody can beat it in this trick, so it is safe."),
    "give": ("Mon équipier gagne ce pli, alors je lui donne des points avec {fr}.",
             "My teammate is winning this trick, so I give them points with {en}."),
    "let": ("Mon équipier gagne ce pli : pas besoin de passer devant, je joue {fr}.",
            "My teammate is winning this trick: no need to beat them, I play {en}."),
    "tie": ("Je joue {fr}, une carte aussi forte que la meilleure du pli : égalité, on "
            "rejouera un tour pour ce pli.",
            "I play {en}, as strong as the best card: a tie, so this trick goes on for one "
            "more round."),
    "try": ("Je tente de prendre le pli avec {fr} : il vaut {points_fr}, ça vaut le coup "
            "d'essayer.",
            "I try to take the trick with {en}: it is worth {points_en}, worth a try."),
    "try-premier": ("Je tente de gagner le pli avec {fr}, même si quelqu'un peut encore me "
                    "battre.",
                    "I try to win the trick with {en}, even if someone can still beat me."),
    "excuse": ("Je joue l'Excuse : je ne peux pas gagner ce pli et elle revient toujours chez "
               "moi, alors je ne donne pas {alt_fr}.",
               "I play the Excuse: I cannot win this trick and it always comes back to me, so "
               "I do not give away {alt_en}."),
    "excuse-premier": ("Je joue l'Excuse : je ne gagnerai pas ce pli, et je garde mes bonnes "
                       "cartes pour les plis suivants.",
                       "I play the Excuse: I will not win this trick, and I keep my good cards "
                       "for the next tricks."),
    "not-worth": ("Le pli ne vaut que {points_fr} : je garde mes cartes fortes et je joue {fr}.",
                  "The trick is only worth {points_en}: I keep my strong cards and play {en}."),
    "lost": ("Je ne peux pas gagner ce pli, alors je joue ma carte la moins précieuse : {fr}.",
             "I cannot win this trick, so I play my least useful card: {en}."),
    "lost-premier": ("Je ne peux pas gagner ce pli, alors je joue ma carte la plus faible : {fr}.",
                     "I cannot win this trick, so I play my weakest card: {en}."),
}


def _explain(table: _Table, chosen: _Option, options: list[_Option]) -> tuple[str, str]:
    kind = _play_kind(table, chosen, options)
    if kind == "win":
        return _win_text(table, chosen, options)
    alt = max((o for o in options if not o.card.is_excuse), default=chosen, key=lambda o: o.value)
    (fr, en), (alt_fr, alt_en) = names(chosen.card), names(alt.card)
    fields = dict(fr=fr, en=en, alt_fr=alt_fr, alt_en=alt_en,
                  points_fr=points(table.stake, "fr"), points_en=points(table.stake, "en"))
    return tuple(text.format(**fields) for text in _PLAY_TEXT[kind])  # type: ignore[return-value]


def _play_kind(table: _Table, chosen: _Option, options: list[_Option]) -> str:
    card, premier = chosen.card, "-premier" if table.premier else ""
    if len(options) == 1:
        return "forced"
    if card == _PETIT and chosen.chance >= SURE and not table.premier:
        return "petit"
    if table.leading:
        return next(kind for kind, floor in LEAD_KINDS if chosen.chance >= floor)
    if card.is_excuse:
        return "excuse" + premier
    if chosen.tie:
        return "tie"
    if chosen.mine:
        return "win" if chosen.chance >= 0.5 else "try" + premier
    if chosen.chance > 0:
        return "give" if table.deck.value(card) > 0 and not table.premier else "let"
    if any(o.mine for o in options):
        return "not-worth" if table.stake < 3 and not table.premier else "too-risky"
    return "lost" + premier


def _win_text(table: _Table, chosen: _Option, options: list[_Option]) -> tuple[str, str]:
    card = chosen.card
    fr, en = names(card)
    led = led_suit([c for _, c in table.plays])
    smallest = min((o.card for o in options if o.mine),
                   key=lambda c: (c.is_trump, table.deck.strength(c))) == card
    if table.premier:
        why_fr, why_en = "chaque pli gagné compte", "every trick I win counts"
    else:
        why_fr = f"le pli vaut {points(table.stake, 'fr')}"
        why_en = f"the trick is worth {points(table.stake, 'en')}"
    if not table.after:
        why_fr, why_en = f"je joue en dernier et {why_fr}", f"I play last and {why_en}"
    worth = table.deck.value(card)
    if not smallest and worth >= 2 and not table.premier:
        return (f"Je prends le pli avec {fr} : cette carte a de bonnes chances de gagner ici, et "
                f"je mets ses {worth} points à l'abri.",
                f"I take the trick with {en}: this card has a good chance to win here, and its "
                f"{worth} points are safe with me.")
    if not smallest:
        return (f"Je prends le pli avec {fr}, pour être sûr que personne ne passe devant : "
                f"{why_fr}.",
                f"I take the trick with {en}, to be sure nobody goes above it: {why_en}.")
    if card.is_trump and led != TRUMP and led is not None and (table.premier or table.stake < 3):
        noun = suit_name(led, "fr")
        none_fr = ("d'" if noun[0] in "aeiouœ" else "de ") + noun
        return (f"Je n'ai plus {none_fr}, je dois couper : je mets {fr}, mon plus petit atout "
                f"qui gagne.",
                f"I have no {suit_name(led, 'en')} left, so I must trump: I play {en}, my "
                f"smallest winning trump.")
    verb_fr, verb_en = ("Je coupe avec", "I trump with") if card.is_trump and led != TRUMP \
        else ("Je prends le pli avec", "I take the trick with")
    what_fr, what_en = ("mon plus petit atout", "trump") if card.is_trump \
        else ("ma plus petite carte", "card")
    return (f"{verb_fr} {fr}, {what_fr} qui gagne : {why_fr}.",
            f"{verb_en} {en}, my smallest winning {what_en}: {why_en}.")


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
    "bet": _bet, "call": _call, "announce": _announce, "play": _play,
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

