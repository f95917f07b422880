"""The choices worth a button under a phase message, labelled in words.

A button must be a complete, common answer that applies as it stands: 'done',
the default casualties, landing everything from one beachhead box, the
placement each standing-order mode would make, the tactics card's use or pass,
a fortune choice when there are only a few, last turn's patrols flown again
("Patrol as last turn", :mod:`.patrol_again`). :func:`button_choices` builds them
for one seat (each checked against the legal options of the state); the prompt
puts them first among its choices with ``button=True`` (see
:class:`rules.core.contract.Choice`). Single moves, single fighters and the
like stay in menus and autocomplete: there are too many to be worth a button.
"""

from __future__ import annotations

from typing import Any

from rules.aa_dday.board import BOARD, units_phrase
from rules.aa_dday.charts import chart_label
from rules.aa_dday.choices import base_options, confirming, decider_of, default_hits, options
from rules.aa_dday.common import loc_label
from rules.aa_dday.fortune import auto_choice
from rules.aa_dday.notation import PATROL_AGAIN
from rules.aa_dday.patrol_again import can_patrol_again
from rules.aa_dday.reinforcements import place_by_order
from rules.aa_dday.state import AAState
from rules.core.contract import Choice

MAX_BUTTONS = 6
"""At most this many buttons per seat: the common answers, not a menu."""

DONE_LABEL = {
    "move": "Done moving",
    "land": "Done landing",
    "patrol": "Done: these fighters patrol",
    "bomb": "Done: the bombers strike",
    "place": "Done placing",
    "reroll": "Keep the dice",
    "rearrange": "Done rearranging the boxes",
    "recon": "Done moving fighters",
    "convoy": "Let the convoy go",
}

NATION = {"uk": "U.K.", "us": "U.S."}


def _legal(w: AAState, seat: str, text: str) -> bool:
    """Whether ``text`` is a legal answer now: first among the option list memoised for this state
    (which autocomplete and the service build anyway), then, only if not there, the full search."""
    if any(c.value == text for c in base_options(w, seat)):
        return True
    return any(c.value == text for c in options(w, seat, text))


def _where(loc: str) -> str:
    return loc_label(loc) if loc.isdigit() or loc in BOARD.box_name else NATION.get(loc, loc)


def _short_units(text: str) -> dict[str, int]:
    """The units of a short text as written by :func:`rules.aa_dday.board.short_units` ("2 inf, 1 uk tank")."""
    out: dict[str, int] = {}
    for item in text.split(", "):
        words = item.split()
        key = f"{words[1]}:{words[2]}" if words[1] in NATION else f"de:{words[1]}"
        out[key] = out.get(key, 0) + int(words[0])
    return out


def _hits_words(text: str) -> str:
    parts = (part.split(": ", 1) for part in text[len("hits "):].split("; "))
    return "; ".join(f"{units_phrase(_short_units(units))} in {_where(loc)}" for loc, units in parts)


def _place_words(text: str) -> str:
    _, chart, n, _, loc = text.split()
    return f"{n} from the {chart_label(chart)} chart in {_where(loc)}"


def _choose_words(text: str) -> str:
    return "Choose " + " ".join(_where(t) for t in text.split()[1:])


def _hits_args(text: str) -> list[list[Any]]:
    """``hits`` text as plain args (issue #28): ``[[location, {unit key: n}], ...]``."""
    parts = (part.split(": ", 1) for part in text[len("hits "):].split("; "))
    return [[loc, _short_units(units)] for loc, units in parts]


def _place_args(text: str) -> dict[str, Any]:
    _, chart, n, _, loc = text.split()
    return {"n": int(n), "chart": chart, "loc": loc}


Candidate = tuple[str, str, str, dict[str, Any]]
"""(action text, English label, the label's catalogue message, its args)."""


def candidates(w: AAState, seat: str) -> list[Candidate]:
    """(action text, label) pairs worth a button for ``seat`` now, before the legality check."""
    p = w.pending
    if p is None:
        return []
    if confirming(w, seat):
        return [("confirm", "Confirm the proposal", "aa-button-confirm", {}),
                ("refuse", "Refuse the proposal", "aa-button-refuse", {})]
    d = decider_of(w, seat)
    kind = p.kind
    out: list[Candidate] = []
    if kind == "hits":
        text = default_hits(w, seat)
        if text:
            lead = "Default losses" if p.ctx == "combat" else "Default pick"
            out.append((text, f"{lead}: {_hits_words(text)}", "aa-button-hits",
                        {"combat": p.ctx == "combat", "hit_list": _hits_args(text)}))
    elif kind == "land":
        for c in base_options(w, seat):
            words = c.value.split()
            if words[:3] == ["land", "all", "from"] and len(words) == 4:
                out.append((c.value, f"Land all from {BOARD.box_name[words[3]]}", "aa-button-land-all",
                            {"box": words[3]}))
    elif kind == "place":
        for mode, how in (("fill", "Fill"), ("spread", "Spread")):
            text = place_by_order(w, p, d, mode)
            if text != "done" and all(c[0] != text for c in out):
                out.append((text, f"{how}: place {_place_words(text)}", "aa-button-place",
                            {"mode": mode, **_place_args(text)}))
    elif kind == "split":
        out.append(("split uk 3 us 3", "Split the dice 3 U.K. / 3 U.S.", "aa-button-split", {}))
    elif kind == "tactic":
        out += [("tactic use", "Use the tactics card", "aa-button-tactic-use", {}),
                ("tactic pass", "Pass (keep it for later)", "aa-button-tactic-pass", {})]
    elif kind == "choose":
        auto = auto_choice(w, d) if p.fortune else None
        if auto:
            out.append((auto, "As standing orders would: " + _choose_words(auto)[7:], "aa-button-choose-auto",
                        {"tokens": auto.split()[1:]}))
        if len(p.choices) <= 4:
            out += [(t, _choose_words(t), "aa-button-choose", {"tokens": t.split()[1:]}) for t in p.choices if t != auto]
    elif kind == "patrol" and can_patrol_again(w, d):
        out.append((PATROL_AGAIN, "Patrol as last turn", "aa-button-patrol-again", {}))
    elif kind == "reroll":
        auto = auto_choice(w, d)
        if auto and auto != "done":
            chart, die = auto.split()[1:]
            out.append((auto, f"Reroll the {chart_label(chart)} {die} (as standing orders would)", "aa-button-reroll",
                        {"chart": chart, "die": int(die)}))
    if kind in DONE_LABEL:
        out.append(("done", DONE_LABEL[kind], f"aa-button-done-{kind}", {}))
    return out


def button_choices(w: AAState, seat: str) -> list[Choice]:
    """The marked choices for ``seat``: each a legal, complete action with a label in words."""
    out: list[Choice] = []
    for text, label, key, args in candidates(w, seat):
        if len(out) >= MAX_BUTTONS:
            break
        if all(c.value != text for c in out) and _legal(w, seat, text):
            out.append(Choice(value=text, label=label, button=True, key=key, args=args))
    return out
