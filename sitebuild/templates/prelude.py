# Runs in the browser's worker before the app (sitebuild prepends it to app.py).
#
# Panel cleans every string parameter of custom components (our Felt) with nh3, a compiled HTML
# sanitizer the site does not ship. Its stand-in escapes markup instead of filtering it: for plain
# text it gives what nh3 gives (``&`` and ``<`` escaped), and it lets no tag through at all,
# which is stricter than nh3's allow-list.
import html as _html

import panel.util as _panel_util

_panel_util.HTML_SANITIZER._sanitize = lambda text: _html.escape(text, quote=False)
