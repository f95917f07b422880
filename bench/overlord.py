"""D-Day Dice: Overlord figures: ``overlord_campaign_s`` (one random Campaign A with 9 players, rules only,
every Raid to the result) and ``overlord_render_ms`` / ``overlord_render_kb`` (the largest map image: a
12-player Raid of three boards, mid-Raid), then the images a phone reads of that Raid: ``overlord_channel_ms`` /
``overlord_channel_kb`` (the channel's) and ``overlord_team_ms`` / ``overlord_team_kb`` (one Team's)."""

from __future__ import annotations

import random
import time
from typing import Any

OPTIONS = {"campaign": "a", "players": "9"}


def _step(engine: Any, state: Any, rng: random.Random) -> Any:
    prompt = rng.choice(engine.prompts(state))
    choices = [c.value for c in engine.options(state, prompt.seat, "")]
    # a random player who always Keeps Going makes a Raid last for ever: half the time a fallen Unit stays out
    text = "retreat none" if "retreat none" in choices and rng.random() < 0.5 else (
        rng.choice(choices) if choices else prompt.default)
    return engine.apply(state, prompt.seat, engine.parse_action(text)).state


def campaign_seconds(seed: int) -> float:
    from rules.dday_dice.engine import ENGINE as E

    start = time.perf_counter()
    state, _ = E.initial_state(E.seats_for(OPTIONS), OPTIONS, seed)
    rng = random.Random(seed)
    while E.outcome(state) is None:
        state = _step(E, state, rng)
    return time.perf_counter() - start


def _raid_view():
    from rules.dday_dice.engine import ENGINE as E

    opts = {"campaign": "a", "players": "12"}
    state, _ = E.initial_state(E.seats_for(opts), opts, 5)
    rng = random.Random(5)
    for _ in range(300):
        if E.outcome(state) is not None or state.campaign.raid > 0:
            break
        state = _step(E, state, rng)
    return E.view(state, None)


def figures(repeats: int) -> dict[str, float]:
    from renderer import dday_dice as dd

    out = {"overlord_campaign_s": min(campaign_seconds(seed) for seed in range(repeats))}
    view = _raid_view()
    team = dd.teams(view)[0][0]
    for name, draw in (("render", lambda: dd.render(view)), ("channel", lambda: dd.render_channel(view)),
                       ("team", lambda: dd.render_team(view, team))):
        png = draw()
        best = float("inf")
        for _ in range(repeats):
            t0 = time.perf_counter()
            png = draw()
            best = min(best, time.perf_counter() - t0)
        out[f"overlord_{name}_ms"] = best * 1000
        out[f"overlord_{name}_kb"] = len(png) / 1024
    return out
