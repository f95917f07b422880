"""Action text of Opération Commando: Pegasus Bridge: lenient reading, canonical writing.

Canonical forms (what the history shows; ``parse_action(format_action(a)) == a``):

- ``respond always`` / ``respond never`` — standing setting, any time, either seat
- ``keep`` / ``mulligan`` — starting hand
- ``take heroic B`` / ``take heroic`` (at random) — heroic card, named by its secret letter (see the
  seat's private view) so the public log does not say which card was taken
- ``build piles random`` / ``build piles 1030: 1025 1026 1008 1028; 1031: ...; 1032: ...`` (scenario 3; top card first)
- ``choose pile 2`` (scenario 3; piles are numbered 1-3 left to right)
- ``choose terrain 1007``
- ``redraw discarding 1105`` (scenario 2 Approach) — ``keep`` keeps the Terrain
- ``place blue token`` / ``no blue token`` (campaign)
- ``play 1305`` / ``play 1101 as action`` / ``play 1403 with 1102 1104``
- ``spend 2`` (Village: spend tokens to draw)
- ``done`` (end your phase) / ``no unit`` (the German plays no (more) Unit)
- ``toss`` / ``toss 3`` (normal tokens, one after another) / ``toss +3`` / ``toss thornton``
- ``pass`` (stop raising) / ``retreat`` (tactical retreat) / ``absorb`` (lose a Strength Point instead of playing a Unit)
- ``let it stand`` (cancellation window)
- ``choose combat`` (an option of the card just played; the prompt lists the keys)
- ``reserve 1502 1702`` / ``reserve none`` (scenario 1B counter-attack pile)

Card numbers are four digits with an optional face letter (``1014A``); a
card's name (accents optional) is accepted where it is unambiguous.

Autocomplete (``field_choices(state, seat, kind, field, filled)``):

============  =========================  =============================================
kind          field                      values
============  =========================  =============================================
``play``      ``card``                   every card you may play now (any way)
``play``      ``as``                     ``unit`` / ``action`` for the card in ``filled``
``play``      ``with``                   Units a Sacrifice may give up
``raise``     ``card``                   Combat Actions (and Units as actions) for this fight
``respond``   ``card``                   cards that may answer the card just played
``toss``      ``token``                  ``normal`` / ``+3`` / ``thornton``
``toss``      ``count``                  1..n normal tokens
``terrain``   ``terrain``                Terrains you may choose
``heroic``    ``card``                   letters of your heroic cards still available
``redraw``    ``card``                   Units of value 4+ you may discard
``reserve``   ``unit`` / ``card``        cards you played this turn
``spend``     ``count``                  tokens you may spend
``pile``      ``position``               remaining pile positions
``choose``    ``option``                 option keys of the card waiting for a choice
``setting``   ``value``                  ``always`` / ``never``
============  =========================  =============================================
"""

from __future__ import annotations

import re
import unicodedata

from rules.core.errors import InvalidActionError
from rules.pegasus_bridge.actions import (
    Absorb,
    Action,
    Blue,
    BuildPiles,
    Choose,
    ChoosePile,
    ChooseTerrain,
    Done,
    Keep,
    Mulligan,
    NoUnit,
    Pass,
    Play,
    Redraw,
    Reserve,
    Retreat,
    Setting,
    Spend,
    Stand,
    TakeHeroic,
    Toss,
)

_CARD = re.compile(r"^\d{4}[ab]?$")


def _fold(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)).lower()


def _bad(text: str, why: str, key: str, **args: str) -> InvalidActionError:
    """The refusal of unreadable ``text``: ``why`` in English, ``key`` (``pb-read-...``) and ``args`` its message."""
    return InvalidActionError(f"Could not read '{text}': {why}", key="pb-err-read",
                              params={"text": text, "why": {"key": key, "args": args}})


_NAME_INDEX: dict[str, str] | None = None


def _names() -> dict[str, str]:
    global _NAME_INDEX
    if _NAME_INDEX is None:
        from rules.pegasus_bridge.cards import builtin_table

        idx: dict[str, str] = {}
        dup: set[str] = set()
        for c in builtin_table().cards.values():
            key = _fold(c.name).replace("placeholder: ", "").strip()
            if key in idx and idx[key] != c.number:
                dup.add(key)
            idx[key] = c.number
        for k in dup:
            idx.pop(k, None)
        _NAME_INDEX = idx
    return _NAME_INDEX


def parse_card(raw: str, text: str) -> str:
    tok = raw.strip().strip(".").strip()
    if _CARD.match(tok):
        return tok.upper()
    key = _fold(tok).replace("placeholder: ", "").strip()
    number = _names().get(key)
    if number is None:
        hits = {n for name, n in _names().items() if name.startswith(key)} if len(key) >= 3 else set()
        if len(hits) == 1:
            number = hits.pop()
    if number is None:
        raise _bad(text, f"'{raw.strip()}' is not a card number (four digits, like 1502) or a card name I know.",
                   "pb-read-card", card=raw.strip())
    return number


def parse_cards(raw: str, text: str) -> tuple[str, ...]:
    parts = [p for p in re.split(r"[\s,]+|\band\b", raw.strip()) if p]
    if all(_CARD.match(p) for p in parts):
        return tuple(p.upper() for p in parts)
    return tuple(parse_card(p, text) for p in re.split(r",|\band\b", raw) if p.strip())


def parse_piles(raw: str, text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Terrain piles ``<bridge>: <terrains, top first>``, separated by ``;`` (``/pb build``'s field too)."""
    piles = []
    for part in raw.split(";"):
        if not part.strip():
            continue
        if ":" not in part:
            raise _bad(text, "write each pile as '<bridge>: <four terrains, top first>', separated by ';'.",
                       "pb-read-piles")
        head, rest = part.split(":", 1)
        piles.append((parse_card(head, text), parse_cards(rest, text)))
    if not piles:
        raise _bad(text, "no piles given.", "pb-read-no-piles")
    return tuple(sorted(piles))


_SIMPLE = {
    "keep": Keep(), "keep hand": Keep(), "keep it": Keep(),
    "mulligan": Mulligan(), "new hand": Mulligan(), "redraw hand": Mulligan(),
    "take heroic": TakeHeroic(), "take heroic random": TakeHeroic(), "heroic": TakeHeroic(),
    "take heroic card": TakeHeroic(), "heroic random": TakeHeroic(),
    "build piles random": BuildPiles(), "build random": BuildPiles(), "build piles": BuildPiles(),
    "place blue token": Blue(value="place"), "place blue": Blue(value="place"),
    "blue token": Blue(value="place"),
    "no blue token": Blue(value="none"), "no blue": Blue(value="none"),
    "done": Done(), "end phase": Done(), "end": Done(), "finish": Done(),
    "no unit": NoUnit(), "no units": NoUnit(), "no more units": NoUnit(),
    "decline": NoUnit(), "play no unit": NoUnit(),
    "toss": Toss(value="normal", n=1), "toss token": Toss(value="normal", n=1),
    "toss a token": Toss(value="normal", n=1), "toss 1": Toss(value="normal", n=1),
    "toss +3": Toss(value="plus3", n=1), "toss plus3": Toss(value="plus3", n=1),
    "toss yellow": Toss(value="plus3", n=1), "toss +3 token": Toss(value="plus3", n=1),
    "toss thornton": Toss(value="thornton", n=1), "toss green": Toss(value="thornton", n=1),
    "toss thornton token": Toss(value="thornton", n=1),
    "pass": Pass(), "stop": Pass(),
    "retreat": Retreat(), "tactical retreat": Retreat(),
    "absorb": Absorb(), "lose pe": Absorb(), "lose 1 pe": Absorb(),
    "lose a strength point": Absorb(), "lose strength point": Absorb(),
    "let it stand": Stand(), "stand": Stand(), "no cancel": Stand(), "allow": Stand(),
    "let stand": Stand(),
    "reserve none": Reserve(), "reserve nothing": Reserve(), "no reserve": Reserve(),
    "respond always": Setting(value="always"), "respond never": Setting(value="never"),
}


def parse_action(text: str) -> Action:
    """Read an action; raise :class:`InvalidActionError` (echoing ``text``) when it is not one."""
    if not isinstance(text, str):
        raise InvalidActionError(f"Could not read {text!r}: an action is a line of text.", key="pb-err-not-text",
                                 params={"text": repr(text)})
    s = " ".join(text.strip().lower().split()).rstrip(".")
    if not s:
        raise _bad(text, "it is empty.", "pb-read-empty")
    if s in _SIMPLE:
        return _SIMPLE[s]
    m = re.fullmatch(r"respond (\w+)", s)
    if m:
        raise _bad(text, "the setting is 'respond always' or 'respond never'.", "pb-read-setting")
    m = re.fullmatch(r"toss (\d+)(?: tokens?)?", s)
    if m:
        n = int(m.group(1))
        if not 1 <= n <= 30:
            raise _bad(text, "toss between 1 and 30 tokens.", "pb-read-toss-count")
        return Toss(value="normal", n=n)
    if s.startswith("toss"):
        raise _bad(text, "say 'toss', 'toss 2', 'toss +3' or 'toss thornton'.", "pb-read-toss")
    m = re.fullmatch(r"(?:take )?heroic(?: card)? (?:slot )?([a-l])", s)
    if m:
        return TakeHeroic(value=m.group(1).upper())
    m = re.fullmatch(r"(?:take )?heroic(?: card)? (.+)", s)
    if m:
        return TakeHeroic(card=parse_card(m.group(1), text))
    m = re.fullmatch(r"choose pile (\d)", s) or re.fullmatch(r"pile (\d)", s)
    if m:
        n = int(m.group(1))
        if not 1 <= n <= 3:
            raise _bad(text, "piles are numbered 1 to 3.", "pb-read-pile")
        return ChoosePile(n=n)
    m = re.fullmatch(r"(?:choose )?terrain (.+)", s)
    if m:
        return ChooseTerrain(card=parse_card(m.group(1), text))
    m = re.fullmatch(r"redraw (?:discarding |with |by discarding )?(.+)", s)
    if m:
        return Redraw(card=parse_card(m.group(1), text))
    m = re.fullmatch(r"spend (\d+)(?: tokens?)?", s)
    if m:
        return Spend(n=int(m.group(1)))
    m = re.fullmatch(r"reserve (.+)", s)
    if m:
        cards = parse_cards(m.group(1), text)
        if not 1 <= len(cards) <= 2:
            raise _bad(text, "reserve one Unit and one other card at most, or 'reserve none'.", "pb-read-reserve")
        return Reserve(cards=tuple(sorted(cards)))
    m = re.fullmatch(r"build piles (.+)", s) or re.fullmatch(r"build (.+)", s)
    if m:
        return BuildPiles(piles=parse_piles(m.group(1), text))
    m = re.fullmatch(r"play (.+?) as (?:an? )?(?:combat )?action", s)
    if m:
        return Play(card=parse_card(m.group(1), text), value="action")
    m = re.fullmatch(r"play (.+?) (?:with|giving up|discarding) (.+)", s)
    if m:
        return Play(card=parse_card(m.group(1), text), cards=tuple(sorted(parse_cards(m.group(2), text))))
    m = re.fullmatch(r"(?:play|cancel with|answer with) (.+)", s)
    if m:
        return Play(card=parse_card(m.group(1), text))
    m = re.fullmatch(r"choose ([a-z][a-z0-9_-]*)", s)
    if m:
        return Choose(value=m.group(1))
    raise _bad(
        text,
        "try 'play 1502', 'toss', 'pass', 'let it stand', 'no unit', 'done', 'retreat', "
        "'choose terrain 1007' or 'take heroic'.",
        "pb-read-unknown",
    )


def format_action(a: Action) -> str:
    """The canonical text of ``a`` (what the history shows; :func:`parse_action` reads it back to ``a``)."""
    match a:
        case Setting(value=value):
            return f"respond {value}"
        case Keep() | Mulligan() | Done() | Pass() | Retreat() | Absorb():
            return a.kind
        case TakeHeroic(value=letter, card=card):
            if letter is not None:
                return f"take heroic {letter}"
            return "take heroic" if card is None else f"take heroic {card}"
        case BuildPiles(piles=piles):
            if not piles:
                return "build piles random"
            return "build piles " + "; ".join(f"{b}: {' '.join(cards)}" for b, cards in piles)
        case ChoosePile(n=n):
            return f"choose pile {n}"
        case ChooseTerrain(card=card):
            return f"choose terrain {card}"
        case Redraw(card=card):
            return f"redraw discarding {card}"
        case Blue(value=value):
            return "place blue token" if value == "place" else "no blue token"
        case Play(card=card, value=value, cards=cards):
            if value == "action":
                return f"play {card} as action"
            if cards:
                return f"play {card} with {' '.join(cards)}"
            return f"play {card}"
        case Spend(n=n):
            return f"spend {n}"
        case NoUnit():
            return "no unit"
        case Toss(value=value, n=n):
            if value == "plus3":
                return "toss +3"
            if value == "thornton":
                return "toss thornton"
            return "toss" if n == 1 else f"toss {n}"
        case Stand():
            return "let it stand"
        case Choose(value=value):
            return f"choose {value}"
        case Reserve(cards=cards):
            return "reserve " + (" ".join(cards) if cards else "none")
    raise ValueError(f"not a Pegasus Bridge action: {a!r}")
