"""The whole page: the header, then the home page, the setup, a table, the lessons' map or a
lesson, with the address kept in step. It sits above every other view."""

from __future__ import annotations

import asyncio
from typing import Any

import panel as pn
import param
from panel.viewable import Viewer

from . import assets, lesson_views
from .app_model import PROJECTOR_FLAG, App
from .i18n import t
from .speakers import ReadAloud
from .views import HEADER, Address, Landmark, LangSwitch, PageRoot, PressButton, SetupView, TableView
from .widgets import OnePress, button, esc


#: the header's language buttons: each language named in itself
LANGUAGES = {"Français": "fr", "English": "en"}
#: where the static site leaves the saved progress as its page read it before Python started
#: (``sitebuild/templates/prelude.py``): the latest kept mistake's replay is made ahead from it
#: while the page draws the app, before the page's store sends the progress
SAVED = "tarot-ecole.saved"


def brand_html(lang: str) -> str:
    """The header's logo, name and tagline."""
    return (f'<div class="brand"><img class="logo" src="{assets.url("icons/logo.svg")}" alt="">'
            f'<span class="name">{esc(t("app.title", lang))}</span>'
            f'<span class="tagline">{esc(t("app.tagline", lang))}</span></div>')


class AppView(Viewer):
    """Header (title, home, teacher, new game, language), then the home page, the setup, the
    table, the lessons' map or a lesson; keeps the address in step (``?…`` a game, ``#/…`` a
    lesson), one history entry per screen or lesson step."""

    app = param.ClassSelector(class_=App)

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self._setup = SetupView(app=self.app, shown=False)
        self._table_view: TableView | None = None
        self._home, self._path = lesson_views.HomeView(app=self.app), lesson_views.PathView(app=self.app)
        self._lesson_view_class = lesson_views.LessonView
        self._lesson_view: Any = None
        self._replay_view: Any = None
        self._replay_pane: Any = None  # what the page shows of it (its models made ahead, or now)
        # the latest kept mistake's replay screen made ahead, with its page models, while the
        # home page waits (issue 40: the replay starts in ≤ 1 s on the static site, where making
        # them took 0.4–0.8 s of the tap's time), and the roots they were made for
        self._ready: tuple[Any, Any, list[Any]] | None = None
        self._preparing = 0  # counts the reasons to prepare: an older preparation stops
        self._saved: str | None = pn.state.cache.pop(SAVED, None)  # until the store sends the progress
        learning = self.app.learning
        self._store = lesson_views.ProgressStore(learning, width=0, height=0, margin=0)
        learning.param.watch(self._show, ["run"])
        self._address = Address(on_visit=self._visit, width=0, height=0, margin=0)
        self._one_press = OnePress(width=0, height=0, margin=0)  # every button: one press per screen
        self._place: tuple[str, str, int] | None = None  # what the current history entry shows
        self._visiting = False  # following the browser's address: rewrite it, never push
        # header buttons as wide as their words: they stay on one line from tablets up
        self._home_button = button("", self.app.to_home, "light", **HEADER, css_classes=["head-btn", "home-button"])
        self._lang = LangSwitch(options=[[code, words] for words, code in LANGUAGES.items()],
                                value=self.app.lang, **HEADER, css_classes=["head-btn", "lang"])
        self._lang.link(self.app, value="lang")
        self._page = PageRoot(lang=self.app.lang, projector=self.app.projector, width=0, height=0, margin=0)
        self.app.param.watch(lambda e: setattr(self._lang, "value", e.new), "lang")
        self.app.param.watch(lambda e: setattr(self._page, e.name, e.new), ["lang", "projector"])
        self._new = button("", self.app.ask_new_game, "light", **HEADER, css_classes=["head-btn", "new-game"])
        self._title = pn.pane.HTML(styles={"flex": "1 1 auto"}, css_classes=["title"])
        self._teacher = PressButton(**HEADER, css_classes=["head-btn", "teacher-toggle"])
        self._teacher.param.watch(self._set_teacher, "value")
        self._projector = PressButton(value=self.app.projector, **HEADER, css_classes=["head-btn", "projector-toggle"])
        self._projector.link(self.app, value="projector", bidirectional=True)
        speech = self.app.speech
        self._read_aloud = ReadAloud(lang=self.app.lang, **HEADER, css_classes=["head-btn", "read-aloud-toggle"])
        self._read_aloud.link(speech, value="on", bidirectional=True)
        speech.param.watch(lambda e: setattr(self._read_aloud, "speak",
                                             {"texts": speech.said, "lang": speech.lang, "batch": e.new}), "batch")
        self.app.param.watch(self._write_url, ["projector", "teacher_link"])
        self.app.param.watch(self._projector_to_table, ["projector"])
        self._confirm = pn.Column(sizing_mode="stretch_width", css_classes=["confirm-new"])
        self._body = pn.Column(sizing_mode="stretch_width")
        self._main = Landmark(objects=[self._confirm, self._body], sizing_mode="stretch_width")
        self._banner = Landmark(tag="header", sizing_mode="stretch_width")
        self.app.param.watch(self._show, ["screen", "table", "replay"])
        learning.param.watch(self._prepare_later, ["progress"])
        self.app.param.watch(self._prepare_later, ["lang"])
        self.app.param.watch(self._labels, ["lang", "screen", "confirm_new"])
        self._read_query()
        self._show()
        self._labels()

    def __panel__(self) -> Any:
        # a FlexBox wraps the buttons under the title on a narrow projector instead of cutting them
        self._banner.objects = [pn.FlexBox(self._title, self._home_button, self._teacher, self._new, self._projector,
                                           self._read_aloud, self._lang, self._store, self._address, self._page, self._one_press, flex_wrap="wrap",
                                           align_items="center", sizing_mode="stretch_width", css_classes=["header"])]
        return pn.Column(self._banner, self._main, sizing_mode="stretch_width", css_classes=["app"])

    # --- the address bar ---------------------------------------------------------------------
    def _read_query(self) -> None:
        """A shared game's ``?g=…``, and a ``#/…`` route, as soon as the server knows them,
        before the browser's own report of the address (which then changes nothing). The static
        site knows the route: its first screen (plain HTML) may have been followed to a lesson's
        step before Python was ready, and the app opens there."""
        location = pn.state.location
        self._early = location.search if location is not None else ""
        fragment = (location.hash or "") if location is not None else ""
        if self._early.strip("?") or fragment.strip("#/"):
            self._follow(self._early, fragment, load=True)

    def _visit(self, search: str, fragment: str, load: bool) -> None:
        """The browser's address, when the page loads and after Back or Forward."""
        if load and "g=" in self._early:  # the server opened this page's game already
            self._write_url()
            return
        self._visiting = True
        try:
            self._follow(search, fragment, load)
        finally:
            self._visiting = False
        self._write_url()

    def _follow(self, search: str, fragment: str, load: bool) -> None:
        app = self.app
        query = search.lstrip("?")
        if not load:
            query = self._kept(query)
        app.read_flags(query)
        fields = query.split("&")
        if "g=" in query:
            if not (app.screen == "table" and app.table is not None and app.table.query() == query):
                app.open_link(query)
            return
        if "l=en" in fields or "l=fr" in fields:
            app.lang = "en" if "l=en" in fields else "fr"
        elif load and self._address.kept_lang:  # the language chosen on an earlier visit
            app.lang = self._address.kept_lang
        if not app.open_route(fragment) and not load and not fragment.strip("#/"):
            app.to_home()  # Back to the address of the home page

    def _kept(self, query: str) -> str:
        """An address of the history with the language and projector mode chosen since: Back
        or Forward goes to another screen, never back to the language or the size of its time
        (Back from an English table showed the setup in French, and a projector's page shrank)."""
        app, projector = self.app, PROJECTOR_FLAG.lstrip("&")
        fields = [f"l={app.lang}" if f.startswith("l=") else f for f in query.split("&") if f and f != projector]
        return "&".join(fields + [projector] * app.projector)

    def _write_url(self, *_: Any) -> None:
        app = self.app
        place = app.place()
        push = self._place is not None and place != self._place and not self._visiting
        self._place = place
        self._address.write(f"?{app.query()}{app.route()}", push)

    # --- screens -----------------------------------------------------------------------------
    def _show(self, *_: Any) -> None:
        app = self.app
        if app.screen == "table" and app.table is not None:
            if self._table_view is None or self._table_view.table is not app.table:
                if self._table_view is not None:
                    self._table_view.table.stop_robots()
                self._table_view = TableView(table=app.table, on_new_game=app.to_setup, on_replay=app.replay_mistake,
                                             projector=app.projector, heading=True)
                app.table.param.watch(self._write_url, ["version", "lang", "teacher"])
                self._teacher.value = app.table.teacher
            self._body.objects = [self._table_view]
        elif app.screen == "replay" and app.replay is not None:
            if self._replay_view is None or self._replay_view.run is not app.replay:
                ready, self._ready = self._ready, None
                if ready is not None and ready[0].run is app.replay:
                    self._replay_view, self._replay_pane, _ = ready
                else:
                    self._drop(ready)
                    self._replay_view = lesson_views.ReplayView(app=app, run=app.replay)
                    self._replay_pane = pn.panel(self._replay_view)
            self._body.objects = [self._replay_pane]
        elif app.screen == "lesson" and app.learning.run is not None:
            run = app.learning.run
            if self._lesson_view is None or self._lesson_view.run is not run:
                self._lesson_view = self._lesson_view_class(app=app, run=run)
                run.param.watch(self._write_url, ["index"])
            self._body.objects = [self._lesson_view]
        else:
            view = {"home": self._home, "lessons": self._path}.get(app.screen, self._setup)
            self._setup.shown = view is self._setup  # built, in the current language, before it shows
            self._body.objects = [view]
        if self._body.objects[0] is not self._setup.__panel__():  # the page holds the view's layout
            self._setup.shown = False
        self._write_url()
        self._prepare_later()

    # --- the replay of the latest kept mistake, made ahead ----------------------------------------
    def _prepare_later(self, *events: Any) -> None:
        """On the home page: the replay of its latest kept mistake made ahead, soon, in the
        background (or the one made before let go, when none is left)."""
        self._preparing += 1
        if any(event.name == "progress" for event in events):
            self._saved = None  # the progress itself is there
        if self.app.screen == "home":
            pn.state.execute(self._prepare)

    async def _prepare(self) -> None:
        """The latest kept mistake's replay (:meth:`App.prepare_replay`), its screen, then the
        page's models of that screen, in slices with the event loop free in between (no threads
        in Pyodide: a tap meanwhile waits one slice, then opens as it would have). What was made
        already is kept: the models come only once the page has the app's."""
        app, generation = self.app, self._preparing

        def wanted() -> bool:
            return generation == self._preparing and app.screen == "home"

        await asyncio.sleep(0)  # after the change that asked for it (the home page's drawing goes first)
        if not wanted():
            return
        run, ready = app.prepare_replay(self._saved), self._ready
        if run is None:
            self._drop(ready)
            self._ready = None
            return
        if ready is None or ready[0].run is not run:
            await asyncio.sleep(0)
            if not wanted():
                return
            view = lesson_views.ReplayView(app=app, run=run)
            self._drop(ready)
            ready = self._ready = (view, pn.panel(view), [])
            await asyncio.sleep(0)
            if not wanted():
                return
        _, pane, roots = ready
        # the models of the body's place, for each page showing the app: when the screen goes
        # there, Panel takes them as they are (a layout reuses a child's models for its root)
        for ref, (body, _) in list(self._body._models.items()):
            root = body.document.get_model_by_id(ref) if body.document is not None else None
            if root is not None and ref not in pane._models:
                pane._get_model(body.document, root, body, None)
                roots.append(root)

    @staticmethod
    def _drop(ready: tuple[Any, Any, list[Any]] | None) -> None:
        """A replay screen made ahead and not shown: its models let go."""
        if ready is not None:
            for root in ready[2]:
                ready[1]._cleanup(root)

    def _labels(self, *_: Any) -> None:
        app, lang = self.app, self.app.lang
        self._title.object = brand_html(lang)
        self._new.label = t("menu.setup", lang)
        self._teacher.label = t("menu.teacher", lang)
        self._home_button.label = t("menu.home", lang)
        self._projector.label = t("menu.projector", lang)
        self._read_aloud.param.update(lang=lang, label=t("menu.read_aloud", lang), none=t("menu.no_voice", lang))
        screen = app.screen
        self._new.visible = screen == "table"
        self._teacher.visible = screen in ("table", "lessons", "lesson")
        self._home_button.visible = screen != "home"
        if screen in ("lessons", "lesson"):
            self._teacher.value = app.learning.demo
        elif screen == "table" and app.table is not None:
            self._teacher.value = app.table.teacher
        self._confirm.visible = app.confirm_new
        self._confirm.objects = [
            pn.pane.HTML(f'<p class="confirm" role="alert">{esc(t("confirm.new_game", lang))}</p>',
                         sizing_mode="stretch_width"),
            pn.Row(button(t("confirm.new_game_yes", lang), app.to_setup, "danger", css_classes=["confirm-yes"]),
                   button(t("confirm.new_game_no", lang), app.cancel_new_game, "light", css_classes=["confirm-no"])),
        ] if app.confirm_new else []
        self._write_url()

    def _projector_to_table(self, event: Any) -> None:
        if self._table_view is not None:
            self._table_view.projector = event.new

    def _set_teacher(self, event: Any) -> None:
        """The teacher's toggle: teacher mode at a table, demo mode in the lessons."""
        if self.app.screen in ("lessons", "lesson"):
            self.app.learning.demo = event.new
        elif self.app.table is not None:
            self.app.table.teacher = event.new
