"""A long story told in one Discord message without dropping what matters (issue #24).

Pure functions over typed lines: every line knows its :class:`Kind`. What must stay whole in every post
(:data:`MUST_KEEP`): the header (turn, card, phase; the game's opening), the seed commitment, every die
roll and what it decided, who must act now, the game-over result. Everything else is an ordinary
:data:`Kind.MOVE` line, told with the seat whose move it followed (``actor``) and the log entry that made
it (``seq``), so that when room runs out a run of them becomes one whole sentence
("+ 14 more moves by Allies: `/game history page:3`") pointing at the exact history page that holds them.

Where the lines go (:func:`tell`):

1. Everything in the message text when it fits (:data:`CONTENT`, Discord's 2,000 characters).
2. Otherwise the text keeps the opening and who must act (the pings only work there), and the story goes
   into the message's embeds, at line boundaries: up to :data:`EMBEDS` of :data:`EMBED` characters each,
   :data:`EMBEDS_TOTAL` in all (Discord's limits on one message).
3. Only if the story is still too long are ordinary moves summarised, oldest first, one sentence for
   those of each phase (from one heading to the next); only if the
   must-keep lines alone overflow a whole message (far beyond any phase of the games here) do the oldest
   rolls give way too, summarised the same way. A line is never cut: a line longer than an embed is
   wrapped at spaces, whole, over several.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from i18n import command_name, current, option_name, t

CONTENT = 2000
"""Discord's limit on a message's text."""
EMBED = 4096
"""Discord's limit on one embed's description."""
EMBEDS_TOTAL = 6000
"""Discord's limit on all the embeds of one message together."""
EMBEDS = 10
"""Discord's limit on the number of embeds of one message."""


class Kind(str, Enum):
    HEADER = "header"
    """The post's heading: the game's opening, a turn, an order card, a phase."""
    COMMITMENT = "commitment"
    """The seed's SHA-256 commitment, in the start post."""
    DICE = "dice"
    """An event that rolled dice (its ``dice`` are not empty): the roll and what it decided."""
    RESULT = "result"
    """What a roll decided, told by the event right after it; a game-over result."""
    WHO_ACTS = "who_acts"
    """Who must act now, and on what."""
    MOVE = "move"
    """Anything else: it may be summarised."""


MUST_KEEP = frozenset({Kind.HEADER, Kind.COMMITMENT, Kind.DICE, Kind.RESULT, Kind.WHO_ACTS})


@dataclass(frozen=True)
class Line:
    """One line of a post: its text (no newline), its kind, and where it came from."""

    text: str
    kind: Kind = Kind.MOVE
    actor: str = ""
    """The seat whose move it followed ("" when not known yet: :func:`tell` may look it up by ``seq``)."""
    seq: int | None = None
    """The log entry it belongs to (its ``/game history`` page is found by it)."""
    rolled_again: bool = False
    """A roll whose dice were rolled again later in the story (a later roll with the very same data: the
    same owner's dice, as D-Day Dice's rerolls): the later one tells them all; this one gives way first."""

    @property
    def must_keep(self) -> bool:
        return self.kind in MUST_KEEP


@dataclass(frozen=True)
class Told:
    """A post's text and embeds, within Discord's limits."""

    content: str
    embeds: tuple[str, ...] = ()
    summarised: int = 0
    """How many story lines were summarised (0: all told)."""
    summaries: tuple[str, ...] = ()
    """The summary sentences, as they appear."""


Status = Callable[[Any], "tuple[Hashable, Hashable | None] | None"]
"""An event -> (which figure it restates, its value; None: the figure ends), or None for an ordinary event
(see :func:`said_once`)."""


def said_once(events: Sequence[Any], status: Status | None) -> list[Any]:
    """``events`` without the status lines that repeat the value shown last for the same figure.

    A game logs some figures again after every action (Pegasus Bridge's combat values); told in one post,
    each is shown when its value changed since it was last shown there (a roll that changed nothing, a token
    tossed and lost, says so itself). An event whose value is None is told and ends its figure (a fight is
    over): the next line of that figure is shown whatever its value."""
    if status is None:
        return list(events)
    shown: dict[Hashable, Hashable | None] = {}
    out: list[Any] = []
    for event in events:
        said = status(event)
        if said is not None:
            figure, value = said
            if value is None:
                shown.pop(figure, None)
            elif figure in shown and shown[figure] == value:
                continue
            else:
                shown[figure] = value
        out.append(event)
    return out


def event_lines(
    events: Sequence[Any], seq: int | None = None, words: Callable[[Any], str] | None = None,
    heading: Callable[[str], str] | None = None, status: Status | None = None,
) -> list[Line]:
    """The public events (``Event`` or ``EventRow``) as typed lines, a heading each time the phase changes.

    ``words``: an event's line in the reader's language (``bot.service.common.event_text``); its English
    ``text`` without it. ``heading``: a phase's heading in that language (``bot.service.words.phase_heading``).
    ``status``: which events restate a figure (the game's ``GameExtension.status``): one is told only when its
    value changed since it was last told in these lines (:func:`said_once`). The log keeps every one of them:
    a game's record is replayed event for event, so the choice is made here, where the post is composed.

    Decided from the events' data, not their words: an event with dice is a roll (:data:`Kind.DICE`); the
    first event without dice after a roll is what it decided (:data:`Kind.RESULT`). ``seq``: the log entry
    of events that do not carry theirs (just made, not read back from the store).
    """
    lines: list[Line] = []
    current = None
    after_roll = False
    public = said_once([e for e in events if e.seat is None], status)
    last_roll: dict[str, int] = {}  # a roll's data -> the last event rolling with that very data
    for n, event in enumerate(public):
        if event.dice:
            last_roll[repr(sorted(event.data.items()))] = n
    for n, event in enumerate(public):
        at = getattr(event, "seq", seq)
        if event.phase and event.phase != current:
            current = event.phase
            lines.append(Line(f"**{heading(event.phase) if heading is not None else event.phase}**", Kind.HEADER, seq=at))
        kind = Kind.DICE if event.dice else Kind.RESULT if after_roll else Kind.MOVE
        again = bool(event.dice) and last_roll[repr(sorted(event.data.items()))] != n
        line = words(event) if words is not None else event.text
        for part, text in enumerate(line.split("\n")):  # a newline in an event's text: each part a line
            lines.append(Line(f"• {text}" if part == 0 else f"  {text}", kind, seq=at, rolled_again=again))
        after_roll = bool(event.dice)
    return lines


def text_lines(text: str, kind: Kind) -> list[Line]:
    """Each line of ``text`` as a line of ``kind`` (a header, who acts); empty lines dropped."""
    return [Line(t, kind) for t in text.split("\n") if t.strip()]


# -- telling ---------------------------------------------------------------------------------------


def tell(
    head: Sequence[Line],
    story: Sequence[Line],
    tail: Sequence[Line],
    *,
    actors: Mapping[int, str] | None = None,
    pages: Mapping[int, tuple[int, int]] | None = None,
    content: int = CONTENT,
    embed: int = EMBED,
    total: int = EMBEDS_TOTAL,
    embeds: int = EMBEDS,
) -> Told:
    """The post telling ``head`` (its opening), ``story`` (what happened) and ``tail`` (who acts, or the result).

    ``actors`` and ``pages`` map a log entry to the seat that made it and to the first and last
    ``/game history`` pages telling it;
    they only serve summaries (read them when :attr:`Told.summarised` says one was needed).
    Guarantees, for any input: the text is at most ``content`` characters and the embeds within
    ``embed``/``total``/``embeds``; no line is cut (one longer than an embed is wrapped at spaces, whole);
    every line of ``head``, ``tail`` and every must-keep line of ``story`` is kept whenever they fit in one
    message together; the summaries count every line they replace.
    """
    head, story, tail = list(head), list(story), list(tail)
    whole = _join([*head, *story, *tail])
    if len(whole) <= content:
        return Told(whole)
    # The text: the opening and who acts (pings work only there); what does not fit joins the embeds.
    top, bottom = list(head), list(tail)
    front: list[Line] = []
    back: list[Line] = []
    while top and len(_join([*top, *bottom])) > content:
        front.insert(0, top.pop())
    while bottom and len(_join(bottom)) > content:
        back.insert(0, bottom.pop())
    text = _join([*top, *bottom])
    room = _Room(embed, total, embeds)
    order = _giving_way(story)
    fixed = [*_wrap(front, embed), *_wrap(back, embed)]
    # Dropping the first k lines of ``order`` leaves at least the other lines' characters (a summary only
    # adds): no smaller k can fit, so the search starts there.
    budget = total + embeds - sum(len(line.text) + 1 for line in fixed)
    sizes = [sum(len(piece.text) + 1 for piece in _wrap([line], embed)) for line in story]
    have = sum(sizes)
    k = 0
    while k < len(order) and have > budget:
        have -= sizes[order[k]]
        k += 1
    while True:
        kept, summaries = _summarise(story, set(order[:k]), actors or {}, pages or {})
        body = [*_wrap(front, embed), *_wrap(kept, embed), *_wrap(back, embed)]
        packed = room.pack(body)
        if packed is not None:
            return Told(text, packed, k, tuple(summaries))
        if k >= len(order):
            break
        k += 1
    # Even the opening and who acts overflow a message: keep what fits, say the rest is in /game status.
    body = [*_wrap(front, embed), *_wrap(kept, embed), *_wrap(back, embed)]
    note = Line(t("post-summary-overflow"), Kind.MOVE)
    while body and room.pack([*body, note]) is None:
        body.pop()
    return Told(text, room.pack([*body, note]) or (), k, tuple(summaries))


def _join(lines: Sequence[Line]) -> str:
    return "\n".join(line.text for line in lines)


def _giving_way(story: Sequence[Line]) -> list[int]:
    """The order in which story lines give way: moves oldest first; then dice rolled again later; only then
    (far beyond any phase of the games here) rolls and results; headings last."""
    moves = [i for i, line in enumerate(story) if not line.must_keep]
    again = [i for i, line in enumerate(story) if line.must_keep and line.rolled_again]
    rolls = [i for i, line in enumerate(story) if line.must_keep and line.kind is not Kind.HEADER and not line.rolled_again]
    heads = [i for i, line in enumerate(story) if line.kind is Kind.HEADER]
    return moves + again + rolls + heads


def _summarise(
    story: Sequence[Line], dropped: set[int], actors: Mapping[int, str], pages: Mapping[int, tuple[int, int]]
) -> tuple[list[Line], list[str]]:
    """The story with the dropped lines of each part (from one heading to the next) told by one sentence.

    The sentence stands where the part's first dropped line stood; the lines kept keep their order.
    """
    parts: list[list[int]] = [[]]
    for i, line in enumerate(story):
        if line.kind is Kind.HEADER and i not in dropped:
            parts.append([])
        parts[-1].append(i)
    kept: list[Line] = []
    summaries: list[str] = []
    for part in parts:
        gone = [story[i] for i in part if i in dropped]
        placed = False
        for i in part:
            if i not in dropped:
                kept.append(story[i])
            elif not placed:
                sentence = summary(gone, actors, pages)
                summaries.append(sentence)
                kept.append(Line(sentence, Kind.MOVE))
                placed = True
    return kept, summaries


def summary(
    run: Sequence[Line], actors: Mapping[int, str] | None = None, pages: Mapping[int, tuple[int, int]] | None = None
) -> str:
    """One whole sentence for lines left out: how many, of what, by whom, and the history page holding them."""
    actors, pages = actors or {}, pages or {}
    moves = [line for line in run if not line.must_keep]
    rolls = [line for line in run if line.kind in (Kind.DICE, Kind.RESULT)]
    again = [line for line in rolls if line.rolled_again]
    rolls = [line for line in rolls if not line.rolled_again]
    others = len(run) - len(moves) - len(rolls) - len(again)
    parts = []
    if moves:
        by: dict[str, int] = {}
        for line in moves:
            who = line.actor or (actors.get(line.seq, "") if line.seq is not None else "")
            by[who] = by.get(who, 0) + 1
        named = [f"{who} ({n})" if len(by) > 1 else who for who, n in by.items() if who]
        unnamed = by.get("", 0)
        if len(by) > 1 and unnamed:
            named.append(t("post-summary-the-game", count=str(unnamed)))
        if len(named) > 3:  # many seats (a game in Teams): the first two, then how many others
            first = [n for who, n in by.items() if who][:2]
            named = [*named[:2], t("post-summary-others", others=len(named) - 2, count=str(len(moves) - sum(first)))]
        if named:
            parts.append(t("post-summary-moves-by", count=len(moves), by=t("post-and").join(named)))
        else:
            parts.append(t("post-summary-moves", count=len(moves)))
    if again:
        parts.append(t("post-summary-rerolled", count=len(again)))
    if rolls:
        parts.append(t("post-summary-rolls", count=len(rolls)))
    if others:
        parts.append(t("post-summary-lines", count=others))
    found = sorted({p for line in run if line.seq is not None for p in pages.get(line.seq, ())})
    history, page = command_name("game history", current()), option_name("game history", "page", current())
    if not found:
        where = f"`{history}`"
    elif found[0] == found[-1]:
        where = f"`{history} {page}:{found[0]}`"
    else:
        where = t("post-summary-pages", first=f"`{history} {page}:{found[0]}`", last=str(found[-1]))
    return f"+ {', '.join(parts)}: {where}."


def counted(sentence: str) -> int:
    """How many lines a summary sentence of :func:`summary` stands for (for tests and the scan)."""
    total = 0
    for word, following in zip(sentence.split(), sentence.split()[1:], strict=False):
        if word.isdigit() and following == "more":
            total += int(word)
    return total


def _wrap(lines: Sequence[Line], width: int) -> list[Line]:
    """Lines no longer than ``width``: a longer one is split at spaces (at any character if it has none)."""
    out: list[Line] = []
    for line in lines:
        text = line.text
        while len(text) > width:
            cut = text.rfind(" ", 0, width)
            if cut <= 0:
                cut = width
            out.append(replace(line, text=text[:cut]))
            text = text[cut:].lstrip(" ") or ""
        out.append(replace(line, text=text))
    return out


@dataclass(frozen=True)
class _Room:
    embed: int
    total: int
    count: int

    def pack(self, lines: Sequence[Line]) -> tuple[str, ...] | None:
        """The lines in at most ``count`` embeds of ``embed`` characters, ``total`` in all; None if they do not fit."""
        chunks: list[list[str]] = []
        size = 0
        used = 0
        for line in lines:
            if chunks and size + 1 + len(line.text) <= self.embed:
                chunks[-1].append(line.text)
                size += 1 + len(line.text)
                used += 1 + len(line.text)
            else:
                chunks.append([line.text])
                size = len(line.text)
                used += len(line.text)
            if len(chunks) > self.count or used > self.total:
                return None
        return tuple("\n".join(c) for c in chunks)
