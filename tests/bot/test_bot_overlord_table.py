"""Overlord at nine players in three Teams (issue #25), autoplayed through real discord.py over the fake transport.

Every Unit's action is typed in its Team's thread (``/dice do``), as its player would. Checked on whole turns:
the channel's phase messages carry the Teams' summary and one image per board, each Team's thread its Column and
Units' panels; a Unit's confirmation is private (no "✅ Done" in the threads); the channel never writes out what a
threaded Unit is asked (its message, ``/game status``); the channel's phase message is edited at most once per
Unit's turn, and an edit carries the current images only when they changed. Every request is validated against
Discord's OpenAPI spec.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path
from typing import Any

import pytest

from rules.core import find_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, real_table
from tests.service.overlord_table import USERS, create_table, overlord_options

SEND = "/channels/{channel_id}/messages"
EDIT = "/channels/{channel_id}/messages/{message_id}"
OPTIONS = {"players": "9"}
SEATS = find_game("dday-dice").seats_for(overlord_options(**OPTIONS))
TURNS = 2


def render(view: Any) -> tuple[bytes, str]:
    """Different bytes whenever what the image shows changes (the position, the part, the Team), like Pillow's."""
    table = getattr(view, "table", view)
    part, team = getattr(view, "part", "board"), getattr(view, "team", None) or ""
    key = hashlib.sha1(table.model_dump_json().encode()).hexdigest()[:16]
    return f"PNG {team} {part} {key}".encode(), f"{team} {part} of {table.title}".strip()


@pytest.fixture
async def table(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, render, "overlord9.sqlite3"):
        driver, svc = pair
        await create_table(svc, channel=CHANNEL_ID, **OPTIONS)
        for seat in SEATS[:-1]:
            await svc.join(CHANNEL_ID, USERS[seat], seat)
        yield driver, svc


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def channel_of(request: Sent) -> int:
    return int(request.path.split("/")[2])


def content_edits(sent: list[Sent]) -> list[Sent]:
    """Edits of the channel's messages that change what they say (removing a message's buttons is not one)."""
    return [s for s in sent if s.method == "PATCH" and s.template == EDIT and channel_of(s) == CHANNEL_ID
            and "content" in s.body]


def now_part(content: str) -> str:
    return content.split("**Now:**", 1)[1] if "**Now:**" in content else ""


async def autoplay(driver: Driver, svc: Any, api: FakeDiscord, payloads: Payloads) -> dict[tuple[int, int], list[Sent]]:
    """Play ``TURNS`` turns, each action typed by its Unit's player in its Team's thread; the requests per turn."""
    threads = list(api.threads)
    in_thread = {}
    for index, thread in enumerate(threads):
        there = Payloads(channel_id=thread, channel=api.threads[thread])
        there.command_ids = payloads.command_ids
        in_thread[index + 1] = Driver(driver.bot, api, there)
    rng = random.Random(25)
    turns: dict[tuple[int, int], list[Sent]] = {}
    while True:
        loaded = await svc.inspect(CHANNEL_ID)
        state, engine = loaded.state, loaded.engine
        assert engine.outcome(state) is None
        turn = (state.campaign.raid, state.turn)
        if turn not in turns and len(turns) == TURNS:
            return turns
        prompt = rng.choice(engine.prompts(state))
        choices = [c.value for c in engine.options(state, prompt.seat, "")]
        text = "retreat none" if "retreat none" in choices else (rng.choice(choices) if choices else prompt.default)
        team = int(prompt.seat[1])
        sent = check(await in_thread[team].command("dice do", {"action": text}, user_id=USERS[prompt.seat]))
        turns.setdefault(turn, []).extend(sent)


@pytest.mark.slow  # 4 s; tests/bot/test_bot_team_threads.py plays Overlord's Teams through Discord in the default run
async def test_nine_players_in_teams_turn_by_turn(table, api: FakeDiscord, payloads: Payloads) -> None:
    driver, svc = table
    start = check(await driver.command("game join", {"seat": SEATS[-1]}, user_id=USERS[SEATS[-1]]))
    threads = list(api.threads)
    assert len(threads) == 3
    # The start answers `/game join` in the channel (a reply there); later phases are posted in the channel.
    first = [s for s in start if s.creates_message and not s.ephemeral and "**Now:**" in (s.body.get("content") or "")]
    assert len(first) == 1
    turns = await autoplay(driver, svc, api, payloads)
    played = [s for sent in turns.values() for s in sent]
    assert not [s for s in played if s.creates_message and not s.ephemeral and s.template != SEND], (
        "a command typed in a thread leaves no public reply there"
    )
    everything = start + played

    # 1. The channel's phase messages: the Teams' summary, then one image per board, each with its alt text.
    phase_posts = first + [s for s in played if s.creates_message and s.template == SEND
                           and channel_of(s) == CHANNEL_ID and "**Now:**" in (s.body.get("content") or "")]
    assert len(phase_posts) > TURNS
    for post in phase_posts:
        names = [a["filename"] for a in post.body["attachments"]]
        assert len(names) >= 2 and names[0].endswith("-summary.png"), names
        assert all(a.get("description") for a in post.body["attachments"])
        assert len(post.files) == len(names) <= 10
    # ... and each Team's thread, with what its Units are asked, its Column and its Units' panels.
    asked = [s for s in everything if s.creates_message and s.template == SEND and channel_of(s) in threads
             and "your Units to act" in (s.body.get("content") or "")]
    assert {channel_of(s) for s in asked} == set(threads)
    for post in asked:
        names = [a["filename"] for a in post.body["attachments"]]
        # the Column, then its Units' panels (three Units: two images, issue #46 keeps each under 2,400 px)
        assert names[0].endswith("-map.png") and len(names) >= 2, names
        assert all("-units" in n for n in names[1:]), names

    # 2. A Unit's own confirmation is private; the threads get no "✅ Done" post.
    in_threads = [s for s in played if s.creates_message and not s.ephemeral and channel_of(s) in threads]
    assert in_threads and not [s for s in in_threads if "✅" in (s.body.get("content") or "")]
    confirmations = [s for s in everything if s.creates_message and s.ephemeral and "✅" in (s.body.get("content") or "")]
    assert confirmations and all(f"<#{CHANNEL_ID}>" in s.body["content"] for s in confirmations)

    # 3. The channel says who is waiting, by Team; what a threaded Unit is asked stays in its thread.
    said = [s.body.get("content") or "" for s in everything
            if s.template in (SEND, EDIT) and channel_of(s) == CHANNEL_ID and s.method in ("POST", "PATCH")]
    for content in said:
        now = now_part(content)
        assert "\n• " not in now and "your dice are" not in now, now
    status = check(await driver.command("game status", {}, user_id=USERS["t1u1"]))
    (answer,) = [s for s in status if s.creates_message]
    assert answer.ephemeral and "Team " in now_part(answer.body["content"])
    assert "\n• " not in now_part(answer.body["content"]), "no threaded Unit's prompt in /game status"

    # 4. At most one edit of the channel's message per Unit's turn (trays are redrawn in the threads: not counted).
    for turn, sent in turns.items():
        assert len(content_edits(sent)) <= len(SEATS), (turn, len(content_edits(sent)))
    assert any(content_edits(sent) for sent in turns.values()), "the message does follow the phase"

    # 5. An edit carries the current images, and only when they changed since the message's last ones.
    images: dict[int, list[bytes]] = {}
    attached = 0
    for request in everything:
        if request in phase_posts:
            images[int((request.message or {}).get("id", 0))] = [f[2] for f in request.files]
        elif request in content_edits([request]):
            message_id = int(request.path.split("/")[4])
            files = [f[2] for f in request.files]
            if files:
                attached += 1
                assert files != images.get(message_id), "the same images are not sent again"
                assert files[0].startswith(b"PNG  summary"), "the Teams' summary first, then the boards"
                images[message_id] = files
    assert attached, "the edited phase message shows the board as it is now"


def test_a_post_with_several_images_sends_each_with_its_alt_text_within_discords_limits() -> None:
    from bot.discord.present import MAX_UPLOAD, post_kwargs
    from bot.service import Post, PostImage

    boards = [PostImage(data=f"board {c}".encode(), name=f"{c}.png", alt_text=f"Column {c}") for c in "ABC"]
    kwargs = post_kwargs(Post(content="Phase", image=b"summary", image_name="summary.png", alt_text="Teams", images=boards))
    assert [(f.filename, f.description) for f in kwargs["files"]] == [
        ("summary.png", "Teams"), ("A.png", "Column A"), ("B.png", "Column B"), ("C.png", "Column C")]
    # Over Discord's 10 MiB a message, the images that do not fit stay out, and the text says so.
    big = [PostImage(data=b"x" * (MAX_UPLOAD // 2), name=f"{i}.png") for i in range(3)]
    kwargs = post_kwargs(Post(content="Phase", images=big))
    assert [f.filename for f in kwargs["files"]] == ["0.png", "1.png"] and "too large" in kwargs["content"]
    # At most ten attachments.
    many = [PostImage(data=b"p", name=f"{i}.png") for i in range(12)]
    assert len(post_kwargs(Post(content="Phase", images=many))["files"]) == 10
