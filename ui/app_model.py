"""The app's view-model: which screen shows, the setup form, the table and the lessons.

It sits above the setup (:mod:`ui.viewmodels`), the table (:mod:`ui.table`) and the lessons
(:mod:`ui.lessons`), which build on them.

>>> app = App()
>>> app.setup.seed = "7"
>>> app.start()
True
>>> table = app.table
>>> table.names()[0], table.deal.phase
('Toi', 'play')
"""

from __future__ import annotations

from typing import Any

import param

from engine import get_game

from .i18n import LANGS, t
from lessons import LessonError

from .lessons import CheckRun, Learning, Route, format_route, parse_route
from .progress import Retry, parse
from .replay import ReplayRun
from .speech import Speech
from .urlstate import LinkError, bot_levels, decode, short
from .table import Table
from .viewmodels import Setup


#: added to the address in projector mode; the game link (ui.urlstate) ignores it
PROJECTOR_FLAG = "&projector=1"
#: a teacher's link to a lesson (issue 29): it opens the lesson even when it is locked for this
#: learner, who then follows it as usual but saves nothing: no stars, no lesson opened, no check
#: passed (issue 38); the address keeps it while the teacher's demo is on
TEACHER_FLAG = "&teacher=1"
#: the longest ``#/…`` route read: a lesson's is some 30 characters
MAX_ROUTE = 200


class App(param.Parameterized):
    """The app: language, which screen shows (home, setup, table, the lessons' map, a lesson),
    the setup form, the table and the lessons (:attr:`learning`)."""

    lang = param.Selector(default="fr", objects=list(LANGS))
    screen = param.Selector(default="home", objects=["home", "setup", "table", "lessons", "lesson", "replay"])
    error = param.String(default="", doc="a shared link that could not be opened")
    projector = param.Boolean(default=False, doc="cards and text sized for the back of a classroom")
    confirm_new = param.Boolean(default=False, doc="« Nouvelle partie » waits for a yes or a no")
    table = param.ClassSelector(class_=Table, default=None, allow_None=True)
    teacher_link = param.Boolean(default=False, doc="the address is a teacher's link: any lesson opens")
    delay = param.Number(default=0.8, bounds=(0, None))
    replay = param.ClassSelector(class_=ReplayRun, default=None, allow_None=True,
                                 doc="a mistake played again (« Rejoue tes erreurs »)")
    broken = param.ClassSelector(class_=LinkError, default=None, allow_None=True,
                                 doc="why a kept mistake did not open (said on the home page)")

    def __init__(self, **params: Any) -> None:
        params.setdefault("setup", Setup())
        self.setup: Setup = params.pop("setup")
        super().__init__(**params)
        self.learning = Learning(lang=self.lang, delay=self.delay)
        self._door_step = 0  # the step the address asked for, behind the door
        self._linked = self.teacher_link  # the address read was a teacher's link (:meth:`read_flags`)
        self._replay_back = "home"  # where « Retour » leaves a replay for
        self._prepared: ReplayRun | None = None  # the latest kept mistake's replay, made ahead
        self.learning.param.watch(self._unlocked, ["progress", "demo"])
        self.learning.param.watch(self._offer_people, "progress")
        self.speech = Speech()  # read aloud: follows the screens from here on
        self.speech.attach(self)

    @param.depends("lang", watch=True)
    def _sync_lang(self) -> None:
        if self.table is not None:
            self.table.lang = self.lang
        if self.replay is not None:
            self.replay.lang = self.lang
        self.learning.lang = self.lang

    def start(self) -> bool:
        """Start the game the setup describes; on a problem stay on the setup screen."""
        spec = self.setup.spec(self.lang)
        if spec is None:
            return False
        if spec.people:  # the people and their seats, remembered for the next game
            persons = spec.persons
            self.learning.seat_people(tuple(persons.get(seat, "") for seat in range(spec.players)))
        self._seat(Table(spec, lang=self.lang, teacher=self.setup.teacher, delay=self.delay))
        return True

    def open_link(self, query: str) -> bool:
        """Open a shared link; a bad one shows :attr:`error` on the setup screen."""
        link = None
        try:
            link = decode(query)
            table = Table.from_link(link, delay=self.delay)
        except LinkError as error:
            # the link's own language, when that part of it could be read
            lang = link.lang if link is not None else error.lang or self.lang
            self.param.update(lang=lang, error=t("error.link", lang, detail=error.text(lang)),
                              screen="setup")
            return False
        self.lang = link.lang
        self._seat(table)
        return True

    def _seat(self, table: Table) -> None:
        if self.table is not None:
            self.table.stop_robots()
        self.param.update(table=table, error="", screen="table", confirm_new=False)

    def to_setup(self) -> None:
        if self.table is not None:
            self.table.stop_robots()
        self._offer_people()
        self.param.update(screen="setup", confirm_new=False)

    def _offer_people(self, *_: Any) -> None:
        """The people of the last game together, offered in the form once (the saved progress
        may arrive after the form shows)."""
        if self.learning.progress.people and not self.setup.remembered:
            self.setup.remember(self.learning.progress.people)

    def ask_new_game(self) -> None:
        """The header's « Nouvelle partie »: straight to the setup, unless a game is under way
        at the table shown; then :attr:`confirm_new` asks first."""
        table = self.table
        if self.screen == "table" and table is not None and table.under_way:
            self.confirm_new = True
        else:
            self.to_setup()

    def cancel_new_game(self) -> None:
        self.confirm_new = False

    # --- « Rejoue tes erreurs » -------------------------------------------------------------------
    def replay_mistake(self, retry: Retry) -> bool:
        """The review's « Rejouer ce coup »: the mistake kept in the progress, and opened at
        once; « Retour » comes back to the table."""
        self.learning.keep_retry(retry)
        return self._open_replay(retry, back="table")

    def open_retry(self, index: int) -> bool:
        """A mistake of « Mes erreurs à rejouer » (by its place in the progress), from the home
        page; « Retour » comes back there."""
        retries = self.learning.progress.retries
        return 0 <= index < len(retries) and self._open_replay(retries[index], back="home")

    def prepare_replay(self, saved: str | None = None) -> ReplayRun | None:
        """The replay of the latest kept mistake (the first of « Mes erreurs à rejouer »), made
        ahead while the home page waits, so that a tap on it has nothing left to play out; the
        one made before while it is still the latest, in the app's language. ``None``: no mistake
        kept, or its link no longer opens (said when it is tapped). ``saved``: the saved progress
        as text, before the page's store has sent it (the static site reads it at start), whose
        mistakes count until then."""
        retries = self.learning.progress.retries or (parse(saved).progress.retries if saved else ())
        if not retries:
            self._prepared = None
        elif self._prepared is None or self._prepared.retry != retries[-1]:
            try:
                self._prepared = ReplayRun(retries[-1], lang=self.lang)
            except LinkError:
                self._prepared = None
        if self._prepared is not None:
            self._prepared.lang = self.lang  # drawn in the language it will open in
        return self._prepared

    def _open_replay(self, retry: Retry, back: str) -> bool:
        run = self._prepared
        if run is not None and run.retry == retry:
            self._prepared = None  # a replay is played once: the next one is made afresh
            run.lang = self.lang
        else:
            try:
                run = ReplayRun(retry, lang=self.lang)
            except LinkError as error:  # a record of another version: off the list, said on the home page
                self.learning.drop_retry(retry)
                self.param.update(replay=None, broken=error, screen="home")
                return False
        if self.table is not None:
            self.table.stop_robots()
        self._replay_back = back if back == "home" or self.table is not None else "home"
        run.param.watch(self._replayed, "chosen")
        self.param.update(replay=run, broken=None, error="", screen="replay", confirm_new=False)
        return True

    def _replayed(self, event: Any) -> None:
        """A choice within the margin: the mistake leaves the list (it can still be tried again)."""
        run = self.replay
        if run is not None and event.new and run.good:
            self.learning.drop_retry(run.retry)

    def leave_replay(self) -> None:
        """« Retour »: the table the mistake came from, or the home page."""
        back = self._replay_back
        self.param.update(screen=back if back == "table" and self.table is not None else "home", error="")

    # --- the lessons ---------------------------------------------------------------------------
    @param.depends("screen", watch=True)
    def _leave_lesson(self) -> None:
        if self.screen != "lesson" and self.learning.run is not None:
            self.learning.run.stop()  # its robots, if a deal was being played

    def to_home(self) -> None:
        if self.table is not None:
            self.table.stop_robots()
        self.param.update(screen="home", error="", confirm_new=False)

    def to_lessons(self) -> None:
        if self.table is not None:
            self.table.stop_robots()
        self.learning.door = ""
        self.param.update(screen="lessons", error="", confirm_new=False)

    def play(self, game: str) -> None:
        """A game's « Jouer » on the home page: the setup of ``game`` at its usual player count."""
        if game not in self.setup.param.game.objects:
            self.param.update(error=t("error.game", self.lang, game=short(game)), screen="setup")
            return
        self.setup.choose(game=game, players=get_game(game).default_players)
        self.param.update(error="")
        self.to_setup()

    def open_lesson(self, lesson: str, step: int = 0) -> bool:
        """Open a lesson at ``step`` (0-based); an unknown one shows :attr:`error` on the map,
        a locked one what opens it (:attr:`Learning.door`), unless the address is a teacher's
        link (:data:`TEACHER_FLAG`)."""
        learning = self.learning
        try:
            found = learning.curriculum.get(lesson)
        except LessonError:
            found = None
        if found is not None and learning.state(found) == "locked" and not self.teacher_link:
            if learning.run is not None:
                learning.run.stop()
            self._door_step = step
            learning.door = found.id
            self.param.update(screen="lessons", error="")
            return True
        if learning.open(lesson, step, taught=self.teacher_link) is None:
            self.param.update(error=t("error.lesson", self.lang, lesson=short(lesson)), screen="lessons")
            return False
        self.param.update(screen="lesson", error="")
        return True

    def open_check(self, game: str) -> bool:
        """« Je connais déjà ce jeu » for ``game``'s branch; a branch without lessons shows
        :attr:`error` on the map."""
        if self.learning.check(game, taught=self.teacher_link) is None:
            self.param.update(error=t("error.check", self.lang, game=short(game)), screen="lessons")
            return False
        self.param.update(screen="lesson", error="")
        return True

    def _unlocked(self, event: Any) -> None:
        """A lesson behind its door opens once it may: the browser's saved progress arrived after
        the address was followed (a reload), or the teacher's demo opens everything (which also
        makes the address a teacher's link, to give the pupils)."""
        learning = self.learning
        if event.name == "demo":  # a teacher's link while the demo is on, or if the page was opened as one
            self.teacher_link = event.new or self._linked
        door = learning.door
        if self.screen == "lessons" and door and learning.state(learning.curriculum.get(door)) != "locked":
            self.open_lesson(door, self._door_step)

    def resume(self) -> bool:
        """« Reprendre »: the lesson and step where the learner left off."""
        target = self.learning.resume_target()
        return target is not None and self.open_lesson(*target)

    def open_route(self, fragment: str) -> bool:
        """Follow the address's ``#/…`` route (a teacher's link); ``False`` if there is none."""
        if len(fragment) > MAX_ROUTE:  # read before any parsing, and named short in the error
            self.param.update(error=t("error.route", self.lang, length=len(fragment), limit=MAX_ROUTE),
                              screen="lessons")
            return False
        route = parse_route(fragment)
        if route is None or fragment == self.route():
            return False
        if route.screen == "lesson" and route.lesson is not None:
            return self.open_lesson(route.lesson, route.step - 1)
        if route.game is not None:
            if route.screen == "check":
                return self.open_check(route.game)
            self.play(route.game)
            return True
        {"home": self.to_home, "play": self.to_setup, "lessons": self.to_lessons}[route.screen]()
        return True

    def route(self) -> str:
        """The ``#/…`` route of the screen shown (empty on the home page and at a table)."""
        run, door = self.learning.run, self.learning.door
        if self.screen == "lesson" and isinstance(run, CheckRun):
            return format_route(Route("check", game=run.branch))
        if self.screen == "lesson" and run is not None:
            return format_route(Route("lesson", run.lesson.id, run.index + 1))
        if self.screen == "lessons" and door:
            return format_route(Route("lesson", door))
        names = {"home": "home", "setup": "play", "lessons": "lessons"}
        return format_route(Route(names[self.screen])) if self.screen in names else ""

    def place(self) -> tuple[str, str, int]:
        """Where Back returns to: the screen, its route (a lesson's step) and the game at the
        table. The address gets a new history entry only when this changes; a move at the
        table or a change of language rewrites the current entry."""
        table = id(self.table) if self.screen == "table" else 0
        return self.screen, self.route(), table

    def query(self) -> str:
        """The query string for the address bar (``projector=1`` keeps projector mode on a
        reload, and the teacher's copied link keeps it: it reopens on the projector as it was).

        >>> app = App(projector=True)
        >>> app.query()
        'l=fr&projector=1'
        """
        at_table = self.screen == "table" and self.table is not None
        query = self.table.query() if at_table else f"l={self.lang}"
        query += TEACHER_FLAG if self.teacher_link and not at_table else ""
        return query + PROJECTOR_FLAG if self.projector else query

    def read_flags(self, query: str) -> None:
        """The page's own flags in an address's query (``projector=1``), apart from the game link.

        >>> app = App()
        >>> app.read_flags("g=kids&n=3&s=1&projector=1")
        >>> app.projector
        True
        """
        fields = query.lstrip("?").split("&")
        self.projector = PROJECTOR_FLAG.lstrip("&") in fields
        self._linked = TEACHER_FLAG.lstrip("&") in fields
        self.teacher_link = self._linked or self.learning.demo

    def levels(self) -> tuple[str, ...]:
        return bot_levels(self.setup.game)
