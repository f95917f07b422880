"""Rules glossaries: what ``/rules`` looks up. Game-agnostic, pure (pydantic + stdlib).

A game's kit (:mod:`rules.core.kits`) names its glossary file (``glossary_file``,
e.g. ``rules.aa_dday:data/glossary.json``). The file is::

    {"game": "<game id>", "about": "...", "entries": [<Entry>, ...]}

A game without one simply has an empty glossary. A game may also build entries
in code: the function its kit names as ``glossary_entries`` returns entries
(``Entry`` objects or dicts in the same schema), appended to the file's, and
the whole is validated as one glossary (no id or look-up key used twice).
Pegasus Bridge uses this to turn its card file into one entry per card.

Matching ignores case, accents, punctuation and leading zeros, so ``"order 8"``,
``"Order 08"``, ``"st lo"`` and ``"St. Lô"`` all find what they should:
:func:`lookup` wants an exact match on an entry's id, term or one of its
aliases (falling back to a unique prefix), and :func:`suggest` ranks prefix
matches before substring matches for autocomplete.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from functools import cached_property, lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core.kits import kit_of, read_file, resolve

Kind = Literal["order card", "fortune card", "tactics card", "card", "unit", "rule"]
Provenance = Literal["rulebook", "commentary", "reconstruction", "bot"]
"""``bot``: a feature of this bot (standing orders, reminders), not a rule of the game."""

MAX_TEXT = 600
_GAME_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def fold(text: str) -> str:
    """Lower case, accents and punctuation removed, single spaces: ``"St. Lô"`` -> ``"st lo"``."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).lower()
    plain = plain.replace("'", "").replace("\u2019", "")
    return " ".join(re.sub(r"[^a-z0-9]+", " ", plain).split())


def canon(text: str) -> str:
    """:func:`fold`, with letters and digits split apart and leading zeros dropped: ``"O08"`` -> ``"o 8"``."""
    spaced = re.sub(r"(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])", " ", fold(text))
    return " ".join(str(int(t)) if t.isdigit() else t for t in spaced.split())


class Entry(BaseModel):
    """One thing a player may look up: a card, a unit type or a rule."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=100)
    term: str = Field(min_length=1, max_length=90)
    aliases: tuple[str, ...] = ()
    kind: Kind
    text: str = Field(min_length=1, max_length=MAX_TEXT)
    section: str = Field(min_length=1)
    """The rulebook section the entry paraphrases."""
    provenance: Provenance
    status: str | None = None
    """``"not implemented yet"`` for rules the bot does not play yet; ``None`` when it does."""
    key: str = ""
    """The catalogue's name of the entry's words (``<key>-term``, ``<key>-text``), with ``args`` (issue #48): an
    entry built in code from a game's data names its message and the data's pieces, so another language words it
    from the same data (an owner's override included); ``term`` and ``text`` stay the English words."""
    args: Mapping[str, Any] = Field(default_factory=dict)

    def __hash__(self) -> int:  # ``args`` holds dicts: an entry is known by its id (equal entries share it)
        return hash((type(self), self.id))

    @cached_property  # every lookup compares them, for every entry: worked out once per entry
    def keys(self) -> tuple[str, ...]:
        """Canonical forms of the id, the term and every alias (what :func:`lookup` compares)."""
        return tuple(dict.fromkeys(k for k in (canon(self.id), canon(self.term), *map(canon, self.aliases)) if k))

    @cached_property
    def search_forms(self) -> tuple[str, ...]:
        """Folded and canonical forms, for prefix/substring matching while a name is being typed."""
        raw = (self.term, *self.aliases, self.id)
        return tuple(dict.fromkeys(f for t in raw for f in (fold(t), canon(t)) if f))

    @property
    def label(self) -> str:
        """``"Order 08 Allies Move (order card)"``."""
        return f"{self.term} ({self.kind})"


class Glossary(BaseModel):
    """A game's ``glossary.json``: no two entries share an id or a lookup key."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str
    about: str = ""
    entries: tuple[Entry, ...]

    @model_validator(mode="after")
    def _unique(self) -> Glossary:
        owner: dict[str, str] = {}
        ids: set[str] = set()
        for entry in self.entries:
            if entry.id in ids:
                raise ValueError(f"duplicate glossary id {entry.id!r}")
            ids.add(entry.id)
            for key in entry.keys:
                if key in owner:
                    raise ValueError(f"glossary key {key!r} is used by both {owner[key]!r} and {entry.id!r}")
                owner[key] = entry.id
        return self


def read_glossary(game_id: str) -> Glossary | None:
    """Read and validate the game's glossary file; ``None`` when the game ships none."""
    kit = kit_of(game_id) if _GAME_ID.match(game_id or "") else None
    if kit is None or kit.glossary_file is None:
        return None
    glossary = Glossary.model_validate(json.loads(read_file(kit.glossary_file)))
    if glossary.game != game_id:
        raise ValueError(f"{kit.glossary_file} is for game {glossary.game!r}, not {game_id!r}")
    return glossary


def code_entries(game_id: str) -> tuple[Entry, ...]:
    """The entries the function the game's kit names as ``glossary_entries`` builds; empty without one."""
    kit = kit_of(game_id) if _GAME_ID.match(game_id or "") else None
    if kit is None or kit.glossary_entries is None:
        return ()
    build = resolve(kit.glossary_entries)
    return tuple(e if isinstance(e, Entry) else Entry.model_validate(e) for e in build())


@lru_cache(maxsize=16)
def _entries(game_id: str) -> tuple[Entry, ...]:
    glossary = read_glossary(game_id)
    extra = code_entries(game_id)
    if not extra:
        return glossary.entries if glossary is not None else ()
    base = glossary.entries if glossary is not None else ()
    about = glossary.about if glossary is not None else ""
    return Glossary(game=game_id, about=about, entries=(*base, *extra)).entries


def load_glossary(game_id: str) -> list[Entry]:
    """Every entry of the game's glossary: the file's in file order, then those built in code; empty when none."""
    return list(_entries(game_id))


def lookup(game_id: str, term: str) -> Entry | None:
    """The entry whose id, term or alias is ``term`` (ignoring case, accents, punctuation, leading zeros).

    Without an exact match, a query that starts exactly one entry's key (``"naval bomb"``) finds it too.
    """
    wanted = canon(term)
    if not wanted:
        return None
    entries = _entries(game_id)
    for entry in entries:
        if wanted in entry.keys:
            return entry
    starting = [e for e in entries if any(k.startswith(wanted) for k in e.keys)]
    return starting[0] if len(starting) == 1 else None


def suggest(game_id: str, partial: str, limit: int = 25) -> list[Entry]:
    """Entries for autocomplete: exact matches, then prefix matches, then substring, then all words present."""
    entries = _entries(game_id)
    if limit <= 0:
        return []
    queries = tuple(dict.fromkeys(q for q in (fold(partial), canon(partial)) if q))
    if not queries:
        return list(entries[:limit])
    words = canon(partial).split()

    def rank(entry: Entry) -> int | None:
        forms = entry.search_forms
        if any(q == f for q in queries for f in forms):
            return 0
        if any(f.startswith(q) for q in queries for f in forms):
            return 1
        if any(q in f for q in queries for f in forms):
            return 2
        tokens = {t for f in forms for t in f.split()}
        if words and all(any(t.startswith(w) for t in tokens) for w in words):
            return 3
        return None

    ranked = [(r, i, e) for i, e in enumerate(entries) if (r := rank(e)) is not None]
    ranked.sort(key=lambda item: item[:2])
    return [e for _, _, e in ranked[:limit]]
