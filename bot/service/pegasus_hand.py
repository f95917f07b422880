"""Pegasus Bridge's private view: the seat's hand, heroic cards, piles, and a menu of the cards it may play now.

The game's extension (:class:`PegasusExtension`, named by the game's kit, ``rules/pegasus_bridge/kit.py``); the service
calls it through :func:`bot.service.private.private_post`. Each card is told once (issue #46): in the blocks
under the text (``private_blocks``: Discord embeds of 4,096 characters, cut only between cards), one line
each with its number, name, value, kind and effect, however many cards there are; a placeholder card (our
own design, not the printed card) carries a short mark, explained by one legend line after the cards. The
text (always one message) says how many cards, the piles, the standing answer and the decision now.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from bot.service import pegasus_table
from bot.service.common import Committed, Post
from bot.service.custom_ids import HandId
from bot.service.extensions import GameExtension, Render
from bot.service.private import (
    MAX_BLOCK,
    MAX_OPTIONS,
    MenuOption,
    PrivateMenu,
    clip,
    nothing_hidden,
    short,
)
from bot.service.reference import menu_names
from bot.service.words import prompt_text, seat_names
from i18n import current, has, t
from i18n.pegasus import card_gloss, card_words

FIGHT_ENDS = frozenset({"destroyed", "front"})
"""The events after which a front's next combat values belong to another fight (always told)."""


def _kind(card: Any) -> str:
    """The card's kind in the reader's words (``pb-type-<type>``: "Unit", "부대")."""
    key = f"pb-type-{card.type}"
    return t(key) if has(key) else str(card.type)


def _effect(card: Any) -> str:
    """The card's effect in the reader's words: its message (``pb-text-<number>``, the shipped text's), else the text
    an override wrote, as written."""
    if card.key and has(card.key):
        return t(card.key)
    return str(card.text)


def _card_label(card: Any) -> str:
    """A card in a menu (plain text): number, name (a placeholder's by its gloss where the reader's catalogue has
    one, a printed name with its gloss beside it), value and heroic star."""
    value = f" ({card.value})" if card.value is not None else ""
    star = " ★" if card.heroic else ""
    gloss = card_gloss(card.number, card.name, current())
    if card.provenance == "placeholder":
        name = card_words(f"{card.number} {card.name}", current()).split(" ", 1)[1]
    else:
        name = f"{card.name} · {gloss}" if gloss else card.name
    return f"{card.number} {name}{value}{star}"


def _seat_name(engine: Any, seat: str) -> str:
    """The seat's name in the context's language (the game's words, ``pb-seat-name-<seat>``)."""
    return seat_names(engine, {}).get(seat, seat)


PLACEHOLDER = "⚠"
"""The short mark after a placeholder card's name in the hand (explained once, by the legend under the cards)."""
PLACEHOLDER_PREFIX = "Placeholder: "
"""How a placeholder's name begins in the card data (rules/pegasus_bridge/cards.py); the hand shows the mark instead."""


def _card_name(card: Any) -> str:
    """The card's name, and the placeholder mark in place of the data's "Placeholder: " prefix: a printed name as
    printed, its gloss beside it in the reader's language; a placeholder (our own card) by its gloss."""
    gloss = card_gloss(card.number, card.name, current())
    if card.provenance != "placeholder":
        return f"**{card.name}** _{gloss}_" if gloss else f"**{card.name}**"
    return f"**{gloss or card.name.removeprefix(PLACEHOLDER_PREFIX)}** {PLACEHOLDER}"


def _card_line(card: Any, letter: str | None = None, note: str = "") -> str:
    """One card, once: number, name, value, heroic star, kind and its effect (issue #46: said once, with its effect)."""
    head = t("pb-hand-letter", letter=letter) + " — " if letter else "• "
    value = f" ({card.value})" if card.value is not None else ""
    star = " ★" if card.heroic else ""
    line = f"{head}`{card.number}` {_card_name(card)}{value}{star} · {_kind(card)}: {_effect(card) or t('pb-hand-no-text')}"
    if card.provenance == "inferred":
        line += " " + t("pb-hand-inferred")
    return short(line + note, MAX_BLOCK)


def _tag(card: Any) -> str:
    """The placeholder mark that begins a menu option's description ("PLACEHOLDER · "), or nothing."""
    return t("pb-hand-placeholder-tag") + " · " if card.provenance == "placeholder" else ""


def _pegasus_menu(
    engine: Any, state: Any, seat: str, view: Any, channel_id: int, table_id: int, version: int
) -> PrivateMenu | None:
    from rules.pegasus_bridge.notation import format_action

    priv = view.private
    cards = {c.number: c for c in [*priv.hand, *priv.heroic_available]}
    options: list[MenuOption] = []
    extra: list[MenuOption] = []
    for action in engine.legal(state, seat):
        text = format_action(action)
        if len(text) > 100:
            continue
        if action.kind == "play" and action.card in cards:
            card = cards[action.card]
            label = _card_label(card)
            if action.value == "action":
                label += " " + t("pb-hand-as-action")
            if action.cards:
                label += " " + t("pb-hand-giving-up", cards=", ".join(action.cards))
            desc = _tag(card) + f"{_kind(card)} · {_effect(card)}"
            target = extra if action.cards or action.value == "action" else options
            target.append(MenuOption(value=text, label=short(label), description=short(desc)))
        elif action.kind == "heroic" and action.value and action.value in priv.heroic_slots:
            card = cards.get(priv.heroic_slots[action.value])
            if card is None:
                continue
            desc = _tag(card) + _effect(card)
            options.append(
                MenuOption(
                    value=text,
                    label=short(t("pb-hand-take-heroic", letter=action.value, card=_card_label(card))),
                    description=short(desc),
                )
            )
        elif action.kind == "redraw" and action.card in cards:
            card = cards[action.card]
            options.append(
                MenuOption(
                    value=text,
                    label=short(t("pb-hand-redraw", card=_card_label(card))),
                    description=short(_effect(card)),
                )
            )
    chosen = (options + extra)[:MAX_OPTIONS]
    if not chosen:
        return None
    return PrivateMenu(
        seat=seat,
        custom_id=HandId(channel_id, table_id, version, seat).encode(),
        placeholder=short(t("pb-hand-menu", seat=_seat_name(engine, seat)), 150),
        options=chosen,
    )


def _pegasus_text(engine: Any, state: Any, seat: str, view: Any, menu: PrivateMenu | None) -> str:
    """The hand's text: how many cards (each is written out once, with its effect, in the blocks below), the
    piles, the standing answer and the decision now."""
    priv = view.private
    name = _seat_name(engine, seat)
    heroic = sum(1 for c in priv.hand if c.heroic)
    lines = [t("pb-hand-head", seat=name, count=len(priv.hand), heroic=heroic)]
    if priv.heroic_slots:
        lines.append(menu_names(t("pb-hand-heroic-letters")))
    if priv.discard:
        lines.append(t("pb-hand-discard", count=len(priv.discard), cards=", ".join(priv.discard)))
    if priv.counter_pile:
        lines.append(t("pb-hand-counter-pile", cards=", ".join(priv.counter_pile)))
    if priv.dives_piles:
        piles = "; ".join(f"{bridge}: {' '.join(cards)}" for bridge, cards in priv.dives_piles.items())
        lines.append(t("pb-hand-terrain-piles", piles=piles))
    setting = f"pb-setting-{priv.setting}"
    lines.append(menu_names(t("pb-hand-setting", setting=priv.setting, label=t(setting) if has(setting) else "")))
    prompts = [p for p in engine.prompts(state) if p.seat == seat]
    if prompts:
        lines.append(t("pb-hand-decision", prompt=prompt_text(prompts[0])))
        lines.append(t("pb-hand-pick") if menu is not None else t("pb-hand-no-card"))
    else:
        lines.append(t("post-not-your-decision"))
    return "\n".join(lines)


def _pegasus(
    engine: Any, state: Any, seat: str, channel_id: int, table_id: int, version: int, room: int
) -> tuple[str, PrivateMenu | None]:
    view = engine.view(state, seat)
    if getattr(view, "private", None) is None:
        return nothing_hidden(), None
    menu = None
    if engine.outcome(state) is None:
        menu = _pegasus_menu(engine, state, seat, view, channel_id, table_id, version)
    return clip(_pegasus_text(engine, state, seat, view, menu), room), menu


def pack(title: str, lines: list[str], limit: int = MAX_BLOCK) -> list[tuple[str, str]]:
    """``lines`` in as few blocks of at most ``limit`` characters as they need, never cut inside a line."""
    blocks: list[tuple[str, str]] = []
    block: list[str] = []
    size = 0
    for line in lines:
        if block and size + 1 + len(line) > limit:
            blocks.append((title if not blocks else t("pb-hand-continued", title=title), "\n".join(block)))
            block, size = [], 0
        size += len(line) + (1 if block else 0)
        block.append(line)
    if block:
        blocks.append((title if not blocks else t("pb-hand-continued", title=title), "\n".join(block)))
    return blocks


def _pegasus_blocks(engine: Any, state: Any, seat: str) -> list[tuple[str, str]]:
    """Every card the seat holds or may take, each once with its effect; the placeholder legend last, when a card
    shown is a placeholder."""
    view = engine.view(state, seat)
    priv = getattr(view, "private", None)
    if priv is None:
        return []
    name = _seat_name(engine, seat)
    groups: list[tuple[str, list[str]]] = []
    hand = [_card_line(c) for c in priv.hand]
    groups.append((t("pb-hand-cards-title", seat=name, count=len(priv.hand)), hand or [t("pb-hand-empty")]))
    shown = list(priv.hand)
    if priv.heroic_slots:
        asked = any(p.seat == seat and p.kind == "heroic" for p in engine.prompts(state))
        takeable = {a.value for a in engine.legal(state, seat) if a.kind == "heroic" and a.value}
        by_number = {c.number: c for c in priv.heroic_available}
        lines = []
        for letter, number in priv.heroic_slots.items():
            note = f" _({t('pb-hand-not-now')})_" if asked and letter not in takeable else ""
            card = by_number.get(number)
            lines.append(_card_line(card, letter, note) if card else t("pb-hand-letter", letter=letter) + f" — `{number}`{note}")
            shown += [card] if card else []
        groups.append((t("pb-hand-heroic-title", seat=name), lines))
    elif priv.heroic_available:
        groups.append((t("pb-hand-reserve-title", seat=name, count=len(priv.heroic_available)),
                       [_card_line(c) for c in priv.heroic_available]))
        shown += list(priv.heroic_available)
    if any(c.provenance == "placeholder" for c in shown):
        groups[-1][1].append(f"\n{PLACEHOLDER} {t('pb-hand-placeholder-legend')}")
    blocks: list[tuple[str, str]] = []
    for title, lines in groups:
        blocks += pack(title, lines)
    return blocks


class PegasusExtension(GameExtension):
    """Pegasus Bridge's additions: the private hand and its menu; the table's stretches and standing answer
    (:mod:`bot.service.pegasus_table`)."""

    def chapter(self, engine: Any, state: Any) -> tuple[int, int]:
        return pegasus_table.chapter(engine, state)

    def queue_keeps(self) -> frozenset[tuple[str, str]]:
        """A player's queued plays wait while the opponent lets their cards stand (a cancellation window) and lets
        a German Unit's loss stand (the British's window when one is destroyed); any other answer (a card cancelled,
        a raise, a Unit) changes the position they planned for, and the queue is set aside."""
        return frozenset({("respond", "let it stand"), ("destroyed", "pass")})

    def status(self, event: Any) -> tuple[Hashable, Hashable | None] | None:
        """The combat values of a front, which the engine logs after every action of a fight (``values``): told
        when they changed. A fight that ends (a Unit destroyed, the front decided) ends them."""
        front = (event.data or {}).get("front", 0)
        if event.kind == "values":
            return ("values", front), (event.data.get("british"), event.data.get("german"))
        if event.kind in FIGHT_ENDS:
            return ("values", front), None
        return None

    def extra_choices(self, engine: Any, state: Any) -> list[tuple[str, Any]]:
        return pegasus_table.extra_choices(engine, state)

    async def entry_posts(self, c: Committed, render: Render) -> list[Post]:
        return pegasus_table.setting_notes(c)

    def private_view(
        self, engine: Any, state: Any, seat: str, channel_id: int, table_id: int, version: int, room: int
    ) -> tuple[str, PrivateMenu | None]:
        return _pegasus(engine, state, seat, channel_id, table_id, version, room)

    def private_blocks(self, engine: Any, state: Any, seat: str) -> list[tuple[str, str]]:
        return _pegasus_blocks(engine, state, seat)

    def hidden(self, engine: Any, view: Any) -> list[tuple[str, list[str]]]:
        """The hand, the heroic cards in reserve (by secret letter once chosen), the own discard pile, the
        counter-attack pile and the German's Terrain piles: every card with its effect (the web viewer, issue #49)."""
        priv = view.private
        if priv is None:
            return []
        out = [(t("web-hidden-hand", count=len(priv.hand)), [_card_line(c) for c in priv.hand] or [t("pb-hand-empty")])]
        by_number = {c.number: c for c in priv.heroic_available}
        if priv.heroic_slots:
            out.append((t("web-hidden-heroic-letters"), [
                _card_line(by_number[n], letter) if n in by_number else f"{letter}: {n}"
                for letter, n in priv.heroic_slots.items()]))
        elif priv.heroic_available:
            out.append((t("web-hidden-heroic", count=len(priv.heroic_available)),
                        [_card_line(c) for c in priv.heroic_available]))
        if priv.discard:
            out.append((t("web-hidden-discard", count=len(priv.discard)), [", ".join(priv.discard)]))
        if priv.counter_pile:
            out.append((t("web-hidden-counter-pile"), [", ".join(priv.counter_pile)]))
        if priv.dives_piles:
            out.append((t("web-hidden-terrain-piles"),
                        [f"{bridge}: {' '.join(cards)}" for bridge, cards in priv.dives_piles.items()]))
        return out
