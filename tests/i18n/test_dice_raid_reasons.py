"""A Raid's own rule keeping a Unit out says so in the reader's words (issue #48).

The Overlord Raids' hooks (``enter``, ``objective``, ``find``: Tonga's Barriers, Minophobia, Halt! Password!, Small
Opening...) give their reason as a :class:`~rules.dday_dice.why.Why`, a message with its arguments. Random games of
every Blitzkrieg Raid ask every move a Unit could make; each reason met is worded from the catalogues: in English
exactly as the rules say it, in Korean with no English word but the printed names.
"""

from __future__ import annotations

import random

import pytest

from i18n import t
from rules.dday_dice import advance, why
from rules.dday_dice.engine import ENGINE as E
from tests.bot.korean_scan import english_words
from tests.i18n.dice_printed import without_printed_names
from tests.typed import apply_text

RAIDS = ({"blitzkrieg": "b2", "players": "5"}, {"blitzkrieg": "c2", "players": "3"}, {"campaign": "a", "solo": "on", "players": "1"},
         {"blitzkrieg": "c1", "players": "6"}, {"campaign": "c", "solo": "on", "players": "1"}, {"blitzkrieg": "c3", "players": "5"})


def reasons_met(options: dict[str, str], seed: int, steps: int) -> list[why.Why]:
    """Every Raid rule's reason a move met in ``steps`` random actions of a game with ``options``."""
    state, _ = E.initial_state(E.seats_for(options), options, seed)
    rng = random.Random(seed)
    met: list[why.Why] = []
    for _ in range(steps):
        if E.outcome(state) is not None:
            break
        g = E.working(state)
        for u in g.active():
            for dest in {n for n, _ in advance.neighbours(g.map, u.sector)}:
                found = advance.check_move(g, u, dest)
                if isinstance(found, why.Why) and found.key.startswith("dice-raid-why-"):
                    met.append(found)
        prompts = E.prompts(state)
        seat = rng.choice(sorted({p.seat for p in prompts}))
        choices = E.options(state, seat, "")
        text = rng.choice(choices).value if choices else next(p.default for p in prompts if p.seat == seat)
        state = apply_text(E, state, seat, text).state
    return met


@pytest.mark.slow  # six Raids, a few hundred random actions each, every move asked at each: about 10 s
def test_a_raids_reason_reads_the_same_in_english_and_korean_in_korean():
    met = [w for i, options in enumerate(RAIDS) for w in reasons_met(options, 30 + i, 300)]
    assert len({w.key for w in met}) >= 3, sorted({w.key for w in met})
    for reason in met:
        args = {name: why.as_argument(value) for name, value in reason.args.items()}
        assert t(reason.key, lang="en", **args) == str(reason)
        korean = t(reason.key, lang="ko", **args)
        assert not english_words(without_printed_names(korean), {"Sector"}), korean


def test_every_raid_reason_has_korean_words():
    from tests.i18n.test_catalogue import messages

    english = {k for k in messages("en") if k.startswith("dice-raid-")}
    assert len(english) > 25 and english <= set(messages("ko"))
