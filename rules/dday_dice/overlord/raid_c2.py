"""Raid C-2, SUSFU (Overlord, Campaign C): Bunker Sentries, Colonel von Kraut, Halt! Password!, Battle Map Notes.

- Bunker Sentries: every Bunker has 24 more DEF; the Sentries stand on a green token in one Sector of each
  Column's board: WN-68 10, Strongpoint Sole 11, Vierville Draw 6, Strongpoint Morris 10, Mont Fleury
  Battery 10, Cosy's Bunker 10.
- Colonel von Kraut: in any Phase 4 a Unit in a second-row Sector of another Column than its Team's may
  pay 4 Stars to capture a German Colonel, ``kraut`` (one per Team). It gains 2 Courage (Militaries are not
  in this game: the printed fallback) and rolls 6 dice: their faces (colours ignored) are its Team's
  Password. The rulebook's two sentences on Binoculars contradict each other (the first forbids them on
  the fresh roll, the second leaves the rest of that turn to alter the Password with them); our reading:
  until the end of that turn the capturing Unit may use an Item or Medal that turns a die (Binoculars, War
  Medal) on a Password die, ``retune binoculars 3 star`` (:mod:`.password_dice`).
- Halt! Password!: no Unit enters its Team's Bunker before its Team has given the Password. A Unit of the
  Team (our reading: every Unit of the Team knows it) on its Column's Sentries gives it once per Team,
  ``password`` in Phase 2, on its Final Tally before any Skull cancels (the matching comes first). Each
  face matched one for one takes 4 DEF off the Team's Bunker for good; all 6 matched: the Bunker is back
  to its printed DEF and the Unit draws a Medal. The dice then give their resources as usual.
- Battle Map Notes (WN-68): Sector 9 of WN-68 rallies the Lieutenant for free (the board does so). The note
  on several reserves (Team Able's reserve loses its Lieutenant) has nothing to act on here: in our data
  the Lieutenant is a Regular Specialist, in every Unit's own hand, never in a reserve. Legendary Units are
  not in this game.
"""

from __future__ import annotations

from collections import Counter

from rules.dday_dice.context import Working, refuse
from rules.dday_dice.medals import draw
from rules.dday_dice.overlord import password_dice as PD
from rules.dday_dice.overlord.battle_map import PREFIX, column_of
from rules.dday_dice.overlord.raid_flags import add as _add
from rules.dday_dice.overlord.raid_flags import flags as _flags
from rules.dday_dice.overlord.raid_rule import Order, RaidRule, register
from rules.dday_dice.overlord.teams import team_name
from rules.dday_dice.roll import FACE_LABEL, FACE_OF_VALUE
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RAID = "c2"
SENTRIES = {"wn-68": "10", "strongpoint-sole": "11", "vierville-draw": "6", "strongpoint-morris": "10",
            "mont-fleury-battery": "10", "cosys-bunker": "10"}
SENTRY_DEF = 24
MATCH_DEF = 4
KRAUT_STARS = 4
HALT = "Halt! Password!"
KRAUT_COURAGE = 2


def sentries(g: Working) -> dict[str, str]:
    """Column -> the Sector of its Bunker Sentries."""
    return {col: f"{PREFIX[col]}-{SENTRIES[bid]}" for col, bid in g.map.boards if bid in SENTRIES}


def password(g: Working, team: int) -> tuple[str, ...] | None:
    mark = f"password:{team}:"
    f = next((f for f in _flags(g) if f.startswith(mark)), None)
    return None if f is None else tuple(f[len(mark):].split(","))


def matched(g: Working, team: int) -> int | None:
    """How many results the Team matched when it gave its Password, or ``None`` before."""
    mark = f"given:{team}:"
    f = next((f for f in _flags(g) if f.startswith(mark)), None)
    return None if f is None else int(f[len(mark):])


def _start(g: Working) -> None:
    spots = sentries(g)
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={
        "raid_tokens": c.raid_tokens + tuple((s, "sentries") for s in spots.values())})})
    g.emit("raid_rule", f"Bunker Sentries: every Bunker has {SENTRY_DEF} more DEF; the Sentries wait in "
         + ", ".join(g.map.sector(s).label for s in spots.values()) + ". Capture a Colonel in a second-row Sector "
         f"of another Column ('kraut', {KRAUT_STARS} Stars in Phase 4) to learn your Team's Password.",
         key="dice-ev-bunker-sentries", args={"sentry_def": SENTRY_DEF,
         "join": ", ".join(g.map.sector(s).label for s in spots.values()), "kraut_stars": KRAUT_STARS})


def _defence(g: Working, u: Unit) -> int:
    if not g.sector(u).bunker:
        return 0
    team = next((t for t in g.s.campaign.teams if t.column == column_of(u.sector)), None)
    n = matched(g, team.number) if team else None
    return SENTRY_DEF - MATCH_DEF * (n or 0)


# -- Colonel von Kraut ------------------------------------------------------------------------------------------

def _kraut_open(g: Working, u: Unit) -> bool:
    team = g.s.campaign.team_of(u.seat)
    return (u.status == "active" and g.sector(u).row == 2 and column_of(u.sector) != team.column
            and password(g, team.number) is None)


def _kraut_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    return [()] if _kraut_open(g, u) and u.stars >= KRAUT_STARS else []


def _kraut(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    team = g.s.campaign.team_of(seat)
    if password(g, team.number) is not None:
        raise refuse(text, "your Team has already captured its Colonel.", "Colonel von Kraut",
                     key="dice-no-your-team-has-already-captured")
    if not _kraut_open(g, u):
        raise refuse(text, "a Colonel is captured from a second-row Sector of another Column than your Team's.",
                     "Colonel von Kraut", key="dice-no-colonel-captured-from-second-row")
    if u.stars < KRAUT_STARS:
        raise refuse(text, f"capturing the Colonel costs {KRAUT_STARS} Stars; you have {u.stars}.", "Colonel von Kraut",
                     key="dice-no-capturing-colonel-costs-stars-you", args={"kraut_stars": KRAUT_STARS,
                     "stars": u.stars})
    values = g.roll(6)
    faces = tuple(FACE_OF_VALUE[v] for v in values)
    g.update(seat, stars=u.stars - KRAUT_STARS, courage=u.courage + KRAUT_COURAGE)
    _add(g, f"password:{team.number}:" + ",".join(faces))
    _add(g, f"kraut-turn:{seat}:{g.s.turn}")
    g.emit("kraut", f"{g.name(seat)} captures a German Colonel ({KRAUT_STARS} Stars; {KRAUT_COURAGE} Courage, there are "
         f"no Militaries). The Password of {team_name(team.column)}'s Bunker: "
         + ", ".join(FACE_LABEL[f] for f in faces) + ".", unit=seat, dice=values,
         key="dice-ev-kraut-captured", args={"unit": g.who(seat), "kraut_stars": KRAUT_STARS, "kraut_courage": KRAUT_COURAGE,
         "team_name": team_name(team.column), "join": ", ".join(FACE_LABEL[f] for f in faces)})


# -- Halt! Password! --------------------------------------------------------------------------------------------

def _password_open(g: Working, u: Unit) -> bool:
    team = g.s.campaign.team_of(u.seat)
    return (u.status == "active" and password(g, team.number) is not None and matched(g, team.number) is None
            and sentries(g).get(team.column) == u.sector and bool(u.dice) and u.flags.cancels == 0
            and not any(d.role == "cancelled" for d in u.dice))


def _password_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    return [()] if _password_open(g, u) else []


def match_count(tally: list[str], pw: tuple[str, ...]) -> int:
    """Results of the Final Tally matching the Password one for one."""
    return sum((Counter(tally) & Counter(pw)).values())


def _give(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    team = g.s.campaign.team_of(seat)
    if password(g, team.number) is None:
        raise refuse(text, "your Team does not know its Password yet: capture a Colonel first.", HALT,
                     key="dice-no-your-team-does-not-know")
    if matched(g, team.number) is not None:
        raise refuse(text, "your Team has had its one try at the Password.", HALT, key="dice-no-your-team-has-had-one")
    if not _password_open(g, u):
        where = g.map.sector(sentries(g)[team.column]).label if team.column in sentries(g) else "its Sentries"
        raise refuse(text, f"the Password is given on the Final Tally, before any Skull cancels, in {where}.",
                     HALT, key="dice-no-password-given-on-final-tally", args={"where": where})
    n = match_count([d.face for d in u.dice if d.role != "off"], password(g, team.number))
    _add(g, f"given:{team.number}:{n}")
    g.emit("password", f"{g.name(seat)} gives the Password to the Sentries: {n} of 6 match; "
         f"{team_name(team.column)}'s Bunker loses {MATCH_DEF * n} of its {SENTRY_DEF} extra DEF.", unit=seat,
         key="dice-ev-password", args={"unit": g.who(seat), "n": n, "team_name": team_name(team.column),
         "n2": MATCH_DEF * n, "sentry_def": SENTRY_DEF})
    if n == 6:
        draw(g, seat, 1, "a perfect Password")


def _retune_open(g: Working, u: Unit) -> bool:
    team = g.s.campaign.team_of(u.seat)
    return (f"kraut-turn:{u.seat}:{g.s.turn}" in _flags(g) and matched(g, team.number) is None
            and bool(PD.changers(g, u)))


def _retune_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    if not _retune_open(g, u):
        return []
    pw = password(g, g.s.campaign.team_of(u.seat).number)
    return [(what, str(i), f) for what in PD.changers(g, u) for i, face in enumerate(pw, 1)
            for f in PD.faces_other_than(face)]


def _retune(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    rule = "Colonel von Kraut"
    if not _retune_open(g, u):
        raise refuse(text, "only the Unit that captured the Colonel, in that turn and with something that turns a "
                     "die (Binoculars), may change its Team's Password.", rule,
                     key="dice-no-only-unit-that-captured-colonel")
    team = g.s.campaign.team_of(seat).number
    pw = list(password(g, team))
    ok = len(words) == 3 and words[0] in PD.changers(g, u) and words[1].isdigit() and 1 <= int(words[1]) <= 6 \
        and words[2] in PD.faces_other_than(pw[int(words[1]) - 1])
    if not ok:
        raise refuse(text, f"'{PD.USAGE}', e.g. 'retune {PD.changers(g, u)[0]} 3 star' (a die 1-6 of the Password "
                     "and another face).", rule,
                     key="dice-no-retune-usage", args={"usage": PD.USAGE, "changers": PD.changers(g, u)[0]})
    i, face = int(words[1]) - 1, words[2]
    name = PD.spend(g, seat, words[0])
    old = f"password:{team}:" + ",".join(pw)
    pw[i] = face
    c = g.s.campaign
    flags = tuple(f"password:{team}:" + ",".join(pw) if f == old else f for f in c.raid_flags)
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_flags": flags})})
    g.emit("password", f"{g.name(seat)} uses the {name} on the Password: its die {i + 1} is now {FACE_LABEL[face]}.",
         unit=seat,
         key="dice-ev-password-die-changed", args={"unit": g.who(seat), "name": name, "n": i + 1, "face_label": FACE_LABEL[face]})


def _enter(g: Working, u: Unit, sector: str) -> str | None:
    if not g.map.sector(sector).bunker:
        return None
    if matched(g, g.s.campaign.team_of(u.seat).number) is None:
        return Why("Halt! Password!: nobody enters your Bunker before your Team has given its Password to the Sentries",
                   "dice-raid-why-password-team")
    return None


KRAUT = Order(verb="kraut", usage="kraut", phases=(4,), legal=_kraut_legal, apply=_kraut, waits=True)
PASSWORD = Order(verb="password", usage="password", phases=(2,), legal=_password_legal, apply=_give, waits=True)
RETUNE = Order(verb="retune", usage=PD.USAGE, phases=(4, 5), legal=_retune_legal, apply=_retune, waits=True)

register(RaidRule("Bunker Sentries", (RAID,), start=_start, defence=_defence))
register(RaidRule("Colonel von Kraut", (RAID,), orders=(KRAUT, RETUNE)))
register(RaidRule(HALT, (RAID,), enter=_enter, orders=(PASSWORD,)))
register(RaidRule("Battle Map Notes", (RAID,)))
