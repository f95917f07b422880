"""The lobby and the ends of a game: open it, take seats, start it (seq 0), abort or resign; the seats'
autocomplete.

A feature (:class:`Lobby`) taking the store, :class:`~bot.service.tables.Tables`,
:class:`~bot.service.timers.Timers` (the start plans the first timers) and :class:`~bot.service.posts.Posts`
(the first phase post). The game's options are checked against its spec before any lobby exists.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.service.common import (
    Loaded,
    Post,
    PostButton,
    Track,
    event_dict,
    everyone_seated,
    filter_choices,
    is_computer,
    mention,
    result_text,
    seats_arg,
    table_language,
)
from bot.service.custom_ids import JoinId
from bot.service.edge import (
    ChannelId,
    DiceScript,
    GameName,
    GuildId,
    Language,
    Options,
    Seat,
    Seed,
    Settings,
    TableId,
    Typed,
    UserId,
    YesNo,
)
from bot.service.errors import (
    NotPlayerError,
    PermissionDeniedError,
    SeatError,
    ServiceError,
)
from bot.service.extensions import extension_of
from bot.service.game_words import game_title
from bot.service.live_message import start_header
from bot.service.posts import Posts
from bot.service.private_news import reveal_buttons, with_buttons
from bot.service.ratings import result_op
from bot.service.tables import Tables
from bot.service.teams import thread_requests
from bot.service.timers import Timers, asking, check_settings
from bot.service.words import options_line, seat_names
from db.contract import (
    AddSeat,
    Append,
    CreateTable,
    Expect,
    GameStore,
    Op,
    SetStatus,
    TableRow,
)
from i18n import DEFAULT as DEFAULT_LANGUAGE
from i18n import LANGUAGES, speaking, t
from rules.core import Choice, Event, GameEngine, find_game
from rules.core.errors import InvalidOptionError


class Lobby:
    """Open, seat, start, abort and resign a channel's game (see the module docstring)."""

    def __init__(
        self,
        store: GameStore,
        tables: Tables,
        timers: Timers,
        posts: Posts,
        clock: Callable[[], float],
        seed_source: Callable[[], int],
    ) -> None:
        self.store = store
        self.tables = tables
        self.timers = timers
        self.posts = posts
        self.clock = clock
        self.seed_source = seed_source

    def _check_options(self, engine: GameEngine, options: dict[str, str]) -> dict[str, str]:
        spec = engine.spec
        chosen = {o.key: o.default for o in spec.options}
        for key, value in options.items():
            opt = spec.option(key.strip().lower())
            if opt is None:
                known = ", ".join(o.key for o in spec.options) or t("lobby-none")
                raise InvalidOptionError(t("err-no-option", game=game_title(spec), key=key, known=known))
            value = str(value).strip().lower()
            if value not in opt.values:
                # A long list of values (every combination of nations) is described, not listed.
                allowed = t("err-option-one-of", values=", ".join(opt.values)) if len(opt.values) <= 12 else opt.help.rstrip(".")
                raise InvalidOptionError(t("err-option-value", key=opt.key, value=value[:40], allowed=allowed))
            if opt.implemented is not None and value not in opt.implemented:
                raise InvalidOptionError(
                    t("err-option-later", key=opt.key, value=value, available=", ".join(opt.implemented))
                )
            chosen[opt.key] = value
        engine.seats_for(chosen)  # an engine refuses a combination of options here, before any lobby exists
        why = engine.unplayable(chosen)
        if why:
            raise InvalidOptionError(why)
        return chosen

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
        language: Language | None = None,
    ) -> list[Post]:
        """Open a lobby. ``settings``: reminder_hours, deadline_hours (0 = off), vacation_days.

        ``language`` (issue #28): what the table says in its channel, "en" or "ko" (None: English; the Discord
        layer passes the server's preferred locale when the player chose none). Stored with the settings."""
        engine = find_game(game)
        chosen = self._check_options(engine, options or {})
        try:
            table_settings = check_settings(settings)
        except ValueError as exc:
            raise ServiceError(str(exc)) from None
        lang = DEFAULT_LANGUAGE if language is None else language.strip().lower()
        if lang not in LANGUAGES:
            raise InvalidOptionError(t("err-no-language", language=lang[:16], languages=", ".join(LANGUAGES)))
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
                    seed=self.seed_source() if seed is None else seed,
                    dice_script=tuple(dice_script),
                    settings={**table_settings, "language": lang},
                ),
            )
        with speaking(lang):  # the lobby's post: the table's language
            return self._lobby_post(engine, created, chosen, table_settings, user_id, channel_id)

    def _lobby_post(
        self, engine: GameEngine, created: TableRow, chosen: dict[str, str], table_settings: dict[str, int],
        user_id: int, channel_id: int,
    ) -> list[Post]:
        spec = engine.spec
        names = seat_names(engine, chosen)
        opts = options_line(engine, chosen) or t("lobby-none")
        deadline = (
            t("lobby-deadline-hours", hours=str(table_settings["deadline_hours"]))
            if table_settings["deadline_hours"]
            else t("lobby-none")
        )
        lines = [
            t("lobby-new-game", game=game_title(spec), creator=mention(user_id)),
            t("lobby-options", options=opts),
            t(
                "lobby-timers",
                reminder=str(table_settings["reminder_hours"]),
                deadline=deadline,
                vacation=str(table_settings["vacation_days"]),
            ),
            t("lobby-seats", seats=", ".join(f"{names.get(s, s)} (`{s}`)" for s in engine.seats_for(chosen))),
            t("lobby-take-seat"),
        ]
        buttons = [
            PostButton(
                label=t("lobby-join-as", seat=names.get(s, s))[:80],
                custom_id=JoinId(channel_id, created.id, s).encode(),
                style="primary",
            )
            for s in engine.seats_for(chosen)
        ]
        return [Post(content="\n".join(lines), buttons=buttons, track=Track(table_id=created.id, seq=-1))]

    async def join(
        self, channel_id: ChannelId, user_id: UserId, seat: Seat | None = None, *, table_id: TableId | None = None
    ) -> list[Post]:
        """Take a seat (``table_id``: the game a join button was made for; another game's button is refused)."""
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            self.tables.check_table(table, table_id)
            if table.status != "lobby":
                raise SeatError(t("err-started-full"))
            engine = find_game(table.game)
            spec, all_seats = engine.spec, engine.seats_for(table.options)
            seats = await self.store.seats(table.id)
            if seat is None:
                if user_id in seats.values():
                    raise SeatError(t("err-have-seat"))
                open_seats = [s for s in all_seats if s not in seats]
                if not open_seats:
                    raise SeatError(t("err-seats-full"))
                seat = open_seats[0]
            seat = seat.strip().lower()
            if seat not in all_seats:
                raise SeatError(t("err-no-such-seat", seat=seat, game=game_title(spec), seats=", ".join(all_seats)))
            if seat in seats:
                raise SeatError(
                    t("err-seat-taken", seat=seat_names(engine, table.options).get(seat, seat), holder=mention(seats[seat]))
                )
            seats[seat] = user_id
            taken = AddSeat(table.id, seat, user_id)
            with speaking(table_language(table)):  # said in the channel: the table's language
                name = seat_names(engine, table.options).get(seat, seat)
                text = t("seat-computer-takes", seat=name) if is_computer(user_id) else t("seat-takes", who=mention(user_id), seat=name)
                posts = [Post(content=text)]
            if all(s in seats for s in all_seats):
                return posts + await self._start(table, seats, [taken])  # the last seat and the start: one unit
            await self.tables.commit(table, Expect(table.id, ("lobby",)), taken)
            return posts

    async def start(self, channel_id: ChannelId, user_id: UserId) -> list[Post]:
        """Start the lobby now; the creator takes any seat still open (hot-seat)."""
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            if table.status != "lobby":
                raise SeatError(t("err-started"))
            if user_id != table.creator_id:
                raise PermissionDeniedError(t("err-start-creator"))
            seats = await self.store.seats(table.id)
            added: list[Op] = []
            for seat in find_game(table.game).seats_for(table.options):
                if seat not in seats:
                    added.append(AddSeat(table.id, seat, user_id))
                    seats[seat] = user_id
            return await self._start(table, seats, added)

    async def _start(self, table: TableRow, seats: dict[str, int], seat_ops: Sequence[Op] = ()) -> list[Post]:
        """Log the start (seq 0) together with the seats still to be taken, in one unit of work."""
        engine = find_game(table.game)
        order = engine.seats_for(table.options)
        state, events = engine.initial_state(order, table.options, table.seed, table.dice_script)
        key = engine.phase_key(state)
        timers = [self.timers.replan_op(table, seats, asking(engine, state), now=self.clock(), since=0)]
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
        with speaking(table_language(table)):  # the game's first posts: the table's language
            return await self._first_posts(loaded, list(events), order)

    async def _first_posts(self, loaded: Loaded, events: list[Event], order: Sequence[str]) -> list[Post]:
        table, engine, seats = loaded.table, loaded.engine, loaded.seats
        header = start_header(engine, table, seats, order)
        requests = thread_requests(loaded)  # a game in Teams: the discord layer opens their threads
        threaded = {t.team for t in requests}  # what each Team is asked goes there, once they are open
        first = await self.posts.phase_post(loaded, list(events), actor=None, header=header, new_prompts=True, threaded=threaded)
        news = sorted({e.seat for e in events if e.seat is not None})  # dealt at the start: each seat's own button
        first = with_buttons(first, reveal_buttons(loaded, news, 0, 0))
        first.team_threads = requests
        if first.team_threads:  # its trays go to the Teams' threads once they are open (record_threads)
            return [first]
        return [first, *await self.posts.track_controls(loaded, await extension_of(table.game).start_posts(loaded, self.posts.render))]

    async def abort(self, channel_id: ChannelId, user_id: UserId, is_manager: YesNo = False) -> list[Post]:
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            if user_id != table.creator_id and not is_manager:
                raise PermissionDeniedError(t("err-abort-creator"))
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
                        events=[{"kind": "aborted", "text": f"The game was aborted by <@{user_id}>.", "phase": "End",
                                 "key": "events-aborted", "args": {"who": f"<@{user_id}>"}}],
                        status="aborted",
                    ),
                    result_op(table.id, table.game, table.options, table.seats, aborted=True),
                )
                self.tables.forget(table)
            with speaking(table_language(table)):  # said in the channel: the table's language
                reveal = " " + t("lobby-seed", seed=str(table.seed)) if version >= 0 else ""
                return [Post(content=t("lobby-aborted", who=mention(user_id)) + reveal)]

    async def resign(self, channel_id: ChannelId, user_id: UserId) -> list[Post]:
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            loaded = await self.tables.load(table)
            mine = self.tables.user_seats(loaded, user_id)
            if not mine:
                raise NotPlayerError(t("err-resign-player"))
            names = loaded.engine.seat_names_for(table.options)  # the log's words: English
            others = [s for s in loaded.seats if s not in mine]
            text = f"{', '.join(names.get(s, s) for s in mine)} resigned; {result_text(names, others, 'en')}."
            await self.tables.commit(
                table,
                Append(
                    table.id,
                    loaded.version + 1,
                    seat=mine[0],
                    user_id=user_id,
                    kind="resign",
                    text="resign",
                    events=[{"kind": "resigned", "text": text, "phase": "End", "data": {"winners": others},
                             "key": "events-resigned", "args": {
                                 "seats": seats_arg(table.game, table.options, mine),
                                 "result": seats_arg(table.game, table.options, others)}}],
                    status="finished",
                ),
                result_op(table.id, table.game, table.options, loaded.seats, resigned=mine),
            )
            self.tables.forget(table)
            with speaking(table_language(table)):  # everyone's news: the table's language
                thanks, everyone = everyone_seated(loaded.seats)  # the game is over for every player: all are pinged
                names = loaded.seat_names
                shown = t("lobby-resigned", seats=", ".join(names.get(s, s) for s in mine), result=result_text(names, others))
                post = f"🏳️ {shown}\n{t('lobby-seed', seed=str(table.seed))}\n{thanks}"
                return [Post(content=post, mention_user_ids=everyone)]

    async def game_seats(self, channel_id: ChannelId, current: Typed = "") -> list[Choice]:
        """Return the seats of the channel's game with who holds them (for /game replace)."""
        table = await self.tables.table(channel_id)
        names = seat_names(find_game(table.game), table.options)
        taken = await self.store.seats(table.id)
        return filter_choices([Choice(value=s, label=f"{names.get(s, s)} ({s})") for s in taken], current)

    async def open_seats(self, channel_id: ChannelId, current: Typed = "") -> list[Choice]:
        """Return the seats still open at the channel's game in its lobby (empty once it started)."""
        table = await self.tables.table(channel_id)
        if table.status != "lobby":
            return []
        names = seat_names(find_game(table.game), table.options)
        taken = await self.store.seats(table.id)
        return filter_choices(
            [
                Choice(value=s, label=f"{names.get(s, s)} ({s})")
                for s in find_game(table.game).seats_for(table.options)
                if s not in taken
            ],
            current,
        )

