"""Buttons under a phase message are the engine's marked choices only, in words, and they apply."""

from __future__ import annotations

from bot.service import GameService

CH = 556
P1, P2 = 11, 22
QUIET_DICE = [6] * 40


def flat(loaded):
    return [(p.seat, c) for p in loaded.engine.prompts(loaded.state) for c in p.choices]


async def check_buttons(svc: GameService, post) -> list[str]:
    loaded = await svc.inspect(CH)
    choices = flat(loaded)
    assert any(not c.button for _, c in choices) or loaded.engine.spec.id != "aa-dday"
    labels = []
    acts = [b for b in post.buttons if b.custom_id.startswith("dday:act:")]  # not the 🔒 buttons of private news
    for b in acts:
        _, _, channel, table, version, index = b.custom_id.split(":")
        assert int(channel) == CH and int(table) == loaded.table.id and int(version) == loaded.version
        seat, choice = choices[int(index)]
        assert choice.button, f"{choice.value!r} is not marked but became a button"
        who = loaded.engine.spec.seat_names[seat].split(" ")[0]
        assert b.label == f"{who}: {choice.label}"[:80]
        labels.append(choice.label)
    marked = [c for _, c in choices if c.button]
    assert len(acts) == min(len(marked), 10)
    return labels


async def test_aa_buttons_are_the_marked_choices_and_press_applies(service: GameService):
    await service.new_game(CH, 1, P1, "aa-dday", {}, seed=7, dice_script=QUIET_DICE)
    await service.join(CH, P1, "axis")
    posts = await service.join(CH, P2, "allies")
    post = posts[-1]
    labels = await check_buttons(service, post)
    assert labels and all(not label.startswith(("move ", "patrol ", "land ")) for label in labels), labels
    before = (await service.inspect(CH)).version
    b = post.buttons[0]
    _, _, _, table, version, index = b.custom_id.split(":")
    loaded = await service.inspect(CH)
    seat = flat(loaded)[int(index)][0]
    user = P1 if seat == "axis" else P2
    await service.press(CH, user, int(version), int(index), table_id=int(table))
    assert (await service.inspect(CH)).version > before


async def test_pegasus_buttons_are_keep_and_mulligan_in_words(service: GameService):
    await service.new_game(CH, 1, P1, "pegasus-bridge", {}, seed=3)
    await service.join(CH, P1, "british")
    posts = await service.join(CH, P2, "german")
    labels = await check_buttons(service, posts[-1])
    assert "Keep this hand" in labels and "Mulligan: draw a new hand" in labels
