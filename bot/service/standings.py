"""Standings (a feature, issue #50): ``/game stats``, ``/game leaderboard`` and ``dday ratings rebuild``.

- :meth:`Standings.stats`: a player's record on this server: games played, won, lost, drawn, resigned (and aborted,
  never counted), by game and by the seat they played, their rating in each game, and how long they take to act on
  average (:func:`db.result_ops.act_times` says how it is read from the log).
- :meth:`Standings.leaderboard`: one game's Glicko-2 ranking on this server (:mod:`bot.service.ratings` states
  the rules); the computer seats come after, labelled, never among the people.
- :meth:`Standings.rebuild`: every ended game's result derived again from its log, then every ranking printed.

Both answers read only games in the channels the asker can view (the discord layer works them out, as for
``/game list``): the ratings are computed from those games alone, so a private channel's games never show, not even
as a rating moved by them. Each game's results are stored when it ends (:mod:`db.result_ops`, in the same unit of
work as its last entry); games that ended before migration 0013 are derived from their final states on first use.
The ratings are a pure function of the games, computed when asked and kept in a small cache keyed by
(server, game, channels) and checked against a cheap mark (how many games, the latest ``ended_at``, the highest id).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from bot.service.common import MAX_CONTENT, Post, is_computer, mention
from bot.service.errors import ServiceError
from bot.service.lists import game_name, in_embeds
from bot.service.ratings import Rated, games_of, ranking, rate, result_op
from bot.service.tables import LRU, Tables
from bot.service.words import seat_names
from db.contract import GameStore
from db.result_ops import ResultRow
from i18n import t
from rules.core import find_game
from rules.core.errors import RuleError

TOP = 20
"""People one leaderboard lists (the asker's own place is added when lower)."""
TOP_COMPUTERS = 5
PROVISIONAL_RD = 110.0
"""A rating whose RD is above this is marked provisional (as lichess does): too few games to say much yet."""
CACHED = 64
"""Rankings kept in memory: (server, game, channels) each."""
BACKFILL_BATCH = 200


@dataclass
class Tally:
    """A record: games by result, and the answers timed."""

    won: int = 0
    lost: int = 0
    drew: int = 0
    resigned: int = 0
    aborted: int = 0
    turns: int = 0
    waited: float = 0.0

    @property
    def played(self) -> int:
        return self.won + self.lost + self.drew + self.resigned

    def add(self, row: ResultRow) -> None:
        setattr(self, row.result, getattr(self, row.result) + 1)
        self.turns += row.turns
        self.waited += row.waited


@dataclass
class GameTally:
    total: Tally = field(default_factory=Tally)
    seats: dict[str, Tally] = field(default_factory=dict)


def duration(seconds: float) -> str:
    """A wait in words: minutes under two hours, hours under two days, else days."""
    if seconds < 60:
        return t("stats-under-minute")
    if seconds < 7_200:
        return t("stats-minutes", n=round(seconds / 60))
    if seconds < 172_800:
        return t("stats-hours", n=round(seconds / 3_600, 1))
    return t("stats-days", n=round(seconds / 86_400, 1))


def figure(r: Rated) -> str:
    """1623 ± 71 (a question mark after a provisional rating)."""
    mark = "?" if r.glicko.rd > PROVISIONAL_RD else ""
    return f"{round(r.glicko.rating)}{mark} ± {round(r.glicko.rd)}"


class Standings:
    """The statistics and ratings across a server (see the module docstring)."""

    def __init__(self, store: GameStore, tables: Tables) -> None:
        self.store = store
        self.tables = tables
        self.backfilled = False
        self.cache: LRU[tuple[int, str, tuple[int, ...]], tuple[tuple[int, str, int], dict[int, Rated]]] = LRU(CACHED)

    # -- the results ---------------------------------------------------------------------------------

    async def derive(self, table_id: int) -> bool:
        """Write the results of an ended table again from its log: the last entry (a resignation, an abort) or the
        final state's outcome. False when they cannot be read (a game this bot no longer plays)."""
        table = await self.store.table(table_id)
        if table is None or table.status not in ("finished", "aborted") or table.version < 0:
            return False
        (last,) = await self.store.actions(table.id, table.version - 1)
        seats = dict(table.seats)
        if last.kind == "abort":
            op = result_op(table.id, table.game, table.options, seats, aborted=True)
        elif last.kind == "resign":
            mine = [s for s, u in seats.items() if u == last.user_id]
            op = result_op(table.id, table.game, table.options, seats, resigned=mine)
        else:
            try:
                engine = find_game(table.game)
                outcome = engine.outcome(await self.tables.state_at(table, engine, table.version))
            except (RuleError, ValueError):
                return False
            if outcome is None:
                return False
            op = result_op(table.id, table.game, table.options, seats, winners=outcome.winners)
        await self.store.run(op)
        return True

    async def backfill(self) -> None:
        """Once per process: the results of tables that ended before they were stored (migration 0013)."""
        if self.backfilled:
            return
        failed: set[int] = set()
        while True:
            todo = [i for i in await self.store.unrecorded(BACKFILL_BATCH + len(failed)) if i not in failed]
            if not todo:
                break
            for table_id in todo:
                if not await self.derive(table_id):
                    failed.add(table_id)
        self.backfilled = True

    async def ratings(self, guild_id: int, game: str, visible: Collection[int]) -> dict[int, Rated]:
        """The ratings of ``game`` from the server's games in ``visible`` channels (cached while nothing ends)."""
        channels = tuple(sorted(visible))
        key = (guild_id, game, channels)
        mark = await self.store.results_mark(guild_id, game, channels)
        cached = self.cache.get(key)
        if cached is not None and cached[0] == mark:
            return cached[1]
        table = rate(games_of(await self.store.game_results(guild_id, game, channels)))
        self.cache[key] = (mark, table)
        return table

    # -- the answers -----------------------------------------------------------------------------------

    @staticmethod
    def _game(game: str | None) -> str | None:
        if game is None:
            return None
        try:
            return find_game(game).spec.id
        except RuleError as exc:
            raise ServiceError(str(exc)) from None

    async def stats(
        self, guild_id: int, visible: Collection[int], user_id: int, game: str | None
    ) -> Post:
        """``/game stats``: ``user_id``'s record at the server's games in ``visible`` channels (of ``game`` or any)."""
        game = self._game(game)
        await self.backfill()
        rows = await self.store.user_results(user_id, guild_id, visible, game) if visible else []
        if not rows:
            return Post(content=t("stats-none", who=mention(user_id)), ephemeral=True)
        games: dict[str, GameTally] = {}
        everything = Tally()
        labels: dict[tuple[str, str, str], str] = {}
        for row in rows:
            tally = games.setdefault(row.game, GameTally())
            everything.add(row)
            tally.total.add(row)
            key = (row.game, row.options_json, row.seat)
            if key not in labels:
                labels[key] = seat_label(*key)
            tally.seats.setdefault(labels[key], Tally()).add(row)
        head = t("stats-head", who=mention(user_id)) + " " + self._record(everything)
        if everything.aborted:
            head += " " + t("stats-aborted", count=everything.aborted)
        lines: list[str] = []
        for name in sorted(games, key=lambda g: (-games[g].total.played, g)):
            tally = games[name]
            ranked = ranking(await self.ratings(guild_id, name, visible), computers=False)
            place = next((i for i, r in enumerate(ranked, start=1) if r.user_id == user_id), None)
            rated = t("stats-rating", figure=figure(ranked[place - 1]), place=place, of=len(ranked)) \
                if place is not None else t("stats-unrated")
            lines.append(f"__{game_name(name)}__ · {rated}")
            for seat, part in sorted(tally.seats.items(), key=lambda kv: (-kv[1].played, kv[0])):
                lines.append(f"- **{seat}**: {self._record(part)}")
        return _post(head, lines)

    @staticmethod
    def _record(tally: Tally) -> str:
        text = t("stats-record", played=tally.played, won=tally.won, lost=tally.lost, drew=tally.drew,
                 resigned=tally.resigned)
        if tally.turns:
            text += " · " + t("stats-pace", time=duration(tally.waited / tally.turns), turns=tally.turns)
        return text

    async def leaderboard(self, guild_id: int, visible: Collection[int], user_id: int, game: str) -> Post:
        """``/game leaderboard``: ``game``'s ranking from the server's games in ``visible`` channels."""
        name = self._game(game)
        assert name is not None
        await self.backfill()
        table = await self.ratings(guild_id, name, visible) if visible else {}
        people, computers = ranking(table, computers=False), ranking(table, computers=True)
        if not people and not computers:
            return Post(content=t("board-none", game=game_name(name)), ephemeral=True)
        head = t("board-head", game=game_name(name), count=len(people))
        lines = [self._line(i, r, name) for i, r in enumerate(people[:TOP], start=1)]
        mine = next((i for i, r in enumerate(people, start=1) if r.user_id == user_id), None)
        if mine is not None and mine > TOP:
            lines.append("…")
            lines.append(self._line(mine, people[mine - 1], name))
        if computers:
            lines.append(f"__{t('board-computers')}__")
            lines += [self._line(i, r, name) for i, r in enumerate(computers[:TOP_COMPUTERS], start=1)]
        lines.append(t("board-note", rd=round(PROVISIONAL_RD)))
        return _post(head, lines)

    @staticmethod
    def _line(place: int, r: Rated, game: str) -> str:
        if is_computer(r.user_id):
            who = t("computer-seat", seat=seat_label(game, "{}", r.seat))
        else:
            who = mention(r.user_id)
        return f"{place}. {who} **{figure(r)}** · " + t("board-games", games=r.games, won=r.won, lost=r.lost, drew=r.drew)

    async def rebuild(self) -> list[str]:
        """``dday ratings rebuild``: every ended table's results derived again from its log, then each server's
        ranking of each game over all its channels, as text lines (the operator's view: every channel)."""
        for table_id in await self.store.ended_tables():
            await self.derive(table_id)
        self.backfilled = True
        self.cache.clear()
        by_board: dict[tuple[int | None, str], list[ResultRow]] = {}
        for row in await self.store.all_results():
            by_board.setdefault((row.guild_id, row.game), []).append(row)
        lines: list[str] = []
        for (guild, game), rows in sorted(by_board.items(), key=lambda kv: (kv[0][0] or 0, kv[0][1])):
            games = games_of(rows)
            table = rate(games)
            lines.append(f"server {guild if guild is not None else '-'} · {game}: ended games {len(games)}, "
                         f"players rated {len(table)}")
            for label, computers in (("", False), ("computer ", True)):
                for i, r in enumerate(ranking(table, computers=computers), start=1):
                    who = f"computer {r.seat}" if computers else f"user {r.user_id}"
                    lines.append(f"  {label}#{i} {who}: {r.glicko.rating:.2f} ± {r.glicko.rd:.2f} "
                                 f"(volatility {r.glicko.volatility:.5f}; {r.games} rated: {r.won} won, "
                                 f"{r.lost} lost, {r.drew} drawn)")
        return lines


def seat_label(game: str, options_json: str, seat: str) -> str:
    """A seat's name in the reader's language, for the game played with those options (the seat id, failing that)."""
    try:
        engine = find_game(game)
    except RuleError:
        return seat
    try:
        names = seat_names(engine, json.loads(options_json))
    except (RuleError, ValueError):
        names = {}
    return names.get(seat) or engine.spec.seat_names.get(seat, seat)


def _post(head: str, lines: Sequence[str]) -> Post:
    text = "\n".join([head, *lines])
    if len(text) <= MAX_CONTENT:
        return Post(content=text, ephemeral=True)
    return Post(content=head, embeds=in_embeds(lines), ephemeral=True)


__all__ = ["Standings"]
