"""Hand-offs through the bot's Discord layer, per game family (issue #46).

Each family (A&A with two and three players, Pegasus Bridge 1B, D-Day Dice solo and co-op, Atlantikwall with a
German player, Overlord in Teams) is autoplayed for a few turns by ``tests/bot/handoff_autoplay.py``: the real
service and bot over the tests' fake Discord transport, every request checked against Discord's OpenAPI spec,
people playing in sittings (back at the table they answer within a minute for twenty minutes, then leave for two to
eight hours), the bot's timer task running as time passes. Per family:

- ``<family>_handoffs_per_turn``: the times per turn the decision passes to a person who did not just act;
- ``<family>_handoffs_notified``: the share of those that reached the person with a notification (a new message
  mentioning them) before they acted, or that they answered within their hand-off delay (at the table). Goal 1.0;
- ``<family>_lasting_posts_per_turn``: the new messages still in the channel at the end of the turn. Goal <= 6;
- ``<family>_pings_per_player_per_turn``: the new messages mentioning a player, per player and turn. Goal <= 4.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

TURNS = 3


def figures(games: int) -> dict[str, float]:
    from tests.bot.handoff_autoplay import FAMILIES, autoplay, figures_of

    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="dday-bench-handoffs-") as tmp:
        for family in FAMILIES:
            played = [asyncio.run(autoplay(family, Path(tmp), seed=seed, turns=TURNS)) for seed in range(1, games + 1)]
            out.update(figures_of(family, played))
    return out


if __name__ == "__main__":
    for name, value in figures(1).items():
        print(f"{name}: {value:.2f}")
