"""A simple, sensible player for Pegasus Bridge (for balance runs and bots), and a win-rate helper.

``choose(engine, state, seat, rng)`` returns an action text. It reads the
seat's own hand and the public table only (never the opponent's hand). Its
habits: keep hands with two Units or more; play Events at once; on the
Terrain choice, prefer small Terrains without German bonuses (British) or
the reverse (German); the German defends with a fairly strong Unit while he
has some; the British answers with the cheapest Unit that reaches the German
value; both raise only when the gap can be closed (cheapest fitting Combat
Action first, then tokens); cancellation cards are used on worthwhile targets.
"""

from __future__ import annotations

import random
from typing import Any

from rules.pegasus_bridge.actions import Absorb, Action, NoUnit
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.notation import format_action
from rules.pegasus_bridge.pending import front_of
from rules.pegasus_bridge.state import PBState


def power(t: Any, c: str) -> float:
    """A rough worth of card ``c`` in an Assault (a Unit's value and what its effect adds; a Combat Action's
    bonus and effects), used to rank cards."""
    r = t[c]
    if r.type == "unit":
        return (r.value or 0) + (1 if r.effect.per_count else 0) + (1 if r.effect.ban_tokens or r.effect.ban_combat_actions else 0)
    e = r.effect
    return e.combat + (e.vs.bonus / 2 if e.vs else 0) + (1 if e.per_count else 0) + 2 * abs(e.unit_limit) + (
        2 if e.gain_tokens else 0) + e.draw + (3 if e.sacrifice else 0) + (2 if e.choice else 0)


def _terrain_score(t: Any, c: str) -> float:
    """How good a Terrain is for the British (higher is better)."""
    r = t[c]
    te = r.terrain_effect
    size = r.terrain.size if r.terrain.size is not None else 0
    score = -1.2 * size + 1.5 * te.combat.get("british", 0) - 1.5 * te.combat.get("german", 0)
    score += 0.4 * r.terrain.draw_british - 0.4 * r.terrain.draw_german
    if "british" in te.no_tokens:
        score -= 1
    if "german" in te.no_tokens:
        score += 1
    if te.base_value:
        score -= 0.5
    return score


def british_estimate(g: Game, i: int, card: str) -> int:
    """The Combat value British Unit ``card`` would have on front ``i`` against the German Unit there (its value,
    or the Terrain's base value, plus its effect and the Terrain's bonus; no Combat Action or token)."""
    t, f = g.t, g.s.assault.fronts[i]
    r = t[card]
    base = t[f.terrain].terrain_effect.base_value.get("british", r.value or 0)
    return base + g.effect_bonus(r.effect, f, f.fight.german) + t[f.terrain].terrain_effect.combat.get("british", 0)


def gap_actions(g: Game, acts: list[Action], seat: str, i: int, need: int) -> str | None:
    """Cheapest Combat Action reaching ``need`` (else the biggest), else a token; None if nothing helps."""
    t = g.t
    f = g.s.assault.fronts[i]
    fight = f.fight
    enemy = fight.british if seat == "german" else fight.german
    best: list[tuple[int, Action]] = []
    for a in acts:
        if a.kind != "play":
            continue
        r = t[a.card]
        if a.value == "action":
            bonus = g.as_action_bonus(a.card, i)
        else:
            bonus = g.effect_bonus(r.effect, f, enemy)
            if r.effect.choice:
                bonus += max(g.effect_bonus(o.effect, f, enemy) for o in r.effect.choice)
            if r.effect.sacrifice:
                bonus += r.effect.sacrifice.per * len(a.cards)
        if bonus > 0:
            best.append((bonus, a))
    fits = sorted((b, power(t, a.card), format_action(a)) for b, a in best if b >= need)
    if fits:
        return fits[0][2]
    tosses = [a for a in acts if a.kind == "toss"]
    if need <= 2 and tosses:
        for kind in ("thornton", "plus3", "normal"):
            for a in tosses:
                if a.value == kind and (a.n or 1) == 1:
                    return format_action(a)
    if best:
        return format_action(max(best, key=lambda x: x[0])[1])
    if tosses:
        return format_action(tosses[0])
    return None


def choose(engine: Any, state: PBState, seat: str, rng: random.Random) -> str:
    t = engine.table(state)
    acts = engine.legal(state, seat)
    if not acts:
        prompt = next(p for p in engine.prompts(state) if p.seat == seat)
        return prompt.default
    g = Game(state, t)
    s = state
    p = s.pending
    kind = p.kind
    hand = s.hand[seat]

    def pick(a: Action) -> str:
        return format_action(a)

    if kind == "mulligan":
        units = sum(1 for c in hand if t[c].type == "unit")
        return "mulligan" if units < 2 else "keep"
    if kind == "heroic":
        slots = g.slot_letters(seat)
        cards = [a for a in acts if a.value in slots]
        return pick(max(cards, key=lambda a: (power(t, slots[a.value]), slots[a.value]))) if cards else pick(acts[0])
    if kind in ("build", "pile", "approach", "choice"):
        if kind == "choice":
            keys = [a.value for a in acts]
            for pref in ("combat", "unit", "draw", "tokens"):
                if pref in keys and (pref != "unit" or any(t[c].type == "unit" for c in s.discard[seat])):
                    return f"choose {pref}"
        return pick(acts[0]) if kind != "pile" else pick(rng.choice(acts))
    if kind == "terrain":
        score = {a.card: _terrain_score(t, a.card) for a in acts}
        best = max(acts, key=lambda a: score[a.card]) if seat == "british" else min(acts, key=lambda a: score[a.card])
        return pick(best)
    if kind == "blue":
        return "place blue token"
    if kind == "reserve":
        cards = [a for a in acts if a.cards]
        if not cards:
            return "reserve none"
        return pick(max(cards, key=lambda a: (len(a.cards), sum(power(t, c) for c in a.cards))))
    if kind == "phase":
        events = [a for a in acts if a.kind == "play" and t[a.card].type == "event"]
        if events:
            return pick(events[0])
        spend = [a for a in acts if a.kind == "spend"]
        if spend and s.tokens[seat]["normal"] >= 3:
            return pick(spend[0])
        if seat == "british" or t[s.current[0]].terrain_effect.no_assault:
            return "done"
        units = sorted((a for a in acts if a.kind == "play"), key=lambda a: -power(t, a.card))
        if not units:
            return "no unit"
        top = units[: max(1, (len(units) + 1) // 2)]
        return pick(rng.choice(top))
    i = front_of(p)
    if kind == "place_g":
        units = sorted((a for a in acts if a.kind == "play" and t[a.card].type == "unit"), key=lambda a: -power(t, a.card))
        limit_cards = [a for a in acts if a.kind == "play" and t[a.card].type != "unit"]
        f = s.assault.fronts[i]
        if not units and limit_cards and f.units >= g.limit(f) and len(hand) > len(limit_cards):
            return pick(limit_cards[0])
        if units:
            important = f.kind != "normal"
            if important or len(units) >= 2 or len(hand) >= 4:
                top = units[: max(1, (len(units) + 1) // 2)]
                return pick(rng.choice(top))
        return "no unit"
    if kind == "place_b":
        gv = g.total("german", i) or 0
        units = [a for a in acts if a.kind == "play"]
        f = s.assault.fronts[i]
        if not units:
            if NoUnit() in acts:
                return "no unit"
            return "absorb" if Absorb() in acts else "retreat"

        def est(a: Action) -> int:
            return british_estimate(g, i, a.card)

        scored = sorted(units, key=lambda a: (est(a), power(t, a.card)))
        ok = [a for a in scored if est(a) >= gv]
        if ok:
            return pick(ok[0])
        toks = s.tokens["british"]["normal"]
        cas = sum(1 for c in hand if t[c].type == "combat_action")
        best = scored[-1]
        if gv - est(best) > 2 + cas + toks // 2 and Absorb() in acts and s.pe and s.pe > 1:
            return "absorb"
        return pick(best)
    if kind == "destroyed":
        plays = [a for a in acts if a.kind == "play"]
        return pick(plays[0]) if plays else "pass"
    if kind == "respond":
        plays = [a for a in acts if a.kind == "play"]
        if not plays:
            return "let it stand"
        top = s.stack[-1]
        r = t[top.card]
        worth = power(t, top.card) >= (3 if r.type == "unit" else 2) or r.effect.unit_limit != 0
        return pick(plays[0]) if worth else "let it stand"
    if kind == "raise":
        f = s.assault.fronts[i]
        fight = f.fight
        if fight.turn == "g_init":
            return "pass"
        gv, bv = g.total("german", i) or 0, g.total("british", i) or 0
        if seat == "british":
            need = gv - bv
            if need <= 0:
                return "pass"
            if f.kind == "normal" and need > 6:
                return "pass"
            move = gap_actions(g, acts, seat, i, need)
            return move or "pass"
        need = bv - gv + 1
        if need <= 0:
            return "pass"
        if need > 4 and f.kind == "normal":
            return "pass"
        move = gap_actions(g, acts, seat, i, need)
        return move or "pass"
    return pick(acts[0])


def play_game(engine: Any, scenario: str, seed: int, rng: random.Random | None = None,
              max_actions: int = 20000) -> PBState:
    """Play one game to the end with :func:`choose` for both seats; return the final state."""
    rng = rng or random.Random(seed)
    state, _ = engine.initial_state(engine.spec.seats, {"scenario": scenario}, seed)
    for _ in range(max_actions):
        if engine.outcome(state) is not None:
            return state
        prompts = engine.prompts(state)
        seat = prompts[0].seat
        text = choose(engine, state, seat, rng)
        state = engine.apply(state, seat, engine.parse_action(text)).state
    raise RuntimeError(f"scenario {scenario} seed {seed}: no outcome after {max_actions} actions")


def british_win_rate(engine: Any, scenario: str, games: int, seed: int = 0) -> float:
    """Play ``games`` games of ``scenario`` with :func:`choose` on both sides; return the British share of wins.

    A campaign's status quo counts as half a win.
    """
    score = 0.0
    for k in range(games):
        final = play_game(engine, scenario, seed + k)
        winners = engine.outcome(final).winners
        if winners == ("british",):
            score += 1
        elif not winners:
            score += 0.5
    return score / games
