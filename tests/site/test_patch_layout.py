"""The page lays itself out once per frame for the worker's changes, and the worker sends the
changes Python makes in one go in one message (issue 43, « every tap answers fast on a slow
CPU »). BokehJS lays the whole page out again at each change that can move a view (a
``visible``, an HTML pane's text), and walks the whole document after each message; Panel's
worker sends each change in its own message: a tap at the table made four or five layouts,
50-150 ms each on a slow CPU, and a dozen messages. The loader (``sitebuild/templates/loader.js``,
``applyPatch``) holds the layouts to the next frame; the worker (``sitebuild/templates/worker.js``,
``sendPatch``) holds the changes until Python hands back.

Here, in the real site at a Kids table: patches that come together (as the worker's messages
queued while the page was busy) are laid out once, and the page is right after it (the views hidden
are hidden, then shown again); then a real tap is answered with the table's next state, in one
message from the worker. And the loader's quicker ways (``quickerViews``) change nothing seen:
after a tap, every view's stylesheets are what BokehJS's own layout writes, and an HTML pane shows
a text as Panel's own reading of it would.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from benchmarks.site_taps import KIDS_LINK, NO_DELAY, WATCH_PAGE, open_table, tap

from .conftest import serving

pytestmark = pytest.mark.browser

#: the app's worker, kept where the test can give the page messages from it
KEEP_WORKER = """{ const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(...args) { super(...args); window.appWorker = this; }
}; }"""

#: Three views of the table shown, hidden then shown again by patches given to the page as the
#: worker's messages, each change in its own patch as Panel sends them: the layouts these changes
#: asked of the page's roots until the next frame (BokehJS's ``invalidate_layout``, which updates
#: the root's layout then computes it; the layouts that follow a view's change of size, such as
#: its resize handling, are not counted), and whether each view is hidden, then shown, after it.
TOGGLE = """async () => {
  const doc = Bokeh.documents[0];
  const shown = [...doc.all_models].filter((model) => model.properties.visible && model.visible
    && model.properties.css_classes && Bokeh.index.get_one(model) != null
    && Bokeh.index.get_one(model).el.getBoundingClientRect().height > 0).slice(0, 3);
  let layouts = 0;
  for (const root of Bokeh.index.roots) {
    root.update_layout = function () { layouts += 1; return Object.getPrototypeOf(this).update_layout.call(this); };
  }
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const states = [];
  for (const visible of [false, true]) {
    await frame();
    layouts = 0;
    for (const model of shown) {
      const event = {kind: "ModelChanged", model: {id: model.id}, attr: "visible", new: visible};
      window.appWorker.dispatchEvent(new MessageEvent("message", {data: {type: "patch", patch: {events: [event]}}}));
    }
    await frame();
    states.push({layouts: layouts, displayed: shown.map((model) =>
      Bokeh.index.get_one(model).el.getBoundingClientRect().height > 0)});
  }
  for (const root of Bokeh.index.roots) delete root.update_layout;
  return {views: shown.length, states: states};
}"""


@contextmanager
def kids_table(site: Path, browser: Any) -> Iterator[Any]:
    """A page of ``site`` at a Kids table, live, its states recorded and its worker kept."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.add_init_script(NO_DELAY)
    context.add_init_script(WATCH_PAGE)
    context.add_init_script(KEEP_WORKER)
    try:
        with serving(site) as served:
            yield open_table(context, served.url + KIDS_LINK.format(seed=3), 240)
    finally:
        context.close()


def test_the_worker_s_patches_are_laid_out_once_per_frame(real_site: Path, browser: Any) -> None:
    with kids_table(real_site, browser) as page:
        toggled = page.evaluate(TOGGLE)
        assert toggled["views"] == 3, toggled
        assert toggled["states"] == [{"layouts": 1, "displayed": [False] * 3},
                                     {"layouts": 1, "displayed": [True] * 3}], toggled
        # the table's next state: the card played, the status line, « Conseil » hidden (the
        # robots' turn) and the address, in one message (each its own with Panel's worker)
        answered = tap(page)
        assert answered["patches"] == 1, answered


#: a view shown at the table given new margins by a patch, as from the worker; then every
#: stylesheet of every view, as the page's layout left them (their writes held, then only the
#: changed ones made: ``holdSheets`` in the loader), then as BokehJS's own ``update_layout``
#: writes them all again
SHEETS = """async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const model = [...Bokeh.documents[0].all_models].find((m) => m.properties.margin && m.visible
    && Bokeh.index.get_one(m) != null && Bokeh.index.get_one(m).el.getBoundingClientRect().height > 0);
  const event = {kind: 'ModelChanged', model: {id: model.id}, attr: 'margin', new: [3, 7, 11, 5]};
  window.appWorker.dispatchEvent(new MessageEvent('message', {data: {type: 'patch', patch: {events: [event]}}}));
  await frame();
  const moved = Bokeh.index.get_one(model).style.el.textContent;
  const texts = (view, out = []) => {
    for (const sheet of [view.style, view.parent_style, view.display]) if (sheet) out.push(sheet.el.textContent);
    for (const child of view.child_views || []) texts(child, out);
    return out;
  };
  const roots = Bokeh.index.roots.filter((view) => view.update_layout);
  const held = roots.map((root) => texts(root));
  for (const root of roots) root.update_layout();
  return {moved: moved, held: held, own: roots.map((root) => texts(root))};
}"""

#: an HTML pane given a text by a patch, as from the worker: what it shows, and what Panel's own
#: reading of the text (a whole HTML document, then its text) would have it show
SHOWN_TEXT = """(text) => {
  const doc = Bokeh.documents[0];
  const model = [...doc.all_models].find((m) => m.type === 'panel.models.markup.HTML' && Bokeh.index.get_one(m));
  const event = {kind: 'ModelChanged', model: {id: model.id}, attr: 'text', new: text};
  window.appWorker.dispatchEvent(new MessageEvent('message', {data: {type: 'patch', patch: {events: [event]}}}));
  const panel = document.createElement('div');
  panel.innerHTML = new DOMParser().parseFromString(text, 'text/html').documentElement.textContent;
  return [Bokeh.index.get_one(model).container.innerHTML, panel.innerHTML];
}"""


def test_the_page_s_quicker_layouts_and_texts_show_what_bokeh_and_panel_would(real_site: Path,
                                                                             browser: Any) -> None:
    with kids_table(real_site, browser) as page:
        tap(page)  # the table's next state, laid out by the page
        sheets = page.evaluate(SHEETS)
        assert "3px 7px 11px 5px" in sheets["moved"], sheets["moved"]
        assert sum(map(len, sheets["own"])) > 100, sheets
        assert sheets["held"] == sheets["own"]
        # Panel's Python side escapes the text (html.escape); a text it did not escape is read
        # by Panel's own way
        for text in (html.escape('<p class="a">L&#x27;École &amp; « 3 < 4 » "ok"</p>'), "a&nbsp;b &lt;i&gt;"):
            shown, panel = page.evaluate(SHOWN_TEXT, text)
            assert shown == panel, text
