# Runs in the browser's worker before the app (sitebuild prepends it to app.py).
import html as _html
import json as _json

import bokeh.model.model as _bokeh_model


# Bokeh gives each of its models' __init__ a signature when the class is made, for help() and
# editors (Model.__init_subclass__: every property's default and type, for 464 classes):
# nothing in the site reads them, and making them was 13 % of the setup under cProfile (import
# panel 1.95 -> 1.59 s of CPU in Pyodide under Node.js, medians of five alternated runs). Set before bokeh.models is
# imported; Bokeh's other uses of the same parameters (bokeh.plotting's glyph methods) read them
# at their own import, as before.
def _no_signature(cls):
    super(_bokeh_model.Model, cls).__init_subclass__()


_bokeh_model.Model.__init_subclass__ = classmethod(_no_signature)

import panel.util as _panel_util  # noqa: E402 (after the change above)
from panel.io.state import state as _state  # noqa: E402

import lessons.loader as _lessons_loader  # noqa: E402

# Panel cleans every string parameter of custom components (our Felt) with nh3, a compiled HTML
# sanitizer the site does not ship. Its stand-in escapes markup instead of filtering it: for plain
# text it gives what nh3 gives (``&`` and ``<`` escaped), and it lets no tag through at all,
# which is stricter than nh3's allow-list.
_panel_util.HTML_SANITIZER._sanitize = lambda text: _html.escape(text, quote=False)
# The lessons the build read and checked (lessons.loader.built), read here in the setup: the
# interpreter saved after it holds them, and the app's lessons.load() is that copy.
_lessons_loader.built()


def _set_location(text):
    # The page's address (window.location as JSON) as Panel's state.location: the worker calls
    # this before the app is made, so that a link opens its game as it does with `panel serve`.
    data = _json.loads(text)
    with _panel_util.edit_readonly(_state.location):
        _state.location.param.update({k: v for k, v in data.items() if k in _state.location.param})


def _set_saved(text):
    # The saved progress as the page read it before Python started (its text, or empty), for the
    # app to make ahead the replay its home page offers first (ui.app_view.SAVED): the progress
    # itself comes from the page's store once the app is drawn, as with `panel serve`.
    _state.cache["tarot-ecole.saved"] = text
