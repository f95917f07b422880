"""Playing over weeks: preferences and quiet hours, vacations, undo with consent, replacing a player.

All of it is game-agnostic: it only uses the engine contract (prompts, their defaults, apply) and the
log. It is a feature (:class:`LongPlay`) taking the store, :class:`~bot.service.tables.Tables`,
:class:`~bot.service.timers.Timers` and :class:`~bot.service.posts.Posts`. The timers it re-plans (reminders, deadlines,
the outbox) are :mod:`bot.service.timers`; the time arithmetic is :mod:`bot.service.clock`.

A vacation pauses the absent player's clocks; its start and end re-plan the table's timers in the same
unit of work. An undo or a replacement asks the other players first (a request with buttons) unless
nobody else plays or the seat's player has been absent long enough. The service's clock is injected
(``clock=``) so tests drive time by hand.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from bot.service.clock import DAY, GROWTH, HOUR, check_zone, handoff_minutes, whole_number
from bot.service.common import (
    Loaded,
    Post,
    PostButton,
    event_dict,
    event_text,
    is_computer,
    mention,
    said_to_all,
)
from bot.service.custom_ids import RequestId
from bot.service.digest import digest_words, next_digest, parse_digest
from bot.service.edge import (
    ChannelId,
    Days,
    DigestTime,
    Minutes,
    NewUserId,
    QuietHours,
    RequestNo,
    Seat,
    Steps,
    TableId,
    TimeZone,
    UserId,
    YesNo,
)
from bot.service.errors import NotPlayerError, PermissionDeniedError, SeatError, ServiceError, StaleVersionError
from bot.service.posts import Posts
from bot.service.tables import Tables
from bot.service.teams import check_hand_over, is_teammate
from bot.service.timers import (
    SETTING_LIMITS,
    Notice,
    Timers,
    asking,
    current_vacation,
    days_used,
    parse_quiet,
    quiet_until,
    table_settings,
    ts,
)
from db.contract import (
    ActionRow,
    AddRequest,
    AddVacation,
    Append,
    EndVacation,
    GameStore,
    Op,
    ReplaceSeat,
    SetPrefs,
    UpdateRequest,
)
from db.rows import VacationRow
from i18n import t
from rules.core import Event

__all__ = ["DAY", "GROWTH", "HOUR", "SETTING_LIMITS", "Notice", "parse_quiet", "quiet_until"]

log = logging.getLogger(__name__)

ABSENT_AFTER = 7 * DAY
"""A seat's player counts as absent (replaceable without consent) after this long without acting."""


class LongPlay:
    """Preferences, vacations, undo and replacement (see the module docstring)."""

    def __init__(self, store: GameStore, tables: Tables, timers: Timers, posts: Posts, clock: Callable[[], float]) -> None:
        self.store = store
        self.tables = tables
        self.timers = timers
        self.posts = posts
        self.clock = clock

    # -- preferences and vacations -----------------------------------------------

    async def set_prefs(
        self, user_id: UserId, *, tz: TimeZone | None = None, quiet: QuietHours | None = None, dm: YesNo | None = None,
        handoff: Minutes | None = None, digest: DigestTime | None = None,
    ) -> Post:
        """Change a player's time zone, quiet hours, DM preference, hand-off delay and daily digest (every game).

        ``handoff``: the minutes a hand-off ping waits for the player to act first (0: it goes at once); ``digest``:
        the local time of their daily direct message of the games waiting for them (``off``: none)."""

        prefs = await self.store.prefs(user_id)
        if tz is not None:
            try:
                prefs["tz"] = check_zone(tz)
            except ValueError as exc:
                raise ServiceError(str(exc)) from None
        if quiet is not None:
            try:
                prefs["quiet_start"], prefs["quiet_end"] = parse_quiet(quiet)
            except ValueError as exc:
                raise ServiceError(str(exc)) from None
        if dm is not None:
            prefs["dm"] = dm
        if handoff is not None:
            prefs["handoff"] = handoff
        if digest is not None:
            prefs["digest"] = parse_digest(digest)
        prefs["digest_at"] = next_digest(prefs, self.clock())  # its zone or quiet hours may have changed too
        await self.tables.commit(None, SetPrefs(user_id, prefs))
        for table_id, channel_id in await self.store.tables_of(user_id):
            await self.timers.replan(table_id, channel_id, why="preferences")
        return Post(content=describe_prefs(prefs), ephemeral=True)

    async def prefs_of(self, user_id: UserId) -> Post:

        return Post(content=describe_prefs(await self.store.prefs(user_id)), ephemeral=True)

    async def vacation(self, channel_id: ChannelId, user_id: UserId, days: Days) -> list[Post]:
        """Pause the player's clock for ``days`` (0 ends a vacation early), within the game's budget.

        Starting or ending re-plans the table's timers in the same unit of work: time
        away never counts toward a deadline or reminder, and ending early resumes
        the clock where it paused and gives the unused days back.
        """

        try:
            days = whole_number("days", days, 0, SETTING_LIMITS["vacation_days"][1], "days of vacation, 0 to end one")
        except ValueError as exc:
            raise ServiceError(str(exc)) from None
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            if user_id not in table.seats.values():
                raise NotPlayerError(t("err-vacation-player"))
            now = self.clock()
            budget = table_settings(table)["vacation_days"]
            context = await self.store.timer_context(table.id)
            vacations = list(context.vacations)
            away = current_vacation(vacations, user_id, now)
            if days == 0:
                if away is None:
                    raise ServiceError(t("err-no-vacation"))
                vacations[vacations.index(away)] = away._replace(end_at=now)
                op: EndVacation | AddVacation = EndVacation(table.id, user_id, now)
            else:
                left = budget - days_used(vacations, user_id)
                if days > left:
                    raise ServiceError(t("err-vacation-budget", budget=str(budget), left=str(left), days=str(days)))
                if away is not None:
                    raise ServiceError(t("err-vacation-already", until=ts(away.end_at, "F")))
                if any(v.user_id == user_id and v.start_at == now for v in vacations):
                    # One began (and ended) at this very instant: a vacation is known by when it starts.
                    raise ServiceError(t("err-vacation-same-moment"))
                vacations.append(VacationRow(table.id, user_id, now, now + days * DAY, days))
                op = AddVacation(table.id, user_id, now, now + days * DAY, days)
            timer_ops: list[Op] = []
            if table.status == "active" and table.version >= 0:
                loaded = await self.tables.load(table)
                # Read inside the same unit of work, after the vacation op: the plan sees the new time away.
                timer_ops = [
                    self.timers.replan_op(
                        table, loaded.seats, asking(loaded.engine, loaded.state), now=now, since=loaded.version
                    )
                ]
            await self.tables.commit(table, op, *timer_ops)
            left = budget - days_used(vacations, user_id)
            with said_to_all(table):
                if days == 0:
                    return [Post(content=t("prefs-vacation-back", who=mention(user_id), left=str(left)))]
                end = now + days * DAY
                text = t("prefs-vacation-start", who=mention(user_id), until=ts(end, "F"), relative=ts(end, "R"),
                         left=str(left))
                return [Post(content=text)]

    # -- undo with consent ------------------------------------------------------

    async def request_undo(self, channel_id: ChannelId, user_id: UserId, steps: Steps = 1) -> list[Post]:
        """Ask to take back the user's last ``steps`` actions, never past the last commit point."""

        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            loaded = await self.tables.load(table)
            mine = {s for s, u in loaded.seats.items() if u == user_id}
            if not mine:
                raise NotPlayerError(t("err-undo-player"))
            tail = await self.undoable_tail(loaded, user_id)
            if not tail:
                raise ServiceError(t("err-undo-nothing"))
            steps = max(1, min(steps, len(tail)))
            undone = tail[:steps]
            target = undone[-1].seq - 1
            others = sorted({u for s, u in loaded.seats.items() if u != user_id and not is_computer(u)})  # a computer never objects
            if not others:
                return await self._undo(loaded, user_id, undone[0].seat or "", target, approvers=[])
            (request_id,) = await self.tables.commit(
                table, AddRequest(table.id, "undo", user_id, undone[0].seat or "", target, loaded.version, others)
            )
            listing = "; ".join(f"`{a.public}`" for a in reversed(undone))
            with said_to_all(table):
                text = t(
                    "undo-asks", who=mention(user_id), count=len(undone), listing=listing,
                    others=t("post-and").join(mention(u) for u in others),
                )
                buttons = request_buttons(channel_id, table.id, request_id, t("undo-approve"), t("undo-refuse"))
            return [Post(content=text, mention_user_ids=others, buttons=buttons)]

    async def undoable_tail(self, loaded: Loaded, user_id: int) -> list[ActionRow]:
        """Return the user's latest actions (newest first) back to the last commit point (at most 200)."""
        mine = sorted(s for s, u in loaded.seats.items() if u == user_id)
        return await self.store.undoable_tail(loaded.table.id, user_id, mine, after=max(0, loaded.version - 200))

    async def _undo(
        self,
        loaded: Loaded,
        user_id: int,
        seat: str,
        target: int,
        approvers: list[int],
        also: tuple[Op, ...] = (),
    ) -> list[Post]:

        table, engine = loaded.table, loaded.engine
        state = await self.tables.state_at(table, engine, target)
        seq = loaded.version + 1
        count = loaded.version - target
        who = f"<@{user_id}>"
        approved = f" (approved by {', '.join(f'<@{u}>' for u in approvers)})" if approvers else ""
        said = {"who": who, "count": count, "first": str(target + 1), "last": str(loaded.version)}
        said["approvers"] = ", ".join(f"<@{u}>" for u in approvers)
        event = Event(
            kind="service:undo",
            text=f"{who} took back {count} entr{'y' if count == 1 else 'ies'} (#{target + 1}–#{loaded.version}){approved}.",
            phase=engine.phase_label(state),
            key="events-undo-approved" if approvers else "events-undo",
            args={"who": who, "count": count, "first": str(target + 1), "last": str(loaded.version),
                  **({"approvers": ", ".join(f"<@{u}>" for u in approvers)} if approvers else {})},
        )
        key = engine.phase_key(state)
        over = engine.outcome(state) is not None
        timers = [
            self.timers.replan_op(
                table, loaded.seats, asking(engine, state), now=self.clock(), since=seq,
                restart={seat}, why="game over" if over else "answered",
            )
        ]
        await self.tables.commit(
            table,
            *also,
            Append(
                table.id,
                seq,
                seat=seat,
                user_id=user_id,
                kind="undo",
                text=f"undo to #{target}",
                events=[event_dict(event)],
                snapshot=(key[0], key[1], engine.phase_label(state), engine.dump_state(state), False),
            ),
            *timers,
            row=dataclasses.replace(table, version=seq),
        )
        self.tables.positions[table.id] = (seq, state)
        self.tables.snapshots[table.id] = seq
        after = Loaded(table, engine, state, seq, loaded.seats)
        return [await self.posts.phase_post(after, [event], actor=user_id, new_prompts=False)]

    async def decide(
        self, channel_id: ChannelId, user_id: UserId, request_id: RequestNo, yes: YesNo, *, table_id: TableId | None = None
    ) -> list[Post]:
        """Answer an undo or replacement request with a button (``table_id``: the game the button was made for)."""

        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            self.tables.check_table(table, table_id)
            request = await self.store.request(request_id)
            if request is None or request.table_id != table.id:
                raise ServiceError(t("err-request-elsewhere"))
            if request.status != "pending":
                raise ServiceError(t("err-request-done", status=request.status))
            if user_id not in request.approvers:
                raise ServiceError(t("err-request-who", who=t("post-and").join(mention(u) for u in request.approvers)))
            loaded = await self.tables.load(table)
            def answer(status: str, approved_by: list[int], decided_by: int | None) -> UpdateRequest:
                return UpdateRequest(request_id, status, approved_by, decided_by, expect="pending")

            if loaded.version != request.at_version:
                await self.tables.commit(table, answer("stale", request.approved_by, user_id))
                raise StaleVersionError(t("err-request-lapsed"))
            if not yes:
                await self.tables.commit(table, answer("refused", request.approved_by, user_id))
                with said_to_all(table):
                    what = t("undo-what-undo") if request.kind == "undo" else t("undo-what-seat")
                    refused = t("undo-refused", who=mention(user_id), what=what, requester=mention(request.requester))
                return [Post(content=refused)]
            approved = sorted({*request.approved_by, user_id})
            if set(approved) < set(request.approvers):
                await self.tables.commit(table, answer("pending", approved, None))
                waiting = [u for u in request.approvers if u not in approved]
                with said_to_all(table):
                    text = t("undo-approves", who=mention(user_id), waiting=t("post-and").join(mention(u) for u in waiting))
                return [Post(content=text)]
            # The answer and what it allows commit together: one unit of work.
            done = (answer("approved", approved, user_id),)
            if request.kind == "undo":
                requester, seat, target = request.requester, request.seat, request.target
                return await self._undo(loaded, requester, seat, target, approved, done)
            return await self._replace(loaded, request.seat, request.target, request.requester, done)

    # -- replacing a player -------------------------------------------------------

    async def replace(
        self, channel_id: ChannelId, user_id: UserId, seat: Seat, new_user: NewUserId, *, is_manager: YesNo, force: YesNo = False
    ) -> list[Post]:
        """Hand ``seat`` to ``new_user``: the creator, a manager or (in Teams) a teammate asks, the seat's player consents.

        In a game played in Teams a seat passes only within its Team (:func:`bot.service.teams.check_hand_over`).
        """

        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            if table.status != "active":
                raise ServiceError(t("err-replace-lobby"))
            loaded = await self.tables.load(table)
            seat = seat.strip().lower()
            if seat not in loaded.seats:
                raise SeatError(t("err-replace-no-seat", seat=seat, seats=", ".join(loaded.seats)))
            current = loaded.seats[seat]
            if current == new_user:
                raise SeatError(t("err-replace-holds", who=mention(new_user)))
            check_hand_over(loaded, seat, new_user)  # in Teams: never to a player of another Team
            if user_id == current:
                return await self._replace(loaded, seat, new_user, user_id)
            if user_id != table.creator_id and not is_manager and not is_teammate(loaded, seat, user_id):
                raise PermissionDeniedError(t("err-replace-who"))
            if is_computer(current):  # nobody to ask: the creator or a manager gives the computer's seat to a person
                return await self._replace(loaded, seat, new_user, user_id)
            if force:
                last = await self.store.last_seen(table.id, current)
                idle = self.clock() - (datetime.fromisoformat(last).timestamp() if last else 0.0)
                if idle < ABSENT_AFTER:
                    raise PermissionDeniedError(t("err-replace-recent", who=mention(current), days=str(int(ABSENT_AFTER // DAY))))
                return await self._replace(loaded, seat, new_user, user_id)
            (request_id,) = await self.tables.commit(
                table, AddRequest(table.id, "replace", user_id, seat, new_user, loaded.version, [current])
            )
            names = loaded.seat_names
            with said_to_all(table):
                text = t(
                    "replace-proposes", who=mention(user_id), seat=names.get(seat, seat), holder=mention(current),
                    new=mention(new_user),
                )
                buttons = request_buttons(channel_id, table.id, request_id, t("replace-yes"), t("replace-no"))
            return [Post(content=text, mention_user_ids=[current], buttons=buttons)]

    async def hand_over(self, loaded: Loaded, seat: str, new_user: int, by: int) -> list[Post]:
        """Hand the seat over now, without asking (the caller checked who may; e.g. a person taking back
        their seat from the computer), under the table's lock the caller holds."""
        return await self._replace(loaded, seat, new_user, by)

    async def _replace(
        self, loaded: Loaded, seat: str, new_user: int, by: int, also: tuple[Op, ...] = ()
    ) -> list[Post]:
        """Hand the seat over and log it: the seat and its log entry are one unit of work."""

        table, engine = loaded.table, loaded.engine
        old = loaded.seats[seat]
        seq = loaded.version + 1
        name = loaded.seat_names.get(seat, seat)
        said = {"seat": name, "old": mention(old), "new": mention(new_user), "by": mention(by)}
        event = Event(
            kind="service:replace",
            text=t("replace-passed", lang="en", **said),
            phase=engine.phase_label(loaded.state),
            key="events-replaced",
            args={"seat": name, "old": mention(old), "new": mention(new_user), "by": mention(by)},
        )
        seats = dict(loaded.seats)
        seats[seat] = new_user
        # The new player gets the whole of every delay for what the seat is asked now.
        timers = [
            self.timers.replan_op(
                table, seats, asking(engine, loaded.state), now=self.clock(), since=seq, restart={seat}
            )
        ]
        await self.tables.commit(
            table,
            *also,
            ReplaceSeat(table.id, seat, new_user, previous=old),
            Append(
                table.id, seq, seat=seat, user_id=by, kind="replace", text=f"replace {seat}: <@{old}> -> <@{new_user}>",
                events=[event_dict(event)],
            ),
            *timers,
            row=dataclasses.replace(table, version=seq, seats=seats),
        )
        after = Loaded(table, engine, loaded.state, seq, seats)
        self.tables.positions[table.id] = (seq, loaded.state)
        prompted = engine.active_seats(loaded.state)
        pings = [new_user] if seat in prompted else []
        with said_to_all(table):
            line = event_text(event)
            return [Post(content=f"🔁 {line}\n" + await self.posts.now_line(after, ping=True), mention_user_ids=pings)]


def request_buttons(channel_id: int, table_id: int, request_id: int, yes: str, no: str) -> list[PostButton]:
    """The two buttons that answer a request (custom ids matched by ``bot.discord.views.RequestButton``)."""

    return [
        PostButton(label=yes, custom_id=RequestId(channel_id, table_id, request_id, True).encode(), style="success"),
        PostButton(label=no, custom_id=RequestId(channel_id, table_id, request_id, False).encode(), style="danger"),
    ]


def describe_prefs(prefs: dict[str, Any]) -> str:
    quiet = t("lobby-none")
    if prefs.get("quiet_start") is not None:
        s, e = prefs["quiet_start"], prefs["quiet_end"]
        quiet = f"{s // 60:02d}:{s % 60:02d}–{e // 60:02d}:{e % 60:02d}"
    where = t("prefs-by-dm") if prefs.get("dm") else t("prefs-in-channel")
    handoff = t("prefs-handoff", minutes=handoff_minutes(prefs))
    return t("prefs-yours", tz=prefs.get("tz") or "UTC", quiet=quiet, where=where, handoff=handoff) + " " + digest_words(prefs)

