"""Text forms of D-Day Dice actions: :func:`parse_action` and :func:`format_action` are a round-trip pair.

Dice are numbered 1-6 (1-2 red, 3-4 white, 5-6 blue; added results 7, 8 ...).

- Phase 1: ``lock 1 3`` · ``reroll 2 4 5`` · ``keep`` · ``mulligan``
- Phase 2: ``rwb star add red-courage`` · ``rwb courage free`` · ``rwb soldier1 hold`` · ``straight`` ·
  ``cancel 4`` · ``done``
- Phase 4: ``rally medic`` · ``find bazooka`` · ``give unit2 courage 2`` · ``give unit2 bazooka`` · ``done``
- Phase 5: ``stay`` · ``move 5`` · ``move B`` (in an Overlord campaign ``move A-5``, ``move C-B1``)
- Overlord Keep Going! (Phase 1 after an elimination): ``retreat B-8 keep captain stars 3`` · ``retreat none``
- Overlord Share the Pain (Phase 2, Campaign A): ``share red t3u1``
- Overlord, the first Phase 1 of a Raid that lets Units keep Specialists: ``carry medic captain`` · ``carry none``
- any time it fits: ``use binoculars d3=star`` · ``use command-jacket red-courage`` ·
  ``use gallantry-medal red-star white-star unit2:blue-courage`` · ``use rangefinder d3 d5`` ·
  ``use lieutenant d3 unit2:d5`` · ``use field-radio``
- Atlantikwall: ``lose medic`` (a loss the German inflicted) · ``assault unit2 unit1`` (Phase 7 order);
  the German: ``award 2`` · ``pick iron-cross`` · ``reorder 3 1 2`` · ``wound 1 pioneer`` · ``start 2`` ·
  ``use mg42 unit2`` · Battle Conditions: ``sacrifice sharpshooter`` · ``observe binoculars`` · his black dice are written ``black-star`` (``blue-star`` is the same).
- a whole turn at once: parts separated by ``;`` (``lock 1 2; reroll 3 4 5 6; keep; done``).

Faces: ``skull star courage tool soldier1 soldier2`` (also ``s1``/``s2``, ``1-soldier``, ``2-soldiers``).
"""

from __future__ import annotations

import re
from typing import cast

from rules.core.errors import InvalidActionError
from rules.dday_dice.actions import (
    RAID_VERBS,
    RESOURCES,
    Action,
    Assault,
    BlindStart,
    BuyBadge,
    Cancel,
    CarryOver,
    ClaimRWB,
    ClaimStraight,
    Done,
    DrawAward,
    Find,
    Give,
    Keep,
    Lock,
    Lose,
    Move,
    Mulligan,
    Observe,
    Pick,
    RaidOrder,
    Rally,
    Redraw,
    Reorder,
    Reroll,
    Result,
    Retreat,
    Sacrifice,
    Share,
    Stay,
    Turn,
    Use,
    Wound,
)
from rules.dday_dice.records import COLOURS, FACES, Face

FACE_ALIASES = {f: f for f in FACES} | {
    "s1": "soldier1", "s2": "soldier2", "1-soldier": "soldier1", "2-soldiers": "soldier2", "soldier": "soldier1",
    "soldiers": "soldier2", "skulls": "skull", "stars": "star", "tools": "tool", "wrench": "tool",
}
USAGE = ("Try e.g. 'lock 1 3', 'reroll 2 4', 'keep', 'rwb star add red-courage', 'cancel 4', 'done', "
         "'rally medic', 'find bazooka', 'stay', 'move 5', 'use field-radio'.")
_ID = re.compile(r"^[a-z][a-z0-9-]*$")
_SEAT = re.compile(r"^(unit[1-4]|t[1-3]u[1-4])$")
"""A Unit: ``unit2``, or ``t1u2`` (Team Able, Unit 2) in an Overlord campaign."""
SEAT_NOTE = "UNIT being a Unit's seat as the prompt names it (unit2, or t1u2 in an Overlord campaign)"
"""The notation reads text without its game, so its refusals name no seat that may not be in play."""
COLOUR_ALIASES = {"black": "blue"}
"""The German's black dice are the Allies' blue ones (a die changes colour when it changes hands)."""


def _face(text: str, whole: str) -> str:
    f = FACE_ALIASES.get(text)
    if f is None:
        raise InvalidActionError(f"'{whole}': '{text}' is not a die face (skull, star, courage, tool, soldier1, soldier2).",
                                 key="dice-err-not-die-face-skull-star", params={"whole": whole, "text": text})
    return f


def _result(text: str, whole: str) -> Result:
    colour, sep, face = text.partition("-")
    colour = COLOUR_ALIASES.get(colour, colour)
    if not sep or colour not in COLOURS:
        raise InvalidActionError(f"'{whole}': write a result as colour-face, e.g. red-courage, not '{text}'.",
                                 key="dice-err-write-result-as-colour-face", params={"whole": whole, "text": text})
    return Result(colour=colour, face=_face(face, whole))


def _die(text: str, whole: str) -> int:
    t = text[1:] if text.startswith("d") else text
    if not t.isdigit() or not 1 <= int(t) <= 12:
        raise InvalidActionError(f"'{whole}': '{text}' is not a die number (1-6, or 7+ for added results).",
                                 key="dice-err-not-a-die-number", params={"whole": whole, "text": text})
    return int(t)


def _dice(words: list[str], whole: str) -> tuple[int, ...]:
    out = tuple(_die(w, whole) for w in words)
    if len(set(out)) != len(out):
        raise InvalidActionError(f"'{whole}': a die is named twice.",
                                 key="dice-err-die-named-twice", params={"whole": whole})
    return tuple(sorted(out))


def _use(words: list[str], whole: str) -> Use:
    if not words or not _ID.match(words[0]):
        raise InvalidActionError(f"'{whole}': name what to use, e.g. 'use field-radio'.",
                                 key="dice-err-name-what-use-use-field", params={"whole": whole})
    what, changes, results, dice = words[0], [], [], []
    target, target_results, target_die = None, [], None
    for w in words[1:]:
        if ":" in w:
            seat, _, rest = w.partition(":")
            if not (_SEAT.match(seat) or seat == "german") or (target is not None and target != seat):
                raise InvalidActionError(f"'{whole}': '{w}' must name one other Unit, as UNIT:blue-courage, {SEAT_NOTE}.",
                                         key="dice-err-must-name-one-other-unit", params={"whole": whole, "w": w})
            target = seat
            if re.match(r"^d?[0-9]+$", rest):
                target_die = _die(rest, whole)
            else:
                target_results.append(_result(rest, whole))
        elif "=" in w:
            d, _, f = w.partition("=")
            changes.append((_die(d, whole), _face(f, whole)))
        elif re.match(r"^d[0-9]+$", w):
            dice.append(_die(w, whole))
        elif _SEAT.match(w) and target in (None, w):
            target = w
        else:
            results.append(_result(w, whole))
    return Use(what=what, changes=tuple(changes), results=tuple(results), dice=tuple(dice), target=target,
               target_results=tuple(target_results), target_die=target_die)


def parse_dice(raw: str, whole: str) -> tuple[int, ...]:
    """Die numbers as a command's field names them (``1 3``, ``d1, d3``), sorted; a refusal names ``whole``."""
    return _dice(raw.lower().replace(",", " ").split(), whole)


def parse_cancelled(raw: str, whole: str) -> int:
    """The one die an Active Skull cancels, as a command's field names it (``4``, ``d4``)."""
    words = raw.lower().replace(",", " ").split()
    if len(words) != 1:
        raise InvalidActionError(f"'{whole}': cancel one die at a time, e.g. 'cancel 4'.",
                                 key="dice-err-cancel-one-die-at-time", params={"whole": whole})
    return _die(words[0], whole)


def parse_face(raw: str, whole: str) -> Face:
    """A die face as a command's field names it (``star``); a refusal names ``whole``."""
    return cast(Face, _face(raw.strip().lower(), whole))  # FACE_ALIASES names faces only


def parse_use(what: str, details: str, whole: str) -> Use:
    """What a ``use`` names and what it needs (``d3=star red-courage``), as two fields give them."""
    return _use([*what.lower().split(), *details.lower().split()], whole)


def _step(text: str, whole: str):
    words = text.lower().split()
    if not words:
        raise InvalidActionError(f"'{whole}' has an empty part. {USAGE}",
                                 key="dice-err-has-empty-part-try-lock", params={"whole": whole})
    head, rest = words[0], words[1:]
    simple = {"mulligan": Mulligan, "keep": Keep, "straight": ClaimStraight, "done": Done, "stay": Stay,
              "badge": BuyBadge}
    if head in simple:
        if rest:
            raise InvalidActionError(f"'{whole}': '{head}' takes nothing after it.",
                                     key="dice-err-takes-nothing-after", params={"whole": whole, "head": head})
        return simple[head]()
    if head in ("lock", "reroll"):
        if not rest:
            raise InvalidActionError(f"'{whole}': name the dice, e.g. '{head} 1 3'.",
                                     key="dice-err-name-the-dice", params={"whole": whole, "head": head})
        return (Lock if head == "lock" else Reroll)(dice=_dice(rest, whole))
    if head == "rwb":
        if len(rest) < 2:
            raise InvalidActionError(f"'{whole}': write 'rwb FACE OPTION', e.g. 'rwb courage free'.",
                                     key="dice-err-write-rwb-face-option-rwb", params={"whole": whole})
        return ClaimRWB(face=_face(rest[0], whole), option=rest[1],
                        results=tuple(_result(w, whole) for w in rest[2:]))
    if head == "cancel":
        if len(rest) != 1:
            raise InvalidActionError(f"'{whole}': cancel one die at a time, e.g. 'cancel 4'.",
                                     key="dice-err-cancel-one-die-at-time", params={"whole": whole})
        return Cancel(die=_die(rest[0], whole))
    if head == "use":
        return _use(rest, whole)
    if head == "rally" and len(rest) == 2 and _ID.match(rest[0]) and _SEAT.match(rest[1]):
        return Rally(what=rest[0], admirer=rest[1])
    if head in ("rally", "find"):
        if len(rest) != 1 or not _ID.match(rest[0]):
            raise InvalidActionError(f"'{whole}': write '{head} NAME', e.g. '{head} {'medic' if head == 'rally' else 'bazooka'}'.",
                                     key="dice-err-write-name", params={"whole": whole, "head": head,
                                     "if_head": bool(head == 'rally')})
        return (Rally if head == "rally" else Find)(what=rest[0])
    if head == "give":
        if len(rest) not in (2, 3) or not _SEAT.match(rest[0]):
            raise InvalidActionError(f"'{whole}': write 'give UNIT WHAT [AMOUNT]', {SEAT_NOTE}, and WHAT soldiers, "
                                     "courage, stars, ip or an Item.",
                                     key="dice-err-write-give-unit-what-amount", params={"whole": whole})
        amount = 1
        if len(rest) == 3:
            if not rest[2].isdigit() or not 1 <= int(rest[2]) <= 99:
                raise InvalidActionError(f"'{whole}': the amount must be a number from 1 to 99.",
                                         key="dice-err-amount-must-be-number-from", params={"whole": whole})
            amount = int(rest[2])
        what = "ip" if rest[1] in ("item-points", "ips") else rest[1]
        if what not in RESOURCES and not _ID.match(what):
            raise InvalidActionError(f"'{whole}': '{rest[1]}' is not a resource or an Item.",
                                     key="dice-err-not-resource-item", params={"whole": whole, "rest": rest[1]})
        return Give(to=rest[0], what=what, amount=amount)
    extra = _atlantikwall(head, rest, whole)
    if extra is not None:
        return extra
    if head == "move":
        if len(rest) != 1:
            raise InvalidActionError(f"'{whole}': write 'move SECTOR', e.g. 'move 5' or 'move B'.",
                                     key="dice-err-write-move-sector", params={"whole": whole})
        to = rest[0].upper()
        to = to[len("SECTOR"):] if to.startswith("SECTOR") else to
        to = {"BUNKER": "B"}.get(to, to)
        if not re.match(r"^([ABC]-)?([1-9][0-9]?|B[1-9]?)$", to):
            raise InvalidActionError(f"'{whole}': '{rest[0]}' is not a Sector (a number, or B for the Bunker; "
                                     "in a campaign the Column first, e.g. 'move A-5').",
                                     key="dice-err-not-sector-number-b-for", params={"whole": whole, "rest": rest[0]})
        return Move(to=to)
    if head == "retreat":
        return _retreat(rest, whole)
    if head == "redraw":
        if rest != ["victoria-cross"]:
            raise InvalidActionError(f"'{whole}': write 'redraw victoria-cross'.",
                                     key="dice-err-write-redraw-victoria-cross", params={"whole": whole})
        return Redraw()
    if head == "share":
        if len(rest) != 2 or rest[0] not in COLOURS or not _SEAT.match(rest[1]):
            raise InvalidActionError(f"'{whole}': write 'share COLOUR UNIT', COLOUR red, white or blue, {SEAT_NOTE}.",
                                     key="dice-err-write-share-colour-unit-colour", params={"whole": whole})
        return Share(colour=rest[0], to=rest[1])
    if head == "carry":
        if not rest or (rest != ["none"] and not all(_ID.match(x) for x in rest)) or len(rest) > 3:
            raise InvalidActionError(f"'{whole}': write 'carry SPECIALIST [SPECIALIST]', e.g. 'carry medic', or "
                                     "'carry none'.",
                                     key="dice-err-write-carry-specialist-specialist-carry", params={"whole": whole})
        return CarryOver(what=() if rest == ["none"] else tuple(rest))
    if head in RAID_VERBS:
        return _raid_order(head, rest, whole)
    raise InvalidActionError(f"Could not read '{whole}'. {USAGE}",
                             key="dice-err-could-not-read-try-lock", params={"whole": whole})


BUILT_IN_HEADS = frozenset({
    "mulligan", "keep", "straight", "done", "stay", "badge", "lock", "reroll", "rwb", "cancel", "use", "rally", "find",
    "give", "move", "retreat", "redraw", "share", "carry", "lose", "pick", "sacrifice", "observe", "assault", "award",
    "start", "reorder", "wound"})
"""The first words the notation reads itself: a Raid rule's verb may not be one of them."""

_RAID_WORD = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_RAID_SECTOR = re.compile(r"^[abc]-([1-9][0-9]?|b[1-9]?)$")


def _raid_order(head: str, rest: list[str], whole: str) -> RaidOrder:
    """A Raid rule's step: its verb and up to six plain words (Sectors such as ``c-13`` written ``C-13``)."""
    if len(rest) > 6 or not all(_RAID_WORD.match(w) for w in rest):
        raise InvalidActionError(f"'{whole}': write '{RAID_VERBS[head]}'.",
                                 key="dice-err-write", params={"whole": whole, "raid_verbs": RAID_VERBS[head]})
    return RaidOrder(verb=head, args=tuple(w.upper() if _RAID_SECTOR.match(w) else w for w in rest))


def _atlantikwall(head: str, rest: list[str], whole: str):
    """The Atlantikwall steps (None for any other head)."""
    if head in ("lose", "pick", "sacrifice", "observe"):
        if len(rest) != 1 or not _ID.match(rest[0]):
            raise InvalidActionError(f"'{whole}': write '{head} NAME', e.g. '{head} "
                                     f"{ {'lose': 'medic', 'pick': 'iron-cross', 'sacrifice': 'sharpshooter'}.get(head, 'binoculars')}'.",
                                     key="dice-err-write-name-get", params={"whole": whole, "head": head,
                                     "get": {'lose': 'medic', 'pick': 'iron-cross', 'sacrifice': 'sharpshooter'}.get(head, 'binoculars')})
        return {"lose": Lose, "pick": Pick, "sacrifice": Sacrifice, "observe": Observe}[head](what=rest[0])
    if head == "assault":
        if not rest or not all(_SEAT.match(w) for w in rest) or len(set(rest)) != len(rest):
            raise InvalidActionError(f"'{whole}': write 'assault UNIT UNIT', the Units in the order they assault, "
                                     f"{SEAT_NOTE}.",
                                     key="dice-err-write-assault-unit-unit-units", params={"whole": whole})
        return Assault(order=tuple(rest))
    if head in ("award", "start"):
        n = rest[0] if len(rest) == 1 else ("1" if head == "award" and not rest else "")
        if not n.isdigit() or not 1 <= int(n) <= 9:
            raise InvalidActionError(f"'{whole}': write '{head} N' with a number from 1 to 9, e.g. '{head} 2'.",
                                     key="dice-err-write-n-with-number-from", params={"whole": whole, "head": head})
        return DrawAward(count=int(n)) if head == "award" else BlindStart(die=int(n))
    if head == "reorder":
        if not rest or not all(w.isdigit() for w in rest):
            raise InvalidActionError(f"'{whole}': write the new order of the cards you look at, e.g. 'reorder 3 1 2'.",
                                     key="dice-err-write-new-order-cards-you", params={"whole": whole})
        return Reorder(order=tuple(int(w) for w in rest))
    if head == "wound":
        if not 1 <= len(rest) <= 2 or rest[0] not in ("1", "2", "3") or (len(rest) == 2 and not _ID.match(rest[1])):
            raise InvalidActionError(f"'{whole}': write 'wound N' or 'wound N NAME', e.g. 'wound 1 pioneer'.",
                                     key="dice-err-write-wound-n-wound-n", params={"whole": whole})
        return Wound(option=int(rest[0]), what=rest[1] if len(rest) == 2 else None)
    return None


def _retreat(rest: list[str], whole: str) -> Retreat:
    """``retreat B-8 keep captain stars 3`` or ``retreat none`` (Overlord Keep Going!)."""
    usage = f"'{whole}': write 'retreat SECTOR [keep SPECIALIST] [stars N]', e.g. 'retreat B-8 keep captain stars 3', " \
            "or 'retreat none'."
    if not rest:
        raise InvalidActionError(usage, key="dice-err-write-retreat", params={"whole": whole})
    to = rest[0].upper()
    if to == "NONE":
        if len(rest) != 1:
            raise InvalidActionError(usage, key="dice-err-write-retreat", params={"whole": whole})
        return Retreat(to=None)
    if not re.match(r"^[ABC]-[1-9][0-9]?$", to):
        raise InvalidActionError(usage, key="dice-err-write-retreat", params={"whole": whole})
    keep, stars, words = None, 0, rest[1:]
    while words:
        if len(words) < 2:
            raise InvalidActionError(usage, key="dice-err-write-retreat", params={"whole": whole})
        key, value, words = words[0], words[1], words[2:]
        if key == "keep" and _ID.match(value) and keep is None:
            keep = value
        elif key == "stars" and value.isdigit() and int(value) <= 99:
            stars = int(value)
        else:
            raise InvalidActionError(usage, key="dice-err-write-retreat", params={"whole": whole})
    return Retreat(to=to, keep=keep, stars=stars)


def parse_action(text: str) -> Action:
    """Read an action; several ``;``-separated parts make a :class:`Turn`."""
    whole = " ".join(str(text).split())
    parts = [p.strip() for p in whole.split(";")]
    if len(parts) > 1:
        parts = [p for p in parts if p]
        if not parts:
            raise InvalidActionError(f"Could not read '{whole}'. {USAGE}",
                                     key="dice-err-could-not-read-try-lock", params={"whole": whole})
        if len(parts) > 1:
            return Turn(parts=tuple(_step(p, whole) for p in parts))
    return _step(parts[0], whole)


def _res(r: Result) -> str:
    return f"{r.colour}-{r.face}"


def format_action(a: Action) -> str:
    k = a.kind
    if k in ("mulligan", "keep", "straight", "done", "stay", "badge"):
        return k
    if k in ("lock", "reroll"):
        return f"{k} " + " ".join(str(d) for d in a.dice)
    if k == "rwb":
        return " ".join(["rwb", a.face, a.option, *map(_res, a.results)])
    if k == "cancel":
        return f"cancel {a.die}"
    if k == "rally" and a.admirer:
        return f"rally {a.what} {a.admirer}"
    if k in ("rally", "find"):
        return f"{k} {a.what}"
    if k == "give":
        return f"give {a.to} {a.what}" + (f" {a.amount}" if a.amount != 1 else "")
    if k == "move":
        return f"move {a.to}"
    if k == "redraw":
        return "redraw victoria-cross"
    if k == "share":
        return f"share {a.colour} {a.to}"
    if k == "raid":
        return " ".join((a.verb, *a.args))
    if k == "carry":
        return "carry " + (" ".join(a.what) if a.what else "none")
    if k == "retreat":
        if a.to is None:
            return "retreat none"
        return f"retreat {a.to}" + (f" keep {a.keep}" if a.keep else "") + (f" stars {a.stars}" if a.stars else "")
    if k == "use":
        bits = ["use", a.what]
        bits += [f"d{d}={f}" for d, f in a.changes]
        bits += [_res(r) for r in a.results]
        bits += [f"d{d}" for d in a.dice]
        if a.target is not None:
            bits += [f"{a.target}:{_res(r)}" for r in a.target_results]
            if a.target_die is not None:
                bits.append(f"{a.target}:d{a.target_die}")
            if not a.target_results and a.target_die is None:
                bits.append(a.target)
        return " ".join(bits)
    if k in ("lose", "pick", "sacrifice", "observe"):
        return f"{k} {a.what}"
    if k == "assault":
        return "assault " + " ".join(a.order)
    if k == "award":
        return f"award {a.count}"
    if k == "start":
        return f"start {a.die}"
    if k == "reorder":
        return "reorder " + " ".join(map(str, a.order))
    if k == "wound":
        return f"wound {a.option}" + (f" {a.what}" if a.what else "")
    if k == "turn":
        return "; ".join(format_action(p) for p in a.parts)
    raise AssertionError(k)  # pragma: no cover
