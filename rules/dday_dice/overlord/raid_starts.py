"""The Raid rules that set up what each Unit starts a Raid with (Campaigns A, B, C and the solo Raids).

Each adds to the Starting Sector's resources (our reading of "starts with N Soldiers and M additional
Courage" everywhere: every number is added). The Specialists a Raid lets a Unit keep are chosen with
:mod:`.carry` (the Raid's ``keep``). Militaries (D-Day Dice: War Stories) are not in this game, so a Raid
offering a Military "if available" gives what it gives otherwise.

- Cannon Fodder (A-1, A-1S): 6 Soldiers, 2 Courage.
- Combat Rations (A-2: 5 Soldiers, 3 Courage; A-2S: 3 Soldiers, 3 Courage); Supply Depot (A-3: 5 Soldiers,
  2 Courage; A-3S: 5 Soldiers, 2 Courage, 15 Item Points).
- Late Arrivals (B-1, B-1S): 5 Soldiers, 2 Stars.
- Air Drop Supplies (B-2: 8 Soldiers, 10 Item Points, Team Baker 5 Courage more; B-2S: 7 Soldiers, 10 Item Points).
- Lambs to the Slaughter (C-1): 5 Soldiers, 2 Courage, and instead of a Military a free Specialist costing
  2 Stars (the first such in the data: the Scout). A Lamb to the Slaughter (C-1S): 10 Soldiers, 5 Courage,
  6 Stars instead of 3 Militaries.
- Coffee Break (C-2: 4 Courage, 1 Star, 4 Stars instead of 2 Militaries; C-2S: 4 Courage, 1 Star).
- Improvised Replacements (C-3, C-3S): one roll of 2d6 per Team; every Unit of the Team gains the lower
  die in Courage and the higher in Soldiers.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.dday_dice.context import Working
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.overlord.teams import team_name


def gain(name: str, baker_courage: int = 0, **more: int) -> Callable[[Working], None]:
    def start(g: Working) -> None:
        for u in g.s.units:
            extra = dict(more)
            if baker_courage and g.s.campaign.team_of(u.seat).column == "baker":
                extra["courage"] = extra.get("courage", 0) + baker_courage
            g.update(u.seat, **{k: getattr(u, k) + v for k, v in extra.items()})
        text = ", ".join(g.res(v, k) for k, v in more.items())
        g.emit("raid_rule", f"{name}: every Unit starts with {text} more"
             + (f"; Team Baker also {baker_courage} Courage." if baker_courage else "."),
             key="dice-ev-raid-start-bonus", args={"name": name, "text": text, "baker_courage": baker_courage,
             "if_baker_courage": bool(baker_courage)})
    return start


def _free_two_star_specialist(g: Working) -> None:
    cheap = [k for k, r in g.d.specialists.items() if r.kind == "regular" and r.stars == 2]
    if not cheap:
        return
    sid = cheap[0]
    for u in g.s.units:
        if sid in u.hand and sid not in u.specialists:
            g.update(u.seat, hand=tuple(x for x in u.hand if x != sid), specialists=u.specialists + (sid,))
    g.emit("raid_rule", f"Lambs to the Slaughter: no Militaries in this game, so every Unit rallies the "
         f"{g.d.specialists[sid].name} for free.", key="dice-ev-lambs-to-slaughter", args={"name": g.d.specialists[sid].name})


def _lambs(g: Working) -> None:
    gain("Lambs to the Slaughter", soldiers=5, courage=2)(g)
    _free_two_star_specialist(g)


def _replacements(g: Working) -> None:
    c = g.s.campaign
    for t in c.teams:
        a, b = g.roll(2)
        low, high = min(a, b), max(a, b)
        for seat in t.seats:
            u = g.unit(seat)
            g.update(seat, courage=u.courage + low, soldiers=u.soldiers + high)
        g.emit("raid_rule", f"Improvised Replacements: {team_name(t.column)} rolls {a} and {b}: each of its Units gains "
             f"{low} Courage and {g.res(high, 'soldiers')}.", dice=(a, b),
             key="dice-ev-improvised-replacements", args={"team_name": team_name(t.column), "a": a, "b": b, "low": low,
             "high": high})


register(RaidRule("Combat Rations", ("a2",), start=gain("Combat Rations", soldiers=5, courage=3)))
register(RaidRule("Combat Rations", ("a2s",), start=gain("Combat Rations", soldiers=3, courage=3)))
register(RaidRule("Supply Depot", ("a3",), start=gain("Supply Depot", soldiers=5, courage=2)))
register(RaidRule("Supply Depot", ("a3s",), start=gain("Supply Depot", soldiers=5, courage=2, ip=15)))
register(RaidRule("Late Arrivals", ("b1", "b1s"), start=gain("Late Arrivals", soldiers=5, stars=2)))
register(RaidRule("Air Drop Supplies", ("b2",), start=gain("Air Drop Supplies", baker_courage=5, soldiers=8, ip=10)))
register(RaidRule("Air Drop Supplies", ("b2s",), start=gain("Air Drop Supplies", soldiers=7, ip=10)))
register(RaidRule("Lambs to the Slaughter", ("c1",), start=_lambs))
register(RaidRule("A Lamb to the Slaughter", ("c1s",), start=gain("A Lamb to the Slaughter", soldiers=10, courage=5,
                                                                    stars=6)))
register(RaidRule("Coffee Break", ("c2",), start=gain("Coffee Break", courage=4, stars=5)))
register(RaidRule("Coffee Break", ("c2s",), start=gain("Coffee Break", courage=4, stars=1)))
register(RaidRule("Improvised Replacements", ("c3", "c3s"), start=_replacements))
