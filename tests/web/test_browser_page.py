"""The page's own behaviour in a real browser, on made-up data from a file:// page (no server, no service):
the chart of the course follows the position, a swipe on a touch screen steps, and a game still going shows no
check of its seed."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service.web_export import data_uri, shrink
from renderer import webpage
from tests.web import browser
from tests.web.browser import wait
from tests.web.fakes import page_data, picture


@pytest.fixture(scope="module")
def driver(page_browser):
    return page_browser


def offline(tmp_path: Path, data: dict) -> str:
    images = {p["seq"]: data_uri(shrink(picture(p["seq"], (400, 300)), 400, 60)) for p in data["positions"]}
    path = tmp_path / "page.html"
    path.write_text(webpage.build(data, images), encoding="utf-8")
    return path.as_uri()


def opened(driver, url: str) -> None:
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.get(url)
    wait(lambda: driver.execute_script("return document.body.getAttribute('data-ready')") == "yes", "the page")


def now_x(driver) -> float:
    return float(driver.execute_script("return document.querySelector('#chart line.now').getAttribute('x1')"))


def test_the_chart_draws_each_figure_and_marks_the_position(driver, tmp_path: Path):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    data = page_data(12, names=["Axis units", "Allied units", "Tokens"])
    data["course"]["values"] = [[30.0 - i, 20 + i / 2, i % 4] for i in range(12)]
    opened(driver, offline(tmp_path, data))
    assert driver.execute_script("return document.querySelectorAll('#chart polyline').length") == 3
    legend = driver.find_element("css selector", "#chart .legend").text
    assert "Axis units: 19" in legend and "Allied units: 25.5" in legend and "Tokens: 3" in legend
    heights = driver.execute_script("return [...document.querySelectorAll('#chart .legend li')]"
                                    ".map(li => li.getBoundingClientRect().height)")
    assert len(heights) == 3 and max(heights) < 40, f"a legend entry spreads over several lines: {heights}"
    label = driver.execute_script("return document.querySelector('#chart svg').getAttribute('aria-label')")
    assert "Axis units, Allied units, Tokens" in label
    at_end = now_x(driver)
    ActionChains(driver).send_keys(Keys.HOME).perform()
    assert now_x(driver) < at_end and "Axis units: 30" in driver.find_element("css selector", "#chart .legend").text
    # the table for screen readers holds the same figures
    cells = driver.execute_script("return [...document.querySelectorAll('details tbody tr')].length")
    assert cells == 12


def test_a_swipe_on_the_board_steps(driver, tmp_path: Path):
    data = page_data(5)
    opened(driver, offline(tmp_path, data))
    browser.set_width(driver, 390, 844)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    box = driver.execute_script("var r = document.getElementById('board').getBoundingClientRect();"
                                "return [r.left + r.width / 2, r.top + r.height / 2];")
    x, y = box

    def swipe(dx: float) -> None:
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        driver.execute_cdp_cmd("Input.dispatchTouchEvent",
                               {"type": "touchMove", "touchPoints": [{"x": x + dx, "y": y + 3}]})
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    where = lambda: driver.find_element("id", "where").text  # noqa: E731
    assert where() == data["positions"][-1]["label"]
    swipe(120)  # finger to the right: back one position
    wait(lambda: where() == data["positions"][-2]["label"], "a swipe right to go back")
    swipe(-120)
    wait(lambda: where() == data["positions"][-1]["label"], "a swipe left to go on")
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_a_game_still_going_keeps_its_seed(driver, tmp_path: Path):
    opened(driver, offline(tmp_path, page_data(3, seed=None)))
    assert driver.find_elements("id", "check") == [] and driver.find_elements("id", "seed") == []
    assert "stays secret until the game ends" in driver.find_element("id", "h-dice").find_element("xpath", "..").text
