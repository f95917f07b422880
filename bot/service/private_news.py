"""Secrets reach their owner (issue #24): what only one seat may read goes to that seat's player, at once.

**How a game uses it.** Its rules emit an :class:`~rules.core.Event` whose ``seat`` is the one seat that
may read it, worded for that player ("You drew the …"). Nothing else: the service then delivers it, for
any game, and never shows it to anyone else (the public story already leaves such events out):

- **the owner's own command or button**: the text comes in that interaction's ephemeral reply
  (:func:`own_reply`, appended to the entry's posts by ``Posts.present``);
- **someone else's action, a timer's default, the start**: the public post carries one button per seat
  with news, "🔒 Unit 2 (U.S.): show me" (:func:`reveal_buttons`; its custom id is a
  :class:`~bot.service.custom_ids.SecretId` naming the seat and the log entries). Only that seat's
  player may press it (anyone else gets a short refusal); the answer is ephemeral
  (:meth:`Secrets.reveal`, ``GameService.reveal``);
- **a player who chose DMs in** ``/prefs`` is also sent it by direct message, queued in the outbox with
  the entry itself (:func:`dm_ops`); a DM that fails is dropped, never posted in the channel.

A game that wants a reveal of its own (a card shown to one opponent) only emits that event with the
opponent's seat. :class:`Secrets` is a feature (it reads the store through Tables); the pure helpers are
used by :class:`~bot.service.posts.Posts` (the reply and the buttons) and
:class:`~bot.service.entries.Entries` (the DMs, with the entry's own write). Imports the bottom only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.service.common import (
    Committed,
    Loaded,
    Post,
    PostButton,
    clip,
    event_text,
    is_computer,
    mention,
    table_language,
)
from bot.service.custom_ids import SecretId
from bot.service.errors import NotPlayerError, ServiceError, StaleVersionError
from bot.service.tables import Tables
from db.contract import GameStore
from db.timer_ops import AddNotice
from i18n import t

NOTICE_KIND = "secret"
"""The outbox kind of a secret sent by DM: the bot never posts it in a channel instead."""
MAX_SPAN = 2000
"""At most this many log entries in one reveal (a button names the entries of one post)."""


def _private(events: Iterable[Any]) -> dict[str, list[Any]]:
    """The private events by the seat that may read them, in order."""
    out: dict[str, list[Any]] = {}
    for event in events:
        if event.seat is not None:
            out.setdefault(event.seat, []).append(event)
    return out


def _name(names: Mapping[str, str], seat: str) -> str:
    return names.get(seat, seat)


def secret_text(
    names: Mapping[str, str], seat: str, events: Sequence[Any], *, many: bool = False, lang: str | None = None
) -> str:
    """What a seat's private events say, for its player's eyes only: in ``lang``, by default the context's (the
    reader's own language, in the reply to their interaction)."""
    head = t("post-secret-head", seat=_name(names, seat), lang=lang) if many or len(events) else ""
    return "\n".join([head, *(f"• {event_text(e, lang)}" for e in events)])


def own_seats(loaded: Loaded, user_id: int | None) -> set[str]:
    return set() if user_id is None else {s for s, u in loaded.seats.items() if u == user_id}


def own_reply(c: Committed) -> Post | None:
    """The actor's own secrets of this entry, as the ephemeral part of the interaction's reply (None: none).

    A timer's entry (no user) has no interaction to reply to: its secrets are behind buttons.
    """
    mine = own_seats(c.after, c.user_id)
    found = {s: evs for s, evs in _private(c.events).items() if s in mine}
    if not found:
        return None
    names = c.after.seat_names
    text = "\n".join(secret_text(names, s, evs, many=True) for s, evs in found.items())
    return Post(content=clip(text), ephemeral=True)


def news_seats(c: Committed | None, earlier: Sequence[Any], fresh: Sequence[Any]) -> list[str]:
    """The seats whose player must press a button to read their news: every seat with private events in the
    entries a post tells, except the actor's own news of this entry (their reply says it)."""
    told = own_seats(c.after, c.user_id) if c is not None else set()
    older = set(_private(earlier))
    newer = set(_private(fresh)) - told
    return sorted(older | newer)


def reveal_buttons(
    loaded: Loaded, seats: Sequence[str], first: int, last: int, *, names: Mapping[str, str] | None = None
) -> list[PostButton]:
    """One button per seat in ``seats``: its player reads their private events of entries ``first``..``last``."""
    names = names if names is not None else loaded.seat_names
    table = loaded.table
    return [
        PostButton(
            label=t("ui-secret-button", seat=_name(names, s))[:80],
            custom_id=SecretId(table.channel_id, table.id, max(0, first), max(0, last), s).encode(),
            style="secondary",
        )
        for s in seats
        if s in loaded.seats and not is_computer(loaded.seats[s])  # nobody reads a computer's secrets
    ]


async def entry_buttons(store: Any, c: Committed, rows: Sequence[Any]) -> list[PostButton]:
    """The reveal buttons of a post telling entry ``c`` after the logged ``rows`` (the older news stays).

    News of an earlier entry made by the seat's own player is left out: their reply said it then.
    """
    earlier = [r for r in rows if r.seq <= c.before.version]
    private = [r for r in earlier if r.seat is not None]
    if private:
        by = {a.seq: a.user_id for a in await store.actions(c.after.table.id, after=private[0].seq - 1)}
        earlier = [r for r in private if by.get(r.seq) != c.after.seats.get(r.seat) or r.seq == 0]
    seats = news_seats(c, earlier, c.events)
    if not seats:
        return []
    first = min((r.seq for r in earlier if r.seat in seats), default=c.before.version + 1)
    return reveal_buttons(c.after, seats, first, c.after.version)


def with_buttons(post: Post, extra: Sequence[PostButton]) -> Post:
    """``post`` with the reveal buttons after its own (Discord shows at most 25 on one message)."""
    if not extra:
        return post
    return post.model_copy(update={"buttons": [*post.buttons, *extra][:25]})


async def dm_ops(store: Any, c: Committed, now: float) -> list[AddNotice]:
    """Outbox entries: the secrets of this entry, by DM, for the players who chose DMs (not the actor's own)."""
    found = _private(c.events)
    told = own_seats(c.after, c.user_id)
    table, names = c.after.table, c.after.seat_names
    ops: list[AddNotice] = []
    for seat, events in found.items():
        user = c.after.seats.get(seat)
        if user is None or seat in told or not (await store.prefs(user)).get("dm"):
            continue
        # A DM is read later, by a player whose own language this interaction does not know: the table's.
        text = secret_text(names, seat, events, many=True, lang=table_language(table))
        text += f"\n_(the game in <#{table.channel_id}>)_"
        body = Post(content=clip(text)).model_dump_json(exclude={"image", "file"})
        ops.append(AddNotice(table.id, table.channel_id, user, body, None, None, now, kind=NOTICE_KIND, seat=seat))
    return ops


class Secrets:
    """The press on a reveal button (a feature: see the module docstring)."""

    def __init__(self, store: GameStore, tables: Tables) -> None:
        self.store = store
        self.tables = tables

    async def reveal(self, channel_id: int, user_id: int, table_id: int, first: int, last: int, seat: str) -> Post:
        """A press on a reveal button: ``seat``'s private events of entries ``first``..``last``, to its player only."""
        table = await self.tables.table(channel_id, live=False)
        if table.id != table_id:
            raise StaleVersionError(t("err-old-game-button"))
        if last < first or last - first > MAX_SPAN:
            raise ServiceError(t("err-secret-entries"))
        loaded = await self.tables.load(table)
        names, owner = loaded.seat_names, loaded.seats.get(seat)
        if owner is None:
            raise ServiceError(t("err-secret-no-seat", seat=seat[:32]))
        if owner != user_id:
            raise NotPlayerError(t("err-secret-not-yours", seat=_name(names, seat), who=mention(owner)))
        events = [e for e in await self.store.events(table.id, after=first - 1, upto=last) if e.seat == seat]
        if not events:
            return Post(content=t("post-secret-nothing", seat=_name(names, seat)), ephemeral=True)

        return Post(content=clip(secret_text(names, seat, events, many=True)), ephemeral=True)
