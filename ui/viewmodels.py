"""The setup form as a ``param`` object, without any widget (the table's is
:class:`ui.table.Table`, the whole app's :class:`ui.app_model.App`): the games come from the
engine's registry when the form is made, so a game registered later is offered too.

>>> setup = Setup(players=4)
>>> setup.players, setup.game == all_games()[0].id, setup.param.game.objects == [g.id for g in all_games()]
(4, True, True)
"""

from __future__ import annotations

import random
from typing import Any

import param

from engine import OptionsError, all_games, get_game

from .i18n import known, t
from .urlstate import DEFAULT_LEVEL, GameSpec, bot_levels, clean_name


def supported() -> tuple[str, ...]:
    """The games this app can seat at a table, in menu order: every registered game, in the
    order it is taught."""
    return tuple(g.id for g in all_games())


def game_label(game: str, lang: str, words: str = "game") -> str:
    """The game's name in the menu (``words``: where else, the lessons' ``path`` map): our own
    label when the catalogue has one, else the engine's (a game with no words of ours).

    >>> [game_label(game, "en") for game in ("kids", "premier", "tarot")]
    ['Tarot Kids', 'My first Tarot', 'Tarot (3 to 6 players)']
    """
    if known(f"{words}.{game}", lang):
        return t(f"{words}.{game}", lang)
    rules = get_game(game)
    return rules.fr if lang == "fr" else rules.en


# --- the setup form ----------------------------------------------------------------------------
class Setup(param.Parameterized):
    """The choices before a game: game, players, options, robot levels, seed, teacher mode."""

    #: the games offered are the engine's when the form is made (:func:`supported`)
    game = param.Selector(default=None, objects=[], check_on_set=True, allow_None=True)
    players = param.Integer(default=3, bounds=(2, 6))
    options = param.Dict(default={})
    levels = param.List(default=[], item_type=str)
    #: who sits where: a person (True) or a robot at seats 1, 2…; seat 0 is always a person
    persons = param.List(default=[], item_type=bool)
    names = param.List(default=[], item_type=str, doc="each seat's first name (a robot's: unused)")
    remembered = param.List(default=[], item_type=str, doc="names kept from the last games, to pick")
    seed = param.String(default="", doc="empty: a random seed")
    teacher = param.Boolean(default=False)
    problem = param.String(default="", doc="why the last start failed, in the current language")

    def __init__(self, **params: Any) -> None:
        game = params.pop("game", supported()[0])  # the first game taught
        super().__init__(**params)
        self.param.game.objects = list(supported())
        with param.discard_events(self):
            self.game = game
        self._fit_game()

    @property
    def rules(self) -> Any:
        return get_game(self.game)

    def player_counts(self) -> tuple[int, ...]:
        return self.rules.players

    def choose(self, game: str | None = None, players: int | None = None) -> None:
        """Another game or number of players with what goes with it (a new game's own options, a
        level for each robot) in one update: a form drawn from the setup is drawn once, not once
        for each of them (:class:`ui.views.SetupView`)."""
        game, players = game or self.game, players or self.players
        fitted = (self._fitted(game, players) if game != self.game
                  else {"levels": self._levels(game, players), **self._seats(players)})
        self.param.update({"game": game, "players": players, **fitted})

    def _fitted(self, game: str, players: int) -> dict[str, Any]:
        """What goes with a new ``game``: its own options, ``players`` if it is played by as many
        (else the count nearest to 3), a level for each robot."""
        rules = get_game(game)
        players = players if players in rules.players else min(rules.players, key=lambda n: abs(n - 3))
        return {"options": {o.name: o.default for o in rules.options}, "players": players,
                "levels": self._levels(game, players), **self._seats(players)}

    def _seats(self, players: int) -> dict[str, list[Any]]:
        """Who sits at each of ``players`` seats: as chosen so far, a robot at a new seat."""
        persons = ([True, *self.persons[1:]] + [False] * players)[:players]
        names = (list(self.names) + [""] * players)[:players]
        return {"persons": persons, "names": names}

    def _levels(self, game: str, players: int) -> list[str]:
        """A level for each robot: the ones chosen so far if ``game`` has them, else the usual one."""
        wanted, known = max(players - 1, 0), bot_levels(game)
        levels = [level if level in known else DEFAULT_LEVEL for level in self.levels]
        return (levels + [DEFAULT_LEVEL] * wanted)[:wanted]

    # the game or the players set on their own (a shared link, the home page's « Jouer »)
    @param.depends("game", watch=True)
    def _fit_game(self) -> None:
        self.param.update(self._fitted(self.game, self.players))

    @param.depends("players", watch=True)
    def _fit_levels(self) -> None:
        self.param.update(levels=self._levels(self.game, self.players), **self._seats(self.players))

    def set_seat(self, seat: int, choice: str) -> None:
        """A seat's choice in the form: ``robot:LEVEL``, ``name:NAME`` (a remembered person) or
        ``new`` (a person whose name is typed)."""
        kind, _, value = choice.partition(":")
        persons, names = list(self.persons), list(self.names)
        persons[seat] = kind != "robot"
        if kind == "robot":
            self.set_level(seat, value)
        elif kind == "name":
            names[seat] = clean_name(value)
        elif names[seat] in self.remembered:  # a new person: their name is still to type
            names[seat] = ""
        self.param.update(persons=persons, names=names)

    def set_name(self, seat: int, text: str) -> None:
        names = list(self.names)
        names[seat] = clean_name(text)
        self.names = names

    def remember(self, seats: tuple[str, ...]) -> None:
        """The seats of the last game played together (a name, or ``""`` for a robot), kept in
        the progress: offered again, and their names to pick at any seat."""
        self.remembered = list(dict.fromkeys(name for name in seats if name))
        if len(seats) > 1 and len(seats) in self.player_counts():
            self.param.update(players=len(seats), persons=[True, *(bool(n) for n in seats[1:])], names=list(seats))

    def people(self, lang: str) -> tuple[tuple[int, str], ...] | None:
        """The people at the table for the spec (empty: one player, unnamed), or ``None`` with
        :attr:`problem` saying why not."""
        seats = [s for s in range(self.players) if self.persons[s]]
        people = tuple((s, clean_name(self.names[s])) for s in seats)
        if len(people) == 1:
            return people if people[0][1] else ()
        if not all(name for _, name in people):
            self.problem = t("setup.name_missing", lang)
            return None
        if len({name.casefold() for _, name in people}) < len(people):
            self.problem = t("setup.name_twice", lang)
            return None
        return people

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
        people = self.people(lang)
        if people is None:
            return None
        spec = GameSpec(self.game, self.players, seed, options, tuple(self.levels), people)
        try:
            spec.check()
        except OptionsError as error:
            self.problem = t("setup.problems", lang, detail=error.text(lang))
            return None
        self.problem = ""
        return spec
