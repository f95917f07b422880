"""Rendering A&A D-Day views: PNG output, size, determinism, fonts, highlights, alt text."""

import io

import aa_dday_views as views
import pytest
from PIL import Image

import renderer
from renderer import aa_dday, common
from renderer.aa_dday import geometry, pieces, style


def _decode(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def _zone_px(zid: int, view) -> tuple[int, int]:
    fr = pieces.Frame(geometry.layout(), pieces.header_height(view, geometry.layout()))
    x, y = fr.pt(geometry.zone_anchors()[zid])
    return int(x), int(y)


def _diff_count(a: Image.Image, b: Image.Image, box) -> int:
    ca, cb = a.crop(box).tobytes(), b.crop(box).tobytes()
    return sum(1 for k in range(0, len(ca), 3) if ca[k:k + 3] != cb[k:k + 3])


def test_render_is_a_wide_png(opening, busy):
    for view in (opening, busy):
        png = aa_dday.render(view)
        assert png[:8] == common.PNG_MAGIC
        img = Image.open(io.BytesIO(png))
        assert img.format == "PNG"
        assert img.width >= 1600
        assert (img.width, img.height) == aa_dday.canvas_size(view)


def test_busy_position_is_under_400_kb(busy):
    assert len(aa_dday.render(busy)) < 400 * 1024


def test_render_is_deterministic(busy, opening):
    first = aa_dday.render(busy)
    aa_dday.render(opening)  # caches must not leak state between views
    assert aa_dday.render(busy) == first
    assert aa_dday.render(busy.model_copy(deep=True)) == first


def test_dispatch_and_bare_png(busy):
    assert renderer.render(busy) == aa_dday.render(busy)
    assert renderer.alt_text(busy) == aa_dday.alt_text(busy)
    w, h = aa_dday.canvas_size(busy)
    bare = renderer.bare_png(w, h)
    assert bare[:8] == common.PNG_MAGIC
    assert Image.open(io.BytesIO(bare)).size == (w, h)

    class Other:
        game = "no-such-game"

    with pytest.raises(ValueError):
        renderer.render(Other())


def test_outcome_adds_a_banner(busy):
    over = views.busy_view(outcome="Allies win")
    assert aa_dday.canvas_size(over)[1] > aa_dday.canvas_size(busy)[1]
    top = _decode(aa_dday.render(over)).getpixel((5, 5))
    assert top[0] > 120 and top[1] < 60 and top[2] < 60  # the red banner
    plain_top = _decode(aa_dday.render(busy)).getpixel((5, 5))
    assert plain_top == style.HEADER_BG


def test_fonts_come_from_the_package_and_have_accents():
    from importlib import resources

    root = resources.files("renderer").joinpath("fonts")
    for name in (common.REGULAR, common.BOLD, "LICENSE-DejaVu.txt"):
        assert root.joinpath(name).is_file(), name
    assert "Bitstream" in root.joinpath("LICENSE-DejaVu.txt").read_text("utf-8")
    for bold in (False, True):
        f = common.font(20, bold)
        missing = f.getmask("\ue000")  # private use: no glyph, drawn as the .notdef box
        assert (missing.size, bytes(missing)) == (f.getmask("中").size, bytes(f.getmask("中")))
        for ch in "ôéÉè":
            mask = f.getmask(ch)
            assert mask.getbbox() is not None
            assert (mask.size, bytes(mask)) != (missing.size, bytes(missing)), ch
        # the accent makes the glyph taller than the bare letter
        assert f.getbbox("ô")[1] < f.getbbox("o")[1]
        assert f.getbbox("É")[1] < f.getbbox("E")[1]


def test_every_zone_name_has_glyphs():
    f = common.font(17)
    missing = f.getmask("\ue000")
    for z in views.board()["zones"]:
        for ch in set(z["name"]) - {" "}:
            m = f.getmask(ch)
            assert (m.size, bytes(m)) != (missing.size, bytes(missing)), (z["name"], ch)


def test_no_font_below_the_readable_minimum():
    with pytest.raises(ValueError):
        common.font(common.MIN_FONT_SIZE - 1)


def test_zone_control_changes_pixels_at_its_centre(opening):
    zid = 33  # Gavray: empty at the start
    before = _decode(aa_dday.render(opening))
    after = _decode(aa_dday.render(views.with_zone(opening, zid, control="allies")))
    x, y = _zone_px(zid, opening)
    box = (x - 40, y - 20, x + 40, y + 20)
    assert _diff_count(before, after, box) > 300
    # and the zone is now tinted the Allied colour around its label
    colours = after.crop(box).getcolors(10_000)
    dominant = max(colours)[1]
    assert all(abs(a - b) <= 6 for a, b in zip(dominant, style.CONTROL_FILL["allies"])), dominant


def test_contested_zone_is_striped(opening):
    zid = 33
    img = _decode(aa_dday.render(views.with_zone(opening, zid, contested=True)))
    x, y = _zone_px(zid, opening)
    colours = {c for _, c in img.crop((x - 60, y + 15, x + 60, y + 45)).getcolors(10_000)}
    near = lambda c, ref: all(abs(a - b) <= 6 for a, b in zip(c, ref))  # noqa: E731
    assert any(near(c, style.CONTROL_FILL["allies"]) for c in colours)
    assert any(near(c, style.CONTROL_FILL["axis"]) for c in colours)


def test_a_casualty_highlight_changes_the_image(busy):
    base = busy.model_copy(update={"highlights": busy.highlights.model_copy(update={"casualties": {}})})
    marked = base.model_copy(update={"highlights": base.highlights.model_copy(
        update={"casualties": {"20": {"de:inf": 2}}})})
    a, b = aa_dday.render(base), aa_dday.render(marked)
    assert a != b
    x, y = _zone_px(20, busy)
    ia, ib = _decode(a), _decode(b)
    assert _diff_count(ia, ib, (x - 150, y - 90, x + 150, y + 90)) > 100
    # the tag is red
    reds = [c for n, c in ib.crop((x - 150, y - 90, x + 150, y + 90)).getcolors(100_000)
            if c[0] > 170 and c[1] < 60 and c[2] < 60]
    assert reds


def test_moves_and_combat_are_drawn(busy):
    plain = busy.model_copy(update={"highlights": busy.highlights.model_copy(
        update={"moves": [], "combat_zones": []})})
    assert aa_dday.render(plain) != aa_dday.render(busy)


def test_empty_view_renders():
    from rules.aa_dday.view import AAView

    v = AAView(turn=1, card=None, card_name="", phase_label="Setup", zones=[], boxes=[])
    assert aa_dday.render(v)[:8] == common.PNG_MAGIC
    assert "turn 1" in aa_dday.alt_text(v)


def test_alt_text(busy, opening):
    for view in (busy, opening, views.busy_view(outcome="Axis win")):
        text = aa_dday.alt_text(view)
        assert len(text) <= 1024
        for city in ("Caen", "St. Lô", "Cherbourg"):
            assert city in text
        assert f"turn {view.turn}" in text
        assert "Allies" in text  # whose decision it is
    assert "Caen: contested" in aa_dday.alt_text(busy)
    assert "Game over" in aa_dday.alt_text(views.busy_view(outcome="Axis win"))


def test_alt_text_stays_short_for_huge_views(busy):
    long_zones = [z.model_copy(update={"name": z.name * 8}) for z in busy.zones]
    v = busy.model_copy(update={"zones": long_zones, "phase_label": "x" * 400})
    text = aa_dday.alt_text(v)
    assert len(text) <= 1024


def test_advanced_game_state_is_shown_beside_the_removed_cards(busy):
    """The fortune result in force and the tactics cards used are drawn in the cards panel."""
    advanced_view = busy.model_copy(update={"fortune": "Improved Targeting: hits on 3 or less", "tactics_used": [3, 8]})
    plain, advanced = _decode(aa_dday.render(busy)), _decode(aa_dday.render(advanced_view))
    layout = geometry.layout()
    fr = pieces.Frame(layout, pieces.header_height(busy, layout))
    panel = layout["panels"]["cards"]
    (x0, y0), (x1, y1) = fr.pt(panel[:2]), fr.pt(panel[2:])
    inside = (int(x0), int(y0), int(x1), int(y1))
    assert _diff_count(plain, advanced, inside) > 0
