"""The shareable link: game, players, options, robot levels, seed, language, teacher flag and
every action so far, in a short URL-safe query string.

Keys: ``g`` game, ``n`` players, ``o`` options (``name:value`` joined by ``,``), ``b`` robot
levels for seats 1, 2, … (joined by ``,``), ``s`` seed, ``l`` language, ``t`` teacher mode (``1``),
``m`` moves: actions in the engine's notation joined by ``.``, deals joined by ``~``.

>>> spec = GameSpec("kids", 3, 42, (("paris", True),), ("easy", "medium"))
>>> link = Link(spec, ((), ), "en", True)
>>> encode(link)
'g=kids&n=3&s=42&o=paris:1&b=easy,medium&l=en&t=1&m='
>>> decode(encode(link)) == link
True
>>> decode("g=kids&n=3&s=1&o=colour:1")
Traceback (most recent call last):
...
ui.urlstate.LinkError: unknown option 'colour' for Tarot Kids (known: paris, proviseur, primes, target, deals)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, quote

from engine import Action, OptionsError, TarotError, bots, format_actions, get_game, parse_action

from .i18n import LANGS

#: what the robots play at when a level is not given; the engine's bots module may add levels
DEFAULT_LEVEL = "medium"
MAX_DEALS = 200
MAX_LENGTH = 40_000
MAX_SEED = 2**53 - 1  # stays exact in JavaScript too
DEAL_SEP, MOVE_SEP = "~", "."


class LinkError(ValueError):
    """A shared link that cannot be opened; the message says what is wrong."""


def bot_levels() -> tuple[str, ...]:
    """The robot levels the engine's bots offer."""
    return bots.LEVELS


@dataclass(frozen=True)
class GameSpec:
    """Everything that fixes a game before the first card: replaying the same moves on the same
    spec gives the same table."""

    game: str
    players: int
    seed: int
    options: tuple[tuple[str, Any], ...] = ()
    levels: tuple[str, ...] = ()

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
        """The options with defaults filled in; raises :class:`OptionsError` listing problems."""
        game = get_game(self.game)
        values = game.check_options(self.players, self.option_dict)
        known = bot_levels()
        wrong = [lvl for lvl in self.levels if lvl not in known]
        problems = [f"unknown robot level {lvl!r} (known: {', '.join(known)})" for lvl in wrong]
        if len(self.levels) > self.players - 1:
            problems.append(f"{len(self.levels)} robot levels for {self.players - 1} robots")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or not 0 <= self.seed <= MAX_SEED:
            problems.append(f"the seed must be a whole number from 0 to {MAX_SEED}, got {self.seed!r}")
        if problems:
            raise OptionsError(problems)
        return values


@dataclass(frozen=True)
class Link:
    """A position to share: the spec, the actions of each deal so far, language and mode."""

    spec: GameSpec
    moves: tuple[tuple[Action, ...], ...] = ((),)
    lang: str = "fr"
    teacher: bool = False


def encode(link: Link) -> str:
    """The query string (without ``?``) of ``link``."""
    spec = link.spec
    parts = [("g", spec.game), ("n", str(spec.players)), ("s", str(spec.seed))]
    if spec.options:
        parts.append(("o", ",".join(f"{k}:{_value_text(v)}" for k, v in spec.options)))
    if spec.levels:
        parts.append(("b", ",".join(spec.levels)))
    parts.append(("l", link.lang))
    if link.teacher:
        parts.append(("t", "1"))
    moves = DEAL_SEP.join(MOVE_SEP.join(format_actions(deal).split()) for deal in link.moves)
    parts.append(("m", moves))
    return "&".join(f"{k}={quote(v, safe=':,.~_')}" for k, v in parts)


def _value_text(value: Any) -> str:
    return str(int(value)) if isinstance(value, bool) else str(value)


def decode(query: str) -> Link:
    """The link written in ``query`` (with or without the leading ``?``).

    Raises :class:`LinkError` with a readable message for anything malformed or unknown.
    """
    if len(query) > MAX_LENGTH:
        raise LinkError(f"the link is too long ({len(query)} characters)")
    fields = dict(parse_qsl(query.lstrip("?"), keep_blank_values=True))
    if "g" not in fields:
        raise LinkError("the link does not say which game to play (g=kids, g=premier or g=tarot)")
    try:
        game = get_game(fields["g"])
    except OptionsError as error:
        raise LinkError(str(error)) from None
    players = _whole(fields.get("n", ""), "number of players (n)")
    seed = _whole(fields.get("s", ""), "seed (s)")
    options = _options(fields.get("o", ""), {o.name: o for o in game.options}, game.en)
    levels = tuple(x for x in fields.get("b", "").split(",") if x)
    spec = GameSpec(game.id, players, seed, options, levels)
    try:
        spec.check()
    except OptionsError as error:
        raise LinkError(str(error)) from None
    lang = fields.get("l", "fr")
    if lang not in LANGS:
        raise LinkError(f"unknown language {lang!r} (known: {', '.join(LANGS)})")
    teacher = fields.get("t", "0")
    if teacher not in ("0", "1"):
        raise LinkError(f"the teacher flag (t) must be 0 or 1, got {teacher!r}")
    moves = _moves(fields.get("m", ""), game)
    return Link(spec, moves, lang, teacher == "1")


def _whole(text: str, what: str) -> int:
    if not text.isdigit() or len(text) > 16:
        raise LinkError(f"the {what} must be a whole number, got {text!r}")
    return int(text)


def _options(text: str, specs: Mapping[str, Any], game: str) -> tuple[tuple[str, Any], ...]:
    options: list[tuple[str, Any]] = []
    for item in filter(None, text.split(",")):
        name, _, raw = item.partition(":")
        if name not in specs:
            raise LinkError(f"unknown option {name!r} for {game} (known: {', '.join(specs)})")
        if isinstance(specs[name].default, bool):
            if raw not in ("0", "1"):
                raise LinkError(f"option {name!r} must be 0 or 1, got {raw!r}")
            options.append((name, raw == "1"))
        else:
            options.append((name, _whole(raw, f"option {name!r}")))
    return tuple(options)


def _moves(text: str, game: Any) -> tuple[tuple[Action, ...], ...]:
    deals = text.split(DEAL_SEP)
    if len(deals) > MAX_DEALS:
        raise LinkError(f"too many deals in the link ({len(deals)})")
    try:
        return tuple(tuple(parse_action(token, game.deck) for token in deal.split(MOVE_SEP) if token)
                     for deal in deals)
    except TarotError as error:
        raise LinkError(str(error)) from None
