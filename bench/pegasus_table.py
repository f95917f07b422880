"""Pegasus Bridge's table per turn of scenario 1B, autoplayed through the bot's Discord layer (issue #25).

The bot (``DdayBot`` on the real service) runs over the tests' fake Discord transport, every request
checked against Discord's OpenAPI spec (``tests/bot/pegasus_autoplay.py``); a sensible random player types
each side's decisions as ``/pb do``. Over turns 1-4 of a few games:

- ``pegasus_public_posts_per_turn``: new public messages per turn (edits of the live message and private
  replies are not new messages), mean, and ``…_max`` the worst turn. Target: at most 6.
- ``pegasus_pings_per_turn``: the pings one player gets per turn (new messages mentioning them; an edit
  never notifies), mean, and ``…_max`` the worst player-turn. Target: at most 4.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

TURNS = 4


def figures(games: int) -> dict[str, float]:
    from tests.bot.pegasus_autoplay import figures as measure

    with tempfile.TemporaryDirectory(prefix="dday-bench-pegasus-") as tmp:
        return asyncio.run(measure(Path(tmp), range(1, games + 1), TURNS))


if __name__ == "__main__":
    for name, value in figures(2).items():
        print(f"{name}: {value:.2f}")
