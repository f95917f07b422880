"""The Discord layer's fixtures (the fake transport and its payloads), for tests/web/test_bot_web.py."""

from tests.bot.conftest import api, payloads  # noqa: F401  (fixtures, used by name)
