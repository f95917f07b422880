"""Battle Cry: Call for Help (Overlord, "General Orders").

In a campaign every Battle Cry RWB has one more option: the Unit is put in safety. It has finished the
Raid at once (it fights no more and takes no Bunker), earns no PP for a Bunker and costs its Team 5 PP
at the end of the Raid, with any other penalty it incurs.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.state import Unit

KEY = "help"
LABEL = "Call for Help: put your Unit in safety (it leaves this Raid; -5 PP for its Team)"
BATTLE_CRY = "Battle Cry"


def offered(g: Working, u: Unit, face: str) -> bool:
    """Whether the Call for Help option belongs to ``face``'s bonus for ``u``: a Battle Cry, in a campaign."""
    return g.s.campaign is not None and g.d.nations[u.nation].rwb[face].name == BATTLE_CRY


def to_safety(g: Working, seat: str) -> None:
    g.update(seat, status="safe", done=True, queue=())
    g.emit("call_for_help", f"{g.name(seat)} calls for help: it is put in safety and has finished this Raid "
         "(no Bunker, 5 PP less for its Team).", unit=seat, key="dice-ev-call-for-help", args={"unit": g.who(seat)})
