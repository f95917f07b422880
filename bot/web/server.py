"""The web viewer's server: aiohttp in the bot process, reading games through the service (issue #27).

Routes:

- ``GET /g/{token}`` (and ``/g/{token}/``): the game's page (:func:`renderer.webpage.build`), ``no-cache`` with an
  ETag, so a browser asks again each time and gets a bodiless 304 when nothing moved;
- ``GET /g/{token}/data.json``: the page's data (with ``status_text``, the status line), ``no-cache`` with an ETag:
  an open page of a game in progress polls it (a bodiless 304 while nothing moved);
- ``GET /g/{token}/record.json``: the game record (``dday-export/1``, without Discord ids) once the game is over;
- ``GET /g/{token}/p/{seq}.webp``: the board at one position, whole (the page without its script shows it); a
  position never changes, so it is cached for a year (``immutable``);
- ``GET /g/{token}/p/{seq}.json``: the parts of one position's board (``{"parts": [alt text, ...]}``, issue #49),
  and ``GET /g/{token}/p/{seq}/{n}.webp`` the image of part ``n``: what the page shows, one under the other; both
  cached like the board;
- ``GET /g/{token}/r/{seq}.json`` and ``GET /g/{token}/r/{seq}/{n}.webp``: a FINISHED game's position revealed (the
  "show everything" switch, :mod:`bot.service.reveal`): its parts' alt texts, each seat's hidden things in words and
  the events told to one seat, and the revealed parts' images; the same bare 404 for any other game;
- ``GET /healthz``: ``ok``, for a load balancer or a container's health check; ``GET /robots.txt``: keep out;
  ``GET /favicon.ico``: 204, nothing.

An unknown, revoked or switched-off token, a position that is not one of the game's, any other path or method: the
same bare 404, which says nothing about why (a token cannot be told apart from a revoked one, nor a game's
existence guessed). Every reply carries ``Referrer-Policy: no-referrer`` (the token never leaves in a Referer),
``X-Robots-Tag: noindex, nofollow``, ``X-Content-Type-Options: nosniff`` and a Content-Security-Policy. The page's
policy allows its one inline style and one inline script by their SHA-256 hashes, not ``'unsafe-inline'``: the
blocks are fixed files (``renderer/web_assets``), so their hashes are known once, and a value of the game data that
somehow became markup could still not run.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from aiohttp import web

from bot.service import ServiceError
from renderer import webindex, webpage

log = logging.getLogger(__name__)

TOKEN = r"[A-Za-z0-9_-]{20,64}"
"""What a token looks like in a path (the service checks it again); anything else is not a route: a 404."""
NOT_FOUND = "Not found.\n"
COMMON_HEADERS = {
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
    "X-Content-Type-Options": "nosniff",
}
BARE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
"""The policy of every reply that is not the page (an image, a 404, the health check): it may load nothing."""
PAGE_POLICY = webpage.content_security_policy()
IMMUTABLE = "public, max-age=31536000, immutable"
SERVER = "dday-viewer"
"""The ``Server`` header of every reply: no framework or version banner (aiohttp's own says both)."""
BAD_REQUEST = "Bad request.\n"


class Source(Protocol):
    """What the server reads: the service's two viewer calls (``GameService``)."""

    def web_page(self, token: str) -> Awaitable[dict[str, Any] | None]: ...

    def web_image(self, token: str, seq: int) -> Awaitable[tuple[bytes, str] | None]: ...

    def server_page(self, token: str) -> Awaitable[dict[str, Any]]: ...

    def web_record(self, token: str) -> Awaitable[dict[str, Any] | None]: ...

    def web_parts(self, token: str, seq: int) -> Awaitable[list[str] | None]: ...

    def web_part(self, token: str, seq: int, index: int) -> Awaitable[tuple[bytes, str] | None]: ...

    def web_revealed(self, token: str, seq: int) -> Awaitable[dict[str, Any] | None]: ...

    def web_revealed_part(self, token: str, seq: int, index: int) -> Awaitable[tuple[bytes, str] | None]: ...


def not_found() -> web.Response:
    return web.Response(status=404, text=NOT_FOUND, headers={"Cache-Control": "no-store"})


@web.middleware
async def guard(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
    """The same headers on every reply; every refusal (no route, wrong method, unknown token) is the bare 404."""
    try:
        response = await handler(request)
    except web.HTTPException:
        response = not_found()
    except Exception:
        resource = request.match_info.route.resource
        log.exception("The web viewer failed on %s", resource.canonical if resource else "?")  # never the token
        response = web.Response(status=500, text="Something went wrong.\n", headers={"Cache-Control": "no-store"})
    response.headers.update(COMMON_HEADERS)
    response.headers["Server"] = SERVER
    response.headers.setdefault("Content-Security-Policy", BARE_POLICY)
    return response


class QuietHandler(web.RequestHandler):
    """One connection's handler whose refusals of a request it could not even read (a line over 8 KB, a malformed
    request line or header) are ours: a short 400 with the same headers as every reply, and one log line at INFO
    that names neither the path nor the exception's text (both may hold a game's secret token). aiohttp's own
    answer echoes the request line, lacks the security headers, and logs an ERROR traceback quoting it."""

    def handle_error(
        self, request: web.BaseRequest, status: int = 500, exc: BaseException | None = None, message: str | None = None
    ) -> web.StreamResponse:
        log.info("The web viewer refused a request it could not read (%s, %s)", status, type(exc).__name__)
        if request.writer.output_size > 0:  # some of a reply went out: the connection is broken, as aiohttp says
            raise ConnectionError("a reply was already on its way")
        text = BAD_REQUEST if 400 <= status < 500 else "Something went wrong.\n"
        response = web.Response(status=status, text=text, headers={
            **COMMON_HEADERS, "Server": SERVER, "Cache-Control": "no-store", "Content-Security-Policy": BARE_POLICY,
        })
        response.force_close()
        return response


class QuietServer(web.Server):
    """aiohttp's low-level server, making :class:`QuietHandler` connections."""

    def __call__(self) -> web.RequestHandler:
        return QuietHandler(self, loop=self._loop, **self._kwargs)


class QuietRunner(web.AppRunner):
    """An application runner whose server is a :class:`QuietServer` (aiohttp builds a plain ``Server`` and offers
    no setting for its handler's class: the one it built becomes ours, nothing else changed)."""

    async def _make_server(self) -> web.Server:
        server = await super()._make_server()
        server.__class__ = QuietServer
        return server


def make_app(source: Source) -> web.Application:
    """The web application over ``source`` (the service)."""

    async def page(request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        try:
            data = await source.web_page(token)
        except ServiceError:
            data = None
        if data is None:
            return not_found()
        base = "p/" if request.path.endswith("/") else f"{token}/p/"
        # The ETag covers what the page is made of: the data, where its images are, and the page's own code (a
        # new version of the bot must not answer 304 with a policy whose hashes the cached page does not match).
        made_of = json.dumps([data, base, PAGE_POLICY], sort_keys=True, separators=(",", ":")).encode()
        etag = '"' + hashlib.sha256(made_of).hexdigest()[:32] + '"'
        headers = {"Cache-Control": "no-cache", "ETag": etag, "Content-Security-Policy": PAGE_POLICY}
        if etag in [t.strip() for t in request.headers.get("If-None-Match", "").split(",")]:
            return web.Response(status=304, headers=headers)
        html = webpage.build(data, None, image_base=base)
        return web.Response(text=html, content_type="text/html", charset="utf-8", headers=headers)

    async def news(request: web.Request) -> web.StreamResponse:
        """The page's data as JSON, for an open page following a game in progress: a 304 while nothing moved."""
        try:
            data = await source.web_page(request.match_info["token"])
        except ServiceError:
            data = None
        if data is None:
            return not_found()
        lang = webpage.language(data)
        body = json.dumps(dict(data, status_text=webpage.status_line(data, lang)), ensure_ascii=False,
                          separators=(",", ":")).encode()
        etag = '"' + hashlib.sha256(body).hexdigest()[:32] + '"'
        headers = {"Cache-Control": "no-cache", "ETag": etag}
        if etag in [t.strip() for t in request.headers.get("If-None-Match", "").split(",")]:
            return web.Response(status=304, headers=headers)
        return web.Response(body=body, content_type="application/json", charset="utf-8", headers=headers)

    async def record(request: web.Request) -> web.StreamResponse:
        """The game record of a game that is over (the seed in it), as a file to save."""
        try:
            found = await source.web_record(request.match_info["token"])
        except ServiceError:
            found = None
        if found is None:
            return not_found()
        name = "".join(c for c in str(found.get("game") or "game") if c.isascii() and (c.isalnum() or c == "-"))
        return web.Response(
            body=json.dumps(found, ensure_ascii=False, indent=1).encode(), content_type="application/json",
            charset="utf-8", headers={"Cache-Control": "no-cache",
                                      "Content-Disposition": f'attachment; filename="{name or "game"}-record.json"'},
        )

    async def image(request: web.Request) -> web.StreamResponse:
        token, seq = request.match_info["token"], int(request.match_info["seq"])
        try:
            found = await source.web_image(token, seq)
        except ServiceError:
            found = None
        if found is None:
            return not_found()
        data, _alt = found
        return web.Response(body=data, content_type="image/webp", headers={"Cache-Control": IMMUTABLE})

    async def parts(request: web.Request) -> web.StreamResponse:
        """The alt texts of a position's parts: how many images the page shows for it, and what each shows."""
        try:
            found = await source.web_parts(request.match_info["token"], int(request.match_info["seq"]))
        except ServiceError:
            found = None
        if found is None:
            return not_found()
        body = json.dumps({"parts": found}, ensure_ascii=False, separators=(",", ":")).encode()
        return web.Response(body=body, content_type="application/json", charset="utf-8",
                            headers={"Cache-Control": IMMUTABLE})

    async def part(request: web.Request) -> web.StreamResponse:
        token, seq, index = request.match_info["token"], int(request.match_info["seq"]), int(request.match_info["n"])
        try:
            found = await source.web_part(token, seq, index)
        except ServiceError:
            found = None
        if found is None:
            return not_found()
        return web.Response(body=found[0], content_type="image/webp", headers={"Cache-Control": IMMUTABLE})

    async def revealed(request: web.Request) -> web.StreamResponse:
        """A finished game's position revealed: its parts, the seats' hidden things, what each was told alone."""
        try:
            found = await source.web_revealed(request.match_info["token"], int(request.match_info["seq"]))
        except ServiceError:
            found = None
        if found is None:
            return not_found()
        body = json.dumps(found, ensure_ascii=False, separators=(",", ":")).encode()
        return web.Response(body=body, content_type="application/json", charset="utf-8",
                            headers={"Cache-Control": "no-cache"})

    async def revealed_part(request: web.Request) -> web.StreamResponse:
        token, seq, index = request.match_info["token"], int(request.match_info["seq"]), int(request.match_info["n"])
        try:
            found = await source.web_revealed_part(token, seq, index)
        except ServiceError:
            found = None
        if found is None:
            return not_found()
        return web.Response(body=found[0], content_type="image/webp", headers={"Cache-Control": "no-cache"})

    async def index(request: web.Request) -> web.StreamResponse:
        """A server's public index (issue #50): plain HTML, no script, under the bare policy."""
        try:
            data = await source.server_page(request.match_info["token"])
        except ServiceError:
            return not_found()
        return web.Response(text=webindex.build(data), content_type="text/html", charset="utf-8",
                            headers={"Cache-Control": "no-cache"})

    async def health(request: web.Request) -> web.StreamResponse:
        return web.Response(text="ok\n", headers={"Cache-Control": "no-store"})

    async def robots(request: web.Request) -> web.StreamResponse:
        return web.Response(text="User-agent: *\nDisallow: /\n")

    async def no_icon(request: web.Request) -> web.StreamResponse:
        return web.Response(status=204, headers={"Cache-Control": "public, max-age=86400"})

    app = web.Application(middlewares=[guard])
    app.router.add_get(f"/g/{{token:{TOKEN}}}", page)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/", page)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/p/{{seq:[0-9]{{1,12}}}}.webp", image)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/p/{{seq:[0-9]{{1,12}}}}.json", parts)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/p/{{seq:[0-9]{{1,12}}}}/{{n:[0-9]{{1,4}}}}.webp", part)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/r/{{seq:[0-9]{{1,12}}}}.json", revealed)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/r/{{seq:[0-9]{{1,12}}}}/{{n:[0-9]{{1,4}}}}.webp", revealed_part)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/data.json", news)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/record.json", record)
    app.router.add_get(f"/s/{{token:{TOKEN}}}", index)
    app.router.add_get("/healthz", health)
    app.router.add_get("/robots.txt", robots)
    app.router.add_get("/favicon.ico", no_icon)  # browsers ask for it with every page: no icon, and no 404 each time
    return app


class WebServer:
    """The running server: ``await WebServer.start(source, port)``, later ``await server.stop()``."""

    def __init__(self, runner: web.AppRunner, site: web.TCPSite) -> None:
        self.runner = runner
        self.site = site

    @classmethod
    async def start(cls, source: Source, port: int, host: str = "0.0.0.0") -> WebServer:
        runner = QuietRunner(make_app(source), access_log=None)  # no access log: it would keep the tokens
        await runner.setup()
        site = web.TCPSite(runner, host, port)
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        log.info("Web viewer listening on %s:%s", host, port)
        return cls(runner, site)

    @property
    def port(self) -> int:
        """The port it listens on (the real one when started on port 0)."""
        addresses = self.runner.addresses
        return int(addresses[0][1]) if addresses else 0

    async def stop(self) -> None:
        await self.runner.cleanup()
