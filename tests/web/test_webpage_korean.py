"""The web viewer speaks the game's language (issue #28): a Korean table's page is Korean, an English table's page
reads as it always did.

Pages are built from made-up data (tests/web/fakes.py) and from real games played through the service
(tests/web/games.py, the same seeds in a Korean table); the browser test steps through a Korean page in Chromium
when it is installed (tests/web/browser.py), and skips otherwise.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import html.parser
import json
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast as fast

from bot.service import GameService
from bot.service.viewer import course_key, describe_view, options_of
from i18n import t
from renderer import webpage
from rules.aa_dday.chart_figures import NAMES as AA_FIGURES
from rules.core import find_game
from rules.pegasus_bridge.chart_figures import chart_figures as pb_chart_figures
from tests.i18n.test_catalogue import messages, resources, variables
from tests.web.fakes import page_data, picture
from tests.web.games import GAMES, no_render, play

HANGUL = re.compile(r"[\uac00-\ud7a3]")
LATIN_ALLOWED = {"Axis", "Allies", "D-Day", "Home", "End", "JSON", "SHA"}
"""The Latin words a Korean A&A page may show outside ``<code>``: the game's own name (title, alt text), the keys
of a keyboard, and the names of a format and a hash."""


# -- helpers ------------------------------------------------------------------------------------------------------


class Visible(html.parser.HTMLParser):
    """What a reader meets on the page: the text outside ``<script>``, ``<style>`` and ``<code>``, and the labels
    and alternative texts of the elements."""

    def __init__(self) -> None:
        super().__init__()
        self.hidden = 0
        self.parts: list[str] = []
        self.lang: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "html":
            self.lang = dict(attrs).get("lang")
        if tag in ("script", "style", "code"):
            self.hidden += 1
        self.parts += [v for k, v in attrs if k in ("aria-label", "alt") and v]

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style", "code"):
            self.hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self.hidden and data.strip():
            self.parts.append(data.strip())


def visible(page: str) -> Visible:
    seen = Visible()
    seen.feed(page)
    return seen


def latin_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)*", text) if len(w) > 1}  # not the T of a timestamp


def without_data(page: str) -> str:
    return re.sub(r"<script type=application/json id=dday-data>.*?</script>", "", page)


def words_block(page: str) -> dict[str, str]:
    return json.loads(re.search(r"<script type=application/json id=dday-words>(.*?)</script>", page).group(1))


def web_messages() -> list[str]:
    """The names of the page's messages (``i18n/locales/en/web.ftl``)."""
    body = resources("en")["web.ftl"].body
    return [entry.id.name for entry in body if isinstance(entry, fast.Message)]


@functools.cache  # the catalogue's words, the same for every page checked (each page asked them again, 1 s of CPU)
def english_pieces() -> frozenset[str]:
    """The English words of every page message, cut at its placeholders: pieces long enough to be a sentence's
    (not the chart's figures, which made-up data names in English)."""
    english = messages("en")
    pieces: set[str] = set()
    for key in web_messages():
        if key.startswith("web-page-course-"):
            continue
        marks = {name: "\x00" for name in variables(english[key])}
        pieces |= {p.strip() for p in t(key, lang="en", **marks).split("\x00") if len(p.strip()) >= 12}
    return frozenset(pieces)


SCRIPT_CALL = re.compile(r'say\("(\w+)"(?:,\s*\{([^}]*)\})?\)')


def script_placeholders() -> dict[str, set[str]]:
    """Each sentence the script says, with the placeholders it fills in (read from ``viewer.js``)."""
    out: dict[str, set[str]] = {}
    for name, args in SCRIPT_CALL.findall(webpage.asset("viewer.js")):
        out.setdefault(name, set()).update(re.findall(r"(\w+)\s*:", args))
    return out


# -- real games, played once for the module -------------------------------------------------------------------------


async def _pages(path: str) -> dict[str, dict[str, Any]]:
    svc = await GameService.open(path, render=no_render)  # the page's data draws no board
    out: dict[str, dict[str, Any]] = {}
    try:
        for game in GAMES:
            for lang in ("ko", "en"):
                played = dataclasses.replace(game, language=lang, channel=game.channel + (lang == "en"))
                await play(svc, played)
                table = await svc.tables.table(played.channel, live=False)
                out[f"{game.name}-{lang}"] = await svc.viewer.page_for_table(table, {})
    finally:
        await svc.close()
    return out


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """The page data of each seeded game of tests/web/games.py, in a Korean table (``aa-ko``) and an English one."""
    return asyncio.run(_pages(str(tmp_path_factory.mktemp("korean") / "games.sqlite3")))


# -- the page from made-up data ---------------------------------------------------------------------------------------


def test_an_english_page_keeps_its_words():
    """The English page says what the page said before it spoke Korean (old data without ``lang`` included)."""
    data = page_data()
    page = webpage.build(data)
    assert without_data(webpage.build(dict(data, lang="en"))) == without_data(page)
    assert page.startswith("<!doctype html><html lang=en>")
    for sentence in (
        "<h2 id=h-board>Board</h2>", "<h2 id=h-log>Log of this position</h2>",
        "<h2 id=h-course>Course of the game</h2>", "<h2 id=h-seats>Seats and players</h2>", "<h3>Options</h3>",
        "<h2 id=h-dice>Fair dice</h2>", 'aria-label="Move through the game"', 'aria-label="First position"',
        'aria-label="Previous position"', 'aria-label="Position in the game"', 'aria-label="Next position"',
        'aria-label="Last position"',
        "<p class=status id=status>Finished: The Allies win &lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;</p>",
        "<p class=hint>Arrow keys, Home and End step through the positions; on a phone, swipe the board. "
        '<a id=permalink href="#">Link to this position</a></p>',
        "<p class=note>Turn on JavaScript to step through the positions; this is the last one.</p></noscript>",
        "<summary>The same figures as a table</summary>", "<th scope=col>Position</th>",
        "<th scope=col>Seat</th><th scope=col>Player</th>",
        "<p>Rules: <code>aa-dday/3</code>. Created 2026-12-03T10:00:00+00:00.</p>",
        "<p>Every die of this game comes from one secret number, the seed, fixed before the first roll. Its "
        "fingerprint (SHA-256) was published at the start:</p>",
        "Its fingerprint is the SHA-256 of the text <code>dday-seed:",
        "<p><button type=button id=check>Check the commitment</button></p>",
        "<p id=check-result role=status aria-live=polite>Not checked yet.</p>",
        "<p>To re-check every roll, not only the seed: download the game record with <code>/game export</code> "
        "(JSON) and run <code>dday verify FILE</code>; it replays the whole game from the seed and compares each "
        "die and the final position.</p>",
        "<footer><p>Unless you turn on “Show everything”, only what every player could see at the table is shown "
        "here. The game is finished, so that switch may reveal each hand and face-down card.</p></footer>",
        "<label class=reveal><input type=checkbox id=reveal> Show everything</label>",
    ):
        assert sentence in page, sentence
    going = webpage.build(page_data(seed=None))
    assert "<footer><p>Only what every player could see at the table is shown here: no hand, no face-down card.</p>" \
           "</footer>" in going and "id=reveal" not in going and "id=hidden-box" not in going
    assert "<p>The seed stays secret until the game ends; it is shown here then, and anyone can check that it " \
           "matches.</p>" in going
    assert "<p>The game&#x27;s default options.</p>" not in webpage.build(dict(data, options=[]))
    assert "<p>The game's default options.</p>" in webpage.build(dict(data, options=[]))
    offline = webpage.build(data, {p["seq"]: "data:," for p in data["positions"]})
    assert "<p class=note>A saved copy: it works offline and shows the game as it was when saved.</p>" in offline
    left = webpage.build(dict(page_data(20), left_out=[f"L{i}" for i in range(15)]))
    assert ("<p class=note>To keep this file small, 15 intermediate positions have no picture here: L0, L1, L2, "
            "L3, L4, L5, L6, L7, L8, L9, L10, L11, and 3 more. Their log entries are shown with the next position "
            "that is kept. The live page and <code>/game board</code> show every one.</p>") in left
    assert "<p class=empty>The game has not started: there is no position to show yet.</p>" in webpage.build(
        page_data(0))
    assert "<p>This game draws no chart of its course.</p>" in webpage.build(
        dict(page_data(2), course={"names": [], "values": []}))


def test_the_english_script_says_what_it_said():
    words = words_block(webpage.build(page_data()))
    assert words == {
        "logEmpty": "Nothing happened between the previous position and this one.",
        "boardAt": "Board at {label}",
        "sliderText": "{label} ({number} of {count})",
        "count": "Position {number} of {count} · log entry {seq}",
        "chart": "Course of the game: {names} over {count} positions",
        "axis": "positions (turns {first} to {last})",
        "dice": "(dice: {dice})",
        "insecure": "This browser only checks hashes on secure pages (https, localhost or a saved file). Check the "
                    "game with `dday verify FILE` on its JSON export instead.",
        "checked": "Checked: the SHA-256 of \u201c{text}\u201d is the commitment shown at the start.",
        "mismatch": "Mismatch: the SHA-256 of \u201c{text}\u201d is {got}, not the commitment. Do not trust these "
                    "dice.",
        "failed": "The browser could not compute the hash; use `dday verify FILE` instead.",
        "start": "Start of the game",
        "turn": "Turn {turn}",
        "drawing": "Drawing the board\u2026",
        "fresh": "The game went on: {label}. Press End or \u00bb to see it.",
        "copied": "Link copied.",
        "copyFailed": "Copy the address from the address bar.",
        "told": "Only {name} was told: {text}",
        "hiddenNone": "Nobody held anything hidden here.",
        "revealFailed": "The hidden side of this moment could not be loaded; the board shows what everyone saw.",
    }


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_words_block_has_every_sentence_and_placeholder_the_script_uses(lang: str):
    words = words_block(webpage.build(dict(page_data(), lang=lang)))
    said = script_placeholders()
    assert said, "the script says its sentences with say()"
    assert set(said) == set(words) == set(webpage.SCRIPT_WORDS)
    for name, args in said.items():
        found = set(re.findall(r"\{(\w+)\}", words[name]))
        assert found == args, f"{lang} {name}: the template has {found}, the script fills in {args}"
        if lang == "ko":
            assert HANGUL.search(words[name]), f"{name} is not Korean: {words[name]!r}"


def test_the_script_keeps_no_sentence_of_its_own():
    code = "\n".join(line.split("//", 1)[0] for line in webpage.asset("viewer.js").splitlines())
    strings = re.findall(r'"((?:[^"\\\n]|\\.)*)"', code)
    assert "dday-words" in strings and "data-ready" in strings
    english = [s for s in strings if re.search(r"[A-Za-z]{3,} [a-z]{2,}", s) and s != "use strict"]
    assert not english, f"the script writes English of its own: {english}"


def test_a_korean_page_from_made_up_data():
    data = dict(page_data(), lang="ko")
    page = webpage.build(data)
    seen = visible(page)
    assert seen.lang == "ko" and page.startswith("<!doctype html><html lang=ko>")
    for key in ("web-page-heading-board", "web-page-heading-log", "web-page-heading-course",
                "web-page-heading-seats", "web-page-heading-options", "web-page-heading-dice", "web-page-check",
                "web-page-not-checked", "web-page-footer-finished", "web-page-first", "web-page-slider",
                "web-page-reveal", "web-page-hidden-heading"):
        assert t(key, lang="ko") in seen.parts, key
    # the commands are named as a Korean reader's Discord menu shows them
    assert "<code>/게임 내보내기</code>" in page and "<code>dday verify FILE</code>" in page
    assert "<p class=status id=status>종료: The Allies win" in page  # the data's own words are the data's
    left = webpage.build(dict(page_data(20), lang="ko", left_out=[f"L{i}" for i in range(15)]))
    assert "L11 외 3개" in left and "<code>/게임 보드</code>" in left
    offline = webpage.build(data, {p["seq"]: "data:," for p in data["positions"]})
    for korean in (offline, left, webpage.build(dict(page_data(0), lang="ko")),
                   webpage.build(dict(page_data(2), lang="ko", options=[], course={"names": [], "values": []})),
                   webpage.build(dict(page_data(seed=None), lang="ko"))):
        left_over = [piece for piece in english_pieces() if piece in korean]
        assert not left_over, f"English sentences on a Korean page: {left_over}"


def test_a_language_the_bot_lacks_is_english():
    assert without_data(webpage.build(dict(page_data(), lang="fr"))) == without_data(webpage.build(page_data()))


# -- the page of real games -----------------------------------------------------------------------------------------


def test_a_korean_aa_game_s_page_is_korean(games):
    data = games["aa-ko"]
    assert data["lang"] == "ko"
    assert all(HANGUL.search(s["name"]) for s in data["seats"]), data["seats"]
    assert [s["player"] for s in data["seats"]] == ["플레이어 1", "플레이어 2"]
    assert all(HANGUL.search(p["label"]) for p in data["positions"])
    assert all(HANGUL.search(p["alt"]) for p in data["positions"])
    assert all(HANGUL.search(name) and HANGUL.search(value) for name, value in data["options"]), data["options"]
    assert data["course"]["names"] == [t(str(course_key("aa-dday", n)), lang="ko") for n in AA_FIGURES]
    assert HANGUL.search(data["result"]) and "resigned" not in data["result"]
    lines = [e["text"] for p in data["positions"] for entry in p["log"] for e in entry["events"]]
    assert lines and all(HANGUL.search(line) for line in lines), [x for x in lines if not HANGUL.search(x)][:5]
    whos = {entry["who"] for p in data["positions"] for entry in p["log"] if entry["who"]}
    assert whos and all(HANGUL.search(who) for who in whos)

    page = webpage.build(data)
    seen = visible(page)
    assert seen.lang == "ko"
    shown = " ".join(seen.parts)
    assert data["positions"][-1]["label"] in shown and t("web-page-heading-board", lang="ko") in shown
    assert latin_words(shown) <= LATIN_ALLOWED, sorted(latin_words(shown) - LATIN_ALLOWED)
    left_over = [piece for piece in english_pieces() if piece in page]
    assert not left_over, f"English sentences on a Korean page: {left_over}"


@pytest.mark.parametrize("game", ["pegasus"])
def test_a_korean_table_of_a_game_that_keeps_its_english_texts(games, game: str):
    """Pegasus Bridge's game texts stay English (the issue's scope); the page around them and the platform's words
    are Korean."""
    data = games[f"{game}-ko"]
    assert data["lang"] == "ko" and data["result"] and data["seats"][0]["player"] == "플레이어 1"
    page = webpage.build(data)
    assert visible(page).lang == "ko"
    left_over = [piece for piece in english_pieces() if piece in page]
    assert not left_over, f"English sentences on a Korean page: {left_over}"


def dice_page_is_korean(data: dict[str, Any]) -> None:
    """A Korean D-Day Dice table's page (issue #48): its labels, alt texts, log, chart and options in Korean; on the
    page, no Latin word but the printed names (tests/i18n/dice_printed.py) and the allowed ones."""
    from tests.i18n.dice_printed import without_printed_names

    assert data["lang"] == "ko" and data["game_name"] == "D-Day Dice (2판)"
    assert all(HANGUL.search(s["name"]) for s in data["seats"]), data["seats"]
    for field in ("label", "alt"):
        assert all(HANGUL.search(p[field]) for p in data["positions"]), [p[field] for p in data["positions"]][:3]
    assert data["course"]["names"] and all(HANGUL.search(n) for n in data["course"]["names"]), data["course"]["names"]
    lines = [e["text"] for p in data["positions"] for entry in p["log"] for e in entry["events"]]
    assert lines and all(HANGUL.search(line) for line in lines), [x for x in lines if not HANGUL.search(x)][:5]
    said = [p["label"] + " " + p["alt"] for p in data["positions"]] + lines + [data["result"] or ""]
    latin = {w for text in said for w in latin_words(without_printed_names(text))}
    assert latin <= LATIN_ALLOWED | {"Dice"}, sorted(latin - LATIN_ALLOWED)
    page = webpage.build(data)
    shown = " ".join(visible(page).parts)
    assert latin_words(without_printed_names(shown)) <= LATIN_ALLOWED | {"Dice"}, sorted(latin_words(shown))
    assert not [piece for piece in english_pieces() if piece in page]


def test_a_korean_dice_game_s_page_is_korean(games):
    dice_page_is_korean(games["dice-ko"])


@pytest.mark.slow  # an Overlord campaign of two Teams played for 150 actions through the service: some 3 to 7 s
def test_a_korean_overlord_game_s_page_is_korean(tmp_path: Path):
    game = dataclasses.replace(next(g for g in GAMES if g.name == "dice"), options={"players": "4", "campaign": "a"},
                               actions=150, language="ko")

    async def page() -> dict[str, Any]:
        svc = await GameService.open(str(tmp_path / "overlord.sqlite3"), render=no_render)
        try:
            await play(svc, game)
            return await svc.viewer.page_for_table(await svc.tables.table(game.channel, live=False), {})
        finally:
            await svc.close()

    data = asyncio.run(page())
    assert any("베이커 팀" in n for n in data["course"]["names"]) and "습격 A-1" in data["positions"][0]["label"]
    dice_page_is_korean(data)


@pytest.mark.parametrize("game", ["aa", "pegasus", "dice"])
def test_an_english_table_s_data_is_as_it_was(games, game: str):
    data = games[f"{game}-en"]
    played = next(g for g in GAMES if g.name == game)
    engine = find_game(played.game)
    options = {o.key: o.default for o in engine.spec.options} | played.options
    assert data["lang"] == "en" and sorted(data["options"]) == sorted(options_of(engine, options))
    assert not any(HANGUL.search(json.dumps(value, ensure_ascii=False)) for value in data.values())
    assert [s["player"] for s in data["seats"]] == [f"Player {n}" for n in range(1, len(data["seats"]) + 1)]
    if game == "aa":
        assert data["course"]["names"] == list(AA_FIGURES)
        assert data["positions"][0]["label"].startswith("Turn 1")


def test_every_aa_and_pegasus_figure_has_words_in_both_languages():
    pegasus = find_game("pegasus-bridge")
    state, _ = pegasus.initial_state(("british", "german"), {"scenario": "1A"}, 3)
    figures = [("aa-dday", name) for name in AA_FIGURES]
    figures += [("pegasus-bridge", name) for name in pb_chart_figures(pegasus.view(state, None))]
    keys = {(game, name): course_key(game, name) for game, name in figures}
    assert {k for k in web_messages() if k.startswith("web-page-course-")} == set(keys.values())
    for (_, name), key in keys.items():
        assert key is not None and t(key, lang="en") == name
        assert HANGUL.search(t(key, lang="ko"))


def test_the_alt_text_speaks_the_language_it_is_asked_for():
    engine = find_game("aa-dday")
    state, _ = engine.initial_state(("axis", "allies"), {}, 11)
    view = engine.view(state, None)
    assert HANGUL.search(describe_view(view, "ko")) and not HANGUL.search(describe_view(view))
    assert describe_view(view) == describe_view(view, "en")


# -- in a browser ---------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def driver(page_browser):
    return page_browser


def test_a_korean_page_steps_in_korean_in_a_browser(driver, games, tmp_path: Path):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    from bot.service.web_export import data_uri, shrink
    from tests.web.browser import wait

    data = games["aa-ko"]
    images = {p["seq"]: data_uri(shrink(picture(p["seq"], (400, 300)), 400, 60)) for p in data["positions"]}
    path = tmp_path / "korean.html"
    path.write_text(webpage.build(data, images), encoding="utf-8")
    driver.get(path.as_uri())
    wait(lambda: driver.execute_script("return document.body.getAttribute('data-ready')") == "yes", "the page")
    count = driver.find_element("id", "count").text
    n = len(data["positions"])
    assert count.startswith(f"위치 {n}/{n} · 기록 "), count
    ActionChains(driver).send_keys(Keys.HOME).perform()
    wait(lambda: driver.find_element("id", "where").text == data["positions"][0]["label"], "the first position")
    assert driver.find_element("id", "count").text == f"위치 1/{n} · 기록 {data['positions'][0]['seq']}번"
    log = driver.find_element("id", "log").text
    assert HANGUL.search(log) and "dice:" not in log
    label = driver.execute_script("return document.querySelector('#chart svg').getAttribute('aria-label')")
    assert label.startswith("게임의 흐름: ") and "Course" not in label
    checked = wait(lambda: driver.find_element("id", "check-result").get_attribute("data-ok"), "the check")
    assert checked == "yes" and driver.find_element("id", "check-result").text.startswith("확인 완료")
