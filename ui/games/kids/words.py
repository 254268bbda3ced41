"""Tarot Kids's words on the home page, in French and English (registered with the game's UI)."""

from __future__ import annotations

FR: dict[str, str] = {
    "path.kids": "Tarot Kids",
    "home.pitch.kids": "Le Tarot des enfants : des profs, des écoles et des atouts rigolos.",
    "home.age.kids": "dès 8 ans",
}

EN: dict[str, str] = {
    "path.kids": "Tarot Kids",
    "home.pitch.kids": "Tarot for children: teachers, schools and funny trumps.",
    "home.age.kids": "from age 8",
}
