"""The ``choose`` decision: one answer out of a listed set, asked by fortune and tactics cards.

A card that needs a choice sets ``pending`` to a :class:`.pending.Choose`
(its ``what`` and its ``choices``, ``"choose ..."`` each) and registers, under
its ``what``, the function that applies the answer (:data:`CHOOSE`). The answer must be one of
the listed choices; fortune 11's and 13's may name their zones (and powers) in
any order (rule reading, README).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.aa_dday.actions import Choose
from rules.aa_dday.board import ALLIED
from rules.aa_dday.common import ZONES, Run, phase_label
from rules.aa_dday.hooks import DECISIONS
from rules.core.errors import IllegalActionError

#: ``pending.what`` -> the function applying the chosen arguments (filled by the card modules).
CHOOSE: dict[str, Callable[[Run, str, tuple[str, ...]], None]] = {}


def apply_choose(r: Run, seat: str, a: Choose) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    text = "choose " + " ".join(canonical_args(p.what, a.args))
    if text not in p.choices:
        shown = ", ".join(f"'{c}'" for c in p.choices[:8]) + (" …" if len(p.choices) > 8 else "")
        given = "choose " + " ".join(a.args)
        raise IllegalActionError(f"'{given}' is not one of the choices: {shown}.", rule=phase_label(w).split(" · ")[-1],
                                 key="aa-err-is-not-one-of-the", params={"v": given, "v2": shown})
    CHOOSE[p.what](r, seat, tuple(text.split()[1:]))


def canonical_args(what: str, args: tuple[str, ...]) -> tuple[str, ...]:
    """The arguments of ``choose`` in the order the choices list them: fortune 13's two zones in board
    order, fortune 11's ``<power> <zone>`` pairs U.K. first; other choices are taken as given."""
    if what == "axis_attack":
        order = {z: i for i, z in enumerate(ZONES)}
        return tuple(sorted(args, key=lambda z: order.get(z, len(order))))
    if what == "attack" and len(args) % 2 == 0:
        pairs = sorted(((args[i], args[i + 1]) for i in range(0, len(args), 2)),
                       key=lambda nz: ALLIED.index(nz[0]) if nz[0] in ALLIED else len(ALLIED))
        return tuple(x for pair in pairs for x in pair)
    return tuple(args)


DECISIONS["choose"] = ((Choose,), apply_choose)
