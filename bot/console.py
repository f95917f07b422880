"""``dday console GAME``: the same service as the bot, driven from a terminal.

Every seat is played from this terminal (hot-seat), against a local SQLite
file. Modes: interactive (default), ``--script FILE`` (one ``seat: action`` per
line, the text form the history shows; in both, several actions of one seat
may share a line separated by ``;``, checked and applied together or not at all), ``--autoplay`` (random legal choices
for every seat until the game ends). ``--images DIR`` writes every image the
bot would post.

``--dice 1,4,6`` scripts the first dice: they are checked against the game at
start (:func:`parse_dice`: whole numbers, each a face of the game's dice,
``GameSpec.dice_sides``) and used before the seeded ones, in the order
:data:`DICE_ORDER` describes for each game (also in ``--help`` and
docs/console.md). With ``--seed`` given, ``--export`` writes a record that
``dday verify`` checks even while the game is still in progress.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from typing import TextIO

from bot.service import GameService, Post, ServiceError, render_view
from bot.service.common import result_text
from bot.service.teams import NO_THREADS
from rules.core import RuleError, find_game
from rules.core.contract import seat_names_for, seats_for

CHANNEL_BASE = 10_000
USER_BASE = 1_000

DICE_ORDER: dict[str, str] = {
    "aa-dday": (
        "six-sided dice, one value per die in the order the rules roll them: card by card through the turn "
        "(the fortune card's die first, when fortune cards are on); in a battle the attacker's dice, then the "
        "defender's, round by round; naval bombardment, antiaircraft fire, strafing and landing dice as their "
        "order card comes up; the two dice of each reinforcement chart."
    ),
    "pegasus-bridge": (
        "two-faced combat tokens: 2 is a success (+1, or +3 for a +3 token), 1 a failure; one value per token "
        "tossed (a Thornton token is not tossed and takes none), in the order the tokens are tossed. Card "
        "shuffles use their own seeded dice and are never scripted."
    ),
    "dday-dice": (
        "six-sided dice: at the start a start Sector for each Unit when the map has several (1 to their "
        "number); then each Unit's first roll of a turn, Unit by Unit, one value per die (d1-d2 red, d3-d4 "
        "white, d5-d6 blue); then each reroll or Mulligan, one value per die rerolled, in die order; Land Mines, "
        "arrival and Machine Gun Fire dice as they come. A Vehicle or Medal draw takes one value too, from 1 to "
        "the number of cards left."
    ),
}
"""For each game, the order in which ``--dice`` values are used (shown by ``dday console --help``)."""


class DiceError(ValueError):
    """``--dice`` values that cannot be used for this game (a clear sentence, never a traceback)."""


def parse_dice(text: str, game: str) -> list[int]:
    """Read ``--dice`` (``"1,4,6"``, spaces allowed) and check each value against ``game``'s dice."""
    engine = find_game(game)
    values: list[int] = []
    for word in text.replace(" ", ",").split(","):
        if not word:
            continue
        if not word.isdigit():
            raise DiceError(f"--dice takes whole numbers separated by commas, e.g. 1,4,6; {word!r} is not one.")
        values.append(int(word))
    sides = engine.spec.dice_sides
    bad = [v for v in values if not 1 <= v <= sides]
    if bad:
        what = "tokens, 1 (failure) or 2 (success)" if sides == 2 else f"dice, from 1 to {sides}"
        raise DiceError(
            f"--dice {bad[0]} cannot be used: {engine.spec.name} scripts {what} "
            "(`dday console --help` tells the order they are used in)."
        )
    return values


def dice_help() -> str:
    """The ``--help`` epilog: how each game uses ``--dice``."""
    lines = ["--dice values are used before the seeded dice, in this order:"]
    for game, text in DICE_ORDER.items():
        lines += textwrap.wrap(f"{game}: {text}", 100, initial_indent="  ", subsequent_indent="    ")
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game id or alias, e.g. aa-dday")
    parser.add_argument("--db", default=None, help="SQLite file (default: a new temporary file)")
    parser.add_argument("--seed", type=int, default=None, help="dice seed (default: random)")
    parser.add_argument("--dice", default="", help="scripted dice results used first, e.g. 1,4,6 (order: below)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="game option (repeatable)")
    parser.add_argument("--script", type=Path, default=None, help="file with one 'seat: action' per line")
    parser.add_argument("--images", type=Path, default=None, help="write every posted image into this folder")
    parser.add_argument("--autoplay", action="store_true", help="random legal choices for every seat to the end")
    parser.add_argument("--max-actions", type=int, default=20_000, help="stop autoplay after this many actions")
    parser.add_argument("--quiet", action="store_true", help="print only the final line")
    parser.add_argument("--export", type=Path, default=None, help="write the game record (JSON) to this file at the end")
    parser.add_argument("--replay", type=Path, default=None, help="step through an exported game record")
    parser.add_argument("--no-pause", action="store_true", help="with --replay: do not wait for Enter between entries")


class Console:
    """Drives one game through :class:`GameService` and prints what the bot would post."""

    def __init__(self, service: GameService, game: str, *, out: TextIO, images: Path | None, quiet: bool) -> None:
        self.service = service
        self.engine = find_game(game)
        self.out = out
        self.images = images
        self.quiet = quiet
        self.channel = CHANNEL_BASE + time.time_ns() % 1_000_000_000
        self.users: dict[str, int] = {}
        self.image_count = 0

    def _names(self, text: str) -> str:
        by_user = {str(u): s for s, u in self.users.items()}
        return re.sub(r"<@(\d+)>", lambda m: "@" + by_user.get(m.group(1), m.group(1)), text)

    def show(self, posts: list[Post]) -> None:
        for post in posts:
            if not self.quiet:
                # A move inside a phase re-tells the whole phase message (the bot edits it in place): only what is new.
                full = "\n".join([post.content, *post.embeds])  # a long story goes below the text, in embeds
                text = post.track.note if post.track is not None and post.track.note else full
                print(self._names(text), file=self.out)
                for button in post.buttons:
                    print(f"   [button] {button.label}", file=self.out)
            if post.image is not None and self.images is not None:
                self.images.mkdir(parents=True, exist_ok=True)
                self.image_count += 1
                path = self.images / f"{self.image_count:04d}-{post.image_name}"
                path.write_bytes(post.image)
                if not self.quiet:
                    print(f"   [image] {path}", file=self.out)

    async def start(self, options: dict[str, str], seed: int | None, dice: list[int]) -> None:
        self.users = {seat: USER_BASE + i for i, seat in enumerate(seats_for(self.engine, options))}
        first = next(iter(self.users.values()))
        self.show(await self.service.new_game(self.channel, None, first, self.engine.spec.id, options, seed=seed, dice_script=dice))
        for seat, user in self.users.items():
            posts = await self.service.join(self.channel, user, seat)
            self.show(posts)
            for post in posts:
                if post.team_threads:  # a terminal has no threads: each Team's prompts and trays are shown here
                    none = {t.team: None for t in post.team_threads}
                    notes = await self.service.record_threads(self.channel, post.team_threads[0].table_id, none)
                    self.show([n for n in notes if n.content != NO_THREADS])

    async def act(self, seat: str, text: str) -> None:
        """One action, or several separated by ``;`` (one batch: all applied or none, as ``/aa do`` reads them)."""
        self.show(await self.service.submit_batch(self.channel, self.users[seat], text, seat=seat))

    async def prompted(self) -> list[str]:
        loaded = await self.service.inspect(self.channel)
        return list(dict.fromkeys(p.seat for p in loaded.engine.prompts(loaded.state)))

    async def outcome_line(self) -> str:
        loaded = await self.service.inspect_any(self.channel)
        outcome = loaded.engine.outcome(loaded.state)
        if outcome is None:
            return f"Outcome: none yet ({loaded.engine.phase_label(loaded.state)})"
        names = seat_names_for(loaded.engine, loaded.table.options)
        return f"Outcome: {result_text(names, outcome.winners)}. {outcome.reason}"

    async def run_script(self, lines: list[str]) -> int:
        for number, raw in enumerate(lines, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            seat, sep, text = line.partition(":")
            seat = seat.strip().lower()
            if not sep or seat not in self.users:
                print(f"line {number}: expected 'seat: action' with a seat of {', '.join(self.users)}: {line!r}", file=sys.stderr)
                return 2
            try:
                await self.act(seat, text.strip())
            except (RuleError, ServiceError) as exc:
                print(f"line {number}: {seat}: {text.strip()!r} was refused: {exc}", file=sys.stderr)
                return 1
        return 0

    async def autoplay(self, rng: random.Random, max_actions: int) -> int:
        for _ in range(max_actions):
            loaded = await self.service.inspect_any(self.channel)
            engine, state = loaded.engine, loaded.state
            prompts = engine.prompts(state)
            if not prompts or engine.outcome(state) is not None:
                return 0
            seat = rng.choice(sorted({p.seat for p in prompts}))
            choices = engine.options(state, seat, "")
            if choices:
                text = rng.choice(choices).value
            else:
                default = next(p.default for p in prompts if p.seat == seat)
                if default is None:
                    print(f"autoplay: {seat} has no legal option and no default", file=sys.stderr)
                    return 1
                text = default
            await self.act(seat, text)
        print(f"autoplay: stopped after {max_actions} actions", file=sys.stderr)
        return 1

    async def interactive(self, stdin: TextIO) -> int:
        print(
            "Type 'seat: action' (or just the action when one seat is asked; several separated by ;), 'options', 'quit'.",
            file=self.out,
        )
        while True:
            seats = await self.prompted()
            if not seats:
                return 0
            print(f"[{', '.join(seats)}] > ", end="", file=self.out, flush=True)
            line = stdin.readline()
            if not line:
                return 0
            line = line.strip()
            if line in ("quit", "exit"):
                return 0
            if line == "options":
                loaded = await self.service.inspect(self.channel)
                for seat in seats:
                    for choice in loaded.engine.options(loaded.state, seat, "")[:40]:
                        print(f"  {seat}: {choice.value}", file=self.out)
                continue
            seat, sep, text = line.partition(":")
            if not sep or seat.strip().lower() not in self.users:
                if len(seats) != 1:
                    print(f"Several seats must act ({', '.join(seats)}); start the line with the seat.", file=self.out)
                    continue
                seat, text = seats[0], line
            try:
                await self.act(seat.strip().lower(), text.strip())
            except (RuleError, ServiceError) as exc:
                print(f"Refused: {exc}", file=self.out)


def _parse_options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option needs KEY=VALUE, got {pair!r}")
        options[key.strip()] = value.strip()
    return options


async def replay(path: Path, *, out: TextIO, stdin: TextIO, pause: bool) -> int:
    """Step through an exported record, printing each entry and its events."""
    import json

    from bot.service.export import verify_export

    record = json.loads(path.read_text(encoding="utf-8"))
    engine = find_game(record["game"])
    print(f"{engine.spec.name} — {len(record['actions'])} entries, options {record['options']}", file=out)
    for entry in record["actions"]:
        who = entry["seat"] or entry["kind"]
        print(f"#{entry['seq']} {who}: {entry['text']}", file=out)
        for event in entry["events"]:
            dice = f" [{' '.join(map(str, event['dice']))}]" if event["dice"] else ""
            print(f"    {event['text']}{dice}", file=out)
        if pause:
            print("(Enter for the next entry, q to stop) ", end="", file=out, flush=True)
            if stdin.readline().strip().lower() == "q":
                return 0
    result = verify_export(record)
    print(result.message, file=out)
    return 0 if result.ok else 1


async def run_console(args: argparse.Namespace, *, out: TextIO | None = None, stdin: TextIO | None = None) -> int:
    out = out or sys.stdout
    stdin = stdin or sys.stdin
    if args.replay is not None:
        return await replay(args.replay, out=out, stdin=stdin, pause=not args.no_pause)
    try:
        dice = parse_dice(args.dice, args.game) if args.dice else []
    except (DiceError, RuleError) as exc:
        print(f"Refused: {exc}", file=sys.stderr)
        return 2
    tmp = None
    db = args.db
    if db is None:
        tmp = tempfile.TemporaryDirectory(prefix="dday-console-")
        db = str(Path(tmp.name) / "console.sqlite3")
    render = render_view if args.images is not None else (lambda view: (None, ""))
    service = await GameService.open(db, render=render)
    try:
        console = Console(service, args.game, out=out, images=args.images, quiet=args.quiet)
        await console.start(_parse_options(args.option), args.seed, dice)
        if args.script is not None:
            code = await console.run_script(args.script.read_text(encoding="utf-8").splitlines())
        elif args.autoplay:
            code = await console.autoplay(random.Random(args.seed), args.max_actions)
        else:
            code = await console.interactive(stdin)
        if args.export is not None:
            from bot.service.export import dumps

            record = await service.export(console.channel)
            args.export.write_text(dumps(record), encoding="utf-8")
            if record.get("seed") is None and args.seed is not None and not args.quiet:
                print(f"Check this game in progress with: dday verify {args.export} --seed {args.seed}", file=out)
        print(await console.outcome_line(), file=out)
        return code
    except (RuleError, ServiceError) as exc:
        print(f"Refused: {exc}", file=sys.stderr)
        return 2
    finally:
        await service.close()
        if tmp is not None:
            tmp.cleanup()


def main(args: argparse.Namespace) -> int:
    return asyncio.run(run_console(args))
