"""Tarot Kids' card art: the four schools' characters, the trumps and the Excuse, and its back
(drawn by ``static/make_cards.py``; the app never imports it).
"""

from __future__ import annotations

import colorsys
import math
from collections.abc import Callable
from dataclasses import dataclass

from ...cardart import (INK, GOLD, bout_badge, circle_d, corners, document, el, excuse_title, fmt, frame,
                        glyph_def, place, star_d, text, trump_title)
from .deck import KIDS_DECK


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


def cards(lang: str = "fr") -> dict[str, tuple[str, str]]:
    """File name → (title, SVG text) of every Tarot Kids card and its back, in ``lang``."""
    makers: dict[str, Callable[[], tuple[str, str]]] = {}
    for n in range(1, KIDS_DECK.trumps + 1):
        makers[f"kids-T{n}.svg"] = lambda n=n: kids_trump(n, lang)
    makers["kids-EX.svg"] = lambda: kids_excuse(lang)
    for school in SCHOOLS:
        for rank in KIDS_RANKS:
            makers[f"{rank}{school}.svg"] = lambda r=rank, s=school: kids_school_card(r, s, lang)
    makers["back-kids.svg"] = lambda: back_kids(lang)
    return {name: make() for name, make in makers.items()}
