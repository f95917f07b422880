"""A position's figures for the web viewer's chart (issue #27), by game id. Game-agnostic, pure.

A game package may ship ``rules/<package>/course.py`` defining ``course(view) -> dict[str, float]``: named
figures read from the public view of one position (``engine.view(state, None)``), in a stable order. It is
found the way the glossary finds ``glossary.py`` (:mod:`rules.core.glossary`), so the service asks for a game's
figures through this module and never imports a game package; a game without the module has no figures.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from rules.core.glossary import package_of

COURSE_MODULE = "course"
COURSE_FUNCTION = "course"


@lru_cache(maxsize=16)
def _course(game_id: str) -> Callable[[Any], dict[str, float]] | None:
    name = f"{package_of(game_id)}.{COURSE_MODULE}"
    try:
        spec = importlib.util.find_spec(name)
    except ModuleNotFoundError:  # no such game package
        return None
    if spec is None:
        return None
    found: Callable[[Any], dict[str, float]] | None = getattr(importlib.import_module(name), COURSE_FUNCTION, None)
    return found


def figures(game_id: str, view: Any) -> dict[str, float]:
    """The figures of one position of game ``game_id`` from its public ``view``; ``{}`` for a game without any."""
    course = _course(game_id)
    return {} if course is None else {str(k): float(v) for k, v in course(view).items()}
