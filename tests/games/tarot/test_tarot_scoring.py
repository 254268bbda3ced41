"""Known-answer scoring of the full game: the rule text's three worked examples and a table of
hand-checked deals (each row worked out by hand from « calcul et marquage des scores »)."""

from __future__ import annotations

import pytest

from engine.games.tarot.rules import score


def test_amelie():
    """« Amélie est preneuse et tente une Garde sans le Chien avec 3 Bouts. Elle remporte 36
    points, son contrat est « juste fait ». […] Chaque défenseur marque -140 points. Amélie
    marque donc 3 × 140 = 420 points. »"""
    s = score("garde_sans", bouts=3, half_points=72, defenders=3, petit_au_bout="attack")
    assert (-s.per_defender, s.taker) == (-140, 420)


def test_nathan():
    """« le total des points de ses plis est de 48 points […] 32 × 2 = 64 points. Chacun des 3
    défenseurs marque -64 points, le preneur marque 3 × 64 = 192 points. »"""
    s = score("garde", bouts=2, half_points=96, defenders=3)
    assert (s.gap, -s.per_defender, s.taker) == (7, -64, 192)


def test_corentin():
    """« Corentin a pris et chute une Prise de 7. […] Les défenseurs marquent chacun 25 + 7 = 32
    points, Corentin marque 3 × -32 = -96 points. »"""
    s = score("prise", bouts=2, half_points=68, defenders=3)
    assert (s.won, s.gap, -s.per_defender, s.taker) == (False, 7, 32, -96)


# contract, bouts, half points, defenders, partner, petit au bout, poignée →
#   each defender, taker, partner
TABLE = [
    ("prise", 3, 72, 3, False, None, 0, -25, 75, 0),
    ("prise", 2, 81, 3, False, None, 0, 26, -78, 0),        # 40.5 for 41: fails by 1
    ("prise", 2, 83, 3, False, None, 0, -26, 78, 0),        # 41.5: made by 1
    ("garde", 1, 102, 3, False, None, 0, -50, 150, 0),
    ("garde", 0, 100, 3, False, None, 0, 62, -186, 0),
    ("garde_sans", 2, 120, 3, False, None, 0, -176, 528, 0),
    ("garde_contre", 3, 70, 3, False, None, 0, 156, -468, 0),
    ("prise", 1, 110, 2, False, None, 0, -29, 58, 0),       # 3 players: taker ×2
    ("garde", 2, 70, 2, False, None, 0, 62, -124, 0),
    ("prise", 2, 90, 3, True, None, 0, -29, 58, 29),        # 5 players: 2/3 and 1/3
    ("garde", 1, 96, 3, True, None, 0, 56, -112, -56),
    ("garde", 3, 80, 4, False, None, 0, -58, 232, 0),       # 5 players alone: ×4
    ("prise", 2, 84, 3, False, "attack", 0, -36, 108, 0),
    ("prise", 2, 84, 3, False, "defence", 0, -16, 48, 0),
    ("garde", 1, 90, 3, False, "defence", 0, 82, -246, 0),
    ("garde_sans", 2, 110, 3, False, "attack", 0, -196, 588, 0),
    ("prise", 2, 90, 3, False, None, 20, -49, 147, 0),
    ("prise", 2, 70, 3, False, None, 20, 51, -153, 0),      # the poignée goes to the defence
    ("garde", 3, 76, 3, False, None, 30, -84, 252, 0),
    ("garde_contre", 2, 100, 3, False, None, 40, -244, 732, 0),
    ("prise", 1, 104, 3, False, "defence", 20, -36, 108, 0),
    ("garde_sans", 2, 82, 2, False, None, 0, -100, 200, 0),
    ("garde_contre", 1, 101, 2, False, None, 0, 156, -312, 0),
    ("prise", 3, 72, 2, False, "attack", 0, -35, 70, 0),
    ("garde_sans", 2, 88, 3, True, None, 0, -112, 224, 112),
    ("prise", 0, 90, 4, False, None, 0, 36, -144, 0),
    ("prise", 2, 84, 3, True, "defence", 20, -36, 72, 36),
    ("garde", 3, 72, 3, True, None, 0, -50, 100, 50),       # 6 players: the 5-player share
    ("garde_contre", 0, 112, 3, False, None, 0, -150, 450, 0),
    ("prise", 1, 101, 3, False, None, 0, 26, -78, 0),
    ("garde", 2, 81, 3, False, None, 0, 52, -156, 0),
    ("garde_contre", 1, 80, 3, True, "defence", 0, 276, -552, -276),
]


@pytest.mark.parametrize("row", TABLE, ids=[f"{r[0]}-{i}" for i, r in enumerate(TABLE)])
def test_hand_checked_table(row):
    contract, bouts, half, defenders, partner, petit, poignee, each, taker, mate = row
    s = score(contract, bouts, half, defenders, partner, petit, poignee)
    assert (-s.per_defender, s.taker, s.partner_score) == (each, taker, mate)
    assert s.taker + s.partner_score + defenders * (-s.per_defender) == 0  # « égal à 0 »


def test_score_in_words():
    lines = score("garde", bouts=2, half_points=96, defenders=3).lines("fr")
    assert lines[0] == "2 bouts → 41 points demandés ; l'attaque a 48 : +7"
    assert lines[1] == "25 + 7 = 32 ; × 2 (la Garde) = 64"
    assert lines[-1] == "Chaque défenseur : −64 ; preneur : +192"
    assert score("prise", 1, 101, 3).lines("en")[0] == "1 bout → 51 points needed; the attack has 50.5: −1"
