"""Le Tarin at the table: a bid from 15 to 100, the trump colour chosen by the bidder, and the
spare cards given to the last trick's winner."""

from ..registry import register
from . import words
from .presenter import TarinPresenter

register("tarin", TarinPresenter, {"fr": words.FR, "en": words.EN})
