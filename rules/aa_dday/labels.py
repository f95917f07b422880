"""Option texts in words: what ``patrol 1 uk fighter to 30`` does, with the names of the zones and boxes.

The option texts (:mod:`.choices`) name zones by number, as players type them; a list of forty of them
("move 2 art from 2 to 6") tells a newcomer nothing about where the units go. :func:`option_message`
reads one option text and names the message that says it in words, every zone, beachhead box and chart named
("2 German artillery from Cherbourg (2) to Valognes (6)"; ``aa-option-…`` in the catalogues, so a Korean console
reads it in Korean). It is pure and reads nothing but the text
and the board's data: no state, no event and no action text changes (the console shows it beside
each option; :mod:`bot.console`).
"""

from __future__ import annotations

import re
from typing import Any

from rules.aa_dday.board import BOARD
from rules.aa_dday.buttons import _hits_args, _place_args

_NATIONS = ("uk", "us")
_UNIT = r"(?P<n>\d+) (?:(?P<nat>uk|us) )?(?P<typ>[a-z]+)"
_MOVE = re.compile(rf"^move {_UNIT} from (?P<frm>\S+)(?: via (?P<via>\S+))? to (?P<to>\S+)$")
_MOVE_ALL = re.compile(r"^move all from (?P<frm>\S+) to (?P<to>\S+)$")
_LAND = re.compile(rf"^land (?:all|{_UNIT}) from (?P<box>\S+)(?: to (?P<to>\S+))?$")
_PATROL = re.compile(rf"^patrol {_UNIT} to (?P<to>\S+)$")
_BOMB = re.compile(r"^bomb (?P<nat>uk|us) to (?P<to>\S+)$")
_REROLL = re.compile(r"^reroll (?P<chart>\S+) (?P<die>\d)$")
_PLACE = re.compile(r"^place \S+ \d+ in \S+$")


Message = tuple[str, dict[str, Any]]
"""A message of the catalogues (``i18n/locales/*/aa.ftl``, ``aa-option-…``) and its arguments."""


def _unit(m: re.Match[str]) -> list[Any]:
    return [int(m["n"]), f"{m['nat'] or 'de'}:{m['typ']}"]


def _known(*locs: str | None) -> bool:
    return all(loc is None or loc in BOARD.zone_set or loc in BOARD.box_name for loc in locs)


def option_message(text: str) -> Message | None:
    """``text`` (one option of :func:`rules.aa_dday.choices.options`) as a message with every place named.

    None when the text already says everything (``done``, ``tactic use``) or is not an option text this
    function knows; never raises on a text it cannot read.
    """
    s = " ".join(text.lower().split())
    try:
        return _message(s)
    except (KeyError, ValueError, IndexError):
        return None


def _message(s: str) -> Message | None:
    if (m := _PATROL.fullmatch(s)) and _known(m["to"]):
        return "aa-option-patrol", {"unit": _unit(m), "count": int(m["n"]), "to": m["to"]}
    if (m := _MOVE.fullmatch(s)) and _known(m["frm"], m["via"], m["to"]):
        if m["via"]:
            return "aa-option-move-via", {"unit": _unit(m), "frm": m["frm"], "via": m["via"], "to": m["to"]}
        return "aa-option-move", {"unit": _unit(m), "frm": m["frm"], "to": m["to"]}
    if (m := _MOVE_ALL.fullmatch(s)) and _known(m["frm"], m["to"]):
        return "aa-option-move-all", {"frm": m["frm"], "to": m["to"]}
    if (m := _LAND.fullmatch(s)) and _known(m["box"], m["to"]):
        to = m["to"] or BOARD.beach_zone[m["box"]]
        if m["n"]:
            return "aa-option-land", {"unit": _unit(m), "frm": m["box"], "to": to}
        return "aa-option-land-all", {"frm": m["box"], "to": to}
    if (m := _BOMB.fullmatch(s)) and _known(m["to"]):
        return "aa-option-bomb", {"nation": m["nat"], "to": m["to"]}
    if s.startswith("hits "):
        return "aa-option-hits", {"hit_list": _hits_args(s)}
    if _PLACE.fullmatch(s):
        return "aa-option-place", _place_args(s)
    if s.startswith("choose "):
        return "aa-button-choose", {"tokens": s.split()[1:]}
    if m := _REROLL.fullmatch(s):
        return "aa-option-reroll", {"chart": m["chart"], "die": int(m["die"])}
    return None
