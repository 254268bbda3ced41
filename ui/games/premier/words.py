"""Mon premier Tarot's words on the home page, in French and English (registered with the game's UI)."""

from __future__ import annotations

FR: dict[str, str] = {
    "path.premier": "Mon premier Tarot",
    "home.pitch.premier": "Les vraies cartes du Tarot, et on gagne en faisant le plus de plis.",
    "home.age.premier": "dès 8 ans",
}

EN: dict[str, str] = {
    "path.premier": "My first Tarot",
    "home.pitch.premier": "The real Tarot cards, and you win by taking the most tricks.",
    "home.age.premier": "from age 8",
}
