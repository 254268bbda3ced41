# Runs in the browser's worker before the app (sitebuild prepends it to app.py).
#
# Panel cleans every string parameter of custom components (our Felt) with nh3, a compiled HTML
# sanitizer the site does not ship. Its stand-in escapes markup instead of filtering it: for plain
# text it gives what nh3 gives (``&`` and ``<`` escaped), and it lets no tag through at all,
# which is stricter than nh3's allow-list.
import html as _html
import json as _json

import panel.util as _panel_util
from panel.io.state import state as _state

_panel_util.HTML_SANITIZER._sanitize = lambda text: _html.escape(text, quote=False)


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
