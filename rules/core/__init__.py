"""The engine contract shared by every game: errors, dice, prompts, events, registry."""

from rules.core.contract import (
    Choice,
    Event,
    GameSpec,
    OptionSpec,
    Outcome,
    Prompt,
    Step,
)
from rules.core.dice import Dice
from rules.core.engine import GameEngine
from rules.core.errors import (
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    InvalidOptionError,
    NotYourTurnError,
    RuleError,
    UnknownGameError,
)
from rules.core.registry import all_games, find_game, register

__all__ = [
    "Choice",
    "Dice",
    "Event",
    "GameEngine",
    "GameOverError",
    "GameSpec",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidOptionError",
    "NotYourTurnError",
    "OptionSpec",
    "Outcome",
    "Prompt",
    "RuleError",
    "Step",
    "UnknownGameError",
    "all_games",
    "find_game",
    "register",
]
