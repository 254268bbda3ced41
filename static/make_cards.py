"""Draw every deck's card art as self-contained SVG files, from the games' own packages.

    python static/make_cards.py                  # draw them into static/cards/ (not committed)
    python static/make_cards.py --out DIR        # into DIR instead (the site build's assets/cards/)
    python static/make_cards.py --check [--out DIR]  # exit 1 listing missing, out-of-date or extra files

The pictures are not committed: they are drawn from each deck's art module whenever the app is
served or the site built (``make run``, the browser tests' server and ``sitebuild`` run this), so
a new game's art lives in its own package and nothing else. ``static/cards/`` is gitignored and
the generator owns it: a file no deck draws any more is removed.

Each deck draws its own cards: its ``Deck.art`` names a module of its package (for instance
``engine/games/kids/art.py``) whose ``cards(lang)`` gives every file of the deck, its back
included. The decks are found through the registry (the registered games' decks), so a new
game's deck needs nothing here. Each file in two languages: French in cards/, English in
cards/en/ (same file names; K/Q/C/J instead of R/D/C/V, English words and titles).
Everything is drawn with SVG primitives (``engine/cardart.py``: no font files, images or URLs),
so the art is ours, works offline and stays small.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module
from pathlib import Path

OUT_DIR = Path(__file__).resolve().parent / "cards"
LANGS = ("fr", "en")
# run as a script from anywhere: the engine is in the repository above static/
sys.path.insert(0, str(OUT_DIR.parents[1]))

from engine import all_games  # noqa: E402


def decks() -> dict[str, object]:
    """The registered games' decks that have art, by their art module (several games may share
    one deck: Tarot and Mon premier Tarot)."""
    return {game.deck.art: game.deck for game in all_games() if game.deck.art}


def all_cards(lang: str = "fr") -> dict[str, tuple[str, str]]:
    """File name -> (title, SVG text) for every card of every deck, in ``lang``; two decks
    drawing a file of one name is an error (one would hide the other)."""
    cards: dict[str, tuple[str, str]] = {}
    drawn_by: dict[str, str] = {}
    for art in decks():
        for name, card in import_module(art).cards(lang).items():
            if name in cards:
                raise ValueError(f"{art} and {drawn_by[name]} both draw {name}")
            cards[name], drawn_by[name] = card, art
    return cards


def out_dir(lang: str, root: Path = OUT_DIR) -> Path:
    """French art in ``root``, any other language in its own folder below."""
    return root if lang == "fr" else root / lang


def stale_files(cards: dict[str, tuple[str, str]], out_dir: Path = OUT_DIR) -> list[str]:
    """Names whose file is missing or differs from what the generator makes now."""
    return [name for name, (_, svg) in cards.items()
            if not (out_dir / name).is_file() or (out_dir / name).read_text(encoding="utf-8") != svg]


def extra_files(cards: dict[str, tuple[str, str]], out_dir: Path = OUT_DIR) -> list[str]:
    """SVG files in ``out_dir`` that no deck draws (a deck renamed or taken away)."""
    return sorted(path.name for path in out_dir.glob("*.svg") if path.name not in cards)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only report missing, out-of-date or extra files")
    parser.add_argument("--out", type=Path, default=OUT_DIR,
                        help="the folder of the French files (English ones in its en/)")
    args = parser.parse_args(argv)
    wrong = 0
    for lang in LANGS:
        cards, folder = all_cards(lang), out_dir(lang, args.out)
        stale, extra = stale_files(cards, folder), extra_files(cards, folder)
        wrong += len(stale) + len(extra)
        if args.check:
            for name in stale:
                print(f"out of date or missing: {folder / name}")
            for name in extra:
                print(f"drawn by no deck: {folder / name}")
            continue
        folder.mkdir(parents=True, exist_ok=True)
        for name in stale:
            # newline="\n" keeps files identical on Windows too.
            (folder / name).write_text(cards[name][1], encoding="utf-8", newline="\n")
        for name in extra:
            (folder / name).unlink()
        print(f"{len(cards)} cards ({lang}), {len(stale)} written, {len(extra)} removed in {folder}")
    return 1 if args.check and wrong else 0


if __name__ == "__main__":
    sys.exit(main())
