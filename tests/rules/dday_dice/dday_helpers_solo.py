"""Solo Campaign A test helpers: the solo seat, a campaign moved on to a later Raid."""

from __future__ import annotations

from rules.dday_dice.overlord import campaign
from tests.rules.dday_dice.helpers import g_of, start

SEAT = "t2u1"


def solo_raid(index: int, seed: int = 1):
    s = start(1, campaign="a", solo="on", seed=seed)
    g = g_of(s)
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"raid": index})})
    campaign._prepare_raid(g, first=False)
    return g.s


def a2s(seed: int = 1):
    return solo_raid(1, seed)


def a3s(seed: int = 1):
    return solo_raid(2, seed)
