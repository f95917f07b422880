"""Per-game extensions are registered by game id; the service calls their hooks without naming a game."""

from __future__ import annotations

from pathlib import Path

import bot.service  # noqa: F401  (registers the built-in extensions)
from bot.service.extensions import NONE, GameExtension, extension_of
from rules.core import all_games

SERVICE = Path(__file__).resolve().parents[2] / "bot" / "service"
EXTENSION_MODULES = {"games.py", "dice_tray.py", "planner.py", "pegasus_hand.py", "reference.py", "custom_ids.py"}
"""The modules that may name a game: the extensions, their registry, the /rules texts, the tray id's seats."""


def test_each_built_in_game_has_its_extension_and_an_unknown_game_the_base_one():
    for engine in all_games():
        assert isinstance(extension_of(engine.spec.id), GameExtension)
    assert extension_of("chess") is NONE


def test_the_service_core_names_no_game():
    ids = [engine.spec.id for engine in all_games()]
    named = {
        path.name: [g for g in ids if g in path.read_text(encoding="utf-8")]
        for path in SERVICE.glob("*.py")
        if path.name not in EXTENSION_MODULES
    }
    assert {name: games for name, games in named.items() if games} == {}


def test_no_service_module_imports_a_game_package_of_the_rules():
    games = [engine.spec.id.replace("-", "_") for engine in all_games()]
    found = {
        path.name: [g for g in games if f"rules.{g}" in path.read_text(encoding="utf-8")]
        for path in SERVICE.glob("*.py")
        if path.name not in ("pegasus_hand.py",)
    }
    assert {name: hits for name, hits in found.items() if hits} == {}
