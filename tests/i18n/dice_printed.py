"""D-Day Dice's printed names (issue #48): what a Korean table shows as printed, each with its Korean gloss.

Shared by the tests that read a Korean D-Day Dice table for English words (tests/bot/test_bot_korean_dice_game.py,
tests/i18n/test_dice_prompts.py): the names are set aside before the rest is read.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parents[2] / "rules" / "dday_dice" / "data"


def printed_names() -> list[str]:
    """Every printed name of the game's data (Specialists, Items, Vehicles, Awards, Medals, Badges, Battle Conditions,
    the RWB bonuses, the German's cards, maps and Sectors), longest first: kept as printed on a Korean table."""
    names: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if key in ("name", "title", "label", "number") and isinstance(item, str):
                    names.add(item)
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    glossary = DATA.parents[2] / "i18n" / "locales" / "ko" / "dice-glossary.ftl"  # a printed name with its gloss:
    names.update(re.findall(r"^-[\w-]+ = ([^(\n]+)\(", glossary.read_text(encoding="utf-8"), re.M))  # "Keep Going!(…)"
    for campaign in json.loads((DATA / "overlord" / "campaigns.json").read_text(encoding="utf-8"))["records"]:
        for raid in campaign["raids"] + campaign["solo_raids"]:  # a Raid's special rules, by their printed names
            names.update(raid["rules"])
    for path in DATA.rglob("*.json"):
        if path.name == "nations.json":  # the nations are said in the reader's words (dice-nation-<id>); their RWB
            for nation in json.loads(path.read_text(encoding="utf-8"))["records"]:  # bonuses' names are printed
                names.update(bonus["name"] for bonus in nation.get("rwb", {}).values())
            continue
        walk(json.loads(path.read_text(encoding="utf-8")))
    return sorted((n for n in names if re.search("[A-Za-z]", n)), key=lambda n: (-len(n), n))


PRINTED = printed_names() + [f"Sector {n}" for n in range(1, 13)]
"""The printed names, and the Sectors' printed names (Sector 1 to 12) that the maps number."""
PRINTED_RE = re.compile("|".join(r"(?<![A-Za-z])" + re.escape(n) + r"(?![A-Za-z])" for n in PRINTED))


def without_printed_names(text: str) -> str:
    """``text`` with the printed names blanked out (whole names only)."""
    return PRINTED_RE.sub(" ", text)
