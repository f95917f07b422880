"""The close-up band of the A&A board, and the glyph-caching draw it relies on for speed."""

import io
import random

from PIL import Image, ImageDraw

from renderer import aa_dday, common
from renderer.aa_dday import draw, geometry, inset, pieces
from rules.aa_dday import ENGINE as E
from tests.typed import apply_text


def _decode(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def _frame(view) -> pieces.Frame:
    lay = geometry.layout()
    return pieces.Frame(lay, pieces.header_height(view, lay), inset.band_height(view))


def test_changed_locations_come_from_the_highlights(busy):
    h = busy.highlights
    want = {*h.casualties, *h.placed, *(str(z) for z in h.combat_zones), *(loc for m in h.moves for loc in m.path)}
    assert set(h.changed_locations()) == want and want
    digits = [loc for loc in h.changed_locations() if loc.isdigit()]
    assert digits == sorted(digits, key=int)


def test_a_view_without_changes_has_no_band(busy):
    plain = busy.model_copy(update={"highlights": busy.highlights.model_copy(
        update={"casualties": {}, "placed": {}, "moves": [], "combat_zones": []})})
    assert inset.band_height(plain) == 0
    assert aa_dday.canvas_size(plain)[1] + inset.band_height(busy) == aa_dday.canvas_size(busy)[1]
    img = _decode(aa_dday.render(plain))
    assert img.size == aa_dday.canvas_size(plain)


def test_the_band_enlarges_the_map_pixel_for_pixel(busy):
    k = inset.SCALE
    img = draw.draw_image(busy)
    fr = _frame(busy)
    top = fr.band_top + inset.TITLE_H
    band = img.crop((fr.ox, top, fr.ox + (fr.map_w // k) * k, top + k * inset.SOURCE_H))
    # every k x k block of the close-up is one colour (nearest-neighbour enlarging) ...
    px = band.load()
    for _ in range(400):
        x = random.Random(_).randrange(2, band.width // k - 2) * k
        y = random.Random(_ + 1000).randrange(2, band.height // k - 2) * k
        assert len({px[x + i, y + j] for i in range(k) for j in range(k)}) == 1
    # ... and 1/k of it is found on the map: the window the close-up shows
    small = band.resize((band.width // k, band.height // k), Image.Resampling.NEAREST)
    mapped = img.crop((fr.ox, fr.oy, fr.ox + fr.map_w, fr.oy + fr.map_h))
    hits = 0
    for y in range(0, mapped.height - small.height + 1):
        row = mapped.crop((0, y, mapped.width, y + 1)).tobytes()
        if small.crop((20, 40, 60, 41)).tobytes() in row:
            hits += 1
    assert hits >= 1, "the close-up is a doubled copy of part of the map"
    assert len(band.getcolors(1 << 16) or []) > 20, "the band holds a picture, not a flat fill"


def test_the_window_holds_as_many_changed_locations_as_fit():
    bounds = (0, 0, 1000, 600)
    west = [(10, 10, 60, 60), (70, 20, 120, 70)]
    east = [(700, 400, 760, 450), (780, 420, 840, 470), (860, 440, 920, 490)]
    x, y = inset.choose_window(west + east, 300, 150, bounds)
    assert x <= 700 and x + 300 >= 920 and y <= 400 and y + 150 >= 490
    x, y = inset.choose_window([(950, 580, 990, 599)], 300, 150, bounds)
    assert (x, y) == (700, 450), "the window stays on the map"


def test_the_window_keeps_off_the_panels_and_never_cuts_a_label():
    bounds = (0, 0, 1000, 600)
    panel = (500, 0, 1000, 200)
    x, y = inset.choose_window([(520, 150, 560, 180)], 300, 150, bounds, avoid=[panel])
    assert x + 300 <= 500 or y >= 200, "the window shows no panel"
    assert x + 300 >= 500 - 1 and y <= 150, "and comes as near the location as it can"
    # a label across the window's natural edge: the window takes it whole, or leaves it out
    label = (250, 100, 330, 125)
    for x, y in (inset.choose_window([(100, 100, 140, 130)], 300, 150, bounds, whole=[label]),
                 inset.choose_window([(100, 100, 140, 130), label], 300, 150, bounds, whole=[label])):
        win = (x, y, x + 300, y + 150)
        cut = label[0] < win[2] and win[0] < label[2] and label[1] < win[3] and win[1] < label[3]
        assert not cut or (label[0] >= win[0] and label[2] <= win[2] and label[1] >= win[1] and label[3] <= win[3])
    x, y = inset.choose_window([(100, 100, 140, 130), label], 300, 150, bounds, whole=[label])
    assert x <= 100 and x + 300 >= 330, "both fit: both are shown"


def test_a_real_position_renders_its_close_up_under_400_kb():
    rng = random.Random(11)
    s, _ = E.initial_state(("axis", "allies"), {}, 11)
    for _ in range(2000):  # play moves at random until a card has moved several groups
        v = E.view(s, None)
        if len(v.highlights.moves) >= 3:
            break
        p = E.prompts(s)[0]
        moves = [c.value for c in E.options(s, p.seat, "") if c.value.startswith("move ")]
        pick = rng.choice(moves) if moves and rng.random() < 0.7 else p.default
        s = apply_text(E, s, p.seat, pick).state
    assert v.highlights.changed_locations()
    png = aa_dday.render(v)
    assert len(png) < 400 * 1024
    assert _decode(png).size == aa_dday.canvas_size(v)


def test_fast_draw_paints_exactly_what_pillow_paints():
    rng = random.Random(3)
    texts = ["2 Cherbourg", "DE 1I 2A", "Ste-Mère-Église", "−1 blockhouse", "Close-up ×2", "a"]
    anchors = [None, "la", "mm", "ma", "ld", "rs", "lm"]
    for case in range(60):
        size = (300, 80)
        a = Image.new("RGB", size, (150, 192, 228))
        b = a.copy()
        text = rng.choice(texts)
        kwargs = {"font": common.font(rng.choice([16, 17, 20, 26]), rng.random() < 0.5),
                  "fill": rng.choice([(20, 20, 20), "white", (200, 20, 20)]),
                  "anchor": rng.choice(anchors)}
        if case % 3 == 0:
            kwargs.update(stroke_width=rng.choice([1, 2, 3]), stroke_fill=rng.choice([(255, 255, 255), "black"]))
        xy = (rng.uniform(40, 160), rng.uniform(25, 55))
        for _ in range(2):  # the second time comes from the cache
            common.FastDraw(a).text(xy, text, **kwargs)
            ImageDraw.Draw(b).text(xy, text, **kwargs)
        assert a.tobytes() == b.tobytes(), (text, kwargs, xy)
    # several lines go to Pillow unchanged
    a, b = Image.new("RGB", (200, 80)), Image.new("RGB", (200, 80))
    common.FastDraw(a).text((5, 5), "two\nlines", font=common.font(16), fill="white")
    ImageDraw.Draw(b).text((5, 5), "two\nlines", font=common.font(16), fill="white")
    assert a.tobytes() == b.tobytes()
