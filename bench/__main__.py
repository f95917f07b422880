"""Print performance figures, one ``name: value`` line each (timings also show their CPU time).

Run with ``python -m bench`` (add ``--quick`` for smaller batches, ``--only submit`` or
``--only games,submit`` for some groups of figures: see :data:`SECTIONS`). On a shared machine a single
timing means little, so every figure is the MINIMUM over at least :data:`REPS` repetitions, and a
timing that has a baseline alternates with it (one submit, one bare commit, one submit, ...), so
both see the same load. CPU time (the whole process, the database thread included) is printed
next to wall time: when they differ a lot, the machine was busy or the disk was waited for.

Figures:

- ``aa_games_per_s``: random full A&A D-Day games per second, rules only (issues #26 and #47: at least 20), played as
  a search plays out: a random waiting seat, a random one of its legal options (:func:`bench.common.playout_action`);
  the same 12 seeded games (seeds 0-11) in each of ``REPS`` reps after one to warm up, the best rep kept (before
  7 December 2026 each rep played other seeds, so the best rep was partly the shortest games). The figure follows
  the machine more than anything: compare runs on one machine only. On 5 December 2026 one 2-core machine of ours
  read 25-26, where the code of the day issue #26 was filed read 11.7. On the shared machine of 7 December 2026 the
  cpu figure read 16-20 under load for the code of that morning; issue #47's work on it, each step measured in
  instructions (``valgrind --tool=callgrind`` on fixed random games, or ``sys.settrace`` opcode counts), since cpu
  time varied by 7% between runs of the same code at that load: move lists kept move by move
  (``rules/aa_dday/move_lists.py``, about 7% less cpu), zones copied on write (2.7-3.0% fewer instructions), the
  look-ahead's placement and spill rooms carried from position to position and patrol lists built as options
  (8.5% less cpu on 24 fixed games, 14.6% fewer bytecode instructions), and the state frozen, first 4.1-5.6% more
  instructions (a new state per write), then level with before it (+0.1% over 8 fixed games: 2,920.8 million
  instructions before, 3,039.7 frozen, 2,924.3 with :func:`rules.core.copies.copied`). With all of them, at load
  about 3 (two niced bench workers beside it), four runs read cpu 21.1, 22.4, 21.9 and 22.8: the 20 shown.
- ``submit_ms``: one action through the service (load, validate, apply, persist in one unit of work).
- ``submit_vs_bare_commit``: that, divided by one bare SQLite INSERT+COMMIT on the same file (target <= 3),
  the median over pairs timed next to each other. The pairs alternate their order: the harness lists every
  option to pick the next action, which leaves the caches cold for whatever runs next, so half the time the
  submit takes that slot and half the time the bare commit does. ``…_submit_first`` / ``…_bare_first``: the
  same ratio over each half alone (the submit is the one slowed by the cold slot in the first).
- ``submit_p95_ms``: the 95th percentile of a submit with 1,000 active tables, the position cache holding
  its default number of them (so some submits reload a table from its log).
- ``channels_100_concurrent_ok``: 100 channels submitting at the same moment: how many were applied (target 100).
- ``render_ms`` / ``render_kb`` / ``render_vs_encode``: one mid-game board image (with its close-up band),
  against the PNG encode of that same image (the part of a render no drawing code can save). Each timed
  render is of a different position (the next ones of the game), so caches of text masks are only as warm
  as in play. Targets (issue 11): at most 100 ms, under 400 KB.
- ``load_ratio_2000_vs_10``: cold-loading a game with 2,000 logged entries, against one with 10.
- ``undo_ms_10`` / ``undo_ms_5000``: asking for an undo in a game with 10 and with 5,000 logged entries
  (target under 5 ms at 5,000: only the boundary seqs it needs are read).
- ``rss_mb_1000_tables``: resident memory of a fresh process that has played in 1,000 tables (target <= 80).
- ``dice_games_per_s``: random full D-Day Dice games per second (solo, Exercise Tiger), rules only (target >= 50).
- ``dice_win_rate_<map>_<players>p``: games won by the simple policy of ``rules.dday_dice.policy`` per map and
  player count (aim 25-60%: 0% or 100% means the reconstructed values are off).
- ``dice_render_ms`` / ``dice_render_kb``, ``dice_tray_ms`` / ``dice_tray_kb``: a mid-game four-Unit D-Day Dice
  table image (Vierville Draw) and one Unit's dice tray.
- ``atlantikwall_german_win_rate_<map>``: games the simple German player (``rules.dday_dice.german_policy``)
  wins against two simple Units (``rules.dday_dice.policy``) per map, Exercise Fabius (the rulebook's easy first
  map, our reconstruction) included: it should stay well under 50% there.
- ``overlord_campaign_s``: one random D-Day Dice: Overlord Campaign A with 9 players, every Raid, rules only
  (the minimum over a few seeds); ``overlord_render_ms`` / ``overlord_render_kb``: the largest map image, a
  12-player Raid of three boards; ``overlord_channel_ms`` / ``…_kb`` and ``overlord_team_ms`` / ``…_kb``: that
  Raid's channel image and one Team's image (the ones a phone reads).
- ``key_text_px_at_400_<kind>``: for each image kind a player reads to decide (``aa_closeup``,
  ``pegasus_board``, ``dday_dice_board``, ``dice_tray``, ``overlord_channel``, ``overlord_team``), the height of
  its smallest key text (digits) when a phone shows it 400 px wide (``bench/legibility.py``,
  ``renderer/legibility.py``). Target (issue 25): at least 8. ``overview_text_px_at_400_<kind>``: the same for
  the overview images (``aa_board``, the whole map; ``overlord_full``, a Raid's boards side by side).
- ``image_max_height_px``: the tallest image the bot posts or answers over a played game of each family (A&A,
  Pegasus Bridge, a four-Unit D-Day Dice game, Atlantikwall with a German player, an Overlord campaign in Teams),
  drawn by the real renderers through the service's own picture paths (the posts, the Team threads, the trays,
  ``/game status`` and ``/game board``); ``image_max_height_px_<family>`` for each (``bench/image_heights.py``).
  Target (issue #46): at most 2,400 in the D-Day Dice families, so a phone fits each image by its width.
- ``aa_handoffs_…``, ``pegasus_british_win_rate_…``: game-design figures (counts, not timings).
- ``<family>_handoffs_per_turn``, ``<family>_handoffs_notified`` (goal 1.0), ``<family>_lasting_posts_per_turn``
  (goal <= 6) and ``<family>_pings_per_player_per_turn`` (goal <= 4), for every game family played through the
  Discord layer in sittings (``bench/handoffs.py``, section ``handoffs``; issue #46).
- ``pegasus_public_posts_per_turn`` (target <= 6) and ``pegasus_pings_per_turn`` (per player, target <= 4), each
  with its worst turn ``…_max``: scenario 1B turns autoplayed through the bot's Discord layer on the fake
  transport (``bench/pegasus_table.py``; issue 25).
- ``mine_ms_p95``, ``list_ms_p95`` (``pg_…`` on PostgreSQL): ``/game mine`` and ``/game list`` through the service on
  a store of 10,000 tables and 2,000 players (``bench/lists.py``; goal, issue #50: at most 50 ms).
- ``pg_submit_ms``, ``pg_submit_vs_bare_commit``, ``pg_submits_per_s_3_processes``: the same submit on
  PostgreSQL, against a bare INSERT+COMMIT on the same server, and three processes at once
  (``bench/pg.py``; skipped with the reason when no server can be had).
- ``aa_public_posts_per_turn``: new public messages per A&A turn in autoplay through the service's posts
  (moves inside a phase edit the live message: ``aa_public_edits_per_turn``, not counted). Target (issue 11):
  at most 8.
- ``overlord_channel_posts_per_turn``, ``overlord_channel_edits_per_turn`` (target, issue 25: at most one per
  Unit's turn, 9 here), ``overlord_thread_posts_per_turn``: autoplayed turns of Overlord Campaign A with 9
  players in three Team threads, counted as the discord layer treats the service's posts (a move that changes
  nothing a channel reader needs edits nothing; a Unit's confirmation is private); ``dice_public_posts_per_turn``:
  a one-player D-Day Dice game, the same way (``bench/overlord_posts.py``).
- ``aa_commands_per_turn_2p``: commands (or presses) a player needs per turn when each phase's decisions go in
  one batch (``bench/aa_commands.py``; target <= 4), next to ``…_one_each``, one command per decision.
- ``ai_win_rate_vs_random_aa_<side>``, ``ai_win_rate_vs_policy_aa_<side>``, ``ai_decision_ms_p95_aa``: the A&A
  D-Day computer player against the random policy and a fixed-rule player, and its thinking time (``bench/ai_aa.py``).
- ``aa_apply_us`` / ``aa_apply_mean_us``: the rules' part of a submit, ``parse_action`` + ``apply`` of one A&A
  D-Day action on the submits' random mix, median and mean microseconds (``bench/aa_apply.py``).
- ``web_page_ms_cold`` / ``…_warm``: first byte of the web viewer's page of a 10-turn A&A game through the real
  aiohttp server on localhost; ``web_image_ms_cold`` / ``…_warm``: one position's image; ``web_page_data_ms_…``,
  ``web_page_kb_…``, ``web_positions_per_action_…`` (goal 1.0): the page's data of each game, cold;
  ``web_export_s_…``, ``web_export_kb_aa`` / ``web_export_kb_overlord``: the offline file of that game and of a
  4-player Overlord campaign, the largest game we have, with the positions it keeps; for that campaign
  ``web_export_s`` (goal <= 60), ``web_export_mb`` (goal <= 15), ``web_export_cpu_s``, ``web_first_board_ms`` and
  ``web_position_ms_p95`` (live, cold), and ``web_positions_per_action`` of the A&A game (goal 1.0)
  (``bench/web.py``: the games are seeded random playouts through the service).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import (
    GAME,
    REPS,
    Clock,
    bench_submit,
    line,
    lines,
    new_table,
    no_render,
    p95,
    play,
    play_random_game,
    random_action,
)
from bot.service import GameService, ServiceError
from bot.service import core as _service
from rules.core import RuleError, find_game

# -- rules -----------------------------------------------------------------------------------


def bench_games(per_rep: int) -> tuple[float, float]:
    """The same ``per_rep`` seeded random games (seeds from 0) played ``REPS`` times, after one game to warm up:
    the best rep's games per second, wall and cpu. (Before 7 December 2026 each rep played other seeds, so the best
    rep was partly the one whose games were shortest.)"""
    engine = find_game(GAME)
    play_random_game(engine, per_rep)
    best_wall = best_cpu = float("inf")
    for _rep in range(REPS):
        with Clock() as c:
            for seed in range(per_rep):
                play_random_game(engine, seed)
        best_wall, best_cpu = min(best_wall, c.wall), min(best_cpu, c.cpu)
    return per_rep / best_wall, per_rep / best_cpu


# -- the service -----------------------------------------------------------------------------


async def _many_tables(path: str, count: int) -> None:
    """``count`` active hot-seat tables, one per channel 10000.., all at the start of a game.

    Set up directly with the store's operations (the same a start writes: the table, its seats, its
    start entry with snapshot and timers), in two transactions: only what follows is measured.
    """
    from db.contract import AddSeat, Append, CreateTable

    engine = find_game(GAME)
    state, events = engine.initial_state(engine.spec.seats, {}, 1)
    key, dumped = engine.phase_key(state), engine.dump_state(state)
    svc = await GameService.open(path, render=no_render)
    try:
        tables = await svc.store.run(
            *(
                CreateTable(10_000 + i, None, GAME, engine.spec.ruleset_version, {}, creator_id=1, seed=1)
                for i in range(count)
            )
        )
        start = [
            {"kind": e.kind, "text": e.text, "data": e.data, "dice": list(e.dice), "seat": e.seat, "phase": e.phase}
            for e in events
        ]
        ops: list[Any] = []
        asked = svc.timers.asking(engine, state)
        seats = {seat: 1 for seat in engine.spec.seats}
        for table in tables:
            ops += [AddSeat(table.id, seat, 1) for seat in engine.spec.seats]
            snapshot = (key[0], key[1], engine.phase_label(state), dumped, True)
            ops.append(Append(table.id, 0, None, 1, "start", "start", start, snapshot=snapshot, status="active"))
            # The same timer plan a real start commits with its entry.
            ops.append(svc.timers.replan_op(table, seats, asked, now=time.time(), since=0))
        await svc.store.run(*ops)
    finally:
        await svc.close()


async def bench_many(path: str, count: int, per_rep: int) -> dict[str, float]:
    """With ``count`` active tables: p95 of single submits at random tables, and 100 channels at once."""
    svc = await GameService.open(path, render=no_render)
    try:
        engine = find_game(GAME)
        rng = random.Random(5)
        channels = [10_000 + i for i in range(count)]
        states: dict[int, Any] = {}
        for channel in channels:  # what the players see; the service's own cache stays bounded
            states[channel] = (await svc.inspect(channel)).state
        svc.tables.positions.clear()  # noqa: SLF001 - start cold, as after a restart

        async def one(channel: int) -> bool:
            pick = random_action(engine, states[channel], rng)
            if pick is None:
                return True
            done = await svc.act(channel, 1, pick[1], seat=pick[0])
            states[channel] = done.after.state
            return True

        best_p95 = best_cpu = float("inf")
        best_ok = count
        for _ in range(REPS):
            wall, cpu = [], []
            for _ in range(per_rep):
                with Clock() as c:
                    await one(rng.choice(channels))
                wall.append(c.wall)
                cpu.append(c.cpu)
            best_p95, best_cpu = min(best_p95, p95(wall) * 1000), min(best_cpu, p95(cpu) * 1000)
            batch = rng.sample(channels, 100)
            results = await asyncio.gather(*(one(ch) for ch in batch), return_exceptions=True)
            best_ok = min(best_ok, sum(r is True for r in results))
        return {"submit_p95_ms": best_p95, "submit_p95_cpu_ms": best_cpu, "channels_100_concurrent_ok": best_ok}
    finally:
        await svc.close()


RSS_CHILD = r"""
import asyncio, gc, sys
from bot.service import GameService

async def main(path, count):
    svc = await GameService.open(path, render=lambda view: (None, ""))
    for i in range(count):
        await svc.inspect(10_000 + i)
    await svc.close()
    gc.collect()
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            print(int(line.split()[1]) / 1024)

asyncio.run(main(sys.argv[1], int(sys.argv[2])))
"""


def bench_rss(path: str, count: int) -> float:
    """Resident MB of a fresh process after loading every one of ``count`` tables (min of REPS processes)."""
    repo = Path(__file__).resolve().parents[1]
    values = []
    for _ in range(REPS):
        out = subprocess.run(
            [sys.executable, "-c", RSS_CHILD, path, str(count)], cwd=repo, capture_output=True, text=True, check=True
        )
        values.append(float(out.stdout.strip().splitlines()[-1]))
    return min(values)


# -- rendering ---------------------------------------------------------------------------------


def bench_render(per_rep: int) -> dict[str, float]:
    """Render alternating with the PNG encode of the very image drawn: min over reps."""
    import renderer
    from renderer.aa_dday.draw import draw_image
    from renderer.common import encode_png
    from rules.aa_dday.view import AAView

    engine = find_game(GAME)
    rng = random.Random(5)
    state, _ = engine.initial_state(engine.spec.seats, {}, 5)
    while engine.phase_key(state) < (3, 13) and engine.outcome(state) is None:
        pick = random_action(engine, state, rng)
        if pick is None:
            break
        state = engine.apply(state, pick[0], engine.parse_action(pick[1])).state
    views = [engine.view(state, None)]
    while len(views) <= per_rep and engine.outcome(state) is None:
        pick = random_action(engine, state, rng)
        if pick is None:
            break
        state = engine.apply(state, pick[0], engine.parse_action(pick[1])).state
        views.append(engine.view(state, None))
    png = renderer.render(views[0])
    best: dict[str, float] = {}
    for _ in range(REPS):
        render, encode, render_cpu = [], [], []
        for k in range(per_rep):
            view = views[1 + k % (len(views) - 1)] if len(views) > 1 else views[0]
            assert isinstance(view, AAView)
            image = draw_image(view)
            with Clock() as r:
                png = renderer.render(view)
            with Clock() as e:
                encode_png(image)
            render.append(r.wall)
            render_cpu.append(r.cpu)
            encode.append(e.wall)
        figures = {
            "render_ms": statistics.median(render) * 1000,
            "render_cpu_ms": statistics.median(render_cpu) * 1000,
            "encode_ms": statistics.median(encode) * 1000,
        }
        best = {k: min(v, best.get(k, v)) for k, v in figures.items()}
    best["render_vs_encode"] = best["render_ms"] / best["encode_ms"]
    best["render_kb"] = len(png) / 1024
    return best


# -- long logs: loading and undo ----------------------------------------------------------------


def _single(text: str) -> str:
    """Return the one-unit version of a move/land/patrol/place action text."""
    text = re.sub(r"^(move|land|patrol) (\d+) ", r"\1 1 ", text)
    return re.sub(r"^place (\S+) (\d+) ", r"place \1 1 ", text)


def _work(options: list[str]) -> list[str]:
    return [o for o in options if o.split()[0] in ("move", "land", "patrol", "place")]


async def _grow(svc: GameService, channel: int, entries: int, rng: random.Random, take_back: float = 0.7) -> int:
    """Grow ONE hot-seat game's log to ``entries``: one-unit moves, and often taking a move back.

    A game of A&A D-Day has under 1,000 decisions even when every unit moves alone, so
    the long log also holds take-backs (``/game undo`` entries), as a real log may.
    """
    while True:
        loaded = await svc.inspect(channel)
        if loaded.version >= entries:
            return loaded.version
        engine, state = loaded.engine, loaded.state
        if engine.outcome(state) is not None:
            raise RuntimeError("the game ended before its log was long enough")
        seat = rng.choice(sorted({p.seat for p in engine.prompts(state)}))
        options = [c.value for c in engine.options(state, seat, "")]
        work = _work(options)
        text = _single(rng.choice(work)) if work and rng.random() < 0.97 else rng.choice(options)
        try:
            await svc.act(channel, 1, text, seat=seat)
        except RuleError:
            await svc.act(channel, 1, options[0], seat=seat)
            continue
        if work and rng.random() < take_back:
            try:
                await svc.request_undo(channel, 1)
            except ServiceError:
                pass  # a commit point: nothing to take back


async def _undoable(svc: GameService, channel: int, user: int, rng: random.Random) -> None:
    """Play ``user``'s seats until their latest action can be taken back (a one-unit move)."""
    for _ in range(200):
        loaded = await svc.inspect(channel)
        if await svc.longplay.undoable_tail(loaded, user):
            return
        engine, state = loaded.engine, loaded.state
        mine = [p.seat for p in engine.prompts(state) if loaded.seats.get(p.seat) == user]
        others = [p.seat for p in engine.prompts(state) if p.seat not in mine]
        seat = rng.choice(mine or others)
        options = [c.value for c in engine.options(state, seat, "")]
        work = _work(options) if mine else []
        try:
            text = _single(rng.choice(work)) if work else rng.choice(options)
            await svc.act(channel, loaded.seats[seat], text, seat=seat)
        except RuleError:
            await svc.act(channel, loaded.seats[seat], options[0], seat=seat)
    raise RuntimeError("no undoable action came up")


async def bench_long(tmp: Path, long_entries: int, undo_entries: int, loads_per_rep: int) -> dict[str, float]:
    svc = await GameService.open(str(tmp / "long.sqlite3"), render=no_render)
    try:
        rng = random.Random(20)
        await new_table(svc, 10, seed=10)
        await play(svc, 10, 10, random.Random(10))
        await svc.new_game(20, None, 1, GAME, {}, seed=20)
        await svc.start(20, 1)
        await _grow(svc, 20, long_entries, rng)

        async def cold_load(channel: int) -> float:
            svc.tables.positions.clear()  # noqa: SLF001
            with Clock() as c:
                await svc.inspect(channel)
            return c.wall

        best_short = best_long = float("inf")
        for _ in range(REPS):
            short, long = [], []
            for _ in range(loads_per_rep):  # alternating: the short game is the long one's baseline
                short.append(await cold_load(10))
                long.append(await cold_load(20))
            best_short, best_long = min(best_short, statistics.median(short)), min(best_long, statistics.median(long))
        best_ratio = best_long / best_short

        await _grow(svc, 20, undo_entries, rng, take_back=0.9)  # more take-backs: the game must not end first
        await svc.replace(20, 1, "allies", 2, is_manager=True)  # someone to ask: the undo is requested, not applied
        for channel in (10, 20):
            await _undoable(svc, channel, 1, rng)
        entries = {10: (await svc.inspect(10)).version, 20: (await svc.inspect(20)).version}
        undo: dict[int, list[float]] = {10: [], 20: []}
        cpu: dict[int, list[float]] = {10: [], 20: []}
        for _ in range(REPS):
            for channel in (10, 20):  # alternating: the short game is the long one's baseline
                with Clock() as c:
                    await svc.request_undo(channel, 1)
                undo[channel].append(c.wall)
                cpu[channel].append(c.cpu)
        return {
            "load_ratio_2000_vs_10": best_ratio,
            "undo_ms_10": min(undo[10]) * 1000,
            "undo_cpu_ms_10": min(cpu[10]) * 1000,
            "undo_ms_5000": min(undo[20]) * 1000,
            "undo_cpu_ms_5000": min(cpu[20]) * 1000,
            "undo_entries_short": entries[10],
            "undo_entries_long": entries[20],
        }
    finally:
        await svc.close()


def bench_pegasus(games: int) -> dict[str, float]:
    from rules.pegasus_bridge.policy import british_win_rate

    engine = find_game("pegasus-bridge")
    return {scenario: british_win_rate(engine, scenario, games, seed=1000) for scenario in ("1A", "1B", "2", "3")}


def bench_dice_games(games: int) -> float:
    engine = find_game("dday-dice")
    start = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        state, _ = engine.initial_state(("unit1",), {}, seed)
        while engine.outcome(state) is None:
            pick = random_action(engine, state, rng)
            if pick is None:
                break
            state = engine.apply(state, pick[0], engine.parse_action(pick[1])).state
    return games / (time.perf_counter() - start)


def bench_dice_win_rates(games: int) -> dict[str, float]:
    from rules.dday_dice.engine import MAP_IDS
    from rules.dday_dice.policy import win_rate

    engine = find_game("dday-dice")
    return {f"{m.replace('-', '_')}_{p}p": win_rate(engine, m, p, games, seed=500) for m in MAP_IDS for p in (1, 2, 3, 4)}


def bench_atlantikwall(games: int) -> dict[str, float]:
    from rules.dday_dice.engine import MAP_IDS
    from rules.dday_dice.policy import german_win_rate

    engine = find_game("dday-dice")
    return {m.replace("-", "_"): german_win_rate(engine, m, 2, games, seed=700) for m in MAP_IDS}


SECTIONS: tuple[str, ...] = ("games", "submit", "many", "render", "long", "timers", "pg", "handoffs", "posts", "commands", "dice", "overlord",
            "legibility", "pegasus", "aa_apply", "web")
"""The groups of figures ``--only`` can pick (each prints the figures listed above that belong to it)."""
SECTIONS += ("ai_aa",)  # the A&A D-Day computer player (bench/ai_aa.py)
SECTIONS += ("lists",)  # the server-wide lists on a big store (bench/lists.py)


def _sections(text: str | None) -> frozenset[str]:
    if text is None:
        return frozenset(SECTIONS)
    picked = frozenset(part.strip() for part in text.split(",") if part.strip())
    unknown = sorted(picked - set(SECTIONS))
    if unknown or not picked:
        raise SystemExit(f"python -m bench: --only takes some of {', '.join(SECTIONS)} (not {', '.join(unknown) or 'nothing'})")
    return picked


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller batches (still the minimum of 5 repetitions)")
    parser.add_argument(
        "--only",
        metavar="SECTIONS",
        help="comma-separated groups of figures to run, e.g. 'games,submit' (default: all): " + ", ".join(SECTIONS),
    )
    args = parser.parse_args(argv)
    quick = args.quick
    only = _sections(args.only)
    if "games" in only:
        games, games_cpu = bench_games(2 if quick else 12)
        line("aa_games_per_s", games, games_cpu, 1)
    with tempfile.TemporaryDirectory(prefix="dday-bench-") as tmp_name:
        tmp = Path(tmp_name)
        if "submit" in only:
            s = asyncio.run(bench_submit(tmp, 20 if quick else 60))
            line("submit_ms", s["submit_ms"], s["submit_cpu_ms"])
            line("bare_commit_ms", s["bare_commit_ms"])
            line("submit_vs_bare_commit", s["submit_vs_bare_commit"])
            line("submit_vs_bare_commit_submit_first", s["submit_first_vs_bare_commit"])
            line("submit_vs_bare_commit_bare_first", s["bare_first_vs_bare_commit"])
        if "many" in only:
            many = str(tmp / "many.sqlite3")
            tables = 1000
            asyncio.run(_many_tables(many, tables))
            m = asyncio.run(bench_many(many, tables, 60 if quick else 200))
            line("submit_p95_ms", m["submit_p95_ms"], m["submit_p95_cpu_ms"])
            print(f"channels_100_concurrent_ok: {m['channels_100_concurrent_ok']}", flush=True)
            cache = getattr(_service, "DEFAULT_CACHE_TABLES", "unbounded")
            print(f"rss_mb_1000_tables: {bench_rss(many, tables):.1f} (cache {cache} tables)", flush=True)
        if "render" in only:
            r = bench_render(1 if quick else 3)
            line("render_ms", r["render_ms"], r["render_cpu_ms"], 1)
            line("render_kb", r["render_kb"], digits=1)
            line("render_vs_encode", r["render_vs_encode"])
        if "long" in only:
            u = asyncio.run(bench_long(tmp, 2000, 5000, 3 if quick else 8))
            line("load_ratio_2000_vs_10", u["load_ratio_2000_vs_10"])
            line("undo_ms_10", u["undo_ms_10"], u["undo_cpu_ms_10"])
            line("undo_ms_5000", u["undo_ms_5000"], u["undo_cpu_ms_5000"])
        if "timers" in only:
            from bench.timers import bench_timer_pass

            lines(asyncio.run(bench_timer_pass(tmp, 50 if quick else 200)))
    if "pg" in only:
        from bench.pg import print_figures

        print_figures(quick)
    if "handoffs" in only:
        from bench.aa_handoffs import figures

        lines(figures(5 if quick else 20))
        from bench.handoffs import figures as table_handoffs  # issue #46: through the Discord layer, per family

        lines(table_handoffs(1 if quick else 10))
    if "lists" in only:
        from bench.lists import figures as list_figures  # issue #50: 10,000 tables, SQLite and PostgreSQL

        lines(list_figures())
    if "posts" in only:
        from bench.public_posts import figures as post_figures

        lines(post_figures(2 if quick else 5))
        from bench.overlord_posts import figures as overlord_post_figures

        lines(overlord_post_figures(1 if quick else 3))
    if "commands" in only:
        from bench.aa_commands import figures as command_figures

        lines(command_figures(2 if quick else 8))
    if "dice" in only:
        print(f"dice_games_per_s: {bench_dice_games(20 if quick else 100):.1f}", flush=True)
        lines(bench_dice_win_rates(10 if quick else 40), digits=3, prefix="dice_win_rate_")
        lines(bench_atlantikwall(10 if quick else 40), digits=3, prefix="atlantikwall_german_win_rate_")
        from bench.dice_render import figures as dice_render_figures

        lines(dice_render_figures(3 if quick else 10), digits=1)
        from bench.ai_dice import report as ai_dice_report  # the computer players (issue #26): bench/ai_dice.py

        ai_dice_report(quick)
    if "overlord" in only:
        from bench.overlord import figures as overlord_figures

        lines(overlord_figures(3 if quick else 5))
    if "legibility" in only:
        from bench.legibility import figures as legibility_figures

        lines(legibility_figures(), digits=1)
        from bench.image_heights import figures as height_figures  # issue #46: no image taller than 2,400 px

        lines(height_figures(), digits=0)
    if "pegasus" in only:
        lines(bench_pegasus(50 if quick else 200), digits=3, prefix="pegasus_british_win_rate_")
        from bench.pegasus_table import figures as pegasus_table_figures

        lines(pegasus_table_figures(2 if quick else 6))
        __import__("bench.ai_pegasus", fromlist=["figures"]).figures(4 if quick else 24)  # issue 26: prints its own
    if "aa_apply" in only:
        from bench.aa_apply import figures as apply_figures

        lines(apply_figures(2 if quick else 6), digits=1)
    if "ai_aa" in only:
        from bench.ai_aa import print_figures as ai_aa_figures

        ai_aa_figures(quick)
    if "web" in only:
        from bench.web import figures as web_figures

        lines(web_figures(2 if quick else 5), digits=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
