"""No spectator view or public event ever shows a hidden card."""

from __future__ import annotations

import re

import pytest
from pb_helpers import SEATS, E, random_game

from tests.typed import apply_text

CARD = re.compile(r"(?<![0-9])1[0-8][0-9]{2}[AB]?(?![0-9])")
SCEN = ["1A", "1B", "2", "3", "campaign"]


def public_cards(s) -> set[str]:
    """Card numbers a spectator may know from the raw state."""
    out: set[str] = set()
    for seat in SEATS:
        out |= set(s.seen[seat]) | set(s.removed[seat]) | set(s.objectives[seat])
    out |= set(s.current)
    if not s.flags.from_objectives:
        out |= set(s.revealed)
    ter = s.terrain
    out |= set(ter.discard) | set(ter.out)
    out |= set(ter.done) | ({ter.active} if ter.active else set())
    out |= {c for c in (ter.ranville,) if c}
    out |= {"1014A", "1015A"}  # bridges taken are named by their numbers
    if s.assault:
        for f in s.assault.fronts:
            out.add(f.terrain)
            out |= {e.card for e in f.table}
    out |= {e.card for e in s.stack}
    if s.blue and s.blue.on:
        out.add(s.blue.on)
    return out


def private_cards(s) -> set[str]:
    out: set[str] = set()
    for seat in SEATS:
        out |= set(s.hand[seat]) | set(s.draw[seat]) | set(s.heroic[seat]) | set(s.lost[seat]) | set(s.discard[seat])
        out |= set(s.slots[seat])
    out |= set(s.counter_pile)
    ter = s.terrain
    for key in ("pile", "unused", "approach", "objectives", "battery", "pool"):
        out |= set(getattr(ter, key))
    for pile in ter.piles.values():
        out |= set(pile)
    out |= set(ter.order)
    return out - public_cards(s)


@pytest.mark.parametrize("scen", SCEN)
def test_spectator_views_show_no_hidden_card(scen):
    checked = 0
    for seed in range(6):
        _, _, states = random_game(scen, seed, record=True)
        for s in states[:: max(1, len(states) // 40)]:
            view = E.view(s, None)
            assert view.private is None
            text = view.model_dump_json()
            shown = set(CARD.findall(text))
            assert shown <= public_cards(s), shown - public_cards(s)
            assert not (shown & private_cards(s))
            assert str(s.dice.seed) not in text or s.dice.seed < 10
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("scen", SCEN)
def test_public_events_name_no_hidden_card(scen):
    import random

    from pb_helpers import new

    for seed in range(4):
        rng = random.Random(seed)
        state = new(scen, seed)
        for _ in range(3000):
            if E.outcome(state) is not None:
                break
            seat = rng.choice(sorted({p.seat for p in E.prompts(state)}))
            text = rng.choice(E.options(state, seat, "")).value
            result = apply_text(E, state, seat, text)
            hidden = private_cards(result.state) & private_cards(state)
            for e in result.events:
                if e.seat is None and e.kind != "fate":  # the Fate token's prize is shown by the rules
                    found = set(CARD.findall(e.text + " " + str(e.data)))
                    assert not (found & hidden), (e.kind, e.text)
            state = result.state


def test_a_seat_sees_its_own_hand_and_not_the_other():
    _, _, states = random_game("1B", 2, record=True)
    for s in states[10:60:7]:
        mine = E.view(s, "british")
        assert sorted(c.number for c in mine.private.hand) == sorted(s.hand["british"])
        assert tuple(c.number for c in mine.private.heroic_available) == s.heroic["british"]
        theirs_only = set(s.hand["german"]) - set(s.hand["british"]) - public_cards(s) - set(s.discard["british"]) \
            - set(s.heroic["british"]) - set(s.counter_pile)
        hand_numbers = {c.number for c in mine.private.hand}
        assert not (theirs_only & hand_numbers)
        assert E.view(s, "spectator").private is None


def test_prompts_never_depend_on_a_hand():
    """Prompts are public (buttons in the channel): the same position with other hands prompts the same."""
    from pb_helpers import rework

    for scen in ("1A", "2"):
        _, _, states = random_game(scen, 9, record=True)
        for s in states[5::9]:
            other_hands = rework(s, hand={k: list(reversed(v)) if len(set(v)) > 1 else v for k, v in s.hand.items()})
            swapped = rework(s, hand={"british": ["1305"] * len(s.hand["british"]),
                                      "german": ["1702"] * len(s.hand["german"])})
            assert E.prompts(s) == E.prompts(other_hands) == E.prompts(swapped)
