"""What every game's presenter shares: the buttons and parts of a decision it describes, a
robot's move, and :class:`Presenter`, the part of a table that says how a game looks.

A :class:`~ui.table.Table` is the controller: the match, robots, undo, links and hints, for any
game. What the screen shows of a game (whose turn in words, the buttons, the middle of the
table, the end of a deal) its presenter says, at ``table.show``. A game with no presenter of its
own gets the trick games' (:class:`ui.games.trick.TrickPresenter`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from engine import Action, Card, View
from engine.texts import card_name

from .. import assets
from ..i18n import join_names, say, t

HUMAN = 0
#: the options :meth:`Presenter.target` says a match's end by, the first a game has: a game
#: with none of them needs a presenter with its own ``target`` (:func:`ui.games.presenter_of`)
END_OPTIONS = ("target", "rounds", "deals")


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
    partner, mention): a labelled list of ``options`` (words, the :meth:`Presenter.press` action
    that picks it); ``value`` is the action of the option picked (``""``: none yet). Each
    option reads on its own (« atout ♥ cœur », « avec Léa »): the label is for screen readers."""

    name: str
    label: str
    options: tuple[tuple[str, str], ...]
    value: str = ""
    placeholder: str = ""  # shown while nothing is picked


@dataclass(frozen=True)
class Step:
    """What a click or a button does when it changes only the screen, not the deal (a card
    marked, a part of a bid picked, a look ended): ``do`` changes the presenter's own state;
    ``go``: whether the robots may move on afterwards."""

    do: Callable[[], None]
    go: bool = False


#: what a click or a button asks the table to do: an engine action (or its notation), a
#: :class:`Step`, or nothing
Intent = Action | str | Step | None


@dataclass(frozen=True)
class Window:
    """A moment when several seats may act at once, each robot on its own clock (Le Tamalou's
    snap), as a presenter describes it from the view; the table runs it
    (:meth:`ui.table.Table.run_robots`). Times are in robot delays (:attr:`ui.table.Table.delay`)."""

    key: Hashable  # which window of the deal: the same while it stays open
    waiting: tuple[int, ...]  # the seats that may still answer, in the window's order
    reaction: Mapping[int, float]  # how long each robot takes to act (one that passes waits for the end)
    length: float  # how long the window stays open while the player may still answer


@dataclass(frozen=True)
class Move:
    """A robot's decision and the sentence that explains it."""

    action: Action
    fr: str
    en: str


def capital(text: str) -> str:
    """« le Bac » → « Le Bac » (a button label starts a sentence)."""
    return text[:1].upper() + text[1:]


class Presenter:
    """How a game looks at the table, asked by the controller (``table``) and its screen.

    The controller calls :meth:`fresh` when a deal starts or is replayed and :meth:`moved`
    before each action; the robot loop asks :meth:`holding` and :meth:`window`.
    """

    #: the art of this game's cards: files named with this prefix, and its back
    art: ClassVar[str] = ""
    back: ClassVar[str] = "back-tarot.svg"
    #: the component that draws the table (``None``: the trick games' felt)
    felt: ClassVar[type | None] = None
    #: whether the felt stays at the end of a deal (else the piles tell the rest)
    felt_at_end: ClassVar[bool] = False
    #: the choices drawn in a quieter colour (passing, cancelling)
    quiet: ClassVar[tuple[str, ...]] = ("pass",)
    #: whether several seats may act at once in this game (a :class:`Window`): each robot then
    #: draws its own randomness at a given point of the deal (:meth:`ui.table.Table.ply`)
    at_once: ClassVar[bool] = False
    #: the table's words this game says its own way (Le Tamalou plays « manches », not « donnes »):
    #: a shared key, then the game's key for it
    own_words: ClassVar[dict[str, str]] = {}

    def __init__(self, table: Any) -> None:
        self.table = table

    # --- the art -------------------------------------------------------------------------------
    @classmethod
    def card_url(cls, card: Card, lang: str) -> str:
        return assets.card_url(card, lang, cls.art)

    @classmethod
    def card_tag(cls, card: Card, lang: str) -> str:
        """A short name written on a small card (``""``: none, its art's corner says it): a
        name drawn in the art itself is too small to read on a phone (Tarot Kids' were 5 px)."""
        return ""

    @classmethod
    def named_cards(cls, text: str, lang: str) -> list[tuple[int, Card]]:
        """Where ``text`` names one card of this game, and which: (the end of the words that name
        it, the card), in order; a lesson shows the card's picture there (none by default)."""
        return []

    @classmethod
    def back_url(cls, lang: str) -> str:
        return assets.art_url(cls.back, lang)

    @classmethod
    def choice_label(cls, token: str, lang: str) -> str | None:
        """A lesson's choice in this table's words, said by the player at seat 0 (``None``: the
        engine's words will do)."""
        return None

    # --- reading the state ---------------------------------------------------------------------
    @property
    def view(self) -> View:
        """What the player may know: what the screen is built from."""
        return self.table.view

    @property
    def over(self) -> bool:
        return self.view.phase == "done"

    @property
    def open(self) -> Any:
        """The open view (every card face up, the result once over: :meth:`engine.Deal.open_view`)
        when the player may see it: at the end of a deal, or in teacher mode with open hands;
        else ``None``."""
        return self.table.open_view

    @property
    def result(self) -> Any:
        """The deal's result (``None`` until it is over)."""
        shown = self.table.open_view
        return shown.result if shown is not None else None

    @property
    def lang(self) -> str:
        return self.table.lang

    def name(self, seat: int) -> str:
        return self.table.seat_name(seat)

    @property
    def me(self) -> int:
        """The seat of the person holding the device: the screen is theirs (seat 0 but when
        several people play)."""
        return self.table.viewer

    # --- the controller's hooks ----------------------------------------------------------------
    def fresh(self) -> None:
        """A deal starts, or is replayed from the log: forget what the screen alone held."""

    def moved(self, seat: int, action: Action) -> None:
        """``seat`` is about to take ``action`` (the player or a robot)."""

    def handed(self) -> None:
        """Another person now holds the device (pass-and-play): forget what the screen alone
        held for the one before (nothing here)."""

    def holding(self) -> bool:
        """Whether the table waits for the player before anything moves (no robot either)."""
        return False

    def window(self) -> Window | None:
        """The window open now, when several seats may answer at once (``None``: one seat acts
        at a time, in turn)."""
        return None

    def tricks_done(self) -> int:
        """The tricks finished this deal: the robots let a trick just closed be seen a moment
        longer (none in a game without tricks)."""
        return 0

    def seats_named(self, text: str) -> str:
        """An engine sentence (a robot's reason, « Conseil », a refusal) with the seats it numbers
        named as the table names them (none to name in most games)."""
        return self.text_named(text, self.lang)

    @classmethod
    def text_named(cls, text: str, lang: str) -> str:
        """An engine sentence with the seats it numbers named as the table and the lessons name
        them (``Léa``: the robots' names, seat 0 being the player)."""
        return text

    def word(self, key: str, **values: Any) -> str:
        """The table's words ``key``, as this game says them (see :attr:`own_words`): a form of
        a replaced word (``end.winners.you``) is the same form of the game's own one."""
        return t(self.own_key(key), self.lang, **values)

    def own_key(self, key: str) -> str:
        """``key``, or this game's own key for it (its forms too: ``end.winners.you`` →
        ``tam.winners.you`` when ``end.winners`` is ``tam.winners``)."""
        parts = key.split(".")
        for cut in range(len(parts), 0, -1):
            base = ".".join(parts[:cut])
            if base in self.own_words:
                return ".".join([self.own_words[base], *parts[cut:]])
        return key

    # --- the screen ----------------------------------------------------------------------------
    def status(self) -> str:
        """Whose turn it is, in a sentence."""
        table = self.table
        if self.over:
            return self.word("turn.over")
        if table.human_to_move:
            return t("turn.you", self.lang)
        key = "turn.wait" if table.teacher else "turn.bot"
        return t(key, self.lang, name=self.name(self.view.to_act))

    def scene(self) -> dict[str, Any]:
        """The plain data the felt draws."""
        return {}

    def keys_help(self) -> str:
        return t("kbd.help", self.lang)

    def choice_title(self) -> str:
        return t("announce.title", self.lang)

    def choice_css(self, choice: Choice) -> list[str]:
        """Classes of a button besides ``choice`` and ``refused``."""
        return []

    def help(self) -> str:
        """Under the buttons: how to make the decision they are for (``""``: nothing to say)."""
        return ""

    def label(self, action: Action) -> str:
        """A button's words for ``action``: the game's own words for its actions."""
        return capital(self.table.game.label(action, self.lang) or str(action))

    def choices(self) -> list[Choice]:
        """The player's buttons, when it is their turn and the move is not a card."""
        if not self.table.human_to_move:
            return []
        return [Choice(self.label(a), str(a)) for a in self.view.legal]

    def fields(self) -> list[Field]:
        """The parts of a decision made in steps (drawn as labelled lists above the choices)."""
        return []

    def press(self, action: str) -> Intent:
        """What a choice button asks for (:meth:`ui.table.Table.press` does it): the engine
        action it names."""
        return action

    def click(self, token: str) -> Intent:
        """What touching a card on the felt asks for (:meth:`ui.table.Table.click` does it):
        nothing here."""
        return None

    # --- the log and the end of a deal ---------------------------------------------------------
    def announcements(self) -> list[str]:
        """This deal's decisions before and around the play, in order, as sentences."""
        return []

    def dealer_line(self) -> str:
        """Who deals; at a match's first deal, the draw that chose them."""
        table, dealer = self.table, self.dealer()
        if table.match.draws and len(table.log) == 1:
            draws = ", ".join(t("log.drawn", self.lang, name=self.name(s), card=card_name(c, self.lang))
                              for s, c in table.match.draws)
            return t("log.draw", self.lang, draws=draws, dealer=dealer)
        return dealer

    def dealer(self) -> str:
        """« Léa donne. »"""
        return self.table.said("log.dealer", self.view.dealer)

    def verdict(self) -> list[str]:
        """The end of the deal in sentences."""
        if not self.over:
            return []
        return [self.winners("end.winner", self.result.winners)]

    def score_steps(self) -> list[str]:
        """The score worked out step by step, in words (empty: nothing to work out)."""
        return []

    def target(self) -> str:
        """How the match ends, in words: by the first of :data:`END_OPTIONS` the game has, and
        the time it ends at when it has one (Tarot Kids' « heure de fin »)."""
        end = self.table.end_time
        if end is None:
            return self._target()
        at = f"{end.hour} h {end.minute:02d}" if self.lang == "fr" else f"{end.hour}:{end.minute:02d}"
        return f"{self._target()} {t('end.at', self.lang, time=at)}"

    def _target(self) -> str:
        options, lang = self.table.match.options, self.lang
        if "target" in options:
            return t("end.target", lang, n=options["target"])
        if "rounds" in options:
            return t("end.rounds", lang, n=options["rounds"], deals=options["rounds"] * self.table.players)
        return t("end.deals", lang, n=options["deals"])

    def winners(self, key: str, seats: tuple[int, ...]) -> str:
        """« Tu gagnes la donne ! », « Léa et Hugo gagnent la donne ! » (people playing together
        all read the end: each is named, nobody is « tu »)."""
        me = None if self.table.spec.together else self.me
        if len(seats) == 1:
            return say(self.own_key(key), self.lang, seats[0] == me, names=self.name(seats[0]))
        if me in seats:  # « Léa et toi gagnez », never « Toi et Léa gagnent »
            names = [*(self.name(s) for s in seats if s != me), t("seat.you_last", self.lang)]
            return self.word(key + "s.you", names=join_names(names, self.lang))
        return self.word(key + "s", names=join_names([self.name(s) for s in seats], self.lang))
