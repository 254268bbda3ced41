"""Every game the engine knows; importing this package registers them."""

from . import kids, premier, tamalou, tarin, taroinche, tarot

__all__ = ["kids", "premier", "tamalou", "tarin", "taroinche", "tarot"]
