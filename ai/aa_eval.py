"""How good an A&A D-Day position looks to the Allies: material, the next battle's expected result, the cities.

One number, from the Allies' side (the Axis reads it negated). It follows the rulebook's shape of the game:
the Allies must take Cherbourg, St. Lô and Caen and keep only their own land units there through a full
turn; the Axis wins by keeping at least one of them contested or German. So the score counts

- material: every land unit and aircraft by a rough worth (a tank hits on 3, an infantry on 1);
- the next battle in every zone where both sides stand: its expected hits, the cheapest units falling first
  (the standing casualty orders), and who is then likely to win the zone (a Lanchester square ratio);
- the three cities: how likely the Allies are to hold each (held and not threatened, contested, or German and
  under threat from next door), summed and multiplied (all three are needed);
- progress: Allied land units far from a city, or still at sea in a beachhead box under the blockhouses'
  guns, are worth less; so are German units far from the cities they must defend;
- strafing already earned: German moves ordered this phase through patrolled zones (they are strafed when
  the Axis says ``done``), at their expected loss.

Pure and cheap (a few hundred microseconds): the computer scores every candidate action with it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import Any

from rules.aa_dday.board import ATTACK, BOARD, DEFENCE_ALLIES, DEFENCE_AXIS

VALUE = {
    "de:inf": 1.0, "de:art": 1.3, "de:tank": 1.8, "de:bh": 0.9,
    "uk:inf": 1.0, "uk:art": 1.3, "uk:tank": 1.6, "us:inf": 1.0, "us:art": 1.3, "us:tank": 1.6,
    "uk:fighter": 2.2, "us:fighter": 2.2, "uk:bomber": 2.5, "us:bomber": 2.5,
}
AXIS_LAND = ("de:inf", "de:art", "de:tank", "de:bh")
AXIS_MOBILE = ("de:inf", "de:art", "de:tank")
ALLIED_LAND = ("uk:inf", "us:inf", "uk:art", "us:art", "uk:tank", "us:tank")
"""Cheapest first: the default casualty orders (``inf art tank``) take them in this order."""
AXIS_LOSS_ORDER = ("de:inf", "de:art", "de:tank", "de:bh")
ALLIED_LOSS_ORDER = ALLIED_LAND

CITY_WEIGHT = 3.0
ALL_CITIES_WEIGHT = 9.0
PROGRESS = 0.18
AXIS_PROGRESS = 0.06
AT_SEA = 0.25


def _distances() -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for start in BOARD.zone_ids:
        seen = {start: 0}
        todo = deque([start])
        while todo:
            z = todo.popleft()
            for n in BOARD.adj[z]:
                if n not in seen:
                    seen[n] = seen[z] + 1
                    todo.append(n)
        out[start] = seen
    return out


DIST = _distances()
CITIES: tuple[str, ...] = tuple(BOARD.cities)
CITY_DIST = {z: min(DIST[z][c] for c in CITIES) for z in BOARD.zone_ids}
ZONES = frozenset(BOARD.zone_ids)
BEACH_ZONE = dict(BOARD.beach_zone)


def _kind(key: str) -> str:
    return key[3:]


def _side_units(units: dict[str, int]) -> tuple[dict[str, int], dict[str, int]]:
    ax = {k: units[k] for k in AXIS_LAND if units.get(k)}
    al = {k: units[k] for k in ALLIED_LAND if units.get(k)}
    return al, ax


def _hits(units: Mapping[str, float], table: dict[str, int]) -> float:
    return sum(n * table.get(_kind(k), 0) for k, n in units.items()) / 6.0


def _lose(units: dict[str, int], hits: float, order: tuple[str, ...]) -> tuple[dict[str, float], float]:
    """Remove ``hits`` expected casualties, cheapest first: the survivors (fractional) and the worth lost."""
    left: dict[str, float] = dict(units)
    lost = 0.0
    for k in order:
        if hits <= 0:
            break
        n = left.get(k, 0.0)
        if not n:
            continue
        take = min(n, hits)
        left[k] = n - take
        hits -= take
        lost += take * VALUE[k]
    return left, lost


def _strength(units: Mapping[str, float], table: dict[str, int]) -> float:
    n = sum(units.values())
    return n * _hits(units, table)


def battle(units: dict[str, int], allies_attack: bool) -> tuple[float, float]:
    """One cycle of combat in a zone, in expectation: (material change for the Allies, P(Allies win the zone))."""
    al, ax = _side_units(units)
    if allies_attack:
        on_ax, on_al = _hits(al, ATTACK), _hits(ax, DEFENCE_AXIS)
    else:
        on_ax, on_al = _hits(al, DEFENCE_ALLIES), _hits(ax, ATTACK)
    al_left, al_lost = _lose(al, on_al, ALLIED_LOSS_ORDER)
    ax_left, ax_lost = _lose(ax, on_ax, AXIS_LOSS_ORDER)
    s_al = _strength(al_left, ATTACK) + _strength(al_left, DEFENCE_ALLIES)
    s_ax = _strength(ax_left, ATTACK) + _strength(ax_left, DEFENCE_AXIS)
    p = (s_al * s_al) / (s_al * s_al + s_ax * s_ax + 1e-9)
    return ax_lost - al_lost, p


def allies_attack_next(w: Any) -> bool:
    """Whether the next battle (order card 11) is the Allies' attack rather than the Axis's (order card 13)."""
    return not (w.card in (12, 13))


NEAR: dict[str, tuple[tuple[str, int], ...]] = {
    c: tuple((z, d) for z, d in sorted(DIST[c].items()) if 1 <= d <= 2) for c in CITIES
}
THREAT = {k: 1.0 + ATTACK[_kind(k)] / 3.0 for k in AXIS_MOBILE + ALLIED_LAND}


def _mobile_threat(units: dict[str, dict[str, int]], locked: set[str], city: str, side: str) -> float:
    """Attack strength of ``side``'s free land units that could enter ``city`` on their next move."""
    total = 0.0
    keys = AXIS_MOBILE if side == "axis" else ALLIED_LAND
    for z, d in NEAR[city]:
        u = units.get(z)
        if not u or z in locked:
            continue
        for k in keys:
            n = u.get(k, 0)
            if n and (d == 1 or k[3:] == "tank"):
                total += n * THREAT[k] * (1.0 if d == 1 else 0.5)
    return total


def evaluate(w: Any) -> float:
    """The position's worth to the Allies (higher is better for them)."""
    units = w.units
    allies_attack = allies_attack_next(w)
    score = 0.0
    contested: dict[str, float] = {}
    locked: set[str] = set()
    for loc, u in units.items():
        in_zone = loc in ZONES
        al_n = 0
        ax_n = 0
        for k, n in u.items():
            v = VALUE[k] * n
            if k[:2] == "de":
                score -= v
                if k != "de:bh" and in_zone:
                    score += AXIS_PROGRESS * n * CITY_DIST[loc]
                    ax_n += n
                elif k == "de:bh":
                    ax_n += n
            else:
                score += v
                t = _kind(k)
                if t in ("fighter", "bomber"):
                    continue
                al_n += n
                if in_zone:
                    score -= PROGRESS * n * CITY_DIST[loc]
                elif loc in BEACH_ZONE:
                    score -= PROGRESS * n * (CITY_DIST[BEACH_ZONE[loc]] + 1) + AT_SEA * v
                else:  # an airborne box: ashore in its zone
                    score -= PROGRESS * n * CITY_DIST[BOARD.airborne_zone[loc]]
        if in_zone and al_n and ax_n:
            locked.add(loc)
            delta, p = battle(u, allies_attack)
            score += delta
            contested[loc] = p
    for key, n in w.airfield.items():
        score += VALUE[key] * n
    score += _pending_strafes(w)
    prospects = []
    for c in CITIES:
        u = units.get(c) or {}
        al, ax = _side_units(u)
        if c in contested:
            p = contested[c] * 0.8
        elif al:
            own = _strength(al, DEFENCE_ALLIES) + 0.5 * sum(al.values())
            threat = _mobile_threat(units, locked, c, "axis")
            p = 0.5 + 0.5 * own / (own + 0.6 * threat + 1e-9) if threat else 1.0
        elif ax:
            own = _strength(ax, DEFENCE_AXIS) + 0.5 * sum(ax.values())
            threat = _mobile_threat(units, locked, c, "allies")
            p = 0.45 * threat / (threat + own + 1e-9)
        else:
            t_al = _mobile_threat(units, locked, c, "allies")
            t_ax = _mobile_threat(units, locked, c, "axis")
            p = 0.5 * t_al / (t_al + t_ax + 1e-9) if t_al else 0.0
        prospects.append(p)
    urgency = 1.0 + int(w.turn) / 6.0
    score += urgency * (CITY_WEIGHT * sum(prospects) + ALL_CITIES_WEIGHT * prospects[0] * prospects[1] * prospects[2])
    return score


def _pending_strafes(w: Any) -> float:
    """Expected German losses to strafing of the moves ordered so far this phase (strafed at its end)."""
    p = w.pending
    if not p or p.get("kind") != "move" or p.get("side") != "axis":
        return 0.0
    units = w.units
    gain = 0.0
    for path in p["paths"]:
        key, n, route = path.split("|")
        zones = route.split(",")
        f = 0
        for i, z in enumerate(zones):
            u = units.get(z)
            if u:
                k = u.get("uk:fighter", 0) + u.get("us:fighter", 0)
                f += k * (1 if i in (0, len(zones) - 1) else 2)
        if f:
            gain += int(n) * VALUE[key] * (1.0 - (5.0 / 6.0) ** f)
    return gain
