"""Mon premier Tarot at the table: the trick games' presenter, the winner by tricks."""

from ..registry import register
from ..trick import TrickPresenter
from . import words


class PremierPresenter(TrickPresenter):
    """No auction, no bet: the deal is won by tricks, so card points are not shown."""

    by_tricks = True


register("premier", PremierPresenter, {"fr": words.FR, "en": words.EN})
