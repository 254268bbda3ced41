"""Tarot Kids (``tarot-kids.txt``): 50 cards, 2 to 5 players, clockwise.

Options: ``paris`` (the diploma auction), ``proviseur`` (5 players: the bettor calls a
Proviseur whose holder is a secret partner), ``primes`` (4 or 5 players: « Trop cool »,
« C'est la loose », « Grève des profs », « Le bout du bout »), and the end of the game:
``target`` points, or ``deals`` deals when not 0.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, takewhile
from typing import Any, ClassVar

from ...actions import Action, Bid, Call, Declare, Pass
from ...auction import AuctionDeal, AuctionView
from ...cards import EXCUSE, TRUMP, Card
from ...errors import Refusal
from ...play import PlayPhase
from ...protocol import Option, View, register
from ...trickgame import DealResult, Phase, TrickGame, deal_packets, shuffled
from ...texts import card_list
from ...tricks import TrickRules
from .deck import KIDS_DECK, KIDS_SUITS

HAND_SIZE = {2: 14, 3: 12, 4: 10, 5: 10}
DIPLOMAS = {"brevet": 10, "bac": 20, "master": 30}
DIPLOMA_NAMES = {"brevet": ("le Brevet", "the Brevet"), "bac": ("le Bac", "the Bac"),
                 "master": ("le Master", "the Master")}
PRIME_POINTS = 5
#: primes a player announces (« Le bout du bout » is scored by itself at the end)
PRIMES = ("trop_cool", "la_loose", "greve")
PRIME_NAMES = {"trop_cool": "Trop cool", "la_loose": "C'est la loose",
               "greve": "Grève des profs", "bout_du_bout": "Le bout du bout"}
TROP_COOL = {4: 6, 5: 5}  # trumps to show, by player count
PETIT = Card(TRUMP, 1)


@dataclass(frozen=True, kw_only=True)
class KidsView(AuctionView):
    """A Tarot Kids view: the auction's fields, and the tied rounds waiting on the table."""

    held: tuple[tuple[int, Card], ...]


class KidsDeal(AuctionDeal):
    """A deal of Tarot Kids: bets (``contract`` is the diploma), the Proviseur call, primes
    (``declared``, ``shown``), and tied rounds waiting for the next one to take them."""

    view_type: ClassVar[type[View]] = KidsView
    LISTS = AuctionDeal.LISTS | {"held"}

    def __init__(self, game: TrickGame, hands: Sequence[Iterable[Card]], aside: Iterable[Card],
                 dealer: int, options: Mapping[str, Any], seed: int | None = None) -> None:
        self.held: list[tuple[int, Card]] = []  # tied rounds waiting on the table
        super().__init__(game, hands, aside, dealer, options, seed)

    def tied_round(self, plays: tuple[tuple[int, Card], ...], kept: list[tuple[int, Card]],
                   last: bool) -> None:
        """The round stays on the table for the next round's winner; a tie on the last round
        is set aside, unscored."""
        self.held += kept
        if last:
            self.unscored += [c for _, c in self.held]
            self.held = []

    def won_round(self, winner: int, kept: list[tuple[int, Card]]) -> None:
        """The winner takes the held rounds too, and counts each as a trick."""
        rounds = 1 + len(list(takewhile(lambda t: t.winner is None, reversed(self.tricks[:-1]))))
        self.piles[winner] += [c for _, c in self.held] + [c for _, c in kept]
        self.tricks_won[winner] += rounds
        self.held = []

    def laid_aside(self) -> list[Card]:
        """The tied rounds waiting on the table, and the aside."""
        return [*(c for _, c in self.held), *self.aside]

    def view_fields(self, seat: int) -> dict[str, Any]:
        return super().view_fields(seat) | {"held": tuple(self.held)}


def _next_seat(deal: KidsDeal, seat: int) -> int:
    return (seat + 1) % deal.players


def _trump(card: Card) -> bool:
    """A trump as the primes count them: the Excuse is one."""
    return card.is_trump or card.is_excuse


def _teacher(card: Card) -> bool:
    """A Prof or a Proviseur: what « Grève des profs » says a hand has none of."""
    return card.suit in KIDS_SUITS and card.rank >= 11


def _some(cards: Sequence[Card], lang: str) -> str:
    """« Et tu as … »: the cards a refused prime's hand has, by name when 1 or 2, else how
    many (a list of six names made a sentence too long for a child, issue 42).

    >>> _some([Card.of("T1")], "fr"), _some([Card.of(f"T{n}") for n in (1, 2, 3)], "en")
    ('Et tu as le Petit.', 'And you have 3.')
    """
    if len(cards) <= 2:
        return f"Et tu as {card_list(cards, 'fr')}." if lang == "fr" else f"And you have {card_list(cards, 'en')}."
    return f"Et tu en as {len(cards)}." if lang == "fr" else f"And you have {len(cards)}."


def _trumps(hand: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(c for c in hand if _trump(c))


class BetPhase(Phase):
    """« Les paris »: from the dealer's left each names a higher diploma or passes; one turn
    round the table after the last bet closes it (a seat that passed may bet again later)."""

    name = "bet"
    accepts = (Bid, Pass)
    fr = "des paris"
    en = "the bets"

    def legal(self, deal: KidsDeal) -> tuple[Action, ...]:
        return (*(Bid(level) for level in self._higher(deal)), Pass())

    @staticmethod
    def _higher(deal: KidsDeal) -> list[str]:
        floor = DIPLOMAS[deal.contract] if deal.contract else 0
        return [level for level, points in DIPLOMAS.items() if points > floor]

    def refusal(self, deal: KidsDeal, seat: int, action: Action) -> Refusal | None:
        if not isinstance(action, Bid):
            return None
        if action.level not in DIPLOMAS:
            return Refusal("bet-unknown",
                           f"« {action.level} » n'est pas un diplôme : choisis le Brevet, le Bac "
                           f"ou le Master.",
                           f"'{action.level}' is not a diploma: choose the Brevet, the Bac or the "
                           f"Master.", legal=self.legal(deal))
        if action.level not in self._higher(deal):
            assert deal.contract is not None
            fr, en = DIPLOMA_NAMES[deal.contract]
            return Refusal("bet-too-low",
                           f"Il y a déjà un pari sur {fr}. Vise un diplôme plus haut, ou passe.",
                           f"Someone already bet {en}: aim for a higher diploma, or pass.",
                           legal=self.legal(deal))
        return None

    def apply(self, deal: KidsDeal, seat: int, action: Action) -> None:
        deal.bids.append((seat, action))
        if isinstance(action, Bid):
            deal.taker, deal.contract = seat, action.level
        passes = len(deal.bids) - max((i + 1 for i, (_, a) in enumerate(deal.bids)
                                       if isinstance(a, Bid)), default=0)
        if deal.taker is None and passes == deal.players:
            deal.redeal = "no-bet"
            deal.phase, deal.to_act = "done", None
        elif deal.contract == "master" or (deal.taker is not None and passes == deal.players - 1):
            KIDS.advance(deal)
        else:
            deal.to_act = _next_seat(deal, seat)


class CallPhase(Phase):
    """« L'appel au Proviseur »: the bettor may call a school's Proviseur (or nobody)."""

    name = "call"
    accepts = (Call,)
    fr = "de l'appel au Proviseur"
    en = "calling a Head teacher"

    def legal(self, deal: KidsDeal) -> tuple[Action, ...]:
        return (*(Call(Card(s, 14)) for s in KIDS_SUITS), Call(None))

    def refusal(self, deal: KidsDeal, seat: int, action: Action) -> Refusal | None:
        assert isinstance(action, Call)
        if action.card is None or action.card in {Card(s, 14) for s in KIDS_SUITS}:
            return None
        return Refusal("call-proviseur",
                       "On ne peut appeler qu'un Proviseur : choisis la couleur de son École.",
                       "You can only call a Head teacher: choose the colour of its school.",
                       cards=(action.card,), legal=self.legal(deal))

    def apply(self, deal: KidsDeal, seat: int, action: Action) -> None:
        assert isinstance(action, Call)
        if action.card is not None:
            deal.called = action.card
            # a Proviseur nobody holds (set aside in a hand-made deal): the bettor plays alone
            deal.partner = next((s for s, h in enumerate(deal.hands) if action.card in h), None)
        KIDS.advance(deal)


class AnnouncePhase(Phase):
    """« Des primes »: from the dealer's left, each seat announces what it may, then passes."""

    name = "announce"
    accepts = (Declare, Pass)
    fr = "des annonces"
    en = "announcements"

    def legal(self, deal: KidsDeal) -> tuple[Action, ...]:
        seat = deal.to_act
        assert seat is not None
        hand = deal.hands[seat]
        actions: list[Action] = []
        for prime in PRIMES:
            if (seat, prime) in deal.declared:
                continue
            if prime == "trop_cool":
                actions += [Declare(prime, shown) for shown in
                            combinations(_trumps(hand), TROP_COOL[deal.players])]
            elif self._problem(deal, seat, Declare(prime)) is None:
                actions.append(Declare(prime))
        return (*actions, Pass())

    def refusal(self, deal: KidsDeal, seat: int, action: Action) -> Refusal | None:
        if isinstance(action, Pass):
            return None
        assert isinstance(action, Declare)
        problem = self._problem(deal, seat, action)
        if problem is None:
            return None
        rule, fr, en, cards = problem
        return Refusal(rule, fr, en, cards=cards, legal=self.legal(deal))

    def _problem(self, deal: KidsDeal, seat: int,
                 action: Declare) -> tuple[str, str, str, tuple[Card, ...]] | None:
        hand = deal.hands[seat]
        prime = action.prime
        if prime == "bout_du_bout":
            return ("prime-automatic",
                    "« Le bout du bout » ne s'annonce pas : il est gagné tout seul si ton Petit "
                    "remporte le dernier pli.",
                    "'Le bout du bout' is not announced: you get it by yourself if your Petit "
                    "wins the last trick.", ())
        if prime not in PRIMES:
            return ("prime-unknown",
                    f"« {prime} » n'est pas une annonce : les annonces sont Trop cool, C'est la "
                    f"loose et Grève des profs.",
                    f"'{prime}' is not an announcement: they are Trop cool, C'est la loose and "
                    f"Grève des profs.", ())
        if (seat, prime) in deal.declared:
            name = PRIME_NAMES[prime]
            return ("prime-twice", f"Tu as déjà annoncé « {name} ».",
                    f"You already announced '{name}'.", ())
        trumps = _trumps(hand)
        if prime == "trop_cool":
            need = TROP_COOL[deal.players]
            if len(trumps) < need:
                return ("trop-cool-few",
                        f"Pour « Trop cool », il faut au moins {need} atouts (l'Excuse compte) : "
                        f"tu en as {len(trumps)}.",
                        f"'Trop cool' needs at least {need} trumps (the Excuse counts): you have "
                        f"{len(trumps)}.", trumps)
            wrong = tuple(c for c in action.cards if c not in trumps)
            if wrong or len(action.cards) != need or len(set(action.cards)) != need:
                return ("trop-cool-show",
                        f"Pour « Trop cool », montre exactement {need} de tes atouts (l'Excuse "
                        f"compte).",
                        f"For 'Trop cool', show exactly {need} of your trumps (the Excuse "
                        f"counts).", wrong)
            return None
        if action.cards:
            return ("prime-show", "Pour cette annonce, tu ne montres aucune carte.",
                    "This announcement shows no cards.", action.cards)
        if prime == "la_loose" and trumps:
            return ("la-loose-trump",
                    f"« C'est la loose » veut dire aucun atout. {_some(trumps, 'fr')}",
                    f"'C'est la loose' means no trumps at all. {_some(trumps, 'en')}",
                    trumps)
        teachers = tuple(c for c in hand if _teacher(c))
        if prime == "greve" and teachers:
            return ("greve-prof",
                    f"« Grève des profs » veut dire ni Prof ni Proviseur. {_some(teachers, 'fr')}",
                    f"'Grève des profs' means no teacher and no Head teacher. {_some(teachers, 'en')}",
                    teachers)
        return None

    def apply(self, deal: KidsDeal, seat: int, action: Action) -> None:
        if isinstance(action, Declare):
            deal.declared.append((seat, action.prime))
            deal.shown += [(seat, c) for c in action.cards]
        elif seat == deal.dealer:
            KIDS.advance(deal)
        else:
            deal.to_act = _next_seat(deal, seat)


@dataclass(frozen=True, kw_only=True)
class KidsGame(TrickGame):
    def rules_out(self, declare: Declare) -> Callable[[Card], bool] | None:
        """« C'est la loose »: no trump (nor the Excuse); « Grève des profs »: no Prof nor
        Proviseur."""
        return {"la_loose": _trump, "greve": _teacher}.get(declare.prime)

    def label(self, action: Action, lang: str) -> str | None:
        """A diploma, or a prime announced (any but Tarot's poignée)."""
        fr = lang != "en"
        if isinstance(action, Bid) and action.level in DIPLOMA_NAMES:
            return DIPLOMA_NAMES[action.level][0 if fr else 1]
        if isinstance(action, Declare) and action.prime != "poignee":
            name = PRIME_NAMES.get(action.prime, action.prime)
            return f"annoncer « {name} »" if fr else f"announce '{name}'"
        return None

    def option_problems(self, players: int, options: Mapping[str, Any]) -> list[tuple[str, str]]:
        problems = []
        if options["proviseur"] and players != 5:
            problems.append((f"l'appel au Proviseur se joue à 5 joueurs, pas à {players}",
                             f"the Head teacher call is played by 5 players, not {players}"))
        if options["proviseur"] and not options["paris"]:
            problems.append(("l'appel au Proviseur a besoin des paris (réglage 'paris')",
                             "the Head teacher call needs the bets (option 'paris')"))
        if options["until"] % 100 >= 60:
            problems.append((f"l'heure de fin s'écrit heures puis minutes (1830 pour 18 h 30), pas {options['until']}",
                             f"the end time is hours then minutes (1830 for 6:30 pm), not {options['until']}"))
        if options["primes"] and players not in (4, 5):
            problems.append((f"les primes se jouent à 4 ou 5 joueurs, pas à {players}",
                             f"the primes are played by 4 or 5 players, not {players}"))
        return problems

    def first_dealer(self, rng: random.Random,
                     players: int) -> tuple[int, tuple[tuple[int, Card], ...]]:
        """Each player draws; the strongest card deals. The Excuse and ties draw again."""
        stock: list[Card] = []
        draws: list[tuple[int, Card]] = []
        contenders = list(range(players))
        while True:
            drawn: dict[int, Card] = {}
            for seat in contenders:
                card = EXCUSE
                while card.is_excuse:
                    if not stock:
                        stock = shuffled(self.deck, rng)
                    card = stock.pop()
                    draws.append((seat, card))
                drawn[seat] = card
            top = max(map(_draw_strength, drawn.values()))
            contenders = [s for s, c in drawn.items() if _draw_strength(c) == top]
            if len(contenders) == 1:
                return contenders[0], tuple(draws)

    def deal_cards(self, rng: random.Random, players: int, dealer: int,
                   options: Mapping[str, Any]) -> tuple[list[list[Card]], list[Card]]:
        return deal_packets(shuffled(self.deck, rng), players, (dealer + 1) % players,
                            HAND_SIZE[players], 2)

    def sequence(self, deal: KidsDeal) -> list[str]:
        """The phases of a deal with these options, in order."""
        options = deal.options
        return ([*(["bet"] if options["paris"] else []), *(["call"] if options["proviseur"] else []),
                 *(["announce"] if options["primes"] else []), "play"])

    def first_phase(self, deal: KidsDeal) -> str:
        return self.sequence(deal)[0]

    def advance(self, deal: KidsDeal) -> None:
        """Go to the next phase: the bettor calls; everything else starts at the dealer's left."""
        order = self.sequence(deal)
        deal.phase = order[order.index(deal.phase) + 1]
        deal.to_act = deal.taker if deal.phase == "call" else (deal.dealer + 1) % deal.players

    def result(self, deal: KidsDeal) -> DealResult:
        points = [self.deck.total(p) for p in deal.piles]
        tricks = tuple(deal.tricks_won)
        if deal.redeal:
            zeros = (0,) * deal.players
            return DealResult(deal.redeal, zeros, tricks, zeros)
        scores = list(points)
        bonuses: list[tuple[str, int, int]] = []
        won = None
        if deal.taker is not None and deal.contract is not None:
            diploma = DIPLOMAS[deal.contract]
            team = {deal.taker} if deal.partner is None else {deal.taker, deal.partner}
            others = [s for s in range(deal.players) if s not in team]
            ours = sum(points[s] for s in team)
            theirs = sum(points[s] for s in others)
            # with a call the team faces the others' combined points; alone, every other player
            won = ours > (theirs if deal.called else max(points[s] for s in others))
            for s in team:
                scores[s] = ours + diploma if won else -diploma
                bonuses.append(("diploma", s, diploma if won else -diploma))
            if deal.called:
                for s in others:
                    scores[s] = 0 if won else theirs
        for seat, prime in deal.declared:
            scores[seat] += PRIME_POINTS
            bonuses.append((prime, seat, PRIME_POINTS))
        last = deal.tricks[-1]
        if deal.options["primes"] and last.winner is not None and (last.winner, PETIT) in last.plays:
            scores[last.winner] += PRIME_POINTS
            bonuses.append(("bout_du_bout", last.winner, PRIME_POINTS))
        best = max(scores)
        return DealResult(None, tuple(points), tricks, tuple(scores), tuple(bonuses),
                          tuple(s for s, v in enumerate(scores) if v == best), won,
                          tuple(deal.unscored))

    def game_over(self, totals: Sequence[int], deals: int, options: Mapping[str, Any]) -> bool:
        return max(totals) >= options["target"] or 0 < options["deals"] <= deals

    def keeps_dealer(self, result: DealResult) -> bool:
        """Nobody bet: the cards are gathered and the same dealer deals again."""
        return result.redeal is not None


def _draw_strength(card: Card) -> int:
    """Trumps beat every school card; school cards by power (equal powers tie)."""
    return 100 + card.rank if card.is_trump else KIDS_DECK.power[card.rank]


KIDS = register(KidsGame(
    id="kids",
    fr="Tarot Kids",
    en="Tarot Kids",
    deck=KIDS_DECK,
    players=(2, 3, 4, 5),
    default_players=3,
    # the first game of the family; the box of the game says « +8 ans »
    age=8,
    timed_players=(4,),  # with « Paris » and the primes: the robots' every decision
    state=KidsDeal,
    clockwise=True,
    trick_rules=TrickRules(overtrump=True, ties=True),
    options=(
        Option("paris", False, "Les paris (diplômes)", "Bets (diplomas)"),
        Option("proviseur", False, "L'appel au Proviseur (5 joueurs)", "Call a Head teacher (5 players)"),
        Option("primes", False, "Les primes (4 ou 5 joueurs)", "Primes (4 or 5 players)"),
        Option("target", 100, "Points pour gagner", "Points to win", 10, 1000),
        Option("deals", 0, "Nombre de donnes (0 : sans limite)", "Number of deals (0: no limit)", 0, 50),
        # the rule's « heure de fin »: read by the app's clock (ui.table.Table.check_clock), never here,
        # so a deal stays the same on every machine; the stop it causes is kept in the link
        Option("minutes", 0, "Minutes de jeu (0 : sans limite)", "Minutes of play (0: no limit)", 0, 240),
        Option("until", 0, "Heure de fin, 1830 pour 18 h 30 (0 : aucune)", "End time, 1830 for 6:30 pm (0: none)",
               0, 2359),
    ),
    phases={"bet": BetPhase(), "call": CallPhase(), "announce": AnnouncePhase(),
            "play": PlayPhase()},
))
