"""The small pieces every screen builds with: big buttons, escaped text, card pictures, and the
base of the components that draw cards and report clicks.

>>> esc("<b>Roi</b>")
'&lt;b&gt;Roi&lt;/b&gt;'
"""

from __future__ import annotations

import html
import json
import sys
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any, Callable

import panel as pn
import param
from panel.custom import JSComponent
from panel.io import hold

BUTTON_HEIGHT = 56


def esc(text: object) -> str:
    return html.escape(str(text))


def together() -> AbstractContextManager[Any]:
    """Python's changes made inside, sent to the page in one message, in order. `panel serve`
    sends each change on its own unless Panel holds them; the site's worker sends all of one
    Python turn together already (``sitebuild/templates/worker.js``), and Panel's hold there would
    drop them (it takes the worker's document for one that is not connected yet). Every change is
    kept ("collect"): merging two changes of one property ("combine") sent the page a reference to
    a model it was never given (« reference p1169 isn't known », a lesson never drawn)."""
    return nullcontext() if sys.platform == "emscripten" else hold(policy="collect")


def send_once_pulled(doc: Any) -> None:
    """``panel serve`` only: the session counts as loaded as soon as the page has the document.

    Panel counts a session as connected and loaded only once the page says it has drawn
    everything (its ``DocumentReady``); until then a change made inside a hold (every layout's
    change is, and :func:`together`) is dropped, since the page is supposed to fetch the whole
    document later. But the page fetched it before drawing: a tap made meanwhile (a slow page, a
    quick child) was answered in Python and never shown (a refused bid's hint stayed hidden). The
    page's first change of a model (Panel's report of the browser, sent once the document is in
    the page) is taken for that report: Panel's own start of a loaded session runs then (the
    ``onload`` callbacks included), under the document's lock, and once; the page's later report
    finds it done."""
    if sys.platform == "emscripten":  # the site's worker: loaded from the start
        return

    def heard(event: Any) -> None:
        if pn.state._connected.get(doc):
            doc.remove_on_change(heard)  # started: the session's later changes need no look
            return
        session = doc.session_context.session  # (made after the app)
        if session is None or event.setter is not session:
            return
        # removed first: Panel's start changes the document, which called this again inside it,
        # and the second removal raised a KeyError into the page's first report (every load)
        doc.remove_on_change(heard)
        pn.state._on_load(doc)  # Panel's own start: it has no public way to call it

    doc.on_change(heard)


def send_every_queued_change() -> None:
    """``panel serve`` only: no change queued for the page is left unsent.

    A change made outside the document's lock (the coach's search and the robots run as
    coroutines) is sent at once, or queued when the page's socket is busy, for one of Panel's
    sending tasks. Panel 1.9.4 can lose that queue: a first task, its own messages written, lifts
    the document's block while a second one, which found the socket busy and put its messages
    back, waits to retry; the retry finds no block and returns (it takes it for a task with
    nothing left to do). The page then showed nothing more until some later change: « Conseil »
    stayed at « Je réfléchis… » when its search ended. Here a task that finds messages waiting
    restores the block first, so it sends them. Installed once; harmless where no message waits.
    """
    if sys.platform == "emscripten":  # the site's worker sends its changes itself
        return
    from panel.io import document

    sending = document._dispatch_msgs
    if sending.__module__ == __name__:  # installed by an earlier session
        return

    async def send(doc: Any) -> None:
        if doc in document._WRITE_MSGS:
            document._WRITE_BLOCK[doc] = True
        await sending(doc)

    send.__wrapped__ = sending  # type: ignore[attr-defined]  # (Panel's own: inspect.unwrap)
    # Panel's tasks look the function up in their module each time: every retry runs this one
    document._dispatch_msgs = send


#: the class of every button of the app: it takes one press, then none until Python has answered
#: it (:class:`OnePress`), which Python says by changing its ``answered-…`` class
ONE_PRESS = "one-press"


def button(label: str, action: Callable[[], None], kind: str = "primary", **params: Any) -> pn.widgets.Button:
    """A big button that calls ``action`` when pressed: one press per screen (a double tap's
    second tap, made before Python has answered the first, does nothing; see :class:`OnePress`).

    >>> b = button("Suivant", lambda: None, css_classes=["lesson-next"])
    >>> b.css_classes
    ['lesson-next', 'one-press', 'answered-0']
    >>> b.clicks += 1; b.css_classes
    ['lesson-next', 'one-press', 'answered-1']
    """
    classes = [*params.pop("css_classes", []), ONE_PRESS]
    widget = pn.widgets.Button(label=label, color=kind, css_classes=[*classes, "answered-0"],
                               **{"height": BUTTON_HEIGHT, **params})

    def pressed(_event: Any) -> None:
        # the answer and the new screen reach the page in one message, so no tap falls between
        # them: after the answer alone, a double tap's second tap acted on the old screen (a
        # lesson's « Suivant » skipped a step); after the new screen alone, a tap on it was dropped
        with together():
            widget.css_classes = [*classes, f"answered-{widget.clicks % 2}"]
            action()

    widget.on_click(pressed)
    return widget


class OnePress(JSComponent):
    """What makes every button of :func:`button` take one press per screen, in the page
    (``ui/one_press.js``: a press waits for Python's answer to the last one). Of no size; one
    per page (the header's)."""

    _esm = Path(__file__).with_name("one_press.js")


def cards_html(faces: Any, css: str = "mini") -> str:
    """Small card pictures (end of deal piles); the alt text names the card if art is missing."""
    return "".join(f'<img class="{css}" src="{esc(f.url)}" alt="{esc(f.label)}" title="{esc(f.label)}">'
                   for f in faces)


def cards_esm(drawing: str | Path) -> str:
    """The module of a component that draws cards: ``ui/card_art.js`` then ``drawing`` (a file
    name in ``ui/``, or a game's own file)."""
    here = Path(__file__).parent
    return (here / "card_art.js").read_text(encoding="utf-8") + (here / drawing).read_text(encoding="utf-8")


class CardClicks(JSComponent):
    """A component whose module sends ``{pick: token}`` when a card is clicked: calls ``on_pick``,
    then counts the pick in :attr:`answered`: a module may take no other tap of that card until
    then (``ui/felt.js``: one press per screen, as :func:`button`)."""

    answered = param.Integer(default=0, doc="the picks Python has handled")

    def __init__(self, on_pick: Callable[[str], None], **params: Any) -> None:
        super().__init__(**params)
        self.on_pick = on_pick

    def _handle_msg(self, data: Any) -> None:
        if isinstance(data, dict) and isinstance(data.get("pick"), str):
            with together():  # the answer comes with the new screen, as a button's (see :func:`button`)
                try:
                    self.on_pick(data["pick"])
                finally:
                    self.answered += 1


class SceneFelt(CardClicks):
    """A felt: a module that draws :attr:`scene` (``model.drawing``) and sends the cards clicked.

    >>> felt = SceneFelt(on_pick=print)
    >>> felt.scene = {"hand": [{"token": "T21"}]}
    >>> felt.drawing, felt.scene["hand"][0]["token"]
    ('{"hand":[{"token":"T21"}]}', 'T21')
    """

    # the scene goes to the browser as one JSON string: a nested dict was walked by Bokeh at each
    # change for the models it might hold, and by Panel again (a fifth of a move's Python)
    drawing = param.String(default="{}", doc="the scene as JSON")

    @property
    def scene(self) -> dict[str, Any]:
        """What the felt draws."""
        return json.loads(self.drawing)

    @scene.setter
    def scene(self, scene: dict[str, Any]) -> None:
        self.drawing = json.dumps(scene, ensure_ascii=False, separators=(",", ":"))


def minus(n: int) -> str:
    """A whole number with a true minus sign, as the score's working writes it (« −268 »: a
    hyphen is shorter, and a screen reader may not read it as « moins »).

    >>> minus(-268), minus(40)
    ('−268', '40')
    """
    return str(n).replace("-", "−")
