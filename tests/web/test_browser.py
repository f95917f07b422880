"""The web viewer in a real browser (issue #27): headless Chromium over the real server and a real service.

One finished seeded game of each family (A&A: D-Day, Pegasus Bridge, D-Day Dice), played through the service
(tests/web/games.py). The browser steps through each with the keyboard and checks that the image, its alt text and
the log follow; a permalink restores its position; the page checks the dice commitment with WebCrypto (and refuses
a tampered seed); nothing overflows at 1280 or 390 px (screenshots kept in pytest's tmp dir); an unknown or
revoked token is a bare 404; and the offline file works from file://.
"""

from __future__ import annotations

import dataclasses
import json
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from bot.web import server
from renderer import webpage
from tests.web import browser
from tests.web.browser import wait
from tests.web.games import GAMES
from tests.web.live import Live

NAMES = [g.name for g in GAMES]
SLOW = pytest.mark.slow
"""The same check on another game or width: -m slow (and CI) runs it; the default run keeps one of each check."""
ONE_GAME = [pytest.param(n, marks=() if n == "dice" else SLOW) for n in NAMES]
"""A check the default run makes on D-Day Dice's page only (the A&A one steps through the longest game)."""
REVOKED = dataclasses.replace(GAMES[1], name="revoked", channel=GAMES[1].channel + 100)


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory):
    browser.require_browser()
    running = Live(tmp_path_factory.mktemp("web") / "games.sqlite3", (*GAMES, REVOKED)).start()
    yield running
    running.close()


def data_of(live: Live, name: str) -> dict:
    return live.run(live.service.web_page(live.tokens[name]))


def shown(driver) -> dict:
    """What the page shows now: its label, the image's source and alt text, whether it loaded, the log's text."""
    return driver.execute_script(
        "var f = document.getElementById('board-figure');"
        "var parts = Array.prototype.slice.call(document.querySelectorAll('#board-parts .part'));"
        "var srcs = parts.map(function (p) { return p.getAttribute('src') || 'shape ' + p.getAttribute('data-shape'); });"
        "return {where: document.getElementById('where').textContent, src: srcs[0], srcs: srcs.join(' '),"
        " alts: parts.map(function (p) { return p.tagName === 'IMG' ? p.alt : p.getAttribute('aria-label'); }),"
        " loaded: f.getAttribute('data-shown') !== null && !f.classList.contains('loading') && parts.length > 0,"
        " log: document.getElementById('log').innerText,"
        " slider: document.getElementById('position').value, hash: location.hash};")


def open_page(driver, url: str) -> None:
    driver.get(url)
    wait(lambda: driver.execute_script("return document.body.getAttribute('data-ready')") == "yes", f"{url} to start")


def press(driver, key: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver).send_keys(key).perform()


def loaded(driver) -> dict:
    return wait(lambda: (s := shown(driver))["loaded"] and s, "the board image to load")


@pytest.mark.parametrize("name", ONE_GAME)
def test_each_game_steps_through_its_positions_with_the_keyboard(live, fresh, name):
    from selenium.webdriver.common.keys import Keys

    data = data_of(live, name)
    positions = data["positions"]
    assert len(positions) >= 3, f"{name}: too short a game to step through ({len(positions)} positions)"
    fresh.get_log("browser")  # what earlier pages logged
    open_page(fresh, live.url(name))
    assert fresh.title.startswith(data["game_name"])
    token = live.tokens[name]

    def alts(seq: int) -> list[str]:  # the parts of the board, one under the other (a D-Day Dice table: several)
        return live.run(live.service.web_parts(token, seq))

    last = loaded(fresh)
    assert last["where"] == positions[-1]["label"] and last["alts"] == alts(positions[-1]["seq"])
    assert last["src"] == f"{token}/p/{positions[-1]['seq']}/0.webp" and last["hash"] == ""
    assert len(last["alts"]) > 1 if name == "dice" else last["alts"] == [positions[-1]["alt"]]
    press(fresh, Keys.HOME)
    first = loaded(fresh)
    assert first["where"] == positions[0]["label"] and first["alts"] == alts(positions[0]["seq"])
    assert first["src"].endswith(f"/p/{positions[0]['seq']}/0.webp") and first["hash"] == f"#p={positions[0]['seq']}"
    seen = [first]
    for step in range(1, 3):
        press(fresh, Keys.ARROW_RIGHT)
        now = loaded(fresh)
        assert now["slider"] == str(step) and now["where"] == positions[step]["label"]
        assert now["alts"] == alts(positions[step]["seq"]) and now["hash"] == f"#p={positions[step]['seq']}"
        seen.append(now)
    assert len({s["srcs"] for s in seen}) == 3 and len({s["log"] for s in seen}) == 3  # image and log follow
    for entry in positions[2]["log"]:
        assert entry["text"] in seen[2]["log"]
        for event in entry["events"]:
            if event["dice"]:
                assert "dice: " + ", ".join(map(str, event["dice"])) in seen[2]["log"]
    press(fresh, Keys.ARROW_LEFT)
    assert shown(fresh)["where"] == positions[1]["label"]
    press(fresh, Keys.END)
    assert shown(fresh)["where"] == positions[-1]["label"]
    # the buttons do the same, by keyboard too (each is focusable and labelled)
    fresh.find_element("id", "prev").click()
    assert shown(fresh)["where"] == positions[-2]["label"]
    assert fresh.find_element("id", "prev").get_attribute("aria-label") == "Previous position"
    logs = fresh.get_log("browser")  # nothing refused by the Content-Security-Policy, no failed request
    assert not [entry for entry in logs if entry.get("level") == "SEVERE"], logs


@pytest.mark.parametrize("name", ONE_GAME)
def test_the_permalink_restores_the_position(live, fresh, name):
    positions = data_of(live, name)["positions"]
    middle = positions[len(positions) // 2]
    open_page(fresh, f"{live.url(name)}#p={middle['seq']}")
    now = loaded(fresh)
    assert now["where"] == middle["label"] and now["slider"] == str(middle["index"])
    assert fresh.find_element("id", "permalink").get_attribute("href").endswith(f"#p={middle['seq']}")
    # a phase post's link to a seq between two positions opens the next one
    between = positions[1]["seq"] - 1 if positions[1]["seq"] - 1 > positions[0]["seq"] else positions[1]["seq"]
    open_page(fresh, f"{live.url(name)}#p={between}")
    assert shown(fresh)["where"] == positions[1]["label"]


@pytest.mark.parametrize("name", NAMES)
def test_the_page_checks_the_dice_commitment(live, fresh, name):
    data = data_of(live, name)
    assert data["status"] == "finished" and data["seed"] is not None
    open_page(fresh, live.url(name))
    result = wait(lambda: fresh.find_element("id", "check-result").get_attribute("data-ok"), "the commitment check")
    assert result == "yes", fresh.find_element("id", "check-result").text
    assert fresh.find_element("id", "seed").text == str(data["seed"])
    assert "dday verify FILE" in fresh.find_element("id", "h-dice").find_element("xpath", "..").text


def test_a_tampered_seed_fails_the_check(live, fresh, tmp_path: Path):
    data = data_of(live, "aa")
    forged = dict(data, seed=data["seed"] + 1, commitment_of=f"dday-seed:{data['seed'] + 1}")
    path = tmp_path / "forged.html"
    path.write_text(webpage.build(forged, {p["seq"]: "" for p in forged["positions"]}), encoding="utf-8")
    open_page(fresh, path.as_uri())
    out = fresh.find_element("id", "check-result")
    assert wait(lambda: out.get_attribute("data-ok"), "the commitment check") == "no"
    assert "Mismatch" in out.text and "Do not trust" in out.text


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("width", [pytest.param(1280, marks=SLOW), 390, pytest.param(360, marks=SLOW)])
def test_nothing_overflows_at_desktop_and_phone_widths(live, fresh, name, width, tmp_path: Path):
    browser.set_width(fresh, width)
    open_page(fresh, live.url(name))
    loaded(fresh)
    sizes = fresh.execute_script("return [document.documentElement.scrollWidth, window.innerWidth,"
                                 " document.getElementById('board-parts').getBoundingClientRect().width]")
    shot = tmp_path / f"{name}-{width}.png"
    fresh.save_screenshot(str(shot))
    assert shot.stat().st_size > 1000
    assert sizes[1] == width and sizes[0] <= sizes[1], f"{name} at {width}px: {sizes[0]}px wide (see {shot})"
    assert sizes[2] <= width


def fetch(url: str) -> tuple[int, str, dict]:
    try:
        with urllib.request.urlopen(url, timeout=30) as reply:
            return reply.status, reply.read().decode(), dict(reply.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(), dict(error.headers)


def test_an_unknown_or_revoked_token_is_a_bare_404(live, fresh):
    old = live.tokens["revoked"]
    game = live.game("revoked")
    assert fetch(live.url("revoked"))[0] == 200
    address = live.run(live.service.new_web_link(game.channel, next(iter(live.users["revoked"].values())), True))
    new = address.rsplit("/", 1)[-1]
    assert new != old
    data = data_of(live, "aa")
    for token in (old, "x" * 32, "short"):
        for path in (f"/g/{token}", f"/g/{token}/p/{data['positions'][0]['seq']}.webp"):
            status, body, headers = fetch(live.base + path)
            assert (status, body) == (404, server.NOT_FOUND), path
            assert headers["Referrer-Policy"] == "no-referrer"
    status, body, _ = fetch(f"{live.base}/g/{new}")
    assert status == 200 and "Pegasus" in body
    fresh.get(f"{live.base}/g/{old}")
    text = fresh.find_element("tag name", "body").text
    assert text.strip() == server.NOT_FOUND.strip() and "Pegasus" not in fresh.page_source


def test_the_offline_file_works_from_file(live, fresh, tmp_path: Path):
    from selenium.webdriver.common.keys import Keys

    game = live.game("dice")
    post = live.run(live.service.export_html(game.channel))
    path = tmp_path / post.file_name
    path.write_bytes(post.file)
    assert post.file_name.endswith(".html") and len(post.file) < 8 * 1024 * 1024
    shown_data = json.loads(post.file.decode().split("id=dday-data>", 1)[1].split("</script>", 1)[0])
    positions = shown_data["positions"]
    assert all(p["board"] for p in positions) and not shown_data.get("left_out")  # every position, its board
    fresh.get_log("browser")  # what earlier pages logged
    open_page(fresh, path.as_uri())
    last = loaded(fresh)
    assert last["srcs"] == " ".join(f"shape {n}" for n in positions[-1]["board"])
    assert last["where"] == positions[-1]["label"]
    press(fresh, Keys.HOME)
    first = loaded(fresh)
    assert first["where"] == positions[0]["label"] and first["srcs"] != last["srcs"]
    # each canvas holds its part's pixels, copied from the file's tiles (a corner of the background, not blank)
    corner = fresh.execute_script("var c = document.getElementById('board');"
                                  "return [c.width, Array.prototype.slice.call(c.getContext('2d').getImageData(2, 2, 1, 1).data)]")
    assert corner[0] == 1000 and corner[1] == [238, 232, 216, 255], corner
    assert wait(lambda: fresh.find_element("id", "check-result").get_attribute("data-ok"), "the check") == "yes"
    logs = fresh.get_log("browser")  # no error: nothing refused by the policy, no request that failed
    assert not [entry for entry in logs if entry.get("level") == "SEVERE"], logs


def own_address() -> str | None:
    """This machine's address on its network (not loopback), or None."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the outgoing interface
            address = s.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") else address


def test_outside_a_secure_context_the_page_points_to_dday_verify(live, fresh):
    """Plain http on an address other than localhost: browsers hide WebCrypto there; the page says what to do."""
    address = own_address()
    if address is None:
        pytest.skip("this machine has no network address besides loopback")
    from bot.web.server import WebServer

    outside = live.run(WebServer.start(live.service, 0, host=address))
    try:
        open_page(fresh, f"http://{address}:{outside.port}/g/{live.tokens['dice']}")
        assert fresh.execute_script("return window.isSecureContext") is False
        result = fresh.find_element("id", "check-result")
        assert wait(lambda: "dday verify FILE" in result.text, "the page's advice") and not result.get_attribute("data-ok")
    finally:
        live.run(outside.stop())
