"""Standing orders: each seat's answers to recurring decisions, given once.

A standing order is game state, changed by an action (``orders <kind> <value>``)
that any seat may send at any time for itself (the engine's
``accepts_out_of_turn``). When a decision comes up that the deciding seat's
standing order covers, the rules make it inside ``apply`` and log an event
saying so (kind ``standing_order``); only decisions no standing order covers
are prompted. Every kind can be set to ``ask``.

Kinds, their values and defaults (all on by default except tactics):

- ``casualties`` — own losses in combat and under the airborne assault:
  unit types in the order they fall, optionally ``keep-one`` (when one hit
  decision spans several places, keep a unit in each as long as possible).
  Default ``inf art tank bh keep-one`` (Axis), ``inf art tank keep-one`` (Allies).
- ``targets`` — enemy units this seat picks for its targeted attacks (bombers,
  blockhouses firing to sea, fortune 01, tactics 01/04/05/06/11/12/13): types
  in the order they are picked. Default ``tank art bh inf`` (Allies, aiming at
  German units), ``tank art inf`` (Axis).
- ``aa-fighters`` / ``aa-bombers`` (Axis) — whose aircraft fall to
  antiaircraft fire and to the Luftwaffe (fortune 07 and 16): ``uk-first`` or
  ``us-first``. Default ``uk-first``.
- ``blockhouse-targets`` (Allies) — which blockhouses the naval bombardment
  destroys: ``arc-first`` (those that can fire to sea first). Default ``arc-first``.
- ``placement`` — reinforcements: ``fill`` (each location in board order until
  full) or ``spread`` (one at a time to the location with the fewest units).
  Default ``fill``.
- ``tactics`` — ``pass`` (never use a tactics card) or ``ask``. Default ``ask``:
  a tactics card is used once per game and changes the game a lot, so a
  player should see every card they may use; the seat is only asked when the
  card can have an effect right now (otherwise it passes by itself).
- ``fortune`` — choices after a fortune result (which zone loses its
  antiaircraft fire, where to attack, which die to reroll, whose lost aircraft
  returns): ``auto`` or ``ask``. Default ``auto``.
- ``split`` (three-player U.K. and U.S. seats) — how many of the six naval
  bombardment dice the U.K. rolls (0-6); default ``3``.

``orders all ask`` sets every kind to ``ask``; ``orders all default`` (or
``orders <kind> default``) goes back to the defaults.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core.errors import IllegalActionError, InvalidActionError

KINDS = ("casualties", "targets", "aa-fighters", "aa-bombers", "blockhouse-targets", "placement", "tactics",
         "fortune", "split")
KIND_ALIASES = {
    "casualties": "casualties", "casualty": "casualties", "losses": "casualties", "loss": "casualties",
    "targets": "targets", "target": "targets",
    "aa-fighters": "aa-fighters", "aa-fighter": "aa-fighters", "aa": "aa-fighters", "fighters": "aa-fighters",
    "aa-bombers": "aa-bombers", "aa-bomber": "aa-bombers", "bombers": "aa-bombers",
    "blockhouse-targets": "blockhouse-targets", "blockhouses": "blockhouse-targets", "bombard": "blockhouse-targets",
    "bombardment": "blockhouse-targets",
    "placement": "placement", "place": "placement", "reinforcements": "placement",
    "tactics": "tactics", "tactic": "tactics",
    "fortune": "fortune",
    "split": "split",
    "all": "all",
}
TYPE_WORDS = {"inf": "inf", "infantry": "inf", "art": "art", "artillery": "art", "tank": "tank", "tanks": "tank",
              "bh": "bh", "blockhouse": "bh", "blockhouses": "bh"}
AXIS_SEAT = "axis"

DEFAULTS = {
    "axis": {"casualties": "inf art tank bh keep-one", "targets": "tank art inf", "aa-fighters": "uk-first",
             "aa-bombers": "uk-first", "placement": "fill", "tactics": "ask", "fortune": "auto"},
    "allies": {"casualties": "inf art tank keep-one", "targets": "tank art bh inf", "blockhouse-targets": "arc-first",
               "placement": "fill", "tactics": "ask", "fortune": "auto"},
}
SPLIT_DEFAULT = "3"

KIND_HELP = {
    "casualties": "own losses: unit types in the order they fall, optionally keep-one",
    "targets": "enemy units you pick for targeted attacks, most wanted first",
    "aa-fighters": "whose fighters your antiaircraft fire shoots down first",
    "aa-bombers": "whose bombers your antiaircraft fire shoots down first",
    "blockhouse-targets": "which blockhouses the naval bombardment destroys",
    "placement": "where reinforcements go (fill or spread)",
    "tactics": "tactics cards: pass, or ask when one can be used",
    "fortune": "choices after a fortune result",
    "split": "naval bombardment dice the U.K. rolls (0-6)",
}


def side_of_seat(seat: str) -> str:
    return "axis" if seat == AXIS_SEAT else "allies"


def kinds_for(seat: str, players: str) -> tuple[str, ...]:
    """The standing-order kinds that apply to ``seat``."""
    out = list(DEFAULTS[side_of_seat(seat)])
    if players == "3" and seat in ("uk", "us"):
        out.append("split")
    return tuple(k for k in KINDS if k in out)


def default_of(seat: str, kind: str) -> str:
    if kind == "split":
        return SPLIT_DEFAULT
    return DEFAULTS[side_of_seat(seat)][kind]


def effective(orders: Mapping[str, Mapping[str, str]], seat: str, kind: str) -> str:
    """The value in force for ``seat`` (its own setting or the default)."""
    mine = orders.get(seat)
    if mine and kind in mine:
        return mine[kind]
    return default_of(seat, kind)


def all_effective(orders: Mapping[str, Mapping[str, str]], seat: str, players: str) -> dict[str, str]:
    return {k: effective(orders, seat, k) for k in kinds_for(seat, players)}


# --------------------------------------------------------------------------- values


def parse_value(kind: str, raw: str, text: str) -> str:
    """Canonical value text for ``kind`` (``ask`` and ``default`` for every kind)."""
    toks = raw.replace(",", " ").split()
    if not toks:
        raise InvalidActionError(f"Could not read '{text}': give a value, or 'ask'.", key="aa-err-could-not-read-give-a", params={"v": text})
    if toks == ["ask"] or toks == ["default"]:
        return toks[0]
    if kind == "all":
        raise InvalidActionError(f"Could not read '{text}': 'orders all' takes 'ask' or 'default'.", key="aa-err-could-not-read-orders-all", params={"v": text})
    if kind in ("casualties", "targets"):
        types: list[str] = []
        keep = False
        for t in toks:
            if t in ("keep-one", "keep1", "keepone", "keep"):
                keep = True
                continue
            if t in ("one",) and keep:
                continue
            typ = TYPE_WORDS.get(t)
            if typ is None:
                raise InvalidActionError(
                    f"Could not read '{text}': '{t}' is not a unit type (inf, art, tank, bh) or keep-one.",
                    key="aa-err-could-not-read-is-not", params={"v": text, "v2": t},
                )
            if typ not in types:
                types.append(typ)
        if not types:
            raise InvalidActionError(f"Could not read '{text}': list unit types, e.g. 'inf art tank'.", key="aa-err-could-not-read-list-unit", params={"v": text})
        if keep and kind == "targets":
            raise InvalidActionError(f"Could not read '{text}': keep-one is for casualties.", key="aa-err-could-not-read-keep-one", params={"v": text})
        return " ".join(types) + (" keep-one" if keep else "")
    one = " ".join(toks)
    allowed = {
        "aa-fighters": ("uk-first", "us-first"),
        "aa-bombers": ("uk-first", "us-first"),
        "blockhouse-targets": ("arc-first",),
        "placement": ("fill", "spread"),
        "tactics": ("pass",),
        "fortune": ("auto",),
        "split": tuple(str(i) for i in range(7)),
    }[kind]
    if kind in ("aa-fighters", "aa-bombers") and one in ("uk", "us"):
        one = f"{one}-first"
    if one not in allowed:
        raise InvalidActionError(
            f"Could not read '{text}': {kind} takes {', '.join(allowed)}, ask or default.",
            key="aa-err-could-not-read-takes-ask", params={"v": text, "v2": kind, "v3": ', '.join(allowed)},
        )
    return one


def type_order(value: str, side_choosing: str, own: bool) -> tuple[tuple[str, ...], bool]:
    """(types in order, keep-one) from a casualties/targets value, completed with the remaining types.

    ``own``: the types are the chooser's own units (casualties) or the enemy's (targets).
    """
    parts = value.split()
    keep = "keep-one" in parts
    listed = [p for p in parts if p != "keep-one"]
    victims_axis = (side_choosing == "axis") == own
    allowed = ("inf", "art", "tank", "bh") if victims_axis else ("inf", "art", "tank")
    out = [t for t in listed if t in allowed]
    base = ("inf", "art", "tank", "bh") if own else ("tank", "art", "bh", "inf")
    out += [t for t in base if t in allowed and t not in out]
    return tuple(out), keep


def check_for_seat(seat: str, players: str, kind: str, value: str) -> None:
    """Refuse a standing order that does not apply to ``seat``."""
    if kind == "all":
        return
    if kind not in kinds_for(seat, players):
        who = {"axis": "the Axis", "allies": "the Allies", "uk": "the U.K.", "us": "the U.S."}.get(seat, seat)
        raise IllegalActionError(f"Standing orders for {kind} are not something {who} decides.", rule="Standing orders", key="aa-err-standing-orders-for-are-not", params={"v": kind, "v2": who})
    if kind == "casualties" and side_of_seat(seat) == "allies" and "bh" in value.split():
        raise IllegalActionError("The Allies have no blockhouses to lose.", rule="Standing orders", key="aa-err-the-allies-have-no-blockhouses")


def apply_change(orders: Mapping[str, Mapping[str, str]], seat: str, players: str, kind: str, value: str) -> dict[str, dict[str, str]]:
    """Return the new orders dict (the input is not changed)."""
    new = {k: dict(v) for k, v in orders.items()}
    mine = new.setdefault(seat, {})
    kinds = kinds_for(seat, players) if kind == "all" else (kind,)
    for k in kinds:
        if value == "default":
            mine.pop(k, None)
        else:
            mine[k] = value
        if k in mine and mine[k] == default_of(seat, k):
            del mine[k]
    if not mine:
        del new[seat]
    return new


def example_values(kind: str, seat: str) -> list[str]:
    """Typical values of ``kind`` for a menu (any value the grammar allows is accepted)."""
    if kind == "all":
        return ["ask", "default"]
    if kind == "casualties":
        base = ["inf art tank bh keep-one", "inf art tank bh", "inf tank art bh keep-one"] if seat == AXIS_SEAT else [
            "inf art tank keep-one", "inf art tank", "inf tank art keep-one", "art inf tank keep-one"]
    elif kind == "targets":
        base = ["tank art inf", "art tank inf", "inf art tank"] if seat == AXIS_SEAT else [
            "tank art bh inf", "art tank bh inf", "bh tank art inf", "inf art tank bh"]
    else:
        base = {
            "aa-fighters": ["uk-first", "us-first"],
            "aa-bombers": ["uk-first", "us-first"],
            "blockhouse-targets": ["arc-first"],
            "placement": ["fill", "spread"],
            "tactics": ["pass"],
            "fortune": ["auto"],
            "split": [str(i) for i in range(7)],
        }[kind]
    return [*base, "ask", "default"]


def describe(orders: dict[str, dict[str, str]], seat: str, players: str) -> list[tuple[str, str, bool]]:
    """(kind, value, is default) for each kind of ``seat``."""
    out = []
    for k in kinds_for(seat, players):
        v = effective(orders, seat, k)
        out.append((k, v, v == default_of(seat, k)))
    return out


def summary(orders: dict[str, dict[str, str]], seat: str, players: str) -> str:
    return "; ".join(f"{k}: {v}" + ("" if d else " (set)") for k, v, d in describe(orders, seat, players))


__all__: list[Any] = ["KINDS", "effective", "parse_value", "apply_change", "describe", "kinds_for", "type_order"]
