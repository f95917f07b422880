"""Every sentence players read is ours: no run of words is copied from the rulebooks.

Scans every string literal in the code (rules/, bot/, renderer/) and every
string in the games' data files, and fails on any run of RUN consecutive words
that also appears in one of the rulebooks (``tests/rulebooks.py`` says where they are looked for; without
them this check is skipped, and with ``DDAY_REQUIRE_RULEBOOKS=1``, as in CI, it fails).
Names and numbers of cards, zones and units are facts and short enough not to
trip it.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from tests import rulebooks

REPO = Path(__file__).resolve().parents[2]


def strings_in_code(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.append(node.value)
        elif isinstance(node, ast.JoinedStr):
            found.append(" ".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)))
    return found


NAME_KEYS = {"name", "long_name", "term", "aliases", "unit", "title"}
"""JSON fields that hold printed names (facts), not sentences."""


def strings_in_json(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() if k not in NAME_KEYS for s in strings_in_json(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings_in_json(v)]
    return []


@pytest.fixture(scope="module")
def book_runs() -> set[tuple[str, ...]]:
    found: set[tuple[str, ...]] = set()
    for book in rulebooks.every_text():
        found |= rulebooks.runs(book)
    return found


def sources() -> list[Path]:
    code = [p for d in ("rules", "bot", "renderer") for p in (REPO / d).rglob("*.py")]
    data = [p for p in (REPO / "rules").rglob("data/*.json")]
    return sorted(code + data)


def test_the_scan_sees_the_code_and_the_data():
    names = {p.name for p in sources()}
    paths = {p.relative_to(REPO).as_posix() for p in sources()}
    assert {"bot/service/core.py", "bot/discord/cogs/game.py"} <= paths
    assert "board.json" in names and "glossary.json" in names


def test_no_player_facing_text_copies_a_rulebook(book_runs):
    copied = []
    for path in sources():
        texts = strings_in_code(path) if path.suffix == ".py" else strings_in_json(json.loads(path.read_text("utf-8")))
        for text in texts:
            shared = rulebooks.runs(text) & book_runs
            if shared:
                copied.append(f"{path.relative_to(REPO)}: {' '.join(sorted(shared)[0])!r} in {text[:120]!r}")
    assert copied == [], "copied from a rulebook:\n" + "\n".join(copied)
