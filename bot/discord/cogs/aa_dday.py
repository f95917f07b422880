"""``/aa``: the decisions of Axis & Allies D-Day as structured slash commands.

Each command builds its action as the game's typed value (``rules.aa_dday.actions``) and submits the text the
game's own notation writes for it (the text the console and the history show), read once by the service. Every parameter is
autocompleted with the legal values the service offers for it, given the
other parameters already typed (``svc.complete(channel, user, kind, field,
filled, current)``); ``/aa do`` takes any action text, completed from the
full list of legal actions, or several separated by ``;`` (one batch: all or
nothing); ``/aa orders`` opens a form for a whole phase, one action per line
(:mod:`bot.discord.orders_form`); ``/aa plan`` a private move planner with menus
(:mod:`bot.discord.planner`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands

from bot.discord import orders_form, present
from bot.discord.cogs.autocomplete import action_autocomplete, field_autocomplete, int_field_autocomplete
from bot.discord.cogs.contexts import servers_only
from bot.discord.cogs.guard import GameGroupCog
from bot.discord.orders_form import open_orders
from bot.discord.planner import DYNAMIC_ITEMS as PLANNER_ITEMS
from bot.discord.planner import open_planner
from rules.aa_dday.actions import (
    Bomb,
    Choose,
    Confirm,
    Done,
    Hits,
    Land,
    Move,
    Patrol,
    Place,
    Refuse,
    Reroll,
    Split,
    Tactic,
    Units,
)
from rules.aa_dday.notation import format_action, parse_units

if TYPE_CHECKING:
    from bot.discord.app import DdayBot

MAX_PLACED = 30
"""The most units one placement names (the engine checks what the chart and the zone allow)."""

# Each command's action, built as the game's typed value and written by the game's own notation (format_action):
# the service reads that text once, with the game's parser. A field the value holds as text (a zone, a chart) is
# checked there; the units, which the value holds as items, are read here by the notation's own reader.


def _units(raw: str, *, allow_all: bool = False) -> Units | None:
    """The units a field names (``2 inf, 1 uk tank``; ``all`` where allowed), read as the notation reads them."""
    return parse_units(" ".join(raw.lower().split()), raw.strip(), allow_all=allow_all)


def _some_units(raw: str) -> Units:
    units = _units(raw)
    assert units is not None  # "all" is refused without allow_all
    return units


def move_text(from_: str, units: str, to: str, via: str | None = None) -> str:
    return format_action(Move(_units(units, allow_all=True), from_.strip(), to.strip(), (via or "").strip() or None))


def land_text(from_: str, units: str) -> str:
    return format_action(Land(_units(units, allow_all=True), from_.strip()))


def patrol_text(units: str, to: str) -> str:
    return format_action(Patrol(_some_units(units), to.strip()))


def bomb_text(nation: str, to: str) -> str:
    return format_action(Bomb(nation.strip(), to.strip()))


def hits_text(where: str, units: str) -> str:
    return format_action(Hits(((where.strip(), _some_units(units)),)))


def place_text(chart: str, count: int, where: str) -> str:
    return format_action(Place(chart.strip(), count, where.strip()))


def tactic_text(action: str) -> str:
    return format_action(Tactic(action.strip() == "use"))


def choose_text(choice: str) -> str:
    return format_action(Choose((choice.strip(),)))


def reroll_text(chart: str, die: int) -> str:
    return format_action(Reroll(chart.strip(), die))


def split_text(uk: int) -> str:
    return format_action(Split(uk, 6 - uk))


@servers_only
class AaDdayCog(GameGroupCog, group_name="aa", group_description="Axis & Allies D-Day: your decisions in this channel's game"):
    """A&A D-Day decisions: each builds its typed action and makes one ``svc.submit`` of its notation."""

    def __init__(self, bot: DdayBot) -> None:
        self.bot = bot
        super().__init__()

    async def _submit(self, interaction: discord.Interaction, action: Callable[[], str]) -> None:
        """One ``svc.submit`` of ``action()``'s text (built inside the call: a field the notation refuses is answered
        as any refusal)."""
        service = self.bot.service
        await present.respond(
            interaction, lambda: service.submit(present.channel_of(interaction), interaction.user.id, action())
        )

    @app_commands.command(name="move", description="Move units from a zone or box to a zone")
    @app_commands.rename(from_="from")
    @app_commands.describe(
        from_="Where the units start (zone number or box)",
        units="Which units, e.g. 2 inf, 1 tank",
        to="Destination zone",
        via="Zone passed through (two-zone moves)",
    )
    @app_commands.autocomplete(
        from_=field_autocomplete("move", "from"),
        units=field_autocomplete("move", "units"),
        to=field_autocomplete("move", "to"),
        via=field_autocomplete("move", "via"),
    )
    async def move(
        self, interaction: discord.Interaction, from_: str, units: str, to: str, via: Optional[str] = None
    ) -> None:
        await self._submit(interaction, lambda: move_text(from_, units, to, via))

    @app_commands.command(name="land", description="Land units from a beachhead or airborne box")
    @app_commands.rename(from_="from")
    @app_commands.describe(from_="The box the units land from", units="Which units, e.g. 3 inf")
    @app_commands.autocomplete(from_=field_autocomplete("land", "from"), units=field_autocomplete("land", "units"))
    async def land(self, interaction: discord.Interaction, from_: str, units: str) -> None:
        await self._submit(interaction, lambda: land_text(from_, units))

    @app_commands.command(name="patrol", description="Send fighters on patrol to a zone")
    @app_commands.describe(units="Which aircraft, e.g. 2 fighter", to="Zone to patrol")
    @app_commands.autocomplete(units=field_autocomplete("patrol", "units"), to=field_autocomplete("patrol", "to"))
    async def patrol(self, interaction: discord.Interaction, units: str, to: str) -> None:
        await self._submit(interaction, lambda: patrol_text(units, to))

    @app_commands.command(name="bomb", description="Send a nation's bombers to strike a zone")
    @app_commands.describe(nation="Whose bombers (us or uk)", to="Zone to bomb")
    @app_commands.autocomplete(nation=field_autocomplete("bomb", "nation"), to=field_autocomplete("bomb", "to"))
    async def bomb(self, interaction: discord.Interaction, nation: str, to: str) -> None:
        await self._submit(interaction, lambda: bomb_text(nation, to))

    @app_commands.command(name="hits", description="Choose your casualties")
    @app_commands.describe(where="Zone or box where the hits land", units="Units to remove, e.g. 1 inf, 1 art")
    @app_commands.autocomplete(where=field_autocomplete("hits", "where"), units=field_autocomplete("hits", "units"))
    async def hits(self, interaction: discord.Interaction, where: str, units: str) -> None:
        await self._submit(interaction, lambda: hits_text(where, units))

    @app_commands.command(name="place", description="Place reinforcements from a chart")
    @app_commands.describe(chart="Reinforcement chart", count="How many units", where="Zone or box to place them in")
    @app_commands.autocomplete(
        chart=field_autocomplete("place", "chart"),
        count=int_field_autocomplete("place", "count"),
        where=field_autocomplete("place", "where"),
    )
    async def place(
        self, interaction: discord.Interaction, chart: str, count: app_commands.Range[int, 1, MAX_PLACED], where: str
    ) -> None:
        await self._submit(interaction, lambda: place_text(chart, count, where))

    @app_commands.command(name="tactic", description="Use or pass the tactics card that came up")
    @app_commands.describe(action="use (the card then leaves the deck) or pass")
    @app_commands.choices(action=[app_commands.Choice(name="use", value="use"), app_commands.Choice(name="pass", value="pass")])
    async def tactic(self, interaction: discord.Interaction, action: app_commands.Choice[str]) -> None:
        await self._submit(interaction, lambda: tactic_text(action.value))

    @app_commands.command(name="choose", description="Make the choice a fortune or tactics card asks for")
    @app_commands.describe(choice="What you choose, e.g. 30 or uk 30 us 29")
    @app_commands.autocomplete(choice=field_autocomplete("choose", "choice"))
    async def choose(self, interaction: discord.Interaction, choice: app_commands.Range[str, 1, 100]) -> None:
        await self._submit(interaction, lambda: choose_text(choice))

    @app_commands.command(name="reroll", description="Fortune: roll one reinforcement die again (keep the new result)")
    @app_commands.describe(chart="Whose roll", die="The die to roll again (the number it shows, 1 to 6)")
    @app_commands.autocomplete(chart=field_autocomplete("reroll", "chart"), die=int_field_autocomplete("reroll", "die"))
    async def reroll(self, interaction: discord.Interaction, chart: str, die: app_commands.Range[int, 1, 6]) -> None:
        await self._submit(interaction, lambda: reroll_text(chart, die))

    @app_commands.command(name="split", description="Three players: split the six naval bombardment dice")
    @app_commands.describe(uk="Dice the U.K. rolls (the U.S. rolls the rest)")
    async def split(self, interaction: discord.Interaction, uk: app_commands.Range[int, 0, 6]) -> None:
        await self._submit(interaction, lambda: split_text(uk))

    @app_commands.command(name="confirm", description="Three players: agree to the other Allied player's proposal")
    async def confirm(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Confirm()))

    @app_commands.command(name="refuse", description="Three players: refuse the proposal; the Axis then decides")
    async def refuse(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Refuse()))

    @app_commands.command(name="done", description="Finish your part of the current order")
    async def done(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Done()))

    @app_commands.command(name="do", description="Type any action as text; several at once separated by ;")
    @app_commands.describe(action="e.g. move 2 inf from 30 to 31; move 1 tank from 30 to 32; done")
    @app_commands.autocomplete(action=action_autocomplete)
    async def do(self, interaction: discord.Interaction, action: app_commands.Range[str, 1, 1000]) -> None:
        service, text = self.bot.service, action.strip()
        await present.respond(
            interaction, lambda: service.submit_batch(present.channel_of(interaction), interaction.user.id, text)
        )

    @app_commands.command(name="orders", description="Write all your orders of this phase in one form, one per line")
    async def orders(self, interaction: discord.Interaction) -> None:
        await open_orders(interaction)

    @app_commands.command(name="plan", description="Plan your moves with menus (only you see it), then send them at once")
    async def plan(self, interaction: discord.Interaction) -> None:
        await open_planner(interaction)


async def setup(bot: DdayBot) -> None:
    orders_form.install(bot)
    await bot.add_cog(AaDdayCog(bot))
    bot.add_dynamic_items(*PLANNER_ITEMS)
