"""The Discord layer's fixtures (the fake transport and its payloads), for tests/web/test_bot_web.py, and a real
Chromium for the pages' browser tests (skipped with the reason when this machine has none)."""

import pytest

from tests.bot.conftest import api, payloads  # noqa: F401  (fixtures, used by name)


@pytest.fixture(scope="module")
def page_browser():
    """A headless Chromium for one test module, quit at its end."""
    from tests.web import browser

    browser.require_browser()
    chrome = browser.start()
    yield chrome
    chrome.quit()


@pytest.fixture(scope="module")
def driver(page_browser):
    """The module's browser (a module that draws pages of its own names its own ``driver``)."""
    return page_browser


@pytest.fixture
def fresh(driver):
    """The module's browser at desktop width, whatever the test before it set."""
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    return driver
