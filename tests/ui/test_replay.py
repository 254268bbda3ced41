"""« Rejoue tes erreurs » (issue 40), in plain pytest: the review offers a replay for costly
mistakes only; a replay opens that very position, robots still; a new choice is judged by the
figures the review computed; the mistakes are kept in the saved progress (bounded, a damaged
entry dropped and said, never fatal), and one reopens after a reload and in the other language."""

from __future__ import annotations

import html
import json
import math

import pytest

from engine import Play
from ui.app_model import App
from ui.coach import REPLAY_COST, SMALL, Coach, CoachView
from ui.i18n import t
from ui.lesson_views import HomeView, ReplayView
from ui.progress import MAX_QUERY, MAX_RETRIES, Figure, Progress, Retry, parse, read_file
from ui.replay import ReplayRun, signed
from ui.table import Table
from ui.urlstate import GameSpec, Link, encode
from tests.ui.play import play_first_choices

#: Tarot Kids at 3, seed 1, the player always playing their first legal card: the review (20
#: imagined deals a decision) finds mistakes both above and under the replay's threshold
SEED, WORLDS = 1, 20


def played_badly(seed: int = SEED) -> Table:
    table = Table(GameSpec("kids", 3, seed), delay=0)
    play_first_choices(table)
    return table


@pytest.fixture(scope="module")
def reviewed() -> tuple[Table, Coach, list]:
    table = played_badly()
    coach = Coach(table, worlds=WORLDS)
    return table, coach, coach.review()


def fresh() -> App:
    app = App(delay=0)
    app.learning.load(None)
    return app


def costly(mistakes: list):
    return next(m for m in mistakes if m.retry is not None)


def words(view: object) -> str:
    """Every markup pane's text and every button's label in a view, unescaped."""
    found, stack = [], [view.__panel__()]
    while stack:
        item = stack.pop()
        for name in ("object", "label"):
            if isinstance(getattr(item, name, None), str):
                found.append(getattr(item, name))
        stack.extend(getattr(item, "objects", []))
    return html.unescape(" ".join(found))


# --- the review offers it ------------------------------------------------------------------------
def test_the_review_offers_a_replay_for_costly_mistakes_outside_the_margin_only(reviewed):
    table, coach, mistakes = reviewed
    offered = [m for m in mistakes if m.retry is not None]
    assert offered and len(offered) < len(mistakes), "the seed must give both kinds"
    for mistake in mistakes:
        best = max(f.points for f in mistake.figures)
        mine = next(f for f in mistake.figures if f.action == str(mistake.played))
        worth = best - mine.points >= REPLAY_COST and not mine.good
        assert (mistake.retry is not None) == worth
        # the margin: the best is good, and a choice within SMALL of it too
        assert all(f.good for f in mistake.figures if best - f.points < SMALL)
    view = CoachView(coach=coach, on_replay=lambda retry: None)
    replays = [w for part in view._review_parts() for w in getattr(part, "objects", [])
               if "review-replay" in getattr(w, "css_classes", [])]
    assert len(replays) == len(offered) and all(w.label == t("review.replay", "fr") for w in replays)
    # without a place to replay in (a lesson's deal), no button
    assert not any("review-replay" in getattr(w, "css_classes", [])
                   for part in CoachView(coach=coach)._review_parts() for w in getattr(part, "objects", []))


# --- the position ---------------------------------------------------------------------------------
def test_the_replay_opens_that_very_position_and_the_robots_wait(reviewed):
    table, coach, mistakes = reviewed
    mistake = costly(mistakes)
    app = fresh()
    assert app.replay_mistake(mistake.retry)
    run = app.replay
    assert app.screen == "replay" and run is not None
    replayed = run.table
    assert replayed.view == mistake.view  # the same cards, the same moves before, the player to act
    assert replayed.log[-1] == table.log[-1][:mistake.ply] and replayed.human_to_move
    assert not replayed.robots_to_move and not replayed.can_step and not replayed.advice
    # opening it searched nothing: the stored figures are the review's
    assert run.retry.figures == mistake.figures
    assert app.learning.progress.retries == (mistake.retry,)


def test_a_choice_within_the_margin_is_a_success_and_leaves_the_list(reviewed):
    _, _, mistakes = reviewed
    retry = costly(mistakes).retry
    app = fresh()
    app.replay_mistake(retry)
    run = app.replay
    assert run.verdict() == "" and run.figures() == []  # nothing given away before the choice
    assert run.choose(retry.best.action) and run.good
    assert run.verdict().startswith("Bravo")
    lines = run.figures()
    assert len(lines) == len(retry.figures)
    for line, figure in zip(lines, retry.figures):
        assert signed(figure.points, "fr") in line
        assert (t("replay.mark.good", "fr") in line) == figure.good
    assert app.learning.progress.retries == ()  # done right: off the list
    assert len(run.table.log[-1]) == costly(mistakes).ply and run.table.human_to_move  # not played on


def test_a_choice_outside_the_margin_says_what_it_costs_from_the_stored_figures(reviewed):
    _, _, mistakes = reviewed
    retry = costly(mistakes).retry
    app = fresh()
    app.replay_mistake(retry)
    run = app.replay
    assert run.choose(retry.played) and not run.good
    lost = retry.best.points - retry.figure(retry.played).points
    n = math.floor(lost + 0.5)
    assert n >= REPLAY_COST
    assert f"{n} points de moins que {run.words(retry.best.action)}" in run.verdict()
    assert app.learning.progress.retries == (retry,)  # still to do
    run.again()
    assert run.verdict() == "" and run.table.human_to_move


def test_a_choice_the_review_did_not_weigh_is_not_judged(reviewed):
    _, _, mistakes = reviewed
    retry = costly(mistakes).retry
    run = ReplayRun(retry)
    legal = [str(a) for a in run.table.view.legal]
    # the same position, with only two of its choices weighed
    weighed = (Figure(retry.best.action, retry.best.points, True), retry.figure(retry.played))
    narrow = Retry(retry.game, retry.query, retry.phase, retry.trick, retry.played, weighed)
    other = next(a for a in legal if narrow.figure(a) is None)
    run = ReplayRun(narrow)
    assert not run.choose(other) and run.chosen == "" and run.unweighed == other
    said = run.verdict()
    assert said.startswith("Le robot fort n'a pas calculé") and run.words(retry.best.action) in said
    assert run.choose(retry.best.action) and run.good and run.unweighed == ""


def test_a_refused_choice_gets_the_table_hint_not_a_verdict(reviewed):
    table, coach, _ = reviewed
    # a decision where a card of the hand may not be played (made up figures: not judged here)
    ply, view = next((ply, view) for ply, view, _ in coach.decisions()
                     if any(Play(c) not in view.legal for c in view.hand))
    query = encode(Link(table.spec, (tuple(table.log[-1][:ply]),)))
    legal = [str(a) for a in view.legal]
    run = ReplayRun(Retry("kids", query, "play", 1, legal[0], (Figure(legal[0], 1.0, True), Figure(legal[1], 0.0, True))))
    refused = next(str(c) for c in view.hand if Play(c) not in view.legal)
    assert not run.choose(refused)
    assert run.table.hint is not None and run.chosen == "" and run.unweighed == "" and run.verdict() == ""


# --- kept in the progress --------------------------------------------------------------------------
def retry_of(n: int) -> Retry:
    return Retry("kids", f"g=kids&n=3&s={n}&m=", "play", 1, "T9", (Figure("E2P", 30.0, True), Figure("T9", 20.5, False)),
                 (("T10", "T9"),))


def test_a_retry_round_trips_through_the_saved_json():
    progress = Progress().keep_retry(retry_of(1)).keep_retry(retry_of(2))
    loaded = parse(progress.to_json())
    assert loaded.notice is None and loaded.progress.retries == progress.retries
    assert loaded.progress == progress
    assert Progress().to_data().get("retries") is None  # a record without one reads as before


def test_the_retries_are_bounded_the_oldest_dropped_and_kept_once():
    progress = Progress()
    for n in range(MAX_RETRIES + 5):
        progress = progress.keep_retry(retry_of(n))
    assert len(progress.retries) == MAX_RETRIES
    assert progress.retries[0] == retry_of(5) and progress.retries[-1] == retry_of(MAX_RETRIES + 4)
    again = progress.keep_retry(retry_of(10))  # the same decision: moved last, not twice
    assert len(again.retries) == MAX_RETRIES and again.retries[-1] == retry_of(10)
    too_long = Retry("kids", "g=kids&n=3&s=1&m=" + "E2P." * MAX_QUERY, "play", 1, "T9", retry_of(1).figures)
    assert progress.keep_retry(too_long) == progress
    merged = Progress(retries=(retry_of(1),)).merge(Progress(retries=(retry_of(2), retry_of(1))))
    assert merged.retries == (retry_of(1), retry_of(2))


@pytest.mark.parametrize("damage", [
    "not a record",
    {"figures": None},
    {"query": "g=tarot&n=3&s=1&m="},                       # another game's link
    {"query": "x" * (MAX_QUERY + 1)},
    {"phase": "<script>"},
    {"trick": -1},
    {"trick": True},
    {"played": "T" * 41},
    {"played": "KC"},                                      # not among its figures
    {"figures": [["E2P", 30.0, True]]},                    # nothing to compare
    {"figures": [["E2P", "30", True], ["T9", 20.5, False]]},
    {"figures": [["E2P", float("nan"), True], ["T9", 20.5, False]]},
    {"figures": [["E2P", 1e300, True], ["T9", 20.5, False]]},
    {"figures": [["E2P", 30.0, "yes"], ["T9", 20.5, False]]},
    {"figures": [["E2P", 30.0, True]] * 31},
    {"twins": [["T10"]]},
])
def test_a_damaged_retry_is_dropped_and_said_never_fatal(damage):
    good, bad = retry_of(1).to_data(), retry_of(2).to_data()
    bad = damage if not isinstance(damage, dict) else {**bad, **damage}
    text = json.dumps({"version": 1, "lessons": {}, "current": None, "generation": 0, "retries": [good, bad]})
    loaded = parse(text)
    assert loaded.notice == "progress.repaired" and loaded.lossy
    assert loaded.progress.retries == (retry_of(1),)
    assert read_file(text, {"kids-cards"}).why == "progress.why.retries"  # an import refuses it whole


def test_retries_that_are_not_a_list_are_repaired():
    loaded = parse(json.dumps({"version": 1, "lessons": {}, "retries": {"a": 1}}))
    assert loaded.notice == "progress.repaired" and loaded.progress.retries == ()
    assert "retries" not in loaded.progress.extra


def test_more_than_the_bound_in_a_record_keeps_the_latest():
    text = json.dumps({"version": 1, "lessons": {}, "retries": [retry_of(n).to_data() for n in range(30)]})
    assert parse(text).progress.retries == tuple(retry_of(n) for n in range(10, 30))


# --- after a reload, in the other language ----------------------------------------------------------
def test_a_kept_mistake_reopens_after_a_reload_and_a_language_switch(reviewed):
    _, _, mistakes = reviewed
    mistake = costly(mistakes)
    app = fresh()
    app.replay_mistake(mistake.retry)
    saved = app.learning.saved
    assert json.loads(saved)["retries"][0]["query"] == mistake.retry.query
    # a new page reads the saved JSON
    again = App(delay=0)
    again.learning.load(saved)
    home = HomeView(app=again)
    said = words(home)
    assert t("home.retries", "fr") in said and "Tarot Kids · Pli " in said
    assert again.open_retry(0) and again.screen == "replay"
    run = again.replay
    assert run.table.view == mistake.view
    view = ReplayView(app=again, run=run)
    assert run.intro() in words(view)
    run.choose(mistake.retry.played)
    french = (run.intro(), run.verdict(), run.figures())
    again.lang = "en"
    assert run.lang == "en" and run.table.lang == "en"
    english = (run.intro(), run.verdict(), run.figures())
    assert english[0].startswith("The first time, you chose") and "less on average than" in english[1]
    assert all(a != b for a, b in zip(french[2], english[2])) and "on average" in t("replay.figures", "en")
    shown = words(view)
    assert english[1] in shown and t("replay.again", "en") in shown and french[1] not in shown
    assert t("home.retries", "en") in words(home)
    again.leave_replay()
    assert again.screen == "home"  # it came from the home page


def test_the_saved_progress_read_again_keeps_the_retry_buttons_a_child_may_be_tapping(reviewed):
    """On the site Python gets the saved progress at its start, then again from the page just after
    the app is live: the same list keeps its buttons (new ones put in their place took no tap)."""
    app = fresh()
    app.replay_mistake(costly(reviewed[2]).retry)
    again = App(delay=0)
    again.learning.load(app.learning.saved)
    home = HomeView(app=again)
    shown = list(home.retries.objects[-1].objects)
    again.learning.load(app.learning.saved)  # the page's copy, read once the app is live
    assert home.retries.objects[-1].objects == shown and all(a is b for a, b in zip(home.retries.objects[-1].objects, shown))
    again.lang = "en"  # what a button says changed: drawn again
    assert t("home.retries", "en") in words(home) and home.retries.objects[-1].objects[0] is not shown[0]


def test_a_kept_mistake_that_no_longer_opens_is_dropped_and_said():
    app = fresh()
    broken = Retry("kids", "g=kids&n=3&s=1&m=T9", "play", 1, "T9", retry_of(1).figures)
    app.learning.keep_retry(broken)
    assert not app.open_retry(0)
    assert app.screen == "home" and app.learning.progress.retries == () and app.broken is not None
    assert t("replay.broken", "fr", detail=app.broken.text("fr")) in words(HomeView(app=app))


def test_replaying_from_the_review_goes_back_to_the_table(reviewed):
    table, _, mistakes = reviewed
    app = fresh()
    app.table = table
    app.replay_mistake(costly(mistakes).retry)
    app.leave_replay()
    assert app.screen == "table" and app.table is table


# --- made ahead, so that a tap opens at once (issue 40: ≤ 1 s on the static site) ------------------
def test_the_latest_kept_mistake_is_made_ahead_and_that_very_run_opens():
    app = fresh()
    app.learning.keep_retry(retry_of(1))
    app.learning.keep_retry(retry_of(3))
    run = app.prepare_replay()
    assert run is not None and run.retry == retry_of(3) and app.prepare_replay() is run  # the latest, kept
    app.lang = "en"
    assert app.prepare_replay() is run and run.lang == "en" and run.table.lang == "en"
    assert app.open_retry(0) and app.replay is not run and app.replay.retry == retry_of(1)  # another one
    app.leave_replay()
    assert app.open_retry(1) and app.replay is run and not run.chosen
    app.leave_replay()
    assert app.prepare_replay() is not run  # played once: the next replay is made afresh
    app.learning.drop_retry(retry_of(3))
    assert app.prepare_replay().retry == retry_of(1)
    app.learning.drop_retry(retry_of(1))
    assert app.prepare_replay() is None


def test_the_home_page_makes_the_replay_screen_ahead_and_the_tap_shows_its_models():
    from bokeh.document import Document

    from ui.app_view import AppView

    app = fresh()
    view = AppView(app=app)
    doc = Document()
    root = view.__panel__().get_root(doc)  # the page's models, as the browser gets them
    doc.add_root(root)
    app.learning.keep_retry(retry_of(1))  # the saved progress arrives: the replay is made ahead
    ready, ref = view._ready, root.ref["id"]
    assert ready is not None and ready[0].run.retry == retry_of(1)
    made = ready[1]._models[ref][0]  # its models, made before any tap
    (body,) = [model for model, _ in view._body._models.values()]
    assert made not in body.children
    assert app.open_retry(0) and app.screen == "replay" and app.replay is ready[0].run
    assert body.children == [made] and made.document is root.document  # those very models, shown
    app.leave_replay()
    assert view._ready is not None and view._ready[0].run is not ready[0].run  # the next one, made anew
    app.learning.drop_retry(retry_of(1))
    assert app.screen == "home" and view._ready is None  # none left: let go


def test_the_saved_progress_the_site_reads_at_start_makes_the_replay_before_the_store_sends_it():
    import panel as pn

    from ui.app_view import SAVED, AppView

    saved = Progress().keep_retry(retry_of(3)).keep_retry(retry_of(1)).to_json()
    app = fresh()
    pn.state.cache[SAVED] = saved  # what sitebuild's prelude leaves there
    view = AppView(app=app)
    assert SAVED not in pn.state.cache and app.learning.progress.retries == ()
    ready = view._ready
    assert ready is not None and ready[0].run.retry == retry_of(1)  # the latest, before the store speaks
    app.learning.load(saved)  # the page's store sends the progress
    assert view._ready is ready and view._saved is None
    assert app.open_retry(1) and app.replay is ready[0].run
    app.leave_replay()
    app.learning.drop_retry(retry_of(1))
    app.learning.drop_retry(retry_of(3))  # none left: what the page read at start counts no more
    assert view._ready is None
