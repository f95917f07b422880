"""The Overlord Neutral cards our data adds to a campaign: the four Unique Specialists of a Neutral set.

The rulebook counts them on the Neutral card sheet ("4 Unique Specialists") without printing their names
or effects; ``data/overlord/specialists.json`` holds placeholders of ours (tagged ``reconstruction``, each
reason saying so). They are merged into the data of an Overlord campaign or Blitzkrieg like an owner's
records, so the game stores them and replays the same, while a base game's data (and its hash) stays as it
was. An owner's record with the same id wins over ours. In the reserve(s) they sit like Ranking
Specialists, one of each per Neutral set (:mod:`.reserves`); a Team holds one at a time
(:mod:`.unique_specialists`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from rules.core.glossary import MAX_TEXT, Entry
from rules.core.words import count
from rules.dday_dice.overlord.records import DATA_DIR
from rules.dday_dice.overrides import DiceData, data_from_overrides
from rules.dday_dice.records import Specialist

SECTION = "not printed in our rulebooks: see docs/dday-overlord.md"


@lru_cache(maxsize=1)
def unique_records() -> dict[str, dict[str, Any]]:
    """Our Unique Specialist records by id (without the id), as in an override file."""
    raw = json.loads((DATA_DIR / "specialists.json").read_text(encoding="utf-8"))["specialists"]
    return {r["id"]: {k: v for k, v in r.items() if k != "id"} for r in raw}


def unique_entries() -> list[Entry]:
    """``/rules`` entries for our Unique Specialists, each saying it is a placeholder of ours."""
    out = []
    for rid, raw in unique_records().items():
        r = Specialist.model_validate({"id": rid, **raw})
        note = f"Source: our reconstruction: {r.reason}"
        body = (f"Unique Specialist (Overlord campaigns: one per Neutral set, a Team holds one at a time), "
                f"{count(r.stars, 'Star')}. {r.text or r.effect.describe()}")
        out.append(Entry(id=f"dice-specialist-{rid}", term=r.name, aliases=(f"specialist {rid}",), kind="card",
                         text=f"{body} {note}"[:MAX_TEXT], section=SECTION, provenance="reconstruction"))
    return out


def with_neutral(d: DiceData) -> DiceData:
    """The game's data with the Overlord Unique Specialists merged in (under the owner's records, if any)."""
    patches = {k: dict(v) for k, v in d.overrides.items()}
    for rid, rec in unique_records().items():
        patches.setdefault("specialists", {})[rid] = {**rec, **patches.get("specialists", {}).get(rid, {})}
    return data_from_overrides(patches)
