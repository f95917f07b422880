"""Answers worked out once per frozen value, kept by the value's identity (issue #51).

The rules look the same frozen values up again and again (a map's Sectors by id, its lines by Sector, a campaign's
current map): a computer's playouts do it hundreds of thousands of times a decision. :class:`IdentityMemo` works
each answer out once. It is keyed by the identity of the values the answer depends on, not their content (hashing
a map's content would cost as much as the look-up), and each entry holds those values, so that no identity can be
reused by another object while the entry is kept. A value is frozen, so its answer never goes stale; a copy with
other content is another object and gets its own entry. The memo is cleared when full, so a process that meets
many values (games with their own data) keeps at most ``size`` answers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

V = TypeVar("V")


class IdentityMemo(Generic[V]):
    """At most ``size`` answers, each kept by the identity of the values it was worked out from."""

    __slots__ = ("_entries", "_size")

    def __init__(self, size: int = 256) -> None:
        self._entries: dict[object, tuple[tuple[Any, ...], V]] = {}
        self._size = size

    def get(self, build: Callable[..., V], *values: Any) -> V:
        """``build(*values)``, worked out the first time these ``values`` (compared by identity) are asked for."""
        key = id(values[0]) if len(values) == 1 else tuple(map(id, values))
        entry = self._entries.get(key)
        if entry is None:
            if len(self._entries) >= self._size:
                self._entries.clear()
            entry = self._entries[key] = (values, build(*values))
        return entry[1]

    def __len__(self) -> int:
        return len(self._entries)
