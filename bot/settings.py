"""Bot settings, read from the environment (and ``.env`` when present).

Every setting has an environment variable; ``.env.example`` lists them all.
The token is optional here so that ``dday`` sub-commands that never talk to
Discord (the console, exports) work without one; :func:`bot.discord.app.run` refuses
to start without it.
"""

from __future__ import annotations

import logging
import os
from collections.abc import MutableMapping
from typing import Annotated

from pydantic import BeforeValidator, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def _log_level(value: object) -> str:
    text = str(value).strip().upper()
    if text not in LOG_LEVELS:
        raise ValueError(f"DDAY_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {value!r}")
    return text


class Settings(BaseSettings):
    """Runtime configuration of the Discord bot."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        env_ignore_empty=True,
        extra="ignore",
        populate_by_name=True,
    )

    discord_token: SecretStr | None = Field(default=None, validation_alias="DISCORD_TOKEN")
    """Bot token from the Discord developer portal (Bot > Reset Token)."""

    db_path: str = Field(default="dday.sqlite3", validation_alias="DDAY_DB_PATH")
    """SQLite file holding every table's log; created on first start."""

    dev_guild_id: int | None = Field(default=None, validation_alias="DDAY_DEV_GUILD_ID")
    """When set, slash commands are copied to this guild and synced there only (instant updates)."""

    log_level: Annotated[str, BeforeValidator(_log_level)] = Field(default="INFO", validation_alias="DDAY_LOG_LEVEL")
    """Python logging level name."""

    cache_tables: int = Field(default=256, ge=1, le=100_000, validation_alias="DDAY_CACHE_TABLES")
    """How many games' current positions the bot keeps in memory (least recently used dropped first)."""

    pegasus_cards: str | None = Field(default=None, validation_alias="DDAY_PEGASUS_CARDS")
    """Optional JSON file with printed Pegasus Bridge card records that replace ours (see the README)."""

    dice_data: str | None = Field(default=None, validation_alias="DDAY_DICE_DATA")
    """Optional JSON file with printed D-Day Dice records (nations, Items, maps ...) that replace ours."""

    def export_game_data(self, environ: MutableMapping[str, str] = os.environ) -> None:
        """Make data settings visible to the rules engines, which read only the process environment."""
        if self.pegasus_cards:
            environ["DDAY_PEGASUS_CARDS"] = self.pegasus_cards
        if self.dice_data:
            environ["DDAY_DICE_DATA"] = self.dice_data

    @property
    def log_level_number(self) -> int:
        return logging.getLevelNamesMapping()[self.log_level]

    def token(self) -> str | None:
        """Return the token as plain text, or ``None`` when it is not configured."""
        if self.discord_token is None:
            return None
        value = self.discord_token.get_secret_value().strip()
        return value or None
