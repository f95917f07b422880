"""Atlantikwall: the German player's legal steps, prompt, public choices and default.

Secret Awards never reach a public text: prompts and their buttons (and the
default) leave out every step naming an Award in hand or in the deck
(``use AWARD``, ``pick AWARD``, ``wound N AWARD``); the German's own
autocomplete (:func:`legal` through ``engine.options``) lists them.
"""

from __future__ import annotations

from itertools import combinations, permutations

from rules.core.words import count
from rules.dday_dice import awards, battle_conditions, german_pending
from rules.dday_dice import german as GR
from rules.dday_dice import roll as roll_rules
from rules.dday_dice.actions import (
    BlindStart,
    Cancel,
    ClaimRWB,
    ClaimStraight,
    Done,
    DrawAward,
    Find,
    Keep,
    Lose,
    Observe,
    Pick,
    Rally,
    Reorder,
    Result,
    Use,
    Wound,
)
from rules.dday_dice.context import Working
from rules.dday_dice.effects import available
from rules.dday_dice.german_records import german_data
from rules.dday_dice.german_waits import AwardPick, BlackAward, BlindPick, ConditionOrder, SpecialistLoss, TallyChoice
from rules.dday_dice.notation import format_action
from rules.dday_dice.records import FACES
from rules.dday_dice.why import Why, as_argument, card_text

BLACK_RESULTS = tuple(Result(colour="blue", face=f) for f in FACES)


def _pending(g: Working) -> list:
    gs = GR.side(g)
    head = gs.pending[0]
    if isinstance(head, BlindPick):
        return [BlindStart(die=i) for i in range(1, len(gs.blind) + 1)]
    if isinstance(head, BlackAward):
        rec = german_data().awards[head.award]
        return [Wound(option=n, what=w) for n, names in awards.ways(gs, rec) for w in names]
    if isinstance(head, SpecialistLoss):
        return [Lose(what=x) for x in dict.fromkeys(gs.specialists)]
    if isinstance(head, AwardPick):
        return [Pick(what=x) for x in dict.fromkeys(gs.award_deck)]
    if isinstance(head, TallyChoice):
        return [Pick(what="original"), Pick(what="new")]
    if isinstance(head, ConditionOrder):
        return [Reorder(order=o) for o in battle_conditions.reorder_choices(g)]
    return [Reorder(order=p) for p in permutations(range(1, len(gs.looked) + 1))]


def _observers(g: Working) -> list[Observe]:
    return [Observe(what=x) for x in battle_conditions.german_observers(g)]


def _uses(g: Working) -> list[Use]:
    gs = GR.side(g)
    out: list[Use] = []
    for what in GR.usable(g):
        e = GR.card(g, what)[2]
        free = [i for i in available(gs.dice) if not gs.dice[i - 1].locked]
        if gs.solo and what in GR.SOLO_POOL:
            size = len(gs.pool) or 6
            out += [Use(what=what, dice=c) for c in combinations(range(1, size + 1), GR.SOLO_POOL[what])]
        elif gs.solo and what in ("close-combat-clasp", "sniper-badge", "scharfschutze"):
            out.append(Use(what=what))
        elif e.reroll_dice:
            out += [Use(what=what, dice=c) for n in range(1, min(e.reroll_dice, len(free)) + 1)
                    for c in combinations(free, n)][:20]
        elif e.add_results:
            out += [Use(what=what, results=(r,) * e.add_results) for r in BLACK_RESULTS]
        elif e.steal_die:
            out += [Use(what=what, target=u.seat, target_die=d) for u in g.active() for d in available(u.dice)]
        elif e.unit_loses:
            out += [Use(what=what, target=u.seat) for u in g.active()]
        else:
            out.append(Use(what=what))
    return out


def legal(g: Working) -> list:
    gs = GR.side(g)
    if gs.pending:
        return _pending(g)
    if gs.done:
        return []
    phase = g.s.phase
    out: list = []
    if phase == 1:
        if GR.must_lock(gs):
            out += roll_rules._locks((1, 2, 3, 4, 5, 6), int(g.d.rule("lock_count")))
        elif gs.rolls < GR.max_rolls(g):
            out += roll_rules._rerolls(tuple(i for i, d in enumerate(gs.dice, 1) if not d.locked))
        return [*out, Keep(), *_uses(g)]
    if phase == 2:
        for face in GR.claimable(g):
            for opt in german_data().rbn[face].options:
                if opt.effect.add_results:
                    out += [ClaimRWB(face=face, option=opt.key, results=(r,)) for r in BLACK_RESULTS]
                else:
                    out.append(ClaimRWB(face=face, option=opt.key))
        if GR.straight_ok(g):
            out.append(ClaimStraight())
        out += [Cancel(die=d) for d in GR.skull_targets(gs)] if GR.cancels_left(g) else []
        out += _uses(g)
        if not GR.cancels_left(g):
            out.append(Done())
        return out
    if phase == 4:
        out += [Rally(what=x) for x in GR.rally_choices(g)]
        out += [Find(what=x) for x in GR.find_choices(g)]
        most = min(3, gs.courage // german_data().rule("award_cost"))
        out += [DrawAward(count=n) for n in range(1, most + 1)]
        return [*out, *_uses(g), *_observers(g), Done()]
    if phase == 5:
        return [*_uses(g), *_observers(g), Done()]
    return out


def secret(g: Working, a) -> bool:
    """True for a step whose text would name an Award the others may not know."""
    gs = GR.side(g)
    if a.kind == "use":
        return a.what in gs.awards
    if a.kind == "pick":
        return a.what not in ("original", "new")
    return a.kind == "wound" and a.what in gs.awards


def _faces(dice, numbers) -> str:
    return ", ".join(f"{i}:{GR.die_text(dice[i - 1])}" for i in numbers if 0 < i <= len(dice))


def _dice_note(g: Working, a) -> str:
    """The dice a ``use`` step names, with their faces: the German's own (or the solitaire's trade pool), a Unit's."""
    gs = GR.side(g)
    named = [_faces(gs.pool if gs.solo and a.what in GR.SOLO_POOL else gs.dice, a.dice)]
    if a.target_die and a.target in g.s.seats:
        named.append(f"{g.name(a.target)}'s " + ", ".join(
            f"{a.target_die}:{roll_rules.die_text(d)}" for d in g.unit(a.target).dice[a.target_die - 1:a.target_die]))
    return "; ".join(x for x in named if x)


def label(g: Working, a, text: str) -> str:
    """A choice's menu text: what it names in words, every die with its face (``lock 1 3 — 1:red Star, ...``)."""
    base = _label(g, a, text)
    note = _dice_note(g, a) if a.kind == "use" and (a.dice or a.target_die) else ""
    if not note:
        return base
    return f"{base} — {note}" if base == text else f"{base} (dice {note})"


def _label(g: Working, a, text: str) -> str:
    gd = german_data()
    gs = GR.side(g)
    if a.kind in ("lock", "reroll"):
        return f"{text} — {_faces(gs.dice, a.dice)}"
    if a.kind == "start":
        return f"{text} — die {a.die}: {count(gs.blind[a.die - 1], 'Soldier')}" if a.die <= len(gs.blind) else text
    if a.kind == "rwb":
        b = gd.rbn[a.face]
        return f"{text} — {b.name}: " + next(o.label for o in b.options if o.key == a.option)
    if a.kind == "rally":
        r = gd.specialists[a.what]
        return f"{text} — {r.name}, {count(r.stars, 'Star')}: {r.text or r.effect.describe()}"
    if a.kind == "find":
        r = gd.items[a.what]
        return f"{text} — {r.name}, {r.ip} IP: {r.effect.describe()}"
    if a.kind == "award":
        return f"{text} — {a.count * gd.rule('award_cost')} Courage"
    if a.kind == "cancel":
        return f"{text} — cancel {GR.die_text(GR.side(g).dice[a.die - 1])}"
    if a.kind in ("use", "pick") and a.what in gd.awards:
        return f"{text} — {gd.awards[a.what].name}: {gd.awards[a.what].describe()}"
    if a.kind == "use" and a.what in gd.items:
        return f"{text} — {gd.items[a.what].name}: {gd.items[a.what].effect.describe()}"
    return text


def choices(g: Working, public: bool = False, limit: int | None = None) -> list[tuple[str, str]]:
    return [(text, lab) for text, lab, _, _ in worded_choices(g, public, limit)]


def label_words(g: Working, a, text: str) -> tuple[str, dict]:
    """The message name and arguments of :func:`label`'s words (``""``: none yet, the label stays English)."""
    gs = GR.side(g)
    if a.kind in ("keep", "done", "straight") and text == a.kind:
        return f"dice-choice-{a.kind}", {}
    if a.kind in ("lock", "reroll"):
        return "dice-choice-dice", {"text": text, "faces": roll_rules.faces_arg(gs.dice, a.dice, GR.die_arg)}
    if a.kind == "cancel":
        return "dice-choice-cancel", {"text": text, "die": GR.die_arg(gs.dice[a.die - 1])}
    if a.kind == "award":
        return "dice-choice-award", {"text": text, "cost": a.count * german_data().rule("award_cost")}
    gd = german_data()
    if a.kind == "rwb":
        o = next(o for o in gd.rbn[a.face].options if o.key == a.option)
        label = Why(o.label, "dice-rwb-option", option={"printed": o.label, "effect": o.effect.describe().message()})
        return "dice-choice-rwb", {"text": text, "name": gd.rbn[a.face].name, "label": as_argument(label)}
    if a.kind == "rally":
        r = gd.specialists[a.what]
        return "dice-choice-german-rally", {"text": text, "name": r.name, "stars": r.stars,
                                            "effect": as_argument(card_text(a.what, r.text, r.effect.describe()))}
    if a.kind == "find":
        r = gd.items[a.what]
        return "dice-choice-find", {"text": text, "name": r.name, "ip": r.ip, "effect": as_argument(r.effect.describe())}
    if a.kind in ("use", "pick") and a.what in gd.awards:
        return "dice-choice-card", {"text": text, "name": gd.awards[a.what].name,
                                    "effect": as_argument(gd.awards[a.what].describe())}
    if a.kind == "use" and a.what in gd.items:
        return "dice-choice-card", {"text": text, "name": gd.items[a.what].name,
                                    "effect": as_argument(gd.items[a.what].effect.describe())}
    if a.kind == "wound":
        name = gd.specialists[a.what].name if a.what in gd.specialists else ""
        return "dice-choice-wound", {"text": text, "option": a.option, "name": name, "named": "yes" if name else "no"}
    if a.kind == "lose" and a.what in gd.specialists:
        return "dice-choice-lose", {"text": text, "name": gd.specialists[a.what].name}
    if a.kind == "start" and a.die <= len(gs.blind):
        return "dice-choice-blind", {"text": text, "die": a.die, "count": gs.blind[a.die - 1]}
    return "", {}


def worded_choices(g: Working, public: bool = False, limit: int | None = None) -> list[tuple[str, str, str, dict]]:
    acts = [a for a in legal(g) if not (public and secret(g, a))]
    if limit is not None:
        first = ("keep", "done", "start", "wound", "lose", "reorder", "rwb", "straight", "cancel", "rally", "find",
                 "award")
        rank = {k: i for i, k in enumerate(first)}
        acts = sorted(acts, key=lambda a: rank.get(a.kind, len(rank)))[:limit]
    out = []
    for a in acts:
        text = format_action(a)
        out.append((text, label(g, a, text), *label_words(g, a, text)))
    return out


def default(g: Working) -> str | None:
    acts = [a for a in legal(g) if not secret(g, a)]
    for kind in ("keep", "done"):
        for a in acts:
            if a.kind == kind:
                return format_action(a)
    return format_action(acts[0]) if acts else None


def prompt_text(g: Working) -> str:
    gs = GR.side(g)
    if gs.pending:
        return f"German player: first settle {german_pending.pending_text(g)}."
    phase = g.s.phase
    if phase == 1:
        head = f"German player: your dice are {GR.tally_text(gs.dice)}."
        if GR.must_lock(gs):
            return head + " Lock 2 dice ('lock 1 3'), then reroll the others up to twice, or 'keep'."
        return head + f" Reroll unlocked dice ({GR.max_rolls(g) - gs.rolls} left) or 'keep'."
    if phase == 2:
        bits = [german_data().rbn[f].name for f in GR.claimable(g)]
        if GR.straight_ok(g):
            bits.append("a Straight")
        if GR.cancels_left(g):
            bits.append(f"{count(GR.cancels_left(g), 'Active Skull')} must cancel a die")
        return "German player: Phase 2. " + ("; ".join(bits) or "Play a card if you wish") + "; then 'done'."
    if phase == 4:
        return (f"German player: Phase 4 with {count(gs.stars, 'Star')}, {count(gs.ip, 'Item Point')} and {gs.courage} "
                "Courage. "
                "'rally NAME', 'find NAME', 'award N' (5 Courage each), 'use NAME', then 'done'.")
    return "German player: you hold the Bunker. Play a card ('use NAME') or 'done'."


def prompt_words(g: Working) -> tuple[str, dict]:
    """The message name and arguments of :func:`prompt_text`'s words (``""``: none yet, it stays English)."""
    gs = GR.side(g)
    if gs.pending:
        return "dice-prompt-german-pending", {"pending": as_argument(german_pending.pending_text(g))}
    phase = g.s.phase
    if phase == 1:
        if GR.must_lock(gs):
            return "dice-prompt-german-roll-lock", {"tally": GR.tally_arg(gs.dice)}
        return "dice-prompt-german-roll-reroll", {"tally": GR.tally_arg(gs.dice), "left": GR.max_rolls(g) - gs.rolls}
    if phase == 2:
        bits: list[dict] = [{"key": "dice-prompt-bit-name", "args": {"name": german_data().rbn[f].name}}
                            for f in GR.claimable(g)]
        if GR.straight_ok(g):
            bits.append({"key": "dice-prompt-bit-straight", "args": {}})
        if GR.cancels_left(g):
            bits.append({"key": "dice-prompt-bit-german-cancel", "args": {"count": GR.cancels_left(g)}})
        return "dice-prompt-german-bonus", {"bits": bits or [{"key": "dice-prompt-bit-play-card", "args": {}}]}
    if phase == 4:
        return "dice-prompt-german-spend", {"stars": gs.stars, "ip": gs.ip, "courage": gs.courage}
    return "dice-prompt-german-hold", {}
