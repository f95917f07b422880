"""One-op conveniences shared by both stores: each is still one unit of work (one ``run`` call)."""

from __future__ import annotations

from typing import Any

from db.contract import (
    AddRequest,
    AddSeat,
    AddTimer,
    AddVacation,
    Append,
    CloseTimer,
    CreateTable,
    EndVacation,
    Op,
    ReplaceSeat,
    RescheduleTimer,
    SeatTakenError,
    SetPrefs,
    SetStatus,
    TableRow,
    UpdateRequest,
)


class OneOpMixin:
    """``create_table``, ``add_seat``, ``append`` ...: one op each, run by the store's own ``run``."""

    async def run(self, *ops: Op) -> tuple[Any, ...]:  # provided by the store
        raise NotImplementedError

    async def create_table(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        game: str,
        ruleset_version: str,
        options: dict[str, str],
        creator_id: int,
        seed: int,
        dice_script: tuple[int, ...] = (),
        settings: dict[str, Any] | None = None,
    ) -> TableRow:
        (table,) = await self.run(
            CreateTable(
                channel_id, guild_id, game, ruleset_version, options, creator_id, seed, tuple(dice_script), settings
            )
        )
        return table

    async def add_seat(self, table_id: int, seat: str, user_id: int) -> bool:
        """Seat ``user_id``; return False if the seat was already taken."""
        try:
            await self.run(AddSeat(table_id, seat, user_id))
        except SeatTakenError:
            return False
        return True

    async def set_status(self, table_id: int, status: str) -> None:
        await self.run(SetStatus(table_id, status))

    async def append(self, table_id: int, seq: int, **fields: Any) -> None:
        """Append one log entry (see :class:`db.contract.Append`) as its own unit of work."""
        await self.run(Append(table_id, seq, **fields))

    async def replace_seat(self, table_id: int, seat: str, user_id: int) -> None:
        await self.run(ReplaceSeat(table_id, seat, user_id))

    async def set_prefs(self, user_id: int, prefs: dict[str, Any]) -> None:
        await self.run(SetPrefs(user_id, prefs))

    async def add_timer(
        self, table_id: int, kind: str, seat: str, since: int, started_at: float, due_at: float
    ) -> None:
        await self.run(AddTimer(table_id, kind, seat, since, started_at, due_at))

    async def close_timer(self, timer_id: int, at: float, why: str) -> None:
        await self.run(CloseTimer(timer_id, at, why))

    async def reschedule_timer(self, timer_id: int, due_at: float, attempt: int) -> None:
        await self.run(RescheduleTimer(timer_id, due_at, attempt))

    async def add_vacation(self, table_id: int, user_id: int, start_at: float, end_at: float, days: int) -> None:
        await self.run(AddVacation(table_id, user_id, start_at, end_at, days))

    async def end_vacation(self, table_id: int, user_id: int, at: float) -> None:
        await self.run(EndVacation(table_id, user_id, at))

    async def add_request(
        self, table_id: int, kind: str, requester: int, seat: str, target: int, at_version: int, approvers: list[int]
    ) -> int:
        (request_id,) = await self.run(AddRequest(table_id, kind, requester, seat, target, at_version, approvers))
        return int(request_id)

    async def update_request(
        self, request_id: int, *, status: str, approved_by: list[int], decided_by: int | None
    ) -> None:
        await self.run(UpdateRequest(request_id, status, approved_by, decided_by))

