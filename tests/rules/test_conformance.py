"""Every registered game obeys the engine contract, checked by seeded random playouts to the end.

For each game: random players pick uniformly among ``options(state, seat, "")``
of a prompted seat (the prompt default when there is none) until the game ends.
Along the way: prompts exist until there is an outcome; offered options apply;
actions survive a text round trip; states survive a JSON round trip; the view
never shows the seed; and replaying the log from the same seed gives the very
same final state.

Every combination of a game's option values is played: ``PLAYOUTS`` games with
the default options, ``PLAYOUTS_OTHER`` with each other combination. The default test run plays the first
``FAST_DEFAULT`` of the default games and the first game of every ``OTHER_EVERY``-th other combination (the first,
the fourth...); the rest are marked slow. Games that
take actions out of turn (standing settings, e.g. A&A D-Day's standing orders)
have some of their seats switch every such setting to "ask" at the start
(``ASK_ALL``), so both paths are played.
"""

from __future__ import annotations

import itertools
import random
import zlib

import pytest

from rules.core import all_games
from tests.typed import apply_text

GAMES = all_games()
PLAYOUTS = 50
PLAYOUTS_OTHER = 6
MAX_ACTIONS = 6000
CHECK_ALL_OPTIONS_EVERY = 10
CHECK_STATE_EVERY = 40
MAX_COMBINATIONS = 64
FAST_DEFAULT = 4
OTHER_EVERY = 3
"""Default-option games in the default run (even and odd indices: A&A's standing orders both ways)."""
ASK_ALL = {"aa-dday": "orders all ask"}


def _dice_option_sets() -> list[dict[str, str]]:
    """D-Day Dice: every player count on every map (its nations option alone has 340 values)."""
    from rules.dday_dice.engine import MAP_IDS

    mixed = {"1": "fr", "2": "us,uk", "3": "uk,fr,ca", "4": "us,uk,fr,ca"}
    base = [
        {"players": n, "map": m, "nations": mixed[n] if i % 2 else "us", "mulligan": "on" if i % 3 == 0 else "off",
         "victory_points": "on" if i % 4 == 1 else "off"}
        for i, (n, m) in enumerate((n, m) for m in MAP_IDS for n in "1234")
    ]
    atlantikwall = [
        {"players": n, "map": m, "german": "player", "german_start": start, "mulligan": "on", "fire": bonus,
         "chaotic_supply": bonus, "battle_conditions": bonus, "persistent_weather": bonus,
         "advanced_observation": bonus, "badges": bonus, "badge_variant": {"1": "honour", "2": "courage",
                                                                           "3": "assistance"}.get(n, "none")
         if bonus == "on" else "none"}
        for n in "1234" for m, start, bonus in ((MAP_IDS[0], "normal", "off"), (MAP_IDS[2], "blind", "on"))
    ]
    bonus_only = [{"players": n, "map": MAP_IDS[1], "fire": "on", "chaotic_supply": "on", "battle_conditions": "on",
                   "advanced_observation": "on", "badges": "on", "badge_variant": v} for n, v in (("1", "courage"),
                                                                                               ("4", "none"))]
    solitaire = [{"players": "1", "map": m, "mode": "german-solo", "german_start": start, "battle_conditions": bc}
                 for m, start, bc in ((MAP_IDS[0], "normal", "off"), (MAP_IDS[-1], "blind", "on"),
                                      (MAP_IDS[3], "normal", "on"))]
    return base + atlantikwall + bonus_only + solitaire


OPTION_SETS = {"dday-dice": _dice_option_sets}
"""Games whose option product is too large to cut blindly list the combinations to play."""


def _combinations(engine) -> list[dict[str, str]]:
    specs = engine.spec.options
    if engine.spec.id in OPTION_SETS:
        default = {o.key: o.default for o in specs}
        return [default, *(c for c in OPTION_SETS[engine.spec.id]() if c != default)]
    default = {o.key: o.default for o in specs}
    values = [o.implemented if o.implemented is not None else o.values for o in specs]
    combos = [dict(zip([o.key for o in specs], vs)) for vs in itertools.product(*values)]
    combos = [c for c in combos if c != default][: MAX_COMBINATIONS - 1]
    return [default, *combos]


def _cases():
    out = []
    for engine in GAMES:
        for ci, options in enumerate(_combinations(engine)):
            for i in range(PLAYOUTS if ci == 0 else PLAYOUTS_OTHER):
                tag = "default" if ci == 0 else ",".join(f"{k}={v}" for k, v in options.items())
                slow = i >= FAST_DEFAULT if ci == 0 else (i >= 1 or (ci - 1) % OTHER_EVERY != 0)
                out.append(pytest.param(engine, options, i, id=f"{engine.spec.id}-{tag}-{i:02d}",
                                        marks=[pytest.mark.slow] if slow else []))
    return out


def _check_state(engine, state, seed: int, seats) -> None:
    text = engine.dump_state(state)
    loaded = engine.load_state(text)
    assert loaded == state
    assert engine.dump_state(loaded) == text
    view_json = engine.view(state, None).model_dump_json()
    assert str(seed) not in view_json
    for seat in seats:
        assert str(seed) not in engine.view(state, seat).model_dump_json()


@pytest.mark.parametrize(("engine", "options", "index"), _cases())
def test_random_playout_to_the_end(engine, options, index: int) -> None:
    seed = 7_319_000_000_000 + index * 104_729 + zlib.crc32(repr(sorted(options.items())).encode()) % 1000
    rng = random.Random(seed)
    seats = engine.seats_for(options)
    state, _ = engine.initial_state(seats, options, seed)
    log: list[tuple[str, str]] = []
    ask_all = ASK_ALL.get(engine.spec.id)
    if ask_all and index % 2 == 1:
        for seat in seats[index % len(seats):]:
            assert engine.accepts_out_of_turn(state, engine.parse_action(ask_all))
            state = apply_text(engine, state, seat, ask_all).state
            log.append((seat, ask_all))
    for step in range(MAX_ACTIONS):
        if engine.outcome(state) is not None:
            break
        prompts = engine.prompts(state)
        assert prompts, f"no prompt and no outcome at {engine.phase_label(state)}"
        prompt = rng.choice(prompts)
        offered = engine.options(state, prompt.seat, "")
        if step % CHECK_ALL_OPTIONS_EVERY == 0:
            for choice in offered:
                apply_text(engine, state, prompt.seat, choice.value)  # every offered option applies
        text = rng.choice(offered).value if offered else prompt.default
        assert text, f"nothing to play at {engine.phase_label(state)}"
        action = engine.parse_action(text)
        canonical = engine.format_action(action)
        assert engine.parse_action(canonical) == action
        result = engine.apply(state, prompt.seat, action)
        log.append((prompt.seat, canonical))
        state = result.state
        if step % CHECK_STATE_EVERY == 0:
            _check_state(engine, state, seed, seats)
    else:
        pytest.fail(f"no outcome after {MAX_ACTIONS} actions ({engine.phase_label(state)})")
    assert engine.prompts(state) == ()
    _check_state(engine, state, seed, seats)

    replay, _ = engine.initial_state(seats, options, seed)
    for seat, text in log:
        replay = apply_text(engine, replay, seat, text).state
    assert replay == state
    assert engine.dump_state(replay) == engine.dump_state(state)
