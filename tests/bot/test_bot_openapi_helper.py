"""The OpenAPI helper itself: it finds routes, and it rejects what Discord would reject."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from tests.bot import openapi

CALLBACK = "/interactions/123/tok-abc/callback"
FOLLOWUP = "/webhooks/456/tok-abc"


def test_the_spec_is_present_where_the_repository_layout_puts_it(monkeypatch: pytest.MonkeyPatch):
    """The spec ships inside the repository (a missing spec is a failure, not a skip)."""
    monkeypatch.delenv("DDAY_DISCORD_OPENAPI", raising=False)
    assert openapi.spec_path() == openapi.BUNDLED_SPEC
    assert openapi.BUNDLED_SPEC.is_relative_to(Path(__file__).resolve().parents[2])
    assert openapi.raw_spec()["info"]["version"] == "10"
    assert (openapi.BUNDLED_SPEC.parent / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_the_bundled_spec_is_the_file_its_provenance_note_names():
    """``discord_api/README.md`` records the copy's sha256: a replaced file must come with a new note."""
    note = (openapi.BUNDLED_SPEC.parent / "README.md").read_text(encoding="utf-8")
    recorded = re.findall(r"\| sha256 \| `([0-9a-f]{64})` \|", note)
    assert recorded == [hashlib.sha256(openapi.BUNDLED_SPEC.read_bytes()).hexdigest()]


def test_an_environment_variable_may_name_a_newer_copy(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv("DDAY_DISCORD_OPENAPI", str(tmp_path / "newer.json"))
    assert openapi.spec_path() == tmp_path / "newer.json"


def test_a_missing_spec_fails_with_instructions(tmp_path: Path):
    """A missing file raises an assertion naming the path and where to get the spec."""
    with pytest.raises(openapi.SpecMissing, match="discord-api-spec") as info:
        openapi.load_spec(tmp_path / "nowhere.json")
    assert str(tmp_path / "nowhere.json") in str(info.value)


@pytest.mark.parametrize(
    ("method", "path", "template"),
    [
        ("POST", "https://discord.com/api/v10" + CALLBACK + "?with_response=1", "/interactions/{interaction_id}/{interaction_token}/callback"),
        ("POST", FOLLOWUP, "/webhooks/{webhook_id}/{webhook_token}"),
        ("DELETE", FOLLOWUP + "/messages/@original", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
        ("PATCH", FOLLOWUP + "/messages/789", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
        ("PUT", "/applications/1/commands", "/applications/{application_id}/commands"),
        ("PUT", "/applications/1/guilds/2/commands", "/applications/{application_id}/guilds/{guild_id}/commands"),
    ],
)
def test_concrete_paths_map_to_their_spec_template(method, path, template):
    """Literal segments beat placeholders (``@original`` is not a message id)."""
    assert openapi.match_template(method, path) == template


def test_an_unknown_route_is_a_violation():
    with pytest.raises(openapi.SpecViolation, match="No POST route"):
        openapi.match_template("POST", "/interactions/1/2/callback/extra")


def test_a_valid_deferral_passes():
    assert openapi.validate("POST", CALLBACK, {"type": 5}) == "/interactions/{interaction_id}/{interaction_token}/callback"


@pytest.mark.parametrize(
    ("body", "why"),
    [
        ({"type": 4, "data": {"content": "x" * 2001}}, "content over 2000 characters"),
        ({"type": 8, "data": {"choices": [{"name": f"c{i}", "value": f"c{i}"} for i in range(26)]}}, "26 choices"),
        ({"type": 8, "data": {"choices": [{"name": "", "value": "v"}]}}, "empty choice name"),
        ({"type": 42}, "unknown callback type"),
        ({"type": 4, "data": {"content": "hi", "allowed_mention": {"parse": []}}}, "misspelt field (strict objects)"),
        ({"type": 4, "data": {"allowed_mentions": {"parse": ["everybody"]}}}, "unknown mention type"),
    ],
)
def test_bodies_discord_rejects_fail(body, why):
    """Each of these is refused, so a passing payload test means something."""
    assert openapi.errors("POST", CALLBACK, body), why


def test_a_button_custom_id_over_100_characters_fails():
    row = {"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": "d" * 101}]}
    assert openapi.errors("POST", FOLLOWUP, {"content": "x", "components": [row]})
    row["components"][0]["custom_id"] = "d" * 100
    assert not openapi.errors("POST", FOLLOWUP, {"content": "x", "components": [row]})


def test_integer_snowflakes_are_accepted_as_discord_does():
    """discord.py sends allowed_mentions.users and attachment ids as integers."""
    body = {"content": "x", "allowed_mentions": {"parse": [], "users": [12345678901234567890]}, "attachments": [{"id": 0}]}
    assert not openapi.errors("POST", FOLLOWUP, body, "multipart/form-data")


def test_a_missing_required_body_fails():
    with pytest.raises(openapi.SpecViolation, match="requires a body"):
        openapi.validate("POST", FOLLOWUP, None)
    assert openapi.validate("DELETE", FOLLOWUP + "/messages/@original", None)
