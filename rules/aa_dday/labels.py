"""Option texts in words: what ``patrol 1 uk fighter to 30`` does, with the names of the zones and boxes.

The option texts (:mod:`.choices`) name zones by number, as players type them; a list of forty of them
("move 2 art from 2 to 6") tells a newcomer nothing about where the units go. :func:`option_words`
reads one option text and says it in words with every zone, beachhead box and chart named
("2 German artillery from Cherbourg (2) to Valognes (6)"). It is pure and reads nothing but the text
and the board's data: no state, no event and no action text changes (the console shows it beside
each option; :mod:`bot.console`).
"""

from __future__ import annotations

import re

from rules.aa_dday.board import BOARD, unit_phrase
from rules.aa_dday.buttons import NATION, _choose_words, _hits_words, _place_words, _where
from rules.aa_dday.charts import chart_label

_NATIONS = ("uk", "us")
_UNIT = r"(?P<n>\d+) (?:(?P<nat>uk|us) )?(?P<typ>[a-z]+)"
_MOVE = re.compile(rf"^move {_UNIT} from (?P<frm>\S+)(?: via (?P<via>\S+))? to (?P<to>\S+)$")
_MOVE_ALL = re.compile(r"^move all from (?P<frm>\S+) to (?P<to>\S+)$")
_LAND = re.compile(rf"^land (?:all|{_UNIT}) from (?P<box>\S+)(?: to (?P<to>\S+))?$")
_PATROL = re.compile(rf"^patrol {_UNIT} to (?P<to>\S+)$")
_BOMB = re.compile(r"^bomb (?P<nat>uk|us) to (?P<to>\S+)$")
_REROLL = re.compile(r"^reroll (?P<chart>\S+) (?P<die>\d)$")
_PLACE = re.compile(r"^place \S+ \d+ in \S+$")


def _units(m: re.Match[str]) -> str:
    nation = m["nat"] or "de"
    return unit_phrase(int(m["n"]), f"{nation}:{m['typ']}")


def _known(*locs: str | None) -> bool:
    return all(loc is None or loc in BOARD.zone_set or loc in BOARD.box_name for loc in locs)


def option_words(text: str) -> str:
    """``text`` (one option of :func:`rules.aa_dday.choices.options`) in words, with every place named.

    Returns "" when the text already says everything (``done``, ``tactic use``) or is not an option
    text this function knows; never raises on a text it cannot read.
    """
    s = " ".join(text.lower().split())
    try:
        return _words(s)
    except (KeyError, ValueError, IndexError):
        return ""


def _words(s: str) -> str:
    if (m := _PATROL.fullmatch(s)) and _known(m["to"]):
        return f"{_units(m)} patrol{'s' if m['n'] == '1' else ''} over {_where(m['to'])}"
    if (m := _MOVE.fullmatch(s)) and _known(m["frm"], m["via"], m["to"]):
        via = f" through {_where(m['via'])}" if m["via"] else ""
        return f"{_units(m)} from {_where(m['frm'])}{via} to {_where(m['to'])}"
    if (m := _MOVE_ALL.fullmatch(s)) and _known(m["frm"], m["to"]):
        return f"everything in {_where(m['frm'])} to {_where(m['to'])}"
    if (m := _LAND.fullmatch(s)) and _known(m["box"], m["to"]):
        what = _units(m) if m["n"] else "everything"
        to = m["to"] or BOARD.beach_zone[m["box"]]
        return f"{what} from {_where(m['box'])} lands in {_where(to)}"
    if (m := _BOMB.fullmatch(s)) and _known(m["to"]):
        return f"a {NATION[m['nat']]} bomber strikes {_where(m['to'])}"
    if s.startswith("hits "):
        return "lose " + _hits_words(s)
    if _PLACE.fullmatch(s):
        return "place " + _place_words(s)
    if s.startswith("choose "):
        return _choose_words(s)
    if m := _REROLL.fullmatch(s):
        return f"reroll the {chart_label(m['chart'])} chart's {m['die']}"
    return ""
