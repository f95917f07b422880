"""Overlord in Discord, service side (issue #13): Team threads, and pings by Team for a table of 12."""

from __future__ import annotations

import re

import pytest

from bot.service import GameService, NoGameError
from bot.service.teams import NO_THREADS
from rules.core import find_game
from tests.conftest import no_render
from tests.service.overlord_table import CH, USERS, create_table, keep_all, start_table

ALL = list(USERS)
THREADS = {"Team Able": 7001, "Team Baker": 7002, "Team Charlie": 7003}


@pytest.fixture
async def svc(db_path: str):
    service = await GameService.open(db_path, render=no_render)
    yield service
    await service.close()


def team_segment(content: str, team: str) -> str:
    found = re.search(rf"{team}: ([^;\n]*)", content)
    assert found, f"no '{team}:' group in {content!r}"
    return found.group(1)


async def test_the_start_asks_for_one_private_thread_per_team_with_its_players(svc: GameService) -> None:
    first = (await start_table(svc))[1]
    assert [t.team for t in first.team_threads] == ["Team Able", "Team Baker", "Team Charlie"]
    for t in first.team_threads:
        column = {"Team Able": 1, "Team Baker": 2, "Team Charlie": 3}[t.team]
        assert t.user_ids == [USERS[f"t{column}u{u}"] for u in range(1, 5)]
        assert t.name.startswith(t.team) and len(t.name) <= 100
    assert {p.team_threads == [] for p in (await start_table(svc, channel=CH + 1, players="1", solo="on"))} == {True}, (
        "one player is one Team: no thread to keep apart"
    )


async def test_one_message_pings_every_unit_asked_grouped_by_team(svc: GameService) -> None:
    posts = await start_table(svc)
    first = posts[1]
    assert sorted(first.mention_user_ids) == sorted(USERS.values())
    assert len(first.content) <= 2000 and first.content.rstrip().endswith("in the Team's thread._"), (
        "the start names who must act; what each is asked goes to the Teams' threads"
    )
    now = first.content[first.content.index("**Now:**"):]
    for team, column in (("Team Able", 1), ("Team Baker", 2), ("Team Charlie", 3)):
        assert team_segment(now, team).split() == [f"<@{USERS[f't{column}u{u}']}>" for u in range(1, 5)]
    # One Unit rolling inside the phase pings nobody: the live message is edited.
    await svc.record_message(CH, first.track.table_id, "live", first.track.seq, 555)
    (moved,) = await svc.submit(CH, USERS["t1u1"], "keep")
    assert moved.mention_user_ids == [] and moved.track is not None and moved.track.edit_id == 555


async def test_the_next_phase_pings_only_the_units_it_asks(svc: GameService) -> None:
    await start_table(svc)
    posts = await keep_all(svc, ALL)
    phase_two = posts[-1]
    asked = {p.seat for p in (await svc.inspect(CH)).engine.prompts((await svc.inspect(CH)).state)}
    assert asked == set(ALL) - {"t1u1", "t1u4"}
    assert sorted(phase_two.mention_user_ids) == sorted(USERS[s] for s in asked if s != "t3u4")  # t3u4 just acted
    assert "Team Able: " in phase_two.content and f"<@{USERS['t1u1']}>" not in team_segment(phase_two.content, "Team Able")
    pinged_before = [p for p in posts[:-1] if p.mention_user_ids]
    assert pinged_before == [], "the rolls inside Phase 1 ping nobody"


async def test_a_table_not_in_teams_keeps_its_waiting_line(svc: GameService) -> None:
    first = (await start_table(svc, players="1", solo="on"))[1]
    assert "Team Able:" not in first.content.split("**Now:**")[1].split("\n")[0]


async def test_recorded_threads_get_a_welcome_and_each_phase_their_teams_prompts(svc: GameService) -> None:
    first = (await start_table(svc))[1]
    table_id = first.team_threads[0].table_id
    welcome = await svc.record_threads(CH, table_id, THREADS)
    assert [p.channel_id for p in welcome[:3]] == list(THREADS.values())
    assert all(p.mention_user_ids == [] for p in welcome), "neither the welcomes nor the trays ping"
    assert "Team Baker's private thread" in welcome[1].content and "/dice medals" in welcome[1].content
    asked = welcome[3:6]
    assert [p.channel_id for p in asked] == list(THREADS.values()), "then what each Team is asked, in its thread"
    assert "Team Able, your Units to act" in asked[0].content and asked[0].content.count("• ") == 4
    assert "(Unit 2 (U.S.)): your dice are" in asked[0].content and "Team Able, Unit" not in asked[0].content, (
        "the Unit named once, the engine's words after it"
    )
    trays = welcome[6:]
    assert [(t.seat, t.channel_id) for t in trays] == [(s, THREADS[team_of(s)]) for s in ALL], "each tray in its thread"
    assert await svc.record_threads(CH, table_id, THREADS) == [], "said once: no second welcome, no second trays"
    assert await svc.store.team_threads(table_id) == THREADS
    (tray,) = [p for p in await svc.submit(CH, USERS["t2u2"], "lock 1 2") if getattr(p, "seat", None)]
    assert tray.channel_id == THREADS["Team Baker"], "a Unit's new tray goes to its Team's thread"
    posts = await keep_all(svc, ALL)
    phase_post = next(p for p in posts if p.channel_id is None and p.mention_user_ids)
    threads = [p for p in posts if p.channel_id is not None]
    assert [p.channel_id for p in threads] == [7001, 7002, 7003]
    assert all(p.mention_user_ids == [] for p in threads), "the channel's post pinged them: no second ping"
    able = threads[0].content
    assert "Unit 2" in able and "Unit 3" in able and "Unit 1 " not in able, "t1u1 and t1u4 are not asked"
    assert "Team Baker" not in able and "Team Charlie" not in able
    # The channel names who must act; what each is asked is in the threads.
    assert "cancel" not in phase_post.content.split("**Now:**")[1]
    assert "in the Team's thread" in phase_post.content


def team_of(seat: str) -> str:
    return ("Team Able", "Team Baker", "Team Charlie")[int(seat[1]) - 1]


async def test_the_start_of_a_game_in_teams_leaves_its_trays_for_the_threads(svc: GameService) -> None:
    posts = await start_table(svc)
    assert len(posts) == 2, "the join and the phase post: the trays wait for the threads"


async def test_the_service_tells_a_command_sent_with_a_team_threads_id_where_the_game_is(svc: GameService) -> None:
    """The discord layer sends a thread's commands to its game's channel (home_channel); this is the safety net."""
    first = (await start_table(svc))[1]
    await svc.record_threads(CH, first.team_threads[0].table_id, THREADS)
    with pytest.raises(NoGameError) as refused:
        await svc.submit(THREADS["Team Charlie"], USERS["t3u1"], "keep")
    assert "Team Charlie's private thread" in str(refused.value) and f"<#{CH}>" in str(refused.value)
    assert await svc.home_channel(THREADS["Team Charlie"]) == CH and await svc.home_channel(4321) == 4321
    with pytest.raises(NoGameError) as other:
        await svc.submit(4321, USERS["t3u1"], "keep")
    assert "no game in this channel" in str(other.value)


async def test_threads_that_cannot_be_opened_are_said_once_and_the_game_plays_on(svc: GameService) -> None:
    first = (await start_table(svc))[1]
    table_id = first.team_threads[0].table_id
    refused = {team: None for team in THREADS}
    note, *asked, = await svc.record_threads(CH, table_id, refused)
    assert note.content == NO_THREADS and note.channel_id == CH
    trays = [p for p in asked if getattr(p, "seat", None)]
    asked = [p for p in asked if not getattr(p, "seat", None)]
    assert len(asked) == 3 and {p.channel_id for p in asked} == {CH}, "each Team's prompts: in the channel instead"
    assert len(trays) == 12 and {t.channel_id for t in trays} == {CH}, "the trays go to the channel instead"
    assert await svc.record_threads(CH, table_id, refused) == [], "said once"
    (tray,) = [p for p in await svc.submit(CH, USERS["t1u1"], "lock 1 2") if getattr(p, "seat", None)]
    assert tray.seat == "t1u1" and tray.channel_id == CH, "a tray names the channel: it is posted on its own"
    posts = await keep_all(svc, ALL)
    assert all(p.channel_id in (None, CH) for p in posts)
    phase_post = posts[-1]
    assert "cancel" in phase_post.content, "without threads, the prompts stay in the channel"


async def test_record_threads_ignores_another_channel_and_unknown_teams(svc: GameService) -> None:
    first = (await start_table(svc))[1]
    table_id = first.team_threads[0].table_id
    assert await svc.record_threads(CH + 5, table_id, THREADS) == []
    assert await svc.record_threads(CH, table_id, {"Team Dog": 1}) == []
    assert await svc.store.team_threads(table_id) == {}


async def test_a_lobby_records_no_thread(svc: GameService) -> None:
    table = await create_table(svc)
    assert await svc.record_threads(CH, table.id, THREADS) == []


async def test_another_process_sees_the_threads_once_they_are_recorded(svc: GameService, db_path: str) -> None:
    first = (await start_table(svc))[1]
    other = await GameService.open(db_path, render=no_render)
    try:
        before = await other.submit(CH, USERS["t1u1"], "lock 1 2")  # read before any thread is recorded
        assert [getattr(p, "seat", None) for p in before if p.channel_id is not None] == []
        await svc.record_threads(CH, first.team_threads[0].table_id, THREADS)
        after = await other.submit(CH, USERS["t1u2"], "lock 1 2")
        assert [p.channel_id for p in after if getattr(p, "seat", None)] == [THREADS["Team Able"]]
    finally:
        await other.close()


async def test_a_blitzkrieg_the_lobby_offers_starts_with_its_team_threads(svc: GameService) -> None:
    await svc.new_game(CH, 1, USERS["t1u1"], "dday-dice", {"blitzkrieg": "a1", "players": "6"}, seed=5)
    table = await svc.store.latest_table(CH)
    posts: list = []
    for seat in find_game("dday-dice").seats_for(table.options):
        posts = await svc.join(CH, USERS[seat], seat)
    first = posts[1]
    assert [t.team for t in first.team_threads] == ["Team Able", "Team Baker", "Team Charlie"]
    assert [len(t.user_ids) for t in first.team_threads] == [2, 2, 2]
    assert "Team Able: " in first.content and "Team Charlie: " in first.content


async def test_phase_buttons_name_the_unit_and_are_all_or_none(svc: GameService) -> None:
    twelve = (await start_table(svc))[1]
    assert twelve.buttons == [], "24 answers cannot all be buttons: none rather than some Units' only"
    await svc.new_game(CH + 1, 1, USERS["t2u1"], "dday-dice", {"blitzkrieg": "a1", "players": "2"}, seed=5)
    await svc.join(CH + 1, USERS["t2u1"], "t2u1")
    two = (await svc.join(CH + 1, USERS["t3u1"], "t3u1"))[1]
    assert two.buttons == [], "both Teams answer in their threads (issue #25): no answer-button in the channel"
    table_id = (await svc.inspect(CH + 1)).table.id
    await svc.record_threads(CH + 1, table_id, {"Team Baker": None, "Team Charlie": None})  # refused: in the channel
    edit = (await svc.submit(CH + 1, USERS["t2u1"], "lock 1 2"))[0]
    assert edit.buttons == [], "each Unit keeps its roll on its own dice tray, not on the phase message (issue #46)"
    await svc.submit(CH + 1, USERS["t2u1"], "keep")
    phase = (await svc.submit(CH + 1, USERS["t3u1"], "keep"))[0]
    assert [b.label for b in phase.buttons] == ["Charlie 1: done"], "Phase 2's answers, named by Unit"


def test_a_team_unit_s_button_names_its_team_and_number_in_either_language():
    """Two Units of one Team never share a button's name (issue #48: a Korean table names them too)."""
    from bot.service.teams import short_seat

    assert short_seat("Team Baker, Unit 2 (U.S.)") == "Baker 2"
    assert [short_seat(f"베이커 팀 유닛 {n}(미국)") for n in (1, 2)] == ["베이커 1", "베이커 2"]
    assert short_seat("Unit 1 (U.S.)") == "Unit 1 (U.S.)" and short_seat("Axis (Germany)") == "Axis"
