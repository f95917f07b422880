"""D-Day Dice's kit: where each of its parts lives (:mod:`rules.core.kits`)."""

from __future__ import annotations

from types import MappingProxyType

from rules.core.kits import Kit

KIT = Kit(
    id="dday-dice",
    engine="rules.dday_dice.engine:ENGINE",
    glossary_file="rules.dday_dice:data/glossary.json",
    glossary_entries="rules.dday_dice.engine:glossary_entries",
    glossary_words="rules.dday_dice.engine:glossary_words",
    chart_figures="rules.dday_dice.chart_figures:chart_figures",
    option_message="rules.dday_dice.labels:option_message",
    dice_order=(
        "six-sided dice: at the start a start Sector for each Unit when the map has several (1 to their "
        "number), then the setup shuffles listed below; then each Unit's first roll of a turn, Unit by Unit, "
        "one value per die (d1-d2 red, d3-d4 white, d5-d6 blue), and the German player's six dice; then each "
        "reroll or Mulligan, one value per die rerolled, in die order; Land Mines, arrival and Machine Gun Fire "
        "dice as they come. A Vehicle or Medal draw takes one value too, from 1 to the number of cards left."
    ),
    deck_draws=(
        "shuffles and random draws take --dice values. A shuffle of N cards takes N-1 values: the first "
        "from 1 to N, the next from 1 to N-1, and so on down to 1 to 2 (each picks the card put at the "
        "bottom of what is left); a card drawn at random from N takes one value from 1 to N. At setup, "
        "after the start Sectors and in this order: the German player's Awards (Atlantikwall with a German "
        "player, or German solo), his Blind Start dice, the automated Allied Unit's start Sector (German solo), "
        "the Items of Chaotic Supply, the Badges, the Battle Conditions. During play: an Award, Badge or Battle Condition discard pile shuffled into a new deck, "
        "the Awards shuffled after the German takes one of his choice, each Medal and Vehicle drawn. "
        "Overlord: the start Sectors drawn for a campaign or a Raid (Hurt Me included), the Items lost at the "
        "start of Raid B, Lost Officers, Sergeant SNAFU's card and Unit, the Columns, Sectors and Bunkers "
        "Raids C-2S and C-3S pick. An Award, Badge or Battle Condition "
        "taken from the top of its deck takes none."
    ),
    renderer="renderer.dday_dice",
    views=MappingProxyType({"dday-dice-tray": "renderer.dday_dice_tray", "dday-dice-part": "renderer.dday_dice_part"}),
    computer="ai.dday_dice:DiceComputer",
    catalogues=("dice.ftl", "dice-events.ftl", "dice-refusals.ftl", "dice-errors.ftl", "dice-words.ftl", "dice-image.ftl",
                "dice-glossary.ftl", "dice-reference.ftl", "dice-overlord.ftl", "dice-prompts.ftl"),
    words="i18n.dice",
    phase_label="i18n.dice:phase_of_label",
    chart_figure_words="i18n.dice_chart:figure_words",
    help="dice-act-help",
    extension="bot.service.dice_tray:DiceExtension",
    cogs=("bot.discord.cogs.dday_dice",),
    groups=("dice",),
)
