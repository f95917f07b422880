"""A channel people can read (issue #11): one live message per table, edited as its phase goes on.

A part of :class:`~bot.service.core.GameService` (like :mod:`bot.service.longplay`), discord-free:

- **The live message.** Every phase post (the phase ends, or someone new must act) is a new message
  with the board image and the pings, and it becomes the table's *live* message. Each action that
  neither ends the phase nor brings a new seat to act does not post: it edits the live message, which
  then tells the phase so far and who is still to act, with the buttons of the position now. Which
  Discord message is live is recorded durably (``messages`` table, :class:`db.contract.SetMessage`):
  the discord layer reports the id of each live message it posts (:meth:`TableauMixin.record_message`),
  so the next edit finds it after a restart. The service says what to do through :class:`Track`.
- **Stale buttons go.** A new live message names the one it supersedes (``Track.retire_ids``): the
  discord layer removes that message's buttons, so only the live message has live buttons.
- **Long posts keep the end.** :func:`fit` keeps what happens next whole, then as much of the story as
  fits, newest last, and says how many earlier lines are in ``/game history``.
- **One drawing per position.** :class:`ImageCache` keeps the last few board images by (table, version),
  so the phase post, ``/game status`` and ``/game board`` of one position draw it once.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from bot.service.common import MAX_CONTENT, Committed, Loaded, Post, Track, mention
from bot.service.edge import ChannelId, MessageId, Role, TableId, Version, entry_point
from bot.service.errors import InvalidInputError
from bot.service.secrets import entry_buttons
from db.contract import EventRow, MessageRow, SetMessage, TableRow
from rules.core import Event, GameEngine
from rules.core.contract import seat_names_for, start_notes
from rules.core.dice import seed_commitment

if TYPE_CHECKING:
    from bot.service.host import Host

LIVE = "live"
ROLES = (LIVE,)
"""The roles a table's tracked message may have: only the live phase message so far."""
IMAGE_ITEMS = 32
IMAGE_BYTES = 24 * 1024 * 1024
"""The image cache's bounds: at most this many images, and this many bytes in all."""
EDITED_IMAGE = "_The image shows the board when this message was posted; /game board shows it now._"

Image = tuple[bytes | None, str]


class ImageCache:
    """The board images of the latest positions, by (table id, log version); bounded in count and bytes."""

    def __init__(self, items: int = IMAGE_ITEMS, size: int = IMAGE_BYTES) -> None:
        self.items, self.size = max(1, items), size
        self._images: OrderedDict[tuple[int, int], Image] = OrderedDict()
        self._bytes = 0

    def get(self, key: tuple[int, int]) -> Image | None:
        found = self._images.get(key)
        if found is not None:
            self._images.move_to_end(key)
        return found

    def put(self, key: tuple[int, int], image: Image) -> None:
        weight = len(image[0] or b"")
        if weight > self.size:
            return  # larger than the whole budget: drawn each time rather than flushing everything
        old = self._images.pop(key, None)
        if old is not None:
            self._bytes -= len(old[0] or b"")
        self._images[key] = image
        self._bytes += weight
        while len(self._images) > self.items or self._bytes > self.size:
            _, dropped = self._images.popitem(last=False)
            self._bytes -= len(dropped[0] or b"")

    def __len__(self) -> int:
        return len(self._images)

    @property
    def bytes(self) -> int:
        return self._bytes


def story_lines(events: Sequence[Event | EventRow]) -> list[str]:
    """The public events as lines, with a bold heading each time the phase changes."""
    lines: list[str] = []
    current = None
    for event in events:
        if event.seat is not None:
            continue
        if event.phase and event.phase != current:
            current = event.phase
            lines.append(f"**{event.phase}**")
        lines.append(f"• {event.text}")
    return lines


def _cut_end(text: str, limit: int, tail: str) -> str:
    """``text`` cut at a line end to fit ``limit`` with ``tail`` appended (only when it is too long)."""
    if len(text) <= limit:
        return text
    cut = text[: max(0, limit - len(tail))]
    if "\n" in cut:
        cut = cut[: cut.rfind("\n")]
    return cut + tail


def fit(head: str, lines: Sequence[str], tail: str, limit: int = MAX_CONTENT) -> str:
    """One message of at most ``limit`` characters: ``head``, the newest ``lines`` that fit, then ``tail``.

    ``tail`` (what happens next: who must act, on what) is kept whole; only a tail longer than the whole
    message is cut, at a line end. The story gives way from its oldest line, and a line says how many
    earlier lines there were and where they are. ``head`` (the game's opening lines) stays if it leaves
    room for the tail; a very long single line is shortened rather than lost.
    """
    tail = _cut_end(tail, limit, "\n… (the rest: /game status)")
    room = limit - len(tail) - (1 if tail else 0)
    if head and len(head) + 1 <= room // 2:
        room -= len(head) + 1
    else:
        head = ""
    kept: list[str] = []
    used = 0
    for line in reversed(lines):
        if used + len(line) + 1 > room:
            break
        kept.append(line)
        used += len(line) + 1
    kept.reverse()
    dropped = len(lines) - len(kept)
    if dropped:
        marker = f"… {dropped} earlier line{'s' if dropped != 1 else ''}: /game history"
        while kept and used + len(marker) + 1 > room:
            used -= len(kept.pop(0)) + 1
            dropped += 1
            marker = f"… {dropped} earlier lines: /game history"
        if not kept and lines and room > len(marker) + 40:  # one huge newest line: its end is kept
            last = lines[-1]
            kept = ["…" + last[len(last) - (room - len(marker) - 3):]]
        kept.insert(0, marker)
    parts = [p for p in (head, "\n".join(kept), tail) if p]
    return "\n".join(parts)[:limit]


def start_header(engine: GameEngine, table: TableRow, seats: dict[str, int], order: Sequence[str]) -> str:
    """The opening lines of a game: who plays what, the table's notes, and the dice commitment."""
    names = seat_names_for(engine, table.options)
    lines = [f"**{engine.spec.name} begins.** " + ", ".join(f"{names.get(s, s)}: {mention(seats[s])}" for s in order)]
    lines += [f"_{note}_" for note in start_notes(engine, table.options)]
    lines.append(f"Dice: every roll comes from a secret seed whose SHA-256 commitment is `{seed_commitment(table.seed)}`.")
    return "\n".join(lines)


def note_line(c: Committed) -> str:
    """The entry in one line, as the short notes inside a phase used to say it."""
    who = mention(c.user_id) if c.user_id is not None else "The bot"
    return f"{who} ({c.seat}): `{c.shown}`"


def entry_note(c: Committed) -> str:
    """The entry and what it did, in a few lines: all of it that is new in an edited live message."""
    return "\n".join([note_line(c), *(f"• {e.text}" for e in c.events if e.seat is None)])


class TableauMixin:
    """The live message, its edits, and the image cache of :class:`GameService`."""

    _images: ImageCache

    @entry_point
    async def record_message(
        self: Host, channel_id: ChannelId, table_id: TableId, role: Role, version: Version, message_id: MessageId
    ) -> bool:
        """The discord layer posted message ``message_id`` showing ``role`` of table ``table_id`` at ``version``.

        One write. Ignored (False) when the table is not this channel's, or a newer message is recorded.
        """
        if role not in ROLES:
            raise InvalidInputError(f"A tracked message is one of {', '.join(ROLES)}, not '{role[:20]}'.")
        (written,) = await self.tables.commit(None, SetMessage(table_id, channel_id, role, message_id, version))
        return bool(written)

    async def _image(self: Host, table_id: int, version: int, view: Callable[[], Any]) -> Image:
        """The board image (and alt text) of the table at ``version``, drawn at most once while cached."""
        key = (table_id, version)
        found = self._images.get(key)
        if found is None:
            found = await asyncio.to_thread(self._render, view())
            self._images.put(key, found)
        return found

    async def _new_live(self: Host, loaded: Loaded, old: MessageRow | None | bool = True) -> Track:
        """The track of a new live message at the loaded position: it supersedes the one recorded before.

        ``old``: the record already read (None: there is none); True reads it.
        """
        if old is True:
            old = await self.store.message(loaded.table.id, LIVE)
        retire = [old.message_id] if isinstance(old, MessageRow) and old.seq <= loaded.version else []
        return Track(table_id=loaded.table.id, seq=loaded.version, retire_ids=retire)

    async def _progress_post(self: Host, c: Committed) -> Post:
        """An entry inside an open phase: the live message, edited to tell the phase so far and who is to act.

        Without a live message on record (the console, or it was never reported) it is a new message,
        which becomes the live one once reported. No image and no ping either way: nobody new must act.
        One read: the record and the story together.
        """
        after = c.after
        table, engine = after.table, after.engine
        if c.story is not None and not c.story[0]:  # read with the commit
            live, rows = c.story[1]
        else:
            live, rows = await self.store.story(table.id, LIVE, after.version)
        events: list[Event | EventRow] = list(rows)
        if not any(row.seq == after.version for row in rows):  # built before its commit (a notice): add its own
            events += c.events
        if live is not None and live.seq < 0:  # the lobby's message: not a phase message to edit
            live = None
        base = live.seq if live is not None else after.version
        head = start_header(engine, table, after.seats, self.tables.seat_order(after)) if base == 0 else ""
        tail = self._waiting_line(after, ping=False)
        if live is not None:
            tail = f"{EDITED_IMAGE}\n{tail}" if tail else EDITED_IMAGE
        track = Track(
            table_id=table.id, seq=base, edit_id=live.message_id if live is not None else None, note=entry_note(c)
        )
        lines = [*story_lines(events), f"Last: {note_line(c)}"]
        buttons = [*self._buttons(after), *await entry_buttons(self.store, c, rows)]  # others' news: a button each (bot.service.secrets)
        return Post(content=fit(head, lines, tail), buttons=buttons[:25], track=track)
