"""What the scenario booklet says about each scenario, as data the flow code reads.

Terrain numbers here are the booklet's (or, where the booklet only gives a
name, the number our card file gives that name; see ``data/cards.json``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

SCENARIO_IDS = ("1A", "1B", "2", "3")
MODES = ("1A", "1B", "2", "3", "campaign")
CAMPAIGN = ("1B", "2", "3")


@dataclass(frozen=True)
class Scenario:
    id: str
    letter: str
    name: str
    hand: int = 6
    pe: int | None = 3
    turn_face: str | None = None
    """Initial face of the Turn token (``None``: not used, or tossed later)."""
    heroic_by_turn_token: bool = False
    specials: dict[str, int] = field(default_factory=dict)
    reward_card: bool = True
    """The winner of an Assault draws a card (not in scenario 2)."""
    heroic_start: tuple[str, ...] = ()
    """Seats that choose a heroic card right after the starting hand."""
    heroic_start_exclude: tuple[str, ...] = ()
    loser_chooses: bool = True
    """The loser of an Assault chooses the next Terrain (scenario 3: the winner)."""


SCENARIOS: dict[str, Scenario] = {
    "1A": Scenario("1A", "P", "The Bénouville Bridge", specials={"plus3": 2}),
    "1B": Scenario("1B", "P", "Pegasus Bridge", turn_face="british", heroic_by_turn_token=True,
                   specials={"plus3": 2, "thornton": 4}),
    "2": Scenario("2", "M", "Assault on the Merville Battery", turn_face="german", heroic_by_turn_token=True,
                  specials={"plus3": 2}, reward_card=False, heroic_start=("british",), heroic_start_exclude=("1406",)),
    "3": Scenario("3", "D", "Destroy the Bridges on the Dives!", hand=5, pe=None, specials={"plus3": 3},
                  loser_chooses=False),
}

RESERVE = 24
START_TOKENS = 2
APPROACH_TURNS = 6
"""Scenario 1A/1B: Terrains crossed before the bridges."""

# Scenario 1A / 1B
BENOUVILLE = "1014A"
PEGASUS = "1014B"
RANVILLE = "1015A"
HORSA_BRIDGE = "1015B"
P_LATE = ("1010", "1011")
"""Set aside, then shuffled into the six cards nearest the bridge."""
P_DROP = 2
P_LATE_RANDOM = 4

# Scenario 2
M_APPROACH = ("1017", "1018", "1019")
M_OBJECTIVES = ("1016", "1022", "1023", "1024", "1020", "1021")
M_GUNS = {"1016": 1, "1022": 2, "1023": 1}
M_BUNKER = "1024"
M_ENTRANCE = "1020"
M_GUNS_TO_WIN = 3
M_APPROACH_SWAP_MIN_VALUE = 4

# Scenario 3
D_BRIDGES = ("1030", "1031", "1032")
D_ROBEHOMME = "1028"
D_OBJECTIVES = ("1028", "1030", "1031", "1032")
D_MUST_BE_IN = {"1027": "1032", "1029": "1031", "1028": "1030"}
D_LAST_IN = {"1028": "1030"}
D_PILE_SIZE = 4
D_BRITISH_NEEDS = 3
D_GERMAN_NEEDS = 2

# Campaign
BLUE_TOKENS = 2
BLUE_FORBIDDEN = frozenset(
    {"1014A", "1014B", "1015A", "1015B", "1016", "1022", "1023", "1024", "1028", "1030", "1031", "1032"}
)
VP_BENOUVILLE = 2
VP_RANVILLE = 1
VP_PEGASUS_BASE = 3
"""Victory on Pegasus Bridge: 3 + remaining Strength Points (4, 5 or 6)."""
VP_PER_GUN = 2
VP_BUNKER = 1
VP_DIVES = {0: 0, 1: 1, 2: 3, 3: 5}
VP_ROBEHOMME = 1
BAND_GERMAN_MAX = 11
BAND_BRITISH_MIN = 14
