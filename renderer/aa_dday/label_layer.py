"""The A&A D-Day board's labels: marker tags, move arrows and the placed casualty, placement and combat labels
(a part of :class:`.draw.Renderer`, which mixes it in)."""

from __future__ import annotations

import math

from ..common import draw_pill, font, pill_size
from . import labels as lb
from .pieces import NullDraw, draw_arrow, nation_order, split_units, trim_segment, type_order, units_text
from .style import F_TAG, GREEN, MOVE, MOVE_LANE, NATION_TAG, RED


class LabelLayer:
    """The labels and arrows of :class:`.draw.Renderer` (its state: ``self.view``, ``self.fr``, ``self.d`` ...)."""

    def _marker_tag_items(self) -> list[tuple[str, float, float, int, int]]:
        """The map-edge tags of the reinforcement markers: (text, left, top, width, height)."""
        tags = self.lay.get("marker_tags", {})
        f = font(F_TAG, True)
        out = []
        for z in self.view.zones:
            if not z.marker:
                continue
            spec = tags.get(str(z.id))
            c = self.centres.get(z.id)
            if spec is None and c is None:
                continue
            pos = spec["at"] if spec else (c[0], 1965)
            arrow = (spec or {}).get("arrow", "▼")
            name = self.w.marker(z.marker)
            text = f"{arrow} {name}" if arrow in "◀▼" else f"{name} {arrow}"
            x, y = self.fr.pt(pos)
            w, h = pill_size(text, f)
            out.append((text, x - w / 2, y - h / 2, w, h))
        return out

    def marker_tags(self) -> None:
        for text, x, y, _w, _h in self._marker_tag_items():
            draw_pill(self.d, (x, y), text, font(F_TAG, True), (120, 20, 20), (255, 255, 255), (255, 255, 255))


    def _move_points(self, mv):
        """Path points, shifted a few pixels to the right of the direction of
        travel so that moves A->B and B->A run side by side, not on top."""
        pts = [self.loc_pt.get(k) or self._key_pt(k) for k in mv.path]
        pts = [p for p in pts if p is not None]
        if len(pts) < 2:
            return pts
        normals = []
        for a, b in zip(pts, pts[1:]):
            L = math.dist(a, b) or 1.0
            normals.append((-(b[1] - a[1]) / L, (b[0] - a[0]) / L))
        out = []
        for k, p in enumerate(pts):
            ns = normals[max(k - 1, 0):k + 1]
            nx = sum(n[0] for n in ns) / len(ns)
            ny = sum(n[1] for n in ns) / len(ns)
            out.append((p[0] + MOVE_LANE * nx, p[1] + MOVE_LANE * ny))
        return out

    def _arrow_path(self, mv) -> list[tuple[float, float]]:
        """A move arrow's points, its ends trimmed so the arrow stays clear of the badges."""
        pts = self._move_points(mv)
        if len(pts) < 2:
            return []
        a, _ = trim_segment(pts[0], pts[1], 22, 0)
        _, b = trim_segment(pts[-2], pts[-1], 0, 30)
        return [a] + pts[1:-1] + [b]

    def moves(self) -> None:
        """Move arrows, under the zone labels so those stay readable."""
        for mv in self.view.highlights.moves:
            pts = self._arrow_path(mv)
            if pts:
                draw_arrow(self.d, pts, MOVE, 6, 20, outline=(255, 255, 255))

    def _key_pt(self, key: str):
        if key.isdigit():
            return self.zone_pt(int(key))
        return None

    def _tag_parts(self, msg: str, units: dict[str, int]) -> list[str]:
        """``−1 DE inf``, ``+2 tank``...: one part per nation and unit type (the nation named when several)."""
        split = split_units(units)
        several = len(split) > 1
        parts = []
        for nat in nation_order(split):
            for kind in type_order(split[nat]):
                prefix = f"{NATION_TAG.get(nat, nat.upper())} " if several else ""
                parts.append(self.w(msg, n=split[nat][kind], unit=f"{prefix}{self.w.unit(kind)}"))
        return parts

    def _region(self, key: str) -> lb.Region | None:
        """Where a location's labels belong: a zone's cell (an airborne box's: its zone's), a beachhead's box."""
        beach = next((b for b in self.view.boxes if b.id == key and b.kind == "beachhead"), None)
        if beach is not None:
            x0, y0, x1, y1 = self._beach_rect(beach)[0]
            return lb.Region([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], ((x0 + x1) / 2, (y0 + y1) / 2), roomy=False)
        airborne = next((b for b in self.view.boxes if b.id == key), None)
        zid = airborne.zone if airborne is not None else int(key) if key.isdigit() else None
        poly = self.cell(zid) if zid is not None else []
        if len(poly) < 3:
            return None
        block = self.loc_box.get(key) or self.loc_box.get(str(zid))
        centre = ((block[0] + block[2]) / 2, (block[1] + block[3]) / 2) if block else self.zone_pt(zid)
        return lb.Region(poly, centre)

    def _occupancy(self) -> lb.Occupancy:
        """What labels must leave uncovered: names, badges, boxes, panels, marker tags (hard); arrows, sea names,
        combat outlines (soft)."""
        fr = self.fr
        occ = lb.Occupancy((fr.width, fr.height), (fr.ox + 2, fr.oy + 2, fr.ox + fr.map_w - 2, fr.oy + fr.map_h - 2))
        for zid, box in self.name_box.items():
            occ.block(box, owner=zid)
        for zid, boxes in self.badges.items():
            for box in boxes:
                occ.block(box, owner=zid)
        for box in self.panel_boxes():
            occ.block(box)
        for _text, x, y, w, h in self._marker_tag_items():
            occ.block((x, y, x + w + 1, y + h + 1))
        for b in self.view.boxes:
            if b.kind == "beachhead":
                rect = self._beach_rect(b)[0]
                occ.block(rect)
                target = self.zone_pt(b.zone)
                if target is not None:
                    occ.line([((rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2), target], 22)
        for mv in self.view.highlights.moves:
            occ.line(self._arrow_path(mv), 12)
        for zid in self.view.highlights.combat_zones:
            poly = self.cell(zid)
            if len(poly) >= 3:
                occ.line(poly + [poly[0]], 8)
        for name, pos in self.lay.get("sea_labels", {}).items():
            x, y = fr.pt(pos)
            x0, y0, x1, y1 = font(20).getbbox(self.w.sea(name), anchor="mm")
            occ.cover((x + x0, y + y0, x + x1, y + y1))
        return occ

    def _plan_labels(self) -> None:
        """Place every label of what the last card did (:mod:`.labels`): losses and placements, then moves.

        A zone label that finds no room beside its zone's name and badges gets it by moving them (one column
        of name, badges and label, :func:`.labels.stacked_spot`): the blocks are laid out again, then every
        label is placed."""
        for b in self.view.boxes:
            if b.kind == "beachhead":
                x0, y0, x1, y1 = self._beach_rect(b)[0]
                self.loc_pt[b.id] = ((x0 + x1) / 2, (y0 + y1) / 2)
                self.loc_box[b.id] = (x0, y0, x1, y1)
        hl = self.view.highlights
        if not (hl.casualties or hl.placed or hl.moves):
            return
        f = font(F_TAG, True)
        todo = []
        for kind, msg, data in (("lost", "aa-img-tag-lost", hl.casualties), ("placed", "aa-img-tag-placed", hl.placed)):
            for key, units in data.items():
                parts = self._tag_parts(msg, units)
                if parts and self._region(key) is not None:
                    todo.append((kind, key, [(lines, *lb.label_size(lines, f)) for lines in lb.wrap_variants(parts, f)]))
        occ = self._occupancy()
        reserved: dict[tuple[str, str], lb.Spot] = {}
        for kind, key, variants in todo:
            region = self._region(key)
            if not key.isdigit() or int(key) in self.block_shift or lb.inside_spot(occ, variants, region):
                continue
            zid = int(key)
            parts = [self.name_box[zid], *self.badges.get(zid, [])]
            found = lb.stacked_spot(occ, variants, region, lb.to_box(*self.loc_box[key]), parts, zid)
            if found is not None:
                self.block_shift[zid], reserved[(kind, key)] = found
        if self.block_shift:
            self.zone_blocks(NullDraw())
            occ = self._occupancy()
            lost = [(kind, key) for (kind, key), spot in reserved.items()
                    if not (occ.fits(spot.box) and self._region(key).holds(spot.box))]
            for kind, key in lost:  # the column came out otherwise than planned: the name goes back
                del reserved[(kind, key)], self.block_shift[int(key)]
            if lost:
                self.zone_blocks(NullDraw())
                occ = self._occupancy()

        def take(lab: lb.Label) -> None:
            occ.take(lab)
            self.labels.append(lab)

        for kind, key, variants in todo:
            region = self._region(key)
            spot = reserved.get((kind, key))
            if spot is None or not (occ.fits(spot.box) and region.holds(spot.box)):
                spot = lb.place(occ, variants, region.centre, region)
            take(lb.Label(kind, spot.lines, spot.box, key, spot.anchor, spot.leader))
        for mv in hl.moves:
            pts = self._move_points(mv)
            split = split_units(mv.units)
            parts = [f"{NATION_TAG.get(n, n.upper())} {units_text(split[n])}" for n in nation_order(split)]
            if len(pts) < 2 or not parts:
                continue
            p, q = max(zip(pts, pts[1:]), key=lambda s: math.dist(*s))
            w, h = lb.label_size((" ".join(parts),), f)
            spots = []
            for t in (0.5, 0.35, 0.65, 0.2, 0.8):
                mx, my = p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t
                spots += [(mx - w / 2, my - h / 2), (mx + 8, my - h / 2), (mx - w - 8, my - h / 2),
                          (mx - w / 2, my - h - 6), (mx - w / 2, my + 6)]
            variants = [(lines, *lb.label_size(lines, f)) for lines in lb.wrap_variants(parts, f, split=False)]
            # a leader, if one is needed, ends on the arrow where it is not under a name or badge
            ends = [(p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t) for t in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8)]
            target = next((e for e in ends if not occ.hard_at(*e)), ends[0])
            spot = lb.place(occ, variants, target, None, spots)
            take(lb.Label("move", spot.lines, spot.box, None, spot.anchor, spot.leader))

    def labels_layer(self) -> None:
        f = font(F_TAG, True)
        white = (255, 255, 255)
        for lab in self.labels:
            if lab.kind == "move":
                lb.draw_label(self.d, lab, f, white, MOVE, MOVE, tie=MOVE)
            else:
                colour = RED if lab.kind == "lost" else GREEN
                lb.draw_label(self.d, lab, f, colour, white, white, tie=colour)
