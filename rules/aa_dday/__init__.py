"""Axis & Allies: D-Day (standard game): the rules engine, registered as ``aa-dday``.

Modules: :mod:`.board` (board data and lookups), :mod:`.state` (the state
model), :mod:`.actions` and :mod:`.notation` (actions and their text),
:mod:`.phases` (the order cards), :mod:`.choices` (prompts and autocomplete),
:mod:`.engine` (the engine object and the view), :mod:`.view` (the view model).

:func:`build_state` builds a custom position (tests, puzzles).
"""

from rules.aa_dday.engine import ENGINE, AADDayEngine, build_state
from rules.core.registry import register

register(ENGINE)

__all__ = ["ENGINE", "AADDayEngine", "build_state"]
