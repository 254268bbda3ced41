"""Every game the engine knows, one package each, listed here once: importing this package
registers them, in the order the app shows and teaches them (:data:`engine.protocol.GAMES`
keeps that order)."""

from . import kids, premier, tarot, tarin, taroinche, tamalou  # noqa: I001  (the order is the path's)

__all__ = ["kids", "premier", "tarot", "tarin", "taroinche", "tamalou"]
