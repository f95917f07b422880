"""The shape of the code (docs/architecture.md): no import cycles, and each layer imports only what it may.

The import graph is read from the source (every ``import`` anywhere in a
module, also inside functions and under ``if TYPE_CHECKING:``), so a cycle
hidden behind a function-level or a typing-only import is still a cycle.
"""

from __future__ import annotations

import ast
import functools
import sys
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from pathlib import Path

import pytest

from rules.core.kits import all_kits, package_of

REPO = Path(__file__).resolve().parents[1]
PACKAGES = tuple(p for p in ("rules", "renderer", "db", "bot", "ai", "i18n", "bench", "web") if (REPO / p).is_dir())

#: The game packages under rules/ (everything but the shared core).
GAMES = sorted(p.name for p in (REPO / "rules").iterdir() if (p / "__init__.py").is_file() and p.name != "core")

#: What a layer may never import (top-level package names, or project modules and their submodules).
FORBIDDEN = {
    "rules": {"discord", "aiosqlite", "asyncpg", "PIL", "asyncio", "bot", "db", "renderer", "i18n"},  # no words chosen
    # the catalogues (issue #28): pure, below everything that shows words
    "i18n": {"discord", "aiosqlite", "asyncpg", "PIL", "asyncio", "bot", "db", "renderer", "rules", "ai"},
    "renderer": {"discord", "aiosqlite", "asyncpg", "bot", "db"},
    "bot.service": {"discord", "bot.discord"},  # the discord-free service
    "bot.discord": {"aiosqlite", "asyncpg", "db", "renderer", *(f"rules.{game}" for game in GAMES)},
    "ai": {"discord", "aiosqlite", "asyncpg", "PIL", "asyncio", "bot", "db", "renderer"},  # computer players: pure
    # the web viewer's server (issue #27): the service, the page builder, aiohttp; never discord nor the stores
    "bot.web": {"discord", "bot.discord", "aiosqlite", "asyncpg", "db", "PIL", "rules", "bot.console", "bot.cli",
                "renderer.common", *(m for kit in all_kits() for m in (kit.renderer, *kit.views.values()) if m)},
}

#: The facade of the service (docs/architecture.md): only the package ``__init__`` imports it.
FACADE = "bot.service.core"
FACADE_LINES = 580
"""The facade holds one short method per entry point; it stays well under the other files' limit (650). Issue #27's
entry points (the web viewer's five and the offline page) and issue #26's (computer seats: three) took it past 500;
issue #50's statistics and ratings (three) to 575; the entry points that only call a part take its docstring
(issue #47), which keeps issue #49's three new ones and #46's queue under it; issue #49's "show everything" switch (two) to 580."""

#: Outside ``bot/discord/``, the only module that may import it: the ``dday bot`` command starts the bot,
#: inside the function that runs it (so the console, exports and verify work without discord.py).
STARTS_THE_BOT = "bot.cli"


def module_name(path: Path) -> str:
    rel = path.relative_to(REPO).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    out = {}
    for pkg in PACKAGES:
        for path in sorted((REPO / pkg).rglob("*.py")):
            out[module_name(path)] = path
    return out


def _type_checking_only(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else test.attr if isinstance(test, ast.Attribute) else ""
            if name == "TYPE_CHECKING":
                return True
    return False


def imports_of(path: Path, name: str, modules: dict[str, Path], tree: ast.AST | None = None) -> set[str]:  # noqa: C901
    """Every module ``name`` imports: project modules by full name, others by top-level package."""
    tree = tree if tree is not None else ast.parse(path.read_text(encoding="utf-8"))
    is_pkg = path.name == "__init__.py"
    out: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        if isinstance(node, ast.Import):
            for a in node.names:
                out.add(a.name if a.name in modules else a.name.split(".")[0])
            continue
        base = node.module or ""
        if node.level:
            pkg = name.split(".") if is_pkg else name.split(".")[:-1]
            pkg = pkg[: len(pkg) - node.level + 1]
            base = ".".join(pkg + ([node.module] if node.module else []))
        if base == "__future__":
            continue
        for a in node.names:
            sub = f"{base}.{a.name}"
            if sub in modules:
                out.add(sub)  # ``from pkg import submodule``
            elif base in modules:
                out.add(base)
            else:
                out.add(base.split(".")[0])
    out.discard(name)
    return out


@functools.cache
def graph() -> dict[str, frozenset[str]]:
    """The project's import graph, read once per test process (the tests only read it)."""
    return {name: facts[0] for name, facts in scan().items()}


@functools.cache
def scan() -> dict[str, tuple[frozenset[str], frozenset[str], tuple[str, ...]]]:
    """Each module's imports, the strings it writes and the module names it builds (:func:`guessed_imports`),
    from one reading of each file, once per test process."""
    modules = project_modules()
    out = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        strings = frozenset(n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str))
        out[name] = (frozenset(imports_of(path, name, modules, tree)), strings, tuple(guessed_imports(path, tree)))
    return out


def cycles(g: Mapping[str, AbstractSet[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in g:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_the_graph_sees_every_package() -> None:
    g = graph()
    assert {"rules.aa_dday.engine", "rules.pegasus_bridge.engine", "renderer", "db"} <= set(g)
    assert "rules.aa_dday.phases" in g["rules.aa_dday.movement"]  # a real edge is found
    assert "pydantic" in g["rules.aa_dday.state"]
    assert {"bot.service.core", "bot.service.longplay", "bot.discord.app", "bot.discord.cogs.game"} <= set(g)
    assert "bot.service.core" in g["bot.service"]  # the package re-exports the facade
    assert {"aa_dday", "pegasus_bridge"} <= set(GAMES)


def test_the_layer_check_sees_a_forbidden_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    import discord\n    from PIL import Image\n", encoding="utf-8")
    assert {"discord", "PIL"} <= imports_of(bad, "rules.bad", {})


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles() -> None:
    found = cycles(graph())
    assert found == [], "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)


def _in(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_only_the_discord_layer_imports_discord() -> None:
    g = graph()
    assert "discord" in g["bot.discord.app"] and "discord" in g["bot.discord.views"]  # the check sees the edges
    bad = [
        f"{name} imports {dep}"
        for name, deps in sorted(g.items())
        if not _in(name, "bot.discord")
        for dep in sorted(deps)
        if dep == "discord" or (_in(dep, "bot.discord") and name != STARTS_THE_BOT)
    ]
    assert bad == [], "only bot/discord/ may import discord (and be imported, by bot/cli.py only):\n" + "\n".join(bad)


def test_the_cli_starts_the_bot_lazily() -> None:
    tree = ast.parse((REPO / "bot" / "cli.py").read_text(encoding="utf-8"))
    eager = [
        ast.unparse(node)
        for node in tree.body
        if isinstance(node, (ast.Import, ast.ImportFrom))
        and any(_in(n, "bot.discord") or n == "discord" for n in
                ([a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]))
    ]
    assert eager == [], f"bot/cli.py imports the discord layer at module level: {eager}"


def own_notation() -> dict[str, set[str]]:
    """What a game's own cogs (the modules its kit names) may read of its rules package, and nothing else of it:
    its typed actions and their notation, so that a slash command builds the game's action, never its text
    (issue #47)."""
    out: dict[str, set[str]] = {}
    for kit in all_kits():
        package = _kit_package(kit.id)
        for cog in kit.cogs:
            out.setdefault(cog, set()).update({f"{package}.actions", f"{package}.notation"})
    return out


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layers_import_only_what_they_may(layer: str) -> None:
    bad = []
    members = {name: deps for name, deps in graph().items() if name == layer or name.startswith(layer + ".")}
    if not members:
        pytest.skip(f"{layer.replace('.', '/')}/ does not exist yet")
    allowed = own_notation()
    for name, deps in sorted(members.items()):
        for dep in sorted(deps):
            if dep in allowed.get(name, ()):
                continue
            if any(dep == f or dep.startswith(f + ".") for f in FORBIDDEN[layer]):
                bad.append(f"{name} imports {dep}")
    assert bad == [], f"{layer}/ may not import {', '.join(sorted(FORBIDDEN[layer]))}:\n" + "\n".join(bad)



EXPANSIONS = {"rules.dday_dice.overlord": ("rules.dday_dice", "rules.dday_dice.engine")}
"""A game's expansion package above its base game (issue #47): (the base game's package, the one module of the base
that may import the expansion: D-Day Dice's engine, made with Overlord's hooks, :mod:`rules.dday_dice.hooks`)."""


def upward_imports(g: Mapping[str, AbstractSet[str]], expansion: str, base: str, top: str) -> list[str]:
    """Where a module of ``base`` outside ``expansion`` (and other than ``top``) imports ``expansion``."""
    return [f"{name} imports {dep}" for name, deps in sorted(g.items())
            if _in(name, base) and not _in(name, expansion) and name != top
            for dep in sorted(deps) if _in(dep, expansion)]


@pytest.mark.parametrize("expansion", sorted(EXPANSIONS))
def test_a_base_game_imports_its_expansion_only_from_its_engine(expansion: str) -> None:
    base, top = EXPANSIONS[expansion]
    g = graph()
    assert any(_in(dep, expansion) for dep in g[top]), f"{top} no longer imports {expansion}: update EXPANSIONS"
    bad = upward_imports(g, expansion, base, top)
    assert bad == [], f"{expansion} sits above {base}: only {top} imports it:\n" + "\n".join(bad)


def test_the_expansion_check_sees_an_upward_import(tmp_path: Path) -> None:
    mod = tmp_path / "turn.py"
    mod.write_text("def f():\n    from rules.dday_dice.overlord import raids\n", encoding="utf-8")
    modules = {"rules.dday_dice.turn": mod, "rules.dday_dice.overlord.raids": mod}
    g = {"rules.dday_dice.turn": imports_of(mod, "rules.dday_dice.turn", modules),
         "rules.dday_dice.engine": {"rules.dday_dice.overlord.hooks"},
         "rules.dday_dice.overlord.hooks": {"rules.dday_dice.turn"}}
    assert upward_imports(g, "rules.dday_dice.overlord", "rules.dday_dice", "rules.dday_dice.engine") == [
        "rules.dday_dice.turn imports rules.dday_dice.overlord.raids"]

def test_every_game_package_has_the_core_files() -> None:
    core = ("__init__.py", "engine.py", "state.py", "actions.py", "notation.py", "view.py")
    games = [p for p in (REPO / "rules").iterdir() if p.is_dir() and p.name not in ("core", "__pycache__")]
    assert games
    for game in games:
        missing = [f for f in core if not (game / f).is_file()]
        assert not missing, f"rules/{game.name} lacks {missing}"
        assert (game / "data").is_dir(), f"rules/{game.name} has no data/ folder"
        doc = ast.get_docstring(ast.parse((game / "__init__.py").read_text(encoding="utf-8"))) or ""
        listed = [f.name for f in sorted(game.glob("*.py")) if f.name != "__init__.py" and f.name not in doc]
        assert not listed, f"the docstring of rules/{game.name}/__init__.py (its map) does not name {listed}"


def test_rules_files_stay_small() -> None:
    big = [f"{p.relative_to(REPO)} ({n} lines)" for p in sorted((REPO / "rules").rglob("*.py"))
           if (n := len(p.read_text(encoding="utf-8").splitlines())) > 650]
    assert big == [], "files in rules/ stay under about 600 lines: " + ", ".join(big)


def private_reads(path: Path, name: str, modules: dict[str, Path]) -> list[str]:
    """Where ``name`` reads another project module's underscore name: ``from m import _x`` or ``m._x``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    aliases: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for a in node.names:
                if f"{node.module}.{a.name}" in modules:
                    aliases[a.asname or a.name] = f"{node.module}.{a.name}"
                elif a.name.startswith("_") and node.module in modules and node.module != name:
                    found.append(f"{name}: from {node.module} import {a.name}")
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name in modules and a.asname:
                    aliases[a.asname] = a.name
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
                and isinstance(node.value, ast.Name) and aliases.get(node.value.id, name) != name):
            found.append(f"{name}: {node.value.id}.{node.attr}")
    return found


def test_the_graph_counts_type_checking_imports(tmp_path: Path) -> None:
    mod = tmp_path / "m.py"
    mod.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.service.core import GameService\n",
                   encoding="utf-8")
    assert "bot.service.core" in imports_of(mod, "m", project_modules())


def test_the_private_read_check_sees_one(tmp_path: Path) -> None:
    mod = tmp_path / "m.py"
    mod.write_text("from bot.service.core import _flat_choices\nfrom bot.service import core\ncore._filter([], '')\n",
                   encoding="utf-8")
    assert len(private_reads(mod, "m", project_modules())) == 2


def test_no_module_of_the_bot_reads_another_modules_underscore_names() -> None:
    modules = project_modules()
    found = [hit for name, path in modules.items() if _in(name, "bot") for hit in private_reads(path, name, modules)]
    assert found == [], "underscore names read from another module:\n" + "\n".join(found)


def test_every_other_package_keeps_its_files_small() -> None:
    """The renderer, the Discord layer, the stores, the computers, the words and the bench too (``rules/`` and
    ``bot/service/`` have their own tests above and below)."""
    roots = ("renderer", "bot/discord", "bot/web", "db", "ai", "i18n", "bench")
    big = [f"{p.relative_to(REPO)} ({n} lines)" for root in roots for p in sorted((REPO / root).rglob("*.py"))
           if (n := len(p.read_text(encoding="utf-8").splitlines())) > 650]
    assert big == [], "files stay under about 600 lines: " + ", ".join(big)


def test_no_facade_docstring_repeats_the_one_of_the_part_it_calls() -> None:
    """A facade method that only calls a part takes that part's docstring (``documented_by``): written once."""
    parts: dict[str, str] = {}
    for path in sorted((REPO / "bot" / "service").glob("*.py")):
        if path.name == "core.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and (doc := ast.get_docstring(node)):
                parts.setdefault(doc.strip().splitlines()[0], f"{path.name}:{node.name}")
    facade = ast.parse((REPO / "bot" / "service" / "core.py").read_text(encoding="utf-8"))
    copies = [f"{node.name} (= {parts[first]})" for node in ast.walk(facade)
              if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and (doc := ast.get_docstring(node))
              and (first := doc.strip().splitlines()[0]) in parts]
    assert copies == [], "facade docstrings written twice: " + ", ".join(copies)


def test_service_files_stay_small() -> None:
    big = [f"{p.relative_to(REPO)} ({n} lines)" for p in sorted((REPO / "bot" / "service").glob("*.py"))
           if (n := len(p.read_text(encoding="utf-8").splitlines())) > 650]
    assert big == [], "files in bot/service/ stay under about 600 lines: " + ", ".join(big)
    facade = len((REPO / "bot" / "service" / "core.py").read_text(encoding="utf-8").splitlines())
    assert facade <= FACADE_LINES, f"bot/service/core.py, the facade, has {facade} lines: its logic belongs in a part"


def test_nothing_imports_the_facade_but_the_package() -> None:
    importers = sorted(name for name, deps in graph().items() if FACADE in deps and _in(name, "bot"))
    assert importers == ["bot.service"], "only bot/service/__init__.py imports the facade: " + ", ".join(importers)


def thick_methods(cls: ast.ClassDef) -> list[str]:
    """The methods of a facade class (but ``__init__``, ``open``, ``close``) doing more than return one call's result."""
    thick = []
    for fn in cls.body:
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or fn.name in ("__init__", "open", "close"):
            continue
        body = [s for s in fn.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
        if len(body) != 1 or not isinstance(body[0], ast.Return):
            thick.append(fn.name)
    return thick


def test_the_facade_is_one_class_with_no_base_and_one_line_entry_points() -> None:
    tree = ast.parse((REPO / "bot" / "service" / "core.py").read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameService")
    assert cls.bases == [], "GameService has no base class (no mixins): its parts are objects it holds"
    thick = thick_methods(cls)
    assert thick == [], "each method of the facade hands its call to a part in one line: " + ", ".join(thick)


def test_the_facade_check_sees_a_thick_method() -> None:
    code = (
        "class F:\n    async def thin(self):\n        \"Doc.\"\n        return await self.part.thin()\n"
        "    async def thick(self):\n        x = 1\n        return x\n"
    )
    cls = ast.parse(code).body[0]
    assert isinstance(cls, ast.ClassDef)
    assert thick_methods(cls) == ["thick"]


def test_the_web_page_builder_imports_only_the_standard_library_and_the_catalogue() -> None:
    """renderer/webpage.py turns the viewer's data into HTML: no project module but the catalogue (its sentences in
    the game's language, issue #28; ``i18n`` is pure, see above), no outside package."""
    deps = graph()["renderer.webpage"]
    assert "json" in deps and "i18n" in deps  # the check sees its imports
    outside = sorted(d for d in deps if d.split(".")[0] not in sys.stdlib_module_names and d != "i18n")
    assert outside == [], f"renderer/webpage.py imports more than the standard library and i18n: {outside}"


# -- one kit per game (issue #47): the kits are the only list of games --------------------------------------------

KIT_FIELD_LAYER = {
    # "": the game's own rules package
    "engine": "", "glossary_entries": "", "glossary_words": "", "chart_figures": "", "option_message": "",
    "renderer": "renderer", "views": "renderer", "computer": "ai", "words": "i18n", "phase_label": "i18n",
    "chart_figure_words": "i18n",
    "extension": "bot.service", "cogs": "bot.discord.cogs",
}
"""Where each dotted path of a kit must lead: the layer that resolves that field (rules/core/kits.py)."""

NAMES_GAMES_FREELY = ("bench",)
"""Measurement scripts, like the tests: each measures named games (``GAME = ...``), and nothing reads them."""


def top_level_names(path: Path) -> set[str]:
    """What a module defines or imports at its top level (what ``module:name`` may name)."""
    names: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def _kit_package(kit_id: str) -> str:
    package = package_of(kit_id)
    assert package is not None
    return package


def kit_problems() -> list[str]:
    """Every path of every kit that does not lead to a module (and name) of the layer its field belongs to."""
    modules = project_modules()
    bad = []
    for kit in all_kits():
        own = _kit_package(kit.id)
        for field, path in kit.paths().items():
            module, _, name = path.partition(":")
            layer = KIT_FIELD_LAYER[field.split("[")[0]] or own
            if not _in(module, layer):
                bad.append(f"{kit.id}.{field} = {path!r} is not in {layer}")
            elif module not in modules:
                bad.append(f"{kit.id}.{field} = {path!r}: no module {module}")
            elif name and name not in top_level_names(modules[module]):
                bad.append(f"{kit.id}.{field} = {path!r}: {module} defines no {name}")
    return bad


def test_every_kit_names_parts_that_exist_in_their_own_layer() -> None:
    kits = all_kits()
    assert [k.id for k in kits] == ["aa-dday", "pegasus-bridge", "dday-dice"]  # the check reads the real kits
    assert kit_problems() == []


def test_the_kit_check_sees_a_part_in_the_wrong_layer(monkeypatch: pytest.MonkeyPatch) -> None:
    from rules.aa_dday import kit as aa_kit
    from rules.core import kits

    wrong = kits.Kit(id="aa-dday", engine="rules.aa_dday.engine:NOPE", renderer="bot.service.core",
                     cogs=("bot.discord.cogs.nothing",))
    monkeypatch.setattr(aa_kit, "KIT", wrong)
    monkeypatch.setattr(kits, "_KITS", {"aa-dday": wrong})
    found = kit_problems()
    assert len(found) == 3 and "defines no NOPE" in found[0] and "not in renderer" in " ".join(found), found


def test_the_kits_and_the_registry_agree() -> None:
    from rules.core import all_games
    from rules.core.kits import kit_of

    ids = [e.spec.id for e in all_games()]
    assert ids[:3] == [k.id for k in all_kits()]
    assert all(kit_of(i) is None for i in ids[3:])  # any other is a game a test registered for a while


def test_each_kit_s_files_words_and_groups_exist() -> None:
    import i18n

    claimed: dict[str, str] = {}
    cog_groups = {}
    for path in sorted((REPO / "bot" / "discord" / "cogs").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(ast.unparse(b) == "GameGroupCog" for b in node.bases):
                (group,) = [k.value.value for k in node.keywords if k.arg == "group_name"
                            and isinstance(k.value, ast.Constant)]
                cog_groups[group] = module_name(path)
    for kit in all_kits():
        package, _, file = (kit.glossary_file or "x:").partition(":")
        assert kit.glossary_file is None or (REPO.joinpath(*package.split("."), file)).is_file(), kit.glossary_file
        assert kit.glossary_file is None or package == _kit_package(kit.id), kit.glossary_file
        assert kit.help is None or i18n.has(kit.help, "en"), f"{kit.id}: no message {kit.help}"
        for name in kit.catalogues:
            assert (i18n.LOCALES / "en" / name).is_file(), f"{kit.id}: no catalogue file {name}"
            assert claimed.setdefault(name, kit.id) == kit.id, f"{name} is claimed by {claimed[name]} and {kit.id}"
        for group in kit.groups:
            assert cog_groups.get(group) in kit.cogs, f"{kit.id}: /{group} is not a GameGroupCog of its cogs"
    groups = [g for kit in all_kits() for g in kit.groups]
    assert sorted(groups) == sorted(cog_groups), "each game's command group belongs to exactly one kit"


def _owner(module: str) -> set[str]:
    """The games ``module`` belongs to: its rules package, or a module (or package) its kit names."""
    out = set()
    for kit in all_kits():
        named = [p.partition(":")[0] for p in kit.paths().values()]
        if _in(module, _kit_package(kit.id)) or any(_in(module, m) for m in named):
            out.add(kit.id)
    return out


def game_ids_named(strings: AbstractSet[str], ids: AbstractSet[str]) -> set[str]:
    """The game ids among a module's ``strings`` (``"aa-dday"``, or a name made from one: ``"dday-dice-tray"``)."""
    return {i for s in strings for i in ids if s == i or s.startswith(i + "-")}


GUESSERS = ("import_module", "find_spec", "__import__", "files")


def guessed_imports(path: Path, tree: ast.AST | None = None) -> list[str]:
    """Calls that import (or read the files of) a module whose name is built from parts, e.g. from a game id."""
    found = []
    for node in ast.walk(tree if tree is not None else ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and node.args:
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else fn.id if isinstance(fn, ast.Name) else ""
            if name in GUESSERS and isinstance(node.args[0], (ast.JoinedStr, ast.BinOp, ast.Call)):
                found.append(ast.unparse(node))
    return found


def test_no_other_list_of_games_exists() -> None:
    """A game id is written only by the game's own modules (its rules package and what its kit names); no module
    finds a game's part by building a module name. Catalogues, data, tests and the bench are not code read here."""
    ids = {kit.id for kit in all_kits()}
    bad = []
    for name, (_, strings, guesses) in scan().items():
        if name.split(".")[0] in NAMES_GAMES_FREELY:
            continue
        bad += [f"{name} writes {i!r}" for i in sorted(game_ids_named(strings, ids) - _owner(name))]
        bad += [f"{name} guesses a module: {call}" for call in guesses]
    assert bad == [], "the kits (rules/<game>/kit.py) are the only list of games:\n" + "\n".join(bad)


def test_the_list_check_sees_an_id_and_a_guess(tmp_path: Path) -> None:
    mod = tmp_path / "m.py"
    mod.write_text('GAMES = {"aa-dday": 1}\nVIEW = "dday-dice-tray"\nimport importlib\n'
                   'def f(g):\n    return importlib.import_module(f"renderer.{g}")\n', encoding="utf-8")
    strings = {n.value for n in ast.walk(ast.parse(mod.read_text())) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    assert game_ids_named(strings, {"aa-dday", "dday-dice"}) == {"aa-dday", "dday-dice"}
    assert guessed_imports(mod) == ['importlib.import_module(f\'renderer.{g}\')']
    assert _owner("renderer.dday_dice.draw") == {"dday-dice"} and _owner("bot.service.core") == set()

