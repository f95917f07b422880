"""The console's ``hand SEAT`` writes out every card's effect too (the blocks the Discord reply shows as embeds)."""

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
        assert "Your cards' effects" in reply
        for number in state.hand[seat]:
            assert f"`{number}` **{table[number].name}**: {table[number].text}" in reply, (seat, number)
