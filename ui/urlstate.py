"""The shareable link: game, players, options, robot levels, seed, language, teacher flag and
every action so far, in a short URL-safe query string.

Keys: ``g`` game, ``n`` players, ``o`` options (``name:value`` joined by ``,``), ``b`` robot
levels for seats 1, 2, … (joined by ``,``), ``s`` seed, ``l`` language, ``t`` teacher mode (``1``),
``x`` the deal after which the game stopped (Tarot Kids' end time: the clock said so),
``p`` the people at the table besides robots (``seat:name`` joined by ``,``, each name
percent-encoded: a comma or a colon in a name stays in the name; seat 0 is always a person),
``m`` moves: actions in the engine's notation joined by ``.``, deals joined by ``~``; an action
taken out of turn (Le Tamalou's snap: the fastest claim first) is written after its seat and
``_``: ``2_snap:0``; the ``.`` inside an action is written ``-`` (``look:1-2``).

>>> link = decode("g=kids&n=3&s=42&o=paris:1&b=easy,medium&l=en&t=1&m=")
>>> link.spec.options, link.spec.levels, link.moves
((('paris', True),), ('easy', 'medium'), ((),))
>>> encode(link)
'g=kids&n=3&s=42&o=paris:1&b=easy,medium&l=en&t=1&m='
>>> decode(encode(link)) == link
True
>>> decode("g=kids&n=3&s=1&o=colour:1")
Traceback (most recent call last):
...
ui.urlstate.LinkError: unknown option 'colour' for Tarot Kids (known: paris, proviseur, primes, target, deals, minutes, until)

A bad link says what is wrong in both languages, and in which language the link asked to be
read when that part of it is readable:

>>> try:
...     decode("g=kids&n=3&s=1&l=en&t=yes")
... except LinkError as error:
...     print(error.lang, "|", error.text("fr"))
en | le réglage professeur (t) vaut 0 ou 1, pas 'yes'
"""

from __future__ import annotations

from collections.abc import Mapping
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, quote, unquote

from engine import Action, OptionsError, TarotError, all_games, bots, get_game, parse_action

from .i18n import LANGS

#: what the robots play at when a level is not given; the engine's bots module may add levels
DEFAULT_LEVEL = "medium"
MAX_DEALS = 200
MAX_LENGTH = 40_000
MAX_SEED = 2**53 - 1  # stays exact in JavaScript too
#: the longest piece of an address an error quotes whole
MAX_QUOTED = 40
DEAL_SEP, MOVE_SEP, SPOT_SEP = "~", ".", "-"
#: the longest first name a seat takes (a name is text only, shown escaped everywhere)
MAX_NAME = 20
_SEATED = re.compile(r"^([0-9])_(.+)$")


class LinkError(ValueError):
    """A shared link that cannot be opened; the message (English) says what is wrong, ``fr``
    and ``en`` say it for the screen, and ``lang`` is the language the link asks for when that
    part of it is readable (``None`` otherwise)."""

    def __init__(self, en: str, fr: str | None = None, lang: str | None = None) -> None:
        en, fr = clip(en), clip(fr if fr is not None else en)
        super().__init__(en)
        self.en, self.fr, self.lang = en, fr, lang

    @classmethod
    def of(cls, error: TarotError) -> LinkError:
        """The link error for an engine error (its French and English sentences)."""
        return cls(error.en, error.fr)

    def text(self, lang: str = "fr") -> str:
        """What is wrong, in ``lang``."""
        return self.fr if lang == "fr" else self.en


def short(text: str) -> str:
    """``text``, or its first :data:`MAX_QUOTED` characters and « … » when it is longer.

    >>> short("kids-cards"), short("x" * 50)
    ('kids-cards', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…')
    """
    return text if len(text) <= MAX_QUOTED else text[:MAX_QUOTED] + "…"


#: a quoted piece of a link in a message (ours or the engine's); an apostrophe inside a word
#: (French « n'est », « l'adresse ») neither opens nor closes one
_QUOTED = re.compile(r"(?<!\w)(?:'[^'\n]*'|\"[^\"\n]*\")(?!\w)")


def clip(message: str) -> str:
    """``message`` with every quoted piece longer than :data:`MAX_QUOTED` cut (see :func:`short`).

    >>> clip("unknown game '" + "x" * 1_000_000 + "' (known: kids)")
    "unknown game 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (known: kids)"
    >>> clip("ce lien n'a pas de partie à ce nom, regarde encore une fois l'adresse envoyée")
    "ce lien n'a pas de partie à ce nom, regarde encore une fois l'adresse envoyée"
    """
    return _QUOTED.sub(lambda found: found[0][0] + short(found[0][1:-1]) + found[0][-1], message)


def bot_levels(game: str | None = None) -> tuple[str, ...]:
    """The robot levels the engine's bots offer (for ``game``: some games have more)."""
    return bots.levels(game) if game else bots.LEVELS


def clean_name(text: Any) -> str:
    """A person's first name as the table keeps it: text without control characters or
    surrounding spaces, at most :data:`MAX_NAME` characters (``""``: no name at all).

    >>> clean_name("  <b>Léa</b>\\n "), clean_name("x" * 30) == "x" * MAX_NAME, clean_name(3)
    ('<b>Léa</b>', True, '')
    """
    if not isinstance(text, str):
        return ""
    kept = "".join(c for c in text if c.isprintable() or c == " ")
    return " ".join(kept.split())[:MAX_NAME]


@dataclass(frozen=True)
class Seated:
    """An action ``seat`` takes out of turn, when the deal lets several seats answer at once
    (Le Tamalou's snap window: whoever is fastest).

    >>> str(Seated(2, parse_action("snap:0")))
    '2_snap:0'
    """

    seat: int
    action: Action

    def __str__(self) -> str:
        return f"{self.seat}_{self.action}"


def act(deal: Any, action: Action | Seated) -> None:
    """Apply a logged action to ``deal``: by the seat to act, or by its own seat if seated."""
    if isinstance(action, Seated):
        deal.apply(action.action, action.seat)
    else:
        deal.apply(action)


@dataclass(frozen=True)
class GameSpec:
    """Everything that fixes a game before the first card: replaying the same moves on the same
    spec gives the same table."""

    game: str
    players: int
    seed: int
    options: tuple[tuple[str, Any], ...] = ()
    levels: tuple[str, ...] = ()
    #: the seats a person plays, with their first names (empty: one person at seat 0, « Toi »)
    people: tuple[tuple[int, str], ...] = ()

    @property
    def persons(self) -> dict[int, str]:
        """Who plays each seat a person holds: seat → first name (``""``: the one player, « Toi »)."""
        return dict(self.people) if self.people else {0: ""}

    @property
    def together(self) -> bool:
        """Whether several people share the device (pass-and-play: hands hidden between turns)."""
        return len(self.persons) > 1

    @property
    def option_dict(self) -> dict[str, Any]:
        return dict(self.options)

    def level(self, seat: int) -> str:
        """The robot level of ``seat`` (seat 0, the player, uses the default level when the
        teacher asks the robot to play for them)."""
        if 1 <= seat <= len(self.levels):
            return self.levels[seat - 1]
        return DEFAULT_LEVEL

    def check(self) -> dict[str, Any]:
        """The options with defaults filled in; raises :class:`OptionsError` listing every
        problem, in French and in English."""
        problems: list[tuple[str, str]] = []
        values: dict[str, Any] = {}
        try:
            values = get_game(self.game).check_options(self.players, self.option_dict)
        except OptionsError as error:
            problems += zip(error.problems_fr, error.problems)
        known = bot_levels(self.game)
        if not isinstance(self.levels, tuple) or not all(isinstance(lvl, str) for lvl in self.levels):
            problems.append((f"les niveaux des robots s'écrivent en mots, pas {self.levels!r}",
                             f"the robot levels must be words, got {self.levels!r}"))
        else:
            problems += [(f"le niveau de robot {lvl!r} n'existe pas (niveaux : {', '.join(known)})",
                          f"unknown robot level {lvl!r} (known: {', '.join(known)})")
                         for lvl in self.levels if lvl not in known]
            robots = self.players - 1 if isinstance(self.players, int) else "?"
            if isinstance(robots, int) and len(self.levels) > robots:
                problems.append((f"{len(self.levels)} niveaux de robot pour {robots} robots",
                                 f"{len(self.levels)} robot levels for {robots} robots"))
        problems += self._people_problems()
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or not 0 <= self.seed <= MAX_SEED:
            problems.append((f"la graine est un nombre entier de 0 à {MAX_SEED}, pas {self.seed!r}",
                             f"the seed must be a whole number from 0 to {MAX_SEED}, got {self.seed!r}"))
        if problems:
            raise OptionsError.of(problems)
        return values

    def _people_problems(self) -> list[tuple[str, str]]:
        """What is wrong with :attr:`people`, in French and English."""
        if not self.people:
            return []
        seats = [seat for seat, _ in self.people]
        players = self.players if isinstance(self.players, int) else 0
        if (any(not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < players for s in seats)
                or len(set(seats)) != len(seats) or 0 not in seats):
            return [(f"les places des joueurs ne vont pas : {seats!r}",
                     f"the people's seats are wrong: {seats!r}")]
        bad = [name for _, name in self.people if not isinstance(name, str) or not name or clean_name(name) != name]
        if bad:
            return [(f"un prénom fait de 1 à {MAX_NAME} lettres, pas {short(repr(bad[0]))}",
                     f"a first name has 1 to {MAX_NAME} characters, not {short(repr(bad[0]))}")]
        return []


@dataclass(frozen=True)
class Link:
    """A position to share: the spec, the actions of each deal so far, language and mode."""

    spec: GameSpec
    moves: tuple[tuple[Action, ...], ...] = ((),)
    lang: str = "fr"
    teacher: bool = False
    stop: int | None = None  # the game ends after this many deals (its time was up)


def encode(link: Link) -> str:
    """The query string (without ``?``) of ``link``."""
    spec = link.spec
    parts = [("g", spec.game), ("n", str(spec.players)), ("s", str(spec.seed))]
    if spec.options:
        parts.append(("o", ",".join(f"{k}:{_value_text(v)}" for k, v in spec.options)))
    if spec.levels:
        parts.append(("b", ",".join(spec.levels)))
    if spec.people:
        parts.append(("p", ",".join(f"{seat}:{quote(name, safe='')}" for seat, name in spec.people)))
    parts.append(("l", link.lang))
    if link.teacher:
        parts.append(("t", "1"))
    if link.stop is not None:
        parts.append(("x", str(link.stop)))
    # a spot inside an action (Le Tamalou's ``look:1.2``) is written with ``-``: ``.`` parts moves
    moves = DEAL_SEP.join(MOVE_SEP.join(str(a).replace(".", SPOT_SEP) for a in deal) for deal in link.moves)
    parts.append(("m", moves))
    return "&".join(f"{k}={quote(v, safe=':,.~_')}" for k, v in parts)


def _value_text(value: Any) -> str:
    return str(int(value)) if isinstance(value, bool) else str(value)


def decode(query: str) -> Link:
    """The link written in ``query`` (with or without the leading ``?``).

    Raises :class:`LinkError` with a readable message for anything malformed or unknown.
    """
    if not isinstance(query, str):
        raise LinkError(f"a link must be text, got {query!r}",
                        f"un lien de partie est un texte, pas {query!r}")
    if len(query) > MAX_LENGTH:
        raise LinkError(f"the link is too long ({len(query)} characters, {MAX_LENGTH} at most)",
                        f"le lien est trop long ({len(query)} caractères, {MAX_LENGTH} au plus)")
    fields = dict(parse_qsl(query.lstrip("?"), keep_blank_values=True))
    lang = fields.get("l", "fr")
    try:
        return _decode(fields, lang)
    except LinkError as error:
        error.lang = lang if lang in LANGS else None
        raise


def _decode(fields: Mapping[str, str], lang: str) -> Link:
    if "g" not in fields:
        games = [f"g={game.id}" for game in all_games()]  # the registry's, however many there are
        listed = {lang: f" {word} ".join(filter(None, (", ".join(games[:-1]), games[-1])))
                  for lang, word in (("en", "or"), ("fr", "ou"))}
        raise LinkError(f"the link does not say which game to play ({listed['en']})",
                        f"le lien ne dit pas à quel jeu jouer ({listed['fr']})")
    try:
        game = get_game(fields["g"])
    except OptionsError as error:
        raise LinkError.of(error) from None
    players = _whole(fields.get("n", ""), "number of players (n)", "le nombre de joueurs (n)")
    seed = _whole(fields.get("s", ""), "seed (s)", "la graine (s)")
    options = _options(fields.get("o", ""), {o.name: o for o in game.options}, game)
    levels = tuple(x for x in fields.get("b", "").split(",") if x)
    spec = GameSpec(game.id, players, seed, options, levels, _people(fields.get("p", "")))
    try:
        spec.check()
    except OptionsError as error:
        raise LinkError.of(error) from None
    if lang not in LANGS:
        raise LinkError(f"unknown language {lang!r} (known: {', '.join(LANGS)})",
                        f"la langue {lang!r} n'existe pas (langues : {', '.join(LANGS)})")
    teacher = fields.get("t", "0")
    if teacher not in ("0", "1"):
        raise LinkError(f"the teacher flag (t) must be 0 or 1, got {teacher!r}",
                        f"le réglage professeur (t) vaut 0 ou 1, pas {teacher!r}")
    stop = None
    if "x" in fields:
        stop = _whole(fields["x"], "last deal (x)", "la dernière donne (x)")
        if not 1 <= stop <= MAX_DEALS:
            raise LinkError(f"the last deal (x) is from 1 to {MAX_DEALS}, got {stop}",
                            f"la dernière donne (x) va de 1 à {MAX_DEALS}, pas {stop}")
    moves = _moves(fields.get("m", ""), game)
    return Link(spec, moves, lang, teacher == "1", stop)


def _whole(text: str, what: str, what_fr: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 16:
        raise LinkError(f"the {what} must be a whole number, got {text!r}",
                        f"{what_fr} doit être un nombre entier, pas {text!r}")
    return int(text)


def _people(text: str) -> tuple[tuple[int, str], ...]:
    """The people of a link's ``p``: ``0:L%C3%A9a,2:Tom`` (checked by :meth:`GameSpec.check`)."""
    people = []
    for item in filter(None, text.split(",")):
        seat, _, name = item.partition(":")
        if not (seat.isascii() and seat.isdigit() and len(seat) == 1):
            raise LinkError(f"a person's seat must be a digit, got {short(seat)!r}",
                            f"la place d'un joueur est un chiffre, pas {short(seat)!r}")
        people.append((int(seat), unquote(name)))
    return tuple(people)


def _options(text: str, specs: Mapping[str, Any], game: Any) -> tuple[tuple[str, Any], ...]:
    options: list[tuple[str, Any]] = []
    for item in filter(None, text.split(",")):
        name, _, raw = item.partition(":")
        if name not in specs:
            known = ", ".join(specs)
            raise LinkError(f"unknown option {name!r} for {game.en} (known: {known})",
                            f"le réglage {name!r} n'existe pas pour {game.fr} (réglages : {known})")
        if isinstance(specs[name].default, bool):
            if raw not in ("0", "1"):
                raise LinkError(f"option {name!r} must be 0 or 1, got {raw!r}",
                                f"le réglage {name!r} vaut 0 ou 1, pas {raw!r}")
            options.append((name, raw == "1"))
        else:
            options.append((name, _whole(raw, f"option {name!r}", f"le réglage {name!r}")))
    return tuple(options)


def _moves(text: str, game: Any) -> tuple[tuple[Action, ...], ...]:
    deals = text.split(DEAL_SEP)
    if len(deals) > MAX_DEALS:
        raise LinkError(f"too many deals in the link ({len(deals)})",
                        f"trop de donnes dans le lien ({len(deals)})")
    moves = []
    for deal in deals:
        actions = []
        for token in filter(None, deal.split(MOVE_SEP)):
            token = token.replace(SPOT_SEP, ".")
            seated = _SEATED.match(token)
            try:
                actions.append(Seated(int(seated[1]), parse_action(seated[2], game.deck)) if seated
                               else parse_action(token, game.deck))
            except TarotError as error:
                raise LinkError(str(error), f"un coup du lien ne se lit pas : {token!r}") from None
        moves.append(tuple(actions))
    return tuple(moves)
