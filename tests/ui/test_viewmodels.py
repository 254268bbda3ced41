"""View-model tests: the app's logic without a browser."""

from __future__ import annotations

import asyncio
import doctest
import re
import types

import pytest

from engine import Bid, Call, Card, Declare, Pass, Play
from ui import app_model, assets, i18n, score_chart, table, urlstate, viewmodels, widgets
from ui.app_model import App
from ui.i18n import t
from ui.urlstate import GameSpec, Link, LinkError, decode, encode
from ui.games.presenter import HUMAN
from ui.table import Table
from ui.viewmodels import Setup

from tests.ui.play import advance


def play_robots(table: Table) -> None:
    """Run the robots' loop without waiting."""
    table.delay = 0
    asyncio.run(table.run_robots())


def legal_cards(table: Table) -> list:
    return [a.card for a in table.view.legal if isinstance(a, Play)]


def human_turn_with_illegal_card(seed_from: int = 1) -> Table:
    """A Kids table where the player must follow suit and holds a card that does not."""
    for seed in range(seed_from, seed_from + 200):
        table = Table(GameSpec("kids", 3, seed), delay=0)
        play_robots(table)
        if table.human_to_move and len(legal_cards(table)) < len(table.view.hand):
            return table
    raise AssertionError("no such deal")


def finish_deal(table: Table) -> None:
    """Play the deal to its end: the player takes their first legal action each time."""
    while not table.deal.over:
        if table.human_to_move:
            assert table.choose(table.view.legal[0])
        play_robots(table)


@pytest.mark.parametrize("module", [i18n, urlstate, viewmodels, app_model, table, assets, score_chart, widgets])
def test_doctests(module: types.ModuleType) -> None:
    assert doctest.testmod(module).failed == 0


# --- catalogues --------------------------------------------------------------------------------
def test_catalogues_have_the_same_keys_and_placeholders() -> None:
    assert i18n.FR.keys() == i18n.EN.keys()
    for key in i18n.FR:
        fields = [set(re.findall(r"{(\w+)", text)) for text in (i18n.FR[key], i18n.EN[key])]
        assert fields[0] == fields[1], key


def test_counts_take_the_singular_or_the_plural() -> None:
    assert [t("end.tricks", "fr", n=n) for n in (0, 1, 2)] == ["0 pli", "1 pli", "2 plis"]
    assert [t("end.tricks", "en", n=n) for n in (0, 1, 2)] == ["0 tricks", "1 trick", "2 tricks"]
    assert t("end.points", "fr", n="1,5") == "1,5 point" and t("end.points", "en", n="1.5") == "1.5 points"
    assert t("turn.you_ecart", "fr", n=1).startswith("Mets 1 carte à")
    assert t("turn.you_ecart", "en", n=6).startswith("Put 6 cards in")
    assert t("poignee.picked", "fr", n=0) == "Choisis d'abord tes atouts"
    assert i18n.say("log.ecart", "en", you=False, name="Léa", n=1, total=3) == \
        "Léa is making the écart: 1 card of 3 laid from their hand."


def test_no_text_hedges_its_plural_and_every_variant_has_its_text() -> None:
    for catalogue in i18n.CATALOGUES.values():
        for key, text in catalogue.items():
            assert "(s)" not in text and "(x)" not in text, key
            base, _, form = key.rpartition(".")
            if form in ("one", "zero"):
                assert "{n}" in catalogue[base], key


#: texts counting a thing in the plural whose count is never 1, and why
NEVER_ONE = {"log.ecart_done": "an écart is 2 cards or more", "home.players.same": "2 players or more",
             "tarin.auction_bid": "Le Tarin's lowest bid is over 1", "tarin.made": "a made bid is over 1",
             "tx.points": "La Taroinche's values are 80 or more", "chien.waiting": "a chien is 2 cards or more",
             "poignee.show": "a poignée is 8 trumps or more", "path.branch_count": "« sur {n} », no noun after it",
             "tam.end_turns": "TURNS_EACH turns, a constant over 1"}


def test_a_count_of_one_takes_the_singular() -> None:
    """A text counting « {n} points » (cards, turns…) has its singular, unless its count is
    never 1 (:data:`NEVER_ONE`): a Tarot Kids game to 1 point once said « Goal: 1 points. »."""
    missing = [f"{lang} {key}" for lang, catalogue in i18n.CATALOGUES.items() for key, text in catalogue.items()
               if re.search(r"\{n\} \w+s\b", text) and not key.endswith((".one", ".zero"))
               and f"{key}.one" not in catalogue and key.removesuffix(".you") not in NEVER_ONE]
    assert missing == []
    assert t("end.target", "en", n=1) == "Goal: 1 point." and t("end.target", "fr", n=1) == "Objectif : 1 point."


def test_english_texts_use_english_spacing() -> None:
    for key, text in i18n.EN.items():
        assert not re.search(r"\w\s[:;!?]", text) and "«" not in text, f"{key}: {text}"


def test_unknown_language_falls_back_to_french() -> None:
    assert t("seat.you", "de") == "Toi"


# --- setup -------------------------------------------------------------------------------------
def test_setup_follows_the_game() -> None:
    setup = Setup()
    setup.players = 5
    setup.game = "premier"
    assert setup.players == 5 and set(setup.options) == {"target"}
    assert len(setup.levels) == 4
    setup.players = 3
    assert setup.levels == ["medium", "medium"]
    setup.game = "kids"
    assert setup.options["paris"] is False


def test_setup_refuses_a_bad_seed_and_options_that_do_not_fit() -> None:
    setup = Setup(seed="abc")
    assert setup.spec("en") is None and "seed" in setup.problem
    setup.seed = "12"
    setup.set_option("primes", True)  # primes need 4 or 5 players
    assert setup.spec("fr") is None and setup.problem.startswith("Ces réglages")
    setup.players = 4
    setup.set_level(2, "easy")
    spec = setup.spec("fr")
    assert spec == GameSpec("kids", 4, 12, (("primes", True),), ("medium", "easy", "medium"))
    assert setup.problem == ""


def test_an_empty_seed_picks_one() -> None:
    spec = Setup().spec()
    assert spec is not None and spec.seed > 0


# --- playing -----------------------------------------------------------------------------------
def test_an_illegal_card_gives_a_hint_and_is_not_played() -> None:
    table = human_turn_with_illegal_card()
    hand = [f.token for f in table.show.hand()]
    legal = legal_cards(table)
    wrong = next(c for c in table.view.hand if c not in legal)
    assert table.click(str(wrong)) is False
    assert [f.token for f in table.show.hand()] == hand
    assert table.hint is not None and table.hint.rule == "follow-suit"
    assert table.hint_text().startswith("Tu as encore")
    faces = table.show.hand()
    assert {f.token for f in faces if f.lit} == {str(c) for c in legal}
    assert all(f.dim for f in faces if not f.lit)
    table.lang = "en"
    assert table.hint_text().startswith("You still have")
    assert table.click(str(legal[0])) is True
    assert table.hint is None and str(legal[0]) not in [f.token for f in table.show.hand()]


def test_clicking_out_of_turn_or_a_bad_token_changes_nothing() -> None:
    table = Table(GameSpec("kids", 3, 1), delay=0)
    while table.human_to_move:
        table.choose(table.view.legal[0])
    before = list(table.log[-1])
    assert table.click(str(table.view.hand[0])) is False
    assert table.hint is not None and table.hint.rule == "not-your-turn"
    assert table.click("ZZ") is False and table.choose("bid:") is False
    assert table.log[-1] == before


def test_robots_play_until_it_is_the_players_turn() -> None:
    table = Table(GameSpec("kids", 4, 3), delay=0)
    play_robots(table)
    assert table.human_to_move
    assert "À toi" in table.show.status()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_mon_premier_tarot_says_who_took_how_many_tricks(lang: str) -> None:
    """« Le plus de plis gagne 1 point » alone left the learner to count the piles."""
    table = Table(GameSpec("premier", 4, 2), delay=0)
    table.lang = lang
    finish_deal(table)
    tricks = table.deal.tricks_won
    line = next(line for line in table.show.verdict() if line.startswith(("Plis :", "Tricks:")))
    said = dict(re.findall(r"(\w+) (\d+)[,.]", line.split(":", 1)[1]))
    names = [t("seat.you_last", lang)] + [table.seat_name(s) for s in range(1, 4)]
    assert {name: int(n) for name, n in said.items()} == dict(zip(names, tricks))
    assert [int(n) for n in said.values()] == sorted(tricks, reverse=True)


def test_the_score_sheet_writes_a_true_minus_sign() -> None:
    """As the score's working does (« −268 »), not a hyphen."""
    from ui.views import sheet_html

    table = Table(GameSpec("tarot", 4, 3), delay=0)
    finish_deal(table)
    html = sheet_html(table)
    losers = [v for v in table.match.totals if v < 0]
    assert losers and all(f"<td>−{-v}</td>" in html for v in losers)
    assert "<td>-" not in html


def test_a_whole_kids_deal_and_its_scores() -> None:
    table = Table(GameSpec("kids", 3, 8), delay=0)
    finish_deal(table)
    piles = table.show.piles()
    result = table.deal.result()
    assert [p.score for p in piles] == list(result.scores)
    assert sum(len(p.cards) for p in piles) + len(result.unscored) == 36
    assert table.show.verdict()[-1].endswith("la donne !")
    assert table.sheet()[-1] == ("Total", table.match.totals)
    series = table.series()
    assert series["x"] == [0, 1] and [series[f"s{s}"][-1] for s in range(3)] == list(table.match.totals)
    assert table.can_continue
    table.next_deal()
    assert not table.deal.over and len(table.log) == 2


def test_a_premier_game_to_the_end() -> None:
    table = Table(GameSpec("premier", 3, 5, (("target", 1),)), delay=0)
    finish_deal(table)
    assert table.show.by_tricks and "plis" in table.show.verdict()[0]
    assert table.match.over and not table.can_continue
    assert "gagne" in table.champions() or "gagnent" in table.champions()


def test_premier_robots_sit_counter_clockwise() -> None:
    assert Table(GameSpec("premier", 4, 1)).around() == [3, 2, 1]
    assert Table(GameSpec("kids", 4, 1)).around() == [1, 2, 3]


def test_trick_shows_who_played_and_the_last_winner() -> None:
    table = Table(GameSpec("kids", 3, 2), delay=0)
    play_robots(table)
    trick = table.show.trick()
    assert [f.caption for f in trick.plays] == [table.seat_name(s) for s, _ in table.view.trick]
    while len(table.deal.tricks) == 0:
        if table.human_to_move:
            table.choose(table.view.legal[0])
        else:
            table.step()
    last = table.deal.tricks[-1]
    if not table.view.trick:
        shown = table.show.trick()
        assert [f.token for f in shown.plays] == [str(c) for c in last.cards]
        assert any(f.winner for f in shown.plays) == (last.winner is not None)


# --- Kids variants -----------------------------------------------------------------------------
def test_bets_call_and_primes_offer_buttons() -> None:
    spec = GameSpec("kids", 5, 11, (("paris", True), ("proviseur", True), ("primes", True)))
    table = Table(spec, delay=0)
    seen: set[str] = set()
    while table.deal.phase != "play" and not table.deal.over:
        if table.human_to_move:
            choices = table.show.choices()
            assert choices and len({c.label for c in choices}) == len(choices)
            seen.add(table.deal.phase)
            first = choices[0]
            table.choose(first.action)
        else:
            table.step()
    assert table.show.choices() == []
    lines = table.show.announcements()
    assert lines and all(line.endswith((".", "!")) for line in lines)
    assert "bet" in seen


def test_choice_labels() -> None:
    table = Table(GameSpec("kids", 5, 11, (("paris", True),)))
    assert table.show.label(Bid("bac")) == "Le Bac (20 points)"
    assert table.show.label(Call(None)) == "Jouer sans appeler"
    assert table.show.describe(1, Declare("trop_cool")) == "Léa annonce « Trop cool »."
    assert table.show.describe(2, Pass(), betting=True) == "Hugo passe."
    table.lang = "en"
    assert table.show.describe(2, Pass()) == "Hugo has nothing (more) to announce."


def test_a_redeal_when_nobody_bets() -> None:
    table = Table(GameSpec("kids", 3, 4, (("paris", True),)), delay=0)
    while not table.deal.over:
        if table.human_to_move:
            table.choose("pass")
        else:
            table.apply(Pass())
    assert table.show.verdict() == [t("end.redeal")]
    assert table.sheet()[0][0].endswith("(redonne)")


# --- teacher mode ------------------------------------------------------------------------------
def test_teacher_mode_waits_and_steps_one_card() -> None:
    table = Table(GameSpec("kids", 3, 1), teacher=True, delay=0)
    if table.human_to_move:
        table.choose(table.view.legal[0])
    before = len(table.log[-1])
    asyncio.run(table.run_robots())
    assert len(table.log[-1]) == before  # the robots wait
    if table.robots_to_move:
        assert "Coup suivant" in table.show.status()
        table.step()
        assert len(table.log[-1]) == before + 1
        assert table.robot_line().startswith(table.seat_name(table.deal.history[-1][0]))


def test_open_hands_only_in_teacher_mode() -> None:
    table = Table(GameSpec("kids", 4, 1))
    assert all(not s.cards for s in table.show.seats())
    table.teacher = True
    seats = table.show.seats()
    assert not seats[HUMAN].cards
    assert all(len(s.cards) == s.count for s in seats[1:])
    table.open_hands = False
    assert all(not s.cards for s in table.show.seats())


def test_undo_redo_and_replay() -> None:
    table = Table(GameSpec("kids", 3, 6), teacher=True)
    start = table.deal.text()
    for _ in range(4):
        advance(table)
    after = (table.deal.text(), list(table.log[-1]))
    table.undo()
    assert len(table.log[-1]) == 3 and table.can_redo
    table.redo()
    assert (table.deal.text(), list(table.log[-1])) == after
    table.replay()
    assert table.deal.text() == start and table.log[-1] == [] and not table.can_undo
    for _ in range(4):
        table.redo()
    assert (table.deal.text(), list(table.log[-1])) == after


def test_undo_stops_at_the_start_of_the_deal_and_reopens_a_finished_one() -> None:
    table = Table(GameSpec("kids", 2, 9), teacher=True)
    table.undo()
    assert table.log == [[]]
    while not table.deal.over:
        advance(table)
    assert len(table.match.results) == 1
    table.undo()
    assert not table.deal.over and table.match.results == []


def test_a_new_move_forgets_the_redo_stack() -> None:
    table = Table(GameSpec("kids", 3, 6), teacher=True)
    while not table.human_to_move:
        table.step()
    advance(table)
    table.undo()
    assert table.can_redo
    other = legal_cards(table)[-1]
    table.choose(Play(other))
    assert not table.can_redo


def test_next_card_never_decides_for_the_player() -> None:
    table = Table(GameSpec("kids", 3, 6), teacher=True, delay=0)
    while table.robots_to_move:
        assert table.can_step
        table.step()
    assert table.human_to_move and not table.can_step
    before = (table.deal.text(), list(table.log[-1]))
    assert table.step() is False
    assert (table.deal.text(), list(table.log[-1])) == before  # the player's decision waits
    advance(table)
    assert table.can_step == table.robots_to_move


def test_next_card_redoes_a_robot_move_but_not_the_players() -> None:
    table = Table(GameSpec("kids", 3, 6), teacher=True, delay=0)
    while not table.human_to_move:
        table.step()
    advance(table)  # the player's card
    played = list(table.log[-1])
    table.undo()
    assert table.human_to_move and table.can_redo and not table.can_step
    table.redo()
    assert table.log[-1] == played
    if table.robots_to_move:
        robot = table.robot_move(table.deal.to_act).action
        table.step()
        assert table.log[-1] == [*played, robot]


def test_new_game_asks_only_when_a_game_is_under_way() -> None:
    app = App(delay=0)
    app.setup.seed = "6"
    assert app.start()
    table = app.table
    assert not table.under_way  # nothing played yet: straight to the setup
    app.ask_new_game()
    assert app.screen == "setup" and not app.confirm_new
    assert app.start()
    table = app.table
    advance(table)
    assert table.under_way
    app.ask_new_game()
    assert app.screen == "table" and app.confirm_new  # the question, the game still there
    app.cancel_new_game()
    assert app.screen == "table" and not app.confirm_new and app.table is table
    app.ask_new_game()
    app.to_setup()  # « Oui, nouvelle partie »
    assert app.screen == "setup" and not app.confirm_new


def test_a_finished_game_is_left_without_a_question() -> None:
    app = App(delay=0)
    app.setup.game, app.setup.seed = "premier", "3"
    app.setup.set_option("target", 1)
    assert app.start()
    while not app.table.match.over:
        if app.table.deal.over:
            app.table.next_deal()
        advance(app.table)
    assert not app.table.under_way
    app.ask_new_game()
    assert app.screen == "setup" and not app.confirm_new


def test_one_history_entry_per_screen_and_lesson_step_not_per_move() -> None:
    app = App(delay=0)
    places = [app.place()]
    app.to_lessons()
    places.append(app.place())
    app.open_lesson("kids-cards")
    places.append(app.place())
    app.learning.run.next()  # an explain step: « Suivant » at once
    places.append(app.place())
    assert len(set(places)) == 4  # four entries: Back goes back one of them at a time
    app.setup.seed = "6"
    app.start()
    at_table = app.place()
    advance(app.table)
    app.lang = "en"
    assert app.place() == at_table  # a move or the language rewrite the same entry
    app.start()
    assert app.place() != at_table  # a new game is a new entry


def test_the_shared_link_replays_the_position_in_teacher_mode() -> None:
    table = Table(GameSpec("kids", 3, 6), teacher=True, delay=0)
    for _ in range(5):
        advance(table)
    query = table.query()
    assert "t=1" in query.split("&")
    again = Table.from_link(decode(query), delay=0)
    assert again.teacher and again.deal.text() == table.deal.text()


# --- links -------------------------------------------------------------------------------------
def test_a_link_reproduces_the_table_across_deals() -> None:
    table = Table(GameSpec("kids", 3, 21, (("target", 500),), ("easy", "medium")), delay=0, lang="en")
    finish_deal(table)
    table.next_deal()
    play_robots(table)
    table.choose(table.view.legal[0])
    copy = Table.from_link(decode(table.query()))
    assert copy.lang == "en"
    assert copy.deal.text() == table.deal.text()
    assert copy.deal.history == table.deal.history
    assert copy.match.totals == table.match.totals
    assert copy.query() == table.query()


def test_robots_continue_the_same_way_after_a_link() -> None:
    table = Table(GameSpec("kids", 4, 30), delay=0)
    copy = Table.from_link(decode(table.query()), delay=0)
    for each in (table, copy):
        play_robots(each)
        if each.human_to_move:
            each.choose(each.view.legal[-1])
        play_robots(each)
    assert table.deal.history == copy.deal.history


def test_link_round_trip_with_every_kind_of_action() -> None:
    moves = ((Bid("bac"), Pass(), Call(None), Declare("trop_cool", (Card.of("T2"), Card.of("EX"))),
              Play(Card.of("PvB"))),)
    link = Link(GameSpec("kids", 5, 1, (("paris", True),)), moves, "fr", True)
    assert decode(encode(link)) == link
    assert "declare:trop_cool" in encode(link) and " " not in encode(link)


@pytest.mark.parametrize("query, words", [
    ("", "which game"),
    ("g=chess&n=3&s=1", "unknown game"),
    ("g=kids&n=three&s=1", "number of players"),
    ("g=kids&n=9&s=1", "players"),
    ("g=kids&n=3&s=-4", "seed"),
    ("g=kids&n=3&s=1&o=colour:1", "unknown option 'colour'"),
    ("g=kids&n=3&s=1&o=paris:yes", "must be 0 or 1"),
    ("g=kids&n=3&s=1&o=target:5", "from 10 to 1000"),
    ("g=kids&n=3&s=1&b=genius,easy", "robot level"),
    ("g=kids&n=3&s=1&l=de", "language"),
    ("g=kids&n=3&s=1&t=yes", "teacher"),
    ("g=kids&n=3&s=1&m=KH", "not a card of the Tarot Kids deck"),
    ("g=kids&n=3&s=1&m=%%%", "not a card"),
])
def test_bad_links_say_what_is_wrong(query: str, words: str) -> None:
    with pytest.raises(LinkError, match=re.escape(words)):
        decode(query)


def test_bad_moves_in_a_link_are_refused() -> None:
    table = Table(GameSpec("kids", 3, 1))
    wrong = next(c for c in table.deal.hands[(table.deal.to_act + 1) % 3])  # another seat's card
    with pytest.raises(LinkError, match="move 1 of deal 1"):
        Table.from_link(decode(f"g=kids&n=3&s=1&m={wrong}"))
    with pytest.raises(LinkError, match="before deal 0 is finished"):
        Table.from_link(decode("g=kids&n=3&s=1&m=~"))


def test_the_app_opens_links_and_shows_bad_ones_on_the_setup_screen() -> None:
    app = App(delay=0)
    assert app.open_link("g=kids&n=3&s=1&o=colour:1") is False
    assert app.screen == "setup" and app.error.startswith("Ce lien de partie ne marche pas")
    assert app.open_link("g=premier&n=4&s=9&l=en&t=1&m=") is True
    assert app.screen == "table" and app.lang == "en" and app.error == ""
    assert app.table.teacher and app.table.players == 4
    assert app.query() == app.table.query()
    app.lang = "fr"
    assert app.table.lang == "fr"
    app.to_setup()
    assert app.query() == "l=fr"


def test_the_app_start_uses_the_setup() -> None:
    app = App(delay=0)
    app.setup.param.update(game="premier", seed="5", teacher=True)
    assert app.start()
    assert app.table.spec.game == "premier" and app.table.teacher
    app.setup.seed = "x"
    assert app.start() is False and app.setup.problem


# --- robots and the rule book ------------------------------------------------------------------
def test_why_opens_the_rule_book_passage() -> None:
    table = human_turn_with_illegal_card()
    assert table.passage() is None
    table.toggle_why()
    assert not table.why  # nothing to explain yet
    wrong = next(c for c in table.view.hand if c not in legal_cards(table))
    table.click(str(wrong))
    table.toggle_why()
    passage = table.passage()
    assert table.why and passage is not None
    assert passage.rule == table.hint.rule and passage.source.book.file == "tarot-kids.txt"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_why_shows_our_words_in_one_language_and_names_the_book(lang: str) -> None:
    from ui.views import passage_html
    from ui.widgets import esc
    table = human_turn_with_illegal_card()
    table.lang = lang
    table.click(str(next(c for c in table.view.hand if c not in legal_cards(table))))
    passage = table.passage()
    html = passage_html(passage, table.hint_text(), lang)
    other = "en" if lang == "fr" else "fr"
    assert esc(passage.text(lang)) in html and esc(passage.text(other)) not in html
    assert esc(passage.source.cite(lang)) in html and "Tarot Kids" in html and ".txt" not in html
    assert lang == "fr" or "«" not in html


def test_assets_urls() -> None:
    table = Table(GameSpec("kids", 3, 1))
    face = table.show.face(Card.of("T13"))
    assert face.url == f"{assets.BASE}/cards/kids-T13.svg" and face.label == "le 13 d'atout"
    assert Table(GameSpec("premier", 3, 1)).show.back_url("fr").endswith("back-tarot.svg")


def test_english_tables_draw_the_english_cards() -> None:
    table = Table(GameSpec("tarot", 4, 1))
    table.lang = "en"
    assert table.show.face(Card.of("KH")).url == f"{assets.BASE}/cards/en/KH.svg"
    assert table.show.back_url(table.lang) == f"{assets.BASE}/cards/en/back-tarot.svg"
    assert all("/cards/en/" in f.url for f in table.show.hand())


def test_the_score_chart_shows_equal_totals_apart_on_whole_number_ticks() -> None:
    """Before the first deal every total is 0: each seat still has its own marker and colour,
    its points a little apart and its line a different width; the axes tick whole deals and whole
    points; no point is cut at the edges, up to 6 players."""
    from ui.score_chart import COLORS, HEIGHT, WIDTH, Chart, marker

    series = Table(GameSpec("kids", 4, 3), delay=0).series()
    assert len({tuple(series[f"s{s}"]) for s in range(4)}) == 1  # four equal lines
    chart = Chart(series)
    assert len({marker(s, 0, 0) for s in range(6)}) == 6 and len(set(COLORS)) == 6
    assert len({chart.offset(s) for s in range(4)}) == 4  # set apart
    assert max(abs(chart.offset(s)) for s in range(4)) < 0.5  # still on their own deal
    assert len({chart.width(s) for s in range(4)}) == 4
    assert chart.x_ticks == [0] and all(isinstance(v, int) for v in chart.y_ticks)
    for players in (4, 6):
        lines = {f"s{s}": [0, 1200 * (-1) ** s, 5] for s in range(players)}
        wide = Chart({"x": [0, 1, 2], **lines})
        xs = [wide.x(d + wide.offset(s)) for s in range(players) for d in (0, 2)]
        ys = [wide.y(v) for line in lines.values() for v in line]
        assert wide.left < min(xs) and max(xs) < WIDTH and 0 < min(ys) and max(ys) < HEIGHT
        assert wide.y_ticks[0] <= -1200 and wide.y_ticks[-1] >= 1200 and len(wide.y_ticks) <= 6
    long = Chart({"x": list(range(31)), "s0": [0] * 31})
    assert long.x_ticks[-1] == 30 and len(long.x_ticks) <= 10  # whole deals, never crowded


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_score_chart_is_named_by_every_total_and_draws_a_point_a_deal(lang: str) -> None:
    """A screen reader hears the chart's title, the deals played and each player's total (a true
    minus sign), the names under the lines in seat order; each line has a point a deal and the
    start."""
    from ui.views import chart_html

    table = Table(GameSpec("kids", 3, 5), delay=0)
    table.lang = lang
    while not table.deal.over:
        advance(table)
    html = chart_html(table)
    totals = [sum(r.scores[s] for r in table.match.results) for s in range(3)]
    label = re.search(r'role="img" aria-label="([^"]+)"', html)[1]
    named = {"fr": "Scores cumulés après 1 donne : ", "en": "Running totals after 1 deal: "}[lang]
    assert label == named + ", ".join(f"{n} {str(v).replace('-', '−')}" for n, v in zip(table.names(), totals)) + "."
    assert re.findall(r"</svg>([^<]+)</li>", html) == table.names()
    assert [len(p.split()) for p in re.findall(r'<polyline points="([^"]+)"', html)] == [2, 2, 2]
