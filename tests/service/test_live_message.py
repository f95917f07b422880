"""Issue #11 in the service: the live message's track, long posts that keep the end, one drawing per position."""

from __future__ import annotations

import pytest

from bot.service import GameService, InvalidInputError
from bot.service.common import MAX_CONTENT
from bot.service.live_message import ImageCache, tell_post
from bot.service.story import Line
from rules.core import Event
from tests.backends import both_backends, url_as_db_path
from tests.typed import apply_text

backend, db_path = both_backends, url_as_db_path  # the live message record on SQLite and PostgreSQL

AXIS, ALLIES = 11, 22
CHANNEL = 5


async def start(svc: GameService, channel: int = CHANNEL) -> int:
    posts = await svc.new_game(channel, 1, AXIS, "aa-dday", {"players": "2"}, seed=7)
    assert posts[0].track is not None and posts[0].track.seq == -1, "the lobby is tracked, to retire its buttons"
    table_id = posts[0].track.table_id
    await svc.record_message(channel, table_id, "live", -1, 900)
    await svc.join(channel, AXIS, "axis")
    begin = (await svc.join(channel, ALLIES, "allies"))[1]
    assert begin.track is not None and begin.track.retire_ids == [900] and begin.track.seq == 0
    return table_id


async def in_phase(svc: GameService, channel: int = CHANNEL) -> tuple[str, str]:
    loaded = await svc.inspect(channel)
    engine, state = loaded.engine, loaded.state
    before = {(p.seat, p.kind) for p in engine.prompts(state)}
    for seat in sorted({p.seat for p in engine.prompts(state)}):
        for choice in engine.options(state, seat, ""):
            after = apply_text(engine, state, seat, choice.value).state
            if engine.phase_key(after) == engine.phase_key(state) and not {(p.seat, p.kind) for p in engine.prompts(after)} - before:
                return seat, choice.value
    raise AssertionError("no move inside the phase here")


USER = {"axis": AXIS, "allies": ALLIES}


# -- long posts (issue #24: they used to keep only their end; now nothing that matters is dropped) ----------


def test_a_long_story_goes_below_the_text_and_only_its_oldest_moves_are_summarised():
    lines = [Line(f"• event number {i} " + "x" * 60, seq=i) for i in range(100)]
    tail = "**Now:** <@22> (Allies): move your units, then 'done'"
    told = tell_post("**Game begins.**", lines, tail)
    assert told.content == "**Game begins.**\n" + tail, "the opening and who acts stay in the text (pings work there)"
    below = "\n".join(told.embeds)
    assert len(told.embeds) <= 10 and sum(len(e) for e in told.embeds) <= 6000
    assert all(len(e) <= 4096 for e in told.embeds)
    kept = [line.text for line in lines if line.text in below.split("\n")]
    assert kept == [line.text for line in lines[len(lines) - len(kept):]], "the oldest moves are the ones summarised"
    (sentence,) = told.summaries
    assert sentence.startswith(f"+ {len(lines) - len(kept)} more moves") and sentence in below


def test_a_short_story_is_left_alone():
    told = tell_post("", [Line("• a"), Line("• b")], "**Now:** x")
    assert told.content == "• a\n• b\n**Now:** x" and told.embeds == ()


def test_a_tail_longer_than_the_text_is_kept_whole_in_the_embeds():
    tail = "\n".join(f"**Now:** seat {i} must decide something rather long here" for i in range(80))
    told = tell_post("", [Line("• story")], tail)
    assert len(told.content) <= MAX_CONTENT
    everything = told.content.split("\n") + "\n".join(told.embeds).split("\n")
    assert all(line in everything for line in tail.split("\n")), "no line of who acts is lost or cut"


def test_one_huge_line_is_wrapped_whole_never_cut():
    told = tell_post("", [Line("• " + "y " * 2500 + "END")], "**Now:** go")
    assert told.content == "**Now:** go"
    assert "".join(told.embeds).replace(" ", "").replace("\n", "") == "•" + "y" * 2500 + "END"


async def test_a_long_phase_post_keeps_its_header_and_what_happens_next_and_summarises_moves(service: GameService):
    await start(service)
    loaded = await service.inspect(CHANNEL)
    events = [Event(kind="note", text=f"Combat result number {i}: " + "z" * 80, phase="Combat") for i in range(60)]
    post = await service.posts.phase_post(loaded, events, actor=None, new_prompts=True)
    now = service.posts.waiting_line(loaded, ping=True)
    assert len(post.content) <= MAX_CONTENT and post.content.endswith(now)
    below = "\n".join(post.embeds)
    assert below.startswith("**Combat**"), "the phase's header is kept"
    assert events[-1].text in below and events[0].text not in below
    assert "more moves" in below and "`/game history page:" in below, "a summary says where the moves are"


# -- the live message -------------------------------------------------------------------------


async def test_a_move_inside_the_phase_edits_the_recorded_live_message(service: GameService):
    table_id = await start(service)
    seat, action = await in_phase(service)
    (first,) = [p for p in await service.submit(CHANNEL, USER[seat], action, seat=seat) if p.track]
    assert first.track.edit_id is None, "no live message recorded for a position yet: a new message"
    assert first.image is None and first.mention_user_ids == []
    await service.record_message(CHANNEL, table_id, "live", first.track.seq, 1234)
    seat, action = await in_phase(service)
    (second,) = await service.submit(CHANNEL, USER[seat], action, seat=seat)
    assert second.track.edit_id == 1234 and second.track.seq == first.track.seq
    assert action in second.track.note and "**Now:**" in second.content
    assert second.content.count("•") >= 2, "the phase so far, not only the last move"
    assert second.buttons == service.posts.buttons(await service.inspect(CHANNEL))


async def test_record_message_ignores_another_channel_and_an_older_position(service: GameService):
    table_id = await start(service)
    assert await service.record_message(CHANNEL, table_id, "live", 0, 500) is True
    assert await service.record_message(CHANNEL + 1, table_id, "live", 3, 501) is False
    assert await service.record_message(CHANNEL, table_id, "live", -1, 502) is False
    assert (await service.store.message(table_id, "live")).message_id == 500
    with pytest.raises(InvalidInputError):
        await service.record_message(CHANNEL, table_id, "pinned", 0, 503)
    with pytest.raises(InvalidInputError):
        await service.record_message(CHANNEL, table_id, "live", 0, -4)


async def test_live_message_records_hold_while_other_channels_write_at_the_same_moment(service: GameService):
    """Ten channels record their live message while each also plays a move: every record and move lands."""
    import asyncio

    channels = [CHANNEL + 100 + i for i in range(10)]
    tables = await asyncio.gather(*(start(service, c) for c in channels))

    async def both(channel: int, table_id: int) -> None:
        loaded = await service.inspect(channel)
        seat = sorted({p.seat for p in loaded.engine.prompts(loaded.state)})[0]
        user = {"axis": AXIS, "allies": ALLIES}[seat]
        await asyncio.gather(
            service.record_message(channel, table_id, "live", loaded.version, 7_000 + channel),
            service.act(channel, user, loaded.engine.options(loaded.state, seat, "")[0].value, seat=seat),
        )

    await asyncio.gather(*(both(c, t) for c, t in zip(channels, tables)))
    for channel, table_id in zip(channels, tables):
        assert (await service.store.message(table_id, "live")).message_id == 7_000 + channel
        assert (await service.inspect(channel)).version >= 1


# -- one drawing per position -------------------------------------------------------------------


async def test_the_phase_post_status_and_board_of_one_position_draw_it_once(db_path: str):
    drawn: list[object] = []

    def render(view: object) -> tuple[bytes, str]:
        drawn.append(view)
        return b"png-" + str(len(drawn)).encode(), "alt"

    svc = await GameService.open(db_path, render=render)
    try:
        await start(svc)
        assert len(drawn) == 1  # the opening phase post
        status, board = await svc.status(CHANNEL), await svc.board(CHANNEL)
        assert status.image == board.image == b"png-1" and len(drawn) == 1
        seat, action = await in_phase(svc)
        await svc.submit(CHANNEL, USER[seat], action, seat=seat)
        assert (await svc.board(CHANNEL)).image == b"png-2" and (await svc.status(CHANNEL)).image == b"png-2"
        assert len(drawn) == 2, "a new position is drawn once, then reused"
    finally:
        await svc.close()


def test_the_image_cache_is_bounded_in_count_and_bytes():
    cache = ImageCache(items=3, size=1000)
    for version in range(10):
        cache.put((1, version), (b"x" * 100, ""))
    assert len(cache) == 3 and cache.get((1, 9)) is not None and cache.get((1, 0)) is None
    cache.put((2, 0), (b"y" * 900, ""))
    assert cache.bytes <= 1000 and cache.get((2, 0)) is not None
    cache.put((3, 0), (b"z" * 5000, ""))  # larger than the whole budget: not kept, nothing else lost
    assert cache.get((3, 0)) is None and cache.get((2, 0)) is not None

