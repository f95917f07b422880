"""Text for D-Day Dice images: Discord alt text (at most 1024 characters) and a longer text status, in the image's
language (``lang``; the words are ``dice-img-*`` messages, :mod:`.words`)."""

from __future__ import annotations

from i18n import DEFAULT
from i18n.dice import title_words
from renderer.dday_dice.words import Words
from rules.dday_dice.overlord.lost_paras import TOKEN_NUMBER
from rules.dday_dice.view import DDView, UnitView

_PARA_COLUMNS = {number: column.title() for column, number in TOKEN_NUMBER.items()}


def paras_label(numbers: list[int]) -> str:
    """Lost Para tokens by number and the Column it stands for: ``no. 1 (Able), no. 3 (Charlie)``."""
    return ", ".join(f"no. {n} ({_PARA_COLUMNS.get(n, '?')})" for n in numbers)

MAX_ALT = 1024


def _dice(u: UnitView, say: Words) -> str:
    parts = []
    for d in u.dice:
        if d.role == "off":
            continue
        tags = [say(t) for t in ("dice-img-tag-locked" if d.locked else "",
                                 {"bonus": "dice-img-tag-bonus", "straight": "dice-img-tag-straight",
                                  "cancelled": "dice-img-tag-cancelled"}.get(d.role, "")) if t]
        die = f"{d.colour} {d.face_label}" if say.english else say.die(d.colour, d.face)
        parts.append(die + (f" ({', '.join(tags)})" if tags else ""))
    return ", ".join(parts)


def _unit(u: UnitView, full: bool, say: Words | None = None) -> str:
    say = say or Words()
    out = say("dice-img-unit", unit=say.unit(u), sector=say.sector(u.sector_label), marker=u.marker, status=u.status,
              soldiers=u.soldiers, courage=u.courage, stars=u.stars, ip=u.ip)
    if full:
        specs = ", ".join(say.name("specialist", s.id, s.name) for s in u.specialists) or say("dice-img-no-specialists")
        items = ", ".join(say.name("item", i.id, i.name) for i in u.items) or say("dice-img-no-items")
        out += "; " + say("dice-img-unit-cards", specialists=specs, items=items, medals=u.medal_count)
        if u.lost:
            out += "; " + say("dice-img-lost-officers", names=", ".join(say.name("specialist", s.id, s.name)
                                                                       for s in u.lost))
        if u.paras:
            out += "; " + say("dice-img-lost-paras", paras=paras_label(u.paras) if say.english else say.paras(u.paras))
    if u.dice:
        out += "; " + say("dice-img-final-tally" if u.final else "dice-img-dice", dice=_dice(u, say))
    return out + "."


def _head(v: DDView, say: Words | None = None) -> str:
    say = say or Words()
    where = f"{title_words(say.title(v), say.lang)}, {say.phase(v)}."
    if v.map.provenance != "rulebook":
        where += " " + say("dice-img-reconstructed")
    if v.outcome:
        where += " " + (say("dice-img-over", outcome=v.outcome) if say.english else say("dice-img-over-words"))
    elif v.waiting_for:
        where += " " + say("dice-img-waiting", who=", ".join(say.seat(v, s) for s in v.waiting_for))
    return where


def _german(v: DDView, say: Words | None = None) -> list[str]:
    """The German player's public side (Atlantikwall) and the Battle Conditions in play; never his Awards."""
    say = say or Words()
    out = [say("dice-img-battle-card", weather="yes" if c.weather else "no", name=say.name("battle", c.id, c.name),
               cancelled="yes" if c.cancelled else "no", text=c.text if say.english else say.card_text(c))
           for c in v.battle]
    g = v.german
    if g is not None:
        out.append(say("dice-img-german", soldiers=g.soldiers, courage=g.courage, stars=g.stars, ip=g.ip,
                       awards=g.award_count, mines="yes" if g.mines_active else "no", mgf="yes" if g.mgf_active else "no"))
    return out


def alt_text(view: DDView, lang: str = DEFAULT) -> str:
    """A short description of the table image."""
    say = Words(lang)
    text = " ".join([_head(view, say)] + _german(view, say) + [_unit(u, False, say) for u in view.units])
    return text if len(text) <= MAX_ALT else text[: MAX_ALT - 1] + "…"


def status_text(view: DDView, lang: str = DEFAULT) -> str:
    """The table as plain text (console, screen readers): every Unit in full, then the Sectors with Units."""
    say = Words(lang)
    lines = [_head(view, say)] + _german(view, say) + [_unit(u, True, say) for u in view.units]
    for s in view.map.sectors:
        if s.units or s.pool:
            lines.append(say("dice-img-sector-status", sector=say.sector(s.label), defence="/".join(map(str, s.defence)),
                             advance=s.advance, mgf=s.mgf) + (f"; {', '.join(s.notes)}" if s.notes else "") + ".")
    return "\n".join(lines)


def tray_alt_text(view: DDView, seat: str, lang: str = DEFAULT) -> str:
    say = Words(lang)
    u = next(x for x in view.units if x.seat == seat)
    dice = ", ".join(say("dice-img-tray-die", n=d.number, die=f"{d.colour} {d.face_label}" if say.english
                         else say.die(d.colour, d.face), locked="yes" if d.locked else "no") for d in u.dice)
    text = say("dice-img-tray", unit=say.unit(u), dice=dice or say("dice-img-no-dice"))
    return text[:MAX_ALT]
