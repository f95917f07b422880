"""What a seat (or a spectator) may see of a D-Day Dice game: the one model the renderer and messages read.

Public: the whole Battle Map (every Sector with its number, DEF values by
marker face, Advance cost, MGF, conditions, gains, one-time effects, Command
Posts, Bunkers; every line with its Land Mines and Barriers), each Unit's
position, marker face, resources, Specialists, Items, Vehicle, Final Tally
dice (colour, face, locked, role) and claimed bonuses, the reserve, the
Specialists waiting at the Bunkers and whose decision it is.

Secret: Medals held face down (``medals_secret``) appear only in the owner's
view (in its own :class:`UnitView` and in ``private``); others see a count.
Atlantikwall: the German's public side is ``german`` (:mod:`.german_view`);
his Awards are only in his own ``private``. No view holds the dice seed. What a campaign adds (its Battle Map,
reserves, Novice Officer, Performance) is read from the campaign rules the view is given (the engine's). Field names
are stable (the renderer and the cog read them): add fields, never rename.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from rules.core.words import count
from rules.dday_dice.badges import badges as badge_records
from rules.dday_dice.battle_conditions import cards as bc_cards
from rules.dday_dice.bonuses import BADGE_LABEL
from rules.dday_dice.context import current_map, unit_name
from rules.dday_dice.german_records import german_data
from rules.dday_dice.german_view import GermanPrivate, GermanView, german_private, german_view
from rules.dday_dice.hooks import CampaignRules
from rules.dday_dice.maps import BattleMap, Sector
from rules.dday_dice.overrides import DiceData
from rules.dday_dice.records import FACES
from rules.dday_dice.state import GERMAN, PHASE_NAMES, DDState, Unit

FACE_LABEL = {"soldier1": "1 Soldier", "soldier2": "2 Soldiers", "star": "Star", "courage": "Courage",
              "tool": "Tool", "skull": "Skull"}


class _V(BaseModel):
    model_config = ConfigDict(frozen=True)


class DieView(_V):
    number: int
    colour: str
    face: str
    face_label: str
    locked: bool
    added: bool
    role: str
    """'' counts, 'bonus' (in an RWB), 'straight', 'cancelled' (by a Skull), 'off' (not rolled here)."""


class SectorView(_V):
    id: str
    label: str
    number: int | None
    row: int
    col: int
    span: int
    defence: list[int]
    """DEF by Unit Marker face (1st, 2nd, ... turn in the Sector; the last repeats)."""
    single_combat: bool
    advance: int
    mgf: int
    bunker: bool
    start: bool
    max_stay: int | None
    require: list[str]
    give_up: list[str]
    gains: dict[str, int]
    arrival: list[str]
    dice: int
    no_lock: bool
    no_find: bool
    command_post: bool
    impassable: bool
    notes: list[str]
    """Short printed-style notes: conditions, gains, limits."""
    units: list[str]
    pool: list[str] = Field(default_factory=list)
    """Bunkers: Specialists waiting next to it."""


class EdgeView(_V):
    a: str
    b: str
    kind: str
    """'advance' (to a higher row) or 'lateral'."""
    mines: list[str]
    barrier: list[str]


class MapView(_V):
    id: str
    number: str
    name: str
    place: str
    provenance: str
    reason: str
    rows: int
    columns: int
    sectors: list[SectorView]
    edges: list[EdgeView]


class SpecialistView(_V):
    id: str
    name: str
    stars: int
    kind: str
    text: str
    provenance: str


class ItemView(_V):
    id: str
    name: str
    ip: int
    text: str
    provenance: str
    count: int = 1


class MedalView(_V):
    id: str
    name: str
    text: str
    provenance: str


class ClaimView(_V):
    face: str
    name: str
    option: str
    label: str
    dice: list[int]
    given_up: bool


class UnitView(_V):
    seat: str
    name: str
    nation: str
    nation_name: str
    status: str
    soldiers: int
    courage: int
    stars: int
    ip: int
    specialists: list[SpecialistView]
    hand: list[SpecialistView]
    items: list[ItemView]
    used_items: list[str]
    medals: list[MedalView]
    """Medals this viewer may see (all of them for the owner; none of the secret ones for others)."""
    medal_count: int
    vehicle: str | None
    sector: str
    sector_label: str
    marker: int
    max_stay: int
    visited: list[str]
    dice: list[DieView]
    final: bool
    """True once the dice are the Final Tally (Phase 1 over for this Unit)."""
    rolls_left: int
    claims: list[ClaimView]
    done: bool
    waiting: bool
    """The rules wait for this Unit now."""
    bunker: str | None
    queue: list[str]
    badges: list[str] = Field(default_factory=list)
    """Module 3: the Badges held, as 'Name: effect' (public)."""
    lost: list[SpecialistView] = Field(default_factory=list)
    """Overlord, Lost Officers (Raids B-1, B-1S): the Specialists this Unit drew into its Team's pile, out of play
    until freed (public)."""
    paras: list[int] = Field(default_factory=list)
    """Overlord, Lost Paras (Raids B-1, B-1S): the number of each Lost Para token this Unit holds (public)."""


class BattleCardView(_V):
    id: str
    name: str
    text: str
    weather: bool
    cancelled: bool
    provenance: str
    placeholder: bool


class PrivateView(_V):
    seat: str
    medals: list[MedalView]
    german: GermanPrivate | None = None
    """Atlantikwall, the German's own view only: their secret Awards and the cards they look at."""
    battle_looked: list[str] = Field(default_factory=list)
    """Advanced Observation: the next Battle Conditions this seat is looking at (names, top first)."""


class DDView(_V):
    game: str = "dday-dice"
    ruleset: str
    title: str
    phase_label: str
    turn: int
    phase: int
    phase_name: str
    map: MapView
    units: list[UnitView]
    reserve_items: list[ItemView]
    reserve_specialists: list[SpecialistView]
    medals_left: int
    vehicles_left: int
    waiting_for: list[str]
    outcome: str | None
    data_note: str
    seat: str | None = None
    private: PrivateView | None = None
    options: dict[str, str] = Field(default_factory=dict)
    german: GermanView | None = None
    """Atlantikwall: the German player's public side (never their Awards)."""
    battle: list[BattleCardView] = Field(default_factory=list)
    """Module 2: the Battle Conditions in play (the card of the turn, then a Persistent Weather card)."""
    battle_deck: int = 0
    supply: list[list[ItemView]] = Field(default_factory=list)
    """Chaotic Supply: per deck, its top Item (``count`` = cards left in that deck), or nothing when empty."""
    performance: dict[str, int] = Field(default_factory=dict)
    """Overlord: each Team's Performance Points from the Raids over so far, as announced at each Raid's end
    (``{"Team Able": 7}``); empty outside a campaign."""


def _sector_notes(s: Sector, d: DiceData) -> list[str]:
    notes: list[str] = []
    if s.start:
        notes.append("Start")
    if s.require:
        notes.append("Needs " + ", ".join(d.specialists[r].name if r in d.specialists else r for r in s.require))
    if s.give_up:
        notes.append("Give up " + ", ".join(s.give_up))
    g = s.gains
    notes += [f"+{count(v, one, other)} a turn" for v, one, other in (
        (g.soldiers, "Soldier", None), (g.courage, "Courage", "Courage"), (g.stars, "Star", None), (g.tools, "Tool", None)) if v]
    notes += _arrival(s, d)
    if s.max_stay:
        notes.append(f"Max {s.max_stay} turn{'s' if s.max_stay > 1 else ''}")
    if s.dice < 6:
        notes.append(f"Roll only {count(s.dice, 'die', 'dice')}")
    if s.no_lock:
        notes.append("No dice locked")
    if s.no_find:
        notes.append("No Items found here")
    if s.command_post:
        notes.append("Command Post")
    if s.single_combat:
        notes.append("Single Combat")
    if s.impassable:
        notes.append("Impassable")
    return notes


def _arrival(s: Sector, d: DiceData) -> list[str]:
    a = s.arrival
    out: list[str] = []
    if a.specialist:
        out.append(f"{d.specialists[a.specialist].name if a.specialist in d.specialists else a.specialist} here")
    if a.soldier_dice:
        out.append(f"Gain {a.soldier_dice}d6 Soldiers on arrival")
    out += [f"Gain {count(v, one, other)} on arrival" for v, one, other in (
        (a.soldiers, "Soldier", None), (a.courage, "Courage", "Courage"), (a.stars, "Star", None)) if v]
    if a.lose_specialists:
        out.append(f"Lose {count(a.lose_specialists, 'Specialist')}")
    if a.medal:
        out.append("Medal on first visit")
    if a.vehicle:
        out.append("Vehicle here")
    return out


def map_view(m: BattleMap, d: DiceData, campaign: CampaignRules, s: DDState | None = None) -> MapView:
    rows = max(x.row for x in m.sectors)
    cols = max(x.col + x.span for x in m.sectors)
    by = {x.id: x for x in m.sectors}
    sectors = []
    for x in m.sectors:
        here = [u.seat for u in s.units if u.sector == x.id and u.status not in ("eliminated", "safe")] if s else []
        sectors.append(SectorView(
            id=x.id, label=x.label, number=None if x.bunker else int(x.id.rsplit("-", 1)[-1]), row=x.row, col=x.col, span=x.span,
            defence=list(x.defence), single_combat=x.single_combat, advance=x.advance, mgf=x.mgf, bunker=x.bunker,
            start=x.start, max_stay=x.max_stay, require=list(x.require), give_up=list(x.give_up),
            gains={k: v for k, v in x.gains.model_dump().items() if v}, arrival=_arrival(x, d), dice=x.dice,
            no_lock=x.no_lock, no_find=x.no_find, command_post=x.command_post, impassable=x.impassable,
            notes=_sector_notes(x, d) + campaign.sector_notes(s, x.id), units=here, pool=list((s.bunker_pool.get(x.id, ()) if s else ()))))
    edges = [EdgeView(a=e.a, b=e.b, kind="lateral" if by[e.a].row == by[e.b].row else "advance",
                      mines=list(e.mines), barrier=list(e.barrier)) for e in m.edges]
    return MapView(id=m.id, number=m.number, name=m.name, place=m.place, provenance=m.provenance, reason=m.reason,
                   rows=rows, columns=cols, sectors=sectors, edges=edges)


def _spec(d: DiceData, sid: str) -> SpecialistView:
    r = d.specialists[sid]
    return SpecialistView(id=sid, name=r.name, stars=r.stars, kind=r.kind, text=r.text or r.effect.describe(),
                          provenance=r.provenance)


def _novice(s: DDState, campaign: CampaignRules, seat: str) -> list[SpecialistView]:
    """Overlord: the Novice Officer held beside the Specialists (our reconstructed card)."""
    found = campaign.novice(s, seat)
    if found is None:
        return []
    nid, name, stars, text = found
    return [SpecialistView(id=nid, name=name, stars=stars, kind="novice", text=text, provenance="reconstruction")]


def _lost(s: DDState, d: DiceData, seat: str) -> list[SpecialistView]:
    """Overlord: the Lost Officers ``seat`` drew, still out of play (:mod:`.overlord.lost_officers`)."""
    if s.campaign is None:
        return []
    return [_spec(d, sid) for who, sid in s.campaign.lost_officers if who == seat]


def _item(d: DiceData, iid: str, count: int = 1) -> ItemView:
    r = d.items[iid]
    return ItemView(id=iid, name=r.name, ip=r.ip, text=r.effect.describe() + (" Not in a Bunker." if r.not_in_bunker
                    else ""), provenance=r.provenance, count=count)


def _medal(d: DiceData, mid: str) -> MedalView:
    r = d.medals[mid]
    return MedalView(id=mid, name=r.name, text=r.effect.describe(), provenance=r.provenance)


def _queue(u: Unit, viewer: str | None, secret: bool) -> list[str]:
    """The Unit's answers waiting for a later phase; a face-down Medal in them is named to its owner only."""
    if viewer == u.seat or not secret:
        return list(u.queue)
    return ["use a Medal" if p.split()[:1] == ["use"] and p.split()[1:2] and p.split()[1] in u.medals else p
            for p in u.queue]


def unit_view(s: DDState, d: DiceData, campaign: CampaignRules, u: Unit, viewer: str | None, waiting: set[str],
              max_stay: int, rolls_left: int) -> UnitView:
    nation = d.nations[u.nation]
    secret = bool(d.rule("medals_secret"))
    shown = u.medals if (viewer == u.seat or not secret) else ()
    claims = []
    for c in u.claims:
        if c.face == "straight":
            name, label = "Straight", "six different faces"
        else:
            b = nation.rwb[c.face]
            name = b.name
            label = "held, to give up for a condition" if c.option == "hold" else next(
                (o.label for o in b.options if o.key == c.option),
                campaign.option_label(c.option) or (BADGE_LABEL if c.option == "badge" else c.option))
        claims.append(ClaimView(face=c.face, name=name, option=c.option, label=label, dice=list(c.dice),
                                given_up=c.given_up))
    m = current_map(s, d, campaign)
    return UnitView(
        seat=u.seat, name=unit_name(u, d), nation=u.nation, nation_name=nation.name, status=u.status,
        soldiers=u.soldiers, courage=u.courage, stars=u.stars, ip=u.ip,
        specialists=[_spec(d, x) for x in u.specialists] + _novice(s, campaign, u.seat), hand=[_spec(d, x) for x in u.hand],
        items=[_item(d, x) for x in u.items], used_items=list(u.used_items), medals=[_medal(d, x) for x in shown],
        medal_count=len(u.medals), vehicle=d.vehicles[u.vehicle].name if u.vehicle else None, sector=u.sector,
        sector_label=m.sector(u.sector).label, marker=u.marker, max_stay=max_stay, visited=list(u.visited),
        dice=[DieView(number=i, colour=x.colour, face=x.face, face_label=FACE_LABEL[x.face], locked=x.locked,
                      added=x.added, role=x.role) for i, x in enumerate(u.dice, 1)],
        final=s.phase > 1 or (s.phase == 1 and u.done), rolls_left=rolls_left, claims=claims, done=u.done,
        waiting=u.seat in waiting, bunker=u.bunker, queue=_queue(u, viewer, secret),
        badges=[f"{badge_records()[b].name}: {badge_records()[b].describe()}" for b in u.badges],
        lost=_lost(s, d, u.seat),
        paras=sorted(n for who, n in s.campaign.paras if who == u.seat) if s.campaign else [],
    )


def _battle(s: DDState, d: DiceData) -> list[BattleCardView]:
    if s.battle is None:
        return []
    names = {k: r.name for k, r in d.specialists.items()} | {k: r.name for k, r in d.items.items()} | {
        k: r.name for k, r in german_data().specialists.items()}
    out = []
    for x in dict.fromkeys(c for c in (s.battle.current, s.battle.weather) if c):
        r = bc_cards()[x]
        out.append(BattleCardView(id=x, name=r.name, text=r.describe(names), weather=r.weather,
                                  cancelled=x in s.battle.cancelled, provenance=r.provenance,
                                  placeholder=r.placeholder))
    return out


def build_view(s: DDState, d: DiceData, campaign: CampaignRules, viewer: str | None, phase_label: str,
               data_note: str, waiting: list[str], stays: dict[str, int], rolls_left: dict[str, int],
               defences: tuple[bool, bool] = (True, True)) -> DDView:
    m = current_map(s, d, campaign)
    counts: dict[str, int] = {}
    for i in campaign.reserve_pool(s, d, viewer or "", "items"):
        counts[i] = counts.get(i, 0) + 1
    private = None
    looked = [bc_cards()[x].name for x in s.battle.looked] if s.battle and s.battle.looker == viewer else []
    if viewer == GERMAN and s.german is not None:
        private = PrivateView(seat=viewer, medals=[], german=german_private(s.german), battle_looked=looked)
    elif viewer is not None:
        private = PrivateView(seat=viewer, medals=[_medal(d, x) for x in s.unit(viewer).medals], battle_looked=looked)
    outcome = s.outcome["reason"] if s.outcome else None
    wait = set(waiting)
    return DDView(
        ruleset=s.ruleset, title=f"D-Day Dice · {m.number} {m.name}".replace("·  ", "· "), phase_label=phase_label, turn=s.turn,
        phase=s.phase, phase_name=PHASE_NAMES.get(s.phase, ""), map=map_view(m, d, campaign, s),
        units=[unit_view(s, d, campaign, u, viewer, wait, stays.get(u.seat, 0), rolls_left.get(u.seat, 0)) for u in s.units],
        reserve_items=[_item(d, i, n) for i, n in counts.items()],
        reserve_specialists=[_spec(d, x) for x in dict.fromkeys(campaign.reserve_pool(s, d, viewer or "", "ranking"))], medals_left=len(s.medal_deck),
        vehicles_left=len(s.vehicle_deck), waiting_for=list(waiting), outcome=outcome, data_note=data_note,
        seat=viewer, private=private,
        options={"players": str(len(s.units)), "map": s.map_id, "mulligan": "on" if s.mulligan else "off",
                 "victory_points": "on" if s.victory_points else "off",
                 **({"german": "player"} if s.german is not None else {}), **{k: "on" for k in s.extras}},
        supply=[[_item(d, deck[0], len(deck))] if deck else [] for deck in s.supply],
        battle=_battle(s, d), battle_deck=len(s.battle.deck) if s.battle else 0, performance=campaign.performance(s),
        german=None if s.german is None else german_view(s.german, GERMAN in wait, *defences,
                                                         rolls_left=rolls_left.get(GERMAN, 0),
                                                         final=s.phase > 1 or (s.phase == 1 and s.german.done)),
    )


__all__ = ["FACES", "DDView", "UnitView", "SectorView", "EdgeView", "MapView", "DieView", "build_view", "map_view"]
