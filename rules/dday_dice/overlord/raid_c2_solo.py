"""Raid C-2S, SUSFU (solo): Colonel von Kraut, Halt! Password! (solo version), Alarm Signal.

- Colonel von Kraut (solo): at the start a Column and one of its third-row Sectors are drawn at random: the
  German Colonel's token. The Unit may not start in his Column; as the solo Unit starts in Baker, our
  reading draws his Column among the others. Entering his Sector captures him.
- Halt! Password! (solo): on the capture, 6 dice are rolled for the Bunker of each of the two Columns other
  than the Colonel's (results and colours): their Passwords. Binoculars (or the War Medal) may turn a
  Password die to another face, colour kept, ``retune binoculars b3 star``; the rulebook sets no time for
  it, our reading: in any Phase 2, 4 or 5 until a Password is given (:mod:`.password_dice`).
  In Phase 2, in Sector 9 or beyond of one of these Columns, on its Final Tally before any Skull cancels,
  the Unit gives that Column's Password once in the game: ``password``; that Column's Bunker is then the
  one it attacks. Each result matched one for one in face AND colour takes a die off that Bunker; all 6: a
  Medal. Every die left adds 3 DEF to it. Until the Password is given no Bunker can be entered.
- Alarm Signal: the other Password is a condition to enter the chosen Bunker: the Unit must have, and
  loses on entering, 1 Soldier per 1-Soldier result (2 per 2-Soldier), 1 Star per Star, 1 Courage per
  Courage, 1 Item per Tool and 1 Specialist per Skull (our reading: the last Items and Specialists gained
  go; Items back to the reserve, Specialists as for any loss).
"""

from __future__ import annotations

from collections import Counter

from rules.dday_dice import why
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.losses import lose_specialists, take_losses
from rules.dday_dice.medals import draw
from rules.dday_dice.overlord import password_dice as PD
from rules.dday_dice.overlord import reserves
from rules.dday_dice.overlord.baptism_of_fire import sector_number
from rules.dday_dice.overlord.battle_map import PREFIX, column_of
from rules.dday_dice.overlord.raid_flags import add as _add
from rules.dday_dice.overlord.raid_flags import flags as _flags
from rules.dday_dice.overlord.raid_flags import value as _find
from rules.dday_dice.overlord.raid_rule import Order, RaidRule, register
from rules.dday_dice.roll import FACE_LABEL, FACE_OF_VALUE
from rules.dday_dice.state import COLOUR_OF_DIE, Unit
from rules.dday_dice.why import Why

RAID = "c2s"
DIE_DEF = 3
FROM_SECTOR = 9


def passwords(g: Working) -> dict[str, tuple[tuple[str, str], ...]]:
    """Column -> its Bunker's Password, (face, colour) x 6, once the Colonel is captured."""
    out = {}
    for f in _flags(g):
        if f.startswith("spw:"):
            _, col, dice = f.split(":")
            out[col] = tuple(tuple(x.split("/")) for x in dice.split(","))
    return out


def given(g: Working) -> tuple[str, int] | None:
    """(Column chosen, results matched) once the Password is given."""
    f = _find(g, "sgiven:")
    if f is None:
        return None
    col, n = f.split(":")
    return col, int(n)


def _start(g: Working) -> None:
    u = g.s.units[0]
    home = g.s.campaign.team_of(u.seat).column
    cols = [c for c in g.s.campaign.board_columns if c != home]
    col = cols[g.roll(1, len(cols))[0] - 1]
    spots = sorted((x.id for x in g.map.sectors if x.row == 3 and x.id.startswith(PREFIX[col] + "-")),
                   key=sector_number)
    spot = spots[g.roll(1, len(spots))[0] - 1]
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_tokens": c.raid_tokens + ((spot, "colonel"),)})})
    g.emit("raid_rule", f"Colonel von Kraut: the German Colonel is in {g.map.sector(spot).label}; capture him to learn "
         "the Passwords of the other two Columns' Bunkers.",
         key="dice-ev-von-kraut", args={"label": g.map.sector(spot).label})


def _capture(g: Working, seat: str) -> None:
    u = g.unit(seat)
    c = g.s.campaign
    token = next(((s, k) for s, k in c.raid_tokens if k == "colonel" and s == u.sector), None)
    if token is None:
        return
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_tokens": tuple(t for t in c.raid_tokens
                                                                                        if t != token)})})
    texts = []
    for col in c.board_columns:
        if col == column_of(token[0]):
            continue
        values = g.roll(6)
        dice = tuple((FACE_OF_VALUE[v], COLOUR_OF_DIE[i]) for i, v in enumerate(values))
        _add(g, f"spw:{col}:" + ",".join(f"{f}/{k}" for f, k in dice))
        texts.append(f"Column {col.title()}: " + ", ".join(f"{k} {FACE_LABEL[f]}" for f, k in dice))
    g.emit("kraut", f"{g.name(seat)} captures the German Colonel, who gives the Passwords. " + "; ".join(texts) + ".",
         unit=seat, key="dice-ev-kraut-passwords", args={"unit": g.who(seat), "join": "; ".join(texts)})


# -- Halt! Password! (solo) -------------------------------------------------------------------------------------

def _password_open(g: Working, u: Unit) -> bool:
    col = column_of(u.sector)
    return (u.status == "active" and given(g) is None and col in passwords(g)
            and sector_number(u.sector) >= FROM_SECTOR and bool(u.dice) and u.flags.cancels == 0
            and not any(d.role == "cancelled" for d in u.dice))


def _legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    return [()] if _password_open(g, u) else []


def _give(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    rule = "Halt! Password!"
    if not passwords(g):
        raise refuse(text, "capture the German Colonel first: he knows the Passwords.", rule,
                     key="dice-no-capture-german-colonel-first-he")
    if given(g) is not None:
        raise refuse(text, "you have had your one try at a Password.", rule, key="dice-no-you-have-had-your-one")
    if not _password_open(g, u):
        raise refuse(text, f"give a Password on your Final Tally, before any Skull cancels, from Sector {FROM_SECTOR} "
                     "or beyond of a Column whose Password you know.", rule,
                     key="dice-no-give-password-on-your-final", args={"from_sector": FROM_SECTOR})
    col = column_of(u.sector)
    tally = Counter((d.face, d.colour) for d in u.dice if d.role != "off")
    n = sum((tally & Counter(passwords(g)[col])).values())
    _add(g, f"sgiven:{col}:{n}")
    g.emit("password", f"{g.name(seat)} gives Column {col.title()}'s Password: {n} of 6 match; its Bunker keeps "
         f"{g.counted(6 - n, 'die', 'dice', was='dice')} (+{DIE_DEF * (6 - n)} DEF).", unit=seat,
         key="dice-ev-password-column", args={"unit": g.who(seat), "title": col.title(), "n": n, "n2": 6 - n,
         "n3": DIE_DEF * (6 - n)})
    if n == 6:
        draw(g, seat, 1, "a perfect Password")


def _retune_open(g: Working, u: Unit) -> bool:
    return u.status == "active" and bool(passwords(g)) and given(g) is None and bool(PD.changers(g, u))


def _retune_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    if not _retune_open(g, u):
        return []
    return [(what, f"{PREFIX[col].lower()}{i}", f) for what in PD.changers(g, u)
            for col, dice in passwords(g).items() for i, (face, _) in enumerate(dice, 1)
            for f in PD.faces_other_than(face)]


def _retune(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    rule = "Halt! Password!"
    if not _retune_open(g, u):
        raise refuse(text, "a Password die can be turned only with something that turns a die (Binoculars), "
                     "after the Colonel is captured and before a Password is given.", rule,
                     key="dice-no-password-die-can-be-turned")
    pws = passwords(g)
    cols = {PREFIX[c].lower(): c for c in pws}
    w = [x.lower() for x in words]
    ok = (len(w) == 3 and w[0] in PD.changers(g, u) and len(w[1]) == 2 and w[1][0] in cols and w[1][1].isdigit()
          and 1 <= int(w[1][1]) <= 6 and w[2] in PD.faces_other_than(pws[cols[w[1][0]]][int(w[1][1]) - 1][0]))
    if not ok:
        some = next(iter(cols))
        raise refuse(text, f"'{PD.USAGE}', e.g. 'retune {PD.changers(g, u)[0]} {some}3 star' (a Column's letter and "
                     "a die 1-6 of its Password, then another face).", rule,
                     key="dice-no-retune-3-star-column-letter", args={"usage": PD.USAGE,
                     "changers": PD.changers(g, u)[0], "some": some})
    col, i, face = cols[w[1][0]], int(w[1][1]) - 1, w[2]
    name = PD.spend(g, seat, w[0])
    dice = list(pws[col])
    old = f"spw:{col}:" + ",".join(f"{f}/{k}" for f, k in dice)
    dice[i] = (face, dice[i][1])
    new = f"spw:{col}:" + ",".join(f"{f}/{k}" for f, k in dice)
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={
        "raid_flags": tuple(new if f == old else f for f in c.raid_flags)})})
    g.emit("password", f"{g.name(seat)} uses the {name}: die {i + 1} of Column {col.title()}'s Password is now "
         f"{dice[i][1]} {FACE_LABEL[face]}.", unit=seat,
         key="dice-ev-password-column-die-changed", args={"unit": g.who(seat), "name": name, "n": i + 1, "title": col.title(),
         "dice": dice[i][1], "face_label": FACE_LABEL[face]})


def _objective(g: Working, u: Unit, bunker: str) -> str | None:
    done = given(g)
    if done is None:
        return Why("Halt! Password!: every Bunker is impregnable until you give a Password to its Sentries",
                   "dice-raid-why-password-solo")
    if column_of(bunker) != done[0]:
        return Why(f"you gave the Password of Column {done[0].title()}: that is the Bunker you attack",
                   "dice-raid-why-password-given", column=done[0].title())
    return None


def _defence(g: Working, u: Unit) -> int:
    done = given(g)
    if done is None or not g.sector(u).bunker or column_of(u.sector) != done[0]:
        return 0
    return DIE_DEF * (6 - done[1])


# -- Alarm Signal -----------------------------------------------------------------------------------------------

def alarm(g: Working) -> dict[str, int] | None:
    """What entering the chosen Bunker costs (Soldiers, Stars, Courage, Items, Specialists)."""
    done = given(g)
    if done is None:
        return None
    other = next((d for col, d in passwords(g).items() if col != done[0]), None)
    if other is None:
        return None
    faces = Counter(f for f, _ in other)
    return {"soldiers": faces["soldier1"] + 2 * faces["soldier2"], "stars": faces["star"],
            "courage": faces["courage"], "items": faces["tool"], "specialists": faces["skull"]}


def _pieces(counts: dict[str, int]) -> list[dict[str, object]]:
    """Resources by kind as message pieces (``dice-raid-cost-<kind>``), the kinds with none left out."""
    return [{"key": f"dice-raid-cost-{kind}", "args": {"n": n}} for kind, n in counts.items() if n]


def _alarm_enter(g: Working, u: Unit, sector: str) -> str | None:
    cost = alarm(g)
    if cost is None or not g.map.sector(sector).bunker:
        return None
    move = 0 if u.flags.free_advance else max(0, g.map.sector(sector).advance - u.flags.advance_discount)
    have = {"soldiers": u.soldiers, "stars": u.stars, "courage": u.courage - move, "items": len(u.items),
            "specialists": len(u.specialists)}
    short = [f"{n} {k}" for k, n in cost.items() if n > have[k]]
    if short:
        costs = ", ".join(f"{n} {k}" for k, n in cost.items() if n)
        return Why(f"Alarm Signal: entering the Bunker costs {costs} (you lack {', '.join(short)})",
                   "dice-raid-why-alarm", cost={"pieces": _pieces(cost)},
                   lack={"pieces": _pieces({k: n for k, n in cost.items() if n > have[k]})})
    return None


def _alarm_pay(g: Working, seat: str) -> None:
    cost = alarm(g)
    u = g.unit(seat)
    if cost is None or not g.sector(u).bunker:
        return
    gone = u.items[len(u.items) - cost["items"]:] if cost["items"] else ()
    g.put(u.model_copy(update={"stars": u.stars - cost["stars"], "courage": max(0, u.courage - cost["courage"]),
                               "items": u.items[:len(u.items) - len(gone)]}))
    reserves.give_back(g, seat, "items", gone)
    g.emit("alarm", f"{g.name(seat)} answers the Alarm Signal: " + ", ".join(f"{n} {k}" for k, n in cost.items() if n)
         + " lost.", unit=seat,
         key="dice-ev-alarm", args={"unit": g.who(seat), "join": ", ".join(f"{n} {k}" for k, n in cost.items() if n)})
    if cost["specialists"]:
        lose_specialists(g, seat, cost["specialists"], why.ALARM_SIGNAL)
    take_losses(g, seat, cost["soldiers"], why.ALARM_SIGNAL)


PASSWORD = Order(verb="password", usage="password", phases=(2,), legal=_legal, apply=_give, waits=True)
RETUNE = Order(verb="retune", usage=PD.USAGE, phases=(2, 4, 5), legal=_retune_legal, apply=_retune, waits=True)

register(RaidRule("Colonel von Kraut", (RAID,), start=_start, arrive=_capture))
register(RaidRule("Halt! Password! (solo version)", (RAID,), objective=_objective, defence=_defence,
                  orders=(PASSWORD, RETUNE)))
register(RaidRule("Alarm Signal", (RAID,), enter=_alarm_enter, arrive=_alarm_pay))
