"""Phase 3: resources from the dice that still count, the Sector and the Unit's Specialists and Vehicle.

Soldiers: 1 per 1-Soldier face, 2 per 2-Soldiers face; Stars and Courage: 1
per face; Item Points from the number of Tools by the Tool table (Sector
"+1 Tool" gains add Tools before the table is read). Dice in a bonus or the
Straight give nothing more unless ``bonus_dice_count``.
"""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice.context import Working, passive

KEYS = ("soldiers", "courage", "stars", "ip")


def tally(g: Working, dice) -> dict[str, int]:
    count_bonus = bool(g.d.rule("bonus_dice_count"))
    live = [d for d in dice if d.role == "" or (count_bonus and d.role in ("bonus", "straight"))]
    faces = [d.face for d in live]
    return {
        "soldiers": faces.count("soldier1") + 2 * faces.count("soldier2"),
        "courage": faces.count("courage"),
        "stars": faces.count("star"),
        "tools": faces.count("tool"),
    }


def gain(g: Working) -> None:
    for u in g.active():
        t = tally(g, u.dice)
        sec = g.sector(u)
        tools = t["tools"] + sec.gains.tools
        got = {
            "soldiers": t["soldiers"] + sec.gains.soldiers + passive(g, u, "soldiers"),
            "courage": t["courage"] + sec.gains.courage + passive(g, u, "courage"),
            "stars": t["stars"] + sec.gains.stars + passive(g, u, "stars"),
            "ip": g.d.tools.points(tools) + passive(g, u, "ip"),
        }
        g.put(u.model_copy(update={k: getattr(u, k) + got[k] for k in KEYS}))
        g.emit("resources", f"{g.name(u.seat)} gained {g.res(got['soldiers'], 'soldiers')}, {got['courage']} Courage, "
             f"{g.res(got['stars'], 'stars')} and {g.res(got['ip'], 'ip')} ({count(tools, 'Tool')}).",
             unit=u.seat, **got, key="dice-ev-resources", args={"unit": g.who(u.seat), **got, "tools": tools})
