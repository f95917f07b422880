"""Starting an Overlord game from the options: the nations of the Units, the switches, the start notes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core.contract import Event
from rules.core.dice import Dice
from rules.core.errors import InvalidOptionError
from rules.dday_dice.hooks import CampaignRules
from rules.dday_dice.overlord import raids as raid_rules
from rules.dday_dice.overlord.boards import board, overlord_boards
from rules.dday_dice.overlord.campaign import new_campaign
from rules.dday_dice.overlord.options import Setup, read_setup
from rules.dday_dice.overlord.records import campaigns, raid_record
from rules.dday_dice.overrides import DiceData, builtin_data
from rules.dday_dice.setup import nations_for
from rules.dday_dice.state import RULESET, DDState

NOT_PLAYED = "Raid rules the bot does not play yet (the lobby refuses a campaign while it has some)"


def new_campaign_state(
    d: DiceData, setup: Setup, options: Mapping[str, str], dice: Dice, rules: CampaignRules, ruleset: str = RULESET
) -> tuple[DDState, list[Event]]:
    """A new campaign's state and events; ``rules``: the engine's campaign rules, which the setup plays by."""
    nations = nations_for(str(options.get("nations", "us")), setup.players if not setup.solo else 1)
    missing = [x for x in nations if x not in d.nations]
    if missing:
        raise InvalidOptionError(f"The data has no nation '{missing[0]}'.",
                                 key="dice-err-data-has-no-nation", params={"missing": missing[0]})
    if setup.sets > 1 and str(options.get("chaotic_supply", "off")).strip().lower() == "on":
        raise InvalidOptionError("Chaotic Supply needs a single reserve: with 5 or more players each Team has its own "
                                 "reserve, and no rulebook says how the two decks would be dealt then. Leave out "
                                 "chaotic_supply=on or play with 4 players or fewer.",
                                 key="dice-err-chaotic-supply-needs-single-reserve")
    value = str(options.get("mulligan", "off")).strip().lower()
    if value not in ("on", "off"):
        raise InvalidOptionError(f"Option mulligan is 'on' or 'off', not '{value}'.",
                                 key="dice-err-option-mulligan-on-off-not", params={"value": value})
    return new_campaign(d, setup, nations, {"mulligan": value == "on"}, dice, rules, ruleset)


def campaign_notes(options: Mapping[str, str]) -> list[str]:
    """What a campaign's start message says: the Battle Map, which boards are reconstructed, what is not played."""
    return [english for english, _ in _campaign_notes(options)]


def campaign_note_words(options: Mapping[str, str]) -> list[tuple[str, dict[str, Any]]]:
    """:func:`campaign_notes` as messages and their arguments (i18n words them)."""
    return [words for _, words in _campaign_notes(options)]


def _campaign_notes(options: Mapping[str, str]) -> list[tuple[str, tuple[str, dict[str, Any]]]]:
    players = str(options.get("players", "1")).strip()
    try:
        setup = read_setup(options, int(players) if players.isdigit() else 0)
    except InvalidOptionError as err:
        return [(err.message, (err.key, dict(err.params)))]
    d = builtin_data()
    c = campaigns()[setup.campaign]
    grid = c.versions[setup.version]
    rebuilt = sorted({board(d, grid[r][col]).name for r in setup.rows for col in setup.board_columns
                      if grid[r][col] in overlord_boards() or board(d, grid[r][col]).provenance != "rulebook"})
    raids = ", ".join(raid_record(r).label for r in setup.raids)
    missing = "; ".join(f"{raid_record(r).label.split(':')[0]}: {', '.join(raid_rules.missing(r))}"
                        for r in setup.raids if raid_rules.missing(r))
    notes = [(f"Raids: {raids}.", ("dice-start-note-raids", {"raids": raids})),
             ("Boards that are our reconstruction (the printed maps are not available to us): " + ", ".join(rebuilt) + ".",
              ("dice-start-note-boards", {"boards": ", ".join(rebuilt)})),
             ("The lines between Columns (Scatter!) are our reconstruction.", ("dice-start-note-scatter", {}))]
    return notes + ([(f"{NOT_PLAYED}: {missing}.", ("dice-start-note-not-played", {"missing": missing}))]
                    if missing else [])
