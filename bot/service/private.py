"""What a seat alone may see, as text and a menu: discord-free, one builder per game.

:func:`private_post` turns ``engine.view(state, seat)`` (never the raw state's
other parts) into an ephemeral :class:`PrivatePost`: the seat's hand, heroic
cards to choose, own discard pile, standing setting... and a menu of the
cards it may play *now* (each option is a complete action text). The cog
turns each :class:`PrivateMenu` into a restart-safe select whose custom_id
names the channel, the table (game), the log version it was drawn at and the
seat, so a selection made after the game moved on, or in another game, is refused.

Games without hidden information get a short sentence saying so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pydantic import BaseModel, Field

from bot.service.common import Post
from bot.service.custom_ids import HandId

MAX_CONTENT = 2000
MAX_OPTIONS = 25
"""Discord: at most 25 options in a select menu; label, value and description at most 100 characters."""

NO_SEAT = (
    "You have no hand in this game: you are not playing in it. Everyone can follow the public table with "
    "/game board and /game history."
)
NOTHING_HIDDEN = "This game has no hidden hand: everything you may know is on the board (/game board)."
PLACEHOLDER_MARK = "⚠ placeholder: our own design, not the printed card"


class MenuOption(BaseModel):
    value: str
    """The action text submitted when chosen (at most 100 characters)."""
    label: str
    description: str = ""


class PrivateMenu(BaseModel):
    seat: str
    custom_id: str
    placeholder: str
    options: list[MenuOption] = Field(default_factory=list)


class PrivatePost(Post):
    """An ephemeral post with one select menu per seat that has cards to play now."""

    menus: list[PrivateMenu] = Field(default_factory=list)


def short(text: str, limit: int = 100) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    cut = text[: limit - 2]
    if "\n" in cut:
        cut = cut[: cut.rfind("\n")]
    return cut + "\n…"


# -- Pegasus Bridge ---------------------------------------------------------------

TYPE_NAME = {"unit": "Unit", "combat_action": "Combat Action", "event": "Event", "terrain": "Terrain"}


def _card_label(card: Any) -> str:
    value = f" ({card.value})" if card.value is not None else ""
    star = " ★" if card.heroic else ""
    return f"{card.number} {card.name}{value}{star}"


def _card_line(card: Any, with_text: bool) -> str:
    kind = TYPE_NAME.get(card.type, card.type)
    line = f"• `{card.number}` **{card.name}**" + (f" ({card.value})" if card.value is not None else "")
    line += (" ★ heroic" if card.heroic else "") + f" — {kind}"
    if with_text and card.text:
        line += f": {card.text}"
    if card.provenance == "placeholder":
        line += f" _({PLACEHOLDER_MARK})_"
    elif card.provenance == "inferred" and with_text:
        line += " _(inferred)_"
    return line


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
                label += " as a Combat Action"
            if action.cards:
                label += " giving up " + ", ".join(action.cards)
            desc = (
                "PLACEHOLDER · " if card.provenance == "placeholder" else ""
            ) + f"{TYPE_NAME.get(card.type, card.type)} · {card.text}"
            target = extra if action.cards or action.value == "action" else options
            target.append(MenuOption(value=text, label=short(label), description=short(desc)))
        elif action.kind == "heroic" and action.value and action.value in priv.heroic_slots:
            card = cards.get(priv.heroic_slots[action.value])
            if card is None:
                continue
            desc = ("PLACEHOLDER · " if card.provenance == "placeholder" else "") + card.text
            options.append(
                MenuOption(
                    value=text,
                    label=short(f"Take heroic card {action.value}: {_card_label(card)}"),
                    description=short(desc),
                )
            )
        elif action.kind == "redraw" and action.card in cards:
            card = cards[action.card]
            options.append(
                MenuOption(
                    value=text,
                    label=short(f"Discard {_card_label(card)} to redraw the Approach"),
                    description=short(card.text),
                )
            )
    chosen = (options + extra)[:MAX_OPTIONS]
    if not chosen:
        return None
    return PrivateMenu(
        seat=seat,
        custom_id=HandId(channel_id, table_id, version, seat).encode(),
        placeholder=short(f"{engine.spec.seat_names.get(seat, seat)}: choose a card to play now", 150),
        options=chosen,
    )


def _pegasus_text(engine: Any, state: Any, seat: str, view: Any, menu: PrivateMenu | None, with_text: bool) -> str:
    from rules.pegasus_bridge.engine import SETTING_LABELS

    priv = view.private
    name = engine.spec.seat_names.get(seat, seat)
    heroic = sum(1 for c in priv.hand if c.heroic)
    lines = [
        f"**Your hand — {name}** ({len(priv.hand)} card{'s' if len(priv.hand) != 1 else ''}"
        + (f", {heroic} heroic" if heroic else "")
        + ")"
    ]
    lines += [_card_line(c, with_text) for c in priv.hand] or ["(empty)"]
    if priv.heroic_slots:
        asked = any(p.seat == seat and p.kind == "heroic" for p in engine.prompts(state))
        takeable = {a.value for a in engine.legal(state, seat) if a.kind == "heroic" and a.value}
        lines.append(
            "**Your heroic cards in reserve**, by secret letter (the log shows only the letter: "
            "`/pb heroic card:<letter>` when you are asked):"
        )
        by_number = {c.number: c for c in priv.heroic_available}
        for letter, number in priv.heroic_slots.items():
            card = by_number.get(number)
            note = " _(not allowed now)_" if asked and letter not in takeable else ""
            lines.append(f"• **{letter}** — " + (_card_line(card, with_text)[2:] if card else number) + note)
    elif priv.heroic_available:
        lines.append(
            f"Heroic cards still in reserve: {len(priv.heroic_available)} "
            "(" + ", ".join(_card_label(c) for c in priv.heroic_available) + ")."
        )
    if priv.discard:
        lines.append(f"**Your discard pile** ({len(priv.discard)}): " + ", ".join(priv.discard))
    if priv.counter_pile:
        lines.append("**Counter-attack pile** (face down; both of you saw it): " + ", ".join(priv.counter_pile))
    if priv.dives_piles:
        lines.append(
            "**Your Terrain piles** (top first): "
            + "; ".join(f"{bridge}: {' '.join(cards)}" for bridge, cards in priv.dives_piles.items())
        )
    lines.append(
        f"**Cancellation window:** respond {priv.setting} — {SETTING_LABELS.get(priv.setting, '')}. "
        "Change it any time with `/pb respond`."
    )
    prompts = [p for p in engine.prompts(state) if p.seat == seat]
    if prompts:
        lines.append(f"**Your decision now:** {prompts[0].text}")
        lines.append(
            "Pick a card in the menu below to play it."
            if menu is not None
            else "No card of your hand can be played right now; use the buttons under the board or `/pb`."
        )
    else:
        lines.append("It is not your decision now; I will ping you when it is.")
    return "\n".join(lines)


def _pegasus(
    engine: Any, state: Any, seat: str, channel_id: int, table_id: int, version: int, room: int
) -> tuple[str, PrivateMenu | None]:
    view = engine.view(state, seat)
    if getattr(view, "private", None) is None:
        return NOTHING_HIDDEN, None
    menu = None
    if engine.outcome(state) is None:
        menu = _pegasus_menu(engine, state, seat, view, channel_id, table_id, version)
    text = _pegasus_text(engine, state, seat, view, menu, with_text=True)
    if len(text) > room:
        text = _pegasus_text(engine, state, seat, view, menu, with_text=False)
    return clip(text, room), menu


Builder = Callable[[Any, Any, str, int, int, int, int], tuple[str, PrivateMenu | None]]
BUILDERS: dict[str, Builder] = {"pegasus-bridge": _pegasus}
"""Per game id: (engine, state, seat, channel, table, version, room) -> (text, menu or None)."""


def _dday_dice(
    engine: Any, state: Any, seat: str, channel_id: int, table_id: int, version: int, room: int
) -> tuple[str, PrivateMenu | None]:
    """D-Day Dice: the Medals a Unit holds face down, or the German player's Awards (Atlantikwall)."""
    view = engine.view(state, seat)
    if getattr(view, "private", None) is None:
        return NOTHING_HIDDEN, None
    if getattr(view.private, "german", None) is not None:
        return clip(_dday_dice_german(view.private.german), room), None
    name = next((u.name for u in view.units if u.seat == seat), seat)
    lines = [f"**{name}: your Medals** (face down: only you see them)"]
    for m in view.private.medals:
        mark = "" if m.provenance == "rulebook" else f" _({m.provenance})_"
        lines.append(f"• **{m.name}** (`{m.id}`): {m.text}{mark}")
    if not view.private.medals:
        lines.append("• none yet")
    else:
        lines.append("Use one with `/dice use` when it helps.")
    looked = getattr(view.private, "battle_looked", [])
    if looked:
        lines.append("**Next Battle Conditions** (put them back with `reorder`): "
                     + ", ".join(f"{i}. {n}" for i, n in enumerate(looked, 1)))
    return clip("\n".join(lines), room), None


def _dday_dice_german(private: Any) -> str:
    """The German player's secret Awards (and the top cards he is looking at): his eyes only."""
    lines = ["**German player: your Awards** (secret until you play them)"]
    for a in private.awards:
        mark = f" _({PLACEHOLDER_MARK})_" if a.placeholder else ""
        lines.append(f"• **{a.name}** (`{a.id}`): {a.text}{mark}")
    if not private.awards:
        lines.append("• none yet")
    else:
        lines.append("Play one with `/dice use` when it helps.")
    if private.looked:
        lines.append("**Top of the Award deck** (put them back with `reorder`): "
                     + ", ".join(f"{i}. {a.name}" for i, a in enumerate(private.looked, 1)))
    return "\n".join(lines)


BUILDERS["dday-dice"] = _dday_dice


def _generic(
    engine: Any, state: Any, seat: str, channel_id: int, table_id: int, version: int, room: int
) -> tuple[str, PrivateMenu | None]:
    view = engine.view(state, seat)
    if getattr(view, "private", None) is None:
        return NOTHING_HIDDEN, None
    return clip(f"**Your private view ({seat})**\n{view.private}", room), None


def private_post(
    engine: Any, state: Any, seats: Sequence[str], *, channel_id: int, table_id: int, version: int
) -> PrivatePost:
    """The ephemeral reply to ``/hand`` for a user holding ``seats`` (none: a spectator)."""
    if not seats:
        return PrivatePost(content=NO_SEAT, ephemeral=True)
    build = BUILDERS.get(engine.spec.id, _generic)
    room = MAX_CONTENT // len(seats) - 4
    parts: list[str] = []
    menus: list[PrivateMenu] = []
    for seat in seats:
        text, menu = build(engine, state, seat, channel_id, table_id, version, room)
        parts.append(text)
        if menu is not None:
            menus.append(menu)
    content = "\n\n".join(dict.fromkeys(parts))
    return PrivatePost(content=clip(content, MAX_CONTENT), ephemeral=True, menus=menus[:5])
