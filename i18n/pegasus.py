"""Pegasus Bridge's words (issues #46, #48): the formatter of every ``pb-`` message's arguments.

The engine (``rules/pegasus_bridge``) names each message and gives plain JSON arguments; this module turns the ones
that stand for a game thing into words of the reader's language before the catalogue inserts them:

- a side (arguments ``seat``, ``who``, ``winner``, ``side``, ``other``, ``chooser``, ``face``): ``pb-side-<seat>``
  ("British", "영국군");
- a special token's kind (``kind``): ``pb-token-<kind>`` ("yellow +3");
- a card, as the engine labels it (``"1502 Patrouille (2)"``, ``"1518 Placeholder: Bridge Sentries (2)"``): printed
  names are printed facts and stay as printed in every language; a placeholder card (our own design, named in
  English) is named by its gloss ``pb-card-<number>`` where the reader's catalogue has one
  (``ko/pegasus-glossary.ftl``). An argument whose name ends in ``name`` holds ``"<number> <name>"`` and is shown
  without its number (the engine's sentences that name a card without its number);
- a part of a sentence the engine composed of other messages: ``{"key": ..., "args": {...}}`` is said in the
  reader's language (with ``"drop": <key>``, that message's words are left off its start: a ``/rules`` card entry
  says "Heroic" once); a list of values is joined (``, ``, or with "and"/"or" for names ending in ``_and``/``_or``,
  a space for ``_sentences``);
- a card as a ``/rules`` term (an argument whose name ends in ``printed``: ``"1102 Sapeurs"``): its printed name
  with its gloss after it, ``Sapeurs(공병)``, a placeholder by its gloss; a unit type (``unit_type``,
  ``"Parachutiste"``) with its gloss ``pb-unit-type-<type>`` after it.

Numbers are left to the catalogue's plural selectors. Pure: it imports nothing of the project but ``i18n``.
"""

from __future__ import annotations

import re
from typing import Any

from i18n import DEFAULT, has, register_formatter, t

SIDES = frozenset({"seat", "who", "winner", "side", "other", "chooser", "face"})
"""Arguments that name a side by its id (``british``, ``german``)."""
_PLACEHOLDER = re.compile(r"^(?P<number>\d{4}[AB]?) Placeholder: (?P<name>.+?)(?P<value> \(\d+\))?$")
_JOINERS = {"_and": "pb-join-and", "_or": "pb-join-or"}
_SEPARATORS = {"_semi": "; ", "_sentences": " "}


def card_words(label: str, lang: str) -> str:
    """A card's label in ``lang``: a placeholder's English name replaced by its gloss where ``lang`` has one."""
    found = _PLACEHOLDER.match(label)
    if found is None or lang == "en" or not has(f"pb-card-{found['number']}", lang):
        return label
    gloss = t("pb-placeholder", lang=lang, name=t(f"pb-card-{found['number']}", lang=lang))
    return f"{found['number']} {gloss}{found['value'] or ''}"


def card_gloss(number: str, name: str, lang: str) -> str:
    """The gloss of card ``number`` in ``lang`` (``pb-card-<number>`` of its glossary), to show beside or instead of
    the card's ``name``; "" in English, where ``lang`` has none, or where it says what the name says."""
    key = f"pb-card-{number}"
    if lang == DEFAULT or not has(key, lang):
        return ""
    gloss = t(key, lang=lang)
    return "" if gloss == name.removeprefix("Placeholder: ") else gloss


def printed_term(label: str, lang: str) -> str:
    """``"1102 Sapeurs"`` as a ``/rules`` term in ``lang``: the printed name, its gloss after it where ``lang`` has
    one (``Sapeurs(공병)``); a placeholder (our own card) by its gloss (``임시: 소총 분대``)."""
    number, _, name = label.partition(" ")
    if _PLACEHOLDER.match(label):
        return card_words(label, lang).split(" ", 1)[1]
    gloss = card_gloss(number, name, lang)
    return f"{name}({gloss})" if gloss else name


def unit_type_words(unit_type: str, lang: str) -> str:
    """A Unit's printed type (``Parachutiste``) with its gloss after it where ``lang`` has one."""
    key = f"pb-unit-type-{unit_type.lower()}"
    if lang == DEFAULT or not re.fullmatch(r"[a-z][a-z0-9_-]*", unit_type.lower()) or not has(key, lang):
        return unit_type
    return f"{unit_type}({t(key, lang=lang)})"


def _value(name: str, value: Any, lang: str) -> Any:
    if isinstance(value, dict) and "key" in value:
        said = t(str(value["key"]), lang=lang, **dict(value.get("args") or {}))
        lead = t(str(value["drop"]), lang=lang) if value.get("drop") else ""
        return said[len(lead):].lstrip() if lead and said.startswith(lead) else said
    if isinstance(value, list):
        words = [str(_value(name, v, lang)) for v in value]
        joiner = next((k for suffix, k in _JOINERS.items() if name.endswith(suffix)), None)
        if joiner is None:
            return next((s for suffix, s in _SEPARATORS.items() if name.endswith(suffix)), ", ").join(words)
        out = words[0] if words else ""
        for word in words[1:]:
            out = t(joiner, lang=lang, first=out, last=word)
        return out
    if not isinstance(value, str):
        return value
    if name in SIDES and has("pb-side-" + value):
        return t("pb-side-" + value, lang=lang)
    if name == "kind" and has("pb-token-" + value):
        return t("pb-token-" + value, lang=lang)
    if name.endswith("printed") and re.match(r"^\d{4}[AB]? ", value):
        return printed_term(value, lang)
    if name == "unit_type":
        return unit_type_words(value, lang)
    if "name" in name and re.match(r"^\d{4}[AB]? ", value):
        named = card_words(value, lang)
        return named.split(" ", 1)[1]
    return card_words(value, lang) if "Placeholder: " in value else value


PHASES = {"Setup": "setup", "Progression": "progression", "British Phase": "british", "German Phase": "german",
          "Assault": "assault", "End of Turn": "end", "Game over": "over", "Campaign": "campaign"}
"""The parts of the engine's phase labels ("Scenario 1B · Turn 3 · Assault") without a number, by message."""
_NUMBERED = (("Scenario ", "pb-phase-scenario"), ("Turn ", "pb-phase-turn"))


def _phase_part(part: str, lang: str) -> str | None:
    if part in PHASES:
        return t(f"pb-phase-{PHASES[part]}", lang=lang)
    for head, key in _NUMBERED:
        if part.startswith(head) and part[len(head):].strip():
            return t(key, lang=lang, n=part[len(head):].strip())
    return None


def phase_of_label(label: str) -> str | None:
    """A stored phase heading of Pegasus Bridge, when every part of it has words (for ``pb-phase-label``)."""
    parts = str(label).split(" · ")
    return label if all(_phase_part(p, "en") is not None for p in parts) else None


def phase_words(label: str, lang: str) -> str:
    """The phase heading ``label`` in ``lang`` (a part without words stays as the engine wrote it)."""
    return " · ".join(_phase_part(p, lang) or p for p in str(label).split(" · "))


def _format(name: str, value: Any, lang: str) -> Any:
    if name == "phase" and isinstance(value, str):
        return phase_words(value, lang)
    return _value(name, value, lang)


register_formatter("pb-", _format)
