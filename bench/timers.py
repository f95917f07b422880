"""Timer figures (issue #15): one timer pass with 200 tables whose deadline and reminder are due at once."""

from __future__ import annotations

import time
from pathlib import Path

from bot.service import GameService
from bot.service.clock import HOUR

TABLES = 200


class _Clock:
    def __init__(self) -> None:
        self.now = 1_780_000_000.0

    def __call__(self) -> float:
        return self.now


def _no_render(view: object) -> tuple[None, str]:
    return None, ""


async def bench_timer_pass(tmp: Path, tables: int = TABLES) -> dict[str, float]:
    """Every table's deadline (and reminder) due in the same pass: seconds for the pass, ms per unit of work."""
    clock = _Clock()
    svc = await GameService.open(str(tmp / "timers.sqlite3"), render=_no_render, clock=clock)
    try:
        for channel in range(1, tables + 1):
            settings: dict[str, int | None] = {"reminder_hours": 1, "deadline_hours": 1}
            await svc.new_game(channel, None, 1, "aa-dday", {}, seed=channel, settings=settings)
            await svc.join(channel, 1, "axis")
            await svc.join(channel, 2, "allies")
        await svc.fire_due_timers()  # the restart re-plan of a fresh process, outside the timing
        clock.now += 1 * HOUR
        t0 = time.perf_counter()
        notices = await svc.fire_due_timers()
        seconds = time.perf_counter() - t0
        units = len({(n.table_id, n.kind) for n in notices})
        return {
            f"timer_pass_{tables}_due_s": seconds,
            "timer_unit_ms": seconds / max(units, 1) * 1000,
            f"timer_defaults_applied_of_{tables}": float(len({n.table_id for n in notices if n.kind == "deadline"})),
        }
    finally:
        await svc.close()
