"""Pegasus Bridge's counted events in words (issue #46): the formatter of every ``pb-ev-`` message's arguments.

The engine (``rules/pegasus_bridge``) names the message and gives plain arguments; this module turns the ones that
stand for a game thing into words of the reader's language before the catalogue inserts them: ``seat`` (a side's
id, ``pb-side-<seat>``: "British") and ``kind`` (a special token's kind, ``pb-token-<kind>``: "yellow +3"). Numbers
are left to the catalogue's plural selectors. Pure: it imports nothing of the project but ``i18n``.
"""

from __future__ import annotations

from typing import Any

from i18n import has, register_formatter, t

_NAMED = {"seat": "pb-side-", "kind": "pb-token-"}
"""An argument's name -> the prefix of the messages that name its values."""


def _format(name: str, value: Any, lang: str) -> Any:
    prefix = _NAMED.get(name)
    if prefix is None or not isinstance(value, str) or not has(prefix + value):
        return value
    return t(prefix + value, lang=lang)


register_formatter("pb-ev-", _format)
