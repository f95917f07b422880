"""One kit per game (issue #47): the single declaration of everything a game adds, read by every layer.

A game is its own packages (``rules/<game>/``, and as far as it needs them ``renderer/<game>``, ``ai/<game>``, a
service extension, a cog, a words module, its catalogue files) plus one line in :data:`GAMES`, the one list of
games. Its ``rules/<game>/kit.py`` declares a :class:`Kit`: its id and, by dotted path (``"module"`` or
``"module:attribute"``), where each of its parts lives. The paths are strings, so the declaration imports nothing
of the layers above ``rules/``: each layer resolves only its own fields, lazily, through :func:`resolve`
(the renderer its ``renderer``, ``ai/`` its ``computer``, the service its ``extension`` and ``words``, the
Discord layer its ``cogs``), and so imports no more than it already may. ``tests/test_architecture.py`` checks
that every path resolves and lies in the layer its field belongs to, and that no other list of games exists.

Like a Django app's ``AppConfig`` or a package's entry points: the game says what it has; nobody guesses a
module from its id.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from types import MappingProxyType
from typing import Any

GAMES: tuple[str, ...] = (
    "rules.aa_dday.kit",
    "rules.pegasus_bridge.kit",
    "rules.dday_dice.kit",
)
"""The built-in games, in the order menus and /help list them: each the module declaring its ``KIT``."""

KIT_NAME = "KIT"


@dataclass(frozen=True)
class Kit:
    """What one game adds to each layer; every field but ``id`` and ``engine`` may stay empty."""

    id: str
    """The game id (``GameSpec.id``): the key every registry uses."""
    engine: str
    """The engine object (a ``rules.core.engine.GameEngine``), registered by :mod:`rules.core.registry`."""

    # rules/: what the game's own package offers besides the engine
    glossary_file: str | None = None
    """``"package:path"`` of its glossary file (:mod:`rules.core.glossary`)."""
    glossary_entries: str | None = None
    """A function building more glossary entries in code (appended to the file's)."""
    glossary_words: str | None = None
    """``glossary_words() -> {entry id: words}``: each glossary entry's words as messages, for a reader of another
    language (``{"term", "kind", "text": [...], "section"}``, each a ``{"key", "args"}``), where its entries are not
    worded by ``<prefix>-glossary-<id>`` messages."""
    chart_figures: str | None = None
    """``chart_figures(view) -> dict[str, float]``: the web viewer's chart figures of one public position."""
    option_message: str | None = None
    """``option_message(text) -> (key, args) | None``: the message saying an option text in words, places and cards
    named (the console's ``options``), worded in the reader's language by the catalogues."""
    dice_order: str = ""
    """For the console's ``--help`` (English, like the console): the order ``--dice`` values are used in."""
    deck_draws: str = ""
    """For the console's ``--help``: which shuffles and draws take ``--dice`` values."""

    # renderer/
    renderer: str | None = None
    """The module drawing its views: ``render(view[, lang])`` -> PNG bytes, ``alt_text(view[, lang])``."""
    views: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    """Other kinds of view the game's service shows (``view.game`` -> the module drawing them)."""

    # ai/
    computer: str | None = None
    """A factory of its computer player (``ai.contract.Computer``)."""

    # i18n/
    catalogues: tuple[str, ...] = ()
    """Its own catalogue files in ``i18n/locales/<lang>/`` (each language's bundle reads every file there)."""
    words: str | None = None
    """The module that registers its messages' argument formatter (``i18n.register_formatter``)."""
    prefix: str | None = None
    """The prefix of its messages, for a game whose game words are in the catalogues (``aa``: ``aa-seat-name-uk``)."""
    chart_figure_words: str | None = None
    """``chart_figure_words(English name) -> (key, args) | None``: the message saying a figure of its web chart, for a
    game whose figures have no ``web-page-course-<prefix>-...`` message."""
    phase_label: str | None = None
    """``phase_label(english label) -> phase | None``: reads a stored phase heading back for ``<prefix>-phase-label``
    (or, a game without a prefix, ``(key, args)``: the heading's own message)."""
    help: str | None = None
    """The catalogue message saying how to act in the game (``/help`` in its channel)."""

    # bot/
    extension: str | None = None
    """Its ``bot.service.extensions.GameExtension`` class (the service's per-game hooks)."""
    cogs: tuple[str, ...] = ()
    """Its discord.py extensions (the cogs of its slash commands), loaded in this order."""
    groups: tuple[str, ...] = ()
    """The slash command groups that act on it, its own first (``/help`` names it; the guard suggests it)."""

    def paths(self) -> dict[str, str]:
        """Every dotted path the kit names, by field (``views`` and ``cogs`` numbered): what the checks resolve."""
        out = {name: value for name in PATH_FIELDS if isinstance(value := getattr(self, name), str)}
        out.update({f"views[{kind}]": module for kind, module in self.views.items()})
        out.update({f"cogs[{i}]": module for i, module in enumerate(self.cogs)})
        return out


PATH_FIELDS = ("engine", "glossary_entries", "glossary_words", "chart_figures", "option_message", "renderer",
               "computer", "words", "chart_figure_words", "phase_label", "extension")
"""The fields holding one dotted path (``glossary_file`` names a file; ``help`` a message)."""


def resolve(path: str) -> Any:
    """The object at ``path``: ``"pkg.module"`` is the module, ``"pkg.module:name"`` its attribute (read each call,
    so a test may replace it)."""
    module, _, name = path.partition(":")
    found = importlib.import_module(module)
    return getattr(found, name) if name else found


def read_file(path: str) -> str:
    """The text of ``"package:relative/path"`` (a packaged data file)."""
    package, _, name = path.partition(":")
    return resources.files(package).joinpath(name).read_text(encoding="utf-8")


_KITS: dict[str, Kit] | None = None
_PACKAGES: dict[str, str] = {}


def all_kits() -> list[Kit]:
    """Every built-in game's kit, in :data:`GAMES` order (read once)."""
    global _KITS
    if _KITS is None:
        kits: dict[str, Kit] = {}
        for module in GAMES:
            kit = getattr(importlib.import_module(module), KIT_NAME)
            if not isinstance(kit, Kit):
                raise TypeError(f"{module}.{KIT_NAME} is not a Kit")
            if kit.id in kits:
                raise ValueError(f"two kits declare game {kit.id!r}")
            kits[kit.id] = kit
            _PACKAGES[kit.id] = module.rpartition(".")[0]
        _KITS = kits
    return list(_KITS.values())


def kit_of(game_id: str) -> Kit | None:
    """The kit of game ``game_id``; None for a game without one (a game a test registers for a while)."""
    all_kits()
    assert _KITS is not None
    return _KITS.get(game_id)


def package_of(game_id: str) -> str | None:
    """The game's own rules package (``rules.aa_dday``: where its kit is declared); None for a game without a kit."""
    all_kits()
    return _PACKAGES.get(game_id)
