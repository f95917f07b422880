"""The daily digest (issue #50) through the bot's Discord layer, on the timers' simulated clock.

Bob plays the Allies at an A&A table (the Allies decide first, so the game waits for him). He asks for a digest at
08:00 Seoul time with quiet hours 07:00-09:00: it comes at 09:00 his time, once, by direct message, lists the game,
skips a day when the game waits for nobody he is (his vacation), and stops with ``digest:off``.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.service import GameService
from tests.bot.fake_discord import DM_CHANNEL_ID, GUILD_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, real_table
from tests.conftest import no_render

ANN, BOB = 811_000_000_000_000_001, 812_000_000_000_000_002
AA = 910_000_000_000_000_021
START = datetime(2026, 6, 6, 20, 0, tzinfo=UTC).timestamp()
"""05:00 on June 7 in Seoul (UTC+9)."""
NINE_SEOUL = datetime(2026, 6, 7, 0, 0, tzinfo=UTC).timestamp()


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def table(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    clock = Clock()
    async for driver, svc in real_table(api, tmp_path, payloads, no_render, "digest.sqlite3", clock=clock):
        yield driver, svc, clock


def digests(sent: list[Sent]) -> list[str]:
    """The texts of the direct messages sent."""
    for request in sent:
        request.validate()
    return [(s.body or {}).get("content", "") for s in sent
            if s.method == "POST" and s.path == f"/channels/{DM_CHANNEL_ID}/messages"]


async def test_a_digest_comes_once_a_day_after_quiet_hours_and_only_when_a_game_waits(
    table: tuple[Driver, GameService, Clock],
) -> None:
    driver, svc, clock = table
    await svc.new_game(AA, GUILD_ID, ANN, "aa-dday", {"players": "2"}, seed=3)
    await svc.join(AA, ANN, "axis")
    await svc.join(AA, BOB, "allies")
    sent = await driver.command("prefs set", {"timezone": "Asia/Seoul", "quiet": "07:00-09:00", "digest": "08:00"},
                                user_id=BOB)
    assert any("Daily digest of the games waiting for you: at 08:00, your time." in (s.message or {}).get("content", "")
               for s in sent if s.message)
    assert (await svc.store.prefs(BOB))["digest_at"] == NINE_SEOUL, "08:00 is quiet: the digest waits until 09:00"
    clock.now = NINE_SEOUL - 60
    driver.api.clear()
    await driver.bot.deliver_due()
    assert digests(driver.api.sent) == []
    clock.now = NINE_SEOUL + 30
    await driver.bot.deliver_due()
    (text,) = digests(driver.api.sent)
    assert text.startswith("**Waiting for you** (1 game)") and f"<#{AA}>" in text and "asked <t:" in text
    await driver.bot.deliver_due()
    assert len(digests(driver.api.sent)) == 1, "once a day"
    # the next day Bob is on vacation in that game: it does not wait for him, so no digest
    await svc.vacation(AA, BOB, 3)
    clock.now = NINE_SEOUL + 86_400 + 30
    driver.api.clear()
    await driver.bot.deliver_due()
    assert digests(driver.api.sent) == []
    assert (await svc.store.prefs(BOB))["digest_at"] == NINE_SEOUL + 2 * 86_400, "tomorrow's is planned"
    # Ann, waiting for Bob, gets none: nothing waits for her
    await driver.command("prefs set", {"digest": "6:30"}, user_id=ANN)
    assert (await svc.store.prefs(ANN))["digest_at"] is not None
    clock.now += 86_400
    driver.api.clear()
    await driver.bot.deliver_due()
    assert digests(driver.api.sent) == [], "neither Ann (nothing waits for her) nor Bob (on vacation)"
    # off: no digest any more; a time that is not one is refused
    await driver.command("prefs set", {"digest": "off"}, user_id=BOB)
    assert (await svc.store.prefs(BOB))["digest_at"] is None
    sent = await driver.command("prefs set", {"digest": "25:00"}, user_id=BOB)
    assert any("'25:00' is not a time of day" in (s.message or {}).get("content", "") for s in sent if s.message)
