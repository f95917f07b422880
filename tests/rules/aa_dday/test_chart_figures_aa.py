"""The web viewer's chart figures of A&A D-Day (rules/aa_dday/chart_figures.py): units per side, from the public view."""

from __future__ import annotations

import json
import random
from pathlib import Path

from rules.aa_dday import ENGINE as E
from rules.aa_dday.chart_figures import NAMES, chart_figures
from tests.typed import apply_text

BOARD = json.loads((Path(__file__).resolve().parents[3] / "rules/aa_dday/data/board.json").read_text())
SEATS = ("axis", "allies")


def _side(units: dict[str, int], axis: bool, types: tuple[str, ...] | None = None) -> int:
    return sum(n for k, n in units.items() if k.startswith("de:") == axis and (types is None or k[3:] in types))


def _playout(seed: int, options: dict[str, str] | None = None):
    """Every position of a seeded random game to its end."""
    rng = random.Random(seed)
    state, _ = E.initial_state(SEATS, options or {}, seed)
    states = [state]
    for _ in range(4000):
        if E.outcome(state) is not None:
            return states
        prompt = rng.choice(E.prompts(state))
        offered = E.options(state, prompt.seat, "")
        state = apply_text(E, state, prompt.seat, rng.choice(offered).value if offered else prompt.default).state
        states.append(state)
    raise AssertionError("the game did not end")


def test_names_are_stable_and_short() -> None:
    state, _ = E.initial_state(SEATS, {}, 11)
    figures = chart_figures(E.view(state, None))
    assert tuple(figures) == NAMES
    assert all(len(name) <= 24 for name in figures)
    assert all(isinstance(v, float) for v in figures.values())


def test_the_start_matches_the_setup() -> None:
    state, _ = E.initial_state(SEATS, {}, 11)
    view = E.view(state, None)
    f = chart_figures(view)
    setup = BOARD["axis_setup"]
    # The start position is after the airborne drop (order card 01), whose losses are in ``destroyed``.
    assert f["Axis units"] + _side(view.destroyed, True) == sum(sum(z.values()) for z in setup.values())
    assert f["Axis blockhouses"] + view.destroyed.get("de:bh", 0) == sum(z.get("bh", 0) for z in setup.values())
    beached = sum(sum(b["start"].values()) for b in BOARD["beachheads"])
    dropped = sum(sum(a["start"].values()) for a in BOARD["airborne"])
    aircraft = sum(n for nation in ("uk", "us") for n in BOARD["air"][nation].values())
    assert f["Allied units"] == beached + dropped + aircraft
    assert f["Allied aircraft"] == aircraft == 10
    assert f["Allied units ashore"] == dropped  # only the paratroopers have landed


def test_units_lost_and_placed_move_the_figures_all_game_long() -> None:
    totals = BOARD["piece_totals"]
    axis_total = sum(totals["de"].values())
    allied_total = sum(n for nation in ("uk", "us") for n in totals[nation].values())
    before = None
    drops = 0
    for state in _playout(3):
        view = E.view(state, None)
        f = chart_figures(view)
        waiting = {True: 0, False: 0}
        for chart in view.charts:
            waiting[chart.nation == "de"] += len(chart.waiting)
        # every piece is in play, destroyed or still on a chart: the figures count the first kind exactly
        assert f["Axis units"] + _side(view.destroyed, True) + waiting[True] == axis_total
        assert f["Allied units"] + _side(view.destroyed, False) + waiting[False] == allied_total
        assert f["Allied aircraft"] + _side(view.destroyed, False, ("fighter", "bomber")) == 10
        ashore = sum(_side(units, False, ("inf", "art", "tank")) for loc, units in state.units.items() if loc.isdigit())
        assert f["Allied units ashore"] == ashore
        if before is not None and f["Axis units"] < before["Axis units"]:
            drops += 1
        before = f
    assert drops > 0
    assert before["Axis units"] < axis_total - waiting[True]


def test_figures_read_only_the_public_view() -> None:
    states = _playout(5)
    mid = states[len(states) // 2]
    other = mid.model_copy(update={"dice": mid.dice.model_copy(update={"seed": mid.dice.seed + 1})})
    assert other != mid
    assert chart_figures(E.view(other, None)) == chart_figures(E.view(mid, None))  # the hidden seed changes nothing
    for seat in SEATS:
        assert chart_figures(E.view(mid, seat)) == chart_figures(E.view(mid, None))
