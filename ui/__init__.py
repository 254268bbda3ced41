"""Tarot École's user interface: catalogues, view-models (plain ``param``) and Panel views."""
