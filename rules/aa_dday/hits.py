"""Hits (rulebook "Combat", "Casualties", and every card that destroys units): queue, choose, remove.

A card that scores hits calls :func:`queue_hits` per pool of units that may
take them (forced assignments are made at once), then :func:`open_hits`: the
``hits`` decision waits for the seats that must pick (``need``), or the card
goes on at once. ``then`` queues further steps fired one at a time, each on the
units left by the previous ones. When every hit is assigned, :func:`hits_done`
continues with what the card registered in ``hooks.AFTER_HITS`` for its
context (or ends the order card).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.aa_dday.actions import Hits, UnitItem
from rules.aa_dday.board import TYPE_NAMES, unit_phrase, units_phrase
from rules.aa_dday.common import AXIS_SEAT, LABEL, Run, loc_label, plural
from rules.aa_dday.hit_picks import forced, pool_from
from rules.aa_dday.hooks import AFTER_HITS
from rules.aa_dday.pending import HitGroup, hit_groups, make
from rules.aa_dday.pending import Hits as HitsDecision
from rules.aa_dday.phases import advance, finish_card
from rules.aa_dday.state import AAState, Counts
from rules.core.errors import IllegalActionError

ZONE_OF = {label: z for z, label in LABEL.items()}
"""A zone's id by its English label: a queued step of hits (``then``) names its zone in words (issue #28)."""


def kill_list(r: Run, kills: list[tuple[str, str, int]]) -> None:
    by_loc: dict[str, dict[str, int]] = {}
    r.kill_all(kills)
    for loc, key, n in kills:
        if n > 0:
            d = by_loc.setdefault(loc, {})
            d[key] = d.get(key, 0) + n
    for loc, d in by_loc.items():
        r.emit("casualties", f"Destroyed in {loc_label(loc)}: {units_phrase(d)}.", {"location": loc, "units": d},
               key="aa-destroyed", args={"zone": loc, "units": d})


def queue_hits(r: Run, need: dict[str, list[dict[str, Any]]], seat: str, n: int, pool: Mapping[str, Counts]) -> int:
    """Resolve ``n`` hits on ``pool`` now if forced, else add a choice for ``seat``; return hits that count."""
    kept = {loc: {k: v for k, v in units.items() if v > 0} for loc, units in pool.items()}
    pool = live = {loc: units for loc, units in kept.items() if units}
    total = sum(sum(u.values()) for u in pool.values())
    n = min(n, total)
    if n <= 0:
        return 0
    f = forced(n, live)
    if f is not None:
        kill_list(r, f)
    else:
        need.setdefault(seat, []).append({"n": n, "pool": pool})
    return n


def open_hits(r: Run, ctx: str, need: dict[str, list[dict[str, Any]]], pick: dict[str, str], extra: dict[str, Any] | None = None) -> None:
    """Set a pending hits decision, or continue at once when nothing is left to choose.

    ``extra["then"]`` queues further steps (``{"seat", "n", "locs", "keys", "label"}``) resolved one
    after the other, each on the units left by the previous ones (hits of different players on the
    same units, or tactics that fire "one at a time").
    """
    pending = make("hits", ctx=ctx, need=need, pick=pick, **(extra or {}))
    if need:
        r.replace(pending=pending)
    else:
        hits_done(r, pending)


def hits_done(r: Run, pending: HitsDecision) -> None:
    ctx = pending.ctx
    r.replace(pending=None)
    then = pending.then
    while then:
        spec, then = then[0], then[1:]
        pending = pending.evolve(then=then)  # the steps still to come, as the decision keeps them
        need: dict[str, list[dict[str, Any]]] = {}
        counted = queue_hits(r, need, spec.seat, spec.n, pool_from(r.w, spec.locs, spec.keys))
        if counted < spec.n and spec.label:
            label = spec.label
            near = label.startswith("Next to ")
            r.emit("info", f"{label}: {plural(spec.n - counted, 'hit')} lost (no target left).",
                   key="aa-hits-lost-near" if near else "aa-hits-lost",
                   args={"zone": ZONE_OF[label[8:] if near else label], "lost": spec.n - counted})
        if need:
            r.replace(pending=pending.evolve(need=hit_groups(need)))
            return
    after = AFTER_HITS.get(ctx)
    if after is None:
        finish_card(r)
    else:
        after(r, pending)


HITS_RULE = {
    "airborne": "Order card 01",
    "bombard": "Order card 02",
    "aa_fighter": "Order card 04",
    "bomber": "Order card 05",
    "aa_bomber": "Order card 06",
    "bh_fire": "Order card 09",
    "combat": "Combat",
    "f01": "Fortune card 01",
    "f07": "Fortune card 07",
    "f16": "Fortune card 16",
    "t01": "Tactics card 01",
    "t04": "Tactics card 04",
    "t05": "Tactics card 05",
    "t06": "Tactics card 06",
    "t11": "Tactics card 11",
    "t12": "Tactics card 12",
    "t13": "Tactics card 13",
}


def _resolve_nation(item: UnitItem, seat: str, candidates: dict[str, int], where: str, rule: str) -> str:
    if item.nation is not None:
        return item.nation
    if item.type == "bh":
        return "de"
    fits = [n for n in ("de", "uk", "us") if candidates.get(f"{n}:{item.type}", 0) > 0]
    if len(fits) == 1:
        return fits[0]
    if not fits:
        if item.type in ("fighter", "bomber"):
            return "uk"
        return "de" if seat == AXIS_SEAT or any(k.startswith("de:") for k in candidates) else "uk"
    raise IllegalActionError(
        f"Both U.K. and U.S. {TYPE_NAMES[item.type][1]} are in {where}. "
        f"Say 'uk {item.type}' or 'us {item.type}'.",
        rule=rule,
        key="aa-err-both-u-k-and-u", params={"v": TYPE_NAMES[item.type][1], "v2": where, "v3": item.type, "v4": item.type},
    )


def apply_hits(r: Run, seat: str, action: Hits) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    assert p is not None and p.kind == "hits"
    groups = p.need.get(seat, ())
    rule = HITS_RULE[p.ctx]
    where_all = ", ".join(loc_label(loc) for g in groups for loc in g.pool)
    hit_totals: dict[int, int] = {}
    plan: list[tuple[int, str, str, int]] = []
    for loc, items in action.assign:
        gi = next((i for i, g in enumerate(groups) if loc in g.pool), None)
        if gi is None:
            raise IllegalActionError(
                f"There are no hits for you to assign in {loc_label(loc)}; you have hits to assign in {where_all}.",
                rule=rule,
                key="aa-err-there-are-no-hits-for", params={"zone": loc, "v": where_all},
            )
        pool = groups[gi].pool[loc]
        used: dict[str, int] = {}
        for item in items:
            nation = _resolve_nation(item, seat, pool, loc_label(loc), rule)
            key = f"{nation}:{item.type}"
            used[key] = used.get(key, 0) + item.n
        for key, n in used.items():
            have = pool.get(key, 0)
            if n > have:
                if have == 0:
                    if p.ctx == "airborne" and key == "de:bh":
                        msg = "Blockhouses cannot be chosen as casualties of the airborne assault."
                    else:
                        msg = f"No {unit_phrase(2, key)[2:]} in {loc_label(loc)} can take these hits."
                else:
                    msg = f"Only {unit_phrase(have, key)} in {loc_label(loc)} can take these hits."
                choices = ", ".join(unit_phrase(v, k) for k, v in pool.items())
                raise IllegalActionError(f"{msg} Choose among: {choices}.", rule=rule, key="aa-err-choose-among", params={"v": msg, "v2": choices})
            hit_totals[gi] = hit_totals.get(gi, 0) + n
            plan.append((gi, loc, key, n))
    for gi, total in hit_totals.items():
        g = groups[gi]
        if total > g.n:
            locs = " / ".join(loc_label(loc) for loc in g.pool)
            raise IllegalActionError(
                f"Only {plural(g.n, 'hit')} to assign in {locs}; you listed {total}.", rule=rule,
                key="aa-err-only-to-assign-in-you", params={"count": g.n, "v": locs, "v2": total},
            )
    # apply
    kill_list(r, [(loc, key, n) for _, loc, key, n in plan])
    work = [[g.n, {loc: dict(u) for loc, u in g.pool.items()}] for g in groups]  # the groups, changed below
    for gi, loc, key, n in plan:
        g = work[gi]
        g[0] -= n
        pl = g[1][loc]
        pl[key] -= n
        if not pl[key]:
            del pl[key]
        if not pl:
            del g[1][loc]
    left: list[HitGroup] = []
    for n_left, pools in work:
        if n_left <= 0 or not pools:
            continue
        f = forced(n_left, pools)
        if f is not None:
            kill_list(r, f)
        else:
            left.append(HitGroup(n=n_left, pool=pools))
    need = dict(p.need)
    if left:
        need[seat] = tuple(left)
    else:
        need.pop(seat, None)
    p = r.revise(need=need)
    if not need:
        hits_done(r, p)
        advance(r)


def hits_hint(w: AAState, seat: str) -> str:
    p = w.pending
    assert p is not None
    assert p.kind == "hits"
    groups = p.need.get(seat, ())
    parts = [f"{plural(g.n, 'hit')} in {' / '.join(loc_label(x) for x in g.pool)}" for g in groups]
    return "You must first assign " + "; ".join(parts) + " (for example 'hits 30: 1 inf')."
