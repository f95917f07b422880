"""``/pb`` and ``/hand`` through the real discord.py stack; only the HTTP transport is fake.

Every request is validated against Discord's OpenAPI spec. The command-text
tests use a strict autospec of the service; the flows (hand, select menu,
stale selection, spectator, out-of-turn setting, pings) run a real Pegasus
Bridge game on SQLite.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

import pytest

import rules.aa_dday  # noqa: F401  (registered first, as the registry does: keeps /rules look-ups in order)
from bot.discord.app import DdayBot
from bot.discord.cogs.pegasus import build_text, heroic_text, play_text, reserve_text, toss_text
from bot.service import GameService, Post
from bot.service.custom_ids import HAND_TEMPLATE as MENU_TEMPLATE
from bot.service.pegasus_hand import PLACEHOLDER
from bot.service.pegasus_table import RESPOND_HELP, chapter
from bot.service.private import NO_SEAT
from i18n import t as words
from renderer import pegasus_bridge as pb
from rules.core import Choice
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.policy import choose
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, MEMBER_PERMISSIONS, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, logged_in, real_table, settings, strict_service

BRIT, GERM, WATCHER = 401_000_000_000_000_001, 402_000_000_000_000_002, 403_000_000_000_000_003
USER = {"british": BRIT, "german": GERM}
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
FOLLOWUP = "/webhooks/{webhook_id}/{webhook_token}"
CARD = re.compile(r"(?<![0-9])1[0-9]{3}[AB]?(?![0-9])")


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def selects(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components") or [] for c in row.get("components", []) if c["type"] == 3]


def select_payload(
    payloads: Payloads, custom_id: str, values: list[str], message: dict[str, Any], user_id: int
) -> dict:
    """A choice in a select menu (component type 3), as the gateway delivers it."""
    payload = payloads._base(3, user_id, MEMBER_PERMISSIONS)
    payload["data"] = {"custom_id": custom_id, "component_type": 3, "values": values}
    payload["message"] = message
    return payload


# -- command texts (strict mocked service) ----------------------------------------------------


@pytest.fixture
async def mocked(api: FakeDiscord, tmp_path, payloads: Payloads) -> tuple[Driver, Any]:
    svc = strict_service([E.spec])
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    api.clear()
    yield Driver(bot, api, payloads), svc
    await bot.close()


@pytest.mark.parametrize(
    ("command", "options", "text"),
    [
        ("pb play", {"card": "1502"}, "play 1502"),
        ("pb play", {"card": "1101", "as": "action"}, "play 1101 as action"),
        ("pb play", {"card": "1403", "with": "1102, 1104"}, "play 1403 with 1102 1104"),
        ("pb raise", {"card": "1305"}, "play 1305"),
        ("pb raise", {"card": "1101", "as": "action"}, "play 1101 as action"),
        ("pb answer", {"card": "1704"}, "play 1704"),
        ("pb answer", {}, "let it stand"),
        ("pb toss", {}, "toss"),
        ("pb toss", {"count": 3}, "toss 3"),
        ("pb toss", {"token": "+3"}, "toss +3"),
        ("pb toss", {"token": "thornton"}, "toss thornton"),
        ("pb pass", {}, "pass"),
        ("pb retreat", {}, "retreat"),
        ("pb absorb", {}, "absorb"),
        ("pb no-unit", {}, "no unit"),
        ("pb done", {}, "done"),
        ("pb keep", {}, "keep"),
        ("pb keep", {"choice": "keep"}, "keep"),
        ("pb keep", {"choice": "mulligan"}, "mulligan"),
        ("pb keep", {"choice": "redraw", "card": "1105"}, "redraw discarding 1105"),
        ("pb terrain", {"terrain": "1007"}, "choose terrain 1007"),
        ("pb terrain", {"pile": 2}, "choose pile 2"),
        ("pb heroic", {"card": "B"}, "take heroic B"),
        ("pb heroic", {}, "take heroic"),
        ("pb reserve", {"unit": "1502", "card": "1702"}, "reserve 1502 1702"),
        ("pb reserve", {}, "reserve none"),
        ("pb spend", {"count": 2}, "spend 2"),
        ("pb choose", {"option": "combat"}, "choose combat"),
        ("pb blue", {"choice": "place"}, "place blue token"),
        ("pb blue", {"choice": "none"}, "no blue token"),
        ("pb build", {}, "build piles random"),
    ],
)
async def test_each_pb_command_submits_the_engines_text_form(mocked, command, options, text):
    driver, svc = mocked
    svc.submit.return_value = [Post(content="ok")]
    sent = check(await driver.command(command, options, user_id=BRIT))
    assert sent[0].template == CALLBACK and sent[0].body == {"type": 5}
    svc.submit.assert_awaited_once_with(CHANNEL_ID, BRIT, text)
    assert E.parse_action(text) is not None  # every text the commands build is one the engine reads


def test_text_builders_round_trip_through_the_engine():
    for text in (
        play_text("1101", "action"),
        play_text("1403", None, "1104 1102"),
        toss_text("normal", "2"),
        toss_text("+3"),
        reserve_text("1502", None),
        heroic_text("c"),
        build_text(None),
    ):
        action = E.parse_action(text)
        assert E.parse_action(E.format_action(action)) == action


async def test_pb_do_sends_one_action_or_several_as_one_batch_and_pb_queue_answers_privately(mocked, api: FakeDiscord):
    """``/pb do`` is a batch (issue #46): what must wait for the opponent is queued by the service."""
    driver, svc = mocked
    svc.submit_batch.return_value = [Post(content="ok")]
    check(await driver.command("pb do", {"action": "  toss 2 "}, user_id=BRIT))
    check(await driver.command("pb do", {"action": "play 1202; play 1204; done"}, user_id=BRIT))
    assert [c.args for c in svc.submit_batch.await_args_list] == [
        (CHANNEL_ID, BRIT, "toss 2"), (CHANNEL_ID, BRIT, "play 1202; play 1204; done")
    ]
    svc.queue.return_value = Post(content="Queued for British: `pass`", ephemeral=True)
    sent = check(await driver.command("pb queue", {"clear": True}, user_id=BRIT))
    svc.queue.assert_awaited_once_with(CHANNEL_ID, BRIT, True)
    assert sent[0].body == {"type": 5, "data": {"flags": 64}}, "deferred privately"
    assert api.ephemeral_messages[-1].body["content"] == "Queued for British: `pass`"


async def test_pb_respond_sends_the_setting_and_explains_the_trade_off_privately(mocked, api: FakeDiscord):
    driver, svc = mocked
    svc.submit.return_value = [Post(content="<@1> (german): `respond never`")]
    sent = check(await driver.command("pb respond", {"setting": "never"}, user_id=GERM))
    svc.submit.assert_awaited_once_with(CHANNEL_ID, GERM, "respond never")
    public, private = api.public_messages, api.ephemeral_messages
    assert len(public) == 1 and len(private) == 1
    assert private[0].body["content"] == RESPOND_HELP
    assert "always" in RESPOND_HELP and "never" in RESPOND_HELP and "faster" in RESPOND_HELP
    assert sent[0].template == CALLBACK


async def test_the_respond_setting_is_a_fixed_choice_with_help_on_each_value(api: FakeDiscord, tmp_path):
    bot = DdayBot(settings(tmp_path), service=strict_service([E.spec]))
    await logged_in(bot)
    try:
        tree = {c["name"]: c for c in api.requests("PUT")[-1].body}
        pb_cmd = tree["pb"]
        subs = {o["name"]: o for o in pb_cmd["options"]}
        # Discord allows 25; /pb queue (issue #46) made it 21.
        assert "orders" in subs and len(subs) <= 21, "room for /pb to grow: at most 21 subcommands, /pb orders included"
        assert "hand" not in subs, "the private hand is the generic /hand"
        setting = subs["respond"]["options"][0]
        assert [c["value"] for c in setting["choices"]] == ["always", "never"]
        assert "waits" in setting["choices"][0]["name"] and "never cancel" in setting["choices"][1]["name"]
        for name in (
            "play",
            "raise",
            "answer",
            "terrain",
            "heroic",
            "reserve",
            "spend",
            "choose",
            "toss",
        ):
            assert all(o.get("autocomplete") for o in subs[name]["options"]), name
        assert "hand" in tree and tree["hand"]["type"] == 1
        numbers = {(name, o["name"]): (o["type"], o.get("min_value"), o.get("max_value"))
                   for name in ("toss", "spend", "terrain") for o in subs[name]["options"] if o["type"] == 4}
        assert numbers == {("toss", "count"): (4, 1, 20), ("spend", "count"): (4, 1, 20), ("terrain", "pile"): (4, 1, 3)}
    finally:
        await bot.close()


@pytest.mark.parametrize(
    ("command", "options", "focused", "kind", "field", "filled"),
    [
        ("pb play", {}, "card", "play", "card", {}),
        ("pb play", {"card": "1101"}, "as", "play", "as", {"card": "1101"}),
        ("pb play", {"card": "1403"}, "with", "play", "with", {"card": "1403"}),
        ("pb raise", {}, "card", "raise", "card", {}),
        ("pb answer", {}, "card", "respond", "card", {}),
        ("pb toss", {"token": "normal"}, "count", "toss", "count", {"token": "normal"}),
        ("pb terrain", {}, "terrain", "terrain", "terrain", {}),
        ("pb heroic", {}, "card", "heroic", "card", {}),
        ("pb keep", {"choice": "redraw"}, "card", "redraw", "card", {"choice": "redraw"}),
        ("pb reserve", {"unit": "1502"}, "card", "reserve", "card", {"unit": "1502"}),
        ("pb spend", {}, "count", "spend", "count", {}),
        ("pb terrain", {}, "pile", "pile", "position", {}),
        ("pb choose", {}, "option", "choose", "option", {}),
    ],
)
async def test_autocomplete_asks_the_service_with_the_engines_kind_and_field(
    mocked, api: FakeDiscord, command, options, focused, kind, field, filled
):
    driver, svc = mocked
    svc.complete.return_value = [Choice(value=f"{1500 + i}", label=f"{1500 + i} Card {i}") for i in range(30)]
    sent = check(await driver.autocomplete(command, options, focused, user_id=BRIT))
    svc.complete.assert_awaited_once_with(CHANNEL_ID, BRIT, kind, field, filled, "")
    (answer,) = sent
    assert answer.template == CALLBACK and answer.body["type"] == 8
    assert len(answer.body["data"]["choices"]) == 25


async def test_pb_do_autocompletes_with_every_legal_action(mocked):
    driver, svc = mocked
    svc.complete_action.return_value = [Choice(value="toss 2", label="toss 2")]
    sent = check(await driver.autocomplete("pb do", {}, "action", user_id=BRIT))
    svc.complete_action.assert_awaited_once_with(CHANNEL_ID, BRIT, "")
    assert sent[0].body["data"]["choices"] == [{"name": "toss 2", "value": "toss 2"}]


# -- a real game ---------------------------------------------------------------------------------


def _render(view: Any) -> tuple[bytes | None, str]:
    return toy_game.tiny_png(), pb.alt_text(view)


@pytest.fixture
async def real(api: FakeDiscord, tmp_path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, _render, "pb.sqlite3"):
        yield pair


async def start(svc: GameService, scenario: str = "1A", seed: int = 4) -> None:
    await svc.new_game(CHANNEL_ID, 1, BRIT, "pegasus-bridge", {"scenario": scenario}, seed=seed)
    await svc.join(CHANNEL_ID, BRIT, "british")
    await svc.join(CHANNEL_ID, GERM, "german")


async def advance_until(svc: GameService, done, rng: random.Random | None = None, limit: int = 600) -> Any:
    rng = rng or random.Random(1)
    for _ in range(limit):
        loaded = await svc.inspect(CHANNEL_ID)
        if done(loaded.state):
            return loaded
        seat = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
        await svc.submit(CHANNEL_ID, USER[seat], choose(E, loaded.state, seat, rng), seat=seat)
    raise AssertionError("never reached")


def british_may_play(state: Any) -> bool:
    return any(a.kind == "play" for a in E.legal(state, "british")) and not any(
        p.seat == "german" for p in E.prompts(state)
    )


def hand_message(api: FakeDiscord) -> dict[str, Any]:
    return next(m for m in reversed(list(api.messages.values())) if m["flags"] & 64 and selects(m))


async def test_hand_is_ephemeral_and_shows_only_the_callers_cards(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    loaded = await advance_until(svc, british_may_play)
    state = loaded.state
    sent = check(await driver.command("hand", user_id=BRIT))
    defer = sent[0]
    assert defer.template == CALLBACK and defer.body["type"] == 5 and defer.body["data"]["flags"] & 64
    assert api.public_messages == []
    (reply,) = api.ephemeral_messages
    assert reply.ephemeral and reply.template == FOLLOWUP
    content = reply.body["content"] + "".join(e["description"] for e in reply.body.get("embeds") or [])
    for card in state.hand["british"]:
        assert content.count(f"`{card}`") == 1, "each card once (issue #46)"
    public_view = E.view(state, None).model_dump_json()
    german_only = set(state.hand["german"]) - set(state.hand["british"]) - set(state.discard["british"])
    german_only -= set(state.heroic["british"]) | set(CARD.findall(public_view))
    assert german_only, "the sample needs German cards the British cannot know"
    assert not german_only & set(CARD.findall(content))
    assert reply.body["allowed_mentions"]["parse"] == []
    # The select menu: only cards the British may play now, each a complete action text.
    (menu,) = selects(reply.body)
    assert re.fullmatch(MENU_TEMPLATE, menu["custom_id"])
    assert menu["custom_id"] == f"dday:hand:{CHANNEL_ID}:{loaded.table.id}:{loaded.version}:british"
    legal = {E.format_action(a) for a in E.legal(state, "british")}
    values = [o["value"] for o in menu["options"]]
    assert values and set(values) <= legal and all(v.startswith("play ") for v in values)
    assert 1 <= len(values) <= 25 and all(len(o["label"]) <= 100 for o in menu["options"])
    for option in menu["options"]:
        card = option["value"].split()[1]
        assert card in state.hand["british"]
        if E.table(state)[card].provenance == "placeholder":
            assert "PLACEHOLDER" in option.get("description", "") and "Placeholder:" in option["label"]


async def test_hand_shows_placeholders_as_placeholders(real, api: FakeDiscord):
    driver, svc = real
    await start(svc, "1A", 7)
    loaded = await svc.inspect(CHANNEL_ID)
    t = E.table(loaded.state)
    placeholders = [c for c in loaded.state.hand["british"] if t[c].provenance == "placeholder"]
    assert placeholders
    check(await driver.command("hand", user_id=BRIT))
    (reply,) = api.ephemeral_messages
    shown = "\n".join(e["description"] for e in reply.body["embeds"])
    legend = f"{PLACEHOLDER} {words('pb-hand-placeholder-legend')}"
    # Issue #46: one short mark on each placeholder card, explained once, after the cards.
    assert shown.count(legend) == 1 and shown.rstrip().endswith(legend)
    for card in loaded.state.hand["british"]:
        (line,) = [ln for ln in shown.splitlines() if f"`{card}`" in ln]
        name = t[card].name.removeprefix("Placeholder: ")
        assert (f"**{name}** {PLACEHOLDER}" in line) == (card in placeholders), line
        assert "Placeholder:" not in line and "placeholder" not in line.lower()


async def test_a_hand_without_placeholders_has_no_legend(real, api: FakeDiscord, monkeypatch: pytest.MonkeyPatch):
    driver, svc = real
    await start(svc, "1A", 7)
    loaded = await svc.inspect(CHANNEL_ID)
    table = E.table(loaded.state)
    printed = [n for n, c in table.cards.items() if c.side == "british" and c.provenance != "placeholder"][:4]
    state = loaded.state.model_copy(update={"hand": {**loaded.state.hand, "british": printed}, "heroic": {
        **loaded.state.heroic, "british": []}})
    svc.tables.positions[loaded.table.id] = (loaded.version, state)
    check(await driver.command("hand", user_id=BRIT))
    (reply,) = api.ephemeral_messages
    shown = "\n".join(e["description"] for e in reply.body["embeds"])
    assert all(f"`{n}`" in shown for n in printed)
    assert PLACEHOLDER not in shown and words("pb-hand-placeholder-legend") not in shown


async def test_choosing_in_the_menu_plays_the_card_and_a_stale_menu_is_refused(
    real, api: FakeDiscord, payloads: Payloads
):
    driver, svc = real
    await start(svc)
    loaded = await advance_until(svc, british_may_play)
    check(await driver.command("hand", user_id=BRIT))
    message = hand_message(api)
    (menu,) = selects(message)
    value = menu["options"][0]["value"]
    api.clear()
    sent = check(await driver.dispatch(select_payload(payloads, menu["custom_id"], [value], message, BRIT)))
    assert sent[0].template == CALLBACK and sent[0].body["type"] == 6  # a silent update of the hand message
    after = await svc.inspect(CHANNEL_ID)
    assert after.version == loaded.version + 1
    history = await svc.history(CHANNEL_ID)
    assert f"`{value}`" in history.content
    posts = api.public_messages
    assert posts and api.ephemeral_messages == []
    # Whoever must act now is pinged, and only them (the German's answer window or raise included).
    prompted = {USER[p.seat] for p in E.prompts(after.state)}
    for post in posts:
        assert set(post.body["allowed_mentions"].get("users", [])) <= prompted
    if GERM in prompted:
        assert any(GERM in post.body["allowed_mentions"].get("users", []) for post in posts)
    # The same menu again: the game moved on, so it is refused privately and nothing changes.
    api.clear()
    check(await driver.dispatch(select_payload(payloads, menu["custom_id"], [value], message, BRIT)))
    assert api.public_messages == []
    (refusal,) = api.ephemeral_messages
    assert "moved on" in refusal.body["content"]
    assert (await svc.inspect(CHANNEL_ID)).version == after.version


async def test_the_menu_still_works_after_a_restart(real, api: FakeDiscord, payloads: Payloads, tmp_path):
    driver, svc = real
    await start(svc)
    loaded = await advance_until(svc, british_may_play)
    check(await driver.command("hand", user_id=BRIT))
    message = hand_message(api)
    (menu,) = selects(message)
    await driver.bot.close()
    again = DdayBot(settings(tmp_path), service=svc)
    await logged_in(again)
    try:
        api.clear()
        payload = select_payload(payloads, menu["custom_id"], [menu["options"][0]["value"]], message, BRIT)
        check(await Driver(again, api, payloads).dispatch(payload))
        assert (await svc.inspect(CHANNEL_ID)).version == loaded.version + 1
        assert api.ephemeral_messages == []
    finally:
        await again.close()


async def test_a_spectator_has_no_hand(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("hand", user_id=WATCHER))
    assert api.public_messages == []
    (reply,) = api.ephemeral_messages
    assert reply.body["content"] == NO_SEAT
    assert not selects(reply.body)
    assert not CARD.findall(reply.body["content"])


async def test_hand_before_the_game_starts_is_a_private_refusal(real, api: FakeDiscord):
    driver, svc = real
    await svc.new_game(CHANNEL_ID, 1, BRIT, "pegasus-bridge", {"scenario": "1A"}, seed=1)
    check(await driver.command("hand", user_id=BRIT))
    assert api.public_messages == []
    (reply,) = api.ephemeral_messages
    assert "not started" in reply.body["content"]


async def test_the_other_players_hand_when_it_is_not_his_turn(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    loaded = await advance_until(svc, british_may_play)
    check(await driver.command("hand", user_id=GERM))
    (reply,) = api.ephemeral_messages
    content = reply.body["content"]
    shown = "".join(e["description"] for e in reply.body["embeds"])
    for card in loaded.state.hand["german"]:
        assert f"`{card}`" in shown
    assert "not your decision" in content
    assert not selects(reply.body)


async def test_pb_respond_works_out_of_turn(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    loaded = await advance_until(svc, british_may_play)
    assert "german" not in {p.seat for p in E.prompts(loaded.state)}
    check(await driver.command("pb respond", {"setting": "never"}, user_id=GERM))
    after = await svc.inspect(CHANNEL_ID)
    assert after.state.settings["german"] == "never"
    assert after.version == loaded.version + 1
    # The private event of the setting reaches its owner in the reply (issue #24: every private event does).
    own, help_text = [m.body["content"] for m in api.ephemeral_messages]
    assert "only you see this" in own and "'never'" in own and help_text == RESPOND_HELP
    assert len(api.public_messages) == 1
    assert "respond never" in api.public_messages[0].body["content"]
    assert api.public_messages[0].body["allowed_mentions"]["users"] == []


async def test_pb_play_through_the_real_service_and_a_refusal_is_private(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    loaded = await advance_until(svc, british_may_play)
    play = next(a for a in E.legal(loaded.state, "british") if a.kind == "play")
    german_card = next(c for c in loaded.state.hand["german"] if c not in loaded.state.hand["british"])
    check(await driver.command("pb play", {"card": german_card}, user_id=BRIT))
    assert api.public_messages == [] and len(api.ephemeral_messages) == 1
    assert (await svc.inspect(CHANNEL_ID)).version == loaded.version
    api.clear()
    check(await driver.command("pb play", {"card": play.card}, user_id=BRIT))
    assert api.ephemeral_messages == [] and api.public_messages
    assert (await svc.inspect(CHANNEL_ID)).version == loaded.version + 1


async def test_heroic_choice_is_offered_by_secret_letter_in_the_hand(real, api: FakeDiscord):
    driver, svc = real
    await start(svc, "2", 3)  # scenario 2: the British chooses a heroic card at the start
    loaded = await advance_until(svc, lambda s: any(p.kind == "heroic" and p.seat == "british" for p in E.prompts(s)))
    check(await driver.command("hand", user_id=BRIT))
    message = hand_message(api)
    (menu,) = selects(message)
    values = [o["value"] for o in menu["options"]]
    assert values and all(re.fullmatch(r"take heroic [A-L]", v) for v in values)
    legal = {a.value for a in E.legal(loaded.state, "british") if a.kind == "heroic" and a.value}
    assert {v.split()[-1] for v in values} == legal
    letters = E.view(loaded.state, "british").private.heroic_slots
    content = "\n".join(e["description"] for e in message["embeds"])
    lines = {ln.split("**")[1]: ln for ln in content.splitlines() if re.match(r"\*\*[A-L]\*\*", ln)}
    assert set(lines) == set(letters)
    for letter, number in letters.items():
        assert number in lines[letter]
        assert ("not allowed now" in lines[letter]) == (letter not in legal)


async def test_every_post_pings_exactly_who_must_act_once_per_stretch(tmp_path):
    """Through the service: a post pings only newly asked players, each at most once per stretch of phases
    (issue #25: a whole Assault and its windows ping the opponent once), and always the first time they are asked."""
    svc = await GameService.open(str(tmp_path / "pings.sqlite3"), render=lambda view: (None, ""))
    try:
        await start(svc, "1A", 2)
        rng = random.Random(5)
        first_pings = 0
        acted: set[str] = set()
        pinged: Counter[int] = Counter()
        for _ in range(400):
            loaded = await svc.inspect_any(CHANNEL_ID)
            if E.outcome(loaded.state) is not None:
                break
            before = {(p.seat, p.kind) for p in E.prompts(loaded.state)}
            seat = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
            posts = await svc.submit(CHANNEL_ID, USER[seat], choose(E, loaded.state, seat, rng), seat=seat)
            after = await svc.inspect_any(CHANNEL_ID)
            now = {(p.seat, p.kind) for p in E.prompts(after.state)}
            asked = {USER[s] for s, _ in now - before} - {USER[seat]}
            opening = chapter(E, after.state) != chapter(E, loaded.state)
            if opening:
                acted, pinged = set(), Counter()
            else:
                acted.add(seat)
            for post in posts:
                if E.outcome(after.state) is not None and "🏁 **Game over" in post.content:
                    assert sorted(post.mention_user_ids) == sorted(USER.values())  # the end pings everyone (#24)
                    continue
                assert set(post.mention_user_ids) <= {USER[s] for s, _ in now}
                assert set(post.mention_user_ids) <= asked
                pinged.update(post.mention_user_ids)
            assert all(n == 1 for n in pinged.values()), "pinged twice in one stretch"
            first = {s for s, _ in now - before} - acted - {seat}
            if not opening and first and E.outcome(after.state) is None:
                assert [u for p in posts for u in p.mention_user_ids] == sorted(USER[s] for s in first)
                first_pings += 1
        assert first_pings >= 1
    finally:
        await svc.close()


async def test_game_new_offers_the_scenario_option(api: FakeDiscord, tmp_path):
    bot = DdayBot(settings(tmp_path), service=strict_service([E.spec]))
    await logged_in(bot)
    try:
        game = next(c for c in api.requests("PUT")[-1].body if c["name"] == "game")
        new = next(o for o in game["options"] if o["name"] == "new")
        pegasus = next(o for o in new["options"] if o["name"] == "pegasus-bridge")
        scenario = next(o for o in pegasus["options"] if o["name"] == "scenario")
        assert scenario.get("autocomplete") is True and len(scenario["description"]) <= 100
        sent = await Driver(bot, api, Payloads()).autocomplete(
            "game new pegasus-bridge", {"scenario": ""}, "scenario", user_id=BRIT
        )
        choices = sent[-1].body["data"]["choices"]
        assert [c["value"] for c in choices] == ["1a", "1b", "2", "3", "campaign"]
        assert choices[2]["name"] == "2 Merville Battery", "scenarios by name, not by number"
    finally:
        await bot.close()


def test_the_forms_refusals_name_commands_as_the_readers_menu_does() -> None:
    """Their words stay English (Pegasus Bridge's texts, issue #28), the commands and options they name do not."""
    from bot.discord.cogs.pegasus import keep_text, terrain_text
    from i18n import command_name, option_name, speaking

    for make, path, option in ((lambda: keep_text("keep", "1101"), "pb keep", "choice"),
                               (lambda: keep_text("redraw"), "pb keep", "choice"),
                               (lambda: terrain_text(), "pb terrain", "terrain")):
        with pytest.raises(ValueError) as english:
            make()
        assert f"{command_name(path)} {option}:" in str(english.value)
        with speaking("ko"), pytest.raises(ValueError) as korean:
            make()
        assert f"{command_name(path, 'ko')} {option_name(path, option, 'ko')}:" in str(korean.value)
        assert f"/{path}" not in str(korean.value)
