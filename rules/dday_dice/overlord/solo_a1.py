"""Raid A-1S, Bridgehead (solo Campaign A): three Bunkers, two Rally Points, a Time token.

- Rally Points: Unit Markers in Sector 6 Able and Sector 5 Charlie (those the layout has).
- Share the Pain (solo version): the Active Skulls of each Final Tally become Skull tokens of their colours
  next to a Rally Point. Our reading of "the Rally Point of your choice": a standing choice, changed with
  ``pain SECTOR`` at any step (at first the left-most Rally Point); the tokens are placed when Phase 2 is
  over (Phase 3), when the Skulls are known. In an escalation Sector (Dog Red's Sector 8 on our boards)
  the Unit's Skulls make no token.
- Time Passes: the Time token starts in Sector 1 of the left-most Column and goes up one Sector (by
  number) at the start of every Phase 5, then into that board's Bunker. When the Unit takes a Bunker the
  token scores: 2 PP for each step it still had to go; none if it entered its Bunker in the same Phase 5
  as the Unit entered the one it took (or later, while the Unit fought there); -5 PP if it entered earlier.
  A Raid that ends before the Bunker is taken, the token home: -5 PP.
- One Less...: the Unit that takes a Bunker (none it took before) stays in it, rolls the next turn as
  usual, and in Phase 5 must give ``swap SECTOR``: the War Correspondent is sacrificed (back to the
  reserve) and the Unit takes the place of that Rally Point (a swap, not an Advance: no Courage, no
  arrival gains), whose marker goes; the Skull tokens next to it join its next Final Tallies (6 a turn).
  Without the War Correspondent it waits in the Bunker, rallying him if it can; after 3 turns without him
  its Raid is over. While it waits it fights no Phase 6 (the Bunker is taken). After the third Bunker
  (or with no Rally Point left) the Raid ends.
- Time Passes Again: at each swap the Time token starts again in Sector 1 Baker, scored as above at the
  next Bunker taken.
"""

from __future__ import annotations

from collections import Counter

from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.effects import available
from rules.dday_dice.overlord import solo_a
from rules.dday_dice.overlord.battle_map import PREFIX, column_of, local_id
from rules.dday_dice.overlord.raid_rule import Order, RaidRule, register
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RAID = ("a1s",)
RALLY_POINTS = ("A-6", "C-5")
WAR_CORRESPONDENT = "war-correspondent"
WAIT_TURNS = 3
LATE = -5
PER_STEP = 2
SKULL = "skull:"


def _ids(g: Working) -> set[str]:
    return {s.id for s in g.map.sectors}


def rally_points(g: Working) -> list[str]:
    return solo_a.tokens(g, "rally")


def _start_rally_points(g: Working) -> None:
    placed = [p for p in RALLY_POINTS if p in _ids(g)]
    c = g.s.campaign
    solo_a.set_tokens(g, c.raid_tokens + tuple((p, "rally") for p in placed))
    g.emit("raid_rule", "Rally Points: Unit Markers wait in " + ", ".join(g.map.sector(p).label for p in placed) + ".",
         key="dice-ev-rally-points", args={"join": ", ".join(g.map.sector(p).label for p in placed)})


# -- Share the Pain (solo version) ----------------------------------------------------------------------------

def pain_target(g: Working) -> str | None:
    points = rally_points(g)
    chosen = solo_a.flag_value(g, "pain_to:")
    return chosen if chosen in points else (points[0] if points else None)


def _active_colours(g: Working, u: Unit) -> Counter:
    from rules.dday_dice.skulls import active_skulls

    colours = Counter(u.dice[i - 1].colour for i in available(u.dice) if u.dice[i - 1].face == "skull")
    n = active_skulls(g, u)
    out, left = Counter(), n
    for colour, k in sorted(colours.items()):
        take = min(k, left)
        if take:
            out[colour] = take
        left -= take
    return out


def _place_pain(g: Working, phase: int) -> None:
    if phase != 3:
        return
    target = pain_target(g)
    for u in g.active():
        colours = _active_colours(g, u)
        if not colours or target is None or g.sector(u).escalation:
            continue
        c = g.s.campaign
        added = tuple((target, SKULL + colour) for colour, k in sorted(colours.items()) for _ in range(k))
        solo_a.set_tokens(g, c.raid_tokens + added)
        n = len(added)
        g.emit("share_the_pain", f"Share the Pain: {g.counted(n, 'Skull token')} {g.counted.text('waits' if n == 1 else 'wait', 'wait')}"
             f" next to the Rally Point in {g.map.sector(target).label}.", unit=u.seat, key="dice-ev-pain-waits",
             args={"count": n, "label": g.map.sector(target).label})


def _pain_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    target = pain_target(g)
    return [(p,) for p in rally_points(g) if p != target]


def _pain_apply(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    if len(words) != 1 or words[0] not in rally_points(g):
        raise refuse(text, "name a Rally Point: " + ", ".join(rally_points(g)) + ".", "Share the Pain (solo version)",
                     key="dice-no-name-rally-point", args={"join": ", ".join(rally_points(g))})
    old = solo_a.flag_value(g, "pain_to:")
    solo_a.set_flags(g, add=("pain_to:" + words[0],), drop=("pain_to:" + old,) if old else ())
    g.emit("raid_rule", f"From now on your Active Skulls go next to the Rally Point in {g.map.sector(words[0]).label}.",
         unit=seat, key="dice-ev-skulls-to-rally-point", args={"label": g.map.sector(words[0]).label})


# -- Time Passes (Again) ---------------------------------------------------------------------------------------

def track(g: Working, column: str) -> list[str]:
    """The Time token's way: the Column's numbered Sectors in order, then its Bunker."""
    p = PREFIX[column]
    own = [s for s in g.map.sectors if s.id.startswith(p + "-")]
    numbered = sorted((s for s in own if not s.bunker), key=lambda s: int(local_id(s.id)))
    bunker = next(s for s in own if s.bunker and not s.impassable)
    return [s.id for s in numbered] + [bunker.id]


def _time_column(g: Working) -> str:
    return g.s.campaign.board_columns[0]


def _place_time(g: Working, column: str) -> None:
    c = g.s.campaign
    kept = tuple(t for t in c.raid_tokens if t[1] != "time")
    solo_a.set_tokens(g, kept + ((track(g, column)[0], "time"),))
    entered = solo_a.flag_value(g, "time_home:")
    if entered:
        solo_a.set_flags(g, drop=("time_home:" + entered,))


def _start_time(g: Working) -> None:
    _place_time(g, _time_column(g))
    g.emit("raid_rule", f"Time Passes: the Time token starts in {g.map.sector(solo_a.tokens(g, 'time')[0]).label}.",
         key="dice-ev-time-passes", args={"label": g.map.sector(solo_a.tokens(g, 'time')[0]).label})


def _move_time(g: Working, phase: int) -> None:
    if phase != 5 or not solo_a.tokens(g, "time"):
        return
    here = solo_a.tokens(g, "time")[0]
    way = track(g, column_of(here))
    i = way.index(here)
    if i == len(way) - 1:
        return
    c = g.s.campaign
    solo_a.set_tokens(g, tuple(t for t in c.raid_tokens if t[1] != "time") + ((way[i + 1], "time"),))
    if i + 1 == len(way) - 1:
        solo_a.set_flags(g, add=(f"time_home:{g.s.turn}",))
        g.emit("time_token", f"Time Passes: the Time token enters {g.map.sector(way[-1]).label}.",
             key="dice-ev-time-token-enters", args={"label": g.map.sector(way[-1]).label})
    else:
        g.emit("time_token", f"Time Passes: the Time token moves to {g.map.sector(way[i + 1]).label}.",
             key="dice-ev-time-token-moves", args={"label": g.map.sector(way[i + 1]).label})


def time_line(g: Working, u: Unit) -> ScoreLine | None:
    """The Time token's line when ``u`` has just taken a Bunker (``None`` if there is no token)."""
    spots = solo_a.tokens(g, "time")
    if not spots:
        return None
    name = "Time Passes" if len(solo_a.taken(g)) <= 1 else "Time Passes Again"
    way = track(g, column_of(spots[0]))
    steps = len(way) - 1 - way.index(spots[0])
    team = g.s.campaign.team_of(u.seat).number
    if steps:
        return ScoreLine(team=team, pp=PER_STEP * steps, text=f"{name}: the Time token {g.counted(steps, 'Sector')} "
                         "from its Bunker", seat=u.seat)
    home = int(solo_a.flag_value(g, "time_home:") or g.s.turn)
    entered = g.s.turn - u.marker + 1
    if home < entered:
        return ScoreLine(team=team, pp=LATE, text=f"{name}: the Time token reached its Bunker first", seat=u.seat)
    return ScoreLine(team=team, pp=0, text=f"{name}: the Time token reached its Bunker with you", seat=u.seat)


def _time_unfinished(g: Working) -> list[ScoreLine]:
    """A Raid over with the Time token home and its Bunker not taken: -5 PP."""
    if not solo_a.tokens(g, "time") or not solo_a.flag_value(g, "time_home:"):
        return []
    team = g.s.campaign.teams[0]
    name = "Time Passes" if not solo_a.taken(g) else "Time Passes Again"
    return [ScoreLine(team=team.number, pp=LATE, text=f"{name}: the Time token reached its Bunker first",
                      seat=team.seats[0])]


# -- One Less... ------------------------------------------------------------------------------------------------

def _add_line(g: Working, line: ScoreLine) -> None:
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_lines": c.raid_lines + (line,)})})


def _conquered(g: Working, seat: str) -> None:
    if not solo_a.note_taken(g, seat):
        return
    u = g.unit(seat)
    line = time_line(g, u)
    if line is not None:
        _add_line(g, line)
    c = g.s.campaign
    solo_a.set_tokens(g, tuple(t for t in c.raid_tokens if t[1] != "time"))
    if not rally_points(g):
        return
    solo_a.go_on(g, seat)
    solo_a.set_flags(g, add=(f"waiting:{g.s.turn}",))
    g.emit("raid_rule", f"One Less...: {g.name(seat)} holds {g.sector(u).label}; next Phase 5 the War Correspondent "
         "takes it to a Rally Point (" + ", ".join(rally_points(g)) + ").", unit=seat,
         key="dice-ev-one-less-held", args={"unit": g.who(seat), "label": g.sector(u).label,
         "join": ", ".join(rally_points(g))})


def waiting(g: Working, u: Unit) -> bool:
    return solo_a.flag_value(g, "waiting:") is not None and solo_a.waits_in_taken_bunker(g, u)


def _sits_out(g: Working, u: Unit) -> bool:
    return solo_a.waits_in_taken_bunker(g, u)


def _give_up(g: Working) -> None:
    since = solo_a.flag_value(g, "waiting:")
    if since is None or g.s.turn < int(since) + WAIT_TURNS:
        return
    for u in g.active():
        if waiting(g, u):
            solo_a.set_flags(g, drop=("waiting:" + since,))
            g.update(u.seat, status="conquered", done=True, queue=())
            g.emit("raid_rule", f"One Less...: {g.name(u.seat)} waited {WAIT_TURNS} turns without the War Correspondent; "
                 "its Raid is over.", unit=u.seat,
                 key="dice-ev-one-less-over", args={"unit": g.who(u.seat), "wait_turns": WAIT_TURNS})


def _swap_owed(g: Working, u: Unit) -> bool:
    return waiting(g, u) and WAR_CORRESPONDENT in u.specialists and bool(rally_points(g))


def _swap_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    return [(p,) for p in rally_points(g)] if _swap_owed(g, u) else []


def _swap_apply(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    if not waiting(g, u):
        raise refuse(text, "you swap with a Rally Point only from a Bunker you have just taken.", "One Less...",
                     key="dice-no-you-swap-with-rally-point")
    if WAR_CORRESPONDENT not in u.specialists:
        raise refuse(text, "the swap needs the War Correspondent (rally him first).", "One Less...",
                     key="dice-no-swap-needs-war-correspondent-rally")
    if len(words) != 1 or words[0] not in rally_points(g):
        raise refuse(text, "name a Rally Point: " + ", ".join(rally_points(g)) + ".", "One Less...",
                     key="dice-no-name-rally-point", args={"join": ", ".join(rally_points(g))})
    to = words[0]
    specialists = list(u.specialists)
    specialists.remove(WAR_CORRESPONDENT)
    g.s = g.s.model_copy(update={"ranking_reserve": g.s.ranking_reserve + (WAR_CORRESPONDENT,)})
    g.update(seat, specialists=tuple(specialists), sector=to, marker=1, stay_bonus=0, visited=u.visited + (to,),
          done=True)
    c = g.s.campaign
    skulls = [k[len(SKULL):] for s, k in c.raid_tokens if s == to and k.startswith(SKULL)]
    kept = tuple(t for t in c.raid_tokens if t[0] != to or not (t[1] == "rally" or t[1].startswith(SKULL)))
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_tokens": kept,
                                                                  "pain": c.pain + tuple((seat, x) for x in skulls)})})
    solo_a.set_flags(g, drop=tuple(f for f in solo_a.flags(g) if f.startswith("waiting:")))
    g.emit("swapped", f"One Less...: {g.name(seat)} sacrifices the War Correspondent and takes the Rally Point's place in "
         f"{g.map.sector(to).label}" + (f"; {g.counted(len(skulls), 'Skull token')} "
                                                 f"{g.counted.text('joins' if len(skulls) == 1 else 'join', 'join')} its "
                                                 "next Final Tallies." if skulls else "."),
         unit=seat, to=to,
         key="dice-ev-swapped", args={"unit": g.who(seat), "label": g.map.sector(to).label, "count": len(skulls),
         "if_count": bool(len(skulls) == 1), "if_skulls": bool(skulls)})
    _time_again(g)


def _time_again(g: Working) -> None:
    column = "baker" if "baker" in g.s.campaign.board_columns else _time_column(g)
    _place_time(g, column)
    g.emit("time_token", f"Time Passes Again: the Time token starts again in "
         f"{g.map.sector(solo_a.tokens(g, 'time')[0]).label}.",
         key="dice-ev-time-passes-again", args={"label": g.map.sector(solo_a.tokens(g, 'time')[0]).label})


def _objective(g: Working, u: Unit, bunker: str) -> str | None:
    if bunker in solo_a.taken(g):
        label = g.map.sector(bunker).label
        return Why(f"you have taken the {label} already", "dice-raid-why-taken", label=label)
    return None


def _phase(g: Working, phase: int) -> None:
    solo_a.hold_marker(g, phase)


register(RaidRule("Rally Points", RAID, start=_start_rally_points))
register(RaidRule("Share the Pain (solo version)", RAID, phase=_place_pain,
                  orders=(Order("pain", "pain SECTOR", (1, 2, 4, 5), _pain_legal, _pain_apply),)))
register(RaidRule("Time Passes", RAID, start=_start_time, phase=_move_time, score=_time_unfinished))
register(RaidRule("One Less...", RAID, phase=_phase, combat=_give_up, objective=_objective, conquered=_conquered,
                  sits_out=_sits_out, orders=(Order("swap", "swap SECTOR", (5,), _swap_legal, _swap_apply,
                                                    owed=_swap_owed),)))
register(RaidRule("Time Passes Again", RAID))
