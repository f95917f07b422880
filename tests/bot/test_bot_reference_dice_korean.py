"""``/rules`` of a D-Day Dice channel through the real bot and the fake transport, for a Korean and an English reader
(issue #48): each reads the entry, its autocomplete labels and its suggestions in their own language."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.bot.fake_discord import FakeDiscord, Payloads
from tests.bot.korean_scan import english_words
from tests.bot.test_bot_korean_dice_game import without_printed_names
from tests.bot.test_bot_reference import private_reply, reference_bot

ALICE = 111_111_111_111_111_111
HANGUL = re.compile(r"[\uac00-\ud7a3]")
GAME_NAME = ("D-Day", "Dice")
"""The game's printed title, which a refusal names."""


@pytest.fixture
async def dice_channel(api: FakeDiscord, tmp_path, payloads: Payloads, toy_engine) -> Any:
    async for driver, _, _ in reference_bot(api, tmp_path, payloads, toy_engine, "dday-dice", None):
        yield driver


async def test_a_korean_reader_gets_a_dice_entry_in_korean(dice_channel, api: FakeDiscord, payloads: Payloads) -> None:
    payloads.locale = "ko"
    content = private_reply(api, await dice_channel.command("rules", {"term": "bazooka"}, user_id=ALICE))
    assert content.startswith("**Bazooka") and "· 아이템 카드\n" in content
    assert "아이템 포인트 12점" in content and "방어력 -5" in content and "*규칙서: " in content
    assert not english_words(without_printed_names(content), ()), content

    api.clear()  # a Korean term of an entry that has no printed name
    content = private_reply(api, await dice_channel.command("rules", {"term": "도구 표"}, user_id=ALICE))
    assert content.startswith("**도구 표** · 규칙\n") and "0, 1, 3, 6, 10, 15, 21" in content

    api.clear()  # a typo: the suggestions are named as the reader's menu names them
    content = private_reply(api, await dice_channel.command("rules", {"term": "도구 퓨"}, user_id=ALICE))
    assert "`도구 표`" in content and not english_words(without_printed_names(content), GAME_NAME), content


async def test_a_korean_reader_s_autocomplete_offers_korean_labels(dice_channel, api: FakeDiscord,
                                                                  payloads: Payloads) -> None:
    payloads.locale = "ko"
    sent = await dice_channel.autocomplete("rules", {"term": "도구"}, "term", user_id=ALICE)
    sent[0].validate()
    choices = sent[0].body["data"]["choices"]
    assert choices[0] == {"name": "도구 표 (규칙)", "value": "dice-tool-table"}
    api.clear()
    sent = await dice_channel.autocomplete("rules", {"term": "medic"}, "term", user_id=ALICE)
    sent[0].validate()
    (first, *_) = sent[0].body["data"]["choices"]
    assert first["value"] == "dice-specialist-medic" and first["name"].endswith("(전문가 카드)")


async def test_an_english_reader_gets_the_dice_entry_as_before(dice_channel, api: FakeDiscord,
                                                              payloads: Payloads) -> None:
    payloads.locale = "en-US"
    content = private_reply(api, await dice_channel.command("rules", {"term": "bazooka"}, user_id=ALICE))
    assert content.startswith("**Bazooka** · card\nItem, 12 Item Points, used once: DEF of your Sector -5.")
    assert not HANGUL.search(content)
    api.clear()
    sent = await dice_channel.autocomplete("rules", {"term": "tool"}, "term", user_id=ALICE)
    sent[0].validate()
    assert {"name": "Tool table (rule)", "value": "dice-tool-table"} in sent[0].body["data"]["choices"]
