"""Generate Tarot École's own card art as self-contained SVG files.

    python static/make_cards.py          # (re)write every SVG in static/cards/
    python static/make_cards.py --check  # exit 1 listing missing/out-of-date files

Four decks: "Tarot Kids" (4 colour schools + 13 trumps + Excuse), the
classic French tarot (4 suits + 21 trumps + Excuse), Le Tarin (4 colours
1 to 14, each with its own symbol), La Taroinche (the tarot suits, 7 to
Ace, with their points as a plain card and as a trump) and Le Tamalou (the
52 French-suited cards, each showing its value in a badge), plus one back
per deck.
Each in two languages: French in static/cards/, English in static/cards/en/
(same file names; K/Q/C/J instead of R/D/C/V, English words and titles).
Everything is drawn with SVG primitives (no font files, images or URLs) so
the art is ours, works offline and stays small.
"""

from __future__ import annotations

import argparse
import colorsys
import math
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

OUT_DIR = Path(__file__).resolve().parent / "cards"
LANGS = ("fr", "en")
SVG_NS = "http://www.w3.org/2000/svg"
INK = "#263238"
GOLD = "#F4B400"


# --------------------------------------------------------------------------
# Tiny SVG writer
# --------------------------------------------------------------------------

def fmt(value: float) -> str:
    """Short, stable number text: keeps files small and byte-identical."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def el(tag: str, body: str = "", **attrs: object) -> str:
    """One SVG element; `stroke_width=` becomes `stroke-width=`, `None` is dropped."""
    parts = "".join(
        f' {name.replace("_", "-")}="{fmt(v) if isinstance(v, float) else v}"'
        for name, v in attrs.items()
        if v is not None
    )
    return f"<{tag}{parts}>{body}</{tag}>" if body else f"<{tag}{parts}/>"


def text(x: float, y: float, label: str, size: float, fill: str, **attrs: object) -> str:
    # Font family, weight and centring are set once on the root <svg>.
    return el("text", escape(label), x=x, y=y, font_size=size, fill=fill, **attrs)


def document(title: str, body: str) -> str:
    return (
        f'<svg xmlns="{SVG_NS}" viewBox="0 0 200 300" role="img" '
        'font-family="sans-serif" font-weight="bold" text-anchor="middle">'
        f"<title>{escape(title)}</title>{body}</svg>\n"
    )


def place(ref: str, x: float, y: float, scale: float = 1.0, turn: bool = False, **attrs: object) -> str:
    """Reuse a 20x20 glyph from <defs>, centred on (x, y)."""
    move = f"translate({fmt(x)} {fmt(y)}) scale({fmt(scale)})" + (" rotate(180)" if turn else "")
    return el("use", href=f"#{ref}", transform=move, **attrs)


def circle_d(cx: float, cy: float, r: float) -> str:
    # Two arcs with the same sweep so several circles union under nonzero fill.
    return f"M{fmt(cx - r)} {fmt(cy)}a{fmt(r)} {fmt(r)} 0 1 0 {fmt(2 * r)} 0a{fmt(r)} {fmt(r)} 0 1 0 {fmt(-2 * r)} 0Z"


def star_d(outer: float, inner: float, points: int = 5, dy: float = 0.0) -> str:
    pts = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / points - math.pi / 2
        pts.append(f"{fmt(r * math.cos(a))} {fmt(r * math.sin(a) + dy)}")
    return "M" + "L".join(pts) + "Z"


# Glyphs drawn in a -10..10 box so one scale factor sizes them everywhere.
GLYPHS: dict[str, str] = {
    "circle": circle_d(0, 0, 9.5),
    "triangle": "M0 -10L10.5 8.5H-10.5Z",
    "square": "M-8.5 -8.5H8.5V8.5H-8.5Z",
    "star": star_d(10.5, 4.4, dy=1),
    "heart": "M0 9C-4 5.5 -10 1.5 -10 -3.8C-10 -7.8 -7 -9.8 -4.6 -9.8C-2.5 -9.8 -0.8 -8.6 0 -6.8"
             "C0.8 -8.6 2.5 -9.8 4.6 -9.8C7 -9.8 10 -7.8 10 -3.8C10 1.5 4 5.5 0 9Z",
    "diamond": "M0 -10Q3.5 -4 7.8 0Q3.5 4 0 10Q-3.5 4 -7.8 0Q-3.5 -4 0 -10Z",
    "spade": "M0 -10C-3 -6 -10 -2.5 -10 2.5C-10 6 -7.5 7.5 -5 7.5C-3 7.5 -1.6 6.6 -0.8 5.2Q-1 8.5 -4 10"
             "H4Q1 8.5 0.8 5.2C1.6 6.6 3 7.5 5 7.5C7.5 7.5 10 6 10 2.5C10 -2.5 3 -6 0 -10Z",
    "club": circle_d(0, -5, 4.9) + circle_d(-5.2, 2, 4.9) + circle_d(5.2, 2, 4.9)
            + "M-3 -2V3H3V-2Z" + "M-1.2 0L-2 6.5Q-2.5 9.3 -4.5 10H4.5Q2.5 9.3 2 6.5L1.2 0Z",
}


def glyph_def(uid: str, name: str) -> str:
    return el("path", id=f"{uid}-{name}", d=GLYPHS[name])


def frame(fill: str, stroke: str) -> str:
    return el("rect", x=2, y=2, width=196, height=296, rx=14, fill=fill, stroke=stroke, stroke_width=4)


def corners(uid: str, index: str) -> str:
    """Same index top-left and, turned around, bottom-right (read from both sides)."""
    return el("g", index, id=f"{uid}-i") + el("use", href=f"#{uid}-i", transform="rotate(180 100 150)")


def bout_badge(x: float = 170, y: float = 36) -> str:
    """Medal for the three Bouts (needed to win): gold disc + ribbon, not a suit shape."""
    ribbon = el("path", d=f"M{fmt(x - 11)} {fmt(y + 6)}l-5 18 7-4 5 6 4-17zm22 0l5 18-7-4-5 6-4-17z",
                fill="#D32F2F")
    disc = el("circle", cx=x, cy=y, r=17, fill=GOLD, stroke="#8D6E00", stroke_width=2.5)
    return ribbon + disc + text(x, y + 3.5, "BOUT", 10, "#4E3B00")


# Kids content lives in this window, clear of both corner indices.
PANEL = dict(x=20, y=72, width=160, height=118, rx=14)


def panel(uid: str, fill: str, stroke: str, art: str) -> str:
    """White window with the card's picture, clipped so drawings may overflow freely."""
    clip = el("clipPath", el("rect", **PANEL), id=f"{uid}-k")
    return (el("defs", clip) + el("rect", **PANEL, fill=fill)
            + el("g", art, clip_path=f"url(#{uid}-k)")
            + el("rect", **PANEL, fill="none", stroke=stroke, stroke_width=4))


# --------------------------------------------------------------------------
# Tarot Kids: schools and characters
# --------------------------------------------------------------------------

@dataclass(frozen=True)
class School:
    masc: str
    fem: str
    shape: str
    main: str
    dark: str
    light: str
    en: str


# Shape + colour, so colour-blind children can still tell the schools apart.
SCHOOLS: dict[str, School] = {
    "B": School("bleu", "bleue", "circle", "#1565C0", "#0B3D7A", "#E4EEFB", "blue"),
    "O": School("orange", "orange", "triangle", "#F07C00", "#8F4300", "#FFF1DE", "orange"),
    "G": School("vert", "verte", "square", "#2E8B3E", "#1B5426", "#E3F4E6", "green"),
    "P": School("violet", "violette", "star", "#8E3BB0", "#54206B", "#F3E6F8", "purple"),
}

SKIN = ("#FFDBAC", "#F1C27D", "#D9A066", "#A86B3C")
FACE_Y = 116  # head centre inside the panel


def head(skin: str) -> str:
    face = el("circle", cx=100, cy=FACE_Y, r=23, fill=skin, stroke=INK, stroke_width=2.5)
    eyes = "".join(el("circle", cx=x, cy=FACE_Y - 2, r=3, fill=INK) for x in (91, 109))
    cheeks = "".join(el("circle", cx=x, cy=FACE_Y + 8, r=4, fill="#FF7F7F", opacity=0.35) for x in (84, 116))
    smile = el("path", d=f"M90 {FACE_Y + 9}q10 8 20 0", fill="none", stroke=INK, stroke_width=2.5,
               stroke_linecap="round")
    return face + cheeks + eyes + smile


def body(colour: str) -> str:
    return el("path", d="M52 196Q54 140 100 138Q146 140 148 196Z", fill=colour, stroke=INK, stroke_width=2.5)


# Hair pieces: (drawn behind the head, drawn over the head).
HAIR: dict[str, tuple[str, str]] = {
    "none": ("", ""),
    "short": ("", "M77 113Q75 90 100 89Q125 90 123 113Q119 99 100 99Q81 99 77 113Z"),
    "spiky": ("", "M77 112L79 92 88 99 94 85 100 97 106 85 112 99 121 92 123 112Q113 100 100 100Q87 100 77 112Z"),
    "bun": (circle_d(100, 88, 9), "M77 113Q75 90 100 89Q125 90 123 113Q119 99 100 99Q81 99 77 113Z"),
    "pigtails": (circle_d(73, 112, 9) + circle_d(127, 112, 9),
                 "M77 113Q75 90 100 89Q125 90 123 113Q112 96 100 104Q88 96 77 113Z"),
    "curly": ("", "".join(circle_d(100 + 22 * math.cos(a), FACE_Y - 20 * math.sin(a), 7.5)
                          for a in (0.35, 0.9, 1.57, 2.24, 2.79))),
}


def hair(style: str, colour: str) -> tuple[str, str]:
    back, front = HAIR[style]
    return tuple(el("path", d=d, fill=colour, stroke=INK, stroke_width=2) if d else "" for d in (back, front))


def mortarboard_and_tie(s: School) -> str:
    board = el("path", d="M82 92v10q18 7 36 0V92Z", fill="#212121") + el(
        "path", d="M66 89L100 76 134 89 100 102Z", fill="#212121", stroke="#000", stroke_width=1.5)
    tassel = el("path", d="M100 89L128 92V106", fill="none", stroke=GOLD, stroke_width=2.5) + el(
        "circle", cx=128, cy=107, r=3.5, fill=GOLD)
    tie = el("path", d="M86 140L100 156 114 140Z", fill="#fff") + el(
        "path", d="M100 144l-5 5 5 30 5-30Z", fill="#C62828", stroke=INK, stroke_width=1.5)
    return board + tassel + tie


def glasses_and_flask(s: School) -> str:
    glasses = (el("circle", cx=91, cy=FACE_Y - 2, r=7, fill="none", stroke=INK, stroke_width=2)
               + el("circle", cx=109, cy=FACE_Y - 2, r=7, fill="none", stroke=INK, stroke_width=2)
               + el("path", d=f"M98 {FACE_Y - 3}h4", stroke=INK, stroke_width=2))
    flask = (el("path", d="M145 138h10v10l11 24q2 5 -3 5h-26q-5 0 -3-5l11-24Z", fill="#fff", stroke=INK,
                stroke_width=2.5)
             + el("path", d="M140 162h20l4 9q1 3 -2 3h-24q-3 0 -2-3Z", fill="#7ED957")
             + el("circle", cx=148, cy=156, r=2.5, fill="#7ED957") + el("circle", cx=153, cy=150, r=2, fill="#7ED957"))
    return glasses + flask


def globe(s: School) -> str:
    cx, cy = 152, 156
    stand = el("path", d=f"M{cx - 22} {cy}a22 22 0 0 0 22 22v8m-10 0h20", fill="none", stroke=INK, stroke_width=3)
    ball = el("circle", cx=cx, cy=cy, r=17, fill="#8FD3FF", stroke=INK, stroke_width=2.5)
    land = el("path", d=f"M{cx - 12} {cy - 9}q6-5 12 0t2 9-8 4-6-13zM{cx + 3} {cy + 4}q7-3 11 2-3 8-9 7z", fill="#4CAF50")
    lines = el("path", d=f"M{cx - 17} {cy}h34M{cx} {cy - 17}q-10 17 0 34", fill="none", stroke=INK, stroke_width=1.2)
    return stand + ball + land + lines


def headband_and_ball(s: School) -> str:
    band = el("path", d=f"M77.5 {FACE_Y - 10}Q100 {FACE_Y - 18} 122.5 {FACE_Y - 10}v6Q100 {FACE_Y - 12} 77.5 {FACE_Y - 4}Z",
              fill="#fff", stroke=INK, stroke_width=1.5)
    cx, cy = 152, 168
    ball = el("circle", cx=cx, cy=cy, r=16, fill="#fff", stroke=INK, stroke_width=2.5)
    patch = el("path", d=star_d(7, 5.6), fill=INK, transform=f"translate({cx} {cy})")
    seams = el("path", d=f"M{cx} {cy - 7}v-9M{cx - 6.7} {cy - 2}l-8-3M{cx + 6.7} {cy - 2}l8-3M{cx - 4} {cy + 6}l-5 8"
                         f"M{cx + 4} {cy + 6}l5 8", stroke=INK, stroke_width=2)
    return band + ball + patch + seams


def pupil_number(n: int) -> Callable[[School], str]:
    def draw(s: School) -> str:
        return el("circle", cx=100, cy=168, r=15, fill="#fff", stroke=INK, stroke_width=2) + text(
            100, 176, str(n), 22, s.dark)
    return draw


def interro(s: School) -> str:
    """Crumpled test paper: jagged outline, creases, a big red 0/20."""
    paper = el("path", d="M56 82L92 76 104 84 142 78 148 112 140 136 150 168 112 180 96 172 58 184 52 148 62 122Z",
               fill="#fff", stroke=INK, stroke_width=2.5, stroke_linejoin="round")
    creases = el("path", d="M92 76L98 118 62 122M104 84L118 132 150 168M98 118L96 172M118 132L52 148",
                 fill="none", stroke="#B0BEC5", stroke_width=1.5)
    scrawl = el("path", d="M66 96h30M112 92h26M66 104h22", stroke=s.main, stroke_width=3, stroke_linecap="round")
    mark = el("g", el("ellipse", cx=100, cy=142, rx=36, ry=20, fill="none", stroke="#D32F2F", stroke_width=4)
               + text(100, 152, "0/20", 26, "#D32F2F"), transform="rotate(-8 100 142)")
    return paper + creases + scrawl + mark


@dataclass(frozen=True)
class KidsRank:
    name: str
    points: int
    skin: str
    hair: str
    hair_colour: str
    prop: Callable[[School], str]
    person: bool = True
    feminine: bool = False
    en: tuple[str, str] = ("", "")  # the English corner index and name


KIDS_RANKS: dict[str, KidsRank] = {
    "Pv": KidsRank("Proviseur", 5, SKIN[1], "none", "#5D4037", mortarboard_and_tie, en=("Hd", "Head teacher")),
    "Sc": KidsRank("Prof de Sciences", 2, SKIN[0], "bun", "#B0BEC5", glasses_and_flask,
                   en=("Sc", "Science teacher")),
    "Hg": KidsRank("Prof d'Histoire-Géo", 2, SKIN[3], "short", "#212121", globe, en=("Hi", "History teacher")),
    "Sp": KidsRank("Prof de Sport", 2, SKIN[2], "short", "#8D6E63", headband_and_ball,
                   en=("Sp", "Sports teacher")),
    "E1": KidsRank("Élève 1", 1, SKIN[0], "spiky", "#F9A825", pupil_number(1), en=("P1", "Pupil 1")),
    "E2": KidsRank("Élève 2", 1, SKIN[3], "pigtails", "#3E2723", pupil_number(2), en=("P2", "Pupil 2")),
    "E3": KidsRank("Élève 3", 1, SKIN[1], "curly", "#D84315", pupil_number(3), en=("P3", "Pupil 3")),
    "E4": KidsRank("Élève 4", 1, SKIN[2], "short", "#4E342E", pupil_number(4), en=("P4", "Pupil 4")),
    "In": KidsRank("Interro", 0, "", "none", "", interro, person=False, feminine=True, en=("Te", "Test")),
}

# Profs' titles wrap onto two lines to stay readable at projector size.
NAME_LINES = {"Prof de Sciences": ("Prof de", "Sciences"), "Prof d'Histoire-Géo": ("Prof d'", "Histoire-Géo"),
              "Prof de Sport": ("Prof de", "Sport"), "Science teacher": ("Teacher", "Science"),
              "History teacher": ("Teacher", "History"), "Sports teacher": ("Teacher", "Sports")}


def name_block(name: str, points: int, colour: str) -> str:
    lines = NAME_LINES.get(name, ("", name))
    small = text(100, 208, lines[0], 13, colour) if lines[0] else ""
    big = text(100, 226 if lines[0] else 219, lines[1], 18, colour)
    label = f"{points} pt" + ("s" if points > 1 else "")
    pill = el("rect", x=74, y=234, width=52, height=22, rx=11, fill=colour) + text(100, 250, label, 14, "#fff")
    return small + big + pill


def kids_school_card(rank: str, school: str, lang: str = "fr") -> tuple[str, str]:
    s, r = SCHOOLS[school], KIDS_RANKS[rank]
    index_label, name = (rank, r.name) if lang == "fr" else r.en
    uid = f"c-{rank}{school}"
    sym = f"{uid}-{s.shape}"
    tile = el("g", place(sym, 8, 8, 0.5) + place(sym, 24, 24, 0.5), fill=s.main, opacity=0.22)
    defs = el("defs", glyph_def(uid, s.shape) + el("pattern", tile, id=f"{uid}-p", width=32, height=32,
                                                     patternUnits="userSpaceOnUse"))
    if r.person:
        back_hair, front_hair = hair(r.hair, r.hair_colour)
        art = body(s.main) + back_hair + head(r.skin) + front_hair + r.prop(s)
    else:
        art = r.prop(s)
    index = text(30, 37, index_label, 27, s.dark) + place(sym, 30, 54, 0.95, fill=s.main, stroke=s.dark,
                                                          stroke_width=1.5)
    title = f"{name} {s.fem if r.feminine else s.masc}" if lang == "fr" else f"{name} ({s.en})"
    svg = (defs + frame(s.light, s.dark) + el("rect", x=4, y=4, width=192, height=292, rx=12, fill=f"url(#{uid}-p)")
           + corners(uid, index) + panel(uid, "#fff", s.main, art) + name_block(name, r.points, s.dark))
    return title, document(title, svg)


# --------------------------------------------------------------------------
# Trumps and Excuse (both decks)
# --------------------------------------------------------------------------

def hue_colour(fraction: float, light: float = 0.45) -> str:
    """Trump colours walk round the colour wheel, so neighbours differ."""
    r, g, b = colorsys.hls_to_rgb(fraction % 1.0, light, 0.75)
    return f"#{round(r * 255):02X}{round(g * 255):02X}{round(b * 255):02X}"


def sunburst(cx: float, cy: float, colour: str, rays: int = 12) -> str:
    step = math.pi / rays
    d = "".join(
        f"M{fmt(cx)} {fmt(cy)}L{fmt(cx + 160 * math.cos(2 * i * step))} {fmt(cy + 160 * math.sin(2 * i * step))}"
        f"L{fmt(cx + 160 * math.cos((2 * i + 1) * step))} {fmt(cy + 160 * math.sin((2 * i + 1) * step))}Z"
        for i in range(rays))
    return el("path", d=d, fill=colour, opacity=0.35)


def jester(cx: float, cy: float, scale: float, face: bool = True) -> str:
    """Jester's three-pointed hat (and face) for the Excuse, drawn around (cx, cy)."""
    hat = "".join(
        el("path", d=d, fill=c, stroke=INK, stroke_width=2.5, stroke_linejoin="round")
        for d, c in (("M-22 0L-36 -26 -10 -12Z", "#E53935"), ("M-12 -2L0 -40 12 -2Z", GOLD),
                     ("M22 0L36 -26 10 -12Z", "#43A047")))
    bells = "".join(el("circle", cx=x, cy=y, r=4.5, fill=GOLD, stroke=INK, stroke_width=2)
                    for x, y in ((-36, -26), (0, -40), (36, -26)))
    band = el("path", d="M-24 -4h48v8h-48z", fill="#8E3BB0", stroke=INK, stroke_width=2)
    # Reuse the kids' head, shifted so it sits just under the hat band.
    face_art = el("g", head(SKIN[0]), transform=f"translate(-100 {26 - FACE_Y})") if face else ""
    return el("g", hat + bells + face_art + band, transform=f"translate({fmt(cx)} {fmt(cy)}) scale({fmt(scale)})")


def trump_title(n: int, lang: str) -> str:
    if lang == "fr":
        return "Atout 1, le Petit" if n == 1 else f"Atout {n}"
    return "Trump 1, the Petit" if n == 1 else f"Trump {n}"


def excuse_title(lang: str) -> str:
    return "L'Excuse" if lang == "fr" else "The Excuse"


def kids_trump(n: int, lang: str = "fr") -> tuple[str, str]:
    uid = f"c-kids-T{n}"
    colour = hue_colour((n - 1) / 13)
    art = sunburst(100, 130, colour) + el("circle", cx=100, cy=130, r=40, fill="#fff", stroke=colour, stroke_width=6)
    art += text(100, 147, str(n), 46, INK)
    caption = ("Le Petit" if n == 1 else "Atout") if lang == "fr" else ("The Petit" if n == 1 else "Trump")
    body_ = (frame("#FFFBEA", INK) + corners(uid, text(30, 44, str(n), 32, INK))
             + panel(uid, "#FFFBEA", colour, art) + text(100, 226, caption, 22, INK))
    if n in (1, 13):
        body_ += bout_badge()
    title = trump_title(n, lang)
    return title, document(title, body_)


def kids_excuse(lang: str = "fr") -> tuple[str, str]:
    uid = "c-kids-EX"
    art = sunburst(100, 130, "#8E3BB0", 16) + jester(100, 129, 1.15)
    index = jester(30, 46, 0.55, face=False)
    body_ = (frame("#FFFBEA", INK) + corners(uid, index) + panel(uid, "#FFFBEA", "#8E3BB0", art)
             + text(100, 226, "Excuse", 22, INK) + bout_badge())
    return excuse_title(lang), document(excuse_title(lang), body_)


TAROT_BAND = "#0F5C6E"


def tarot_trump_like(uid: str, title: str, heading: str, index: str, band_art: str, caption: str,
                     bout: bool) -> str:
    """Classic trump layout: ivory card, dark band across the middle."""
    band = (el("rect", x=4, y=100, width=192, height=100, fill=TAROT_BAND)
            + el("path", d="M4 104h192M4 196h192", stroke=GOLD, stroke_width=2))
    body_ = (frame("#FFFDF5", INK) + band + corners(uid, index) + text(100, 88, heading, 16, TAROT_BAND,
                                                                         letter_spacing=3)
             + band_art + (text(100, 236, caption, 22, TAROT_BAND) if caption else "")
             + (bout_badge() if bout else ""))
    return document(title, body_)


def tarot_trump(n: int, lang: str = "fr") -> tuple[str, str]:
    title = trump_title(n, lang)
    number = text(100, 177, str(n), 78, "#fff")
    svg = tarot_trump_like(f"c-T{n}", title, "ATOUT" if lang == "fr" else "TRUMP",
                           text(30, 44, str(n), 32, TAROT_BAND), number, "Petit" if n == 1 else "", n in (1, 21))
    return title, svg


def tarot_excuse(lang: str = "fr") -> tuple[str, str]:
    uid = "c-EX"
    star = el("path", d=GLYPHS["star"], fill=GOLD, stroke="#fff", stroke_width=0.6,
              transform="translate(100 148) scale(3.6)")
    index = el("path", d=GLYPHS["star"], fill=TAROT_BAND, transform="translate(30 40) scale(1.4)")
    return excuse_title(lang), tarot_trump_like(uid, excuse_title(lang), "EXCUSE", index, star, "", True)


# --------------------------------------------------------------------------
# French tarot suit cards
# --------------------------------------------------------------------------

RED, BLACK = "#C62828", "#1C1C1C"
SUITS: dict[str, tuple[str, str, str]] = {  # letter: (glyph, French name, colour)
    "S": ("spade", "pique", BLACK),
    "H": ("heart", "cœur", RED),
    "D": ("diamond", "carreau", RED),
    "C": ("club", "trèfle", BLACK),
}
SUITS_EN = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}

# Pip positions as (column, row): columns -1/0/1, rows 0 (top) .. 1 (bottom).
_SIDES = (-1, 1)
PIPS: dict[int, list[tuple[int, float]]] = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(c, r) for r in (0, 1) for c in _SIDES],
    5: [(c, r) for r in (0, 1) for c in _SIDES] + [(0, 0.5)],
    6: [(c, r) for r in (0, 0.5, 1) for c in _SIDES],
    7: [(c, r) for r in (0, 0.5, 1) for c in _SIDES] + [(0, 0.25)],
    8: [(c, r) for r in (0, 0.5, 1) for c in _SIDES] + [(0, 0.25), (0, 0.75)],
    9: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in _SIDES] + [(0, 0.5)],
    10: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in _SIDES] + [(0, 1 / 6), (0, 5 / 6)],
}

FACES: dict[str, tuple[str, str]] = {"K": ("R", "Roi"), "Q": ("D", "Dame"), "N": ("C", "Cavalier"), "J": ("V", "Valet")}
FACES_EN: dict[str, tuple[str, str]] = {"K": ("K", "King"), "Q": ("Q", "Queen"), "N": ("C", "Knight"),
                                        "J": ("J", "Jack")}


def headwear(rank: str, colour: str) -> str:
    """Crown for the Roi, tiara for the Dame, horseshoe for the Cavalier, plumed cap for the Valet."""
    line = dict(stroke=INK, stroke_width=2.5, stroke_linejoin="round")
    if rank == "K":
        return el("path", d="M68 122L64 88 83 104 100 80 117 104 136 88 132 122Z", fill=GOLD, **line) + "".join(
            el("circle", cx=x, cy=y, r=4, fill=colour) for x, y in ((64, 88), (100, 80), (136, 88)))
    if rank == "Q":
        return el("path", d="M70 122V110Q84 106 86 92Q94 102 100 82Q106 102 114 92Q116 106 130 110V122Z", fill=GOLD,
                  **line) + "".join(el("circle", cx=x, cy=y, r=r, fill=colour, stroke=INK, stroke_width=1.5)
                         for x, y, r in ((100, 110, 6), (84, 114, 3.5), (116, 114, 3.5)))
    if rank == "N":
        return el("path", d="M84 88v14a16 16 0 0 0 32 0V88", fill="none", stroke=INK, stroke_width=12,
                  stroke_linecap="round") + el("path", d="M84 88v14a16 16 0 0 0 32 0V88", fill="none",
                                               stroke=GOLD, stroke_width=7, stroke_linecap="round")
    return el("path", d="M116 108Q138 76 152 80Q140 92 124 112Z", fill=GOLD, **line) + el(
        "path", d="M66 122Q70 96 100 96Q130 96 134 122Z", fill=colour, **line)


def suit_index(uid: str, label: str, glyph: str, colour: str) -> str:
    return text(28, 42, label, 30 if len(label) == 1 else 25, colour) + place(f"{uid}-{glyph}", 28, 62, 1.1,
                                                                              fill=colour)


def tarot_suit_card(rank: str, suit: str, lang: str = "fr", deck: str = "",
                    badge: tuple[str, str] | None = None) -> tuple[str, str]:
    """A French-suited card; ``deck`` keeps its ids apart from the tarot card's, ``badge`` is
    a drawing added on top and the words it adds to the title."""
    glyph, _, colour = SUITS[suit]
    uid = f"c-{deck}{rank}{suit}"
    title, index_label, art = suit_face(uid, rank, suit, lang)
    svg = el("defs", glyph_def(uid, glyph)) + frame("#FFFFFF", INK) + corners(
        uid, suit_index(uid, index_label, glyph, colour)) + art
    if badge is not None:
        svg, title = svg + badge[0], f"{title}, {badge[1]}"
    return title, document(title, svg)


def suit_face(uid: str, rank: str, suit: str, lang: str) -> tuple[str, str, str]:
    """A suit card's title, corner label and middle (pips or a face), the glyph already in
    ``<defs>`` as ``{uid}-{glyph}``: shared by the tarot, the Taroinche and the Tamalou cards."""
    glyph, suit_name, colour = SUITS[suit]
    fr = lang == "fr"
    ref = f"{uid}-{glyph}"
    if rank in FACES:
        letter, rank_name = (FACES if fr else FACES_EN)[rank]
        tint = "#FDECEA" if colour == RED else "#ECEFF1"
        art = (el("rect", x=40, y=72, width=120, height=160, rx=12, fill=tint, stroke=colour, stroke_width=3)
               + headwear(rank, colour) + text(100, 196, letter, 76, colour)
               + place(ref, 58, 162, 1.0, fill=colour) + place(ref, 142, 162, 1.0, fill=colour)
               + text(100, 222, rank_name, 16, INK))
        index_label = letter
        title = f"{rank_name} de {suit_name}" if fr else f"{rank_name} of {SUITS_EN[suit]}"
    else:
        n = int(rank)
        if n == 1:
            art = place(ref, 100, 150, 4.2, fill=colour)
        else:
            # Lower-half pips are upside down, as on real cards.
            art = "".join(place(ref, 100 + 36 * c, 78 + 144 * r, 1.5, turn=r > 0.5, fill=colour)
                          for c, r in PIPS[n])
        index_label = rank
        title = f"{'As' if n == 1 else n} de {suit_name}" if fr else f"{'Ace' if n == 1 else n} of {SUITS_EN[suit]}"
    return title, index_label, art


# --------------------------------------------------------------------------
# Le Tarin: four colours 1 to 14, each with its own symbol
# --------------------------------------------------------------------------

def _sun_d() -> str:
    rays = "".join(
        f"M{fmt(6.5 * math.cos(a - 0.28))} {fmt(6.5 * math.sin(a - 0.28))}"
        f"L{fmt(10.5 * math.cos(a))} {fmt(10.5 * math.sin(a))}"
        f"L{fmt(6.5 * math.cos(a + 0.28))} {fmt(6.5 * math.sin(a + 0.28))}Z"
        for a in (math.pi * i / 4 for i in range(8)))
    return circle_d(0, 0, 5.5) + rays


GLYPHS |= {
    # a crescent: the outer arc's circle is centred near 3.4, the inner one's at 13.8, so
    # their two arcs bound a shape (two arcs of one circle would enclose nothing)
    "moon": "M6.5 -9.5A10 10 0 1 0 6.5 9.5A12 12 0 0 1 6.5 -9.5Z",
    "drop": "M0 -10C3 -5 8 -1 8 3.5A8 6.5 0 0 1 -8 3.5C-8 -1 -3 -5 0 -10Z",
    "sun": _sun_d(),
    "leaf": "M-9 9C-10 -3 -2 -10 10 -10C10 2 3 10 -9 9ZM-9 9L1 -1",
}


@dataclass(frozen=True)
class Colour:
    fr: str
    en: str
    glyph: str
    main: str
    light: str


# Colour + symbol: a moon for black, a drop for red, a sun for yellow, a leaf for green.
TARIN_COLOURS: dict[str, Colour] = {
    "N": Colour("noir", "black", "moon", "#212121", "#ECEFF1"),
    "R": Colour("rouge", "red", "drop", "#C62828", "#FDECEA"),
    "J": Colour("jaune", "yellow", "sun", "#9A6A00", "#FFF6D5"),
    "V": Colour("vert", "green", "leaf", "#2E7D32", "#E6F4E7"),
}
TARIN_POINTS = {5: 5, 10: 10, 14: 10}


def tarin_title(rank: int, colour: str, lang: str) -> str:
    c = TARIN_COLOURS[colour]
    return f"{rank} {c.fr}" if lang == "fr" else f"{c.en.capitalize()} {rank}"


def tarin_card(rank: int, colour: str, lang: str = "fr") -> tuple[str, str]:
    c = TARIN_COLOURS[colour]
    uid = f"c-tarin-{rank}{colour}"
    ref = f"{uid}-{c.glyph}"
    index = text(28, 42, str(rank), 30 if rank < 10 else 25, c.main) + place(ref, 28, 62, 1.1, fill=c.main)
    art = (el("rect", x=40, y=80, width=120, height=140, rx=16, fill=c.light, stroke=c.main, stroke_width=3)
           + place(ref, 100, 130, 3.2, fill=c.main, opacity=0.25) + text(100, 168, str(rank), 64, c.main))
    worth = TARIN_POINTS.get(rank)
    if worth:  # the cards that count carry their points, in a gold badge
        art += (el("circle", cx=100, cy=246, r=21, fill=GOLD, stroke="#8D6E00", stroke_width=2.5)
                + text(100, 245, str(worth), 18, "#4E3B00") + text(100, 258, "pts", 10, "#4E3B00"))
    title = tarin_title(rank, colour, lang)
    svg = el("defs", glyph_def(uid, c.glyph)) + frame("#FFFFFF", INK) + corners(uid, index) + art
    return title, document(title, svg)


def back_tarin(lang: str = "fr") -> tuple[str, str]:
    uid = "c-back-tarin"
    defs = el("defs", "".join(glyph_def(uid, c.glyph) for c in TARIN_COLOURS.values()))
    symbols = "".join(place(f"{uid}-{c.glyph}", x, y, 2.2, fill=c.main)
                      for c, (x, y) in zip(TARIN_COLOURS.values(), ((70, 110), (130, 110), (70, 190), (130, 190))))
    plate = el("rect", x=30, y=60, width=140, height=180, rx=18, fill="#FFFDF5", stroke=GOLD, stroke_width=4)
    svg = defs + frame("#3E2723", INK) + plate + symbols + text(100, 157, "Tarin", 24, INK)
    title = "Dos de carte du Tarin" if lang == "fr" else "Back of a Tarin card"
    return title, document(title, svg)


# --------------------------------------------------------------------------
# Le Tamalou: the 52 French-suited cards, each with its value in a corner badge
# --------------------------------------------------------------------------

TAMALOU_RANKS = [str(n) for n in range(1, 11)] + ["J", "Q", "K"]
# A red King is worth nothing (green badge), a black King 15 (red badge): the two to remember.
ZERO, HIGH = ("#2E7D32", "#E8F5E9"), ("#B71C1C", "#FFEBEE")


def tamalou_value(rank: str, suit: str) -> int:
    if rank == "K":
        return 0 if suit in "HD" else 15
    return 10 if rank in ("J", "Q") else int(rank)


def tamalou_badge(value: int, lang: str) -> tuple[str, str]:
    """The value in a disc at the top right (the corner the indices leave free), and in words."""
    ink, fill = ZERO if value == 0 else HIGH if value == 15 else ("#4E3B00", GOLD)
    one = value < 2 if lang == "fr" else value == 1  # « 0 point » in French, "0 points" in English
    disc = el("circle", cx=168, cy=38, r=23, fill=fill, stroke=ink, stroke_width=3)
    drawing = disc + text(168, 42, str(value), 20, ink) + text(168, 54, "pt" if one else "pts", 9, ink)
    return drawing, f"{value} point" + ("" if one else "s")


def tamalou_card(rank: str, suit: str, lang: str = "fr") -> tuple[str, str]:
    return tarot_suit_card(rank, suit, lang, deck="tamalou-", badge=tamalou_badge(tamalou_value(rank, suit), lang))


def back_tamalou(lang: str = "fr") -> tuple[str, str]:
    uid = "c-back-tamalou"
    defs = el("defs", "".join(glyph_def(uid, g) for g, _, _ in SUITS.values()))
    corners_ = "".join(place(f"{uid}-{g}", x, y, 1.6, fill="#FFFDF5")
                       for (g, _, _), (x, y) in zip(SUITS.values(), ((40, 40), (160, 40), (40, 260), (160, 260))))
    plate = el("circle", cx=100, cy=150, r=62, fill="#FFFDF5", stroke=GOLD, stroke_width=5)
    eye = (el("path", d="M58 150Q100 108 142 150Q100 192 58 150Z", fill="#fff", stroke=INK, stroke_width=3)
           + el("circle", cx=100, cy=150, r=14, fill="#2E7D32") + el("circle", cx=100, cy=150, r=6, fill=INK))
    svg = defs + frame("#6A1B9A", INK) + corners_ + plate + eye + text(100, 238, "Tamalou", 26, "#FFFDF5")
    title = "Dos de carte du Tamalou" if lang == "fr" else "Back of a Tamalou card"
    return title, document(title, svg)


# --------------------------------------------------------------------------
# Backs
# --------------------------------------------------------------------------

def back_kids(lang: str = "fr") -> tuple[str, str]:
    uid = "c-back-kids"
    shapes = [(s.shape, s.main) for s in SCHOOLS.values()]
    tile = "".join(place(f"{uid}-{name}", x, y, 0.6, fill=colour)
                   for (name, colour), (x, y) in zip(shapes, ((10, 10), (30, 10), (10, 30), (30, 30))))
    defs = el("defs", "".join(glyph_def(uid, name) for name, _ in shapes)
              + el("pattern", tile, id=f"{uid}-p", width=40, height=40, patternUnits="userSpaceOnUse",
                   patternTransform="rotate(12)"))
    plate = (el("rect", x=28, y=104, width=144, height=92, rx=16, fill="#fff", stroke=INK, stroke_width=4)
             + text(100, 144, "Tarot", 30, INK) + text(100, 178, "École", 30, INK))
    svg = defs + frame("#FFFBEA", INK) + el("rect", x=12, y=12, width=176, height=276, rx=8,
                                            fill=f"url(#{uid}-p)") + plate
    title = "Dos de carte Tarot Kids" if lang == "fr" else "Back of a Tarot Kids card"
    return title, document(title, svg)


def back_tarot(lang: str = "fr") -> tuple[str, str]:
    uid = "c-back-tarot"
    lattice = el("path", d="M0 12L12 0 24 12 12 24Z", fill="none", stroke=GOLD, stroke_width=1.2, opacity=0.55)
    defs = el("defs", "".join(glyph_def(uid, g) for g, _, _ in SUITS.values())
              + el("pattern", lattice, id=f"{uid}-p", width=24, height=24, patternUnits="userSpaceOnUse"))
    oval = el("ellipse", cx=100, cy=150, rx=50, ry=70, fill="#FFFDF5", stroke=GOLD, stroke_width=4)
    suits = "".join(place(f"{uid}-{g}", x, y, 1.5, fill=c)
                    for (g, _, c), (x, y) in zip(SUITS.values(), ((100, 108), (128, 150), (100, 192), (72, 150))))
    svg = (defs + frame("#1F3B63", INK) + el("rect", x=12, y=12, width=176, height=276, rx=8,
                                             fill=f"url(#{uid}-p)", stroke=GOLD, stroke_width=2) + oval + suits)
    title = "Dos de carte tarot" if lang == "fr" else "Back of a tarot card"
    return title, document(title, svg)


# --------------------------------------------------------------------------
# La Taroinche: 32 cards, 7 to Ace, in the tarot suits' style
# --------------------------------------------------------------------------

# written as the engine writes them (the tarot's codes: the Ace is "1"), so a card's file is its token
TAROINCHE_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "1")
# (points in a plain suit, points in trumps): the badge teaches both, since trumps change each deal
TAROINCHE_POINTS = {"1": (11, 11), "10": (10, 10), "K": (4, 4), "Q": (3, 3), "J": (2, 20), "9": (0, 14)}


def taroinche_file(rank: str, suit: str) -> str:
    return f"taroinche-{rank}{suit}.svg"


def points_badge(plain: int, trump: int, lang: str) -> str:
    """Gold badge between the corners: the card's points, and its points when it is a trump."""
    unit = "pt" if plain == 1 or plain == 0 and lang == "fr" else "pts"  # « 0 pt » but "0 pts"
    trump_word = "atout" if lang == "fr" else "trump"
    return (el("rect", x=60, y=226, width=80, height=46, rx=12, fill=GOLD, stroke="#8D6E00", stroke_width=2.5)
            + text(100, 245, f"{plain} {unit}", 15, "#4E3B00") + text(100, 264, f"{trump_word} {trump}", 13, "#4E3B00"))


def taroinche_card(rank: str, suit: str, lang: str = "fr") -> tuple[str, str]:
    glyph, _, colour = SUITS[suit]
    uid = f"c-taroinche-{rank}{suit}"
    title, index_label, art = suit_face(uid, rank, suit, lang)
    if rank == "1":  # the 32-card deck's Ace reads « As » / "A", as on the cards people play with
        index_label = "As" if lang == "fr" else "A"
    # the picture shrinks a little to leave the badge its room between the corners
    body_ = el("g", art, transform="translate(12 8.64) scale(0.88)")
    if rank in TAROINCHE_POINTS:
        body_ += points_badge(*TAROINCHE_POINTS[rank], lang)
    svg = (el("defs", glyph_def(uid, glyph)) + frame("#FFFFFF", INK)
           + corners(uid, suit_index(uid, index_label, glyph, colour)) + body_)
    return title, document(title, svg)


def back_taroinche(lang: str = "fr") -> tuple[str, str]:
    uid = "c-back-taroinche"
    stripes = el("path", d="M0 0L12 12M12 0L0 12", stroke=GOLD, stroke_width=1.2, opacity=0.5)
    defs = el("defs", "".join(glyph_def(uid, g) for g, _, _ in SUITS.values())
              + el("pattern", stripes, id=f"{uid}-p", width=12, height=12, patternUnits="userSpaceOnUse"))
    plate = el("rect", x=30, y=70, width=140, height=160, rx=18, fill="#FFFDF5", stroke=GOLD, stroke_width=4)
    suits = "".join(place(f"{uid}-{g}", x, y, 1.6, fill=c)
                    for (g, _, c), (x, y) in zip(SUITS.values(), ((64, 104), (136, 104), (64, 196), (136, 196))))
    svg = (defs + frame("#7B1F3A", INK) + el("rect", x=12, y=12, width=176, height=276, rx=8,
                                             fill=f"url(#{uid}-p)", stroke=GOLD, stroke_width=2)
           + plate + suits + text(100, 156, "Taroinche", 24, INK))
    title = "Dos de carte de la Taroinche" if lang == "fr" else "Back of a Taroinche card"
    return title, document(title, svg)


# --------------------------------------------------------------------------
# Deck tables and CLI
# --------------------------------------------------------------------------

KIDS_TRUMPS = 13
TAROT_TRUMPS = 21
TAROT_RANKS = [str(n) for n in range(1, 11)] + ["J", "N", "Q", "K"]


def all_cards(lang: str = "fr") -> dict[str, tuple[str, str]]:
    """File name -> (title, SVG text) for every card of the four decks, in ``lang``."""
    makers: dict[str, Callable[[], tuple[str, str]]] = {}
    for n in range(1, KIDS_TRUMPS + 1):
        makers[f"kids-T{n}.svg"] = lambda n=n: kids_trump(n, lang)
    makers["kids-EX.svg"] = lambda: kids_excuse(lang)
    for school in SCHOOLS:
        for rank in KIDS_RANKS:
            makers[f"{rank}{school}.svg"] = lambda r=rank, s=school: kids_school_card(r, s, lang)
    for n in range(1, TAROT_TRUMPS + 1):
        makers[f"T{n}.svg"] = lambda n=n: tarot_trump(n, lang)
    makers["EX.svg"] = lambda: tarot_excuse(lang)
    for suit in SUITS:
        for rank in TAROT_RANKS:
            makers[f"{rank}{suit}.svg"] = lambda r=rank, s=suit: tarot_suit_card(r, s, lang)
    for colour in TARIN_COLOURS:
        for n in range(1, 15):
            makers[f"{n}{colour}.svg"] = lambda n=n, c=colour: tarin_card(n, c, lang)
    makers["back-kids.svg"] = lambda: back_kids(lang)
    makers["back-tarot.svg"] = lambda: back_tarot(lang)
    makers["back-tarin.svg"] = lambda: back_tarin(lang)
    for suit in SUITS:
        for rank in TAROINCHE_RANKS:
            makers[taroinche_file(rank, suit)] = lambda r=rank, s=suit: taroinche_card(r, s, lang)
    makers["back-taroinche.svg"] = lambda: back_taroinche(lang)
    for suit in SUITS:
        for rank in TAMALOU_RANKS:
            makers[f"tamalou-{rank}{suit}.svg"] = lambda r=rank, s=suit: tamalou_card(r, s, lang)
    makers["back-tamalou.svg"] = lambda: back_tamalou(lang)
    return {name: make() for name, make in makers.items()}


def out_dir(lang: str) -> Path:
    """French art in static/cards/, any other language in its own folder below."""
    return OUT_DIR if lang == "fr" else OUT_DIR / lang


def stale_files(cards: dict[str, tuple[str, str]], out_dir: Path = OUT_DIR) -> list[str]:
    """Names whose file is missing or differs from what the generator makes now."""
    return [name for name, (_, svg) in cards.items()
            if not (out_dir / name).is_file() or (out_dir / name).read_text(encoding="utf-8") != svg]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report missing/out-of-date files")
    args = parser.parse_args(argv)
    missing = 0
    for lang in LANGS:
        cards, folder = all_cards(lang), out_dir(lang)
        stale = stale_files(cards, folder)
        missing += len(stale)
        if args.check:
            for name in stale:
                print(f"out of date or missing: {folder.relative_to(OUT_DIR.parent)}/{name}")
            continue
        folder.mkdir(parents=True, exist_ok=True)
        for name in stale:
            # newline="\n" keeps files identical on Windows checkouts too.
            (folder / name).write_text(cards[name][1], encoding="utf-8", newline="\n")
        print(f"{len(cards)} cards ({lang}), {len(stale)} written to {folder}")
    return 1 if args.check and missing else 0


if __name__ == "__main__":
    sys.exit(main())
