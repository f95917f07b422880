"""The prompts: who must decide what now, in words, with the default a deadline or button would pick.

One :class:`rules.core.contract.Prompt` per waiting seat: its text (what the
card asks, with the limits), up to ten choices from :mod:`.choices`, and the
default (standing-order style: the cheapest losses, the first placement, ...).
"""

from __future__ import annotations

from typing import Any

from rules.aa_dday.air import air_available, patrol_limit
from rules.aa_dday.board import BOARD, JOINT, NATION_ADJ, units_phrase
from rules.aa_dday.buttons import button_choices
from rules.aa_dday.charts import chart_label, next_types
from rules.aa_dday.choices import (
    MAX_CHOICES,
    base_options,
    cached,
    choice_of,
    confirming,
    decider_of,
    default_hits,
    default_place,
    hit_groups,
)
from rules.aa_dday.common import (
    PATROL_LIMIT,
    SEAT_TITLE,
    SEAT_WHO,
    dice_text,
    fortune_result,
    loc_label,
    nation_seat,
    plural,
    seat_nations,
    three,
)
from rules.aa_dday.decisions import deciders, seats_waiting
from rules.aa_dday.fortune import auto_choice
from rules.aa_dday.patrol_again import can_patrol_again
from rules.aa_dday.reach import flooded, two_steps
from rules.aa_dday.state import AAState
from rules.aa_dday.tactics import SUMMARY, tactics_title
from rules.core.contract import Prompt


def default_for(w: AAState, seat: str) -> str | None:
    p = w.pending
    if p is None:
        return None
    if confirming(w, seat):
        return "confirm"
    d = decider_of(w, seat)
    kind = p.kind
    if kind == "hits":
        return default_hits(w, seat)
    if kind == "place":
        return default_place(w, d) or "done"
    if kind == "move":
        opts = base_options(w, seat)
        return opts[0].value if opts else None
    if kind == "split":
        return "split uk 3 us 3"
    if kind == "tactic":
        return "tactic pass"
    if kind == "choose":
        if p.fortune:
            return auto_choice(w, d) or p.choices[0]
        return p.choices[0]
    if kind == "reroll":
        return auto_choice(w, d) or "done"
    return "done"


Words = tuple[str, str, dict[str, Any]]
"""A text in English, with its catalogue message and arguments (issue #28)."""


def prompt_words(w: AAState, seat: str) -> Words:
    """The prompt's English text, and its message: ``aa-prompt`` = a note for joint decisions + the body."""
    p = w.pending
    assert p is not None
    if confirming(w, seat):
        j = p.joint
        assert j is not None
        who = SEAT_TITLE[j.proposal[0]]
        return (f"{who} proposes for the Allies: '{j.proposal[1]}'. Say 'confirm' to agree or 'refuse' "
                "(then the Axis decides).", "aa-prompt-confirm", {"seat": j.proposal[0], "action": j.proposal[1]})
    note, note_key, note_args = joint_note_words(w, seat)
    body, body_key, body_args = base_prompt_words(w, seat)
    return (note + body, "aa-prompt",
            {"note": {"key": note_key, "args": note_args}, "body": {"key": body_key, "args": body_args}})


def prompt_text(w: AAState, seat: str) -> str:
    return prompt_words(w, seat)[0]


def prompts(w: AAState) -> tuple[Prompt, ...]:
    return cached(w, "prompts", lambda: _prompts(w))


def kind_for(w: AAState, seat: str) -> str:
    """The prompt kind ``seat`` is asked: the pending decision's, or ``confirm`` for a joint proposal."""
    return "confirm" if confirming(w, seat) else w.pending.kind  # type: ignore[union-attr]


def asked(w: AAState) -> tuple[tuple[str, str], ...]:
    """``(seat, kind)`` of each prompt :func:`prompts` builds, in the same order."""
    return tuple((seat, kind_for(w, seat)) for seat in seats_waiting(w))


def _prompts(w: AAState) -> tuple[Prompt, ...]:
    out = []
    for seat in seats_waiting(w):
        kind = kind_for(w, seat)
        default = default_for(w, seat)
        marked = {c.value: c for c in button_choices(w, seat)}
        texts: list[str] = []
        if default:
            texts.append(default)
        texts += [t for t in marked if t not in texts]
        for c in base_options(w, seat)[: MAX_CHOICES + 1]:
            if len(texts) >= MAX_CHOICES:
                break
            if c.value not in texts:
                texts.append(c.value)
        text, key, args = prompt_words(w, seat)
        out.append(
            Prompt(
                seat=seat,
                kind=kind,
                text=text,
                key=key,
                args=args,
                choices=tuple(marked.get(t) or choice_of(t) for t in texts),
                default=default,
            )
        )
    return tuple(out)


def joint_note(w: AAState, seat: str) -> str:
    """What a seat answering a joint decision of the Allies needs to know (three players)."""
    return joint_note_words(w, seat)[0]


def joint_note_words(w: AAState, seat: str) -> Words:
    p = w.pending
    if p is None or not three(w) or seat in deciders(w) or JOINT not in deciders(w):
        return "", "aa-note-none", {}
    j = p.joint
    if j is not None and j.refused:
        prop = j.proposal
        counter = f"; {SEAT_WHO[j.refused]} wanted '{j.counter}'" if j.counter else ""
        return (f"The Allied players disagree ({SEAT_WHO[prop[0]]} proposed '{prop[1]}'{counter}): as the rules "
                "say, you decide for them. ", "aa-note-refused",
                {"proposer": prop[0], "action": prop[1], "refuser": j.refused, "counter": j.counter})
    return ("A decision for the Allies together: propose it (send the action); the other Allied player confirms "
            "or refuses, and on a refusal the Axis decides. ", "aa-note-joint", {})


def base_prompt_text(w: AAState, seat: str) -> str:
    return base_prompt_words(w, seat)[0]


HIT_LEADS = {
    "airborne": "Choose the German casualties of the airborne assault (not blockhouses)",
    "bombard": "Choose the blockhouses the naval bombardment destroys",
    "aa_fighter": "Choose the fighters your antiaircraft fire shoots down",
    "aa_bomber": "Choose the bombers your antiaircraft fire shoots down",
    "bomber": "Choose the German units your bombers destroy",
    "bh_fire": "Choose the Allied units at sea your blockhouses destroy",
    "combat": "Choose the casualties among your units",
    "f01": "Fortune 01: choose the two paratroopers the disarray costs the Allies",
    "f07": "Fortune 07: choose the striking bomber the Luftwaffe shoots down",
    "f16": "Fortune 16: choose the patrolling fighter the Luftwaffe shoots down",
    "t01": "Tactics 01: choose the German units the paratroopers destroy",
    "t04": "Tactics 04: choose the Allied land unit the falling fighter destroys",
    "t05": "Tactics 05: choose the German units the extra bombs destroy",
    "t06": "Tactics 06: choose the Allied land unit hit by friendly fire",
    "t11": "Tactics 11: choose the German units the howitzers destroy",
    "t12": "Tactics 12: choose the German unit the Resistance removes",
    "t13": "Tactics 13: choose the Allied land units the 88s destroy",
}
"""What a hits decision asks, by its context (``aa-hits-lead-<ctx>`` in the catalogue)."""

CHOOSE_WHAT = {
    "shortage": "Fortune: choose the zone whose German artillery runs out of antiaircraft shells",
    "revive": "Fortune: choose whose lost aircraft returns to the airfield",
    "attack": "Fortune: choose the one zone where each power attacks",
    "axis_attack": "Fortune: choose the two zones where the Axis attacks",
    "barnstorm": "Tactics 03: choose the fighter (zone and power) that is immune to antiaircraft fire",
    "flood": "Tactics 07: choose the coastal zone to flood",
    "build": "Tactics 08: choose the zone of the new blockhouse",
}
"""What a choice asks, by its ``what`` (``aa-choose-<what>`` in the catalogue)."""


def base_prompt_words(w: AAState, seat: str) -> Words:
    p = w.pending
    assert p is not None
    kind = p.kind
    d = decider_of(w, seat)
    if kind == "hits":
        groups = hit_groups(w, seat)
        where = "; ".join(
            f"{plural(g.n, 'hit')} in "
            + " / ".join(f"{loc_label(loc)} ({units_phrase(pool)})" for loc, pool in g.pool.items())
            for g in groups
        )
        lead = HIT_LEADS[p.ctx]
        return (f"{lead}: {where}. Write 'hits <location>: <units>'.", "aa-prompt-hits",
                {"lead": p.ctx, "groups": [[g.n, g.pool] for g in groups]})
    if kind == "move":
        extra = ""
        two = two_steps(w, p)
        if two:
            extra += " This phase every land unit may move two zones (fortune)."
        if p.out is not None:
            extra += f" Units may move out of only {plural(p.out_limit, 'zone')} per power this phase (fortune)."
        flood = flooded(w, p) if w.effects else None
        if flood:
            extra += f" {loc_label(flood)} is flooded (tactics 07)."
        args: dict[str, Any] = {"two": bool(two), "out": p.out_limit if p.out is not None else None,
                                "zone": flood or None}
        if p.side == "allies":
            nats = seat_nations(w, d)
            who = "Allied" if len(nats) > 1 else NATION_ADJ[nats[0]]
            args["power"] = "allies" if len(nats) > 1 else nats[0]
            return ((f"Move {who} land units ashore: infantry and artillery one zone, tanks up to two; units in a zone "
                     "with German land units are locked. Say 'done' when finished (at most 8 per zone then)." + extra),
                    "aa-prompt-move-allies", args)
        return (("Move German land units: infantry and artillery one zone, tanks up to two; units in a zone with "
                 "Allied land units are locked. Say 'done' when finished; patrolling fighters then strafe movers."
                 + extra), "aa-prompt-move-axis", args)
    if kind == "land":
        extra = ""
        how = "none"
        if fortune_result(w, 10) == "good":
            extra = " This phase units may land in any landing zone of their power ('land … from <box> to <zone>')."
            how = "any"
        elif p.out is not None:
            extra = " This phase each power lands from one beachhead box only (fortune)."
            how = "one"
        return (("Land units from the beachhead boxes into their landing zones (at most 8 Allied land units per zone), "
                 "then say 'done'." + extra), "aa-prompt-land", {"how": how})
    if kind == "patrol":
        mine = seat_nations(w, d)
        ready = {k: air_available(w, k) for k in w.airfield if k.endswith("fighter") and k[:2] in mine}
        left = units_phrase(ready)
        unlimited = patrol_limit(w) > PATROL_LIMIT
        limit = "no limit per zone this turn" if unlimited else "at most 4 per zone"
        again = can_patrol_again(w, d)
        text = (f"Send fighters on patrol ({limit}); ready on the airfield: {left}. Say 'done' when finished"
                f"{' or ' + repr('patrol as last turn') if again else ''}.")
        return text, "aa-prompt-patrol", {"unlimited": unlimited, "units": ready, "again": bool(again)}
    if kind == "bomb":
        mine = seat_nations(w, d)
        ready = {k: air_available(w, k) for k in w.airfield if k.endswith("bomber") and k[:2] in mine}
        left = units_phrase(ready)
        return (f"Send bombers to zones without Allied land units; ready on the airfield: {left}. Say 'done' to strike.",
                "aa-prompt-bomb", {"units": ready})
    if kind == "place":
        parts = []
        avail = []
        for chart, n in p.avail.items():
            if n > 0 and BOARD.chart_nation[chart] in seat_nations(w, d):
                types = next_types(w, chart, n)
                nxt = ", ".join(types)
                parts.append(f"{chart_label(chart)}: {n} ({nxt})")
                avail.append([chart, n, list(types)])
        return (("Place reinforcements in chart order ('place <chart> <n> in <location>'). Available: "
                 + "; ".join(parts) + "."), "aa-prompt-place", {"avail": avail})
    if kind == "split":
        return ("Split the six naval bombardment dice between the U.K. and the U.S. ('split uk <n> us <m>').",
                "aa-prompt-split", {})
    if kind == "reroll":
        mine_rolls = [[c, list(v)] for c, v in p.rolls.items()
                      if c not in p.done and nation_seat(w, BOARD.chart_nation[c]) == d]
        rolls = "; ".join(f"{chart_label(c)} {dice_text(v)}" for c, v in mine_rolls)
        return ((f"Fortune: you may reroll one die of each reinforcement roll ({rolls}) and must keep the new result: "
                 "'reroll <chart> <die>', or 'done' to keep the dice."), "aa-prompt-reroll", {"chart_rolls": mine_rolls})
    if kind == "tactic":
        k = p.card
        return ((f"{tactics_title(k)}: {SUMMARY[k]}. 'tactic use' (the card then leaves the deck) or 'tactic pass'. "
                 "('orders tactics pass' passes every tactics card for you.)"), "aa-prompt-tactic",
                {"tactic": k, "summary": k})
    if kind == "choose":
        what = CHOOSE_WHAT[p.what]
        shown = ", ".join(f"'{c}'" for c in p.choices[:6]) + (" …" if len(p.choices) > 6 else "")
        return f"{what}: {shown}.", "aa-prompt-choose", {"what": p.what, "shown": shown}
    if kind == "rearrange":
        return (("Tactics 09: move units between beachhead boxes of their power ('move <units> from <box> to <box>'); "
                 "box capacities must hold when you say 'done'."), "aa-prompt-rearrange", {})
    if kind == "recon":
        where = loc_label(p.zone) if p.zone else "one zone with a German reinforcement marker"
        return (f"Tactics 14: move patrolling fighters to {where} ('move <fighters> from <zone> to <zone>'), then 'done'.",
                "aa-prompt-recon", {"zone": p.zone or None})
    if kind == "convoy":
        return (("Tactics 15: move one German land unit along zones held only by German units "
                 "('move 1 <type> from <zone> to <zone>'), or 'done' to let it go."), "aa-prompt-convoy", {})
    return "", "aa-prompt-none", {}
