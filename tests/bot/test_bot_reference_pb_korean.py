"""``/rules`` of Pegasus Bridge through the real bot and a fake transport, read by a Korean client (issue #48).

Every request is validated against Discord's OpenAPI spec. A Korean reader's look-up answers in Korean (the term
with its gloss, the kind, our Korean text, the Korean source), accepts a Korean term, and the autocomplete offers
Korean labels for Korean words; an English reader's answer is the same as before.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.fake_discord import FakeDiscord, Payloads
from tests.bot.harness import Driver
from tests.bot.korean_scan import english_words
from tests.bot.test_bot_reference import ALICE, private_reply, reference_bot
from tests.i18n.test_pb_reference import ALLOWED


@pytest.fixture
async def pb_channel(api: FakeDiscord, tmp_path, payloads: Payloads, toy_engine) -> Any:
    async for driver, _, _ in reference_bot(api, tmp_path, payloads, toy_engine, "pegasus-bridge", None):
        yield driver


async def test_a_korean_reader_looks_a_card_up_by_its_korean_gloss_and_reads_korean(
    pb_channel: Driver, api: FakeDiscord, payloads: Payloads
) -> None:
    payloads.locale = "ko"
    content = private_reply(api, await pb_channel.command("rules", {"term": "공병"}, user_id=ALICE))
    lines = content.split("\n")
    assert lines[0] == "**Sapeurs(공병)** · 카드"
    assert lines[1].startswith("영국군 부대 카드, 전투력 3, 병종 Sapeur(공병). 들어가는 장수: 시나리오 1A/1B에 3장")
    assert lines[2] == "*규칙서: 카드*"
    assert not english_words(content, ALLOWED), content

    api.clear()
    content = private_reply(api, await pb_channel.command("rules", {"term": "token"}, user_id=ALICE))
    assert content.startswith("**토큰 던지기** · 규칙\n일반 토큰은 한 면이 +1") and "*규칙서: 준비: 토큰; 강습의 진행*" in content
    assert not english_words(content, ALLOWED), content


async def test_an_english_reader_gets_the_same_entry_in_english_as_before(
    pb_channel: Driver, api: FakeDiscord, payloads: Payloads
) -> None:
    content = private_reply(api, await pb_channel.command("rules", {"term": "pb-card-1102"}, user_id=ALICE))
    assert content == (
        "**Sapeurs** · card\nBritish Unit, Combat value 3, type Sapeur. Copies: 3 in 1A/1B, 2 in 2, 4 in 3. Sappers. "
        "Inferred card: the rulebook names it, but its numbers or exact effect are our reading.\n*Rulebook: Cards*\n"
        "Based on reconstructed data, not the printed components (our sources do not include them)."
    )


async def test_korean_autocomplete_offers_korean_labels_for_korean_words(
    pb_channel: Driver, api: FakeDiscord, payloads: Payloads
) -> None:
    payloads.locale = "ko"
    sent = await pb_channel.autocomplete("rules", {"term": "공병"}, "term", user_id=ALICE)
    for request in sent:
        request.validate()
    choices = sent[0].body["data"]["choices"]
    assert choices[0] == {"name": "Sapeurs(공병) (카드)", "value": "pb-card-1102"}
    assert all("공병" in c["name"] for c in choices)

    api.clear()
    sent = await pb_channel.autocomplete("rules", {"term": "턴"}, "term", user_id=ALICE)
    sent[0].validate()
    names = [c["name"] for c in sent[0].body["data"]["choices"]]
    assert names[:2] == ["턴 순서 (규칙)", "턴 토큰 (규칙)"]

    api.clear()  # the chosen value (the entry's id) answers as the typed words do
    by_id = private_reply(api, await pb_channel.command("rules", {"term": "pb-card-1102"}, user_id=ALICE))
    assert by_id.startswith("**Sapeurs(공병)** · 카드\n")
