"""A server's public index (issue #50) on both stores: only the channels a manager made public, their tables and
the leaderboards of their games; nothing of another channel; gone when the viewer is off."""

from __future__ import annotations

import pytest

from bot.service import GameService
from bot.service.errors import PermissionDeniedError
from bot.service.viewer import PageNotFound
from renderer import webindex
from tests.backends import both_backends, url_as_db_path

backend, db_path = both_backends, url_as_db_path

GUILD = 21
OPEN_CH, PLAY_CH, SECRET_CH = 2101, 2102, 2103
ANN, BOB, CLEO = 3001, 3002, 3003


@pytest.fixture
async def svc(db_path):
    service = await GameService.open(db_path, web_url="https://dday.example.org", render=lambda view: (None, ""))
    yield service
    await service.close()


async def test_the_index_shows_only_public_channels_and_their_leaderboards(svc: GameService) -> None:
    await svc.new_game(OPEN_CH, GUILD, ANN, "dday-dice", {"players": "2"}, seed=1)
    await svc.join(OPEN_CH, ANN, "unit1")
    await svc.new_game(PLAY_CH, GUILD, ANN, "aa-dday", {"players": "2"}, seed=1)
    await svc.join(PLAY_CH, ANN, "axis")
    await svc.join(PLAY_CH, BOB, "allies")
    await svc.web_link(PLAY_CH, ANN, {ANN: "Ann", BOB: "Bob"})  # the names a page may show
    await svc.resign(PLAY_CH, BOB)  # Ann (Axis) wins: a rated game
    await svc.new_game(SECRET_CH, GUILD, CLEO, "aa-dday", {"players": "2"}, seed=2)
    await svc.join(SECRET_CH, CLEO, "axis")
    await svc.join(SECRET_CH, BOB, "allies")
    await svc.resign(SECRET_CH, BOB)
    with pytest.raises(PermissionDeniedError):
        await svc.publish_channel(GUILD, OPEN_CH, "recruiting", True, False, "en")
    said = await svc.publish_channel(GUILD, OPEN_CH, "recruiting", True, True, "en")
    address = said.split(": ", 1)[1].split(". ", 1)[0]
    assert address.startswith("https://dday.example.org/s/") and f"<#{OPEN_CH}>" in said
    again = await svc.publish_channel(GUILD, PLAY_CH, "war-room", True, True, "en")
    assert address in again, "one index per server"
    token = address.rsplit("/", 1)[1]
    data = await svc.server_page(token)
    assert data["channels"] == ["recruiting", "war-room"]
    assert [(e["channel"], e["status"]) for e in data["tables"]] == [("recruiting", "lobby"), ("war-room", "finished")]
    lobby, ended = data["tables"]
    assert lobby["free"] == 1 and lobby["link"] is None
    assert {s["player"] for s in ended["seats"]} == {"Ann", "Bob"} and ended["link"].startswith("https://dday.example.org/g/")
    (board,) = data["boards"]
    assert [r["name"] for r in board["rows"]] == ["Ann", "Bob"], "Cleo played only in a channel that is not public"
    page = webindex.build(data)
    assert "war-room" in page and "Cleo" not in page and str(SECRET_CH) not in page and "<script" not in page
    # taken off the index: its games go; the viewer off: no index at all; an unknown token: none either
    await svc.publish_channel(GUILD, PLAY_CH, "war-room", False, True, "en")
    data = await svc.server_page(token)
    assert data["channels"] == ["recruiting"] and data["boards"] == []
    await svc.set_server_viewer(GUILD, False, True)
    with pytest.raises(PageNotFound):
        await svc.server_page(token)
    with pytest.raises(PageNotFound):
        await svc.server_page("x" * 32)
