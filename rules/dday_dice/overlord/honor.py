"""The Honor tables (Overlord): the Performance Points each Raid awards, multiplayer and solo.

Values are the printed ones; the wording is ours. Each line has a key used by :mod:`.performance`.
The penalty for a Team eliminated (Keep Going!) is referred to a page whose line is not in our copy
of the table: :data:`ELIMINATED_PENALTY` is our reconstruction, tagged as such.
"""

from __future__ import annotations

MULTIPLAYER: dict[str, tuple[int, str]] = {
    "first_unit": (2, "first Unit to take a Bunker (once per Team)"),
    "team_first": (5, "first Team with every Unit in its Bunker"),
    "team_second": (3, "second Team with every Unit in its Bunker"),
    "team_third": (1, "third Team with every Unit in its Bunker"),
    "most_soldiers": (2, "most Soldiers left after taking the Bunker"),
    "most_courage": (2, "most Courage left after taking the Bunker"),
    "regulars": (1, "every Regular Specialist rallied"),
    "item_points": (1, "each 20 Item Points left after taking the Bunker"),
    "mulligans": (2, "most Mulligan tokens left (Team)"),
    "medal": (1, "each unused Medal drawn (not the Recommended one)"),
    "recommended": (3, "the Team's Recommended Medal drawn, unused"),
}
OLD_WORDS: dict[str, str] = {
    "first_unit": "first Unit(s) to take a Bunker (once per Team)",
    "team_first": "first Team(s) with every Unit in its Bunker",
    "team_second": "second Team(s) with every Unit in its Bunker",
}
"""The lines as games begun under dday-dice/1 logged them (issue #46: each line is one Unit's or one Team's)."""


def multiplayer(old: bool) -> dict[str, tuple[int, str]]:
    """:data:`MULTIPLAYER`, or its lines in the old words of a game begun under dday-dice/1."""
    if not old:
        return MULTIPLAYER
    return {k: (pp, OLD_WORDS.get(k, text)) for k, (pp, text) in MULTIPLAYER.items()}


SOLO: dict[str, tuple[int, str]] = {
    "bunker": (5, "each Bunker taken"),
    "soldiers": (5, "more Soldiers than the Battle Map has Sectors, after the Final Bunker"),
    "specialist": (1, "each Specialist in the Unit at the end of the Raid"),
    "item_points": (1, "each 20 Item Points left after the Final Bunker"),
    "courage": (1, "each 5 Courage left after the Final Bunker"),
    "stars": (1, "each 4 Stars left after the Final Bunker"),
    "mulligans": (1, "each Mulligan token left"),
    "medal": (1, "each unused Medal drawn (not the Recommended one)"),
    "recommended": (3, "the Raid's Recommended Medal drawn, unused"),
}
BLITZ_STARS = (1, "Blitzkrieg: most Stars at the end of the Raid")
CALL_FOR_HELP = (-5, "put in safety with Call for Help")
ELIMINATED_PENALTY = (-3, "Team eliminated (our reconstruction: the printed value is not in our copy)")
