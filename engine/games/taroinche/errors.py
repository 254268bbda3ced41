"""La Taroinche's own refusals: one exception class per cause, each registered for its rule ids
(:func:`engine.errors.register_errors`)."""

from __future__ import annotations

from ...errors import IllegalActionError, register_errors


class BidError(IllegalActionError):
    """A bid the game does not know, or not above the current one."""


class CoincheError(IllegalActionError):
    """A coinche or surcoinche by a seat that may not, or at the wrong moment."""


class ChienPlacementError(IllegalActionError):
    """Chien places the rules forbid in the dealing."""


register_errors({
    **{f"taroinche-bid-{cause}": BidError
       for cause in ("value", "suit", "capot", "partner", "modifier", "higher")},
    **{rule: CoincheError for rule in ("coinche-timing", "coinche-no-bid", "coinche-own-side",
                                       "surcoinche-no-coinche", "surcoinche-timing",
                                       "surcoinche-side")},
    **{f"chien-{cause}": ChienPlacementError for cause in ("places", "first-last", "together", "split")},
})
