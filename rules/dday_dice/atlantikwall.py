"""Atlantikwall: the options of the module and what an Atlantikwall game adds to the Allied data.

Options (validated here, listed by the engine's spec so ``/game new`` offers
them and refuses bad values):

- ``german``: ``off`` (the base co-operative game) or ``player`` (Module 1:
  a live German player in the seat ``german``).
- ``german_start``: ``normal`` or ``blind`` (Blind Start, German style).
- ``battle_conditions`` (Module 2) with ``persistent_weather`` and
  ``advanced_observation`` (:mod:`.battle_conditions`).
- ``badges`` (Module 3) with ``badge_variant`` (:mod:`.badges`).
- ``fire`` and ``chaotic_supply``: ``off`` / ``on``, the bonus rules of the
  Atlantikwall rulebook, for any D-Day Dice game (:mod:`.fire`,
  :mod:`.chaotic_supply`).

An Atlantikwall game puts into the shared Allied pool the PIAT Crew, Sniper,
the SOE Agent and the four Atlantikwall Regular Items (``data/
atlantikwall_allies.json``): they are merged into that game's data like an
owner's records, so the game stores them and replays the same.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

from rules.core.contract import OptionSpec
from rules.core.errors import InvalidOptionError
from rules.dday_dice.german_records import german_data
from rules.dday_dice.overrides import DiceData, data_from_overrides

GERMAN_NAME = "German player"
MAPS_DIR = Path(__file__).with_name("data") / "maps_atlantikwall"
ATLANTIKWALL_OPTIONS = (
    OptionSpec(key="mode", values=("normal", "german-solo"), default="normal",
               help="Atlantikwall solitaire: 'german-solo', you play the German against one automated Allied Unit."),
    OptionSpec(key="german", values=("off", "player"), default="off",
               help="Atlantikwall: 'player' adds a live German player (seat german) against the Units."),
    OptionSpec(key="german_start", values=("normal", "blind"), default="normal",
               help="Atlantikwall: 'blind' is the Blind Start, German style (random Soldiers and Courage)."),
    OptionSpec(key="battle_conditions", values=("off", "on"), default="off",
               help="Module 2: a Battle Condition card drawn before every Phase 1."),
    OptionSpec(key="persistent_weather", values=("off", "on"), default="off",
               help="Battle Conditions: a Weather card stays until another Weather card replaces it."),
    OptionSpec(key="advanced_observation", values=("off", "on"), default="off",
               help="Battle Conditions: lose Binoculars, a Rangefinder or a Sniper Scope to see and reorder the "
                    "next two cards."),
    OptionSpec(key="badges", values=("off", "on"), default="off",
               help="Module 3: Battle Cry may draw a Badge instead of its other options."),
    OptionSpec(key="badge_variant", values=("none", "honour", "courage", "assistance"), default="none",
               help="Badges: honour (permanent, -10 VP each), courage (buy one in Phase 4), assistance (one free)."),
    OptionSpec(key="fire", values=("off", "on"), default="off",
               help="Bonus rule Playing with Fire: more than 2 Explosion symbols on a Unit's Items cost Soldiers."),
    OptionSpec(key="chaotic_supply", values=("off", "on"), default="off",
               help="Bonus rule Chaotic Supply: the Items in two shuffled decks, only their top cards findable."),
)
BONUS_RULES = ("fire", "chaotic_supply")


def _value(options: Mapping[str, str], spec: OptionSpec) -> str:
    value = str(options.get(spec.key, spec.default)).strip().lower()
    if value not in spec.values:
        raise InvalidOptionError(f"Option {spec.key} is one of {', '.join(spec.values)}, not '{value}'.",
                                 key="dice-err-option-one-not", params={"key": spec.key,
                                 "join": ', '.join(spec.values), "value": value})
    return value


def switch(options: Mapping[str, str], key: str) -> bool:
    return str(options.get(key, "off")).strip().lower() == "on"


def solo_mode(options: Mapping[str, str]) -> bool:
    return str(options.get("mode", "normal")).strip().lower() == "german-solo"


def german_player(options: Mapping[str, str]) -> bool:
    return str(options.get("german", "off")).strip().lower() == "player" or solo_mode(options)


def check_options(options: Mapping[str, str]) -> bool:
    """Validate the Atlantikwall options; True when the German player is in the game."""
    values = {o.key: _value(options, o) for o in ATLANTIKWALL_OPTIONS}
    if values["mode"] == "german-solo" and str(options.get("players", "1")).strip() != "1":
        raise InvalidOptionError("The Atlantikwall solitaire has one automated Allied Unit: use players=1.",
                                 key="dice-err-atlantikwall-solitaire-has-one-automated")
    if values["german_start"] == "blind" and values["german"] == "off" and values["mode"] == "normal":
        raise InvalidOptionError("german_start=blind needs the German player (german=player).",
                                 key="dice-err-german-start-blind-needs-german")
    if values["badge_variant"] != "none" and values["badges"] == "off":
        raise InvalidOptionError("badge_variant needs the Badges (badges=on).",
                                 key="dice-err-badge-variant-needs-badges-badges")
    for key in ("persistent_weather", "advanced_observation"):
        if values[key] == "on" and values["battle_conditions"] == "off":
            raise InvalidOptionError(f"{key}=on needs the Battle Conditions (battle_conditions=on).",
                                     key="dice-err-on-needs-battle-conditions-battle", params={"key": key})
    return values["german"] == "player" or values["mode"] == "german-solo"


def bonus_rules(options: Mapping[str, str]) -> tuple[str, ...]:
    """The bonus rules switched on (options already checked)."""
    return tuple(k for k in BONUS_RULES if str(options.get(k, "off")).strip().lower() == "on")


def with_allies(d: DiceData) -> DiceData:
    """The game's data with the Atlantikwall Allied cards merged in (over the owner's records, if any)."""
    patches = {k: dict(v) for k, v in d.overrides.items()}
    for kind, recs in german_data().allies.items():
        for rid, rec in recs.items():
            patches.setdefault(kind, {})[rid] = {**rec, **patches.get(kind, {}).get(rid, {})}
    return data_from_overrides(patches)


@lru_cache(maxsize=1)
def extra_maps() -> dict[str, dict]:
    """The Atlantikwall box's Battle Maps (``data/maps_atlantikwall/``), by id: reconstructions, merged into the
    data of a game that plays one (so the data of every other game, and its replays, stay as they were)."""
    raw = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(MAPS_DIR.glob("*.json"))]
    return {r["id"]: r for r in raw}


def with_map(d: DiceData, map_id: str) -> DiceData:
    if map_id not in extra_maps() or map_id in d.maps:
        return d
    patches = {k: dict(v) for k, v in d.overrides.items()}
    patches.setdefault("maps", {})[map_id] = {k: v for k, v in extra_maps()[map_id].items() if k != "id"}
    return data_from_overrides(patches)


def hidden_award_text(part) -> str | None:
    """The public text of a German step that names a secret Award, else None."""
    awards = german_data().awards
    if part.kind == "use" and part.what in awards:
        return "use an Award"
    if part.kind == "pick":
        return "pick an Award"
    if part.kind == "wound" and part.what in awards:
        return f"wound {part.option} (an Award)"
    return None
