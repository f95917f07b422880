"""The D-Day Dice (2nd ed.) base-game engine: the ``GameEngine`` contract and the registry spec.

Seats ``unit1`` .. ``unit4`` (one per player); options ``players`` (1-4),
``map`` (a Battle Map id), ``nations`` (one per Unit, e.g. ``us,uk``; one
nation alone means every Unit), ``mulligan`` and ``victory_points`` (the base
game's optional rules), and the Atlantikwall options of :mod:`.atlantikwall`
(``german=player`` adds the ``german`` seat), and the Overlord options of :mod:`.overlord.options`
(``campaign`` or ``blitzkrieg``: up to 12 players in Teams, seats ``t1u1`` .. ``t3u4``). Atlantikwall options
no rulebook lets into a campaign are refused by :mod:`.expansions`. The data (nations, Tool table, Specialists, Items,
Medals, Vehicles, maps, rule values) is read at start, merged with the
owner's ``DDAY_DICE_DATA`` file, and kept in the state (see :mod:`.overrides`).

Extra helpers beyond the contract: :meth:`DDiceEngine.seats_for`,
:meth:`DDiceEngine.seat_name` (``"Unit 1 (U.S.)"``), :meth:`DDiceEngine.data`,
:meth:`DDiceEngine.legal` (steps as values), :meth:`DDiceEngine.working` (the rules' context over a state, with the
engine's campaign rules) and ``start_notes``; :func:`glossary_entries` and :func:`glossary_words` are the kit's
``/rules`` entries and their words, with the campaign's own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

from rules.core.contract import Choice, Event, GameSpec, OptionSpec, Outcome, Prompt, Step
from rules.core.dice import Dice
from rules.core.engine import GameEngine, refuse_text
from rules.core.errors import GameOverError, InvalidActionError, InvalidOptionError, NotYourTurnError, RuleError
from rules.core.glossary import Entry
from rules.core.words import count
from rules.dday_dice import badges, battle_conditions, chaotic_supply, german, turn, victory
from rules.dday_dice import legal as L
from rules.dday_dice.actions import STEP_TYPES, Action, Turn
from rules.dday_dice.atlantikwall import (
    ATLANTIKWALL_OPTIONS,
    GERMAN_NAME,
    bonus_rules,
    check_options,
    extra_maps,
    german_player,
    hidden_award_text,
    solo_mode,
    switch,
    with_allies,
    with_map,
)
from rules.dday_dice.context import Working, current_map, reason, unit_name
from rules.dday_dice.defences import mgf_active, mines_active
from rules.dday_dice.expansions import check_combination
from rules.dday_dice.glossary import glossary_entries as base_glossary_entries
from rules.dday_dice.glossary_words import Words
from rules.dday_dice.glossary_words import glossary_words as base_glossary_words
from rules.dday_dice.hooks import CampaignRules
from rules.dday_dice.maps import builtin_maps
from rules.dday_dice.notation import format_action, parse_action
from rules.dday_dice.overlord import options as campaign_options
from rules.dday_dice.overlord import playable
from rules.dday_dice.overlord.hooks import OVERLORD
from rules.dday_dice.overlord.neutral import with_neutral
from rules.dday_dice.overlord.records import COLUMN_NAMES, campaign_hash
from rules.dday_dice.overlord.setup import campaign_note_words, campaign_notes, new_campaign_state
from rules.dday_dice.overlord.teams import ALL_SEATS as TEAM_SEATS
from rules.dday_dice.overlord.teams import column_of_seat, team_name
from rules.dday_dice.overlord.teams import seat_name as team_seat_name
from rules.dday_dice.overlord.teams import seats as team_seats
from rules.dday_dice.overrides import DiceData, builtin_data, data_from_state, load_data
from rules.dday_dice.pending import decisions, waiting
from rules.dday_dice.setup import nations_for, new_state
from rules.dday_dice.state import GERMAN, PHASE_NAMES, REPLAYS, RULESET, SEATS, DDState
from rules.dday_dice.view import DDView, build_view

NATIONS = ("us", "uk", "fr", "ca")
MAP_IDS = tuple(builtin_maps()) + tuple(extra_maps())
NATION_VALUES = tuple(",".join(c) for n in range(1, 5) for c in product(NATIONS, repeat=n))
PHASE_WORDS = ("setup", "roll", "bonuses", "resources", "rally", "move", "combat", "over")
"""Each phase's message name (``dice-phase-<name>``) by its number, as PHASE_NAMES says it in English."""

DATA_NOTE = (
    "D-Day Dice runs on reconstructed data: the base rulebook is not available, so RWB values, the Tool table, "
    "Specialist costs and abilities, most Items and Medals, and every map but Exercise Tiger are our proposal "
    "(see /rules and the README). An owner of the game can enter the printed values with DDAY_DICE_DATA."
)

SPEC = GameSpec(
    id="dday-dice",
    name="D-Day Dice (2nd ed.)",
    aliases=("ddaydice", "dice", "dday-dice-2e"),
    seats=(*SEATS, *TEAM_SEATS, GERMAN),
    seat_names={**{s: f"Unit {s[4:]}" for s in SEATS}, **{s: team_seat_name(s) for s in TEAM_SEATS},
                GERMAN: GERMAN_NAME},
    options=(
        OptionSpec(key="players", values=tuple(str(n) for n in range(1, 13)), default="1",
                   implemented=playable.players_values(), help="Players (Units), 1 to 4; up to 12 in an Overlord campaign."),
        OptionSpec(key="map", values=MAP_IDS, default="exercise-tiger",
                   help="Battle Map: " + ", ".join(MAP_IDS) + "."),
        OptionSpec(key="nations", values=NATION_VALUES, default="us",
                   help="Nation of each Unit (us, uk, fr, ca), e.g. us,uk; one nation alone means every Unit."),
        OptionSpec(key="mulligan", values=("off", "on"), default="off",
                   help="Optional Soldier Mulligan: pay 1 Soldier to reroll the whole first roll."),
        OptionSpec(key="victory_points", values=("off", "on"), default="off",
                   help="Optional Victory Points: score a won game."),
        OptionSpec(key="campaign", values=("none", "a", "b", "c"), default="none",
                   implemented=playable.campaign_values(), help="Overlord campaign: a (The Longest Day), b (The Longest Night), c (Blind Assault)."),
        OptionSpec(key="blitzkrieg", values=("none", *campaign_options.BLITZ_VALUES), default="none",
                   implemented=playable.blitzkrieg_values(), help="Overlord Blitzkrieg: one Raid alone (e.g. a1) as a competitive game."),
        OptionSpec(key="teams", values=("auto", "1", "2", "3"), default="auto",
                   help="Overlord: number of Teams where the setup table allows a choice (3 or 6-8 players)."),
        OptionSpec(key="layout", values=("auto", "full", "medium", "small"), default="auto",
                   help="Overlord Battle Map layout: full (3 Columns), medium or small (Baker and Charlie)."),
        OptionSpec(key="version", values=("1", "2"), default="1", help="Overlord Campaign C: Battle Map version 1 or 2."),
        OptionSpec(key="solo", values=("off", "on"), default="off", help="Overlord: the solo campaign (one player)."),
        OptionSpec(key="hurt_me", values=("off", "on"), default="off",
                   help="Overlord solo Campaign C, version 1: the optional Hurt Me variant of Raid C-1S."),
        *ATLANTIKWALL_OPTIONS,
    ),
    ruleset_version=RULESET,
    replays=REPLAYS,
    data_provenance=DATA_NOTE,
)


def _players(options: Mapping[str, str]) -> int:
    text = str(options.get("players", "1")).strip()
    if campaign_options.wants_campaign(options):
        if not text.isdigit() or not 1 <= int(text) <= 12:
            raise InvalidOptionError(f"An Overlord campaign is played by 1 to 12 players, not '{text}'.",
                                     key="dice-err-overlord-players-unread", params={"text": text})
        return int(text)
    if text not in ("1", "2", "3", "4"):
        raise InvalidOptionError(f"D-Day Dice is played by 1 to 4 players, not '{text}' (up to 12 in an Overlord "
                                 "campaign).", key="dice-err-d-day-dice-played-by", params={"text": text})
    return int(text)


def _campaign_setup(options: Mapping[str, str]) -> campaign_options.Setup | None:
    n = _players(options)
    if not campaign_options.wants_campaign(options):
        campaign_options.refuse_without_campaign(options)
        return None
    return campaign_options.read_setup(options, n)


class DDiceEngine(GameEngine):
    """The game, its Atlantikwall options and its campaigns: every rule asks a campaign through ``campaign``, the
    :class:`~rules.dday_dice.hooks.CampaignRules` it was made with (Overlord's; a test may hand it others), which
    each working context it makes carries (:meth:`working`)."""

    spec = SPEC

    def __init__(self, campaign: CampaignRules = OVERLORD) -> None:
        self.campaign = campaign

    def working(self, state: DDState) -> Working:
        """The rules' working context over ``state``: its data, and this engine's campaign rules."""
        return Working(state, self.data(state), self.campaign)

    # -- setup ------------------------------------------------------------------------------

    def unplayable(self, options: Mapping[str, str]) -> str | None:
        """The lobby's refusal of an Overlord game whose Raids the bot does not play whole (:mod:`.overlord.playable`)."""
        setup = _campaign_setup(options)
        return None if setup is None else playable.unplayable(setup)

    def seats_for(self, options: Mapping[str, str]) -> tuple[str, ...]:
        """The seats of a game played with ``options``; a combination the rules refuse is refused here, so
        ``/game new`` refuses it before a lobby opens."""
        check_combination(options, campaign_options.wants_campaign(options))
        check_options(options)
        if solo_mode(options):
            return (GERMAN,)
        setup = _campaign_setup(options)
        if setup is not None:
            return team_seats(setup.sizes, setup.team_columns)
        return SEATS[: _players(options)] + ((GERMAN,) if german_player(options) else ())

    def seat_teams(self, options: Mapping[str, str]) -> dict[str, str]:
        """Each Unit's Team in an Overlord game (``{"t1u1": "Team Able", ...}``); ``{}`` outside one."""
        setup = _campaign_setup(options) if not solo_mode(options) else None
        if setup is None:
            return {}
        return {s: team_name(column_of_seat(s)) for s in team_seats(setup.sizes, setup.team_columns)}

    def seat_names_for(self, options: Mapping[str, str]) -> dict[str, str]:
        """``{"unit1": "Unit 1 (U.S.)", ...}`` for a game played with ``options`` (the lobby knows no state yet)."""
        seats = self.seats_for(options)
        names = builtin_data().nations
        try:
            nations = nations_for(str(options.get("nations", "us")), len([x for x in seats if x != GERMAN]))
        except RuleError:
            nations = ()
        units = [s for s in seats if s != GERMAN]
        label = {s: team_seat_name(s) if s in TEAM_SEATS else f"Unit {s[4:]}" for s in units}
        out = {
            s: f"{label[s]} ({names[n].name})" if n in names else label[s]
            for s, n in zip(units, nations or [""] * len(units), strict=True)
        }
        if GERMAN in seats:
            out[GERMAN] = GERMAN_NAME
        return out

    def initial_state(
        self, seats: Sequence[str], options: Mapping[str, str], seed: int, dice_script: Sequence[int] = (),
        ruleset: str | None = None,
    ) -> tuple[DDState, tuple[Event, ...]]:
        """A new game; ``ruleset``: an older one listed in ``SPEC.replays``, to replay a game begun under it."""
        ruleset = ruleset or RULESET
        if ruleset != RULESET and ruleset not in REPLAYS:
            raise InvalidOptionError(f"This engine plays {RULESET} and replays {', '.join(REPLAYS)}, not {ruleset}.",
                                     key="dice-err-this-engine-plays-replays-not", params={"ruleset": RULESET,
                                     "join": ', '.join(REPLAYS), "ruleset2": ruleset})
        known = {o.key for o in SPEC.options}
        for key in options:
            if key not in known:
                raise InvalidOptionError(f"D-Day Dice has no option '{key}'. Options: {', '.join(sorted(known))}.",
                                         key="dice-err-d-day-dice-has-no", params={"key": key,
                                         "join": ', '.join(sorted(known))})
        n = _players(options)
        check_combination(options, campaign_options.wants_campaign(options))
        aw = check_options(options)
        setup = _campaign_setup(options)
        want = self.seats_for(options)
        if tuple(seats) != want:
            raise InvalidOptionError(f"{count(n, 'player')} play the seats {', '.join(want)}, not {list(seats)}.",
                                     key="dice-err-play-seats-not", params={"n": n, "join": ', '.join(want),
                                     "list": list(seats)})
        try:
            data = load_data()
        except ValueError as err:
            raise InvalidOptionError(f"The D-Day Dice data file cannot be used: {err}",
                                     key="dice-err-d-day-dice-data-file", params={"err": err}) from None
        owner = data.overrides
        dice = Dice(seed=seed, script=tuple(dice_script))
        if setup is not None:
            data = with_neutral(data)
            s, events = new_campaign_state(data, setup, options, dice, self.campaign, ruleset)
        else:
            data = with_map(data, str(options.get("map", "exercise-tiger")).strip().lower())
            if aw:
                data = with_allies(data)
            s, events = new_state(data, n, options, dice, ruleset)
        s = s.model_copy(update={"extras": bonus_rules(options)})
        g = Working(s, data, self.campaign)
        g.events.extend(e for e in events if e.kind != "data_overrides" or owner)
        if aw:
            german.setup(g, n, blind=options.get("german_start", "normal") == "blind")
        if solo_mode(options):
            german.solo_setup(g)
        chaotic_supply.deal(g)
        if switch(options, "badges"):
            badges.setup(g, str(options.get("badge_variant", "none")).strip().lower())
        if switch(options, "battle_conditions"):
            battle_conditions.setup(g, persistent=switch(options, "persistent_weather"),
                                    observation=switch(options, "advanced_observation"))
        turn.begin_turn(g)
        turn.advance_game(g)
        return g.s, tuple(g.events)

    def seat_words(self, options: Mapping[str, str]) -> dict[str, tuple[str, dict[str, Any]]]:
        """:meth:`seat_names_for` as messages and their arguments (a Unit by seat and nation: i18n/dice.py)."""
        seats = self.seats_for(options)
        units = [s for s in seats if s != GERMAN]
        try:
            nations = nations_for(str(options.get("nations", "us")), len(units))
        except RuleError:
            nations = ()
        known = builtin_data().nations
        out: dict[str, tuple[str, dict[str, Any]]] = {
            s: ("dice-seat-unit", {"unit": {"seat": s, "nation": n}}) if n in known else ("", {})
            for s, n in zip(units, nations or [""] * len(units), strict=True)}
        if GERMAN in seats:
            out[GERMAN] = ("dice-seat-german", {})
        return out

    def start_note_words(self, options: Mapping[str, str]) -> list[tuple[str, dict[str, Any]]]:
        """:meth:`start_notes` as messages and their arguments (``""``: a note that has none, said as it is)."""
        notes = self.start_notes(options)
        words: list[tuple[str, dict[str, Any]]] = [("dice-start-note-data", {})]
        if campaign_options.wants_campaign(options):
            return words + campaign_note_words(options)
        if len(notes) > 1:
            words.append(("dice-start-note-map", {"map": str(options.get("map", "exercise-tiger"))}))
        return words + [("", {})] * (len(notes) - len(words))

    def team_words(self, team: str) -> tuple[str, dict[str, Any]] | None:
        """A Team's name (:meth:`seat_teams`: "Team Able") as a message and its arguments; None for another name."""
        column = next((c for c, name in COLUMN_NAMES.items() if team == f"Team {name}"), None)
        if column is None:
            return None
        return "dice-team-label", {"team": {"key": f"dice-team-{column}", "args": {}}}

    def phase_words(self, state: DDState) -> tuple[str, dict[str, Any]]:
        """:meth:`phase_label` as a message and its arguments."""
        m = current_map(state, self.data(state), self.campaign)
        title = f"{m.number} {m.name}".strip()
        if state.outcome is not None:
            return "dice-phase-title-over", {"title": title}
        return "dice-phase-title", {"title": title, "turn": state.turn,
                                    "phase": {"key": f"dice-phase-{PHASE_WORDS[state.phase]}", "args": {}}}

    def start_notes(self, options: Mapping[str, str]) -> list[str]:
        notes = [DATA_NOTE]
        if campaign_options.wants_campaign(options):
            return notes + campaign_notes(options)
        mid = str(options.get("map", "exercise-tiger"))
        if mid != "exercise-tiger":
            notes.append(f"The map '{mid}' is our reconstruction: only a few of its values are known.")
        return notes

    # -- reading ----------------------------------------------------------------------------

    def data(self, state: DDState) -> DiceData:
        return data_from_state(state.data_hash, state.data_overrides)

    def seat_name(self, state: DDState, seat: str) -> str:
        if seat == GERMAN:
            return GERMAN_NAME
        return unit_name(state.unit(seat), self.data(state))

    def prompts(self, state: DDState) -> tuple[Prompt, ...]:
        g = self.working(state)
        out = []
        for dec in decisions(g):
            choices = tuple(Choice(value=t, label=lab, button=t.split(" ", 1)[0] in L.BUTTON_KINDS, key=key, args=args)
                            for t, lab, key, args in L.worded_choices(g, dec.seat, public=True, limit=25))
            key, args = L.prompt_words(g, dec)
            out.append(Prompt(seat=dec.seat, kind=dec.kind, text=L.prompt_text(g, dec), choices=choices,
                              default=L.default(g, dec.seat), key=key, args=args))
        return tuple(out)

    def active_seats(self, state: DDState) -> frozenset[str]:
        return frozenset(waiting(self.working(state)))

    def asked(self, state: DDState) -> tuple[tuple[str, str], ...]:
        """``(seat, kind)`` of each prompt, without building choices."""
        return tuple((dec.seat, dec.kind) for dec in decisions(self.working(state)))

    def legal(self, state: DDState, seat: str) -> list:
        return L.legal(self.working(state), seat)

    def options(self, state: DDState, seat: str, partial: str = "") -> list[Choice]:
        want = " ".join(partial.lower().split())
        g = self.working(state)
        return [Choice.model_construct(value=t, label=lab, key=key, args=args)
                for t, lab, key, args in L.worded_choices(g, seat) if t.startswith(want)][:200]

    def field_choices(self, state: DDState, seat: str, kind: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
        g = self.working(state)
        return L.field_choices(g, seat, kind, field, filled)

    def parse_action(self, text: str):
        return parse_action(text)

    def format_action(self, action) -> str:
        return format_action(action)

    def accepts_out_of_turn(self, state: DDState, action: Any) -> bool:
        return False

    def public_text(self, action: Any) -> str:
        """The text others may read: a step using a Medal (face down until used) becomes 'use a Medal'.

        A Medal used at once is revealed by the rules anyway; one queued in a whole-turn answer must not be
        named before it is used.
        """
        secret = set(builtin_data().medals) | set(self._owner_medals())
        parts = action.parts if isinstance(action, Turn) else (action,)
        texts = [hidden_award_text(p) or ("use a Medal" if (p.kind == "use" and p.what in secret) or p.kind == "redraw"
                                          else format_action(p))
                 for p in parts]
        return "; ".join(texts)

    @staticmethod
    def _owner_medals() -> tuple[str, ...]:
        try:
            return tuple(load_data().medals)
        except ValueError:
            return ()

    def view(self, state: DDState, seat: str | None) -> DDView:
        if seat is not None and seat not in state.seats and not (seat == GERMAN and state.german is not None):
            seat = None
        g = self.working(state)
        stays = {u.seat: L.stay_limit(g, u) for u in state.units}
        rolls_left = {u.seat: L.rolls_left(g, u) for u in state.units}
        if state.german is not None:  # the German player's rerolls left, public like the Units' (his dice tray)
            rolls_left[GERMAN] = max(0, german.max_rolls(g) - state.german.rolls)
        return build_view(state, g.d, g.campaign, seat, self.phase_label(state), DATA_NOTE, waiting(g), stays, rolls_left,
                          (mines_active(g), mgf_active(g)))

    def outcome(self, state: DDState) -> Outcome | None:
        if state.outcome is None:
            return None
        return Outcome(winners=tuple(state.outcome["winners"]), reason=state.outcome["reason"])

    def outcome_words(self, state: DDState) -> tuple[str, dict[str, Any]] | None:
        """The outcome's reason as a catalogue message (issue #48), or None where it has none."""
        return victory.outcome_words(state)

    def phase_label(self, state: DDState) -> str:
        m = current_map(state, self.data(state), self.campaign)
        title = f"{m.number} {m.name}".strip()
        if state.outcome is not None:
            return f"{title} · Game over"
        return f"{title} · Turn {state.turn} · {PHASE_NAMES.get(state.phase, '')}"

    def phase_key(self, state: DDState) -> tuple[int, int]:
        return (state.turn, 7 if state.outcome is not None else state.phase)

    def dump_state(self, state: DDState) -> str:
        return state.model_dump_json()

    def load_state(self, text: str) -> DDState:
        s = DDState.model_validate_json(text)
        self.data(s)
        if s.german is not None:
            german.check_data(s.german)
        if s.campaign is not None and s.campaign.data_hash != campaign_hash():
            raise ValueError(f"this campaign was started with Overlord data {s.campaign.data_hash}, but the packaged "
                             f"files now give {campaign_hash()}; it cannot be replayed with this version of the rules")
        return s

    # -- acting -----------------------------------------------------------------------------

    def apply(self, state: DDState, seat: str, action: Action) -> Step:
        refuse_text(self, action)
        if not isinstance(action, (*STEP_TYPES, Turn)):
            raise InvalidActionError(f"Could not read {action!r}: not a D-Day Dice action.",
                                     key="dice-err-could-not-read-not-d", params={"action": repr(action)})
        if seat not in state.seats and not (seat == GERMAN and state.german is not None):
            raise NotYourTurnError(f"'{seat}' is not a seat of this game ({', '.join(state.seats)}).",
                                   key="dice-err-not-seat-this-game", params={"seat": seat,
                                   "join": ', '.join(state.seats)})
        if state.outcome is not None:
            raise GameOverError("The game is over; nothing more can be played.",
                                key="dice-err-game-over-nothing-more-can")
        g = self.working(state)
        if seat not in waiting(g):
            who = ", ".join(g.name(x) for x in waiting(g)) or "nobody"
            raise NotYourTurnError(f"{g.name(seat)} has nothing to decide now; waiting for: {who}.",
                                   key="dice-err-has-nothing-decide-now-waiting", params={"unit": g.who(seat),
                                   "who": who})
        parts = action.parts if isinstance(action, Turn) else (action,)
        for i, part in enumerate(parts):
            if g.s.outcome is not None or (seat != GERMAN and g.unit(seat).status not in ("active", "down")):
                break
            if seat not in waiting(g):
                turn.set_queue(g, seat, tuple(format_action(p) for p in parts[i:]))
                g.emit("queued", f"{g.name(seat)} answered ahead: {g.counted(len(parts) - i, 'step')} "
                     f"{g.counted.text('waits' if len(parts) - i == 1 else 'wait', 'wait')} for the next phase.",
                     key="dice-ev-queued", args={"unit": g.who(seat), "count": len(parts) - i},
                     unit=seat)
                break
            try:
                turn.step(g, seat, part, format_action(part))
            except RuleError as err:
                if len(parts) > 1:
                    raise type(err)(f"Part {i + 1} of your answer: {err.message}", rule=err.rule,
                                    key="dice-answer-part" if err.key else "",
                                    params={"part": i + 1, "why": reason(err)}) from None
                raise
            turn.advance_game(g)
        turn.advance_game(g)
        return Step(state=g.s, events=tuple(g.events))


ENGINE = DDiceEngine()
"""The engine, made with Overlord's campaign rules (:mod:`rules.dday_dice.hooks`). This module is the one of the base
package that imports ``overlord/``: the engine puts the game and its campaigns together."""


def glossary_entries(d: DiceData | None = None) -> list[Entry]:
    """The ``/rules`` entries (the kit's): the base game's, Atlantikwall's and the engine's campaign's
    (:func:`rules.dday_dice.glossary.glossary_entries`)."""
    return base_glossary_entries(ENGINE.campaign, d)


def glossary_words(d: DiceData | None = None) -> dict[str, Words]:
    """Those entries' words as messages (the kit's; :func:`rules.dday_dice.glossary_words.glossary_words`)."""
    return base_glossary_words(ENGINE.campaign, d)
