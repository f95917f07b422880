"""A Korean A&A table as its players see it (issue #28): seat names, the start post's note, the waiting line and
its buttons in Korean; an English table keeps the engine's own words."""

from __future__ import annotations

import re

from bot.service import GameService
from i18n import speaking, t
from rules.aa_dday.engine import ENGINE

HANGUL = re.compile(r"[\uac00-\ud7a3]")
CH, AXIS, ALLIES = 501, 11, 22


def test_the_english_start_note_is_the_engine_s_own() -> None:
    for options in ({}, {"players": "3"}):
        assert [t(f"aa-start-note-{i}") for i in range(len(ENGINE.start_notes(options)))] == ENGINE.start_notes(options)


async def test_a_korean_table_names_its_seats_and_notes_in_korean(service: GameService) -> None:
    english = ENGINE.seat_names_for({})
    with speaking("en"):  # the creator's client is English: the table still speaks Korean in its channel
        (lobby,) = await service.new_game(CH, 1, AXIS, "aa-dday", {}, seed=7, language="ko")
        assert "주축군(독일)" in lobby.content and english["axis"] not in lobby.content
        assert [b.label for b in lobby.buttons] == ["주축군(독일)로 참가", "연합군(영국과 미국)으로 참가"]  # particles follow the last sound: 독일 -> 로, 미국 -> 으로
        await service.join(CH, AXIS, "axis")
        posts = await service.join(CH, ALLIES, "allies")
    start = posts[-1]
    assert "주축군(독일): <@11>" in start.content and english["allies"] not in start.content
    assert t("aa-start-note-0", lang="ko") in start.content
    assert "**지금:**" in start.content
    for button in start.buttons:
        assert HANGUL.search(button.label) and not button.label.startswith("연합군(영국과"), button.label


async def test_an_english_table_keeps_the_engine_s_words(service: GameService) -> None:
    with speaking("ko"):  # a Korean reader opens an English game
        (lobby,) = await service.new_game(CH, 1, AXIS, "aa-dday", {}, seed=7, language="en")
        await service.join(CH, AXIS, "axis")
        posts = await service.join(CH, ALLIES, "allies")
    assert "Axis (Germany) (`axis`)" in lobby.content and not HANGUL.search(lobby.content)
    assert ENGINE.start_notes({})[0] in posts[-1].content and not HANGUL.search(posts[-1].content)


def test_every_aa_phase_heading_reads_back_in_english_and_in_korean() -> None:
    from bot.service.words import phase_heading
    from rules.aa_dday.common import _phase_label

    for turn in (1, 10):
        for card in range(1, 18):
            for stage in ("order", "fortune", "tactics"):
                for over in (False, True):
                    label = _phase_label(turn, card, stage, over)
                    assert phase_heading("aa-dday", label, lang="en") == label
                    assert HANGUL.search(phase_heading("aa-dday", label, lang="ko")), label
    assert phase_heading("pegasus-bridge", "Turn 1 · Order 01 x", lang="ko") == "Turn 1 · Order 01 x"
    assert phase_heading("aa-dday", "Setup", lang="ko") == "Setup"  # another form: as stored


async def test_a_korean_phase_post_has_korean_headings(service: GameService) -> None:
    await service.new_game(CH, 1, AXIS, "aa-dday", {}, seed=7, language="ko")
    await service.join(CH, AXIS, "axis")
    posts = await service.join(CH, ALLIES, "allies")
    headings = [line for line in posts[-1].content.split("\n") if line.startswith("**") and "·" in line]
    assert headings and all(HANGUL.search(h) and "Turn" not in h for h in headings), headings
