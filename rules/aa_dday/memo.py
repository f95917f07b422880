"""A one-entry memo of what was worked out about the last state asked about (its prompts, options, lookahead).

The service, a random player and a search ask for the prompts and the options of one state in a row, then
apply an action to it. States are never changed in place, so identity is a safe key; the memo holds a strong
reference, so the id cannot be reused while cached. :func:`peek` lets the rules reuse an answer about the
state an action is applied to (``Engine.apply`` writes new states from it) without computing it when absent, and
:func:`carry` hands what an action worked out on to the state it makes, for when that state is asked about next.
"""

from __future__ import annotations

from typing import Any

_memo: tuple[Any, dict[Any, Any]] = (None, {})
_next: tuple[Any, dict[Any, Any]] = (None, {})


def cached(w: Any, key: Any, make: Any) -> Any:
    """``make()``, kept for ``w`` under ``key`` (forgotten once another state is asked about)."""
    global _memo, _next
    memo = _memo
    if memo[0] is not w:
        nxt = _next
        if nxt[0] is w:
            memo, _next = nxt, (None, {})
        else:
            memo = (w, {})
        _memo = memo
    d = memo[1]
    if key not in d:
        d[key] = make()
    return d[key]


def peek(w: Any, key: Any) -> Any:
    """What :func:`cached` holds for ``w`` under ``key``, or None (nothing is computed)."""
    memo = _memo
    return memo[1].get(key) if memo[0] is w else None


def note(w: Any, key: Any, value: Any) -> None:
    """Keep ``value`` for ``w`` under ``key`` if ``w`` is the state the memo holds now (the first one kept stays)."""
    memo = _memo
    if memo[0] is w:
        memo[1].setdefault(key, value)


def carry(w: Any, key: Any, value: Any) -> None:
    """Keep ``value`` under ``key`` for ``w``, a state not asked about yet (the one an action is making): the memo
    starts from it when ``w`` is asked about next (only the last state carried to is remembered)."""
    global _next
    if _next[0] is not w:
        _next = (w, {})
    _next[1][key] = value
