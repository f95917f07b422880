"""Every request discord.py sends for our interactions is accepted by Discord's OpenAPI spec.

Real ``DdayBot``, real ``discord.Interaction`` objects built from raw gateway
payloads, real discord.py HTTP code; only the aiohttp session is fake, and the
service is a strict autospec of ``GameService``.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.discord import present
from bot.discord.app import DdayBot
from bot.service import Post, PostButton, ServiceError
from i18n import t
from rules.core import Choice
from rules.core.errors import IllegalActionError
from tests.bot import toy_game
from tests.bot.fake_discord import APP_ID, CHANNEL_ID, GUILD_ID, MANAGE_GUILD, MEMBER_PERMISSIONS, FakeDiscord, Payloads
from tests.bot.harness import Driver, logged_in, settings, strict_service

ALICE, BOB = 111_111_111_111_111_111, 222_222_222_222_222_222
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
FOLLOWUP = "/webhooks/{webhook_id}/{webhook_token}"
ORIGINAL = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
PNG = toy_game.tiny_png()


@pytest.fixture
async def mocked(api: FakeDiscord, tmp_path, payloads: Payloads, toy_engine) -> tuple[Driver, Any]:
    svc = strict_service([toy_engine.spec])
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    api.clear()
    yield Driver(bot, api, payloads), svc
    await bot.close()


def board_post(mentions: list[int], **kw: Any) -> Post:
    return Post(
        content="**Turn 1** — <@%d> to move." % mentions[0] if mentions else "Board",
        image=PNG,
        image_name="turn-01-phase-02.png",
        alt_text="The board: red at zone 0, blue at zone 0.",
        mention_user_ids=mentions,
        buttons=[
            PostButton(label="Red: Advance 1", custom_id=f"dday:act:{CHANNEL_ID}:1:3:0"),
            PostButton(label="Red: Advance 2", custom_id=f"dday:act:{CHANNEL_ID}:1:3:1", style="primary"),
        ],
        **kw,
    )


def validate_all(sent: list[Any]) -> list[str]:
    return [s.validate() for s in sent]


async def test_a_command_defers_then_shows_the_board_with_image_mentions_and_buttons(mocked, api: FakeDiscord):
    """Public "thinking" first; a board that pings goes out as a new message, since edits never notify."""
    driver, svc = mocked
    svc.submit.return_value = [board_post([BOB])]
    sent = await driver.command("aa move", {"from": "30", "units": "2 inf", "to": "31"}, user_id=ALICE)

    assert validate_all(sent) == [CALLBACK, ORIGINAL, FOLLOWUP]
    defer, dropped, board = sent
    assert defer.body == {"type": 5}  # public "thinking", decided before the service is called
    assert defer.params.get("with_response") == "1"
    token = defer.path.split("/")[3]
    assert dropped.method == "DELETE" and dropped.path == f"/webhooks/{APP_ID}/{token}/messages/@original"
    assert board.method == "POST" and board.path == f"/webhooks/{APP_ID}/{token}"
    assert not board.resolves_placeholder, "a new message, so the mention notifies"
    assert board.content_type.startswith("multipart/form-data")
    body = board.body
    assert body["allowed_mentions"] == {"parse": [], "users": [BOB]}
    assert body["attachments"] == [{"id": 0, "filename": "turn-01-phase-02.png", "description": "The board: red at zone 0, blue at zone 0."}]
    assert board.files == [("files[0]", "turn-01-phase-02.png", PNG)]
    buttons = body["components"][0]["components"]
    assert [b["custom_id"] for b in buttons] == [f"dday:act:{CHANNEL_ID}:1:3:0", f"dday:act:{CHANNEL_ID}:1:3:1"]
    assert [b["style"] for b in buttons] == [2, 1]
    assert not board.ephemeral and board.creates_message
    svc.submit.assert_awaited_once_with(CHANNEL_ID, ALICE, "move 2 inf from 30 to 31")


async def test_later_posts_are_follow_ups_with_their_own_attachments(mocked, api: FakeDiscord):
    driver, svc = mocked
    svc.submit.return_value = [Post(content="You moved."), board_post([BOB])]
    sent = await driver.command("aa done", user_id=ALICE)
    assert validate_all(sent) == [CALLBACK, ORIGINAL, FOLLOWUP]
    followup = sent[2]
    assert followup.params == {"wait": "1", "with_components": "1"}
    assert followup.files and followup.body["attachments"][0]["id"] == 0
    assert followup.body["allowed_mentions"] == {"parse": [], "users": [BOB]}
    assert not followup.ephemeral


@pytest.mark.parametrize(
    ("command", "options", "text"),
    [
        ("aa move", {"from": "30", "units": "2 inf", "to": "32", "via": "31"}, "move 2 inf from 30 via 31 to 32"),
        ("aa land", {"from": "omaha", "units": "3 inf"}, "land 3 inf from omaha"),
        ("aa patrol", {"units": "2 fighter", "to": "12"}, "patrol 2 fighter to 12"),
        ("aa bomb", {"nation": "us", "to": "12"}, "bomb us to 12"),
        ("aa hits", {"where": "30", "units": "1 inf, 1 art"}, "hits 30: 1 inf, 1 art"),
        ("aa place", {"chart": "us", "count": "2", "where": "utah"}, "place us 2 in utah"),
        ("aa done", {}, "done"),
    ],
)
async def test_each_aa_command_submits_its_text_form(mocked, command, options, text):
    driver, svc = mocked
    svc.submit.return_value = [Post(content="ok")]
    sent = await driver.command(command, options, user_id=ALICE)
    validate_all(sent)
    svc.submit.assert_awaited_once_with(CHANNEL_ID, ALICE, text)


async def test_units_the_notation_cannot_read_are_refused_in_its_words_and_never_reach_the_service(
    mocked, api: FakeDiscord
):
    """The cog reads the units into the game's typed action (issue #47): an unreadable field is answered privately with
    the notation's refusal, as the service would have answered the whole text."""
    driver, svc = mocked
    sent = await driver.command("aa hits", {"where": "30", "units": "1 inf 1 art"}, user_id=ALICE)
    assert validate_all(sent) == [CALLBACK, ORIGINAL, FOLLOWUP]
    assert sent[-1].ephemeral and "'1 inf 1 art' is not a unit" in sent[-1].body["content"]
    svc.submit.assert_not_awaited()
    assert api.public_messages == []


async def test_aa_do_submits_its_text_as_a_batch(mocked):
    """``/aa do`` may hold several actions separated by ``;``: the service reads them (tests/bot/test_bot_batch.py)."""
    driver, svc = mocked
    svc.submit_batch.return_value = [Post(content="ok")]
    validate_all(await driver.command("aa do", {"action": "  move 1 inf from 0 to 1; done "}, user_id=ALICE))
    svc.submit_batch.assert_awaited_once_with(CHANNEL_ID, ALICE, "move 1 inf from 0 to 1; done")


async def test_autocomplete_answers_with_at_most_25_of_the_services_choices(mocked):
    driver, svc = mocked
    svc.complete.return_value = [Choice(value=f"{i}", label=f"Zone {i}") for i in range(40)]
    sent = await driver.autocomplete("aa move", {"from": "30", "units": "2 inf"}, focused="to", user_id=ALICE)

    assert validate_all(sent) == [CALLBACK]
    body = sent[0].body
    assert body["type"] == 8
    assert body["data"]["choices"] == [{"name": f"Zone {i}", "value": f"{i}"} for i in range(25)]
    svc.complete.assert_awaited_once_with(CHANNEL_ID, ALICE, "move", "to", {"from": "30", "units": "2 inf"}, "")


async def test_autocomplete_passes_what_is_typed_and_skips_values_discord_cannot_carry(mocked):
    driver, svc = mocked
    svc.complete.return_value = [Choice(value="x" * 101, label="too long"), Choice(value="30", label="L" * 150)]
    sent = await driver.autocomplete("aa land", {"from": "om", "units": "3"}, focused="from", user_id=ALICE)
    validate_all(sent)
    (choice,) = sent[0].body["data"]["choices"]
    assert choice["value"] == "30" and len(choice["name"]) == 100
    svc.complete.assert_awaited_once_with(CHANNEL_ID, ALICE, "land", "from", {"units": "3"}, "om")


async def test_action_autocomplete_uses_complete_action(mocked):
    driver, svc = mocked
    svc.complete_action.return_value = [Choice(value="done", label="Done")]
    sent = await driver.autocomplete("aa do", {"action": "do"}, focused="action", user_id=ALICE)
    validate_all(sent)
    assert sent[0].body["data"]["choices"] == [{"name": "Done", "value": "done"}]
    svc.complete_action.assert_awaited_once_with(CHANNEL_ID, ALICE, "do")


async def test_seat_autocomplete_lists_the_open_seats_of_this_channel(mocked):
    driver, svc = mocked
    svc.open_seats.return_value = [Choice(value="blue", label="Blue Army (blue)")]
    sent = await driver.autocomplete("game join", {"seat": "bl"}, "seat", user_id=ALICE)
    validate_all(sent)
    assert sent[0].body["data"]["choices"] == [{"name": "Blue Army (blue)", "value": "blue"}]
    svc.open_seats.assert_awaited_once_with(CHANNEL_ID, "bl")
    svc.open_seats.side_effect = RuntimeError("database is locked")
    sent = await driver.autocomplete("game join", {"seat": "bl"}, "seat", user_id=ALICE)
    assert sent[0].body == {"type": 8, "data": {"choices": []}}


@pytest.mark.parametrize("error", [ServiceError("There is no game in this channel."), RuntimeError("database is locked")])
async def test_autocomplete_never_raises(mocked, error):
    """A failing service gives an empty list (still a valid type 8 answer), never an error."""
    driver, svc = mocked
    svc.complete.side_effect = error
    sent = await driver.autocomplete("aa bomb", {}, focused="to", user_id=ALICE)
    validate_all(sent)
    assert sent[0].body == {"type": 8, "data": {"choices": []}}


@pytest.mark.parametrize(
    "error",
    [ServiceError("There is no game in this channel. Start one with /game new."), IllegalActionError("Zone 31 is not adjacent to 30.", rule="p. 7")],
)
async def test_a_refusal_is_one_ephemeral_sentence_and_leaves_nothing_public(mocked, api: FakeDiscord, error):
    driver, svc = mocked
    svc.submit.side_effect = error
    sent = await driver.command("aa move", {"from": "30", "units": "2 inf", "to": "31"}, user_id=ALICE)

    assert validate_all(sent) == [CALLBACK, ORIGINAL, FOLLOWUP]
    defer, delete, reply = sent
    assert delete.method == "DELETE"  # the public "thinking" placeholder goes first...
    assert reply.ephemeral and reply.body["content"] == str(error)  # ...so this follow-up can be private
    assert reply.body["allowed_mentions"] == {"parse": []}
    assert api.public_messages == []


async def test_an_unexpected_error_is_logged_and_shown_as_a_generic_sentence(mocked, api: FakeDiscord, caplog):
    driver, svc = mocked
    svc.status.side_effect = KeyError("boom")
    with caplog.at_level(logging.ERROR, logger="bot.discord.present"):
        sent = await driver.command("game status", user_id=ALICE)
    validate_all(sent)
    assert [s.body["content"] for s in api.ephemeral_messages] == [present.GENERIC_ERROR]
    assert "boom" in caplog.text
    assert "Traceback" not in sent[-1].body["content"]


async def test_a_button_press_defers_silently_and_posts_publicly(mocked, api: FakeDiscord):
    driver, svc = mocked
    svc.press.return_value = [board_post([BOB])]
    message = _message_with_buttons(api, board_post([ALICE]))
    sent = await driver.press(f"dday:act:{CHANNEL_ID}:1:3:1", message, user_id=ALICE)

    assert validate_all(sent) == [CALLBACK, FOLLOWUP]
    assert sent[0].body == {"type": 6}  # deferred update: no visible placeholder
    assert not sent[1].ephemeral and sent[1].body["allowed_mentions"]["users"] == [BOB]
    svc.press.assert_awaited_once_with(CHANNEL_ID, ALICE, 3, 1, table_id=1)


async def test_a_stale_button_is_refused_ephemerally(mocked, api: FakeDiscord):
    driver, svc = mocked
    svc.press.side_effect = ServiceError("That button belongs to an earlier position; the game moved on.")
    message = _message_with_buttons(api, board_post([ALICE]))
    sent = await driver.press(f"dday:act:{CHANNEL_ID}:1:3:0", message, user_id=BOB)

    assert validate_all(sent) == [CALLBACK, FOLLOWUP]
    assert sent[0].body == {"type": 6}
    assert sent[1].ephemeral and "earlier position" in sent[1].body["content"]
    assert api.public_messages == []


async def test_a_join_button_calls_join_with_its_seat(mocked, api: FakeDiscord):
    driver, svc = mocked
    svc.join.return_value = [Post(content="<@222222222222222222> takes the Blue Army seat.")]
    join = PostButton(label="Join as Blue Army", custom_id=f"dday:join:{CHANNEL_ID}:1:blue", style="primary")
    post = Post(content="New game", buttons=[join])
    sent = await driver.press(f"dday:join:{CHANNEL_ID}:1:blue", _message_with_buttons(api, post), user_id=BOB)
    validate_all(sent)
    svc.join.assert_awaited_once_with(CHANNEL_ID, BOB, "blue", table_id=1)
    assert sent[1].body["allowed_mentions"] == {"parse": [], "users": []}  # named, but nobody pinged


async def test_several_posts_arrive_in_order_private_first_then_public(mocked, api: FakeDiscord):
    driver, svc = mocked
    svc.submit.return_value = [
        Post(content="Only you: your casualties were chosen.", ephemeral=True),
        *[Post(content=f"phase {i}") for i in range(6)],
        board_post([BOB]),
    ]
    sent = await driver.command("aa done", user_id=ALICE)
    validate_all(sent)
    messages = api.new_messages
    assert len(messages) <= 5
    assert messages[0].ephemeral and not any(m.ephemeral for m in messages[1:])
    assert sent[1].method == "DELETE"  # placeholder dropped before the private first post
    text = "\n".join(m.body.get("content", "") for m in messages[1:])
    assert [text.index(f"phase {i}") for i in range(6)] == sorted(text.index(f"phase {i}") for i in range(6))
    assert messages[-1].files and messages[-1].body["allowed_mentions"]["users"] == [BOB]


async def test_abort_tells_the_service_whether_the_member_manages_the_server(mocked):
    driver, svc = mocked
    svc.abort.return_value = [Post(content="aborted")]
    await driver.command("game abort", user_id=ALICE, permissions=MEMBER_PERMISSIONS | MANAGE_GUILD)
    await driver.command("game abort", user_id=BOB)
    assert [c.args for c in svc.abort.await_args_list] == [(CHANNEL_ID, ALICE, True), (CHANNEL_ID, BOB, False)]


async def test_game_commands_call_the_service_once_with_the_channel(mocked):
    driver, svc = mocked
    svc.new_game.return_value = [Post(content="new")]
    svc.join.return_value = [Post(content="joined")]
    svc.board.return_value = Post(content="board", image=PNG)
    svc.history.return_value = Post(content="history")
    svc.start.return_value = [Post(content="start")]
    svc.resign.return_value = [Post(content="resign")]
    for path, options in [
        ("game new toy-race", {"colour": "bright"}),
        ("game join", {}),
        ("game board", {"turn": 2, "phase": 5}),
        ("game history", {"page": 3}),
        ("game start", {}),
        ("game resign", {}),
    ]:
        validate_all(await driver.command(path, options, user_id=ALICE))
    svc.new_game.assert_awaited_once_with(
        CHANNEL_ID, GUILD_ID, ALICE, "toy-race", {"colour": "bright"}, settings=None, language="en"
    )
    svc.join.assert_awaited_once_with(CHANNEL_ID, ALICE, None)
    svc.board.assert_awaited_once_with(CHANNEL_ID, 2, 5, False)  # not shared: the reader's words
    svc.history.assert_awaited_once_with(CHANNEL_ID, 3, False)  # not shared: the reader's words, to them alone
    svc.start.assert_awaited_once_with(CHANNEL_ID, ALICE)
    svc.resign.assert_awaited_once_with(CHANNEL_ID, ALICE)


async def test_a_failed_post_after_a_successful_move_is_queued_and_said_privately(mocked, api: FakeDiscord, caplog):
    """Discord refuses the move's post: the service queues it for the outbox (issue #52), and the author is told."""
    driver, svc = mocked
    post = board_post([BOB])
    svc.submit.return_value = [post]
    svc.queue_posts.return_value = []
    api.fail_next("POST", FOLLOWUP, status=400)
    sent = await driver.command("aa done", user_id=ALICE)
    validate_all(sent)
    svc.queue_posts.assert_awaited_once_with(CHANNEL_ID, ALICE, [post])
    assert api.ephemeral_messages[-1].body["content"] == t("err-result-queued", lang="en")
    assert "HTTP 400 (code 50035)" in caplog.text and "Could not present" not in caplog.text


async def test_a_failed_post_whose_queueing_fails_too_says_the_game_was_updated(mocked, api: FakeDiscord, caplog):
    driver, svc = mocked
    svc.submit.return_value = [board_post([BOB])]
    svc.queue_posts.side_effect = ServiceError("The game database cannot be reached right now.")
    api.fail_next("POST", FOLLOWUP, status=400)
    sent = await driver.command("aa done", user_id=ALICE)
    validate_all(sent)
    assert api.ephemeral_messages[-1].body["content"] == present.POSTING_FAILED
    assert "Could not queue 1 undelivered posts" in caplog.text


async def test_an_unknown_command_gets_an_ephemeral_refusal(mocked, api: FakeDiscord):
    """A client with a stale command list reaches tree.on_error, which answers privately."""
    driver, _ = mocked
    sent = await driver.command("chess move", {"from": "e2"}, user_id=ALICE)
    assert validate_all(sent) == [CALLBACK]
    assert sent[0].body["type"] == 4 and sent[0].ephemeral
    assert sent[0].body["data"]["content"] == present.STALE_COMMAND


def _message_with_buttons(api: FakeDiscord, post: Post) -> dict[str, Any]:
    """The message a follow-up with ``post`` created, as Discord would deliver it back."""
    view = present.post_kwargs(post)["view"]
    return {
        "id": str(api.next_id()),
        "channel_id": str(CHANNEL_ID),
        "type": 0,
        "content": post.content,
        "author": {"id": str(APP_ID), "username": "dday-bot", "discriminator": "0", "avatar": None, "bot": True},
        "attachments": [],
        "embeds": [],
        "mentions": [],
        "mention_roles": [],
        "mention_everyone": False,
        "pinned": False,
        "tts": False,
        "timestamp": "2024-06-06T06:30:00+00:00",
        "edited_timestamp": None,
        "flags": 0,
        "components": view.to_components(),
        "application_id": str(APP_ID),
    }


async def test_a_private_post_is_withheld_if_the_public_placeholder_cannot_be_removed(mocked, api: FakeDiscord, caplog):
    """Otherwise Discord would turn the placeholder into that post, visible to everyone."""
    driver, svc = mocked
    svc.submit.return_value = [Post(content="Only for you: the secret card.", ephemeral=True)]
    api.fail_next("DELETE", ORIGINAL, status=404, code=10008)
    sent = await driver.command("aa done", user_id=ALICE)
    validate_all(sent)
    assert all("secret" not in (s.body or {}).get("content", "") for s in sent if s.creates_message and not s.ephemeral)
    assert "Withheld a private post" in caplog.text


async def test_a_first_post_that_pings_nobody_becomes_the_placeholder(mocked, api: FakeDiscord):
    """Without mentions there is nothing to notify: the "thinking" placeholder is edited into the post."""
    driver, svc = mocked
    svc.submit.return_value = [board_post([])]
    sent = await driver.command("aa done", user_id=ALICE)
    assert validate_all(sent) == [CALLBACK, ORIGINAL]
    assert sent[1].method == "PATCH" and sent[1].resolves_placeholder
