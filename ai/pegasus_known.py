"""What one Pegasus Bridge seat knows: the state with every hidden part dealt again.

:func:`deal` is both the seat's knowledge (``rng=None``: the unseen cards dealt to the unseen places in a
canonical order, so two states the seat cannot tell apart give the same result) and a determinization for a
search (``rng`` given: the same unseen cards dealt at random, still consistent with what the seat saw).

Hidden from ``seat`` (tests/service/test_hidden_information.py lists the same parts):

- the opponent's hand, draw pile, face-down discards, unchosen heroic cards, heroic cards lost unrevealed and
  the secret order of his heroic letters (only the counts and the number of heroic cards in a hand are public);
- the order of the seat's own draw pile (its content follows from what the seat holds and saw);
- the Terrain piles: scenarios 1A/1B the pile order and the two cards left out; scenario 2 the order of the
  Approach, Objectives and Battery piles (their content is public); scenario 3, for the British, which bridge
  lies at which position and the cards of the piles not yet revealed;
- both dice streams (seeds and any scripted dice still to come), so every future toss and shuffle.

The counter-attack pile is not hidden from either seat (the German shows it to the British).
"""

from __future__ import annotations

import random
from collections import Counter

from rules.core.dice import Dice
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.cards import CardTable
from rules.pegasus_bridge.state import PBState, other
from rules.pegasus_bridge.state_parts import TerrainNotes

CANONICAL_SEED = 0
"""The dice seed of every known state: the real seeds (and so every future toss) are secret."""


def _arrange(cards: list[str], rng: random.Random | None) -> None:
    if rng is None:
        cards.sort()
    else:
        rng.shuffle(cards)


def _take(pool: list[str], wanted: Counter[str], n: int) -> list[str]:
    """Remove up to ``n`` cards of ``wanted`` from ``pool`` (in pool order) and return them."""
    out: list[str] = []
    for c in list(pool):
        if len(out) >= n:
            break
        if wanted[c] > 0:
            wanted[c] -= 1
            pool.remove(c)
            out.append(c)
    return out


def deal(state: PBState, seat: str, t: CardTable, rng: random.Random | None = None) -> PBState:
    """Return ``state`` as ``seat`` knows it (``rng`` None) or one random world consistent with that (``rng``)."""
    s = state
    opp = other(seat)
    # the seat's own draw pile: content known, order not
    draw = list(s.draw[seat])
    _arrange(draw, rng)
    places: dict[str, dict[str, tuple[str, ...]]] = {
        name: dict(getattr(s, name)) for name in ("hand", "draw", "discard", "heroic", "lost", "slots")}
    places["draw"][seat] = tuple(draw)
    places["hand"][seat] = tuple(sorted(s.hand[seat]))
    for name, cards in _deal_opponent(s, opp, t, rng).items():
        places[name][opp] = cards
    seed = CANONICAL_SEED if rng is None else rng.getrandbits(62)
    seed2 = CANONICAL_SEED + 1 if rng is None else rng.getrandbits(62)
    return s.model_copy(update={"dice": Dice(seed=seed, counter=s.dice.counter),
                                "deck_dice": Dice(seed=seed2, counter=s.deck_dice.counter), **places,
                                "terrain": _deal_terrain(s.terrain, s.scenario, seat, rng)})


def _deal_opponent(s: PBState, opp: str, t: CardTable, rng: random.Random | None) -> dict[str, tuple[str, ...]]:
    """The opponent's cards in each hidden place, dealt again."""
    hand, draw, disc = s.hand[opp], s.draw[opp], s.discard[opp]
    hero, lost = s.heroic[opp], s.lost[opp]
    heroic_in_hand = sum(1 for c in hand if t[c].heroic)
    plain_in_hand = len(hand) - heroic_in_hand
    heroes = [c for c in hand if t[c].heroic] + [*hero, *lost]
    plain = [c for c in hand if not t[c].heroic] + [*draw, *disc]
    _arrange(heroes, rng)
    _arrange(plain, rng)
    # the discard pile holds first the cards seen going there face up and still unaccounted for
    seen_left = Counter(s.seen[opp]) & Counter(plain)
    n_disc = len(disc)
    face_up = _take(plain, seen_left, n_disc)
    new_disc = face_up + plain[: n_disc - len(face_up)]
    del plain[: n_disc - len(face_up)]
    new_hand = plain[:plain_in_hand] + heroes[:heroic_in_hand]
    new_draw = plain[plain_in_hand:]
    slots = list(s.slots[opp])
    _arrange(slots, rng)
    return {"hand": tuple(sorted(new_hand)), "draw": tuple(new_draw), "discard": tuple(new_disc),
            "heroic": tuple(heroes[heroic_in_hand: heroic_in_hand + len(hero)]),
            "lost": tuple(heroes[heroic_in_hand + len(hero):]), "slots": tuple(slots)}


def _deal_terrain(ter: TerrainNotes, scenario: str, seat: str, rng: random.Random | None) -> TerrainNotes:
    """The Terrain piles with what ``seat`` does not see of them dealt again."""
    letter = SC.SCENARIOS[scenario].letter
    if letter == "P" and ter.written("pile"):
        return _deal_pegasus_pile(ter, rng)
    if letter == "M":
        dealt = {}
        for name in ("approach", "objectives", "battery"):
            if ter.written(name):
                dealt[name] = list(getattr(ter, name))
                _arrange(dealt[name], rng)
        return ter.noted(**dealt)
    if letter == "D" and seat == "british" and ter.order:
        return _deal_dives(ter, rng)
    return ter


def _deal_pegasus_pile(ter: TerrainNotes, rng: random.Random | None) -> TerrainNotes:
    """Scenarios 1A/1B: the pile's order and the two Terrains left out are secret; the two late Terrains are
    known to lie among the six bottom cards."""
    pile, unused = ter.pile, ter.unused
    pool = pile + unused
    late = sorted(c for c in pool if c in SC.P_LATE)
    rest = [c for c in pool if c not in SC.P_LATE]
    _arrange(rest, rng)
    n_unused = len(unused)
    new_unused, rest = rest[:n_unused], rest[n_unused:]
    new_pile = late + rest  # the end of the list is the top
    if rng is not None and late:
        bottom = min(len(new_pile), SC.P_LATE_RANDOM + len(SC.P_LATE))
        head = new_pile[:bottom]
        rng.shuffle(head)
        new_pile[:bottom] = head
    return ter.noted(pile=new_pile, unused=new_unused)


def _deal_dives(ter: TerrainNotes, rng: random.Random | None) -> TerrainNotes:
    """Scenario 3 for the British: bridges not yet revealed may lie at any free position, and the Terrains not
    yet revealed may lie in any of their piles (the rules' placement constraints kept)."""
    order = list(ter.order)
    piles = {b: list(p) for b, p in ter.piles.items()}
    done, active, pt = ter.done, ter.active, ter.pt
    unknown = [b for b in order if b not in done and b != active]
    positions = [i for i, b in enumerate(order) if b in unknown]
    hidden: list[str] = []
    slots: dict[str, int] = {}
    for b in unknown:
        hidden += piles[b]
        slots[b] = len(piles[b])
    keep: dict[str, list[str]] = {b: [] for b in unknown}
    if active is not None:
        keep[active] = piles[active][: 2 * pt]
        hidden += piles[active][2 * pt:]
        slots[active] = len(piles[active]) - 2 * pt
    if not slots:
        return ter
    bridges = sorted(unknown)
    if rng is not None:
        rng.shuffle(bridges)
    for pos, b in zip(positions, bridges, strict=True):
        order[pos] = b
    _arrange(hidden, rng)
    tails: dict[str, list[str]] = {b: [] for b in slots}
    last: dict[str, str] = {}
    for card, bridge in SC.D_LAST_IN.items():
        if bridge in slots and card in hidden:
            hidden.remove(card)
            last[bridge] = card
    for card, bridge in SC.D_MUST_BE_IN.items():
        if bridge in slots and card in hidden and last.get(bridge) != card:
            hidden.remove(card)
            tails[bridge].append(card)
    for b in sorted(slots):
        free = slots[b] - (1 if b in last else 0)
        while len(tails[b]) < free and hidden:
            tails[b].append(hidden.pop(0))
        if rng is not None:
            rng.shuffle(tails[b])
        if b in last:
            tails[b].append(last[b])
        piles[b] = keep[b] + tails[b]
    return ter.noted(order=order, piles=piles)
