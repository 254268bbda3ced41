"""Computer players for the full French Tarot (3 to 6 players), from the seat's view only.

``easy`` picks a random legal action. ``medium`` plays the way players are taught: it counts its
hand (Bouts, trumps, Kings, long suits, voids) to bid, calls a King it lacks in a suit it holds,
makes voids in the écart and puts its unguarded honours there, where they are safe, shows its
poignée, and plays each card by weighing the chance its side takes the trick against what the
card brings now and would bring later: it loads its side's sure tricks with points but gives
no King or Queen to a trick it may lose, saves the Petit (and brings it home on the last trick
once its master trumps have drawn the others), plays the Excuse before the last trick and keeps
its high trumps for tricks worth them. On lead it follows the classic plans: the taker draws
trumps; the defence makes the taker trump, hunts his Petit and, at 5 players, leads the called
suit to find the partner. The called partner at 5 players
is a partner only once the called card is seen (or for its holder). Each decision says why in
French and in English. :func:`engine.bots.choose` sends tarot views here.

>>> from engine import Deal
>>> deal = Deal.new("tarot", players=4, seed=18, dealer=3)
>>> decision = decide(deal.view(0), "medium")
>>> str(decision.action)
'bid:garde'
>>> print(decision.en)
My hand is strong (2 Bouts, 5 trumps, 1 King): I bid a Garde, the points count double.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from math import prod

from ...actions import Action, Bid, Call, Declare, Discard, Pass, Play
from ...botkit import (EASY_TEXT, LEAD_KINDS, PLAY_TEXT, SURE, Decision, Others, at_random, names,
                     others, played_cards, points, seats_after, trick_chance)
from ...cards import EXCUSE, TRUMP, Card
from ..french import TAROT_DECK, TAROT_SUITS
from .rules import (CONTRACT_NAMES, CONTRACTS, PETIT, PETIT_AU_BOUT, POIGNEE_BONUS,
                          POIGNEE_NAMES, TarotView)
from ...texts import card_name, suit_name
from ...trickgame import TrickView
from ...tricks import led_suit

_T21 = Card(TRUMP, 21)


def decide(view: TarotView, level: str, rng: random.Random | None = None) -> Decision:
    """The ``level`` bot's decision for the seat of ``view`` (a tarot view with legal actions)."""
    if level == "easy":
        return at_random(view, rng or random.Random(), _EASY_TEXT)
    return _MEDIUM[view.phase](view)


_EASY_TEXT = {
    **EASY_TEXT,
    Bid: ("J'annonce un contrat au hasard, sans regarder si mon jeu est fort.",
          "I bid a contract at random, without checking whether my hand is strong."),
    Call: ("J'appelle une carte au hasard parmi celles permises.",
           "I call a card at random among the allowed ones."),
    Discard: ("J'écarte une carte au hasard parmi celles permises.",
              "I put a random allowed card in the écart."),
    Declare: ("Je montre une poignée au hasard parmi celles permises.",
              "I show a random allowed poignée."),
}


# --- bidding ---------------------------------------------------------------------------------
#: the usual hand count, for 18 cards (4 players); other hand sizes are scaled to it
_HONOURS = {14: 6, 13: 3, 12: 2, 11: 1}
#: the count a hand needs for each contract, by player count (a partner helps at 5)
#: (measured over medium playouts: from the Prise floor on, the taker wins about half its deals;
#: from the Garde floor on, about three in four)
_FLOORS = {3: (33, 42, 56, 64), 4: (40, 50, 62, 72), 5: (34, 50, 62, 72), 6: (34, 50, 62, 72)}


@dataclass(frozen=True)
class _Count:
    score: float
    bouts: int
    trumps: int  # the Excuse is a Bout, not counted here
    kings: int


def _count(hand: Sequence[Card]) -> _Count:
    """Bouts, trumps (big ones more), honours, long suits and voids, scaled to 18 cards."""
    scale = 18 / len(hand)
    trumps = [c for c in hand if c.is_trump]
    many = (len(trumps) + (EXCUSE in hand)) * scale
    score = sum(2 + (c.rank >= 16) for c in trumps) + 10 * (_T21 in hand) + 8 * (EXCUSE in hand)
    if PETIT in hand:  # the Petit is safe only among many trumps
        score += 8 if many >= 7 else 5 if many >= 5 else 1
    for suit in TAROT_SUITS:
        ranks = {c.rank for c in hand if c.suit == suit}
        score += sum(_HONOURS.get(r, 0) for r in ranks) + ({13, 14} <= ranks)
        length = len(ranks) * scale
        if length >= 5:
            score += 5 + 2 * (length - 5)
        elif not ranks:
            score += 6 if many >= 5 else 3
        elif len(ranks) == 1:
            score += 3 if many >= 5 else 1
    return _Count(score * scale, sum(c in TAROT_DECK.bouts for c in hand), len(trumps),
                  sum(c.rank == 14 and not c.is_trump for c in hand))


def _count_words(count: _Count) -> tuple[str, str]:
    def n(k: int, fr: str, en: str) -> tuple[str, str]:
        return f"{k} {fr}{'s' if k > 1 else ''}", f"{k} {en}{'' if k == 1 else 's'}"

    parts = [n(count.bouts, "Bout", "Bout"), n(count.trumps, "atout", "trump"),
             n(count.kings, "Roi", "King")]
    return ", ".join(p[0] for p in parts), ", ".join(p[1] for p in parts)


_BID_TEXT = {
    "prise": ("Mon jeu est assez fort pour prendre ({fr}) : je prends une Prise.",
              "My hand is strong enough to take ({en}): I bid a Prise."),
    "garde": ("Mon jeu est fort ({fr}) : je fais une Garde, les points comptent double.",
              "My hand is strong ({en}): I bid a Garde, the points count double."),
    "garde_sans": ("Mon jeu est très fort ({fr}) : Garde sans le Chien ! Je n'ai pas besoin du "
                   "Chien, et les points comptent quatre fois.",
                   "My hand is very strong ({en}): Garde sans! I do not need the chien, and the "
                   "points count four times."),
    "garde_contre": ("Mon jeu est énorme ({fr}) : Garde contre le Chien ! Le Chien ira à la "
                     "défense, et les points comptent six fois.",
                     "My hand is huge ({en}): Garde contre! The chien goes to the defence, and "
                     "the points count six times."),
}


def _bid(view: TarotView) -> Decision:
    count = _count(view.hand)
    floors = _FLOORS[len(view.seats)] if view.seats else _FLOORS[view.players]
    worthy = [c for c, floor in zip(CONTRACTS, floors) if count.score >= floor]
    fr, en = _count_words(count)
    if worthy and Bid(worthy[-1]) in view.legal:
        fr_text, en_text = _BID_TEXT[worthy[-1]]
        return Decision(Bid(worthy[-1]), fr_text.format(fr=fr), en_text.format(en=en))
    if worthy and view.contract is not None:
        name_fr, name_en = CONTRACT_NAMES[view.contract]
        return Decision(Pass(), f"Quelqu'un a déjà annoncé {name_fr} : mon jeu ({fr}) n'est pas "
                                f"assez fort pour aller plus haut, je passe.",
                        f"Someone already bid {name_en}: my hand ({en}) is not strong enough to "
                        f"go higher, so I pass.")
    return Decision(Pass(), f"Mon jeu n'est pas assez fort pour prendre ({fr}) : je passe.",
                    f"My hand is not strong enough to take ({en}): I pass.")


# --- the king call (5 players) ---------------------------------------------------------------
def _call(view: TarotView) -> Decision:
    calls = [a.card for a in view.legal if isinstance(a, Call) and a.card is not None]
    lacking = [c for c in calls if c not in view.hand] or calls
    card = max(lacking, key=lambda c: (sum(d.suit == c.suit for d in view.hand),
                                       TAROT_DECK.total(d for d in view.hand if d.suit == c.suit),
                                       -TAROT_SUITS.index(c.suit)))
    fr, en = names(card)
    held = sum(d.suit == card.suit for d in view.hand)
    why_fr = why_en = ""
    if card.rank < 14:
        why_fr, why_en = "J'ai les quatre Rois, alors j'appelle plus bas. ", \
            "I hold all four Kings, so I call lower. "
    if held:
        noun_fr, noun_en = suit_name(card.suit, "fr"), suit_name(card.suit, "en")
        why_fr += (f"J'appelle {fr} : je ne l'ai pas, mais j'ai {held} carte{'s' if held > 1 else ''}"
                   f" de {noun_fr}.")
        why_en += (f"I call {en}: I do not have it, but I hold {held} "
                   f"{noun_en[:-1] if held == 1 else noun_en}.")
    else:
        why_fr += f"J'appelle {fr} : je ne l'ai pas."
        why_en += f"I call {en}: I do not have it."
    # « il la montre » said a King was « la »: the card named again keeps its own gender
    return Decision(Call(card), why_fr + f" Celui qui l'a jouera avec moi, en secret jusqu'à ce "
                                         f"qu'il joue {fr}.",
                    why_en + " Whoever has it plays with me, secretly until they play it.")


# --- the écart -------------------------------------------------------------------------------
def _ecart_plan(hand: Sequence[Card], allowed: Collection[Card],
                todo: int) -> list[tuple[Card, str]]:
    """The ``todo`` cards to put in the écart, each with why: first whole short suits without
    their King (a void to trump later), then honours that would be lost (safe in the écart),
    then small cards of the shortest suits, trumps only when nothing else is allowed.

    >>> plan = _ecart_plan([Card.of(t) for t in "3S QH 2H KD 4D T5".split()],
    ...                    [Card.of(t) for t in "3S QH 2H 4D T5".split()], 3)
    >>> [(str(card), why) for card, why in plan]
    [('3S', 'void'), ('QH', 'void'), ('2H', 'void')]
    """
    free = set(allowed)
    suits = {s: [c for c in hand if c.suit == s] for s in TAROT_SUITS}
    plan: list[tuple[Card, str]] = []
    voidable = sorted((s for s, cards in suits.items() if cards and all(c in free for c in cards)),
                      key=lambda s: (len(suits[s]), -TAROT_DECK.total(suits[s])))
    for suit in voidable:
        if len(plan) + len(suits[suit]) <= todo:
            plan += [(c, "void") for c in sorted(suits[suit], key=TAROT_DECK.value, reverse=True)]
    chosen = {c for c, _ in plan}

    def order(card: Card) -> tuple[bool, bool, int, int]:
        guarded = Card(card.suit, 14) in hand
        honour = card.rank >= 11
        return guarded, not honour, -TAROT_DECK.value(card) if honour else len(suits[card.suit]), \
            card.rank

    # from allowed, not the set: equal cards stay in hand order, whatever the process's hashes
    rest = sorted((c for c in allowed if not c.is_trump and c not in chosen), key=order)
    plan += [(c, "safe" if c.rank >= 11 else "low") for c in rest]
    plan += [(c, "trump") for c in sorted(c for c in free if c.is_trump)]
    return plan[:todo]


_ECART_TEXT = {
    "void": ("J'écarte {fr} pour ne plus avoir de {suit_fr} : quand on en jouera, je pourrai "
             "couper avec un atout.",
             "I put {en} in the écart to have no {suit_en} left: when {suit_en} are led, I can "
             "trump them."),
    "safe": ("J'écarte {fr} : dans mon écart, ses {points_fr} sont à l'abri, personne ne pourra "
             "les prendre.",
             "I put {en} in the écart: its {points_en} are safe there, nobody can take them."),
    "low": ("J'écarte {fr}, une petite carte qui ne me servirait à rien : je garde mes Rois et "
            "mes atouts.",
            "I put {en} in the écart, a small card I would not need: I keep my Kings and my "
            "trumps."),
    "trump": ("Je n'ai plus d'autre carte à écarter : je mets {fr} et je le montre à tout le "
              "monde, comme le veut la règle.",
              "I have nothing else to put in the écart: I put {en} there and show it to "
              "everyone, as the rules say."),
}


def _ecart(view: TarotView) -> Decision:
    allowed = [a.card for a in view.legal if isinstance(a, Discard) and a.card is not None]
    done = sum(s == view.seat and isinstance(a, Discard) for s, a in view.history)
    card, why = _ecart_plan(view.hand, allowed, max(1, len(view.chien) - done))[0]
    fr, en = names(card)
    fields = dict(fr=fr, en=en, points_fr=points(TAROT_DECK.value(card) / 2, "fr"),
                  points_en=points(TAROT_DECK.value(card) / 2, "en"),
                  suit_fr=suit_name(card.suit, "fr") if not card.is_trump else "",
                  suit_en=suit_name(card.suit, "en") if not card.is_trump else "")
    fr_text, en_text = _ECART_TEXT[why]
    return Decision(Discard(card), fr_text.format(**fields), en_text.format(**fields))


# --- the poignée -----------------------------------------------------------------------------
_POIGNEE_WORDS = {"simple": ("une poignée simple", "a single poignée"),
                  "double": ("une double poignée", "a double poignée"),
                  "triple": ("une triple poignée", "a triple poignée")}


def _poignee(view: TarotView, offered: Sequence[Declare]) -> Decision:
    """The biggest poignée offered; the legal list shows the smallest trumps, the Excuse only
    when the trumps alone are too few."""
    sizes = sorted({len(a.cards) for a in offered})
    show = max(offered, key=lambda a: len(a.cards))
    level = POIGNEE_NAMES[sizes.index(len(show.cards))]
    name_fr, name_en = _POIGNEE_WORDS[level]
    held = sum(c.is_trump or c.is_excuse for c in view.hand)
    excuse_fr = ", et l'Excuse, car il m'en fallait un de plus" if EXCUSE in show.cards else ""
    excuse_en = ", and the Excuse, since I needed one more" if EXCUSE in show.cards else ""
    bonus = POIGNEE_BONUS[level]
    return Decision(show,
                    f"J'ai {held} atouts (l'Excuse compte) : j'annonce {name_fr}, {bonus} points "
                    f"pour le camp qui gagnera. Je montre mes plus petits atouts{excuse_fr}.",
                    f"I have {held} trumps (the Excuse counts): I announce {name_en}, {bonus} "
                    f"points for the side that wins. I show my smallest trumps{excuse_en}.")


# --- card play -------------------------------------------------------------------------------
_PETIT_LOSS = 10   # half points: a Petit lost also gives the other side a Bout
_FOLLOWER = 1.0    # half points each later player drops on the trick, on average


def _team(view: TarotView) -> frozenset[int]:
    """This seat's side as the seat knows it. At 5 players the called partner counts only once
    the called card is seen (its holder knows from the start)."""
    me, taker, partner = view.seat, view.taker, view.partner
    attack = {taker} | ({partner} if partner is not None else set())
    if me in attack:
        return frozenset(attack)
    if view.called is not None and partner is None and view.called not in view.chien:
        return frozenset({me})  # the partner hides among the others
    return frozenset(view.seats) - attack


@dataclass(frozen=True)
class _Table:
    view: TarotView
    team: frozenset[int]
    others: Others
    after: tuple[int, ...]
    stake: int  # half points on the table

    @property
    def opponents(self) -> list[int]:
        return [s for s in self.view.seats if s not in self.team]

    def cut_risk(self, suit: str) -> float:
        """The chance that an opponent trumps this suit."""
        return 1 - prod(1 - self.others.void(s, suit) * self.others.has(s, lambda c: c.is_trump)
                        for s in self.opponents)

    def master(self, card: Card) -> bool:
        """No unseen card of the suit beats ``card``."""
        return not any(c.suit == card.suit and c.rank > card.rank
                       for s in self.opponents for c in (*self.others.maybe[s], *self.others.sure[s]))


def _table(view: TarotView) -> _Table:
    # the chien shown to everyone: its Kings and Bouts can only be in the taker's hand
    kept = [c for c in view.chien if c in TAROT_DECK.bouts or c.rank == 14 and not c.is_trump]
    stake = TAROT_DECK.total(c for _, c in view.trick if not c.is_excuse)
    return _Table(view, _team(view), others(view, kept), seats_after(view), stake)


def _trumps_held(known: Others, seat: int) -> float:
    """How many trumps ``seat`` holds, as expected from what this seat has seen."""
    pool = known.maybe[seat]
    return sum(c.is_trump for c in known.sure[seat]) \
        + known.hidden[seat] * sum(c.is_trump for c in pool) / max(1, len(pool))


def _their_trumps(table: _Table) -> float:
    """How many trumps the other side holds, as expected."""
    return sum(_trumps_held(table.others, s) for s in table.opponents)


def _masters(table: _Table) -> list[Card]:
    """This seat's trumps (not the Petit) above every trump the other side may hold."""
    known = table.others
    top = max((c.rank for s in table.opponents for c in (*known.maybe[s], *known.sure[s])
               if c.is_trump), default=0)
    return [c for c in table.view.hand if c.is_trump and c != PETIT and c.rank > top]


def _petit_safe(table: _Table) -> bool:
    """Leading my master trumps one by one should pull every trump the other side holds: then
    the Petit can wait for the last trick."""
    return len(_masters(table)) >= _their_trumps(table)


def _keep(table: _Table, card: Card) -> float:
    """What holding ``card`` is worth later, in half points for the seat's side."""
    hand = table.view.hand
    if card.is_excuse:  # on the last trick it would change sides
        return -50.0 if len(hand) <= 2 else 4.0
    if card == PETIT:  # safe from every trump: bring it home on the last trick for the bonus
        safe = _petit_safe(table)
        bonus = 2 * PETIT_AU_BOUT * CONTRACTS[table.view.contract or "prise"]
        return TAROT_DECK.value(card) + _PETIT_LOSS + bonus if safe else -4.0
    if card.is_trump:
        return 14.0 if card.rank == 21 else 1 + 0.35 * card.rank
    worth = TAROT_DECK.value(card)
    if card.rank >= 11:
        later = 1 - table.cut_risk(card.suit)
        return worth * 0.8 * later if table.master(card) else worth * 0.3
    return 0.02 * card.rank


@dataclass(frozen=True)
class _Move:
    card: Card
    chance: float
    mine: bool
    value: float
    idea: str = ""  # the play idea that favours this card, if any


def _move(table: _Table, card: Card, ideas: dict[Card, tuple[str, float]]) -> _Move:
    odds = trick_chance(table.view, table.others, table.team, card, table.after)
    worth = 0 if card.is_excuse else TAROT_DECK.value(card) + _PETIT_LOSS * (card == PETIT)
    swing = table.stake + _FOLLOWER * len(table.after) + worth
    idea, bonus = ideas.get(card, ("", 0.0))
    if table.view.trick and _honour(card) and not odds.mine:  # no points on a doubtful trick
        bonus -= _CAUTION * (1 - odds.chance) * worth
    value = (2 * odds.chance - 1) * swing - _keep(table, card) + bonus
    return _Move(card, odds.chance, odds.mine, value, idea)


# --- play ideas: a bonus, in half points, for the one card that carries each idea -------------
_DRAW = 8.0   # the taker's side pulls the defenders' trumps
_FORCE = 5.0  # the defence makes the taker trump a suit he lacks
_HUNT = 12.0  # the defence goes after the Petit, times the chance the other side holds it
_FIND = 5.0   # at 5 players the defence leads the called suit to find the partner
_CAUTION = 2.0  # a King or Queen given to a trick my side may lose: its points count this more


def _honour(card: Card) -> bool:
    """A King or a Queen: points a player does not give away."""
    return not card.is_trump and not card.is_excuse and card.rank >= 13


def _low(cards: Collection[Card]) -> Card | None:
    """The smallest card below the honours, if any."""
    return min((c for c in cards if not c.is_trump and not c.is_excuse and c.rank <= 10),
               key=lambda c: c.rank, default=None)


def _ideas(table: _Table) -> dict[Card, tuple[str, float]]:
    """The lead ideas a teacher would name, each for the one card that carries it: the
    taker's side draws trumps with its masters (and so saves its Petit); the defence leads a
    suit the taker lacks to make him trump, hunts his Petit with big trumps while it holds more
    trumps than he is thought to, and at 5 players leads the called suit to find the partner."""
    view, ideas = table.view, {}
    if view.trick or view.taker is None:
        return ideas
    hand, taker = view.hand, view.taker
    trumps = sorted(c for c in hand if c.is_trump and c != PETIT)
    theirs = _their_trumps(table)
    if view.seat in table.team and taker in table.team:  # the taker's known side
        if trumps and theirs > 0 and len(trumps) + (PETIT in hand) >= theirs:
            masters = _masters(table)
            if masters:
                ideas[masters[0]] = ("draw-petit" if PETIT in hand else "draw",
                                     _DRAW * (1 + (PETIT in hand)))
        return ideas
    has_trump = table.others.has(taker, lambda c: c.is_trump)
    for suit in TAROT_SUITS:
        low = _low([c for c in hand if c.suit == suit])
        if low is not None and table.others.void(taker, suit) >= SURE and has_trump > 0.5:
            ideas.setdefault(low, ("force", _FORCE))
    # the Petit falls when its holder has no other trump: lead big ones while I hold more
    # trumps than the taker is thought to hold
    known = table.others
    holders = {s: known.has(s, lambda c: c == PETIT) for s in known.maybe}
    share = holders.get(taker, 0.0) / (sum(holders.values()) or 1.0)
    if share > 0 and trumps and trumps[-1].rank >= 16 and len(trumps) > _trumps_held(known, taker):
        ideas[trumps[-1]] = ("hunt", _HUNT * share)
    called = view.called
    if called is not None and view.partner is None and called not in view.chien \
            and called not in played_cards(view):
        low = _low([c for c in hand if c.suit == called.suit])
        if low is not None:
            ideas[low] = ("find", _FIND)
    return ideas


def _play(view: TarotView) -> Decision:
    offered = [a for a in view.legal if isinstance(a, Declare)]
    if offered:
        return _poignee(view, offered)
    table = _table(view)
    ideas = _ideas(table)
    moves = [_move(table, a.card, ideas) for a in view.legal if isinstance(a, Play)]
    # the Petit goes only where it surely wins, or where nothing else is allowed
    safe = [m for m in moves if m.card != PETIT or m.chance >= SURE]
    best = max(safe or moves, key=lambda m: (round(m.value, 9), -m.card.rank))
    return Decision(Play(best.card), *_explain(table, best, moves))


_TAROT_PLAY_TEXT = {
    **PLAY_TEXT,
    "petit-home": ("Je mène le Petit au bout : il gagne le dernier pli, c'est une prime pour mon "
                   "camp !",
                   "I bring the Petit home: it wins the last trick, a bonus for my side!"),
    "petit-save": ("Je joue le Petit maintenant : personne ne peut le battre dans ce pli, il est "
                   "sauvé.",
                   "I play the Petit now: nobody can beat it in this trick, so it is saved."),
    "excuse-last": ("Je joue l'Excuse maintenant : si je la gardais pour le dernier pli, elle "
                    "changerait de camp.",
                    "I play the Excuse now: kept for the last trick, it would change sides."),
    "excuse": ("Je joue l'Excuse : elle revient toujours chez moi, alors je ne donne pas "
               "{alt_fr} à l'autre camp.",
               "I play the Excuse: it always comes back to me, so I do not give {alt_en} to the "
               "other side."),
    "charge": ("Mon camp gagne ce pli à coup sûr : je le charge avec {fr}, {card_points_fr} de "
               "plus pour nous.",
               "My side surely wins this trick: I load it with {en}, {card_points_en} more for "
               "us."),
    "let": ("Mon camp gagne ce pli : pas besoin de passer devant, je joue {fr}.",
            "My side is winning this trick: no need to go above, I play {en}."),
    "try": ("Je tente de prendre le pli avec {fr}, même si quelqu'un peut encore me battre : il "
            "contient déjà {points_fr}.",
            "I try to take the trick with {en}, even if someone can still beat me: it already "
            "holds {points_en}."),
    "pisser": ("Je dois mettre un atout mais je ne peux pas gagner : je mets un petit atout, {fr}.",
               "I must play a trump but cannot win: I play a small one, {en}."),
    "lost": ("Je ne peux pas gagner ce pli, alors je donne ma carte la moins précieuse : {fr}.",
             "I cannot win this trick, so I give my least useful card: {en}."),
    "draw": ("J'ai beaucoup d'atouts : j'ouvre avec {fr} pour faire tomber les atouts de la "
             "défense.",
             "I have many trumps: I lead {en} to draw out the defenders' trumps."),
    "draw-petit": ("J'ouvre avec {fr} pour faire tomber les atouts de la défense : ainsi mon Petit "
                   "sera à l'abri, et pourra gagner le dernier pli.",
                   "I lead {en} to draw out the defenders' trumps: then my Petit is safe and can "
                   "win the last trick."),
    "force": ("Le preneur n'a plus de {suit_fr} : j'ouvre avec {fr} pour l'obliger à couper et à "
              "user ses atouts.",
              "The taker has no {suit_en} left: I lead {en} to make the taker trump and use up "
              "those trumps."),
    # a defender does not know who holds the Petit: a partner or the unseen chien may have it
    "hunt": ("Le Petit n'est pas encore tombé : j'ouvre avec {fr}, un gros atout, pour chasser le "
             "Petit, si c'est le preneur qui l'a.",
             "The Petit has not fallen yet: I lead {en}, a big trump, to hunt the Petit in case "
             "the taker holds it."),
    "find": ("J'ouvre avec {fr}, dans la couleur du Roi appelé : on verra vite qui est le "
             "partenaire du preneur.",
             "I lead {en}, in the called King's suit: we will soon see who the taker's partner "
             "is."),
    "keep-honour": ("L'autre camp gagne ce pli : je ne lui donne pas {honour_fr}, je joue une "
                    "petite carte, {fr}.",
                    "The other side wins this trick: I do not give them {honour_en}, I play a "
                    "small card, {en}."),
    "keep-doubt": ("Mon camp n'est pas sûr de gagner ce pli : je garde {honour_fr} et je joue "
                   "{fr}.",
                   "My side may still lose this trick: I keep {honour_en} and play {en}."),
}


def _explain(table: _Table, chosen: _Move, moves: list[_Move]) -> tuple[str, str]:
    kind = _play_kind(table, chosen, moves)
    if kind == "win":
        return _win_text(table, chosen, moves)
    alt = max((m for m in moves if not m.card.is_excuse), default=chosen, key=lambda m: m.value)
    (fr, en), (alt_fr, alt_en) = names(chosen.card), names(alt.card)
    worth = TAROT_DECK.value(chosen.card) / 2
    honour = max((m.card for m in moves if _honour(m.card) and not m.mine), key=TAROT_DECK.value,
                 default=chosen.card)
    suit = chosen.card.suit
    suit_fr, suit_en = (suit_name(suit, "fr"), suit_name(suit, "en")) if suit in TAROT_SUITS \
        else ("", "")
    fields = dict(fr=fr, en=en, alt_fr=alt_fr, alt_en=alt_en, suit_fr=suit_fr, suit_en=suit_en,
                  honour_fr=card_name(honour, "fr"), honour_en=card_name(honour, "en"),
                  points_fr=points(table.stake / 2, "fr"), points_en=points(table.stake / 2, "en"),
                  card_points_fr=points(worth, "fr"), card_points_en=points(worth, "en"))
    fr_text, en_text = _TAROT_PLAY_TEXT[kind]
    return fr_text.format(**fields), en_text.format(**fields)


def _play_kind(table: _Table, chosen: _Move, moves: list[_Move]) -> str:
    card, hand = chosen.card, table.view.hand
    if card == PETIT and chosen.chance >= SURE:
        return "petit-home" if len(hand) == 1 else "petit-save"
    if len(moves) == 1:
        return "forced"
    if card.is_excuse:
        return "excuse-last" if len(hand) <= 2 else "excuse"
    if chosen.idea:
        return chosen.idea
    if not table.view.trick:
        return next(kind for kind, floor in LEAD_KINDS if chosen.chance >= floor)
    if chosen.mine:
        return "win" if chosen.chance >= 0.5 else "try"
    if chosen.chance >= SURE and TAROT_DECK.value(card) >= 3:
        return "charge"
    if chosen.chance < SURE and not _honour(card) and any(_honour(m.card) and not m.mine
                                                          for m in moves):
        return "keep-doubt" if chosen.chance > 0 else "keep-honour"
    if chosen.chance > 0:
        return "let"
    if any(m.mine for m in moves):
        return "too-risky"
    if card.is_trump and led_suit([c for _, c in table.view.trick]) is not None:
        return "pisser"
    return "lost"


def _win_text(table: _Table, chosen: _Move, moves: list[_Move]) -> tuple[str, str]:
    # the points said are those already on the table (« il vaut 0,5 point » before a 21 read
    # as the whole trick's worth, which the 21 itself and the cards still to come change)
    card = chosen.card
    fr, en = names(card)
    worth_fr, worth_en = points(table.stake / 2, "fr"), points(table.stake / 2, "en")
    smallest = min((m.card for m in moves if m.mine), key=lambda c: (c.is_trump, c.rank)) == card
    led = led_suit([c for _, c in table.view.trick])
    if not smallest:
        return (f"Je prends le pli avec {fr}, pour être sûr que personne ne passe devant : il "
                f"contient déjà {worth_fr}.",
                f"I take the trick with {en}, to be sure nobody goes above it: it already holds "
                f"{worth_en}.")
    if card.is_trump and led != TRUMP:
        return (f"Je coupe avec {fr}, mon plus petit atout qui gagne : le pli contient déjà "
                f"{worth_fr}.",
                f"I trump with {en}, my smallest winning trump: the trick already holds {worth_en}.")
    return (f"Je prends le pli avec {fr}, ma plus petite carte qui gagne : il contient déjà "
            f"{worth_fr}.",
            f"I take the trick with {en}, my smallest winning card: it already holds {worth_en}.")


_MEDIUM: dict[str, Callable[[TarotView], Decision]] = {
    "bid": _bid, "call": _call, "ecart": _ecart, "play": _play,
}


def words(view: TrickView, action: Action, lang: str) -> str | None:
    """A contract or a poignée in a few words, for the search's advice
    (:func:`engine.hard_bots.action_words`); ``None`` for any other action."""
    fr = lang == "fr"
    if isinstance(action, Bid) and action.level in CONTRACT_NAMES:
        return CONTRACT_NAMES[action.level][0 if fr else 1]
    if isinstance(action, Declare) and action.prime == "poignee":
        return (f"montrer une poignée de {len(action.cards)} atouts" if fr
                else f"show a poignée of {len(action.cards)} trumps")
    return None


def shortlist(view: TrickView, legal: tuple[Action, ...], most: int) -> tuple[Action, ...] | None:
    """In an écart, the medium bot's choice first, then the cards it would put there next
    (``None`` in any other phase)."""
    if view.phase != "ecart":
        return None
    allowed = [a.card for a in legal if isinstance(a, Discard) and a.card is not None]
    return tuple(Discard(card) for card, _ in _ecart_plan(view.hand, allowed, most))
