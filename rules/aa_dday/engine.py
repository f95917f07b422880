"""The A&A D-Day engine: the :class:`rules.core.engine.GameEngine` for the standard and advanced game.

Options (``/game new``, ``dday console --option``): ``players=2|3`` (three
players: seats ``axis``, ``uk``, ``us``), ``fortune=on|off``, ``tactics=on|off``
``quick_victory=on|off`` and ``last_aircraft=leave|return`` (a rule reading,
see :func:`phases.removal_reason`). Ruleset ``aa-dday/2``: standing orders (see
:mod:`.orders`) decide covered decisions by default, which changed what a
standard game does after the same actions as under ``aa-dday/1``. Ruleset
``aa-dday/3`` (issue 16): with fortune cards, order cards 07 and 16 leave the
deck with the last bomber (fighter) together with their fortune cards unless
``last_aircraft=return``; tactics 16 says "cities". Ruleset ``aa-dday/4`` (issue 11): the same rules, and the
state remembers each turn's patrols so that ``patrol as last turn`` can repeat them (:mod:`.patrol_again`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import TypeAdapter, ValidationError

from rules.aa_dday import (  # noqa: F401  (each card module registers its cards in hooks)
    air,
    choices,
    combat,
    fields,
    fortune,
    landing,
    movement,
    prompts,
    reinforcements,
    tactics,
    tactics_effects,
    victory,
)
from rules.aa_dday import orders as om
from rules.aa_dday.actions import Action, Orders
from rules.aa_dday.board import BOARD, SEATS_BY_PLAYERS
from rules.aa_dday.common import AXIS_SEAT, MAX_TURNS, Run, phase_label, phase_of
from rules.aa_dday.decisions import dispatch, seats_waiting
from rules.aa_dday.notation import format_action, parse_action, parse_location, parse_units
from rules.aa_dday.phases import advance, check_removals, first_position, next_position, slot_exists
from rules.aa_dday.state import AAState, Effects, Highlights
from rules.aa_dday.versions import CURRENT, NEW_OPTIONS, REPLAYS
from rules.aa_dday.view import AAView, build_view
from rules.core.contract import Choice, Event, GameSpec, OptionSpec, Outcome, Prompt, Step
from rules.core.dice import Dice
from rules.core.engine import GameEngine, refuse_text
from rules.core.errors import GameOverError, InvalidActionError, InvalidOptionError, NotYourTurnError

SEATS = ("axis", "allies")

SPEC = GameSpec(
    id="aa-dday",
    name="Axis & Allies: D-Day",
    aliases=("aa", "axis-allies-dday", "a&a"),
    seats=SEATS,
    seat_names={
        "axis": "Axis (Germany)",
        "allies": "Allies (U.K. and U.S.)",
        "uk": "United Kingdom",
        "us": "United States",
    },
    options=(
        OptionSpec(key="players", values=("2", "3"), default="2",
                   help="2: one player runs the U.K. and the U.S.; 3: one player each (seats axis, uk, us).",
                   labels={"2": "2 players: one runs both the U.K. and the U.S.", "3": "3 players: Axis, U.K., U.S."}),
        OptionSpec(key="fortune", values=("on", "off"), default="off",
                   help="Add the fortune cards (advanced rules): a die before each order card."),
        OptionSpec(key="tactics", values=("on", "off"), default="off",
                   help="Add the tactics cards (advanced rules): one-time manoeuvres after each order card."),
        OptionSpec(key="quick_victory", values=("on", "off"), default="off",
                   help="Optional rule: the Allies win as soon as they hold the three cities at the end of a turn."),
        OptionSpec(key="last_aircraft", values=("leave", "return"), default="leave",
                   help="Fortune cards: order 07/16 leave with the last bomber/fighter (leave) or play once more (return).",
                   labels={"leave": "leave with the last bomber or fighter",
                           "return": "play once more after the last one falls (its fortune may bring one back)"}),
    ),
    ruleset_version=CURRENT,
    replays=REPLAYS,
    data_provenance=(
        "The board geometry, zone names, starting setup and reinforcement charts are reconstructed from the "
        "rulebook and fan encodings of the board (for example 42 zones, though the rulebook says 41); "
        "the README lists every choice made."
    ),
)

NOT_IMPLEMENTED: dict[tuple[str, str], str] = {}


def check_options(options: Mapping[str, str]) -> dict[str, str]:
    """Return the full option set (defaults filled in); raise :class:`InvalidOptionError`."""
    out = {o.key: o.default for o in SPEC.options}
    for key, value in options.items():
        k = str(key).strip().lower()
        v = str(value).strip().lower()
        spec = SPEC.option(k)
        if spec is None:
            known = ", ".join(o.key for o in SPEC.options)
            raise InvalidOptionError(f"Axis & Allies: D-Day has no option '{key}'. Options: {known}.", key="aa-err-axis-allies-d-day-has", params={"v": key, "v2": known})
        if v not in spec.values:
            raise InvalidOptionError(f"Option {k} cannot be '{value}'; choose one of {', '.join(spec.values)}.", key="aa-err-option-cannot-be-choose-one", params={"v": k, "v2": value, "v3": ', '.join(spec.values)})
        if spec.implemented is not None and v not in spec.implemented:
            why = NOT_IMPLEMENTED.get((k, v), f"{k}={v} is not implemented yet.")
            raise InvalidOptionError(why, key="aa-err-text", params={"text": why})
        out[k] = v
    return out


EFFECTS: TypeAdapter[Effects] = TypeAdapter(Effects)


def _empty_state(
    options: dict[str, str], seed: int, dice_script: Sequence[int], turn: int, card: int, ruleset: str = CURRENT,
    **fields: Any,
) -> AAState:
    """A state with nothing on the board but ``fields``."""
    return AAState.model_construct(**{**dict(
        game="aa-dday",
        ruleset=ruleset,
        options=options,
        seats=SEATS_BY_PLAYERS[options.get("players", "2")],
        turn=turn,
        card=card,
        removed=(),
        units={},
        airfield={},
        destroyed={},
        charts={c: 0 for c in BOARD.chart_ids},
        pending=None,
        close=False,
        doomed=False,
        outcome=None,
        highlights=Highlights(),
        stage="order",
        fortune=None,
        effects={},
        used_tactics=(),
        chart_out={},
        orders={},
        dice=Dice(seed=seed, script=tuple(int(d) for d in dice_script)),
    ), **fields})


def setup_units() -> dict[str, dict[str, int]]:
    """Units on the board and in the boxes at the start of the game."""
    units: dict[str, dict[str, int]] = {}
    for zone, d in BOARD.data.axis_setup.items():
        units[zone] = {f"de:{t}": n for t, n in d.items() if n}
    for b in BOARD.data.beachheads:
        units[b.id] = {f"{b.nation}:{t}": n for t, n in b.start.items() if n}
    for a in BOARD.data.airborne:
        units[a.id] = {f"{a.nation}:{t}": n for t, n in a.start.items() if n}
    return units


def setup_airfield() -> dict[str, int]:
    airfield = BOARD.data.air
    out = {}
    for nat in ("uk", "us"):
        for t, n in getattr(airfield, nat).items():
            if n:
                out[f"{nat}:{t}"] = n
    return out


def build_state(
    locations: Mapping[str, Mapping[str, int] | str],
    *,
    card: int = 1,
    turn: int = 1,
    seed: int = 0,
    dice_script: Sequence[int] = (),
    airfield: Mapping[str, int] | None = None,
    charts: Mapping[str, int] | None = None,
    removed: Sequence[int] = (),
    close: bool = False,
    destroyed: Mapping[str, int] | None = None,
    options: Mapping[str, str] | None = None,
    stage: str = "order",
    orders: str | Mapping[str, Mapping[str, str]] = "ask",
    used_tactics: Sequence[int] = (),
    effects: Mapping[str, Any] | None = None,
    patrols: Mapping[str, Mapping[str, Mapping[str, int]]] | None = None,
) -> tuple[AAState, tuple[Event, ...]]:
    """Build a position for tests and puzzles, then run the rules up to the first decision.

    ``locations`` maps a location (zone number or name, beach box, airborne
    box id) to its units, either as a dict of unit keys (``{"de:inf": 3}``)
    or as unit text (``"3 inf, 1 art, 2 uk inf"``; German units need no
    nation). Nothing else is on the board. ``airfield`` defaults to every
    aircraft at home; ``charts`` maps a chart id to how many of its units have
    already entered (default: none). The rules start at the beginning of
    ``card`` in ``turn`` and run until someone must decide.

    Advanced game: ``options`` as for a new game; ``stage`` (``fortune``,
    ``order`` or ``tactics``) of ``card`` to start at; ``used_tactics``;
    ``effects`` (e.g. ``{"fighter_shot": ["12"]}``); ``patrols`` as order card 03 recorded them
    (``{"1": {"12": {"uk:fighter": 2}}}``: turn 1 sent two U.K. fighters to zone 12). Standing orders:
    ``orders="ask"`` (the default here, so that every decision is prompted),
    ``"default"`` (the defaults of a new game) or ``{seat: {kind: value}}``.
    """
    opts = check_options(options or {})
    players = opts["players"]
    fields: dict[str, Any] = {"stage": stage, "used_tactics": tuple(sorted(set(used_tactics)))}
    if orders == "ask":
        fields["orders"] = {s: {k: "ask" for k in om.kinds_for(s, players)} for s in SEATS_BY_PLAYERS[players]}
    elif orders != "default":
        fields["orders"] = {s: dict(v) for s, v in orders.items()}  # type: ignore[union-attr]
    if effects:
        fields["effects"] = EFFECTS.validate_python(dict(effects))  # plain JSON made typed parts
    if patrols:
        fields["patrols"] = {t: {z: dict(u) for z, u in zones.items()} for t, zones in patrols.items()}
    units: dict[str, dict[str, int]] = {}
    for raw_loc, spec in locations.items():
        loc = raw_loc if raw_loc in BOARD.box_ids else parse_location(str(raw_loc), str(raw_loc))
        if isinstance(spec, str):
            d: dict[str, int] = {}
            for it in parse_units(spec, spec) or ():
                key = f"{it.nation or 'de'}:{it.type}"
                d[key] = d.get(key, 0) + it.n
        else:
            d = {k: int(v) for k, v in spec.items() if v}
        if d:
            units[loc] = d
    fields["units"] = units
    fields["airfield"] = dict(setup_airfield() if airfield is None else {k: v for k, v in airfield.items() if v})
    fields["charts"] = {**{c: 0 for c in BOARD.chart_ids}, **{k: int(v) for k, v in (charts or {}).items()}}
    fields["removed"] = tuple(sorted(set(removed)))
    fields["close"] = close
    if destroyed:
        fields["destroyed"] = dict(destroyed)
    w = _empty_state(opts, seed, dice_script, turn, card, **fields)
    AAState.model_validate(w.model_dump())  # reject impossible positions early
    r = Run(w)
    check_removals(r)
    w = r.w
    if w.card <= 16 and not slot_exists(w, w.card, w.stage):
        c, st = next_position(w, w.card, w.stage)
        r.replace(card=c, stage=st)
    advance(r)
    return r.state(), tuple(r.events)


class AADDayEngine(GameEngine):
    """Axis & Allies: D-Day: standard and advanced rules, two or three players."""

    spec = SPEC

    def seats_for(self, options: Mapping[str, str]) -> tuple[str, ...]:
        """``("axis", "allies")``, or ``("axis", "uk", "us")`` with ``players=3``."""
        return SEATS_BY_PLAYERS[check_options(options)["players"]]

    # ------------------------------------------------------------------ setup

    def initial_state(
        self,
        seats: Sequence[str],
        options: Mapping[str, str],
        seed: int,
        dice_script: Sequence[int] = (),
        ruleset: str | None = None,
    ) -> tuple[AAState, tuple[Event, ...]]:
        ruleset = ruleset or CURRENT
        if ruleset != CURRENT and ruleset not in REPLAYS:
            raise InvalidOptionError(f"This engine plays {CURRENT} and replays {', '.join(REPLAYS)}, not {ruleset}.", key="aa-err-this-engine-plays-and-replays", params={"v": CURRENT, "v2": ', '.join(REPLAYS), "v3": ruleset})
        opts = check_options(options)
        for key in NEW_OPTIONS.get(ruleset, ()):
            if key in options:
                raise InvalidOptionError(f"Option {key} did not exist under {ruleset}.", key="aa-err-option-did-not-exist-under", params={"v": key, "v2": ruleset})
            opts.pop(key, None)
        want = SEATS_BY_PLAYERS[opts["players"]]
        if seats and set(seats) != set(want):
            raise InvalidOptionError(
                f"This game of Axis & Allies: D-Day is played by the seats {', '.join(want)}; got {', '.join(seats)}.",
                key="aa-err-this-game-of-axis-allies", params={"v": ', '.join(want), "v2": ', '.join(seats)},
            )
        w = _empty_state(opts, int(seed), dice_script, 1, 1, ruleset, units=setup_units(), airfield=setup_airfield())
        c, st = first_position(w)
        r = Run(w)
        r.replace(card=c, stage=st)
        r.emit("setup", "The armies are set up on the board; turn 1 begins with the airborne assault.", key="aa-setup")
        check_removals(r)
        advance(r)
        return r.state(), tuple(r.events)

    # ------------------------------------------------------------------ decisions

    def prompts(self, state: AAState) -> tuple[Prompt, ...]:
        return prompts.prompts(state)

    def active_seats(self, state: AAState) -> frozenset[str]:
        """The seats :meth:`prompts` would name, without listing their choices (the service's timers use it)."""
        return frozenset(seats_waiting(state))

    def asked(self, state: AAState) -> tuple[tuple[str, str], ...]:
        """``(seat, kind)`` of each prompt, without building choices (the service plans its timers from it)."""
        return prompts.asked(state)

    def apply(self, state: AAState, seat: str, action: Action) -> Step:
        refuse_text(self, action)
        if state.outcome is not None:
            raise GameOverError(f"The game is over: {state.outcome.reason}", key="aa-err-the-game-is-over", params={"v": state.outcome.reason})
        if isinstance(action, Orders):
            if seat not in state.seats:
                raise NotYourTurnError(f"'{seat}' is not a seat of this game ({', '.join(state.seats)}).", key="aa-err-is-not-a-seat-of", params={"v": seat, "v2": ', '.join(state.seats)})
            r = Run(state)
            dispatch(r, seat, action)
            return Step(state=r.state(), events=tuple(r.events))
        waiting = seats_waiting(state)
        if seat not in waiting:
            who = " and ".join(SPEC.seat_names.get(s, s) for s in waiting) or "nobody"
            raise NotYourTurnError(f"It is not your turn: the game waits for {who} ({phase_label(state)}).", key="aa-err-it-is-not-your-turn",
                                   params={"waiting": list(waiting), "phase": phase_of(state)})
        r = Run(state)  # the rules write new states: ``state`` is never changed
        dispatch(r, seat, action, origin=state)
        # The fields are the rules' own finished values: nothing to validate.
        return Step(state=r.state(), events=tuple(r.events))

    def options(self, state: AAState, seat: str, partial: str = "") -> list[Choice]:
        return choices.options(state, seat, partial)

    def field_choices(
        self, state: AAState, seat: str, kind: str, field: str, filled: Mapping[str, str]
    ) -> list[Choice]:
        return fields.field_choices(state, seat, kind, field, filled)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def format_action(self, action: Action) -> str:
        try:
            return format_action(action)
        except TypeError as err:
            raise InvalidActionError(str(err), key="aa-err-text", params={"text": str(err)}) from None

    def accepts_out_of_turn(self, state: AAState, action: Action) -> bool:
        """Standing orders (``orders …``) may be changed by any seat at any time, for itself (``action``: the typed
        action, as :meth:`apply` takes it)."""
        return isinstance(action, Orders)

    # ------------------------------------------------------------------ reading

    def outcome(self, state: AAState) -> Outcome | None:
        if state.outcome is None:
            return None
        return Outcome(winners=state.outcome.winners, reason=state.outcome.reason)

    def phase_label(self, state: AAState) -> str:
        return phase_label(state)

    def phase_words(self, state: AAState) -> tuple[str, dict[str, Any]]:
        """:meth:`phase_label` as a catalogue message and its plain args (issue #28)."""
        return "aa-phase-label", {"phase": phase_of(state)}

    def outcome_words(self, state: AAState) -> tuple[str, dict[str, Any]] | None:
        """The outcome's ``reason`` as a catalogue message and its plain args (issue #28), or ``None``."""
        if state.outcome is None:
            return None
        quick = state.options.get("quick_victory") == "on"
        side = "axis" if state.outcome.winners == (AXIS_SEAT,) else "allies"
        return f"aa-outcome-{side}-{'quick' if quick else 'full'}", {"turn": state.turn, "before": state.turn - 1, "last": MAX_TURNS}

    def phase_key(self, state: AAState) -> tuple[int, int]:
        return (state.turn, state.card)

    def dump_state(self, state: AAState) -> str:
        # ``patrols`` (ruleset aa-dday/4) is left out while empty: older games' states dump as they always did.
        return state.model_dump_json(exclude=None if state.patrols else {"patrols"})

    def load_state(self, text: str) -> AAState:
        try:
            return AAState.model_validate_json(text)
        except ValidationError as err:
            raise ValueError(f"not a valid A&A D-Day state: {err}") from None

    def view(self, state: AAState, seat: str | None) -> AAView:
        return build_view(state)


ENGINE = AADDayEngine()
