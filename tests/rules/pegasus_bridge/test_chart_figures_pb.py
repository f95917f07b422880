"""The web viewer's chart figures of Pegasus Bridge (rules/pegasus_bridge/chart_figures.py): Strength Points and tokens."""

from __future__ import annotations

from pb_helpers import SEATS, E, new, random_game, rework

from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.chart_figures import chart_figures

ORDER = ["Strength Points", "British tokens", "German tokens", "British special tokens", "German special tokens",
         "Reserve"]


def test_the_start_matches_the_scenario_setup() -> None:
    f = chart_figures(E.view(new("1A", 3), None))
    assert list(f) == ORDER
    assert f["Strength Points"] == 3
    assert f["British tokens"] == f["German tokens"] == SC.START_TOKENS
    assert f["Reserve"] == SC.RESERVE - 2 * SC.START_TOKENS
    assert f["British special tokens"] == f["German special tokens"] == 0


def test_scenario_3_has_no_strength_points_to_chart() -> None:
    f = chart_figures(E.view(new("3", 3), None))
    assert list(f) == ORDER[1:]


def test_the_figures_follow_the_game_and_strength_points_fall() -> None:
    _, _, states = random_game("1A", 7, record=True)
    figures = [chart_figures(E.view(s, None)) for s in states]
    for s, f in zip(states, figures, strict=True):
        assert f["Strength Points"] == s.pe
        assert f["Reserve"] == s.reserve
        for seat, name in (("british", "British"), ("german", "German")):
            assert f[f"{name} tokens"] == s.tokens[seat].get("normal", 0)
            assert f[f"{name} special tokens"] == sum(n for k, n in s.tokens[seat].items() if k != "normal")
    sp = [f["Strength Points"] for f in figures]
    assert sp[0] == 3 and min(sp) < 3 and sp == sorted(sp, reverse=True)  # lost, never regained
    assert len({f["British tokens"] for f in figures}) > 1


def test_a_campaign_keeps_its_names_and_drops_strength_points_in_scenario_3() -> None:
    _, _, states = random_game("campaign", 7, record=True)
    assert {s.scenario for s in states} >= {"2", "3"}
    for s in states:
        names = list(chart_figures(E.view(s, None)))
        assert names == (ORDER[1:] if s.scenario == "3" else ORDER)


def test_a_hand_changes_nothing() -> None:
    _, _, states = random_game("1B", 11, record=True)
    for s in states[5::10]:
        hand, draw = s.hand["british"], s.draw["british"]
        heroic = E.table(s)
        swap = next(((i, j) for i, c in enumerate(hand) for j, d in enumerate(draw)
                     if c != d and heroic[c].heroic == heroic[d].heroic), None)
        if swap is None:
            continue
        i, j = swap
        other = rework(s, hand={**s.hand, "british": [*hand[:i], draw[j], *hand[i + 1:]]},
                       draw={**s.draw, "british": [*draw[:j], hand[i], *draw[j + 1:]]})
        assert other.hand != s.hand
        assert E.view(other, None) == E.view(s, None)  # the change is hidden from spectators ...
        assert E.view(other, "british") != E.view(s, "british")  # ... but real
        assert chart_figures(E.view(other, None)) == chart_figures(E.view(s, None))
        german = list(reversed(s.hand["german"]))
        assert chart_figures(E.view(rework(s, hand={**s.hand, "german": german}), None)) == chart_figures(E.view(s, None))
        return
    raise AssertionError("no position with a card to swap")


def test_every_seat_sees_the_same_figures() -> None:
    _, _, states = random_game("2", 5, record=True)
    for s in states[::15]:
        assert all(chart_figures(E.view(s, seat)) == chart_figures(E.view(s, None)) for seat in SEATS)
