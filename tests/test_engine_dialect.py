"""The engines' one dialect in the code's shape (issue #47): no code looks an engine's method up by name (the base's
optional methods are defaults), every registered engine subclasses the base, and no cog builds an action's text
by formatting (the game's notation writes it). The graph and module helpers are the architecture test's."""

from __future__ import annotations

import ast
import functools
import re

import pytest

from tests.test_architecture import REPO, _in, module_name, project_modules


@functools.cache
def _engine_methods() -> tuple[set[str], set[str]]:
    """The engine base's methods (rules/core/engine.py), and those of them with a default (not abstract)."""
    tree = ast.parse((REPO / "rules" / "core" / "engine.py").read_text(encoding="utf-8"))
    (base,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameEngine"]
    methods = [n for n in base.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("_")]
    return {m.name for m in methods}, {m.name for m in methods if not any(ast.unparse(d) == "abstractmethod"
                                                                             for d in m.decorator_list)}


def engine_lookups(tree: ast.AST) -> list[str]:
    """``getattr``/``hasattr`` calls that look an engine's method up by name: one of the base's methods on an object
    named as an engine is (``engine``, ``self.engine``, ``E``), or one of its defaulted methods on anything."""
    methods, defaulted = _engine_methods()
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr")
                and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)):
            name, owner = node.args[1].value, ast.unparse(node.args[0])
            if name in defaulted or (name in methods and re.search(r"(?i)engine|^eng$|^e$", owner)):
                found.append(ast.unparse(node))
    return found


def test_no_code_looks_an_engine_method_up_by_name() -> None:
    """Every engine subclasses the base, whose optional methods are defaults: callers call them (issue #47)."""
    texts = {p: p.read_text(encoding="utf-8") for p in [*project_modules().values(), *(REPO / "tests").rglob("*.py")]}
    bad = [f"{p.relative_to(REPO)}: {call}" for p, text in sorted(texts.items())
           if "getattr(" in text or "hasattr(" in text for call in engine_lookups(ast.parse(text))]
    assert bad == [], "call the method of rules.core.engine.GameEngine instead:\n" + "\n".join(bad)


def test_the_lookup_check_sees_one() -> None:
    tree = ast.parse('getattr(engine, "seats_for", None)\nhasattr(e, "asked")\ngetattr(self.engine, "view")\n'
                     'hasattr(E, "prompts")\ngetattr(item, "options", [])\ngetattr(view, "private", None)\n')
    assert engine_lookups(tree) == ["getattr(engine, 'seats_for', None)", "hasattr(e, 'asked')",
                                    "getattr(self.engine, 'view')", "hasattr(E, 'prompts')"]


def test_every_registered_engine_subclasses_the_base() -> None:
    from rules.core import all_games, register
    from rules.core.engine import GameEngine

    assert [e.spec.id for e in all_games() if not isinstance(e, GameEngine)] == []
    with pytest.raises(TypeError, match="does not subclass"):
        register(type("Loose", (), {"spec": all_games()[0].spec})())  # type: ignore[arg-type]  # the refused case


#: The calls of the play path that take an action's text: the service's entry points, and a cog's own ``_submit``.
SUBMITS = {"submit": 2, "submit_batch": 2, "act": 2, "_submit": 1}
"""Each name, and the position of its action argument."""


def _formats(node: ast.AST) -> bool:
    """Whether ``node`` makes text by formatting: an f-string, ``%``, ``+``, ``.format`` or ``.join``."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mod, ast.Add)):
        return True
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("format", "join")


def _called(node: ast.AST) -> str | None:
    func = node.func if isinstance(node, ast.Call) else None
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)


def action_text_formatting(tree: ast.AST) -> list[str]:
    """Where ``tree`` builds an action's text by formatting (issue #47): an argument of the play path (or what its
    lambda returns) that formats; or a function of the module that argument calls (an action builder, such as
    ``move_text``) returning anything but the game's own ``format_action(...)`` or another such builder's result."""
    bad = []
    defined = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    builders: list[str] = []
    for node in ast.walk(tree):
        at = SUBMITS.get(_called(node) or "") if isinstance(node, ast.Call) else None
        if at is None:
            continue
        assert isinstance(node, ast.Call)
        args = [*node.args[at:at + 1], *(k.value for k in node.keywords if k.arg in ("text", "orders", "action"))]
        for arg in args:
            made = arg.body if isinstance(arg, ast.Lambda) else arg
            if any(_formats(n) for n in ast.walk(made)):
                bad.append(f"line {node.lineno}: {_called(node)}({ast.unparse(arg)})")
            builders += [c for n in ast.walk(made) if (c := _called(n)) in defined and c not in builders]
    for name in builders:  # each builder, and the builders it returns in turn
        for ret in (n for n in ast.walk(defined[name]) if isinstance(n, ast.Return) and n.value is not None):
            for value in (ret.value.body, ret.value.orelse) if isinstance(ret.value, ast.IfExp) else (ret.value,):
                called = _called(value)
                if called in defined and called != "format_action":
                    builders += [called] if called not in builders else []
                elif called != "format_action":
                    bad.append(f"line {ret.lineno}: {name} returns {ast.unparse(value)}")
    return bad


def test_no_cog_builds_an_action_s_text_by_formatting() -> None:
    """A slash command builds the game's typed action and hands the service the text the game's own notation
    writes for it (or the player's own free text, read once by the service): never a string it formats."""
    bad = []
    for path in sorted((REPO / "bot").rglob("*.py")):
        if not _in(module_name(path), "bot.discord") and path.name not in ("planner.py", "dice_tray.py"):
            continue
        bad += [f"{path.relative_to(REPO)} {b}" for b in action_text_formatting(ast.parse(path.read_text(encoding="utf-8")))]
    assert bad == [], "an action's text is made by formatting, not by the game's notation:\n" + "\n".join(bad)


def test_the_formatting_check_sees_an_f_string_and_a_builder() -> None:
    tree = ast.parse(
        "async def lock(self, interaction, dice):\n"
        "    await self._submit(interaction, lambda: f'lock {dice}')\n"
        "def give_text(to, what):\n"
        "    return 'give ' + to + ' ' + what\n"
        "def keep_text(card):\n"
        "    return format_action(Keep()) if card else play_text(card)\n"
        "async def keep(self, interaction, card):\n"
        "    await self._submit(interaction, lambda: keep_text(card))\n"
        "async def give(self, interaction, to, what):\n"
        "    await self._submit(interaction, lambda: give_text(to, what))\n"
        "async def do(service, text):\n"
        "    await service.submit(1, 2, text.strip())\n"
        "async def move(service, units):\n"
        "    await service.submit(1, 2, 'move {} to 31'.format(units))\n"
        "def play_text(card):\n"
        "    return format_action(Play(card))\n"
    )
    found = sorted(action_text_formatting(tree), key=lambda f: int(f.split(":")[0].split()[1]))
    assert [f.split(":")[0] for f in found] == ["line 2", "line 4", "line 14"], found
