"""The words players read, in their language (issue #28): English and Korean catalogues of messages.

Player-facing text is not written in the code: the code names a message (``"lobby-new-game"``) and its
arguments, and :func:`t` finds the words in the catalogue of a language. The catalogues are Project Fluent
files (``i18n/locales/<lang>/*.ftl``, read by ``fluent.runtime``), chosen over gettext because a Fluent
message is a small program its translator controls: the Korean file picks a particle with ``JOSA($name, "을")``
(:mod:`i18n.josa`), reorders arguments as Korean word order needs, and names every game term once, as a Fluent
term (``-infantry = 보병``) in ``locales/ko/glossary.ftl``, a file a Korean player can correct without reading
the code. The English catalogue is complete; a message missing in Korean falls back to English (a test keeps
Korean complete for everything the issue covers).

Which language: :func:`t` speaks the language of the current context (:func:`speaking`), English unless a
caller set one. The Discord layer sets the reader's locale for the private reply of each interaction; the
service speaks a table's language while it writes that table's public posts. Rules engines never choose words:
they emit message names and arguments (``Event.key``/``Event.args``), and the words are chosen where shown.

Arguments: a number is written with the language's digits; a value that stands for a game thing (a zone, a unit
count, a card) is turned into words before it is inserted, by the formatter registered for the message's prefix
(:func:`register_formatter`), so that a zone's Korean name, not its id, meets the particle.

This package is pure: it imports nothing of the project (architecture test).
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from i18n.josa import final_consonant, josa

LANGUAGES: dict[str, str] = {"en": "English", "ko": "한국어"}
"""The languages the bot speaks: code -> the language's own name."""
DEFAULT = "en"
LOCALES = Path(__file__).resolve().parent / "locales"

_current: contextvars.ContextVar[str] = contextvars.ContextVar("dday_language", default=DEFAULT)

LONGEST_ARGUMENT = 2000
"""Characters of one inserted argument at most: what a player typed (a 6,000-character option) is cut, since
``fluent.runtime`` refuses a placeable over 2,500 characters and a Discord message holds 2,000 in all."""

Formatter = Callable[[str, Any, str], Any]
"""``(argument name, value, language) -> value to insert``; returns the value unchanged when it is not its kind."""
_formatters: dict[str, Formatter] = {}


def language_of(locale: object | None) -> str:
    """The language we speak for a Discord locale ("ko", "en-US", a ``discord.Locale``): English when we lack it."""
    text = str(getattr(locale, "value", locale) or "").strip().lower().replace("_", "-")
    code = text.split("-", 1)[0]
    return code if code in LANGUAGES else DEFAULT


def current() -> str:
    """The language of the current context."""
    return _current.get()


@contextmanager
def speaking(language: str | None) -> Iterator[str]:
    """Speak ``language`` (a code or a Discord locale) inside the ``with`` block, then what was spoken before."""
    lang = language_of(language)
    token = _current.set(lang)
    try:
        yield lang
    finally:
        _current.reset(token)


def register_formatter(prefix: str, formatter: Formatter) -> None:
    """Turn the arguments of messages named ``prefix...`` into words with ``formatter`` (one per prefix)."""
    _formatters[prefix] = formatter


def _josa(word: Any, particle: Any) -> str:
    return josa(str(word), str(particle))


def _final(word: Any) -> str:
    """``FINAL($word)``: "consonant" or "vowel", for a selector when a particle is not enough (이다/다)."""
    return "vowel" if final_consonant(str(word)) == 0 else "consonant"


FUNCTIONS: dict[str, Any] = {"JOSA": _josa, "FINAL": _final}
"""What every catalogue's message may call: ``JOSA($word, "을")`` and ``FINAL($word)`` (see :mod:`i18n.josa`).
Each language's bundle adds ``CMD`` and ``OPT`` (:func:`command_name`, :func:`option_name`)."""

COMMAND_NAMES_LOCALISED = True
"""Slash command and option names are shown in the reader's language (``/게임 참가``): Discord's menu shows a
Korean client the Korean names (``bot/discord/translator.py``), and the Korean sentences name the commands
through ``CMD``/``OPT`` so that what the bot tells players to type is what their menu offers."""


def _name_in(lang: str, key: str, english: str) -> str:
    b = bundle(lang)
    if not COMMAND_NAMES_LOCALISED or not b.has_message(key):
        return english
    message = b.get_message(key)
    text, errors = b.format_pattern(message.value, {}) if message.value is not None else ("", ["no value"])
    return english if errors or not str(text).strip() else str(text).strip()


def command_name(path: str, lang: str = DEFAULT) -> str:
    """``"game join"`` -> ``"/game join"`` in English, ``"/게임 참가"`` in Korean: a command as its reader's menu
    shows it, each word from ``cmd-<path so far>-name`` (an English word where the catalogue has none)."""
    words = str(path).split()
    named = [_name_in(lang, "cmd-" + "-".join(words[: i + 1]) + "-name", word) for i, word in enumerate(words)]
    return "/" + " ".join(named)


def option_name(path: str, option: str, lang: str = DEFAULT) -> str:
    """``("game join", "seat")`` -> ``"seat"`` / ``"자리"``: one option of a command, as the menu shows it."""
    return _name_in(lang, "cmd-" + "-".join(str(path).split()) + f"-{option}-name", str(option))


def _functions(lang: str) -> dict[str, Any]:
    def cmd(path: Any, particle: Any = None) -> str:
        """``CMD("game join")``, or ``CMD("game join", "을")`` with the particle that fits the name's last sound."""
        name = command_name(str(path), lang)
        return name + josa(name, str(particle)) if particle is not None else name

    def opt(path: Any, option: Any, particle: Any = None) -> str:
        """``OPT("game join", "seat")``: an option's name, optionally followed by its particle."""
        name = option_name(str(path), str(option), lang)
        return name + josa(name, str(particle)) if particle is not None else name

    return {**FUNCTIONS, "CMD": cmd, "OPT": opt}


@cache
def bundle(lang: str) -> FluentBundle:
    """The catalogue of ``lang``: every ``.ftl`` file of its folder (glossary first, so terms come first)."""
    folder = LOCALES / lang
    if not folder.is_dir():
        raise KeyError(f"no catalogue for language {lang!r}")
    out = FluentBundle([lang], use_isolating=False, functions=_functions(lang))
    files = sorted(folder.glob("*.ftl"), key=lambda p: (p.name != "glossary.ftl", p.name))
    for path in files:
        out.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return out


def has(key: str, lang: str = DEFAULT) -> bool:
    """True when ``lang``'s catalogue has message ``key``."""
    return bundle(lang).has_message(key)


def _words(key: str, args: Mapping[str, Any], lang: str) -> dict[str, Any]:
    fmt = next((f for p, f in sorted(_formatters.items(), key=lambda kv: -len(kv[0])) if key.startswith(p)), None)
    out: dict[str, Any] = {}
    for name, value in args.items():
        if fmt is not None:
            value = fmt(name, value, lang)
        if isinstance(value, bool) or value is None:
            value = str(value).lower()
        elif not isinstance(value, (str, int, float)):
            value = str(value)
        if isinstance(value, str) and len(value) > LONGEST_ARGUMENT:
            value = value[: LONGEST_ARGUMENT - 1] + "…"  # fluent.runtime refuses a longer one; no message shows it
        out[name] = value
    return out


def t(key: str, /, *, lang: str | None = None, **args: Any) -> str:
    """The words of message ``key`` with ``args``, in ``lang`` (default: the current context's language).

    A message missing in ``lang`` is taken from English; one missing in English raises ``KeyError`` (a
    mistake in the code, which the catalogue tests catch)."""
    lang = language_of(lang) if lang is not None else current()
    for code in (lang, DEFAULT) if lang != DEFAULT else (DEFAULT,):
        b = bundle(code)
        if b.has_message(key):
            message = b.get_message(key)
            if message.value is None:
                raise KeyError(f"message {key!r} has no value in {code}")
            text, errors = b.format_pattern(message.value, _words(key, args, code))
            if errors:
                raise KeyError(f"message {key!r} in {code}: {errors[0]}")
            return str(text)
    raise KeyError(f"no message {key!r} in the English catalogue")


def t_or(key: str, fallback: str, /, *, lang: str | None = None, **args: Any) -> str:
    """:func:`t`, or ``fallback`` (English words stored before a message had a name) when ``key`` is empty."""
    return t(key, lang=lang, **args) if key else fallback

