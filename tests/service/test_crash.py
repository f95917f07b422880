"""A child process plays scripted games and is killed with SIGKILL at random points (issue #8).

After each restart: every action the child was told had been applied is in the log, exactly,
and the position the service loads (snapshots + replay) equals a fresh replay of the whole log
from the seed. The child plays two channels at once, with take-backs, on the file store and on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from bot.service.core import GameService, undo_target
from rules.core import find_game
from tests.backends import both_backends
from tests.conftest import no_render
from tests.typed import apply_text

backend = both_backends  # killed on the SQLite file and on PostgreSQL (3 s each: both in the default run)

REPO = Path(__file__).resolve().parents[2]
CHANNELS = (71, 72)
ROUNDS = 3

CHILD = r"""
import asyncio, random, sys
from bot.service import GameService, ServiceError
from rules.core import RuleError

async def play(svc, channel, rng):
    try:
        await svc.inspect(channel)
    except ServiceError:
        await svc.new_game(channel, None, 1, "aa-dday", {}, seed=channel)
        await svc.start(channel, 1)
    while True:
        loaded = await svc.inspect(channel)
        engine, state = loaded.engine, loaded.state
        if engine.outcome(state) is not None:
            return
        seat = rng.choice(sorted({p.seat for p in engine.prompts(state)}))
        options = [c.value for c in engine.options(state, seat, "")]
        text = rng.choice(options) if options else next(p.default for p in engine.prompts(state) if p.seat == seat)
        try:
            done = await svc.act(channel, 1, text, seat=seat)
        except RuleError:
            continue
        print(f"ack {channel} {done.after.version} {done.text}", flush=True)
        if rng.random() < 0.2:
            try:
                await svc.request_undo(channel, 1)
            except ServiceError:
                continue
            print(f"ack {channel} {(await svc.inspect(channel)).version} undo", flush=True)

async def main(path, seed):
    svc = await GameService.open(path, render=lambda view: (None, ""))
    print("ready", flush=True)
    await asyncio.gather(*(play(svc, ch, random.Random(seed + ch)) for ch in (71, 72)))
    print("finished", flush=True)

asyncio.run(main(sys.argv[1], int(sys.argv[2])))
"""


def fresh_replay(engine, table, actions):
    """The state after the whole log, from the seed alone (no snapshot used)."""
    state, _ = engine.initial_state(engine.seats_for(table.options), table.options, table.seed, table.dice_script)
    states = {0: state}
    for action in actions[1:]:
        if action.kind == "action":
            state = apply_text(engine, state, action.seat, action.text).state
        elif action.kind == "undo":
            state = states[undo_target(action.text)]
        states[action.seq] = state
    return state


async def check(path: str, acked: dict[int, dict[int, str]]) -> int:
    svc = await GameService.open(path, render=no_render)
    try:
        total = 0
        for channel in CHANNELS:
            table = await svc.store.latest_table(channel)
            if table is None:
                assert not acked[channel]
                continue
            actions = await svc.store.actions(table.id)
            logged = {a.seq: a for a in actions}
            for seq, text in acked[channel].items():
                assert seq in logged, f"acknowledged entry #{seq} of channel {channel} is lost"
                assert text == "undo" or logged[seq].text == text
            assert [a.seq for a in actions] == list(range(len(actions))), "the log has a gap"
            engine = find_game(table.game)
            loaded = await svc.inspect_any(channel)
            assert engine.dump_state(loaded.state) == engine.dump_state(fresh_replay(engine, table, actions))
            total += len(actions)
        return total
    finally:
        await svc.close()


def test_sigkill_at_random_points_loses_no_acknowledged_action(db_url):
    """A child playing two channels is killed three times; nothing it acknowledged is lost, the log replays."""
    path = db_url
    rng = random.Random(8)
    acked: dict[int, dict[int, str]] = {ch: {} for ch in CHANNELS}
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    grown = []
    for round_ in range(ROUNDS):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, path, str(round_)], cwd=REPO, env=env, stdout=subprocess.PIPE, text=True
        )
        try:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == "ready"
            wanted = rng.randint(3, 40)
            seen = 0
            for line in child.stdout:
                if line.startswith("ack "):
                    _, channel, seq, text = line.rstrip("\n").split(" ", 3)
                    acked[int(channel)][int(seq)] = text
                    seen += 1
                if seen >= wanted or line.startswith("finished"):
                    break
            time.sleep(rng.random() * 0.02)  # die mid-transaction, mid-snapshot, mid-anything
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=30)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
        # Everything acknowledged so far, in either channel, survived; the state replays exactly.
        grown.append(asyncio.run(check(path, acked)))
    assert grown == sorted(grown) and grown[-1] > grown[0], "each round continued the games"
