"""View-models: the setup form and the table as ``param`` objects, without any widget (the
whole app's is :class:`ui.app_model.App`).

The views in :mod:`ui.views` only draw what these objects describe and call their methods, so
everything here is tested in plain pytest.

>>> setup = Setup(game="tarot", players=4)
>>> setup.players, setup.game
(4, 'tarot')
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass
from typing import Any

import param

from engine import (Action, Bid, Call, Card, Deal, Declare, Discard, KIDS_DECK, Match, OptionsError, Pass,
                    Play, Refusal, TarotError, Trump, View, all_games, as_action, get_game)
from engine import bots, rulebook
from engine.cards import TAROT_SUITS
from engine.rulebook import Passage
from engine.games.kids import DIPLOMA_NAMES, DIPLOMAS, PRIME_NAMES
from engine.games.tarin import LEVELS as TARIN_LEVELS
from engine.games.tarot import CONTRACT_NAMES, CONTRACTS, POIGNEE_NAMES, POIGNEES
from engine.texts import card_list, card_name, suit_name

from . import assets
from .i18n import BOT_NAMES, LANGS, join_names, known, say, t
from .urlstate import DEFAULT_LEVEL, GameSpec, Link, LinkError, Seated, act, bot_levels, encode

HUMAN = 0
#: the games this app can seat at a table, in menu order: every registered game, in the order
#: it is taught
SUPPORTED = tuple(g.id for g in all_games())
#: games whose table has its own module, ``ui/<game>.py`` with ``OwnTable(table)`` (see :func:`own_table`)
OWN_TABLES = frozenset({"taroinche"})
#: games scored by tricks rather than card points (the seat boxes then show tricks only)
BY_TRICKS = frozenset({"premier"})
#: the poignée offer's own buttons (they change the screen, not the deal)
PICK, SHOW, CANCEL, DECLINE = "poignee:pick", "poignee:show", "poignee:cancel", "poignee:decline"


def game_label(game: str, lang: str) -> str:
    """The game's name in the menu: our own label when the catalogue has one, else the engine's.

    >>> game_label("tarot", "en"), game_label("kids", "fr")
    ('Tarot (3 to 6 players)', 'Tarot Kids')
    """
    if known(f"game.{game}", lang):
        return t(f"game.{game}", lang)
    rules = get_game(game)
    return rules.fr if lang == "fr" else rules.en


# --- what the views draw -----------------------------------------------------------------------
@dataclass(frozen=True)
class CardFace:
    """One card as drawn: ``lit`` after a hint for a card that may be played, ``dim`` for one
    that may not; ``caption`` names who played it on the table."""

    token: str
    url: str
    label: str
    lit: bool = False
    dim: bool = False
    winner: bool = False
    caption: str = ""


@dataclass(frozen=True)
class SeatInfo:
    """A seat's box: name, cards left, tricks and points so far, and its role this deal."""

    seat: int
    name: str
    count: int
    tricks: int
    points: int
    turn: bool
    badges: tuple[str, ...]
    cards: tuple[CardFace, ...] = ()  # face up: teacher mode only
    shown: tuple[CardFace, ...] = ()  # shown to everyone (a poignée, trumps in the écart)
    out: bool = False  # sits this deal out (the dealer, « le mort », at 6-player tarot)


@dataclass(frozen=True)
class TrickInfo:
    title: str
    plays: tuple[CardFace, ...]
    held: tuple[CardFace, ...] = ()
    aside_title: str = ""  # tarot: the chien or the écart under way, and what it says
    aside: tuple[CardFace, ...] = ()


@dataclass(frozen=True)
class Choice:
    """A button for a decision before the play (bet, call, announcement); pressing one that is
    not ``legal`` shows why (the buttons of refused contracts stay visible to be explained).
    A button that would do nothing at all is not ``enabled``."""

    label: str
    action: str
    legal: bool = True
    enabled: bool = True


@dataclass(frozen=True)
class Field:
    """A decision made in parts before its button is pressed (La Taroinche's bid: value, trumps,
    partner, mention): a labelled list of ``options`` (words, the :meth:`Table.press` action
    that picks it); ``value`` is the action of the option picked (``""``: none yet). Each
    option reads on its own (« atout ♥ cœur », « avec Léa »): the label is for screen readers."""

    name: str
    label: str
    options: tuple[tuple[str, str], ...]
    value: str = ""
    placeholder: str = ""  # shown while nothing is picked


@dataclass(frozen=True)
class Aside:
    """The écart, or the chien nobody saw, at the end of a tarot deal: cards that count for a
    camp though no trick brought them (``points`` as the deck counts them: tarot half points)."""

    title: str
    cards: tuple[CardFace, ...]
    points: int


@dataclass(frozen=True)
class Pile:
    """One seat's pile at the end of a deal; the taker's holds the écart (or the chien of a
    Garde sans) it counts with. Tarot bonuses are on the :class:`Camp` that receives them."""

    title: str
    cards: tuple[CardFace, ...]
    points: int
    tricks: int
    score: int
    bonuses: tuple[str, ...]
    winner: bool
    aside: Aside | None = None


@dataclass(frozen=True)
class Camp:
    """A side of a tarot deal at its end: its card points added up on screen (``sum``, ending
    with the total the score works with) and the bonuses it receives."""

    title: str
    sum: str
    points: int
    bonuses: tuple[str, ...]
    won: bool


@dataclass(frozen=True)
class Move:
    """A robot's decision and the sentence that explains it."""

    action: Action
    fr: str
    en: str


def capital(text: str) -> str:
    """« le Bac » → « Le Bac » (a button label starts a sentence)."""
    return text[:1].upper() + text[1:]


# --- robots ------------------------------------------------------------------------------------
def decide(view: View, level: str, rng: random.Random) -> Move:
    """The robot's move and its reason, from the engine's bots (they see only ``view``)."""
    decision = bots.choose(view, level, rng)
    return Move(decision.action, decision.fr, decision.en)


def bot_rng(seed: int, deal: int, ply: int) -> random.Random:
    """The robots' randomness: fixed by the match seed and the position, so a shared link
    replays and continues exactly the same way on any machine."""
    return random.Random(f"{seed}/{deal}/{ply}")


# --- the setup form ----------------------------------------------------------------------------
class Setup(param.Parameterized):
    """The choices before a game: game, players, options, robot levels, seed, teacher mode."""

    game = param.Selector(default="kids", objects=list(SUPPORTED))
    players = param.Integer(default=3, bounds=(2, 6))
    options = param.Dict(default={})
    levels = param.List(default=[], item_type=str)
    seed = param.String(default="", doc="empty: a random seed")
    teacher = param.Boolean(default=False)
    problem = param.String(default="", doc="why the last start failed, in the current language")

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self._fit_game()

    @property
    def rules(self) -> Any:
        return get_game(self.game)

    def player_counts(self) -> tuple[int, ...]:
        return self.rules.players

    @param.depends("game", watch=True)
    def _fit_game(self) -> None:
        game = self.rules
        players = self.players if self.players in game.players else min(game.players, key=lambda n: abs(n - 3))
        self.param.update(options={o.name: o.default for o in game.options}, players=players)
        self._fit_levels()

    @param.depends("players", watch=True)
    def _fit_levels(self) -> None:
        wanted, known = max(self.players - 1, 0), bot_levels(self.game)
        levels = [level if level in known else DEFAULT_LEVEL for level in self.levels]
        self.levels = (levels + [DEFAULT_LEVEL] * wanted)[:wanted]

    def set_option(self, name: str, value: Any) -> None:
        self.options = {**self.options, name: value}

    def set_level(self, seat: int, level: str) -> None:
        levels = list(self.levels)
        levels[seat - 1] = level
        self.levels = levels

    def spec(self, lang: str = "fr") -> GameSpec | None:
        """The game to start, or ``None`` with :attr:`problem` saying why not."""
        text = self.seed.strip()
        if text and not (text.isdigit() and len(text) <= 15):
            self.problem = t("setup.bad_seed", lang)
            return None
        seed = int(text) if text else random.randrange(1, 100_000)
        defaults = {o.name: o.default for o in self.rules.options}
        options = tuple((k, v) for k, v in self.options.items() if defaults.get(k) != v)
        spec = GameSpec(self.game, self.players, seed, options, tuple(self.levels))
        try:
            spec.check()
        except OptionsError as error:
            self.problem = t("setup.problems", lang, detail=error.text(lang))
            return None
        self.problem = ""
        return spec


# --- the table ---------------------------------------------------------------------------------
class Table(param.Parameterized):
    """A game in progress: the match, the current deal, every action so far, hints, robots,
    and the teacher's tools (open hands, one step at a time, undo/redo, replay, link).

    The state is the spec plus the action log; undo and shared links rebuild it by replaying.
    """

    lang = param.Selector(default="fr", objects=list(LANGS))
    teacher = param.Boolean(default=False, doc="robots wait for « carte suivante »")
    open_hands = param.Boolean(default=True, doc="teacher mode shows every hand face up")
    hint = param.ClassSelector(class_=Refusal, default=None, allow_None=True)
    why = param.Boolean(default=False, doc="the rule passage of the hint is open")
    delay = param.Number(default=0.8, bounds=(0, None), doc="seconds between robot cards")
    version = param.Integer(default=0, doc="bumped on every change of the game state")
    advice = param.Boolean(default=True, doc="« Conseil » is offered at the player's turn")
    asked = param.Integer(default=0, doc="times « Conseil » was asked (a lesson counts it as a hint)")

    def __init__(self, spec: GameSpec, moves: tuple[tuple[Action, ...], ...] = ((),),
                 **params: Any) -> None:
        super().__init__(**params)
        self.spec = spec
        self.game = get_game(spec.game)
        self.kids = self.game.deck is KIDS_DECK
        self.tarot = self.game.id == "tarot"
        self.tarin = self.game.id == "tarin"
        self.own = own_table(self)
        self.declined = False  # the player said no to showing a poignée this deal
        self.picked: list[Card] | None = None  # the trumps chosen for a poignée, while choosing
        self.future: list[Action] = []  # redo stack: the next action is last
        self.move: Move | None = None  # the last robot decision, for the teacher
        self.mover: int | None = None
        self._runner = 0  # bumped to stop a robot loop that is running
        self._replay([list(deal) for deal in moves])

    @classmethod
    def from_link(cls, link: Link, **params: Any) -> Table:
        """The table a shared link describes; raises :class:`LinkError` if its moves do not
        replay (an illegal move, a deal started before the previous one ended…)."""
        return cls(link.spec, link.moves, lang=link.lang, teacher=link.teacher, **params)

    def _replay(self, log: list[list[Action]]) -> None:
        match = self.new_match()
        deal: Deal | None = None
        for index, actions in enumerate(log or [[]]):
            if deal is not None and not deal.over:
                raise LinkError(f"deal {index} starts before deal {index - 1} is finished",
                                f"la donne {index} commence avant la fin de la donne {index - 1}")
            if match.over:
                raise LinkError(f"the game was already over after deal {index}",
                                f"la partie était déjà finie après la donne {index}")
            deal = match.next_deal()
            for ply, action in enumerate(actions):
                try:
                    act(deal, action)
                except TarotError as error:
                    raise LinkError(f"move {ply + 1} of deal {index + 1} ({action}): {error}",
                                    f"le coup {ply + 1} de la donne {index + 1} ({action}) ne va "
                                    f"pas : {error.fr}") from None
            if deal.over:
                match.record(deal)
        assert deal is not None
        self.match, self.deal, self.log = match, deal, log or [[]]

    # --- hooks: a lesson's scripted deal (ui.lessons.ScriptedTable) overrides these ---------------
    def new_match(self) -> Match:
        """The match this table plays: the spec's, deal after deal."""
        spec = self.spec
        return Match(spec.game, spec.players, spec.seed, spec.option_dict)

    def robot_move(self, seat: int) -> Move:
        """What the robot at ``seat`` does now: the engine's bot, with the position's randomness."""
        return decide(self.deal.view(seat), self.spec.level(seat),
                      bot_rng(self.spec.seed, len(self.log) - 1, len(self.log[-1])))

    # --- reading the state -------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.spec.players

    @property
    def view(self) -> View:
        """What the player may know: the only source for the player's screen."""
        return self.deal.view(HUMAN)

    @property
    def robots_to_move(self) -> bool:
        return not self.deal.over and self.deal.to_act not in (None, HUMAN)

    @property
    def human_to_move(self) -> bool:
        return not self.deal.over and self.deal.to_act == HUMAN

    def names(self) -> list[str]:
        return [t("seat.you", self.lang), *BOT_NAMES[: self.players - 1]]

    def seat_name(self, seat: int) -> str:
        return self.names()[seat]

    def said(self, key: str, seat: int, **values: Any) -> str:
        """The sentence ``key`` about ``seat``: « Léa passe. », « Tu passes. »."""
        return say(key, self.lang, seat == HUMAN, name=self.seat_name(seat), **values)

    def around(self) -> list[int]:
        """The robots' seats from left to right across the top of the table: play goes from the
        player to their left when the game turns clockwise, to their right otherwise."""
        seats = list(range(1, self.players))
        return seats if self.game.clockwise else seats[::-1]

    def face(self, card: Card, **extra: Any) -> CardFace:
        url = self.own.card_url(card) if self.own else assets.card_url(card, self.kids, self.lang)
        return CardFace(str(card), url, card_name(card, self.lang), **extra)

    def back_url(self) -> str:
        if self.own:
            return self.own.back_url()
        if self.tarin:
            return assets.back_url(False, self.lang).replace("back-tarot", "back-tarin")
        return assets.back_url(self.kids, self.lang)

    def status(self) -> str:
        """Whose turn it is, in a sentence."""
        deal = self.deal
        if deal.over:
            return t("turn.over", self.lang)
        if self.own and (line := self.own.status()):
            return line
        if deal.to_act == HUMAN:
            if deal.phase == "ecart":
                return t("turn.you_ecart", self.lang, n=self.to_discard)
            if self.poignee_offered():
                return t("turn.you_poignee", self.lang)
            if self.tarin and deal.phase in ("bid", "trump"):
                return t(f"tarin.turn_{deal.phase}", self.lang)
            return t({"bet": "turn.you_bet", "call": "turn.you_call_king" if self.tarot else "turn.you_call",
                      "announce": "turn.you_announce", "bid": "turn.you_bid"}.get(deal.phase, "turn.you"),
                     self.lang)
        key = "turn.wait" if self.teacher else "turn.bot_ecart" if deal.phase == "ecart" else "turn.bot"
        line = t(key, self.lang, name=self.seat_name(deal.to_act))
        return line if HUMAN in deal.seats else f"{t('turn.dead', self.lang)} {line}"

    @property
    def to_discard(self) -> int:
        """Cards the taker still has to put in the écart (0 outside the écart)."""
        view = self.view
        if view.phase != "ecart":
            return 0
        return len(view.chien) - sum(isinstance(a, Discard) for _, a in view.history)

    def lit_cards(self) -> set[Card]:
        """The cards the hint lights up: those the rules allow."""
        if self.hint is None:
            return set()
        return {a.card for a in self.hint.legal if isinstance(a, (Play, Discard)) and a.card}

    def hand(self) -> list[CardFace]:
        """The player's hand; after a hint the legal cards are lit and the others dimmed. While
        choosing a poignée, the chosen trumps are lit and the cards that cannot be shown dimmed."""
        if self.picked is not None:
            trumps = set(self.poignee_trumps())
            return [self.face(c, lit=c in self.picked, dim=c not in trumps) for c in self.view.hand]
        lit = self.lit_cards()
        return [self.face(c, lit=c in lit, dim=bool(lit) and c not in lit) for c in self.view.hand]

    @property
    def clickable(self) -> bool:
        """Whether a click on a hand card does something now (play, écart, poignée choice)."""
        return self.human_to_move and self.deal.phase in ("play", "ecart")

    def seats(self) -> list[SeatInfo]:
        """Every seat's box, the player's included (seat order)."""
        view, deal = self.view, self.deal
        show_open = self.teacher and self.open_hands
        infos = []
        for seat in range(self.players):
            badges = []
            if seat == view.dealer:
                badges.append(t("seat.dealer", self.lang))
            out = bool(view.seats) and seat not in view.seats
            if out:
                badges.append(t("seat.dead", self.lang))
            # a game without an auction (Mon premier Tarot) has no taker, call or partner
            taker, contract = getattr(view, "taker", None), getattr(view, "contract", None)
            if self.own:
                badges += self.own.badges(seat)
            if seat == taker and contract and not self.own:
                if self.tarin:  # the number said: true during the auction and after it
                    badges.append(t("tarin.badge", self.lang, n=contract))
                elif self.tarot:
                    # the highest call is no taker until everyone else has passed
                    key = "seat.bid_tarot" if view.phase == "bid" else "seat.taker_tarot"
                    badges.append(t(key, self.lang, contract=t(f"contract.{contract}", self.lang)))
                else:
                    badges.append(t("seat.taker", self.lang, diploma=self._diploma(contract)))
                if view.called is not None:
                    badges.append(t("seat.called", self.lang, card=card_name(view.called, self.lang)))
            partner = getattr(deal if show_open else view, "partner", None)
            if partner is not None and seat == partner and not self.own:
                badges.append(t("seat.partner", self.lang))
            badges += [t("seat.poignee", self.lang, level=self._poignee_level(len(a.cards)))
                       for s, a in view.history if s == seat and isinstance(a, Declare) and self.tarot]
            cards = tuple(self.face(c) for c in deal.hands[seat]) if show_open and seat else ()
            # cards shown to all stay in front of their seat until the first trick is taken
            shown = () if view.tricks else tuple(self.face(c) for s, c in getattr(view, "shown", ()) if s == seat)
            infos.append(SeatInfo(seat, self.seat_name(seat), view.hand_sizes[seat], view.tricks_won[seat],
                                  view.pile_points[seat], view.to_act == seat, tuple(badges), cards,
                                  shown, out))
        return infos

    def points_text(self, points: int) -> str:
        """Card points as the player counts them: tarot cards are worth halves (« 40,5 »)."""
        if not self.tarot:
            return str(points)
        text = f"{points / 2:g}"
        return text.replace(".", ",") if self.lang == "fr" else text

    @property
    def by_tricks(self) -> bool:
        """Whether the game is scored by tricks (then card points are not shown)."""
        return self.game.id in BY_TRICKS

    def trick(self) -> TrickInfo:
        """The middle of the table: the trick being played, else the last one and who won it;
        in tarot, the chien (hidden, turned up, or the écart being made) beside it."""
        view = self.view
        if self.own and (own := self.own.trick()):
            return own
        if self.tarin and view.phase in ("bid", "trump"):
            key = "tarin.auction_bid" if view.contract else "tarin.auction_open"
            return TrickInfo(t(key, self.lang, n=view.contract or 0), ())
        if self.tarot and view.phase in ("bid", "call"):
            return TrickInfo(t("chien.waiting", self.lang, n=len(self.deal.aside)), ())
        if view.phase == "ecart" and view.taker is not None:
            return TrickInfo(self.said("chien.shown", view.taker), tuple(self.face(c) for c in view.chien),
                             aside_title=self.said("ecart.progress", view.taker, n=len(self._ecart()),
                                                   total=len(view.chien)),
                             aside=self._ecart())
        held = tuple(self.face(c, caption=self.seat_name(s)) for s, c in getattr(view, "held", ())) if view.trick else ()
        if view.trick:
            plays = tuple(self.face(c, caption=self.caption(s, c)) for s, c in view.trick)
            return TrickInfo(t("trick.current", self.lang), plays, held, *self._note())
        if view.tricks:
            last = view.tricks[-1]
            plays = tuple(self.face(c, caption=self.caption(s, c), winner=s == last.winner)
                          for s, c in last.plays)
            title = (t("trick.tie", self.lang) if last.winner is None
                     else self.said("trick.last", last.winner))
            return TrickInfo(title, plays, (), *self._note())
        leader = view.to_act if view.phase == "play" and view.to_act is not None else view.leader
        if leader == HUMAN:
            return TrickInfo(t("trick.you_lead", self.lang), (), (), *self._note())
        return TrickInfo(t("trick.leads", self.lang, name=self.seat_name(leader)), (), (), *self._note())

    def caption(self, seat: int, card: Card) -> str:
        """Under a card on the table: who played it (and, in La Taroinche, « Belote ! »)."""
        return self.own.caption(seat, card) if self.own else self.seat_name(seat)

    def _note(self) -> tuple[str, tuple[CardFace, ...]]:
        """Beside the trick: in Le Tarin the trumps' colour (no seat's badge has room for it on
        a phone); in tarot, during the first trick, the chien everyone saw, or why it stays hidden."""
        view = self.view
        if self.tarin and view.phase == "play":
            return t("tarin.trump_note", self.lang, colour=suit_name(view.trump, self.lang)), ()
        if view.tricks or not self.tarot:
            return "", ()
        if view.contract in ("garde_sans", "garde_contre"):
            return t(f"chien.{view.contract[6:]}", self.lang), ()
        if view.chien:
            return t("chien.was", self.lang), tuple(self.face(c) for c in view.chien)
        return "", ()

    def _ecart(self) -> tuple[CardFace, ...]:
        """The écart so far as the player sees it: their own cards, else only the trumps (shown)
        and backs for the others."""
        hidden = CardFace("", self.back_url(), t("card.back", self.lang))
        return tuple(self.face(a.card) if a.card else hidden
                     for _, a in self.view.history if isinstance(a, Discard))

    def choices(self) -> list[Choice]:
        """The player's buttons before the play (bets, call, announcements), when it is their turn."""
        if self.own:
            return self.own.choices()
        if not self.human_to_move:
            return []
        if self.tarot:
            return self._tarot_choices()
        if self.tarin:
            return self._tarin_choices()
        if self.deal.phase == "play":
            return []
        seen: set[str] = set()
        out = []
        for action in self.view.legal:
            label = self._choice_label(action)
            if label not in seen:  # « Trop cool » may be shown with several sets of trumps
                seen.add(label)
                out.append(Choice(label, str(action)))
        return out

    def _tarot_choices(self) -> list[Choice]:
        """Every contract (a refused one explains itself when pressed), the Kings to call, or
        the poignée offer (« show these trumps » disabled until a trump is picked: a wrong count
        explains itself when pressed)."""
        legal, phase, lang = self.view.legal, self.deal.phase, self.lang
        if phase == "bid":
            return [*(Choice(self._choice_label(Bid(c)), f"bid:{c}", Bid(c) in legal) for c in CONTRACTS),
                    Choice(t("bid.pass", lang), "pass")]
        if phase == "call":
            kings = [Call(Card(s, 14)) for s in TAROT_SUITS]
            calls = kings + [a for a in legal if a not in kings]
            return [Choice(self._choice_label(a), str(a), a in legal) for a in calls]
        if not self.poignee_offered():
            return []
        if self.picked is None:
            shows = [Choice(t("poignee.show", lang, level=self._poignee_level(len(a.cards)), n=len(a.cards)),
                            str(a)) for a in legal if isinstance(a, Declare)]
            return [*shows, Choice(t("poignee.pick", lang), PICK), Choice(t("poignee.no", lang), DECLINE)]
        sizes = POIGNEES[min(len(self.view.seats), 5)]
        return [Choice(t("poignee.picked", lang, n=len(self.picked)), SHOW, len(self.picked) in sizes,
                       enabled=bool(self.picked)),
                Choice(t("poignee.cancel", lang), CANCEL)]

    def _tarin_choices(self) -> list[Choice]:
        """Every bid from 15 to 100 (the ones too low explain themselves when pressed) and
        « Passe »; then the four colours for trumps."""
        legal, phase, lang = self.view.legal, self.deal.phase, self.lang
        if phase == "bid":
            bids = [Bid(str(v)) for v in TARIN_LEVELS]
            return [*(Choice(str(b.level), str(b), b in legal) for b in bids),
                    Choice(t("bid.pass", lang), "pass", Pass() in legal)]
        if phase == "trump":
            return [Choice(capital(t("tarin.trump", lang, colour=suit_name(a.suit, lang))), str(a))
                    for a in legal if isinstance(a, Trump)]
        return []

    def _choice_label(self, action: Action) -> str:
        lang = self.lang
        if isinstance(action, Bid) and self.tarot:
            return t("bid.contract", lang, contract=t(f"contract.{action.level}", lang),
                     x=CONTRACTS.get(action.level, 0))
        if isinstance(action, Bid):
            return capital(t("bet.bid", lang, diploma=self._diploma(action.level),
                             points=DIPLOMAS.get(action.level, 0)))
        if isinstance(action, Call):
            return (t("call.card", lang, card=card_name(action.card, lang)) if action.card
                    else t("call.none", lang))
        if isinstance(action, Declare):
            return t("announce.declare", lang, prime=self._prime(action.prime))
        return t("announce.pass" if self.deal.phase == "announce" else "bet.pass", lang)

    # --- the poignée ----------------------------------------------------------------------------
    def poignee_offered(self) -> bool:
        """Whether the player may show a poignée now and has not said no."""
        return (self.human_to_move and not self.declined
                and any(isinstance(a, Declare) for a in self.view.legal))

    def poignee_trumps(self) -> list[Card]:
        """The cards a poignée may show: the player's trumps and the Excuse."""
        return [c for c in self.view.hand if c.is_trump or c.is_excuse]

    def poignee_help(self) -> str:
        """What to do while choosing the trumps of a poignée."""
        if self.picked is None:
            return ""
        sizes = POIGNEES[min(len(self.view.seats), 5)]
        return t("poignee.help", self.lang, sizes=", ".join(map(str, sizes)))

    def _poignee_level(self, count: int) -> str:
        """« simple », « double » or « triple » for a poignée of ``count`` trumps."""
        sizes = POIGNEES[min(len(self.deal.seats), 5)]
        name = POIGNEE_NAMES[sizes.index(count)] if count in sizes else POIGNEE_NAMES[0]
        return t(f"poignee.{name}", self.lang)

    def fields(self) -> list[Field]:
        """The parts of a decision made in steps (drawn as labelled lists above the choices)."""
        return self.own.fields() if self.own else []

    def press(self, action: str) -> bool:
        """A choice button: an engine action, or a step of the poignée offer (choose the trumps,
        show them, cancel, say no), or of a game's own decision in parts. Returns whether an
        action was taken."""
        if self.own and self.own.handles(action):
            return self.own.press(action)
        if action == SHOW and self.picked is not None:
            hand = self.view.hand
            return self.choose(Declare("poignee", tuple(sorted(self.picked, key=hand.index))))
        if action in (PICK, CANCEL, DECLINE):
            if self.poignee_offered():
                self.picked = [] if action == PICK else None
                self.declined = action == DECLINE
                self.param.update(hint=None, why=False, version=self.version + 1)
            return False
        return self.choose(action)

    def _toggle_pick(self, card: Card) -> None:
        """Add a trump to the poignée being chosen, or take it back; other cards are explained."""
        assert self.picked is not None
        if card not in self.poignee_trumps():
            self.choose(Declare("poignee", (card,)))  # the engine says why only trumps are shown
            return
        if card in self.picked:
            self.picked.remove(card)
        else:
            self.picked.append(card)
        self.param.update(hint=None, why=False, version=self.version + 1)

    def _contract(self, level: str) -> str:
        """« la Garde », "a Garde": a tarot contract in a sentence."""
        fr, en = CONTRACT_NAMES.get(level, (level, level))
        return fr if self.lang == "fr" else en

    def _diploma(self, level: str) -> str:
        fr, en = DIPLOMA_NAMES.get(level, (level, level))
        return fr if self.lang == "fr" else en

    def _prime(self, prime: str) -> str:
        return PRIME_NAMES.get(prime) or t(f"prime.{prime}", self.lang)

    def announcements(self) -> list[str]:
        """The bets, call and announcements of this deal, in order, as sentences."""
        if self.own:
            return self.own.announcements()
        bets = len(getattr(self.deal, "bids", ()))  # the bets come first in the history
        lines: list[str] = []
        ecart: list[Card | None] = []
        for index, (seat, action) in enumerate(self.view.history):
            if isinstance(action, Discard):  # the écart so far, in one line
                lines += [] if ecart else [""]
                ecart.append(action.card)
                lines[-1] = self._ecart_line(seat, ecart)
            elif not isinstance(action, Play):
                lines.append(self.describe(seat, action, index < bets))
        return lines

    def _ecart_line(self, seat: int, cards: list[Card | None]) -> str:
        """« Tu mets à l'écart : … », « Léa met 3 cartes sur 6 à l'écart. Atouts écartés… »."""
        lang, known = self.lang, [c for c in cards if c is not None]
        if seat == HUMAN:
            return self.said("log.ecart", seat, cards=card_list(known, lang))
        total = len(self.view.chien)
        # the taker lays cards from their hand, the chien's among them or not: once all are
        # down, « 6 sur 6 » would read as the whole chien put back
        line = self.said("log.ecart_done" if len(cards) == total else "log.ecart", seat, n=len(cards), total=total)
        return line + (" " + t("log.ecart_trumps", lang, cards=card_list(known, lang)) if known else "")

    def describe(self, seat: int, action: Action, betting: bool = False) -> str:
        """« Léa parie le Bac. », "Hugo plays the 5 of trumps."; ``betting`` tells a pass in the
        bets from one in the announcements."""
        lang = self.lang
        if isinstance(action, Play):
            return self.said("log.play", seat, card=card_name(action.card, lang))
        if isinstance(action, Bid) and self.tarot:
            return self.said("log.contract", seat, contract=self._contract(action.level))
        if isinstance(action, Bid) and self.tarin:
            return self.said("tarin.log_bid", seat, n=action.level)
        if isinstance(action, Trump):
            return self.said("tarin.log_trump", seat, colour=suit_name(action.suit, lang))
        if isinstance(action, Bid):
            return self.said("log.bid", seat, diploma=self._diploma(action.level))
        if isinstance(action, Call):
            if action.card is None:
                return self.said("log.call_none", seat)
            return self.said("log.call", seat, card=card_name(action.card, lang))
        if isinstance(action, Declare) and self.tarot:
            return self.said("log.poignee", seat, level=self._poignee_level(len(action.cards)),
                             cards=card_list(action.cards, lang))
        if isinstance(action, Declare):
            line = self.said("log.declare", seat, prime=self._prime(action.prime))
            if action.cards:
                line += " " + self.said("log.show", seat, cards=card_list(action.cards, lang))
            return line
        return self.said("log.pass" if betting else "log.done", seat)

    def dealer_line(self) -> str:
        """Who deals; at the first Kids deal, the draw that chose them."""
        dealer = self.said("log.dealer", self.deal.dealer)
        if self.deal.dealer not in self.deal.seats:
            dealer += " " + self.said("log.dead", self.deal.dealer)
        if self.match.draws and len(self.log) == 1:
            draws = ", ".join(t("log.drawn", self.lang, name=self.seat_name(s), card=card_name(c, self.lang))
                              for s, c in self.match.draws)
            return t("log.draw", self.lang, draws=draws, dealer=dealer)
        return dealer

    def robot_line(self) -> str:
        """The last robot's reason (teacher mode)."""
        if self.move is None or self.mover is None:
            return ""
        reason = self.move.fr if self.lang == "fr" else self.move.en
        return t("teacher.reason", self.lang, name=self.seat_name(self.mover), reason=reason)

    # --- hints and the rule book -------------------------------------------------------------
    def hint_text(self) -> str:
        return self.hint.text(self.lang) if self.hint else ""

    def passage(self) -> Passage | None:
        """The rule book's passage for the current hint (``None``: no hint, or an input error)."""
        if self.hint is None:
            return None
        return rulebook.passage(self.game.id, self.hint.rule)

    def toggle_why(self) -> None:
        self.why = not self.why and self.hint is not None

    # --- the player's actions ----------------------------------------------------------------
    def click(self, token: str) -> bool:
        """The player clicks a card: play it if the rules allow, else explain why not.

        Returns whether the card was played."""
        try:
            card = Card.of(token)
        except TarotError:
            return False
        if self.picked is not None and self.human_to_move:
            self._toggle_pick(card)
            return False
        return self.choose(Discard(card) if self.deal.phase == "ecart" else Play(card))

    def choose(self, action: Action | str) -> bool:
        """The player takes ``action`` (a card, a bet…); a refused one sets :attr:`hint`."""
        try:
            action = as_action(action)
        except TarotError:  # not an action at all: nothing to play, nothing to explain
            return False
        refusal = self.deal.why_illegal(action, HUMAN)
        if refusal is not None:
            self.param.update(hint=refusal, why=False)
            return False
        self.future.clear()
        self.move = self.mover = None
        # a deal where several seats may answer at once (a snap) logs who answered out of turn
        self._apply(action if self.deal.to_act == HUMAN else Seated(HUMAN, action))
        return True

    def _apply(self, action: Action | Seated) -> None:
        deal = self.deal
        self.picked = None
        if self.own:
            self.own.reset()
        act(deal, action)
        self.log[-1].append(action)
        if deal.over:
            self.match.record(deal)
        self.param.update(hint=None, why=False, version=self.version + 1)

    # --- robots and stepping -----------------------------------------------------------------
    @property
    def can_step(self) -> bool:
        """Whether « Carte suivante » may move: only a robot's turn; the player's own decision
        is never made for them."""
        return self.robots_to_move

    def step(self) -> bool:
        """One robot action: the next redo action if any, else the robot's choice; nothing on
        the player's turn. Returns whether a trick closed."""
        if not self.can_step:
            return False
        deal = self.deal
        tricks = len(getattr(deal, "tricks", ()))  # a game without tricks never pauses on one
        if self.future:
            self.move = self.mover = None
            self._apply(self.future.pop())
        else:
            seat = deal.to_act
            move = self.robot_move(seat)
            self.move, self.mover = move, seat
            self._apply(move.action)
        return len(getattr(self.deal, "tricks", ())) > tricks

    async def run_robots(self) -> None:
        """Let the robots play in turn, one card every :attr:`delay` seconds, until it is the
        player's turn, the deal ends, or teacher mode stops them. A new call replaces a running one."""
        self._runner += 1
        runner = self._runner

        def going() -> bool:
            return runner == self._runner and not self.teacher and self.robots_to_move

        while going():
            await asyncio.sleep(self.delay)
            if not going():
                return
            if self.step():
                await asyncio.sleep(self.delay)  # let everyone see the whole trick

    def stop_robots(self) -> None:
        self._runner += 1

    # --- teacher tools -----------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self.log[-1])

    @property
    def can_redo(self) -> bool:
        return bool(self.future) and not self.deal.over

    def undo(self) -> None:
        """Take back the last action of this deal (never further back than its start)."""
        if not self.can_undo:
            return
        self.future.append(self.log[-1].pop())
        self._rebuild()

    def redo(self) -> None:
        if self.can_redo:
            self.move = self.mover = None
            self._apply(self.future.pop())

    def replay(self) -> None:
        """Back to the start of this deal, the same cards; every action so far can be redone."""
        self.future += reversed(self.log[-1])
        self.log[-1] = []
        self._rebuild()

    def rewind(self, ply: int) -> None:
        """Go to move ``ply`` of this deal, back or forth; every later action can be redone
        (the review after a deal shows a move this way)."""
        moves = self.log[-1] + self.future[::-1]
        ply = max(0, min(ply, len(moves)))
        self.log[-1], self.future = moves[:ply], moves[ply:][::-1]
        self._rebuild()

    def _rebuild(self) -> None:
        self.stop_robots()
        self.move = self.mover = None
        self.declined, self.picked = False, None
        self._replay(self.log)
        self.param.update(hint=None, why=False, version=self.version + 1)

    # --- between deals -----------------------------------------------------------------------
    @property
    def under_way(self) -> bool:
        """Whether leaving would throw a game away: something was played and it is not over."""
        return not self.match.over and (bool(self.log[-1]) or bool(self.match.results))

    @property
    def can_continue(self) -> bool:
        return self.deal.over and not self.match.over

    def next_deal(self) -> None:
        if not self.can_continue:
            return
        self.stop_robots()
        self.deal = self.match.next_deal()
        self.log.append([])
        self.future.clear()
        self.move = self.mover = None
        self.declined, self.picked = False, None
        self.param.update(hint=None, why=False, version=self.version + 1)

    def piles(self) -> list[Pile]:
        """Each seat's pile, card points, tricks, bonuses and score, once the deal is over."""
        if not self.deal.over:
            return []
        result, deal = self.deal.result(), self.deal
        bonuses: dict[int, list[str]] = {s: [] for s in range(self.players)}
        if not self.tarot:  # tarot bonuses go to a camp, not to the seat that earned them
            for name, seat, points in result.bonuses:
                label = (t("prime.diploma", self.lang) if name == "diploma"
                         else t("tarin.bid_missed", self.lang) if name == "bid_missed" else self._prime(name))
                bonuses[seat].append(t("end.bonus", self.lang, name=label, points=points))
        aside = self._taker_aside()
        return [Pile(self.said("end.pile", s), tuple(self.face(c) for c in deal.piles[s]),
                     self.own.pile_points(s) if self.own else result.card_points[s], result.tricks[s],
                     result.scores[s], tuple(bonuses[s]),
                     s in result.winners, aside if s == getattr(deal, "taker", None) else None)
                for s in deal.seats]  # the dead seat at 6 players has no pile

    def _played_tarot(self) -> bool:
        deal = self.deal
        return bool(deal.over and self.tarot and deal.contract and deal.taker is not None
                    and not deal.result().redeal)

    def _aside(self, title: str, cards: list[Card]) -> Aside:
        return Aside(title, tuple(self.face(c) for c in cards), self.deal.game.deck.total(cards))

    def _taker_aside(self) -> Aside | None:
        """What the taker's pile counts besides its tricks: the écart, or the unseen chien of a
        Garde sans."""
        if self.own:
            return self.own.taker_aside()
        deal = self.deal
        if not self._played_tarot():
            return None
        if deal.contract in ("prise", "garde"):
            return self._aside(self.said("ecart.end", deal.taker), deal.ecart)
        if deal.contract == "garde_sans":
            return self._aside(t("ecart.sans", self.lang), deal.aside)
        return None

    def chien_pile(self) -> Aside | None:
        """A Garde contre's chien, nobody's pile: it counts for the defence."""
        if self.own:
            return self.own.chien_pile()
        deal = self.deal
        if not self._played_tarot() or deal.contract != "garde_contre":
            return None
        return self._aside(t("ecart.contre", self.lang), deal.aside)

    def camps(self) -> list[Camp]:
        """A played tarot deal's two camps: each one's piles (and the écart or chien it counts)
        added up to the total the score works with, then the bonuses it receives: the poignée
        goes to the camp that wins the deal, the Petit au bout to the camp that took it."""
        if self.own:
            return self.own.camps()
        if not self._played_tarot():
            return []
        deal, result, lang = self.deal, self.deal.result(), self.lang
        detail = result.detail
        attack = {deal.taker} | ({deal.partner} if deal.partner is not None else set())
        sides = [sorted(attack), [s for s in deal.seats if s not in attack]]
        taker_aside, chien = self._taker_aside(), self.chien_pile()
        deck = deal.game.deck
        totals = (detail.half_points, deck.total(deck.cards) - detail.half_points)  # the score's own count
        camps = []
        for index, seats in enumerate(sides):
            terms = [(result.card_points[s], self.seat_name(s)) for s in seats]
            extra = taker_aside if index == 0 else chien
            if extra is not None:
                terms.append((extra.points, t("camp.chien" if deal.contract.startswith("garde_") else "camp.ecart",
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
                  names=join_names([self.seat_name(s) for s in seats], lang)),
                t("camp.sum", lang, terms=self._terms(terms), n=self.points_text(total)),
                total,
                tuple(t("camp.bonus", lang, name=self._prime(name), seat=self.seat_name(seat), points=points)
                      for name, seat, points in receives),
                won))
        return camps

    def _terms(self, terms: list[tuple[int, str]]) -> str:
        """« 37 (Toi) + 8 (écart) − 0,5 (échange de l'Excuse) »."""
        out = ""
        for points, label in terms:
            sign = "" if not out else " − " if points < 0 else " + "
            out += f"{sign}{self.points_text(abs(points))} ({label})"
        return out

    def verdict(self) -> list[str]:
        """The end of the deal in sentences: redeal, the bet, the winners, unscored cards."""
        if not self.deal.over:
            return []
        if self.own:
            return self.own.verdict()
        result, deal, lang = self.deal.result(), self.deal, self.lang
        if result.redeal == "petit-sec":
            sec = next(s for s in deal.seats if [c for c in deal.hands[s] if c.is_trump or c.is_excuse]
                       == [Card.of("T1")])
            return [self.said("end.petit_sec", sec)]
        if result.redeal:
            return [t("end.redeal_pass" if self.tarot else "end.redeal", lang)]
        lines = []
        if self.tarin:
            return self._tarin_verdict()
        if self.tarot and deal.taker is not None and deal.contract:
            names = CONTRACT_NAMES[deal.contract]
            contract = names[0] if lang == "fr" else t(f"contract.{deal.contract}", lang)
            lines.append(self.said("end.made" if result.won else "end.fell", deal.taker, contract=contract))
            if deal.partner is not None and deal.partner != deal.taker and deal.called is not None:
                lines.append(t("end.partner", lang, name=self.seat_name(deal.partner),
                               card=card_name(deal.called, lang)))
            lines.append(self._winners("end.winner", result.winners))
            return lines
        if result.won is not None and deal.taker is not None and deal.contract:
            key = "end.won" if result.won else "end.lost"
            lines.append(self.said(key, deal.taker, diploma=self._diploma(deal.contract)))
        if result.unscored:
            lines.append(t("end.unscored", lang))
        if self.by_tricks:
            lines.append(t("end.most_tricks", lang))
        lines.append(self._winners("end.winner", result.winners))
        return lines

    def _tarin_verdict(self) -> list[str]:
        """The bid made or missed, the spare cards given to the last trick's winner, the
        winners; the count in points is in :meth:`score_steps`."""
        result, deal, lang = self.deal.result(), self.deal, self.lang
        bidder, bid = deal.taker, int(deal.contract)
        took = result.card_points[bidder]
        key = "tarin.made" if result.won else "tarin.missed"
        lines = [self.said(key, bidder, n=took, bid=bid)]
        last = deal.tricks[-1].winner
        for seat, card in deal.spare:
            lines.append(self.said("tarin.spare", seat, card=card_name(card, lang),
                                   winner=self.seat_name(last)))
        lines.append(t("tarin.total", lang, terms=" + ".join(map(str, result.card_points))))
        lines.append(self._winners("end.winner", result.winners))
        return lines

    def score_steps(self) -> list[str]:
        """The tarot score worked out step by step, in words (empty for the other games)."""
        if not self.deal.over:
            return []
        if self.own:
            return self.own.score_steps()
        detail = self.deal.result().detail
        return detail.lines(self.lang) if hasattr(detail, "lines") else []

    def _winners(self, key: str, seats: tuple[int, ...]) -> str:
        """« Tu gagnes la donne ! », « Léa et Hugo gagnent la donne ! »."""
        if len(seats) == 1:
            return say(key, self.lang, seats[0] == HUMAN, names=self.seat_name(seats[0]))
        names = join_names([self.seat_name(s) for s in seats], self.lang)
        return t(key + "s", self.lang, names=names)

    def champions(self) -> str:
        """Who won the game, once it is over."""
        return self._winners("end.game_winner", self.match.winners) if self.match.over else ""

    def sheet(self) -> list[tuple[str, tuple[int, ...]]]:
        """The score sheet: one row per deal, then the totals."""
        rows = []
        for number, result in enumerate(self.match.results, 1):
            label = f"{number}" + (f" ({t('sheet.redeal', self.lang)})" if result.redeal else "")
            rows.append((label, tuple(result.scores)))
        rows.append((t("sheet.total", self.lang), tuple(self.match.totals)))
        return rows

    def series(self) -> dict[str, list[int]]:
        """Running totals for the plot: ``x`` (deals) and one list per seat (``s0``, ``s1``…)."""
        data: dict[str, list[int]] = {"x": list(range(len(self.match.results) + 1))}
        for seat in range(self.players):
            total, points = 0, [0]
            for result in self.match.results:
                total += result.scores[seat]
                points.append(total)
            data[f"s{seat}"] = points
        return data

    def target(self) -> str:
        options = self.match.options
        if "target" in options:
            return t("end.target", self.lang, n=options["target"])
        if "rounds" in options:
            return t("end.rounds", self.lang, n=options["rounds"], deals=options["rounds"] * self.players)
        return t("end.deals", self.lang, n=options["deals"])

    # --- sharing -----------------------------------------------------------------------------
    def link(self) -> Link:
        return Link(self.spec, tuple(tuple(deal) for deal in self.log), self.lang, self.teacher)

    def query(self) -> str:
        """The query string that reproduces this table."""
        return encode(self.link())


# --- a game's own table logic ----------------------------------------------------------------
def own_table(table: Table) -> Any:
    """The game's own table logic (``ui/<game>.OwnTable``), or ``None``: the :class:`Table`
    asks it first at each of its hooks (card art, status, badges, middle of the table, choices
    and fields, words for the log, end of the deal). Imported here, not at the top: it builds
    on this module."""
    if table.game.id not in OWN_TABLES:
        return None
    from importlib import import_module

    return import_module(f"ui.{table.game.id}").OwnTable(table)
