"""Read aloud's page side (issue 42): the header's « Lire à voix haute » toggle, which speaks
what :class:`ui.speech.Speech` publishes (``ui/read_aloud.js``), and the small speaker button
beside a text, which says that text again."""

from __future__ import annotations

from pathlib import Path

import param
from panel.custom import JSComponent

#: the browser's ``localStorage`` key of the toggle, as the language's (``ui.views.LANG_KEY``)
READ_ALOUD_KEY = "tarot-ecole-read-aloud"


class ReadAloud(JSComponent):
    """The header's toggle (``aria-pressed``, as the other header toggles): on only where the
    device has a voice for :attr:`lang`; each new :attr:`speak` says its texts in order."""

    value = param.Boolean(default=False)
    lang = param.String(default="fr")
    label = param.String(default="", doc="« Lire à voix haute »")
    none = param.String(default="", doc="what the toggle says without a voice for the language")
    speak = param.Dict(default={}, doc="{texts, lang, batch}: one change, said at once in its language")
    key = param.String(default=READ_ALOUD_KEY, constant=True)

    _esm = Path(__file__).with_name("read_aloud.js")


class Speaker(JSComponent):
    """A speaker button (44 px, named « Lire ») that says :attr:`text` again, at once, in the
    page (no round trip to Python); shown only while reading aloud is on (and, by the views,
    only beside a text)."""

    text = param.String(default="")
    lang = param.String(default="fr")
    label = param.String(default="")

    _esm = """
    export function render({ model }) {
      const button = document.createElement("button")
      button.type = "button"
      button.className = "speaker"
      button.innerHTML = '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">'
        + '<path d="M3 9v6h4l5 4V5L7 9H3z" fill="currentColor"/>'
        + '<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none"/></svg>'
      button.addEventListener("click", () => window.tarotSay?.([model.text], model.lang))
      const draw = () => button.setAttribute("aria-label", model.label)
      model.on("label", draw)
      draw()
      return button
    }
    """
