"""The offline file's size rules (bot/service/web_export.py), on made-up data: what is kept, what is left out."""

from __future__ import annotations

import io
import json
import re

from PIL import Image

from bot.service import web_export
from tests.web.fakes import page_data, picture


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


def test_shrink_makes_a_webp_no_wider_than_asked():
    small = web_export.shrink(picture(1, (1800, 1200)), 900, 70)
    with Image.open(io.BytesIO(small)) as im:
        assert im.format == "WEBP" and im.size == (900, 600)
    with Image.open(io.BytesIO(web_export.shrink(picture(1, (300, 200)), 900, 70))) as im:
        assert im.size == (300, 200)  # never enlarged


def shown(html: str) -> dict:
    return json.loads(re.search(r"id=dday-data>(.*?)</script>", html).group(1))


async def test_a_small_game_keeps_every_position_and_its_images_untouched():
    data = page_data(6)
    originals = {p["seq"]: web_export.shrink(picture(p["seq"]), 1200, 80) for p in data["positions"]}
    html, kept = await web_export.fit(data, originals)
    assert kept is data and shown(html)["positions"] == data["positions"]
    assert html.count("data:image/webp;base64,") == 6 + 1  # each in the image map, the last also in <img>
    assert all(web_export.data_uri(b) in html for b in originals.values())


async def test_a_game_too_big_for_the_limit_keeps_its_key_positions_then_fewer():
    data = page_data(9, per_turn=3)
    originals = {p["seq"]: web_export.shrink(picture(p["seq"], (640, 480), noise=True), 640, 90)
                 for p in data["positions"]}
    everything, _ = await web_export.fit(data, originals, limit=10**9)
    html, kept = await web_export.fit(data, originals, limit=len(everything.encode()) * 2 // 3)
    assert [p["seq"] for p in kept["positions"]] == [1, 7, 16, 25]  # first, turn 1's, turn 2's, turn 3's last
    assert len(kept["left_out"]) == 5 and "5 intermediate positions have no picture here" in html
    tiny, fewer = await web_export.fit(data, originals, limit=len(everything.encode()) // 12)
    assert len(fewer["positions"]) < 4 and fewer["positions"][-1]["seq"] == 25
    assert len(tiny.encode()) <= len(everything.encode()) // 12


async def test_a_long_game_falls_back_to_its_phase_ends_drawing_only_what_it_may_keep():
    data = page_data(30, per_turn=10)  # phase ends: the even positions and the last; key: 0, 9, 19, 29
    originals = {p["seq"]: web_export.shrink(picture(p["seq"], (320, 240), noise=True), 320, 90)
                 for p in data["positions"]}
    asked: list[int] = []

    async def draw(seq: int) -> bytes:
        asked.append(seq)
        return originals[seq]

    everything, _ = await web_export.fit(data, originals, limit=10**9)
    html, kept = await web_export.fit(data, draw, limit=len(everything.encode()) * 2 // 3)
    ends = [p["seq"] for i, p in enumerate(data["positions"]) if i % 2 == 0 or i in (9, 19, 29)]
    assert [p["seq"] for p in kept["positions"]] == ends and len(html.encode()) <= len(everything.encode()) * 2 // 3
    assert len(kept["left_out"]) == 30 - len(ends)
    assert sorted(asked) == sorted(set(asked)) == sorted(ends)  # each drawn once; the others never drawn
