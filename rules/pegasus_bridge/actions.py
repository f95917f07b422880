"""Actions of Opération Commando: Pegasus Bridge, as one small immutable value.

``kind`` is one of:

=============  ==============================================  =====================================
kind           fields                                          text (see notation.py)
=============  ==============================================  =====================================
``setting``    ``value``: ``always`` / ``never``                ``respond always``
``keep``                                                       ``keep``
``mulligan``                                                   ``mulligan``
``heroic``     ``card`` (``None``: at random)                  ``take heroic 1401``
``build``      ``piles`` (empty: at random)                    ``build piles random``
``pile``       ``n`` (position 1-3)                            ``choose pile 2``
``terrain``    ``card``                                        ``choose terrain 1007``
``redraw``     ``card`` (the Unit discarded)                   ``redraw discarding 1105``
``blue``       ``value``: ``place`` / ``none``                 ``place blue token``
``play``       ``card``, ``value`` ``action`` or None,         ``play 1101 as action``,
               ``cards`` (Units given up by a Sacrifice)       ``play 1403 with 1104 1102``
``spend``      ``n``                                           ``spend 2``
``done``                                                       ``done``
``nounit``                                                     ``no unit``
``toss``       ``value`` ``normal``/``plus3``/``thornton``,    ``toss``, ``toss 2``, ``toss +3``
               ``n`` (normal tokens only)
``pass``                                                       ``pass``
``retreat``                                                    ``retreat``
``absorb``                                                     ``absorb``
``stand``                                                      ``let it stand``
``choose``     ``value`` (option key of the card)              ``choose combat``
``reserve``    ``cards`` (empty: none)                         ``reserve 1502 1702``
=============  ==============================================  =====================================
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    card: str | None = None
    cards: tuple[str, ...] = ()
    n: int | None = None
    value: str | None = None
    piles: tuple[tuple[str, tuple[str, ...]], ...] = ()


SETTING = "setting"
