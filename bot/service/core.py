"""The discord-free service: tables, seats, submit, history and boards.

Everything the Discord cogs and the console do goes through :class:`GameService`.
It never imports discord. One call = load the table, validate with the rules
engine, append to the log in one transaction, and return :class:`Post` values
describing what should be shown (text, image, whom to ping, buttons).
"""

from __future__ import annotations

import importlib
import secrets
import time
from collections.abc import Callable, Collection, Sequence
from typing import Any

from pydantic import BaseModel

from bot.service.common import (
    SNAPSHOT_EVERY,
    Applied,
    Committed,
    Loaded,
    Post,
    PostButton,
    Track,
    clip,
    event_dict,
    everyone_seated,
    mention,
    orders_line,
    result_text,
    row_event,
)
from bot.service.custom_ids import ActId, JoinId
from bot.service.edge import (
    ActionText,
    ChannelId,
    CommandKind,
    DiceScript,
    Draft,
    ErrorCode,
    FieldName,
    Filled,
    GameName,
    GuildId,
    Index,
    Mask,
    Options,
    Orders,
    Page,
    Phase,
    Pick,
    Seat,
    Seed,
    Settings,
    Step,
    TableId,
    TrayOp,
    Turn,
    Typed,
    UserId,
    Version,
    YesNo,
    entry_point,
)
from bot.service.errors import (
    NotPlayerError,
    PermissionDeniedError,
    SeatError,
    ServiceError,
    StaleVersionError,
)
from bot.service.extensions import extension_of
from bot.service.longplay import LongPlayMixin
from bot.service.records import Records
from bot.service.secrets import SecretsMixin, dm_ops, entry_buttons, own_reply, reveal_buttons, with_buttons
from bot.service.tableau import ImageCache, TableauMixin, fit, start_header, story_lines
from bot.service.tables import DEFAULT_CACHE_TABLES, LRU, Tables, undo_target  # noqa: F401  (re-exported)
from bot.service.teams import TeamsMixin, short_seat, team_waiting_line, teams_of, thread_requests
from bot.service.timers import Notice, TimersMixin, check_settings, notice_op
from db.contract import (
    AddSeat,
    Append,
    CreateTable,
    Expect,
    GameStore,
    Op,
    ReadStory,
    SetPaused,
    SetStatus,
    TableRow,
)
from db.stores import open_store
from rules.core import Choice, Event, GameEngine, GameSpec, Prompt, RuleError, all_games, find_game
from rules.core.contract import active_seats, asked, public_action_text, seat_names_for, seats_for, unplayable
from rules.core.errors import InvalidOptionError, NotYourTurnError

MAX_BUTTONS = 10
PAUSE_AFTER = 3
"""Failed posts (channel gone or unreadable) after which a game's timers stop."""
GONE_CODES = {
    10003: "the bot's posts here fail with Unknown Channel (the channel seems to be deleted).",
    50001: "the bot's posts here fail with Missing Access (it may no longer see this channel).",
}


def _renderer(game: str) -> Any | None:
    try:
        return importlib.import_module("renderer." + game.replace("-", "_"))
    except ImportError:
        return None


def render_view(view: BaseModel) -> tuple[bytes | None, str]:
    """Return (PNG bytes, alt text) for a view, or (None, "") if the game has no renderer."""
    module = _renderer(getattr(view, "game", ""))
    if module is None:
        return None, ""
    image = module.render(view)
    alt = module.alt_text(view) if hasattr(module, "alt_text") else ""
    return image, alt[:1024]


class GameService(LongPlayMixin, TimersMixin, TableauMixin, TeamsMixin, SecretsMixin):
    """Tables per channel, backed by a :class:`db.contract.GameStore`."""

    def __init__(
        self,
        store: GameStore,
        *,
        seed_source: Callable[[], int] = lambda: secrets.randbits(62),
        render: Callable[[BaseModel], tuple[bytes | None, str]] = render_view,
        clock: Callable[[], float] = time.time,
        cache_tables: int = DEFAULT_CACHE_TABLES,
    ) -> None:
        self.store = store
        self._clock = clock
        self._seed_source = seed_source
        self._render = render
        self.tables = Tables(store, cache_tables)
        """Locks, caches, loading and committing (bot.service.tables)."""
        self.records = Records(self.tables)
        """History pages and the export record (bot.service.records)."""
        self._images = ImageCache()
        """The board images of the latest positions (bot.service.tableau): one drawing per position."""
        self._thread_ids: LRU[int, dict[str, int | None]] = LRU(cache_tables)
        """Per table played in Teams: its Team threads once recorded (bot.service.teams; they do not change after)."""
        self._timers_synced = False
        """True once this process re-planned every table's timers (the first timer pass does it)."""
        self._fire_failures: dict[int, int] = {}
        self._retry_at: dict[int, float] = {}
        """Per table whose timers failed: how often in a row, and when to try again."""

    @classmethod
    async def open(cls, path: str, **kwargs: Any) -> GameService:
        """Open the service on a SQLite file or a database URL (``sqlite:///...``, ``postgresql://...``)."""
        clock = kwargs.get("clock", time.time)
        return cls(await open_store(path, clock=clock), **kwargs)

    async def close(self) -> None:
        await self.store.close()

    def games(self) -> list[GameSpec]:
        return [engine.spec for engine in all_games()]

    @entry_point
    async def inspect(self, channel_id: ChannelId) -> Loaded:
        """Return the live table with its current state (for the console and tests)."""
        return await self.tables.load(await self.tables.table(channel_id))

    @entry_point
    async def inspect_any(self, channel_id: ChannelId) -> Loaded:
        """Like :meth:`inspect`, but also for the channel's finished or aborted game."""
        return await self.tables.load(await self.tables.table(channel_id, live=False))

    # -- lobby -------------------------------------------------------------

    def _check_options(self, engine: GameEngine, options: dict[str, str]) -> dict[str, str]:
        spec = engine.spec
        chosen = {o.key: o.default for o in spec.options}
        for key, value in options.items():
            opt = spec.option(key.strip().lower())
            if opt is None:
                known = ", ".join(o.key for o in spec.options) or "none"
                raise InvalidOptionError(f"{spec.name} has no option '{key}'. Options: {known}.")
            value = str(value).strip().lower()
            if value not in opt.values:
                # A long list of values (every combination of nations) is described, not listed.
                allowed = f"choose one of {', '.join(opt.values)}" if len(opt.values) <= 12 else opt.help.rstrip(".")
                raise InvalidOptionError(f"Option {opt.key} cannot be '{value[:40]}'; {allowed}.")
            if opt.implemented is not None and value not in opt.implemented:
                raise InvalidOptionError(
                    f"Option {opt.key}={value} is not implemented yet; "
                    f"available now: {', '.join(opt.implemented)}."
                )
            chosen[opt.key] = value
        seats_for(engine, chosen)  # an engine refuses a combination of options here, before any lobby exists
        why = unplayable(engine, chosen)
        if why:
            raise InvalidOptionError(why)
        return chosen

    @entry_point
    async def new_game(
        self,
        channel_id: ChannelId,
        guild_id: GuildId | None,
        user_id: UserId,
        game: GameName,
        options: Options | None = None,
        *,
        seed: Seed | None = None,
        dice_script: DiceScript = (),
        settings: Settings | None = None,
    ) -> list[Post]:
        """Open a lobby. ``settings``: reminder_hours, deadline_hours (0 = off), vacation_days."""
        engine = find_game(game)
        chosen = self._check_options(engine, options or {})
        try:
            table_settings = check_settings(settings)
        except ValueError as exc:
            raise ServiceError(str(exc)) from None
        async with self.tables.lock(channel_id):
            (created,) = await self.tables.commit(
                None,
                CreateTable(
                    channel_id=channel_id,
                    guild_id=guild_id,
                    game=engine.spec.id,
                    ruleset_version=engine.spec.ruleset_version,
                    options=chosen,
                    creator_id=user_id,
                    seed=self._seed_source() if seed is None else seed,
                    dice_script=tuple(dice_script),
                    settings=table_settings,
                ),
            )
        spec = engine.spec
        names = seat_names_for(engine, chosen)
        opts = ", ".join(f"{k}={v}" for k, v in chosen.items()) or "none"
        deadline = f"{table_settings['deadline_hours']} h per decision" if table_settings["deadline_hours"] else "none"
        lines = [
            f"**New game of {spec.name}** created by {mention(user_id)}.",
            f"Options: {opts}.",
            f"Reminders after {table_settings['reminder_hours']} h; deadline: {deadline}; "
            f"vacation: {table_settings['vacation_days']} days per player.",
            "Seats: " + ", ".join(f"{names.get(s, s)} (`{s}`)" for s in seats_for(engine, chosen)) + ".",
            "Take a seat with a button below or `/game join`. The game starts when every seat is taken.",
        ]
        buttons = [
            PostButton(
                label=f"Join as {names.get(s, s)}"[:80],
                custom_id=JoinId(channel_id, created.id, s).encode(),
                style="primary",
            )
            for s in seats_for(engine, chosen)
        ]
        return [Post(content="\n".join(lines), buttons=buttons, track=Track(table_id=created.id, seq=-1))]

    @entry_point
    async def join(
        self, channel_id: ChannelId, user_id: UserId, seat: Seat | None = None, *, table_id: TableId | None = None
    ) -> list[Post]:
        """Take a seat (``table_id``: the game a join button was made for; another game's button is refused)."""
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            self.tables.check_table(table, table_id)
            if table.status != "lobby":
                raise SeatError("This game has already started; every seat is taken.")
            engine = find_game(table.game)
            spec, all_seats = engine.spec, seats_for(engine, table.options)
            seats = await self.store.seats(table.id)
            if seat is None:
                if user_id in seats.values():
                    raise SeatError(
                        "You already have a seat. To play more than one side yourself, name the seat: /game join seat:<name>."
                    )
                open_seats = [s for s in all_seats if s not in seats]
                if not open_seats:
                    raise SeatError("Every seat is taken.")
                seat = open_seats[0]
            seat = seat.strip().lower()
            if seat not in all_seats:
                raise SeatError(f"'{seat}' is not a seat of this game of {spec.name}; seats: {', '.join(all_seats)}.")
            if seat in seats:
                raise SeatError(f"The {seat_names_for(engine, table.options).get(seat, seat)} seat is taken by {mention(seats[seat])}.")
            seats[seat] = user_id
            taken = AddSeat(table.id, seat, user_id)
            posts = [Post(content=f"{mention(user_id)} takes the {seat_names_for(engine, table.options).get(seat, seat)} seat.")]
            if all(s in seats for s in all_seats):
                return posts + await self._start(table, seats, [taken])  # the last seat and the start: one unit
            await self.tables.commit(table, Expect(table.id, ("lobby",)), taken)
            return posts

    @entry_point
    async def start(self, channel_id: ChannelId, user_id: UserId) -> list[Post]:
        """Start the lobby now; the creator takes any seat still open (hot-seat)."""
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            if table.status != "lobby":
                raise SeatError("This game has already started.")
            if user_id != table.creator_id:
                raise PermissionDeniedError("Only the player who created the game can start it early.")
            seats = await self.store.seats(table.id)
            added: list[Op] = []
            for seat in seats_for(find_game(table.game), table.options):
                if seat not in seats:
                    added.append(AddSeat(table.id, seat, user_id))
                    seats[seat] = user_id
            return await self._start(table, seats, added)

    async def _start(self, table: TableRow, seats: dict[str, int], seat_ops: Sequence[Op] = ()) -> list[Post]:
        """Log the start (seq 0) together with the seats still to be taken, in one unit of work."""
        engine = find_game(table.game)
        order = seats_for(engine, table.options)
        state, events = engine.initial_state(order, table.options, table.seed, table.dice_script)
        key = engine.phase_key(state)
        timers = [self._replan_op(table, seats, self._asking(engine, state), now=self._clock(), since=0)]
        await self.tables.commit(
            table,
            Expect(table.id, ("lobby",)),
            *seat_ops,
            Append(
                table.id,
                0,
                seat=None,
                user_id=table.creator_id,
                kind="start",
                text="start",
                events=[event_dict(e) for e in events],
                snapshot=(key[0], key[1], engine.phase_label(state), engine.dump_state(state), True),
                status="active",
            ),
            *timers,
        )
        self.tables.positions[table.id] = (0, state)
        self.tables.snapshots[table.id] = 0
        loaded = Loaded(table, engine, state, 0, seats)

        header = start_header(engine, table, seats, order)
        requests = thread_requests(loaded)  # a game in Teams: the discord layer opens their threads
        threaded = {t.team for t in requests}  # what each Team is asked goes there, once they are open
        first = await self._phase_post(loaded, list(events), actor=None, header=header, new_prompts=True, threaded=threaded)
        news = sorted({e.seat for e in events if e.seat is not None})  # dealt at the start: each seat's own button
        first = with_buttons(first, reveal_buttons(loaded, news, 0, 0))
        first.team_threads = requests
        if first.team_threads:  # its trays go to the Teams' threads once they are open (record_threads)
            return [first]
        return [first, *await extension_of(table.game).start_posts(loaded, self._render)]

    # -- play --------------------------------------------------------------

    @entry_point
    async def submit(
        self,
        channel_id: ChannelId,
        user_id: UserId,
        text: ActionText,
        expected_version: Version | None = None,
        *,
        seat: Seat | None = None,
        table_id: TableId | None = None,
    ) -> list[Post]:
        """Apply one action typed by ``user_id``; the reply posts, or a refusal that changed nothing.

        ``table_id`` (a menu's game): refused as stale when the channel's game is another one.
        """
        async with self.tables.lock(channel_id):
            return await self._present(
                await self._act_now(channel_id, user_id, text, expected_version, seat, table_id, prefetch=True)
            )

    @entry_point
    async def submit_batch(
        self,
        channel_id: ChannelId,
        user_id: UserId,
        orders: Orders,
        expected_version: Version | None = None,
        *,
        seat: Seat | None = None,
        table_id: TableId | None = None,
    ) -> list[Post]:
        """Apply several actions at once: one per line, or separated by ``;`` (see :mod:`bot.service.batch`).

        Each line is checked against the position the previous one produced; one refused line refuses
        them all. Accepted, each is its own log entry, all written in one unit of work, shown once.
        """
        from bot.service.batch import submit_batch

        return await submit_batch(self, channel_id, user_id, orders, expected_version, seat, table_id)

    @entry_point
    async def orders_form(self, channel_id: ChannelId, user_id: UserId) -> Any:
        """What the orders form of the channel's game shows this player (an ``OrdersForm`` of :mod:`bot.service.batch`)."""
        from bot.service.batch import orders_form

        return orders_form(self, await self.tables.load(await self.tables.table(channel_id)), user_id)

    @entry_point
    async def plan(
        self,
        channel_id: ChannelId,
        user_id: UserId,
        draft: Draft = "",
        step: Step = "z:0",
        pick: Pick | None = None,
        expected_version: Version | None = None,
        *,
        table_id: TableId | None = None,
    ) -> Post:
        """The move planner after a choice (A&A D-Day's: a ``PlannerPost`` of :mod:`bot.service.planner`; ephemeral).

        Refused as stale for another game or position of the channel.
        """
        table = await self.tables.table(channel_id)
        self.tables.check_table(table, table_id)
        loaded = await self.tables.load(table)
        if expected_version is not None and expected_version != loaded.version:
            raise StaleVersionError(
                "This planner was opened at an earlier position; the game moved on. Open a new one with /aa plan."
            )
        if not self.tables.user_seats(loaded, user_id):
            raise ServiceError("You are not playing in this game, so you have no moves to plan.")
        return extension_of(table.game).plan(self, loaded, user_id, draft, step, pick)

    @entry_point
    async def act(
        self,
        channel_id: ChannelId,
        user_id: UserId,
        text: ActionText,
        expected_version: Version | None = None,
        *,
        seat: Seat | None = None,
    ) -> Committed:
        """Load, validate, apply and persist one action, without preparing any message (see :meth:`submit`)."""
        async with self.tables.lock(channel_id):
            return await self._act_now(channel_id, user_id, text, expected_version, seat)

    async def _act_now(
        self,
        channel_id: int,
        user_id: int,
        text: str,
        expected_version: int | None,
        seat: str | None,
        table_id: int | None = None,
        *,
        prefetch: bool = False,
    ) -> Committed:
        """``prefetch``: the entry will be presented, so its commit also reads what the post tells."""
        async def run(table: TableRow) -> Committed:
            self.tables.check_table(table, table_id)
            loaded = await self.tables.load(table)
            if expected_version is not None and expected_version != loaded.version:
                raise StaleVersionError("The game moved on since you looked; look at the latest board and try again.")
            return await self._act(loaded, user_id, text, seat, prefetch=prefetch)

        return await self.tables.on_table(channel_id, run)

    @entry_point
    async def press(
        self, channel_id: ChannelId, user_id: UserId, version: Version, index: Index, *, table_id: TableId | None = None
    ) -> list[Post]:
        """Apply the phase-message button ``index`` that was shown at ``version`` of game ``table_id``."""
        async def run(table: TableRow) -> Committed:
            self.tables.check_table(table, table_id)
            loaded = await self.tables.load(table)
            if version != loaded.version:
                raise StaleVersionError("That button belongs to an earlier position; the game moved on. Use the latest message.")
            flat = _flat_choices(loaded.engine.prompts(loaded.state))
            if not 0 <= index < len(flat):
                raise StaleVersionError("That button no longer applies.")
            seat, choice = flat[index]
            if loaded.seats.get(seat) != user_id:
                raise NotPlayerError(f"That button is for {mention(loaded.seats.get(seat, 0))} ({seat}), not you.")
            return await self._act(loaded, user_id, choice.value, seat, prefetch=True)

        async with self.tables.lock(channel_id):
            return await self._present(await self.tables.on_table(channel_id, run))

    async def _act(
        self, loaded: Loaded, user_id: int, text: str, seat: str | None, *, prefetch: bool = False
    ) -> Committed:
        applied = self._resolve(loaded, user_id, text, seat)
        return await self._write(loaded, user_id, [(loaded.state, applied)], prefetch=prefetch)

    def _resolve(self, loaded: Loaded, user_id: int, text: str, seat: str | None) -> Applied:
        """Check and apply one action typed by ``user_id`` to ``loaded`` (nothing is written; see :meth:`_act`)."""
        engine, state = loaded.engine, loaded.state
        mine = self.tables.user_seats(loaded, user_id)
        if not mine:
            raise NotPlayerError("You are not playing in this game. Anyone can watch with /game board and /game history.")
        body = text.strip()
        if seat is None and ":" in body:
            head, rest = body.split(":", 1)
            named = head.strip().lower()
            if named in mine:
                seat, body = named, rest.strip()
            elif named in self.tables.seat_order(loaded):
                raise NotPlayerError(f"You do not hold the {named} seat; only its player can act for it.")
        if engine.outcome(state) is not None:
            raise ServiceError("This game is over.")
        action = engine.parse_action(body)
        waiting = active_seats(engine, state)
        prompted = [s for s in self.tables.seat_order(loaded) if s in waiting]
        if seat is not None and seat not in mine:
            raise NotPlayerError(f"You do not hold the {seat} seat.")
        candidates = [s for s in mine if s in prompted] if seat is None else [seat]
        if not candidates and not engine.accepts_out_of_turn(state, action):
            waiting = ", ".join(f"{s} ({mention(loaded.seats[s])})" for s in dict.fromkeys(prompted)) or "nobody"
            raise NotYourTurnError(f"It is not your turn. Waiting for: {waiting}.")
        candidates = candidates or mine
        error: RuleError | None = None
        for candidate in candidates:
            try:
                step = engine.apply(state, candidate, action)
            except RuleError as exc:
                error = error or exc
                continue
            return Applied(
                candidate, engine.format_action(action), step.state, tuple(step.events), waiting,
                public_action_text(engine, action),
            )
        assert error is not None
        raise error

    async def _write(
        self,
        loaded: Loaded,
        user_id: int | None,
        steps: Sequence[tuple[Any, Applied]],
        *,
        notes: Sequence[Event] = (),
        also: Sequence[Op] = (),
        announce: str | None = None,
        prefetch: bool = False,
    ) -> Committed:
        """Log one applied action, or a batch of them, in ONE unit of work; the only write path of play.

        ``steps``: (the state before, what applying gave) of each action, in order; each is its own log
        entry, with a snapshot where a phase ends (or every :data:`SNAPSHOT_EVERY` entries), and ``notes``
        (service events) are logged before the first one's events. ``also``: further writes that must
        commit with the entries or not at all (e.g. closing the timer whose deadline applied a default).
        The same unit re-plans the table's timers from the last position (the acting seats' clocks
        restart). With ``announce`` (a notice kind), the entry's posts are built before the commit and
        queued in the outbox by it, so what is decided is always said. ``prefetch``: the entry is
        presented right after, so the read its post needs rides on the same unit of work.
        """
        engine, table = loaded.engine, loaded.table
        last_snap = self.tables.snapshots.get(table.id)
        if last_snap is None:
            snap = await self.store.latest_snapshot(table.id)
            last_snap = snap.seq if snap else 0
        entries: list[Op] = []
        logged: list[Event] = []
        boundary = False
        seq = loaded.version
        for before, applied in steps:
            seq += 1
            after_key = engine.phase_key(applied.state)
            outcome = engine.outcome(applied.state)
            ends = engine.phase_key(before) != after_key or outcome is not None
            boundary = boundary or ends
            snapshot = None
            if ends or seq - last_snap >= SNAPSHOT_EVERY:
                label, dumped = engine.phase_label(applied.state), engine.dump_state(applied.state)
                snapshot = (after_key[0], after_key[1], label, dumped, ends)
                last_snap = seq
            events = [*notes, *applied.events] if not logged and notes else list(applied.events)
            logged += events
            entries.append(
                Append(
                    table.id,
                    seq,
                    seat=applied.seat,
                    user_id=user_id,
                    kind="action",
                    text=applied.text,
                    events=[event_dict(e) for e in events],
                    snapshot=snapshot,
                    status="finished" if outcome is not None else None,
                    shown=applied.shown,
                )
            )
        final = steps[-1][1]
        outcome = engine.outcome(final.state)
        now = self._clock()
        # The plan reads the timers inside the entries' own transaction, after ``also`` (a deadline it closes).
        timers = self._replan_op(
            table, loaded.seats, self._asking(engine, final.state), now=now, since=seq,
            restart={a.seat for _, a in steps}, why="game over" if outcome is not None else "answered",
        )
        row = table.at_version(seq, "finished" if outcome is not None else table.status)
        after = Loaded(row, engine, final.state, seq, loaded.seats)
        committed = Committed(
            loaded, after, user_id, final.seat, "; ".join(a.text for _, a in steps), logged, boundary,
            "; ".join(a.shown for _, a in steps), lines=[a for _, a in steps],
        )
        queued: list[Op] = []
        if announce is not None:
            committed.notices = [
                Notice(table_id=table.id, channel_id=table.channel_id, kind=announce, seat=final.seat, post=post)
                for post in await self._present(committed)
            ]
            queued = [
                notice_op(table, n.post, kind=announce, seat=final.seat, dm_user_id=None, now=now)
                for n in committed.notices
            ]
        # The post's read rides on the same unit of work (one call of the database thread, not two).
        story_op: list[Op] = []
        if prefetch and announce is None:
            committed.asked = (set(asked(engine, loaded.state)), set(asked(engine, final.state)))
            phase_post = boundary or bool(committed.asked[1] - committed.asked[0])
            story_op = [ReadStory(table.id, "live", loaded.version, base=loaded.version + 1) if phase_post
                        else ReadStory(table.id, "live", seq)]
        secret_dms = await dm_ops(self.store, committed, now)  # before ``queued``: their ids are counted from the end
        results = await self.tables.commit(table, *also, *entries, timers, *secret_dms, *queued, *story_op, row=row)
        if story_op:
            committed.story = (phase_post, results[-1])
        elif queued:
            ids = results[len(results) - len(queued):]
            committed.notices = [n.model_copy(update={"id": i}) for n, i in zip(committed.notices, ids, strict=True)]
        self.tables.positions[table.id] = (seq, final.state)
        self.tables.snapshots[table.id] = last_snap
        return committed

    async def _present(self, c: Committed) -> list[Post]:
        """The messages for one committed write (one entry or a batch), then any per-seat control posts (D-Day Dice trays).

        ONE message either way: a phase post (a new live message, with the board and the pings) when a
        phase ended or someone new must act; otherwise the table's live message is edited to tell the
        phase so far. A batch's phase post starts with the orders it gave.
        """
        trays = await extension_of(c.after.table.game).entry_posts(c, self._render)
        trays = await self._in_threads(c.after, trays)  # a Team's trays: its thread
        own = own_reply(c)  # the actor's own secrets: the private part of their reply (bot.service.secrets)
        return [*await self._present_entry(c), *trays, *([own] if own is not None else [])]

    async def _present_entry(self, c: Committed) -> list[Post]:
        """Return the messages for one committed entry: a phase post with the board, or a short note."""
        table, after, engine = c.after.table, c.after, c.after.engine
        if c.asked is not None:
            before_prompts, after_prompts = c.asked
        else:
            before_prompts, after_prompts = set(asked(engine, c.before.state)), set(asked(engine, after.state))
        seq = after.version
        if c.boundary or (after_prompts - before_prompts):
            if c.story is not None and c.story[0]:  # read with the commit
                old, earlier = c.story[1]
            else:
                old, earlier = await self.store.story(table.id, "live", seq - 1, base=seq)  # one read
            all_events = [row_event(r) for r in earlier] + c.events
            track = await self._new_live(after, old)
            # Inside a phase, only the seats newly asked are pinged: the others were when they were asked.
            fresh = None if c.boundary else {s for s, _ in after_prompts - before_prompts}
            post = await self._phase_post(after, all_events, actor=c.user_id, new_prompts=True, track=track, fresh=fresh)
            post = with_buttons(post, await entry_buttons(self.store, c, earlier))  # others' news: a button each (bot.service.secrets)
            if len(c.lines) > 1:
                post = post.model_copy(update={"content": clip(orders_line(c) + "\n" + post.content)})
            return [post, *await self._thread_posts(after)]
        # Inside an open-ended phase (several moves): the live message is edited (bot.service.tableau).
        return [await self._progress_post(c)]

    # -- presentation --------------------------------------------------------

    def _waiting_line(self, loaded: Loaded, *, ping: bool, threaded: Collection[str] = ()) -> str:
        """Who must act now and what each is asked (``threaded``: Teams whose prompts go to their own thread)."""
        prompts = loaded.engine.prompts(loaded.state)
        if not prompts:
            return ""
        if teams_of(loaded):
            return team_waiting_line(loaded, prompts, threaded)
        parts = []
        for p in prompts:
            user = loaded.seats.get(p.seat)
            who = mention(user) if user else p.seat
            parts.append(f"{who} ({loaded.seat_names.get(p.seat, p.seat)}): {p.text}")
        return "**Now:** " + "\n".join(parts)

    def _buttons(self, loaded: Loaded) -> list[PostButton]:
        buttons = []
        names = loaded.seat_names
        flat = _flat_choices(loaded.engine.prompts(loaded.state))
        if teams_of(loaded) and sum(1 for _, c in flat if c.button) > MAX_BUTTONS:
            return []  # buttons for some Units only would favour them: a dozen Units use their trays and commands
        for index, (seat, choice) in enumerate(flat):
            if not choice.button:  # only the complete answers the engine marked (rules.core.contract.Choice)
                continue
            if len(buttons) >= MAX_BUTTONS:
                break
            label = f"{short_seat(names.get(seat, seat))}: {choice.label}"
            buttons.append(
                PostButton(
                    label=label[:80],
                    custom_id=ActId(loaded.table.channel_id, loaded.table.id, loaded.version, index).encode(),
                    style="primary" if choice.value == "done" else "secondary",
                )
            )
        return buttons

    async def _phase_post(
        self,
        loaded: Loaded,
        events: list[Event],
        *,
        actor: int | None,
        header: str = "",
        new_prompts: bool,
        track: Track | None = None,
        fresh: Collection[str] | None = None,
        threaded: Collection[str] | None = None,
    ) -> Post:
        """A new phase message: the board, the phase's story, whom it waits for (pinged); the new live message.

        ``fresh``: the seats to ping (those newly asked inside a phase); None pings every seat asked.
        ``threaded``: the Teams whose prompts go to their threads (None: those with a thread recorded).
        """
        engine, state = loaded.engine, loaded.state
        outcome = engine.outcome(state)
        mentions: list[int] = []
        if outcome is not None:
            result = result_text(seat_names_for(engine, loaded.table.options), outcome.winners)
            thanks, mentions = everyone_seated(loaded.seats)  # the game is over for every player: all are pinged
            tail = (
                f"🏁 **Game over: {result}.** {outcome.reason}\n"
                f"The dice seed was `{loaded.table.seed}` (check it against the commitment posted at the start).\n"
                + thanks
            )
        else:
            if threaded is None:
                threaded = {t for t, i in (await self._threads(loaded)).items() if i is not None}
            tail = self._waiting_line(loaded, ping=True, threaded=threaded)
            if new_prompts:
                pinged = active_seats(engine, state) if fresh is None else frozenset(fresh)
                mentions = sorted({loaded.seats[s] for s in pinged if s in loaded.seats} - {actor})
        image, alt = await self._image(loaded.table.id, loaded.version, lambda: engine.view(state, None))
        # The story gives way from its oldest lines (it is all in /game history); what happens next never does.
        return Post(
            content=fit(header, story_lines(events), tail),
            image=image,
            image_name=f"turn-{engine.phase_key(state)[0]:02d}-phase-{engine.phase_key(state)[1]:02d}.png",
            alt_text=alt,
            mention_user_ids=mentions,
            buttons=self._buttons(loaded) if outcome is None else [],
            track=track or await self._new_live(loaded),
        )

    # -- looking -----------------------------------------------------------

    @entry_point
    async def status(self, channel_id: ChannelId) -> Post:
        table = await self.tables.table(channel_id, live=False)
        engine = find_game(table.game)
        spec = engine.spec
        seats = await self.store.seats(table.id)
        lines = [f"**{spec.name}** — {table.status}"]
        lines.append("Options: " + (", ".join(f"{k}={v}" for k, v in table.options.items()) or "none"))
        lines.append(
            "Seats: "
            + ", ".join(
                f"{seat_names_for(engine, table.options).get(s, s)}: {mention(seats[s]) if s in seats else 'open'}"
                for s in seats_for(engine, table.options)
            )
        )
        if table.paused is not None and table.status == "active":
            lines.append(
                f"⏸️ Paused: {table.paused} No reminders and no deadline defaults until it can post here again."
            )
        if table.status == "lobby":
            return Post(content="\n".join(lines))
        loaded = await self.tables.load(table)
        lines.append(f"Position: {engine.phase_label(loaded.state)} (version {loaded.version})")
        outcome = engine.outcome(loaded.state)
        now: list[str] = []
        if outcome is not None:
            now.append(f"Result: {result_text(seat_names_for(engine, table.options), outcome.winners)}. {outcome.reason}")
        elif table.status == "active":
            now.append(self._waiting_line(loaded, ping=False))
        else:  # resigned or aborted: the last log entry says how it ended
            last = await self.store.events(table.id, after=loaded.version - 1)
            now += [f"Result: {e.text}" for e in last if e.seat is None]
        image, alt = await self._image(table.id, loaded.version, lambda: engine.view(loaded.state, None))
        # The board described in words may give way; who must act (or how it ended) never does.
        return Post(content=fit("\n".join(lines), [alt] if alt else [], "\n".join(now)), image=image, alt_text=alt)

    @entry_point
    async def board(self, channel_id: ChannelId, turn: Turn | None = None, phase: Phase | None = None) -> Post:
        table = await self.tables.table(channel_id, live=False)
        engine = find_game(table.game)
        if table.status == "lobby":
            raise ServiceError("The game has not started yet.")
        if turn is None and phase is None:
            loaded = await self.tables.load(table)
            state, label = loaded.state, f"Current position: {engine.phase_label(loaded.state)}"
            at = loaded.version
        else:
            current = await self.tables.load(table)
            t = turn if turn is not None else engine.phase_key(current.state)[0]
            n = phase if phase is not None else 999
            snap = await self.store.snapshot_after_phase(table.id, t, n)
            if snap is None:
                raise ServiceError(
                    f"Turn {t}{'' if phase is None else f', phase {phase}'} is not over yet; "
                    "/game board without arguments shows the current position."
                )
            state, at = engine.load_state(snap.state_json), snap.seq
            what = f"turn {t}" + ("" if phase is None else f", phase {phase}")
            label = f"Board after {what} (the first position recorded after it: {snap.label})"
        image, alt = await self._image(table.id, at, lambda: engine.view(state, None))
        return Post(content=label, image=image, alt_text=alt)

    @entry_point
    async def history(self, channel_id: ChannelId, page: Page | None = None) -> Post:
        return await self.records.history(channel_id, page)

    # -- ending -------------------------------------------------------------

    @entry_point
    async def abort(self, channel_id: ChannelId, user_id: UserId, is_manager: YesNo = False) -> list[Post]:
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            if user_id != table.creator_id and not is_manager:
                raise PermissionDeniedError("Only the game's creator or a server manager can abort it.")
            version = await self.store.version(table.id)
            if version < 0:
                await self.tables.commit(table, Expect(table.id, ("lobby",)), SetStatus(table.id, "aborted"))
            else:
                await self.tables.commit(
                    table,
                    Append(
                        table.id,
                        version + 1,
                        seat=None,
                        user_id=user_id,
                        kind="abort",
                        text="abort",
                        events=[{"kind": "aborted", "text": f"The game was aborted by <@{user_id}>.", "phase": "End"}],
                        status="aborted",
                    ),
                )
                self.tables.forget(table)
            reveal = f" The dice seed was `{table.seed}`." if version >= 0 else ""
            return [
                Post(
                    content=f"The game in this channel was aborted by {mention(user_id)}. "
                    f"It stays reviewable with /game history.{reveal}"
                )
            ]

    @entry_point
    async def resign(self, channel_id: ChannelId, user_id: UserId) -> list[Post]:
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            loaded = await self.tables.load(table)
            mine = self.tables.user_seats(loaded, user_id)
            if not mine:
                raise NotPlayerError("Only a player in this game can resign.")
            names = loaded.seat_names
            others = [s for s in loaded.seats if s not in mine]
            text = f"{', '.join(names.get(s, s) for s in mine)} resigned; {result_text(names, others)}."
            await self.tables.commit(
                table,
                Append(
                    table.id,
                    loaded.version + 1,
                    seat=mine[0],
                    user_id=user_id,
                    kind="resign",
                    text="resign",
                    events=[{"kind": "resigned", "text": text, "phase": "End", "data": {"winners": others}}],
                    status="finished",
                ),
            )
            self.tables.forget(table)
            thanks, everyone = everyone_seated(loaded.seats)
            return [Post(content=f"🏳️ {text}\nThe dice seed was `{table.seed}`.\n{thanks}", mention_user_ids=everyone)]

    # -- a channel that is gone -------------------------------------------------

    @entry_point
    async def channel_failed(self, channel_id: ChannelId, code: ErrorCode) -> bool:
        """Count a post the channel refused for good (Discord 10003 Unknown Channel, 50001 Missing Access).

        After :data:`PAUSE_AFTER` such failures the channel's game is paused: its timers stop, so
        no reminder is sent and no deadline default is applied for absent players. Return True
        when the game is (now) paused. Other codes are not the channel's fault and count nothing.
        """
        if code not in GONE_CODES:
            return False
        async with self.tables.lock(channel_id):
            table = await self.store.latest_table(channel_id)
            if table is None or table.status != "active":
                return False
            if table.paused is not None:
                return True
            failures = await self.store.post_failures(table.id) + 1
            why = GONE_CODES[code] if failures >= PAUSE_AFTER else None
            await self.tables.commit(table, Expect(table.id, ("active",)), SetPaused(table.id, why, failures))
            self.tables.rows.pop(channel_id, None)
            return why is not None

    @entry_point
    async def channel_back(self, channel_id: ChannelId) -> bool:
        """The channel can be reached again: resume a paused game (every waiting clock restarts now)."""
        async with self.tables.lock(channel_id):
            table = await self.store.latest_table(channel_id)
            if table is None or table.status != "active":
                return False
            if table.paused is None and not await self.store.post_failures(table.id):
                return False
            was_paused = table.paused is not None
            restart = await self._resume_ops(table) if was_paused else []
            await self.tables.commit(table, Expect(table.id, ("active",)), SetPaused(table.id, None, 0), *restart)
            self.tables.rows.pop(channel_id, None)
            return was_paused

    @entry_point
    async def paused_channels(self) -> list[int]:
        """The channels whose game is paused because the channel could not be reached."""
        return await self.store.paused_channels()

    # -- records --------------------------------------------------------------

    @entry_point
    async def export(self, channel_id: ChannelId) -> dict[str, Any]:
        """Return the channel's latest game as a ``dday-export/1`` record (the seed only once it is over)."""
        return await self.records.export(channel_id)

    @entry_point
    async def export_post(self, channel_id: ChannelId) -> Post:
        """Return the game record as an attached JSON file (the seed is in it only once the game is over)."""
        return await self.records.export_post(channel_id)

    # -- autocomplete ----------------------------------------------------------

    @entry_point
    async def game_seats(self, channel_id: ChannelId, current: Typed = "") -> list[Choice]:
        """Return the seats of the channel's game with who holds them (for /game replace)."""
        table = await self.tables.table(channel_id)
        names = seat_names_for(find_game(table.game), table.options)
        taken = await self.store.seats(table.id)
        return _filter([Choice(value=s, label=f"{names.get(s, s)} ({s})") for s in taken], current)

    @entry_point
    async def channel_game(self, channel_id: ChannelId) -> tuple[str | None, str | None]:
        """Return (game id, the "Now: …" line) of the channel's game; (None, None) without one."""
        table = await self.store.latest_table(channel_id)
        if table is None:
            return None, None
        if table.status != "active":
            return table.game, None
        return table.game, self._waiting_line(await self.tables.load(table), ping=False) or None

    @entry_point
    async def open_seats(self, channel_id: ChannelId, current: Typed = "") -> list[Choice]:
        """Return the seats still open at the channel's game in its lobby (empty once it started)."""
        table = await self.tables.table(channel_id)
        if table.status != "lobby":
            return []
        names = seat_names_for(find_game(table.game), table.options)
        taken = await self.store.seats(table.id)
        return _filter(
            [
                Choice(value=s, label=f"{names.get(s, s)} ({s})")
                for s in seats_for(find_game(table.game), table.options)
                if s not in taken
            ],
            current,
        )

    @entry_point
    async def complete(
        self, channel_id: ChannelId, user_id: UserId, kind: CommandKind, field: FieldName, filled: Filled, current: Typed
    ) -> list[Choice]:
        loaded = await self.tables.load(await self.tables.table(channel_id))
        prompted = active_seats(loaded.engine, loaded.state)
        seats = [s for s in self.tables.user_seats(loaded, user_id) if s in prompted]
        found: dict[str, Choice] = {}
        for seat in seats:
            for choice in loaded.engine.field_choices(loaded.state, seat, kind, field, filled):
                found.setdefault(choice.value, choice)
        return _filter(found.values(), current)

    @entry_point
    async def complete_action(self, channel_id: ChannelId, user_id: UserId, current: Typed) -> list[Choice]:
        loaded = await self.tables.load(await self.tables.table(channel_id))
        if ";" in current:  # several actions: complete the last one from the position the others lead to
            from bot.service.batch import complete_orders

            return _filter(complete_orders(self, loaded, user_id, current), "")
        prompted = active_seats(loaded.engine, loaded.state)
        found: dict[str, Choice] = {}
        for seat in self.tables.user_seats(loaded, user_id):
            if seat in prompted:
                for choice in loaded.engine.options(loaded.state, seat, ""):
                    found.setdefault(choice.value, choice)
        return _filter(found.values(), current)

    # -- private views (appended: hidden hands) ----------------------------------

    @entry_point
    async def private_post(self, channel_id: ChannelId, user_id: UserId) -> Post:
        """Return the user's own private view (hand, heroic choices...) as an ephemeral post.

        Built from ``engine.view(state, seat)`` of the user's seat(s) only, with a menu of the
        cards they may play now (see :mod:`bot.service.private`); a spectator is told he has no hand.
        """
        from bot.service.private import private_post

        table = await self.tables.table(channel_id, live=False)
        if table.status == "lobby":
            raise ServiceError("The game has not started yet: the cards are dealt when every seat is taken.")
        loaded = await self.tables.load(table)
        seats = self.tables.user_seats(loaded, user_id)
        return private_post(
            loaded.engine, loaded.state, seats, channel_id=channel_id, table_id=table.id, version=loaded.version
        )


    # -- control posts (a game's extension: D-Day Dice's dice trays) ------------------------

    @entry_point
    async def tray_press(
        self, channel_id: ChannelId, user_id: UserId, table_id: TableId, version: Version, seat: Seat, mask: Mask, op: TrayOp
    ) -> list[Post]:
        """A press on a dice tray: toggle a die (redraw only), or lock/reroll the selection, or keep."""
        async with self.tables.lock(channel_id):
            loaded = await self.tables.load(await self.tables.table(channel_id))
            extension = extension_of(loaded.table.game)
            return await extension.press_control(self, loaded, user_id, table_id, version, seat, mask, op)

    @entry_point
    async def dice_trays(self, channel_id: ChannelId, user_id: UserId) -> list[Post]:
        """Fresh dice trays of the caller's Units (public posts: a roll is public information)."""
        loaded = await self.tables.load(await self.tables.table(channel_id))
        return await extension_of(loaded.table.game).controls(self, loaded, user_id)


def _filter(choices: Any, current: str, limit: int = 25) -> list[Choice]:
    needle = current.strip().lower()
    starts = [c for c in choices if c.value.lower().startswith(needle) or c.label.lower().startswith(needle)]
    inside = [c for c in choices if c not in starts and (needle in c.value.lower() or needle in c.label.lower())]
    fitting = [c for c in starts + inside if len(c.value) <= 100]  # a cut value would be a different action
    return [Choice(value=c.value, label=c.label if len(c.label) <= 100 else c.label[:99] + "…") for c in fitting[:limit]]


def _flat_choices(prompts: Sequence[Prompt]) -> list[tuple[str, Choice]]:
    return [(p.seat, c) for p in prompts for c in p.choices]


