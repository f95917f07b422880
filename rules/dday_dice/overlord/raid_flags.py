"""The marks Raid rules keep of what has happened in the Raid (``CampaignState.raid_flags``: ``barrage``,
``ammo:2``, ``kraut:1`` ...), read and written here for every rule. They are cleared when a Raid is set up."""

from __future__ import annotations

from rules.dday_dice.context import Working


def flags(g: Working) -> tuple[str, ...]:
    return g.s.campaign.raid_flags


def has(g: Working, name: str) -> bool:
    return name in g.s.campaign.raid_flags


def replace(g: Working, names: tuple[str, ...]) -> None:
    """The Raid's marks become ``names``."""
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"raid_flags": names})})


def add(g: Working, *names: str) -> None:
    replace(g, flags(g) + names)


def drop(g: Working, *names: str) -> None:
    replace(g, tuple(f for f in flags(g) if f not in names))


def value(g: Working, prefix: str) -> str | None:
    """What follows ``prefix`` in the first mark that starts with it (``value(g, "kraut:")``), or ``None``."""
    return next((f[len(prefix):] for f in flags(g) if f.startswith(prefix)), None)
