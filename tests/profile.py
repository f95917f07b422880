"""How much a randomised test does: a small run by default, the full one in CI (``HYPOTHESIS_PROFILE=ci``).

``tests/conftest.py`` loads the Hypothesis profile; a test that sets its own number of examples writes it at
the ci profile's scale and lets :func:`examples` size it for the run at hand.
"""

from __future__ import annotations

from hypothesis import settings

CI_EXAMPLES = 100
"""The ci profile's ``max_examples``: the scale every number given to :func:`examples` is written at."""


def examples(at_ci: int) -> int:
    """``at_ci`` examples under the ci profile, proportionally fewer (at least 5) under a smaller one."""
    return max(5, at_ci * settings.default.max_examples // CI_EXAMPLES)
