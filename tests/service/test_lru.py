"""The service's bounded caches (bot.service.core.LRU): most recently used kept, the oldest dropped."""

from __future__ import annotations

from bot.service.core import LRU


def test_get_refreshes_and_the_least_recently_used_is_dropped() -> None:
    cache: LRU[str, int] = LRU(2)
    cache["a"], cache["b"] = 1, 2
    assert cache.get("a") == 1  # "a" is now the most recent
    cache["c"] = 3
    assert list(cache) == ["a", "c"]
    assert cache.get("b") is None and cache.get("b", 7) == 7


def test_writing_an_existing_key_refreshes_it_and_keeps_the_bound() -> None:
    cache: LRU[str, int] = LRU(2)
    cache["a"], cache["b"] = 1, 2
    cache["a"] = 10
    cache["c"] = 3
    assert dict(cache) == {"a": 10, "c": 3}
    assert len(cache) == 2 and LRU(0).limit == 1
