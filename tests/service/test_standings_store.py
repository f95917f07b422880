"""Each ended game's result and the ratings made from them (issue #50), on both stores: a result written with the game's
last entry (a win by the rules, a resignation, an abort), each seat's time to act read from the log, the same games
finished in different orders by two service instances on one database giving the same ratings, and
``dday ratings rebuild`` changing nothing however often it runs.

The games are the toy race (tests/bot/toy_game.py: Red and Blue take turns, the first to zone 6 wins), so a game
ends by the rules, through the one write (``Entries.write``), in a few moves.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.ratings import games_of, rate
from rules.core import registry
from tests.backends import both_backends, url_as_db_path
from tests.bot.toy_game import RaceEngine

backend, db_path = both_backends, url_as_db_path

GUILD, OTHER = 21, 22
ANN, BOB, CLEO = 2001, 2002, 2003
T0 = 1_800_000_000.0
RED_WINS = ("0 to 2", "0 to 1", "2 to 4", "1 to 2", "4 to 6")
BLUE_WINS = ("0 to 1", "0 to 2", "1 to 2", "2 to 4", "2 to 3", "4 to 6")


@pytest.fixture(autouse=True)
def toy_race() -> Iterator[None]:
    engine = RaceEngine()
    registry.register(engine)
    yield
    registry._ENGINES.pop(engine.spec.id, None)


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


async def seat(svc: GameService, channel: int, guild: int, red: int, blue: int) -> None:
    await svc.new_game(channel, guild, red, "toy-race", {}, seed=1)
    await svc.join(channel, red, "red")
    await svc.join(channel, blue, "blue")


async def moves(svc: GameService, channel: int, red: int, blue: int, steps: tuple[str, ...]) -> None:
    for i, step in enumerate(steps):
        await svc.submit(channel, red if i % 2 == 0 else blue, f"move 1 inf from {step}")


def results(rows: list[dict]) -> set[tuple]:
    return {(r["table_id"], r["seat"], r["user_id"], r["side"], r["result"], r["turns"], r["waited"]) for r in rows}


async def test_results_are_written_with_the_last_entry_and_rebuilt_the_same(db_path: str) -> None:
    clock = Clock()
    svc = await GameService.open(db_path, clock=clock)
    try:
        await seat(svc, 1, GUILD, ANN, BOB)
        for i, step in enumerate(RED_WINS):  # Ann (Red) takes 60 s per answer, Bob (Blue) 600 s
            clock.now += 60 if i % 2 == 0 else 600
            await svc.submit(1, ANN if i % 2 == 0 else BOB, f"move 1 inf from {step}")
        await seat(svc, 2, GUILD, BOB, CLEO)
        await moves(svc, 2, BOB, CLEO, RED_WINS[:2])
        await svc.resign(2, CLEO)
        await seat(svc, 3, GUILD, CLEO, ANN)
        await svc.abort(3, CLEO)
        a, b, c = [await svc.store.latest_table(ch) for ch in (1, 2, 3)]
        assert a and b and c and (a.status, b.status, c.status) == ("finished", "finished", "aborted")
        stored = await svc.store.dump_rows("game_results")
        assert results(stored) == {
            (a.id, "blue", BOB, "blue", "lost", 2, 1200.0), (a.id, "red", ANN, "red", "won", 3, 180.0),
            (b.id, "blue", CLEO, "blue", "resigned", 1, 0.0), (b.id, "red", BOB, "red", "won", 1, 0.0),
            (c.id, "blue", ANN, "blue", "aborted", 0, 0.0), (c.id, "red", CLEO, "red", "aborted", 0, 0.0),
        }
        first = await svc.rebuild_ratings()
        assert results(await svc.store.dump_rows("game_results")) == results(stored), "derived again from the log"
        assert await svc.rebuild_ratings() == first, "rebuilding twice changes nothing"
        assert first[0] == f"server {GUILD} · toy-race: ended games 3, players rated 3"
        assert first[1] == f"  #1 user {ANN}: 1662.31 ± 290.32 (volatility 0.06000; 1 rated: 1 won, 0 lost, 0 drawn)"
        assert any(line.startswith(f"  #2 user {BOB}: ") and "2 rated: 1 won, 1 lost" in line for line in first)
        # the numbers are those of the pure function over the stored results
        table = rate(games_of(await svc.store.game_results(GUILD, "toy-race", [1, 2, 3])))
        assert f"{table[ANN].glicko.rating:.2f} ± {table[ANN].glicko.rd:.2f}" in "\n".join(first)
    finally:
        await svc.close()


async def test_the_same_games_finished_in_other_orders_by_two_processes_rate_the_same(db_path: str) -> None:
    """Three games per server, created in the same order; on each server they end in the same second but are
    finished in another order, by two service instances on one database. Order key (ended_at, table id): the same
    ratings. (Glicko-2 depends on the order: taken in finishing order instead, the numbers differ.)"""
    clock = Clock()
    one, two = await GameService.open(db_path, clock=clock), await GameService.open(db_path, clock=clock)
    try:
        pairings = ((ANN, BOB, RED_WINS), (BOB, CLEO, RED_WINS), (ANN, CLEO, BLUE_WINS))
        servers = {GUILD: ((2, one), (0, two), (1, one)), OTHER: ((1, two), (2, one), (0, two))}
        for guild in servers:
            for i, (red, blue, _steps) in enumerate(pairings):
                await seat(one, guild * 10 + i, guild, red, blue)
        clock.now += 3_600
        for guild, order in servers.items():
            for i, svc in order:
                red, blue, steps = pairings[i]
                await moves(svc, guild * 10 + i, red, blue, steps)
        here = await one.standings.ratings(GUILD, "toy-race", [GUILD * 10 + i for i in range(3)])
        there = await two.standings.ratings(OTHER, "toy-race", [OTHER * 10 + i for i in range(3)])
        assert {u: r.glicko for u, r in here.items()} == {u: r.glicko for u, r in there.items()}
        assert await one.rebuild_ratings() == await two.rebuild_ratings()
        rows = await one.store.game_results(GUILD, "toy-race", [GUILD * 10 + i for i in range(3)])
        games = games_of(rows)
        finishing = [games[i] for i, _svc in servers[GUILD]]
        from dataclasses import replace

        reordered = rate([replace(g, table_id=n) for n, g in enumerate(finishing)])
        assert {u: r.glicko for u, r in reordered.items()} != {u: r.glicko for u, r in here.items()}
    finally:
        await one.close()
        await two.close()


async def test_games_that_ended_before_results_were_stored_are_derived_on_first_use(tmp_path: Path) -> None:
    """A database copied without its results (as one from before migration 0013): the first /game stats derives
    each ended game's results from its final state or last entry, the same as those written when it ended."""
    from db.rows import COPY_ORDER

    old = await GameService.open(str(tmp_path / "old.sqlite3"))
    new = await GameService.open(str(tmp_path / "new.sqlite3"))
    try:
        await seat(old, 1, GUILD, ANN, BOB)
        await moves(old, 1, ANN, BOB, BLUE_WINS)
        await seat(old, 2, GUILD, BOB, CLEO)
        await old.resign(2, BOB)
        await seat(old, 3, GUILD, CLEO, ANN)
        await moves(old, 3, CLEO, ANN, RED_WINS[:1])
        await old.abort(3, CLEO)
        written = await old.store.dump_rows("game_results")
        await new.store.load_rows({n: await old.store.dump_rows(n) for n in COPY_ORDER if n != "game_results"})
        assert await new.store.unrecorded(10) == [1, 2, 3]
        post = await new.stats(GUILD, [1, 2, 3], BOB)
        assert "2 played: 1 won, 0 lost, 0 drawn, 1 resigned" in (post.content or "")
        assert results(await new.store.dump_rows("game_results")) == results(written)
        assert await new.store.unrecorded(10) == []
    finally:
        await old.close()
        await new.close()


def test_dday_ratings_rebuild_prints_the_ratings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import asyncio

    from bot.cli import main

    path = tmp_path / "cli.sqlite3"

    async def one_game() -> None:
        svc = await GameService.open(str(path))
        try:
            await seat(svc, 1, GUILD, ANN, BOB)
            await moves(svc, 1, ANN, BOB, RED_WINS)
        finally:
            await svc.close()

    asyncio.run(one_game())
    assert main(["ratings", "rebuild", "--database", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Glicko-2: tau 0.5, one game per rating period" in out
    assert f"server {GUILD} · toy-race: ended games 1, players rated 2" in out
    assert f"#1 user {ANN}: 1662.31 ± 290.32" in out and f"#2 user {BOB}: 1337.69 ± 290.32" in out
    assert main(["ratings", "rebuild", "--database", str(tmp_path / "none.sqlite3")]) == 2
    assert "no database at" in capsys.readouterr().err
