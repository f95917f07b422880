"""Slash commands in the reader's language (issue #28): names, descriptions and fixed choices from the catalogue.

discord.py asks a :class:`discord.app_commands.Translator` for every string of the command tree in every locale
when it syncs the commands; Discord then shows each user the words of their client's locale. This one reads them
from the catalogue (``i18n/locales/<lang>/commands.ftl``), by a message name made from where the string sits:

- a command or group: ``cmd-<path>-name`` and ``cmd-<path>-description``, the path being its qualified name with
  ``-`` between the words (``/game new aa-dday`` -> ``cmd-game-new-aa-dday-description``);
- a parameter: ``cmd-<path>-<parameter>-name`` and ``...-description``;
- a fixed choice: ``cmd-choice-<value>`` (a choice has no command of its own: its value names it).

English is the code's own words (the translator answers None: nothing to add). A locale we do not speak, or a
message the catalogue lacks, also answers None, and Discord shows the English words. A translated name that
breaks Discord's rule for names, or a description beyond 100 characters, is left out the same way (and the
tests name it): a sync is never refused for a word.

Names are translated too (``/게임 참가``) while :data:`i18n.COMMAND_NAMES_LOCALISED` holds: the Korean sentences,
/help and the glossary name the commands through the catalogue's ``CMD``/``OPT`` (:func:`i18n.command_name`), so
what the bot tells a Korean reader to type is what their menu shows. The action notation typed into the options'
values stays English (``2 uk inf``), like chess notation.
"""

from __future__ import annotations

import re
from typing import Any, cast

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

import i18n
from i18n import DEFAULT, language_of

NAME_RULE = re.compile(r"^[-_\w]{1,32}$")
"""Discord's rule for a command's or option's name (``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, lower case);
Python's ``\\w`` covers letters and digits of every script (Hangul among them)."""
NAMES = (Where.command_name, Where.group_name, Where.parameter_name)
DESCRIPTIONS = (Where.command_description, Where.group_description, Where.parameter_description)


def path_of(command: Any) -> str:
    """``game new aa-dday`` -> ``game-new-aa-dday``: a command's (or group's) part of a message name."""
    return "-".join(str(command.qualified_name).split())


def message_key(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue's name of the string at ``context``, or None for a place we do not translate."""
    where, data = context.location, cast(Any, context.data)
    if where in (Where.command_name, Where.group_name):
        return f"cmd-{path_of(data)}-name"
    if where in (Where.command_description, Where.group_description):
        return f"cmd-{path_of(data)}-description"
    if where in (Where.parameter_name, Where.parameter_description):
        part = "name" if where is Where.parameter_name else "description"
        return f"cmd-{path_of(data.command)}-{getattr(data, 'display_name', data.name)}-{part}"  # as Discord shows it
    if where is Where.choice_name:
        return f"cmd-choice-{data.value}"
    return None


def fits(where: Where, text: str) -> bool:
    """Whether Discord takes ``text`` at ``where``: a valid lower-case name, or 1-100 characters."""
    if where in NAMES:
        return bool(NAME_RULE.match(text)) and text == text.lower()
    return 1 <= len(text) <= 100


class CatalogueTranslator(app_commands.Translator):
    """Names, descriptions and choices of the slash commands from ``commands.ftl`` (see the module docstring)."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        return self.words(locale, context)

    @staticmethod
    def words(locale: discord.Locale | str, context: app_commands.TranslationContextTypes) -> str | None:
        lang = language_of(locale)
        if lang == DEFAULT or str(getattr(locale, "value", locale)).split("-")[0].lower() != lang:
            return None
        if context.location in NAMES and not i18n.COMMAND_NAMES_LOCALISED:
            return None
        key = message_key(context)
        if key is None or not i18n.has(key, lang):
            return None
        text = " ".join(i18n.t(key, lang=lang).split())
        return text if fits(context.location, text) else None
