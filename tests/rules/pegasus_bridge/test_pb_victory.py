"""Victory conditions of scenarios 1A, 1B, 2 and 3, and the campaign's Victory Points and result bands."""

from __future__ import annotations

import pytest
from pb_helpers import SEATS, E, act, new, rerun, rework

from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.policy import play_game

TOKENS0 = {"normal": 0, "plus3": 0, "plus3h": 0, "thornton": 0}


def past_mulligans(scen: str, seed: int = 3):
    state = new(scen, seed=seed)
    state = act(state, "british", "respond never")
    state = act(state, "german", "respond never")
    return act(act(state, "british", "keep"), "german", "keep")


def at_bridges(scen: str, british: list[str], german: list[str]):
    """Scenario 1A/1B, start of turn 7 (the bridges), with chosen hands and no tokens."""
    state = past_mulligans(scen)
    ter = state.terrain.noted(pile=[])
    state, _ = rerun(state, "turn_start", sturn=6, terrain=ter, hand={"british": british, "german": german},
                     draw={"british": [], "german": []},
                     tokens={"british": dict(TOKENS0), "german": dict(TOKENS0)})
    assert state.sturn == 7 and E.prompts(state)[0].kind == "phase"
    return state


def test_1a_the_german_playing_no_unit_on_the_bridge_loses_it():
    state = at_bridges("1A", ["1102"], ["1502"])
    state = act(state, "british", "done")
    state = act(state, "german", "no unit")
    assert E.outcome(state).winners == ("british",)
    assert "Bénouville" in E.outcome(state).reason


def passes(state):
    """Everyone passes in the fight(s) under way, until another kind of decision (or the end)."""
    while E.outcome(state) is None and E.prompts(state)[0].kind == "raise":
        state = act(state, E.prompts(state)[0].seat, "pass")
    return state


def test_1a_on_the_bridge_a_lost_fight_costs_a_strength_point_but_the_assault_goes_on():
    state = at_bridges("1A", ["1104", "1102", "1105"], ["1505", "1502", "1507", "1509"])
    state = act(state, "british", "done")
    state = passes(act(state, "german", "play 1505"))  # value 3
    state = passes(act(state, "british", "play 1104"))  # value 2: destroyed
    assert state.pe == 2 and E.outcome(state) is None
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("german", "place_g")
    assert state.assault.fronts[0].german_fought == 1
    state = act(state, "german", "play 1502")  # 2 + 1 (one German Unit already fought) = 3
    assert E.view(state, None).fronts[0].fight.german_value == 3
    state = passes(state)
    state = act(state, "british", "absorb")  # lose a Strength Point instead of playing a Unit
    assert state.pe == 1 and state.assault.fronts[0].units == 2
    state = passes(act(state, "german", "play 1507"))
    state = passes(act(state, "british", "play 1105"))  # 4 against 2
    assert state.assault.fronts[0].units == 3 and state.assault.fronts[0].german_fought == 3
    state = passes(act(state, "german", "play 1509"))  # fourth and last Unit allowed (size 4)
    state = passes(act(state, "british", "play 1102"))  # 3 against 4: the last Strength Point goes
    assert E.outcome(state).winners == ("german",)
    assert state.pe == 0


def test_1a_beating_every_german_unit_the_bridge_allows_wins():
    state = at_bridges("1A", ["1112", "1112", "1112", "1112"], ["1507", "1507", "1507", "1507", "1507"])
    state = act(state, "british", "done")
    for _ in range(4):
        state = passes(act(state, "german", "play 1507"))
        state = passes(act(state, "british", "play 1112"))
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("german", "place_g")  # only a Tranchée could allow a fifth Unit
    assert [E.format_action(a) for a in E.legal(state, "german")] == ["no unit"]
    state = act(state, "german", "no unit")
    assert E.outcome(state).winners == ("british",) and state.pe == 3


def test_1b_bridges_ranville_modifier_and_counter_attack():
    state = at_bridges("1B", ["1112", "1112", "1105", "1112", "1112"], ["1507", "1507", "1507", "1507", "1507"])
    state = act(state, "british", "done")
    state = passes(act(state, "german", "play 1507"))  # on Bénouville
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("german", "place_g") and state.pending.front == 1
    state = passes(act(state, "german", "play 1507"))  # on Ranville
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("british", "place_b") and state.pending.front == 0
    state = act(state, "british", "play 1112")  # Bénouville
    assert state.pending.front == 1 and state.pending.kind == "place_b"
    state = passes(act(state, "british", "play 1112"))  # Ranville; then both fights
    fronts = state.assault.fronts
    assert fronts[0].german_fought == 1 and fronts[1].german_fought == 1
    state = passes(act(state, "german", "play 1507"))
    state = passes(act(state, "german", "play 1507"))
    state = act(state, "british", "play 1105")
    state = passes(act(state, "british", "play 1112"))
    assert state.assault.fronts[1].units == 2 and state.assault.fronts[1].german_fought == 2
    # new round: the German still may play on Bénouville (2 of 4), then on Ranville (2 of 2)
    p = E.prompts(state)[0]
    assert (p.seat, p.kind, state.pending.front) == ("german", "place_g", 0)
    state = passes(act(state, "german", "play 1507"))  # his last card
    # Ranville: the German cannot play more, the British takes it and the card turns to Horsa Bridge
    assert state.terrain.ranville == "1015B"
    assert state.assault.fronts[0].smod == -1  # one German Unit fewer on Bénouville
    assert E.view(state, None).fronts[0].limit == 3
    state = rework(state, hand={"british": ["1112", "1401"], "german": []})
    state = passes(act(state, "british", "play 1112"))
    # 3 Units on a limit of 3: Bénouville taken; last turn on Pegasus Bridge
    assert state.sturn == 8 and state.current == ("1014B",) and state.terrain.benouville_taken
    assert E.outcome(state) is None
    state = rework(state, hand={"british": ["1401"], "german": ["1507"]})
    state = act(state, "british", "done")
    state = act(state, "german", "play 1507")
    assert E.view(state, None).fronts[0].limit == E.table(state)["1014B"].terrain.size - 1  # Horsa Bridge: -1
    state = passes(act(passes(state), "british", "play 1401"))
    assert E.outcome(state).winners == ("british",)
    assert "Pegasus" in E.outcome(state).reason


def test_1b_failing_the_counter_attack_loses():
    state = at_bridges("1B", ["1104"], ["1509"])
    state = act(state, "british", "done")
    state = act(state, "german", "no unit")  # abandons Bénouville
    state = act(state, "german", "no unit")  # and Ranville
    assert state.sturn == 8 and state.terrain.ranville == "1015B"
    state = rework(state, pe=1, hand={"british": ["1104"], "german": ["1509"]})
    state = act(state, "british", "done")
    state = passes(act(state, "german", "play 1509"))
    state = passes(act(state, "british", "play 1104"))
    assert E.outcome(state).winners == ("german",)


def merville_turn(card: str, winner: str, objectives: list[str], campaign: bool = False):
    if campaign:
        state, _ = rerun(rework(new("campaign", seed=3), scenario="2", campaign={"stage": 1, "results": [
            {"scenario": "1B", "winner": "german", "vp": 0, "detail": ""}]}), "start")
        state = act(act(state, "british", "keep"), "german", "keep")
    else:
        state = past_mulligans("2")
    state = act(state, "british", "take heroic")
    state = act(state, "british", "keep")
    ter = state.terrain
    state, _ = rerun(state, "end_turn", sturn=3, current=[card], flags={"winner": winner},
                     objectives={"british": objectives, "german": []}, terrain=ter)
    return state


def test_2_destroying_the_third_gun_wins():
    state = merville_turn("1022", "british", ["1016"])  # casemates no. 2 and no. 3 count for two guns
    assert E.outcome(state).winners == ("british",)
    assert "3 guns" in E.outcome(state).reason


def test_2_two_guns_are_not_enough():
    state = merville_turn("1023", "british", ["1016"])
    assert E.outcome(state) is None
    assert E.view(state, None).guns_destroyed == 2
    assert state.terrain.next == "battery"


def test_2_a_lost_casemate_is_shuffled_back_into_the_objectives():
    state = merville_turn("1023", "german", ["1016"])
    assert "1023" in state.terrain.objectives and E.outcome(state) is None


def test_2_losing_the_last_strength_point_loses():
    state = past_mulligans("2")
    g = Game(rework(state, pe=1), E.table(state))
    g.lose_pe()
    assert g.s.outcome.winners == ("german",)


def test_2_the_entrance_lets_the_british_pick_the_next_objective():
    state = merville_turn("1020", "british", [])
    assert state.terrain.next == "choice"
    p = E.prompts(state)[0]
    if p.kind == "heroic":
        state = act(state, p.seat, "take heroic")
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("british", "terrain")
    among = state.pending.among
    assert set(among) == set(state.terrain.objectives)
    state = act(state, "british", f"choose terrain {among[0]}")
    assert state.current == (among[0],) and among[0] not in state.terrain.objectives


def dives_bridge(bridge: str, winner: str, british: list[str], german: list[str], campaign: bool = False):
    state = act(new("campaign" if campaign else "3", seed=4), "german", "build piles random") if not campaign else None
    if state is None:
        state = rework(new("campaign", seed=4), scenario="3")
        state, _ = rerun(state, "start")
        state = act(state, "german", "build piles random")
    ter = state.terrain.noted(active=bridge, pt=2, done=[b for b in ("1030", "1031", "1032") if b != bridge])
    state, _ = rerun(state, "end_turn", sturn=9, current=[bridge], flags={"winner": winner},
                     objectives={"british": british, "german": german}, terrain=ter)
    return state


def test_3_three_objective_bridges_win_for_the_british():
    state = dives_bridge("1032", "british", ["1030", "1028"], ["1031"])
    assert E.outcome(state).winners == ("british",)


def test_3_two_protected_bridges_win_for_the_german():
    state = dives_bridge("1031", "german", ["1028"], ["1030"])
    assert E.outcome(state).winners == ("german",)


def test_3_robehomme_left_unchosen_goes_to_the_german():
    state = act(new("3", seed=4), "german", "build piles random")
    state = act(act(state, "british", "keep"), "german", "keep")
    ter = state.terrain.noted(active="1030", pt=1)
    ter = ter.noted(piles={**ter.piles, "1030": ["1025", "1026", "1008", "1028"]})
    state, _ = rerun(state, "turn_start", sturn=1, terrain=ter, last_winner="german")
    state = act(state, "british", "respond never") if state.pending.kind == "heroic" else state
    while E.prompts(state)[0].kind == "heroic":
        state = act(state, E.prompts(state)[0].seat, "take heroic")
    assert sorted(state.revealed) == ["1008", "1028"]
    state = act(state, "german", "choose terrain 1008")
    assert "1028" in state.objectives["german"]


def test_3_the_winner_chooses_the_next_terrain():
    state = act(new("3", seed=4), "german", "build piles random")
    state = act(act(state, "british", "keep"), "german", "keep")
    ter = state.terrain.noted(pt=1)
    state, _ = rerun(state, "turn_start", sturn=1, terrain=ter, last_winner="british", flags={})
    assert E.prompts(state)[0].seat == "british"


@pytest.mark.parametrize("earlier, majors, robehomme, blue, total, winners", [
    (11, 0, False, 0, 11, ("german",)),
    (9, 1, True, 0, 11, ("german",)),
    (9, 2, False, 0, 12, ()),
    (12, 1, False, 0, 13, ()),
    (9, 3, False, 0, 14, ("british",)),
    (9, 3, True, 2, 13, ()),
    (18, 3, True, 0, 24, ("british",)),
])
def test_campaign_scoring_and_result_bands(earlier, majors, robehomme, blue, total, winners):
    state = rework(new("campaign", seed=2), scenario="3")
    bridges = ["1030", "1031", "1032"]
    state = rework(state, campaign={"stage": 2, "results": [
        {"scenario": "1B", "winner": "british", "vp": earlier - 4, "detail": ""},
        {"scenario": "2", "winner": "german", "vp": 4, "detail": ""}]},
        objectives={"british": bridges[:majors] + (["1028"] if robehomme else []), "german": bridges[majors:]},
        blue={"german": 2 - blue, "british": blue, "lost": 0, "on": ""},
        terrain={"done": bridges, "discard": [], "piles": {}, "order": bridges, "active": None, "pt": 0, "pool": []})
    g = Game(state, E.table(state))
    g.finish("british", "test.")
    assert g.s.campaign.total == total
    assert tuple(g.s.outcome.winners) == winners
    assert g.s.campaign.results[-1].vp == {0: 0, 1: 1, 2: 3, 3: 5}[majors] + (1 if robehomme else 0)


def test_campaign_vp_of_pegasus_bridge_and_merville():
    state = rework(new("campaign", seed=2), pe=2,
                   terrain={"benouville_taken": True, "ranville": "1015B", "pegasus_held": True, "pile": []})
    g = Game(state, E.table(state))
    assert g.scenario_vp("british")[:2] == (2 + 1 + 5, "Bénouville bridge 2, Ranville bridge 1, "
                                        "Pegasus Bridge with 2 Strength Points 5")
    state = rework(new("campaign", seed=2), scenario="2", objectives={"british": ["1016", "1022", "1024"],
                                                                     "german": []})
    g = Game(state, E.table(state))
    assert g.scenario_vp("british")[0] == 2 * 3 + 1


def test_campaign_merville_needs_all_four_guns():
    state = merville_turn("1022", "british", ["1016"], campaign=True)
    assert state.scenario == "2" and E.outcome(state) is None
    state = merville_turn("1023", "british", ["1016", "1022"], campaign=True)
    assert state.scenario == "3" and state.campaign.results[-1].vp == 8


def test_a_whole_campaign_ends_in_a_band():
    final = play_game(E, "campaign", seed=5)
    c = final.campaign
    assert [r.scenario for r in c.results] == ["1B", "2", "3"]
    assert c.total == sum(r.vp for r in c.results) - final.blue.british
    out = E.outcome(final)
    if c.total <= 11:
        assert out.winners == ("german",)
    elif c.total >= 14:
        assert out.winners == ("british",)
    else:
        assert out.winners == ()
    assert set(SEATS) >= set(out.winners)
