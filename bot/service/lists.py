"""Lists (a feature, issue #50): across the server, "where is it my turn?" and "which tables can I join?".

- :meth:`Lists.mine` (``/game mine``): every game a player sits in, on this server (or on every server, asked in a
  DM), in one private answer: the games waiting for them first (since when, and their deadline), then those
  waiting for someone else (who, since when), the lobbies they joined, and, if asked, the games that ended in the
  last 30 days; a link button to each of the first channels.
- :meth:`Lists.listing` (``/game list``): a page of the server's tables: open lobbies (their free seats), games
  in play, games ended in the last 30 days; by game if asked. Only tables in channels the asking person can view
  are listed: the discord layer works out which channels those are from the person's roles and each channel's
  permission overwrites (never the bot's own view), and the store reads only those.

Both read the store (so they are right whichever process of the bot wrote the games) through the indexes of
migration 0012. Who is asked, and since when, is each seat's open reminder timer: every person asked has one (a
game's first reminder comes 1 to 720 hours after the ask), none for a computer's seat, which answers at once.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from bot.service.common import MAX_CONTENT, Post, PostButton, is_computer, mention
from bot.service.errors import ServiceError
from bot.service.game_words import game_title
from bot.service.words import seat_names
from db.contract import GameStore, TableRow
from db.rows import Wait
from i18n import t
from rules.core import find_game
from rules.core.errors import RuleError

ENDED_DAYS = 30
"""How far back ended games are listed."""
MINE_MOST = 40
"""Games one ``/game mine`` answer shows (the rest are counted)."""
PAGE = 15
"""Tables per page of ``/game list``."""
LINKS = 5
"""Link buttons under an answer (one row): the first games listed."""
EMBED = 4096
EMBEDS_TOTAL = 6000
SHOWN = {"every": ("lobby", "active", "finished", "aborted"), "open": ("lobby",), "playing": ("active",),
         "ended": ("finished", "aborted")}
"""``/game list show:`` -> the statuses it lists."""


def iso(seconds: float) -> str:
    """A Unix time as the log writes times (UTC ISO-8601, to the second)."""
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


def unix(text: str | None) -> int | None:
    """A logged ISO time as a Unix time (None stays None)."""
    return None if not text else int(datetime.fromisoformat(text).timestamp())


def when(seconds: float | int) -> str:
    """A Discord timestamp, shown to each reader in their own time ("3 hours ago")."""
    return f"<t:{int(seconds)}:R>"


def jump(table: TableRow) -> str:
    """The address of the table's channel (a link button opens it)."""
    return f"https://discord.com/channels/{table.guild_id or '@me'}/{table.channel_id}"


def game_name(game: str) -> str:
    try:
        return game_title(find_game(game).spec)
    except RuleError:  # a game this bot no longer has: its id
        return game


def names_of(table: TableRow) -> dict[str, str]:
    """The table's seat names in the reader's language (the seat ids for a game this bot no longer has)."""
    try:
        return seat_names(find_game(table.game), table.options)
    except RuleError:
        return {}


def free_seats(table: TableRow) -> int:
    """How many seats of a lobby are still open."""
    try:
        seats = find_game(table.game).seats_for(table.options)
    except RuleError:
        return 0
    return len([s for s in seats if s not in table.seats])


def in_embeds(lines: Sequence[str]) -> list[str]:
    """``lines`` as embed descriptions within Discord's limits (each 4,096, all 6,000); what does not fit is
    left out, counted on a last line."""
    out, part, used = [], "", 0
    for i, line in enumerate(lines):
        if used + len(part) + len(line) + 1 > EMBEDS_TOTAL - 80:
            part += ("\n" if part else "") + t("lists-more", count=len(lines) - i)
            break
        if len(part) + len(line) + 1 > EMBED:
            out.append(part)
            used += len(part)
            part = ""
        part += ("\n" if part else "") + line
    if part:
        out.append(part)
    return out


@dataclass
class Gathered:
    """A player's games by what they wait for (:meth:`Lists._gather`)."""

    yours: list[TableRow] = field(default_factory=list)
    others: list[TableRow] = field(default_factory=list)
    lobbies: list[TableRow] = field(default_factory=list)
    over: list[TableRow] = field(default_factory=list)
    waits: dict[int, list[Wait]] = field(default_factory=dict)
    more: int = 0
    """Games past :data:`MINE_MOST`, counted only."""


class Lists:
    """The server-wide lists (see the module docstring)."""

    def __init__(self, store: GameStore, clock: Callable[[], float]) -> None:
        self.store = store
        self.clock = clock

    def _since(self) -> str:
        return iso(self.clock() - ENDED_DAYS * 86_400)

    async def _gather(self, user_id: int, guild_id: int | None, since: str) -> Gathered:
        """The player's games, sorted into theirs to act in, others in play, lobbies and ended ones; their waits."""
        tables = await self.store.games_of(user_id, guild_id, since, MINE_MOST + 1)
        got = Gathered(more=max(0, len(tables) - MINE_MOST))
        tables = tables[:MINE_MOST]
        for w in await self.store.waits_of([tb.id for tb in tables if tb.status == "active"]):
            got.waits.setdefault(w.table_id, []).append(w)
        for table in tables:
            mine = [s for s, u in table.seats.items() if u == user_id]
            asked = [w for w in got.waits.get(table.id, []) if w.kind == "reminder"]
            if table.status == "lobby":
                got.lobbies.append(table)
            elif table.status != "active":
                got.over.append(table)
            elif any(w.seat in mine for w in asked):
                got.yours.append(table)
            else:
                got.others.append(table)
        return got

    async def mine(self, user_id: int, guild_id: int | None, ended: bool) -> Post:
        """``/game mine``: the player's games (``guild_id`` None: on every server), theirs to act in first."""
        got = await self._gather(user_id, guild_id, self._since() if ended else "9999")
        yours, others, lobbies, over, waits, more = got.yours, got.others, got.lobbies, got.over, got.waits, got.more
        order = [*yours, *others, *lobbies, *over]
        if not order:
            return Post(content=t("lists-mine-none-here" if guild_id is not None else "lists-mine-none"), ephemeral=True)
        numbers = {table.id: i for i, table in enumerate(order, start=1)}
        lines: list[str] = []
        for key, group in (("lists-your-turn", yours), ("lists-waiting", others), ("lists-lobbies", lobbies),
                           ("lists-ended", over)):
            if group:
                lines.append(f"__{t(key)}__")
                lines += [self._mine_line(numbers[tb.id], tb, user_id, waits.get(tb.id, [])) for tb in group]
        head = t("lists-mine-head", count=len(order), yours=len(yours))
        if more:
            lines.append(t("lists-more", count=more))
        buttons = [PostButton(label=f"{numbers[tb.id]}. {game_name(tb.game)}"[:80], url=jump(tb)) for tb in order[:LINKS]]
        return self._post(head, lines, buttons)

    async def waiting(self, user_id: int, now: float) -> Post | None:
        """The daily digest's words: the games on every server waiting for the player, but those where they are on
        vacation now; None when none waits."""
        got = await self._gather(user_id, None, "9999")
        yours = []
        for table in got.yours:
            away = await self.store.vacations(table.id, user_id)
            if not any(v.start_at <= now < v.end_at for v in away):
                yours.append(table)
        if not yours:
            return None
        lines = [self._mine_line(i, tb, user_id, got.waits.get(tb.id, [])) for i, tb in enumerate(yours, start=1)]
        buttons = [PostButton(label=f"{i}. {game_name(tb.game)}"[:80], url=jump(tb)) for i, tb in enumerate(yours[:LINKS], 1)]
        return self._post(t("lists-digest-head", count=len(yours)), lines, buttons)

    def _mine_line(self, number: int, table: TableRow, user_id: int, waits: Sequence[Wait]) -> str:
        names = names_of(table)
        mine = [s for s, u in table.seats.items() if u == user_id]
        you = ", ".join(names.get(s, s) for s in mine)
        bits = [f"{number}. **{game_name(table.game)}**", f"<#{table.channel_id}>", t("lists-you-play", seats=you)]
        asked = [w for w in waits if w.kind == "reminder"]
        if table.status == "lobby":
            bits.append(t("lists-free-seats", count=free_seats(table)))
        elif table.status != "active":
            ended = unix(table.ended_at)
            bits.append(t("lists-ended-at", when=when(ended)) if ended is not None else t("lists-ended-plain"))
        elif any(w.seat in mine for w in asked):
            since = min(w.started_at for w in asked if w.seat in mine)
            bits.append(t("lists-since", when=when(since)))
            deadlines = [w.due_at for w in waits if w.kind == "deadline" and w.seat in mine]
            if deadlines:
                bits.append(t("lists-deadline", when=when(min(deadlines))))
        else:
            bits.append(self._waiting_for(table, asked, names))
        return " · ".join(bits)

    @staticmethod
    def _waiting_for(table: TableRow, asked: Sequence[Wait], names: dict[str, str]) -> str:
        """Who the game waits for, and since when (the computer, when no person is asked)."""
        if not asked:
            computers = [s for s, u in table.seats.items() if is_computer(u)]
            return t("lists-waiting-computer") if computers else t("lists-waiting-nobody")
        who = ", ".join(
            dict.fromkeys(f"{names.get(w.seat, w.seat)} ({mention(table.seats[w.seat])})" if w.seat in table.seats
                          else names.get(w.seat, w.seat) for w in asked))
        return t("lists-waiting-for", who=who, when=when(min(w.started_at for w in asked)))

    async def listing(
        self, guild_id: int, visible: Collection[int], game: str | None, shown: str, page: int
    ) -> Post:
        """``/game list``: page ``page`` of the server's tables in the ``visible`` channels."""
        if shown not in SHOWN:
            raise ServiceError(t("lists-bad-show", shown=shown[:16], choices=", ".join(SHOWN)))
        if game is not None:
            try:
                game = find_game(game).spec.id
            except RuleError as exc:
                raise ServiceError(str(exc)) from None
        statuses = SHOWN[shown]
        found = await self.store.guild_tables(guild_id, visible, statuses, game, self._since(), PAGE,
                                              (page - 1) * PAGE) if visible else None
        counts = found.counts if found is not None else {}
        total = sum(counts.values())
        if not total:
            return Post(content=t("lists-list-none"), ephemeral=True)
        pages = (total + PAGE - 1) // PAGE
        if page > pages:
            raise ServiceError(t("lists-no-page", page=page, pages=pages))
        assert found is not None
        head = t("lists-list-head", open=counts.get("lobby", 0), playing=counts.get("active", 0),
                 ended=counts.get("finished", 0) + counts.get("aborted", 0), days=ENDED_DAYS, page=page, pages=pages)
        lines: list[str] = []
        sections = (("lists-open", ("lobby",)), ("lists-playing", ("active",)), ("lists-ended", ("finished", "aborted")))
        for key, kinds in sections:
            group = [tb for tb in found.tables if tb.status in kinds]
            if group:
                lines.append(f"__{t(key)}__")
                lines += [self._list_line(tb) for tb in group]
        if page < pages:
            lines.append(t("lists-next-page", page=page + 1))
        buttons = [PostButton(label=f"{game_name(tb.game)} · {tb.channel_id % 10_000:04d}"[:80], url=jump(tb))
                   for tb in found.tables if tb.status == "lobby"][:LINKS]
        return self._post(head, lines, buttons)

    @staticmethod
    def _list_line(table: TableRow) -> str:
        names = names_of(table)
        bits = [f"**{game_name(table.game)}**", f"<#{table.channel_id}>"]
        if table.status == "lobby":
            bits.append(t("lists-free-seats", count=free_seats(table)))
        players = ", ".join(f"{mention(u)} ({names.get(s, s)})" for s, u in table.seats.items())
        if players:
            bits.append(players)
        if table.status in ("finished", "aborted"):
            ended = unix(table.ended_at)
            bits.append(t("lists-ended-at", when=when(ended)) if ended is not None else t("lists-ended-plain"))
        return " · ".join(bits)

    @staticmethod
    def _post(head: str, lines: list[str], buttons: list[PostButton]) -> Post:
        text = "\n".join([head, *lines])
        if len(text) <= MAX_CONTENT:
            return Post(content=text, buttons=buttons, ephemeral=True)
        return Post(content=head, embeds=in_embeds(lines), buttons=buttons, ephemeral=True)


__all__ = ["ENDED_DAYS", "Lists", "PAGE"]
