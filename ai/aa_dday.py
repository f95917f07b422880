"""The A&A D-Day computer player (issue #26): either side, two or three players.

**What a seat may not know.** A&A D-Day has no hands and no face-down cards: the board, the charts, the cards
left in the order deck, the standing orders and a three-player proposal are public (``view.build_view`` shows
them all), the fortune cards are a die each and the tactics cards come up in a fixed order. The only hidden
part is the dice: the seed (so every die still to come) and a scripted run of forced results. :meth:`known`
replaces both (seed :data:`KNOWN_SEED`, no script) and keeps the public count of dice already rolled.

**How it plays.** Each call returns one action. Moves, landings (order cards 08, 10, 12) are chosen by a
lookahead over the seat's own phase: every legal step the engine lists, "the whole stack of a zone" steps built
from them, and attacks pooled from several zones (:func:`pooled_attacks`: the stacks that can reach a zone,
strongest first, as TripleA's computer gathers attackers until a fight is worth it; for the Allies also
:func:`strongest_attacks`: tanks, then artillery, then infantry from every zone in reach up to the zone's limit,
and the same without the infantry; the first step of the best plan is played, and the next call plans again from
there) are applied to the known state and scored with
:func:`ai.aa_eval.evaluate` (material and battles by their outcome distributions, the three cities one
adversarial step deep, progress to the city still missing, for the Allies to the city each stack is assigned
to by :mod:`ai.aa_assign`, strafing the Axis has walked into); the best is
played, or ``done`` when none improves the position. Each side reads the position with its own weights
(:data:`ai.aa_eval.WEIGHTS`). No step takes units back along a way others took in the same phase
(:func:`undoes`), nor fills a zone past its limit (:func:`overfills`: the rules allow that only if units then move
out again, and every way out was an undoing move). Fighters (03) patrol where German units will move or arrive as
reinforcements, away from German artillery, each one more in a zone counted for the units it alone would destroy; a
city where the Allies already fight, or are about to attack, draws the German reserve next door in, so they patrol
it (issue #51); bombers (05) strike the most valuable targets near the front. Tactics cards that remove enemy units
or add dice are used as soon as the rules offer them (:data:`USE_TACTICS`). Every other decision (hits, fortune and
tactics choices, three-player confirmations) takes the prompt's default, which is the seat's standing order. The
search never rolls a die: it is deterministic for a given knowledge and takes tens of milliseconds
(``bench/ai_aa.py`` measures it).

**How strong it is** (``python -m bench.ai_aa``, reporting seeds 8000-8099, issue #51): as the Allies 100 of 100
against the fixed-rule Axis of ``ai/aa_baseline.py`` (98 before the Allied stacks were assigned to the city each
needs, :mod:`ai.aa_assign`; 94 before the fighters patrolled the contested city), as the Axis 100 of 100 against
the fixed-rule Allies; against itself (the mirror match) its Allies win 28 of 100 (22 before the assignment, 13
before the fighters' change) and hold St. Lô at a turn's end in 68 (62 and 42 before; the issue asks 35% and half).
Read move by move, the mirror
Allies still lose on time: the Axis keeps a full stack of eight in St. Lô and refills it from the reserve and the
reinforcements next door, the zone's limit of eight caps an Allied attack hitting on 1-3 against a defence on 2-3,
Cherbourg falls late (turn 6-7) and the U.S. army that took it then walks four or five turns to St. Lô; a German
reserve under patrolling fighters mostly stays where it is rather than be strafed on the way out. Read on 200 tuning
games (issue #51): of 118 lost, 26 took the last city on turn 10, a turn too late, 6 lost all three a turn after
holding them, and 56 held two through the last turns, nearly always Cherbourg and Caen without St. Lô: Allied tanks
next to it are locked in fights with the small German stacks around it (units may not leave a zone that holds enemy
units), so the force that could take it cannot reach it. Playing to the clock did not change that (see
:data:`ai.aa_eval.ALLIED_WEIGHTS`).

Nor did holding the Allied attacks back until they make one strong wave (issue #51, branch ``aa2``, December 2026;
the mirror on tuning seeds 5000-5199, where these Allies win 88 of 200; 157 of 400 on 5000-5399 with St. Lô held in
296, measured again). Five tuning games lost without St. Lô ever held at a turn's end (5111, 5112, 5113, 5116, 5121)
read alike: the Allies fed St. Lô and the zones around it a few units a turn (eight infantry against five artillery
and two infantry, one tank to join three Allied units against seven Germans, two or three units topping up a losing
fight) while the Germans refilled it from zone 34 and the reserve next door; in two of them the Germans left St. Lô
empty for three or four turns and the only Allied stack next to it was locked in a fight in zone 21. So a step was
refused when, on the Allied move, it left Allied land units in a German-held zone whose attack round is expected to
destroy fewer German units than some ratio of the Allied units it costs (every hit past a side's last unit wasted; a
pooled plan judged on its whole wave). Into any of the three cities at an even trade: 45 of 200, St. Lô held in 144
(the British infantry then waited in front of Caen's four artillery and four tanks instead of wearing them down);
into St. Lô alone: 74, St. Lô in 133; into St. Lô alone, refusing only waves under half an even trade: 88, St. Lô in
149, as many wins as without it; into St. Lô and the zones next to it: 61, St. Lô in 126; moves carrying tanks into
the zones next to St. Lô (the fights that lock them): 86, St. Lô in 150. The small attacks are how the Allies wear
the German stacks down: refusing them gives the Germans time rather than the Allies a wave. Nor did the opposite,
the Allies reading German losses in St. Lô's fight at 1.6 times their worth (elsewhere 1.3,
:attr:`ai.aa_eval.Weights.trade`): 80 of 200, St. Lô in 148.

**Topping up a fight** (issue #51, December 2026). On seed 5101, turn 6, the Allies moved three artillery and an
infantry into St. Lô, where four of theirs fought five German artillery beside eight Germans in zone 34: the move
raised the score only through the round's swing (0.58 to 2.84 at the Allies' trade of 1.3; one Allied round, the
German one and the refill from next door not counted), St. Lô's prospect staying at 0.21. The turn cost them four
units, the Germans six. Tried and dropped, on the mirror's tuning seeds 5000-5199 (the main branch: 88 Allied wins
of 200, St. Lô held in 149): refusing a move that adds Allied land units to a city holding Germans when the force
there then clears it within four rounds (the Allied and German rounds alternating, casualties cheapest first) with
less than a floor's chance. Every entry, the defenders alone, floor 0.5: 41 wins (St. Lô 132); the reserve next
door joining after the first round, floor 0.25: 14 (62). A fight already joined only: with the reserve, floor 0.25:
36 (108), floor 0.05 (the top-up above read 0.035): 54 (129); without it, floor 0.1: 83 (146). Every floor lost
games, the narrower the fewer: the fed fights look to be how the cities fall, wearing the German reserve down,
while an army waiting next door gives the Axis turns.

**When the cities fall** (issue #51, read on the 400 tuning mirror games, 5000-5399, December 2026: 157 won, 243
lost). The turn each city is first held at a turn's end, median: in the games won Cherbourg 7, St. Lô 8, Caen 6; in
the games lost Cherbourg 7 (never in 16), St. Lô 9 (never in 104), Caen 7 (never in 69). The games won first held all
three on turn 6 (8), 7 (19), 8 (46) or 9 (84); of the 243 lost, 74 first held all three on turn 10, a turn too late,
and 9 held them on turns 7-9 and lost one the turn after (a garrison of one or two units and a few Germans left next
door). In 51 of those 74, St. Lô was the only city missing when turn 9 ended, and in 47 of them the Allies stood in it
(four to eight units against one to four Germans): the fight there lasts several turns because the reserve next door
refills it on every Axis move, so the city is taken but not cleared by the end of turn 9. The tempo variants tried
against it (the needs of :mod:`ai.aa_assign` read with the German reinforcements, a lower cap on a city's need where
little can refill it, :data:`DONE_MARGIN`, :attr:`ai.aa_eval.Weights.secure` and ``urgency``) all won fewer games;
their figures are with each of them.

**Where St. Lô's refills come from, and more levers tried** (issue #51, December 2026, the mirror on tuning seeds
5000-5199, where these Allies win 88 of 200 and hold St. Lô at a turn's end in 149; St. Lô's figure in brackets). Of
the 1,178 German units that moved into St. Lô from turn 6 on in the 112 games lost, 508 came from zone 34 (an entry
zone of the Rennes-Chartres reinforcements) and 498 from zone 25 (refilled from zone 32, the other one); from the
north, zone 34 is reached only through St. Lô or zone 35. None of these won more:

- plans that lock that reserve: the strongest attack into a German zone next to a missing city joined to the
  strongest attack on the city (both orders, each move cut to the units left): 84 (147); from turn 7 only: 87 (150);
- St. Lô before Cherbourg (Cherbourg no goal while St. Lô is missing) up to turn 3: 85 (163); turn 5: 45 (179);
  turn 6: 13 (182): St. Lô is held more often and Cherbourg falls too late;
- the computer placing the Allied reinforcements in the box nearest a missing city, instead of the standing order's
  ``fill``: both nations 64 (167), the U.S. alone 69 (173), the British alone 77 (147), the U.S. at Utah while
  Cherbourg is missing and then nearest 77 (146);
- the bombers' gain 1.6 times in zones at or next to a missing city: 79 (151); 2.5 times from turn 6: 88 (152);
- the evaluation seeking variance, as an underdog might (:attr:`ai.aa_eval.Weights.bad_rolls` -0.25 and -0.5):
  71 and 76 (150); the later chance at 0.6: 85 (155), and 68 on 5200-5399 where 69; at 0.3: 76 (142);
- :mod:`ai.aa_assign`'s needs: ``NEED_RESERVE`` 1.0 and 0.5: 83 (153) and 86 (138); ``NEED_DEFENDER`` 1.5 and 2.5:
  79 (147) and 84 (144); ``NEED_BASE`` 3.0: 89 (151), and 67 on 5200-5399 where 69; 1.0: 79 (142);
- the cities' weights after the assignment (:attr:`ai.aa_eval.Weights.all_cities` 12 and 6: 81 (149) and 86 (147);
  :attr:`ai.aa_eval.Weights.city` 4 and 2: 88 (151) and 76 (143)).

**Why not OpenSpiel's MCTS here** (measured with the engine wrapped as a ``pyspiel.Game``: legal actions = the
listed options, this evaluator at the leaves, issue #26). A step offers 8 to 170 options and a phase is 10 to 30
steps long, and the other side answers only after it: 1,000 simulations (1.1-1.7 s on the shared 2-core machine)
reach two or three steps of the mover's own phase and never the reply. The dice are rolled inside
``engine.apply`` with the known state's stand-in seed, so a tree over it plans against one made-up dice
sequence. Head to head against the same Axis on two seeds, MCTS Allies at 300 simulations (p95 1.8-2.3 s per
step) held 2 and 3 cities (summed over the ends of turns 6-9) where this lookahead held 6 and 4, at 15-40 ms a step.
"""

from __future__ import annotations

import random
from typing import Any

import ai.aa_eval as aa_eval
from ai.aa_eval import BEACH_ZONE, CITIES, DIST, VALUE, ZONES, evaluate, goals
from rules.aa_dday.actions import Land, Move
from rules.aa_dday.board import ATTACK, BOARD
from rules.aa_dday.engine import ENGINE
from rules.aa_dday.state import allied_land, axis_stack, stack_count
from rules.core.dice import Dice
from rules.core.errors import RuleError

KNOWN_SEED = 0
"""The seed every known state carries: it depends on nothing the seat cannot see."""
DONE_MARGIN = {"axis": 0.04, "allies": 0.04}
"""A step must improve the side's score by more than this to be played (otherwise the seat says ``done``, which ends
the seat's whole phase). For the Allies, tried on the mirror match (issue #51, tuning seeds, December 2026; the main
branch's figures on the same seeds in brackets): no margin at all, 52 wins of 134 on 5000-5133 (57), St. Lô held at a
turn's end in 96 (103); a margin of 0.10, 86 of 200 on 5000-5199 (88), only two games changed, St. Lô in 147 (149).
So a stack that stands still is not what makes the Allies late."""
STRAFE_HIT = 1.0 / 6.0
FIGHTER_WORTH = VALUE["uk:fighter"]
BOMBER_WORTH = VALUE["uk:bomber"]
REINFORCEMENTS_PER_CHART = 7
LIMIT = BOARD.limit
CONTESTED_PULL = 0.8
"""The share of the German land units next door expected to move into a city where Allied land units stand (the
counter-attack; elsewhere 0.12 of those next door): the fighters patrolling that city strafe them as they enter
(issue #51, tuned on the mirror match). At 1.2, so that more fighters stay over the St. Lô fight the reserve keeps
refilling: 68 wins of 200 on the tuning seeds 5000-5199 where 0.8 wins 88, St. Lô held at a turn's end in 136 where
149 (December 2026): the fighters drawn there are missing elsewhere. At 0.55: 79 of 200 on 5000-5199 and 65 on
5200-5399, so 144 of 400 where 0.8 wins 88 + 69 = 157, St. Lô in 287 where 296."""
ATTACKED_PULL = 0.3
"""The same for a German-held city with Allied land units next door (they are about to attack it, the German
reserve to refill it). At 0.5: 78 wins of 200 on 5000-5199 where 0.3 wins 88, St. Lô in 144 where 149; at 0.15: 26
of 118 on 5000-5117 where 47 (stopped there), St. Lô in 74 where 89 (December 2026)."""
STRONGEST = frozenset({"allies"})
"""The sides whose computer also plans :func:`strongest_attacks` (the Axis did not need them against the simple
Allies)."""
USE_TACTICS = frozenset({1, 2, 4, 5, 6, 8, 10, 11, 12, 13, 16})
"""Tactics cards played as soon as they can change something (the rules ask only then): each removes enemy
units, adds dice or saves units. The others (03, 07, 09, 14, 15: shielding a fighter, flooding a zone,
rearranging boxes, moving fighters, a convoy) need a plan the computer does not make, so it passes them."""


class AAComputer:
    """The computer seat of ``aa-dday`` (any seat: ``axis``, ``allies``, ``uk``, ``us``)."""

    game = "aa-dday"

    def known(self, state: Any, seat: str) -> Any:
        """``state`` with the dice replaced: the stand-in seed, no script, the public count of dice rolled."""
        return state.model_copy(update={"dice": Dice(seed=KNOWN_SEED, counter=state.dice.counter)})

    def decide(self, known: Any, seat: str, rng: random.Random) -> str:
        """One step for ``seat`` (see the module docs); it rolls no dice, so ``rng`` is not needed."""
        prompts = [p for p in ENGINE.prompts(known) if p.seat == seat]
        if not prompts:
            raise ValueError(f"{seat} has nothing to decide now")
        choices = [c.value for c in ENGINE.options(known, seat, "")]
        default = prompts[0].default
        if not choices:
            if default is None:
                raise ValueError(f"{seat} has no legal action listed")
            return default
        p = known.pending
        kind = p.kind if p is not None else None
        if p is not None and p.joint is not None:
            return default if default is not None else choices[0]
        if kind in ("move", "land"):
            return greedy_step(known, seat, choices)
        if kind == "patrol":
            return patrol_step(known, choices)
        if kind == "bomb":
            return bomb_step(known, choices)
        if kind == "tactic" and "tactic use" in choices:
            return "tactic use" if known.card in USE_TACTICS else "tactic pass"
        return default if default is not None and _legal(known, seat, default) else choices[0]


def _legal(w: Any, seat: str, text: str) -> bool:
    try:
        ENGINE.apply(w, seat, ENGINE.parse_action(text))
    except RuleError:
        return False
    return True


def _sign(seat: str) -> float:
    return -1.0 if seat == "axis" else 1.0


def _items_text(items: dict[tuple[str | None, str], int]) -> str:
    parts = []
    for (nation, typ), n in items.items():
        parts.append(f"{n} {typ}" if nation in (None, "de") else f"{n} {nation} {typ}")
    return ", ".join(parts)


def whole_stack_moves(choices: list[str]) -> list[str]:
    """Moves of several unit types at once (the largest group of each type listed for the same step)."""
    groups: dict[tuple[str, str], dict[tuple[str | None, str], int]] = {}
    for text in choices:
        if not text.startswith("move "):
            continue
        a = ENGINE.parse_action(text)
        if not isinstance(a, Move) or a.via is not None or not a.units:
            continue
        g = groups.setdefault((a.frm, a.to), {})
        for it in a.units:
            key = (it.nation, it.type)
            g[key] = max(g.get(key, 0), it.n)
    return [f"move {_items_text(items)} from {frm} to {to}" for (frm, to), items in groups.items() if len(items) > 1]


class Sketch:
    """The parts of a state :func:`evaluate` reads, after one move or landing done by hand (no rules run)."""

    __slots__ = ("airfield", "card", "pending", "turn", "units")

    def __init__(self, w: Any, units: dict[str, dict[str, int]], pending: Any) -> None:
        self.units, self.pending = units, pending
        self.airfield, self.card, self.turn = w.airfield, w.card, w.turn


def sketch(w: Any, text: str) -> Sketch | None:
    """``w`` after the move or landing ``text``, by moving the counters only (``None``: not a step it can draw).

    It scores a candidate in a fraction of ``engine.apply``'s time; the step finally played is checked by the
    engine itself.
    """
    a = ENGINE.parse_action(text)
    if isinstance(a, Move):
        frm, to, path = a.frm, a.to, [a.frm] + ([a.via] if a.via else []) + [a.to]
    elif isinstance(a, Land):
        frm, to, path = a.frm, a.to or BEACH_ZONE.get(a.frm, ""), []
    else:
        return None
    have = w.units.get(frm)
    if not have or not to:
        return None
    if a.units is None:
        moving = {k: n for k, n in have.items() if k[3:] in ("inf", "art", "tank")}
    else:
        moving = {}
        for it in a.units:
            keys = [f"{it.nation}:{it.type}"] if it.nation else [f"{n}:{it.type}" for n in ("de", "uk", "us")]
            key = next((k for k in keys if have.get(k, 0) >= it.n), None)
            if key is None:
                return None
            moving[key] = moving.get(key, 0) + it.n
    units = dict(w.units)
    src = dict(have)
    dst = dict(units.get(to) or {})
    for k, n in moving.items():
        if src.get(k, 0) < n:
            return None
        src[k] -= n
        if not src[k]:
            del src[k]
        dst[k] = dst.get(k, 0) + n
    if src:
        units[frm] = src
    else:
        units.pop(frm, None)
    units[to] = dst
    pending = w.pending
    if path and pending is not None and pending.kind == "move" and pending.side == "axis":
        pending = pending.evolve(paths=pending.paths + tuple(f"{k}|{n}|{','.join(path)}" for k, n in moving.items()))
    return Sketch(w, units, pending)


def undoes(w: Any, text: str) -> bool:
    """Whether the move ``text`` takes units back along a way other units of the mover took this phase (from where
    they arrived to where they came from): such a pair of moves only shuffles units about."""
    p = w.pending
    if p is None or p.kind != "move" or not text.startswith("move "):
        return False
    a = ENGINE.parse_action(text)
    if not isinstance(a, Move):
        return False
    for path in p.paths:
        route = path.split("|")[2].split(",")
        if route[0] == a.to and route[-1] == a.frm:
            return True
    return False


def _strength(text: str) -> tuple[float, int]:
    a = ENGINE.parse_action(text)
    assert isinstance(a, Move) and a.units
    return sum(it.n * (1 + ATTACK[it.type]) for it in a.units), sum(it.n for it in a.units)


def pooled_attacks(w: Any, seat: str, moves: list[str]) -> list[list[str]]:
    """Attacks pooled from several zones (issue #51, as TripleA's computer gathers them): for every zone the mover
    can enter from two zones or more, the whole stacks that can reach it, strongest first, added one zone at a time
    while they fit the zone's limit of :data:`LIMIT` units; each prefix of two stacks or more is one plan."""
    by_target: dict[str, list[tuple[float, int, str]]] = {}
    origin: dict[str, str] = {}
    for text in moves:
        a = ENGINE.parse_action(text)
        if not isinstance(a, Move) or a.via is not None or not a.units:
            continue
        strength, n = _strength(text)
        by_target.setdefault(a.to, []).append((strength, n, text))
        origin[text] = a.frm
    side = "axis" if seat == "axis" else "allies"
    plans = []
    for to, stacks in by_target.items():
        best: dict[str, tuple[float, int, str]] = {}
        for st in stacks:
            frm = origin[st[2]]
            if frm not in best or st[:2] > best[frm][:2]:
                best[frm] = st
        if len(best) < 2:
            continue
        room = LIMIT - (axis_stack(w.units.get(to) or {}) if side == "axis" else allied_land(w.units.get(to) or {}))
        plan: list[str] = []
        for _, n, text in sorted(best.values(), reverse=True):
            if n > room:
                continue
            room -= n
            plan.append(text)
            if len(plan) >= 2:
                plans.append(list(plan))
    return plans


def strongest_attacks(w: Any, seat: str, moves: list[str]) -> list[list[str]]:
    """The strongest force the mover can bring into each enemy-held zone this phase (issue #51): units picked by
    their attack (tanks, then artillery, then infantry) from every zone that can reach it, tanks from two zones
    away too, up to the zone's limit, rather than whole stacks (a stack of infantry filling the zone kept tanks
    out). Two plans a zone: every unit that fits, and the tanks and artillery alone (the infantry kept back as the
    reserve that answers the counter-attack). Each plan is one move per zone the units come from."""
    side = "axis" if seat == "axis" else "allies"
    reach: dict[str, dict[tuple[str, str | None, str], tuple[int, str | None]]] = {}
    for text in moves:
        a = ENGINE.parse_action(text)
        if not isinstance(a, Move) or not a.units:
            continue
        there = w.units.get(a.to) or {}
        if not any((k[:2] == "de") != (side == "axis") and k[3:] in ("inf", "art", "tank", "bh") for k in there):
            continue
        got = reach.setdefault(a.to, {})
        for it in a.units:
            key = (a.frm, it.nation, it.type)
            old = got.get(key)
            if old is None or (old[1] is not None and a.via is None) or (old[1] == a.via and it.n > old[0]):
                got[key] = (it.n, a.via)
    plans = []
    for to, got in reach.items():
        there = w.units.get(to) or {}
        room = LIMIT - (axis_stack(there) if side == "axis" else allied_land(there))
        order = sorted(got.items(), key=lambda kv: (-ATTACK[kv[0][2]], kv[0][0]))
        for kinds in (("tank", "art", "inf"), ("tank", "art")):
            left = room
            picked: dict[tuple[str, str | None], dict[tuple[str | None, str], int]] = {}
            for (frm, nation, typ), (n, via) in order:
                if typ not in kinds or left <= 0:
                    continue
                take = min(n, left)
                left -= take
                picked.setdefault((frm, via), {})[(nation, typ)] = take
            if len(picked) < 2 and sum(sum(v.values()) for v in picked.values()) < 2:
                continue
            plan = [f"move {_items_text(items)} from {frm}{f' via {via}' if via else ''} to {to}"
                    for (frm, via), items in sorted(picked.items(), key=lambda kv: -sum(kv[1].values()))]
            plans.append(plan)
    return plans


def _sketch_all(w: Any, texts: list[str]) -> Sketch | None:
    out: Any = w
    for text in texts:
        out = sketch(out, text)
        if out is None:
            return None
    return out


def overfills(w: Any, side: str, text: str, after: Sketch) -> bool:
    """Whether the move ``text`` leaves more than :data:`LIMIT` of ``side``'s land units where it ends, more than
    were there: the rules let a move phase pass through such a stack, but only to move units out again, which
    undoes a move of the same phase (issue #51: the refused moves the fallback used to play)."""
    if not text.startswith("move "):
        return False
    a = ENGINE.parse_action(text)
    if not isinstance(a, Move):
        return False
    n = stack_count(after.units.get(a.to) or {}, side)
    return n > LIMIT and n > stack_count(w.units.get(a.to) or {}, side)


def greedy_step(w: Any, seat: str, choices: list[str]) -> str:
    """The listed step (or whole-stack move, or first step of a pooled attack) that most improves the seat's
    score; ``done`` when none does. No step undoes one of the same phase (:func:`undoes`) or overfills a zone
    (:func:`overfills`).

    Candidates are scored on sketches, best first; the first the engine accepts is played. ``done`` is played
    when no candidate beats the position as it stands (and the engine accepts it then). When the engine refuses
    every one (a zone must be emptied), the first legal listed step that undoes nothing is played.
    """
    sign = _sign(seat)
    side = "axis" if seat == "axis" else "allies"
    weights = aa_eval.WEIGHTS[side]
    missing = goals(w, weights)
    wants = aa_eval.needs(w, missing, weights)
    stay = sign * evaluate(w, missing, weights, wants) + DONE_MARGIN[side]
    scored = []
    singles = [t for t in choices + whole_stack_moves(choices) if t != "done" and not undoes(w, t)]
    for i, text in enumerate(singles):
        after = sketch(w, text)
        if after is not None and not overfills(w, side, text, after):
            scored.append((-sign * evaluate(after, missing, weights, wants), i, text))
    if w.pending is not None and w.pending.kind == "move":
        plans = pooled_attacks(w, seat, singles) + (strongest_attacks(w, seat, singles) if side in STRONGEST else [])
        for j, plan in enumerate(plans):
            after = _sketch_all(w, plan)
            if after is not None:
                scored.append((-sign * evaluate(after, missing, weights, wants), len(singles) + j, plan[0]))
    scored.sort()
    done_tried = "done" not in choices
    for neg, _, text in scored:
        if -neg <= stay and not done_tried:
            done_tried = True
            if _legal(w, seat, "done"):
                return "done"
        if _legal(w, seat, text):
            return text
    if not done_tried and _legal(w, seat, "done"):
        return "done"
    return next((t for t in choices if not undoes(w, t) and _legal(w, seat, t)), choices[0])


# -- fighters and bombers --------------------------------------------------------------------------


def _axis_arrivals(w: Any) -> dict[str, float]:
    """Where the German reinforcements of this turn are expected (standing order ``fill``: board order)."""
    out: dict[str, float] = {}
    room = {z: 8 - sum(n for k, n in w.units.get(z, {}).items() if k in ("de:inf", "de:art", "de:tank"))
            for z in ZONES}
    for chart in BOARD.axis_charts:
        left = BOARD.chart_len[chart] - w.charts.get(chart, 0)
        want = float(min(REINFORCEMENTS_PER_CHART, left))
        for z in BOARD.entry[chart]:
            if want <= 0:
                break
            put = min(want, float(max(room[z], 0)))
            if put > 0:
                out[z] = out.get(z, 0.0) + put
                room[z] -= int(put)
                want -= put
    return out


def _movers(w: Any, zone: str, arrivals: dict[str, float]) -> float:
    """German land units likely to move into, out of or through ``zone`` this turn (a rough count)."""
    units = w.units
    u = units.get(zone) or {}
    allied_here = any(u.get(k) for k in ("uk:inf", "uk:art", "uk:tank", "us:inf", "us:art", "us:tank"))
    n = 0.0
    if not allied_here:
        n += 0.5 * sum(u.get(k, 0) for k in ("de:inf", "de:art", "de:tank"))
    pull = 0.12
    if zone in CITIES:
        if allied_here:
            pull = CONTESTED_PULL
        elif any(allied_land(units.get(z) or {}) for z in BOARD.adj[zone]):
            pull = ATTACKED_PULL
    for z in BOARD.adj[zone]:
        v = units.get(z) or {}
        n += pull * sum(v.get(k, 0) for k in ("de:inf", "de:art", "de:tank"))
    if zone in CITIES or any(c in BOARD.adj_set[zone] for c in CITIES):
        n *= 1.3
    return n + arrivals.get(zone, 0.0)


def patrol_step(w: Any, choices: list[str]) -> str:
    arrivals = _axis_arrivals(w)
    best, best_gain = "done", 0.05
    for text in choices:
        if not text.startswith("patrol 1 "):
            continue
        zone = text.rsplit(" ", 1)[1]
        u = w.units.get(zone) or {}
        here = u.get("uk:fighter", 0) + u.get("us:fighter", 0)
        art = u.get("de:art", 0)
        # a unit strafed by f fighters survives with (5/6)^f: each fighter more adds less than the one before
        strafed = STRAFE_HIT * (1.0 - STRAFE_HIT) ** here
        gain = _movers(w, zone, arrivals) * strafed * 1.2 - FIGHTER_WORTH * (art / 6.0) / (here + 1)
        if gain > best_gain:
            best, best_gain = text, gain
    return best


def bomb_step(w: Any, choices: list[str]) -> str:
    best, best_gain = "done", 0.1
    allied_zones = {z for z, u in w.units.items() if z in ZONES and any(k[:2] != "de" and k[3:] in ("inf", "art", "tank") for k in u)}
    for text in choices:
        if not text.startswith("bomb "):
            continue
        zone = text.rsplit(" ", 1)[1]
        u = w.units.get(zone) or {}
        here = u.get("uk:bomber", 0) + u.get("us:bomber", 0)
        targets = [VALUE[k] for k in ("de:tank", "de:art", "de:bh", "de:inf") if u.get(k, 0) > here]
        if not targets:
            continue
        near = zone in CITIES or any(DIST[zone].get(z, 9) <= 1 for z in allied_zones)
        gain = 0.5 * max(targets) * (1.6 if near else 1.0) - BOMBER_WORTH * (u.get("de:art", 0) / 6.0) / (here + 1)
        if gain > best_gain:
            best, best_gain = text, gain
    return best

