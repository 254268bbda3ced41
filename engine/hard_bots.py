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
from .texts import card_name, suit_name
from .trickgame import TrickView


#: the most actions a decision weighs (an écart may allow twenty cards: the medium bot's first
#: choices are kept)
MAX_CANDIDATES = 8
#: the search overrules the medium bot only when its choice did better on the same worlds by
#: this many standard errors; « Conseil » shows that many standard errors as the margin (the
#: « ± ») of a gap it calls too close to call
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


def completes(view: TrickView, action: Action) -> bool:
    """Whether ``action`` is the card that completes the trick on the table: every card of that
    trick is then known, and so is who takes it."""
    active = view.seats or range(view.players)
    return isinstance(action, Play) and view.phase == "play" and len(view.trick) == len(active) - 1


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


def _signed(value: float, lang: str) -> str:
    n = _round(value)
    shown = f"+{n}" if n > 0 else f"{n}".replace("-", "−")
    return f"{shown} point" + ("s" if abs(n) > 1 or lang == "en" and abs(n) != 1 else "")


@dataclass(frozen=True)
class Choice:
    """One action weighed: its average score for the seat, and how often it took the trick."""

    action: Action
    points: float
    took: int
    tricks: int

    def line(self, view: TrickView, lang: str) -> str:
        """« Le Roi de cœur : gagne le pli 9 fois sur 10, +12 points en moyenne »."""
        words = _capital(action_words(view, self.action, lang))
        pts = _signed(self.points, lang)
        if self.tricks and completes(view, self.action):  # the trick is decided: all or nothing
            sure = self.took == self.tricks
            if lang == "fr":
                return f"{words} : {'gagne ce pli à coup sûr' if sure else 'ne peut pas gagner ce pli'}, {pts} en moyenne"
            return f"{words}: {'takes this trick for sure' if sure else 'cannot take this trick'}, {pts} on average"
        if self.tricks and isinstance(self.action, Play):
            if lang == "fr":
                return f"{words} : gagne le pli {self.took} fois sur {self.tricks}, {pts} en moyenne"
            times = "once" if self.took == 1 else f"{self.took} times"
            return f"{words}: takes the trick {times} in {self.tricks}, {pts} on average"
        return f"{words} : {pts} en moyenne" if lang == "fr" else f"{words}: {pts} on average"


@dataclass(frozen=True)
class Margin:
    """How sure the advice is: what the advised action brought more than the best other one
    weighed (``rival``), on the same imagined deals, and the standard error of that paired
    difference."""

    rival: Action
    gain: float   # the mean paired difference, in points
    error: float  # its standard error (infinite from a single deal)
    shown: int    # the gap between the two figures listed, as rounded there

    @property
    def sure(self) -> str:
        """``"clear"`` (« nettement mieux »: more than :data:`SURE_EDGE` standard errors and at
        least :data:`CLEAR_GAP` points listed), ``"slight"`` (« un peu mieux »: more than one
        standard error), else ``"same"`` (« à peu près pareil »); never better than ``"same"``
        under :data:`SEEN_GAP` points listed."""
        if self.shown < SEEN_GAP or not self.gain > self.error:
            return "same"
        return "clear" if self.gain > SURE_EDGE * self.error and self.shown >= CLEAR_GAP else "slight"

    def words(self, view: TrickView, worlds: int, lang: str) -> str:
        """« Sur ces 40 donnes imaginées, c'est nettement mieux que le Roi de cœur (+3 points en
        moyenne). »"""
        rival = action_words(view, self.rival, lang)
        gap = _signed(self.shown, lang)
        if lang == "fr":
            how = {"clear": "nettement mieux que", "slight": "un peu mieux que",
                   "same": "à peu près pareil que"}[self.sure]
            deals = "cette seule donne imaginée" if worlds == 1 else f"ces {worlds} donnes imaginées"
            return f" Sur {deals}, c'est {how} « {rival} » ({gap} de différence en moyenne)."
        how = {"clear": "clearly better than", "slight": "a little better than",
               "same": "about the same as"}[self.sure]
        deals = "this one imagined deal" if worlds == 1 else f"these {worlds} imagined deals"
        return f' Over {deals}, it is {how} "{rival}" ({gap} of difference on average).'


@dataclass(frozen=True)
class Advice:
    """The hard bot's decision with everything it weighed (best first), and how sure it is
    (``None``: nothing else was weighed)."""

    decision: Decision
    choices: tuple[Choice, ...]
    worlds: int
    same: tuple[tuple[Action, Action], ...] = ()  # a card and the twin weighed for it
    margin: Margin | None = None

    def cost(self, action: Action) -> float | None:
        """Points ``action`` loses against the decision, as estimated (``None``: not weighed)."""
        points = {c.action: c.points for c in self.choices}
        action = dict(self.same).get(action, action)
        if action not in points or not self.choices:
            return None
        return max(0.0, points[self.decision.action] - points[action])


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
    # a few worlds are noisy: leave the medium bot's choice only for one clearly better
    usual = next((e for e in ranked if e.action == same.get(medium.action, medium.action)), None)
    margin: float | None = None  # the noise that keeps the medium bot's choice first, if any
    if usual is not None and usual is not ranked[0]:
        gain, error = ranked[0].edge(usual)
        if not gain > SURE_EDGE * error:
            if _round(ranked[0].mean) > _round(usual.mean):  # the list shows a better figure
                margin = SURE_EDGE * error
            ranked.remove(usual)
            ranked.insert(0, usual)
    choices = tuple(Choice(e.action, e.mean, e.took, e.tricks) for e in ranked)
    if ranked[0] is usual and view.phase in GAME_SEARCH[view.game].medium_decides:
        # its own words: why the hand bids so (the search's figures follow)
        action, fr, en = medium.action, medium.fr, medium.en
    else:
        action, (fr, en) = choices[0].action, _reason(view, choices, done.samples)
    sure = _margin(ranked) if len(ranked) > 1 else None
    note_fr, note_en = _caveats(view, choices, margin, done.samples)
    if sure is not None and margin is None:  # a gap too close to call already says its margin
        note_fr = sure.words(view, done.samples, "fr") + note_fr
        note_en = sure.words(view, done.samples, "en") + note_en
    return Advice(Decision(action, fr + note_fr, en + note_en), choices, done.samples,
                  tuple(same.items()), sure)


def _margin(ranked: Sequence[Estimate]) -> Margin:
    """The advised action (first) against the best other one, on the same worlds."""
    advised = ranked[0]
    rival = max(ranked[1:], key=lambda e: round(e.mean, 9))
    gain, error = advised.edge(rival)
    return Margin(rival.action, gain, error, _round(advised.mean) - _round(rival.mean))


def _caveats(view: TrickView, choices: Sequence[Choice], margin: float | None,
             worlds: int) -> tuple[str, str]:
    """What makes the figures shown uncertain, said plainly: the advised choice kept within
    the noise (the gap to the best figure shown, ± :data:`SURE_EDGE` standard errors of the
    paired difference), and too few imagined deals."""
    fr = en = ""
    if margin is not None:
        top = max(choices, key=lambda c: c.points)
        gap = _round(top.points) - _round(choices[0].points)
        other_fr, other_en = (_capital(action_words(view, top.action, lang)) for lang in ("fr", "en"))
        # quoted as listed: « Écarter le 8 de cœur », "Put in the écart: the 8 of hearts"
        if math.isinf(margin):  # a single deal: no spread to measure
            fr += f" « {other_fr} » rapporte +{gap} sur cette seule donne : trop peu pour trancher."
            en += f' "{other_en}" brings +{gap} more in this single deal: too little to tell.'
        else:
            # « à 1 point près »: the margin carries its own noun, so each number gets its plural
            shown = math.ceil(margin)
            fr += (f" « {other_fr} » rapporte {_signed(gap, 'fr')} de plus en moyenne, à {shown} "
                   f"point{'s' if shown > 1 else ''} près : trop proche pour trancher.")
            en += (f' "{other_en}" brings {_signed(gap, "en")} more on average, give or take '
                   f'{shown} point{"s" if shown != 1 else ""}: too close to call.')
    if worlds < FEW_WORLDS:
        fr += (f" Attention : je n'ai imaginé que {worlds} donne{'s' if worlds > 1 else ''}, "
               "c'est peu : ces chiffres sont incertains.")
        en += (f" Careful: I imagined only {worlds} deal{'s' if worlds > 1 else ''}, that is few: "
               "these figures are uncertain.")
    return fr, en


def _reason(view: TrickView, choices: Sequence[Choice], worlds: int) -> tuple[str, str]:
    """One sentence: what the choice does to the trick (a card), and what it brings."""
    best = choices[0]
    fr, en = action_words(view, best.action, "fr"), action_words(view, best.action, "en")
    pts_fr, pts_en = _signed(best.points, "fr"), _signed(best.points, "en")
    top = best.points >= max(c.points for c in choices) - 1e-9
    why_fr = (f"c'est ce qui rapporte le plus ({pts_fr} en moyenne)" if top else
              f"aucun autre choix ne fait nettement mieux ({pts_fr} en moyenne)")
    why_en = (f"it brings the most ({pts_en} on average)" if top else
              f"no other choice does clearly better ({pts_en} on average)")
    if isinstance(best.action, Play) and best.tricks:
        card_fr, card_en = _capital(fr), _capital(en)
        if completes(view, best.action):  # the trick's last card: who takes it is known
            if best.took:
                return (f"{card_fr} gagne ce pli à coup sûr, et {why_fr}.",
                        f"{card_en} takes this trick for sure, and {why_en}.")
            return (f"{card_fr} ne peut pas gagner ce pli, mais {why_fr}.",
                    f"{card_en} cannot take this trick, but {why_en}.")
        if best.took == 0 and best.tricks == worlds:
            return (f"{card_fr} ne gagne ce pli dans aucune des {best.tricks} donnes que "
                    f"j'imagine, mais {why_fr}." if best.tricks > 1 else
                    f"{card_fr} ne gagne pas ce pli dans la seule donne que j'imagine, mais {why_fr}.",
                    f"{card_en} takes this trick in none of the {best.tricks} deals I imagine, but "
                    f"{why_en}." if best.tricks > 1 else
                    f"{card_en} does not take this trick in the one deal I imagine, but {why_en}.")
        if best.took == best.tricks == worlds == 1:
            return (f"{card_fr} gagne ce pli dans la seule donne que j'imagine, et {why_fr}.",
                    f"{card_en} takes this trick in the one deal I imagine, and {why_en}.")
        if best.took == best.tricks == worlds:
            return (f"{card_fr} gagne ce pli dans les {best.tricks} donnes que j'imagine, et {why_fr}.",
                    f"{card_en} takes this trick in all {best.tricks} deals I imagine, and {why_en}.")
        if best.took in (0, best.tricks):
            # the search stopped inside a deal: the card was tried in fewer deals than imagined,
            # and « gagne ce pli dans 0 cas sur 19 » said it wins while it never does
            n, won = best.tricks, best.took > 0
            fr = (("gagne ce pli dans la seule donne essayée" if won else "ne gagne pas ce pli dans la seule "
                   "donne essayée") if n == 1 else
                  f"gagne ce pli dans les {n} donnes essayées" if won else
                  f"ne gagne ce pli dans aucune des {n} donnes essayées")
            en = (("takes this trick in the one deal tried" if won else "does not take this trick in the one "
                   "deal tried") if n == 1 else
                  f"takes this trick in all {n} deals tried" if won else
                  f"takes this trick in none of the {n} deals tried")
            return (f"{card_fr} {fr}, {'et' if won else 'mais'} {why_fr}.",
                    f"{card_en} {en}, {'and' if won else 'but'} {why_en}.")
        cases = "case" if best.took == 1 else "cases"
        return (f"{card_fr} gagne ce pli dans {best.took} cas sur {best.tricks} : sur {worlds} "
                f"donnes imaginées, {why_fr}.",
                f"{card_en} takes this trick in {best.took} {cases} out of {best.tricks}: over "
                f"{worlds} imagined deals, {why_en}.")
    return (f"Mon choix : {fr}, car sur {worlds} donnes imaginées avec les cartes que je ne "
            f"vois pas, {why_fr}.",
            f"My choice: {en}, because over {worlds} imagined deals of the cards I cannot see, "
            f"{why_en}.")


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


__all__ = ["Advice", "Choice", "Margin", "action_words", "advise", "decide", "deciding", "decision",
           "search", "searched"]
