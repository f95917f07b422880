"""A server's public index page (issue #50): its data in (:meth:`bot.service.server_index.ServerIndex.page`), one
plain HTML document out.

Pure: the standard library and the catalogue only. No script and no outside request: the page is plain lists a
phone reads by its width, so the server sends it under the bare policy (``default-src 'none'``) with the viewer's
usual headers. Every value is escaped.
"""

from __future__ import annotations

import html
from typing import Any

from i18n import t

STATUS = {"lobby": "index-open", "active": "index-playing", "finished": "index-ended", "aborted": "index-ended"}


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _table(entry: dict[str, Any], lang: str) -> str:
    players = ", ".join(f"{_e(s['player'])} ({_e(s['seat'])})" for s in entry["seats"])
    bits = [f"<b>{_e(entry['game'])}</b>", f"#{_e(entry['channel'])}"]
    if entry["status"] == "lobby":
        bits.append(_e(t("index-free", lang=lang, count=entry["free"])))
    if players:
        bits.append(players)
    if entry["status"] in ("finished", "aborted") and entry.get("ended_at"):
        bits.append(_e(t("index-ended-on", lang=lang, date=str(entry["ended_at"])[:10])))
    line = " · ".join(bits)
    if entry.get("link"):
        line += f' · <a href="{_e(entry["link"])}" rel="noreferrer">{_e(t("index-watch", lang=lang))}</a>'
    return f"<li>{line}</li>"


def build(data: dict[str, Any]) -> str:
    """The index's page in its language."""
    lang = str(data.get("lang") or "en")
    parts = [f"<h1>{_e(t('index-title', lang=lang))}</h1>"]
    if not data["channels"]:
        parts.append(f"<p>{_e(t('index-empty', lang=lang))}</p>")
    else:
        parts.append(f"<p>{_e(t('index-channels', lang=lang, channels=', '.join('#' + c for c in data['channels'])))}</p>")
    for status in ("lobby", "active", "ended"):
        group = [e for e in data["tables"] if (e["status"] in ("finished", "aborted")) == (status == "ended")
                 and (status == "ended" or e["status"] == status)]
        if group:
            key = STATUS["finished" if status == "ended" else status]
            parts.append(f"<h2>{_e(t(key, lang=lang))}</h2><ul>{''.join(_table(e, lang) for e in group)}</ul>")
    for board in data["boards"]:
        rows = "".join(f"<li>{_e(r['name'])}: {r['rating']} ± {2 * r['rd']} "
                       f"({_e(t('index-games', lang=lang, count=r['games']))})</li>" for r in board["rows"])
        parts.append(f"<h2>{_e(t('index-board', lang=lang, game=board['game']))}</h2><ol>{rows}</ol>")
    return (f"<!doctype html><html lang={_e(lang)}><head><meta charset=utf-8>"
            "<meta name=viewport content=\"width=device-width, initial-scale=1\">"
            f"<meta name=robots content=\"noindex, nofollow\"><title>{_e(t('index-title', lang=lang))}</title>"
            f"</head><body>{''.join(parts)}</body></html>")
