"""A layout whose children change while the browser is still building it shows its new children
(an intermittent empty lessons map, issue #26's full-storage test: see ``KEEP_CHILDREN`` in
:mod:`ui.views`).

The browser builds a new branch of the page one view after the other, and a component's module
loads the first time it shows; BokehJS listens to a layout's children only once the whole branch
is built. Here the module of the branch's component waits until the test lets it go, after the
branch's content has been replaced: the change always lands in that window."""

from __future__ import annotations

import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import panel as pn
import param
import pytest
from panel.custom import JSComponent

from ui.views import Landmark

from .conftest import free_port

pytestmark = pytest.mark.browser


class Late(JSComponent):
    """A component whose module finishes loading when the page calls ``window.loadLate()``."""

    _esm = """
    await new Promise((resolve) => { window.loadLate = resolve; });
    export function render() { return document.createElement("span"); }
    """


class Screen(param.Parameterized):
    """A screen drawn like the lessons map: a ``param.depends`` method shown by ``pn.panel``."""

    version = param.Integer(default=0)

    @param.depends("version")
    def page(self) -> Any:
        return pn.Column(pn.pane.HTML(f'<p class="version">version {self.version}</p>'), Late())


def app() -> Landmark:
    screen, body = Screen(), pn.Column()
    said = pn.pane.HTML('<p class="said">waiting</p>')

    def show(_: Any) -> None:
        body.objects = [pn.panel(screen.page)]  # a new branch, built while Late's module loads
        screen.version += 1  # its content replaced by the next message
        said.object = '<p class="said">sent</p>'  # sent after it: once seen, the change has arrived

    go = pn.widgets.Button(label="show", css_classes=["show"])
    go.on_click(show)
    return Landmark(objects=[go, said, body])


@pytest.fixture(scope="module")
def late_app() -> Iterator[str]:
    port = free_port()
    server = pn.serve({"late": app}, port=port, address="127.0.0.1", threaded=True, show=False,
                      websocket_origin=[f"127.0.0.1:{port}"])
    url = f"http://127.0.0.1:{port}/late"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(url, timeout=5).close()
                break
            except OSError:
                time.sleep(0.2)
        yield url
    finally:
        server.stop()


def test_a_layout_changed_while_it_is_built_shows_its_new_children(browser: Any, late_app: str) -> None:
    page = browser.new_page()
    try:
        page.set_default_timeout(30_000)
        page.goto(late_app)
        page.locator(".show .bk-btn").click()
        page.locator(".said", has_text="sent").wait_for()
        page.wait_for_function("typeof window.loadLate === 'function'")  # the module has started and waits
        page.evaluate("window.loadLate()")
        page.locator(".version", has_text="version 1").wait_for()
    finally:
        page.close()
