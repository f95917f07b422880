"""``/rules`` entries for the Atlantikwall records: German Specialists, Items and Awards, the German RBN bonuses,
the Battle Conditions, the Badges and the box's Battle Map, each ending with where it comes from."""

from __future__ import annotations

from rules.core.glossary import MAX_TEXT, Entry
from rules.core.words import count
from rules.dday_dice.atlantikwall import extra_maps
from rules.dday_dice.badges import badges
from rules.dday_dice.battle_conditions import cards
from rules.dday_dice.german_records import german_data

ORIGIN = {"rulebook": "Source: the Atlantikwall rulebook.", "inferred": "Source: inferred from the Atlantikwall "
          "rulebook", "reconstruction": "Source: our reconstruction"}
SECTION = {"rulebook": "Atlantikwall rulebook", "other": "not printed in our rulebooks: see docs/dday-dice.md"}


def _entry(eid: str, term: str, body: str, provenance: str, reason: str, placeholder: bool) -> Entry:
    note = ORIGIN[provenance] + ("" if provenance == "rulebook" else f": {reason}")
    if placeholder:
        note += " (placeholder: the effect is ours)"
    room = MAX_TEXT - len(note) - 1
    if len(body) > room:
        body = body[: room - 1].rsplit(" ", 1)[0] + "…"
    return Entry(id=eid, term=term[:90], aliases=(), kind="card", text=f"{body} {note}"[:MAX_TEXT],
                 section=SECTION["rulebook" if provenance == "rulebook" else "other"],
                 provenance="rulebook" if provenance == "rulebook" else "reconstruction")


def atlantikwall_entries() -> list[Entry]:
    gd = german_data()
    out: list[Entry] = []
    for sid, r in gd.specialists.items():
        body = f"German Specialist, {count(r.stars, 'Star')}. {r.text or r.effect.describe()}"
        out.append(_entry(f"dice-german-specialist-{sid}", r.name, body, r.provenance, r.reason, r.placeholder))
    for iid, r in gd.items.items():
        body = f"German Item, {count(r.ip, 'Item Point')}, used once: {r.effect.describe()}."
        out.append(_entry(f"dice-german-item-{iid}", r.name, body, r.provenance, r.reason, r.placeholder))
    for aid, r in gd.awards.items():
        kind = "Black Award (played as soon as drawn)" if r.black else "Award (secret until played)"
        out.append(_entry(f"dice-award-{aid}", r.name, f"{kind}: {r.describe()}.", r.provenance, r.reason,
                          r.placeholder))
    for face, b in gd.rbn.items():
        body = f"German RBN bonus ({face}): " + " or ".join(o.label for o in b.options) + "."
        out.append(_entry(f"dice-rbn-{face}", b.name, body, b.provenance, b.reason, False))
    for cid, c in cards().items():
        body = ("Weather card" if c.weather else "Battle Condition") + f": {c.describe()}."
        out.append(_entry(f"dice-battle-{cid}", c.name, body, c.provenance, c.reason, c.placeholder))
    for bid, b in badges().items():
        out.append(_entry(f"dice-badge-{bid}", b.name, f"Badge: {b.describe()}.", b.provenance, b.reason,
                          b.placeholder))
    for mid, m in extra_maps().items():
        body = f"Battle Map {m['number']}, {len(m['sectors']) - 1} Sectors and a Bunker. {m['place']}."
        out.append(_entry(f"dice-map-{mid}", f"{m['number']} {m['name']}", body, m["provenance"], m["reason"],
                          False))
    return out
