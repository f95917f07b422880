"""The daily digest (issue #50): one direct message a day, at a local time the player chose, listing the games
waiting for them; none on a day when nothing waits.

``/prefs set digest:08:00`` (``off`` stops it) stores the minute of the day (``player_prefs.digest``) and when the
next one is due (``digest_at``): the next time the player's clock reads it, moved to the end of their quiet hours
when it falls inside them (:func:`next_digest`). The bot's minute pass asks :meth:`Digests.due`: each due player's
``digest_at`` is moved on to the next day's first (:class:`~db.contract.ClaimDigest`, one write, so with several
processes on PostgreSQL one sends it), then their waiting games are read, leaving out the games where they are on
vacation now. A digest whose direct message then fails is not sent again (the next day's tells the same games).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from pydantic import BaseModel

from bot.service.clock import quiet_window
from bot.service.common import Post
from bot.service.errors import ServiceError
from bot.service.lists import Lists
from bot.service.timers import quiet_of
from db.contract import ClaimDigest, GameStore
from i18n import t

BATCH = 100
"""Digests prepared per pass at most (the rest wait a minute)."""


class Digest(BaseModel):
    """A player's digest, for the discord layer to send them as a direct message."""

    user_id: int
    post: Post


def parse_digest(text: str) -> int | None:
    """``08:00`` or ``8`` -> minutes after midnight; ``off`` -> None; anything else: a player-facing refusal."""
    words = text.strip().lower()
    if words in ("off", "none", "no", ""):
        return None
    hours, _, minutes = words.partition(":")
    if not hours.isdigit() or (minutes and not minutes.isdigit()) or int(hours) > 23 or int(minutes or 0) > 59:
        raise ServiceError(t("err-digest-format", text=text.strip()[:16]))
    return int(hours) * 60 + int(minutes or 0)


def next_digest(prefs: dict[str, Any], after: float) -> float | None:
    """When the player's next digest is due after ``after``: the next instant their clock reads the chosen time
    (a time the spring-forward night skips is read an hour later), or the end of their quiet hours if it is inside
    them; None when they want no digest."""
    minutes = prefs.get("digest")
    if minutes is None:
        return None
    zone = ZoneInfo(str(prefs.get("tz") or "UTC"))
    day = datetime.fromtimestamp(after, zone).date()
    for offset in range(3):
        d = day + timedelta(days=offset)
        local = datetime(d.year, d.month, d.day, int(minutes) // 60, int(minutes) % 60, tzinfo=zone)
        at = local.timestamp()
        if at > after:
            span = quiet_window(quiet_of(prefs), at)
            return span[1] if span is not None else at
    raise AssertionError("a time of day comes within three days")  # pragma: no cover


def digest_words(prefs: dict[str, Any]) -> str:
    """The digest setting as ``/prefs`` shows it."""
    minutes = prefs.get("digest")
    if minutes is None:
        return t("prefs-digest-off")
    return t("prefs-digest-at", time=f"{int(minutes) // 60:02d}:{int(minutes) % 60:02d}")


class Digests:
    """The daily digests (see the module docstring)."""

    def __init__(self, store: GameStore, lists: Lists, commit: Callable[..., Any], clock: Callable[[], float]) -> None:
        self.store = store
        self.lists = lists
        self.commit = commit
        self.clock = clock

    async def due(self) -> list[Digest]:
        """The digests due now, each claimed (moved on a day) before it is built; empty ones are not returned."""
        now = self.clock()
        out: list[Digest] = []
        for user_id, prefs in await self.store.digests_due(now, BATCH):
            due_at = float(prefs["digest_at"])
            following = next_digest(prefs, max(now, due_at))
            (moved,) = await self.commit(None, ClaimDigest(user_id, due_at, following))
            if not moved:
                continue  # another process claimed it, or the player changed it meanwhile
            post = await self.lists.waiting(user_id, now)
            if post is not None:
                out.append(Digest(user_id=user_id, post=post))
        return out
