"""Setting up a game: options read, Units placed on the Starting Sector, the reserve filtered by player count.

- Each Unit starts with the resources printed in the Starting Sector and its
  own Regular Specialists in hand; Ranking Specialists form a shared reserve
  of one copy each.
- The Item reserve holds every Regular Item whose player-count symbol is at
  most the number of players (``min_players``), ``copies`` times, plus the
  map's Special Items.
- Maps with several Starting Sectors place each Unit by a die roll.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core.contract import Event
from rules.core.dice import Dice
from rules.core.errors import InvalidOptionError
from rules.core.words import PLURAL, Counted
from rules.dday_dice.overrides import DiceData
from rules.dday_dice.state import RULESET, SEATS, DDState, Unit, old_words

NATION_IDS = ("us", "uk", "fr", "ca")


def nations_for(text: str, n: int) -> tuple[str, ...]:
    parts = [p.strip() for p in str(text or "us").lower().split(",") if p.strip()]
    bad = [p for p in parts if p not in NATION_IDS]
    if bad:
        raise InvalidOptionError(f"'{bad[0]}' is not a nation; choose us, uk, fr or ca (e.g. nations=us,uk).",
                                 key="dice-err-not-nation-choose-us-uk", params={"bad": bad[0]})
    if len(parts) == 1:
        return tuple(parts * n)
    if len(parts) != n:
        raise InvalidOptionError(f"Give one nation per Unit ({n}), or one for all of them; '{text}' names {len(parts)}.",
                                 key="dice-err-give-one-nation-per-unit", params={"n": n, "text": text,
                                 "count": len(parts)})
    return tuple(parts)


def _switch(options: Mapping[str, str], key: str) -> bool:
    value = str(options.get(key, "off")).strip().lower()
    if value not in ("on", "off"):
        raise InvalidOptionError(f"Option {key} is 'on' or 'off', not '{value}'.",
                                 key="dice-err-option-on-off-not", params={"key": key, "value": value})
    return value == "on"


def new_state(
    d: DiceData, n: int, options: Mapping[str, str], dice: Dice, ruleset: str = RULESET
) -> tuple[DDState, list[Event]]:
    map_id = str(options.get("map", "exercise-tiger")).strip().lower()
    if map_id not in d.maps:
        raise InvalidOptionError(f"There is no Battle Map '{map_id}'; choose one of {', '.join(d.maps)}.",
                                 key="dice-err-there-no-battle-map-choose", params={"map_id": map_id,
                                 "join": ', '.join(d.maps)})
    m = d.maps[map_id]
    nations = nations_for(str(options.get("nations", "us")), n)
    missing = [x for x in nations if x not in d.nations]
    if missing:
        raise InvalidOptionError(f"The data has no nation '{missing[0]}'.",
                                 key="dice-err-data-has-no-nation", params={"missing": missing[0]})
    starts = [x.id for x in m.sectors if x.start]
    events: list[Event] = []
    placed: list[str] = []
    for _ in range(n):
        if len(starts) == 1:
            placed.append(starts[0])
        else:
            dice, (v,) = dice.roll(1, len(starts))
            placed.append(starts[v - 1])
    res = m.start_resources
    regular = tuple(k for k, r in d.specialists.items() if r.kind == "regular")
    units = tuple(
        Unit(seat=SEATS[i], nation=nations[i], soldiers=res.soldiers, courage=res.courage, stars=res.stars, ip=res.ip,
             hand=regular, sector=placed[i], visited=(placed[i],))
        for i in range(n)
    )
    items: list[str] = []
    for k, r in d.items.items():
        if r.kind == "regular" and r.min_players <= n:
            items += [k] * r.copies
    for k in m.special_items:
        items += [k] * d.items[k].copies
    s = DDState(
        map_id=map_id, data_hash=d.hash, data_overrides=d.overrides, mulligan=_switch(options, "mulligan"),
        victory_points=_switch(options, "victory_points"), units=units, items_reserve=tuple(items),
        ranking_reserve=tuple(k for k, r in d.specialists.items() if r.kind != "regular"),
        medal_deck=tuple(d.medals), vehicle_deck=tuple(d.vehicles), dice=dice, ruleset=ruleset,
    )
    names = ", ".join(f"Unit {i + 1} ({d.nations[nations[i]].name}) in {m.sector(placed[i]).label}" for i in range(n))
    words = Counted(old_words(s))
    each = words.text("each with" if n > 1 else "with", "each with")
    soldiers = words(res.soldiers, "Soldier", was=PLURAL)
    new = not words.old
    events.append(Event(kind="setup", text=f"{m.number} {m.name}: {names}, {each} {soldiers}.",
                        data={"map": map_id, "players": n}, phase="Setup", key="dice-ev-setup" if new else "",
                        args={"map": f"{m.number} {m.name}", "players": n, "soldiers": res.soldiers, "units": [
                            {"seat": SEATS[i], "nation": nations[i], "where": m.sector(placed[i]).label}
                            for i in range(n)]}
                        if new else {}))
    if d.overrides:
        records = words(sum(len(v) for v in d.overrides.values()), "record")
        events.append(Event(kind="data_overrides", text=f"Data entered by the owner of the game for {records} "
                            f"(data {d.hash}).", data={"kinds": sorted(d.overrides)}, phase="Setup",
                            key="" if words.old else "dice-ev-data-overrides",
                            args={"count": sum(len(v) for v in d.overrides.values()), "hash": d.hash}))
    return s, events
