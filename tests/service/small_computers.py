"""The real computers of ``ai/`` on a small search budget, in worker processes of their own (for the service).

A test whose point is that computers in every seat END a game through the service (every decision legal, the
record replayed, exported and verified) does not need them to play well: at the product's budgets a decision
of the Pegasus Bridge or D-Day Dice computer takes up to 1.5 s, and an Overlord campaign between computers
makes well over a thousand of them. Here their searches still run, on one sampled world (Pegasus Bridge) or
one sampled dice seed per candidate (D-Day Dice), and their rule layers (the defaults, D-Day Dice's errands,
its gifts and its giving up) are the product's own, limits included.

The product's time caps are safety nets that stop a search early on a busy machine, which makes the game
depend on the machine's load; here they are lifted, so a seed always gives the same game (a failure replays).

The budgets are set in the workers only (:func:`small_budgets`, the pool's initializer): the test's own
process, and so the other tests of the session, keep the product's. A&A D-Day's computer has no budget.
"""

from __future__ import annotations

import math
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

PEGASUS_WORLDS = 1
"""Worlds sampled per Pegasus decision (the product's: 6 to 24). Below three the rule layer's choice always
stands (``_clearly_better``); every option is still tried in that world and rolled out (to the end of the game,
or of the campaign's scenario)."""
DICE_PLAYOUTS = {2: 1, 4: 1, 5: 1}
"""Dice seeds per candidate, by Phase (the product's: ``PLAYOUTS``, 6 to 20): the Phases it searches, once."""


def small_budgets() -> None:
    """Initializer of a worker: the computers of this process search on the budgets above, with no time cap."""
    from ai import contract, dday_dice, pegasus_bridge

    pegasus_bridge.WORLDS = PEGASUS_WORLDS
    pegasus_bridge.ROLLOUTS = 0  # no more worlds for a decision with few options than the minimum above
    pegasus_bridge.TIME_LIMIT_S = math.inf
    contract.register("dday-dice", lambda: dday_dice.DiceComputer(playouts=DICE_PLAYOUTS, time_cap=math.inf))


class SharedPool(ProcessPoolExecutor):
    """One spawned worker (as the product's pool starts them) kept for a module's tests: a service closing its
    pool leaves it running; :meth:`end` stops it. A table's computers decide one at a time, so one is enough."""

    def __init__(self) -> None:
        super().__init__(max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=small_budgets)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        pass  # GameService.close: the next test's service uses it again

    def end(self) -> None:
        super().shutdown(wait=True, cancel_futures=True)
