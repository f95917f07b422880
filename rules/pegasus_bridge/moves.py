"""Legal actions, prompts and refusals, all read from a state without changing it.

:func:`legal` lists every action a seat may take now (the engine accepts an
action only if it is in this list, except explicit scenario 3 pile building,
which :func:`check_build` validates). :func:`prompts` describes the waiting
decisions for the public: its texts, choices and defaults never depend on the
contents of a hand.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from rules.core.contract import Choice, Prompt
from rules.core.words import count
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.actions import (
    Absorb,
    Action,
    Blue,
    BuildPiles,
    Choose,
    ChoosePile,
    ChooseTerrain,
    Done,
    Keep,
    Mulligan,
    NoUnit,
    Pass,
    Play,
    Redraw,
    Reserve,
    Retreat,
    Spend,
    Stand,
    TakeHeroic,
    Toss,
)
from rules.pegasus_bridge.cards import CardTable
from rules.pegasus_bridge.common import NAMES, msg
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.notation import format_action
from rules.pegasus_bridge.pending import Decision, RaiseDecision, TerrainDecision, front_of
from rules.pegasus_bridge.state import PBState, other

RULE = {
    "mulligan": "Setup: Starting hand",
    "heroic": "Setup: Heroic cards",
    "build": "Scenario 3: Terrain setup",
    "pile": "Scenario 3: Course of the game",
    "approach": "Scenario 2: Terrain setup",
    "terrain": "Turn Sequence: 1 - Progression Phase",
    "blue": "Campaign: German Campaign Tokens",
    "phase": "Turn Sequence: 2 - British Phase / 3 - German Phase",
    "place_g": "Assault: Result of the Assault, Case 2",
    "place_b": "Assault: Course of an Assault",
    "raise": "Assault: Course of an Assault",
    "destroyed": "Clarifications: Modifications to the number of Units",
    "respond": "Clarifications: Cancellation cards",
    "choice": "the card's text",
    "reserve": "Scenario 1B: Preparing the possible German counter-attack",
}


def _distinct(cards: list[str]) -> list[str]:
    return sorted(set(cards))


_LAST: tuple[Any, str, tuple[Action, ...]] | None = None
"""One-slot cache (state, seat, actions), replaced atomically. States are never mutated and the slot keeps
its state alive, so identity is a safe key (``options`` then ``apply`` on one state list the moves once)."""


def legal(s: PBState, t: CardTable, seat: str) -> list[Action]:
    """Every action ``seat`` may take now (standing settings excluded)."""
    global _LAST
    last = _LAST
    if last is not None and last[0] is s and last[1] == seat:
        return list(last[2])
    out = _legal(s, t, seat)
    _LAST = (s, seat, tuple(out))
    return out


def _legal(s: PBState, t: CardTable, seat: str) -> list[Action]:
    p = s.pending
    if p is None or seat not in p.seats or s.outcome is not None:
        return []
    g = Game(s, t)
    kind = p.kind
    hand = _distinct(s.hand[seat])
    out: list[Action] = []
    if kind == "mulligan":
        return [Keep(), Mulligan()]
    if kind == "heroic":
        return [TakeHeroic()] + [TakeHeroic(value=x) for x in g.slot_letters(seat)]
    if kind == "build":
        return [BuildPiles()]
    if kind == "pile":
        return [ChoosePile(n=n) for n in g.pile_positions()]
    if isinstance(p, TerrainDecision):
        return [ChooseTerrain(card=c) for c in p.among]
    if kind == "approach":
        out = [Keep()]
        for c in hand:
            r = t[c]
            if r.type == "unit" and not r.heroic and (r.value or 0) >= SC.M_APPROACH_SWAP_MIN_VALUE:
                out.append(Redraw(card=c))
        return out
    if kind == "blue":
        return [Blue(value="none"), Blue(value="place")]
    if kind == "choice":
        r = t[s.choice.card]
        return [Choose(value=o.key) for o in r.effect.choice]
    if kind == "reserve":
        cands = g.reservable()
        units = _distinct([c for c in cands if t[c].type == "unit"])
        rest = _distinct([c for c in cands if t[c].type != "unit"])
        out = [Reserve()]
        out += [Reserve(cards=(c,)) for c in units + rest]
        out += [Reserve(cards=tuple(sorted((u, c)))) for u in units for c in rest]
        return out
    if kind == "phase":
        te = t[s.current[0]].terrain_effect
        if seat == "british":
            out.append(Done())
        elif te.no_assault:
            out.append(Done())
        else:
            out.append(NoUnit())
        for c in hand:
            r = t[c]
            if r.type == "event":
                out.append(Play(card=c))
            elif r.type == "unit" and seat == "german" and not te.no_assault:
                out.append(Play(card=c))
        if g.can_spend(seat):
            out += [Spend(n=n) for n in range(1, s.tokens[seat]["normal"] + 1)]
        return out
    i = front_of(p)
    if kind == "place_g":
        f = s.assault.fronts[i]
        out.append(NoUnit())
        if f.units < g.limit(f):
            out += [Play(card=c) for c in hand if t[c].type == "unit"]
        if f.german_fought > 0:
            out += [Play(card=c) for c in hand if t[c].type == "combat_action" and t[c].effect.unit_limit > 0]
        return out
    if kind == "place_b":
        f = s.assault.fronts[i]
        out = [Play(card=c) for c in hand if t[c].type == "unit"]
        if f.kind in ("hold", "ranville") and s.pe is not None:
            out.append(Absorb())
        if f.kind == "ranville":
            out.append(NoUnit())
        out.append(Retreat())
        return out
    if kind == "destroyed":
        out = [Pass()]
        out += [Play(card=c) for c in hand if t[c].type == "combat_action" and t[c].effect.unit_limit < 0]
        out.append(Retreat())
        return out
    if kind == "respond":
        top = s.stack[-1]
        out = [Stand()]
        out += [Play(card=c) for c in hand if g.can_answer(c, top, seat)]
        return out
    if kind == "raise":
        return _raise_moves(g, s, t, seat, i, hand)
    return out  # pragma: no cover


def _raise_moves(g: Game, s: PBState, t: CardTable, seat: str, i: int, hand: list[str]) -> list[Action]:
    f = s.assault.fronts[i]
    fight = f.fight
    out = [Pass()]
    kinds = g.token_kinds(seat, i)
    if "normal" in kinds:
        out += [Toss(value="normal", n=n) for n in range(1, s.tokens[seat]["normal"] + 1)]
    if "plus3" in kinds:
        out.append(Toss(value="plus3", n=1))
    if "thornton" in kinds:
        out.append(Toss(value="thornton", n=1))
    if seat == "british":
        out.append(Retreat())
    if seat == "british" and fight.british is None:
        return out
    for c in hand:
        r = t[c]
        if g.ca_banned(seat, i, c):
            continue
        if r.type == "combat_action" and not r.effect.cancel:
            if r.effect.sacrifice is not None:
                units = [u for u in s.hand[seat] if t[u].type == "unit" and not t[u].heroic and u != c]
                seen: set[tuple[str, ...]] = set()
                for k in range(0, r.effect.sacrifice.max + 1):
                    for combo in combinations(units, k):
                        key = tuple(sorted(combo))
                        if key not in seen:
                            seen.add(key)
                            out.append(Play(card=c, cards=key))
            else:
                out.append(Play(card=c))
        elif r.type == "unit" and g.as_action_bonus(c, i) > 0:
            out.append(Play(card=c, value="action"))
    return out


# ---------------------------------------------------------------------- prompts


WORDS = {
    "keep": "Keep it",
    "mulligan": "Mulligan: draw a new hand",
    "heroic": "Take a heroic card at random",
    "build": "Build the piles at random",
    "done": "Done with this phase",
    "nounit": "No unit",
    "pass": "Pass",
    "retreat": "Retreat",
    "absorb": "Absorb: lose a Strength Point",
    "stand": "Let it stand",
    "reserve": "Reserve nothing",
}
TOSS_WORDS = {"normal": "Toss a token", "plus3": "Toss the +3 token", "thornton": "Toss the Thornton token"}


def _words(a: Action) -> tuple[str, dict[str, Any]]:
    """A choice's English label and its message."""
    if a.kind == "pile":
        return f"Take pile {a.n}", msg("pb-choice-pile", n=a.n)
    if a.kind == "blue":
        place = a.value == "place"
        return ("Place a blue token" if place else "No blue token"), msg("pb-choice-blue", place=place)
    if a.kind == "toss":
        return TOSS_WORDS[a.value or "normal"], msg(f"pb-choice-toss-{a.value or 'normal'}")
    if a.kind in WORDS:
        return WORDS[a.kind], msg(f"pb-choice-{a.kind}")
    return format_action(a), msg("")  # pragma: no cover - every prompt's choice has words


def _c(a: Action, label: str | None = None, words: dict[str, Any] | None = None) -> Choice:
    """A prompt choice: each is a complete, common answer, so each is marked as worth a button."""
    english, named = (label, words or msg("")) if label is not None else _words(a)
    return Choice(value=format_action(a), label=english, button=True, key=named["key"], args=named["args"])


def prompts(s: PBState, t: CardTable) -> tuple[Prompt, ...]:
    p = s.pending
    if p is None or s.outcome is not None:
        return ()
    g = Game(s, t)
    out = []
    for seat in p.seats:
        text, choices, default = _prompt(g, s, t, seat, p)
        out.append(Prompt(seat=seat, kind=p.kind, text=text[0], choices=tuple(choices[:10]),
                          default=format_action(default), key=text[1]["key"], args=text[1]["args"]))
    return tuple(out)


def _fight_line(g: Game, s: PBState, t: CardTable, i: int) -> tuple[str, dict[str, Any]]:
    f = s.assault.fronts[i]
    fight = f.fight
    gv, bv = g.total("german", i), g.total("british", i)
    where = t[f.terrain].name
    if bv is None:
        return (f"{t.label(fight.german)} at {gv} on {where}",
                msg("pb-fight-one", unit=t.label(fight.german), value=gv, name=g.nm(f.terrain)))
    return (f"{t.label(fight.british)} at {bv} against {t.label(fight.german)} at {gv} on {where}",
            msg("pb-fight-two", unit=t.label(fight.british), value=bv, enemy=t.label(fight.german), against=gv,
                name=g.nm(f.terrain)))


Said = tuple[str, dict[str, Any]]
"""An English sentence and its message (``key``, ``args``)."""


def _prompt(g: Game, s: PBState, t: CardTable, seat: str, p: Decision) -> tuple[Said, list[Choice], Action]:
    english, choices, default = _prompt_english(g, s, t, seat, p)
    return (english, _prompt_words(g, s, t, seat, p)), choices, default


def _prompt_words(g: Game, s: PBState, t: CardTable, seat: str, p: Decision) -> dict[str, Any]:
    """The message of :func:`_prompt_english`'s sentence (the same facts, named)."""
    kind = p.kind
    i = front_of(p)
    if kind == "heroic":
        return msg("pb-ask-heroic", count=len(g.heroic_choices(seat)))
    if isinstance(p, TerrainDecision):
        return msg("pb-ask-terrain", cards_or=[t.label(c) for c in p.among])
    if kind == "blue":
        return msg("pb-ask-blue", card=t.label(s.current[0]))
    if kind == "choice":
        r = t[s.choice.card]
        return msg("pb-ask-choice", cardname=g.nm(r.number), options_semi=[
            msg("pb-ask-choice-option", value=o.key, option=msg(f"pb-option-{r.number}-{o.key}", label=o.label))
            for o in r.effect.choice])
    if kind == "phase":
        spend = g.can_spend(seat)
        if seat == "british":
            return msg("pb-ask-phase-british", name=g.nm(s.current[0]), spend=spend)
        if t[s.current[0]].terrain_effect.no_assault:
            return msg("pb-ask-phase-german-quiet", name=g.nm(s.current[0]), spend=spend)
        return msg("pb-ask-phase-german", names_and=[g.nm(c) for c in s.current], spend=spend)
    if kind in ("place_g", "destroyed"):
        f = s.assault.fronts[i]
        return msg(f"pb-ask-{kind.replace('_', '-')}", name=g.nm(f.terrain), played=f.units, limit=g.limit(f))
    if kind == "place_b":
        f = s.assault.fronts[i]
        return msg("pb-ask-place-b", unit=t.label(f.fight.german), value=g.total("german", i), name=g.nm(f.terrain),
                   absorb=f.kind != "normal", ranville=f.kind == "ranville")
    if kind == "respond":
        return msg("pb-ask-respond", other=other(seat), card=t.label(s.stack[-1].card))
    if kind == "raise":
        line = _fight_line(g, s, t, i)[1]
        if s.assault.fronts[i].fight.turn == "g_init":
            return msg("pb-ask-initiative", fight=line)
        gv, bv = g.total("german", i), g.total("british", i)
        ahead = (bv >= gv) if seat == "british" else (gv > bv)
        return msg("pb-ask-raise", fight=line, ahead=ahead, british=seat == "british")
    return msg(f"pb-ask-{kind}")


def _prompt_english(g: Game, s: PBState, t: CardTable, seat: str, p: Decision) -> tuple[str, list[Choice], Action]:
    kind = p.kind
    if kind == "mulligan":
        return ("Keep your starting hand, or shuffle it back and draw a new one (once)",
                [_c(Keep(), "Keep this hand", msg("pb-choice-keep-hand")), _c(Mulligan())], Keep())
    if kind == "heroic":
        n = len(g.heroic_choices(seat))
        return (f"Choose one of your {count(n, 'heroic card')} still available by its secret letter ('take heroic B'; "
                "your view lists them), or take one at random",
                [_c(TakeHeroic())], TakeHeroic())
    if kind == "build":
        return ("Build the three Terrain piles of 4 in front of the bridges, face down (or let the rules build them at random)",
                [_c(BuildPiles())], BuildPiles())
    if kind == "pile":
        acts = [ChoosePile(n=n) for n in g.pile_positions()]
        return ("Choose one of the remaining face-down Terrain piles", [_c(a) for a in acts], acts[0])
    if isinstance(p, TerrainDecision):
        acts = [ChooseTerrain(card=c) for c in p.among]
        return ("Choose the Terrain where the British advances: " + " or ".join(t.label(c) for c in p.among),
                [_c(a, t.label(a.card or ""), msg("pb-choice-card", card=t.label(a.card or ""))) for a in acts], acts[0])
    if kind == "approach":
        return ("Keep this Approach Terrain, or discard a Unit of value 4 or more to reveal another one "
                "('redraw discarding <unit>')", [_c(Keep(), "Keep this Terrain", msg("pb-choice-keep-terrain"))],
                Keep())
    if kind == "blue":
        return (f"Place a blue campaign token on {t.label(s.current[0])}?",
                [_c(Blue(value="none")), _c(Blue(value="place"))], Blue(value="none"))
    if kind == "choice":
        r = t[s.choice.card]
        acts = [Choose(value=o.key) for o in r.effect.choice]
        return (f"Choose for {r.name}: " + "; ".join(f"'{o.key}' = {o.label}" for o in r.effect.choice),
                [_c(a, o.label[:1].upper() + o.label[1:], msg("pb-choice-option", option=msg(
                    f"pb-option-{r.number}-{o.key}", label=o.label[:1].upper() + o.label[1:])))
                 for a, o in zip(acts, r.effect.choice)], acts[0])
    if kind == "reserve":
        return ("Set aside for the counter-attack up to one Unit and one Event or Combat Action you played this turn "
                "('reserve <cards>')", [_c(Reserve())], Reserve())
    if kind == "phase":
        te = t[s.current[0]].terrain_effect
        spend = " or spend tokens to draw ('spend N')" if g.can_spend(seat) else ""
        if seat == "british":
            return (f"British Phase on {t[s.current[0]].name}: play Events{spend}, then 'done'",
                    [_c(Done())], Done())
        if te.no_assault:
            return (f"German Phase on {t[s.current[0]].name} (no Assault): play Events{spend}, then 'done'",
                    [_c(Done())], Done())
        where = " and ".join(t[c].name for c in s.current)
        return (f"German Phase on {where}: play Events{spend}, then play a Unit to defend, or 'no unit'",
                [_c(NoUnit())], NoUnit())
    i = front_of(p)
    if kind == "place_g":
        f = s.assault.fronts[i]
        return (f"Play a German Unit on {t[f.terrain].name} ({f.units} of {g.limit(f)} played), or 'no unit'",
                [_c(NoUnit())], NoUnit())
    if kind == "place_b":
        f = s.assault.fronts[i]
        fight = f.fight
        acts = []
        if f.kind == "ranville":
            acts.append(NoUnit())
        if f.kind in ("hold", "ranville") and s.pe is not None:
            acts.append(Absorb())
        acts.append(Retreat())
        return (f"Play a British Unit against {t.label(fight.german)} at {g.total('german', i)} on {t[f.terrain].name}"
                + (", or 'absorb' (lose a Strength Point)" if f.kind != "normal" else "")
                + (", or 'no unit' (leave this bridge to the German)" if f.kind == "ranville" else "")
                + ", or 'retreat'", [_c(a) for a in acts], acts[0])
    if kind == "destroyed":
        f = s.assault.fronts[i]
        return (f"A German Unit was destroyed on {t[f.terrain].name} ({f.units} of {g.limit(f)} played): play a card "
                "changing the number of German Units, or 'pass'", [_c(Pass()), _c(Retreat())],
                Pass())
    if kind == "respond":
        top = s.stack[-1]
        return (f"The {NAMES[other(seat)]} played {t.label(top.card)}: cancel or answer it with a card, or 'let it stand' "
                "('respond never' stops these questions)",
                [_c(Stand())], Stand())
    if kind == "raise":
        f = s.assault.fronts[i]
        kinds = g.token_kinds(seat, i)
        acts = [Pass()]
        if "normal" in kinds:
            acts.append(Toss(value="normal", n=1))
        if "plus3" in kinds:
            acts.append(Toss(value="plus3", n=1))
        if "thornton" in kinds:
            acts.append(Toss(value="thornton", n=1))
        if seat == "british":
            acts.append(Retreat())
        if f.fight.turn == "g_init":
            text = (f"German initiative with {_fight_line(g, s, t, i)[0]}: play Combat Actions or toss tokens, "
                    "then 'pass' to hand over")
        else:
            gv, bv = g.total("german", i), g.total("british", i)
            ahead = (bv >= gv) if seat == "british" else (gv > bv)
            state = "you are ahead" if ahead else "you are behind"
            text = (f"Raise: {_fight_line(g, s, t, i)[0]} — {state}; play Combat Actions or toss tokens, or 'pass'"
                    + (" / 'retreat'" if seat == "british" else ""))
        return text, [_c(a) for a in acts], Pass()
    raise AssertionError(kind)  # pragma: no cover


# ---------------------------------------------------------------------- refusals


def explain(s: PBState, t: CardTable, seat: str, a: Action, legal_now: list[Action],
            text: str) -> tuple[str, str, dict[str, Any]]:
    """A player-facing reason why ``a`` is refused, the rulebook section to cite, and the reason's message."""
    sample_list = [format_action(x) for x in legal_now[:8]]
    why, rule, words, more = _explain(s, t, seat, a, text)
    if not more or not sample_list:
        return why, rule, words
    sample = ", ".join(f"'{x}'" for x in sample_list)
    quoted = [f"'{x}'" for x in sample_list]
    return f"{why} You could: {sample}.", rule, msg("pb-why-could", why=words, could=quoted)


def _explain(s: PBState, t: CardTable, seat: str, a: Action, text: str) -> tuple[str, str, dict[str, Any], bool]:
    """:func:`explain` without the legal actions: (reason, rule, message, whether to list what could be done)."""
    p = s.pending
    kind = p.kind
    rule = RULE.get(kind, "")
    if a.kind == "play" and a.card is not None:
        if a.card not in s.hand[seat]:
            held = t.label(a.card) if a.card in t else a.card
            return f"You do not hold {held}.", rule, msg("pb-why-not-held", card=held), True
        r = t[a.card]
        label = t.label(a.card)
        tname = {"unit": "a Unit", "event": "an Event", "combat_action": "a Combat Action"}[r.type]
        what = r.type.replace("_", "-")
        if kind == "phase":
            if seat == "british":
                why = f"{label} is {tname}; in the British Phase you may only play Events."
                words = msg("pb-why-british-phase", card=label, type=what)
            else:
                why = f"{label} is {tname}; in the German Phase you play Events, then one Unit."
                words = msg("pb-why-german-phase", card=label, type=what)
        elif isinstance(p, RaiseDecision):
            g = Game(s, t)
            i = p.front
            if g.ca_banned(seat, i, a.card):
                why = "No Combat Action may be played against this Unit, except heroic cards."
                words = msg("pb-why-banned")
                rule = "Interactions Between Certain Cards: Peloton de défense (1506)"
            elif seat == "british" and s.assault.fronts[i].fight.british is None:
                why = "You may play Combat Actions only once you have a Unit in this fight."
                words = msg("pb-why-no-unit-yet")
            elif r.effect.cancel:
                why = f"{label} is a cancellation card: it is played right after the card it cancels."
                words = msg("pb-why-cancel-card", card=label)
                rule = RULE["respond"]
            elif r.type != "combat_action":
                why = f"{label} is {tname}; during a fight you play Combat Actions (or a Unit that can be one)."
                words = msg("pb-why-fight-type", card=label, type=what)
            elif r.effect.sacrifice is not None:
                why = "Name the Units you give up with 'with' (at most " f"{r.effect.sacrifice.max}, from your hand)."
                words = msg("pb-why-sacrifice", most=r.effect.sacrifice.max)
            else:
                why = f"{label} cannot be played now."
                words = msg("pb-why-not-now", card=label)
        elif kind == "respond":
            target = t.label(s.stack[-1].card)
            why = f"{label} cannot cancel or answer {target}."
            words = msg("pb-why-cannot-answer", card=label, target=target)
        elif kind == "place_b":
            why = f"Play a Unit against the German Unit; {label} is {tname}."
            words = msg("pb-why-place-b", card=label, type=what)
        elif kind == "place_g":
            why = f"{label} cannot be played now: play a Unit (if the Terrain allows more) or 'no unit'."
            words = msg("pb-why-place-g", card=label)
        elif kind == "destroyed":
            why = "Now only a card changing the number of German Units may be played."
            words = msg("pb-why-destroyed")
        else:
            why = "No card is played at this point."
            words = msg("pb-why-no-card-now")
        return why, rule, words, True
    if a.kind == "toss":
        return ("You cannot toss that token now (none left, or tokens are not allowed in this fight).", rule,
                msg("pb-why-toss"), True)
    if a.kind == "heroic" and a.card is not None:
        slots = Game(s, t).slot_letters(seat)
        letter = next((x for x, c in slots.items() if c == a.card), None)
        if letter:
            return (f"Name the card by its secret letter, so that your opponent cannot read your choice in the "
                    f"game log: 'take heroic {letter}' takes {t.label(a.card)}.", rule,
                    msg("pb-why-heroic-letter", letter=letter, card=t.label(a.card)), False)
        return f"{a.card} is not one of your heroic cards still available.", rule, msg("pb-why-heroic-card", card=a.card), True
    if a.kind == "heroic" and a.value is not None:
        return f"There is no heroic card '{a.value}' left to take.", rule, msg("pb-why-heroic-none", letter=a.value), True
    if a.kind == "terrain":
        return f"{a.card} is not one of the Terrains to choose from.", rule, msg("pb-why-terrain", card=a.card), True
    if a.kind == "reserve":
        return ("Only cards you played this turn (one Unit and one Event or Combat Action at most) can be set aside.",
                rule, msg("pb-why-reserve"), True)
    if a.kind == "absorb":
        return ("Losing a Strength Point instead of playing a Unit is allowed only on the bridges.",
                "Scenario 1A/1B: The Bénouville Bridge", msg("pb-why-absorb"), True)
    return f"'{text}' is not possible now.", rule, msg("pb-why-not-possible", text=text), True
