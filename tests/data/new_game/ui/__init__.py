"""La Luciole at the table: the trick games' presenter with its own card art, the winner by
tricks, and its words."""

from ..registry import register
from ..trick import TrickPresenter
from . import words


class LuciolePresenter(TrickPresenter):
    """No points: the deal is won by tricks; its cards are drawn by its own art module."""

    art = "luciole-"
    back = "back-luciole.svg"
    by_tricks = True


register("luciole", LuciolePresenter, {"fr": words.FR, "en": words.EN})
