"""A digest of seeded games of every family and mode (issue #47): one hash per game, and one over them all.

Engine work is meant to leave every output identical except words changed on purpose. This script plays seeded
games through the service (``GameService`` on a fresh SQLite file, no images, a fixed clock) and hashes what they
show: every post the lobby and each submit return (text, embeds, buttons, pings, tracking), the prompts of every
position (their texts, keys and arguments, choices and defaults), each asked seat's option list, a few refusals
(a stale action and unreadable text, every few moves), the spectator's view, each player's private post at the
end, ``/game status``, every ``/game history`` page, the export (every log line and event: kind, text, key, args)
and the final state.

Run ``python -m bench.digest [--family F] [--moves N] [--dump DIR] [--shown] > file``. The families: ``pegasus`` (scenarios
1A, 1B, 2, 3 and the campaign), ``aa`` (two and three players), ``dice`` (solo, co-op, Atlantikwall with a German
player, German solitaire, Overlord in Teams). ``--dump DIR`` writes each game's lines to ``DIR/<game>.jsonl``, so
that two runs whose hashes differ can be compared with ``diff``. ``--shown`` hashes only what players read: the
messages' names and arguments (``key``/``args`` of events, prompts and choices, a refusal's ``key``/``params``) are
left out, so that naming messages leaves the digest as it was, while any changed word changes it.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import random
import sys
import tempfile
from collections.abc import Awaitable
from pathlib import Path
from typing import Any

from bench.common import random_action
from bot.service import GameService
from bot.service.errors import ServiceError
from rules.core import find_game
from rules.core.errors import RuleError

MOVES = {"pegasus": 600, "aa": 160, "dice": 160}
"""Actions per game at most, by family: Pegasus Bridge's games are played to their end; a whole game of A&A or an
Overlord campaign would take minutes through the service."""
START = 1_780_000_000.0
"""The clock's first reading (a fixed date, so that deadlines and timestamps in the posts repeat)."""
REFUSE_EVERY = 7
"""Every this many moves, a stale action and an unreadable one are tried (and refused)."""

GAMES: dict[str, list[tuple[str, str, dict[str, str], int]]] = {
    "pegasus": [
        ("pegasus-1a", "pegasus-bridge", {"scenario": "1a"}, 11),
        ("pegasus-1b", "pegasus-bridge", {"scenario": "1b"}, 12),
        ("pegasus-2", "pegasus-bridge", {"scenario": "2"}, 13),
        ("pegasus-3", "pegasus-bridge", {"scenario": "3"}, 14),
        ("pegasus-campaign", "pegasus-bridge", {"scenario": "campaign"}, 15),
    ],
    "aa": [
        ("aa-2p", "aa-dday", {"players": "2"}, 21),
        ("aa-3p", "aa-dday", {"players": "3"}, 22),
    ],
    "dice": [
        ("dice-solo", "dday-dice", {"players": "1"}, 31),
        ("dice-coop", "dday-dice", {"players": "3", "map": "omaha-beach"}, 32),
        ("dice-atlantikwall", "dday-dice", {"players": "1", "map": "omaha-beach", "german": "player"}, 33),
        ("dice-german-solo", "dday-dice", {"players": "1", "mode": "german-solo"}, 34),
        ("dice-overlord-teams", "dday-dice", {"players": "9", "campaign": "a"}, 35),
    ],
}


class Clock:
    """A clock that reads a fixed time, moved on by the script (a minute per move)."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


def _no_render(view: Any) -> tuple[None, str]:
    return None, ""


def _post(post: Any) -> Any:
    """A post as JSON: its bytes (none here: no images) as their hash."""
    data = post.model_dump(mode="json", exclude={"image", "file", "images"})
    for name in ("image", "file"):
        blob = getattr(post, name)
        data[name] = hashlib.sha256(blob).hexdigest() if blob else None
    data["images"] = [hashlib.sha256(i.data).hexdigest() if i.data else None for i in post.images]
    return data


def _shown(value: Any) -> Any:
    """``value`` without the messages' names and arguments (``key``, ``args``)."""
    if isinstance(value, dict):
        return {k: _shown(v) for k, v in value.items() if k not in ("key", "args")}
    if isinstance(value, list):
        return [_shown(v) for v in value]
    return value


class Recorder:
    """The lines of one game, hashed as they come (and kept when they are to be written out)."""

    def __init__(self, keep: bool, shown: bool = False) -> None:
        self.hash = hashlib.sha256()
        self.lines: list[str] | None = [] if keep else None
        self.shown = shown

    def __call__(self, what: str, value: Any) -> None:
        if self.shown:
            value = _shown(value[:2] if what.endswith(":refused") else value)
        line = json.dumps([what, value], sort_keys=True, ensure_ascii=False, default=str)
        self.hash.update(line.encode() + b"\n")
        if self.lines is not None:
            self.lines.append(line)


async def _refused(record: Recorder, what: str, call: Awaitable[list[Any]]) -> bool:
    """Run a call that may be refused: record its posts, or the refusal's words (and its key, for the rules')."""
    try:
        posts = await call
    except RuleError as err:
        record(what + ":refused", [type(err).__name__, str(err), err.key, err.params])
        return False
    except ServiceError as err:
        record(what + ":refused", [type(err).__name__, str(err)])
        return False
    record(what, [_post(p) for p in posts])
    return True


async def play(name: str, game: str, options: dict[str, str], seed: int, moves: int, keep: bool,
               shown: bool = False) -> Recorder:
    """Play one seeded game through the service; return its record (``shown``: see the module's docstring)."""
    record = Recorder(keep, shown)
    clock = Clock()
    rng = random.Random(seed)
    channel = 9_000 + seed
    with tempfile.TemporaryDirectory() as tmp:
        svc = await GameService.open(str(Path(tmp) / f"{name}.sqlite3"), render=_no_render, clock=clock,
                                     seed_source=lambda: 0)
        try:
            creator = 100
            record("new", [_post(p) for p in await svc.new_game(channel, 1, creator, game, options, seed=seed)])
            table = await svc.store.latest_table(channel)
            assert table is not None, f"no table in channel {channel}"
            engine = find_game(game)
            users = {seat: 100 + i for i, seat in enumerate(engine.seats_for(table.options))}
            for seat, user in users.items():
                record("join", [_post(p) for p in await svc.join(channel, user, seat)])
            last = ""
            done = 0
            for done in range(moves):
                if done % REFUSE_EVERY == REFUSE_EVERY - 1:
                    await _try_wrong(record, svc, engine, channel, users, last)
                loaded = await svc.inspect_any(channel)
                state = loaded.state
                record("prompts", [p.model_dump(mode="json") for p in engine.prompts(state)])
                record("view", json.loads(engine.view(state, None).model_dump_json()))
                if engine.outcome(state) is not None:
                    break
                for seat in sorted({p.seat for p in engine.prompts(state)}):
                    record("options:" + seat, [c.model_dump(mode="json") for c in engine.options(state, seat, "")])
                pick = random_action(engine, state, rng)
                if pick is None:
                    break
                seat, text = pick
                clock.now += 60
                record("move", [seat, text])
                await _refused(record, "submit", svc.submit(channel, users[seat], text, seat=seat))
                last = text
            record("moves", done)
            record("status", _post(await svc.status(channel)))
            for user in sorted(set(users.values())):
                await _refused(record, f"private:{user}", _one(svc.private_post(channel, user)))
            page = 1
            while True:
                try:
                    record(f"history:{page}", _post(await svc.history(channel, page)))
                except ServiceError:
                    break
                page += 1
            export = await svc.export(channel)
            record("export", export)
            loaded = await svc.inspect_any(channel)
            record("state", json.loads(engine.dump_state(loaded.state)))
        finally:
            await svc.close()
    return record


async def _try_wrong(record: Recorder, svc: GameService, engine: Any, channel: int, users: dict[str, int],
                     last: str) -> None:
    """The last action again (most often refused as stale; recorded as a move when it is legal again), then
    text no game reads, by the first seat asked."""
    state = (await svc.inspect_any(channel)).state
    seats = sorted({p.seat for p in engine.prompts(state)})
    if not seats:
        return
    seat = seats[0]
    if last:
        await _refused(record, "stale", svc.submit(channel, users[seat], last, seat=seat))
    await _refused(record, "unreadable", svc.submit(channel, users[seat], "zz top " + seat, seat=seat))


async def _one(call: Any) -> list[Any]:
    return [await call]


async def main(families: list[str], moves: int | None, dump: Path | None, shown: bool = False) -> None:
    total = hashlib.sha256()
    for family in families:
        for name, game, options, seed in GAMES[family]:
            record = await play(name, game, options, seed, moves or MOVES[family], dump is not None, shown)
            digest = record.hash.hexdigest()
            total.update(f"{name} {digest}\n".encode())
            print(f"{name} {digest}", flush=True)
            if dump is not None and record.lines is not None:
                dump.mkdir(parents=True, exist_ok=True)
                (dump / f"{name}.jsonl").write_text("\n".join(record.lines) + "\n", encoding="utf-8")
    print(f"all {total.hexdigest()}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m bench.digest", description=__doc__.split("\n\n")[0])
    parser.add_argument("--family", action="append", choices=sorted(GAMES), help="only these families (repeatable)")
    parser.add_argument("--moves", type=int, help=f"actions per game at most (default, by family: {MOVES})")
    parser.add_argument("--dump", type=Path, help="write each game's lines to DIR/<game>.jsonl")
    parser.add_argument("--shown", action="store_true", help="hash only what players read (no message names)")
    args = parser.parse_args()
    asyncio.run(main(args.family or list(GAMES), args.moves, args.dump, args.shown))
    sys.exit(0)
