"""The cancellation window: asked by standing setting only, never by what a hand holds."""

from __future__ import annotations

import pytest
from pb_helpers import E, act, new, rework, step

from rules.core.errors import IllegalActionError, NotYourTurnError
from tests.typed import apply_text


def british_raise(german_hand: list[str], settings=("always", "always")):
    """Turn 1 of 1A on Road: Patrouille against Sapeurs, the British to raise, holding Gammon Bomb (+2)."""
    state = new("1A", seed=21)
    if settings[0] != "always":
        state = act(state, "british", f"respond {settings[0]}")
    if settings[1] != "always":
        state = act(state, "german", f"respond {settings[1]}")
    state = act(act(state, "british", "keep"), "german", "keep")
    state = act(state, "british", f"choose terrain {state.revealed[0]}")
    state = act(state, "british", "done")
    state = rework(state, current=["1001"], hand={"british": ["1102", "1305", "1401"], "german": ["1510"] + german_hand})
    state = act(state, "german", "play 1510")  # value 3; no British card can cancel a Unit: no window
    assert E.prompts(state)[0].kind == "raise"
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1102")  # Sapeurs: the German could cancel a Unit (Piège) -> window
    if settings[1] == "always":
        assert E.prompts(state)[0].kind == "respond"
        state = act(state, "german", "let it stand")
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("british", "raise")
    return state


def public(events):
    return [(e.kind, e.text, e.data) for e in events if e.seat is None]


def test_always_asks_whether_or_not_a_cancellation_card_is_held():
    with_card = british_raise(["1704", "1705"])  # Échec cancels a British Combat Action
    without = british_raise(["1707", "1705"])  # no cancellation card, same hand size
    a = step(with_card, "british", "play 1305")
    b = step(without, "british", "play 1305")
    assert E.prompts(a.state) == E.prompts(b.state)
    assert [p.kind for p in E.prompts(a.state)] == ["respond"] and E.prompts(a.state)[0].seat == "german"
    assert public(a.events) == public(b.events)
    assert E.view(a.state, None) == E.view(b.state, None)
    # letting it stand reads the same too
    a2 = step(a.state, "german", "let it stand")
    b2 = step(b.state, "german", "let it stand")
    assert public(a2.events) == public(b2.events) and E.prompts(a2.state) == E.prompts(b2.state)
    assert E.view(a2.state, None).fronts[0].fight.british_value == 5


def test_the_prompt_offers_only_hand_independent_choices():
    state = step(british_raise(["1704"]), "british", "play 1305").state
    p = E.prompts(state)[0]
    assert [c.value for c in p.choices] == ["let it stand"] and p.default == "let it stand"
    assert "play 1704" in {c.value for c in E.options(state, "german", "")}


def test_a_cancellation_discards_the_card_without_effect():
    state = step(british_raise(["1704"]), "british", "play 1305").state
    state = act(state, "german", "play 1704")
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("british", "respond")  # the cancellation may itself be answered
    state = act(state, "british", "let it stand")
    front = E.view(state, None).fronts[0]
    assert front.fight.british_value == 3
    assert "1305" in state.seen["british"] and "1704" in state.seen["german"]
    assert E.prompts(state)[0].seat == "british" and E.prompts(state)[0].kind == "raise"


def test_never_skips_the_window_and_the_seat_cannot_cancel():
    state = british_raise(["1704"], settings=("always", "never"))
    result = step(state, "british", "play 1305")
    assert E.prompts(result.state)[0].kind == "raise" and E.prompts(result.state)[0].seat == "british"
    assert E.view(result.state, None).fronts[0].fight.british_value == 5
    with pytest.raises(NotYourTurnError):
        apply_text(E, result.state, "german", "play 1704")


def test_never_skips_the_same_way_with_or_without_the_card():
    a = step(british_raise(["1704"], settings=("always", "never")), "british", "play 1305")
    b = step(british_raise(["1707"], settings=("always", "never")), "british", "play 1305")
    assert E.prompts(a.state) == E.prompts(b.state) and public(a.events) == public(b.events)


def test_heroic_cards_get_no_window():
    state = british_raise(["1704"])
    state = rework(state, hand={"british": ["1404"], "german": list(state.hand["german"])})
    state = act(state, "british", "play 1404")  # heroic +3: cannot be cancelled
    assert E.prompts(state)[0].kind == "raise" and E.prompts(state)[0].seat == "british"


def test_the_setting_is_accepted_out_of_turn_and_answers_an_open_window():
    state = step(british_raise(["1704"]), "british", "play 1305").state
    action = E.parse_action("respond never")
    assert E.accepts_out_of_turn(state, action)
    assert not E.accepts_out_of_turn(state, E.parse_action("pass"))
    after = E.apply(state, "british", action).state  # the British is not prompted: still accepted
    assert after.settings["british"] == "never" and E.prompts(after) == E.prompts(state)
    closed = E.apply(state, "german", action)
    assert closed.state.settings["german"] == "never"
    assert E.prompts(closed.state)[0].kind == "raise"  # the open window was let stand
    assert all(e.seat in (None, "german") for e in closed.events)
    assert E.view(closed.state, None).fronts[0].fight.british_value == 5


def test_wrong_seat_and_wrong_moment_are_refused_without_change():
    state = step(british_raise(["1704"]), "british", "play 1305").state
    before = E.dump_state(state)
    with pytest.raises(NotYourTurnError):
        apply_text(E, state, "british", "pass")
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, state, "german", "play 1705")
    assert err.value.rule and "Cancellation" in err.value.rule
    assert E.dump_state(state) == before


def test_the_setting_help_explains_the_trade_off():
    from rules.pegasus_bridge.engine import SETTING_HELP

    assert "respond always" in SETTING_HELP and "respond never" in SETTING_HELP and "learns nothing" in SETTING_HELP
