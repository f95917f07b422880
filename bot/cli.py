"""The ``dday`` command: ``dday bot`` runs the Discord bot, ``dday console GAME`` plays in a terminal."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.settings import Settings

NO_TOKEN = """\
No Discord token is set, so the bot cannot log in.

To get one: open https://discord.com/developers/applications, create an
application, open its "Bot" page, press "Reset Token" and copy the token.
Then put it in a file named .env in this folder:

    DISCORD_TOKEN=your-token-here

(see .env.example for every setting) and run `dday bot` again. The README
explains how to invite the bot to your server.

To try a game without Discord right now:

    dday console aa-dday
"""


def _settings(**overrides: Any) -> Settings | None:
    """The settings, with command-line values over the environment's; a bad value is one clear line."""
    from pydantic import ValidationError

    from bot.settings import Settings

    try:
        return Settings(**{k: v for k, v in overrides.items() if v is not None})
    except ValidationError as exc:
        problems = "; ".join(str(e["msg"]).removeprefix("Value error, ") for e in exc.errors())
        print(f"dday: {problems}", file=sys.stderr)
        return None


def _bot(args: argparse.Namespace) -> int:
    settings = _settings(shard_ids=args.shards, shard_count=args.shard_count)
    if settings is None:
        return 2
    settings.export_game_data()
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(NO_TOKEN, file=sys.stderr)
        return 2
    from bot.discord.app import run

    return run(settings)


def _db_copy(args: argparse.Namespace) -> int:
    import asyncio

    from bot.service import ServiceError
    from bot.service.db_copy import copy_database
    from db import StoreError
    from db.stores import redacted

    try:
        report = asyncio.run(copy_database(args.source, args.target))
    except (ServiceError, StoreError) as exc:
        print(f"dday db copy: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"dday db copy: cannot reach a database ({exc})", file=sys.stderr)
        return 2
    print(f"Copied {redacted(args.source)} to {redacted(args.target)}:")
    for line in report.lines():
        print(f"  {line}")
    return 0


def _console(args: argparse.Namespace) -> int:
    from bot.console import main as console_main
    from bot.settings import Settings

    Settings().export_game_data()

    return console_main(args)


def _verify(args: argparse.Namespace) -> int:
    import json

    from bot.service.export import verify_export

    try:
        record = json.loads(args.file.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"cannot read {args.file}: {exc}", file=sys.stderr)
        return 2
    result = verify_export(record, args.seed)
    print(result.message, file=sys.stdout if result.ok else sys.stderr)
    return 0 if result.ok else 1


async def _exported(database: str, channel: int, html: Path | None, record: Path | None) -> list[str]:
    """Write the channel's game as a page and/or a JSON record; return what was written, one line each."""
    from bot.service import GameService
    from bot.service.export import dumps

    service = await GameService.open(database)
    try:
        done = []
        if html is not None:
            post = await service.export_html_file(channel)
            html.write_bytes(post.file or b"")
            done.append(f"{html}: {post.content}")
        if record is not None:
            game = await service.export(channel)
            record.write_text(dumps(game), encoding="utf-8")
            done.append(f"{record}: the game record ({len(game['actions'])} log entries); check it with dday verify")
        return done
    finally:
        await service.close()


def _database_of(database: str | None, command: str) -> Settings | None:
    """The settings with ``--database`` (a URL, or a SQLite file's name) as the game database, the games' data files
    exported to the engines; None, with the reason printed, when it cannot be had or a SQLite file is not there."""
    if database and "://" not in database:  # a plain file name is a SQLite file
        database = "sqlite:///" + database
    settings = _settings(database_url=database)
    if settings is None:
        return None
    settings.export_game_data()
    if settings.database.startswith("sqlite:///") and not Path(settings.database.removeprefix("sqlite:///")).exists():
        print(f"dday {command}: there is no database at {settings.database_shown}", file=sys.stderr)
        return None
    return settings


def _record_page(args: argparse.Namespace) -> int:
    """``dday export --html PAGE --record RECORD.json [--seed N]``: the page of a game record (issue #49)."""
    import asyncio
    import json

    from bot.record_page import page_of_record
    from bot.service import ServiceError, render_view

    try:
        record = json.loads(args.record.read_text(encoding="utf-8"))
        page = asyncio.run(page_of_record(record, args.seed, render_view))
        args.html.write_bytes(page.file or b"")
    except (OSError, ValueError, KeyError) as exc:
        print(f"dday export: {args.record}: {exc}", file=sys.stderr)
        return 2
    except ServiceError as exc:
        print(f"dday export: {exc}", file=sys.stderr)
        return 1
    print(f"{args.html}: {page.content}")
    return 0


def _export(args: argparse.Namespace) -> int:
    import asyncio

    from bot.service import ServiceError
    from db import StoreError

    if args.record is not None:
        if args.html is None or args.json is not None or args.channel is not None:
            print("dday export: --record RECORD.json takes --html PAGE (and --seed for a game in progress) only",
                  file=sys.stderr)
            return 2
        return _record_page(args)
    if args.channel is None:
        print("dday export: say which game: --channel ID (from a database) or --record RECORD.json", file=sys.stderr)
        return 2
    if args.html is None and args.json is None:
        print("dday export: say what to write: --html FILE, --json FILE or both", file=sys.stderr)
        return 2
    settings = _database_of(args.database, "export")
    if settings is None:
        return 2
    try:
        lines = asyncio.run(_exported(settings.database, args.channel, args.html, args.json))
    except (ServiceError, StoreError) as exc:
        print(f"dday export: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"dday export: {exc}", file=sys.stderr)
        return 2
    for line in lines:
        print(line)
    return 0


def _web(args: argparse.Namespace) -> int:
    import asyncio
    import os

    from bot.web.serve import serve

    database = args.database or os.environ.get("DDAY_DATABASE_URL") or os.environ.get("DDAY_DB_PATH") or "dday.sqlite3"
    if "://" not in database:  # a plain file name is a SQLite file
        if not Path(database).exists():
            print(f"dday web: there is no database at {database}", file=sys.stderr)
            return 2
        database = "sqlite:///" + database
    host = args.host or os.environ.get("DDAY_WEB_HOST") or "127.0.0.1"
    port = args.port or int(os.environ.get("DDAY_WEB_PORT") or 8080)
    try:
        asyncio.run(serve(database, host, port, args.url or os.environ.get("DDAY_WEB_URL")))
    except KeyboardInterrupt:
        return 0
    except OSError as exc:
        print(f"dday web: {exc}", file=sys.stderr)
        return 2
    return 0


async def _rebuilt(database: str) -> list[str]:
    from bot.service import GameService

    service = await GameService.open(database)
    try:
        return await service.rebuild_ratings()
    finally:
        await service.close()


def _ratings(args: argparse.Namespace) -> int:
    """``dday ratings rebuild``: every ended game's result derived again from its log, the ratings printed."""
    import asyncio

    from bot.service import ServiceError
    from db import StoreError

    settings = _database_of(args.database, "ratings")
    if settings is None:
        return 2
    try:
        lines = asyncio.run(_rebuilt(settings.database))
    except (ServiceError, StoreError, OSError) as exc:
        print(f"dday ratings: {exc}", file=sys.stderr)
        return 1
    print("Ratings rebuilt from the game log (Glicko-2: tau 0.5, one game per rating period):")
    for line in lines or ["(no ended game yet)"]:
        print(line)
    return 0


def _dice_map(args: argparse.Namespace) -> int:
    import json

    from rules.dday_dice import maps
    from rules.dday_dice.overrides import builtin_data

    if args.action == "schema":
        print(json.dumps(maps.json_schema(), indent=1))
        return 0
    if args.file is None:
        print("name the map file: dday dice-map check FILE", file=sys.stderr)
        return 2
    data = builtin_data()
    problems = maps.check_file(args.file, data.specialists, data.items)
    if problems:
        for p in problems:
            print(f"{args.file}: {p}", file=sys.stderr)
        return 1
    print(f"{args.file}: the Battle Map is valid (connected, every Bunker reachable, every value in range).")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dday", description="Play D-Day board games by post on Discord.")
    sub = parser.add_subparsers(dest="command")
    bot = sub.add_parser("bot", help="run the Discord bot (needs DISCORD_TOKEN)")
    bot.add_argument("--shards", default=None, metavar="IDS",
                     help="run only these gateway shards, e.g. 0,1 (DDAY_SHARD_IDS); needs --shard-count")
    bot.add_argument("--shard-count", type=int, default=None, metavar="N",
                     help="how many shards the bot runs on over all its processes (DDAY_SHARD_COUNT)")
    bot.set_defaults(func=_bot)
    from bot.console import SESSION_HELP, add_arguments, dice_help

    console = sub.add_parser(
        "console",
        help="play a game in this terminal, against a local SQLite file",
        description=SESSION_HELP,
        epilog=dice_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )

    add_arguments(console)
    console.set_defaults(func=_console)
    verify = sub.add_parser("verify", help="replay an exported game and check every roll and the final state")
    verify.add_argument("file", type=Path, help="a JSON file from /game export or dday console --export")
    verify.add_argument(
        "--seed",
        type=int,
        default=None,
        help="the dice seed of a game still in progress (its record has only the seed's hash), "
        "e.g. the one given to dday console --seed",
    )
    verify.set_defaults(func=_verify)
    db = sub.add_parser("db", help="manage the game database").add_subparsers(dest="db_command", required=True)
    copy = db.add_parser("copy", help="copy every game to an empty database (e.g. SQLite to PostgreSQL), verified")
    copy.add_argument("--from", dest="source", required=True, metavar="URL",
                      help="where the games are: sqlite:///dday.sqlite3 or postgresql://user:pass@host/db")
    copy.add_argument("--to", dest="target", required=True, metavar="URL", help="an empty database to copy them to")
    copy.set_defaults(func=_db_copy)
    export = sub.add_parser("export", help="write a channel's game as one web page (offline) and/or its JSON record")
    export.add_argument("--channel", type=int, default=None, metavar="ID",
                        help="the Discord channel id of the game (its latest game is written)")
    export.add_argument("--record", type=Path, default=None, metavar="RECORD.json",
                        help="make the page (--html) of this game record instead of a database's game; it must verify")
    export.add_argument("--seed", type=int, default=None,
                        help="with --record of a game in progress: its dice seed (the record holds only its hash)")
    export.add_argument("--html", type=Path, default=None, metavar="FILE",
                        help="write the game's page, every image inside, to open in any browser")
    export.add_argument("--json", type=Path, default=None, metavar="FILE",
                        help="write the game record that dday verify checks (as /game export does)")
    export.add_argument("--database", default=None, metavar="URL",
                        help="the game database: a URL or a SQLite file (default: DDAY_DATABASE_URL, or DDAY_DB_PATH)")
    export.set_defaults(func=_export)
    web = sub.add_parser("web", help="serve the web viewer on its own (no Discord), printing each game's link")
    web.add_argument("--database", default=None, metavar="URL",
                     help="the game database: a URL or a SQLite file (default: DDAY_DATABASE_URL, DDAY_DB_PATH, dday.sqlite3)")
    web.add_argument("--host", default=None, help="the address to listen on (default: DDAY_WEB_HOST, else 127.0.0.1)")
    web.add_argument("--port", type=int, default=None, help="the port (default: DDAY_WEB_PORT, else 8080)")
    web.add_argument("--url", default=None, help="the public address the links use (default: DDAY_WEB_URL, else http://HOST:PORT)")
    web.set_defaults(func=_web)
    ratings = sub.add_parser("ratings", help="the players' ratings (issue #50)").add_subparsers(
        dest="ratings_command", required=True)
    rebuild = ratings.add_parser("rebuild", help="derive every ended game's result again from the log and print the ratings")
    rebuild.add_argument("--database", default=None, metavar="URL",
                         help="the game database: a URL or a SQLite file (default: DDAY_DATABASE_URL, or DDAY_DB_PATH)")
    rebuild.set_defaults(func=_ratings)
    dice_map = sub.add_parser("dice-map", help="check a D-Day Dice Battle Map file, or print its JSON schema")
    dice_map.add_argument("action", choices=("check", "schema"), help="check FILE, or print the schema")
    dice_map.add_argument("file", type=Path, nargs="?", default=None, help="the map's JSON file (for check)")
    dice_map.set_defaults(func=_dice_map)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "func"):
        parser.print_help()
        return 0
    return int(args.func(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
