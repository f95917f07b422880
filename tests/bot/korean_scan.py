"""Reading what a Korean table is sent for English words (issue #28): shared by the whole-game tests.

Everything the bot sends (public posts and edits, private replies, buttons, menus, embeds, the images' alt
text) is checked against Discord's OpenAPI spec and read: once mentions, links, timestamps, hashes and code
spans (the action notation a player types stays English, like chess notation) are set aside, a Latin word
must be on the allow-list the test gives, each with its reason.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from tests.bot.fake_discord import Sent
from tests.bot.grammar import problems

MENTION = re.compile(r"<(?:@[!&]?|#|t:|a?:\w+:)[^>]*>")
URL = re.compile(r"https?://\S+")
CODE = re.compile(r"`[^`]*`|'[ -&(-~]+'")
"""Code spans and single-quoted ASCII: the action notation a player types ('done', `2 uk inf`), English by design."""
HEX = re.compile(r"\b[0-9a-f]{16,}\b")
CITATION = re.compile(r"\*규칙서: [^*\n]*\*")
"""A /rules entry's source: the section title of the (English) rulebook it paraphrases, cited by its own name."""
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


def texts(body: Any) -> list[str]:
    """Every string a player reads in a message body: content, embeds, components (labels, placeholders, option
    labels and descriptions), attachments' alt text."""
    if not isinstance(body, dict):
        return []
    out = [body.get("content") or ""]
    for embed in body.get("embeds") or []:
        out += [embed.get("title") or "", embed.get("description") or "", (embed.get("footer") or {}).get("text") or ""]
        out += [f"{f.get('name', '')} {f.get('value', '')}" for f in embed.get("fields") or []]
    stack = list(body.get("components") or [])
    while stack:
        c = stack.pop()
        stack += c.get("components") or []
        out += [c.get("label") or "", c.get("placeholder") or ""]
        out += [f"{o.get('label', '')} {o.get('description', '')}" for o in c.get("options") or []]
    out += [a.get("description") or "" for a in body.get("attachments") or []]
    data = body.get("data")
    if isinstance(data, dict):
        out += texts(data)
    return [s for s in out if s]


def english_words(text: str, allowed: Iterable[str]) -> list[str]:
    """The Latin words of ``text`` a Korean reader should not see: not in ``allowed`` once notation is set aside."""
    ok = set(allowed)
    bare = CITATION.sub(" ", HEX.sub(" ", CODE.sub(" ", URL.sub(" ", MENTION.sub(" ", text)))))
    return [w for w in WORD.findall(bare) if w not in ok and w.strip("'-") not in ok]


class Reader:
    """Reads every request of a run: validates it and notes any English word with where it was.

    ``game_text``: takes a string a player reads and returns it with the game's own texts removed (those the
    issue leaves English inside a Korean game); the rest is the platform's frame, which must be Korean."""

    def __init__(self, allowed: Iterable[str], game_text: Callable[[str], str] = lambda s: s) -> None:
        self.allowed = frozenset(allowed)
        self.game_text = game_text
        self.seen = 0
        self.found: Counter[str] = Counter()
        self.example: dict[str, str] = {}
        self.miscounted: Counter[str] = Counter()
        """Counted nouns read wrongly (tests/bot/grammar.py: "(s)", "1 Soldiers"), in the whole text, game's or not."""

    def read(self, sent: list[Sent]) -> list[Sent]:
        for request in sent:
            request.validate()
            for text in texts(request.body):
                self.note(text)
        return sent

    def note(self, text: str) -> None:
        """Read one string a player reads (a message's text, a thread's name)."""
        self.seen += 1
        self.miscounted.update(problems(text))
        frame = self.game_text(text)
        for word in english_words(frame, self.allowed):
            self.found[word] += 1
            at = frame.find(word)
            self.example.setdefault(word, frame[max(0, at - 60) : at + 60])

    def report(self, limit: int = 60) -> str:
        return "; ".join(f"{w} ×{n}: {self.example[w]!r}" for w, n in self.found.most_common(limit))
