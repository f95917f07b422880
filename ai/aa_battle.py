"""A&A D-Day battles by their outcome distribution (issue #51), as TripleA's strongest computer ("ProAI") values
them: not the expected hits alone but the chance of each result, so a fight is worth what it wins on average, how
likely it is to take the zone, and what a bad roll costs.

The rules fight one round per order card (11: the Allies attack, 13: the Axis attacks), every unit rolling one
die; each side's hits are a sum of independent dice with their own odds, whose exact distribution
(:func:`hits_dist`) is a short convolution. Losses fall cheapest first (the standing casualty orders).

A city counts only if the Allies hold it, alone, when the turn ends, so its prospect is one adversarial step deep
(:func:`city_end`): before the Allied attack, the chance that the attack clears it, times the chance that what is
left of the attackers then survives the counter-attack the Germans next door can bring in their move (order card
12) and their attack (13). Allied defence hits on 2 whatever the unit, so only the number of survivors matters
there; the Germans moving in need only one survivor to keep the city contested.

Everything is cached by unit counts: a position's cities cost a few dictionary look-ups once seen.
"""

from __future__ import annotations

from functools import lru_cache

from rules.aa_dday.board import ATTACK, BOARD, DEFENCE_ALLIES, DEFENCE_AXIS

LIMIT = BOARD.limit

Allied = tuple[int, int, int]
"""Allied land units: infantry, artillery, tanks."""
German = tuple[int, int, int, int]
"""German land units: infantry, artillery, tanks, blockhouses."""

AL_TYPES = ("inf", "art", "tank")
DE_TYPES = ("inf", "art", "tank", "bh")


@lru_cache(maxsize=4096)
def hits_dist(odds: tuple[tuple[int, int], ...]) -> tuple[float, ...]:
    """The distribution of the hits of dice ``((hit_on, count), ...)``: entry ``k`` is P(exactly ``k`` hits)."""
    dist = [1.0]
    for hit_on, n in odds:
        p = hit_on / 6.0
        for _ in range(n):
            nxt = [0.0] * (len(dist) + 1)
            for k, q in enumerate(dist):
                nxt[k] += q * (1 - p)
                nxt[k + 1] += q * p
            dist = nxt
    return tuple(dist)


def _at_least(dist: tuple[float, ...], k: int) -> float:
    return sum(dist[k:]) if k > 0 else 1.0


def _below(dist: tuple[float, ...], k: int) -> float:
    return sum(dist[:k]) if k > 0 else 0.0


def allied_odds(al: Allied, attacking: bool) -> tuple[tuple[int, int], ...]:
    table = ATTACK if attacking else DEFENCE_ALLIES
    return tuple((table[t], n) for t, n in zip(AL_TYPES, al, strict=True) if n)


def german_odds(de: German, attacking: bool) -> tuple[tuple[int, int], ...]:
    table = ATTACK if attacking else DEFENCE_AXIS
    return tuple((table[t], n) for t, n in zip(DE_TYPES, de, strict=True) if n)


@lru_cache(maxsize=8192)
def allied_attack(al: Allied, de: German) -> tuple[float, tuple[float, ...]]:
    """The Allies attack (order card 11) ``de`` with ``al``: P(every German falls and an Allied unit is left), and
    given that, the distribution of the Allied units left (entry ``m``: P(``m`` left))."""
    n_al, n_de = sum(al), sum(de)
    if not n_al:
        return 0.0, (1.0,)
    on_de = hits_dist(allied_odds(al, True))
    on_al = hits_dist(german_odds(de, False)) if n_de else (1.0,)
    clear = _at_least(on_de, n_de)
    left = [0.0] * (n_al + 1)
    for h, q in enumerate(on_al):
        if h < n_al:
            left[n_al - h] += q
    survive = sum(left)
    p = clear * survive
    if survive <= 0:
        return 0.0, (1.0,)
    return p, tuple(x / survive for x in left)


PIN = 0.5
"""How likely the Allies in a fight must be to outlast their own attack round for the Germans there to count as
held in place on the Axis move that follows."""


@lru_cache(maxsize=8192)
def pins(al: Allied, de: German, allies_attack_next: bool) -> bool:
    """Whether the Allies ``al`` fighting ``de`` keep those Germans from moving on the next Axis move (units in a
    zone that holds enemy land units may not move): after the Allied attack (order card 11), always; before it,
    only if at least one Allied unit likely survives that round (a lone tank sent into a German stack to hold its
    reserve in place dies before the Germans move, issue #51)."""
    if not allies_attack_next:
        return True
    n_al = sum(al)
    on_al = hits_dist(german_odds(de, False))
    return _below(on_al, n_al) >= PIN


@lru_cache(maxsize=8192)
def hold(m: int, comers: German) -> float:
    """P(``m`` Allied units in a city still hold it alone after ``comers`` move in and attack (order card 13)):
    every German must fall to the Allies' defence (2 or less) and one Allied unit be left."""
    n = sum(comers)
    if not n:
        return 1.0 if m else 0.0
    if not m:
        return 0.0
    defence = hits_dist(((DEFENCE_ALLIES["inf"], m),))
    attack = hits_dist(german_odds(comers, True))
    return _at_least(defence, n) * _below(attack, m)


def strongest(reserve: German, room: int) -> German:
    """The ``room`` strongest attackers of ``reserve`` (tanks, then artillery, then infantry)."""
    inf, art, tank, _ = reserve
    t = min(tank, room)
    a = min(art, room - t)
    i = min(inf, room - t - a)
    return (i, a, t, 0)


@lru_cache(maxsize=8192)
def city_end(al: Allied, de: German, reserve: German, allies_attack_next: bool) -> float:
    """P(the Allies hold a city alone when the turn ends), from ``al`` and ``de`` in it and the German ``reserve``
    free to move in on order card 12 (at most :data:`LIMIT` of them, the strongest).

    Before the Allied attack (``allies_attack_next``): the attack must clear the city, and its survivors hold it
    against the reserve. After it (the Axis moving): the Germans already in it are the counter-attack (the reserve
    has not moved in, and what it still may do is counted in :func:`threat`)."""
    n_al, n_de = sum(al), sum(de)
    if not n_al:
        return 0.0
    if not allies_attack_next:
        return hold(n_al, de) if n_de else 1.0
    comers = strongest(reserve, LIMIT)
    if not n_de:
        return hold(n_al, comers)
    p, left = allied_attack(al, de)
    if p <= 0:
        return 0.0
    return p * sum(q * hold(m, comers) for m, q in enumerate(left) if q)


@lru_cache(maxsize=8192)
def swing(al: Allied, de: German, allies_attack: bool, values_al: tuple[float, ...], values_de: tuple[float, ...],
           bad_rolls: float) -> float:
    """One round's material change for the Allies (German worth lost minus Allied worth lost), losses falling in
    the standing casualty order (the tuples' order), less ``bad_rolls`` standard deviations of it: the margin for
    a bad roll."""
    on_de = hits_dist(allied_odds(al, allies_attack))
    on_al = hits_dist(german_odds(de, not allies_attack))
    lost_de = _loss_values(de, values_de)
    lost_al = _loss_values(al, values_al)
    m1 = m2 = 0.0
    for h, q in enumerate(on_de):
        v = lost_de[min(h, len(lost_de) - 1)]
        m1 += q * v
        m2 += q * v * v
    a1 = a2 = 0.0
    for h, q in enumerate(on_al):
        v = lost_al[min(h, len(lost_al) - 1)]
        a1 += q * v
        a2 += q * v * v
    mean = m1 - a1
    var = max(0.0, m2 - m1 * m1) + max(0.0, a2 - a1 * a1)
    return mean - bad_rolls * var ** 0.5


def _loss_values(units: tuple[int, ...], values: tuple[float, ...]) -> list[float]:
    """Entry ``h``: the worth lost to ``h`` hits, in the tuple's order (the last entry: everything)."""
    out = [0.0]
    total = 0.0
    for n, v in zip(units, values, strict=True):
        for _ in range(n):
            total += v
            out.append(total)
    return out
