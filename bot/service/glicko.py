"""Glicko-2 (issue #50): one player's rating after one rating period, written from Mark Glickman's "Example of the
Glicko-2 system" (Boston University, 2013), steps 1 to 8, with its Illinois-algorithm iteration for the volatility.

Pure arithmetic, standard library only. :func:`update` takes a player's rating, rating deviation (RD) and volatility
before a period and the period's results against opponents (their rating and RD before the period, and the score:
1 a win, 0.5 a draw, 0 a loss); it returns the three after the period. The paper's own example (a 1500/200 player
beating a 1400/30 and losing to a 1550/100 and a 1700/300, with tau 0.5) gives 1464.06 / 151.52 / 0.05999
(``tests/service/test_glicko.py``).

The parameters the bot uses (see :mod:`bot.service.ratings` for why): a newcomer starts at 1500 with RD 350 and
volatility 0.06 (the paper's suggestions); tau, which limits how fast the volatility may change, is 0.5, in the
middle of the paper's reasonable range (0.3 to 1.2): board games by post are few and far between, and a small tau
keeps a single surprising result from swinging a rating too far.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""The paper's factor between the Glicko scale (ratings near 1500) and the Glicko-2 scale (step 2)."""
START_RATING, START_RD, START_VOLATILITY = 1500.0, 350.0, 0.06
TAU = 0.5
EPSILON = 0.000001
"""The convergence tolerance of the volatility's iteration (step 5)."""


@dataclass(frozen=True)
class Glicko:
    """A rating, its deviation (RD) and its volatility, on the Glicko scale."""

    rating: float = START_RATING
    rd: float = START_RD
    volatility: float = START_VOLATILITY


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm on f(x) (the paper's iteration, as written)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Glicko, games: Sequence[tuple[float, float, float]], tau: float = TAU) -> Glicko:
    """``player`` after one rating period of ``games``: (opponent's rating, opponent's RD, score) each."""
    mu, phi, sigma = (player.rating - START_RATING) / SCALE, player.rd / SCALE, player.volatility
    if not games:  # step 6 alone: only the deviation grows
        return Glicko(player.rating, SCALE * math.sqrt(phi * phi + sigma * sigma), sigma)
    opponents = [((r - START_RATING) / SCALE, rd / SCALE, s) for r, rd, s in games]
    v_inverse = 0.0
    gain = 0.0
    for mu_j, phi_j, score in opponents:  # steps 3 and 4
        g, e = _g(phi_j), _e(mu, mu_j, phi_j)
        v_inverse += g * g * e * (1.0 - e)
        gain += g * (score - e)
    v = 1.0 / v_inverse
    delta = v * gain
    sigma_new = _volatility(phi, sigma, delta, v, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)  # step 6
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)  # step 7
    mu_new = mu + phi_new * phi_new * gain
    return Glicko(SCALE * mu_new + START_RATING, SCALE * phi_new, sigma_new)  # step 8


__all__ = ["Glicko", "START_RATING", "TAU", "update"]
