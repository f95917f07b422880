"""Order card 03, "Patrol as last turn": the previous turn's patrols flown again as one complete answer.

Offered (as a choice and a button in words) only when every one of last turn's patrols can fly as it
stands; applying it gives exactly the events and state of the separate patrol actions and 'done'.
"""

from __future__ import annotations

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.actions import PatrolAgain
from rules.aa_dday.buttons import button_choices
from rules.aa_dday.notation import PATROL_AGAIN
from rules.core.engine import start_state
from rules.core.errors import IllegalActionError
from tests.rules.aa_dday.test_buttons import check_buttons
from tests.typed import apply_text

LAST = {"1": {"12": {"uk:fighter": 2}, "30": {"uk:fighter": 1, "us:fighter": 2}}}
LABEL = "Patrol as last turn"


def patrol_card(turn: int = 2, patrols=LAST, **kw):
    s, _ = build_state({"30": "2 inf", "16": "2 uk inf"}, card=3, turn=turn, patrols=patrols, **kw)
    assert s.pending.kind == "patrol"
    return s


def test_the_button_is_offered_in_words_and_flies_last_turns_patrols() -> None:
    s = patrol_card()
    got = check_buttons(s, "allies")
    assert got[LABEL] == PATROL_AGAIN
    p = next(p for p in E.prompts(s) if p.seat == "allies")
    assert "'patrol as last turn'" in p.text
    assert PATROL_AGAIN in [c.value for c in E.options(s, "allies", "patrol")], "typing 'patrol' completes it"
    after = apply_text(E, s, "allies", PATROL_AGAIN).state
    assert after.units["12"]["uk:fighter"] == 2
    assert after.units["30"]["uk:fighter"] == 1 and after.units["30"]["us:fighter"] == 2
    assert after.pending is None or after.pending.kind != "patrol" or after.card != 3, "the card is answered whole"
    assert after.patrols["2"] == LAST["1"], "this turn's patrols are remembered for the next"


def test_it_gives_the_same_events_and_state_as_the_separate_actions() -> None:
    s = patrol_card()
    once = apply_text(E, s, "allies", PATROL_AGAIN)
    step = s
    events = []
    for text in ("patrol 2 uk fighter to 12", "patrol 1 uk fighter, 2 us fighter to 30", "done"):
        result = apply_text(E, step, "allies", text)
        events += result.events
        step = result.state
    assert [e.text for e in once.events] == [e.text for e in events]
    assert E.dump_state(once.state) == E.dump_state(step)


def test_fighters_left_over_stay_home_and_the_patrols_end() -> None:
    s = patrol_card(patrols={"1": {"12": {"uk:fighter": 1}}})
    result = apply_text(E, s, "allies", PATROL_AGAIN)
    assert "The Allies end fighter patrols." in [e.text for e in result.events]
    assert result.state.airfield["uk:fighter"] == 3 and result.state.card != 3


@pytest.mark.parametrize(
    ("setup", "why"),
    [
        ({"turn": 1, "patrols": {}}, "did not patrol last turn"),
        ({"turn": 3, "patrols": LAST}, "did not patrol last turn"),  # two turns ago is not last turn
        ({"airfield": {"uk:fighter": 2, "us:fighter": 4, "uk:bomber": 4, "us:bomber": 4}}, "fewer fighters"),
    ],
)
def test_no_button_and_a_clear_refusal_when_it_cannot_be_repeated(setup, why) -> None:
    s = patrol_card(**setup)
    assert all(b.value != PATROL_AGAIN for b in button_choices(s, "allies"))
    assert all(c.value != PATROL_AGAIN for c in E.options(s, "allies", "patrol"))
    before = E.dump_state(s)
    with pytest.raises(IllegalActionError, match=why):
        apply_text(E, s, "allies", PATROL_AGAIN)
    assert E.dump_state(s) == before


def test_a_full_zone_or_a_patrol_already_sent_this_turn_withdraws_it() -> None:
    crowded = patrol_card(patrols={"1": {"12": {"uk:fighter": 4}}})
    crowded = apply_text(E, crowded, "allies", "patrol 1 us fighter to 12").state
    assert all(b.value != PATROL_AGAIN for b in button_choices(crowded, "allies"))
    with pytest.raises(IllegalActionError, match="already patrol this turn"):
        apply_text(E, crowded, "allies", PATROL_AGAIN)


def test_three_players_each_repeat_their_own_nations_patrols() -> None:
    s = patrol_card(options={"players": "3"})
    assert {b.label for b in button_choices(s, "uk")} >= {LABEL}
    after_us = apply_text(E, s, "us", PATROL_AGAIN).state
    assert after_us.units["30"]["us:fighter"] == 2 and "uk:fighter" not in after_us.units.get("12", {})
    assert LABEL in {b.label for b in button_choices(after_us, "uk")}, "the U.S. patrols leave the U.K.'s memory"
    done = apply_text(E, after_us, "uk", PATROL_AGAIN).state
    assert done.units["12"]["uk:fighter"] == 2 and done.card != 3


def test_the_text_form_round_trips() -> None:
    for text in ("patrol as last turn", "Patrol again", "patrol like last turn"):
        assert E.parse_action(text) == PatrolAgain()
    assert E.format_action(PatrolAgain()) == PATROL_AGAIN


def test_games_of_older_rulesets_never_record_patrols_and_dump_as_before() -> None:
    for ruleset in ("aa-dday/2", "aa-dday/3"):
        s, _ = start_state(E, ruleset, ("axis", "allies"), {}, 5)
        for _ in range(300):
            prompts = E.prompts(s)
            if not prompts or s.turn > 2:
                break
            p = prompts[0]
            options = [c.value for c in E.options(s, p.seat, "")]
            assert PATROL_AGAIN not in [c.value for c in E.options(s, p.seat, "patrol")]
            assert all(c.value != PATROL_AGAIN for q in E.prompts(s) for c in q.choices)
            text = next((o for o in options if o.startswith("patrol ")), p.default)
            s = apply_text(E, s, p.seat, text).state
        assert s.patrols == {} and '"patrols"' not in E.dump_state(s), ruleset


def test_a_current_game_remembers_at_most_two_turns_of_patrols() -> None:
    """Recording a patrol keeps this turn's and the previous turn's, and drops any older one."""
    s, _ = E.initial_state(("axis", "allies"), {}, 5)
    turns_seen = set()
    for _ in range(1500):
        prompts = E.prompts(s)
        if not prompts or s.turn > 4:
            break
        p = prompts[0]
        options = [c.value for c in E.options(s, p.seat, "")]
        text = next((o for o in options if o.startswith("patrol 1 ")), p.default)
        s = apply_text(E, s, p.seat, text).state
        assert len(s.patrols) <= 2 and all(int(t) <= s.turn for t in s.patrols)
        if str(s.turn) in s.patrols:
            assert set(s.patrols) <= {str(s.turn), str(s.turn - 1)}
        turns_seen |= set(s.patrols)
        assert E.load_state(E.dump_state(s)) == s
    assert {"1", "2", "3"} <= turns_seen
