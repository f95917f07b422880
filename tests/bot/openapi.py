"""Validate request bodies against Discord's OpenAPI spec (MIT), kept in ``tests/bot/discord_api/``.

The copy in the repository (its licence and provenance beside it, in ``discord_api/README.md``) is what
the tests read; ``$DDAY_DISCORD_OPENAPI`` may name a newer copy instead.

``request_schema(method, path)`` maps a concrete path such as
``/interactions/123/tok/callback`` to its spec template and returns the
request-body schema; ``validate(method, path, body)`` raises
:class:`SpecViolation` listing every error.

Two deliberate adjustments to the published (preview) spec, both documented
here so a reader can judge them:

* ``SnowflakeType`` also accepts a non-negative integer. The spec types
  snowflakes as decimal strings, but Discord accepts integers in request
  bodies and discord.py has always sent ``allowed_mentions.users`` and
  attachment ``id`` as ints.
* ``strict=True`` (the default) closes every object schema that declares
  ``properties`` but says nothing about ``additionalProperties``, so a key the
  spec does not know (a misspelt field) fails instead of being ignored. The
  preview spec omits a few fields Discord documents and accepts; those are
  listed in :data:`DOCUMENTED_OMISSIONS` and allowed, each with its type.
  :data:`TOLERATED_EXTRAS` lists the keys discord.py itself always adds
  where the spec has no such field (``tts`` in message edits, ``flags`` in an embed), each pinned to
  the only value it sends.
"""

from __future__ import annotations

import copy
import json
import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

#: The copy that ships with the repository.
BUNDLED_SPEC = Path(__file__).resolve().parent / "discord_api" / "openapi.json"
API_PREFIX = "/api/v10"


DOCUMENTED_OMISSIONS: dict[str, dict[str, Any]] = {
    # "nsfw: Indicates whether the command is age-restricted, defaults to false"
    # (developers/interactions/application-commands, Application Command Object).
    "ApplicationCommandCreateRequest": {"nsfw": {"type": ["boolean", "null"]}},
    "ApplicationCommandUpdateRequest": {"nsfw": {"type": ["boolean", "null"]}},
}


TOLERATED_EXTRAS: dict[str, dict[str, Any]] = {
    # discord.http.handle_message_parameters writes ``payload['tts'] = tts`` (False) into every
    # message body, edits included; "Edit Webhook Message" has no tts field and Discord ignores it.
    "IncomingWebhookUpdateRequestPartial": {"tts": {"const": False}},
    # The same for "Edit Message" (PATCH /channels/{channel_id}/messages/{message_id}), the route the
    # live phase message is edited through: no tts field in the spec, always False from discord.py.
    "MessageEditRequestPartial": {"tts": {"const": False}},
    # discord.Embed.to_dict copies its ``_flags`` slot (EmbedFlags, 0 for an embed the bot builds) into every
    # embed it sends; the spec's RichEmbed has no flags field, and a 0 asks for nothing.
    "RichEmbed": {"flags": {"const": 0}},
}


class SpecViolation(AssertionError):
    """A request body the spec does not accept."""


class SpecMissing(AssertionError):
    """The OpenAPI file is not where the repository layout says it is."""


def spec_path() -> Path:
    """Return ``$DDAY_DISCORD_OPENAPI`` if set, else the copy in ``tests/bot/discord_api/``."""
    override = os.environ.get("DDAY_DISCORD_OPENAPI")
    return Path(override) if override else BUNDLED_SPEC


def load_spec(path: Path) -> dict[str, Any]:
    """Read the spec at ``path``; fail with instructions (never skip) when it is missing."""
    if not path.is_file():
        raise SpecMissing(
            f"Discord's OpenAPI spec was not found at {path}. The bot payload tests validate against it: "
            "unset DDAY_DISCORD_OPENAPI to use the copy in tests/bot/discord_api/, or point it to the "
            "MIT-licensed specs/openapi.json of github.com/discord/discord-api-spec."
        )
    return json.loads(path.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def raw_spec() -> dict[str, Any]:
    """The spec as published."""
    return load_spec(spec_path())


def _close_objects(node: Any, *, in_all_of: bool = False) -> None:
    """Add ``additionalProperties: false`` to open object schemas (not to ``allOf`` parts, which combine)."""
    if isinstance(node, dict):
        if "properties" in node and "additionalProperties" not in node and "allOf" not in node and not in_all_of:
            node["additionalProperties"] = False
        for key, value in node.items():
            if key == "allOf" and isinstance(value, list):
                for part in value:
                    _close_objects(part, in_all_of=True)
            else:
                _close_objects(value)
    elif isinstance(node, list):
        for value in node:
            _close_objects(value)


@lru_cache(maxsize=2)
def spec(strict: bool = True) -> dict[str, Any]:
    """Return the spec with the adjustments described in the module docstring."""
    data = copy.deepcopy(raw_spec())
    schemas = data["components"]["schemas"]
    schemas["SnowflakeType"] = {"anyOf": [schemas["SnowflakeType"], {"type": "integer", "minimum": 0}]}
    if strict:
        for name, extra in [*DOCUMENTED_OMISSIONS.items(), *TOLERATED_EXTRAS.items()]:
            for key, schema in extra.items():
                schemas[name]["properties"].setdefault(key, schema)
        _close_objects(schemas)
        for item in data["paths"].values():
            _close_objects(item)
    return data


def strip_prefix(path: str) -> str:
    """``https://discord.com/api/v10/x`` or ``/api/v10/x`` -> ``/x`` (query string dropped)."""
    path = path.split("?", 1)[0]
    if "://" in path:
        path = "/" + path.split("://", 1)[1].split("/", 1)[1]
    if path.startswith(API_PREFIX):
        path = path[len(API_PREFIX) :]
    return path


def match_template(method: str, path: str) -> str:
    """Return the spec path template for a concrete ``path`` and ``method`` (most literal segments win)."""
    segments = strip_prefix(path).strip("/").split("/")
    best: tuple[int, str] | None = None
    for template, item in raw_spec()["paths"].items():
        if method.lower() not in item:
            continue
        parts = template.strip("/").split("/")
        if len(parts) != len(segments):
            continue
        literal = 0
        for part, segment in zip(parts, segments):
            if part.startswith("{") and part.endswith("}"):
                if not segment:
                    break
            elif part == segment:
                literal += 1
            else:
                break
        else:
            if best is None or literal > best[0]:
                best = (literal, template)
    if best is None:
        raise SpecViolation(f"No {method.upper()} route in the spec matches {path}")
    return best[1]


def request_schema(method: str, path: str, content_type: str = "application/json", *, strict: bool = True) -> dict[str, Any]:
    """Return a self-contained JSON schema for the body of ``method path`` sent as ``content_type``.

    For ``multipart/form-data`` it is the schema of the ``payload_json`` part.
    """
    data = spec(strict)
    template = match_template(method, path)
    operation = data["paths"][template][method.lower()]
    body = operation.get("requestBody")
    if body is None:
        raise SpecViolation(f"{method.upper()} {template} takes no request body")
    media = content_type.split(";", 1)[0].strip()
    try:
        schema = body["content"][media]["schema"]
    except KeyError:
        raise SpecViolation(f"{method.upper()} {template} does not accept {media}") from None
    return {**schema, "components": data["components"]}


def errors(method: str, path: str, body: Any, content_type: str = "application/json", *, strict: bool = True) -> list[str]:
    """Return readable validation errors (empty when the body is valid)."""
    schema = request_schema(method, path, content_type, strict=strict)
    validator = Draft202012Validator(schema)
    found = sorted(validator.iter_errors(body), key=lambda e: list(e.absolute_path))
    messages = []
    for error in found:
        detail = best_match([error]) if error.context else error
        where = "/".join(str(p) for p in detail.absolute_path) or "<body>"
        messages.append(f"{where}: {detail.message}")
    return messages


def validate(method: str, path: str, body: Any, content_type: str = "application/json", *, strict: bool = True) -> str:
    """Raise :class:`SpecViolation` unless ``body`` is accepted; return the matched template.

    ``body=None`` means no body was sent: fine for a route without a request
    body, a violation for a route whose body is required.
    """
    template = match_template(method, path)
    if body is None:
        request_body = raw_spec()["paths"][template][method.lower()].get("requestBody")
        if request_body is not None and request_body.get("required"):
            raise SpecViolation(f"{method.upper()} {template} requires a body; none was sent")
        return template
    problems = errors(method, path, body, content_type, strict=strict)
    if problems:
        shown = json.dumps(body, indent=1, default=str)[:3000]
        raise SpecViolation(f"{method.upper()} {template} body rejected:\n  " + "\n  ".join(problems) + f"\nbody: {shown}")
    return template
