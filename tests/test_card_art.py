"""Card art, as each deck's art module draws it (``static/make_cards.py``): one valid,
self-contained, accessible SVG per card, in French and in English; the generator writes, checks
and tidies its folder, and draws the same bytes in any interpreter."""

from __future__ import annotations

from importlib import import_module

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

from tests.helpers import make_cards

ROOT = Path(__file__).resolve().parents[1]
GENERATOR = ROOT / "static" / "make_cards.py"
SVG_NS = "http://www.w3.org/2000/svg"

# Token lists written out here, independently of the generator, so a card it forgets fails.
KIDS_FILES = (
    [f"kids-T{n}" for n in range(1, 14)]
    + ["kids-EX"]
    + [rank + school for school in "BOGP" for rank in ("Pv", "Sc", "Hg", "Sp", "E1", "E2", "E3", "E4", "In")]
)
TAROT_FILES = (
    [f"T{n}" for n in range(1, 22)]
    + ["EX"]
    + [rank + suit for suit in "SHDC" for rank in [*map(str, range(1, 11)), "J", "N", "Q", "K"]]
)
TARIN_FILES = [f"{rank}{colour}" for colour in "NRJV" for rank in range(1, 15)]
TAROINCHE_FILES = [f"taroinche-{rank}{suit}" for suit in "SHDC" for rank in ("7", "8", "9", "10", "J", "Q", "K", "1")]
TAMALOU_FILES = [f"tamalou-{rank}{suit}" for suit in "SHDC" for rank in [*map(str, range(1, 11)), "J", "Q", "K"]]
ALL_FILES = (KIDS_FILES + TAROT_FILES + TARIN_FILES + TAROINCHE_FILES + TAMALOU_FILES
             + ["back-kids", "back-tarot", "back-tarin", "back-taroinche", "back-tamalou"])

TITLES = {
    "PvB": "Proviseur bleu",
    "ScO": "Prof de Sciences orange",
    "HgG": "Prof d'Histoire-Géo vert",
    "SpP": "Prof de Sport violet",
    "E3G": "Élève 3 vert",
    "InP": "Interro violette",
    "InB": "Interro bleue",
    "kids-T5": "Atout 5",
    "kids-EX": "L'Excuse",
    "T5": "Atout 5",
    "T21": "Atout 21",
    "EX": "L'Excuse",
    "KH": "Roi de cœur",
    "QS": "Dame de pique",
    "NC": "Cavalier de trèfle",
    "JD": "Valet de carreau",
    "10S": "10 de pique",
    "1D": "As de carreau",
    "14N": "14 noir",
    "5J": "5 jaune",
    "back-tarin": "Dos de carte du Tarin",
    "taroinche-1S": "As de pique",
    "taroinche-JH": "Valet de cœur",
    "taroinche-7C": "7 de trèfle",
    "back-taroinche": "Dos de carte de la Taroinche",
    "tamalou-KH": "Roi de cœur, 0 point",
    "tamalou-KC": "Roi de trèfle, 15 points",
    "tamalou-1D": "As de carreau, 1 point",
    "tamalou-QS": "Dame de pique, 10 points",
    "back-tamalou": "Dos de carte du Tamalou",
}


TITLES_EN = {
    "PvB": "Head teacher (blue)",
    "ScO": "Science teacher (orange)",
    "HgG": "History teacher (green)",
    "E3G": "Pupil 3 (green)",
    "InP": "Test (purple)",
    "kids-T1": "Trump 1, the Petit",
    "T21": "Trump 21",
    "EX": "The Excuse",
    "KH": "King of hearts",
    "QS": "Queen of spades",
    "NC": "Knight of clubs",
    "JD": "Jack of diamonds",
    "1D": "Ace of diamonds",
    "14N": "Black 14",
    "10V": "Green 10",
    "taroinche-1D": "Ace of diamonds",
    "taroinche-QS": "Queen of spades",
    "taroinche-9C": "9 of clubs",
    "tamalou-KD": "King of diamonds, 0 points",
    "tamalou-KS": "King of spades, 15 points",
    "tamalou-1H": "Ace of hearts, 1 point",
    "tamalou-7C": "7 of clubs, 7 points",
}
LANGS = ("fr", "en")


@cache
def drawn(lang: str) -> dict[str, tuple[str, str]]:
    """File name -> (title, SVG) of every card of every registered deck, in ``lang``."""
    return make_cards().all_cards(lang)


def _root(stem: str, lang: str = "fr") -> ET.Element:
    return ET.fromstring(drawn(lang)[f"{stem}.svg"][1])


def _words(stem: str, lang: str) -> list[str]:
    """The words drawn on the card (not its title)."""
    return [t.text or "" for t in _root(stem, lang).iter(f"{{{SVG_NS}}}text")]


def test_deck_sizes() -> None:
    assert len(KIDS_FILES) == 50
    assert len(TAROT_FILES) == 78
    assert len(TARIN_FILES) == 56
    assert len(TAROINCHE_FILES) == 32
    assert len(TAMALOU_FILES) == 52
    assert len(set(ALL_FILES)) == len(ALL_FILES)


def test_every_file_the_checked_decks_draw_is_named_in_the_lists_above() -> None:
    """No deck this file checks draws a card it does not name (a new game's deck is checked
    where its game is: tests/ui/test_new_game.py, so adding one edits nothing here)."""
    generator = make_cards()
    checked = {art for art in generator.decks() if any(f"{stem}.svg" in import_module(art).cards("fr")
                                                      for stem in ALL_FILES)}
    for lang in LANGS:
        theirs = {name for art in checked for name in import_module(art).cards(lang)}
        assert sorted(theirs) == sorted(f"{stem}.svg" for stem in ALL_FILES)


def test_the_art_is_the_same_drawn_in_two_fresh_interpreters(tmp_path: Path) -> None:
    """Drawn with one hash salt, checked against a drawing with another: not a byte differs, so
    the pictures, drawn afresh wherever the app is served or the site built, are the same
    everywhere (and the site's cache name with them)."""
    run = [sys.executable, str(GENERATOR), "--out", str(tmp_path)]
    env = {**os.environ, "PYTHONHASHSEED": "1"}
    assert subprocess.run(run, capture_output=True, env=env).returncode == 0
    assert sorted(p.name for p in tmp_path.glob("*.svg")) == sorted(drawn("fr"))
    checked = subprocess.run([*run, "--check"], capture_output=True, text=True,
                             env={**env, "PYTHONHASHSEED": "2"})
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_check_reports_missing_and_changed_files(tmp_path: Path) -> None:
    module = make_cards()
    cards = {name: card for name, card in module.all_cards("en").items() if name in ("PvB.svg", "KH.svg")}
    (tmp_path / "PvB.svg").write_text(cards["PvB.svg"][1], encoding="utf-8")
    (tmp_path / "KH.svg").write_text("<svg/>", encoding="utf-8")
    assert module.stale_files(cards, tmp_path) == ["KH.svg"]
    (tmp_path / "PvB.svg").unlink()
    assert sorted(module.stale_files(cards, tmp_path)) == ["KH.svg", "PvB.svg"]


def test_the_generator_writes_checks_and_removes_what_no_deck_draws(tmp_path: Path, capsys) -> None:
    """Its folder is its own (gitignored): a file no deck draws any more is reported, then
    removed; once written, the check passes."""
    module = make_cards()
    assert module.main(["--out", str(tmp_path), "--check"]) == 1
    assert module.main(["--out", str(tmp_path)]) == 0
    assert module.main(["--out", str(tmp_path), "--check"]) == 0
    for folder in (tmp_path, tmp_path / "en"):
        assert (folder / "back-kids.svg").read_text(encoding="utf-8") == module.all_cards(
            "fr" if folder == tmp_path else "en")["back-kids.svg"][1]
    (tmp_path / "en" / "old-deck-1X.svg").write_text("<svg/>", encoding="utf-8")
    capsys.readouterr()
    assert module.main(["--out", str(tmp_path), "--check"]) == 1
    assert "drawn by no deck: " in capsys.readouterr().out
    assert module.main(["--out", str(tmp_path)]) == 0
    assert not (tmp_path / "en" / "old-deck-1X.svg").exists()
    assert module.main(["--out", str(tmp_path), "--check"]) == 0


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("stem", ALL_FILES)
def test_card_svg_is_valid_and_self_contained(stem: str, lang: str) -> None:
    assert f"{stem}.svg" in drawn(lang), f"missing {stem}.svg"
    source = drawn(lang)[f"{stem}.svg"][1]
    assert len(source.encode()) < 6000
    root = _root(stem, lang)
    assert root.tag == f"{{{SVG_NS}}}svg"
    assert root.get("viewBox") == "0 0 200 300"
    assert root.get("role") == "img"
    assert re.findall(r"https?://[^\s\"'<>]*", source) == [SVG_NS]
    # Only in-file references (#id): no images, fonts or stylesheets from elsewhere.
    for element in root.iter():
        for name, value in element.attrib.items():
            if name.endswith("href"):
                assert value.startswith("#"), f"{element.tag} {name}={value}"
    title = root.find(f"{{{SVG_NS}}}title")
    assert title is not None and (title.text or "").strip()


@pytest.mark.parametrize(("stem", "expected"), TITLES.items())
def test_title_is_french_card_name(stem: str, expected: str) -> None:
    assert _root(stem).find(f"{{{SVG_NS}}}title").text == expected


@pytest.mark.parametrize(("stem", "expected"), TITLES_EN.items())
def test_title_is_english_card_name(stem: str, expected: str) -> None:
    assert _root(stem, "en").find(f"{{{SVG_NS}}}title").text == expected


def test_english_faces_read_k_q_c_j_and_english_words() -> None:
    for suit in "SHDC":
        assert [_words(f"{rank}{suit}", "en")[0] for rank in "KQNJ"] == ["K", "Q", "C", "J"]
        assert [_words(f"{rank}{suit}", "fr")[0] for rank in "KQNJ"] == ["R", "D", "C", "V"]
    assert "TRUMP" in _words("T5", "en") and "Trump" in _words("kids-T5", "en")
    assert {"Teacher", "Science"} <= set(_words("ScB", "en")) and "Pupil 2" in _words("E2B", "en")
    french = {"Roi", "Dame", "Cavalier", "Valet", "ATOUT", "Atout", "Le Petit", "Proviseur", "Prof de",
              "Élève 1", "Élève 2", "Élève 3", "Élève 4", "Interro", "Sciences", "Sport", "Prof d'"}
    drawn = {word for stem in ALL_FILES for word in _words(stem, "en")}
    assert not drawn & french
    assert "Head teacher" in _words("PvB", "en") and _words("PvB", "en")[0] == "Hd"


@pytest.mark.parametrize("lang", LANGS)
def test_ids_are_unique_per_card(lang: str) -> None:
    # Several cards may be inlined in one HTML page (of one language): their <defs> ids must not clash.
    seen: dict[str, str] = {}
    for stem in ALL_FILES:
        for element in _root(stem, lang).iter():
            if "id" in element.attrib:
                assert element.attrib["id"] not in seen, (stem, seen.get(element.attrib["id"]))
                seen[element.attrib["id"]] = stem


def test_tarin_colours_differ_by_symbol_and_counters_show_their_points() -> None:
    """Each Tarin colour has its own symbol (told apart without colour vision), and only the
    5, 10 and 14 carry a points badge."""
    symbols = {colour: {e.get("id").rsplit("-", 1)[1] for e in _root(f"7{colour}").iter()
                        if e.get("id", "").startswith("c-tarin-")} - {"i"} for colour in "NRJV"}
    assert all(len(s) == 1 for s in symbols.values()) and len(set(map(frozenset, symbols.values()))) == 4
    for rank in range(1, 15):
        badge = "pts" in _words(f"{rank}V", "fr")
        assert badge == (rank in (5, 10, 14)), rank


# The Taroinche's points from the rule text (plain suit, trumps), written out independently.
TAROINCHE_POINTS = {"1": (11, 11), "10": (10, 10), "K": (4, 4), "Q": (3, 3), "J": (2, 20), "9": (0, 14),
                    "8": None, "7": None}


def test_taroinche_cards_show_their_points_as_plain_card_and_as_trump() -> None:
    """Trumps change every deal, so each counting card says both what it is worth and what it is
    worth as a trump (the Jack 2 and 20, the 9 nothing and 14); the 8 and 7 count nothing."""
    for suit in "SHDC":
        for rank, points in TAROINCHE_POINTS.items():
            fr, en = _words(f"taroinche-{rank}{suit}", "fr"), _words(f"taroinche-{rank}{suit}", "en")
            if points is None:
                assert not any("pt" in w or "atout" in w for w in fr), (rank, fr)
                continue
            plain, trump = points
            assert f"atout {trump}" in fr and f"trump {trump}" in en, (rank, fr, en)
            assert f"{plain} {'pt' if plain < 2 else 'pts'}" in fr, (rank, fr)
            assert f"{plain} {'pt' if plain == 1 else 'pts'}" in en, (rank, en)
    assert _words("taroinche-1S", "fr")[0] == "As" and _words("taroinche-1S", "en")[0] == "A"
    assert [_words(f"taroinche-{r}H", "fr")[0] for r in "KQJ"] == ["R", "D", "V"]
    assert [_words(f"taroinche-{r}H", "en")[0] for r in "KQJ"] == ["K", "Q", "J"]


def test_tamalou_cards_show_their_value_in_a_badge() -> None:
    """Every Tamalou card carries its value as the rules count it, written out here: face
    value from the Ace to 10, 10 for Jacks and Queens, 0 for the red Kings, 15 for the black."""
    for suit in "SHDC":
        for rank in [*map(str, range(1, 11)), "J", "Q", "K"]:
            value = (0 if suit in "HD" else 15) if rank == "K" else 10 if rank in "JQ" else int(rank)
            for lang in LANGS:
                words = _words(f"tamalou-{rank}{suit}", lang)
                assert str(value) in words, (rank, suit, lang, words)
                assert words[-1] in ("pt", "pts")
    # a tarot card of the same name has no badge: the value belongs to Le Tamalou
    assert "pts" not in _words("KS", "fr") and "pt" not in _words("KS", "fr")
