"""The lessons in a real browser: a new learner clicks through a Kids lesson and a full-Tarot
scoring lesson (one wrong answer on the way), and the stars survive a reload."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import lessons
from ui.lessons import Route, format_route

pytestmark = pytest.mark.browser

CURRICULUM = lessons.load()
KIDS = CURRICULUM.lessons[0]
SCORING = next(lesson for lesson in CURRICULUM.lessons
               if lesson.level == "tarot" and any(s.kind == "score" for s in lesson.steps))


def tokens(page: Any, selector: str) -> set[str]:
    return set(page.locator(selector).evaluate_all("els => els.map(e => e.dataset.token)"))


def click_token(page: Any, token: str) -> None:
    """A card of the board, or else the action button with the token's words."""
    card = page.locator(f"button.lesson-card[data-token='{token}']")
    if card.count():
        card.click()
    else:
        page.get_by_role("button", name=lessons.label(token, "fr"), exact=False).first.click()


def pick(page: Any, step: lessons.Step, chosen: tuple[str, ...]) -> None:
    if step.pick == "number":
        page.locator(".lesson-number input").fill(chosen[0])
    else:
        for token in chosen:
            click_token(page, token)
            page.locator(f".lesson-card.picked[data-token='{token}'], .lesson-option.picked").first.wait_for()
    page.get_by_role("button", name="Valider").click()


def follow(page: Any, lesson: lessons.Lesson, wrong_once: bool, shots: Path) -> None:
    """Click through every step of ``lesson`` (the lesson screen is shown at its first step)."""
    for step in lesson.steps:
        page.locator(".lesson-step", has_text=f"Étape {step.number} sur {len(lesson.steps)}").wait_for()
        if step.kind != "explain":
            if wrong_once:
                wrong = (("0",) if step.answer[0] != "0" else ("1",)) if step.pick == "number" else \
                    (next(t for t in step.options if t not in step.answer),)
                pick(page, step, wrong)
                page.locator(".lesson-wrong").wait_for()
                if step.pick != "number":
                    assert tokens(page, ".lesson-card.right") | _lit_buttons(page, step) == set(step.answer)
                page.screenshot(path=shots / "lesson-wrong.png")
                page.get_by_role("button", name="Réessayer").click()
                page.locator(".lesson-wrong").wait_for(state="detached")
                wrong_once = False
            pick(page, step, step.answer)
            page.locator(".lesson-why").wait_for()
        last = step.number == len(lesson.steps)
        page.get_by_role("button", name="Terminer" if last else "Suivant").click()
    page.locator(".lesson-done").wait_for()


def _lit_buttons(page: Any, step: lessons.Step) -> set[str]:
    labels = page.locator(".lesson-option.right").all_inner_texts()
    return {t for t in step.options if any(lessons.label(t, "fr").lower() in x.lower() for x in labels)}


def test_a_new_learner_follows_two_lessons_and_keeps_the_stars(page: Any, server: str, shots: Path) -> None:
    page.goto(server)
    page.locator(".home-title").wait_for()
    page.screenshot(path=shots / "home.png")
    page.get_by_role("button", name="Apprendre").click()
    page.locator(".path-title").wait_for()
    page.get_by_role("button", name="Commencer").click()
    page.locator(".lesson-title").wait_for()
    page.wait_for_timeout(300)  # the address follows the lesson
    assert format_route(Route("lesson", KIDS.id, 1)) in page.url
    follow(page, KIDS, wrong_once=True, shots=shots)
    assert "3 étoiles sur 3" in page.locator(".lesson-stars").inner_text()

    # a teacher's link opens the scoring lesson directly (it is further down the path)
    page.goto(f"{server}{format_route(Route('lesson', SCORING.id, 1))}")
    page.locator(".lesson-title", has_text=SCORING.title.fr).wait_for()
    follow(page, SCORING, wrong_once=True, shots=shots)
    page.screenshot(path=shots / "lesson-done.png")

    page.reload()  # the progress lives in the browser: the map still shows both results
    page.goto(f"{server}#/lessons")
    page.locator(".path-title").wait_for()
    for lesson in (KIDS, SCORING):
        tile = page.locator(".lesson-tile", has=page.get_by_role("link", name=lesson.title.fr, exact=True))
        tile.locator(".stars[aria-label='3 étoiles sur 3']").wait_for()
    page.screenshot(path=shots / "path.png", full_page=True)
