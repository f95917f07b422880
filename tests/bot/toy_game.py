"""A tiny two-seat race game implementing the engine contract, for bot tests.

It keeps the bot tests independent of the A&A D-Day engine's details while
running the real :class:`~bot.service.GameService` on SQLite. Each turn the
seat to move advances its one infantry 1 or 2 zones: ``move 1 inf from 0 to
2``. First to zone 6 wins. Two options exist so ``/game new`` has something
to build: ``length`` (short | long, only short implemented) and ``colour``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict

from rules.core.contract import Choice, Event, GameSpec, OptionSpec, Outcome, Prompt, Step
from rules.core.engine import GameEngine
from rules.core.errors import IllegalActionError, InvalidActionError

GOAL = 6
MOVE = re.compile(r"move 1 inf from (?P<a>\d+) to (?P<b>\d+)")


class RaceState(BaseModel):
    model_config = ConfigDict(frozen=True)

    turn: int = 1
    to_move: str = "red"
    positions: dict[str, int] = {"red": 0, "blue": 0}


class RaceView(BaseModel):
    game: str = "toy-race"
    positions: dict[str, int]


class Move(BaseModel):
    start: int
    end: int


class RaceEngine(GameEngine):
    spec = GameSpec(
        id="toy-race",
        name="Toy Race",
        seats=("red", "blue"),
        seat_names={"red": "Red Army", "blue": "Blue Army"},
        options=(
            OptionSpec(key="length", values=("short", "long"), default="short", help="How far to race", implemented=("short",)),
            OptionSpec(key="colour", values=("plain", "bright"), default="plain", help="Counter colours"),
        ),
        ruleset_version="toy-1",
    )

    def initial_state(self, seats: Sequence[str], options: Mapping[str, str], seed: int, dice_script: Sequence[int] = ()):
        return RaceState(), (Event(kind="started", text="The race begins.", phase="Turn 1"),)

    def prompts(self, state: RaceState) -> tuple[Prompt, ...]:
        if self.outcome(state) is not None:
            return ()
        here = state.positions[state.to_move]
        choices = tuple(Choice(value=f"move 1 inf from {here} to {here + n}", label=f"Advance {n}", button=True) for n in (1, 2))
        return (Prompt(seat=state.to_move, kind="move", text="Advance your infantry 1 or 2 zones.", choices=choices),)

    def parse_action(self, text: str) -> Move:
        match = MOVE.fullmatch(" ".join(text.split()))
        if match is None:
            raise InvalidActionError(f"I cannot read '{text}'; write e.g. move 1 inf from 0 to 2.")
        return Move(start=int(match["a"]), end=int(match["b"]))

    def format_action(self, action: Move) -> str:
        return f"move 1 inf from {action.start} to {action.end}"

    def accepts_out_of_turn(self, state: RaceState, action: Move) -> bool:
        return False

    def apply(self, state: RaceState, seat: str, action: Move) -> Step:
        if seat != state.to_move:
            raise IllegalActionError("It is not your move.")
        here = state.positions[seat]
        if action.start != here:
            raise IllegalActionError(f"Your infantry is in zone {here}, not {action.start}.", rule="Toy 1")
        if action.end - action.start not in (1, 2):
            raise IllegalActionError(f"Infantry moves 1 or 2 zones, not {action.end - action.start}.", rule="Toy 2")
        positions = {**state.positions, seat: action.end}
        other = "blue" if seat == "red" else "red"
        turn = state.turn + (1 if seat == "blue" else 0)
        new = state.model_copy(update={"positions": positions, "to_move": other, "turn": turn})
        return Step(state=new, events=(Event(kind="moved", text=f"{seat} advanced to {action.end}.", phase=f"Turn {state.turn}"),))

    def options(self, state: RaceState, seat: str, partial: str = "") -> list[Choice]:
        return [c for p in self.prompts(state) if p.seat == seat for c in p.choices if c.value.startswith(partial)]

    def field_choices(self, state: RaceState, seat: str, kind: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
        if kind != "move" or seat != state.to_move:
            return []
        here = state.positions[seat]
        if field == "from":
            return [Choice(value=str(here), label=f"Zone {here}")]
        if field == "units":
            return [Choice(value="1 inf", label="1 infantry")]
        if field == "to":
            return [Choice(value=str(here + n), label=f"Zone {here + n}") for n in (1, 2)]
        return []

    def view(self, state: RaceState, seat: str | None) -> RaceView:
        return RaceView(positions=dict(state.positions))

    def outcome(self, state: RaceState) -> Outcome | None:
        for seat, where in state.positions.items():
            if where >= GOAL:
                return Outcome(winners=(seat,), reason="First to the goal.")
        return None

    def phase_label(self, state: RaceState) -> str:
        return f"Turn {state.turn} · {state.to_move}"

    def phase_key(self, state: RaceState) -> tuple[int, int]:
        return (state.turn, 1 if state.to_move == "red" else 2)

    def dump_state(self, state: RaceState) -> str:
        return state.model_dump_json()

    def load_state(self, text: str) -> RaceState:
        return RaceState.model_validate_json(text)


def tiny_png() -> bytes:
    from io import BytesIO

    from PIL import Image

    buffer = BytesIO()
    Image.new("RGB", (8, 6), (40, 90, 40)).save(buffer, format="PNG")
    return buffer.getvalue()


def render(view: BaseModel) -> tuple[bytes | None, str]:
    positions: dict[str, Any] = getattr(view, "positions", {})
    return tiny_png(), "Race track: " + ", ".join(f"{k} at zone {v}" for k, v in positions.items())
