"""The Pegasus Bridge computer player (issue #26): British or German, every scenario and the campaign.

It decides from its seat's knowledge only (:func:`ai.pegasus_known.deal`: hidden cards, Terrain piles and dice
dealt again in a canonical order). The search is a flat Monte Carlo over determinizations: a fixed number of
worlds consistent with what the seat saw (the opponent's hand and piles dealt again at random, new dice), in each
of which every legal action is tried and the game played on by the simple player of
:mod:`rules.pegasus_bridge.policy` for both sides (the same world and the same rollout dice for every action, so
actions are compared on equal terms). The rule layer's choice (:mod:`ai.pegasus_heuristic`) is the default;
another action is played only when it did clearly better over the same worlds (:func:`_clearly_better`).

Every action is scored by how the whole game ends, so a raise that cannot save a lost Assault is seen to cost the
cards and tokens later Assaults need. At a British decision in an Assault the candidates are not only single moves
(each followed by the rule layer) but whole plans of the Assault (:mod:`ai.pegasus_plan`: all in, thrifty with its
Units, keeping its tokens), each followed to the end of that Assault in the same worlds, over at least
:data:`PLAN_WORLDS` worlds; the plan that clearly does best gives the move, and the next decision plans again. A campaign rollout stops at the end of the current scenario and scores the
Victory Points so far against what the later scenarios usually give (:data:`CAMPAIGN_LATER_VP`).

The default is not the simple player's choice as such but that of :mod:`ai.pegasus_heuristic` (the simple
player with better Assault habits on both sides), and in the rollouts the searching seat plays that layer too.

Measured (December 2026, 2-core machines):

- the rule layers alone (no search) against the simple player, scenarios 1A, 1B, 2 and 3, fresh seeds 1000-1299
  of each (1,200 games a side, not the seeds they were tuned on), paired on the same seeds: as the German 72.8%
  won, the simple German 51.9% (331 games only the layer won, 80 only the simple player); as the British 61.7%,
  the simple British 48.1% (235 against 72). Before the German's raise gap where the loser picks the next
  Terrain, his taking cards over bonuses and both sides' spending every token to draw (:mod:`ai.pegasus_heuristic`),
  the layers read 62.9% and 58.8% on those games;
- tried over the layers on the tuning seeds 0-199 and not kept (none beat them clearly; those that seemed to
  gained at most a point on the fresh seeds): as the German, mulligan below 1 or 3 Units, raising on a normal
  front at 0 or 3 points missing anywhere, or at 1 in scenario 3, a different gap on objective Terrains, raising
  with tokens before Combat Actions, a lower limit on hold and Ranville fronts, opening a normal-front Assault or
  defending one with the weakest Unit, leaving a normal front without a Unit on a short hand, cancelling every
  British card or none, other Terrain weights, reserving nothing or only a Unit, a random heroic card, taking
  Défense coordonnée's bonus when it wins the fight, playing it only to draw; as the British, mulligan below
  1 or 3 Units, raise limits of 1 to 8 and none on a normal front, absorbing when far behind, a 2- or 3-point
  margin Unit on a normal front, ranking Units by worth instead of estimate, tossing tokens before Combat
  Actions, Attaque éclair's token ban over its bonus, Terrain, reserve, approach, heroic card and
  cancellation-card choices;
- the whole computer (search at 72 rollouts a decision, the rule layers as defaults) against the simple player,
  ``bench/ai_pegasus.py``'s games on seeds 0-24 of each scenario (100 games a side), paired on the same seeds with
  the simple player and with the rule layer alone in the computer's seat: as the British it won 73 of 100 (the
  layer alone 70, the simple British 46), as the German 75 of 100 (the layer alone 70, the simple German 54);
  against a random player 98 and 100. Decision time p95 0.40 s (British, 9,965 decisions) and 0.64 s (German,
  6,802), two games at once on the two cores and nothing else running (1.66-1.70 s earlier in the month, with
  the machine loaded by other jobs). The search adds 3 to 5 games in 100 to each layer; most of the margin is
  the layers'.

Earlier: at 72 rollouts a decision the search with the simple player as default played about as well as the
simple player; OpenSpiel's information-set MCTS over the same game (``method="ismcts"``, :mod:`ai.spiel`) costs
about twice as long per simulation (an information-state key per tree node) and did worse at the same time
budget, so the flat search is the default.
"""

from __future__ import annotations

import math
import random

from ai import pegasus_heuristic, pegasus_plan
from ai.budget import CpuCeiling
from ai.pegasus_known import deal
from rules.pegasus_bridge import policy
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.act import perform
from rules.pegasus_bridge.engine import ENGINE
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.notation import parse_action
from rules.pegasus_bridge.state import PBState

GAME = "pegasus-bridge"
WORLDS = 6
"""Worlds (determinizations) sampled per decision, at least; more when few actions compete."""
ROLLOUTS = 72
"""Rollouts per decision, spread over the legal actions (each action gets at least :data:`WORLDS`)."""
MAX_WORLDS = 24
PLAN_WORLDS = 12
"""Worlds sampled, at least, at a British decision in an Assault, where whole plans are compared
(:mod:`ai.pegasus_plan`)."""
TIME_LIMIT_S = 8.0
"""CPU seconds (``time.process_time``) after which no new world is sampled: a safety net for a pathological
position only, logged when it fires (:mod:`ai.budget`). The fixed counts above are the rule, so a decision is the
same on an idle or a busy host (issue #51); an ordinary decision spends well under a tenth of this."""
MARGIN = 0.1
"""How much better (in mean result over the same worlds) an action must do than the rule layer's choice to
be played instead; it must also pass a paired two-standard-error test (:func:`_clearly_better`)."""
SURE = 2.0
"""How many standard errors of the paired difference that gain must exceed."""
ROLLOUT_ACTIONS = 3000
CAMPAIGN_LATER_VP = {"1B": 9.0, "2": 4.5, "3": 0.0}
"""Victory Points the British usually adds after the end of each campaign scenario (simple players on both
sides), used to score a campaign rollout stopped at the end of that scenario."""
CAMPAIGN_SPREAD = 2.5


def score(state: PBState, seat: str) -> float:
    """``seat``'s result in [0, 1] of a finished game, or of a campaign stopped at the end of a scenario."""
    out = state.outcome
    if out is not None:
        winners = out.winners
        if not winners:
            return 0.5
        return 1.0 if seat in winners else 0.0
    if state.campaign is None:
        return 0.5  # a rollout cut short (never with the default limit)
    c = state.campaign
    results = c.results
    vp = sum(r.vp for r in results) - (state.blue.british if state.blue is not None else 0)
    done = results[-1].scenario if results else "1B"
    expected = vp + CAMPAIGN_LATER_VP.get(done, 0.0)
    mid = (SC.BAND_GERMAN_MAX + SC.BAND_BRITISH_MIN) / 2
    british = 1 / (1 + math.exp(-(expected - mid) / CAMPAIGN_SPREAD))
    return british if seat == "british" else 1 - british


def rollout(state: PBState, rng: random.Random, limit: int | None = None, hero: str | None = None,
            plan: str = pegasus_plan.LAYER) -> PBState:
    """Play on with the simple player for both sides (``hero``, the searching seat, with the rule layer of
    :mod:`ai.pegasus_heuristic`, or with ``plan`` of :mod:`ai.pegasus_plan` until this Assault ends): to the end,
    or (campaign) to the end of this scenario (at most ``limit`` actions, :data:`ROLLOUT_ACTIONS` by default)."""
    limit = ROLLOUT_ACTIONS if limit is None else limit
    stage = state.campaign.stage if state.campaign is not None else None
    s = state
    t = ENGINE.table(s)
    for _ in range(limit):
        if s.outcome is not None:
            break
        if stage is not None and (s.campaign.stage if s.campaign is not None else None) != stage:
            break
        if s.pending is None:
            break
        seat = s.pending.seats[0]
        if plan != pegasus_plan.LAYER and not pegasus_plan.follows(s):
            plan = pegasus_plan.LAYER  # the Assault the plan was made for is over
        if seat != hero:
            text = policy.choose(ENGINE, s, seat, rng)
        elif plan != pegasus_plan.LAYER:
            text = pegasus_plan.choose(plan, ENGINE, s, seat, rng)
        else:
            text = pegasus_heuristic.choose(ENGINE, s, seat, rng)
        action = parse_action(text)
        # The policy only offers legal actions, so the engine's legality check (what ENGINE.apply adds) is
        # skipped. A shallow copy gives each position a new identity (moves.legal caches by identity).
        g = Game(s.__copy__(), t)
        perform(g, seat, action)
        g.advance()
        s = g.s
    return s


class PegasusComputer:
    """Flat Monte Carlo over determinizations with the simple player as rollout (see the module's docstring)."""

    game = GAME

    def __init__(self, rollouts: int | None = None, worlds: int | None = None, time_limit: float | None = None,
                 method: str = "flat", plans: bool = True, plan_worlds: int | None = None) -> None:
        """Unset budgets follow the module's constants when a decision is made (a test may make them small);
        ``plans``: whether the British compares plans of the Assault (:mod:`ai.pegasus_plan`)."""
        self.plans = plans
        self._plan_worlds = plan_worlds
        self._rollouts = rollouts
        self._worlds = worlds
        self._time_limit = time_limit
        self.method = method

    @property
    def rollouts(self) -> int:
        return ROLLOUTS if self._rollouts is None else self._rollouts

    @property
    def plan_worlds(self) -> int:
        return PLAN_WORLDS if self._plan_worlds is None else self._plan_worlds

    @property
    def worlds(self) -> int:
        return WORLDS if self._worlds is None else self._worlds

    @property
    def time_limit(self) -> float:
        """The CPU-time ceiling of one decision, in seconds (:data:`TIME_LIMIT_S` unless set)."""
        return TIME_LIMIT_S if self._time_limit is None else self._time_limit

    def known(self, state: PBState, seat: str) -> PBState:
        return deal(state, seat, ENGINE.table(state))

    def determinize(self, known: PBState, seat: str, rng: random.Random) -> PBState:
        """One world consistent with ``seat``'s knowledge."""
        return deal(known, seat, ENGINE.table(known), rng)

    def decide(self, known: PBState, seat: str, rng: random.Random) -> str:
        options = [c.value for c in ENGINE.options(known, seat, "")]
        if not options:
            default = next(p.default for p in ENGINE.prompts(known) if p.seat == seat)
            if default is None:
                raise ValueError(f"{seat} has neither a listed action nor a default")
            return default
        if len(options) == 1:
            return options[0]
        if self.method == "ismcts":
            from ai.spiel import ismcts_choose

            return ismcts_choose(ENGINE, known, seat, rng, self.determinize, policy_rollout, self.rollouts, self.known)
        return self._flat(known, seat, options, rng)

    def _flat(self, known: PBState, seat: str, options: list[str], rng: random.Random) -> str:
        # the rule layer's choice in the seat's knowledge is the default: the search must show
        # another action to be clearly better before it is played instead
        layer_rng = random.Random(rng.getrandbits(64))
        default = pegasus_heuristic.choose(ENGINE, known, seat, layer_rng)
        if default in options:
            options = [default] + [o for o in options if o != default]
        # each candidate: an action, then the plan the searching seat follows to the end of this Assault
        candidates = [(text, pegasus_plan.LAYER) for text in options]
        worlds = max(self.worlds, min(MAX_WORLDS, self.rollouts // len(options)))
        if self.plans and pegasus_plan.in_assault(known, seat):
            for plan in pegasus_plan.PLANS[1:]:
                text = pegasus_plan.choose(plan, ENGINE, known, seat, layer_rng)
                if text in options:
                    candidates.append((text, plan))
            worlds = max(worlds, self.plan_worlds)
        results: list[list[float]] = [[] for _ in candidates]
        ceiling = CpuCeiling(self.time_limit, f"{GAME} {seat}")
        for _ in range(worlds):
            world = self.determinize(known, seat, rng)
            roll_seed = rng.getrandbits(64)
            for k, (text, plan) in enumerate(candidates):
                after = ENGINE.apply(world, seat, ENGINE.parse_action(text)).state
                results[k].append(score(rollout(after, random.Random(roll_seed), hero=seat, plan=plan), seat))
            # no new world past the CPU-time ceiling (a safety net: the count of worlds is the rule, so the wall
            # clock of a busy host never changes the decision); with fewer than three the rule layer's choice stands
            if ceiling.reached():
                break
        if options[0] != default:
            return candidates[max(range(len(candidates)), key=lambda k: (sum(results[k]), -k))][0]
        return candidates[_clearly_better(results)][0]


def _clearly_better(results: list[list[float]]) -> int:
    """The action (index) to play: 0, the rule layer's choice, unless another one beat it in the same worlds
    by more than :data:`MARGIN` on average and by :data:`SURE` standard errors of that paired difference."""
    base = results[0]
    n = len(base)
    best, best_gain = 0, 0.0
    for k in range(1, len(results)):
        diffs = [a - b for a, b in zip(results[k], base, strict=True)]
        gain = sum(diffs) / n
        if gain <= MARGIN or n < 3:
            continue
        var = sum((d - gain) ** 2 for d in diffs) / (n - 1)
        if gain > SURE * math.sqrt(var / n) and gain > best_gain:
            best, best_gain = k, gain
    return best


def policy_rollout(state: PBState, rng: random.Random) -> dict[str, float]:
    """The simple players' result for each seat from ``state`` (the evaluator of the OpenSpiel search)."""
    end = rollout(state, rng)
    return {seat: score(end, seat) for seat in ("british", "german")}

