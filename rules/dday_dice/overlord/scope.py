"""Who "another Unit" and "all Units" mean in a campaign (Overlord, "Campaign Plan").

- An effect on "another Unit" may target a Unit of any Team (the base game's targets already allow
  every seat of the game).
- An effect on "all Units" reaches only the Units of the player's own Team.
- "The number of players/Units" is read per Team: :func:`team_size`.
"""

from __future__ import annotations

from rules.dday_dice.context import Working


def all_units(g: Working, seat: str) -> list[str]:
    """The active Units an "all Units" effect of ``seat`` reaches."""
    c = g.s.campaign
    if c is None:
        return [u.seat for u in g.active()]
    team = c.team_of(seat).seats
    return [u.seat for u in g.active() if u.seat in team]


def all_units_label(g: Working, seat: str) -> str:
    c = g.s.campaign
    if c is None:
        return "every Unit"
    from rules.dday_dice.overlord.teams import team_name

    return f"every Unit of {team_name(c.team_of(seat).column)}"


def team_size(g: Working, seat: str) -> int:
    """The "number of players/Units" for ``seat``: its Team's in a campaign, the game's otherwise."""
    c = g.s.campaign
    return len(g.s.units) if c is None else len(c.team_of(seat).seats)
