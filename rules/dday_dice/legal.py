"""Legal steps, prompt texts, autocomplete choices and defaults, for every phase that waits.

:func:`legal` lists complete steps (values); :func:`choices` their texts with
labels. Dice-effect uses with free arguments (results of your choice, dice
to change) are offered in a few representative forms; any legal form typed
in full is accepted.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from rules.core.contract import Choice
from rules.core.words import count
from rules.dday_dice import (
    advance,
    assault,
    badges,
    battle_conditions,
    bonuses,
    german_legal,
    german_losses,
    rally,
    roll,
    skulls,
)
from rules.dday_dice import items as items_rules
from rules.dday_dice.actions import (
    RESOURCES,
    Assault,
    BuyBadge,
    Cancel,
    ClaimRWB,
    ClaimStraight,
    Done,
    Find,
    Give,
    Lose,
    Move,
    Observe,
    Redraw,
    Reorder,
    Result,
    Sacrifice,
    Share,
    Stay,
    Use,
)
from rules.dday_dice.context import Working, waiting
from rules.dday_dice.defences import resource_trade_refusal
from rules.dday_dice.effects import available
from rules.dday_dice.notation import format_action
from rules.dday_dice.records import COLOURS, FACES
from rules.dday_dice.state import GERMAN, Unit
from rules.dday_dice.trading import example_partner, partners
from rules.dday_dice.why import as_argument

ALL_RESULTS = tuple(Result(colour=c, face=f) for c in COLOURS for f in FACES)


def stay_limit(g: Working, u: Unit) -> int:
    return advance.stay_limit(g, u)


def rolls_left(g: Working, u: Unit) -> int:
    if u.status != "active" or g.s.phase != 1 or u.done:
        return 0
    return max(0, roll.max_rolls(g, u) - u.rolls)


def _use_forms(g: Working, u: Unit) -> list[Use]:
    out: list[Use] = []
    for what in items_rules.usable(g, u):
        found = items_rules._record(g, u, what)
        e = found[2]
        if not e.touches_dice():
            out.append(Use(what=what))
            continue
        free = available(u.dice)
        others = [o for o in g.s.units if o.seat != u.seat and o.status == "active"]
        results = [()] if not e.add_results else [tuple([r] * e.add_results) for r in ALL_RESULTS]
        changes = [()] if not e.change_die else [((d, f),) * 1 for d in free[:e.change_die and 6] for f in FACES
                                                 if f != u.dice[d - 1].face]
        if e.change_die > 1:
            changes = []
        rerolls = [()] if not e.reroll_dice else [(d,) for d in free if not u.dice[d - 1].locked]
        targets: list[tuple[str | None, tuple, int | None]] = [(None, (), None)]
        if e.give_results:
            targets = [(o.seat, tuple([r] * e.give_results), None) for o in others[:1] for r in ALL_RESULTS[:6]]
        if e.trade_die or e.steal_die:
            targets = [(o.seat, (), d2) for o in others if o.sector == u.sector for d2 in available(o.dice)]
            gs = g.s.german
            if gs is not None and not gs.solo:
                targets += [(GERMAN, (), d2) for d2 in available(gs.dice)]
            rerolls = [(d,) for d in free] if e.trade_die else [()]
        for res in results[:18]:
            for ch in changes[:30]:
                for rr in rerolls:
                    for tgt, tres, tdie in targets[:12]:
                        out.append(Use(what=what, results=res, changes=ch, dice=rr, target=tgt,
                                       target_results=tres, target_die=tdie))
                        if len(out) > 120:
                            return out
    return out


_RECENT: list[tuple[object, str, list]] = []
"""The last few (state, seat, legal steps): prompts, options and defaults of one position share them.
States are frozen, so an identical object (``is``) has the same legal steps."""


def legal(g: Working, seat: str) -> list:
    for state, who, found in _RECENT:
        if state is g.s and who == seat:
            return list(found)
    found = _legal(g, seat)
    _RECENT.insert(0, (g.s, seat, found))
    del _RECENT[8:]
    return list(found)


def _legal(g: Working, seat: str) -> list:
    if seat not in waiting(g):
        return []
    if seat == GERMAN:
        return german_legal.legal(g)
    u = g.unit(seat)
    phase = g.s.phase
    if u.owed[:1] == ("observe",):
        return [Reorder(order=o) for o in battle_conditions.reorder_choices(g)]
    if u.owed:
        return [Lose(what=x) for x in german_losses.choices(g, u)]
    if g.s.german is not None and u.done and phase == 5:
        return [Assault(order=o) for o in assault.orders(g)]
    if phase == 1 and u.status == "down":
        return g.campaign.retreat_steps(g, u)
    if phase == 1 and g.campaign.carry_pending(g, seat):
        return g.campaign.carry_steps(g, u)
    raid = g.campaign.raid_orders(g, u) if g.s.campaign is not None else []
    if raid and g.campaign.owed(g, u):
        return raid
    extra = [Sacrifice(what=x) for x in battle_conditions.sacrifices(g, u)]
    extra += [Observe(what=x) for x in battle_conditions.observers(g, u)]
    extra += [Redraw()] if g.campaign.can_redraw(g, u) else []
    if phase == 1:
        return roll.legal(g, u) + extra + raid
    out: list = extra + raid
    if phase == 2:
        for face in bonuses.claimable(g, u):
            for key in bonuses.option_keys(g, u, face):
                opt = next((o for o in g.d.nations[u.nation].rwb[face].options if o.key == key), None)
                n = opt.effect.add_results if opt else 0
                if n:
                    out += [ClaimRWB(face=face, option=key, results=(r,) * n) for r in ALL_RESULTS]
                else:
                    out.append(ClaimRWB(face=face, option=key))
        if bonuses.straight_ok(g, u):
            out.append(ClaimStraight())
        if skulls.cancels_left(g, u):
            out += [Cancel(die=d) for d in skulls.targets(g, u)]
        for colour in g.campaign.givable(g, u):
            out += [Share(colour=colour, to=o.seat) for o in g.active() if o.seat != seat]
        out += _use_forms(g, u)
        if not skulls.cancels_left(g, u):
            out.append(Done())
        return out
    if phase == 4:
        out += [r for x in rally.rally_choices(g, u) for r in g.campaign.rally_forms(g, u, x)]
        out += [Find(what=x) for x in items_rules.find_choices(g, u)]
        out += _use_forms(g, u)
        for p in partners(g, u):
            for r in (() if resource_trade_refusal(g, u, g.unit(p)) else RESOURCES):
                have = getattr(u, r) - (1 if r == "soldiers" else 0)
                if have >= 1:
                    out.append(Give(to=p, what=r, amount=1))
                    if have > 1:
                        out.append(Give(to=p, what=r, amount=min(have, 99)))
            out += [Give(to=p, what=i) for i in dict.fromkeys(u.items + u.badges)]
        if badges.buy_ok(g, u):
            out.append(BuyBadge())
        out.append(Done())
        return out
    if phase == 5:
        forced, dests = advance.options(g, u)
        if not forced:
            out.append(Stay())
        out += [Move(to=d) for d in dests]
        out += _use_forms(g, u)
        return out
    return out


@lru_cache(maxsize=4096)
def text_of(a) -> str:
    """``format_action``, remembered: the same legal steps come up again and again."""
    return format_action(a)


def dice_named(a) -> tuple[int, ...]:
    """The numbers of the acting side's own dice a step names (``lock 1 3``, ``use rangefinder d3 d5``, ``d3=star``)."""
    return tuple(dict.fromkeys((*getattr(a, "dice", ()), *(d for d, _ in getattr(a, "changes", ())))))


def faces_of(dice, numbers: tuple[int, ...]) -> str:
    """``"1:red Star, 3:white Courage"``: each named die with its face (so a menu never lists bare numbers)."""
    return ", ".join(f"{i}:{roll.die_text(dice[i - 1])}" for i in numbers if 0 < i <= len(dice))


def _label(g: Working, u: Unit, a, text: str | None = None) -> str:
    text = text or text_of(a)
    d = g.d
    if a.kind in ("lock", "reroll"):
        return f"{text} — {faces_of(u.dice, dice_named(a))}"
    if a.kind == "use" and (dice_named(a) or a.target_die):
        r = d.items.get(a.what) or d.medals.get(a.what) or d.specialists.get(a.what)
        named = [faces_of(u.dice, dice_named(a))]
        if a.target_die and a.target in g.s.seats:
            named.append(f"{g.name(a.target)}'s " + faces_of(g.unit(a.target).dice, (a.target_die,)))
        elif a.target_die and a.target == GERMAN and g.s.german is not None:
            named.append("the German's " + faces_of(g.s.german.dice, (a.target_die,)))
        return f"{text} — " + (f"{r.name}: " if r is not None else "") + "; ".join(x for x in named if x)
    if a.kind == "rwb":
        b = d.nations[u.nation].rwb[a.face]
        return f"{text} — {b.name}: {bonuses.option_label(g, u, a.face, a.option)}"
    if a.kind == "rally":
        return f"{text} — {d.specialists[a.what].name}, {count(rally.cost(g, u, a.what), 'Star')}"
    if a.kind == "find":
        r = d.items[a.what]
        return f"{text} — {r.name}, {0 if items_rules.free_find_ok(u, r.ip) else r.ip} IP: {r.effect.describe()}"
    if a.kind == "move":
        found = advance.check_move(g, u, a.to)
        cost = found[0] if not isinstance(found, str) else 0
        return f"{text} — {g.map.sector(a.to).label}, {cost} Courage"
    if a.kind == "cancel":
        return f"{text} — cancel {roll.die_text(u.dice[a.die - 1])}"
    return text


PLAIN_LABELS = frozenset({"keep", "done", "stay", "straight", "mulligan"})
"""Steps whose label is their text alone, said in words by ``dice-choice-<kind>``."""


def _label_words(g: Working, u: Unit, a, text: str) -> tuple[str, dict]:
    """The message name and arguments of :func:`_label`'s words (``""``: none yet, the label stays English)."""
    if a.kind in PLAIN_LABELS and text == a.kind:
        return f"dice-choice-{a.kind}", {}
    if a.kind in ("lock", "reroll"):
        return "dice-choice-dice", {"text": text, "faces": roll.faces_arg(u.dice, dice_named(a))}
    if a.kind == "rally":
        return "dice-choice-rally", {"text": text, "name": g.d.specialists[a.what].name, "stars": rally.cost(g, u, a.what)}
    if a.kind == "move":
        found = advance.check_move(g, u, a.to)
        return "dice-choice-move", {"text": text, "label": g.map.sector(a.to).label,
                                    "cost": found[0] if not isinstance(found, str) else 0}
    if a.kind == "cancel":
        return "dice-choice-cancel", {"text": text, "die": roll.die_arg(u.dice[a.die - 1])}
    if a.kind == "lose" and text == f"lose {a.what}":
        r = g.d.specialists.get(a.what) or g.d.items.get(a.what)
        if r is not None:
            return "dice-choice-lose", {"text": text, "name": r.name}
    if a.kind == "rwb":
        return "dice-choice-rwb", {"text": text, "name": g.d.nations[u.nation].rwb[a.face].name,
                                   "label": as_argument(bonuses.option_label(g, u, a.face, a.option))}
    if a.kind == "find":
        r = g.d.items[a.what]
        return "dice-choice-find", {"text": text, "name": r.name, "ip": 0 if items_rules.free_find_ok(u, r.ip) else r.ip,
                                    "effect": as_argument(r.effect.describe())}
    if a.kind == "use" and (dice_named(a) or a.target_die):
        r = g.d.items.get(a.what) or g.d.medals.get(a.what) or g.d.specialists.get(a.what)
        other, faces = "none", {}
        if a.target_die and a.target in g.s.seats:
            other, faces = "unit", roll.faces_arg(g.unit(a.target).dice, (a.target_die,))
        elif a.target_die and a.target == GERMAN and g.s.german is not None:
            other, faces = "german", roll.faces_arg(g.s.german.dice, (a.target_die,))
        mine = roll.faces_arg(u.dice, dice_named(a))
        return "dice-choice-use", {"text": text, "name": r.name if r is not None else "",
                                   "has_name": "yes" if r is not None else "no", "mine": mine,
                                   "has_mine": "yes" if mine["tally"] else "no", "other": other,
                                   "to": g.who(a.target) if other == "unit" else "", "faces": faces or ""}
    return "", {}


def _secret(g: Working, u: Unit, a) -> bool:
    """True for a step that would show a face-down Medal (prompts and their buttons are public)."""
    if a.kind == "redraw":
        return bool(g.d.rule("medals_secret"))
    return a.kind == "use" and a.what in u.medals and bool(g.d.rule("medals_secret"))


def choices(g: Working, seat: str, public: bool = False, limit: int | None = None) -> list[tuple[str, str]]:
    """Texts and labels of the legal steps; ``public`` leaves out those naming a secret Medal."""
    return [(text, label) for text, label, _, _ in worded_choices(g, seat, public, limit)]


def worded_choices(g: Working, seat: str, public: bool = False, limit: int | None = None) -> list[tuple[str, str, str, dict]]:
    """:func:`choices` with each label's message name and arguments (``""``, ``{}``: the label has none)."""
    if seat == GERMAN and seat in waiting(g):
        return german_legal.worded_choices(g, public, limit)
    if seat not in g.s.seats or seat not in waiting(g):
        return []
    u = g.unit(seat)
    acts = [a for a in legal(g, seat) if not (public and _secret(g, u, a))]
    if limit is not None:
        acts = _button_order(acts)[:limit]
    out = []
    for a in acts:
        text = text_of(a)
        label = _label(g, u, a, text)
        key, args = _label_words(g, u, a, text)
        if not key and label == text:  # a step named by its notation alone (a Raid's order, 'carry medic')
            key, args = "dice-choice-notation", {"text": text}
        out.append((text, label, key, args))
    return out


BUTTON_KINDS = frozenset({"keep", "done", "stay", "move", "rwb", "straight", "mulligan", "lose", "assault", "start", "wound"})
"""Steps that are a whole answer worth a button under the phase post (the dice tray covers lock and reroll)."""

BUTTON_FIRST = ("keep", "done", "stay", "move", "cancel", "rwb", "straight", "rally", "find", "lock", "reroll")


def _button_order(acts: list) -> list:
    """The steps a prompt shows as buttons first: closing a phase, moving, the main choices."""
    rank = {k: i for i, k in enumerate(BUTTON_FIRST)}
    return sorted(acts, key=lambda a: rank.get(a.kind, len(rank)))


def default(g: Working, seat: str) -> str | None:
    if seat == GERMAN:
        return german_legal.default(g)
    u = g.unit(seat)
    acts = [a for a in legal(g, seat) if not _secret(g, u, a)]
    if not acts:
        return None
    for kind in ("keep", "done", "stay"):
        for a in acts:
            if a.kind == kind:
                return format_action(a)
    for a in acts:
        if a.kind in ("cancel", "move"):
            return format_action(a)
    return format_action(acts[0])


def prompt_text(g: Working, dec) -> str:
    if dec.kind == "german":
        return german_legal.prompt_text(g)
    u = g.unit(dec.seat)
    name = g.name(dec.seat)
    if dec.kind == "loss" and dec.what == "observe":
        return f"{name}: put the Battle Conditions you looked at back: 'reorder 1 2' or 'reorder 2 1'."
    if dec.kind == "loss":
        return f"{name}: the German makes you lose 1 {dec.what}; pick it: " + ", ".join(
            f"lose {x}" for x in dec.choices) + "."
    if dec.kind == "assault":
        return (f"{name}: several Units wait in the Final Bunker; name the order of the Assault, e.g. "
                f"'assault {' '.join(dec.units)}'.")
    if dec.kind == "carry":
        had = ", ".join(g.campaign.carry_choices(g, dec.seat)) or "none"
        return (f"{name}: before rolling, keep up to {count(dec.slots, 'Specialist')} from the last Raid ({had}): "
                "'carry NAME', or 'carry none'.")
    if dec.kind == "keep_going":
        return (f"{name} was eliminated. Keep Going!: 'retreat SECTOR keep SPECIALIST stars N' to "
                + ", ".join(dec.destinations) + (f" (keep one of: {', '.join(dec.keep)})" if dec.keep else "")
                + ", or 'retreat none' to stay out of this Raid.")
    if dec.kind == "roll":
        head = f"{name}: your dice are {roll.tally_text(u.dice)}."
        if dec.must_lock:
            return head + " Lock 2 dice ('lock 1 3'), then reroll the others up to twice, or 'keep'."
        free = [str(i) for i, d in enumerate(u.dice, 1) if not d.locked and d.role != "off"][:2]
        return head + f" Reroll unlocked dice ('reroll {' '.join(free)}', {dec.max_rolls - dec.rolls} left) or 'keep'."
    raid_text = _raid_text(g, u, name)
    if raid_text and raid_text.startswith(name):
        return raid_text
    return _phase_text(g, u, dec, name) + raid_text


def prompt_words(g: Working, dec) -> tuple[str, dict]:
    """The message name and arguments of :func:`prompt_text`'s words (``""``, ``{}``: none yet, it stays English)."""
    if dec.kind == "german":
        return german_legal.prompt_words(g)
    u = g.unit(dec.seat)
    unit = g.who(dec.seat)
    if dec.kind == "roll":
        if dec.must_lock:
            return "dice-prompt-roll-lock", {"unit": unit, "tally": roll.tally_arg(u.dice)}
        free = " ".join([str(i) for i, d in enumerate(u.dice, 1) if not d.locked and d.role != "off"][:2])
        return "dice-prompt-roll-reroll", {"unit": unit, "tally": roll.tally_arg(u.dice), "free": free,
                                           "left": dec.max_rolls - dec.rolls}
    rare = _rare_prompt_words(g, dec, unit)
    if rare is not None:
        return rare
    if g.s.campaign is not None and g.campaign.owed(g, u):  # the Raid's orders owed first: the whole prompt
        due = g.campaign.owed(g, u)
        return "dice-prompt-raid-first", {"unit": unit, "usages": "; ".join(f"'{o.usage}'" for o in due),
                                          "orders": ", ".join(format_action(a) for a in g.campaign.raid_orders(g, u)[:8])}
    key, args = _phase_words(g, u, dec, unit)
    if dec.kind == "spend" and advance.stuck_warning(g, u):
        key, args = "dice-prompt-with-warning", {"prompt": {"key": key, "args": args},
                                                 "warning": advance.stuck_warning_words(g, u)}
    hint = _raid_text(g, u, g.name(dec.seat))
    if hint:  # the Raid's orders open now, after the phase's words
        verbs = list(dict.fromkeys(a.verb for a in g.campaign.raid_orders(g, u)))
        key, args = "dice-prompt-with-raid-hint", {"prompt": {"key": key, "args": args},
                                                   "verbs": ", ".join(f"'{v}'" for v in verbs)}
    return key, args


def _rare_prompt_words(g: Working, dec, unit: dict) -> tuple[str, dict] | None:
    """The words of the prompts met now and then (a loss to the German, the Assault's order, Overlord's carry and
    Keep Going!), or None for another prompt."""
    if dec.kind == "loss" and dec.what == "observe":
        return "dice-prompt-observe", {"unit": unit}
    if dec.kind == "loss":
        what = {"key": f"dice-kind-{dec.what}", "args": {}} if dec.what in ("specialist", "item") else dec.what
        return "dice-prompt-loss", {"unit": unit, "what": what, "choices": ", ".join(f"lose {x}" for x in dec.choices)}
    if dec.kind == "assault":
        return "dice-prompt-assault", {"unit": unit, "order": " ".join(dec.units)}
    if dec.kind == "carry":
        had = g.campaign.carry_choices(g, dec.seat)
        return "dice-prompt-carry", {"unit": unit, "count": dec.slots, "had": ", ".join(had) or "none"}
    if dec.kind == "keep_going":
        return "dice-prompt-keep-going", {"unit": unit, "destinations": ", ".join(dec.destinations),
                                          "keep": ", ".join(dec.keep), "if_keep": "yes" if dec.keep else "no"}
    return None


def _phase_words(g: Working, u, dec, unit: dict) -> tuple[str, dict]:
    """The words of Phase 2, 4 and 5's prompts."""
    if dec.kind == "bonus":
        bits: list[dict] = []
        if dec.claimable:
            bits.append({"key": "dice-prompt-bit-rwb", "args": {"faces": ", ".join(dec.claimable)}})
        if dec.straight:
            bits.append({"key": "dice-prompt-bit-straight", "args": {}})
        if dec.cancels_left:
            bits.append({"key": "dice-prompt-bit-cancel", "args": {"count": dec.cancels_left}})
        return "dice-prompt-bonus", {"unit": unit, "bits": bits or [{"key": "dice-prompt-bit-use-items", "args": {}}]}
    if dec.kind == "spend":
        other = example_partner(g, u)
        return "dice-prompt-spend", {"unit": unit, "stars": u.stars, "ip": u.ip, "other": other or "",
                                     "give": "yes" if other else "no"}
    return "dice-prompt-move", {"unit": unit, "label": g.sector(u).label, "marker": u.marker,
                                "limit": stay_limit(g, u), "forced": "yes" if dec.forced else "no",
                                "way": "yes" if dec.destinations else "no",
                                "moves": ", ".join(f"move {d}" for d in dec.destinations)}


def _raid_text(g: Working, u, name: str) -> str:
    """Overlord: the Raid orders owed first (the whole prompt), or those open now (a hint), or ''."""
    if g.s.campaign is None:
        return ""
    due = g.campaign.owed(g, u)
    if due:
        return f"{name}: first " + "; ".join(f"'{o.usage}'" for o in due) + " (a rule of this Raid): " + ", ".join(
            format_action(a) for a in g.campaign.raid_orders(g, u)[:8]) + "."
    open_now = list(dict.fromkeys(a.verb for a in g.campaign.raid_orders(g, u)))
    return (" This Raid also allows: " + ", ".join(f"'{v}'" for v in open_now) + ".") if open_now else ""


def _phase_text(g: Working, u, dec, name: str) -> str:
    if dec.kind == "bonus":
        bits = []
        if dec.claimable:
            bits.append("RWB possible: " + ", ".join(dec.claimable))
        if dec.straight:
            bits.append("a Straight")
        if dec.cancels_left:
            bits.append(f"{count(dec.cancels_left, 'Active Skull')} must cancel a die ('cancel N')")
        return f"{name}: Phase 2. " + ("; ".join(bits) or "Use dice Items if you wish") + "; then 'done'."
    if dec.kind == "spend":
        other = example_partner(g, u)
        give = f"'give {other} WHAT N', " if other else ""
        return (f"{name}: Phase 4 with {count(u.stars, 'Star')} and {count(u.ip, 'Item Point')}. 'rally NAME', 'find NAME', "
                f"{give}'use NAME', then 'done'." + advance.stuck_warning(g, u))
    forced = "you must move" if dec.forced else "'stay' or move"
    return f"{name} in {g.sector(u).label} (marker {u.marker}/{stay_limit(g, u)}): {forced}: " + (
        ", ".join(f"move {d}" for d in dec.destinations) or "no way out") + "."


FIELDS = {"lock": "dice", "reroll": "dice", "rwb": "face", "cancel": "die", "rally": "what", "find": "what",
          "use": "what", "move": "to", "give": "to"}


def field_choices(g: Working, seat: str, kind: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    """Values for one field of a structured command (``kind`` = the action kind)."""
    seen: dict[str, str] = {}
    u = g.unit(seat) if seat in g.s.seats else None
    if seat == GERMAN:
        return [Choice(value=t.split(" ", 1)[1] if " " in t else t, label=lab[:100])
                for t, lab in german_legal.choices(g) if t.split(" ", 1)[0] == kind][:25]
    for a in legal(g, seat):
        if a.kind != kind:
            continue
        text = format_action(a)
        parts = text.split()
        if kind in ("lock", "reroll") and field == "dice":
            seen.setdefault(" ".join(parts[1:]), faces_of(u.dice, dice_named(a)) if u else text)
        elif kind == "rwb" and field == "face":
            seen.setdefault(a.face, u and g.d.nations[u.nation].rwb[a.face].name or a.face)
        elif kind == "rwb" and field == "option" and filled.get("face", "") == a.face:
            seen.setdefault(a.option, _label(g, u, a))
        elif field in ("what", "to", "die"):
            value = parts[1] if len(parts) > 1 else ""
            seen.setdefault(value, _label(g, u, a) if u else value)
    return [Choice(value=v, label=lab[:100]) for v, lab in seen.items()][:25]
