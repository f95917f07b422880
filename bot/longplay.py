"""Playing over weeks: reminders, quiet hours, deadlines, vacations, undo with consent, replacing a player.

All of it is game-agnostic: it only uses the engine contract (prompts, their
defaults, apply) and the log. It is a mixin of :class:`bot.service.GameService`
so that it shares the service's per-channel locks, cache and store.

Timers are rows in the database, fired by one background task calling
:meth:`LongPlayMixin.fire_due_timers`; a restart loses none of them. The
service's clock is injected (``clock=``) so tests drive time by hand.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel

from db.contract import (
    AddRequest,
    AddVacation,
    Append,
    CloseTimer,
    EndVacation,
    Op,
    ReplaceSeat,
    RescheduleTimer,
    SetPrefs,
    TimerPlan,
    UpdateRequest,
)
from rules.core import Event
from rules.core.contract import active_seats

if TYPE_CHECKING:
    from bot.service import GameService, Loaded, Post

HOUR = 3600.0
DAY = 86400.0
DEFAULT_SETTINGS: dict[str, int] = {"reminder_hours": 24, "deadline_hours": 0, "vacation_days": 14}
SETTING_LIMITS: dict[str, tuple[int, int, str]] = {
    "reminder_hours": (1, 720, "hours before the first reminder"),
    "deadline_hours": (0, 2160, "hours per decision before its default is applied (0: no deadline)"),
    "vacation_days": (0, 90, "days of vacation each player may take in this game"),
}
ZONE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_+-]{0,29}(?:/[A-Za-z0-9_+-]{1,30}){0,3}")
"""What an IANA time zone name looks like (``Europe/Paris``, ``America/Argentina/Buenos_Aires``, ``UTC``)."""
ABSENT_AFTER = 7 * DAY
"""A seat's player counts as absent (replaceable without consent) after this long without acting."""
GROWTH = 2
"""Each further reminder waits this many times longer than the one before."""


class Notice(BaseModel):
    """Something a timer wants said: in the channel, or by DM to one user."""

    channel_id: int
    dm_user_id: int | None = None
    post: Any


def ts(seconds: float, style: str = "f") -> str:
    """Return a Discord timestamp: every reader sees it in their own time zone."""
    return f"<t:{int(seconds)}:{style}>"


def parse_quiet(text: str) -> tuple[int | None, int | None]:
    """Read quiet hours like ``22:00-07:30`` or ``22-7``; ``off`` clears them. Minutes after midnight."""
    text = text.strip().lower()
    if text in ("off", "none", "no", ""):
        return None, None
    match = re.fullmatch(r"(\d{1,2})(?::(\d{2}))?\s*-\s*(\d{1,2})(?::(\d{2}))?", text)
    if not match:
        raise ValueError(f"Write quiet hours as start-end in 24-hour time, e.g. 22:00-07:00, not '{text}'.")
    h1, m1, h2, m2 = (int(g) if g else 0 for g in match.groups())
    if not (0 <= h1 < 24 and 0 <= h2 < 24 and m1 < 60 and m2 < 60):
        raise ValueError(f"'{text}' is not a time range within a day.")
    start, end = h1 * 60 + m1, h2 * 60 + m2
    if start == end:
        raise ValueError("Quiet hours must not start and end at the same time.")
    return start, end


def quiet_until(prefs: dict[str, Any], now: float) -> float | None:
    """Return when the player's quiet hours end, if ``now`` falls inside them; else None."""
    start, end = prefs.get("quiet_start"), prefs.get("quiet_end")
    if start is None or end is None:
        return None
    zone = ZoneInfo(prefs.get("tz") or "UTC")
    local = datetime.fromtimestamp(now, zone)
    minute = local.hour * 60 + local.minute
    inside = start <= minute < end if start < end else (minute >= start or minute < end)
    if not inside:
        return None
    end_day = local.date() if minute < end else local.date() + timedelta(days=1)
    end_local = datetime(end_day.year, end_day.month, end_day.day, end // 60, end % 60, tzinfo=zone)
    return end_local.timestamp()


def check_settings(settings: dict[str, Any] | None) -> dict[str, int]:
    """Return the table settings with defaults filled in; raise ValueError naming a bad one."""
    chosen = dict(DEFAULT_SETTINGS)
    for key, value in (settings or {}).items():
        if value is None:
            continue
        if key not in SETTING_LIMITS:
            raise ValueError(f"There is no setting '{key}'; settings: {', '.join(SETTING_LIMITS)}.")
        low, high, meaning = SETTING_LIMITS[key]
        if isinstance(value, bool) or not isinstance(value, (int, float, str)):
            raise ValueError(f"{key} ({meaning}) must be a whole number from {low} to {high}.")
        try:
            number = int(value) if not isinstance(value, float) or value.is_integer() else None
        except (ValueError, OverflowError):  # text that is no number, inf, nan
            number = None
        if number is None:
            raise ValueError(f"{key} ({meaning}) must be a whole number from {low} to {high}, not {str(value)[:20]}.")
        if not low <= number <= high:
            shown = str(number) if len(str(number)) <= 12 else str(number)[:10] + "…"
            raise ValueError(f"{key} ({meaning}) must be between {low} and {high}, not {shown}.")
        chosen[key] = number
    return chosen


class LongPlayMixin:
    """Reminders, deadlines, vacations, preferences, undo and replacement for :class:`GameService`."""

    # -- timers ----------------------------------------------------------------

    def _timer_plan(
        self: GameService,
        table: Any,
        waiting_before: frozenset[str],
        waiting_after: frozenset[str],
        actor_seat: str | None,
        version: int,
        *,
        over: bool,
    ) -> TimerPlan:
        """How a log entry changes the timers: one reminder (and deadline, if on) per seat that must decide."""
        settings = {**DEFAULT_SETTINGS, **table.settings}
        hours = tuple(
            (kind, float(settings[key]))
            for kind, key in (("reminder", "reminder_hours"), ("deadline", "deadline_hours"))
            if settings[key] > 0
        )
        was = set(waiting_before)
        now_waiting = set() if over else set(waiting_after)
        reset = {actor_seat} & was & now_waiting if actor_seat is not None else set()
        return TimerPlan(
            now=self._clock(),
            close=tuple(sorted(was - now_waiting)),
            reset=tuple(sorted(reset)),
            add=tuple(sorted(now_waiting - was)),
            since=version,
            hours=hours,
            why="game over" if over else "answered",
        )

    def _restart_timers(self: GameService, table: Any, timers: list[dict[str, Any]]) -> list[Op]:
        """Each open timer's clock restarted now, as after a paused table resumes (attempts start over)."""
        settings = {**DEFAULT_SETTINGS, **table.settings}
        hours = {"reminder": settings["reminder_hours"], "deadline": settings["deadline_hours"]}
        now = self._clock()
        return [RescheduleTimer(t["id"], now + hours.get(t["kind"], 0) * HOUR, 0) for t in timers]

    async def _vacation_end(self: GameService, table_id: int, user_id: int, now: float) -> float | None:
        for vacation in await self.store.vacations(table_id, user_id):
            if vacation["start_at"] <= now < vacation["end_at"]:
                return float(vacation["end_at"])
        return None

    async def fire_due_timers(self: GameService) -> list[Notice]:
        """Fire every timer that is due; return what should be said. Safe to call at any rate."""
        from bot.service import Post, clip, mention

        now = self._clock()
        notices: list[Notice] = []
        for timer in await self.store.due_timers(now):
            async with self._lock(timer["channel_id"]):
                table = await self.store.table(timer["table_id"])
                if table is None or table.status != "active":
                    await self._commit(None, CloseTimer(timer["id"], now, "game over"))
                    continue
                if table.paused is not None:
                    continue  # the table's channel is gone: no reminder, no default, until it is back
                loaded = await self._load(table)
                prompts = [p for p in loaded.engine.prompts(loaded.state) if p.seat == timer["seat"]]
                if not prompts:
                    await self._commit(None, CloseTimer(timer["id"], now, "answered"))
                    continue
                user = loaded.seats[timer["seat"]]
                back = await self._vacation_end(table.id, user, now)
                if back is not None:
                    await self._commit(None, RescheduleTimer(timer["id"], back, timer["attempt"]))
                    continue
                settings = {**DEFAULT_SETTINGS, **table.settings}
                seat_name = loaded.engine.spec.seat_names.get(timer["seat"], timer["seat"])
                if timer["kind"] == "reminder":
                    prefs = await self.store.prefs(user)
                    quiet_end = quiet_until(prefs, now)
                    if quiet_end is not None:
                        await self._commit(None, RescheduleTimer(timer["id"], quiet_end, timer["attempt"]))
                        continue
                    text = (
                        f"⏰ {mention(user)}, the game in <#{table.channel_id}> has been waiting for you "
                        f"({seat_name}) since {ts(timer['started_at'], 'R')}: {prompts[0].text}"
                    )
                    post = Post(content=clip(text), mention_user_ids=[user])
                    notices.append(Notice(channel_id=table.channel_id, dm_user_id=user if prefs["dm"] else None, post=post))
                    wait = settings["reminder_hours"] * HOUR * GROWTH ** (timer["attempt"] + 1)
                    await self._commit(None, RescheduleTimer(timer["id"], now + wait, timer["attempt"] + 1))
                    continue
                closed = CloseTimer(timer["id"], now, "deadline")
                default = prompts[0].default
                if default is None:
                    await self._commit(None, closed)
                    note = f"The deadline for {seat_name} passed, but this decision has no default; still waiting for {mention(user)}."
                    notices.append(Notice(channel_id=table.channel_id, post=Post(content=note, mention_user_ids=[user])))
                    continue
                engine = loaded.engine
                action = engine.parse_action(default)
                step = engine.apply(loaded.state, timer["seat"], action)
                note = Event(
                    kind="service:deadline",
                    text=f"The deadline for {seat_name} passed ({ts(timer['due_at'])}); the default was applied: {default}",
                    phase=engine.phase_label(loaded.state),
                )
                committed = await self._persist(
                    loaded,
                    None,
                    timer["seat"],
                    engine.format_action(action),
                    step.state,
                    list(step.events),
                    notes=[note],
                    also=[closed],  # the deadline closes with the default it applied, or not at all
                )
                posts = await self._present(committed)
                notices += [Notice(channel_id=table.channel_id, post=p) for p in posts]
        return notices

    # -- preferences and vacations -----------------------------------------------

    async def set_prefs(
        self: GameService, user_id: int, *, tz: str | None = None, quiet: str | None = None, dm: bool | None = None
    ) -> Post:
        """Change a player's time zone, quiet hours and DM preference (for every game)."""
        from bot.service import Post, ServiceError

        prefs = await self.store.prefs(user_id)
        if tz is not None:
            try:
                if not ZONE_NAME.fullmatch(tz.strip()):
                    raise ValueError("not a zone name")
                ZoneInfo(tz.strip())
            except (ZoneInfoNotFoundError, ValueError, RecursionError, OSError):
                raise ServiceError(f"'{tz}' is not a time zone I know; use a name like Europe/Paris or America/New_York.") from None
            prefs["tz"] = tz.strip()
        if quiet is not None:
            try:
                prefs["quiet_start"], prefs["quiet_end"] = parse_quiet(quiet)
            except ValueError as exc:
                raise ServiceError(str(exc)) from None
        if dm is not None:
            prefs["dm"] = dm
        await self._commit(None, SetPrefs(user_id, prefs))
        return Post(content=describe_prefs(prefs), ephemeral=True)

    async def prefs_of(self: GameService, user_id: int) -> Post:
        from bot.service import Post

        return Post(content=describe_prefs(await self.store.prefs(user_id)), ephemeral=True)

    async def vacation(self: GameService, channel_id: int, user_id: int, days: int) -> list[Post]:
        """Pause the player's clock for ``days`` (0 ends a vacation early), within the game's budget."""
        from bot.service import NotPlayerError, Post, ServiceError, mention

        async with self._lock(channel_id):
            table = await self._table(channel_id)
            seats = await self.store.seats(table.id)
            if user_id not in seats.values():
                raise NotPlayerError("Only a player in this game can take a vacation from it.")
            now = self._clock()
            if days == 0:
                await self._commit(table, EndVacation(table.id, user_id, now))
                return [Post(content=f"{mention(user_id)} is back from vacation; their clock runs again.")]
            budget = {**DEFAULT_SETTINGS, **table.settings}["vacation_days"]
            used = sum(v["days"] for v in await self.store.vacations(table.id, user_id))
            if days < 0 or used + days > budget:
                raise ServiceError(
                    f"This game allows {budget} vacation days per player; you have {budget - used} left, not {days}."
                )
            if await self._vacation_end(table.id, user_id, now) is not None:
                raise ServiceError("You are already on vacation; end it with days:0 first.")
            end = now + days * DAY
            moved: list[Op] = [
                RescheduleTimer(timer["id"], max(timer["due_at"] + days * DAY, end), timer["attempt"])
                for timer in await self.store.open_timers(table.id)
                if seats.get(timer["seat"]) == user_id
            ]
            # The vacation and its moved timers: one unit of work.
            await self._commit(table, AddVacation(table.id, user_id, now, end, days), *moved)
            left = budget - used - days
            text = (
                f"🏖️ {mention(user_id)} is on vacation until {ts(end, 'F')} ({ts(end, 'R')}); "
                f"no reminders or deadlines for them until then. Vacation days left in this game: {left}."
            )
            return [Post(content=text)]

    # -- undo with consent ------------------------------------------------------

    async def request_undo(self: GameService, channel_id: int, user_id: int, steps: int = 1) -> list[Post]:
        """Ask to take back the user's last ``steps`` actions, never past the last commit point."""
        from bot.service import NotPlayerError, Post, ServiceError, mention

        async with self._lock(channel_id):
            table = await self._table(channel_id)
            loaded = await self._load(table)
            mine = {s for s, u in loaded.seats.items() if u == user_id}
            if not mine:
                raise NotPlayerError("Only a player in this game can take back actions.")
            tail = await self._undoable_tail(loaded, user_id)
            if not tail:
                raise ServiceError(
                    "Nothing to take back: your last action is not the latest entry, or it rolled dice, revealed a card or "
                    "ended a phase (those are commit points)."
                )
            steps = max(1, min(steps, len(tail)))
            undone = tail[:steps]
            target = undone[-1].seq - 1
            others = sorted({u for s, u in loaded.seats.items() if u != user_id})
            if not others:
                return await self._undo(loaded, user_id, undone[0].seat or "", target, approvers=[])
            (request_id,) = await self._commit(
                table, AddRequest(table.id, "undo", user_id, undone[0].seat or "", target, loaded.version, others)
            )
            listing = "; ".join(f"`{a.public}`" for a in reversed(undone))
            text = (
                f"↩️ {mention(user_id)} asks to take back {len(undone)} action(s): {listing}. "
                f"{' and '.join(mention(u) for u in others)}, you saw them: approve or refuse."
            )
            buttons = request_buttons(channel_id, table.id, request_id, "Approve undo", "Refuse undo")
            return [Post(content=text, mention_user_ids=others, buttons=buttons)]

    async def _undoable_tail(self: GameService, loaded: Loaded, user_id: int) -> list[Any]:
        """Return the user's latest actions (newest first) back to the last commit point (at most 200)."""
        mine = sorted(s for s, u in loaded.seats.items() if u == user_id)
        return await self.store.undoable_tail(loaded.table.id, user_id, mine, after=max(0, loaded.version - 200))

    async def _undo(
        self: GameService,
        loaded: Loaded,
        user_id: int,
        seat: str,
        target: int,
        approvers: list[int],
        also: tuple[Op, ...] = (),
    ) -> list[Post]:
        from bot.service import Loaded as LoadedCls
        from bot.service import _event_dict

        table, engine = loaded.table, loaded.engine
        state = await self._state_at(table, engine, target)
        seq = loaded.version + 1
        count = loaded.version - target
        who = f"<@{user_id}>"
        approved = f" (approved by {', '.join(f'<@{u}>' for u in approvers)})" if approvers else ""
        event = Event(
            kind="service:undo",
            text=f"{who} took back {count} entr{'y' if count == 1 else 'ies'} (#{target + 1}–#{loaded.version}){approved}.",
            phase=engine.phase_label(state),
        )
        key = engine.phase_key(state)
        plan = self._timer_plan(
            table,
            active_seats(engine, loaded.state),
            active_seats(engine, state),
            seat,
            seq,
            over=engine.outcome(state) is not None,
        )
        await self._commit(
            table,
            *also,
            Append(
                table.id,
                seq,
                seat=seat,
                user_id=user_id,
                kind="undo",
                text=f"undo to #{target}",
                events=[_event_dict(event)],
                snapshot=(key[0], key[1], engine.phase_label(state), engine.dump_state(state), False),
                timers=plan,
            ),
            row=dataclasses.replace(table, version=seq),
        )
        self._cache[table.id] = (seq, state)
        self._snap_seq[table.id] = seq
        after = LoadedCls(table, engine, state, seq, loaded.seats)
        return [await self._phase_post(after, [event], actor=user_id, new_prompts=False)]

    async def decide(
        self: GameService, channel_id: int, user_id: int, request_id: int, yes: bool, *, table_id: int | None = None
    ) -> list[Post]:
        """Answer an undo or replacement request with a button (``table_id``: the game the button was made for)."""
        from bot.service import Post, ServiceError, StaleVersionError, mention

        async with self._lock(channel_id):
            table = await self._table(channel_id)
            self._check_table(table, table_id)
            request = await self.store.request(request_id)
            if request is None or request["table_id"] != table.id:
                raise ServiceError("That request is not for the game in this channel.")
            if request["status"] != "pending":
                raise ServiceError(f"That request was already {request['status']}.")
            if user_id not in request["approvers"]:
                raise ServiceError(
                    f"Only {' and '.join(mention(u) for u in request['approvers'])} can answer this request."
                )
            loaded = await self._load(table)
            def answer(status: str, approved_by: list[int], decided_by: int | None) -> UpdateRequest:
                return UpdateRequest(request_id, status, approved_by, decided_by, expect="pending")

            if loaded.version != request["at_version"]:
                await self._commit(table, answer("stale", request["approved_by"], user_id))
                raise StaleVersionError("The game moved on since that request; it has lapsed.")
            what = "undo" if request["kind"] == "undo" else "seat change"
            if not yes:
                await self._commit(table, answer("refused", request["approved_by"], user_id))
                return [Post(content=f"{mention(user_id)} refused the {what} asked by {mention(request['requester'])}; nothing changes.")]
            approved = sorted({*request["approved_by"], user_id})
            if set(approved) < set(request["approvers"]):
                await self._commit(table, answer("pending", approved, None))
                waiting = [u for u in request["approvers"] if u not in approved]
                return [Post(content=f"{mention(user_id)} approves; still waiting for {' and '.join(mention(u) for u in waiting)}.")]
            # The answer and what it allows commit together: one unit of work.
            done = (answer("approved", approved, user_id),)
            if request["kind"] == "undo":
                requester, seat, target = request["requester"], request["seat"], request["target"]
                return await self._undo(loaded, requester, seat, target, approved, done)
            return await self._replace(loaded, request["seat"], request["target"], request["requester"], done)

    # -- replacing a player -------------------------------------------------------

    async def replace(
        self: GameService, channel_id: int, user_id: int, seat: str, new_user: int, *, is_manager: bool, force: bool = False
    ) -> list[Post]:
        """Hand ``seat`` to ``new_user``: the creator or a manager asks, the seat's player consents."""
        from bot.service import PermissionDeniedError, Post, SeatError, ServiceError, mention

        async with self._lock(channel_id):
            table = await self._table(channel_id)
            if table.status != "active":
                raise ServiceError("Seats can be handed over once the game has started; in the lobby, just /game join.")
            loaded = await self._load(table)
            seat = seat.strip().lower()
            if seat not in loaded.seats:
                raise SeatError(f"'{seat}' is not a seat of this game; seats: {', '.join(loaded.seats)}.")
            current = loaded.seats[seat]
            if current == new_user:
                raise SeatError(f"{mention(new_user)} already holds that seat.")
            if user_id == current:
                return await self._replace(loaded, seat, new_user, user_id)
            if user_id != table.creator_id and not is_manager:
                raise PermissionDeniedError("Only the game's creator, a server manager, or the seat's own player can hand a seat over.")
            if force:
                last = await self.store.last_seen(table.id, current)
                idle = self._clock() - (datetime.fromisoformat(last).timestamp() if last else 0.0)
                if idle < ABSENT_AFTER:
                    raise PermissionDeniedError(
                        f"{mention(current)} acted in this game less than {int(ABSENT_AFTER // DAY)} days ago; "
                        "ask for their consent instead (leave force off)."
                    )
                return await self._replace(loaded, seat, new_user, user_id)
            (request_id,) = await self._commit(
                table, AddRequest(table.id, "replace", user_id, seat, new_user, loaded.version, [current])
            )
            names = loaded.engine.spec.seat_names
            text = (
                f"🔁 {mention(user_id)} proposes to hand the {names.get(seat, seat)} seat from {mention(current)} "
                f"to {mention(new_user)}. {mention(current)}, do you agree?"
            )
            buttons = request_buttons(channel_id, table.id, request_id, "Hand over my seat", "Keep my seat")
            return [Post(content=text, mention_user_ids=[current], buttons=buttons)]

    async def _replace(
        self: GameService, loaded: Loaded, seat: str, new_user: int, by: int, also: tuple[Op, ...] = ()
    ) -> list[Post]:
        """Hand the seat over and log it: the seat and its log entry are one unit of work."""
        from bot.service import Loaded as LoadedCls
        from bot.service import Post, _event_dict

        table, engine = loaded.table, loaded.engine
        old = loaded.seats[seat]
        seq = loaded.version + 1
        name = engine.spec.seat_names.get(seat, seat)
        event = Event(
            kind="service:replace",
            text=f"The {name} seat passed from <@{old}> to <@{new_user}> (by <@{by}>).",
            phase=engine.phase_label(loaded.state),
        )
        seats = dict(loaded.seats)
        seats[seat] = new_user
        await self._commit(
            table,
            *also,
            ReplaceSeat(table.id, seat, new_user, previous=old),
            Append(
                table.id, seq, seat=seat, user_id=by, kind="replace", text=f"replace {seat}: <@{old}> -> <@{new_user}>",
                events=[_event_dict(event)],
            ),
            row=dataclasses.replace(table, version=seq, seats=seats),
        )
        after = LoadedCls(table, engine, loaded.state, seq, seats)
        self._cache[table.id] = (seq, loaded.state)
        prompted = {p.seat for p in engine.prompts(loaded.state)}
        pings = [new_user] if seat in prompted else []
        return [Post(content=f"🔁 {event.text}\n" + self._waiting_line(after, ping=True), mention_user_ids=pings)]


def request_buttons(channel_id: int, table_id: int, request_id: int, yes: str, no: str) -> list[Any]:
    """The two buttons that answer a request (custom ids matched by ``bot.views.RequestButton``)."""
    from bot.service import PostButton

    return [
        PostButton(label=yes, custom_id=f"dday:req:{channel_id}:{table_id}:{request_id}:yes", style="success"),
        PostButton(label=no, custom_id=f"dday:req:{channel_id}:{table_id}:{request_id}:no", style="danger"),
    ]


def describe_prefs(prefs: dict[str, Any]) -> str:
    quiet = "none"
    if prefs.get("quiet_start") is not None:
        s, e = prefs["quiet_start"], prefs["quiet_end"]
        quiet = f"{s // 60:02d}:{s % 60:02d}–{e // 60:02d}:{e % 60:02d}"
    where = "by direct message" if prefs.get("dm") else "in the game's channel"
    return f"Your settings: time zone {prefs.get('tz') or 'UTC'}, quiet hours {quiet}, reminders {where}."
