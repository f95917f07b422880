"""The platform speaks Korean (issue #28): under ``speaking("ko")`` the service's posts, private replies and
refusals are Korean; under English they are the sentences they always were.

The service is driven as the bot drives it (tests/conftest.py's ``service``: real SQLite, no images). The
Korean checks look for Hangul and for the absence of the English sentences each path used to write; the
English checks hold the same paths to their old words, byte for byte.
"""

from __future__ import annotations

import re

import pytest

from bot.discord import present
from bot.service import GameService, NoGameError, NotPlayerError, SeatError, ServiceError
from bot.service.common import clip, result_text
from bot.service.longplay import describe_prefs
from i18n import command_name, option_name, speaking, t
from rules.core.errors import NotYourTurnError, RuleError
from tests.i18n.test_catalogue import messages

CH = 555
AXIS, ALLIES, STRANGER = 11, 22, 33
QUIET_DICE = [6] * 40  # nobody hits: the opening runs to the first Allied decision
HANGUL = re.compile(r"[\uac00-\ud7a3]")
PREFIXES = ("lobby-", "seat-", "timer-", "err-", "help-", "prefs-", "undo-", "replace-", "export-", "history-",
            "post-", "ui-", "web-", "computer-", "status-")

ENGLISH_SENTENCES = (
    "New game of", "created by", "Take a seat with a button below", "Join as", "takes the", "begins.**",
    "Dice: every roll comes from", "**Now:**", "It is not your turn", "There is no game in this channel",
    "is taken by", "is not a seat of this game", "This game has already started", "Options:", "Seats:",
    "Position:", "Game record", "History ", "Nothing has happened yet", "Your settings", "asks to take back",
    "Approve undo", "Refuse undo", "took back", "proposes to hand", "Hand over my seat", "Keep my seat",
    "seat passed from", "aborted by", "resigned", "The dice seed was", "Thanks for the game", "Last:",
    "is on vacation", "is back from vacation", "Only a player", "You are not playing", "Move planner",
    "The draft order", "Choose a zone", "Send the draft", "Something went wrong", "Use this in",
)
"""The English words of the platform's sentences: none may be left in a Korean post."""


def assert_korean(text: str) -> None:
    assert HANGUL.search(text), f"no Korean in {text!r}"
    left = [s for s in ENGLISH_SENTENCES if s in text]
    assert not left, f"English left in a Korean post: {left} in {text!r}"


async def started(svc: GameService) -> list:
    """A game of a Korean table when the context speaks Korean (its channel posts are in its own language)."""
    from i18n import current

    await svc.new_game(CH, 1, AXIS, "aa-dday", {}, seed=7, dice_script=QUIET_DICE, language=current())
    await svc.join(CH, AXIS, "axis")
    return await svc.join(CH, ALLIES, "allies")


# -- the catalogue of the platform ---------------------------------------------------------------------


def test_every_platform_message_has_korean_words_of_its_own() -> None:
    english, korean = messages("en"), messages("ko")
    mine = [k for k in english if k.startswith(PREFIXES)]
    assert len(mine) > 150, "the platform's sentences are in the catalogue"
    plain = {"language-name"}
    for key in mine:
        words = t(key, lang="ko", **{name: "X" for name in _arguments(english[key])})
        english_words = t(key, lang="en", **{name: "X" for name in _arguments(english[key])})
        if key in ("post-and",):
            continue
        assert key in korean and key not in plain
        assert HANGUL.search(words) or words != english_words, f"{key}: {words!r} is not Korean"


def _arguments(message) -> set[str]:
    from tests.i18n.test_catalogue import variables

    return variables(message)


def test_plurals_and_particles_in_platform_messages() -> None:
    assert t("undo-took-back", who="<@1>", count=1, first="3", last="3") == "<@1> took back 1 entry (#3–#3)."
    assert t("undo-took-back", who="<@1>", count=2, first="3", last="4") == "<@1> took back 2 entries (#3–#4)."
    assert t("lobby-join-as", seat="주축군", lang="ko") == "주축군으로 참가"
    assert t("lobby-join-as", seat="연합국", lang="ko") == "연합국으로 참가"
    assert t("lobby-join-as", seat="독일", lang="ko") == "독일로 참가"
    assert t("err-no-such-seat", seat="luftwaffe", game="D-Day", seats="axis", lang="ko").startswith("'luftwaffe'는")


def test_result_and_thanks_in_both_languages() -> None:
    names = {"axis": "Axis", "allies": "Allies"}
    assert result_text(names, ["axis"]) == "Axis win"
    assert result_text(names, []) == "nobody wins"
    assert result_text({"g": "German player"}, ["g"]) == "the German player wins"
    with speaking("ko"):
        assert result_text(names, ["axis"]) == "Axis 승리"
        assert result_text(names, ["axis"], "en") == "Axis win"  # a log's text stays English
    assert clip("a\n" * 2000).endswith("\n… (more in /game history)")
    with speaking("ko"):
        assert clip("a\n" * 2000).endswith(f"(나머지는 {command_name('game history', 'ko')}에서)")


def test_preferences_in_both_languages() -> None:
    prefs = {"tz": "Asia/Seoul", "quiet_start": 22 * 60, "quiet_end": 7 * 60, "dm": True}
    assert describe_prefs(prefs) == (
        "Your settings: time zone Asia/Seoul, quiet hours 22:00–07:00, reminders by direct message, pinged when play"
        " passes to you and you have not acted within 3 minutes. No daily digest (`/prefs set digest:08:00` sends one)."
    )
    assert describe_prefs({**prefs, "digest": 8 * 60 + 30}).endswith(
        "Daily digest of the games waiting for you: at 08:30, your time.")
    assert "pinged at once" in describe_prefs({**prefs, "handoff": 0})
    assert "within a minute" in describe_prefs({**prefs, "handoff": 1})
    with speaking("ko"):
        assert_korean(describe_prefs(prefs))
        assert "Asia/Seoul" in describe_prefs(prefs) and "22:00–07:00" in describe_prefs(prefs)
        assert_korean(describe_prefs({**prefs, "digest": 8 * 60 + 30}))
        assert "08:30" in describe_prefs({**prefs, "digest": 8 * 60 + 30})


# -- the service's posts -------------------------------------------------------------------------------


async def test_lobby_seats_and_start_speak_korean(service: GameService) -> None:
    with speaking("ko"):
        (lobby,) = await service.new_game(CH, 1, AXIS, "aa-dday", {}, seed=7, dice_script=QUIET_DICE, language="ko")
        assert_korean(lobby.content)
        assert f"`{command_name('game join', 'ko')}`" in lobby.content and "<@11>" in lobby.content  # commands and mentions untouched
        options = next(line for line in lobby.content.splitlines() if line.startswith("옵션:"))
        assert "players=" not in options and "2인" in options and "운수카드 끔" in options  # names and values in words
        for button in lobby.buttons:
            assert button.label.endswith("참가"), button.label
        (taken,) = await service.join(CH, AXIS, "axis")
        assert_korean(taken.content)
        with pytest.raises(SeatError) as refused:
            await service.join(CH, STRANGER, "axis")
        assert_korean(str(refused.value))
        with pytest.raises(SeatError) as refused:
            await service.join(CH, STRANGER, "luftwaffe")
        assert_korean(str(refused.value))
        status = await service.status(CH)
        assert_korean(status.content)
        posts = await service.join(CH, ALLIES, "allies")
        for post in posts:
            assert_korean(post.content)
        start = posts[-1].content
        assert "**지금:**" in start and "주사위:" in start


async def test_lobby_in_english_keeps_its_words(service: GameService) -> None:
    (lobby,) = await service.new_game(CH, 1, AXIS, "aa-dday", {}, seed=7, dice_script=QUIET_DICE)
    lines = lobby.content.split("\n")
    assert lines[0].startswith("**New game of ") and lines[0].endswith("** created by <@11>.")
    assert lines[2] == "Reminders after 24 h; deadline: none; vacation: 14 days per player."
    assert lines[4] == "Take a seat with a button below or `/game join`. The game starts when every seat is taken."
    assert [b.label for b in lobby.buttons][0].startswith("Join as ")
    (taken,) = await service.join(CH, AXIS, "axis")
    assert taken.content.startswith("<@11> takes the ") and taken.content.endswith(" seat.")
    with pytest.raises(SeatError, match=r"^The .* seat is taken by <@11>\.$"):
        await service.join(CH, STRANGER, "axis")
    posts = await service.join(CH, ALLIES, "allies")
    assert "begins.** " in posts[-1].content and "\n**Now:** " in posts[-1].content
    assert "Dice: every roll comes from a secret seed whose SHA-256 commitment is `" in posts[-1].content


async def test_refusals_are_korean_for_a_korean_reader(service: GameService) -> None:
    with speaking("ko"):
        with pytest.raises(NoGameError) as refused:
            await service.status(CH)
        assert_korean(str(refused.value))
    with pytest.raises(NoGameError, match=r"^There is no game in this channel\. Start one with /game new\.$"):
        await service.status(CH)
    await started(service)
    loaded = await service.inspect(CH)
    waiting = {p.seat for p in loaded.engine.prompts(loaded.state)}
    idle = AXIS if "axis" not in waiting else ALLIES
    with speaking("ko"), pytest.raises((NotYourTurnError, RuleError, ServiceError)) as refused:
        await service.submit(CH, idle, "done")
    if isinstance(refused.value, NotYourTurnError):
        assert_korean(str(refused.value))
    with speaking("ko"):
        with pytest.raises(NotPlayerError) as refused:
            await service.submit(CH, STRANGER, "done")
        assert_korean(str(refused.value))
        with pytest.raises(NotPlayerError) as refused:
            await service.resign(CH, STRANGER)
        assert_korean(str(refused.value))
        assert_korean(present.error_text(refused.value))
        assert_korean(present.error_text(ZeroDivisionError("internal")))
    assert present.error_text(ZeroDivisionError("internal")) == "Something went wrong; nothing was changed."


async def test_status_history_export_and_resign_in_korean(service: GameService) -> None:
    with speaking("ko"):
        await started(service)
        assert_korean((await service.status(CH)).content)
        assert_korean((await service.history(CH)).content.split("\n")[0])
        assert_korean((await service.export_post(CH)).content)
        (resigned,) = await service.resign(CH, AXIS)
        assert_korean(resigned.content)
    record = await service.export(CH)
    ended = [e for a in record["actions"] for e in a.get("events", []) if e.get("kind") == "resigned"]
    assert not ended or not HANGUL.search(ended[0]["text"])  # the log keeps English words


async def test_abort_in_both_languages(service: GameService) -> None:
    await started(service)
    with speaking("ko"):
        with pytest.raises(ServiceError) as refused:
            await service.abort(CH, STRANGER)
        assert_korean(str(refused.value))
    (aborted,) = await service.abort(CH, AXIS)
    assert aborted.content == (
        "The game in this channel was aborted by <@11>. It stays reviewable with /game history. "
        "The dice seed was `7`."
    )


async def test_vacation_and_prefs_in_korean(service: GameService) -> None:
    with speaking("ko"):  # a Korean table: what the request posts for the channel is in its language
        await started(service)
        (away,) = await service.vacation(CH, AXIS, 2)
        assert_korean(away.content)
        (back,) = await service.vacation(CH, AXIS, 0)
        assert_korean(back.content)
        with pytest.raises(ServiceError) as refused:
            await service.vacation(CH, AXIS, 0)
        assert_korean(str(refused.value))
        with pytest.raises(ServiceError) as refused:
            await service.set_prefs(AXIS, quiet="late")
        assert_korean(str(refused.value))
        with pytest.raises(ServiceError) as refused:
            await service.set_prefs(AXIS, tz="Mars/Olympus")
        assert_korean(str(refused.value))
        assert_korean((await service.set_prefs(AXIS, tz="Asia/Seoul")).content)


async def test_replace_asks_consent_in_korean(service: GameService) -> None:
    with speaking("ko"):  # a Korean table: what the request posts for the channel is in its language
        await started(service)
        (asked,) = await service.replace(CH, AXIS, "allies", STRANGER, is_manager=False)
        assert_korean(asked.content)
        assert [b.label for b in asked.buttons] == ["내 자리 넘기기", "내 자리 지키기"]
        with pytest.raises(SeatError) as refused:
            await service.replace(CH, AXIS, "nobody", STRANGER, is_manager=False)
        assert_korean(str(refused.value))
    # Asked by a reader whose Discord speaks English: posted for the channel, so in the table's language still.
    (asked,) = await service.replace(CH, AXIS, "allies", STRANGER, is_manager=False)
    assert_korean(asked.content)
    assert [b.label for b in asked.buttons] == ["내 자리 넘기기", "내 자리 지키기"]


# -- /help, /rules and the Discord layer's own words ---------------------------------------------------


def test_help_and_rules_in_korean_keep_command_syntax() -> None:
    from bot.service.reference import GAME_COMMANDS, help_text, rules_text

    english = help_text(None, None)
    assert GAME_COMMANDS in english and english.startswith("**D-Day board games, played by post.**")
    with speaking("ko"):
        korean = help_text(None, None)
        assert_korean(korean)
        cmd, opt = (lambda path: command_name(path, "ko")), (lambda path, name: option_name(path, name, "ko"))
        for syntax in (f"`{cmd('game new')} <게임>`", f"`{cmd('game join')} [{opt('game join', 'seat')}]`",
                       f"`{cmd('prefs set')}`", f"`{cmd('rules')} {opt('rules', 'term')}:"):
            assert syntax in korean, syntax  # the commands as a Korean menu names them
        assert "/game" not in korean and "/게임 참가" in korean
        assert "Tables: /game" not in korean and "Looking things up" not in korean
        with_game = help_text("aa-dday", "<@1> (Axis): choose")
        patrol = f"`{cmd('aa patrol')} {opt('aa patrol', 'units')}:2 uk fighter {opt('aa patrol', 'to')}:12`"
        assert patrol in with_game and "전투기" in with_game  # the action notation in the values stays English
        assert "**지금:**" in with_game
        assert_korean(rules_text("aa-dday", ""))
        assert_korean(rules_text("aa-dday", "zzqqxx"))


def test_the_discord_layer_refuses_in_korean() -> None:
    from bot.discord.cogs.guard import NO_GAME, refusal_text

    assert refusal_text("aa", None) == NO_GAME == "There is no game in this channel: start one with `/game new`."
    with speaking("ko"):
        assert_korean(refusal_text("aa", None) or "")
        assert f"`{command_name('game new', 'ko')}`" in (refusal_text("aa", None) or "")
        assert_korean(present.generic_error())
        assert_korean(present.posting_failed())
        assert_korean(present.error_text(NoGameError(t("err-no-game"))))
    assert present.generic_error() == present.GENERIC_ERROR


def test_a_rule_refusal_with_a_key_is_shown_in_the_reader_s_words() -> None:
    refusal = RuleError("It is not your turn. Waiting for: axis.", key="err-not-your-turn", params={"who": "axis"})
    assert present.error_text(refusal) == "It is not your turn. Waiting for: axis."
    with speaking("ko"):
        assert present.error_text(refusal) == "당신의 차례가 아닙니다. 기다리는 중: axis."
    unknown = RuleError("Plain words.", key="no-such-message-anywhere")
    assert present.error_text(unknown) == "Plain words."  # a missing name never hides the refusal


async def test_the_move_planner_frame_in_both_languages(service: GameService) -> None:
    await started(service)
    english = await service.plan(CH, AXIS)
    assert english.content.startswith("**Move planner** (only you see this). The draft order is empty.\n")
    with speaking("ko"):
        korean = await service.plan(CH, AXIS)
        assert_korean(korean.content)
        assert korean.content.startswith("**이동 계획표**")
        with pytest.raises(ServiceError) as refused:
            await service.plan(CH, STRANGER)
        assert_korean(str(refused.value))
