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
- **Long posts keep what matters** (issue #24): :func:`tell_post` over :mod:`bot.service.story` keeps the
  header, the commitment, every roll and what it decided, and who acts (or the result) whole; the story
  goes into embeds when the text is full, and only ordinary moves are summarised, naming the
  ``/game history`` page (:func:`history_pages`, :func:`history_index`) that holds them.
- **One drawing per position.** :class:`ImageCache` keeps the last few board images by (table, version),
  so the phase post, ``/game status`` and ``/game board`` of one position draw it once.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence

from bot.service.common import MAX_CONTENT, Committed, author_words, event_text, is_computer, mention, seat_holder
from bot.service.game_words import game_title
from bot.service.story import Kind, Line, Told, tell, text_lines
from bot.service.words import english, notes_at_start, seat_names
from db.contract import ActionRow, EventRow, TableRow
from i18n import DEFAULT, speaking, t
from rules.core import GameEngine
from rules.core.dice import seed_commitment

LIVE = "live"
ROLES = (LIVE,)
"""The roles a table's tracked message may have besides the hand-off pings': the live phase message."""
HANDOFF = "handoff:"
"""The role of a seat's hand-off ping (issue #46), followed by the seat: deleted once the seat has acted."""
CONTROL = "control:"
"""The role of a seat's control post in the channel (a D-Day Dice tray), followed by the seat: a newer one of the seat
replaces it, and it goes once that seat's control is no longer live (the roll is made), issue #46."""


def handoff_role(seat: str) -> str:
    """The tracked role of ``seat``'s hand-off ping."""
    return HANDOFF + seat


def control_role(seat: str) -> str:
    """The tracked role of ``seat``'s control post (its dice tray)."""
    return CONTROL + seat


def known_role(role: str) -> bool:
    """Whether a message of ``role`` may be recorded for a table (the live message, a seat's hand-off ping or its
    control post)."""
    return role in ROLES or any(role.startswith(p) and len(role) > len(p) for p in (HANDOFF, CONTROL))

IMAGE_ITEMS = 32
IMAGE_BYTES = 24 * 1024 * 1024
"""The image cache's bounds: at most this many images, and this many bytes in all."""

Image = tuple[bytes | None, str]
ImageKey = tuple[int, int, str, str]
"""(table id, log version, the part's name for a board drawn in parts or "", the language of its words)."""


class ImageCache:
    """The board images of the latest positions, by (table id, log version); bounded in count and bytes."""

    def __init__(self, items: int = IMAGE_ITEMS, size: int = IMAGE_BYTES) -> None:
        self.items, self.size = max(1, items), size
        self._images: OrderedDict[ImageKey, Image] = OrderedDict()
        self._bytes = 0

    def get(self, key: ImageKey) -> Image | None:
        found = self._images.get(key)
        if found is not None:
            self._images.move_to_end(key)
        return found

    def put(self, key: ImageKey, image: Image) -> None:
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


def tell_post(
    head: str,
    story: Sequence[Line],
    tail: str,
    *,
    over: bool = False,
    actors: Mapping[int, str] | None = None,
    pages: Mapping[int, tuple[int, int]] | None = None,
) -> Told:
    """A post's text and embeds (:func:`bot.service.story.tell`): ``head`` and ``tail`` are kept whole.

    ``head``: the opening (the game's start, the orders a batch gave, a status's title lines); ``tail``:
    who must act now, or (``over``) the game's result.
    """
    return tell(
        text_lines(head, Kind.HEADER),
        story,
        text_lines(tail, Kind.RESULT if over else Kind.WHO_ACTS),
        actors=actors,
        pages=pages,
        content=MAX_CONTENT,
    )


def history_names(engine: GameEngine, options: Mapping[str, str], lang: str) -> dict[str, str] | None:
    """The seat names ``/game history`` lines show in ``lang`` (None in English: the seat ids, as before). Every
    place that numbers history pages passes these, so a page named in a post is the page ``/game history`` shows."""
    if lang == DEFAULT:
        return None
    with speaking(lang):
        return dict(seat_names(engine, options))


def history_pages(
    actions: Sequence[ActionRow], events: Sequence[EventRow], lang: str | None = None,
    names: Mapping[str, str] | None = None,
) -> list[tuple[str, str, list[int]]]:
    """The ``/game history`` pages of a game's log: (title, text, the log entries each page tells).

    ``lang``: the language of the events' lines (the table's; default: the current context's); ``names``: the
    seats' names in it (default: the seat ids, as English shows them). Pages are cut by length, so the same
    language and names must number them wherever a page is named (:func:`history_index`)."""
    by_seq: dict[int, list[EventRow]] = {}
    for e in events:
        by_seq.setdefault(e.seq, []).append(e)
    entries: list[tuple[str, str, int]] = []  # (phase label, line, log entry)
    label = t("history-setup")
    for action in sorted(actions, key=lambda a: a.seq):
        seq = action.seq
        evs = [e for e in by_seq.get(seq, []) if e.seat is None]
        if action.kind != "start":
            who = mention(action.user_id) if action.user_id else "—"
            seat = (names or {}).get(action.seat, action.seat) if action.seat else action.kind
            entries.append((label, f"`#{seq}` {seat} ({who}): `{action.public}`", seq))
        for e in evs:
            label = e.phase or label
            entries.append((label, f"  • {event_text(e, lang)}", seq))
    pages: list[tuple[str, str, list[int]]] = []
    for title, line, seq in entries:
        if pages and pages[-1][0] == title and len(pages[-1][1]) + len(line) < MAX_CONTENT - 200:
            pages[-1] = (title, pages[-1][1] + "\n" + line, [*pages[-1][2], seq])
        else:
            pages.append((title, line, [seq]))
    return pages


def history_index(
    actions: Sequence[ActionRow], events: Sequence[EventRow], lang: str | None = None,
    names: Mapping[str, str] | None = None,
) -> tuple[dict[int, str], dict[int, tuple[int, int]]]:
    """For each log entry: the seat that made it, and the first and last ``/game history`` pages telling it
    (pages in ``lang``, as :func:`history_pages`)."""
    pages: dict[int, tuple[int, int]] = {}
    for number, (_, _, seqs) in enumerate(history_pages(actions, events, lang, names), start=1):
        for seq in seqs:
            pages[seq] = (pages.get(seq, (number, number))[0], number)
    return {a.seq: a.seat for a in actions if a.seat}, pages


def start_header(engine: GameEngine, table: TableRow, seats: dict[str, int], order: Sequence[str]) -> str:
    """The opening lines of a game: who plays what, the table's notes, and the dice commitment."""
    names = seat_names(engine, table.options)
    lines = [t("post-begins", game=game_title(engine.spec)) + " " + ", ".join(f"{names.get(s, s)}: {mention(seats[s])}" for s in order)]
    lines += [f"_{note}_" for note in notes_at_start(engine, table.options)]
    lines.append(t("post-dice-commitment", commitment=seed_commitment(table.seed)))
    return "\n".join(lines)


def note_line(c: Committed) -> str:
    """The entry in one line, as the short notes inside a phase used to say it."""
    who = author_words(c)
    if is_computer(c.user_id):

        return f"{seat_holder(c.after.seat_names, c.seat, c.user_id)}: `{c.shown}`"
    seat = c.seat if english() else c.after.seat_names.get(c.seat, c.seat)  # English keeps the id players type
    return f"{who} ({seat}): `{c.shown}`"


def entry_note(c: Committed) -> str:
    """The entry and what it did, in a few lines: all of it that is new in an edited live message. Only its author
    reads it (the private "the phase message shows it" reply), so it speaks the author's language (``c.reader``):
    an English reader at a Korean table reads the keyed events in English."""
    with speaking(c.reader):
        return "\n".join([note_line(c), *(f"• {event_text(e)}" for e in c.events if e.seat is None)])
