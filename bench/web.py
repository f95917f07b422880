"""The web viewer's figures (issue #27), through the real aiohttp server on localhost.

- ``web_page_ms_cold`` / ``web_page_ms_warm``: time to the first byte of the game page (``GET /g/TOKEN``) of a
  10-turn A&A D-Day game: cold is the first request to a freshly started service and server (every position's
  state, view, alt text and chart figures worked out), warm the same request again (the page data cached, the
  HTML built again);
- ``web_image_ms_cold`` / ``web_image_ms_warm``: one position's image (``GET /g/TOKEN/p/SEQ.webp``, a mid-game
  position), drawn and converted to WebP on the first request, then from the cache;
- ``web_page_data_ms_aa`` / ``…_overlord``: the page's data built cold in a fresh service (every log entry's
  position replayed once, in order, with its view, alt text and chart figures), ``web_page_kb_…`` its JSON size,
  ``web_positions_per_action_…`` the share of the log's actions that have a position of their own (goal 1.0);
- ``web_export_s_aa`` / ``…_overlord``: seconds to write the offline file (drawing the boards it keeps);
- ``web_export_kb_aa`` / ``web_export_kb_overlord``: the offline file (``dday export --html``) of that A&A
  game and of the largest game we have, a whole 4-player Overlord Campaign A (1,807 positions), with how many
  positions each keeps (``…_positions``) of how many (``…_of``); the file's limit is 15 MB;
- for that largest game (issue #49): ``web_export_s`` and ``web_export_mb`` (goals: at most 60 s on our 2-core
  machine, at most 15 MB, every position kept), ``web_export_cpu_s`` (the CPU seconds of this process and its
  workers: what the export costs on an idle machine), ``web_first_board_ms`` (a fresh server: the page, then its
  last position's parts and every part's image, as a browser asks), ``web_position_ms_p95`` (any position of it,
  cold: its parts and their images, over 20 positions spread over the game); and for the finished A&A game
  ``web_positions_per_action`` (goal 1.0).

Measured on 7 December 2026, on our 2-core machine: idle, the largest game's file (10.65 MB, 1,807 of 1,807
positions) was written in 25.5 s wall for 47.3 CPU-s; while other work kept the machine busy (load average 7-10)
the same file took 94-105 s wall for 45.6 CPU-s (12.1 s in the replay, 33.5 s in two workers). Tried before keeping this: whole boards per position, ~0.3 s each to draw and encode, ~80 KB
each (impossible in 15 MB); the Discord parts with their headings, 6,100 distinct images (a heading changes
with every hand-off); parts without headings narrowed to what they draw, 3,436 distinct images, 29 CPU-s to
draw; tiles of 1000x64, 250x64 and 200x48 came to 9.3, 4.6 and 4.2 MB of sheets (250x64 kept); WebP methods 0-4
gave 13.8 to 4.6 MB for 3.9 to 8.8 CPU-s (method 4 kept).

How the games are made: seeded random playouts through the service (``GameService.submit``, every action a real
log entry with its snapshots, as in play), without drawing images, on a temporary SQLite file; the A&A game is
played from a seed whose game lasts all 10 turns. Then a fresh service with the real renderers opens that file
and serves it. Each timing is the minimum over the repetitions; ``--quick`` makes fewer.
"""

from __future__ import annotations

import asyncio
import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp

from bot.service import GameService
from rules.core import find_game

WEB_URL = "http://127.0.0.1"
AA: tuple[str, dict[str, str], int] = ("aa-dday", {}, 1)
OVERLORD = ("dday-dice", {"campaign": "a", "players": "4"}, 2)
STAY_OUT = 0.15
"""How often the random Overlord players stay out of a Raid when they may: 0.15 makes the campaign 1,807 positions
long (seed 2), the largest game we have (issue #49)."""
AA_CHANNEL, OVERLORD_CHANNEL = 7_710, 7_711
USER = 70_000


def _no_render(view: Any) -> tuple[None, str]:
    return None, ""


async def _play(svc: GameService, channel: int, game: str, options: dict[str, str], seed: int,
                limit: int | None = None, stay_out: float = 0.5) -> int:
    """A seeded random game through the service, to its end (or ``limit`` actions); returns the turn reached."""
    engine = find_game(game)
    seats = engine.seats_for(options)
    users = {seat: USER + i for i, seat in enumerate(seats)}
    await svc.new_game(channel, 1, users[seats[0]], game, options, seed=seed)
    for seat in seats:
        await svc.join(channel, users[seat], seat)
    rng = random.Random(seed)
    played = 0
    while True:
        loaded = await svc.inspect_any(channel)
        state = loaded.state
        if engine.outcome(state) is not None or not engine.prompts(state) or played == limit:
            return int(getattr(state, "turn", 0))
        prompt = rng.choice(engine.prompts(state))
        offered = [c.value for c in engine.options(state, prompt.seat, "")]
        # a random player who always Keeps Going makes an Overlord Raid last for ever: half the time one stays out
        text = "retreat none" if "retreat none" in offered and rng.random() < stay_out else (
            rng.choice(offered) if offered else prompt.default)
        if text is None:
            raise ValueError(f"{prompt.seat} has neither a listed action nor a default")
        await svc.submit(channel, users[prompt.seat], text, seat=prompt.seat)
        played += 1


async def _make_games(path: str) -> None:
    svc = await GameService.open(path, render=_no_render)
    try:
        game, options, seed = AA
        while await _play(svc, AA_CHANNEL, game, options, seed) < 10:  # an early victory: another seed
            seed += 1
            await svc.abort(AA_CHANNEL, USER, is_manager=True)
        await _play(svc, OVERLORD_CHANNEL, *OVERLORD, stay_out=STAY_OUT)
    finally:
        await svc.close()


async def _first_byte(session: aiohttp.ClientSession, url: str) -> float:
    """Seconds to the reply's status line and headers (then the body is read, so the connection is reused)."""
    start = time.perf_counter()
    async with session.get(url) as reply:
        took = time.perf_counter() - start
        assert reply.status == 200, f"{url}: {reply.status}"
        await reply.read()
    return took


async def _served(path: str, reps: int) -> dict[str, float]:
    from bot.web.server import WebServer

    best = {"page_cold": float("inf"), "page_warm": float("inf"), "image_cold": float("inf"),
            "image_warm": float("inf")}
    for _ in range(reps):
        svc = await GameService.open(path, web_url=WEB_URL)
        server = await WebServer.start(svc, 0, host="127.0.0.1")
        try:
            token = (await svc.web_link(AA_CHANNEL, USER, {})).rsplit("/", 1)[1]
            base = f"http://127.0.0.1:{server.port}/g/{token}"
            async with aiohttp.ClientSession() as session:
                best["page_cold"] = min(best["page_cold"], await _first_byte(session, base))
                best["page_warm"] = min(best["page_warm"], await _first_byte(session, base))
                positions = (await svc.web_page(token))["positions"]
                seq = positions[len(positions) // 2]["seq"]
                best["image_cold"] = min(best["image_cold"], await _first_byte(session, f"{base}/p/{seq}.webp"))
                best["image_warm"] = min(best["image_warm"], await _first_byte(session, f"{base}/p/{seq}.webp"))
        finally:
            await server.stop()
            await svc.close()
    return {f"web_{k.split('_')[0]}_ms_{k.split('_')[1]}": v * 1000 for k, v in best.items()}


async def _parts_ms(session: aiohttp.ClientSession, base: str, seq: int) -> float:
    """Milliseconds for one position's board as the page asks for it: its parts, then every part's image."""
    start = time.perf_counter()
    async with session.get(f"{base}/p/{seq}.json") as reply:
        assert reply.status == 200, f"{base}/p/{seq}.json: {reply.status}"
        parts = (await reply.json())["parts"]
    for n in range(len(parts)):
        await _first_byte(session, f"{base}/p/{seq}/{n}.webp")
    return (time.perf_counter() - start) * 1000


async def _largest_live(path: str) -> dict[str, float]:
    """The largest game through a fresh live server: its first board cold, then any position's (p95)."""
    from bot.web.server import WebServer

    svc = await GameService.open(path, web_url=WEB_URL)
    server = await WebServer.start(svc, 0, host="127.0.0.1")
    try:
        token = (await svc.web_link(OVERLORD_CHANNEL, USER, {})).rsplit("/", 1)[1]
        base = f"http://127.0.0.1:{server.port}/g/{token}"
        async with aiohttp.ClientSession() as session:
            start = time.perf_counter()
            await _first_byte(session, base)
            positions = (await svc.web_page(token))["positions"]
            await _parts_ms(session, base, positions[-1]["seq"])
            first = (time.perf_counter() - start) * 1000
            step = max(1, len(positions) // 20)
            times = sorted([await _parts_ms(session, base, p["seq"]) for p in positions[step // 2::step]])
    finally:
        await server.stop()
        await svc.close()
    return {"web_first_board_ms": first, "web_position_ms_p95": times[min(len(times) - 1, int(len(times) * 0.95))]}


EXPORTS = (("aa", AA_CHANNEL), ("overlord", OVERLORD_CHANNEL))


async def _exports(path: str, games: tuple[tuple[str, int], ...] = EXPORTS) -> dict[str, float]:
    svc = await GameService.open(path, web_url=WEB_URL)
    out: dict[str, float] = {}
    try:
        for name, channel in games:
            table = await svc.store.latest_table(channel)
            assert table is not None, f"no table in channel {channel}"
            start = time.perf_counter()
            every = await svc.viewer.page_for_table(table)
            out[f"web_page_data_ms_{name}"] = (time.perf_counter() - start) * 1000
            out[f"web_page_kb_{name}"] = len(json.dumps(every, ensure_ascii=False).encode()) / 1024
            actions = [a for a in await svc.store.actions(table.id) if a.kind == "action"]
            seqs = {p["seq"] for p in every["positions"]}
            out[f"web_positions_per_action_{name}"] = sum(a.seq in seqs for a in actions) / max(1, len(actions))
            start, cpu = time.perf_counter(), _cpu()
            html, shown = await svc.web_export.page_html(channel)
            out[f"web_export_s_{name}"] = time.perf_counter() - start
            if channel == OVERLORD_CHANNEL:  # the largest game: issue #49's figures
                out["web_export_s"] = out[f"web_export_s_{name}"]
                out["web_export_cpu_s"] = _cpu() - cpu
                out["web_export_mb"] = len(html.encode()) / 1e6
            if channel == AA_CHANNEL:
                out["web_positions_per_action"] = out[f"web_positions_per_action_{name}"]
            out[f"web_export_kb_{name}"] = len(html.encode()) / 1024
            out[f"web_export_kb_{name}_positions"] = len(shown["positions"])
            out[f"web_export_kb_{name}_of"] = len(every["positions"])
    finally:
        await svc.close()
    return out


def _cpu() -> float:
    """CPU seconds of this process and of its children that ended (the export's workers)."""
    import resource

    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def figures(reps: int = 3) -> dict[str, float]:
    """The figures of the module docstring (``reps`` timings each, the minimum kept)."""
    with tempfile.TemporaryDirectory(prefix="dday-bench-web-") as tmp:
        path = str(Path(tmp) / "web.sqlite3")
        asyncio.run(_make_games(path))
        out = asyncio.run(_served(path, reps))
        out.update(asyncio.run(_exports(path)))
        out.update(asyncio.run(_largest_live(path)))
    return out


if __name__ == "__main__":
    for name, value in figures(1).items():
        print(f"{name}: {value:.1f}")
