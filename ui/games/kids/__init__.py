"""Tarot Kids at the table: its diplomas and primes in words, and its own trump art."""

from ..registry import register
from . import words
from .presenter import KidsPresenter

register("kids", KidsPresenter, {"fr": words.FR, "en": words.EN})
