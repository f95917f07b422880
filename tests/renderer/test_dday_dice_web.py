"""The web viewer's parts of a D-Day Dice table (renderer/dday_dice/web.py, issue #49): each drawn from its narrowed
view is the very image drawn from the whole view, and an action redraws only the parts it changed."""

from __future__ import annotations

import random

import pytest

from renderer.dday_dice import web
from renderer.dday_dice_part import web_views
from rules.dday_dice.engine import ENGINE as E
from tests.typed import apply_text


def played(opts: dict, seed: int, actions: int, every: int) -> list:
    """The public views of a seeded random game, one every ``every`` actions (a Raid's player stays out at times)."""
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    rng = random.Random(seed)
    out = [E.view(state, None)]
    for n in range(1, actions + 1):
        prompts = E.prompts(state)
        if E.outcome(state) is not None or not prompts:
            break
        prompt = rng.choice(prompts)
        offered = [c.value for c in E.options(state, prompt.seat, "")]
        text = "retreat none" if "retreat none" in offered and rng.random() < 0.3 else (
            rng.choice(offered) if offered else prompt.default)
        state = apply_text(E, state, prompt.seat, text).state
        if n % every == 0:
            out.append(E.view(state, None))
    return out


def same_images(views: list) -> None:
    for view in views:
        for part in web_views(view):
            whole = web.draw(view, part.part)
            assert whole.tobytes() == web.draw(part.table, part.part).tobytes(), f"{part.part} differs when narrowed"
            assert whole.width == web.WIDTH and whole.height > 40


def test_a_part_drawn_from_its_narrowed_view_is_the_part_of_the_whole_view():
    views = played({"campaign": "a", "players": "4"}, 2, 40, 20)
    names = web.web_parts(views[-1])
    assert names[0] == "summary" and "unit:t2u1" in names and {"B", "C"} <= set(names)
    same_images(views[-1:])


@pytest.mark.slow
@pytest.mark.parametrize("opts", [{"campaign": "a", "players": "4"}, {"players": "2"},
                                  {"players": "2", "german": "player"}])
def test_every_part_of_a_played_game_is_the_same_narrowed(opts):
    same_images(played(opts, 5, 240, 12))


def test_one_units_action_leaves_the_other_units_and_the_other_boards_alone():
    opts = {"campaign": "a", "players": "4"}
    state, _ = E.initial_state(E.seats_for(opts), opts, 2)
    before = {p.part: p for p in web_views(E.view(state, None))}
    prompt = next(p for p in E.prompts(state) if p.seat.startswith("t"))
    roll = next(c.value for c in E.options(state, prompt.seat, "") if c.value.startswith(("roll", "reroll", "keep")))
    state = apply_text(E, state, prompt.seat, roll).state
    after = {p.part: p for p in web_views(E.view(state, None))}
    changed = {name for name in after if after[name] != before.get(name)}
    assert f"unit:{prompt.seat}" in changed and not {n for n in changed if n.startswith("unit:")} - {f"unit:{prompt.seat}"}
    assert "C" not in changed and "band" not in changed, changed  # t2 is Team Baker: its Column is board B
