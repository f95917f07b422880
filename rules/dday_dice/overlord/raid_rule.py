"""A Raid rule the bot plays: its printed name, its Raids, and what it does at each moment (see :mod:`.raids`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.dday_dice.context import G
from rules.dday_dice.overlord.cstate import ScoreLine
from rules.dday_dice.overlord.records import raid_record
from rules.dday_dice.state import Unit


@dataclass(frozen=True)
class RaidRule:
    name: str
    raids: tuple[str, ...]
    start: Callable[[G], None] | None = None
    combat: Callable[[G], None] | None = None
    defence: Callable[[G, Unit], int] | None = None
    score: Callable[[G], list[ScoreLine]] | None = None


RULES: dict[str, RaidRule] = {}


def register(rule: RaidRule) -> RaidRule:
    """Add ``rule``; its name must be one the rulebook gives each of its Raids."""
    for raid in rule.raids:
        if rule.name not in raid_record(raid).rules:
            raise ValueError(f"{raid} has no rule named {rule.name!r}")
    RULES[rule.name + "@" + ",".join(rule.raids)] = rule
    return rule
