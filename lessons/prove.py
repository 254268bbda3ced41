"""``python -m lessons.prove [folder …]`` (``make proofs``): prove every `best` step of the lesson
files of each folder (default: every registered game's, ``engine/games/<id>/lessons/``) and keep
the figures beside them, in ``proofs.json`` (:mod:`lessons.proofs`); exits 1 when a position's
answer is not clear.

Each line says a step's figures: « kids-bets-or-pass/2: bid:master +33.9, pass +17.5; lead
+16.4 ± 2.1 over 200 imagined deals ».
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from .loader import best_positions, lesson_folders
from .proofs import PROOFS, prove, write


def main(folders: Sequence[Path] = ()) -> int:
    """Prove the best steps of each of ``folders`` (none given: every game's lessons folder) and
    write each folder's ``proofs.json``; a folder with no best step and no proofs file is left
    alone. 1 when a step is not proven, else 0."""
    failed = []
    for folder in folders or lesson_folders():
        positions = best_positions(folder)
        if not positions and not (folder / PROOFS).is_file():
            continue
        proofs = {}
        for key, (deal, choices, seed, stamp) in positions.items():
            proof = prove(deal, choices, seed, stamp)
            proofs[key] = proof
            print(f"{key}: {', '.join(f'{t} {v:+.1f}' for t, v in proof.figures)}; lead {proof.gap:+.1f} "
                  f"± {proof.error:.1f} over {proof.worlds} imagined deals"
                  + ("" if proof.proven else "  NOT PROVEN"), flush=True)
            if not proof.proven:
                failed.append(key)
        write(proofs, folder / PROOFS)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main([Path(arg) for arg in sys.argv[1:]]))
