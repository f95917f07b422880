"""The words of every D-Day Dice ``/rules`` entry as messages (issue #48): what a reader of another language reads.

:mod:`.glossary` (with :mod:`.atlantikwall_glossary` and the campaign's own,
:meth:`.hooks.CampaignRules.glossary_entries`) builds the entries in English; :func:`glossary_words` reads the same records and names, for each entry id, the messages that
say it: ``term``, ``kind``, ``text`` (its sentences, in order) and ``section`` (where it comes from), each a
``{"key", "args"}`` the catalogues word (``dice-ref-...`` in ``locales/<lang>/dice-reference.ftl``; the effects'
pieces are the game's own ``dice-fx-``/``dice-gfx-`` messages). Nothing is copied from the English: a value
(Stars, Item Points, copies, a side) is an argument, an effect is its pieces, so an owner's override
(``DDAY_DICE_DATA``) is said as it plays. Free text only the owner wrote (a changed record's sentence or place) is
given as written. A printed name is ``{"printed", "gloss": its kind, "id"}``: kept as printed, glossed where the
glossary's ``dice-gloss-<kind>`` has words for the id; a placeholder of ours adds ``"bare"``, its own words.
A reason (why a value is ours) is a message named after its English (:func:`reason_key`), so a changed reason
is said by its provenance alone until the catalogue has it. The file's entries are ``dice-glossary-<id>-term``,
``-text`` and ``-section``.
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache
from typing import Any

from rules.core.glossary import read_glossary
from rules.dday_dice.atlantikwall import extra_maps
from rules.dday_dice.badges import badges
from rules.dday_dice.battle_conditions import BattleCondition, cards
from rules.dday_dice.german_records import german_data
from rules.dday_dice.hooks import CampaignRules
from rules.dday_dice.overrides import DiceData, builtin_data, load_data
from rules.dday_dice.records import Specialist
from rules.dday_dice.why import as_argument

Message = dict[str, Any]
Words = dict[str, Any]
"""An entry's words: ``{"term": Message, "kind": Message, "text": [Message, ...], "section": Message}``."""

GAME = "dday-dice"


def msg(key: str, **args: Any) -> Message:
    return {"key": key, "args": args}


def reason_key(reason: str) -> str:
    """``dice-ref-reason-<its first words>-x<a digest of it>``: the message saying a record's reason."""
    words = "-".join(re.findall(r"[a-z0-9]+", reason.lower())[:4])
    return f"dice-ref-reason-{words}-x{hashlib.sha256(reason.encode('utf-8')).hexdigest()[:6]}"


def name_of(kind: str, rid: str, name: str) -> dict[str, Any]:
    """A printed name, glossed where the glossary has ``dice-gloss-<kind>`` words for ``rid``."""
    return {"printed": name, "gloss": kind, "id": rid}


def printed(kind: str, rid: str, name: str, placeholder: Message | None = None) -> Message:
    """A printed name as a term (``dice-ref-term``): kept as printed beside its gloss; a placeholder's in words."""
    named = name_of(kind, rid, name)
    if placeholder is not None:
        named["bare"] = placeholder
    return msg("dice-ref-term", name=named)


def _number(rid: str) -> int:
    found = re.search(r"(\d+)$", rid)
    return int(found.group(1)) if found else 0


def _effect(card_id: str, text: str, effect: Any, own_words: bool) -> Message:
    """What a card does as a sentence: its own sentence (``dice-card-text`` by id, or as the owner wrote it), else
    its effect's pieces."""
    if text:
        return msg("dice-card-text", id="" if own_words else card_id, text=text)
    return msg("dice-ref-effect", effect=as_argument(effect))


def _source(provenance: str, reason: str, owner: bool = False, box: str = "base", placeholder: bool = False) -> Message:
    """The note ending an entry: where its values come from, and why (``box``: ``base`` or ``atlantikwall``)."""
    if owner:
        return msg("dice-ref-owner")
    why = {"optional": msg(reason_key(reason)), "otherwise": msg("dice-ref-reason-unknown")} if provenance != "rulebook" \
        else ""
    return msg("dice-ref-source", box=box, provenance=provenance, reason=why,
               placeholder="yes" if placeholder else "no")


def _section(provenance: str) -> Message:
    return msg("dice-ref-section", printed="yes" if provenance == "rulebook" else "no")


def _named(d: DiceData, rid: str) -> Message:
    """A Specialist or Item a card names by id, as its printed name."""
    g = german_data()
    names = {kind: {i: r.name for i, r in records.items()} for kind, records in (
        ("specialist", d.specialists), ("item", d.items), ("german-specialist", g.specialists), ("german-item", g.items))}
    for kind in ("specialist", "item"):  # the Allied cards only an Atlantikwall game has
        names[kind].update({i: r["name"] for i, r in g.allies.get(kind + "s", {}).items() if "name" in r})
    for kind, named in names.items():
        if rid in named:
            return name_of(kind, rid, named[rid])
    return name_of("card", rid, rid)


def battle_text(c: BattleCondition, d: DiceData) -> list[Message]:
    """A Battle Condition's effect, piece by piece, then how to cancel it and what it gives the German player."""
    e = c.effect
    who = "players" if e.all_players else "units"
    bits = []
    if e.phase6_loss:
        bits.append(msg("dice-ref-bc-loss", who=who, n=e.phase6_loss))
    for what, n in (("soldiers", e.phase3_soldiers), ("courage", e.phase3_courage), ("stars", e.phase3_stars),
                    ("ip", e.phase3_ip)):
        if n:
            bits.append(msg("dice-ref-bc-gain", who=who, what=what, n=n))
    if e.def_plus:
        bits.append(msg("dice-ref-bc-def", sign="plus", n=e.def_plus))
    if e.def_minus:
        bits.append(msg("dice-ref-bc-def", sign="minus", n=e.def_minus))
    if e.advance_plus:
        bits.append(msg("dice-ref-bc-advance", n=e.advance_plus))
    if e.dice:
        bits.append(msg("dice-ref-bc-dice", n=e.dice))
    if e.no_lock is not None:
        bits.append(msg("dice-ref-bc-lock", locked="no" if e.no_lock else "yes"))
    if e.no_find:
        bits.append(msg("dice-ref-bc-no-find"))
    out = [msg("dice-ref-battle", weather="yes" if c.weather else "no", effect=bits or [msg("dice-fx-none")])]
    if c.cancel_by:
        out.append(msg("dice-ref-bc-cancel", phase=c.cancel_phase,
                       either=[[msg("dice-ref-term", name=_named(d, x))] for x in c.cancel_by]))
    for sid, stars in c.german_rally.items():
        out.append(msg("dice-ref-bc-german-rally", name=msg("dice-ref-term", name=_named(d, sid)), stars=stars))
    return out


def _base(d: DiceData) -> dict[str, Words]:
    out: dict[str, Words] = {}

    def add(eid: str, term: Message, kind: str, text: list[Message], note: Message, provenance: str) -> None:
        out[eid] = {"term": term, "kind": msg("dice-ref-kind", kind=kind), "text": [*text, note],
                    "section": _section(provenance)}

    for nid, n in d.nations.items():
        bonuses = [msg("dice-ref-nation-bonus", face={"rwb": face},
                       name=msg("dice-ref-term", name=name_of("bonus", "-".join(b.name.lower().split()), b.name)),
                       either=[as_argument(o.effect.describe()) for o in b.options]) for face, b in n.rwb.items()]
        nation = msg(f"dice-nation-{nid}")
        add(f"dice-nation-{nid}", msg("dice-ref-nation-term", nation=nation), "nation",
            [msg("dice-ref-nation", nation=nation), *bonuses],
            _source(n.provenance, n.reason, d.overridden("nations", nid)), n.provenance)
    tools = d.tools
    add("dice-tool-table", msg("dice-ref-tools-term"), "rule",
        [msg("dice-ref-tools", points=", ".join(map(str, tools.ip)))],
        _source(tools.provenance, tools.reason, d.overridden("tools", "tools")), tools.provenance)
    for sid, r in d.specialists.items():
        own = d.overridden("specialists", sid)
        add(f"dice-specialist-{sid}", printed("specialist", sid, r.name), "specialist",
            [msg("dice-ref-specialist", shared="no" if r.kind == "regular" else "yes", stars=r.stars),
             _effect(sid, r.text, r.effect.describe(), own), msg("dice-ref-counts-as-soldier")],
            _source(r.provenance, r.reason, own), r.provenance)
    for iid, r in d.items.items():
        text = [msg("dice-ref-item", ip=r.ip, effect=as_argument(r.effect.describe()))]
        if r.min_players > 1:
            text.append(msg("dice-ref-item-players", n=r.min_players))
        if r.kind == "special":
            text.append(msg("dice-ref-item-special"))
        add(f"dice-item-{iid}", printed("item", iid, r.name), "item", text,
            _source(r.provenance, r.reason, d.overridden("items", iid)), r.provenance)
    for mid, r in d.medals.items():
        add(f"dice-medal-{mid}", printed("medal", mid, r.name), "medal",
            [msg("dice-ref-medal", effect=as_argument(r.effect.describe()), vp=r.vp)],
            _source(r.provenance, r.reason, d.overridden("medals", mid)), r.provenance)
    for vid, r in d.vehicles.items():
        add(f"dice-vehicle-{vid}", printed("vehicle", vid, r.name), "vehicle",
            [msg("dice-ref-vehicle", effect=as_argument(r.effect.describe()))],
            _source(r.provenance, r.reason, d.overridden("vehicles", vid)), r.provenance)
    for rid, r in d.rules.items():
        value = r.value
        said = (msg("dice-ref-switch", on="yes" if value else "no") if isinstance(value, bool)
                else ", ".join(map(str, value)) if isinstance(value, list) else value)
        add(f"dice-rule-{rid.replace('_', '-')}", msg("dice-ref-rule-term", id=rid), "rule-value",
            [msg("dice-ref-rule", id=rid), msg("dice-ref-rule-value", value=said)],
            _source(r.provenance, r.reason, d.overridden("rules", rid)), r.provenance)
    for mid, m in d.maps.items():
        own = d.overridden("maps", mid)
        bunkers = sum(1 for s in m.sectors if s.bunker)
        add(f"dice-map-{mid}", msg("dice-ref-map-term", number=m.number, name=printed("map", mid, m.name)), "map",
            [msg("dice-ref-map", number=m.number, sectors=len(m.sectors) - bunkers, bunkers=bunkers,
                 soldiers=m.start_resources.soldiers), msg("dice-ref-place", map="" if own else mid, place=m.place)],
            _source(m.provenance, m.reason, own), m.provenance)
    return out


def _atlantikwall() -> dict[str, Words]:
    g = german_data()
    d = builtin_data()
    out: dict[str, Words] = {}

    def add(eid: str, term: Message, kind: str, text: list[Message], r: Any, placeholder: bool = False) -> None:
        note = _source(r.provenance, r.reason, box="atlantikwall", placeholder=placeholder)
        out[eid] = {"term": term, "kind": msg("dice-ref-kind", kind=kind), "text": [*text, note],
                    "section": msg("dice-ref-section-atlantikwall", printed="yes" if r.provenance == "rulebook"
                                   else "no")}

    for sid, r in g.specialists.items():
        add(f"dice-german-specialist-{sid}", printed("german-specialist", sid, r.name), "german-specialist",
            [msg("dice-ref-german-specialist", stars=r.stars), _effect(sid, r.text, r.effect.describe(), False)],
            r, r.placeholder)
    for iid, r in g.items.items():
        add(f"dice-german-item-{iid}", printed("german-item", iid, r.name), "german-item",
            [msg("dice-ref-german-item", ip=r.ip, effect=as_argument(r.effect.describe()))], r, r.placeholder)
    for aid, r in g.awards.items():
        add(f"dice-award-{aid}", printed("award", aid, r.name), "award",
            [msg("dice-ref-award", black="yes" if r.black else "no", effect=as_argument(r.describe()))], r,
            r.placeholder)
    for face, b in g.rbn.items():
        add(f"dice-rbn-{face}", msg("dice-ref-term", name=name_of("bonus", "-".join(b.name.lower().split()), b.name)),
            "rbn", [msg("dice-ref-rbn", face={"rwb": face},
                        either=[as_argument(o.effect.describe()) for o in b.options])], b)
    for cid, c in cards().items():
        bare = msg("dice-ref-placeholder-name", kind="weather" if c.weather else "battle", n=_number(cid))
        add(f"dice-battle-{cid}", printed("battle", cid, c.name, bare if "placeholder" in c.name.lower() else None),
            "battle", battle_text(c, d), c, c.placeholder)
    for bid, b in badges().items():
        bare = msg("dice-ref-placeholder-name", kind="badge", n=_number(bid))
        add(f"dice-badge-{bid}", printed("badge", bid, b.name, bare if "placeholder" in b.name.lower() else None),
            "badge", [msg("dice-ref-badge"), _effect(bid, b.text, b.effect.describe(), False)], b, b.placeholder)
    for mid, m in extra_maps().items():
        rec = type("Rec", (), {"provenance": m["provenance"], "reason": m["reason"]})
        add(f"dice-map-{mid}", msg("dice-ref-map-term", number=m["number"], name=printed("map", mid, m["name"])),
            "map", [msg("dice-ref-map-one-bunker", number=m["number"], sectors=len(m["sectors"]) - 1),
                    msg("dice-ref-place", map=mid, place=m["place"])], rec)
    return out


def _unique(campaign: CampaignRules) -> dict[str, Words]:
    out: dict[str, Words] = {}
    for rid, raw in campaign.glossary_records().items():
        r = Specialist.model_validate({"id": rid, **raw})
        out[f"dice-specialist-{rid}"] = {
            "term": printed("specialist", rid, r.name), "kind": msg("dice-ref-kind", kind="unique-specialist"),
            "text": [msg("dice-ref-unique-specialist", stars=r.stars), _effect(rid, r.text, r.effect.describe(), False),
                     _source(r.provenance, r.reason)],
            "section": msg("dice-ref-section-overlord")}
    return out


def _file() -> dict[str, Words]:
    glossary = read_glossary(GAME)
    out: dict[str, Words] = {}
    for e in glossary.entries if glossary is not None else ():
        key = "dice-glossary-" + e.id.removeprefix("dice-")
        out[e.id] = {"term": msg(f"{key}-term"), "kind": msg("dice-ref-kind", kind=e.kind), "text": [msg(f"{key}-text")],
                     "section": msg(f"{key}-section")}
    return out


def _build(d: DiceData, campaign: CampaignRules) -> dict[str, Words]:
    out = _file()
    for part in (_base(d), _atlantikwall(), _unique(campaign)):
        for eid, words in part.items():
            out.setdefault(eid, words)  # the first builder of an id is the one glossary_entries keeps
    return out


@lru_cache(maxsize=2)
def _words(campaign: CampaignRules) -> dict[str, Words]:
    try:
        d = load_data()
    except ValueError:  # glossary_entries shows our records then too
        d = builtin_data()
    return _build(d, campaign)


def glossary_words(campaign: CampaignRules, d: DiceData | None = None) -> dict[str, Words]:
    """Every entry's words as messages, by entry id (see the module docs): of the data ``d``, or of the data of new
    games (read once, like the entries), with ``campaign``'s own entries (the engine's rules:
    :func:`rules.dday_dice.engine.glossary_words` is the one ``/rules`` reads)."""
    return _words(campaign) if d is None else _build(d, campaign)
