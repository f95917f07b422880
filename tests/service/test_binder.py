"""The entry points' argument reader (``_binder``) agrees with ``inspect.Signature.bind`` on every call shape.

It replaces ``bind`` on the hot path of every submit, so it must read the same names and values, and refuse
(as the service's typed error) exactly the calls ``bind`` refuses.
"""

from __future__ import annotations

import inspect
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.service.core import GameService
from bot.service.edge import binder as _binder
from bot.service.edge import entry_points
from bot.service.errors import InvalidInputError
from tests.profile import examples


def _bound(signature: inspect.Signature, args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any] | None:
    try:
        arguments = signature.bind(None, *args, **kwargs).arguments
    except TypeError:
        return None
    return {k: v for k, v in arguments.items() if k != "self"}


def _read(method: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any] | None:
    try:
        return _binder(inspect.signature(method))(args, kwargs)
    except InvalidInputError:
        return None


def _call_shapes(name: str) -> st.SearchStrategy[tuple[tuple[Any, ...], dict[str, Any]]]:
    method = getattr(GameService, name).__wrapped__
    names = [p for p in inspect.signature(method).parameters if p != "self"]
    keys = st.sampled_from([*names, "self", "not_a_parameter"])
    return st.tuples(
        st.lists(st.integers(), max_size=len(names) + 2).map(tuple),
        st.dictionaries(keys, st.integers(), max_size=len(names) + 1),
    )


ENTRY_POINTS = entry_points(GameService)


@settings(max_examples=examples(400), deadline=None)
@given(st.sampled_from(ENTRY_POINTS).flatmap(lambda n: st.tuples(st.just(n), _call_shapes(n))))
def test_the_argument_reader_agrees_with_signature_bind(case: tuple[str, tuple[tuple[Any, ...], dict[str, Any]]]) -> None:
    name, (args, kwargs) = case
    method = getattr(GameService, name).__wrapped__
    assert _read(method, args, kwargs) == _bound(inspect.signature(method), args, kwargs)


def test_the_common_calls_are_read_by_name() -> None:
    method = GameService.act.__wrapped__
    read = _binder(inspect.signature(method))
    assert read((1, 2, "done"), {"seat": "axis"}) == {"channel_id": 1, "user_id": 2, "text": "done", "seat": "axis"}
    for bad_args, bad_kwargs in [((1, 2), {}), ((1, 2, "x"), {"text": "y"}), ((1, 2, "x"), {"colour": 1})]:
        try:
            read(bad_args, bad_kwargs)
        except InvalidInputError as exc:
            assert "wrong parameters" in str(exc)
        else:
            raise AssertionError(f"{bad_args} {bad_kwargs} should be refused")
