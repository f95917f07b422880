"""The offline page's tiles (renderer/web_tiles.py): every image comes back pixel for pixel from its sheets, and
equal tiles are kept once."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from renderer import web_tiles


def board(n: int, size: tuple[int, int] = (610, 300)) -> Image.Image:
    """A background with a mark that moves with ``n``, and a block of text-like noise that does not."""
    image = Image.new("RGB", size, web_tiles.FILL)
    draw = ImageDraw.Draw(image)
    draw.rectangle((20 + 40 * n, 100, 60 + 40 * n, 140), fill=(200, 30, 30))
    draw.text((10, 10), "Sector 7 DEF 4", fill=(0, 0, 0))
    return image


def rebuilt(shape: tuple[int, int, list[int]], sheets: list[bytes]) -> Image.Image:
    """An image put back together from its tiles, as the page's script does on a canvas."""
    width, height, numbers = shape
    tw, th = web_tiles.TILE
    per_sheet = web_tiles.SHEET_COLUMNS * web_tiles.SHEET_ROWS
    opened = [Image.open(io.BytesIO(sheet)).convert("RGB") for sheet in sheets]
    out = Image.new("RGB", (width, height))
    across = -(-width // tw)
    for k, number in enumerate(numbers):
        slot = number % per_sheet
        x, y = (slot % web_tiles.SHEET_COLUMNS) * tw, (slot // web_tiles.SHEET_COLUMNS) * th
        out.paste(opened[number // per_sheet].crop((x, y, x + tw, y + th)), ((k % across) * tw, (k // across) * th))
    return out


def test_each_image_comes_back_from_its_tiles_and_equal_tiles_are_kept_once():
    images = [board(n) for n in (0, 1, 1, 3)] + [board(2, (300, 130))]
    jobs = [(f"k{i}", "map" if image.width > 300 else "small", image) for i, image in enumerate(images)]
    tiled = web_tiles.tile_streams(jobs, lambda image: image)
    for i, image in enumerate(images):
        assert rebuilt(tiled.shapes[f"k{i}"], tiled.sheets).tobytes() == image.tobytes(), i
    # 610x300 is 3 by 5 tiles: the moved mark changes one row of tiles, the rest are the ones kept before
    first, second = tiled.shapes["k0"][2], tiled.shapes["k1"][2]
    assert len(first) == 15 and sum(a != b for a, b in zip(first, second)) <= 3
    assert tiled.shapes["k1"][2] == tiled.shapes["k2"][2]
    distinct = {n for _, _, numbers in tiled.shapes.values() for n in numbers}
    assert max(distinct) + 1 == len(distinct) < sum(len(numbers) for _, _, numbers in tiled.shapes.values())


def test_workers_tiles_merge_past_each_others_sheets():
    one = web_tiles.tile_streams([("a", "map", board(0))], lambda image: image)
    two = web_tiles.tile_streams([("b", "map", board(4))], lambda image: image)
    shapes, sheets = web_tiles.merged([one, two])
    assert len(sheets) == 2
    assert rebuilt(shapes["a"], sheets).tobytes() == board(0).tobytes()
    assert rebuilt(shapes["b"], sheets).tobytes() == board(4).tobytes()
