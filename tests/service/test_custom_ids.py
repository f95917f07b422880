"""The custom ids of buttons, menus and forms (bot.service.custom_ids): one encode and one parse per kind.

Buttons already posted in Discord keep the ids they were made with, so the strings are pinned here with
literal examples of the format: changing one of them breaks every such button still on screen.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.service.custom_ids import (
    KINDS,
    LEGACY_TEMPLATE,
    ActId,
    HandId,
    JoinId,
    OrdersId,
    PlanId,
    RequestId,
    SecretId,
    TrayId,
    is_legacy,
)

ids = st.integers(0, 2**63 - 1)
seats = st.from_regex(r"[a-z0-9-]{1,32}", fullmatch=True)
tray_seats = st.sampled_from(["unit1", "unit2", "unit3", "unit4", "german", *(f"t{t}u{u}" for t in range(1, 4) for u in range(1, 5))])
tray_ops = st.one_of(st.sampled_from(["go", "keep", "mull"]), st.integers(0, 99).map(lambda n: f"t{n}"))
plan_steps = st.from_regex(r"[zut]:\d{1,3}(?::[^:\s]{1,40}){0,2}", fullmatch=True)

STRATEGIES = {
    ActId: st.builds(ActId, ids, ids, ids, ids),
    JoinId: st.builds(JoinId, ids, ids, seats),
    RequestId: st.builds(RequestId, ids, ids, ids, st.booleans()),
    HandId: st.builds(HandId, ids, ids, ids, seats),
    TrayId: st.builds(TrayId, ids, ids, ids, tray_seats, st.integers(0, 0xFFFF), tray_ops),
    PlanId: st.one_of(
        st.builds(PlanId, ids, ids, ids, st.integers(0, 9), plan_steps, st.just(False)),
        st.builds(PlanId, ids, ids, ids, st.integers(0, 9), st.one_of(plan_steps, st.sampled_from(["back", "clear", "send"])),
                  st.just(True)),
    ),
    OrdersId: st.builds(OrdersId, ids, ids),
    # A table id and log versions stay far below 2**63; a Discord snowflake does not.
    SecretId: st.builds(SecretId, ids, st.integers(0, 10**9), st.integers(0, 10**9), st.integers(0, 10**9),
                        st.from_regex(r"[a-z0-9-]{1,16}", fullmatch=True)),
}


def test_every_kind_has_a_round_trip_strategy():
    assert set(STRATEGIES) == set(KINDS)


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_each_kind_round_trips(kind):
    @given(STRATEGIES[kind])
    def round_trip(key):
        text = key.encode()
        assert len(text) <= 100 or kind is PlanId  # the planner refuses a longer one itself
        assert kind.parse(text) == key
        assert kind.parse(text).encode() == text
        others = [k for k in KINDS if k is not kind]
        assert all(k.parse(text) is None for k in others), text  # one string, one kind
        assert not is_legacy(text)

    round_trip()


WIRE = [
    # (the string as posted in Discord by earlier versions, the value it means)
    ("dday:act:123456789012345678:42:17:3", ActId(123456789012345678, 42, 17, 3)),
    ("dday:act:900:1:0:0", ActId(900, 1, 0, 0)),
    ("dday:join:900:7:axis", JoinId(900, 7, "axis")),
    ("dday:join:913:2:t1u4", JoinId(913, 2, "t1u4")),
    ("dday:req:900:7:12:yes", RequestId(900, 7, 12, True)),
    ("dday:req:900:7:12:no", RequestId(900, 7, 12, False)),
    ("dday:hand:900:3:25:british", HandId(900, 3, 25, "british")),
    ("dday:tray:900:5:14:unit2:5:go", TrayId(900, 5, 14, "unit2", 5, "go")),
    ("dday:tray:913:1:3:t2u3:1a:t5", TrayId(913, 1, 3, "t2u3", 0x1A, "t5")),
    ("dday:tray:900:5:14:unit1:0:mull", TrayId(900, 5, 14, "unit1", 0, "mull")),
    ("dday:tray:900:5:14:unit1:0:keep", TrayId(900, 5, 14, "unit1", 0, "keep")),
    ("dday:tray:900:5:14:german:3:go", TrayId(900, 5, 14, "german", 3, "go")),
    ("dday:plan:900:2:31:0:z:0", PlanId(900, 2, 31, 0, "z:0")),
    ("dday:plan:900:2:31:1:u:0:30", PlanId(900, 2, 31, 1, "u:0:30")),
    ("dday:plan:900:2:31:2:t:1:30:2_inf", PlanId(900, 2, 31, 2, "t:1:30:2_inf")),
    ("dday:plan:900:2:31:0:b:back", PlanId(900, 2, 31, 0, "back", True)),
    ("dday:plan:900:2:31:2:b:u:1:30", PlanId(900, 2, 31, 2, "u:1:30", True)),
    ("dday:plan:900:2:31:4:b:send", PlanId(900, 2, 31, 4, "send", True)),
    ("dday:orders:900:7", OrdersId(900, 7)),
    ("dday:secret:123456789012345678:7:40:41:unit2", SecretId(123456789012345678, 7, 40, 41, "unit2")),
    ("dday:secret:900:3:0:0:german", SecretId(900, 3, 0, 0, "german")),
    ("dday:secret:913:2:12:15:t1u4", SecretId(913, 2, 12, 15, "t1u4")),
]


@pytest.mark.parametrize(("wire", "key"), WIRE, ids=[w for w, _ in WIRE])
def test_todays_strings_parse_and_encode_unchanged(wire, key):
    assert type(key).parse(wire) == key
    assert key.encode() == wire
    templates = [getattr(type(key), name) for name in ("TEMPLATE", "SELECT_TEMPLATE", "BUTTON_TEMPLATE") if hasattr(type(key), name)]
    assert any(re.fullmatch(t, wire) for t in templates)  # what the discord layer routes on


@pytest.mark.parametrize(
    "wire", ["dday:act:900:17:3", "dday:join:900:axis", "dday:req:900:12:yes", "dday:hand:900:25:british"]
)
def test_buttons_without_a_table_are_legacy(wire):
    assert is_legacy(wire) and re.fullmatch(LEGACY_TEMPLATE, wire)
    assert all(kind.parse(wire) is None for kind in KINDS)


@pytest.mark.parametrize(
    "wire",
    ["dday:act:1:2:3", "dday:act:1:2:3:x", "dday:join:1:2:Axis", "dday:req:1:2:3:maybe", "dday:tray:1:2:3:unit5:0:go",
     "dday:tray:1:2:3:unit1:12345:go", "dday:plan:1:2:3:10:z:0", "dday:plan:1:2:3:0:b:z", "dday:orders:1", "dday:secret:1:2:3:4", "dday:secret:1:2:3:4:Unit1", "dday:secret:1:2:x:4:unit1",
     "", "dday"],
)
def test_malformed_strings_parse_as_nothing(wire):
    assert all(kind.parse(wire) is None for kind in KINDS)
