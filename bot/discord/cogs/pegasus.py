"""``/pb``: the decisions of Opération Commando: Pegasus Bridge as slash commands, and ``/hand``.

Each ``/pb`` command builds its action as the game's typed value
(``rules/pegasus_bridge/actions.py``) and submits the text the game's own notation
writes for it (the text the console and the history show), read once by the service. Every free parameter is
autocompleted with the legal values the service offers for it, given the
parameters already typed (``svc.complete(channel, user, kind, field, filled,
current)`` with the engine's kinds and fields); ``/pb do`` takes any action
text, completed from the full list of legal actions.

``/hand`` answers privately (ephemeral, deferred as
ephemeral so nothing shows in the channel) with the caller's own hand, heroic
choices and setting, built from that seat's view only, and a select menu of
the cards he may play now. The menu is a :class:`HandSelect`
(``DynamicItem``) whose custom_id names the channel, the log version and the
seat: it survives restarts, and a selection made after the game moved on is
refused ephemerally by the service.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands, ui
from discord.ext import commands

from bot.discord import orders_form, present
from bot.discord.cogs.autocomplete import action_autocomplete, field_autocomplete, int_field_autocomplete
from bot.discord.cogs.contexts import servers_only
from bot.discord.cogs.guard import GameGroupCog
from bot.discord.orders_form import open_orders
from bot.service import Post, ServiceError
from bot.service.custom_ids import HAND_TEMPLATE, HandId
from bot.service.pegasus_table import respond_help
from bot.service.private import PrivatePost
from bot.service.reference import menu_names
from i18n import t
from rules.pegasus_bridge.actions import (
    Absorb,
    Blue,
    BuildPiles,
    Choose,
    ChoosePile,
    ChooseTerrain,
    Done,
    Keep,
    Mulligan,
    NoUnit,
    Pass,
    Redraw,
    Reserve,
    Retreat,
    Setting,
    Spend,
    Stand,
    TakeHeroic,
    Toss,
)
from rules.pegasus_bridge.actions import Play as PlayCard
from rules.pegasus_bridge.notation import format_action, parse_piles

if TYPE_CHECKING:
    from bot.discord.app import DdayBot

log = logging.getLogger(__name__)

AUTOCOMPLETE_TIMEOUT = 2.5
"""Autocomplete has no deferred variant: answer within Discord's 3 seconds or not at all."""

MAX_TOKENS = 20
"""The most tokens one command tosses or spends (the engine checks what the player holds)."""
KEEP_CHOICES = [
    app_commands.Choice(name="keep — your starting hand, or the Approach Terrain", value="keep"),
    app_commands.Choice(name="mulligan — shuffle your starting hand back and draw a new one (once)", value="mulligan"),
    app_commands.Choice(name="redraw — scenario 2: discard a Unit of value 4+ for another Approach", value="redraw"),
]
RESPOND_CHOICES = [
    app_commands.Choice(
        name="always — asked after each opposing card you could answer; the game waits", value="always"
    ),
    app_commands.Choice(name="never — faster, but you can never cancel or answer a card", value="never"),
]


# -- autocomplete ------------------------------------------------------------------


# -- actions: the game's typed values, written by its own notation (rules.pegasus_bridge.notation) ------------
# The service reads each text once, with the game's parser: a card the value holds as the player named it is found
# there.


def play_text(card: str, as_: str | None = None, with_: str | None = None) -> str:
    card = card.strip()
    if as_ and as_.strip().lower() in ("action", "combat action", "ca"):
        return format_action(PlayCard(card, value="action"))
    if with_ and with_.strip():
        return format_action(PlayCard(card, cards=tuple(with_.replace(",", " ").split())))
    return format_action(PlayCard(card))


def answer_text(card: str | None = None) -> str:
    """Cancel or answer the card just played with ``card``; no card lets it stand."""
    return play_text(card) if card and card.strip() else format_action(Stand())


def keep_text(choice: str | None = None, card: str | None = None) -> str:
    """``keep``, ``mulligan`` or ``redraw discarding <card>`` (a redraw names the Unit it discards)."""
    kind = (choice or "keep").strip().lower()
    if kind == "redraw":
        if not card or not card.strip():
            raise ValueError(menu_names("Name the Unit you discard to redraw the Approach: `/pb keep choice:redraw card:<unit>`."))
        return format_action(Redraw(card.strip()))
    if card and card.strip():
        raise ValueError(menu_names("A card is named only to redraw the Approach (`/pb keep choice:redraw`)."))
    return format_action(Mulligan() if kind == "mulligan" else Keep())


def terrain_text(terrain: str | None = None, pile: int | None = None) -> str:
    """``choose terrain <card>`` or, in scenario 3, ``choose pile <position>``: exactly one of them."""
    named = bool(terrain and terrain.strip())
    if named == (pile is not None):
        raise ValueError(menu_names("Give either a Terrain (`/pb terrain terrain:`) or, in scenario 3, a pile position (`pile:`)."))
    if terrain and named:
        return format_action(ChooseTerrain(terrain.strip()))
    assert pile is not None
    return format_action(ChoosePile(pile))


def toss_text(token: str | None = None, count: int | str | None = None) -> str:
    kind = (token or "normal").strip().lower()
    if kind in ("+3", "plus3", "yellow"):
        return format_action(Toss("plus3"))
    if kind in ("thornton", "green"):
        return format_action(Toss("thornton"))
    return format_action(Toss("normal", int(count) if count not in (None, "") else 1))


def reserve_text(unit: str | None = None, card: str | None = None) -> str:
    return format_action(Reserve(tuple(c.strip() for c in (unit, card) if c and c.strip())))


def heroic_text(card: str | None = None) -> str:
    return format_action(TakeHeroic(card=card.strip()) if card and card.strip() else TakeHeroic())


def build_text(piles: str | None = None) -> str:
    """The piles as the notation reads them (a refusal names the field); none given: built at random."""
    if not piles or not piles.strip():
        return format_action(BuildPiles())
    return format_action(BuildPiles(parse_piles(" ".join(piles.lower().split()), piles.strip())))


# -- the private hand ------------------------------------------------------------------


class HandSelect(ui.DynamicItem[ui.Select], template=HAND_TEMPLATE):
    """A card of ``seat``'s hand to play, offered at ``version``: submits its action text (stale: refused)."""

    def __init__(
        self,
        channel_id: int,
        table_id: int,
        version: int,
        seat: str,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            ui.Select(
                custom_id=HandId(channel_id, table_id, version, seat).encode(),
                placeholder=(placeholder or "Choose a card to play")[:150],
                min_values=1,
                max_values=1,
                options=options or [],
            )
        )
        self.channel_id = channel_id
        self.table_id = table_id
        self.version = version
        self.seat = seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> HandSelect:
        key = HandId.parse(match.string)
        assert key is not None  # the template matched
        return cls(
            key.channel,
            key.table,
            key.version,
            key.seat,
            options=list(getattr(item, "options", []) or []),
            placeholder=getattr(item, "placeholder", None),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        service = present.service_of(interaction)
        user_id = interaction.user.id
        values = list(self.item.values)
        text = values[0] if values else ""
        await present.respond(
            interaction,
            lambda: service.submit(
                self.channel_id, user_id, text, self.version, seat=self.seat, table_id=self.table_id
            ),
        )


def menu_view(post: Post) -> ui.View | None:
    """The selects (one per seat) of a :class:`PrivatePost`, in a never-expiring view."""
    menus = post.menus if isinstance(post, PrivatePost) else []
    if not menus:
        return None
    view = ui.View(timeout=None)
    for menu in menus[:5]:
        options = [
            discord.SelectOption(label=o.label[:100], value=o.value[:100], description=(o.description[:100] or None))
            for o in menu.options[:25]
        ]
        key = HandId.parse(menu.custom_id)
        if key is None:
            continue
        item = HandSelect(
            key.channel,
            key.table,
            key.version,
            menu.seat,
            options=options,
            placeholder=menu.placeholder,
        )
        item.custom_id = menu.custom_id
        view.add_item(item)
    return view


MAX_EMBEDS = 10
"""Discord: at most 10 embeds in one message..."""
MAX_EMBED_TOTAL = 6000
"""...and at most 6,000 characters in all their titles and descriptions together."""


def embed_pages(blocks: list[Any]) -> list[list[discord.Embed]]:
    """The private view's blocks as embeds, in as many messages as Discord's limits need (order kept)."""
    pages: list[list[discord.Embed]] = []
    size = 0
    for block in blocks:
        embed = discord.Embed(title=block.title[:256] or None, description=block.text[:4096])
        length = len(block.title[:256]) + len(block.text[:4096])
        if not pages or len(pages[-1]) >= MAX_EMBEDS or size + length > MAX_EMBED_TOTAL:
            pages.append([])
            size = 0
        pages[-1].append(embed)
        size += length
    return pages


async def show_private(interaction: discord.Interaction) -> None:
    """Defer *ephemerally*, ask the service for the caller's private view, reply only to him.

    Its longer blocks (every card's effect) follow as embeds: with the text in the first message, and
    in further private messages when they need more room than one message has.
    """
    try:
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        channel = await present.home_channel(interaction)  # a Team's thread: its game's channel
        if channel is None:
            raise ServiceError(t("err-use-in-game-channel"))
        post = await present.service_of(interaction).private_post(channel, interaction.user.id)
    except Exception as error:
        await present.report_error(interaction, error)
        return
    kwargs: dict[str, Any] = {
        "content": present.clip(post.content) or "—",
        "ephemeral": True,
        "allowed_mentions": present.NO_MENTIONS,
    }
    view = menu_view(post)
    if view is not None:
        kwargs["view"] = view
    pages = embed_pages(list(getattr(post, "blocks", []) or []))
    if pages:
        kwargs["embeds"] = pages[0]
    try:
        await interaction.followup.send(**kwargs)
        for page in pages[1:]:
            await interaction.followup.send(embeds=page, ephemeral=True, allowed_mentions=present.NO_MENTIONS)
    except Exception:
        log.exception("Could not show the private view of interaction %s", interaction.id)
        try:
            await present.send_error(interaction, present.not_delivered())
        except Exception:
            log.exception("Could not report a failed private view for interaction %s", interaction.id)


# -- commands ------------------------------------------------------------------------------


@servers_only
class PegasusCog(
    GameGroupCog,
    group_name="pb",
    group_description="Opération Commando: Pegasus Bridge: your decisions in this channel's game",
):
    """Pegasus Bridge decisions: each builds its typed action and makes one ``svc.submit`` of its notation."""

    def __init__(self, bot: DdayBot) -> None:
        self.bot = bot
        super().__init__()

    async def _submit(self, interaction: discord.Interaction, action: Callable[[], str], *, note: str | None = None) -> None:
        """One ``svc.submit`` of ``action()``'s text (built inside the call: a field the notation refuses is answered
        as any refusal)."""
        service = self.bot.service

        async def call() -> list[Post]:
            posts = await service.submit(present.channel_of(interaction), interaction.user.id, action())
            if note and not any(p.ephemeral and p.content == note for p in posts):  # the service may have said it
                posts = [*posts, Post(content=note, ephemeral=True)]
            return posts

        await present.respond(interaction, call)

    @app_commands.command(name="play", description="Play a card from your hand (a Unit, an Event or a Combat Action)")
    @app_commands.rename(as_="as", with_="with")
    @app_commands.describe(
        card="The card (number or name) — only cards you may play now are offered",
        as_="unit (normally) or action (a Unit played as a Combat Action)",
        with_="Units you give up with a Sacrifice card, e.g. 1102 1104",
    )
    @app_commands.autocomplete(
        card=field_autocomplete("play", "card"),
        as_=field_autocomplete("play", "as"),
        with_=field_autocomplete("play", "with"),
    )
    async def play(
        self, interaction: discord.Interaction, card: str, as_: str | None = None, with_: str | None = None
    ) -> None:
        await self._submit(interaction, lambda: play_text(card, as_, with_))

    @app_commands.command(
        name="raise", description="Raise in the current fight: play a Combat Action (or a Unit as one)"
    )
    @app_commands.rename(as_="as", with_="with")
    @app_commands.describe(
        card="The Combat Action, or a Unit that can be played as one",
        as_="action: play a Unit as a Combat Action",
        with_="Units you give up with a Sacrifice card",
    )
    @app_commands.autocomplete(
        card=field_autocomplete("raise", "card"),
        as_=field_autocomplete("raise", "as"),
        with_=field_autocomplete("raise", "with"),
    )
    async def raise_(
        self, interaction: discord.Interaction, card: str, as_: str | None = None, with_: str | None = None
    ) -> None:
        await self._submit(interaction, lambda: play_text(card, as_, with_))

    @app_commands.command(name="answer", description="The card your opponent just played: cancel it, or let it stand")
    @app_commands.describe(card="A card of yours that cancels or answers it; leave empty to let it stand")
    @app_commands.autocomplete(card=field_autocomplete("respond", "card"))
    async def answer(self, interaction: discord.Interaction, card: str | None = None) -> None:
        await self._submit(interaction, lambda: answer_text(card))

    @app_commands.command(name="toss", description="Toss tokens in the current fight (normal ones, a +3 or Thornton)")
    @app_commands.describe(token="normal (default), +3 or thornton", count="How many normal tokens, one after another")
    @app_commands.autocomplete(token=field_autocomplete("toss", "token"), count=int_field_autocomplete("toss", "count"))
    async def toss(
        self,
        interaction: discord.Interaction,
        token: str | None = None,
        count: app_commands.Range[int, 1, MAX_TOKENS] | None = None,
    ) -> None:
        await self._submit(interaction, lambda: toss_text(token, count))

    @app_commands.command(name="pass", description="Stop raising: hand over, or lose the fight if you are behind")
    async def pass_(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Pass()))

    @app_commands.command(name="retreat", description="British: tactical retreat from the current Assault")
    async def retreat(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Retreat()))

    @app_commands.command(
        name="absorb", description="British, on a bridge: lose a Strength Point instead of playing a Unit"
    )
    async def absorb(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Absorb()))

    @app_commands.command(name="no-unit", description="Play no (more) Unit here")
    async def no_unit(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(NoUnit()))

    @app_commands.command(name="done", description="End your phase")
    async def done(self, interaction: discord.Interaction) -> None:
        await self._submit(interaction, lambda: format_action(Done()))

    @app_commands.command(name="keep", description="Keep your starting hand or the Approach, or mulligan / redraw")
    @app_commands.describe(
        choice="keep (default), mulligan your starting hand, or redraw the Approach (scenario 2)",
        card="redraw: the Unit of value 4 or more you discard",
    )
    @app_commands.choices(choice=KEEP_CHOICES)
    @app_commands.autocomplete(card=field_autocomplete("redraw", "card"))
    async def keep(self, interaction: discord.Interaction, choice: str | None = None, card: str | None = None) -> None:
        try:
            text = keep_text(choice, card)
        except ValueError as error:
            await present.send_error(interaction, str(error))
            return
        await self._submit(interaction, lambda: text)

    @app_commands.command(name="terrain", description="Choose the Terrain where the British advances, or a pile")
    @app_commands.describe(
        terrain="One of the revealed Terrains",
        pile="Scenario 3: a face-down Terrain pile instead, by position from the left",
    )
    @app_commands.autocomplete(terrain=field_autocomplete("terrain", "terrain"), pile=int_field_autocomplete("pile", "position"))
    async def terrain(
        self,
        interaction: discord.Interaction,
        terrain: str | None = None,
        pile: app_commands.Range[int, 1, 3] | None = None,
    ) -> None:
        try:
            text = terrain_text(terrain, pile)
        except ValueError as error:
            await present.send_error(interaction, str(error))
            return
        await self._submit(interaction, lambda: text)

    @app_commands.command(name="heroic", description="Take a heroic card by its secret letter (empty: at random)")
    @app_commands.describe(card="The secret letter of the heroic card (see /hand); the log shows only the letter")
    @app_commands.autocomplete(card=field_autocomplete("heroic", "card"))
    async def heroic(self, interaction: discord.Interaction, card: str | None = None) -> None:
        await self._submit(interaction, lambda: heroic_text(card))

    @app_commands.command(
        name="reserve", description="Scenario 1B: set cards aside for the counter-attack (empty: none)"
    )
    @app_commands.describe(unit="A Unit you played this turn", card="An Event or Combat Action you played this turn")
    @app_commands.autocomplete(unit=field_autocomplete("reserve", "unit"), card=field_autocomplete("reserve", "card"))
    async def reserve(self, interaction: discord.Interaction, unit: str | None = None, card: str | None = None) -> None:
        await self._submit(interaction, lambda: reserve_text(unit, card))

    @app_commands.command(name="spend", description="Spend tokens to draw as many cards (Village)")
    @app_commands.describe(count="How many tokens")
    @app_commands.autocomplete(count=int_field_autocomplete("spend", "count"))
    async def spend(self, interaction: discord.Interaction, count: app_commands.Range[int, 1, MAX_TOKENS]) -> None:
        await self._submit(interaction, lambda: format_action(Spend(count)))

    @app_commands.command(name="choose", description="Choose an option of the card waiting for a choice")
    @app_commands.describe(option="The option offered by the card")
    @app_commands.autocomplete(option=field_autocomplete("choose", "option"))
    async def choose(self, interaction: discord.Interaction, option: str) -> None:
        await self._submit(interaction, lambda: format_action(Choose(option.strip())))

    @app_commands.command(
        name="blue", description="Campaign, German: place a blue campaign token on this Terrain or not"
    )
    @app_commands.describe(choice="place a token, or none")
    @app_commands.choices(
        choice=[
            app_commands.Choice(name="place a blue token here", value="place"),
            app_commands.Choice(name="no blue token", value="none"),
        ]
    )
    async def blue(self, interaction: discord.Interaction, choice: str) -> None:
        await self._submit(interaction, lambda: format_action(Blue("place" if choice == "place" else "none")))

    @app_commands.command(name="build", description="Scenario 3, German: build the Terrain piles (empty: at random)")
    @app_commands.describe(piles="Secret: e.g. 1030: 1025 1026 1008 1028; 1031: ...; 1032: ... (top card first)")
    async def build(
        self, interaction: discord.Interaction, piles: app_commands.Range[str, 1, 1000] | None = None
    ) -> None:
        await self._submit(interaction, lambda: build_text(piles))

    @app_commands.command(
        name="respond", description="Cancellation window: always (asked, game waits) or never (faster)"
    )
    @app_commands.describe(setting="always: a chance to cancel after each opposing card; never: faster, never cancel")
    @app_commands.choices(setting=RESPOND_CHOICES)
    async def respond(self, interaction: discord.Interaction, setting: str) -> None:
        await self._submit(interaction, lambda: format_action(Setting(setting)), note=respond_help())

    @app_commands.command(name="orders", description="Write several actions in one form, one per line")
    async def orders(self, interaction: discord.Interaction) -> None:
        await open_orders(interaction)

    @app_commands.command(name="do", description="Type any action as text; several separated by ; are queued")
    @app_commands.describe(action="e.g. play 1502; pass — what must wait for your opponent is kept for later")
    @app_commands.autocomplete(action=action_autocomplete)
    async def do(self, interaction: discord.Interaction, action: app_commands.Range[str, 1, 1000]) -> None:
        service, text = self.bot.service, action.strip()
        await present.respond(
            interaction, lambda: service.submit_batch(present.channel_of(interaction), interaction.user.id, text)
        )

    @app_commands.command(name="queue", description="Your plays kept for later in this game, shown only to you")
    @app_commands.describe(clear="True: set them aside (you are asked as usual)")
    async def queue(self, interaction: discord.Interaction, clear: bool = False) -> None:
        service = self.bot.service
        await present.respond(
            interaction, lambda: service.queue(present.channel_of(interaction), interaction.user.id, clear),
            changes=clear, private=True,
        )


class HandCog(commands.Cog):
    """``/hand``: your own cards in this channel's game, privately (any game with hidden hands)."""

    def __init__(self, bot: DdayBot) -> None:
        self.bot = bot

    @app_commands.command(name="hand", description="Your hand in this channel's game, shown only to you")
    @servers_only
    async def hand(self, interaction: discord.Interaction) -> None:
        await show_private(interaction)


async def setup(bot: DdayBot) -> None:
    orders_form.install(bot)
    await bot.add_cog(PegasusCog(bot))
    await bot.add_cog(HandCog(bot))
    bot.add_dynamic_items(HandSelect)
