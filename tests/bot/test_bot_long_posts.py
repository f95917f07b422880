"""Issue #24, no post drops what matters: a scan of long autoplayed turns of every game, through the Discord layer.

Real bot, service and engines over the fake transport (every request checked against Discord's OpenAPI spec).
Each game is played by random players who give as many orders at once as the game takes (``/aa do a; b; c``,
``/dice do …``), so phases grow long. After every command, every message of the channel that it posted or
edited is checked:

- it is within Discord's limits (text 2,000; each embed 4,096, 6,000 in all, 10 at most);
- every die rolled by the command's log entries is told in it, with what the roll decided (the event right
  after it) and the heading of its phase above it; nothing it told before (headings, rolls, results, the
  seed commitment) is gone from a later edit of the same message;
- the start message carries the seed's SHA-256 commitment; while the game waits for someone, a message of
  the command says who ("**Now:**"); at the end, one gives the result;
- no line is cut: every bulleted story line is a whole event of the log (or a prompt), and no line starts
  with "…" (a line cut from the front);
- no noun is miscounted (:data:`COUNTED`, every game: Pegasus Bridge 1A, D-Day Dice solo, co-op, Atlantikwall with
  a German player, Overlord in Teams, A&A): no "(s)" and no number before the wrong form ("1 Soldiers", "2 card").

The longest runs (A&A's 70 commands of 12 orders, Overlord's 60 commands of its twelve Units, Pegasus Bridge's
scenario 2) are marked slow; the default run plays the first 20 commands of A&A and Overlord (their phases already
run past 2,000 characters into embeds there) and the other games as long as ever.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService
from bot.service.extensions import extension_of
from rules.core import find_game
from rules.core.dice import seed_commitment
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.grammar import problems
from tests.bot.harness import real_table
from tests.conftest import no_render
from tests.service.overlord_table import overlord_options
from tests.typed import apply_text

SEED = 20_240_606
COUNTED = {"aa-dday", "pegasus-bridge", "dday-dice"}
"""The games whose every message is read for miscounted nouns here (tests/bot/grammar.py: no "(s)", no "1 Stars"):
every family. Pegasus Bridge's and D-Day Dice's engines write their counts to agree since pegasus-bridge/3 and
dday-dice/2 (issue #46); games begun under the older rulesets replay their old words (tests/service/test_legacy_words.py)."""
GROUP = {"aa-dday": "aa", "pegasus-bridge": "pb", "dday-dice": "dice"}
BATCHES = {"aa-dday": 12, "dday-dice": 4}
"""How many orders a player gives at once (Pegasus Bridge takes one action a command)."""


def dice_options(**chosen: str) -> dict[str, str]:
    options = {o.key: o.default for o in find_game("dday-dice").spec.options}
    options.update(chosen)
    return options


SHORT = 20
"""The commands of a short run of A&A and Overlord (the default run): their phases outgrow a message by then."""
GAMES = [
    pytest.param("aa-dday", {"players": "2"}, SHORT, id="aa-2p-short"),
    pytest.param("aa-dday", {"players": "3"}, SHORT, id="aa-3p-short"),
    pytest.param("pegasus-bridge", {"scenario": "1a"}, 90, id="pegasus-1a"),
    pytest.param("dday-dice", dice_options(players="1"), 60, id="dice-solo"),
    pytest.param("dday-dice", dice_options(players="3", nations="uk,fr,ca"), 60, id="dice-coop"),
    pytest.param("dday-dice", dice_options(players="2", german="player", mulligan="on"), 60, id="atlantikwall-german"),
    pytest.param("dday-dice", overlord_options(), SHORT, id="overlord-teams-short"),
    # Slow: the long runs (1 to 3 s of CPU each; the short runs above check the same on their first commands) and
    # Pegasus Bridge's scenario 2 (the checks of 1a on another board).
    pytest.param("aa-dday", {"players": "2"}, 70, id="aa-2p", marks=pytest.mark.slow),
    pytest.param("aa-dday", {"players": "3"}, 70, id="aa-3p", marks=pytest.mark.slow),
    pytest.param("pegasus-bridge", {"scenario": "2"}, 60, id="pegasus-2", marks=pytest.mark.slow),
    pytest.param("dday-dice", overlord_options(), 60, id="overlord-teams", marks=pytest.mark.slow),
]


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def told(message: dict[str, Any]) -> list[str]:
    """The lines a message shows: its text, then its embeds'."""
    lines = (message.get("content") or "").split("\n")
    for embed in message.get("embeds") or []:
        lines += (embed.get("description") or "").split("\n")
    return lines


def within_limits(message: dict[str, Any]) -> None:
    embeds = message.get("embeds") or []
    assert len(message.get("content") or "") <= 2000
    assert len(embeds) <= 10
    assert all(len(e.get("description") or "") <= 4096 for e in embeds)
    assert sum(len(e.get("description") or "") for e in embeds) <= 6000


def batch(engine: Any, state: Any, seat: str, rng: random.Random, size: int) -> list[str]:
    """Up to ``size`` legal actions of ``seat`` in a row, while it is still asked and the phase lasts."""
    texts: list[str] = []
    phase = engine.phase_key(state)
    while len(texts) < size and len("; ".join(texts)) < 800:
        offered = [c.value for c in engine.options(state, seat, "")]
        if not offered:
            prompt = next((p for p in engine.prompts(state) if p.seat == seat), None)
            offered = [prompt.default] if prompt is not None and prompt.default else []
        if not offered:
            break
        others = [o for o in offered if o != "done"]
        text = rng.choice(others) if others and rng.random() < 0.9 else rng.choice(offered)
        state = apply_text(engine, state, seat, text).state
        texts.append(text)
        if engine.outcome(state) is not None or engine.phase_key(state) != phase:
            break
        if seat not in {p.seat for p in engine.prompts(state)}:
            break
    return texts


class Scan:
    """What the channel's messages showed so far, and the checks run after each command."""

    def __init__(self, api: FakeDiscord, svc: GameService, engine: Any, table: Any) -> None:
        self.api, self.svc, self.engine, self.table = api, svc, engine, table
        self.kept: dict[int, set[str]] = {}
        """For each message id: the lines it showed that must stay (headings, rolls, results, commitment)."""
        self.messages = 0
        self.rolls: dict[str, str] = {}
        self.roll_at: dict[str, tuple[int, int]] = {}
        """A roll's line -> its data and place in the log (a later roll of the same data supersedes it)."""
        self.pending: list[Any] = []
        """The public events of commands that left the channel's message as it was (issue #25: an Overlord Unit's
        move that changes nothing a channel reader needs): the next message that changes must tell them."""
        self.quiet = 0
        """Commands that changed no message of the channel (only in a game whose Teams have threads)."""

    def channel_messages(self, before: dict[int, Any]) -> list[tuple[int, dict[str, Any]]]:
        """The messages of the channel (not of a thread) posted or edited since ``before``."""
        return [
            (mid, m) for mid, m in self.api.messages.items()
            if m.get("channel_id") == str(CHANNEL_ID) and before.get(mid) is not m and not (m.get("flags") or 0) & 64
        ]

    async def after(self, before: dict[int, Any], version: int, where: str) -> None:
        over = self.table.status == "finished"
        loaded = await self.svc.inspect(CHANNEL_ID) if self.table.status == "active" else None
        rows = await self.svc.store.events(self.table.id)
        public = [r for r in rows if r.seat is None]
        texts = {f"• {r.text.split(chr(10))[0]}" for r in public}
        changed = self.channel_messages(before)
        for mid, m in self.api.messages.items():
            if (m.get("channel_id") != str(CHANNEL_ID)) and before.get(mid) is not m:
                within_limits(m)  # a Team's thread: within the limits too
        shown_all: list[str] = []
        names = self.engine.seat_names_for(self.table.options)
        for mid, message in changed:
            self.messages += 1
            within_limits(message)
            lines = told(message)
            shown_all += lines
            if self.table.game in COUNTED:
                wrong = [p for line in lines for p in problems(line)]
                assert not wrong, f"{where}: miscounted nouns (issue #46): {wrong[:5]}"
            for line in lines:
                assert not line.startswith("…"), f"{where}: a line cut from the front: {line[:80]!r}"
                if line.startswith("• ") and line not in texts:
                    assert any(line.startswith(f"• {n}:") or f"({n})" in line for n in names.values()), (
                        f"{where}: a story line that is no whole event: {line[:100]!r}"
                    )
            missing = self.kept.get(mid, set()) - set(lines)
            assert not missing, f"{where}: an edit dropped what it showed before: {sorted(missing)[:3]}"
        # Every roll of this command's entries, what it decided, and its phase heading above it; only a roll
        # whose very dice were rolled again later (the same data: D-Day Dice's rerolls) may give way.
        last = {repr(sorted(r.data.items())): (r.seq, r.idx) for r in public if r.dice}
        for mid in self.kept:
            self.kept[mid] -= {line for line, key in self.rolls.items() if last[key] != self.roll_at[line]}
        new = [*self.pending, *(r for r in public if r.seq > version)]
        self.pending = []
        if not changed and loaded is not None:
            assert await self.svc.store.team_threads(self.table.id), f"{where}: the channel shows nothing of it"
            self.pending, self.quiet = new, self.quiet + 1
            return
        status = extension_of(self.table.game).status  # figures told only when they change (Pegasus Bridge's values)
        for i, row in enumerate(new):
            if not row.dice:
                continue
            key = repr(sorted(row.data.items()))
            if last[key] != (row.seq, row.idx):
                continue
            line = f"• {row.text.split(chr(10))[0]}"
            holder = [(mid, m) for mid, m in changed if line in told(m)]
            assert holder, f"{where}: the roll {line[:90]!r} is in no message"
            mid, message = holder[0]
            lines = told(message)
            heading = f"**{row.phase}**"
            assert heading in lines[: lines.index(line)], f"{where}: the roll {line[:60]!r} has no header {heading}"
            must = {line, heading}
            self.rolls[line], self.roll_at[line] = key, (row.seq, row.idx)
            following = new[i + 1] if i + 1 < len(new) else None
            restated = following is not None and (status(following) or (None, None))[1] is not None
            if following is not None and not following.dice and not restated:  # a restated figure may be unchanged
                result = f"• {following.text.split(chr(10))[0]}"
                assert result in lines, f"{where}: what {line[:60]!r} decided ({result[:60]!r}) is missing"
                must.add(result)
            self.kept.setdefault(mid, set()).update(must)
        if version < 0:  # the start
            commitment = seed_commitment(self.table.seed)
            holder = [mid for mid, m in changed if any(commitment in line for line in told(m))]
            assert holder, f"{where}: the start message has no seed commitment"
            self.kept.setdefault(holder[0], set()).update(
                line for mid, m in changed if mid == holder[0] for line in told(m) if commitment in line
            )
        if loaded is not None and self.engine.prompts(loaded.state) and changed:
            assert any(line.startswith("**Now:**") for line in shown_all), f"{where}: nobody is told they must act"
        if over:
            assert any("Game over" in line for line in shown_all), f"{where}: the result is missing"


@pytest.mark.parametrize(("game", "options", "steps"), GAMES)
async def test_every_post_and_edit_of_long_turns_keeps_what_matters(
    game: str, options: dict[str, str], steps: int, api: FakeDiscord, tmp_path: Path, payloads: Payloads
) -> None:
    """``steps`` commands of random orders: every message of the channel they post or edit keeps what matters."""
    engine = find_game(game)
    seats = engine.seats_for(options)
    users = {seat: 700_000_000_000_000_000 + i for i, seat in enumerate(seats)}
    async for driver, svc in real_table(api, tmp_path, payloads, no_render, "scan.sqlite3"):
        await svc.new_game(CHANNEL_ID, 1, users[seats[0]], game, options, seed=SEED)
        for seat in seats[:-1]:
            await svc.join(CHANNEL_ID, users[seat], seat)
        table = await svc.store.latest_table(CHANNEL_ID)
        scan = Scan(api, svc, engine, table)
        before = dict(api.messages)
        check(await driver.command("game join", {"seat": seats[-1]}, user_id=users[seats[-1]]))
        scan.table = await svc.store.table(table.id)
        await scan.after(before, -1, "the start")
        rng = random.Random(SEED)
        commands = 1
        for step in range(steps):
            if scan.table.status != "active":
                break
            loaded = await svc.inspect(CHANNEL_ID)
            seat = rng.choice(engine.prompts(loaded.state)).seat
            texts = batch(engine, loaded.state, seat, rng, BATCHES.get(game, 1))
            before = dict(api.messages)
            check(await driver.command(f"{GROUP[game]} do", {"action": "; ".join(texts)}, user_id=users[seat]))
            commands += 1
            scan.table = await svc.store.table(table.id)
            assert await svc.store.version(table.id) > loaded.version, f"step {step}: {texts} was refused"
            await scan.after(before, loaded.version, f"step {step} ({seat}: {'; '.join(texts)[:80]})")
        before = dict(api.messages)
        check(await driver.command("game status", {}, user_id=users[seats[0]]))
        status = [m for _, m in scan.channel_messages(before)]
        assert status, "/game status answered in the channel"
        for message in status:
            within_limits(message)
            assert not any(line.startswith("…") for line in told(message)), "/game status starts mid-sentence"
        assert scan.messages + scan.quiet >= commands, "every command posted or edited a message of the channel, all scanned"
