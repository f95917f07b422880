"""The page itself (renderer/webpage.py), without a browser: escaping, the data block, the policy's hashes."""

from __future__ import annotations

import base64
import hashlib
import html.parser
import json
import re

import pytest

from renderer import webpage
from tests.web.fakes import SEED, page_data


class Blocks(html.parser.HTMLParser):
    """The text of every <script> and <style>, and the ids of the elements."""

    def __init__(self) -> None:
        super().__init__()
        self.blocks: list[tuple[str, dict[str, str | None], str]] = []
        self.ids: list[str] = []
        self._open: tuple[str, dict[str, str | None]] | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.append(attrs["id"])
        if tag in ("script", "style"):
            self._open = (tag, attrs)

    def handle_data(self, data):
        if self._open is not None:
            self.blocks.append((*self._open, data))
            self._open = None


def parse(page: str) -> Blocks:
    blocks = Blocks()
    blocks.feed(page)
    return blocks


def test_the_data_block_holds_the_data_and_no_value_can_close_it():
    data = page_data()
    page = webpage.build(data)
    parsed = parse(page)
    (raw,) = [text for tag, attrs, text in parsed.blocks if attrs.get("id") == "dday-data"]
    assert "<" not in raw and ">" not in raw and "&" not in raw
    assert json.loads(raw) == data  # the exact data, the 19-digit seed included
    assert str(SEED) in raw
    # the result's markup reaches the page as text only
    assert "<b>bold</b>" not in page and "&lt;b&gt;bold&lt;/b&gt;" in page
    assert "Ann &lt;i&gt;" in page


def test_the_policy_hashes_are_those_of_the_inline_style_and_script():
    page = webpage.build(page_data())
    parsed = parse(page)
    policy = webpage.content_security_policy()
    for tag, directive in (("style", "style-src"), ("script", "script-src")):
        (text,) = [t for g, attrs, t in parsed.blocks if g == tag and attrs.get("type") != "application/json"]
        digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
        assert re.search(rf"{directive} 'sha256-{re.escape(digest)}'", policy), (tag, policy)
    assert "unsafe-inline" not in policy and "img-src 'self'" in policy
    assert "Content-Security-Policy" not in page  # the live page gets it as a header


def test_the_live_page_points_at_the_images_beside_it_and_the_offline_page_embeds_them():
    data = page_data(3)
    live = webpage.build(data, None, image_base="TOKEN/p/")
    assert 'src="TOKEN/p/7.webp"' in live and "data:image" not in live
    assert json.loads(re.search(r'id=dday-images>(.*?)</script>', live).group(1)) == {"base": "TOKEN/p/"}
    uris = {p["seq"]: f"data:image/webp;base64,{p['seq']}" for p in data["positions"]}
    offline = webpage.build(data, uris)
    assert 'src="data:image/webp;base64,7"' in offline
    assert json.loads(re.search(r'id=dday-images>(.*?)</script>', offline).group(1)) == {
        "images": {str(k): v for k, v in uris.items()}}
    policy = re.search(r'http-equiv=Content-Security-Policy content="([^"]*)"', offline).group(1)
    assert "img-src data:" in policy and "saved copy" in offline
    # the "show everything" switch: a finished game's live page only (the offline file carries no revealed side)
    assert "id=reveal>" in live and "id=hidden-box" in live and data["status"] == "finished"
    assert "id=reveal" not in offline and "id=hidden-box" not in offline


def test_every_control_has_a_label_and_the_page_its_language_and_headings():
    page = webpage.build(page_data())
    assert page.startswith("<!doctype html><html lang=en>")
    for control in ("first", "prev", "next", "last", "position"):
        assert re.search(rf'<(button|input) [^>]*id={control} [^>]*aria-label="[^"]+"', page), control
    assert page.count("<h2") >= 5 and "<h1>" in page
    assert 'name=viewport content="width=device-width, initial-scale=1"' in page


def test_the_seed_and_the_check_appear_only_once_the_game_is_over():
    going = webpage.build(page_data(seed=None))
    assert "id=check" not in going and "stays secret until the game ends" in going
    over = webpage.build(page_data())
    assert f"<code id=seed>{SEED}</code>" in over and "id=check>Check the commitment" in over and "dday verify FILE" in over


def test_the_left_out_positions_are_named_on_the_page():
    data = dict(page_data(4), left_out=["Turn 1, phase 2", "Turn 1, phase 3"])
    assert "2 intermediate positions have no picture here: Turn 1, phase 2, Turn 1, phase 3" in webpage.build(data)
    assert "intermediate" not in webpage.build(page_data(4))


def test_the_course_has_a_table_for_screen_readers():
    page = webpage.build(page_data(2))
    assert "<th scope=col>Axis units</th>" in page and "<td>30</td><td>20</td>" in page and "<td>20.5</td>" in page
    page = webpage.build(dict(page_data(2), course={"names": [], "values": []}))
    assert "draws no chart" in page


def test_a_game_without_positions_and_data_of_another_format():
    page = webpage.build(dict(page_data(0)))
    assert "no position to show yet" in page and "id=board" not in page
    with pytest.raises(ValueError, match="dday-viewer/1"):
        webpage.build(dict(page_data(1), format="dday-viewer/9"))
