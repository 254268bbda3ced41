"""La Taroinche at the table: a bid composed in four parts, « Coincher ! » out of turn, the chien
placed by the dealer, belote and rebelote under the cards, and the score in words."""

from ..registry import register
from . import words
from .presenter import TaroinchePresenter

register("taroinche", TaroinchePresenter, {"fr": words.FR, "en": words.EN})
