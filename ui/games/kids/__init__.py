"""Tarot Kids at the table: its diplomas and primes in words, and its own trump art."""

from ..registry import register
from .presenter import KidsPresenter

register("kids", KidsPresenter)
