"""Which D-Day Dice trays are live, and which decisions they take off the phase message (issue #46)."""

from __future__ import annotations

from dataclasses import replace

from bot.service import GameService
from bot.service.common import Committed, Loaded, computer_id
from bot.service.custom_ids import ActId
from bot.service.dice_tray import DiceExtension, TrayPost, tray_posts
from bot.service.posts import button_choices
from tests.conftest import no_render

CH = 7301
U1, U2 = 501_000_000_000_000_001, 502_000_000_000_000_002


async def two_units(svc: GameService) -> Loaded:
    await svc.new_game(CH, 1, U1, "dday-dice", {"players": "2"}, seed=7)
    await svc.join(CH, U1, "unit1")
    await svc.join(CH, U2, "unit2")
    return await svc.inspect(CH)


def entry(before: Loaded, after_state: object, seat: str) -> Committed:
    after = Loaded(before.table, before.engine, after_state, before.version + 1, before.seats)
    return Committed(before=before, after=after, user_id=before.seats[seat], seat=seat, text="", events=[],
                     boundary=False, shown="")


async def test_a_roll_changed_by_another_seats_entry_gets_a_fresh_tray(tmp_path) -> None:
    svc = await GameService.open(str(tmp_path / "trays.sqlite3"), render=no_render)
    try:
        before = await two_units(svc)
        # Unit 1 acts and Unit 2's roll stays as it was: only the actor's tray is drawn again.
        same = await tray_posts(entry(before, before.state, "unit1"), no_render)
        assert [p.seat for p in same if isinstance(p, TrayPost)] == ["unit1"]
        # Unit 1's entry changes Unit 2's dice (as a card played on it could): Unit 2's tray would be stale.
        unit = before.state.unit("unit2")
        dice = (unit.dice[0].model_copy(update={"locked": True}), *unit.dice[1:])
        changed = before.state.with_unit(unit.model_copy(update={"dice": dice}))
        fresh = await tray_posts(entry(before, changed, "unit1"), no_render)
        assert [p.seat for p in fresh if isinstance(p, TrayPost)] == ["unit1", "unit2"]
    finally:
        await svc.close()


async def test_a_seat_without_a_live_tray_keeps_its_phase_message_buttons(tmp_path) -> None:
    svc = await GameService.open(str(tmp_path / "answers.sqlite3"), render=no_render)
    try:
        loaded = await two_units(svc)
        offered = {(seat, c.value) for seat, c in button_choices(loaded) if c.button}
        assert offered == {("unit1", "keep"), ("unit2", "keep")}
        extension = DiceExtension()
        assert extension.control_answers(loaded) & offered == offered, "both players roll on their trays"
        # Unit 2 held by a computer: it gets no tray, so its Keep stays on the phase message.
        computer = replace(loaded, seats={**loaded.seats, "unit2": computer_id(1)})
        assert extension.control_answers(computer) & offered == {("unit1", "keep")}
        flat = button_choices(computer)
        shown = [ActId.parse(b.custom_id) for b in svc.posts.buttons(computer)]
        assert [(flat[a.index][0], flat[a.index][1].value) for a in shown if a is not None] == [("unit2", "keep")]
    finally:
        await svc.close()
