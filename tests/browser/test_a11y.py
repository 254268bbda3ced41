"""Accessibility in a real browser: axe-core (npm, installed by `make axe`) audits every screen —
the home page, the lessons' map, each kind of lesson step, the setup, each decision of each game
(Kids bets, Proviseur call and primes; Mon premier Tarot; Tarot bid, King call, écart, poignée,
play; La Taroinche's chien, bid in parts, écart and play), the hint and its « Pourquoi ? », the end of a deal, teacher mode,
« Mes erreurs à rejouer » and a mistake replayed — and fails on any
critical or serious violation, or on the structure rules (one main landmark, everything in a
landmark, one h1, headings in order). Panel draws into open shadow roots: axe walks them."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, Callable

import pytest

import lessons
from engine import Bid, Play
from ui.i18n import t
from ui.urlstate import GameSpec
from ui.games.presenter import HUMAN
from ui.table import Table
from tests.browser.conftest import address_has
from tests.browser.test_viewports import settle

pytestmark = pytest.mark.browser

AXE = Path(__file__).with_name("node_modules") / "axe-core" / "axe.min.js"
#: moderate rules that still fail the test: the page's structure for screen-reader users
STRUCTURE = {"region", "landmark-one-main", "page-has-heading-one", "heading-order"}
KIDS_VARIANTS = (("paris", True), ("proviseur", True), ("primes", True))
#: the screen of the tests' page, as conftest's fresh ``page`` has it
DESKTOP = {"width": 1400, "height": 1000}


@pytest.fixture(scope="module")
def axe_source() -> str:
    if not AXE.exists():
        pytest.fail(f"axe-core is not installed ({AXE}): run `make axe` (npm ci in tests/browser)")
    return AXE.read_text(encoding="utf-8")


@pytest.fixture
def page(kept_page: Callable[..., Any]) -> Any:
    """The tests' page, kept open through the module (conftest's KeptPages: a fresh context
    for each test cost some 1.8 s of CPU), at conftest's size for a fresh page."""
    return kept_page("desktop", viewport=DESKTOP)


def audit(page: Any, axe_source: str, screen: str) -> list[str]:
    """axe-core's findings on the page as it is, one readable line per element."""
    settle(page)  # the last redraw landed, with every component's stylesheet
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        # (not an inline <script>: the built site's Content-Security-Policy refuses those; it
        # allows eval, which Panel's FlexBox needs, see docs/site.md)
        page.evaluate("(source) => (0, eval)(source)", axe_source)
    found = page.evaluate("""async () => {
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map(n => ({ target: JSON.stringify(n.target), html: n.html.slice(0, 200),
                                       summary: (n.failureSummary || '').replace(/\\s+/g, ' ') })) }));
    }""")
    # axe checks that an h1 exists; a screen has exactly one (hidden ones do not count)
    h1 = page.evaluate("""() => {
        const all = (root) => Array.from(root.querySelectorAll('*')).flatMap(e =>
          [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
        return all(document).filter(e => e.tagName === 'H1' && e.getClientRects().length).length;
    }""")
    lines = [] if h1 == 1 else [f"{screen}: {h1} level-one headings instead of one"]
    for rule in found:
        if rule["impact"] not in ("critical", "serious") and rule["id"] not in STRUCTURE:
            continue
        for node in rule["nodes"]:
            lines.append(f"{screen}: [{rule['impact']}] {rule['id']} ({rule['help']})\n"
                         f"    at {node['target']}\n    {node['html']}\n    {node['summary']}")
    return lines


def check(page: Any, axe_source: str, screen: str) -> None:
    problems = audit(page, axe_source, screen)
    assert not problems, f"{len(problems)} accessibility problem(s):\n" + "\n".join(problems)


# --- positions worked out in Python (the browser replays the same links) ---------------------
@functools.cache
def decisions(game: str, players: int, options: tuple = (), wanted: tuple[str, ...] = ()) -> dict[str, str]:
    """For each decision the player meets (a phase, or ``poignee``), the link of the first
    table where they face it, and ``over``: a finished deal. The player takes when they can
    (Garde, else Prise) so the call and the écart come up."""
    found: dict[str, str] = {}
    for seed in range(1, 80):
        table = Table(GameSpec(game, players, seed, options), delay=0)
        while not table.deal.over:
            if table.human_to_move:
                offered = game == "tarot" and table.show.poignee_offered()
                found.setdefault("poignee" if offered else table.deal.phase, table.query())
                legal = table.view.legal
                bid = next((b for b in ("garde", "prise") if Bid(b) in legal), None)
                if game == "tarot" and table.deal.phase == "bid":
                    table.press(f"bid:{bid}" if bid else "pass")
                else:
                    assert table.choose(table.robot_move(HUMAN).action)
            else:
                table.step()
        found.setdefault("over", table.query())
        if set(wanted) <= set(found):
            return found
    raise AssertionError(f"no {game} table with every decision of {wanted}")


def illegal_position() -> tuple[str, str]:
    """A Kids table at the player's turn with a card they may not play: link and card."""
    for seed in range(1, 200):
        table = Table(GameSpec("kids", 3, seed), delay=0)
        while table.robots_to_move:
            table.step()
        legal = {a.card for a in table.view.legal if isinstance(a, Play)}
        wrong = [c for c in table.view.hand if c not in legal]
        if table.human_to_move and wrong:
            return table.query(), str(wrong[0])
    raise AssertionError("no such position")


def first_steps() -> dict[str, tuple[str, int]]:
    """The first step of each kind in the lessons: lesson id and step (1-based)."""
    out: dict[str, tuple[str, int]] = {}
    for lesson in lessons.load().lessons:
        for number, step in enumerate(lesson.steps, 1):
            out.setdefault(step.kind, (lesson.id, number))
    return out


def open_table(page: Any, server: str, query: str) -> None:
    page.goto(f"{server}?{query}")
    page.locator(".tarot-felt, .verdict").first.wait_for()


def follow(page: Any, address: str) -> None:
    """The app open in ``page`` to ``address`` (``?…``: a table's link; ``#/…``: a route) as
    after Back or Forward: it follows the address in the same page, with no page load (a load
    of the app cost some 1 s of CPU)."""
    page.evaluate("""address => { history.pushState(null, "", address);
                                  dispatchEvent(new PopStateEvent("popstate")); }""", address)


def visit_table(page: Any, server: str, query: str) -> None:
    """The table of ``query``: followed (:func:`follow`) in a page that shows a table already,
    once that table is gone; else loaded."""
    if not page.url.startswith(server):
        open_table(page, server, query)
        return
    last = page.locator(".tarot-felt, .verdict").first.element_handle()
    follow(page, f"?{query}")
    page.wait_for_function("last => !last.isConnected", arg=last)
    page.locator(".tarot-felt, .verdict").first.wait_for()


def wait_for_decision(page: Any) -> None:
    page.locator(".choices .bk-btn:visible, .hand.playable").first.wait_for()


# --- the screens -------------------------------------------------------------------------------
def test_home_map_and_setup(page: Any, server: str, axe_source: str) -> None:
    page.goto(server)
    page.locator(".home-title").wait_for()
    check(page, axe_source, "home")
    page.get_by_role("button", name="Apprendre").click()
    page.locator(".path-title").wait_for()
    check(page, axe_source, "lessons' map")
    page.get_by_role("button", name="Accueil").click()
    page.get_by_role("button", name="Jouer", exact=True).click()
    page.locator(".setup-title").wait_for()
    check(page, axe_source, "setup (Kids)")
    page.get_by_role("button", name="Tarot (3 à 6 joueurs)").click()
    page.get_by_role("button", name="6", exact=True).wait_for()
    check(page, axe_source, "setup (Tarot)")
    page.get_by_role("button", name="English").click()
    page.locator(".setup-title").filter(has_text="New game").wait_for()
    check(page, axe_source, "setup in English")


def test_mistakes_to_replay_and_a_replay(page: Any, server: str, axe_source: str) -> None:
    from tests.browser.test_replay import kept_mistake, saving_mistake

    with page.add_init_script(saving_mistake()):  # for this load only: the page is kept
        page.goto(server)
    page.get_by_role("heading", name="Mes erreurs à rejouer").wait_for()
    check(page, axe_source, "home with mistakes to replay")
    page.locator(".home-retry").first.click()
    page.locator(".replay-intro").wait_for()
    check(page, axe_source, "a mistake to replay")
    _, label = kept_mistake()
    page.get_by_role("button", name=label, exact=True).click()
    page.locator(".replay-box.bad").wait_for()
    check(page, axe_source, "a mistake replayed, its verdict")


def test_a_locked_lesson_and_the_check(page: Any, server: str, axe_source: str) -> None:
    """Issue 29: a locked lesson's door, and « Je connais déjà ce jeu »: a question, its verdict
    and the result (every answer wrong: what to do first, and another try)."""
    from tests.browser.test_lessons import pick
    from ui.lessons import Learning, check_steps

    tarin = next(lesson for lesson in lessons.load().lessons if lesson.level == "tarin")
    page.goto(f"{server}#/lesson/{tarin.id}/1")
    page.locator(".door-title").wait_for()
    check(page, axe_source, "a locked lesson")
    page.get_by_role("link", name=t("check.button", "fr")).click()
    steps = check_steps(Learning().branch("tarin"))
    for number, step in enumerate(steps, 1):
        page.locator(".lesson-step", has_text=t("check.question", "fr", n=number, total=len(steps))).wait_for()
        if number == 1:
            check(page, axe_source, "the check's question")
        if step.pick != "number":  # the question's cards or buttons are drawn after its heading
            page.locator(f"button.lesson-card[data-token='{step.answer[0]}'], .lesson-option").first.wait_for()
        pick(page, step, ("1",) if step.pick == "number" else (next(o for o in step.options if o not in step.answer),))
        page.locator(".check-verdict.shown").wait_for()
        if number == 1:
            check(page, axe_source, "the check's verdict")
        page.get_by_role("button", name=t("lesson.finish" if number == len(steps) else "lesson.next", "fr")).click()
    page.locator(".check-result").wait_for()
    check(page, axe_source, "the check's result")


def test_the_header_subtitle_is_whole(page: Any, server: str) -> None:
    """Where the header has room the subtitle is shown whole; where it has not it is left out,
    never cut to « A… »."""
    def whole() -> bool:
        return tagline.evaluate("e => getComputedStyle(e).display === 'none' || "
                                "(e.scrollWidth <= e.clientWidth && getComputedStyle(e).textOverflow !== 'ellipsis')")

    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(f"{server}#/lessons")  # the header's buttons take the most room here
    tagline = page.locator(".tagline")
    tagline.wait_for()
    assert tagline.inner_text() == t("app.tagline")
    assert whole()
    for width, height in ((1366, 768), (1024, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        assert whole(), f"the subtitle is cut at {width}×{height}"


def test_the_setup_labels_are_clickable(page: Any, server: str) -> None:
    page.goto(f"{server}#/play")
    page.locator(".setup-title").wait_for()
    page.locator(".fold summary").click()  # the variants, robots and seed are folded
    bets = page.get_by_label("Les paris (diplômes)")
    assert not bets.is_checked()
    page.get_by_text("Les paris (diplômes)").click()  # the words, not the box
    assert bets.is_checked()
    target = page.get_by_label("Points pour gagner")
    field = page.locator(".opt-target")
    field.get_by_role("button", name="Un de plus").click()
    assert target.input_value() == "101"
    field.get_by_role("button", name="Un de moins").click()
    field.get_by_role("button", name="Un de moins").click()
    assert target.input_value() == "99"
    target.fill("250")
    target.press("Tab")
    page.get_by_role("button", name="Jouer !").click()
    page.locator(".tarot-felt").wait_for()
    address_has(page, "target:250", "paris:1")


#: in an order where each step is in another lesson, and has another number, than the step
#: before it: the page shows a step's lesson title and number before the step is audited, so
#: neither may still be the last step's
LESSON_STEP_KINDS = ("explain", "scripted", "legal", "practice", "count", "winner", "ecart", "bid", "score")


def test_each_kind_of_lesson_step(page: Any, server: str, axe_source: str) -> None:
    """Each kind's first step, one after the other in one page (the first one loaded, the others
    a new route followed in it); every kind is audited, its problems named after it."""
    steps = [(kind, *first_steps()[kind]) for kind in LESSON_STEP_KINDS]
    same = [(a, b) for a, b in zip(steps, steps[1:]) if a[1] == b[1] or a[2] == b[2]]
    assert same == [], f"steps in the same lesson, or with the same number, one after the other: {same}"
    problems: list[str] = []
    for kind, lesson, number in steps:
        screen = f"lesson step {kind} ({lesson} {number})"
        try:
            route = f"#/lesson/{lesson}/{number}"
            if page.url.startswith(server):
                follow(page, route)  # the address keeps the teacher's flag
            else:
                page.goto(f"{server}?teacher=1{route}")  # a teacher's link: most are locked
            page.locator(".lesson-title", has_text=lessons.load().get(lesson).title.fr).wait_for()
            page.locator(".lesson-step").filter(has_text=f"Étape {number} ").wait_for()
            if kind in ("scripted", "practice"):
                page.locator(".tarot-felt").wait_for()
        except Exception as error:
            error.add_note(f"at {screen}" + "".join(f"\nfound before: {p}" for p in problems))
            raise
        problems += audit(page, axe_source, screen)
    assert not problems, f"{len(problems)} accessibility problem(s):\n" + "\n".join(problems)


def test_a_wrong_answer_and_the_end_of_a_lesson(page: Any, server: str, axe_source: str) -> None:
    lesson, number = first_steps()["winner"]
    step = lessons.load().get(lesson).steps[number - 1]
    wrong = next(o for o in step.options if o not in step.answer)
    page.goto(f"{server}#/lesson/{lesson}/{number}")
    page.locator(f"button.lesson-card[data-token='{wrong}']").click()
    page.get_by_role("button", name=t("lesson.validate")).click()
    page.locator(".lesson-wrong").wait_for()
    check(page, axe_source, "lesson: a wrong answer")
    # the teacher's demo mode: every answer shown; « Suivant » to the end of the lesson
    page.get_by_role("button", name="Mode enseignant").click()
    page.locator(".badge.demo").wait_for()
    check(page, axe_source, "lesson in demo mode")
    count = len(lessons.load().get(lesson).steps)
    for following in range(number + 1, count + 1):
        page.get_by_role("button", name=t("lesson.next")).click()
        page.locator(".lesson-step").filter(has_text=f"Étape {following} ").wait_for()
    page.get_by_role("button", name=t("lesson.finish")).click()
    page.locator(".lesson-done").wait_for()
    check(page, axe_source, "end of a lesson")


def check_phase(page: Any, server: str, axe_source: str, links: dict[str, str], phase: str, game: str) -> None:
    """Open the table where the player faces ``phase`` (``over``: the end of the deal), audit it."""
    visit_table(page, server, links[phase])
    if phase == "over":
        page.locator(".verdict").wait_for()
    else:
        wait_for_decision(page)
    check(page, axe_source, f"{game}, {phase}")


def test_kids_bets_proviseur_call_primes_and_play(page: Any, server: str, axe_source: str) -> None:
    links = decisions("kids", 5, KIDS_VARIANTS, ("bet", "call", "announce", "play"))
    for phase in ("bet", "call", "announce", "play", "over"):
        check_phase(page, server, axe_source, links, phase, "Tarot Kids at 5")


def test_mon_premier_tarot(page: Any, server: str, axe_source: str) -> None:
    links = decisions("premier", 3, (), ("play",))
    for phase in ("play", "over"):
        check_phase(page, server, axe_source, links, phase, "Mon premier Tarot")


def test_tarot_bid_call_ecart_poignee_play_and_score(page: Any, server: str, axe_source: str) -> None:
    links = decisions("tarot", 5, (), ("bid", "call", "ecart", "poignee", "play"))
    for phase in ("bid", "call", "ecart", "poignee", "play", "over"):
        check_phase(page, server, axe_source, links, phase, "Tarot at 5")
        if phase == "poignee":
            page.get_by_role("button", name=t("poignee.pick")).click()
            page.locator(".choice-help").wait_for()
            check(page, axe_source, "Tarot at 5, choosing the poignée's trumps")


def test_taroinche_chien_bid_ecart_play_score_and_a_refused_bid(page: Any, server: str, axe_source: str) -> None:
    links = decisions("taroinche", 5, (), ("chien", "bid", "ecart", "play"))
    for phase in ("chien", "bid", "ecart", "play", "over"):
        check_phase(page, server, axe_source, links, phase, "La Taroinche")
        if phase == "bid":
            page.get_by_role("combobox", name="Atout").select_option(label="tout atout")
            page.get_by_role("combobox", name="Partenaire").select_option(label="avec Hugo")
            page.locator(".choice.refused").first.wait_for()
            page.get_by_role("button", name="Annoncer", exact=True).click()
            page.get_by_role("button", name=t("hint.why")).click()
            page.locator(".rule").wait_for()
            check(page, axe_source, "La Taroinche, a refused bid and its rule")


def test_a_hint_and_its_rule(page: Any, server: str, axe_source: str) -> None:
    link, wrong = illegal_position()
    open_table(page, server, link)
    page.locator(f".hand.playable .card-btn[data-token='{wrong}']").click()
    page.locator(".hint").wait_for()
    check(page, axe_source, "a hint")
    page.get_by_role("button", name=t("hint.why")).click()
    page.locator(".rule").wait_for()
    check(page, axe_source, "a hint and « Pourquoi ? »")


def test_teacher_mode_and_leaving_a_game(page: Any, server: str, axe_source: str) -> None:
    # at 6 players a seat sits out: its faded look must keep its badges readable
    link = decisions("tarot", 6, (), ("play",))["play"]
    open_table(page, server, link + "&t=1")
    page.locator(".open-hand").first.wait_for()
    check(page, axe_source, "teacher mode, the player's turn")
    page.get_by_role("button", name="Nouvelle partie").click()
    page.locator(".confirm-new .confirm").wait_for()
    check(page, axe_source, "« Nouvelle partie ? » asked")


@functools.cache
def tamalou_links() -> dict[str, str]:
    """Teacher-mode links (the robots wait for « Coup suivant ») where the player faces each
    Le Tamalou decision: a turn, a drawn card, a power, the snap window; and a finished round."""
    from engine.games.tamalou import Announce, Draw

    found: dict[str, str] = {}
    for seed in range(1, 60):
        table = Table(GameSpec("tamalou", 3, seed), teacher=True, delay=0)
        while not table.deal.over:
            if table.show.snapping and table.deal.to_act == HUMAN:
                found.setdefault("snap", table.query())
                table.press("pass")
            elif table.human_to_move:
                phase = table.deal.phase
                found.setdefault(phase, table.query())
                if phase == "turn":
                    done = {"turn", "drawn", "power", "snap"} <= set(found)
                    table.choose(Announce() if done or Draw() not in table.view.legal else Draw())
                else:
                    table.press("throw" if phase == "drawn" else "pass")
            else:
                table.step()
        found.setdefault("over", table.query())
        if {"turn", "drawn", "power", "snap", "over"} <= set(found):
            return found
    raise AssertionError(f"no Tamalou table with every decision (found {sorted(found)})")


def test_tamalou_turn_drawn_power_snap_and_count(page: Any, server: str, axe_source: str) -> None:
    links = tamalou_links()
    for phase in ("turn", "drawn", "power", "snap", "over"):
        check_phase(page, server, axe_source, links, phase, "Le Tamalou at 3")
