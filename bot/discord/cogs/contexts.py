"""Where each slash command may be used: games in servers only; /help, /rules and /prefs in DMs too.

Discord reads these from the synced command (``contexts``: 0 a server channel, 1 a direct message
with the bot; ``integration_types``: 0 installed to a server). A game lives in a server channel, so
its commands are not even offered in a DM; the reference commands and the preferences concern the
user, wherever he asks.
"""

from __future__ import annotations

from typing import TypeVar

from discord import app_commands

T = TypeVar("T")


def servers_only(obj: T) -> T:
    """Mark a command or a group (cog) as usable in server channels only."""
    obj = app_commands.guild_only()(obj)  # the older ``dm_permission: false`` too, for older clients
    obj = app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)(obj)
    return app_commands.allowed_installs(guilds=True, users=False)(obj)


def servers_and_dms(obj: T) -> T:
    """Mark a command or a group (cog) as usable in server channels and in a DM with the bot."""
    obj = app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)(obj)
    return app_commands.allowed_installs(guilds=True, users=False)(obj)

