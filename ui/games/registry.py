"""The UI registry of games: each game's UI package registers its presenter and its words
here (:mod:`ui.games` imports them all). A game that registers nothing, a trick game the
engine knows, is shown by :class:`~ui.games.trick.TrickPresenter`, and named by the engine
(:attr:`engine.Game.fr`, :attr:`engine.Game.en`)."""

from __future__ import annotations

from collections.abc import Mapping

from engine import GAMES

from ..i18n import add_words
from .presenter import END_OPTIONS, Presenter
from .trick import TrickPresenter

_PRESENTERS: dict[str, type[Presenter]] = {}


def register(game: str, presenter: type[Presenter] | None = None,
             words: Mapping[str, Mapping[str, str]] | None = None) -> None:
    """Register ``game``'s presenter (``None``: the trick games') and its own words
    (``{"fr": {…}, "en": {…}}``, added to the catalogues)."""
    if presenter is not None:
        _PRESENTERS[game] = presenter
    add_words(words or {})


def presenter_of(game: str) -> type[Presenter]:
    """The presenter class of ``game``: its own, else the trick games'. A registered game whose
    presenter cannot say how its match ends (:meth:`Presenter.target` reads an option of
    :data:`~ui.games.presenter.END_OPTIONS`) is refused with a :class:`TypeError`."""
    presenter = _PRESENTERS.get(game, TrickPresenter)
    rules = GAMES.get(game)
    if (rules is not None and presenter.target is Presenter.target
            and not set(END_OPTIONS) & {option.name for option in rules.options}):
        raise TypeError(f"{rules.en}: its match ends by none of the options {', '.join(END_OPTIONS)}, "
                        f"which {presenter.__name__}.target() reads to say how it ends: name its end "
                        f"option so, or register a presenter of its own with its own target()")
    return presenter
