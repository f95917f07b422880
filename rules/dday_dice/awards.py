"""Atlantikwall: the German player's Award deck, his Awards and what German cards do.

- The deck is shuffled at setup (seeded dice) and drawn from the top; when it
  is empty the discard pile is shuffled into a new deck.
- Awards are drawn at random: 5 Courage each in Phase 4, any number
  (:mod:`.german`), by Distribution, as a war trophy (:mod:`.assault`).
  A Straight takes the Award of the German's choice, then the deck is
  shuffled (:class:`.german_waits.AwardPick`); so does the Iron Cross.
- Awards in hand are secret (only the German's own view and ephemeral
  replies show them) and played like Items, at any time he has a decision,
  even right after drawing one; once played they are public and go to the
  discard pile.
- Black Awards (Wound Badges) are played as soon as drawn: the German picks
  one of their losses (``wound N [NAME]``), never one he cannot pay; a
  Black Award with nothing he can lose is ignored. With a single way to pay
  it is paid at once.
- Looking at the top cards (Ingenuity, Bunker Periscope) shows them to the
  German alone; he puts them back in the order he names (``reorder``).

:func:`apply_effect` carries out a German card's effect (not its dice part,
which :mod:`.german` handles in Phase 2).
"""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice import german_losses, why
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.effects import resources_said
from rules.dday_dice.german_records import Award, GermanEffect, german_data
from rules.dday_dice.german_waits import AwardOrder, AwardPick, BlackAward, SpecialistLoss, without
from rules.dday_dice.losses import take_losses
from rules.dday_dice.state import GERMAN, GermanSide
from rules.dday_dice.why import Why

RULE = "Atlantikwall: Awards"


def side(g: Working) -> GermanSide:
    assert g.s.german is not None
    return g.s.german


def put(g: Working, **changes) -> GermanSide:
    gs = side(g).model_copy(update=changes)
    g.s = g.s.model_copy(update={"german": gs})
    return gs


def name(aid: str) -> str:
    return german_data().awards[aid].name


def shuffled(g: Working, cards: tuple[str, ...]) -> tuple[str, ...]:
    out = list(cards)
    for i in range(len(out) - 1, 0, -1):
        (j,) = g.roll(1, i + 1)
        out[i], out[j - 1] = out[j - 1], out[i]
    return tuple(out)


def _refill(g: Working) -> None:
    gs = side(g)
    if not gs.award_deck and gs.award_discard:
        put(g, award_deck=shuffled(g, gs.award_discard), award_discard=())
        g.emit("awards_reshuffled", "The Award discard pile is shuffled into a new deck.",
             key="dice-ev-awards-reshuffled")


def draw(g: Working, n: int, why: str) -> None:
    """Draw ``n`` Awards from the top; Black ones are played at once.

    ``why`` says in words how the German came to draw ("bought with Courage", "a war trophy", "an effect of
    the Iron Cross"): never a bare name, which players would read as the name of the card drawn.
    """
    for _ in range(n):
        _refill(g)
        gs = side(g)
        if not gs.award_deck:
            g.emit("awards_empty", f"No Award is left to draw ({why}).", key="dice-ev-awards-none-to-draw", args={"why": why})
            return
        top, rest = gs.award_deck[0], gs.award_deck[1:]
        put(g, award_deck=rest)
        received(g, top, why)


def received(g: Working, aid: str, why: str) -> None:
    rec = german_data().awards[aid]
    if rec.black:
        g.emit("black_award", f"The German player drew a Black Award, {rec.name}, and must play it at once "
             f"({why}): {rec.describe(g.counted)}.", award=aid,
             key="dice-ev-black-award", args={"name": rec.name, "why": why, "describe": rec.describe(g.counted)})
        gs = side(g)
        put(g, pending=gs.pending + (BlackAward(award=aid),))
        settle_black(g)
        return
    gs = side(g)
    put(g, awards=gs.awards + (aid,))
    g.emit("award_drawn", f"The German player drew an Award ({why}); they now hold "
         f"{g.counted(len(gs.awards) + 1, 'Award')}.", count=len(gs.awards) + 1, key="dice-ev-award-drawn",
         args={"why": why, "count": len(gs.awards) + 1})
    g.emit("award_drawn_private", f"You drew the {rec.name}: {rec.describe(g.counted)}.", seat=GERMAN,
         key="dice-ev-award-drawn-private", args={"name": rec.name, "describe": rec.describe(g.counted)})


def pick(g: Working, aid: str, text: str) -> None:
    gs = side(g)
    if aid not in gs.award_deck:
        raise refuse(text, "that Award is not in the deck; pick one the deck still holds.", RULE,
                     key="dice-no-that-award-not-deck-pick")
    deck = list(gs.award_deck)
    deck.remove(aid)
    put(g, award_deck=shuffled(g, tuple(deck)), pending=without(gs.pending, AwardPick))
    g.emit("award_picked", "The German player took the Award of their choice from the deck and shuffled it.",
         key="dice-ev-award-picked")
    received(g, aid, Why("picked from the deck", "dice-why-picked"))


def look(g: Working, n: int) -> None:
    _refill(g)
    gs = side(g)
    top = gs.award_deck[:n]
    if not top:
        g.emit("awards_empty", "No Award is left to look at.", key="dice-ev-awards-empty")
        return
    put(g, looked=top, pending=gs.pending + (AwardOrder(),))
    top_words = "top Award" if len(top) == 1 else f"top {count(len(top), 'Award')}"
    g.emit("awards_looked", f"The German player looks at the {g.counted.text(top_words, f'top {len(top)} Award(s)')}"
         " of the deck.", key="dice-ev-awards-looked", args={"count": len(top)})
    g.emit("awards_looked_private", "The top of the Award deck: " + ", ".join(
        f"{i}. {name(a)}" for i, a in enumerate(top, 1)) + ". Put them back with 'reorder' (e.g. 'reorder "
        + " ".join(str(i) for i in range(len(top), 0, -1)) + "').", seat=GERMAN,
         key="dice-ev-awards-looked-private",
         args={"join": ", ".join(
        f"{i}. {name(a)}" for i, a in enumerate(top, 1)),
         "join2": " ".join(str(i) for i in range(len(top), 0, -1))})


def reorder(g: Working, order: tuple[int, ...], text: str) -> None:
    gs = side(g)
    n = len(gs.looked)
    if sorted(order) != list(range(1, n + 1)):
        raise refuse(text, f"name each of the {count(n, 'card')} once, e.g. 'reorder {' '.join(map(str, range(n, 0, -1)))}'.",
                     RULE,
                     key="dice-no-name-each-once-reorder", args={"n": n, "join": ' '.join(map(str, range(n, 0, -1)))})
    top = tuple(gs.looked[i - 1] for i in order)
    put(g, award_deck=top + gs.award_deck[n:], looked=(), pending=without(gs.pending, AwardOrder))
    g.emit("awards_reordered", "The German player put the Awards back on the deck in an order of their choice.",
         key="dice-ev-awards-reordered")


# -- Black Awards ---------------------------------------------------------------------------


def black_pending(gs: GermanSide) -> str | None:
    """The first Black Award waiting to be paid, if any."""
    return next((p.award for p in gs.pending if isinstance(p, BlackAward)), None)


def payable(gs: GermanSide, e: GermanEffect) -> bool:
    """The German cannot choose a loss he cannot pay."""
    if e.lose_specialist and not gs.specialists:
        return False
    if e.lose_award and not gs.awards:
        return False
    if e.lose_soldiers and gs.soldiers <= 0:
        return False
    return True


def ways(gs: GermanSide, rec: Award) -> list[tuple[int, list[str | None]]]:
    """(option number, what may be named) for each loss the German can pay."""
    out: list[tuple[int, list[str | None]]] = []
    for i, e in enumerate(rec.either, 1):
        if not payable(gs, e):
            continue
        if e.lose_specialist:
            out.append((i, list(dict.fromkeys(gs.specialists))))
        elif e.lose_award:
            out.append((i, list(dict.fromkeys(gs.awards))))
        else:
            out.append((i, [None]))
    return out


def settle_black(g: Working) -> None:
    """Pay (or ignore) the pending Black Awards that leave the German no choice."""
    while True:
        gs = side(g)
        aid = black_pending(gs)
        if aid is None:
            return
        rec = german_data().awards[aid]
        found = ways(gs, rec) if rec.either else [(0, [None])]
        if not found:
            g.emit("black_ignored", f"The German player has nothing the {rec.name} could take; it is discarded.",
                 key="dice-ev-black-ignored", args={"name": rec.name})
            _discard_black(g, aid)
            continue
        if len(found) == 1 and len(found[0][1]) == 1:
            _pay(g, aid, found[0][0], found[0][1][0])
            continue
        return


def wound(g: Working, option: int, what: str | None, text: str) -> None:
    gs = side(g)
    aid = black_pending(gs)
    if aid is None:
        raise refuse(text, "you have no Black Award to resolve.", RULE, key="dice-no-you-have-no-black-award")
    rec = german_data().awards[aid]
    found = dict(ways(gs, rec))
    if option not in found:
        raise refuse(text, f"the {rec.name}: choose one of the losses you can pay ({', '.join(map(str, found))}).", RULE,
                     key="dice-no-choose-one-losses-you-can", args={"name": rec.name,
                     "join": ', '.join(map(str, found))})
    if what not in found[option]:
        names = [x for x in found[option] if x]
        raise refuse(text, f"name what you lose: {', '.join(names)}." if names else "this loss takes no name.", RULE,
                     key="dice-no-award-names", args={"join": ', '.join(names), "if_names": bool(names)})
    _pay(g, aid, option, what)
    settle_black(g)


def _discard_black(g: Working, aid: str) -> None:
    gs = side(g)
    paid = gs.pending.index(BlackAward(award=aid))
    put(g, pending=gs.pending[:paid] + gs.pending[paid + 1:], award_discard=gs.award_discard + (aid,),
        played=gs.played + (aid,))


def _pay(g: Working, aid: str, option: int, what: str | None) -> None:
    rec = german_data().awards[aid]
    e = rec.either[option - 1] if option else rec.effect
    _discard_black(g, aid)
    g.emit("black_paid", f"The German player pays the {rec.name}: {e.describe(g.counted)}.", award=aid,
         key="dice-ev-black-paid", args={"name": rec.name, "describe": e.describe(g.counted)})
    if e.lose_specialist and what:
        german_loses_specialist(g, what, rec.name)
    if e.lose_award and what:
        gs = side(g)
        hand = list(gs.awards)
        hand.remove(what)
        put(g, awards=tuple(hand), award_discard=gs.award_discard + (what,))
        g.emit("award_lost", f"The German player discards the {name(what)} ({rec.name}).",
             key="dice-ev-award-lost", args={"name": name(what), "name2": rec.name})
    if e.lose_soldiers:
        lose_soldiers(g, e.lose_soldiers, rec.name)
    apply_effect(g, e.model_copy(update={"lose_specialist": 0, "lose_award": 0, "lose_soldiers": 0}), rec.name)


def lose_soldiers(g: Working, n: int, why: str) -> None:
    gs = side(g)
    lost = min(n, gs.soldiers)
    put(g, soldiers=gs.soldiers - lost)
    g.emit("german_soldiers_lost", f"The German player loses {g.counted(lost, 'Soldier')} ({why}).", lost=lost,
         key="dice-ev-german-soldiers-lost", args={"count": lost, "why": why})


def german_loses_specialist(g: Working, sid: str, why: str) -> None:
    """A lost German Specialist goes back to the German Reserve (and his defences may go quiet)."""
    gs = side(g)
    specs = list(gs.specialists)
    specs.remove(sid)
    put(g, specialists=tuple(specs), reserve=gs.reserve + (sid,))
    g.emit("german_specialist_lost", f"The German player loses their {german_data().specialists[sid].name} ({why}).",
         specialist=sid,
         key="dice-ev-german-specialist-lost", args={"name": german_data().specialists[sid].name, "why": why})
    eff = german_data().specialists[sid].effect
    if eff.activates and not any(german_data().specialists[x].effect.activates == eff.activates for x in specs):
        what = "Land Mines" if eff.activates == "mines" else "Machine Gun Fire"
        g.emit("defences_off", f"The {what} of the Battle Map are inactive again.",
             key="dice-ev-defences-off", args={"what": Why(what, f"dice-defences-{eff.activates}")})


def inflict_specialist_loss(g: Working, why: str) -> None:
    """The German must lose a Specialist of their choice (by itself when he has one kind only)."""
    gs = side(g)
    if not gs.specialists:
        g.emit("loss_ignored", f"The German player has no Specialist to lose ({why}).",
             key="dice-ev-loss-ignored", args={"why": why})
        return
    if len(set(gs.specialists)) == 1:
        german_loses_specialist(g, gs.specialists[0], why)
        return
    put(g, pending=gs.pending + (SpecialistLoss(),))
    g.emit("german_loss_owed", f"The German player must lose a Specialist of their choice ({why}).",
         key="dice-ev-german-loss-owed", args={"why": why})


def hit(g: Working, vs, why: str) -> None:
    """An Allied Atlantikwall card acting on the German."""
    gs = side(g)
    if vs.soldiers:
        lose_soldiers(g, vs.soldiers, why)
    if vs.courage:
        lost = min(vs.courage, gs.courage)
        put(g, courage=side(g).courage - lost)
        g.emit("german_courage_lost", f"The German player loses {lost} Courage ({why}).",
             key="dice-ev-german-courage-lost", args={"lost": lost, "why": why})
    if vs.specialist:
        inflict_specialist_loss(g, why)


def allied_used(g: Working, seat: str, what: str) -> None:
    """Hook of :func:`rules.dday_dice.items.use`: an Allied Atlantikwall Item used against the German."""
    if g.s.german is None:
        return
    vs = german_data().vs_german.get(what)
    if vs is not None and vs.when == "use":
        hit(g, vs, why.owned(g.name(seat), g.who(seat), g.d.items[what].name))


# -- effects ------------------------------------------------------------------------------------


def apply_effect(g: Working, e: GermanEffect, why: str, target: str | None = None) -> None:
    """A German card's effect (its dice part excepted): gains, Allied losses, Award draws and looks."""
    gains = {k: getattr(e, k) for k in ("soldiers", "courage", "stars", "ip") if getattr(e, k)}
    if gains:
        gs = side(g)
        put(g, **{k: getattr(gs, k) + v for k, v in gains.items()})
        g.emit("german_gain", "The German player gains " + ", ".join(g.res(v, k) for k, v in gains.items())
             + f" ({why}).", **gains,
             key="dice-ev-german-gain-why", args={"join": resources_said(g, gains), "why": why})
    units = [] if side(g).solo else list(g.active())
    for u in units:
        if e.units_lose_soldiers:
            take_losses(g, u.seat, e.units_lose_soldiers, why)
        if e.units_lose_courage and g.unit(u.seat).status == "active":
            lost = min(e.units_lose_courage, g.unit(u.seat).courage)
            g.update(u.seat, courage=g.unit(u.seat).courage - lost)
            g.emit("courage_lost", f"{g.name(u.seat)} loses {lost} Courage ({why}).", unit=u.seat,
                 key="dice-ev-courage-lost", args={"unit": g.who(u.seat), "lost": lost, "why": why})
        if e.units_gain_soldiers and g.unit(u.seat).status == "active":
            g.update(u.seat, soldiers=g.unit(u.seat).soldiers + e.units_gain_soldiers)
            g.emit("gain", f"{g.name(u.seat)} gains {g.counted(e.units_gain_soldiers, 'Soldier')} ({why}).", unit=u.seat,
                 key="dice-ev-gain", args={"unit": g.who(u.seat), "count": e.units_gain_soldiers, "why": why})
    if e.unit_loses and target is not None and units and g.unit(target).status == "active":
        german_losses.inflict(g, target, e.unit_loses, why)
    if e.extra_find:
        gs = side(g)
        put(g, flags=gs.flags.model_copy(update={"extra_find": gs.flags.extra_find + e.extra_find}))
    if e.draw_awards:
        draw(g, e.draw_awards, Why(f"an effect of {why}", "dice-why-effect-of", what=why))
    if e.pick_award:
        gs = side(g)
        _refill(g)
        if side(g).award_deck:
            put(g, pending=side(g).pending + (AwardPick(),))
            g.emit("award_pick", f"The German player will take an Award of their choice from the deck ({why}).",
                 key="dice-ev-award-pick", args={"why": why})
    if e.look_awards:
        look(g, e.look_awards)
