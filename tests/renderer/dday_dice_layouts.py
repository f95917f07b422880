"""Overlord tables for the layout tests: every board of every campaign layout, and the checks on drawn labels."""

from __future__ import annotations

import random
from functools import lru_cache

from renderer.dday_dice.canvas import Canvas, inside, overlap
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord.playable import blitzkrieg_values, campaign_values
from tests.typed import apply_text

CASES: list[dict[str, str]] = []
"""Every campaign the lobby offers with several player counts (two Teams of the Medium layout, three Teams
of one to four Units), solo, the Small layout, Campaign C's second Battle Map, and every Blitzkrieg Raid."""
for _c in campaign_values()[1:]:
    CASES += [{"campaign": _c, "players": p} for p in ("2", "3", "4", "9", "12")]
    CASES.append({"campaign": _c, "players": "1", "solo": "on"})
CASES += [{"campaign": "a", "players": "2", "layout": "small"}, {"campaign": "c", "players": "6", "version": "2"}]
CASES += [{"blitzkrieg": b, "players": "4"} for b in blitzkrieg_values()[1:]]


def case_id(opts: dict[str, str]) -> str:
    return "-".join(f"{k}={v}" for k, v in opts.items())


def _every_raid(state):
    """The state at the start of each Raid of its campaign (the Units moved to their Column's first Sector)."""
    c = state.campaign
    out = [state]
    for raid in range(1, len(c.raids)):
        s = state.model_copy(update={"campaign": c.model_copy(update={"raid": raid})})
        s = s.model_copy(update={"units": [u.model_copy(update={"sector": _first_sector(s, u.sector)})
                                           for u in s.units]})
        view = E.view(s, None)
        assert view.map.id
        out.append(s)
    return out


def _first_sector(s, sector_id: str) -> str:
    from rules.dday_dice.context import current_map
    from rules.dday_dice.overrides import builtin_data

    m = current_map(s, builtin_data(), E.campaign)
    if any(x.id == sector_id for x in m.sectors):
        return sector_id
    prefix = sector_id.split("-", 1)[0]
    mine = [x for x in m.sectors if x.id.startswith(prefix + "-")] or list(m.sectors)
    return min(mine, key=lambda x: (x.row, x.col)).id


def _played(state, steps: int, seed: int):
    rng = random.Random(seed)
    for _ in range(steps):
        if E.outcome(state) is not None:
            break
        prompt = rng.choice(E.prompts(state))
        choices = [c.value for c in E.options(state, prompt.seat, "")]
        text = "retreat none" if "retreat none" in choices else (rng.choice(choices) if choices else prompt.default)
        state = apply_text(E, state, prompt.seat, text).state
    return state


def played_with_policy(state, steps: int, seed: int):
    """``state`` after ``steps`` moves of the simple policy (:mod:`rules.dday_dice.policy`), the seat to move
    drawn at random."""
    from rules.dday_dice.policy import choose

    rng = random.Random(seed)
    for _ in range(steps):
        if E.outcome(state) is not None:
            break
        seat = rng.choice(sorted({p.seat for p in E.prompts(state)}))
        state = apply_text(E, state, seat, choose(E, state, seat)).state
    return state


@lru_cache(maxsize=None)
def views(key: str):
    """Views of one case: each Raid's start, and a Raid played on for a while (Units spread out, tokens)."""
    opts = dict(kv.split("=") for kv in key.split("-"))
    state, _ = E.initial_state(E.seats_for(opts), opts, 3)
    out = [E.view(s, None) for s in _every_raid(state)]
    out.append(E.view(_played(state, 120, 4), None))
    return out


def problems(c: Canvas) -> list[str]:
    """Every label that overlaps another, leaves its Sector, or is covered by a marker."""
    out = []
    labels = c.labels
    for i, a in enumerate(labels):
        if a.sector is not None and not inside(a.box, c.sectors[a.sector]):
            out.append(f"{a.kind} {a.text!r} leaves Sector {a.sector}: {a.box} not in {c.sectors[a.sector]}")
        for b in labels[i + 1:]:
            if overlap(a.box, b.box):
                what = "covers" if a.marker or b.marker else "overlaps"
                out.append(f"{a.kind} {a.text!r} ({a.sector}) {what} {b.kind} {b.text!r} ({b.sector})")
    return out


__all__ = ["CASES", "case_id", "played_with_policy", "problems", "views"]
