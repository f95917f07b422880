"""The offline file's size rules (bot/service/web_export.py), on made-up data: every position when it fits, else
what is kept and what is left out; each part drawn once."""

from __future__ import annotations

import json
import os
import re

from PIL import Image

from bot.service import web_export
from tests.web.fakes import page_data


def test_key_positions_are_the_first_each_turns_last_and_the_final():
    data = page_data(10, per_turn=3)  # turns 1,1,1,2,2,2,3,3,3,4
    assert web_export.key_positions(data["positions"]) == [0, 2, 5, 8, 9]
    assert web_export.key_positions(data["positions"][:1]) == [0]


def test_spread_keeps_the_last_and_spreads_the_rest():
    assert web_export.spread([0, 2, 5, 8, 9], 3) == [0, 5, 9]
    assert web_export.spread([0, 2, 5, 8, 9], 1) == [9]
    assert web_export.spread([0, 2, 5], 7) == [0, 2, 5]


def test_thin_carries_the_log_of_a_position_left_out_to_the_next_one_kept():
    data = page_data(6, per_turn=3)
    thinned = web_export.thin(data, [0, 2, 5])
    assert [p["seq"] for p in thinned["positions"]] == [1, 7, 16]
    assert [p["index"] for p in thinned["positions"]] == [0, 1, 2]
    assert [e["text"] for e in thinned["positions"][1]["log"]] == ["move 1", "move 2"]
    assert [e["text"] for e in thinned["positions"][2]["log"]] == ["move 3", "move 4", "move 5"]
    assert thinned["left_out"] == ["Turn 1, phase 2", "Turn 2, phase 1", "Turn 2, phase 2"]
    assert thinned["course"]["values"] == [data["course"]["values"][i] for i in (0, 2, 5)]
    assert len(data["positions"]) == 6 and "left_out" not in data  # the original is untouched


def shown(html: str) -> dict:
    return json.loads(re.search(r"id=dday-data>(.*?)</script>", html).group(1))


def tiles_of(html: str) -> dict:
    return json.loads(re.search(r"id=dday-images>(.*?)</script>", html).group(1))["tiles"]


def boards(data: dict, parts: int = 2) -> list:
    """Each position's parts: a "map" that changes every second position, and a panel of its own."""
    return [[(f"map-{i // 2}", "map", ("map", i // 2)), (f"panel-{i}", "panel", ("panel", i))][:parts]
            for i in range(len(data["positions"]))]


def drawing(asked: list, noise: bool = False):
    def draw(view, lang):
        asked.append(view)
        kind, n = view
        if noise:
            return Image.frombytes("RGB", (300, 120), os.urandom(300 * 120 * 3))
        return Image.new("RGB", (300, 120) if kind == "map" else (300, 60), ((n * 37) % 256, 90, 140))
    return draw


async def test_a_small_game_keeps_every_position_each_part_drawn_once():
    data = page_data(6)
    asked: list = []
    html, kept = await web_export.fit(data, boards(data), "en", drawing(asked))
    assert [p["seq"] for p in shown(html)["positions"]] == [p["seq"] for p in data["positions"]]
    assert not kept.get("left_out")
    numbers = [p["board"] for p in kept["positions"]]
    assert numbers[0][0] == numbers[1][0] != numbers[2][0]  # positions sharing a part share its image
    assert len(asked) == len(set(asked)) == 3 + 6  # each distinct part drawn once
    tiles = tiles_of(html)
    assert [tiles["shapes"][n][:2] for n in numbers[0]] == [[300, 120], [300, 60]]
    assert all(uri.startswith("data:image/webp;base64,") for uri in tiles["sheets"])


async def test_a_game_too_big_for_the_limit_keeps_its_phase_ends_then_key_positions_then_fewer():
    data = page_data(9, per_turn=3)  # phase ends: 0, 2, 4, 6, 8 (+ key positions 2, 5, 8)
    everything, _ = await web_export.fit(data, boards(data, 1), "en", drawing([], noise=True), limit=10**9)
    size = len(everything.encode())
    html, kept = await web_export.fit(data, boards(data, 1), "en", drawing([], noise=True), limit=size * 4 // 5)
    assert len(html.encode()) <= size * 4 // 5 and 0 < len(kept["left_out"]) < 9
    assert kept["positions"][-1]["seq"] == data["positions"][-1]["seq"]
    assert f"{len(kept['left_out'])} intermediate positions have no picture here" in html
    tiny, fewer = await web_export.fit(data, boards(data, 1), "en", drawing([], noise=True), limit=size // 6)
    assert len(fewer["positions"]) < len(kept["positions"]) and fewer["positions"][-1]["seq"] == 25
