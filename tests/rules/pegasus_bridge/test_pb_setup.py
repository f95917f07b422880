"""Setup of each scenario: decks, hands, tokens, Strength Points, Turn token, heroic cards, Terrain piles."""

from __future__ import annotations

from collections import Counter

import pytest
from pb_helpers import SEATS, E, act, new, rework

from rules.core.errors import IllegalActionError, InvalidOptionError
from rules.pegasus_bridge import scenario as SC
from tests.typed import apply_text

DECK_LETTER = {"1A": "P", "1B": "P", "2": "M", "3": "D"}


def deck_size(state, seat):
    return len(state.draw[seat]) + len(state.hand[seat])


@pytest.mark.parametrize("scen", ["1A", "1B", "2", "3"])
def test_decks_tokens_and_strength(scen):
    state = new(scen, seed=11)
    t = E.table(state)
    letter = DECK_LETTER[scen]
    if scen == "3":
        state = act(state, "german", "build piles random")
    for seat in SEATS:
        assert Counter(state.draw[seat] + state.hand[seat]) == Counter(t.deck(seat, letter))
        assert state.tokens[seat]["normal"] == 2
    assert state.reserve == 20  # 24 in the Reserve, two taken by each player
    assert state.pe == (None if scen == "3" else 3)
    assert state.face == {"1A": None, "1B": "british", "2": "german", "3": None}[scen]
    assert state.specials == {"1A": {"plus3": 2}, "1B": {"plus3": 2, "thornton": 4}, "2": {"plus3": 2},
                              "3": {"plus3": 3}}[scen]
    hand = 5 if scen == "3" else 6
    assert len(state.hand["british"]) == len(state.hand["german"]) == hand
    assert E.prompts(state)[0].kind == "mulligan"
    assert {p.seat for p in E.prompts(state)} == set(SEATS)


def test_deck_sizes_per_side_and_scenario():
    sizes = {}
    for scen in ("1A", "2", "3"):
        state = new(scen, seed=2)
        if scen == "3":
            state = act(state, "german", "build piles random")
        sizes[scen] = (deck_size(state, "british"), deck_size(state, "german"))
    t = E.table(new("1A"))
    for scen, (b, g) in sizes.items():
        letter = DECK_LETTER[scen]
        assert b == sum(c.count(letter) for c in t.cards.values() if c.side == "british" and not c.heroic)
        assert g == sum(c.count(letter) for c in t.cards.values() if c.side == "german" and not c.heroic)
        assert 30 <= b <= 50 and 30 <= g <= 50


def test_mulligan_once_per_game():
    state = new("1A", seed=4)
    cards = Counter(state.hand["british"] + state.draw["british"])
    state = act(state, "british", "mulligan")
    assert len(state.hand["british"]) == 6 and state.mulligan["british"] is False
    assert Counter(state.hand["british"] + state.draw["british"]) == cards
    assert "mulligan" not in {p.kind for p in E.prompts(state) if p.seat == "british"}
    assert [p.seat for p in E.prompts(state)] == ["german"]
    state = act(state, "german", "keep")
    assert E.prompts(state)[0].kind == "terrain"


def test_scenario_1a_terrain_pile():
    state = new("1A", seed=7)
    ter = state.terrain
    assert len(ter.pile) == 12 and len(ter.unused) == 2
    bottom, top = ter.pile[:6], ter.pile[6:]
    assert "1010" in bottom and "1011" in bottom
    assert "1010" not in top and "1011" not in top
    everything = Counter([*ter.pile, *ter.unused, "1014A"])
    t = E.table(state)
    assert everything == Counter(c for c in t.terrains("P") if c != "1015A")
    assert ter.ranville is None and state.heroic == {"british": (), "german": ()}


def test_scenario_1b_has_ranville_and_heroics():
    state = new("1B", seed=7)
    assert state.terrain.ranville == "1015A"
    assert len(state.heroic["british"]) == len(state.heroic["german"]) == 4


def test_scenario_2_piles_and_starting_heroic():
    state = new("2", seed=5)
    ter = state.terrain
    assert sorted(ter.approach) == sorted(SC.M_APPROACH)
    assert sorted(ter.objectives) == sorted(SC.M_OBJECTIVES)
    assert len(ter.battery) == 5
    state = act(act(state, "british", "keep"), "german", "keep")
    p = E.prompts(state)[0]
    assert p.kind == "heroic" and p.seat == "british"
    slots = E.view(state, "british").private.heroic_slots
    assert sorted(slots.values()) == ["1405", "1406", "1407", "1408"]
    letters = {a.value for a in E.legal(state, "british") if a.value}
    assert letters == {x for x, c in slots.items() if c != "1406"}  # the Lance-flammes only comes from the Horsas
    letter = next(x for x, c in slots.items() if c == "1405")
    with pytest.raises(IllegalActionError, match=f"take heroic {letter}"):
        apply_text(E, state, "british", "take heroic 1405")  # would show the card in the public log
    result = apply_text(E, state, "british", f"take heroic {letter}")
    assert all("1405" not in e.text for e in result.events if e.seat is None)
    state = result.state
    assert "1405" in state.hand["british"] and len(state.hand["british"]) == 7
    assert E.prompts(state)[0].kind == "approach" and len(state.revealed) == 1
    state = act(state, "british", "keep")
    assert len(state.terrain.battery) == 7 and state.current and state.sturn == 1


def test_scenario_2_approach_redraw_discards_a_strong_unit():
    state = new("2", seed=5)
    state = act(act(state, "british", "keep"), "german", "keep")
    state = act(state, "british", "take heroic")
    state = rework(state, hand={"british": [*state.hand["british"], "1105"], "german": state.hand["german"]})
    first = state.revealed[0]
    state = act(state, "british", "redraw discarding 1105")
    assert "1105" in state.discard["british"] and state.current and state.current[0] != first
    assert len(state.terrain.battery) == 7


def test_scenario_3_pile_building():
    state = new("3", seed=9)
    assert E.prompts(state)[0].kind == "build" and E.prompts(state)[0].seat == "german"
    assert len(state.terrain.pool) == 12
    built = act(state, "german", "build piles random")
    piles = built.terrain.piles
    assert sorted(piles) == sorted(SC.D_BRIDGES)
    assert all(len(p) == 4 for p in piles.values())
    assert "1027" in piles["1032"] and "1029" in piles["1031"] and piles["1030"][-1] == "1028"
    for p in piles.values():
        assert p[0] != p[1] and p[2] != p[3]


def test_scenario_3_explicit_piles_are_checked():
    state = new("3", seed=9)
    ok = "build piles 1030: 1025 1026 1008 1028; 1031: 1029 1025 1026 1006; 1032: 1027 1008 1005 1007"
    built = act(state, "german", ok)
    assert built.terrain.piles["1030"] == ("1025", "1026", "1008", "1028")
    with pytest.raises(IllegalActionError, match="identical"):
        apply_text(E, state, "german", "build piles 1030: 1025 1025 1008 1028; 1031: 1029 1026 1026 1006; 1032: 1027 1008 1005 1007")
    with pytest.raises(IllegalActionError, match="last"):
        apply_text(E, state, "german", "build piles 1030: 1025 1026 1028 1008; 1031: 1029 1025 1026 1006; 1032: 1027 1008 1005 1007")
    with pytest.raises(IllegalActionError, match="exactly"):
        apply_text(E, state, "german", "build piles 1030: 1025 1026 1008 1028; 1031: 1029 1025 1026 1006; 1032: 1027 1008 1005 1005")


def test_scenario_3_after_mulligans_a_pile_is_picked_and_both_choose_a_heroic():
    state = act(new("3", seed=9), "german", "build piles random")
    state = act(act(state, "british", "keep"), "german", "keep")
    assert state.terrain.active in SC.D_BRIDGES
    assert {p.seat for p in E.prompts(state)} == set(SEATS) and E.prompts(state)[0].kind == "heroic"
    state = act(act(state, "british", "take heroic"), "german", "take heroic")
    assert E.prompts(state)[0].kind == "terrain" and len(state.revealed) == 2


@pytest.mark.parametrize("options, match", [
    ({"scenario": "4"}, "no scenario"),
    ({"scenario": "1A", "speed": "fast"}, "no option 'speed'"),
])
def test_unknown_options_are_refused(options, match):
    with pytest.raises(InvalidOptionError, match=match):
        E.initial_state(SEATS, options, 1)


def test_wrong_seats_are_refused():
    with pytest.raises(InvalidOptionError):
        E.initial_state(("allies", "axis"), {}, 1)


def test_default_scenario_is_1a_and_campaign_starts_with_1b():
    state, _ = E.initial_state(SEATS, {}, 1)
    assert state.scenario == "1A" and state.mode == "1A"
    camp = new("campaign")
    assert camp.mode == "campaign" and camp.scenario == "1B" and camp.blue.german == 2
    assert E.phase_label(camp) == "Campaign · Scenario 1B · Setup"
