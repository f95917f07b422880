"""The benchmark's direct set-up of many tables uses the same operations as a real start.

``python -m bench`` is not run by the suite (figures, not tests), but its set-up writes through
the store and service internals, which change: this keeps it working and honest.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.__main__ import _many_tables
from bot.service import GameService
from tests.conftest import no_render


async def test_many_tables_start_like_real_games_with_their_timers(tmp_path) -> None:
    path = str(tmp_path / "many.sqlite3")
    await _many_tables(path, 3)
    svc = await GameService.open(path, render=no_render)
    try:
        for channel in (10_000, 10_001, 10_002):
            loaded = await svc.inspect(channel)
            assert loaded.version == 0 and loaded.table.status == "active"
            assert loaded.engine.prompts(loaded.state)
    finally:
        await svc.close()


async def test_the_postgresql_submit_figure_runs_on_a_server(pg_server) -> None:
    from bench.__main__ import bench_submit
    from db.pg_cluster import create_database, drop_database

    url = create_database(pg_server)
    try:
        figures = await bench_submit(Path("."), 2, url=url)
    finally:
        drop_database(pg_server, url)
    assert figures["submit_ms"] > 0 and figures["bare_commit_ms"] > 0 and figures["submit_vs_bare_commit"] > 0


def test_without_a_server_the_postgresql_figures_say_why_they_are_skipped(monkeypatch, capsys) -> None:
    import bench.pg
    from db import pg_cluster

    monkeypatch.delenv("DDAY_BENCH_PG_URL", raising=False)
    monkeypatch.delenv("DDAY_TEST_PG_URL", raising=False)

    def no_binaries():
        raise pg_cluster.ClusterError("the PostgreSQL server binaries (initdb, pg_ctl) are not installed")

    monkeypatch.setattr(pg_cluster, "bin_dir", no_binaries)
    bench.pg.print_figures(quick=True)
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out] == [
        "pg_submit_ms", "pg_submit_vs_bare_commit", "pg_submits_per_s_3_processes"
    ]
    assert all("skipped (no PostgreSQL server: the PostgreSQL server binaries" in line for line in out)


def test_public_posts_per_turn_counts_new_messages_not_edits() -> None:
    """Issue #11: a move inside a phase edits the live message; new public messages per A&A turn stay at most 8."""
    from bench.public_posts import figures

    found = figures(1)
    assert 0 < found["aa_public_posts_per_turn"] <= 8
    assert found["aa_public_edits_per_turn"] > found["aa_public_posts_per_turn"], "most moves are edits"


async def test_the_commands_figure_sends_real_batches_the_service_accepts(tmp_path) -> None:
    """``aa_commands_per_turn_2p`` counts batches that really went through ``submit_batch``, each its own entries."""
    from bench.aa_commands import CHANNEL, _play

    svc = await GameService.open(str(tmp_path / "c.sqlite3"), render=no_render)
    try:
        commands, decisions, turns = await _play(svc, CHANNEL, 3000)
        loaded = await svc.inspect_any(CHANNEL)
        assert loaded.engine.outcome(loaded.state) is not None and turns >= 1
        assert loaded.version == decisions, "every decision of every batch is its own log entry"
        assert 0 < commands < decisions
    finally:
        await svc.close()


@pytest.mark.slow  # 3 s; tests/web/test_bot_web.py serves pages through the same server in the default run
async def test_the_web_figures_come_through_the_real_server(tmp_path) -> None:
    """``bench/web.py`` (issue #27): a game made through the service, its page and an image fetched from the real
    aiohttp server on localhost (each a 200 with a body), and its offline file."""
    from bench.web import AA_CHANNEL, _exports, _play, _served

    path = str(tmp_path / "web.sqlite3")
    svc = await GameService.open(path, render=no_render)
    try:
        assert await _play(svc, AA_CHANNEL, "aa-dday", {}, 1, limit=40) >= 1
        assert (await svc.inspect_any(AA_CHANNEL)).version == 40
    finally:
        await svc.close()
    timed = await _served(path, 1)
    assert set(timed) == {"web_page_ms_cold", "web_page_ms_warm", "web_image_ms_cold", "web_image_ms_warm"}
    assert all(v > 0 for v in timed.values())
    sizes = await _exports(path, (("aa", AA_CHANNEL),))
    assert 0 < sizes["web_export_kb_aa"] < 8 * 1024
    assert 1 <= sizes["web_export_kb_aa_positions"] <= sizes["web_export_kb_aa_of"]
