"""The web server (bot/web/server.py) without a browser: routes, headers, bare 404s, ETag and 304.

The source is a stand-in for the service's two viewer calls, so these tests say what the server does with
whatever the service answers; tests/web/test_browser.py runs the same server over a real service.
"""

from __future__ import annotations

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.service import ServiceError
from bot.web import server
from tests.web.fakes import page_data

TOKEN = "A" * 32
OTHER = "B" * 32


class Source:
    def __init__(self) -> None:
        self.data = page_data(4)
        self.calls: list[tuple[str, ...]] = []

    async def web_page(self, token: str):
        self.calls.append(("page", token))
        if token != TOKEN:
            raise ServiceError("Not found.")
        return self.data

    async def server_page(self, token: str):
        self.calls.append(("index", token))
        if token != TOKEN:
            raise ServiceError("Not found.")
        return {"lang": "en", "channels": ["war-room"], "boards": [], "tables": [
            {"game": "Axis & Allies: D-Day", "channel": "war-room", "status": "active", "free": 0, "ended_at": None,
             "seats": [{"seat": "Axis", "player": "<b>Ann</b>"}], "link": None}]}

    async def web_image(self, token: str, seq: int):
        self.calls.append(("image", token, str(seq)))
        if token != TOKEN or seq not in {p["seq"] for p in self.data["positions"]}:
            raise ServiceError("Not found.")
        return b"RIFF....WEBP", "alt"


    async def web_revealed(self, token: str, seq: int):
        self.calls.append(("revealed", token, str(seq)))
        if token != TOKEN or seq not in {p["seq"] for p in self.data["positions"]}:
            raise ServiceError("Not found.")
        return {"seq": seq, "parts": ["alt"], "seats": [{"seat": "axis", "name": "Axis", "groups": []}], "told": []}

    async def web_revealed_part(self, token: str, seq: int, index: int):
        self.calls.append(("revealed part", token, str(seq), str(index)))
        if token != TOKEN or index != 0:
            raise ServiceError("Not found.")
        return b"RIFF....WEBP", "alt"


@pytest.fixture
async def client():
    source = Source()
    async with TestClient(TestServer(server.make_app(source))) as c:
        c.source = source
        yield c


def common(response) -> None:
    assert response.headers["Server"] == "dday-viewer", "no framework or version banner"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    assert response.headers["X-Robots-Tag"] == "noindex, nofollow"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert "default-src 'none'" in response.headers["Content-Security-Policy"]


async def test_the_page_is_html_with_its_headers_and_images_beside_it(client):
    r = await client.get(f"/g/{TOKEN}")
    assert r.status == 200 and r.content_type == "text/html" and r.charset == "utf-8"
    common(r)
    assert r.headers["Cache-Control"] == "no-cache" and r.headers["ETag"].startswith('"')
    assert r.headers["Content-Security-Policy"] == server.PAGE_POLICY
    body = await r.text()
    assert f'src="{TOKEN}/p/10.webp"' in body  # relative to /g/, so it works behind a path prefix too
    r = await client.get(f"/g/{TOKEN}/")
    assert 'src="p/10.webp"' in await r.text()


async def test_an_unchanged_page_answers_304_and_a_changed_one_a_new_etag(client):
    first = await client.get(f"/g/{TOKEN}")
    etag = first.headers["ETag"]
    again = await client.get(f"/g/{TOKEN}", headers={"If-None-Match": etag})
    assert again.status == 304 and await again.read() == b"" and again.headers["ETag"] == etag
    common(again)
    slash = await client.get(f"/g/{TOKEN}/", headers={"If-None-Match": etag})  # the other address: other images
    assert slash.status == 200 and slash.headers["ETag"] != etag
    client.source.data = page_data(5)  # a move was made
    moved = await client.get(f"/g/{TOKEN}", headers={"If-None-Match": etag})
    assert moved.status == 200 and moved.headers["ETag"] != etag


async def test_an_image_is_webp_and_cached_for_good(client):
    r = await client.get(f"/g/{TOKEN}/p/4.webp")
    assert r.status == 200 and r.content_type == "image/webp" and await r.read() == b"RIFF....WEBP"
    assert r.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    common(r)


@pytest.mark.parametrize("path", [
    f"/g/{OTHER}",                 # unknown or revoked token: the service says not found
    f"/g/{OTHER}/p/4.webp",
    f"/g/{TOKEN}/p/5.webp",        # not one of the game's positions
    f"/g/{TOKEN}/p/-1.webp",
    f"/g/{TOKEN}/p/4.png",
    "/g/short",                    # not a token at all: never reaches the service
    f"/g/{TOKEN}%3Cscript%3E",
    "/g/",
    "/",
    "/../etc/passwd",
    f"/g/{TOKEN}/extra",
])
async def test_every_refusal_is_the_same_bare_404(client, path):
    r = await client.get(path)
    assert r.status == 404 and await r.text() == server.NOT_FOUND
    assert r.headers["Cache-Control"] == "no-store" and r.headers["Content-Security-Policy"] == server.BARE_POLICY
    common(r)


async def test_a_bad_token_never_reaches_the_service_and_other_methods_are_404(client):
    await client.get("/g/short")
    await client.get("/g/" + "A" * 65)
    assert client.source.calls == []
    r = await client.post(f"/g/{TOKEN}", data=b"x")
    assert r.status == 404 and await r.text() == server.NOT_FOUND
    common(r)


async def test_health_and_robots(client):
    r = await client.get("/healthz")
    assert r.status == 200 and await r.text() == "ok\n"
    common(r)
    r = await client.get("/robots.txt")
    assert "Disallow: /" in await r.text()
    r = await client.get("/favicon.ico")
    assert r.status == 204 and await r.read() == b""
    common(r)


async def test_a_failure_is_a_500_without_details_and_the_log_keeps_no_token(client, caplog):
    async def broken(token):
        raise RuntimeError("secret detail")

    client.source.web_page = broken
    r = await client.get(f"/g/{TOKEN}")
    assert r.status == 500 and "secret" not in await r.text()
    common(r)
    assert "failed on /g/{token}" in caplog.text and TOKEN not in caplog.text


async def test_the_server_starts_on_a_port_and_stops():
    running = await server.WebServer.start(Source(), 0, host="127.0.0.1")
    try:
        assert running.port > 0
    finally:
        await running.stop()


async def test_a_new_version_of_the_page_is_a_new_etag(client, monkeypatch):
    """After an upgrade the page's script has a new hash: a cached copy must not be kept with the new policy."""
    etag = (await client.get(f"/g/{TOKEN}")).headers["ETag"]
    monkeypatch.setattr(server, "PAGE_POLICY", server.PAGE_POLICY.replace("script-src 'sha256-", "script-src 'sha256-x"))
    again = await client.get(f"/g/{TOKEN}", headers={"If-None-Match": etag})
    assert again.status == 200 and again.headers["ETag"] != etag


async def raw(port: int, request: bytes) -> bytes:
    """Send ``request`` as it is (a client no library would let us be) and read the whole answer."""
    import asyncio

    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(request)
    await writer.drain()
    answer = await reader.read()
    writer.close()
    return answer


@pytest.mark.parametrize("request_line", [
    b"GET /g/" + TOKEN.encode() + b"x" * 9000 + b" HTTP/1.1",  # a line over 8 KB
    b"GET /g/" + TOKEN.encode() + b" HTTP/1.1 junk",  # not a request line
])
async def test_a_request_it_cannot_read_gets_our_short_400_and_the_log_keeps_no_token(request_line, caplog):
    caplog.set_level("DEBUG")
    running = await server.WebServer.start(Source(), 0, host="127.0.0.1")
    try:
        answer = await raw(running.port, request_line + b"\r\nHost: x\r\n\r\n")
    finally:
        await running.stop()
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.0 400") or head.startswith(b"HTTP/1.1 400")
    headers = dict(line.split(": ", 1) for line in head.decode().split("\r\n")[1:])
    assert headers["Server"] == "dday-viewer" and headers["Referrer-Policy"] == "no-referrer"
    assert headers["X-Content-Type-Options"] == "nosniff" and "default-src 'none'" in headers["Content-Security-Policy"]
    assert body == b"Bad request.\n"
    assert TOKEN not in caplog.text and all(r.levelname in ("DEBUG", "INFO") for r in caplog.records)


async def test_a_servers_index_is_plain_html_under_the_bare_policy_and_an_unknown_one_is_the_bare_404(client):
    r = await client.get(f"/s/{TOKEN}")
    assert r.status == 200 and r.content_type == "text/html"
    common(r)
    assert r.headers["Content-Security-Policy"] == server.BARE_POLICY, "no script, no style, nothing loaded"
    body = await r.text()
    assert "war-room" in body and "&lt;b&gt;Ann&lt;/b&gt;" in body and "<b>Ann</b>" not in body
    r = await client.get(f"/s/{OTHER}")
    assert r.status == 404 and await r.text() == server.NOT_FOUND


async def test_a_revealed_position_is_json_and_its_parts_images_with_the_same_headers(client):
    r = await client.get(f"/g/{TOKEN}/r/10.json")
    assert r.status == 200 and r.content_type == "application/json"
    common(r)
    assert (await r.json())["seats"][0]["name"] == "Axis"
    image = await client.get(f"/g/{TOKEN}/r/10/0.webp")
    assert image.status == 200 and image.content_type == "image/webp" and await image.read() == b"RIFF....WEBP"
    common(image)
    for path in (f"/g/{OTHER}/r/10.json", f"/g/{TOKEN}/r/11.json", f"/g/{TOKEN}/r/10/1.webp", f"/g/{TOKEN}/r/x.json",
                 f"/g/{TOKEN}/r/10/0.png", f"/g/{TOKEN}/r/-1.json"):
        refused = await client.get(path)
        assert refused.status == 404 and await refused.text() == server.NOT_FOUND, path
        common(refused)
