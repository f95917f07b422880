"""``/rules`` entries for every D-Day Dice data record, each with its provenance.

:func:`glossary_entries` is appended by :func:`rules.core.glossary.load_glossary`
to ``data/glossary.json`` (the rules in our words). One entry per record: each
nation's RWB bonuses, the Tool table, every Specialist, Item, Medal, Vehicle,
rule value and Battle Map. The text ends with where the record comes from:
``rulebook`` (stated by our rulebooks or read from the printed board),
``inferred`` or ``reconstruction`` (the glossary's ``reconstruction``
provenance), or entered by the owner (``DDAY_DICE_DATA``).

The records are those of the effective data for new games (the override file
included); a broken override file shows our records instead.
"""

from __future__ import annotations

import logging

from rules.core.glossary import MAX_TEXT, Entry
from rules.core.words import count
from rules.dday_dice.atlantikwall_glossary import atlantikwall_entries
from rules.dday_dice.hooks import CampaignRules
from rules.dday_dice.overrides import ENV_VAR, DiceData, builtin_data, load_data

log = logging.getLogger(__name__)

ORIGIN = {
    "rulebook": "Source: stated by the expansion rulebooks or printed on the component.",
    "inferred": "Source: inferred (our reading of indirect evidence)",
    "reconstruction": "Source: our reconstruction",
}
SECTION = {"rulebook": "Atlantikwall and Overlord rulebooks, or the printed component",
           "other": "not printed in our rulebooks: see docs/dday-dice.md"}


def _note(kind: str, rid: str, rec, d: DiceData) -> str:
    note = ORIGIN[rec.provenance]
    if rec.provenance != "rulebook":
        note += f": {rec.reason}"
    if d.overridden(kind, rid):
        note = f"Entered by the owner of the game ({ENV_VAR})."
    return note


def _entry(eid: str, term: str, aliases: tuple[str, ...], kind: str, body: str, note: str, prov: str) -> Entry:
    room = MAX_TEXT - len(note) - 1
    if len(body) > room:
        body = body[: room - 1].rsplit(" ", 1)[0] + "…"
    return Entry(id=eid, term=term[:90], aliases=aliases, kind=kind, text=f"{body} {note}"[:MAX_TEXT],
                 section=SECTION["rulebook" if prov == "rulebook" else "other"],
                 provenance="rulebook" if prov == "rulebook" else "reconstruction")


def glossary_entries(campaign: CampaignRules, d: DiceData | None = None) -> list[Entry]:
    """Every entry of the data ``d`` (of new games when None), then Atlantikwall's, then ``campaign``'s own (the
    engine's rules: :func:`rules.dday_dice.engine.glossary_entries` is the one ``/rules`` reads)."""
    if d is None:
        try:
            d = load_data()
        except ValueError as err:
            log.warning("%s could not be read for /rules (%s); showing the built-in records", ENV_VAR, err)
            d = builtin_data()
    out: list[Entry] = []
    for nid, n in d.nations.items():
        body = f"{n.name} RWB bonuses: " + "; ".join(
            f"{face} {b.name}: " + " or ".join(o.label for o in b.options) for face, b in n.rwb.items()) + "."
        out.append(_entry(f"dice-nation-{nid}", f"{n.name} Player Aid", (f"{nid} rwb", f"nation {nid}"), "rule",
                          body, _note("nations", nid, n, d), n.provenance))
    t = d.tools
    out.append(_entry("dice-tool-table", "Tool table", ("tools", "item points table", "tool to ip"), "rule",
                      "Item Points for 0, 1, 2 ... Tools in the Final Tally: " + ", ".join(map(str, t.ip))
                      + "; each Tool beyond adds the last step again.", _note("tools", "tools", t, d), t.provenance))
    for sid, r in d.specialists.items():
        body = (f"Specialist ({'own set of each Unit' if r.kind == 'regular' else 'one shared copy'}), "
                f"{count(r.stars, 'Star')}. {r.text or r.effect.describe()} Counts as 1 Soldier when taking losses.")
        out.append(_entry(f"dice-specialist-{sid}", r.name, (f"specialist {sid}",), "card", body,
                          _note("specialists", sid, r, d), r.provenance))
    for iid, r in d.items.items():
        extra = f" Only with {r.min_players}+ players." if r.min_players > 1 else ""
        special = " Special Item: only on maps that list it." if r.kind == "special" else ""
        body = f"Item, {count(r.ip, 'Item Point')}, used once: {r.effect.describe()}.{extra}{special}"
        out.append(_entry(f"dice-item-{iid}", r.name, (f"item {iid}",), "card", body, _note("items", iid, r, d),
                          r.provenance))
    for mid, r in d.medals.items():
        body = f"Medal, drawn at random and kept face down until used: {r.effect.describe()}. Worth {r.vp} VP."
        out.append(_entry(f"dice-medal-{mid}", r.name, (f"medal {mid}",), "card", body, _note("medals", mid, r, d),
                          r.provenance))
    for vid, r in d.vehicles.items():
        body = f"Vehicle, taken where a Sector offers one; it follows its Unit: {r.effect.describe()}."
        out.append(_entry(f"dice-vehicle-{vid}", r.name, (f"vehicle {vid}",), "card", body,
                          _note("vehicles", vid, r, d), r.provenance))
    for rid, r in d.rules.items():
        out.append(_entry(f"dice-rule-{rid.replace('_', '-')}", f"Rule value: {rid.replace('_', ' ')}", (), "rule",
                          f"{r.text} Value: {r.value}.", _note("rules", rid, r, d), r.provenance))
    for mid, m in d.maps.items():
        bunkers = sum(1 for s in m.sectors if s.bunker)
        body = (f"Battle Map {m.number}, {count(len(m.sectors) - bunkers, 'Sector')} and {count(bunkers, 'Bunker')}; "
                f"start with {count(m.start_resources.soldiers, 'Soldier')}. {m.place}.")
        out.append(_entry(f"dice-map-{mid}", f"{m.number} {m.name}", (m.name, m.number, mid), "rule", body,
                          _note("maps", mid, m, d), m.provenance))
    known = {e.id for e in out}
    out += [e for e in atlantikwall_entries() if e.id not in known]
    known = {e.id for e in out}
    return out + [e for e in campaign.glossary_entries() if e.id not in known]
