"""Hand-offs as players live them (issue #46): each game autoplayed through the bot's Discord layer, in game time.

A sensible random player types every decision of each person (``/aa do``, ``/pb do``, ``/dice do``); before each
move the clock moves on to when its person plays (the ``pace``) and the bot's background task runs
(``DdayBot.deliver_due``: the timers fire and the outbox is posted), as it does every minute. By default people play
in sittings (:class:`Sittings`): back at the table, they answer within a minute for a while, then leave for hours.
Every request is checked against Discord's OpenAPI spec. Per turn (each run of positions with the same turn number)
:func:`autoplay` counts:

- ``handoffs``: each time the decision passes to a person who did not just act (a seat of theirs is asked that was
  not asked before the move; a computer's seat never counts);
- ``notified``: those hand-offs for which the person got a new message mentioning them (a post in the channel or
  a Team's thread, or a DM) before their next move, or which they answered within their hand-off delay (they were
  at the table: the rule is that they are not pinged then); an edit never notifies, so it never counts;
- ``posts`` and ``lasting``: the new public messages in the channel (not a Team's thread, not a DM), and those
  still there at the end of the turn (a hand-off ping is deleted once its player has acted);
- ``pings``: new messages mentioning each player;
- ``idle``: mentions of a player who was not asked at that moment (nobody may be pinged for nothing).

Used by ``tests/bot/test_bot_handoffs.py`` and ``python -m bench`` (``bench/handoffs.py``).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.service.clock import HANDOFF_MAX, HANDOFF_MINUTES
from bot.service.extensions import extension_of
from rules.core import find_game
from rules.dday_dice.policy import choose as dice_choice
from rules.pegasus_bridge.policy import choose as pegasus_choice
from tests.bot import toy_game
from tests.bot.fake_discord import FakeDiscord, Payloads, Sent
from tests.bot.harness import real_table
from tests.typed import apply_text

FIRST_USER = 711_000_000_000_000_001
MINUTE = 60.0
HOUR = 3600.0


def random_choice(engine: Any, state: Any, seat: str, rng: random.Random) -> str:
    """Any legal action of ``seat`` (the game's own default when it lists none)."""
    choices = [c.value for c in engine.options(state, seat, "")]
    if choices:
        return rng.choice(choices)
    return next(p.default for p in engine.prompts(state) if p.seat == seat and p.default is not None)


KEEPS = extension_of("pegasus-bridge").queue_keeps()
"""(kind of decision, answer) of the opponent's that leave a Pegasus Bridge plan standing (:mod:`bot.service.queued`)."""


def pegasus_plan(engine: Any, state: Any, seat: str, rng: random.Random) -> str:
    """What a Pegasus Bridge player types at once (issue #46's queued plays): the policy's move now, then the moves
    it would make while the opponent lets each card stand, as long as it plays cards it holds now (it cannot know
    what it will draw), at most eight; the service plays what must wait for the opponent when its turn comes. The
    opponent's answers it assumes are those that leave a plan standing (:data:`KEEPS`)."""
    held = set(state.hand[seat])
    lines: list[str] = []
    position = state
    for _ in range(40):
        if engine.outcome(position) is not None or len(lines) >= 8:
            break
        prompts = engine.prompts(position)
        if any(p.seat == seat for p in prompts):
            text = pegasus_choice(engine, position, seat, rng)
            if lines and not set(re.findall(r"\b\d{4}\b", text)) <= held:
                break
            lines.append(text)
            position = apply_text(engine, position, seat, text).state
            continue
        if not prompts:
            break
        other, kind = prompts[0].seat, prompts[0].kind
        answer = next((text for k, text in KEEPS if k == kind), None)  # an answer that leaves the plan standing
        if answer is None or answer not in {c.value for c in engine.options(position, other, "")}:
            break
        position = apply_text(engine, position, other, answer).state
    return "; ".join(lines)


@dataclass(frozen=True)
class Family:
    """One way to play: the game, its ``/game new`` options, the command players type, and their policy (a move,
    or with ``plan`` a move and what it queues)."""

    game: str
    options: dict[str, str]
    command: str
    choose: Callable[[Any, Any, str, random.Random], str]
    plan: Callable[[Any, Any, str, random.Random], str] | None = None


FAMILIES: dict[str, Family] = {
    "aa": Family("aa-dday", {"players": "2"}, "aa do", random_choice),
    "aa3": Family("aa-dday", {"players": "3"}, "aa do", random_choice),
    "pegasus": Family("pegasus-bridge", {"scenario": "1b"}, "pb do", pegasus_choice, pegasus_plan),
    "dice_solo": Family("dday-dice", {"players": "1"}, "dice do", dice_choice),
    "dice_coop": Family("dday-dice", {"players": "2"}, "dice do", dice_choice),
    "atlantikwall": Family("dday-dice", {"players": "1", "map": "omaha-beach", "german": "player"}, "dice do",
                           dice_choice),
    "overlord": Family("dday-dice", {"players": "3", "campaign": "a"}, "dice do", dice_choice),
}
"""Every family of game the issue names: A&A with two and three players, Pegasus Bridge, D-Day Dice solo and co-op,
Atlantikwall with a German player, and Overlord in Teams (one Unit per Team, each Team with its thread)."""


class Clock:
    """The service's clock, moved on by hand."""

    def __init__(self) -> None:
        self.now = 1_790_000_000.0

    def __call__(self) -> float:
        return self.now


class Sittings:
    """When each person plays: back at the table, they answer within ``answer`` seconds until their sitting of
    ``sitting`` seconds is over; a person away comes back after a random ``away`` (hours: they were pinged)."""

    def __init__(self, seed: int, *, answer: float = MINUTE, sitting: float = 20 * MINUTE,
                 away: tuple[float, float] = (2 * HOUR, 8 * HOUR)) -> None:
        self.rng = random.Random(seed)
        self.answer, self.sitting, self.away = answer, sitting, away
        self.until: dict[int, float] = {}

    def __call__(self, user: int, now: float) -> float:
        """The seconds from ``now`` until ``user`` plays their next move."""
        if now + self.answer <= self.until.get(user, float("-inf")):
            return self.answer
        wait = self.rng.uniform(*self.away)
        self.until[user] = now + wait + self.sitting
        return wait


def every(seconds: float) -> Callable[[int, float], float]:
    """A pace where every move comes ``seconds`` after the one before, whoever plays it."""
    return lambda user, now: seconds


@dataclass
class Turn:
    """What one turn of play sent (see the module docstring)."""

    handoffs: int = 0
    notified: int = 0
    moves: int = 0
    posts: int = 0
    lasting: int = 0
    idle: int = 0
    pings: Counter[int] = field(default_factory=Counter)


@dataclass
class Played:
    """A game played by :func:`autoplay`: its turns, the players, and every request the bot made."""

    turns: list[Turn]
    users: dict[str, int]
    sent: list[Sent]
    unnotified: list[str] = field(default_factory=list)
    """A line per hand-off that reached nobody: the move, the turn and the person."""


def mentions(sent: Sent) -> list[int]:
    return [int(u) for u in ((sent.body or {}).get("allowed_mentions") or {}).get("users", [])]


def deleted_id(sent: Sent) -> int | None:
    if sent.method == "DELETE" and sent.template == "/channels/{channel_id}/messages/{message_id}":
        return int(sent.path.rstrip("/").split("/")[-1])
    return None


async def autoplay(
    family: str, tmp_path: Path, *, seed: int, turns: int, pace: Callable[[int, float], float] | None = None,
    render: Callable[[Any], Any] | None = None, prefs: dict[str, Any] | None = None, max_moves: int = 3000,
) -> Played:
    """Play ``family`` for ``turns`` whole turns (or to its end) at ``pace`` (default: :class:`Sittings`);
    ``prefs``: every player's ``/prefs set`` (e.g. ``{"handoff": 0}``)."""
    import aiohttp

    f = FAMILIES[family]
    tmp_path.mkdir(parents=True, exist_ok=True)
    engine = find_game(f.game)
    rng = random.Random(seed)
    api, payloads, clock = FakeDiscord(), Payloads(), Clock()
    real_session = aiohttp.ClientSession
    aiohttp.ClientSession = api.session_factory  # type: ignore[misc]
    try:
        async for driver, svc in real_table(api, tmp_path, payloads, render or (lambda v: (toy_game.tiny_png(), "")),
                                            f"handoffs-{family}-{seed}.sqlite3", clock=clock,
                                            seed_source=lambda: seed):  # the game's dice too: one seed, one game
            await driver.command(f"game new {f.game}", f.options, user_id=FIRST_USER)
            lobby = await svc.store.latest_table(payloads.channel_id)
            assert lobby is not None
            users = {seat: FIRST_USER + i for i, seat in enumerate(engine.seats_for(lobby.options))}
            for seat, user in users.items():
                await driver.command("game join", {"seat": seat}, user_id=user)
                if prefs:
                    await driver.command("prefs set", prefs, user_id=user)
            played = Played([], users, [])
            grace = float((prefs or {}).get("handoff", HANDOFF_MINUTES)) * MINUTE
            await _play(driver, svc, api, f, users, rng, clock, pace or Sittings(seed), grace, turns, max_moves,
                        played)
            return played
    finally:
        aiohttp.ClientSession = real_session  # type: ignore[misc]
    raise AssertionError("the table never started")


async def _play(driver: Any, svc: Any, api: FakeDiscord, f: Family, users: dict[str, int], rng: random.Random,
                clock: Clock, pace: Callable[[int, float], float], grace: float, turns: int, max_moves: int,
                played: Played) -> None:
    channel = driver.payloads.channel_id
    open_: dict[int, list[tuple[float, str]]] = {}
    """Per person: the hand-offs to them not yet followed by a notification (when, and a line naming each)."""
    alive: dict[int, int] = {}
    """Public messages still in the channel or a thread: id -> the turn they were posted in."""
    seen = len(api.sent)
    key, turn, over = None, Turn(), False

    def read(asked_users: set[int]) -> None:
        nonlocal seen
        for sent in api.sent[seen:]:
            sent.validate()
            gone = deleted_id(sent)
            if gone is not None:
                alive.pop(gone, None)
            if not sent.creates_message or sent.ephemeral:
                continue
            if not sent.path.startswith("/channels/") or sent.path.startswith(f"/channels/{channel}/"):
                turn.posts += 1  # in the channel: an answer to a command typed there, or a post (not a thread, a DM)
                alive[int((sent.answer or {}).get("id", 0))] = len(played.turns)
            for user in mentions(sent):
                turn.pings[user] += 1
                turn.notified += len(open_.pop(user, []))  # told before they acted
                if user not in asked_users and not over:
                    turn.idle += 1
        seen = len(api.sent)

    for move in range(max_moves):
        loaded = await svc.inspect_any(channel)
        engine, state = loaded.engine, loaded.state
        over = engine.outcome(state) is not None
        campaign = getattr(state, "campaign", None)
        now_key = (campaign.raid, state.turn) if campaign is not None else engine.phase_key(state)[0]
        if now_key != key or over:
            if key is not None:
                turn.lasting = sum(1 for t in alive.values() if t == len(played.turns))
                played.turns.append(turn)
                turn = Turn()
            key = now_key
        if over or len(played.turns) >= turns:
            break
        seat = rng.choice(sorted({p.seat for p in engine.prompts(state)}))
        actor = users[seat]
        clock.now += pace(actor, clock.now)
        await driver.bot.deliver_due()  # what fell due while they were away
        read({users[s] for s, _ in engine.asked(state)} if not over else set())
        for at, line in open_.pop(actor, []):  # they act: answered live, or a hand-off nobody told them of
            if clock.now - at <= grace:
                turn.notified += 1
            else:
                played.unnotified.append(line)
        before = {s for s, _ in engine.asked(state)}
        text = (f.plan or f.choose)(engine, state, seat, rng)
        await driver.command(f.command, {"action": text}, user_id=actor)
        after_loaded = await svc.inspect_any(channel)
        assert after_loaded.version > loaded.version, f"{seat}: {text!r} was refused"
        after_state = after_loaded.state
        after = set() if engine.outcome(after_state) is not None else {s for s, _ in engine.asked(after_state)}
        turn.moves += 1
        for s in sorted(after - before):
            if users[s] != actor:
                turn.handoffs += 1
                open_.setdefault(users[s], []).append(
                    (clock.now, f"move {move} (turn {len(played.turns) + 1}): {seat} played {text!r}, then {s} was asked"))
        read({users[s] for s in after} | {actor})
    clock.now += HANDOFF_MAX * MINUTE + MINUTE  # the players stop: what the last moves asked still reaches them
    await driver.bot.deliver_due()
    read(set() if over else {users[s] for s, _ in engine.asked((await svc.inspect_any(channel)).state)})
    if turn.moves:  # a turn cut short by ``max_moves``
        turn.lasting = sum(1 for t in alive.values() if t == len(played.turns))
        played.turns.append(turn)
    played.unnotified += [line for lines in open_.values() for _, line in lines]
    played.sent = api.sent


def figures_of(family: str, games: list[Played]) -> dict[str, float]:
    """The bench's figures of ``family`` over whole turns of ``games`` (issue #46): hand-offs per turn, the share
    notified, the channel's lasting posts per turn, and the pings per player per turn (mean over player-turns)."""
    turns = [t for g in games for t in g.turns if t.moves]
    handoffs = sum(t.handoffs for t in turns)
    players = [len(set(g.users.values())) for g in games]
    pings = [t.pings.get(u, 0) for g in games for t in g.turns if t.moves for u in set(g.users.values())]
    name = family.replace("-", "_")
    return {
        f"{name}_handoffs_per_turn": handoffs / len(turns),
        f"{name}_handoffs_notified": sum(t.notified for t in turns) / handoffs if handoffs else 1.0,
        f"{name}_lasting_posts_per_turn": sum(t.lasting for t in turns) / len(turns),
        f"{name}_pings_per_player_per_turn": sum(pings) / len(pings) if pings and max(players) else 0.0,
    }
