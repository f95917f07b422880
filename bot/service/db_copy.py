"""``dday db copy``: move every game from one store to another (SQLite -> PostgreSQL, or back), verified.

The copy is row for row (every table of :data:`db.rows.COPY_ORDER`, keys kept) into an EMPTY
target, in one transaction of the target. Then it is checked twice, on the target:

- every table reads back exactly as it was read from the source;
- every game that started is replayed from its log: from the seed, every entry and every die
  must come out as logged (:func:`bot.service.export.verify_export`, on a record that holds the
  seed and every secret, since this is the operator's copy), and the position the service loads
  on the target (snapshot + the entries after it) must equal that replay and the position the
  source loads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.service.errors import ServiceError
from bot.service.export import game_record, state_hash, verify_export
from bot.service.tables import Tables
from db.contract import TableRow
from db.rows import COPY_ORDER
from db.stores import open_store, redacted
from rules.core import RuleError, find_game


class CopyRefused(ServiceError):
    """The copy was not started (nothing was written): same store twice, or a target that holds games."""


class CopyFailed(ServiceError):
    """The rows were written but do not check out on the target (the message names the first table)."""


@dataclass
class CopyReport:
    rows: dict[str, int]
    """Rows copied per table."""
    verified: int = 0
    """Games replayed from their log on the target, every entry and die as logged."""
    lobbies: int = 0
    """Tables that never started (nothing to replay: their rows were compared)."""
    skipped: list[str] = field(default_factory=list)
    """Games this bot cannot replay (rules it no longer plays), each with why."""

    def lines(self) -> list[str]:
        out = [f"{name}: {count} rows" for name, count in self.rows.items()]
        out.append(f"{self.verified} games replayed from their logs on the target, every entry and die as logged;"
                   f" {self.lobbies} lobbies compared row by row")
        out += [f"not replayed: {why}" for why in self.skipped]
        return out


def full_record(table: TableRow, seats: dict[str, int], actions: list[Any], events: list[Any]) -> dict[str, Any]:
    """The table's log as a ``dday-export/1`` record with the seed and every secret (the operator's view)."""
    return game_record(table, seats, actions, events, reveal=True)


async def _loaded_hash(tables: Tables, table: TableRow) -> str:
    loaded = await tables.load(table)  # the way the bot loads it: latest snapshot + the entries after it
    return state_hash(loaded.engine, loaded.state)


async def verify_games(source: Tables, target: Tables, report: CopyReport) -> None:
    """Replay every started game on the target; raise :class:`CopyFailed` at the first that differs."""
    for raw in await target.store.dump_rows("game_tables"):
        table = await target.store.table(int(raw["id"]))
        assert table is not None
        if table.version < 0:
            report.lobbies += 1
            continue
        where = f"table {table.id} (channel {table.channel_id}, {table.game})"
        try:
            engine = find_game(table.game)
        except RuleError as exc:
            report.skipped.append(f"{where}: {exc}")
            continue
        if not engine.spec.plays(table.ruleset_version):
            report.skipped.append(f"{where}: played under {table.ruleset_version}, which this bot no longer replays")
            continue
        record = full_record(table, await target.store.seats(table.id), await target.store.actions(table.id),
                             await target.store.events(table.id))
        record["final_state_sha256"] = await _loaded_hash(target, table)
        result = verify_export(record)
        if not result.ok:
            raise CopyFailed(f"{where} does not replay on the target: {result.message}")
        source_row = await source.store.table(table.id)
        if source_row is None or await _loaded_hash(source, source_row) != record["final_state_sha256"]:
            raise CopyFailed(f"{where}: the target's position differs from the source's")
        report.verified += 1


async def copy_database(source_url: str, target_url: str) -> CopyReport:
    """Copy every table from ``source_url`` into the empty store at ``target_url``, then verify it there."""
    if source_url.strip() == target_url.strip():
        raise CopyRefused("--from and --to name the same database; nothing was copied.")
    source = Tables(await open_store(source_url))
    try:
        target = Tables(await open_store(target_url))
    except BaseException:
        await source.store.close()
        raise
    try:
        held = await target.store.row_count()
        if held:
            raise CopyRefused(
                f"The target {redacted(target_url)} already holds {held} rows of game data; nothing was copied. "
                "Copy only into an empty database."
            )
        data = {name: await source.store.dump_rows(name) for name in COPY_ORDER}
        await target.store.load_rows(data)
        for name, rows in data.items():
            if await target.store.dump_rows(name) != rows:
                raise CopyFailed(f"the {name} table reads back differently on the target")
        report = CopyReport({name: len(rows) for name, rows in data.items()})
        await verify_games(source, target, report)
        return report
    finally:
        await source.store.close()
        await target.store.close()


__all__ = ["CopyFailed", "CopyRefused", "CopyReport", "copy_database", "full_record"]
