"""D-Day Dice image figures: ``dice_render_ms`` / ``dice_render_kb`` (the table after a phase of a
four-Unit game on the largest map, mid-game) and ``dice_tray_ms`` / ``dice_tray_kb`` (one Unit's tray)."""

from __future__ import annotations

import time


def _mid_game_view():
    from rules.dday_dice.engine import ENGINE as E
    from rules.dday_dice.policy import pick

    opts = {"players": "4", "map": "vierville-draw", "nations": "us,uk,fr,ca"}
    state, _ = E.initial_state(E.seats_for(opts), opts, 5)
    states = [state]
    while E.outcome(state) is None and len(states) < 5000:
        seat = sorted({p.seat for p in E.prompts(state)})[0]
        state = E.apply(state, seat, pick(E, state, seat)).state
        states.append(state)
    middle = states[len(states) // 2]
    return E.view(middle, None)


def figures(repeats: int) -> dict[str, float]:
    from renderer import dday_dice as dd

    view = _mid_game_view()
    seat = view.units[0].seat
    out: dict[str, float] = {}
    for name, draw in (("render", lambda: dd.render(view)), ("tray", lambda: dd.render_tray(view, seat, frozenset({1})))):
        png = draw()
        t0 = time.perf_counter()
        for _ in range(repeats):
            png = draw()
        out[f"dice_{name}_ms"] = (time.perf_counter() - t0) / repeats * 1000
        out[f"dice_{name}_kb"] = len(png) / 1024
    return out
