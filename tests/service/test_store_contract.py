"""The store contract (issue #23): the service calls only what ``GameStore`` declares, and both stores provide it.

The service is typed with :class:`db.contract.GameStore`, so the Protocol is what a reader (or a type
checker) takes for the service's whole use of its store. These tests keep that true without a type
checker: every store method the service's code names (``self.store.X``, ``svc.store.X``, ``store.X``,
``self._store.X``) is a member of the Protocol, and the SQLite and PostgreSQL stores both have every
member, with the same parameters, async where the Protocol is async.
"""

from __future__ import annotations

import ast
import inspect
from collections.abc import Callable
from pathlib import Path

import pytest

from db.contract import GameStore
from db.pg_store import PgStore
from db.store import Store

SERVICE = Path(__file__).resolve().parents[2] / "bot" / "service"
STORE_NAMES = frozenset({"store", "_store"})
"""What the service calls its store: an attribute (``self.store``) or a plain name (``store``)."""


def protocol_members() -> dict[str, Callable[..., object]]:
    return {name: value for name, value in vars(GameStore).items() if not name.startswith("_") and callable(value)}


def store_uses(source: str) -> set[str]:
    """Names of what ``source`` reads from a store: ``X`` in ``<anything>.store.X``, ``store.X``, ``_store.X``."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        holder = node.value
        if isinstance(holder, ast.Name) and holder.id in STORE_NAMES:
            found.add(node.attr)
        elif isinstance(holder, ast.Attribute) and holder.attr in STORE_NAMES:
            if isinstance(holder.value, ast.Name) and holder.value.id == "db":
                continue  # the module db.store, not a store
            found.add(node.attr)
    return found


def service_uses() -> dict[str, list[str]]:
    """Each store member the service names -> the files that name it."""
    uses: dict[str, list[str]] = {}
    for path in sorted(SERVICE.rglob("*.py")):
        for name in store_uses(path.read_text(encoding="utf-8")):
            uses.setdefault(name, []).append(str(path.relative_to(SERVICE.parents[1])))
    return uses


def test_the_scan_finds_store_calls_in_every_form_the_service_writes():
    source = (
        "async def f(self, svc, store):\n    await self.store.run()\n    await svc.store.seats(1)\n"
        "    await store.table(1)\n    await self._store.events(1)\n    db.store.Store\n"
    )
    assert store_uses(source) == {"run", "seats", "table", "events"}
    seen = set(service_uses())
    assert {"run", "table", "seats", "due_timers", "timer_context", "dump_rows"} <= seen, "the scan sees the service"


def test_the_protocol_holds_every_store_method_the_service_calls():
    missing = {name: where for name, where in service_uses().items() if name not in protocol_members()}
    assert missing == {}, "add these to db.contract.GameStore (and to both stores)"


@pytest.mark.parametrize("store", [Store, PgStore], ids=["sqlite", "postgresql"])
def test_both_stores_provide_every_member_of_the_protocol(store: type):
    for name, declared in protocol_members().items():
        actual = getattr(store, name, None)
        assert callable(actual), f"{store.__name__} lacks {name}"
        assert inspect.iscoroutinefunction(actual) == inspect.iscoroutinefunction(declared), name
        want = [(p.name, p.kind, p.default) for p in inspect.signature(declared).parameters.values()]
        have = [(p.name, p.kind, p.default) for p in inspect.signature(actual).parameters.values()]
        assert have == want, f"{store.__name__}.{name} takes other parameters than the Protocol declares"
