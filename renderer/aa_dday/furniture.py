"""The A&A D-Day board's furniture: the side panels, the turn track, the header and the footer (a part of
:class:`.draw.Renderer`, which mixes it in)."""

from __future__ import annotations

from .. import common
from ..common import draw_pill, font, pill_size, text_width
from .pieces import draw_arrow, draw_panel, draw_unit_pill, nation_order, split_units, stripe_pattern, units_text
from .style import (
    CONTROL_FILL,
    DIM,
    F_HEADER,
    F_PANEL,
    F_PANEL_TITLE,
    F_PILL,
    F_SUB,
    F_TAG,
    GREEN,
    HEADER_DIM,
    HEADER_FG,
    INK,
    LAND,
    MOVE,
    NATION_FILL,
    NATION_OUTLINE,
    NATION_TAG,
    NATION_TEXT,
    NATIONS,
    PANEL_BG,
    PANEL_BORDER,
    RED,
    UNIT_LETTER,
)


class Furniture:
    """The panels, turn track, header and footer of :class:`.draw.Renderer`."""

    def panels(self) -> None:
        fr, d, v = self.fr, self.d, self.view
        P = self.lay["panels"]
        f = font(F_PANEL)
        fb = font(F_PANEL, True)

        w = self.w
        for key, title, units, empty in (
            ("airfield", w("aa-img-airfield"), v.airfield, w("aa-img-empty")),
            ("destroyed", w("aa-img-destroyed"), v.destroyed, w("aa-img-none-yet")),
        ):
            x0, y0 = fr.pt(P[key][:2])
            x1, y1 = fr.pt(P[key][2:])
            y = draw_panel(d, (x0, y0, x1, y1), title)
            split = split_units(units)
            x = x0 + 10
            if not split:
                d.text((x, y), empty, font=f, fill=DIM)
            for nat in nation_order(split):
                text = f"{NATION_TAG.get(nat, nat.upper())} {units_text(split[nat])}"
                pw, _ = draw_unit_pill(d, (x, y), nat, text)
                x += pw + 6

        # Reinforcement charts
        x0, y0 = fr.pt(P["charts"][:2])
        x1, y1 = fr.pt(P["charts"][2:])
        y = draw_panel(d, (x0, y0, x1, y1), w("aa-img-charts-title"))
        if not v.charts:
            d.text((x0 + 10, y), w("aa-img-none"), font=f, fill=DIM)
        names = [w.chart(ch) for ch in v.charts]
        name_w = max((text_width(n, fb) for n in names), default=0)
        tag_w = max((pill_size(t, font(F_PILL, True))[0] for t in NATION_TAG.values()), default=0)
        col_count = x0 + 10 + tag_w + 8 + name_w + 16
        col_ready = col_count + text_width(w("aa-img-chart-count", waiting="00", total="00"), f) + 16
        col_next = col_ready + text_width(w("aa-img-chart-ready", n="0"), fb) + 16
        label = w("aa-img-chart-next", units="")
        # the letters are drawn in the label's font (NanumSquare beside Hangul, wider than DejaVu)
        max_next = int((x1 - 10 - col_next - text_width(label, f)) // text_width("I ", common.glyph_font(label, f)))
        for ch, name in zip(v.charts, names):
            nat = ch.nation
            tag = NATION_TAG.get(nat, nat.upper())
            _, h = draw_pill(d, (x0 + 10, y), tag, font(F_PILL, True), NATION_FILL.get(nat, PANEL_BORDER),
                             NATION_TEXT.get(nat, (255, 255, 255)), NATION_OUTLINE.get(nat))
            d.text((x0 + 10 + tag_w + 8, y + 1), name, font=fb, fill=INK)
            d.text((col_count, y + 1), w("aa-img-chart-count", waiting=len(ch.waiting), total=ch.total), font=f,
                   fill=INK)
            ready = w("aa-img-chart-ready", n=ch.available)
            d.text((col_ready, y + 1), ready, font=fb if ch.available else f, fill=GREEN if ch.available else DIM)
            shown = ch.waiting[:max(max_next - 1, 1)]
            nxt = " ".join(UNIT_LETTER.get(t, t) for t in shown)
            if len(ch.waiting) > len(shown):
                nxt += " …"
            d.text((col_next, y + 1), w("aa-img-chart-next", units=nxt) if nxt else w("aa-img-chart-empty"), font=f,
                   fill=INK)
            y += h + 6

        # Cards removed (and victory-city count) under the charts
        if "cards" in P:
            x0, y0 = fr.pt(P["cards"][:2])
            x1, y1 = fr.pt(P["cards"][2:])
            y = draw_panel(d, (x0, y0, x1, y1), None)
            removed = ", ".join(str(c) for c in sorted(v.removed_cards)) or w("aa-img-none")
            parts = [w("aa-img-removed", cards=removed)]
            if v.fortune:
                parts.append(w("aa-img-fortune-in-force", fortune=w.fortune(v.fortune)))
            if v.tactics_used:
                parts.append(w("aa-img-tactics-used", cards=", ".join(f"{c:02d}" for c in sorted(v.tactics_used))))
            if v.proposal:
                parts.append(w("aa-img-proposed", proposal=w.proposal(v.proposal)))
            line = " · ".join(parts)
            while text_width(line, f) > x1 - x0 - 20 and len(line) > 1:
                line = line[:-2] + "…"
            d.text((x0 + 10, y), line, font=f, fill=INK)

    def turn_track(self) -> None:
        fr, d, v = self.fr, self.d, self.view
        spec = self.lay["turn_track"]
        x, y = fr.pt(spec["at"])
        cw, ch = spec["cell"]
        n = max(v.max_turns, 1)
        d.rounded_rectangle((x - 6, y - 34, x + cw + 6, y + n * ch + 6), radius=8, fill=PANEL_BG,
                            outline=PANEL_BORDER, width=2)
        d.text((x + cw / 2, y - 30), self.w("aa-img-turn"), font=font(F_PANEL_TITLE, True), fill=INK, anchor="ma")
        for t in range(1, n + 1):
            cy = y + (t - 1) * ch
            box = (x, cy, x + cw, cy + ch - 4)
            if t == v.turn:
                d.rectangle(box, fill=RED, outline=INK, width=2)
                d.text((x + cw / 2, cy + (ch - 4) / 2), str(t), font=font(22, True), fill=(255, 255, 255), anchor="mm")
            else:
                past = t < v.turn
                d.rectangle(box, fill=(205, 205, 205) if past else (255, 255, 255), outline=PANEL_BORDER, width=1)
                d.text((x + cw / 2, cy + (ch - 4) / 2), str(t), font=font(18, False), fill=DIM if past else INK,
                       anchor="mm")


    def header(self) -> None:
        fr, d, v, w = self.fr, self.d, self.view, self.w
        x = fr.margin
        y = 8
        if v.outcome:
            band = int(self.lay["canvas"]["outcome_band"])
            d.rectangle((0, 0, fr.width, band - 6), fill=(150, 20, 20))
            banner = w("aa-img-game-over-banner", outcome=w.outcome(v.outcome))
            d.text((fr.width / 2, (band - 6) / 2), banner, font=common.fit_font(
                banner, fr.width - 40, 32, True), fill=(255, 255, 255), anchor="mm")
            y += band
        name = w.card_name(v)
        card = (w("aa-img-card-line", card=v.card, name=name) if v.card is not None
                else (name or w("aa-img-no-card")))
        line1 = w("aa-img-title", turn=v.turn, max=v.max_turns, card=card)
        d.text((x, y), line1, font=common.fit_font(line1, fr.map_w, F_HEADER, True), fill=HEADER_FG)
        waiting = ", ".join(w.seat(s) for s in v.waiting_for) or w("aa-img-nobody")
        cities = w("aa-img-cities", held=v.cities_held_by_allies)
        if v.allies_close_to_victory:
            cities = w("aa-img-cities-close", cities=cities)
        line2 = w("aa-img-status", phase=w.phase(v), waiting=waiting, cities=cities)
        d.text((x, y + 36), line2, font=common.fit_font(line2, fr.map_w, F_SUB, False), fill=HEADER_DIM)

    def footer(self) -> None:
        fr, d, v, w = self.fr, self.d, self.view, self.w
        y = fr.oy + fr.map_h + 10
        x = fr.margin
        f = font(F_PANEL)
        fb = font(F_PANEL, True)

        def swatch(x, fill, label, stripes=False):
            box = (x, y + 1, x + 26, y + 21)
            if stripes:
                tile = stripe_pattern(40, 40).crop((0, 0, 27, 21))
                self.img.paste(tile, (int(x), int(y + 1)))
                d.rectangle(box, outline=HEADER_FG, width=1)
            else:
                d.rectangle(box, fill=fill, outline=HEADER_FG, width=1)
            d.text((x + 32, y + 1), label, font=f, fill=HEADER_FG)
            return x + 32 + text_width(label, f) + 18

        x = swatch(x, CONTROL_FILL["axis"], w("aa-img-legend-axis"))
        x = swatch(x, CONTROL_FILL["allies"], w("aa-img-legend-allies"))
        x = swatch(x, None, w("aa-img-legend-contested"), stripes=True)
        x = swatch(x, LAND, w("aa-img-legend-empty"))
        for nat in NATIONS:
            pw, _ = draw_unit_pill(d, (x, y), nat, NATION_TAG[nat])
            name = w.nation(nat)
            d.text((x + pw + 6, y + 1), name, font=f, fill=HEADER_FG)
            x += pw + 6 + text_width(name, f) + 16
        d.text((x + 4, y + 1), w("aa-img-legend-letters"), font=fb, fill=HEADER_FG)
        y2 = y + 30
        x = fr.margin
        for key, colour in (("aa-img-tag-lost", RED), ("aa-img-tag-placed", GREEN)):
            text = w(key, n=2, unit=w.unit("inf"))
            pw, _ = draw_pill(d, (x, y2), text, font(F_TAG, True), colour, (255, 255, 255), (255, 255, 255))
            x += pw + 8
        marks, move, combat = w("aa-img-legend-marks"), w("aa-img-legend-move"), w("aa-img-legend-combat")
        d.text((x, y2 + 1), marks, font=f, fill=HEADER_FG)
        x += text_width(marks, f) + 20
        draw_arrow(d, [(x, y2 + 11), (x + 50, y2 + 11)], MOVE, 6, 16, outline=(255, 255, 255))
        d.text((x + 58, y2 + 1), move, font=f, fill=HEADER_FG)
        x += 58 + text_width(move, f) + 20
        d.rectangle((x, y2 + 1, x + 26, y2 + 21), outline=RED, width=4)
        d.text((x + 32, y2 + 1), combat, font=f, fill=HEADER_FG)
        x += 32 + text_width(combat, f) + 20
        if v.highlights.card is not None:
            d.text((x, y2 + 1), w("aa-img-legend-card", card=v.highlights.card), font=f, fill=HEADER_DIM)
        if v.reconstructed:
            note = w("aa-img-reconstructed-note")
            d.text((fr.margin, y2 + 30), note, font=common.fit_font(note, fr.map_w, F_PANEL), fill=HEADER_DIM)
