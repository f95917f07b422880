"""Through the service: on turn 2 the Allies get a "Patrol as last turn" button that flies turn 1's patrols."""

from __future__ import annotations

from bot.service import GameService
from tests.service.test_buttons import CH, P1, P2, check_buttons, flat

SENT = ("patrol 4 uk fighter to 1", "patrol 4 us fighter to 3")


async def test_the_patrol_button_repeats_last_turns_patrols(service: GameService) -> None:
    await service.new_game(CH, 1, P1, "aa-dday", {}, seed=5)
    await service.join(CH, P1, "axis")
    posts = await service.join(CH, P2, "allies")
    sent = 0
    for _ in range(800):
        loaded = await service.inspect(CH)
        prompt = loaded.engine.prompts(loaded.state)[0]
        if prompt.kind == "patrol" and loaded.state.turn == 2:
            break
        text = prompt.default
        if prompt.kind == "patrol" and sent < len(SENT):
            text, sent = SENT[sent], sent + 1
        posts = await service.submit(CH, P1 if prompt.seat == "axis" else P2, text)
    else:
        raise AssertionError("turn 2's patrols never came")
    post = next(p for p in reversed(posts) if p.buttons)
    labels = await check_buttons(service, post)
    assert "Patrol as last turn" in labels
    loaded = await service.inspect(CH)
    index = next(i for i, (_, c) in enumerate(flat(loaded)) if c.label == "Patrol as last turn")
    await service.press(CH, P2, loaded.version, index, table_id=loaded.table.id)
    after = await service.inspect(CH)
    assert after.state.units["1"]["uk:fighter"] == 4 and after.state.units["3"]["us:fighter"] == 4
    assert after.state.card > 3 or after.state.pending.kind != "patrol"
    record = await service.export(CH)
    assert record["ruleset_version"] == "aa-dday/4"
    assert any(e["seat"] == "allies" and e["text"] == "patrol as last turn" for e in record["actions"]), "logged as typed"
