"""The D-Day Dice computer player (issue #26): a Unit (solo, co-op, Overlord) or the German player (Atlantikwall).

Knowledge (:meth:`DiceComputer.known`): the state with every part the seat may not see replaced by values fixed by
what it sees (:mod:`ai.dday_dice_known`): the dice seed and any scripted dice, the other Units' face-down Medals
(dealt again, in a fixed way, from the Medals nobody has shown), the German's Awards in hand and the order of
every deck.

Play (:meth:`DiceComputer.decide`): flat Monte Carlo over determinized dice. The candidates are the seat's legal
options (all of them when few, else the simple policy's pick, the ways to stop, and a fixed-size sample of the
rest). Each candidate is played out from the same sampled dice seeds (common random numbers, so the comparison
is not drowned by luck), every seat then playing the simple policies of :mod:`rules.dday_dice.policy` and
:mod:`rules.dday_dice.german_policy`: a Unit to the end of the game (they are short), the German a few turns,
an Overlord Unit two turns, after which a heuristic scores the position (:func:`ai.dday_dice_eval.value`). The
best mean wins; ties keep the policy's pick.

Searched: a Unit's Phase 2 (bonuses), 4 (rally, find, use) and 5 (stay or move on: the decision that wins or
loses most games, so it gets the most playouts); the German's Phases 2 and 4. Phase 1 rerolls are left to the
policy: searching them was measured to add nothing for the cost (16 options, luck-dominated). A decision with
one option, or one the rules settle (an owed loss, a pending German card), is not searched. The number of playouts
is fixed (the same knowledge gives the same action, on any host), with a CPU-time ceiling as a safety net.

Overlord is a race between Teams for Performance Points, not the co-operative game: a computer Unit never gives
anything to another Team's Unit (:func:`gift_to_rival`), its playouts score Call for Help as leaving the race and a
fall as a setback (:mod:`ai.dday_dice_eval`); a fallen Unit Keeps Going while anyone else races, up to a limit that
ends a table of computers' Raids, and as the last Unit in the race unless staying out wins (:func:`gives_up`).
Before these (December 2026) the computer's Team won 0.255 of 100 Blitzkrieg games against the simple policy's: it
called for help as if in safety were home and handed its Soldiers to the other Team.

A Raid whose Bunker opens only after an errand elsewhere on the map (A-1: the Team's Flame-Thrower, found in a
corner of the neighbouring Column; C-2: a Colonel captured in another Column's second row, then the Password
given at the Team's Sentries) is run by :mod:`ai.dday_dice_errands` before any search, since neither the simple
policy nor two-turn playouts ever find it: the computer walks the cheapest road through each errand into its own
Team's Bunker (falling on purpose where an errand leaves it in a corner, to Keep Going from below), gives the order
on the spot, keeps the Stars or Item Points the errand costs, and comes back from a fall with the Stars its road's
Specialists cost. In every Overlord Raid it also drops a move that leaves no road into its own Bunker (the simple
policy counts any Bunker, and walks into the dead end below another Team's) and, with no road left, goes where it
falls soonest. Measured (December 2026, seeds 3000-3007, one computer Unit against a simple one, sides in turn):
it took its Bunker in 8 of 8 games of A-1 and of C-2, where a simple Unit in its seat took it in 2 of the A-1
games (both as Baker, whose road is the easier) and none of C-2; a Blitzkrieg of either Raid between simple
players never ends. On the other Raids' first 6 games against the simple policy's Team it scored as before (B-1
1.00, B-2 0.50) or better (C-1 0.83 where 0.67, C-3 0.92 where 0.83, A-2 0.58 where 0.25); on the bench's 100 A-3 games,
0.64 against the simple policy's Team (0.62 before) and 1.00 against a random Team (0.965 before: 94 won, 5 drawn,
1 lost). The bench now plays every Blitzkrieg Raid in turn (100 games, :mod:`bench.ai_dice`, a Raid nobody can
finish scored as if every Unit still in it stayed out): 0.835 against the simple policy's Team, whose own Team
scores 0.455 in that seat, and 0.975 against a random Team (the simple policy's 0.895).

Tried against the simple policy's Team and not kept (December 2026, Blitzkrieg A-3, seeds 3000-3039, sides in turn;
these rules scored 0.725 on them): entering a Bunker only with the forces to survive its DEF as the Raid sets it
(Synchronized Fire's 15 more until the barrage; the simple policy leaves that out, so its Unit falls at the Bunker
again and again) and building up meanwhile, 0.61: a Unit that falls at the Bunker Keeps Going from the Sector below
it with 20 Soldiers and 14 Courage or Stars, about what waiting there would give, a turn sooner; waiting at the
Bunker's door for Soldiers while no rival is near its own, 0.59; following the simple policy's stays low on the map
to build up Soldiers, 0.575; counting Soldiers up to 30 (not 15) in a Unit's strength, 0.66; scoring a Unit that took
its Bunker by the Soldiers it kept, 0.70 (one game changed).
Also tried (December 2026): playing the simple policy's pick unless another candidate's mean playout score beats it
by 0.02, since two-turn playouts cannot see who gets into a Bunker first. While Teams race for one Bunker (B-2,
Tonga), 0.92 where the search alone scored 0.69 on seeds 3000-3023, but 0.58 as without it on seeds 3024-3047;
in every Raid (margin 0.01), A-3 fell to 0.51 from 0.775 on seeds 3000-3039. A three-turn horizon scored 0.44 on
those B-2 games.

Issue #51 (December 2026): the bench adjudicated 30 and 41 of 100 games per seat (seeds 3000-3099) because the
simple policy's Unit never finished A-1, A-2 or C-2: it fell at the same place for thousands of turns, under another
Team's Bunker (A-2) or under a Bunker it may not enter before an errand (A-1, C-2). The simple policy now climbs only
towards a Bunker its Team may take and stays out after a fall once its Raid is 60 turns old
(:func:`rules.dday_dice.policy.stays_out`), so between simple Teams every Raid ends by the rules (A-1 and C-2 in
60-66 turns, A-2 in 8-12, A-3 in 10-12 where it took 356-1,019, seeds 3000-3002; the dice digest is unchanged). The
computer keeps its own rule for staying out (:func:`unit_choose`, :func:`gives_up`), now with a limit of 80 turns
while a rival races (:data:`RAID_LIMIT`), so that a simple rival that cannot win leaves first. On tuning seeds
3000-3001 (both seats, A-1 to B-1) no game was adjudicated; B-2 on seeds 3000-3002 was won in 5 of 6 games, from
both seats (the loss: as Charlie it built up while the simple Unit rushed into the shared Bunker with 2 Soldiers).
Tried and not kept (issue #51, December 2026): once every rival Unit was in its Bunker, scoring a playout half by
the Raid's result if the computer's Unit entered its own now (the rules' Performance lines, less the Bunker's
expected Soldier cost) and half by progress, since a Unit second in was scored by its climb alone (tuning seed
3000, A-3 as Baker: the rival entered on turn 8 with 4 Soldiers and 11 Courage, ours, lower with 27 and 14, climbed
and gathered 16 more turns and drew 10-10, one line short). On the first 48 reporting games it scored 0.740 where
these rules score 0.760 on the same games (A-3 0.67 where 0.58, B-2 0.50 where 0.67, C-3 0.50 where 0.58).
Nor did the race itself (issue #51, December 2026): the first Team into its Bunker takes 7 PP (first Unit and first
Team) where the second takes 3, and a playout's score does not see a rival that got in first, so a playout in which
another Team took its Bunker before the computer's, with neither in at the decision, lost 30% of its score. Against
the simple policy's Team, every Blitzkrieg Raid, sides in turn, on tuning seeds 3028-3035: 49.5 of 64 where these
rules score 47.5 (four games up, B-1 3034 down); on 3020-3027: 44.5 where 47.0 (B-1 3023 and 3025, C-3 3022 down,
none up); 94 of 128 where 94.5 in all.

Nor did playing the computer's own seat, in its playouts, with the Bunker's DEF as the Raid sets it (issue #51,
December 2026): the simple policy walks into a Bunker when its forces beat the printed DEF, blind to Synchronized
Fire's 15 more in A-3, the Bunker Sentries' 24 in C-2 or an empty Flame-Thrower's 10 in A-1, so a playout that
stays beside A-3's C-B1 (26 DEF with the 15) falls there next turn, and one that climbs past it does not. Staying
instead of such a sure fall: on the 127 tuning games 3020-3035 (every Raid, against the simple policy's Team), 95 where
these rules score 94.5 (A-3 9.5 of 16 where 8.5, A-1 13.5 where 14.5, C-3 11 where 10.5; 95 games with as many
decisions as before). Not kept.

Nor did keeping every Medal (issue #51, December 2026): each one held unused at the end of a Raid is a Performance
Point for the Team (the Team's Recommended Medal three), and the simple policy, written for the co-operative game,
uses any that adds Soldiers, Courage, Stars or Item Points; so the computer's Unit, and its own seat in its
playouts, used none. On the 127 tuning games 3020-3035: 96.5 where these rules score 94.5 (five games up, two down,
98 with as many decisions as before); on the next 8 seeds (3036-3043, every Raid, both seats, 64 games) 52.5 as these
rules score, game for game. The keep line set before the screens (4 games up over both, and a gain on the second)
was not reached: not kept.

The Overlord search budget (issue #51, December 2026; :data:`PLAYOUTS`, :data:`MAX_CANDIDATES`, the co-op's): twice
the Phase 5 playouts (40) gave the same result in each of the first 10 tuning games (3000-3009, against the simple
policy's Team, sides in turn: 0.75) for a decision CPU p95 of 1.38 s where 0.67 (host at load 9 on 2 cores); twice
the playouts of every phase, the same results in the first 2 games for 2.3 times the CPU. Not kept: the budget is
the co-op one. What loses Raids is what two-turn playouts cannot see (:mod:`ai.dday_dice_errands` on A-2's
courier), not their noise.

The German's own moves (its default and its moves in its playouts) come from the rule layer of
:mod:`ai.dday_dice_german`, which plays for Soldiers; the Units' from the simple policy.

Measured (``python -m bench.ai_dice --games=100``, seeds 3000-3099, the baselines on the same games, December 2026,
one worker beside other jobs): co-op Units won 81 of 100 games where the simple policy's Units won 45 and random
Units none; the Atlantikwall German won 94 of 100 against a simple Unit where the simple German won 62 and a random
German 6. Decision p95 1.29 s (Units) and 0.61 s (German). Earlier, before the German's rule layer: the German won
24 of the first 32 of these games (the simple German 20). A racing variant (drop candidates clearly behind on the
shared seeds, 6 candidates, twice the seeds) won 21 of 24 and 25 of 32 on the same games: no measurable gain, for
German games half again as long, so it was reverted.
"""

from __future__ import annotations

import random
from typing import Any

from ai import dday_dice_errands as errands
from ai import dday_dice_german
from ai.budget import CpuCeiling
from ai.dday_dice_eval import value
from ai.dday_dice_known import known_state
from rules.dday_dice import policy
from rules.dday_dice.context import Working
from rules.dday_dice.engine import ENGINE
from rules.dday_dice.state import GERMAN, DDState

MAX_CANDIDATES = 4
"""Options compared at one decision (the policy's pick always among them)."""
PLAYOUTS = {1: 6, 2: 6, 4: 8, 5: 20}
"""Sampled dice seeds per candidate (the same seeds for every candidate), by phase: Phase 5 (stay or move on)
decides most games and gets the most."""
HORIZON = 12
"""Turns played out before the heuristic scores a game that has not ended (whole games are rarely longer)."""
GERMAN_HORIZON = 3
"""Turns the German plays out (his games run longer; the heuristic scores the Units' progress after them)."""
CAMPAIGN_HORIZON = 2
"""Turns played out in an Overlord game (a campaign is far too long to play to its end in a decision)."""
TIME_CAP = 8.0
"""CPU seconds (``time.process_time``): past this the decision stops sampling and picks from the playouts made.
A safety net for a pathological position only, logged when it fires (:mod:`ai.budget`); the playout counts are the
rule, so a decision is the same on an idle or a busy host (issue #51)."""
MAX_STEPS = 4000
RAID_LIMIT = 80
"""Overlord: while another Unit still races, a fallen Unit stays out once its Raid is this many turns old, so that
a table of computers ends its Raids (:func:`gives_up`). Later than the simple policy's
(:data:`rules.dday_dice.policy.STAY_OUT_AFTER`, 60): a simple rival that cannot win leaves first, and the computer,
then the last Unit in the race, takes its Bunker if it can (40 before issue #51, when the simple policy never left:
a Raid such as A-1, which the computer finishes late, was then drawn)."""
LAST_RACER_LIMIT = 150
"""Overlord: the last Unit in a Raid, fallen and behind, Keeps Going until the Raid is this many turns old, then
stays out (:func:`gives_up`): the bound on a Raid a computer cannot win."""
STOPS = ("done", "keep", "stay")
SEARCHED_PHASES = frozenset({2, 4, 5})
GERMAN_PHASES = frozenset({2, 4})


class DiceComputer:
    game = "dday-dice"

    def __init__(self, playouts: dict[int, int] | None = None, max_candidates: int = MAX_CANDIDATES, horizon: int = HORIZON,
                 time_cap: float = TIME_CAP, german_horizon: int = GERMAN_HORIZON,
                 german_phases: frozenset[int] = GERMAN_PHASES) -> None:
        self.playouts = dict(PLAYOUTS if playouts is None else playouts)
        self.max_candidates = max_candidates
        self.horizon = horizon
        self.time_cap = time_cap
        self.german_horizon = german_horizon
        self.german_phases = german_phases

    def known(self, state: DDState, seat: str) -> DDState:
        return known_state(state, seat)

    def decide(self, known: DDState, seat: str, rng: random.Random) -> str:
        options = [c.value for c in ENGINE.options(known, seat, "")]
        if "retreat none" in options and gives_up(known, seat):
            return "retreat none"
        base = player(seat)(ENGINE, known, seat)
        if known.campaign is not None:
            options = [o for o in options if not gift_to_rival(known, seat, o)]
            if base not in options:  # the simple policy picked a gift to another Team's Unit: pass instead
                base = "done" if "done" in options else options[0]
            if seat != GERMAN and not known.campaign.solo:
                settled, options, base = on_the_road(known, seat, options, base)
                if settled is not None:
                    return settled
        if len(options) <= 1 or not self._searched(known, seat):
            return base
        candidates = self._candidates(options, base, rng)
        if len(candidates) == 1:
            return candidates[0]
        seeds = [rng.getrandbits(62) for _ in range(self.playouts.get(known.phase, 0))]
        horizon = (CAMPAIGN_HORIZON if known.campaign is not None else self.german_horizon if seat == GERMAN
                   else self.horizon)
        totals = [0.0] * len(candidates)
        ceiling = CpuCeiling(self.time_cap, f"{self.game} {seat}")
        for seed in seeds:
            for i, text in enumerate(candidates):
                totals[i] += self._playout(known, seat, text, seed, horizon)
            if ceiling.reached():
                break
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def _searched(self, known: DDState, seat: str) -> bool:
        if seat == GERMAN:
            return known.phase in self.german_phases and not (known.german is not None and known.german.pending)
        if known.phase not in SEARCHED_PHASES:
            return False
        u = known.unit(seat)
        return not u.owed and u.status == "active"

    def _candidates(self, options: list[str], base: str, rng: random.Random) -> list[str]:
        out = [base]
        out += [o for o in options if o.split(" ", 1)[0] in STOPS and o not in out]
        rest = [o for o in options if o not in out]
        room = max(0, self.max_candidates - len(out))
        out += rest if len(rest) <= room else rng.sample(rest, room)
        return out

    def _playout(self, known: DDState, seat: str, text: str, seed: int, horizon: int) -> float:
        side = GERMAN if seat == GERMAN else "units"
        state = known.model_copy(update={"dice": known.dice.model_copy(update={"seed": seed, "script": ()})})
        state = ENGINE.apply(state, seat, ENGINE.parse_action(text)).state
        last = known.turn + horizon
        for _ in range(MAX_STEPS):
            if state.outcome is not None or state.turn > last:
                break
            asked = ENGINE.asked(state)
            if not asked:
                break
            who = min(a[0] for a in asked)
            move = ENGINE.parse_action(player(who)(ENGINE, state, who)) if who == seat else policy.pick(ENGINE, state, who)
            state = ENGINE.apply(state, who, move).state
        return value(state, side, seat)


def on_the_road(known: DDState, seat: str, options: list[str], base: str) -> tuple[str | None, list[str], str]:
    """Overlord, a Unit in a Raid between Teams (:mod:`ai.dday_dice_errands`): the step its Raid's errands or its
    road settle without a search, else ``None`` with the options left to search (no move that leaves no road into
    a Bunker it may take) and the default among them."""
    g = Working(known, ENGINE.data(known), ENGINE.campaign)
    u = known.unit(seat)
    settled = (errands.retreat(g, u, options, base) if u.status == "down" else errands.choose(g, u, options, base))
    if settled is not None or known.phase != 5 or u.status != "active":
        return settled, options, base
    corner = errands.cornered(g, u, options)
    if corner is not None:
        return corner, options, base
    options = errands.road_moves(g, u, options)
    if base not in options:  # the simple policy's move leads nowhere: the cheapest road's first step instead
        road = errands.route(g, u, errands.errands(g, u))
        base = f"move {road[0]}" if road and f"move {road[0]}" in options else options[0]
    return None, options, base


def gives_up(known: DDState, seat: str) -> bool:
    """Overlord, a fallen Unit: stay out of the Raid (``retreat none``) rather than Keep Going?

    While another Unit still races (active, or fallen and free to come back), it goes back: staying out gives up
    the Bunker's Performance Points and may cost its Team the eliminated Team's penalty, and a rival that never
    gives up (a person, or the simple policy) takes its Bunker in the end. It stays out only once the Raid is
    :data:`RAID_LIMIT` turns old, so that a table of computers, which would all keep going while the others do,
    ends its Raids. Once it is the last Unit in the race, staying out ends the Raid: it does so only if its Team
    then wins the Raid outright (:func:`wins_by_staying_out`), else it keeps going, for second place and the
    lines a late conquest earns, up to :data:`LAST_RACER_LIMIT` turns.

    Measured (December 2026, Blitzkrieg A-3 against the simple policy's Team, sides in turn): staying out once the
    Raid was 12 turns old, whatever the others did, scored 0.60 on 40 paired games (seeds 3000-3039); keeping
    going while a rival races, with a limit of 40 turns, 0.70 (as with 80 or none; 0.65 and 0.61 with 30 and 20),
    and over 100 games 0.59. Staying out 12 turns after the rival took its Bunker then forfeited games a late
    conquest wins (the late Unit's Courage and Item Points, gathered over its falls, often outscore the first
    Unit's lead): keeping going instead, as here, scored 0.62 on the same 100 games, three games turned from lost
    to won and none the other way; against a random Team, 0.95 where it scored 0.94.
    """
    c = known.campaign
    if c is None:
        return False
    age = known.turn - c.raid_started
    if any(u.status in ("active", "down") for u in known.units if u.seat != seat):
        return age >= RAID_LIMIT
    return age >= LAST_RACER_LIMIT or wins_by_staying_out(known, seat)


def wins_by_staying_out(known: DDState, seat: str) -> bool:
    """Overlord, the last Unit in a Raid: would staying out end the Raid with its Team alone at the top?

    Scored on the seat's view: the other Units' face-down Medals count as its view deals them
    (:mod:`ai.dday_dice_known`; how many each holds is public, which ones are not, so a rival's Recommended Medal
    may be missed)."""
    before = known.campaign
    after = ENGINE.apply(known, seat, ENGINE.parse_action("retreat none")).state.campaign
    if before is None or after is None or len(after.scores) <= len(before.scores):
        return False
    totals = after.scores[len(before.scores)].totals
    mine = next(i for i, t in enumerate(after.teams) if seat in t.seats)
    return all(pp < totals[mine] for i, pp in enumerate(totals) if i != mine)


def gift_to_rival(known: DDState, seat: str, text: str) -> bool:
    """Overlord: is ``text`` a gift (``give``) to a Unit of another Team? Those Teams race ours for Performance
    Points, so the computer never makes one (the simple policy, written for the co-operative game, would)."""
    c = known.campaign
    if c is None or not text.startswith("give "):
        return False
    return text.split()[1] not in c.team_of(seat).seats


def player(seat: str) -> Any:
    """The rule player of the computer's own seat: the German's rule layer (:mod:`ai.dday_dice_german`) for the
    German, the simple policy for a Unit (:func:`unit_choose`)."""
    return dday_dice_german.choose if seat == GERMAN else unit_choose


def unit_choose(engine: Any, state: DDState, seat: str) -> str:
    """The simple policy's pick for a Unit, except that a fallen Unit stays out of its Raid by the computer's own
    rule (:func:`gives_up`), not by the simple policy's (:func:`rules.dday_dice.policy.stays_out`, a Raid's age)."""
    text = policy.choose(engine, state, seat)
    if text == "retreat none" and not gives_up(state, seat):
        return policy.keep_going(engine, state, seat)
    return text

