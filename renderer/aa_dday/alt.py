"""Alt text for an A&A D-Day image: the position in a few sentences (<= 1024 chars)."""

from __future__ import annotations

from rules.aa_dday.view import AAView

from .draw import NATION_NAME, SEAT_NAME, SIDE_OF, split_units

LIMIT = 1024
AIR = {"fighter", "bomber"}


def _side_counts(units_maps) -> dict[str, int]:
    out = {"de": 0, "us": 0, "uk": 0}
    for units in units_maps:
        for nat, kinds in split_units(units).items():
            out[nat] = out.get(nat, 0) + sum(n for k, n in kinds.items() if k not in AIR)
    return out


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _control_word(zone) -> str:
    if zone is None:
        return "unknown"
    if zone.contested:
        return "contested"
    return {"axis": "Axis", "allies": "Allies"}.get(zone.control or "", "empty")


def alt_text(view: AAView) -> str:
    parts: list[str] = []
    head = f"Axis & Allies: D-Day, turn {view.turn} of {view.max_turns}"
    if view.card is not None:
        head += f", order card {view.card} ({view.card_name})"
    elif view.card_name:
        head += f", {view.card_name}"
    parts.append(head + f". Phase: {view.phase_label}.")
    if view.outcome:
        parts.append(f"Game over: {view.outcome}.")
    by_id = {z.id: z for z in view.zones}
    cities = [z for z in view.zones if z.victory_city] or []
    if cities:
        text = "; ".join(f"{z.name}: {_control_word(z)}" for z in sorted(cities, key=lambda z: z.id))
        parts.append(f"Victory cities: {text} (Allies hold {view.cities_held_by_allies} of 3"
                     + (", close to victory" if view.allies_close_to_victory else "") + ").")
    ashore_maps = [z.units for z in view.zones] + [b.units for b in view.boxes if b.kind == "airborne"]
    ashore = _side_counts(ashore_maps)
    at_sea = _side_counts([b.units for b in view.boxes if b.kind == "beachhead"])
    allies_ashore = sum(n for nat, n in ashore.items() if SIDE_OF.get(nat) == "allies")
    allies_sea = sum(n for nat, n in at_sea.items() if SIDE_OF.get(nat) == "allies")
    parts.append(
        f"Ashore: Axis {_count(ashore.get('de', 0), 'unit')}, Allies {allies_ashore} "
        f"(U.S. {ashore.get('us', 0)}, U.K. {ashore.get('uk', 0)}). "
        f"In the beachhead boxes at sea: Allies {allies_sea} "
        f"(U.S. {at_sea.get('us', 0)}, U.K. {at_sea.get('uk', 0)})."
    )
    waiting = ", ".join(SEAT_NAME.get(s, s) for s in view.waiting_for)
    tail = f"Waiting for: {waiting}." if waiting else "No decision pending."
    optional: list[str] = []
    held = {"axis": 0, "allies": 0, "contested": 0}
    for z in view.zones:
        if z.contested:
            held["contested"] += 1
        elif z.control in held:
            held[z.control] += 1
    optional.append(f"Zones: Axis {held['axis']}, Allies {held['allies']}, contested {held['contested']}.")
    hl = view.highlights
    if hl.combat_zones:
        names = ", ".join(f"{i} {by_id[i].name}" if i in by_id else str(i) for i in hl.combat_zones)
        optional.append(f"Combat in: {names}.")
    if hl.casualties:
        lost = sum(n for units in hl.casualties.values() for n in units.values())
        optional.append(f"Casualties marked: {lost}.")
    if hl.changed_locations():
        optional.append("Under the board, a close-up at triple scale repeats where the last card acted.")
    air = split_units(view.airfield)
    if air:
        bits = []
        for nat, kinds in air.items():
            bits.append(f"{NATION_NAME.get(nat, nat)} {_count(kinds.get('fighter', 0), 'fighter')}, "
                        f"{_count(kinds.get('bomber', 0), 'bomber')}")
        optional.append("Airfield: " + "; ".join(bits) + ".")
    if view.reconstructed:
        optional.append("Board geometry reconstructed.")
    # essentials first; optional sentences only while they fit
    used = len(" ".join(parts + [tail]))
    for sentence in optional:
        if used + 1 + len(sentence) <= LIMIT:
            parts.append(sentence)
            used += 1 + len(sentence)
    parts.append(tail)
    text = " ".join(parts)
    if len(text) > LIMIT:
        text = text[: LIMIT - 1].rstrip() + "…"
    return text
