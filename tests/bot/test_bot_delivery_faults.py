"""Issue #52, the Discord half: every applied move's result reaches the channel once, whatever Discord answers.

Real service on SQLite (the toy race game), real discord.py; the fake transport answers 429 (with
``retry_after``), 500, 502, 503, 504, an expired interaction token or a permanent refusal on each route the bot
uses to show a move, for good (an outage) or after doing what was asked (the answer lost). discord.py's own
retry pauses are cut to nothing (:func:`quick_retries`). After each move Discord heals and the outbox is
delivered (``DdayBot.deliver_due``): every applied move's result is then in the channel exactly once, and no
exception escaped (nothing logged as unexpected, no raw error shown).
"""

from __future__ import annotations

import asyncio
import logging
import random
import re
from typing import Any

import discord.http
import discord.webhook.async_
import pytest

from bot.discord import present
from bot.discord.app import DdayBot
from bot.service import GameService
from db.contract import StoreUnreachableError
from i18n import t
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Sent, settle
from tests.bot.harness import Driver

RED, BLUE = 1_000_000_000_000_000_001, 1_000_000_000_000_000_002
USER = {"red": RED, "blue": BLUE}
CALLBACK = ("POST", "/interactions/{interaction_id}/{interaction_token}/callback")
FOLLOWUP = ("POST", "/webhooks/{webhook_id}/{webhook_token}")
ORIGINAL = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
EDIT_ORIGINAL, DELETE_ORIGINAL = ("PATCH", ORIGINAL), ("DELETE", ORIGINAL)
CREATE = ("POST", "/channels/{channel_id}/messages")
EDIT = ("PATCH", "/channels/{channel_id}/messages/{message_id}")
DELETE = ("DELETE", "/channels/{channel_id}/messages/{message_id}")
ROUTES = {"callback": CALLBACK, "follow-up": FOLLOWUP, "edit original": EDIT_ORIGINAL,
          "delete original": DELETE_ORIGINAL, "channel create": CREATE, "channel edit": EDIT}
"""The routes showing a move takes (a channel's create: the outbox's, once a follow-up was refused)."""
STATUSES = {"429": (429, None), "500": (500, None), "502": (502, None), "503": (503, None), "504": (504, None),
            "token expired": (401, 50027), "unknown webhook": (404, 10015)}
ADVANCED = re.compile(r"• (red|blue) advanced to (\d+)\.")
LATE = re.compile(r"\n?↪ Shown late: .*$", re.M)
RAW = ("Traceback", "HTTPException", "DiscordServerError", "Internal Server Error", "Service Unavailable")


class _QuickAsyncio:
    """``asyncio`` for discord.py's HTTP modules, whose retry pauses (1 + 2n seconds, ``retry_after``) take no time."""

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    @staticmethod
    async def sleep(delay: float, result: Any = None) -> Any:
        await asyncio.sleep(0)
        return result


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(discord.http, "asyncio", _QuickAsyncio())
    monkeypatch.setattr(discord.webhook.async_, "asyncio", _QuickAsyncio())


async def dispatch(driver: Driver, payload: dict[str, Any]) -> list[Sent]:
    """Like ``Driver.dispatch``, without asking that the placeholder was resolved (Discord may refuse that too)."""
    before = len(driver.api.sent)
    driver.bot._connection.parse_interaction_create(payload)
    await settle()
    return driver.api.sent[before:]


async def move(driver: Driver, seat: str, steps: int = 1, position: int | None = None) -> list[Sent]:
    start = position if position is not None else 0
    payload = driver.payloads.command("aa do", {"action": f"move 1 inf from {start} to {start + steps}"},
                                      user_id=USER[seat])
    return await dispatch(driver, payload)


async def start_race(driver: Driver) -> None:
    await driver.command("game new toy-race", user_id=RED)
    await driver.command("game join", {"seat": "red"}, user_id=RED)
    await driver.command("game join", {"seat": "blue"}, user_id=BLUE)


async def applied(service: GameService) -> list[tuple[str, int]]:
    """Each applied move as (seat, the zone it reached), from the log."""
    table = await service.store.latest_table(CHANNEL_ID)
    assert table is not None
    rows = await service.store.actions(table.id, after=0)
    out, where = [], {"red": 0, "blue": 0}
    for row in rows:
        if row.seat in where and row.kind == "action":
            where[row.seat] = int(row.text.split()[-1])
            out.append((row.seat, where[row.seat]))
    return out


def shown(api: FakeDiscord) -> list[tuple[str, int]]:
    """Each move's result as the channel shows it: (seat, zone) of every public message's lines, with repeats."""
    found = []
    for message in api.messages.values():
        if message["channel_id"] == str(CHANNEL_ID) and not message["flags"] & 64:
            found += [(seat, int(zone)) for seat, zone in ADVANCED.findall(message["content"] or "")]
    return found


def duplicates(api: FakeDiscord) -> list[str]:
    """Public messages of the channel that show the same post twice (the 'shown late' line aside)."""
    texts = [LATE.sub("", m["content"] or "") for m in api.messages.values()
             if m["channel_id"] == str(CHANNEL_ID) and not m["flags"] & 64 and m["content"]]
    return sorted({x for x in texts if texts.count(x) > 1})


def unexpected(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR and r.name.startswith("bot.")
            and "placeholder" not in r.getMessage()]


def raw_errors(api: FakeDiscord) -> list[str]:
    return [m["content"] for m in api.messages.values() if any(w in (m["content"] or "") for w in RAW)]


async def heal_and_deliver(api: FakeDiscord, bot: DdayBot) -> int:
    api.heal()
    return await bot.deliver_due()


SHOWN_BY_DEFAULT = {("callback", "503"), ("follow-up", "429"), ("edit original", "token expired"),
                    ("delete original", "500"), ("channel create", "504"), ("channel edit", "502")}
"""One status per route runs by default; the whole matrix (42 cases, about 10 s) with ``-m slow``."""
MATRIX = [pytest.param(route, status, marks=() if (route, status) in SHOWN_BY_DEFAULT else pytest.mark.slow)
          for route in ROUTES for status in STATUSES]


@pytest.mark.parametrize(("route", "status"), MATRIX)
async def test_each_route_failing_for_good_still_posts_every_applied_move_once(
    driver: Driver, api: FakeDiscord, service: GameService, caplog: pytest.LogCaptureFixture, route: str, status: str
):
    await driver.command("game new toy-race", user_id=RED)
    code, error = STATUSES[status]
    api.outage(*ROUTES[route], status=code, code=error)
    if route == "channel create":
        api.fail_next(*FOLLOWUP, status=502, times=5)  # the first move's post goes to the outbox
    for seat in ("red", "blue"):  # the first join's lobby post resolves the placeholder; the moves' posts ping
        await dispatch(driver, driver.payloads.command("game join", {"seat": seat}, user_id=USER[seat]))
    await move(driver, "red")
    await move(driver, "blue")
    await driver.bot.deliver_due()  # the outbox, while Discord still fails
    assert any(s.status == code for s in api.requests(*ROUTES[route])), "the route was used, and failed"
    await heal_and_deliver(api, driver.bot)
    moves = await applied(service)
    if route == "callback":
        assert moves == [], "a move Discord was never told of is not applied: its player saw it fail"
    else:
        assert moves == [("red", 1), ("blue", 1)]
    assert sorted(shown(api)) == sorted(moves), "every applied move shown, once"
    assert duplicates(api) == [] and unexpected(caplog) == [] and raw_errors(api) == []
    assert not driver.bot.backlog.waiting, "nothing left waiting once Discord took it"


async def test_a_result_queued_says_so_to_its_author_and_in_the_channel(driver: Driver, api: FakeDiscord,
                                                                       service: GameService):
    await start_race(driver)
    api.fail_next(*FOLLOWUP, status=503, times=5)  # the result, past discord.py's five tries
    sent = await move(driver, "red")
    private = [s for s in sent if s.creates_message and s.ephemeral and s.status == 200]
    assert [s.body["content"] for s in private] == [t("err-result-queued", lang="en")]
    (row,) = [n for n in await service.store.notices() if n["kind"] == "result"]
    assert row["sent_at"] is None and f"<@{RED}>" in row["post_json"]
    assert await driver.bot.deliver_due() == 1
    (late,) = [s for s in api.requests(*CREATE) if s.status == 200]
    assert late.body["nonce"] == f"dday-notice-{row['id']}" and late.body["enforce_nonce"] is True
    assert "red advanced to 1" in late.body["content"] and f"Shown late: Discord did not take this post when <@{RED}>" \
        in late.body["content"]
    assert RED in map(int, late.body["allowed_mentions"]["users"]), "the author is pinged by the late post"
    assert await driver.bot.deliver_due() == 0, "delivered once"


async def test_a_later_move_waits_behind_a_queued_result_and_both_come_in_order(driver: Driver, api: FakeDiscord,
                                                                               service: GameService):
    await start_race(driver)
    api.outage(*FOLLOWUP, status=502)
    await move(driver, "red")
    assert driver.bot.backlog.blocks(CHANNEL_ID)
    api.outage(*CREATE, status=502)  # the outbox cannot post either: the next move goes behind, untried
    api.clear()
    await move(driver, "blue")
    assert [s for s in api.requests(*FOLLOWUP) if not s.ephemeral and s.body.get("content", "").startswith("**")] == []
    assert len(driver.bot.backlog.waiting[CHANNEL_ID]) == 2
    api.heal()
    api.clear()
    await move(driver, "red", position=1)  # Discord is back: the two waiting go first, then this one directly
    contents = [s.body["content"] for s in api.sent if s.creates_message and not s.ephemeral]
    assert [ADVANCED.findall(c) for c in contents] == [[("red", "1")], [("blue", "1")], [("red", "2")]]
    assert not driver.bot.backlog.waiting
    assert await driver.bot.deliver_due() == 0 and len(shown(api)) == 3 and duplicates(api) == []


async def test_a_post_that_reached_discord_although_its_answer_was_lost_is_not_posted_again(
    driver: Driver, api: FakeDiscord, service: GameService
):
    await start_race(driver)
    api.fail_next(*FOLLOWUP, status=500, landed=True)  # Discord posts it, but answers 500
    api.fail_next(*FOLLOWUP, status=500, times=4)  # and discord.py's four retries fail
    await move(driver, "red")
    assert [n["kind"] for n in await service.store.notices()] == ["result"]
    assert driver.bot.backlog.checks, "its first request failed uncertainly: it is looked for before it is posted"
    api.clear()
    assert await driver.bot.deliver_due() == 1
    assert api.requests(*CREATE) == [] and api.requests("GET", "/channels/{channel_id}/messages")
    assert shown(api) == [("red", 1)] and duplicates(api) == []
    (row,) = await service.store.notices()
    assert row["sent_at"] is not None


async def test_an_outbox_post_whose_answer_was_lost_is_refused_by_its_nonce_the_second_time(
    driver: Driver, api: FakeDiscord, service: GameService
):
    await start_race(driver)
    api.outage(*FOLLOWUP, status=429)
    await move(driver, "red")
    api.heal()
    api.fail_next(*CREATE, status=503, landed=True)  # the outbox's post lands, its answer is lost
    assert await driver.bot.deliver_due() == 0
    assert await driver.bot.deliver_due() == 1
    first, second = api.requests(*CREATE)
    assert first.landed and second.deduplicated and first.body["nonce"] == second.body["nonce"]
    assert shown(api) == [("red", 1)] and duplicates(api) == []


async def test_a_server_error_keeps_a_notice_waiting_past_the_give_up_count(driver: Driver, api: FakeDiscord,
                                                                            service: GameService):
    await start_race(driver)
    api.outage(*FOLLOWUP, status=503)
    await move(driver, "red")
    api.outage(*CREATE, status=503)
    for _ in range(7):
        assert await driver.bot.deliver_due() == 0
    (row,) = await service.store.notices()
    assert row["attempts"] == 7 and row["failed_at"] is None, "Discord's own failure never gives a result up"
    assert await heal_and_deliver(api, driver.bot) == 1


async def test_a_transport_failure_is_handled_like_a_server_error(driver: Driver, api: FakeDiscord,
                                                                  service: GameService, monkeypatch, caplog):
    await start_race(driver)
    real = api._handle

    async def broken(method: str, url: str, kwargs: dict[str, Any]) -> Any:
        if method == "POST" and "/webhooks/" in url and "/callback" not in url:
            raise asyncio.TimeoutError()
        return await real(method, url, kwargs)

    monkeypatch.setattr(api, "_handle", broken)
    await move(driver, "red")
    monkeypatch.setattr(api, "_handle", real)
    assert await driver.bot.deliver_due() == 1
    assert shown(api) == [("red", 1)] and unexpected(caplog) == []


async def test_a_probe_of_fifty_moves_with_random_failures_posts_each_applied_move_once(
    driver: Driver, api: FakeDiscord, service: GameService, caplog: pytest.LogCaptureFixture
):
    """The issue's probe: races of the toy game, about 50 moves, each move's routes failing at random (for good,
    or after Discord did it); the outbox runs now and then and once Discord heals. Applied moves and moves shown
    are counted race by race: they are equal, nothing is shown twice, and no raw error reached anyone."""
    rng = random.Random(52)
    failures = [(route, status, landed) for route in ("follow-up", "edit original", "delete original", "channel create",
                                                      "channel edit", "callback")
                for status in (429, 500, 502, 503, 504) for landed in (False, True)]
    counted = {"moves": 0, "applied": 0, "shown": 0, "queued": 0}
    while counted["moves"] < 50:
        api.messages.clear()
        await start_race(driver)
        where = {"red": 0, "blue": 0}
        seat = "red"
        while max(where.values()) < toy_game.GOAL:
            for _ in range(rng.choice((0, 0, 1, 2))):
                route, status, landed = rng.choice(failures)
                landed = landed and status >= 500
                # A follow-up that Discord posts but answers 500, then posts again when discord.py retries it by
                # itself and gets its answer, is two messages before the bot hears of either: discord.py's doing,
                # out of the bot's reach. Posted each time with every answer lost, the copies are found and deleted.
                times = 5 if landed and route == "follow-up" else rng.choice((1, 5))
                api.fail_next(*ROUTES[route], status=status, times=times, landed=landed)
            await move(driver, seat, steps=1, position=where[seat])
            counted["moves"] += 1
            table = await service.store.latest_table(CHANNEL_ID)
            if table is not None and table.version > sum(where.values()):  # applied (a refused callback is not)
                where[seat] += 1
                seat = "blue" if seat == "red" else "red"
            if rng.random() < 0.2:
                await driver.bot.deliver_due()
        await heal_and_deliver(api, driver.bot)
        moves = await applied(service)
        counted["applied"] += len(moves)
        counted["shown"] += len(shown(api))
        assert sorted(shown(api)) == sorted(moves) and duplicates(api) == [], "\n=====\n".join(m["content"] for m in api.messages.values())
    counted["queued"] = len([n for n in await service.store.notices() if n["kind"] == "result"])
    assert counted["applied"] == counted["shown"] and counted["applied"] >= 40 and counted["queued"] >= 3, counted
    assert unexpected(caplog) == [] and raw_errors(api) == []
    assert all(n["sent_at"] is not None for n in await service.store.notices()), "the outbox is empty at the end"


@pytest.mark.parametrize("status", (429, 500, 503, 504))
async def test_a_delete_or_a_button_removal_that_fails_is_logged_and_nothing_else(
    driver: Driver, api: FakeDiscord, caplog: pytest.LogCaptureFixture, status: int
):
    """A hand-off ping's deletion and a superseded message's button removal: the post is out either way."""
    caplog.set_level(logging.INFO, "bot.discord")
    api.outage(*DELETE, status=status)
    api.outage(*EDIT, status=status)
    await present.discard(driver.bot, CHANNEL_ID, [1_400_000_000_000_000_123])
    await present.retire(driver.bot, CHANNEL_ID, [1_400_000_000_000_000_124])
    assert [s.status for s in api.requests(*DELETE)][-1] == status and api.requests(*EDIT)[-1].status == status
    assert f"HTTP {status}" in caplog.text and unexpected(caplog) == []


async def test_while_the_database_is_down_a_button_is_answered_at_once_with_the_typed_sentence(
    driver: Driver, api: FakeDiscord, service: GameService, monkeypatch: pytest.MonkeyPatch
):
    await start_race(driver)
    message = next(m for m in reversed(list(api.messages.values())) if m["components"])
    custom_id = message["components"][0]["components"][0]["custom_id"]
    service.tables.rows.clear()

    async def unreachable(*args: Any, **kwargs: Any) -> Any:
        raise StoreUnreachableError("connection refused")

    monkeypatch.setattr(service.store, "latest_table", unreachable)
    monkeypatch.setattr(service.store, "run", unreachable)
    api.clear()
    sent = await driver.press(custom_id, message, user_id=RED)
    assert sent[0].is_callback and sent[0].callback_type == 6, "deferred first, within Discord's three seconds"
    (answer,) = [s for s in sent if s.creates_message]
    assert answer.ephemeral and answer.body["content"] == t("err-unreachable", lang="en")


async def test_while_the_database_is_down_a_game_command_is_answered_with_the_typed_sentence(
    driver: Driver, api: FakeDiscord, service: GameService, monkeypatch: pytest.MonkeyPatch
):
    """A game's command is checked against the channel's game before it is deferred (at most two seconds)."""
    await start_race(driver)
    service.tables.rows.clear()

    async def unreachable(*args: Any, **kwargs: Any) -> Any:
        raise StoreUnreachableError("connection refused")

    monkeypatch.setattr(service.store, "latest_table", unreachable)
    api.clear()
    sent = await move(driver, "red")
    (answer,) = sent
    assert answer.is_callback and answer.callback_type == 4 and answer.ephemeral
    assert answer.body["data"]["content"] == t("err-unreachable", lang="en")
