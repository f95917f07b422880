"""Action text: canonical format, lenient parsing, round trips."""

from __future__ import annotations

import random

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday.actions import Bomb, Done, Hits, Land, Move, Patrol, Place, UnitItem
from rules.aa_dday.board import BOARD
from rules.aa_dday.notation import normalize_units
from rules.core.errors import InvalidActionError
from tests.typed import apply_text

TYPES = ("inf", "art", "tank", "bh", "fighter", "bomber")


def random_units(rng: random.Random, *, allow_none: bool = True):
    items = []
    for _ in range(rng.randint(1, 3)):
        typ = rng.choice(TYPES)
        if typ == "bh":
            nation = None
        elif typ in ("fighter", "bomber"):
            nation = rng.choice(("uk", "us"))
        else:
            nation = rng.choice((None, "uk", "us"))
        items.append(UnitItem(rng.randint(1, 12), nation, typ))
    return normalize_units(items)


def random_action(rng: random.Random):
    zone = lambda: rng.choice(BOARD.zone_ids)  # noqa: E731
    kind = rng.randrange(7)
    if kind == 0:
        return Done()
    if kind == 1:
        return Move(None if rng.random() < 0.1 else random_units(rng), zone(), zone(), zone() if rng.random() < 0.3 else None)
    if kind == 2:
        return Land(None if rng.random() < 0.2 else random_units(rng), rng.choice(BOARD.beach_ids))
    if kind == 3:
        return Patrol(normalize_units([UnitItem(rng.randint(1, 4), rng.choice(("uk", "us")), "fighter")]), zone())
    if kind == 4:
        return Bomb(rng.choice(("uk", "us")), zone())
    if kind == 5:
        locs = rng.sample(list(BOARD.zone_ids) + list(BOARD.beach_ids), rng.randint(1, 3))
        from rules.aa_dday.notation import loc_sort_key

        return Hits(tuple(sorted(((loc, random_units(rng)) for loc in locs), key=lambda kv: loc_sort_key(kv[0]))))
    return Place(rng.choice(BOARD.chart_ids), rng.randint(1, 12), rng.choice(BOARD.zone_ids + BOARD.beach_ids))


def test_parse_format_round_trip_over_many_generated_actions() -> None:
    rng = random.Random(1944)
    for _ in range(3000):
        a = random_action(rng)
        text = E.format_action(a)
        assert E.parse_action(text) == a, text
        assert E.format_action(E.parse_action(text)) == text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("DONE", "done"),
        ("  move   2  UK Infantry from St. Lô to caen ", "move 2 uk inf from 26 to 30"),
        ("move 1 armor from st-lo via Caumont to Tilly-sur-Seulles", "move 1 tank from 26 via 27 to 28"),
        ("move tanks, 2 germans infantry from 37 to 30", "move 2 inf, 1 tank from 37 to 30"),
        ("move all from 16 to 30", "move all from 16 to 30"),
        ("land 2 us inf, 1 US artillery from Omaha Beach", "land 2 us inf, 1 us art from omaha"),
        ("patrol 2 UK fighters, 1 us ftr to 12", "patrol 2 uk fighter, 1 us fighter to 12"),
        ("bomb UK to Caen", "bomb uk to 30"),
        ("bomb u.s. bomber on 30", "bomb us to 30"),
        ("hits 14: 1 bh; 2: 1 blockhouse", "hits 2: 1 bh; 14: 1 bh"),
        ("hit caen: 2 infantry, 1 uk inf", "hits 30: 2 inf, 1 uk inf"),
        ("hits omaha: 1 us inf", "hits omaha: 1 us inf"),
        ("place UK 3 in Gold", "place uk 3 in gold"),
        ("place rennes/chartres 2 in 34", "place rennes-chartres 2 in 34"),
        ("place rouen in 42", "place rouen-chartres 1 in 42"),
        ("move 2 de inf from 37 to 30", "move 2 inf from 37 to 30"),
        ("move 1 inf, 1 inf from 37 to 30", "move 2 inf from 37 to 30"),
    ],
)
def test_parse_is_lenient_and_format_is_canonical(text: str, canonical: str) -> None:
    assert E.format_action(E.parse_action(text)) == canonical


@pytest.mark.parametrize(
    "text",
    [
        "",
        "attack caen",
        "move 2 uk inf to 30",
        "move 2 uk cavalry from 16 to 30",
        "move 2 uk inf from 16 to 43",
        "move 2 uk inf from 16 to atlantis",
        "hits 30 2 inf",
        "hits 30: 1 inf; 30: 1 art",
        "bomb de to 30",
        "place uk 0 in gold",
        "place france 2 in gold",
        "patrol all to 12",
        "move 0 inf from 1 to 2",
        "move 2 uk bh from 16 to 30",
    ],
)
def test_invalid_text_raises_invalid_action_and_echoes_it(text: str) -> None:
    with pytest.raises(InvalidActionError) as err:
        E.parse_action(text)
    if text:
        assert text in str(err.value)


def test_apply_accepts_text_and_refuses_bad_text_without_change() -> None:
    s, _ = E.initial_state(("axis", "allies"), {}, 7, dice_script=[1, 6, 6, 6, 6, 6, 6, 6])
    before = E.dump_state(s)
    with pytest.raises(InvalidActionError):
        apply_text(E, s, "axis", "hits ten: 1 inf")
    assert E.dump_state(s) == before
