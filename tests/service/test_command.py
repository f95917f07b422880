"""The one typed command of play (issue #47): a line read once, a batch parsed once, every refusal before any write."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from bot.service import GameService, StaleVersionError
from bot.service.command import Command, Order, Pressed, Text, read
from bot.service.errors import NotPlayerError
from rules.aa_dday.actions import Patrol, UnitItem
from rules.core import RuleError, find_game
from tests.conftest import no_render
from tests.service.test_batch import ALLIES, AXIS, CH, PATROLS, rows, start

AA = find_game("aa-dday")
SEATS = ("axis", "allies")


@pytest.fixture
async def svc(db_path):
    service = await GameService.open(db_path, render=no_render)
    await start(service)
    yield service
    await service.close()


def counting(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the A&A engine's parser reads from now on."""
    read_: list[str] = []
    parse = type(AA).parse_action

    def parse_action(self: Any, text: str) -> Any:
        read_.append(text)
        return parse(self, text)

    monkeypatch.setattr(type(AA), "parse_action", parse_action)
    return read_


def test_a_line_s_seat_prefix_and_action_are_read_once_into_a_typed_order(monkeypatch):
    parsed = counting(monkeypatch)
    order = read(AA, SEATS, "Allies:  patrol 1 uk fighter to 1 ")
    assert order == Order("Allies:  patrol 1 uk fighter to 1 ", "patrol 1 uk fighter to 1", "allies", True,
                          Patrol((UnitItem(1, "uk", "fighter"),), "1"))
    assert parsed == ["patrol 1 uk fighter to 1"]
    assert read(AA, SEATS, "hits 30: 1 inf").seat is None  # a colon inside an action names no seat
    given = read(AA, SEATS, "allies: done", seat="axis")  # the command names the seat: the line is read whole
    assert (given.seat, given.named, given.body) == ("axis", False, "allies: done")


def test_a_line_that_is_no_action_keeps_the_parser_s_own_refusal():
    order = read(AA, SEATS, "allies: zz top")
    with pytest.raises(RuleError) as kept:
        order.typed()
    with pytest.raises(RuleError) as parsed:
        AA.parse_action("zz top")
    assert str(kept.value) == str(parsed.value) and kept.value.key == parsed.value.key


def test_a_command_is_a_frozen_value():
    command = Command(CH, ALLIES, Text("done"), expected_version=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        command.seat = "allies"  # type: ignore[misc]
    assert command == Command(CH, ALLIES, Text("done"), 3) and command != Command(CH, ALLIES, Pressed(0), 3)


async def test_an_unreadable_action_is_refused_in_the_parser_s_words_and_nothing_is_written(svc, db_path):
    before = rows(db_path)
    with pytest.raises(RuleError) as refused:
        await svc.submit(CH, ALLIES, "allies: zz top")
    with pytest.raises(RuleError) as parsed:
        AA.parse_action("zz top")
    assert str(refused.value) == str(parsed.value)
    assert rows(db_path) == before


async def test_a_line_naming_another_s_seat_is_refused_before_its_action_is_looked_at(svc, db_path):
    before = rows(db_path)
    with pytest.raises(NotPlayerError, match="axis"):
        await svc.submit(CH, ALLIES, "axis: zz top")  # not theirs: said before the unreadable action
    assert rows(db_path) == before


async def test_a_command_for_another_version_or_game_is_refused_and_writes_nothing(svc, db_path):
    before = rows(db_path)
    with pytest.raises(StaleVersionError):
        await svc.play.run(Command(CH, ALLIES, Text("patrol 1 uk fighter to 1"), expected_version=5))
    with pytest.raises(StaleVersionError):
        await svc.play.run(Command(CH, ALLIES, Pressed(0), expected_version=5))
    with pytest.raises(StaleVersionError):
        await svc.play.run(Command(CH, ALLIES, Text("patrol 1 uk fighter to 1"), table_id=999))
    assert rows(db_path) == before


async def test_a_batch_is_parsed_once_per_line_and_played_as_written(svc, monkeypatch):
    parsed = counting(monkeypatch)
    parts = PATROLS.splitlines()
    await svc.submit_batch(CH, ALLIES, "; ".join(parts))
    # The whole line is tried as one action (A&A's hits hold a ";"), then each part is read once: splitting the line
    # and playing it share that reading (before issue #47 each part was read again to be played).
    assert sorted(parsed) == sorted(["; ".join(parts), *parts])
    assert (await svc.inspect(CH)).version == 2


async def test_one_path_serves_a_typed_action_and_a_button(svc):
    posts = await svc.play.run(Command(CH, ALLIES, Text("patrol 1 uk fighter to 1")))
    assert posts and (await svc.inspect(CH)).version == 1
    with pytest.raises(NotPlayerError):
        await svc.play.run(Command(CH, AXIS, Pressed(0), expected_version=1))  # the Allies' button
    assert (await svc.inspect(CH)).version == 1
