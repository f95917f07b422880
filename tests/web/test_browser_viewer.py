"""The viewer's reading aids in a real browser (issue #49): the move list and the jump menu, the sticky controls on
a phone, the board opened full size with zoom, the "drawing" state, a game in progress followed live, the record's
download and the chart's whole-number axis. One finished D-Day Dice game and one Pegasus Bridge game in progress,
served by the real server (tests/web/live.py)."""

from __future__ import annotations

import dataclasses
import json
import random
import urllib.error
import urllib.request

import pytest

from rules.core import find_game
from tests.web import browser
from tests.web.browser import wait
from tests.web.games import BASE_USER, GAMES
from tests.web.live import Live

DICE = GAMES[2]
GOING = dataclasses.replace(GAMES[1], name="going", channel=GAMES[1].channel + 200)


async def _start(live: Live) -> None:
    """A Pegasus Bridge game in progress: a few random actions, then left waiting."""
    svc = live.service
    engine = find_game(GOING.game)
    options = {o.key: o.default for o in engine.spec.options}
    await svc.new_game(GOING.channel, 1, BASE_USER + 1, GOING.game, options, seed=GOING.seed)
    seats = list(engine.seats_for(options))
    users = {seat: BASE_USER + i + 1 for i, seat in enumerate(seats)}
    for seat in seats:
        await svc.join(GOING.channel, users[seat], seat)
    live.users["going"] = users
    for _ in range(6):
        await _step(live, engine)
    live.tokens["going"] = await live.token(GOING)


async def _step(live: Live, engine) -> None:
    loaded = await live.service.inspect_any(GOING.channel)
    prompt = engine.prompts(loaded.state)[0]
    offered = engine.options(loaded.state, prompt.seat, "")
    text = random.Random(loaded.version).choice(offered).value if offered else prompt.default
    await live.service.act(GOING.channel, loaded.seats[prompt.seat], text, seat=prompt.seat)


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory):
    browser.require_browser()
    running = Live(tmp_path_factory.mktemp("viewer") / "games.sqlite3", (DICE,)).start()
    running.run(_start(running))
    yield running
    running.close()


def open_page(driver, url: str) -> None:
    driver.get(url)
    wait(lambda: driver.execute_script("return document.body.getAttribute('data-ready')") == "yes", url)


def state(driver) -> dict:
    return driver.execute_script(
        "var i = document.getElementById('board'), c = document.querySelector('#moves a[aria-current]');"
        "return {where: document.getElementById('where').textContent, slider: +document.getElementById('position').value,"
        " loaded: i.complete && i.naturalWidth > 0, current: c ? c.getAttribute('href') : null,"
        " loading: document.getElementById('board-figure').classList.contains('loading'),"
        " drawing: !document.getElementById('drawing').hidden};")


def test_the_move_list_has_every_entry_and_each_opens_its_position(live, fresh):
    data = live.run(live.service.web_page(live.tokens["dice"]))
    positions = data["positions"]
    open_page(fresh, live.url("dice"))
    links = fresh.find_elements("css selector", "#moves a")
    assert [a.get_attribute("href").rsplit("#", 1)[1] for a in links] == [f"p={p['seq']}" for p in positions]
    assert state(fresh)["current"] == f"#p={positions[-1]['seq']}"
    heads = fresh.execute_script("return [].map.call(document.querySelectorAll('#moves h3'), h => h.textContent)")
    assert len(heads) >= len({(p["turn"], p["phase"]) for p in positions[:-1]}) > 3
    middle = positions[len(positions) // 2]
    fresh.execute_script("arguments[0].scrollIntoView({block: 'center'})", links[middle["index"]])
    links[middle["index"]].click()
    now = wait(lambda: (s := state(fresh))["slider"] == middle["index"] and s, "the clicked entry's position")
    assert now["where"] == middle["label"] and now["current"] == f"#p={middle['seq']}"
    in_view = fresh.execute_script(
        "var m = document.getElementById('moves').getBoundingClientRect(),"
        " a = document.querySelector('#moves a[aria-current]').getBoundingClientRect();"
        "return a.top >= m.top - 1 && a.bottom <= m.bottom + 1;")
    assert in_view, "the current entry is scrolled into the list's view"
    # the jump menu: each option a phase, grouped by turn; choosing one opens that phase's first board
    options = fresh.execute_script(
        "return [].map.call(document.querySelectorAll('#jump option'), o => [o.parentNode.label, o.value, o.text])")
    assert len({o[0] for o in options}) == len({p["turn"] for p in positions[:-1]})
    turn, index, label = options[len(options) // 2]
    from selenium.webdriver.support.ui import Select

    Select(fresh.find_element("id", "jump")).select_by_value(index)
    wait(lambda: state(fresh)["slider"] == int(index), "the jump")
    assert state(fresh)["where"] == positions[int(index)]["label"] == label


def test_on_a_phone_the_controls_stay_in_view_while_reading_the_moves(live, fresh):
    browser.set_width(fresh, 390, 844)
    open_page(fresh, live.url("dice"))
    # one compact row: the board gets the screen, its first part starting in the top third
    bar = fresh.execute_script("var r = document.getElementById('bar').getBoundingClientRect(); return [r.top, r.height]")
    assert bar[1] <= 100, f"the control bar is {bar[1]} px tall on a 390x844 phone"
    board = fresh.execute_script("var r = document.getElementById('board-parts').getBoundingClientRect();"
                                 "return [r.top, r.width]")
    assert board[0] < 844 / 3 and board[1] >= 360, board
    assert not fresh.find_element("id", "jump").is_displayed()  # behind the bar's "more" button
    fresh.find_element("id", "more").click()
    assert fresh.find_element("id", "jump").is_displayed() and fresh.find_element("id", "copy").is_displayed()
    fresh.find_element("id", "more").click()
    moves = fresh.find_element("id", "moves-box")
    assert moves.get_attribute("open") is None  # the move list starts folded on a phone, and opens on a tap
    fresh.find_element("css selector", "#moves-box > summary").click()
    assert moves.get_attribute("open") is not None
    fresh.execute_script("document.getElementById('moves').scrollIntoView()")
    bar = fresh.execute_script("var r = document.getElementById('bar').getBoundingClientRect(); return [r.top, r.bottom]")
    assert -1 <= bar[0] <= 1 and bar[1] <= 100, bar
    fresh.find_element("id", "prev").click()  # reachable: clicking it works from where the reader is
    assert state(fresh)["slider"] == len(live.run(live.service.web_page(live.tokens["dice"]))["positions"]) - 2
    # the chart's labels stay readable (12 px, not scaled down) and its axis counts in whole numbers
    fresh.execute_script("document.getElementById('chart').scrollIntoView()")
    sizes = fresh.execute_script(
        "return [].map.call(document.querySelectorAll('#chart svg text'), t => t.getBoundingClientRect().height)")
    assert sizes and min(sizes) >= 10, sizes
    ticks = fresh.execute_script(
        "return [].slice.call(document.querySelectorAll('#chart svg > text'), 0, 5).map(t => t.textContent)")
    assert all(t.isdigit() for t in ticks), ticks


def test_the_board_opens_full_size_and_zooms(live, fresh):
    from selenium.webdriver.common.keys import Keys

    open_page(fresh, live.url("dice"))
    wait(lambda: state(fresh)["loaded"], "the board")
    shown = fresh.execute_script("var i = document.getElementById('board'); return [i.clientWidth, i.naturalWidth,"
                                 " i.parentNode.parentNode.clientWidth]")
    assert abs(shown[0] - shown[2]) <= 3, f"the board fits its column's width: {shown}"
    fresh.find_element("id", "open-board").click()
    zoom = fresh.find_element("id", "zoom")
    assert zoom.is_displayed()
    wait(lambda: fresh.execute_script("return document.getElementById('zoom-board').naturalWidth > 0"), "full size")
    width = fresh.execute_script("return document.getElementById('zoom-board').getBoundingClientRect().width")
    assert width == pytest.approx(shown[1], abs=2), "full size: one image pixel a screen pixel"
    fresh.execute_script("document.getElementById('zoom-area').dispatchEvent(new WheelEvent('wheel',"
                         " {deltaY: -100, clientX: 200, clientY: 200, bubbles: true, cancelable: true}))")
    bigger = fresh.execute_script("return document.getElementById('zoom-board').getBoundingClientRect().width")
    assert bigger > width * 1.1
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(fresh).send_keys(Keys.ESCAPE).perform()
    assert not zoom.is_displayed()


def test_a_board_not_yet_drawn_shows_the_drawing_state_until_it_arrives(live, fresh):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    open_page(fresh, live.url("dice"))
    wait(lambda: state(fresh)["loaded"], "the board")
    fresh.execute_script(
        "window.seen = []; new MutationObserver(function () {"
        " seen.push(document.getElementById('board-figure').classList.contains('loading'))"
        "}).observe(document.getElementById('board-figure'), {attributes: true});")
    ActionChains(fresh).send_keys(Keys.HOME).perform()  # the first board: never drawn in this run
    now = state(fresh)
    assert now["loading"] and now["drawing"] or fresh.execute_script("return window.seen[0]") is True
    done = wait(lambda: (s := state(fresh))["loaded"] and not s["loading"] and s, "the new board")
    assert not done["drawing"]


def fetch(url: str, etag: str | None = None) -> tuple[int, bytes, dict]:
    request = urllib.request.Request(url, headers={"If-None-Match": etag} if etag else {})
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:
            return reply.status, reply.read(), dict(reply.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read(), dict(error.headers)


def test_an_open_page_of_a_game_in_progress_follows_it_without_moving(live, fresh):
    before = live.run(live.service.web_page(live.tokens["going"]))["positions"]
    status, body, headers = fetch(live.url("going") + "/data.json")
    assert status == 200 and len(json.loads(body)["positions"]) == len(before)
    assert fetch(live.url("going") + "/data.json", headers["ETag"])[0] == 304  # nothing moved: nothing sent
    assert fetch(live.url("going") + "/record.json")[0] == 404  # no record while it goes on, and the page says why
    open_page(fresh, f"{live.url('going')}#p={before[2]['seq']}")
    assert fresh.find_element("id", "record-later").is_displayed()
    live.run(_step(live, find_game(GOING.game)))
    fresh.execute_script("window.ddayPoll()")
    fresh_note = fresh.find_element("id", "fresh")
    wait(lambda: fresh_note.is_displayed(), "the news")
    links = fresh.find_elements("css selector", "#moves a")
    assert len(links) == len(before) + 1 and state(fresh)["slider"] == 2, "the reader stays where they were"
    after = live.run(live.service.web_page(live.tokens["going"]))["positions"]
    assert after[-1]["label"] in fresh_note.text


def test_a_finished_game_s_record_downloads_without_discord_ids(live, fresh):
    status, body, headers = fetch(live.url("dice") + "/record.json")
    assert status == 200 and "attachment" in headers["Content-Disposition"]
    record = json.loads(body)
    assert record["format"] == "dday-export/1" and record["seed"] == DICE.seed
    assert str(BASE_USER + 1) not in body.decode() and all(a["user_id"] is None for a in record["actions"])
    from bot.service.export import verify_export

    assert verify_export(record).ok, "dday verify checks it"
    open_page(fresh, live.url("dice"))
    assert fresh.find_element("id", "record").get_attribute("href").endswith("/record.json")


def _shown(driver) -> dict:
    return driver.execute_script(
        "var box = document.getElementById('hidden-box');"
        "return {srcs: [].map.call(document.querySelectorAll('#board-parts img'), i => i.getAttribute('src')),"
        " box: !!box && !box.hidden, seats: [].map.call(document.querySelectorAll('#hidden h4'), h => h.textContent),"
        " groups: [].map.call(document.querySelectorAll('#hidden .group'), p => p.textContent),"
        " hash: location.hash, shown: document.getElementById('board-figure').getAttribute('data-shown')};")


def test_the_show_everything_switch_reveals_a_finished_game_and_does_not_exist_for_one_in_progress(live, fresh):
    data = live.run(live.service.web_page(live.tokens["dice"]))
    last = data["positions"][-1]
    revealed = live.run(live.service.web_revealed(live.tokens["dice"], last["seq"]))
    open_page(fresh, live.url("dice"))
    wait(lambda: state(fresh)["loaded"], "the board")
    before = _shown(fresh)
    assert not before["box"] and all("/p/" in src for src in before["srcs"])
    switch = fresh.find_element("id", "reveal")
    switch.click()  # desktop width: the tools are shown
    now = wait(lambda: (s := _shown(fresh))["box"] and s["seats"] and s["shown"] == str(last["seq"]) and s,
               "the revealed position")
    assert all("/r/" in src for src in now["srcs"]) and len(now["srcs"]) == len(revealed["parts"])
    assert now["seats"] == [s["name"] for s in revealed["seats"]]
    assert now["groups"] == [g["title"] for s in revealed["seats"] for g in s["groups"]]
    assert now["hash"] == f"#p={last['seq']}&reveal"
    # a link with #reveal opens revealed; the game in progress has no switch, and its #reveal shows the public page
    open_page(fresh, f"{live.url('dice')}#reveal")
    assert fresh.find_element("id", "reveal").is_selected()
    wait(lambda: _shown(fresh)["box"], "revealed from the address")
    open_page(fresh, f"{live.url('going')}#reveal")
    assert not fresh.find_elements("id", "reveal") and not fresh.find_elements("id", "hidden-box")
    wait(lambda: state(fresh)["loaded"], "the public board")
    assert all("/p/" in src for src in _shown(fresh)["srcs"])
    seq = live.run(live.service.web_page(live.tokens["going"]))["positions"][-1]["seq"]
    assert fetch(f"{live.url('going')}/r/{seq}.json")[0] == 404
    assert fetch(f"{live.url('going')}/r/{seq}/0.webp")[0] == 404
