"""Tigers to the Slaughter (Overlord, Raid C-1) and its solo version (C-1S); Small Opening (C-1S).

Multiplayer (C-1):

- At the start of the Raid a Tiger (showing 2) waits in the highest-numbered Sector of each Column (not
  the Bunker). For each RWB a Unit obtains it must move one Tiger of its choice in that Phase 2, before
  anything else: ``tiger able`` (the Tiger of Column Able). The tie rule decides who moves last; a move
  is always one step along the Tiger's own path, so the order of the moves never changes where the
  Tigers end: they are moved as they are given.
- A Tiger goes down the Sector numbers (14, 13, ...), skipping Bunkers and ignoring Barriers; from
  Sector 1 it turns back up showing 4; from the highest Sector it turns down again showing 6 (never more).
- At the start of Phase 6 every Unit in a Tiger's Sector loses as many Soldiers as the Tiger shows
  (not Machine Gun Fire; nothing changes the Tiger's face).
- Leaving a Tiger's Sector in Phase 5 costs a card bearing the chevron symbol. Our reading: a Specialist
  (the rank chevron). A Unit without one cannot leave; one that moves out owes ``slip medic`` (the
  Specialist it sacrifices: a Regular one goes back to its hand, a Ranking one to the reserve).

Solo (C-1S):

- A Tiger in the highest-numbered Sector of Columns Able and Charlie; each RWB the Unit obtains moves both
  one Sector down (at the end of Phase 2). When the Unit enters Able or Charlie the other Column's Tiger
  is discarded. In Phase 6 the Unit in a Tiger's Sector rolls a die and loses that many Soldiers. The
  rulebook lets Binoculars (or the like: the War Medal) change this die; Phase 6 does not wait for
  anyone, so the choice is made beforehand, in Phase 4 or 5: ``brace binoculars 4`` turns the die to 1
  if it shows 4 or more this turn (our reading of the timing; the card is used only then). Leaving
  costs a Specialist as above (not when the Tiger moves away). A Tiger down in Sector 1 means defeat
  once that turn is over (our reading: the defeat is declared as the next turn's Phase 2 opens, its
  Phase 1 rolls being of no use; a Raid that ended in that turn's combat is not lost).
- Small Opening: the Bunker taken must be in another Column than the Unit's starting one (Baker), and
  the Unit changes Column only between third-row Sectors.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.dday_dice import why
from rules.dday_dice.context import Working, refuse, said
from rules.dday_dice.losses import take_losses
from rules.dday_dice.overlord import hurt_me, reserves
from rules.dday_dice.overlord import password_dice as PD
from rules.dday_dice.overlord.battle_map import PREFIX, column_of, local_id
from rules.dday_dice.overlord.raid_flags import add as _add_flag
from rules.dday_dice.overlord.raid_rule import Order, RaidRule, owes_any, register
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RULE = "Tigers to the Slaughter"
SOLO_RULE = "Tigers to the Slaughter (solo version)"
SMALL_OPENING = "Small Opening"
FACES = (2, 4, 6)
KIND = "tiger"


class Tiger(NamedTuple):
    column: str
    sector: str
    face: int
    down: bool


def tigers(g: Working) -> list[Tiger]:
    out = []
    for sector, kind in g.s.campaign.raid_tokens:
        if kind.startswith(KIND + ":"):
            _, col, face, way = kind.split(":")
            out.append(Tiger(col, sector, int(face), way == "down"))
    return out


def _store(g: Working, ts: list[Tiger]) -> None:
    c = g.s.campaign
    keep = tuple(t for t in c.raid_tokens if not t[1].startswith(KIND + ":"))
    mine = tuple((t.sector, f"{KIND}:{t.column}:{t.face}:{'down' if t.down else 'up'}") for t in ts)
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_tokens": keep + mine})})


def path(g: Working, column: str) -> list[str]:
    """The Column's numbered Sectors, lowest first (Bunkers skipped)."""
    ids = [x.id for x in g.map.sectors if x.id.startswith(PREFIX[column] + "-") and not x.bunker
           and local_id(x.id).isdigit()]
    return sorted(ids, key=lambda i: int(local_id(i)))


def step(g: Working, t: Tiger, bounce: bool = True) -> Tiger:
    """The Tiger one Sector on along its path; at an end it turns back showing the next face (multiplayer)."""
    p = path(g, t.column)
    i = p.index(t.sector) + (-1 if t.down else 1)
    t = t._replace(sector=p[i])
    if bounce and (i == 0 or i == len(p) - 1):
        t = t._replace(down=i != 0, face=next((f for f in FACES if f > t.face), FACES[-1]))
    return t


def _place(g: Working, columns: list[str]) -> None:
    ts = [Tiger(col, path(g, col)[-1], FACES[0], True) for col in columns if path(g, col)]
    _store(g, ts)
    g.emit("raid_rule", "Tigers to the Slaughter: a Tiger waits in " + ", ".join(g.map.sector(t.sector).label
                                                                            for t in ts) + ".",
         key="dice-ev-tigers-to-slaughter",
         args={"join": ", ".join(g.map.sector(t.sector).label
                                                                            for t in ts)})


def _rwbs(u: Unit) -> int:
    return sum(1 for c in u.claims if c.face != "straight")


def _moved(g: Working, seat: str) -> int:
    mark = f"tiger-moved:{g.s.turn}:{seat}"
    return sum(1 for f in g.s.campaign.raid_flags if f == mark)


def _owes_tiger(g: Working, u: Unit) -> bool:
    return g.s.phase == 2 and bool(tigers(g)) and _rwbs(u) > _moved(g, u.seat)


def _tiger_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    return [(t.column,) for t in tigers(g)] if _owes_tiger(g, u) else []


def _move_tiger(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    if not _owes_tiger(g, g.unit(seat)):
        raise refuse(text, "a Tiger is moved once for each RWB your Unit obtains, and you owe none now.", RULE,
                     key="dice-no-tiger-moved-once-for-each")
    ts = tigers(g)
    col = words[0].lower() if len(words) == 1 else ""
    t = next((t for t in ts if t.column == col), None)
    if t is None:
        raise refuse(text, "name the Tiger's Column: " + " or ".join(f"'tiger {t.column}'" for t in ts) + ".", RULE,
                     key="dice-no-name-tiger-column", args={"join": " or ".join(f"'tiger {t.column}'" for t in ts)})
    new = step(g, t)
    _store(g, [new if x == t else x for x in ts])
    _add_flag(g, f"tiger-moved:{g.s.turn}:{seat}")
    g.emit("tiger", f"{g.name(seat)} moves the Tiger of Column {col.title()} to {g.map.sector(new.sector).label}"
         + (f"; it turns back, showing {new.face}" if new.down != t.down else "") + ".", unit=seat,
         key="dice-ev-tiger-moved", args={"unit": g.who(seat), "title": col.title(), "label": g.map.sector(new.sector).label,
         "face": new.face, "if_down": bool(new.down != t.down)})


def _tiger_fire(g: Working) -> None:
    for t in tigers(g):
        for u in g.active():
            if u.sector == t.sector:
                take_losses(g, u.seat, t.face, why.tiger_in(g.map.sector(t.sector).label))


# -- leaving a Tiger's Sector -----------------------------------------------------------------------------------

def _phase5_marks(g: Working, phase: int) -> None:
    if phase != 5:
        return
    c = g.s.campaign
    spots = {t.sector for t in tigers(g)}
    flags = tuple(f for f in c.raid_flags if not f.startswith(("under-tiger:", "slip-owed:")))
    flags += tuple(f"under-tiger:{u.seat}" for u in g.active() if u.sector in spots)
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_flags": flags})})


def _under(g: Working, seat: str) -> bool:
    return g.s.phase == 5 and f"under-tiger:{seat}" in g.s.campaign.raid_flags


def _leave_refusal(g: Working, u: Unit, sector: str) -> str | None:
    if _under(g, u.seat) and not u.specialists:
        return Why("a Tiger is in your Sector: leaving it costs a Specialist, and you have none", "dice-raid-why-tiger")
    return None


def _left(g: Working, seat: str) -> None:
    if _under(g, seat) and g.unit(seat).specialists:
        _add_flag(g, f"slip-owed:{seat}")
        g.update(seat, done=False)
        g.emit("tiger", f"{g.name(seat)} slips away from the Tiger: it sacrifices a Specialist ('slip SPECIALIST').",
             unit=seat, key="dice-ev-tiger-slip", args={"unit": g.who(seat)})


def _owes_slip(g: Working, u: Unit) -> bool:
    return g.s.phase == 5 and f"slip-owed:{u.seat}" in g.s.campaign.raid_flags and bool(u.specialists)


def _slip_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    return [(x,) for x in dict.fromkeys(u.specialists)] if _owes_slip(g, u) else []


def _slip(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    if not _owes_slip(g, u):
        raise refuse(text, "a Specialist is sacrificed only on leaving a Tiger's Sector.", RULE,
                     key="dice-no-specialist-sacrificed-only-on-leaving")
    what = words[0].lower() if len(words) == 1 else ""
    if what not in u.specialists:
        raise refuse(text, "name one of your Specialists: " + ", ".join(f"'slip {x}'" for x in u.specialists) + ".",
                     RULE,
                     key="dice-no-name-one-your-specialists",
                     args={"join": ", ".join(f"'slip {x}'" for x in u.specialists)})
    specs = list(u.specialists)
    specs.remove(what)
    regular = g.d.specialists[what].kind == "regular"
    g.put(u.model_copy(update={"specialists": tuple(specs), "hand": u.hand + ((what,) if regular else ())}))
    if not regular:
        reserves.give_back(g, seat, "ranking", (what,))
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={
        "raid_flags": tuple(f for f in c.raid_flags if f != f"slip-owed:{seat}")})})
    g.emit("specialist_lost", f"{g.name(seat)} sacrifices its {g.d.specialists[what].name} to get away from the Tiger.",
         unit=seat, specialists=(what,),
         key="dice-ev-tiger-sacrifice", args={"unit": g.who(seat), "name": g.d.specialists[what].name})
    g.update(seat, done=not owes_any(g, g.unit(seat)))


TIGER = Order(verb="tiger", usage="tiger COLUMN", phases=(2,), legal=_tiger_legal, apply=_move_tiger, owed=_owes_tiger)
SLIP = Order(verb="slip", usage="slip SPECIALIST", phases=(5,), legal=_slip_legal, apply=_slip, owed=_owes_slip)

register(RaidRule(RULE, ("c1",), start=lambda g: _place(g, list(g.s.campaign.board_columns)), combat=_tiger_fire,
                  phase=_phase5_marks, enter=_leave_refusal, arrive=_left, orders=(TIGER, SLIP)))


# -- the solo version -------------------------------------------------------------------------------------------

LOST = "tiger-at-1"


def _solo_phase(g: Working, phase: int) -> None:
    _phase5_marks(g, phase)
    u = g.s.units[0]
    if phase == 2 and LOST in g.s.campaign.raid_flags and g.s.outcome is None:
        reason = "A Tiger got down to Sector 1: the solo campaign is a defeat."
        g.s = g.s.model_copy(update={"outcome": {"winners": [], "reason": reason}, "phase": 7})
        g.emit("game_over", reason, key="dice-ev-game-over", args={"reason": said("dice-end-tiger")})
        return
    n = _rwbs(u) if phase == 3 and u.status == "active" else 0
    if not n or not tigers(g):
        return
    ts = tigers(g)
    for _ in range(n):
        ts = [step(g, t, bounce=False) if path(g, t.column).index(t.sector) > 0 else t for t in ts]
    _store(g, ts)
    g.emit("tiger", "The Tigers roll on: " + ", ".join(g.map.sector(t.sector).label for t in ts) + ".",
         key="dice-ev-tigers-roll", args={"join": ", ".join(g.map.sector(t.sector).label for t in ts)})
    if any(path(g, t.column).index(t.sector) == 0 for t in ts):
        _add_flag(g, LOST)
        g.emit("tiger", "A Tiger is down in Sector 1: once this turn is over, the solo campaign is a defeat.",
             key="dice-ev-tiger-down")


def _brace(g: Working, seat: str) -> tuple[str, int] | None:
    mark = f"brace:{g.s.turn}:{seat}:"
    f = next((f[len(mark):] for f in g.s.campaign.raid_flags if f.startswith(mark)), None)
    if f is None:
        return None
    what, n = f.split(":")
    return what, int(n)


def _solo_fire(g: Working) -> None:
    for t in tigers(g):
        for u in g.active():
            if u.sector == t.sector:
                (v,) = g.roll(1)
                g.emit("tiger", f"The Tiger fires on {g.name(u.seat)}: rolled {v}.", unit=u.seat, dice=(v,),
                     key="dice-ev-tiger-fires", args={"unit": g.who(u.seat), "v": v})
                braced = _brace(g, u.seat)
                if braced and v >= braced[1] and braced[0] in PD.changers(g, g.unit(u.seat)):
                    name = PD.spend(g, u.seat, braced[0])
                    v = 1
                    g.emit("tiger", f"{g.name(u.seat)} uses the {name}: the Tiger's die is turned to 1.", unit=u.seat,
                         key="dice-ev-tiger-die-turned", args={"unit": g.who(u.seat), "name": name})
                take_losses(g, u.seat, v, why.THE_TIGER)


def _brace_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    if not tigers(g) or u.done or _brace(g, u.seat):
        return []
    return [(what, str(n)) for what in PD.changers(g, u) for n in range(2, 7)]


def _brace_order(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    items = PD.changers(g, u)
    if not items:
        raise refuse(text, "you have nothing that turns a die (Binoculars, War Medal).", SOLO_RULE,
                     key="dice-no-you-have-nothing-that-turns")
    if len(words) != 2 or words[0].lower() not in items or words[1] not in {str(n) for n in range(2, 7)}:
        raise refuse(text, f"'brace {items[0]} 4': if a Tiger fires on you this turn and its die shows 4 or more, "
                     f"the {items[0]} turns it to 1.", SOLO_RULE,
                     key="dice-no-brace-4-if-tiger-fires", args={"items": items[0]})
    if _brace(g, seat):
        raise refuse(text, "you are already braced this turn.", SOLO_RULE, key="dice-no-you-are-already-braced-this")
    _add_flag(g, f"brace:{g.s.turn}:{seat}:{words[0].lower()}:{words[1]}")
    g.emit("tiger", f"{g.name(seat)} gets ready: if a Tiger's die shows {words[1]} or more this turn, it uses its "
         "die-turning card on it.", unit=seat, key="dice-ev-tiger-ready", args={"unit": g.who(seat), "words": words[1]})


def _solo_arrive(g: Working, seat: str) -> None:
    _left(g, seat)
    col = column_of(g.unit(seat).sector)
    ts = tigers(g)
    if len(ts) > 1 and any(t.column == col for t in ts):
        _store(g, [t for t in ts if t.column == col])
        g.emit("tiger", f"In Column {col.title()} only its own Tiger follows the Unit; the other is gone.", unit=seat,
             key="dice-ev-tiger-gone", args={"title": col.title()})


BRACE = Order(verb="brace", usage="brace ITEM N", phases=(4, 5), legal=_brace_legal, apply=_brace_order, waits=True)

def _solo_start(g: Working) -> None:
    if hurt_me.on(g):
        hurt_me.start(g)
        _place(g, hurt_me.tiger_columns(g))
        return
    _place(g, [c for c in ("able", "charlie") if c in g.s.campaign.board_columns])


HURT_ME = Order(verb="column", usage="column able|baker", phases=(1,), legal=hurt_me.legal, apply=hurt_me.apply,
                owed=hurt_me.owed)

register(RaidRule(SOLO_RULE, ("c1s",), start=_solo_start,
                  phase=_solo_phase, combat=_solo_fire, enter=_leave_refusal, arrive=_solo_arrive,
                  orders=(SLIP, BRACE, HURT_ME)))


# -- Small Opening (C-1S) ---------------------------------------------------------------------------------------

def _start_column(g: Working, u: Unit) -> str:
    return g.s.campaign.team_of(u.seat).column


def _small_opening_enter(g: Working, u: Unit, sector: str) -> str | None:
    if column_of(sector) == column_of(u.sector):
        return None
    if g.sector(u).row != 3 or g.map.sector(sector).row != 3:
        return Why("Small Opening: you change Column only between third-row Sectors", "dice-raid-why-opening-row")
    return None


def _small_opening_bunker(g: Working, u: Unit, bunker: str) -> str | None:
    if hurt_me.on(g):  # the variant names the Bunker itself
        return hurt_me.objective(g, u, bunker)
    col = _start_column(g, u)
    if column_of(bunker) == col:
        return Why(f"Small Opening: your Bunker is in another Column than {col.title()}, where you started",
                   "dice-raid-why-opening-column", column=col.title())
    return None


register(RaidRule(SMALL_OPENING, ("c1s",), enter=_small_opening_enter, objective=_small_opening_bunker))
