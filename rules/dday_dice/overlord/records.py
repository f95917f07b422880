"""The Overlord campaign data: setup tables, campaigns (grids, layouts, Raids), from ``data/overlord/``.

Each file holds records with a provenance tag and a one-line reason, like the base game data.
The campaign data is not part of the base game's data hash (stored base games keep theirs);
a campaign stores :data:`CAMPAIGN_HASH` and refuses to continue if the packaged files changed.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from rules.dday_dice.records import Sourced

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "overlord"
COLUMNS = ("able", "baker", "charlie")
COLUMN_NAMES = {"able": "Able", "baker": "Baker", "charlie": "Charlie"}
LAYOUTS = ("full", "medium", "small")


class TeamsRow(Sourced):
    players: int = Field(ge=1, le=12)
    teams: tuple[int, ...] = Field(min_length=1)
    """Team counts the table allows, the first is the default."""


class RaidRecord(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[abc][1-3]s?$")
    name: str
    rules: tuple[str, ...]
    """The Raid's special rules, by their printed names."""
    keep: int = Field(ge=0, le=2)
    """Specialists a Unit may keep from the previous Raid (Blitzkrieg: 3 Stars each instead)."""
    medals: dict[str, str]
    """Recommended Medal by Team Column (``solo`` for a solo Raid)."""

    @property
    def code(self) -> str:
        """The Raid's printed code: ``A-1``, ``B-1S``."""
        return self.id[0].upper() + "-" + self.id[1:].upper()

    @property
    def label(self) -> str:
        return f"Raid {self.code}: {self.name}"


class CampaignRecord(Sourced):
    id: str = Field(pattern=r"^[abc]$")
    name: str
    layouts: tuple[str, ...]
    versions: dict[str, tuple[dict[str, str], ...]]
    """Battle Map version -> rows (Raid 1 first) -> Column -> board id."""
    two_team_columns: tuple[str, ...] = ()
    """Columns of two Teams on a layout that keeps all three Columns (Campaign B)."""
    raids: tuple[RaidRecord, ...]
    solo_raids: tuple[RaidRecord, ...]


def _read(name: str) -> list[dict]:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))["records"]


@lru_cache(maxsize=1)
def teams_table() -> dict[int, TeamsRow]:
    return {r.players: r for r in (TeamsRow.model_validate(x) for x in _read("teams.json"))}


@lru_cache(maxsize=1)
def campaigns() -> dict[str, CampaignRecord]:
    return {r.id: r for r in (CampaignRecord.model_validate(x) for x in _read("campaigns.json"))}


def raid_record(raid_id: str) -> RaidRecord:
    c = campaigns()[raid_id[0]]
    for r in (*c.raids, *c.solo_raids):
        if r.id == raid_id:
            return r
    raise KeyError(raid_id)


@lru_cache(maxsize=1)
def campaign_hash() -> str:
    """A hash of every Overlord data file (tables, campaigns, boards)."""
    h = hashlib.sha256()
    for p in sorted(DATA_DIR.rglob("*.json")):
        h.update(p.relative_to(DATA_DIR).as_posix().encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:16]
