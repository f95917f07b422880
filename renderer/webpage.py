"""The web viewer's page (issue #27): the ``dday-viewer/1`` data of one game in, one HTML document out.

Pure and standard library only: it never reads the database or draws a board. ``build(data, None)`` is the
live page the bot's web server sends (each board image is fetched from ``p/SEQ.webp`` beside the page);
``build(data, images)`` is the self-contained file of ``dday export --html`` and ``/game export format:html``
(every image a ``data:`` URI). The CSS and the JavaScript are the package files ``web_assets/viewer.css`` and
``viewer.js``, inlined; the page makes no outside request, so it works from ``file://`` and under a strict
Content-Security-Policy (:func:`content_security_policy`, which allows exactly these inline blocks by hash).

What the page is made of comes from the data alone: the server side writes what stays put (title, seats,
options, the dice commitment), the script steps through ``positions`` (image, alt text, label, log) and draws
``course``. Every string of the data is escaped; the data itself goes into a ``<script type="application/json">``
block with ``<``, ``>`` and ``&`` written as JSON escapes, so no value can close the block.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
from functools import lru_cache
from importlib import resources
from typing import Any

FORMAT = "dday-viewer/1"


@lru_cache(maxsize=None)
def asset(name: str) -> str:
    """The text of a file of ``renderer/web_assets``."""
    return resources.files("renderer").joinpath("web_assets", name).read_text(encoding="utf-8")


def _digest(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def content_security_policy(*, offline: bool = False) -> str:
    """The policy the page runs under: nothing from elsewhere, the inline style and script only by their hashes.

    The live page loads its images from its own origin; the offline file carries them as ``data:`` URIs.
    """
    images = "data:" if offline else "'self'"
    return (
        f"default-src 'none'; img-src {images}; style-src {_digest(asset('viewer.css'))}; "
        f"script-src {_digest(asset('viewer.js'))}; base-uri 'none'; form-action 'none'"
        + ("" if offline else "; frame-ancestors 'none'")
    )


def json_block(value: Any) -> str:
    """``value`` as JSON that is safe inside a ``<script>`` element (no ``<``, ``>`` or ``&`` left as such)."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


STATUS = {"active": "In progress", "finished": "Finished", "aborted": "Abandoned", "lobby": "Not started yet"}


def _status(data: dict[str, Any]) -> str:
    text = STATUS.get(str(data.get("status")), str(data.get("status", "")))
    result = data.get("result")
    return f"{text}: {result}" if result else text


def _seats(data: dict[str, Any]) -> str:
    rows = "".join(
        f"<tr><td>{_e(s.get('name', s.get('seat', '')))}</td><td>{_e(s.get('player') or 'open seat')}</td></tr>"
        for s in data.get("seats", [])
    )
    return f"<table><thead><tr><th scope=col>Seat</th><th scope=col>Player</th></tr></thead><tbody>{rows}</tbody></table>"


def _options(data: dict[str, Any]) -> str:
    options = data.get("options") or []
    if not options:
        return "<p>The game's default options.</p>"
    rows = "".join(f"<tr><th scope=row>{_e(label)}</th><td>{_e(value)}</td></tr>" for label, value in options)
    return f"<table><tbody>{rows}</tbody></table>"


def _fairness(data: dict[str, Any]) -> str:
    parts = [
        "<p>Every die of this game comes from one secret number, the seed, fixed before the first roll. Its "
        "fingerprint (SHA-256) was published at the start:</p>",
        f"<p><code id=commitment>{_e(data.get('commitment', ''))}</code></p>",
    ]
    seed = data.get("seed")
    if seed is None:
        parts.append("<p>The seed stays secret until the game ends; it is shown here then, and anyone can check "
                     "that it matches.</p>")
    else:
        parts += [
            f"<p>The game is over, so the seed is revealed: <code id=seed>{_e(seed)}</code>. Its fingerprint is "
            f"the SHA-256 of the text <code>{_e(data.get('commitment_of', ''))}</code>.</p>",
            "<p><button type=button id=check>Check the commitment</button></p>",
            "<p id=check-result role=status aria-live=polite>Not checked yet.</p>",
        ]
    parts.append(
        "<p>To re-check every roll, not only the seed: download the game record with <code>/game export</code> "
        "(JSON) and run <code>dday verify FILE</code>; it replays the whole game from the seed and compares "
        "each die and the final position.</p>"
    )
    return "".join(parts)


def _course_table(data: dict[str, Any]) -> str:
    course = data.get("course") or {}
    names, values = course.get("names") or [], course.get("values") or []
    positions = data.get("positions") or []
    if not names or len(values) != len(positions):
        return "<p>This game draws no chart of its course.</p>"
    head = "".join(f"<th scope=col>{_e(n)}</th>" for n in names)
    body = "".join(
        f"<tr><th scope=row>{_e(p.get('label', ''))}</th>" + "".join(f"<td>{_e(_num(v))}</td>" for v in row) + "</tr>"
        for p, row in zip(positions, values)
    )
    return (
        "<div id=chart></div><details><summary>The same figures as a table</summary><div class=scroll><table>"
        f"<thead><tr><th scope=col>Position</th>{head}</tr></thead><tbody>{body}</tbody></table></div></details>"
    )


def _num(value: Any) -> str:
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


def _left_out(data: dict[str, Any]) -> str:
    left = data.get("left_out") or []
    if not left:
        return ""
    shown = ", ".join(str(label) for label in left[:12]) + (f", and {len(left) - 12} more" if len(left) > 12 else "")
    return (
        f"<p class=note>To keep this file small, {len(left)} intermediate position(s) have no picture here: {_e(shown)}. "
        "Their log entries are shown with the next position that is kept. The live page and "
        "<code>/game board</code> show every one.</p>"
    )


def build(data: dict[str, Any], images: dict[int, str] | None = None, *, image_base: str = "p/") -> str:
    """The page of one game (``data``: the ``dday-viewer/1`` dict).

    ``images=None``: the live page, whose images are ``{image_base}SEQ.webp`` (relative to the page, or a path).
    Otherwise ``images`` maps each position's seq to its image as a ``data:`` URI: the offline file.
    """
    if data.get("format") != FORMAT:
        raise ValueError(f"not {FORMAT} data: {data.get('format')!r}")
    positions = data.get("positions") or []
    offline = images is not None
    pics = {"images": {str(seq): uri for seq, uri in (images or {}).items()}} if offline else {"base": image_base}
    last = positions[-1] if positions else None
    title = str(data.get("game_name") or data.get("game") or "A game")
    if last is None:
        board = "<p class=empty>The game has not started: there is no position to show yet.</p>"
    else:
        src = (images or {}).get(last["seq"], "") if offline else f"{image_base}{last['seq']}.webp"
        board = (
            "<div class=controls role=group aria-label=\"Move through the game\">"
            "<button type=button id=first aria-label=\"First position\">«</button>"
            "<button type=button id=prev aria-label=\"Previous position\">◀</button>"
            f"<input type=range id=position min=0 max={len(positions) - 1} value={len(positions) - 1} step=1 "
            "aria-label=\"Position in the game\">"
            "<button type=button id=next aria-label=\"Next position\">▶</button>"
            "<button type=button id=last aria-label=\"Last position\">»</button></div>"
            "<figure id=board-figure><figcaption><span id=where class=where>"
            f"{_e(last.get('label', ''))}</span> <span id=count></span></figcaption>"
            f"<img id=board src=\"{_e(src)}\" alt=\"{_e(last.get('alt') or last.get('label', ''))}\"></figure>"
            "<p class=hint>Arrow keys, Home and End step through the positions; on a phone, swipe the board. "
            "<a id=permalink href=\"#\">Link to this position</a></p>"
            "<noscript><p class=note>Turn on JavaScript to step through the positions; "
            "this is the last one.</p></noscript>"
        )
    saved = "<p class=note>A saved copy: it works offline and shows the game as it was when saved.</p>" if offline else ""
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        "<meta name=viewport content=\"width=device-width, initial-scale=1\">"
        "<meta name=robots content=\"noindex, nofollow\"><meta name=referrer content=no-referrer>"
        + (f"<meta http-equiv=Content-Security-Policy content=\"{_e(content_security_policy(offline=True))}\">"
           if offline else "")
        + f"<title>{_e(title)}</title><style>{asset('viewer.css')}</style></head><body>"
        f"<header><h1>{_e(title)}</h1><p class=status id=status>{_e(_status(data))}</p>{saved}"
        f"{_left_out(data)}</header>"
        "<main class=layout>"
        f"<section aria-labelledby=h-board><h2 id=h-board>Board</h2>{board}</section>"
        "<section aria-labelledby=h-log><h2 id=h-log>Log of this position</h2>"
        "<ol id=log aria-live=polite></ol></section>"
        f"<section class=wide aria-labelledby=h-course><h2 id=h-course>Course of the game</h2>{_course_table(data)}"
        "</section>"
        f"<section aria-labelledby=h-seats><h2 id=h-seats>Seats and players</h2>{_seats(data)}"
        f"<h3>Options</h3>{_options(data)}"
        f"<p>Rules: <code>{_e(data.get('ruleset_version', ''))}</code>. Created {_e(data.get('created_at', ''))}.</p>"
        "</section>"
        f"<section aria-labelledby=h-dice><h2 id=h-dice>Fair dice</h2>{_fairness(data)}</section>"
        "</main><footer><p>Only what every player could see at the table is shown here: no hand, no face-down "
        "card.</p></footer>"
        f"<script type=application/json id=dday-data>{json_block(data)}</script>"
        f"<script type=application/json id=dday-images>{json_block(pics)}</script>"
        f"<script>{asset('viewer.js')}</script></body></html>"
    )
