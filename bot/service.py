"""The discord-free service: tables, seats, submit, history and boards.

Everything the Discord cogs and the console do goes through :class:`GameService`.
It never imports discord. One call = load the table, validate with the rules
engine, append to the log in one transaction, and return :class:`Post` values
describing what should be shown (text, image, whom to ping, buttons).
"""

from __future__ import annotations

import asyncio
import importlib
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field

from bot.longplay import LongPlayMixin, check_settings
from db.store import EventRow, SeqTakenError, Store, TableExistsError, TableRow
from rules.core import Choice, Event, GameEngine, GameSpec, Prompt, RuleError, all_games, find_game
from rules.core.contract import active_seats, public_action_text, seats_for, start_notes
from rules.core.dice import seed_commitment
from rules.core.errors import InvalidOptionError, NotYourTurnError

MAX_CONTENT = 2000
MAX_BUTTONS = 10
SNAPSHOT_EVERY = 10
"""A snapshot at least every N actions keeps loading time flat however long the log grows."""


class ServiceError(Exception):
    """A refusal by the service (not by the rules); ``str(err)`` is for players."""

    code = "service"

    def __init__(self, message: str) -> None:
        self.message = message
        super().__init__(message)


class NoGameError(ServiceError):
    code = "no_game"


class GameExistsError(ServiceError):
    code = "game_exists"


class NotPlayerError(ServiceError):
    code = "not_player"


class SeatError(ServiceError):
    code = "seat"


class PermissionDeniedError(ServiceError):
    code = "permission"


class StaleVersionError(ServiceError):
    code = "stale"


class PostButton(BaseModel):
    label: str
    custom_id: str
    style: str = "secondary"


class Post(BaseModel):
    """One message to show: Discord-free, already within Discord's limits."""

    content: str
    image: bytes | None = None
    image_name: str = "board.png"
    alt_text: str = ""
    mention_user_ids: list[int] = Field(default_factory=list)
    buttons: list[PostButton] = Field(default_factory=list)
    ephemeral: bool = False
    file: bytes | None = None
    """Another attachment (e.g. the JSON game record of /game export)."""
    file_name: str = "game.json"


@dataclass
class Loaded:
    table: TableRow
    engine: GameEngine
    state: Any
    version: int
    seats: dict[str, int]


@dataclass
class Committed:
    """One accepted log entry, persisted; what presenting it needs."""

    before: Loaded
    after: Loaded
    user_id: int | None
    seat: str
    text: str
    events: list[Event]
    boundary: bool
    shown: str
    """The action as other players may read it."""


def clip(text: str, limit: int = MAX_CONTENT, tail: str = "\n… (more in /game history)") -> str:
    """Return ``text`` cut to ``limit`` characters at a line end, marking the cut."""
    if len(text) <= limit:
        return text
    cut = text[: limit - len(tail)]
    if "\n" in cut:
        cut = cut[: cut.rfind("\n")]
    return cut + tail


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


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


class GameService(LongPlayMixin):
    """Tables per channel, backed by :class:`db.store.Store`."""

    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[], int] = lambda: secrets.randbits(62),
        render: Callable[[BaseModel], tuple[bytes | None, str]] = render_view,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self._clock = clock
        self._seed_source = seed_source
        self._render = render
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, tuple[int, Any]] = {}
        self._snap_seq: dict[int, int] = {}
        """Per table: the seq of its latest snapshot (known once loaded)."""

    @classmethod
    async def open(cls, path: str, **kwargs: Any) -> GameService:
        clock = kwargs.get("clock", time.time)
        return cls(await Store.open(path, clock=clock), **kwargs)

    async def close(self) -> None:
        await self.store.close()

    def games(self) -> list[GameSpec]:
        return [engine.spec for engine in all_games()]

    def _lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    # -- loading -----------------------------------------------------------

    async def _table(self, channel_id: int, *, live: bool = True) -> TableRow:
        table = await self.store.latest_table(channel_id)
        if table is None or (live and table.status not in ("lobby", "active")):
            raise NoGameError("There is no game in this channel. Start one with /game new.")
        return table

    async def _load(self, table: TableRow) -> Loaded:
        engine = find_game(table.game)
        seats = dict(table.seats)
        version = table.version
        if version < 0:
            raise ServiceError("This game has not started yet; it starts when every seat is taken (or with /game start).")
        cached = self._cache.get(table.id)
        if cached is not None and cached[0] == version:
            return Loaded(table, engine, cached[1], version, seats)
        if table.ruleset_version != engine.spec.ruleset_version:
            raise ServiceError(
                f"This game was played under rules {table.ruleset_version}, but this bot runs "
                f"{engine.spec.ruleset_version}; it cannot be continued safely."
            )
        state = await self._state_at(table, engine, version)
        self._cache[table.id] = (version, state)
        return Loaded(table, engine, state, version, seats)

    async def _state_at(self, table: TableRow, engine: GameEngine, seq: int) -> Any:
        """Return the state right after log entry ``seq``: the latest snapshot at or before it, plus replay."""
        snap = await self.store.snapshot_at_or_before(table.id, seq)
        assert snap is not None, "seq 0 always has a snapshot"
        if seq == table.version:
            self._snap_seq[table.id] = snap.seq
        state = engine.load_state(snap.state_json)
        for row in await self.store.actions(table.id, after=snap.seq):
            if row.seq > seq:
                break
            if row.kind == "action":
                state = engine.apply(state, row.seat or "", engine.parse_action(row.text)).state
            elif row.kind == "undo":
                state = await self._state_at(table, engine, undo_target(row.text))
        return state

    async def inspect(self, channel_id: int) -> Loaded:
        """Return the live table with its current state (for the console and tests)."""
        return await self._load(await self._table(channel_id))

    async def inspect_any(self, channel_id: int) -> Loaded:
        """Like :meth:`inspect`, but also for the channel's finished or aborted game."""
        return await self._load(await self._table(channel_id, live=False))

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
                raise InvalidOptionError(f"Option {opt.key} cannot be '{value}'; choose one of {', '.join(opt.values)}.")
            if opt.implemented is not None and value not in opt.implemented:
                raise InvalidOptionError(
                    f"Option {opt.key}={value} is not implemented yet; "
                    f"available now: {', '.join(opt.implemented)}."
                )
            chosen[opt.key] = value
        return chosen

    async def new_game(
        self,
        channel_id: int,
        guild_id: int | None,
        user_id: int,
        game: str,
        options: dict[str, str] | None = None,
        *,
        seed: int | None = None,
        dice_script: Sequence[int] = (),
        settings: dict[str, int | None] | None = None,
    ) -> list[Post]:
        """Open a lobby. ``settings``: reminder_hours, deadline_hours (0 = off), vacation_days."""
        engine = find_game(game)
        chosen = self._check_options(engine, options or {})
        try:
            table_settings = check_settings(settings)
        except ValueError as exc:
            raise ServiceError(str(exc)) from None
        async with self._lock(channel_id):
            try:
                await self.store.create_table(
                    channel_id=channel_id,
                    guild_id=guild_id,
                    game=engine.spec.id,
                    ruleset_version=engine.spec.ruleset_version,
                    options=chosen,
                    creator_id=user_id,
                    seed=self._seed_source() if seed is None else seed,
                    dice_script=tuple(dice_script),
                    settings=table_settings,
                )
            except TableExistsError:
                raise GameExistsError(
                    "This channel already has a game. Finish it, or ask its creator to /game abort it."
                ) from None
        spec = engine.spec
        opts = ", ".join(f"{k}={v}" for k, v in chosen.items()) or "none"
        deadline = f"{table_settings['deadline_hours']} h per decision" if table_settings["deadline_hours"] else "none"
        lines = [
            f"**New game of {spec.name}** created by {mention(user_id)}.",
            f"Options: {opts}.",
            f"Reminders after {table_settings['reminder_hours']} h; deadline: {deadline}; "
            f"vacation: {table_settings['vacation_days']} days per player.",
            "Seats: " + ", ".join(f"{spec.seat_names.get(s, s)} (`{s}`)" for s in seats_for(engine, chosen)) + ".",
            "Take a seat with a button below or `/game join`. The game starts when every seat is taken.",
        ]
        buttons = [
            PostButton(label=f"Join as {spec.seat_names.get(s, s)}"[:80], custom_id=f"dday:join:{channel_id}:{s}", style="primary")
            for s in seats_for(engine, chosen)
        ]
        return [Post(content="\n".join(lines), buttons=buttons)]

    async def join(self, channel_id: int, user_id: int, seat: str | None = None) -> list[Post]:
        async with self._lock(channel_id):
            table = await self._table(channel_id)
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
                raise SeatError(f"The {spec.seat_names.get(seat, seat)} seat is taken by {mention(seats[seat])}.")
            await self.store.add_seat(table.id, seat, user_id)
            seats[seat] = user_id
            posts = [Post(content=f"{mention(user_id)} takes the {spec.seat_names.get(seat, seat)} seat.")]
            if all(s in seats for s in all_seats):
                posts += await self._start(table, seats)
            return posts

    async def start(self, channel_id: int, user_id: int) -> list[Post]:
        """Start the lobby now; the creator takes any seat still open (hot-seat)."""
        async with self._lock(channel_id):
            table = await self._table(channel_id)
            if table.status != "lobby":
                raise SeatError("This game has already started.")
            if user_id != table.creator_id:
                raise PermissionDeniedError("Only the player who created the game can start it early.")
            seats = await self.store.seats(table.id)
            for seat in seats_for(find_game(table.game), table.options):
                if seat not in seats:
                    await self.store.add_seat(table.id, seat, user_id)
                    seats[seat] = user_id
            return await self._start(table, seats)

    async def _start(self, table: TableRow, seats: dict[str, int]) -> list[Post]:
        engine = find_game(table.game)
        spec = engine.spec
        order = seats_for(engine, table.options)
        state, events = engine.initial_state(order, table.options, table.seed, table.dice_script)
        key = engine.phase_key(state)
        await self.store.append(
            table.id,
            0,
            seat=None,
            user_id=table.creator_id,
            kind="start",
            text="start",
            events=[_event_dict(e) for e in events],
            snapshot=(key[0], key[1], engine.phase_label(state), engine.dump_state(state), True),
            status="active",
            timers=self._timer_plan(table, frozenset(), active_seats(engine, state), None, 0, over=False),
        )
        self._cache[table.id] = (0, state)
        self._snap_seq[table.id] = 0
        header = [
            f"**{spec.name} begins.** " + ", ".join(f"{spec.seat_names.get(s, s)}: {mention(seats[s])}" for s in order),
        ]
        header += [f"_{note}_" for note in start_notes(engine, table.options)]
        header.append(f"Dice: every roll comes from a secret seed whose SHA-256 commitment is `{seed_commitment(table.seed)}`.")
        loaded = Loaded(table, engine, state, 0, seats)
        return [await self._phase_post(loaded, list(events), actor=None, header="\n".join(header), new_prompts=True)]

    # -- play --------------------------------------------------------------

    def _user_seats(self, loaded: Loaded, user_id: int) -> list[str]:
        return [s for s in seats_for(loaded.engine, loaded.table.options) if loaded.seats.get(s) == user_id]

    async def submit(
        self,
        channel_id: int,
        user_id: int,
        text: str,
        expected_version: int | None = None,
        *,
        seat: str | None = None,
    ) -> list[Post]:
        """Apply one action typed by ``user_id``; the reply posts, or a refusal that changed nothing."""
        async with self._lock(channel_id):
            return await self._present(await self._act_now(channel_id, user_id, text, expected_version, seat))

    async def act(
        self,
        channel_id: int,
        user_id: int,
        text: str,
        expected_version: int | None = None,
        *,
        seat: str | None = None,
    ) -> Committed:
        """Load, validate, apply and persist one action, without preparing any message (see :meth:`submit`)."""
        async with self._lock(channel_id):
            return await self._act_now(channel_id, user_id, text, expected_version, seat)

    async def _act_now(
        self, channel_id: int, user_id: int, text: str, expected_version: int | None, seat: str | None
    ) -> Committed:
        table = await self._table(channel_id)
        loaded = await self._load(table)
        if expected_version is not None and expected_version != loaded.version:
            raise StaleVersionError("The game moved on since you looked; look at the latest board and try again.")
        return await self._act(loaded, user_id, text, seat)

    async def press(self, channel_id: int, user_id: int, version: int, index: int) -> list[Post]:
        """Apply the phase-message button ``index`` that was shown at ``version``."""
        async with self._lock(channel_id):
            table = await self._table(channel_id)
            loaded = await self._load(table)
            if version != loaded.version:
                raise StaleVersionError("That button belongs to an earlier position; the game moved on. Use the latest message.")
            flat = _flat_choices(loaded.engine.prompts(loaded.state))
            if not 0 <= index < len(flat):
                raise StaleVersionError("That button no longer applies.")
            seat, choice = flat[index]
            if loaded.seats.get(seat) != user_id:
                raise NotPlayerError(f"That button is for {mention(loaded.seats.get(seat, 0))} ({seat}), not you.")
            return await self._present(await self._act(loaded, user_id, choice.value, seat))

    async def _act(self, loaded: Loaded, user_id: int, text: str, seat: str | None) -> Committed:
        engine, state = loaded.engine, loaded.state
        mine = self._user_seats(loaded, user_id)
        if not mine:
            raise NotPlayerError("You are not playing in this game. Anyone can watch with /game board and /game history.")
        body = text.strip()
        if seat is None and ":" in body:
            head, rest = body.split(":", 1)
            if head.strip().lower() in mine:
                seat, body = head.strip().lower(), rest.strip()
        if engine.outcome(state) is not None:
            raise ServiceError("This game is over.")
        action = engine.parse_action(body)
        prompts = engine.prompts(state)
        prompted = [p.seat for p in prompts]
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
            return await self._persist(
                loaded,
                user_id,
                candidate,
                engine.format_action(action),
                step.state,
                list(step.events),
                waiting=frozenset(prompted),
                shown=public_action_text(engine, action),
            )
        assert error is not None
        raise error

    async def _persist(
        self,
        loaded: Loaded,
        user_id: int | None,
        seat: str,
        text: str,
        state: Any,
        events: list[Event],
        *,
        notes: Sequence[Event] = (),
        waiting: frozenset[str] | None = None,
        shown: str | None = None,
    ) -> Committed:
        """Append one applied action in one transaction; ``notes`` are service events logged before the engine's."""
        engine, table = loaded.engine, loaded.table
        seq = loaded.version + 1
        before_key, after_key = engine.phase_key(loaded.state), engine.phase_key(state)
        outcome = engine.outcome(state)
        boundary = before_key != after_key or outcome is not None
        last_snap = self._snap_seq.get(table.id)
        if last_snap is None:
            snap = await self.store.latest_snapshot(table.id)
            last_snap = snap.seq if snap else 0
        snapshot = None
        if boundary or seq - last_snap >= SNAPSHOT_EVERY:
            snapshot = (after_key[0], after_key[1], engine.phase_label(state), engine.dump_state(state), boundary)
        before = active_seats(engine, loaded.state) if waiting is None else waiting
        plan = self._timer_plan(table, before, active_seats(engine, state), seat, seq, over=outcome is not None)
        logged = [*notes, *events]
        try:
            await self.store.append(
                table.id,
                seq,
                seat=seat,
                user_id=user_id,
                kind="action",
                text=text,
                events=[_event_dict(e) for e in logged],
                snapshot=snapshot,
                status="finished" if outcome is not None else None,
                timers=plan,
                shown=shown,
            )
        except SeqTakenError:
            self._cache.pop(table.id, None)
            self._snap_seq.pop(table.id, None)
            raise StaleVersionError("Someone else acted at the same moment; the game moved on. Look again and retry.") from None
        self._cache[table.id] = (seq, state)
        if snapshot is not None:
            self._snap_seq[table.id] = seq
        after = Loaded(table, engine, state, seq, loaded.seats)
        return Committed(loaded, after, user_id, seat, text, logged, boundary, text if shown is None else shown)

    async def _present(self, c: Committed) -> list[Post]:
        """Return the messages for one committed entry: a phase post with the board, or a short note."""
        table, after, engine = c.after.table, c.after, c.after.engine
        before_prompts = {(p.seat, p.kind) for p in engine.prompts(c.before.state)}
        after_prompts = {(p.seat, p.kind) for p in engine.prompts(after.state)}
        seq = after.version
        if c.boundary or (after_prompts - before_prompts):
            first = await self.store.last_boundary_before(table.id, seq) + 1
            earlier = await self.store.events(table.id, after=first - 1, upto=seq - 1) if first < seq else []
            all_events = [_row_event(r) for r in earlier] + c.events
            return [await self._phase_post(after, all_events, actor=c.user_id, new_prompts=True)]
        # Inside an open-ended phase (several moves): a short public note, no image, no ping.
        who = mention(c.user_id) if c.user_id is not None else "The bot"
        lines = [f"{who} ({c.seat}): `{c.shown}`"] + [f"• {e.text}" for e in c.events if e.seat is None]
        lines.append(self._waiting_line(after, ping=False))
        return [Post(content=clip("\n".join(lines)), buttons=self._buttons(after))]

    # -- presentation --------------------------------------------------------

    def _waiting_line(self, loaded: Loaded, *, ping: bool) -> str:
        prompts = loaded.engine.prompts(loaded.state)
        if not prompts:
            return ""
        parts = []
        for p in prompts:
            user = loaded.seats.get(p.seat)
            who = mention(user) if user else p.seat
            parts.append(f"{who} ({loaded.engine.spec.seat_names.get(p.seat, p.seat)}): {p.text}")
        return "**Now:** " + "\n".join(parts)

    def _buttons(self, loaded: Loaded) -> list[PostButton]:
        buttons = []
        names = loaded.engine.spec.seat_names
        for index, (seat, choice) in enumerate(_flat_choices(loaded.engine.prompts(loaded.state))):
            if not choice.button:  # only the complete answers the engine marked (rules.core.contract.Choice)
                continue
            if len(buttons) >= MAX_BUTTONS:
                break
            label = f"{names.get(seat, seat).split(' ')[0]}: {choice.label}"
            buttons.append(
                PostButton(
                    label=label[:80],
                    custom_id=f"dday:act:{loaded.table.channel_id}:{loaded.version}:{index}",
                    style="primary" if choice.value == "done" else "secondary",
                )
            )
        return buttons

    async def _phase_post(
        self, loaded: Loaded, events: list[Event], *, actor: int | None, header: str = "", new_prompts: bool
    ) -> Post:
        engine, state = loaded.engine, loaded.state
        lines: list[str] = [header] if header else []
        current = None
        for event in events:
            if event.seat is not None:
                continue
            if event.phase and event.phase != current:
                current = event.phase
                lines.append(f"**{event.phase}**")
            lines.append(f"• {event.text}")
        outcome = engine.outcome(state)
        mentions: list[int] = []
        if outcome is not None:
            winners = ", ".join(engine.spec.seat_names.get(s, s) for s in outcome.winners)
            tail = (
                f"🏁 **Game over: {winners} win.** {outcome.reason}\n"
                f"The dice seed was `{loaded.table.seed}` (check it against the commitment posted at the start)."
            )
        else:
            tail = self._waiting_line(loaded, ping=True)
            if new_prompts:
                mentions = sorted({loaded.seats[p.seat] for p in engine.prompts(state) if p.seat in loaded.seats} - {actor})
        view = engine.view(state, None)
        image, alt = await asyncio.to_thread(self._render, view)
        # The story may be cut (it is all in /game history); what happens next never is.
        tail = clip(tail, MAX_CONTENT // 2, tail="…")
        story = "\n".join(line for line in lines if line)
        content = (clip(story, MAX_CONTENT - len(tail) - 1) + "\n" + tail) if story else tail
        return Post(
            content=content,
            image=image,
            image_name=f"turn-{engine.phase_key(state)[0]:02d}-phase-{engine.phase_key(state)[1]:02d}.png",
            alt_text=alt,
            mention_user_ids=mentions,
            buttons=self._buttons(loaded) if outcome is None else [],
        )

    # -- looking -----------------------------------------------------------

    async def status(self, channel_id: int) -> Post:
        table = await self._table(channel_id, live=False)
        engine = find_game(table.game)
        spec = engine.spec
        seats = await self.store.seats(table.id)
        lines = [f"**{spec.name}** — {table.status}"]
        lines.append("Options: " + (", ".join(f"{k}={v}" for k, v in table.options.items()) or "none"))
        lines.append(
            "Seats: "
            + ", ".join(
                f"{spec.seat_names.get(s, s)}: {mention(seats[s]) if s in seats else 'open'}"
                for s in seats_for(engine, table.options)
            )
        )
        if table.status == "lobby":
            return Post(content="\n".join(lines))
        loaded = await self._load(table)
        lines.append(f"Position: {engine.phase_label(loaded.state)} (version {loaded.version})")
        outcome = engine.outcome(loaded.state)
        if outcome is not None:
            names = ", ".join(spec.seat_names.get(s, s) for s in outcome.winners)
            lines.append(f"Result: {names} won. {outcome.reason}")
        elif table.status == "active":
            lines.append(self._waiting_line(loaded, ping=False))
        else:  # resigned or aborted: the last log entry says how it ended
            last = await self.store.events(table.id, after=loaded.version - 1)
            lines += [f"Result: {e.text}" for e in last if e.seat is None]
        image, alt = await asyncio.to_thread(self._render, engine.view(loaded.state, None))
        if alt:
            lines.append(alt)
        return Post(content=clip("\n".join(lines)), image=image, alt_text=alt)

    async def board(self, channel_id: int, turn: int | None = None, phase: int | None = None) -> Post:
        table = await self._table(channel_id, live=False)
        engine = find_game(table.game)
        if table.status == "lobby":
            raise ServiceError("The game has not started yet.")
        if turn is None and phase is None:
            loaded = await self._load(table)
            state, label = loaded.state, f"Current position: {engine.phase_label(loaded.state)}"
        else:
            current = await self._load(table)
            t = turn if turn is not None else engine.phase_key(current.state)[0]
            n = phase if phase is not None else 999
            snap = await self.store.snapshot_after_phase(table.id, t, n)
            if snap is None:
                raise ServiceError(
                    f"Turn {t}{'' if phase is None else f', phase {phase}'} is not over yet; "
                    "/game board without arguments shows the current position."
                )
            state = engine.load_state(snap.state_json)
            what = f"turn {t}" + ("" if phase is None else f", phase {phase}")
            label = f"Board after {what} (the first position recorded after it: {snap.label})"
        image, alt = await asyncio.to_thread(self._render, engine.view(state, None))
        return Post(content=label, image=image, alt_text=alt)

    async def history(self, channel_id: int, page: int | None = None) -> Post:
        table = await self._table(channel_id, live=False)
        pages = await self._history_pages(table)
        if not pages:
            return Post(content="Nothing has happened yet.")
        number = len(pages) if page is None else page
        if not 1 <= number <= len(pages):
            raise ServiceError(f"There are {len(pages)} history pages; ask for 1 to {len(pages)}.")
        title, body = pages[number - 1]
        return Post(content=clip(f"**History {number}/{len(pages)} — {title}**\n{body}"))

    async def _history_pages(self, table: TableRow) -> list[tuple[str, str]]:
        actions = {a.seq: a for a in await self.store.actions(table.id)}
        events = await self.store.events(table.id)
        by_seq: dict[int, list[EventRow]] = {}
        for e in events:
            by_seq.setdefault(e.seq, []).append(e)
        entries: list[tuple[str, str]] = []  # (phase label, line)
        label = "Setup"
        for seq, action in sorted(actions.items()):
            evs = [e for e in by_seq.get(seq, []) if e.seat is None]
            if action.kind != "start":
                who = f"<@{action.user_id}>" if action.user_id else "—"
                entries.append((label, f"`#{seq}` {action.seat or action.kind} ({who}): `{action.public}`"))
            for e in evs:
                label = e.phase or label
                entries.append((label, f"  • {e.text}"))
        pages: list[tuple[str, str]] = []
        for title, line in entries:
            if pages and pages[-1][0] == title and len(pages[-1][1]) + len(line) < MAX_CONTENT - 200:
                pages[-1] = (title, pages[-1][1] + "\n" + line)
            else:
                pages.append((title, line))
        return pages

    # -- ending -------------------------------------------------------------

    async def abort(self, channel_id: int, user_id: int, is_manager: bool = False) -> list[Post]:
        async with self._lock(channel_id):
            table = await self._table(channel_id)
            if user_id != table.creator_id and not is_manager:
                raise PermissionDeniedError("Only the game's creator or a server manager can abort it.")
            version = await self.store.version(table.id)
            if version < 0:
                await self.store.set_status(table.id, "aborted")
            else:
                await self.store.append(
                    table.id,
                    version + 1,
                    seat=None,
                    user_id=user_id,
                    kind="abort",
                    text="abort",
                    events=[{"kind": "aborted", "text": f"The game was aborted by <@{user_id}>.", "phase": "End"}],
                    status="aborted",
                )
                self._cache.pop(table.id, None)
            reveal = f" The dice seed was `{table.seed}`." if version >= 0 else ""
            return [
                Post(
                    content=f"The game in this channel was aborted by {mention(user_id)}. "
                    f"It stays reviewable with /game history.{reveal}"
                )
            ]

    async def resign(self, channel_id: int, user_id: int) -> list[Post]:
        async with self._lock(channel_id):
            table = await self._table(channel_id)
            loaded = await self._load(table)
            mine = self._user_seats(loaded, user_id)
            if not mine:
                raise NotPlayerError("Only a player in this game can resign.")
            names = loaded.engine.spec.seat_names
            others = [s for s in loaded.seats if s not in mine]
            winners = ", ".join(names.get(s, s) for s in others) or "nobody"
            text = f"{', '.join(names.get(s, s) for s in mine)} resigned; {winners} win."
            await self.store.append(
                table.id,
                loaded.version + 1,
                seat=mine[0],
                user_id=user_id,
                kind="resign",
                text="resign",
                events=[{"kind": "resigned", "text": text, "phase": "End", "data": {"winners": others}}],
                status="finished",
            )
            self._cache.pop(table.id, None)
            return [Post(content=f"🏳️ {text}\nThe dice seed was `{table.seed}`.")]

    # -- records --------------------------------------------------------------

    async def export(self, channel_id: int) -> dict[str, Any]:
        """Return the channel's latest game as a ``dday-export/1`` record (the seed only once it is over)."""
        from bot.export import FORMAT, event_record, state_hash

        table = await self._table(channel_id, live=False)
        engine = find_game(table.game)
        over = table.status in ("finished", "aborted")
        seats = await self.store.seats(table.id)
        events: dict[int, list[dict[str, Any]]] = {}
        for row in await self.store.events(table.id):
            if row.seat is None or over:
                events.setdefault(row.seq, []).append(event_record(_row_event(row)))
        record: dict[str, Any] = {
            "format": FORMAT,
            "game": table.game,
            "ruleset_version": table.ruleset_version,
            "options": table.options,
            "seats": seats,
            "status": table.status,
            "created_at": table.created_at,
            "seed_commitment": seed_commitment(table.seed),
            "seed": table.seed if over else None,
            "dice_script": list(table.dice_script),
            "actions": [
                {
                    "seq": a.seq,
                    "kind": a.kind,
                    "seat": a.seat,
                    "user_id": a.user_id,
                    "text": a.text if over else a.public,
                    "created_at": a.created_at,
                    "events": events.get(a.seq, []),
                }
                for a in await self.store.actions(table.id)
            ],
        }
        if table.status != "lobby":
            record["final_state_sha256"] = state_hash(engine, (await self._load(table)).state)
        return record

    async def export_post(self, channel_id: int) -> Post:
        """Return the game record as an attached JSON file (the seed is in it only once the game is over)."""
        from bot.export import dumps

        record = await self.export(channel_id)
        over = record["seed"] is not None
        note = (
            "The seed is included: anyone can check every roll with `dday verify FILE`."
            if over
            else "The seed stays secret until the game ends; export again then to verify every roll."
        )
        name = f"{record['game']}-{channel_id}-v{len(record['actions']) - 1}.json"
        return Post(content=f"Game record ({len(record['actions'])} log entries). {note}", file=dumps(record).encode(), file_name=name)

    # -- autocomplete ----------------------------------------------------------

    async def game_seats(self, channel_id: int, current: str = "") -> list[Choice]:
        """Return the seats of the channel's game with who holds them (for /game replace)."""
        table = await self._table(channel_id)
        spec = find_game(table.game).spec
        taken = await self.store.seats(table.id)
        return _filter([Choice(value=s, label=f"{spec.seat_names.get(s, s)} ({s})") for s in taken], current)

    async def channel_game(self, channel_id: int) -> tuple[str | None, str | None]:
        """Return (game id, the "Now: …" line) of the channel's game; (None, None) without one."""
        table = await self.store.latest_table(channel_id)
        if table is None:
            return None, None
        if table.status != "active":
            return table.game, None
        return table.game, self._waiting_line(await self._load(table), ping=False) or None

    async def open_seats(self, channel_id: int, current: str = "") -> list[Choice]:
        """Return the seats still open at the channel's game in its lobby (empty once it started)."""
        table = await self._table(channel_id)
        if table.status != "lobby":
            return []
        spec = find_game(table.game).spec
        taken = await self.store.seats(table.id)
        return _filter(
            [
                Choice(value=s, label=f"{spec.seat_names.get(s, s)} ({s})")
                for s in seats_for(find_game(table.game), table.options)
                if s not in taken
            ],
            current,
        )

    async def complete(
        self, channel_id: int, user_id: int, kind: str, field: str, filled: dict[str, str], current: str
    ) -> list[Choice]:
        loaded = await self._load(await self._table(channel_id))
        prompted = {p.seat for p in loaded.engine.prompts(loaded.state)}
        seats = [s for s in self._user_seats(loaded, user_id) if s in prompted]
        found: dict[str, Choice] = {}
        for seat in seats:
            for choice in loaded.engine.field_choices(loaded.state, seat, kind, field, filled):
                found.setdefault(choice.value, choice)
        return _filter(found.values(), current)

    async def complete_action(self, channel_id: int, user_id: int, current: str) -> list[Choice]:
        loaded = await self._load(await self._table(channel_id))
        prompted = {p.seat for p in loaded.engine.prompts(loaded.state)}
        found: dict[str, Choice] = {}
        for seat in self._user_seats(loaded, user_id):
            if seat in prompted:
                for choice in loaded.engine.options(loaded.state, seat, ""):
                    found.setdefault(choice.value, choice)
        return _filter(found.values(), current)

    # -- private views (appended: hidden hands) ----------------------------------

    async def private_post(self, channel_id: int, user_id: int) -> Post:
        """Return the user's own private view (hand, heroic choices...) as an ephemeral post.

        Built from ``engine.view(state, seat)`` of the user's seat(s) only, with a menu of the
        cards they may play now (see :mod:`bot.private`); a spectator is told he has no hand.
        """
        from bot.private import private_post

        table = await self._table(channel_id, live=False)
        if table.status == "lobby":
            raise ServiceError("The game has not started yet: the cards are dealt when every seat is taken.")
        loaded = await self._load(table)
        seats = self._user_seats(loaded, user_id)
        return private_post(loaded.engine, loaded.state, seats, channel_id=channel_id, version=loaded.version)


def _filter(choices: Any, current: str, limit: int = 25) -> list[Choice]:
    needle = current.strip().lower()
    starts = [c for c in choices if c.value.lower().startswith(needle) or c.label.lower().startswith(needle)]
    inside = [c for c in choices if c not in starts and (needle in c.value.lower() or needle in c.label.lower())]
    fitting = [c for c in starts + inside if len(c.value) <= 100]  # a cut value would be a different action
    return [Choice(value=c.value, label=c.label if len(c.label) <= 100 else c.label[:99] + "…") for c in fitting[:limit]]


def undo_target(text: str) -> int:
    """Return N from an undo entry's text ``undo to #N``."""
    return int(text.rsplit("#", 1)[1])


def _flat_choices(prompts: Sequence[Prompt]) -> list[tuple[str, Choice]]:
    return [(p.seat, c) for p in prompts for c in p.choices]


def _event_dict(event: Event) -> dict[str, Any]:
    return {
        "kind": event.kind,
        "text": event.text,
        "data": event.data,
        "dice": list(event.dice),
        "seat": event.seat,
        "phase": event.phase,
    }


def _row_event(row: EventRow) -> Event:
    return Event(kind=row.kind, text=row.text, data=row.data, dice=row.dice, seat=row.seat, phase=row.phase)
