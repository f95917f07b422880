"""``/orders``: see and change your standing orders in this channel's game.

Standing orders answer recurring decisions for you (see
``rules.aa_dday.orders``). ``/orders set`` only builds the game's typed action
(``orders <kind> <value>`` in its notation) and makes one ``svc.submit``: any seat
may send it at any time, and it is logged like every action. ``/orders show``
is a read of the current view; it changes nothing and only you see it.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands

from bot.discord import present
from bot.discord.cogs.autocomplete import AUTOCOMPLETE_TIMEOUT
from bot.discord.cogs.contexts import servers_only
from bot.discord.cogs.guard import GameGroupCog, allowed
from bot.service import Post, ServiceError
from i18n import t
from rules.aa_dday.actions import Orders
from rules.aa_dday.notation import format_action

if TYPE_CHECKING:
    from bot.discord.app import DdayBot

log = logging.getLogger(__name__)

KINDS = ("casualties", "targets", "aa-fighters", "aa-bombers", "blockhouse-targets", "placement", "tactics",
         "fortune", "split", "all")


def orders_text(kind: str, value: str) -> str:
    """A standing-order change, the game's typed action, as its notation writes it (read once by the service)."""
    return format_action(Orders(kind.strip(), value.strip()))


async def _my_seats(interaction: discord.Interaction) -> tuple[Any, list[str]]:
    loaded = await present.service_of(interaction).inspect(present.channel_of(interaction))
    mine = [s for s, user in loaded.seats.items() if user == interaction.user.id]
    return loaded, mine


def show_text(loaded: Any, seats: list[str]) -> str:
    """One block per seat: each kind with its value, marking the ones changed from the default."""
    view = loaded.engine.view(loaded.state, seats[0] if seats else None)
    orders: dict[str, dict[str, str]] = getattr(view, "standing_orders", {}) or {}
    names = loaded.seat_names
    shown = seats or list(orders)
    lines = []
    for seat in shown:
        lines.append(t("ui-standing-orders-of", seat=names.get(seat, seat), id=seat))
        for kind, value in orders.get(seat, {}).items():
            lines.append(f"• {kind}: `{value}`" + (" " + t("ui-standing-asked") if value == "ask" else ""))
    if not lines:
        return t("err-no-standing-orders")
    lines.append(t("ui-standing-change"))
    return present.clip("\n".join(lines))


async def value_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Values for the chosen kind, for the user's seats; never raises, at most 25 choices."""
    try:
        if not await allowed(interaction):
            return []
        loaded, mine = await asyncio.wait_for(_my_seats(interaction), AUTOCOMPLETE_TIMEOUT)
        kind = next((str(v) for n, v in interaction.namespace if n == "kind" and v), "")
        found: dict[str, Any] = {}
        for seat in mine:
            for choice in loaded.engine.field_choices(loaded.state, seat, "orders", "value", {"kind": kind}):
                found.setdefault(choice.value, choice)
        want = current.lower().strip()
        return present.autocomplete_choices([c for c in found.values() if want in c.value.lower()])
    except Exception:
        log.debug("orders value autocomplete failed", exc_info=True)
        return []


@servers_only
class OrdersCog(GameGroupCog, group_name="orders", group_description="Your standing orders: decisions made for you"):
    """Standing orders: ``show`` reads, ``set`` makes one ``svc.submit``."""

    def __init__(self, bot: DdayBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="show", description="Show your standing orders in this channel's game (only you see it)")
    async def show(self, interaction: discord.Interaction) -> None:
        async def call() -> Post:
            loaded, mine = await _my_seats(interaction)
            if not hasattr(loaded.engine.view(loaded.state, None), "standing_orders"):
                raise ServiceError(t("err-no-standing-orders"))
            return Post(content=show_text(loaded, mine), ephemeral=True)

        await present.respond(interaction, call, changes=False, private=True)

    @app_commands.command(name="set", description="Change a standing order (value 'ask' to be asked each time)")
    @app_commands.describe(
        kind="Which decisions",
        value="How to decide them, e.g. 'inf art tank keep-one', 'pass', 'ask', 'default'",
        seat="Your seat, if you hold more than one",
    )
    @app_commands.choices(kind=[app_commands.Choice(name=k, value=k) for k in KINDS])
    @app_commands.autocomplete(value=value_autocomplete)
    async def set_(
        self,
        interaction: discord.Interaction,
        kind: app_commands.Choice[str],
        value: app_commands.Range[str, 1, 100],
        seat: Optional[str] = None,
    ) -> None:
        service = self.bot.service
        text = orders_text(kind.value, value)
        await present.respond(
            interaction,
            lambda: service.submit(present.channel_of(interaction), interaction.user.id, text,
                                   seat=seat.strip().lower() if seat else None),
        )


async def setup(bot: DdayBot) -> None:
    await bot.add_cog(OrdersCog(bot))
