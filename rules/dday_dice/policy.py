"""A simple, sensible D-Day Dice player (not uniform random), and a win-rate helper for the bench.

Rolls for Soldiers and Courage and for RWB bonuses, cancels its cheapest
dice, rallies what the road ahead needs, finds Items it can use, waits in a
Sector until it has the Soldiers and Courage for the next one, and then
Advances along the cheapest road to a Bunker. Its win rate shows the balance
of the reconstructed values (``bench``: ``dice_win_rate_<map>_<players>p``).
In an Overlord Raid between Teams it heads only for a Bunker its Team may take,
and a fallen Unit stays out once the Raid is old (:func:`stays_out`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from rules.dday_dice import advance, german_policy
from rules.dday_dice.context import Working
from rules.dday_dice.maps import BattleMap, Edge, neighbours
from rules.dday_dice.notation import format_action
from rules.dday_dice.state import GERMAN, Unit

SAFE = 4
"""A Sector losing at most this many Soldiers a turn is a good place to gather strength."""
BUFFER = 4
MOVE_MARGIN = 3.5
"""Soldiers set aside for bad dice when weighing a move."""
VALUE = {"soldier2": 5, "courage": 4, "soldier1": 3, "star": 2, "tool": 2, "skull": 0}
RWB_PREF = {"soldier1": "soldiers", "soldier2": "soldiers", "tool": "ip", "skull": "specialist", "courage": "free"}
SPECIALIST_PREF = ("medic", "corporal", "scout", "engineer", "sharpshooter", "grenadier", "veteran", "captain",
                   "colonel", "marksman", "war-correspondent", "lieutenant")
ITEM_PREF = ("field-radio", "bazooka", "flak-vest", "bangalore-torpedo", "amphetamines", "gammon-bomb",
             "flame-thrower", "tnt", "wire-cutters", "toolbox", "flak-jacket")


def expected_loss(g: Working, u: Unit, sid: str, marker: int = 1) -> float:
    sec = g.map.sector(sid)
    d = sec.defence[min(marker, len(sec.defence)) - 1]
    table = list(g.d.rule("mgf_loss"))
    return max(0, d - u.flags.def_reduce) + sec.mgf * sum(table) / len(table)


def staying_loss(g: Working, u: Unit) -> float:
    """Soldiers one more turn where ``u`` stands should cost (the Sector's next DEF marker)."""
    return expected_loss(g, u, u.sector, u.marker + 1)


def forces_after(g: Working, u: Unit, dest: str) -> float:
    """Soldiers and Specialists ``u`` should have left after a turn in ``dest``, with a margin for bad dice."""
    return u.soldiers + len(u.specialists) - expected_loss(g, u, dest) - MOVE_MARGIN


def builds_up(g: Working, u: Unit, dest: str) -> bool:
    """Whether ``u`` should gather strength where it stands rather than move on to ``dest``: staying is cheap, and
    moving would leave too few forces for the rows still to climb from there."""
    return staying_loss(g, u) <= SAFE and forces_after(g, u, dest) < BUFFER * (1 + rows_to_climb(g, dest))


def rows_to_climb(g: Working, start: str) -> int:
    """Rows still to climb to a Bunker (a cheap road-length estimate)."""
    top = max(s.row for s in g.map.sectors)
    return top - g.map.sector(start).row


def crosses_barriers(u: Unit) -> bool:
    """Whether ``u`` may cross a Barrier line (an effect, Wire Cutters or the Bulldozer)."""
    return u.flags.cross_barrier or "wire-cutters" in u.items or u.vehicle == "bulldozer"


def onward(m: BattleMap, sid: str, cross: bool) -> Iterator[tuple[str, Edge]]:
    """The Sectors next to ``sid`` a Unit may walk into from it, with the line between: never down, never into an
    impassable Sector, across a Barrier only if it ``cross``-es them (:func:`crosses_barriers`). The searches for a
    road (here, the computer's errands and its heuristic) skip the Sectors already visited themselves."""
    here = m.sector(sid)
    for n, line in neighbours(m, sid):
        to = m.sector(n)
        if to.row >= here.row and not to.impassable and (cross or sid not in line.barrier):
            yield n, line


def _viable(g: Working, u: Unit, dest: str) -> bool:
    """True if a Bunker ``u`` may take can still be reached from ``dest`` (no revisits, Barriers unless the Unit can
    cross). In an Overlord Raid between Teams only the Bunkers its Team may enter count (its own Column's, or the
    ones the Raid names): another Team's Bunker is a dead end, where the Unit would fall again and again."""
    m = g.map
    cross = crosses_barriers(u)
    seen = set(u.visited) | {dest}
    todo = [dest]
    while todo:
        cur = m.sector(todo.pop())
        if cur.bunker:
            if _may_take(g, u, cur.id):
                return True
            continue
        for n, _ in onward(m, cur.id, cross):
            if n in seen:
                continue
            seen.add(n)
            todo.append(n)
    return False


def _may_take(g: Working, u: Unit, bunker: str) -> bool:
    """Whether the rules let ``u`` into ``bunker`` (any Bunker outside an Overlord campaign)."""
    if g.s.campaign is None:
        return True
    return g.campaign.bunker_refusal(g, u, bunker) is None


def _phase1(g: Working, u: Unit, acts: list) -> Any:
    kinds = {a.kind for a in acts}
    if "lock" in kinds:
        best = max((a for a in acts if a.kind == "lock"),
                   key=lambda a: sum(VALUE[u.dice[i - 1].face] for i in a.dice)
                   + (3 if u.dice[a.dice[0] - 1].face == u.dice[a.dice[1] - 1].face
                      and u.dice[a.dice[0] - 1].colour != u.dice[a.dice[1] - 1].colour else 0))
        return best
    rerolls = [a for a in acts if a.kind == "reroll"]
    if rerolls:
        weak = tuple(i for i, d in enumerate(u.dice, 1) if d.role != "off" and not d.locked and VALUE[d.face] <= 2)
        for a in rerolls:
            if a.dice == weak:
                return a
    return next(a for a in acts if a.kind == "keep")


def _phase2(g: Working, u: Unit, acts: list) -> Any:
    for a in acts:
        if a.kind == "straight":
            return a
    claims = [a for a in acts if a.kind == "rwb"]
    if claims:
        for a in claims:
            if a.face == "star":
                if a.results and a.results[0].face == "soldier2":
                    return a
                continue
            want = RWB_PREF.get(a.face)
            if a.face == "courage":
                want = "free"
            if a.option == want:
                return a
        return claims[0]
    cancels = [a for a in acts if a.kind == "cancel"]
    if cancels:
        return min(cancels, key=lambda a: VALUE[u.dice[a.die - 1].face])
    return next(a for a in acts if a.kind == "done")


def _road(g: Working, u: Unit) -> set[str]:
    """Specialists needed by Sectors one row up."""
    need: set[str] = set()
    for n, _ in neighbours(g.map, u.sector):
        need |= set(g.map.sector(n).require)
    return need


def _phase4(g: Working, u: Unit, acts: list) -> Any:
    need = _road(g, u)
    rallies = {a.what: a for a in acts if a.kind == "rally"}
    for sid in sorted(need) + list(SPECIALIST_PREF):
        if sid in rallies:
            return rallies[sid]
    uses = {a.what: a for a in acts if a.kind == "use"}
    for what, a in uses.items():
        e = (g.d.items[what].effect if what in g.d.items else g.d.medals[what].effect if what in g.d.medals else None)
        if e is None:
            continue
        if e.soldiers or e.courage or e.stars or e.ip:
            return a
        if (e.def_reduce or e.def_zero or e.ignore_mgf) and expected_loss(g, u, u.sector, u.marker) >= 8:
            return a
    for a in acts:
        if a.kind == "give" and a.what == "soldiers" and a.amount == 1:
            other = g.unit(a.to)
            if u.soldiers >= other.soldiers + 4:
                return a
    finds = {a.what: a for a in acts if a.kind == "find"}
    for iid in ITEM_PREF:
        if iid in finds:
            return finds[iid]
    return next(a for a in acts if a.kind == "done")


def _phase5(g: Working, u: Unit, acts: list) -> Any:
    moves = [a for a in acts if a.kind == "move"]
    stay = next((a for a in acts if a.kind == "stay"), None)
    if not moves:
        return stay if stay is not None else acts[0]

    def score(a) -> float:
        found = advance.check_move(g, u, a.to)
        cost = found[0] if not isinstance(found, str) else 0
        line = found[1] if not isinstance(found, str) else None
        mines = 3.5 if line is not None and u.sector in line.mines and not u.flags.ignore_mines else 0
        up = g.map.sector(a.to).row - g.map.sector(u.sector).row
        trap = 0 if _viable(g, u, a.to) else 100
        return expected_loss(g, u, a.to) + mines + cost * 0.5 - 6 * up + trap

    best = min(moves, key=score)
    if stay is None:
        return best
    if g.map.sector(best.to).bunker:
        after = forces_after(g, u, best.to)
        return best if after > 1 or staying_loss(g, u) >= after else stay
    return stay if builds_up(g, u, best.to) else best


def choose(engine: Any, state: Any, seat: str, rng: random.Random | None = None) -> str:
    """The policy's action text for ``seat`` (which must be waited for)."""
    return format_action(pick(engine, state, seat, rng))


def pick(engine: Any, state: Any, seat: str, rng: random.Random | None = None) -> Any:
    """The policy's typed action for ``seat`` (which must be waited for): what :func:`choose` writes out."""
    g = Working(state, engine.data(state), engine.campaign)
    acts = engine.legal(state, seat)
    if seat == GERMAN:
        return german_policy.choose(g)
    u = g.unit(seat)
    if not acts:
        return engine.parse_action(next(p.default for p in engine.prompts(state) if p.seat == seat))
    if u.owed or acts[0].kind == "assault" or all(a.kind == "raid" for a in acts):
        return acts[0]  # an owed step (a Raid rule's owed order is then the only one offered)
    phase = state.phase
    if u.status == "down":
        return _keep_going(g, u, acts, stays_out(g))
    if acts[0].kind == "carry":
        return max(acts, key=lambda a: len(a.what))
    return {1: _phase1, 2: _phase2, 4: _phase4, 5: _phase5}[phase](g, u, acts)


def keep_going(engine: Any, state: Any, seat: str) -> str:
    """The simple policy's way back into the Raid for the fallen ``seat`` (Keep Going!), however old the Raid: for a
    player that decides for itself when to stay out."""
    g = Working(state, engine.data(state), engine.campaign)
    return format_action(_keep_going(g, g.unit(seat), engine.legal(state, seat), False))


def _keep_going(g: Working, u: Unit, acts: list, out_now: bool) -> Any:
    """Overlord Keep Going!: back where the most Soldiers are gained, the first Specialist kept, Courage first; in
    a Raid between Teams that is :data:`STAY_OUT_AFTER` turns old, it stays out instead (:func:`stays_out`)."""
    out = next((a for a in acts if a.to is None), None)
    if out is not None and out_now:
        return out
    back = [a for a in acts if a.to is not None and a.stars == 0]
    if not back:
        return acts[-1]
    return max(back, key=lambda a: g.campaign.retreat_soldiers(g, a.to))


STAY_OUT_AFTER = 60
"""Overlord, a Raid between Teams: the Raid's age in turns after which a fallen simple Unit stays out."""


def stays_out(g: Working) -> bool:
    """Whether a fallen simple Unit stays out of its Raid (``retreat none``) rather than Keep Going.

    The rules end a Raid only when every Unit has finished it, and give no turn limit: a Unit that cannot take its
    Bunker (A-1's Flame-Thrower and C-2's Password are errands this player never runs) would fall at the same place
    for ever, and the Raid never end (thousands of turns in the bench, December 2026). Staying out after a fall is
    the rules' own way out (the Team pays its penalty); a Raid this old is one the Unit is not winning by climbing.
    """
    c = g.s.campaign
    return c is not None and not c.solo and g.s.turn - c.raid_started >= STAY_OUT_AFTER


def play(engine: Any, options: dict[str, str], seed: int) -> Any:
    state, _ = engine.initial_state(engine.seats_for(options), options, seed)
    for _ in range(5000):
        if engine.outcome(state) is not None:
            return state
        seat = sorted({p.seat for p in engine.prompts(state)})[0]
        state = engine.apply(state, seat, pick(engine, state, seat)).state
    raise RuntimeError("the policy game did not end")


def win_rate(engine: Any, map_id: str, players: int, games: int, seed: int = 0) -> float:
    wins = 0
    for i in range(games):
        state = play(engine, {"players": str(players), "map": map_id}, seed + i)
        wins += bool(engine.outcome(state).winners)
    return wins / games


def german_win_rate(engine: Any, map_id: str, players: int, games: int, seed: int = 0) -> float:
    """Atlantikwall: games the simple German player wins against the simple Units."""
    wins = 0
    for i in range(games):
        state = play(engine, {"players": str(players), "map": map_id, "german": "player"}, seed + i)
        wins += GERMAN in engine.outcome(state).winners
    return wins / games
