"""The French-suited cards: not a game, the deck several games share (Tarot and Mon premier
Tarot play the whole tarot deck, :data:`TAROT_DECK`; La Taroinche and Le Tamalou draw their own
decks from its suits). Importing it registers its cards (:func:`engine.cards.register_cards`)
and registers no game, so no game's place on the path depends on who imports it first."""

from .deck import FRENCH, TAROT_DECK, TAROT_SUITS

__all__ = ["FRENCH", "TAROT_DECK", "TAROT_SUITS"]
