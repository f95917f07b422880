"""Settings come from the environment and .env; .env.example documents every one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.discord import app
from bot.settings import Settings

ENV_VARS = (
    "DISCORD_TOKEN", "DDAY_DB_PATH", "DDAY_DEV_GUILD_ID", "DDAY_LOG_LEVEL", "DDAY_PEGASUS_CARDS", "DDAY_DICE_DATA",
    "DDAY_CACHE_TABLES", "DDAY_DATABASE_URL", "DDAY_SHARD_IDS", "DDAY_SHARD_COUNT", "DDAY_WEB_PORT", "DDAY_WEB_URL",
    "DDAY_WEB_HOST",
)
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ENV_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)  # no stray .env


def test_defaults_need_no_token():
    settings = Settings()
    assert settings.discord_token is None and settings.token() is None
    assert settings.db_path == "dday.sqlite3"
    assert settings.dev_guild_id is None
    assert settings.log_level == "INFO" and settings.log_level_number == 20


def test_environment_variables_are_read(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("DISCORD_TOKEN", "  abc.def  ")
    monkeypatch.setenv("DDAY_DB_PATH", "/data/games.sqlite3")
    monkeypatch.setenv("DDAY_DEV_GUILD_ID", "123456789012345678")
    monkeypatch.setenv("DDAY_LOG_LEVEL", "debug")
    settings = Settings()
    assert settings.token() == "abc.def"
    assert "abc" not in repr(settings)  # the token is a secret
    assert settings.db_path == "/data/games.sqlite3"
    assert settings.dev_guild_id == 123456789012345678
    assert settings.log_level == "DEBUG"


def test_dotenv_is_read_and_empty_values_mean_unset(tmp_path: Path):
    (tmp_path / ".env").write_text("DISCORD_TOKEN=from-file\nDDAY_DEV_GUILD_ID=\nDDAY_DB_PATH=x.sqlite3\n")
    settings = Settings()
    assert settings.token() == "from-file"
    assert settings.dev_guild_id is None
    assert settings.db_path == "x.sqlite3"


def test_bad_values_are_refused(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("DDAY_LOG_LEVEL", "loud")
    with pytest.raises(ValidationError, match="DDAY_LOG_LEVEL"):
        Settings()
    monkeypatch.setenv("DDAY_LOG_LEVEL", "INFO")
    monkeypatch.setenv("DDAY_DEV_GUILD_ID", "my-server")
    with pytest.raises(ValidationError):
        Settings()


def test_env_example_lists_every_setting_with_a_comment():
    text = (REPO / ".env.example").read_text()
    names = re.findall(r"^([A-Z_]+)=", text, flags=re.M)
    assert sorted(names) == sorted(ENV_VARS)
    aliases = sorted(str(f.validation_alias) for f in Settings.model_fields.values())
    assert aliases == sorted(ENV_VARS)
    for name in names:
        before = text.split(f"\n{name}=")[0].rstrip().splitlines()
        assert before and before[-1].startswith("#"), f"{name} has no comment above it"


async def test_running_without_a_token_is_a_clear_error():
    with pytest.raises(RuntimeError, match="DISCORD_TOKEN"):
        await app.run_bot(Settings())


def test_the_pegasus_card_file_setting_reaches_the_rules_engine(tmp_path, monkeypatch):
    """The engine reads DDAY_PEGASUS_CARDS from the environment; a value in .env must get there too."""
    monkeypatch.delenv("DDAY_PEGASUS_CARDS", raising=False)
    env = tmp_path / ".env"
    env.write_text("DDAY_PEGASUS_CARDS=/srv/cards.json\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    settings = Settings()
    assert settings.pegasus_cards == "/srv/cards.json"
    environ: dict[str, str] = {}
    settings.export_game_data(environ)
    assert environ == {"DDAY_PEGASUS_CARDS": "/srv/cards.json"}


def test_the_dice_data_setting_reaches_the_rules_engine(tmp_path, monkeypatch):
    """DDAY_DICE_DATA in .env reaches the environment the D-Day Dice engine reads at game start."""
    (tmp_path / ".env").write_text("DDAY_DICE_DATA=/srv/dice.json\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    settings = Settings()
    assert settings.dice_data == "/srv/dice.json"
    environ: dict[str, str] = {}
    settings.export_game_data(environ)
    assert environ == {"DDAY_DICE_DATA": "/srv/dice.json"}


def test_the_cache_bound_is_read_and_checked(monkeypatch):
    monkeypatch.setenv("DDAY_CACHE_TABLES", "32")
    assert Settings().cache_tables == 32
    monkeypatch.setenv("DDAY_CACHE_TABLES", "0")
    with pytest.raises(ValueError):
        Settings()
