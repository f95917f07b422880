"""Atlantikwall solitaire (option ``mode=german-solo``): the human plays the German against one automated Unit.

- The Unit starts in a Starting Sector drawn at random. It stays 2 turns in
  each Sector (1 in a Sector whose own limit is 1, "Let's Not Stay Here"),
  moves sideways to the edge of the map, then Advances into the Sector in
  front of it (on that edge), then moves sideways towards the other edge,
  and so on. It avoids the Bunker while any other move is left, follows
  Barriers unless that leaves it in a dead end (then it crosses one), never
  pays Courage and ignores every other Sector attribute. Its resources are
  not kept: it never dies, it does not roll, and nothing the German plays
  on "Units" touches it.
- The German loses Soldiers by the DEF of the Unit's Sector each Phase 6,
  taken from his Specialists once his Soldiers are gone (each is worth 1):
  at 0 he loses. There is no Phase 7.
- Inactive MGF and Land Mines hurt him: each inactive MGF of the Unit's
  Sector rolls on him (Special Damage costs him a Specialist), and a line of
  inactive mines the Unit crosses costs him the mine dice.
- The Sniper: the Unit rallies it on its first Advance; from the next turn
  it fires in every turn the Unit does not move: the German loses a
  Specialist of his choice. It dies to the Sniper Badge, or when the
  Scharfschütze has been used 4 times (he is then sacrificed).
- Waffen-SS: 1 Skull of his Final Tally cancels nothing. Observer: 2 Item
  Points per RBN bonus. Close Combat Clasp: a second Final Tally is rolled,
  he keeps one of the two (``pick original`` / ``pick new``). Dog and Barbed
  Wire: finding one rolls 6 dice into a trade pool; the Dog takes 1 die of
  it into his Final Tally, the Barbed Wire 2 (``use dog d3``); an empty
  pool is rolled again.
- The Awards and Items the rulebook lists are out of the decks.
- Our reading of the end: once the Unit has spent its turns in the Bunker
  (or can go nowhere), the attack is over and the German wins if he stands.
"""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice import awards, why
from rules.dday_dice.context import Working, final_bunker, refuse, said
from rules.dday_dice.german_waits import TallyChoice
from rules.dday_dice.maps import neighbours
from rules.dday_dice.roll import FACE_OF_VALUE
from rules.dday_dice.state import COLOUR_OF_DIE, GERMAN, Die

RULE = "Atlantikwall solitaire"
STAY = 2
SNIPER_HUNT = 4


def solo(g: Working) -> bool:
    return g.s.german is not None and g.s.german.solo


def unit(g: Working):
    return g.s.units[0]


def place(g: Working) -> None:
    """The Unit's starting Sector, drawn at random among the Starting Sectors."""
    starts = [x.id for x in g.map.sectors if x.start] or [x.id for x in g.map.sectors if x.row == 1]
    (v,) = g.roll(1, len(starts)) if len(starts) > 1 else (1,)
    u = unit(g)
    g.put(u.model_copy(update={"sector": starts[v - 1], "visited": (starts[v - 1],), "done": True}))
    g.emit("solo_start", f"The automated Allied Unit lands in {g.map.sector(starts[v - 1]).label}.",
         key="dice-ev-solo-start", args={"label": g.map.sector(starts[v - 1]).label})


def stay_limit(g: Working) -> int:
    sec = g.sector(unit(g))
    return 1 if sec.max_stay == 1 else STAY


def _reachable(g: Working, start: str, seen: set[str]) -> bool:
    m = g.map
    todo, seen = [start], set(seen) | {start}
    while todo:
        cur = m.sector(todo.pop())
        if cur.bunker:
            return True
        for n, line in neighbours(m, cur.id):
            to = m.sector(n)
            if n in seen or to.row < cur.row or to.impassable or cur.id in line.barrier:
                continue
            seen.add(n)
            todo.append(n)
    return False


def choose_move(g: Working) -> tuple[str, bool] | None:
    """(destination, crosses a Barrier) of the Unit's next move, or None when it can go nowhere."""
    u = unit(g)
    m = g.map
    here = m.sector(u.sector)
    if here.bunker:
        return None
    d = g.s.german.solo_dir
    options = []
    for n, line in neighbours(m, u.sector):
        to = m.sector(n)
        if n in u.visited or to.row < here.row or to.impassable:
            continue
        options.append((n, here.id in line.barrier))
    side = [(n, b) for n, b in options if m.sector(n).row == here.row and (m.sector(n).col - here.col) * d > 0]
    up = [(n, b) for n, b in options if m.sector(n).row > here.row]
    edge = sorted(up, key=lambda nb: -m.sector(nb[0]).col * d)
    pattern = side + edge + [x for x in options if x not in side and x not in edge]

    def ok(n: str, barrier: bool) -> bool:
        return not barrier and (m.sector(n).bunker or _reachable(g, n, set(u.visited)))

    for want in (lambda n, b: ok(n, b) and not m.sector(n).bunker, lambda n, b: ok(n, b),
                 lambda n, b: not m.sector(n).bunker, lambda n, b: True):
        for n, b in pattern:
            if want(n, b):
                return n, b
    return None


def move(g: Working) -> None:
    """Phase 5: the Unit stays or moves by its pattern."""
    u = unit(g)
    gs = g.s.german
    if u.marker < stay_limit(g):
        g.put(u.model_copy(update={"marker": u.marker + 1, "done": True}))
        g.emit("solo_stay", f"The Allied Unit stays in {g.sector(u).label} (turn {u.marker + 1}).",
             key="dice-ev-solo-stay", args={"label": g.sector(u).label, "n": u.marker + 1})
        return
    found = choose_move(g)
    if found is None:
        g.emit("solo_stuck", f"The Allied Unit can go no further than {g.sector(u).label}.",
             key="dice-ev-solo-stuck", args={"label": g.sector(u).label})
        return
    dest, barrier = found
    here, to = g.sector(u), g.map.sector(dest)
    line = next(e for n, e in neighbours(g.map, u.sector) if n == dest)
    g.put(u.model_copy(update={"sector": dest, "marker": 1, "visited": u.visited + (dest,), "done": True}))
    flip = to.row > here.row
    awards.put(g, solo_moved=g.s.turn, solo_dir=-gs.solo_dir if flip else gs.solo_dir)
    g.emit("solo_move", f"The Allied Unit {'advances' if flip else 'moves'} from {here.label} to {to.label}"
         + (" over a Barrier (it would be stuck otherwise)." if barrier else "."), to=dest,
         key="dice-ev-solo-move", args={"if_flip": bool(flip), "label": here.label, "label2": to.label,
         "if_barrier": bool(barrier)})
    if here.id in line.mines and "pioneer" not in g.s.german.specialists:
        values = g.roll(int(g.d.rule("mine_dice")))
        g.emit("solo_mines", f"The Unit crossed inactive Land Mines: they hurt the German ({'+'.join(map(str, values))}).",
             dice=values, key="dice-ev-solo-mines", args={"join": '+'.join(map(str, values))})
        lose(g, sum(values), why.INACTIVE_LAND_MINES)
    if flip and g.s.german.sniper == "":
        awards.put(g, sniper="rallied", sniper_turn=g.s.turn)
        g.emit("solo_sniper", "The Allied Unit rallies its Sniper: from next turn he fires whenever the Unit stays.",
             key="dice-ev-solo-sniper")


def lose(g: Working, n: int, why: str) -> None:
    """Solitaire losses: Soldiers first, then Specialists (1 each, the last rallied first)."""
    gs = g.s.german
    from_soldiers = min(n, gs.soldiers)
    awards.put(g, soldiers=gs.soldiers - from_soldiers)
    if from_soldiers:
        g.emit("german_soldiers_lost", f"The German player loses {g.counted(from_soldiers, 'Soldier')} ({why}).",
             key="dice-ev-german-soldiers-lost", args={"count": from_soldiers, "why": why})
    for _ in range(n - from_soldiers):
        specs = g.s.german.specialists
        if not specs:
            break
        awards.german_loses_specialist(g, specs[-1], why)


def phase6(g: Working) -> None:
    """The German's Phase 6 in solitaire: DEF, inactive MGF, the Sniper; then the end checks."""
    u = unit(g)
    sec = g.sector(u)
    top = sec.defence[min(u.marker, len(sec.defence)) - 1]
    g.emit("solo_combat", f"The Allied Unit attacks from {sec.label}: DEF {top} against the German.", defence=top,
         key="dice-ev-solo-combat", args={"label": sec.label, "top": top})
    lose(g, top, why.defence_of(sec.label))
    gs = g.s.german
    if "mg-schutze" not in gs.specialists:
        table = list(g.d.rule("mgf_loss"))
        for _ in range(max(0, sec.mgf - gs.removed_mgf.get(sec.id, 0))):
            (v,) = g.roll(1)
            g.emit("solo_mgf", f"Inactive Machine Gun Fire in {sec.label} turns on the German: rolled {v}.", dice=(v,),
                 key="dice-ev-solo-mgf", args={"label": sec.label, "v": v})
            lose(g, table[min(v, len(table)) - 1], why.INACTIVE_MGF)
            if v >= int(g.d.rule("mgf_special")):
                awards.inflict_specialist_loss(g, why.SPECIAL_DAMAGE)
    gs = g.s.german
    if gs.sniper == "rallied" and gs.sniper_turn < g.s.turn and gs.solo_moved != g.s.turn:
        g.emit("solo_sniper_fires", "The Allied Sniper fires: the German must lose a Specialist.",
             key="dice-ev-solo-sniper-fires")
        awards.inflict_specialist_loss(g, why.THE_SNIPER)
    check_end(g)


def check_end(g: Working) -> None:
    gs = g.s.german
    if g.s.outcome is not None:
        return
    if gs.soldiers <= 0 and not gs.specialists:
        reason = f"The German player falls on turn {g.s.turn}: no Soldier and no Specialist is left."
        g.s = g.s.model_copy(update={"outcome": {"winners": [], "reason": reason}, "phase": 7})
        g.emit("game_over", reason, key="dice-ev-game-over", args={"reason": said("dice-end-german-falls", {"turn": g.s.turn})})
        return
    u = unit(g)
    done = final_bunker(g, u.sector) and u.marker >= stay_limit(g)
    if done or (u.marker >= stay_limit(g) and choose_move(g) is None):
        reason = f"The German player holds on turn {g.s.turn}: the Allied attack on the Bunker is spent."
        g.s = g.s.model_copy(update={"outcome": {"winners": [GERMAN], "reason": reason}, "phase": 7})
        g.emit("game_over", reason, key="dice-ev-game-over", args={"reason": said("dice-end-german-holds", {"turn": g.s.turn})})


# -- the changed cards ---------------------------------------------------------------------


def sniper_badge(g: Working) -> None:
    if g.s.german.sniper != "dead":
        awards.put(g, sniper="dead")
        g.emit("solo_sniper_dead", "The Allied Sniper is dead.", key="dice-ev-solo-sniper-dead")


def scharfschutze_used(g: Working) -> None:
    gs = g.s.german
    n = gs.sniper_hunt + 1
    awards.put(g, sniper_hunt=n)
    if n >= SNIPER_HUNT and gs.sniper != "dead":
        g.emit("solo_sniper_found", "The Scharfschütze found the hidden Sniper and is sacrificed to get rid of him.",
             key="dice-ev-solo-sniper-found")
        awards.german_loses_specialist(g, "scharfschutze", why.SACRIFICED)
        awards.put(g, sniper_hunt=0)
        sniper_badge(g)


def roll_pool(g: Working) -> None:
    values = g.roll(6)
    awards.put(g, pool=tuple(Die(colour=COLOUR_OF_DIE[i], face=FACE_OF_VALUE[v]) for i, v in enumerate(values)))
    g.emit("solo_pool", "The German rolls 6 dice into their trade pool.", dice=values, key="dice-ev-solo-pool")


def take_from_pool(g: Working, picks: tuple[int, ...], n: int, text: str) -> None:
    gs = g.s.german
    if not gs.pool:
        roll_pool(g)
        gs = g.s.german
    if len(picks) != min(n, len(gs.pool)) or any(not 1 <= i <= len(gs.pool) for i in picks):
        raise refuse(text, f"name {count(n, 'die', 'dice')} of your trade pool (1 to {len(gs.pool)}), e.g. d1.", RULE,
                     key="dice-no-name-trade-pool-dice", args={"n": n, "count": len(gs.pool)})
    taken = tuple(gs.pool[i - 1].model_copy(update={"added": True}) for i in picks)
    rest = tuple(d for i, d in enumerate(gs.pool, 1) if i not in picks)
    awards.put(g, pool=rest, dice=gs.dice + taken)
    g.emit("solo_pool_taken", f"The German takes {g.counted(len(taken), 'die', 'dice', was='die/dice')} from their trade "
         "pool into their Final Tally.", key="dice-ev-solo-pool-taken", args={"count": len(taken)})
    if not rest:
        roll_pool(g)


def clasp(g: Working) -> None:
    values = g.roll(6)
    alt = tuple(Die(colour=COLOUR_OF_DIE[i], face=FACE_OF_VALUE[v]) for i, v in enumerate(values))
    gs = g.s.german
    awards.put(g, clasp=alt, pending=gs.pending + (TallyChoice(),))
    g.emit("solo_clasp", "Close Combat Clasp: a second Final Tally is rolled; the German keeps one of the two.",
         dice=values, key="dice-ev-solo-clasp")


def clasp_pick(g: Working, what: str, text: str) -> None:
    gs = g.s.german
    if what not in ("original", "new"):
        raise refuse(text, "keep your 'original' Final Tally or the 'new' one ('pick new').", RULE,
                     key="dice-no-keep-your-original-final-tally")
    pending = tuple(p for p in gs.pending if not isinstance(p, TallyChoice))
    awards.put(g, dice=gs.clasp if what == "new" else gs.dice, clasp=(), pending=pending,
               flags=gs.flags.model_copy(update={"cancels": 0}) if what == "new" else gs.flags)
    g.emit("solo_clasp_kept", f"The German keeps their {what} Final Tally.",
         key="dice-ev-solo-clasp-kept", args={"what": what})
