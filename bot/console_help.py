"""The console's texts: what a session is (``dday console --help``), its commands, and how ``--dice`` is used.

Kept apart from :mod:`bot.console` (which re-exports them) so the session's code stays short. The dice order
and the deck shuffles are also described, for script writers, in docs/console.md.
"""

from __future__ import annotations

import textwrap

SESSION_HELP = """\
A console session plays one game in this terminal against a local SQLite file, through the same
service as the Discord bot: every seat is yours (hot seat), each held by a stand-in player named
after it (@allies, @axis, @unit1, ...). The seats follow from the game and its --option values
(e.g. --option players=2); all are taken at once and the game starts.

The prompt "[allies, axis] >" names the seats that must act now. Type an action the way the
history writes it ("done", "patrol 1 uk fighter to 30"), starting with its seat when several are
asked ("axis: done"); several actions of one seat may share a line, separated by ";". Printed
buttons are numbered: type the number to press one ("axis: 2" presses it as axis). Meta-commands:
help, options [START], status, board [FILE], hand SEAT, history [PAGE], undo [SEAT] [STEPS], quit.
A line the game reads as an action is always that action; start a meta-command with / or : (/help)
to be sure it is one. --script FILE and --autoplay play without a prompt.
"""
"""The description of ``dday console --help``: what a session is, before the --dice details."""

META = ("help", "options", "status", "board", "hand", "history", "undo", "quit", "exit")
"""The console's own commands (see :meth:`Console.read_line` for how a line is told apart from an action)."""
META_PREFIXES = ("/", ":")

META_HELP = """\
Console commands (each also works with a leading / or :, e.g. /status):
  help               this list
  options [START]    what the seats being asked may do now, with the names of places and cards;
                     START narrows the list to actions beginning with it (options move 3)
  status             the game, its seats, the position and who must act
  board [FILE]       draw the current board into a PNG file and print its path
  hand SEAT          SEAT's private view (a hand of cards, Medals, Awards...), as only that player sees it;
                     the cards it may play now are numbered like buttons
  history [PAGE]     a page of the game's history (the latest without PAGE)
  undo [SEAT] [N]    ask to take back the last N actions (1) of SEAT (the last seat that acted); the
                     other players must agree: their Approve/Refuse buttons are printed, numbered
  quit               leave (the game stays in the database file given with --db)
Actions: type them as the history writes them ("done"), with the seat first when several seats are
asked ("axis: done"); join several of one seat with ";". Buttons: type the number printed before one
([3]) to press it, or "SEAT: 3" to press it as that seat. A line the game reads as an action is always
that action: the / or : form of a command is never one."""

DICE_ORDER: dict[str, str] = {
    "aa-dday": (
        "six-sided dice, one value per die in the order the rules roll them: card by card through the turn "
        "(the fortune card's die first, when fortune cards are on); in a battle the attacker's dice, then the "
        "defender's, round by round; naval bombardment, antiaircraft fire, strafing and landing dice as their "
        "order card comes up; the two dice of each reinforcement chart."
    ),
    "pegasus-bridge": (
        "two-faced combat tokens: 2 is a success (+1, or +3 for a +3 token), 1 a failure; one value per token "
        "tossed (a Thornton token is not tossed and takes none), in the order the tokens are tossed. Card "
        "shuffles use their own seeded dice and are never scripted."
    ),
    "dday-dice": (
        "six-sided dice: at the start a start Sector for each Unit when the map has several (1 to their "
        "number), then the setup shuffles listed below; then each Unit's first roll of a turn, Unit by Unit, "
        "one value per die (d1-d2 red, d3-d4 white, d5-d6 blue), and the German player's six dice; then each "
        "reroll or Mulligan, one value per die rerolled, in die order; Land Mines, arrival and Machine Gun Fire "
        "dice as they come. A Vehicle or Medal draw takes one value too, from 1 to the number of cards left."
    ),
}
"""For each game, the order in which ``--dice`` values are used (shown by ``dday console --help``)."""

DECK_DRAWS: dict[str, str] = {
    "aa-dday": (
        "no deck is shuffled: the order cards come up in their printed order, and a fortune card is "
        "decided by a die (counted above)."
    ),
    "pegasus-bridge": (
        "every shuffle and random pick (the two decks, the Approach, Objectives and Battery piles, the "
        "Terrain piles, the secret letters of the heroic cards, a hand shuffled back, a heroic card taken "
        "without naming its letter) takes its values from a second seeded source and never from --dice."
    ),
    "dday-dice": (
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
}
"""For each game, which deck shuffles and card draws consume ``--dice`` values (``dday console --help``)."""



def dice_help() -> str:
    """The ``--help`` epilog: how each game uses ``--dice``, shuffles and draws included."""
    lines = ["--dice values are used before the seeded dice, in this order:"]
    for game, text in DICE_ORDER.items():
        lines += textwrap.wrap(f"{game}: {text}", 100, initial_indent="  ", subsequent_indent="    ")
    lines.append("Deck shuffles and card draws:")
    for game, text in DECK_DRAWS.items():
        lines += textwrap.wrap(f"{game}: {text}", 100, initial_indent="  ", subsequent_indent="    ")
    return "\n".join(lines)
