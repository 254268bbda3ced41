"""Tarot École's user interface: catalogues, view-models (plain ``param``) and Panel views.

Importing it registers every game's UI (:mod:`ui.games`: presenters and words), last."""

from . import games  # noqa: F401, E402  (each game's presenter and words)
