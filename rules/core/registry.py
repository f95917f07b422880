"""Games registered by short id, found by id or alias (like ``chess.variant.find_variant``).

The built-in games are those of :data:`rules.core.kits.GAMES`: on the first look-up each kit's engine is
registered. :func:`register` adds another (a game a test plays for a while).
"""

from __future__ import annotations

from rules.core.engine import GameEngine
from rules.core.errors import UnknownGameError
from rules.core.kits import all_kits, resolve

_ENGINES: dict[str, GameEngine] = {}


def register(engine: GameEngine) -> GameEngine:
    """Add ``engine`` to the registry under its spec id; return it (usable as a decorator result)."""
    _check(engine)
    _ENGINES[engine.spec.id] = engine
    return engine


def _check(engine: object) -> None:
    """Refuse an engine that does not subclass the base: every caller relies on its methods and defaults."""
    if not isinstance(engine, GameEngine):
        raise TypeError(f"{type(engine).__name__} does not subclass rules.core.engine.GameEngine")


_loaded = False


def _load_builtins() -> None:
    """Register the built-in games' engines once (every lookup needs them; importing again is not free)."""
    global _loaded
    if not _loaded:
        for kit in all_kits():
            engine = resolve(kit.engine)
            _check(engine)
            if engine.spec.id != kit.id:
                raise ValueError(f"the kit of {kit.id!r} names the engine of {engine.spec.id!r}")
            _ENGINES.setdefault(kit.id, engine)
        _loaded = True


def all_games() -> list[GameEngine]:
    """Return every registered engine: the built-in games in their kits' order, then any others."""
    _load_builtins()
    order = [kit.id for kit in all_kits()]

    def rank(engine: GameEngine) -> int:
        return order.index(engine.spec.id) if engine.spec.id in order else len(order)

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
