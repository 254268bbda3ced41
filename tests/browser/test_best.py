"""Issue #40 in a real browser: a strategy lesson's `best` step on a phone (390×844) and a laptop
(1366×768): its choices are buttons a finger can hit (44 px at least), on the first screen with
nothing scrolling sideways; after the right choice, the why and every choice's figure are shown.

It plays the first best step of the games' lessons in a game « Conseil » plays; while the
strategy lessons are not there yet it is skipped, and says so."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import lessons
from engine.hard_bots import searched
from tests.browser.test_viewports import SCREENS, address, boxes, check_decision
from ui.games.presenter import capital
from ui.lessons import Route, figure_words, format_route, option_label

pytestmark = pytest.mark.browser

BEST = next(((lesson, step) for lesson in lessons.load().lessons for step in lesson.steps
             if step.kind == "best" and step.game in searched()), None)


@pytest.mark.skipif(BEST is None, reason="no best step in the games' lessons yet (the strategy lessons of #40)")
@pytest.mark.parametrize("name", ["phone", "laptop"])
def test_a_best_step_s_choices_fit_and_its_figures_follow_the_answer(name: str, page_on: Callable[..., Any],
                                                                      server: str) -> None:
    lesson, step = BEST
    page = page_on(**SCREENS[name])
    # a teacher's link: the strategy lesson is locked for a new learner, the link opens it
    page.goto(address(server, name, "l=fr&teacher=1", format_route(Route("lesson", lesson.id, step.number))))
    page.locator(".lesson-step", has_text=f"{step.number} ").wait_for()
    labels = [capital(option_label(token, step.game, "fr")) for token in step.options]
    choices = ".lesson-option .bk-btn:visible"
    page.locator(choices).first.wait_for()
    found = check_decision(page, choices)  # on the first screen, each at least 44 px both ways
    assert [b["what"] for b in found] == labels
    assert not page.locator(".lesson-figures").count()
    page.get_by_role("button", name=labels[step.options.index(step.answer[0])], exact=True).click()
    page.locator(".lesson-option.picked").wait_for()
    page.locator(".lesson-validate .bk-btn").click()
    figures = page.locator(".lesson-figures")
    figures.wait_for()
    figures.scroll_into_view_if_needed()
    assert figures.is_visible() and page.locator(".lesson-why.right").is_visible()
    said = figures.inner_text()
    words = figure_words(step)
    order = [said.index(words(token, "fr")) for token, _ in step.proof.figures]
    assert order == sorted(order), said  # every choice, best first
    box = boxes(page, ".lesson-figures")[0]
    assert box["right"] <= page.viewport_size["width"] + 0.5 and box["h"] > 0
