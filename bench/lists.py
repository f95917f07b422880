"""The server-wide lists (issue #50) on a big store: ``mine_ms_p95``, ``list_ms_p95``, ``stats_ms_p95`` and
``leaderboard_ms_p95``, on SQLite and PostgreSQL.

The store holds 10,000 tables and 2,000 players: 20 servers of 100 channels; each channel has had four games that
ended (over the last 60 days) and has one more in play (80%), in its lobby (10%) or none (10%); two or three of the
2,000 players sit at each, and each game in play waits for one of them (an open reminder); each ended game has its result per seat (as the
game's last entry writes it: a random side won; an aborted one, aborted). The rows are written
in one go (``load_rows``), as ``dday db copy`` does. Then, through the service's entry points (the store's reads
and the words of the answer): ``/game mine`` of a random player on their server (one in four: on every server,
with the ended games), ``/game list`` of a random server's page 1 to 3, its asker seeing 90% of the channels,
``/game stats`` of a player on a server where they finished a game and ``/game leaderboard`` of one of the three games
there, their asker seeing every channel but the server's ten private ones (the ratings are computed on the first ask
of each server, game and set of channels, then kept while no game ends). The p95 of each, in milliseconds (goal: at
most 50 on this machine).
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

TABLES_PER_CHANNEL = 5
GUILDS, CHANNELS, PLAYERS = 20, 100, 2_000
CALLS = 200
NOW = 1_800_000_000.0


def iso(seconds: float) -> str:
    from datetime import UTC, datetime

    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


def rows(seed: int = 1) -> dict[str, list[dict[str, Any]]]:
    """The store's rows: tables, seats, each table's start entry and last entry, and the open reminders."""
    rng = random.Random(seed)
    tables: list[dict[str, Any]] = []
    seats: list[dict[str, Any]] = []
    actions: list[dict[str, Any]] = []
    timers: list[dict[str, Any]] = []
    results: list[dict[str, Any]] = []
    games = (("aa-dday", {"players": "2"}, ("axis", "allies")),
             ("pegasus-bridge", {"scenario": "1a"}, ("british", "german")),
             ("dday-dice", {"players": "3"}, ("unit1", "unit2", "unit3")))
    table_id = 0
    for g in range(GUILDS):
        guild = 10_000 + g
        for c in range(CHANNELS):
            channel = 1_000_000 + g * CHANNELS + c
            live = rng.random()
            statuses = ["finished"] * (TABLES_PER_CHANNEL - 1) + (["active"] if live < 0.8 else ["lobby"] if live < 0.9 else ["aborted"])
            for status in statuses:
                table_id += 1
                game, options, seat_ids = rng.choice(games)
                created = NOW - rng.uniform(1, 60) * 86_400
                last = created + rng.uniform(0, 1) * 86_400
                ended = iso(last) if status in ("finished", "aborted") else None
                tables.append({
                    "id": table_id, "channel_id": channel, "guild_id": guild, "game": game, "ruleset_version": "x",
                    "options_json": json.dumps(options), "creator_id": 1, "seed": "1", "dice_script": "[]",
                    "status": status, "created_at": iso(created), "settings_json": "{}", "ended_at": ended,
                })
                players = rng.sample(range(1, PLAYERS + 1), len(seat_ids))
                taken = seat_ids if status != "lobby" else seat_ids[:1]
                for seat, user in zip(taken, players, strict=False):
                    seats.append({"table_id": table_id, "seat": seat, "user_id": user, "joined_at": iso(created)})
                if status == "lobby":
                    continue
                actions.append({"table_id": table_id, "seq": 0, "seat": None, "user_id": None, "kind": "start",
                                "text": "start", "created_at": iso(created), "shown": None})
                actions.append({"table_id": table_id, "seq": 1, "seat": taken[0], "user_id": players[0],
                                "kind": "action", "text": "x", "created_at": iso(last), "shown": None})
                if status in ("finished", "aborted"):  # its result, as the game's last entry writes it
                    sides = {"axis": "axis", "allies": "allies", "unit1": "units", "unit2": "units", "unit3": "units"}
                    won = rng.choice(list(dict.fromkeys(sides.get(s, s) for s in taken)))
                    for seat, user in zip(taken, players, strict=False):
                        side = sides.get(seat, seat)
                        result = "aborted" if status == "aborted" else "won" if side == won else "lost"
                        results.append({"table_id": table_id, "seat": seat, "user_id": user, "side": side,
                                        "result": result, "turns": 1 if seat == taken[0] else 0,
                                        "waited": last - created if seat == taken[0] else 0.0})
                if status == "active":
                    timers.append({"table_id": table_id, "kind": "reminder", "seat": rng.choice(taken), "since": 1,
                                   "started_at": last, "due_at": last + 86_400, "attempt": 0, "prompt": "move"})
    for i, timer in enumerate(timers, start=1):
        timer["id"] = i
    return {"game_tables": tables, "seats": seats, "actions": actions, "timers": timers, "game_results": results}


GAMES = ("aa-dday", "pegasus-bridge", "dday-dice")


def _ended(data: dict[str, list[dict[str, Any]]]) -> list[tuple[int, int]]:
    """(server, player) of every seat at a finished game."""
    finished = {t["id"]: t["guild_id"] for t in data["game_tables"] if t["status"] == "finished"}
    return [(finished[s["table_id"]], s["user_id"]) for s in data["seats"] if s["table_id"] in finished]


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


async def measure(url: str, data: dict[str, list[dict[str, Any]]]) -> dict[str, float]:
    """The p95 of ``/game mine`` and ``/game list`` over a store at ``url`` holding ``data``."""
    from bot.service import GameService

    svc = await GameService.open(url, clock=lambda: NOW, render=lambda view: (None, ""))
    try:
        await svc.store.load_rows(data)
        rng = random.Random(2)
        seated = sorted({s["user_id"] for s in data["seats"]})
        channels: dict[int, list[int]] = {}
        for t in data["game_tables"]:
            channels.setdefault(t["guild_id"], [])
            if t["channel_id"] not in channels[t["guild_id"]]:
                channels[t["guild_id"]].append(t["channel_id"])
        mine, listed, stats, boards = [], [], [], []
        # /game stats and /game leaderboard: a server's people see all its channels but its ten private ones (the same
        # for everyone without the role: permissions go by role, not by person); a player asked about where they played
        hidden = {guild: set(chans[:10]) for guild, chans in channels.items()}
        ended = _ended(data)
        await svc.mine(seated[0], None, True)  # the games' modules load once, on the first call: not timed
        for i in range(CALLS):
            user = rng.choice(seated)
            everywhere = i % 4 == 0
            start = time.perf_counter()
            await svc.mine(user, None if everywhere else 10_000 + rng.randrange(GUILDS), everywhere)
            mine.append((time.perf_counter() - start) * 1000)
            guild = 10_000 + rng.randrange(GUILDS)
            visible = [c for c in channels[guild] if rng.random() < 0.9]
            start = time.perf_counter()
            await svc.list_tables(guild, visible, None, "every", 1 + i % 3)
            listed.append((time.perf_counter() - start) * 1000)
            guild, user = rng.choice(ended)
            seen = [c for c in channels[guild] if c not in hidden[guild]]
            start = time.perf_counter()
            await svc.stats(guild, seen, user)
            stats.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            await svc.leaderboard(guild, seen, user, GAMES[i % 3])
            boards.append((time.perf_counter() - start) * 1000)
        return {"mine_ms_p95": p95(mine), "list_ms_p95": p95(listed), "stats_ms_p95": p95(stats),
                "leaderboard_ms_p95": p95(boards)}
    finally:
        await svc.close()


def figures() -> dict[str, float]:
    """The figures on SQLite, then on PostgreSQL when a server can be had (``pg_`` before their names)."""
    from bench.pg import pg_server
    from db.pg_cluster import create_database

    data = rows()
    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="dday-bench-lists-") as tmp:
        out.update(asyncio.run(measure(str(Path(tmp) / "lists.sqlite3"), data)))
    try:
        with pg_server() as url:
            fresh = create_database(url, "dday_bench_lists")
            out.update({f"pg_{k}": v for k, v in asyncio.run(measure(fresh, data)).items()})
    except RuntimeError as exc:
        print(f"(lists on PostgreSQL skipped: {exc})")
    return out


if __name__ == "__main__":
    for name, value in figures().items():
        print(f"{name}: {value:.2f}")
