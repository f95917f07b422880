"""Games registered by short id, found by id or alias (like ``chess.variant.find_variant``)."""

from __future__ import annotations

import importlib

from rules.core.contract import GameEngine
from rules.core.errors import UnknownGameError

_ENGINES: dict[str, GameEngine] = {}
_BUILTIN = ("rules.aa_dday", "rules.pegasus_bridge", "rules.dday_dice")


def register(engine: GameEngine) -> GameEngine:
    """Add ``engine`` to the registry under its spec id; return it (usable as a decorator result)."""
    _ENGINES[engine.spec.id] = engine
    return engine


_loaded = False


def _load_builtins() -> None:
    """Import the built-in games once (every lookup needs them; importing again is not free)."""
    global _loaded
    if not _loaded:
        for module in _BUILTIN:
            importlib.import_module(module)
        _loaded = True


def all_games() -> list[GameEngine]:
    """Return every registered engine: the built-in games in their fixed order, then any others."""
    _load_builtins()

    def rank(engine: GameEngine) -> int:
        package = "rules." + engine.spec.id.replace("-", "_")
        return _BUILTIN.index(package) if package in _BUILTIN else len(_BUILTIN)

    return sorted(_ENGINES.values(), key=rank)


def find_game(name: str) -> GameEngine:
    """Return the engine whose id or alias is ``name`` (case-insensitive)."""
    _load_builtins()
    found = _ENGINES.get(name)  # the common call: a stored table's own id
    if found is not None:
        return found
    wanted = name.strip().lower()
    for engine in _ENGINES.values():
        if wanted == engine.spec.id or wanted in (a.lower() for a in engine.spec.aliases):
            return engine
    known = ", ".join(sorted(_ENGINES))
    raise UnknownGameError(f"There is no game called '{name}'. Known games: {known}.")
