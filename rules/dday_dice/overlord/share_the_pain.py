"""Share the Pain (Overlord, Campaign A: every Raid).

- For each Active Skull of its Final Tally (Skull tokens included) a Unit may give a Skull token of that
  Skull's colour to another Unit of any Team, in Phase 2 once its Skulls have cancelled:
  ``share red t3u1``. Skulls its Specialists ignore are not Active (the Unit picks which colour).
- A Unit given tokens adds one Skull of each token's colour to its next Final Tally (at the start of its
  next Phase 2), at most 6 a turn; the rest wait for the turn after. Such a Skull is Active like any other
  (so it may be given on); one that is ignored or spent in a bonus is simply gone.
- Exception: a Unit in an escalation Sector (a Sector flagged ``escalation``; on our boards Dog Red's
  Sector 8) ignores the rule: it gives no token and its Skulls cancel as usual. It may still be given
  tokens by others (the rulebook: to help it escalate), which join its next Final Tally as above. What
  escalating itself does is not in our rulebooks, so only this exemption is played.
"""

from __future__ import annotations

from collections import Counter

from rules.dday_dice.context import Working, refuse
from rules.dday_dice.effects import available
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.state import Die, Unit

RULE = "Share the Pain"
MAX_A_TURN = 6
RAIDS = ("a1", "a2", "a3")


def in_play(g: Working) -> bool:
    c = g.s.campaign
    return c is not None and c.raid_id in RAIDS


def _active_colours(g: Working, u: Unit) -> Counter:
    from rules.dday_dice.skulls import active_skulls

    colours = Counter(u.dice[i - 1].colour for i in available(u.dice) if u.dice[i - 1].face == "skull")
    n = active_skulls(g, u)
    total = sum(colours.values())
    return colours if n >= total else Counter({c: min(k, n) for c, k in colours.items()})


def escalating(g: Working, u: Unit) -> bool:
    """Whether ``u`` stands in an escalation Sector (it ignores Share the Pain, but may be given tokens)."""
    return g.sector(u).escalation


def givable(g: Working, u: Unit) -> dict[str, int]:
    """Colour -> tokens ``u`` may still give this Phase 2."""
    if not in_play(g) or escalating(g, u):
        return {}
    from rules.dday_dice.bonuses import claimable
    from rules.dday_dice.skulls import active_skulls, cancels_left

    if cancels_left(g, u) or (not u.flags.cancels and claimable(g, u)):
        return {}
    given = Counter(c for s, c in g.s.campaign.pain_given if s == u.seat)
    left = max(0, active_skulls(g, u) - sum(given.values()))
    out = {c: k - given[c] for c, k in _active_colours(g, u).items() if k - given[c] > 0}
    return {c: min(k, left) for c, k in out.items() if left}


def give(g: Working, seat: str, colour: str, to: str, text: str) -> None:
    u = g.unit(seat)
    if not in_play(g):
        raise refuse(text, "Share the Pain is a rule of Campaign A's Raids only.", RULE,
                     key="dice-no-share-pain-rule-campaign-raids")
    if to == seat or to not in g.s.seats or g.unit(to).status != "active":
        raise refuse(text, "give the Skull token to another Unit still on the map.", RULE,
                     key="dice-no-give-skull-token-another-unit")
    if escalating(g, u):
        raise refuse(text, f"{g.sector(u).label} is an escalation Sector: a Unit there ignores Share the Pain "
                     "(it gives no Skull token; others may still give it some).", RULE,
                     key="dice-no-escalation-sector-unit-there-ignores", args={"label": g.sector(u).label})
    if givable(g, u).get(colour, 0) <= 0:
        raise refuse(text, f"you have no Active {colour} Skull left to share (Skulls cancel first).", RULE,
                     key="dice-no-no-skull-to-share", args={"colour": colour})
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"pain_given": c.pain_given + ((seat, colour),),
                                                                  "pain": c.pain + ((to, colour),)})})
    g.emit("share_the_pain", f"{g.name(seat)} shares the pain: a {colour} Skull token for {g.name(to)}.", unit=seat, to=to,
         key="dice-ev-share-the-pain", args={"unit": g.who(seat), "colour": colour, "unit2": g.who(to)})


def open_phase2(g: Working) -> None:
    """Add each Unit's waiting Skull tokens (up to 6) to its Final Tally; forget last turn's gifts."""
    c = g.s.campaign
    if c is None:
        return
    waiting = list(c.pain)
    keep: list[tuple[str, str]] = []
    added: Counter = Counter()
    for seat, colour in waiting:
        u = g.unit(seat)
        if u.status != "active" or not u.dice:
            keep.append((seat, colour)) if u.status in ("active", "down") else None
            continue
        if added[seat] >= MAX_A_TURN:
            keep.append((seat, colour))
            continue
        added[seat] += 1
        g.put(u.model_copy(update={"dice": u.dice + (Die(colour=colour, face="skull", added=True),)}))
    for seat, n in added.items():
        g.emit("skull_tokens", f"{g.name(seat)} adds {g.counted(n, 'Skull token')} to its Final Tally (Share the Pain).",
             unit=seat, key="dice-ev-skull-tokens", args={"unit": g.who(seat), "count": n})
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"pain": tuple(keep), "pain_given": ()})})


register(RaidRule(RULE, RAIDS))
