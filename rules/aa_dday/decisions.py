"""Who must decide now, and applying a decision (``Engine.apply`` lands here).

:func:`deciders` and :func:`seats_waiting` read the pending decision;
:func:`dispatch` applies an action of a seat: a change of standing orders, a
step of a joint decision of the Allies (three-player game: one proposes, the
other confirms or refuses, the Axis decides on disagreement), or the decision
itself (:func:`dispatch_as`), handled by the order card that asked for it or by
an advanced-game card registered in ``hooks.DECISIONS``. :func:`auto_step` lets
standing orders make covered decisions (registered in ``hooks.AUTO_STEP``).
"""

from __future__ import annotations

from typing import Any

from rules.aa_dday import orders as om
from rules.aa_dday.actions import (
    Bomb,
    Confirm,
    Done,
    Hits,
    Land,
    Move,
    Orders,
    Patrol,
    PatrolAgain,
    Place,
    Refuse,
    Reroll,
    Split,
)
from rules.aa_dday.air import apply_bomb, apply_patrol, bombers_strike, end_patrols
from rules.aa_dday.board import JOINT
from rules.aa_dday.combat import apply_split
from rules.aa_dday.common import (
    AXIS_SEAT,
    SEAT_POSS,
    SEAT_TITLE,
    SEAT_WHO,
    Run,
    card_title,
    phase_label,
    phase_of,
    players,
    seat_done,
)
from rules.aa_dday.hits import HITS_RULE, apply_hits, hits_hint
from rules.aa_dday.hooks import AUTO_STEP, DECISIONS
from rules.aa_dday.landing import apply_land
from rules.aa_dday.movement import apply_move, apply_move_done
from rules.aa_dday.notation import format_action, parse_action
from rules.aa_dday.patrol_again import apply_patrol_again
from rules.aa_dday.pending import Decision, Joint
from rules.aa_dday.phases import advance, finish_card
from rules.aa_dday.reinforcements import apply_place, apply_place_done, apply_reroll, apply_reroll_done
from rules.aa_dday.standing import standing_action
from rules.aa_dday.state import AAState
from rules.core.errors import IllegalActionError


def apply_done(r: Run, seat: str) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    kind = p.kind
    if kind == "move":
        apply_move_done(r, seat)
    elif kind == "patrol":
        end_patrols(r, seat)
    elif kind == "bomb":
        if seat_done(r, seat):
            bombers_strike(r)
        advance(r)
    elif kind == "land":
        if seat_done(r, seat):
            finish_card(r)
        advance(r)
    elif kind == "place":
        apply_place_done(r, seat)
    elif kind == "reroll":
        apply_reroll_done(r, seat)
        advance(r)
    elif kind in DECISIONS and Done in DECISIONS[kind][0]:
        DECISIONS[kind][1](r, seat, Done())
    elif kind == "hits":
        hint = hits_hint(w, seat)
        raise IllegalActionError(hint, rule=HITS_RULE.get(p.ctx if p.kind == "hits" else "", "Combat"), key="aa-err-text",
                                 params={"text": hint})
    else:
        raise IllegalActionError(f"That is not what the rules wait for now: {KIND_HELP.get(kind, kind)}.",
                                 rule="Order cards", key="aa-err-that-is-not-what-the-3", params={"help": kind})


ACTION_KINDS = {
    "hits": (Hits,),
    "move": (Move,),
    "land": (Land,),
    "patrol": (Patrol, PatrolAgain),
    "bomb": (Bomb,),
    "place": (Place,),
    "split": (Split,),
    "reroll": (Reroll,),
}


KIND_HELP = {
    "hits": "assign the hits ('hits <location>: <units>')",
    "move": "move units ('move <units> from <zone> to <zone>') or say 'done'",
    "land": "land units ('land <units> from <beach>') or say 'done'",
    "patrol": "send fighters ('patrol <fighters> to <zone>', or 'patrol as last turn') or say 'done'",
    "bomb": "send bombers ('bomb uk to <zone>') or say 'done'",
    "place": "place reinforcements ('place <chart> <n> in <location>')",
    "split": "split the six naval bombardment dice ('split uk <n> us <m>')",
    "reroll": "reroll one die of a reinforcement roll ('reroll <chart> <die>') or say 'done' to keep it",
    "tactic": "use the tactics card or pass ('tactic use' / 'tactic pass')",
    "choose": "make the choice the card asks for ('choose …')",
    "rearrange": "move units between your beachhead boxes ('move <units> from <box> to <box>') or say 'done'",
    "recon": "move fighters to one zone with a German reinforcement marker ('move <fighters> from <zone> to <zone>') or say 'done'",
    "convoy": "move one German land unit ('move 1 <type> from <zone> to <zone>') or say 'done'",
}


def dispatch(r: Run, seat: str, action: Any, origin: AAState | None = None) -> None:
    """Apply ``action`` of ``seat`` (a standing-order change, a joint-decision step, or a decision).

    ``origin``: the state the apply was given (``r.w`` before any write). A move hands it to :func:`.movement.apply_move`, which
    reuses what the option list worked out about that state (nothing has changed it yet on that path).
    """
    if isinstance(action, Orders):
        apply_orders(r, seat, action)
        advance(r)
        return
    w = r.w
    ds = deciders(w)
    if JOINT in ds and seat not in ds and w.options.get("players") == "3":
        joint_dispatch(r, seat, action)
        advance(r)
        return
    if isinstance(action, (Confirm, Refuse)):
        raise IllegalActionError("There is no proposal of the other Allied player to answer now.", rule="Three-Player Game", key="aa-err-there-is-no-proposal-of")
    if origin is not None and isinstance(action, Move) and w.pending is not None and w.pending.kind == "move":
        r.origin = origin
    dispatch_as(r, seat, action)


def seats_waiting(w: AAState) -> list[str]:
    out: list[str] = []
    for d in deciders(w):
        if d == JOINT and w.options.get("players") == "3":
            for s in joint_seats(w.pending):  # type: ignore[arg-type]
                if s not in out:
                    out.append(s)
        elif d not in out:
            out.append(d)
    return out


def dispatch_as(r: Run, seat: str, action: Any) -> None:
    """Apply a decision for ``seat`` (a seat, or ``allies`` for a joint decision of the three-player game)."""
    w = r.w
    p = w.pending
    assert p is not None
    kind = p.kind
    if isinstance(action, Done) and kind != "tactic":
        apply_done(r, seat)
        return
    if kind in DECISIONS:
        types, handler = DECISIONS[kind]
        if not isinstance(action, types):
            raise IllegalActionError(
                f"That is not what the rules wait for now: {phase_label(w)} asks you to {KIND_HELP[kind]}.",
                rule=phase_label(w).split(" · ")[-1],
                key="aa-err-that-is-not-what-the-2", params={"phase": phase_of(w), "help": kind},
            )
        handler(r, seat, action)
        return
    if not isinstance(action, ACTION_KINDS[kind]):
        raise IllegalActionError(
            f"That is not what the rules wait for now: {card_title(w.card)} asks you to {KIND_HELP[kind]}.",
            rule=f"Order card {w.card:02d}",
            key="aa-err-that-is-not-what-the", params={"card": w.card, "help": kind},
        )
    if kind == "hits":
        apply_hits(r, seat, action)
    elif kind == "move":
        apply_move(r, seat, action)
    elif kind == "land":
        apply_land(r, seat, action)
    elif kind == "patrol" and isinstance(action, PatrolAgain):
        apply_patrol_again(r, seat)
    elif kind == "patrol":
        apply_patrol(r, seat, action)
    elif kind == "bomb":
        apply_bomb(r, seat, action)
    elif kind == "place":
        apply_place(r, seat, action)
    elif kind == "split":
        apply_split(r, seat, action)
    elif kind == "reroll":
        apply_reroll(r, seat, action)
        advance(r)


SEAT_ORDER = {"axis": 0, "allies": 1, "uk": 2, "us": 3}


def deciders(w: AAState) -> list[str]:
    """Who must decide now: seats, or ``allies`` for a joint decision of the three-player game.

    In a three-player game a joint decision waits until the single-seat decisions pending with it are made.
    """
    p = w.pending
    if p is None or w.outcome is not None:
        return []
    if p.kind == "hits":
        ds = sorted((d for d, g in p.need.items() if g), key=SEAT_ORDER.__getitem__)
    else:
        ds = list(p.seats or (p.seat,))
    if len(ds) > 1 and JOINT in ds and w.options.get("players") == "3":
        ds.remove(JOINT)
    return ds


def other_allied(seat: str) -> str:
    return "us" if seat == "uk" else "uk"


def joint_seats(p: Decision) -> list[str]:
    j = p.joint
    if not j:
        return ["uk", "us"]
    if j.refused:
        return [AXIS_SEAT]
    return [other_allied(j.proposal[0])]


def _trial(w: AAState, action: Any) -> None:
    """Raise if ``action`` would be refused as the joint decision (nothing is changed)."""
    t = Run(w)
    t.advancing = True
    t.replace(pending=w.pending.without("joint"))  # type: ignore[union-attr]
    dispatch_as(t, JOINT, action)


def joint_dispatch(r: Run, seat: str, action: Any) -> None:
    """Three-player game: propose, confirm or refuse a decision of the Allies; the Axis decides on disagreement."""
    w = r.w
    p = w.pending
    assert p is not None
    rule = "Three-Player Game"
    j = p.joint
    if j is not None and j.refused:
        if isinstance(action, (Confirm, Refuse)):
            raise IllegalActionError("The Allied players disagree; decide for them by sending the action itself.", rule=rule, key="aa-err-the-allied-players-disagree-decide")
        text = format_action(action)
        r.replace(pending=p.without("joint"))
        r.emit("joint", f"The Axis decides for the Allies: {text}.", {"seat": AXIS_SEAT, "action": text},
               key="aa-joint-axis-decides", args={"action": text})
        dispatch_as(r, JOINT, action)
        return
    prop = j.proposal if j is not None else None
    if prop:
        proposer, text = prop
        if seat == proposer:
            raise IllegalActionError(
                f"You proposed '{text}'; {SEAT_WHO[other_allied(seat)]} must confirm or refuse it.", rule=rule,
                key="aa-err-you-proposed-must-confirm-or", params={"v": text, "who": other_allied(seat)},
            )
        if isinstance(action, Confirm) or (not isinstance(action, Refuse) and format_action(action) == text):
            r.replace(pending=p.without("joint"))
            r.emit("joint", f"{SEAT_TITLE[seat]} agrees: {text}.", {"seat": seat, "action": text},
                   key="aa-joint-agrees", args={"seat": seat, "action": text})
            dispatch_as(r, JOINT, parse_action(text))
            return
        counter = None
        if not isinstance(action, Refuse):
            _trial(w, action)
            counter = format_action(action)
        r.revise(joint=Joint(proposal=prop, refused=seat, counter=counter))
        extra = f" and would rather '{counter}'" if counter else ""
        r.emit("joint", f"{SEAT_TITLE[seat]} does not agree with '{text}'{extra}; as the rules say, the Axis decides.",
               {"seat": seat, "refused": text}, key="aa-joint-disagrees",
               args={"seat": seat, "action": text, "counter": counter})
        return
    if isinstance(action, (Confirm, Refuse)):
        raise IllegalActionError("Nothing has been proposed yet: send the decision you propose.", rule=rule, key="aa-err-nothing-has-been-proposed-yet")
    _trial(w, action)
    text = format_action(action)
    r.revise(joint=Joint(proposal=(seat, text), refused=None))
    r.emit("joint", f"{SEAT_TITLE[seat]} proposes for the Allies: {text}. {SEAT_TITLE[other_allied(seat)]} confirms or refuses.",
           {"seat": seat, "action": text}, key="aa-joint-proposes",
           args={"seat": seat, "action": text, "other": other_allied(seat)})


def apply_orders(r: Run, seat: str, a: Orders) -> None:
    w = r.w
    om.check_for_seat(seat, players(w), a.order, a.value)
    r.replace(orders=om.apply_change(w.orders, seat, players(w), a.order, a.value))
    what = "every kind" if a.order == "all" else a.order
    verb = "change" if seat == JOINT else "changes"
    r.emit("orders", f"{SEAT_TITLE[seat]} {verb} standing orders: {what} → {a.value}.",
           {"seat": seat, "order": a.order, "value": a.value}, key="aa-orders-change",
           args={"seat": seat, "order": a.order, "value": a.value, "joint": seat == JOINT})


def auto_step(r: Run) -> bool:
    """Make one pending decision that standing orders cover; False when none is covered."""
    w = r.w
    for d in deciders(w):
        if d == JOINT and w.options.get("players") == "3":
            if joint_auto(r):
                return True
            continue
        got = standing_action(w, d, d)
        if got is None:
            continue
        text, kind, value = got
        r.emit("standing_order", f"{SEAT_POSS[d]} standing orders ({kind}: {value}) decide: {text}.",
               {"seat": d, "order": kind, "value": value, "action": text}, key="aa-standing-decide",
               args={"owner": d, "order": kind, "value": value, "action": text})
        dispatch_as(r, d, parse_action(text))
        return True
    return False


def joint_auto(r: Run) -> bool:
    w = r.w
    p = w.pending
    assert p is not None
    j = p.joint
    if j is not None and j.refused:
        return False
    prop = j.proposal if j is not None else None
    if prop:
        other = other_allied(prop[0])
        got = standing_action(w, JOINT, other)
        if got is None:
            return False
        text, kind, value = got
        verdict = "agree" if text == prop[1] else "disagree"
        r.emit("standing_order", f"{SEAT_POSS[other]} standing orders ({kind}: {value}) {verdict}.",
               {"seat": other, "order": kind, "value": value, "action": text}, key="aa-standing-verdict",
               args={"owner": other, "order": kind, "value": value, "verdict": verdict})
        joint_dispatch(r, other, Confirm() if verdict == "agree" else Refuse())
        return True
    a = standing_action(w, JOINT, "uk")
    b = standing_action(w, JOINT, "us")
    if a and b and a[0] == b[0]:
        r.replace(pending=p.without("joint"))
        r.emit("standing_order", f"The standing orders of the U.K. and the U.S. ({a[1]}: {a[2]}) decide: {a[0]}.",
               {"seat": JOINT, "order": a[1], "value": a[2], "action": a[0]}, key="aa-standing-both",
               args={"order": a[1], "value": a[2], "action": a[0]})
        dispatch_as(r, JOINT, parse_action(a[0]))
        return True
    for s, got in (("uk", a), ("us", b)):
        if got:
            r.emit("standing_order", f"{SEAT_POSS[s]} standing orders ({got[1]}: {got[2]}) propose: {got[0]}.",
                   {"seat": s, "order": got[1], "value": got[2], "action": got[0]},
                   key="aa-standing-propose", args={"owner": s, "order": got[1], "value": got[2], "action": got[0]})
            joint_dispatch(r, s, parse_action(got[0]))
            return True
    return False


AUTO_STEP.append(auto_step)
