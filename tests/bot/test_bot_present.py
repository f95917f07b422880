"""Posts to message arguments, merging, buttons and error sentences (no transport needed)."""

from __future__ import annotations

import logging
from unittest.mock import create_autospec

import discord
import pytest
from discord import app_commands

from bot.discord import present, views
from bot.service import Post, PostButton, ServiceError
from rules.core import Choice
from rules.core.errors import NotYourTurnError
from tests.bot import toy_game

PNG = toy_game.tiny_png()


def test_post_kwargs_carry_text_image_alt_text_mentions_and_buttons():
    post = Post(
        content="<@7> to move",
        image=PNG,
        image_name="turn-03.png",
        alt_text="a" * 2000,
        mention_user_ids=[7, 7, 8],
        buttons=[PostButton(label="Advance", custom_id="dday:act:1:1:2:0", style="success")],
    )
    kwargs = present.post_kwargs(post)
    assert kwargs["content"] == "<@7> to move"
    assert kwargs["file"].filename == "turn-03.png" and len(kwargs["file"].description) == 1024
    assert kwargs["file"].fp.read() == PNG
    assert kwargs["allowed_mentions"].to_dict() == {"parse": [], "users": [7, 8]}
    (button,) = kwargs["view"].children
    assert isinstance(button, views.ActButton) and button.item.style is discord.ButtonStyle.success
    assert kwargs["view"].timeout is None
    assert "ephemeral" not in kwargs


def test_an_image_over_the_upload_limit_is_left_out_with_a_note(caplog):
    kwargs = present.post_kwargs(Post(content="Board", image=b"x" * 100), filesize_limit=99)
    assert "file" not in kwargs and "too large" in kwargs["content"]
    assert "exceeds the upload limit" in caplog.text


def test_no_mentions_means_nobody_is_pinged():
    assert present.post_kwargs(Post(content="@everyone hi"))["allowed_mentions"].to_dict() == {"parse": [], "users": []}


def test_merging_keeps_at_most_five_messages_in_order_and_never_mixes_private_with_public():
    posts = [Post(content="secret", ephemeral=True)] + [Post(content=f"p{i}", mention_user_ids=[i]) for i in range(7)]
    posts[-1] = posts[-1].model_copy(update={"image": PNG, "buttons": [PostButton(label="b", custom_id="dday:act:1:1:9:0")]})
    merged = present.merge_posts(posts)
    assert len(merged) == 5
    assert merged[0].content == "secret" and merged[0].ephemeral
    assert all(not p.ephemeral and "secret" not in p.content for p in merged[1:])
    text = "\n".join(p.content for p in merged[1:])
    assert [text.index(f"p{i}") for i in range(7)] == sorted(text.index(f"p{i}") for i in range(7))
    assert sorted(u for p in merged for u in p.mention_user_ids) == list(range(7))
    assert merged[-1].image == PNG and merged[-1].buttons


def test_merged_posts_stay_within_discords_limits_and_nothing_is_cut():
    """Issue #24 (merged text used to keep only its last 2,000 characters): every post stays whole."""
    posts = [Post(content=f"{i}" * 1500) for i in range(7)]
    merged = present.merge_posts(posts, limit=1)
    assert len(merged) < len(posts), "posts are still merged, as far as one message holds them whole"
    shown = []
    for post in merged:
        assert len(post.content) <= 2000 and len(post.embeds) <= 10
        assert all(len(e) <= 4096 for e in post.embeds) and sum(len(e) for e in post.embeds) <= 6000
        shown += [*post.content.split("\n\n"), *post.embeds]
    assert shown == [p.content for p in posts], "each text whole, in order"


def test_empty_posts_are_dropped():
    assert present.merge_posts([Post(content="  "), Post(content="x")]) == [Post(content="x")]


def test_buttons_with_unknown_custom_ids_are_left_out_and_at_most_25_are_kept(caplog):
    buttons = [PostButton(label="?", custom_id="other:thing")] + [
        PostButton(label=str(i), custom_id=f"dday:act:1:1:2:{i}") for i in range(30)
    ]
    view = views.view_for(buttons)
    assert view is not None and len(view.children) == 25
    assert "No button template matches" in caplog.text
    assert views.view_for([]) is None


def test_autocomplete_choices_are_capped_deduplicated_and_within_limits():
    choices = [Choice(value="a", label="A"), Choice(value="a", label="again"), Choice(value="", label="empty")]
    choices += [Choice(value=f"v{i}", label="\n".join(["l"] * 80)) for i in range(40)]
    result = present.autocomplete_choices(choices)
    assert len(result) == 25
    assert [c.value for c in result][:2] == ["a", "v0"]
    assert all(1 <= len(c.name) <= 100 and "\n" not in c.name and len(c.value) <= 100 for c in result)


async def _noop(interaction: discord.Interaction) -> None:
    pass


_COMMAND = app_commands.Command(name="noop", description="noop", callback=_noop)


@pytest.mark.parametrize(
    ("error", "text"),
    [
        (ServiceError("There is no game in this channel."), "There is no game in this channel."),
        (NotYourTurnError("It is not your turn."), "It is not your turn."),
        (app_commands.CommandInvokeError(_COMMAND, ServiceError("Wrapped refusal.")), "Wrapped refusal."),
        (app_commands.NoPrivateMessage(), "This command cannot be used in direct messages."),
        (app_commands.CommandNotFound("chess", []), present.STALE_COMMAND),
        (ZeroDivisionError("internal detail"), present.GENERIC_ERROR),
    ],
)
def test_error_text(error, text, caplog):
    with caplog.at_level(logging.ERROR, logger="bot.discord.present"):
        assert present.error_text(error) == text
    assert ("internal detail" in caplog.text) == isinstance(error, ZeroDivisionError)


def strict_interaction(kind: discord.InteractionType):
    """An Interaction fake with spec_set everywhere: any attribute discord.py lacks raises."""
    interaction = create_autospec(discord.Interaction, instance=True, spec_set=True)
    interaction.type = kind
    interaction.id = 1
    interaction.extras = {}
    interaction.response = create_autospec(discord.InteractionResponse, instance=True, spec_set=True)
    interaction.followup = create_autospec(discord.Webhook, instance=True, spec_set=True)
    return interaction


async def test_autocomplete_interactions_never_get_an_error_message():
    interaction = strict_interaction(discord.InteractionType.autocomplete)
    await present.send_error(interaction, "nope")
    interaction.response.send_message.assert_not_called()
    interaction.followup.send.assert_not_called()


async def test_an_unanswered_interaction_gets_an_ephemeral_initial_response():
    interaction = strict_interaction(discord.InteractionType.application_command)
    interaction.response.is_done.return_value = False
    await present.send_error(interaction, "Refused.")
    interaction.response.send_message.assert_awaited_once_with("Refused.", ephemeral=True, allowed_mentions=present.NO_MENTIONS)


async def test_report_error_never_raises_even_when_discord_fails(caplog):
    interaction = strict_interaction(discord.InteractionType.component)
    interaction.response.is_done.return_value = False
    interaction.response.send_message.side_effect = discord.DiscordException("gone")
    await present.report_error(interaction, ServiceError("x"))
    assert "Could not report" in caplog.text


async def test_a_deferred_command_drops_its_public_placeholder_before_a_private_reply():
    interaction = strict_interaction(discord.InteractionType.application_command)
    interaction.response.is_done.return_value = True
    interaction.extras["dday.loading"] = True
    calls = []
    interaction.delete_original_response.side_effect = lambda: calls.append("delete")
    interaction.followup.send.side_effect = lambda *a, **k: calls.append(("send", a, k["ephemeral"]))
    await present.send_error(interaction, "Refused.")
    assert calls == ["delete", ("send", ("Refused.",), True)]


def test_clip_never_cuts_a_line_and_keeps_the_start():
    """Issue #24: present.clip used to keep the last 2,000 characters, starting mid-line."""
    text = "\n".join(f"line {i} " + "x" * 50 for i in range(100))
    clipped = present.clip(text)
    assert len(clipped) <= 2000 and clipped.endswith("\n…")
    body = clipped[: -len("\n…")].split("\n")
    assert body == text.split("\n")[: len(body)], "whole lines, from the start"
    one = present.clip("word " * 1000)
    assert len(one) <= 2000 and one.endswith("…") and one[:-1].split() == ["word"] * len(one[:-1].split())


def test_a_long_posts_story_goes_in_embeds_that_discord_accepts():
    post = Post(content="**Now:** <@1> acts", embeds=["**Turn 2**\n• a roll 6 6", "• more"])
    kwargs = present.post_kwargs(post)
    assert [e.to_dict() for e in kwargs["embeds"]] == [
        {"type": "rich", "description": "**Turn 2**\n• a roll 6 6"}, {"type": "rich", "description": "• more"}
    ]
    assert "embeds" not in present.post_kwargs(Post(content="short"))
