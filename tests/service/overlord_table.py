"""A 12-player Overlord table for the service tests (issue #13), opened through the real lobby (``/game new``)."""

from __future__ import annotations

from typing import Any

from bot.service import GameService
from rules.core import find_game

CH = 913
SEED = 5
"""With this seed, Campaign A for 12: every Unit rolls in Phase 1; in Phase 2, all but t1u1 and t1u4 are asked."""
USERS = {f"t{t}u{u}": 1000 + 10 * t + u for t in range(1, 4) for u in range(1, 5)}
"""One player per Unit: Team Able 1011-1014, Baker 1021-1024, Charlie 1031-1034."""
NEWCOMER = 4242


def overlord_options(**chosen: str) -> dict[str, str]:
    engine = find_game("dday-dice")
    options = {o.key: o.default for o in engine.spec.options}
    options.update({"campaign": "a", "players": "12"}, **chosen)
    return options


async def create_table(svc: GameService, *, channel: int = CH, settings: dict[str, int] | None = None, **chosen: str) -> Any:
    """The lobby of an Overlord campaign, opened by the t1u1 player with ``/game new``."""
    await svc.new_game(channel, 1, USERS["t1u1"], "dday-dice", overlord_options(**chosen), seed=SEED,
                       settings={"reminder_hours": 24, "deadline_hours": 0, "vacation_days": 14, **(settings or {})})
    return await svc.store.latest_table(channel)


async def start_table(svc: GameService, *, channel: int = CH, settings: dict[str, int] | None = None, **chosen: str) -> list:
    """Create the table and seat one player per Unit; return the posts of the last join (the start)."""
    await create_table(svc, channel=channel, settings=settings, **chosen)
    engine = find_game("dday-dice")
    posts: list = []
    for seat in engine.seats_for(overlord_options(**chosen)):
        posts = await svc.join(channel, USERS[seat], seat)
    return posts


async def keep_all(svc: GameService, seats: list[str], channel: int = CH) -> list:
    """Each of ``seats`` keeps its Phase 1 dice; return every post made."""
    posts: list = []
    for seat in seats:
        posts += await svc.submit(channel, USERS[seat], "keep")
    return posts
