"""The web viewer's page (issue #27): the ``dday-viewer/1`` data of one game in, one HTML document out.

Pure, the standard library and the catalogue (:mod:`i18n`) only: it never reads the database or draws a board.
``build(data, None)`` is the live page the bot's web server sends (each board image is fetched from
``p/SEQ.webp`` beside the page); ``build(data, images)`` is the self-contained file of ``dday export --html`` and
``/game export format:html`` (every image a ``data:`` URI). The CSS and the JavaScript are the package files
``web_assets/viewer.css`` and ``viewer.js``, inlined; the page makes no outside request, so it works from
``file://`` and under a strict Content-Security-Policy (:func:`content_security_policy`, which allows exactly
these inline blocks by hash).

What the page is made of comes from the data alone: the server side writes what stays put (title, seats,
options, the dice commitment), the script steps through ``positions`` (image, alt text, label, log) and draws
``course``. Every string of the data is escaped; the data itself goes into a ``<script type="application/json">``
block with ``<``, ``>`` and ``&`` written as JSON escapes, so no value can close the block.

Its words are the game's (issue #28): ``data["lang"]`` ("en" when absent) picks the catalogue (``web-page-*``
messages of ``i18n/locales/<lang>/web.ftl``) for every fixed sentence, and the script's sentences go into a second
JSON block (``dday-words``, :func:`script_words`) as templates it fills in, since the script itself must stay one
constant file for the policy's hash. The English messages are the page's words of before, so an English game's
page reads as it did.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
from functools import lru_cache
from importlib import resources
from typing import Any

from i18n import DEFAULT, command_name, language_of, t

FORMAT = "dday-viewer/1"


@lru_cache(maxsize=None)
def asset(name: str) -> str:
    """The text of a file of ``renderer/web_assets``."""
    return resources.files("renderer").joinpath("web_assets", name).read_text(encoding="utf-8")


def _digest(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def content_security_policy(*, offline: bool = False) -> str:
    """The policy the page runs under: nothing from elsewhere, the inline style and script only by their hashes.

    The live page loads its images from its own origin, and polls it for the game's news (``data.json``); the
    offline file carries its images as ``data:`` URIs and asks for nothing.
    """
    images = "data:" if offline else "'self'"
    connect = "" if offline else "connect-src 'self'; "  # the live page asks its own server for news
    return (
        f"default-src 'none'; {connect}img-src {images}; style-src {_digest(asset('viewer.css'))}; "
        f"script-src {_digest(asset('viewer.js'))}; base-uri 'none'; form-action 'none'"
        + ("" if offline else "; frame-ancestors 'none'")
    )


def json_block(value: Any) -> str:
    """``value`` as JSON that is safe inside a ``<script>`` element (no ``<``, ``>`` or ``&`` left as such)."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def language(data: dict[str, Any]) -> str:
    """The language the page speaks: the data's ``lang`` when the bot speaks it, else English (data written
    before pages had a language)."""
    return language_of(str(data.get("lang") or DEFAULT))


def _text(key: str, lang: str, counts: dict[str, int] | None = None, **fragments: str) -> str:
    """A catalogue sentence as HTML text: its words escaped (``&``, ``<``, ``>``; quotes stay, as the page always
    wrote them), each ``fragments`` value put in as HTML already made (a ``<code>`` element, an escaped name).

    The fragments go through the catalogue as markers of private-use characters and are put in after escaping,
    so a translator's sentence can move them but never breaks or injects markup. ``counts``: numbers the sentence
    counts with (its plural selector picks the words: "1 position", "2 positions"), put in as numbers."""
    marks = {name: f"\ue000{name}\ue001" for name in fragments}
    words = html.escape(t(key, lang=lang, **(counts or {}), **marks), quote=False)
    for name, fragment in fragments.items():
        words = words.replace(marks[name], fragment)
    return words


def _attr(key: str, lang: str) -> str:
    """A catalogue sentence as an attribute's value (quotes escaped too)."""
    return _e(t(key, lang=lang))


STATUS = {
    "active": "web-page-status-active", "finished": "web-page-status-finished",
    "aborted": "web-page-status-aborted", "lobby": "web-page-status-lobby",
}
"""The catalogue's name of each table status (a status it lacks is shown as it is)."""


def status_line(data: dict[str, Any], lang: str) -> str:
    """The status line under the title: the status in words, and the result once there is one."""
    status = str(data.get("status", ""))
    text = t(STATUS[status], lang=lang) if status in STATUS else status
    result = data.get("result")
    return f"{text}: {result}" if result else text


SCRIPT_WORDS = {
    "logEmpty": ("web-page-js-log-empty", ()),
    "boardAt": ("web-page-js-board-at", ("label",)),
    "sliderText": ("web-page-js-slider-text", ("label", "number", "count")),
    "count": ("web-page-js-count", ("number", "count", "seq")),
    "chart": ("web-page-js-chart", ("names", "count")),
    "axis": ("web-page-js-axis", ("first", "last")),
    "dice": ("web-page-js-dice", ("dice",)),
    "insecure": ("web-page-js-insecure", ()),
    "checked": ("web-page-js-checked", ("text",)),
    "mismatch": ("web-page-js-mismatch", ("text", "got")),
    "failed": ("web-page-js-failed", ()),
    "start": ("web-page-js-start", ()),
    "turn": ("web-page-js-turn", ("turn",)),
    "drawing": ("web-page-js-drawing", ()),
    "fresh": ("web-page-js-fresh", ("label",)),
    "copied": ("web-page-js-copied", ()),
    "copyFailed": ("web-page-js-copy-failed", ()),
    "told": ("web-page-js-told", ("name", "text")),
    "hiddenNone": ("web-page-js-hidden-none", ()),
    "revealFailed": ("web-page-js-reveal-failed", ()),
}
"""What ``viewer.js`` writes: its name for each sentence -> (catalogue message, the placeholders it fills in)."""


def script_words(lang: str) -> dict[str, str]:
    """The script's sentences in ``lang`` as templates: each placeholder ``name`` left as the text ``{name}``.

    The catalogue is given ``"{name}"`` as the argument's value (the bundle does not isolate placeables), so a
    translation places and orders the placeholders as its language needs; the script replaces them in one pass."""
    return {
        name: t(key, lang=lang, **{arg: "{" + arg + "}" for arg in args}) for name, (key, args) in SCRIPT_WORDS.items()
    }


def _seats(data: dict[str, Any], lang: str) -> str:
    open_seat = t("web-page-open-seat", lang=lang)
    rows = "".join(
        f"<tr><td>{_e(s.get('name', s.get('seat', '')))}</td><td>{_e(s.get('player') or open_seat)}</td></tr>"
        for s in data.get("seats", [])
    )
    return (
        f"<table><thead><tr><th scope=col>{_text('web-page-seat-column', lang)}</th>"
        f"<th scope=col>{_text('web-page-player-column', lang)}</th></tr></thead><tbody>{rows}</tbody></table>"
    )


def _options(data: dict[str, Any], lang: str) -> str:
    options = data.get("options") or []
    if not options:
        return f"<p>{_text('web-page-default-options', lang)}</p>"
    rows = "".join(f"<tr><th scope=row>{_e(label)}</th><td>{_value(value, lang)}</td></tr>" for label, value in options)
    return f"<table><tbody>{rows}</tbody></table>"


def _value(value: str, lang: str) -> str:
    """An option's value: in words where the game gives them; a value that has none, outside English, as typed in
    the menu (code, as the bot's posts show it: ``omaha-beach``)."""
    typed = lang != DEFAULT and any(c.isalpha() for c in value) and all(c.isascii() for c in value) and " " not in value
    return _code(value) if typed else _e(value)


def _code(text: str) -> str:
    return f"<code>{_e(text)}</code>"


def _fairness(data: dict[str, Any], lang: str, record_link: str = "") -> str:
    parts = [
        f"<p>{_text('web-page-fairness', lang)}</p>",
        f"<p><code id=commitment>{_e(data.get('commitment', ''))}</code></p>",
    ]
    seed = data.get("seed")
    if seed is None:
        parts.append(f"<p>{_text('web-page-seed-secret', lang)}</p>")
    else:
        revealed = _text(
            "web-page-seed-revealed", lang, seed=f"<code id=seed>{_e(seed)}</code>",
            text=_code(str(data.get("commitment_of", ""))),
        )
        parts += [
            f"<p>{revealed}</p>",
            f"<p><button type=button id=check>{_text('web-page-check', lang)}</button></p>",
            f"<p id=check-result role=status aria-live=polite>{_text('web-page-not-checked', lang)}</p>",
        ]
    verify = _text("web-page-verify", lang, export=_code(command_name("game export", lang)),
                   verify=_code("dday verify FILE"))
    parts.append(f"<p>{verify}</p>")
    parts.append(record_link)
    return "".join(parts)


def _course_table(data: dict[str, Any], lang: str) -> str:
    course = data.get("course") or {}
    names, values = course.get("names") or [], course.get("values") or []
    positions = data.get("positions") or []
    if not names or len(values) != len(positions):
        return f"<p>{_text('web-page-no-chart', lang)}</p>"
    head = "".join(f"<th scope=col>{_e(n)}</th>" for n in names)
    body = "".join(
        f"<tr><th scope=row>{_e(p.get('label', ''))}</th>" + "".join(f"<td>{_e(_num(v))}</td>" for v in row) + "</tr>"
        for p, row in zip(positions, values)
    )
    return (
        f"<div id=chart></div><details><summary>{_text('web-page-table-summary', lang)}</summary>"
        f"<div class=scroll><table><thead><tr><th scope=col>{_text('web-page-position-column', lang)}</th>{head}"
        f"</tr></thead><tbody>{body}</tbody></table></div></details>"
    )


def _num(value: Any) -> str:
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


def _left_out(data: dict[str, Any], lang: str) -> str:
    left = data.get("left_out") or []
    if not left:
        return ""
    shown = ", ".join(str(label) for label in left[:12])
    if len(left) > 12:
        shown = t("web-page-left-out-more", lang=lang, shown=shown, count=str(len(left) - 12))
    note = _text("web-page-left-out", lang, {"count": len(left)}, shown=_e(shown),
                 board=_code(command_name("game board", lang)))
    return f"<p class=note>{note}</p>"


def _record(data: dict[str, Any], lang: str, offline: bool, image_base: str) -> str:
    """The game record's download (the live page of a game that is over: the record holds the seed then), or why
    there is none here."""
    if offline:
        return f"<p class=note>{_text('web-page-record-offline', lang, export=_code(command_name('game export', lang)))}</p>"
    if data.get("seed") is None:
        return f"<p class=note id=record-later>{_text('web-page-record-later', lang)}</p>"
    href = image_base[: -len("p/")] + "record.json" if image_base.endswith("p/") else "record.json"
    return (f"<p><a id=record href=\"{_e(href)}\" download=\"{_e(str(data.get('game') or 'game'))}-record.json\">"
            f"{_text('web-page-record', lang)}</a></p>")


def _noscript(last: dict[str, Any], lang: str, images: dict[int, str] | None, tiles: dict[str, Any] | None,
              image_base: str) -> str:
    """Without the script: the last board where it is one image (the live page's, or the file's), else a note."""
    if tiles is not None:
        return f"<noscript><p class=note>{_text('web-page-noscript-tiles', lang)}</p></noscript>"
    src = (images or {}).get(last["seq"], "") if images is not None else f"{image_base}{last['seq']}.webp"
    return (f"<noscript><img class=still src=\"{_e(src)}\" alt=\"{_e(last.get('alt') or last.get('label', ''))}\">"
            f"<p class=note>{_text('web-page-noscript', lang)}</p></noscript>")


def build(data: dict[str, Any], images: dict[int, str] | None = None, *, image_base: str = "p/",
          tiles: dict[str, Any] | None = None) -> str:
    """The page of one game (``data``: the ``dday-viewer/1`` dict), in its language (:func:`language`).

    The live page (``images`` and ``tiles`` None) asks its server for each position's parts
    (``{image_base}SEQ.json``: their alt texts) and shows ``{image_base}SEQ/N.webp``, one under the other. The
    offline file carries its images: ``images``, each position's one board by seq as a ``data:`` URI; or ``tiles``,
    every position's parts as tiles on a few sheets (:mod:`renderer.web_tiles`; each position's ``board`` lists its
    parts' shapes), which the script copies onto canvases.
    """
    if data.get("format") != FORMAT:
        raise ValueError(f"not {FORMAT} data: {data.get('format')!r}")
    lang = language(data)
    positions = data.get("positions") or []
    offline = images is not None or tiles is not None
    if tiles is not None:
        pics: dict[str, Any] = {"tiles": tiles}
    elif images is not None:
        pics = {"images": {str(seq): uri for seq, uri in images.items()}}
    else:
        pics = {"base": image_base}
    last = positions[-1] if positions else None
    # The "show everything" switch: a finished game's live page only (its server answers r/SEQ.json then).
    revealable = not offline and data.get("status") == "finished" and last is not None
    title = str(data.get("game_name") or data.get("game") or t("web-page-title-fallback", lang=lang))
    bar = ""
    if last is None:
        board = f"<p class=empty>{_text('web-page-not-started', lang)}</p>"
    else:
        bar = (
            "<div class=bar id=bar>"
            f"<div class=controls role=group aria-label=\"{_attr('web-page-controls', lang)}\">"
            f"<button type=button id=first aria-label=\"{_attr('web-page-first', lang)}\">«</button>"
            f"<button type=button id=prev aria-label=\"{_attr('web-page-previous', lang)}\">◀</button>"
            f"<input type=range id=position min=0 max={len(positions) - 1} value={len(positions) - 1} step=1 "
            f"aria-label=\"{_attr('web-page-slider', lang)}\">"
            f"<button type=button id=next aria-label=\"{_attr('web-page-next', lang)}\">▶</button>"
            f"<button type=button id=last aria-label=\"{_attr('web-page-last', lang)}\">»</button>"
            f"<button type=button id=more class=more aria-expanded=false aria-controls=tools "
            f"aria-label=\"{_attr('web-page-more', lang)}\">⋯</button></div>"
            f"<div class=tools id=tools><label>{_text('web-page-jump', lang)} <select id=jump></select></label>"
            f"<button type=button id=copy>{_text('web-page-copy-link', lang)}</button>"
            + (f"<label class=reveal><input type=checkbox id=reveal> {_text('web-page-reveal', lang)}</label>"
               if revealable else "") +
            "<span id=copied role=status aria-live=polite></span></div>"
            "<p class=where-line><span id=where class=where>"
            f"{_e(last.get('label', ''))}</span> <span id=count></span></p>"
            "<p id=fresh class=fresh role=status aria-live=polite hidden></p></div>"
        )
        board = (
            "<figure id=board-figure><span id=drawing class=drawing role=status aria-live=polite hidden></span>"
            f"<div id=board-parts class=parts data-open=\"{_attr('web-page-open-board', lang)}\"></div>"
            "</figure>"
            f"<p class=hint>{_text('web-page-hint', lang)} "
            f"<a id=permalink href=\"#\">{_text('web-page-permalink', lang)}</a></p>"
            f"<div id=zoom class=zoom role=dialog aria-modal=true aria-label=\"{_attr('web-page-zoom', lang)}\" hidden>"
            f"<button type=button id=zoom-close class=zoom-close>{_text('web-page-zoom-close', lang)}</button>"
            f"<p class=zoom-hint>{_text('web-page-zoom-hint', lang)}</p>"
            "<div id=zoom-area class=zoom-area><img id=zoom-board alt=\"\"></div></div>"
            + _noscript(last, lang, images, tiles, image_base)
        )
    saved = f"<p class=note>{_text('web-page-saved', lang)}</p>" if offline else ""
    rules = _text("web-page-rules", lang, rules=_code(str(data.get("ruleset_version", ""))),
                  created=_e(data.get("created_at", "")))
    return (
        f"<!doctype html><html lang={lang}><head><meta charset=utf-8>"
        "<meta name=viewport content=\"width=device-width, initial-scale=1\">"
        "<meta name=robots content=\"noindex, nofollow\"><meta name=referrer content=no-referrer>"
        + (f"<meta http-equiv=Content-Security-Policy content=\"{_e(content_security_policy(offline=True))}\">"
           if offline else "")
        + f"<title>{_e(title)}</title><style>{asset('viewer.css')}</style></head><body>"
        f"<header><h1>{_e(title)}</h1><p class=status id=status>{_e(status_line(data, lang))}</p>{saved}"
        f"{_left_out(data, lang)}</header>"
        f"<main class=layout>{bar}"
        f"<section aria-labelledby=h-board><h2 id=h-board>{_text('web-page-heading-board', lang)}</h2>{board}"
        "</section>"
        f"<section aria-labelledby=h-log><h2 id=h-log>{_text('web-page-heading-log', lang)}</h2>"
        "<ol id=log aria-live=polite></ol>"
        + (f"<div id=hidden-box class=hidden-box hidden><h3>{_text('web-page-hidden-heading', lang)}</h3>"
           "<div id=hidden aria-live=polite></div></div>" if revealable else "") +
        f"<details id=moves-box class=moves-box open><summary><h2 id=h-moves>{_text('web-page-heading-moves', lang)}"
        "</h2></summary><nav id=moves class=moves aria-labelledby=h-moves></nav></details></section>"
        f"<section class=wide aria-labelledby=h-course><h2 id=h-course>{_text('web-page-heading-course', lang)}</h2>"
        f"{_course_table(data, lang)}</section>"
        f"<section aria-labelledby=h-seats><h2 id=h-seats>{_text('web-page-heading-seats', lang)}</h2>"
        f"{_seats(data, lang)}<h3>{_text('web-page-heading-options', lang)}</h3>{_options(data, lang)}"
        f"<p>{rules}</p></section>"
        f"<section aria-labelledby=h-dice><h2 id=h-dice>{_text('web-page-heading-dice', lang)}</h2>"
        f"{_fairness(data, lang, _record(data, lang, offline, image_base))}</section>"
        f"</main><footer><p>{_text('web-page-footer-finished' if revealable else 'web-page-footer', lang)}</p></footer>"
        f"<script type=application/json id=dday-data>{json_block(data)}</script>"
        f"<script type=application/json id=dday-images>{json_block(pics)}</script>"
        f"<script type=application/json id=dday-words>{json_block(script_words(lang))}</script>"
        f"<script>{asset('viewer.js')}</script></body></html>"
    )
