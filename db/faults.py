"""Every store call answers in the store's own terms (issue #52): one choke point per store class.

A driver's failure (a socket that is gone, a server shutting down, a locked or read-only file, a full disk)
never leaves a store as the driver's exception: :func:`translating` wraps every public coroutine method of a
store class (its mixins' too) so that what the store's ``fault`` function recognises is raised as a
:class:`~db.contract.StoreError` (:class:`~db.contract.StoreUnreachableError` for a connection that failed,
:class:`~db.contract.StoreBusyError` for a database that stayed locked), the driver's error as its cause.
What it does not recognise (a programming error, an SQL typo) goes through unchanged, so a bug stays a bug.

Each store's ``run`` tells one case apart itself, because only it knows how far the unit of work got: a
connection lost while COMMIT was on its way is :class:`~db.contract.CommitUnknownError`, and a failure after
COMMIT returned (the pool's reset of the connection) is no failure at all.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from db.contract import StoreError

C = TypeVar("C", bound=type)
Fault = Callable[[BaseException], StoreError | None]
"""A store's reading of a driver's exception: the store's own error, or None for one it does not know."""


def translated(method: Callable[..., Awaitable[Any]], fault: Fault) -> Callable[..., Awaitable[Any]]:
    """``method`` raising the store's own error for each driver exception ``fault`` recognises."""

    @functools.wraps(method)
    async def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return await method(*args, **kwargs)
        except StoreError:
            raise
        except Exception as exc:
            found = fault(exc)
            if found is None:
                raise
            raise found from exc

    call.__store_fault__ = fault  # type: ignore[attr-defined]  # marks it translated (read by tests)
    return call


def translating(fault: Fault) -> Callable[[C], C]:
    """A class decorator: every public coroutine method of the class (inherited ones included) translated."""

    def decorate(cls: C) -> C:
        for name in dir(cls):
            if name.startswith("_"):
                continue
            found = inspect.getattr_static(cls, name)
            if isinstance(found, classmethod) and inspect.iscoroutinefunction(found.__func__):
                setattr(cls, name, classmethod(translated(found.__func__, fault)))
            elif inspect.isfunction(found) and inspect.iscoroutinefunction(found):
                setattr(cls, name, translated(found, fault))
        return cls

    return decorate


def is_translated(method: Any) -> bool:
    """True when ``method`` (a store's bound method) is wrapped by :func:`translating`."""
    return getattr(method, "__store_fault__", None) is not None
