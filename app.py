"""Tarot École: guided lessons from Tarot Kids to the full game, and games against robots with
rule hints and a teacher mode. The app opens on its home page (« Apprendre » / « Jouer »).

    python static/make_cards.py && panel serve app.py --static-dirs assets=static

(``make run`` does both, and so does ``python app.py``: the card art is drawn from the games'
packages, not committed.) The same
file runs in Pyodide, with ``static/`` published as ``assets/`` next to the page (the site
build draws the cards into it). ``TAROT_DELAY`` sets the seconds between robot cards (default 0.8).
"""

from __future__ import annotations

import os
import runpy
import sys

import panel as pn

from ui import assets
from ui.app_model import App
from ui.app_view import AppView
from ui.views import TarotDesign
from ui.widgets import send_every_queued_change, send_once_pulled

pn.extension(design=TarotDesign, css_files=[assets.CSS_URL])


#: the served page's <head> gets a viewport: without it a phone draws a 980-px page zoomed out
#: (the static site's page adds the same tag in sitebuild)
VIEWPORT = '{% block postamble %}<meta name="viewport" content="width=device-width, initial-scale=1">{% endblock %}'


def create() -> AppView:
    """One app per browser session."""
    doc = pn.state.curdoc
    if doc is not None and doc.session_context is not None:  # served, not pre-rendered for the site
        doc.template = VIEWPORT
        send_once_pulled(doc)
        send_every_queued_change()
    return AppView(app=App(delay=float(os.environ.get("TAROT_DELAY", "0.8"))))


if __name__ == "__main__" and sys.platform != "emscripten":
    # a checkout has no card art until it is drawn: without it every card would be a blank box
    runpy.run_path("static/make_cards.py", run_name="make_cards")["main"]([])
    pn.serve({"app": create}, port=int(os.environ.get("PORT", "5006")), address="127.0.0.1", static_dirs={"assets": "static"},
             title="Tarot École", show=False, location=False)
else:
    # location=False: the app keeps the address itself (ui/address.js), one history entry a step
    create().servable(title="Tarot École", location=False)
