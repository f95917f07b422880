"""The choices Pegasus Bridge marks as worth a button: complete answers that apply, labelled in words."""

from __future__ import annotations

import random

from tests.rules.pegasus_bridge.pb_helpers import E, new
from tests.typed import apply_text


def check(state, p) -> dict[str, str]:
    buttons = p.buttons()
    assert buttons and buttons == p.choices, "every prompt choice is a curated, complete answer"
    for c in buttons:
        assert c.label and c.label[0].isupper() or c.label[0].isdigit(), c.label
        apply_text(E, state, p.seat, c.value)  # must not raise
    return {c.label: c.value for c in buttons}


def test_the_opening_offers_keep_and_mulligan_in_words() -> None:
    s = new()
    p = E.prompts(s)[0]
    assert p.kind == "mulligan"
    assert check(s, p) == {"Keep this hand": "keep", "Mulligan: draw a new hand": "mulligan"}


def test_every_marked_choice_of_played_games_applies_and_is_in_words() -> None:
    labels: dict[str, set[str]] = {}
    for scenario, seed in (("1A", 1), ("1A", 2), ("2", 5), ("3", 8)):
        s = new(scenario, seed)
        rng = random.Random(seed)
        for _ in range(600):
            ps = E.prompts(s)
            if not ps:
                break
            for p in ps:
                got = check(s, p)
                labels.setdefault(p.kind, set()).update(got)
            p = ps[0]
            legal = E.options(s, p.seat, "")
            pick = rng.choice(legal).value if legal and rng.random() < 0.5 else p.default
            s = apply_text(E, s, p.seat, pick).state
    assert {"mulligan", "phase", "raise"} <= set(labels), labels
    assert "Toss a token" in labels["raise"] and "Pass" in labels["raise"]
    assert all(label not in ("keep", "no unit", "pass", "done", "toss") for ls in labels.values() for label in ls)
