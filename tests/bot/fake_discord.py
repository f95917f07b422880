"""A stand-in for Discord's HTTP API at the transport: the aiohttp session.

Everything above it is the real discord.py: ``HTTPClient.request`` (login,
command sync, channel messages) and the webhook adapter (interaction
callbacks and follow-ups) both end in ``session.request(method, url, ...)``.
:class:`FakeDiscord` replaces that session, serialises the body exactly as
aiohttp would put it on the wire (JSON text, or the multipart form read back
part by part), records it as a :class:`Sent`, and answers with plausible JSON
so discord.py carries on as if Discord had accepted it.

Interactions are fed in the other direction with :meth:`Payloads.*` raw
gateway dicts, through ``bot._connection.parse_interaction_create`` (the
same entry point the gateway uses).
"""

from __future__ import annotations

import asyncio
import email.parser
import email.policy
import itertools
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

import aiohttp
from multidict import CIMultiDict

from tests.bot import openapi
from tests.bot.fake_guild import FakeGuild

BASE = "https://discord.com/api/v10"

APP_ID = 1_300_000_000_000_000_001
BOT_USER_ID = APP_ID
GUILD_ID = 1_300_000_000_000_000_002
CHANNEL_ID = 1_300_000_000_000_000_003
DM_CHANNEL_ID = 1_300_000_000_000_000_009
OWNER_ID = 1_300_000_000_000_000_004

MANAGE_GUILD = 1 << 5
MEMBER_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 31)  # view channel, send messages, use application commands


def user_json(user_id: int, name: str | None = None, *, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": name or f"user{user_id % 10_000}",
        "discriminator": "0",
        "global_name": None,
        "avatar": None,
        "bot": bot,
        "public_flags": 0,
    }


@dataclass(frozen=True)
class Picked:
    """A user picked for a slash command's user option (type 6), e.g. ``{"user": Picked(ANN)}``."""

    user_id: int


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat()


@dataclass
class Failure:
    """One answer the fake gives instead of success (:meth:`FakeDiscord.fail_next`, :meth:`FakeDiscord.outage`)."""

    status: int
    payload: Any
    landed: bool = False
    """Do what was asked first, then answer with the error (Discord's answer lost on the way back)."""


ERRORS: dict[int, tuple[str, int]] = {
    400: ("Invalid Form Body", 50035),
    401: ("Invalid Webhook Token", 50027),
    403: ("Missing Permissions", 50013),
    404: ("Unknown Webhook", 10015),
    500: ("Internal Server Error", 0),
    502: ("Bad Gateway", 0),
    503: ("Service Unavailable", 0),
    504: ("Gateway Timeout", 0),
}
"""The message and code of each status the tests make Discord answer with."""


def error_payload(status: int, code: int | None = None, retry_after: float = 0.01) -> dict[str, Any]:
    """The JSON Discord answers ``status`` with (a 429 says when to try again)."""
    if status == 429:
        return {"message": "You are being rate limited.", "retry_after": retry_after, "global": False, "code": 0}
    message, default = ERRORS.get(status, ("Error", 0))
    return {"message": message, "code": default if code is None else code}


@dataclass
class Sent:
    """One request discord.py put on the wire."""

    method: str
    url: str
    path: str
    params: dict[str, str]
    content_type: str | None
    body: Any
    """Parsed JSON body, or the parsed ``payload_json`` part of a multipart body."""
    files: list[tuple[str, str, bytes]] = field(default_factory=list)
    """(form field name, filename, bytes) of every file part."""
    shown_ephemeral: bool | None = None
    """For a follow-up that resolved a deferred "thinking" placeholder: the placeholder's visibility,
    which Discord applies whatever flags the follow-up carries."""
    resolves_placeholder: bool = False
    """An edit of the original response that turned the "thinking" placeholder into this message."""
    answer: Any = None
    """What the fake Discord answered (a created message's JSON: its ``id``, ``channel_id``)."""
    status: int = 200
    """The HTTP status the fake Discord answered with."""
    landed: bool = False
    """Discord did what was asked although its answer was an error (the answer was lost on the way back)."""
    deduplicated: bool = False
    """A message create whose nonce an earlier message of the channel carries: Discord returned that one."""

    @property
    def template(self) -> str:
        return openapi.match_template(self.method, self.path)

    @property
    def message(self) -> dict[str, Any] | None:
        """The message fields of this request (callback ``data``, or the webhook/edit/channel body)."""
        if not isinstance(self.body, dict):
            return None
        if self.path.endswith("/callback"):
            return self.body.get("data")
        return self.body

    @property
    def flagged_ephemeral(self) -> bool:
        message = self.message or {}
        return bool((message.get("flags") or 0) & 64)

    @property
    def ephemeral(self) -> bool:
        """Whether Discord shows the message to its invoker only (see :attr:`shown_ephemeral`)."""
        return self.flagged_ephemeral if self.shown_ephemeral is None else self.shown_ephemeral

    @property
    def is_followup(self) -> bool:
        return self.method == "POST" and self.template == "/webhooks/{webhook_id}/{webhook_token}"

    @property
    def is_callback(self) -> bool:
        return self.template == "/interactions/{interaction_id}/{interaction_token}/callback"

    @property
    def callback_type(self) -> int | None:
        return self.body.get("type") if self.is_callback else None

    @property
    def creates_message(self) -> bool:
        """A request that posts a new message somewhere (follow-up, channel send, type 4 reply)."""
        if self.is_followup:
            return True
        if self.method == "POST" and self.template == "/channels/{channel_id}/messages":
            return True
        if self.resolves_placeholder:
            return True
        return self.is_callback and self.callback_type == 4

    def validate(self) -> str:
        """Validate the body against the spec's request schema for this route; return the template."""
        media = "multipart/form-data" if self.content_type and self.content_type.startswith("multipart/") else "application/json"
        return openapi.validate(self.method, self.path, self.body, media)


class FakeResponse:
    def __init__(self, status: int, payload: Any) -> None:
        self.status = status
        self.reason = "OK" if status < 400 else "Error"
        self._text = "" if payload is None else json.dumps(payload)
        self.headers: CIMultiDict[str] = CIMultiDict()
        if payload is not None:
            self.headers["content-type"] = "application/json"
        if status == 429:  # Discord's own rate limit answers come through its proxy (discord.py checks for it)
            self.headers["Via"] = "1.1 google"

    async def text(self, encoding: str | None = None) -> str:
        return self._text

    async def json(self, **_: Any) -> Any:
        return json.loads(self._text) if self._text else None

    def release(self) -> None:
        pass


class _RequestContext:
    def __init__(self, api: FakeDiscord, method: str, url: str, kwargs: dict[str, Any]) -> None:
        self.api, self.method, self.url, self.kwargs = api, method, url, kwargs

    async def __aenter__(self) -> FakeResponse:
        return await self.api._handle(self.method, self.url, self.kwargs)

    async def __aexit__(self, *exc: Any) -> None:
        return None


class FakeSession:
    """What discord.py believes is its ``aiohttp.ClientSession``."""

    def __init__(self, api: FakeDiscord) -> None:
        self.api = api
        self.closed = False

    def request(self, method: str, url: str, **kwargs: Any) -> _RequestContext:
        return _RequestContext(self.api, method, str(url), kwargs)

    async def close(self) -> None:
        self.closed = True


class FakeDiscord:
    """Records every request and answers like Discord would."""

    def __init__(self) -> None:
        self.sent: list[Sent] = []
        self.failures: dict[tuple[str, str], list[Failure]] = {}
        """(METHOD, template) -> answers to give, once each, instead of success."""
        self.outages: dict[tuple[str, str], Failure] = {}
        """(METHOD, template) -> the answer every such request gets until :meth:`heal` (a failure for good)."""
        self.nonces: dict[tuple[str, str], int] = {}
        """(channel id, nonce) -> the message created with it: a create with ``enforce_nonce`` and a nonce seen
        before returns that message instead of posting a second one, as Discord does for a few minutes."""
        self.originals: dict[str, int] = {}
        """Interaction token -> the id of the message its original response became."""
        self.interactions: dict[str, int] = {}
        """Interaction token -> the interaction's id (from its callback), for the messages' ``interaction_metadata``."""
        self._ids = itertools.count(1_400_000_000_000_000_000)
        self.messages: dict[int, dict[str, Any]] = {}
        self.threads: dict[int, dict[str, Any]] = {}
        """Threads opened with "Start Thread without Message", by id."""
        self.guild = FakeGuild(GUILD_ID)
        """The server's roles and channels (``GET /guilds/{id}``, ``GET /guilds/{id}/channels``), issue #50."""
        self.thread_members: dict[int, list[int]] = {}
        """Thread id -> the users added to it ("Add Thread Member"), in order."""
        self.slow: dict[tuple[str, str], float] = {}
        """(METHOD, template) -> seconds every such request takes (Discord's latency, to let work interleave)."""
        self.loading: dict[str, bool] = {}
        """Interaction token -> ephemeral flag of a deferred "thinking" placeholder not yet resolved.

        Discord's rule: the first follow-up after a type 5 deferral replaces the
        placeholder and keeps *its* visibility; deleting or editing the original
        response resolves it too."""

    # -- what the tests look at ----------------------------------------------

    def fail_next(
        self, method: str, template: str, status: int = 400, code: int | None = None, *, times: int = 1,
        landed: bool = False, retry_after: float = 0.01,
    ) -> None:
        """Make the next ``times`` ``method template`` requests fail with ``status`` (``code``: Discord's error code;
        a 429 says to retry after ``retry_after`` seconds). ``landed``: Discord did it, but its answer is the error."""
        failure = Failure(status, error_payload(status, code, retry_after), landed)
        self.failures.setdefault((method, template), []).extend([failure] * times)

    def outage(
        self, method: str, template: str, status: int = 503, code: int | None = None, *, landed: bool = False
    ) -> None:
        """Make every ``method template`` request fail with ``status`` until :meth:`heal` (a failure for good)."""
        self.outages[(method, template)] = Failure(status, error_payload(status, code), landed)

    def heal(self) -> None:
        """Discord answers again: every outage and queued failure ends."""
        self.outages.clear()
        self.failures.clear()

    def session_factory(self, *args: Any, **kwargs: Any) -> FakeSession:
        return FakeSession(self)

    def clear(self) -> None:
        self.sent.clear()

    def requests(self, method: str | None = None, template: str | None = None) -> list[Sent]:
        return [s for s in self.sent if (method is None or s.method == method) and (template is None or s.template == template)]

    @property
    def new_messages(self) -> list[Sent]:
        return [s for s in self.sent if s.creates_message]

    @property
    def public_messages(self) -> list[Sent]:
        return [s for s in self.new_messages if not s.ephemeral]

    @property
    def ephemeral_messages(self) -> list[Sent]:
        return [s for s in self.new_messages if s.ephemeral]

    def next_id(self) -> int:
        return next(self._ids)

    # -- the transport ---------------------------------------------------------

    async def _decode(self, kwargs: dict[str, Any]) -> tuple[str | None, Any, list[tuple[str, str, bytes]]]:
        data = kwargs.get("data")
        headers = kwargs.get("headers") or {}
        if data is None:
            return None, None, []
        if isinstance(data, aiohttp.FormData):
            writer = data()
            raw = await writer.as_bytes()
            content_type = writer.content_type
            message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
                f"Content-Type: {content_type}\r\n\r\n".encode() + raw
            )
            body: Any = None
            files: list[tuple[str, str, bytes]] = []
            for part in message.iter_parts():
                name = part.get_param("name", header="content-disposition")
                filename = part.get_param("filename", header="content-disposition")
                payload = part.get_payload(decode=True) or b""
                if name == "payload_json":
                    body = json.loads(payload.decode("utf-8"))
                elif filename is not None:
                    files.append((str(name), str(filename), payload))
                else:
                    raise AssertionError(f"unexpected multipart field {name!r}")
            return content_type, body, files
        if isinstance(data, (bytes, bytearray)):
            data = data.decode("utf-8")
        if headers.get("Content-Type") == "application/json":
            return "application/json", json.loads(data), []
        raise AssertionError(f"unexpected request body {data!r}")

    async def _handle(self, method: str, url: str, kwargs: dict[str, Any]) -> FakeResponse:
        await asyncio.sleep(0)
        content_type, body, files = await self._decode(kwargs)
        params = {str(k): str(v) for k, v in (kwargs.get("params") or {}).items()}
        sent = Sent(method, url, openapi.strip_prefix(url), params, content_type, body, files)
        template = sent.template
        if (method, template) in self.slow:
            await asyncio.sleep(self.slow[(method, template)])
        self.sent.append(sent)
        queued = self.failures.get((method, template))
        failure = queued.pop(0) if queued else self.outages.get((method, template))
        if failure is not None and not failure.landed:
            sent.status = failure.status
            return FakeResponse(failure.status, failure.payload)
        self._track_placeholder(sent, template)
        status, payload = self._answer(sent, template)
        if failure is not None:  # done, but the answer that says so never arrives
            sent.landed = 200 <= status < 300
            sent.status = failure.status
            return FakeResponse(failure.status, failure.payload)
        sent.answer, sent.status = payload, status
        return FakeResponse(status, payload)

    def _track_placeholder(self, sent: Sent, template: str) -> None:
        segments = sent.path.strip("/").split("/")
        if sent.is_callback:
            self.interactions[segments[2]] = int(segments[1])
            if sent.body.get("type") == 5:
                self.loading[segments[2]] = sent.flagged_ephemeral
        elif template == "/webhooks/{webhook_id}/{webhook_token}/messages/@original" and sent.method in ("DELETE", "PATCH"):
            was = self.loading.pop(segments[2], None)
            if sent.method == "PATCH" and was is not None:
                sent.shown_ephemeral = was
                sent.resolves_placeholder = True
        elif sent.is_followup and segments[2] in self.loading:
            sent.shown_ephemeral = self.loading.pop(segments[2])

    # -- answers -------------------------------------------------------------

    def _answer(self, sent: Sent, template: str) -> tuple[int, Any]:
        segments = sent.path.strip("/").split("/")
        if sent.method == "GET" and template == "/users/@me":
            return 200, user_json(BOT_USER_ID, "dday-bot", bot=True)
        if sent.method == "GET" and template == "/users/{user_id}":
            return 200, user_json(int(segments[1]))
        if sent.method == "POST" and template == "/users/@me/channels":
            recipient = int(sent.body["recipient_id"])
            return 200, {"id": str(DM_CHANNEL_ID), "type": 1, "recipients": [user_json(recipient)], "last_message_id": None}
        if sent.method == "GET" and template == "/oauth2/applications/@me":
            return 200, self.application()
        if sent.method == "PUT" and template.endswith("/commands"):
            guild_id = segments[3] if "/guilds/" in template else None
            return 200, [self.command(c, guild_id) for c in sent.body]
        if sent.method == "POST" and sent.is_callback:
            return 200, self.callback(segments[1], sent.body)
        if sent.method == "GET" and template == "/channels/{channel_id}":
            return 200, self.channel(segments[1])
        if sent.method == "GET" and template == "/guilds/{guild_id}":
            return 200, self.guild.guild_json()
        if sent.method == "GET" and template == "/guilds/{guild_id}/channels":
            return 200, self.guild.channels_json()
        if sent.method == "POST" and template == "/channels/{channel_id}/threads":
            return 201, self.thread(sent, segments[1])
        if sent.method == "PUT" and template == "/channels/{channel_id}/thread-members/{user_id}":
            self.thread_members.setdefault(int(segments[1]), []).append(int(segments[3]))
            return 204, None
        if sent.method == "PATCH" and template == "/channels/{channel_id}/messages/{message_id}":
            return self.edit(int(segments[3]), sent.body or {}, sent.files)
        if sent.method == "GET" and template == "/channels/{channel_id}/messages":
            return 200, self.history(segments[1], int(sent.params.get("limit", 50)))
        if sent.method == "GET" and template == "/webhooks/{webhook_id}/{webhook_token}/messages/@original":
            original = self.messages.get(self.originals.get(segments[2], 0))
            return (200, original) if original is not None else (404, {"message": "Unknown Message", "code": 10008})
        if sent.method == "POST" and template == "/channels/{channel_id}/messages" and (sent.body or {}).get("enforce_nonce"):
            earlier = self.messages.get(self.nonces.get((segments[1], str(sent.body.get("nonce"))), 0))
            if earlier is not None:
                sent.deduplicated = True
                return 200, earlier
        if sent.method == "DELETE" and template == "/channels/{channel_id}/messages/{message_id}":
            if self.messages.pop(int(segments[3]), None) is None:
                return 404, {"message": "Unknown Message", "code": 10008}
            return 204, None
        if sent.method == "DELETE":
            return 204, None
        if sent.method in ("POST", "PATCH") and (template.startswith("/webhooks/") or template == "/channels/{channel_id}/messages"):
            channel = segments[1] if template.startswith("/channels/") else str(CHANNEL_ID)
            data = self.message(sent, channel)
            if template.startswith("/webhooks/") and segments[2] in self.interactions:
                data["interaction_metadata"] = {
                    "id": str(self.interactions[segments[2]]), "type": 2, "user": user_json(OWNER_ID),
                    "authorizing_integration_owners": {"0": str(GUILD_ID)},
                }
            if template.endswith("/messages/@original") and sent.method == "PATCH":
                self.messages.pop(self.originals.get(segments[2], 0), None)  # the same message, edited
                self.originals[segments[2]] = int(data["id"])
            if template == "/channels/{channel_id}/messages" and (sent.body or {}).get("nonce") is not None:
                self.nonces[(channel, str(sent.body["nonce"]))] = int(data["id"])
            return 200, data
        return 404, {"message": f"Unknown route {sent.method} {sent.path}", "code": 0}

    def application(self) -> dict[str, Any]:
        return {
            "id": str(APP_ID),
            "name": "dday-bot",
            "icon": None,
            "description": "",
            "summary": "",
            "rpc_origins": [],
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": user_json(OWNER_ID, "owner"),
            "verify_key": "0" * 64,
            "flags": 0,
            "team": None,
        }

    def command(self, payload: dict[str, Any], guild_id: str | None) -> dict[str, Any]:
        data = {
            **payload,
            "id": str(self.next_id()),
            "application_id": str(APP_ID),
            "version": str(self.next_id()),
            "type": payload.get("type", 1),
            "default_member_permissions": payload.get("default_member_permissions"),
        }
        if guild_id is not None:
            data["guild_id"] = guild_id
        return data

    def callback(self, interaction_id: str, body: dict[str, Any]) -> dict[str, Any]:
        kind = body["type"]
        flags = (body.get("data") or {}).get("flags") or 0
        return {
            "interaction": {
                "id": interaction_id,
                "type": 2,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool(flags & 64),
            },
            "resource": {"type": kind},
        }

    def channel(self, channel_id: str) -> dict[str, Any]:
        """A guild text channel, as ``GET /channels/{id}`` returns it."""
        return {
            "id": channel_id,
            "type": 0,
            "guild_id": str(GUILD_ID),
            "name": "d-day",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "topic": None,
            "flags": 0,
        }

    def thread(self, sent: Sent, channel_id: str) -> dict[str, Any]:
        """A thread as "Start Thread without Message" returns it (type 12: private)."""
        body = sent.body or {}
        thread_id = self.next_id()
        data = {
            "id": str(thread_id),
            "type": body.get("type", 11),
            "guild_id": str(GUILD_ID),
            "parent_id": channel_id,
            "owner_id": str(BOT_USER_ID),
            "name": body["name"],
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": 1,
            "total_message_sent": 0,
            "flags": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": body.get("auto_archive_duration", 4320),
                "archive_timestamp": now_iso(),
                "locked": False,
                "invitable": body.get("invitable", True),
                "create_timestamp": now_iso(),
            },
        }
        self.threads[thread_id] = data
        return data

    def message(self, sent: Sent, channel_id: str) -> dict[str, Any]:
        body = sent.body or {}
        message_id = self.next_id()
        attachments = []
        for index, (_name, filename, payload) in enumerate(sent.files):
            attachments.append(
                {
                    "id": str(self.next_id()),
                    "filename": filename,
                    "size": len(payload),
                    "url": f"https://cdn.discordapp.com/attachments/{channel_id}/{index}/{filename}",
                    "proxy_url": f"https://media.discordapp.net/attachments/{channel_id}/{index}/{filename}",
                    "content_type": "image/png",
                }
            )
        data = {
            "id": str(message_id),
            "channel_id": channel_id,
            "type": 0,
            "content": body.get("content") or "",
            "author": user_json(BOT_USER_ID, "dday-bot", bot=True),
            "attachments": attachments,
            "embeds": body.get("embeds") or [],
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": now_iso(),
            "edited_timestamp": None,
            "flags": body.get("flags") or 0,
            "components": body.get("components") or [],
            "application_id": str(APP_ID),
            "webhook_id": str(APP_ID),
        }
        self.messages[message_id] = data
        return data


    def edit(self, message_id: int, body: dict[str, Any], files: Sequence[tuple[str, str, bytes]] = ()) -> tuple[int, Any]:
        """``PATCH /channels/{id}/messages/{id}``: the fields given change (new files replace its attachments); an
        unknown message is 10008."""
        message = self.messages.get(message_id)
        if message is None:
            return 404, {"message": "Unknown Message", "code": 10008}
        message = dict(message)  # a new version: whoever still holds the old one sees it as it was
        if files:
            channel_id = message["channel_id"]
            message["attachments"] = [
                {"id": str(self.next_id()), "filename": filename, "size": len(payload),
                 "url": f"https://cdn.discordapp.com/attachments/{channel_id}/{index}/{filename}",
                 "proxy_url": f"https://media.discordapp.net/attachments/{channel_id}/{index}/{filename}",
                 "content_type": "image/png"}
                for index, (_name, filename, payload) in enumerate(files)
            ]
        for key in ("content", "components", "flags", "embeds"):
            if key in body:
                message[key] = body[key] if body[key] is not None else ([] if key in ("components", "embeds") else "")
        message["edited_timestamp"] = now_iso()
        self.messages[message_id] = message
        return 200, message

    def history(self, channel_id: str, limit: int) -> list[dict[str, Any]]:
        """``GET /channels/{id}/messages``: the channel's latest messages, newest first (ephemeral ones are nobody's)."""
        found = [m for m in self.messages.values() if m["channel_id"] == channel_id and not m["flags"] & 64]
        return sorted(found, key=lambda m: int(m["id"]), reverse=True)[: max(1, min(limit, 100))]

    def delete_message(self, message_id: int) -> None:
        """Someone deleted a message in the channel (the next edit of it fails with 10008)."""
        self.messages.pop(message_id)

    def edits(self) -> list[Sent]:
        """Every "Edit Message" request on the channel route."""
        return self.requests("PATCH", "/channels/{channel_id}/messages/{message_id}")


class Payloads:
    """Raw INTERACTION_CREATE payloads, as the gateway delivers them."""

    def __init__(self, *, guild_id: int = GUILD_ID, channel_id: int = CHANNEL_ID, channel: dict[str, Any] | None = None) -> None:
        self.guild_id = guild_id
        self.channel_id = channel_id
        self.channel = channel
        """The channel object the interactions carry (a thread's, from ``FakeDiscord.threads``); None: a text channel."""
        self._ids = itertools.count(1_500_000_000_000_000_000)
        self.command_ids: dict[str, str] = {}
        self.locale = "en-GB"
        """The user's Discord client locale the interactions carry (issue #28: private replies speak it)."""
        self.guild_locale = "en-US"
        """The server's preferred locale (a new game's default language)."""
        self.roles: dict[int, list[int]] = {}
        """User id -> the ids of the server roles the interactions say they have (issue #50)."""

    def _base(self, kind: int, user_id: int, permissions: int) -> dict[str, Any]:
        interaction_id = next(self._ids)
        return {
            "id": str(interaction_id),
            "application_id": str(APP_ID),
            "type": kind,
            "token": f"tok-{interaction_id}",
            "version": 1,
            "guild_id": str(self.guild_id),
            "guild": {"id": str(self.guild_id), "locale": self.guild_locale, "features": []},
            "guild_locale": self.guild_locale,
            "locale": self.locale,
            "channel_id": str(self.channel_id),
            "channel": self.channel or {
                "id": str(self.channel_id),
                "type": 0,
                "guild_id": str(self.guild_id),
                "name": "normandy",
                "position": 0,
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
                "topic": None,
                "last_message_id": None,
                "rate_limit_per_user": 0,
                "flags": 0,
            },
            "member": {
                "user": user_json(user_id),
                "roles": [str(r) for r in self.roles.get(user_id, [])],
                "joined_at": "2024-06-06T06:30:00+00:00",
                "deaf": False,
                "mute": False,
                "flags": 0,
                "pending": False,
                "nick": None,
                "avatar": None,
                "permissions": str(permissions),
            },
            "app_permissions": str(MEMBER_PERMISSIONS | (1 << 15)),
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(self.guild_id)},
            "context": 0,
            "attachment_size_limit": 10 * 1024 * 1024,
        }

    def command(
        self,
        path: str,
        options: dict[str, Any] | None = None,
        *,
        user_id: int,
        focused: str | None = None,
        permissions: int = MEMBER_PERMISSIONS,
    ) -> dict[str, Any]:
        """``/group sub`` with ``options``; with ``focused`` it is an autocomplete (type 4) for that option."""
        names = path.split()
        values = []
        users: dict[str, Any] = {}
        for name, value in (options or {}).items():
            option_type = 5 if isinstance(value, bool) else 4 if isinstance(value, int) else 3
            if isinstance(value, Picked):  # a user option: its id, the user in the payload's resolved data
                option_type, value = 6, str(value.user_id)
                users[value] = user_json(int(value))
            option: dict[str, Any] = {"type": option_type, "name": name, "value": value}
            if name == focused:
                option["focused"] = True
            values.append(option)
        if focused is not None and focused not in (options or {}):
            values.append({"type": 3, "name": focused, "value": "", "focused": True})
        inner: list[dict[str, Any]] = values
        for depth, sub in reversed(list(enumerate(names[1:], start=2))):  # a group above a subcommand is type 2
            inner = [{"type": 1 if depth == len(names) else 2, "name": sub, "options": inner}]
        payload = self._base(4 if focused is not None else 2, user_id, permissions)
        payload["data"] = {
            "id": self.command_ids.get(names[0], str(next(self._ids))),
            "name": names[0],
            "type": 1,
            "options": inner,
        }
        if users:
            payload["data"]["resolved"] = {"users": users}
        return payload

    def button(
        self, custom_id: str, message: dict[str, Any], *, user_id: int, permissions: int = MEMBER_PERMISSIONS
    ) -> dict[str, Any]:
        """A press of the button ``custom_id`` on ``message`` (a message payload as Discord returned it)."""
        payload = self._base(3, user_id, permissions)
        payload["data"] = {"custom_id": custom_id, "component_type": 2}
        payload["message"] = message
        return payload


async def settle(timeout: float = 10.0) -> None:
    """Wait until every interaction task discord.py spawned has finished."""
    prefixes = ("CommandTree-invoker", "discord-ui-dynamic-item", "discord.py: on_interaction")
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        await asyncio.sleep(0)
        pending = [
            t
            for t in asyncio.all_tasks()
            if t is not asyncio.current_task() and not t.done() and t.get_name().startswith(prefixes)
        ]
        if not pending:
            return
        remaining = deadline - loop.time()
        if remaining <= 0:
            raise AssertionError(f"interaction tasks still running: {pending}")
        await asyncio.wait(pending, timeout=remaining)
