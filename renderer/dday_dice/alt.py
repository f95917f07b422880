"""Text for D-Day Dice images: Discord alt text (at most 1024 characters) and a longer text status."""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice.overlord.lost_paras import TOKEN_NUMBER
from rules.dday_dice.view import DDView, UnitView

_PARA_COLUMNS = {number: column.title() for column, number in TOKEN_NUMBER.items()}


def paras_label(numbers: list[int]) -> str:
    """Lost Para tokens by number and the Column it stands for: ``no. 1 (Able), no. 3 (Charlie)``."""
    return ", ".join(f"no. {n} ({_PARA_COLUMNS.get(n, '?')})" for n in numbers)

MAX_ALT = 1024


def _dice(u: UnitView) -> str:
    parts = []
    for d in u.dice:
        if d.role == "off":
            continue
        tags = [t for t in ("locked" if d.locked else "", {"bonus": "bonus", "straight": "Straight",
                                                          "cancelled": "cancelled"}.get(d.role, "")) if t]
        parts.append(f"{d.colour} {d.face_label}" + (f" ({', '.join(tags)})" if tags else ""))
    return ", ".join(parts)


def _unit(u: UnitView, full: bool) -> str:
    head = f"{u.name}: {u.sector_label}, marker turn {u.marker}"
    if u.status != "active":
        head += f", {u.status}"
    res = f"{count(u.soldiers, 'Soldier')}, {u.courage} Courage, {count(u.stars, 'Star')}, {count(u.ip, 'Item Point')}"
    out = f"{head}; {res}"
    if full:
        specs = ", ".join(s.name for s in u.specialists) or "no Specialists"
        items = ", ".join(i.name for i in u.items) or "no Items"
        out += f"; {specs}; {items}; {count(u.medal_count, 'Medal')}"
        if u.lost:
            out += "; Lost Officers: " + ", ".join(s.name for s in u.lost)
        if u.paras:
            out += "; Lost Paras: " + paras_label(u.paras)
    if u.dice:
        out += ("; Final Tally: " if u.final else "; dice: ") + _dice(u)
    return out + "."


def _head(v: DDView) -> str:
    where = f"{v.title}, {v.phase_label.split(' · ', 1)[-1]}."
    if v.map.provenance != "rulebook":
        where += " The map is reconstructed, not the printed one."
    if v.outcome:
        where += f" Game over: {v.outcome}"
    elif v.waiting_for:
        names = {u.seat: u.name for u in v.units} | {"german": "German player"}
        where += " Waiting for " + ", ".join(names.get(s, s) for s in v.waiting_for) + "."
    return where


def _german(v: DDView) -> list[str]:
    """The German player's public side (Atlantikwall) and the Battle Conditions in play; never his Awards."""
    out = [f"{'Weather' if c.weather else 'Battle Condition'}: {c.name}" + (" (cancelled)" if c.cancelled else "")
           + f": {c.text}." for c in v.battle]
    g = v.german
    if g is not None:
        out.append(f"German player: {count(g.soldiers, 'Soldier')}, {g.courage} Courage, {count(g.stars, 'Star')}, "
                   f"{count(g.ip, 'Item Point')}, {count(g.award_count, 'Award')} held; Land Mines {'active' if g.mines_active else 'inactive'}, "
                   f"MGF {'active' if g.mgf_active else 'inactive'}.")
    return out


def alt_text(view: DDView) -> str:
    """A short description of the table image."""
    text = " ".join([_head(view)] + _german(view) + [_unit(u, False) for u in view.units])
    return text if len(text) <= MAX_ALT else text[: MAX_ALT - 1] + "…"


def status_text(view: DDView) -> str:
    """The table as plain text (console, screen readers): every Unit in full, then the Sectors with Units."""
    lines = [_head(view)] + _german(view) + [_unit(u, True) for u in view.units]
    for s in view.map.sectors:
        if s.units or s.pool:
            defence = "/".join(map(str, s.defence))
            lines.append(f"{s.label}: DEF {defence}, Advance {s.advance}, MGF {s.mgf}"
                         + (f"; {', '.join(s.notes)}" if s.notes else "") + ".")
    return "\n".join(lines)


def tray_alt_text(view: DDView, seat: str) -> str:
    u = next(x for x in view.units if x.seat == seat)
    text = f"Dice tray of {u.name}: " + (", ".join(f"d{d.number} {d.colour} {d.face_label}"
                                                 + (" locked" if d.locked else "") for d in u.dice) or "no dice")
    return text[:MAX_ALT]
