"""Words that work (issue #24), through the real discord.py stack over the fake transport.

D-Day Dice phase buttons name their Unit ("Unit 1 (U.S.): keep"), so two Units' buttons never read alike;
the game-over post pings every seated player, in every game; results read as sentences: "Game over: the
German player wins", and a whole Team's win reads "Team Baker wins". Every request is validated against
Discord's OpenAPI spec.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import rules.aa_dday  # noqa: F401  (registered first, as the registry does)
from bot.service import GameService
from bot.service.custom_ids import ActId
from rules.core import find_game
from rules.dday_dice.engine import ENGINE as DICE
from rules.dday_dice.policy import choose as dice_choose
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, real_table
from tests.typed import apply_text

U1, U2, JERRY, WATCHER = 601_000_000_000_000_001, 602_000_000_000_000_002, 609_000_000_000_000_009, 603_000_000_000_000_003
DICE_USER = {"unit1": U1, "unit2": U2, "german": JERRY}
RED, BLUE = 11, 22


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def act_buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components") or [] for c in row.get("components", [])
            if c["type"] == 2 and ActId.parse(c.get("custom_id", "")) is not None]


def _render(view: Any) -> tuple[bytes | None, str]:
    return toy_game.tiny_png(), ""


@pytest.fixture
async def real(api: FakeDiscord, tmp_path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, _render, "words.sqlite3"):
        yield pair


async def test_dday_dice_phase_buttons_name_each_unit(real, api: FakeDiscord):
    driver, svc = real
    await svc.new_game(CHANNEL_ID, 1, U1, "dday-dice", {"players": "2", "map": "omaha-beach"}, seed=5)
    await svc.join(CHANNEL_ID, U1, "unit1")
    await svc.join(CHANNEL_ID, U2, "unit2")
    await svc.submit(CHANNEL_ID, U1, "keep")  # the roll is kept on the trays (issue #46); Phase 4 asks both Units
    api.clear()
    check(await driver.command("dice keep", user_id=U2))
    names = (await svc.inspect(CHANNEL_ID)).seat_names
    (message,) = [m for m in api.messages.values() if act_buttons(m)]
    labels = [b["label"] for b in act_buttons(message)]
    assert sorted(labels) == sorted({f"{names['unit1']}: done", f"{names['unit2']}: done"}), labels
    assert names["unit1"].startswith("Unit 1 (") and names["unit2"].startswith("Unit 2 (")
    # Unit 1's button is Unit 1's player's alone.
    mine = next(b for b in act_buttons(message) if b["label"].startswith("Unit 1 "))
    version = (await svc.inspect(CHANNEL_ID)).version
    api.clear()
    check(await driver.press(mine["custom_id"], message, user_id=U2))
    (refusal,) = api.ephemeral_messages
    assert "not you" in refusal.body["content"] and (await svc.inspect(CHANNEL_ID)).version == version


async def finish_with(driver: Driver, svc: GameService, users: dict[str, int], seed: int) -> tuple[dict, Any]:
    """Play D-Day Dice through the service up to the move that ends the game; make that one with /dice do."""
    rng = random.Random(seed)
    for _ in range(3000):
        state = (await svc.inspect(CHANNEL_ID)).state
        seat = rng.choice(sorted({p.seat for p in DICE.prompts(state)}))
        text = dice_choose(DICE, state, seat)
        after = apply_text(DICE, state, seat, text).state
        if DICE.outcome(after) is not None:
            driver.api.clear()
            check(await driver.command("dice do", {"action": text}, user_id=users[seat]))
            over = next(m.body for m in driver.api.public_messages if "🏁 **Game over" in (m.body.get("content") or ""))
            return over, DICE.outcome(after)
        await svc.submit(CHANNEL_ID, users[seat], text, seat=seat)
    raise AssertionError("the game never ended")


async def test_game_over_pings_every_seated_player_and_the_german_player_wins_in_words(real, api: FakeDiscord):
    driver, svc = real
    opts = {"players": "2", "map": "omaha-beach", "german": "player"}
    await svc.new_game(CHANNEL_ID, 1, U1, "dday-dice", opts, seed=3)
    for seat in DICE.seats_for(opts):
        await svc.join(CHANNEL_ID, DICE_USER[seat], seat)
    over, outcome = await finish_with(driver, svc, DICE_USER, seed=1)
    assert outcome.winners == ("german",)
    assert "🏁 **Game over: the German player wins.**" in over["content"]
    assert sorted(over["allowed_mentions"]["users"]) == sorted([U1, U2, JERRY])
    assert all(f"<@{u}>" in over["content"] for u in (U1, U2, JERRY))


async def test_game_over_pings_both_players_of_a_button_game(driver: Driver, api: FakeDiscord, service: GameService):
    """Any game: the toy race, its last move made with the phase button; the winner's own player is pinged too."""
    await service.new_game(CHANNEL_ID, 1, RED, "toy-race", {})
    await service.join(CHANNEL_ID, RED, "red")
    await service.join(CHANNEL_ID, BLUE, "blue")
    for _ in range(50):
        loaded = await service.inspect_any(CHANNEL_ID)
        seat = loaded.state.to_move
        if loaded.state.positions[seat] + 2 >= toy_game.GOAL:
            break
        await service.submit(CHANNEL_ID, {"red": RED, "blue": BLUE}[seat], "move 1 inf from {0} to {1}".format(
            loaded.state.positions[seat], loaded.state.positions[seat] + 1))
    api.clear()
    here = loaded.state.positions[seat]
    check(await driver.command("aa move", {"from": str(here), "units": "1 inf", "to": str(here + 2)},
                               user_id={"red": RED, "blue": BLUE}[seat]))
    (over,) = [m.body for m in api.public_messages if "🏁 **Game over" in (m.body.get("content") or "")]
    assert sorted(over["allowed_mentions"]["users"]) == [RED, BLUE]


async def test_a_resignation_in_teams_names_the_winning_team_and_pings_everyone(real, api: FakeDiscord):
    """Overlord with two Teams: Team Charlie's player resigns; "Team Baker wins", every seated player pinged."""
    driver, svc = real
    engine = find_game("dday-dice")
    options = {o.key: o.default for o in engine.spec.options} | {"campaign": "a", "players": "4"}
    users = {"t2u1": U1, "t2u2": U2, "t3u1": JERRY, "t3u2": JERRY}
    await svc.new_game(CHANNEL_ID, 1, U1, "dday-dice", options, seed=5)
    for seat, user in users.items():
        await svc.join(CHANNEL_ID, user, seat)
    api.clear()
    check(await driver.command("game resign", user_id=JERRY))
    (post,) = api.public_messages
    content = post.body["content"]
    assert "resigned; Team Baker wins." in content and "Unit 1 (" not in content.split("resigned;")[1]
    assert sorted(post.body["allowed_mentions"]["users"]) == sorted([U1, U2, JERRY])
