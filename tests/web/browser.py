"""A headless Chromium driven by Selenium, for the web viewer's browser tests (issue #27).

Debian's ``chromium`` and ``chromium-driver`` packages (``.ci/run`` installs them). Without them the tests skip
and say what is missing, unless ``DDAY_REQUIRE_BROWSER=1`` (CI), where a missing browser fails the run.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

CANDIDATES = {"chromium": ("/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"),
              "chromedriver": ("/usr/bin/chromedriver", "chromedriver")}


def _find(names: tuple[str, ...]) -> str | None:
    for name in names:
        found = name if Path(name).is_file() else shutil.which(name)
        if found:
            return found
    return None


def missing_reason() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    lacking = [name for name, names in CANDIDATES.items() if _find(names) is None]
    if lacking:
        return (f"{' and '.join(lacking)} not found: install Debian's chromium and chromium-driver packages "
                "to run the web viewer's browser tests")
    return None


def require_browser() -> None:
    """Skip (or, with DDAY_REQUIRE_BROWSER=1, fail) when the browser cannot run."""
    reason = missing_reason()
    if reason is None:
        return
    if os.environ.get("DDAY_REQUIRE_BROWSER") == "1":
        pytest.fail(f"DDAY_REQUIRE_BROWSER=1 but {reason}")
    pytest.skip(reason)


def start() -> Any:
    """A new headless Chromium (1280 x 900)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--lang=en-US"):
        options.add_argument(argument)
    options.binary_location = _find(CANDIDATES["chromium"]) or ""
    return webdriver.Chrome(options=options, service=Service(_find(CANDIDATES["chromedriver"]) or ""))


def wait(condition: Callable[[], Any], what: str, timeout: float = 20.0) -> Any:
    """Poll ``condition`` until it gives a true value (returned); fail naming ``what`` after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"gave up waiting for {what}")
        time.sleep(0.05)


def set_width(driver: Any, width: int, height: int = 900) -> None:
    """Emulate a screen ``width`` CSS pixels wide (a phone below Chromium's smallest window)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
