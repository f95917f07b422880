"""The solo version of Campaign A (The Longest Day): what its three Raids share.

- Special Items (A-1S, A-2S, A-3S): the solo player has six Special Items instead of the one of the
  board he starts on. Our reading: the starting board's Special Item(s) leave the reserve, and one copy of
  each of the six listed joins it, on top of the Regular Items a solo player has (some of the six are, in
  our data, Items a solo player would not otherwise have, such as the Toolbox).
- Several Bunkers in one Raid (A-1S, A-3S): each Bunker the Unit takes is noted (``taken:B-B`` in the
  Raid's flags, counted by the solo Honor table's "each Bunker taken"); a rule that sends the Unit on
  sets it active again where it stands. While it waits in a Bunker it has taken, it fights no Phase 6
  there (the Bunker is ours) and its marker never forces it out (it leaves by the Raid's own way).
- The solo Unit is the one seat of the campaign (``t2u1``, Column Baker).
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.overlord import raid_flags as RF
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.state import Unit

SPECIAL_ITEMS = {
    "a1s": ("amphetamines", "bazooka", "flak-jacket", "pocket-bible", "toolbox", "wire-cutters"),
    "a2s": ("amphetamines", "bazooka", "gammon-bomb", "grappling-hook", "rangefinder", "wire-cutters"),
    "a3s": ("amphetamines", "bazooka", "gammon-bomb", "rangefinder", "toolbox", "wire-cutters"),
}
TAKEN = "taken:"


def set_flags(g: Working, add: tuple[str, ...] = (), drop: tuple[str, ...] = ()) -> None:
    RF.drop(g, *drop)
    RF.add(g, *add)


flags = RF.flags
flag_value = RF.value


def tokens(g: Working, kind: str) -> list[str]:
    """The Sectors holding a Raid token of ``kind``."""
    return [s for s, k in g.s.campaign.raid_tokens if k == kind]


def set_tokens(g: Working, kept: tuple[tuple[str, str], ...]) -> None:
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_tokens": kept})})


def taken(g: Working) -> list[str]:
    """The Bunkers the Unit has taken in this Raid, in order."""
    c = g.s.campaign
    return [] if c is None else [f[len(TAKEN):] for f in c.raid_flags if f.startswith(TAKEN)]


def note_taken(g: Working, seat: str) -> bool:
    """Note the Bunker ``seat`` has just taken; ``False`` if it was noted already (nothing new)."""
    b = g.unit(seat).bunker
    if b is None or b in taken(g):
        return False
    set_flags(g, add=(TAKEN + b,))
    return True


def go_on(g: Working, seat: str) -> None:
    """Send the Unit on in the Raid from the Bunker it has just taken (it waits there, active)."""
    g.update(seat, status="active", done=True, marker=1)


def waits_in_taken_bunker(g: Working, u: Unit) -> bool:
    return g.sector(u).bunker and u.sector in taken(g)


def hold_marker(g: Working, phase: int) -> None:
    """At the start of Phase 5 a Unit waiting in a Bunker it took is not forced out by its marker."""
    if phase != 5:
        return
    for u in g.active():
        if waits_in_taken_bunker(g, u):
            g.update(u.seat, marker=1)


def _special_items(g: Working) -> None:
    c = g.s.campaign
    listed = SPECIAL_ITEMS[c.raid_id]
    own = board(g.d, dict(g.map.boards)[c.teams[0].column]).special_items
    reserve = list(g.s.items_reserve)
    for k in own:
        if k in reserve:
            reserve.remove(k)
    reserve += [k for k in listed if k in g.d.items]
    g.s = g.s.model_copy(update={"items_reserve": tuple(reserve)})
    names = ", ".join(g.d.items[k].name for k in listed if k in g.d.items)
    g.emit("raid_rule", f"Special Items: the reserve holds six Special Items for you: {names}.",
         key="dice-ev-special-items", args={"names": names})


register(RaidRule("Special Items", ("a1s", "a2s", "a3s"), start=_special_items))
