"""The CPU-time safety net of a search bounded by work (issue #51).

A search stops when it has done its fixed amount of work (worlds sampled, playouts run), never on the wall
clock: a decision from the same knowledge is the same on an idle laptop and on a server running ten other jobs.
Only a pathological position, one whose work would run far past what any decision costs, is cut short by this
ceiling on the CPU time the process spent (``time.process_time``: a busy host stretches the wall clock, not the
CPU time a decision needs), and a warning is logged when that happens, since the decision then depends on the
host's speed.
"""

from __future__ import annotations

import logging
import time

LOG = logging.getLogger("ai.budget")


class CpuCeiling:
    """Started with the search; :meth:`reached` says once the search has used ``seconds`` of CPU time."""

    __slots__ = ("fired", "seconds", "start", "what")

    def __init__(self, seconds: float, what: str) -> None:
        self.seconds = seconds
        self.what = what
        self.start = time.process_time()
        self.fired = False

    def reached(self) -> bool:
        """Whether the ceiling is reached (logged once, the first time)."""
        if self.fired:
            return True
        spent = time.process_time() - self.start
        if spent <= self.seconds:
            return False
        self.fired = True
        LOG.warning("%s: the search stopped at its CPU-time ceiling (%.2f s used, ceiling %.2f s); this decision "
                    "depends on the host's speed", self.what, spent, self.seconds)
        return True
