"""The text of ``/help`` and ``/rules``: discord-free, built from the registry and the rules glossaries.

:func:`rules_text` answers one look-up from a game's glossary
(:mod:`rules.core.glossary`); :func:`help_text` explains the bot, its
commands and, when a game runs in the channel, how to act in it and what it
waits for. Both return at most :data:`MAX_CONTENT` characters (one Discord
message).
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from bot.service.game_words import command_root, game_title, help_key, prefix_of
from i18n import DEFAULT, command_name, current, has, option_name, speaking, t
from rules.core import registry
from rules.core.errors import UnknownGameError
from rules.core.glossary import Entry, canon, fold, load_glossary, lookup, suggest

MAX_CONTENT = 2000
MAX_SUGGESTIONS = 5

BOT_FEATURE_NOTE = t("help-bot-feature-note", lang="en")
NOT_IMPLEMENTED_NOTE = t("help-not-implemented-note", lang="en")
RECONSTRUCTION_NOTE = t("help-reconstruction-note", lang="en")
COMMENTARY_NOTE = t("help-commentary-note", lang="en")

ABOUT = t("help-about", lang="en")

GAME_COMMANDS = t("help-game-commands", lang="en")

GAME_COMMANDS_SHORT = t("help-game-commands-short", lang="en")
"""The table commands in one paragraph, when the channel's own game needs the room."""

LOOKUP = t("help-lookup", lang="en")

MENTION_REPLY = t("help-mention-reply", lang="en")
"""The one line a message that mentions the bot gets."""


def _game_name(game_id: str) -> str:
    try:
        return game_title(registry.find_game(game_id).spec)
    except UnknownGameError:
        return game_id


def glossary_games() -> list[str]:
    """Registered games that ship a glossary, in registration order."""
    return [engine.spec.id for engine in registry.all_games() if load_glossary(engine.spec.id)]


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    """Return ``text`` within ``limit`` characters, cut at the end."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def entry_term(game_id: str, entry: Entry) -> str:
    """An entry's term in the context's language (see :func:`entry_words`); worked out once per language, as
    autocomplete and a look-up by the reader's words read every entry's."""
    return entry.term if current() == DEFAULT else _term_in(current(), game_id, entry)


@lru_cache(maxsize=4096)
def _term_in(lang: str, game_id: str, entry: Entry) -> str:
    with speaking(lang):
        key = _entry_key(game_id, entry)
        return entry.term if key is None else t(f"{key}-term", **entry.args)


def entry_words(game_id: str, entry: Entry) -> tuple[str, str]:
    """An entry's term and text in the context's language: an entry built from a game's data by the message it
    names (``Entry.key``, with its arguments: Pegasus Bridge's cards), else the catalogue's
    ``<game>-glossary-<id>-term/-text`` where it has them (all of A&A's in Korean), else the glossary's English."""
    key = _entry_key(game_id, entry)
    if key is None:
        return entry.term, entry.text
    return t(f"{key}-term", **entry.args), t(f"{key}-text", **entry.args)


def _entry_key(game_id: str, entry: Entry) -> str | None:
    """The message naming ``entry``'s words in the context's language; None where its English is shown."""
    if current() == DEFAULT:
        return None
    if entry.key and has(f"{entry.key}-text", current()):
        return entry.key
    prefix = prefix_of(game_id)
    key = f"{prefix}-glossary-{entry.id}" if prefix else ""
    return key if key and has(f"{key}-text", current()) else None


def rule_words(rule: str) -> str:
    """A rulebook reference ("Order card 03") in the context's language: ``rule-<name>`` of the catalogue (the
    name's letters and digits, joined by hyphens: "Turn Sequence: 1 - Progression Phase" is
    ``rule-turn-sequence-1-progression-phase``) with its number, else as the engine wrote it (a section title of
    the English rulebook). A refusal's reference and a ``/rules`` entry's source are named the same way."""
    match = re.fullmatch(r"(.*?)\s*(\d+)?", rule.strip())
    name, number = (match.group(1), match.group(2)) if match else (rule, None)
    key = "rule-" + "-".join(re.findall(r"[a-z0-9]+", name.lower()))
    if current() == DEFAULT or not has(key, current()):
        return rule
    return t(key, number=number or "")


def section_words(section: str) -> str:
    """An entry's rulebook sections ("Setup: Tokens; Course of an Assault"), each in the context's language."""
    return "; ".join(rule_words(part) for part in section.split("; "))


def entry_label(game_id: str, entry: Entry) -> str:
    """``"Order 08 Allies Move (order card)"``, in the context's language: a menu's line for the entry."""
    if current() == DEFAULT:
        return entry.label
    return f"{entry_term(game_id, entry)} ({kind_words(entry)})"


def kind_words(entry: Entry) -> str:
    key = "help-kind-" + entry.kind.replace(" ", "-")
    return t(key) if current() != DEFAULT and has(key, current()) else entry.kind


def entry_text(entry: Entry, game_id: str = "") -> str:
    """One glossary entry as a message: term, kind, text, its rulebook section and any caveat."""
    term, text = entry_words(game_id, entry)
    section = section_words(entry.section)
    source = f"*{section}*" if entry.provenance == "bot" else t("help-rulebook-source", section=section)
    lines = [f"**{term}** · {kind_words(entry)}", text, source]
    if entry.status:
        lines.append(t("help-not-implemented-note") if entry.status == "not implemented yet" else t("help-status", status=entry.status))
    if entry.provenance == "reconstruction":
        lines.append(t("help-reconstruction-note"))
    elif entry.provenance == "bot":
        lines.append(t("help-bot-feature-note"))
    elif entry.provenance == "commentary":
        lines.append(t("help-commentary-note"))
    return clip("\n".join(lines))


def close_matches(game_id: str, term: str, limit: int = MAX_SUGGESTIONS) -> list[Entry]:
    """Entries whose names start with or contain ``term``, else those that look like it (typos): by their names
    in the context's language too."""
    found = suggest_entries(game_id, term, limit)
    if found:
        return found
    entries = load_glossary(game_id)
    by_key = {key: entry for entry in entries for key in entry.keys}
    if current() != DEFAULT:
        by_key.update({_plain(entry_term(game_id, e)): e for e in entries})
    near = difflib.get_close_matches(canon(term), list(by_key), n=limit * 3, cutoff=0.6)
    if current() != DEFAULT and not near:
        near = difflib.get_close_matches(_plain(term), list(by_key), n=limit * 3, cutoff=0.6)
    return list(dict.fromkeys(by_key[key] for key in near))[:limit]


def _plain(text: str) -> str:
    return "".join(text.lower().split())  # Korean terms: no accents to fold; spacing varies


_PARTS = re.compile(r"[()]|: ")
"""What divides a term into the parts a reader may type alone: ``Sapeurs(공병)``, ``임시: 소총 분대``."""


def localised_forms(game_id: str, entry: Entry) -> tuple[str, ...]:
    """What a reader of the context's language may type for ``entry``: its whole term there, then each part of it
    (a printed name and its gloss, what follows a colon), lower case and without spaces."""
    term = entry_term(game_id, entry)
    return tuple(dict.fromkeys(f for f in (_plain(term), *map(_plain, _PARTS.split(term))) if f))


def suggest_entries(game_id: str, partial: str, limit: int = 25) -> list[Entry]:
    """Entries for ``/rules`` autocomplete: in English :func:`rules.core.glossary.suggest`; in another language
    first those whose term there is ``partial`` (whole or a part), then those it starts, then those holding it,
    then the English matches (a number, an English name)."""
    wanted = _plain(partial)
    if current() == DEFAULT or not wanted:
        return suggest(game_id, partial, limit)
    ranked: list[tuple[int, int, Entry]] = []
    for i, entry in enumerate(load_glossary(game_id)):
        forms = localised_forms(game_id, entry)
        rank = 0 if wanted in forms else 1 if any(f.startswith(wanted) for f in forms) else 2 if forms and wanted in forms[0] else None
        if rank is not None:
            ranked.append((rank, i, entry))
    ranked.sort(key=lambda r: r[:2])
    english = suggest(game_id, partial, limit) if fold(partial) else []  # a query without a Latin letter or digit matches all
    return list({e.id: e for e in [*(e for *_, e in ranked), *english]}.values())[:limit]


def find_entry(game_id: str | None, term: str) -> tuple[str, Entry] | None:
    """(game id, entry) for ``term`` in that game, or in any registered game when ``game_id`` is None."""
    games = [game_id] if game_id is not None else glossary_games()
    for game in games:
        entry = lookup(game, term)
        if entry is not None:
            return game, entry
    return None


def find_localised(game_id: str | None, term: str) -> tuple[str, Entry] | None:
    """(game id, entry) whose term in the context's language is ``term`` (a Korean player types 탱크, or 공병 for
    ``Sapeurs(공병)``): the whole term, else the one entry with such a part, else the one it starts."""
    if current() == DEFAULT:
        return None
    wanted = _plain(term)
    named = [
        (game, entry, localised_forms(game, entry))
        for game in ([game_id] if game_id is not None else glossary_games())
        for entry in load_glossary(game)
    ]
    exact = [(g, e) for g, e, forms in named if forms and forms[0] == wanted]
    part = [(g, e) for g, e, forms in named if wanted in forms[1:]]
    starting = [(g, e) for g, e, forms in named if wanted and any(f.startswith(wanted) for f in forms)]
    return exact[0] if exact else part[0] if len(part) == 1 else starting[0] if len(starting) == 1 else None


def rules_text(game_id: str | None, term: str) -> str:
    """The answer to ``/rules term``: the entry, or a short sentence with close matches.

    ``game_id`` is the channel's game; ``None`` searches every registered game that has a glossary.
    """
    wanted = " ".join((term or "").split())
    if not wanted:
        return t("help-name-a-term")
    found = find_entry(game_id, wanted) or find_localised(game_id, wanted)
    if found is not None:
        return entry_text(found[1], found[0])
    games = [game_id] if game_id is not None else glossary_games()
    if not any(load_glossary(g) for g in games):
        return t("help-no-glossary-for", game=_game_name(game_id)) if game_id is not None else t("help-no-glossary-any")
    near = [(g, e) for g in games for e in close_matches(g, wanted)][:MAX_SUGGESTIONS]
    shown = wanted if len(wanted) <= 80 else wanted[:79] + "…"
    where = t("help-in-rules", game=_game_name(game_id)) if game_id is not None else ""
    if near:
        names = ", ".join(f"`{entry_term(g, e)}`" for g, e in near)  # names the look-up finds, in the reader's words
        return clip(t("help-nothing-called-did-you-mean", term=shown, where=where, names=names))
    return clip(t("help-nothing-called", term=shown, where=where))


DM_NOTE = t("help-dm-note", lang="en")


_COMMAND = re.compile(r"(?<![\w/<])/([a-z][-a-z]*)((?: [a-z][-a-z]*(?![-\w:]))*)|(?<=[\s\[`(])([a-z][a-z_]*)(:)|(?<=\[)([a-z][a-z_]*)(?=\])")
"""A slash command (``/dice lock``: its words, none followed by ``:``), or an option (``dice:``, ``[count]``)."""


def menu_names(text: str, lang: str | None = None) -> str:
    """``text`` with each slash command (``/dice lock``) and each of its options (``dice:``) named as ``lang``'s
    menu shows them (``/주사위 고정``, ``주사위:``): for an English text a reader of another language still gets,
    so what it tells them to type is what their menu offers. A word is a subcommand only where the catalogue names
    it so; an option belongs to the command named last. The values (``1 3``, ``always|never``) stay as written;
    English comes back unchanged."""
    lang = lang or current()
    if lang == DEFAULT:
        return text
    last = ""

    def name(match: re.Match[str]) -> str:
        nonlocal last
        root, rest, option = match.group(1), match.group(2), match.group(3) or match.group(5)
        if option is not None:
            key = f"cmd-{'-'.join(last.split())}-{option}-name"
            return option_name(last, option, lang) + (match.group(4) or "") if last and has(key, lang) else match.group(0)
        if not has(f"cmd-{root}-name", lang):
            return match.group(0)
        path, words = root, rest.split()
        while words and has(f"cmd-{'-'.join((path + ' ' + words[0]).split())}-name", lang):
            path += " " + words.pop(0)
        last = path
        return command_name(path, lang) + "".join(" " + w for w in words)

    return _COMMAND.sub(name, text)


def act_help(game_id: str) -> str | None:
    """How to act in the game (the message its kit names), in the reader's words where the catalogue has them; else
    the English lines with the commands named as the reader's menu shows them (Pegasus Bridge's and D-Day Dice's
    texts are English for now)."""
    key = help_key(game_id)
    if key is None or not has(key):
        return None
    return t(key) if has(key, current()) else menu_names(t(key, lang=DEFAULT))


def help_text(game_id: str | None, waiting_line: str | None, *, in_dm: bool = False) -> str:
    """The answer to ``/help``: what the bot is, the commands, how to act here, and what the game waits for.

    ``in_dm``: asked in a direct message with the bot, where only /help, /rules and /prefs work.
    """
    parts = [t("help-about"), t("help-game-commands") if game_id is None or in_dm else t("help-game-commands-short")]
    if in_dm:
        parts.append(t("help-dm-note"))
        roots = [f"`{root}` {game_title(e.spec)}" for e in registry.all_games() if (root := command_root(e.spec.id))]
        if roots:
            parts.append(t("help-playing-roots", roots=" · ".join(roots)))
    elif game_id is not None:
        parts.append(act_help(game_id) or t("help-playing-generic", game=_game_name(game_id)))
        parts.append(t("help-this-channel", game=_game_name(game_id)))
    else:
        games = ", ".join(f"{game_title(e.spec)} (`{e.spec.id}`)" for e in registry.all_games())
        parts.append(t("help-no-game-here", games=games or t("help-none-installed")))
        roots = [f"`{root}` {game_title(e.spec)}" for e in registry.all_games() if (root := command_root(e.spec.id))]
        if roots:
            # Each game's own commands fill most of a message: /help names them where that game is played.
            parts.append(t("help-playing-roots", roots=" · ".join(roots)))
    parts.append(t("help-lookup"))
    text = "\n\n".join(parts)
    line = (waiting_line or "").strip()
    if line:
        if not line.lstrip("*").lower().startswith("now:") and not line.startswith(t("post-now")):
            line = f"{t('post-now')} {line}"
        room = MAX_CONTENT - len(text) - 2
        if room > 20:
            text = f"{text}\n\n{clip(line, room)}"
    return clip(text)


def mention_reply() -> str:
    """:data:`MENTION_REPLY` in the reader's words."""
    return t("help-mention-reply")
