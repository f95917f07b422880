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
from urllib.parse import urlsplit, urlunsplit

from pydantic import BeforeValidator, Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def _log_level(value: object) -> str:
    text = str(value).strip().upper()
    if text not in LOG_LEVELS:
        raise ValueError(f"DDAY_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {value!r}")
    return text


DATABASE_SCHEMES = ("sqlite:///", "postgresql://", "postgres://")


def _database_url(value: object) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    if text and not text.lower().startswith(DATABASE_SCHEMES):
        raise ValueError("DDAY_DATABASE_URL must start with sqlite:/// (a file) or postgresql:// (a server)")
    return text or None


def _shard_ids(value: object) -> tuple[int, ...] | None:
    """``"0,1"`` (or a list) -> (0, 1); empty -> None."""
    if value is None:
        return None
    if isinstance(value, int):  # one shard, read from the environment as a number
        value = [value]
    if isinstance(value, str):
        parts = [p.strip() for p in value.split(",")]
    else:  # a list: pydantic-settings reads "[0, 1]" as JSON
        parts = list(value)  # type: ignore[call-overload]  # any other object makes list() raise
    parts = [p for p in parts if p != ""]
    if not parts:
        return None
    try:
        ids = tuple(int(p) for p in parts)
    except (TypeError, ValueError):
        raise ValueError(f"DDAY_SHARD_IDS is a comma-separated list of shard numbers such as 0,1, not {value!r}") from None
    if len(set(ids)) != len(ids) or min(ids) < 0:
        raise ValueError(f"DDAY_SHARD_IDS must list different shard numbers from 0 up, not {value!r}")
    return tuple(sorted(ids))


def _web_url(value: object) -> str | None:
    """``https://dday.example.org/viewer`` (http or https, a host, no trailing slash needed) -> kept without it."""
    if value is None:
        return None
    text = str(value).strip()
    if not text:
        return None
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise ValueError(
            f"DDAY_WEB_URL is the public address of the web viewer, such as https://dday.example.org, not {value!r}"
        )
    return text.rstrip("/")


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

    database_url: Annotated[str | None, BeforeValidator(_database_url)] = Field(
        default=None, validation_alias="DDAY_DATABASE_URL"
    )
    """Where every table's log is kept: ``sqlite:///dday.sqlite3`` (the default, one file) or
    ``postgresql://user:password@host/db`` (shared by several bot processes); see docs/scaling.md."""

    db_path: str = Field(default="dday.sqlite3", validation_alias="DDAY_DB_PATH")
    """The SQLite file, when DDAY_DATABASE_URL is not set (the older setting; still honoured)."""

    shard_ids: Annotated[tuple[int, ...] | None, BeforeValidator(_shard_ids)] = Field(
        default=None, validation_alias="DDAY_SHARD_IDS"
    )
    """The gateway shards this process runs (e.g. ``0,1``); needs DDAY_SHARD_COUNT. Unset: not sharded."""

    shard_count: int | None = Field(default=None, ge=1, le=100_000, validation_alias="DDAY_SHARD_COUNT")
    """How many shards the whole bot runs on, over all its processes."""

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

    web_port: int | None = Field(default=None, ge=1, le=65535, validation_alias="DDAY_WEB_PORT")
    """The port the web viewer listens on (issue #27); unset: no web viewer."""

    web_host: str = Field(default="0.0.0.0", min_length=1, validation_alias="DDAY_WEB_HOST")
    """The address the bot's web viewer listens on: every interface by default (a container, a reverse proxy on
    another host); ``127.0.0.1`` keeps it to this machine (a reverse proxy beside the bot)."""

    web_url_setting: Annotated[str | None, BeforeValidator(_web_url)] = Field(default=None, validation_alias="DDAY_WEB_URL")
    """The public address of the web viewer that links point to (e.g. behind a reverse proxy); defaults to
    ``http://localhost:PORT`` when only DDAY_WEB_PORT is set."""

    @property
    def web_url(self) -> str | None:
        """The address the viewer's links use: DDAY_WEB_URL, else http://localhost:DDAY_WEB_PORT, else None (off)."""
        if self.web_url_setting is not None:
            return self.web_url_setting
        return None if self.web_port is None else f"http://localhost:{self.web_port}"

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shard_ids is not None and self.shard_count is None:
            raise ValueError("DDAY_SHARD_IDS needs DDAY_SHARD_COUNT: the number of shards over all processes")
        if self.shard_ids is not None and self.shard_count is not None and max(self.shard_ids) >= self.shard_count:
            raise ValueError(
                f"shard {max(self.shard_ids)} does not exist with DDAY_SHARD_COUNT={self.shard_count}: "
                f"shards are numbered 0 to {self.shard_count - 1}"
            )
        return self

    @property
    def database(self) -> str:
        """The store's URL: DDAY_DATABASE_URL, else the SQLite file of DDAY_DB_PATH."""
        return self.database_url or f"sqlite:///{self.db_path}"

    @property
    def database_shown(self) -> str:
        """The store's URL as it may be logged (without a password)."""
        parts = urlsplit(self.database)
        if parts.password is None:
            return self.database
        return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{parts.netloc.rsplit('@', 1)[1]}"))

    @property
    def sharded(self) -> bool:
        return self.shard_count is not None

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
