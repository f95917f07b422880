"""Per-game extensions are registered by game id; the service calls their hooks without naming a game."""

from __future__ import annotations

from pathlib import Path

from bot.service.extensions import NONE, extension_of
from rules.core import all_games
from rules.core.kits import all_kits, resolve

SERVICE = Path(__file__).resolve().parents[2] / "bot" / "service"
EXTENSION_MODULES = {"dice_tray.py", "planner.py", "pegasus_hand.py", "reference.py", "custom_ids.py"}
"""The modules that may name a game: the extensions, the /rules texts, the tray id's seats."""


def test_each_built_in_game_has_the_extension_its_kit_names_and_an_unknown_game_the_base_one():
    for kit in all_kits():
        assert kit.extension is not None
        assert type(extension_of(kit.id)) is resolve(kit.extension)
        assert extension_of(kit.id) is extension_of(kit.id)  # built once
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
    """Only a game's own extension (the module its kit names) reads its game's package (a tray builds the game's
    typed actions); no other module of the service, and none reads another game's."""
    games = [engine.spec.id.replace("-", "_") for engine in all_games()]
    own = {Path(*kit.extension.split(":")[0].split(".")).name + ".py": kit.id.replace("-", "_")
           for kit in all_kits() if kit.extension}
    found = {
        path.name: [g for g in games if f"rules.{g}" in path.read_text(encoding="utf-8") and own.get(path.name) != g]
        for path in SERVICE.glob("*.py")
    }
    assert {name: hits for name, hits in found.items() if hits} == {}
