"""Settings and start-up of a sharded bot and of its database (issue #14), without a gateway."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest
from pydantic import ValidationError

from bot import cli
from bot.discord import app
from bot.settings import Settings

ENV = ("DISCORD_TOKEN", "DDAY_DB_PATH", "DDAY_DATABASE_URL", "DDAY_SHARD_IDS", "DDAY_SHARD_COUNT")


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ENV:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def test_the_database_is_one_url_and_the_old_path_setting_still_names_the_sqlite_file(monkeypatch):
    assert Settings().database == "sqlite:///dday.sqlite3"
    monkeypatch.setenv("DDAY_DB_PATH", "/data/games.sqlite3")
    assert Settings().database == "sqlite:////data/games.sqlite3"
    monkeypatch.setenv("DDAY_DATABASE_URL", "postgresql://bot:s3cret@db.internal:5432/dday")
    settings = Settings()
    assert settings.database == "postgresql://bot:s3cret@db.internal:5432/dday"
    assert "s3cret" not in settings.database_shown and "db.internal" in settings.database_shown
    monkeypatch.setenv("DDAY_DATABASE_URL", "mysql://x/y")
    with pytest.raises(ValidationError, match="sqlite:///"):
        Settings()


def test_shard_settings_are_read_and_checked(monkeypatch):
    assert not Settings().sharded
    monkeypatch.setenv("DDAY_SHARD_IDS", "1, 0")
    monkeypatch.setenv("DDAY_SHARD_COUNT", "4")
    settings = Settings()
    assert settings.sharded and settings.shard_ids == (0, 1) and settings.shard_count == 4
    for ids, count, why in [("0,4", "4", "shard 4 does not exist"), ("0,0", "4", "different shard numbers"),
                            ("a", "4", "comma-separated"), ("-1", "4", "from 0 up")]:
        monkeypatch.setenv("DDAY_SHARD_IDS", ids)
        monkeypatch.setenv("DDAY_SHARD_COUNT", count)
        with pytest.raises(ValidationError, match=why):
            Settings()
    monkeypatch.delenv("DDAY_SHARD_COUNT")
    monkeypatch.setenv("DDAY_SHARD_IDS", "0")
    with pytest.raises(ValidationError, match="needs DDAY_SHARD_COUNT"):
        Settings()


async def test_the_sharded_bot_is_discord_pys_sharded_client_for_just_its_shards():
    async with app.make_bot(Settings(shard_ids="0,1", shard_count=4)) as bot:  # as run_bot opens it
        assert isinstance(bot, discord.AutoShardedClient) and isinstance(bot, app.DdayBot)
        assert bot.shard_ids == [0, 1] and bot.shard_count == 4
        assert bot.timer_loop is not None  # every process fires timers: they are leased in the database
    async with app.make_bot(Settings()) as plain:
        assert not isinstance(plain, discord.AutoShardedClient) and plain.shard_count is None


def test_dday_bot_takes_the_shards_from_the_command_line(monkeypatch, capsys):
    seen: list[Settings] = []
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setattr(app, "run", lambda settings: seen.append(settings) or 0)
    assert cli.main(["bot", "--shards", "2,3", "--shard-count", "4"]) == 0
    assert seen[0].shard_ids == (2, 3) and seen[0].shard_count == 4
    assert cli.main(["bot", "--shards", "0,4", "--shard-count", "4"]) == 2
    err = capsys.readouterr().err
    assert "shard 4 does not exist" in err and "shards are numbered 0 to 3" in err and "Traceback" not in err
    assert cli.main(["bot", "--shards", "0"]) == 2
    assert "needs DDAY_SHARD_COUNT" in capsys.readouterr().err
    assert len(seen) == 1, "a refused setting starts nothing"
