"""Hidden hands stay hidden: Pegasus Bridge games played through the real service, every public thing scanned.

Many seeded games (every scenario, the campaign included) are played through
:class:`GameService` on SQLite: random legal choices, the simple policy,
buttons, out-of-turn settings, an explicit (secret) scenario 3 pile
arrangement. After every action the raw state gives the *private* cards: the
numbers in a hand, a draw pile, the counter-attack pile, an unchosen or
unseen heroic card or a face-down discard, that are not also public (on the
table, waiting in the stack, seen going to a discard pile face up, played
heroic, objectives, Terrains, or announced by the rules such as the Fate
token's prize). None of them may appear, as a whole token or, for names, as a
substring, in anything public:

- every non-ephemeral post of that action (content, button labels and
  custom_ids, image alt text) and every view given to the renderer (its JSON);
- ``/game status``, ``/game board`` (text and alt text), reminders, and the
  ``/game export`` record while the game is in progress, at checkpoints;
- every ``/game history`` page at the end, each entry checked against the
  private cards right after that entry;
- the web viewer (issue #27), at checkpoints and at the end: the page data behind the game's token, the HTML
  built from it and the offline file (``/game export format:html``), each log entry against the private cards
  of its own time, each position's alt text against those of that position, the rest against those of now
  (:mod:`tests.service.viewer_scan`).

Also: no private event text and no secret action text ever appears in
public; cards set aside for the counter-attack are never named in public
when they go there; and the public image and view of two states that differ
only in hidden cards are byte-identical.

The 35 games are marked slow (the campaign's seven alone take some 27 s of CPU); the default run scans one whole
game of scenario 3 (its secret pile arrangement typed out) and one of 1B (the counter-attack's cards), each with
every check above.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import rules.aa_dday  # noqa: F401  (registered first, as the registry does: keeps /rules look-ups in order)
from bot.service import GameService, Post, ServiceError
from bot.service.custom_ids import SECRET_TEMPLATE, SecretId
from renderer import pegasus_bridge as pb
from rules.core import RuleError
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.piles import random_piles
from rules.pegasus_bridge.policy import choose
from tests.service.viewer_scan import WEB_URL, served
from tests.typed import apply_text

SEATS = ("british", "german")
BRITISH, GERMAN, WATCHER = 101, 202, 303
USER = {"british": BRITISH, "german": GERMAN}
CARD = re.compile(r"(?<![0-9A-Za-z])1[0-9]{3}[AB]?(?![0-9A-Za-z])")
NUMERIC_NOISE = re.compile(r"version \d+|`#\d+`|#\d+|<@\d+>|<#\d+>|<t:\d+(?::\w)?>|`[0-9a-f]{64}`|seed was `\d+`")
SCENARIOS = ("1A", "1B", "2", "3", "campaign")
GAMES = [(scen, seed) for scen in SCENARIOS for seed in range(7)]
"""35 games: seven seeds of each scenario, the campaign included."""
REAL_IMAGES = {("1A", 0), ("1B", 1), ("2", 2), ("3", 3), ("campaign", 4)}
BUTTON_TEMPLATES = (
    re.compile(r"dday:act:\d+:\d+:\d+:\d+"),
    re.compile(r"dday:join:\d+:\d+:(british|german)"),
    re.compile(r"dday:req:\d+:\d+:\d+:(yes|no)"),
    re.compile(SECRET_TEMPLATE),
)
WEB_LINK = re.compile(re.escape(WEB_URL) + r"/g/[A-Za-z0-9_-]{20,64}#p=\d+")


# -- what is private, from the raw state --------------------------------------------------


def public_cards(s: Any, announced: set[str]) -> set[str]:
    out: set[str] = set(announced)
    for seat in SEATS:
        out |= set(s.seen[seat]) | set(s.removed[seat]) | set(s.objectives[seat])
    out |= set(s.current) | set(s.revealed)
    ter = s.terrain
    out |= set(ter.discard) | set(ter.out) | set(ter.done)
    if s.assault:
        for f in s.assault.fronts:
            out.add(f.terrain)
            out |= {e.card for e in f.table}
    out |= {e.card for e in s.stack}
    return out


def hidden_cards(s: Any) -> set[str]:
    out: set[str] = set(s.counter_pile)
    for seat in SEATS:
        out |= set(s.hand[seat]) | set(s.draw[seat]) | set(s.heroic[seat]) | set(s.lost[seat])
        out |= set(s.discard[seat]) - set(s.seen[seat])
    return out


def private_cards(s: Any, announced: set[str]) -> set[str]:
    return hidden_cards(s) - public_cards(s, announced)


class Secrets:
    """The private cards right after one log entry, with their names and the public names to mask."""

    def __init__(self, state: Any, announced: set[str]) -> None:
        table = E.table(state)
        self.numbers = private_cards(state, announced)
        public = public_cards(state, announced)
        public_names = {table.name(n) for n in public if n in table}
        # Names shared with a public card (or inside one) cannot tell anything apart: they are masked first.
        self.mask = sorted(public_names, key=len, reverse=True)
        self.names = {table.name(n): n for n in self.numbers if n in table}

    def leaks(self, text: str) -> list[str]:
        text = NUMERIC_NOISE.sub(" ", text)
        found = [n for n in CARD.findall(text) if n in self.numbers]
        for name in self.mask:
            text = text.replace(name, " ")
        found += [f"{number} ({name})" for name, number in self.names.items() if len(name) >= 4 and name in text]
        return found


def check(text: str, secrets: Secrets, where: str) -> None:
    leaks = secrets.leaks(text)
    assert not leaks, f"private card(s) {leaks} in public {where}: {text[:600]!r}"


def check_told(text: str, before: Secrets, after: Secrets, where: str) -> None:
    """A logged line: a leak is a card private both before and after the entry that logged it."""
    leaks = sorted(set(before.leaks(text)) & set(after.leaks(text)))
    assert not leaks, f"private card(s) {leaks} in public {where}: {text[:600]!r}"


def check_post(
    post: Post,
    secrets: Secrets,
    where: str,
    private_texts: set[str],
    earlier: dict[str, list[tuple[Secrets, Secrets]]] | None = None,
) -> None:
    """Scan a public post; ``earlier`` maps an event text to the secrets before and after the entry that logged it.

    A phase post retells the events since the last phase end, some logged several entries ago (in a campaign
    even before the decks of the next scenario were shuffled): each such line is checked against the private
    cards of its own time; every other line against those of now.
    """
    if post.ephemeral:
        return
    lines = post.content.splitlines()
    pieces = [post.alt_text] + [b.label for b in post.buttons]
    for line in lines:
        told = (earlier or {}).get(line[2:]) if line.startswith("• ") else None
        if told:
            # A leak is a card private both before and after the entry that told it (inside one entry a
            # card may be shown, then shuffled back: the end of a campaign scenario does that).
            leaks = [sorted(set(a.leaks(line)) & set(b.leaks(line))) for a, b in told]
            assert not all(leaks), f"private card(s) {leaks[0]} in public {where}: {line!r}"
        else:
            check(line, secrets, where)
    for piece in pieces:
        check(piece, secrets, where)
    for piece in pieces + lines:
        for secret in private_texts:
            assert secret not in piece, f"a private text shows in public {where}: {secret!r}"
    for b in post.buttons:
        if b.url:  # the web viewer's link button (issue #27): the page's address, nothing else
            assert WEB_LINK.fullmatch(b.url), b.url
            continue
        assert any(t.fullmatch(b.custom_id) for t in BUTTON_TEMPLATES), b.custom_id


def _strip_static(obj: Any) -> Any:
    """A view's JSON without the printed card texts (static data, the same for every game)."""
    if isinstance(obj, dict):
        return {k: _strip_static(v) for k, v in obj.items() if k not in ("text", "data_note")}
    if isinstance(obj, list):
        return [_strip_static(v) for v in obj]
    return obj


# -- playing ----------------------------------------------------------------------------------


class Renderer:
    """The service's render hook: real images for a few games, alt text always; keeps every view."""

    def __init__(self) -> None:
        self.real = False
        self.views: list[Any] = []
        self.calls = 0

    def __call__(self, view: Any) -> tuple[bytes | None, str]:
        self.views.append(view)
        self.calls += 1
        image = pb.render(view) if self.real and self.calls % 9 == 0 else None
        return image, pb.alt_text(view)


class Clock:
    def __init__(self) -> None:
        self.now = 1_780_000_000.0

    def __call__(self) -> float:
        return self.now


def explicit_build(state: Any, rng: random.Random) -> str:
    """A legal scenario 3 pile arrangement typed out in full (a secret action text)."""
    piles = random_piles(state.terrain.pool, rng.shuffle)
    return "build piles " + "; ".join(f"{b}: {' '.join(cards)}" for b, cards in piles.items())


async def scan_secrets(svc: GameService, channel: int, posts: list[Post], actor: int, where: str) -> int:
    """The private news of an entry reaches its owner only (issue #24); return how many 🔒 buttons were pressed.

    An ephemeral part of the reply holds only private events of the actor's own seats. Each 🔒 button on a
    public post is refused to everyone but its seat's player (the other player, a spectator), and shows that
    player their own private events only.
    """
    table = await svc.store.latest_table(channel)
    mine = {s for s, u in USER.items() if u == actor}
    by_seat: dict[str, set[str]] = {}
    for e in await svc.store.events(table.id):
        if e.seat is not None:
            by_seat.setdefault(e.seat, set()).add(e.text)
    own = {t for seat in mine for t in by_seat.get(seat, set())}
    others = {t for seat, texts in by_seat.items() if seat not in mine for t in texts} - own
    pressed = 0
    for post in posts:
        if post.ephemeral:
            assert not [t for t in others if t in post.content], f"another seat's news in the actor's reply {where}"
            continue
        for b in post.buttons:
            key = SecretId.parse(b.custom_id)
            if key is None:
                continue
            for other in {*USER.values(), WATCHER} - {USER[key.seat]}:
                with pytest.raises(ServiceError):
                    await svc.reveal(channel, other, key.table, key.first, key.last, key.seat)
            shown = await svc.reveal(channel, USER[key.seat], key.table, key.first, key.last, key.seat)
            assert shown.ephemeral and shown.buttons == []
            told = [line[2:] for line in shown.content.splitlines() if line.startswith("• ")]
            assert told and set(told) <= by_seat[key.seat], f"the 🔒 button {where} shows more than its seat's news"
            pressed += 1
    return pressed


async def private_event_texts(svc: GameService, channel: int) -> set[str]:
    table = await svc.store.latest_table(channel)
    return {e.text for e in await svc.store.events(table.id) if e.seat is not None and len(e.text) > 20}


async def play_and_scan(
    svc: GameService,
    render: Renderer,
    clock: Clock,
    channel: int,
    scenario: str,
    seed: int,
    max_steps: int = 1500,
    *,
    counter_attack: bool = False,
) -> dict[str, int]:
    """Play one game, scanning as it goes; ``counter_attack``: also check what is said of the cards set aside."""
    rng = random.Random(seed * 7919 + len(scenario))
    stats = {
        "actions": 0,
        "posts": 0,
        "buttons": 0,
        "settings": 0,
        "checkpoints": 0,
        "secret_actions": 0,
        "set_aside": 0,
        "finished": 0,
        "reveals": 0,
    }
    set_aside: dict[int, set[str]] = {}
    """Version -> cards that entry put face down in the counter-attack pile (never to be named in public)."""
    announced: set[str] = set()
    secrets_at: dict[int, Secrets] = {}
    private_texts: set[str] = set()

    await svc.new_game(channel, 1, BRITISH, "pegasus-bridge", {"scenario": scenario}, seed=seed)
    posts = await svc.join(channel, BRITISH, "british")
    posts += await svc.join(channel, GERMAN, "german")
    loaded = await svc.inspect(channel)
    secrets_at[0] = Secrets(loaded.state, announced)
    for post in posts:
        check_post(post, secrets_at[0], "start post", private_texts)
    stats["reveals"] += await scan_secrets(svc, channel, posts, GERMAN, "at the start")  # the hands dealt

    for step in range(max_steps):
        loaded = await svc.inspect_any(channel)
        state = loaded.state
        if E.outcome(state) is not None:
            break
        prompts = E.prompts(state)
        seat = rng.choice(sorted({p.seat for p in prompts}))
        roll = rng.random()
        if roll < 0.04:
            other = rng.choice(SEATS)
            posts = await svc.submit(channel, USER[other], f"respond {rng.choice(['always', 'never'])}", seat=other)
            actor = USER[other]
            stats["settings"] += 1
        elif any(p.kind == "build" for p in prompts) and seat == "german" and roll < 0.7:
            text = explicit_build(state, rng)
            private_texts.add(text.split(" ", 2)[2])
            posts = await svc.submit(channel, GERMAN, text, seat="german")
            actor = GERMAN
            stats["secret_actions"] += 1
        elif roll < 0.2:
            flat = [(p.seat, c) for p in prompts for c in p.choices]
            index = rng.randrange(len(flat))
            posts = await svc.press(channel, USER[flat[index][0]], loaded.version, index)
            actor = USER[flat[index][0]]
            stats["buttons"] += 1
        else:
            if roll < 0.6:
                text = choose(E, state, seat, rng)
            else:
                text = rng.choice(E.options(state, seat, "")).value
            actor = USER[seat]
            try:
                posts = await svc.submit(channel, USER[seat], text, seat=seat)
            except (RuleError, ServiceError):
                raise AssertionError(f"a legal action was refused: {seat}: {text}") from None
        stats["actions"] += 1
        after = await svc.inspect_any(channel)
        # The Fate token's prize is announced by the rules: it is public knowledge from then on.
        table = await svc.store.latest_table(channel)
        for e in await svc.store.events(table.id, after=after.version - 1, upto=after.version):
            if e.seat is None and e.kind == "fate" and e.data.get("card"):
                announced.add(e.data["card"])
        secrets = secrets_at[after.version] = Secrets(after.state, announced)
        earlier: dict[str, list[tuple[Secrets, Secrets]]] = {}
        for e in await svc.store.events(table.id, after=max(-1, after.version - 400), upto=after.version):
            if e.seat is None:
                earlier.setdefault(e.text, []).append((secrets_at[max(0, e.seq - 1)], secrets_at[e.seq]))
        private_texts |= await private_event_texts(svc, channel) if step % 25 == 0 else set()
        new_counter = set(after.state.counter_pile) - set(state.counter_pile)
        if new_counter:
            stats["set_aside"] += 1
            set_aside[after.version] = new_counter
        if step % 3 == 0 or stats["reveals"] < 5:
            stats["reveals"] += await scan_secrets(svc, channel, posts, actor, f"after {seat} at {after.version}")
        for post in posts:
            stats["posts"] += 0 if post.ephemeral else 1
            check_post(post, secrets, f"post after {seat}'s action at version {after.version}", private_texts, earlier)
            if not post.ephemeral and counter_attack:
                named = set(CARD.findall(NUMERIC_NOISE.sub(" ", post.content)))
                assert not (named & new_counter), f"cards set aside face down named in public: {post.content!r}"
        while render.views:
            view = render.views.pop()
            assert view.private is None, "the renderer was given a seat's view"
            check(json.dumps(_strip_static(view.model_dump(mode="json")), ensure_ascii=False), secrets, "view JSON")
        if step % 60 == 20:
            await checkpoint(svc, render, clock, channel, after, secrets, secrets_at, private_texts)
            stats["checkpoints"] += 1

    private_texts |= await private_event_texts(svc, channel)
    await final_scan(svc, render, channel, secrets_at, private_texts, set_aside if counter_attack else None)
    stats["finished"] += E.outcome((await svc.inspect_any(channel)).state) is not None
    return stats


async def checkpoint(
    svc: GameService,
    render: Renderer,
    clock: Clock,
    channel: int,
    loaded: Any,
    secrets: Secrets,
    secrets_at: dict[int, Secrets],
    private_texts: set[str],
) -> None:
    """Status, board, reminders and the export while the game is in progress."""
    status = await svc.status(channel)
    check_post(status, secrets, "/game status", private_texts)
    board = await svc.board(channel)
    check_post(board, secrets, "/game board", private_texts)
    render.views.clear()
    await scan_viewer(svc, channel, secrets, secrets_at, private_texts)
    clock.now += 30 * 3600
    for notice in await svc.fire_due_timers():
        check_post(notice.post, secrets, "reminder", private_texts)
    render.views.clear()
    if E.outcome(loaded.state) is None:
        record = await svc.export(channel)
        assert record["seed"] is None
        for entry in record["actions"]:
            s = secrets_at[entry["seq"]]
            b = secrets_at[max(0, entry["seq"] - 1)]
            check_told(entry["text"], b, s, f"/game export entry #{entry['seq']}")
            for secret in private_texts:
                assert secret not in entry["text"], "a secret action text in the export"
            for event in entry["events"]:
                assert event.get("seat") is None, "a private event in the export"
                check_told(
                    event["text"] + " " + json.dumps(event.get("data", {})), b, s, f"/game export event #{entry['seq']}"
                )


async def scan_viewer(
    svc: GameService, channel: int, secrets: Secrets, secrets_at: dict[int, Secrets], private_texts: set[str]
) -> None:
    """The web viewer's page data, its HTML and the offline file: no private card, no secret text (issue #27)."""
    for piece in await served(svc, channel, BRITISH):
        if piece.seq is None:
            check(piece.text, secrets, piece.where)
        elif piece.entry:
            check_told(piece.text, secrets_at[max(0, piece.seq - 1)], secrets_at[piece.seq], piece.where)
        else:
            check(piece.text, secrets_at[piece.seq], piece.where)
        for secret in private_texts:
            assert secret not in piece.text, f"a private text in {piece.where}: {secret!r}"


async def final_scan(
    svc: GameService,
    render: Renderer,
    channel: int,
    secrets_at: dict[int, Secrets],
    private_texts: set[str],
    set_aside: dict[int, set[str]] | None = None,
) -> None:
    """Every history page; each entry against the private cards right after it."""
    first = await svc.history(channel, 1)
    pages = int(re.match(r"\*\*History 1/(\d+)", first.content).group(1))
    seq = 0
    for number in range(1, pages + 1):
        page = await svc.history(channel, number)
        assert not page.ephemeral
        for line in page.content.splitlines():
            m = re.match(r"`#(\d+)`", line)
            if m:
                seq = int(m.group(1))
            s = secrets_at.get(seq)
            if s is None:  # an entry after the game ended (none here)
                continue
            check_told(line, secrets_at[max(0, seq - 1)], s, f"/game history page {number} (entry #{seq})")
            if set_aside is not None:
                named = set(CARD.findall(NUMERIC_NOISE.sub(" ", line))) & set_aside.get(seq, set())
                assert not named, (
                    f"cards set aside face down for the counter-attack named on history page {number}: {line!r}"
                )
            for secret in private_texts:
                assert secret not in line, f"a private text on history page {number}: {secret!r}"
    render.views.clear()
    await scan_viewer(svc, channel, secrets_at[max(secrets_at)], secrets_at, private_texts)


# -- the tests ----------------------------------------------------------------------------------


@pytest.fixture
async def svc_and_render(tmp_path: Path):
    render = Renderer()
    clock = Clock()
    svc = await GameService.open(str(tmp_path / "hidden.sqlite3"), render=render, clock=clock, web_url=WEB_URL)
    yield svc, render, clock
    await svc.close()


# Seven whole games per scenario (the campaign's take some 27 s of CPU, the others 3 to 6 s): slow. The default run
# scans a game of scenario 3 and one of 1B (the two tests below) with the same checks.
@pytest.mark.parametrize("scenario", [pytest.param(scenario, marks=pytest.mark.slow) for scenario in SCENARIOS])
async def test_no_public_text_names_a_hidden_card(svc_and_render, scenario):
    """Seven seeded games of ``scenario``, every public thing scanned as they are played and at their end."""
    svc, render, clock = svc_and_render
    totals: dict[str, int] = {}
    for channel, (scen, seed) in enumerate(GAMES, start=5000):
        if scen != scenario:
            continue
        render.real = (scen, seed) in REAL_IMAGES
        stats = await play_and_scan(svc, render, clock, channel, scen, seed)
        for k, v in stats.items():
            totals[k] = totals.get(k, 0) + v
    # The scan really covered play: many actions and posts, buttons and out-of-turn settings included.
    assert totals["actions"] > 300 and totals["posts"] > 150, totals
    assert totals["buttons"] > 20 and totals["settings"] > 3, totals
    assert totals["finished"] >= 5, totals
    assert totals["reveals"] >= 10, totals  # the 🔒 buttons of cards dealt by the other side's moves were pressed
    if scenario == "3":
        assert totals["secret_actions"] >= 3, totals
    if scenario == "1B":
        assert totals["set_aside"] >= 1, totals


async def test_a_scenario_3_game_names_no_hidden_card(svc_and_render):
    """One whole game of scenario 3 (real images), scanned as the slow test above scans each of its 35: buttons,
    out-of-turn settings, the German's pile arrangement typed out (a secret action text), 🔒 buttons pressed,
    checkpoints (status, board, reminders, export, the web viewer) and every history page at the end."""
    svc, render, clock = svc_and_render
    render.real = True
    stats = await play_and_scan(svc, render, clock, 5003, "3", 3)
    assert stats["actions"] > 50 and stats["posts"] > 50, stats
    assert stats["buttons"] > 3 and stats["settings"] >= 1 and stats["secret_actions"] >= 1, stats
    assert stats["finished"] == 1 and stats["checkpoints"] >= 1 and stats["reveals"] >= 5, stats


async def test_cards_set_aside_for_the_counter_attack_are_never_named_in_public(svc_and_render):
    """Scenario 1B: the German shows the cards he sets aside to the British only, and puts them face down.

    The engine keeps them from spectators (seat-only events, a count in the public view), so the public
    log must not name them either: the action ``reserve 1512`` is shown to others as ``reserve 1 card``
    (``PegasusEngine.public_text``) in /game history, the short action note and the /game export record.
    """
    svc, render, clock = svc_and_render
    stats = await play_and_scan(svc, render, clock, 7000, "1B", 0, counter_attack=True)
    assert stats["set_aside"] >= 1, stats
    # The whole game was scanned as the slow scan scans each of its games (the default run's second one).
    assert stats["finished"] == 1 and stats["checkpoints"] >= 1 and stats["reveals"] >= 5, stats


def test_the_leak_detector_finds_a_leak():
    """The scanner itself: a hand card in a text is found, by number and by name; public cards are not."""
    state = _mid_game_state("1A", 3)
    secrets = Secrets(state, set())
    card = next(c for c in state.hand["british"] if c in secrets.numbers)
    name = E.table(state).name(card)
    assert secrets.leaks(f"The British holds {card}.")
    assert secrets.leaks(f"Something about {name}.")
    assert not secrets.leaks(f"version {card} and `#{card}`")
    public = next(iter(public_cards(state, set()) - secrets.numbers), None)
    if public is not None:
        assert not secrets.leaks(f"The table shows {public}.")


def _mid_game_state(scenario: str, seed: int, steps: int = 60) -> Any:
    rng = random.Random(seed)
    state, _ = E.initial_state(SEATS, {"scenario": scenario}, seed)
    for _ in range(steps):
        if E.outcome(state) is not None:
            break
        seat = rng.choice(sorted({p.seat for p in E.prompts(state)}))
        state = apply_text(E, state, seat, choose(E, state, seat, rng)).state
    return state


def _swap_hidden(state: Any, rng: random.Random) -> Any:
    """The same public position with other hidden cards: hands swapped with draw-pile cards, draw piles reshuffled."""
    s = state
    t = E.table(s)
    hands, draws = dict(s.hand), dict(s.draw)
    for seat in SEATS:
        hand, draw = list(s.hand[seat]), list(s.draw[seat])
        for i, card in enumerate(hand):
            swaps = [j for j, d in enumerate(draw) if d != card and t[d].heroic == t[card].heroic]
            if swaps:
                j = rng.choice(swaps)
                hand[i], draw[j] = draw[j], hand[i]
        rng.shuffle(draw)
        hands[seat], draws[seat] = tuple(hand), tuple(draw)
    ter = s.terrain
    if ter.piles:
        ter = ter.noted(piles={b: (c[1], c[0], *c[2:]) if len(c) > 1 else c for b, c in ter.piles.items()})
    return s.model_copy(update={"hand": hands, "draw": draws, "terrain": ter})


# Scenario 3 in the default run (its view has the most hidden parts: hands, draw piles and the German's piles); each
# scenario draws 12 real boards (about 0.5 s of CPU), so the other four are slow.
@pytest.mark.parametrize(
    "scenario", [scenario if scenario == "3" else pytest.param(scenario, marks=pytest.mark.slow) for scenario in SCENARIOS]
)
def test_the_public_image_does_not_depend_on_hidden_cards(scenario):
    """Two states that differ only in hidden cards: the same public view, image and alt text."""
    rng = random.Random(11)
    compared = 0
    for seed in (1, 2):
        for steps in (8, 40, 90):
            state = _mid_game_state(scenario, seed, steps)
            other = _swap_hidden(state, rng)
            if other.hand == state.hand and other.draw == state.draw:
                continue
            assert other.hand != state.hand or other.draw != state.draw
            a, b = E.view(state, None), E.view(other, None)
            assert a.model_dump_json() == b.model_dump_json()
            assert pb.render(a) == pb.render(b)
            assert pb.alt_text(a) == pb.alt_text(b)
            compared += 1
    assert compared >= 3
