"""A channel people can read (issue #11): one live message per table, edited as its phase goes on.

What it means, and its pure functions; :class:`~bot.service.posts.Posts` does it. Discord-free:

- **The live message.** Every phase post (the phase ends, or someone new must act) is a new message
  with the board image and the pings, and it becomes the table's *live* message. Each action that
  neither ends the phase nor brings a new seat to act does not post: it edits the live message, which
  then tells the phase so far and who is still to act, with the buttons of the position now. Which
  Discord message is live is recorded durably (``messages`` table, :class:`db.contract.SetMessage`):
  the discord layer reports the id of each live message it posts (:meth:`~bot.service.posts.Posts.record_message`),
  so the next edit finds it after a restart. The service says what to do through :class:`Track`.
- **Stale buttons go.** A new live message names the one it supersedes (``Track.retire_ids``): the
  discord layer removes that message's buttons, so only the live message has live buttons.
- **Long posts keep the end.** :func:`fit` keeps what happens next whole, then as much of the story as
  fits, newest last, and says how many earlier lines are in ``/game history``.
- **One drawing per position.** :class:`ImageCache` keeps the last few board images by (table, version),
  so the phase post, ``/game status`` and ``/game board`` of one position draw it once.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from bot.service.common import MAX_CONTENT, Committed, mention
from db.contract import EventRow, TableRow
from rules.core import Event, GameEngine
from rules.core.contract import seat_names_for, start_notes
from rules.core.dice import seed_commitment

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
