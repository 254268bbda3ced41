"""The tables the benchmarks and the soak play, built from the registry of games: each game at
each of its player counts, with its yes/no options on or off as its rules allow.

>>> from engine import get_game
>>> fullest(get_game("kids"), 4)
{'paris': True, 'primes': True}
>>> [name for name, _ in option_sets(get_game("kids"), 5)][:3]
['kids-5p', 'kids-5p-primes', 'kids-5p-paris']
"""

from __future__ import annotations

from itertools import product

from engine import Game, OptionsError


def _flags(game: Game) -> list[str]:
    return [option.name for option in game.options if isinstance(option.default, bool)]


def _allowed(game: Game, players: int, options: dict[str, bool]) -> bool:
    try:
        game.check_options(players, options)
    except OptionsError:
        return False
    return True


def case_name(game: Game, players: int, options: dict[str, bool]) -> str:
    """``kids-4p-paris-primes``: the game, the player count and the options on."""
    return f"{game.id}-{players}p" + "".join(f"-{k}" for k, on in options.items() if on)


def option_sets(game: Game, players: int) -> list[tuple[str, dict[str, bool]]]:
    """Every combination of the game's yes/no options its rules allow at ``players``, each with
    its name (the first option varies slowest)."""
    flags = _flags(game)
    sets = [dict(zip(flags, values)) for values in product((False, True), repeat=len(flags))]
    return [(case_name(game, players, on), on) for on in sets if _allowed(game, players, on)]


def fullest(game: Game, players: int) -> dict[str, bool]:
    """The allowed combination with the most yes/no options on (every robot decision comes up);
    ``{}`` for a game without any."""
    best = max((on for _, on in option_sets(game, players)), key=lambda on: sum(on.values()), default={})
    return {k: True for k, on in best.items() if on}
