"""``/rules`` entries for every Pegasus Bridge card, built from the card file.

:func:`glossary_entries` is picked up by :func:`rules.core.glossary.load_glossary`
and appended to ``data/glossary.json`` (the rules). One entry per card record:

- term: the card's name; aliases: its number (``"1106"``, ``"1014A"``),
  ``"card 1106"`` and the number with its side (``"british 1106"``,
  ``"german 1502"``, ``"terrain 1001"``);
- text: type, side, Combat value or Terrain numbers, copies per scenario, the
  card's own text (already in our words in ``cards.json``) and a note on where
  the card comes from (inferred cards and placeholders say so);
- provenance: ``rulebook`` for rulebook cards, ``reconstruction`` for
  inferred cards and placeholders;
- key and args (issue #48): the same pieces named for the catalogues
  (``pb-ref-card``: the printed name, then the kind, copies, effect and note,
  each a message with its numbers), so a Korean table reads the entry in Korean
  from the card's data, an owner's override included. The English catalogue
  gives back ``text`` word for word (tests/i18n/test_pb_reference.py).

The cards are those of the effective table for new games (``DDAY_PEGASUS_CARDS``
overrides included; see ``cards.load_table``). A broken override file does not
break ``/rules``: the built-in cards are shown instead (starting a game reports
the file's error).
"""

from __future__ import annotations

import logging
from typing import Any

from rules.core.glossary import MAX_TEXT, Entry
from rules.pegasus_bridge.cards import ENV_VAR, CardRecord, CardTable, builtin_table, load_table, text_key

log = logging.getLogger(__name__)

SECTION = "Cards"
TYPE_LABEL = {"unit": "Unit", "event": "Event", "combat_action": "Combat Action", "terrain": "Terrain"}
SIDE_LABEL = {"british": "British", "german": "German"}
PROVENANCE = {"rulebook": "rulebook", "inferred": "reconstruction", "placeholder": "reconstruction"}
ORIGIN_NOTE = {
    "rulebook": "Effect as the rulebook gives it; copy counts are our assumption.",
    "inferred": "Inferred card: the rulebook names it, but its numbers or exact effect are our reading.",
    "placeholder": "Placeholder card: our own design; the printed card is unknown.",
}
OVERRIDE_NOTE = f"Entered by the owner of the game ({ENV_VAR})."
SCENARIOS_OF_LETTER = {"P": "1A/1B", "M": "2", "D": "3"}


def _copies(card: CardRecord) -> tuple[str, dict[str, Any] | None]:
    """``"Copies: 2 in 1A/1B, 2 in 2, 2 in 3."``; heroic cards say where they are available. With its message."""
    used = [(letter, n) for letter, n in card.copies.items() if n > 0]
    if not used:
        return "", None
    if card.heroic:
        where = ["1B" if letter == "P" else SCENARIOS_OF_LETTER[letter] for letter, _ in used]
        return f"Heroic card in scenario {', '.join(where)}.", _part("pb-ref-heroic-in", scenarios=where)
    counts = [(n, SCENARIOS_OF_LETTER[letter]) for letter, n in used]
    text = "Copies: " + ", ".join(f"{n} in {scenarios}" for n, scenarios in counts) + "."
    return text, _part("pb-ref-copies", counts=[_part("pb-ref-copies-in", count=n, scenarios=s) for n, s in counts])


def _part(key: str, **args: Any) -> dict[str, Any]:
    """A piece of an entry's words: a message and its arguments (``i18n.pegasus`` says it in the reader's words)."""
    return {"key": key, "args": args}


def _head(card: CardRecord, table: CardTable) -> tuple[str, list[dict[str, Any]]]:
    """What kind of card it is: ``"British Unit, Combat value 2, type Parachutiste."``; with its messages."""
    if card.type == "terrain" and card.terrain is not None:
        t = card.terrain
        size = "no Assault" if t.size is None else f"up to {t.size} German Unit{'s' if t.size != 1 else ''}"
        head = f"Terrain: {size}; the British draws {t.draw_british}, the German {t.draw_german}."
        parts = [_part("pb-ref-terrain", size=-1 if t.size is None else t.size, british=t.draw_british,
                       german=t.draw_german)]
        if t.back:
            head += f" Other face: {t.back} {table.name(t.back)}."
            parts.append(_part("pb-ref-back", back=t.back, back_printed=f"{t.back} {table.name(t.back)}"))
        return head, parts
    kind = f"{'Heroic ' if card.heroic else ''}{SIDE_LABEL[card.side]} {TYPE_LABEL[card.type]}"
    text = [kind]
    pieces = [_part("pb-ref-kind", heroic=card.heroic, side=card.side, type=_part(f"pb-type-{card.type}"))]
    if card.value is not None:
        text.append(f"Combat value {card.value}")
        pieces.append(_part("pb-ref-value", value=card.value))
    if card.unit_type:
        text.append(f"type {card.unit_type}")
        pieces.append(_part("pb-ref-unit-type", unit_type=card.unit_type))
    return ", ".join(text) + ".", [_part("pb-ref-head", pieces=pieces)]


def card_entry(card: CardRecord, table: CardTable) -> Entry:
    """The glossary entry of one card: its English words, and the same pieces named for the catalogues
    (``pb-ref-card-term``/``-text``, ``i18n/locales/*/pegasus-reference.ftl``)."""
    overridden = card.number in table.overrides
    note = OVERRIDE_NOTE if overridden else ORIGIN_NOTE[card.provenance]
    notes = [_part("pb-ref-note-override", variable=ENV_VAR) if overridden else _part(f"pb-ref-note-{card.provenance}")]
    if overridden and card.provenance != "rulebook":
        note = f"{ORIGIN_NOTE[card.provenance]} {note}"
        notes.insert(0, _part(f"pb-ref-note-{card.provenance}"))
    head, head_parts = _head(card, table)
    copies, copies_part = _copies(card)
    before = " ".join(p for p in (head, copies) if p)
    room = MAX_TEXT - len(before) - len(note) - 2
    own = card.text.strip()
    heroic_lead = card.heroic and own.startswith("Heroic. ")
    if heroic_lead:  # the head already says so
        own = own[len("Heroic. ") :]
    if len(own) > room:  # only an owner's override can be this long
        cut = own[: max(room - 1, 0)]
        own = (cut.rsplit(" ", 1)[0] if " " in cut else cut).rstrip() + "…"
    text = " ".join(p for p in (before, own, note) if p)
    key = text_key(card)  # the shipped effect has our words in every language; an owner's own text is shown as written
    effect: dict[str, Any] | str = own
    if key:
        effect = {"key": key, "args": {}, **({"drop": "pb-ref-heroic-lead"} if heroic_lead else {})}
    pieces = [*head_parts, *([copies_part] if copies_part else []), *([effect] if own else []), *notes]
    number = card.number
    return Entry(
        id=f"pb-card-{number.lower()}",
        term=card.name,
        aliases=(number, f"card {number}", f"{card.side} {number}"),
        kind="card",
        text=text,
        section=SECTION,
        provenance=PROVENANCE[card.provenance],
        key="pb-ref-card",
        args={"printed": f"{number} {card.name}", "parts_sentences": pieces},
    )


def _table() -> CardTable:
    try:
        return load_table()
    except (OSError, ValueError) as error:  # a broken override file: show the built-in cards
        log.warning("%s could not be read for /rules (%s); showing the built-in cards", ENV_VAR, error)
        return builtin_table()


def glossary_entries(table: CardTable | None = None) -> list[Entry]:
    """One entry per card of ``table`` (default: the effective table for new games), in card-file order."""
    table = table if table is not None else _table()
    return [card_entry(card, table) for card in table.cards.values()]
