"""What waits for the German player is typed in the code and written as its old word in a stored state (issue #47):
a snapshot or export from before reads back to the same typed values, and a state dumps to the same text."""

from __future__ import annotations

import json

import pytest

from rules.dday_dice.german_waits import (
    AwardOrder,
    AwardPick,
    BlackAward,
    BlindPick,
    ConditionOrder,
    SpecialistLoss,
    TallyChoice,
    from_word,
    without,
    word,
)
from tests.rules.dday_dice.aw_helpers import aw, gput
from tests.rules.dday_dice.helpers import E

EVERY = [(BlindPick(), "blind"), (BlackAward(award="silver-wound-badge"), "wound:silver-wound-badge"),
         (SpecialistLoss(), "lose"), (AwardPick(), "pick"), (AwardOrder(), "look"), (TallyChoice(), "clasp"),
         (ConditionOrder(), "observe")]


@pytest.mark.parametrize(("wait", "text"), EVERY, ids=[t for _, t in EVERY])
def test_each_wait_has_one_word_and_reads_back_from_it(wait, text):
    assert word(wait) == text and from_word(text) == wait


@pytest.mark.parametrize("text", ["wound", "wound:", "lose:x", "reorder", "", "pick:why"])
def test_a_word_no_wait_ever_wrote_is_refused(text):
    with pytest.raises(ValueError):
        from_word(text)


def test_a_state_written_with_the_old_words_loads_typed_and_dumps_the_same_text():
    waits = tuple(w for w, _ in EVERY)
    s = gput(aw(2), pending=waits)
    text = E.dump_state(s)
    assert json.loads(text)["german"]["pending"] == [t for _, t in EVERY]
    back = E.load_state(text)
    assert back == s and back.german.pending == waits and E.dump_state(back) == text


def test_without_drops_only_the_first_of_its_kind():
    waits = (AwardPick(), SpecialistLoss(), AwardPick())
    assert without(waits, AwardPick) == (SpecialistLoss(), AwardPick())
    assert without(waits, TallyChoice) == waits
