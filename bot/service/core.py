"""GameService, the facade: every public call of the service, each marked ``@entry_point``, each one line.

Everything the Discord cogs, the console and the bench do goes through :class:`GameService`. It never
imports discord and holds no logic of its own: ``__init__`` builds the parts and the features once, and
each entry point hands its (bounded, checked) arguments to one of them:

- parts: :class:`~bot.service.tables.Tables` (locks, caches, load, commit), :class:`~bot.service.timers.Timers`
  (the plan and the outbox), :class:`~bot.service.posts.Posts` (phase and progress posts, the live
  message, images, Team-thread posts), :class:`~bot.service.entries.Entries` (resolve, the one write);
- features: :class:`~bot.service.lobby.Lobby`, :class:`~bot.service.play.Play`,
  :class:`~bot.service.looking.Looking`, :class:`~bot.service.longplay.LongPlay`,
  :class:`~bot.service.records.Records`, :class:`~bot.service.team_threads.TeamThreads`,
  :class:`~bot.service.firing.Firing` (what falls due, and a channel that is gone),
  :class:`~bot.service.private_news.Secrets` (a seat's private news behind its 🔒 button).

Nothing in the package imports this module but its ``__init__``.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

from pydantic import BaseModel

from bot.service.common import Committed, Loaded, Post, speaks
from bot.service.computers import Computers, default_pool
from bot.service.digest import Digest, Digests
from bot.service.edge import (
    ActionText,
    ChannelId,
    ChannelIds,
    ChannelName,
    CommandKind,
    Days,
    DiceScript,
    DigestTime,
    Draft,
    ErrorCode,
    ErrorText,
    FieldName,
    Filled,
    GameName,
    GuildId,
    Index,
    Language,
    Limit,
    Mask,
    MessageId,
    Minutes,
    NewUserId,
    NoticeId,
    Options,
    Orders,
    Page,
    Phase,
    Pick,
    PlayerNames,
    QuietHours,
    RequestNo,
    Role,
    Seat,
    Seed,
    Settings,
    Shown,
    Step,
    Steps,
    TableId,
    Threads,
    TimeZone,
    TrayOp,
    Turn,
    Typed,
    Undelivered,
    UserId,
    Version,
    WebToken,
    YesNo,
    documented_by,
    entry_point,
)
from bot.service.entries import Entries
from bot.service.errors import ServiceError  # noqa: F401  (re-exported)
from bot.service.firing import GONE_CODES, PAUSE_AFTER, Firing  # noqa: F401  (re-exported)
from bot.service.lists import Lists
from bot.service.lobby import Lobby
from bot.service.longplay import LongPlay
from bot.service.looking import Looking
from bot.service.play import Play
from bot.service.posts import Posts
from bot.service.private_news import Secrets
from bot.service.queued import Queued
from bot.service.records import Records
from bot.service.reveal import Reveal
from bot.service.server_index import ServerIndex
from bot.service.standings import Standings
from bot.service.tables import DEFAULT_CACHE_TABLES, LRU, Tables, undo_target  # noqa: F401  (re-exported)
from bot.service.team_threads import TeamThreads
from bot.service.timers import Notice, Timers
from bot.service.viewer import Viewer, WebLinks, describe_view
from bot.service.web_export import WebExport, drawn_by
from db.contract import GameStore
from db.stores import open_store
from i18n import DEFAULT, current
from renderer import module_for
from rules.core import Choice, GameSpec, all_games


def render_view(view: BaseModel) -> tuple[bytes | None, str]:
    """Return (PNG bytes, alt text) for a view, or (None, "") if the game has no renderer.

    The words are in the current context's language (:func:`i18n.current`; the service speaks the table's
    language while it draws its board, :meth:`Posts.image`) for a renderer that takes ``lang`` (A&A D-Day's,
    Pegasus Bridge's); the other games' renderers draw English words for now (issue #28)."""
    module = module_for(str(getattr(view, "game", "")))
    if module is None:
        return None, ""
    lang = current()
    if lang != DEFAULT and speaks(module.render):
        image = module.render(view, lang=lang)
        alt = module.alt_text(view, lang=lang) if speaks(getattr(module, "alt_text", None)) else ""
    else:  # the image's words are English; its alt text speaks the table's language where it can (D-Day Dice's)
        image = module.render(view)
        describe = getattr(module, "alt_text", None)
        alt = "" if describe is None else describe(view, lang=lang) if lang != DEFAULT and speaks(describe) else \
            describe(view)
    return image, alt[:1024]


class GameService:
    """Tables per channel, backed by a :class:`db.contract.GameStore`: the facade over the parts (module docstring)."""

    def __init__(
        self,
        store: GameStore,
        *,
        seed_source: Callable[[], int] = lambda: secrets.randbits(62),
        render: Callable[[BaseModel], tuple[bytes | None, str]] = render_view,
        clock: Callable[[], float] = time.time,
        cache_tables: int = DEFAULT_CACHE_TABLES,
        computer_pool: Executor | Callable[[], Executor] = default_pool,
        web_url: str | None = None,
    ) -> None:
        self.store = store
        # The parts, each taking only those built before it (the imports point the same way).
        self.tables = Tables(store, cache_tables)
        self.timers = Timers(store, self.tables, clock)
        self.links = WebLinks(store, self.tables, web_url, cache_tables)
        self.posts = Posts(store, self.tables, render, cache_tables, links=self.links)
        self.entries = Entries(store, self.tables, self.timers, self.posts, clock)
        # The features.
        self.lobby = Lobby(store, self.tables, self.timers, self.posts, clock, seed_source)
        self.looking = Looking(store, self.tables, self.posts)
        self.longplay = LongPlay(store, self.tables, self.timers, self.posts, clock)
        self.records = Records(self.tables)
        self.team_threads = TeamThreads(store, self.tables, self.posts)
        self.firing = Firing(store, self.tables, self.timers, self.entries, self.posts, clock)
        self.secrets = Secrets(store, self.tables)
        self.queued = Queued(store, self.tables, self.entries, self.posts)
        self.computers = Computers(store, self.tables, self.entries, self.posts, self.lobby, self.longplay, computer_pool,
                                   self.queued)
        self.play = Play(self.tables, self.entries, self.posts, self.computers)
        self.viewer = Viewer(store, self.tables, self.posts, self.links, describe_view)
        self.revealer = Reveal(store, self.tables, self.posts, self.viewer)
        self.web_export = WebExport(self.tables, self.viewer, None if render is render_view else drawn_by(render))
        self.lists = Lists(store, clock)
        self.digests = Digests(store, self.lists, self.tables.commit, clock)
        self.standings = Standings(store, self.tables)
        self.server_index = ServerIndex(store, self.tables, self.links, self.standings, clock)

    @classmethod
    async def open(cls, path: str, **kwargs: Any) -> GameService:
        """Open the service on a SQLite file or a database URL (``sqlite:///...``, ``postgresql://...``)."""
        clock = kwargs.get("clock", time.time)
        return cls(await open_store(path, clock=clock), **kwargs)

    async def close(self) -> None:
        self.computers.close()
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
        language: Language | None = None,
    ) -> list[Post]:
        """Open a lobby. ``settings``: reminder_hours, deadline_hours (0 = off), vacation_days; ``language``: en/ko."""
        return await self.lobby.new_game(
            channel_id, guild_id, user_id, game, options, seed=seed, dice_script=dice_script, settings=settings,
            language=language,
        )

    @entry_point
    @documented_by(Lobby.join)
    async def join(
        self, channel_id: ChannelId, user_id: UserId, seat: Seat | None = None, *, table_id: TableId | None = None
    ) -> list[Post]:
        return await self.computers.after(channel_id, await self.lobby.join(channel_id, user_id, seat, table_id=table_id))

    @entry_point
    @documented_by(Lobby.start)
    async def start(self, channel_id: ChannelId, user_id: UserId) -> list[Post]:
        return await self.computers.after(channel_id, await self.lobby.start(channel_id, user_id))

    @entry_point
    @documented_by(Play.submit)
    async def submit(
        self, channel_id: ChannelId, user_id: UserId, text: ActionText, expected_version: Version | None = None, *,
        seat: Seat | None = None, table_id: TableId | None = None,
    ) -> list[Post]:
        return await self.play.submit(channel_id, user_id, text, expected_version, seat=seat, table_id=table_id)

    @entry_point
    @documented_by(Play.submit_batch)
    async def submit_batch(
        self, channel_id: ChannelId, user_id: UserId, orders: Orders, expected_version: Version | None = None, *,
        seat: Seat | None = None, table_id: TableId | None = None,
    ) -> list[Post]:
        return await self.play.submit_batch(channel_id, user_id, orders, expected_version, seat=seat, table_id=table_id)

    @entry_point
    @documented_by(Play.orders_form)
    async def orders_form(self, channel_id: ChannelId, user_id: UserId) -> Any:
        return await self.play.orders_form(channel_id, user_id)

    @entry_point
    @documented_by(Play.plan)
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
        return await self.play.plan(channel_id, user_id, draft, step, pick, expected_version, table_id=table_id)

    @entry_point
    @documented_by(Play.act)
    async def act(
        self,
        channel_id: ChannelId,
        user_id: UserId,
        text: ActionText,
        expected_version: Version | None = None,
        *,
        seat: Seat | None = None,
    ) -> Committed:
        return await self.play.act(channel_id, user_id, text, expected_version, seat=seat)

    @entry_point
    @documented_by(Play.press)
    async def press(
        self, channel_id: ChannelId, user_id: UserId, version: Version, index: Index, *, table_id: TableId | None = None
    ) -> list[Post]:
        return await self.play.press(channel_id, user_id, version, index, table_id=table_id)

    @entry_point
    async def status(self, channel_id: ChannelId, shared: YesNo = False) -> Post:
        return await self.looking.status(channel_id, shared)

    @entry_point
    async def board(
        self, channel_id: ChannelId, turn: Turn | None = None, phase: Phase | None = None, shared: YesNo = False
    ) -> Post:
        return await self.looking.board(channel_id, turn, phase, shared)

    @entry_point
    async def mine(self, user_id: UserId, guild_id: GuildId | None, ended: YesNo = False) -> Post:
        return await self.lists.mine(user_id, guild_id, ended)

    @entry_point
    async def list_tables(
        self, guild_id: GuildId, visible: ChannelIds, game: GameName | None = None, shown: Shown = "every", page: Page = 1
    ) -> Post:
        return await self.lists.listing(guild_id, visible, game, shown, page)

    @entry_point
    async def stats(self, guild_id: GuildId, visible: ChannelIds, user_id: UserId, game: GameName | None = None) -> Post:
        return await self.standings.stats(guild_id, visible, user_id, game)

    @entry_point
    async def leaderboard(self, guild_id: GuildId, visible: ChannelIds, user_id: UserId, game: GameName) -> Post:
        return await self.standings.leaderboard(guild_id, visible, user_id, game)

    @entry_point
    async def rebuild_ratings(self) -> list[str]:
        return await self.standings.rebuild()

    @entry_point
    async def history(self, channel_id: ChannelId, page: Page | None = None, shared: YesNo = False) -> Post:
        return await self.records.history(channel_id, page, shared)

    @entry_point
    async def abort(self, channel_id: ChannelId, user_id: UserId, is_manager: YesNo = False) -> list[Post]:
        return await self.lobby.abort(channel_id, user_id, is_manager)

    @entry_point
    async def resign(self, channel_id: ChannelId, user_id: UserId) -> list[Post]:
        return await self.lobby.resign(channel_id, user_id)

    @entry_point
    @documented_by(Firing.channel_failed)
    async def channel_failed(self, channel_id: ChannelId, code: ErrorCode) -> bool:
        return await self.firing.channel_failed(channel_id, code)

    @entry_point
    @documented_by(Firing.channel_back)
    async def channel_back(self, channel_id: ChannelId) -> bool:
        return await self.firing.channel_back(channel_id)

    @entry_point
    @documented_by(Firing.paused_channels)
    async def paused_channels(self) -> list[int]:
        return await self.firing.paused_channels()

    @entry_point
    @documented_by(Records.export)
    async def export(self, channel_id: ChannelId) -> dict[str, Any]:
        return await self.records.export(channel_id)

    @entry_point
    async def export_html(self, channel_id: ChannelId) -> Post:
        """The channel's latest game as one self-contained web page, attached (``/game export format:html``)."""
        return await self.web_export.export_html(channel_id)

    @entry_point
    async def export_html_file(self, channel_id: ChannelId) -> Post:
        """The same page as a file to save (``dday export --html``, the console): up to 15 MB, not Discord's limit."""
        return await self.web_export.export_file(channel_id)

    @entry_point
    @documented_by(Records.export_post)
    async def export_post(self, channel_id: ChannelId) -> Post:
        return await self.records.export_post(channel_id)

    @entry_point
    @documented_by(Lobby.game_seats)
    async def game_seats(self, channel_id: ChannelId, current: Typed = "") -> list[Choice]:
        return await self.lobby.game_seats(channel_id, current)

    @entry_point
    @documented_by(Looking.channel_game)
    async def channel_game(self, channel_id: ChannelId) -> tuple[str | None, str | None]:
        return await self.looking.channel_game(channel_id)

    @entry_point
    @documented_by(Lobby.open_seats)
    async def open_seats(self, channel_id: ChannelId, current: Typed = "") -> list[Choice]:
        return await self.lobby.open_seats(channel_id, current)

    @entry_point
    async def complete(
        self, channel_id: ChannelId, user_id: UserId, kind: CommandKind, field: FieldName, filled: Filled, current: Typed
    ) -> list[Choice]:
        return await self.play.complete(channel_id, user_id, kind, field, filled, current)

    @entry_point
    async def complete_action(self, channel_id: ChannelId, user_id: UserId, current: Typed) -> list[Choice]:
        return await self.play.complete_action(channel_id, user_id, current)

    @entry_point
    @documented_by(Play.private_post)
    async def private_post(self, channel_id: ChannelId, user_id: UserId) -> Post:
        return await self.play.private_post(channel_id, user_id)

    @entry_point
    @documented_by(Play.tray_press)
    async def tray_press(
        self, channel_id: ChannelId, user_id: UserId, table_id: TableId, version: Version, seat: Seat, mask: Mask, op: TrayOp
    ) -> list[Post]:
        return await self.play.tray_press(channel_id, user_id, table_id, version, seat, mask, op)

    @entry_point
    @documented_by(Play.dice_trays)
    async def dice_trays(self, channel_id: ChannelId, user_id: UserId) -> list[Post]:
        return await self.play.dice_trays(channel_id, user_id)

    @entry_point
    async def reveal(
        self, channel_id: ChannelId, user_id: UserId, table_id: TableId, first: Version, last: Version, seat: Seat
    ) -> Post:
        """A 🔒 button: ``seat``'s private news of entries ``first``..``last``, to its player alone (ephemeral)."""
        return await self.secrets.reveal(channel_id, user_id, table_id, first, last, seat)

    @entry_point
    async def resync_timers(self) -> int:
        return await self.timers.resync()

    @entry_point
    async def fire_due_timers(self) -> list[Notice]:
        return await self.firing.fire_due()

    @entry_point
    @documented_by(Timers.pending_notices)
    async def pending_notices(self, limit: Limit = 50) -> list[Notice]:
        return await self.timers.pending_notices(limit)

    @entry_point
    async def queue_posts(self, channel_id: ChannelId, user_id: UserId | None, posts: Undelivered) -> list[Notice]:
        """Queue a change's public posts that Discord did not take (one write); the outbox posts them (issue #52)."""
        return await self.timers.queue_posts(channel_id, user_id, posts)

    @entry_point
    async def notice_sent(self, notice_id: NoticeId) -> None:
        return await self.timers.notice_sent(notice_id)

    @entry_point
    @documented_by(Timers.notice_failed)
    async def notice_failed(self, notice_id: NoticeId, error: ErrorText, *, give_up: YesNo = False) -> None:
        return await self.timers.notice_failed(notice_id, error, give_up=give_up)

    @entry_point
    async def record_message(
        self, channel_id: ChannelId, table_id: TableId, role: Role, version: Version, message_id: MessageId
    ) -> bool:
        return await self.posts.record_message(channel_id, table_id, role, version, message_id)

    @entry_point
    @documented_by(TeamThreads.record)
    async def record_threads(self, channel_id: ChannelId, table_id: TableId, threads: Threads) -> list[Post]:
        return await self.team_threads.record(channel_id, table_id, threads)

    @entry_point
    @documented_by(TeamThreads.home_channel)
    async def home_channel(self, channel_id: ChannelId) -> int:
        return await self.team_threads.home_channel(channel_id)

    @entry_point
    async def set_prefs(
        self, user_id: UserId, *, tz: TimeZone | None = None, quiet: QuietHours | None = None, dm: YesNo | None = None,
        handoff: Minutes | None = None, digest: DigestTime | None = None,
    ) -> Post:
        return await self.longplay.set_prefs(user_id, tz=tz, quiet=quiet, dm=dm, handoff=handoff, digest=digest)

    @entry_point
    async def digests_due(self) -> list[Digest]:
        return await self.digests.due()

    @entry_point
    async def prefs_of(self, user_id: UserId) -> Post:
        return await self.longplay.prefs_of(user_id)

    @entry_point
    async def vacation(self, channel_id: ChannelId, user_id: UserId, days: Days) -> list[Post]:
        return await self.longplay.vacation(channel_id, user_id, days)

    @entry_point
    @documented_by(LongPlay.request_undo)
    async def request_undo(self, channel_id: ChannelId, user_id: UserId, steps: Steps = 1) -> list[Post]:
        return await self.computers.after(channel_id, await self.longplay.request_undo(channel_id, user_id, steps))

    @entry_point
    @documented_by(LongPlay.decide)
    async def decide(
        self, channel_id: ChannelId, user_id: UserId, request_id: RequestNo, yes: YesNo, *, table_id: TableId | None = None
    ) -> list[Post]:
        return await self.computers.after(channel_id, await self.longplay.decide(channel_id, user_id, request_id, yes, table_id=table_id))

    @entry_point
    @documented_by(LongPlay.replace)
    async def replace(
        self, channel_id: ChannelId, user_id: UserId, seat: Seat, new_user: NewUserId, *, is_manager: YesNo, force: YesNo = False
    ) -> list[Post]:
        return await self.computers.after(channel_id, await self.longplay.replace(channel_id, user_id, seat, new_user, is_manager=is_manager, force=force))

    @entry_point
    async def computer(
        self, channel_id: ChannelId, user_id: UserId, seat: Seat, *, is_manager: YesNo = False, force: YesNo = False
    ) -> list[Post]:
        """Give ``seat`` to the computer: in the lobby (its creator), or in play as :meth:`replace` allows."""
        return await self.computers.seat(channel_id, user_id, seat, is_manager=is_manager, force=force)

    @entry_point
    async def queue(self, channel_id: ChannelId, user_id: UserId, clear: YesNo = False) -> Post:
        """The caller's queued plays in the channel's game (issue #46), privately; ``clear``: set them aside."""
        return await self.queued.command(channel_id, user_id, clear)

    @entry_point
    async def takeback(self, channel_id: ChannelId, user_id: UserId, seat: Seat) -> list[Post]:
        """The person whose seat the computer took over takes it back, at any time."""
        return await self.computers.take_back(channel_id, user_id, seat)

    @entry_point
    async def computers_due(self) -> list[Notice]:
        """Let every table waiting for a computer play (each timer pass); their posts go to the outbox."""
        return await self.computers.due()

    @entry_point
    async def web_link(self, channel_id: ChannelId, user_id: UserId, names: PlayerNames) -> str:
        """The web page's address of the channel's latest game; ``names``: the seated players' display names."""
        return await self.viewer.link(channel_id, user_id, names)

    @entry_point
    async def web_addresses(self) -> list[tuple[int, str, str, str]]:
        return await self.viewer.addresses()

    @entry_point
    async def publish_channel(
        self, guild_id: GuildId, channel_id: ChannelId, name: ChannelName, public: YesNo, is_manager: YesNo,
        lang: Language,
    ) -> str:
        return await self.server_index.publish(guild_id, channel_id, name, public, is_manager, lang)

    @entry_point
    async def server_page(self, token: WebToken) -> dict[str, Any]:
        return await self.server_index.page(token)

    @entry_point
    async def new_web_link(self, channel_id: ChannelId, user_id: UserId, is_manager: YesNo = False) -> str:
        """A new address for the channel's game (its creator or a server manager); the old one is refused after."""
        return await self.viewer.new_link(channel_id, user_id, is_manager)

    @entry_point
    async def set_server_viewer(self, guild_id: GuildId, on: YesNo, is_manager: YesNo = False) -> str:
        """Turn the web viewer on or off for every game of a server (a manager only)."""
        return await self.viewer.set_server_viewer(guild_id, on, is_manager)

    @entry_point
    async def web_page(self, token: WebToken) -> dict[str, Any]:
        """The ``dday-viewer/1`` page data of the game behind ``token``; PageNotFound without one to show."""
        return await self.viewer.page(token)

    @entry_point
    async def web_record(self, token: WebToken) -> dict[str, Any]:
        """The game record (JSON) of that page's game once it is over, without user ids; PageNotFound before."""
        return await self.viewer.record(token)

    @entry_point
    async def web_image(self, token: WebToken, seq: Version) -> tuple[bytes, str]:
        """(WebP bytes, alt text) of one position of that page; PageNotFound if it is not one of its positions."""
        return await self.viewer.image(token, seq)

    @entry_point
    async def web_parts(self, token: WebToken, seq: Version) -> list[str]:
        """The alt texts of the parts of one position's board, in their order on the page (issue #49)."""
        return await self.viewer.parts(token, seq)

    @entry_point
    async def web_part(self, token: WebToken, seq: Version, index: Index) -> tuple[bytes, str]:
        """(WebP bytes, alt text) of one part of one position's board; PageNotFound when there is no such part."""
        return await self.viewer.part(token, seq, index)

    @entry_point
    @documented_by(Reveal.position)
    async def web_revealed(self, token: WebToken, seq: Version) -> dict[str, Any]:
        return await self.revealer.position(token, seq)

    @entry_point
    @documented_by(Reveal.part)
    async def web_revealed_part(self, token: WebToken, seq: Version, index: Index) -> tuple[bytes, str]:
        return await self.revealer.part(token, seq, index)
