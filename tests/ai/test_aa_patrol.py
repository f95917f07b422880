"""The A&A Allied fighters patrol the city where the Allies are fighting or about to attack, which the German reserve
next door will move into (issue #51): those units are strafed as they enter; and they spread out, each fighter more
in a zone counting for less."""

from __future__ import annotations

from typing import Any

from ai.aa_dday import patrol_step
from rules.aa_dday.engine import ENGINE
from tests.typed import apply_text

ST_LO = "26"
NEXT_DOOR = "25"


def _patrol() -> Any:
    state, _ = ENGINE.initial_state(("axis", "allies"), {"players": "2"}, 5)
    for _ in range(400):
        if state.pending is not None and state.pending.kind == "patrol" and state.turn >= 2:
            return state
        seat = sorted({p.seat for p in ENGINE.prompts(state)})[0]
        state = apply_text(ENGINE, state, seat, ENGINE.prompts(state)[0].default or "done").state
    raise AssertionError("no patrol came up")


def _with(state: Any, **zones: dict[str, int]) -> Any:
    units = {z: dict(u) for z, u in state.units.items()}
    for z, u in zones.items():
        units[z.lstrip("z")] = u
    return state.model_copy(update={"units": units})


def test_fighters_patrol_the_contested_city_with_a_german_reserve_next_door() -> None:
    start = _patrol()
    choices = [c.value for c in ENGINE.options(start, "allies", "")]
    reserve = {"de:inf": 6, "de:tank": 2}
    fight = _with(start, z26={"us:inf": 4, "us:tank": 2, "de:inf": 2}, z25=reserve)
    assert patrol_step(fight, choices).endswith(f" to {ST_LO}")
    # the Allies next door, about to attack it: the reserve will refill it
    attack = _with(start, z26={"de:inf": 2}, z25=reserve, z34=reserve, z35=reserve, z27={"uk:inf": 4, "uk:tank": 2})
    assert patrol_step(attack, choices).endswith(f" to {ST_LO}")
    # the same Germans, no Allied unit in St. Lô or next to it: nobody is about to fight there
    quiet = _with(start, z26={"de:inf": 2}, z25=reserve, z34=reserve, z35=reserve)
    assert not patrol_step(quiet, choices).endswith(f" to {ST_LO}")


def test_each_fighter_more_in_a_zone_counts_for_less() -> None:
    start = _patrol()
    reserve = {"de:inf": 6, "de:tank": 2}
    fight = _with(start, z26={"us:inf": 4, "us:tank": 2, "de:inf": 2}, z25=reserve)
    choices = [c.value for c in ENGINE.options(fight, "allies", "")]
    zones = []
    for _ in range(8):
        text = patrol_step(fight, choices)
        if not text.startswith("patrol 1 "):
            break
        zones.append(text.rsplit(" ", 1)[1])
        fight = apply_text(ENGINE, fight, "allies", text).state
        choices = [c.value for c in ENGINE.options(fight, "allies", "")]
    assert zones[0] == ST_LO
    assert len(set(zones)) >= 3, zones  # not four and four: the fifth fighter strafes more elsewhere
