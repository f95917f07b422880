"""Draw an :class:`~rules.aa_dday.view.AAView` as a PNG (pure: view in, bytes out).

Everything positional lives in ``renderer/data/aa_dday_layout.json`` (board
space, 2950x2000) or is derived from it in :mod:`.geometry`; this module only
decides colours, fonts and the order things are drawn in.

Words (issue #28) come from the catalogue (``i18n/locales/<lang>/aa-image.ftl``, messages ``aa-img-*``) in the
image's language ``lang``. The names the view carries in English (zones, boxes, charts, the card, the phase, the
outcome, the fortune, a proposal) are the engine's words: English draws them as they are, so the English image
does not change; another language names them again from their ids (:class:`.words.Words`). Text with Hangul is drawn
in the Korean font by :mod:`renderer.common`.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from i18n import DEFAULT
from rules.aa_dday.view import AAView, BoxView, ZoneView

from .. import common
from ..common import draw_text, font, pill_size, text_width
from . import geometry as geo
from . import inset
from . import labels as lb
from .furniture import Furniture
from .label_layer import LabelLayer
from .pieces import (
    Frame,
    NullDraw,
    base_map,
    boundary_hit,
    cells_px,
    draw_arrow,
    draw_star,
    draw_unit_pill,
    header_height,
    label_lines,
    layout_pills,
    pill_texts,
    sea_segments,
    span_at,
    split_units,
    stripe_pattern,
    units_text,
)
from .style import (
    AIRBORNE_BORDER,
    BEACH_ARROW,
    BORDER,
    COAST,
    CONTROL_FILL,
    DIM,
    F_BOX_TITLE,
    F_NUM,
    F_PANEL,
    F_PILL,
    HEADER_BG,
    INK,
    NATION_FILL,
    NATION_TAG,
    PANEL_BG,
    PANEL_BORDER,
    RED,
    SEA_TEXT,
    VICTORY,
)
from .words import Words


class Renderer(LabelLayer, Furniture):
    def __init__(self, view: AAView, lang: str = DEFAULT) -> None:
        self.view = view
        self.w = Words(lang)
        self.lay = geo.layout()
        self.fr = Frame(self.lay, header_height(view, self.lay), inset.band_height(view))
        self.img = Image.new("RGB", (self.fr.width, self.fr.height), HEADER_BG)
        self.d = common.FastDraw(self.img)
        self.cells = cells_px(self.fr.scale)
        self.centres = geo.centres()
        self.anchors = geo.zone_anchors()
        self.zone_by_id = {z.id: z for z in view.zones}
        # location key -> canvas point (for arrows and tags); zone blocks fill in their extents
        self.loc_pt: dict[str, tuple[float, float]] = {}
        self.loc_box: dict[str, tuple[float, float, float, float]] = {}
        self.name_box: dict[int, lb.Box] = {}
        """Each zone's number and name (and a victory city's star), as drawn."""
        self.badges: dict[int, list[lb.Box]] = {}
        """Each zone's unit badges and airborne boxes, as drawn."""
        self.labels: list[lb.Label] = []
        """What the last card did, as drawn (:mod:`.labels`)."""
        self.crop: lb.Box | None = None
        """The map window the close-up shows (set by :meth:`close_up`)."""
        self.block_shift: dict[int, tuple[int, int]] = {}
        """How far (right, down) a zone's name and badges move to make room for a label in the zone."""
        self.zone_blocks(NullDraw())
        self._plan_labels()

    # -- helpers ----------------------------------------------------------
    def cell(self, zid: int):
        ox, oy = self.fr.ox, self.fr.oy
        return [(x + ox, y + oy) for x, y in self.cells.get(zid, [])]

    def zone_pt(self, zid: int):
        c = self.anchors.get(zid) or self.centres.get(zid)
        if c is None:
            return None
        return self.fr.pt(c)

    # -- layers -----------------------------------------------------------
    def draw(self) -> Image.Image:
        self.map_layer()
        self.panels()
        self.turn_track()
        self.beach_arrows()
        self.moves()
        self.beachheads()
        self.zone_blocks()
        self.marker_tags()
        self.labels_layer()
        self.header()
        self.footer()
        self.close_up()
        return self.img

    def close_up(self) -> None:
        fr = self.fr
        if fr.height == fr.band_top:
            return
        names = {str(z.id): self.w.zone(z.id, z.name) for z in self.view.zones}
        names.update({b.id: self.w.box(b) for b in self.view.boxes})
        told: dict[str, list[lb.Box]] = {}
        for lab in self.labels:
            if lab.location is not None:
                told.setdefault(lab.location, []).append(lab.extent())

        def rect_of(loc: str):
            # a location's name and badges with its labels, else its whole cell
            rects = list(told.get(loc, []))
            if loc in self.loc_box:
                rects.append(self.loc_box[loc])
            elif loc.isdigit() and len(self.cell(int(loc))) >= 3:
                poly = self.cell(int(loc))
                xs, ys = [p[0] for p in poly], [p[1] for p in poly]
                rects.append((min(xs), min(ys), max(xs), max(ys)))
            if not rects:
                return None
            return (min(r[0] for r in rects), min(r[1] for r in rects),
                    max(r[2] for r in rects), max(r[3] for r in rects))

        self.crop = inset.draw_inset(self.img, self.view, self.map_box(), fr.band_top, rect_of,
                                     lambda loc: names.get(loc, loc), self.w.lang,
                                     avoid=self.panel_boxes(), whole=[lab.extent() for lab in self.labels])

    def map_box(self) -> lb.Box:
        fr = self.fr
        return (fr.ox, fr.oy, fr.ox + fr.map_w, fr.oy + fr.map_h)

    def panel_boxes(self) -> list[lb.Box]:
        """What is drawn over the sea but is not map: the panels and the turn track (outlines included)."""
        fr = self.fr
        out = [lb.to_box(*fr.pt(r[:2]), *fr.pt(r[2:]), pad=2) for r in self.lay["panels"].values()]
        x, y = fr.pt(self.lay["turn_track"]["at"])
        cw, ch = self.lay["turn_track"]["cell"]
        out.append(lb.to_box(x - 6, y - 34, x + cw + 6, y + max(self.view.max_turns, 1) * ch + 6, pad=2))
        return out

    def map_layer(self) -> None:
        fr, d = self.fr, self.d
        base = base_map(fr.scale, fr.map_w, fr.map_h)
        self.img.paste(base, (fr.ox, fr.oy))
        stripes = None
        for z in self.view.zones:
            poly = self.cell(z.id)
            if len(poly) < 3:
                continue
            if z.contested:
                if stripes is None:
                    stripes = stripe_pattern(fr.map_w, fr.map_h)
                xs = [p[0] for p in poly]
                ys = [p[1] for p in poly]
                bx0, by0 = int(min(xs)), int(min(ys))
                bx1, by1 = int(math.ceil(max(xs))) + 1, int(math.ceil(max(ys))) + 1
                mask = Image.new("L", (bx1 - bx0, by1 - by0), 0)
                ImageDraw.Draw(mask).polygon([(x - bx0, y - by0) for x, y in poly], fill=255)
                tile = stripes.crop((bx0 - fr.ox, by0 - fr.oy, bx1 - fr.ox, by1 - fr.oy))
                self.img.paste(tile, (bx0, by0), mask)
            elif z.control in CONTROL_FILL:
                d.polygon(poly, fill=CONTROL_FILL[z.control])
        for zid in self.cells:
            poly = self.cell(zid)
            if len(poly) >= 3:
                d.line(poly + [poly[0]], fill=BORDER, width=2)
        # coastline: only the sea-facing edges of the land outline
        for a, b in sea_segments():
            d.line([fr.pt(a), fr.pt(b)], fill=COAST, width=4)
        # map frame
        d.rectangle((fr.ox - 2, fr.oy - 2, fr.ox + fr.map_w + 1, fr.oy + fr.map_h + 1), outline=PANEL_BORDER, width=2)
        for zid in self.view.highlights.combat_zones:
            poly = self.cell(zid)
            if len(poly) >= 3:
                d.line(poly + [poly[0], poly[1]], fill=RED, width=6, joint="curve")
        # sea names
        for name, pos in self.lay.get("sea_labels", {}).items():
            d.text(fr.pt(pos), self.w.sea(name), font=font(20, False), fill=SEA_TEXT, anchor="mm")

    def beach_arrows(self) -> None:
        """The big light arrow from each beachhead box into its landing zone."""
        for box in self.view.boxes:
            if box.kind != "beachhead":
                continue
            (x0, y0, x1, y1), _ = self._beach_rect(box)
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            target = self.zone_pt(box.zone)
            if target is not None:
                edge = boundary_hit(self.cell(box.zone), (cx, cy), target)
                ang = math.atan2(target[1] - cy, target[0] - cx)
                tip = (edge[0] + 26 * math.cos(ang), edge[1] + 26 * math.sin(ang))
                draw_arrow(self.d, [(cx, cy), tip], BEACH_ARROW, 14, 26, outline=(110, 100, 70))

    def beachheads(self) -> None:
        d = self.d
        for box in self.view.boxes:
            if box.kind != "beachhead":
                continue
            (x0, y0, x1, y1), rows = self._beach_rect(box)
            cx = (x0 + x1) / 2
            nation = box.nation
            d.rounded_rectangle((x0, y0, x1, y1), radius=8, fill=PANEL_BG,
                                outline=NATION_FILL.get(nation, PANEL_BORDER), width=4)
            n = sum(v for v in box.units.values() if v > 0)
            cap = f" {n}/{box.capacity}" if box.capacity is not None else f" {n}"
            title = f"{self.w.box(box)}{cap}"
            over = box.capacity is not None and n > box.capacity
            d.text((cx, y0 + 6), title, font=font(F_BOX_TITLE, True), fill=RED if over else INK, anchor="ma")
            if rows:
                y = y0 + 30
                for row_w, row in rows:
                    x = cx - row_w / 2
                    for nat, text, pw, _ph in row:
                        draw_unit_pill(d, (x, y), nat, text)
                        x += pw + 4
                    y += row[0][3] + 3
            else:
                d.text((cx, y0 + 32), self.w("aa-img-empty"), font=font(F_PANEL), fill=DIM, anchor="ma")

    def _beach_rect(self, box: BoxView):
        """The box's rectangle (grown downwards when its badges need more rows) and badge rows."""
        w, h = self.lay["canvas"]["beach_box"]
        cx, cy = self._beach_pt(box)
        rows = layout_pills(pill_texts(box.units), w - 10)
        need = 30 + sum(r[1][0][3] + 3 for r in rows) + 5
        y0 = cy - h / 2
        return (cx - w / 2, y0, cx + w / 2, y0 + max(h, need)), rows

    def _beach_pt(self, box: BoxView) -> tuple[float, float]:
        pos = self.lay.get("beachheads", {}).get(box.id)
        if pos is None:
            c = self.centres.get(box.zone, (1475, 1000))
            pos = (c[0], c[1] - 260)
        return self.fr.pt(pos)

    def zone_blocks(self, d=None) -> None:
        d = d if d is not None else self.d
        airborne_by_zone: dict[int, list[BoxView]] = {}
        for box in self.view.boxes:
            if box.kind == "airborne":
                airborne_by_zone.setdefault(box.zone, []).append(box)
        for z in sorted(self.view.zones, key=lambda z: z.id):
            self._zone_block(d, z, [b for b in airborne_by_zone.get(z.id, []) if any(v > 0 for v in b.units.values())])
        for zid, boxes in airborne_by_zone.items():
            for b in boxes:
                self.loc_pt.setdefault(b.id, self.loc_pt.get(str(zid), self.zone_pt(zid) or (0, 0)))

    def _zone_block(self, d: ImageDraw.ImageDraw, z: ZoneView, airborne: list[BoxView]) -> None:
        c = self.zone_pt(z.id)
        if c is None:
            return
        dx, dy = self.block_shift.get(z.id, (0, 0))
        cx, cy = c[0] + dx, c[1] + dy
        poly = self.cell(z.id)
        # the room at the zone's own anchor sets the name's lines: a block moved for a label keeps its shape
        x0, x1 = span_at(poly, c[1], c[0]) if len(poly) >= 3 else (c[0] - 80, c[0] + 80)
        avail = max(90.0, min(c[0] - x0, x1 - c[0]) * 2 - 12)
        lines, lf = label_lines(z.id, self.w.zone(z.id, z.name), avail, z.victory_city)
        asc, desc = lf.getmetrics()
        line_h = asc + desc - 2
        label_h = line_h * len(lines)
        pill_rows = layout_pills(pill_texts(z.units), max(avail, 96))
        pills_h = sum(r[1][0][3] + 3 for r in pill_rows)
        abn_h = 0
        abn_items = []
        for b in airborne:
            text = self.w("aa-img-airborne", units=" ".join(f"{NATION_TAG.get(n, n.upper())} {units_text(k)}"
                                                            for n, k in split_units(b.units).items()))
            w, h = pill_size(text, font(F_PILL, False), pad_x=6, pad_y=3)
            abn_items.append((b, text, w, h))
            abn_h += h + 4
        total = label_h + (4 + pills_h if pill_rows else 0) + (4 + abn_h if abn_items else 0)
        y = cy - total / 2
        top = y
        widest = 0.0
        contested = z.contested
        halo = (255, 255, 255) if contested else None
        inked: list[tuple[float, float, float, float]] = []  # the name's lines (and star), for self.name_box
        for k, line in enumerate(lines):
            if z.victory_city:
                tw = text_width(line, lf)
                sx = cx - tw / 2 - 14
                draw_star(d, sx, y + line_h / 2 + 1, 12, VICTORY, (255, 255, 255))
                d.ellipse((sx - 17, y + line_h / 2 - 16, sx + 17, y + line_h / 2 + 18), outline=VICTORY, width=2)
                draw_text(d, (cx + 6, y), line, lf, fill=VICTORY, anchor="ma", halo=(255, 255, 255), halo_width=2)
                widest = max(widest, tw + 40)
                inked += [(sx - 17, y + line_h / 2 - 16, sx + 18, y + line_h / 2 + 19),
                          (cx + 4 - tw / 2, y - 2, cx + 8 + tw / 2, y + asc + desc + 2)]
            else:
                if k == 0:
                    num = f"{z.id} "
                    nf = font(F_NUM, True)
                    rest = line[len(num):]
                    tw = text_width(num, nf) + text_width(rest, lf)
                    lx = cx - tw / 2
                    draw_text(d, (lx, y), num, nf, fill=INK, halo=halo)
                    draw_text(d, (lx + text_width(num, nf), y), rest, lf, fill=INK, halo=halo)
                else:
                    tw = text_width(line, lf)
                    draw_text(d, (cx, y), line, lf, fill=INK, anchor="ma", halo=halo)
                widest = max(widest, tw)
                inked.append((cx - tw / 2 - 2, y - 2, cx + tw / 2 + 2, y + asc + desc + 2))
            y += line_h
        self.name_box[z.id] = lb.to_box(min(b[0] for b in inked), min(b[1] for b in inked),
                                        max(b[2] for b in inked), max(b[3] for b in inked))
        badges = self.badges[z.id] = []
        if pill_rows:
            y += 4
            for row_w, row in pill_rows:
                x = cx - row_w / 2
                for nat, text, pw, ph in row:
                    draw_unit_pill(d, (x, y), nat, text)
                    badges.append(lb.to_box(x, y, x + pw + 1, y + ph + 1))
                    x += pw + 4
                widest = max(widest, row_w)
                y += row[0][3] + 3
        if abn_items:
            y += 4
            for b, text, w, h in abn_items:
                bx = cx - w / 2
                col = AIRBORNE_BORDER.get(b.nation, PANEL_BORDER)
                d.rounded_rectangle((bx, y, bx + w, y + h), radius=4, fill=(255, 255, 255), outline=col, width=3)
                d.text((cx, y + h / 2), text, font=font(F_PILL, False), fill=INK, anchor="mm")
                self.loc_pt[b.id] = (cx, y + h / 2)
                self.loc_box[b.id] = (bx, y, bx + w, y + h)
                badges.append(lb.to_box(bx - 1, y - 1, bx + w + 2, y + h + 2))
                widest = max(widest, w)
                y += h + 4
        self.loc_pt[str(z.id)] = (cx, cy)
        self.loc_box[str(z.id)] = (cx - widest / 2, top, cx + widest / 2, y)


def draw_image(view: AAView, lang: str = DEFAULT) -> Image.Image:
    """The board for ``view`` with its words in ``lang`` (a language code of :data:`i18n.LANGUAGES`)."""
    return Renderer(view, lang).draw()


def render(view: AAView, lang: str = DEFAULT) -> bytes:
    """PNG bytes of the board for ``view``, its words in ``lang``."""
    return common.encode_png(draw_image(view, lang))


def canvas_size(view: AAView) -> tuple[int, int]:
    lay = geo.layout()
    fr = Frame(lay, header_height(view, lay), inset.band_height(view))
    return fr.width, fr.height
