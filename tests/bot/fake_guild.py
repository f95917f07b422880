"""The server the fake Discord serves (issue #50): its roles and its channels with their permission overwrites.

``GET /guilds/{id}`` and ``GET /guilds/{id}/channels`` answer from a :class:`FakeGuild`, so a test can make a
private channel (``@everyone`` denied View Channel, one role allowed) and give that role to some members
(:class:`tests.bot.fake_discord.Payloads`'s ``roles``). The JSON is shaped as Discord's API documents it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

VIEW_CHANNEL = 1 << 10
EVERYONE_PERMISSIONS = VIEW_CHANNEL | (1 << 11) | (1 << 31) | (1 << 16)
"""What ``@everyone`` may do by default: view channels, send messages, read history, use application commands."""


def role_json(role_id: int, name: str, permissions: int, position: int) -> dict[str, Any]:
    return {
        "id": str(role_id), "name": name, "permissions": str(permissions), "position": position, "color": 0,
        "hoist": False, "managed": False, "mentionable": False, "flags": 0, "icon": None, "unicode_emoji": None,
    }


@dataclass
class FakeGuild:
    """One server: ``@everyone`` (its id is the server's), extra roles, and text channels with overwrites."""

    guild_id: int
    owner_id: int = 1
    roles: dict[int, tuple[str, int]] = field(default_factory=dict)
    """Role id -> (name, permissions), beside ``@everyone``."""
    channels: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    """Channel id -> its permission overwrites (``{"id", "type": 0 role / 1 member, "allow", "deny"}``)."""

    def private_channel(self, channel_id: int, *, role_id: int | None = None, member_id: int | None = None) -> None:
        """A channel ``@everyone`` cannot view, open to one role and/or one member."""
        overwrites = [{"id": str(self.guild_id), "type": 0, "allow": "0", "deny": str(VIEW_CHANNEL)}]
        if role_id is not None:
            overwrites.append({"id": str(role_id), "type": 0, "allow": str(VIEW_CHANNEL), "deny": "0"})
        if member_id is not None:
            overwrites.append({"id": str(member_id), "type": 1, "allow": str(VIEW_CHANNEL), "deny": "0"})
        self.channels[channel_id] = overwrites

    def open_channel(self, channel_id: int) -> None:
        self.channels.setdefault(channel_id, [])

    def guild_json(self) -> dict[str, Any]:
        roles = [role_json(self.guild_id, "@everyone", EVERYONE_PERMISSIONS, 0)]
        roles += [role_json(rid, name, perms, i) for i, (rid, (name, perms)) in enumerate(self.roles.items(), start=1)]
        return {
            "id": str(self.guild_id), "name": "Normandy", "icon": None, "splash": None, "discovery_splash": None,
            "owner_id": str(self.owner_id), "afk_channel_id": None, "afk_timeout": 300, "verification_level": 0,
            "default_message_notifications": 1, "explicit_content_filter": 0, "roles": roles, "emojis": [],
            "features": [], "mfa_level": 0, "application_id": None, "system_channel_id": None,
            "system_channel_flags": 0, "rules_channel_id": None, "vanity_url_code": None, "description": None,
            "banner": None, "premium_tier": 0, "preferred_locale": "en-US", "public_updates_channel_id": None,
            "nsfw_level": 0, "premium_progress_bar_enabled": False, "safety_alerts_channel_id": None, "stickers": [],
            "max_members": 500_000, "max_video_channel_users": 25, "widget_enabled": False, "widget_channel_id": None,
        }

    def channels_json(self) -> list[dict[str, Any]]:
        return [
            {
                "id": str(cid), "type": 0, "guild_id": str(self.guild_id), "name": f"table-{i}", "position": i,
                "permission_overwrites": overwrites, "nsfw": False, "parent_id": None, "last_message_id": None,
                "rate_limit_per_user": 0, "topic": None, "flags": 0,
            }
            for i, (cid, overwrites) in enumerate(self.channels.items())
        ]
