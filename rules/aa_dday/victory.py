"""The victory check after order card 16 (rulebook "Victory Conditions", and the optional quick victory).

The Allies win when the three cities (Cherbourg, St. Lô, Caen) are theirs when
two turns in a row end (``state.close`` remembers the first), or at the end of any turn with
``quick_victory=on``; the Axis wins when turn 10 ends without that.
"""

from __future__ import annotations

from rules.aa_dday.board import BOARD
from rules.aa_dday.common import AXIS_SEAT, CITY_NAMES, MAX_TURNS, VICTORY_CHECK, Run, allied_seats
from rules.aa_dday.hooks import START
from rules.aa_dday.phases import first_position
from rules.aa_dday.state import AAState, Ending, at, control


def cities_held(w: AAState) -> int:
    return sum(1 for c in BOARD.cities if control(at(w, c)) == "allies")


def victory_check(r: Run) -> None:
    w = r.w
    held = cities_held(w)
    all3 = held == len(BOARD.cities)
    allies = list(allied_seats(w))
    if all3 and w.options.get("quick_victory") == "on":
        r.emit("victory", f"The Allies win: they hold {CITY_NAMES} at the end of turn {w.turn} (optional rule).",
               {"winners": allies}, key="aa-victory-quick", args={"turn": w.turn})
        r.replace(outcome=Ending(
            winners=tuple(allies),
            reason=f"The Allies held {CITY_NAMES} at the end of turn {w.turn} (optional victory rule).",
        ))
        return
    if all3 and w.close:
        r.emit("victory", f"The Allies win: they held {CITY_NAMES} for a full turn.", {"winners": allies},
               key="aa-victory-held")
        r.replace(outcome=Ending(
            winners=tuple(allies),
            reason=f"The Allies held {CITY_NAMES} through a full turn (end of turn {w.turn - 1} to end of turn {w.turn}).",
        ))
        return
    if all3:
        r.replace(close=True)
        if w.turn < MAX_TURNS:
            r.emit("close", f"The Allies hold {CITY_NAMES}: they are close to victory. If they still hold all "
                   f"three at the end of turn {w.turn + 1}, they win.", key="aa-victory-close",
                   args={"turn": w.turn + 1})
    else:
        if w.close:
            r.emit("info", f"The Allies no longer hold all of {CITY_NAMES}; they must take and hold them again.",
                   key="aa-victory-lost-hold")
        r.replace(close=False)
    if w.turn >= MAX_TURNS:
        why = "hold" if w.options.get("quick_victory") == "on" else "hold … for a full turn"
        text = (f"The Axis wins: turn {MAX_TURNS} is over and the Allies do not hold {CITY_NAMES}."
                if w.options.get("quick_victory") == "on" else
                f"The Axis wins: turn {MAX_TURNS} is over and the Allies did not hold {CITY_NAMES} for a full turn.")
        r.emit("victory", text, {"winners": [AXIS_SEAT]}, key="aa-victory-axis-" + ("quick" if why == "hold" else "full"),
               args={"turn": MAX_TURNS})
        reason = (f"The Allies did not hold {CITY_NAMES} at the end of any turn up to turn {MAX_TURNS}."
                  if why == "hold" else
                  f"The Allies did not hold {CITY_NAMES} for a full turn by the end of turn {MAX_TURNS}.")
        r.replace(outcome=Ending(winners=(AXIS_SEAT,), reason=reason))
        return
    if w.turn == MAX_TURNS - 1 and not all3 and not w.doomed and w.options.get("quick_victory") != "on":
        w = r.replace(doomed=True)
        r.emit("doomed", f"The Allies do not hold all of {CITY_NAMES} at the end of turn {w.turn}: they can no "
               f"longer win. Play goes on to the end of turn {MAX_TURNS}.",
               key="aa-victory-doomed", args={"turn": w.turn, "last": MAX_TURNS})
    r.emit("turn_end", f"Turn {w.turn} ends; the Allies hold {held} of the 3 cities.", {"held": held}, key="aa-turn-end",
           args={"turn": w.turn, "held": held})
    w = r.replace(turn=w.turn + 1, effects={})
    c, st = first_position(w)
    w = r.replace(card=c, stage=st)
    r.emit("turn", f"Turn {w.turn} begins.", {"turn": w.turn}, key="aa-turn-begins", args={"turn": w.turn})


START[VICTORY_CHECK] = victory_check
