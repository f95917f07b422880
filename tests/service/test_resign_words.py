"""A resignation's log line is told in each reader's language (issue #28): stored with its seats as ids."""

from __future__ import annotations

from bot.service import GameService
from bot.service.common import event_text
from bot.service.live_message import history_pages

CH = 5301
AXIS, ALLIES = 31, 32


async def test_a_resignation_is_logged_by_seat_and_told_in_the_readers_words(tmp_path):
    svc = await GameService.open(str(tmp_path / "resign.sqlite3"), render=lambda view: (None, ""))
    try:
        await svc.new_game(CH, 1, AXIS, "aa-dday", {"players": "2"}, seed=4, language="ko")
        await svc.join(CH, AXIS, "axis")
        await svc.join(CH, ALLIES, "allies")
        (post,) = await svc.resign(CH, AXIS)
        table = await svc.store.latest_table(CH)
        assert table is not None and table.status == "finished"
        (event,) = [e for e in await svc.store.events(table.id) if e.kind == "resigned"]
        assert event.key == "events-resigned" and event.args["seats"]["seats"] == ["axis"]
        # English: the line the log has always kept, word for word.
        assert event.text == "Axis (Germany) resigned; Allies (U.K. and U.S.) win."
        assert event_text(event, "en") == event.text
        # Korean: the seats' Korean names, with the particle that fits them, as the post says it.
        korean = event_text(event, "ko")
        assert "기권했습니다" in korean and "Axis" not in korean and "Allies" not in korean
        assert korean.split(" 기권")[0] in post.content
        actions = await svc.store.actions(table.id)
        events = await svc.store.events(table.id)
        assert korean in history_pages(actions, events, "ko")[-1][1]
    finally:
        await svc.close()
