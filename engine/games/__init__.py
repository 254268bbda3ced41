"""Every game the engine knows; importing this package registers them."""

from . import kids, premier, tarot

__all__ = ["kids", "premier", "tarot"]
