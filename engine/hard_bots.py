"""The « fort » (hard) level of every trick game: a search from the seat's view
(:mod:`engine.search`), with its reason and the alternatives it weighed, in French and English.

The search imagines deals that fit what the seat has seen, plays each candidate out in them (the
others play quickly, the medium bots bid), and keeps the action that scores best on average.
:func:`advise` gives the whole weighing (for « Conseil » and the review after a deal);
:func:`decide` only the decision, and is what :func:`engine.bots.choose` calls at ``"hard"``;
:func:`deciding` and :func:`decision` are its two halves, for a caller that runs the search in
slices (a robot at the table thinks while the previous card is shown).

>>> import random
>>> from engine import Deal
>>> deal = Deal.new("kids", players=3, seed=4)
>>> advice = advise(deal.view(deal.to_act), random.Random(1), worlds=3)
>>> advice.decision.action in deal.legal_actions(), advice.worlds
(True, 3)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action, Bid, Call, Discard, Pass, Play, Trump
from .botkit import BOTS, Decision, played_cards
from .protocol import GAMES as REGISTRY
from .protocol import get_game
from .search import GAME_SEARCH, Estimate, Search
from .texts import card_name, counted, suit_name
from .tips import Tip, completes, tip
from .trickgame import TrickView


#: the most actions a decision weighs (an écart may allow twenty cards: the medium bot's first
#: choices are kept)
MAX_CANDIDATES = 8
#: the search overrules the medium bot only when its choice did better on the same worlds by
#: this many standard errors; « Conseil » says a choice within that many standard errors of the
#: advised one is worth the same (« ces choix se valent »)
SURE_EDGE = 2.0
#: fewer imagined deals than this, and « Conseil » says they are few: a standard error from n
#: deals is itself off by about 1 / √(2(n − 1)), half of it at 3 deals, a quarter at 10
FEW_WORLDS = 10
#: the fewest points a choice must bring more than the next best to be called better than it,
#: however sure the figures (a child reads « mieux » as a difference it can see in the list)
SEEN_GAP = 1
#: the fewest points listed for « nettement mieux »: however sure, « nettement mieux (+1 point) »
#: reads as a big difference to a child; a sure gap below this is « un peu mieux »
CLEAR_GAP = 5


def searched() -> tuple[str, ...]:
    """The games the search plays, in the order of the registry: each registers its hooks
    (:func:`engine.search.register_search`) once its sampled worlds replay to the same view
    (``tests/test_hard_bots.py``, ``tests/games/taroinche/test_taroinche_hard.py``)."""
    return tuple(g for g in REGISTRY if g in GAME_SEARCH)


def action_words(view: TrickView, action: Action, lang: str) -> str:
    """The action in a few words: « le Roi de cœur », « la Garde », « passer »."""
    own = GAME_SEARCH[view.game].words
    words = own(view, action, lang) if own else None
    if words is not None:
        return words
    fr = lang == "fr"
    if isinstance(action, Play):
        return card_name(action.card, lang)
    if isinstance(action, Discard) and action.card is not None:
        return ("écarter " if fr else "put in the écart: ") + card_name(action.card, lang)
    if isinstance(action, Bid):
        return f"annoncer {action.level}" if fr else f"bid {action.level}"
    if isinstance(action, Call):
        if action.card is None:
            return "n'appeler personne" if fr else "call nobody"
        return ("appeler " if fr else "call ") + card_name(action.card, lang)
    if isinstance(action, Trump):
        # « I would choose: green as trumps » (« choose: trumps: green » read as two labels)
        return f"l'atout {suit_name(action.suit, lang)}" if fr else f"{suit_name(action.suit, lang)} as trumps"
    assert isinstance(action, Pass)
    return "passer" if fr else "pass"


def _round(value: float) -> int:
    """Half up, always: the gap between two rounded figures is then never above the gap
    rounded up (Python's ``round`` rounds halves to even, and could show one point more)."""
    return math.floor(value + 0.5)


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def _points(n: int, lang: str) -> str:
    """« 1 point », « 12 points »."""
    return counted(n, "point", "points", lang)


def _amount(value: float, lang: str) -> str:
    """An average as a gain or a loss: « rapporte 12 points en moyenne », « perd 100 points en
    moyenne » (never « rapporte −100 »), « ni gain ni perte en moyenne »."""
    n = _round(value)
    if lang == "fr":
        if n == 0:
            return "ni gain ni perte en moyenne"
        return f"{'rapporte' if n > 0 else 'perd'} {_points(abs(n), lang)} en moyenne"
    if n == 0:
        return "neither wins nor loses on average"
    return f"{'brings' if n > 0 else 'loses'} {_points(abs(n), lang)} on average"


def _level(gain: float, error: float, shown: int) -> str:
    """How a choice compares with the advised one on the same imagined deals: ``"same"`` (the
    gap is within the noise, :data:`SURE_EDGE` standard errors of the paired difference, or
    under :data:`SEEN_GAP` points listed: « ces choix se valent »), ``"clear"`` (sure, and at
    least :data:`CLEAR_GAP` points listed: « nettement moins bien »), else ``"slight"``."""
    if shown < SEEN_GAP or not gain > SURE_EDGE * error:
        return "same"
    return "clear" if shown >= CLEAR_GAP else "slight"


def _deals_count(took: int, tricks: int, tried: int, lang: str) -> str:
    """How often a card took its trick, counted over the imagined deals it was played in
    (« gagne ce pli dans 32 des 100 donnes »); where some deals left the trick to nobody (a tied
    round of Tarot Kids), the count says over which deals it is (« … des 85 donnes où
    quelqu'un gagne ce pli »), never beside another number of deals."""
    fr = lang == "fr"
    where = "" if tricks == tried else (" où quelqu'un gagne ce pli" if fr else " where someone takes this trick")
    if tricks == 1:
        if fr:
            return f"{'gagne' if took else 'ne gagne pas'} ce pli dans la seule donne{where}"
        return f"{'takes' if took else 'does not take'} this trick in the one deal{where}"
    if took == 0:
        return (f"ne gagne ce pli dans aucune des {tricks} donnes{where}" if fr else
                f"takes this trick in none of the {tricks} deals{where}")
    if took == tricks:
        return (f"gagne ce pli dans les {tricks} donnes{where}" if fr else
                f"takes this trick in all {tricks} deals{where}")
    return (f"gagne ce pli dans {took} des {tricks} donnes{where}" if fr else
            f"takes this trick in {took} of the {tricks} deals{where}")


def _deals_won(won: int, tried: int, lang: str) -> str:
    """« gagne la donne dans 6 des 10 donnes », in a game that scores only who wins a deal."""
    if lang == "fr":
        if tried == 1:
            return f"{'gagne' if won else 'ne gagne pas'} la donne dans la seule donne"
        if won == 0:
            return f"ne gagne la donne dans aucune des {tried} donnes"
        return f"gagne la donne dans {'les' if won == tried else f'{won} des'} {tried} donnes"
    if tried == 1:
        return f"{'wins' if won else 'does not win'} the deal in the one deal"
    if won == 0:
        return f"wins the deal in none of the {tried} deals"
    return f"wins the deal in {'all' if won == tried else f'{won} of the'} {tried} deals"


@dataclass(frozen=True)
class Choice:
    """One action weighed: its average score for the seat, how often it took the trick (over
    ``tricks`` of the ``tried`` imagined deals it was played in: those where the trick had a
    winner), and how it compares with the advised action (``"advised"``: it is; else as
    :func:`_level` says, or ``"lower"``: within the noise, but listed after one surely worse)."""

    action: Action
    points: float
    took: int
    tricks: int
    tried: int = 0
    against: str = "advised"
    won: int | None = None  # deals won, in a game of wins (``None``: a game of points)

    def line(self, view: TrickView, lang: str) -> str:
        """Its figures: « Le Roi de cœur : gagne ce pli dans 9 des 10 donnes, rapporte 12 points
        en moyenne » (in a game of wins: « …, gagne la donne dans 6 des 10 donnes »)."""
        words = _capital(action_words(view, self.action, lang))
        amount = _amount(self.points, lang) if self.won is None else _deals_won(self.won, self.tried, lang)
        sep = " : " if lang == "fr" else ": "
        if self.tricks and completes(view, self.action):  # the trick is decided: all or nothing
            sure = self.took == self.tricks
            if lang == "fr":
                return f"{words} : {'gagne ce pli à coup sûr' if sure else 'ne peut pas gagner ce pli'}, {amount}"
            return f"{words}: {'takes this trick for sure' if sure else 'cannot take this trick'}, {amount}"
        if self.tricks and isinstance(self.action, Play):
            count = _deals_count(self.took, self.tricks, self.tried or self.tricks, lang)
            return f"{words}{sep}{count}, {amount}"
        return f"{words}{sep}{amount}"

    def plain(self, view: TrickView, lang: str) -> str:
        """In words, no figure: « Le Roi de cœur : nettement moins bien » (a choice worth the
        same as the advised one is said with it, by :meth:`Advice.plain`)."""
        words = _capital(action_words(view, self.action, lang))
        how = {"fr": {"lower": "moins bien", "slight": "un peu moins bien", "clear": "nettement moins bien"},
               "en": {"lower": "worse", "slight": "a little worse", "clear": "clearly worse"}}
        if self.against == "advised":
            return f"{words} : mon conseil" if lang == "fr" else f"{words}: my advice"
        return f"{words} : {how['fr'][self.against]}" if lang == "fr" else f"{words}: {how['en'][self.against]}"


@dataclass(frozen=True)
class Margin:
    """How sure the advice is: what the advised action brought more than the best other one
    weighed (``rival``), on the same imagined deals, and the standard error of that paired
    difference."""

    rival: Action
    gain: float   # the mean paired difference, in points
    error: float  # its standard error (infinite from a single deal)
    shown: int    # the gap between the two figures listed, as rounded there
    wins: bool = False  # a game of wins: its figures are deals won, no gap in points is said

    @property
    def sure(self) -> str:
        """``"clear"`` (« nettement mieux »), ``"slight"`` (« un peu mieux ») or ``"same"`` (the
        two are worth the same): :func:`_level`."""
        return _level(self.gain, self.error, self.shown)

    def words(self, view: TrickView, worlds: int, lang: str) -> str:
        """« Sur ces 40 donnes imaginées, c'est nettement mieux que « le Roi de cœur » (3 points
        de plus en moyenne). » (a gap within the noise is said by :meth:`Advice.figures`, without
        a figure; in a game of wins the deals won are listed above it, and no gap is said)."""
        rival = action_words(view, self.rival, lang)
        gap = _points(self.shown, lang)
        if lang == "fr":
            how = {"clear": "nettement mieux que", "slight": "un peu mieux que"}[self.sure]
            deals = "cette seule donne imaginée" if worlds == 1 else f"ces {worlds} donnes imaginées"
            return f"Sur {deals}, c'est {how} « {rival} »" + ("." if self.wins else f" ({gap} de plus en moyenne).")
        how = {"clear": "clearly better than", "slight": "a little better than"}[self.sure]
        deals = "this one imagined deal" if worlds == 1 else f"these {worlds} imagined deals"
        return f'Over {deals}, it is {how} "{rival}"' + ("." if self.wins else f" ({gap} more on average).")


def _names(names: Sequence[str], lang: str) -> str:
    """« A, B et C »."""
    joiner = " et " if lang == "fr" else " and "
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + joiner + names[-1]


@dataclass(frozen=True)
class Advice:
    """The hard bot's decision with everything it weighed (the advised action first, then
    those worth the same within the noise, then the others, each group best first), how sure it
    is (``None``: nothing else was weighed), and the tip « Conseil » leads with (``None``:
    nothing weighed)."""

    decision: Decision
    choices: tuple[Choice, ...]
    worlds: int
    same: tuple[tuple[Action, Action], ...] = ()  # a card and the twin weighed for it
    margin: Margin | None = None
    tip: Tip | None = None
    wins: bool = False  # a game of wins: figures count deals won, and a cost is a share of them

    def cost(self, action: Action) -> float | None:
        """Points ``action`` loses against the decision, as estimated (``None``: not weighed)."""
        points = {c.action: c.points for c in self.choices}
        action = dict(self.same).get(action, action)
        if action not in points or not self.choices:
            return None
        return max(0.0, points[self.decision.action] - points[action])

    def group(self) -> tuple[Choice, ...]:
        """The advised choice and those worth the same (within the noise)."""
        return tuple(c for c in self.choices if c.against in ("advised", "same"))

    def plain(self, view: TrickView, lang: str) -> list[str]:
        """The choices in the order advised, in words, no figure: the advised one, with those
        worth the same (« L'As de carreau (mon conseil) et le 10 de carreau : ces choix se
        valent »), then each other one."""
        group = self.group()
        lines = []
        if len(group) > 1:
            names = [action_words(view, c.action, lang) for c in group]
            names[0] += " (mon conseil)" if lang == "fr" else " (my advice)"
            same = "ces choix se valent" if lang == "fr" else "these choices are worth the same"
            lines.append(f"{_capital(_names(names, lang))}{' : ' if lang == 'fr' else ': '}{same}")
        elif group:
            lines.append(group[0].plain(view, lang))
        return lines + [c.plain(view, lang) for c in self.choices if c not in group]

    def figures(self, view: TrickView, lang: str) -> tuple[str, list[str], list[str]]:
        """The figures, for « Voir les calculs »: what they are over, each choice's (in the order
        advised), and how sure they are."""
        fr, n = lang == "fr", self.worlds
        if fr:
            deals = "la seule donne imaginée" if n == 1 else f"{n} donnes imaginées"
            intro = f"Sur {deals} avec les cartes que je ne vois pas, ce que chaque choix a donné :"
        else:
            deals = "the one imagined deal" if n == 1 else f"{n} imagined deals"
            intro = f"Over {deals} of the cards I cannot see, what each choice did:"
        notes = []
        group = self.group()
        if len(group) > 1:
            names = _names([action_words(view, c.action, lang) for c in group], lang)
            notes.append(_capital(
                f"{names} : leurs écarts restent dans le hasard des donnes imaginées, ces choix se valent."
                if fr else f"{names}: their gaps stay within the chance of the imagined deals, these choices "
                "are worth the same."))
        if self.margin is not None and self.margin.sure != "same":
            notes.append(self.margin.words(view, n, lang))
        if n < FEW_WORLDS:
            notes.append(f"Attention : je n'ai imaginé que {n} donne{'s' if n > 1 else ''}, c'est peu : "
                         "ces chiffres sont incertains." if fr else
                         f"Careful: I imagined only {n} deal{'s' if n > 1 else ''}, that is few: "
                         "these figures are uncertain.")
        return intro, [c.line(view, lang) for c in self.choices], notes


def twins(view: TrickView) -> dict[Action, Action]:
    """Cards that do the same as a smaller one of the same suit and worth (no card the seat
    has not seen lies between them), each mapped to that smallest one: the search weighs it
    alone. The Excuse and the Bouts stay themselves.

    >>> from engine import Deal
    >>> deal = Deal.from_hands("kids", "T3 T4 T9 E1B / T5 T6 E2B E3B", dealer=1)
    >>> {str(a): str(b) for a, b in twins(deal.view(0)).items()}
    {'T4': 'T3'}
    """
    own = GAME_SEARCH[view.game].twins
    if own:  # a game with its own order of the cards
        return own(view)
    deck = get_game(view.game).deck
    seen = set(view.hand) | played_cards(view)
    same: dict[Action, Action] = {}
    plays = sorted((a for a in view.legal if isinstance(a, Play) and not a.card.is_excuse
                    and a.card not in deck.bouts), key=lambda a: (a.card.suit, deck.strength(a.card)))
    for low, high in zip(plays, plays[1:]):
        a, b = low.card, high.card
        if a.suit != b.suit or deck.value(a) != deck.value(b):
            continue
        between = (c for c in deck.cards if c.suit == a.suit
                   and deck.strength(a) < deck.strength(c) < deck.strength(b))
        if all(c in seen for c in between):
            same[high] = same.get(low, low)
    return same


def candidates(view: TrickView, rng: random.Random) -> tuple[Action, ...]:
    """The actions worth weighing: every legal action but the twins of a card (:func:`twins`),
    and at most about :data:`MAX_CANDIDATES`: in an écart the medium bot's choice first, then
    the cards it would put there next; in La Taroinche's bids and chien places, the medium
    bot's choice, passing and coinching; in a card play with more choices, the lowest and the
    highest card of each suit and the medium bot's choice (a card in the middle of a long suit
    seldom does better than both ends, and weighing it would leave too few worlds)."""
    same = twins(view)
    legal = tuple(a for a in view.legal if a not in same)
    if len(legal) <= MAX_CANDIDATES:
        return legal
    own = GAME_SEARCH[view.game]
    short = own.shortlist(view, legal, MAX_CANDIDATES) if own.shortlist else None
    if short is not None:
        return short
    if view.phase != "play" or own.twins:  # a game with its own card order
        return legal
    deck = get_game(view.game).deck
    suits: dict[str, list[Play]] = {}
    for action in legal:
        if isinstance(action, Play):
            suits.setdefault(action.card[0], []).append(action)
    keep = {a for a in legal if not isinstance(a, Play)}
    for plays in suits.values():
        keep |= {min(plays, key=lambda a: deck.strength(a.card)),
                 max(plays, key=lambda a: deck.strength(a.card))}
    own = random.Random()
    own.setstate(rng.getstate())  # the medium bot's choice as :func:`_advice` will draw it
    usual = BOTS[view.game](view, "medium", own).action
    keep.add(same.get(usual, usual))
    return tuple(a for a in legal if a in keep)


def search(view: TrickView, rng: random.Random, also: Sequence[Action] = ()) -> Search:
    """A search, ready to run, for the seat of ``view``; ``also`` are actions to weigh as well
    (the review weighs the player's own choice)."""
    weighed, same = candidates(view, rng), twins(view)
    extra = {same.get(a, a) for a in also} - set(weighed)
    return Search(view, rng, (*weighed, *(a for a in view.legal if a in extra)))


def advise(view: TrickView, rng: random.Random | None = None, worlds: int | None = None,
           done: Search | None = None) -> Advice:
    """The hard bot's advice for the seat of ``view``: ``worlds`` sampled deals (default: as
    many as the time budget allows), or the search ``done`` already ran (the browser runs it
    in slices)."""
    rng = rng or random.Random()
    if done is None:
        done = search(view, rng)
        if len(view.legal) > 1:
            done.run(worlds)
    return _advice(view, done, rng)


def _advice(view: TrickView, done: Search, rng: random.Random) -> Advice:
    ranked = [e for e in done.ranked() if e.samples]
    medium = BOTS[view.game](view, "medium", rng)
    if len(view.legal) == 1 or not ranked:  # forced, or no world fits: the medium bot decides
        return Advice(medium, (), done.samples)
    same = twins(view)
    # a game that scores only who wins a deal: a choice's figure is the deals it won, its gaps
    # judged in a hundred
    wins = done.wins
    # a few worlds are noisy: leave the medium bot's choice only for one clearly better
    usual = next((e for e in ranked if e.action == same.get(medium.action, medium.action)), None)
    if usual is not None and usual is not ranked[0]:
        if not any(_level(*e.edge(usual), _round(e.mean) - _round(usual.mean)) != "same"
                   for e in ranked if e is not usual):
            ranked.remove(usual)
            ranked.insert(0, usual)
    advised, rest = ranked[0], ranked[1:]
    if wins:
        # what the learner reads is the deals won: a choice that surely won more of them than
        # the one the play-outs' edge in tricks put first is advised instead (the list never
        # shows a better figure it does not advise or group with its advice)
        ahead = [e for e in rest if _level(*e.edge(advised, True), _round(100 * e.won / e.samples)
                                           - _round(100 * advised.won / advised.samples)) != "same"]
        if ahead:
            advised = max(ahead, key=lambda e: e.won)
        rest = sorted((e for e in ranked if e is not advised), key=lambda e: -e.won)
        level = {id(e): _level(*advised.edge(e, True), _round(100 * advised.won / advised.samples)
                               - _round(100 * e.won / e.samples)) for e in rest}
    else:
        level = {id(e): _level(*advised.edge(e), _round(advised.mean) - _round(e.mean)) for e in rest}
    # best first, those worth the same as the advised one with it; from the first one surely
    # worse, every one listed after it is worse on average too: one within the noise there is
    # « moins bien » (a noisy −198 « se vaut » beside a sure −133 « nettement moins bien » read
    # as a contradiction)
    first_worse = next((i for i, e in enumerate(rest) if level[id(e)] != "same"), len(rest))
    order = [advised, *rest[:first_worse], *rest[first_worse:]]
    for e in rest[first_worse:]:
        if level[id(e)] == "same":
            level[id(e)] = "lower"
    choices = tuple(Choice(e.action, e.mean, e.took, e.tricks, e.samples, level.get(id(e), "advised"),
                           e.won if wins else None) for e in order)
    best = choices[0]
    if wins:  # what the learner reads is the deals won (a play-out's edge in tricks is no loss)
        generic = "as-good" if any((c.won or 0) > (best.won or 0) for c in choices) else "best"
    else:
        generic = ("as-good" if any(c.points > best.points + 1e-9 for c in choices) else
                   "least-loss" if best.points < 0 else "best")
    hint = tip(view, best.action, generic)
    if advised is usual and view.phase in GAME_SEARCH[view.game].medium_decides:
        # its own words: why the hand bids so (the search's figures are under « Voir les calculs »)
        decided = medium
    else:
        decided = Decision(best.action, *_reason(view, choices))
    margin = _margin(advised, rest, wins) if rest else None
    return Advice(decided, choices, done.samples, tuple(same.items()), margin, hint, wins)


def _margin(advised: Estimate, rest: Sequence[Estimate], wins: bool = False) -> Margin:
    """The advised action against the best other one, on the same worlds (in a game of wins,
    by the deals won, the gap shown in a hundred)."""
    if wins:
        rival = max(rest, key=lambda e: e.won)
        gain, error = advised.edge(rival, True)
        return Margin(rival.action, gain, error, _round(100 * advised.won / advised.samples)
                      - _round(100 * rival.won / rival.samples), True)
    rival = max(rest, key=lambda e: round(e.mean, 9))
    gain, error = advised.edge(rival)
    return Margin(rival.action, gain, error, _round(advised.mean) - _round(rival.mean))


def _reason(view: TrickView, choices: Sequence[Choice]) -> tuple[str, str]:
    """The robot's reason, one sentence and no figure (they are under « Voir les calculs »):
    what the card does to a trick it completes, and why the choice: it brings the most on
    average, loses the least, or no other does better but by chance."""
    best = choices[0]
    fr, en = _capital(action_words(view, best.action, "fr")), _capital(action_words(view, best.action, "en"))
    if any(c.points > best.points + 1e-9 for c in choices):
        why_fr, why_en = ("aucun autre choix ne fait mieux en moyenne, sauf par hasard",
                          "no other choice does better on average, but by chance")
    elif best.points < 0:
        why_fr, why_en = "c'est ce qui perd le moins en moyenne", "it loses the least on average"
    else:
        why_fr, why_en = "c'est ce qui rapporte le plus en moyenne", "it brings the most on average"
    if isinstance(best.action, Play) and best.tricks and completes(view, best.action):
        if best.took:  # the trick's last card: who takes it is known
            return f"{fr} gagne ce pli à coup sûr, et {why_fr}.", f"{en} takes this trick for sure, and {why_en}."
        return f"{fr} ne peut pas gagner ce pli, mais {why_fr}.", f"{en} cannot take this trick, but {why_en}."
    return (f"{fr} : sur les donnes que j'imagine avec les cartes que je ne vois pas, {why_fr}.",
            f"{en}: over the deals I imagine of the cards I cannot see, {why_en}.")


def decide(view: TrickView, rng: random.Random | None = None) -> Decision:
    """The hard bot's decision for the seat of ``view`` (one of ``view.legal``)."""
    rng = rng or random.Random()
    found = deciding(view, rng)
    return decision(view, rng, found.run() if found is not None else None)


def deciding(view: TrickView, rng: random.Random) -> Search | None:
    """The search behind the hard bot's decision for the seat of ``view``, not yet run (a
    robot at the table runs it in slices while the previous card is shown); ``None`` when the
    medium bot decides alone: a forced move, or a phase where the search would only be shown,
    not used."""
    if len(view.legal) == 1 or view.phase in GAME_SEARCH[view.game].medium_decides:
        return None
    return search(view, rng)


def decision(view: TrickView, rng: random.Random, done: Search | None) -> Decision:
    """The hard bot's decision once the search :func:`deciding` gave has run (``rng`` is the
    one it was given)."""
    if done is None:
        return BOTS[view.game](view, "medium", rng)
    return _advice(view, done, rng).decision


__all__ = ["Advice", "Choice", "Margin", "Tip", "action_words", "completes", "advise", "decide", "deciding", "decision",
           "search", "searched"]
