"""Alt text for a Pegasus Bridge card table: the public position in a few sentences (<= 1024 chars), in the image's
language (messages ``pb-alt-*`` of ``i18n/locales/<lang>/pegasus-image.ftl``, the names said as on the image).

Built from the public view only, most important first (where and when, who
must act, the fight, the objectives, then each side's counts), so that
cutting to Discord's limit drops the least useful sentences.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from i18n import DEFAULT

from .canvas import label, names_of
from .draw import _phase_tail
from .words import Words

if TYPE_CHECKING:
    from rules.pegasus_bridge.view import PBView, TableCard

LIMIT = 1024


def _unit(entry: TableCard, say: Words) -> str:
    c = entry.card
    value = f" ({c.value})" if c.value is not None else ""
    name = c.name if say.english else say.card_name(c.number, c.name)
    return f"{c.number} {name}{value}"


def _card(entry: TableCard, say: Words) -> str:
    """A card as the alt text names it: its side, number and name."""
    name = entry.card.name if say.english else say.card_name(entry.card.number, entry.card.name)
    return f"{say.side(entry.side)} {entry.card.number} {name}"


def alt_text(view: PBView, lang: str = DEFAULT) -> str:
    """The public position in sentences of ``lang``, at most :data:`LIMIT` characters (the least useful dropped)."""
    say = Words(lang)
    names = names_of(view)
    parts: list[tuple[int, str]] = []

    def add(text: str, rank: int = 5) -> None:
        parts.append((rank, text))

    add(say("pb-alt-head", campaign="yes" if view.mode == "campaign" else "no", scenario=view.scenario,
            name=say.scenario_name(view.scenario, view.scenario_name), phase=say.phase(_phase_tail(view.phase_label))),
        0)
    if view.outcome:
        add(say("pb-alt-over", winners=say.sides(list(view.winners)), reason=say.outcome(view)), 0)
    if view.waiting_for:
        waits = [say("pb-alt-wait-part", side=say.side(w.seat), doing=say.known(f"pb-img-wait-{w.kind}", w.kind))
                 for w in view.waiting_for]
        add(say("pb-alt-waiting", parts=", ".join(waits)), 1)

    def size(n: int | None) -> str:
        return say("pb-img-no-assault") if n is None else say("pb-alt-size", n=n)

    def terrain(t) -> str:
        card = f"{t.number} {t.name if say.english else say.name(t)}"
        return say("pb-alt-terrain", card=card, size=size(t.size), british=t.draw_british, german=t.draw_german)

    for f in view.fronts:
        won = say.side(f.closed) if f.closed else "none"
        add(say("pb-alt-front", terrain=terrain(f.terrain), played=f.units_played, limit=f.limit, won=won), 2)
        gone = [e for e in f.table if e.played_as == "unit" and e.state == "destroyed"]
        if gone:
            add(say("pb-alt-destroyed", units=", ".join(_unit(e, say) for e in gone)), 4)
        if f.fight is not None:
            fight = f.fight
            g = next((e for e in f.table if e.card.number == fight.german and e.played_as == "unit"), None)
            b = next(
                (e for e in f.table if fight.british and e.card.number == fight.british and e.played_as == "unit"), None
            )
            british = "none" if fight.british_value is None else (_unit(b, say) if b else str(fight.british))
            add(say("pb-alt-fight", german=_unit(g, say) if g else fight.german, value=fight.german_value,
                    british=british, against=fight.british_value if fight.british_value is not None else 0,
                    turn=say.known(f"pb-img-turn-{fight.turn}", fight.turn)), 1)
            cas = [e for e in f.table if e.played_as != "unit"]
            if cas:
                add(say("pb-alt-combat-actions", cards=", ".join(_card(e, say) for e in cas)), 6)
    shown = {f.terrain.number for f in view.fronts}
    for t in view.terrain:
        if t.number not in shown:
            add(say("pb-alt-terrain-alone", terrain=terrain(t)))
    if view.revealed:
        add(say("pb-alt-revealed", cards=", ".join(
            f"{t.number} {t.name if say.english else say.name(t)}" for t in view.revealed)))
    if view.stack:
        add(say("pb-alt-stack", cards=", ".join(_card(e, say) for e in view.stack)))
    obj = []
    if view.strength_points is not None:
        obj.append(say("pb-alt-strength", n=view.strength_points))
    if view.turn_token:
        obj.append(say("pb-alt-turn-token", side=say.side(view.turn_token)))
    if view.bridges_taken:
        obj.append(say("pb-alt-bridges-taken", cards=", ".join(label(names, n, say) for n in view.bridges_taken)))
    if view.ranville_face:
        obj.append(say("pb-alt-ranville", card=label(names, view.ranville_face, say)))
    if view.guns_destroyed is not None:
        obj.append(say("pb-alt-guns", n=view.guns_destroyed))
    if view.dives_piles:
        b = [x for x in view.sides["british"].objectives if x in ("1028", "1030", "1031", "1032")]
        g = [x for x in view.sides["german"].objectives if x in ("1028", "1030", "1031", "1032")]
        obj.append(say("pb-alt-dives", british=len(b), german=len(g)))
    if view.campaign is not None:
        obj.append(say("pb-alt-campaign-vp", vp=view.campaign.vp_so_far))
    if obj:
        add(obj[0][0].upper() + "; ".join(obj)[1:] + ".", 2)
    for side in ("british", "german"):
        s = view.sides[side]
        toks = ", ".join(
            say("pb-alt-tokens", n=n, token=k if say.english else say.known(f"pb-img-token-{k}", k))
            for k, n in s.tokens.items()
        ) or say("pb-alt-no-tokens")
        add(say("pb-alt-side", side=say.side(side), hand=s.hand, heroic=s.heroic_in_hand, draw=s.draw_pile,
                discard=s.discard_pile, tokens=toks, available=s.heroic_available), 3)
    add(say("pb-alt-reserve", n=view.reserve), 7)
    keep: set[int] = set()
    used = -1
    for index in sorted(range(len(parts)), key=lambda i: (parts[i][0], i)):
        size_ = len(parts[index][1]) + 1
        if used + size_ <= LIMIT:
            keep.add(index)
            used += size_
    return " ".join(p[1] for i, p in enumerate(parts) if i in keep)[:LIMIT]
