"""Alt text for an A&A D-Day image: the position in a few sentences (<= 1024 chars), in the image's language.

The sentences are catalogue messages (``aa-img-alt-*`` in ``i18n/locales/<lang>/aa-image.ftl``); the names the
view carries in English are said in ``lang`` by :class:`.words.Words`, as on the image.
"""

from __future__ import annotations

from i18n import DEFAULT
from rules.aa_dday.view import AAView

from .pieces import split_units
from .style import SIDE_OF
from .words import Words

LIMIT = 1024
AIR = {"fighter", "bomber"}


def _side_counts(units_maps) -> dict[str, int]:
    out = {"de": 0, "us": 0, "uk": 0}
    for units in units_maps:
        for nat, kinds in split_units(units).items():
            out[nat] = out.get(nat, 0) + sum(n for k, n in kinds.items() if k not in AIR)
    return out


def _control_word(w: Words, zone) -> str:
    if zone is None:
        return w("aa-img-alt-control-unknown")
    if zone.contested:
        return w("aa-img-alt-control-contested")
    if zone.control in ("axis", "allies"):
        return w(f"aa-img-alt-control-{zone.control}")
    return w("aa-img-alt-control-empty")


def alt_text(view: AAView, lang: str = DEFAULT) -> str:
    w = Words(lang)
    parts: list[str] = []
    head = w("aa-img-alt-head", turn=view.turn, max=view.max_turns)
    name = w.card_name(view)
    if view.card is not None:
        head = w("aa-img-alt-head-card", head=head, card=view.card, name=name)
    elif name:
        head = w("aa-img-alt-head-name", head=head, name=name)
    parts.append(w("aa-img-alt-phase", head=head, phase=w.phase(view)))
    if view.outcome:
        parts.append(w("aa-img-alt-over", outcome=w.outcome(view.outcome)))
    by_id = {z.id: z for z in view.zones}
    cities = [z for z in view.zones if z.victory_city] or []
    if cities:
        text = "; ".join(w("aa-img-alt-city", name=w.zone(z.id, z.name), control=_control_word(w, z))
                         for z in sorted(cities, key=lambda z: z.id))
        key = "aa-img-alt-cities-close" if view.allies_close_to_victory else "aa-img-alt-cities"
        parts.append(w(key, cities=text, held=view.cities_held_by_allies))
    ashore_maps = [z.units for z in view.zones] + [b.units for b in view.boxes if b.kind == "airborne"]
    ashore = _side_counts(ashore_maps)
    at_sea = _side_counts([b.units for b in view.boxes if b.kind == "beachhead"])
    allies_ashore = sum(n for nat, n in ashore.items() if SIDE_OF.get(nat) == "allies")
    allies_sea = sum(n for nat, n in at_sea.items() if SIDE_OF.get(nat) == "allies")
    parts.append(w("aa-img-alt-ashore", axis=ashore.get("de", 0), allies=allies_ashore, us=ashore.get("us", 0),
                   uk=ashore.get("uk", 0), sea=allies_sea, sea_us=at_sea.get("us", 0), sea_uk=at_sea.get("uk", 0)))
    waiting = ", ".join(w.seat(s) for s in view.waiting_for)
    tail = w("aa-img-alt-waiting", seats=waiting) if waiting else w("aa-img-alt-no-decision")
    optional: list[str] = []
    held = {"axis": 0, "allies": 0, "contested": 0}
    for z in view.zones:
        if z.contested:
            held["contested"] += 1
        elif z.control in held:
            held[z.control] += 1
    optional.append(w("aa-img-alt-zones", axis=held["axis"], allies=held["allies"], contested=held["contested"]))
    hl = view.highlights
    if hl.combat_zones:
        names = ", ".join(w("aa-img-alt-zone", id=str(i), name=w.zone(i, by_id[i].name)) if i in by_id else str(i)
                          for i in hl.combat_zones)
        optional.append(w("aa-img-alt-combat", zones=names))
    if hl.casualties:
        lost = sum(n for units in hl.casualties.values() for n in units.values())
        optional.append(w("aa-img-alt-casualties", n=lost))
    if hl.changed_locations():
        optional.append(w("aa-img-alt-closeup"))
    air = split_units(view.airfield)
    if air:
        bits = [w("aa-img-alt-air-nation", nation=w.nation(nat), fighters=kinds.get("fighter", 0),
                  bombers=kinds.get("bomber", 0)) for nat, kinds in air.items()]
        optional.append(w("aa-img-alt-airfield", list="; ".join(bits)))
    if view.reconstructed:
        optional.append(w("aa-img-alt-reconstructed"))
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
