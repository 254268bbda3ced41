"""La Luciole's words on the home page, the map and the setup, in French and English
(registered with the game's UI: :func:`ui.games.registry.register` adds them to the catalogues)."""

from __future__ import annotations

FR: dict[str, str] = {
    "game.luciole": "La Luciole (3 joueurs)",
    "path.luciole": "La Luciole",
    "home.pitch.luciole": "Pas d'atout : à trois, joue la bonne couleur et fais le plus de plis.",
    "home.age.luciole": "dès 8 ans",
}

EN: dict[str, str] = {
    "game.luciole": "The Firefly (3 players)",
    "path.luciole": "The Firefly",
    "home.pitch.luciole": "No trumps: three players follow suit and try to take the most tricks.",
    "home.age.luciole": "from age 8",
}
