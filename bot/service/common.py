"""What the parts of the service share: the messages they return and the loaded position they work on.

The bottom of :mod:`bot.service` with :mod:`bot.service.errors`: it imports no other part of the service,
so :mod:`bot.service.core`, :mod:`bot.service.longplay`, :mod:`bot.service.private` and
:mod:`bot.service.dice_tray` all build on it without importing each other.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Collection, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from bot.service.words import choice_label, seat_names
from db.contract import EventRow, TableRow
from i18n import DEFAULT, current, language_of, register_formatter, speaking, t
from rules.core import Choice, Event, GameEngine, find_game

MAX_CONTENT = 2000
"""Discord's limit on one message's text; every :class:`Post` the service returns fits in it."""
SNAPSHOT_EVERY = 10
"""A snapshot at least every N actions keeps loading time flat however long the log grows."""
COMPUTER_IDS = range(2**22 - 100, 2**22)
"""The user ids of computer seats (issue #26): the seat at index i of the game's seat order is played by the
i-th of these. A Discord id is a snowflake, at least 2**22 (its time part is above zero), so a computer never
shares an id with a person; the small ids that tests and the console give their players stay people too."""


def is_computer(user_id: int | None) -> bool:
    """True when ``user_id`` is a computer seat's id (never pinged, never DMed, never reminded)."""
    return user_id is not None and user_id in COMPUTER_IDS


def computer_id(index: int) -> int:
    """The id of the computer playing the seat at ``index`` of the game's seat order."""
    return COMPUTER_IDS[index]


def seat_holder(names: Mapping[str, str], seat: str, user_id: int | None) -> str:
    """Who holds ``seat``: "Computer (Axis)" for a computer, else the player's mention (the seat when open)."""
    if user_id is None:
        return names.get(seat, seat)
    return t("computer-seat", seat=names.get(seat, seat)) if is_computer(user_id) else mention(user_id)


class PostButton(BaseModel):
    label: str
    custom_id: str = ""
    style: str = "secondary"
    url: str | None = None
    """A link button (issue #27: "View on the web"): it opens this address; it has no custom id and Discord
    draws it in its own link style."""


class Track(BaseModel):
    """Where a public post stands among the messages its table keeps up to date (see :mod:`bot.service.live_message`).

    Discord-free instructions for the discord layer: edit message ``edit_id`` instead of posting a new
    one (and post a new one if that edit fails: the message was deleted), remove the buttons of the
    messages in ``retire_ids`` (they showed a position that is over), and report the id of a message
    it did post with ``GameService.record_message(channel, table_id, role, seq, message id)``.
    """

    table_id: int
    role: str = "live"
    seq: int
    """The log version the message was posted for (-1: the lobby)."""
    edit_id: int | None = None
    retire_ids: list[int] = Field(default_factory=list)
    delete_ids: list[int] = Field(default_factory=list)
    """Messages to delete: a hand-off ping whose player has acted (its notification stays in their inbox)."""
    note: str = ""
    """The entry and what it did, in a few lines: what is new in an edited live message (for whoever acted,
    and for the console, which shows each entry once rather than the whole phase message each time)."""
    unchanged: bool = False
    """Nothing a reader of message ``edit_id`` needs has changed: it is left as it is (no edit), and only
    whoever acted is told, privately (an Overlord Unit's move inside a phase, issue #25)."""


class TeamThread(BaseModel):
    """A private thread the discord layer opens in a table's channel for one Team (issue #13).

    Once opened (or refused), the discord layer reports every Team's thread id (None: it could not
    open it) with ``GameService.record_threads(channel, table_id, {team: id})``.
    """

    table_id: int
    team: str
    """The Team's name, as the engine names it ("Team Able"): the key of its record."""
    name: str
    """The thread's title (Discord allows 100 characters)."""
    user_ids: list[int]
    """The Team's players, added to the thread."""


class PostImage(BaseModel):
    """One more image of a post, with its file name and alt text (an Overlord channel's boards, issue #25).

    In JSON (a post queued in the outbox) its bytes are base64, so any image survives the trip."""

    model_config = ConfigDict(ser_json_bytes="base64", val_json_bytes="base64")
    data: bytes
    name: str
    alt_text: str = ""


MAX_IMAGES = 10
"""Discord's limit on a message's attachments."""


class Post(BaseModel):
    """One message to show: Discord-free, already within Discord's limits."""

    content: str
    embeds: list[str] = Field(default_factory=list)
    """A long story told below the text (issue #24): embed descriptions, within Discord's limits together."""
    image: bytes | None = None
    image_name: str = "board.png"
    alt_text: str = ""
    images: list[PostImage] = Field(default_factory=list)
    """More images after ``image``, in order (at most :data:`MAX_IMAGES` in all): a board shown in parts."""
    mention_user_ids: list[int] = Field(default_factory=list)
    buttons: list[PostButton] = Field(default_factory=list)
    ephemeral: bool = False
    file: bytes | None = None
    """Another attachment (e.g. the JSON game record of /game export)."""
    file_name: str = "game.json"
    track: Track | None = None
    """Set on a table's live message: it is edited in place, and supersedes the one before (issue #11)."""
    channel_id: int | None = None
    """Post it there (a Team's private thread) rather than where the command was used or the table plays."""
    team_threads: list[TeamThread] = Field(default_factory=list)
    """Private threads to open in the table's channel once this post is out (a game in Teams starting)."""
    control: str = ""
    """The seat whose control post this is (a D-Day Dice tray in the channel): tracked, so that a newer one of the
    seat replaces it and it goes once the seat's control is no longer live (:meth:`GameExtension.live_controls`)."""

    @field_validator("mention_user_ids")
    @classmethod
    def _people_only(cls, ids: list[int]) -> list[int]:
        """A computer seat is never pinged (issue #26)."""
        return [i for i in ids if not is_computer(i)]

    def all_images(self) -> list[PostImage]:
        """Every image of the post, ``image`` first."""
        first = [PostImage(data=self.image, name=self.image_name, alt_text=self.alt_text)] if self.image else []
        return [*first, *self.images][:MAX_IMAGES]


@dataclass
class Loaded:
    table: TableRow
    engine: GameEngine
    state: Any
    version: int
    seats: dict[str, int]

    @property
    def seat_names(self) -> Mapping[str, str]:
        """The seats' display names for this game's options (D-Day Dice names its Units by nation), in the
        context's language (issue #28)."""
        return seat_names(self.engine, self.table.options)


@dataclass(frozen=True)
class Applied:
    """One action checked and applied in memory, not yet written: who acted, its log text and the result."""

    seat: str
    text: str
    state: Any
    events: tuple[Event, ...]
    waiting: frozenset[str]
    """The seats the rules waited for before it."""
    shown: str
    """The action as other players may read it."""


@dataclass
class Committed:
    """One accepted log entry, persisted; what presenting it needs."""

    before: Loaded
    after: Loaded
    user_id: int | None
    seat: str
    text: str
    events: list[Event]
    boundary: bool
    shown: str
    """The action as other players may read it."""
    notices: list[Any] = field(default_factory=list)
    """What the entry queued in the outbox (a deadline's default announces itself that way)."""
    asked: tuple[set[Any], set[Any]] | None = None
    """The (seat, kind) pairs asked before and after the entry, when the commit worked them out already."""
    story: tuple[bool, Any] | None = None
    """Read with the entry's own commit: (for a new phase post?, the live record and the events its post tells)."""
    lines: list[Applied] = field(default_factory=list)
    """The actions written, one log entry each (several: a batch of orders, shown as one)."""
    pings: tuple[bool, set[str] | None] | None = None
    """:meth:`bot.service.posts.Posts.pings` of the entry, when the write worked it out already."""
    planned_by: int | None = None
    """The player whose queued plan the entry played (:mod:`bot.service.queued`; the entry itself has no user)."""
    present: int | None = None
    """Someone at the table who did not make the entry: the player whose move just let a queued play be made
    (:mod:`bot.service.queued`). Like its author, they are not pinged by its post; a seat of theirs it asks gets
    the hand-off ping after their delay, which their next move cancels (issue #46)."""
    reader: str = field(default_factory=current)
    """The language of whoever made the entry (the context's when it was committed): the private note that tells
    them what it did (:func:`bot.service.live_message.entry_note`) speaks it, not the table's."""


def clip(text: str, limit: int = MAX_CONTENT, tail: str | None = None) -> str:
    """Return ``text`` cut to ``limit`` characters at a line end, marking the cut (by default: more in history)."""
    if len(text) <= limit:
        return text
    if tail is None:
        tail = "\n" + t("post-more-in-history")
    cut = text[: limit - len(tail)]
    if "\n" in cut:
        cut = cut[: cut.rfind("\n")]
    return cut + tail


TEAM_OF_SEAT = re.compile(r"^(Team \S+), ")
"""A seat of a game in Teams is named "Team Baker, Unit 2 (U.S.)"."""
ONE_OF = re.compile(r"^(Team \S+(, .*)?|\w+ \d+\b.*|.* player)$")
"""A winner named as one: a Team, a numbered Unit, a player ("the German player"); sides are plural ("Allies")."""


def _winner_names(names: Mapping[str, str], winners: Sequence[str], lang: str) -> list[str]:
    """The winners' names, a whole Team as the Team ("Team Baker"), a player with its article."""
    teams: dict[str, list[str]] = {}
    for seat, name in names.items():
        found = TEAM_OF_SEAT.match(name)
        if found:
            teams.setdefault(found.group(1), []).append(seat)
    out: list[str] = []
    for seat in winners:
        name = names.get(seat, seat)
        found = TEAM_OF_SEAT.match(name)
        if found and set(teams[found.group(1)]) <= set(winners):
            name = found.group(1)
        elif name.endswith(" player") and lang == "en":
            name = f"the {name}"
        if name not in out:
            out.append(name)
    return out


def result_text(names: Mapping[str, str], winners: Sequence[str], lang: str | None = None) -> str:
    """``"Axis (Germany) win"``, ``"the German player wins"``, ``"Team Baker wins"`` (every Unit of the Team
    won); a game nobody won (a co-operative game lost) says so. ``lang``: the language (default: the context's;
    a log's text is English)."""
    lang = lang or current()
    if not winners:
        return t("post-nobody-wins", lang=lang)
    told = _winner_names(names, winners, lang)
    one = len(told) == 1 and ONE_OF.match(told[0].removeprefix("the ")) is not None
    return t("post-winners", lang=lang, names=t("post-and", lang=lang).join(told), count=1 if one else 2)


def seats_arg(game: str, options: Mapping[str, str], seats: Sequence[str]) -> dict[str, Any]:
    """An event's argument naming seats (``{ $seats }``): stored as ids, told by their names in the reader's
    language (:func:`_seats_words`); ``winners``: the same, told as the result (who wins)."""
    return {"game": game, "options": dict(options), "seats": list(seats)}


def _seats_words(name: str, value: object, lang: str) -> object:
    """The platform's event arguments made by :func:`seats_arg`: ``seats`` as the seats' names joined, ``result``
    as :func:`result_text` of those seats; any other argument as given."""
    if not isinstance(value, dict) or "seats" not in value:
        return value
    with speaking(lang):
        names = seat_names(find_game(str(value["game"])), value.get("options") or {})
    seats = [str(s) for s in value["seats"]]
    if name == "result":
        return result_text(names, seats, lang)
    return ", ".join(names.get(s, s) for s in seats)


register_formatter("events-resigned", _seats_words)


def mention(user_id: int) -> str:
    """A player's mention; a computer seat is named, never pinged (:func:`seat_holder` adds its seat)."""
    return t("computer-name") if is_computer(user_id) else f"<@{user_id}>"


def everyone_seated(seats: Mapping[str, int]) -> tuple[str, list[int]]:
    """The line that pings every seated player once (the game-over post), and their ids."""
    users = [u for u in dict.fromkeys(seats.values()) if not is_computer(u)]
    return t("post-thanks", players=", ".join(mention(u) for u in users) or t("post-everyone")), users


def addressed(text: str, seats: Collection[str]) -> tuple[str | None, str]:
    """The seat a typed line names before a colon (``british: pass``), when it is one of ``seats``, and the action
    after it; else (None, the line). The one reading of the ``seat:`` prefix everywhere a line is typed (a colon
    inside an action, as in A&A's ``hits 30: 1 inf``, names no seat)."""
    head, sep, rest = text.partition(":")
    named = head.strip().lower()
    return (named, rest.strip()) if sep and named in seats else (None, text.strip())


def author_words(c: Committed) -> str:
    """Who made an entry, as its post names them: its player, "their plan" for a queued play, else the bot."""
    if c.user_id is not None:
        return mention(c.user_id)
    if c.planned_by is not None:
        return t("post-their-plan", who=mention(c.planned_by))
    return t("post-the-bot")


def orders_line(c: Committed) -> str:
    """What a batch's post starts with: who gave which orders."""
    who = author_words(c)
    seats = ", ".join(dict.fromkeys(a.seat for a in c.lines))
    listed = "; ".join(f"`{a.shown}`" for a in c.lines)
    if is_computer(c.user_id):  # its moves of one turn, shown as one batch: "Computer (German) gave 3 orders"
        who = seat_holder(c.after.seat_names, c.lines[0].seat, c.user_id)
        return clip(t("post-orders-given", who=who, count=len(c.lines), orders=listed), 900, tail="…")
    return clip(t("post-orders-given-seats", who=who, seats=seats, count=len(c.lines), orders=listed), 900, tail="…")



def table_language(table: TableRow) -> str:
    """The language a table's game speaks in its channel (``settings["language"]``, chosen at ``/game new``),
    English for a table that never chose one."""
    return language_of(str((table.settings or {}).get("language") or DEFAULT))


def speaks(fn: Any) -> bool:
    """True when renderer function ``fn`` takes the language of its words (a ``lang`` parameter)."""
    return fn is not None and "lang" in inspect.signature(fn).parameters


def said_to_all(table: TableRow) -> AbstractContextManager[object]:
    """Speaking the table's language: what is posted for the whole channel (or a Team's thread) says it in the
    table's words, whoever's command made it. A refusal, which only its reader sees, is made outside it."""
    return speaking(table_language(table))


def shown_to(table: TableRow, shared: bool) -> AbstractContextManager[object]:
    """The language a look's answer (``/game status``, ``board``, ``history``) speaks: the reader's (the context's)
    when only they see it; the table's when it is shared with the channel, like every public post of the game."""
    return said_to_all(table) if shared else nullcontext()


def event_text(event: Event | EventRow, lang: str | None = None) -> str:
    """An event's line in ``lang`` (default: the current context's language, :func:`i18n.speaking`).

    Its catalogue message (``event.key`` with ``event.args``) when the engine named one, else its English
    ``text`` (events logged before messages were named). A key the catalogues no longer hold (an event logged
    by an older version, its message since renamed) is shown by its ``text`` too: a stored game never fails
    to show; ``tests/i18n`` keeps every key the engines emit today in the catalogues."""
    if not event.key or (language_of(lang) if lang is not None else current()) == DEFAULT:
        return event.text  # English: the engine's own line, which the English catalogue reproduces (tests/i18n)
    try:
        return t(event.key, lang=lang, **event.args)
    except KeyError:
        return event.text


def row_event(row: EventRow) -> Event:
    """A logged event, read back from the store, as the engine made it."""
    return Event(
        kind=row.kind, text=row.text, data=row.data, dice=row.dice, seat=row.seat, phase=row.phase,
        key=row.key, args=row.args,
    )


def event_dict(event: Event) -> dict[str, Any]:
    """An event as the log stores it."""
    return {
        "kind": event.kind,
        "text": event.text,
        "data": event.data,
        "dice": list(event.dice),
        "seat": event.seat,
        "phase": event.phase,
        "key": event.key,
        "args": event.args,
    }


def filter_choices(choices: Any, current: str, limit: int = 25) -> list[Choice]:
    """The choices matching what was typed (those starting with it first), at most ``limit``, each fit for Discord."""
    needle = current.strip().lower()
    choices = [c if not c.key else Choice(value=c.value, label=choice_label(c)) for c in choices]
    starts = [c for c in choices if c.value.lower().startswith(needle) or c.label.lower().startswith(needle)]
    inside = [c for c in choices if c not in starts and (needle in c.value.lower() or needle in c.label.lower())]
    fitting = [c for c in starts + inside if len(c.value) <= 100]  # a cut value would be a different action
    return [Choice(value=c.value, label=c.label if len(c.label) <= 100 else c.label[:99] + "…") for c in fitting[:limit]]
