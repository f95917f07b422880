"""The D-Day Dice computer's judgement in an Overlord Raid (issue #26), where the co-op game's habits are wrong.

In co-op a Unit put in safety is as good as home, and a fallen Unit is out. In an Overlord Raid a Unit put in
safety (Call for Help) has left the race and costs its Team 5 Performance Points, and a fallen Unit comes back
(Keep Going!). The bench once showed the computer's Team losing three games in four to the simple policy's:
its playouts scored Call for Help as nearly a win, and it gave its Soldiers to the other Team.
"""

from __future__ import annotations

import random
from functools import cache

from ai import dday_dice
from ai.dday_dice_eval import value
from ai.dday_dice_known import known_state
from rules.dday_dice import policy
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord.records import raid_record
from tests.rules.dday_dice.overlord.playout import first_fall
from tests.typed import apply_text

OPTS = {"blitzkrieg": "a3", "players": "2"}


def raid(**statuses: str):
    """A Blitzkrieg A-3 position on turn 30 with the given Units' statuses (the others active)."""
    state, _ = E.initial_state(E.seats_for(OPTS), OPTS, 1)
    units = tuple(u.model_copy(update={"status": statuses.get(u.seat, u.status)}) for u in state.units)
    return state.model_copy(update={"units": units, "turn": 30})


def test_call_for_help_scores_nothing_in_a_raid_and_less_than_falling():
    safe, down, active = (value(raid(t2u1=status), "units", "t2u1") for status in ("safe", "down", "active"))
    assert safe == 0.0
    assert 0.0 < down < active


def test_in_safety_is_still_nearly_home_outside_a_campaign():
    opts = {"players": "1", "map": "omaha-beach"}
    state, _ = E.initial_state(E.seats_for(opts), opts, 1)
    u = state.units[0]
    assert value(state.model_copy(update={"units": (u.model_copy(update={"status": "safe"}),)}), "units", u.seat) > 0.9


def test_a_fallen_unit_keeps_going_while_a_rival_races_until_the_raid_limit():
    state = raid(t2u1="down")  # the rival t3u1 is still in the race
    start = state.campaign.raid_started
    assert not dday_dice.gives_up(state.model_copy(update={"turn": start + 12}), "t2u1")
    assert not dday_dice.gives_up(state.model_copy(update={"turn": start + dday_dice.RAID_LIMIT - 1}), "t2u1")
    assert dday_dice.gives_up(state.model_copy(update={"turn": start + dday_dice.RAID_LIMIT}), "t2u1")
    fallen_too = raid(t2u1="down", t3u1="down")  # a rival down may come back too: still a race
    assert not dday_dice.gives_up(fallen_too.model_copy(update={"turn": start + 12}), "t2u1")


@cache
def last_racer_down():
    """A real Blitzkrieg A-3 position (simple policies, seed 3006): t3u1 has taken its Bunker, t2u1 has fallen.
    Played once per process for the two tests that start from it (the state is frozen)."""
    state, _ = E.initial_state(E.seats_for(OPTS), OPTS, 3006)
    for _ in range(5000):  # about 9 turns; bounded so that a change in the rules fails here instead of hanging
        if state.unit("t2u1").status == "down" and state.campaign.conquests:
            break
        seat = min(p.seat for p in E.prompts(state))
        state = apply_text(E, state, seat, policy.choose(E, state, seat)).state
    assert state.unit("t2u1").status == "down" and state.campaign.conquests, "the position never arose"
    assert state.campaign.conquests[0][0] == "t3u1"
    return state


def test_the_last_unit_in_the_race_keeps_going_while_staying_out_would_lose_the_raid():
    state = last_racer_down()
    c = state.campaign
    assert apply_text(E, state, "t2u1", "retreat none").state.outcome["winners"] == ["t3u1"]  # staying out loses
    assert not dday_dice.wins_by_staying_out(state, "t2u1")
    took = c.conquests[0][1]
    for turn in (took + 12, c.raid_started + dday_dice.RAID_LIMIT, c.raid_started + dday_dice.LAST_RACER_LIMIT - 1):
        assert not dday_dice.gives_up(state.model_copy(update={"turn": turn}), "t2u1")
    assert dday_dice.gives_up(state.model_copy(update={"turn": c.raid_started + dday_dice.LAST_RACER_LIMIT}), "t2u1")


def test_the_last_unit_in_the_race_stays_out_when_that_wins_the_raid_and_not_for_a_shared_lead():
    state = last_racer_down()
    c = state.campaign
    medal = raid_record(c.raid_id).medals[c.team_of("t2u1").column]  # t2u1's Team's Recommended Medal: 3 PP

    def rival_in_safety(medals: tuple[str, ...]):
        units = tuple(u.model_copy(update={"status": "safe"}) if u.seat == "t3u1"
                      else u.model_copy(update={"medals": medals}) for u in state.units)
        return state.model_copy(update={"units": units, "campaign": c.model_copy(update={"conquests": ()})})

    ahead, level = rival_in_safety((medal,)), rival_in_safety(())
    assert apply_text(E, ahead, "t2u1", "retreat none").state.outcome["winners"] == ["t2u1"]
    assert dday_dice.gives_up(ahead, "t2u1")
    assert len(apply_text(E, level, "t2u1", "retreat none").state.outcome["winners"]) == 2  # a shared lead: keep going
    assert not dday_dice.gives_up(level, "t2u1")


def test_no_gift_to_another_team():
    opts = {"blitzkrieg": "a3", "players": "4"}
    state, _ = E.initial_state(E.seats_for(opts), opts, 1)
    assert dday_dice.gift_to_rival(state, "t2u1", "give t3u1 soldiers 3")
    assert dday_dice.gift_to_rival(state, "t2u1", "give t3u2 flak-vest")
    assert not dday_dice.gift_to_rival(state, "t2u1", "give t2u2 soldiers 3")  # a team-mate
    assert not dday_dice.gift_to_rival(state, "t2u1", "done")


def test_a_shared_lead_is_half_a_win():
    state = raid()
    end = {"reason": "over"}
    alone, shared, lost = (value(state.model_copy(update={"outcome": {**end, "winners": w}}), "units", "t2u1")
                           for w in (["t2u1"], ["t2u1", "t3u1"], ["t3u1"]))
    assert (alone, shared, lost) == (1.0, 0.5, 0.0)


def test_the_computer_passes_where_the_simple_policy_would_feed_the_other_team():
    """Phase 4 of a Raid with both Teams' Units in one Sector, ours far richer in Soldiers and with nothing else
    to do: the simple policy (written for co-op) hands a Soldier to the rival; the computer keeps it."""
    state, _ = E.initial_state(E.seats_for(OPTS), OPTS, 1)
    while state.phase != 4:
        seat = min(p.seat for p in E.prompts(state))
        state = apply_text(E, state, seat, policy.choose(E, state, seat)).state
    ours, rival = state.units
    units = (ours.model_copy(update={"soldiers": 20, "stars": 0, "courage": 0}),
             rival.model_copy(update={"sector": ours.sector, "soldiers": 1}))
    state = state.model_copy(update={"units": units})
    options = [c.value for c in E.options(state, ours.seat, "")]
    assert any(o.startswith(f"give {rival.seat} ") for o in options)
    assert policy.choose(E, state, ours.seat).startswith(f"give {rival.seat} ")
    # Without playouts the computer falls back on the simple policy's pick: the filter, not the search, must stop it.
    for computer in (dday_dice.DiceComputer(), dday_dice.DiceComputer(playouts={})):
        for seed in range(3):
            choice = computer.decide(known_state(state, ours.seat), ours.seat, random.Random(seed))
            assert not choice.startswith("give "), choice


def rival_in_safety_help_offered():
    """A real Blitzkrieg A-3 position (seed 46: t2u1 the simple policy, t3u1 random): the rival has called for
    help, and t2u1 is offered a Call for Help of its own (turn 10, Phase 2)."""
    state, _ = E.initial_state(E.seats_for(OPTS), OPTS, 46)
    rng = random.Random(46)
    for _ in range(1000):  # 115 steps; bounded so that a change in the rules fails here instead of hanging
        seat = min(p.seat for p in E.prompts(state))
        options = [c.value for c in E.options(state, seat, "")]
        if seat == "t2u1" and state.unit("t3u1").status == "safe" and "rwb courage help" in options:
            return state
        text = policy.choose(E, state, seat) if seat == "t2u1" else rng.choice(options)
        state = apply_text(E, state, seat, text).state
    raise AssertionError("the position never arose")


def test_with_every_rival_out_of_the_raid_the_computer_stays_in_the_race():
    """Calling for help too would end the Raid level (half a win); taking the Bunker, however late, wins it. The
    old heuristic scored any position still in the race below that half, and the computer called for help."""
    state = rival_in_safety_help_offered()
    assert value(state, "units", "t2u1") > 0.5
    down = state.model_copy(update={"units": tuple(u.model_copy(update={"status": "down"}) if u.seat == "t2u1"
                                                   else u for u in state.units)})
    assert value(down, "units", "t2u1") > 0.5
    assert apply_text(E, state, "t2u1", "rwb courage help").state.unit("t2u1").status == "safe"
    for seed in range(3):
        choice = dday_dice.DiceComputer().decide(known_state(state, "t2u1"), "t2u1", random.Random(seed))
        assert choice != "rwb courage help", choice


def test_a_rival_still_racing_keeps_the_old_scale():
    state = raid()
    racing = value(state, "units", "t2u1")
    out = state.model_copy(update={"units": tuple(u.model_copy(update={"status": "eliminated"}) if u.seat == "t3u1"
                                                  else u for u in state.units)})
    assert value(out, "units", "t2u1") == 0.5 + 0.5 * racing


def test_the_computer_keeps_going_where_the_simple_policy_would_stay_out():
    """A-1 (seed 3000, simple policies): a Unit has fallen while its rival races. Once the Raid is the simple
    policy's age for staying out, the computer's Unit still goes back, until its own limit (issue #51)."""
    state, seat = first_fall({"blitzkrieg": "a1", "players": "2"}, 3000, steps=2000)  # about 7 turns
    assert any(u.status == "active" for u in state.units if u.seat != seat)
    start = state.campaign.raid_started
    for age, out in ((policy.STAY_OUT_AFTER, False), (dday_dice.RAID_LIMIT - 1, False), (dday_dice.RAID_LIMIT, True)):
        aged = state.model_copy(update={"turn": start + age})
        assert (policy.choose(E, aged, seat) == "retreat none") is (age >= policy.STAY_OUT_AFTER)
        choice = dday_dice.DiceComputer().decide(known_state(aged, seat), seat, random.Random(0))
        assert (choice == "retreat none") is out, (age, choice)



def moved(state, seat: str, sector: str):
    units = tuple(u.model_copy(update={"sector": sector, "visited": (sector,)}) if u.seat == seat else u
                  for u in state.units)
    return state.model_copy(update={"units": units})


def test_a_unit_beside_the_lower_of_its_two_bunkers_counts_as_near_the_top():
    from ai.dday_dice_errands import targets
    from ai.dday_dice_eval import moves_to_bunker
    from rules.dday_dice.context import Working

    state = moved(raid(), "t3u1", "C-7")  # Charlie may take C-B1, in the fourth row of seven, or C-B2 at the top
    g = Working(state, E.data(state), E.campaign)
    mine = targets(g, state.unit("t3u1"))
    assert mine == {"C-B1", "C-B2"}
    assert moves_to_bunker(g, state.unit("t3u1"), mine) == 1
    baker = moved(raid(), "t2u1", "B-7")  # the same row in Baker's Column, four moves below B-B, its one Bunker
    assert value(state, "units", "t3u1") > value(baker, "units", "t2u1")


def test_a_unit_with_one_bunker_counts_the_rows_left_as_before():
    from ai.dday_dice_eval import SOLDIERS_FULL

    state = moved(raid(), "t2u1", "B-13")  # Baker's one Bunker, B-B, is in the top row (7); B-13 is in row 5
    u = state.unit("t2u1")
    strength = min(u.soldiers + len(u.specialists), SOLDIERS_FULL) / SOLDIERS_FULL
    assert value(state, "units", "t2u1") == 0.1 + 0.45 * (4 / 6) + 0.35 * strength
