"""What the Raid rules' tokens on the Battle Map say, for the Sector notes of the view (image and alt text).

A token is ``(Sector, kind)`` in :attr:`~rules.dday_dice.campaign_state.CampaignState.raid_tokens`; ``kind`` may carry a detail after a
colon (``skull:red``, ``officer:2``). Kinds not listed here are shown by their own name.
"""

from __future__ import annotations

from collections import Counter

from rules.dday_dice.campaign_state import CampaignState

LABELS = {
    "rally": "Rally Point",
    "time": "Time token",
    "skull": "Skull token",
    "gun": "Gun token (Sector 10 visited)",
    "prisoner": "Resistance prisoner (+2 DEF)",
    "blocked": "Blocked (Rommel's Obstacles)",
    "courier": "Courier",
    "flame-thrower": "Flame-Thrower token",
    "officer": "Officer token",
    "sentries": "Bunker Sentries",
}


def _tiger(detail: str) -> str:
    """``charlie:2:down`` (Column, face shown, way along its path: :mod:`.tigers`) as players read it: the face
    shown and whether it goes down the Sector numbers (toward Sector 1) or back up."""
    _column, face, way = detail.split(":")
    return f"Tiger ({face}), heading {'down' if way == 'down' else 'up'}"


WHOLE = {"tiger": _tiger}
"""Kinds whose detail makes the whole note (one note per token)."""


def notes(c: CampaignState | None, sector: str) -> list[str]:
    """One note per kind of token in ``sector`` (with how many, and their details)."""
    if c is None:
        return []
    here = [k for s, k in c.raid_tokens if s == sector]
    out = [WHOLE[k.split(":", 1)[0]](k.split(":", 1)[1]) for k in here if k.split(":", 1)[0] in WHOLE]
    here = [k for k in here if k.split(":", 1)[0] not in WHOLE]
    counts = Counter(k.split(":", 1)[0] for k in here)
    for kind, n in counts.items():
        details = sorted(k.split(":", 1)[1] for k in here if k.startswith(kind + ":"))
        text = LABELS.get(kind, kind.replace("-", " ").capitalize()) + (f" x{n}" if n > 1 else "")
        out.append(text + (f" ({', '.join(details)})" if details else ""))
    return out
