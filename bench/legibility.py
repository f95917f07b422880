"""Legibility figures: ``key_text_px_at_400_<kind>``, for every image kind a player reads to decide, the smallest
key text (its digits' height) when a phone shows the image 400 px wide (issue 25 asks for at least 8; see
:mod:`renderer.legibility` for what each kind counts as key text), and ``overview_text_px_at_400_<kind>`` for
the overview images (the whole A&A map, the side-by-side table of an Overlord Raid), measured the same way. Each is measured on a mid-game position:
A&A after a few order cards (its close-up showing where the last one acted), Pegasus Bridge 1B after some
cards, a four-Unit D-Day Dice game on Vierville Draw (its table image, the parts it is posted in) and one Unit's
dice tray, the parts of an Atlantikwall table with a German player (after 120 random moves), and a 12-player
Overlord Raid (the full table image, the channel image, every Team's image)."""

from __future__ import annotations

import random
from typing import Any


def _played(game: str, options: dict[str, str], seed: int, steps: int, until: Any = None) -> Any:
    from rules.core import find_game

    engine = find_game(game)
    state, _ = engine.initial_state(engine.seats_for(options), options, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if engine.outcome(state) is not None or (until is not None and until(engine, state)):
            break
        prompts = engine.prompts(state)
        if not prompts:
            break
        seat = rng.choice(sorted({p.seat for p in prompts}))
        choices = engine.options(state, seat, "")
        text = rng.choice(choices).value if choices else next(p.default for p in prompts if p.seat == seat)
        if text is None:
            break
        state = engine.apply(state, seat, engine.parse_action(text)).state
    return engine.view(state, None)


def views() -> dict[str, Any]:
    from bench.dice_render import _mid_game_view
    from bench.overlord import _raid_view

    aa = _played("aa-dday", {}, 5, 3000, until=lambda e, s: e.phase_key(s) >= (3, 13))
    pegasus = _played("pegasus-bridge", {"scenario": "1B"}, 5, 20)
    dice = _mid_game_view()
    atlantikwall = _played("dday-dice", {"players": "2", "map": "omaha-beach", "german": "player",
                                         "battle_conditions": "on"}, 5, 120)
    overlord = _raid_view()
    return {"aa_board": aa, "aa_closeup": aa, "pegasus_board": pegasus, "dday_dice_board": dice,
            "dday_dice_parts": dice, "atlantikwall_parts": atlantikwall, "dice_tray": dice,
            "overlord_full": overlord, "overlord_channel": overlord, "overlord_team": overlord}


def figures() -> dict[str, float]:
    from renderer.legibility import KINDS, figure_name, key_text_px_at_400

    got = views()
    return {figure_name(kind): key_text_px_at_400(kind, got[kind]) for kind in KINDS}
