"""``python -m lessons.prove [folder]`` (``make proofs``): prove every `best` step of the lesson
files in ``folder`` (default: ``lessons/data``) and keep the figures beside them, in
``proofs.json`` (:mod:`lessons.proofs`); exits 1 when a position's answer is not clear.

Each line says a step's figures: « kids-bets-or-pass/2: bid:master +33.9, pass +17.5; lead
+16.4 ± 2.1 over 200 imagined deals ».
"""

from __future__ import annotations

import sys
from pathlib import Path

from .loader import best_positions
from .proofs import PROOFS, prove, write


def main(folder: Path = PROOFS.parent) -> int:
    proofs = {}
    failed = []
    for key, (deal, choices, seed, stamp) in best_positions(folder).items():
        proof = prove(deal, choices, seed, stamp)
        proofs[key] = proof
        print(f"{key}: {', '.join(f'{t} {v:+.1f}' for t, v in proof.figures)}; lead {proof.gap:+.1f} "
              f"± {proof.error:.1f} over {proof.worlds} imagined deals"
              + ("" if proof.proven else "  NOT PROVEN"), flush=True)
        if not proof.proven:
            failed.append(key)
    write(proofs, folder / PROOFS.name)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else PROOFS.parent))
