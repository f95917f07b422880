"""``dday console GAME``: the same service as the bot, driven from a terminal.

Every seat is played from this terminal (hot-seat), against a local SQLite
file. Modes: interactive (default), ``--script FILE`` (one ``seat: action`` per
line, the text form the history shows; in both, several actions of one seat
may share a line separated by ``;``, checked and applied together or not at all), ``--autoplay`` (random legal choices
for every seat until the game ends). ``--images DIR`` writes every image the
bot would post.

In the interactive mode a line is read in this order (:meth:`Console.read_line`):
a line the game reads as an action is that action; then a meta-command
(:data:`META`: ``help``, ``options``, ``status``, ``board``, ``hand SEAT``,
``history [PAGE]``, ``undo``, ``quit``), also reachable with a leading ``/`` or ``:``
so that no game word can ever hide one; then a number, which presses that
printed button (decoded with :mod:`bot.service.custom_ids` and sent down the
same service call the Discord layer makes for that kind of button).

``--dice 1,4,6`` scripts the first dice: they are checked against the game at
start (:func:`parse_dice`: whole numbers, each a face of the game's dice,
``GameSpec.dice_sides``) and used before the seeded ones, in the order
each game's kit describes (``Kit.dice_order``), shuffles and draws included
(``Kit.deck_draws``; both in ``--help`` and docs/console.md). With ``--seed`` given,
``--export`` writes a record that ``dday verify`` checks even while the game is still in progress.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import re
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from bot.console_help import META, META_PREFIXES
from bot.console_help import SESSION_HELP as SESSION_HELP
from bot.console_help import dice_help as dice_help
from bot.service import GameService, Post, ServiceError, render_view
from bot.service.common import addressed, result_text
from bot.service.custom_ids import ActId, HandId, JoinId, RequestId, TrayId
from bot.service.teams import NO_THREADS
from bot.service.words import outcome_reason, phase_text, refusal_text, seat_names, worded
from i18n import speaking, t
from rules.core import RuleError, find_game
from rules.core.contract import Choice
from rules.core.kits import kit_of, resolve

CHANNEL_BASE = 10_000
USER_BASE = 1_000

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


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game id or alias, e.g. aa-dday")
    parser.add_argument("--db", default=None, help="SQLite file (default: a new temporary file)")
    parser.add_argument("--seed", type=int, default=None, help="dice seed (default: random)")
    parser.add_argument("--dice", default="", help="scripted dice results used first, e.g. 1,4,6 (order: below)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="game option (repeatable)")
    parser.add_argument("--language", default=None, choices=("en", "ko"), help="the table's language (default: en)")
    parser.add_argument("--script", type=Path, default=None, help="file with one 'seat: action' per line")
    parser.add_argument("--images", type=Path, default=None, help="write every posted image into this folder")
    parser.add_argument("--autoplay", action="store_true", help="random legal choices for every seat to the end")
    parser.add_argument("--max-actions", type=int, default=20_000, help="stop autoplay after this many actions")
    parser.add_argument("--quiet", action="store_true", help="print only the final line")
    parser.add_argument("--export", type=Path, default=None, help="write the game record (JSON) to this file at the end")
    parser.add_argument("--html", type=Path, default=None,
                        help="write the game's web page (one file that opens offline, every position) at the end")
    parser.add_argument("--replay", type=Path, default=None, help="step through an exported game record")
    parser.add_argument("--no-pause", action="store_true", help="with --replay: do not wait for Enter between entries")
    parser.add_argument(
        "--computer", action="append", default=[], metavar="SEAT",
        help="the computer plays this seat (repeatable); you play the others",
    )


def option_message(game: str) -> Any | None:
    """The game's ``option_message`` (the message saying an option text in words), if its kit names one."""
    kit = kit_of(game)
    return None if kit is None or kit.option_message is None else resolve(kit.option_message)


def choice_line(choice: Choice, message: Any | None) -> str:
    """One option as the console lists it: what to type, then what it does with the names a player needs
    (the game's own label when it says more than the text; else the game's ``option_message``), in the context's
    language."""
    if choice.label != choice.value:
        shown = choice.label.startswith(choice.value) or choice.label.startswith(f"'{choice.value}'")
        return choice.label if shown else f"{choice.value} — {choice.label}"
    found = message(choice.value) if message is not None else None
    return f"{choice.value} — {t(found[0], **found[1])}" if found else choice.value


@dataclass
class Pressable:
    """A numbered button (or an option of a private menu) the console can press."""

    label: str
    custom_id: str
    users: list[int] = field(default_factory=list)
    """Who the post asked (a request's approvers): who presses when the line names no seat."""
    value: str = ""
    """A private menu's option: the action text it submits."""


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
        self.buttons: list[Pressable] = []
        """The buttons printed last, numbered from 1 (a command that prints new ones numbers them anew)."""
        self._fresh = False
        self.answered: dict[int, set[int]] = {}
        """Per undo or seat-change request: who already answered it from this terminal."""
        self.words = option_message(self.engine.spec.id)

    def say(self, text: str) -> None:
        print(text, file=self.out)

    def _names(self, text: str) -> str:
        by_user = {str(u): s for s, u in self.users.items()}
        return re.sub(r"<@(\d+)>", lambda m: "@" + by_user.get(m.group(1), m.group(1)), text)

    def _seat_of(self, user: int) -> str:
        return next((s for s, u in self.users.items() if u == user), str(user))

    def _number(self, pressable: Pressable) -> int:
        if self._fresh:
            self.buttons, self._fresh = [], False
        self.buttons.append(pressable)
        return len(self.buttons)

    def show(self, posts: list[Post]) -> None:
        for post in posts:
            if not self.quiet:
                # A move inside a phase re-tells the whole phase message (the bot edits it in place): only what is new.
                full = "\n".join([post.content, *post.embeds])  # a long story goes below the text, in embeds
                text = post.track.note if post.track is not None and post.track.note else full
                self.say(self._names(text))
            for button in post.buttons:
                number = self._number(Pressable(button.label, button.custom_id, list(post.mention_user_ids)))
                if not self.quiet:
                    self.say(f"   [{number}] {button.label}")
            if self.images is not None:
                folder = self.images
                for image in post.all_images():
                    folder.mkdir(parents=True, exist_ok=True)
                    self.image_count += 1
                    path = folder / f"{self.image_count:04d}-{image.name}"
                    path.write_bytes(image.data)
                    if not self.quiet:
                        self.say(f"   {t('console-image', path=str(path))}")

    async def start(
        self, options: dict[str, str], seed: int | None, dice: list[int], computers: Sequence[str] = (),
        language: str | None = None,
    ) -> None:
        """Open the game and take its seats: the computer's first (``computers``), then one user per other seat."""
        order = self.engine.seats_for(options)
        wanted = [c.strip().lower() for c in computers]
        unknown = [c for c in wanted if c not in order]
        if unknown:
            raise ServiceError(f"--computer {unknown[0]}: not a seat of this game; seats: {', '.join(order)}.")
        self.users = {seat: USER_BASE + i for i, seat in enumerate(order) if seat not in wanted}
        first = next(iter(self.users.values()), USER_BASE)
        self.show(await self.service.new_game(
            self.channel, None, first, self.engine.spec.id, options, seed=seed, dice_script=dice, language=language
        ))
        takes: list[tuple[str, int | None]] = [(seat, None) for seat in dict.fromkeys(wanted)]
        for seat, user in [*takes, *self.users.items()]:
            self._fresh = True  # the lobby's join buttons are spent once the seat is taken
            if user is None:  # the computer plays it (it may move at once if the game starts with it asked)
                posts = await self.service.computer(self.channel, first, seat)
            else:
                posts = await self.service.join(self.channel, user, seat)
            self.show(posts)
            for post in posts:
                if post.team_threads:  # a terminal has no threads: each Team's prompts and trays are shown here
                    none = {thread.team: None for thread in post.team_threads}
                    notes = await self.service.record_threads(self.channel, post.team_threads[0].table_id, none)
                    self.show([n for n in notes if n.content != NO_THREADS])

    async def act(self, seat: str, text: str) -> None:
        """One action, or several separated by ``;`` (one batch: all applied or none, as ``/aa do`` reads them)."""
        self._fresh = True  # the buttons it prints replace the ones numbered before
        self.show(await self.service.submit_batch(self.channel, self.users[seat], text, seat=seat))

    async def prompted(self) -> list[str]:
        """The seats played from this terminal that are asked now (a computer's seat is never one)."""
        loaded = await self.service.inspect_any(self.channel)
        if loaded.table.status != "active":
            return []
        asked = list(dict.fromkeys(p.seat for p in loaded.engine.prompts(loaded.state)))
        mine = [s for s in asked if s in self.users]
        if asked and not mine:
            self.say(t("console-waiting-elsewhere", seats=", ".join(asked)))
        return mine

    async def outcome_line(self) -> str:
        loaded = await self.service.inspect_any(self.channel)
        outcome = loaded.engine.outcome(loaded.state)
        if outcome is None:
            return t("console-outcome-none", phase=phase_text(loaded.engine, loaded.state))
        names = seat_names(loaded.engine, loaded.table.options)
        reason = outcome_reason(loaded.engine, loaded.state, outcome.reason)
        return t("console-outcome", result=result_text(names, outcome.winners), reason=reason)

    async def run_script(self, lines: list[str]) -> int:
        for number, raw in enumerate(lines, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            seat, text = addressed(line, self.users)
            if seat is None:
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
            mine = sorted({p.seat for p in prompts} & set(self.users))
            if not mine:
                print("autoplay: only a computer's seat is asked and it does not move (it stopped)", file=sys.stderr)
                return 1
            seat = rng.choice(mine)
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

    # -- the interactive session ---------------------------------------------------------------

    async def interactive(self, stdin: TextIO) -> int:
        self.say(t("console-intro"))
        while True:
            seats = await self.prompted()
            if not seats:
                return 0
            print(f"[{', '.join(seats)}] > ", end="", file=self.out, flush=True)
            line = stdin.readline()
            if not line:
                return 0
            try:
                if await self.read_line(line.strip(), seats) == "quit":
                    return 0
            except (RuleError, ServiceError) as exc:
                self.say(t("console-refused", why=self._names(refusal_text(exc) if isinstance(exc, RuleError) else str(exc))))

    def _reads_as_action(self, text: str) -> bool:
        try:
            self.engine.parse_action(text)
        except RuleError:
            return False
        return True

    async def read_line(self, line: str, seats: list[str]) -> str | None:
        """One typed line: an action, a meta-command or a button's number (in that order; see the module doc)."""
        if not line:
            return None
        named, body = addressed(line, self.users)
        if line[0] in META_PREFIXES:
            word, _, args = line[1:].strip().partition(" ")
            return await self.meta(word.lower(), args.split(), seats)
        if not self._reads_as_action(body):
            word, _, args = body.partition(" ")
            if named is None and word.lower() in META:
                return await self.meta(word.lower(), args.split(), seats)
            if body.isdigit():
                await self.press(int(body), named)
                return None
        if named is None:
            if len(seats) != 1:
                self.say(t("console-several-seats", seats=", ".join(seats), first=seats[0]))
                return None
            named = seats[0]
        await self.act(named, body)
        return None

    async def meta(self, word: str, args: list[str], seats: list[str]) -> str | None:
        if word in ("quit", "exit"):
            return "quit"
        if word == "help":
            self.say(t("console-help"))
        elif word == "options":
            await self.options(seats, " ".join(args))
        elif word == "status":
            self.show([await self.service.status(self.channel)])
        elif word == "board":
            await self.board(" ".join(args))
        elif word == "hand":
            await self.hand(args, seats)
        elif word == "history":
            if len(args) > 1 or (args and not args[0].isdigit()):
                self.say(t("console-history-usage"))
                return None
            self.show([await self.service.history(self.channel, int(args[0]) if args else None)])
        elif word == "undo":
            await self.undo(args)
        elif not word:
            self.say(t("console-empty-command"))
        else:
            self.say(t("console-unknown-command", word=word))
        return None

    async def options(self, seats: list[str], start: str) -> None:
        loaded = await self.service.inspect(self.channel)
        limit = 40
        for seat in seats:
            choices = worded(loaded.engine.options(loaded.state, seat, start))
            for choice in choices[:limit]:
                self.say(f"  {seat}: {choice_line(choice, self.words)}")
            if len(choices) > limit:
                more = t("console-options-more", more=len(choices) - limit, start=" ".join(choices[limit].value.split()[:2]))
                self.say(f"  {seat}: {more}")
            if not choices:
                nothing = t("console-options-none-start", start=start) if start else t("console-options-none")
                self.say(f"  {seat}: {nothing}")

    async def board(self, target: str) -> None:
        post = await self.service.board(self.channel)
        image = post.image
        if image is None:  # the service draws only with --images: draw the same view here
            loaded = await self.service.inspect_any(self.channel)
            image, _ = await asyncio.to_thread(render_view, loaded.engine.view(loaded.state, None))
        if image is None:
            self.say(f"{self._names(post.content)}\n{t('console-no-picture', game=self.engine.spec.name)}")
            return
        if target:
            path = Path(target).expanduser()
        else:
            loaded = await self.service.inspect_any(self.channel)
            folder = self.images or Path(tempfile.gettempdir()) / "dday-console"
            path = folder / f"board-{self.engine.spec.id}-{self.channel}-v{loaded.version}.png"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(image)
        except OSError as exc:
            self.say(t("console-board-unwritable", path=str(path), why=str(exc.strerror or exc)))
            return
        self.say(f"{self._names(post.content)}\n{t('console-board-image', path=str(path))}")

    def _seat_arg(self, word: str) -> str | None:
        seat = word.strip().lower()
        if seat in self.users:
            return seat
        self.say(t("console-no-seat", word=word, seats=", ".join(self.users)))
        return None

    async def hand(self, args: list[str], seats: list[str]) -> None:
        if len(args) > 1:
            self.say(t("console-hand-usage", seat=next(iter(self.users))))
            return
        if args:
            seat = self._seat_arg(args[0])
        elif len(self.users) == 1 or len(seats) == 1:
            seat = next(iter(self.users)) if len(self.users) == 1 else seats[0]
        else:
            self.say(t("console-whose-hand", seats=", ".join(self.users)))
            return
        if seat is None:
            return
        post = await self.service.private_post(self.channel, self.users[seat])
        self.say(t("console-private-to", seat=seat))
        self.show([post])
        for block in getattr(post, "blocks", []):  # the longer part (Pegasus Bridge: every card's effect)
            self.say(f"{block.title}\n{block.text}")
        menus = getattr(post, "menus", [])
        for menu in menus:
            self.say(f"{menu.placeholder}:")
            for option in menu.options:
                number = self._number(Pressable(option.label, menu.custom_id, [self.users[seat]], value=option.value))
                self.say(f"   [{number}] {option.label}" + (f" — {option.description}" if option.description else ""))

    async def _last_actor(self) -> str | None:
        record = await self.service.export(self.channel)
        for entry in reversed(record["actions"]):
            if entry.get("seat") in self.users:
                return str(entry["seat"])
        return None

    async def undo(self, args: list[str]) -> None:
        steps = 1
        if args and args[-1].isdigit():
            steps = int(args.pop())
        if len(args) > 1:
            self.say(t("console-undo-usage"))
            return
        seat = self._seat_arg(args[0]) if args else await self._last_actor()
        if seat is None:
            if not args:
                self.say(t("console-nothing-to-undo"))
            return
        self._fresh = True
        posts = await self.service.request_undo(self.channel, self.users[seat], steps)
        self.show(posts)
        for post in posts:
            approve = [n for n, b in enumerate(self.buttons, 1) if b.custom_id in {x.custom_id for x in post.buttons}]
            if approve and post.mention_user_ids:
                seats = [self._seat_of(u) for u in post.mention_user_ids]
                who = seats[0] if len(seats) == 1 else t("console-and", first=", ".join(seats[:-1]), second=seats[-1])
                key = "console-undo-one" if len(seats) == 1 else "console-undo-many"
                self.say(t(key, seats=who, seat=seats[0], approve=str(approve[0]), refuse=str(approve[-1])))

    async def _act_seat(self, index: int) -> str:
        """The seat a phase button is for: its place among the prompts' choices (as the service counts them)."""
        loaded = await self.service.inspect(self.channel)
        flat = [p.seat for p in loaded.engine.prompts(loaded.state) for _ in p.choices]
        return flat[index] if 0 <= index < len(flat) else next(iter(self.users))

    async def press(self, number: int, seat: str | None) -> None:
        """Press printed button ``number`` as ``seat`` (None: the seat the button is for)."""
        if not 1 <= number <= len(self.buttons):
            self.say(
                t("console-no-button", number=number, last=len(self.buttons))
                if self.buttons else t("console-no-buttons", number=number)
            )
            return
        button = self.buttons[number - 1]
        cid = button.custom_id
        if (req := RequestId.parse(cid)) is not None:
            waiting = [u for u in button.users if u not in self.answered.get(req.request, set())]
            user = self.users[seat] if seat else (waiting or button.users or [0])[0]
            self._fresh = True
            posts = await self.service.decide(self.channel, user, req.request, req.yes, table_id=req.table)
            self.answered.setdefault(req.request, set()).add(user)
        else:
            self._fresh = True
            posts = await self._press(button, seat)
        self.show(posts)

    async def _press(self, button: Pressable, seat: str | None) -> list[Post]:
        cid = button.custom_id
        if (act := ActId.parse(cid)) is not None:
            seat = seat or await self._act_seat(act.index)
            return await self.service.press(self.channel, self.users[seat], act.version, act.index, table_id=act.table)
        if (tray := TrayId.parse(cid)) is not None:
            user = self.users[seat or tray.seat]
            return await self.service.tray_press(self.channel, user, tray.table, tray.version, tray.seat, tray.mask, tray.op)
        if (hand := HandId.parse(cid)) is not None:
            user = self.users[seat or hand.seat]
            return await self.service.submit(self.channel, user, button.value, hand.version, seat=hand.seat, table_id=hand.table)
        if (join := JoinId.parse(cid)) is not None:
            user = self.users[seat or join.seat]
            return await self.service.join(self.channel, user, join.seat, table_id=join.table)
        return [Post(content=t("console-discord-menu", label=button.label))]


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


async def run_console(
    args: argparse.Namespace,
    *,
    out: TextIO | None = None,
    stdin: TextIO | None = None,
    computer_pool: Callable[[], Executor] | None = None,
) -> int:
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
    drawn = args.images is not None or getattr(args, "html", None) is not None  # the page needs the boards drawn
    render = render_view if drawn else (lambda view: (None, ""))
    service = await GameService.open(db, render=render, **({} if computer_pool is None else {"computer_pool": computer_pool}))
    # The console's player reads the table's language: what Discord gives a player in their own client's language
    # (their private news, the note of a move, a refusal) is said in --language here (issue #48).
    spoken = speaking(args.language) if getattr(args, "language", None) else contextlib.nullcontext()
    try:
        with spoken:
            console = Console(service, args.game, out=out, images=args.images, quiet=args.quiet)
            await console.start(
                _parse_options(args.option), args.seed, dice, getattr(args, "computer", []), getattr(args, "language", None)
            )
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
            if getattr(args, "html", None) is not None:  # issue #49: the page, from the console too
                page = await service.export_html_file(console.channel)
                args.html.write_bytes(page.file or b"")
                if not args.quiet:
                    print(f"{args.html}: {page.content}", file=out)
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
