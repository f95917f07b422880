"""The rulebook's "Interactions Between Certain Cards" and Terrain effects, through the card primitives."""

from __future__ import annotations

import pytest
from pb_helpers import E, act, new, rework

from rules.core.errors import IllegalActionError
from rules.pegasus_bridge.engine import placeholder_notice
from tests.typed import apply_text

TOKENS0 = {"normal": 0, "plus3": 0, "plus3h": 0, "thornton": 0}


def german_phase(terrain: str, british: list[str], german: list[str], *, windows: bool = False, tokens=None,
                 scenario: str = "1A", **more):
    """Turn 1, German Phase on ``terrain`` with these hands (and no token unless given)."""
    state = new(scenario, seed=21)
    if not windows:
        state = act(act(state, "british", "respond never"), "german", "respond never")
    state = act(act(state, "british", "keep"), "german", "keep")
    state = act(state, "british", f"choose terrain {state.revealed[0]}")
    state = rework(state, current=[terrain], hand={"british": british, "german": german},
                   tokens=tokens or {"british": dict(TOKENS0), "german": dict(TOKENS0)},
                   draw=more.pop("draw", {"british": list(state.draw["british"]), "german": []}), **more)
    state = act(state, "british", "done")
    assert E.prompts(state)[0].kind == "phase"
    return state


def value(state, side):
    fight = E.view(state, None).fronts[0].fight
    return fight.british_value if side == "british" else fight.german_value


def test_patrouille_counts_units_that_fought_but_not_a_sentinelle_played_as_an_action():
    state = german_phase("1001", ["1112", "1112", "1104"], ["1507", "1502", "1501", "1705"])
    state = act(state, "german", "play 1507")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1112")
    state = act(state, "british", "pass")
    state = act(state, "german", "play 1501 as action")  # Sentinelle as a Combat Action: +1, not a Unit that fights
    assert value(state, "german") == 3
    state = act(state, "german", "pass")  # 3 against 5: passing loses his Unit
    assert state.assault.fronts[0].german_fought == 1 and state.assault.fronts[0].units == 1
    state = act(state, "german", "play 1502")
    assert value(state, "german") == 3  # 2 + 1 Unit that fought (the Sentinelle does not count)


def test_bren_counts_british_units_that_fought_here():
    state = german_phase("1001", ["1112", "1108"], ["1507", "1502", "1705"])
    state = act(state, "german", "play 1507")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1112")
    state = act(state, "british", "pass")
    state = act(state, "german", "pass")
    state = act(state, "german", "play 1502")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1108")
    assert value(state, "british") == 4  # Bren 3 + 1 British Unit that already fought here


def test_peloton_de_defense_bans_non_heroic_combat_actions():
    state = german_phase("1001", ["1104", "1305", "1404"], ["1506", "1705"], scenario="1B")
    state = act(state, "german", "play 1506")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1104")
    plays = {E.format_action(a) for a in E.legal(state, "british") if a.kind == "play"}
    assert plays == {"play 1404"}  # only the heroic card
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, state, "british", "play 1305")
    assert "1506" in err.value.rule


def test_piege_discards_the_mortier_before_it_gives_its_token():
    state = german_phase("1001", ["1110", "1104"], ["1507", "1706"], windows=True)
    state = act(state, "german", "play 1507")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1110")
    assert E.prompts(state)[0].kind == "respond"
    state = act(state, "german", "play 1706")
    state = act(state, "british", "let it stand")
    assert state.tokens["british"]["plus3"] == 0 and state.specials["plus3"] == 2
    assert "1110" in state.discard["british"]
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("british", "place_b")  # he must play another Unit (or retreat)


def test_a_standing_mortier_gives_a_plus3_token_not_usable_against_the_auto_mitrailleuse():
    state = german_phase("1001", ["1110", "1104", "1305"], ["1507", "1503", "1705"])
    state = act(state, "german", "play 1507")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1110")
    assert state.tokens["british"]["plus3"] == 1 and state.specials["plus3"] == 1
    assert "toss +3" in {E.format_action(a) for a in E.legal(state, "british")}
    state = act(state, "british", "pass")
    state = act(state, "german", "pass")
    state = act(state, "german", "play 1503")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1104")
    assert not [a for a in E.legal(state, "british") if a.kind == "toss"]


def test_tranchee_and_grenade_fumigene_change_the_unit_limit_and_answer_each_other():
    state = german_phase("1003", ["1112", "1302"], ["1507", "1703", "1507"], windows=True)  # size 2
    state = act(state, "german", "play 1507")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1112")
    state = act(state, "german", "let it stand")  # no Piège here, but the window is asked anyway
    state = act(state, "british", "pass")
    state = act(state, "german", "play 1703")  # Tranchée: limit 3
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("british", "respond")
    state = act(state, "british", "play 1302")  # answered by a smoke grenade: back to 2
    state = act(state, "german", "let it stand")
    front = E.view(state, None).fronts[0]
    assert front.limit == 2 and front.limit_modifier_cards == 0
    assert [c.card.number for c in front.table if c.played_as == "ca"] == ["1302", "1703"]


def test_smoke_grenade_when_a_german_unit_is_destroyed():
    state = german_phase("1003", ["1112", "1302"], ["1507", "1507", "1705"], windows=True)
    state = act(state, "german", "play 1507")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1112")
    state = act(state, "german", "let it stand")
    state = act(state, "british", "pass")
    state = act(state, "german", "pass")  # destroyed: 1 of 2
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("british", "destroyed")
    state = act(state, "british", "play 1302")
    state = act(state, "german", "let it stand")
    p = E.prompts(state)[0]  # limit 1 reached: only a Tranchée could let another Unit in
    assert (p.seat, p.kind) == ("german", "place_g")
    assert [E.format_action(a) for a in E.legal(state, "german")] == ["no unit"]
    state = act(state, "german", "no unit")
    assert E.outcome(state) is None and state.last_winner == "british"


def test_village_spends_tokens_to_draw_once():
    tokens = {"british": dict(TOKENS0, normal=3), "german": dict(TOKENS0)}
    state = new("1A", seed=21)
    state = act(act(state, "british", "keep"), "german", "keep")
    state = act(state, "british", f"choose terrain {state.revealed[0]}")
    state = rework(state, current=["1006"], tokens=tokens)
    spends = [E.format_action(a) for a in E.legal(state, "british") if a.kind == "spend"]
    assert spends == ["spend 1", "spend 2", "spend 3"]
    hand = len(state.hand["british"])
    state = act(state, "british", "spend 2")
    assert len(state.hand["british"]) == hand + 2 and state.tokens["british"]["normal"] == 1
    assert not [a for a in E.legal(state, "british") if a.kind == "spend"]


def test_champs_lets_any_unit_be_played_as_a_combat_action():
    state = german_phase("1007", ["1104", "1102"], ["1507", "1505", "1705"])
    state = act(state, "german", "play 1505")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1104")
    state = act(state, "british", "play 1102 as action")
    assert value(state, "british") == 3 and state.assault.fronts[0].british_fought == 0


def test_trench_network_sets_printed_values_to_five():
    state = german_phase("1004", ["1104"], ["1501", "1705"])
    state = act(state, "german", "play 1501")
    assert value(state, "german") == 5
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1104")
    assert value(state, "british") == 5


def test_attaque_eclair_choice_after_the_window():
    state = german_phase("1001", ["1104", "1301", "1306"], ["1505", "1704"], windows=True,
                         tokens={"british": dict(TOKENS0), "german": dict(TOKENS0, normal=2)})
    state = act(state, "german", "play 1505")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1104")
    state = act(state, "german", "let it stand")
    state = act(state, "british", "play 1301")
    assert E.prompts(state)[0].kind == "respond"  # the German decides on cancelling first
    state = act(state, "german", "let it stand")
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("british", "choice") and {c.value for c in p.choices} == {"choose combat", "choose tokens"}
    state = act(state, "british", "choose tokens")
    assert state.assault.fronts[0].fight.banned == ("german",)
    state = act(state, "british", "play 1306")
    state = act(state, "german", "let it stand")
    assert value(state, "british") == 3 and value(state, "german") == 3
    # no card left and no token: the British stops by himself; 3 against 3, the German must answer
    assert (E.prompts(state)[0].seat, E.prompts(state)[0].kind) == ("german", "raise")
    assert [E.format_action(a) for a in E.legal(state, "german")] == ["pass"]  # tokens banned, Échec only cancels


def test_the_draw_pile_is_never_reshuffled():
    state = german_phase("1001", ["1104"], ["1507"], draw={"british": [], "german": []},
                         discard={"british": ["1102"], "german": ["1505"]})
    state = act(state, "german", "play 1507")  # nothing left to raise with: no initiative asked
    state = act(state, "british", "play 1104")  # 2 against 2: the British wins
    assert state.draw["british"] == () and state.discard["british"][:1] == ("1102",)
    assert state.last_winner == "british"


def test_placeholder_notice_and_private_action_text():
    assert placeholder_notice("1A") and "Placeholder" in placeholder_notice("1A")
    build = E.parse_action("build piles 1030: 1025 1026 1008 1028; 1031: 1029 1025 1026 1006; "
                           "1032: 1027 1008 1005 1007")
    assert E.public_text(build) == "build piles" and E.is_private(build)
    assert not E.is_private(E.parse_action("take heroic B")) and not E.is_private(E.parse_action("play 1502"))
