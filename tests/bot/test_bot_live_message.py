"""Issue #11, a channel people can read: one live phase message per table, edited as its phase goes on.

Real service on SQLite, real A&A D-Day engine, real discord.py; only the HTTP transport is fake, and
every request is validated against Discord's OpenAPI spec (``check``). The board "image" is a tiny PNG
so the phase posts carry an attachment, as they do in play.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.discord.app import DdayBot
from bot.service import GameService
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, GUILD_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, logged_in, settings
from tests.typed import apply_text

RED, BLUE = 321_000_000_000_000_001, 322_000_000_000_000_002
USERS = {"axis": RED, "allies": BLUE}
EDIT = "/channels/{channel_id}/messages/{message_id}"
PNG = toy_game.tiny_png()


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def render(view: Any) -> tuple[bytes, str]:
    return PNG, "The board."


async def open_bot(api: FakeDiscord, tmp_path: Path, payloads: Payloads) -> tuple[Driver, GameService]:
    svc = await GameService.open(str(tmp_path / "live.sqlite3"), render=render)
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    for command in api.requests("PUT")[-1].body:
        payloads.command_ids[command["name"]] = command.get("id", "0")
    return Driver(bot, api, payloads), svc


async def close_bot(driver: Driver, svc: GameService) -> None:
    await driver.bot.close()
    await svc.close()


@pytest.fixture
async def table(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    driver, svc = await open_bot(api, tmp_path, payloads)
    check(await driver.command("game new aa-dday", {"players": "2"}, user_id=RED))
    check(await driver.command("game join", {"seat": "axis"}, user_id=RED))
    check(await driver.command("game join", {"seat": "allies"}, user_id=BLUE))
    state = {"driver": driver, "svc": svc}
    yield state
    await close_bot(state["driver"], state["svc"])


async def live_id(svc: GameService) -> int:
    loaded = await svc.inspect(CHANNEL_ID)
    row = await svc.store.message(loaded.table.id, "live")
    assert row is not None, "the discord layer reported the live message"
    return row.message_id


async def pick(svc: GameService, *, inside: bool) -> tuple[str, str]:
    """(seat, action) legal now that stays inside the open phase (``inside``) or moves play on."""
    loaded = await svc.inspect(CHANNEL_ID)
    engine, state = loaded.engine, loaded.state
    before = {(p.seat, p.kind) for p in engine.prompts(state)}
    for seat in sorted({p.seat for p in engine.prompts(state)}):
        for choice in engine.options(state, seat, ""):
            after = apply_text(engine, state, seat, choice.value).state
            moved_on = engine.phase_key(after) != engine.phase_key(state) or bool(
                {(p.seat, p.kind) for p in engine.prompts(after)} - before
            )
            if moved_on != inside:
                return seat, choice.value
    raise AssertionError("no such action in this position")


async def play(driver: Driver, seat: str, action: str) -> list[Sent]:
    return check(await driver.command("aa do", {"action": action}, user_id=USERS[seat]))


def buttons_of(body: dict[str, Any]) -> list[str]:
    return [b["custom_id"] for row in body.get("components") or [] for b in row["components"]]


async def test_an_action_inside_the_phase_edits_the_live_message_and_posts_nothing(table, api: FakeDiscord):
    driver, svc = table["driver"], table["svc"]
    message_id = await live_id(svc)
    seat, action = await pick(svc, inside=True)
    api.clear()
    sent = await play(driver, seat, action)

    assert api.public_messages == [], "no new public message for a move inside the phase"
    (edit,) = api.edits()
    assert edit.template == EDIT and edit.path == f"/channels/{CHANNEL_ID}/messages/{message_id}"
    assert edit.content_type == "application/json" and not edit.files, "the image already on it stays"
    assert "attachments" not in edit.body
    assert action.split()[0] in edit.body["content"].lower() and "**Now:**" in edit.body["content"]
    assert edit.body["allowed_mentions"] == {"parse": []}, "an edit pings nobody"
    version = (await svc.inspect(CHANNEL_ID)).version
    assert buttons_of(edit.body) and all(f":{version}:" in b for b in buttons_of(edit.body)), "the buttons of now"
    (private,) = api.ephemeral_messages
    assert f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{message_id}" in private.body["content"]
    assert sent[0].body == {"type": 5}

    seat, action = await pick(svc, inside=True)
    api.clear()
    await play(driver, seat, action)
    assert api.public_messages == []
    assert [e.path for e in api.edits()] == [f"/channels/{CHANNEL_ID}/messages/{message_id}"]
    assert api.messages[message_id]["content"] == api.edits()[0].body["content"]
    assert await live_id(svc) == message_id


async def test_a_new_phase_posts_anew_and_removes_the_old_buttons(table, api: FakeDiscord):
    driver, svc = table["driver"], table["svc"]
    old = await live_id(svc)
    assert buttons_of(api.messages[old])
    seat, action = await pick(svc, inside=False)
    api.clear()
    await play(driver, seat, action)

    retire = [e for e in api.edits() if e.path.endswith(f"/{old}")]
    assert [e.body for e in retire] == [{"components": [], "tts": False}]
    assert api.messages[old]["components"] == [], "only the live message has live buttons"
    (post,) = api.public_messages
    assert post.files, "a new phase message carries the board image"
    new = await live_id(svc)
    assert new != old and api.messages[new]["content"] == post.body["content"]


async def test_the_lobby_join_buttons_go_when_the_game_starts(table, api: FakeDiscord):
    posted = next(s for s in api.new_messages if "New game of" in (s.message or {}).get("content", ""))
    assert any(b.startswith("dday:join:") for b in buttons_of(posted.message))
    lobby = next(m for m in api.messages.values() if "New game of" in m["content"])
    assert [e.body for e in api.edits() if e.path.endswith(f"/{lobby['id']}")] == [{"components": [], "tts": False}]
    assert lobby["components"] == [], "the join buttons were removed at the start"


async def test_a_restart_between_two_actions_still_edits_the_same_message(
    table, api: FakeDiscord, tmp_path: Path, payloads: Payloads
):
    driver, svc = table["driver"], table["svc"]
    seat, action = await pick(svc, inside=True)
    await play(driver, seat, action)
    message_id = await live_id(svc)
    await close_bot(driver, svc)

    driver, svc = await open_bot(api, tmp_path, payloads)  # a new process: nothing in memory
    table.update(driver=driver, svc=svc)
    seat, action = await pick(svc, inside=True)
    api.clear()
    await play(driver, seat, action)
    assert api.public_messages == []
    assert [e.path for e in api.edits()] == [f"/channels/{CHANNEL_ID}/messages/{message_id}"]


async def test_an_edit_of_a_deleted_message_falls_back_to_a_new_post(table, api: FakeDiscord):
    driver, svc = table["driver"], table["svc"]
    gone = await live_id(svc)
    api.delete_message(gone)
    seat, action = await pick(svc, inside=True)
    api.clear()
    await play(driver, seat, action)

    (failed,) = api.edits()
    assert failed.path.endswith(f"/{gone}")  # answered 404, code 10008 Unknown Message
    (post,) = api.public_messages
    assert "**Now:**" in post.body["content"] and buttons_of(post.body)
    replacement = await live_id(svc)
    assert replacement != gone and replacement in api.messages

    seat, action = await pick(svc, inside=True)
    api.clear()
    await play(driver, seat, action)
    assert api.public_messages == []
    assert [e.path for e in api.edits()] == [f"/channels/{CHANNEL_ID}/messages/{replacement}"]


def in_phase_button(loaded: Any, message: dict[str, Any]) -> tuple[str, str] | None:
    """(custom_id, seat) of a button on ``message`` whose choice keeps play inside the open phase."""
    engine, state = loaded.engine, loaded.state
    flat = [(p.seat, c) for p in engine.prompts(state) for c in p.choices]
    before = {(p.seat, p.kind) for p in engine.prompts(state)}
    for custom_id in buttons_of(message):
        seat, choice = flat[int(custom_id.rsplit(":", 1)[1])]
        after = apply_text(engine, state, seat, choice.value).state
        if engine.phase_key(after) == engine.phase_key(state) and not {(p.seat, p.kind) for p in engine.prompts(after)} - before:
            return custom_id, seat
    return None


async def test_a_button_press_inside_the_phase_edits_the_message_it_was_pressed_on(table, api: FakeDiscord):
    driver, svc = table["driver"], table["svc"]
    for _ in range(60):  # play on until a phase offers a button that keeps it open (e.g. "Land all from …")
        message_id = await live_id(svc)
        found = in_phase_button(await svc.inspect(CHANNEL_ID), api.messages[message_id])
        if found is not None:
            break
        await play(driver, *(await pick(svc, inside=False)))
    assert found is not None, "some phase of the first turns has such a button"
    custom_id, seat = found
    api.clear()
    sent = check(await driver.press(custom_id, api.messages[message_id], user_id=USERS[seat]))
    assert sent[0].body == {"type": 6}
    assert api.new_messages == [], "neither a public post nor a private note: the pressed message shows it"
    assert [e.path for e in api.edits()] == [f"/channels/{CHANNEL_ID}/messages/{message_id}"]


async def test_a_notice_that_is_a_move_inside_the_phase_edits_the_live_message_too(table, api: FakeDiscord):
    """A deadline's default applied inside a phase goes out through the outbox: it edits, as a typed move does."""
    from bot.service.longplay import Notice

    driver, svc = table["driver"], table["svc"]
    message_id = await live_id(svc)
    loaded = await svc.inspect(CHANNEL_ID)
    seat, action = await pick(svc, inside=True)
    (post,) = await svc.submit(CHANNEL_ID, USERS[seat], action, seat=seat)  # the service's post, not yet shown
    assert post.track is not None and post.track.edit_id == message_id
    api.clear()
    await driver.bot.deliver(Notice(table_id=loaded.table.id, channel_id=CHANNEL_ID, kind="deadline", post=post))
    assert api.public_messages == []
    assert [check([e])[0].path for e in api.edits()] == [f"/channels/{CHANNEL_ID}/messages/{message_id}"]

    api.delete_message(message_id)
    api.clear()
    await driver.bot.deliver(Notice(table_id=loaded.table.id, channel_id=CHANNEL_ID, kind="deadline", post=post))
    (posted,) = check(api.public_messages)
    assert posted.path == f"/channels/{CHANNEL_ID}/messages", "the edit failed (10008): a new message instead"
    assert await live_id(svc) == int(next(iter(reversed(api.messages))))


def test_a_live_message_is_never_merged_into_another_post():
    from bot.discord.present import merge_posts
    from bot.service import Post
    from bot.service.common import Track

    live = Post(content="phase", track=Track(table_id=1, seq=3, edit_id=9))
    posts = [Post(content=f"note {i}") for i in range(6)] + [live]
    merged = merge_posts(posts, limit=5)
    assert len(merged) == 5 and merged[-1] is live, "the notes merge; the live message keeps its track"
    assert merge_posts([live, live.model_copy()], limit=1) == [live, live], "two live posts stay two"


async def test_a_batch_inside_the_phase_edits_the_live_message_once(table, api: FakeDiscord):
    """Orders in one go (``a; b``) that stay inside the phase edit the live message, as one action does."""
    driver, svc = table["driver"], table["svc"]
    message_id = await live_id(svc)
    loaded = await svc.inspect(CHANNEL_ID)
    engine, state = loaded.engine, loaded.state
    seat, first = await pick(svc, inside=True)
    mid = apply_text(engine, state, seat, first).state
    second = next(
        c.value for c in engine.options(mid, seat, "")
        if engine.phase_key(apply_text(engine, mid, seat, c.value).state) == engine.phase_key(mid)
        and c.value != "done"
    )
    api.clear()
    await play(driver, seat, f"{first}; {second}")
    assert api.public_messages == [], "no new public message for a batch inside the phase"
    (edit,) = api.edits()
    assert edit.path == f"/channels/{CHANNEL_ID}/messages/{message_id}"
    assert f"`{first}; {second}`" in edit.body["content"] and "**Now:**" in edit.body["content"]
    assert (await svc.inspect(CHANNEL_ID)).version == loaded.version + 2, "two entries in the log"


async def test_a_move_made_while_the_new_phase_message_is_on_its_way_edits_that_message(table, api: FakeDiscord):
    """Two players act at once: the first move opens a new phase (a new message, slow to post), the second
    stays inside it. The second is shown after the first's message exists, so it edits that one, not the
    message of the phase before."""
    import asyncio

    driver, svc = table["driver"], table["svc"]
    old = await live_id(svc)
    first_seat, first = await pick(svc, inside=False)
    loaded = await svc.inspect(CHANNEL_ID)
    after = apply_text(loaded.engine, loaded.state, first_seat, first).state
    before = {(p.seat, p.kind) for p in loaded.engine.prompts(after)}
    second_seat, second = next(
        (p.seat, c.value) for p in loaded.engine.prompts(after) for c in loaded.engine.options(after, p.seat, "")
        if loaded.engine.phase_key(apply_text(loaded.engine, after, p.seat, c.value).state)
        == loaded.engine.phase_key(after)
        and not {(q.seat, q.kind) for q in loaded.engine.prompts(
            apply_text(loaded.engine, after, p.seat, c.value).state)} - before)
    api.slow[("POST", "/channels/{channel_id}/messages")] = 0.05
    api.slow[("POST", "/webhooks/{webhook_id}/{webhook_token}")] = 0.05
    api.slow[("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")] = 0.05
    api.clear()
    a = driver.payloads.command("aa do", {"action": first}, user_id=USERS[first_seat])
    b = driver.payloads.command("aa do", {"action": second}, user_id=USERS[second_seat])
    driver.bot._connection.parse_interaction_create(a)
    driver.bot._connection.parse_interaction_create(b)
    for _ in range(3000):  # up to 60 s on a very busy machine; done as soon as both answers are out
        await asyncio.sleep(0.02)
        if not api.loading:
            break
    check(api.sent)
    new = await live_id(svc)
    assert new != old
    edits_of_old = [e for e in api.edits() if e.path.endswith(f"/{old}") and e.body.get("content")]
    assert edits_of_old == [], "the second move must not rewrite the previous phase's message"
    assert any(e.path.endswith(f"/{new}") and second.split()[0] in e.body["content"].lower() for e in api.edits())
