"""Without Chromium the browser tests skip saying what to install; with DDAY_REQUIRE_BROWSER=1 (CI) they fail."""

from __future__ import annotations

import pytest

from tests.web import browser


@pytest.fixture
def no_chromium(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(browser, "CANDIDATES", {"chromium": ("/nonexistent/chromium",),
                                                "chromedriver": ("/nonexistent/chromedriver",)})


def test_a_missing_browser_is_a_skip_with_its_reason(no_chromium, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("DDAY_REQUIRE_BROWSER", raising=False)
    with pytest.raises(pytest.skip.Exception, match="chromium and chromedriver not found: install Debian's"):
        browser.require_browser()


def test_a_missing_browser_fails_when_required(no_chromium, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("DDAY_REQUIRE_BROWSER", "1")
    with pytest.raises(pytest.fail.Exception, match="DDAY_REQUIRE_BROWSER=1 but chromium and chromedriver"):
        browser.require_browser()
