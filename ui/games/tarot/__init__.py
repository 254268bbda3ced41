"""French Tarot at the table: contracts, the King called, the chien and the écart, the
poignée, the two camps and the score worked out in words."""

from ..registry import register
from . import words
from .presenter import TarotPresenter

register("tarot", TarotPresenter, {"fr": words.FR, "en": words.EN})
