"""The A&A move planner: a private draft of moves built from menus, sent as one batch.

``/aa plan`` shows an ephemeral message with select menus built from the engine's field choices
for ``move`` (``engine.field_choices(state, seat, "move", field, filled)``): a zone with units that
may move, then which units and how many, then the destination (direct, or via a zone for tanks).
Each destination chosen adds a line to the draft order shown in the message, and the next menus
are built from the position the draft leads to (every draft line is checked as a batch line is,
:func:`bot.service.batch.check_batch`), so a unit already moved is not offered again. **Send**
submits the draft as one batch; **Clear** empties it.

Nothing is kept in memory: the draft is the code block of the message itself (Discord sends the
message with every press), and every custom_id names the channel, the table and the version the
planner was opened at, so a planner of an earlier position or game is refused as stale. A menu holds
at most 25 options; longer lists are spread over up to four menus a page, with page buttons beyond
that, never cut.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import Field

from bot.service.batch import MAX_LINES, check_batch, orders_of
from bot.service.common import Loaded, Post, PostButton
from bot.service.custom_ids import PlanId
from bot.service.errors import InvalidInputError, ServiceError
from bot.service.extensions import GameExtension
from bot.service.private import MenuOption, PrivateMenu
from i18n import t
from rules.aa_dday.actions import Move
from rules.aa_dday.notation import format_action, parse_units
from rules.core import Choice, GameEngine

if TYPE_CHECKING:
    from bot.service.entries import Entries

PER_MENU = 25
"""Discord: at most 25 options in a select menu."""
MENUS_PER_PAGE = 4
"""Four rows of menus; the fifth row holds the buttons."""
MAX_ID = 100
"""Discord: a custom_id holds at most 100 characters."""
FENCE = "```"
HEADER = t("ui-planner-header", lang="en")


class PlannerPost(Post):
    """The planner message: its draft in the text, its menus (one row each) and its buttons (the last row)."""

    menus: list[PrivateMenu] = Field(default_factory=list)
    draft: list[str] = Field(default_factory=list)


def draft_lines(content: str) -> list[str]:
    """The draft order written in a planner message (the lines of its code block)."""
    start = content.find(FENCE + "\n")
    if start < 0:
        return []
    end = content.find("\n" + FENCE, start + len(FENCE) + 1)
    if end < 0:
        return []
    body = content[start + len(FENCE) + 1 : end]
    return [line.strip() for line in body.splitlines() if line.strip()]


def _id(loaded: Loaded, n: int, step: str, *, button: bool = False) -> str:
    out = PlanId(loaded.table.channel_id, loaded.table.id, loaded.version, n, step, button).encode()
    if len(out) > MAX_ID:
        raise ServiceError(t("err-planner-too-long"))
    return out


def _mover(entries: Entries, loaded: Loaded, user_id: int, state: object) -> str | None:
    """The user's seat the rules ask to move in ``state``, if any."""
    engine = loaded.engine
    waiting = engine.active_seats(state)
    asked = {p.seat for p in engine.prompts(state) if p.kind == "move"}
    return next((s for s in entries.tables.user_seats(loaded, user_id) if s in waiting and s in asked), None)


def _moves(engine: GameEngine, state: object, seat: str, field: str, filled: dict[str, str]) -> list[Choice]:
    return list(engine.field_choices(state, seat, "move", field, filled))


def _destinations(engine: GameEngine, state: object, seat: str, zone: str, units: str) -> list[Choice]:
    filled = {"from": zone, "units": units}
    out = [Choice(value=c.value, label=t("ui-planner-to", label=c.label)) for c in _moves(engine, state, seat, "to", filled)]
    for via in _moves(engine, state, seat, "via", filled):
        for to in _moves(engine, state, seat, "to", {**filled, "via": via.value}):
            out.append(Choice(value=f"{via.value}>{to.value}", label=t("ui-planner-via", via=via.value, label=to.label)))
    return out


def _move_text(zone: str, units: str, dest: str) -> str:
    """The move the menus chose (``dest``: ``to`` or ``via>to``), the game's typed action as its notation writes it."""
    via, _, to = dest.rpartition(">")
    return format_action(Move(parse_units(units, units, allow_all=True), zone, to, via or None))


def _content(lines: Sequence[str], ask: str) -> str:
    if lines:
        draft = t("ui-planner-draft", count=len(lines)) + f"\n{FENCE}\n" + "\n".join(lines) + f"\n{FENCE}"
    else:
        draft = t("ui-planner-draft-empty")
    return f"{t('ui-planner-header')} {draft}\n{ask}"


def _step_id(kind: str, page: int, args: Sequence[str]) -> str:
    """A menu's step as its custom_id ends: ``z:0``, ``u:0:30``, ``t:1:30:2_inf`` (spaces as ``_``)."""
    return ":".join([kind, str(page), *(a.replace(" ", "_") for a in args)])


ARGS = {"z": 0, "u": 1, "t": 2}
"""How many earlier choices each step carries: none (zones), the zone (units), zone and units (destinations)."""


def _parse_step(step: str) -> tuple[str, int, list[str]]:
    """The inverse of :func:`_step_id`; also ``back``, ``clear`` and ``send``; anything else is refused."""
    parts = step.split(":")
    if parts[0] in ("back", "clear", "send") and len(parts) == 1:
        return parts[0], 0, []
    if len(parts) < 2 or parts[0] not in ARGS or not parts[1].isdigit() or len(parts) - 2 != ARGS[parts[0]]:
        raise InvalidInputError(t("err-planner-menu"))
    return parts[0], int(parts[1]), [a.replace("_", " ") for a in parts[2:]]


def _menus(
    loaded: Loaded, kind: str, page: int, args: Sequence[str], choices: Sequence[Choice], placeholder: str
) -> tuple[list[PrivateMenu], int]:
    """The menus of one page of ``choices`` (25 a menu, four menus a page); and the number of pages."""
    chunks = [choices[i : i + PER_MENU] for i in range(0, len(choices), PER_MENU)]
    pages = max(1, -(-len(chunks) // MENUS_PER_PAGE))
    page = min(max(0, page), pages - 1)
    menus = []
    for n, chunk in enumerate(chunks[page * MENUS_PER_PAGE : (page + 1) * MENUS_PER_PAGE]):
        first = (page * MENUS_PER_PAGE + n) * PER_MENU + 1
        span = f" ({first}–{first + len(chunk) - 1} of {len(choices)})" if len(choices) > PER_MENU else ""
        menus.append(
            PrivateMenu(
                seat="",
                custom_id=_id(loaded, n, _step_id(kind, page, args)),
                placeholder=(placeholder + span)[:150],
                options=[MenuOption(value=c.value, label=_short(c.label)) for c in chunk],
            )
        )
    return menus, pages


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 100 else text[:99] + "…"


def _buttons(
    loaded: Loaded, kind: str, page: int, pages: int, args: Sequence[str], lines: Sequence[str]
) -> list[PostButton]:
    """Back (after a zone was chosen), the page buttons, Clear and Send (with a draft): one row, at most five."""
    out: list[PostButton] = []
    if kind != "z":
        out.append(PostButton(label=t("ui-planner-back"), custom_id=_id(loaded, 0, "back", button=True)))
    if page > 0:
        out.append(PostButton(label=t("ui-planner-previous"), custom_id=_id(loaded, 1, _step_id(kind, page - 1, args), button=True)))
    if page + 1 < pages:
        out.append(PostButton(label=t("ui-planner-next"), custom_id=_id(loaded, 2, _step_id(kind, page + 1, args), button=True)))
    if lines:
        out.append(PostButton(label=t("ui-planner-clear"), custom_id=_id(loaded, 3, "clear", button=True), style="danger"))
        out.append(
            PostButton(
                label=t("ui-planner-send", count=len(lines)),
                custom_id=_id(loaded, 4, "send", button=True),
                style="success",
            )
        )
    return out


ASK = {
    "z": ("ui-planner-ask-zone", "ui-planner-zone", "ui-planner-no-move"),
    "u": ("ui-planner-ask-units", "ui-planner-units", "ui-planner-no-move-from"),
    "t": ("ui-planner-ask-destination", "ui-planner-destination", "ui-planner-no-destination"),
}
"""Per step, the catalogue's names of: what the message asks, the menus' placeholder, and what it says when
nothing is left (each may name ``$zone`` and ``$units``)."""


def plan_view(
    entries: Entries, loaded: Loaded, user_id: int, lines: list[str], step: str, pick: str | None
) -> PlannerPost:
    """The planner after choosing ``pick`` in the menu ``step`` (or pressing the button ``step``)."""
    kind, page, args = _parse_step(step)
    if kind == "send":
        raise InvalidInputError(t("err-planner-send-menu"))
    if kind in ("clear", "back"):
        lines, kind = ([] if kind == "clear" else lines), "z"
    elif kind == "t" and pick is not None:  # a destination: the move joins the draft
        lines, kind, page, args, pick = [*lines, _move_text(args[0], args[1], pick)], "z", 0, [], None
    if len(lines) > MAX_LINES:
        raise InvalidInputError(t("err-planner-full", most=str(MAX_LINES)))
    orders = orders_of(loaded.engine, entries.tables.seat_order(loaded), lines)
    state = check_batch(entries, loaded, user_id, orders)[-1].applied.state if lines else loaded.state
    seat = _mover(entries, loaded, user_id, state)
    tail = " " + t("ui-planner-send-or-clear") if lines else ""
    if seat is None:
        ask = t("ui-planner-not-asked") + tail
        return _post(lines, ask, [], _buttons(loaded, "z", 0, 1, [], lines))
    if pick is not None and kind in ("z", "u"):
        kind, page, args = ("u" if kind == "z" else "t"), 0, [*args, pick]
    engine = loaded.engine
    if kind == "z":
        choices = _moves(engine, state, seat, "from", {})
    elif kind == "u":
        choices = _moves(engine, state, seat, "units", {"from": args[0]})
    else:
        choices = _destinations(engine, state, seat, args[0], args[1])
    named = {"zone": args[0] if args else "", "units": args[1] if len(args) > 1 else ""}
    ask, placeholder, nothing = (t(key, **named) for key in ASK[kind])
    if not choices:
        return _post(lines, nothing + tail, [], _buttons(loaded, kind, 0, 1, args, lines))
    menus, pages = _menus(loaded, kind, page, args, choices, placeholder)
    return _post(lines, ask, menus, _buttons(loaded, kind, min(page, pages - 1), pages, args, lines))


def _post(lines: Sequence[str], ask: str, menus: list[PrivateMenu], buttons: list[PostButton]) -> PlannerPost:
    content = _content(lines, ask)
    if len(content) > 2000:
        raise InvalidInputError(t("err-planner-overflow"))
    return PlannerPost(content=content, ephemeral=True, menus=menus, buttons=buttons, draft=list(lines))


class PlannerExtension(GameExtension):
    """A&A D-Day's addition: the move planner."""

    def sides(self, engine: Any, options: Mapping[str, str], seats: Sequence[str]) -> dict[str, str]:
        """The Axis against the Allies: with three players the U.K. and the U.S. seats win or lose together."""
        return {s: "axis" if s == "axis" else "allies" for s in seats}

    def plan(self, entries: Entries, loaded: Loaded, user_id: int, draft: str, step: str, pick: str | None) -> PlannerPost:
        return plan_view(entries, loaded, user_id, draft_lines(draft), step, pick)
