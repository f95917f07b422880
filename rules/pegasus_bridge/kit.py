"""Opération Commando: Pegasus Bridge's kit: where each of its parts lives (:mod:`rules.core.kits`)."""

from __future__ import annotations

from rules.core.kits import Kit

KIT = Kit(
    id="pegasus-bridge",
    engine="rules.pegasus_bridge.engine:ENGINE",
    glossary_file="rules.pegasus_bridge:data/glossary.json",
    glossary_entries="rules.pegasus_bridge.glossary:glossary_entries",
    chart_figures="rules.pegasus_bridge.chart_figures:chart_figures",
    dice_order=(
        "two-faced combat tokens: 2 is a success (+1, or +3 for a +3 token), 1 a failure; one value per token "
        "tossed (a Thornton token is not tossed and takes none), in the order the tokens are tossed. Card "
        "shuffles use their own seeded dice and are never scripted."
    ),
    deck_draws=(
        "every shuffle and random pick (the two decks, the Approach, Objectives and Battery piles, the "
        "Terrain piles, the secret letters of the heroic cards, a hand shuffled back, a heroic card taken "
        "without naming its letter) takes its values from a second seeded source and never from --dice."
    ),
    renderer="renderer.pegasus_bridge",
    computer="ai.pegasus_bridge:PegasusComputer",
    catalogues=("pegasus.ftl", "pegasus-rules.ftl", "pegasus-glossary.ftl", "pegasus-cards.ftl",
                "pegasus-image.ftl", "pegasus-reference.ftl"),
    words="i18n.pegasus",
    prefix="pb",
    phase_label="i18n.pegasus:phase_of_label",
    help="pb-act-help",
    extension="bot.service.pegasus_hand:PegasusExtension",
    cogs=("bot.discord.cogs.pegasus",),
    groups=("pb",),
)
