"""A&A D-Day's game things in words (issue #28): the formatter of every ``aa-`` message's arguments.

The rules engine (``rules/aa_dday``) names a message and gives plain arguments: zone ids, unit-count dicts,
dice lists, seat ids, card numbers. This module turns each argument into words of the reader's language,
chosen by the argument's name, before the catalogue inserts it (so a Korean particle meets the Korean name):

========================  ==========================================  ===============================
argument name             value                                       English words
========================  ==========================================  ===============================
zone to frm loc target    a zone id ("30") or a box id ("utah")       ``Caen (30)``, ``Utah Beach``
box                       a beachhead or airborne box id              ``Utah``
path                      zone ids                                    ``Caen (30) → Troarn (31)``
zones zones_and           zone ids                                    ``A, B`` / ``A and B``
units                     {"uk:fighter": 2, ...}                      ``2 U.K. fighters``
dice                      [1, 5, 6]                                   ``1 5 6``
rolls                     [[1, 5], [6]] (a roll per unit)             ``1 5 | 6``
seat / owner              a seat id                                   ``The U.K.`` / ``The U.K.'s``
nation                    "de" "uk" "us"                              ``German``
typ                       a unit type ("fighter", "bomber", ...)      ``fighter``
chart                     a reinforcement chart id                    ``Rennes/Chartres``
card / fortune / tactic   a card number                               ``Order 08 Allies Move``
kept                      units, or none                              ``1 U.K. fighter`` / ``none``
effect                    "good-3" / "bad-3" (a fortune card's)       its effect in words
parts attacks             [[nation, dice]...] / {nation: zone}        ``U.K. 1 2; U.S. 5``
note body                 {"key": message, "args": {...}}             that message's words
groups avail chart_rolls  a prompt's lists (hits, charts, rolls)      ``1 hit in Caen (30) (...)``
reason                    a reason's slug (``aa-why-<slug>``)         its message's words
========================  ==========================================  ===============================

Names of zones, boxes, units and cards are catalogue messages themselves (``aa-zone-30 = Caen``), so a Korean
player corrects them in ``locales/ko/aa-names.ftl``. Pure: it imports nothing of the project but ``i18n``.
Named as the words of A&A D-Day's kit (``rules/aa_dday/kit.py``): the service imports it, and so registers it
(:mod:`bot.service.game_words`).
"""

from __future__ import annotations

import re
from typing import Any

from i18n import has, register_formatter, t

_cache: dict[tuple[str, str], str] = {}

_NATION_ORDER = {"de": 0, "uk": 1, "us": 2}
"""The order of rules.aa_dday.board.NATION_ORDER and TYPE_ORDER (a test holds them equal)."""
_TYPE_ORDER = {"inf": 0, "art": 1, "tank": 2, "bh": 3, "fighter": 4, "bomber": 5}
_BEACHES = frozenset({"utah", "omaha", "gold", "juno", "sword"})
_BOXES = _BEACHES | {"us-west", "us-east", "uk"}


def word(key: str, lang: str) -> str:
    """The catalogue's words of ``key`` in ``lang`` (cached: names never change while the bot runs)."""
    got = _cache.get((lang, key))
    if got is None:
        got = _cache[(lang, key)] = t(key, lang=lang)
    return got


def loc(value: Any, lang: str) -> str:
    v = str(value)
    if v.isdigit():
        return word("aa-where-zone", lang).replace("#", v).replace("@", word(f"aa-zone-{v}", lang))
    if v in _BEACHES:
        return word(f"aa-beach-{v}", lang)
    return word(f"aa-box-{v}", lang)


def units(value: dict[str, int], lang: str) -> str:
    items = [(k, n) for k, n in value.items() if n > 0]
    if not items:
        return word("aa-units-none", lang)
    if len(items) > 1:
        items.sort(key=lambda kv: (_NATION_ORDER[kv[0].split(":")[0]], _TYPE_ORDER[kv[0].split(":")[1]]))
    return word("aa-units-sep", lang).join(unit(n, k, lang) for k, n in items)


def unit(n: int, key: str, lang: str) -> str:
    """``2 U.K. fighters`` / ``영국 전투기 2대``: the catalogue's ``aa-unit-<type>-one/-other`` with # for the count."""
    nation, typ = key.split(":")
    form = "one" if n == 1 else "other"
    return word(f"aa-unit-{typ}-{form}", lang).replace("@", word(f"aa-nation-{nation}", lang)).replace("#", str(n))


def _join(values: Any, sep: str, lang: str) -> str:
    return word(sep, lang).join(loc(z, lang) for z in values)


def format_arg(name: str, value: Any, lang: str) -> Any:
    """The words of argument ``name`` (see the table above); other arguments are inserted as they are."""
    if name in ("zone", "to", "frm", "loc", "target", "via") and value is not None:
        return loc(value, lang)
    if name == "action" and isinstance(value, str):
        return " / ".join(part.strip() for part in value.splitlines() if part.strip())  # one line: a code span holds it
    if name in ("unit", "unit2"):
        return unit(int(value[0]), value[1], lang)
    if name == "units":
        return units(value, lang)
    if name == "dice":
        return " ".join(str(d) for d in value)
    if name == "rolls":
        return " | ".join(" ".join(str(d) for d in dice) for dice in value)
    if name == "box":
        return word(f"aa-box-{value}", lang)
    if name == "path":
        return _join(value, "aa-path-sep", lang)
    if name == "zones":
        return _join(value, "aa-list-sep", lang)
    if name == "zones_and":
        return _join(value, "aa-and-sep", lang)
    if name == "who":
        return word(f"aa-who-{value}", lang)
    if name in ("seat", "owner", "other"):
        return word(f"aa-{'owner' if name == 'owner' else 'seat'}-{value}", lang)
    if name in ("note", "body"):
        return t(value["key"], lang=lang, **value["args"])
    if name == "lead":
        return word(f"aa-hits-lead-{value}", lang)
    if name == "groups":
        return word("aa-ground-sep", lang).join(
            t("aa-hits-group", lang=lang, n=n, places=word("aa-hits-place-sep", lang).join(
                t("aa-hits-place", lang=lang, zone=z, units=pool) for z, pool in places.items()))
            for n, places in value)
    if name == "avail":
        return word("aa-ground-sep", lang).join(
            t("aa-place-avail", lang=lang, chart=chart, n=n, types=", ".join(types))
            for chart, n, types in value)
    if name == "chart_rolls":
        return word("aa-ground-sep", lang).join(f"{format_arg('chart', c, lang)} {format_arg('dice', d, lang)}"
                                                for c, d in value)
    if name == "hit_list":
        return word("aa-ground-sep", lang).join(
            t("aa-hits-in", lang=lang, units=pool, loc=where) for where, pool in value)
    if name == "tokens":
        return " ".join(loc(v, lang) if v.isdigit() or v in _BOXES else word(f"aa-nation-{v}", lang)
                        if v in ("uk", "us") else v for v in value)
    if name == "fits":
        return word("aa-ground-sep", lang).join(
            t("aa-err-fit", lang=lang, chart=c, typ=typ, zones_or=where) for c, typ, where in value)
    if name == "zones_or":
        return _join(value, "aa-or-sep", lang)
    if name == "over":
        return word("aa-list-sep", lang).join(
            t("aa-err-over", lang=lang, zone=b, n=n, room=room) for b, n, room in value)
    if name == "phase":
        turn, card, stage, over = value
        if over:
            return t("aa-phase-over", lang=lang, turn=turn)
        if card == 17:
            return t("aa-phase-victory", lang=lang, turn=turn)
        what = format_arg({"fortune": "fortune", "tactics": "tactic"}.get(stage, "card"), card, lang)
        return t("aa-phase", lang=lang, turn=turn, what=what)
    if name == "help":
        return word(f"aa-help-{value}", lang)
    if name == "waiting":
        return word("aa-and-sep", lang).join(word(f"aa-seat-name-{s}", lang) for s in value) or word(
            "aa-nobody", lang)
    if name == "stacks":
        return word("aa-list-sep", lang).join(t("aa-stack", lang=lang, zone=z, n=n) for z, n in value)
    if name == "detail":
        # the notation's reason, in English; its words in the catalogue when it names one (a fixed sentence)
        key = "aa-why-" + re.sub("[^a-z0-9]+", "-", str(value).lower()).strip("-")
        return word(key, lang) if has(key) else value
    if name == "left":
        return ", ".join(v.upper() for v in value) or None  # nation codes, as the command language writes them
    if name == "kept" and isinstance(value, dict):
        return units(value, lang) if value else word("aa-kept-none", lang)
    if name == "effect":
        return word(f"aa-fortune-{value}", lang)
    if name == "parts":
        return word("aa-ground-sep", lang).join(
            t("aa-ground-part", lang=lang, nation=nation, dice=dice) for nation, dice in value)
    if name == "attacks":
        return word("aa-ground-sep", lang).join(
            t("aa-uncoordinated-part", lang=lang, nation=nation, zone=zone) for nation, zone in value.items())
    if name == "summary":
        return word(f"aa-tactic-summary-{value}", lang)
    if name == "reason":
        return word(f"aa-why-{value}", lang)
    if name == "nation":
        return word(f"aa-nation-{value}", lang)
    if name == "typ":
        return word(f"aa-type-{value}", lang)
    if name == "chart":
        return word(f"aa-chart-{value}", lang)
    if name in ("card", "fortune", "tactic"):
        n = int(value)
        return word(f"aa-{name}-title", lang).replace("#", f"{n:02d}").replace(
            "@", word(f"aa-{'tactic' if name == 'tactic' else 'card'}-{n}", lang))
    return value


def _as_given(name: str, value: object, lang: str) -> object:
    """The board image's messages (``aa-img-``): the renderer turns its arguments into words itself."""
    return value


register_formatter("aa-", format_arg)
register_formatter("aa-img-", _as_given)


_PHASE_LABEL = re.compile(r"Turn (\d+) · (?:(Game over)|(Victory check)|(Fortune|Tactics|Order) (\d+) .*)")


def phase_of_label(label: str) -> list[Any] | None:
    """The phase args (``[turn, card, stage, over]``, as ``aa-phase-label`` takes them) of an English phase label
    stored with an event ("Turn 3 · Order 08 Allies Move"), or None for a label of another form."""
    m = _PHASE_LABEL.fullmatch(label)
    if m is None:
        return None
    turn = int(m.group(1))
    if m.group(2):
        return [turn, 0, "order", True]
    if m.group(3):
        return [turn, 17, "order", False]
    return [turn, int(m.group(5)), m.group(4).lower(), False]
