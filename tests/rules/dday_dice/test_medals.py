"""Medals: drawn at random and kept face down; using one reveals it; 'all Units' and 'another Unit' effects."""

import pytest

from rules.core.errors import IllegalActionError
from rules.dday_dice import medals
from tests.rules.dday_dice.helpers import E, faces, play, put, script_more, start
from tests.typed import apply_text


def test_draw_is_random_over_the_deck_and_told_only_to_the_owner():
    s = script_more(start(), 3)
    g = E.working(s)
    medals.draw(g, "unit1", 1, "test")
    third = s.medal_deck[2]
    assert g.s.unit("unit1").medals == (third,) and third not in g.s.medal_deck
    public = [e for e in g.events if e.seat is None]
    assert all(E.data(s).medals[third].name not in e.text for e in public)
    assert any(e.seat == "unit1" and E.data(s).medals[third].name in e.text for e in g.events)


def test_bronze_star_lets_every_unit_stay_longer():
    s = start(players=2).model_copy(update={"phase": 4})
    s = put(put(s, "unit1", medals=("bronze-star",), done=False), "unit2", done=False)
    s, ev = play(s, "unit1", "use bronze-star")
    assert s.unit("unit1").stay_bonus == 1 and s.unit("unit2").stay_bonus == 1
    assert s.unit("unit1").used_medals == ("bronze-star",) and any("Bronze Star" in e.text for e in ev)


def test_gallantry_medal_adds_results_here_and_one_to_another_unit():
    s = start(players=2, script=(1, 2, 5, 4, 5, 1, 1, 2, 5, 4, 5, 1))
    s = put(s, "unit1", medals=("gallantry-medal",))
    s, _ = play(s, "unit1", "keep")
    s, _ = play(s, "unit2", "keep")
    assert s.phase == 2 and s.unit("unit2").done  # nothing to decide: unit2 is finished at once
    with pytest.raises(IllegalActionError, match="name 2 result"):
        apply_text(E, s, "unit1", "use gallantry-medal red-star unit2:blue-star")
    s, _ = play(s, "unit1", "use gallantry-medal red-star white-star unit2:white-soldier1")
    assert faces(s)[-2:] == ["star", "star"] and faces(s, "unit2")[-1] == "soldier1"
    # red 1 Soldier, the new white 1 Soldier, blue 1 Soldier: unit2 has an RWB to claim, so it decides again
    assert not s.unit("unit2").done and "unit2" in [p.seat for p in E.prompts(s)]
    s, _ = play(s, "unit2", "rwb soldier1 soldiers")
    assert s.unit("unit2").claims[0].face == "soldier1"


def test_a_medal_drawn_face_down_on_arrival_is_named_to_its_owner_in_a_private_event_only():
    """Omaha Beach, Sector 7: the first Unit to arrive draws a Medal face down (issue 24: the owner must learn it)."""
    s = start(players=2, map="omaha-beach").model_copy(update={"phase": 5})
    s = put(put(s, "unit1", sector="4", visited=("4",), courage=9, done=False), "unit2", done=True)
    s, events = play(s, "unit1", "move 7")
    (medal,) = s.unit("unit1").medals
    name = E.data(s).medals[medal].name
    private = [e for e in events if e.kind == "medal_secret"]
    assert len(private) == 1 and private[0].seat == "unit1" and private[0].data["medal"] == medal
    assert name in private[0].text and "Sector 7" in private[0].text
    public = [e for e in events if e.seat is None]
    assert any(e.kind == "medal_drawn" and "face down" in e.text for e in public)
    assert all(name not in e.text and medal not in str(e.data) for e in public)
    assert name not in E.view(s, "unit2").model_dump_json() and name not in E.view(s, None).model_dump_json()
    assert name in E.view(s, "unit1").model_dump_json()
