"""Panel views: they build the widgets, draw the view-models and call their methods.

Nothing here decides anything about the game: see :mod:`ui.table` and its presenters (:mod:`ui.games`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import panel as pn
import param
from panel.custom import JSComponent
from panel.theme.base import Design, Inherit
from panel.viewable import Children, Viewable, Viewer

from engine import get_game

from . import assets
from .i18n import BOT_NAMES, LANGS, t
from .app_model import PROJECTOR_FLAG, App
from .games.presenter import Field
from .games.trick import Aside, TrickPresenter
from .score_chart import Chart, legend_html
from .speakers import Speaker
from .speech import table_lines, words_of
from .table import Table
from .urlstate import MAX_NAME
from .viewmodels import game_label, supported
from .widgets import SceneFelt, button, cards_esm, cards_html, esc, minus, together

#: the browser's ``localStorage`` key of the language chosen with the header's buttons: the next
#: visit to an address without ``l=`` opens in it (the address's ``l=`` wins)
LANG_KEY = "tarot-ecole-lang"

HEADER: dict[str, Any] = {"height": 48, "margin": (4, 4)}  # the header's buttons: smaller, close together


class TarotDesign(Design):
    """Adds our stylesheet to every component (each one draws inside its own shadow DOM)."""

    modifiers = {Viewable: {"stylesheets": [Inherit, assets.CSS_URL]}}


# --- the felt ----------------------------------------------------------------------------------
class PageRoot(JSComponent):
    """Keeps the page's ``<html>`` element in step with the app: ``lang`` on the chosen
    language, so that a screen reader reads the page with the right voice, and the class
    ``projector`` in projector mode, from which the stylesheet sizes text and cards inside
    every component at once."""

    lang = param.String(default="fr")
    projector = param.Boolean(default=False)

    _esm = """
    export function render({ model }) {
      const apply = () => {
        document.documentElement.lang = model.lang
        document.documentElement.classList.toggle("projector", model.projector)
      }
      apply()
      model.on("lang", apply)
      model.on("projector", apply)
    }
    """


class ScrollHere(JSComponent):
    """A mark of no size: each time :attr:`count` grows, the page scrolls to put it at the top
    (or, when :attr:`if_hidden`, just enough for the component after it to show whole, never
    past that component's top)."""

    count = param.Integer(default=0)
    if_hidden = param.Boolean(default=False)

    _esm = """
    export function render({ model, el }) {
      model.on("count", () => {
        if (!model.if_hidden) return el.scrollIntoView({ block: "start" })
        const next = el.getRootNode().host?.nextElementSibling ?? el
        const show = () => {
          const box = next.getBoundingClientRect()
          const hidden = box.bottom - innerHeight + 16
          if (hidden > 0) window.scrollBy(0, Math.min(hidden, box.top - 8))
        }
        // the words after the mark change in the same update, and are drawn after this runs:
        // measured again each time their size changes, for a few seconds
        const watch = new ResizeObserver(show)
        watch.observe(next)
        setTimeout(() => watch.disconnect(), 5000)
      })
      return document.createElement("span")
    }
    """


class Felt(SceneFelt):
    """The table drawn in the browser from :attr:`scene`; a clicked hand card calls :attr:`on_pick`."""

    _esm = cards_esm("felt.js")


# --- form fields that name themselves ---------------------------------------------------------
class CheckField(JSComponent):
    """A checkbox whose words are its ``<label>`` (``ui/check_field.js``)."""

    value = param.Boolean(default=False)
    label = param.String(default="")

    _esm = Path(__file__).with_name("check_field.js")


class NumberField(JSComponent):
    """A labelled whole number from :attr:`start` to :attr:`end` with named « − » and « + »
    buttons (``ui/number_field.js``)."""

    value = param.Integer(default=0)
    label = param.String(default="")
    start = param.Integer(default=0)
    end = param.Integer(default=100)
    lessLabel = param.String(default="")
    moreLabel = param.String(default="")

    _esm = Path(__file__).with_name("number_field.js")


class PressButton(JSComponent):
    """A button that stays pressed until pressed again (teacher mode, projector mode): filled
    and ticked when on, white when off, and ``aria-pressed`` says which to a screen reader.
    Bokeh's Toggle drew « Mode enseignant » filled either way, and told neither state."""

    value = param.Boolean(default=False)
    label = param.String(default="")

    _esm = """
    export function render({ model }) {
      const button = document.createElement("button")
      button.type = "button"
      button.className = "press-btn"
      button.addEventListener("click", () => { model.value = !model.value })
      const draw = () => {
        button.textContent = model.label
        button.setAttribute("aria-pressed", String(model.value))
      }
      model.on(["value", "label"], draw)
      draw()
      return button
    }
    """


class LangSwitch(JSComponent):
    """The header's languages, one button each, the chosen one pressed (``aria-pressed``, as
    :class:`PressButton`) and each named in its own language (``lang``) for a screen reader:
    Bokeh's button group told neither which language was on nor how to say « English »."""

    value = param.String(default="fr")
    options = param.List(default=[], doc="[code, words] pairs")
    key = param.String(default=LANG_KEY, constant=True, doc="where the browser keeps the language chosen")

    _esm = """
    export function render({ model }) {
      const row = document.createElement("div")
      row.className = "lang-switch"
      // the same buttons from one drawing to the next: the one pressed keeps the keyboard's focus
      const draw = () => {
        model.options.forEach(([code, words], i) => {
          let button = row.children[i]
          if (!button) {
            button = document.createElement("button")
            button.type = "button"
            button.className = "press-btn"
            button.addEventListener("click", () => {
              model.value = button.lang
              // kept for the next visit (an address without « l= »); a browser may refuse storage
              try { localStorage.setItem(model.key, button.lang) } catch (error) {}
            })
            row.append(button)
          }
          button.lang = code
          button.textContent = words
          button.setAttribute("aria-pressed", String(code === model.value))
        })
      }
      model.on(["value", "options"], draw)
      draw()
      return row
    }
    """


class CopyLink(JSComponent):
    """The position's link in a read-only field and a « Copier le lien » button; without a
    clipboard the field is selected for the teacher to copy (``ui/copy_link.js``). The browser
    puts the page's own address in front of :attr:`query`."""

    query = param.String(default="", doc="the position's query string, without « ? »")
    title = param.String(default="", doc="the field's label")
    label = param.String(default="", doc="the button's words")
    copied = param.String(default="", doc="said once the link is in the clipboard")
    manual = param.String(default="", doc="said when the clipboard refused: how to copy it")

    _esm = Path(__file__).with_name("copy_link.js")


class TeacherKeys(JSComponent):
    """The teacher's keyboard shortcuts (``ui/teacher_keys.js``): a pressed one calls
    :attr:`on_key` with ``step``, ``undo`` or ``redo``; :attr:`help` lists them on screen."""

    help = param.String(default="")

    _esm = Path(__file__).with_name("teacher_keys.js")

    def __init__(self, on_key: Callable[[str], None], **params: Any) -> None:
        super().__init__(**params)
        self.on_key = on_key

    def _handle_msg(self, data: Any) -> None:
        key = data.get("key") if isinstance(data, dict) else None
        if key in ("step", "undo", "redo"):
            async def press() -> None:
                self.on_key(key)

            # after this message is handled, as a click is: the changes then all reach the page
            pn.state.execute(press)


# --- the table screen --------------------------------------------------------------------------
#: how often a game with an end time reads the clock (milliseconds)
CLOCK_MS = 5000


class TableView(Viewer):
    """The game screen: felt, hint, choices, end of deal, side panel with scores and teacher tools."""

    table = param.ClassSelector(class_=Table)
    projector = param.Boolean(default=False, doc="projector mode: the shared link reopens in it")

    def __init__(self, on_new_game: Callable[[], None], heading: bool = False,
                 on_replay: Callable[[Any], None] | None = None, **params: Any) -> None:
        super().__init__(**params)
        table = self.table
        self.on_new_game = on_new_game
        # a game with an end time (Tarot Kids): the clock is the app's, read every few seconds
        self._clock = (pn.state.add_periodic_callback(self._tick, period=CLOCK_MS)
                       if table.end_time is not None else None)
        # the screen's one h1, for screen readers (a lesson's deal sits under the lesson's title)
        self.heading = pn.pane.HTML(visible=heading, margin=0, css_classes=["table-heading"])
        # the component that draws the table: the game's own felt, else the trick games'
        felt: type[SceneFelt] = table.show.felt or Felt
        self.felt = felt(on_pick=self._pick, sizing_mode="stretch_width", css_classes=["felt-host"])
        self.status = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["status"])
        self.hint = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["hint-text"])
        self.why = button("", table.toggle_why, "warning", css_classes=["why"])
        # read aloud's speaker buttons: the turn prompt, the refusal (and its rule), the end of a deal
        self.say_turn = Speaker(margin=0, css_classes=["say", "say-turn"])
        self.say_hint = Speaker(margin=0, css_classes=["say", "say-hint"])
        self.say_end = Speaker(margin=0, css_classes=["say", "say-end"])
        self.hint_bar = pn.Row(self.say_hint, self.hint, self.why, sizing_mode="stretch_width", css_classes=["hint-bar"])
        # a place of no height under the decision's buttons, from which the hint lies over the
        # felt's top (over the status line when there are no buttons): over the buttons, a long
        # hint kept a refused bid's neighbours from a tap (Le Tarin on a phone)
        self.hint_slot = pn.Column(self.hint_bar, sizing_mode="stretch_width", margin=0, css_classes=["hint-slot"])
        self.passage = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["passage"])
        # on a phone the side panel, and the passage with it, lies under the hand: « Pourquoi ? »
        # seemed to do nothing until the page scrolls to it
        self.to_passage = ScrollHere(if_hidden=True, width=0, height=0, margin=0)
        self.choices = pn.Column(sizing_mode="stretch_width", css_classes=["choices"])
        # the same row from one drawing to the next: a new one would send its lists to the
        # browser anew, and a pick made in the old list meanwhile would never reach the table
        self.choice_row = pn.FlexBox()
        self.field_widgets: dict[str, pn.widgets.Select] = {}  # kept: a keyboard user keeps the focus
        self._drawing = False  # the fields are being set from the table, not by the player
        self._choices_drawn: tuple[Any, ...] | None = None  # what the choice buttons show
        # what the row shows but words, then its title, buttons and help: the same decision in
        # another language only changes their words (a new row made the language switch at the
        # table twice as long on a slow tablet)
        self._choice_parts: (tuple[tuple[Any, ...], pn.pane.HTML, list[pn.widgets.Button], pn.pane.HTML | None]
                             | None) = None
        # the end of a deal: the same panes and button deal after deal, shown or hidden (a
        # widget taken out of the page and put back is sent to the browser anew each time)
        self.summary = pn.pane.HTML(sizing_mode="stretch_width")
        self.champion = pn.pane.HTML(sizing_mode="stretch_width")
        self.details = pn.pane.HTML(sizing_mode="stretch_width")  # the score step by step, the piles
        self.next = button("", self._end_pressed, "success", css_classes=["next"])
        from .coach import Coach, CoachView  # here: the search it runs loads only once a table shows
        self.coach = CoachView(coach=Coach(table), on_replay=on_replay)
        # the deal's next step and its review side by side, right under the verdict, in the flow
        # of the page (a bar stuck to the screen's bottom covered the scores and the piles); the
        # review's list comes under them, the details of the score after it
        self.end = pn.Column(self.summary, self.say_end, self.champion,
                             pn.FlexBox(self.next, self.coach.review, align_items="center", css_classes=["end-bar"]),
                             sizing_mode="stretch_width", css_classes=["end"])
        # « Voir ce coup » brings the table back to the top of the screen, where the list was
        self.top = ScrollHere(width=0, height=0, margin=0)
        self.keys = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["keys"])
        self.log = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["log"])
        self.sheet = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["sheet"])
        self.plot = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["chart-host"])
        self.step = button("", self._step, "success", css_classes=["teacher-step"])
        # side by side in the side panel's narrowest width (projector mode at 1280×720)
        self.undo = button("", table.undo, "default", margin=(5, 5), css_classes=["teacher-undo"])
        self.redo = button("", table.redo, "default", margin=(5, 5), css_classes=["teacher-redo"])
        self.shortcuts = TeacherKeys(on_key=self._key, sizing_mode="stretch_width", css_classes=["teacher-keys"])
        self.replay = button("", table.replay, "default")
        self.open = CheckField(value=table.open_hands, css_classes=["big-check"])
        self.open.link(table, value="open_hands")
        self.step_help = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["step-help"])
        self.reason = pn.pane.HTML(sizing_mode="stretch_width", css_classes=["reason"])
        self.share = CopyLink(sizing_mode="stretch_width", css_classes=["share"])
        self.tools = pn.Column(
            pn.pane.HTML(css_classes=["panel-title"], sizing_mode="stretch_width"),
            self.step, self.step_help, pn.FlexBox(self.undo, self.redo, sizing_mode="stretch_width"),
            # the robot's reason last: a long one pushes no control off a projector's screen
            self.shortcuts, self.replay, self.open, self.share, self.reason,
            css_classes=["side-box", "teacher"], sizing_mode="stretch_width")
        # pass-and-play's cover: while the device goes to the next person, it alone shows (the
        # table under it is hidden and its felt holds no card at all)
        self.cover_text = pn.pane.HTML(sizing_mode="stretch_width", margin=0)
        self.cover_me = button("", self._hand_over, "success", css_classes=["cover-me"], min_width=220,
                               align="center")  # under the centred words
        self.cover = pn.Column(self.cover_text, self.cover_me, visible=False, sizing_mode="stretch_width",
                               css_classes=["cover"])
        self._screen: pn.FlexBox | None = None  # the table, built once for __panel__
        self._marks: tuple[str | None, str | None] = (None, None)  # what « Conseil » marks
        # what the end of a deal and the score sheet were drawn from: a move inside a deal
        # changes neither, and they are not drawn again for it
        self._end_drawn: tuple[Any, ...] | None = None
        self._sheet_drawn: tuple[Any, ...] | None = None
        table.param.watch(self._refresh, ["version", "lang", "hint", "why", "teacher", "open_hands"])
        self.coach.coach.param.watch(self._draw_advised, "advice")
        self.coach.coach.param.watch(self._scroll_up, "shown")
        table.param.watch(self._why_opened, "why")
        self.param.watch(lambda _: self._draw_share(), "projector")
        self._refresh()
        # once the page is there: robots moving while the browser is still connecting could
        # change the table under a page that has not yet drawn its first buttons
        pn.state.onload(self._robots)

    def __panel__(self) -> Any:
        # the hint lies over the status line's place (or, under a decision's buttons, over the
        # felt's top), right above the table where eyes already are, without moving anything
        # below it and over no control
        message = pn.Column(self.status, self.say_turn, sizing_mode="stretch_width", css_classes=["message-slot"])
        main = pn.Column(self.top, self.heading, message, self.choices, self.hint_slot, self.end, self.felt, self.coach,
                         self.details, self.keys, sizing_mode="stretch_width", css_classes=["main"])
        # the rule passage opens at the top of the side panel, so the hand stays in view; the
        # side panel goes under the table on a narrow screen and in projector mode
        side = pn.Column(self.to_passage, self.passage, self.tools, self.log, self.sheet, self.plot,
                         sizing_mode="stretch_width", css_classes=["side"])
        if self._screen is None:
            self._screen = pn.FlexBox(main, side, flex_wrap="wrap", align_items="flex-start",
                                      sizing_mode="stretch_width", css_classes=["table-screen"])
            self._draw_cover()
        return pn.Column(self.cover, self._screen, sizing_mode="stretch_width", margin=0)

    def scene(self) -> dict[str, Any]:
        """What the felt draws (the card « Conseil » advises marked in the hand)."""
        drawn = self.table.show.scene()
        coach = self.coach.coach
        self._marks = (coach.advised_card(), coach.advised_choice())  # what is marked once drawn
        for face in drawn.get("hand", ()):
            face["advised"] = face["token"] == self._marks[0]
        drawn["advisedWord"] = t("coach.advised", self.table.lang)
        return drawn

    # --- events ------------------------------------------------------------------------------
    def _tick(self) -> None:
        """Read the game's clock (see :meth:`Table.check_clock`); once it has stopped the game, no more."""
        table = self.table
        table.check_clock()
        if (table.stop is not None or table.match.over) and self._clock is not None:
            self._clock.stop()
            self._clock = None

    def _pick(self, token: str) -> None:
        self.table.check_clock()  # a move made after the time is up finds the game already stopping
        if self.table.click(token):
            self._robots()

    def _choose(self, action: str) -> None:
        self.table.check_clock()
        if self.table.press(action):
            self._robots()

    def _step(self) -> None:
        self.table.step()

    def _hand_over(self) -> None:
        """« C'est moi »: the next person holds the device; robots after them move on."""
        if self.table.hand_over():
            self._robots()

    def _key(self, name: str) -> None:
        """A teacher's key: what its button does, only while that button shows and is enabled."""
        table = self.table
        if table.teacher:
            {"step": self._step, "undo": table.undo, "redo": table.redo}[name]()

    def _scroll_up(self, event: Any) -> None:
        if event.new >= 0:  # a move of the review is shown
            self.top.count += 1

    def _why_opened(self, event: Any) -> None:
        if event.new:
            self.to_passage.count += 1

    def _end_pressed(self) -> None:
        """« Donne suivante », or « Nouvelle partie » once the game is won."""
        if not self.table.match.over:
            self.table.check_clock()
            if self.table.match.over:  # the time was up: the winner shows before a new game
                return
        if self.table.match.over:
            self.on_new_game()
        else:
            self.table.next_deal()
            self._robots()

    def _robots(self) -> None:
        """Start the robots' turns in the background (asyncio: nothing blocks the page)."""
        table = self.table
        if table.robots_to_move and not table.teacher:
            pn.state.execute(table.run_robots)

    # --- drawing -----------------------------------------------------------------------------
    def _draw_cover(self) -> bool:
        """The cover shown, and the table hidden, while the device must go to another person
        (pass-and-play); returns whether it shows."""
        table, lang = self.table, self.table.lang
        seat = table.covered
        if seat is not None:
            name = table.seat_name(seat)
            self.cover_text.object = (f'<div class="cover-box" role="region" aria-label="{esc(t("cover.label", lang))}">'
                                      f'<h1 class="cover-title">{esc(t("cover.title", lang, name=name))}</h1>'
                                      f'<p>{esc(t("cover.help", lang, name=name))}</p></div>')
            self.cover_me.label = t("cover.me", lang, name=name)
        # the screen is hidden before the cover shows, and shown only after it goes: the page
        # takes the changes in order, and never shows both
        if seat is not None and self._screen is not None:
            self._screen.visible = False
        self.cover.visible = seat is not None
        if seat is None and self._screen is not None:
            self._screen.visible = True
        return seat is not None

    def _refresh(self, *events: Any) -> None:
        if any(e.name == "teacher" and not e.new for e in events):
            self._robots()
        table, show, lang = self.table, self.table.show, self.table.lang
        # no card of anyone's in the page while the device changes hands: the felt is emptied
        # before the cover shows (the page takes Python's changes one at a time, in order)
        covered = table.covered is not None
        if covered:
            self.felt.scene = {}
        self._draw_cover()
        if self.heading.visible:
            self.heading.object = (f'<h1 class="sr-only">'
                                   f'{esc(show.word("table.heading", game=game_label(table.spec.game, lang), n=len(table.log)))}</h1>')
        self._draw_speakers()  # before what they say shows (the page gets the changes in turn)
        if not covered:
            self.felt.scene = self.scene()
        self.keys.visible = not table.deal.over
        self.felt.visible = show.felt_at_end or not table.deal.over  # else the piles tell the rest
        status = table.addressed(show.status())
        # once the time is up, the last deal says so on every turn (the clock is the app's)
        last = f" {t('end.last_deal', table.lang)}" if table.stopping else ""
        self.status.object = (f'<div class="status-line" role="status" aria-live="polite">'
                              f'{esc(status)}{esc(last)}</div>')
        self.keys.object = f'<div class="keys-help">{esc(show.keys_help())}</div>'
        self._draw_hint()
        self._draw_choices()
        self._draw_end()
        self._draw_side()

    def _draw_speakers(self) -> None:
        """Each speaker button with the words it says again (none where there are none)."""
        lang, lines = self.table.lang, table_lines(self.table)
        label = t("speech.read", lang)
        for speaker, names in ((self.say_turn, ("turn",)), (self.say_hint, ("hint", "why")), (self.say_end, ("end",))):
            words = words_of(lines, *names)
            speaker.param.update(text=words, lang=lang, label=label, visible=bool(words))

    def _draw_advised(self, *_: Any) -> None:
        """The card or the button « Conseil » advises, marked (or no longer)."""
        coach = self.coach.coach
        if self._marks != (coach.advised_card(), coach.advised_choice()) and self.table.covered is None:
            self.felt.scene = self.scene()
            self._draw_choices()

    def _draw_hint(self) -> None:
        table, lang = self.table, self.table.lang
        self.hint_bar.visible = table.hint is not None
        # with buttons to decide, the hint lies under them and the status line stays
        choosing = bool(table.show.choices())
        self.status.visible = table.hint is None or choosing
        self.hint_slot.css_classes = ["hint-slot"] if choosing else ["hint-slot", "over-status"]
        if table.hint is None:
            self.passage.visible = False
            return
        legal = "hint.legal_ecart" if table.deal.phase == "ecart" else "hint.legal"
        extra = f'<p class="hint-legal">{esc(t(legal, lang))}</p>' if table.lit_cards() else ""
        self.hint.object = (f'<div class="hint" role="alert"><img class="hint-icon" src="{assets.url("icons/hint.svg")}" alt="">'
                            f'<div><p class="hint-sentence">{esc(table.hint_text())}</p>{extra}</div></div>')
        self.why.label = t("hint.close", lang) if table.why else t("hint.why", lang)
        self.passage.visible = table.why
        if table.why:
            self.passage.object = passage_html(table.passage(), table.hint_text(), lang)

    def _draw_choices(self) -> None:
        show = self.table.show
        choices = show.choices()
        title, help_text = show.choice_title(), show.help()
        parts, css = tuple(show.fields()), [self._choice_css(c) for c in choices]
        looks = tuple(map(tuple, css))
        drawn = (title, tuple(choices), parts, help_text, looks)
        # the same buttons stay: a tap on a button being replaced is lost (a refused choice
        # shows its hint and redraws the table, while the child already taps the next one)
        if drawn == self._choices_drawn:
            return
        self._choices_drawn = drawn
        self.choices.visible = bool(choices)
        if not choices:
            self.choices.objects = []
            self._choice_parts = None
            return
        # the title leads the row of buttons: one line less between the status and the hand
        # a decision in parts: its labelled lists lead the buttons, in one row while there is room
        fields = [self._field(f) for f in parts]
        kinds = ["light" if c.action in show.quiet or not c.legal else "primary" for c in choices]
        title_html = f'<h2 class="panel-title">{esc(title)}</h2>'
        help_html = f'<p class="choice-help">{esc(help_text)}</p>' if help_text else None
        look = (tuple(c.action for c in choices), tuple(f.name for f in parts), looks, tuple(kinds),
                tuple(c.enabled for c in choices), help_html is None)
        if self._choice_parts is not None and self._choice_parts[0] == look:
            _, heading, buttons, helper = self._choice_parts
            heading.object = title_html
            for widget, choice in zip(buttons, choices, strict=True):
                widget.label = choice.label
            if helper is not None:
                helper.object = help_html
            return
        heading = pn.pane.HTML(title_html, margin=(0, 8), css_classes=["choice-title"])
        buttons = [button(c.label, lambda a=c.action: self._choose(a), kind, margin=(3, 4), css_classes=classes,
                          disabled=not c.enabled) for c, kind, classes in zip(choices, kinds, css, strict=True)]
        self.choice_row.param.update(objects=[heading, *fields, *buttons], align_items="flex-end" if fields else "center")
        helper = pn.pane.HTML(help_html) if help_html is not None else None
        self._choice_parts = (look, heading, buttons, helper)
        self.choices.objects = [self.choice_row] + ([helper] if helper is not None else [])
        # a decision in parts goes above the status line: a hint lies over the table, not over its lists
        self.choices.css_classes = ["choices", "parts"] if fields else ["choices"]

    def _field(self, field: Field) -> pn.widgets.Select:
        """A labelled list for one part of a decision; the same widget from one drawing to the
        next, so that the focus stays on it."""
        options = {label: action for label, action in field.options}
        if not field.value:
            options = {field.placeholder or t("field.pick", self.table.lang): "", **options}
        widget = self.field_widgets.get(field.name)
        if widget is None:
            widget = pn.widgets.Select(css_classes=["field", f"field-{field.name}"], margin=(0, 4))
            widget.param.watch(lambda e: e.new and not self._drawing and self._choose(e.new), "value")
            self.field_widgets[field.name] = widget
        self._drawing = True
        try:
            widget.param.update(name=field.label, options=options, value=field.value)
        finally:
            self._drawing = False
        return widget

    def _choice_css(self, choice: Any) -> list[str]:
        advised = ["advised"] if choice.action == self.coach.coach.advised_choice() else []
        return (["choice"] if choice.legal else ["choice", "refused"]) + advised + self.table.show.choice_css(choice)

    def _draw_end(self) -> None:
        table, lang = self.table, self.table.lang
        drawn = (lang, table.deal.over, len(table.log), len(table.match.results), table.stop)
        if drawn == self._end_drawn:  # its own dependencies: a move inside a deal is none of them
            return
        self._end_drawn = drawn
        self.end.visible = self.details.visible = table.deal.over
        if not table.deal.over:
            self.summary.object = self.details.object = ""  # the verdict leaves the page, not only the screen
            return
        show = table.show
        verdict = "".join(f"<p>{esc(line)}</p>" for line in show.verdict())
        steps = show.score_steps()
        steps_html = (f'<div class="score-steps"><h3>{esc(t("end.steps", lang))}</h3><ol>'
                      + "".join(f"<li>{esc(line)}</li>" for line in steps) + "</ol></div>") if steps else ""
        # the piles and camps of a trick game (another game's felt shows its own end)
        piles, camps = piles_html(show) if isinstance(show, TrickPresenter) else ("", "")
        self.summary.object = (f'<h2 class="panel-title">{esc(show.word("end.title"))}</h2>'
                               f'<div class="verdict">{verdict}</div>')
        self.details.object = f'{steps_html}{camps}<div class="piles">{piles}</div>'
        self.champion.visible = table.match.over
        if table.match.over:
            trophy = f'<img class="trophy" src="{assets.url("icons/trophy.svg")}" alt="">'
            self.champion.object = f'<div class="champion" role="status">{trophy}{esc(table.champions())}</div>'
            self.next.label = t("end.new_game", lang)
        else:
            self.next.label = show.word("end.redeal_button" if table.deal.result().redeal else "end.next")

    def _draw_share(self) -> None:
        table, lang = self.table, self.table.lang
        query = table.query() + (PROJECTOR_FLAG if self.projector else "")
        self.share.param.update(query=query, title=t("teacher.share", lang),
                                label=t("teacher.copy", lang), copied=t("teacher.copied", lang),
                                manual=t("teacher.manual", lang))

    def _draw_side(self) -> None:
        table, lang = self.table, self.table.lang
        self.tools.visible = table.teacher
        if table.teacher:
            self.tools[0].object = f'<h2 class="panel-title">{esc(t("teacher.title", lang))}</h2>'
            for widget, key in ((self.step, "teacher.step"), (self.undo, "teacher.undo"),
                                (self.redo, "teacher.redo"), (self.replay, "teacher.replay")):
                widget.label = table.show.word(key)
            self.step.disabled = not table.can_step
            self.step_help.object = (f'<p>{esc(t("teacher.human_turn", lang))}</p>'
                                     if table.human_to_move else "")
            self.undo.disabled = not table.can_undo
            self.redo.disabled = not table.can_redo
            self.replay.disabled = not table.can_undo  # already at the start of the deal
            self.shortcuts.help = t("teacher.keys", lang)
            self.open.label = t("teacher.open", lang)
            self.reason.object = f"<p>{esc(table.robot_line())}</p>" if table.robot_line() else ""
            self._draw_share()
        lines = [table.show.dealer_line(), *table.show.announcements()]
        self.log.object = (f'<div class="side-box log-box"><h2 class="panel-title">{esc(t("log.title", lang))}</h2>'
                           + "".join(f"<p>{esc(line)}</p>" for line in lines) + "</div>")
        sheet = (lang, len(table.match.results))  # the score sheet changes only between deals
        if sheet == self._sheet_drawn:
            return
        self._sheet_drawn = sheet
        self.sheet.object = sheet_html(table)
        self.plot.visible = bool(table.match.results)
        self.plot.object = chart_html(table) if table.match.results else ""


def piles_html(show: TrickPresenter) -> tuple[str, str]:
    """A trick game's end of the deal: each seat's pile (and a chien that is nobody's), and the
    camps when the game has them."""
    lang = show.lang
    piles = "".join(
        f'<div class="pile{" won" if p.winner else ""}"><h3>{esc(p.title)}</h3>'
        f'<div class="pile-cards">{cards_html(p.cards)}</div>'
        f'<p>{esc(t("end.tricks", lang, n=p.tricks))}'
        + ("" if show.by_tricks else f' · {esc(t("end.points", lang, n=show.points_text(p.points)))}')
        + '</p>' + (aside_html(p.aside, show) if p.aside else "")
        + "".join(f'<p class="bonus">{esc(b)}</p>' for b in p.bonuses)
        + f'<p class="score">{esc(t("end.score", lang, n=p.score))}</p></div>'
        for p in show.piles())
    chien = show.chien_pile()
    if chien:
        piles += f'<div class="pile ecart">{aside_html(chien, show)}</div>'
    camps = "".join(
        f'<div class="camp{" won" if c.won else ""}"><h3>{esc(c.title)}</h3>'
        f'<p class="camp-sum">{esc(c.sum)}</p>' + "".join(f'<p class="bonus">{esc(b)}</p>' for b in c.bonuses)
        + '</div>' for c in show.camps())
    return piles, f'<div class="camps">{camps}</div>' if camps else ""


def aside_html(aside: Aside, show: TrickPresenter) -> str:
    """The écart or chien a camp counts, with its points (in the taker's pile or on its own)."""
    points = t("end.points", show.lang, n=show.points_text(aside.points))
    return (f'<div class="pile-aside"><h4>{esc(aside.title)} · {esc(points)}</h4>'
            f'<div class="pile-cards">{cards_html(aside.cards)}</div></div>')


def passage_html(passage: Any, sentence: str, lang: str) -> str:
    """The rule behind a hint in our words, and where it comes from (or a note that it is not
    explained yet)."""
    if passage is None:
        return (f'<div class="rule"><h2>{esc(t("rules.title", lang))}</h2><p>{esc(sentence)}</p>'
                f'<p class="muted">{esc(t("rules.missing", lang))}</p></div>')
    return (f'<div class="rule"><h2>{esc(passage.title(lang))}</h2><p>{esc(passage.text(lang))}</p>'
            f'<p class="muted">{esc(t("rules.source", lang, source=passage.source.cite(lang)))}</p></div>')


def sheet_html(table: Table) -> str:
    """The score sheet as an HTML table (no pandas)."""
    lang = table.lang
    head = "".join(f"<th>{esc(n)}</th>" for n in table.names())
    body = "".join(f'<tr{" class=total" if i == len(rows) - 1 else ""}><th>{esc(label)}</th>'
                   + "".join(f"<td>{minus(v)}</td>" for v in scores) + "</tr>"
                   for rows in [table.sheet()] for i, (label, scores) in enumerate(rows))
    return (f'<div class="side-box"><h2 class="panel-title">{esc(t("sheet.title", lang))}</h2>'
            f'<p class="muted">{esc(table.show.target())}</p>'
            # a sheet wider than its box scrolls: the keyboard must reach it too (tabindex)
            f'<div class="sheet-scroll" tabindex="0" role="region" aria-label="{esc(t("sheet.title", lang))}">'
            f'<table class="score-sheet{" many" if table.players >= 5 else ""}"><thead><tr><th>{esc(table.show.word("sheet.deal"))}</th>'
            f"{head}</tr></thead><tbody>{body}</tbody></table></div></div>")


def chart_html(table: Table) -> str:
    """The running totals drawn (:mod:`ui.score_chart`), named for a screen reader by a sentence
    with every total, the names under it."""
    lang, show, series = table.lang, table.show, table.series()
    names = table.names()
    totals = ", ".join(t("plot.total", lang, name=name, total=minus(series[f"s{seat}"][-1]))
                       for seat, name in enumerate(names))
    label = show.word("plot.summary", n=len(table.match.results), totals=totals)
    svg = Chart(series).svg(label, show.word("plot.x"), t("plot.y", lang))
    return (f'<div class="side-box chart-box"><h2 class="panel-title">{esc(t("plot.title", lang))}</h2>'
            f"{svg}{legend_html(names)}</div>")


# --- the setup screen --------------------------------------------------------------------------
class ChoiceField(JSComponent):
    """One of a few :attr:`options` (``[value, words]`` pairs) as big buttons, the chosen one
    filled, ticked and ``aria-pressed``, in a group named by :attr:`label` (``ui/choice_field.js``)."""

    value = param.String(default="")
    label = param.String(default="")
    options = param.List(default=[])

    _esm = Path(__file__).with_name("choice_field.js")


class Fold(JSComponent):
    """Its children folded under :attr:`label`, opened by a tap (``ui/fold.js``)."""

    objects = Children()
    label = param.String(default="")
    open = param.Boolean(default=False)

    _esm = Path(__file__).with_name("fold.js")


class SetupView(Viewer):
    """The form to start a game, built from the game's option list: the game, the number of
    players and « Jouer ! » first; the variants, the robots' levels and the seed folded under
    them (most players never change them, and on a phone they pushed « Jouer ! » off the screen).

    The form is built once for each language, when it is shown (a language switch elsewhere, at
    the table, has no form to build: on a slow tablet that was a sixth of the switch). Another
    game or number of players changes what depends on it in place, in one update (:meth:`_draw`):
    the fold and the choices stay the same elements in the browser, so a tap on the fold while
    the form changes is kept, and the pressed choice keeps the keyboard's focus."""

    app = param.ClassSelector(class_=App)
    more = param.Boolean(default=False, doc="the folded settings are open")
    shown = param.Boolean(default=True, doc="on screen (the app's view says): the form is built only then")

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self._page = pn.Column(css_classes=["setup"], max_width=1000, sizing_mode="stretch_width")
        self._built_in: str | None = None  # the language of the form built (None: not yet)
        self._build()
        self.app.param.watch(self._build, "lang")
        self.param.watch(self._build, "shown")
        self.app.param.watch(self._draw, "error")
        self.app.setup.param.watch(self._draw, ["game", "players", "options", "levels", "problem",
                                                "persons", "names", "remembered"])

    def __panel__(self) -> Any:
        return self._page

    def _build(self, *_: Any) -> None:
        """The form in the current language, drawn for the current setup."""
        setup, lang = self.app.setup, self.app.lang
        if not self.shown or self._built_in == lang:
            return
        self._built_in = lang
        self._game = ChoiceField(label=t("setup.game", lang), options=[[g, game_label(g, lang)] for g in supported()],
                                 css_classes=["pick-game"], sizing_mode="stretch_width")
        self._game.param.watch(lambda e: setup.choose(game=e.new), "value")
        self._players = ChoiceField(label=t("setup.players", lang), css_classes=["pick-players"],
                                    sizing_mode="stretch_width")
        self._players.param.watch(lambda e: setup.choose(players=int(e.new)), "value")
        self._variants: dict[str, list[JSComponent]] = {}  # each game's fields, made when it is first shown
        # who sits at each seat (a robot at its level, a remembered person, or a name to type):
        # seat 0's name, then a choice and a name field for each other seat of the largest
        # table, shown as the number of players says. The box that holds them never changes:
        # given new fields, the browser drew it again and took the focus from the name being
        # typed, and what was typed next went nowhere (« Écris le prénom de chaque personne »)
        self._you = pn.widgets.TextInput(label=t("setup.you", lang), width=260, css_classes=["seat-name", "seat-0"],
                                         max_length=MAX_NAME)
        self._you.param.watch(lambda e: setup.set_name(0, e.new), "value")
        largest = max(n for game in supported() for n in get_game(game).players)
        self._seats = [self._seat(seat, lang) for seat in range(1, largest)]
        self._drawing_seats = False  # the fields are set from the setup, not by the player
        self._options = pn.FlexBox()
        self._robots = pn.FlexBox(self._you, *(column for _, _, column in self._seats))
        self._problems = pn.pane.HTML(sizing_mode="stretch_width")
        seed = pn.widgets.TextInput(label=t("setup.seed", lang), value=setup.seed, width=220,
                                    placeholder="42")
        seed.link(setup, value="seed")
        teacher = CheckField(label=t("setup.teacher", lang), value=setup.teacher, css_classes=["big-check"])
        teacher.link(setup, value="teacher")
        start = button(t("setup.start", lang), self._start, "success", width=260, css_classes=["start"])
        more = Fold(label=t("setup.more", lang), open=self.more, sizing_mode="stretch_width", objects=[
                        pn.pane.HTML(f'<h2 class="panel-title">{esc(t("setup.options", lang))}</h2>'),
                        self._options,
                        pn.pane.HTML(f'<h2 class="panel-title">{esc(t("setup.seats", lang))}</h2>'
                                     f'<p class="muted">{esc(t("setup.seats_help", lang))}</p>',
                                     sizing_mode="stretch_width"),
                        self._robots,
                        pn.FlexBox(seed, pn.pane.HTML(f'<p class="muted">{esc(t("setup.seed_help", lang))}</p>',
                                                      max_width=420, sizing_mode="stretch_width"))])
        more.link(self, open="more")
        self._draw()
        self._page.objects = [pn.pane.HTML(f'<h1 class="setup-title">{esc(t("setup.title", lang))}</h1>'),
                              self._problems, self._game, self._players, teacher, start, more]

    def _draw(self, *_: Any) -> None:
        """What follows the game, the number of players and the problems, changed in place."""
        # one message to the page under `panel serve`, as the site's worker sends it: the form
        # changes at once, not field by field under the player's fingers
        if self._built_in is None:
            return  # drawn when built
        with together():
            app, setup, lang = self.app, self.app.setup, self.app.lang
            self._game.value = setup.game
            self._players.param.update(options=[[str(n), str(n)] for n in setup.player_counts()],
                                       value=str(setup.players))
            if setup.game not in self._variants:
                self._variants[setup.game] = [self._option(o, lang) for o in setup.rules.options]
            variants = self._variants[setup.game]
            for field, option in zip(variants, setup.rules.options):
                field.value = setup.options.get(option.name, option.default)
            self._draw_seats(lang)
            problems = [text for text in (app.error, setup.problem) if text]
            self._problems.param.update(object="".join(f'<div class="problem" role="alert">{esc(text)}</div>'
                                                        for text in problems), visible=bool(problems))
            # param takes the same widgets anew for a change, and the browser would lay them out again
            if self._options.objects != variants:
                self._options.objects = variants

    def _draw_seats(self, lang: str) -> None:
        """Each seat's fields as the setup says: seat 0's name, then for each other seat a robot
        at its level, a remembered person or a person whose name is typed; no fields for the
        seats past the number of players."""
        setup = self.app.setup
        people = {name: f"name:{name}" for name in setup.remembered}
        self._drawing_seats = True
        try:
            if self._you.value != setup.names[0]:
                self._you.value = setup.names[0]
            for seat, (select, name, column) in enumerate(self._seats, 1):
                column.visible = seat < setup.players
                if not column.visible:
                    continue
                person, typed = setup.persons[seat], setup.names[seat]
                value = (f"robot:{setup.levels[seat - 1]}" if not person
                         else f"name:{typed}" if typed in setup.remembered else "new")
                robots = {t("setup.robot", lang, name=BOT_NAMES[seat - 1], level=t(f"level.{x}", lang)): f"robot:{x}"
                          for x in self.app.levels()}
                select.param.update(options={**robots, **people, t("setup.person", lang): "new"}, value=value)
                name.visible = value == "new"
                if name.value != typed:
                    name.value = typed
        finally:
            self._drawing_seats = False

    def _seat(self, seat: int, lang: str) -> tuple[pn.widgets.Select, pn.widgets.TextInput, pn.Column]:
        setup = self.app.setup
        select = pn.widgets.Select(label=t("setup.seat", lang, n=seat + 1), width=260, css_classes=[f"seat-{seat}"])
        name = pn.widgets.TextInput(label=t("setup.name", lang, n=seat + 1), width=260, max_length=MAX_NAME,
                                    css_classes=["seat-name", f"seat-{seat}"])
        select.param.watch(lambda e: self._drawing_seats or setup.set_seat(seat, e.new), "value")
        name.param.watch(lambda e: self._drawing_seats or setup.set_name(seat, e.new), "value")
        return select, name, pn.Column(select, name, margin=0, css_classes=["seat-choice"])

    def _option(self, option: Any, lang: str) -> Any:
        setup = self.app.setup
        label = option.fr if lang == "fr" else option.en
        value = setup.options.get(option.name, option.default)
        widget: JSComponent
        if isinstance(option.default, bool):
            widget = CheckField(label=label, value=value, css_classes=["big-check", f"opt-{option.name}"])
        else:
            widget = NumberField(label=label, value=value, start=option.low, end=option.high, width=300, margin=(5, 10),
                                 lessLabel=t("number.less", lang), moreLabel=t("number.more", lang),
                                 css_classes=[f"opt-{option.name}"])
        widget.param.watch(lambda e: setup.set_option(option.name, e.new), "value")
        return widget

    def _start(self) -> None:
        self.app.start()


# --- the whole app -----------------------------------------------------------------------------
# BokehJS (3.9) reads a layout's children when it starts building the layout's view, but listens
# to their changes only once the whole new branch is built. A change that arrives in between is
# dropped: the layout keeps views of children it no longer has and draws none of them, an empty
# screen. That window lasts while a component's module loads (the first map shows the import
# button's module, a lesson the cards', …), and a change comes then from the store, a tab or a
# click (tests/browser/test_late_children.py). So each layout checks, once it listens, that it
# built the children it has, and once drawn builds those it missed.
KEEP_CHILDREN = """
(() => {
  let layout = window.Bokeh.Models.get("Column").prototype.default_view.prototype;
  while (layout && !Object.hasOwn(layout, "build_child_views")) layout = Object.getPrototypeOf(layout);
  if (!layout || layout.keepsChildren) return;
  const { connect_signals, render } = layout;
  Object.assign(layout, {
    keepsChildren: true,
    connect_signals() {
      connect_signals.call(this);
      const built = this._child_views;
      this.missedChildren = built.size !== this.child_models.length || this.child_models.some((m) => !built.has(m));
    },
    render() {
      render.call(this);
      if (this.missedChildren) {
        this.missedChildren = false;
        this.update_children();
      }
    },
  });
})();
"""


class Landmark(JSComponent):
    """Its children inside one HTML landmark element (``<main>``, ``<header>``): Panel's own
    layouts are plain ``div``s, and a screen reader moves from landmark to landmark."""

    objects = Children()
    tag = param.Selector(default="main", objects=["main", "header"])

    # The module also mends BokehJS's layouts: it is loaded with the first page, before any
    # screen is shown (see KEEP_CHILDREN).
    _esm = KEEP_CHILDREN + """
    export function render({ model }) {
      const node = document.createElement(model.tag);
      node.className = "landmark";
      node.append(...model.get_child("objects"));
      return node;
    }
    """


class Address(JSComponent):
    """The browser's address bar (``ui/address.js``): Python writes :attr:`address`, the
    browser reports the address at load time and after Back or Forward to :attr:`on_visit`."""

    address = param.Dict(default={}, doc="{url, push, visit}: push makes a new history entry")
    langKey = param.String(default=LANG_KEY, constant=True, doc="where the browser keeps the language chosen")

    _esm = Path(__file__).with_name("address.js")

    def __init__(self, on_visit: Callable[[str, str, bool], None], **params: Any) -> None:
        super().__init__(**params)
        self.on_visit = on_visit
        self.visit = 0  # the browser's count of Back and Forward presses, echoed in each address
        self.shown = ""  # the address the browser last reported
        self.kept_lang = ""  # the language the browser kept from the header's buttons (LangSwitch), if any
        self.sends = 0

    def write(self, url: str, push: bool) -> None:
        address = {"url": url, "push": push, "visit": self.visit}
        # the browser may show another address than the one already sent (a step past a lesson's
        # end, corrected while the app started): the same value again would not be sent at all
        if address == {k: self.address.get(k) for k in address} and url != self.shown:
            self.sends += 1
        self.address = {**address, "send": self.sends}

    def _handle_msg(self, data: Any) -> None:
        if isinstance(data, dict) and all(isinstance(data.get(k), str) for k in ("search", "hash")):
            self.visit = data["visit"] if isinstance(data.get("visit"), int) else self.visit
            self.shown = data["search"] + data["hash"]
            if data.get("load"):
                self.kept_lang = data["lang"] if data.get("lang") in LANGS else ""

            async def visit() -> None:
                self.on_visit(data["search"], data["hash"], bool(data.get("load")))

            # after this message is handled: changes made to other components from inside it
            # (the table's link, a new screen) would not all reach the browser
            pn.state.execute(visit)
