"""Every choice that names dice shows their faces (issue 24): 'lock 1 3' alone tells a player nothing.

The value stays the action text, unchanged and parseable; the label adds each named die with its face.
"""

from __future__ import annotations

import re

from rules.dday_dice import roll
from tests.rules.dday_dice.aw_helpers import aw
from tests.rules.dday_dice.helpers import E, g_of, start

FACE_WORDS = re.compile(r"\b(red|white|blue|black) (Star|Courage|MGF|Tool|Skull|1 Soldier|2 Soldiers)\b")


def _dice_choices(state, seat: str) -> list:
    return [c for c in E.options(state, seat) if c.value.split()[0] in ("lock", "reroll")]


def _check(state, seat: str, dice) -> None:
    choices = _dice_choices(state, seat)
    assert choices, "the roll offers lock or reroll choices"
    for c in choices:
        E.parse_action(c.value)  # the value is still the action text
        numbers = [int(w) for w in c.value.split()[1:]]
        named = dict(re.findall(r"(\d+):((?:red|white|blue|black) [A-Za-z0-9 ]+?)(?:,|$)", c.label.split(" — ", 1)[1]))
        assert sorted(map(int, named)) == numbers, c.label
        for n in numbers:
            assert FACE_WORDS.fullmatch(named[str(n)]), c.label
            assert named[str(n)].split(" ", 1)[1] in (roll.FACE_LABEL[dice[n - 1].face], "MGF"), c.label


def test_the_german_players_lock_choices_show_the_faces_of_the_dice_they_name():
    s = aw(2)
    assert "german" in {p.seat for p in E.prompts(s)}
    gs = s.german
    _check(s, "german", gs.dice)
    lock = next(c for c in E.options(s, "german") if c.value == "lock 1 2")
    assert lock.label.startswith("lock 1 2 — 1:") and ", 2:" in lock.label
    menu = E.field_choices(s, "german", "lock", "dice", {})
    assert menu and all(FACE_WORDS.search(c.label) for c in menu)
    assert {c.value for c in menu} <= {" ".join(c.value.split()[1:]) for c in _dice_choices(s, "german")}


def test_a_units_lock_and_reroll_choices_show_faces_too():
    s = start(2)
    _check(s, "unit1", s.units[0].dice)
    menu = E.field_choices(s, "unit1", "lock", "dice", {})
    assert menu and all(FACE_WORDS.search(c.label) for c in menu)


def test_the_faces_shown_are_the_dice_of_the_seat_choosing():
    s = start(2)
    g = g_of(s)
    c = _dice_choices(s, "unit2")[0]
    first = int(c.value.split()[1])
    assert c.label.split(" — ", 1)[1].startswith(f"{first}:{roll.die_text(g.unit('unit2').dice[first - 1])}")


def test_a_german_card_that_names_dice_shows_their_faces():
    from tests.rules.dday_dice.aw_helpers import at_phase, gdice

    s = at_phase(aw(), 2, gdice("red-skull", "white-star", "black-mgf", "red-s1", "white-tool", "black-s2"))
    use = {c.value: c.label for c in E.options(s, "german") if c.value.startswith("use unteroffizier")}
    assert use["use unteroffizier d3"].endswith("3:black MGF") and use["use unteroffizier d6"].endswith("6:black 2 Soldiers")
