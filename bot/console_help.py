"""The console's texts: what a session is (``dday console --help``), its commands, and how ``--dice`` is used
(each game's kit says how its dice and decks take ``--dice`` values: ``Kit.dice_order``, ``Kit.deck_draws``).

Kept apart from :mod:`bot.console` (which re-exports them) so the session's code stays short. The dice order
and the deck shuffles are also described, for script writers, in docs/console.md.
"""

from __future__ import annotations

import textwrap

from rules.core.kits import all_kits

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

# The console's own commands are explained by the catalogues' ``console-help`` (i18n/locales/*/console.ftl), in
# the reader's language (issue #48).


def dice_help() -> str:
    """The ``--help`` epilog: how each game uses ``--dice``, shuffles and draws included (each game's kit says it:
    ``dice_order``, ``deck_draws``)."""
    kits = all_kits()
    lines = ["--dice values are used before the seeded dice, in this order:"]
    for kit in kits:
        lines += textwrap.wrap(f"{kit.id}: {kit.dice_order}", 100, initial_indent="  ", subsequent_indent="    ")
    lines.append("Deck shuffles and card draws:")
    for kit in kits:
        lines += textwrap.wrap(f"{kit.id}: {kit.deck_draws}", 100, initial_indent="  ", subsequent_indent="    ")
    return "\n".join(lines)
