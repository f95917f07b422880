"""``/game``: create, join, start, look at, and end the table in this channel.

Every command is the same three steps (see :func:`bot.discord.present.respond`). The
``/game new`` group is built when the cog loads, from the registered games: one subcommand
per game (``/game new aa-dday``, named by its id), whose parameters are that game's options
(``OptionSpec``, each optional), the table settings, ``language`` (issue #28: empty means the
server's preferred locale, else English) and ``computer`` (seats the computer takes at once,
through the ``/game computer`` path); so new games and options need no change here. A game
with more options than fit (D-Day Dice) takes the rest as free ``key=value`` text. An option's
values are autocompleted in words (Pegasus scenarios by name), the default marked; its
description is the game's own help and always fits Discord's 100 characters whole.
"""

from __future__ import annotations

import inspect
import logging
import re
import unicodedata
import zoneinfo
from collections.abc import Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import present
from bot.discord.cogs.contexts import servers_and_dms, servers_only
from bot.discord.cogs.lists import MyGamesCog, list_commands
from bot.service import Post, ServiceError
from bot.service.timers import SETTING_LIMITS
from bot.service.words import option_value_words
from i18n import LANGUAGES, language_of, t
from rules.core import find_game
from rules.core.contract import GameSpec, OptionSpec
from rules.core.errors import InvalidOptionError

if TYPE_CHECKING:
    from bot.discord.app import DdayBot

log = logging.getLogger(__name__)

MAX_OPTIONS = 25
MAX_CHOICES = 25
RESERVED = ("game", "options", "language", "computer", *SETTING_LIMITS)
NEW_ROOM = MAX_OPTIONS - len(SETTING_LIMITS) - 2
"""Parameters left for a game's own options in ``/game new <game>``: 25 less the table settings, ``language``
and ``computer`` (and one less again for the free ``options`` text when a game has more than that)."""
SHARE_HELP = "True: post the answer in the channel for everyone (default: only you see it)"

Autocomplete = Callable[[discord.Interaction, str], Coroutine[Any, Any, list[app_commands.Choice[str]]]]


def discord_name(text: str) -> str:
    """Return ``text`` as a valid Discord option name: lower case, letters/digits/-/_, 1-32 chars."""
    chars = [c if c in "-_" or unicodedata.category(c)[0] in "LN" else "_" for c in text.strip().lower()]
    name = "".join(chars)[:32].strip("_") or "option"
    return name


def short(text: str, limit: int = 100, fallback: str = "…") -> str:
    """Return ``text`` on one line within ``limit`` characters (Discord descriptions are 1-100)."""
    text = " ".join(text.split()) or fallback
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_options(text: str) -> dict[str, str]:
    """Read ``"key=value key=value"`` (spaces or commas between pairs)."""
    result: dict[str, str] = {}
    for token in re.split(r"[\s,;]+", text.strip()):
        if not token:
            continue
        key, sep, value = token.partition("=")
        if not sep or not key or not value:
            raise InvalidOptionError(t("err-options-format", token=token))
        result[key.strip().lower()] = value.strip().lower()
    return result


@dataclass
class OptionParam:
    """One ``/game new`` parameter standing for the option ``key`` of one or more games."""

    key: str
    name: str
    description: str = ""
    values: list[str] = field(default_factory=list)
    defaults: set[str] = field(default_factory=set)
    games: dict[str, tuple[str, OptionSpec]] = field(default_factory=dict)
    """Game id -> (game name, that game's option)."""


SMALL_WORDS = frozenset({"du", "de", "la", "le", "of", "the", "and"})


def value_words(value: str) -> str:
    """A value without a label, readable: ``omaha-beach`` -> ``Omaha Beach``, ``pointe-du-hoc`` -> ``Pointe du Hoc``."""
    words = value.replace("_", "-").split("-")
    if len(words) == 1:
        return value
    return " ".join(w if i and w in SMALL_WORDS else w[:1].upper() + w[1:] for i, w in enumerate(words))


def key_words(key: str) -> str:
    return key.replace("_", " ").replace("-", " ")


def value_label(opt: OptionSpec, value: str, game: str = "") -> str:
    """The words a menu shows for ``value`` of ``opt`` (of ``game``) in the reader's language, the default
    marked; within 100 characters."""
    words = option_value_words(game, opt.key, value, opt.labels.get(value) or value_words(value))
    text = t("option-default", words=words) if value == opt.default else words
    return text if len(text) <= 100 else short(words)


def describe_param(param: OptionParam) -> str:
    """The parameter's description: the game's own help, or which games have it; never cut."""
    if len(param.games) == 1:
        ((name, opt),) = param.games.values()
        help_text = " ".join(opt.help.split())
        if help_text and len(help_text) <= 100:
            return help_text
        return short(f"{name}: the {key_words(param.key)} option", fallback=param.key)
    names = [name for name, _ in param.games.values()]
    text = f"{key_words(param.key).capitalize()}, for " + ", ".join(names)
    return text if len(text) <= 100 else f"{key_words(param.key).capitalize()} (an option of several games)"


def option_params(games: Sequence[GameSpec], room: int = NEW_ROOM - 1) -> tuple[list[OptionParam], list[str]]:
    """Return (one parameter per option key, keys that did not fit and go in the free ``options`` text).

    ``room``: how many parameters the options may take (by default, what a game with too many leaves)."""
    by_key: dict[str, OptionParam] = {}
    overflow: list[str] = []
    used = set(RESERVED)
    for spec in games:
        for opt in spec.options:
            playable = list(opt.implemented if opt.implemented is not None else opt.values)
            param = by_key.get(opt.key)
            if param is None:
                name = discord_name(opt.key)
                if name in used or len(by_key) >= room:
                    overflow.append(opt.key)
                    continue
                used.add(name)
                param = by_key[opt.key] = OptionParam(opt.key, name)
            param.games[spec.id] = (spec.name, opt)
            for value in playable:
                if value not in param.values:
                    param.values.append(value)
            param.defaults.add(opt.default)
    for param in by_key.values():
        param.description = describe_param(param)
    return list(by_key.values()), list(dict.fromkeys(overflow))


def never_raises(complete: Autocomplete) -> Autocomplete:
    """Wrap an autocomplete callback so any failure answers an empty list instead of raising."""

    async def safe(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            return (await complete(interaction, current))[:MAX_CHOICES]
        except Exception:
            log.exception("autocomplete %s failed", getattr(complete, "__qualname__", complete))
            return []

    return safe


def value_choices(param: OptionParam, game: str | None, current: str = "") -> list[app_commands.Choice[str]]:
    """The values of ``param`` for ``game`` (every game having it when none is chosen yet), matching ``current``.

    A game without this option offers nothing: the option does not apply to it.
    """
    if game is not None and game not in param.games:
        return []
    games = [(game, *param.games[game])] if game is not None else [(g, *v) for g, v in param.games.items()]
    needle = current.strip().lower()
    found: dict[str, app_commands.Choice[str]] = {}
    for game_id, name, opt in games:
        playable = opt.implemented if opt.implemented is not None else opt.values
        for value in playable:
            if value in found or not 0 < len(value) <= 100:
                continue
            label = value_label(opt, value, game_id)
            if len(games) > 1:
                label = short(f"{name}: {label}")
            if needle and needle not in value.lower() and needle not in label.lower():
                continue
            found[value] = app_commands.Choice(name=label, value=value)
    return list(found.values())[:MAX_CHOICES]


def _values_autocomplete(param: OptionParam, game: str | None = None) -> Autocomplete:
    async def complete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return value_choices(param, game, current or "")

    return never_raises(complete)


def _options_text_autocomplete(games: Sequence[GameSpec], only: Sequence[str] | None = None) -> Autocomplete:
    """key=value pairs of the options of ``games`` (``only``: of those keys), for the free ``options`` text."""

    async def complete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        head, _, last = current.rpartition(" ")
        prefix = f"{head} " if head else ""
        key, sep, value = last.partition("=")
        found: list[str] = []
        for spec in games:
            for opt in spec.options:
                if only is not None and opt.key not in only:
                    continue  # an option with a parameter of its own is chosen there
                playable = opt.implemented if opt.implemented is not None else opt.values
                if sep and opt.key == key.lower():
                    found += [f"{prefix}{opt.key}={v}" for v in playable if v.startswith(value.lower())]
                elif not sep and opt.key.startswith(key.lower()):
                    found += [f"{prefix}{opt.key}={v}" for v in playable]
        unique = [t for t in dict.fromkeys(found) if len(t) <= 100]
        return [app_commands.Choice(name=t, value=t) for t in unique[:25]]

    return never_raises(complete)


LANGUAGE_CHOICES = [app_commands.Choice(name=name, value=code) for code, name in LANGUAGES.items()]


def new_language(interaction: discord.Interaction, chosen: str | None) -> str:
    """The language of a new game: the one chosen, else the server's preferred locale when Discord gives it, else
    English (issue #28)."""
    if chosen:
        return chosen
    return language_of(getattr(interaction, "guild_locale", None))


def computer_seats(text: str | None) -> list[str]:
    """The seats named in ``computer:`` (comma-separated), in order, each once."""
    return list(dict.fromkeys(s.strip().lower() for s in re.split(r"[,\s]+", text or "") if s.strip()))


def _computer_autocomplete(spec: GameSpec, params: Sequence[OptionParam], pyname: dict[str, str]) -> Autocomplete:
    """The seats of the game being created (with the options typed so far), for ``computer:``; comma-separated."""

    async def complete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        namespace = getattr(interaction, "namespace", None)
        typed = {n: v for n, v in namespace} if namespace is not None else {}
        names = {p.name: p.key for p in params}
        chosen = {o.key: o.default for o in spec.options}
        chosen.update({names[k]: str(v) for k, v in typed.items() if k in names and v})
        engine = find_game(spec.id)
        try:
            seats, labels = engine.seats_for(chosen), engine.seat_names_for(chosen)
        except Exception:  # options that do not go together (yet): the game's usual seats
            seats, labels = spec.seats, spec.seat_names
        head, _, last = (current or "").rpartition(",")
        done = computer_seats(head)
        prefix = ",".join(done) + "," if done else ""
        needle = last.strip().lower()
        found = [
            app_commands.Choice(name=short(f"{prefix}{labels.get(s, s)} ({s})"), value=f"{prefix}{s}")
            for s in seats
            if s not in done and (needle in s or needle in str(labels.get(s, s)).lower())
        ]
        return [c for c in found if len(c.value) <= 100]

    return never_raises(complete)


def build_game_command(spec: GameSpec) -> app_commands.Command[Any, ..., None]:
    """``/game new <game>``: that game's options, the table settings, ``language`` and ``computer``."""
    room = NEW_ROOM if len(spec.options) <= NEW_ROOM else NEW_ROOM - 1
    params, overflow = option_params([spec], room=room)
    pyname = {p.key: f"option_{i}" for i, p in enumerate(params)}
    signature = [
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction),
    ]
    signature += [
        inspect.Parameter(pyname[p.key], inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Optional[str], default=None)
        for p in params
    ]
    for name, (low, high, _meaning) in SETTING_LIMITS.items():
        signature.append(
            inspect.Parameter(
                name,
                inspect.Parameter.POSITIONAL_OR_KEYWORD,
                annotation=Optional[app_commands.Range[int, low, high]],
                default=None,
            )
        )
    for extra in ("language", "computer", *(["options"] if overflow else [])):
        signature.append(
            inspect.Parameter(extra, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Optional[str], default=None)
        )

    async def new(interaction: discord.Interaction, **values: Any) -> None:
        service = present.service_of(interaction)

        async def call() -> Any:
            chosen = parse_options(values.get("options") or "")
            chosen.update({p.key: values[pyname[p.key]] for p in params if values.get(pyname[p.key]) is not None})
            channel = present.channel_of(interaction)
            table_settings = {k: values[k] for k in SETTING_LIMITS if values.get(k) is not None}
            language = new_language(interaction, values.get("language"))
            posts = list(
                await service.new_game(
                    channel, interaction.guild_id, interaction.user.id, spec.id, chosen,
                    settings=table_settings or None, language=language,
                )
            )
            for seat in computer_seats(values.get("computer")):  # the /game computer path, seat by seat
                try:
                    posts += await service.computer(channel, interaction.user.id, seat)
                except ServiceError as refused:  # the game is open; only that seat stays free: tell its creator
                    posts.append(Post(content=str(refused), ephemeral=True))
            return posts

        await present.respond(interaction, call)

    new.__signature__ = inspect.Signature(signature)  # type: ignore[attr-defined]  # read by inspect; not in typeshed

    descriptions = {name: short(meaning[0].upper() + meaning[1:]) for name, (_, _, meaning) in SETTING_LIMITS.items()}
    descriptions.update({pyname[p.key]: p.description for p in params})
    descriptions["language"] = "The game's language in this channel (empty: the server's, else English)"
    descriptions["computer"] = "Seats the computer plays from the start, comma-separated"
    completers: dict[str, Autocomplete] = {pyname[p.key]: _values_autocomplete(p, spec.id) for p in params}
    completers["computer"] = _computer_autocomplete(spec, params, pyname)
    if overflow:
        # Naming them all no longer fits 100 characters (D-Day Dice's expansions): the autocomplete offers them.
        descriptions["options"] = f"{len(overflow)} more options as key=value pairs; start typing to see them and their values"
        completers["options"] = _options_text_autocomplete([spec], only=overflow)

    callback: Any = app_commands.describe(**descriptions)(new)
    callback = app_commands.rename(**{pyname[p.key]: p.name for p in params})(callback)
    callback = app_commands.choices(language=LANGUAGE_CHOICES)(callback)
    callback = app_commands.autocomplete(**completers)(callback)
    return app_commands.Command(
        name=discord_name(spec.id), description=short(f"Start a new game of {spec.name} in this channel"), callback=callback
    )


def build_new_group(games: Sequence[GameSpec]) -> app_commands.Group:
    """``/game new``: one subcommand per registered game (Discord allows 25 under a group)."""
    group = app_commands.Group(name="new", description="Start a new game in this channel")
    for spec in games[:MAX_OPTIONS]:
        group.add_command(build_game_command(spec))
    return group


async def _seats(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    choices = await present.service_of(interaction).open_seats(present.channel_of(interaction), current)
    return [app_commands.Choice(name=short(c.label), value=c.value) for c in choices]


async def _game_seats(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    choices = await present.service_of(interaction).game_seats(present.channel_of(interaction), current)
    return [app_commands.Choice(name=short(c.label), value=c.value) for c in choices]


seat_autocomplete = never_raises(_seats)
"""The seats still open at this channel's game."""


async def _computer_seats(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The open seats in the lobby; once the game is on, its seats (a computer may take one over)."""
    return await _seats(interaction, current) or await _game_seats(interaction, current)


@lru_cache(maxsize=1)
def time_zone_names() -> tuple[str, ...]:
    """Every IANA time zone name this machine knows, sorted (the legacy upper-case aliases left out)."""
    return tuple(sorted(n for n in zoneinfo.available_timezones() if "/" in n or n == "UTC"))


def matching_time_zones(current: str, limit: int = MAX_CHOICES) -> list[str]:
    """Time zone names matching ``current``: those starting with it (or a part after a '/') first."""
    needle = "_".join(current.strip().lower().split())
    if not needle:
        common = ("UTC", "Europe/London", "Europe/Paris", "America/New_York", "America/Chicago",
                  "America/Los_Angeles", "Australia/Sydney", "Asia/Tokyo")
        return [n for n in common if n in time_zone_names()][:limit]
    names = time_zone_names()
    lowered = [n.lower() for n in names]
    first = [n for n, low in zip(names, lowered) if low.startswith(needle) or f"/{needle}" in low]
    rest = [n for n, low in zip(names, lowered) if needle in low and n not in first]
    return (first + rest)[:limit]


async def _time_zones(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=n, value=n) for n in matching_time_zones(current or "")]


time_zone_autocomplete = never_raises(_time_zones)
"""IANA time zone names for ``/prefs set timezone``."""


LINK_NOTE = t("web-link-note", lang="en")
LINK_ENDED = t("web-link-ended", lang="en")


def display_names(interaction: discord.Interaction, user_ids: Iterable[int]) -> dict[int, str]:
    """The seated players' names as this server shows them (those it does not know are left out: "Player N")."""
    names: dict[int, str] = {}
    guild = interaction.guild
    for user_id in dict.fromkeys(user_ids):
        member: discord.Member | discord.User | None = guild.get_member(user_id) if guild is not None else None
        if member is None and interaction.user.id == user_id:
            member = interaction.user
        if member is not None:
            names[user_id] = member.display_name[:100]
    return names


@servers_only
class GameCog(commands.GroupCog, group_name="game", group_description="Start, join and follow the board game in this channel"):
    """Table management; ``new`` is added per instance from the registered games."""

    def __init__(self, bot: DdayBot) -> None:
        self.bot = bot
        super().__init__()
        group = self.app_command
        assert group is not None, "a GroupCog always has its group"
        group.add_command(build_new_group(bot.service.games()))
        for command in list_commands(bot.service.games()):  # /game mine, list, stats, leaderboard (issue #50)
            group.add_command(command)

    @property
    def service(self) -> Any:
        return self.bot.service

    @app_commands.command(name="join", description="Take a seat at the game in this channel")
    @app_commands.describe(seat="The side to play; leave empty for the first open seat")
    @app_commands.autocomplete(seat=seat_autocomplete)
    async def join(self, interaction: discord.Interaction, seat: Optional[str] = None) -> None:
        await present.respond(
            interaction, lambda: self.service.join(present.channel_of(interaction), interaction.user.id, seat or None)
        )

    @app_commands.command(name="start", description="Start now; you (the creator) take every open seat")
    async def start(self, interaction: discord.Interaction) -> None:
        await present.respond(interaction, lambda: self.service.start(present.channel_of(interaction), interaction.user.id))

    @app_commands.command(name="status", description="Who plays which side, and who must act now (only you see it)")
    @app_commands.describe(share=SHARE_HELP)
    async def status(self, interaction: discord.Interaction, share: Optional[bool] = None) -> None:
        await present.respond(
            interaction, lambda: self.service.status(present.channel_of(interaction), bool(share)), changes=False, private=not share
        )

    @app_commands.command(name="board", description="The board now, or after a past turn or order card (only you see it)")
    @app_commands.describe(
        turn="Turn number (empty: the current position)",
        phase="Order card / phase number within the turn",
        share=SHARE_HELP,
    )
    async def board(
        self,
        interaction: discord.Interaction,
        turn: Optional[app_commands.Range[int, 0, 9999]] = None,
        phase: Optional[app_commands.Range[int, 0, 9999]] = None,
        share: Optional[bool] = None,
    ) -> None:
        await present.respond(
            interaction,
            lambda: self.service.board(present.channel_of(interaction), turn, phase, bool(share)),
            changes=False,
            private=not share,
        )

    @app_commands.command(name="history", description="A page of the game's log, dice included (only you see it)")
    @app_commands.describe(page="Page number (empty: the latest page)", share=SHARE_HELP)
    async def history(
        self,
        interaction: discord.Interaction,
        page: Optional[app_commands.Range[int, 1, 9999]] = None,
        share: Optional[bool] = None,
    ) -> None:
        await present.respond(
            interaction,
            lambda: self.service.history(present.channel_of(interaction), page, bool(share)),
            changes=False,
            private=not share,
        )

    @app_commands.command(name="resign", description="Resign the game; the other side wins")
    async def resign(self, interaction: discord.Interaction) -> None:
        await present.respond(interaction, lambda: self.service.resign(present.channel_of(interaction), interaction.user.id))

    @app_commands.command(name="abort", description="End the game without a result (its creator or a server manager)")
    async def abort(self, interaction: discord.Interaction) -> None:
        is_manager = interaction.permissions.manage_guild
        await present.respond(
            interaction, lambda: self.service.abort(present.channel_of(interaction), interaction.user.id, is_manager)
        )


    @app_commands.command(name="link", description="The web page of this channel's game: every phase and die (only you see it)")
    @app_commands.describe(new="True: make a new address and end the old one (the game's creator or a server manager)")
    async def link(self, interaction: discord.Interaction, new: Optional[bool] = None) -> None:
        channel, user = present.channel_of(interaction), interaction.user.id

        async def call() -> Post:
            if new:
                address = await self.service.new_web_link(channel, user, interaction.permissions.manage_guild)
                return Post(content=t("web-link-new", address=address) + "\n" + t("web-link-ended"), ephemeral=True)
            seated = (await self.service.inspect_any(channel)).seats
            address = await self.service.web_link(channel, user, display_names(interaction, seated.values()))
            return Post(content=t("web-link", address=address) + "\n" + t("web-link-note"), ephemeral=True)

        await present.respond(interaction, call, changes=False, private=True)

    @app_commands.command(name="viewer", description="Turn the web viewer on or off for this server (Manage Server)")
    @app_commands.describe(
        enabled="False: close every game's web page here and drop the links from phase posts",
        public="True: show this channel's games on the server's public index page; False: stop",
    )
    async def viewer(
        self, interaction: discord.Interaction, enabled: Optional[bool] = None, public: Optional[bool] = None
    ) -> None:
        guild_id, is_manager = interaction.guild_id or 0, interaction.permissions.manage_guild
        channel = interaction.channel
        name = getattr(channel, "name", None) or str(interaction.channel_id)

        async def call() -> Post:
            said = []
            if enabled is not None:
                said.append(await self.service.set_server_viewer(guild_id, enabled, is_manager))
            if public is not None:  # issue #50: this channel on the server's public index
                said.append(await self.service.publish_channel(
                    guild_id, present.channel_of(interaction), name, public, is_manager,
                    language_of(interaction.guild_locale or "en")))
            return Post(content="\n".join(said) or t("index-say-which"), ephemeral=True)

        await present.respond(interaction, call, private=True)

    @app_commands.command(name="export", description="Attach the game: its record (JSON) for dday verify, or its web page")
    @app_commands.describe(format="json: the record that dday verify checks (default); html: the page, to open offline")
    @app_commands.choices(format=[app_commands.Choice(name="json (the record for dday verify)", value="json"),
                                  app_commands.Choice(name="html (the web page, works offline)", value="html")])
    async def export(self, interaction: discord.Interaction, format: Optional[str] = None) -> None:
        channel = present.channel_of(interaction)
        call = self.service.export_html if format == "html" else self.service.export_post
        await present.respond(interaction, lambda: call(channel), changes=False)

    @app_commands.command(name="undo", description="Take back your last action(s), up to the last roll or phase end")
    @app_commands.describe(steps="How many of your latest actions to take back (default 1)")
    async def undo(self, interaction: discord.Interaction, steps: Optional[app_commands.Range[int, 1, 50]] = None) -> None:
        await present.respond(
            interaction,
            lambda: self.service.request_undo(present.channel_of(interaction), interaction.user.id, steps or 1),
        )

    @app_commands.command(name="vacation", description="Pause your clock in this game for some days (0 ends it)")
    @app_commands.describe(days="Days away; 0 ends your vacation now")
    async def vacation(self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 90]) -> None:
        await present.respond(
            interaction, lambda: self.service.vacation(present.channel_of(interaction), interaction.user.id, days)
        )

    @app_commands.command(name="replace", description="Hand a seat to another player (creator, manager, the seat's player, or a teammate)")
    @app_commands.autocomplete(seat=never_raises(_game_seats))
    @app_commands.describe(
        seat="The seat to hand over",
        user="Who takes it",
        force="Skip the seat's consent (only if its player has not acted for 7 days)",
    )
    async def replace(
        self, interaction: discord.Interaction, seat: str, user: discord.User, force: Optional[bool] = None
    ) -> None:
        is_manager = interaction.permissions.manage_guild
        await present.respond(
            interaction,
            lambda: self.service.replace(
                present.channel_of(interaction), interaction.user.id, seat, user.id, is_manager=is_manager, force=bool(force)
            ),
        )

    @app_commands.command(name="computer", description="Give a seat to the computer (lobby: creator; in play: as /game replace)")
    @app_commands.autocomplete(seat=never_raises(_computer_seats))
    @app_commands.describe(
        seat="The seat the computer plays",
        force="In play: skip the seat's consent (only if its player has not acted for 7 days)",
    )
    async def computer(self, interaction: discord.Interaction, seat: str, force: Optional[bool] = None) -> None:
        is_manager = interaction.permissions.manage_guild
        await present.respond(
            interaction,
            lambda: self.service.computer(
                present.channel_of(interaction), interaction.user.id, seat, is_manager=is_manager, force=bool(force)
            ),
        )

    @app_commands.command(name="takeback", description="Take back your seat from the computer, at any time")
    @app_commands.autocomplete(seat=never_raises(_game_seats))
    @app_commands.describe(seat="Your seat that the computer plays now")
    async def takeback(self, interaction: discord.Interaction, seat: str) -> None:
        await present.respond(
            interaction, lambda: self.service.takeback(present.channel_of(interaction), interaction.user.id, seat)
        )



@servers_and_dms
class PrefsCog(commands.GroupCog, group_name="prefs", group_description="Your time zone, quiet hours and reminders"):
    """Per-player preferences, for every game."""

    def __init__(self, bot: DdayBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="show", description="Show your time zone, quiet hours and where reminders go")
    async def show(self, interaction: discord.Interaction) -> None:
        await present.respond(
            interaction, lambda: self.bot.service.prefs_of(interaction.user.id), changes=False, private=True
        )

    @app_commands.command(name="set", description="Set your time zone, quiet hours (e.g. 22:00-07:00) or DM reminders")
    @app_commands.describe(
        timezone="A time zone name such as Europe/Paris or America/Chicago",
        quiet="Hours without reminders, e.g. 22:00-07:00, or off",
        dm="Send reminders by direct message instead of in the channel",
        handoff="Minutes to wait before pinging you when play passes to you (0: at once; up to 10)",
        digest="A direct message each day at this time (e.g. 08:00) listing the games waiting for you, or off",
    )
    @app_commands.autocomplete(timezone=time_zone_autocomplete)
    async def set(
        self,
        interaction: discord.Interaction,
        timezone: Optional[str] = None,
        quiet: Optional[str] = None,
        dm: Optional[bool] = None,
        handoff: Optional[app_commands.Range[int, 0, 10]] = None,
        digest: Optional[str] = None,
    ) -> None:
        await present.respond(
            interaction,
            lambda: self.bot.service.set_prefs(
                interaction.user.id, tz=timezone, quiet=quiet, dm=dm, handoff=handoff, digest=digest
            ),
            private=True,
        )


async def setup(bot: DdayBot) -> None:
    await bot.add_cog(PrefsCog(bot))
    await bot.add_cog(GameCog(bot))
    await bot.add_cog(MyGamesCog())  # /mygames: the /game mine of a direct message (issue #50)
