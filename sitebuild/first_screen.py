"""The static site's first screen: the home page, the lessons' map and the first explain steps of
the lessons a new learner can open, as plain HTML in the page, so that a visitor can read and
click while Python starts (``templates/loader.js`` follows the clicks; anything else is asked of
the live app once it is there).

Everything is drawn at build time by the app's own code and words (``ui.i18n``, the lessons'
data, the map's and the lesson's HTML builders), in French and in English: nothing is written a
second time by hand. A screen is a ``<section>`` named by the address the app gives it
(``data-route``: ``#/``, ``#/lessons``, ``#/lesson/<id>/<n>``); the loader shows the one the
address names, and takes any other address to the live app. The map is a new learner's: a
learner whose progress the browser keeps (under :data:`STORAGE_KEY`) waits for the live app's.

>>> body = first_screen("fr")
>>> 'data-route="#/lesson/kids-cards/1"' in body and "Bienvenue" in body
True
"""

from __future__ import annotations

from ui.app_view import LANGUAGES, brand_html
from ui.i18n import LANGS, t
from ui.lesson_views import STORAGE_KEY, figures_html, games_html, lesson_head_html, lesson_text_html, path_html
from ui.lessons import Learning, LessonRun, Route, format_route
from ui.widgets import esc

HOME = "#/"


def link(label: str, route: str, css: str) -> str:
    """A button-looking link to ``route`` (``fs-btn`` and the app's class for the same button)."""
    return f'<a class="fs-btn {css}" href="{route}">{esc(label)}</a>'


def header_html(lang: str) -> str:
    """The app's header: logo and name, « Accueil » (not on the home page), the languages."""
    languages = "".join(
        f'<button type="button" class="fs-btn fs-light" data-lang="{code}" '
        f'aria-pressed="{str(code == lang).lower()}" lang="{code}">{name}</button>'
        for name, code in LANGUAGES.items())
    return (f'<header class="fs-header">{brand_html(lang)}'
            f'{link(t("menu.home", lang), HOME, "fs-light fs-head home-button")}'
            f'<div class="fs-langs">{languages}</div></header>')


def home_html(lang: str) -> str:
    """The games with their « Apprendre » and « Jouer » (a lesson shown here at once when its
    first step is read, else the live app's), then « Apprendre » (the map, here at once) and
    « Jouer » (the setup: the live app's)."""
    boxes = "".join(
        f'<div class="home-box fs-box"><p class="home-text">{esc(t(f"home.{key}_help", lang))}</p>'
        f'{link(t(f"home.{key}", lang), route, css)}</div>'
        for key, route, css in (("learn", "#/lessons", "fs-success home-learn"),
                                ("play", "#/play", "fs-primary home-play")))
    return (f'<section class="fs-screen home" data-route="{HOME}">'
            f'<h1 class="home-title" tabindex="-1">{esc(t("home.title", lang))}</h1>'
            f'{games_html(Learning(lang=lang), lang)}<div class="fs-boxes">{boxes}</div></section>')


def map_html(learning: Learning) -> str:
    """The lessons' map of a new learner, as the app draws it, with « Commencer »."""
    lang = learning.lang
    target = learning.resume_target()
    start = "" if target is None else link(
        t("path.start", lang), format_route(Route("lesson", target[0], target[1] + 1)), "fs-success resume")
    return (f'<section class="fs-screen path" data-route="#/lessons">'
            f'<h1 class="path-title" tabindex="-1">{esc(t("path.title", lang))}</h1>{start}'
            f'{path_html(learning.levels(), lang)}</section>')


def explain_steps_html(learning: Learning) -> list[str]:
    """The explain steps at the start of each lesson a new learner can open, one screen each,
    with « Suivant » to the next step (the live app's, if it asks something) and the map."""
    lang, out = learning.lang, []
    for lesson in learning.curriculum.lessons:
        if learning.state(lesson) == "locked":
            continue
        for index, step in enumerate(lesson.steps):
            if step.kind != "explain":
                break
            run = LessonRun(lesson, index=index, lang=lang)
            # (the cards of a screen not shown are not fetched while Python's files download)
            board = "".join(f'<h2 class="zone-title">{esc(zone.title)}</h2>'
                            + figures_html(zone).replace("<img ", '<img loading="lazy" ') for zone in run.zones())
            caption = f'<p class="lesson-caption">{esc(run.caption())}</p>' if run.caption() else ""
            board = f'<div class="lesson-board">{caption}{board}</div>' if board or caption else ""
            following = format_route(Route("lesson", lesson.id, index + 2))
            head = lesson_head_html(run).replace('class="lesson-title"', 'class="lesson-title" tabindex="-1"')
            out.append(
                f'<section class="fs-screen lesson" data-route="{format_route(Route("lesson", lesson.id, index + 1))}">'
                f'{head}{lesson_text_html(run)}{board}<div class="fs-actions">'
                f'{link(t("lesson.finish" if run.last else "lesson.next", lang), following, "fs-success lesson-next")}'
                f'</div>{link(t("lesson.to_map", lang), "#/lessons", "fs-light lesson-map")}</section>')
    return out


def first_screen(lang: str) -> str:
    """The whole first screen in ``lang``: the header, then every screen (one shown at a time)."""
    learning = Learning(lang=lang)
    screens = [home_html(lang), map_html(learning), *explain_steps_html(learning)]
    hidden = "" if lang == LANGS[0] else " hidden"
    return (f'<div class="fs" lang="{lang}" data-lang="{lang}"{hidden}>{header_html(lang)}'
            f'<main class="fs-main">{"".join(screens)}</main></div>')


def body_html() -> str:
    """The first screen in every language (French shown; the loader picks by the address)."""
    return '<div id="first-screen">' + "".join(first_screen(lang) for lang in LANGS) + "</div>"
