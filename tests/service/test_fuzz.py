"""Property-based fuzz of the service's entry points (issue #8).

Whatever the parameters (huge or negative numbers, inf, lone surrogates, long text, wrong types,
other channels, other users): a call either succeeds or raises the project's typed error
(:class:`~bot.service.ServiceError` or :class:`~rules.core.RuleError`), and a refusal changes
nothing in the database. Examples are bounded so the whole module runs in a few seconds.
"""

from __future__ import annotations

import asyncio
import inspect
import math
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.service.core import GameService, ServiceError
from bot.service.edge import bounds, entry_points
from rules.core import RuleError
from tests.conftest import no_render
from tests.profile import examples

CH, OTHER_CH = 900, 901
AXIS, ALLIES, STRANGER = 11, 22, 33
QUIET_DICE = [6] * 40
EXAMPLES = examples(80)

nasty_int = st.one_of(
    st.sampled_from([0, 1, -1, 2**31, 2**53 + 1, 2**63 - 1, 2**63, 2**64, -(2**63) - 1, 10**30]),
    st.integers(),
)
nasty_float = st.sampled_from([math.inf, -math.inf, math.nan, 1e300, 0.5, -0.0])
nasty_text = st.one_of(
    st.text(st.characters(codec=None, categories=None), max_size=40),  # incl. lone surrogates, NUL
    st.sampled_from(["", " ", "a/" * 500 + "b", "x" * 5000, "allies: done", "axis: done", "done", "../etc/passwd"]),
)
anything = st.one_of(st.none(), st.booleans(), nasty_int, nasty_float, nasty_text, st.lists(st.integers(), max_size=3))

PLAUSIBLE: dict[str, st.SearchStrategy[Any]] = {
    "channel_id": st.sampled_from([CH, OTHER_CH]),
    "guild_id": st.sampled_from([None, 1]),
    "user_id": st.sampled_from([AXIS, ALLIES, STRANGER]),
    "new_user": st.sampled_from([AXIS, STRANGER]),
    "text": st.sampled_from(["done", "allies: done", "axis: done", "pass", "move 1 inf from a to b", "confirm"]),
    "orders": st.sampled_from(["done; done", "allies: patrol 1 uk fighter to 1\ndone", "hits 30: 1 inf; 31: 1 art", ";;"]),
    "seat": st.sampled_from([None, "axis", "allies", "uk"]),
    "game": st.sampled_from(["aa-dday", "pegasus-bridge", "chess"]),
    "tz": st.sampled_from(["Europe/Paris", "UTC", "Mars/Olympus"]),
    "quiet": st.sampled_from(["22-7", "off", "25-3"]),
    "days": st.integers(0, 20),
    "steps": st.integers(1, 3),
    "turn": st.sampled_from([None, 0, 1, 2]),
    "phase": st.sampled_from([None, 1, 3]),
    "page": st.sampled_from([None, 1, 2]),
    "options": st.sampled_from([None, {}, {"players": "3"}, {"weather": "rain"}]),
    "settings": st.sampled_from([None, {"reminder_hours": 2}, {"deadline_hours": 5000}]),
    "dice_script": st.just(QUIET_DICE),
    "yes": st.booleans(),
    "dm": st.sampled_from([None, True, False]),
    "is_manager": st.booleans(),
    "force": st.booleans(),
    "kind": st.sampled_from(["move", "orders"]),
    "field": st.sampled_from(["from", "to", "units"]),
    "filled": st.just({}),
    "current": st.sampled_from(["", "mo", "x"]),
    "request_id": st.integers(1, 3),
    "version": st.integers(-1, 5),
    "expected_version": st.sampled_from([None, 0, 1, 2]),
    "index": st.integers(0, 4),
    "table_id": st.sampled_from([None, 1, 2]),
    "seed": st.sampled_from([None, 1]),
    "code": st.sampled_from([10003, 50001, 50035]),
}


def arguments(name: str) -> st.SearchStrategy[dict[str, Any]]:
    """Keyword arguments for one entry point: each parameter plausible, or anything at all."""
    method = getattr(GameService, name)
    params = [p for p in inspect.signature(method).parameters.values() if p.name != "self"]
    fields = {}
    for p in params:
        plausible = PLAUSIBLE.get(p.name, anything)
        fields[p.name] = st.one_of(plausible, plausible, anything)
    return st.fixed_dictionaries(fields)


ENTRY_POINTS = entry_points(GameService)
calls = st.sampled_from(ENTRY_POINTS).flatmap(lambda name: st.tuples(st.just(name), arguments(name)))


def test_every_parameter_of_every_entry_point_is_bounded_at_the_edge():
    unchecked = {
        name: [p for p in inspect.signature(getattr(GameService, name)).parameters if p != "self" and p not in checked]
        for name in ENTRY_POINTS
        for checked in [bounds(getattr(GameService, name).__wrapped__)]
    }
    assert {name: params for name, params in unchecked.items() if params} == {}


def test_every_public_coroutine_of_the_service_is_a_guarded_entry_point():
    public = {
        name for name, member in inspect.getmembers(GameService)
        if not name.startswith("_") and inspect.iscoroutinefunction(member) and name not in ("open", "close")
    }
    assert public == set(ENTRY_POINTS)
    assert {"tray_press", "dice_trays", "record_threads", "home_channel"} <= public


def dump(path: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table of the database file (what a refusal must leave as it was)."""
    db = sqlite3.connect(path)
    try:
        names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        return {n: sorted(map(tuple, db.execute(f"SELECT * FROM {n}")), key=repr) for n in names}
    finally:
        db.close()


def test_entry_points_refuse_with_typed_errors_and_change_nothing():
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "fuzz.sqlite3")
        loop = asyncio.new_event_loop()
        svc = loop.run_until_complete(GameService.open(path, render=no_render))

        async def setup() -> None:
            await svc.new_game(CH, 1, AXIS, "aa-dday", {}, seed=3, dice_script=QUIET_DICE)
            await svc.join(CH, AXIS, "axis")
            await svc.join(CH, ALLIES, "allies")

        loop.run_until_complete(setup())
        try:

            @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
            @given(call=calls)
            def one(call: tuple[str, dict[str, Any]]) -> None:
                name, kwargs = call
                before = dump(path)
                try:
                    loop.run_until_complete(getattr(svc, name)(**kwargs))
                except (ServiceError, RuleError) as refusal:
                    assert str(refusal) and len(str(refusal)) <= 2000
                    assert dump(path) == before, f"{name}({kwargs}) was refused but changed the database"

            one()
        finally:
            loop.run_until_complete(svc.close())
            loop.close()
