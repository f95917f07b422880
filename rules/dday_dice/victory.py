"""Victory and defeat, and the optional Victory Points.

- The game is lost as soon as any Unit is eliminated (Atlantikwall: the German
  player then wins; he also wins when every Unit fell in a Phase 7 Assault,
  and loses as soon as one Unit wins it: :mod:`.assault`).
- It is won when every Unit has conquered a Bunker (any Bunker of the map:
  on multi-Bunker maps each Unit picks its own).
- In an Overlord campaign the Raids and their Performance Points decide instead
  (:mod:`rules.dday_dice.overlord.campaign`, through :meth:`rules.dday_dice.hooks.CampaignRules.check`).
- Victory Points (optional rule, ``victory_points=on``): a won game scores
  ``vp_soldier`` per surviving Soldier, ``vp_specialist`` per Specialist
  waiting at the Bunkers, ``vp_item`` per unused Item, each Medal's ``vp``,
  less ``vp_turn`` per turn played.
"""

from __future__ import annotations

import re
from typing import Any

from rules.dday_dice import badges
from rules.dday_dice.context import Working, said
from rules.dday_dice.state import GERMAN, DDState


def score(g: Working) -> int:
    d = g.d
    total = 0
    for u in g.s.units:
        total += u.soldiers * int(d.rule("vp_soldier")) + len(u.items) * int(d.rule("vp_item"))
        total += sum(d.medals[m].vp for m in u.medals + u.used_medals)
    total += sum(len(v) for v in g.s.bunker_pool.values()) * int(d.rule("vp_specialist"))
    return total - g.s.turn * int(d.rule("vp_turn")) - badges.vp_penalty(g)


def check(g: Working) -> None:
    s = g.s
    if s.outcome is not None:
        return
    if s.campaign is not None:
        g.campaign.check(g)
        return
    lost = [u for u in s.units if u.status == "eliminated"]
    german = [GERMAN] if s.german is not None else []
    if lost:
        names = ", ".join(g.name(u.seat) for u in lost)
        reason = f"Defeat on turn {s.turn}: {names} {'was' if len(lost) == 1 else 'were'} eliminated."
        if german:
            reason += " The German player wins."
        g.s = s.model_copy(update={"outcome": {"winners": german, "reason": reason}, "phase": 7})
        g.emit("game_over", reason, key="dice-ev-game-over",
             args={"reason": said("dice-end-defeat", {"turn": s.turn, "units": [g.who(u.seat) for u in lost],
                                                      "count": len(lost), "german": bool(german)})})
        return
    if german and all(u.status == "destroyed" for u in s.units):
        reason = f"The German player wins on turn {s.turn}: every Allied Unit fell in the Final Bunker."
        g.s = s.model_copy(update={"outcome": {"winners": german, "reason": reason}, "phase": 7})
        g.emit("game_over", reason, key="dice-ev-game-over", args={"reason": said("dice-end-all-fell", {"turn": s.turn})})
        return
    if all(u.status == "conquered" for u in s.units):
        reason = f"Victory on turn {s.turn}: every Unit conquered a Bunker."
        if s.victory_points:
            reason += f" Victory Points: {score(g)}."
        g.s = s.model_copy(update={"outcome": {"winners": list(s.seats), "reason": reason}, "phase": 7})
        g.emit("game_over", reason, key="dice-ev-game-over",
             args={"reason": said("dice-end-victory", {"turn": s.turn, "vp": bool(s.victory_points),
                                                       "score": score(g) if s.victory_points else 0})})


def outcome_words(s: DDState) -> tuple[str, dict[str, Any]] | None:
    """The stored outcome's reason as the message :func:`check` named with it (``dice-end-...``), read back from the
    state (the outcome keeps its English only); None for a campaign's end or a reason of another kind."""
    if s.outcome is None or s.campaign is not None:
        return None
    english = str(s.outcome.get("reason", ""))
    lost = [u for u in s.units if u.status == "eliminated"]
    if english.startswith("Defeat on turn") and lost:
        return "dice-end-defeat", {"turn": s.turn, "units": [{"seat": u.seat, "nation": u.nation} for u in lost],
                                   "count": len(lost), "german": s.german is not None}
    if english.startswith("The German player wins on turn"):
        return "dice-end-all-fell", {"turn": s.turn}
    if english.startswith("The German player falls on turn"):
        return "dice-end-german-falls", {"turn": s.turn}
    if english.startswith("The German player holds on turn"):
        return "dice-end-german-holds", {"turn": s.turn}
    stormed = [u for u in s.units if u.status == "conquered"]
    if english.startswith("Victory on turn") and "stormed the Final Bunker" in english and len(stormed) == 1:
        return "dice-end-stormed", {"turn": s.turn, "unit": {"seat": stormed[0].seat, "nation": stormed[0].nation}}
    if english.startswith("Victory on turn") and "every Unit conquered" in english:
        points = re.search(r"Victory Points: (-?\d+)", english)
        return "dice-end-victory", {"turn": s.turn, "vp": points is not None, "score": int(points[1]) if points else 0}
    return None
