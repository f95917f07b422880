"""Layout test of the Pegasus Bridge table (issue 25): along whole games of every scenario, no two texts drawn on
the table overlap, none leaves the image, and the numbers a player decides on are drawn as key labels."""

from __future__ import annotations

import random
from functools import cache

import pytest

import rules.aa_dday  # noqa: F401  (registered first, as the registry does)
from renderer.dday_dice.canvas import overlap
from renderer.pegasus_bridge import canvas, draw
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.policy import choose
from tests.typed import apply_text

SEATS = ("british", "german")


@cache
def sampled(scenario: str, seed: int) -> tuple:
    """Public views of one game played by the simple policy: every fifth position, and the last."""
    rng = random.Random(seed)
    state, _ = E.initial_state(SEATS, {"scenario": scenario}, seed)
    out = []
    for step in range(4000):
        if E.outcome(state) is not None:
            break
        if step % 5 == 0:
            out.append(E.view(state, None))
        seat = rng.choice(sorted({p.seat for p in E.prompts(state)}))
        state = apply_text(E, state, seat, choose(E, state, seat, rng)).state
    out.append(E.view(state, None))
    return tuple(out)


def problems(c: draw.Canvas) -> list[str]:
    found = []
    labels = c.labels
    for i, a in enumerate(labels):
        if a.box[0] < 0 or a.box[1] < 0 or a.box[2] > c.img.width or a.box[3] > c.img.height:
            found.append(f"{a.text!r} leaves the image at {a.box}")
        for b in labels[i + 1:]:
            if overlap(a.box, b.box):
                found.append(f"{a.text!r} {a.box} overlaps {b.text!r} {b.box}")
    return found


@pytest.mark.parametrize("scenario", ["1A", "1B", "2", "3", "campaign"])
def test_no_two_texts_of_the_table_overlap(scenario):
    for seed in (0, 3):
        for v in sampled(scenario, seed)[::3]:
            c = draw.draw_canvas(v)
            assert c.labels
            found = problems(c)
            assert found == [], f"{scenario} seed {seed}, {v.phase_label}: {found[:4]}"


def test_the_numbers_a_player_decides_on_are_key_labels():
    v = max(sampled("1B", 0), key=lambda x: sum(len(f.table) for f in x.fronts))
    c = draw.draw_canvas(v)
    keys = {lab.text for lab in c.labels if lab.key}
    assert str(v.strength_points) in keys
    for side in SEATS:
        s = v.sides[side]
        assert f"Hand {s.hand} · Draw pile {s.draw_pile} · Discard {s.discard_pile}" in keys
        for n in s.tokens.values():
            assert str(n) in keys
    on_table = [e.card for f in v.fronts for e in f.table if e.state != "destroyed"]
    assert on_table, "the sample needs cards on the table"
    for card in on_table:
        assert card.number in keys
        if card.value is not None:
            assert str(card.value) in keys or f"({card.value})" in keys
    for f in v.fronts:
        if f.terrain.size is not None:
            assert f"Size {f.terrain.size}" in keys
        assert f"German Units {f.units_played} of {f.limit}" in keys
    # what is not key stays out of the figure: the titles and the small print
    assert "Opération Commando: Pegasus Bridge" not in keys


def test_a_text_drawn_over_another_is_found():
    v = sampled("1A", 0)[0]
    c = draw.draw_canvas(v)
    first = c.labels[0]
    c.labels.append(canvas.Label("clash", first.box))
    assert problems(c) and "clash" in problems(c)[-1]


def test_the_assault_values_are_key_labels():
    seen = 0
    for scenario in ("1B", "2"):
        for v in sampled(scenario, 0):
            for f in v.fronts:
                fight = f.fight
                if fight is None or fight.german_value is None or not any(
                        e.card.number == fight.german and e.state in (None, "fighting") for e in f.table):
                    continue
                keys = {lab.text for lab in draw.draw_canvas(v).labels if lab.key}
                assert str(fight.german_value) in keys
                if fight.british_value is not None:
                    assert str(fight.british_value) in keys
                seen += 1
    assert seen, "the sample needs an assault under way"
