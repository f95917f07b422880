"""The Raids' own rules: which are played, and the moments they act.

Each Raid rule the bot plays is a :class:`~.raid_rule.RaidRule` registered under its printed name for the Raids that
state it (``RULES``); :func:`missing` names those it does not play yet (the lobby refuses campaigns until
there are none). The rules act through the hooks of :class:`~.raid_rule.RaidRule` (start, phase, combat, defence, enter,
objective, find, rally, arrive, orders, score), called by the campaign and the base turn through the
functions below; a rule's own steps are :class:`~.raid_rule.Order` s, written ``VERB WORDS`` and read as a
:class:`~rules.dday_dice.actions.RaidOrder`.

Rules live in ``raid_a.py`` (Campaign A) ...; this module knows none of them but by name: ``ORDER`` states, Raid by
Raid, the order in which its rules act at each moment, whatever order their modules are imported in (a module
imported first registers first; ``RULES`` keeps that order, which nothing depends on).
"""

from __future__ import annotations

from rules.dday_dice.actions import RaidOrder
from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.overlord import (
    baptism_of_fire,
    battle_map_notes_a3,
    fanatical_defenders,
    leap_toward_tonga,
    lieutenant_leloser,
    lost_officers,
    lost_paras,
    mutual_admiration,
    raid_a,
    raid_b,
    raid_b2,
    raid_c2,
    raid_c2_solo,
    raid_c3,
    raid_c3_solo,
    raid_starts,
    sergeant_snafu,
    share_the_pain,
    solo_a,
    solo_a1,
    solo_a2,
    solo_a3,
    tigers,
    trapped_officers,
)
from rules.dday_dice.overlord.raid_rule import RULES, Order, RaidRule
from rules.dday_dice.overlord.records import raid_record
from rules.dday_dice.state import Unit

RULE_MODULES = (raid_a, raid_starts, share_the_pain, mutual_admiration, fanatical_defenders, trapped_officers,
                raid_b, raid_b2, lost_officers, lost_paras, leap_toward_tonga,
                battle_map_notes_a3, solo_a, solo_a1, solo_a2, solo_a3,
                baptism_of_fire, lieutenant_leloser, sergeant_snafu,
                tigers, raid_c2, raid_c2_solo, raid_c3, raid_c3_solo)
"""The modules that register Raid rules (importing them registers)."""

ORDER: dict[str, tuple[str, ...]] = {
    "a1": ("Fanatical Defenders", "Cannon Fodder", "Beach Clean-up", "Share the Pain"),
    "a1s": ("Special Items", "Cannon Fodder", "Rally Points", "Share the Pain (solo version)", "Time Passes",
            "One Less...", "Time Passes Again"),
    "a2": ("Run, Couriers, Run!", "Combat Rations", "Share the Pain", "Trapped Officers"),
    "a2s": ("Special Items", "Combat Rations", "Stay Between the Lines!", "Battle Map Notes", "Dodging Bullets",
            "Rommel's Obstacles", "Hurry!", "The First One Is the Right One"),
    "a3": ("Battle Map Notes", "The Mutual Admiration Society", "Ammunition Crate", "The Race for the Flame-Thrower",
           "Synchronized Fire", "Supply Depot", "Share the Pain"),
    "a3s": ("Special Items", "Supply Depot", "Battle Map Notes", "Prepare the Guns", "Don't Shoot!",
            "All or Nothing"),
    "b1": ("Lost Officers", "Lost Paras", "Battle Map Notes", "Late Arrivals"),
    "b1s": ("Lost Officers", "Lost Paras (solo version)", "Battle Map Notes", "Lost Equipment",
            "One Slip and It's Over", "Late Arrivals"),
    "b2": ("Baptism of Fire", "Ground Start", "Jacket and Pills", "Tonga, Tonga, Tonga!", "Minophobia",
           "Air Drop Supplies"),
    "b2s": ("Baptism of Fire", "Leap Toward Tonga", "Ground Start", "Air Drop Supplies"),
    "c1": ("Lambs to the Slaughter", "Sergeant SNAFU", "Tigers to the Slaughter"),
    "c1s": ("A Lamb to the Slaughter", "Sergeant SNAFU (solo version)", "Tigers to the Slaughter (solo version)",
            "Small Opening"),
    "c2": ("Bunker Sentries", "Colonel von Kraut", "Halt! Password!", "Battle Map Notes", "Coffee Break"),
    "c2s": ("Colonel von Kraut", "Halt! Password! (solo version)", "Alarm Signal", "Coffee Break"),
    "c3": ("Lieutenant LeLOSER", "Follow Me!", "Quartermaster's Nightmare", "Battle Map Notes",
           "Improvised Replacements"),
    "c3s": ("Lieutenant LeLOSER", "Extra Equipment", "Quartermaster's Nightmare", "This Way!", "No, That Way!",
            "Improvised Replacements"),
}
"""Each Raid's rules the bot plays, by printed name, in the order they act at each moment (their start, a phase's
start, combat, a refusal asked of each in turn...): the one place that order is stated."""


def active(raid_id: str) -> list[RaidRule]:
    """The rules of ``raid_id`` in :data:`ORDER` (a rule registered but not listed there is an error).

    Asked at every step of every Raid (a computer's playouts ask it some hundred thousand times a decision), so
    each Raid's list is worked out once for the rules registered now (:data:`_ACTIVE`)."""
    registered = tuple(RULES.values())
    listed = ORDER.get(raid_id, ())
    found = _ACTIVE.get(raid_id)
    if found is None or found[0] != registered or found[1] is not listed:
        rules = tuple(sorted((r for r in registered if raid_id in r.raids), key=lambda r: listed.index(r.name)))
        found = _ACTIVE[raid_id] = (registered, listed, rules)
    return list(found[2])


_ACTIVE: dict[str, tuple[tuple[RaidRule, ...], tuple[str, ...], tuple[RaidRule, ...]]] = {}
""":func:`active`'s lists by Raid, each with the rules registered and the order listed when it was made: a rule
registered or replaced since (the same rules are the same objects) makes a new list."""


def unlisted() -> list[str]:
    """Where :data:`ORDER` and the registered rules part: a rule it does not place, a name it lists twice or that no
    rule of that Raid registers (empty: every rule acts in its stated place)."""
    registered = {(raid, r.name) for r in RULES.values() for raid in r.raids}
    listed = [(raid, name) for raid, names in ORDER.items() for name in names]
    return sorted({f"{name} ({raid}): not in ORDER" for raid, name in registered - set(listed)}
                  | {f"{name} ({raid}): listed but not registered" for raid, name in set(listed) - registered}
                  | {f"{name} ({raid}): listed twice" for raid, name in listed if listed.count((raid, name)) > 1})


def missing(raid_id: str) -> list[str]:
    """The printed rules of ``raid_id`` the bot does not play yet."""
    played = {r.name for r in active(raid_id)}
    return [name for name in raid_record(raid_id).rules if name not in played]


def on_start(g: Working) -> None:
    for r in active(g.s.campaign.raid_id):
        if r.start:
            r.start(g)


def on_combat(g: Working) -> None:
    if g.s.campaign is None:
        return
    for r in active(g.s.campaign.raid_id):
        if r.combat:
            r.combat(g)


def defence_change(g: Working, u: Unit) -> int:
    if g.s.campaign is None:
        return 0
    return sum(r.defence(g, u) for r in active(g.s.campaign.raid_id) if r.defence)


def score_lines(g: Working) -> list[ScoreLine]:
    out: list[ScoreLine] = []
    for r in active(g.s.campaign.raid_id):
        if r.score:
            out += r.score(g)
    return out


def _rules(g: Working) -> list[RaidRule]:
    return [] if g.s.campaign is None else active(g.s.campaign.raid_id)


def on_phase(g: Working, phase: int) -> None:
    for r in _rules(g):
        if r.phase:
            r.phase(g, phase)


def enter_refusal(g: Working, u: Unit, sector: str, but: tuple[str, ...] = ()) -> str | None:
    """Why a Raid rule keeps ``u`` out of ``sector`` now, or ``None``; the rules named in ``but`` are not asked (a
    computer planning a road asks them later, once it has done what they want)."""
    for r in _rules(g):
        why = r.enter(g, u, sector) if r.enter and r.name not in but else None
        if why:
            return why
    return None


def has_objective(g: Working) -> bool:
    return any(r.objective for r in _rules(g))


def objective_refusal(g: Working, u: Unit, bunker: str) -> str | None:
    """The first active rule with an ``objective`` hook decides which Bunkers ``u`` may enter."""
    r = next(r for r in _rules(g) if r.objective)
    return r.objective(g, u, bunker)


def find_refusal(g: Working, u: Unit, item: str) -> str | None:
    for r in _rules(g):
        why = r.find(g, u, item) if r.find else None
        if why:
            return why
    return None


def rally_refusal(g: Working, u: Unit, specialist: str) -> str | None:
    for r in _rules(g):
        why = r.rally(g, u, specialist) if r.rally else None
        if why:
            return why
    return None


def on_arrive(g: Working, seat: str) -> None:
    for r in _rules(g):
        if r.arrive and g.unit(seat).status == "active":
            r.arrive(g, seat)


def _orders(g: Working) -> list[Order]:
    return [o for r in _rules(g) for o in r.orders]


def owed(g: Working, u: Unit) -> list[Order]:
    """The Raid orders ``u`` must give before anything else in this phase."""
    return [o for o in _orders(g) if g.s.phase in o.phases and o.owed and o.owed(g, u)]


def legal_orders(g: Working, u: Unit) -> list[RaidOrder]:
    """Every Raid order open to ``u`` now; only the owed ones while some are owed."""
    due = owed(g, u)
    pool = due or [o for o in _orders(g) if g.s.phase in o.phases]
    return [RaidOrder(verb=o.verb, args=words) for o in pool for words in o.legal(g, u)]


def apply_order(g: Working, seat: str, a: RaidOrder, text: str) -> None:
    found = [o for o in _orders(g) if o.verb == a.verb]
    if not found:
        raise refuse(text, f"'{a.verb}' is not an order of this Raid.",
                     key="dice-no-not-order-this-raid", args={"verb": a.verb})
    o = found[0]
    if g.s.phase not in o.phases:
        raise refuse(text, f"'{o.usage}' is given in Phase {' or '.join(map(str, o.phases))}, not now.",
                     key="dice-no-given-phase-not-now", args={"usage": o.usage,
                     "join": ' or '.join(map(str, o.phases))})
    o.apply(g, seat, a.args, text)


def owed_refusal(g: Working, u: Unit, text: str):
    """A refusal for any step but an owed Raid order, or ``None`` when nothing is owed."""
    due = owed(g, u)
    if not due:
        return None
    return refuse(text, "first: " + "; ".join(f"'{o.usage}'" for o in due) + ".",
                  key="dice-no-first", args={"join": "; ".join(f"'{o.usage}'" for o in due)})


def bunker_helpers(g: Working) -> bool:
    """Whether a Unit that conquers a Bunker leaves its Specialists next to it to help the others."""
    return all(r.helpers(g) for r in _rules(g) if r.helpers)


def on_conquered(g: Working, seat: str) -> None:
    """Every rule with a ``conquered`` hook may send the Unit that took a Bunker on in the Raid."""
    for r in _rules(g):
        if r.conquered and g.unit(seat).status == "conquered":
            r.conquered(g, seat)


def may_leave_bunker(g: Working, u: Unit) -> bool:
    return any(r.leave(g, u) for r in _rules(g) if r.leave)


def sits_out(g: Working, u: Unit) -> bool:
    return any(r.sits_out(g, u) for r in _rules(g) if r.sits_out)


def landing(g: Working, u: Unit, dest: str) -> str:
    """Where an Advance into ``dest`` lands (a rule may carry the Unit elsewhere: Dodging Bullets)."""
    for r in _rules(g):
        land = r.transport(g, u, dest) if r.transport else None
        if land:
            return land
    return dest


def on_special_damage(g: Working, seat: str) -> bool:
    """Special Damage hits ``seat``: ``True`` when a Raid rule took it instead of a Specialist."""
    return any(r.special_damage(g, g.unit(seat)) for r in _rules(g) if r.special_damage)


def waits(g: Working, u: Unit) -> bool:
    """An open Raid order that keeps ``u`` from being finished at once in this phase (``Order.waits``)."""
    return any(o.waits and g.s.phase in o.phases and o.legal(g, u) for o in _orders(g))
