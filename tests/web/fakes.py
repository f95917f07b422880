"""A ``dday-viewer/1`` page data of a made-up game, for the page's and the export's own tests (no service)."""

from __future__ import annotations

import hashlib
import io
from typing import Any

from PIL import Image

SEED = 4_611_686_018_427_387_903  # 2**62 - 1: more digits than a JavaScript number holds exactly


def page_data(positions: int = 12, *, per_turn: int = 3, seed: int | None = SEED, names: Any = None) -> dict[str, Any]:
    """A finished game (``seed`` given) or one still going (``seed=None``) with ``positions`` positions."""
    commitment = hashlib.sha256(f"dday-seed:{seed if seed is not None else 1}".encode()).hexdigest()
    return {
        "format": "dday-viewer/1", "game": 7, "game_name": "Axis & Allies: D-Day", "ruleset_version": "aa-dday/3",
        "options": [["players", "2"], ["standing orders", "ask"]],
        "status": "active" if seed is None else "finished",
        "result": None if seed is None else "The Allies win </script><b>bold</b>",
        "seats": [{"seat": "axis", "name": "Axis", "player": "Ann <i>"}, {"seat": "allies", "name": "Allies",
                                                                          "player": "Bob"}],
        "created_at": "2026-12-03T10:00:00+00:00", "commitment": commitment, "seed": seed,
        "commitment_of": f"dday-seed:{seed}" if seed is not None else None,
        "positions": [
            {"index": i, "seq": 3 * i + 1, "turn": i // per_turn + 1, "phase": i % per_turn,
             "label": f"Turn {i // per_turn + 1}, phase {i % per_turn + 1}", "alt": f"The board, position {i}",
             "end": i % 2 == 0 or i == positions - 1, "log": [{"seq": 3 * i + 1, "seat": "axis", "who": "Axis", "text": f"move {i}",
                      "events": [{"text": f"roll {i}", "dice": [1, i % 6 + 1, 6]}]}]}
            for i in range(positions)
        ],
        "course": {"names": names or ["Axis units", "Allied units"],
                   "values": [[30.0 - i, 20 + i / 2] for i in range(positions)]},
    }


def picture(seq: int, size: tuple[int, int] = (1200, 800), noise: bool = False) -> bytes:
    """A PNG board of ``size``: a plain colour from ``seq``, or random noise (which compresses badly)."""
    if noise:
        import os

        image = Image.frombytes("RGB", size, os.urandom(size[0] * size[1] * 3))
    else:
        image = Image.new("RGB", size, ((seq * 37) % 256, 90, 140))
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
