"""The web viewer's settings (issue #27): DDAY_WEB_PORT and DDAY_WEB_URL, off unless set, checked like the others."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.settings import Settings

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("DDAY_WEB_PORT", "DDAY_WEB_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)  # no stray .env


def test_the_viewer_is_off_unless_set():
    settings = Settings()
    assert settings.web_port is None and settings.web_url is None


def test_a_port_alone_links_to_localhost(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("DDAY_WEB_PORT", "8080")
    settings = Settings()
    assert settings.web_port == 8080 and settings.web_url == "http://localhost:8080"


def test_the_public_address_is_kept_without_its_trailing_slash(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("DDAY_WEB_PORT", "8080")
    monkeypatch.setenv("DDAY_WEB_URL", " https://dday.example.org/viewer/ ")
    assert Settings().web_url == "https://dday.example.org/viewer"


@pytest.mark.parametrize("port", ["0", "65536", "-1", "web"])
def test_a_port_out_of_range_is_refused(monkeypatch: pytest.MonkeyPatch, port: str):
    monkeypatch.setenv("DDAY_WEB_PORT", port)
    with pytest.raises(ValidationError, match="DDAY_WEB_PORT"):
        Settings()


@pytest.mark.parametrize("url", ["dday.example.org", "ftp://dday.example.org", "https://", "https://x.org/?a=1", "https://x.org/#top"])
def test_an_address_that_is_not_http_is_refused(monkeypatch: pytest.MonkeyPatch, url: str):
    monkeypatch.setenv("DDAY_WEB_URL", url)
    with pytest.raises(ValidationError, match="DDAY_WEB_URL"):
        Settings()


def test_env_example_documents_both():
    text = (REPO / ".env.example").read_text(encoding="utf-8")
    assert "\nDDAY_WEB_PORT=" in text and "\nDDAY_WEB_URL=" in text
