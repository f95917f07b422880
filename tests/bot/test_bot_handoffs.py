"""Every hand-off reaches its person (issue #46), played through the bot's Discord layer in game time.

``tests/bot/handoff_autoplay.py`` plays each game family with random sensible players, the clock moving on
between moves and the bot's timer task running as it does every minute. A hand-off is the decision passing to a
person who did not just act; it must reach them with a new message mentioning them (an edit never notifies), unless
they answer it within their hand-off delay (they are at the table). Nobody is mentioned who is not asked.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.handoff_autoplay import FAMILIES, MINUTE, autoplay, deleted_id, every, figures_of, mentions

SLOW = pytest.mark.slow


def _checked(played, family: str) -> dict[str, float]:
    assert not played.unnotified, f"{family}: hand-offs nobody was told of: {played.unnotified[:3]}"
    assert sum(t.idle for t in played.turns) == 0, f"{family}: someone was pinged who was not asked"
    return figures_of(family, [played])


@pytest.mark.parametrize("family", [
    # The default run plays Pegasus Bridge here and below (the game whose hand-offs were edits); every family: -m slow.
    pytest.param(f, marks=() if f == "pegasus" else SLOW) for f in FAMILIES])
async def test_every_hand_off_reaches_its_person_in_every_game(family: str, tmp_path: Path) -> None:
    """People who come back hours later: each hand-off was announced by a mention, or answered at the table."""
    played = await autoplay(family, tmp_path, seed=3, turns=2, max_moves=24)
    figures = _checked(played, family)
    if family != "dice_solo":
        assert figures[f"{family}_handoffs_per_turn"] > 0, "the game passed the decision to nobody"
    assert figures[f"{family}_handoffs_notified"] == 1.0


async def test_pegasus_hand_offs_inside_a_stretch_are_pinged_then_their_pings_go(tmp_path: Path) -> None:
    """Pegasus Bridge passes the decision back and forth inside a stretch, where its live message is only edited.
    Each such hand-off gets a short ping (a new message naming its person), deleted once they have acted."""
    played = await autoplay("pegasus", tmp_path, seed=5, turns=3, pace=every(15 * MINUTE), max_moves=40)
    _checked(played, "pegasus")
    pings = [s for s in played.sent if s.creates_message and "🔔" in ((s.body or {}).get("content") or "")]
    assert len(pings) >= 5, "the stretches' hand-offs were not pinged"
    for ping in pings:
        assert len(mentions(ping)) == 1 and f"<@{mentions(ping)[0]}>" in ping.body["content"]
        assert not ping.body.get("components"), "a ping carries no button: the live message has them"
    deleted = {deleted_id(s) for s in played.sent} - {None}
    kept = [p for p in pings if int(p.answer["id"]) not in deleted]
    assert len(kept) <= 1, "a ping stays after its player acted"  # the last one may still wait for its player
    assert all(t.lasting <= 6 for t in played.turns), [t.lasting for t in played.turns]


async def test_a_player_answering_at_the_table_is_not_pinged_for_each_step(tmp_path: Path) -> None:
    """Both players at the table, answering within half a minute: the exchange pings nobody (the delay of three
    minutes never runs out)."""
    live = await autoplay("pegasus", tmp_path, seed=5, turns=3, pace=every(30), max_moves=30)
    _checked(live, "pegasus")
    # Only the last hand-off, whose player was left waiting when both stopped, is pinged (after three minutes).
    assert len([s for s in live.sent if s.creates_message and "🔔" in ((s.body or {}).get("content") or "")]) <= 1
    assert sum(t.handoffs for t in live.turns) > 10


@SLOW  # 2 s; the default run checks the delay above
async def test_a_player_who_chose_every_hand_off_is_pinged_at_the_next_tick(tmp_path: Path) -> None:
    eager = await autoplay("pegasus", tmp_path, seed=5, turns=3, pace=every(61), max_moves=40,
                           prefs={"handoff": 0})
    _checked(eager, "pegasus")
    assert len([s for s in eager.sent if s.creates_message and "🔔" in ((s.body or {}).get("content") or "")]) > 5
