"""Le Tamalou at the table: every player's square of face-down cards, the pile and the
discard, the powers, the snap window and the count, on a felt of its own."""

from ..registry import register
from . import words
from .presenter import TamalouPresenter

register("tamalou", TamalouPresenter, {"fr": words.FR, "en": words.EN})
