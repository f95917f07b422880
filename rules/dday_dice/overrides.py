"""The effective data of a game: the packaged records merged with the owner's ``DDAY_DICE_DATA`` file.

The override file is JSON: an object whose keys are record kinds, each a list
of (partial) records keyed by ``id``::

    {"nations": [{"id": "us", "rwb": {"soldier1": {"name": "Fresh Troops", ...}}}],
     "tools": [{"id": "tools", "ip": [0, 1, 2, 4, 7, 11, 16]}],
     "specialists": [...], "items": [...], "medals": [...], "vehicles": [...],
     "rules": [{"id": "stay_limit", "value": 3}], "maps": [<a whole Battle Map>]}

A partial record merges over ours key by key (nested objects too; lists are
replaced). An unknown id adds a record (it must then be complete). Records an
owner enters are tagged ``rulebook`` unless they say otherwise. The file is
read once, by :func:`load_data` at ``initial_state``; the game stores the
effective overridden records and a hash of the whole table in its state
(:func:`data_from_state`), so replays never drift. Any problem raises
``ValueError`` with a sentence naming the record; the engine turns it into a
refusal at game start.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from rules.dday_dice import maps as M
from rules.dday_dice.records import Item, Medal, Nation, RuleValue, Specialist, ToolTable, Vehicle

ENV_VAR = "DDAY_DICE_DATA"
DATA_DIR = Path(__file__).with_name("data")
KINDS: dict[str, type[BaseModel]] = {
    "nations": Nation,
    "tools": ToolTable,
    "specialists": Specialist,
    "items": Item,
    "medals": Medal,
    "vehicles": Vehicle,
    "rules": RuleValue,
    "maps": M.BattleMap,
}


class DiceData:
    """Every record of one game, by kind and id, plus a content hash."""

    __slots__ = ("nations", "tools", "specialists", "items", "medals", "vehicles", "rules", "maps", "hash", "overrides")

    def __init__(self, records: dict[str, dict[str, Any]], overrides: dict[str, dict[str, dict[str, Any]]]) -> None:
        self.nations: dict[str, Nation] = records["nations"]
        self.tools: ToolTable = records["tools"]["tools"]
        self.specialists: dict[str, Specialist] = records["specialists"]
        self.items: dict[str, Item] = records["items"]
        self.medals: dict[str, Medal] = records["medals"]
        self.vehicles: dict[str, Vehicle] = records["vehicles"]
        self.rules: dict[str, RuleValue] = records["rules"]
        self.maps: dict[str, M.BattleMap] = records["maps"]
        self.overrides = overrides
        blob = json.dumps({k: {i: r.model_dump(mode="json", by_alias=True) for i, r in v.items()}
                           for k, v in records.items()}, sort_keys=True, separators=(",", ":"))
        self.hash = hashlib.sha256(blob.encode()).hexdigest()[:16]

    def rule(self, key: str) -> Any:
        return self.rules[key].value

    def overridden(self, kind: str, rid: str) -> bool:
        return rid in self.overrides.get(kind, {})


def _merge(base: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for k, v in patch.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def _raw_file(kind: str) -> list[dict[str, Any]]:
    if kind == "maps":
        return list(M.builtin_maps().values())
    return json.loads((DATA_DIR / f"{kind}.json").read_text(encoding="utf-8"))["records"]


@lru_cache(maxsize=1)
def builtin_raw() -> dict[str, dict[str, dict[str, Any]]]:
    return {kind: {r["id"]: r for r in _raw_file(kind)} for kind in KINDS}


def _build(patches: dict[str, dict[str, dict[str, Any]]]) -> DiceData:
    raw = builtin_raw()
    records: dict[str, dict[str, Any]] = {}
    effective: dict[str, dict[str, dict[str, Any]]] = {}
    for kind, model in KINDS.items():
        base = dict(raw[kind])
        for rid, patch in patches.get(kind, {}).items():
            merged = _merge(base[rid], patch) if rid in base else {"provenance": "rulebook",
                                                                    "reason": "Entered by the owner of the game.", **patch}
            if rid in base and "provenance" not in patch:
                merged = {**merged, "provenance": "rulebook", "reason": "Entered by the owner of the game."}
            merged["id"] = rid
            try:
                model.model_validate(merged)
            except ValidationError as exc:
                err = exc.errors()[0]
                where = ".".join(str(x) for x in err["loc"])
                raise ValueError(f"{ENV_VAR}: {kind} record '{rid}': {where}: {err['msg']}") from None
            base[rid] = merged
            effective.setdefault(kind, {})[rid] = merged
        records[kind] = {rid: model.model_validate(r) for rid, r in base.items()}
    if "tools" not in records["tools"]:
        raise ValueError(f"{ENV_VAR}: the Tool table must keep the id 'tools'")
    data = DiceData(records, effective)
    for m in data.maps.values():
        bad = M.problems(m, data.specialists, data.items)
        if bad:
            raise ValueError(f"{ENV_VAR}: map '{m.id}': {bad[0]}")
    for rule in data.rules.values():
        if rule.id in BUILTIN_RULE_TYPES and not isinstance(rule.value, BUILTIN_RULE_TYPES[rule.id]):
            raise ValueError(f"{ENV_VAR}: rules record '{rule.id}' must keep its kind of value")
    return data


BUILTIN_RULE_TYPES: dict[str, type] = {}


def _rule_types() -> None:
    for rid, r in builtin_raw()["rules"].items():
        BUILTIN_RULE_TYPES[rid] = list if isinstance(r["value"], list) else type(r["value"])


def read_override_file(path: str | os.PathLike[str]) -> dict[str, dict[str, dict[str, Any]]]:
    """Read an override file (see the module docs) into kind -> id -> partial record."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise ValueError(f"{ENV_VAR}: cannot read {path}: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise ValueError(f"{ENV_VAR}: {path} is not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise ValueError(f"{ENV_VAR}: {path} must hold an object with lists of records by kind")
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for kind, recs in data.items():
        if kind not in KINDS:
            raise ValueError(f"{ENV_VAR}: unknown record kind '{kind}'; use {', '.join(KINDS)}")
        if not isinstance(recs, list) or not all(isinstance(r, dict) and "id" in r for r in recs):
            raise ValueError(f"{ENV_VAR}: '{kind}' must be a list of records, each with an 'id'")
        out[kind] = {str(r["id"]): {k: v for k, v in r.items() if k != "id"} for r in recs}
    return out


_BY_HASH: dict[str, DiceData] = {}
_BY_PATCH: dict[str, DiceData] = {}


def data_from_overrides(patches: dict[str, dict[str, dict[str, Any]]]) -> DiceData:
    key = json.dumps(patches, sort_keys=True)
    found = _BY_PATCH.get(key)
    if found is None:
        if not BUILTIN_RULE_TYPES:
            _rule_types()
        found = _build(patches)
        found = _BY_HASH.setdefault(found.hash, found)
        _BY_PATCH[key] = found
    return found


def load_data(environ: dict[str, str] | None = None) -> DiceData:
    """The data of a new game: ours, merged with the file named by ``DDAY_DICE_DATA`` (read now, once)."""
    env = os.environ if environ is None else environ
    path = env.get(ENV_VAR, "").strip()
    return data_from_overrides(read_override_file(path) if path else {})


def builtin_data() -> DiceData:
    return data_from_overrides({})


def data_from_state(data_hash: str, overrides: dict[str, dict[str, dict[str, Any]]]) -> DiceData:
    """The data a game started with (its stored overrides over our records); refuses a mismatch."""
    found = _BY_HASH.get(data_hash)
    if found is not None:
        return found
    found = data_from_overrides(overrides)
    if found.hash != data_hash:
        raise ValueError(
            f"this game was started with D-Day Dice data {data_hash}, but the packaged records now give "
            f"{found.hash}; it cannot be replayed with this version of the rules"
        )
    return found
