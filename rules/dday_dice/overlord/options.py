"""The campaign options read and checked: ``campaign``, ``blitzkrieg``, ``players``, ``teams``, ``layout``,
``version``, ``solo``.

- ``campaign`` ``a``/``b``/``c`` plays every Raid of the layout; ``blitzkrieg`` (``a1`` ... ``c3``) plays
  one Raid alone, as a competitive game between at least two Teams.
- ``layout``: ``full`` (3 Columns x 3 Raids), ``medium`` (Baker and Charlie, 3 Raids), ``small`` (Baker and
  Charlie, the top 2 Raids); ``auto`` takes Full for three Teams or a solo player, Medium for two.
  Campaign B has one Battle Map of 3 Columns and 2 Raids.
- ``version``: Campaign C's Battle Map version (1 or 2); the other campaigns have one.
- ``solo`` ``on``: the solo version of the campaign (one player, the "Army of One" Raids).
- ``hurt_me`` ``on``: the optional Hurt Me variant of Raid C-1S (solo Campaign C on Battle Map version 1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.core.errors import InvalidOptionError
from rules.dday_dice.overlord.records import COLUMNS, CampaignRecord, campaigns
from rules.dday_dice.overlord.teams import choose_teams, neutral_sets, team_sizes

CAMPAIGN_KEYS = ("campaign", "blitzkrieg", "teams", "layout", "version", "solo", "hurt_me")
BLITZ_VALUES = ("a1", "a2", "a3", "b1", "b2", "c1", "c2", "c3")
LAYOUT_COLUMNS = {"full": COLUMNS, "medium": ("baker", "charlie"), "small": ("baker", "charlie")}


@dataclass(frozen=True)
class Setup:
    campaign: str
    blitzkrieg: str | None
    solo: bool
    layout: str
    version: str
    players: int
    sizes: tuple[int, ...]
    team_columns: tuple[str, ...]
    board_columns: tuple[str, ...]
    """Columns of the Battle Map (a Team's or not)."""
    raids: tuple[str, ...]
    """Raid ids to play, in order."""
    rows: tuple[int, ...]
    """The Battle Map row (0 = Raid 1) of each Raid played."""
    sets: int
    hurt_me: bool = False


def wants_campaign(options: Mapping[str, str]) -> bool:
    return _get(options, "campaign", "none") != "none" or _get(options, "blitzkrieg", "none") != "none"


def _get(options: Mapping[str, str], key: str, default: str) -> str:
    return str(options.get(key, default)).strip().lower() or default


def refuse_without_campaign(options: Mapping[str, str]) -> None:
    """Campaign options make no sense in a one-board game: refuse them by name."""
    defaults = {"teams": "auto", "layout": "auto", "version": "1", "solo": "off", "hurt_me": "off"}
    for key, default in defaults.items():
        if _get(options, key, default) != default:
            raise InvalidOptionError(f"Option {key} belongs to an Overlord campaign: add campaign=a, b or c "
                                     "(or blitzkrieg=RAID).",
                                     key="dice-err-option-belongs-overlord-campaign-add", params={"key": key})


def read_setup(options: Mapping[str, str], players: int) -> Setup:
    cid, blitz = _get(options, "campaign", "none"), _get(options, "blitzkrieg", "none")
    if blitz != "none":
        if blitz not in BLITZ_VALUES:
            raise InvalidOptionError(f"There is no Raid '{blitz}' for a Blitzkrieg; choose one of {', '.join(BLITZ_VALUES)}.",
                                     key="dice-err-there-no-raid-for-blitzkrieg", params={"blitz": blitz,
                                     "join": ', '.join(BLITZ_VALUES)})
        if cid not in ("none", blitz[0]):
            raise InvalidOptionError(f"Blitzkrieg {blitz} is a Raid of Campaign {blitz[0].upper()}, not {cid.upper()}.",
                                     key="dice-err-blitzkrieg-raid-campaign-not", params={"blitz": blitz,
                                     "upper": blitz[0].upper(), "upper2": cid.upper()})
        cid = blitz[0]
    if cid not in campaigns():
        raise InvalidOptionError(f"There is no campaign '{cid}'; choose a, b or c.",
                                 key="dice-err-there-no-campaign-choose-b", params={"cid": cid})
    c = campaigns()[cid]
    solo = _solo(options, players, blitz)
    teams = 1 if solo else choose_teams(players, _get(options, "teams", "auto"))
    if not solo and teams == 1:
        raise InvalidOptionError("One player plays the solo campaign: add solo=on.",
                                 key="dice-err-one-player-plays-solo-campaign")
    layout = _layout(c, _get(options, "layout", "auto"), teams)
    version = _get(options, "version", "1")
    if version not in c.versions:
        raise InvalidOptionError(f"Campaign {cid.upper()} has Battle Map {'version' if len(c.versions) == 1 else 'versions'} "
                                 f"{', '.join(c.versions)}, not '{version}'.",
                                 key="dice-err-campaign-has-battle-map-not", params={"upper": cid.upper(),
                                 "if_count": bool(len(c.versions) == 1), "join": ', '.join(c.versions),
                                 "version": version})
    board_columns = LAYOUT_COLUMNS[layout]
    team_columns = _team_columns(c, layout, teams)
    rows = tuple(range(len(c.versions[version])))
    if layout == "small":
        rows = rows[-2:]
    raid_list = c.solo_raids if solo else c.raids
    if blitz != "none":
        row = int(blitz[1]) - 1
        if row not in rows:
            raise InvalidOptionError(f"The {layout} layout has no Raid {blitz[1]}; it plays Raids "
                                     f"{', '.join(str(r + 1) for r in rows)}.",
                                     key="dice-err-layout-has-no-raid-plays", params={"layout": layout,
                                     "blitz": blitz[1], "join": ', '.join(str(r + 1) for r in rows)})
        rows = (row,)
    raid_ids = tuple(raid_list[r].id for r in rows)
    return Setup(campaign=cid, blitzkrieg=None if blitz == "none" else blitz, solo=solo, layout=layout,
                 version=version, players=players, sizes=(1,) if solo else team_sizes(players, teams),
                 team_columns=team_columns, board_columns=board_columns,
                 raids=raid_ids, rows=rows, sets=neutral_sets(players, teams),
                 hurt_me=_hurt_me(options, raid_ids, version))


def _hurt_me(options: Mapping[str, str], raid_ids: tuple[str, ...], version: str) -> bool:
    value = _get(options, "hurt_me", "off")
    if value not in ("on", "off"):
        raise InvalidOptionError(f"Option hurt_me is 'on' or 'off', not '{value}'.",
                                 key="dice-err-option-hurt-me-on-off", params={"value": value})
    if value == "on" and ("c1s" not in raid_ids or version != "1"):
        raise InvalidOptionError("Hurt Me is a variant of Raid C-1S: solo Campaign C (campaign=c solo=on) on "
                                 "Battle Map version 1.", key="dice-err-hurt-me-variant-raid-c")
    return value == "on"


def _solo(options: Mapping[str, str], players: int, blitz: str) -> bool:
    value = _get(options, "solo", "off")
    if value not in ("on", "off"):
        raise InvalidOptionError(f"Option solo is 'on' or 'off', not '{value}'.",
                                 key="dice-err-option-solo-on-off-not", params={"value": value})
    if value == "on" and players != 1:
        raise InvalidOptionError("The solo campaign is for one player (players=1).",
                                 key="dice-err-solo-campaign-for-one-player")
    if value == "on" and blitz != "none":
        raise InvalidOptionError("A Blitzkrieg is a competitive game between Teams: it has no solo version.",
                                 key="dice-err-blitzkrieg-competitive-game-between-teams")
    return value == "on"


def _layout(c: CampaignRecord, wanted: str, teams: int) -> str:
    if wanted == "auto":
        wanted = "full" if teams != 2 or "medium" not in c.layouts else "medium"
    if wanted not in c.layouts:
        raise InvalidOptionError(f"Campaign {c.id.upper()} is laid out {', '.join(c.layouts)}, not '{wanted}'.",
                                 key="dice-err-campaign-laid-out-not", params={"upper": c.id.upper(),
                                 "join": ', '.join(c.layouts), "wanted": wanted})
    width = len(LAYOUT_COLUMNS[wanted])
    if teams > width:
        raise InvalidOptionError(f"{teams} Teams need {teams} Columns; the {wanted} layout has {width}.",
                                 key="dice-err-teams-need-columns-layout-has", params={"teams": teams,
                                 "wanted": wanted, "width": width})
    if teams == 2 and width == 3 and not c.two_team_columns:
        raise InvalidOptionError("Two Teams play a Battle Map two Columns wide: layout medium or small.",
                                 key="dice-err-two-teams-play-battle-map")
    return wanted


def _team_columns(c: CampaignRecord, layout: str, teams: int) -> tuple[str, ...]:
    cols = LAYOUT_COLUMNS[layout]
    if teams == 1:
        return ("baker",)
    if teams == 2 and len(cols) == 3:
        return c.two_team_columns
    return cols[:teams]
