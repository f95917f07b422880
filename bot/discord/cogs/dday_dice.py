"""``/dice``: the decisions of D-Day Dice (2nd ed.) as slash commands, and the dice trays.

Each command builds its action as the game's typed value (``rules/dday_dice/actions.py``)
and submits the text the game's own notation writes for it, read once by the service; free parameters are
autocompleted with the engine's legal values for this player now
(``svc.complete(channel, user, kind, field, filled, current)``). ``/dice do``
takes any action text, a whole turn too (``lock 1 2; reroll 3 4 5 6; keep``).

All Units play each phase at once: the bot pings only those it still waits
for. When a roll starts, each Unit gets a public **dice tray** message (the
roll is public) whose buttons only that Unit's player may press: one per die
to select it, **Lock selected** / **Reroll selected**, and **Keep**. A
:class:`TrayButton` is a ``DynamicItem``: its custom_id carries the channel,
the table id, the log version, the seat, the selection and the operation
(see :mod:`bot.service.dice_tray`), so trays work after a restart and a press on a
tray whose roll has changed since is refused privately. While a tray is live, its
Keep is its alone (the phase message leaves it off), and ``/dice tray`` answers
with a copy only its player sees rather than a second public tray.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands, ui

from bot.discord import orders_form, present, views
from bot.discord.cogs.autocomplete import action_autocomplete, field_autocomplete
from bot.discord.cogs.contexts import servers_only
from bot.discord.cogs.guard import GameGroupCog
from bot.discord.cogs.pegasus import show_private
from bot.discord.orders_form import open_orders
from bot.service import Post
from bot.service.custom_ids import TRAY_TEMPLATE, TrayId
from i18n import speaking
from rules.dday_dice.actions import (
    Cancel,
    ClaimRWB,
    ClaimStraight,
    Done,
    Find,
    Give,
    Keep,
    Lock,
    Move,
    Mulligan,
    Rally,
    Reroll,
    Stay,
)
from rules.dday_dice.notation import format_action, parse_cancelled, parse_dice, parse_face, parse_use

if TYPE_CHECKING:
    from bot.discord.app import DdayBot
    from bot.service import PostButton

log = logging.getLogger(__name__)


MAX_GIVEN = 99
"""The most resources one ``/dice give`` hands over (the engine checks what the Unit has)."""


# -- actions: the game's typed values, written by its own notation (rules.dday_dice.notation) -----------------
# The service reads each text once, with the game's parser; the fields a value holds as numbers or faces are read
# here by the notation's own readers (a refusal names the field).


def dice_list(text: str) -> str:
    """``"1, 3"`` or ``"d1 d3"`` -> ``"1 3"`` (the engine checks the numbers)."""
    return " ".join(w.lstrip("dD") for w in text.replace(",", " ").split())


def lock_text(dice: str, *, reroll: bool = False) -> str:
    """Lock (or roll again) the dice a field names."""
    chosen = parse_dice(dice_list(dice), dice.strip())
    return format_action(Reroll(dice=chosen) if reroll else Lock(dice=chosen))


def cancel_text(die: str) -> str:
    return format_action(Cancel(die=parse_cancelled(dice_list(die), die.strip())))


def rwb_text(face: str, option: str) -> str:
    return format_action(ClaimRWB(face=parse_face(face, face.strip()), option=option.strip()))


def use_text(what: str, details: str | None = None) -> str:
    return format_action(parse_use(what, details or "", " ".join([what.strip(), *(details or "").split()])))


def give_text(to: str, what: str, amount: int | str | None = None) -> str:
    n = str(amount if amount is not None else "").strip()
    return format_action(Give(to=to.strip(), what=what.strip(), amount=int(n) if n else 1))


# -- the tray buttons ------------------------------------------------------------------------------


class TrayButton(ui.DynamicItem[ui.Button], template=TRAY_TEMPLATE):
    """A button of a dice tray: toggle a die, lock/reroll the selection, or keep (``svc.tray_press``)."""

    def __init__(self, custom_id: str, *, label: str | None = None,
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        key = TrayId.parse(custom_id)
        if key is None:
            raise ValueError(f"not a dice tray button: {custom_id!r}")
        super().__init__(ui.Button(label=(label or key.op)[:80], style=style, custom_id=custom_id))
        self.channel_id = key.channel
        self.table_id = key.table
        self.version = key.version
        self.seat = key.seat
        self.mask = key.mask
        self.op = key.op

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
                             ) -> TrayButton:
        return cls(match.string, label=getattr(item, "label", None),
                   style=getattr(item, "style", discord.ButtonStyle.secondary))

    async def callback(self, interaction: discord.Interaction) -> None:
        # What the service says to this player alone (a refusal, their private copy) is in their words (issue #48).
        with speaking(present.reader_language(interaction)):
            await self._press(interaction)

    async def _press(self, interaction: discord.Interaction) -> None:
        service = present.service_of(interaction)
        try:
            await present.defer(interaction)  # a silent update of the tray message
        except Exception as error:
            await present.report_error(interaction, error)
            return
        async with present.channel_lock(self.channel_id):  # ordered with the table's other changes and posts
            try:
                posts = await service.tray_press(self.channel_id, interaction.user.id, self.table_id, self.version,
                                                 self.seat, self.mask, self.op)
            except Exception as error:
                await present.report_error(interaction, error)
                return
            await show_tray_result(interaction, posts, home=self.channel_id)


def _tray_item(match: re.Match[str], button: PostButton, style: discord.ButtonStyle) -> TrayButton:
    return TrayButton(button.custom_id, label=button.label, style=style)


if not any(t == TRAY_TEMPLATE for t, _ in views.EXTRA_TEMPLATES):
    views.EXTRA_TEMPLATES.append((TRAY_TEMPLATE, _tray_item))


async def show_tray_result(interaction: discord.Interaction, posts: list[Post], *, home: int | None = None) -> None:
    """Redraw the pressed tray in place (the post marked ``edit``), then post the rest as usual.

    ``home``: the table's channel (a tray may sit in a Team's thread; the phase message goes to the channel).
    """
    try:
        rest = []
        for post in posts:
            if not getattr(post, "edit", False):
                rest.append(post)
                continue
            kwargs = present.post_kwargs(post, filesize_limit=interaction.filesize_limit)
            file = kwargs.get("file")
            try:
                await interaction.edit_original_response(
                    content=kwargs.get("content"),
                    attachments=[file] if file is not None else [],
                    view=kwargs.get("view"),
                    allowed_mentions=present.NO_MENTIONS,
                )
            except present.FAILURES as error:  # the tray stays as it was; the change's posts still go out
                log.warning("Could not redraw the dice tray of interaction %s: %s", interaction.id, present.described(error))
        await present.show_change(interaction, rest, home=home)
    except Exception:
        log.exception("Could not show the dice tray result of interaction %s", interaction.id)
        try:
            await present.send_error(interaction, present.posting_failed())
        except Exception:
            log.exception("Could not report a failed tray update for interaction %s", interaction.id)


# -- commands ---------------------------------------------------------------------------------------


@servers_only
class DDayDiceCog(
    GameGroupCog,
    group_name="dice",
    group_description="D-Day Dice: your Unit's decisions in this channel's game",
):
    """D-Day Dice decisions: each builds its typed action and makes one ``svc.submit`` of its notation."""

    def __init__(self, bot: DdayBot) -> None:
        self.bot = bot
        super().__init__()

    async def _submit(self, interaction: discord.Interaction, action: Callable[[], str]) -> None:
        """One ``svc.submit`` of ``action()``'s text (built inside the call: a field the notation refuses is answered
        as any refusal)."""
        service = self.bot.service
        await present.respond(interaction, lambda: service.submit(present.channel_of(interaction),
                                                                  interaction.user.id, action()))

    @app_commands.command(name="tray", description="Your Unit's dice tray: a copy for you alone while its tray is up already")
    async def tray(self, interaction: discord.Interaction) -> None:
        service = self.bot.service
        await present.respond(interaction, lambda: service.dice_trays(present.channel_of(interaction),
                                                                      interaction.user.id), changes=False)

    @app_commands.command(name="lock", description="Phase 1: lock two dice after the first roll")
    @app_commands.describe(dice="Two die numbers, e.g. 1 3 (1-2 red, 3-4 white, 5-6 blue)")
    @app_commands.autocomplete(dice=field_autocomplete("lock", "dice"))
    async def lock(self, interaction: discord.Interaction, dice: str) -> None:
        await self._submit(interaction, lambda: lock_text(dice))

    @app_commands.command(name="reroll", description="Phase 1: roll the chosen unlocked dice again")
    @app_commands.describe(dice="Die numbers, e.g. 2 4 5")
    @app_commands.autocomplete(dice=field_autocomplete("reroll", "dice"))
    async def reroll(self, interaction: discord.Interaction, dice: str) -> None:
        await self._submit(interaction, lambda: lock_text(dice, reroll=True))

    @app_commands.command(name="keep", description="Phase 1: keep these dice as your Final Tally")
    async def keep(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Keep()))

    @app_commands.command(name="mulligan", description="Optional rule: pay a Soldier to roll the first roll again")
    async def mulligan(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Mulligan()))

    @app_commands.command(name="rwb", description="Phase 2: claim a red-white-blue bonus (same face on all three)")
    @app_commands.describe(face="The face shown by one red, one white and one blue die",
                           option="What the bonus gives (or hold, to give it up for a Sector condition)")
    @app_commands.autocomplete(face=field_autocomplete("rwb", "face"), option=field_autocomplete("rwb", "option"))
    async def rwb(self, interaction: discord.Interaction, face: str, option: str) -> None:
        await self._submit(interaction, lambda: rwb_text(face, option))

    @app_commands.command(name="straight", description="Phase 2: claim the Straight (six different faces)")
    async def straight(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(ClaimStraight()))

    @app_commands.command(name="cancel", description="Phase 2: the die an Active Skull cancels")
    @app_commands.describe(die="The die number to cancel")
    @app_commands.autocomplete(die=field_autocomplete("cancel", "die"))
    async def cancel(self, interaction: discord.Interaction, die: str) -> None:
        await self._submit(interaction, lambda: cancel_text(die))

    @app_commands.command(name="use", description="Use an Item, a Medal or a Specialist's ability")
    @app_commands.describe(what="The Item, Medal or Specialist",
                           details="What it needs, e.g. d3=star, red-courage, d3 unit2:d5")
    @app_commands.autocomplete(what=field_autocomplete("use", "what"))
    async def use(self, interaction: discord.Interaction, what: str, details: str | None = None) -> None:
        await self._submit(interaction, lambda: use_text(what, details))

    @app_commands.command(name="rally", description="Phase 4: rally a Specialist with Stars")
    @app_commands.describe(what="The Specialist")
    @app_commands.autocomplete(what=field_autocomplete("rally", "what"))
    async def rally(self, interaction: discord.Interaction, what: str) -> None:
        await self._submit(interaction, lambda: format_action(Rally(what=what.strip())))

    @app_commands.command(name="find", description="Phase 4: find an Item with Item Points")
    @app_commands.describe(what="The Item")
    @app_commands.autocomplete(what=field_autocomplete("find", "what"))
    async def find(self, interaction: discord.Interaction, what: str) -> None:
        await self._submit(interaction, lambda: format_action(Find(what=what.strip())))

    @app_commands.command(name="give", description="Phase 4: give resources or an Item to a Unit in your Sector")
    @app_commands.describe(to="The Unit (unit2...)", what="soldiers, courage, stars, ip, or an Item",
                           amount="How many (resources only; default 1)")
    @app_commands.autocomplete(to=field_autocomplete("give", "to"))
    async def give(
        self,
        interaction: discord.Interaction,
        to: str,
        what: str,
        amount: app_commands.Range[int, 1, MAX_GIVEN] | None = None,
    ) -> None:
        await self._submit(interaction, lambda: give_text(to, what, amount))

    @app_commands.command(name="done", description="End your part of this phase")
    async def done(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Done()))

    @app_commands.command(name="stay", description="Phase 5: stay in your Sector this turn")
    async def stay(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Stay()))

    @app_commands.command(name="move", description="Phase 5: advance or move sideways to a Sector")
    @app_commands.describe(to="The Sector (number, or B for the Bunker)")
    @app_commands.autocomplete(to=field_autocomplete("move", "to"))
    async def move(self, interaction: discord.Interaction, to: str) -> None:
        await self._submit(interaction, lambda: format_action(Move(to=to.strip())))

    @app_commands.command(name="medals", description="Your Medals, held face down (only you see them)")
    async def medals(self, interaction: discord.Interaction) -> None:
        await show_private(interaction)

    @app_commands.command(name="orders", description="Write several actions in one form, one per line")
    async def orders(self, interaction: discord.Interaction) -> None:
        await open_orders(interaction)

    @app_commands.command(name="awards", description="Atlantikwall, German player: your secret Awards (only you)")
    async def awards(self, interaction: discord.Interaction) -> None:
        await show_private(interaction)

    @app_commands.command(name="do", description="Any action as text; a whole turn too, parts separated by ;")
    @app_commands.describe(action="e.g. lock 1 2; reroll 3 4 5 6; keep")
    @app_commands.autocomplete(action=action_autocomplete)
    async def do(self, interaction: discord.Interaction, action: app_commands.Range[str, 1, 1000]) -> None:
        await self._submit(interaction, action.strip)


async def setup(bot: DdayBot) -> None:
    orders_form.install(bot)
    await bot.add_cog(DDayDiceCog(bot))
    bot.add_dynamic_items(TrayButton)
