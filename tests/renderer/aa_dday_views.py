"""Hand-built A&A D-Day views for the renderer tests (the rules engine is not
used: these only need to look like what it will produce)."""

from __future__ import annotations

import json
from importlib import resources

from rules.aa_dday.view import AAView, BoxView, ChartView, Highlights, MoveArrow, ZoneView


def board() -> dict:
    return json.loads(resources.files("rules.aa_dday").joinpath("data/board.json").read_text("utf-8"))


def _zones(units_by_zone: dict[int, dict[str, int]], contested: set[int] = frozenset()) -> list[ZoneView]:
    out = []
    for z in board()["zones"]:
        units = {k: v for k, v in units_by_zone.get(z["id"], {}).items() if v}
        sides = {("axis" if k.startswith("de:") else "allies") for k in units
                 if not k.endswith((":fighter", ":bomber"))}
        if z["id"] in contested or len(sides) == 2:
            control, is_contested = None, True
        elif sides:
            control, is_contested = sides.pop(), False
        else:
            control, is_contested = None, False
        out.append(ZoneView(id=z["id"], name=z["name"], units=units, control=control, contested=is_contested,
                            victory_city=z["victory_city"], marker=z["marker"], coastal=z["coastal"]))
    return out


def _charts(taken: dict[str, int], available: dict[str, int] | None = None) -> list[ChartView]:
    available = available or {}
    out = []
    for cid, chart in board()["reinforcements"].items():
        types = [u["type"] for u in chart["units"]]
        out.append(ChartView(id=cid, name=chart["name"], nation=chart["nation"], waiting=types[taken.get(cid, 0):],
                             total=len(types), available=available.get(cid, 0)))
    return out


def opening_view() -> AAView:
    b = board()
    zones = {int(k): {f"de:{t}": n for t, n in v.items()} for k, v in b["axis_setup"].items()}
    boxes = [BoxView(id=bh["id"], name=bh["name"], kind="beachhead", nation=bh["nation"], zone=bh["lands_in"],
                     capacity=bh["capacity"], units={f"{bh['nation']}:{t}": n for t, n in bh["start"].items()})
             for bh in b["beachheads"]]
    boxes += [BoxView(id=a["id"], name=a["name"], kind="airborne", nation=a["nation"], zone=a["zone"],
                      units={f"{a['nation']}:{t}": n for t, n in a["start"].items()})
              for a in b["airborne"]]
    air = {f"{nat}:{t}": n for nat in ("us", "uk") for t, n in b["air"][nat].items()}
    return AAView(turn=1, card=1, card_name="Airborne Assault", phase_label="Paratroopers attack",
                  waiting_for=["allies"], zones=_zones(zones), boxes=boxes, airfield=air,
                  charts=_charts({}), reconstructed=True)


def busy_view(outcome: str | None = None) -> AAView:
    """Turn 6: the Allies are ashore on every beach, Caen is contested."""
    b = board()
    units: dict[int, dict[str, int]] = {
        1: {"de:inf": 1, "de:tank": 1, "de:bh": 1},
        2: {"de:inf": 2, "de:art": 2, "de:bh": 2},
        3: {"de:inf": 1, "de:bh": 1},
        4: {"us:inf": 2, "us:art": 1},
        5: {"de:inf": 1, "de:art": 1, "de:bh": 1},
        6: {"de:inf": 2, "de:art": 1, "de:tank": 1},
        7: {"us:inf": 3, "us:art": 2, "us:tank": 1, "de:inf": 1, "de:bh": 1},
        8: {"de:inf": 1, "de:bh": 1},
        9: {"de:inf": 2, "de:tank": 1},
        10: {"us:inf": 4, "us:art": 1, "us:fighter": 2},
        11: {"us:inf": 5, "us:art": 2, "us:tank": 1},
        12: {"de:inf": 3, "de:art": 2, "de:tank": 2},
        13: {"us:inf": 4, "us:art": 2, "us:tank": 1},
        14: {"us:inf": 6, "us:art": 2},
        15: {"uk:inf": 4, "uk:art": 2, "uk:tank": 2, "us:inf": 1},
        16: {"uk:inf": 3, "uk:art": 1, "uk:tank": 1},
        17: {"uk:inf": 4, "uk:art": 2, "de:inf": 1, "de:art": 1, "de:bh": 2},
        18: {"de:inf": 2, "de:art": 1, "de:bh": 1},
        19: {"de:inf": 2, "de:art": 2},
        20: {"de:inf": 3, "de:art": 2, "de:tank": 1},
        21: {"us:inf": 3, "us:tank": 2, "de:art": 1, "de:inf": 2},
        22: {"us:inf": 2, "uk:inf": 1, "uk:art": 1},
        23: {"uk:inf": 3, "uk:art": 2, "uk:tank": 1},
        24: {"de:inf": 1, "de:art": 1},
        25: {"de:inf": 2, "de:tank": 1},
        26: {"de:inf": 3, "de:art": 3, "de:tank": 2, "uk:fighter": 1, "us:bomber": 1},
        27: {"de:inf": 2, "de:art": 1},
        28: {"uk:inf": 2, "uk:tank": 2, "de:inf": 1, "de:tank": 2},
        29: {"de:art": 2, "de:tank": 1},
        30: {"de:inf": 4, "de:art": 2, "de:tank": 2, "uk:inf": 3, "uk:art": 1, "uk:tank": 2, "uk:fighter": 2},
        31: {"de:tank": 2, "de:inf": 1},
        32: {"de:inf": 4, "de:art": 2, "de:tank": 2},
        34: {"de:tank": 3, "de:inf": 1},
        36: {"de:tank": 2, "de:art": 1},
        37: {"de:inf": 2, "de:art": 2, "de:tank": 1},
        38: {"de:inf": 2, "de:art": 1, "de:tank": 3},
        39: {"de:tank": 4, "de:art": 2, "de:inf": 1},
        40: {"de:inf": 3, "de:art": 1},
        41: {"de:tank": 2},
        42: {"de:tank": 3, "de:art": 2, "de:inf": 2},
    }
    caps = {bh["id"]: bh for bh in b["beachheads"]}
    box_units = {"utah": {"us:inf": 2, "us:art": 1, "us:tank": 1}, "omaha": {"us:inf": 3, "us:art": 2, "us:tank": 2},
                 "gold": {"uk:inf": 3, "uk:art": 2}, "juno": {}, "sword": {"uk:inf": 2, "uk:tank": 1, "uk:art": 1}}
    boxes = [BoxView(id=i, name=caps[i]["name"], kind="beachhead", nation=caps[i]["nation"], zone=caps[i]["lands_in"],
                     capacity=caps[i]["capacity"], units=u) for i, u in box_units.items()]
    # one airborne box still holds paratroopers (say the drop was delayed)
    boxes.append(BoxView(id="uk", name="British Airborne (6th)", kind="airborne", nation="uk", zone=17,
                         units={"uk:inf": 2}))
    boxes.append(BoxView(id="us-west", name="American Airborne (82nd)", kind="airborne", nation="us", zone=10,
                         units={}))
    highlights = Highlights(
        card=7,
        casualties={"30": {"de:inf": 2, "uk:art": 1}, "21": {"de:inf": 1}, "omaha": {"us:inf": 1},
                    "28": {"uk:tank": 1}},
        moves=[MoveArrow(path=["omaha", "14", "21"], units={"us:inf": 3, "us:tank": 2}),
               MoveArrow(path=["16", "23", "30"], units={"uk:inf": 3, "uk:tank": 2}),
               MoveArrow(path=["gold", "15"], units={"uk:inf": 2})],
        combat_zones=[30, 21, 28],
        placed={"39": {"de:tank": 2}, "omaha": {"us:tank": 2}},
    )
    return AAView(
        turn=6, card=7, card_name="Allied Ground Attack", phase_label="Allies choose casualties in Caen",
        waiting_for=["allies"], zones=_zones(units), boxes=boxes,
        airfield={"us:fighter": 2, "uk:fighter": 1, "uk:bomber": 1},
        destroyed={"de:inf": 14, "de:art": 6, "de:tank": 3, "de:bh": 9, "us:inf": 7, "us:art": 1, "uk:inf": 5,
                   "uk:tank": 2, "us:fighter": 1},
        charts=_charts({"us": 21, "uk": 17, "rennes-chartres": 22, "rouen-chartres": 15},
                       {"us": 2, "rennes-chartres": 1}),
        removed_cards=[2, 5, 11],
        highlights=highlights, cities_held_by_allies=0, allies_close_to_victory=False, outcome=outcome,
        reconstructed=True,
    )


def with_zone(view: AAView, zone_id: int, **changes) -> AAView:
    zones = [z.model_copy(update=changes) if z.id == zone_id else z for z in view.zones]
    return view.model_copy(update={"zones": zones})
