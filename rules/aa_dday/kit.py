"""Axis & Allies: D-Day's kit: where each of its parts lives (:mod:`rules.core.kits`)."""

from __future__ import annotations

from rules.core.kits import Kit

KIT = Kit(
    id="aa-dday",
    engine="rules.aa_dday.engine:ENGINE",
    glossary_file="rules.aa_dday:data/glossary.json",
    chart_figures="rules.aa_dday.chart_figures:chart_figures",
    option_message="rules.aa_dday.labels:option_message",
    dice_order=(
        "six-sided dice, one value per die in the order the rules roll them: card by card through the turn "
        "(the fortune card's die first, when fortune cards are on); in a battle the attacker's dice, then the "
        "defender's, round by round; naval bombardment, antiaircraft fire, strafing and landing dice as their "
        "order card comes up; the two dice of each reinforcement chart."
    ),
    deck_draws=(
        "no deck is shuffled: the order cards come up in their printed order, and a fortune card is "
        "decided by a die (counted above)."
    ),
    renderer="renderer.aa_dday",
    computer="ai.aa_dday:AAComputer",
    catalogues=("aa.ftl", "aa-glossary.ftl", "aa-image.ftl", "aa-names.ftl"),
    words="i18n.aa_dday",
    prefix="aa",
    phase_label="i18n.aa_dday:phase_of_label",
    help="help-act-aa-dday",
    extension="bot.service.planner:PlannerExtension",
    cogs=("bot.discord.cogs.aa_dday", "bot.discord.cogs.orders"),
    groups=("aa", "orders"),
)
