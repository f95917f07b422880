"""``/game link``, ``/game link new:True``, ``/game viewer`` and the phase posts' "View on the web" button (issue #27).

Real discord.py and a real service on SQLite; only the HTTP transport is fake, and every request is validated
against Discord's OpenAPI spec. The answers are private; a link button has a url and no custom id.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService, PageNotFound
from rules.core import find_game
from tests.bot.fake_discord import CHANNEL_ID, GUILD_ID, MANAGE_GUILD, MEMBER_PERMISSIONS, FakeDiscord, Payloads, Sent
from tests.bot.harness import real_table
from tests.conftest import no_render

URL = "https://dday.example.org"
FIRST, SECOND, WATCHER = 611_000_000_000_000_001, 612_000_000_000_000_002, 613_000_000_000_000_003
ADDRESS = re.compile(re.escape(URL) + r"/g/([A-Za-z0-9_-]{32})")
MANAGER = MEMBER_PERMISSIONS | MANAGE_GUILD


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


async def table(api: FakeDiscord, tmp_path: Path, payloads: Payloads, web_url: str | None):
    async for pair in real_table(api, tmp_path, payloads, no_render, "web.sqlite3", web_url=web_url):
        yield pair


@pytest.fixture
async def web(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    async for pair in table(api, tmp_path, payloads, URL):
        yield pair


@pytest.fixture
async def plain(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    async for pair in table(api, tmp_path, payloads, None):
        yield pair


async def lobby(svc: GameService, game: str = "pegasus-bridge") -> list[str]:
    await svc.new_game(CHANNEL_ID, GUILD_ID, FIRST, game, {}, seed=5)
    seats = list(find_game(game).seats_for({}))
    await svc.join(CHANNEL_ID, FIRST, seats[0])
    return seats


def buttons(sent: Sent) -> list[dict[str, Any]]:
    body = sent.message or {}
    return [b for row in body.get("components") or [] for b in row["components"]]


def only_private(api: FakeDiscord) -> str:
    assert api.public_messages == []
    (answer,) = api.ephemeral_messages
    return answer.message.get("content") or ""


async def test_the_phase_post_of_the_start_links_to_its_position(web, api: FakeDiscord):
    driver, svc = web
    seats = await lobby(svc)
    api.clear()
    check(await driver.command("game join", {"seat": seats[1]}, user_id=SECOND))  # the game starts: a phase post
    posted = [s for s in api.public_messages if any(b.get("url") for b in buttons(s))]
    assert posted, "the first phase post carries the link"
    (link,) = [b for b in buttons(posted[0]) if b.get("url")]
    assert link["style"] == 5 and link["label"] == "View on the web" and "custom_id" not in link
    found = ADDRESS.fullmatch(link["url"].split("#")[0])
    assert found and link["url"].endswith("#p=0")
    page = await svc.web_page(found.group(1))
    assert page["positions"][0]["seq"] == 0


async def test_no_link_button_without_a_web_address(plain, api: FakeDiscord):
    driver, svc = plain
    seats = await lobby(svc)
    api.clear()
    check(await driver.command("game join", {"seat": seats[1]}, user_id=SECOND))
    assert api.public_messages
    assert not any(b.get("url") for s in api.public_messages for b in buttons(s))
    api.clear()
    check(await driver.command("game link", user_id=FIRST))
    assert "DDAY_WEB_URL" in only_private(api)


async def test_game_link_answers_privately_with_the_address_and_the_players_names(web, api: FakeDiscord):
    driver, svc = web
    seats = await lobby(svc)
    await svc.join(CHANNEL_ID, SECOND, seats[1])
    api.clear()
    check(await driver.command("game link", user_id=WATCHER))
    text = only_private(api)
    found = ADDRESS.search(text)
    assert found, text
    api.clear()
    check(await driver.command("game link", user_id=FIRST))
    again = ADDRESS.search(only_private(api))
    assert again and again.group(1) == found.group(1), "one address for everyone who can see the channel"
    page = await svc.web_page(found.group(1))
    players = [s["player"] for s in page["seats"]]
    assert players[0] == f"user{FIRST % 10_000}", "the asker's name as the server shows it"
    assert players[1] == "Player 2", "a member the server did not send stays unnamed"


async def test_a_new_link_is_for_the_creator_or_a_manager_and_ends_the_old_one(web, api: FakeDiscord):
    driver, svc = web
    seats = await lobby(svc)
    await svc.join(CHANNEL_ID, SECOND, seats[1])
    old = ADDRESS.search(await svc.web_link(CHANNEL_ID, FIRST, {})).group(1)
    api.clear()
    check(await driver.command("game link", {"new": True}, user_id=SECOND))
    assert "creator or a server manager" in only_private(api)
    assert (await svc.web_page(old))["positions"], "a refusal changes nothing"
    api.clear()
    check(await driver.command("game link", {"new": True}, user_id=WATCHER, permissions=MANAGER))
    new = ADDRESS.search(only_private(api)).group(1)
    assert new != old
    with pytest.raises(PageNotFound):
        await svc.web_page(old)
    api.clear()
    check(await driver.command("game link", {"new": True}, user_id=FIRST))
    assert ADDRESS.search(only_private(api)).group(1) not in (old, new)


async def test_a_manager_turns_the_viewer_off_for_the_server_and_back_on(web, api: FakeDiscord):
    driver, svc = web
    seats = await lobby(svc)
    await svc.join(CHANNEL_ID, SECOND, seats[1])
    token = ADDRESS.search(await svc.web_link(CHANNEL_ID, FIRST, {})).group(1)
    api.clear()
    check(await driver.command("game viewer", {"enabled": False}, user_id=FIRST))
    assert "Manage Server" in only_private(api)
    assert (await svc.web_page(token))["positions"]
    api.clear()
    check(await driver.command("game viewer", {"enabled": False}, user_id=FIRST, permissions=MANAGER))
    assert "off" in only_private(api)
    with pytest.raises(PageNotFound):
        await svc.web_page(token)
    api.clear()
    check(await driver.command("game link", user_id=FIRST))
    assert "turned off" in only_private(api)
    # Phase posts carry no link while it is off.
    loaded = await svc.inspect(CHANNEL_ID)
    prompt = loaded.engine.prompts(loaded.state)[0]
    text = loaded.engine.options(loaded.state, prompt.seat, "")[0].value
    posts = await svc.submit(CHANNEL_ID, loaded.seats[prompt.seat], text, seat=prompt.seat)
    assert not any(b.url for p in posts for b in p.buttons)
    api.clear()
    check(await driver.command("game viewer", {"enabled": True}, user_id=FIRST, permissions=MANAGER))
    assert "on" in only_private(api)
    assert (await svc.web_page(token))["positions"], "the same address works again"


async def test_the_commands_are_described_for_discord(web):
    driver, _ = web
    game = driver.bot.tree.get_command("game")
    link = game.get_command("link")
    (new,) = link.parameters
    assert new.name == "new" and not new.required and "only you" in link.description
    viewer = game.get_command("viewer")
    enabled, public = viewer.parameters
    assert not enabled.required and not public.required and "Manage Server" in viewer.description
    assert public.name == "public" and "public index" in public.description


async def test_a_manager_puts_a_channel_on_the_servers_public_index(web, api: FakeDiscord):
    """``/game viewer public:True`` (issue #50): a manager only; the answer names the index, whose page lists this
    channel's game under the channel's name; ``public:False`` takes it off."""
    driver, svc = web
    seats = await lobby(svc)
    await svc.join(CHANNEL_ID, SECOND, seats[1])
    api.clear()
    check(await driver.command("game viewer", {"public": True}, user_id=FIRST))
    assert "Manage Server" in only_private(api)
    api.clear()
    check(await driver.command("game viewer", {"public": True}, user_id=FIRST, permissions=MANAGER))
    text = only_private(api)
    found = re.search(r"https://dday\.example\.org/s/([A-Za-z0-9_-]{20,64})", text)
    assert found and f"<#{CHANNEL_ID}>" in text, text
    data = await svc.server_page(found.group(1))
    assert data["channels"] == ["normandy"] and [e["status"] for e in data["tables"]] == ["active"]
    api.clear()
    check(await driver.command("game viewer", {"public": False}, user_id=FIRST, permissions=MANAGER))
    assert "no longer" in only_private(api)
    assert (await svc.server_page(found.group(1)))["tables"] == []
    api.clear()
    check(await driver.command("game viewer", user_id=FIRST, permissions=MANAGER))
    assert "Say what to change" in only_private(api)
