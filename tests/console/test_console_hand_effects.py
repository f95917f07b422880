"""The console's ``hand SEAT`` writes out every card, once, with its effect (the blocks the Discord reply shows as embeds)."""

from __future__ import annotations

import io

from bot.cli import main
from rules.pegasus_bridge.engine import ENGINE as E


def test_the_console_hand_shows_each_cards_effect_for_both_sides(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("hand british\nhand german\nquit\n"))
    assert main(["console", "pegasus-bridge", "--seed", "1"]) == 0
    replies = capsys.readouterr().out.split("] > ")
    state, _ = E.initial_state(("british", "german"), {"scenario": "1a"}, 1)
    table = E.table(state)
    for reply, seat in ((replies[1], "british"), (replies[2], "german")):
        assert f"Your hand — {E.spec.seat_names[seat]} (" in reply
        for number in state.hand[seat]:
            card = table[number]
            (line,) = [ln for ln in reply.splitlines() if f"`{number}`" in ln]  # once, with its effect (issue #46)
            assert f"**{card.name.removeprefix('Placeholder: ')}**" in line and card.text in line, (seat, number)
