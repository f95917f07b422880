"""Pegasus Bridge's table through the Discord layer (issue #25): few posts and pings per turn, windows that
edit the live message, pings that tell nothing about a hand, and the standing answer "let it stand — don't
ask again", and the 1B counter-attack cards shown to the British alone. The bot runs on the fake transport;
every request is checked against Discord's OpenAPI spec."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

import rules.aa_dday  # noqa: F401  (registered first, as the registry does)
from bot.service import GameService
from bot.service.pegasus_table import RESPOND_HELP, STAND_FOR_GOOD, chapter
from rules.pegasus_bridge import engine as pb_engine
from rules.pegasus_bridge.cards import load_table
from rules.pegasus_bridge.common import responders
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.policy import choose
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import real_table
from tests.bot.pegasus_autoplay import BRIT, GERM, USER, autoplay, start, tiny_render
from tests.bot.test_bot_secrets import public_text, secret_buttons
from tests.typed import apply_text

MAX_POSTS, MAX_PINGS = 6, 4
"""Issue #25's target per turn of scenario 1B: new public posts, and pings of each player."""


@pytest.fixture
async def real(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    # The game's own dice and shuffles from one seed too (the service's default draws a fresh one): each test plays the
    # game it names, every run (a random deal once let a test meet no repeated combat values to hide).
    async for pair in real_table(api, tmp_path, payloads, tiny_render, "pb-table.sqlite3", seed_source=lambda: 11):
        yield pair


# Three seeded games of four turns: the first in the default run, the other two (the same bound on other games, about
# 1 s of CPU each) slow.
@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow), pytest.param(3, marks=pytest.mark.slow)])
async def test_a_1b_turn_makes_at_most_6_posts_and_4_pings_per_player(real, api: FakeDiscord, seed):
    """Every whole turn of a 1B game played through Discord: at most 6 new public posts and 4 pings of each player."""
    driver, svc = real
    await start(driver)
    per_turn = await autoplay(driver, svc, api, seed=seed, turns=4)
    turns = [t for t in per_turn if t >= 1]
    assert len(turns) >= 3, "several whole turns were played"
    for turn in turns:
        counts = per_turn[turn]
        assert counts["posts"] <= MAX_POSTS, (turn, counts)
        assert counts["british"] <= MAX_PINGS and counts["german"] <= MAX_PINGS, (turn, counts)
    # The moves that posted nothing new edited the live message: a turn has many more moves than posts.
    assert sum(per_turn[t]["moves"] for t in turns) > 3 * sum(per_turn[t]["posts"] for t in turns)


def _window_message(api: FakeDiscord) -> tuple[dict[str, Any], dict[str, str]]:
    """The message now showing a cancellation window, and its buttons by label."""
    for message in reversed(list(api.messages.values())):
        buttons = {c["label"]: c["custom_id"] for row in message.get("components") or [] for c in row["components"]}
        if any(STAND_FOR_GOOD in label for label in buttons):
            return message, buttons
    raise AssertionError("no message shows the standing answer")


async def _until_window(driver: Any, svc: GameService, seat: str, rng: random.Random) -> Any:
    """Play on through ``/pb do`` until ``seat`` is asked in a cancellation window."""
    for _ in range(400):
        loaded = await svc.inspect(CHANNEL_ID)
        if (seat, "respond") in E.asked(loaded.state):
            return loaded
        mover = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
        await driver.command("pb do", {"action": choose(E, loaded.state, mover, rng)}, user_id=USER[mover])
    raise AssertionError("no cancellation window")


def _checked(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


async def test_a_window_edits_the_live_message_instead_of_posting_a_board(real, api: FakeDiscord):
    driver, svc = real
    await start(driver)
    rng = random.Random(4)
    await _until_window(driver, svc, "german", rng)  # the German is pinged the first time he is asked here
    _checked(await driver.command("pb answer", {}, user_id=GERM))
    windows = 0
    for _ in range(300):  # every later window of the same stretch only edits the live message
        loaded = await svc.inspect_any(CHANNEL_ID)
        if E.outcome(loaded.state) is not None:
            break
        mover = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
        api.clear()
        _checked(await driver.command("pb do", {"action": choose(E, loaded.state, mover, rng)}, user_id=USER[mover]))
        after = await svc.inspect_any(CHANNEL_ID)
        opponent = "german" if mover == "british" else "british"
        same = chapter(E, after.state) == chapter(E, loaded.state)
        if same and (opponent, "respond") in E.asked(after.state) and mover in {s for s, _ in E.asked(loaded.state)}:
            if api.public_messages:  # the opponent's first question in this stretch: one ping, one new post
                (post,) = api.public_messages
                assert [int(u) for u in post.body["allowed_mentions"]["users"]] == [USER[opponent]]
                continue
            windows += 1
            (edit,) = [s for s in api.edits() if "content" in s.body]
            assert "let it stand" in edit.body["content"].lower() and not edit.files
            assert not edit.body.get("allowed_mentions", {}).get("users")
    assert windows >= 3, "several windows edited the live message"


# After the press, the default run plays 40 more moves; 150 (about 2 s more of CPU) are slow.
@pytest.mark.parametrize("later", [40, pytest.param(150, marks=pytest.mark.slow)])
async def test_let_it_stand_dont_ask_again_through_the_button(real, api: FakeDiscord, payloads: Payloads, later: int):
    """The German's "let it stand, don't ask again" button: refused to the British; pressed by the German, the card
    stands, he is told what it means, and no window opens for him in the ``later`` moves that follow."""
    driver, svc = real
    await start(driver)
    rng = random.Random(4)
    loaded = await _until_window(driver, svc, "german", rng)
    message, buttons = _window_message(api)
    label = next(label for label in buttons if STAND_FOR_GOOD in label)
    assert label.startswith("German") and len(label) <= 80
    # The British cannot press it for the German: a private refusal, nothing changes.
    api.clear()
    _checked(await driver.press(buttons[label], message, user_id=BRIT))
    assert api.public_messages == [] and len(api.ephemeral_messages) == 1
    assert (await svc.inspect(CHANNEL_ID)).version == loaded.version
    # The German presses it: the card stands, he is never asked again, and he is told privately what it means.
    api.clear()
    _checked(await driver.press(buttons[label], message, user_id=GERM))
    after = await svc.inspect(CHANNEL_ID)
    assert after.version == loaded.version + 1 and after.state.settings["german"] == "never"
    assert ("german", "respond") not in E.asked(after.state)
    own, note = [m.body["content"] for m in api.ephemeral_messages]  # his own news (the setting), then what it means
    assert "'never'" in own and note == RESPOND_HELP
    assert "can no longer cancel" in RESPOND_HELP and "don't ask again" in RESPOND_HELP
    events = await svc.store.events(after.table.id, after=loaded.version)
    assert [e.kind for e in events][:2] == ["setting", "stand"]
    # From now on no window opens for the German, whatever the British plays.
    for _ in range(later):
        loaded = await svc.inspect_any(CHANNEL_ID)
        if E.outcome(loaded.state) is not None:
            break
        assert not any(kind == "respond" and seat == "german" for seat, kind in E.asked(loaded.state))
        mover = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
        await svc.submit(CHANNEL_ID, USER[mover], choose(E, loaded.state, mover, rng), seat=mover)


# -- the pings tell nothing about a hand ------------------------------------------------------------


def _swap_engine(monkeypatch: pytest.MonkeyPatch, hold_canceller: bool) -> tuple[str, str]:
    """Deal as usual, then give the German a cancellation card (or not) in place of one plain card:
    two games identical but for whether the German holds a card that answers the British's."""
    table = load_table()
    cancellers = set(responders(table, "1B", "german"))
    real_initial = pb_engine.PegasusEngine.initial_state
    swapped: list[str] = []

    def initial_state(self, seats, options, seed, dice_script=()):
        state, events = real_initial(self, seats, options, seed, dice_script)
        hand, draw = list(state.hand["german"]), list(state.draw["german"])
        plain = next(i for i, c in enumerate(hand) if c not in cancellers and not table[c].heroic)
        canceller = next(i for i, c in enumerate(draw) if c in cancellers)
        swapped[:] = [hand[plain], draw[canceller]]
        if hold_canceller:
            hand[plain], draw[canceller] = draw[canceller], hand[plain]
            state = state.model_copy(update={"hand": {**state.hand, "german": tuple(hand)},
                                             "draw": {**state.draw, "german": tuple(draw)}})
        return state, events

    monkeypatch.setattr(pb_engine.PegasusEngine, "initial_state", initial_state)
    return swapped  # type: ignore[return-value]


async def _record(tmp: Path, monkeypatch: pytest.MonkeyPatch, hold_canceller: bool, moves: list[tuple[str, str]] | None):
    """Play one game (the moves given, or the policy's while recording them); return what everyone could see."""
    swapped = _swap_engine(monkeypatch, hold_canceller)
    now = [1_800_000_000.0]
    svc = await GameService.open(str(tmp / f"secret-{hold_canceller}.sqlite3"), render=lambda v: (None, v.model_dump_json()),
                                 clock=lambda: now[0])
    seen: list[Any] = []
    played: list[tuple[str, str]] = []
    try:
        await svc.new_game(CHANNEL_ID, 1, BRIT, "pegasus-bridge", {"scenario": "1b"}, seed=11,
                           settings={"deadline_hours": 12, "reminder_hours": 4, "vacation_days": 14})
        await svc.join(CHANNEL_ID, BRIT, "british")
        posts = await svc.join(CHANNEL_ID, GERM, "german")
        rng = random.Random(11)
        for step in range(120):
            table_id = (await svc.inspect_any(CHANNEL_ID)).table.id
            timers = [(t.seat, t.kind, t.due_at) for t in await svc.store.open_timers(table_id)]
            seen.append(([(p.content, p.alt_text, p.mention_user_ids, [b.model_dump() for b in p.buttons],
                           p.track and p.track.edit_id is not None) for p in posts if not p.ephemeral], timers))
            loaded = await svc.inspect_any(CHANNEL_ID)
            if E.outcome(loaded.state) is not None or (moves is not None and step >= len(moves)):
                break
            if moves is None and step >= 60 and ("german", "respond") in E.asked(loaded.state):
                break  # the German's window: now its deadline passes
            if moves is not None:
                seat, text = moves[step]
            else:
                seat = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
                options = [a for a in E.legal(loaded.state, seat) if not set(swapped) & {getattr(a, "card", None), *getattr(a, "cards", ())}]
                text = choose(E, loaded.state, seat, rng) if seat == "british" else (
                    "let it stand" if (seat, "respond") in E.asked(loaded.state) else E.format_action(rng.choice(options)))
            played.append((seat, text))
            now[0] += 3600
            posts = await svc.submit(CHANNEL_ID, USER[seat], text, seat=seat)
        now[0] += 13 * 3600  # past the deadline: the default answers, and says so
        fired = await svc.fire_due_timers()
        after = await svc.inspect_any(CHANNEL_ID)
        seen.append(([(n.kind, n.seat, n.dm_user_id, n.post.content, n.post.mention_user_ids) for n in fired],
                     [(t.seat, t.kind, t.due_at) for t in await svc.store.open_timers(after.table.id)]))
        last = (await svc.store.actions(after.table.id))[-1]
        played.append(("deadline", f"{last.seat}: {last.text} ({last.user_id})"))
    finally:
        await svc.close()
    return seen, played


async def test_two_hands_differing_only_by_a_cancellation_card_give_the_same_posts_pings_and_timers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    plain, played = await _record(tmp_path, monkeypatch, False, None)
    windows = sum(1 for posts, _ in plain for p in posts if "let it stand" in p[0].lower())
    assert len(played) >= 60 and windows >= 3, "the sample has several cancellation windows for the German"
    assert played[-1] == ("deadline", "german: let it stand (None)"), "the German's window ended by its deadline"
    assert any(kind != "reminder" for kind, *_ in plain[-1][0])
    holding, deadline = await _record(tmp_path, monkeypatch, True, played[:-1])
    assert deadline[-1] == played[-1]
    assert len(holding) == len(plain)
    for step, (a, b) in enumerate(zip(plain, holding, strict=True)):
        assert a == b, f"step {step}: what the players see or the timer plan differs"


# -- scenario 1B: the cards set aside for the counter-attack reach the British alone -----------------------


def _channel_text(api: FakeDiscord) -> str:
    """What the channel reads (tests/bot/test_bot_secrets.public_text), with the embeds a long story goes into."""
    embeds = [e.get("description") or "" for s in api.sent if not s.ephemeral and isinstance(s.body, dict)
              and s.method in ("POST", "PATCH") for e in (s.message or {}).get("embeds") or []]
    return "\n".join([public_text(api), *embeds])


async def _until_reserve(svc: GameService, rng: random.Random) -> tuple[Any, str]:
    """Play until the German sets cards aside (the reserve with the most cards); return the position and the move."""
    for _ in range(800):
        loaded = await svc.inspect(CHANNEL_ID)
        if ("german", "reserve") in E.asked(loaded.state):
            moves = [a for a in E.legal(loaded.state, "german") if a.kind == "reserve" and a.cards]
            if moves:
                return loaded, E.format_action(max(moves, key=lambda a: len(a.cards)))
        mover = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
        await svc.submit(CHANNEL_ID, USER[mover], choose(E, loaded.state, mover, rng), seat=mover)
    raise AssertionError("the German never set a card aside")


async def test_the_british_alone_is_shown_which_cards_the_german_set_aside(real, api: FakeDiscord):
    driver, svc = real
    await start(driver)
    loaded, move = await _until_reserve(svc, random.Random(3))
    await svc.set_prefs(BRIT, dm=True)
    cards = move.split()[1:]
    private = [e for e in apply_text(E, loaded.state, "german", move).events if e.seat == "british"]
    (shown,) = private
    assert all(E.table(loaded.state).label(c) in shown.text for c in cards)
    api.clear()
    _checked(await driver.command("pb do", {"action": move}, user_id=GERM))
    # The channel reads how many, in words, and never which; the German's own reply recalls his choice.
    channel = _channel_text(api)
    count = "one card and set it" if len(cards) == 1 else "two cards and set them"
    assert f"The German showed the British {count} face down" in channel and "card(s)" not in channel
    assert shown.text not in channel
    private_replies = [m.body["content"] for m in api.ephemeral_messages]
    assert any("Set aside for the counter-attack" in text for text in private_replies)
    assert not any(shown.text in text for text in private_replies)
    # The public post carries the British's button: he alone reads the cards, privately.
    (message, button, key) = [(m, b, k) for m, b, k in secret_buttons(api) if k.seat == "british"][-1]
    api.clear()
    _checked(await driver.press(button["custom_id"], message, user_id=GERM))
    assert api.public_messages == [] and shown.text not in api.ephemeral_messages[0].body["content"]
    api.clear()
    _checked(await driver.press(button["custom_id"], message, user_id=BRIT))
    assert api.public_messages == []
    (reply,) = api.ephemeral_messages
    assert shown.text in reply.body["content"]
    # He chose DMs: the same words wait in the outbox for him alone.
    queued = [n for n in await svc.pending_notices() if n.kind == "secret"]
    assert [n.dm_user_id for n in queued] == [BRIT] and shown.text in queued[0].post.content


def _repeats(lines: list[str]) -> list[str]:
    """The combat values lines of ``lines`` that say again what the last one said, with no other fight between them
    (a Unit destroyed, a front decided)."""
    out: list[str] = []
    last: str | None = None
    for line in lines:
        if "Combat values:" in line:
            if line == last:
                out.append(line)
            last = line
        elif any(word in line for word in ("destroyed", "wins the Assault on")):
            last = None
    return out


async def test_combat_values_are_told_only_when_they_change(real, api: FakeDiscord):
    """The engine logs the combat values after every action of a fight, changed or not (its records replay event for
    event); the channel's messages tell them once, then again only when they changed or a new fight began."""
    driver, svc = real
    await start(driver)
    await autoplay(driver, svc, api, seed=1, turns=3)
    table = await svc.store.latest_table(CHANNEL_ID)
    logged = [f"• {row.text}" for row in await svc.store.events(table.id) if row.seat is None]
    assert _repeats(logged), "the log repeats unchanged combat values (what the posts must not)"
    told = [(m.get("content") or "") + "".join("\n" + (e.get("description") or "") for e in m.get("embeds") or [])
            for m in api.messages.values()]
    assert sum(text.count("Combat values:") for text in told) > 2
    for text in told:
        assert not _repeats(text.split("\n")), text
